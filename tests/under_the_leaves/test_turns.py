"""Turns (§4), the choices of §5.5 as actions, the end (§6.1), scoring (§6.2-§6.3), hidden
information and the remaining edge cases of §7."""

import itertools
import random

import pytest

from gardenapp.core.errors import IllegalActionError
from gardenapp.games.under_the_leaves import GAME, data, scoring
from gardenapp.games.under_the_leaves import garden as gd
from gardenapp.games.under_the_leaves.actions import ChooseField, ChooseSquare, PlaceTile, TakeTile, parse_action
from gardenapp.games.under_the_leaves.ai import playout_action
from gardenapp.games.under_the_leaves.state import HIDDEN

from .helpers import with_tiles


def fresh(players=2, cards=data.FIRST_GAME, starts=None, seed=3, **kw):
    return GAME.new_game_with(players, seed, cards, starts or ("S1", "S2", "S3", "S4")[:players], **kw)


def with_market(s, *tiles):
    """The position ``s`` with these tiles in the market (taken out of the bag / removed pile, the
    market's others put at the bag's end), read back through GAME.position_from_dict (docs/formats.md §6.6)."""
    d = GAME.position_to_dict(s)
    fields = d["position"]
    rest = [t for t in fields["market"] if t not in tiles]
    fields["bag"] = [t for t in fields["bag"] + rest if t not in tiles]
    fields["removed"] = [t for t in fields["removed"] if t not in tiles]
    fields["market"] = list(tiles)
    return GAME.position_from_dict(d)


def random_final(players=2, seed=0, dwellers="random"):
    rng = random.Random(seed)
    s = GAME.new_game({"players": players, "dwellers": dwellers}, seed)
    while not s.is_over:
        s = s.apply(playout_action(s, rng), trusted=True)
    return s


# -- §4.1 placement ---------------------------------------------------------------------------------------
def test_4_1_pinned_legal_placement_counts():
    """§4.1 (perft-style): 3 market choices; then every empty position sharing a full side × 8
    orientations, plus switching to the 2 other market tiles."""
    s = fresh()
    assert len(s.legal_actions()) == 3 and all(type(a) is TakeTile for a in s.legal_actions())
    tile = data.TILE_IDS[s.market[0]]
    s = s.apply(TakeTile(tile))
    acts = s.legal_actions()
    assert len([a for a in acts if type(a) is PlaceTile]) == 4 * 8 and len(acts) == 34
    assert {a.at for a in acts if type(a) is PlaceTile} == {"1,0", "-1,0", "0,1", "0,-1"}  # not 1,1 (a corner)
    s = s.apply(PlaceTile(tile, "1,0", "F", 0))  # player 2 moves next; back to player 1 later
    s = s.apply(s.legal_actions()[0])
    s = s.apply(next(a for a in s.legal_actions() if type(a) is PlaceTile))
    s = s.apply(s.legal_actions()[0])
    places = [a for a in s.legal_actions() if type(a) is PlaceTile]
    assert len(places) == 6 * 8  # two tiles in a row: 6 neighbours
    ls = fresh(players=1)
    ls = ls.apply(TakeTile(data.TILE_IDS[ls.market[0]]))
    first = data.TILE_IDS[ls.selected]
    ls = ls.apply(PlaceTile(first, "1,0", "B", 1))
    ls = ls.apply(TakeTile(data.TILE_IDS[ls.market[0]]))
    second = data.TILE_IDS[ls.selected]
    ls = ls.apply(PlaceTile(second, "1,1", "F", 3))
    while ls.phase() != "take":
        ls = ls.apply(ls.legal_actions()[0])
    ls = ls.apply(TakeTile(data.TILE_IDS[ls.market[0]]))
    assert len([a for a in ls.legal_actions() if type(a) is PlaceTile]) == 7 * 8  # an L of three tiles


def test_7_A16_without_flipping_four_orientations():
    """§7 A16: allow_flip = False leaves the 4 rotations of side F."""
    s = GAME.new_game({"allow_flip": False}, 1)
    s = s.apply(s.legal_actions()[0])
    places = [a for a in s.legal_actions() if type(a) is PlaceTile]
    assert len(places) == 16 and {a.side for a in places} == {"F"}


