"""Why a click is refused, from the engine (docs/architecture.md §3.3): the turn of
docs/rules/sanssouci.md §3.1-§3.3 in the player's words."""

from __future__ import annotations

import random

from gardenapp.core.viewmodel import OTHER_PLAYERS
from gardenapp.games.sanssouci.actions import MoveNoble, PlaceTile, PlayCard, SkipNoble, TakeTile
from gardenapp.games.sanssouci.data import CARDS, COLS, ROWS
from gardenapp.games.sanssouci.state import NOBLE, PLACE_PH, TAKE_PH
from gardenapp.games.sanssouci.view import build_view, cell_key

from .helpers import GAME


def _first(phase, seed, test=lambda s: True):
    rng = random.Random(seed)
    s = GAME.new_game({"players": 2}, seed)
    while not s.is_over:
        if s.phase == phase and test(s):
            return s
        s = s.apply(rng.choice(s.legal_actions()), trusted=True)
    raise AssertionError(f"no such position in game {seed}")


def _view(s):
    p = s.current_player
    return build_view(s.view_for(p), p)


def test_card_then_tile():
    """§3.1: a card first, then one tile of its candidate set."""
    s = GAME.new_game({"players": 2}, 5)
    assert s.why_not(TakeTile(2, 0)).render() == "Play one of your cards first"
    assert s.why_not(s.legal_actions()[0]) is None
    s = s.apply(s.legal_actions()[0])
    assert s.why_not(PlayCard(CARDS[0])).render() == "You have already played a card this turn"
    assert s.why_not(PlaceTile(1, 1)).render() == "Take a tile from the display first"
    # An element card whose element is in the display: the other tiles are refused.
    s = _first(TAKE_PH, 3, lambda s: s.card < COLS and len(s.candidate_slots()) < len(s.display))
    other = next(i for i in range(len(s.display)) if i not in s.candidate_slots())
    reason = s.why_not(TakeTile(other // 2 + 2, other % 2)).render()
    assert reason.startswith("Your card takes a tile showing ") and reason != "Your card takes a tile showing "


def test_gardener_space():
    """§3.2.3: the gardener goes on an empty space of row R or column K."""
    s = _first(PLACE_PH, 11)
    p = s.current_player
    row, col = s.slot // 2 + 2, s.element + 1
    cells = _view(s).players[p].cells
    r, c = next(
        (r, c)
        for r in range(1, ROWS + 1)
        for c in range(1, COLS + 1)
        if r != row and c != col and cells[f"{r},{c}"] == "empty"
    )
    assert s.why_not(PlaceTile(r, c)).render() == f"The gardener goes on an empty space of row {row} or column {col}"
    assert s.why_not(PlaceTile(row, col)).render() == "That space of your garden is not empty"
    vm = _view(s)
    legal = next(a for a in s.legal_actions() if isinstance(a, PlaceTile))
    assert vm.why_not(cell_key(p, legal.row, legal.col)) is None
    assert vm.why_not(cell_key(1 - p, legal.row, legal.col)) == OTHER_PLAYERS


def test_noble_moves():
    """§3.3: a noble moves down its own column to an ornament."""
    s = _first(NOBLE, 3)
    p = s.current_player
    assert s.why_not(SkipNoble()) is None
    move = next(a for a in s.legal_actions() if isinstance(a, MoveNoble))
    start = s.nobles[p][move.col - 1]
    assert s.why_not(MoveNoble(move.col, start)).render() == "A noble only moves down its column, to a lower row"
    assert s.why_not(PlaceTile(1, 1)).render() == "Your tile is placed: move a noble or skip"
    vm = _view(s)
    source = cell_key(p, start, move.col)
    other_col = 1 if move.col != 1 else 2
    assert vm.why_not(cell_key(p, move.row, other_col), source).render() == "A noble stays in its own column"
    assert vm.why_not(cell_key(p, move.row, move.col), source) is None
