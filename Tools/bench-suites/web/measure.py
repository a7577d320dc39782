"""Tools/bench web's measuring program (run by Tools/bench-suites/web.sh; not a test).

    PYTHON measure.py --nvc NVC --echo WEB_ECHO --out DIR [--quick]

Three parts, each against its own `NVC serve --port 0 --ephemeral` (loopback only), one after
the other:

1. Input round trip. Debian's Chromium (Playwright) shows the sign-up screen with the name
   filled in and the email at `ada@example.` (invalid); one keystroke (`c`) makes it valid, and
   the sample is the time from that key's `keydown` to the submit button being enabled in the
   DOM (a MutationObserver), both read from `performance.now()` in the page. The baseline is
   the same keystroke on WEB_ECHO's page (Tools/WebEcho: the same `input` → one JSON message →
   FlyingFox's EchoWSMessageHandler → `onmessage` sets the button), in the same browser, the
   two pages alternating sample by sample. Also recorded: the socket part alone, from the
   page's `WebSocket.send` to that socket's next `message` event. After each sample a
   Backspace (untimed) makes the email invalid again and waits for the button to be disabled.
   Then, without a browser, the same `type` message from Python (`websockets`) to both
   servers, alternating, send → its answer: the servers' own part.
2. Memory per idle session: VmRSS from /proc/PID/status at start, then after N sessions, each
   a plain HTTP `GET /` without a cookie (its first screen) whose page's WebSocket then opens
   and closes (a page load alone only waits in the server's bounded pool: the socket makes it
   a session), then per session.
3. N concurrent sessions (asyncio, `websockets`): each gets `/signup` (its cookie), opens the
   page's WebSocket (`Origin` the server itself), types a name and an email, taps submit,
   waits for Home, taps Settings and waits for Settings; every socket stays open until all
   sessions are done, so N sessions are connected at once. A session that does not get each
   screen fails the run. Then every socket closes, the server (`--session-timeout 2`) expires
   them and trims its heap (then and 21 s later), and: VmRSS 4 s and 25 s after the close
   against the start and against the server warmed up by 20 sessions that came and expired;
   every session's cookie must now be refused with close code 4001 (the session is gone).
   Twice, on a server as a release build runs it (NANO_DETECT_LEAKS=0). Then the same two
   rounds on a server with the leak detector on, where one new page load makes the app run
   its leak check (LeakDetector, NANO_DETECT_LEAKS=1: every scene and view model that left a
   stack, including those of closed sessions, still alive 200 ms later is written to stderr
   as `nano: leak: ...`), and the server's stderr is counted for such lines.

Prints `NAME<TAB>VALUE` lines on stdout; progress on stderr; exits 1 with the reason when a
check fails (a screen not seen, a session not expired, a server that does not exit 0).
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import re
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.dont_write_bytecode = True

CHROMIUM = os.environ.get("NANO_CHROMIUM", "/usr/bin/chromium")
NANO_BANNER = re.compile(r"^Serving nvc on (http://127\.0\.0\.1:(\d+))/?$")
ECHO_BANNER = re.compile(r"^Echo on (http://127\.0\.0\.1:(\d+))/?$")
COOKIE = re.compile(r"(?:^|;\s*)nano_session=([0-9a-f]{32})(?:;|$)")
HOME_PATH = re.compile(r"^/(home)?$")
NAME = '[data-control-id="name"]'
EMAIL = '[data-control-id="email"]'
SUBMIT = '[data-control-id="submit"]'
LEAK_LINE = re.compile(r"^nano: leak: .*$", re.M)


class Failure(Exception):
    """A check that failed: the benchmark fails with this message."""


def note(message: str) -> None:
    print("  " + message, file=sys.stderr, flush=True)


def emit(name: str, value: float | int) -> None:
    print(f"{name}\t{value}", flush=True)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile: the smallest value with at least p % of the values at or below it."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))  # ceil
    return ordered[int(rank) - 1]


# ---- Servers ----------------------------------------------------------------------------------


class Server:
    """A server as a child process: its address from the first stdout line, stderr to a file."""

    def __init__(self, name: str, argv: list[str], banner: re.Pattern[str], out: Path, env: dict[str, str]) -> None:
        self.name = name
        self.stderr_path = out / f"{name}.stderr"
        environment = dict(os.environ)
        environment.update(env)
        with open(self.stderr_path, "wb") as stderr:
            self.process = subprocess.Popen(
                argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=stderr, env=environment)
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], 60)
        line = self.process.stdout.readline().decode(errors="replace").strip() if ready else ""
        match = banner.match(line)
        if not match:
            self.process.kill()
            self.process.wait()
            raise Failure(f"{name}: expected the address as the first line, got {line!r} "
                          f"(stderr: {self.stderr_path})")
        self.url = match.group(1)
        self.port = int(match.group(2))
        # Whatever else it prints is drained, so the pipe never fills.
        threading.Thread(target=self.process.stdout.read, daemon=True).start()

    @property
    def pid(self) -> int:
        return self.process.pid

    def rss_kib(self) -> int:
        """VmRSS from /proc/PID/status, in KiB."""
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise Failure(f"{self.name}: no VmRSS in /proc/{self.pid}/status")

    def stop(self, expect_zero: bool = True) -> None:
        """SIGTERM; the server must exit (0, when expected) within 15 s."""
        if self.process.poll() is not None:
            raise Failure(f"{self.name}: the server exited early ({self.process.returncode}; "
                          f"stderr: {self.stderr_path})")
        self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise Failure(f"{self.name}: the server did not exit within 15 s of SIGTERM")
        if expect_zero and code != 0:
            raise Failure(f"{self.name}: the server exited {code} on SIGTERM (stderr: {self.stderr_path})")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")


def serve(nvc: str, name: str, out: Path, *options: str, env: dict[str, str] | None = None) -> Server:
    return Server(name, [nvc, "serve", "--port", "0", "--ephemeral", *options], NANO_BANNER, out, env or {})


# ---- 1. Input round trip ----------------------------------------------------------------------

# Added to every page before its own script: timestamps of the armed keystroke's keydown, the
# page's next WebSocket send, that socket's next message, and the moment the submit button's
# state in the DOM is the expected one (MutationObserver). Playwright's init scripts are not
# subject to the page's Content-Security-Policy.
INSTRUMENT = """(() => {
  const bench = window.__bench = { armed: false, expect: null, keyAt: null, sendAt: null,
    messageAt: null, domAt: null, messages: 0 };
  const Native = window.WebSocket;
  const send = Native.prototype.send;
  Native.prototype.send = function (data) {
    if (bench.armed && bench.keyAt !== null && bench.sendAt === null) bench.sendAt = performance.now();
    return send.call(this, data);
  };
  class Watched extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => {
        bench.messages += 1;
        if (bench.armed && bench.sendAt !== null && bench.messageAt === null) bench.messageAt = performance.now();
      });
    }
  }
  window.WebSocket = Watched;
  window.addEventListener("keydown", () => {
    if (bench.armed && bench.keyAt === null) bench.keyAt = performance.now();
  }, true);
  const look = () => {
    if (!bench.armed || bench.keyAt === null || bench.domAt !== null) return;
    const button = document.querySelector('[data-control-id="submit"]');
    if (button && button.disabled === !bench.expect) bench.domAt = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true,
    attributeFilter: ["disabled"] });
})();"""

ARM = """(expect) => Object.assign(window.__bench, { armed: true, expect: expect, keyAt: null, sendAt: null,
  messageAt: null, domAt: null })"""
DONE = "() => window.__bench.domAt !== null"
READ = """() => { const b = window.__bench; b.armed = false; return [b.keyAt, b.sendAt, b.messageAt, b.domAt]; }"""


def open_page(browser, url: str, ready: str):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(INSTRUMENT)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(ready, timeout=20_000)
    return page


def settle(page, action) -> None:
    """Runs `action` (one input event) and waits for the socket's answer to it."""
    before = page.evaluate("() => window.__bench.messages")
    action()
    page.wait_for_function(f"() => window.__bench.messages > {before}", timeout=20_000)


