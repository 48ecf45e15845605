"""Objective fulfilment (§3): plot shapes matched with core.patterns,
gardener stalks, panda stomachs; and the public helpers the UI and the score
helper use on a garden (which cells fulfil a card, which cards a garden
satisfies).

Plot patterns are compiled once with ``core.patterns.compile_pattern``
(orientations computed with shapely, rotations only, §3.1.2). The public
helpers match with ``core.patterns.Matcher``; the engine's hot path checks the
same compiled orientations incrementally around a newly irrigated plot (plot
objectives are monotone: plots and irrigation are never removed), with int
cell offsets, and a test proves both agree on random gardens.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from ...core import hexgrid
from ...core.patterns import Matcher, Pattern, PatternCell, compile_pattern, distinct_placements
from .data import (
    CARD_BY_ID,
    CARDS,
    COLOUR_BY_ID,
    COLOUR_IDS,
    GARDENER_TYPE,
    IMPROVEMENT_BY_ID,
    MIXED_DIAMOND,
    NONE,
    PANDA_TYPE,
    PLOT_TYPE,
    SHAPES,
    Card,
    mixed_diamond_cells,
)
from .garden import W

Hex = tuple[int, int]

# The shapes (SHAPES, mixed_diamond_cells) are static card data: data.py.
_MIXED_X, _MIXED_Y = mixed_diamond_cells()


def plot_pattern(card: Card, accept_mirrored: bool = False) -> Pattern:
    """The core.patterns Pattern of a plot card: rotations only (§3.1.2);
    the house rule ``accept_mirrored`` adds mirror images of the two-colour
    diamonds (the other shapes are mirror-symmetric)."""
    if card.type != PLOT_TYPE:
        raise ValueError(f"{card.id} is not a plot objective")
    if card.shape == MIXED_DIAMOND:
        x, y = (COLOUR_IDS[c] for c in card.colours)
        cells = [PatternCell(o, x) for o in _MIXED_X] + [PatternCell(o, y) for o in _MIXED_Y]
        cells.sort(key=lambda c: c.offset != (0, 0))
        return Pattern(tuple(cells), "hex", rotations=True, reflections=accept_mirrored)
    colour = COLOUR_IDS[card.colours[0]]
    return Pattern(tuple(PatternCell(o, colour) for o in SHAPES[card.shape]), "hex", rotations=True, reflections=False)


PLOT_CARDS: tuple[Card, ...] = tuple(c for c in CARDS if c.type == PLOT_TYPE)
# Compiled once per process (core.patterns caches by pattern too).
COMPILED = {
    mirrored: {c.index: compile_pattern(plot_pattern(c, mirrored)) for c in PLOT_CARDS} for mirrored in (False, True)
}


def _placement_tables(mirrored: bool):
    """Per colour: ((card bit, placements), ...) where a placement lists
    (int offset, colour) of the other cells, relative to a cell of that
    colour. Built from the compiled (shapely) orientations."""
    tables: dict[int, list] = {c: [] for c in COLOUR_IDS}
    for card in PLOT_CARDS:
        cp = COMPILED[mirrored][card.index]
        for colour in set(card.colours):
            cid = COLOUR_IDS[colour]
            places = set()
            for orient in cp.orientations:
                for pivot in orient:
                    if cid not in pivot.kinds:
                        continue
                    pq, pr = pivot.offset
                    others = []
                    for pc in orient:
                        if pc is pivot:
                            continue
                        (kind,) = pc.kinds
                        others.append(((pc.offset[0] - pq) * W + pc.offset[1] - pr, COLOUR_BY_ID[kind]))
                    places.add(tuple(sorted(others)))
            tables[colour].append((1 << card.index, tuple(sorted(places))))
    return {c: tuple(v) for c, v in tables.items()}


PLACEMENTS = {m: _placement_tables(m) for m in (False, True)}


def extend_plot_sat(sat: int, irr_colour: Mapping[int, int], cell: int, mirrored: bool) -> int:
    """The satisfied-plot-card bits once ``cell`` is irrigated too (only
    placements through ``cell`` can be new)."""
    get = irr_colour.get
    for bit, places in PLACEMENTS[mirrored][irr_colour[cell]]:
        if sat & bit:
            continue
        for place in places:
            for d, c in place:
                if get(cell + d) != c:
                    break
            else:
                sat |= bit
                break
    return sat


def gardener_satisfied(
    card: Card, colour: Mapping[int, int], improvement: Mapping[int, int], bamboo: Mapping[int, int]
) -> bool:
    """§3.2 on engine maps (cell -> colour / improvement / height)."""
    want = card.colour
    if card.count == 1:
        imp = card.improvement
        for i, h in bamboo.items():
            if h == 4 and colour[i] == want and improvement.get(i, NONE) == imp:
                return True
        return False
    n = 0
    for i, h in bamboo.items():
        if h == 3 and colour[i] == want:
            n += 1
    return n >= card.count


def panda_satisfied(card: Card, stomach: tuple[int, ...]) -> bool:
    g, y, p = card.needs
    return stomach[0] >= g and stomach[1] >= y and stomach[2] >= p


# -- the public garden and its helpers ---------------------------------------------
@dataclass(frozen=True)
class PlotInfo:
    colour: str  # green / yellow / pink
    improvement: str = "none"  # none / watershed / fertilizer / enclosure
    printed: bool = False
    bamboo: int = 0


@dataclass
class Garden:
    """A garden in spec coordinates: plots by axial cell, channels as edges
    (frozensets of two cells), the figures' cells."""

    plots: dict[Hex, PlotInfo] = field(default_factory=dict)
    channels: frozenset = frozenset()
    panda: Hex = (0, 0)
    gardener: Hex = (0, 0)

    def irrigated(self) -> frozenset[Hex]:
        """§6.3: next to the pond, a channel on one of its edges, or a watershed."""
        wet = set()
        for cell, plot in self.plots.items():
            if plot.improvement == "watershed" or hexgrid.distance(cell, (0, 0)) == 1:
                wet.add(cell)
        for e in self.channels:
            for cell in e:
                if cell in self.plots:
                    wet.add(cell)
        return frozenset(wet)

    def pattern_board(self) -> dict[Hex, str]:
        """What plot patterns see (§3.1.2): the colour of every irrigated plot."""
        wet = self.irrigated()
        return {cell: p.colour for cell, p in self.plots.items() if cell in wet}


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else CARD_BY_ID[card]


