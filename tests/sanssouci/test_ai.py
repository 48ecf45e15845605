"""Sanssouci's hard level (core.search's tree search) and the flat Monte
Carlo before it: iteration budgets, so seeded games repeat exactly."""

import gardenapp.games  # noqa: F401
from gardenapp.core import registry
from gardenapp.games.sanssouci.ai import MC_ITERATIONS, SanssouciMonteCarloBot, SanssouciSearchBot
from tests.play import play_from_views

GAME = registry.get("sanssouci")


def _moves(seed: int, iterations: int, n: int = 10) -> list[str]:
    s = GAME.new_game({"players": 2}, seed)
    bots = [SanssouciMonteCarloBot(seed * 10 + i, iterations=iterations) for i in range(2)]
    out: list[str] = []
    play_from_views(s, bots, clicks=n, record=out)
    return out


def test_same_seed_same_moves():
    assert _moves(3, 20) == _moves(3, 20)


def test_the_hard_level_is_the_tree_search_with_an_iteration_budget():
    bot = GAME.make_bot("montecarlo", 1)
    assert isinstance(bot, SanssouciSearchBot) and bot.iterations == 3000 and bot.turn_seconds == 3.0
    s = GAME.new_game({"players": 2}, 1)
    bot.iterations = 30
    bot.choose(s.view_for(s.current_player))
    assert bot.last_iterations in (0, 30)  # 0: a single legal action

    def moves(seed):
        g = GAME.new_game({"players": 2}, 5)
        b = SanssouciSearchBot(seed, iterations=40)
        out = []
        for _ in range(6):
            a = b.choose(g.view_for(g.current_player))
            out.append(a.notation())
            g = g.apply(a)
        return out

    assert moves(2) == moves(2)


def test_the_flat_level_is_an_iteration_budget():
    bot = GAME.make_bot("flat", 1)
    assert isinstance(bot, SanssouciMonteCarloBot)
    assert bot.iterations == MC_ITERATIONS and bot.time_cap is not None
    s = GAME.new_game({"players": 2}, 1)
    bot.iterations = 30
    bot.choose(s.view_for(s.current_player))
    assert bot.last_iterations in (0, 30)  # 0: a single legal action


def test_time_cap_is_a_safety_net():
    s = GAME.new_game({"players": 2}, 2)
    bot = SanssouciMonteCarloBot(1, iterations=10**9, time_cap=0.05)
    assert bot.choose(s.view_for(s.current_player)) in s.legal_actions()
