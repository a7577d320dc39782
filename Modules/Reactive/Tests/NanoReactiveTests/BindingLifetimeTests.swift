import NanoReactive
import Testing

/// What a binding made with `-->` keeps alive, and for how long.
@Suite("binding lifetime")
@MainActor
struct BindingLifetimeTests {
    @Test func aLiveBindingKeepsItsClosureUntilCancelled() {
        let bound = HeldBinding()
        bound.isOn.send(true)
        #expect(bound.toggle.isOn)
        #expect(bound.held != nil)
        bound.binding.cancel()
        #expect(bound.held == nil)
        bound.isOn.send(false)
        #expect(bound.toggle.isOn)
    }

    @Test func finishingStopsTheBindingAndReleasesItsClosure() {
        let bound = HeldBinding()
        bound.isOn.send(true)
        bound.isOn.send(completion: .finished)
        #expect(bound.held == nil)
        #expect(bound.toggle.isOn)
    }

    @Test func releasingTheBindingReleasesTheWholeChain() {
        let toggle = Toggle()
        let isOn = PassthroughSubject<Bool, Never>()
        var held: Held? = Held()
        weak let weakHeld = held
        do {
            let binding =
                isOn.map { [held] value in
                    _ = held
                    return !value
                } --> toggle.isOnBinder
            held = nil
            isOn.send(false)
            #expect(toggle.isOn)
            withExtendedLifetime(binding) { #expect(weakHeld != nil) }
        }
        #expect(weakHeld == nil)
    }

    @Test func aBindingRequestsEveryValue() {
        let toggle = Toggle()
        let forced = ForcedSubject<Bool, Never>()
        let binding = forced --> toggle.isOnBinder
        #expect(forced.requested == [.unlimited])
        #expect(forced.send(true) == .none)
        #expect(toggle.isOn)
        binding.cancel()
        #expect(forced.isCancelled)
        forced.send(false)
        #expect(toggle.isOn)
    }
}

/// A toggle bound to a subject through a binder whose closure holds a ``Held`` strongly, as a
/// binding closure that captures a formatter or a model would.
@MainActor
private struct HeldBinding {
    let toggle = Toggle()
    let isOn = PassthroughSubject<Bool, Never>()
    /// The object the binding closure holds; `nil` once the binding has released it.
    weak var held: Held?
    let binding: AnyCancellable

    init() {
        let held = Held()
        self.held = held
        let binder = Binder(toggle) { toggle, isOn in
            _ = held
            toggle.isOn = isOn
        }
        binding = (isOn --> binder)
    }
}