def prepare(page) -> None:
    settle(page, lambda: page.fill(EMAIL, "ada@example."))
    page.focus(EMAIL)
    if not page.is_disabled(SUBMIT):
        raise Failure("round trip: the submit button is enabled with 'ada@example.'")


def one_sample(page, kind: str) -> tuple[float, float]:
    """keydown → button enabled in the DOM, and the socket's send → message, in ms."""
    # The caret after the last character (untimed): the web host's page puts it at the start of
    # an email field each time a screen arrives (nano.js cannot read or restore the selection of
    # an <input type=email>), so without this the keystroke would go in front.
    page.keyboard.press("End")
    page.evaluate(ARM, True)
    # Key down only (keydown, keypress, input): its key up is sent once the sample is taken, so
    # the browser does not handle it inside the timed window.
    page.keyboard.down("c")
    page.wait_for_function(DONE, timeout=20_000)
    key, sent, answered, shown = page.evaluate(READ)
    page.keyboard.up("c")
    if None in (key, sent, answered, shown) or not key <= sent <= answered <= shown:
        raise Failure(f"round trip ({kind}): timestamps out of order or missing: "
                      f"keydown {key}, send {sent}, message {answered}, DOM {shown}")
    # Back to invalid, untimed: Backspace, then the button disabled again.
    page.keyboard.press("End")
    page.evaluate(ARM, False)
    page.keyboard.press("Backspace")
    page.wait_for_function(DONE, timeout=20_000)
    page.evaluate(READ)
    value = page.input_value(EMAIL)
    if value != "ada@example.":
        raise Failure(f"round trip ({kind}): the email field holds {value!r}, expected 'ada@example.'")
    return shown - key, answered - sent


