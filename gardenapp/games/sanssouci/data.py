"""Sanssouci components and THE data table of values the spec could not verify.

Everything of §6.1 that is unverified ([U]) lives in ``TABLE`` below, one
entry per value, each with a ``provisional`` flag the UI shows as
"provisional" (see :func:`is_provisional`). Nothing else in the engine depends
on those numbers: the engine reads them through the accessor functions at
``new_game`` / ``board_from_dict`` time, so changing an entry here (or
overriding it with the options of a board file) changes the scores that
follow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.messages import QT_TRANSLATE_NOOP

# -- fixed components (§1, verified or decided) ---------------------------------

ROWS = 6
COLS = 9
CELLS = ROWS * COLS
ROUNDS = 18  # §3, §4.1

# §1.2 columns left to right: element ids (lower case, docs/formats.md §1.2). Column k shows ELEMENTS[k-1].
ELEMENTS: tuple[str, ...] = (
    "labyrinth",
    "statue",
    "pavilion",
    "topiary",
    "stairs",
    "fountain",
    "rose_arch",
    "herb_spiral",
    "grapevine",
)
ELEMENT_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("sanssouci", "Labyrinth"),
    QT_TRANSLATE_NOOP("sanssouci", "Statue"),
    QT_TRANSLATE_NOOP("sanssouci", "Pavilion"),
    QT_TRANSLATE_NOOP("sanssouci", "Topiary"),
    QT_TRANSLATE_NOOP("sanssouci", "Stairs"),
    QT_TRANSLATE_NOOP("sanssouci", "Fountain"),
    QT_TRANSLATE_NOOP("sanssouci", "Rose arch"),
    QT_TRANSLATE_NOOP("sanssouci", "Herb spiral"),
    QT_TRANSLATE_NOOP("sanssouci", "Grapevine"),
)
ELEMENT_INDEX = {e: i for i, e in enumerate(ELEMENTS)}

# §1.1 display colour of each garden row (a theme only: rules use row numbers, §6 item 22).
ROW_COLOURS: dict[int, str] = {1: "beige", 2: "white", 3: "grey", 4: "orange", 5: "violet", 6: "turquoise"}
DISPLAY_ROWS: tuple[int, ...] = (2, 3, 4, 5, 6)  # main-board display rows, 2 spaces each (§1.1)

# §1.3 tiles: 9 per element, numerals II / III / IV split 5 / 2 / 2 per element [R].
TILES_PER_ELEMENT_BY_PLAYERS: dict[int, int] = {2: 5, 3: 7, 4: 9}

# §1.4 player deck: 9 element cards E1..E9, 8 two-colour cards C1..C8, 1 joker J.
ELEMENT_CARDS: tuple[str, ...] = tuple(f"E{k}" for k in range(1, COLS + 1))
COLOUR_CARDS: tuple[str, ...] = tuple(f"C{i}" for i in range(1, 9))
JOKER = "J"
CARDS: tuple[str, ...] = ELEMENT_CARDS + COLOUR_CARDS + (JOKER,)

LEVELS: tuple[str, ...] = ("easy", "normal", "advanced")  # §5.5

# Feature flags of things the spec leaves out (§1.5, §6 item 16): not implemented.
EXPANSION_BOARDS = False


# -- THE table of unverified values (§6.1) --------------------------------------


@dataclass(frozen=True)
class Datum:
    value: Any
    provisional: bool
    section: str  # where the spec discusses it


def _layout(*cells: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple(cells)


TABLE: dict[str, Datum] = {
    # §1.2 extra pre-printed cells (row 1 is always fully printed): INVENTED placeholders.
    "layout.P1": Datum(_layout((2, 5), (3, 2), (3, 8), (4, 5), (5, 3), (6, 7)), True, "1.2"),
    "layout.P2": Datum(_layout((2, 1), (2, 9), (3, 5), (4, 3), (4, 7), (5, 5)), True, "1.2"),
    "layout.P3": Datum(_layout((2, 3), (2, 7), (3, 4), (4, 6), (5, 2), (5, 8)), True, "1.2"),
    "layout.P4": Datum(_layout((2, 2), (2, 8), (3, 1), (3, 9), (4, 5), (6, 5)), True, "1.2"),
    "layout.P5": Datum(_layout((2, 4), (2, 6), (3, 5), (4, 1), (4, 9), (5, 5)), True, "1.2"),
    "layout.P6": Datum(_layout((2, 5), (3, 3), (3, 7), (4, 2), (4, 8), (5, 5)), True, "1.2"),
    "layout.P7": Datum(_layout((2, 1), (3, 2), (4, 3), (4, 7), (5, 8), (6, 9)), True, "1.2"),
    "layout.P8": Datum(_layout((2, 9), (3, 8), (4, 7), (4, 3), (5, 2), (6, 1)), True, "1.2"),
    # §1.4 the garden rows of the two colours of each two-colour card.
    "colour_card.C1": Datum((2, 3), True, "1.4"),
    "colour_card.C2": Datum((3, 4), True, "1.4"),
    "colour_card.C3": Datum((4, 5), True, "1.4"),
    "colour_card.C4": Datum((5, 6), True, "1.4"),
    "colour_card.C5": Datum((2, 4), True, "1.4"),
    "colour_card.C6": Datum((3, 5), True, "1.4"),
    "colour_card.C7": Datum((4, 6), True, "1.4"),  # orange + turquoise: seen on a photo [S1]
    "colour_card.C8": Datum((2, 6), True, "1.4"),
    # §4.2 completed-row bonus by row; row 1 is complete from the start, so 0 [R].
    "row_bonus.1": Datum(0, False, "4.2"),
    **{f"row_bonus.{r}": Datum(r, True, "4.2") for r in range(2, ROWS + 1)},
    # §4.2 completed-column bonus by column.
    **{f"column_bonus.{c}": Datum(5, True, "4.2") for c in range(1, COLS + 1)},
    # §4.3 mission card points by the row of that column's noble (0 = terrace [R]).
    "mission_points.0": Datum(0, False, "4.3"),
    **{f"mission_points.{r}": Datum(r, True, "4.3") for r in range(1, ROWS + 1)},
    # §4.2 / §6.1: whether gardeners and printed cells count for a completed row/column [R].
    "completion.gardeners_count": Datum(True, True, "4.2"),
    "completion.printed_count": Datum(True, True, "4.2"),
    # §3.3 / §6 item 3: nobles may pass through cells holding other nobles [R].
    "movement.pass_through_nobles": Datum(True, True, "3.3"),
    # §3.3 / §6 item 2: a move scores the end row's value ("row_value") or "rows_travelled".
    "movement.score_mode": Datum("row_value", False, "6"),
}

LAYOUT_IDS: tuple[str, ...] = tuple(k.split(".", 1)[1] for k in TABLE if k.startswith("layout."))
CUSTOM_LAYOUT = "custom"


def is_provisional(key: str) -> bool:
    """True when ``key``'s value is a placeholder the UI must label "provisional"."""
    return TABLE[key].provisional


