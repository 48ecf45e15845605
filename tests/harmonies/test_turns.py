"""§4 setup, §5 turn rules, §3.1 spirits, §5.8 solo and the §7.2 edge
cases, played through the state's legal actions."""

import random

import pytest

from gardenapp.core.errors import IllegalActionError, InvalidActionError, OptionsError
from gardenapp.games.harmonies import GAME, data
from gardenapp.games.harmonies.actions import ChooseSpirit, Discard, EndTurn, PlaceCube, PlaceToken, TakeCard, TakeSpace

from .helpers import card_ids, position, stacks

C = data.COLOUR_INDEX


def new(players=2, seed=1, **opts):
    return GAME.new_game(dict(players=players, **opts), seed)


def kinds(state):
    return {a.kind for a in state.legal_actions()}


def full_turn(state, space=None, cells=None):
    """Take a space and place its tokens on the first legal cells, then end."""
    sp = space if space is not None else next(i for i, s in enumerate(state.central) if s)
    state = state.apply(TakeSpace(sp))
    for k in range(3):
        acts = [a for a in state.legal_actions() if isinstance(a, PlaceToken)]
        p = state.current_player
        acts.sort(key=lambda a: state.stacks[p][state.side.index[a.cell]] != 0)  # empty spaces first
        if cells:
            acts = [a for a in acts if a.cell == cells[k]] or acts
        state = state.apply(acts[0])
    return state.apply(EndTurn())


# -- options --------------------------------------------------------------------------------------------
def test_options_defaults_and_problems():
    assert GAME.validate_options({}) == {"players": 2, "side": "A", "spirits": False}
    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"players": 5, "side": "C"})
    assert "options.players" in str(err.value)
    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"side": "C", "spirits": "yes"})
    assert 'options.side: "C" is not one of A, B' in str(err.value)
    assert 'options.spirits: "yes" is not true or false' in str(err.value)


# -- §4 setup ----------------------------------------------------------------------------------------------
def test_4_1_setup_two_to_four_players():
    s = new(players=3, seed=5)
    assert len(s.central) == 5 and all(len(sp) == 3 for sp in s.central)
    assert sum(s.pouch) == 105
    assert len(s.display) == 5 and len(s.deck) == 27 and not set(s.display) & set(s.deck)
    assert s.current_player == 0 and s.stacks[0] == (0,) * 23


def test_4_1_setup_draws_the_right_colours():
    s = new(seed=9)
    drawn = [0] * 6
    for sp in s.central:
        for c in sp:
            drawn[c] += 1
    assert [a + b for a, b in zip(drawn, s.pouch)] == list(data.TOKEN_COUNTS)


def test_4_2_solo_setup_three_spaces_three_cards():
    s = new(players=1, seed=2)
    assert len(s.central) == 3 and sum(s.pouch) == 111 and len(s.display) == 3


def test_4_1_side_b_boards_have_25_spaces():
    s = new(side="B")
    assert len(s.stacks[0]) == 25


def test_3_1_spirits_dealt_two_each_all_different():
    s = new(players=4, spirits=True, seed=3)
    dealt = [c for o in s.offers for c in o]
    assert len(dealt) == 8 and len(set(dealt)) == 8
    assert all(data.CARDS[c].is_spirit for c in dealt)


def test_chance_is_keyed_by_the_seed():
    assert new(seed=4) == new(seed=4)
    assert len({tuple(new(seed=k).central) for k in range(10)}) > 1


# -- §5.1 turn structure / perft ----------------------------------------------------------------------------
def test_5_1_first_click_takes_a_space_or_a_card_perft():
    s = new(seed=1)
    acts = s.legal_actions()
    assert sorted(a.kind for a in acts) == ["take_card"] * 5 + ["take_space"] * 5
    assert s.phase() == "take_tokens"


def test_5_1_after_taking_a_space_place_each_token_perft():
    s = new(seed=1).apply(TakeSpace(0))
    colours = set(s.hand)
    acts = s.legal_actions()
    assert len([a for a in acts if a.kind == "place_token"]) == 23 * len(colours)
    assert len([a for a in acts if a.kind == "take_card"]) == 5
    assert EndTurn() not in acts and s.phase() == "place_tokens"
    with pytest.raises(IllegalActionError):
        s.apply(TakeSpace(1))  # exactly once per turn