def input_round_trip(nvc: str, echo: str, out: Path, samples: int, warmup: int) -> None:
    from playwright.sync_api import sync_playwright

    nano = serve(nvc, "round-trip", out)
    baseline = Server("echo", [echo], ECHO_BANNER, out, {})
    try:
        with sync_playwright() as playwright:
            if not os.access(CHROMIUM, os.X_OK):
                raise Failure(f"no Chromium at {CHROMIUM}: run Tools/lib/install-browser.sh")
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--disable-gpu"])
            pages = {
                "nano": open_page(browser, nano.url + "/signup", "() => window.__bench.messages >= 1"),
                "echo": open_page(browser, baseline.url + "/", "() => document.body.dataset.ready === '1'"),
            }
            if not pages["nano"].is_visible('section.nano-layer[data-scene="SignUpScene"]'):
                raise Failure("round trip: /signup did not show SignUpScene")
            settle(pages["nano"], lambda: pages["nano"].fill(NAME, "Ada"))
            for page in pages.values():
                prepare(page)
            note(f"round trip: {warmup} warm-up and {samples} timed keystrokes on each page, alternating ...")
            times: dict[str, dict[str, list[float]]] = {kind: {"dom": [], "socket": []} for kind in pages}
            for index in range(warmup + samples):
                order = ("nano", "echo") if index % 2 == 0 else ("echo", "nano")
                for kind in order:
                    dom, socket = one_sample(pages[kind], kind)
                    if index >= warmup:
                        times[kind]["dom"].append(dom)
                        times[kind]["socket"].append(socket)
            browser.close()
        note(f"round trip without a browser: {warmup} warm-up and {samples} timed messages on each socket ...")
        server_times = asyncio.run(socket_round_trips(nano.port, baseline.port, samples, warmup))
        nano.stop()
        baseline.stop(expect_zero=False)
    finally:
        nano.kill()
        baseline.kill()
    for kind in times:
        times[kind]["client"] = server_times[kind]
    with open(out / "round-trip.json", "w") as raw:
        json.dump(times, raw)
    emit("rt.samples", samples)
    for kind in ("nano", "echo"):
        for part in ("dom", "socket", "client"):
            for p in (50, 99):
                emit(f"rt.{kind}.{part}.p{p}", f"{percentile(times[kind][part], p):.3f}")


