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


def _replay(
    ck: Checker, s: LeavesState, value: Any, where: str
) -> tuple[Garden, tuple[str, int, list[int]] | None] | None:
    """The garden ``value`` describes, laid and resolved tile by tile, and the choice it still asks."""
    if not ck.keys(value, where, ("tiles",), ("choices",)):
        return None
    w_tiles, w_choices = key_path(where, "tiles"), key_path(where, "choices")
    entries = value["tiles"]
    if not ck.list_of(entries, w_tiles) or not ck.integer(len(entries), w_tiles, 1, MAX_NUMBER):
        return None
    choices = value.get("choices", [])
    if not ck.list_of(choices, w_choices):
        return None
    laid = []
    for i, entry in enumerate(entries):
        w = key_path(w_tiles, i)
        if not ck.list_of_length(entry, w, 3):
            return None
        first = i == 0
        kinds = data.START_IDS if first else data.GARDEN_IDS
        ok = ck.choice(entry[0], key_path(w, 0), kinds)
        at = _label(ck, entry[1], key_path(w, 1))
        flips = not first and s.allow_flip
        ok = ck.integer(entry[2], key_path(w, 2), 0, 7 if flips else 3) and ok
        if first and at is not None and at != (0, 0):
            ck.choice(entry[1], key_path(w, 1), ["0,0"])
            ok = False
        if not ok or at is None:
            return None
        laid.append((data.TILE_INDEX[entry[0]], at, entry[2]))
    g = Garden(laid[0][0], laid[0][2])
    left = list(choices)
    asked: tuple[str, int, list[int]] | None = None
    for i, (tile, (tx, ty), o) in enumerate(laid[1:], 1):
        w = key_path(w_tiles, i)
        tp = g.tile_id(tx, ty)
        if tp not in g.frontier:
            ck.add(
                key_path(w, 1),
                QT_TRANSLATE_NOOP("engine", "{at} does not share a full side with the tiles laid before it"),
                at=f"{tx},{ty}",
            )
            return None
        if asked is not None:  # a choice left unanswered before this tile
            ck.add(w_choices, QT_TRANSLATE_NOOP("engine", "First choose where the dweller goes"))
            return None
        out: list = []
        g.place(tp, tile, o, out)
        asked = gd.run_cards(g, s.cards, 0, out)
        while asked is not None and left:
            card, k, cands = asked
            wc = key_path(w_choices, len(choices) - len(left))
            raw = left.pop(0)
            xy = parse_pair(raw)
            f = None if xy is None else g.field_id(*xy)
            if f is None or f not in cands:
                ck.add(
                    wc,
                    QT_TRANSLATE_NOOP(
                        "engine", "{at} is not a choice for {card} after the tile at {tile} (candidates: {cands})"
                    ),
                    at=shown(raw) if xy is None else raw,
                    card=card,
                    tile=f"{tx},{ty}",
                    cands=", ".join(g.labels(cands)),
                )
                return None
            rest = gd.apply_choice(g, card, f, cands, out)
            asked = (card, k, rest) if rest else gd.run_cards(g, s.cards, k + 1, out)
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


def set_position(state: LeavesState, fields: dict[str, Any], ck: Checker) -> None:
    """Each key of ``fields`` checked and set on the fresh ``state``."""
    s = state
    n = s.num_players

    def number(attr: str, low: int, high: int) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            if ck.integer(v, where, low, high):
                setattr(s, attr, v)

        return run

    def cards(v: Any, where: str) -> None:
        if not ck.list_of(v, where):
            return
        ok = all([ck.choice(c, key_path(where, i), data.CARD_IDS) for i, c in enumerate(v)])
        if ok and len(set(v)) < len(v):
            twice = next(c for i, c in enumerate(v) if c in v[:i])
            ck.add(where, QT_TRANSLATE_NOOP("engine", "{value} is listed twice"), value=twice)
        elif ok:
            s.cards = data.in_check_order(v)

    def allow_flip(v: Any, where: str) -> None:
        ck.choice(v, where, [s.allow_flip])

    def over(v: Any, where: str) -> None:
        if ck.boolean(v, where):
            s.over = v

    def selected(v: Any, where: str) -> None:
        if ck.choice(v, where, [*data.GARDEN_IDS, None]):
            s.selected = -1 if v is None else data.TILE_INDEX[v]

    def tiles(attr: str, most: int) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            got = _tiles(ck, v, where)
            if got is not None and ck.integer(len(got), where, 0, most):
                setattr(s, attr, got)

        return run

    replays: list[tuple[Garden, tuple[str, int, list[int]] | None]] = []

    def gardens(v: Any, where: str) -> None:
        if not ck.list_of_length(v, where, n):
            return
        got = [_replay(ck, s, g, key_path(where, p)) for p, g in enumerate(v)]
        if all(r is not None for r in got):
            replays.extend(r for r in got if r is not None)

    setters: dict[str, Callable[[Any, str], None]] = {
        "cards": cards,
        "allow_flip": allow_flip,
        "player": number("player", 0, n - 1),
        "turns": number("turns", 0, MAX_NUMBER),
        "over": over,
        "draws": number("draws", 0, MAX_NUMBER),
        "selected": selected,
        "market": tiles("market", data.MARKET_SIZE),
        "bag": tiles("bag", data.NUM_GARDEN),
        "removed": tiles("removed", data.NUM_GARDEN),
        "gardens": gardens,  # after ``cards`` and ``allow_flip``: the replay reads them
    }
    for key in fields:
        if key not in setters:
            ck.add(
                key_path("position", key),
                QT_TRANSLATE_NOOP("engine", "unknown key (allowed here: {allowed})"),
                allowed=", ".join(sorted(setters)),
            )
    for key, setter in setters.items():
        if key in fields:
            setter(fields[key], key_path("position", key))
    if ck.problems:
        return
    if replays:
        s.gardens = [g for g, _ in replays]
    _derive_pending(ck, s, [asked for _, asked in replays] if replays else [None] * n)
    if not ck.problems:
        _check_tiles(ck, s, "gardens" in fields)


def _derive_pending(ck: Checker, s: LeavesState, asked: list[tuple[str, int, list[int]] | None]) -> None:
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
