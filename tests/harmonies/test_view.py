"""Harmonies view model (games/harmonies/view.py) and turn events, without Qt:
every legal action is one click target or one pair, nothing else is; the
viewer sees the same view model whatever is hidden; the facts the play
screen draws; the events the turn log shows."""

from __future__ import annotations

import random

import pytest

from gardenapp.games.harmonies import GAME, data
from gardenapp.games.harmonies.actions import ChooseSpirit, Discard, EndTurn, PlaceCube, PlaceToken, TakeCard, TakeSpace
from gardenapp.games.harmonies.view import build_view

from .helpers import position, stack_id


def positions(players: int, spirits: bool, seed: int, side: str = "A", every: int = 5):
    """States along one random game (every ``every``-th action)."""
    rng = random.Random(seed)
    s = GAME.new_game({"players": players, "spirits": spirits, "side": side}, seed)
    k = 0
    while not s.is_over:
        if k % every == 0:
            yield s
        s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        k += 1
    yield s


def view_of(state, viewer):
    return build_view(state.view_for(viewer), viewer)


CASES = [(1, False, 1, "A"), (2, True, 2, "A"), (3, True, 3, "B"), (4, False, 4, "B")]


@pytest.mark.parametrize("players,spirits,seed,side", CASES)
def test_every_legal_action_is_exactly_one_key_or_pair_and_nothing_else(players, spirits, seed, side):
    for s in positions(players, spirits, seed, side):
        if s.is_over:
            assert not view_of(s, 0).targets and not view_of(s, 0).pairs
            continue
        mover = s.current_player
        vm = view_of(s, mover)
        legal = s.legal_actions()
        offered = list(vm.targets.values()) + list(vm.pairs.values())
        assert sorted(map(str, offered)) == sorted(map(str, legal))  # each exactly once
        assert all(s.is_legal(a) for a in offered)
        for other in range(players):  # nobody else may click
            if other != mover:
                assert not view_of(s, other).targets and not view_of(s, other).pairs


def test_the_view_model_is_identical_for_states_that_differ_only_in_hidden_information():
    for s in positions(3, True, 9, every=1):
        for viewer in range(3):
            view = s.view_for(viewer)
            worlds = [view.determinized(viewer, random.Random(k)) for k in (1, 2)]
            assert all(w.seed is not None for w in worlds)  # full states, the hidden part resampled
            a, b = (build_view(w.view_for(viewer), viewer) for w in worlds)
            assert a == b == view_of(s, viewer)
        if s.turns >= 4:
            break


def test_3_1_offered_spirits_are_shown_only_to_the_player_choosing_them():
    s = GAME.new_game({"players": 2, "spirits": True}, 5)
    mine = view_of(s, 0).players[0]
    assert mine.choosing_spirit and [c.kind for c in mine.cards] == ["offer", "offer"]
    assert {("card", 0, c.card) for c in mine.cards} == set(view_of(s, 0).targets)
    theirs = view_of(s, 1).players[0]
    assert theirs.choosing_spirit and theirs.cards == ()  # Bruno only knows Ana is choosing
    assert view_of(s, 1).prompt.template == "Waiting for player {player}"


def test_the_view_says_which_cards_have_a_habitat_ready_and_where_their_cube_may_go():
    s = GAME.new_game({"players": 2}, 3)
    s.set_board(0, tuple(stack_id("blue") if lab in ("0,0", "1,0") else 0 for lab in s.side.labels))
    s = position(s, players={0: {"cards": [["A05", 0], ["A03", 0]]}})  # frog: water + tree; fish
    vm = view_of(s, 0)
    frog, fish = vm.players[0].cards
    assert not frog.habitat_ready and not fish.habitat_ready
    s.set_board(
        0,
        tuple(
            stack_id({"0,0": "blue", "0,1": "green"}.get(lab, "")) if lab in ("0,0", "0,1") else 0
            for lab in s.side.labels
        ),
    )
    vm = view_of(s, 0)
    frog, fish = vm.players[0].cards
    assert frog.habitat_ready and frog.cube_cells == ("0,0",) and not fish.habitat_ready
    cubes = {(src, tgt): a for (src, tgt), a in vm.pairs.items() if isinstance(a, PlaceCube)}
    assert cubes == {(("card", 0, "A05"), ("cell", 0, "0,0")): PlaceCube("A05", "0,0")}
    # the other player sees the same facts about Ana's board, without any click
    assert view_of(s, 1).players[0].cards == vm.players[0].cards and not view_of(s, 1).pairs


def test_board_spaces_carry_stacks_bottom_to_top_and_cubes():
    s = GAME.new_game({"players": 2}, 3)
    s.set_board(
        0,
        tuple(stack_id("gray/red") if lab == "2,2" else 0 for lab in s.side.labels),
        cubes=1 << s.side.bits[s.side.index["2,2"]],
    )
    spaces = {sp.cell: sp for sp in view_of(s, 1).players[0].spaces}
    assert len(spaces) == 23 and spaces["2,2"].colours == ("gray", "red") and spaces["2,2"].cube
    assert spaces["0,0"].colours == () and not spaces["0,0"].cube
    assert view_of(s, 1).players[0].empty_spaces == 22


