"""End-to-end scenarios: the real `nvc-web serve` driven by Debian's Chromium through Playwright.

    .build-web/venv/bin/python Tests/Web/e2e.py --nvc .build-shared/debug/nvc-web [--only NAME...]

Starts `NVC serve --port 0 --ephemeral --api-faults PLAN` (NVC being --nvc's path, with
NVC_SIGNUP_LATENCY_MS=700 so sign-up's busy state is seen, NANO_DETECT_LEAKS=1, and the
catalogue flows' fault plan, e2e_catalog.API_FAULTS, which fails only the starships' list),
reads `Serving nvc on http://127.0.0.1:PORT` from its first stdout line, runs every scenario
against it, then stops it with SIGTERM and checks that it exits 0 (one more case).
Leaks: after each scenario, once the leak detector's grace period (200 ms) has passed, one
more page load (a new session) makes the server settle, which reports every scene, view model
or coordinator released during the scenario and still alive (`nano: leak: NAME is still
alive ...` on its stderr); a scenario fails when the server's log gained such a line while it
ran. The first case, `leak lines fail a scenario`, checks that scan on a planted log line. Each scenario opens its own browser contexts (a context has its own
cookie, so its own app session). The pages are read through the web host's DOM and protocol
contract (NanoWeb's HTMLRenderer and nano.js): `data-control-id`, `.nano-layer` / `inert` /
`.nano-sheet`, `body.is-busy`, `section.nano-error[data-error-kind]`, the socket's seq/ack.
Controls are the app's own ids (SignUp's name/email/submit, Home's settings, the Settings
list `settings` and its rows, the `notifications` switch, About's right bar button, Rewards'
confirm). A failing scenario prints why and where, and saves a screenshot of each of its
pages under .build-web/failures/e2e/; the server's output is in .build-web/e2e-server.log.
The last line is `N passed, N failed`.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import http.client
import json
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser import OUT, launch, new_context  # noqa: E402
from harness import Runner, check  # noqa: E402
from e2e_appearance import SCENARIOS as APPEARANCE_SCENARIOS  # noqa: E402
from e2e_catalog import API_FAULTS, SCENARIOS as CATALOG_SCENARIOS  # noqa: E402
from e2e_forms import SCENARIOS as FORM_SCENARIOS  # noqa: E402
from e2e_offline import SCENARIOS as OFFLINE_SCENARIOS  # noqa: E402
from e2e_patches import patches_build_the_fresh_page  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page, WebSocket, expect, sync_playwright  # noqa: E402

FAILURES = OUT / "failures" / "e2e"
SERVER_LOG = OUT / "e2e-server.log"
FAULT_PLAN = OUT / "e2e-api-faults.json"  # API_FAULTS, written for --api-faults
RECORDINGS = OUT / "recordings"  # serve --record: one script per browser session
SIGNUP_LATENCY_MS = 700
BANNER = re.compile(r"^Serving nvc on (http://127\.0\.0\.1:(\d+))/?$")
TIMEOUT_MS = 10_000  # one expectation; CI has 2 busy cores
HOSTILE_NAME = "<img src=x onerror=alert(1)>\u202Eexe.txt"
BUSY = re.compile(r"(^|\s)is-busy(\s|$)")
HOME_PATH = re.compile(r"^/(home)?$")
# LeakDetector's report (Modules/Navigation, LeakDetector.Survivor.description) and its grace
# period: an object released less than that ago is not reported yet.
LEAK_LINE = re.compile(r"^nano: leak: (?P<name>.+) is still alive .* after it was released$")
LEAK_GRACE_S = 0.2

expect.set_options(timeout=TIMEOUT_MS)

# Run in the page (Playwright's evaluate is not subject to the page's CSP): records whether the
# body was ever busy and a spinner ever animating, from now on.
WATCH_BUSY = """() => {
  const seen = window.__nanoSeen = { busy: false, spinner: false };
  const look = () => {
    if (document.body.classList.contains("is-busy")) seen.busy = true;
    if (document.querySelector('#nano-app .nano-spinner.is-animating[role="status"]')) seen.spinner = true;
  };
  new MutationObserver(look).observe(document.documentElement,
    { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  look();
}"""


# ---- The server ----------------------------------------------------------------------------


class Server:
    """`nvc-web serve` as a child process: its URL from the first stdout line, the rest logged."""

    def __init__(self, nvc: Path, log_path: Path = SERVER_LOG) -> None:
        self.nvc = nvc
        self.log_path = log_path
        self.process: subprocess.Popen[str] | None = None
        self.url = ""
        self.port = 0
        self.log = None

    def start(self, timeout: float = 60.0, arguments: list[str] | None = None) -> None:
        """Starts the server; `arguments` replaces the shared server's (a scenario's own server,
        which it stops and starts again)."""
        OUT.mkdir(parents=True, exist_ok=True)
        if arguments is None:
            shutil.rmtree(RECORDINGS, ignore_errors=True)
            RECORDINGS.mkdir(parents=True)
            FAULT_PLAN.write_text(json.dumps(API_FAULTS), encoding="utf-8")
            arguments = ["serve", "--port", "0", "--ephemeral", "--record", str(RECORDINGS),
                         "--api-faults", str(FAULT_PLAN)]
        self.log_path.write_text(f"$ NVC_SIGNUP_LATENCY_MS={SIGNUP_LATENCY_MS} NANO_DETECT_LEAKS=1 {self.nvc} "
                                 f"{' '.join(arguments)}\n", encoding="utf-8")
        # Appending (O_APPEND), as the stdout pump does: stderr's leak lines and stdout's lines
        # never overwrite each other.
        self.log = log = self.log_path.open("a", encoding="utf-8")
        env = dict(os.environ, NVC_SIGNUP_LATENCY_MS=str(SIGNUP_LATENCY_MS), NANO_DETECT_LEAKS="1", NO_COLOR="1")
        self.process = subprocess.Popen(
            [str(self.nvc), *arguments],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=log, text=True, env=env, bufsize=1,
            preexec_fn=die_with_parent)
        lines: queue.Queue[str | None] = queue.Queue()

        def pump() -> None:  # every stdout line into the log; the first one to start() too
            assert self.process is not None and self.process.stdout is not None
            with self.log_path.open("a", encoding="utf-8") as out:
                for line in self.process.stdout:
                    lines.put(line)
                    out.write(line)
                    out.flush()
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        try:
            first = lines.get(timeout=timeout)
        except queue.Empty:
            self.stop()
            raise AssertionError(f"nvc-web serve printed no line within {timeout:.0f}s{self.tail()}") from None
        if first is None:
            code = self.process.wait(timeout=10)
            raise AssertionError(f"nvc-web serve exited ({code}) before printing its URL{self.tail()}")
        match = BANNER.match(first.rstrip("\r\n"))
        if not match:
            self.stop()
            raise AssertionError(f"nvc-web serve's first line is {first.rstrip()!r}, expected "
                                 f"'Serving nvc on http://127.0.0.1:PORT'{self.tail()}")
        self.url, self.port = match.group(1), int(match.group(2))
        check(self.port > 0, f"nvc-web serve announced port {self.port}")

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self, timeout: float = 15.0) -> int | None:
        """SIGTERM, then the exit status (None, after SIGKILL, when it did not exit in time)."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                return None
            finally:
                if self.log is not None:
                    self.log.close()
        return self.process.returncode

    def tail(self, lines: int = 15) -> str:
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]
        except OSError:
            return ""
        return "\nserver log (" + str(self.log_path) + "):\n" + "\n".join("  " + line for line in text)

    def log_mark(self) -> int:
        """Where the server's log ends now: ``leaks_since`` reads what comes after it."""
        try:
            return self.log_path.stat().st_size
        except OSError:
            return 0

    def leaks_since(self, mark: int) -> list[str]:
        """The leak detector's lines the log gained after `mark` (``log_mark``)."""
        with self.log_path.open("rb") as log:
            log.seek(mark)
            text = log.read().decode("utf-8", errors="replace")
        return [line for line in text.splitlines() if LEAK_LINE.match(line)]

    def check_no_leaks(self, mark: int) -> None:
        """Fails, naming them, when the server reported leaks after `mark`."""
        leaks = self.leaks_since(mark)
        check(not leaks, f"the server's leak detector reported {len(leaks)} object(s) still alive after "
                         f"their release ({self.log_path}):\n" + "\n".join("  " + line for line in leaks[:10]))

    def settle_for_leaks(self) -> None:
        """Makes the server run a leak check that sees everything released until now: waits out
        the grace period, then loads a page as a new session (its settle runs the check, which
        covers every session: the detector is the process's)."""
        time.sleep(LEAK_GRACE_S + 0.02)  # the page load itself arrives later still
        status, _, _ = http_get(self, "/catalog")
        check(status == 200, f"the page load that runs the leak check answered {status}")


