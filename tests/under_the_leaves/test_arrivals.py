"""Arrival rules: sectors (§3), bees (§5.2, §7 A1-A2), hummingbirds (§5.3, §7 A3) and
each of the twelve dweller cards (§5.8) with the edge cases of §7.

Coordinates are the spec's (§1.2): tile (tx, ty) owns fields NW (2tx, 2ty), NE
(2tx+1, 2ty), SE (2tx+1, 2ty+1), SW (2tx, 2ty+1). The starting tile S1 at 0,0 is
puddle 0,0 / pink 1,0 / yellow* 1,1 / purple 0,1."""

from gardenapp.games.under_the_leaves import data
from gardenapp.games.under_the_leaves import garden as gd

from .helpers import awards, bees, f, labels, lay, start_garden, tp


def sector_bees(g, x, y):
    return g.sector_at(f(g, x, y))[2]


# -- §3 sectors ---------------------------------------------------------------------------------------
def test_3_sectors_cross_tile_borders_and_puddles_do_not_connect():
    """under the leaves §3: a sector is same-colour fields joined orthogonally, across tiles; a
    puddle between two fields of one colour does not join them; a single field is a sector."""
    g = start_garden()
    lay(g, 1, 0, "P P O O")  # pink 2,0 joins the start's pink 1,0
    assert labels(g, g.sector_at(f(g, 1, 0))[1]) == ["1,0", "2,0", "3,0"]
    lay(g, -1, 0, "P P O O")  # pink -1,0 touches only the start's puddle 0,0
    assert len(g.sector_at(f(g, -1, 0))[1]) == 2
    assert g.sector_at(f(g, 0, 1))[1] == frozenset({f(g, 0, 1)})


# -- §5.2 bees -----------------------------------------------------------------------------------------
def test_5_2_bees_kth_separate_sector_brings_k_bees():
    """§5.2 examples: first pink sector 1 bee; second separate 1 + 1 (total 3); third 1 + 2 (total 6)."""
    g = start_garden()
    assert bees(lay(g, 1, 0, "P P P G")) == 1
    assert bees(lay(g, -1, 0, "P P P G")) == 2
    assert g.pawns[gd.BEES] == 3
    assert bees(lay(g, 0, 1, "P P P G")) == 3
    assert g.pawns[gd.BEES] == 6
    # the oldest sector got 1 + 1 + 1, the second 1 + 1, the newest 1 (§7 A2: the new one gets 1)
    assert (sector_bees(g, 2, 0), sector_bees(g, -2, 0), sector_bees(g, 0, 2)) == (3, 2, 1)


def test_7_A1_merging_pollinated_sectors_brings_no_bee_and_keeps_them_all():
    """§7 A1: a placement merging pollinated sectors of one colour is not new: no bee, bees kept."""
    g = start_garden()
    lay(g, 1, 0, "P P P G")
    lay(g, -1, 0, "P P P G")
    lay(g, 0, 1, "P P P G")
    out = lay(g, 1, 1, "P P G G")  # 2,2 joins 1,2 (third sector), 3,2 joins 3,1 (first)
    assert bees(out) == 0 and g.pawns[gd.BEES] == 6
    assert sector_bees(g, 2, 2) == 3 + 1


def test_7_A1_growing_a_pollinated_sector_brings_no_bee():
    """§5.2: a pollinated sector that only grows gets no bee."""
    g = start_garden()
    lay(g, 1, 0, "P P P G")
    assert bees(lay(g, 2, 0, "P O G Y")) == 0
    assert len(g.sector_at(f(g, 4, 0))[1]) == 5 and g.pawns[gd.BEES] == 1


def test_5_2_new_sector_from_small_sectors_and_several_colours_at_once():
    """§5.2: a sector of 3+ made of the new tile and small sectors is new; one tile can create new
    sectors of two colours, each colour handled separately (with its own older-sector bonus)."""
    g = start_garden()
    lay(g, 1, 0, "P O O O")  # pink 1,0+2,0 (2 fields), orange 3,0 3,1 2,1 (new) -> 1 bee
    assert g.pawns[gd.BEES] == 1
    out = lay(g, 1, -1, "O O P P")  # pink 2,-1 3,-1 + 2,0 1,0... pink sector 1,0 2,0 2,-1 3,-1 new
    assert [r[0] for r in out if r[0].startswith("bee")] == ["bee_new"]
    assert g.sector_at(f(g, 2, -1))[2] == 1


