"""§2 components, §2.6 geometry, §3 setup, §11 data appendix, the table of
[UNVERIFIED] values and the options."""

import pytest

from gardenapp.core import hexgrid
from gardenapp.core.errors import OptionsError
from gardenapp.games.azul_queens_garden import GAME, data, provisional_flags
from gardenapp.games.azul_queens_garden.garden import (
    AREA_MASKS,
    BIT,
    NB,
    ORNAMENT_BITS,
    START_MASK,
    Garden,
    bits,
    labels,
)

from .helpers import check_invariants, new


def test_2_1_colours_patterns_values():
    """§2.1: 6 colours x 6 patterns; pattern values 1..6 (tree 1 ... lily 6)."""
    assert data.COLOURS == ("blue", "yellow", "dark_green", "light_green", "dark_purple", "light_purple")
    assert data.PATTERNS == ("tree", "bird", "butterfly", "flower", "plant", "lily")
    assert data.PATTERN_VALUES == (1, 2, 3, 4, 5, 6)
    assert len(set(data.HEX_NAMES)) == 36


def test_2_2_to_2_4_tiles_jokers_expansions_at_setup():
    """§2.2 108 tiles in the bag (minus the 4 on the stack top), §2.3 3 jokers each, §2.4 36 expansions."""
    s = new(2)
    assert sum(s.bag) + len(s.top) == 108 and len(s.top) == 4
    assert all(c <= 3 for c in s.bag)
    assert s.jokers == [3, 3]
    assert len(s.pool) == 36
    check_invariants(s)


@pytest.mark.parametrize("players,stack,supply", [(2, 5, 16), (3, 7, 8), (4, 8, 4)])
def test_3_round_stacks_and_supply_by_player_count(players, stack, supply):
    """§3 step 3: 5/7/8 expansions per round stack, 16/8/4 in the supply."""
    s = new(players)
    assert s.stack_left == stack and len(s.supply) == supply
    assert s.scores == [15] * players  # §3 scoring marker on 15
    assert s.first_marker == -1  # §3 step 7: the marker in the display
    assert s.round == 1 and s.passed == (False,) * players


def test_2_6_geometry_55_cells_and_areas_as_the_table():
    """§2.6: the area table, 55 cells without overlap, all within distance 4."""
    table = {
        "A1": "(3,0) (4,0) (4,-1) (3,-1) (2,0) (2,1) (3,1)",
        "A2": "(3,-3) (4,-3) (4,-4) (3,-4) (2,-3) (2,-2) (3,-2)",
        "A3": "(0,-3) (1,-3) (1,-4) (0,-4) (-1,-3) (-1,-2) (0,-2)",
        "A4": "(-3,0) (-2,0) (-2,-1) (-3,-1) (-4,0) (-4,1) (-3,1)",
        "A5": "(-3,3) (-2,3) (-2,2) (-3,2) (-4,3) (-4,4) (-3,4)",
        "A6": "(0,3) (1,3) (1,2) (0,2) (-1,3) (-1,4) (0,4)",
    }
    for area, cells in table.items():
        want = [tuple(int(x) for x in c.strip("()").split(",")) for c in cells.split()]
        assert list(data.area_cells(area)) == want
    assert len(data.BOARD_CELLS) == 55 == len(set(data.BOARD_CELLS))
    assert all(hexgrid.distance(c, (0, 0)) <= 4 for c in data.BOARD_CELLS)
    assert data.ORNAMENTS == ((2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1))
    assert data.START_SPACES == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def test_2_6_useful_facts_ornaments_and_area_contacts():
    """§2.6: ornament (1,1) touches 2 starting spaces, 2 cells of A1 and 2 of A6; A1's (2,0)
    touches ring cell (1,0); A1 (2,1) is adjacent to A6 (1,2)."""
    nb = set(labels(NB[BIT["1,1"]]))
    assert nb == {"1,0", "0,1", "2,0", "2,1", "0,2", "1,2"}
    for o in ORNAMENT_BITS:
        m = NB[o]
        assert (m & START_MASK).bit_count() == 2
        touched = [i for i, am in enumerate(AREA_MASKS) if m & am]
        assert len(touched) == 2 and all((m & AREA_MASKS[i]).bit_count() == 2 for i in touched)
    for am in AREA_MASKS:
        ring_contacts = [b for b in bits(am) if NB[b] & START_MASK]
        assert len(ring_contacts) == 1
    assert BIT["1,2"] in set(bits(NB[BIT["2,1"]]))


