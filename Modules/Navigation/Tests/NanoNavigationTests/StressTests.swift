import Foundation
import NanoNavigation
import NanoUI
import Testing

/// Property-based stress of the navigation layer: seeded random sequences of push, pop, user
/// back, present, dismiss, replace-all, child start and child finish (and a deep link's reset
/// of the root flow), checking after every step that the stacks and the coordinator tree agree
/// and that everything removed is freed. Every kind of action must have changed the stacks or
/// the tree at least once in each run: one that only ever did nothing was not exercised.
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
        let missing = StressSession.kinds.subtracting(session.effectiveKinds).sorted()
        #expect(missing.isEmpty, "seed \(actualSeed): never changed anything: \(missing)")
        // A session stuck where nothing can change (it once was, after ~100 steps, for every
        // seed) would check the same state over and over.
        #expect(
            session.effectiveSteps * 4 >= steps,
            "seed \(actualSeed): only \(session.effectiveSteps) of \(steps) steps changed anything")
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

    /// What opening a deep link does to the root flow: every scene replaced by a fresh one.
    /// Without it a session gets stuck for good once a replacing child finishes and leaves its
    /// scenes inert at the root (every tap then does nothing, and there is nothing to go back to).
    func reopen() {
        replaceAllScenes(with: StressScene.self, viewModel: StepViewModel()) { [unowned self] step, _ in handle(step) }
    }

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
    /// The kinds of action that changed the stacks or the coordinator tree at least once (an
    /// action that did nothing, say `user back` at the root, does not count).
    private(set) var effectiveKinds: Set<String> = []
    /// How many steps changed something.
    private(set) var effectiveSteps = 0

    /// Every kind of action `step()` takes; each must be effective in a run.
    static let kinds: Set<String> =
        Set(
            [
                StepViewModel.Step.next, .present, .startChild, .startModalChild, .startReplacingChild, .finish,
                .replace, .close,
            ]
            .map { "tap \($0)" }
        )
        .union(["user back", "user dismiss", "pop to root", "open root"])

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        StressRegistry.entries = []
        root = StressCoordinator(navigationStack: stack, leakDetector: nil)
        root.start()
    }

    /// Performs one random action and names it.
    mutating func step() -> String {
        let before = shape()
        let name = act()
        if shape() != before {
            effectiveKinds.insert(name)
            effectiveSteps += 1
        }
        return name
    }

    /// What an action can change: every stack's scenes, the coordinator tree, and how many
    /// scenes and coordinators were ever made (a replacement may reuse a freed address).
    private struct Shape: Equatable {
        let stacks: [[ObjectIdentifier]]
        let tree: [ObjectIdentifier]
        let made: Int
    }

    private func shape() -> Shape {
        Shape(
            stacks: stack.stackChain.map { $0.scenes.map { ObjectIdentifier($0) } },
            tree: root.coordinatorTree.map { ObjectIdentifier($0) }, made: StressRegistry.entries.count)
    }

    private mutating func act() -> String {
        let top = stack.topmostStack
        let taps: [StepViewModel.Step] = [
            .next, .next, .present, .startChild, .startModalChild,
            .startReplacingChild, .finish, .finish, .replace, .close,
        ]
        let roll = Int.random(in: 0..<15, using: &random)
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
        case 13:
            name = "pop to root"
            top.popToRoot()
        default:
            name = "open root"
            root.reopen()
        }
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
