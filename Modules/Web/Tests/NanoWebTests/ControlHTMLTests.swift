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

    @Test func aTextFieldIsAnInputNamedByItsPlaceholder() {
        let field = TextField(id: "email", placeholder: "Email", text: "ada@example.com", keyboard: .email)
        #expect(
            Fixture.html(field)
                == #"<input class="nano-input" type="email" data-control-id="email" placeholder="Email" "#
                + #"aria-label="Email" value="ada@example.com" autocomplete="off">"#)
    }

    @Test func anEmptyDisabledFieldWithoutPlaceholderIsNamedByItsID() {
        let field = TextField(id: "code", isEnabled: false)
        #expect(
            Fixture.html(field)
                == #"<input class="nano-input" type="text" data-control-id="code" aria-label="code" "#
                + #"autocomplete="off" disabled>"#)
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
