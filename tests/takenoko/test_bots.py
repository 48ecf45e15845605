"""Computer players: every level plays legal moves from its own view; the
evaluation values objectives in hand and progress towards them; the playout
policy and the Monte Carlo shortcut for claims."""

import random

import pytest

from gardenapp.core import bots
from gardenapp.core.search import SearchBot
from gardenapp.games.takenoko import GAME
from gardenapp.games.takenoko.ai import (
    TakenokoMonteCarlo,
    TakenokoSearchBot,
    card_progress,
    evaluate,
    player_value,
    playout_action,
)
from gardenapp.games.takenoko.data import CARD_BY_ID
from tests.play import play_from_views
from tests.takenoko.helpers import build, change, hand, new_state

A = GAME.parse_action


@pytest.mark.parametrize("level", ["random", "easy", "greedy", "montecarlo", "flat"])
def test_every_level_plays_legal_moves_from_its_view(level):
    state = GAME.new_game({"players": 3, "max_rounds": 3}, 5)
    players = [GAME.make_bot(level, seed=i) for i in range(3)]
    for b in players:
        if isinstance(b, (bots.MonteCarloBot, SearchBot)):
            b.iterations = 8
    assert play_from_views(state, players).is_over


def test_evaluation_values_progress_towards_objectives_in_hand():
    st = build([((1, 0), "green"), ((1, -1), "green"), ((0, -1), "yellow")])
    base = hand(st.copy(), 0, "PLOT-G-TRI")
    assert 0.5 < card_progress(base, CARD_BY_ID["PLOT-G-TRI"].index, 0) < 1.0
    far = hand(st.copy(), 0, "PLOT-P-TRI")
    assert card_progress(far, CARD_BY_ID["PLOT-P-TRI"].index, 0) == 0.0
    done = build([((1, 0), "green"), ((1, -1), "green"), ((0, -1), "yellow"), ((2, -1), "green", "watershed")])
    ready = hand(done, 0, "PLOT-G-TRI")
    assert card_progress(ready, CARD_BY_ID["PLOT-G-TRI"].index, 0) == 1.0
    claimed = ready.apply(A("claim:PLOT-G-TRI"))
    assert player_value(claimed, 0) > player_value(ready, 0) > player_value(base, 0)
    assert evaluate(claimed, 0) == player_value(claimed, 0) - player_value(claimed, 1)


def test_evaluation_panda_and_gardener_progress():
    st = build([((1, 0), "pink")], bamboo={(1, 0): 3})
    st = change(hand(st, 0, "PANDA-PP-1", "GARD-P-NONE"), stomach=[[0, 0, 1], [0, 0, 0]])
    assert card_progress(st, CARD_BY_ID["PANDA-PP-1"].index, 0) == 0.5
    assert card_progress(st, CARD_BY_ID["GARD-P-NONE"].index, 0) == pytest.approx(0.9 * 3 / 4)
    st = change(st, bamboo={"1,0": 4})
    assert card_progress(st, CARD_BY_ID["GARD-P-NONE"].index, 0) == 1.0


def test_playout_policy_returns_legal_actions_and_claims_first():
    rng = random.Random(3)
    st = new_state(seed=3)
    for _ in range(300):
        if st.is_over:
            break
        a = playout_action(st, rng)
        assert a in st.legal_actions()
        st = st.apply(a)
    ready = hand(build([((1, 0), "green"), ((1, -1), "green"), ((0, 1), "green")]), 0, "PLOT-G-CURVE")
    assert playout_action(ready, rng) == A("claim:PLOT-G-CURVE")


def test_the_hard_level_is_the_tree_search_and_claims_at_once():
    # Hard is core.search (docs/architecture.md §8.2: measured stronger than the flat Monte
    # Carlo); a completed objective is claimed first by both.
    ready = hand(build([((1, 0), "green"), ((1, -1), "green"), ((0, 1), "green")]), 0, "PLOT-G-CURVE")
    hard = GAME.make_bot("montecarlo", 1)
    assert isinstance(hard, TakenokoSearchBot) and hard.iterations == 700 and hard.turn_seconds == 3.0
    hard.iterations = 5
    assert hard.choose(ready.view_for(0)) == A("claim:PLOT-G-CURVE") and hard.last_iterations == 0
    flat = GAME.make_bot("flat", 1)
    assert isinstance(flat, TakenokoMonteCarlo) and flat.iterations == 500 and flat.depth == 30
    flat.iterations = 5
    assert flat.choose(ready.view_for(0)) == A("claim:PLOT-G-CURVE")
    assert isinstance(GAME.make_bot("greedy", 1), bots.GreedyBot)


def test_flat_move_time_is_capped_and_stop_still_works():
    import threading
    import time

    bot = GAME.make_bot("flat", 2)
    bot.iterations, bot.max_seconds = 10**9, 0.05
    view = build([((1, 0), "green"), ((1, -1), "green")]).view_for(0)
    t0 = time.perf_counter()
    assert bot.choose(view) in view.legal_actions()
    assert time.perf_counter() - t0 < 1.0 and 0 < bot.last_iterations < 10**9
    stop = threading.Event()
    stop.set()
    bot.max_seconds = 60
    assert bot.choose(view, stop) in view.legal_actions() and bot.last_iterations == 0
