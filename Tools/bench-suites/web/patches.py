"""Tools/bench web, part 4 (run by measure.py; not run alone): what an update sends.

1. Bytes of one keystroke on sign-up (Python `websockets`, no browser): a new session types a
   name, then the email `ada@example.` and `ada@example.c` (the keystroke that makes it valid);
   the answer to that keystroke is the subject. The baseline is the whole screen of the same
   state, which the page gets on `{"action":"resync"}`. Bytes are the UTF-8 text frame's payload.
2. One row of a 1,000-row list (`web-rows serve`: NanoPreview's LongListPlugin, the rows of
   `/rows`) selected in Chromium: row 500, each tap changing its detail (`tapped N×`). A sample
   is the time from the page's `click` event to that row's new detail in the DOM (a
   MutationObserver), `performance.now()` in the page; the baseline is the sign-up keystroke on
   WEB_ECHO's page (measure.py's part 1), the two pages alternating sample by sample. Also
   recorded: the bytes of each answer (the largest is the subject) against the page's first
   message, the whole screen of the same list.

`run(m, ...)` takes measure.py's module (its Server, Failure, helpers) and prints NAME<TAB>VALUE
lines through it.
"""

from __future__ import annotations

import asyncio
import json
import re

ROWS_BANNER = re.compile(r"^Serving rows on (http://127\.0\.0\.1:(\d+))/?$")
ROW = '[data-row-id="row-499"]'

# Like measure.py's INSTRUMENT, for the list: timestamps of the armed click, the next send, the
# next message and the moment row 500's detail reads the expected text; each message's size.
ROWS_INSTRUMENT = """(() => {
  const bench = window.__bench = { armed: false, expect: null, keyAt: null, sendAt: null,
    messageAt: null, domAt: null, messages: 0, sizes: [] };
  const Native = window.WebSocket;
  const send = Native.prototype.send;
  Native.prototype.send = function (data) {
    if (bench.armed && bench.keyAt !== null && bench.sendAt === null) bench.sendAt = performance.now();
    return send.call(this, data);
  };
  class Watched extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        bench.messages += 1;
        bench.sizes.push(new TextEncoder().encode(event.data).length);
        if (bench.armed && bench.sendAt !== null && bench.messageAt === null) bench.messageAt = performance.now();
      });
    }
  }
  window.WebSocket = Watched;
  window.addEventListener("click", () => {
    if (bench.armed && bench.keyAt === null) bench.keyAt = performance.now();
  }, true);
  const look = () => {
    if (!bench.armed || bench.keyAt === null || bench.domAt !== null) return;
    const detail = document.querySelector('[data-row-id="row-499"] .nano-row-detail');
    if (detail && detail.textContent === bench.expect) bench.domAt = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
})();"""


async def keystroke_bytes(m, port: int) -> tuple[int, int]:
    """The answer to the keystroke that makes the sign-up email valid, and the whole screen of
    the same state, in bytes."""
    status, headers, _ = await m.http_get(port, "/signup")
    cookie = m.COOKIE.search(headers.get("set-cookie", ""))
    if status != 200 or cookie is None:
        raise m.Failure(f"keystroke bytes: GET /signup answered {status} without a session")
    socket = await m.open_socket(port, cookie.group(1))
    try:
        async def answer(seq: int, message: dict) -> str:
            await socket.send(json.dumps({"seq": seq, **message}))
            async with asyncio.timeout(30):
                while True:
                    text = await socket.recv()
                    if json.loads(text).get("ack") == seq:
                        return text

        async with asyncio.timeout(30):
            await socket.recv()  # the first screen
        await answer(1, {"action": "type", "id": "name", "text": "Ada"})
        await answer(2, {"action": "type", "id": "email", "text": "ada@example."})
        patch = await answer(3, {"action": "type", "id": "email", "text": "ada@example.c"})
        whole = await answer(4, {"action": "resync"})
    finally:
        await socket.close()
    if json.loads(patch).get("type") != "patch" or json.loads(whole).get("type") != "screen":
        raise m.Failure(f"keystroke bytes: expected a patch and then a screen, got {patch[:120]} and {whole[:120]}")
    if not re.search(r'data-control-id=\\"submit\\"', patch):
        raise m.Failure(f"keystroke bytes: the keystroke's patch does not enable submit: {patch}")
    return len(patch.encode()), len(whole.encode())