def test_5_1_end_turn_only_after_three_tokens_and_two_ply_perft():
    s = new(seed=1)
    total = 0
    for a in s.legal_actions():
        total += len(s.apply(a).legal_actions())
    # 5 spaces: (#colours x 23 tokens + 5 cards); 5 cards: 5 spaces + 0 cards
    expected = sum(len(set(sp)) * 23 + 5 for sp in s.central) + 5 * 5
    assert total == expected
    s = s.apply(TakeSpace(0))
    for _ in range(3):
        assert EndTurn() not in s.legal_actions()
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken)))
    assert EndTurn() in s.legal_actions() and s.phase() == "finish"
    assert s.apply(EndTurn()).current_player == 1


def test_5_1_all_taken_tokens_must_be_placed():
    s = new(seed=1).apply(TakeSpace(2))
    hand = list(s.hand)
    for _ in range(3):
        a = next(a for a in s.legal_actions() if isinstance(a, PlaceToken))
        hand.remove(C[a.colour])
        s = s.apply(a)
    assert hand == [] and s.hand == ()
    assert sum(1 for st in s.stacks[0] if st) >= 1


def test_5_1_optional_card_may_come_before_tokens_and_only_once():
    s = new(seed=1)
    card = s.display[0]
    s = s.apply(TakeCard(data.CARDS[card].id))
    assert "take_card" not in kinds(s)
    assert s.cards[0] == ((card, 0),) and s.display[0] == -1
    s = s.apply(TakeSpace(0))
    assert "take_card" not in kinds(s)


# -- §5.2 / §5.3 stacking ---------------------------------------------------------------------------------------
def test_5_3_token_on_top_only_where_the_result_is_legal():
    s = new(seed=1)
    s.set_board(0, stacks("A", {"0,0": "gray", "0,1": "yellow", "0,2": "brown/brown", "0,3": "gray/gray/gray"}))
    s = position(s, central={0: ["red", "green", "gray"]})
    s = s.apply(TakeSpace(0))
    t = s.targets()["place_token"]
    assert "0,0" in t["red"] and "0,0" in t["gray"] and "0,0" not in t["green"]
    assert "0,1" not in t["red"] + t["green"] + t["gray"]  # nothing goes on yellow
    assert "0,2" in t["green"] and "0,2" not in t["red"]  # green ends brown/brown, no red
    assert "0,3" not in t["gray"]  # max height 3
    s = s.apply(PlaceToken("red", "0,0"))
    assert data.STACKS[s.stacks[0][0]] == (C["gray"], C["red"])
    assert "0,0" not in s.targets()["place_token"].get("gray", [])  # nothing on a building


def test_5_3_never_on_a_space_holding_a_cube():
    s = new(seed=1)
    side = s.side
    s.set_board(0, stacks("A", {"0,0": "gray"}), cubes=1 << side.bits[side.index["0,0"]])
    s = position(s, central={0: ["gray", "gray", "gray"]})
    s = s.apply(TakeSpace(0))
    assert "0,0" not in s.targets()["place_token"]["gray"]


# -- §5.4 cards --------------------------------------------------------------------------------------------------
def test_5_4_four_incomplete_cards_is_the_limit_spirit_included():
    s = new(seed=1, spirits=True)
    s = s.apply(ChooseSpirit(data.CARDS[s.offers[0][0]].id))
    s = position(s, players={0: {"cards": [[c, 0] for c in card_ids(0, 1, 2)]}})  # 3 incomplete + spirit = 4
    assert "take_card" not in kinds(s)
    s = position(s, players={0: {"spirit_placed": True}})  # spirit complete: 3
    assert "take_card" in kinds(s)


def test_5_4_completed_cards_do_not_count():
    s = new(seed=1)
    s = position(s, players={0: {"cards": [["A01", 3], ["A02", 3], ["A03", 4], ["A04", 0]]}})  # A01-A03 complete
    assert s.incomplete_cards(0) == 1 and "take_card" in kinds(s)
    s = position(s, players={0: {"cards": [[c, 0] for c in card_ids(0, 1, 2, 3)]}})
    assert s.incomplete_cards(0) == 4 and "take_card" not in kinds(s)


# -- §5.5 cubes ----------------------------------------------------------------------------------------------------
def frog_position():
    s = new(seed=1)
    s.set_board(0, stacks("A", {"0,1": "T1", "0,0": "W", "0,2": "W", "1,1": "W"}))
    return position(s, display={0: "A05"})


