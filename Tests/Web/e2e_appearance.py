"""Light and dark in the browser (issue 38 item 3; a scenario of e2e.py, in its own file): the
app's appearance setting (Settings > Appearance: System, Light, Dark) decides how the page is
drawn; System follows the browser's `prefers-color-scheme`, also when it changes while the page
is open; the choice holds across a reload; and every text on the screens visited stays readable
(WCAG AA contrast against what is behind it) in both.
"""

from __future__ import annotations

from typing import Any

from harness import check
from playwright.sync_api import expect

# The page's look now: the colour scheme used at the root and beside the first field (what
# form controls and scroll bars follow; `color-scheme: light dark` only says both are possible,
# so a probe's light-dark() colour tells which one is used), the body's background's relative
# luminance (0 black .. 1 white) and the html element's data-color-scheme (the app's setting).
LOOK = """() => {
  const used = (parent) => {
    const probe = document.createElement("span");
    probe.style.color = "light-dark(rgb(1, 2, 3), rgb(4, 5, 6))";
    parent.appendChild(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour === "rgb(1, 2, 3)" ? "light" : colour === "rgb(4, 5, 6)" ? "dark" : colour;
  };
  const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/[\\d.]+/g).map(Number);
  const field = document.querySelector("#nano-app input");
  return {
    scheme: used(document.body),
    luminance: 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b),
    setting: document.documentElement.dataset.colorScheme || null,
    field: field ? used(field.parentElement) : null,
  };
}"""

# Every visible text of the app that a person must read (disabled controls are exempt, as in
# WCAG 1.4.3) with a contrast below AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
# The background is the first opaque one behind the element, with translucent ones above it
# blended in; a field's placeholder is checked while the field is empty.
LOW_CONTRAST = """() => {
  const parse = (text) => {
    const v = (text.match(/[\\d.]+/g) || ["0", "0", "0", "0"]).map(Number);
    return { r: v[0], g: v[1], b: v[2], a: v.length > 3 ? v[3] : 1 };
  };
  const blend = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a), a: 1,
  });
  const background = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a >= 1) break;
    }
    let result = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) result = blend(layer, result);
    return result;
  };
  const luminance = (c) => {
    const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const found = [];
  const check = (element, style, text) => {
    const back = background(element);
    const fore = blend(parse(style.color), back);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const value = ratio(fore, back);
    if (value < (large ? 3 : 4.5)) found.push(`${text.trim().slice(0, 40)}: ${value.toFixed(2)} (${style.color} on rgb(${Math.round(back.r)}, ${Math.round(back.g)}, ${Math.round(back.b)}))`);
  };
  for (const element of document.querySelectorAll("#nano-app *")) {
    if (element.closest("[inert]") || element.getClientRects().length === 0) continue;
    if (element.closest(":disabled") || element.closest(".nano-toggle:has(:disabled)")) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || element.closest(".nano-visually-hidden")) continue;
    if (element.tagName === "INPUT" && element.type !== "checkbox") {
      if (element.value) check(element, style, element.value);
      else if (element.placeholder) check(element, getComputedStyle(element, "::placeholder"), element.placeholder);
      continue;
    }
    const own = Array.from(element.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data).join("");
    if (own.trim()) check(element, style, own);
  }
  return found;
}"""


def look(app: Any) -> dict:
    return app.page.evaluate(LOOK)


def expect_look(app: Any, dark: bool, why: str) -> None:
    """The page is dark (or light) throughout: the root's color-scheme, so form controls and
    scroll bars follow, a field's too, and the background itself."""
    seen = look(app)
    wanted = "dark" if dark else "light"
    check(seen["scheme"] == wanted, f"{why}: the page's color-scheme is {seen['scheme']!r}, expected {wanted!r}")
    if seen["field"] is not None:
        check(seen["field"] == wanted, f"{why}: a field's color-scheme is {seen['field']!r}, expected {wanted!r}")
    if dark:
        check(seen["luminance"] < 0.05, f"{why}: the background's luminance is {seen['luminance']:.2f}, expected dark")
    else:
        check(seen["luminance"] > 0.8, f"{why}: the background's luminance is {seen['luminance']:.2f}, expected light")


def expect_readable(app: Any, where: str) -> None:
    found = app.page.evaluate(LOW_CONTRAST)
    check(not found, f"{where}: text below WCAG AA contrast: {found[:4]}")


def choose(app: Any, row: int) -> None:
    """Taps row `row` of the appearance list (0 System, 1 Light, 2 Dark) and waits for it to be
    ticked."""
    app.row("appearance", row).click()
    app.settle()
    expect(app.row("appearance", row).locator(".nano-accessory-checkmark")).to_have_count(1)


def appearance_follows_the_setting(s: Any) -> None:
    """(issue 38 item 3) Dark makes the page dark and Light light, whatever the browser prefers;
    System follows the browser's prefers-color-scheme, live; a reload keeps the choice from its
    first byte; every screen visited is readable in both."""
    app = s.signed_in("/settings/appearance")
    app.expect_scene("AppearanceScene", "/settings/appearance")
    page = app.page
    page.emulate_media(color_scheme="light")
    expect_look(app, dark=False, why="System in a light browser")
    expect_readable(app, "Appearance, light")
    page.emulate_media(color_scheme="dark")
    expect_look(app, dark=True, why="System after the browser turned dark")
    expect_readable(app, "Appearance, System in a dark browser")
    page.emulate_media(color_scheme="light")
    expect_look(app, dark=False, why="System after the browser turned light again")

    choose(app, 2)  # Dark
    check(look(app)["setting"] == "dark", f"<html data-color-scheme> after Dark: {look(app)['setting']!r}")
    expect_look(app, dark=True, why="Dark in a light browser")
    expect_readable(app, "Appearance, Dark")
    app.reload()  # drawn dark by the server's HTML, not only after the socket's first message
    app.expect_scene("AppearanceScene", "/settings/appearance")
    expect_look(app, dark=True, why="Dark after a reload")
    app.tap("back")
    app.expect_scene("SettingsListScene", "/settings")
    expect_look(app, dark=True, why="Dark on the settings list")
    expect(app.row("settings", 1)).to_contain_text("Dark")
    expect_readable(app, "Settings list, Dark")
    app.row("settings", 2).click()  # Profile
    app.settle()
    app.expect_scene("ProfileScene", "/settings/profile")
    expect_readable(app, "Profile, Dark")
    app.page.go_back()
    app.settle()
    app.row("settings", 1).click()  # Appearance
    app.settle()
    app.expect_scene("AppearanceScene", "/settings/appearance")

    choose(app, 1)  # Light
    page.emulate_media(color_scheme="dark")
    expect_look(app, dark=False, why="Light in a dark browser")
    choose(app, 0)  # System, in a dark browser
    expect_look(app, dark=True, why="System chosen in a dark browser")
    page.emulate_media(color_scheme="light")
    expect_look(app, dark=False, why="System chosen, then the browser turned light")

    # A fresh sign-up page (another browser) in a dark browser: System is the default, so dark,
    # and its form readable.
    other = s.app()
    other.page.emulate_media(color_scheme="dark")
    other.open("/signup")
    other.expect_scene("SignUpScene")
    expect_look(other, dark=True, why="a new browser's sign-up in a dark browser")
    other.type("email", "ada@")
    expect_readable(other, "Sign up with an invalid email, dark")


SCENARIOS = [("appearance follows the setting and the browser", appearance_follows_the_setting)]