def die_with_parent() -> None:
    """In the child before exec: SIGTERM it when this script dies (even by SIGKILL), so a timed
    out run leaves no server behind (Linux prctl PR_SET_PDEATHSIG)."""
    import ctypes

    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM, 0, 0, 0)


# ---- Pages ---------------------------------------------------------------------------------


def is_app_socket(url: str) -> bool:
    """Whether `url` is the page's socket: `/_nano/socket?window=ID` (ID: the tab's session)."""
    return re.search(r"/_nano/socket(\?window=[0-9a-f]{32}(&previous=[0-9a-f]{32})?)?$", url) is not None


@dataclass
class App:
    """One browser page on the app, with what it saw: socket frames, dialogs, script errors."""

    page: Page
    base: str
    sent: list[dict] = field(default_factory=list)
    received: list[dict] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    sockets: list[WebSocket] = field(default_factory=list)
    socket_frames: list[tuple[list[dict], list[dict]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.page.set_default_timeout(TIMEOUT_MS)
        self.page.on("websocket", self._socket)
        self.page.on("dialog", self._dialog)
        self.page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))
        self.page.on("console", self._console)

    def _socket(self, ws: WebSocket) -> None:
        if not is_app_socket(ws.url):
            return
        self.sockets.append(ws)
        # Each page load's socket numbers its messages from 1 again: settle() reads the latest
        # socket's own frames, never an older page's higher acks.
        sent: list[dict] = []
        received: list[dict] = []
        self.socket_frames.append((sent, received))
        ws.on("framesent", lambda payload: (self._frame(self.sent, payload), self._frame(sent, payload)))
        ws.on("framereceived", lambda payload: (self._frame(self.received, payload, sized=True),
                                                self._frame(received, payload, sized=True)))

    @staticmethod
    def _frame(into: list[dict], payload: str | bytes, sized: bool = False) -> None:
        """Appends the frame's JSON; a received one (`sized`) also gets `_bytes`, its size as
        sent, which the message-size checks read."""
        try:
            message = json.loads(payload)
        except (ValueError, TypeError):
            into.append({"unparsed": repr(payload)[:200]})
            return
        if sized and isinstance(message, dict):
            message["_bytes"] = len(payload.encode() if isinstance(payload, str) else payload)
        into.append(message)

    def _dialog(self, dialog) -> None:
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def _console(self, message) -> None:
        if message.type == "error" and "Content Security Policy" in message.text:
            self.errors.append(f"CSP: {message.text}")

    def live_frames(self) -> tuple[list[dict], list[dict]]:
        """The frames (sent, received) of the newest app socket still open (a scenario's own
        extra sockets close), or of the newest one when all are closed."""
        for ws, frames in reversed(list(zip(self.sockets, self.socket_frames))):
            if not ws.is_closed():
                return frames
        return self.socket_frames[-1] if self.socket_frames else ([], [])

    # Navigation
    def open(self, path: str, status: int = 200, connect: bool = True):
        """GET `path` as a page load; checks the HTTP status and (for app pages) that the script
        opened the socket."""
        if connect:
            with self.page.expect_websocket(lambda ws: is_app_socket(ws.url)):
                response = self.page.goto(self.base + path)
        else:
            response = self.page.goto(self.base + path)
        check(response is not None, f"GET {path}: no response")
        check(response.status == status, f"GET {path} answered {response.status}, expected {status}")
        return response

    def reload(self) -> None:
        with self.page.expect_websocket(lambda ws: is_app_socket(ws.url)):
            response = self.page.reload()
        check(response is not None and response.status == 200,
              f"reload answered {response.status if response else 'nothing'}")

    # The top layer and its controls
    def top(self):
        return self.page.locator("#nano-app section.nano-layer:not([inert])")

    def layer(self, scene: str):
        return self.page.locator(f'#nano-app section.nano-layer[data-scene="{scene}"]')

    def tabs(self):
        """The tab bar (none while the sign-up flow replaces the tabs or a sheet covers them)."""
        return self.page.locator("#nano-app nav.nano-tabs")

    def control(self, control_id: str):
        return self.top().locator(f'[data-control-id="{control_id}"]')

    def row(self, list_id: str, number: int):
        return self.control(list_id).locator(f'[data-row="{number}"]')

    def expect_scene(self, scene: str, path: str | re.Pattern[str] | None = None) -> None:
        expect(self.top()).to_have_count(1)
        expect(self.top()).to_have_attribute("data-scene", scene)
        if path is not None:
            self.expect_path(path)

    def expect_path(self, path: str | re.Pattern[str]) -> None:
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while True:
            current = self.page.evaluate("location.pathname")
            ok = path.match(current) if isinstance(path, re.Pattern) else current == path
            if ok:
                return
            if time.monotonic() > deadline:
                wanted = path.pattern if isinstance(path, re.Pattern) else path
                raise AssertionError(f"the address bar's path is {current!r}, expected {wanted!r}")
            self.page.wait_for_timeout(50)

    # Actions
    def tap(self, control_id: str) -> None:
        self.control(control_id).click()
        self.settle()

    def toggle(self, control_id: str) -> None:
        # Click the switch's label, as a person does (the input itself is drawn by CSS).
        self.top().locator("label", has=self.page.locator(f'[data-control-id="{control_id}"]')).click()
        self.settle()

    def type(self, control_id: str, text: str, keystrokes: bool = False) -> None:
        field_ = self.control(control_id)
        if keystrokes:
            field_.click()
            field_.press_sequentially(text, delay=15)
        else:
            field_.fill(text)
        self.settle()

    def settle(self, timeout: float = TIMEOUT_MS / 1000) -> None:
        """Waits until the server acknowledged every message this page sent on its socket (ack >=
        last seq). Only the page's live socket counts: after a page load, an older page's acks
        are higher than the new page's first numbers, and reading them once let a toggle's answer
        arrive after the check that needed it."""
        deadline = time.monotonic() + timeout
        while True:
            sent, received = self.live_frames()
            seqs = [m["seq"] for m in sent if isinstance(m.get("seq"), int)]
            acks = [m["ack"] for m in received
                    if m.get("type") in ("screen", "patch") and isinstance(m.get("ack"), int)]
            if not seqs or (acks and max(acks) >= max(seqs)):
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"the server did not acknowledge message {max(seqs)} within {timeout:.0f}s "
                                     f"(last ack {max(acks) if acks else 'none'}; sent {sent[-1]})")
            self.page.wait_for_timeout(25)

    def sign_up(self, name: str = "Ada Lovelace", email: str = "ada@example.com") -> None:
        """Fills the sign-up screen (which must be showing) and submits it."""
        self.expect_scene("SignUpScene")
        self.type("name", name)
        self.type("email", email)
        expect(self.control("submit")).to_be_enabled()
        self.tap("submit")
        expect(self.top()).not_to_have_attribute("data-scene", "SignUpScene", timeout=TIMEOUT_MS + SIGNUP_LATENCY_MS)
        expect(self.page.locator("body")).not_to_have_class(BUSY)


