import NanoReactive

/// Seed 004's stub view controller: it stands where a view would, records every state bound to
/// it and lets a test inject the user's actions, so a view model's logic is tested without a
/// view.
///
/// ```swift
/// let stub = StubViewController<RewardsViewState, RewardsAction>()
/// let harness = ViewModelHarness(viewModel, fromView: .init(actions: stub.actions))
/// let binding = harness.publishers.state --> stub.stateBinder
/// stub.send(.confirm)
/// #expect(stub.boundStates.last == .member)
/// ```
@MainActor
public final class StubViewController<ViewState, Action> {
    /// Every state bound, in order.
    public private(set) var boundStates: [ViewState] = []
    private let actionSubject = PassthroughSubject<Action, Never>()

    /// A stub with nothing bound.
    public init() {}

    /// The actions a test sends, as the view's layout-agnostic actions.
    public var actions: AnyPublisher<Action, Never> { actionSubject.eraseToAnyPublisher() }

    /// Records `state`, as a view's `bind(_:)` would show it.
    public func bind(_ state: ViewState) { boundStates.append(state) }

    /// Records each state. Holds the stub weakly.
    public var stateBinder: Binder<ViewState> {
        Binder(self) { stub, state in stub.bind(state) }
    }

    /// Sends `action`, as the person acting on the view would.
    public func send(_ action: Action) { actionSubject.send(action) }
}
