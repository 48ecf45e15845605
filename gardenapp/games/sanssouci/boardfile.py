"""The Sanssouci finished-board file (§7, docs/formats.md §1.7).

Shape::

    {"format": "gardenapp-board", "version": 1, "game": "sanssouci",
     "options": {"layout": "P1" | "custom", "printed": ["r,c", ...],   # printed only with custom
                 "row_bonus": [6 ints], "column_bonus": [9 ints],       # optional overrides
                 "mission_points": [7 ints]},                           # by noble row 0..6
     "players": [{"name": "Ana", "track_score": 41,
                  "cells": {"2,4": "ornament", "3,3": "gardener", ...},  # tiles; printed implied
                  "nobles": [9 rows, 0 = terrace], "missions": ["fountain", "stairs"],
                  "layout": "P3", "printed": [...],                       # optional, per player
                  "automaton": true}]}                                    # optional: Pedro Bot (§5.4)

Every structural problem is an error naming its place; the §7 checks are
warnings that never block the score.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.bitset import set_bits
from ...core.boardfile import BoardSchema, player_name
from ...core.checker import Checker, key_path
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, counted, msg, plural
from . import data
from .data import COLS, CUSTOM_LAYOUT, ELEMENT_INDEX, ELEMENTS, LAYOUT_IDS, ROUNDS, ROWS
from .garden import CELL_OF, COL_MASK, ROW_MASK, bit, cell_text, flood, mask_of, parse_cell
from .scoring import Garden, Tables, score_gardens

PRINTED_CELLS = 15  # §1.2
TILES_PLACED = ROUNDS  # one tile per turn
MAX_TRACK = ROUNDS * ROWS  # 18 moves x 6 (§7)


@dataclass(frozen=True)
class PlayerBoard:
    garden: Garden
    layout: str | None  # layout id, "custom", or None (automaton / from options)
    printed_extra: tuple = ()  # custom printed cells given on the player


@dataclass(frozen=True)
class SanssouciBoard:
    players: tuple[PlayerBoard, ...]
    tables: Tables
    layout: str | None = None  # options.layout
    printed_extra: tuple = ()  # options.printed (custom)
    overrides: Mapping[str, tuple] = field(default_factory=dict)  # options the file overrode
    warnings: tuple[Message, ...] = ()

    @property
    def gardens(self) -> tuple[Garden, ...]:
        return tuple(p.garden for p in self.players)


def printed_mask(layout: str, custom: tuple = ()) -> int:
    """Row 1 plus the extra printed cells of ``layout`` (or ``custom`` cells)."""
    extra = custom if layout == CUSTOM_LAYOUT else data.layout_cells(layout)
    return ROW_MASK[1] | mask_of(extra)


# -- reading -----------------------------------------------------------------------

SCHEMA = BoardSchema(
    Path(__file__).with_name("board.schema.json"),
    {
        "#/$defs/cell": QT_TRANSLATE_NOOP("engine", '{value} is not a garden space ("row,col", rows 1-6, columns 1-9)'),
        "players[*].missions:maxItems": counted(
            QT_TRANSLATE_N_NOOP("engine", "%n mission cards; a player holds 2"), "count"
        ),
    },
)


def _cell(text: str) -> tuple[int, int]:
    cell = parse_cell(text)
    assert cell is not None, 'the schema\'s cell is a "row,col" of the garden'
    return cell


def cell_words(cell: tuple[int, int]) -> Message:
    """A garden space as the board shows it: its row by number, its column by
    the element drawn above it (never "5,5", the file's spelling)."""
    row, col = cell
    return msg(
        QT_TRANSLATE_NOOP("engine", "row {row}, {element} column"),
        row=row,
        element=Message(data.ELEMENT_NAMES[col - 1], context="sanssouci"),
    )


def _cells_list(ck: Checker, texts: list[str], where: str) -> tuple | None:
    """The spaces of a (schema-sound) list; a space written twice ("2,1" and "2, 1") is a problem."""
    out: list = []
    for i, text in enumerate(texts):
        cell = _cell(text)
        if cell in out:
            ck.add(
                key_path(where, i),
                QT_TRANSLATE_NOOP("engine", "the space in {cell} is listed twice"),
                cell=cell_words(cell),
            )
            return None
        out.append(cell)
    return tuple(sorted(out))


def _layout_pair(ck: Checker, found, holder: Mapping, at: tuple, where: str) -> tuple[str | None, tuple, bool]:
    """(layout, custom printed cells, usable) of an options or player object at ``at`` (``where``)."""
    if not all(k not in holder or found.sound(*at, k) for k in ("layout", "printed")) or (
        "printed" in holder and "layout" not in holder
    ):  # the schema says a layout is missing
        return None, (), False
    layout = holder.get("layout")
    if "printed" in holder:
        printed = _cells_list(ck, holder["printed"], key_path(where, "printed"))
        if printed is None:
            return None, (), False
        if layout != CUSTOM_LAYOUT:
            ck.add(
                key_path(where, "printed"),
                QT_TRANSLATE_NOOP("engine", 'printed spaces are only given with layout "custom"'),
            )
            return None, (), False
        return layout, printed, True
    if layout == CUSTOM_LAYOUT:
        ck.add(
            key_path(where, "printed"),
            QT_TRANSLATE_NOOP("engine", 'is missing (layout "custom" needs its printed spaces)'),
        )
        return None, (), False
    return layout, (), True


def board_from_dict(game, d: Any) -> SanssouciBoard:
    """The board of a file (docs/formats.md §1.7); BoardFileError lists every
    problem: the schema's, then what it cannot say (layouts and their printed
    spaces, a gardener on a printed space, a mission card held twice, the
    automaton), on the parts it found sound. The §7 checks are warnings."""
    ck = Checker()
    found = SCHEMA.check(d, ck)
    options = d.get("options", {}) if found.checked("options") or "options" not in d else {}
    warnings: list[Message] = []
    file_layout = _layout_pair(ck, found, options, ("options",), "options")
    overrides = _table_overrides(found, options)
    tables = Tables.from_data(
        overrides.get("row_bonus"), overrides.get("column_bonus"), overrides.get("mission_points")
    )
    players = found.objects("players")
    automata = _automata(ck, d, players)
    mission_owner: dict[str, int] = {}
    result: list[PlayerBoard] = []
    for i, p in players:
        board = _player_board(ck, found, d, i, p, i in automata, options, file_layout, mission_owner, warnings)
        if board is not None:
            result.append(board)

    ck.raise_if_any()
    warnings.extend(_provisional_warnings(options, d["players"], overrides))
    opt_printed = file_layout[1]
    return SanssouciBoard(
        tuple(result),
        tables,
        options.get("layout"),
        opt_printed if options.get("layout") == CUSTOM_LAYOUT else (),
        overrides,
        tuple(warnings),
    )


def _table_overrides(found, options: Mapping) -> dict[str, tuple]:
    """The bonus tables the file's options give in place of the data's (the sound ones)."""
    return {
        key: tuple(options[key])
        for key in ("row_bonus", "column_bonus", "mission_points")
        if key in options and found.sound("options", key)
    }


def _automata(ck: Checker, d: Any, players: list) -> list[int]:
    """The players that are the automaton (docs/rules/sanssouci.md §5): at most one,
    in a game of exactly 2."""
    automata = [i for i, p in players if p.get("automaton") is True]
    if automata and len(d["players"]) != 2:
        ck.add(
            "players",
            QT_TRANSLATE_NOOP("engine", "a game with the automaton has exactly 2 players: one person and Pedro Bot"),
        )
    if len(automata) > 1:
        ck.add(
            key_path(key_path("players", automata[1]), "automaton"),
            QT_TRANSLATE_NOOP("engine", "only one player can be the automaton"),
        )
    return automata


def _player_board(
    ck: Checker,
    found,
    d: Any,
    i: int,
    p: Mapping,
    automaton: bool,
    options: Mapping,
    file_layout: tuple[str | None, tuple, bool],
    mission_owner: dict[str, int],
    warnings: list[Message],
) -> PlayerBoard | None:
    """Player ``i``'s board: its printed spaces, its cells and its missions checked
    in that order; None when a part it needs is not sound."""
    at, where = ("players", i), key_path("players", i)
    name = player_name(d, i)
    # Layout: the player's own, else the options'; the automaton plays on a blank grid (§5.4).
    p_layout, p_printed, p_ok = _layout_pair(ck, found, p, at, where)
    printed, layout_known = _printed_spaces(ck, where, p, automaton, (p_layout, p_printed, p_ok), options, file_layout)
    # Cells: tiles placed on the garden; printed cells are implied.
    ornament_tiles, gardeners = _placed_tiles(ck, found, p, at, where, printed)
    missions = _missions(ck, found, d, i, p, automaton, mission_owner, warnings)
    if not (layout_known and found.sound(*at)):
        return None
    filled = printed | ornament_tiles | gardeners
    garden = Garden(
        name,
        p["track_score"],
        printed,
        filled,
        printed | ornament_tiles,
        tuple(p["nobles"]),
        tuple(missions),
        automaton,
    )
    warnings.extend(_section7_warnings(garden))
    pl = p.get("layout") if not automaton else None
    return PlayerBoard(garden, pl, p_printed if pl == CUSTOM_LAYOUT else ())


def _printed_spaces(
    ck: Checker,
    where: str,
    p: Mapping,
    automaton: bool,
    own_layout: tuple[str | None, tuple, bool],
    options: Mapping,
    file_layout: tuple[str | None, tuple, bool],
) -> tuple[int, bool]:
    """(mask of printed spaces, whether the layout is known) of a player: from
    its own layout, else the file's; none for the automaton."""
    p_layout, p_printed, p_ok = own_layout
    opt_layout, opt_printed, opt_ok = file_layout
    printed = 0
    layout_known = True
    if automaton:
        if "layout" in p or "printed" in p:
            ck.add(
                key_path(where, "layout"),
                QT_TRANSLATE_NOOP("engine", "Pedro Bot's garden has no printed spaces; remove its layout"),
            )
    elif "layout" in p:
        layout_known = p_ok
        printed = printed_mask(p_layout, p_printed) if p_ok and p_layout is not None else 0
    elif "layout" in options:
        layout_known = opt_ok
        printed = printed_mask(opt_layout, opt_printed) if opt_ok and opt_layout is not None else 0
    else:
        ck.add(
            key_path(where, "layout"),
            QT_TRANSLATE_NOOP("engine", "the layout is missing: give the game's layout or this player's own"),
        )
        layout_known = False
    return printed, layout_known


def _placed_tiles(ck: Checker, found, p: Mapping, at: tuple, where: str, printed: int) -> tuple[int, int]:
    """(ornament tiles, gardeners) of a player's cells; a space listed twice and a
    gardener on a printed space are problems."""
    ornament_tiles = gardeners = 0
    seen_cells: set = set()
    for key, value in p["cells"].items() if found.checked(*at, "cells") else ():
        if not found.sound(*at, "cells", key):
            continue
        cw = key_path(key_path(where, "cells"), key)
        cell = _cell(key)
        if cell in seen_cells:  # "2,1" and "2, 1": the same space said twice
            ck.add(cw, QT_TRANSLATE_NOOP("engine", "the space in {cell} is listed twice"), cell=cell_words(cell))
            continue
        seen_cells.add(cell)
        b = bit(*cell)
        if printed & b:
            if value == "gardener":
                ck.add(cw, QT_TRANSLATE_NOOP("engine", "a printed space cannot hold a gardener"))
        elif value == "ornament":
            ornament_tiles |= b
        else:
            gardeners |= b
    return ornament_tiles, gardeners


def _missions(
    ck: Checker,
    found,
    d: Any,
    i: int,
    p: Mapping,
    automaton: bool,
    mission_owner: dict[str, int],
    warnings: list[Message],
) -> list[int]:
    """Player ``i``'s mission cards (element numbers): a card held by another
    player is a problem, fewer than 2 a warning (not for the automaton)."""
    at, where = ("players", i), key_path("players", i)
    name = player_name(d, i)
    missions: list[int] = []
    if found.sound(*at, "missions"):
        for j, e in enumerate(p["missions"]):
            if e in mission_owner:
                ck.add(
                    key_path(key_path(where, "missions"), j),
                    QT_TRANSLATE_NOOP(
                        "engine",
                        "the {element} mission card is also held by {name} (there is one card per element)",
                    ),
                    element=e,
                    name=player_name(d, mission_owner[e]),
                )
            else:
                missions.append(ELEMENT_INDEX[e] + 1)
                mission_owner[e] = i
        if len(p["missions"]) < 2 and not automaton:
            warnings.append(
                plural(
                    QT_TRANSLATE_N_NOOP("engine", "{player}: %n mission cards; each player keeps 2"),
                    "count",
                    player=name,
                    count=len(p["missions"]),
                )
            )
    return missions


def _section7_warnings(g: Garden) -> list[Message]:
    """§7 validations: legal but suspicious finished gardens."""
    out: list[Message] = []
    name = g.name
    if not g.automaton and g.filled & ROW_MASK[1] != ROW_MASK[1]:
        out.append(msg(QT_TRANSLATE_NOOP("engine", "{player}: row 1 is not completely filled"), player=name))
    count = g.filled.bit_count()
    expected = TILES_PLACED if g.automaton else PRINTED_CELLS + TILES_PLACED
    if count != expected:
        out.append(
            plural(
                QT_TRANSLATE_N_NOOP("engine", "{player}: %n filled spaces; a finished garden has {expected}"),
                "count",
                player=name,
                count=count,
                expected=expected,
            )
        )
    gardeners = (g.filled & ~g.orn).bit_count()
    if gardeners > TILES_PLACED:
        out.append(
            plural(
                QT_TRANSLATE_N_NOOP("engine", "{player}: %n gardeners; tiles placed in a game: at most {most}"),
                "count",
                player=name,
                count=gardeners,
                most=TILES_PLACED,
            )
        )
    reach = flood(ROW_MASK[1], g.filled)
    for col in range(1, COLS + 1):
        row = g.nobles[col - 1]
        if not row:
            continue
        b = bit(row, col)
        if not g.orn & b:
            out.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "engine", "{player}: the noble of the {element} column stands in row {row}, on no ornament"
                    ),
                    player=name,
                    element=Message(data.ELEMENT_NAMES[col - 1], context="sanssouci"),
                    row=row,
                    at=cell_text((row, col)),  # the space, for the screen to mark (not in the text)
                )
            )
        if not reach & b:  # a separate §7 check: both can fail
            out.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "engine", "{player}: the noble in {cell} is not connected to row 1 through filled spaces"
                    ),
                    player=name,
                    cell=cell_words((row, col)),
                    at=cell_text((row, col)),
                )
            )
    rows_sum = sum(g.nobles)
    if g.track_score < rows_sum:
        out.append(
            msg(
                QT_TRANSLATE_NOOP(
                    "engine", "{player}: track score {score} is less than {sum}, the sum of the nobles' rows"
                ),
                player=name,
                score=g.track_score,
                sum=rows_sum,
            )
        )
    if g.track_score > MAX_TRACK:
        out.append(
            msg(
                QT_TRANSLATE_NOOP("engine", "{player}: track score {score} is more than {most} (18 moves of 6 points)"),
                player=name,
                score=g.track_score,
                most=MAX_TRACK,
            )
        )
    return out


