"""§4 (acquire, place a tile, place an expansion, pass, Phase 2, Phase 3), §5
(adjacency and groups, with the spec's six examples) and the surrounding rewards."""

import pytest

from gardenapp.games.azul_queens_garden import data
from gardenapp.games.azul_queens_garden.garden import BIT, Garden, labels

from .helpers import garden_with, hx, new, notations, play, prep

S1, S2, S3, S4, S5, S6 = "1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"


# -- §4.1.A acquire ------------------------------------------------------------------------------------


def test_4_1_A_colour_selection_takes_every_available_hexagon_and_advances_the_stack():
    """§4.1.A.2, .6, .7: every blue hexagon of the display; the stack top moves with its tiles;
    an emptied displayed expansion turns face up; 4 new tiles on the new top."""
    s = prep(
        new(2, 3),
        top=["blue-tree", "blue-bird", "yellow-tree", "dark_green-lily"],
        down=[["blue-flower"], ["light_purple-lily"]],
        up=["blue-plant"],
    )
    p = s.player
    up_before = len(s.up)
    s = play(s, "+blue")
    assert [data.HEX_NAMES[h] for h in s.tiles[p]] == ["blue-tree", "blue-bird", "blue-flower"]
    assert [data.HEX_NAMES[e] for e in s.exps[p]] == ["blue-plant"]
    assert s.stack_left == 4 and len(s.top) == 4  # new top filled
    assert (hx("yellow-tree"), hx("dark_green-lily")) in s.down  # moved with its tiles
    assert (hx("light_purple-lily"),) in s.down
    assert len(s.up) == up_before - 1 + 1  # blue-plant taken, d0 flipped up


def test_4_1_A_pattern_selection_and_one_copy_of_identical_tiles_on_one_place():
    """§4.1.A.3: two identical tiles on the stack top: exactly one is taken, the other stays."""
    s = prep(new(2, 3), top=["blue-tree", "blue-tree", "yellow-tree", "yellow-bird"], down=[], up=[])
    p = s.player
    s = play(s, "+tree")
    assert [data.HEX_NAMES[h] for h in s.tiles[p]] == ["blue-tree", "yellow-tree"]
    # the top moved to the display with the blue tree and the yellow bird still on it
    assert (hx("blue-tree"), hx("yellow-bird")) in s.down


def test_9_10_which_identical_copy_decides_whether_the_stack_advances():
    """§9 #10: taking the copy on a displayed expansion instead of the stack top: no advance."""
    base = prep(
        new(2, 3),
        top=["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"],
        down=[["blue-tree", "light_green-lily"]],
        up=[],
    )
    s = play(base, "+blue")
    assert s.step_name == "copies"
    assert sorted(notations(s)) == ["=blue-tree@d0", "=blue-tree@top"]
    a = play(s, "=blue-tree@d0")
    assert a.stack_left == base.stack_left and a.top == base.top and a.draws == base.draws
    b = play(s, "=blue-tree@top")
    assert b.stack_left == base.stack_left - 1 and b.draws == base.draws + 1


def test_9_9_identical_tile_and_expansion_and_the_storage_check():
    """§9 #9 and §4.1.A.4: a tile and a face-up expansion that are identical: take one of them;
    with no free expansion space only the tile is offered."""
    s = prep(new(2, 3), top=["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"], down=[], up=["blue-tree"])
    t = play(s, "+blue")
    assert sorted(notations(t)) == ["=blue-tree@exp", "=blue-tree@top"]
    s2 = prep(s.copy(), exps=["yellow-bird", "yellow-lily"])
    t2 = play(s2, "+blue")
    assert notations(t2) == ["=blue-tree@top"]
    t3 = play(t2, "=blue-tree@top")
    assert hx("blue-tree") in t3.up  # the expansion stays


def test_4_1_A_4_storage_check_tiles_and_jokers_share_12_spaces():
    """§4.1.A.4, §9 #11: an acquisition that does not fit entirely is illegal; jokers use tile spaces."""
    s = prep(
        new(2, 3),
        top=["blue-tree", "blue-bird", "yellow-lily", "dark_green-lily"],
        down=[],
        up=[],
        tiles=["yellow-tree"] * 3 + ["yellow-bird"] * 3 + ["yellow-flower"] * 2,
        jokers=3,
    )  # 11 of 12
    acts = notations(s)
    assert "+blue" not in acts and "+lily" not in acts  # 2 items, 1 space
    assert "+yellow" in acts and "+tree" in acts and "+dark_green" in acts
    s = prep(s, jokers=4)
    assert not any(a.startswith("+") for a in notations(s))


