"""The random-game conformance harness over every registered game: every
legal action applies, copies/serialisation/replay agree, the game ends,
breakdowns add up (core.conformance)."""

import pytest

import gardenapp.games  # noqa: F401  (announces the titles, so the registry can load them)
from gardenapp.core import conformance, registry

CASES = [
    pytest.param(game, players, id=f"{game.id}-{players}p")
    for game in registry.built_games()
    for players in range(game.min_players, game.max_players + 1)
]


@pytest.mark.parametrize("game,players", CASES)
def test_random_games_follow_the_contract(game, players):
    for seed in range(3):
        options = dict(game.default_options(), players=players)
        conformance.play_random_game(game, options, seed, check_every=7)
