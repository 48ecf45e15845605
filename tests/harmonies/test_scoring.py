"""§6 scoring, §3.3 spirits, §6.9 ties, §6.10 suns and the rulebook's
worked examples (full board 116 / 130, river 15, islands 20, suns 7)."""

import pytest

from gardenapp.games.harmonies import data
from gardenapp.games.harmonies.garden import SIDES, to_bit
from gardenapp.games.harmonies.scoring import river, suns

from .helpers import FULL_EXAMPLE_CARDS, FULL_EXAMPLE_SPACES, breakdown, player, sheet


def blue_mask(side, labels):
    s = SIDES[side]
    m = 0
    for lab in labels:
        m |= 1 << s.bits[s.index[lab]]
    return m


# -- worked examples ------------------------------------------------------------------------------
def test_6_full_board_example_scores_53_plus_63_is_116():
    """§6 / RB p.8–9: landscapes 53 + animals 63 = 116 (board built from the spec's description)."""
    p = player("A", FULL_EXAMPLE_SPACES, cards=FULL_EXAMPLE_CARDS)
    ps = sheet("A", p).players[0]
    assert ps.breakdown == {
        "trees": 9,
        "mountains": 13,
        "fields": 10,
        "buildings": 10,
        "water": 11,
        "animals": 63,
        "spirit": 0,
    }
    landscapes = sum(ps.breakdown[k] for k in ("trees", "mountains", "fields", "buildings", "water"))
    assert landscapes == 53 and ps.total == 116


def test_6_full_board_example_with_lions_spirit_scores_130():
    """§6 / §3.3 (RB p.10–11): the same board with Lion's Spirit placed: +14 (groups 2, 1, 3) = 130."""
    p = player("A", FULL_EXAMPLE_SPACES, cards=FULL_EXAMPLE_CARDS, spirit=("S01", True))
    ps = sheet("A", p, spirits=True).players[0]
    assert ps.breakdown["spirit"] == 14 and ps.total == 130
    assert ps.rule("spirit").where[0] == "S01"


def test_6_10_suns_example_130_side_a_lion_is_7_suns():
    """§6.10 rulebook example: 130 points, side A, Lion's Spirit -> 5 + 1 + 1 = 7 suns (solo sheet)."""
    p = player("A", FULL_EXAMPLE_SPACES, cards=FULL_EXAMPLE_CARDS, spirit=("S01", True))
    s = sheet("A", p, spirits=True)
    assert s.players[0].extra == {"suns": 7}
    assert s.to_json()["players"][0]["suns"] == 7


def test_6_5_river_example_scores_15_not_19():
    """§6.5 rulebook example: a chain of 6 plus one token touching its 2nd and 3rd -> 6 -> 15
    (the longest simple path, 7 -> 19, is wrong)."""
    chain = ["0,0", "0,1", "0,2", "1,2", "2,3", "3,3"]
    b = breakdown("A", {lab: "W" for lab in chain + ["1,1"]})
    assert b["water"] == 15
    length, path = river(blue_mask("A", chain + ["1,1"]))
    assert length == 6 and path.bit_count() == 6


def test_6_6_islands_example_scores_20():
    """§6.6 rulebook example: side B, 4 islands made only of empty spaces -> 20."""
    blues = {f"{c},{r}": "W" for c in (1, 3, 5) for r in range(3)}
    b = breakdown("B", blues)
    assert b["water"] == 20 and sum(b.values()) == 20


# -- §6.1 trees -------------------------------------------------------------------------------------
def test_6_1_trees_score_1_3_7_and_trunks_alone_score_0():
    b = breakdown("A", {"0,0": "T1", "2,0": "T2", "4,0": "T3", "2,2": "brown", "2,4": "brown/brown"})
    assert b["trees"] == 1 + 3 + 7


# -- §6.2 mountains ----------------------------------------------------------------------------------
def test_6_2_mountains_score_by_height_only_next_to_another_mountain():
    b = breakdown("A", {"0,0": "M1", "0,1": "M2", "0,2": "M3", "4,4": "M3"})
    assert b["mountains"] == 1 + 3 + 7  # 4,4 is isolated: 0


def test_6_2_gray_under_red_is_not_a_mountain_neighbour():
    b = breakdown("A", {"0,0": "M2", "0,1": "gray/red"})
    assert b["mountains"] == 0


