import NanoNavigation

/// The home feature: the welcome screen shown once someone is signed in.
///
/// ```swift
/// let app = try NanoApp(homeLink: "home", plugins: [SignUpPlugin(), HomePlugin(), SettingsPlugin()],
///                       dependencies: container)
/// try app.open("nvc://home")
/// ```
///
/// - Route `home`, guarded by `signedIn` (registered by the sign-up feature): "Welcome, Ada",
///   the email, a Settings button (opens `settings`) and a Log out button (clears the session,
///   then opens `signup`, which replaces every screen).
/// - Requires `(any KeyValueStore)`, where the session lives.
public struct HomePlugin: FeaturePlugin {
    /// `home`.
    public let id = "home"

    /// Creates the feature.
    public init() {}

    /// The key-value store holding the session.
    public var requirements: [DependencyRequirement] {
        [DependencyRequirement((any KeyValueStore).self)]
    }

    /// Registers the `home` route.
    public func register(in routes: inout RouteRegistrar) {
        routes.route("home", guard: HomePlugin.signedInGuard, summary: "Welcome screen") { context in
            start(context)
        }
    }

    /// The guard the `home` route requires: `signedIn`.
    public static let signedInGuard = "signedIn"

    /// Starts the flow. The app validated the requirements when it composed, so resolving
    /// cannot fail; if it somehow does, nothing starts and the app reports an internal error
    /// for the route.
    private func start(_ context: RouteContext) {
        guard let store = try? context.dependencies.resolve((any KeyValueStore).self) else { return }
        let sessions = SessionStore(store: store)
        context.start { stack in
            HomeCoordinator(navigationStack: stack, sessionStore: sessions, links: context.links)
        }
    }
}