async def socket_round_trips(nano_port: int, echo_port: int, samples: int, warmup: int) -> dict[str, list[float]]:
    """The same `type` message without a browser (Python `websockets`, one socket each):
    send → the answer to it, alternating between the web host (a new sign-up session, the
    email flipping between valid and invalid) and the echo; in ms."""
    from websockets.asyncio.client import connect

    status, headers, _ = await http_get(nano_port, "/signup")
    cookie = COOKIE.search(headers.get("set-cookie", ""))
    if status != 200 or cookie is None:
        raise Failure(f"round trip without a browser: GET /signup answered {status} without a session")
    sockets = {
        "nano": await open_socket(nano_port, cookie.group(1)),
        "echo": await connect(f"ws://127.0.0.1:{echo_port}/_echo/socket", open_timeout=30, ping_interval=None,
                              compression=None),
    }
    times: dict[str, list[float]] = {"nano": [], "echo": []}
    try:
        await screen_until(sockets["nano"], "round trip without a browser (first screen)", scene("SignUpScene"))
        await sockets["nano"].send(json.dumps({"seq": 1, "action": "type", "id": "name", "text": "Ada"}))
        await screen_until(sockets["nano"], "round trip without a browser (name)", lambda m: m.get("ack") == 1)
        seq = 1
        for index in range(warmup + samples):
            order = ("nano", "echo") if index % 2 == 0 else ("echo", "nano")
            for kind in order:
                seq += 1
                valid = index % 2 == 0
                message = json.dumps({"seq": seq, "action": "type", "id": "email",
                                      "text": "ada@example.c" if valid else "ada@example."})
                socket = sockets[kind]
                began = time.perf_counter()
                await socket.send(message)
                if kind == "nano":
                    answer = await screen_until(socket, "round trip without a browser", lambda m: m.get("ack") == seq)
                    enabled = re.search(r'<button[^>]*data-control-id="submit"[^>]*>', markup(answer))
                    if enabled is None or ("disabled" in enabled.group(0)) == valid:
                        raise Failure(f"round trip without a browser: the submit button is not "
                                      f"{'enabled' if valid else 'disabled'} after {message}")
                elif await asyncio.wait_for(socket.recv(), 30) != message:
                    raise Failure("round trip without a browser: the echo answered something else")
                elapsed = (time.perf_counter() - began) * 1000
                if index >= warmup:
                    times[kind].append(elapsed)
    finally:
        for socket in sockets.values():
            await socket.close()
    return times


# ---- 2. Memory per idle session ---------------------------------------------------------------


def connect_once(port: int, cookie: str) -> None:
    """Opens the page's WebSocket with the session's cookie (which makes the session live),
    waits for the handshake's answer and the first screen's first bytes, and closes it."""
    head = (f"GET /_nano/socket HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            f"Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n"
            f"Cookie: nano_session={cookie}\r\n\r\n")
    with socket.create_connection(("127.0.0.1", port), timeout=20) as connection:
        connection.sendall(head.encode())
        answer = b""
        while b"\r\n\r\n" not in answer or answer.endswith(b"\r\n\r\n"):
            chunk = connection.recv(65536)
            if not chunk:
                break
            answer += chunk
    if not answer.startswith(b"HTTP/1.1 101"):
        raise Failure(f"idle sessions: the socket answered {answer[:40]!r}")


