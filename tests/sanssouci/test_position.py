"""Sanssouci positions from plain data (docs/formats.md §6.2; the contract of docs/architecture.md §3)."""

import random

import pytest

from gardenapp.core.errors import PositionError
from gardenapp.games.sanssouci.state import NOBLE, PLACE_PH

from .helpers import GAME


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 1, "level": "advanced"}, {"players": 4}])
def test_6_2_a_played_position_round_trips(options):
    """docs/formats.md §6.2: position_to_dict then position_from_dict gives the same position, with
    the same legal actions and the same future (chance keyed by seed and draws)."""
    s = GAME.new_game(options, 7)
    rng = random.Random(7)
    phases = set()
    while not s.is_over:
        t = GAME.position_from_dict(GAME.position_to_dict(s))
        assert t.to_dict() == s.to_dict() and t.element == s.element and t.last_die == s.last_die
        assert t.legal_actions() == s.legal_actions()
        a = rng.choice(s.legal_actions())
        assert t.apply(a).to_dict() == s.apply(a).to_dict()
        phases.add(s.phase)
        s = s.apply(a)
    assert {NOBLE, PLACE_PH} <= phases or options["players"] == 1  # derived parts were rebuilt


def test_6_2_an_empty_position_is_the_new_game():
    assert GAME.position_from_dict({"options": {"players": 3}, "seed": 5}) == GAME.new_game({"players": 3}, 5)


def test_6_2_every_problem_is_named_with_its_place():
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict(
            {
                "options": {"players": 2},
                "seed": 0,
                "position": {"track": [1, "x"], "phase": "lunch", "nobles": [[0] * 9, [7] + [0] * 8], "colour": 1},
            }
        )
    assert [p.where for p in err.value.problems] == [
        "position.track[1]",
        "position.phase",
        "position.nobles[1][0]",
        "position.colour",
    ]


def test_6_2_the_frame_and_the_options_are_checked():
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict({"options": {"players": 2}, "seed": -1, "position": []})
    assert [p.where for p in err.value.problems] == ["seed", "position"]
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict({"options": {"players": 9}, "seed": 0})
    assert [p.where for p in err.value.problems] == ["options.players"]
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict({"seed": 0, "extra": 1})
    assert [p.where for p in err.value.problems] == ["options", "extra"]


def test_6_2_a_place_phase_without_the_tile_taken_is_a_problem_not_a_stuck_state():
    """docs/formats.md §6.2 (hostile positions): the ``place`` and ``bot_place`` phases need the
    tile taken this turn and an empty cell for it; otherwise each problem is named at its place."""
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict({"options": {"players": 2}, "seed": 0, "position": {"phase": "place"}})
    assert [p.where for p in err.value.problems] == ["position.element", "position.slot"]
    full = (1 << 54) - 1
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict(
            {
                "options": {"players": 1},
                "seed": 0,
                "position": {"phase": "bot_place", "start": 0, "turn": 1, "element": 3, "gardens": [[0, 0], [full, 0]]},
            }
        )
    assert [p.where for p in err.value.problems] == ["position.gardens[1]"]


def test_6_2_the_tile_taken_and_the_last_roll_are_in_every_view():
    """docs/formats.md §6.2: ``element`` and ``last_die`` are public, written by to_dict (so in a
    seat's view) and read back from it."""
    s = GAME.new_game({"players": 1, "level": "advanced"}, 4)
    rng = random.Random(4)
    seen = set()
    while not s.is_over:
        for viewer in (0, 1):
            data = s.view_for(viewer).to_dict()
            assert data["element"] == s.element and data["last_die"] == s.last_die
        seen.add(s.to_dict()["phase"])
        s = s.apply(rng.choice(s.legal_actions()))
    assert {"place", "bot_place"} & seen