def provisional_keys() -> tuple[str, ...]:
    return tuple(k for k, d in TABLE.items() if d.provisional)


# PROVISIONAL flag per value, for the UI: {"row_bonus.3": True, ...}.
def provisional_flags() -> dict[str, bool]:
    return {k: d.provisional for k, d in TABLE.items()}


PROVISIONAL = provisional_flags()  # snapshot at import; call provisional_flags() after edits


# -- accessors (read the table at call time) -----------------------------------------


def layout_cells(layout_id: str) -> tuple[tuple[int, int], ...]:
    """The extra printed cells (rows 2-6) of a layout id."""
    return TABLE[f"layout.{layout_id}"].value


def colour_card_rows(card: str) -> tuple[int, int]:
    return TABLE[f"colour_card.{card}"].value


def row_bonus() -> tuple[int, ...]:
    """Completed-row bonus, index 0 = row 1."""
    return tuple(TABLE[f"row_bonus.{r}"].value for r in range(1, ROWS + 1))


def column_bonus() -> tuple[int, ...]:
    """Completed-column bonus, index 0 = column 1."""
    return tuple(TABLE[f"column_bonus.{c}"].value for c in range(1, COLS + 1))


def mission_points() -> tuple[int, ...]:
    """Mission card points by the row (0..6) of that column's noble."""
    return tuple(TABLE[f"mission_points.{r}"].value for r in range(ROWS + 1))


def flag(key: str) -> Any:
    return TABLE[key].value


def element_of_card(card: str) -> int:
    """Column (1..9) of an element card, 0 for other cards."""
    return int(card[1:]) if card[0] == "E" else 0


# The label of every breakdown key (scoring.RULES) and of every extra result, context
# "rules" (docs/formats.md §1): the descriptor's ``rule_names``; the score tables and the
# CLI show ``translate("rules", label)``.
RULE_NAMES: dict[str, str] = {
    "track": QT_TRANSLATE_NOOP("rules", "Score track"),
    "rows": QT_TRANSLATE_NOOP("rules", "Row bonuses"),
    "columns": QT_TRANSLATE_NOOP("rules", "Column bonuses"),
    "missions": QT_TRANSLATE_NOOP("rules", "Missions"),
}
