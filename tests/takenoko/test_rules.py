"""§2 (grid), §5 (turn), §6 (weather, the five actions, irrigation,
growth, improvements, claiming), §7 (end of game), §8 (settings), §10 (edge
cases), hidden information and pinned legal-action counts."""

import random

import pytest

from gardenapp.core import hexgrid
from gardenapp.core.errors import IllegalActionError, InvalidActionError, OptionsError
from gardenapp.games.takenoko import GAME, garden
from gardenapp.games.takenoko.actions import ACTION_TYPES
from gardenapp.games.takenoko.data import (
    CARD_BY_ID,
    CARDS,
    CLOUDS,
    FERTILIZER,
    GREEN,
    NONE,
    PINK,
    QUESTION,
    RAIN,
    STORM,
    SUN,
    WATERSHED,
    WIND,
    plot_code,
)
from gardenapp.games.takenoko.state import P_ACTIONS, P_OVER
from tests.takenoko.helpers import RING1, build, change, hand, kinds, new_state, notations, setup, weather

A = GAME.parse_action
I = garden.idx  # noqa: E741


def ring_garden(**kw):
    """All six ring-1 plots: green E, NE; yellow NW, W; pink SW; green SE."""
    return build(
        [
            ((1, 0), "green"),
            ((1, -1), "green"),
            ((0, -1), "yellow"),
            ((-1, 0), "yellow"),
            ((-1, 1), "pink"),
            ((0, 1), "green"),
        ],
        **kw,
    )


# -- §2 geometry ------------------------------------------------------------------------
def test_2_1_axial_grid_directions_rotation_and_ring1():
    assert hexgrid.DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert sorted(hexgrid.neighbours((0, 0))) == sorted(RING1)
    for h in [(2, -1), (0, 3), (-2, 5)]:
        assert hexgrid.rotate60(h, 6) == h and hexgrid.rotate60(h) == (-h[1], h[0] + h[1])
    for cell in [(0, 0), (3, -7), (-14, 14)]:
        assert garden.cell_of(garden.idx(cell)) == cell
        assert [garden.cell_of(n) for n in garden.neighbours(garden.idx(cell))] == hexgrid.neighbours(cell)
    x, y = hexgrid.HexLayout("pointy", 1.0).to_pixel((1, 2))
    assert x == pytest.approx(3**0.5 * 2) and y == pytest.approx(3.0)


def test_2_2_edge_endpoints_and_pond_vertices():
    for a, b in [((0, 0), (1, 0)), ((2, -1), (2, 0)), ((-1, 3), (-2, 3))]:
        want = {frozenset(v) for v in hexgrid.edge_endpoints(a, b)}
        got = {frozenset(garden.cell_of(i) for i in v) for v in garden.endpoints(I(a), I(b))}
        assert got == want
    assert {frozenset(garden.cell_of(i) for i in v) for v in garden.POND_VERTICES} == set(hexgrid.cell_vertices((0, 0)))


def test_2_3_and_6_2_C_gardener_moves_straight_over_tiles_without_gaps():
    """§2.3/§6.2 C: straight line, ≥1 cell, over plots or the pond, never over an empty cell."""
    st = build(
        [
            ((1, 0), "green"),
            ((0, 1), "green"),
            ((1, 1), "green"),
            ((2, 0), "green"),
            ((2, 1), "yellow"),
            ((3, 0), "green"),
        ]
    )
    assert notations(st, "move_gardener") == ["g:0,1", "g:1,0", "g:2,0", "g:3,0"]
    st = change(st, gardener="1,1")
    # W: (0,1); NW: (1,0); NE: (2,0); E: (2,1); SE/SW: empty (no gap crossing); (1,-1) is not a tile
    assert notations(st, "move_gardener") == ["g:0,1", "g:1,0", "g:2,0", "g:2,1"]
    st = change(st, gardener="0,1")
    assert "g:0,-1" not in notations(st, "move_gardener")  # across the pond to an empty cell
    assert "g:0,0" in notations(st, "move_gardener")  # [P] stopping on the pond is allowed


# -- §4/§5 turn structure ---------------------------------------------------------------
def test_5_first_round_has_no_weather_then_every_turn_rolls():
    """§5/§10.21: no roll in any player's first turn; weather from the second round."""
    st = new_state(3, seed=4)
    seen = []
    rng = random.Random(0)
    while st.turn_no < 6:
        seen.append((st.turn_no, st.rolled))
        acts = [a for a in st.legal_actions() if a.kind not in ("claim_objective",)]
        end = [a for a in acts if a.kind == "end_turn"]
        st = st.apply(end[0] if end else rng.choice(acts))
    first = {t: r for t, r in seen}
    assert first[0] == first[1] == first[2] == -1
    assert all(first[t] >= 0 for t in (3, 4, 5))


