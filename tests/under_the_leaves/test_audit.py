"""Rules audit of the Under the Leaves engine against docs/rules/under_the_leaves.md (every test names
its section). Three kinds of checks:

* the spec's tables copied here verbatim from its markdown (§1.4, §1.5) and compared with the
  engine's data entry by entry, and the orientations recomputed from the §1.2 formulas;
* a literal, from-scratch model of §5 (tests/under_the_leaves/reference.py) run side by side with
  the incremental engine on random gardens and on random games played through the actions, for
  all twelve cards at once (bees per sector, hummingbirds per tile, every card's pawns and used
  record after every placement);
* hand-built gardens for each worked example and edge case the spec lists (§5.2, §5.3, §5.8, §7),
  the end of §6.1 (with every first player, §2 step 6), §6.2-§6.3 and the board files of §8
  through ``gardenapp score FILE --json``.

Coordinates are the spec's (§1.2). The starting tile S1 at 0,0 is puddle 0,0 / pink 1,0 /
yellow* 1,1 / purple 0,1. Tiles written as four fields NW NE SE SW with the letters of §1.1
(G O P Y V, ~ = puddle, * = mushroom); a layout that is no real tile is painted (rules in
isolation).
"""

import json
import random

import pytest

from gardenapp.cli import main
from gardenapp.core.errors import BoardFileError
from gardenapp.games.under_the_leaves import GAME, data
from gardenapp.games.under_the_leaves import garden as gd
from gardenapp.games.under_the_leaves.ai import playout_action

from .helpers import awards, bees, f, file_dict, labels, lay, pawns, start_garden, tp
from .reference import RefGarden, orient

ALL_CARDS = data.in_check_order(data.CARD_IDS)

# §1.4 and §1.5 exactly as the spec's markdown tables print them (Id, NW, NE, SE, SW, Key, BGA).
SPEC_TABLE = """
| G01 | green* | orange | pink | pink | pink pair + green* + orange | r0c0 |
| G02 | orange* | yellow | pink | pink | pink pair + orange* + yellow | r0c1 |
| G03 | yellow* | purple | pink | pink | pink pair + yellow* + purple | r0c2 |
| G04 | orange* | purple | pink | pink | pink pair + orange* + purple | r0c3 |
| G05 | purple* | green | pink | pink | pink pair + purple* + green | r0c4 |
| G06 | green* | yellow | pink | pink | pink pair + green* + yellow | r1c0 |
| G07 | purple* | pink | yellow | yellow | yellow pair + purple* + pink | r1c1 |
| G08 | pink* | orange | yellow | yellow | yellow pair + pink* + orange | r1c2 |
| G09 | orange* | green | yellow | yellow | yellow pair + orange* + green | r1c3 |
| G10 | orange* | purple | yellow | yellow | yellow pair + orange* + purple | r1c4 |
| G11 | green* | purple | yellow | yellow | yellow pair + green* + purple | r2c0 |
| G12 | pink* | green | yellow | yellow | yellow pair + pink* + green | r2c1 |
| G13 | purple* | yellow | orange | orange | orange pair + purple* + yellow | r2c2 |
| G14 | yellow* | pink | orange | orange | orange pair + yellow* + pink | r2c3 |
| G15 | pink* | green | orange | orange | orange pair + pink* + green | r2c4 |
| G16 | purple* | pink | orange | orange | orange pair + purple* + pink | r3c0 |
| G17 | green* | yellow | orange | orange | orange pair + green* + yellow | r3c1 |
| G18 | green* | purple | orange | orange | orange pair + green* + purple | r3c2 |
| G19 | orange* | green | purple | purple | purple pair + orange* + green | r3c3 |
| G20 | pink* | orange | purple | purple | purple pair + pink* + orange | r3c4 |
| G21 | pink* | yellow | purple | purple | purple pair + pink* + yellow | r4c0 |
| G22 | yellow* | orange | purple | purple | purple pair + yellow* + orange | r4c1 |
| G23 | yellow* | green | purple | purple | purple pair + yellow* + green | r4c2 |
| G24 | green* | pink | purple | purple | purple pair + green* + pink | r4c3 |
| G25 | purple* | orange | green | green | green pair + purple* + orange | r4c4 |
| G26 | orange* | pink | green | green | green pair + orange* + pink | r5c0 |
| G27 | yellow* | pink | green | green | green pair + yellow* + pink | r5c1 |
| G28 | yellow* | orange | green | green | green pair + yellow* + orange | r5c2 |
| G29 | purple* | yellow | green | green | green pair + purple* + yellow | r5c3 |
| G30 | pink* | purple | green | green | green pair + pink* + purple | r5c4 |
| G31 | puddle | orange | pink | pink | pink pair + puddle + orange | r6c0 |
| G32 | puddle | yellow | pink | pink | pink pair + puddle + yellow | r6c1 |
| G33 | puddle | green | pink | pink | pink pair + puddle + green | r6c2 |
| G34 | puddle | purple | pink | pink | pink pair + puddle + purple | r6c3 |
| G35 | puddle | yellow | orange | orange | orange pair + puddle + yellow | r6c4 |
| G36 | puddle | purple | orange | orange | orange pair + puddle + purple | r7c0 |
| G37 | puddle | green | orange | orange | orange pair + puddle + green | r7c1 |
| G38 | puddle | pink | orange | orange | orange pair + puddle + pink | r7c2 |
| G39 | puddle | orange | yellow | yellow | yellow pair + puddle + orange | r7c3 |
| G40 | puddle | pink | yellow | yellow | yellow pair + puddle + pink | r7c4 |
| G41 | puddle | purple | yellow | yellow | yellow pair + puddle + purple | r8c0 |
| G42 | puddle | green | yellow | yellow | yellow pair + puddle + green | r8c1 |
| G43 | puddle | orange | purple | purple | purple pair + puddle + orange | r8c2 |
| G44 | puddle | yellow | purple | purple | purple pair + puddle + yellow | r8c3 |
| G45 | puddle | green | purple | purple | purple pair + puddle + green | r8c4 |
| G46 | puddle | pink | purple | purple | purple pair + puddle + pink | r9c0 |
| G47 | puddle | pink | green | green | green pair + puddle + pink | r9c1 |
| G48 | puddle | orange | green | green | green pair + puddle + orange | r9c2 |
| G49 | puddle | yellow | green | green | green pair + puddle + yellow | r9c3 |
| G50 | puddle | purple | green | green | green pair + puddle + purple | r9c4 |
| S1 | puddle | pink | yellow* | purple |
| S2 | puddle | orange | pink* | yellow |
| S3 | puddle | purple | orange* | pink |
| S4 | puddle | yellow | purple* | orange |
"""


