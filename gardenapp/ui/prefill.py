"""What the games' pre-fills from a photo share (docs/architecture.md §6.5): reading a
point's colour as one of the colours a helper draws, and a vote over the
points sampled on a cell (``photo.sample_cells``). Pure: no Qt.

``colours`` map a kind to the colour the helper draws it in, (r, g, b)."""

from __future__ import annotations

import colorsys
from collections import Counter
from collections.abc import Mapping, Sequence

RGB = tuple[float, float, float]


def hsv(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (max(0.0, min(255.0, c)) / 255.0 for c in rgb)
    return colorsys.rgb_to_hsv(r, g, b)


def hue_kind(rgb: RGB, colours: Mapping[str, RGB]) -> str | None:
    """The kind whose drawn hue is nearest, if within 30° and the point is at
    least 4/10 as saturated and 6/10 as bright as that kind is drawn (light
    changes brightness and tints a little, strong light washes pale colours
    out; the table, paper and ink are too grey or too dark to count)."""
    h, s, v = hsv(rgb)
    gap, kind, saturation, value = min(
        (min(abs(h - dh), 1 - abs(h - dh)), kind, ds, dv)
        for kind, (dh, ds, dv) in ((k, hsv(c)) for k, c in colours.items())
    )
    return kind if gap * 360 <= 30 and s >= 0.4 * saturation and v >= 0.6 * value else None


def vote(points: Sequence[RGB], colours: Mapping[str, RGB]) -> str | None:
    """A cell's kind: the one most of its points show, if they are at least 3
    in 10 (a letter, an icon or a pawn drawn on it is outvoted); None when no
    kind covers that much of it."""
    votes = Counter(hue_kind(p, colours) for p in points)
    kinds = [(n, k) for k, n in votes.items() if k is not None]
    if not kinds:
        return None
    n, kind = max(kinds)
    return kind if n >= 0.3 * len(points) else None
