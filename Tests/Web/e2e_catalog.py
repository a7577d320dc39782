"""The catalogue's browser flows (issue 37), run by e2e.py like its other scenarios.

At 1280 CSS px the catalogue is a split: the categories, a category's list and an item side by
side (NanoWeb's `div.nano-split`, one `section.nano-pane` per column, `data-column` sidebar,
list or detail; the top one `is-top`). At 390 px the same page shows the top pane alone, a
stack. Both flows start on Home, reach the catalogue through its tab, browse people, open one,
switch its tabs (Overview, Details, Options) through the coordinator (the address bar follows),
and open another person from the list, which replaces the detail instead of stacking it.
Then the API fails: the e2e server plays `API_FAULTS` (`nvc-web serve --api-faults`), which
fails the starships' list twice, so opening Starships ends in an alert (a modal alertdialog,
focus inside it, Retry and Cancel); Cancel leaves the list saying what failed, a pull to
refresh fails again, and Retry loads the rows.
The data is nvc-web's own Star Wars API, served in process (each browser session its own,
with its own copy of the fault plan): people 1 and 5 are Luke Skywalker and Leia Organa, a
page holds 10 people, and the first starship is the CR90 corvette.
"""

from __future__ import annotations

import re
from typing import Any

from harness import check
from playwright.sync_api import expect

DESKTOP = (1280, 800)

# The fault plan e2e.py gives the server (docs/cli.md, "Fault plans"). Only the starships' list
# (the exact path: `/api/starships/12/` and every other path are answered normally) fails, and
# only the catalogue flows open it. One load is an attempt and its two retries, so `count` 6
# fails two loads of a session: the first ends in Cancel, the pull to refresh after it in Retry,
# which succeeds. Each browser session's API plays the plan from its start.
API_FAULTS = {"faults": [{"path": "/api/starships/", "fault": "status", "status": 503, "count": 6}]}
FAILED_TITLE = "Could not load the list"
FAILED_MESSAGE = "The server answered with status 503."
# Where focus is, in the page: the alert's action id (or the element's tag) and whether it is
# inside the alert.
FOCUS_IN_ALERT = """() => { const e = document.activeElement;
  return [e ? (e.dataset.alertAction || e.tagName) : null, !!(e && e.closest("section.nano-alert"))]; }"""


def screen(app: Any, scene: str):
    """The section showing `scene`: a pane of the split, or a screen alone."""
    return app.page.locator(f'#nano-app section.nano-layer[data-scene="{scene}"]')


def pane(app: Any, column: str):
    """The split's pane of `column` (sidebar, list or detail)."""
    return app.page.locator(f'#nano-app section.nano-pane[data-column="{column}"]')


def shown(app: Any):
    """The sections a person sees: every pane wide, the top one narrow."""
    return app.page.locator("#nano-app section.nano-layer:visible")


def expect_top(app: Any, scene: str, path: str) -> None:
    """The top screen (the split's `is-top` pane, or the only layer) is `scene` at `path`."""
    top = app.page.locator("#nano-app section.nano-layer.is-top, #nano-app section.nano-layer:not(.nano-pane)")
    expect(top).to_have_count(1)
    expect(top).to_have_attribute("data-scene", scene)
    app.expect_path(path)


def tap_row(app: Any, scene: str, list_id: str, number: int) -> None:
    screen(app, scene).locator(f'[data-control-id="{list_id}"] [data-row="{number}"]').click()
    app.settle()


def open_catalog_from_home(s: Any, width: int, height: int) -> Any:
    """A signed-in session on Home at `width` px, then the Catalog tab: its categories."""
    app = s.app(width=width, height=height)
    app.open("/home")
    app.sign_up()
    expect(app.tabs().locator("button")).to_have_text(["Home", "Catalog", "Settings"])
    app.tabs().locator('[data-control-id="tab-catalog"]').click()
    app.settle()
    expect_top(app, "CategoriesScene", "/catalog")
    return app


