import NanoCore
import NanoReactive
import NanoUI

/// A page's view model: its steps come straight from its view, so a test can "tap" them.
final class PageViewModel: AbstractViewModel<PageViewModel.InputFromView, Void, PageViewModel.Step> {
    enum Step: Equatable { case next, close }
    struct InputFromView { let steps: AnyPublisher<Step, Never> }

    override func transform(input: Input) -> Output<Void, Step> {
        let navigator = Navigator<Step>()
        let forward = input.fromView.steps.sink { [navigator] in navigator.next($0) }
        return Output(publishers: (), navigation: navigator.navigation) { forward }
    }
}

/// A page without controls whose only event is "the person asked for this step".
final class PageView: ViewModelled {
    typealias ViewModel = PageViewModel
    let steps = PassthroughSubject<PageViewModel.Step, Never>()
    init() {}
    var controls: [any Control] { [] }
    var inputFromView: InputFromView { .init(steps: steps.eraseToAnyPublisher()) }
    func populate(with publishers: Void) -> [AnyCancellable] { [] }
}

extension SceneHosting {
    /// Simulates the person asking the page for `step`.
    @MainActor func tap(_ step: PageViewModel.Step) {
        (self as? NanoViewController<PageView>)?.rootView?.steps.send(step)
    }
}
