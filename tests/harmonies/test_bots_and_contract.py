"""Computer players (tuned through Game.make_bot) and the core contract over
every option combination (core.conformance)."""

import random

import pytest

from gardenapp.core import conformance
from gardenapp.core.bots import GreedyBot, RandomBot
from gardenapp.games.harmonies import GAME, data
from gardenapp.games.harmonies.actions import PlaceToken, TakeSpace
from gardenapp.games.harmonies.ai import HarmoniesMonteCarloBot, HarmoniesTurnBot, evaluate, potential
from tests.play import play_from_views

from .helpers import position, stacks

C = data.COLOUR_INDEX


@pytest.mark.parametrize("players,side,spirits", [(1, "B", True), (2, "B", False), (3, "A", True), (4, "B", True)])
def test_contract_holds_for_every_option_combination(players, side, spirits):
    conformance.play_random_game(
        GAME, {"players": players, "side": side, "spirits": spirits}, seed=players, check_every=11
    )


def test_make_bot_levels():
    assert isinstance(GAME.make_bot("montecarlo", 1), HarmoniesTurnBot)  # hard: the whole turn planned
    assert type(GAME.make_bot("flat", 1)) is HarmoniesMonteCarloBot
    assert isinstance(GAME.make_bot("greedy", 1), GreedyBot)
    assert isinstance(GAME.make_bot("random", 1), RandomBot)


def test_bots_only_see_their_view_and_play_legal_moves():
    s = GAME.new_game({"players": 2, "spirits": True}, 3)
    bots = [GAME.make_bot("montecarlo", 1), GAME.make_bot("greedy", 2)]
    bots[0].rollouts = 20
    play_from_views(s, bots, clicks=12)


def test_montecarlo_makes_a_field_from_two_yellows():
    """§6.3: with yellow tokens in hand, the search places them next to each other."""
    s = GAME.new_game({"players": 2}, 1)
    s = position(s, central={0: ["yellow", "yellow", "gray"]})
    s = s.apply(TakeSpace(0))
    bot = HarmoniesMonteCarloBot(seed=0, rollouts=120)
    for _ in range(2):
        a = bot.choose(s.view_for(0))
        assert isinstance(a, PlaceToken)
        s = s.apply(a)
    while s.hand:
        s = s.apply(bot.choose(s.view_for(0)))
    assert s.score().players[0].breakdown["fields"] == 5


def test_evaluation_values_unfinished_trees_and_cards():
    s = GAME.new_game({"players": 2}, 1)
    base = potential(s, 0)
    s.set_board(0, stacks("A", {"0,0": "brown/brown"}))
    assert potential(s, 0) > base
    s = position(s, players={0: {"cards": [["A05", 0]]}})
    assert potential(s, 0) > base + 1
    assert evaluate(s, 0) == -evaluate(s, 1)


def test_montecarlo_respects_the_stop_event_and_time():
    import threading

    stop = threading.Event()
    stop.set()
    s = GAME.new_game({"players": 2}, 2)
    bot = HarmoniesMonteCarloBot(seed=0)
    assert bot.choose(s.view_for(0), stop) in s.legal_actions()
    assert bot.last_iterations == 1  # "move now": one playout, then the positions judged alone


def test_greedy_and_random_finish_games():
    rng = random.Random(0)
    s = GAME.new_game({"players": 2}, 9)
    bots = [GAME.make_bot("greedy", 1), GAME.make_bot("easy", 2)]
    while not s.is_over:
        p = s.current_player
        s = s.apply(bots[p].choose(s.view_for(p)) if rng.random() < 0.5 else rng.choice(s.legal_actions()))
    assert s.current_player == -1