def test_7_A2_bonus_bee_for_each_older_sector_of_that_colour_only():
    """§7 A2 / §5.2: the bonus bee goes to older sectors of the new sector's colour, not others."""
    g = start_garden()
    lay(g, 1, 0, "O O O G")  # orange sector A
    lay(g, -1, 0, "G G G O")  # green sector
    out = lay(g, 0, -1, "O O O G")  # a second orange sector: 1 + 1 (A); green untouched
    assert bees(out) == 2
    assert sector_bees(g, 2, 0) == 2 and sector_bees(g, -2, 0) == 1 and sector_bees(g, 0, -2) == 1


def test_5_2_real_tiles_first_pollinated_sector():
    """§5.2 with real tiles: G01 turned once (pink on its west edge) next to S1's pink makes 3 pinks."""
    g = start_garden()
    out = lay(g, 1, 0, "P G* O P", require_real=True)
    assert bees(out) == 1 and labels(g, g.sector_at(f(g, 1, 0))[1]) == ["1,0", "2,0", "2,1"]


# -- §5.3 hummingbirds -----------------------------------------------------------------------------------
def test_5_3_tile_qualifies_when_every_terrain_field_is_pollinated_puddle_ignored():
    """§5.3: all terrain fields in pollinated sectors; a tile's puddle is ignored (starting tile too)."""
    g = start_garden()
    lay(g, 1, 0, "P P Y Y")  # pink 1,0 2,0 3,0 and yellow 1,1 2,1 3,1: tile 1,0 qualifies
    assert g.hb == {tp(g, 1, 0): 1}
    out = lay(g, 0, 1, "V V V G")  # purple 0,1 0,2 1,2 1,3... the start's last terrain field
    assert g.hb.get(tp(g, 0, 0)) == 1 and tp(g, 0, 1) not in g.hb  # 0,1 has a lone green
    assert [r[0] for r in out].count("hummingbird") == 1


def test_5_3_7_A3_row_of_five_gives_the_three_inner_tiles_a_bonus_and_column_bonus_max_three():
    """§5.3, §7 A3: inner tiles of a qualifying line get the row bonus; with a column too, 3 on a tile."""
    g = start_garden()
    for tx in range(1, 6):
        lay(g, tx, 0, "V V V V")
    assert g.pawns[gd.HUMMINGBIRDS] == 5 + 3
    assert [g.hb[tp(g, tx, 0)] for tx in range(1, 6)] == [1, 2, 2, 2, 1]
    lay(g, 2, 1, "V V V V")
    lay(g, 2, -1, "V V V V")
    assert g.hb[tp(g, 2, 0)] == 3 and g.hummingbird_target(tp(g, 2, 0)) == (1, 1, 1)
    assert g.pawns[gd.HUMMINGBIRDS] == 8 + 2 + 1


def test_5_3_hummingbirds_depend_on_the_final_board_only():
    """§5.3: the same tiles laid in another order give the same hummingbirds."""
    a, b = start_garden(), start_garden()
    for tx in range(1, 4):
        lay(a, tx, 0, "V V V V")
    lay(b, 1, 0, "V V V V")
    lay(b, 1, 1, "G G G G")
    lay(a, 1, 1, "G G G G")
    lay(b, 2, 0, "V V V V")
    lay(b, 3, 0, "V V V V")
    assert a.hb == b.hb and a.pawns[gd.HUMMINGBIRDS] == b.pawns[gd.HUMMINGBIRDS]


# -- §5.8 leaf dwellers ----------------------------------------------------------------------------------
def test_5_8_thoughtful_square_across_tiles_and_used_fields():
    """§5.8 Thoughtful: a 2×2 of one colour (real tiles: two pink pairs edge to edge) pays once; its
    fields are used and cannot be part of another Thoughtful square."""
    g = start_garden()
    lay(g, 1, 0, "G* O P P", cards=["thoughtful"], require_real=True)
    out = lay(g, 1, 1, "P P O* Y", cards=["thoughtful"], require_real=True)
    assert awards(out, "thoughtful") == [
        (f(g, 2, 1), tuple(sorted(f(g, x, y) for x, y in ((2, 1), (3, 1), (2, 2), (3, 2)))))
    ]
    assert g.pawns[gd.LEAF] == 1
    out = lay(g, 2, 1, "P P P P", cards=["thoughtful"])  # squares 3,1.. use 3,1/3,2; the tile's own pays
    assert [a for a, _ in awards(out, "thoughtful")] == [f(g, 4, 2)]


