"""Harmonies positions from plain data (docs/formats.md §6.3; the contract of docs/architecture.md §3.4)."""

import random

import pytest

from gardenapp.core.errors import PositionError
from gardenapp.games.harmonies import GAME, data


@pytest.mark.parametrize(
    "options", [{"players": 2}, {"players": 1, "side": "B", "spirits": True}, {"players": 4, "spirits": True}]
)
def test_6_3_a_played_position_round_trips(options):
    """docs/formats.md §6.3: position_to_dict then position_from_dict gives the same position: the same
    derived stack masks and animal cubes, the same legal actions and the same future."""
    s = GAME.new_game(options, 3)
    rng = random.Random(3)
    while not s.is_over:
        t = GAME.position_from_dict(GAME.position_to_dict(s))
        assert t.to_dict() == s.to_dict() and t.sm == s.sm and t.animal_cubes == s.animal_cubes
        assert t.legal_actions() == s.legal_actions()
        a = rng.choice(s.legal_actions())
        assert t.apply(a).to_dict() == s.apply(a).to_dict()
        s = s.apply(a)


def test_6_3_a_board_and_cards_set_up_from_data():
    s = GAME.position_from_dict(
        {
            "options": {"players": 2},
            "seed": 1,
            "position": {"players": [{"spaces": {"0,0": ["blue"], "0,1": ["green"]}, "cards": [["A05", 2]]}, {}]},
        }
    )
    assert s.empty_spaces(0) == s.empty_spaces(1) - 2 and s.animal_cubes == [2, 0]
    assert s.cards[0] == ((data.CARD_INDEX["A05"], 2),)


def test_6_3_every_problem_is_named_with_its_place():
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict(
            {
                "options": {"players": 2},
                "seed": 0,
                "position": {
                    "side": "B",
                    "pouch": [1, 2, 3],
                    "players": [{"spaces": {"9,9": ["blue"], "0,0": ["blue", "red"]}, "cards": [["A05", 9]]}, {"x": 1}],
                },
            }
        )
    assert [p.where for p in err.value.problems] == [
        "position.side",
        "position.pouch",
        'position.players[0].spaces."9,9"',
        'position.players[0].spaces."0,0"',
        "position.players[0].cards[0][1]",
        "position.players[1].x",
    ]