def _gardener_cells(garden: Garden, card: Card) -> list[Hex]:
    colour = COLOUR_IDS[card.colour]
    out = []
    for cell, p in sorted(garden.plots.items()):
        if p.colour != colour or p.bamboo != card.height:
            continue
        if card.improvement is not None and IMPROVEMENT_BY_ID.get(p.improvement, -1) != card.improvement:
            continue
        out.append(cell)
    return out


def fulfilling_cell_sets(
    garden: Garden, card: Card | str, accept_mirrored: bool = False, matcher: Matcher | None = None
) -> list[frozenset[Hex]]:
    """The cell sets of ``garden`` that fulfil ``card`` (empty if none):
    one set per distinct placement of a plot shape, one per qualifying stalk
    of a single-stalk gardener card, and for a multi-stalk card one set of all
    qualifying stalks when there are enough. Panda cards have none."""
    card = _card(card)
    if card.type == PLOT_TYPE:
        m = matcher if matcher is not None else Matcher(garden.pattern_board(), "hex")
        return [frozenset(x.cells) for x in distinct_placements(m.matches(COMPILED[accept_mirrored][card.index]))]
    if card.type == GARDENER_TYPE:
        cells = _gardener_cells(garden, card)
        if card.count == 1:
            return [frozenset((c,)) for c in cells]
        return [frozenset(cells)] if len(cells) >= card.count else []
    return []


def satisfied_objectives(
    garden: Garden, accept_mirrored: bool = False, cards: Iterable[Card | str] | None = None
) -> list[str]:
    """Ids of the plot and gardener objectives ``garden`` satisfies (in card
    order); ``cards`` limits the check (panda cards are never listed)."""
    chosen = CARDS if cards is None else sorted({_card(c) for c in cards}, key=lambda c: c.index)
    matcher = None
    out = []
    for card in chosen:
        if card.type == PANDA_TYPE:
            continue
        if card.type == PLOT_TYPE:
            if matcher is None:
                matcher = Matcher(garden.pattern_board(), "hex")
            if matcher.matches(COMPILED[accept_mirrored][card.index]):
                out.append(card.id)
        elif fulfilling_cell_sets(garden, card):
            out.append(card.id)
    return out


__all__ = [
    "SHAPES",
    "Garden",
    "PlotInfo",
    "plot_pattern",
    "fulfilling_cell_sets",
    "satisfied_objectives",
    "mixed_diamond_cells",
    "gardener_satisfied",
    "panda_satisfied",
    "extend_plot_sat",
]
