"""Screenshots of standalone HTML pages in Chromium, compared with committed reference PNGs.

    .build-web/venv/bin/python Tests/Web/shots.py MANIFEST [MANIFEST...] [--artifacts DIR]

A manifest is a JSON list of pages:

    [{"html": "signup.html", "reference": "signup-390.png", "width": 390}, ...]

or the same objects one per line in a `.jsonl` file (what NanoTesting's PixelPages writes), or
a folder holding manifest.json or manifest.jsonl. `html` is a page inside the manifest's
folder, loaded as if that folder were a web site's root (so `/_nano/assets/nano.css` is the
folder's `_nano/assets/nano.css`); it may load nothing from elsewhere, and a file it names
that is missing fails it. Scripts are off. `reference` is the PNG to compare with (pixels.py:
tolerance, diff image, NANO_RECORD_PIXELS=1 to record), `width` the CSS width, 320, 390 or 430
(iPhone SE, 14, 14 Pro Max) or 1280 (a desktop, where a split shows its columns). Relative
paths are relative to the manifest's folder. Optional: `name` (shown; default the reference's
file name without .png), `height` (the viewport's; default that width's, 568, 844, 932 or 800:
the screenshot is the full page, at least that tall),
`channel` and `max_fraction` (pixels.py's tolerance). Device scale factor 1, light colours,
animations stopped at their start (Playwright's animations="disabled"), caret hidden.

One case per page; on a failure `<artifact>.diff.png` and `<artifact>.actual.png` go to
--artifacts (default .build-web/failures/shots/), `<artifact>` being the reference's last
three path parts joined by '-'. The last line is `N passed, N failed`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser import OUT, launch, new_context  # noqa: E402
from harness import Runner, check  # noqa: E402
from pixels import DEFAULT_CHANNEL, DEFAULT_MAX_FRACTION, assert_matches  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402

VIEWPORT_HEIGHTS = {320: 568, 390: 844, 430: 932, 1280: 800}
FIXTURE = Path(__file__).resolve().parent / "Fixtures" / "shots" / "manifest.json"
ORIGIN = "http://127.0.0.1:9"  # never contacted (every request is answered by the route below); "/" is the manifest's folder
MANIFEST_NAMES = ("manifest.json", "manifest.jsonl")


def read_manifest(path: Path) -> list[dict]:
    """The manifest's pages, with `root` (the manifest's folder) and absolute paths; raises
    ValueError naming a bad entry. `path` is a .json list, a .jsonl file (one page per line),
    or a folder holding manifest.json or manifest.jsonl."""
    if path.is_dir():
        found = [path / name for name in MANIFEST_NAMES if (path / name).is_file()]
        if not found:
            raise ValueError(f"{path}: no {' or '.join(MANIFEST_NAMES)} in this folder")
        path = found[0]
    try:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".jsonl":
            entries = [json.loads(line) for line in text.splitlines() if line.strip()]
        else:
            entries = json.loads(text)
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"{path}: cannot read the manifest: {error}") from error
    if not isinstance(entries, list) or not entries:
        raise ValueError(f"{path}: a manifest lists at least one page")
    root = path.parent.resolve()
    pages = []
    for index, entry in enumerate(entries):
        where = f"{path}: page {index}"
        if not isinstance(entry, dict) or not {"html", "reference", "width"} <= entry.keys():
            raise ValueError(f"{where}: needs html, reference and width")
        if entry["width"] not in VIEWPORT_HEIGHTS:
            raise ValueError(f"{where}: width {entry['width']!r} is not one of {sorted(VIEWPORT_HEIGHTS)}")
        page = dict(entry, root=root)
        page["html"] = (root / entry["html"]).resolve()
        page["reference"] = (root / entry["reference"]).resolve()
        if not page["html"].is_relative_to(root):
            raise ValueError(f"{where}: {entry['html']} is outside the manifest's folder")
        page.setdefault("name", page["reference"].stem)
        page.setdefault("height", VIEWPORT_HEIGHTS[entry["width"]])
        # Failure images are named after the reference (unique), not the display name.
        page["artifact"] = "-".join(part.removesuffix(".pixels") for part in page["reference"].with_suffix("").parts[-3:])
        pages.append(page)
    return pages


class Camera:
    """One browser context and page for every screenshot of a run (a context per page cost
    about a third of each shot), with JavaScript off.

    Each page is loaded from ORIGIN, whose files are the current page's `root`'s, so a page's
    absolute links (`/_nano/assets/nano.css`) find the copies written beside it; any other
    request is refused and fails the page, and so does a file that is not there. Every request
    goes through the route below, which also turns off the HTTP cache (Playwright does so for a
    routed context), so a manifest's assets are never served from another manifest's folder."""

    def __init__(self, browser: Browser) -> None:
        self.context = new_context(browser, java_script_enabled=False)
        self.root = Path("/")
        self.problems: list[str] = []
        self.context.route("**/*", self.serve)
        self.page = self.context.new_page()

    def serve(self, route) -> None:
        url = route.request.url
        if url.startswith("data:"):
            route.continue_()
            return
        if not url.startswith(ORIGIN + "/"):
            self.problems.append(f"requested {url} (not standalone)")
            route.abort()
            return
        relative = unquote(urlsplit(url).path).lstrip("/")
        file = (self.root / relative).resolve()
        if not file.is_relative_to(self.root) or not file.is_file():
            self.problems.append(f"requested {urlsplit(url).path}, which is not in {self.root}")
            route.fulfill(status=404, body="")
            return
        route.fulfill(path=file)

    def shoot(self, root: Path, html: Path, width: int, height: int) -> bytes:
        """The full page of `html` at `width` CSS pixels (a viewport `height` tall), scale 1,
        once its fonts are ready. Scripts do not run: a screenshot is of the HTML and CSS alone
        (nano.js would try to open its socket)."""
        check(html.is_file(), f"no HTML file at {html}")
        self.root, self.problems = root, []
        self.page.set_viewport_size({"width": width, "height": height})
        self.page.goto(ORIGIN + "/" + quote(html.relative_to(root).as_posix()), wait_until="load")
        self.page.evaluate("document.fonts.ready.then(() => true)")
        png = self.page.screenshot(full_page=True, animations="disabled", caret="hide", scale="css", type="png")
        check(not self.problems, f"{html.name}: " + "; ".join(self.problems[:3]))
        return png

    def close(self) -> None:
        self.context.close()


def run_pages(runner: Runner, browser: Browser, pages: list[dict], artifacts: Path) -> None:
    camera = Camera(browser)
    try:
        for page in pages:
            def case(page: dict = page) -> None:
                png = camera.shoot(page["root"], page["html"], page["width"], page["height"])
                assert_matches(png, page["reference"], name=page["artifact"], artifacts=artifacts,
                               channel=page.get("channel", DEFAULT_CHANNEL),
                               max_fraction=page.get("max_fraction", DEFAULT_MAX_FRACTION))
            runner.run(f"{page['name']} ({page['width']} px)", case)
    finally:
        camera.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("manifests", nargs="*", type=Path, default=[FIXTURE],
                        help="manifest JSON files (default: the fixture, Tests/Web/Fixtures/shots/manifest.json)")
    parser.add_argument("--artifacts", type=Path, default=OUT / "failures" / "shots",
                        help="where a failure's .diff.png and .actual.png go")
    options = parser.parse_args(argv)

    runner = Runner("shots")
    pages = []
    for manifest in options.manifests:
        try:
            pages.extend(read_manifest(manifest))
        except ValueError as error:
            runner.fail(f"manifest {manifest}", str(error))
    if pages:
        with sync_playwright() as playwright:
            try:
                browser = launch(playwright)
            except Exception as error:  # noqa: BLE001 - no browser: every page fails
                for page in pages:
                    runner.fail(f"{page['name']} ({page['width']} px)", f"Chromium did not start: {error}")
            else:
                try:
                    run_pages(runner, browser, pages, options.artifacts)
                finally:
                    browser.close()
    return runner.finish()


if __name__ == "__main__":
    sys.exit(main())
