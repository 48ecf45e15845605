"""Components and setup: §1 (tiles, orientations, cards) and §2 (setup)."""

from collections import Counter

import pytest

from gardenapp.games.under_the_leaves import GAME, data
from gardenapp.games.under_the_leaves.state import LeavesState


def test_1_4_fifty_garden_tiles_in_spec_field_order():
    """under the leaves §1.4: 50 tiles, front NW NE SE SW as listed (spot checks of the table)."""
    assert data.GARDEN_IDS == tuple(f"G{i:02d}" for i in range(1, 51))
    assert data.FRONT[data.TILE_INDEX["G01"]] == (
        (data.GREEN, True),
        (data.ORANGE, False),
        (data.PINK, False),
        (data.PINK, False),
    )
    assert data.FRONT[data.TILE_INDEX["G30"]] == (
        (data.PINK, True),
        (data.PURPLE, False),
        (data.GREEN, False),
        (data.GREEN, False),
    )
    assert data.FRONT[data.TILE_INDEX["G50"]] == (
        (data.PUDDLE, False),
        (data.PURPLE, False),
        (data.GREEN, False),
        (data.GREEN, False),
    )
    assert data.tile_key(data.TILE_INDEX["G01"]) == "pink pair + green* + orange"


def test_1_3_structure_of_the_garden_tiles():
    """§1.3: one pair (SE+SW) per tile, 30 mushroom tiles with every {A, B} once per pair colour,
    20 puddle tiles with every C once, 36 fields per colour, 20 puddles, 30 mushrooms (6 per colour)."""
    kinds, mush = Counter(), Counter()
    mushroom_keys, puddle_keys = set(), set()
    for t in range(data.NUM_GARDEN):
        nw, ne, se, sw = data.FRONT[t]
        assert se[0] == sw[0] != data.PUDDLE and not se[1] and not sw[1]
        for k, m in data.FRONT[t]:
            kinds[k] += 1
            if m:
                mush[k] += 1
        if nw[0] == data.PUDDLE:
            assert not ne[1] and ne[0] not in (se[0], data.PUDDLE)
            puddle_keys.add((se[0], ne[0]))
        else:
            assert nw[1] and not ne[1] and len({nw[0], ne[0], se[0]}) == 3
            mushroom_keys.add((se[0], frozenset((nw[0], ne[0]))))
    assert len(mushroom_keys) == 30 and len(puddle_keys) == 20
    assert all(kinds[c] == 36 for c in range(5)) and kinds[data.PUDDLE] == 20
    assert all(mush[c] == 6 for c in range(5)) and sum(mush.values()) == 30


def test_1_5_starting_tiles():
    """§1.5: puddle NW, three colours without green, mushroom diagonal to the puddle."""
    assert data.START_IDS == ("S1", "S2", "S3", "S4")
    assert data.FRONT[data.TILE_INDEX["S1"]] == (
        (data.PUDDLE, False),
        (data.PINK, False),
        (data.YELLOW, True),
        (data.PURPLE, False),
    )
    for s in data.START_IDS:
        nw, ne, se, sw = data.FRONT[data.TILE_INDEX[s]]
        assert nw == (data.PUDDLE, False) and se[1] and data.GREEN not in (ne[0], se[0], sw[0])
        assert len({ne[0], se[0], sw[0]}) == 3


def test_1_2_side_b_is_the_mirror_and_rotation_is_clockwise():
    """§1.2: B = [NE, NW, SW, SE] of the front; one clockwise turn: new NW = old SW, NE = old NW..."""
    assert data.flip(("nw", "ne", "se", "sw")) == ("ne", "nw", "sw", "se")
    assert data.rotate(("nw", "ne", "se", "sw")) == ("sw", "nw", "ne", "se")
    assert data.rotate(("nw", "ne", "se", "sw"), 4) == ("nw", "ne", "se", "sw")
    g01 = data.TILE_INDEX["G01"]
    assert data.LAYOUTS[g01][4] == data.flip(data.FRONT[g01])  # side B, rotation 0
    assert data.LAYOUTS[g01][1] == data.rotate(data.FRONT[g01])  # side F, 1 turn
    assert data.LAYOUTS[g01][5] == data.rotate(data.flip(data.FRONT[g01]))  # side chosen first