def test_4_1_A_taking_a_face_up_expansion_never_advances_the_stack():
    """§4.1.A: taking only from displayed expansions never advances the stack."""
    s = prep(
        new(2, 3), top=["yellow-bird", "yellow-lily", "dark_green-lily", "dark_green-tree"], down=[], up=["blue-tree"]
    )
    t = play(s, "+blue")
    assert t.stack_left == s.stack_left and t.top == s.top and hx("blue-tree") in t.exps[s.player]


def test_4_1_A_8_tile_shortage_flips_the_whole_stack_face_up():
    """§4.1.A.8, §9 #20: no tile at all for the new top: the stack's expansions turn face up."""
    s = prep(
        new(2, 3),
        top=["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"],
        down=[],
        up=[],
        bag=[0] * 36,
        tower=[0] * 36,
    )
    left = s.stack_left
    t = play(s, "+blue")
    assert t.stack_left == 0 and t.top == ()
    assert len(t.up) == left - 1  # the rest of the stack, face up (the old top is in the display)
    assert len(t.down) == 1


def test_2_2_empty_bag_is_refilled_from_the_tower():
    """§2.2: with too few tiles in the bag the tower goes back in and drawing goes on."""
    bag = [0] * 36
    bag[hx("light_purple-lily")] = 1
    tower = [0] * 36
    tower[hx("light_green-tree")] = 3
    top = ["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"]
    s = prep(new(2, 3), top=top, down=[], up=[], bag=bag, tower=tower)
    t = play(s, "+blue")
    assert sorted(t.top) == sorted([hx("light_purple-lily")] + [hx("light_green-tree")] * 3)
    assert sum(t.tower) == 0 and sum(t.bag) == 0


def test_9_19_round_stack_exhausted_play_goes_on():
    """§9 #19: the last stack expansion moved off: no new tiles appear; play continues."""
    s = prep(
        new(2, 3), top=["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"], down=[], up=[], stack_left=1
    )
    t = play(s, "+blue")
    assert t.stack_left == 0 and t.top == ()
    assert not t.is_over and "pass" in notations(t)
    assert "+yellow" in notations(t)


# -- §4.1.B place a tile ------------------------------------------------------------------------------


def test_4_1_B_a_tree_is_paid_by_itself():
    """§4.1.B.2: cost 1, no other item; placed at once."""
    s = prep(new(2, 3), tiles=["blue-tree"], jokers=0)
    p = s.player
    s = play(s, "tile:blue-tree")
    assert sorted(notations(s)) == sorted("@" + c for c in (S1, S2, S3, S4, S5, S6))
    s = play(s, "@1,0")
    assert s.gardens[p].cells[BIT["1,0"]] == hx("blue-tree") and s.tiles[p] == ()
    assert s.current_player != p


def test_4_1_B_2_payment_same_pattern_or_same_colour_never_mixed_never_identical():
    """§4.1.B.2: a bird (cost 2) with one more item: another bird of another colour, or another blue
    hexagon of another pattern, or a joker; never the identical blue bird."""
    s = prep(new(2, 3), tiles=["blue-bird", "blue-bird", "yellow-bird", "blue-lily", "yellow-lily"], jokers=1)
    s = play(s, "tile:blue-bird", "@1,0")
    assert s.step_name == "pay"
    assert sorted(notations(s)) == ["pay:blue-lily", "pay:joker", "pay:yellow-bird"]


def test_4_1_B_2_mode_fixed_by_the_first_item():
    """§4.1.B.2: after a same-pattern item only same-pattern items (or jokers) follow."""
    s = prep(new(2, 3), tiles=["blue-butterfly", "yellow-butterfly", "dark_green-butterfly", "blue-tree"], jokers=0)
    s = play(s, "tile:blue-butterfly", "@1,0")
    assert sorted(notations(s)) == ["pay:dark_green-butterfly", "pay:yellow-butterfly"]
    t = play(s, "pay:yellow-butterfly")
    assert notations(t) == ["pay:dark_green-butterfly"]
    t = play(t, "pay:dark_green-butterfly")
    assert t.step_name == "main" and sum(t.tower) == 2


