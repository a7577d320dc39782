import NanoComposition
import NanoDI
import NanoNavigation
import NanoPreview
import NanoTesting
import SessionInterface

@testable import RewardsFeature

// A feature never imports another feature, so its tests compose it with NanoPreview's
// stand-ins for what it uses of the others: `home` (the parent route) and the `.signedIn`
// guard, whose stand-in flow (`signup`) has a `pass` button.

/// A store for the demo account whose writes can be made to fail.
func makeStore() -> FailableKeyValueStore {
    FailableKeyValueStore(failure: .writeFailed(path: "/state/state.json", reason: "disk full"))
}

/// The app the feature runs in: the real ``RewardsPlugin`` over `store`, with stand-ins for
/// `home` and the `.signedIn` guard, which passes while `signedIn.passes` is true.
@MainActor
func makeApp(signedIn: StandInGuard = StandInGuard(passes: true), store: any KeyValueStore = makeStore()) throws
    -> NanoApp
{
    let container = DependencyContainer()
    container.register((any KeyValueStore).self, store)
    let others = StandInPlugin(id: "others")
        .route("home", guard: .signedIn, shows: "home")
        .providing(.signedIn, flow: "signup", signedIn)
    return try NanoApp(
        scheme: "nvc", homeLink: "home", plugins: [others, RewardsPlugin()], dependencies: container,
        navigationStack: HeadlessNavigationStack(leakDetector: nil))
}
