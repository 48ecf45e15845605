"""Rules audit of the Under the Leaves engine against rules/under-the-leaves.md (every test names
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

import random

import pytest

from gardenapp.games.under_the_leaves import GAME, data
from gardenapp.games.under_the_leaves import garden as gd
from gardenapp.games.under_the_leaves.ai import playout_action

from .helpers import f, start_garden, tp
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
            assert len(idx) == 1 or (len(idx) == 2 and (idx[1] - idx[0]) % 4 in (1, 3))   # neighbours clockwise


def test_1_6_cards_types_first_game_and_pawn_places():
    """§1.6: each card's type and where its pawn goes; the first-game set is Thoughtful, Host, Diver."""
    expected = {"thoughtful": ("leaf", "square"), "restless": ("leaf", "sector"), "flirty": ("leaf", "square"),
                "runner": ("leaf", "sector"), "host": ("mushroom", "sector"), "explorer": ("mushroom", "field"),
                "collector": ("mushroom", "field"), "loner": ("mushroom", "field"), "diver": ("puddle", "sector"),
                "skipper": ("puddle", "field"), "friendly": ("puddle", "field"), "shy": ("puddle", "field")}
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
        chosen = {c: [g.field_xy(at) for cc, at, _ in new if cc == c]
                  for c in ("thoughtful", "flirty", "collector", "friendly")}
        tx, ty = g.tile_xy(pos)
        ref.lay(tx, ty, orient(data.FRONT[t], data.SIDES[o // 4], o % 4))
        got_bees, got_hb = ref.arrivals(ALL_CARDS, chosen, chosen, maximum=pick is default_pick)
        assert (got_bees, got_hb) == (g.pawns[gd.BEES] - b0, g.pawns[gd.HUMMINGBIRDS] - h0)
        assert sorted((k, tuple(sorted(g.field_xy(x) for x in fs)), b) for k, fs, b, _ in gd.pollinated_sectors(g)) \
            == sorted((k, tuple(sorted(fs)), b) for k, fs, b in ref.old)
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
    assert set(seen) == set(data.CARD_IDS)      # every card paid somewhere


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
        while not s.is_over:
            p = s.player
            before = len(s.gardens[p].awards)
            s = s.apply(playout_action(s, rng), trusted=True)
            while not s.is_over and s.player == p and s.phase() != "take":
                s = s.apply(playout_action(s, rng), trusted=True)
            g = s.gardens[p]
            if len(g.order) == len(refs[p].tiles):
                continue                                  # only a tile taken so far
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
        assert s.market == GAME.new_game({"players": players}, 11).market    # same tiles whoever starts
        rng = random.Random(first)
        order = []
        while not s.is_over:
            if s.phase() == "take" and (not order or order[-1] != s.player):
                order.append(s.player)
            s = s.apply(playout_action(s, rng), trusted=True)
        assert order == [(first + i) % players for i in range(12 * players)]
        assert all(len(g.tiles) == 13 for g in s.gardens) and len(s.market) == 2 and not s.bag
