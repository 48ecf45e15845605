"""The checks every registered game passes (docs/style.md §3, OpenSpiel's habit):
random games in which every step is checked against the contract.

Used by tests/test_conformance.py over the whole registry; a new game gets
them for free by registering.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from .game import Game, State
from .record import GameRecord


class ConformanceError(AssertionError):
    pass


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise ConformanceError(what)


def check_state(game: Game, state: State) -> None:
    """Copy and serialisation give equal states; views hide the seed."""
    _check(state.copy() == state, "copy() differs from the state")
    data = state.to_dict()
    _check(json.loads(json.dumps(data)) == data, "to_dict() is not plain JSON data")
    if not state.is_over:
        for p in range(state.num_players):
            _check(state.view_for(p).seed is None, f"view_for({p}) leaks the seed")
        check_views_hide(state)
        mover = state.current_player
        _check(
            state.view_for(mover).legal_actions() == state.legal_actions(),
            f"the mover's view (player {mover}) offers other actions than the state",
        )


def check_views_hide(state: State, seeds: tuple[int, ...] = (1, 2)) -> None:
    """Two states that differ only in what a player cannot see give that
    player identical views: each player's view of the state equals their
    view of worlds resampled from it (``determinized``) with other seeds
    (two: one resample may happen to draw the truth again)."""
    for p in range(state.num_players):
        view = state.view_for(p).to_dict()
        for seed in seeds:
            world = state.determinized(p, random.Random(seed))
            _check(
                world.view_for(p).to_dict() == view,
                f"view_for({p}) shows hidden information: a world resampled from it looks different",
            )


def check_action(game: Game, action) -> None:
    data = action.to_json()
    _check(game.action_from_json(json.loads(json.dumps(data))) == action, f"JSON round trip of {action!r}")
    _check(game.parse_action(action.notation()) == action, f"notation round trip of {action!r}")


def check_score(state: State) -> None:
    sheet = state.score()
    _check(len(sheet.players) == state.num_players, "one score per player")
    for p in sheet.players:
        _check(sum(p.breakdown.values()) == p.total, f"breakdown of {p.name} does not add up")
        _check(len(p.breakdown) == len(p.rules), f"rule listed twice for {p.name}")
    _check(all(0 <= w < state.num_players for w in sheet.winners), "winner index out of range")
    out = sheet.to_json()
    _check(json.loads(json.dumps(out)) == out, "score JSON is not plain data")


def play_random_game(
    game: Game, options: Mapping[str, Any], seed: int, *, max_actions: int = 20_000, check_every: int = 1
) -> tuple[State, GameRecord]:
    """Play one random game, checking the contract every ``check_every`` steps."""
    rng = random.Random(seed)
    state = game.new_game(options, seed)
    record = GameRecord(game.id, dict(state_options(game, options)), seed)
    steps = 0
    while not state.is_over:
        _check(steps < max_actions, f"no end after {max_actions} actions")
        actions = state.legal_actions()
        _check(bool(actions), "a game that is not over has no legal action")
        _check(0 <= state.current_player < state.num_players, "current player out of range")
        action = rng.choice(actions)
        if steps % check_every == 0:
            check_action(game, action)
            check_state(game, state)
            before = state.to_dict()
            nxt = state.apply(action)  # checked apply: legal actions must pass
            _check(state.to_dict() == before, "apply() changed the state it was called on")
            check_score(nxt)
        else:
            nxt = state.apply(action, trusted=True)
        record.actions.append(action)
        state = nxt
        steps += 1
    _check(state.current_player == -1, "current_player must be -1 once over")
    _check(state.legal_actions() == [], "legal actions after the end")
    check_score(state)
    replayed = GameRecord.from_json(json.loads(json.dumps(record.to_json()))).replay()
    _check(replayed == state, "replaying the record gives another state")
    return state, record


def state_options(game: Game, options: Mapping[str, Any]) -> dict[str, Any]:
    return game.validate_options(options)