def test_5_5_card_taken_and_filled_in_the_same_turn_any_time():
    """§5.5 / §7.2 item 7: cubes may be placed before any token is taken."""
    s = frog_position().apply(TakeCard("A05"))
    assert set(s.targets()["place_cube"]["A05"]) == {"0,0", "0,2", "1,1"}
    s = s.apply(PlaceCube("A05", "0,2"))
    assert s.cards[0] == ((data.CARD_INDEX["A05"], 1),) and s.animal_cubes[0] == 1
    assert set(s.targets()["place_cube"]["A05"]) == {"0,0", "1,1"}  # one cube per space
    s = s.apply(PlaceCube("A05", "0,0")).apply(PlaceCube("A05", "1,1"))
    assert "A05" not in s.targets()["place_cube"]
    assert s.points(0) == 1 + 6 + 2  # T1 + frog with 3 cubes + river 0,2-1,1 (L = 2)


def test_5_5_placement_is_final_even_if_the_habitat_is_destroyed():
    """§5.5 item 5 / §7.2 item 6: cubes and points stay."""
    s = new(seed=1)
    s.set_board(0, stacks("A", {"0,0": "M1", "0,1": "F", "1,0": "gray"}))
    s = position(s, display={0: "A26"})
    s = s.apply(TakeCard("A26")).apply(PlaceCube("A26", "0,0"))
    s = position(s, central={0: ["red", "yellow", "yellow"]})
    s = s.apply(TakeSpace(0)).apply(PlaceToken("red", "1,0"))
    assert s.cards[0] == ((data.CARD_INDEX["A26"], 1),) and s.score().players[0].breakdown["animals"] == 2


def test_5_5_completed_card_frees_a_slot_for_the_limit():
    s = new(seed=1)
    s.set_board(0, stacks("A", {"0,1": "T1", "0,0": "W", "0,2": "W"}))
    s = position(s, players={0: {"cards": [["A05", 4]] + [[c, 0] for c in card_ids(0, 1, 2)]}})
    assert "take_card" not in kinds(s)
    s = s.apply(PlaceCube("A05", "0,0"))
    assert s.incomplete_cards(0) == 3 and "take_card" in kinds(s)


def test_3_1_spirit_cube_placed_like_an_animal_cube():
    s = new(seed=1, spirits=True)
    s = position(s, players={0: {"offer": ["S07", "S08"]}})
    s = s.apply(ChooseSpirit("S07"))
    s.set_board(0, stacks("A", {"0,0": "M3", "0,1": "M2"}))
    assert s.targets()["place_cube"] == {"S07": ["0,0"]}
    s = s.apply(PlaceCube("S07", "0,0"))
    assert s.spirit_placed[0] and s.animal_cubes[0] == 0
    assert s.score().players[0].breakdown["spirit"] == 8


# -- §3.1 / §7.2 item 25 spirit choice ----------------------------------------------------------------------------
def test_7_2_25_spirit_choice_comes_first_on_each_players_first_turn():
    s = new(players=2, spirits=True, seed=6)
    acts = s.legal_actions()
    assert [a.kind for a in acts] == ["choose_spirit", "choose_spirit"] and s.phase() == "choose_spirit"
    keep = acts[1].card
    draws = s.draws
    s = s.apply(acts[1])
    assert data.CARDS[s.spirit[0]].id == keep and s.offers[0] == ()
    assert s.draws == draws + 1  # the reveal is an undo barrier
    s = full_turn(s)
    assert kinds(s) == {"choose_spirit"} and s.current_player == 1
    s = s.apply(s.legal_actions()[0])
    s = full_turn(s)
    assert "choose_spirit" not in kinds(s)


def test_3_1_view_hides_other_players_dealt_spirits_and_determinize_resamples():
    s = new(players=3, spirits=True, seed=6)
    v = s.view_for(0)
    assert v.seed is None and v.offers[0] == s.offers[0]
    assert v.offers[1] == (-1, -1) and v.offers[2] == (-1, -1)
    w = v.determinized(0, random.Random(1))
    dealt = [c for o in w.offers for c in o]
    assert len(set(dealt)) == 6 and all(c >= 32 for c in dealt) and w.offers[0] == s.offers[0]
    s = s.apply(s.legal_actions()[0])
    assert s.view_for(1).returned[0] == -1 and s.returned[0] >= 32