def test_9_13_jokers_for_the_whole_payment_but_never_placed():
    """§9 #13, §2.3: a lily = the lily + 5 jokers; a joker is never a placeable tile."""
    s = prep(new(2, 3), tiles=["dark_purple-lily"], jokers=5)
    p = s.player
    assert "tile:dark_purple-lily" in notations(s)
    s = play(s, "tile:dark_purple-lily", "@0,1")
    for _ in range(5):
        assert notations(s) == ["pay:joker"]
        s = play(s, "pay:joker")
    assert s.jokers[p] == 0 and s.gardens[p].cells[BIT["0,1"]] == hx("dark_purple-lily")
    s2 = prep(new(2, 3), tiles=["dark_purple-lily"], jokers=4)
    assert "tile:dark_purple-lily" not in notations(s2)


def test_9_12_expansion_as_payment_goes_to_the_supply_bottom():
    """§9 #12, #21: a stored expansion pays like its printed hexagon; it goes to the bottom of the supply."""
    s = prep(new(2, 3), tiles=["blue-bird"], exps=["yellow-bird"], jokers=0)
    p = s.player
    s = play(s, "tile:blue-bird", "@1,0")
    assert notations(s) == ["pay:x:yellow-bird"]
    s = play(s, "pay:x:yellow-bird")
    assert s.exps[p] == () and s.supply[0] == hx("yellow-bird")


def test_4_1_B_suggested_payment_is_the_cheapest_legal_one():
    """§4.1.B.2: the proposal uses real hexagons before jokers and tiles before expansions."""
    s = prep(new(2, 3), tiles=["blue-flower", "yellow-flower", "blue-tree"], exps=["dark_green-flower"], jokers=3)
    s = play(s, "tile:blue-flower", "@1,0")
    from gardenapp.games.azul_queens_garden.actions import ITEM_NAMES

    sug = [ITEM_NAMES[i] for i in s.suggested_payment()]
    assert len(sug) == 3 and sug.count("joker") == 1 and "yellow-flower" in sug


# -- §5 adjacency and groups: the six examples ---------------------------------------------------------


def test_5_example_1_colour_and_pattern_groups():
    """§5 example 1: blue group {S1,S2,S3}, butterfly group {S3,S4,S5}."""
    g = garden_with(
        {S1: "blue-tree", S2: "blue-bird", S3: "blue-butterfly", S4: "yellow-butterfly", S5: "light_purple-butterfly"}
    )
    assert set(labels(g.cm[0])) == {S1, S2, S3}
    assert set(labels(g.pm[2])) == {S3, S4, S5}


EX1 = {S1: "blue-tree", S2: "blue-bird", S3: "blue-butterfly", S4: "yellow-butterfly", S5: "light_purple-butterfly"}


@pytest.mark.parametrize(
    "tile,legal,why",
    [
        ("blue-lily", True, "example 2: matches S1's colour; one match suffices"),
        ("yellow-lily", False, "example 3: no neighbour shares colour or pattern"),
        ("blue-bird", False, "example 4: joins the blue group that holds the blue bird on S2"),
        ("blue-butterfly", False, "example 5: two blue butterflies in one group"),
    ],
)
def test_5_examples_2_to_5_on_S6(tile, legal, why):
    """§5 examples 2-5: placing on S6 after example 1."""
    g = garden_with(EX1)
    assert g.hex_ok(hx(tile), BIT[S6]) is legal, why
    assert bool(g.legal_cells(hx(tile)) >> BIT[S6] & 1) is legal


def test_5_example_2_blue_group_grows_to_four():
    g = garden_with(dict(EX1, **{S6: "blue-lily"}))
    assert set(labels(g.cm[0])) == {S6, S1, S2, S3}


def test_5_example_6_s2_cannot_take_any_tile():
    """§5 example 6: blue trees on S1 and S3: no tile at all is legal on S2."""
    g = garden_with({S1: "blue-tree", S3: "blue-tree"})
    assert all(not g.hex_ok(h, BIT[S2]) for h in range(36))
    # ... until a hexagon appears on (2,-2) of A2 and the tile matches only that one
    g2 = garden_with({S1: "blue-tree", S3: "blue-tree", "2,-2": "yellow-lily"}, {"A2": "face_down"})
    ok = [data.HEX_NAMES[h] for h in range(36) if g2.hex_ok(h, BIT[S2])]
    assert ok and all(not n.startswith("blue") and not n.endswith("-tree") for n in ok)
    assert "yellow-bird" in ok and "dark_green-lily" in ok


