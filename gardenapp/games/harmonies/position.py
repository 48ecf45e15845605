"""Harmonies positions from plain data (docs/formats.md §6.3).

``set_position`` replaces the parts of a fresh state named in ``fields``: the
keys and forms ``HarmoniesState.to_dict`` writes (``side`` and ``spirits``
come from the options and must agree with them). ``players`` is one object
per seat whose keys are all optional. Derived again, never read: each
board's stack masks (from ``spaces``) and the cubes on animal cards (the sum
of ``cards``). ``position_fields`` writes every key, so a played state
round-trips.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.checker import Checker, key_path
from ...core.messages import QT_TRANSLATE_NOOP
from . import data
from .state import HarmoniesState

NUM_COLOURS = len(data.COLOURS)


def position_fields(state: HarmoniesState) -> dict[str, Any]:
    """Every key ``set_position`` reads, as it reads them."""
    return state.to_dict()


def _colours(ck: Checker, value: Any, where: str) -> tuple[int, ...] | None:
    if not ck.list_of(value, where):
        return None
    if not all([ck.choice(v, key_path(where, i), data.COLOURS) for i, v in enumerate(value)]):
        return None
    return tuple(data.COLOURS.index(v) for v in value)


def _card(ck: Checker, value: Any, where: str, none: bool) -> int | None:
    """A card index, -1 for null when ``none``; None for a problem."""
    if value is None and none:
        return -1
    if not ck.choice(value, where, data.CARD_INDEX):
        return None
    return data.CARD_INDEX[value]


def _cards(ck: Checker, value: Any, where: str, none: bool) -> tuple[int, ...] | None:
    if not ck.list_of(value, where):
        return None
    got = [_card(ck, v, key_path(where, i), none) for i, v in enumerate(value)]
    return tuple(g for g in got if g is not None) if all(g is not None for g in got) else None


def _player(ck: Checker, s: HarmoniesState, p: int, value: Any, where: str) -> None:
    keys = ("spaces", "cubes_on", "cards", "spirit", "spirit_placed", "offer", "returned")
    if not ck.keys(value, where, (), keys):
        return
    side = s.side
    stacks, cubes = list(s.stacks[p]), s.cubes[p]
    if "spaces" in value:
        w = key_path(where, "spaces")
        spaces = value["spaces"]
        if not isinstance(spaces, dict):
            ck.add(w, QT_TRANSLATE_NOOP("engine", "expected an object"))
        else:
            stacks = [0] * side.size
            for label, stack in spaces.items():
                wl = key_path(w, label)
                colours = _colours(ck, stack, wl)
                if not ck.choice(label, wl, side.labels) or colours is None:
                    continue
                if ck.choice(
                    [data.COLOURS[c] for c in colours],
                    wl,
                    [list(map(data.COLOURS.__getitem__, t)) for t in data.STACKS],
                ):
                    stacks[side.index[label]] = data.STACK_ID[colours]
    if "cubes_on" in value:
        w = key_path(where, "cubes_on")
        if ck.list_of(value["cubes_on"], w):
            cubes = 0
            for i, label in enumerate(value["cubes_on"]):
                if ck.choice(label, key_path(w, i), side.labels):
                    cubes |= 1 << side.bits[side.index[label]]
    if "cards" in value:
        w = key_path(where, "cards")
        if ck.list_of(value["cards"], w):
            cards = []
            for i, entry in enumerate(value["cards"]):
                we = key_path(w, i)
                if ck.list_of_length(entry, we, 2):
                    c = _card(ck, entry[0], key_path(we, 0), False)
                    if c is not None and ck.integer(entry[1], key_path(we, 1), 0, data.CARDS[c].slots):
                        cards.append((c, entry[1]))
            if len(cards) == len(value["cards"]):
                s.cards[p] = tuple(cards)
    if "spirit" in value:
        c = _card(ck, value["spirit"], key_path(where, "spirit"), True)
        if c is not None:
            s.spirit[p] = c
    if "spirit_placed" in value and ck.boolean(value["spirit_placed"], key_path(where, "spirit_placed")):
        s.spirit_placed[p] = value["spirit_placed"]
    if "offer" in value:
        offer = _cards(ck, value["offer"], key_path(where, "offer"), True)
        if offer is not None:
            s.offers[p] = offer
    if "returned" in value:
        c = _card(ck, value["returned"], key_path(where, "returned"), True)
        if c is not None:
            s.returned[p] = c
    s.set_board(p, tuple(stacks), cubes)
    s.animal_cubes[p] = sum(n for _, n in s.cards[p])


def set_position(state: HarmoniesState, fields: dict[str, Any], ck: Checker) -> None:
    """Each key of ``fields`` checked and set on the fresh ``state``."""
    s = state
    n = s.num_players

    def same(current: Any) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            ck.choice(v, where, [current])

        return run

    def number(attr: str, low: int, high: int) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            if ck.integer(v, where, low, high):
                setattr(s, attr, v)

        return run

    def flag(attr: str) -> Callable[[Any, str], None]:
        def run(v: Any, where: str) -> None:
            if ck.boolean(v, where):
                setattr(s, attr, v)

        return run

    def hand(v: Any, where: str) -> None:
        got = _colours(ck, v, where)
        if got is not None:
            s.hand = got

    def central(v: Any, where: str) -> None:
        if not ck.list_of_length(v, where, len(s.central)):
            return
        got = [_colours(ck, sp, key_path(where, i)) for i, sp in enumerate(v)]
        if all(g is not None for g in got):
            s.central = tuple(g for g in got if g is not None)

    def pouch(v: Any, where: str) -> None:
        if ck.list_of_length(v, where, NUM_COLOURS) and all(
            [ck.integer(c, key_path(where, i), 0, data.TOKEN_COUNTS[i]) for i, c in enumerate(v)]
        ):
            s.pouch = tuple(v)

    def deck(v: Any, where: str) -> None:
        got = _cards(ck, v, where, False)
        if got is not None:
            s.deck = got

    def display(v: Any, where: str) -> None:
        got = _cards(ck, v, where, True)
        if got is not None:
            s.display = got

    def players(v: Any, where: str) -> None:
        if ck.list_of_length(v, where, n):
            for p, entry in enumerate(v):
                _player(ck, s, p, entry, key_path(where, p))

    setters: dict[str, Callable[[Any, str], None]] = {
        "side": same(s.side.name),
        "spirits": same(s.spirits),
        "player": number("player", 0, n - 1),
        "turns": number("turns", 0, 10_000),
        "over": flag("over"),
        "triggered": flag("triggered"),
        "draws": number("draws", 0, 1_000_000),
        "hand": hand,
        "taken_space": number("taken_space", -1, len(s.central) - 1),
        "took_space": flag("took_space"),
        "took_card": flag("took_card"),
        "central": central,
        "pouch": pouch,
        "boxed": number("boxed", 0, sum(data.TOKEN_COUNTS)),
        "deck": deck,
        "display": display,
        "players": players,
    }
    ck.read_keys(fields, "position", setters)
