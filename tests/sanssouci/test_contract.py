"""Hidden information (§3.6), actions and notation, logs, export of a played game."""

import json
import random

import pytest

from gardenapp.core import conformance
from gardenapp.core.errors import InvalidActionError
from gardenapp.games.sanssouci.actions import ACTION_TYPES, SKIP, STEP, MoveNoble, PlaceTile, PlayCard, TakeTile
from gardenapp.games.sanssouci.state import HIDDEN

from .helpers import GAME


def test_3_6_views_hide_other_hands_and_missions_but_not_the_public_board():
    s = GAME.new_game({"players": 3}, 8)
    v = s.view_for(1)
    assert v.seed is None
    assert v.hands[1] == s.hands[1] and v.missions[1] == s.missions[1]
    for q in (0, 2):
        assert v.hands[q] == (HIDDEN, HIDDEN) and v.missions[q] == (HIDDEN, HIDDEN)
        # the other's remaining cards (pile + hand) are public, which is which is not
        assert sorted(v.decks[q]) == sorted(s.decks[q] + s.hands[q])
    assert v.display == s.display and v.filled == s.filled and v.nobles == s.nobles


def test_3_6_determinized_worlds_resample_only_the_hidden_parts():
    s = GAME.new_game({"players": 3}, 8)
    v = s.view_for(0)
    seen_hands, seen_missions = set(), set()
    for k in range(30):
        w = v.determinized(0, random.Random(k))
        assert w.hands[0] == s.hands[0] and w.missions[0] == s.missions[0]
        for q in (1, 2):
            assert len(w.hands[q]) == 2 and set(w.hands[q]) | set(w.decks[q]) == set(s.hands[q]) | set(s.decks[q])
            seen_hands.add(w.hands[q])
            seen_missions.add(w.missions[q])
        all_m = [m for ms in w.missions for m in ms]
        assert len(set(all_m)) == 6 and not set(s.missions[0]) & set(w.missions[1] + w.missions[2])
        assert w.legal_actions()  # a playable world
    assert len(seen_hands) > 5 and len(seen_missions) > 5


def test_3_6_solo_view_hides_the_bots_missions():
    s = GAME.new_game({"players": 1}, 8)
    v = s.view_for(0)
    assert v.missions[1] == (HIDDEN, HIDDEN) and v.decks[1] == s.decks[1]


@pytest.mark.parametrize("players", [1, 3])
def test_4_2_a_finished_games_views_show_every_mission_and_score_as_the_game(players):
    """docs/rules/sanssouci.md §4.2: at the end the missions are scored openly, so every seat's view
    (and the public one) of a finished game shows every mission and gives the game's final score."""
    s = GAME.new_game({"players": players}, 5)
    rng = random.Random(5)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    for viewer in (*range(s.num_players), -1):  # -1: a watcher (gardenapp/net/table.py PUBLIC)
        v = s.view_for(viewer)
        assert v.missions == s.missions and HIDDEN not in [m for ms in v.missions for m in ms]
        assert v.hands == s.hands and v.seed is None
        assert v.score().totals() == s.score().totals()


def test_actions_notation_and_json_round_trip():
    acts = [
        PlayCard("E3"),
        PlayCard("C8"),
        PlayCard("J"),
        TakeTile(5, 0),
        TakeTile(2, 1),
        PlaceTile(6, 9),
        MoveNoble(4, 5),
        SKIP,
        STEP,
    ]
    for a in acts:
        assert GAME.parse_action(a.notation()) == a
        assert GAME.action_from_json(json.loads(json.dumps(a.to_json()))) == a
    assert [a.notation() for a in acts] == [
        "play E3",
        "play C8",
        "play J",
        "take 5L",
        "take 2R",
        "place 6,9",
        "noble 4>5",
        "skip",
        "bot",
    ]
    assert {t.kind for t in ACTION_TYPES} == {"play", "take", "place", "noble", "skip", "bot"}
    for bad in ("play E0", "take 1L", "take 5X", "place 7,1", "noble 4>0", "jump", "", "noble 10>2"):
        with pytest.raises(InvalidActionError):
            GAME.parse_action(bad)


