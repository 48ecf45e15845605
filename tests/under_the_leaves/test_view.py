"""The play screen's view model (view.py), tested without Qt: every legal action of the mover is
behind exactly one click key, no key leads to an illegal action, and the drawing data follows the
rules (pawns where the rules put them, §5)."""

import random

from gardenapp.games.under_the_leaves import GAME, data
from gardenapp.games.under_the_leaves.actions import ChooseField, ChooseSquare, PlaceTile, TakeTile
from gardenapp.games.under_the_leaves.view import LeavesView, build_view

ZONE = {TakeTile: "market", PlaceTile: "place", ChooseField: "field", ChooseSquare: "square"}


def test_every_legal_action_has_exactly_one_key_and_no_key_is_illegal():
    phases = set()
    for seed in range(6):
        players = 1 + seed % 4
        rng = random.Random(seed)
        s = GAME.new_game({"players": players, "dwellers": "random"}, seed)
        while not s.is_over:
            me = s.current_player
            v = build_view(s, me)
            acts = s.legal_actions()
            assert isinstance(v, LeavesView) and len(v.targets) == len(acts)
            assert set(v.targets.values()) == set(acts)
            for key, a in v.targets.items():
                assert key[0] == ZONE[type(a)] and s.is_legal(a)
                if key[0] == "place":
                    assert key == ("place", me, a.at, a.side, a.rotation)
                elif key[0] == "market":
                    assert data.TILE_IDS[s.market[key[1]]] == a.tile
                else:
                    assert key[1] == me
            other = build_view(s, (me + 1) % players) if players > 1 else build_view(s, None)
            assert not other.targets
            phases.add(v.phase)
            s = s.apply(rng.choice(acts), trusted=True)
    assert {"take", "place"} <= phases


def test_view_draws_gardens_market_cards_and_counts():
    s = GAME.new_game({"players": 2}, 5)
    v = build_view(s, 0)
    assert v.cards == ("thoughtful", "diver", "host") and v.bag_count == 23 and v.phase == "take"
    assert len(v.market) == 3 and all(len(m.layouts) == 8 for m in v.market)
    m = v.market[0]
    assert m.layouts[("F", 0)] == tuple((data.KINDS[k], mu) for k, mu in data.FRONT[data.TILE_INDEX[m.tile]])
    g = v.gardens[0]
    assert len(g.tiles) == 1 and len(g.fields) == 4 and g.open_positions == ("0,-1", "-1,0", "1,0", "0,1")
    assert g.fields[0].at == "0,0" and g.fields[0].letter in "GOPYV~"
    assert g.totals == {"bees": 0, "hummingbirds": 0, "leaf": 0, "puddle": 0, "mushroom": 0}
    assert v.prompt.template == "Choose a tile from the market" and not v.last_round
    s2 = s.apply(TakeTile(m.tile))
    v2 = build_view(s2, 0)
    assert v2.selected == m.tile and v2.market[0].selected and v2.keys_in("market") == {("market", 1), ("market", 2)}
    s3, events = s2.apply_with_events(PlaceTile(m.tile, "1,0", "B", 1))
    v3 = build_view(s3, 1, events)
    assert "2,0" in v3.last_turn and v3.gardens[0].tiles[1].side == "B"


def test_view_shows_pawns_of_a_finished_game_and_the_result():
    rng = random.Random(2)
    s = GAME.new_game({"players": 2, "dwellers": "random"}, 2)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()), trusted=True)
    v = build_view(s, 0)
    assert v.is_over and not v.targets and v.prompt.template in ("Winner: {names}", "Shared victory: {names}")
    for p, g in enumerate(v.gardens):
        assert g.live_score == sum(g.totals.values()) == sum(s.gardens[p].pawns)
        assert sum(t.hummingbirds for t in g.tiles) == g.totals["hummingbirds"]
        assert sum(sec.bees for sec in g.sectors) == g.totals["bees"]
        assert len(g.pawns) == g.totals["leaf"] + g.totals["puddle"] + g.totals["mushroom"]
