"""Sanssouci positions from plain data (docs/formats.md §6.2).

``set_position`` replaces the parts of a fresh state named in ``fields``: the
keys and forms ``SanssouciState.to_dict`` writes (among them ``element``, the
element index 0..8 of the tile taken this turn, -1 none, and ``last_die``,
Pedro Bot's last roll, 0 none: both are public, so a seat's view carries them
too). What the engine derives is derived again: the legal noble moves in the
``noble`` phase, where the gardener may go in the ``place`` phase. A ``place``
or ``bot_place`` phase without the tile taken (or without an empty cell for it)
is a problem, never a state that cannot move. ``position_fields`` writes every
key, so a played state round-trips.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.checker import Checker, key_path
from ...core.messages import QT_TRANSLATE_NOOP
from .data import CARDS, COLS, ELEMENTS
from .garden import COL_MASK, FULL, ROW_MASK
from .state import A_PLACE, NOBLE, PHASE_NAMES, PLACE_PH, SanssouciState

MAX_MASK = FULL


def position_fields(state: SanssouciState) -> dict[str, Any]:
    """Every key ``set_position`` reads, as it reads them."""
    return state.to_dict()


def _ints(ck: Checker, value: Any, where: str, n: int, low: int, high: int) -> tuple[int, ...] | None:
    if not ck.list_of_length(value, where, n):
        return None
    ok = all([ck.integer(v, key_path(where, i), low, high) for i, v in enumerate(value)])
    return tuple(value) if ok else None


def _names(ck: Checker, value: Any, where: str, names: tuple[str, ...], none: bool) -> tuple[int, ...] | None:
    if not ck.list_of(value, where):
        return None
    allowed: list[Any] = [*names, None] if none else list(names)
    ok = all([ck.choice(v, key_path(where, i), allowed) for i, v in enumerate(value)])
    if not ok:
        return None
    return tuple(-1 if v is None else names.index(v) for v in value)


def set_position(state: SanssouciState, fields: dict[str, Any], ck: Checker) -> None:
    """Each key of ``fields`` checked and set on the fresh ``state``."""
    n = state.num_players
    s = state

    def scalar(low: int, high: int, attr: str) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            if ck.integer(v, where, low, high):
                setattr(s, attr, v)

        return run

    def per_seat(attr: str, low: int, high: int, width: int, shift: int = 0) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            if not ck.list_of_length(v, where, n):
                return
            rows = [_ints(ck, row, key_path(where, p), width, low, high) for p, row in enumerate(v)]
            if all(r is not None for r in rows):
                setattr(s, attr, [tuple(x + shift for x in r) for r in rows if r is not None])

        return run

    def phase(v: Any, where: str) -> None:
        if ck.choice(v, where, PHASE_NAMES):
            s.phase = PHASE_NAMES.index(v)

    def card(v: Any, where: str) -> None:
        if ck.choice(v, where, [*CARDS, None]):
            s.card = -1 if v is None else CARDS.index(v)

    def display(v: Any, where: str) -> None:
        got = _ints(ck, v, where, 10, -1, COLS - 1)
        if got is not None:
            s.display = list(got)

    def supply(v: Any, where: str) -> None:
        got = _ints(ck, v, where, COLS, 0, s.setup.tiles_per_element)
        if got is not None:
            s.supply = list(got)

    def gardens(v: Any, where: str) -> None:
        if not ck.list_of_length(v, where, n):
            return
        pairs = [_ints(ck, g, key_path(where, p), 2, 0, MAX_MASK) for p, g in enumerate(v)]
        if all(g is not None for g in pairs):
            s.filled = [g[0] for g in pairs if g is not None]
            s.orn = [g[1] for g in pairs if g is not None]

    def track(v: Any, where: str) -> None:
        got = _ints(ck, v, where, n, 0, 10_000)
        if got is not None:
            s.track = list(got)

    def cards_per_seat(attr: str, hidden: bool) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            if not ck.list_of_length(v, where, n):
                return
            got = [_names(ck, h, key_path(where, p), CARDS, hidden) for p, h in enumerate(v)]
            if all(g is not None for g in got):
                setattr(s, attr, [g for g in got if g is not None])

        return run

    def missions(v: Any, where: str) -> None:
        if not ck.list_of_length(v, where, n):
            return
        got = [_names(ck, m, key_path(where, p), ELEMENTS, True) for p, m in enumerate(v)]
        if all(g is not None for g in got):
            # an element's mission is its index + 1 (0: unknown)
            s.missions = [tuple(x + 1 for x in g) for g in got if g is not None]

    setters: dict[str, Callable[[Any, str], None]] = {
        "turn": scalar(0, 10_000, "turn"),
        "start": scalar(0, n - 1, "start"),
        "phase": phase,
        "draws": scalar(0, 1_000_000, "draws"),
        "card": card,
        "slot": scalar(-1, 9, "slot"),
        "die": scalar(0, 6, "die"),
        "last_die": scalar(0, 6, "last_die"),
        "element": scalar(-1, COLS - 1, "element"),
        "display": display,
        "supply": supply,
        "gardens": gardens,
        "nobles": per_seat("nobles", 0, 6, COLS),
        "track": track,
        "hands": cards_per_seat("hands", True),
        "decks": cards_per_seat("decks", False),
        "discards": cards_per_seat("discards", False),
        "missions": missions,
    }
    ck.read_keys(fields, "position", setters)
    if ck.problems:
        return
    p = s.current_player
    if s.phase in (PLACE_PH, A_PLACE):
        # the place phases place the tile taken this turn (state.py: _take, _automaton_step)
        if s.element < 0:
            ck.add("position.element", QT_TRANSLATE_NOOP("engine", "the tile taken this turn is needed here"))
        if s.phase == PLACE_PH and s.slot < 0:
            ck.add("position.slot", QT_TRANSLATE_NOOP("engine", "the tile taken this turn is needed here"))
        if not ~s.filled[p] & FULL:
            ck.add(
                key_path("position.gardens", p),
                QT_TRANSLATE_NOOP("engine", "this garden has no empty cell for the tile taken"),
            )
        if ck.problems:
            return
    # What the engine derives from the rest (state.py: _take, _enter_noble_phase).
    s.moves = tuple(s.noble_moves(p)) if s.phase == NOBLE else ()
    s.place_mask = 0
    if s.phase == PLACE_PH and s.slot >= 0 and s.element >= 0:
        empty = ~s.filled[p] & FULL
        where_ = empty & (ROW_MASK[s.slot // 2 + 2] | COL_MASK[s.element + 1])
        s.place_mask = where_ or empty
