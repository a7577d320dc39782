import Foundation
import NanoComposition
import NanoDI
import NanoNavigation
import NanoPreview
import NanoStrings
import NanoTesting
import SessionInterface

@testable import HomeFeature

/// The person most tests sign in as.
let ada = Session(name: "Ada", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

/// A session service holding `session` (signed out for `nil`).
@MainActor
func makeSessions(signedInAs session: Session?) -> InMemorySessionService {
    InMemorySessionService(session)
}

/// Home's texts in English, what most tests show.
let english = Strings<HomeText>(.english)

/// The app Home runs in: the real ``HomePlugin`` with NanoPreview's stand-ins for what it uses
/// of the other features — `signup` (the `.signedIn` guard's flow; the guard follows
/// `sessions`) and `settings` above `home` — over `sessions`, in `language`.
@MainActor
func makeApp(sessions: InMemorySessionService, disabled: Set<String> = [], language: Language = .english) throws
    -> NanoApp
{
    let container = DependencyContainer()
    container.register(Language.self, language)
    container.register((any SessionService).self, sessions)
    let signUp = StandInPlugin(id: "signup")
        .route("signup", presentation: .root, shows: "sign-up")
        .providing(.signedIn, flow: "signup", StandInGuard { sessions.isSignedIn })
    let settings = StandInPlugin(id: "settings").route("settings", parent: "home", guard: .signedIn, shows: "settings")
    return try NanoApp(
        scheme: "nvc", homeLink: "home", plugins: [signUp, HomePlugin(), settings], dependencies: container,
        disabledFeatures: disabled, navigationStack: HeadlessNavigationStack(leakDetector: nil))
}

extension FlowDriver {
    /// What the stand-in screen showing stands for (`sign-up`, `settings`), if one is showing.
    var standIn: String? { screen(as: StandInScene.self)?.title }
}
