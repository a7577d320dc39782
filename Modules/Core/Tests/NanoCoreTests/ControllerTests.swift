import NanoCore
import NanoReactive
import Testing

/// A view model that answers bar-button taps with write-backs, the way a form screen would.
final class EditorViewModel: AbstractViewModel<Void, EditorViewModel.Publishers, EditorViewModel.Step> {
    enum Step: Equatable { case cancelled }
    struct Publishers { let appeared: AnyPublisher<Int, Never> }

    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let controller = input.fromController
        var appearances = 0
        let appeared = controller.viewWillAppear.map { _ -> Int in
            appearances += 1
            return appearances
        }
        let bindings = [
            controller.rightBarButtonTrigger.sink {
                controller.titleSubject.send("Saved")
                controller.rightBarButtonContentSubject.send(.init(.system(.done), isEnabled: false))
                controller.toastSubject.send(Toast("Saved", style: .success))
            },
            controller.leftBarButtonTrigger.sink { [navigator] in navigator.next(.cancelled) },
        ]
        return Output(
            publishers: .init(appeared: appeared.eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            bindings
        }
    }
}

@MainActor
struct ControllerTests {
    @Test func barButtonTapsReachTheViewModelAndWriteBacksReachTheController() {
        let events = ControllerEvents()
        let viewModel = EditorViewModel()
        let output = viewModel.transform(input: .init(fromView: (), fromController: events.input))
        var titles: [String] = []
        var buttons: [BarButtonContent?] = []
        var toasts: [Toast] = []
        var steps: [EditorViewModel.Step] = []
        let observations = [
            events.titles.sink { titles.append($0) },
            events.rightBarButtonContents.sink { buttons.append($0) },
            events.toasts.sink { toasts.append($0) },
            output.navigation.sink { steps.append($0) },
        ]
        events.tapRightBarButton()
        #expect(titles == ["Saved"])
        #expect(buttons == [BarButtonContent(.system(.done), isEnabled: false)])
        #expect(toasts == [Toast("Saved", style: .success)])
        events.tapLeftBarButton()
        #expect(steps == [.cancelled])
        _ = (observations, output.subscriptions)
    }

    @Test func lifecycleEventsArePublished() {
        let events = ControllerEvents()
        let output = EditorViewModel().transform(input: .init(fromView: (), fromController: events.input))
        var counts: [Int] = []
        let observation = output.publishers.appeared.sink { counts.append($0) }
        events.sendViewWillAppear()
        events.sendViewWillAppear()
        #expect(counts == [1, 2])
        _ = observation
    }

    @Test func barButtonTextNamesSystemItems() {
        #expect(BarButtonContent.system(.done).text == "Done")
        #expect(BarButtonContent.title("Skip").text == "Skip")
        let config = ControllerConfig(title: "Sign up", rightBarButton: .title("Skip"))
        #expect(config.hidesBackButton == false)
        #expect(config.rightBarButton?.isEnabled == true)
    }
}
