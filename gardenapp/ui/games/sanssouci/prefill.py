"""Reading a Sanssouci garden from a photo (docs/architecture.md §6.5): on a space that is
not printed, the photo shows the row's colour (empty), a tile's cream face
with its element (an ornament) or a tile's green back (a gardener, spec
§1.3). The nobles are left to the person: they stand in a corner of a space,
away from the points sampled in its middle. Measured by
benchmarks/bench_prefill.py.

An empty space is one colour all over; a tile is not (its element or its
gardener is drawn on it), whatever the light. Tile faces and backs are told
apart by their colour once the light's colour is known, and the empty spaces
give it: each shows its row's known colour. ``colours`` are the colours the
helper draws: ``{row: (r, g, b)}`` for rows 1-6 and ``"tile"``, ``"gardener"``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

RGB = tuple[float, float, float]
UNIFORM = 0.3  # a space with fewer points than this far from its middle colour is empty


def middle(points: Sequence[RGB]) -> RGB:
    """The per-channel median colour."""
    return (median(p[0] for p in points), median(p[1] for p in points), median(p[2] for p in points))


def spread(points: Sequence[RGB]) -> float:
    """The share of points far from the space's middle colour (far: more than
    a fifth of its brightness plus the noise a camera adds)."""
    m = middle(points)
    limit = 0.2 * sum(m) / 3 + 20
    return sum(math.dist(p, m) > limit for p in points) / len(points)


def light_cast(empties: Sequence[tuple[RGB, RGB]]) -> tuple[float, float]:
    """The light's red and blue against its green, from (seen, drawn) colours
    of empty spaces; (1, 1) when there are none to tell."""
    reds, blues = [], []
    for seen, drawn in empties:
        if min(seen[1], drawn[1]) > 0 and min(drawn[0], drawn[2]) > 0:
            reds.append(seen[0] / seen[1] / (drawn[0] / drawn[1]))
            blues.append(seen[2] / seen[1] / (drawn[2] / drawn[1]))
    return (median(reds), median(blues)) if reds else (1.0, 1.0)


def _tint(c: RGB) -> tuple[float, float]:
    v = sum(c) / 3 or 1.0
    return ((c[1] - c[0]) / v, (c[1] - c[2]) / v)


def tile_face(points: Sequence[RGB], cast: tuple[float, float], colours: Mapping[Any, RGB]) -> str:
    """ "ornament" or "gardener" for a space holding a tile: the colour of its
    brightest part (the face; the drawing on it is darker), corrected for the
    light, is nearer the drawn cream face or the green back."""
    bright = sorted(points, key=sum)[-max(3, 2 * len(points) // 5) :]
    r, g, b = middle(bright)
    tint = _tint((r / cast[0], g, b / cast[1]))
    to_back = math.dist(tint, _tint(colours["gardener"]))
    return "gardener" if to_back < math.dist(tint, _tint(colours["tile"])) else "ornament"


def read_garden(samples: Mapping[tuple[int, int], Sequence[RGB]], colours: Mapping[Any, RGB]) -> dict:
    """(row, col) -> "empty" | "ornament" | "gardener" for the sampled spaces."""
    spreads = {rc: spread(pts) for rc, pts in samples.items() if pts}
    cast = light_cast([(middle(samples[rc]), colours[rc[0]]) for rc, s in spreads.items() if s < UNIFORM / 2])
    return {rc: "empty" if s < UNIFORM else tile_face(samples[rc], cast, colours) for rc, s in spreads.items()}


def propose(
    entry: dict[str, Any], samples: Mapping[tuple, Sequence[RGB]], printed: set, colours: Mapping[Any, RGB]
) -> dict[str, Any]:
    """A player entry with the tiles the photo shows on the spaces that are
    neither printed nor entered (``samples``: cell id (seat, row, col) ->
    colours; the terrace and printed spaces are not read)."""
    cells = dict(entry.get("cells", {}))
    garden = {(row, col): pts for (_seat, row, col), pts in samples.items() if row >= 1 and (row, col) not in printed}
    for (row, col), seen in sorted(read_garden(garden, colours).items()):
        key = f"{row},{col}"
        if seen != "empty" and key not in cells:
            cells[key] = seen
    return dict(entry, cells=cells)
