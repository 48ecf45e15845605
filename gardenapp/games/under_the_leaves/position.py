"""Under the Leaves positions from plain data (docs/formats.md §6.6).

``set_position`` replaces the parts of a fresh state named in ``fields``: the
keys and forms ``LeavesState.to_dict`` writes, except the gardens, which are
written as what was played (``tiles`` in the order laid, the starting tile
first, and the ``choices`` of §5.5 in order) and replayed by the engine: the
pawns, sectors, hummingbirds, used fields, awards and the tile laid last are
derived again, never read, and so is the choice a turn still asks (``pending``,
from the replay of the player to act). ``allow_flip`` must agree with the
options; ``cards`` sets the dweller cards in play. A player's view (``unseen``,
``null`` tiles) has no position. ``position_fields`` writes every key, so a
played state round-trips.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ...core.checker import MAX_NUMBER, Checker, key_path
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, shown
from . import data
from . import garden as gd
from .actions import parse_pair
from .garden import Garden
from .state import LeavesState

TILES = data.TILE_IDS


def position_fields(state: LeavesState) -> dict[str, Any]:
    """Every key ``set_position`` reads, as it reads them: ``to_dict`` with each garden as played."""
    if state.seed is None or state.unseen is not None:
        raise TypeError("a player's view has no position data (docs/formats.md §6.1)")
    out = state.to_dict()
    del out["pending"], out["unseen"]
    out["gardens"] = [garden_fields(g) for g in state.gardens]
    return out


def garden_fields(g: Garden) -> dict[str, Any]:
    """A garden as played: its tiles in the order laid (``[tile, "x,y", orientation]``) and its choices."""
    return {
        "tiles": [[TILES[t], g.tile_label(tp), o] for tp, t, o in g.order],
        "choices": [g.field_label(f) for f in g.choices],
    }


def _tiles(ck: Checker, value: Any, where: str) -> tuple[int, ...] | None:
    """Garden tile ids (the market, the bag, the tiles removed at setup)."""
    if not ck.list_of(value, where):
        return None
    if not all([ck.choice(v, key_path(where, i), data.GARDEN_IDS) for i, v in enumerate(value)]):
        return None
    return tuple(data.TILE_INDEX[v] for v in value)


def _label(ck: Checker, value: Any, where: str) -> tuple[int, int] | None:
    xy = parse_pair(value)
    if xy is None:
        ck.add(where, QT_TRANSLATE_NOOP("engine", "{at} is not a tile position of this garden"), at=shown(value))
    return xy


Asked = tuple[str, int, list[int]]  # (card, its index in the check order, candidates): gd.run_cards


def _laid(ck: Checker, s: LeavesState, entries: Any, where: str) -> list[tuple[int, tuple[int, int], int]] | None:
    """A garden's ``tiles`` as (tile, (tx, ty), orientation): the starting tile first, at 0,0."""
    if not ck.list_of(entries, where) or not ck.integer(len(entries), where, 1, MAX_NUMBER):
        return None
    laid = []
    for i, entry in enumerate(entries):
        w = key_path(where, i)
        if not ck.list_of_length(entry, w, 3):
            return None
        first = i == 0
        ok = ck.choice(entry[0], key_path(w, 0), data.START_IDS if first else data.GARDEN_IDS)
        at = _label(ck, entry[1], key_path(w, 1))
        flips = not first and s.allow_flip
        ok = ck.integer(entry[2], key_path(w, 2), 0, 7 if flips else 3) and ok
        if first and at is not None and at != (0, 0):
            ok = ck.choice(entry[1], key_path(w, 1), ["0,0"])
        if not ok or at is None:
            return None
        laid.append((data.TILE_INDEX[entry[0]], at, entry[2]))
    return laid