def test_4_1_illegal_placements_are_refused():
    s = fresh()
    tile = data.TILE_IDS[s.market[0]]
    s = s.apply(TakeTile(tile))
    for bad in (
        PlaceTile(tile, "1,1", "F", 0),
        PlaceTile(tile, "0,0", "F", 0),
        PlaceTile(data.TILE_IDS[s.market[1]], "1,0", "F", 0),
    ):
        with pytest.raises(IllegalActionError):
            s.apply(bad)


# -- §4.2 / §4.3 ------------------------------------------------------------------------------------------
def test_4_2_arrivals_in_order_and_4_3_refill_is_a_draw():
    """§4.2: events bees, hummingbirds, leaf, puddle, mushroom; §4.3: the market is refilled (a draw)."""
    s = with_market(fresh(players=1, cards=("thoughtful", "skipper", "host")), "G31", "G02", "G03")
    s = with_tiles(s, 0, (1, 0, "P G* O P"))  # G01
    s = s.apply(TakeTile("G31"))
    assert s.draws == 1
    # G31 turned twice at 0,-1: 0,-2 P, 1,-2 P, 1,-1 ~ ... 0,-1 O; test just the order of kinds
    s2, events = s.apply_with_events(PlaceTile("G31", "2,0", "F", 0))
    kinds = [e.kind for e in events]
    assert kinds[0] == "place" and kinds[-1] == "refill" and s2.draws == 2 and len(s2.market) == 3
    order = ["place", "bees", "hummingbirds", "leaf", "puddle", "mushroom", "refill"]
    assert [k for k in kinds if k in order] == sorted((k for k in kinds if k in order), key=order.index)
    for e in events:
        if e.kind in ("bees", "hummingbirds", "leaf", "puddle", "mushroom"):
            assert e.places and all("," in p for p in e.places)


def test_4_1_taking_a_tile_from_the_market_is_an_event():
    """§4.1 step 1: taking (or switching to) a market tile is logged by the engine, a message of
    its own that names the tile; it touches no place in the garden and draws nothing."""
    s = with_market(fresh(players=2), "G31", "G01", "G02")
    s2, events = s.apply_with_events(TakeTile("G01"))
    assert [(e.kind, e.player, e.places) for e in events] == [("take", 0, ())]
    assert events[0].message.render() == "takes tile G01 from the market"
    assert s2.draws == s.draws and s2.phase() == "place"
    s3, events = s2.apply_with_events(TakeTile("G02"))  # another market tile instead
    assert [e.message.params["tile"] for e in events] == ["G02"] and s3.selected == data.TILE_INDEX["G02"]
    assert s.apply(TakeTile("G01")).to_dict() == s2.to_dict()  # the same position without events


def test_5_5_thoughtful_overlapping_squares_are_a_choice_step_of_actions():
    """§5.5 / §7 A4 with real tiles: G04 turned twice completes two overlapping pink squares; the
    legal actions are the two squares; the choice pays one, then the market is refilled."""
    s = with_market(fresh(cards=("thoughtful", "diver", "host")), "G04", "G20", "G21")
    s = with_tiles(
        s,
        0,
        (1, 0, "G* O P P"),  # pink 3,1 2,1
        (2, 0, "O Y Y P*"),  # G08 turned 3 times: pink* 4,1
        (2, 1, "P* G Y Y"),  # G12: pink* 4,2
    )
    leaf_before = s.gardens[0].pawns[gd.LEAF]
    s = s.apply(TakeTile("G04"))
    s = s.apply(PlaceTile("G04", "1,1", "F", 2))  # pink pair 2,2 3,2
    assert s.phase() == "choose_square" and s.pending == "thoughtful" and s.current_player == 0
    assert s.legal_actions() == [ChooseSquare("2,1"), ChooseSquare("3,1")]
    draws = s.draws
    s2, events = s.apply_with_events(ChooseSquare("3,1"))
    assert s2.gardens[0].pawns[gd.LEAF] == leaf_before + 1 and s2.phase() == "take" and s2.current_player == 1
    assert s2.draws == draws + 1
    assert [e.kind for e in events][:1] == ["leaf"] and "3,1" in events[0].places


