import NanoContract
import NanoDI
import SessionInterface

/// The sign-up feature: the `signup` route (`Route.signUp`, declared in SessionInterface), the `.signedIn` guard whose flow it is, and the
/// app's `SessionService`, which it provides to the other features.
///
/// ```swift
/// let app = try NanoApp(homeLink: "home", plugins: [SignUpPlugin(), HomePlugin()], dependencies: container)
/// try app.open("nvc://signup?name=Ada&email=ada%40example.com")   // the form, prefilled
/// ```
///
/// - Route `signup` (presentation `.root`: it replaces every screen). Query items `name` and
///   `email` prefill the form.
/// - Provides the guard `.signedIn` (flow `signup`), satisfied while a session is stored, and
///   `(any SessionService).self`, the session kept in the app's key-value store.
/// - Needs `(any KeyValueStore)`, `(any NanoClock)` and `(any DateProvider)`.
public struct SignUpPlugin: FeaturePlugin {
    /// What the feature works with, resolved once when the app composes: the services it
    /// makes in ``needs`` and hands to its coordinator.
    public struct Dependencies {
        let sessions: any SessionService
        let service: any SignUpService
    }

    /// `signup`.
    public let id = "signup"

    private let latency: Duration

    /// Creates the feature; `latency` is the local sign-up service's simulated request time.
    /// The app decides it — from a setting of its own, turned into a duration with
    /// ``latency(milliseconds:)`` — and the feature reads no environment.
    public init(latency: Duration = .milliseconds(300)) {
        self.latency = latency
    }

    /// The key-value store (where the session lives), the clock (latency) and the date
    /// provider (session dates). The feature's services are made here, once: the session
    /// service over the store and the ``LocalSignUpService`` over the clock and dates.
    public var needs: FeatureNeeds<Dependencies> {
        let latency = self.latency
        return FeatureNeeds((any KeyValueStore).self, (any NanoClock).self, (any DateProvider).self) {
            store, clock, dates in
            Dependencies(
                sessions: StoredSessionService(store: store),
                service: LocalSignUpService(clock: clock, latency: latency, dateProvider: dates))
        }
    }

    /// Registers the `signup` route, the `.signedIn` guard and the session service.
    public func register(in feature: inout FeatureRegistrar<Dependencies>) {
        let summary = "Create an account (the signed-in guard's flow)"
        feature.route(.signUp, presentation: .root, summary: summary) { context throws(RouteError) in
            try Self.start(context)
        }
        feature.provideGuard(.signedIn, flow: .signUp) { $0.sessions.isSignedIn }
        feature.provide((any SessionService).self) { $0.sessions }
    }

    private static func start(_ context: RouteContext<Dependencies>) throws(RouteError) -> RouteStart {
        let dependencies = context.dependencies
        let prefill = SignUpForm(name: context.query.first("name") ?? "", email: context.query.first("email") ?? "")
        let links = context.links
        return try context.start { stack in
            SignUpCoordinator(
                navigationStack: stack, service: dependencies.service, sessions: dependencies.sessions,
                prefill: prefill, links: links)
        }
    }
}
