"""The "why not" contract over every game (docs/architecture.md §3.3):
``State.why_not(action)`` is None exactly when the action is legal, a Message
otherwise (the game's reason or the shared NOT_ALLOWED), and GAME_OVER once the
game is over; the mover's view model answers None for each of its targets."""

from __future__ import annotations

import importlib
import random

import pytest

import gardenapp.games  # noqa: F401  (announces the titles, so the registry can load them)
from gardenapp.core import registry
from gardenapp.core.game import GAME_OVER
from gardenapp.core.messages import Message

GAMES = [game.id for game in registry.built_games()]


def _view_module(game):
    return importlib.import_module(type(game).__module__.rsplit(".", 1)[0] + ".view")


@pytest.mark.parametrize("game_id", GAMES)
def test_why_not_is_none_exactly_for_legal_actions(game_id):
    game = registry.get(game_id)
    rng = random.Random(4)
    state = game.new_game({"players": 2}, 4)
    seen: list = []
    refused = 0
    for _ in range(60):
        if state.is_over:
            break
        legal = state.legal_actions()
        for action in legal[:8]:
            assert state.why_not(action) is None, action
        for action in seen[-30:]:
            if not state.is_legal(action):
                reason = state.why_not(action)
                assert isinstance(reason, Message) and reason.render(), action
                refused += 1
        seen.extend(legal[:8])
        state = state.apply(rng.choice(legal), trusted=True)
    assert refused > 0  # the loop did ask about refused actions


@pytest.mark.parametrize("game_id", GAMES)
def test_targets_have_no_reason_and_a_finished_game_says_so(game_id):
    game = registry.get(game_id)
    view = _view_module(game)
    rng = random.Random(5)
    state = game.new_game({"players": 2}, 5)
    asked = 0
    while not state.is_over:
        mover = state.current_player
        if asked < 20 and mover >= 0:
            vm = view.build_view(state.view_for(mover), mover)
            for key in list(vm.targets)[:5]:
                assert vm.why_not(key) is None, key
                asked += 1
            for source, target in list(vm.pairs)[:5]:
                assert vm.why_not(target, source) is None, (source, target)
            # Someone who is not to move gets no engine reason: the screen says whose turn it is.
            other = (mover + 1) % state.num_players
            if other != mover and vm.targets:
                vm_other = view.build_view(state.view_for(other), other)
                assert vm_other.why_not(next(iter(vm.targets))) is None
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
    assert asked > 0
    first = game.new_game({"players": 2}, 5).legal_actions()[0]
    assert state.why_not(first) == GAME_OVER