def test_2_5_starting_garden_is_the_6_ring_spaces():
    """§2.5: the fountain ring is the whole starting garden; areas without an expansion are absent."""
    g = Garden()
    assert set(labels(g.free)) == {"1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"}
    assert g.garden_mask().bit_count() == 13


def test_unverified_values_live_in_one_table_with_provisional_flags():
    """§9 #2, #3, #4, §9.1 #31: joker rewards, statue/bench positions, wheel, round table are provisional."""
    flags = provisional_flags()
    for key in (
        "joker_reward.fountain",
        "joker_reward.statue",
        "joker_reward.bench",
        "joker_reward.pavilion",
        "ornament.2,-1",
        "wheel",
        "round_values",
    ):
        assert flags[key] is True
    assert flags["final_values"] is False
    assert data.joker_rewards() == {"fountain": 3, "statue": 2, "bench": 1, "pavilion": 1}
    assert data.ornament_kinds() == ("statue", "bench", "statue", "bench", "statue", "bench")


def test_9_1_31_round_table_changes_without_touching_logic(monkeypatch):
    """§9.1 #31: the round-scoring table is separate from the final table and read from data."""
    monkeypatch.setitem(data.TABLE, "round_values", data.Datum((10, 10, 10, 10, 10, 10), True, "9.1 #31"))
    s = new(2)
    assert s.round_values == (10,) * 6 and s.final_values == (1, 2, 3, 4, 5, 6)


def test_joker_rewards_change_without_touching_logic(monkeypatch):
    """§4.1.B: the reward table is data (here the fountain gives 5)."""
    monkeypatch.setitem(data.TABLE, "joker_reward.fountain", data.Datum(5, True, "4.1.B"))
    s = new(2)
    assert s.rewards[BIT["0,0"]] == 5


def test_4_2_random_wheel_covers_the_12_criteria_once():
    """§4.2 / §9.1 #37: a random schedule drawn at setup, 4 x 3, every colour and pattern once."""
    for seed in range(5):
        s = new(2, seed)
        flat = [c for r in s.wheel for c in r]
        assert sorted(flat) == list(range(12)) and all(len(r) == 3 for r in s.wheel)
    assert new(2, 1).wheel == new(2, 1).wheel


def test_9_1_37_user_wheel_option_and_its_problems():
    """§9.1 #37: a fixed schedule the user copies from their wheel; wrong ones are named."""
    wheel = [
        ["blue", "tree", "yellow"],
        ["bird", "dark_green", "butterfly"],
        ["light_green", "flower", "dark_purple"],
        ["plant", "light_purple", "lily"],
    ]
    s = new(2, wheel=wheel)
    assert [[data.CRITERIA[c] for c in r] for r in s.wheel] == wheel
    bad = [r[:] for r in wheel]
    bad[3][2] = "blue"
    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"players": 2, "wheel": bad})
    assert "options.wheel" in str(err.value)
    with pytest.raises(OptionsError):
        GAME.validate_options({"players": 2, "wheel": [["blue"]]})
    with pytest.raises(OptionsError):
        GAME.validate_options({"players": 5})


def test_descriptor_players_2_to_4_no_solo():
    """azul: 2-4 players, no solo mode; breakdown keys of docs/formats.md §1."""
    assert GAME.min_players == 2 and GAME.max_players == 4
    assert GAME.rules == ("track", "storage") + data.COLOURS + data.PATTERNS
    assert GAME.descriptor.option("wheel").provisional


def test_first_player_option():
    """§3.8: round 1's start player is chosen (or at random)."""
    assert new(3, first_player=2).current_player == 2
    assert new(3, first_player=-1).current_player in (0, 1, 2)
