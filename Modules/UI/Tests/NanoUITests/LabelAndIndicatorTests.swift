import NanoCore
import NanoReactive
import NanoUI
import Testing

@MainActor
struct LabelAndIndicatorTests {
    @Test func labelTextBinderTakesStringAndOptionalPublishers() {
        let label = Label(id: "greeting", text: "Hi")
        let text = PassthroughSubject<String, Never>()
        let optionalText = PassthroughSubject<String?, Never>()
        let bindings = [text --> label.textBinder, optionalText --> label.textBinder]
        text.send("Hello")
        #expect(label.state["text"] == .string("Hello"))
        optionalText.send(nil)
        #expect(label.text == "")
        optionalText.send("Back")
        #expect(label.text == "Back")
        bindings.forEach { $0.cancel() }
    }

    @Test func aLabelAcceptsNoActions() {
        let label = Label(id: "greeting")
        #expect(label.tap() == .refused("label 'greeting' cannot be tapped"))
        #expect(label.type("x") == .refused("label 'greeting' does not accept text"))
        #expect(label.kind == .label)
    }

    @Test func indicatorAnimatesThroughItsBinder() {
        let spinner = ActivityIndicatorView(id: "loading")
        #expect(spinner.state == ControlState([.init("animating", .bool(false))]))
        spinner.isAnimatingBinder.on(true)
        #expect(spinner.state["animating"] == .bool(true))
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(spinner.toggle() == .refused("activityIndicator 'loading' cannot be toggled"))
    }

    @Test func activityIndicatorDrivesTheSpinnerWhileWorkOverlaps() {
        let spinner = ActivityIndicatorView(id: "loading")
        let loading = ActivityIndicator()
        let binding = loading.asPublisher() --> spinner.isAnimatingBinder
        let first = PassthroughSubject<Void, Never>()
        let second = PassthroughSubject<Void, Never>()
        let jobs = [first.trackActivity(loading).sink { _ in }, second.trackActivity(loading).sink { _ in }]
        #expect(spinner.isAnimating)
        first.send(completion: .finished)
        #expect(spinner.isAnimating)
        second.send(completion: .finished)
        #expect(!spinner.isAnimating)
        jobs.forEach { $0.cancel() }
        binding.cancel()
    }

    @Test func bindersHoldTheirControlWeakly() {
        weak var weakLabel: Label?
        var binder: Binder<String?>?
        var visibility: Binder<Bool>?
        do {
            let label = Label(id: "temporary")
            weakLabel = label
            binder = label.textBinder
            visibility = label.isVisibleBinder
        }
        #expect(weakLabel == nil)
        binder?.on("ignored")
        visibility?.on(false)
    }

    @Test func aBindingDoesNotKeepItsControlAlive() {
        let source = PassthroughSubject<Bool, Never>()
        weak var weakButton: Button?
        var binding: AnyCancellable?
        do {
            let button = Button(id: "submit")
            weakButton = button
            binding = (source --> button.isEnabledBinder)
        }
        #expect(weakButton == nil)
        source.send(false)
        binding?.cancel()
    }
}
