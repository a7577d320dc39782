import NanoCore
import NanoReactive

/// What a sample page asks its coordinator for: go on, with the name typed.
public enum SamplePageStep: Equatable { case go(String) }

/// Shows a fixed greeting; a tap on `go` asks to go on with the name typed.
public final class SamplePageViewModel: AbstractViewModel<
    SamplePageViewModel.InputFromView, SamplePageViewModel.Publishers, SamplePageStep
>
{
    /// The typed name and the taps of `go`.
    public struct InputFromView {
        let name: AnyPublisher<String, Never>
        let go: AnyPublisher<Void, Never>
    }
    /// The greeting label's text.
    public struct Publishers { let greeting: AnyPublisher<String?, Never> }
    let greeting: String
    init(greeting: String) { self.greeting = greeting }
    /// Emits `.go(name)` on each tap of `go`.
    public override func transform(input: Input) -> Output<Publishers, SamplePageStep> {
        let navigator = Navigator<SamplePageStep>()
        let go = input.fromView.go.withLatestFrom(input.fromView.name)
            .sink { [navigator] in navigator.next(.go($0)) }
        return Output(
            publishers: Publishers(greeting: Just(greeting).eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            go
        }
    }
}
