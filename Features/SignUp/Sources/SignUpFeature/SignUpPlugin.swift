import NanoDI
import NanoNavigation
import SessionInterface

/// The sign-up feature: the `signup` route, the `.signedIn` guard whose flow it is, and the
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
    /// What the feature works with, resolved once when the app composes.
    public struct Dependencies {
        let sessions: any SessionService
        let clock: any NanoClock
        let dates: any DateProvider
    }

    /// `signup`.
    public let id = "signup"

    private let service: (any SignUpService)?
    private let latency: Duration

    /// Creates the feature; `latency` is the local sign-up service's simulated request time.
    public init(latency: Duration = .milliseconds(300)) {
        self.init(service: nil, latency: latency)
    }

    /// The simulated request time `NVC_SIGNUP_LATENCY_MS` in `environment` asks for: whole
    /// milliseconds, clamped to 0...10 000; zero when unset. A value that is not a whole number
    /// is reported to `warn` (one line, for the app to print) and counts as zero.
    public nonisolated static func latency(environment: [String: String], warn: (String) -> Void) -> Duration {
        guard let text = environment["NVC_SIGNUP_LATENCY_MS"] else { return .zero }
        guard let milliseconds = Int(text) else {
            warn("NVC_SIGNUP_LATENCY_MS=\(text.debugDescription) is not a whole number of milliseconds; using 0")
            return .zero
        }
        return .milliseconds(max(0, min(milliseconds, 10_000)))
    }

    /// Creates the feature with `service` creating the accounts (tests inject a spy); `nil`
    /// uses a ``LocalSignUpService`` on the app's clock and date provider.
    init(service: (any SignUpService)?, latency: Duration = .milliseconds(300)) {
        self.service = service
        self.latency = latency
    }

    /// The key-value store (where the session lives), the clock (latency) and the date
    /// provider (session dates).
    public var needs: FeatureNeeds<Dependencies> {
        FeatureNeeds((any KeyValueStore).self, (any NanoClock).self, (any DateProvider).self) { store, clock, dates in
            Dependencies(sessions: StoredSessionService(store: store), clock: clock, dates: dates)
        }
    }

    /// Registers the `signup` route, the `.signedIn` guard and the session service.
    public func register(in feature: inout FeatureRegistrar<Dependencies>) {
        let summary = "Create an account (the signed-in guard's flow)"
        feature.route("signup", presentation: .root, summary: summary) { context throws(RouteError) in
            try start(context)
        }
        feature.provideGuard(.signedIn, flow: "signup") { $0.sessions.isSignedIn }
        feature.provide((any SessionService).self) { $0.sessions }
    }

    private func start(_ context: RouteContext<Dependencies>) throws(RouteError) -> RouteStart {
        let dependencies = context.dependencies
        let service =
            self.service
            ?? LocalSignUpService(clock: dependencies.clock, latency: latency, dateProvider: dependencies.dates)
        let prefill = SignUpForm(name: context.query.first("name") ?? "", email: context.query.first("email") ?? "")
        let links = context.links
        return try context.start { stack in
            SignUpCoordinator(
                navigationStack: stack, service: service, sessions: dependencies.sessions, prefill: prefill,
                links: links)
        }
    }
}