def test_hidden_information_is_only_the_chance_stream():
    """Pouch and deck are multisets drawn from the seed: a view shows their contents, not their order."""
    s = new(seed=3)
    v = s.view_for(1)
    assert v.pouch == s.pouch and v.deck == s.deck and v.display == s.display and v.seed is None
    w1 = full_turn(v.determinized(0, random.Random(1)))
    w2 = full_turn(v.determinized(0, random.Random(2)))
    assert sum(w1.pouch) == sum(w2.pouch) == 102


# -- §5.6 end of turn ------------------------------------------------------------------------------------------------
def test_5_6_refill_the_emptied_space_and_the_display():
    s = new(seed=8)
    s = s.apply(TakeCard(data.CARDS[s.display[2]].id))
    s = full_turn(s, space=3)
    assert len(s.central[3]) == 3 and sum(s.pouch) == 102
    assert -1 not in s.display and len(s.display) == 5 and len(s.deck) == 26


def test_7_2_10_display_not_refilled_beyond_the_deck():
    s = new(seed=8)
    s = position(s, deck=[])
    s = s.apply(TakeCard(data.CARDS[s.display[0]].id))
    s = full_turn(s)
    assert s.display[0] == -1 and len([c for c in s.display if c >= 0]) == 4
    assert len([a for a in s.legal_actions() if a.kind == "take_card"]) == 4


# -- §5.7 end of the game --------------------------------------------------------------------------------------------
def test_5_7_board_trigger_finishes_the_round():
    s = new(players=3, seed=2)
    s.set_board(1, stacks("A", {lab: "F" for lab in list(s.side.labels)[:18]}))  # 5 empty
    s = full_turn(s)  # player 0
    s = full_turn(s)  # player 1 fills 3: 2 empty -> trigger
    assert s.triggered and not s.is_over and s.current_player == 2
    s = full_turn(s)  # player 2 is the last of the round
    assert s.is_over and s.current_player == -1 and s.legal_actions() == []


def test_5_7_trigger_on_the_last_player_ends_at_once():
    s = new(players=2, seed=2)
    s.set_board(1, stacks("A", {lab: "F" for lab in list(s.side.labels)[:18]}))
    s = full_turn(full_turn(s))
    assert s.is_over


def test_7_2_13_board_trigger_only_counts_your_own_board_on_your_turn():
    s = new(players=3, seed=2)
    s.set_board(2, stacks("A", {lab: "F" for lab in list(s.side.labels)[:21]}))  # 2 empty already
    s = full_turn(s)
    assert not s.triggered  # player 0's turn does not check player 2's board
    s = full_turn(full_turn(s))
    assert s.is_over  # player 2's own turn did


def test_7_2_13_spaces_with_tokens_are_not_empty_even_without_cubes():
    s = new(seed=2)
    s.set_board(0, stacks("A", {lab: "brown" for lab in list(s.side.labels)[:20]}))  # 3 empty
    s = position(s, central={0: ["brown", "brown", "brown"]})
    s = s.apply(TakeSpace(0))
    for _ in range(3):  # stack on the browns: the 3 empty spaces stay empty
        s = s.apply(
            PlaceToken("brown", next(c for c in s.targets()["place_token"]["brown"] if s.stacks[0][s.side.index[c]]))
        )
    s = s.apply(EndTurn())
    assert not s.triggered and s.empty_spaces(0) == 3


def test_7_2_11_pouch_trigger_is_the_refill_that_finds_it_empty():
    s = new(players=2, seed=4)
    s = position(s, pouch=[3, 0, 0, 0, 0, 0])
    s = full_turn(s)  # the last 3 tokens refill: no trigger yet
    assert not s.triggered and sum(s.pouch) == 0
    s = full_turn(s, space=1)  # player 1: refill finds 0 -> trigger, last of the round
    assert s.triggered and s.is_over


def test_7_2_12_and_14_after_the_pouch_empties_the_round_finishes_from_full_spaces():
    s = new(players=3, seed=4)
    s = position(s, pouch=[0, 0, 0, 0, 0, 0])
    s = full_turn(s, space=0)  # player 0 triggers (cannot refill)
    assert s.triggered and s.central[0] == () and not s.is_over
    assert TakeSpace(0) not in s.legal_actions()
    s = full_turn(s, space=1)
    assert s.central[1] == () and [a.space for a in s.legal_actions() if isinstance(a, TakeSpace)] == [2, 3, 4]
    s = full_turn(s, space=2)
    assert s.is_over and s.turns == 3


