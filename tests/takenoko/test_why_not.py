"""Why a click is refused, from the engine (docs/architecture.md §3.3): the plot,
gardener and channel rules of docs/rules/takenoko.md §6.2-§6.3 in the player's words."""

from __future__ import annotations

import random

from gardenapp.games.takenoko import GAME
from gardenapp.games.takenoko.actions import EndTurn, MoveGardener, PlaceChannel, PlacePlot
from gardenapp.games.takenoko.view import build_view


def _first(seed, test):
    state = GAME.new_game(dict(GAME.default_options(), players=2), seed)
    rng = random.Random(seed)
    while not state.is_over:
        if test(state):
            return state
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
    raise AssertionError(f"no such position in game {seed}")


def _view(s):
    p = s.current_player
    return build_view(s.view_for(p), p)


def test_plot_placement():
    """§6.2 A: a plot goes on an empty place next to the pond or to two plots."""
    s = _first(1, lambda s: s.phase_id == "place_plot")
    assert s.why_not(PlacePlot((0, 0))).render() == "That place already holds a tile"
    assert s.why_not(PlacePlot((5, 0))).render() == "A plot goes next to the pond or next to two plots already in play"
    legal = next(a for a in s.legal_actions() if isinstance(a, PlacePlot))
    assert s.why_not(legal) is None
    vm = _view(s)
    assert vm.why_not(("cell", "5,0")).render() == "A plot goes next to the pond or next to two plots already in play"
    assert vm.why_not(("cell", f"{legal.cell[0]},{legal.cell[1]}")) is None


def test_gardener_and_channel():
    """§6.2: two different actions a turn (no wind); §6.3: a channel needs one in reserve."""
    s = _first(
        2,
        lambda s: s.phase_id == "actions" and "gardener" in s.actions_used() and not s.wind and s.n_used < 2,
    )
    p = s.current_player
    assert s.why_not(MoveGardener((1, 0))).render() == "You have already moved the gardener this turn"
    assert _view(s).why_not(("action", "gardener")).render() == "You have already moved the gardener this turn"
    assert s.why_not(EndTurn()).render() == "Take two different actions before ending your turn"
    assert s.res_channels[p] > 0  # channels in reserve in this position: the edge is wrong
    assert s.why_not(PlaceChannel((5, 0), (6, 0))).render() == (
        "A channel goes on a free edge between two plots, joined to the irrigation network"
    )