def test_5_two_different_actions_then_end_and_pass_clockwise():
    st = ring_garden(players=3)
    assert kinds(st) == ["draw_objective", "draw_plots", "move_gardener", "move_panda", "take_channel"]
    st = st.apply(A("a:irrigation"))
    assert "take_channel" not in kinds(st) and "end_turn" not in kinds(st)
    st = st.apply(A("p:1,0"))
    assert st.n_used == 2
    assert kinds(st) == ["end_turn", "place_channel"]  # no third action without Sun
    st = st.apply(A("end"))
    assert st.current_player == 1 and st.n_used == 0


def test_5_turn_can_end_early_only_when_no_action_is_possible():
    st = new_state()
    st = hand(st, 0, *st.hand_ids(0), "PLOT-G-LINE", "PLOT-Y-LINE")
    st = change(st, channel_supply=0, stack=[], stack_bottom=[])
    assert [a.kind for a in st.legal_actions()] == ["end_turn"]  # empty garden: no move, hand full


def test_5_free_actions_are_available_during_the_weather_step():
    """§5: free actions at any moment of one's own turn (here before using Rain)."""
    st = ring_garden()
    st = change(hand(st, 0, "PANDA-GG-1"), stomach=[[2, 0, 0], [0, 0, 0]])
    st = weather(st, RAIN)
    assert "claim_objective" in kinds(st) and "weather_target" in kinds(st)


# -- §6.1 weather --------------------------------------------------------------------------
def test_6_1_sun_gives_a_third_different_action():
    st = weather(ring_garden(), SUN)
    st = st.apply(A("a:irrigation")).apply(A("p:1,0"))
    assert "end_turn" in kinds(st)  # the third action is optional
    assert kinds(st) == ["draw_objective", "draw_plots", "end_turn", "move_gardener", "place_channel"]
    st = st.apply(A("d:panda"))
    assert kinds(st) == ["end_turn", "place_channel"] and st.n_used == 3


def test_6_1_sun_objective_cannot_be_taken_twice():
    """§10.19: with Sun the three actions must all differ."""
    st = weather(ring_garden(), SUN).apply(A("d:panda"))
    assert "draw_objective" not in kinds(st)


def test_6_1_wind_allows_the_same_action_twice_but_only_two():
    """§6.1/§10.20."""
    st = weather(ring_garden(), WIND).apply(A("a:irrigation"))
    assert "take_channel" in kinds(st)
    st = st.apply(A("a:irrigation"))
    assert st.res_channels[0] == 2 and kinds(st) == ["end_turn", "place_channel"]


def test_6_1_rain_grows_an_irrigated_plot_fertilizer_two_cap_four():
    st = build([((1, 0), "green"), ((0, 1), "yellow", "fertilizer"), ((1, 1), "green")], bamboo={(1, 0): 4})
    st = weather(st, RAIN)
    assert not {"draw_plots", "move_gardener", "end_turn"} & set(kinds(st))  # resolved before the actions
    # (1,0) is full, (1,1) is not irrigated; (0,1) has 2 (first bamboo with fertilizer)
    assert notations(st, "weather_target") == ["wt:0,1"] and "skip_weather" in kinds(st)
    st = st.apply(A("wt:0,1"))
    assert st.bamboo[I((0, 1))] == 4 and st.phase == P_ACTIONS
    st2 = build([((1, 0), "green", "fertilizer")], bamboo={(1, 0): 3})
    st2 = weather(st2, RAIN).apply(A("wt:1,0"))
    assert st2.bamboo[I((1, 0))] == 4  # +2 capped at 4


def test_6_1_rain_without_target_is_lost():
    """§10.22."""
    st = weather(new_state(), RAIN)
    assert notations(st) == ["w:skip"]


def test_6_1_storm_puts_the_panda_on_any_plot_and_it_eats():
    st = build(
        [((1, 0), "green"), ((1, -1), "pink", "enclosure"), ((2, -1), "green", "watershed")],
        bamboo={(2, -1): 2, (1, -1): 1},
        panda="1,0",
    )
    st = weather(st, STORM)
    assert notations(st, "weather_target") == ["wt:1,-1", "wt:1,0", "wt:2,-1"]  # current plot allowed, not the pond
    after = st.apply(A("wt:2,-1"))
    assert after.panda == I((2, -1)) and after.bamboo[I((2, -1))] == 1 and after.stomach[0] == (1, 0, 0)
    fenced = st.apply(A("wt:1,-1"))
    assert fenced.bamboo[I((1, -1))] == 1 and fenced.stomach[0] == (0, 0, 0)  # enclosure: never eats


def test_6_1_clouds_gives_a_token_or_another_face_when_none_left():
    st = weather(ring_garden(), CLOUDS)
    assert notations(st, "take_improvement") == ["ti:enclosure", "ti:fertilizer", "ti:watershed"]
    st = st.apply(A("ti:fertilizer"))
    assert st.res_tokens[0] == (0, 1, 0) and st.tokens == (3, 2, 3)
    empty = weather(ring_garden(tokens=[0, 0, 0]), CLOUDS)
    assert notations(empty, "choose_weather") == ["w:rain", "w:storm", "w:sun", "w:wind"]


