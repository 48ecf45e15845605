"""Azul: Queen's Garden positions from plain data (docs/formats.md §6.5).

``set_position`` replaces the parts of a fresh state named in ``fields``: the
keys and forms ``AzulState.to_dict`` writes, except two derived ones of each
seat: ``surrounded`` (the elements whose six neighbours hold hexagons) and the
printed hexagons of face-up expansions in ``hexes`` (they come from
``areas``). Derived again, never read: each garden's masks and surroundings
and the cached legal actions. The forms are checked, and what the rules of
play would read beyond a list's end (the selected tile in storage, a payment
or discard from storage, a tile on a free space of the garden); the placement
and group rules of a garden and the count of the 108 tiles are not, so that a
test may set up any arrangement. ``position_fields`` writes every key, so a
played state round-trips.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

from ...core.checker import MAX_NUMBER, Checker, key_path
from ...core.errors import Problem
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, plural
from . import data
from .actions import ITEM_INDEX, ITEM_JOKER, ITEM_NAMES
from .boardfile import space_problem
from .garden import AREA_DOWN, AREA_NONE, AREA_RING_BITS, BIT, LABEL, Garden, bits
from .state import (
    AREA_STEP,
    CELL,
    COPIES,
    DISCARD_STEP,
    HIDDEN,
    ORIENT_STEP,
    PAY_STEP,
    STEP_NAMES,
    AzulState,
    area_json,
    loc_name,
    parse_loc,
)

HEXES = data.HEX_NAMES
PLAYER_KEYS = ("score", "jokers", "tiles", "expansions", "areas", "hexes")


def position_fields(state: AzulState) -> dict[str, Any]:
    """Every key ``set_position`` reads, as it reads them: ``to_dict`` without
    what the gardens derive (surroundings, printed hexagons)."""
    out = state.to_dict()
    for q, entry in enumerate(out["players"]):
        del entry["surrounded"]
        entry.update(garden_fields(state.gardens[q]))
    return out


def garden_fields(garden: Garden) -> dict[str, Any]:
    """A garden as a seat's ``areas`` and ``hexes`` (its tiles, without the printed hexagons)."""
    printed = {AREA_RING_BITS[i][a % 6] for i, a in enumerate(garden.areas) if a >= 0}
    return {
        "areas": [area_json(a) for a in garden.areas],
        "hexes": {LABEL[b]: HEXES[garden.cells[b]] for b in bits(garden.occ) if b not in printed},
    }


def _hexes(ck: Checker, value: Any, where: str, none: bool = False) -> tuple[int, ...] | None:
    """Hexagon names ("blue-tree"); null (-1, HIDDEN) as well when ``none``."""
    if not ck.list_of(value, where):
        return None
    allowed: list[Any] = [*HEXES, None] if none else list(HEXES)
    if not all([ck.choice(v, key_path(where, i), allowed) for i, v in enumerate(value)]):
        return None
    return tuple(HIDDEN if v is None else data.HEX_INDEX[v] for v in value)


def _counts(ck: Checker, value: Any, where: str) -> tuple[int, ...] | None:
    """36 counts of tiles per hexagon (the bag, the tower)."""
    if not ck.list_of_length(value, where, data.N_HEX):
        return None
    if not all([ck.integer(v, key_path(where, i), 0, data.TILE_COPIES) for i, v in enumerate(value)]):
        return None
    return tuple(value)


def _items(ck: Checker, value: Any, where: str, allowed: tuple[str, ...]) -> tuple[int, ...] | None:
    """Storage items (a tile "blue-tree", an expansion "x:blue-tree", the joker)."""
    if not ck.list_of(value, where):
        return None
    if not all([ck.choice(v, key_path(where, i), allowed) for i, v in enumerate(value)]):
        return None
    return tuple(ITEM_INDEX[v] for v in value)