def browse_people_and_switch_tabs(app: Any, wide: bool) -> None:
    """People → the list; Luke → his detail; Details, Options, Overview; then Leia replaces him."""
    tap_row(app, "CategoriesScene", "categories", 0)
    expect_top(app, "CatalogListScene", "/catalog/people")
    items = screen(app, "CatalogListScene").locator('[data-control-id="items"] [data-row]')
    expect(items).to_have_count(10)
    expect(items.nth(0)).to_contain_text("Luke Skywalker")
    if wide:
        expect(shown(app)).to_have_count(2)  # categories │ people
        expect(pane(app, "sidebar")).to_be_visible()
    else:
        expect(shown(app)).to_have_count(1)  # the list alone
        expect(pane(app, "sidebar")).to_be_hidden()

    tap_row(app, "CatalogListScene", "items", 0)
    expect_top(app, "CatalogDetailScene", "/catalog/people/1")
    detail = screen(app, "CatalogDetailScene")
    expect(detail.locator('[data-control-id="title"]')).to_have_text("Luke Skywalker")
    expect(shown(app)).to_have_count(3 if wide else 1)
    if wide:
        expect(pane(app, "detail")).to_have_class(re.compile(r"(^|\s)is-top(\s|$)"))
        check(pane(app, "list").bounding_box()["x"] < detail.bounding_box()["x"], "the list is left of the detail")

    for number, tab, fact in [(1, "details", "Mass"), (2, "options", None), (0, "", "Gender")]:
        tap_row(app, "CatalogDetailScene", "tabs", number)
        expect_top(app, "CatalogDetailScene", "/catalog/people/1" + (f"/{tab}" if tab else ""))
        marked = detail.locator('[data-control-id="tabs"] [data-row]:has(.nano-accessory-checkmark)')
        expect(marked).to_have_count(1)
        expect(marked).to_have_attribute("data-row", str(number))
        if fact:
            expect(detail.locator('[data-control-id="facts"]')).to_contain_text(fact)
        else:
            expect(detail.locator('[data-control-id="favourite"]')).to_be_visible()
            expect(detail.locator('[data-control-id="facts"]')).to_be_hidden()

    if wide:  # the list shows beside the detail: another row replaces the detail
        tap_row(app, "CatalogListScene", "items", 4)
    else:  # a stack: back to the list, then another row
        detail.locator('[data-action="back"]').click()
        app.settle()
        expect_top(app, "CatalogListScene", "/catalog/people")
        tap_row(app, "CatalogListScene", "items", 4)
    expect_top(app, "CatalogDetailScene", "/catalog/people/5")
    expect(detail.locator('[data-control-id="title"]')).to_have_text("Leia Organa")
    expect(detail).to_have_count(1)  # one detail, replaced: never a stack of them


def alert(app: Any):
    return app.page.locator("#nano-app section.nano-alert")


def expect_failure_alert(app: Any) -> None:
    """The list's failure shows as a modal alert: an alertdialog over inert layers and tabs,
    titled and described, Retry and Cancel, focus on Cancel and kept inside by Tab."""
    shown_alert = alert(app)
    expect(shown_alert).to_have_count(1)  # after the attempt and its two retries (about 1.5 s)
    expect(shown_alert).to_have_attribute("role", "alertdialog")
    expect(shown_alert).to_have_attribute("aria-modal", "true")
    expect(shown_alert.locator("h2")).to_have_text(FAILED_TITLE)
    expect(shown_alert.locator(".nano-alert-message")).to_have_text(FAILED_MESSAGE)
    actions = shown_alert.locator("[data-alert-action]")
    expect(actions).to_have_text(["Retry", "Cancel"])
    check([actions.nth(i).get_attribute("data-alert-action") for i in range(2)] == ["retry", "cancel"]
          and [actions.nth(i).get_attribute("data-role") for i in range(2)] == ["default", "cancel"],
          "the alert's actions are not retry (default) and cancel (cancel)")
    expect(app.page.locator("#nano-app section.nano-layer:not([inert])")).to_have_count(0)  # all behind it
    expect(app.tabs()).to_have_attribute("inert", "")
    app.page.wait_for_function(f"({FOCUS_IN_ALERT})()[0] === 'cancel'")
    for key in ("Tab", "Tab", "Shift+Tab"):
        app.page.keyboard.press(key)
        focus = app.page.evaluate(FOCUS_IN_ALERT)
        check(focus[1], f"after {key} the focus left the alert: {focus[0]}")


