"""Reading a Sanssouci garden from a photo (docs/architecture.md §6.5): on a space that is
not printed, the photo shows the row's colour (empty), a tile's pale face
with its element (an ornament) or a tile's dark green back (a gardener, spec
§1.3). The nobles are left to the person. Measured by
benchmarks/bench_prefill.py (the app's own drawings) and
benchmarks/bench_photos.py (photos drawn by code that shares nothing with
the app).

Nothing is taken from the colours the app draws: the light and the print
differ from board to board, so everything is measured against the board in
the picture itself.

- The reference white is the 90th percentile of the brightness over every
  sampled space (the boards' paper and the tiles' faces are the brightest
  things on them), and the white balance the mean colour of the brighter half
  of those points (a grey world over the pale board).
- A gardener's back is dark against that white (its brightest fifth below
  ``DARK`` of it) and, white-balanced, green to blue-green and not very
  saturated: a dark row of the print (a saturated cyan or purple) is not.
  A pale tile that is green at all (``PALE_GARDENER``) is a gardener too (a
  light green back, as the app draws it); a tile's face is cream to white.
- A pale space is an ornament when it has texture (the drawing on the face,
  the tile's edge: ``edge``, the 90th percentile of the brightness steps
  between neighbouring points) or differs from the row's own colour (the
  median colour of the row's most uniform spaces that are no dark gardener: every empty space of
  a row shows the same print), by ``EDGE_WEIGHT * edge + distance > ORNAMENT``.

Samples are ``readphoto.Sampler.cells`` points: ``(u, v, (r, g, b))`` with
``u, v`` from -1 to 1 across the space.
"""

from __future__ import annotations

import colorsys
import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

RGB = tuple[float, float, float]
Point = tuple[float, float, tuple[int, int, int]]
INNER = 0.75  # the points within this share of the half-size: the tile, not the lines between spaces
DARK = 0.68
GARDENER_HUES = (60.0, 183.0)
GARDENER_SATURATION = 0.56
PALE_GARDENER = 0.15  # a light green back (the app's own drawing) is a gardener too
EDGE_WEIGHT = 2.0
ORNAMENT = 0.38


def lum(c: Sequence[float]) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def _quantile(values: Sequence[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def edge(points: Sequence[Point]) -> float:
    """The 90th percentile of the brightness steps between neighbouring points."""
    grid = {(round(u, 3), round(v, 3)): lum(c) for u, v, c in points}
    us = sorted({k[0] for k in grid})
    if len(us) < 2:
        return 0.0
    step = round(us[1] - us[0], 3)
    steps = []
    for (u, v), b in grid.items():
        for nxt in ((round(u + step, 3), v), (u, round(v + step, 3))):
            if nxt in grid:
                steps.append(abs(b - grid[nxt]))
    return _quantile(steps, 0.9)


class Space:
    """What one space's inner points show, measured against the board."""

    def __init__(self, points: Sequence[Point], white: float, balance: RGB):
        inner = [p for p in points if abs(p[0]) < INNER and abs(p[1]) < INNER] or list(points)
        colours = [p[2] for p in inner]
        self.bright = _quantile([lum(c) for c in colours], 0.8) / white
        self.edge = edge(inner) / white
        self.colour = tuple(median(c[i] for c in colours) / white for i in range(3))
        balanced = [min(1.0, median(c[i] for c in colours) / max(1.0, balance[i])) for i in range(3)]
        h, s, _v = colorsys.rgb_to_hsv(*balanced)
        self.hue, self.saturation = h * 360, s

    @property
    def dark(self) -> bool:
        return self.bright < DARK

    def gardener(self) -> bool:
        """A dark space: green to blue-green and not very saturated; a pale
        tile: green at all (a face is cream to white)."""
        lo, hi = GARDENER_HUES
        if not lo <= self.hue <= hi:
            return False
        return self.saturation < GARDENER_SATURATION if self.dark else self.saturation >= PALE_GARDENER


def calibration(samples: Mapping[Any, Sequence[Point]]) -> tuple[float, RGB]:
    """The board's reference white (brightness) and white balance (r, g, b)."""
    colours = [p[2] for pts in samples.values() for p in pts]
    if not colours:
        return 255.0, (255.0, 255.0, 255.0)
    white = max(1.0, _quantile([lum(c) for c in colours], 0.9))
    bright = sorted(colours, key=lum)[len(colours) // 2 :]
    balance = tuple(sum(c[i] for c in bright) / len(bright) for i in range(3))
    return white, (balance[0], balance[1], balance[2])


def read_garden(samples: Mapping[tuple[int, int], Sequence[Point]], calibrate: Mapping | None = None) -> dict:
    """(row, col) -> "empty" | "ornament" | "gardener" for the sampled spaces
    (``calibrate``: the points the light is measured on, default ``samples``)."""
    white, balance = calibration(calibrate if calibrate is not None else samples)
    spaces = {rc: Space(pts, white, balance) for rc, pts in samples.items() if pts}
    rows: dict[int, list[Space]] = defaultdict(list)
    for (row, _col), s in spaces.items():
        if not (s.dark and s.gardener()):  # a gardener's back is not the row's print
            rows[row].append(s)
    row_colour = {}
    for row, members in rows.items():
        uniform = sorted(members, key=lambda s: s.edge)[: max(1, len(members) // 3)]
        row_colour[row] = tuple(median(s.colour[i] for s in uniform) for i in range(3))
    out = {}
    for (row, col), s in spaces.items():
        if s.dark:
            out[row, col] = "gardener" if s.gardener() else "empty"
        else:
            distance = math.dist(s.colour, row_colour[row])
            tile = EDGE_WEIGHT * s.edge + distance > ORNAMENT
            out[row, col] = ("gardener" if s.gardener() else "ornament") if tile else "empty"
    return out


def propose(entry: dict[str, Any], samples: Mapping[tuple, Sequence[Point]], printed: set) -> dict[str, Any]:
    """A player entry with the tiles the photo shows on the spaces that are
    neither printed nor entered (``samples``: cell id (seat, row, col) ->
    points; the terrace and printed spaces are not read, but the light is
    measured on them too)."""
    cells = dict(entry.get("cells", {}))
    board = {(row, col): pts for (_seat, row, col), pts in samples.items() if row >= 1}
    garden = {rc: pts for rc, pts in board.items() if rc not in printed}
    for (row, col), seen in sorted(read_garden(garden, board).items()):
        key = f"{row},{col}"
        if seen != "empty" and key not in cells:
            cells[key] = seen
    return dict(entry, cells=cells)