def test_7_A4_disjoint_squares_all_pay_overlapping_ones_are_chosen():
    """§7 A4: two disjoint new squares both pay; overlapping candidates wait for the player's choice
    (default and bots: a maximum disjoint set)."""
    g = start_garden()
    lay(g, 1, 0, "G G P P", cards=["thoughtful"])  # pink 3,1 2,1
    lay(g, 0, 1, "V V V V", cards=["thoughtful"])
    lay(g, 0, 2, "V V V V", cards=["thoughtful"])
    lay(g, 1, 2, "O O G G", cards=["thoughtful"])  # orange 2,4 3,4
    out = lay(g, 1, 1, "P P O O", cards=["thoughtful"])  # squares 2,1 (pink) and 2,3 (orange)
    assert sorted(a for a, _ in awards(out, "thoughtful")) == [f(g, 2, 1), f(g, 2, 3)]
    h = start_garden()
    lay(h, 1, 0, "G G P P", cards=["thoughtful"])
    out = lay(h, 1, 1, "P P P P", cards=["thoughtful"], choices=["2,2"])  # 2,1 and 2,2 overlap
    assert [a for a, _ in awards(out, "thoughtful")] == [f(h, 2, 2)]
    asked = gd.run_cards(h, ("thoughtful",), 0, [])
    assert asked is None
    k = start_garden()
    lay(k, 1, 0, "G G P P", cards=["thoughtful"])
    k.turn_tile = -1
    kk = k.copy()
    out = []
    kk.place_layout(kk.tile_id(1, 1), tuple((data.PINK, False) for _ in range(4)), out)
    assert gd.run_cards(kk, ("thoughtful",), 0, out) == ("thoughtful", 0, [f(k, 2, 1), f(k, 2, 2)])
    assert gd.max_disjoint([f(k, 2, 1), f(k, 2, 2), f(k, 2, 3)]) == [f(k, 2, 1), f(k, 2, 3)]


def test_5_8_restless_once_per_sector_for_its_whole_life():
    """§5.8 Restless / §7 A6: a sector of 5+ pays once, never again as it grows; two that each had one
    keep both after merging and the merged sector pays nothing more."""
    g = start_garden()
    lay(g, 1, 0, "P P P P", cards=["restless"])  # pink 1,0 + 4 = 5 fields
    assert g.pawns[gd.LEAF] == 1
    assert g.pawns[gd.LEAF] == 1 and not awards(lay(g, 2, 0, "P P P P", cards=["restless"]), "restless")
    lay(g, 0, 1, "G G G G", cards=["restless"])
    lay(g, 0, 2, "P P P P", cards=["restless"])  # a separate pink sector of 4: nothing
    assert g.pawns[gd.LEAF] == 1
    out = lay(g, 1, 2, "P P P O", cards=["restless"])  # grows to 7: it pays
    assert len(awards(out, "restless")) == 1 and g.pawns[gd.LEAF] == 2
    out = lay(g, 1, 1, "P P P P", cards=["restless"])  # merges the two paid sectors: nothing
    assert not awards(out, "restless") and g.pawns[gd.LEAF] == 2


def test_5_8_flirty_four_kinds_puddle_counts_and_7_A5_starting_tile_alone_does_not():
    """§5.8 Flirty: four different kinds in a 2×2 (a puddle is a kind) across tiles pays; §7 A5: the
    starting tile (puddle + 3 colours) alone never pays."""
    g = start_garden()
    out = lay(g, 1, 0, "G Y Y O", cards=["flirty"])  # 1,0 P / 2,0 G / 1,1 Y / 2,1 O
    assert [a for a, _ in awards(out, "flirty")] == [f(g, 1, 0)]
    out = lay(g, -1, 0, "G G O O", cards=["flirty"])  # -1,0 G / 0,0 puddle / -1,1 O / 0,1 V
    assert [a for a, _ in awards(out, "flirty")] == [f(g, -1, 0)]
    assert gd.square_candidates(start_garden(), "flirty", [f(g, 0, 0)]) == []