def fail_then_recover(app: Any, wide: bool) -> None:
    """Starships: the load fails → alert; Cancel (Escape at 390) leaves the list saying what
    failed; a pull to refresh fails again → alert; Retry loads the rows."""
    if wide:  # the sidebar shows beside the detail
        screen(app, "CategoriesScene").locator('[data-control-id="categories"] [data-row-id="starships"]').click()
        app.settle()
    else:  # back through the stack to the categories
        for leaving, scene, path in [("CatalogDetailScene", "CatalogListScene", "/catalog/people"),
                                     ("CatalogListScene", "CategoriesScene", "/catalog")]:
            screen(app, leaving).locator('[data-action="back"]').click()
            app.settle()
            expect_top(app, scene, path)
        tap_row(app, "CategoriesScene", "categories", 3)
    expect_top(app, "CatalogListScene", "/catalog/starships")
    expect_failure_alert(app)
    if wide:
        alert(app).locator('[data-alert-action="cancel"]').click()
    else:
        app.page.keyboard.press("Escape")  # chooses the cancel action
    app.settle()
    expect(alert(app)).to_have_count(0)
    listing = screen(app, "CatalogListScene")
    expect(listing.locator('[data-control-id="status"]')).to_have_text(FAILED_MESSAGE)
    expect(listing.locator('[data-control-id="items"] [data-row]')).to_have_count(0)
    sent = [m.get("id") for m in app.sent if m.get("action") == "alert"]
    check(sent == ["cancel"], f"the page sent the alert actions {sent}, expected ['cancel']")

    listing.locator('[data-control-id="items"] [data-refresh]').click()  # the way out: load again
    app.settle()
    expect_failure_alert(app)
    alert(app).locator('[data-alert-action="retry"]').click()
    app.settle()
    expect(alert(app)).to_have_count(0)
    rows = listing.locator('[data-control-id="items"] [data-row]')
    expect(rows).to_have_count(10)
    expect(rows.nth(0)).to_contain_text("CR90 corvette")
    expect(listing.locator('[data-control-id="status"]')).to_be_hidden()
    expect_top(app, "CatalogListScene", "/catalog/starships")
    expect(shown(app)).to_have_count(2 if wide else 1)


def catalog_split_at_1280(s: Any) -> None:
    """(issue 37) At 1280 px: Home → Catalog tab → People in the split → Luke, his tabs → Leia;
    then Starships fails → alert → Cancel, refresh → alert → Retry → the rows."""
    app = open_catalog_from_home(s, *DESKTOP)
    expect(shown(app)).to_have_count(1)  # the categories alone are one column, no split
    browse_people_and_switch_tabs(app, wide=True)
    expect(app.page.locator("#nano-app div.nano-split")).to_have_attribute("data-columns", "3")
    fail_then_recover(app, wide=True)


def catalog_stack_at_390(s: Any) -> None:
    """(issue 37) At 390 px the same flow is a stack: one screen at a time, back between them."""
    app = open_catalog_from_home(s, 390, 844)
    browse_people_and_switch_tabs(app, wide=False)
    fail_then_recover(app, wide=False)


SCENARIOS = [
    ("the catalogue at 1280 px: browse people in the split, open one, switch its tabs, the API fails, Retry",
     catalog_split_at_1280),
    ("the catalogue at 390 px: the same through a stack", catalog_stack_at_390),
]