def new_session(port: int) -> str:
    """`GET /` without a cookie, then its page's socket once: a new session showing its first
    screen, no page connected; returns its id."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    try:
        connection.request("GET", "/")
        response = connection.getresponse()
        body = response.read()
        cookie = COOKIE.search(response.getheader("Set-Cookie") or "")
        if response.status != 200 or cookie is None or b'data-scene="' not in body:
            raise Failure(f"idle sessions: GET / answered {response.status}, "
                          f"Set-Cookie {response.getheader('Set-Cookie')!r}, {len(body)} bytes without a scene")
    finally:
        connection.close()
    connect_once(port, cookie.group(1))
    return cookie.group(1)


def idle_sessions(nvc: str, out: Path, count: int) -> None:
    server = serve(nvc, "idle", out, "--max-sessions", str(count + 10), "--session-timeout", "3600")
    try:
        time.sleep(1.0)
        start = server.rss_kib()
        note(f"idle sessions: RSS {start} KiB at start; {count} × GET / without a cookie ...")
        ids: set[str] = set()
        half = 0
        for index in range(count):
            ids.add(new_session(server.port))
            if index + 1 == count // 2:
                half = server.rss_kib()
        if len(ids) != count:
            raise Failure(f"idle sessions: {count} requests made {len(ids)} distinct sessions")
        time.sleep(1.0)
        after = server.rss_kib()
        server.stop()
    finally:
        server.kill()
    emit("idle.count", count)
    emit("idle.rss.start", start)
    emit("idle.rss.half", half)
    emit("idle.rss.after", after)
    emit("idle.per_session", f"{(after - start) / count:.2f}")
    emit("idle.per_session.second_half", f"{(after - half) / (count - count // 2):.2f}")


# ---- 3. Concurrent sessions, then expiry ------------------------------------------------------


async def http_get(port: int, path: str, cookie: str | None = None) -> tuple[int, dict[str, str], bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
        if cookie:
            request += f"Cookie: nano_session={cookie}\r\n"
        writer.write((request + "\r\n").encode())
        await writer.drain()
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        status = int(head[0].split()[1])
        headers = {}
        for line in head[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        body = await reader.readexactly(int(headers.get("content-length", "0")))
        return status, headers, body
    finally:
        writer.close()


async def open_socket(port: int, cookie: str):
    from websockets.asyncio.client import connect

    return await connect(
        f"ws://127.0.0.1:{port}/_nano/socket", origin=f"http://127.0.0.1:{port}",
        additional_headers={"Cookie": f"nano_session={cookie}"}, open_timeout=30, close_timeout=10,
        ping_interval=None, compression=None, max_size=1 << 22)


async def screen_until(socket, label: str, done) -> dict:
    """Reads screens and patches until `done(message)`; fails after 30 s without it."""
    seen = []
    try:
        async with asyncio.timeout(30):
            while True:
                message = json.loads(await socket.recv())
                if message.get("type") not in ("screen", "patch"):
                    raise Failure(f"{label}: a message that is neither a screen nor a patch: {str(message)[:200]}")
                seen.append((message.get("ack"), message.get("path"), message.get("busy")))
                if done(message):
                    return message
    except TimeoutError:
        raise Failure(f"{label}: no such screen within 30 s (got ack/path/busy {seen[-5:]})") from None


def markup(message: dict) -> str:
    """The HTML a message carries: a screen's, or every piece of a patch message's patches."""
    if message.get("type") == "screen":
        return message.get("html", "")
    pieces = []
    for patch in message.get("patches", []):
        pieces += [patch.get("html", ""), patch.get("tag", "")]
        pieces += [child for child in patch.get("order", []) if isinstance(child, str)]
    return "\n".join(pieces)


def scene(name: str):
    return lambda message, name=name: f'data-scene="{name}"' in message.get("html", "")


async def sign_up_and_open_settings(port: int, index: int) -> tuple[str, object]:
    """One session's flow; returns its cookie and its open socket. Fails unless every screen comes."""
    label = f"session {index}"
    status, headers, body = await http_get(port, "/signup")
    cookie = COOKIE.search(headers.get("set-cookie", ""))
    if status != 200 or cookie is None or b'data-scene="SignUpScene"' not in body:
        raise Failure(f"{label}: GET /signup answered {status} without a new session's sign-up page")
    socket = await open_socket(port, cookie.group(1))
    try:
        first = await screen_until(socket, label + " (first screen)", lambda m: True)
        if not scene("SignUpScene")(first) or first.get("path") != "/signup":
            raise Failure(f"{label}: the socket's first screen is {first.get('path')!r}, not the sign-up screen")
        await socket.send(json.dumps({"seq": 1, "action": "type", "id": "name", "text": f"Ada {index}"}))
        await socket.send(json.dumps({"seq": 2, "action": "type", "id": "email", "text": f"ada{index}@example.com"}))
        await socket.send(json.dumps({"seq": 3, "action": "tap", "id": "submit"}))
        home = await screen_until(socket, label + " (Home after sign-up)",
                                  lambda m: m.get("ack", 0) >= 3 and scene("HomeScene")(m))
        if not HOME_PATH.match(home.get("path", "")) or home.get("busy"):
            raise Failure(f"{label}: Home came with path {home.get('path')!r}, busy {home.get('busy')}")
        await socket.send(json.dumps({"seq": 4, "action": "tap", "id": "settings"}))
        settings = await screen_until(socket, label + " (Settings)",
                                      lambda m: m.get("ack", 0) >= 4 and scene("SettingsListScene")(m))
        if settings.get("path") != "/settings":
            raise Failure(f"{label}: Settings came with path {settings.get('path')!r}")
    except BaseException:
        socket.transport.abort()
        raise
    return cookie.group(1), socket


