"""Self-tests of pixels.py on images drawn here (no browser): identical images pass, a moved
block fails with a diff image, anti-aliasing noise passes, a missing reference fails, record
mode records and fails, sizes that differ fail.

    .build-web/venv/bin/python Tests/Web/pixels_test.py      # last line: N passed, N failed
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import Runner, check  # noqa: E402
from pixels import DEFAULT_CHANNEL, RED, assert_matches, compare, load  # noqa: E402

WIDTH, HEIGHT = 320, 240


def scene(block_x: int = 60, size: tuple[int, int] = (WIDTH, HEIGHT)) -> Image.Image:
    """A white page with a dark block (grey anti-aliased edge pixels around it) and a bar."""
    image = Image.new("RGB", size, (255, 255, 255))
    draw = ImageDraw.Draw(image)
    draw.rectangle((block_x - 1, 59, block_x + 40, 100), fill=(128, 128, 160))  # the "anti-aliased" edge
    draw.rectangle((block_x, 60, block_x + 39, 99), fill=(20, 30, 90))
    draw.rectangle((10, 200, 300, 215), fill=(0, 122, 255))
    return image


def png(image: Image.Image, folder: Path, name: str) -> Path:
    path = folder / f"{name}.png"
    image.save(path, format="PNG")
    return path


def expect_failure(call, *needles: str) -> str:
    try:
        call()
    except AssertionError as error:
        message = str(error)
        for needle in needles:
            check(needle in message, f"the failure message lacks {needle!r}: {message}")
        return message
    raise AssertionError("expected the comparison to fail, it passed")


def test_identical_passes(folder: Path) -> None:
    reference = png(scene(), folder, "page")
    check(assert_matches(scene(), reference, record=False) == "matched", "identical images did not match")
    check(not list(folder.glob("*.diff.png")), "a passing comparison wrote a diff image")


def test_shifted_block_fails_with_diff(folder: Path) -> None:
    reference = png(scene(block_x=60), folder, "page")
    artifacts = folder / "failures"
    expect_failure(lambda: assert_matches(scene(block_x=70), reference, artifacts=artifacts, record=False),
                   "pixels", "per channel", "page.diff.png")
    diff, actual = artifacts / "page.diff.png", artifacts / "page.actual.png"
    check(diff.exists() and actual.exists(), "a failure must write <name>.diff.png and <name>.actual.png")
    image = Image.open(diff).convert("RGB")
    check(image.size == (WIDTH, HEIGHT), f"diff image is {image.size}, expected {(WIDTH, HEIGHT)}")
    # Red where the block left (x 60..69) and where it arrived (x 100..109); faded grey elsewhere.
    check(image.getpixel((62, 80)) == RED and image.getpixel((105, 80)) == RED, "moved block not red in the diff")
    check(image.getpixel((80, 80)) != RED, "the block's unchanged middle is red in the diff")
    background, bar = image.getpixel((5, 5)), image.getpixel((150, 207))
    check(background == (255, 255, 255), f"unchanged white background is {background} in the diff")
    check(bar[0] == bar[1] == bar[2] and bar[0] > 150, f"the reference is not faded to light grey in the diff: {bar}")
    check(load(actual).size == (WIDTH, HEIGHT), "actual.png is not the screenshot")
    check(reference.read_bytes() == png(scene(block_x=60), folder, "again").read_bytes(),
          "a failing comparison changed the reference")


def test_one_pixel_antialias_change_passes(folder: Path) -> None:
    reference = png(scene(), folder, "page")
    changed = scene()
    changed.putpixel((59, 80), (200, 200, 230))  # one edge pixel, far past the channel threshold
    check(compare(load(changed), load(reference)).differing == 1, "the changed pixel was not counted")
    check(assert_matches(changed, reference, record=False) == "matched", "one changed pixel failed")


def test_antialias_drift_below_threshold_passes(folder: Path) -> None:
    reference = png(scene(), folder, "page")
    drifted = scene()
    for y in range(59, 101):  # every edge pixel of the block a little lighter, as a new rasterizer might
        for x in (59, 100):
            drifted.putpixel((x, y), (128 + DEFAULT_CHANNEL - 4, 128 + DEFAULT_CHANNEL - 4, 160))
    check(compare(load(drifted), load(reference)).differing == 0, "drift below the threshold counted as different")
    check(assert_matches(drifted, reference, record=False) == "matched", "sub-threshold drift failed")


def test_missing_reference_fails(folder: Path) -> None:
    reference = folder / "refs" / "absent.png"
    expect_failure(lambda: assert_matches(scene(), reference, artifacts=folder, record=False),
                   "no reference", "NANO_RECORD_PIXELS=1")
    check(not reference.exists(), "a missing reference was recorded outside record mode")
    check((folder / "absent.actual.png").exists(), "the screenshot of a missing reference was not kept")


def test_record_mode_records_then_compares(folder: Path) -> None:
    reference = folder / "refs" / "page.png"
    previous = os.environ.get("NANO_RECORD_PIXELS")
    os.environ["NANO_RECORD_PIXELS"] = "1"
    try:
        expect_failure(lambda: assert_matches(scene(), reference), "recorded a new reference")
        check(reference.exists(), "record mode did not write the reference")
        recorded = reference.read_bytes()
        check(assert_matches(scene(), reference) == "matched", "record mode with a matching reference failed")
        check(reference.read_bytes() == recorded, "record mode rewrote a reference that still matched")
        expect_failure(lambda: assert_matches(scene(block_x=90), reference), "re-recorded")
        check(compare(load(reference), load(scene(block_x=90))).differing == 0, "record mode did not re-record")
    finally:
        if previous is None:
            os.environ.pop("NANO_RECORD_PIXELS", None)
        else:
            os.environ["NANO_RECORD_PIXELS"] = previous
    check(assert_matches(scene(block_x=90), reference) == "matched", "the recorded reference does not match")


def test_size_difference_fails(folder: Path) -> None:
    reference = png(scene(), folder, "page")
    taller = scene(size=(WIDTH, HEIGHT + 20))
    expect_failure(lambda: assert_matches(taller, reference, artifacts=folder, record=False),
                   f"size {WIDTH}x{HEIGHT + 20} differs from the reference's {WIDTH}x{HEIGHT}")
    diff = Image.open(folder / "page.diff.png").convert("RGB")
    check(diff.size == (WIDTH, HEIGHT + 20), f"diff of different sizes is {diff.size}")
    check(diff.getpixel((5, HEIGHT + 10)) == RED, "the rows only the screenshot has are not red")


def test_pass_removes_stale_artifacts(folder: Path) -> None:
    reference = png(scene(), folder, "page")
    expect_failure(lambda: assert_matches(scene(block_x=80), reference, artifacts=folder, record=False))
    check((folder / "page.diff.png").exists(), "no diff written")
    assert_matches(scene(), reference, artifacts=folder, record=False)
    check(not (folder / "page.diff.png").exists() and not (folder / "page.actual.png").exists(),
          "a pass left the previous failure's diff and actual images")


CASES = [
    ("identical images pass", test_identical_passes),
    ("a shifted block fails with a diff image", test_shifted_block_fails_with_diff),
    ("a 1-pixel anti-aliasing change passes", test_one_pixel_antialias_change_passes),
    ("anti-aliasing drift under the channel threshold passes", test_antialias_drift_below_threshold_passes),
    ("a missing reference fails (not recorded)", test_missing_reference_fails),
    ("record mode records, fails, then compares", test_record_mode_records_then_compares),
    ("a size difference fails with a diff image", test_size_difference_fails),
    ("a pass removes a previous failure's images", test_pass_removes_stale_artifacts),
]


def main() -> int:
    runner = Runner("pixels")
    for name, case in CASES:
        with tempfile.TemporaryDirectory(prefix="nano-pixels-") as folder:
            runner.run(name, lambda case=case, folder=folder: case(Path(folder)))
    return runner.finish()


if __name__ == "__main__":
    sys.exit(main())
