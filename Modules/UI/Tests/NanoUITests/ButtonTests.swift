import NanoUI
import Testing

@MainActor
struct ButtonTests {
    @Test func tapsReachTheTapPublisher() {
        let button = Button(id: "submit", title: "Sign up")
        var taps = 0
        let subscription = button.tapPublisher.sink { taps += 1 }
        #expect(button.tap() == .performed)
        #expect(button.tap() == .performed)
        #expect(taps == 2)
        subscription.cancel()
    }

    @Test func aDisabledButtonRefusesAndSaysSo() {
        let button = Button(id: "submit", title: "Sign up")
        var taps = 0
        let subscription = button.tapPublisher.sink { taps += 1 }
        button.isEnabledBinder.on(false)
        #expect(button.tap() == .refused("button 'submit' is disabled"))
        #expect(taps == 0)
        #expect(button.state["enabled"] == .bool(false))
        subscription.cancel()
    }

    @Test func aHiddenButtonRefusesEvenWhenEnabled() {
        let button = Button(id: "submit")
        var taps = 0
        let subscription = button.tapPublisher.sink { taps += 1 }
        button.isHiddenBinder.on(true)
        #expect(button.tap() == .refused("button 'submit' is hidden"))
        #expect(taps == 0)
        subscription.cancel()
    }

    @Test func titleBinderMirrorsSetTitleForState() {
        let button = Button(id: "submit", title: "Sign up")
        button.titleBinder().on("Create account")
        #expect(button.state["title"] == .string("Create account"))
        button.titleBinder(for: .disabled).on("Fill in the form")
        #expect(button.state["title"] == .string("Create account"))
        button.isEnabled = false
        #expect(button.state["title"] == .string("Fill in the form"))
        button.titleBinder(for: .disabled).on(nil)
        #expect(button.state["title"] == .string("Create account"))
        button.titleBinder(for: .normal).on(nil)
        #expect(button.title == "")
    }

    @Test func stateIsTitleAndEnabled() {
        let button = Button(id: "submit", title: "Go", isEnabled: false)
        #expect(button.state == ControlState([.init("title", .string("Go")), .init("enabled", .bool(false))]))
        #expect(button.kind == .button)
        #expect(button.type("x") == .refused("button 'submit' does not accept text"))
    }
}

@MainActor
struct ToggleTests {
    @Test func isOnPublisherEmitsCurrentValueThenUserFlips() {
        let toggle = Toggle(id: "news", title: "Send me news", isOn: true)
        var received: [Bool] = []
        let subscription = toggle.isOnPublisher.sink { received.append($0) }
        #expect(toggle.toggle().isPerformed)
        #expect(toggle.toggle().isPerformed)
        #expect(received == [true, false, true])
        subscription.cancel()
    }

    @Test func isOnBinderDoesNotEcho() {
        let toggle = Toggle(id: "news")
        var received: [Bool] = []
        let subscription = toggle.isOnPublisher.sink { received.append($0) }
        toggle.isOnBinder.on(true)
        #expect(received == [false])
        #expect(toggle.isOn)
        subscription.cancel()
    }

    @Test func aDisabledOrHiddenToggleRefuses() {
        let toggle = Toggle(id: "news", isEnabled: false)
        #expect(toggle.toggle() == .refused("toggle 'news' is disabled"))
        #expect(!toggle.isOn)
        toggle.isEnabledBinder.on(true)
        toggle.isVisibleBinder.on(false)
        #expect(toggle.toggle() == .refused("toggle 'news' is hidden"))
        #expect(!toggle.isOn)
    }

    @Test func stateIsTitleOnEnabled() {
        let toggle = Toggle(id: "news", title: "News")
        toggle.titleBinder.on("Newsletter")
        #expect(
            toggle.state
                == ControlState([
                    .init("title", .string("Newsletter")), .init("on", .bool(false)), .init("enabled", .bool(true)),
                ]))
    }
}