async def session_is_gone(port: int, cookie: str) -> bool:
    """Whether the server refuses the session's socket with 4001 (no such session)."""
    from websockets.exceptions import ConnectionClosed

    socket = await open_socket(port, cookie)
    try:
        async with asyncio.timeout(10):
            await socket.recv()
        return False
    except ConnectionClosed as closed:
        return closed.rcvd is not None and closed.rcvd.code == 4001
    except TimeoutError:
        return False
    finally:
        socket.transport.abort()


async def one_round(server: Server, count: int, concurrency: int, timeout: float, session_timeout: int,
                    name: str, settle: float = 0.0) -> dict[str, float]:
    """`count` sessions sign up and open Settings, all connected at the end; then every socket
    closes and the sessions must expire. RSS is read `session_timeout` + 2 s after the close
    (`swept`: the sessions expired, the server trimmed its heap) and, when `settle` is longer,
    again `settle` s after it (`expired`: past the server's follow-up trim). Returns the
    round's numbers."""
    gate = asyncio.Semaphore(concurrency)
    opened: list = []

    async def session(index: int) -> str:
        async with gate:
            cookie, socket = await sign_up_and_open_settings(server.port, index)
            opened.append(socket)
            return cookie

    try:
        began = time.monotonic()
        try:
            results = await asyncio.wait_for(
                asyncio.gather(*(session(index) for index in range(count)), return_exceptions=True), timeout)
        except TimeoutError:
            raise Failure(f"{name}: the {count} sessions did not finish within {timeout:.0f} s") from None
        seconds = time.monotonic() - began
        failures = [result for result in results if isinstance(result, BaseException)]
        if failures:
            reasons = "; ".join(str(failure) or type(failure).__name__ for failure in failures[:3])
            raise Failure(f"{name}: {len(failures)} of {count} sessions did not get their screens: {reasons}")
        cookies = list(results)
        if len(set(cookies)) != count:
            raise Failure(f"{name}: {count} sessions got {len(set(cookies))} distinct cookies")
        connected = server.rss_kib()
        note(f"{name}: all {count} sessions got SignUp, Home and Settings in {seconds:.1f} s; "
             f"RSS {connected} KiB with all {len(opened)} connected; closing every socket ...")
        await asyncio.gather(*(socket.close() for socket in opened))
        opened.clear()
    finally:
        for socket in opened:
            socket.transport.abort()
    closed = time.monotonic()
    wait = session_timeout + 2.0
    await asyncio.sleep(wait)
    swept = expired = server.rss_kib()
    if settle > wait:
        await asyncio.sleep(settle - (time.monotonic() - closed))
        expired = server.rss_kib()
    try:
        refused = await asyncio.wait_for(
            asyncio.gather(*(gated(gate, session_is_gone(server.port, cookie)) for cookie in cookies)), timeout)
    except TimeoutError:
        raise Failure(f"{name}: checking that the sessions expired took over {timeout:.0f} s") from None
    if refused.count(False):
        raise Failure(f"{name}: {refused.count(False)} of {count} sessions were still alive {wait:.0f} s after "
                      f"their sockets closed (--session-timeout {session_timeout}; expected close code 4001)")
    note(f"{name}: every session is gone (close code 4001); RSS {swept} KiB {wait:.0f} s after the close, "
         f"{expired} KiB {max(wait, settle):.0f} s after it")
    return {"seconds": seconds, "connected": connected, "swept": swept, "expired": expired, "scenes": 3 * count}