def test_5_5_collector_choice_is_a_field_action():
    """§5.5 Collector: the candidates are the mushrooms of the free diagonal pairs."""
    s = with_market(fresh(players=1, cards=("restless", "shy", "collector")), "G01", "G20", "G21")
    s = with_tiles(s, 0, (1, 0, "~ O P P"))
    s = s.apply(TakeTile("G01"))
    s = s.apply(PlaceTile("G01", "1,1", "F", 0))  # green* 2,2 diagonal to 1,1*
    assert s.phase() == "choose_field" and s.legal_actions() == [ChooseField("1,1"), ChooseField("2,2")]
    s = s.apply(ChooseField("2,2"))
    assert s.gardens[0].pawns[gd.MUSHROOM_P] == 1 and s.gardens[0].choices == (s.gardens[0].field_id(2, 2),)


def test_7_A15_no_pass_placement_and_arrivals_mandatory():
    """§7 A15: a turn cannot be passed; arrivals are never declined (the only actions are choices)."""
    for seed in range(3):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2, "dwellers": "random"}, seed)
        while not s.is_over:
            acts = s.legal_actions()
            assert acts
            if s.pending is not None:
                assert all(type(a) in (ChooseField, ChooseSquare) for a in acts)
            s = s.apply(rng.choice(acts), trusted=True)


# -- §6.1 end ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_6_1_twelve_turns_thirteen_tiles_two_left_in_the_market(players):
    """§6.1: the game ends when the market cannot be refilled: 12 turns each, 13 tiles, 2 in the market."""
    rng = random.Random(players)
    s = GAME.new_game({"players": players}, players)
    saw_last = False
    while not s.is_over:
        if s.last_round:
            saw_last = True
            assert s.turns >= 11 * players
        else:
            assert s.turns < 11 * players
        s = s.apply(playout_action(s, rng), trusted=True)
    assert saw_last and s.turns == 12 * players and len(s.market) == 2 and not s.bag
    assert all(len(g.tiles) == 13 for g in s.gardens) and s.current_player == -1 and s.legal_actions() == []


# -- §6.2 / §6.3 ------------------------------------------------------------------------------------------
def entry(name, bees=0, hb=0, leaf=0, puddle=0, mushroom=0):
    return scoring.PawnEntry(name, bees, hb, leaf, puddle, mushroom)


def test_6_2_majority_bonus_ties_all_and_7_A12_none_at_zero():
    """§6.2: +2 of a type for the most pawns of it, every tied player too; §7 A12: nobody at 0."""
    sheet = scoring.score_sheet(
        "under_the_leaves", [entry("A", leaf=3, puddle=1), entry("B", leaf=3, puddle=2), entry("C", leaf=1)]
    )
    assert [p.breakdown["majority_bonus"] for p in sheet.players] == [2, 4, 0]
    assert sheet.players[1].rule("majority_bonus").where == ("leaf", "puddle")
    assert sheet.totals() == (3 + 1 + 2, 3 + 2 + 4, 1)


def test_6_2_solo_has_no_majority_bonus():
    sheet = scoring.score_sheet("under_the_leaves", [entry("Solo", bees=4, leaf=2)])
    assert sheet.players[0].breakdown["majority_bonus"] == 0 and sheet.winners == (0,)


def test_6_3_tie_break_hummingbirds_then_bees_then_shared():
    """§6.3: highest total; tie: most hummingbirds; then most bees; then a shared victory."""
    s = scoring.score_sheet
    assert s("x", [entry("A", bees=5, hb=1), entry("B", bees=4, hb=2)]).winners == (1,)
    three = s(
        "x",
        [
            entry("A", bees=6, hb=2, leaf=3, mushroom=1),
            entry("B", bees=5, hb=2, leaf=3, mushroom=1, puddle=1),
            entry("C", puddle=5),
        ],
    )
    assert three.totals()[:2] == (16, 16) and three.winners == (0,)
    assert s("x", [entry("A", bees=5, hb=2, leaf=1), entry("B", bees=5, hb=2, puddle=1)]).winners == (0, 1)


