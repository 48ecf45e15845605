"""One player's garden (§2.5, §2.6, §5, §6) as bitboards.

Every cell ``(q, r)`` of the 55-cell garden board has a bit in a padded axial
grid, ``bit = (q + 5) * 11 + (r + 5)``, so a set of cells is one int and a hex
step is a shift (DIR[0] E = +11, NE = +10, NW = -1, W = -11, SW = -10,
SE = +1). The padding ring keeps neighbours of edge cells off the board.

A ``Garden`` is immutable: placing returns a new one. It holds the hexagon on
each cell (tiles and printed hexagons alike, §2.1), one mask per colour and
per pattern, the free spaces, the six areas and the elements already
surrounded. All rules of §5 / §6 (adjacency, the group rule, surrounding,
groups for scoring) work on the masks.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...core import hexgrid
from . import data

STRIDE = 11
OFF = 5
N_BITS = STRIDE * STRIDE
DIR_SHIFT = (11, 10, -1, -11, -10, 1)


def bit_of(h: tuple[int, int]) -> int:
    return (h[0] + OFF) * STRIDE + (h[1] + OFF)


def cell_of(b: int) -> tuple[int, int]:
    return (b // STRIDE - OFF, b % STRIDE - OFF)


LABEL: dict[int, str] = {}
BIT: dict[str, int] = {}
for _h in data.BOARD_CELLS:
    LABEL[bit_of(_h)] = hexgrid.format_pair(_h)
    BIT[hexgrid.format_pair(_h)] = bit_of(_h)

BOARD_MASK = 0
for _b in LABEL:
    BOARD_MASK |= 1 << _b


def dilate(m: int) -> int:
    """``m`` with every neighbour of its cells (within the board)."""
    return (m | (m << 11) | (m >> 11) | (m << 10) | (m >> 10) | (m << 1) | (m >> 1)) & BOARD_MASK


def nb_mask_of_bit(b: int) -> int:
    return dilate(1 << b) & ~(1 << b)


NB: dict[int, int] = {b: nb_mask_of_bit(b) for b in LABEL}

FOUNTAIN_BIT = bit_of(data.FOUNTAIN)
START_MASK = sum(1 << bit_of(h) for h in data.START_SPACES)
ORNAMENT_BITS = tuple(bit_of(h) for h in data.ORNAMENTS)
ORNAMENT_MASK = sum(1 << b for b in ORNAMENT_BITS)
AREA_INDEX = {a: i for i, a in enumerate(data.AREAS)}
AREA_CENTRE_BITS = tuple(bit_of(data.AREA_CENTRES[a]) for a in data.AREAS)
# ring cell k of area i: centre + DIR[k]
AREA_RING_BITS = tuple(tuple(c + DIR_SHIFT[k] for k in range(6)) for c in AREA_CENTRE_BITS)
AREA_MASKS = tuple((1 << c) | sum(1 << r for r in ring) for c, ring in zip(AREA_CENTRE_BITS, AREA_RING_BITS))
AREA_OF_BIT: dict[int, int] = {b: i for i, m in enumerate(AREA_MASKS) for b in LABEL if m >> b & 1}

# Area states.
AREA_NONE = -1
AREA_DOWN = -2  # face down: 7 free spaces (§2.4)
# otherwise: expansion * 6 + orientation (printed hexagon on ring cell ``orientation``)


def bits(m: int) -> Iterator[int]:
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def labels(m: int) -> tuple[str, ...]:
    """Spec labels "q,r" of the cells of a mask, in bit order."""
    return tuple(LABEL[b] for b in bits(m))


def flood(seed: int, m: int) -> int:
    """The connected part of ``m`` containing the cells of ``seed``."""
    comp = seed
    while True:
        nxt = dilate(comp) & m
        if nxt == comp:
            return comp
        comp = nxt


def components(m: int) -> Iterator[int]:
    while m:
        comp = flood(m & -m, m)
        yield comp
        m &= ~comp


class Garden:
    """See the module docstring. ``cells`` maps bit -> hexagon (-1 none)."""

    __slots__ = ("cells", "cm", "pm", "occ", "free", "areas", "surr", "elements")

    def __init__(self) -> None:
        self.cells: tuple[int, ...] = (-1,) * N_BITS
        self.cm: tuple[int, ...] = (0,) * 6
        self.pm: tuple[int, ...] = (0,) * 6
        self.occ = 0
        self.free = START_MASK  # §2.5: the whole starting garden
        self.areas: tuple[int, ...] = (AREA_NONE,) * 6
        self.surr = 0  # elements already surrounded (their bits)
        self.elements = (1 << FOUNTAIN_BIT) | ORNAMENT_MASK

    def _clone(self) -> "Garden":
        g = object.__new__(Garden)
        g.cells, g.cm, g.pm, g.occ, g.free = self.cells, self.cm, self.pm, self.occ, self.free
        g.areas, g.surr, g.elements = self.areas, self.surr, self.elements
        return g

    # -- queries ---------------------------------------------------------------------------------
    def face_up_count(self) -> int:
        return sum(1 for a in self.areas if a >= 0)

    def free_areas(self) -> tuple[int, ...]:
        return tuple(i for i, a in enumerate(self.areas) if a == AREA_NONE)

    def garden_mask(self) -> int:
        """Every cell that is part of the garden (fountain board + placed areas)."""
        m = (1 << FOUNTAIN_BIT) | START_MASK | ORNAMENT_MASK
        for i, a in enumerate(self.areas):
            if a != AREA_NONE:
                m |= AREA_MASKS[i]
        return m

    def element_kind(self, b: int, ornament_kinds: tuple[str, ...]) -> str | None:
        if b == FOUNTAIN_BIT:
            return "fountain"
        if b in ORNAMENT_BITS:
            return ornament_kinds[ORNAMENT_BITS.index(b)]
        if self.elements >> b & 1:
            return "pavilion"
        return None

    # -- §4.1.B.3 / §6 placement rules ------------------------------------------------------------
    def hex_ok(self, h: int, b: int) -> bool:
        """Adjacency + group rule for hexagon ``h`` on cell ``b`` (not checking
        that ``b`` is free: expansions use it for their printed hexagon)."""
        adj = NB[b] & self.occ
        if not adj:
            return True
        c, p = divmod(h, 6)
        cm, pm = self.cm, self.pm
        mc = cm[c]
        mp = pm[p]
        if not adj & (mc | mp):
            return False
        xb = 1 << b
        if adj & mc:
            comp = flood(xb, mc | xb)
            if comp & mp:
                return False  # the same hexagon already in this colour group
            for q in range(6):
                x = comp & pm[q]
                if x & (x - 1):
                    return False  # connecting two groups that share a pattern
        if adj & mp:
            comp = flood(xb, mp | xb)
            if comp & mc:
                return False
            for k in range(6):
                x = comp & cm[k]
                if x & (x - 1):
                    return False
        return True

    def legal_cells(self, h: int) -> int:
        """Free spaces where hexagon ``h`` may be placed (§4.1.B.3)."""
        free = self.free
        if not free:
            return 0
        occ = self.occ
        if not occ:
            return free
        c, p = divmod(h, 6)
        near = dilate(occ)
        out = free & ~near  # no adjacent hexagon: always fine
        cand = free & near & dilate(self.cm[c] | self.pm[p])
        for b in bits(cand):
            if self.hex_ok(h, b):
                out |= 1 << b
        return out

    def has_legal_cell(self, h: int) -> bool:
        free = self.free
        if not free:
            return False
        near = dilate(self.occ)
        if free & ~near:
            return True
        cand = free & near & dilate(self.cm[h // 6] | self.pm[h % 6])
        for b in bits(cand):
            if self.hex_ok(h, b):
                return True
        return False

    def legal_orientations(self, e: int, area: int) -> tuple[int, ...]:
        """Orientations k of face-up expansion ``e`` in free area ``area`` whose
        printed hexagon obeys the placement rules on ring cell k (§4.1.C)."""
        ring = AREA_RING_BITS[area]
        return tuple(k for k in range(6) if self.hex_ok(e, ring[k]))

    # -- changes ----------------------------------------------------------------------------------
    def with_hex(self, h: int, b: int) -> "Garden":
        g = self._clone()
        c, p = divmod(h, 6)
        cells = self.cells
        g.cells = cells[:b] + (h,) + cells[b + 1 :]
        xb = 1 << b
        cm = list(self.cm)
        cm[c] |= xb
        g.cm = tuple(cm)
        pm = list(self.pm)
        pm[p] |= xb
        g.pm = tuple(pm)
        g.occ = self.occ | xb
        g.free = self.free & ~xb
        return g

    def with_area(self, area: int, state: int) -> "Garden":
        """Place an expansion: face down (AREA_DOWN) or face up (e * 6 + k)."""
        g = self._clone()
        areas = list(self.areas)
        areas[area] = state
        g.areas = tuple(areas)
        centre = AREA_CENTRE_BITS[area]
        if state == AREA_DOWN:
            g.free = self.free | AREA_MASKS[area]
            return g
        e, k = divmod(state, 6)
        ring = AREA_RING_BITS[area]
        g.free = self.free | (AREA_MASKS[area] & ~(1 << centre) & ~(1 << ring[k]))
        g.elements = self.elements | (1 << centre)
        g2 = g.with_hex(e, ring[k])
        return g2

    def newly_surrounded(self, b: int) -> int:
        """Elements next to cell ``b`` not yet surrounded whose 6 neighbours now
        all hold hexagons (§4.1.B.4); as a mask."""
        out = 0
        cand = NB[b] & self.elements & ~self.surr
        occ = self.occ
        for e in bits(cand):
            if NB[e] & ~occ == 0:
                out |= 1 << e
        return out

    def with_surrounded(self, m: int) -> "Garden":
        g = self._clone()
        g.surr = self.surr | m
        return g

    # -- construction from a board file -------------------------------------------------------------
    @classmethod
    def build(cls, areas: tuple[int, ...], hexes: dict[int, int]) -> "Garden":
        """A garden from area states and {bit: hexagon} of the tiles (printed
        hexagons come from the areas). Surroundings are recomputed."""
        g = cls()
        for i, a in enumerate(areas):
            if a != AREA_NONE:
                g = g.with_area(i, a)
        for b, h in hexes.items():
            g = g.with_hex(h, b)
        surr = 0
        for e in bits(g.elements):
            if NB[e] & ~g.occ == 0:
                surr |= 1 << e
        g.surr = surr
        return g

    def key(self) -> tuple:
        return (self.cells, self.areas, self.surr, self.free)
