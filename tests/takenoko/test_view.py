"""Takenoko's view model (games/takenoko/view.py) and its engine events,
without Qt: every legal click has exactly one key, nothing hidden leaks, and
the facts the play screen draws."""

import random

import pytest

from gardenapp.core.messages import Message
from gardenapp.games.takenoko import GAME
from gardenapp.games.takenoko.actions import DrawObjective, DrawPlots, EndByAgreement, EndTurn, MoveGardener, PlacePlot
from gardenapp.games.takenoko.data import CARDS, HAND_LIMIT
from gardenapp.games.takenoko.view import TakenokoView, action_place, build_view


def _positions(seed, players=2, limit=400):
    """Positions of a random game (seeded), the mover first in each."""
    state = GAME.new_game(dict(GAME.default_options(), players=players), seed)
    rng = random.Random(seed)
    out = []
    while not state.is_over and len(out) < limit:
        out.append(state)
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
    out.append(state)
    return out


@pytest.mark.parametrize("seed,players", [(1, 2), (7, 3), (12, 4)])
def test_every_legal_action_has_exactly_one_key_or_pair_and_every_key_is_legal(seed, players):
    for state in _positions(seed, players):
        p = state.current_player
        if p < 0:
            continue
        vm = build_view(state.view_for(p), p)
        clicks = list(vm.targets.values()) + list(vm.pairs.values())
        legal = list(state.legal_actions()) + [EndByAgreement()]
        assert sorted(map(str, clicks)) == sorted(map(str, legal))  # each once, none missing
        assert all(state.is_legal(a) for a in clicks)
        for key, action in vm.targets.items():
            assert action_place(action) == (key,)
        for (source, target), action in vm.pairs.items():
            assert action_place(action) == (source, target)
            assert source not in vm.targets or source[0] == "cell"  # a source is never a one-click move


def test_nobody_else_may_click_and_a_spectator_sees_no_hand():
    state = _positions(3)[10]
    other = 1 - state.current_player
    vm = build_view(state.view_for(other), other)
    assert vm.targets == {} and vm.pairs == {}
    assert vm.prompt.template == "Waiting for player {player}"
    spectator = build_view(state.view_for(-1), None)
    assert all(c.card is None for pv in spectator.players for c in pv.hand)
    assert spectator.fulfils == {}


@pytest.mark.parametrize("seed", [2, 5])
def test_the_view_model_is_the_same_for_two_states_that_differ_only_in_hidden_information(seed):
    rng = random.Random(seed)
    for state in _positions(seed, 3)[::7]:
        for viewer in range(state.num_players):
            mine = build_view(state.view_for(viewer), viewer)
            world_a = state.determinized(viewer, rng)
            world_b = state.determinized(viewer, rng)
            assert build_view(world_a.view_for(viewer), viewer) == mine
            assert build_view(world_b.view_for(viewer), viewer) == mine


def test_hands_show_their_cards_only_to_their_owner_with_the_hand_size_and_limit():
    state = _positions(4)[30]
    for viewer in range(2):
        vm = build_view(state.view_for(viewer), viewer)
        for pv in vm.players:
            assert pv.hand_size == len(state.hands[pv.index]) and pv.hand_limit == HAND_LIMIT
            assert [c.deck for c in pv.hand] == [
                ("plot", "gardener", "panda")[CARDS[c].type] for c in state.hands[pv.index]
            ]
            if pv.index == viewer:
                assert [c.card for c in pv.hand] == state.hand_ids(viewer)
            else:
                assert all(c.card is None for c in pv.hand)
        assert set(vm.fulfils) == {CARDS[c].id for c in state.hands[viewer] if CARDS[c].type != 2}


def test_the_first_turn_offers_the_actions_and_the_prompt_counts_them():
    state = GAME.new_game(GAME.default_options(), 3)
    p = state.current_player
    vm = build_view(state.view_for(p), p)
    assert isinstance(vm, TakenokoView) and vm.phase == "actions" and vm.rolled is None
    assert vm.targets[("action", "plot")] == DrawPlots()
    assert vm.pairs[(("action", "objective"), ("deck", "panda"))] == DrawObjective("panda")
    assert (("action", "gardener"), ("cell", "0,0")) not in vm.pairs  # the gardener starts there
    assert vm.prompt.render() == "Choose action 1 of 2, a free action, or end your turn"
    assert vm.plots == () and vm.spots == ("-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0")
    assert vm.stack == 27 and vm.decks == {"plot": 13, "gardener": 13, "panda": 13}  # 15 each, one dealt each
    assert not vm.last_round and vm.emperor == -1


