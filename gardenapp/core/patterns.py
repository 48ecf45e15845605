"""The one pattern matcher: Harmonies habitats, Takenoko plot objectives,
Under the Leaves criteria.

docs/architecture.md §4: a pattern's orientations are
computed once with shapely (rotations about the anchor cell's centre, rounded
back to the lattice); a ``Matcher`` turns one board snapshot into prepared
per-kind shapely regions, and tests all anchors × orientations with a few
vectorised ``shapely.contains_xy`` calls (one per pattern cell, each keeping
only the placements still fitting). ``find_matches_oracle`` is the plain
integer matcher the tests compare against; benchmarks/bench_matcher.py
measures both.

Regions live in lattice space: cell (a, b) is the unit box centred on the
integer point (a, b), so a candidate point is exactly an integer point and
every region boundary is half a unit away from it — no float tolerance issue.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from numbers import Integral
from typing import Any

import numpy as np
import shapely
from shapely import affinity

from . import hexgrid, squaregrid

Cell = tuple[int, int]
GRIDS = ("hex", "square")

# Lattice -> unit-layout pixel space (y down): the space where a lattice
# rotation is a plain rotation about the anchor's centre.
_SQRT3 = math.sqrt(3.0)
_TO_PIXEL = {
    "hex": np.array([[_SQRT3, _SQRT3 / 2], [0.0, 1.5]]),  # pointy HexLayout, size 1
    "square": np.eye(2),
}
_TO_LATTICE = {g: np.linalg.inv(m) for g, m in _TO_PIXEL.items()}
# Lattice mirrors (hexgrid.reflect, squaregrid.reflect) expressed in pixel space.
_MIRROR_LATTICE = {"hex": np.array([[0.0, 1.0], [1.0, 0.0]]), "square": np.array([[-1.0, 0.0], [0.0, 1.0]])}
_MIRROR_PIXEL = {g: _TO_PIXEL[g] @ _MIRROR_LATTICE[g] @ _TO_LATTICE[g] for g in GRIDS}
_TURNS = {"hex": 6, "square": 4}


@dataclass(frozen=True)
class PatternCell:
    """One cell of a pattern: its offset from the anchor and the board kinds it accepts."""

    offset: tuple[int, int]
    kinds: Any  # a kind, or a set of kinds: normalised to a frozenset

    def __post_init__(self) -> None:
        off = tuple(self.offset)
        if len(off) != 2 or not all(isinstance(v, Integral) and not isinstance(v, bool) for v in off):
            raise ValueError(f"pattern offset must be two integers, not {self.offset!r}")
        object.__setattr__(self, "offset", (int(off[0]), int(off[1])))
        kinds = self.kinds
        if isinstance(kinds, (str, bytes)):  # "M1" is one kind, not {"M", "1"}
            kinds = frozenset((kinds,))
        elif not isinstance(kinds, frozenset):
            kinds = frozenset(kinds)
        if not kinds:
            raise ValueError(f"pattern cell {off} accepts no kind")
        object.__setattr__(self, "kinds", kinds)


@dataclass(frozen=True)
class Pattern:
    """A shape of cells relative to the anchor offset (0, 0), with the
    orientations the game allows (spec flags: Harmonies rotates, never mirrors).
    ``cells`` may also be given as ``(offset, kinds)`` pairs; see also ``Pattern.of``."""

    cells: tuple[PatternCell, ...]
    grid: str = "hex"
    rotations: bool = True
    reflections: bool = False

    def __post_init__(self) -> None:
        cells = tuple(c if isinstance(c, PatternCell) else PatternCell(*c) for c in self.cells)
        object.__setattr__(self, "cells", cells)
        if self.grid not in GRIDS:
            raise ValueError(f"grid must be one of {GRIDS}, not {self.grid!r}")
        offsets = [c.offset for c in cells]
        if len(set(offsets)) != len(offsets):
            raise ValueError(f"pattern has a repeated offset: {offsets}")
        if (0, 0) not in offsets:
            raise ValueError("pattern must contain the anchor offset (0, 0)")

    @classmethod
    def of(
        cls,
        cells: Mapping[tuple[int, int], object] | Iterable[tuple[tuple[int, int], object]],
        grid: str = "hex",
        rotations: bool = True,
        reflections: bool = False,
    ) -> "Pattern":
        """Shorthand: ``Pattern.of({(0, 0): "W", (0, -1): {"T1", "T2"}})`` (order kept)."""
        items = cells.items() if isinstance(cells, Mapping) else cells
        return cls(tuple(PatternCell(off, kinds) for off, kinds in items), grid, rotations, reflections)


@dataclass(frozen=True, order=True)
class Match:
    """One placement: the board cell under offset (0, 0), the index into
    ``CompiledPattern.orientations``, and the board cells in pattern-cell order."""

    anchor: Cell
    orientation: int
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class CompiledPattern:
    """A pattern with its distinct orientations, computed once.

    The other fields are what the matcher needs, precomputed so a search does
    no per-pattern work: ``anchor_kinds`` (kinds accepted at offset (0, 0)),
    ``offsets`` (per orientation, the offsets in pattern-cell order, as ints)
    and ``stages``: per cell other than the anchor cell, its kinds and its x
    and y offsets in every orientation (two arrays of length orientations)."""

    pattern: Pattern
    orientations: tuple[tuple[PatternCell, ...], ...]
    anchor_kinds: frozenset = field(repr=False, compare=False)
    offsets: tuple[tuple[Cell, ...], ...] = field(repr=False, compare=False)
    stages: tuple[tuple[frozenset, np.ndarray, np.ndarray], ...] = field(repr=False, compare=False)


def _transforms(p: Pattern) -> list[tuple[bool, int]]:
    """(mirror first?, quarter/sixth turns) in the fixed order the oracle uses too."""
    turns = range(_TURNS[p.grid]) if p.rotations else range(1)
    mirrors = (False, True) if p.reflections else (False,)
    return [(m, k) for m in mirrors for k in turns]


def _dedupe(orients: list[tuple[PatternCell, ...]]) -> tuple[tuple[PatternCell, ...], ...]:
    """Drop orientations that cover the same offsets with the same kinds
    (symmetric patterns), keeping the first."""
    seen: set[frozenset] = set()
    out = []
    for o in orients:
        key = frozenset((c.offset, c.kinds) for c in o)
        if key not in seen:
            seen.add(key)
            out.append(o)
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def compile_pattern(p: Pattern) -> CompiledPattern:
    """Orientations of ``p`` via shapely.affinity on the cell centres (origin
    at the anchor's centre), rounded back to the lattice, duplicates removed.
    Cached: each pattern is compiled once per process."""
    if not isinstance(p, Pattern):
        raise TypeError(f"expected a Pattern, not {type(p).__name__}")
    grid = p.grid
    lattice = np.array([c.offset for c in p.cells], dtype=float)
    centres = shapely.MultiPoint(lattice @ _TO_PIXEL[grid].T)
    step = 360.0 / _TURNS[grid]
    mx = _MIRROR_PIXEL[grid]
    orients = []
    for mirror, k in _transforms(p):
        g = centres
        if mirror:
            g = affinity.affine_transform(g, [mx[0, 0], mx[0, 1], mx[1, 0], mx[1, 1], 0.0, 0.0])
        if k:
            # +angle is counter-clockwise with y up, i.e. clockwise on a y-down screen,
            # the sense of hexgrid.rotate60 / squaregrid.rotate90.
            g = affinity.rotate(g, step * k, origin=(0.0, 0.0))
        back = shapely.get_coordinates(g) @ _TO_LATTICE[grid].T
        rounded = np.rint(back)
        # pragma: no cover - a lattice symmetry always lands on the lattice
        if not np.allclose(back, rounded, atol=1e-6):
            raise AssertionError(f"orientation {mirror, k} left the lattice: {back}")
        orients.append(tuple(PatternCell((int(a), int(b)), c.kinds) for (a, b), c in zip(rounded, p.cells)))
    orientations = _dedupe(orients)
    offsets = tuple(tuple(c.offset for c in o) for o in orientations)
    table = np.array(offsets, dtype=float).reshape(len(orientations), len(p.cells), 2)
    anchor_index = [c.offset for c in p.cells].index((0, 0))
    stages = tuple(
        (c.kinds, table[:, j, 0].copy(), table[:, j, 1].copy()) for j, c in enumerate(p.cells) if j != anchor_index
    )
    return CompiledPattern(p, orientations, p.cells[anchor_index].kinds, offsets, stages)


def _as_compiled(pattern_or_compiled: Pattern | CompiledPattern) -> CompiledPattern:
    if isinstance(pattern_or_compiled, CompiledPattern):
        return pattern_or_compiled
    return compile_pattern(pattern_or_compiled)


def _check_grid(cp: CompiledPattern, grid: str) -> None:
    if grid not in GRIDS:
        raise ValueError(f"grid must be one of {GRIDS}, not {grid!r}")
    if cp.pattern.grid != grid:
        raise ValueError(f"a {cp.pattern.grid} pattern cannot be matched on a {grid} board")


def _anchor_list(board: Mapping[Cell, Hashable], anchors: Iterable[Cell] | None) -> list[Cell]:
    if anchors is None:
        return sorted(board)
    return sorted({(int(a[0]), int(a[1])) for a in anchors})


class Matcher:
    """One board snapshot (``board[cell] = kind``, absent cells are empty),
    ready to be searched for any number of patterns.

    A search is a few vectorised ``contains_xy`` calls, one per pattern cell
    but the anchor cell (whose region's cells are the anchors; explicit
    anchors are tested against it too): every (anchor, orientation) pair
    against the next cell's region, rarest kinds first, keeping only the
    pairs still fitting — the integer matcher's early exit, done for all
    anchors × orientations at once.

    Use a Matcher from one thread: GEOS builds a prepared geometry's index
    lazily, and that is not thread-safe."""

    def __init__(self, board: Mapping[Cell, Hashable], grid: str = "hex") -> None:
        if grid not in GRIDS:
            raise ValueError(f"grid must be one of {GRIDS}, not {grid!r}")
        self.grid = grid
        self.board: dict[Cell, Hashable] = dict(board)
        self._anchors = sorted(self.board)
        self._anchor_xy = np.array(self._anchors, dtype=float).reshape(-1, 2)
        # unit boxes of every cell, built in one vectorised call; regions pick from them
        x, y = self._anchor_xy[:, 0], self._anchor_xy[:, 1]
        self._boxes = shapely.box(x - 0.5, y - 0.5, x + 0.5, y + 0.5)
        by_kind: dict[Hashable, list[int]] = {}
        for i, cell in enumerate(self._anchors):
            by_kind.setdefault(self.board[cell], []).append(i)
        self._index_by_kind = by_kind
        self._regions: dict[frozenset, tuple[shapely.Geometry | None, np.ndarray]] = {}

    def _region(self, kinds: frozenset) -> tuple[shapely.Geometry | None, np.ndarray]:
        """(prepared region, sorted indices into the sorted cells) for the cells
        whose kind is in ``kinds``; the region is their unit boxes, None when
        there is none. Built on first use, once per kind set and snapshot."""
        try:
            return self._regions[kinds]
        except KeyError:
            pass
        idx = np.sort(np.array([i for k in kinds for i in self._index_by_kind.get(k, ())], dtype=np.intp))
        geom = None
        if len(idx):
            # The boxes never overlap: a MultiPolygon of them is a valid region
            # without the cost of a union.
            geom = shapely.multipolygons(self._boxes[idx])
            shapely.prepare(geom)
        self._regions[kinds] = found = (geom, idx)
        return found

    def matches(self, cp: CompiledPattern | Pattern, anchors: Iterable[Cell] | None = None) -> list[Match]:
        """Every (anchor, orientation) where each pattern cell lands on a board
        cell of an accepted kind, sorted by anchor then orientation."""
        cp = _as_compiled(cp)
        _check_grid(cp, self.grid)
        anchor_region, keep = self._region(cp.anchor_kinds)
        if anchor_region is None:
            return []
        if anchors is None:  # the cells of the anchor's kinds are the anchors
            anchor_list, axy = self._anchors, self._anchor_xy
        else:
            anchor_list = _anchor_list(self.board, anchors)
            axy = np.array(anchor_list, dtype=float).reshape(-1, 2)
            keep = np.flatnonzero(shapely.contains_xy(anchor_region, axy[:, 0], axy[:, 1]))
            if not len(keep):
                return []
        ax, ay = axy[:, 0], axy[:, 1]
        stages = []
        for kinds, dx, dy in cp.stages:
            region, cells = self._region(kinds)
            if region is None:
                return []
            stages.append((len(cells), region, dx, dy))
        stages.sort(key=lambda st: st[0])  # rarest first: fewest pairs survive to the next call
        # candidate (anchor, orientation) pairs, in sorted order, which filtering keeps
        n_orient = len(cp.orientations)
        pa = np.repeat(keep, n_orient)
        po = np.arange(len(pa)) % n_orient
        for _, region, dx, dy in stages:
            inside = shapely.contains_xy(region, ax[pa] + dx[po], ay[pa] + dy[po])
            pa, po = pa[inside], po[inside]
            if not len(pa):
                return []
        out = []
        offsets = cp.offsets
        for a, o in zip(pa.tolist(), po.tolist()):
            q, r = anchor_list[a]
            out.append(Match((q, r), o, tuple([(q + dq, r + dr) for dq, dr in offsets[o]])))
        return out


def find_matches(
    board: Mapping[Cell, Hashable],
    pattern_or_compiled: Pattern | CompiledPattern,
    grid: str = "hex",
    anchors: Iterable[Cell] | None = None,
) -> list[Match]:
    """One-off search; build a ``Matcher`` yourself to search one board for many patterns."""
    cp = _as_compiled(pattern_or_compiled)
    _check_grid(cp, grid)
    return Matcher(board, grid).matches(cp, anchors)


def find_matches_oracle(
    board: Mapping[Cell, Hashable],
    pattern: Pattern | CompiledPattern,
    grid: str = "hex",
    anchors: Iterable[Cell] | None = None,
) -> list[Match]:
    """The reference matcher: orientations by integer rotate60/rotate90/reflect,
    then a dictionary look-up per cell. Plain and obviously right."""
    p = pattern.pattern if isinstance(pattern, CompiledPattern) else pattern
    if grid not in GRIDS or p.grid != grid:
        raise ValueError(f"a {p.grid} pattern cannot be matched on a {grid!r} board")
    return integer_search(board, integer_orientations(p), anchors)


def integer_orientations(p: Pattern) -> tuple[tuple[PatternCell, ...], ...]:
    """The oracle's orientations: same order and de-duplication as compile_pattern."""
    rotate, mirror = (
        (hexgrid.rotate60, hexgrid.reflect) if p.grid == "hex" else (squaregrid.rotate90, squaregrid.reflect)
    )
    return _dedupe(
        [
            tuple(PatternCell(rotate(mirror(c.offset) if m else c.offset, k), c.kinds) for c in p.cells)
            for m, k in _transforms(p)
        ]
    )


def integer_search(
    board: Mapping[Cell, Hashable],
    orientations: tuple[tuple[PatternCell, ...], ...],
    anchors: Iterable[Cell] | None = None,
) -> list[Match]:
    """Try every anchor × orientation with dictionary look-ups."""
    out = []
    for a in _anchor_list(board, anchors):
        for i, o in enumerate(orientations):
            cells = tuple((a[0] + c.offset[0], a[1] + c.offset[1]) for c in o)
            if all(cell in board and board[cell] in c.kinds for cell, c in zip(cells, o)):
                out.append(Match(a, i, cells))
    return out


def distinct_placements(matches: Iterable[Match]) -> list[Match]:
    """Keep the first match per set of covered cells: a symmetric shape found
    from several anchors (a Takenoko triangle from each of its cells) counts once."""
    seen: set[frozenset] = set()
    out = []
    for m in matches:
        key = frozenset(m.cells)
        if key not in seen:
            seen.add(key)
            out.append(m)
    return out
