"""Reading Harmonies tokens from a photo (docs/architecture.md §6.5): the colour seen on a
space says which token lies on top (spec §1.1: blue, yellow, gray, green,
brown, red), or that the space is empty. A photo from above cannot show a
stack's height, so a proposal is the top token alone; the person corrects
heights with the palette. Measured by benchmarks/bench_prefill.py."""

from __future__ import annotations

import colorsys
from collections import Counter
from collections.abc import Sequence
from typing import Any


def classify(rgb: tuple[float, float, float]) -> str | None:
    """The token colour id for a sampled colour, or None for an empty space."""
    r, g, b = (max(0.0, min(255.0, c)) / 255.0 for c in rgb)
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    hue = h * 360
    if s < 0.22:  # no colour: the board's cream, or a gray mountain
        return None if v > 0.78 else "gray"
    if 185 <= hue < 270:
        return "blue"
    if 70 <= hue < 185:
        return "green"
    if hue >= 330 or hue < 14:
        return "red"
    if 14 <= hue < 38:  # brown and orange-ish yellow share hues: brightness tells
        return "brown" if v < 0.68 else ("yellow" if s > 0.45 else None)
    if 38 <= hue < 70:
        return "yellow" if s > 0.45 else None
    return None


def vote(points: Sequence[tuple[float, float, float]]) -> str | None:
    """The token on a space from the colours seen on it: the colour most of
    its points show, if a token covers a good part of the space."""
    votes = Counter(classify(p) for p in points)
    tokens = [(n, c) for c, n in votes.items() if c is not None]
    if not tokens:
        return None
    n, colour = max(tokens)
    return colour if n >= 0.3 * len(points) else None


def propose(entry: dict[str, Any], samples: dict[str, Sequence[tuple[float, float, float]]]) -> dict[str, Any]:
    """A player entry with every empty space that the photo shows a token on
    given that token (spaces the person has entered are left alone)."""
    spaces = dict(entry.get("spaces", {}))
    for lab, points in samples.items():
        if spaces.get(lab):
            continue
        colour = vote(points)
        if colour is not None:
            spaces[lab] = [colour]
    return dict(entry, spaces=spaces)
