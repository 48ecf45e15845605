"""Every component and table of Azul: Queen's Garden (docs/rules/azul_queens_garden.md
§2, §3, §11) as data.

Hexagons are small ints: ``hex = colour * 6 + pattern`` (colour and pattern
0..5 in the spec's order), so the 36 combinations are 0..35 and expansion
``e`` (one per combination, §2.4) prints hexagon ``e``.

Every [UNVERIFIED] value of the spec lives in ONE table, ``TABLE``, each entry
with a ``provisional`` flag the UI shows as "provisional": the joker rewards
per element (§4.1.B), the statue/bench positions (§2.5), the wheel schedule
(§4.2, §9.1 #37) and the Phase-2 round-scoring table (§9.1 #31). The engine
reads them through the accessors below when a game or a board is built, so an
entry can be corrected here (or overridden by an option) without touching
logic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core import hexgrid
from ...core.messages import QT_TRANSLATE_NOOP, shown

# -- §2.1 colours and patterns (ids lower case, docs/formats.md §1.2) ----------------------------------------
COLOURS: tuple[str, ...] = ("blue", "yellow", "dark_green", "light_green", "dark_purple", "light_purple")
PATTERNS: tuple[str, ...] = ("tree", "bird", "butterfly", "flower", "plant", "lily")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
PATTERN_INDEX = {p: i for i, p in enumerate(PATTERNS)}
# One letter per colour, so colour is never the only signal (§2.1; docs/architecture.md §6.1). The names
# are under the context "engine" so that event messages can carry them as parameters.
COLOUR_LETTERS: tuple[str, ...] = ("B", "Y", "G", "L", "P", "K")
COLOUR_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "blue"),
    QT_TRANSLATE_NOOP("engine", "yellow"),
    QT_TRANSLATE_NOOP("engine", "green"),
    QT_TRANSLATE_NOOP("engine", "light green"),
    QT_TRANSLATE_NOOP("engine", "purple"),
    QT_TRANSLATE_NOOP("engine", "lilac"),
)
PATTERN_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "tree"),
    QT_TRANSLATE_NOOP("engine", "bird"),
    QT_TRANSLATE_NOOP("engine", "butterflies"),
    QT_TRANSLATE_NOOP("engine", "flower"),
    QT_TRANSLATE_NOOP("engine", "plant"),
    QT_TRANSLATE_NOOP("engine", "lilies"),
)
# §2.1: a pattern's value is its cost, its final score and its storage penalty (standard side).
PATTERN_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
CRITERIA: tuple[str, ...] = COLOURS + PATTERNS  # §2.8: the 12 criteria of the wheel / evaluation track
N_HEX = 36


def hex_of(colour: int, pattern: int) -> int:
    return colour * 6 + pattern


def hex_name(h: int) -> str:
    """``dark_green-tree``: the notation and view id of a hexagon."""
    return f"{COLOURS[h // 6]}-{PATTERNS[h % 6]}"


HEX_NAMES: tuple[str, ...] = tuple(hex_name(h) for h in range(N_HEX))
HEX_INDEX = {n: h for h, n in enumerate(HEX_NAMES)}

# -- §2.2 - §2.7, §3, §11 fixed numbers -----------------------------------------------------------
TILE_COPIES = 3  # 108 tiles
JOKERS_START_PER_PLAYER = 3
JOKER_SUPPLY_PHYSICAL = 24  # digital: unlimited (§2.3)
STORAGE_TILE_SPACES = 12  # tiles + jokers
STORAGE_EXPANSION_SPACES = 2
STACK_SIZE = {2: 5, 3: 7, 4: 8}  # expansions per round stack (§3)
ROUNDS = 4
TILES_PER_STACK_TOP = 4
START_SCORE = 15
FIRST_PASS_PENALTY = 1
SUPPLY_EXPANSION_PRICE = 6  # the "6" on the shield token (§2.9)
GROUP_MIN = 3
GROUP_OF_SIX = 6
GROUP_OF_SIX_BONUS = 6
PAVILION_POINT = 1
JOKER_END_VALUE = 1

# -- §2.5 / §2.6 geometry (core.hexgrid holds the coordinates) --------------------------------------
# The garden board (docs/rules/azul_queens_garden.md §2.5, §2.6): one axial grid.
FOUNTAIN: hexgrid.Hex = (0, 0)
START_SPACES: tuple[hexgrid.Hex, ...] = tuple(hexgrid.DIRECTIONS)  # ring 1
ORNAMENTS: tuple[hexgrid.Hex, ...] = tuple(
    hexgrid.add(hexgrid.DIRECTIONS[k], hexgrid.DIRECTIONS[(k + 1) % 6]) for k in range(6)
)
AREAS: tuple[str, ...] = ("A1", "A2", "A3", "A4", "A5", "A6")
# Area Ak lies in direction DIR[k-1], its centre at distance 3 from the fountain.
AREA_CENTRES: dict[str, hexgrid.Hex] = {name: hexgrid.scale(hexgrid.DIRECTIONS[k], 3) for k, name in enumerate(AREAS)}


def area_cells(area: str) -> tuple[hexgrid.Hex, ...]:
    """The 7 cells of an expansion area: centre, then centre + DIR[0..5]
    (ring cell k carries the printed hexagon of an expansion with orientation k)."""
    c = AREA_CENTRES[area]
    return (c, *hexgrid.neighbours(c))


def area_of(h: hexgrid.Hex) -> str | None:
    """Which expansion area a cell belongs to (None for fountain board cells and
    cells outside the garden board)."""
    for name, c in AREA_CENTRES.items():
        if hexgrid.distance(h, c) <= 1:
            return name
    return None


def board_cells() -> tuple[hexgrid.Hex, ...]:
    """All 55 cells of a garden board: fountain board (13) then A1..A6 (7 each)."""
    fountain_board = (FOUNTAIN, *START_SPACES, *ORNAMENTS)
    return fountain_board + tuple(h for a in AREAS for h in area_cells(a))


BOARD_CELLS = board_cells()  # 55 cells


ELEMENT_KINDS = ("fountain", "statue", "bench", "pavilion")


def cell_label(h: tuple[int, int]) -> str:
    return hexgrid.format_pair(h)


# -- THE table of [UNVERIFIED] values --------------------------------------------------------------


@dataclass(frozen=True)
class Datum:
    value: Any
    provisional: bool
    section: str  # where the spec discusses it


TABLE: dict[str, Datum] = {
    # §4.1.B jokers gained per surrounded element [UNVERIFIED]
    "joker_reward.fountain": Datum(3, True, "4.1.B"),
    "joker_reward.statue": Datum(2, True, "4.1.B"),
    "joker_reward.bench": Datum(1, True, "4.1.B"),
    "joker_reward.pavilion": Datum(1, True, "4.1.B"),
    # §2.5 which ornament is a statue or a bench [UNVERIFIED]: alternating default
    "ornament.2,-1": Datum("statue", True, "2.5"),
    "ornament.1,-2": Datum("bench", True, "2.5"),
    "ornament.-1,-1": Datum("statue", True, "2.5"),
    "ornament.-2,1": Datum("bench", True, "2.5"),
    "ornament.-1,2": Datum("statue", True, "2.5"),
    "ornament.1,1": Datum("bench", True, "2.5"),
    # §4.2 / §9.1 #37 the wheel: None = a random schedule drawn at setup [UNVERIFIED]
    "wheel": Datum(None, True, "4.2"),
    # §9.1 #31 Phase-2 points per matching hexagon, by pattern [inferred]
    "round_values": Datum((1, 2, 3, 4, 5, 6), True, "9.1 #31"),
    # §7 final evaluation points per hexagon, by pattern (standard side) [R]
    "final_values": Datum((1, 2, 3, 4, 5, 6), False, "7"),
    # §9 #1 starting score [R+], kept configurable
    "start_score": Datum(START_SCORE, False, "9 #1"),
}


def is_provisional(key: str) -> bool:
    """True when ``key``'s value is an assumption the UI labels "provisional"."""
    return TABLE[key].provisional


