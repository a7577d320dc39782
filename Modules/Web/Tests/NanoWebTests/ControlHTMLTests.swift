import NanoUI
import Testing

@testable import NanoWeb

/// One exact fragment per control kind: what the browser tests and nano.js rely on.
@MainActor
struct ControlHTMLTests {
    @Test func aLabelIsAParagraph() {
        #expect(
            Fixture.html(Label(id: "greeting", text: "Hello, Ada"))
                == #"<p class="nano-label" data-control-id="greeting">Hello, Ada</p>"#)
    }

    @Test func aButtonIsARealButtonDisabledWhenTheControlIs() {
        #expect(
            Fixture.html(Button(id: "submit", title: "Sign up"))
                == #"<button type="button" class="nano-button" data-control-id="submit">Sign up</button>"#)
        #expect(
            Fixture.html(Button(id: "submit", title: "Sign up", isEnabled: false))
                == #"<button type="button" class="nano-button" data-control-id="submit" disabled>Sign up</button>"#)
    }

    @Test func aDisabledButtonShowsItsDisabledTitle() {
        let button = Button(id: "submit", title: "Sign up", isEnabled: false)
        button.setTitle("Fill in the form", for: .disabled)
        #expect(Fixture.html(button).contains(">Fill in the form</button>"))
        button.isEnabled = true
        #expect(Fixture.html(button).contains(">Sign up</button>"))
    }

    /// The placeholder is a visible `<label>` above the field, which names it, so the name
    /// stays on the screen while the person types; the content type is its autofill token.
    @Test func aTextFieldIsAnInputLabelledByItsPlaceholder() {
        let field = TextField(
            id: "email", placeholder: "Email", text: "ada@example.com", keyboard: .email, contentType: .email)
        #expect(
            Fixture.html(field)
                == #"<div class="nano-field"><label class="nano-field-label" for="nano-field-0-email">Email</label>"#
                + #"<input class="nano-input" id="nano-field-0-email" type="email" data-control-id="email" "#
                + #"value="ada@example.com" autocomplete="email"></div>"#)
    }

    @Test func anEmptyDisabledFieldWithoutPlaceholderIsNamedByItsID() {
        let field = TextField(id: "code", isEnabled: false)
        #expect(
            Fixture.html(field)
                == #"<div class="nano-field"><input class="nano-input" id="nano-field-0-code" type="text" "#
                + #"data-control-id="code" aria-label="code" autocomplete="off" disabled></div>"#)
    }

    @Test(arguments: TextContentType.allCases)
    func eachContentTypeIsItsAutocompleteToken(_ type: TextContentType) {
        #expect(Fixture.html(TextField(id: "f", contentType: type)).contains(#" autocomplete="\#(type.autocomplete)""#))
        #expect(!type.autocomplete.isEmpty && type.autocomplete != "off")
    }

    @Test(arguments: [
        (KeyboardKind.default, "text"), (.email, "email"), (.number, "number"), (.phone, "tel"), (.url, "url"),
    ])
    func theInputTypeFollowsTheKeyboard(keyboard: KeyboardKind, type: String) {
        #expect(Fixture.html(TextField(id: "f", keyboard: keyboard)).contains(#" type="\#(type)" "#))
        #expect(
            Fixture.html(TextField(id: "f", isSecureTextEntry: true, keyboard: keyboard)).contains(
                #" type="password" "#))
    }

    @Test func aToggleIsASwitchInsideItsLabel() {
        #expect(
            Fixture.html(Toggle(id: "notifications", title: "Notifications", isOn: true))
                == #"<label class="nano-toggle"><span class="nano-toggle-title">Notifications</span>"#
                + #"<input type="checkbox" role="switch" class="nano-switch" data-control-id="notifications" "#
                + #"checked></label>"#)
        #expect(
            Fixture.html(Toggle(id: "news", isEnabled: false))
                == #"<label class="nano-toggle"><span class="nano-toggle-title"></span>"#
                + #"<input type="checkbox" role="switch" class="nano-switch" data-control-id="news" "#
                + #"aria-label="news" disabled></label>"#)
    }

    @Test func anActivityIndicatorIsAStatusThatSpinsOnlyWhenAnimating() {
        #expect(
            Fixture.html(ActivityIndicatorView(id: "loading", isAnimating: true))
                == #"<div class="nano-spinner is-animating" role="status" data-control-id="loading">"#
                + #"<span class="nano-visually-hidden">Loading</span></div>"#)
        #expect(
            Fixture.html(ActivityIndicatorView(id: "loading"))
                == #"<div class="nano-spinner" role="status" data-control-id="loading"></div>"#)
    }

    @Test func aBarButtonInTheControlsIsAButton() {
        let description = ControlDescription(BarButton(id: "right-bar-button", content: .title("Skip")))
        #expect(
            HTMLRenderer.control(description)
                == #"<button type="button" class="nano-button" data-control-id="right-bar-button">Skip</button>"#)
    }
}

/// A screen with text fields is a real `<form>`: Enter in a field submits it through the button
/// the view marks primary (never one picked by its place), a field's error label describes it
/// while it shows, and a disabled button with a reason is described by that reason on screen.
@MainActor
struct FormHTMLTests {
    private func page(_ controls: [any Control]) -> String { HTMLRenderer.app(Fixture.screen(controls)) }

