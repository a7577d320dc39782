"""The patch protocol in the browser (a scenario of e2e.py, in its own file): after a run of
`patch` messages the page must be what a fresh page of the same screen shows, and the field
being typed in keeps focus and caret while they arrive.

The comparison is of the DOM as the person gets it: every element's tag, attributes (as a set:
a patch that adds an attribute puts it last, which nothing shows), text, and each field's value
and checkbox's state, of `<main id="nano-app">`.
"""

from __future__ import annotations

import json

from harness import check
from playwright.sync_api import expect

# The DOM under <main id="nano-app"> as one JSON text (attributes sorted, but for main's
# data-socket; a field's live value).
CANONICAL = """() => {
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    // data-socket names the session each page load made (the reload's differs by design).
    const attributes = Array.from(node.attributes, (a) => [a.name, a.value])
      .filter((a) => a[0] !== "data-socket").sort();
    const live = node.tagName === "INPUT" ? [node.value, node.checked] : null;
    return [node.tagName, attributes, live, Array.from(node.childNodes, walk)];
  };
  return JSON.stringify(walk(document.getElementById("nano-app")));
}"""

FOCUS = "() => [document.activeElement.dataset.controlId || null, document.activeElement.selectionStart]"


def same_as_a_fresh_page(s, app, label: str) -> None:
    """Reloads `app`'s page — its tab's app goes on (issue 38 item 6), and the reloaded page's
    socket gets that app's whole screen first — and checks the page then holds the DOM the
    patches had built."""
    app.settle()
    patched = app.page.evaluate(CANONICAL)
    heard = len(app.received)
    app.reload()
    deadline = 50
    while not any(m.get("type") == "screen" for m in app.received[heard:]) and deadline > 0:
        app.page.wait_for_timeout(50)
        deadline -= 1
    check(any(m.get("type") == "screen" for m in app.received[heard:]), f"{label}: the reloaded page got no screen")
    app.page.wait_for_function("() => document.querySelector('#nano-app section.nano-layer') !== null")
    whole = app.page.evaluate(CANONICAL)
    if patched != whole:
        ours, theirs = json.loads(patched), json.loads(whole)
        raise AssertionError(f"{label}: the patched page differs from a fresh one:\n"
                             f"  patched {json.dumps(ours)[:1500]}\n  fresh   {json.dumps(theirs)[:1500]}")


def answer_to(app, action: str, since: int) -> dict:
    """The message that acknowledges the last `action` the page sent, among those received
    from index `since` on (each page load starts its socket's seq numbers again)."""
    sent = [m for m in app.sent if m.get("action") == action]
    check(bool(sent), f"the page sent no {action}")
    for _ in range(200):
        answers = [m for m in app.received[since:]
                   if m.get("type") in ("screen", "patch") and m.get("ack") == sent[-1]["seq"]]
        if answers:
            return answers[-1]
        app.page.wait_for_timeout(50)
    raise AssertionError(f"no message acknowledged {action} (seq {sent[-1]['seq']})")


def first_screen(app, path: str) -> int:
    """Waits for the whole screen of `path` that a page load's socket gets first; its index."""
    for _ in range(200):
        for index in range(len(app.received) - 1, -1, -1):
            message = app.received[index]
            if message.get("type") == "screen" and message.get("ack") == 0 and message.get("path") == path:
                return index
        app.page.wait_for_timeout(50)
    raise AssertionError(f"no first screen of {path}")


def patches_build_the_fresh_page(s) -> None:
    """Typing key by key while patches come back keeps focus and caret (also mid-text); each
    keystroke's answer is a patch, not the whole screen; after sign-up's typing, a switch
    toggled twice and a list refreshed, the page equals a fresh render of the same screen."""
    app = s.app()
    app.open("/signup")
    app.expect_scene("SignUpScene")
    name = app.control("name")
    name.click()
    name.press_sequentially("Ada Lovelace", delay=10)  # faster than the answers: they arrive mid-typing
    app.settle()
    check(app.page.evaluate(FOCUS) == ["name", 12], f"after typing: focus and caret {app.page.evaluate(FOCUS)}")
    app.page.keyboard.press("Home")
    for _ in range(3):
        app.page.keyboard.press("ArrowRight")
    app.page.keyboard.type(" B", delay=10)
    app.settle()
    expect(app.control("name")).to_have_value("Ada B Lovelace")
    check(app.page.evaluate(FOCUS) == ["name", 5], f"typing mid-text: focus and caret {app.page.evaluate(FOCUS)}")
    app.type("email", "ada@example.com", keystrokes=True)
    expect(app.control("submit")).to_be_enabled()
    kinds = [m.get("type") for m in app.received]
    check(kinds[0] == "screen" and kinds.count("patch") >= 15 and kinds.count("screen") == 1,
          f"typing should be answered by patches after one whole screen, got {kinds}")
    check(all("html" not in m for m in app.received if m.get("type") == "patch"), "a patch carried the whole HTML")
    same_as_a_fresh_page(s, app, "sign-up after typing")

    app.sign_up("Ada B Lovelace", "ada@example.com")
    app.open("/settings/notifications")
    app.expect_scene("NotificationsScene")
    app.toggle("notifications")
    app.toggle("notifications")
    app.toggle("notifications")
    expect(app.control("notifications")).not_to_be_checked()
    same_as_a_fresh_page(s, app, "notifications toggled three times")

    app.open("/settings")
    app.expect_scene("SettingsListScene")
    since = first_screen(app, "/settings")
    app.control("settings").locator("[data-refresh]").click()
    answer = answer_to(app, "refresh", since)
    expect(app.control("settings").locator("[data-refresh]")).to_be_enabled()
    check(answer.get("type") == "patch", f"the refresh was answered by {answer.get('type')}, not a patch")
    same_as_a_fresh_page(s, app, "settings list refreshed")
