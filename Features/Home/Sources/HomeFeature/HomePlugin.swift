import NanoContract
import NanoStrings
import SessionInterface

/// The home feature: the welcome screen shown once someone is signed in.
///
/// ```swift
/// let app = try NanoApp(homeLink: "home", plugins: [SignUpPlugin(), HomePlugin(), SettingsPlugin()],
///                       dependencies: container)
/// try app.open("nvc://home")
/// ```
///
/// - Route `home`, guarded by `.signedIn`: "Welcome, Ada", the email, a Settings button (opens
///   `settings`) and a Log out button (clears the session, then opens `signup`, which replaces
///   every screen). It reaches those features by their links only.
/// - Needs `(any SessionService)` (the sign-up feature provides it) and the app's `Language`
///   (its texts, ``HomeText``: English and German).
public struct HomePlugin: FeaturePlugin {
    /// What the feature works with, resolved once when the app composes.
    public struct Dependencies {
        let sessions: any SessionService
        let text: Strings<HomeText>
    }

    /// `home`.
    public let id = "home"

    /// Creates the feature.
    public init() {}

    /// The session service (the welcome reads it, Log out clears it) and the app's language.
    public var needs: FeatureNeeds<Dependencies> {
        FeatureNeeds((any SessionService).self, Language.self) { Dependencies(sessions: $0, text: Strings($1)) }
    }

    /// Registers the `home` route and the Home tab (the app's first; its stack starts at `home`).
    public func register(in feature: inout FeatureRegistrar<Dependencies>) {
        feature.route(.home, guard: .signedIn, summary: "Welcome screen") { context throws(RouteError) in
            let (sessions, text) = (context.dependencies.sessions, context.dependencies.text)
            let links = context.links
            return try context.start {
                HomeCoordinator(navigationStack: $0, sessions: sessions, links: links, text: text)
            }
        }
        feature.tab("home", title: HomeText.title, order: 10, root: .home)
    }
}
