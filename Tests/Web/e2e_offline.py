"""The server gone and back (issue 38 item 4; a scenario of e2e.py, in its own file), against a
server of the scenario's own with `--state`, stopped and started again on the same port: while
it is gone the page says so in a live region ("Reconnecting…") and takes no input; once it is
back the page is usable where it was; and an action the server never answered (the server
frozen, then killed) is not shown as done: the page shows the server's screen and says the
change may not have been saved.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import tempfile
from typing import Any

from harness import check
from playwright.sync_api import expect

RECONNECTING = "Connection lost. Reconnecting\u2026"
NOT_CONFIRMED = "Reconnected. Your last change may not have been saved: check it."
BACK_MS = 20_000  # the page retries after 0.25, 0.5, 1, 2, 4, then every 5 s


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def toggles(app: Any) -> int:
    return sum(1 for m in app.sent if m.get("action") == "toggle")


def the_server_gone_is_said_and_blocks_input(s: Any) -> None:
    """(issue 38 item 4) Reconnecting is shown and announced, input is blocked while the server
    is gone, the page goes on where it was when it is back, and an unanswered change is never
    shown as done."""
    server_type = type(s.server)
    state = tempfile.mkdtemp(prefix="nano-e2e-offline-")
    arguments = ["serve", "--port", str(free_port()), "--state", state]
    server = server_type(s.server.nvc, log_path=s.server.log_path.with_name("e2e-offline-server.log"))
    server.start(arguments=arguments)
    try:
        app = s.app()
        app.base = server.url
        app.open("/settings/notifications")
        app.sign_up()
        app.expect_scene("NotificationsScene", "/settings/notifications")
        notice = app.page.locator("#nano-offline")
        main = app.page.locator("#nano-app")
        expect(notice).to_have_attribute("role", "alert")  # a live region from the page's first byte
        expect(notice).to_be_hidden()
        switch = app.control("notifications")
        expect(switch).to_be_checked()

        # Gone: the notice shows and is announced; clicks and keys reach nothing.
        check(server.stop() == 0, "the scenario's server did not stop cleanly")
        expect(notice).to_have_text(RECONNECTING)
        expect(notice).to_be_visible()
        expect(main).to_have_attribute("inert", "")
        sent = toggles(app)
        box = switch.bounding_box()
        check(box is not None, "the switch has no box")
        app.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        app.page.keyboard.press("Space")
        app.page.wait_for_timeout(300)
        expect(switch).to_be_checked()
        check(toggles(app) == sent, "a toggle was sent while the server was gone")

        # Back, with its state: the same screen, usable again, the notice gone.
        server.start(arguments=arguments)
        expect(notice).to_be_hidden(timeout=BACK_MS)
        expect(main).not_to_have_attribute("inert", "")
        app.expect_scene("NotificationsScene", "/settings/notifications")
        app.toggle("notifications")
        expect(switch).not_to_be_checked()

        # A change sent to a server that never answers (frozen, then killed) is not shown as done.
        os.kill(server.process.pid, signal.SIGSTOP)
        app.top().locator("label", has=app.page.locator('[data-control-id="notifications"]')).click()
        app.page.wait_for_timeout(200)
        server.process.kill()
        server.process.wait()
        expect(notice).to_have_text(RECONNECTING)
        server.start(arguments=arguments)
        expect(notice).to_have_text(NOT_CONFIRMED, timeout=BACK_MS)
        expect(main).not_to_have_attribute("inert", "")
        expect(switch).not_to_be_checked()  # the server's value: the change never reached it
        app.toggle("notifications")  # the person's next action clears the notice
        expect(switch).to_be_checked()
        expect(notice).to_be_hidden()
    finally:
        if server.alive():
            server.stop()
        shutil.rmtree(state, ignore_errors=True)


SCENARIOS = [("the server gone is said and blocks input", the_server_gone_is_said_and_blocks_input)]