def test_6_1_question_mark_chooses_any_of_the_five_faces():
    st = weather(ring_garden(), QUESTION)
    assert notations(st, "choose_weather") == ["w:clouds", "w:rain", "w:storm", "w:sun", "w:wind"]
    assert st.apply(A("w:sun")).sun
    assert st.apply(A("w:storm")).phase_id == "storm"
    st = change(st, tokens=[0, 0, 0])
    assert "w:clouds" not in notations(st, "choose_weather")


# -- §6.2 A plot action -------------------------------------------------------------------
def test_6_2_A_draw_three_keep_one_others_to_the_bottom_in_chosen_order():
    st = new_state(seed=3)
    draws = st.draws
    st = st.apply(A("a:plot"))
    assert st.draws == draws + 1 and len(st.drawn) == 3 and st.stack_size() == 24
    assert notations(st) == ["pick:0", "pick:0r", "pick:1", "pick:1r", "pick:2", "pick:2r"]
    drawn = st.drawn
    kept = st.apply(A("pick:1"))
    assert kept.picked == drawn[1] and kept.stack_bottom == (drawn[0], drawn[2])
    assert st.apply(A("pick:1r")).stack_bottom == (drawn[2], drawn[0])
    assert notations(kept) == sorted(f"plot:{hexgrid.format_pair(c)}" for c in RING1)


def test_6_2_A_fewer_than_three_left_and_empty_stack():
    """§10.9: draw what remains; an empty stack makes the action unavailable."""
    st = setup(stack=["green"], stack_bottom=["pink"])
    st = st.apply(A("a:plot"))
    assert st.drawn == (plot_code(GREEN, NONE), plot_code(PINK, NONE))
    assert notations(st) == ["pick:0", "pick:1"]
    st = st.apply(A("pick:1")).apply(A("plot:1,0"))
    assert st.stack_bottom == (plot_code(GREEN, NONE),)
    st = change(st, stack=[], stack_bottom=[])
    assert "draw_plots" not in kinds(st)


def test_6_2_A_placement_next_to_pond_or_two_plots():
    st = build([((1, 0), "green"), ((1, -1), "yellow")], picked="pink", phase="place_plot")
    cells = {a.cell for a in st.legal_actions()}
    assert cells == {(0, -1), (-1, 0), (-1, 1), (0, 1), (2, -1)}  # ring 1 + the cell touching both plots


def test_6_2_A_placed_plot_next_to_pond_gets_its_first_bamboo():
    st = build([((1, 0), "green"), ((1, -1), "green"), ((2, -1), "yellow")])
    assert st.bamboo == {I((1, 0)): 1, I((1, -1)): 1}  # (2,-1) is not irrigated
    ws = build([((1, 0), "green"), ((1, -1), "green"), ((2, -1), "yellow", "watershed", True)])
    assert ws.bamboo[I((2, -1))] == 1  # printed watershed: irrigated on arrival


def test_6_2_A_attach_a_stored_token_while_placing_before_the_first_bamboo():
    """§6.2 A [P] with §10.7: fertilizer attached next to the pond -> 2 sections."""
    st = setup(res_tokens=[[0, 1, 1], [0, 0, 0]], picked="green", phase="place_plot")
    assert "plot:1,0+fertilizer" in notations(st) and "plot:1,0+enclosure" in notations(st)
    assert "plot:1,0+watershed" not in notations(st)
    after = st.apply(A("plot:1,0+fertilizer"))
    assert after.bamboo[I((1, 0))] == 2 and after.res_tokens[0] == (0, 0, 1)
    st = change(st, picked="green+fertilizer")  # printed improvement: no token may be attached
    assert not any("+" in n for n in notations(st))
    off = setup(improvement_on_placement=False, res_tokens=[[1, 1, 1], [0, 0, 0]], picked="green", phase="place_plot")
    assert not any("+" in n for n in notations(off))


# -- §6.2 B, D, E ---------------------------------------------------------------------------
def test_6_2_B_irrigation_takes_a_channel_unless_supply_empty():
    st = ring_garden()
    st = st.apply(A("a:irrigation"))
    assert st.channel_supply == 19 and st.res_channels == (1, 0)
    st = change(st, channel_supply=0, n_used=0, used=[])
    assert "take_channel" not in kinds(st)


def test_6_2_D_panda_moves_like_the_gardener_and_eats_one_section():
    st = ring_garden(bamboo={(1, 0): 3})
    assert notations(st, "move_panda") == [n.replace("g:", "p:") for n in notations(st, "move_gardener")]
    supply = st.supply
    st = st.apply(A("p:1,0"))
    assert st.bamboo[I((1, 0))] == 2 and st.stomach[0] == (1, 0, 0) and st.supply == supply
    st = st.apply(A("g:1,-1"))
    assert st.apply(A("end")).stomach[0] == (1, 0, 0)