class Scenario:
    """The browser contexts of one scenario: screenshots on failure, closed at the end."""

    def __init__(self, name: str, browser: Browser, server: Server) -> None:
        self.name = name
        self.browser = browser
        self.server = server
        self.contexts: list[BrowserContext] = []
        self.apps: list[App] = []

    def app(self, width: int = 390, height: int = 844) -> App:
        """A page in a new context (`width` CSS px wide): its own cookie jar, so its own app session."""
        context = new_context(self.browser, width, height)
        self.contexts.append(context)
        app = App(context.new_page(), self.server.url)
        self.apps.append(app)
        return app

    def signed_in(self, path: str, name: str = "Ada Lovelace", email: str = "ada@example.com") -> App:
        """A new session that opens `path`, signs up, and lands there (the guarded link resumes)."""
        app = self.app()
        app.open(path)
        app.sign_up(name, email)
        return app

    def check_clean(self) -> None:
        for number, app in enumerate(self.apps):
            check(not app.errors, f"page {number} had script errors: {app.errors[:3]}")
            check(not app.dialogs, f"page {number} opened dialogs: {app.dialogs[:3]}")

    def save_failure(self) -> str:
        FAILURES.mkdir(parents=True, exist_ok=True)
        saved = []
        for number, app in enumerate(self.apps):
            path = FAILURES / f"{slug(self.name)}-{number}.png"
            try:
                app.page.screenshot(path=str(path), full_page=True, timeout=5000)
                saved.append(str(path))
            except Exception as error:  # noqa: BLE001 - a crashed page has no screenshot
                saved.append(f"{path} not saved: {str(error).splitlines()[0]}")
        notes = [f"screenshot: {line}" for line in saved]
        for number, app in enumerate(self.apps):
            notes.append(f"page {number} at {app.page.url}; last frames sent {app.sent[-2:]}, "
                         f"received {[summarize(m) for m in app.received[-2:]]}")
        if not self.server.alive():
            notes.append(f"the server is not running (exit {self.server.process.returncode if self.server.process else '?'})"
                         + self.server.tail())
        return "\n".join(notes)

    def close(self) -> None:
        for context in self.contexts:
            try:
                context.close()
            except Exception:  # noqa: BLE001
                pass


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


def summarize(message: dict) -> dict:
    return {key: (value[:60] + "…" if isinstance(value, str) and len(value) > 60 else value)
            for key, value in message.items()}


# ---- Raw HTTP (no browser) -----------------------------------------------------------------


def http_get(server: Server, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """GET `path` exactly as written (http.client does not normalise `..`)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        body = response.read(1 << 20)
        return response.status, {k.lower(): v for k, v in response.getheaders()}, body
    finally:
        connection.close()


def session_cookie(server: Server) -> str:
    """The `name=value` pairs of the cookies a first page load sets (the session)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        connection.request("GET", "/")
        response = connection.getresponse()
        response.read()
        status = response.status
        cookies = [value.split(";", 1)[0].strip() for key, value in response.getheaders() if key.lower() == "set-cookie"]
    finally:
        connection.close()
    check(status == 200, f"GET / answered {status}")
    check(cookies, "GET / set no session cookie")
    return "; ".join(cookies)


def websocket_handshake(server: Server, origin: str | None, cookie: str | None) -> tuple[int, str]:
    """Opens /_nano/socket by hand with `origin`; returns the status and the response head."""
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        "GET /_nano/socket HTTP/1.1",
        f"Host: 127.0.0.1:{server.port}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key}",
        "Sec-WebSocket-Version: 13",
    ]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    if cookie:
        lines.append(f"Cookie: {cookie}")
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head and len(head) < 65536:
            try:
                chunk = connection.recv(4096)
            except socket.timeout:
                break
            if not chunk:
                break
            head += chunk
    text = head.split(b"\r\n\r\n", 1)[0].decode("latin-1")
    match = re.match(r"HTTP/1\.[01] (\d{3})", text)
    return (int(match.group(1)) if match else 0), text