# -- §6.3 fields --------------------------------------------------------------------------------------
def test_6_3_fields_five_per_group_of_two_or_more():
    b = breakdown("A", {"0,0": "F", "0,1": "F", "2,0": "F", "2,1": "F", "2,2": "F", "2,3": "F", "2,4": "F", "4,4": "F"})
    assert b["fields"] == 10  # a group of 2, a group of 5, a single: 5 + 5 + 0


# -- §6.4 buildings ------------------------------------------------------------------------------------
def test_6_4_building_needs_three_top_colours_around_it():
    # 1,1 neighbours: 1,0 1,2 0,1 0,2 2,1 2,2
    base = {"1,1": "brown/red", "1,0": "W", "1,2": "F"}
    assert breakdown("A", base)["buildings"] == 0
    assert breakdown("A", dict(base, **{"0,1": "M1"}))["buildings"] == 5


def test_6_4_lone_brown_and_red_count_as_colours_empty_does_not():
    """§6.4, §7.2 items 18–20: a lone brown counts as brown, red counts as red."""
    assert breakdown("A", {"1,1": "red/red", "1,0": "brown", "1,2": "red"})["buildings"] == 0
    assert breakdown("A", {"1,1": "red/red", "1,0": "brown", "1,2": "red", "0,1": "T1"})["buildings"] == 5


def test_6_4_lone_red_is_not_a_building():
    assert breakdown("A", {"1,1": "red", "1,0": "W", "1,2": "F", "0,1": "M1"})["buildings"] == 0


def test_7_2_18_building_at_the_edge_has_fewer_neighbours():
    # 2,0 has only 3 neighbours on side A: 2,1 3,0 1,0
    assert breakdown("A", {"2,0": "gray/red", "2,1": "W", "3,0": "F", "1,0": "T1"})["buildings"] == 5
    assert breakdown("A", {"2,0": "gray/red", "2,1": "W", "3,0": "F"})["buildings"] == 0


# -- §6.5 river -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("length,points", [(0, 0), (1, 0), (2, 2), (3, 5), (4, 8), (5, 11), (6, 15), (7, 19), (9, 27)])
def test_6_5_river_points_table(length, points):
    assert data.river_points(length) == points


def test_6_5_straight_line_of_four_scores_8():
    assert breakdown("A", {f"2,{r}": "W" for r in range(4)})["water"] == 8


def test_6_5_blob_of_three_scores_2():
    assert breakdown("A", {"0,0": "W", "0,1": "W", "1,0": "W"})["water"] == 2


def test_6_5_ring_of_six_around_a_space_scores_8():
    ring = ["1,0", "1,2", "0,1", "0,2", "2,1", "2,2"]  # the 6 neighbours of 1,1 (left empty)
    assert breakdown("A", {lab: "W" for lab in ring})["water"] == 8


def test_6_5_flower_of_seven_scores_5():
    flower = ["1,1", "1,0", "1,2", "0,1", "0,2", "2,1", "2,2"]
    assert breakdown("A", {lab: "W" for lab in flower})["water"] == 5


def test_7_2_16_only_the_best_river_counts():
    b = breakdown("A", {"0,0": "W", "0,1": "W", "0,2": "W", "4,0": "W", "4,1": "W"})
    assert b["water"] == 5


def test_6_5_river_where_names_the_shortest_path():
    ps = sheet("A", player("A", {lab: "W" for lab in ["0,0", "0,1", "0,2", "1,1"]})).players[0]
    assert ps.breakdown["water"] == 5 and len(ps.rule("water").where) == 3


def test_6_5_river_matches_brute_force_bfs_on_random_boards():
    """§6.5 algorithm: BFS from every blue space (plain reference implementation)."""
    import random

    side = SIDES["A"]
    rng = random.Random(4)
    for _ in range(200):
        blues = [i for i in range(side.size) if rng.random() < 0.45]
        best = 0
        for s in blues:
            dist = {s: 0}
            todo = [s]
            for u in todo:
                for v in side.neighbours[u]:
                    if v in blues and v not in dist:
                        dist[v] = dist[u] + 1
                        todo.append(v)
            best = max(best, max(dist.values()) + 1)
        assert river(side.mask_of(blues))[0] == best


# -- §6.6 islands ----------------------------------------------------------------------------------------
def test_6_6_no_blue_is_one_island():
    """§6.6, §7.2 item 22: the whole board is one island -> 5."""
    assert breakdown("B", {})["water"] == 5
    assert breakdown("B", {"0,0": "F", "6,3": "T1"})["water"] == 5