def test_market_facts_and_the_turn_steps():
    s = GAME.new_game({"players": 2}, 8)
    vm = view_of(s, 0)
    assert [sid for sid, _ in vm.central] == ["C1", "C2", "C3", "C4", "C5"]
    assert all(len(tokens) == 3 for _, tokens in vm.central)
    assert vm.pouch == 105 and vm.deck == 27 and len(vm.display) == 5 and vm.phase == "take_tokens"
    assert ("space", "C3") in vm.targets and vm.targets[("space", "C3")] == TakeSpace(2)
    s = s.apply(TakeSpace(2))
    vm = view_of(s, 0)
    assert vm.phase == "place_tokens" and vm.hand == tuple(data.COLOURS[c] for c in s.hand)
    assert vm.central[2] == ("C3", ())
    assert {src for src, _ in vm.pairs} == {("hand", c) for c in vm.hand}
    assert "%n left" in vm.prompt.template and vm.prompt.numerus == "count" and vm.prompt.params["count"] == 3
    while s.hand:
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken)))
    vm = view_of(s, 0)
    assert vm.targets[("end",)] == EndTurn() and vm.phase == "finish"
    card = vm.display[0]
    assert vm.targets[("display", card)] == TakeCard(card)


def test_5_8_solo_discard_is_the_discard_button_then_a_card():
    s = GAME.new_game({"players": 1}, 2)
    s = s.apply(TakeSpace(0))
    while s.hand:
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken)))
    vm = view_of(s, 0)
    discards = {k: a for k, a in vm.pairs.items() if isinstance(a, Discard)}
    assert {k[1] for k in discards} == {("display", c) for c in vm.display}
    assert all(k[0] == ("discard",) for k in discards) and vm.solo and len(vm.display) == 3
    assert "discard" in vm.prompt.template


def test_5_7_last_round_is_shown_once_triggered():
    s = GAME.new_game({"players": 2}, 3)
    assert not view_of(s, 0).last_round
    s = position(s, triggered=True)
    assert view_of(s, 0).last_round


# -- events ---------------------------------------------------------------------------------------------


def test_events_say_what_each_click_did_with_the_places_it_touched():
    s = GAME.new_game({"players": 2, "spirits": True}, 5)
    offer = [data.CARDS[c].id for c in s.offers[0]]
    s, ev = s.apply_with_events(ChooseSpirit(offer[0]))
    assert [(e.kind, e.places) for e in ev] == [("spirit", (offer[0],))]
    assert offer[1] not in str(ev[0].message) and str(data.CARDS[data.CARD_INDEX[offer[1]]].name) not in str(
        ev[0].message
    )  # the boxed spirit stays unseen
    tokens = s.central[1]
    s, ev = s.apply_with_events(TakeSpace(1))
    assert [(e.player, e.kind, e.places) for e in ev] == [(0, "take", ("C2",))]
    assert str(ev[0].message) == "takes {} from central space 2".format(
        ", ".join(data.COLOURS[c] for c in tokens[:2]) + " and " + data.COLOURS[tokens[2]]
    )
    place = next(a for a in s.legal_actions() if isinstance(a, PlaceToken))
    s, ev = s.apply_with_events(place)
    assert [(e.kind, e.places, str(e.message)) for e in ev] == [
        ("place", (place.cell,), f"places a {place.colour} token on {place.cell}")
    ]
    card = data.CARDS[s.display[0]]
    s, ev = s.apply_with_events(TakeCard(card.id))
    assert [(e.kind, e.places, str(e.message)) for e in ev] == [("card", (card.id,), f"takes the {card.name} card")]
    while s.hand:
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken)))
    s, ev = s.apply_with_events(EndTurn())
    assert [e.kind for e in ev] == ["end_turn", "refill", "reveal"]
    assert ev[1].places == ("C2",) and ev[2].places == (data.CARDS[s.display[0]].id,)


def test_events_for_cubes_completion_triggers_and_final_scores():
    s = GAME.new_game({"players": 2}, 3)
    s.set_board(
        0,
        tuple(
            stack_id({"0,0": "blue", "0,1": "green"}.get(lab, "")) if lab in ("0,0", "0,1") else 0
            for lab in s.side.labels
        ),
    )
    s = position(s, players={0: {"cards": [["A05", 4]]}})  # the frog's last cube
    s, ev = s.apply_with_events(PlaceCube("A05", "0,0"))
    assert [(e.kind, e.places) for e in ev] == [("cube", ("0,0", "A05")), ("complete", ("A05",))]
    assert str(ev[0].message) == "places a cube from the Frog card on 0,0"
    # the board trigger on the last player's turn: the game ends at once, with every score
    s = position(s, player=1)
    s.set_board(1, tuple(stack_id("green") for _ in s.side.labels[:-2]) + (0, 0))
    s = position(s, took_space=True, hand=[])
    s, ev = s.apply_with_events(EndTurn())
    kinds = [e.kind for e in ev]
    assert kinds[-4:] == ["trigger", "over", "score", "score"] and s.is_over
    assert [e.player for e in ev[-2:]] == [0, 1]
    assert [e.message.params["points"] for e in ev[-2:]] == list(s.score().totals())


def test_5_8_solo_events_box_the_tokens_and_the_result_is_in_suns():
    rng = random.Random(4)
    s = GAME.new_game({"players": 1, "spirits": False, "side": "A"}, 4)
    seen = set()
    while not s.is_over:
        s, ev = s.apply_with_events(rng.choice(s.legal_actions()), trusted=True)
        seen |= {e.kind for e in ev}
        if ev and ev[-1].kind == "score":
            assert "suns" in ev[-1].message.params
    assert {"box", "refill", "trigger", "over", "score"} <= seen


def test_plain_apply_records_no_events_and_reaches_the_same_state():
    rng = random.Random(6)
    s = GAME.new_game({"players": 3, "spirits": True}, 6)
    for _ in range(60):
        a = rng.choice(s.legal_actions())
        nxt, _ = s.apply_with_events(a)
        plain = s.apply(a)
        assert plain == nxt and plain._events is None and nxt._events is None
        s = plain