def test_5_8_runner_four_in_a_row_once_per_sector():
    """§5.8 Runner: 4 consecutive fields of a sector in a row (real tiles), once per sector."""
    g = start_garden()
    lay(g, 1, 0, "V* P Y Y", cards=["runner"], require_real=True)  # yellow 1,1 2,1 3,1
    out = lay(g, 2, 0, "P O O Y*", cards=["runner"], require_real=True)  # yellow 4,1
    assert len(awards(out, "runner")) == 1
    out = lay(g, 1, 1, "Y* V P P", cards=["runner"], require_real=True)  # grows: nothing more
    assert not awards(out, "runner") and g.pawns[gd.LEAF] == 1


# -- §5.8 mushroom dwellers ------------------------------------------------------------------------------
def test_5_8_host_two_mushrooms_in_a_sector_not_pollinated_7_A17():
    """§5.8 Host / §7 A17: a sector of 2 fields holding 2 mushrooms pays (need not be pollinated), once."""
    g = start_garden()
    out = lay(g, 1, 0, "V P P Y*", cards=["host"], require_real=True)  # yellow 1,1* + 2,1*
    assert [fs for _, fs in awards(out, "host")] == [(f(g, 2, 1), f(g, 1, 1))[::-1]]
    out = lay(g, 1, 1, "Y* V P P", cards=["host"], require_real=True)  # a third mushroom joins: no
    assert not awards(out, "host")


def test_5_8_explorer_rows_columns_any_gap_not_diagonal():
    """§5.8 Explorer / §7 A7: 3 free mushrooms in a row or column pay on the middle one; the gap may be
    anything (even outside the garden); diagonal lines do not count; occupied mushrooms are not reused."""
    g = start_garden()  # mushroom 1,1
    lay(g, 1, 0, "G O O* G", cards=["explorer"])  # 3,1
    out = lay(g, 2, 0, "G O O* G", cards=["explorer"])  # 5,1: middle 3,1
    assert awards(out, "explorer") == [(f(g, 3, 1), (f(g, 1, 1), f(g, 3, 1), f(g, 5, 1)))]
    out = lay(g, 3, 0, "G O O* G", cards=["explorer"])  # 7,1: 3,1 occupied, only 1,1 5,1 7,1 free: 5,1
    assert [a for a, _ in awards(out, "explorer")] == [f(g, 5, 1)]
    d = start_garden()
    lay(d, 1, 0, "G O O G", cards=["explorer"])
    assert not awards(lay(d, 1, 1, "G* O O* G", cards=["explorer"]), "explorer")  # 1,1 2,2 3,3 diagonal
    c = start_garden()
    lay(c, 0, 1, "G O O* G", cards=["explorer"])  # 1,3
    lay(c, 1, 0, "G O O G", cards=["explorer"])
    lay(c, 2, 0, "G O O G", cards=["explorer"])
    lay(c, 2, 1, "G O O G", cards=["explorer"])
    lay(c, 2, 2, "G O O G", cards=["explorer"])
    lay(c, 1, 2, "G O O G", cards=["explorer"])
    out = lay(c, 0, 2, "G O O* G", cards=["explorer"])  # 1,5: column x=1 is 1,1 1,3 1,5 (1,2.. any)
    assert [a for a, _ in awards(out, "explorer")] == [f(c, 1, 3)]


def test_7_A7_explorer_pays_every_free_middle_at_once():
    """§7 A7: the new mushroom is the middle of its row and an end of its column: both pawns."""
    g = start_garden()  # 1,1
    lay(g, 1, 0, "G O O G", cards=["explorer"])
    lay(g, 2, 0, "G O O* G", cards=["explorer"])  # 5,1
    lay(g, 2, 1, "G O O* G", cards=["explorer"])  # 5,3
    lay(g, 1, 1, "G O O G", cards=["explorer"])
    out = lay(g, 2, 2, "G O O* G", cards=["explorer"])  # 5,5: column 5,1 5,3 5,5 -> 5,3
    assert [a for a, _ in awards(out, "explorer")] == [f(g, 5, 3)]
    # The new mushroom 3,1 is the middle of row y=1 (1,1 3,1 5,1) and the top of column x=3
    # (3,1 3,3 3,5): both middles are paid at once.
    h = start_garden()  # 1,1
    lay(h, 0, 1, "G O O G", cards=["explorer"])
    lay(h, 1, 1, "G O O* G", cards=["explorer"])  # 3,3
    lay(h, 1, 2, "G O O* G", cards=["explorer"])  # 3,5
    lay(h, 2, 1, "G O O G", cards=["explorer"])
    lay(h, 2, 0, "G O O* G", cards=["explorer"])  # 5,1
    assert h.pawns[gd.MUSHROOM_P] == 0
    out = lay(h, 1, 0, "G O O* G", cards=["explorer"])  # 3,1
    assert sorted(a for a, _ in awards(out, "explorer")) == sorted([f(h, 3, 1), f(h, 3, 3)])


