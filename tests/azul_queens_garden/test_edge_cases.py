"""§9 / §9.1 edge cases not covered with their rule elsewhere (each test names its item)."""

import random

import pytest

from gardenapp.core.errors import OptionsError
from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.garden import BIT
from gardenapp.games.azul_queens_garden.scoring import round_score

from .helpers import garden_with, hx, new, notations, play, prep


def test_9_1_starting_score_15_and_configurable(monkeypatch):
    """§9 #1: every scoring marker starts on 15; the value lives in the data table."""
    assert new(4).scores == [15] * 4
    monkeypatch.setitem(data.TABLE, "start_score", data.Datum(20, False, "9 #1"))
    assert new(2).scores == [20, 20]


def test_9_5_phase_2_points_per_hexagon_are_its_pattern_value():
    """§9 #5 (with §9.1 #31): a matching hexagon scores its pattern value in Phase 2."""
    g = garden_with({"1,0": "blue-lily", "1,-1": "yellow-lily"})
    assert round_score(g, [data.COLOUR_INDEX["blue"]]) == (6, 0)
    assert round_score(g, [6 + data.PATTERN_INDEX["lily"]]) == (12, 0)


def test_9_8_a_selection_must_be_non_empty():
    """§9 #8: only colours / patterns that appear in the display can be chosen."""
    s = prep(new(2, 3), top=["blue-tree", "blue-bird", "yellow-tree", "yellow-bird"], down=[], up=[])
    acquires = sorted(a for a in notations(s) if a.startswith("+"))
    assert acquires == ["+bird", "+blue", "+tree", "+yellow"]


def test_9_14_expansion_rules_apply_to_the_printed_hexagon_face_down_has_none():
    """§9 #14: a face-up expansion's printed hexagon obeys B.3 in its orientation; a face-down
    one can go in any free area."""
    ring = {
        "1,0": "blue-tree",
        "1,-1": "yellow-bird",
        "0,-1": "dark_green-butterfly",
        "-1,0": "light_green-flower",
        "-1,1": "dark_purple-plant",
        "0,1": "light_purple-lily",
    }
    g = garden_with(ring)
    # A1 (3,0): ring cell 3 = (2,0) touches (1,0) blue tree; ring cell 2 = (3,-1) touches nothing
    assert 3 not in g.legal_orientations(hx("yellow-lily"), 0)
    assert 3 in g.legal_orientations(hx("blue-lily"), 0) and 2 in g.legal_orientations(hx("yellow-lily"), 0)
    s = prep(new(2, 3), garden=g)
    s = play(s, "buy")
    assert sorted(notations(s)) == ["A1", "A2", "A3", "A4", "A5", "A6"]


def test_9_25_no_points_when_placing():
    """§9 #25: placing scores nothing at once (only jokers from surrounding)."""
    s = prep(new(2, 3), tiles=["blue-bird", "yellow-bird"], jokers=0)
    p = s.player
    s = play(s, "tile:blue-bird", "@1,0", "pay:yellow-bird")
    assert s.scores[p] == 15


def test_9_26_each_face_up_expansion_is_a_visible_pavilion_every_phase_2():
    """§9 #26: 1 point per face-up expansion every Phase 2, surrounded or not; face down: none."""
    g = garden_with({}, {"A1": "face_down", "A2": ("blue-tree", 0), "A3": ("yellow-tree", 0)})
    assert round_score(g, []) == (0, 2)


def test_9_27_the_first_player_marker_always_has_an_owner_at_round_end():
    """§9 #27: Phase 1 ends only when all passed, so someone took the marker."""
    rng = random.Random(1)
    s = new(3, 1)
    while not s.is_over:
        r = s.round
        before = s.first_marker
        s = s.apply(rng.choice(s.legal_actions()))
        if s.round != r:
            assert before >= 0 or s.first_marker == -1
            assert s.first_marker == -1


def test_9_28_and_9_1_36_only_the_standard_side():
    """§9 #28 / §9.1 #36: the variant side is a disabled, labelled option."""
    opt = GAME.descriptor.option("board_side")
    assert opt.choice_values == ("standard",) and not opt.in_dialog
    with pytest.raises(OptionsError):
        GAME.validate_options({"players": 2, "board_side": "variant"})


def test_9_21_phase_3_returns_go_to_the_supply_bottom():
    """§9 #21 / §9.1 #35: returns are put under the supply; the top is bought first."""
    s = prep(new(2, 3), up=["blue-tree"], down=[], top=[])
    top_before = s.supply[-1]
    s = play(s, "pass", "pass")
    assert s.supply[-1] == top_before and hx("blue-tree") in s.supply[: len(s.supply) - 16]


def test_9_1_33_the_tower_is_public_and_payments_go_there():
    """§9.1 #33 / §4.1.B.2: discarded payment tiles lie in the (public) tower."""
    s = prep(new(2, 3), tiles=["blue-bird", "yellow-bird"], jokers=0)
    p = s.player
    s = play(s, "tile:blue-bird", "@1,0", "pay:yellow-bird")
    assert s.view_for(1 - p).tower[hx("yellow-bird")] == 1
    assert s.gardens[p].cells[BIT["1,0"]] == hx("blue-bird")