_PROVISIONAL_LAYOUT = QT_TRANSLATE_NOOP(
    "engine",
    "layout {layout} is a provisional layout (not the printed board): check its printed spaces against your board, or draw them with the custom layout",
)


def _provisional_warnings(options: Mapping, players, overrides: Mapping) -> list[Message]:
    out: list[Message] = []
    # only the layouts some garden uses: a player's own layout replaces the file's
    layouts = {
        p.get("layout", options.get("layout")) for p in players if isinstance(p, dict) and not p.get("automaton")
    }
    for lay in sorted(x for x in layouts if isinstance(x, str) and x in LAYOUT_IDS):
        if data.is_provisional(f"layout.{lay}"):
            out.append(msg(_PROVISIONAL_LAYOUT, layout=lay))
    for key, label in (
        ("row_bonus", QT_TRANSLATE_NOOP("engine", "row bonuses")),
        ("column_bonus", QT_TRANSLATE_NOOP("engine", "column bonuses")),
        ("mission_points", QT_TRANSLATE_NOOP("engine", "mission points")),
    ):
        if key not in overrides and any(data.is_provisional(k) for k in data.TABLE if k.startswith(key + ".")):
            out.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "engine",
                        "the {what} are provisional values: enter the numbers printed on your board",
                    ),
                    what=msg(label),
                )
            )
    return out