def spec_rows():
    for line in SPEC_TABLE.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        yield cells[0], cells[1:5], (cells[5] if len(cells) > 5 else None)


def field(text):
    return data.KIND_INDEX[text.rstrip("*")], text.endswith("*")


# -- §1 components ----------------------------------------------------------------------------------------
def test_1_4_1_5_every_tile_field_by_field_and_its_key_as_the_spec_table_prints_them():
    """under the leaves §1.4 / §1.5: all 54 rows (50 garden + 4 starting tiles), each of the 216
    fields and its mushroom flag, in the clockwise field order NW, NE, SE, SW; the "Key" column too."""
    seen = []
    for tid, fields, key in spec_rows():
        assert data.FRONT[data.TILE_INDEX[tid]] == tuple(field(x) for x in fields), tid
        if key is not None:
            assert data.tile_key(data.TILE_INDEX[tid]) == key, tid
        seen.append(tid)
    assert seen == list(data.GARDEN_IDS + data.START_IDS)


def test_1_4_note_g50_is_puddle_purple_green_green_not_a_copy_of_g49():
    """§1.4 data-history note: G50 is "puddle, purple, green, green" (the early BGA duplicate of G49
    was corrected)."""
    g49, g50 = data.FRONT[data.TILE_INDEX["G49"]], data.FRONT[data.TILE_INDEX["G50"]]
    assert g50 == (field("puddle"), field("purple"), field("green"), field("green")) and g49 != g50


def test_1_2_every_orientation_recomputed_from_the_spec_formulas():
    """§1.2: side B = [NE, NW, SW, SE] of the front, then r clockwise quarter turns (new NW = old SW,
    NE = old NW, SE = old NE, SW = old SE), side chosen first; 8 layouts per garden tile, 4 for a
    starting tile (single-sided), all 400 + 16 different."""
    for t in range(len(data.TILE_IDS)):
        sides = "F" if data.is_start(t) else "FB"
        for side in sides:
            for r in range(4):
                o = data.orientation(data.SIDES.index(side), r)
                assert data.LAYOUTS[t][o] == orient(data.FRONT[t], side, r)
                assert data.LAYOUT_INDEX[data.LAYOUTS[t][o]] == (t, o)
    assert len(data.LAYOUT_INDEX) == 400 + 16


def test_1_2_a_tile_turned_once_lies_on_the_grid_as_the_spec_says():
    """§1.2 worked on the grid: G01 (green* orange pink pink) side F turned once at tile 1,0 puts
    NW = old SW = pink on field 2,0, NE = green* on 3,0, SE = orange on 3,1, SW = pink on 2,1; side B
    unturned puts NW = orange, NE = green*, SE = pink, SW = pink."""
    g = start_garden()
    g.place(tp(g, 1, 0), data.TILE_INDEX["G01"], data.orientation(0, 1), [])
    got = {(x, y): (data.KINDS[g.kind[f(g, x, y)]], f(g, x, y) in g.mush) for x, y in ((2, 0), (3, 0), (3, 1), (2, 1))}
    assert got == {(2, 0): ("pink", False), (3, 0): ("green", True), (3, 1): ("orange", False), (2, 1): ("pink", False)}
    h = start_garden()
    h.place(tp(h, 0, 1), data.TILE_INDEX["G01"], data.orientation(1, 0), [])
    got = [data.KINDS[h.kind[f(h, x, y)]] for x, y in ((0, 2), (1, 2), (1, 3), (0, 3))]
    assert got == ["orange", "green", "pink", "pink"]
    assert f(h, 1, 2) in h.mush


def test_5_7_no_garden_tile_is_a_square_of_one_colour_or_of_four_kinds_only_starting_tiles():
    """§5.7 / §1.3: every garden tile has a pair (never one colour, never four kinds); each starting
    tile is a 2×2 of four different kinds by itself; within a tile a colour's fields are connected,
    at most one mushroom and at most one puddle."""
    for t in range(len(data.TILE_IDS)):
        kinds = [k for k, _ in data.FRONT[t]]
        if data.is_start(t):
            assert len(set(kinds)) == 4
        else:
            assert 1 < len(set(kinds)) < 4
        assert sum(m for _, m in data.FRONT[t]) <= 1 and kinds.count(data.PUDDLE) <= 1
        for c in set(kinds):
            idx = [i for i, k in enumerate(kinds) if k == c]
            assert len(idx) == 1 or (len(idx) == 2 and (idx[1] - idx[0]) % 4 in (1, 3))  # neighbours clockwise


