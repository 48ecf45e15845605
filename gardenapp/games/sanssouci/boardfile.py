"""The Sanssouci finished-board file (FORMATS.md "sanssouci", spec §7).

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
from typing import Any

from ...core.bitset import set_bits
from ...core.boardfile import Checker, check_common, key_path
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from . import data
from .data import COLS, CUSTOM_LAYOUT, ELEMENT_INDEX, ELEMENTS, LAYOUT_IDS, ROUNDS, ROWS
from .garden import CELL_OF, COL_MASK, ROW_MASK, bit, cell_text, flood, mask_of, parse_cell
from .scoring import Garden, Tables, score_gardens

OPTION_KEYS = ("layout", "printed", "row_bonus", "column_bonus", "mission_points")
PLAYER_REQUIRED = ("track_score", "cells", "nobles", "missions")
PLAYER_OPTIONAL = ("layout", "printed", "automaton")
CELL_VALUES = ("ornament", "gardener")
PRINTED_CELLS = 15    # §1.2
TILES_PLACED = ROUNDS  # one tile per turn
MAX_TRACK = ROUNDS * ROWS  # 18 moves x 6 (§7)


@dataclass(frozen=True)
class PlayerBoard:
    garden: Garden
    layout: str | None           # layout id, "custom", or None (automaton / from options)
    printed_extra: tuple = ()    # custom printed cells given on the player


@dataclass(frozen=True)
class SanssouciBoard:
    players: tuple[PlayerBoard, ...]
    tables: Tables
    layout: str | None = None             # options.layout
    printed_extra: tuple = ()             # options.printed (custom)
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

def _cells_list(ck: Checker, value: Any, where: str) -> tuple | None:
    if not ck.list_of(value, where):
        return None
    out = []
    ok = True
    for i, text in enumerate(value):
        cell = parse_cell(text) if isinstance(text, str) else None
        if cell is None:
            ck.add(key_path(where, i), QT_TRANSLATE_NOOP(
                "engine", "{value} is not a garden space (\"row,col\", rows 1-6, columns 1-9)"),
                   value=repr(text) if not isinstance(text, str) else f'"{text}"')
            ok = False
        elif cell in out:
            ck.add(key_path(where, i), QT_TRANSLATE_NOOP(
                "engine", "space {cell} is listed twice"), cell=cell_text(cell))
            ok = False
        else:
            out.append(cell)
    return tuple(sorted(out)) if ok else None


def _int_list(ck: Checker, value: Any, where: str, length: int, low: int, high: int) -> tuple | None:
    if not ck.list_of(value, where):
        return None
    if len(value) != length:
        ck.add(where, QT_TRANSLATE_NOOP(
            "engine", "expected {expected} numbers, found {count}"), expected=length, count=len(value))
        return None
    ok = True
    for i, v in enumerate(value):
        ok = ck.integer(v, key_path(where, i), low, high) and ok
    return tuple(value) if ok else None


def _layout_pair(ck: Checker, holder: Mapping, where: str) -> tuple[str | None, tuple, bool]:
    """(layout, custom printed cells, usable) of an options or player object."""
    layout = holder.get("layout")
    printed: tuple = ()
    ok = True
    if "layout" in holder:
        if not ck.choice(layout, key_path(where, "layout"), (*LAYOUT_IDS, CUSTOM_LAYOUT)):
            ok = False
    if "printed" in holder:
        cells = _cells_list(ck, holder["printed"], key_path(where, "printed"))
        if cells is None:
            ok = False
        else:
            printed = cells
            if layout != CUSTOM_LAYOUT:
                ck.add(key_path(where, "printed"), QT_TRANSLATE_NOOP(
                    "engine", "printed spaces are only given with layout \"custom\""))
                ok = False
    elif layout == CUSTOM_LAYOUT:
        ck.add(key_path(where, "printed"), QT_TRANSLATE_NOOP(
            "engine", "is missing (layout \"custom\" needs its printed spaces)"))
        ok = False
    return (layout if ok else None), printed, ok


def board_from_dict(game, d: Any) -> SanssouciBoard:
    ck = Checker()
    options, players = check_common(d, game, ck, option_keys=OPTION_KEYS, player_required=PLAYER_REQUIRED,
                                    player_optional=PLAYER_OPTIONAL, min_players=1, max_players=4)
    warnings: list[Message] = []
    opt_layout, opt_printed, opt_ok = _layout_pair(ck, options, "options")
    overrides: dict[str, tuple] = {}
    lengths = {"row_bonus": ROWS, "column_bonus": COLS, "mission_points": ROWS + 1}
    for key, n in lengths.items():
        if key in options:
            vals = _int_list(ck, options[key], key_path("options", key), n, -1000, 1000)
            if vals is not None:
                overrides[key] = vals
    tables = Tables.from_data(overrides.get("row_bonus"), overrides.get("column_bonus"),
                              overrides.get("mission_points"))

    automata = [i for i, p in enumerate(players) if p.get("automaton") is True]
    if automata and len(players) != 2:
        ck.add("players", QT_TRANSLATE_NOOP(
            "engine", "a game with the automaton has exactly 2 players: one person and Pedro Bot"))
    if len(automata) > 1:
        ck.add(key_path(key_path("players", automata[1]), "automaton"), QT_TRANSLATE_NOOP(
            "engine", "only one player can be the automaton"))

    mission_owner: dict[int, int] = {}
    result: list[PlayerBoard] = []
    for i, p in enumerate(players):
        where = key_path("players", i)
        raw_name = p.get("name")
        name = raw_name if isinstance(raw_name, str) else f"#{i + 1}"
        automaton = False
        if "automaton" in p and ck.boolean(p["automaton"], key_path(where, "automaton")):
            automaton = p["automaton"]
        # Layout: the player's own, else the options'; the automaton plays on a blank grid (§5.4).
        p_layout, p_printed, p_ok = _layout_pair(ck, p, where)
        printed = 0
        layout_known = True
        if automaton:
            if "layout" in p or "printed" in p:
                ck.add(key_path(where, "layout"), QT_TRANSLATE_NOOP(
                    "engine", "the automaton's garden has no printed spaces (spec §5.4); remove its layout"))
        elif "layout" in p:
            if p_ok and p_layout is not None:
                printed = printed_mask(p_layout, p_printed)
            else:
                layout_known = False
        elif "layout" in options:
            if opt_ok and opt_layout is not None:
                printed = printed_mask(opt_layout, opt_printed)
            else:
                layout_known = False
        else:
            ck.add(key_path(where, "layout"), QT_TRANSLATE_NOOP(
                "engine", "is missing: give options.layout or the player's own layout"))
            layout_known = False

        track: Any = p.get("track_score")          # an int once track_ok
        track_ok = "track_score" in p and ck.integer(track, key_path(where, "track_score"), 0, 10000)

        # Cells: tiles placed on the garden; printed cells are implied.
        ornament_tiles = 0
        gardeners = 0
        cells_raw = p.get("cells", {})
        if "cells" in p and not isinstance(cells_raw, dict):
            ck.add(key_path(where, "cells"), QT_TRANSLATE_NOOP(
                "engine", "expected an object of \"row,col\": \"ornament\" | \"gardener\""))
            cells_raw = {}
        seen_cells: set = set()
        for key, value in cells_raw.items():
            cw = key_path(key_path(where, "cells"), key)
            cell = parse_cell(key)
            if cell is None:
                ck.add(cw, QT_TRANSLATE_NOOP("engine", "no such space (\"row,col\" with rows 1-6 and columns 1-9)"))
                continue
            if cell in seen_cells:   # "2,1" and "2, 1": the same space said twice
                ck.add(cw, QT_TRANSLATE_NOOP("engine", "space {cell} is listed twice"), cell=cell_text(cell))
                continue
            seen_cells.add(cell)
            if not ck.choice(value, cw, CELL_VALUES):
                continue
            b = bit(*cell)
            if printed & b:
                if value == "gardener":
                    ck.add(cw, QT_TRANSLATE_NOOP("engine", "a printed space cannot hold a gardener"))
                continue  # "ornament" on a printed space just repeats the layout
            if value == "ornament":
                ornament_tiles |= b
            else:
                gardeners |= b

        nobles_raw = p.get("nobles")
        nobles = _int_list(ck, nobles_raw, key_path(where, "nobles"), COLS, 0, ROWS) if "nobles" in p else None

        missions: list[int] = []
        mis_raw: Any = p.get("missions")           # checked to be a list before use
        mw = key_path(where, "missions")
        if "missions" in p and ck.list_of(mis_raw, mw):
            if len(mis_raw) > 2:
                ck.add(mw, QT_TRANSLATE_NOOP("engine", "{count} mission cards; a player holds 2"), count=len(mis_raw))
            for j, e in enumerate(mis_raw):
                if not ck.choice(e, key_path(mw, j), ELEMENTS):
                    continue
                col = ELEMENT_INDEX[e] + 1
                if col in missions:
                    ck.add(key_path(mw, j), QT_TRANSLATE_NOOP(
                        "engine", "the {element} mission card is listed twice"), element=e)
                elif col in mission_owner:
                    ck.add(key_path(mw, j), QT_TRANSLATE_NOOP(
                        "engine",
                        "the {element} mission card is also held by players[{other}] (there is one card per element)"),
                           element=e, other=mission_owner[col])
                else:
                    missions.append(col)
                    mission_owner[col] = i
            if len(mis_raw) < 2 and not automaton:
                warnings.append(msg(QT_TRANSLATE_NOOP(
                    "engine", "{player}: {count} mission cards; each player keeps 2"), player=name, count=len(mis_raw)))

        if not (layout_known and track_ok and nobles is not None):
            continue
        filled = printed | ornament_tiles | gardeners
        garden = Garden(name, track, printed, filled, printed | ornament_tiles, nobles, tuple(missions), automaton)
        warnings.extend(_section7_warnings(garden))
        pl = p.get("layout") if not automaton else None
        result.append(PlayerBoard(garden, pl, p_printed if pl == CUSTOM_LAYOUT else ()))

    ck.raise_if_any()
    warnings.extend(_provisional_warnings(options, players, overrides))
    return SanssouciBoard(tuple(result), tables, options.get("layout"),
                          opt_printed if options.get("layout") == CUSTOM_LAYOUT else (), overrides, tuple(warnings))


def _section7_warnings(g: Garden) -> list[Message]:
    """Spec §7 validations: legal but suspicious finished gardens."""
    out: list[Message] = []
    name = g.name
    if not g.automaton and g.filled & ROW_MASK[1] != ROW_MASK[1]:
        out.append(msg(QT_TRANSLATE_NOOP("engine", "{player}: row 1 is not completely filled"), player=name))
    count = g.filled.bit_count()
    expected = TILES_PLACED if g.automaton else PRINTED_CELLS + TILES_PLACED
    if count != expected:
        out.append(msg(QT_TRANSLATE_NOOP("engine", "{player}: {count} filled spaces; a finished garden has {expected}"),
                       player=name, count=count, expected=expected))
    gardeners = (g.filled & ~g.orn).bit_count()
    if gardeners > TILES_PLACED:
        out.append(msg(QT_TRANSLATE_NOOP(
            "engine", "{player}: {count} gardeners; at most {most} tiles are placed in a game"),
                       player=name, count=gardeners, most=TILES_PLACED))
    reach = flood(ROW_MASK[1], g.filled)
    for col in range(1, COLS + 1):
        row = g.nobles[col - 1]
        if not row:
            continue
        b = bit(row, col)
        if not g.orn & b:
            out.append(msg(QT_TRANSLATE_NOOP(
                "engine", "{player}: the noble of column {col} stands on {cell}, which holds no ornament"),
                           player=name, col=col, cell=cell_text((row, col))))
        if not reach & b:   # a separate §7 check: both can fail
            out.append(msg(QT_TRANSLATE_NOOP(
                "engine", "{player}: the noble on {cell} is not connected to row 1 through filled spaces"),
                           player=name, cell=cell_text((row, col))))
    rows_sum = sum(g.nobles)
    if g.track_score < rows_sum:
        out.append(msg(QT_TRANSLATE_NOOP(
            "engine", "{player}: track score {score} is less than {sum}, the sum of the nobles' rows"),
                       player=name, score=g.track_score, sum=rows_sum))
    if g.track_score > MAX_TRACK:
        out.append(msg(QT_TRANSLATE_NOOP(
            "engine", "{player}: track score {score} is more than {most} (18 moves of 6 points)"),
                       player=name, score=g.track_score, most=MAX_TRACK))
    return out


_PROVISIONAL_LAYOUT = QT_TRANSLATE_NOOP(
    "engine",
    "layout {layout} is a provisional layout (not the printed board): check the printed spaces or use \"custom\"")


def _provisional_warnings(options: Mapping, players, overrides: Mapping) -> list[Message]:
    out: list[Message] = []
    # only the layouts some garden uses: a player's own layout replaces the file's
    layouts = {p.get("layout", options.get("layout")) for p in players
               if isinstance(p, dict) and not p.get("automaton")}
    for lay in sorted(x for x in layouts if isinstance(x, str) and x in LAYOUT_IDS):
        if data.is_provisional(f"layout.{lay}"):
            out.append(msg(_PROVISIONAL_LAYOUT, layout=lay))
    for key, label in (("row_bonus", QT_TRANSLATE_NOOP("engine", "row bonuses")),
                       ("column_bonus", QT_TRANSLATE_NOOP("engine", "column bonuses")),
                       ("mission_points", QT_TRANSLATE_NOOP("engine", "mission points"))):
        if key not in overrides and any(data.is_provisional(k) for k in data.TABLE if k.startswith(key + ".")):
            out.append(msg(QT_TRANSLATE_NOOP(
                "engine", "the {what} are provisional values (spec §6.1): enter the numbers printed on your board"),
                           what=msg(label)))
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


def extra_printed(printed: int) -> tuple:
    """The printed cells of a mask beyond row 1 (for custom layouts)."""
    return tuple(CELL_OF[i] for i in set_bits(printed & ~ROW_MASK[1]))


__all__ = ["SanssouciBoard", "PlayerBoard", "board_from_dict", "board_to_dict", "score_board", "printed_mask",
           "COL_MASK"]
