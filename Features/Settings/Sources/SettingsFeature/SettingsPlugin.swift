import NanoContract
import NanoDI
import NanoStrings
import NanoUI
import SessionInterface

/// The settings feature: a list of settings and a screen for each, one flow owned by one
/// coordinator, the values kept in the app's key-value store.
///
/// ```swift
/// let app = try NanoApp(homeLink: "home", plugins: [SignUpPlugin(), HomePlugin(), SettingsPlugin()],
///                       dependencies: container)
/// try app.open("nvc://settings/appearance/dark")   // stores dark; Home → Settings → Appearance
/// ```
///
/// Every route is guarded by `.signedIn`. `settings` starts the flow; every other route
/// continues it, so a link and a tap build the same stack:
///
/// | Route | Parent | Screen |
/// | --- | --- | --- |
/// | `settings` | `home` | the list |
/// | `settings/notifications` | `settings` | the notifications switch |
/// | `settings/appearance` | `settings` | the appearance choices |
/// | `settings/appearance/:mode(enum: system\|light\|dark)` | `settings` | stores the mode, then the choices |
/// | `settings/profile` | `settings` | the signed-in name and email |
/// | `settings/profile/edit` | `settings/profile` | editing them (a child flow) |
/// | `settings/about` | `settings` | the version, presented modally, with Done |
///
/// Needs `(any SessionService)` (the sign-up feature provides it), `(any KeyValueStore)`,
/// where the settings live, and the app's `Language`: every text comes from ``SettingsText``
/// (English and German). Provides `(any ColorSchemeSource)`: the stored appearance, which a
/// host draws the app in (the web page turns dark on Dark).
public struct SettingsPlugin: FeaturePlugin {
    /// What the feature works with, resolved once when the app composes.
    public struct Dependencies {
        let sessions: any SessionService
        let settings: SettingsStore
        let text: Strings<SettingsText>
    }

    /// `settings`.
    public let id = "settings"

    private let versionText: String

    /// Creates the feature; `versionText` is what the about screen shows (`Nano 0.1.0`).
    public init(versionText: String = "Nano 0.1.0") {
        self.versionText = versionText
    }

    /// The session service (the profile), the key-value store (the settings) and the app's
    /// language (the texts).
    public var needs: FeatureNeeds<Dependencies> {
        FeatureNeeds((any SessionService).self, (any KeyValueStore).self, Language.self) { sessions, store, language in
            Dependencies(sessions: sessions, settings: SettingsStore(store: store), text: Strings(language))
        }
    }

    /// Registers the `settings` routes — the first starts the flow, the others continue it — and
    /// the Settings tab, whose stack starts at the list.
    public func register(in feature: inout FeatureRegistrar<Dependencies>) {
        let versionText = self.versionText
        feature.route(SettingsRoutes.list, parent: .home, guard: .signedIn, summary: "Settings list") {
            context throws(RouteError) in
            let dependencies = context.dependencies
            return try context.start { stack in
                SettingsCoordinator(
                    navigationStack: stack, settings: dependencies.settings, sessions: dependencies.sessions,
                    versionText: versionText, text: dependencies.text)
            }
        }
        feature.continuing(SettingsRoutes.notifications, summary: "Notifications on or off") { _ in .notifications }
        feature.continuing(SettingsRoutes.appearance, summary: "Appearance: system, light or dark") { _ in
            .appearance(requested: nil)
        }
        feature.continuing(SettingsRoutes.appearanceMode, summary: "Set the appearance, then show it") { mode in
            .appearance(requested: mode)
        }
        feature.continuing(SettingsRoutes.profile, summary: "The signed-in name and email") { _ in .profile }
        feature.continuing(
            SettingsRoutes.editProfile, parent: SettingsRoutes.profile,
            summary: "Edit the name and email (a child flow)"
        ) { _ in .editProfile }
        feature.continuing(SettingsRoutes.about, presentation: .modal, summary: "About Nano (modal)") { _ in .about }
        feature.tab("settings", title: SettingsText.listTitle, order: 20, root: SettingsRoutes.list)
        feature.provide((any ColorSchemeSource).self) { StoredColorScheme(settings: $0.settings) }
    }
}

/// The appearance the settings keep, as the scheme a host draws the app in: read from the
/// store each time, so a choice shows with the next screen.
struct StoredColorScheme: ColorSchemeSource {
    /// Where the appearance is kept.
    let settings: SettingsStore

    /// The stored appearance (``Appearance/system`` when unset).
    var colorScheme: ColorScheme { settings.appearance.colorScheme }
}

extension FeatureRegistrar where Dependencies == SettingsPlugin.Dependencies {
    /// A guarded route under `parent` whose handler continues the Settings flow on the screen
    /// `screen` picks from the route's parameters.
    fileprivate mutating func continuing<Parameters>(
        _ route: Route<Parameters>,
        parent: Route<Void> = SettingsRoutes.list,
        presentation: RoutePresentation = .push,
        summary: String,
        screen: @escaping @MainActor (Parameters) -> SettingsCoordinator.Screen
    ) {
        self.route(route, parent: parent, guard: .signedIn, presentation: presentation, summary: summary) {
            context, parameters throws(RouteError) in
            let next = screen(parameters)
            return try context.continueFlow(SettingsCoordinator.self) { $0.show(next) }
        }
    }
}
