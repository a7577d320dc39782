import NanoUI
import Testing

@MainActor
struct TextFieldTests {
    @Test func textPublisherEmitsCurrentTextThenEachTypedText() {
        let field = TextField(id: "name", placeholder: "Name", text: "A")
        var received: [String?] = []
        let subscription = field.textPublisher.sink { received.append($0) }
        #expect(field.type("Ad").isPerformed)
        #expect(field.type("Ada").isPerformed)
        #expect(received == ["A", "Ad", "Ada"])
        #expect(field.text == "Ada")
        subscription.cancel()
    }

    @Test func anEmptyFieldEmitsNilFirstAsUIKitDoes() {
        let field = TextField(id: "name")
        var received: [String?] = []
        let subscription = field.textPublisher.sink { received.append($0) }
        #expect(received == [nil])
        subscription.cancel()
    }

    @Test func aLaterSubscriberStartsFromTheTextAtSubscription() {
        let field = TextField(id: "name")
        let publisher = field.textPublisher
        field.textBinder.on("bound")
        var received: [String?] = []
        let subscription = publisher.sink { received.append($0) }
        #expect(received == ["bound"])
        subscription.cancel()
    }

    @Test func bindersDoNotEchoIntoTheUserPublisher() {
        let field = TextField(id: "email")
        var received: [String?] = []
        let subscription = field.textPublisher.dropFirst().sink { received.append($0) }
        field.textBinder.on("set by code")
        field.text = "assigned"
        #expect(received.isEmpty)
        #expect(field.text == "assigned")
        subscription.cancel()
    }

    @Test func typingIntoADisabledFieldIsRefusedAndChangesNothing() {
        let field = TextField(id: "email", text: "old")
        var received: [String?] = []
        let subscription = field.textPublisher.dropFirst().sink { received.append($0) }
        field.isEnabledBinder.on(false)
        #expect(field.type("new") == .refused("textField 'email' is disabled"))
        #expect(field.text == "old")
        #expect(received.isEmpty)
        subscription.cancel()
    }

    @Test func typingIntoAHiddenFieldIsRefused() {
        let field = TextField(id: "email")
        field.isVisibleBinder.on(false)
        #expect(field.type("x") == .refused("textField 'email' is hidden"))
        #expect(field.text == nil)
        field.isVisibleBinder.on(true)
        #expect(field.type("x").isPerformed)
    }

    @Test func stateListsTextPlaceholderSecureKeyboardEnabled() {
        let field = TextField(id: "password", placeholder: "Password", isSecureTextEntry: true, keyboard: .number)
        #expect(field.state.properties.map(\.name) == ["text", "placeholder", "secure", "keyboard", "enabled"])
        #expect(field.state["text"] == .null)
        #expect(field.state["placeholder"] == .string("Password"))
        #expect(field.state["secure"] == .bool(true))
        #expect(field.state["keyboard"] == .string("number"))
        #expect(field.state["enabled"] == .bool(true))
        field.placeholderBinder.on(nil)
        field.isSecureTextEntryBinder.on(false)
        #expect(field.state["placeholder"] == .null)
        #expect(field.state["secure"] == .bool(false))
        #expect(field.kind == .textField)
    }

    @Test func otherActionsAreRefusedByDefault() {
        let field = TextField(id: "name")
        #expect(field.tap() == .refused("textField 'name' cannot be tapped"))
        #expect(field.toggle() == .refused("textField 'name' cannot be toggled"))
        #expect(field.select(row: 0) == .refused("textField 'name' has no rows to select"))
    }
}
