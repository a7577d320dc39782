// libFuzzer target for `resume`: arbitrary bytes as a state directory's `navigation.json`,
// restored through the app runtime of a small app (below) exactly as `nvc resume` does — the
// file read and its size limit, the decoding, the saved stack's depth limit, reopening every
// link with its guards, parents and parameters. It must open a stack or fail with a typed
// error, never trap; and with Tools/fuzz's per-input time limit (-timeout) a slow restore is a
// finding like a crash (a saved stack restored in quadratic or worse time once hung every run).
// Built by Tools/fuzz through the NanoRuntime package.

import Foundation
import NanoContract
import NanoCore
import NanoDI
import NanoNavigation
import NanoReactive
import NanoRuntime
import NanoUI

/// The one folder every input is restored from (the file is replaced per input).
@MainActor private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nano-restore-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// libFuzzer's entry: restores one input as the saved stack of a fresh runtime.
@c(LLVMFuzzerTestOneInput)
public func restoreFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { restore(bytes) }
    return 0
}

@MainActor private func restore(_ bytes: Data) {
    let file = folder.appendingPathComponent("navigation.json")
    guard (try? bytes.write(to: file)) != nil else { return }
    guard let state = try? StateDirectory(location: .directory(folder)),
        let runtime = try? AppRuntime(configuration: fuzzApp, state: state, warn: { _ in })
    else { return }
    // Opens the saved stack, or home with a warning; an error is a typed AppError. The app has
    // no delayed work, so settling never suspends and the task ends before `immediate` returns.
    let run = RestoreRun()
    Task.immediate { @MainActor in
        _ = try? await runtime.resume()
        runtime.close()
        run.ended = true
    }
    precondition(run.ended, "resume suspended: the fuzz app has no delayed work to wait for")
}

/// Whether one input's restore has ended.
@MainActor private final class RestoreRun {
    var ended = false
}

// MARK: - The app: `home` (root) → `list` → `list/:n(int)` → `list/:n/more`, `about` (modal over
// home), `locked` behind the `open` guard whose flow is `key`, and `any/*rest`.

private let unlocked = GuardID("open")

@MainActor private let fuzzApp = AppConfiguration(
    name: "restore-fuzz", scheme: "nvc", homeLink: "home",
    plugins: { _ in [FuzzFeature()] })

private struct FuzzFeature: FeaturePlugin {
    let id = "fuzz"
    var needs: FeatureNeeds<Void> { .nothing }
    func register(in feature: inout FeatureRegistrar<Void>) {
        feature.route("home", presentation: .root, handler: page("Home"))
        feature.route("list", parent: "home", handler: page("List"))
        feature.route("list/:n(int)", parent: "list", handler: page("Item"))
        feature.route("list/:n(int)/more", parent: "list/:n", handler: page("More"))
        feature.route("about", parent: "home", presentation: .modal, handler: page("About"))
        feature.route("locked", parent: "home", guard: unlocked, handler: page("Locked"))
        feature.route("key", presentation: .root, handler: page("Key"))
        feature.route("any/*rest", parent: "home", handler: page("Any"))
        feature.provideGuard(unlocked, flow: "key") { _ in false }
    }
}

/// A handler showing one page titled `title`.
@MainActor private func page(_ title: String) -> RouteHandler<Void> {
    { context throws(RouteError) in
        try context.start { FuzzCoordinator(navigationStack: $0, title: title) }
    }
}

private final class FuzzCoordinator: BaseCoordinator<Never>, Coordinating {
    let title: String
    init(navigationStack: any NavigationStack, title: String) {
        self.title = title
        super.init(navigationStack: navigationStack)
    }
    func start() { push(scene: FuzzScene.self, viewModel: FuzzViewModel(title: title)) { _ in } }
}

private final class FuzzScene: NanoViewController<FuzzView> {}

private final class FuzzView: ViewModelled {
    typealias ViewModel = FuzzViewModel
    let label = Label(id: "title")
    init() {}
    var controls: [any Control] { [label] }
    var inputFromView: InputFromView { .init() }
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.title --> label.textBinder
    }
}

private final class FuzzViewModel: AbstractViewModel<FuzzViewModel.FromView, FuzzViewModel.Publishers, Never> {
    struct FromView {}
    struct Publishers { let title: AnyPublisher<String?, Never> }
    let title: String
    init(title: String) { self.title = title }
    override func transform(input: Input) -> Output<Publishers, Never> {
        Output(
            publishers: Publishers(title: Just(title).eraseToAnyPublisher()),
            navigation: Empty().eraseToAnyPublisher())
    }
}
