import NanoTesting

/// Everything a publisher emits, in order.
@MainActor
final class Recorded<Value> {
    private(set) var values: [Value] = []
    private var subscription: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        subscription = publisher.sink { [unowned self] in values.append($0) }
    }

    var last: Value? { values.last }
}

/// A view model transformed the way its scene host does it (view loaded, then appearing),
/// with its steps and toasts recorded.
@MainActor
final class Transformed<Publishers, Step> {
    let events: ControllerEvents
    let output: Output<Publishers, Step>
    let steps: Recorded<Step>
    let toasts: Recorded<Toast>

    init(events: ControllerEvents, output: Output<Publishers, Step>, appear: Bool = true, bind: (Publishers) -> Void) {
        self.events = events
        self.output = output
        steps = Recorded(output.navigation)
        toasts = Recorded(events.toasts)
        bind(output.publishers)
        events.sendViewDidLoad()
        if appear { events.sendViewWillAppear() }
    }

    var publishers: Publishers { output.publishers }
}
