"""Personal-board geometry (§1.3), legal stacks (§5.2) and habitat
placements (§2.3, §5.5).

A board side is a set of spaces ``(c, r)`` (labels ``"c,r"``). Internally every
space has a *dense index* (0..22 or 0..24, column by column) and a *bit* in a
padded axial grid, so that a set of spaces is one Python int and a hex step is
a shift: ``bit = (q + 2)·12 + (a + 5)`` with axial ``(q, a)`` of core.hexgrid.
The padding (2 columns/rows around the board) means a pattern offset of up
to 2 steps never wraps into another column, so an off-board cell of a habitat
simply finds no bit.

Habitats go through core.patterns: each card's pattern is compiled there once
(shapely rotations about the cube hex, rounded back to the lattice) and the
resulting orientations are what this module tests. ``cube_targets`` evaluates
all anchors of one orientation at once with shifts and ANDs of per-code
bitboards (the hot path of play: a few microseconds per card), and
``habitat_matches`` asks ``core.patterns.Matcher`` directly; the tests prove
the two give the same placements on random boards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...core import hexgrid, patterns
from ...core.bitset import set_bits
from . import data

STRIDE = 12  # bits per axial column
PAD_Q = 2
PAD_A = 5
DIRS_SHIFT = (1, -1, STRIDE, -STRIDE, STRIDE - 1, -(STRIDE - 1))
S1 = STRIDE - 1

# Which stacks accept each colour (§5.2 transition table).
ACCEPTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(len(data.STACKS)) if data.PUT[s][c] >= 0) for c in range(6)
)
# Stack ids that satisfy each habitat code (§2.2), in data.CODES order.
CODE_INDEX: dict[str, int] = {c: i for i, c in enumerate(data.CODES)}
CODE_STACK_IDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(data.STACK_ID[s] for s in data.CODE_STACKS[c]) for c in data.CODES
)
W, F, M1, M2, M3, T1, T2, T3, BLD = range(9)


def to_bit(q: int, a: int) -> int:
    return (q + PAD_Q) * STRIDE + (a + PAD_A)


def shift(mask: int, off: int) -> int:
    """Bits moved so that bit ``b`` of the result is bit ``b + off`` of ``mask``."""
    return mask >> off if off >= 0 else mask << -off


def dilate(m: int) -> int:
    """``m`` plus every neighbour of its cells (off-board bits included: mask them)."""
    return m | (m << 1) | (m >> 1) | (m << STRIDE) | (m >> STRIDE) | (m << S1) | (m >> S1)


def card_pattern(card: data.Card) -> patterns.Pattern:
    """The card's habitat as a core.patterns Pattern: anchor = cube hex, kinds =
    habitat codes; rotations only (§2.3: every pattern is mirror-symmetric)."""
    return patterns.Pattern.of(
        {(q, a): code for q, a, code in card.cells}, grid="hex", rotations=True, reflections=False
    )


# Compiled once per process (core.patterns caches too).
COMPILED: tuple[patterns.CompiledPattern, ...] = tuple(patterns.compile_pattern(card_pattern(c)) for c in data.CARDS)


def _orientation_terms(cp: patterns.CompiledPattern) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per orientation: (code index, bit offset) of each non-anchor cell."""
    out = []
    for orient in cp.orientations:
        terms = []
        for cell in orient:
            if cell.offset == (0, 0):
                continue
            (code,) = tuple(cell.kinds)
            dq, da = cell.offset
            terms.append((CODE_INDEX[code], dq * STRIDE + da))
        out.append(tuple(terms))
    return tuple(out)


ORIENTATION_TERMS: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    _orientation_terms(cp) for cp in COMPILED
)
CUBE_CODE: tuple[int, ...] = tuple(CODE_INDEX[c.cube_code] for c in data.CARDS)