def provisional_flags() -> dict[str, bool]:
    return {k: d.provisional for k, d in TABLE.items()}


def value(key: str) -> Any:
    return TABLE[key].value


def joker_rewards() -> dict[str, int]:
    return {kind: TABLE[f"joker_reward.{kind}"].value for kind in ELEMENT_KINDS}


def ornament_kinds() -> tuple[str, ...]:
    """Kind of each ornament, in ORNAMENTS order."""
    return tuple(TABLE[f"ornament.{cell_label(o)}"].value for o in ORNAMENTS)


def round_values() -> tuple[int, ...]:
    return tuple(TABLE["round_values"].value)


def final_values() -> tuple[int, ...]:
    return tuple(TABLE["final_values"].value)


def wheel_default() -> list[list[str]] | None:
    w = TABLE["wheel"].value
    return None if w is None else [list(r) for r in w]


def wheel_problems(wheel: Any) -> list[tuple[str, dict[str, Any]]]:
    """What is wrong with a wheel schedule (§4.2): 4 rounds of 3 criteria, the 12
    colours and patterns each exactly once. (template, params) pairs; empty when fine."""
    if not isinstance(wheel, (list, tuple)) or len(wheel) != ROUNDS:
        return [(QT_TRANSLATE_NOOP("engine", "the wheel must list 4 rounds of 3 criteria"), {})]
    out: list[tuple[str, dict[str, Any]]] = []
    seen: list[str] = []
    for i, rnd in enumerate(wheel):
        if not isinstance(rnd, (list, tuple)) or len(rnd) != 3:
            out.append((QT_TRANSLATE_NOOP("engine", "round {round} must list 3 criteria"), {"round": i + 1}))
            continue
        for c in rnd:
            if c not in CRITERIA:
                out.append(
                    (
                        QT_TRANSLATE_NOOP("engine", "round {round}: {value} is not a colour or pattern id"),
                        {"round": i + 1, "value": shown(c)},
                    )
                )
            seen.append(c)
    if not out and sorted(seen) != sorted(CRITERIA):
        out.append(
            (QT_TRANSLATE_NOOP("engine", "the 12 criteria must be the 6 colours and the 6 patterns, each once"), {})
        )
    return out


