import NanoUI
import Testing

/// What a form's controls say they mean, which hosts act on: a button's role and why it is
/// disabled, a field's content, a label that is a field's error. Each shows in the control's
/// state only when set, so a screen without them describes itself as before.
@MainActor
struct FormMeaningTests {
    @Test func aButtonStatesItsRoleUnlessStandard() {
        #expect(Button(id: "b").state["role"] == nil)
        #expect(Button(id: "b", role: .primary).state["role"] == .string("primary"))
        #expect(Button(id: "b", role: .destructive).state["role"] == .string("destructive"))
    }

    @Test func aDisabledReasonShowsOnlyWhileTheButtonIsDisabled() {
        let button = Button(id: "submit", title: "Sign up", isEnabled: false)
        #expect(button.state["reason"] == nil, "no reason given")
        button.disabledReasonBinder.on("Enter your name")
        #expect(button.state["reason"] == .string("Enter your name"))
        #expect(button.shownReason == "Enter your name")
        button.isEnabledBinder.on(true)
        #expect(button.state["reason"] == nil && button.shownReason == nil)
        button.isEnabledBinder.on(false)
        button.disabledReasonBinder.on(nil)
        #expect(button.state["reason"] == nil)
        button.disabledReasonBinder.on("")
        #expect(button.shownReason == nil, "an empty reason says nothing")
    }

    @Test func aFieldStatesItsContentTypeWhenSet() {
        #expect(TextField(id: "f").state["contentType"] == nil)
        #expect(TextField(id: "f", contentType: .newPassword).state["contentType"] == .string("newPassword"))
        #expect(TextContentType.newPassword.autocomplete == "new-password")
        #expect(TextContentType.password.autocomplete == "current-password")
        #expect(Set(TextContentType.allCases.map(\.autocomplete)).count == TextContentType.allCases.count)
    }

    @Test func aLabelThatIsAFieldsErrorNamesTheField() {
        #expect(Label(id: "l", text: "x").state["errorFor"] == nil)
        #expect(Label(id: "hint", text: "Bad", errorFor: "email").state["errorFor"] == .string("email"))
    }
}