# ---- Scenarios -----------------------------------------------------------------------------


def guarded_link_resumes_after_sign_up(s: Scenario) -> None:
    """(1) /settings/notifications signed out: sign-up, typing, spinner, then Notifications."""
    app = s.app()
    app.open("/settings/notifications")
    app.expect_scene("SignUpScene")
    expect(app.top().locator("h1")).to_have_text("Sign up")
    expect(app.control("submit")).to_be_disabled()
    app.type("name", "Ada Lovelace", keystrokes=True)  # one message per key, the page re-rendered each time
    expect(app.control("name")).to_have_value("Ada Lovelace")
    app.type("email", "ada@")
    expect(app.top().get_by_text("Enter a valid email address")).to_be_visible()
    expect(app.control("submit")).to_be_disabled()
    app.type("email", "ada@example.com")
    expect(app.top().get_by_text("Enter a valid email address")).to_have_count(0)
    expect(app.control("submit")).to_be_enabled()
    # The simulated request takes NVC_SIGNUP_LATENCY_MS: the page must show it busy, with the
    # spinner animating, in between. An observer records what the page showed, so a short
    # state cannot slip between two polls.
    app.page.evaluate(WATCH_BUSY)
    app.control("submit").click()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    seen = app.page.evaluate("window.__nanoSeen")
    check(seen["busy"], "the body never had class is-busy while the sign-up request ran")
    check(seen["spinner"], "no .nano-spinner.is-animating[role=status] showed while the sign-up request ran")
    expect(app.page.locator("body")).not_to_have_class(BUSY)
    expect(app.top().locator(".nano-spinner.is-animating")).to_have_count(0)
    expect(app.top().locator("h1")).to_have_text("Notifications")
    expect(app.page).to_have_title("Notifications")
    expect(app.control("notifications")).to_be_checked()
    expect(app.control("back")).to_have_text("\u2039 Settings")
    expect(app.control("back")).to_have_attribute("aria-label", "Back to Settings")
    # The link built the Settings tab's stack, Settings > Notifications: back goes to the list,
    # the tab's root (no back button), and the tab bar marks Settings.
    app.tap("back")
    app.expect_scene("SettingsListScene", "/settings")
    expect(app.control("back")).to_have_count(0)
    expect(app.tabs().locator('[aria-current="page"]')).to_have_attribute("data-tab", "settings")


def typing_key_by_key(s: Scenario) -> None:
    """Every field keeps its caret across the screens each keystroke brings back: an email
    field (whose selection a script cannot read) types in order, and a key typed at the start
    of a name lands at the start."""
    app = s.app()
    app.open("/signup")
    app.expect_scene("SignUpScene")
    field_ = app.control("email")
    field_.click()
    field_.press_sequentially("ada@example.com", delay=60)  # slower than a screen comes back
    app.settle()
    expect(app.control("email")).to_have_value("ada@example.com")
    app.type("name", "Ada Lovelace", keystrokes=True)
    app.control("name").press("Home")
    app.control("name").press_sequentially("X", delay=60)
    app.settle()
    expect(app.control("name")).to_have_value("XAda Lovelace")
    expect(app.control("submit")).to_be_enabled()


def toggle_persists_across_reload(s: Scenario) -> None:
    """(2) Switching notifications off survives a reload; the list reads it back as Off."""
    app = s.signed_in("/settings/notifications")
    app.expect_scene("NotificationsScene")
    expect(app.control("notifications")).to_be_checked()
    app.toggle("notifications")
    expect(app.control("notifications")).not_to_be_checked()
    app.reload()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    expect(app.control("notifications")).not_to_be_checked()
    app.tap("back")
    app.expect_scene("SettingsListScene", "/settings")
    expect(app.row("settings", 0)).to_contain_text("Off")
    app.reload()
    app.expect_scene("SettingsListScene", "/settings")
    expect(app.row("settings", 0)).to_contain_text("Off")


def back_and_forward_walk_the_stack(s: Scenario) -> None:
    """(3) Browser back and forward walk the selected tab's stack: Settings > Notifications >
    Appearance, in the Settings tab that Home's Settings button selects."""
    app = s.signed_in("/")
    app.expect_scene("HomeScene")
    app.open("/")  # a fresh page load: history starts at Home
    app.expect_scene("HomeScene", HOME_PATH)
    app.tap("settings")  # selects the Settings tab: the entry is replaced, not pushed
    app.expect_scene("SettingsListScene", "/settings")
    app.row("settings", 0).click()
    app.settle()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    app.page.go_back()
    app.expect_scene("SettingsListScene", "/settings")
    app.page.go_forward()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    expect(app.page).to_have_title("Notifications")
    # The in-app back button and the browser's agree.
    app.tap("back")
    app.expect_scene("SettingsListScene", "/settings")
    app.page.go_forward()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    app.page.go_back()
    app.expect_scene("SettingsListScene", "/settings")
    app.settle()
    history = [m for m in app.sent if m.get("action") == "history"]
    check(history, "browser back/forward sent no {\"action\":\"history\"} message")


def history_follows_a_replaced_stack(s: Scenario) -> None:
    """(issue 38 item 1) A sign-up that resumes a link replaces the stack, and the history
    entries with it: Back from Notifications goes to Settings, the screen below, never to the
    sign-up form; /signup while signed in shows home, not the form; after Log out, Back reaches
    no signed-in screen."""
    app = s.app()
    app.open("/settings/notifications")
    app.sign_up()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    app.page.go_back()
    app.settle()
    app.expect_scene("SettingsListScene", "/settings")
    app.page.go_forward()
    app.settle()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    app.tap("back")
    app.expect_scene("SettingsListScene", "/settings")
    # The sign-up form is for signing up: a signed-in browser asking for it gets home.
    app.open("/signup")
    app.expect_scene("HomeScene", "/home")
    app.reload()
    app.expect_scene("HomeScene", "/home")
    # Log out replaces the stack with sign-up: Back then leaves that page's entries, never
    # showing a signed-in screen again.
    app.tap("logout")
    app.expect_scene("SignUpScene", "/signup")
    app.page.go_back()
    app.page.wait_for_load_state()
    app.page.wait_for_timeout(300)
    if app.page.url.startswith(app.base):
        app.settle()
        app.expect_scene("SignUpScene")


