/// Whether an app is drawn light or dark: the person's choice, which a host applies to the
/// whole app (UIKit's `overrideUserInterfaceStyle` on the window).
///
/// The web host writes it on the page's `<html data-color-scheme>`: `light` and `dark` fix the
/// page's palette, `system` follows the browser's `prefers-color-scheme`, also when it changes
/// while the page is open. The text renderer has one look and ignores it.
public enum ColorScheme: String, Sendable, Equatable, Codable, CaseIterable {
    /// Follow the system (the browser's preference on the web); what an app gets unless a
    /// feature provides a ``ColorSchemeSource``.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
}

/// Where a host reads the app's ``ColorScheme``: a service a feature provides
/// (`feature.provide((any ColorSchemeSource).self) { … }`) from the setting it keeps, such as
/// the settings feature's appearance. A host reads ``colorScheme`` each time it draws a screen,
/// so a change shows with the screen that follows it; an app without one is drawn
/// ``ColorScheme/system``.
///
/// ```swift
/// struct StoredScheme: ColorSchemeSource {
///     let settings: SettingsStore
///     var colorScheme: ColorScheme { settings.appearance.colorScheme }
/// }
/// ```
public protocol ColorSchemeSource: Sendable {
    /// The scheme the person chose, read again for every screen a host draws.
    @MainActor var colorScheme: ColorScheme { get }
}