@dataclass(frozen=True, eq=False)
class Side:
    """One side of the personal board (§1.3) with its lookup tables."""

    name: str
    spaces: tuple[tuple[int, int], ...]  # (c, r) by dense index
    labels: tuple[str, ...]  # "c,r" by dense index
    index: dict  # label -> dense index
    bits: tuple[int, ...]  # dense index -> bit
    dense: dict  # bit -> dense index
    label_of_bit: dict  # bit -> label
    mask: int  # every space
    neighbours: tuple[tuple[int, ...], ...]  # dense -> dense neighbours
    nb_mask: tuple[int, ...]  # dense -> bitmask of neighbours

    @property
    def size(self) -> int:
        return len(self.spaces)

    def labels_of(self, mask: int) -> tuple[str, ...]:
        """Labels of the spaces in ``mask``, in board order."""
        lab = self.label_of_bit
        return tuple(lab[b] for b in set_bits(mask))

    def mask_of(self, dense_indices: Iterable[int]) -> int:
        m = 0
        for i in dense_indices:
            m |= 1 << self.bits[i]
        return m


def _build_side(name: str) -> Side:
    spaces = data.side_spaces(name)
    labels = tuple(hexgrid.format_pair(s) for s in spaces)
    index = {lab: i for i, lab in enumerate(labels)}
    bits = tuple(to_bit(*data.space_to_axial(s)) for s in spaces)
    dense = {b: i for i, b in enumerate(bits)}
    mask = 0
    for b in bits:
        mask |= 1 << b
    pos = {s: i for i, s in enumerate(spaces)}
    neighbours = tuple(tuple(sorted(pos[n] for n in data.space_neighbours(s, name))) for s in spaces)
    nb_mask = tuple(sum(1 << bits[j] for j in nbs) for nbs in neighbours)
    return Side(
        name, spaces, labels, index, bits, dense, {b: labels[i] for i, b in enumerate(bits)}, mask, neighbours, nb_mask
    )


SIDES: dict[str, Side] = {name: _build_side(name) for name in ("A", "B")}


# -- per-board bitboards ------------------------------------------------------------------------------
def stack_masks(side: Side, stacks: Sequence[int]) -> tuple[int, ...]:
    """One bitmask per stack id (index 0 = empty spaces)."""
    sm = [0] * len(data.STACKS)
    for i, s in enumerate(stacks):
        sm[s] |= 1 << side.bits[i]
    return tuple(sm)


def code_masks(sm: Sequence[int]) -> list[int]:
    """One bitmask per habitat code (§2.2), data.CODES order."""
    return [sm[1], sm[2], sm[4], sm[7], sm[13], sm[3], sm[9], sm[14], sm[10] | sm[11] | sm[12]]


def cube_targets(card: int, km: Sequence[int], cubes: int) -> int:
    """Spaces where card ``card``'s next cube may go (§5.5): every space that is
    the cube hex of a habitat placement in one of the compiled orientations and
    holds no cube yet. ``km`` = code_masks of the board, ``cubes`` = cube bits."""
    base = km[CUBE_CODE[card]] & ~cubes
    if not base:
        return 0
    out = 0
    for terms in ORIENTATION_TERMS[card]:
        m = base
        for code, off in terms:
            m &= (km[code] >> off) if off >= 0 else (km[code] << -off)
            if not m:
                break
        out |= m
    return out


def habitat_matches(side: Side, stacks: Sequence[int], card: int) -> list[patterns.Match]:
    """Every placement of card ``card``'s habitat on a board, through
    core.patterns.Matcher (cells in axial coordinates, anchor = cube hex).
    Slower than ``cube_targets``; used by hints and to check it."""
    kinds = {}
    for i, s in enumerate(stacks):
        code = data.STACK_CODE[s]
        if code is not None:
            kinds[data.space_to_axial(side.spaces[i])] = code
    return patterns.Matcher(kinds, "hex").matches(COMPILED[card])


def legal_token_cells(sm: Sequence[int], colour: int, cubes: int) -> int:
    """Spaces that may receive ``colour`` (§5.2, §5.3: never on a cube)."""
    m = 0
    for s in ACCEPTS[colour]:
        m |= sm[s]
    return m & ~cubes
