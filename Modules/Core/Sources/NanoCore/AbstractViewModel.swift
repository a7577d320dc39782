import NanoReactive

/// The base class of a view model: it names the view model's `Input` from its first generic
/// parameter and declares `transform(input:)`, which every subclass overrides.
///
/// ```swift
/// final class HomeViewModel: AbstractViewModel<HomeViewModel.InputFromView,
///                                              HomeViewModel.Publishers,
///                                              HomeViewModel.Step> {
///     enum Step { case openSettings }
///     struct InputFromView { let openSettings: AnyPublisher<Void, Never> }   // an intent, not a tap
///     struct Publishers { let welcome: AnyPublisher<String, Never> }
///
///     override func transform(input: Input) -> Output<Publishers, Step> {
///         let navigator = Navigator<Step>()
///         return Output(publishers: Publishers(welcome: Just("Hi").eraseToAnyPublisher()),
///                       navigation: navigator.navigation) {
///             input.fromView.openSettings.sink { navigator.next(.openSettings) }
///         }
///     }
/// }
/// ```
///
/// A subclass that forgets the override cannot build a screen, and it never ships silently:
/// `Tools/test architecture` reports every `AbstractViewModel` subclass of a production module
/// that does not override `transform`, and the inherited implementation stops the program on
/// first use with a message naming the class (it has no output it could return instead).
@MainActor
open class AbstractViewModel<InputFromView, Publishers, NavigationStep>: ViewModelType {
    /// What `transform` receives: the view's `InputFromView` and the controller's events.
    public typealias Input = NanoCore.Input<InputFromView>

    /// Creates the view model.
    public init() {}

    /// Builds the screen's logic; every subclass overrides it. The inherited implementation
    /// traps with ``AbstractViewModelMessage/missingTransform(_:)``.
    open func transform(input: Input) -> Output<Publishers, NavigationStep> {
        fatalError(AbstractViewModelMessage.missingTransform(type(of: self)))
    }
}

/// The text of the trap a view model without `transform` stops on.
public enum AbstractViewModelMessage {
    /// Names `type` and says what to write, e.g. "HomeViewModel does not override
    /// transform(input:) ...".
    public static func missingTransform(_ type: Any.Type) -> String {
        "\(type) does not override transform(input:): a subclass of AbstractViewModel must "
            + "write `override func transform(input: Input) -> Output<Publishers, Step>`"
    }
}