def test_5_identical_hexagons_in_different_groups_are_fine():
    """§5: two identical hexagons may exist in different groups."""
    g = garden_with({S1: "blue-tree"})
    assert g.hex_ok(hx("blue-tree"), BIT[S4])  # not adjacent to S1


def test_5_a_lone_space_accepts_anything():
    """§4.1.B.3: a space with no adjacent hexagon is always acceptable (a new island)."""
    g = garden_with({S1: "blue-tree"})
    assert all(g.hex_ok(h, BIT[S4]) for h in range(36))


# -- surrounding (§4.1.B.4) ----------------------------------------------------------------------------


def test_4_1_B_4_fountain_surrounded_gives_its_jokers():
    """§4.1.B.4: the 6th hexagon around the fountain gives 3 jokers (provisional table)."""
    ring = {
        S1: "blue-tree",
        S2: "blue-bird",
        S3: "blue-butterfly",
        S4: "yellow-butterfly",
        S5: "light_purple-butterfly",
    }
    s = prep(new(2, 3), garden=garden_with(ring), tiles=["blue-lily"], jokers=5)
    p = s.player
    s = play(s, "tile:blue-lily", "@0,1", *["pay:joker"] * 5)
    assert s.jokers[p] == 3 and s.gardens[p].surr >> BIT["0,0"] & 1


def test_9_17_jokers_beyond_capacity_are_lost():
    """§9 #17: surplus jokers of a reward are lost."""
    ring = {
        S1: "blue-tree",
        S2: "blue-bird",
        S3: "blue-butterfly",
        S4: "yellow-butterfly",
        S5: "light_purple-butterfly",
    }
    s = prep(new(2, 3), garden=garden_with(ring), jokers=0)
    p = s.player
    s = prep(
        s, tiles=["yellow-tree"] * 3 + ["dark_green-tree"] * 3 + ["light_green-tree"] * 3 + ["light_purple-tree"] * 2
    )
    assert s.free_tile_spaces(p) == 1
    s = play(s, "tile:light_purple-tree", "@0,1")  # matches S5's colour and S1's pattern
    assert s.jokers[p] == 2  # 11 tiles - 1 placed = 10; room for 2 of the 3 jokers


def test_9_15_ornament_next_to_an_empty_area_is_not_surrounded():
    """§9 #15: an ornament whose neighbours lie in an area without expansion is never surrounded."""
    g = garden_with({"1,0": "blue-tree", "0,1": "yellow-tree"})
    assert g.newly_surrounded(BIT["1,0"]) == 0


def test_4_1_B_4_ornament_and_several_elements_at_once():
    """§9 #16: one placement completing several elements gives all rewards (bench (1,1) + fountain)."""
    cells = {
        S1: "blue-tree",
        S2: "blue-bird",
        S3: "blue-butterfly",
        S4: "yellow-butterfly",
        S5: "light_purple-butterfly",
        "2,0": "blue-flower",
        "2,1": "yellow-flower",
        "0,2": "light_purple-flower",
        "1,2": "light_purple-bird",
    }
    g = garden_with(cells, {"A1": "face_down", "A6": "face_down"})
    s = prep(new(2, 3), garden=g, tiles=["blue-lily"], jokers=5)
    p = s.player
    s = play(s, "tile:blue-lily", "@0,1", *["pay:joker"] * 5)
    assert s.jokers[p] == 3 + 1  # fountain 3 + bench (1,1) 1 (provisional table)
    surr = set(labels(s.gardens[p].surr))
    assert surr == {"0,0", "1,1"}


def test_4_1_B_4_pavilion_surrounded():
    """§4.1.B.4: a face-up expansion's pavilion is surrounded by its printed hexagon + 5 tiles."""
    g = garden_with(
        {
            "4,0": "blue-tree",
            "4,-1": "yellow-tree",
            "3,-1": "dark_green-tree",
            "2,0": "light_green-tree",
            "2,1": "dark_purple-tree",
        },
        {"A1": ("light_purple-bird", 5)},
    )  # printed on (3,1)
    assert g.surr >> BIT["3,0"] & 1  # rebuilt from the cells: already surrounded
    g2 = garden_with(
        {"4,0": "blue-tree", "4,-1": "yellow-tree", "3,-1": "dark_green-tree", "2,0": "light_green-tree"},
        {"A1": ("light_purple-bird", 5)},
    )
    s = prep(new(2, 3), garden=g2, tiles=["dark_purple-tree"], jokers=0)
    p = s.player
    s = play(s, "tile:dark_purple-tree", "@2,1")
    assert s.jokers[p] == 1 and s.gardens[p].surr >> BIT["3,0"] & 1


