"""Under the Leaves positions from plain data (docs/formats.md §6.6; the contract of
docs/architecture.md §3.4)."""

import random

import pytest

from gardenapp.core.errors import PositionError
from gardenapp.games.under_the_leaves import GAME, data


def _round_trip_game(s, rng):
    """Every position of a random game read back as itself; how many asked a choice of §5.5."""
    asked = 0
    while not s.is_over:
        t = GAME.position_from_dict(GAME.position_to_dict(s))
        assert t.to_dict() == s.to_dict() and t.phase() == s.phase()
        assert [g.choices for g in t.gardens] == [g.choices for g in s.gardens]
        assert t.legal_actions() == s.legal_actions()
        a = rng.choice(s.legal_actions())
        assert t.apply(a).to_dict() == s.apply(a).to_dict()
        asked += s.phase().startswith("choose")
        s = s.apply(a)
    assert GAME.position_from_dict(GAME.position_to_dict(s)).to_dict() == s.to_dict()
    return asked


@pytest.mark.parametrize("seed", range(6))
def test_6_6_a_played_position_round_trips(seed):
    """docs/formats.md §6.6: position_to_dict then position_from_dict gives the same position at every
    click of seeded random games (1 to 4 players, random cards and start player): the replayed gardens
    give the same to_dict (pawns, sectors, hummingbirds, awards), legal actions and future."""
    s = GAME.new_game({"players": 1 + seed % 4, "dwellers": "random", "first_player": -1}, seed)
    _round_trip_game(s, random.Random(seed))


def test_6_6_a_choice_in_progress_is_derived_from_the_replay():
    """docs/formats.md §6.6: with cards that ask (Thoughtful, Flirty, Collector, Friendly), the
    choice a turn still owes comes back from the replay of the player to act (docs/rules/under_the_leaves.md §5.5)."""
    asked = 0
    for seed in range(8):
        cards = [("thoughtful", "flirty")[seed % 2], ("collector", "friendly")[seed // 2 % 2]]
        s = GAME.new_game_with(1 + seed % 3, seed, cards, ("S1", "S2", "S3")[: 1 + seed % 3])
        asked += _round_trip_game(s, random.Random(seed))
    assert asked >= 10


def _problems(position, players=2):
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict({"options": {"players": players}, "seed": 0, "position": position})
    return [str(p) for p in err.value.problems]


def test_6_6_every_problem_is_named_with_its_place():
    """docs/formats.md §6.6: each problem at its place; the table's keys in their order."""
    assert _problems(
        {
            "market": ["G01", "G02", "G03", "G04"],
            "unseen": [],
            "cards": ["runner", "runner"],
            "allow_flip": False,
            "bag": ["S1", None],
            "selected": "G60",
        }
    ) == [
        "position.unseen: unknown key (allowed here: allow_flip, bag, cards, draws, gardens, market, over, player, "
        "removed, selected, turns)",
        "position.cards: runner is listed twice",
        "position.allow_flip: False is not one of True",
        f'position.selected: "G60" is not one of {", ".join(data.GARDEN_IDS)}, None',
        "position.market: 4 is not between 0 and 3",
        f'position.bag[0]: "S1" is not one of {", ".join(data.GARDEN_IDS)}',
        f"position.bag[1]: None is not one of {', '.join(data.GARDEN_IDS)}",
    ]


def test_6_6_a_garden_is_replayed_tile_by_tile():
    """docs/formats.md §6.6: the starting tile first at 0,0, each next tile sharing a full side with
    the ones before (§4.1), each choice one the replay offers, none left over."""
    assert _problems({"gardens": [{"tiles": [["G01", "0,0", 0]]}, {"tiles": [["S2", "1,0", 0]], "x": 1}]}) == [
        f'position.gardens[0].tiles[0][0]: "G01" is not one of {", ".join(data.START_IDS)}',
        "position.gardens[1].x: unknown key (allowed here: choices, tiles)",
    ]
    far = {"tiles": [["S1", "0,0", 0], ["G01", "2,0", 0]]}
    flip_start = {"tiles": [["S2", "0,0", 4]]}
    assert _problems({"gardens": [far, flip_start]}) == [
        "position.gardens[0].tiles[1][1]: 2,0 does not share a full side with the tiles laid before it",
        "position.gardens[1].tiles[0][2]: 4 is not between 0 and 3",
    ]
    left_over = {"tiles": [["S1", "0,0", 0], ["G01", "1,0", 0]], "choices": ["0,0"]}
    assert _problems({"gardens": [left_over, {"tiles": [["S2", "0,0", 0]]}]}) == [
        "position.gardens[0].choices: 1 choice left over: the replay asked for 0"
    ]


def test_6_6_a_tile_is_in_one_place_and_the_taken_one_in_the_market():
    """docs/formats.md §6.6: a tile in two places, and a tile taken that the market does not hold."""
    s = GAME.new_game({"players": 2}, 0)
    d = GAME.position_to_dict(s)
    d["position"]["bag"] = d["position"]["bag"][:-1] + [d["position"]["market"][0]]
    d["position"]["selected"] = d["position"]["bag"][0]
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict(d)
    market = ", ".join(d["position"]["market"])
    assert [str(p) for p in err.value.problems] == [
        f'position.selected: "{d["position"]["bag"][0]}" is not one of {market}',
        f"position.bag: {d['position']['market'][0]} is listed twice",
    ]


def test_6_6_a_view_has_no_position():
    """docs/formats.md §6.1: a player's view (no seed, the bag unseen) writes no position."""
    s = GAME.new_game({"players": 2}, 0)
    with pytest.raises(TypeError):
        GAME.position_to_dict(s.view_for(0))