def test_7_2_11_partial_refill_goes_three_per_space():
    s = new(players=1, seed=4)
    s = position(s, pouch=[4, 0, 0, 0, 0, 0])
    s = full_turn(s)
    assert s.is_over and [len(sp) for sp in s.central] == [3, 1, 0]


# -- §5.8 solo ---------------------------------------------------------------------------------------------------
def test_5_8_solo_returns_six_tokens_to_the_box_and_refills_three_spaces():
    s = new(players=1, seed=3)
    s = full_turn(s)
    assert s.boxed == 6 and all(len(sp) == 3 for sp in s.central) and sum(s.pouch) == 102
    assert s.current_player == 0 and s.turns == 1


def test_5_8_solo_discard_only_without_taking_a_card():
    s = new(players=1, seed=3)
    s = s.apply(TakeSpace(0))
    for _ in range(3):
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken)))
    discards = [a for a in s.legal_actions() if isinstance(a, Discard)]
    assert len(discards) == 3
    gone = s.display[1]
    t = s.apply(Discard(data.CARDS[gone].id))
    assert gone not in t.display and gone not in t.deck and len(t.display) == 3 and len(t.deck) == 28
    s2 = s.apply(TakeCard(data.CARDS[s.display[0]].id))
    assert not any(isinstance(a, Discard) for a in s2.legal_actions())


def test_5_8_no_discard_with_two_or_more_players():
    s = new(players=2, seed=3)
    s = s.apply(TakeSpace(0))
    for _ in range(3):
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken)))
    assert not any(isinstance(a, Discard) for a in s.legal_actions())


def test_5_8_solo_game_ends_at_once_on_the_board_trigger():
    s = new(players=1, seed=3)
    s.set_board(0, stacks("A", {lab: "F" for lab in list(s.side.labels)[:18]}))
    s = full_turn(s)
    assert s.is_over and s.score().players[0].extra["suns"] >= 0


# -- §5.3 invariant & whole games ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,side,spirits", [(1, "A", False), (2, "B", True), (4, "A", True)])
def test_5_3_random_games_always_can_place_and_end(players, side, spirits):
    rng = random.Random(players)
    s = new(players=players, side=side, spirits=spirits, seed=players)
    while not s.is_over:
        if s.took_space is False and s.phase() == "take_tokens":
            assert s.empty_spaces(s.current_player) >= 3  # §5.3 invariant
        s = s.apply(rng.choice(s.legal_actions()))
    sheet = s.score()
    assert len(sheet.players) == players and s.turns % players == 0  # everyone played as often


def test_actions_notation_and_parse_round_trip():
    for a in (
        TakeSpace(3),
        PlaceToken("blue", "2,3"),
        TakeCard("A07"),
        PlaceCube("S03", "10,2"),
        ChooseSpirit("S10"),
        EndTurn(),
        Discard("A32"),
    ):
        assert GAME.parse_action(a.notation()) == a
        assert GAME.action_from_json(a.to_json()) == a
    for bad in ("", "t", "purple@1,1", "+S01", "*A01", "A07@1", "-S01", "t01", None):
        with pytest.raises(InvalidActionError):
            GAME.parse_action(bad)


def test_board_from_state_exports_a_finished_board_with_the_same_score():
    rng = random.Random(5)
    s = new(players=2, spirits=True, seed=5)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    board = GAME.board_from_state(s, ["Ana", "Bia"])
    d = GAME.board_to_dict(board)
    again = GAME.score_board(GAME.board_from_dict(d))
    assert again.totals() == s.score().totals() and again.winners == s.score().winners
    assert again.warnings == ()


def test_7_2_9_cube_reserve_is_unlimited():
    """§7.2 item 9 [D]: cards can be taken whatever the number of cubes already out (66 physical)."""
    s = new(players=4, seed=1)
    heavy = [data.CARD_INDEX[c] for c in ("A05", "A31", "A03", "A06", "A18", "A22", "A26")]
    cards = [[data.CARDS[c].id, data.CARDS[c].slots] for c in heavy]  # complete, 26 cubes each: 104 > 66
    s = position(s, players={p: {"cards": cards} for p in range(4)})
    assert "take_card" in kinds(s)


def test_7_2_23_all_players_use_the_same_side():
    s = new(players=3, side="B")
    assert {len(b) for b in s.stacks} == {25} and s.side.name == "B"