# -- §7 --------------------------------------------------------------------------------------------------
def test_7_A13_pawns_never_leave():
    rng = random.Random(4)
    s = GAME.new_game({"players": 2, "dwellers": "random"}, 4)
    last = [(0,) * 5, (0,) * 5]
    while not s.is_over:
        s = s.apply(playout_action(s, rng), trusted=True)
        for i, g in enumerate(s.gardens):
            assert all(a >= b for a, b in zip(g.pawns, last[i]))
            last[i] = g.pawns


def test_7_A18_order_of_the_card_checks_changes_nothing():
    """§7 A18 / §4.2: replaying gardens with the dweller checks in every order gives the same pawns."""
    for seed in range(4):
        final = random_final(seed=seed)
        for g in final.gardens:
            results = set()
            for cards in itertools.permutations(final.cards):
                h = gd.Garden(g.start)
                for tp, t, o in g.order[1:]:
                    out = []
                    h.place(tp, t, o, out)
                    asked = gd.run_cards(h, cards, 0, out)
                    while asked is not None:
                        card, i, cands = asked
                        left = gd.apply_choice(h, card, gd.default_choice(h, card, cands), cands, out)
                        asked = (card, i, left) if left else gd.run_cards(h, cards, i + 1, out)
                results.add(h.pawns)
            assert len(results) == 1


def test_7_A19_views_hide_the_bag_and_removed_tiles_and_bots_sample_them():
    """§7 A19: the bag order and the removed tiles are the only hidden information."""
    s = GAME.new_game({"players": 2}, 9)
    v = s.view_for(1)
    assert v.seed is None and set(v.bag) == {HIDDEN} and set(v.removed) == {HIDDEN}
    assert v.unseen == tuple(sorted(s.bag + s.removed)) and v.market == s.market
    assert len(v.bag) == len(s.bag)
    w1, w2 = v.determinized(1, random.Random(1)), v.determinized(1, random.Random(2))
    for w in (w1, w2):
        assert len(w.bag) == len(s.bag) and sorted(w.bag + w.removed) == sorted(s.bag + s.removed)
        assert w.unseen is None and w.seed is not None
    assert w1.bag != w2.bag
    bot = GAME.make_bot("montecarlo", seed=1)
    s0 = s.view_for(0)
    assert bot.choose(s0) in s0.legal_actions()
    with pytest.raises(RuntimeError):
        t = s0.apply(s0.legal_actions()[0])
        t.apply(next(a for a in t.legal_actions() if type(a) is PlaceTile))


def test_actions_notation_and_json_round_trip():
    for a in (
        TakeTile("G12"),
        PlaceTile("G12", "1,-1", "B", 3),
        ChooseField("-3,2"),
        ChooseSquare("2,1"),
        TakeTile("S1"),
    ):
        assert parse_action(a.notation()) == a and GAME.action_from_json(a.to_json()) == a
    assert PlaceTile("G12", "1,-1", "B", 3).notation() == "G12@1,-1:B3"


def test_undo_barrier_take_is_free_placement_draws():
    s = GAME.new_game({}, 2)
    t = s.apply(s.legal_actions()[0])
    assert t.draws == s.draws
    u = t.apply(next(a for a in t.legal_actions() if type(a) is PlaceTile))
    assert u.draws > t.draws or u.pending is not None


def test_events_name_the_fields_of_every_arrival_and_the_end():
    """Events: every arrival, placement, refill and the end are logged; arrivals name their fields."""
    kinds = set()
    for seed in range(8, 12):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2, "dwellers": "random"}, seed)
        while not s.is_over:
            s, events = s.apply_with_events(rng.choice(s.legal_actions()))
            for e in events:
                kinds.add(e.kind)
                text = e.message.render()
                assert text and "{" not in text
                if e.kind in ("bees", "hummingbirds", "leaf", "puddle", "mushroom", "place"):
                    assert e.places and all(p.count(",") == 1 for p in e.places)
    assert {"take", "place", "refill", "bees", "hummingbirds", "end", "last_round"} <= kinds