def test_6_6_islands_include_empty_and_non_blue_spaces():
    # column 1 blue splits column 0 from the rest: 2 islands
    b = breakdown("B", {"1,0": "W", "1,1": "W", "1,2": "W", "0,0": "F", "2,0": "M1"})
    assert b["water"] == 10


def test_6_6_side_a_uses_the_river_not_islands():
    assert breakdown("A", {})["water"] == 0


# -- §6.7 animals ----------------------------------------------------------------------------------------
def test_6_7_card_scores_topmost_uncovered_slot():
    assert breakdown("A", {}, cards=[("A05", 0)])["animals"] == 0
    assert breakdown("A", {}, cards=[("A05", 1)])["animals"] == 2
    assert breakdown("A", {}, cards=[("A05", 4)])["animals"] == 10
    assert breakdown("A", {}, cards=[("A05", 5)])["animals"] == 15  # complete: top value


def test_2_4_every_card_track_value_by_cubes():
    for card in data.ANIMALS:
        for n in range(card.slots + 1):
            expected = card.track[n - 1] if n else 0
            assert breakdown("A", {}, cards=[(card.id, n)])["animals"] == expected


# -- §3.3 / §6.8 spirits -----------------------------------------------------------------------------------
def spirit_points(sid, spaces, placed=True, side="A"):
    return breakdown(side, spaces, spirit=(sid, placed))["spirit"]


def test_6_8_spirit_scores_only_with_its_cube_placed():
    spaces = {"0,0": "F", "0,1": "F"}
    assert spirit_points("S01", spaces, placed=False) == 0
    assert spirit_points("S01", spaces, placed=True) == 2


def test_3_3_s01_lion_example_groups_2_1_3_give_14():
    spaces = {"0,0": "F", "0,1": "F", "2,4": "F", "4,0": "F", "4,1": "F", "4,2": "F"}
    assert spirit_points("S01", spaces) == 14


def test_3_3_s02_butterfly_five_per_yellow_group():
    assert spirit_points("S02", {"0,0": "F", "0,1": "F", "2,4": "F", "4,0": "F"}) == 15


def test_3_3_s03_deer_four_per_tree_of_height_2_or_3():
    assert spirit_points("S03", {"0,0": "T1", "0,2": "T2", "0,4": "T3"}) == 8


def test_3_3_s04_owl_3_3_1_by_tree_height():
    assert spirit_points("S04", {"0,0": "T1", "0,2": "T2", "0,4": "T3"}) == 7


def test_3_3_s05_cat_four_per_building_group():
    spaces = {"0,0": "BLD", "0,1": "red/red", "4,4": "brown/red", "2,2": "red"}
    assert spirit_points("S05", spaces) == 8  # lone red is not a building


def test_3_3_s06_stork_six_per_group_of_two_or_more_buildings():
    spaces = {"0,0": "BLD", "0,1": "red/red", "4,4": "brown/red"}
    assert spirit_points("S06", spaces) == 6


def test_3_3_s07_ram_example_height_2_and_3_isolated_included():
    """RB p.10: 4 for each mountain of height 2 and 4 for each of height 3, isolated included."""
    assert spirit_points("S07", {"0,0": "M1", "2,2": "M2", "4,4": "M3"}) == 8


def test_3_3_s08_marmot_3_3_1_by_mountain_height():
    """§7.2 item 21: isolated mountains count for the spirits."""
    assert spirit_points("S08", {"0,0": "M1", "2,2": "M2", "4,4": "M3"}) == 7


def test_3_3_s09_dragonfly_seven_per_blue_group_of_two_or_more():
    assert spirit_points("S09", {"0,0": "W", "0,1": "W", "4,4": "W"}) == 7


def test_3_3_s10_tortoise_two_per_blue_token():
    assert spirit_points("S10", {"0,0": "W", "0,1": "W", "4,4": "W"}) == 6


# -- §6.9 ties ---------------------------------------------------------------------------------------------
def test_6_9_tie_goes_to_more_animal_cubes():
    a = player("A", {"0,0": "T1"}, name="Ana", cards=[("A05", 2)])  # 1 + 4 = 5, 2 cubes
    b = player("A", {"0,0": "T2"}, name="Bia", cards=[("A05", 1)])  # 3 + 2 = 5, 1 cube
    s = sheet("A", a, b)
    assert s.totals() == (5, 5) and s.winners == (0,)