def a_typed_address_lands_on_its_screen(s: Scenario) -> None:
    """(issue 38 item 2) A URL typed in the address bar while the app shows another screen
    lands on the typed screen, every time, whether it is in another tab of the app (Rewards)
    or below the screen showing (Settings, under Profile): the page being left applies no
    history move of its own over the person's navigation (which would abort it, or take the
    app back), and a reload stays on the typed screen."""
    app = s.signed_in("/")
    app.expect_scene("HomeScene")
    typed = [("/rewards", "RewardsScene"), ("/settings", "SettingsListScene"), ("/home", "HomeScene")]
    for attempt in range(3):
        for path, scene in typed:
            for _ in range(2):  # selects the tab (its stack as left), then goes to its root
                app.tabs().locator('[data-control-id="tab-settings"]').click()
                app.settle()
            app.expect_scene("SettingsListScene", "/settings")
            app.row("settings", 2).click()  # Profile
            app.settle()
            app.expect_scene("ProfileScene", "/settings/profile")
            try:
                app.open(path)  # page.goto: a browser-initiated navigation, as typed
                app.settle()
                app.expect_scene(scene, path)
                app.page.wait_for_timeout(150)  # a late history move of the old page lands by now
                app.expect_scene(scene, path)
            except Exception as error:  # noqa: BLE001 - an aborted navigation raises too
                raise AssertionError(f"try {attempt + 1}, typing {path}: {str(error).splitlines()[0]}") from None
    app.open("/rewards")
    app.reload()
    app.expect_scene("RewardsScene", "/rewards")


def browser_tabs_are_apps_of_their_own(s: Scenario) -> None:
    """(issue 38 item 6) Two tabs of one browser are two apps over one state, like two windows
    of an iPad app: signed in once, each with its own stack; moving, going back or reloading
    one never moves the other (which is sent nothing), and each tab's reload keeps its own."""
    first = s.signed_in("/settings")
    first.expect_scene("SettingsListScene", "/settings")
    second = App(first.page.context.new_page(), s.server.url)  # a second tab: the same cookie
    s.apps.append(second)
    second.open("/rewards")
    second.expect_scene("RewardsScene", "/rewards")  # signed in already: the browser's state

    def quiet(app: App, action: Callable[[], None]) -> None:
        heard = len(app.received)
        action()
        app.page.wait_for_timeout(300)
        check(len(app.received) == heard, f"the other tab was sent {app.received[heard:][:2]}")

    def open_notifications() -> None:
        first.row("settings", 0).click()
        first.settle()
        first.expect_scene("NotificationsScene", "/settings/notifications")

    quiet(second, open_notifications)
    second.expect_scene("RewardsScene", "/rewards")

    def second_moves() -> None:
        second.open("/settings")  # typed in the second tab: its app goes on there
        second.expect_scene("SettingsListScene", "/settings")
        second.row("settings", 1).click()  # Appearance
        second.settle()
        second.expect_scene("AppearanceScene")
        second.page.go_back()  # Back in the second tab: its own stack
        second.settle()
        second.expect_scene("SettingsListScene", "/settings")

    quiet(first, second_moves)
    first.expect_scene("NotificationsScene", "/settings/notifications")

    def first_goes_back() -> None:
        first.page.go_back()
        first.settle()
        first.expect_scene("SettingsListScene", "/settings")

    quiet(second, first_goes_back)
    second.expect_scene("SettingsListScene", "/settings")
    first.page.go_forward()
    first.settle()
    first.expect_scene("NotificationsScene", "/settings/notifications")
    # A reload continues its tab's app: each tab's stacks are where that tab left them.
    first.reload()
    first.expect_scene("NotificationsScene", "/settings/notifications")
    second.reload()
    second.expect_scene("SettingsListScene", "/settings")
    second.tabs().locator('[data-control-id="tab-home"]').click()
    second.settle()
    second.expect_scene("RewardsScene", "/rewards")  # the second tab's Home tab, as it left it
    first.tabs().locator('[data-control-id="tab-home"]').click()
    first.settle()
    first.expect_scene("HomeScene", HOME_PATH)  # the first tab never opened Rewards
    sessions = [app.page.evaluate("sessionStorage.getItem('nano-session')") for app in (first, second)]
    check(all(sessions) and sessions[0] != sessions[1], f"the tabs' sessions: {sessions}")


def tabs_keep_their_stacks(s: Scenario) -> None:
    """(issue 37) The root is tabs: a <nav> of buttons, the selected one aria-current; a link
    selects its tab; switching keeps each tab's stack; the selected tab's button goes back to
    its root; sign-up replaces the tabs (no bar) and a modal covers them."""
    app = s.app()
    app.open("/settings/notifications")
    app.expect_scene("SignUpScene")
    expect(app.tabs()).to_have_count(0)
    app.sign_up()
    app.expect_scene("NotificationsScene", "/settings/notifications")
    expect(app.tabs()).to_have_attribute("aria-label", "Tabs")
    expect(app.tabs().locator("button")).to_have_text(["Home", "Catalog", "Settings"])
    expect(app.tabs().locator('[aria-current="page"]')).to_have_attribute("data-control-id", "tab-settings")
    app.tabs().locator('[data-control-id="tab-home"]').click()
    app.settle()
    app.expect_scene("HomeScene", HOME_PATH)
    expect(app.tabs().locator('[aria-current="page"]')).to_have_attribute("data-control-id", "tab-home")
    app.tabs().locator('[data-control-id="tab-settings"]').click()
    app.settle()
    app.expect_scene("NotificationsScene", "/settings/notifications")  # the tab kept its stack
    app.tabs().locator('[data-control-id="tab-settings"]').click()
    app.settle()
    app.expect_scene("SettingsListScene", "/settings")  # the selected tab: back to its root
    sent = [m.get("tab") for m in app.sent if m.get("action") == "selectTab"]
    check(sent == ["home", "settings", "settings"], f"the tab buttons sent {sent}")
    app.row("settings", 3).click()  # About, a sheet over the tabs
    app.settle()
    app.expect_scene("AboutScene", "/settings/about")
    expect(app.tabs()).to_have_count(0)


