import Foundation
import NanoNavigation

/// The push/pop benchmark's work (`Tools/bench push-pop`): cycles of a real scene with bindings
/// (``FormScene``) pushed by a coordinator on the headless stack, typed into, submitted and
/// popped, against the same scene created, loaded, typed into, submitted and released without
/// navigation. Every 1,000th scene and its view model are watched through weak references, so
/// the benchmark can report how many outlived their cycle.
@MainActor
public final class PushPopWorkload {
    private let stack = HeadlessNavigationStack(leakDetector: nil)
    private let coordinator: FormCoordinator
    private var watched: [() -> AnyObject?] = []
    private var cycles = 0

    /// The workload of one benchmark process: the push+pop and create+release benchmarks keep
    /// one across their iterations, so the watched objects accumulate.
    public static let shared = PushPopWorkload()

    /// Push+pop cycles run so far.
    public private(set) var pushPopCycles = 0

    /// A stack and a coordinator that has started (a first form is on the stack).
    public init() {
        coordinator = FormCoordinator(navigationStack: stack, leakDetector: nil)
        coordinator.start()
    }

    /// Scenes and view models watched so far (two per 1,000 cycles of either kind).
    public var objectsWatched: Int { watched.count }

    /// Watched scenes and view models still alive: 0 when every cycle released its scene.
    public var objectsAlive: Int { watched.reduce(0) { $0 + ($1() == nil ? 0 : 1) } }

    /// Form submissions the coordinator received: one per push+pop cycle.
    public var submissions: Int { coordinator.submissions }

    /// `count` push+pop cycles: push a form through the coordinator, type a name and an email,
    /// tap submit (a step the coordinator handles), pop.
    public func pushPop(cycles count: Int) {
        for _ in 0..<count {
            coordinator.pushForm()
            if let top = stack.topScene as? FormScene {
                watch(top, top.viewModel)
                _ = top.rootView?.name.type("Ada")
                _ = top.rootView?.email.type("ada@example.com")
                _ = top.rootView?.submit.tap()
            }
            stack.pop()
            pushPopCycles += 1
        }
    }

    /// `count` baseline cycles: create the same scene, load it (transform and bind), type,
    /// submit, and release it without any navigation.
    public func createAndRelease(cycles count: Int) {
        for _ in 0..<count {
            let scene = FormScene(viewModel: FormViewModel())
            scene.loadViewIfNeeded()
            watch(scene, scene.viewModel)
            _ = scene.rootView?.name.type("Ada")
            _ = scene.rootView?.email.type("ada@example.com")
            _ = scene.rootView?.submit.tap()
            scene.didLeaveStack()
        }
    }

    private func watch(_ scene: AnyObject, _ viewModel: AnyObject) {
        cycles += 1
        guard cycles % 1_000 == 1 else { return }
        watched.append { [weak scene] in scene }
        watched.append { [weak viewModel] in viewModel }
    }

    /// The process's resident set size in KiB, from `/proc/self/statm` (0 where unavailable).
    public nonisolated static func residentKiB() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
