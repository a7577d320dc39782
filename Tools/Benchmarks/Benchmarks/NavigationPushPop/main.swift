import Foundation
import NanoNavigation

// 10,000 push+pop cycles of a real scene with bindings through a coordinator and the headless
// navigation stack, against a baseline in the same run: the same scene created, loaded
// (transform + bind) and released without any navigation. Reports time per cycle, the ratio,
// the objects still alive afterwards and resident memory before and after.
//
// Run: swift run -c release --package-path Tools/Benchmarks NavigationPushPop [cycles]

let cycles = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
let rounds = 5

/// Resident set size in KiB, from /proc (0 where unavailable).
func residentKiB() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Weak references to every scene and view model created, to count survivors.
@MainActor
final class Census {
    private var refs: [() -> AnyObject?] = []
    func add(_ object: AnyObject) { refs.append({ [weak object] in object }) }
    var alive: Int { refs.reduce(0) { $0 + ($1() == nil ? 0 : 1) } }
    func reset() { refs = [] }
}

@MainActor
func pushPop(_ cycles: Int, census: Census) -> Duration {
    let stack = HeadlessNavigationStack(leakDetector: nil)
    let coordinator = FormCoordinator(navigationStack: stack, leakDetector: nil)
    coordinator.start()
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        for index in 0..<cycles {
            coordinator.pushForm()
            if let top = stack.topScene as? FormScene {
                if index % 1000 == 0 {
                    census.add(top)
                    census.add(top.viewModel)
                }
                _ = top.rootView?.name.type("Ada")
                _ = top.rootView?.email.type("ada@example.com")
                _ = top.rootView?.submit.tap()
            }
            stack.pop()
        }
    }
    if coordinator.submissions != cycles { print("error: \(coordinator.submissions) submissions for \(cycles) cycles") }
    return elapsed
}

@MainActor
func createAndRelease(_ cycles: Int, census: Census) -> Duration {
    let clock = ContinuousClock()
    return clock.measure {
        for index in 0..<cycles {
            let scene = FormScene(viewModel: FormViewModel())
            scene.loadViewIfNeeded()
            if index % 1000 == 0 {
                census.add(scene)
                census.add(scene.viewModel)
            }
            _ = scene.rootView?.name.type("Ada")
            _ = scene.rootView?.email.type("ada@example.com")
            _ = scene.rootView?.submit.tap()
            scene.didLeaveStack()
        }
    }
}

func perCycle(_ duration: Duration, _ cycles: Int) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(cycles)
}

MainActor.assumeIsolated {
    let census = Census()
    _ = pushPop(1_000, census: census)
    _ = createAndRelease(1_000, census: census)
    census.reset()
    let before = residentKiB()
    var navigation: [Double] = []
    var baseline: [Double] = []
    for _ in 0..<rounds {
        navigation.append(perCycle(pushPop(cycles, census: census), cycles))
        baseline.append(perCycle(createAndRelease(cycles, census: census), cycles))
    }
    let after = residentKiB()
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    let push = median(navigation)
    let base = median(baseline)
    print("cycles per round: \(cycles), rounds: \(rounds) (median reported)")
    print(String(format: "push+pop through coordinator + stack: %8.0f ns/cycle", push))
    print(String(format: "baseline (create, bind, release):     %8.0f ns/cycle", base))
    print(String(format: "ratio: %.2fx", push / base))
    print("objects alive after all rounds (sampled scenes + view models): \(census.alive)")
    print(
        "resident memory: \(before) KiB before, \(after) KiB after (\(after - before) KiB growth over \(rounds * cycles * 2) cycles)"
    )
}