def test_6_2_figures_never_block_each_other():
    st = ring_garden(panda="1,0")
    assert "g:1,0" in notations(st, "move_gardener") and "g:2,0" not in notations(st, "move_gardener")


def test_6_2_E_objective_draw_hand_limit_and_empty_deck():
    st = ring_garden()
    assert notations(st, "draw_objective") == ["d:gardener", "d:panda", "d:plot"]
    decks = st.to_dict()["decks"]
    st = change(st, decks=[decks[0], [], decks[2]], deck_bottom=[[], [], []])
    assert notations(st, "draw_objective") == ["d:panda", "d:plot"]
    st = hand(st, 0, "PANDA-GG-1", "PANDA-GG-2", "PANDA-YY-1", "PANDA-YY-2", "PANDA-PP-1")
    assert "draw_objective" not in kinds(st)


def test_6_2_E_completed_cards_do_not_count_toward_the_hand_limit():
    """§6.6."""
    st = hand(ring_garden(), 0, "PANDA-GG-1", "PANDA-GG-2", "PANDA-YY-1", "PANDA-YY-2", "PANDA-PP-1")
    st = change(st, stomach=[[2, 0, 0], [0, 0, 0]])
    st = st.apply(A("claim:PANDA-GG-1"))
    assert "draw_objective" in kinds(st)


def test_10_6_drawn_fulfilled_objective_goes_to_the_bottom_and_the_action_is_cancelled():
    st = build([((1, 0), "green"), ((1, -1), "green"), ((2, -1), "green", "watershed", True)])
    line = CARD_BY_ID["PLOT-G-TRI"].index
    decks = st.to_dict()["decks"]
    st = change(st, decks=[["PLOT-G-TRI"], decks[1], decks[2]])
    after = st.apply(A("d:plot"))
    assert after.n_used == 0 and line not in after.hands[0] and after.deck_bottom[0] == (line,)
    assert after.redraws[0] == 1
    assert notations(after, "draw_objective") == ["d:gardener", "d:panda"]  # the whole plot deck was redrawn
    off = build(
        [((1, 0), "green"), ((1, -1), "green"), ((2, -1), "green", "watershed", True)],
        redraw_fulfilled_objectives=False,
    )
    decks = off.to_dict()["decks"]
    off = change(off, decks=[["PLOT-G-TRI"], decks[1], decks[2]])
    off = off.apply(A("d:plot"))
    assert line in off.hands[0] and off.n_used == 1 and "claim:PLOT-G-TRI" in notations(off)


def test_10_6_panda_cards_are_never_redrawn():
    st = ring_garden()
    gg = CARD_BY_ID["PANDA-GG-3"].index
    decks = st.to_dict()["decks"]
    st = change(st, stomach=[[2, 0, 0], [0, 0, 0]], decks=[decks[0], decks[1], ["PANDA-GG-3"]])
    after = st.apply(A("d:panda"))
    assert gg in after.hands[0] and after.n_used == 1


# -- §6.3 irrigation -------------------------------------------------------------------------
def test_6_3_channel_needs_two_plots_and_a_connection_to_the_pond():
    st = build([((1, 0), "green"), ((1, -1), "green"), ((2, -1), "yellow"), ((0, -1), "pink")], res_channels=[1, 0])
    # only edges between two ring-1 plots touch a pond vertex; no pond edge (§10.13)
    assert notations(st, "place_channel") == ["ch:0,-1|1,-1", "ch:1,-1|1,0"]


def test_6_3_channel_irrigates_and_gives_the_first_bamboo_once():
    st = build([((1, 0), "green"), ((1, -1), "green"), ((2, -1), "yellow")], channels=[((1, 0), (1, -1))])
    assert I((2, -1)) not in st.irr
    st = change(st, res_channels=[2, 0])
    chans = {(a.a, a.b) for a in st.legal_actions() if a.kind == "place_channel"}
    assert {tuple(sorted(e)) for e in chans} == {((1, -1), (2, -1)), ((1, 0), (2, -1))}
    st = st.apply(A("ch:1,0|2,-1"))
    assert I((2, -1)) in st.irr and st.bamboo[I((2, -1))] == 1 and st.supply[1] == 29
    assert "ch:1,0|2,-1" not in notations(st)  # one channel per edge
    st = st.apply(A("ch:1,-1|2,-1"))
    assert st.bamboo[I((2, -1))] == 1  # only once per plot
    assert st.res_channels == (0, 0)