def test_a_plot_drawn_then_placed_names_its_cell_in_the_events_and_the_keys():
    state = GAME.new_game(GAME.default_options(), 3)
    p = state.current_player
    state, events = state.apply_with_events(DrawPlots())
    assert [e.message.render() for e in events] == ["draws 3 plots"]
    vm = build_view(state.view_for(p), p)
    assert vm.phase == "pick_plot" and len(vm.drawn) == 3 and set(vm.targets) >= {("pick", 0), ("pick", 2)}
    assert (("reverse",), ("pick", 1)) in vm.pairs
    state = state.apply(vm.targets[("pick", 0)])
    vm = build_view(state.view_for(p), p)
    assert vm.picked is not None and vm.targets[("cell", "1,0")] == PlacePlot((1, 0))
    state, events = state.apply_with_events(PlacePlot((1, 0)))
    assert events[0].places == ("1,0",) and events[0].kind == "place" and events[0].player == p
    assert "on 1,0" in events[0].message.render()
    vm = build_view(state.view_for(p), p)
    [plot] = vm.plots
    assert plot.cell == "1,0" and plot.irrigated and plot.bamboo == 1  # next to the pond: irrigated, grows
    assert vm.pairs[(("action", "gardener"), ("cell", "1,0"))] == MoveGardener((1, 0))


def test_drawing_an_objective_says_which_deck_never_which_card():
    state = GAME.new_game(GAME.default_options(), 8)
    state, events = state.apply_with_events(DrawObjective("gardener"))
    text = events[0].message.render()
    assert text == "draws a gardener objective"
    assert not any(c.id in text for c in CARDS)
    assert all(not any(c.id in str(v) for c in CARDS) for e in events for v in e.message.params.values())


def test_events_cost_nothing_without_recording_and_match_apply():
    state = GAME.new_game(GAME.default_options(), 9)
    rng = random.Random(9)
    seen = set()
    for _ in range(300):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        nxt, events = state.apply_with_events(action)
        assert nxt == state.apply(action) and nxt._events is None
        for e in events:
            assert isinstance(e.message, Message) and e.message.render()
            seen.add(e.kind)
        if isinstance(action, EndTurn) and not nxt.is_over:
            assert events[0].kind == "end_turn"
        state = nxt
    assert {"place", "draw", "end_turn"} <= seen


def test_completing_an_objective_is_a_scoring_event_on_the_card_and_the_emperor_starts_the_last_round():
    state = GAME.new_game(dict(GAME.default_options(), players=2, max_rounds=0), 3)
    bot = GAME.make_bot("greedy", 3)
    claimed = emperor = None
    while not state.is_over and emperor is None:
        action = bot.choose(state.view_for(state.current_player))
        nxt, events = state.apply_with_events(action)
        for e in events:
            if e.kind == "score" and claimed is None:
                claimed = (action, e)
            if e.kind == "end" and "Emperor" in e.message.render():
                emperor = nxt
        state = nxt
    action, event = claimed
    assert event.places == (action.card,) and event.message.params["card"] == action.card
    assert action.card not in event.message.render() and "(+" in event.message.render()  # its name, in words
    assert emperor is not None
    vm = build_view(emperor.view_for(0), 0)
    assert vm.last_round and vm.players[vm.emperor].emperor


def test_once_the_game_is_over_every_hand_is_shown():
    state = GAME.new_game(dict(GAME.default_options(), players=2), 6)
    hidden = build_view(state.view_for(0), 0)
    assert all(c.card is None for c in hidden.players[1].hand)
    over = state.apply(EndByAgreement())
    vm = build_view(over.view_for(0), 0)
    assert vm.is_over and [c.card for c in vm.players[1].hand] == over.hand_ids(1)
    assert vm.targets == {} and vm.pairs == {} and not vm.last_round


def test_objective_cards_are_named_in_words_in_the_log():
    from gardenapp.games.takenoko.data import CARD_BY_ID
    from gardenapp.games.takenoko.state import card_message

    names = {
        ident: card_message(CARD_BY_ID[ident].index).render()
        for ident in ("PLOT-G-LINE", "PLOT-GY-DIAM", "GARD-Y-ENCL", "GARD-G-NONE", "GARD-P-3x2", "PANDA-GYP-1")
    }
    assert names == {
        "PLOT-G-LINE": "green line",
        "PLOT-GY-DIAM": "green–yellow diamond",
        "GARD-Y-ENCL": "yellow stalk of 4 (enclosure)",
        "GARD-G-NONE": "green stalk of 4 (no improvement)",
        "GARD-P-3x2": "2 pink stalks of 3",
        "PANDA-GYP-1": "Panda eats green + yellow + pink",
    }