def _answer(
    ck: Checker, s: LeavesState, g: Garden, asked: Asked | None, left: list[Any], where: tuple[str, int], tile: str
) -> tuple[bool, Asked | None]:
    """The choices the placement of ``tile`` asks, taken from ``left`` while they last (the first
    one's place: ``where``, the list's place and index); (no problem, the choice still asked)."""
    out: list = []
    used = 0
    while asked is not None and left:
        card, k, cands = asked
        raw = left.pop(0)
        xy = parse_pair(raw)
        f = None if xy is None else g.field_id(*xy)
        if f is None or f not in cands:
            ck.add(
                key_path(where[0], where[1] + used),
                QT_TRANSLATE_NOOP(
                    "engine", "{at} is not a choice for {card} after the tile at {tile} (candidates: {cands})"
                ),
                at=shown(raw) if xy is None else raw,
                card=card,
                tile=tile,
                cands=", ".join(g.labels(cands)),
            )
            return False, None
        used += 1
        rest = gd.apply_choice(g, card, f, cands, out)
        asked = (card, k, rest) if rest else gd.run_cards(g, s.cards, k + 1, out)
    return True, asked


def _replay(ck: Checker, s: LeavesState, value: Any, where: str) -> tuple[Garden, Asked | None] | None:
    """The garden ``value`` describes, laid and resolved tile by tile, and the choice it still asks."""
    if not ck.keys(value, where, ("tiles",), ("choices",)):
        return None
    w_tiles, w_choices = key_path(where, "tiles"), key_path(where, "choices")
    choices = value.get("choices", [])
    laid = _laid(ck, s, value["tiles"], w_tiles)
    if laid is None or not ck.list_of(choices, w_choices):
        return None
    g = Garden(laid[0][0], laid[0][2])
    left = list(choices)
    asked: Asked | None = None
    for i, (tile, (tx, ty), o) in enumerate(laid[1:], 1):
        tp = g.tile_id(tx, ty)
        if tp not in g.frontier:
            ck.add(
                key_path(key_path(w_tiles, i), 1),
                QT_TRANSLATE_NOOP("engine", "{at} does not share a full side with the tiles laid before it"),
                at=f"{tx},{ty}",
            )
            return None
        if asked is not None:  # a choice left unanswered before this tile
            ck.add(w_choices, QT_TRANSLATE_NOOP("engine", "First choose where the dweller goes"))
            return None
        out: list = []
        g.place(tp, tile, o, out)
        first = (w_choices, len(choices) - len(left))
        ok, asked = _answer(ck, s, g, gd.run_cards(g, s.cards, 0, out), left, first, f"{tx},{ty}")
        if not ok:
            return None
    if left:
        ck.add(
            w_choices,
            QT_TRANSLATE_N_NOOP("engine", "%n choices left over: the replay asked for {used}"),
            numerus="count",
            count=len(left),
            used=len(choices) - len(left),
        )
        return None
    return g, asked


Setter = Callable[[Checker, LeavesState, Any, str], None]


def _number(attr: str, low: int, high: Callable[[LeavesState], int]) -> Setter:
    def run(ck: Checker, s: LeavesState, v: Any, where: str) -> None:
        if ck.integer(v, where, low, high(s)):
            setattr(s, attr, v)

    return run


def _tiles_of(attr: str, most: int) -> Setter:
    def run(ck: Checker, s: LeavesState, v: Any, where: str) -> None:
        got = _tiles(ck, v, where)
        if got is not None and ck.integer(len(got), where, 0, most):
            setattr(s, attr, got)

    return run


def _cards(ck: Checker, s: LeavesState, v: Any, where: str) -> None:
    if not ck.list_of(v, where):
        return
    ok = all([ck.choice(c, key_path(where, i), data.CARD_IDS) for i, c in enumerate(v)])
    if ok and len(set(v)) < len(v):
        twice = next(c for i, c in enumerate(v) if c in v[:i])
        ck.add(where, QT_TRANSLATE_NOOP("engine", "{value} is listed twice"), value=twice)
    elif ok:
        s.cards = data.in_check_order(v)