def test_6_3_watershed_plot_cannot_start_a_network():
    st = build(
        [
            ((1, 0), "green"),
            ((1, -1), "green"),
            ((2, -1), "yellow", "watershed", True),
            ((2, 0), "pink"),
            ((3, -1), "pink"),
        ],
        res_channels=[1, 0],
    )
    edges = {tuple(sorted((a.a, a.b))) for a in st.legal_actions() if a.kind == "place_channel"}
    assert ((2, -1), (3, -1)) not in edges and ((2, 0), (2, -1)) not in edges
    assert edges == {((1, -1), (1, 0))}


def test_6_3_irrigated_plots_and_permanence():
    st = build([((1, 0), "green"), ((1, -1), "green"), ((2, -1), "yellow"), ((2, 0), "pink", "watershed", True)])
    assert {garden.cell_of(i) for i in st.irr} == {(1, 0), (1, -1), (2, 0)}
    st = st.apply(A("p:1,0"))  # eating never removes irrigation
    assert I((1, 0)) in st.irr


def test_6_3_twenty_channels_global_limit():
    st = ring_garden(channel_supply=1)
    st = st.apply(A("a:irrigation"))
    assert st.channel_supply == 0
    st = st.apply(A("p:1,0")).apply(A("end"))
    assert "take_channel" not in kinds(st) and "a:irrigation" not in notations(st)


# -- §6.4 growth --------------------------------------------------------------------------------
def test_6_4_gardener_grows_destination_and_same_colour_irrigated_neighbours():
    st = ring_garden(bamboo={(1, -1): 4})
    st = st.apply(A("g:1,0"))
    # (1,0) green +1; neighbours (1,-1) green full, (0,1) green +1, (2,-1)/(2,0) empty; yellow/pink don't grow
    assert st.bamboo[I((1, 0))] == 2 and st.bamboo[I((0, 1))] == 2 and st.bamboo[I((1, -1))] == 4
    assert st.bamboo[I((0, -1))] == 1


def test_6_4_gardener_on_a_dry_plot_grows_only_its_irrigated_neighbours():
    """§10.12: the destination does not grow; irrigated same-colour neighbours do."""
    st = build([((1, 0), "green"), ((1, -1), "yellow"), ((2, -1), "green")], gardener="1,0")
    st = st.apply(A("g:2,-1"))
    assert I((2, -1)) not in st.bamboo and st.bamboo[I((1, 0))] == 2 and st.bamboo[I((1, -1))] == 1


def test_6_4_gardener_on_the_pond_grows_nothing():
    st = ring_garden(gardener="1,0")
    before = dict(st.bamboo)
    assert st.apply(A("g:0,0")).bamboo == before


def test_6_4_fertilizer_adds_two_capped_at_four():
    st = build([((1, 0), "green", "fertilizer", True), ((0, 1), "green")], bamboo={(1, 0): 3})
    st = st.apply(A("g:0,1"))
    assert st.bamboo[I((1, 0))] == 4 and st.bamboo[I((0, 1))] == 2


def test_10_8_bamboo_supply_shortage_lets_the_player_choose():
    st = ring_garden()
    st = change(st, supply=[1, *st.supply[1:]])
    st = st.apply(A("g:1,0"))  # three green plots want to grow, one section left
    assert st.phase_id == "grow" and notations(st) == ["grow:0,1", "grow:1,-1", "grow:1,0"]
    st = st.apply(A("grow:0,1"))
    assert st.bamboo[I((0, 1))] == 2 and st.supply[0] == 0 and st.phase == P_ACTIONS
    out = ring_garden()
    out = change(out, supply=[0, *out.supply[1:]])
    assert out.apply(A("g:1,0")).phase == P_ACTIONS  # nothing left: nothing grows, no choice
    two = ring_garden()
    two = change(two, supply=[2, *two.supply[1:]])
    two = two.apply(A("g:1,0"))
    assert two.phase_id == "grow"
    two = two.apply(A("grow:1,0"))  # one section left for two plots: still a choice
    assert two.phase_id == "grow" and notations(two) == ["grow:0,1", "grow:1,-1"]
    fert = build([((1, 0), "green"), ((1, -1), "green", "fertilizer", True), ((0, 1), "green")])
    fert = change(fert, supply=[3, *fert.supply[1:]])
    fert = fert.apply(A("g:1,0"))  # needs 1 + 2 + 1 = 4 > 3
    fert = fert.apply(A("grow:1,-1"))  # 2 grow there; 1 left for 2 plots
    assert fert.phase_id == "grow" and fert.bamboo[I((1, -1))] == 4
    fert = change(fert, supply=[2, *fert.supply[1:]])
    fert = fert.apply(A("grow:1,0"))  # the last one fits: it grows without a click
    assert fert.phase == P_ACTIONS and fert.bamboo[I((0, 1))] == 2 and fert.supply[0] == 0


