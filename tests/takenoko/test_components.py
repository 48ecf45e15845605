"""§1 (components, plot inventory, bamboo supply), §3 (the 45 cards and
their values), §4 (setup) and the PROVISIONAL data flags."""

from collections import Counter

from gardenapp.games.takenoko import PROVISIONAL
from gardenapp.games.takenoko import data as C
from gardenapp.games.takenoko.garden import POND
from tests.takenoko.helpers import new_state


def test_1_components_counts():
    """§1: 27 plots (11 green, 9 yellow, 7 pink), 90 bamboo (36/30/24), 20
    channels, 3 tokens of each improvement, 45 objectives, Emperor worth 2."""
    tiles = C.plot_tiles()
    assert len(tiles) == 27
    assert Counter(C.plot_colour(t) for t in tiles) == {C.GREEN: 11, C.YELLOW: 9, C.PINK: 7}
    assert C.BAMBOO_SUPPLY == {C.GREEN: 36, C.YELLOW: 30, C.PINK: 24}
    assert sum(C.BAMBOO_SUPPLY.values()) == 90
    assert C.CHANNELS == 20 and C.TOKENS_PER_KIND == 3 and len(C.IMPROVEMENTS) == 3
    assert len(C.CARDS) == 45 and C.EMPEROR_POINTS == 2
    assert len(C.WEATHER_IDS) == 6


def test_1_1_plot_inventory_table_and_provisional_flag():
    """§1.1: green 6/2/2/1 [P] (provisional), yellow 6/1/1/1, pink 4/1/1/1."""
    inv = C.PLOT_INVENTORY
    assert inv[C.GREEN] == {C.NONE: 6, C.WATERSHED: 2, C.ENCLOSURE: 2, C.FERTILIZER: 1}
    assert inv[C.YELLOW] == {C.NONE: 6, C.WATERSHED: 1, C.ENCLOSURE: 1, C.FERTILIZER: 1}
    assert inv[C.PINK] == {C.NONE: 4, C.WATERSHED: 1, C.ENCLOSURE: 1, C.FERTILIZER: 1}
    assert Counter(C.plot_tiles()) == Counter({C.plot_code(c, i): n for c, row in inv.items() for i, n in row.items()})
    assert "plot_inventory" in PROVISIONAL and "mixed_diamond_handedness" in PROVISIONAL


def test_1_2_a_new_game_holds_all_bamboo_in_the_supply():
    s = new_state()
    assert s.supply == (36, 30, 24) and not s.bamboo and s.stomach == ((0, 0, 0), (0, 0, 0))


def test_3_1_plot_cards_ids_and_points():
    """§3.1 table."""
    want = {
        "PLOT-G-LINE": 2,
        "PLOT-G-CURVE": 2,
        "PLOT-G-TRI": 2,
        "PLOT-G-DIAM": 3,
        "PLOT-Y-LINE": 3,
        "PLOT-Y-CURVE": 3,
        "PLOT-Y-TRI": 3,
        "PLOT-Y-DIAM": 4,
        "PLOT-P-LINE": 4,
        "PLOT-P-CURVE": 4,
        "PLOT-P-TRI": 4,
        "PLOT-P-DIAM": 5,
        "PLOT-GY-DIAM": 3,
        "PLOT-GP-DIAM": 4,
        "PLOT-PY-DIAM": 5,
    }
    got = {c.id: c.points for c in C.CARDS if c.type == C.PLOT_TYPE}
    assert got == want
    assert C.CARD_BY_ID["PLOT-PY-DIAM"].colours == (C.PINK, C.YELLOW)
    assert C.CARD_BY_ID["PLOT-Y-CURVE"].shape == C.CURVE


