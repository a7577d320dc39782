"""The tiny test runner every Tests/Web script shares (no pytest).

    runner = Runner("pixels")
    runner.run("identical images pass", test_identical)   # a function that raises on failure
    sys.exit(runner.finish())                              # prints 'N passed, N failed'

A case passes when its function returns, fails when it raises (an AssertionError's message,
or any other exception with its traceback's last lines). One line per case: `PASS  suite: name  1.2s`
or `FAIL  suite: name  1.2s` followed by the indented reason, its first line after `error: `. `finish()` prints the closing line that
Tools/test and CI count, `N passed, N failed`, and returns the exit status (0 only when all
passed and at least one case ran).
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from typing import Callable


class Runner:
    def __init__(self, suite: str) -> None:
        self.suite = suite
        self.passed = 0
        self.failed = 0

    def run(self, name: str, case: Callable[[], object], on_failure: Callable[[], object] | None = None) -> bool:
        """Runs one case; `on_failure` (screenshots, logs) runs after a failure, its own errors reported."""
        start = time.monotonic()
        try:
            case()
        except Exception as error:  # noqa: BLE001 - every failure of a case is that case's failure
            reason = describe(error)
            if on_failure is not None:
                try:
                    extra = on_failure()
                    if extra:
                        reason += f"\n{extra}"
                except Exception as hook_error:  # noqa: BLE001
                    reason += f"\n(could not save the failure's artifacts: {hook_error})"
            self.fail(name, reason, time.monotonic() - start)
            return False
        self.passed += 1
        print(f"PASS  {self.suite}: {name}  {time.monotonic() - start:.1f}s", flush=True)
        return True

    def fail(self, name: str, reason: str, seconds: float = 0.0) -> None:
        """Counts a failure that happened outside a case (a server that does not start, ...)."""
        self.failed += 1
        print(f"FAIL  {self.suite}: {name}  {seconds:.1f}s", flush=True)
        # "error:" on the reason's first line: Tools/test shows a failed step's "error:" lines.
        for number, line in enumerate(reason.rstrip().splitlines() or ["(no reason given)"]):
            print(f"      {'error: ' if number == 0 else ''}{line}", flush=True)

    def finish(self) -> int:
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        return 0 if self.failed == 0 and self.passed > 0 else 1


def describe(error: BaseException) -> str:
    """The failure's message (an exception other than AssertionError with its type), then
    where in the tests it happened: the innermost frames in Tests/Web outside this file, up to
    the scenario line that led there; the traceback's end when there are none."""
    message = str(error).rstrip() if isinstance(error, AssertionError) else f"{type(error).__name__}: {error}".rstrip()
    here = Path(__file__).resolve()
    ours = [frame for frame in traceback.extract_tb(error.__traceback__)
            if Path(frame.filename).resolve().parent == here.parent and Path(frame.filename).resolve() != here
            and frame.name != "body"]
    if not ours:
        lines = traceback.format_exception(type(error), error, error.__traceback__)
        return message + "\n" + "".join(lines[-6:]).rstrip()
    return message + "".join(f"\nat {Path(frame.filename).name}:{frame.lineno} in {frame.name}: {frame.line}"
                             for frame in reversed(ours[-5:]))


def check(condition: object, message: str) -> None:
    """`assert` that survives `python -O`."""
    if not condition:
        raise AssertionError(message)


if __name__ == "__main__":
    sys.exit("harness.py is a library; run Tests/Web/run.py")