def about_is_a_modal_sheet(s: Scenario) -> None:
    """(4) About opens as a sheet (dialog, list behind it inert); Done closes it."""
    app = s.signed_in("/settings")
    app.expect_scene("SettingsListScene", "/settings")
    app.row("settings", 3).click()
    app.settle()
    sheet = app.page.locator("#nano-app section.nano-layer.nano-sheet")
    expect(sheet).to_have_count(1)
    app.expect_scene("AboutScene", "/settings/about")
    expect(sheet).to_have_attribute("role", "dialog")
    expect(sheet).to_have_attribute("aria-modal", "true")
    expect(app.layer("SettingsListScene")).to_have_attribute("inert", "")
    expect(app.top()).to_contain_text("Nano 0.1.0")
    expect(app.control("right-bar-button")).to_have_text("Done")
    app.tap("right-bar-button")
    expect(sheet).to_have_count(0)
    app.expect_scene("SettingsListScene", "/settings")
    expect(app.layer("SettingsListScene")).not_to_have_attribute("inert", "")
    # The link opens the sheet too, over the list.
    app.open("/settings/about")
    app.expect_scene("AboutScene")
    expect(sheet).to_have_count(1)
    expect(app.layer("SettingsListScene")).to_have_attribute("inert", "")


def list_pull_to_refresh(s: Scenario) -> None:
    """(5) The settings list's refresh sends `refresh`, is acknowledged, and the rows stay."""
    app = s.signed_in("/settings")
    app.expect_scene("SettingsListScene")
    settings = app.control("settings")
    expect(settings.locator("[data-row]")).to_have_count(4)
    refresh = settings.locator("[data-refresh]")
    expect(refresh).to_be_enabled()
    refresh.click()
    app.settle()
    sent = [m for m in app.sent if m.get("action") == "refresh"]
    check(sent and sent[-1].get("id") == "settings", f"the refresh button sent {sent or 'nothing'}, "
          "expected {\"action\":\"refresh\",\"id\":\"settings\"}")
    acked = [m for m in app.received if m.get("type") in ("screen", "patch") and m.get("ack") == sent[-1]["seq"]]
    check(acked, f"no screen or patch message acknowledged the refresh (seq {sent[-1]['seq']})")
    expect(refresh).to_be_enabled()  # the refresh ended
    expect(refresh).not_to_have_class(re.compile(r"is-refreshing"))
    expect(settings.locator("[data-row]")).to_have_count(4)
    expect(app.row("settings", 0)).to_contain_text("On")
    expect(app.row("settings", 2)).to_contain_text("ada@example.com")


def rewards_confirm_through_its_states(s: Scenario) -> None:
    """(6) Rewards with a blocked card: Unblock, then Join, then member (no button), kept on reload."""
    app = s.signed_in("/rewards/card/blocked")
    app.expect_scene("RewardsScene")
    expect(app.top()).to_contain_text("Your card is blocked")
    expect(app.control("confirm")).to_have_text("Unblock card")
    app.tap("confirm")
    expect(app.top()).to_contain_text("Earn points on every purchase")
    expect(app.control("confirm")).to_have_text("Join rewards")
    app.tap("confirm")
    expect(app.top()).to_contain_text("You are a member")
    expect(app.control("confirm")).to_be_hidden()
    app.reload()
    app.expect_scene("RewardsScene")
    expect(app.top()).to_contain_text("You are a member")


def contexts_are_isolated(s: Scenario) -> None:
    """(7) A sign-up in one browser context does not sign in another; sessions stay apart."""
    ada = s.signed_in("/")
    ada.expect_scene("HomeScene")
    expect(ada.top()).to_contain_text("Welcome, Ada Lovelace")
    cookies = ada.page.context.cookies()
    check(cookies and all(cookie["httpOnly"] for cookie in cookies),
          f"the session cookie must be HttpOnly: {[(c['name'], c['httpOnly']) for c in cookies]}")
    check(ada.page.evaluate("document.cookie") == "", "the page's script can read the session cookie")

    grace = s.app()
    grace.open("/")
    grace.expect_scene("SignUpScene")
    grace.open("/settings/profile")
    grace.expect_scene("SignUpScene")
    grace.sign_up("Grace Hopper", "grace@example.com")
    grace.expect_scene("ProfileScene", "/settings/profile")
    expect(grace.top()).to_contain_text("grace@example.com")
    expect(grace.top()).not_to_contain_text("ada@example.com")

    ada.open("/settings/profile")
    ada.expect_scene("ProfileScene")
    expect(ada.top()).to_contain_text("ada@example.com")
    expect(ada.top()).not_to_contain_text("Grace")


def hostile_text_stays_text(s: Scenario) -> None:
    """(8) A name with markup and a right-to-left override is shown as text, never run."""
    app = s.app()
    app.open("/")
    app.sign_up(HOSTILE_NAME, "mallory@example.com")
    app.expect_scene("HomeScene")
    for path in ("/", "/settings/profile"):
        if path != "/":
            app.open(path)
        main = app.page.locator("#nano-app")
        expect(main).to_contain_text("<img src=x onerror=alert(1)>")
        expect(main).to_contain_text("\\u{202E}exe.txt")
        expect(app.page.locator("#nano-app img")).to_have_count(0)
        text = main.inner_text()
        check("\u202e" not in text, f"{path}: the raw U+202E reached the page's text: {text!r}")
        html = app.page.context.request.get(app.base + path).text()
        check("<img src=x" not in html, f"GET {path}: the name is in the HTML unescaped")
    app.page.wait_for_timeout(300)  # an onerror handler would have run by now
    check(not app.dialogs, f"a dialog opened: {app.dialogs}")