# -- §6.5 improvements -------------------------------------------------------------------------
def test_6_5_token_only_on_a_plot_without_bamboo_or_improvement():
    st = build(
        [((1, 0), "green"), ((1, -1), "green", "enclosure", True), ((2, -1), "yellow"), ((0, -1), "pink")],
        bamboo={(0, -1): 0},
        res_tokens=[[0, 1, 0], [0, 0, 0]],
        panda="0,-1",
    )
    # (1,0) has bamboo, (1,-1) is improved; (2,-1) dry and empty; (0,-1) eaten to 0 and under the panda
    assert notations(st, "place_improvement") == ["imp:fertilizer@0,-1", "imp:fertilizer@2,-1"]
    st = st.apply(A("imp:fertilizer@2,-1"))
    assert st.improvement[I((2, -1))] == FERTILIZER and st.res_tokens[0] == (0, 0, 0)


def test_6_5_watershed_token_irrigates_a_dry_plot_with_first_bamboo_but_not_twice():
    st = build(
        [((1, 0), "green"), ((1, -1), "green"), ((2, -1), "yellow"), ((0, -1), "pink")],
        bamboo={(0, -1): 0},
        res_tokens=[[2, 0, 0], [0, 0, 0]],
    )
    wet = st.apply(A("imp:watershed@2,-1"))
    assert I((2, -1)) in wet.irr and wet.bamboo[I((2, -1))] == 1
    again = st.apply(A("imp:watershed@0,-1"))  # irrigated before, bamboo eaten: nothing (§10.15)
    assert I((0, -1)) not in again.bamboo and again.improvement[I((0, -1))] == WATERSHED


def test_6_5_enclosure_stops_the_panda_eating():
    st = build([((1, 0), "green", "enclosure", True)], bamboo={(1, 0): 2})
    st = st.apply(A("p:1,0"))
    assert st.bamboo[I((1, 0))] == 2 and st.stomach[0] == (0, 0, 0)


# -- §6.6 claiming ---------------------------------------------------------------------------
def test_6_6_claim_at_any_moment_of_own_turn_and_it_stays_completed():
    st = ring_garden()
    st = hand(st, 0, "PLOT-G-CURVE")
    assert "claim:PLOT-G-CURVE" in notations(st)
    st = st.apply(A("claim:PLOT-G-CURVE"))
    assert st.completed_ids(0) == ["PLOT-G-CURVE"] and st.points(0) == 2
    st = hand(st, 1, "PLOT-G-LINE")
    st = st.apply(A("a:irrigation")).apply(A("p:1,0"))
    assert all(a.kind != "claim_objective" or a.card != "PLOT-G-LINE" for a in st.legal_actions())
    st = st.apply(A("end"))
    assert st.current_player == 1


def test_6_6_only_the_active_player_claims_and_may_use_others_work():
    st = ring_garden()
    st = hand(st, 1, "PLOT-G-CURVE")
    assert "claim:PLOT-G-CURVE" not in notations(st)  # player 0 is active
    st = st.apply(A("a:irrigation")).apply(A("p:1,0")).apply(A("end"))
    assert "claim:PLOT-G-CURVE" in notations(st)


def test_6_6_gardener_claim_checks_the_garden_now():
    st = ring_garden(bamboo={(1, 0): 3})
    st = hand(st, 0, "GARD-G-NONE")
    assert "claim:GARD-G-NONE" not in notations(st)
    st = st.apply(A("g:1,0"))
    assert "claim:GARD-G-NONE" in notations(st)


# -- §7 end of the game -------------------------------------------------------------------
def _almost_done(players, trigger):
    """Player ``trigger`` one objective short of the threshold, holding a panda card it can claim."""
    st = ring_garden(players=players)
    th = st.threshold
    # the cards this module's end-of-game tests hand out are nobody else's
    hands = [[c for c in h if c not in ("PANDA-GG-1", "PLOT-G-CURVE", "PANDA-YY-1")] for h in st.to_dict()["hands"]]
    hands[trigger] = ["PANDA-GG-1"]
    done = [[] for _ in range(players)]
    done[trigger] = [c.id for c in CARDS if c.type == 1 and not any(c.id in h for h in hands)][: th - 1]  # any th-1
    stomach = [[0, 0, 0] for _ in range(players)]
    stomach[trigger] = [2, 0, 0]
    return change(st, hands=hands, done=done, player=trigger, turn_no=10 * players + trigger, stomach=stomach)


def _finish_turn(st):
    """Use actions until EndTurn is legal, then end the turn."""
    rng = random.Random(1)
    while True:
        acts = st.legal_actions()
        if any(a.kind == "end_turn" for a in acts):
            return st.apply(A("end"))
        choices = [a for a in acts if a.kind not in ("claim_objective", "draw_plots", "pick_plot", "place_plot")]
        st = st.apply(rng.choice(choices or acts))


