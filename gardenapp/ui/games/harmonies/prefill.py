"""Reading Harmonies tokens from a photo (docs/architecture.md §6.5): the colour seen on a
space says which token lies on top (spec §1.1: blue, yellow, gray, green,
brown, red), or that the space is empty; where the photo was taken slightly
from the side, how far the stack's top stands off the space says its height.
Measured by benchmarks/bench_prefill.py (the app's drawings) and
benchmarks/bench_photos.py (photos drawn by code that shares nothing with
the app).

The light is measured on the board in the picture: the white balance is the
colour of the printed spaces' paper, the brightest quarter of the points
near the edge of the spaces (a token covers the middle of a space), so a
board printed in another colour or seen under warm or cool light reads the
same. Colours are then told by hue, saturation and brightness.

Heights: a stack seen slightly from the side shows its top disc displaced
from the space's centre, by its height times the same shift for the whole
board (one camera). Blue and yellow tokens are never stacked (spec §2), so
their displacement is the shift of one token; every other stack's height is
its displacement against that shift, rounded, within what the rules allow
for its top colour (gray 1-3, green 1-3 on brown, brown 1-2, red 1-2). The
tokens under the top one follow from the rules (a green top stands on brown,
a gray or brown one on its own colour; a red one on gray, or on what the
side of the stack shows).

The result: the entry with ``spaces`` filled in for every space the person
had left empty, and ``proposed``: {space: height} for every space whose
stack was proposed here (the UI draws those as proposed until the person
confirms or changes them; the board file ignores the key). Samples are
``readphoto.Sampler.cells`` points ``(u, v, (r, g, b))``.
"""

from __future__ import annotations

import colorsys
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

RGB = tuple[float, float, float]
Point = tuple[float, float, tuple[int, int, int]]
EDGE = 0.72  # points this far from the centre (share of the half-size) show the space's paper
MIDDLE = 0.45  # the points a token covers whatever its stack
SINGLE = ("blue", "yellow")  # never stacked: their offset is one token's (spec §2)
HEIGHTS = {"gray": 3, "green": 3, "brown": 2, "red": 2, "blue": 1, "yellow": 1}


def classify(rgb: Sequence[float]) -> str | None:
    """The token colour id for a white-balanced colour, or None for the paper."""
    r, g, b = (max(0.0, min(255.0, c)) / 255.0 for c in rgb)
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    hue = h * 360
    if s < 0.22:  # no colour: the paper, or a gray mountain
        return None if v > 0.78 else "gray"
    if 185 <= hue < 270:  # a bluish gray stone is far less saturated than any blue paint
        return "blue" if s >= 0.38 else "gray"
    if 70 <= hue < 185:
        return "green"
    if hue >= 330 or hue < 14:
        return "red"
    if 14 <= hue < 33:  # brown, and a bright saturated orange-red
        return "red" if hue < 22 and s > 0.6 and v > 0.7 else "brown"
    if 33 <= hue < 70:
        return "yellow" if s > 0.45 else ("brown" if v < 0.62 else None)
    return None


def vote(points: Sequence[Sequence[float]]) -> str | None:
    """The token on a space from the (balanced) colours seen on it: the colour
    most of its points show, if a token covers a good part of the space."""
    votes = Counter(classify(p) for p in points)
    tokens = [(n, c) for c, n in votes.items() if c is not None]
    if not tokens:
        return None
    n, colour = max(tokens)
    return colour if n >= 0.3 * len(points) else None


def balance(samples: Mapping[Any, Sequence[Point]]) -> RGB:
    """The paper's colour: the brightest quarter of the points near the spaces' edges."""
    edge = [c for pts in samples.values() for u, v, c in pts if math.hypot(u, v) >= EDGE]
    if len(edge) < 8:
        edge = [c for pts in samples.values() for _u, _v, c in pts]
    if not edge:
        return (235.0, 235.0, 235.0)
    top = sorted(edge, key=sum)[-max(1, len(edge) // 4) :]
    return (
        median(c[0] for c in top),
        median(c[1] for c in top),
        median(c[2] for c in top),
    )


def balanced(c: Sequence[float], paper: RGB) -> RGB:
    """``c`` as it would look if the paper were a light neutral grey."""
    return (c[0] * 232 / max(1.0, paper[0]), c[1] * 232 / max(1.0, paper[1]), c[2] * 232 / max(1.0, paper[2]))


def offset(points: Sequence[Point], colour: str, paper: RGB) -> tuple[float, float] | None:
    """Where the points of the top colour are, on average, against the centre (u, v)."""
    mine = [(u, v) for u, v, c in points if classify(balanced(c, paper)) == colour]
    if len(mine) < 4:
        return None
    return (sum(u for u, _ in mine) / len(mine), sum(v for _, v in mine) / len(mine))


def heights(tops: Mapping[Any, str], shifts: Mapping[Any, tuple[float, float]]) -> dict[Any, int]:
    """Each stacked space's height from its top's displacement against one token's
    (the median displacement of the blue and yellow tokens); 1 where it cannot be told."""
    ones = [shifts[k] for k, c in tops.items() if c in SINGLE and k in shifts]
    out = {k: 1 for k in tops}
    if len(ones) < 3:
        return out
    unit = (median(s[0] for s in ones), median(s[1] for s in ones))
    length2 = unit[0] ** 2 + unit[1] ** 2
    if length2 < 0.04**2:  # seen from straight above: no height to read
        return out
    for k, colour in tops.items():
        if HEIGHTS[colour] == 1 or k not in shifts:
            continue
        along = (shifts[k][0] * unit[0] + shifts[k][1] * unit[1]) / length2
        out[k] = max(1, min(HEIGHTS[colour], round(along)))
    return out


def stack(top: str, height: int) -> list[str]:
    """The tokens of a stack, bottom first, from its top and height (spec §2)."""
    if height <= 1:
        return [top]
    under = {"green": "brown", "gray": "gray", "brown": "brown", "red": "gray"}[top]
    return [under] * (height - 1) + [top]


def propose(entry: dict[str, Any], samples: Mapping[str, Sequence[Point]]) -> dict[str, Any]:
    """A player entry with every empty space that the photo shows a token on
    given that stack, and those spaces listed in ``proposed`` with their
    heights (spaces the person has entered are left alone)."""
    spaces = dict(entry.get("spaces", {}))
    paper = balance(samples)
    tops: dict[str, str] = {}
    shifts: dict[str, tuple[float, float]] = {}
    for lab, points in samples.items():
        middle = [balanced(c, paper) for u, v, c in points if math.hypot(u, v) <= MIDDLE]
        colour = vote(middle or [balanced(c, paper) for _u, _v, c in points])
        if colour is None:
            continue
        tops[lab] = colour
        shift = offset(points, colour, paper)
        if shift is not None:
            shifts[lab] = shift
    high = heights(tops, shifts)
    proposed = dict(entry.get("proposed") or {})
    for lab, colour in tops.items():
        if spaces.get(lab):
            continue
        spaces[lab] = stack(colour, high[lab])
        proposed[lab] = high[lab]
    out = dict(entry, spaces=spaces)
    if proposed:
        out["proposed"] = proposed
    return out
