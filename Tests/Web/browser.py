"""Starting Debian's Chromium under Playwright, the same way for every Tests/Web script.

Playwright never downloads a browser here: it drives /usr/bin/chromium (Debian's package,
installed by Tools/lib/install-browser.sh), or NANO_CHROMIUM if set. Headless, as root on CI
(Playwright passes --no-sandbox unless asked for the sandbox), with colour, fonts and motion
pinned so screenshots are the same from run to run.
"""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Playwright

CHROMIUM = os.environ.get("NANO_CHROMIUM", "/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / ".build-web"

# Arguments for stable rendering: sRGB output, no GPU, no LCD (sub-pixel) text.
ARGS = ["--force-color-profile=srgb", "--disable-gpu", "--disable-lcd-text", "--font-render-hinting=none"]


def launch(playwright: Playwright) -> Browser:
    if not os.access(CHROMIUM, os.X_OK):
        raise RuntimeError(f"no Chromium at {CHROMIUM}: run Tools/lib/install-browser.sh")
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)


def new_context(browser: Browser, width: int = 390, height: int = 844, **options) -> BrowserContext:
    """A fresh context (its own cookies: a new session) with a phone-sized CSS viewport."""
    settings = dict(
        viewport={"width": width, "height": height},
        device_scale_factor=1,
        locale="en-US",
        timezone_id="UTC",
        color_scheme="light",
        reduced_motion="reduce",
    )
    settings.update(options)
    return browser.new_context(**settings)