async def gated(gate: asyncio.Semaphore, work):
    async with gate:
        return await work


async def leak_check(server: Server) -> list[str]:
    """One page load (a new session) makes the app run its leak check; then the server stops.
    Returns the `nano: leak:` lines of its stderr."""
    await asyncio.sleep(0.5)  # past the detector's 200 ms grace period
    status, _, body = await http_get(server.port, "/")
    if status != 200 or b'data-scene="' not in body:
        raise Failure(f"{server.name}: the page load that runs the leak check answered {status}")
    await asyncio.sleep(0.5)
    server.stop()
    return LEAK_LINE.findall(server.stderr())


async def concurrent_sessions(nvc: str, out: Path, count: int, concurrency: int, timeout: float,
                              session_timeout: int, latency_ms: int, settle: float, warm: int) -> None:
    """Memory on a server as a release build runs it (the leak detector off: its weak references
    would keep a few bytes of every released object, scattered over the heap): RSS at start,
    after `warm` sessions expired, and around two rounds of `count`. Then the same two rounds on
    a server with the leak detector on, and its report."""
    env = {"NANO_DETECT_LEAKS": "0", "NVC_SIGNUP_LATENCY_MS": str(latency_ms)}
    server = serve(nvc, "concurrent", out, "--max-sessions", str(count + 10),
                   "--session-timeout", str(session_timeout), env=env)
    try:
        await asyncio.sleep(1.0)
        start = server.rss_kib()
        note(f"concurrent sessions: RSS {start} KiB at start; {warm} sessions to warm up, then {count} sessions "
             f"sign up and open Settings ({concurrency} at a time, all kept connected), then expire; twice ...")
        warmed = await one_round(server, warm, concurrency, timeout, session_timeout, "warm-up", settle)
        first = await one_round(server, count, concurrency, timeout, session_timeout, "round 1", settle)
        second = await one_round(server, count, concurrency, timeout, session_timeout, "round 2", settle)
        server.stop()
    finally:
        server.kill()
    env["NANO_DETECT_LEAKS"] = "1"
    server = serve(nvc, "concurrent-leaks", out, "--max-sessions", str(count + 10),
                   "--session-timeout", str(session_timeout), env=env)
    try:
        note(f"concurrent sessions with the leak detector on: {count} sessions, twice, then the leak check ...")
        shown = 0
        for name in ("round 1 (leak detector on)", "round 2 (leak detector on)"):
            shown += (await one_round(server, count, concurrency, timeout, session_timeout, name))["scenes"]
        leaks = await leak_check(server)
    finally:
        server.kill()
    for line in leaks[:10]:
        note(f"concurrent sessions: server stderr: {line}")
    emit("conc.count", count)
    emit("conc.warm", warm)
    emit("conc.settle", f"{settle:.0f}")
    emit("conc.swept_after", f"{session_timeout + 2}")
    emit("conc.seconds", f"{first['seconds']:.1f}")
    emit("conc.rss.start", start)
    emit("conc.rss.warm", warmed["expired"])
    emit("conc.rss.connected", first["connected"])
    emit("conc.rss.swept", first["swept"])
    emit("conc.rss.expired", first["expired"])
    emit("conc.rss.expired2", second["expired"])
    emit("conc.scenes_shown", shown)
    emit("conc.alive", len(leaks))