def test_1_6_cards_types_first_game_and_pawn_places():
    """§1.6: each card's type and where its pawn goes; the first-game set is Thoughtful, Host, Diver."""
    expected = {
        "thoughtful": ("leaf", "square"),
        "restless": ("leaf", "sector"),
        "flirty": ("leaf", "square"),
        "runner": ("leaf", "sector"),
        "host": ("mushroom", "sector"),
        "explorer": ("mushroom", "field"),
        "collector": ("mushroom", "field"),
        "loner": ("mushroom", "field"),
        "diver": ("puddle", "sector"),
        "skipper": ("puddle", "field"),
        "friendly": ("puddle", "field"),
        "shy": ("puddle", "field"),
    }
    assert {c.id: (c.type, c.pawn) for c in data.CARDS} == expected
    assert sorted(data.FIRST_GAME) == ["diver", "host", "thoughtful"]


# -- §5 against the literal model ----------------------------------------------------------------------------
def grow_and_compare(seed, ntiles, pick):
    """Grow one garden with random tiles, positions and orientations, every card in play, the choices
    made by ``pick``; after every placement compare it with the literal model of reference.py."""
    rng = random.Random(seed)
    start, rot = rng.choice(data.START_INDICES), rng.randrange(4)
    g = gd.Garden(start, rot)
    ref = RefGarden()
    ref.lay(0, 0, orient(data.FRONT[start], "F", rot))
    ref.arrivals(ALL_CARDS)
    bag = list(range(data.NUM_GARDEN))
    rng.shuffle(bag)
    for t in bag[:ntiles]:
        pos, o = rng.choice(g.legal_positions()), rng.randrange(8)
        before, b0, h0 = len(g.awards), g.pawns[gd.BEES], g.pawns[gd.HUMMINGBIRDS]
        out: list = []
        g.place(pos, t, o, out)
        asked = gd.run_cards(g, ALL_CARDS, 0, out)
        while asked is not None:
            card, i, cands = asked
            left = gd.apply_choice(g, card, pick(rng, g, card, cands), cands, out)
            asked = (card, i, left) if left else gd.run_cards(g, ALL_CARDS, i + 1, out)
        new = g.awards[before:]
        chosen = {
            c: [g.field_xy(at) for cc, at, _ in new if cc == c]
            for c in ("thoughtful", "flirty", "collector", "friendly")
        }
        tx, ty = g.tile_xy(pos)
        ref.lay(tx, ty, orient(data.FRONT[t], data.SIDES[o // 4], o % 4))
        got_bees, got_hb = ref.arrivals(ALL_CARDS, chosen, chosen, maximum=pick is default_pick)
        assert (got_bees, got_hb) == (g.pawns[gd.BEES] - b0, g.pawns[gd.HUMMINGBIRDS] - h0)
        assert sorted(
            (k, tuple(sorted(g.field_xy(x) for x in fs)), b) for k, fs, b, _ in gd.pollinated_sectors(g)
        ) == sorted((k, tuple(sorted(fs)), b) for k, fs, b in ref.old)
        assert {g.tile_xy(k): v for k, v in g.hb.items() if v} == ref.hb
        counts: dict[str, int] = {}
        for c, _, _ in g.awards:
            counts[c] = counts.get(c, 0) + 1
        assert counts == ref.count
        for c in ALL_CARDS:
            assert {g.field_xy(x) for x in g.used_fields(c)} == ref.used.get(c, set()), c
    return g


def default_pick(rng, g, card, cands):
    return gd.default_choice(g, card, cands)


def random_pick(rng, g, card, cands):
    return rng.choice(cands)


@pytest.mark.parametrize("pick", [default_pick, random_pick], ids=["default", "random"])
def test_5_engine_agrees_with_a_literal_model_of_5_2_5_3_5_8_on_random_gardens(pick):
    """§5.2 (bees per sector, new / grown / merged, bonus bees), §5.3 (hummingbirds per tile), §5.8
    (each of the twelve cards, its pawns and used record), §7 A1-A11: after every placement of 40
    random gardens of 12 to 30 tiles, all twelve cards at once. The model recomputes everything
    from scratch; for the choices it checks they are legal (and, by default, a maximum set of
    squares, §7 A4)."""
    seen: dict[str, int] = {}
    for seed in range(40):
        g = grow_and_compare(seed, (12, 20, 30)[seed % 3], pick)
        for c, _, _ in g.awards:
            seen[c] = seen.get(c, 0) + 1
    assert set(seen) == set(data.CARD_IDS)  # every card paid somewhere


def test_4_5_games_played_through_the_actions_agree_with_the_literal_model():
    """§4.1-§4.3 and §5 through play: random 2-4 player games with random cards; after each turn
    (the placement and the choices of §5.5 as actions) the current garden matches the model."""
    for seed in range(6):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2 + seed % 3, "dwellers": "random"}, seed)
        refs = []
        for g in s.gardens:
            r = RefGarden()
            r.lay(0, 0, orient(data.FRONT[g.start], "F", 0))
            r.arrivals(s.cards)
            refs.append(r)
        compared = 0
        while not s.is_over:
            p = s.player
            before = len(s.gardens[p].awards)
            s = s.apply(playout_action(s, rng), trusted=True)
            while not s.is_over and s.player == p and s.phase() != "take":
                s = s.apply(playout_action(s, rng), trusted=True)
            g = s.gardens[p]
            if len(g.order) == len(refs[p].tiles):
                continue  # only a tile taken so far
            tp_, t, o = g.order[-1]
            tx, ty = g.tile_xy(tp_)
            refs[p].lay(tx, ty, orient(data.FRONT[t], data.SIDES[o // 4], o % 4))
            new = g.awards[before:]
            chosen = {c: [g.field_xy(at) for cc, at, _ in new if cc == c] for c in s.cards}
            refs[p].arrivals(s.cards, chosen, chosen)
            counts = {}
            for c, _, _ in g.awards:
                counts[c] = counts.get(c, 0) + 1
            assert counts == refs[p].count
            assert (g.pawns[gd.BEES], g.pawns[gd.HUMMINGBIRDS]) == (refs[p].bees, sum(refs[p].hb.values()))
            compared += 1
        assert compared == 12 * s.num_players


# -- §2 step 6 / §6.1 ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_2_step_6_first_player_chosen_or_at_random_and_6_1_still_twelve_turns_each(players):
    """§2 step 6: the first player is chosen at random (option first_player = -1) or given; play goes
    clockwise (seat order); §6.1: the game still ends when the market cannot be refilled, after
    exactly 12 turns per player, 13 tiles per garden, 2 tiles left in the market."""
    firsts = {GAME.new_game({"players": players, "first_player": -1}, seed).player for seed in range(30)}
    assert firsts == set(range(players))
    for first in range(players):
        s = GAME.new_game({"players": players, "first_player": first}, 11)
        assert s.current_player == first
        assert s.market == GAME.new_game({"players": players}, 11).market  # same tiles whoever starts
        rng = random.Random(first)
        order = []
        while not s.is_over:
            if s.phase() == "take" and (not order or order[-1] != s.player):
                order.append(s.player)
            s = s.apply(playout_action(s, rng), trusted=True)
        assert order == [(first + i) % players for i in range(12 * players)]
        assert all(len(g.tiles) == 13 for g in s.gardens) and len(s.market) == 2 and not s.bag


# -- §5.2 bees: hand-built cases ------------------------------------------------------------------------------
def sector_bees(g, x, y):
    return g.sector_at(f(g, x, y))[2]


def test_5_2_7_A1_small_sectors_growth_merge_with_a_small_sector_then_the_bonus_reaches_the_merged_one():
    """§5.2 / §7 A1-A2 step by step: a first pink sector (1); a first orange one (1); a first green one
    while pink A only grows (1); pink A absorbs the single pink 5,0 (a pollinated sector merging with
    a small one: no bee, A keeps its 1); a second pink sector: 1 + 1 for A, the only older pink sector."""
    g = start_garden()
    steps = [
        (1, 0, "P P G G"),  # pink 1,0 2,0 3,0 new; green 2,1 3,1 (2 fields)
        (2, 0, "O P O O"),  # orange 4,0 4,1 5,1 new; pink 5,0 alone
        (1, -1, "G G P G"),  # pink 3,-1 grows A; green 2,-2 3,-2 2,-1 new (the 2-field green is no older sector)
        (2, -1, "G G P P"),  # pink 4,-1 5,-1 joins A and the single 5,0; green grows
        (0, 1, "P P P G"),
    ]  # pink 0,2 1,2 1,3: a second pink sector
    assert [bees(lay(g, *s)) for s in steps] == [1, 1, 1, 0, 2]
    assert set(labels(g, g.sector_at(f(g, 5, 0))[1])) == {"1,0", "2,0", "3,-1", "3,0", "4,-1", "5,-1", "5,0"}
    assert (sector_bees(g, 1, 0), sector_bees(g, 0, 2), g.pawns[gd.BEES]) == (2, 1, 5)


def test_5_2_one_tile_creates_new_sectors_of_two_colours_each_with_its_own_bonus():
    """§5.2: one placement can create new sectors in two colours at once; each colour separately
    brings 1 for its new sector + 1 per older pollinated sector of that colour."""
    g = start_garden()
    assert bees(lay(g, 1, 0, "P P Y Y")) == 2  # pink 1,0 2,0 3,0 and yellow 1,1 2,1 3,1: both new
    assert bees(lay(g, -1, 0, "P P Y Y")) == 0  # pink -2,0 -1,0 and yellow -2,1 -1,1: 2 fields each
    out = lay(g, -1, 1, "Y P P P")  # yellow -2,2 makes 3 with -2,1 -1,1; pink -1,2 -1,3 -2,3
    assert sorted((r[0], data.KINDS[r[1]], r[2]) for r in out if r[0].startswith("bee")) == [
        ("bee_bonus", "pink", 1),
        ("bee_bonus", "yellow", 1),
        ("bee_new", "pink", 1),
        ("bee_new", "yellow", 1),
    ]
    assert (sector_bees(g, 1, 0), sector_bees(g, 1, 1), sector_bees(g, -2, 2), sector_bees(g, -1, 2)) == (2, 2, 1, 1)
    assert g.pawns[gd.BEES] == 6


# -- §5.3 hummingbirds: hand-built cases --------------------------------------------------------------------
def test_5_3_no_row_bonus_across_a_gap_the_middle_gets_it_when_it_qualifies_last_and_a_column_makes_three():
    """§5.3: "row of three tiles" = consecutive, no gap: tiles 1,0 and 3,0 qualify around a tile 2,0
    that does not: no bonus. When 2,0 starts qualifying (its sectors grow) it takes its base and its
    row bonus at once (the target minus what it holds); a qualifying column 2,-1 / 2,1 adds the third."""
    g = start_garden()
    lay(g, 1, 0, "V V V V")
    lay(g, 2, 0, "O G G O")  # orange 4,0 4,1, green 5,0 5,1: 2 fields each
    lay(g, 3, 0, "V V V V")
    assert g.hb == {tp(g, 1, 0): 1, tp(g, 3, 0): 1}
    out = lay(g, 2, 1, "O G G O")  # orange and green columns of 4: 2,0 and 2,1 qualify
    assert sum(r[2] for r in out if r[0] == "hummingbird") == 3
    assert g.hummingbird_target(tp(g, 2, 0)) == (1, 1, 0) and g.hb[tp(g, 2, 1)] == 1
    lay(g, 2, -1, "V V V V")
    assert g.hummingbird_target(tp(g, 2, 0)) == (1, 1, 1) and g.hb[tp(g, 2, 0)] == 3
    assert g.pawns[gd.HUMMINGBIRDS] == 1 + 1 + 3 + 1 + 1


def test_5_3_a_puddle_tile_qualifies_with_its_three_terrain_fields_pollinated():
    """§5.3: the puddle of a puddle tile is ignored: 3 pollinated terrain fields are enough (real tile
    G31, puddle orange pink pink, turned so its pink pair meets the start's pink)."""
    g = start_garden()
    lay(g, 1, 0, "P ~ O P", require_real=True)  # pink 2,0 2,1 + start 1,0: 3; orange 3,1 alone
    assert tp(g, 1, 0) not in g.hb
    lay(g, 1, 1, "O O G G")  # orange 2,2 3,2 + 3,1: 3 -> every terrain field pollinated
    assert g.hb.get(tp(g, 1, 0)) == 1


# -- §5.8 cards: hand-built cases -----------------------------------------------------------------------------
def thoughtful_ring(choices=()):
    """Eight pink fields 1,3 2,3 3,3 4,3 / 1,4 2,4 3,4 4,4 completed by a tile whose pink pair is 2,3 3,3:
    candidate squares NW 1,3, 2,3 and 3,3 (the middle one overlaps both others)."""
    g = start_garden()
    for s in ((0, 1, "G G P G"), (0, 2, "G P G G"), (1, 2, "P P G G"), (2, 2, "P G G G"), (2, 1, "G G G P")):
        assert not awards(lay(g, *s, cards=["thoughtful"]), "thoughtful")
    out = lay(g, 1, 1, "G G P P", cards=["thoughtful"], choices=choices)
    return g, [g.field_label(a) for a, _ in awards(out, "thoughtful")]


def test_5_8_thoughtful_7_A4_one_tile_two_disjoint_squares_of_one_sector_and_the_players_choice():
    """§5.8 Thoughtful / §7 A4 [D]: several squares of the same sector each pay when they share no
    field; overlapping candidates are the player's choice, tests and bots take a maximum disjoint
    set (1,3 and 3,3: two pawns). A player who takes the middle square 2,3 gets one pawn: nothing
    disjoint from the used fields is left."""
    g, got = thoughtful_ring()
    assert got == ["1,3", "3,3"] and g.pawns[gd.LEAF] == 2
    g, got = thoughtful_ring(choices=["2,3"])
    assert got == ["2,3"] and g.pawns[gd.LEAF] == 1


def test_5_8_flirty_needs_four_kinds_two_puddles_never_and_7_A5_a_turned_starting_tile_alone_never():
    """§5.8 Flirty: four different kinds (so at most one puddle); §7 A5: a starting tile alone never
    pays, whatever its rotation."""
    g = start_garden()
    out = lay(g, -1, 0, "G ~ O ~", cards=["flirty"])  # block -1,0: G ~ / ~ V: two puddles, 3 kinds
    assert not awards(out, "flirty")
    for r in range(4):
        h = start_garden("S3", r)
        assert gd.square_candidates(h, "flirty", [f(h, 0, 0)]) == []


def test_5_8_runner_a_vertical_line_of_four_and_a_square_of_four_is_no_line():
    """§5.8 Runner: 4 consecutive fields in one column count like a row; a 2×2 block of 4 does not."""
    g = start_garden()
    assert not awards(lay(g, 1, 0, "P O G P", cards=["runner"]), "runner")  # pink 1,0 2,0 2,1
    out = lay(g, 1, 1, "P G O P", cards=["runner"])  # pink 2,2 2,3: column x=2
    assert [fs for _, fs in awards(out, "runner")] == [
        tuple(sorted(f(g, x, y) for x, y in ((1, 0), (2, 0), (2, 1), (2, 2), (2, 3))))
    ]
    assert not awards(lay(g, -1, 0, "Y Y Y Y", cards=["runner"]), "runner")  # yellow 2×2 only


def test_5_8_host_two_sectors_with_one_mushroom_each_joined_pay_once():
    """§5.8 Host: a sector formed by joining two sectors of one mushroom each holds 2 mushrooms and
    no used field: it pays."""
    g = start_garden()  # yellow* 1,1
    lay(g, 1, 0, "G G Y* G", cards=["host"])  # yellow* 3,1 alone
    lay(g, 1, 1, "Y Y G G", cards=["host"])  # yellow 2,2 3,2 join 3,1 (one mushroom)
    assert g.pawns[gd.MUSHROOM_P] == 0
    out = lay(g, 0, 1, "G Y G G", cards=["host"])  # yellow 1,2 joins 1,1* and 2,2: 2 mushrooms
    assert len(awards(out, "host")) == 1 and g.pawns[gd.MUSHROOM_P] == 1


def test_5_8_explorer_one_pawn_for_the_middle_of_a_row_triple_and_a_column_triple():
    """§5.8 Explorer: "a mushroom never receives more than one, even if it is the middle of a row
    triple and of a column triple": 3,1 between 1,1 and 5,1 and between 3,-1 and 3,3."""
    g = start_garden()
    for s in (
        (0, -1, "G O O G"),
        (1, -1, "G O O* G"),
        (0, 1, "G O O G"),
        (1, 1, "G O O* G"),
        (2, -1, "G O O G"),
        (2, 0, "G O O* G"),
    ):
        assert not awards(lay(g, *s, cards=["explorer"]), "explorer")
    out = lay(g, 1, 0, "G O O* G", cards=["explorer"])
    assert [a for a, _ in awards(out, "explorer")] == [f(g, 3, 1)] and g.pawns[gd.MUSHROOM_P] == 1


def test_5_8_friendly_7_A9_a_new_puddle_with_two_free_partners_pays_two_or_one():
    """§5.8 Friendly / §7 A9 [D]: the new puddle 1,-1 is diagonal to 0,0 and to 2,0 (not diagonal to
    each other). Putting the pawns on the partners keeps 1,-1 free: two pawns; putting the pawn on
    1,-1 ends it: one pawn."""
    for choices, expected in ((["0,0", "2,0"], ["0,0", "2,0"]), (["1,-1"], ["1,-1"])):
        g = start_garden()
        assert not awards(lay(g, 1, 0, "~ G G G", cards=["friendly"]), "friendly")
        out = lay(g, 0, -1, "G G ~ G", cards=["friendly"], choices=choices)
        assert [g.field_label(a) for a, _ in awards(out, "friendly")] == expected


def test_5_8_skipper_diagonal_puddles_and_a_puddle_between_puddles_do_not_count():
    """§5.8 Skipper: only puddle, terrain, puddle in one row or column: puddles 0,0 and 2,2 diagonal
    around 1,1 do not count; a puddle between two puddles is no terrain field."""
    g = start_garden()
    lay(g, 1, 0, "G G G G", cards=["skipper"])
    assert not awards(lay(g, 1, 1, "~ G G G", cards=["skipper"]), "skipper")  # 2,2 diagonal to 0,0
    assert not awards(lay(g, -1, 0, "~ ~ G G", cards=["skipper"]), "skipper")  # -2,0 ~ -1,0 ~ 0,0 ~
    assert g.pawns[gd.PUDDLE_P] == 0


def test_5_8_diver_two_paid_groups_merged_pay_nothing_more():
    """§5.8 Diver / §7 A6: two groups that each had a Diver keep both after merging; the merged group
    pays nothing."""
    g = start_garden()
    assert len(awards(lay(g, -1, 0, "G ~ G G", cards=["diver"]), "diver")) == 1  # -1,0 + 0,0
    assert len(awards(lay(g, -1, -1, "~ ~ G G", cards=["diver"]), "diver")) == 1  # -2,-2 -1,-2
    out = lay(g, 0, -1, "~ G G ~", cards=["diver"])  # 0,-2 0,-1 join both
    assert not awards(out, "diver") and g.pawns[gd.PUDDLE_P] == 2
    assert len(g.sector_at(f(g, 0, 0))[1]) == 6


# -- §6.2 / §6.3 through `gardenapp score FILE --json` ------------------------------------------------------
def score_json(tmp_path, d, capsys):
    path = tmp_path / "board.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    assert main(["score", str(path), "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    for p in out["players"]:
        assert list(p["breakdown"]) == ["bees", "hummingbirds", "leaf", "puddle", "mushroom", "majority_bonus"]
        assert sum(p["breakdown"].values()) == p["total"]
    return out


def test_6_2_6_3_four_players_majority_ties_nobody_at_zero_and_the_hummingbird_tie_break(tmp_path, capsys):
    """§6.2: +2 per type to every player tied on the most pawns of it; §7 A12: nobody gets the puddle
    bonus when everybody has 0; §6.3: Ana and Bo tie on 20, Bo has more hummingbirds and wins."""
    d = file_dict(
        [
            {"name": "Ana", "pawns": pawns(10, 3, 2, 0, 1)},
            {"name": "Bo", "pawns": pawns(9, 4, 2, 0, 1)},
            {"name": "Cy", "pawns": pawns(12, 1, 1, 0, 0)},
            {"name": "Di", "pawns": pawns(11, 3, 0, 0, 1)},
        ]
    )
    out = score_json(tmp_path, d, capsys)
    assert [(p["name"], p["total"], p["breakdown"]["majority_bonus"]) for p in out["players"]] == [
        ("Ana", 20, 4),
        ("Bo", 20, 4),
        ("Cy", 14, 0),
        ("Di", 17, 2),
    ]
    assert out["winners"] == ["Bo"] and out["warnings"] == []


def test_6_3_bees_break_a_hummingbird_tie_then_the_victory_is_shared(tmp_path, capsys):
    """§6.3: tie on pawns and hummingbirds: most bees wins; still tied: the tied players share it."""
    d = file_dict([{"name": "Ana", "pawns": pawns(10, 2, 1, 1, 0)}, {"name": "Bo", "pawns": pawns(7, 2, 1, 1, 1)}])
    out = score_json(tmp_path, d, capsys)  # 14 + 4 (leaf, puddle ties) to 12 + 6 (ties + mushroom)
    assert [p["total"] for p in out["players"]] == [18, 18] and out["winners"] == ["Ana"]
    d = file_dict([{"name": "Ana", "pawns": pawns(8, 2, 1, 0, 0)}, {"name": "Bo", "pawns": pawns(8, 2, 0, 0, 1)}])
    out = score_json(tmp_path, d, capsys)
    assert [p["total"] for p in out["players"]] == [13, 13] and out["winners"] == ["Ana", "Bo"]


def test_6_2_solo_file_has_no_majority_bonus(tmp_path, capsys):
    """§2 solo (unofficial): no majority bonus; the score is the pawn total."""
    out = score_json(tmp_path, file_dict([{"name": "Solo", "pawns": pawns(5, 2, 1, 1, 1)}]), capsys)
    assert out["players"][0]["total"] == 10 and out["players"][0]["breakdown"]["majority_bonus"] == 0


# -- §8 board files -------------------------------------------------------------------------------------------
def finished(seed, players=2, **options):
    rng = random.Random(seed)
    s = GAME.new_game({"players": players, **options}, seed)
    while not s.is_over:
        s = s.apply(playout_action(s, rng), trusted=True)
    return s


def board_dict(s, level=3):
    d = GAME.board_to_dict(GAME.board_from_state(s, [f"P{i + 1}" for i in range(s.num_players)]))
    if level == 2:
        for p in d["players"]:
            del p["order"], p["choices"]
    return d


def pair(text):
    x, y = (int(v) for v in text.split(","))
    return x, y


def test_8_level_2_the_spec_example_yellow_pair_pink_mushroom_purple_is_no_tile():
    """§8 level 2: "a layout that matches no tile ("yellow pair + pink mushroom + purple" does not
    exist)" is reported at its position, in every orientation."""
    for rot in range(4):
        fields = orient(("pink*", "purple", "yellow", "yellow"), "F", rot)
        d = file_dict(
            [
                {
                    "name": "Ana",
                    "pawns": pawns(),
                    "tiles": [{"tile": "S1", "at": "0,0"}, {"at": "1,0", "fields": list(fields)}],
                }
            ]
        )
        with pytest.raises(BoardFileError) as err:
            GAME.board_from_dict(d)
        assert [str(p) for p in err.value.problems] == [
            f"players[0].tiles[1].fields: {' '.join(fields)} matches no tile in any orientation"
        ]


def test_8_level_2_a_turned_and_moved_garden_is_normalised_and_scores_the_same():
    """§8 (the starting tile at any position, coordinates normalised) and §1.2 (orientation does not
    affect the rules): finished gardens turned a quarter clockwise about the origin and moved give the
    same hummingbirds, the same Loner/Shy/Skipper pawns and no warning at level 2."""
    for seed, cards in enumerate(
        (
            ("restless", "shy", "loner"),
            ("flirty", "skipper", "explorer"),
            ("runner", "diver", "collector"),
            ("thoughtful", "friendly", "host"),
        )
    ):
        s = finished(seed, dwellers="chosen", leaf_card=cards[0], puddle_card=cards[1], mushroom_card=cards[2])
        d = board_dict(s, level=2)
        for p in d["players"]:
            for t in p["tiles"]:
                tx, ty = pair(t["at"])
                t["at"] = f"{-ty + 7},{tx - 4}"  # (tx, ty) -> (-ty, tx), then moved by (7, -4)
                t["rotation"] = (t["rotation"] + 1) % 4
        b = GAME.board_from_dict(d)
        sheet = GAME.score_board(b)
        assert sheet.warnings == () and sheet.totals() == s.score().totals()
        for pb, g in zip(b.players, s.gardens):
            assert pb.garden.pawns[gd.HUMMINGBIRDS] == g.pawns[gd.HUMMINGBIRDS]
            for c in s.cards:
                if c in data.STATIC_CARDS:
                    assert len(gd.static_pawns(pb.garden, c)) == len(gd.static_pawns(g, c))


def test_8_level_3_a_moved_garden_replays_with_its_moved_order_and_choices():
    """§8 level 3: the same game with every coordinate moved (tiles by (-3, 5), choice fields by
    (-6, 10)) replays to the same pawns, choices included."""
    checked = 0
    for seed in range(12):
        s = finished(seed, dwellers="random")
        d = board_dict(s)
        for p in d["players"]:
            for t in p["tiles"]:
                tx, ty = pair(t["at"])
                t["at"] = f"{tx - 3},{ty + 5}"
            p["order"] = [f"{pair(a)[0] - 3},{pair(a)[1] + 5}" for a in p["order"]]
            checked += len(p["choices"])
            p["choices"] = [f"{pair(a)[0] - 6},{pair(a)[1] + 10}" for a in p["choices"]]
        b = GAME.board_from_dict(d)
        assert all(pb.replayed for pb in b.players)
        assert [pb.garden.pawns for pb in b.players] == [g.pawns for g in s.gardens]
        assert GAME.score_board(b).warnings == ()
    assert checked > 0


def reference_of(g):
    """The literal model of a finished garden (final board only)."""
    r = RefGarden()
    for tp_, t, o in g.order:
        tx, ty = g.tile_xy(tp_)
        r.lay(tx, ty, orient(data.FRONT[t], data.SIDES[o // 4], o % 4))
    return r


def spec_bound(r, card):
    """§8 level 2's lower bounds, computed on the model from the spec's words."""
    sectors = [fs for k, fs in r.groups(False)]
    if card == "restless":
        return sum(1 for fs in sectors if len(fs) >= 5)
    if card == "runner":
        return sum(
            1
            for fs in sectors
            if any(all((x + i * dx, y + i * dy) in fs for i in range(4)) for x, y in fs for dx, dy in ((1, 0), (0, 1)))
        )
    if card == "host":
        return sum(1 for fs in sectors if len(fs & r.mush) >= 2)
    if card == "diver":
        return sum(1 for k, fs in r.groups(True) if len(fs) >= 2)
    return int(bool(r.squares(card)))  # thoughtful / flirty: >= 1 if a square exists


def test_8_level_2_lower_bounds_warn_below_and_stay_quiet_at_the_bound():
    """§8 level 2: bees >= sum over colours of k(k+1)/2 (k pollinated sectors of the colour);
    Restless >= sectors of 5+; Runner >= sectors holding 4 in a row; Host >= sectors with 2+
    mushrooms; Diver >= puddle groups of 2+; Thoughtful/Flirty >= 1 if a square exists. Typed one
    below the bound: a warning naming the card; typed at the bound: none for that count."""
    kinds = {
        "restless": "leaf",
        "runner": "leaf",
        "thoughtful": "leaf",
        "flirty": "leaf",
        "host": "mushroom",
        "diver": "puddle",
    }
    for card, kind in kinds.items():
        other = {"leaf": "thoughtful", "puddle": "diver", "mushroom": "host"}
        other[kind] = card
        for seed in range(60):
            s = finished(
                seed,
                dwellers="chosen",
                leaf_card=other["leaf"],
                puddle_card=other["puddle"],
                mushroom_card=other["mushroom"],
            )
            r = reference_of(s.gardens[0])
            bound = spec_bound(r, card)
            if bound >= 1:
                break
        else:
            raise AssertionError(f"no garden with a {card} bound")
        d = board_dict(s, level=2)
        entry = d["players"][0]["pawns"]
        colours = {}
        for k, fs in r.groups(False):
            if len(fs) >= 3:
                colours[k] = colours.get(k, 0) + 1
        bee_bound = sum(k * (k + 1) // 2 for k in colours.values())
        entry[kind] = bound
        entry["bees"] = bee_bound
        w = [str(x) for x in GAME.score_board(GAME.board_from_dict(d)).warnings]
        name = data.CARD_BY_ID[card].name
        assert not any(f"the board guarantees ({name})" in x or "pollinated sector" in x for x in w), (card, w)
        entry[kind] = bound - 1
        entry["bees"] = bee_bound - 1
        w = [str(x) for x in GAME.score_board(GAME.board_from_dict(d)).warnings]
        assert any(
            x.startswith("P1: ") and f"counted: {bound - 1}, fewer than the {bound} the board guarantees ({name})" in x
            for x in w
        ), (card, w)
        sectors = len([1 for k, fs in r.groups(False) if len(fs) >= 3])
        assert any(
            f"fewer than the {bee_bound} the board guarantees ({sectors} pollinated sector{'' if sectors == 1 else 's'})"
            in x
            for x in w
        ), w


def test_8_level_2_hummingbirds_and_static_dwellers_are_exact_and_typed_counts_stay_authoritative():
    """§8 level 2: hummingbirds and Loner / Shy / Skipper pawns are computed exactly from the board (the
    model's count from the spec's words); a typed count that differs is a warning, never a change of
    the score (level 1 is authoritative)."""
    for cards in (("restless", "shy", "loner"), ("runner", "skipper", "collector")):
        s = finished(3, dwellers="chosen", leaf_card=cards[0], puddle_card=cards[1], mushroom_card=cards[2])
        for g in s.gardens:
            r = reference_of(g)
            r.do_bees()
            assert r.do_hummingbirds() == g.pawns[gd.HUMMINGBIRDS]
            for c in cards:
                if c in data.STATIC_CARDS:
                    r.do_surrounded(c) if c in ("loner", "shy") else r.do_skipper()
                    assert r.count.get(c, 0) == len(gd.static_pawns(g, c)) == sum(1 for a in g.awards if a[0] == c)
        d = board_dict(s, level=2)
        d["players"][0]["pawns"]["hummingbirds"] += 1
        d["players"][1]["pawns"]["puddle"] += 1
        sheet = GAME.score_board(GAME.board_from_dict(d))
        w = [str(x) for x in sheet.warnings]
        assert any(x.startswith("P1: ") and " counted, but the board holds" in x and "hummingbird" in x for x in w)
        puddle_card = data.CARD_BY_ID[cards[1]].name
        assert any(x.startswith("P2: ") and f"but {puddle_card} puts" in x for x in w)
        assert sheet.players[0].breakdown["hummingbirds"] == s.gardens[0].pawns[gd.HUMMINGBIRDS] + 1
        assert sheet.players[1].breakdown["puddle"] == s.gardens[1].pawns[gd.PUDDLE_P] + 1


def test_5_4_different_kinds_of_dwellers_share_one_field():
    """§5.4: "Different kinds of dwellers may share a field": the mushroom 3,0 between the puddles 2,0
    and 4,0 takes a Skipper pawn, and a Loner pawn once its 8 neighbours exist without a mushroom."""
    cards = ["skipper", "loner"]
    g = start_garden()
    out = lay(g, 1, 0, "~ G* G G", cards=cards)
    assert [a for a, _ in awards(out, "skipper")] == [f(g, 1, 0)]  # the start's pink between 0,0 and 2,0
    out = lay(g, 2, 0, "~ G G G", cards=cards)
    assert [a for a, _ in awards(out, "skipper")] == [f(g, 3, 0)]
    lay(g, 1, -1, "G G G G", cards=cards)
    out = lay(g, 2, -1, "G G G G", cards=cards)
    assert [a for a, _ in awards(out, "loner")] == [f(g, 3, 0)]
    assert (g.pawns[gd.PUDDLE_P], g.pawns[gd.MUSHROOM_P]) == (2, 1)
