"""§7 final scoring (the rulebook's worked example, group values, the +6 bonus),
§9.1 #32 clamping order, §7.3 shared victory, and one scorer everywhere."""

from gardenapp.games.azul_queens_garden import data, scoring
from gardenapp.games.azul_queens_garden.scoring import group_total, groups, player_score, storage_amount

from .helpers import garden_with, hx, new

RING = ("1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1")


def test_7_1_storage_example_two_jokers_and_a_flower():
    """§7.1: 2 jokers and a flower tile: +2 - 4 = -2; an expansion counts its printed pattern."""
    assert storage_amount(2, [hx("blue-flower")], []) == -2
    assert storage_amount(0, [], [hx("yellow-lily")]) == -6


def test_7_2_colour_group_of_six_scores_27():
    """§7 worked example / §6: a colour group of six = 1+2+3+4+5+6 + 6 = 27."""
    g = garden_with({c: f"blue-{p}" for c, p in zip(RING, data.PATTERNS)})
    assert [(crit, pts) for crit, pts, _ in groups(g)] == [(0, 27)]


def test_7_2_pattern_group_of_six_scores_6p_plus_6():
    """§6: a pattern group of six of pattern p scores 6p + 6 (butterflies: 24)."""
    g = garden_with({c: f"{col}-butterfly" for c, col in zip(RING, data.COLOURS)})
    assert group_total(g) == 6 * 3 + 6


def test_7_2_worked_example_groups_of_three_four_and_two():
    """§7 worked example: butterfly group of three 9, colour group of four 3+4+5+6 = 18,
    butterfly group of four 12, a group of only two hexagons 0."""
    g3 = garden_with({"1,0": "blue-butterfly", "1,-1": "yellow-butterfly", "0,-1": "dark_green-butterfly"})
    assert group_total(g3) == 9
    g4 = garden_with({"1,0": "blue-butterfly", "1,-1": "blue-flower", "0,-1": "blue-plant", "-1,0": "blue-lily"})
    assert group_total(g4) == 18
    g4p = garden_with(
        {
            "1,0": "blue-butterfly",
            "1,-1": "yellow-butterfly",
            "0,-1": "dark_green-butterfly",
            "-1,0": "light_green-butterfly",
        }
    )
    assert group_total(g4p) == 12
    g2 = garden_with({"1,0": "blue-butterfly", "1,-1": "yellow-butterfly"})
    assert group_total(g2) == 0


def test_7_2_several_groups_of_one_colour_and_printed_hexagons_count():
    """§7.2: no limit on groups per colour; hexagons printed on expansions count like tiles."""
    g = garden_with(
        {"1,0": "blue-tree", "1,-1": "blue-bird", "-1,0": "blue-tree", "-2,0": "blue-bird", "-3,0": "blue-flower"},
        {"A1": ("blue-plant", 3), "A4": "face_down"},
    )  # A1's printed blue plant on (2,0)
    blue = sorted(p for c, p, _ in groups(g) if c == 0)
    assert blue == [1 + 2 + 4, 5 + 1 + 2]


def test_9_24_bonus_only_for_exactly_six():
    """§9 #24: the +6 bonus applies to groups of exactly 6 (7 only on an invalid board)."""
    cells = {c: f"{col}-tree" for c, col in zip(RING, data.COLOURS)}
    cells["2,0"] = "blue-tree"
    g = garden_with(cells, {"A1": "face_down"})
    assert group_total(g) == 7


def test_9_1_32_storage_clamped_before_the_groups():
    """§9.1 #32: track 3, storage -10 -> 0 (storage counts -3), then groups +9 = 9."""
    g = garden_with({"1,0": "blue-butterfly", "1,-1": "yellow-butterfly", "0,-1": "dark_green-butterfly"})
    ps = player_score("A", 3, 0, [hx("blue-lily"), hx("yellow-flower")], [], g)
    assert ps.breakdown["storage"] == -3 and ps.breakdown["butterfly"] == 9 and ps.total == 9
    assert scoring.final_total(3, 0, [hx("blue-lily"), hx("yellow-flower")], [], g) == 9


def test_7_3_ties_are_shared_victories():
    """§7.3: tied players share the victory."""
    g = garden_with({})
    sheet = scoring.sheet(
        "azul_queens_garden",
        [player_score("A", 20, 0, [], [], g), player_score("B", 20, 0, [], [], g), player_score("C", 19, 0, [], [], g)],
    )
    assert sheet.winners == (0, 1) and sheet.result().render() == "Shared victory: A, B"


def test_live_score_is_the_final_score_if_the_game_ended_now():
    """One scorer everywhere: the live breakdown is track + storage + groups as at the end."""
    s = new(2, 3)
    assert s.score().totals() == (15 + 3, 15 + 3)
    assert [s.final_points(q) for q in range(2)] == list(s.score().totals())