def _area(ck: Checker, value: Any, where: str) -> int | None:
    """null, "face_down" or {colour, pattern, orientation} as AzulState.to_dict writes an area."""
    if value is None:
        return AREA_NONE
    if value == "face_down":
        return AREA_DOWN
    if not ck.keys(value, where, ("colour", "pattern", "orientation")):
        return None
    ok = ck.choice(value["colour"], key_path(where, "colour"), data.COLOURS)
    ok = ck.choice(value["pattern"], key_path(where, "pattern"), data.PATTERNS) and ok
    ok = ck.integer(value["orientation"], key_path(where, "orientation"), 0, 5) and ok
    if not ok:
        return None
    h = data.hex_of(data.COLOUR_INDEX[value["colour"]], data.PATTERN_INDEX[value["pattern"]])
    return h * 6 + value["orientation"]


def _garden(ck: Checker, value: dict[str, Any], where: str, garden: Garden) -> Garden:
    """The garden of ``areas`` and ``hexes`` (the tiles); what is not given stays as in ``garden``."""
    areas = list(garden.areas)
    printed = {AREA_RING_BITS[i][a % 6] for i, a in enumerate(garden.areas) if a >= 0}
    hexes = {b: garden.cells[b] for b in bits(garden.occ) if b not in printed}
    if "areas" in value:
        w = key_path(where, "areas")
        if ck.list_of_length(value["areas"], w, len(data.AREAS)):
            got = [_area(ck, a, key_path(w, i)) for i, a in enumerate(value["areas"])]
            if all(a is not None for a in got):
                areas = [a for a in got if a is not None]
    if "hexes" in value:
        w = key_path(where, "hexes")
        if not isinstance(value["hexes"], dict):
            ck.add(w, QT_TRANSLATE_NOOP("engine", "expected an object"))
        else:
            hexes = {}
            for label, name in value["hexes"].items():
                wl = key_path(w, label)
                if not ck.choice(label, wl, sorted(BIT)) or not ck.choice(name, wl, HEXES):
                    continue
                why = space_problem(areas, BIT[label])
                if why is not None:
                    ck.add(wl, why[0], **why[1])
                else:
                    hexes[BIT[label]] = data.HEX_INDEX[name]
    return Garden.build(tuple(areas), hexes)


def _player(ck: Checker, s: AzulState, q: int, value: Any, where: str) -> None:
    if not ck.keys(value, where, (), PLAYER_KEYS):
        return
    if "score" in value and ck.integer(value["score"], key_path(where, "score"), 0, MAX_NUMBER):
        s.scores[q] = value["score"]
    if "jokers" in value and ck.integer(value["jokers"], key_path(where, "jokers"), 0, data.STORAGE_TILE_SPACES):
        s.jokers[q] = value["jokers"]
    if "tiles" in value:
        got = _hexes(ck, value["tiles"], key_path(where, "tiles"))
        if got is not None:
            s.tiles[q] = tuple(sorted(got))
    if "expansions" in value:
        w = key_path(where, "expansions")
        got = _hexes(ck, value["expansions"], w)
        if got is not None and len(got) > data.STORAGE_EXPANSION_SPACES:
            # the board file's words for a full storage (boardfile.py)
            text = QT_TRANSLATE_N_NOOP("engine", "%n expansions; the storage holds at most {limit}")
            ck.problems.append(Problem(w, plural(text, "count", count=len(got), limit=data.STORAGE_EXPANSION_SPACES)))
        elif got is not None:
            s.exps[q] = tuple(sorted(got))
    if len(s.tiles[q]) + s.jokers[q] > data.STORAGE_TILE_SPACES:
        text = QT_TRANSLATE_N_NOOP(
            "engine", "tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together"
        )
        limit = data.STORAGE_TILE_SPACES
        ck.problems.append(
            Problem(where, plural(text, "limit", tiles=len(s.tiles[q]), jokers=s.jokers[q], limit=limit))
        )
    s.gardens[q] = _garden(ck, value, where, s.gardens[q])


Setter = Callable[[Checker, AzulState, Any, str], None]


def _number(attr: str, low: int, high: Callable[[AzulState], int]) -> Setter:
    def run(ck: Checker, s: AzulState, v: Any, where: str) -> None:
        if ck.integer(v, where, low, high(s)):
            setattr(s, attr, v)

    return run