# The label of every breakdown key (scoring.RULES) and of every extra result, context
# "rules" (docs/formats.md §1): the descriptor's ``rule_names``; the score tables and the
# CLI show ``translate("rules", label)``.
RULE_NAMES: dict[str, str] = {
    "track": QT_TRANSLATE_NOOP("rules", "Score track"),
    "storage": QT_TRANSLATE_NOOP("rules", "Storage"),
    # the colour and pattern groups of the evaluation track (§7.2)
    "blue": QT_TRANSLATE_NOOP("rules", "Blue"),
    "yellow": QT_TRANSLATE_NOOP("rules", "Yellow"),
    "dark_green": QT_TRANSLATE_NOOP("rules", "Green"),
    "light_green": QT_TRANSLATE_NOOP("rules", "Light green"),
    "dark_purple": QT_TRANSLATE_NOOP("rules", "Purple"),
    "light_purple": QT_TRANSLATE_NOOP("rules", "Lilac"),
    "tree": QT_TRANSLATE_NOOP("rules", "Tree"),
    "bird": QT_TRANSLATE_NOOP("rules", "Bird"),
    "butterfly": QT_TRANSLATE_NOOP("rules", "Butterflies"),
    "flower": QT_TRANSLATE_NOOP("rules", "Flower"),
    "plant": QT_TRANSLATE_NOOP("rules", "Plant"),
    "lily": QT_TRANSLATE_NOOP("rules", "Lilies"),
}
