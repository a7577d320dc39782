import Foundation
import NanoNavigation
import NanoUI
import Testing

/// Property-based stress of the navigation layer: seeded random sequences of push, pop, user
/// back, present, dismiss, replace-all, child start and child finish, checking after every
/// step that the stacks and the coordinator tree agree and that everything removed is freed.
///
/// Tools/test runs the fixed seeds below. For a longer randomized session:
/// `NANO_STRESS_SEED=random NANO_STRESS_STEPS=200000 swift test --package-path Modules/Navigation --filter Stress`
@MainActor
struct StressTests {
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomNavigationKeepsStacksAndTreeInAgreement(seed: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        var actualSeed = seed
        if let override = environment["NANO_STRESS_SEED"] {
            actualSeed = override == "random" ? UInt64.random(in: 1...UInt64.max) : UInt64(override) ?? seed
        }
        let steps = environment["NANO_STRESS_STEPS"].flatMap(Int.init) ?? 1_500
        var session = StressSession(seed: actualSeed)
        for index in 0..<steps {
            let action = session.step()
            let problems = session.invariantViolations()
            if !problems.isEmpty {
                Issue.record("seed \(actualSeed), step \(index) (\(action)): \(problems.joined(separator: "; "))")
                return
            }
        }
        #expect(session.performedKinds.count >= 8, "every kind of action ran (seed \(actualSeed))")
    }
}

/// A deterministic random generator (SplitMix64), so a failing seed replays exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every scene and coordinator the stress creates, held weakly.
@MainActor
enum StressRegistry {
    struct Entry {
        weak var object: AnyObject?
        let name: String
    }
    static var entries: [Entry] = []
    static func register(_ object: AnyObject, _ name: String) {
        entries.append(Entry(object: object, name: name))
    }
}

final class StressScene: NanoViewController<StepView> {
    required init(viewModel: StepViewModel) {
        super.init(viewModel: viewModel)
        StressRegistry.register(self, "StressScene")
        StressRegistry.register(viewModel, "StepViewModel")
    }
}

/// A coordinator that can do everything, at any depth.
final class StressCoordinator: BaseCoordinator<StressCoordinator.Step>, Coordinating {
    enum Step { case finished }

    override init(navigationStack: any NavigationStack, leakDetector: LeakDetector?) {
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
        StressRegistry.register(self, "StressCoordinator")
    }

    func start() { show() }

    private func show() {
        push(scene: StressScene.self, viewModel: StepViewModel()) { [unowned self] in handle($0) }
    }

    private func handle(_ step: StepViewModel.Step) {
        switch step {
        case .next: show()
        case .present:
            modallyPresent(scene: StressScene.self, viewModel: StepViewModel()) { step, dismiss in
                if step == .close { dismiss(true, nil) }
            }
        case .startChild: startChild(.push)
        case .startModalChild: startChild(.present)
        case .startReplacingChild: startChild(.replace)
        case .replace:
            replaceAllScenes(with: StressScene.self, viewModel: StepViewModel()) { [unowned self] step, _ in
                handle(step)
            }
        case .finish: if parentCoordinator != nil { finish(.finished) }
        case .close: break
        }
    }

    private func startChild(_ transition: CoordinatorTransition) {
        start(
            coordinator: { StressCoordinator(navigationStack: $0, leakDetector: nil) },
            transition: transition,
            onStep: { _ in }
        )
    }
}

@MainActor
struct StressSession {
    private var random: SplitMix64
    private let stack = HeadlessNavigationStack(leakDetector: nil)
    private let root: StressCoordinator
    private(set) var performedKinds: Set<String> = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        StressRegistry.entries = []
        root = StressCoordinator(navigationStack: stack, leakDetector: nil)
        root.start()
    }

    /// Performs one random action and names it.
    mutating func step() -> String {
        let top = stack.topmostStack
        let taps: [StepViewModel.Step] = [
            .next, .next, .present, .startChild, .startModalChild,
            .startReplacingChild, .finish, .finish, .replace, .close,
        ]
        let roll = Int.random(in: 0..<14, using: &random)
        let name: String
        switch roll {
        case 0..<10:
            let step = taps[roll]
            name = "tap \(step)"
            top.topScene?.tap(step)
        case 10, 11:
            name = "user back"
            if top.canGoBack { top.pop() }
        case 12:
            name = "user dismiss"
            top.presentingStack?.dismissPresented()
        default:
            name = "pop to root"
            top.popToRoot()
        }
        performedKinds.insert(name)
        return name
    }

    /// What is wrong now, if anything.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let chain = stack.stackChain
        let visible = chain.flatMap(\.scenes)
        let tree = root.coordinatorTree
        if visible.isEmpty { problems.append("the root stack is empty") }

        // Every visible scene belongs to exactly one coordinator of the tree.
        var owners: [ObjectIdentifier: Int] = [:]
        for coordinator in tree {
            for scene in coordinator.ownedScenes {
                owners[ObjectIdentifier(scene), default: 0] += 1
                if !scene.isOnStack { problems.append("\(type(of: coordinator)) owns a scene that left its stack") }
            }
        }
        for scene in visible where owners[ObjectIdentifier(scene)] != 1 {
            problems.append("a visible scene has \(owners[ObjectIdentifier(scene)] ?? 0) owners")
        }
        // Every child coordinator still shows something.
        for coordinator in tree.dropFirst()
        where coordinator.ownedScenes.isEmpty && coordinator.childCoordinators.isEmpty {
            problems.append("a child coordinator shows nothing but is still in the tree")
        }
        // Stacks are never empty except a presented stack is never left empty either.
        for presented in chain.dropFirst() where presented.scenes.isEmpty {
            problems.append("an empty modal stack is presented")
        }
        // Everything no longer on screen or in the tree is freed.
        let live = Set(
            visible.map { ObjectIdentifier($0) } + visible.map { ObjectIdentifier($0.viewModelObject) }
                + tree.map { ObjectIdentifier($0) })
        let leaked = StressRegistry.entries.compactMap { entry -> String? in
            guard let object = entry.object, !live.contains(ObjectIdentifier(object)) else { return nil }
            return entry.name
        }
        if !leaked.isEmpty { problems.append("not freed: \(leaked)") }
        return problems
    }
}