    @Test func aScreenWithFieldsIsAFormNamedByItsTitleAndOneWithoutIsNot() {
        let form = page([TextField(id: "name", placeholder: "Name"), Button(id: "go", title: "Go")])
        #expect(form.contains(#"<form class="nano-content" novalidate aria-labelledby="nano-title-0">"#))
        #expect(form.contains("</form>"))
        let plain = page([Label(id: "l", text: "x"), Button(id: "go", title: "Go", role: .primary)])
        #expect(plain.contains(#"<div class="nano-content">"#) && !plain.contains("<form"))
        #expect(plain.contains(#"<button type="button" class="nano-button" data-control-id="go" data-role="primary">"#))
    }

    @Test func onlyThePrimaryButtonSubmitsWhereverItStands() {
        let html = page([
            Button(id: "cancel", title: "Cancel", role: .cancel), TextField(id: "name", placeholder: "Name"),
            Button(id: "save", title: "Save", role: .primary), Button(id: "other", title: "Other"),
        ])
        #expect(
            html.contains(#"<button type="submit" class="nano-button" data-control-id="save" data-role="primary">"#))
        #expect(
            html.contains(#"<button type="button" class="nano-button" data-control-id="cancel" data-role="cancel">"#))
        #expect(html.contains(#"<button type="button" class="nano-button" data-control-id="other">"#))
        #expect(html.occurrences(of: #"type="submit""#) == 1)
    }

    @Test func aShownErrorLabelDescribesItsFieldAndAHiddenOneDoesNot() {
        let email = TextField(id: "email", placeholder: "Email", text: "ada@")
        let hint = Label(id: "email-hint", text: "Enter a valid email address", errorFor: "email")
        let shown = page([TextField(id: "name", placeholder: "Name"), email, hint])
        #expect(shown.contains(#"aria-invalid="true" aria-describedby="nano-error-0-email-hint""#))
        #expect(
            shown.contains(
                #"<p class="nano-label nano-field-error" id="nano-error-0-email-hint" data-control-id="email-hint">"#
                    + "Enter a valid email address</p>"))
        #expect(shown.occurrences(of: "aria-invalid") == 1, "the name field is not invalid")
        let hidden = page([email])  // a hidden label is not in its scene's description
        #expect(!hidden.contains("aria-invalid") && !hidden.contains("aria-describedby"))
        let elsewhere = page([Label(id: "stray", text: "Wrong", errorFor: "missing"), email])
        #expect(!elsewhere.contains("aria-invalid"), "another field's error leaves this one valid")
    }

    @Test func aDisabledButtonIsDescribedByItsVisibleReasonOnlyWhileDisabled() {
        let button = Button(id: "submit", title: "Sign up", isEnabled: false, role: .primary)
        button.disabledReason = "Enter your name and a valid email address to sign up."
        #expect(
            Fixture.html(button)
                == #"<div class="nano-action"><button type="button" class="nano-button" data-control-id="submit" "#
                + #"data-role="primary" disabled aria-describedby="nano-reason-0-submit">Sign up</button>"#
                + #"<p class="nano-reason" id="nano-reason-0-submit">"#
                + "Enter your name and a valid email address to sign up.</p></div>")
        button.isEnabled = true
        #expect(!Fixture.html(button).contains("nano-reason") && !Fixture.html(button).contains("aria-describedby"))
        button.isEnabled = false
        button.disabledReason = ""
        #expect(!Fixture.html(button).contains("nano-reason"), "an empty reason says nothing")
    }

    @Test func idsInAPaneBesideTheTopScreenAreItsOwn() {
        #expect(
            HTMLRenderer.FormContext(SceneDescription(scene: "S", controls: []), scope: "0-3").elementID("field", "q")
                == "nano-field-0-3-q")
    }
}
