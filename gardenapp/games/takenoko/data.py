"""Takenoko components (§1, §3, §4, §7): every count, card and value
lives here as data, so a fact found wrong on a physical box is fixed in one
table without touching any rule code.

Ids follow the spec: colours ``green``/``yellow``/``pink``, improvements
``none``/``watershed``/``fertilizer``/``enclosure``, card ids of §3 (panda
copies numbered ``PANDA-GG-1`` ... as §3.3 says).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import hexgrid
from ...core.messages import QT_TRANSLATE_NOOP

Hex = tuple[int, int]

# -- colours and improvements ---------------------------------------------------
GREEN, YELLOW, PINK = 1, 2, 3
COLOURS = (GREEN, YELLOW, PINK)
COLOUR_IDS = {GREEN: "green", YELLOW: "yellow", PINK: "pink"}
COLOUR_BY_ID = {v: k for k, v in COLOUR_IDS.items()}

NONE, WATERSHED, FERTILIZER, ENCLOSURE = 0, 1, 2, 3
IMPROVEMENTS = (WATERSHED, FERTILIZER, ENCLOSURE)
IMPROVEMENT_IDS = {NONE: "none", WATERSHED: "watershed", FERTILIZER: "fertilizer", ENCLOSURE: "enclosure"}
IMPROVEMENT_BY_ID = {v: k for k, v in IMPROVEMENT_IDS.items()}

# -- §1.1 plot tile inventory (printed improvements) ----------------------------
# PROVISIONAL: the green row is [P] (6/2/2/1 from four implementations; the BGA
# help says 5 plain + 2 fertilizer). Change it here if a physical box differs.
PLOT_INVENTORY: dict[int, dict[int, int]] = {
    GREEN: {NONE: 6, WATERSHED: 2, ENCLOSURE: 2, FERTILIZER: 1},
    YELLOW: {NONE: 6, WATERSHED: 1, ENCLOSURE: 1, FERTILIZER: 1},
    PINK: {NONE: 4, WATERSHED: 1, ENCLOSURE: 1, FERTILIZER: 1},
}


def plot_code(colour: int, improvement: int) -> int:
    """A plot tile kind as one small int: colour·4 + printed improvement."""
    return colour * 4 + improvement


def plot_colour(code: int) -> int:
    return code >> 2


def plot_improvement(code: int) -> int:
    return code & 3


def plot_tiles() -> tuple[int, ...]:
    """All plot tiles of the box (codes, sorted): 27 with the table above."""
    return tuple(sorted(plot_code(c, i) for c, row in PLOT_INVENTORY.items() for i, n in row.items() for _ in range(n)))


PLOTS_PER_COLOUR = {c: sum(row.values()) for c, row in PLOT_INVENTORY.items()}

# -- §1, §1.2 supplies ------------------------------------------------------------
BAMBOO_SUPPLY = {GREEN: 36, YELLOW: 30, PINK: 24}
CHANNELS = 20
TOKENS_PER_KIND = 3
MAX_BAMBOO = 4
HAND_LIMIT = 5
PLOTS_DRAWN = 3
EMPEROR_POINTS = 2
EMPEROR_ID = "EMPEROR"
# §4/§7: objectives that end the game, by player count.
THRESHOLD = {2: 9, 3: 8, 4: 7}

# -- §1 weather die (one face each) ----------------------------------------------
SUN, RAIN, WIND, STORM, CLOUDS, QUESTION = range(6)
WEATHER_IDS = ("sun", "rain", "wind", "storm", "clouds", "question")
WEATHER_BY_ID = {w: i for i, w in enumerate(WEATHER_IDS)}

# -- §6.2 the five actions ----------------------------------------------------------
A_PLOT, A_IRRIGATION, A_GARDENER, A_PANDA, A_OBJECTIVE = range(5)
ACTION_IDS = ("plot", "irrigation", "gardener", "panda", "objective")
ACTION_BY_ID = {a: i for i, a in enumerate(ACTION_IDS)}

# -- §3 objective cards -------------------------------------------------------------
PLOT_TYPE, GARDENER_TYPE, PANDA_TYPE = 0, 1, 2
TYPE_IDS = ("plot", "gardener", "panda")
TYPE_BY_ID = {t: i for i, t in enumerate(TYPE_IDS)}

LINE, CURVE, TRIANGLE, DIAMOND, MIXED_DIAMOND = "line", "curve", "triangle", "diamond", "mixed_diamond"

# §10.2 / §3.1.1: which middle goes with which tip in a two-colour diamond.
# False = as drawn in §3.1.1 (colour X at (0,0),(0,1); colour Y at (-1,1),(-1,2)).
# PROVISIONAL [D, medium-low]: the least certain fact of the spec.
MIXED_DIAMOND_MIRRORED = False


@dataclass(frozen=True)
class Card:
    index: int  # 0..44: plot 0-14, gardener 15-29, panda 30-44
    id: str  # spec id (panda copies numbered)
    type: int  # PLOT_TYPE / GARDENER_TYPE / PANDA_TYPE
    points: int
    # plot cards
    shape: str = ""
    colours: tuple[int, ...] = ()
    # gardener cards: colour, required improvement (None = ignored) and how many
    # stalks of exactly ``height`` sections
    colour: int = 0
    improvement: int | None = None
    count: int = 0
    height: int = 0
    # panda cards: sections (green, yellow, pink) to return
    needs: tuple[int, int, int] = (0, 0, 0)

    @property
    def generic_id(self) -> str:
        """The id without the copy number (``PANDA-GG`` for ``PANDA-GG-3``)."""
        return self.id.rsplit("-", 1)[0] if self.type == PANDA_TYPE else self.id


def _build_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    letter = {GREEN: "G", YELLOW: "Y", PINK: "P"}
    # §3.1 plot objectives
    plot_points = {GREEN: (2, 2, 2, 3), YELLOW: (3, 3, 3, 4), PINK: (4, 4, 4, 5)}
    for colour in COLOURS:
        for shape, name, pts in zip(
            (LINE, CURVE, TRIANGLE, DIAMOND), ("LINE", "CURVE", "TRI", "DIAM"), plot_points[colour]
        ):
            cards.append(Card(len(cards), f"PLOT-{letter[colour]}-{name}", PLOT_TYPE, pts, shape, (colour,)))
    for ident, colours, pts in (
        ("PLOT-GY-DIAM", (GREEN, YELLOW), 3),
        ("PLOT-GP-DIAM", (GREEN, PINK), 4),
        ("PLOT-PY-DIAM", (PINK, YELLOW), 5),
    ):
        cards.append(Card(len(cards), ident, PLOT_TYPE, pts, MIXED_DIAMOND, colours))
    # §3.2 gardener objectives
    gard = {GREEN: ((3, 4, 4, 5), 8, 4), YELLOW: ((4, 5, 5, 6), 7, 3), PINK: ((5, 6, 6, 7), 6, 2)}
    for colour in COLOURS:
        single, multi_pts, multi_count = gard[colour]
        for imp, name, pts in zip((FERTILIZER, ENCLOSURE, WATERSHED, NONE), ("FERT", "ENCL", "WATR", "NONE"), single):
            cards.append(
                Card(
                    len(cards),
                    f"GARD-{letter[colour]}-{name}",
                    GARDENER_TYPE,
                    pts,
                    colour=colour,
                    improvement=imp,
                    count=1,
                    height=4,
                )
            )
        cards.append(
            Card(
                len(cards),
                f"GARD-{letter[colour]}-3x{multi_count}",
                GARDENER_TYPE,
                multi_pts,
                colour=colour,
                improvement=None,
                count=multi_count,
                height=3,
            )
        )
    # §3.3 panda objectives
    for name, needs, pts, copies in (
        ("GG", (2, 0, 0), 3, 5),
        ("YY", (0, 2, 0), 4, 4),
        ("PP", (0, 0, 2), 5, 3),
        ("GYP", (1, 1, 1), 6, 3),
    ):
        for k in range(1, copies + 1):
            cards.append(Card(len(cards), f"PANDA-{name}-{k}", PANDA_TYPE, pts, needs=needs))
    return tuple(cards)


# §3.1.1 canonical shapes (axial offsets, first cell = anchor).
SHAPES: dict[str, tuple[Hex, ...]] = {
    LINE: ((0, 0), (0, 1), (0, 2)),
    CURVE: ((0, 0), (0, 1), (-1, 2)),
    TRIANGLE: ((0, 0), (-1, 1), (0, 1)),
    DIAMOND: ((0, 0), (-1, 1), (0, 1), (-1, 2)),
}
# Two-colour diamond: colour X on the top tip and right middle, colour Y on
# the left middle and bottom tip (§3.1.1); mirrored by the one constant.
_MIXED_X: tuple[Hex, ...] = ((0, 0), (0, 1))
_MIXED_Y: tuple[Hex, ...] = ((-1, 1), (-1, 2))
if MIXED_DIAMOND_MIRRORED:  # pragma: no cover - the spec's alternative handedness
    _MIXED_X = tuple(hexgrid.reflect(h) for h in _MIXED_X)
    _MIXED_Y = tuple(hexgrid.reflect(h) for h in _MIXED_Y)


def mixed_diamond_cells() -> tuple[tuple[Hex, ...], tuple[Hex, ...]]:
    """(cells of the card's first colour, cells of its second colour)."""
    return _MIXED_X, _MIXED_Y


CARDS: tuple[Card, ...] = _build_cards()
CARD_BY_ID: dict[str, Card] = {c.id: c for c in CARDS}
CARDS_OF_TYPE: tuple[tuple[int, ...], ...] = tuple(tuple(c.index for c in CARDS if c.type == t) for t in range(3))
# Panda copies are interchangeable: generic id -> copy count (§3.3, §9).
PANDA_COPIES: dict[str, int] = {}
for _c in CARDS:
    if _c.type == PANDA_TYPE:
        PANDA_COPIES[_c.generic_id] = PANDA_COPIES.get(_c.generic_id, 0) + 1
GENERIC_IDS: tuple[str, ...] = tuple(dict.fromkeys(c.generic_id for c in CARDS))

# -- PROVISIONAL facts the UI can show (spec tags [P]/[D] on data) ---------------
PROVISIONAL: dict[str, str] = {
    "plot_inventory": QT_TRANSLATE_NOOP(
        "engine",
        "Green plot tiles 6 plain / 2 watershed / 2 enclosure / 1 fertilizer: sources disagree (BGA says "
        "5 plain / 2 fertilizer).",
    ),
    "mixed_diamond_handedness": QT_TRANSLATE_NOOP(
        "engine", "Which tip goes with which middle in a two-colour diamond is not confirmed by a printed card."
    ),
    "gardener_exact_three": QT_TRANSLATE_NOOP(
        "engine", "Multi-stalk gardener objectives count stalks of exactly 3 sections (a stalk of 4 does not count)."
    ),
}

# -- names of ids for the engine's messages (events, prompts; translated by the UI) --
NAME_TEMPLATES: dict[str, str] = {
    "green": QT_TRANSLATE_NOOP("engine", "green"),
    "yellow": QT_TRANSLATE_NOOP("engine", "yellow"),
    "pink": QT_TRANSLATE_NOOP("engine", "pink"),
    "watershed": QT_TRANSLATE_NOOP("engine", "watershed"),
    "fertilizer": QT_TRANSLATE_NOOP("engine", "fertilizer"),
    "enclosure": QT_TRANSLATE_NOOP("engine", "enclosure"),
    "sun": QT_TRANSLATE_NOOP("engine", "Sun"),
    "rain": QT_TRANSLATE_NOOP("engine", "Rain"),
    "wind": QT_TRANSLATE_NOOP("engine", "Wind"),
    "storm": QT_TRANSLATE_NOOP("engine", "Storm"),
    "clouds": QT_TRANSLATE_NOOP("engine", "Clouds"),
    "question": QT_TRANSLATE_NOOP("engine", "Your choice (?)"),
    "plot": QT_TRANSLATE_NOOP("engine", "plot"),
    "gardener": QT_TRANSLATE_NOOP("engine", "gardener"),
    "panda": QT_TRANSLATE_NOOP("engine", "panda"),
}


# The label of every breakdown key (scoring.RULES) and of every extra result, context
# "rules" (docs/formats.md §1): the descriptor's ``rule_names``; the score tables and the
# CLI show ``translate("rules", label)``.
RULE_NAMES: dict[str, str] = {
    "plot": QT_TRANSLATE_NOOP("rules", "Plot objectives"),
    "gardener": QT_TRANSLATE_NOOP("rules", "Gardener objectives"),
    "panda": QT_TRANSLATE_NOOP("rules", "Panda objectives"),
    "emperor": QT_TRANSLATE_NOOP("rules", "Emperor"),
}
