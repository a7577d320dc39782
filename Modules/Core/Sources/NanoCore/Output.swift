import NanoReactive

/// The standard ``OutputType``: publishers for the view, navigation steps for the coordinator,
/// and the view model's own side-effect subscriptions.
@MainActor
public struct Output<Publishers, Step>: OutputType {
    /// The publishers the view binds.
    public let publishers: Publishers
    /// The navigation steps, usually `navigator.navigation`.
    public let navigation: AnyPublisher<Step, Never>
    /// Side-effect subscriptions kept alive as long as the scene.
    public let bindings: [AnyCancellable]

    /// Creates an output.
    /// - Parameters:
    ///   - publishers: what the view binds.
    ///   - navigation: the navigation steps (pass `navigator.navigation`).
    ///   - bindings: subscriptions the view model made for side effects (saving a setting,
    ///     playing a haptic); the scene host releases them when the scene leaves its stack.
    public init(
        publishers: Publishers,
        navigation: AnyPublisher<Step, Never>,
        bindings: [AnyCancellable] = []
    ) {
        self.publishers = publishers
        self.navigation = navigation
        self.bindings = bindings
    }
}
