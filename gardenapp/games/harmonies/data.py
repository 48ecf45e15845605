"""Harmonies components as data (§1, §2.4, §3.2–§3.4, §5.2, §6.10).

Everything a rule reads lives in a table here, so a value read wrongly from a
card can be corrected without touching the logic. Values the spec does not
confirm carry a ``PROVISIONAL`` note the UI can show (spec tags [P]).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import hexgrid
from ...core.messages import QT_TRANSLATE_NOOP

# -- tokens (§1, §1.1) -------------------------------------------------------------------------------
COLOURS: tuple[str, ...] = ("blue", "gray", "brown", "green", "yellow", "red")
BLUE, GRAY, BROWN, GREEN, YELLOW, RED = range(6)
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}
TOKEN_COUNTS: tuple[int, ...] = (23, 23, 21, 19, 19, 15)  # 120 tokens [C]
# Letter shown beside every colour (colour is never the only signal).
COLOUR_LETTERS: dict[str, str] = {"blue": "B", "gray": "G", "brown": "N", "green": "V", "yellow": "Y", "red": "R"}

ANIMAL_CUBES = 66  # §1; the digital reserve is unlimited (§7.2 item 9, [D])
CENTRAL_SPACES = 5  # §1.2 (2–4 players)
SOLO_CENTRAL_SPACES = 3  # §1.2 solo
TOKENS_PER_SPACE = 3
DISPLAY_SIZE = 5  # §4.1
SOLO_DISPLAY_SIZE = 3  # §4.2
CARD_LIMIT = 4  # §5.4: incomplete cards (spirit included until placed)
BOARD_TRIGGER_EMPTY = 2  # §5.7: 2 or fewer empty spaces end the game

# -- legal stacks (§5.2) ----------------------------------------------------------------------------
# Stack ids: 0 is the empty space, then the 14 legal stacks, bottom -> top.
STACKS: tuple[tuple[int, ...], ...] = (
    (),
    (BLUE,),
    (YELLOW,),
    (GREEN,),
    (GRAY,),
    (BROWN,),
    (RED,),
    (GRAY, GRAY),
    (BROWN, BROWN),
    (BROWN, GREEN),
    (GRAY, RED),
    (BROWN, RED),
    (RED, RED),
    (GRAY, GRAY, GRAY),
    (BROWN, BROWN, GREEN),
)
STACK_ID: dict[tuple[int, ...], int] = {s: i for i, s in enumerate(STACKS)}
EMPTY = 0
# PUT[stack][colour] -> the stack after placing ``colour`` on it, or -1 if illegal.
PUT: tuple[tuple[int, ...], ...] = tuple(tuple(STACK_ID.get(s + (c,), -1) for c in range(6)) for s in STACKS)
TOP: tuple[int, ...] = tuple(s[-1] if s else -1 for s in STACKS)
HEIGHT: tuple[int, ...] = tuple(len(s) for s in STACKS)

# -- habitat codes (§2.2) ---------------------------------------------------------------------------
CODES: tuple[str, ...] = ("W", "F", "M1", "M2", "M3", "T1", "T2", "T3", "BLD")
CODE_STACKS: dict[str, tuple[tuple[int, ...], ...]] = {
    "W": ((BLUE,),),
    "F": ((YELLOW,),),
    "M1": ((GRAY,),),
    "M2": ((GRAY, GRAY),),
    "M3": ((GRAY, GRAY, GRAY),),
    "T1": ((GREEN,),),
    "T2": ((BROWN, GREEN),),
    "T3": ((BROWN, BROWN, GREEN),),
    "BLD": ((GRAY, RED), (BROWN, RED), (RED, RED)),
}
# The habitat code a stack satisfies (None: lone brown, brown/brown, lone red, empty).
STACK_CODE: tuple[str | None, ...] = tuple(
    next((code for code, stacks in CODE_STACKS.items() if s in stacks), None) for s in STACKS
)

# Landscape points by height (§6.1, §6.2).
TREE_POINTS = {1: 1, 2: 3, 3: 7}
MOUNTAIN_POINTS = {1: 1, 2: 3, 3: 7}
FIELD_POINTS = 5  # per yellow group of size >= 2 (§6.3)
BUILDING_POINTS = 5  # per building seeing >= 3 top colours (§6.4)
BUILDING_COLOURS = 3
ISLAND_POINTS = 5  # per island, side B (§6.6)


def river_points(length: int) -> int:
    """§6.5: 1->0, 2->2, 3->5, 4->8, 5->11, 6->15, then +4 per token beyond 6."""
    table = (0, 0, 2, 5, 8, 11, 15)
    return table[length] if length <= 6 else 15 + 4 * (length - 6)


# -- cards (§2.4, §3.2, §3.4) -------------------------------------------------------------------------
@dataclass(frozen=True)
class Card:
    """An animal card (track of points, one slot per value) or a Nature's
    Spirit card (no track, one slot). ``cells`` = (q, a, code) in axial
    coordinates relative to the cube hex, the cube hex first (§3.4)."""

    id: str
    name: str  # English community name (UI label, translated by the view)
    stripe: str
    track: tuple[int, ...]
    cells: tuple[tuple[int, int, str], ...]

    @property
    def is_spirit(self) -> bool:
        return self.id.startswith("S")

    @property
    def slots(self) -> int:
        return 1 if self.is_spirit else len(self.track)

    @property
    def cube_code(self) -> str:
        return self.cells[0][2]

    def value(self, placed: int) -> int:
        """§2.1 / §6.7: with n cubes on the board the card scores track[n-1]; 0 if none."""
        return self.track[placed - 1] if placed > 0 and self.track else 0


def _c(id_: str, name: str, stripe: str, track: tuple[int, ...], *cells: tuple[int, int, str]) -> Card:
    return Card(id_, name, stripe, track, tuple(cells))


ANIMALS: tuple[Card, ...] = (
    _c("A01", QT_TRANSLATE_NOOP("engine", "Crocodile"), "blue", (4, 9, 15), (0, 0, "W"), (0, -1, "W"), (0, -2, "T3")),
    _c("A02", QT_TRANSLATE_NOOP("engine", "Stingray"), "blue", (4, 10, 16), (0, 0, "W"), (0, -1, "M1"), (1, -1, "M1")),
    _c("A03", QT_TRANSLATE_NOOP("engine", "Fish"), "blue", (3, 6, 10, 16), (0, 0, "W"), (0, -1, "M3")),
    _c("A04", QT_TRANSLATE_NOOP("engine", "Otter"), "blue", (5, 10, 16), (0, 0, "W"), (0, -1, "T1"), (0, -2, "T1")),
    _c("A05", QT_TRANSLATE_NOOP("engine", "Frog"), "blue", (2, 4, 6, 10, 15), (0, 0, "W"), (0, -1, "T1")),
    _c("A06", QT_TRANSLATE_NOOP("engine", "Duck"), "blue", (2, 4, 8, 13), (0, 0, "W"), (0, -1, "BLD")),
    _c("A07", QT_TRANSLATE_NOOP("engine", "Flamingo"), "blue", (4, 10, 16), (0, 0, "W"), (0, -1, "F"), (1, -1, "F")),
    _c("A08", QT_TRANSLATE_NOOP("engine", "Lizard"), "red", (5, 10, 16), (0, 0, "BLD"), (0, -1, "F"), (0, -2, "F")),
    _c("A09", QT_TRANSLATE_NOOP("engine", "Shrew"), "red", (5, 10, 17), (0, 0, "BLD"), (0, -1, "F"), (1, 0, "F")),
    _c("A10", QT_TRANSLATE_NOOP("engine", "Peacock"), "red", (5, 10, 17), (0, 0, "BLD"), (0, -1, "W"), (1, 0, "W")),
    _c("A11", QT_TRANSLATE_NOOP("engine", "Squirrel"), "red", (4, 9, 15), (0, 0, "BLD"), (0, -1, "T3")),
    _c("A12", QT_TRANSLATE_NOOP("engine", "Hedgehog"), "red", (5, 12), (0, 0, "BLD"), (0, -1, "T2"), (1, -1, "T2")),
    _c(
        "A13",
        QT_TRANSLATE_NOOP("engine", "Bee"),
        "green",
        (8, 18),
        (0, 0, "T2"),
        (0, -1, "F"),
        (1, -1, "F"),
        (1, 0, "F"),
    ),
    _c("A14", QT_TRANSLATE_NOOP("engine", "Bear"), "green", (5, 11), (0, 0, "T1"), (0, -1, "M2"), (1, -1, "M2")),
    _c("A15", QT_TRANSLATE_NOOP("engine", "Rabbit"), "green", (5, 10, 17), (0, 0, "T1"), (0, -1, "T1"), (0, -2, "BLD")),
    _c("A16", QT_TRANSLATE_NOOP("engine", "Macaw"), "green", (4, 9, 14), (0, 0, "T2"), (0, -1, "W"), (1, -1, "W")),
    _c("A17", QT_TRANSLATE_NOOP("engine", "Wild boar"), "green", (4, 8, 13), (0, 0, "T2"), (0, -1, "BLD")),
    _c("A18", QT_TRANSLATE_NOOP("engine", "Koala"), "green", (3, 6, 10, 15), (0, 0, "T2"), (0, -1, "T1")),
    _c("A19", QT_TRANSLATE_NOOP("engine", "Wolf"), "green", (4, 10, 16), (0, 0, "T3"), (0, -1, "F"), (1, -1, "F")),
    _c("A20", QT_TRANSLATE_NOOP("engine", "Kingfisher"), "green", (5, 11, 18), (0, 0, "T3"), (0, -1, "W"), (1, 0, "W")),
    _c("A21", QT_TRANSLATE_NOOP("engine", "Penguin"), "gray", (4, 10, 16), (0, 0, "M1"), (0, -1, "W"), (1, 0, "W")),
    _c("A22", QT_TRANSLATE_NOOP("engine", "Bat"), "gray", (3, 6, 10, 15), (0, 0, "M1"), (0, -1, "T3")),
    _c("A23", QT_TRANSLATE_NOOP("engine", "Fennec fox"), "gray", (4, 9, 16), (0, 0, "M1"), (0, -1, "M1"), (0, -2, "F")),
    _c("A24", QT_TRANSLATE_NOOP("engine", "Macaque"), "gray", (5, 11), (0, 0, "M2"), (0, -1, "W"), (1, -1, "W")),
    _c("A25", QT_TRANSLATE_NOOP("engine", "Eagle"), "gray", (5, 11), (0, 0, "M3"), (0, -1, "F")),
    _c("A26", QT_TRANSLATE_NOOP("engine", "Meerkat"), "gray", (2, 5, 9, 14), (0, 0, "M1"), (0, -1, "F")),
    _c("A27", QT_TRANSLATE_NOOP("engine", "Crow"), "yellow", (4, 9), (0, 0, "F"), (0, -1, "BLD"), (1, 0, "BLD")),
    _c("A28", QT_TRANSLATE_NOOP("engine", "Llama"), "yellow", (5, 12), (0, 0, "F"), (0, -1, "F"), (0, -2, "M2")),
    _c(
        "A29",
        QT_TRANSLATE_NOOP("engine", "Arctic fox"),
        "yellow",
        (5, 10, 17),
        (0, 0, "F"),
        (0, -1, "T2"),
        (1, 0, "T2"),
    ),
    _c(
        "A30",
        QT_TRANSLATE_NOOP("engine", "Raccoon"),
        "yellow",
        (6, 12),
        (0, 0, "F"),
        (0, -1, "W"),
        (1, -1, "W"),
        (1, 0, "W"),
    ),
    _c("A31", QT_TRANSLATE_NOOP("engine", "Ladybug"), "yellow", (2, 5, 8, 12, 17), (0, 0, "F"), (0, -1, "T1")),
    _c("A32", QT_TRANSLATE_NOOP("engine", "Panther"), "yellow", (5, 11), (0, 0, "F"), (0, -1, "T2"), (0, -2, "T2")),
)

SPIRITS: tuple[Card, ...] = (
    _c("S01", QT_TRANSLATE_NOOP("engine", "Lion's Spirit"), "yellow", (), (0, 0, "F"), (0, -1, "T2"), (0, 1, "F")),
    _c(
        "S02",
        QT_TRANSLATE_NOOP("engine", "Butterfly Spirit"),
        "yellow",
        (),
        (0, 0, "F"),
        (0, -1, "W"),
        (1, -1, "W"),
        (1, -2, "F"),
    ),
    _c("S03", QT_TRANSLATE_NOOP("engine", "Deer Spirit"), "green", (), (0, 0, "T2"), (0, -1, "T3"), (0, 1, "T1")),
    _c("S04", QT_TRANSLATE_NOOP("engine", "Owl Spirit"), "green", (), (0, 0, "T3"), (0, -1, "T1"), (1, -1, "T1")),
    _c("S05", QT_TRANSLATE_NOOP("engine", "Cat Spirit"), "red", (), (0, 0, "BLD"), (0, -1, "T1"), (0, -2, "BLD")),
    _c("S06", QT_TRANSLATE_NOOP("engine", "Stork Spirit"), "red", (), (0, 0, "BLD"), (0, -1, "BLD"), (0, -2, "F")),
    _c("S07", QT_TRANSLATE_NOOP("engine", "Ram Spirit"), "gray", (), (0, 0, "M3"), (0, -1, "M2")),
    _c("S08", QT_TRANSLATE_NOOP("engine", "Marmot Spirit"), "gray", (), (0, 0, "M2"), (0, -1, "M1"), (1, 0, "M1")),
    _c("S09", QT_TRANSLATE_NOOP("engine", "Dragonfly Spirit"), "blue", (), (0, 0, "W"), (0, -1, "T2"), (0, 1, "T2")),
    _c("S10", QT_TRANSLATE_NOOP("engine", "Tortoise Spirit"), "blue", (), (0, 0, "W"), (0, -1, "W"), (0, 1, "M2")),
)

# Card indices: 0..31 animals, 32..41 spirits (one numbering for the engine).
CARDS: tuple[Card, ...] = ANIMALS + SPIRITS
CARD_INDEX: dict[str, int] = {c.id: i for i, c in enumerate(CARDS)}
NUM_ANIMALS = len(ANIMALS)
ANIMAL_IDS: tuple[str, ...] = tuple(c.id for c in ANIMALS)
SPIRIT_IDS: tuple[str, ...] = tuple(c.id for c in SPIRITS)

# -- Nature's Spirit scoring (§3.3) -------------------------------------------------------------------
# Each spirit counts one landscape ("tree", "mountain", "building", "yellow", "blue"):
#   ("count", landscape, {height: points})      points per item by its height (blue/yellow: height 1)
#   ("groups", landscape, ((min_size, points), ...))  per connected group: the points of the
#                                                  largest threshold its size reaches (none: 0)
SPIRIT_RULES: dict[str, tuple] = {
    "S01": ("groups", "yellow", ((1, 2), (3, 10))),
    "S02": ("groups", "yellow", ((1, 5),)),
    "S03": ("count", "tree", {1: 0, 2: 4, 3: 4}),
    "S04": ("count", "tree", {1: 3, 2: 3, 3: 1}),
    "S05": ("groups", "building", ((1, 4),)),
    "S06": ("groups", "building", ((2, 6),)),
    "S07": ("count", "mountain", {1: 0, 2: 4, 3: 4}),
    "S08": ("count", "mountain", {1: 3, 2: 3, 3: 1}),
    "S09": ("groups", "blue", ((2, 7),)),
    "S10": ("count", "blue", {1: 2}),
}
# §6.10 spirit type: "groups" spirits give +1 sun in solo, "count" spirits +0.
SPIRIT_TYPE: dict[str, str] = {k: v[0] for k, v in SPIRIT_RULES.items()}

# -- solo suns (§6.10) ----------------------------------------------------------------------------------
SUN_THRESHOLDS: tuple[int, ...] = (40, 70, 90, 110, 130, 140, 150, 160)
SIDE_SUNS = {"A": 1, "B": 0}
NO_SPIRIT_SUNS = 2
SPIRIT_TYPE_SUNS = {"groups": 1, "count": 0}

# -- values the spec does not confirm (tags [P]) --------------------------------------------------------
# Keys are card ids or rule names; the UI shows the note beside the item.
PROVISIONAL: dict[str, str] = {
    "S02": QT_TRANSLATE_NOOP(
        "engine", "Butterfly Spirit points read from the card icons, not checked against a scored game"
    ),
    "S03": QT_TRANSLATE_NOOP(
        "engine", "Deer Spirit points read from the card icons, not checked against a scored game"
    ),
    "S06": QT_TRANSLATE_NOOP(
        "engine", "Stork Spirit points read from the card icons, not checked against a scored game"
    ),
    "side_B": QT_TRANSLATE_NOOP("engine", "Side B shape (7 columns 4,3,4,3,4,3,4) reconstructed from pictures"),
    "solo_spirit_suns": QT_TRANSLATE_NOOP("engine", "Solo spirit suns follow the spirit chosen, placed or not"),
}


def is_provisional(key: str) -> bool:
    return key in PROVISIONAL


# --- The board sides (docs/rules/harmonies.md §1.3): flat-topped columns, odd ones shifted down -------

SIDE_COLUMNS: dict[str, tuple[int, ...]] = {"A": (5, 4, 5, 4, 5), "B": (4, 3, 4, 3, 4, 3, 4)}


def space_to_axial(cr: tuple[int, int]) -> hexgrid.Hex:
    """Board space (c, r) -> axial (q, a) = (c, r − floor(c/2))."""
    c, r = cr
    return (c, r - c // 2)


def axial_to_space(h: hexgrid.Hex) -> tuple[int, int]:
    """Axial (q, a) -> board space (c, r) = (q, a + floor(q/2))."""
    q, a = h
    return (q, a + q // 2)


def side_spaces(side: str) -> tuple[tuple[int, int], ...]:
    """All (c, r) spaces of board side "A" (23) or "B" (25), column by column."""
    return tuple((c, r) for c, n in enumerate(SIDE_COLUMNS[side]) for r in range(n))


def space_neighbours(cr: tuple[int, int], side: str | None = None) -> list[tuple[int, int]]:
    """The (c, r) neighbours of a space; with ``side``, only those on that board."""
    out = [axial_to_space(n) for n in hexgrid.neighbours(space_to_axial(cr))]
    if side is not None:
        on_board = set(side_spaces(side))
        out = [s for s in out if s in on_board]
    return out


def parse_space(text: object) -> hexgrid.Hex | None:
    """A file's ``"c,r"`` label -> axial cell (None if malformed)."""
    cr = hexgrid.parse_pair(text)
    return None if cr is None else space_to_axial(cr)


def format_space(h: hexgrid.Hex) -> str:
    """Axial cell -> the ``"c,r"`` label used in Harmonies files."""
    return hexgrid.format_pair(axial_to_space(h))


# The label of every breakdown key (scoring.RULES) and of every extra result, context
# "rules" (docs/formats.md §1): the descriptor's ``rule_names``; the score tables and the
# CLI show ``translate("rules", label)``.
RULE_NAMES: dict[str, str] = {
    "trees": QT_TRANSLATE_NOOP("rules", "Trees"),
    "mountains": QT_TRANSLATE_NOOP("rules", "Mountains"),
    "fields": QT_TRANSLATE_NOOP("rules", "Fields"),
    "buildings": QT_TRANSLATE_NOOP("rules", "Buildings"),
    "water": QT_TRANSLATE_NOOP("rules", "Water"),
    "animals": QT_TRANSLATE_NOOP("rules", "Animals"),
    "spirit": QT_TRANSLATE_NOOP("rules", "Nature's Spirit"),
}
# The solo game's result in suns, shown beside the points (PlayerScore.extra, §6.10).
EXTRA_NAMES: dict[str, str] = {
    "suns": QT_TRANSLATE_NOOP("rules", "Suns"),
}
