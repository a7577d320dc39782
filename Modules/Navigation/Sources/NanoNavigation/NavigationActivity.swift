import NanoReactive
import NanoUI

/// The app-wide record of navigation as it happens: every change to a stack of one chain (the
/// root stack and the stacks presented over it share one activity), grouped into
/// *transitions* — what one cause did — each announced before its first change and after its
/// last (RxFlow's `willNavigate` / `didNavigate`).
///
/// A cause is a link being opened (``perform(_:_:)`` with ``NavigationCause/link(_:)``: the app
/// does it), a step a coordinator handles (``NavigationCause/step``: `BaseCoordinator` wraps
/// every step handler, so the push, the `setLink` and the child flow a step starts are one
/// transition), or, outside both, one change to a stack (a back, a dismissal). Nested causes
/// belong to the outermost one; a cause that changes nothing announces nothing.
@MainActor
public final class NavigationActivity {
    private let subject = PassthroughSubject<NavigationTransition, Never>()
    private var depth = 0
    private var cause: NavigationCause?
    private var changes: [NavigationChange] = []
    private var hasAnnounced = false

    /// The framework's own words in the app's language, for what the navigation layer adds to
    /// a screen itself (the `OK` action of an alert given none). Every stack of the chain shares
    /// them; the app sets them when it composes (NanoComposition's `NanoApp`, from its
    /// dependencies). English unless set.
    public var texts: ContainerTexts = .english

    /// An activity with no subscriber and nothing in progress; a root stack makes its own.
    public init() {}

    /// Every transition, announced twice: `.will` before its first change, `.did` after its
    /// cause ended, with every change it made.
    public var transitions: AnyPublisher<NavigationTransition, Never> { subject.eraseToAnyPublisher() }

    /// Whether a transition is in progress (a cause is running).
    public var isInProgress: Bool { depth > 0 }

    /// Runs `body` as `cause`: what it changes is one transition, unless a cause is already in
    /// progress, whose transition it joins (an outer link or step wins over an inner one, except
    /// that a link opened inside a step names the transition: it says more).
    public func perform<Result, Failure: Error>(
        _ cause: NavigationCause, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        begin(cause)
        defer { end() }
        return try body()
    }

    /// Runs a stack's change of `kind` (`body` makes it and returns it) as part of the
    /// transition in progress, or as a transition of its own; announces `.will` first when the
    /// transition has not yet changed anything.
    public func change(_ kind: NavigationChange.Kind, _ body: () -> NavigationChange) {
        begin(.stack(kind))
        defer { end() }
        if !hasAnnounced, let cause {
            hasAnnounced = true
            subject.send(NavigationTransition(phase: .will, cause: cause, changes: []))
        }
        changes.append(body())
    }

    private func begin(_ cause: NavigationCause) {
        depth += 1
        switch (self.cause, cause) {
        case (nil, _): self.cause = cause
        case (.step?, .link): if !hasAnnounced { self.cause = cause }
        default: break
        }
    }

    private func end() {
        depth -= 1
        guard depth == 0 else { return }
        let finished = cause
        let made = changes
        let announced = hasAnnounced
        cause = nil
        changes = []
        hasAnnounced = false
        if announced, let finished {
            subject.send(NavigationTransition(phase: .did, cause: finished, changes: made))
        }
    }
}

/// What a transition's changes were for.
public enum NavigationCause: Sendable, Equatable {
    /// A link being opened (the link as asked for).
    case link(String)
    /// Saved links being restored (an app resuming).
    case restore([String])
    /// A step a coordinator handled (a tap leading to the next screen, a flow finishing).
    case step
    /// One change to a stack and nothing around it (a back, a dismissal, guards enforced).
    case stack(NavigationChange.Kind)
}

extension NavigationCause: CustomStringConvertible {
    /// One line for a log: `link nvc://home`, `restore nvc://home nvc://settings`, `step`,
    /// `stack pop`.
    public var description: String {
        switch self {
        case .link(let link): "link \(link)"
        case .restore(let links): (["restore"] + links).joined(separator: " ")
        case .step: "step"
        case .stack(let kind): "stack \(kind.rawValue)"
        }
    }
}

/// One announcement of ``NavigationActivity``: before (`.will`, no changes yet) or after
/// (`.did`, every change made) a cause's navigation.
public struct NavigationTransition {
    /// Before or after.
    public enum Phase: String, Sendable, Equatable {
        /// Before the first change.
        case will
        /// After the cause ended.
        case did
    }

    /// Before or after.
    public let phase: Phase
    /// What navigated.
    public let cause: NavigationCause
    /// The changes, in order (empty for `.will`).
    public let changes: [NavigationChange]
}
