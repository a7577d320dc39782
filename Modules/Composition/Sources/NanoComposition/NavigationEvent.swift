import NanoNavigation
import NanoReactive

/// One app-wide navigation event, for analytics and logging (RxFlow's `willNavigate` and
/// `didNavigate`): a link being opened, a step a coordinator handled, a back or a dismissal —
/// announced before its first change and after its last, with the link and the screens.
///
/// ```swift
/// app.didNavigate.sink { event in analytics.track(screen: event.link ?? event.screen ?? "none") }
/// ```
public struct NavigationEvent: Sendable, Equatable {
    /// One screen on a stack.
    public struct Screen: Sendable, Equatable {
        /// The scene's type name (`NotificationsScene`).
        public let scene: String
        /// The canonical link of the entry the screen belongs to (`nvc://settings/notifications`), if any.
        public let link: String?

        /// A screen showing `scene` under `link`.
        public init(scene: String, link: String?) {
            self.scene = scene
            self.link = link
        }
    }

    /// `.will` (before the first change: ``stack`` is what was showing) or `.did` (after the
    /// last: ``stack`` is what shows now).
    public let phase: NavigationTransition.Phase
    /// What navigated: a link (as asked for), a restore, a coordinator's step, or one stack change.
    public let cause: NavigationCause
    /// For `.will` of a link, the link being opened (canonical when it resolves); otherwise
    /// the link of the screen on top (the one being left for `.will`, the one arrived at for
    /// `.did`), or `nil` when that screen carries none.
    public let link: String?
    /// The screens of the root stack, then of each stack presented over it, bottom first.
    public let stack: [[Screen]]
    /// The kinds of the stack changes the transition made, in order (empty for `.will`).
    public let changes: [NavigationChange.Kind]

    /// An event from its parts (tests compare against one).
    public init(
        phase: NavigationTransition.Phase, cause: NavigationCause, link: String?, stack: [[Screen]],
        changes: [NavigationChange.Kind]
    ) {
        self.phase = phase
        self.cause = cause
        self.link = link
        self.stack = stack
        self.changes = changes
    }

    /// The scene on top, if any screen shows.
    public var screen: String? { stack.last(where: { !$0.isEmpty })?.last?.scene }
}

extension NanoApp {
    /// Every navigation of the app, `.will` then `.did` for each: links opened (also by a
    /// coordinator's ``links``), saved stacks restored, steps coordinators handled, backs and
    /// dismissals. Synchronous, on the main actor; a cause that showed nothing sends nothing.
    public var navigationEvents: AnyPublisher<NavigationEvent, Never> {
        navigationStack.activity.transitions
            .compactMap { [weak self] transition in self?.event(for: transition) }
            .eraseToAnyPublisher()
    }

    /// The `.will` events of ``navigationEvents`` (RxFlow's `willNavigate`).
    public var willNavigate: AnyPublisher<NavigationEvent, Never> {
        navigationEvents.filter { $0.phase == .will }.eraseToAnyPublisher()
    }

    /// The `.did` events of ``navigationEvents`` (RxFlow's `didNavigate`).
    public var didNavigate: AnyPublisher<NavigationEvent, Never> {
        navigationEvents.filter { $0.phase == .did }.eraseToAnyPublisher()
    }

    private func event(for transition: NavigationTransition) -> NavigationEvent {
        let links = linksOnScreen
        let stack = zip(navigationStack.stackChain, links).map { stack, stackLinks in
            zip(stack.scenes, stackLinks).map { NavigationEvent.Screen(scene: $0.sceneName, link: $1) }
        }
        var link = stack.last(where: { !$0.isEmpty })?.last?.link
        if transition.phase == .will, case .link(let asked) = transition.cause {
            link = (try? resolveRoute(asked).link) ?? asked
        }
        return NavigationEvent(
            phase: transition.phase, cause: transition.cause, link: link, stack: stack,
            changes: transition.changes.map(\.kind))
    }
}