# -- §4.1.C place an expansion -------------------------------------------------------------------------


def test_4_1_C1_expansion_from_storage_area_orientation_payment():
    """§4.1.C1: cost = printed pattern; the printed hexagon obeys the placement rules on its ring cell."""
    g = garden_with({S1: "blue-tree"})
    s = prep(new(2, 3), garden=g, exps=["yellow-bird"], tiles=["dark_green-bird"], jokers=0)
    p = s.player
    s = play(s, "exp:yellow-bird")
    assert set(notations(s)) == {"A1", "A2", "A3", "A4", "A5", "A6"}
    s = play(s, "A1")
    # A1 centre (3,0): ring cell k = centre + DIR[k]; k = 3 is (2,0), next to S1's blue tree
    assert "o3" not in notations(s)  # yellow bird next to the blue tree: no match
    assert set(notations(s)) == {"o0", "o1", "o2", "o4", "o5"}
    s = play(s, "o0", "pay:dark_green-bird")
    g = s.gardens[p]
    assert g.areas[0] == hx("yellow-bird") * 6 + 0 and g.cells[BIT["4,0"]] == hx("yellow-bird")
    assert set(labels(g.free)) >= {"3,-1", "2,0", "2,1", "3,1", "4,-1"} and not g.free >> BIT["3,0"] & 1


def test_4_1_C2_supply_expansion_for_6_points_face_down():
    """§4.1.C2: -6 points, the supply's top expansion face down with 7 free spaces."""
    s = new(2, 3)
    p = s.player
    n = len(s.supply)
    s = play(s, "buy", "A4")
    assert s.scores[p] == 9 and len(s.supply) == n - 1
    g = s.gardens[p]
    assert g.areas[3] == -2 and (g.free & ~Garden().free).bit_count() == 7


def test_9_22_no_supply_purchase_below_6_points_or_when_empty():
    """§9 #22: buying from the supply needs 6 points and a non-empty supply."""
    s = prep(new(2, 3), score=5)
    assert "buy" not in notations(s)
    s = prep(new(2, 3), score=6)
    assert "buy" in notations(s)
    s = prep(new(2, 3), supply=())
    assert "buy" not in notations(s)


def test_9_23_no_expansion_without_a_free_area():
    """§9 #23: at most 6 expansions."""
    g = garden_with({}, {a: "face_down" for a in data.AREAS})
    s = prep(new(2, 3), garden=g, exps=["yellow-tree"])
    acts = notations(s)
    assert "buy" not in acts and "exp:yellow-tree" not in acts


# -- §4.1.D pass -------------------------------------------------------------------------------------


def test_4_1_D_first_pass_takes_the_marker_and_loses_a_point_then_discards():
    """§4.1.D: discards lose their values; the first to pass takes the marker and loses 1."""
    s = prep(new(2, 3), tiles=["blue-flower", "yellow-tree"])
    p = s.player
    s = play(s, "pass")
    assert sorted(notations(s)) == ["-blue-flower", "-yellow-tree", "done"]
    s = play(s, "-blue-flower", "done")
    assert s.scores[p] == 15 - 1 - 4 and s.first_marker == p and s.passed[p]
    assert s.tower[hx("blue-flower")] == 1 and s.tiles[p] == (hx("yellow-tree"),)
    q = s.current_player
    assert q != p
    s = play(s, "pass")  # an empty storage: one click
    assert s.round == 2 and s.current_player == p  # §4.3.4 the marker's owner starts


def test_9_7_jokers_are_never_discarded_and_empty_storage_passes_at_once():
    """§9 #7: only hexagons are discarded; with none, passing is one click."""
    s = prep(new(2, 3), tiles=[], jokers=3)
    s = play(s, "pass")
    assert s.step_name == "main" and s.passed[1 - s.current_player]


def test_9_1_32_clamping_order_first_pass_then_discards():
    """§9.1 #32, §9 #6: score 1: -1 first (0), then the discards as one amount (stays 0)."""
    s = prep(new(2, 3), tiles=["blue-lily"], score=1)
    p = s.player
    s = play(s, "pass", "-blue-lily", "done")
    assert s.scores[p] == 0