def row_sample(m, page, taps: int) -> tuple[float, int]:
    """Selects row 500 (its `taps`th tap): click → its detail in the DOM in ms, and the bytes
    of the answer."""
    page.evaluate(m.ARM, f"tapped {taps}\u00d7")
    page.click(ROW)
    page.wait_for_function(m.DONE, timeout=20_000)
    key, sent, answered, shown = page.evaluate(m.READ)
    if None in (key, sent, answered, shown) or not key <= sent <= answered <= shown:
        raise m.Failure(f"long list: timestamps out of order or missing: click {key}, send {sent}, "
                        f"message {answered}, DOM {shown}")
    return shown - key, page.evaluate("() => window.__bench.sizes[window.__bench.sizes.length - 1]")


def long_list(m, web_rows: str, echo: str, out, samples: int, warmup: int) -> None:
    from playwright.sync_api import sync_playwright

    rows = m.Server("rows", [web_rows, "serve", "--port", "0", "--ephemeral"], ROWS_BANNER, out, {})
    baseline = m.Server("echo-rows", [echo], m.ECHO_BANNER, out, {})
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=m.CHROMIUM, headless=True, args=["--disable-gpu"])
            context = browser.new_context(viewport={"width": 390, "height": 844})
            context.add_init_script(ROWS_INSTRUMENT)
            page = context.new_page()
            page.goto(rows.url + "/rows")
            page.wait_for_function("() => window.__bench.messages >= 1", timeout=20_000)
            if page.locator("[data-row-id]").count() != 1000:
                raise m.Failure(f"long list: /rows shows {page.locator('[data-row-id]').count()} rows, not 1,000")
            whole = page.evaluate("() => window.__bench.sizes[0]")
            echo_page = m.open_page(browser, baseline.url + "/", "() => document.body.dataset.ready === '1'")
            m.prepare(echo_page)
            m.note(f"long list: {warmup} warm-up and {samples} timed selections of row 500, alternating with the echo ...")
            times: dict[str, list[float]] = {"nano": [], "echo": []}
            sizes: list[int] = []
            for index in range(warmup + samples):
                for kind in (("nano", "echo") if index % 2 == 0 else ("echo", "nano")):
                    if kind == "nano":
                        elapsed, size = row_sample(m, page, index + 1)
                        sizes.append(size)
                    else:
                        elapsed, _ = m.one_sample(echo_page, "echo")
                    if index >= warmup:
                        times[kind].append(elapsed)
            scroll = page.evaluate("() => [document.activeElement.dataset.rowId || null, window.scrollY]")
            if scroll[0] != "row-499" or scroll[1] <= 0:
                raise m.Failure(f"long list: after the taps focus and scroll are {scroll}, not on row 500 scrolled down")
            browser.close()
        rows.stop()
        baseline.stop(expect_zero=False)
    finally:
        rows.kill()
        baseline.kill()
    with open(out / "long-list.json", "w") as raw:
        json.dump({"times": times, "sizes": sizes, "whole": whole}, raw)
    m.emit("list.screen.bytes", whole)
    m.emit("list.patch.bytes", max(sizes))
    for kind in ("nano", "echo"):
        for p in (50, 99):
            m.emit(f"list.{kind}.dom.p{p}", f"{m.percentile(times[kind], p):.3f}")


def run(m, nvc: str, web_rows: str, echo: str, out, quick: bool) -> None:
    nano = m.serve(nvc, "keystroke-bytes", out)
    try:
        patch, whole = asyncio.run(keystroke_bytes(m, nano.port))
        nano.stop()
    finally:
        nano.kill()
    m.emit("bytes.keystroke.patch", patch)
    m.emit("bytes.keystroke.screen", whole)
    long_list(m, web_rows, echo, out, samples=30 if quick else 200, warmup=5 if quick else 20)
