import NanoReactive

/// What a view model's `transform` returns: the publishers its view binds, the navigation
/// steps its coordinator routes, and the view model's own side-effect subscriptions.
///
/// The subscriptions come as a trailing closure, one statement each (NanoReactive's `BindingsBuilder`):
///
/// ```swift
/// return Output(publishers: Publishers(isLoading: isLoading), navigation: navigator.navigation) {
///     input.fromView.submitTrigger.sink { navigator.next(.submitted) }
///     errors.asPublisher().sink { toasts.send(Toast("\($0)", style: .error)) }
/// }
/// ```
@MainActor
public struct Output<Publishers, NavigationStep> {
    /// The publishers the view binds.
    public let publishers: Publishers
    /// The navigation steps, usually a local `Navigator`'s `navigation`.
    public let navigation: AnyPublisher<NavigationStep, Never>
    /// Side-effect subscriptions; the scene host keeps them alive exactly as long as the scene
    /// is on its stack and cancels them when it leaves.
    public let subscriptions: [AnyCancellable]

    /// Creates an output.
    /// - Parameters:
    ///   - publishers: what the view binds.
    ///   - navigation: the navigation steps (pass `navigator.navigation`).
    ///   - subscriptions: the view model's side effects (saving a setting, sending a step on a
    ///     tap), one statement each; `if`, `for` and helpers returning `[AnyCancellable]` work.
    public init(
        publishers: Publishers,
        navigation: AnyPublisher<NavigationStep, Never>,
        @BindingsBuilder subscriptions: () -> [AnyCancellable] = { [] }
    ) {
        self.publishers = publishers
        self.navigation = navigation
        self.subscriptions = subscriptions()
    }
}

extension Output where NavigationStep == Never {
    /// Creates the output of a screen that never navigates: its navigation is empty.
    public init(publishers: Publishers, @BindingsBuilder subscriptions: () -> [AnyCancellable] = { [] }) {
        self.init(publishers: publishers, navigation: Empty().eraseToAnyPublisher(), subscriptions: subscriptions)
    }
}