def _events_of_random_game(options, seed):
    """Every event of a random game, in order (its actions replayed with events)."""
    _, record = conformance.play_random_game(GAME, options, seed, check_every=40)
    state, events = GAME.new_game(options, seed), []
    for a in record.actions:
        state, evs = state.apply_with_events(a)
        events.extend(evs)
    return state, events


def test_events_describe_every_step_and_render_without_translation():
    """The turn log's words come from the engine's events (one place): every kind of
    step, Pedro Bot's included (18 reveals, 18 rolls at advanced), each renders."""
    state, events = _events_of_random_game({"players": 1, "level": "advanced"}, 4)
    assert state.is_over
    kinds = {e.kind for e in events}
    assert {"play", "take", "place", "noble", "skip", "refill", "draw", "reveal", "roll", "last_round", "end"} <= kinds
    assert sum(e.kind == "roll" for e in events) == 18 and sum(e.kind == "reveal" for e in events) == 18
    assert sum(e.kind == "last_round" for e in events) == 1 and events[-1].kind == "end"
    for e in events:
        text = str(e.message)
        assert text and "{" not in text
    assert all(e.player == 1 for e in events if e.kind in ("reveal", "roll"))


def test_events_mark_spec_places_and_never_name_a_drawn_card():
    """§3.6: "draws a card" never says which; takes and refills name the display space
    ("5L"), placements and noble moves the garden space ("row,col")."""
    _, events = _events_of_random_game({"players": 2}, 9)
    for e in events:
        if e.kind == "draw":
            assert not e.message.params and not e.places
        if e.kind in ("take", "refill"):
            assert len(e.places) == 1 and e.places[0][0] in "23456" and e.places[0][1] in "LR"
        if e.kind in ("place", "noble", "complete"):
            assert len(e.places) == 1 and GAME.parse_action("place " + e.places[0])


def test_4_2_a_completed_row_is_an_event_of_the_placement():
    s = GAME.new_game({"players": 2}, 1)
    p = s.current_player
    s = s.copy()
    row2 = sum(1 << (9 + c) for c in range(9))
    s.filled[p] |= row2 & ~(1 << 9)  # row 2 all but (2,1)
    s.phase, s.place_mask = 2, 1 << 9  # PLACE phase: the gardener goes on (2,1)
    after, events = s.apply_with_events(PlaceTile(2, 1))
    complete = [e for e in events if e.kind == "complete"]
    assert [e.message.params.get("row") for e in complete] == [2] and complete[0].places == ("2,1",)
    assert after.completed_lines(p)[0][1] is True


def test_board_from_state_exports_a_finished_solo_game():
    state, _ = conformance.play_random_game(GAME, {"players": 1, "level": "easy"}, 2, check_every=40)
    board = GAME.board_from_state(state, ["Ana", "Pedro Bot"])
    d = GAME.board_to_dict(board)
    assert d["players"][1]["automaton"] is True and "layout" not in d["players"][1]
    assert d["players"][0]["layout"] == "P1"
    again = GAME.score_board(GAME.board_from_dict(d))
    assert again.totals() == state.score().totals()
    assert not [w for w in again.warnings if "provisional" not in str(w)]  # a real game passes §7


@pytest.mark.parametrize("players", [2, 3, 4])
def test_7_every_played_game_exports_a_garden_that_passes_the_section_7_checks(players):
    for seed in range(3):
        state, _ = conformance.play_random_game(GAME, {"players": players, "layout": "P5"}, seed, check_every=500)
        sheet = GAME.score_board(GAME.board_from_state(state, [f"N{i}" for i in range(players)]))
        assert [str(w) for w in sheet.warnings] == []
