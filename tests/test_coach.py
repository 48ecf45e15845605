"""The coach (core.coach): hints and grades over the game contract, no Qt."""

from __future__ import annotations

import random
import time

import pytest

import gardenapp.games  # noqa: F401  (registers the titles)
from gardenapp.core import registry
from gardenapp.core.coach import GRADE_ORDER, GRADES, Grade, Hint, classify, grade, hint
from gardenapp.core.levels import make_bot
from gardenapp.core.messages import Message
from tests.toygame import PebblesGame, Roll, Take

TOY = PebblesGame()


def test_thresholds_are_one_ordered_table():
    assert GRADE_ORDER == ("excellent", "good", "inaccuracy", "mistake")
    limits = [g[2] for g in GRADES]
    assert limits == sorted(limits)
    assert classify(0.0)[0] == "excellent" and classify(1.0)[0] == "good"
    assert classify(3.0)[0] == "inaccuracy" and classify(50.0)[0] == "mistake"


def test_toy_hint_is_legal_with_reasons_and_grades_itself_excellent():
    state = TOY.new_game({"players": 2, "pile": 9}, 4)
    view = state.view_for(0)
    h = hint(view, 0, make_bot("montecarlo", 1), seconds=0.2)
    assert isinstance(h, Hint) and view.is_legal(h.action)
    assert 1 <= len(h.reasons) <= 3 and all(isinstance(r, Message) for r in h.reasons)
    assert all(r.render() for r in h.reasons)
    # Taking two is the most this turn can earn: the hint, and no other move is
    # worth more by the grade's own measure (each graded as the reference move;
    # graded against itself would be excellent by definition, so never that).
    assert h.action == Take(2)
    others = [a for a in view.legal_actions() if a != h.action]
    assert others == [Take(1), Roll()]
    for other in others:
        g = grade(view, h.action, 0, best=other)
        assert isinstance(g, Grade) and g.kind == "excellent" and g.loss == 0
        assert g.label.render() == "excellent"


def test_toy_a_worse_move_grades_worse():
    state = TOY.new_game({"players": 2, "pile": 9}, 4)
    view = state.view_for(0)
    best = grade(view, Take(2), 0, best=Take(2))
    worse = grade(view, Take(1), 0, best=Take(2))
    assert worse.loss >= 1 and worse.rank > best.rank
    # Roll's result is chance: the events of a sampled future are never reasons
    assert Roll() in view.legal_actions()
    rolled = hint(view, 0, make_bot("greedy", 1))
    assert not any("rolls" in r.template for r in rolled.reasons)


def test_hint_never_peeks_the_hidden_card():
    # The opponent's secret card is masked in the view and the hint is the
    # same whatever it really is.
    a = TOY.new_game({"players": 2, "pile": 9}, 4)
    b = a.copy()
    b.secrets = [a.secrets[0], 7 - a.secrets[1]]
    ha = hint(a.view_for(0), 0, make_bot("greedy", 3))
    hb = hint(b.view_for(0), 0, make_bot("greedy", 3))
    assert (ha.action, ha.reasons, ha.gain) == (hb.action, hb.reasons, hb.gain)


def _one_step(view, p, action, worlds):
    return sum(w.apply(action, trusted=True).evaluate(p) for w in worlds) / len(worlds)


def _midgame(game_id, seed):
    """A position of a random game where one-step values of the moves differ
    by at least 3 points (so that a bad move exists)."""
    game = registry.get(game_id)
    state = game.new_game({"players": 2}, seed)
    rng = random.Random(seed)
    for _ in range(200):
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
        p = state.current_player
        view = state.view_for(p)
        worlds = [view.determinized(p, random.Random(0)) for _ in range(3)]
        values = [_one_step(view, p, a, worlds) for a in view.legal_actions()]
        if max(values) - min(values) >= 3:
            return game, state
    raise AssertionError("no position with a bad move")


@pytest.mark.parametrize("game_id", ["harmonies", "sanssouci"])
def test_real_game_hint_is_legal_fast_and_a_bad_move_grades_worse(game_id):
    game, state = _midgame(game_id, 3)
    p = state.current_player
    view = state.view_for(p)
    start = time.perf_counter()
    h = hint(view, p, game.make_bot("montecarlo", 7), seconds=0.4)
    assert time.perf_counter() - start < 1.5
    assert view.is_legal(h.action) and 1 <= len(h.reasons) <= 3
    assert all(isinstance(r, Message) and r.render() for r in h.reasons)
    assert grade(view, h.action, p, best=h.action).kind == "excellent"
    # the worst move one step ahead, judged on the same worlds
    worlds = [view.determinized(p, random.Random(0)) for _ in range(3)]
    worst = min(view.legal_actions(), key=lambda a: _one_step(view, p, a, worlds))
    best = max(view.legal_actions(), key=lambda a: _one_step(view, p, a, worlds))
    bad = grade(view, worst, p, best=best)
    assert bad.loss >= 1 and bad.rank > grade(view, best, p, best=best).rank
