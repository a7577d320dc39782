"""Pixel comparison of a screenshot with a committed reference PNG, with a tolerance for
anti-aliasing, a diff image on failure and a record mode.

    from pixels import assert_matches
    assert_matches(png_bytes, Path("Tests/Web/References/signup-390.png"),
                   artifacts=Path(".build-web/failures/shots"))

A pixel *differs* when any of its channels (R, G, B, A) differs by more than `channel`
(default 32 of 255: anti-aliased edges that moved a little stay under it). The comparison
passes when the images have the same size and at most `max_fraction` of the pixels differ
(default 0.0001, 0.01 %: 33 pixels of a 390 x 844 page, 18 of 320 x 568; stray edge pixels pass,
a moved block or a changed word does not: "On" -> "Off" in a 17 px list row is about 140
differing pixels, a spinner's arc recoloured about 75).

On a failure it raises AssertionError and writes, into `artifacts` (default: the reference's
folder), `<name>.actual.png` (the screenshot) and `<name>.diff.png` (the reference faded to
light grey, the differing pixels in red; with sizes that differ, the area only one image
covers is red too). A later pass removes those two files.

Record mode: with NANO_RECORD_PIXELS=1 (or record=True) a reference that is missing or no
longer matches is written from the screenshot, and the check FAILS saying so (like
swift-snapshot-testing's record mode): a run that records never passes, so CI cannot record
silently. A reference that still matches is kept as it is (no churn). Without record mode a
missing reference fails.
"""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops

DEFAULT_CHANNEL = 32
DEFAULT_MAX_FRACTION = 0.0001
RED = (255, 0, 0)


@dataclass(frozen=True)
class Comparison:
    """What `compare` found. `mask` is an L image over `size`: 255 where a pixel differs."""

    size: tuple[int, int]
    actual_size: tuple[int, int]
    reference_size: tuple[int, int]
    differing: int
    mask: Image.Image

    @property
    def total(self) -> int:
        return self.size[0] * self.size[1]

    @property
    def fraction(self) -> float:
        return self.differing / self.total if self.total else 0.0

    @property
    def same_size(self) -> bool:
        return self.actual_size == self.reference_size

    def passes(self, max_fraction: float = DEFAULT_MAX_FRACTION) -> bool:
        return self.same_size and self.fraction <= max_fraction

    def describe(self, channel: int, max_fraction: float) -> str:
        if not self.same_size:
            (aw, ah), (rw, rh) = self.actual_size, self.reference_size
            return f"size {aw}x{ah} differs from the reference's {rw}x{rh} ({self.differing} pixels differ)"
        return (f"{self.differing} of {self.total} pixels ({self.fraction:.4%}) differ by more than {channel} "
                f"per channel; at most {max_fraction:.4%} may")


def load(image: Image.Image | bytes | str | os.PathLike[str]) -> Image.Image:
    """An RGBA image from an Image, PNG bytes or a path."""
    if isinstance(image, Image.Image):
        picture = image
    elif isinstance(image, (bytes, bytearray)):
        picture = Image.open(io.BytesIO(image))
    else:
        picture = Image.open(image)
    picture.load()
    return picture.convert("RGBA")


def compare(actual: Image.Image, reference: Image.Image, channel: int = DEFAULT_CHANNEL) -> Comparison:
    """Compares two RGBA images pixel by pixel over the larger of their two sizes."""
    width, height = max(actual.width, reference.width), max(actual.height, reference.height)
    overlap = (min(actual.width, reference.width), min(actual.height, reference.height))
    # Outside the overlap every pixel counts as differing (only one image covers it).
    mask = Image.new("L", (width, height), 255)
    box = (0, 0, *overlap)
    difference = ImageChops.difference(actual.crop(box), reference.crop(box))
    largest = difference.getchannel(0)
    for band in range(1, len(difference.getbands())):
        largest = ImageChops.lighter(largest, difference.getchannel(band))
    mask.paste(largest.point(lambda value: 255 if value > channel else 0), box)
    differing = mask.histogram()[255]
    return Comparison((width, height), actual.size, reference.size, differing, mask)


def diff_image(reference: Image.Image, comparison: Comparison) -> Image.Image:
    """The reference faded to light grey (70 % white), the differing pixels in red."""
    canvas = Image.new("RGB", comparison.size, (255, 255, 255))
    grey = reference.convert("L").convert("RGB")
    canvas.paste(Image.blend(grey, Image.new("RGB", grey.size, (255, 255, 255)), 0.7), (0, 0))
    canvas.paste(RED, (0, 0, *comparison.size), comparison.mask)
    return canvas


def recording() -> bool:
    return os.environ.get("NANO_RECORD_PIXELS", "") not in ("", "0", "false", "no")


def save_png(image: Image.Image, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, format="PNG", optimize=True)


def assert_matches(
    actual: Image.Image | bytes | str | os.PathLike[str],
    reference: Path,
    *,
    name: str | None = None,
    artifacts: Path | None = None,
    channel: int = DEFAULT_CHANNEL,
    max_fraction: float = DEFAULT_MAX_FRACTION,
    record: bool | None = None,
) -> str:
    """Checks `actual` against the PNG at `reference` (see the module's doc). Returns
    "matched"; raises AssertionError on a mismatch, a missing reference, or after recording."""
    reference = Path(reference)
    name = name or reference.stem
    artifacts = Path(artifacts) if artifacts is not None else reference.parent
    actual_path, diff_path = artifacts / f"{name}.actual.png", artifacts / f"{name}.diff.png"
    record = recording() if record is None else record
    picture = load(actual)

    if not reference.exists():
        if record:
            save_png(picture, reference)
            raise AssertionError(f"{name}: recorded a new reference {reference} (record mode); "
                                 f"run again without NANO_RECORD_PIXELS to compare")
        save_png(picture, actual_path)
        raise AssertionError(f"{name}: no reference at {reference}; screenshot in {actual_path}. "
                             f"Record it with NANO_RECORD_PIXELS=1, look at it, commit it")

    expected = load(reference)
    comparison = compare(picture, expected, channel)
    if comparison.passes(max_fraction):
        for stale in (actual_path, diff_path):
            stale.unlink(missing_ok=True)
        return "matched"

    if record:
        save_png(picture, reference)
        raise AssertionError(f"{name}: re-recorded {reference} ({comparison.describe(channel, max_fraction)}); "
                             f"run again without NANO_RECORD_PIXELS to compare")
    save_png(picture, actual_path)
    save_png(diff_image(expected, comparison), diff_path)
    raise AssertionError(f"{name}: {comparison.describe(channel, max_fraction)}\n"
                         f"diff: {diff_path}\nactual: {actual_path}\nreference: {reference}")