def test_5_8_collector_choice_and_7_A9_partner_keeps_the_new_mushroom_free():
    """§5.8 Collector, §5.5 and §7 A9: diagonal mushrooms; the player picks the field; the other stays
    free and pairs again; a new mushroom with k free partners can pay k pawns."""
    g = start_garden()  # 1,1*
    lay(g, 1, 0, "~ O P P", cards=["collector"], require_real=True)
    out = lay(g, 1, 1, "G* O P P", cards=["collector"], choices=["1,1"], require_real=True)  # 2,2* diagonal
    assert awards(out, "collector") == [(f(g, 1, 1), (f(g, 1, 1), f(g, 2, 2)))]
    assert gd.pair_fields(g, "collector") == []
    h = start_garden()  # 1,1*
    lay(h, 1, 0, "G O O* G", cards=["collector"])  # 3,1*
    out = lay(h, 1, 1, "G* O O G", cards=["collector"], choices=["1,1", "3,1"])  # 2,2* with 1,1 and 3,1
    assert [a for a, _ in awards(out, "collector")] == [f(h, 1, 1), f(h, 3, 1)]
    assert f(h, 2, 2) not in h.used_fields("collector")
    m = start_garden()
    lay(m, 1, 0, "G O O* G", cards=["collector"])
    out = lay(m, 1, 1, "G* O O G", cards=["collector"], choices=["2,2"])  # pawn on the new one: done
    assert [a for a, _ in awards(out, "collector")] == [f(m, 2, 2)]


def test_5_8_loner_needs_all_eight_neighbours_none_with_a_mushroom_7_A10_A11():
    """§5.8 Loner, §7 A10-A11: only when the 8 neighbours exist (puddles allowed), once."""
    g = start_garden()  # 1,1*
    assert not awards(lay(g, 1, 0, "~ O P P", cards=["loner"], require_real=True), "loner")
    assert not awards(lay(g, 0, 1, "~ Y P P", cards=["loner"], require_real=True), "loner")
    out = lay(g, 1, 1, "~ G P P", cards=["loner"], require_real=True)
    assert awards(out, "loner") and awards(out, "loner")[0][0] == f(g, 1, 1)
    h = start_garden()
    lay(h, 1, 0, "~ O P P", cards=["loner"])
    lay(h, 0, 1, "~ Y P P", cards=["loner"])
    assert not awards(lay(h, 1, 1, "G* O P P", cards=["loner"], require_real=True), "loner")


# -- §5.8 puddle dwellers -----------------------------------------------------------------------------------
def test_5_8_diver_group_of_two_once_including_growth_and_merges():
    """§5.8 Diver / §7 A6: a puddle group of 2+ pays once; growing pays nothing; two paid groups merged
    pay nothing; a group made of single puddles is new."""
    g = start_garden()
    out = lay(g, -1, 0, "P ~ O P", cards=["diver"], require_real=True)  # -1,0 next to 0,0
    assert len(awards(out, "diver")) == 1
    out = lay(g, 0, -1, "Y P P ~", cards=["diver"], require_real=True)  # 0,-1: the group grows
    assert not awards(out, "diver") and g.pawns[gd.PUDDLE_P] == 1
    h = start_garden()
    lay(h, 1, 0, "O ~ G G", cards=["diver"])  # single puddle 3,0
    out = lay(h, 1, -1, "G G ~ G", cards=["diver"])  # 3,-1 joins 3,0: new group
    assert len(awards(out, "diver")) == 1


