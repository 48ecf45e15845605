"""The Sanssouci view model (games/sanssouci/view.py): what the play screen
draws and what each click submits, from ``view_for(viewer)`` only, without Qt."""

from __future__ import annotations

import random

import pytest

from gardenapp.games.sanssouci.actions import SKIP, STEP, MoveNoble, PlaceTile, PlayCard, TakeTile
from gardenapp.games.sanssouci.state import NOBLE, PLACE_PH
from gardenapp.games.sanssouci.view import build_view, cell_key

from .helpers import GAME, garden, position


def _positions(options, seed, limit=400):
    """Every position of a random game (each one the mover's to play)."""
    rng = random.Random(seed)
    s = GAME.new_game(options, seed)
    out = [s]
    while not s.is_over and len(out) < limit:
        s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        out.append(s)
    return out


def _mover_view(s):
    p = s.current_player
    return build_view(s.view_for(p), p)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 2},
        {"players": 3, "layout": "P4"},
        {"players": 1, "level": "advanced"},
        {"players": 1, "level": "easy"},
    ],
)
def test_every_legal_action_of_the_mover_is_one_key_or_pair_and_nothing_else(options):
    for s in _positions(options, 7):
        if s.is_over:
            vm = build_view(s.view_for(0), 0)
            assert not vm.targets and not vm.pairs
            continue
        vm = _mover_view(s)
        legal = s.legal_actions()
        reached = list(vm.targets.values()) + list(vm.pairs.values())
        assert sorted(map(str, reached)) == sorted(map(str, legal))  # each exactly once
        assert all(s.is_legal(a) for a in reached)


def test_noble_moves_are_two_clicks_from_the_noble_to_its_destination():
    for s in _positions({"players": 2}, 3):
        if s.phase == NOBLE:
            break
    p = s.current_player
    vm = _mover_view(s)
    assert vm.phase == "noble" and vm.skip and vm.targets[("skip",)] == SKIP
    for (src, dst), a in vm.pairs.items():
        assert isinstance(a, MoveNoble)
        assert src == cell_key(p, s.nobles[p][a.col - 1], a.col) and dst == cell_key(p, a.row, a.col)
        assert src in vm.noble_sources
    assert all(not isinstance(a, MoveNoble) for a in vm.targets.values())


def test_cards_are_keyed_by_their_place_in_the_hand_and_tiles_by_display_space():
    s = GAME.new_game({"players": 2}, 5)
    p = s.current_player
    vm = _mover_view(s)
    me = vm.players[p]
    assert vm.targets == {("card", i): PlayCard(c) for i, c in enumerate(me.hand)} and len(me.hand) == 2
    s2 = s.apply(PlayCard(me.hand[0]))
    vm2 = _mover_view(s2)
    assert vm2.card == me.hand[0] and vm2.phase == "take"
    for key, a in vm2.targets.items():
        assert isinstance(a, TakeTile) and key == ("display", f"{a.row}{'LR'[a.side]}")
    assert [d.space for d in vm2.display] == ["2L", "2R", "3L", "3R", "4L", "4R", "5L", "5R", "6L", "6R"]


def test_the_gardener_step_names_the_filled_space_and_keys_empty_cells():
    for s in _positions({"players": 2}, 11):
        if s.phase == PLACE_PH:
            break
    else:
        pytest.fail("no gardener step in the game")
    p = s.current_player
    vm = _mover_view(s)
    assert vm.place_target is not None and vm.place_target in vm.prompt.render()
    assert vm.players[p].cells[vm.place_target] != "empty"
    for key, a in vm.targets.items():
        assert isinstance(a, PlaceTile) and key == cell_key(p, a.row, a.col)
        assert vm.players[p].cells[key[2]] == "empty"


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_view_model_is_the_same_for_two_worlds_that_differ_only_in_hidden_cards(players):
    """§3.6: the other players' hands and missions and the deck order do not
    change a viewer's view model (two determinizations of one view)."""
    rng = random.Random(1)
    for s in _positions({"players": players}, 4, limit=120)[::7]:
        viewer = 0
        view = s.view_for(viewer)
        a = view.determinized(viewer, rng)
        b = view.determinized(viewer, rng)
        assert (
            build_view(a.view_for(viewer), viewer) == build_view(b.view_for(viewer), viewer) == build_view(view, viewer)
        )


def test_others_hands_and_missions_are_counts_only():
    s = GAME.new_game({"players": 3}, 2)
    vm = build_view(s.view_for(0), 0)
    assert len(vm.players[0].hand) == 2 and len(vm.players[0].missions) == 2
    for q in (1, 2):
        other = vm.players[q]
        assert other.hand == () and other.hand_size == 2
        assert other.missions == () and other.hidden_missions == 2
        assert other.deck == 16
    if s.current_player != 0:
        assert not vm.targets and not vm.pairs


def test_4_2_completion_flags_are_the_scorers():
    """The "bonus earned" marks come from the engine: with gardeners counting
    (the table's provisional rule), a row of gardeners is complete."""
    s = GAME.new_game({"players": 2}, 1)
    s = position(s, gardens={0: garden(s, 0, sum(1 << (9 + c) for c in range(9)))})  # row 2 full of gardeners
    vm = build_view(s.view_for(0), 0)
    sheet = s.score().players[0].breakdown
    assert vm.players[0].rows_complete[1] is True
    assert vm.players[0].rows_complete[0] is True  # row 1 is printed
    assert sheet["rows"] == sum(b for b, done in zip(vm.row_bonus, vm.players[0].rows_complete) if done)


def test_solo_shows_pedro_bots_card_die_level_and_steps():
    s = GAME.new_game({"players": 1, "level": "advanced"}, 5)
    while s.current_player == 0:
        s = s.apply(s.legal_actions()[0])
    vm = build_view(s.view_for(0), 0)
    assert vm.solo and vm.level == "advanced" and vm.players[1].automaton and "Pedro Bot" in vm.prompt.render()
    assert build_view(s.view_for(1), 1).targets == {("bot",): STEP}
    s = s.apply(STEP).apply(STEP)  # reveal, roll
    vm = build_view(s.view_for(0), 0)
    assert vm.card is not None and 1 <= vm.die <= 6
    while s.current_player == 1:
        s = s.apply(STEP)
    assert build_view(s.view_for(0), 0).die == vm.die  # shown until the bot rolls again


def test_last_round_and_round_numbers():
    positions = _positions({"players": 2}, 8, limit=10_000)
    first_last = next(s for s in positions if _mover_view(s).last_round)
    assert first_last.round == 18 and _mover_view(first_last).round == 18
    assert all(not _mover_view(s).last_round for s in positions if s.round < 18)
    assert positions[-1].is_over and not build_view(positions[-1].view_for(0), 0).last_round


def test_a_spectator_sees_no_hand_no_mission_and_no_target():
    s = GAME.new_game({"players": 2}, 6)
    vm = build_view(s.view_for(-1), None)
    assert not vm.targets and not vm.pairs and vm.viewer is None
    assert all(pv.hand == () and pv.missions == () and pv.hidden_missions == 2 for pv in vm.players)