@pytest.mark.parametrize("players,trigger", [(2, 0), (2, 1), (3, 1), (4, 2), (4, 0)])
def test_7_emperor_and_every_other_player_plays_one_more_turn(players, trigger):
    """§7: the first to reach 9/8/7 takes the Emperor, finishes the turn; every
    other player plays one more turn; the trigger player does not play again."""
    st = _almost_done(players, trigger)
    st = hand(st, trigger, "PANDA-GG-1", "PLOT-G-CURVE")
    st = st.apply(A("claim:PANDA-GG-1"))
    assert st.emperor == trigger and st.points(trigger) > 0
    assert not st.is_over
    st = st.apply(A("claim:PLOT-G-CURVE"))  # the trigger player finishes the turn normally
    assert len(st.done[trigger]) == st.threshold + 1
    order = []
    st = _finish_turn(st)
    while not st.is_over:
        order.append(st.current_player)
        st = _finish_turn(st)
    assert order == [(trigger + k) % players for k in range(1, players)]
    assert st.current_player == -1 and st.phase == P_OVER and st.legal_actions() == []
    assert st.score().players[trigger].breakdown["emperor"] == 2


def test_7_threshold_by_player_count():
    for players, th in ((2, 9), (3, 8), (4, 7)):
        st = _almost_done(players, 0)
        assert len(st.done[0]) == th - 1
        assert st.apply(A("claim:PANDA-GG-1")).emperor == 0


def test_10_18_second_player_reaching_the_threshold_gets_no_emperor():
    st = _almost_done(2, 0).apply(A("claim:PANDA-GG-1"))
    st = _finish_turn(st)
    done = st.to_dict()["done"]
    done[1] = [c.id for c in CARDS if c.type == 0 and not any(c.id in h for h in st.to_dict()["hands"])][:8]
    st = change(hand(st, 1, "PANDA-YY-1"), done=done, stomach=[list(st.stomach[0]), [0, 2, 0]])
    st = st.apply(A("claim:PANDA-YY-1"))
    assert st.emperor == 0 and len(st.done[1]) == 9
    st = _finish_turn(st)
    assert st.is_over


def test_8_max_rounds_safeguard_ends_without_emperor():
    """§8/§10.23: the app's round cap ends a stalemate, Emperor to nobody."""
    st = new_state(max_rounds=1)
    st = _finish_turn(st)
    assert not st.is_over
    st = _finish_turn(st)
    assert st.is_over and st.emperor == -1
    with pytest.raises(OptionsError):
        GAME.new_game({"players": 2, "max_rounds": -1}, 1)


def test_8_end_by_agreement_is_accepted_but_never_offered():
    """§8 safeguard: hot-seat players may stop; scored as §7 (Emperor only if reached)."""
    st = ring_garden()
    st = hand(st, 0, "PLOT-G-CURVE").apply(A("claim:PLOT-G-CURVE"))
    assert all(a.kind != "end_by_agreement" for a in st.legal_actions())
    over = st.apply(A("agree-end"))
    assert over.is_over and over.emperor == -1 and over.score().totals() == (2, 0)
    with pytest.raises(IllegalActionError):
        over.apply(A("agree-end"))


def test_8_options_and_their_problems():
    assert GAME.default_options() == {
        "players": 2,
        "redraw_fulfilled_objectives": True,
        "improvement_on_placement": True,
        "accept_mirrored_diamonds": False,
        "max_rounds": 40,
        "first_player": 0,
    }
    from gardenapp.core.errors import OptionsError

    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"players": 5, "redraw_fulfilled_objectives": 1})
    assert "options.players" in str(err.value)
    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"accept_mirrored_diamonds": "no", "max_rounds": "x"})
    assert 'options.accept_mirrored_diamonds: "no" is not true or false' in str(err.value)
    assert "options.max_rounds" in str(err.value)


# -- hidden information (§10.24) -------------------------------------------------------------
def test_10_24_views_hide_other_hands_and_deck_contents_counts_stay_public():
    st = new_state(3, seed=9)
    v = st.view_for(1)
    assert v.seed is None and v.hands[1] == st.hands[1]
    assert all(c < 0 for p in (0, 2) for c in v.hands[p]) and [len(h) for h in v.hands] == [3, 3, 3]
    assert [len(d) for d in v.decks] == [len(d) for d in st.decks] and all(c < 0 for d in v.decks for c in d)
    assert v.done == st.done and v.stomach == st.stomach and v.res_tokens == st.res_tokens
    assert v.hand_ids(0) == [None, None, None]
    w = v.determinized(1, random.Random(4))
    assert w.seed is not None and w.hands[1] == st.hands[1]
    everything = sorted(c for h in w.hands for c in h) + sorted(c for d in w.decks for c in d)
    assert sorted(everything) == list(range(45))
    assert [sorted(CARDS[c].type for c in h) for h in w.hands] == [[0, 1, 2]] * 3


