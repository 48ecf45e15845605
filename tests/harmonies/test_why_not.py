"""Why a click is refused, from the engine (docs/architecture.md §3.3): the turn and
stacking rules of docs/rules/harmonies.md §5.2-§5.6 in the player's words."""

from __future__ import annotations

from gardenapp.core.viewmodel import OTHER_PLAYERS
from gardenapp.games.harmonies import GAME, data
from gardenapp.games.harmonies.actions import EndTurn, PlaceToken, TakeSpace
from gardenapp.games.harmonies.view import build_view

from .helpers import stacks


def _start():
    return GAME.new_game({"players": 2, "spirits": False, "side": "A"}, 7)


def test_before_taking_tokens():
    """§5.1: a turn starts by taking the tokens of a central space."""
    s = _start()
    cell = s.side.labels[0]
    assert s.why_not(PlaceToken("gray", cell)).render() == "Take tokens from the central board first"
    assert s.why_not(EndTurn()).render() == "Take tokens from the central board first"
    assert s.why_not(TakeSpace(0)) is None  # legal


def test_token_refusals():
    """§5.2: nothing goes on a blue token; only tokens in hand; one take per turn."""
    s = _start().apply(TakeSpace(0))
    p = s.current_player
    cell = s.side.labels[0]
    colour = data.COLOURS[s.hand[0]]
    missing = next(c for c in data.COLOURS if data.COLOUR_INDEX[c] not in s.hand)
    assert s.why_not(TakeSpace(1)).render() == "You have already taken tokens this turn"
    assert s.why_not(PlaceToken(missing, cell)).render() == f"You have no {missing} token in hand"
    assert s.why_not(PlaceToken(colour, cell)) is None  # an empty space takes any colour
    assert s.why_not(EndTurn()).render() == "Place the tokens in your hand first"
    s.set_board(p, stacks("A", {cell: "blue"}))
    assert s.why_not(PlaceToken(colour, cell)).render() == f"A {colour} token cannot go on that stack (blue)"
    # The view model asks the engine about the pair (token in hand, then the space).
    vm = build_view(s.view_for(p), p)
    assert vm.why_not(("cell", p, cell), ("hand", colour)).render() == (
        f"A {colour} token cannot go on that stack (blue)"
    )
    assert vm.why_not(("cell", 1 - p, cell), ("hand", colour)) == OTHER_PLAYERS
    free = s.side.labels[1]
    assert vm.why_not(("cell", p, free), ("hand", colour)) is None  # a legal pair
