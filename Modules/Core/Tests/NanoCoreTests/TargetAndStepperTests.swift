import NanoCore
import NanoReactive
import Testing

/// A stepper that is not a coordinator: a timer-like source of steps.
final class Countdown: Stepper {
    let navigator = Navigator<Int>()
    func tick(_ remaining: Int) { navigator.next(remaining) }
}

/// The steps of any stepper, recorded — written once against the protocol.
@MainActor
func steps<S: Stepper>(of stepper: S, during work: () -> Void) -> [S.Step] {
    var steps: [S.Step] = []
    let subscription = stepper.navigator.navigation.sink { steps.append($0) }
    work()
    subscription.cancel()
    return steps
}

@MainActor
struct TargetAndStepperTests {
    @Test func pressingATargetSendsIntoItsSubjectEachTime() {
        let subject = PassthroughSubject<Void, Never>()
        let target = AbstractTarget(triggerSubject: subject)
        var presses = 0
        let subscription = subject.sink { presses += 1 }
        target.pressed()
        target.pressed()
        #expect(presses == 2)
        subscription.cancel()
    }

    @Test func barButtonTapsGoThroughTheControllersTargets() {
        let events = ControllerEvents()
        var left = 0
        var right = 0
        let subscriptions = [
            events.input.leftBarButtonTrigger.sink { left += 1 },
            events.input.rightBarButtonTrigger.sink { right += 1 },
        ]
        events.leftBarButtonTarget.pressed()
        events.tapRightBarButton()
        events.rightBarButtonTarget.pressed()
        #expect(left == 1 && right == 2)
        subscriptions.forEach { $0.cancel() }
    }

    @Test func codeWrittenAgainstStepperSeesTheSteps() {
        let countdown = Countdown()
        #expect(
            steps(of: countdown) {
                countdown.tick(2)
                countdown.tick(1)
            } == [2, 1])
    }
}
