import NanoNavigation

/// The settings feature: a list of settings and a screen for each, the values kept in the
/// app's key-value store (see ``SettingsStore``).
///
/// ```swift
/// let app = try NanoApp(homeLink: "home", plugins: [SignUpPlugin(), HomePlugin(), SettingsPlugin()],
///                       dependencies: container)
/// try app.open("nvc://settings/appearance/dark")   // stores dark; Home → Settings → Appearance
/// ```
///
/// Every route is guarded by `signedIn` (registered by the sign-up feature):
///
/// | Route | Parent | Shown | Screen |
/// | --- | --- | --- | --- |
/// | `settings` | `home` | push | the list |
/// | `settings/notifications` | `settings` | push | the notifications switch |
/// | `settings/appearance` | `settings` | push | the appearance choices |
/// | `settings/appearance/:mode(enum: system\|light\|dark)` | `settings` | push | stores the mode, then the choices |
/// | `settings/profile` | `settings` | push | the signed-in name and email |
/// | `settings/about` | `settings` | modal | the version, with Done |
///
/// Requires `(any KeyValueStore)`, where the settings and the session live.
public struct SettingsPlugin: FeaturePlugin {
    /// `settings`.
    public let id = "settings"

    /// The about screen's text unless the app gives another.
    public static let defaultVersionText = "Nano 0.1.0"

    /// The guard every settings route requires: `signedIn`.
    public static let signedInGuard = "signedIn"

    /// The pattern of the route that stores an appearance: its choices are
    /// ``Appearance``'s raw values.
    public static let appearanceModePattern =
        "settings/appearance/:mode(enum: \(Appearance.allCases.map(\.rawValue).joined(separator: "|")))"

    private let versionText: String

    /// Creates the feature.
    /// - Parameter versionText: what the about screen shows (`Nano 0.1.0`).
    public init(versionText: String = SettingsPlugin.defaultVersionText) {
        self.versionText = versionText
    }

    /// The key-value store holding the settings and the session.
    public var requirements: [DependencyRequirement] {
        [DependencyRequirement((any KeyValueStore).self)]
    }

    /// Registers the `settings` routes.
    public func register(in routes: inout RouteRegistrar) {
        let gate = SettingsPlugin.signedInGuard
        routes.route("settings", parent: "home", guard: gate, summary: "Settings list") { context in
            start(context, .list)
        }
        routes.route(
            "settings/notifications", parent: "settings", guard: gate,
            summary: "Notifications on or off"
        ) { context in
            start(context, .notifications)
        }
        routes.route(
            "settings/appearance", parent: "settings", guard: gate,
            summary: "Appearance: system, light or dark"
        ) { context in
            start(context, .appearance(requested: nil))
        }
        routes.route(
            SettingsPlugin.appearanceModePattern, parent: "settings", guard: gate,
            summary: "Set the appearance, then show it"
        ) { context in
            let mode = context.parameters.string("mode").flatMap(Appearance.init(rawValue:))
            start(context, .appearance(requested: mode))
        }
        routes.route(
            "settings/profile", parent: "settings", guard: gate,
            summary: "The signed-in name and email"
        ) { context in
            start(context, .profile)
        }
        routes.route(
            "settings/about", parent: "settings", guard: gate, presentation: .modal,
            summary: "About Nano (modal)"
        ) { context in
            start(context, .about)
        }
    }

    /// Starts a screen's coordinator. The app validated the requirements when it composed, so
    /// resolving cannot fail; if it somehow does, nothing starts and the app reports an
    /// internal error for the route.
    private func start(_ context: RouteContext, _ screen: SettingsCoordinator.Screen) {
        guard let store = try? context.dependencies.resolve((any KeyValueStore).self) else { return }
        let settings = SettingsStore(store: store)
        let sessions = SessionStore(store: store)
        let versionText = self.versionText
        context.start { stack in
            SettingsCoordinator(
                navigationStack: stack, screen: screen, settings: settings, sessionStore: sessions,
                links: context.links, versionText: versionText)
        }
    }
}