def _allow_flip(ck: Checker, s: LeavesState, v: Any, where: str) -> None:
    ck.choice(v, where, [s.allow_flip])


def _over(ck: Checker, s: LeavesState, v: Any, where: str) -> None:
    if ck.boolean(v, where):
        s.over = v


def _selected(ck: Checker, s: LeavesState, v: Any, where: str) -> None:
    if ck.choice(v, where, [*data.GARDEN_IDS, None]):
        s.selected = -1 if v is None else data.TILE_INDEX[v]


def _gardens(ck: Checker, s: LeavesState, v: Any, where: str) -> list[Asked | None] | None:
    """Each garden replayed; the state's gardens replaced when all are sound; the choice each still asks."""
    if not ck.list_of_length(v, where, s.num_players):
        return None
    got = [_replay(ck, s, g, key_path(where, p)) for p, g in enumerate(v)]
    if not all(r is not None for r in got):
        return None
    replays = [r for r in got if r is not None]
    s.gardens = [g for g, _ in replays]
    return [asked for _, asked in replays]


# In this order, whatever the data's order; ``gardens`` last (its replay reads ``cards`` and ``allow_flip``).
SETTERS: dict[str, Setter] = {
    "cards": _cards,
    "allow_flip": _allow_flip,
    "player": _number("player", 0, lambda s: s.num_players - 1),
    "turns": _number("turns", 0, lambda s: MAX_NUMBER),
    "over": _over,
    "draws": _number("draws", 0, lambda s: MAX_NUMBER),
    "selected": _selected,
    "market": _tiles_of("market", data.MARKET_SIZE),
    "bag": _tiles_of("bag", data.NUM_GARDEN),
    "removed": _tiles_of("removed", data.NUM_GARDEN),
}
KEYS = (*SETTERS, "gardens")


def set_position(state: LeavesState, fields: dict[str, Any], ck: Checker) -> None:
    """Each key of ``fields`` checked and set on the fresh ``state``."""
    readers = {key: partial(setter, ck, state) for key, setter in SETTERS.items()}
    ck.read_keys(fields, "position", readers, allowed=KEYS, in_readers_order=True)
    asked: list[Asked | None] | None = [None] * state.num_players
    if "gardens" in fields:
        asked = _gardens(ck, state, fields["gardens"], "position.gardens")
    if ck.problems or asked is None:
        return
    _derive_pending(ck, state, asked)
    if not ck.problems:
        _check_tiles(ck, state, "gardens" in fields)


def _derive_pending(ck: Checker, s: LeavesState, asked: list[Asked | None]) -> None:
    """The choice the player to act still owes (state.py ``_ask``); nobody else owes one."""
    for p, a in enumerate(asked):
        if a is None:
            continue
        if p != s.player or s.over or s.selected >= 0:
            ck.add(
                key_path(key_path("position.gardens", p), "choices"),
                QT_TRANSLATE_NOOP("engine", "First choose where the dweller goes"),
            )
            return
        s.pending, s.pending_cands, s.stage = a[0], tuple(a[2]), a[1]


def _check_tiles(ck: Checker, s: LeavesState, gardens: bool) -> None:
    """Every tile in one place at most; the tile taken is one of the market's."""
    if s.selected >= 0 and s.selected not in s.market:
        ck.choice(TILES[s.selected], "position.selected", [TILES[t] for t in s.market])
    seen: set[int] = set()
    places = [("market", s.market), ("bag", s.bag), ("removed", s.removed)]
    if gardens:
        places += [(f"gardens[{p}]", tuple(t for _, t, _ in g.order)) for p, g in enumerate(s.gardens)]
    for name, tiles in places:
        for t in tiles:
            if t in seen:
                ck.add(f"position.{name}", QT_TRANSLATE_NOOP("engine", "{value} is listed twice"), value=TILES[t])
            seen.add(t)
