"""Runs every browser test of Tests/Web and prints one closing line, `N passed, N failed`.

    .build-web/venv/bin/python Tests/Web/run.py --nvc PATH          # all three parts
    .build-web/venv/bin/python Tests/Web/run.py --parts pixels,shots  # no server needed
    .build-web/venv/bin/python Tests/Web/run.py --nvc PATH --manifest M.json   # more shots

Parts, each a script run as its own process (so one that crashes or hangs cannot take the
others with it; NANO_WEB_TIMEOUT seconds each, default 600), all started at once:

    pixels   pixels_test.py   the pixel comparison's self-tests (no browser)
    shots    shots.py         screenshots of the manifests' HTML pages against their references
                              (always the fixture, Tests/Web/Fixtures/shots/manifest.json,
                              plus each --manifest)
    e2e      e2e.py --nvc     the end-to-end scenarios against `nvc-web serve`

Each part's output is printed, whole, when it ends (in the order above); the counts are read from each part's closing line. A part that
exits non-zero without a failure counted, or prints no closing line, counts as one failure.
Before the closing line: `parts: pixels 8/8, shots 2/2, e2e 13/13` (passed/run). Exit status 0
only when everything ran and passed. Fails closed: the e2e part without --nvc is a usage error.
Run it with the venv's python (Tools/lib/install-browser.sh makes it).
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLOSING = re.compile(r"^(\d+) passed, (\d+) failed")
PARTS = ("pixels", "shots", "e2e")


def command(part: str, options: argparse.Namespace) -> list[str]:
    python = sys.executable
    if part == "pixels":
        return [python, str(HERE / "pixels_test.py")]
    if part == "shots":
        return [python, str(HERE / "shots.py"), str(HERE / "Fixtures" / "shots" / "manifest.json"),
                *[str(manifest) for manifest in options.manifest]]
    return [python, str(HERE / "e2e.py"), "--nvc", str(options.nvc)]


class Part:
    """One part running as its own process, started at once; its output is kept until `finish`
    prints it, so parts that run side by side do not interleave their lines."""

    def __init__(self, name: str, options: argparse.Namespace, timeout: float) -> None:
        self.name, self.timeout = name, timeout
        self.lines: list[str] = []
        self.closing: tuple[int, int] | None = None
        self.process = subprocess.Popen(command(name, options), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL, text=True, bufsize=1, start_new_session=True)
        # The deadline is enforced by a timer: reading lines blocks.
        self.timer = _Timer(timeout, self.process)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line)
            match = CLOSING.match(line.strip())
            if match:
                self.closing = (int(match.group(1)), int(match.group(2)))

    def stop(self) -> None:
        self.timer.cancel()
        _stop(self.process)

    def finish(self) -> tuple[int, int]:
        """Waits for the part, prints its output, and returns (passed, failed)."""
        try:
            code = self.process.wait()
            self.reader.join()
            self.timer.cancel()
        except BaseException:
            self.stop()
            raise
        print(f"== {self.name}", flush=True)
        print("".join(self.lines), end="", flush=True)
        passed, failed = self.closing if self.closing else (0, 0)
        if self.timer.fired:
            print(f"FAIL  {self.name}: timed out after {self.timeout:.0f}s (NANO_WEB_TIMEOUT)", flush=True)
            failed += 1
        elif self.closing is None:
            print(f"FAIL  {self.name}: exited {code} without a closing 'N passed, N failed' line", flush=True)
            failed += 1
        elif code != 0 and failed == 0:
            print(f"FAIL  {self.name}: exited {code} although it counted no failure", flush=True)
            failed += 1
        elif code == 0 and passed == 0:
            print(f"FAIL  {self.name}: ran no test", flush=True)
            failed += 1
        return passed, failed


class _Timer:
    def __init__(self, seconds: float, process: subprocess.Popen[str]) -> None:
        self.fired = False
        self.process = process

        def fire() -> None:
            self.fired = True
            _stop(process)

        self.timer = threading.Timer(seconds, fire)
        self.timer.daemon = True
        self.timer.start()

    def cancel(self) -> None:
        self.timer.cancel()


def _stop(process: subprocess.Popen[str]) -> None:
    """SIGTERM to the part's process group (its browser, its server), SIGKILL after 10 s."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    except ProcessLookupError:
        pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nvc", type=Path, help="the nvc binary (needed by the e2e part)")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, of {', '.join(PARTS)} (default: all)")
    parser.add_argument("--manifest", type=Path, action="append", default=[], help="another shots manifest (repeatable)")
    options = parser.parse_args(argv)
    parts = [part.strip() for part in options.parts.split(",") if part.strip()]
    unknown = [part for part in parts if part not in PARTS]
    if unknown or not parts:
        parser.error(f"unknown part(s) {unknown}; choose from {', '.join(PARTS)}")
    if "e2e" in parts and options.nvc is None:
        parser.error("the e2e part needs --nvc PATH (or leave it out with --parts pixels,shots)")
    timeout = float(os.environ.get("NANO_WEB_TIMEOUT", "600"))

    # Interrupted (Tools/test's timeout sends SIGINT): stop the running part, then report.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    totals, counts, running = [0, 0], [], []
    try:
        # Side by side: each part mostly waits on its browser or its server, so on two cores they
        # finish in about the time of the longest.
        running = [Part(part, options, timeout) for part in parts]
        for part in running:
            passed, failed = part.finish()
            totals[0] += passed
            totals[1] += failed
            counts.append(f"{part.name} {passed}/{passed + failed}")
    except KeyboardInterrupt:
        for part in running:
            part.stop()
        print("FAIL  run.py: interrupted", flush=True)
        totals[1] += 1
    print("parts: " + ", ".join(counts), flush=True)
    print(f"{totals[0]} passed, {totals[1]} failed", flush=True)
    return 0 if totals[1] == 0 and totals[0] > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