def test_5_8_skipper_rows_and_columns_7_A8_once_per_field():
    """§5.8 Skipper: a terrain field between two puddles in a row or column (real tiles); §7 A8: one pawn
    even when it is between puddles both ways; the puddles are reused."""
    g = start_garden()
    out = lay(g, 1, 0, "~ O P P", cards=["skipper"], require_real=True)  # 0,0 ~ 1,0 P 2,0 ~
    assert awards(out, "skipper") == [(f(g, 1, 0), (f(g, 0, 0), f(g, 1, 0), f(g, 2, 0)))]
    out = lay(g, 0, 1, "~ Y P P", cards=["skipper"], require_real=True)  # 0,0 ~ 0,1 V 0,2 ~
    assert [a for a, _ in awards(out, "skipper")] == [f(g, 0, 1)]
    h = start_garden()
    lay(h, 1, 0, "~ O ~ P", cards=["skipper"])  # 2,0 ~ and 3,1 ~
    lay(h, 1, -1, "G G ~ O", cards=["skipper"])  # 3,-1 ~: 3,0 is between 3,-1 and 3,1
    lay(h, 2, 0, "~ G G G", cards=["skipper"])  # and now between 2,0 and 4,0 too
    assert [a for c, a, _ in h.awards].count(f(h, 3, 0)) == 1


def test_5_8_friendly_diagonal_puddles_player_chooses():
    """§5.8 Friendly / §5.5: two diagonal puddles; the chosen one takes the pawn, the other is reusable."""
    g = start_garden()
    out = lay(g, -1, 0, "P P ~ O", cards=["friendly"], choices=["0,0"], require_real=True)  # -1,1 ~
    assert awards(out, "friendly") == [(f(g, 0, 0), tuple(sorted((f(g, -1, 1), f(g, 0, 0)))))]
    assert f(g, -1, 1) not in g.used_fields("friendly")


def test_5_8_shy_puddle_surrounded_by_terrain_7_A10_A11():
    """§5.8 Shy / §7 A10-A11: all 8 neighbours exist and are terrain (mushrooms allowed), once."""
    g = start_garden()
    lay(g, 0, -1, "G* O P P", cards=["shy"], require_real=True)
    assert not awards(lay(g, -1, 0, "O* Y P P", cards=["shy"], require_real=True), "shy")
    out = lay(g, -1, -1, "Y* V P P", cards=["shy"], require_real=True)
    assert [a for a, _ in awards(out, "shy")] == [f(g, 0, 0)]


def test_5_4_different_dwellers_share_a_field_and_cards_pay_several_per_turn():
    """§5.4: Skipper and Loner pawns on... different kinds may share a field; several per turn."""
    g = start_garden()
    lay(g, 1, 0, "~ O P P", cards=["skipper", "loner", "thoughtful"])
    assert g.pawns[gd.PUDDLE_P] == 1


def test_5_8_pattern_offsets_agree_with_the_shapely_matcher():
    """docs/architecture.md §4: the hot path's 2×2 and line offsets (compiled by core.patterns) find what
    core.patterns.Matcher finds on random gardens."""
    import random

    from gardenapp.games.under_the_leaves import GAME
    from gardenapp.games.under_the_leaves.ai import playout_action

    for seed in range(6):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 1}, seed)
        while not s.is_over:
            s = s.apply(playout_action(s, rng), trusted=True)
        gg = s.gardens[0]
        anchors = [a for a in gg.kind]
        probe = gd.Garden(gg.start, gg.order[0][2])  # the same tiles laid again, no dweller card used
        for tile_pos, tile, o in gg.order[1:]:
            probe.place(tile_pos, tile, o, [])
        for card in ("thoughtful", "flirty"):
            assert sorted(gd.square_candidates(probe, card, anchors)) == gd.shape_matches(gg, card)
        lines = sorted(
            {
                x
                for x in gg.kind
                for offs in gd.LINE4_OFFSETS
                if all(x + d in gg.kind and gg.kind[x + d] == gg.kind[x] != data.PUDDLE for d in offs)
            }
        )
        assert lines == gd.shape_matches(gg, "runner")


def test_7_A14_the_pawn_supply_is_unlimited():
    """§7 A14: no pawn count is capped (a long line of one colour keeps paying hummingbirds)."""
    g = start_garden()
    for tx in range(1, 13):
        lay(g, tx, 0, "V V V V")
    assert g.pawns[gd.HUMMINGBIRDS] == 12 + 10 and sum(g.pawns) > 20


def test_1_1_fields_letters_and_puddles_are_not_terrain():
    """§1.1: five colours with letters G O P Y V and ~ for a puddle; a puddle never has a mushroom."""
    assert data.KIND_LETTERS == ("G", "O", "P", "Y", "V", "~") and data.KINDS[data.PUDDLE] == "puddle"
    assert all(not m for t in range(len(data.TILE_IDS)) for k, m in data.FRONT[t] if k == data.PUDDLE)
