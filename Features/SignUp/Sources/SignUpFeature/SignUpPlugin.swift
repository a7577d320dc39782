import NanoNavigation

/// The sign-up feature: the `signup` route and the `signedIn` guard whose flow it is.
///
/// ```swift
/// let app = try NanoApp(homeLink: "home", plugins: [SignUpPlugin(), HomePlugin()], dependencies: container)
/// try app.open("nvc://signup?name=Ada&email=ada%40example.com")   // the form, prefilled
/// ```
///
/// - Route `signup` (presentation `.root`: it replaces every screen). Query items `name` and
///   `email` prefill the form.
/// - Guard `signedIn`, flow `signup`: satisfied while ``SessionStore`` holds a session. A
///   route guarded by it opened while signed out shows sign-up first, then resumes.
/// - Requires `(any KeyValueStore)`, `(any NanoClock)` and `(any DateProvider)`.
public struct SignUpPlugin: FeaturePlugin {
    /// `signup`.
    public let id = "signup"

    private let service: (any SignUpService)?
    private let latency: Duration

    /// Creates the feature.
    /// - Parameters:
    ///   - service: creates accounts; `nil` (the default) uses a ``LocalSignUpService`` on the
    ///     app's clock and date provider.
    ///   - latency: the local service's simulated request time (ignored with `service`).
    public init(service: (any SignUpService)? = nil, latency: Duration = .milliseconds(300)) {
        self.service = service
        self.latency = latency
    }

    /// The key-value store (sessions), the clock (latency) and the date provider (session
    /// dates).
    public var requirements: [DependencyRequirement] {
        [
            DependencyRequirement((any KeyValueStore).self),
            DependencyRequirement((any NanoClock).self),
            DependencyRequirement((any DateProvider).self),
        ]
    }

    /// Registers the `signup` route and the `signedIn` guard.
    public func register(in routes: inout RouteRegistrar) {
        let summary = "Create an account (the signed-in guard's flow)"
        routes.route("signup", presentation: .root, summary: summary) { context in start(context) }
        routes.guard(SignUpPlugin.signedInGuard, flow: "signup") { dependencies in
            do {
                return SessionStore(store: try dependencies.resolve((any KeyValueStore).self)).isSignedIn
            } catch {
                return false
            }
        }
    }

    /// The id of the guard this feature registers: `signedIn`.
    public static let signedInGuard = "signedIn"

    /// Starts the flow. The app validated the requirements when it composed, so resolving
    /// cannot fail; if it somehow does, nothing starts and the app reports an internal error
    /// for the route.
    private func start(_ context: RouteContext) {
        let store: any KeyValueStore
        let clock: any NanoClock
        let dates: any DateProvider
        do {
            store = try context.dependencies.resolve((any KeyValueStore).self)
            clock = try context.dependencies.resolve((any NanoClock).self)
            dates = try context.dependencies.resolve((any DateProvider).self)
        } catch {
            return
        }
        let service = self.service ?? LocalSignUpService(clock: clock, latency: latency, dateProvider: dates)
        let prefill = SignUpForm(name: context.query.first("name") ?? "", email: context.query.first("email") ?? "")
        let sessions = SessionStore(store: store)
        context.start { stack in
            SignUpCoordinator(
                navigationStack: stack, service: service, sessionStore: sessions, prefill: prefill,
                links: context.links)
        }
    }
}