# -- writing -------------------------------------------------------------------------


def board_to_dict(board: SanssouciBoard) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if board.layout is not None:
        options["layout"] = board.layout
        if board.layout == CUSTOM_LAYOUT:
            options["printed"] = [cell_text(c) for c in board.printed_extra]
    for key, vals in board.overrides.items():
        options[key] = list(vals)
    players = []
    for pb in board.players:
        g = pb.garden
        entry: dict[str, Any] = {"name": g.name, "track_score": g.track_score}
        cells = {}
        for i in set_bits(g.filled & ~g.printed):
            cells[cell_text(CELL_OF[i])] = "ornament" if g.orn >> i & 1 else "gardener"
        entry["cells"] = cells
        entry["nobles"] = list(g.nobles)
        entry["missions"] = [ELEMENTS[c - 1] for c in g.missions]
        if pb.layout is not None:
            entry["layout"] = pb.layout
            if pb.layout == CUSTOM_LAYOUT:
                entry["printed"] = [cell_text(c) for c in pb.printed_extra]
        if g.automaton:
            entry["automaton"] = True
        players.append(entry)
    return {"format": "gardenapp-board", "version": 1, "game": "sanssouci", "options": options, "players": players}


def score_board(board: SanssouciBoard):
    return score_gardens(board.gardens, board.tables, board.warnings)


__all__ = [
    "SanssouciBoard",
    "PlayerBoard",
    "board_from_dict",
    "board_to_dict",
    "score_board",
    "printed_mask",
    "COL_MASK",
]