def errors_are_typed_pages(s: Scenario) -> None:
    """(9) An unknown route is 404 and an invalid link 400, each a typed error page of its own
    (no app under it, no script) whose link goes home."""
    app = s.app()
    app.open("/no/such/route", status=404, connect=False)
    block = app.page.locator("section.nano-error[role=alert]")
    expect(block).to_have_count(1)
    expect(block).to_have_attribute("data-error-kind", "noRoute")
    expect(block).to_have_attribute("data-status", "404")
    expect(block).to_contain_text("no/such/route")
    expect(app.page.locator('a[href="/"]')).not_to_have_count(0)
    # (issue 38 item 5) A fresh browser stays on the page it asked for: the address keeps the
    # link, and no "Starting…" waits under the error for a screen the new session does not have.
    app.page.wait_for_timeout(500)
    app.expect_path("/no/such/route")
    expect(app.page.locator("#nano-app")).to_have_count(0)
    expect(app.page).to_have_title("Page not found")
    app.page.locator('a.nano-home-link[href="/"]').click()
    app.settle()
    app.expect_scene("SignUpScene")

    app.open("/settings/appearance/sepia", status=400, connect=False)
    expect(block).to_have_count(1)
    expect(block).to_have_attribute("data-error-kind", "invalidLink")  # DeepLinkError.Kind, as the CLI's exit 65
    expect(block).to_have_attribute("data-status", "400")
    expect(block).to_contain_text("parameter 'mode' is 'sepia'")
    # The same statuses without a browser.
    for path, status in (("/no/such/route", 404), ("/settings/appearance/sepia", 400)):
        got, _, body = http_get(s.server, path)
        check(got == status, f"GET {path} (http.client) answered {got}, expected {status}")
        check(b"nano-error" in body, f"GET {path}: no error block in the page")


def foreign_origin_socket_is_refused(s: Scenario) -> None:
    """(10) The WebSocket handshake works from the page's own origin and not from another one."""
    cookie = session_cookie(s.server)
    own = f"http://127.0.0.1:{s.server.port}"
    status, head = websocket_handshake(s.server, own, cookie)
    check(status == 101, f"the handshake from the page's own origin {own} answered {status}, expected 101:\n{head}")
    for origin in ("http://evil.example", "null", f"http://127.0.0.1:{s.server.port + 1}"):
        status, head = websocket_handshake(s.server, origin, cookie)
        check(status != 101, f"the handshake with Origin {origin!r} was accepted (101)")
        check(400 <= status < 500, f"the handshake with Origin {origin!r} answered {status or 'nothing'}, expected 403:\n{head}")


OVERSIZED_MESSAGE = """(path) => new Promise((resolve) => {
  const socket = new WebSocket("ws://" + location.host + path);
  socket.onopen = () => socket.send(JSON.stringify({ seq: 1, action: "type", id: "name", text: "x".repeat(70000) }));
  socket.onclose = (event) => resolve(event.code);
  setTimeout(() => resolve(-1), 5000);
})"""


def oversized_message_closes_only_its_socket(s: Scenario) -> None:
    """A WebSocket message over the 64 KiB limit closes that socket with 1009 and changes
    nothing: the session's own page and another browser's go on."""
    app = s.signed_in("/settings/notifications")
    other = s.signed_in("/settings")
    code = app.page.evaluate(OVERSIZED_MESSAGE, "/_nano/socket")
    # 1009 is what the server sends. On a loaded machine the browser sometimes reports 1006
    # (closed without a close frame) for the same close: FlyingFox ends the connection as the
    # socket's stream finishes, and the close frame can lose that race (seen once in four full
    # runs on 2026-12-08; issue 38 item 9's move off FlyingFox is where it gets fixed). Either
    # way the socket is closed; -1 (still open after 5 s) or any other code fails.
    check(code in (1009, 1006), f"an oversized message closed its socket with {code}, expected 1009")
    app.toggle("notifications")
    expect(app.control("notifications")).not_to_be_checked()
    other.tabs().locator('[data-control-id="tab-home"]').click()  # the list is the Settings tab's root
    other.settle()
    other.expect_scene("HomeScene", "/home")


def assets_do_not_escape(s: Scenario) -> None:
    """(11) /_nano/assets/ serves nano.css and nano.js and nothing outside them."""
    status, headers, body = http_get(s.server, "/_nano/assets/nano.css")
    check(status == 200 and "text/css" in headers.get("content-type", ""),
          f"nano.css answered {status} {headers.get('content-type')}")
    status, headers, _ = http_get(s.server, "/_nano/assets/nano.js")
    check(status == 200 and "javascript" in headers.get("content-type", ""),
          f"nano.js answered {status} {headers.get('content-type')}")
    for path in ("/_nano/assets/../../etc/passwd", "/_nano/assets/..%2F..%2Fetc%2Fpasswd",
                 "/_nano/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/_nano/assets/nano.css/../../../../etc/passwd",
                 "/_nano/assets//etc/passwd", "/_nano/assets/..%5C..%5Cetc%5Cpasswd", "/_nano/assets/Package.swift"):
        status, _, body = http_get(s.server, path)
        check(b"root:" not in body, f"GET {path} served /etc/passwd")
        check(status in (400, 403, 404), f"GET {path} answered {status}, expected 400, 403 or 404")


def a_browser_session_replays_as_a_script(s: Scenario) -> None:
    """(issue 25) `serve --record DIR` keeps each browser session as a script: signing up in
    the browser, key by key, is written as `open`, one `type` per field, `tap submit` and the
    last screen's `expect` lines, and `nvc-web open LINK --script FILE` replays it to the same
    screen (exit 0: every expectation holds)."""
    app = s.app()
    app.open("/signup")
    app.expect_scene("SignUpScene")
    app.type("name", "Ada Lovelace", keystrokes=True)
    app.type("email", "ada@example.com")
    app.tap("submit")
    app.expect_scene("HomeScene", "/home")
    # One recording per session, a browser tab's app: the id the page keeps in its tab.
    session = app.page.evaluate("sessionStorage.getItem('nano-session')")
    check(session, "the page keeps no session id in its tab's sessionStorage")
    recording = RECORDINGS / f"{session}.nvc"
    check(recording.is_file(), f"no recording at {recording}")
    script = recording.read_text(encoding="utf-8")
    lines = [line for line in script.splitlines() if not line.startswith("#")]
    check(lines[:4] == ["open nvc://signup", "type name Ada Lovelace", "type email ada@example.com", "tap submit"],
          f"the recorded steps: {lines[:6]}")
    check(any(line.startswith("expect welcome ") for line in lines), f"no expectation about Home:\n{script}")
    replay = subprocess.run(
        [str(s.server.nvc), "open", "nvc://signup", "--ephemeral", "--script", str(recording)],
        capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        env=dict(os.environ, NVC_SIGNUP_LATENCY_MS="0", NO_COLOR="1"))
    check(replay.returncode == 0, f"the replay exited {replay.returncode}:\n{replay.stdout}{replay.stderr}")
    check("HomeScene" in replay.stdout, f"the replay did not end on Home:\n{replay.stdout}")
    # A screen that differs from the recording fails the replay, naming the control.
    welcome = next(line for line in lines if line.startswith("expect welcome text "))
    edited = recording.with_name("edited.nvc")
    edited.write_text(script.replace(welcome, "expect welcome text Welcome, Grace"), encoding="utf-8")
    failed = subprocess.run(
        [str(s.server.nvc), "open", "nvc://signup", "--ephemeral", "--script", str(edited)],
        capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        env=dict(os.environ, NVC_SIGNUP_LATENCY_MS="0", NO_COLOR="1"))
    check(failed.returncode == 1 and "welcome.text" in failed.stderr,
          f"the edited replay exited {failed.returncode}: {failed.stderr}")


