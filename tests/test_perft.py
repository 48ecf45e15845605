"""Perft (docs/architecture.md §3.2): every pinned position of
tests/perft/<game>.json, rebuilt by random plies from its seed, still has the
recorded number of legal actions at depth 1 and 2 and the same set of depth-1
actions. A change is a rule change: justify it, then refresh the files with
``uv run python tools/perft.py``."""

import json
from pathlib import Path

import pytest

import gardenapp.games  # noqa: F401  (announces the titles)
from gardenapp.core import conformance, registry
from tests.toygame import PebblesGame, Take

PERFT = Path(__file__).parent / "perft"
GAMES = list(registry.built_games())


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_pinned_positions_keep_their_legal_action_counts(game):
    data = json.loads((PERFT / f"{game.id}.json").read_text(encoding="utf-8"))
    assert (data["format"], data["version"], data["game"]) == (conformance.PERFT_FORMAT, 1, game.id)
    counts = set(range(game.min_players, game.max_players + 1))
    assert {p["players"] for p in data["positions"]} == counts, "every player count is pinned"
    assert any(p["plies"] >= 40 for p in data["positions"]), "positions well into the game are pinned"
    changed = []
    for pinned in data["positions"]:
        now = conformance.perft_entry(game, pinned["players"], pinned["seed"], pinned["plies"])
        if now != pinned:
            changed.append(f"{pinned} is now {now}")
    assert not changed, "legal-action counts changed (a rule change?):\n" + "\n".join(changed)


def test_every_perft_file_is_of_a_built_game():
    assert sorted(p.stem for p in PERFT.glob("*.json")) == sorted(g.id for g in GAMES)


def test_perft_counts_by_hand_on_the_toy_game():
    """Pebbles (tests/toygame.py), a pile of 12: take 1, take 2 or roll, then
    the same three for the next player (9 at depth 2); after plies that leave
    one pebble, only take 1 and roll remain."""
    game = PebblesGame()
    state, played = conformance.perft_position(game, 2, 0, 0)
    assert played == 0
    counts = conformance.perft_counts(state)
    assert (counts["depth1"], counts["depth2"]) == (3, 9)
    for action in [Take(2)] * 5 + [Take(1)]:  # 12 - 11: one pebble left
        state = state.apply(action)
    counts = conformance.perft_counts(state)
    assert (counts["depth1"], counts["depth2"]) == (2, 0)  # either ends the game
    state, played = conformance.perft_position(game, 2, 0, 10_000)
    assert state.is_over and 6 <= played <= 12  # every ply takes 1 or 2 pebbles of 12
    empty = "e3b0c44298fc1c14"  # sha256 of no notations at all
    assert conformance.perft_counts(state) == {"depth1": 0, "depth2": 0, "actions": empty}