def test_3_2_gardener_cards_ids_points_and_requirements():
    """§3.2 table: single 4-stalks by improvement, multi 3-stalks 4 green / 3 yellow / 2 pink."""
    want = {
        "GARD-G-FERT": 3,
        "GARD-G-ENCL": 4,
        "GARD-G-WATR": 4,
        "GARD-G-NONE": 5,
        "GARD-G-3x4": 8,
        "GARD-Y-FERT": 4,
        "GARD-Y-ENCL": 5,
        "GARD-Y-WATR": 5,
        "GARD-Y-NONE": 6,
        "GARD-Y-3x3": 7,
        "GARD-P-FERT": 5,
        "GARD-P-ENCL": 6,
        "GARD-P-WATR": 6,
        "GARD-P-NONE": 7,
        "GARD-P-3x2": 6,
    }
    assert {c.id: c.points for c in C.CARDS if c.type == C.GARDENER_TYPE} == want
    g = C.CARD_BY_ID
    assert (g["GARD-G-3x4"].count, g["GARD-G-3x4"].height, g["GARD-G-3x4"].improvement) == (4, 3, None)
    assert (g["GARD-Y-3x3"].count, g["GARD-P-3x2"].count) == (3, 2)
    assert (g["GARD-P-NONE"].count, g["GARD-P-NONE"].height, g["GARD-P-NONE"].improvement) == (1, 4, C.NONE)
    assert g["GARD-Y-ENCL"].improvement == C.ENCLOSURE


def test_3_3_panda_cards_copies_and_points():
    """§3.3: GG 3 pts x5, YY 4 x4, PP 5 x3, GYP 6 x3 (6 chosen over 5); copies numbered."""
    pandas = [c for c in C.CARDS if c.type == C.PANDA_TYPE]
    assert len(pandas) == 15
    assert C.PANDA_COPIES == {"PANDA-GG": 5, "PANDA-YY": 4, "PANDA-PP": 3, "PANDA-GYP": 3}
    pts = {c.generic_id: c.points for c in pandas}
    assert pts == {"PANDA-GG": 3, "PANDA-YY": 4, "PANDA-PP": 5, "PANDA-GYP": 6}
    assert C.CARD_BY_ID["PANDA-GYP-3"].needs == (1, 1, 1) and C.CARD_BY_ID["PANDA-PP-1"].needs == (0, 0, 2)
    assert [c.id for c in pandas][:6] == [
        "PANDA-GG-1",
        "PANDA-GG-2",
        "PANDA-GG-3",
        "PANDA-GG-4",
        "PANDA-GG-5",
        "PANDA-YY-1",
    ]


def test_4_setup_deals_one_card_of_each_type_and_figures_on_the_pond():
    """§4: pond in the middle with both figures; 27 plots stacked; three
    shuffled decks; each player 1 plot + 1 gardener + 1 panda objective."""
    for players in (2, 3, 4):
        s = new_state(players, seed=players)
        assert s.panda == s.gardener == POND
        assert s.garden().panda == s.garden().gardener == (0, 0)
        assert not s.colour and s.stack_size() == 27
        for hand in s.hands:
            assert sorted(C.CARDS[c].type for c in hand) == [0, 1, 2]
        assert [s.deck_size(t) for t in range(3)] == [15 - players] * 3
        assert s.channel_supply == 20 and s.tokens == (3, 3, 3)
        assert s.threshold == {2: 9, 3: 8, 4: 7}[players]
        assert s.current_player == 0 and s.phase_id == "actions"


def test_4_deal_depends_on_the_seed():
    hands = {new_state(2, seed=k).hands for k in range(12)}
    assert len(hands) > 6


def test_4_7_first_player_chosen_by_the_users_or_at_random():
    """§4.7: the app lets the users pick the first player or picks at random;
    play then goes clockwise and the first round still has no weather (§5)."""
    import pytest

    from gardenapp.core.errors import OptionsError
    from gardenapp.games.takenoko import GAME

    s = new_state(3, seed=4, first_player=2)
    assert s.current_player == 2 and s.turn_no == 0
    seats = []
    while s.turn_no < 4:
        if s.turn_no == len(seats):
            seats.append((s.current_player, s.rolled))
        acts = [a for a in s.legal_actions() if a.kind != "claim_objective"]
        end = [a for a in acts if a.kind == "end_turn"]
        s = s.apply(end[0] if end else acts[0])
    assert [p for p, _ in seats] == [2, 0, 1, 2]
    assert [r for _, r in seats[:3]] == [-1, -1, -1] and seats[3][1] >= 0

    firsts = {new_state(3, seed=k, first_player=-1).current_player for k in range(30)}
    assert firsts == {0, 1, 2}
    assert new_state(3, seed=7, first_player=-1).current_player == new_state(3, seed=7, first_player=-1).current_player
    with pytest.raises(OptionsError) as err:
        GAME.new_game({"players": 2, "first_player": 2}, 1)
    assert "options.first_player" in str(err.value)