def leak_lines_fail_a_scenario() -> None:
    """The leak check reads the server's log: a planted report after the scenario's mark fails
    it, naming the object; one before the mark, or other lines, do not."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "server.log"
        before = "nano: leak: EarlierScene is still alive 250 ms after it was released\n"
        log.write_text("$ nvc-web serve\nServing nvc on http://127.0.0.1:1\n" + before, encoding="utf-8")
        server = Server(Path("nvc-web"), log_path=log)
        mark = server.log_mark()
        server.check_no_leaks(mark)  # nothing after the mark
        with log.open("a", encoding="utf-8") as out:
            out.write("nvc: warning: not a leak\nnano: leak: the leak detector is mentioned\n")
        server.check_no_leaks(mark)  # neither line is a report
        with log.open("a", encoding="utf-8") as out:
            out.write("nano: leak: PlantedScene.viewModel is still alive 230 ms after it was released\n")
        try:
            server.check_no_leaks(mark)
        except AssertionError as error:
            check("PlantedScene.viewModel is still alive 230 ms" in str(error) and "EarlierScene" not in str(error),
                  f"the failure does not name the planted leak alone: {error}")
        else:
            raise AssertionError("a planted leak line after the mark did not fail the check")


SCENARIOS: list[tuple[str, Callable[[Scenario], None]]] = [
    ("guarded link resumes after sign-up", guarded_link_resumes_after_sign_up),
    ("typing key by key", typing_key_by_key),
    ("patches build the page a fresh render shows", patches_build_the_fresh_page),
    ("toggle persists across reload", toggle_persists_across_reload),
    ("back and forward walk the stack", back_and_forward_walk_the_stack),
    ("history follows a replaced stack", history_follows_a_replaced_stack),
    ("a typed address lands on its screen", a_typed_address_lands_on_its_screen),
    ("browser tabs are apps of their own", browser_tabs_are_apps_of_their_own),
    ("tabs keep their stacks", tabs_keep_their_stacks),
    ("About is a modal sheet, Done closes it", about_is_a_modal_sheet),
    ("list pull-to-refresh", list_pull_to_refresh),
    ("Rewards confirm through its states", rewards_confirm_through_its_states),
    ("browser contexts are isolated", contexts_are_isolated),
    ("hostile name shows as text", hostile_text_stays_text),
    ("unknown route 404, invalid link 400", errors_are_typed_pages),
    ("WebSocket from a foreign origin is refused", foreign_origin_socket_is_refused),
    ("asset path traversal serves nothing", assets_do_not_escape),
    ("an oversized message closes only its socket", oversized_message_closes_only_its_socket),
    ("a browser session replays as a script", a_browser_session_replays_as_a_script),
    *APPEARANCE_SCENARIOS,
    *FORM_SCENARIOS,
    *OFFLINE_SCENARIOS,
    *CATALOG_SCENARIOS,
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nvc", type=Path, required=True, help="the nvc-web binary to run as `nvc-web serve`")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only scenarios whose name contains NAME")
    options = parser.parse_args(argv)

    runner = Runner("e2e")
    runner.run("leak lines fail a scenario", leak_lines_fail_a_scenario)
    chosen = [(name, case) for name, case in SCENARIOS
              if not options.only or any(part.lower() in name.lower() for part in options.only)]
    if not chosen:
        runner.fail("scenario selection", f"no scenario matches {options.only}")
        return runner.finish()
    for stale in FAILURES.glob("*.png"):
        stale.unlink()
    if not (options.nvc.is_file() and os.access(options.nvc, os.X_OK)):
        runner.fail("nvc-web serve starts", f"no executable at {options.nvc}")
        return runner.finish()

    server = Server(options.nvc.resolve())
    if not runner.run("nvc-web serve starts and prints its URL", server.start):
        for name, _ in chosen:
            runner.fail(name, "not run: the server did not start")
        return runner.finish()
    try:
        run_scenarios(runner, server, chosen)
    finally:
        def stops_cleanly() -> None:
            running = server.alive()
            code = server.stop()
            check(running, f"the server had already exited ({code}) before SIGTERM{server.tail()}")
            check(code is not None, f"the server did not exit within 15 s of SIGTERM (killed){server.tail()}")
            check(code == 0, f"the server exited {code} on SIGTERM, expected 0{server.tail()}")

        runner.run("nvc-web serve exits 0 on SIGTERM", stops_cleanly)
    return runner.finish()


def run_scenarios(runner: Runner, server: Server, chosen: list[tuple[str, Callable[[Scenario], None]]]) -> None:
    with sync_playwright() as playwright:
        try:
            browser = launch(playwright)
        except Exception as error:  # noqa: BLE001 - no browser: every scenario fails
            for name, _ in chosen:
                runner.fail(name, f"not run: Chromium did not start: {error}")
            return
        try:
            for name, case in chosen:
                scenario = Scenario(name, browser, server)

                def body(case: Callable[[Scenario], None] = case, scenario: Scenario = scenario) -> None:
                    check(server.alive(), f"the server is not running{server.tail()}")
                    mark = server.log_mark()
                    try:
                        case(scenario)
                        scenario.check_clean()
                    except BaseException:
                        # What this scenario released is reported now, not in the next one.
                        with contextlib.suppress(Exception):
                            server.settle_for_leaks()
                        raise
                    server.settle_for_leaks()
                    server.check_no_leaks(mark)

                runner.run(name, body, on_failure=scenario.save_failure)
                scenario.close()
        finally:
            browser.close()


if __name__ == "__main__":
    sys.exit(main())