def _flag(attr: str) -> Setter:
    def run(ck: Checker, s: AzulState, v: Any, where: str) -> None:
        if ck.boolean(v, where):
            setattr(s, attr, v)

    return run


def _hexes_of(attr: str, none: bool = False, ordered: bool = True) -> Setter:
    def run(ck: Checker, s: AzulState, v: Any, where: str) -> None:
        got = _hexes(ck, v, where, none)
        if got is not None:
            setattr(s, attr, got if ordered else tuple(sorted(got)))

    return run


def _counts_of(attr: str) -> Setter:
    def run(ck: Checker, s: AzulState, v: Any, where: str) -> None:
        got = _counts(ck, v, where)
        if got is not None:
            setattr(s, attr, got)

    return run


def _items_of(attr: str, allowed: tuple[str, ...]) -> Setter:
    def run(ck: Checker, s: AzulState, v: Any, where: str) -> None:
        got = _items(ck, v, where, allowed)
        if got is not None:
            setattr(s, attr, got)

    return run


def _choice_of(attr: str, names: tuple[str, ...], index: Callable[[str], int]) -> Setter:
    """One of ``names`` or null (-1)."""

    def run(ck: Checker, s: AzulState, v: Any, where: str) -> None:
        if ck.choice(v, where, [*names, None]):
            setattr(s, attr, -1 if v is None else index(v))

    return run