def test_6_9_still_tied_is_shared():
    a = player("A", {"0,0": "T2"}, name="Ana", cards=[("A05", 1)])
    b = player("A", {"0,0": "T2"}, name="Bia", cards=[("A26", 1)])
    s = sheet("A", a, b)
    assert s.totals() == (5, 5) and s.winners == (0, 1)


def test_6_7_6_9_a_card_with_no_cube_placed_can_be_left_out_of_the_entry():
    """The score helper's card chooser says a card still holding all its cubes can be left out:
    it scores 0 (docs/rules/harmonies.md §6.7) and adds no cube to the tie-break (§6.9)."""
    a_all = player("A", {"0,0": "T1"}, name="Ana", cards=[("A05", 2), ("A26", 0), ("A31", 0)])
    a_scoring = player("A", {"0,0": "T1"}, name="Ana", cards=[("A05", 2)])
    b = player("A", {"0,0": "T2"}, name="Bia", cards=[("A05", 1)])
    with_all, left_out = sheet("A", a_all, b), sheet("A", a_scoring, b)
    assert with_all.totals() == left_out.totals() == (5, 5)
    assert with_all.winners == left_out.winners == (0,)


def test_7_2_15_spirit_cube_is_not_an_animal_cube_for_ties():
    # Ana: two single blues (L = 1: 0) + A05 one cube 2 + Tortoise 2 blues 4 = 6; 1 animal cube + spirit cube
    a = player("A", {"0,0": "W", "4,4": "W"}, name="Ana", cards=[("A05", 1)], spirit=("S10", True))
    # Bia: T1 1 + A26 two cubes 5 = 6; 2 animal cubes, spirit not placed
    b = player("A", {"0,0": "T1"}, name="Bia", cards=[("A26", 2)], spirit=("S03", False))
    s = sheet("A", a, b, spirits=True)
    assert s.totals() == (6, 6) and s.winners == (1,)


# -- §6.10 suns ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "points,score_suns",
    [(0, 0), (39, 0), (40, 1), (69, 1), (70, 2), (90, 3), (110, 4), (130, 5), (140, 6), (150, 7), (160, 8), (999, 8)],
)
def test_6_10_score_suns_table(points, score_suns):
    assert suns(points, "B", True, "S03") == score_suns


def test_6_10_side_and_spirit_suns():
    assert suns(0, "A", True, "S03") == 1  # side A +1, count spirit +0
    assert suns(0, "B", False, None) == 2  # no spirits +2
    for sid in ("S01", "S02", "S05", "S06", "S09"):
        assert suns(0, "B", True, sid) == 1  # groups spirits +1
    for sid in ("S03", "S04", "S07", "S08", "S10"):
        assert suns(0, "B", True, sid) == 0


def test_6_10_spirit_suns_follow_the_chosen_spirit_even_unplaced():
    s = sheet("A", player("A", {}, spirit=("S01", False)), spirits=True)
    assert s.players[0].extra == {"suns": 2}  # 0 + side A 1 + groups 1


def test_6_10_suns_only_in_solo():
    s = sheet("A", player("A", {}, name="Ana"), player("A", {}, name="Bia"))
    assert all(p.extra == {} for p in s.players)


# -- where ---------------------------------------------------------------------------------------------------
def test_6_breakdown_where_names_the_earning_spaces_and_cards():
    ps = sheet("A", player("A", FULL_EXAMPLE_SPACES, cards=FULL_EXAMPLE_CARDS)).players[0]
    assert set(ps.rule("mountains").where) == {"1,1", "2,0", "2,1"}
    assert set(ps.rule("buildings").where) == {"2,3", "4,3"}
    assert set(ps.rule("fields").where) == {"0,3", "0,4", "4,0", "4,1", "4,2"}
    assert set(ps.rule("water").where) == {"0,0", "0,1", "0,2", "1,2", "2,2"}
    assert set(ps.rule("animals").where) == {"A31", "A18", "A01", "A07"}
    assert sum(ps.breakdown.values()) == ps.total


def test_bitboard_layout_keeps_offsets_inside_columns():
    """§1.3 geometry: a 2-step pattern offset never wraps into another column."""
    for side in SIDES.values():
        for c, r in side.spaces:
            q, a = c, r - c // 2
            for dq in range(-2, 3):
                for da in range(-2, 3):
                    assert 0 <= (a + da) + 5 < 12 and to_bit(q + dq, a + da) >= 0
