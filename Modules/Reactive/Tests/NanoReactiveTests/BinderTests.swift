import Dispatch
import NanoReactive
import Testing

/// A stand-in for a control.
@MainActor
final class Toggle {
    var isOn = false
    var title: String?
    var isOnBinder: Binder<Bool> { Binder(self) { $0.isOn = $1 } }
    var titleBinder: Binder<String?> { Binder(self, keyPath: \.title) }
}

@Suite("Binder and -->")
@MainActor
struct BinderTests {
    @Test func onAppliesTheValueToTheTarget() {
        let toggle = Toggle()
        toggle.isOnBinder.on(true)
        #expect(toggle.isOn)
        toggle.titleBinder.on("Go")
        #expect(toggle.title == "Go")
    }

    @Test func holdsItsTargetWeaklyAndIgnoresValuesOnceItIsGone() {
        var toggle: Toggle? = Toggle()
        weak let weakToggle = toggle
        let binder = toggle?.isOnBinder
        toggle = nil
        #expect(weakToggle == nil)
        binder?.on(true)  // no crash, nothing to do
    }

    @Test func arrowDeliversSynchronouslyOnTheMainActor() {
        let toggle = Toggle()
        let isOn = PassthroughSubject<Bool, Never>()
        let binding = isOn --> toggle.isOnBinder
        isOn.send(true)
        #expect(toggle.isOn)
        isOn.send(false)
        #expect(!toggle.isOn)
        binding.cancel()
    }

    @Test func arrowBindsNonOptionalValuesToOptionalBinders() {
        let toggle = Toggle()
        let title = PassthroughSubject<String, Never>()
        let binding = title.map { $0.uppercased() } --> toggle.titleBinder
        title.send("go")
        #expect(toggle.title == "GO")
        binding.cancel()
    }

    @Test func arrowBindsLooserThanValueOperators() {
        let toggle = Toggle()
        let count = CurrentValueSubject<Int, Never>(2)
        let fallback: AnyPublisher<Int, Never>? = nil
        let binding = ((fallback ?? count.eraseToAnyPublisher()).map { $0 > 1 } --> toggle.isOnBinder)
        #expect(toggle.isOn)
        binding.cancel()
    }

    @Test func cancellingTheBindingStopsDeliveryAndCancelsTheUpstream() {
        let toggle = Toggle()
        let isOn = PassthroughSubject<Bool, Never>()
        let probe = CancelProbe()
        let binding = probe.tap(isOn) --> toggle.isOnBinder
        binding.cancel()
        isOn.send(true)
        #expect(!toggle.isOn)
        #expect(probe.count == 1)
    }

    @Test func releasingTheBindingCancelsIt() {
        let toggle = Toggle()
        let isOn = PassthroughSubject<Bool, Never>()
        let probe = CancelProbe()
        var binding: AnyCancellable? = probe.tap(isOn) --> toggle.isOnBinder
        #expect(binding != nil)
        binding = nil
        isOn.send(true)
        #expect(!toggle.isOn)
        #expect(probe.count == 1)
    }

    @Test func aLiveBindingDoesNotKeepItsTargetAlive() {
        let isOn = PassthroughSubject<Bool, Never>()
        var toggle: Toggle? = Toggle()
        weak let weakToggle = toggle
        let binding = isOn --> (toggle?.isOnBinder ?? Toggle().isOnBinder)
        toggle = nil
        #expect(weakToggle == nil)
        isOn.send(true)  // target gone: no crash
        binding.cancel()
    }

    @Test func aValueEmittedOffTheMainThreadIsAppliedOnTheMainActorWithoutTrapping() async throws {
        let toggle = Toggle()
        let isOn = PassthroughSubject<Bool, Never>()
        let binding = isOn --> toggle.isOnBinder
        nonisolated(unsafe) let subject = isOn
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                subject.send(true)
                continuation.resume()
            }
        }
        for _ in 0..<200 where !toggle.isOn {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(toggle.isOn)
        binding.cancel()
    }
}
