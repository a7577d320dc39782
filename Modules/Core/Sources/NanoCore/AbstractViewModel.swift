import NanoReactive

/// The base class of a view model: it names the view model's `Input` and `Output` from three
/// generic parameters and owns the ``Navigator`` for its steps.
///
/// Subclass it and adopt ``ViewModelType``; the compiler then insists on `transform`:
///
/// ```swift
/// final class HomeViewModel: AbstractViewModel<HomeViewModel.FromView,
///                                              HomeViewModel.Publishers,
///                                              HomeViewModel.Step>, ViewModelType {
///     enum Step { case openSettings, logOut }
///     struct FromView { let settingsTapped: AnyPublisher<Void, Never> }
///     struct Publishers { let welcome: AnyPublisher<String, Never> }
///
///     func transform(input: Input) -> Output {
///         let steps = input.fromView.settingsTapped.sink { [navigator] in navigator.next(.openSettings) }
///         return Output(publishers: .init(welcome: Just("Hi").eraseToAnyPublisher()),
///                       navigation: navigator.navigation, bindings: [steps])
///     }
/// }
/// ```
@MainActor
open class AbstractViewModel<FromView, Publishers, Step> {
    /// The input `transform` receives.
    public typealias Input = NanoCore.Input<FromView>
    /// The output `transform` returns.
    public typealias Output = NanoCore.Output<Publishers, Step>

    /// Sends this view model's navigation steps to its coordinator.
    public let navigator = Navigator<Step>()

    /// Creates the view model.
    public init() {}
}