# The control: gdb stops the server at the first LeakDetector.expectRelease(of:named:) (an object
# that just left the app: a scene, view model or coordinator), retains that object once more
# (swift_retain of the first argument, rdi at the function's entry) and detaches. That object can
# never be freed, so the same leak check must report it.
PLANT = """set pagination off
break *'$s14NanoNavigation12LeakDetectorC13expectRelease2of5namedyyXl_SStF'
commands 1
  silent
  printf "nano bench: retained %p\\n", $rdi
  call (void*)swift_retain($rdi)
  delete 1
  detach
  quit
end
continue
"""


async def leak_control(nvc: str, out: Path, session_timeout: int, latency_ms: int) -> None:
    env = {"NANO_DETECT_LEAKS": "1", "NVC_SIGNUP_LATENCY_MS": str(latency_ms)}
    server = serve(nvc, "leak-control", out, "--session-timeout", str(session_timeout), env=env)
    script = out / "plant-survivor.gdb"
    script.write_text(PLANT)
    gdb = None
    try:
        with open(out / "leak-control.gdb.log", "wb") as log:
            gdb = subprocess.Popen(["gdb", "-batch", "-nx", "-p", str(server.pid), "-x", str(script)],
                                   stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        # gdb attaches, sets the breakpoint and continues; wait until it is in place.
        log_path = out / "leak-control.gdb.log"
        deadline = time.monotonic() + 60
        while b"Breakpoint 1 at" not in log_path.read_bytes():
            if gdb.poll() is not None or time.monotonic() > deadline:
                raise Failure(f"leak control: gdb did not set its breakpoint (log: {log_path})")
            await asyncio.sleep(0.1)
        await asyncio.sleep(0.5)
        _, socket = await sign_up_and_open_settings(server.port, 0)
        await socket.close()
        try:
            await asyncio.wait_for(asyncio.to_thread(gdb.wait), 30)
        except TimeoutError:
            raise Failure(f"leak control: gdb never stopped at LeakDetector.expectRelease (log: {log_path})") from None
        if b"nano bench: retained 0x" not in log_path.read_bytes():
            raise Failure(f"leak control: gdb did not retain the released object (log: {log_path})")
        await asyncio.sleep(session_timeout + 1.0)
        leaks = await leak_check(server)
    finally:
        if gdb is not None and gdb.poll() is None:
            gdb.kill()
            gdb.wait()
        server.kill()
    if len(leaks) != 1:
        raise Failure(f"leak control: one object was kept alive on purpose and the leak check reported "
                      f"{len(leaks)} (server stderr: {server.stderr_path})")
    note(f"leak control: the object kept alive on purpose was reported: {leaks[0]}")


# ---- Main -------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nvc", required=True)
    parser.add_argument("--echo", required=True)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--rows", help="web-rows (the 1,000-row list served like the app), for the patches part")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--parts", default="round-trip,patches,idle,control,concurrent")
    arguments = parser.parse_args()
    arguments.out.mkdir(parents=True, exist_ok=True)
    parts = set(arguments.parts.split(","))
    quick = arguments.quick
    try:
        if "round-trip" in parts:
            input_round_trip(arguments.nvc, arguments.echo, arguments.out,
                             samples=30 if quick else 200, warmup=5 if quick else 20)
        if "patches" in parts:
            if not arguments.rows:
                raise Failure("the patches part needs --rows (web-rows)")
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            import patches  # noqa: E402 - part 4, in a file of its own

            patches.run(sys.modules[__name__], arguments.nvc, arguments.rows, arguments.echo, arguments.out, quick)
        if "idle" in parts:
            idle_sessions(arguments.nvc, arguments.out, count=200 if quick else 1000)
        if "control" in parts:
            asyncio.run(leak_control(arguments.nvc, arguments.out, session_timeout=1, latency_ms=50))
        if "concurrent" in parts:
            asyncio.run(concurrent_sessions(
                arguments.nvc, arguments.out, count=100 if quick else 1000, concurrency=50, timeout=180,
                session_timeout=2, latency_ms=50, settle=25.0, warm=20))
    except Failure as failure:
        print(f"Tools/bench web: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