def test_10_24_views_carry_no_future_chance():
    st = new_state(2, seed=2).apply(A("a:plot"))
    assert st._chunk is not None
    v = st.view_for(1)
    assert v.seed is None and v._chunk is None
    with pytest.raises(RuntimeError):
        v.copy()._draw()


def test_chance_is_a_function_of_seed_and_draw_number():
    """Replay/undo: the same seed and draw number give the same draw, whatever
    block of the chance stream was cached before."""

    def draw(seed, k, warm=None):
        if warm is None:
            return setup(seed=seed, draws=k)._draw().v
        st = setup(seed=seed, draws=warm)
        st._draw()  # the block of draw number ``warm`` is cached
        st.draws = k
        return st._draw().v

    assert draw(11, 40) == draw(11, 40, warm=3) == draw(11, 40, warm=70) == draw(11, 40, warm=39)
    assert draw(11, 40) != draw(12, 40) and draw(11, 40) != draw(11, 41)
    faces = [_face(s) for s in range(60)]
    assert set(faces) == set(range(6))


def _face(seed):
    return setup(seed=seed, draws=5)._draw().randrange(6)


def test_10_24_determinized_worlds_differ_but_agree_with_the_view():
    st = new_state(2, seed=2)
    v = st.view_for(0)
    worlds = {v.determinized(0, random.Random(k)).hands[1] for k in range(10)}
    assert len(worlds) > 1


def test_undo_barrier_every_draw_and_roll_counts():
    st = ring_garden(turn_no=2)
    d = st.draws
    st = st.apply(A("d:panda"))
    assert st.draws == d + 1
    st = st.apply(A("a:plot"))
    assert st.draws == d + 2
    st = st.apply(A("pick:0"))
    st = st.apply(st.legal_actions()[0])
    assert st.draws == d + 2  # choosing and placing draw nothing
    st = st.apply(A("end"))
    assert st.draws == d + 3  # the next player's weather roll


# -- notation, perft ------------------------------------------------------------------------
def test_notation_round_trips_and_bad_text_fails():
    samples = [
        "w:sun",
        "w:skip",
        "wt:-1,2",
        "ti:watershed",
        "a:plot",
        "a:irrigation",
        "pick:2r",
        "pick:0",
        "plot:3,-2",
        "plot:1,0+enclosure",
        "ch:1,-1|1,0",
        "g:0,0",
        "p:-3,3",
        "grow:2,-1",
        "d:panda",
        "imp:fertilizer@0,1",
        "claim:PANDA-GYP-2",
        "end",
        "agree-end",
    ]
    for text in samples:
        a = A(text)
        assert a.notation() == text and GAME.action_from_json(a.to_json()) == a
    assert {type(A(t)) for t in samples} == set(ACTION_TYPES)
    for bad in [
        "",
        "x",
        "w:question",
        "wt:1",
        "pick:3",
        "plot:1,0+roof",
        "ch:1,0",
        "claim:NOPE",
        "d:emperor",
        "imp:water@1,0",
        "g:01,0",
        7,
    ]:
        with pytest.raises(InvalidActionError):
            A(bad)


def test_illegal_actions_are_rejected():
    st = new_state()
    with pytest.raises(IllegalActionError):
        st.apply(A("g:1,0"))
    with pytest.raises(IllegalActionError):
        st.apply(A("end"))


def test_perft_pinned_legal_action_counts():
    """Pinned counts: the opening, a full ring with a Storm, and a placement."""
    st = new_state(seed=7)
    assert len(st.legal_actions()) == 5  # a:plot, a:irrigation, 3 decks
    ring = weather(ring_garden(), STORM)
    assert len(ring.legal_actions()) == 6 + 1  # six plots + skip
    ring = ring_garden(picked="yellow", phase="place_plot")
    assert len(ring.legal_actions()) == 6  # the ring-2 cells that touch two ring-1 plots
    two_ply = sum(len(st.apply(a).legal_actions()) for a in st.legal_actions())
    # a:plot -> 6 picks; a:irrigation -> a:plot + 3 decks; each deck -> a:plot, a:irrigation
    assert two_ply == 6 + 4 + 3 * 2


def test_memoised_moves_and_channels_match_a_fresh_computation():
    """The engine memoises figure moves and channel edges across copies; in
    random games they always equal a computation from scratch."""
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        st = new_state(seed=seed)
        while not st.is_over:
            acts = st.legal_actions()
            if st.phase == P_ACTIONS:
                moves = {garden.idx(a.cell) for a in acts if a.kind == "move_gardener"}
                if not st.used & 4 or st.wind:
                    if st.n_used < st.actions_allowed():
                        assert moves == set(st.moves_from(st.gardener))
                        checked += 1
                chans = {tuple(sorted((garden.idx(a.a), garden.idx(a.b)))) for a in acts if a.kind == "place_channel"}
                if st.res_channels[st.player]:
                    assert chans == set(st.channel_edges())
            st = st.apply(rng.choice(acts), trusted=True)
    assert checked > 200
