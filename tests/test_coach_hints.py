"""The coach's hints (docs/architecture.md §8.4): the whole hinted turn in the
game's words (every click named, places as the board's coordinates name
them), a standing that is true on the board, and a hint decided by the hard
level's work budget, not the clock (docs/architecture.md §8.1)."""

from __future__ import annotations

import random

import pytest

import gardenapp.games  # noqa: F401  (registers the titles)
from gardenapp.core import bots, registry
from gardenapp.core.coach import _after_click, hint, standing_msg
from tests.toygame import PebblesGame, Take

GAMES = ["sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves"]


def _names(action) -> list[str]:
    """What the words of ``action`` must say: its place as the board names it
    (the coordinates toggle), its tile or card where it has one."""
    k = action.kind
    if k == "place_tile" and hasattr(action, "at"):  # Under the Leaves
        return [action.tile, action.at]
    if k in ("take_tile",) and hasattr(action, "tile"):
        return [action.tile]
    if k == "place" and hasattr(action, "row"):  # Sanssouci's gardener
        return [f"{action.row},{action.col}"]
    if k == "noble":
        return [f"row {action.row}"]
    if k in ("place", "place_token", "place_cube", "move_gardener", "move_panda", "place_plot", "grow_plot"):
        cell = action.cell
        return [cell if isinstance(cell, str) else f"{cell[0]},{cell[1]}"]
    if k == "take_space":
        return [f"central space {action.space + 1}"]
    if k == "choose_field":
        return [action.field]
    if k in ("area",):
        return [action.area]
    return []


def _chance_free_turn(state, rng, clicks=6):
    """A random run of one player's clicks with no draw between them (what a
    hint describes), from ``state``."""
    p = state.current_player
    view = state.view_for(p)
    turn = []
    current = view
    for _ in range(clicks):
        legal = current.legal_actions()
        if not legal:
            break
        a = rng.choice(sorted(legal, key=lambda x: x.notation()))
        turn.append(a)
        what, nxt = _after_click(current, p, a)
        if what != "click":
            break
        current = nxt
    return view, turn


@pytest.mark.parametrize("game_id", GAMES)
def test_every_click_of_a_turn_is_named_in_the_games_words(game_id):
    game = registry.get(game_id)
    named = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_game({"players": 2}, seed)
        for _ in range(rng.randrange(4, 30)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()), trusted=True)
        if state.is_over:
            continue
        view, turn = _chance_free_turn(state, rng)
        text = game.describe_turn(view, turn).render()
        assert text and "{" not in text
        for action in turn:
            # never the click's notation (the engine's shorthand) but words
            assert action.notation() not in text.split(", then "), (action, text)
            for name in _names(action):
                assert name in text, (action, name, text)
                named += 1
        assert text.count(", then ") <= len(turn) - 1
    assert named > 0


def test_leaves_words_name_the_tile_its_side_turns_and_position():
    game = registry.get("under_the_leaves")
    state = game.new_game({"players": 2}, 4)
    view = state.view_for(0)
    take = next(a for a in view.legal_actions() if a.kind == "take_tile")
    placed = view.apply(take, trusted=True)
    place = next(a for a in placed.legal_actions() if a.kind == "place_tile" and a.rotation == 3)
    text = game.describe_turn(view, [take, place]).render()
    side = "front" if place.side == "F" else "back"
    assert text == f"take tile {take.tile} from the market and lay it {side} up, turned 3 quarter turns, at {place.at}"


def test_the_standing_says_expected_points_and_the_score_table_apart_when_they_differ():
    # docs/architecture.md §8.4: what is true on the board
    assert standing_msg(9.2, -17.0).render() == "ahead by 9 in expected points, 17 behind on the score table"
    assert standing_msg(-3.0, 4.0).render() == "behind by 3 in expected points, 4 ahead on the score table"
    assert standing_msg(5.4, 4.6).render() == "ahead by 5 points after this turn"
    assert standing_msg(-2.0, -2.4).render() == "behind by 2 points after this turn"
    assert standing_msg(0.2, -0.3).render() == "level on points after this turn"
    assert standing_msg(6.0, 3.0).render() == "ahead by 6 in expected points, 3 ahead on the score table"


class _PromisingPebbles(PebblesGame):
    """The toy game scored on its pebbles alone (no hidden card), whose
    evaluation adds 20 points of promise to the lead on the table."""

    id = "pebbles_promise"

    def score_board(self, board):
        from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet, winners_by

        players = tuple(PlayerScore(p["name"], (RuleScore("pebbles", p["pebbles"]),)) for p in board)
        return ScoreSheet(self.id, players, winners_by([(p.total,) for p in players]))

    @property
    def policy(self):
        from gardenapp.core.game import Policy

        def evaluate(state, player):
            totals = state.score().totals()
            return totals[player] - max(t for i, t in enumerate(totals) if i != player) + 20.0

        return Policy(evaluate, lambda state, rng: rng.choice(state.legal_actions()))


def test_a_hint_whose_evaluation_leads_while_the_table_trails_says_both():
    game = _PromisingPebbles()
    state = game.new_game({"players": 2, "pile": 12}, 4)
    for a in (Take(1), Take(2), Take(1), Take(2), Take(1), Take(2)):  # Ana 3, Bruno 6
        state = state.apply(a)
    h = hint(state.view_for(0), 0, bots.GreedyBot(1))
    after = state.apply(h.action)
    totals = after.score().totals()
    assert totals[0] < totals[1]  # behind on the table after the hinted move
    table = totals[1] - totals[0]
    expected = after.evaluate(0)
    assert expected > 0
    said = [r.render() for r in h.reasons]
    assert f"ahead by {round(expected)} in expected points, {table} behind on the score table" in said
    assert not any("lead" in r for r in said)


@pytest.mark.parametrize("game_id", ["sanssouci", "azul_queens_garden", "harmonies"])
def test_a_hint_is_the_same_with_a_tiny_wall_clock_or_none(game_id):
    """The hard level's own wall-clock caps cut to almost nothing (a loaded
    machine) give the same hint as no caps at all: the work budget decides
    (docs/architecture.md §8.1)."""
    game = registry.get(game_id)
    rng = random.Random(2)
    state = game.new_game({"players": 2}, 2)
    for _ in range(6):
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
    p = state.current_player
    view = state.view_for(p)
    tiny = game.make_bot("montecarlo", 5)
    for name in ("time_budget", "max_seconds", "time_cap"):
        if isinstance(getattr(tiny, name, None), (int, float)):
            setattr(tiny, name, 1e-9)
    if getattr(tiny, "turn", None) is not None:
        tiny.turn.seconds = 1e-9
    loaded = hint(view, p, tiny, seed=3)
    before = bots.set_caps(False)
    try:
        idle = hint(view, p, game.make_bot("montecarlo", 5), seconds=None, seed=3)
    finally:
        bots.set_caps(before)
    assert loaded.turn == idle.turn and not loaded.capped
    assert loaded.description == idle.description and loaded.reasons == idle.reasons


def test_the_safety_net_still_stops_a_hint_and_says_so():
    game = registry.get("sanssouci")
    state = game.new_game({"players": 2}, 1)
    p = state.current_player
    view = state.view_for(p)
    h = hint(view, p, game.make_bot("montecarlo", 1), seconds=0.001)
    assert h.capped and not h.whole_turn and view.is_legal(h.action)
    assert "depends on what is drawn" in h.description.render()