def _wheel(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    problems = data.wheel_problems(v)
    for template, params in problems:
        ck.add(where, template, **params)
    if not problems:
        s.wheel = tuple(tuple(data.CRITERIA.index(c) for c in rnd) for rnd in v)


def _passed(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    if ck.list_of_length(v, where, s.num_players) and all([ck.boolean(b, key_path(where, i)) for i, b in enumerate(v)]):
        s.passed = tuple(v)


def _pool(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    got = _hexes(ck, v, where)
    if got is None:
        return
    twice = [h for h, k in Counter(got).items() if k > 1]
    for h in twice:
        ck.add(where, QT_TRANSLATE_NOOP("engine", "{value} is listed twice"), value=HEXES[h])
    if not twice:
        s.pool = got


def _top(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    got = _hexes(ck, v, where)
    if got is not None and ck.integer(len(got), where, 0, data.TILES_PER_STACK_TOP):
        s.top = tuple(sorted(got))


def _down(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    if not ck.list_of(v, where):
        return
    got = [_hexes(ck, tl, key_path(where, i)) for i, tl in enumerate(v)]
    if all(g is not None for g in got):
        s.down = tuple(tuple(sorted(g)) for g in got if g is not None)


def _step(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    if ck.choice(v, where, STEP_NAMES):
        s.step = STEP_NAMES.index(v)


def _chosen(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    if not ck.list_of(v, where):
        return
    out = []
    locs = ["top", "exp", *(loc_name(k) for k in range(len(s.down)))]
    for i, pair in enumerate(v):
        w = key_path(where, i)
        if ck.list_of_length(pair, w, 2):
            ok = ck.choice(pair[0], key_path(w, 0), HEXES)
            if ck.choice(pair[1], key_path(w, 1), locs) and ok:
                out.append((data.HEX_INDEX[pair[0]], parse_loc(pair[1])))
    if len(out) == len(v):
        s.chosen = tuple(out)


def _players(ck: Checker, s: AzulState, v: Any, where: str) -> None:
    if ck.list_of_length(v, where, s.num_players):
        for q, entry in enumerate(v):
            _player(ck, s, q, entry, key_path(where, q))


def _last_seat(s: AzulState) -> int:
    return s.num_players - 1


# In this order, whatever the data's order: ``chosen`` reads the display set by ``down``.
SETTERS: dict[str, Setter] = {
    "round": _number("round", 1, lambda s: data.ROUNDS),
    "player": _number("player", 0, _last_seat),
    "over": _flag("over"),
    "turns": _number("turns", 0, lambda s: MAX_NUMBER),
    "draws": _number("draws", 0, lambda s: MAX_NUMBER),
    "wheel": _wheel,
    "first_marker": _number("first_marker", -1, _last_seat),
    "passed": _passed,
    "bag": _counts_of("bag"),
    "tower": _counts_of("tower"),
    "pool": _pool,
    "stack_left": _number("stack_left", 0, lambda s: data.STACK_SIZE[s.num_players]),
    "top": _top,
    "down": _down,
    "up": _hexes_of("up", ordered=False),
    "supply": _hexes_of("supply", none=True),
    "step": _step,
    "criterion": _choice_of("crit", data.CRITERIA, data.CRITERIA.index),
    "chosen": _chosen,
    "selected": _choice_of("sel", HEXES, data.HEX_INDEX.__getitem__),
    "selected_expansion": _flag("sel_exp"),
    "cell": _choice_of("sel_cell", tuple(sorted(BIT)), BIT.__getitem__),
    "area": _choice_of("sel_area", data.AREAS, data.AREAS.index),
    "orientation": _number("sel_orient", -1, lambda s: 5),
    "paid": _items_of("paid", ITEM_NAMES),
    "discards": _items_of("discards", ITEM_NAMES[:ITEM_JOKER]),
    "players": _players,
}


def set_position(state: AzulState, fields: dict[str, Any], ck: Checker) -> None:
    """Each key of ``fields`` checked and set on the fresh ``state``."""
    readers = {key: partial(setter, ck, state) for key, setter in SETTERS.items()}
    ck.read_keys(fields, "position", readers, in_readers_order=True)
    if not ck.problems:
        _check_step(ck, state)
    # The fresh state has cached no legal action and drawn no chance yet: they follow from what is set.


def _check_step(ck: Checker, s: AzulState) -> None:
    """What the current step reads of the selection must be there (the table of state.py)."""
    p = s.player
    storage = Counter([*s.tiles[p], *(36 + e for e in s.exps[p])])
    if s.step == COPIES:
        ck.choice(data.CRITERIA[s.crit] if s.crit >= 0 else None, "position.criterion", data.CRITERIA)
    placing = s.step in (CELL, ORIENT_STEP, PAY_STEP) or (s.step == AREA_STEP and s.sel >= 0)
    if placing:
        item = 36 + s.sel if s.sel_exp else s.sel
        held = sorted(ITEM_NAMES[i] for i in storage)
        if not ck.choice(ITEM_NAMES[item] if s.sel >= 0 else None, "position.selected", held):
            return
    if s.step == AREA_STEP or s.step == ORIENT_STEP:
        ck.choice(s.sel_exp, "position.selected_expansion", [True])
    if s.step == CELL:
        ck.choice(s.sel_exp, "position.selected_expansion", [False])
    if s.step == PAY_STEP and not s.sel_exp:
        ck.choice(LABEL.get(s.sel_cell), "position.cell", sorted(LABEL[b] for b in bits(s.gardens[p].free)))
    if s.step == ORIENT_STEP or (s.step == PAY_STEP and s.sel_exp):
        free = [data.AREAS[a] for a in s.gardens[p].free_areas()]
        ck.choice(data.AREAS[s.sel_area] if s.sel_area >= 0 else None, "position.area", free)
    if s.step == PAY_STEP and s.sel_exp:
        ck.integer(s.sel_orient, "position.orientation", 0, 5)
    if s.step == PAY_STEP:
        rest = storage.copy()
        rest[36 + s.sel if s.sel_exp else s.sel] -= 1
        rest[ITEM_JOKER] = s.jokers[p]
        _from_storage(ck, s.paid, rest, "position.paid")
    if s.step == DISCARD_STEP:
        _from_storage(ck, s.discards, storage.copy(), "position.discards")


def _from_storage(ck: Checker, items: tuple[int, ...], rest: Counter[int], where: str) -> None:
    """Each item taken from what the storage holds (``rest``, counted down)."""
    for i, it in enumerate(items):
        if rest[it] <= 0:
            held = sorted(ITEM_NAMES[k] for k, c in rest.items() if c > 0)
            ck.choice(ITEM_NAMES[it], key_path(where, i), held)
        rest[it] -= 1
