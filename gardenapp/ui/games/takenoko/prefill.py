"""Reading the Takenoko garden from a photo (docs/architecture.md §6.5): each place shows a
plot's colour, green, yellow or pink (spec §2.2), or the table. The
improvements, the bamboo heights, the channels and the two figures are left
to the person: a photo from above cannot measure a bamboo, and the small
improvement tokens and channel sticks need more than a place's colour. The
garden is checked and shown, never scored (docs/formats.md §1.5). Measured by
benchmarks/bench_prefill.py.

``colours`` are the plot colours the helper draws, ``{colour: (r, g, b)}``;
a place's colour is their vote (``gardenapp.ui.prefill``). A photo of
another print under another light is read once more when the grid has
grown: the places on its rim show the table, whose chroma then tells the
table from a plot (``table_colour``, ``read_place``).
"""

from __future__ import annotations

import colorsys
import copy
import math
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from ...prefill import vote

RGB = tuple[float, float, float]
POND = (0, 0)


def chroma(c: Sequence[float]) -> RGB:
    """A colour's shares of red, green and blue (the same under brighter or dimmer light)."""
    total = max(1.0, float(sum(c)))
    return (c[0] / total, c[1] / total, c[2] / total)


def middle(points: Sequence[RGB]) -> RGB:
    return (median(p[0] for p in points), median(p[1] for p in points), median(p[2] for p in points))


def table_colour(samples: Mapping[Any, Sequence[RGB]]) -> RGB | None:
    """The table's chroma: the median over the places on the rim of the grid
    (a place with a neighbour outside it: the grid reaches one place past the
    garden, so its rim is the table), None when there is no rim to tell."""
    places = {c for c in samples if isinstance(c, tuple) and len(c) == 2 and all(isinstance(v, int) for v in c)}
    rim = [
        chroma(middle(samples[c]))
        for c in places
        if samples[c] and any((c[0] + dq, c[1] + dr) not in places for dq, dr in NEIGHBOURS)
    ]
    if len(rim) < 6:
        return None
    return (median(c[0] for c in rim), median(c[1] for c in rim), median(c[2] for c in rim))


NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
TABLE_NEAR = 0.035  # a place whose chroma is this near the table's shows the table
HUES = {"green": 100.0, "yellow": 48.0, "pink": 340.0}


def read_place(points: Sequence[RGB], colours: Mapping[str, RGB], table: RGB | None) -> str | None:
    """A place's plot colour or None (the table): with the table's chroma
    known, a place near it is the table, and another one the colour the hue
    vote gives (the app's colours) or else the nearest of the hues the three
    are printed in (if it has colour at all)."""
    if table is None:
        return vote(points, colours)
    m = middle(points)
    if math.dist(chroma(m), table) < TABLE_NEAR:
        return None
    found = vote(points, colours)
    if found is not None:
        return found
    h, s, _v = colorsys.rgb_to_hsv(*(max(0.0, min(255.0, c)) / 255 for c in m))
    if s < 0.2:
        return None
    return min(HUES, key=lambda k: min(abs(h * 360 - HUES[k]), 360 - abs(h * 360 - HUES[k])))


def propose(
    garden: dict[str, Any],
    samples: Mapping[Any, Sequence[RGB]],
    colours: Mapping[str, RGB],
    table: RGB | None = None,
) -> dict[str, Any]:
    """The garden with a plot of the colour the photo shows on every place
    that holds none yet (``samples``: place (q, r) -> colours; edges and the
    pond are not read), as the colour tool lays it: no improvement, no
    bamboo. ``table``: the table's chroma (``table_colour``), when known."""
    out = copy.deepcopy(garden)
    plots = out.setdefault("plots", {})
    for cell, points in samples.items():
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(v, int) for v in cell)) or cell == POND:
            continue
        key = f"{cell[0]},{cell[1]}"
        colour = read_place(points, colours, table) if points else None
        if colour is not None and key not in plots:
            plots[key] = {"colour": colour, "improvement": "none", "printed": False, "bamboo": 0}
    return out