def test_9_30_pass_is_always_offered_and_only_legal_actions_otherwise():
    """§9 #30: when nothing else is legal the player must pass."""
    s = prep(new(2, 3), top=[], down=[], up=[], tiles=["dark_purple-lily"], jokers=0, score=0, stack_left=0)
    assert notations(s) == ["pass"]


# -- §4.2 Phase 2 and §4.3 Phase 3 ---------------------------------------------------------------------


def test_4_2_worked_example_values_1_2_3_6_and_5_pavilions():
    """§4.2 (rulebook example): 4 matching hexagons of values 1, 2, 3, 6 give 12; 5 pavilions give 5."""
    from gardenapp.games.azul_queens_garden.scoring import round_score

    areas = {
        "A1": ("yellow-flower", 0),
        "A2": ("dark_green-flower", 0),
        "A3": ("light_green-flower", 0),
        "A4": ("dark_purple-flower", 0),
        "A5": ("light_purple-flower", 0),
    }
    g = garden_with({S1: "blue-tree", S2: "blue-bird", S3: "blue-butterfly", S5: "blue-lily"}, areas)
    crit = [data.COLOUR_INDEX["blue"], 6 + data.PATTERN_INDEX["plant"], 6 + data.PATTERN_INDEX["bird"]]
    pts, pav = round_score(g, [crit[0], crit[1]])
    assert (pts, pav) == (12, 5)
    pts, _ = round_score(g, crit)  # the blue bird matches two criteria: scored twice
    assert pts == 12 + 2


def test_9_26_face_down_expansions_have_no_pavilion():
    from gardenapp.games.azul_queens_garden.scoring import round_score

    g = garden_with({}, {"A1": "face_down", "A2": ("blue-tree", 0)})
    assert round_score(g, [])[1] == 1


def test_4_3_phase_3_clears_the_display_and_deals_the_next_round():
    """§4.3, §9 #18, §9.1 #35: tiles to the tower, expansions face down to the supply bottom,
    the next stack with 4 tiles, the wheel turned."""
    s = prep(new(2, 3), top=["blue-tree", "yellow-bird"], down=[["blue-lily"]], up=["dark_green-tree"])
    supply = len(s.supply)
    left = s.stack_left
    tower = sum(s.tower)
    s = play(s, "pass", "pass")
    assert s.round == 2 and s.stack_left == 5 and len(s.top) == 4 and s.down == () and s.up == ()
    assert len(s.supply) == supply + left + 1 + 1
    assert s.supply[: left + 2].count(-1) == left + 1 and hx("dark_green-tree") in s.supply[: left + 2]
    assert sum(s.tower) == tower + 3


def test_4_exactly_four_rounds_then_final_scoring():
    """§4 / §7: after round 4's Phase 2 the game is over; there is no Phase 3."""
    s = new(2, 5)
    rounds = set()
    while not s.is_over:
        rounds.add(s.round)
        s = s.apply(s.legal_actions()[-1])  # always pass / done
    assert rounds == {1, 2, 3, 4} and s.round == 4 and s.current_player == -1


def test_9_1_34_phase_3_with_no_tiles_left_flips_the_next_stack():
    """§9.1 #34: the next round's top cannot get any tile: its whole stack turns face up."""
    s = prep(new(2, 3), top=[], down=[], up=[], stack_left=0, bag=[0] * 36, tower=[0] * 36)
    s = play(s, "pass", "pass")
    assert s.round == 2 and s.top == () and s.stack_left == 0 and len(s.up) == 5


def test_9_29_turn_order_skips_players_who_passed():
    """§9 #29, §4.1: clockwise in seat order; passed players are skipped; Phase 1 ends when all passed."""
    s = new(3, 3, first_player=0)
    s = play(s, "pass")  # seat 0 passes first
    assert s.current_player == 1 and s.first_marker == 0 and s.scores[0] == 14
    s = play(s, "buy", "A1")  # seat 1 acts
    assert s.current_player == 2
    s = play(s, "pass")  # seat 2 passes (no penalty: not first)
    assert s.current_player == 1 and s.scores[2] == 15
    s = play(s, "pass")
    assert s.round == 2 and s.current_player == 0 and s.first_marker == -1
