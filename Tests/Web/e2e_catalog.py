"""The catalogue's browser flows (issue 37), run by e2e.py like its other scenarios.

At 1280 CSS px the catalogue is a split: the categories, a category's list and an item side by
side (NanoWeb's `div.nano-split`, one `section.nano-pane` per column, `data-column` sidebar,
list or detail; the top one `is-top`). At 390 px the same page shows the top pane alone, a
stack. Both flows start on Home, reach the catalogue through its tab, browse people, open one,
switch its tabs (Overview, Details, Options) through the coordinator (the address bar follows),
and open another person from the list, which replaces the detail instead of stacking it.
The data is nvc-web's own Star Wars API, served in process: people 1 and 5 are Luke Skywalker
and Leia Organa, and a page holds 10 people.
"""

from __future__ import annotations

import re
from typing import Any

from harness import check
from playwright.sync_api import expect

DESKTOP = (1280, 800)


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


def catalog_split_at_1280(s: Any) -> None:
    """(issue 37) At 1280 px: Home → Catalog tab → People in the split → Luke, his tabs → Leia."""
    app = open_catalog_from_home(s, *DESKTOP)
    expect(shown(app)).to_have_count(1)  # the categories alone are one column, no split
    browse_people_and_switch_tabs(app, wide=True)
    expect(app.page.locator("#nano-app div.nano-split")).to_have_attribute("data-columns", "3")


def catalog_stack_at_390(s: Any) -> None:
    """(issue 37) At 390 px the same flow is a stack: one screen at a time, back between them."""
    app = open_catalog_from_home(s, 390, 844)
    browse_people_and_switch_tabs(app, wide=False)


SCENARIOS = [
    ("the catalogue at 1280 px: browse people in the split, open one, switch its tabs", catalog_split_at_1280),
    ("the catalogue at 390 px: the same through a stack", catalog_stack_at_390),
]
