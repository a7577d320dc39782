"""Forms in the browser (issue 38 item 7; scenarios of e2e.py, in their own file): a screen's
fields are in a real `<form>`, so Enter in a field performs the screen's primary action (the
button the view marks `.primary`, never one picked by its place) and only while it is enabled;
each field has a visible `<label>` and the `autocomplete` token of what it holds (name, email),
so a browser can fill it in; a validation error is tied to its field (`aria-invalid`,
`aria-describedby`); a disabled primary button says why, in words on the screen.
"""

from __future__ import annotations

from typing import Any

from harness import check
from playwright.sync_api import expect

KEYSTROKE_BYTES = 600  # issue 38 item 12: one keystroke's update


def field_in_form(app: Any, control_id: str, label: str, autocomplete: str) -> None:
    """The field is inside the top layer's form, named by a visible label that is not its
    placeholder, with the autocomplete token of what it holds."""
    field_ = app.control(control_id)
    expect(app.top().locator("form").locator(f'[data-control-id="{control_id}"]')).to_have_count(1)
    expect(field_).to_have_attribute("autocomplete", autocomplete)
    shown = app.top().locator(f'label[for="{field_.get_attribute("id")}"]')
    expect(shown).to_be_visible()
    expect(shown).to_have_text(label)
    expect(field_).to_have_accessible_name(label)
    expect(app.top().get_by_label(label, exact=True)).to_have_attribute("data-control-id", control_id)


def says_why_disabled(app: Any, control_id: str) -> str:
    """The disabled button's description is a visible text on the screen; returns it."""
    button = app.control(control_id)
    expect(button).to_be_disabled()
    described = button.get_attribute("aria-describedby") or ""
    check(described != "", f"the disabled {control_id!r} has no aria-describedby")
    reason = app.page.locator(f"#{described}")
    expect(reason).to_be_visible()
    text = reason.inner_text().strip()
    check(text != "", f"the reason {described!r} for the disabled {control_id!r} is empty")
    expect(button).to_have_accessible_description(text)
    return text


def taps(app: Any, control_id: str) -> int:
    return sum(1 for m in app.sent if m.get("action") == "tap" and m.get("id") == control_id)


def sign_up_is_a_form(s: Any) -> None:
    """Sign-up: labelled fields with autofill tokens, an email error tied to its field, a
    disabled Sign up that says why, and Enter that signs up only once the form is valid."""
    app = s.app()
    app.open("/signup")
    app.expect_scene("SignUpScene")
    field_in_form(app, "name", "Name", "name")
    field_in_form(app, "email", "Email", "email")
    expect(app.control("submit")).to_have_attribute("type", "submit")
    reason = says_why_disabled(app, "submit")
    check("name" in reason.lower() and "email" in reason.lower(), f"the reason says {reason!r}")
    app.control("name").press("Enter")  # a disabled primary action: Enter does nothing
    app.settle()
    check(taps(app, "submit") == 0, "Enter sent a tap of the disabled Sign up")

    app.type("name", "Ada Lovelace", keystrokes=True)
    app.type("email", "ada@", keystrokes=True)
    email = app.control("email")
    expect(email).to_have_attribute("aria-invalid", "true")
    expect(email).to_have_accessible_description("Enter a valid email address")
    expect(app.control("email-hint")).to_be_visible()
    expect(app.control("name")).not_to_have_attribute("aria-invalid", "true")
    says_why_disabled(app, "submit")
    email.press("Enter")
    app.settle()
    check(taps(app, "submit") == 0, "Enter sent a tap of Sign up while the email was invalid")
    app.expect_scene("SignUpScene")

    email.press_sequentially("example.com", delay=15)
    app.settle()
    expect(email).not_to_have_attribute("aria-invalid", "true")
    expect(email).not_to_have_attribute("aria-describedby", "")
    expect(app.control("submit")).to_be_enabled()
    expect(app.control("submit")).not_to_have_attribute("aria-describedby", "")
    _, received = app.live_frames()
    sizes = [m["_bytes"] for m in received if m.get("type") == "patch" and "_bytes" in m]
    check(sizes and max(sizes) <= KEYSTROKE_BYTES,
          f"a keystroke's update was {max(sizes) if sizes else '?'} bytes, at most {KEYSTROKE_BYTES} allowed")
    email.press("Enter")  # the form's submit: the app's own Sign up, once
    app.expect_scene("HomeScene")
    check(taps(app, "submit") == 1, f"Enter sent {taps(app, 'submit')} taps of Sign up, expected 1")


def edit_profile_is_a_form(s: Any) -> None:
    """Edit profile: Save is the form's primary action (Cancel never is, wherever it stands):
    disabled with a reason until something changes, then Enter saves."""
    app = s.signed_in("/settings/profile/edit")
    app.expect_scene("EditProfileScene", "/settings/profile/edit")
    field_in_form(app, "name", "Name", "name")
    field_in_form(app, "email", "Email", "email")
    expect(app.control("save")).to_have_attribute("type", "submit")
    expect(app.control("cancel")).to_have_attribute("type", "button")
    says_why_disabled(app, "save")
    app.control("name").press("Enter")
    app.settle()
    check(taps(app, "save") == 0 and taps(app, "cancel") == 0, f"Enter with nothing changed sent {app.sent[-1]}")
    app.expect_scene("EditProfileScene")
    app.type("name", "Ada King", keystrokes=True)
    expect(app.control("save")).to_be_enabled()
    app.control("name").press("Enter")
    app.expect_scene("ProfileScene", "/settings/profile")
    expect(app.top()).to_contain_text("Ada King")
    check(taps(app, "save") == 1 and taps(app, "cancel") == 0, "Enter must save once and never cancel")


SCENARIOS = [
    ("sign-up is a form", sign_up_is_a_form),
    ("edit profile is a form", edit_profile_is_a_form),
]
