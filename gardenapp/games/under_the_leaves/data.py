"""Under the Leaves components as data (docs/rules/under_the_leaves.md §1, §2).

Field kinds are small ints: the five colours of §1.1 in the spec's table order
and the puddle. A tile layout is four ``(kind, mushroom)`` pairs in the fixed
clockwise order NW, NE, SE, SW of §1.2. An *orientation* is
``side * 4 + rotation`` (side 0 = F front, 1 = B back; rotation = clockwise
quarter turns applied after choosing the side), so 8 per garden tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.messages import QT_TRANSLATE_NOOP

# -- fields (§1.1) -------------------------------------------------------------------------
GREEN, ORANGE, PINK, YELLOW, PURPLE, PUDDLE = range(6)
KINDS: tuple[str, ...] = ("green", "orange", "pink", "yellow", "purple", "puddle")
KIND_INDEX: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
COLOURS: tuple[str, ...] = KINDS[:5]
# Colour-blind letters of §1.1 (V = violet) and the puddle mark.
KIND_LETTERS: tuple[str, ...] = ("G", "O", "P", "Y", "V", "~")
KIND_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "green"),
    QT_TRANSLATE_NOOP("engine", "orange"),
    QT_TRANSLATE_NOOP("engine", "pink"),
    QT_TRANSLATE_NOOP("engine", "yellow"),
    QT_TRANSLATE_NOOP("engine", "purple"),
    QT_TRANSLATE_NOOP("engine", "puddle"),
)

CORNERS: tuple[str, ...] = ("NW", "NE", "SE", "SW")
SIDES: tuple[str, ...] = ("F", "B")

Layout = tuple[tuple[int, bool], tuple[int, bool], tuple[int, bool], tuple[int, bool]]


def _parse(text: str) -> tuple[int, bool]:
    mush = text.endswith("*")
    return KIND_INDEX[text.rstrip("*")], mush


# -- the 50 garden tiles (§1.4, front side NW NE SE SW; * = mushroom) ----------------------------
_GARDEN = """
G01 green* orange pink pink      G26 orange* pink green green
G02 orange* yellow pink pink     G27 yellow* pink green green
G03 yellow* purple pink pink     G28 yellow* orange green green
G04 orange* purple pink pink     G29 purple* yellow green green
G05 purple* green pink pink      G30 pink* purple green green
G06 green* yellow pink pink      G31 puddle orange pink pink
G07 purple* pink yellow yellow   G32 puddle yellow pink pink
G08 pink* orange yellow yellow   G33 puddle green pink pink
G09 orange* green yellow yellow  G34 puddle purple pink pink
G10 orange* purple yellow yellow G35 puddle yellow orange orange
G11 green* purple yellow yellow  G36 puddle purple orange orange
G12 pink* green yellow yellow    G37 puddle green orange orange
G13 purple* yellow orange orange G38 puddle pink orange orange
G14 yellow* pink orange orange   G39 puddle orange yellow yellow
G15 pink* green orange orange    G40 puddle pink yellow yellow
G16 purple* pink orange orange   G41 puddle purple yellow yellow
G17 green* yellow orange orange  G42 puddle green yellow yellow
G18 green* purple orange orange  G43 puddle orange purple purple
G19 orange* green purple purple  G44 puddle yellow purple purple
G20 pink* orange purple purple   G45 puddle green purple purple
G21 pink* yellow purple purple   G46 puddle pink purple purple
G22 yellow* orange purple purple G47 puddle pink green green
G23 yellow* green purple purple  G48 puddle orange green green
G24 green* pink purple purple    G49 puddle yellow green green
G25 purple* orange green green   G50 puddle purple green green
"""

# -- the 4 starting tiles (§1.5, single-sided) ---------------------------------------------------
_START = """
S1 puddle pink yellow* purple
S2 puddle orange pink* yellow
S3 puddle purple orange* pink
S4 puddle yellow purple* orange
"""


def _table(text: str) -> dict[str, Layout]:
    out: dict[str, Layout] = {}
    for line in text.strip().splitlines():
        words = line.split()
        for i in range(0, len(words), 5):
            tid, nw, ne, se, sw = words[i : i + 5]
            out[tid] = (_parse(nw), _parse(ne), _parse(se), _parse(sw))
    return out


_G = _table(_GARDEN)
_S = _table(_START)
GARDEN_IDS: tuple[str, ...] = tuple(sorted(_G))
START_IDS: tuple[str, ...] = tuple(sorted(_S))
# Every tile by index: garden tiles 0..49 (G01..G50), then starting tiles 50..53 (S1..S4).
TILE_IDS: tuple[str, ...] = GARDEN_IDS + START_IDS
TILE_INDEX: dict[str, int] = {t: i for i, t in enumerate(TILE_IDS)}
FRONT: tuple[Layout, ...] = tuple(_G[t] for t in GARDEN_IDS) + tuple(_S[t] for t in START_IDS)
NUM_GARDEN = len(GARDEN_IDS)
START_INDICES: tuple[int, ...] = tuple(range(NUM_GARDEN, len(TILE_IDS)))


def is_start(tile: int) -> bool:
    return tile >= NUM_GARDEN


# -- orientations (§1.2) -------------------------------------------------------------------------
def flip(layout: tuple) -> tuple:
    """Side B: the mirror image left <-> right, B = [NE, NW, SW, SE] of the front list."""
    return (layout[1], layout[0], layout[3], layout[2])


def rotate(layout: tuple, r: int = 1) -> tuple:
    """``r`` clockwise quarter turns: new (NW, NE, SE, SW) = old (SW, NW, NE, SE)."""
    for _ in range(r % 4):
        layout = (layout[3], layout[0], layout[1], layout[2])
    return layout


def orientation(side: int, rotation: int) -> int:
    return side * 4 + rotation


def side_rotation(o: int) -> tuple[int, int]:
    return divmod(o, 4)


def oriented(layout: tuple, o: int) -> tuple:
    side, r = divmod(o, 4)
    return rotate(flip(layout) if side else layout, r)


# LAYOUTS[tile][o]: the four (kind, mushroom) pairs as laid, NW NE SE SW. Starting tiles are
# single-sided: their back entries repeat the front (never offered, never accepted in a file).
LAYOUTS: tuple[tuple[Layout, ...], ...] = tuple(
    tuple(oriented(FRONT[t], o if not is_start(t) else o % 4) for o in range(8)) for t in range(len(TILE_IDS))
)

# Layout -> (tile, orientation): the 400 garden layouts and 16 starting layouts are all
# different (§1.2), so a painted tile identifies itself (score helper, §8 level 2).
LAYOUT_INDEX: dict[tuple, tuple[int, int]] = {}
for _t in range(len(TILE_IDS)):
    for _o in range(8) if not is_start(_t) else range(4):
        LAYOUT_INDEX.setdefault(LAYOUTS[_t][_o], (_t, _o))

# -- bag and setup (§2) ----------------------------------------------------------------------------
MARKET_SIZE = 3
# Tiles removed unseen at setup by player count; solo is the unofficial app variant (§2).
REMOVED: dict[int, int] = {1: 36, 2: 24, 3: 12, 4: 0}
TURNS_PER_PLAYER = 12
GARDEN_TILES = 13
MAJORITY_BONUS = 2


# -- dweller cards (§1.6) ------------------------------------------------------------------------
LEAF, PUDDLE_TYPE, MUSHROOM = "leaf", "puddle", "mushroom"
DWELLER_TYPES: tuple[str, ...] = (LEAF, PUDDLE_TYPE, MUSHROOM)  # the check order of §4.2


@dataclass(frozen=True)
class Card:
    id: str
    type: str  # leaf / puddle / mushroom
    name: str  # English, translated with context "engine" (events nest it)
    first_game: bool
    text: str  # the printed criterion (summary of §1.6), English
    pawn: str  # where the pawn goes: "square" (centre of a 2×2), "sector", "field"


CARDS: tuple[Card, ...] = (
    Card(
        "thoughtful",
        LEAF,
        QT_TRANSLATE_NOOP("engine", "Thoughtful"),
        True,
        QT_TRANSLATE_NOOP(
            "engine",
            "A pollinated area has four terrain spaces arranged in a 2×2 square. None of these four spaces can be used again to attract a leaf dweller.",
        ),
        "square",
    ),
    Card(
        "restless",
        LEAF,
        QT_TRANSLATE_NOOP("engine", "Restless"),
        False,
        QT_TRANSLATE_NOOP("engine", "You have a pollinated area of at least 5 terrain spaces."),
        "sector",
    ),
    Card(
        "flirty",
        LEAF,
        QT_TRANSLATE_NOOP("engine", "Flirty"),
        False,
        QT_TRANSLATE_NOOP(
            "engine",
            "Four spaces of four different kinds (a puddle counts as a kind) form a 2×2 square. None of the four can be used again for a leaf dweller.",
        ),
        "square",
    ),
    Card(
        "runner",
        LEAF,
        QT_TRANSLATE_NOOP("engine", "Runner"),
        False,
        QT_TRANSLATE_NOOP(
            "engine", "A pollinated area has 4 terrain spaces in a straight row, horizontally or vertically."
        ),
        "sector",
    ),
    Card(
        "host",
        MUSHROOM,
        QT_TRANSLATE_NOOP("engine", "Host"),
        True,
        QT_TRANSLATE_NOOP(
            "engine", "An area of any size contains at least 2 mushrooms. The area need not be pollinated."
        ),
        "sector",
    ),
    Card(
        "explorer",
        MUSHROOM,
        QT_TRANSLATE_NOOP("engine", "Explorer"),
        False,
        QT_TRANSLATE_NOOP(
            "engine",
            "A line contains 3 mushrooms, whatever the distance between them. Mushrooms without an Explorer may be used again later.",
        ),
        "field",
    ),
    Card(
        "collector",
        MUSHROOM,
        QT_TRANSLATE_NOOP("engine", "Collector"),
        False,
        QT_TRANSLATE_NOOP(
            "engine",
            "Two mushrooms form a diagonal (touch corner to corner). The mushroom left without the pawn may be used again later.",
        ),
        "field",
    ),
    Card(
        "loner",
        MUSHROOM,
        QT_TRANSLATE_NOOP("engine", "Loner"),
        False,
        QT_TRANSLATE_NOOP(
            "engine", "A space with a mushroom is surrounded by 8 spaces of any kind, none of them with a mushroom."
        ),
        "field",
    ),
    Card(
        "diver",
        PUDDLE_TYPE,
        QT_TRANSLATE_NOOP("engine", "Diver"),
        True,
        QT_TRANSLATE_NOOP(
            "engine",
            "You create a puddle of 2 or more orthogonally adjacent puddle spaces. No new dweller when that puddle grows later.",
        ),
        "sector",
    ),
    Card(
        "skipper",
        PUDDLE_TYPE,
        QT_TRANSLATE_NOOP("engine", "Skipper"),
        False,
        QT_TRANSLATE_NOOP(
            "engine", "Two puddles are aligned with exactly one terrain space between them. Puddles may be used again."
        ),
        "field",
    ),
    Card(
        "friendly",
        PUDDLE_TYPE,
        QT_TRANSLATE_NOOP("engine", "Friendly"),
        False,
        QT_TRANSLATE_NOOP(
            "engine",
            "Two puddles form a diagonal (touch corner to corner). The puddle left empty may be used again later.",
        ),
        "field",
    ),
    Card(
        "shy",
        PUDDLE_TYPE,
        QT_TRANSLATE_NOOP("engine", "Shy"),
        False,
        QT_TRANSLATE_NOOP("engine", "A puddle is surrounded by 8 terrain spaces (no puddle among them)."),
        "field",
    ),
)
CARD_BY_ID: dict[str, Card] = {c.id: c for c in CARDS}
CARD_IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
CARDS_OF_TYPE: dict[str, tuple[str, ...]] = {t: tuple(c.id for c in CARDS if c.type == t) for t in DWELLER_TYPES}
FIRST_GAME: tuple[str, ...] = ("thoughtful", "diver", "host")  # in the check order leaf, puddle, mushroom
# Cards whose arrivals the player chooses (§5.5).
SQUARE_CHOICE_CARDS = frozenset({"thoughtful", "flirty"})
FIELD_CHOICE_CARDS = frozenset({"collector", "friendly"})
# Cards whose condition depends only on the final board (§8 level 2).
STATIC_CARDS = frozenset({"loner", "shy", "skipper"})


def in_check_order(cards) -> tuple[str, ...]:
    """The cards in play ordered leaf, puddle, mushroom (§4.2)."""
    return tuple(sorted(cards, key=lambda c: DWELLER_TYPES.index(CARD_BY_ID[c].type)))


def tile_key(tile: int) -> str:
    """How a person names a physical tile (§1.4 "Key"): e.g. "pink pair + green* + orange"."""
    lay = FRONT[tile]
    name = lambda f: KINDS[f[0]] + ("*" if f[1] else "")  # noqa: E731
    if is_start(tile):
        return " ".join(name(f) for f in lay)
    return f"{KINDS[lay[2][0]]} pair + {name(lay[0])} + {name(lay[1])}"


# The label of every breakdown key (scoring.RULES) and of every extra result, context
# "rules" (docs/formats.md §1): the descriptor's ``rule_names``; the score tables and the
# CLI show ``translate("rules", label)``.
RULE_NAMES: dict[str, str] = {
    "bees": QT_TRANSLATE_NOOP("rules", "Bees"),
    "hummingbirds": QT_TRANSLATE_NOOP("rules", "Hummingbirds"),
    "leaf": QT_TRANSLATE_NOOP("rules", "Leaf"),
    "puddle": QT_TRANSLATE_NOOP("rules", "Puddle"),
    "mushroom": QT_TRANSLATE_NOOP("rules", "Mushroom"),
    "majority_bonus": QT_TRANSLATE_NOOP("rules", "Majority bonus"),
}
