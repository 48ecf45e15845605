"""The positions contract every game shares (docs/architecture.md §3.4, docs/formats.md §6.1)."""

import pytest

import gardenapp.games  # noqa: F401  (announces the games)
from gardenapp.core import registry
from gardenapp.core.errors import PositionError

IDS = [info.id for info in registry.catalogue()]
# docs/formats.md §6.2-§6.6: a key that moves the turn on by one (the others accept only an empty position)
WITH_POSITIONS = {
    "sanssouci": "turn",
    "harmonies": "player",
    "takenoko": "player",
    "azul_queens_garden": "player",
    "under_the_leaves": "player",
}


def _game(game_id):
    game = registry.get(game_id)
    assert game is not None
    return game


@pytest.mark.parametrize("game_id", IDS)
def test_6_1_an_empty_position_is_the_new_game(game_id):
    game = _game(game_id)
    options = {"players": game.min_players if game.min_players > 1 else 2}
    assert game.position_from_dict({"options": options, "seed": 4}) == game.new_game(options, 4)
    assert game.position_from_dict({"options": options, "seed": 4, "position": {}}) == game.new_game(options, 4)


@pytest.mark.parametrize("game_id", IDS)
def test_6_1_the_frame_is_checked_with_every_problem_at_its_place(game_id):
    game = _game(game_id)
    with pytest.raises(PositionError) as err:
        game.position_from_dict({"options": [], "seed": "x", "position": 3})
    assert [p.where for p in err.value.problems] == ["seed", "options", "position"]
    with pytest.raises(PositionError) as err:
        game.position_from_dict({"seed": 0, "board": {}})
    assert [p.where for p in err.value.problems] == ["options", "board"]
    with pytest.raises(PositionError) as err:
        game.position_from_dict({"options": {"players": 99}, "seed": 0})
    assert [p.where for p in err.value.problems] == ["options.players"]


@pytest.mark.parametrize("game_id", IDS)
def test_6_1_a_game_without_positions_says_so_rather_than_ignoring_a_key(game_id):
    game = _game(game_id)
    fresh = game.new_game({"players": 2}, 0)
    data = {"options": {"players": 2}, "seed": 0, "position": {WITH_POSITIONS.get(game_id, "player"): 1}}
    if game_id in WITH_POSITIONS:
        assert game.position_from_dict(data).current_player == (fresh.current_player + 1) % 2
        assert set(game.position_to_dict(game.new_game({"players": 2}, 0))) == {"options", "seed", "position"}
    else:
        with pytest.raises(NotImplementedError):
            game.position_from_dict(data)
        with pytest.raises(NotImplementedError):
            game.position_to_dict(fresh)


@pytest.mark.parametrize("game_id", sorted(WITH_POSITIONS))
def test_6_1_an_unknown_key_is_named_with_the_keys_allowed_and_the_others_still_read(game_id):
    """docs/formats.md §6.1: every key is checked; an unknown one is a problem at its place that
    names the allowed keys (Checker.read_keys), and a bad known key beside it is still reported."""
    game = _game(game_id)
    options = {"players": 2}
    key = WITH_POSITIONS[game_id]
    with pytest.raises(PositionError) as err:
        game.position_from_dict({"options": options, "seed": 4, "position": {"bogus": 1, key: "x"}})
    problems = {p.where: p.message for p in err.value.problems}
    assert set(problems) >= {"position.bogus", f"position.{key}"}, problems
    unknown = problems["position.bogus"]
    assert unknown.template == "unknown key (allowed here: {allowed})"
    assert key in unknown.params["allowed"].split(", ")
