"""Position set-up for the Takenoko tests, from plain data (docs/formats.md §6.4):
every position is read by ``GAME.position_from_dict``, so what the engine
derives (irrigation, the network, spots, fulfilled objectives, the counts
left in the box) is derived by the engine, never written by a test."""

from __future__ import annotations

from gardenapp.core.hexgrid import format_pair
from gardenapp.games.takenoko import GAME
from gardenapp.games.takenoko.actions import EndTurn
from gardenapp.games.takenoko.data import WEATHER_IDS
from gardenapp.games.takenoko.state import TakenokoState

OPTIONS = set(GAME.default_options())
# The counted parts of a position (docs/formats.md §6.4) and the parts they are counted from.
COUNTED = {
    "supply": ("colour", "bamboo", "stomach"),
    "channel_supply": ("channels", "res_channels"),
    "tokens": ("improvement", "printed", "res_tokens"),
    "stack": ("colour", "improvement", "printed", "drawn", "picked", "stack_bottom"),
    "decks": ("hands", "done", "deck_bottom"),
}


def new_state(players: int = 2, seed: int = 1, **options) -> TakenokoState:
    return GAME.new_game({"players": players, **options}, seed)


def setup(players: int = 2, seed: int = 1, **keys) -> TakenokoState:
    """The new game of ``seed`` with the position ``keys`` (docs/formats.md §6.4
    forms; an option's name goes to the options)."""
    options = {"players": players, **{k: v for k, v in keys.items() if k in OPTIONS}}
    position = {k: v for k, v in keys.items() if k not in OPTIONS}
    return GAME.position_from_dict({"options": options, "seed": seed, "position": position})


def change(st: TakenokoState, **keys) -> TakenokoState:
    """``st`` with the parts ``keys`` replaced (docs/formats.md §6.4 forms); a
    counted part (supply, decks, ...) not given is counted again when a part it
    is counted from changes."""
    data = GAME.position_to_dict(st)
    position = {
        k: v for k, v in data["position"].items() if k not in COUNTED or k in keys or not set(COUNTED[k]) & set(keys)
    }
    position.update(keys)
    return GAME.position_from_dict({**data, "position": position})


def build(plots, channels=(), bamboo=None, players: int = 2, seed: int = 1, **keys) -> TakenokoState:
    """``plots``: [(cell, colour id, improvement id or "none", printed bool)]
    (printed by default when there is an improvement); ``channels``: [(a, b)];
    ``bamboo``: {cell: height} over the first growth every irrigated plot had
    (§6.3: one section, two with a fertilizer, §6.4); ``keys``: more parts of
    the position or options."""
    colour, improvement, printed = {}, {}, []
    for spec in plots:
        cell, col = format_pair(spec[0]), spec[1]
        imp = spec[2] if len(spec) > 2 else "none"
        colour[cell] = col
        if imp != "none":
            improvement[cell] = imp
            if spec[3] if len(spec) > 3 else True:
                printed.append(cell)
    garden = {
        "colour": colour,
        "improvement": improvement,
        "printed": printed,
        "channels": [[format_pair(a), format_pair(b)] for a, b in channels],
    }
    options = {k: v for k, v in keys.items() if k in OPTIONS}
    wet = setup(players, seed, **garden, **options).to_dict()["irrigated"]
    heights = {c: 2 if improvement.get(c) == "fertilizer" else 1 for c in wet}
    for cell, h in (bamboo or {}).items():
        heights[format_pair(cell)] = h
    garden["bamboo"] = {c: h for c, h in heights.items() if h}
    return setup(players, seed, **garden, **keys)


def hand(st: TakenokoState, player: int, *ids: str) -> TakenokoState:
    """``st`` with ``player`` holding the objectives ``ids``, taken from another
    hand if one holds them (a card is in one place); the decks keep the rest."""
    hands = [[c for c in h if c not in ids] for h in st.to_dict()["hands"]]
    hands[player] = list(ids)
    return change(st, hands=hands)


def weather(st: TakenokoState, face: int) -> TakenokoState:
    """The current player's turn as it starts with the weather die showing
    ``face`` (§6.1, from the second round, §5): the seat before ends its turn
    at the first draw number from ``st``'s where the die shows it, and the
    engine resolves the roll."""
    n = st.num_players
    before = {"player": (st.player - 1) % n, "turn_no": max(st.turn_no, n) - 1, "used": ["plot", "irrigation"]}
    for k in range(st.draws, st.draws + 200):
        rolled = change(st, draws=k, n_used=2, **before).apply(EndTurn())
        if rolled.rolled == face:
            assert rolled.player == st.player
            return rolled
    raise AssertionError(f"the die never shows {WEATHER_IDS[face]}")


def kinds(state) -> list[str]:
    return sorted({a.kind for a in state.legal_actions()})


def notations(state, kind: str | None = None) -> list[str]:
    return sorted(a.notation() for a in state.legal_actions() if kind is None or a.kind == kind)


RING1 = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