def test_1_2_all_400_layouts_differ_and_identify_their_tile():
    """§1.2: the 400 (tile, side, rotation) layouts are all different (the score helper relies on it)."""
    layouts = {data.LAYOUTS[t][o] for t in range(data.NUM_GARDEN) for o in range(8)}
    assert len(layouts) == 400
    for t in range(data.NUM_GARDEN):
        for o in range(8):
            assert data.LAYOUT_INDEX[data.LAYOUTS[t][o]] == (t, o)
    starts = {data.LAYOUTS[t][o] for t in data.START_INDICES for o in range(4)}
    assert len(starts) == 16 and not starts & layouts


def test_1_6_twelve_cards_three_types_first_game_set():
    """§1.6: 4 leaf, 4 mushroom, 4 puddle cards; first game: Thoughtful, Host, Diver."""
    assert len(data.CARDS) == 12
    assert {t: len(ids) for t, ids in data.CARDS_OF_TYPE.items()} == {"leaf": 4, "puddle": 4, "mushroom": 4}
    assert {c.id for c in data.CARDS if c.first_game} == {"thoughtful", "host", "diver"}
    assert data.CARDS_OF_TYPE["leaf"] == ("thoughtful", "restless", "flirty", "runner")
    assert data.CARDS_OF_TYPE["mushroom"] == ("host", "explorer", "collector", "loner")
    assert data.CARDS_OF_TYPE["puddle"] == ("diver", "skipper", "friendly", "shy")


@pytest.mark.parametrize("players,removed,bag", [(1, 36, 11), (2, 24, 23), (3, 12, 35), (4, 0, 47)])
def test_2_setup_removals_market_and_starting_tiles(players, removed, bag):
    """§2: removals 24/12/0 (solo app variant 36), a market of 3, one starting tile each, all four with 4."""
    s = GAME.new_game({"players": players}, seed=7)
    assert len(s.removed) == removed and len(s.bag) == bag and len(s.market) == 3
    assert len(set(s.bag) | set(s.removed) | set(s.market)) == 50
    starts = [g.start for g in s.gardens]
    assert len(set(starts)) == players and all(data.is_start(t) for t in starts)
    assert all(len(g.tiles) == 1 for g in s.gardens)
    assert s.cards == ("thoughtful", "diver", "host")


def test_2_dweller_cards_first_game_random_or_chosen():
    """§2 step 4: the first-game set by default, else one card of each type at random (seeded), or chosen."""
    seen = set()
    for seed in range(40):
        s = GAME.new_game({"dwellers": "random"}, seed)
        assert [data.CARD_BY_ID[c].type for c in s.cards] == ["leaf", "puddle", "mushroom"]
        assert GAME.new_game({"dwellers": "random"}, seed).cards == s.cards
        seen.update(s.cards)
    assert seen == set(data.CARD_IDS)
    s = GAME.new_game({"dwellers": "chosen", "leaf_card": "runner", "puddle_card": "shy", "mushroom_card": "loner"}, 1)
    assert s.cards == ("runner", "shy", "loner")


def test_2_solo_is_the_unofficial_variant_and_players_one_to_four():
    """§2 solo: marked unofficial in the descriptor; 1-4 players."""
    d = GAME.descriptor
    assert d.solo_unofficial and d.min_players == 1 and d.max_players == 4
    assert d.rules == ("bees", "hummingbirds", "leaf", "puddle", "mushroom", "majority_bonus")


def test_2_setup_is_seeded():
    a, b = GAME.new_game({"players": 3}, 5), GAME.new_game({"players": 3}, 5)
    assert a == b and a.to_dict() != GAME.new_game({"players": 3}, 6).to_dict()
    assert isinstance(a, LeavesState)
