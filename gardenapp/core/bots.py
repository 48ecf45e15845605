"""Computer players over the game contract.

A bot is handed ``state.view_for(its_seat)`` and nothing else: whatever it
cannot see (other hands, the bag's order, the seed) it samples with
``State.determinized``. Bots are plain Python and thread-safe per instance, so
the UI runs them on a worker thread and may ask them to "move now" by setting
the ``stop`` event.
"""

from __future__ import annotations

import math
import random
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import ClassVar

from .game import Action, State


class Bot(ABC):
    level: ClassVar[str]

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: State, stop: threading.Event | None = None) -> Action:
        """The action to play in ``view`` (a player's view of the state)."""


class RandomBot(Bot):
    level = "random"

    def choose(self, view: State, stop: threading.Event | None = None) -> Action:
        return self.rng.choice(view.legal_actions())


class GreedyBot(Bot):
    """Best immediate result by the game's evaluation; ties broken at random.
    ``noise`` is the chance of a random move instead (the easy level)."""

    level = "greedy"

    def __init__(self, seed: int | None = None, noise: float = 0.0):
        super().__init__(seed)
        self.noise = noise

    def choose(self, view: State, stop: threading.Event | None = None) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1 or (self.noise and self.rng.random() < self.noise):
            return self.rng.choice(actions)
        me = view.current_player
        world = view.determinized(me, self.rng)
        best: list[Action] = []
        best_value = -math.inf
        for action in actions:
            value = world.apply(action, trusted=True).evaluate(me)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


class EasyBot(GreedyBot):
    level = "easy"

    def __init__(self, seed: int | None = None):
        super().__init__(seed, noise=0.5)


# Seconds a level may think over one whole turn (docs/architecture.md §8.1: easy 0.1 s,
# normal 1 s, hard 3 s). Budgets are counted in iterations, so that a level's
# strength does not depend on the machine's load; these caps are the app's
# conversion of a level to time, a safety net on a slow or busy machine.
# "Move now" (the ``stop`` event) ends any search sooner.
TURN_SECONDS: dict[str, float] = {"random": 0.1, "easy": 0.1, "greedy": 1.0, "montecarlo": 3.0}


class TurnClock:
    """The deadline of a whole turn, kept across its clicks (a turn is several
    clicks in these games and a level's time cap is per turn).

    ``start`` sets ``deadline`` for the click about to be chosen: the one of
    the turn under way if this click continues it, else ``seconds`` from now
    (None: no cap).
    ``clicked`` is told the click chosen; it plays it in a world sampled from
    the view (seed 0: the same world every time) and returns that world after
    the click when ``me`` clicks next with nothing drawn in between (the next
    view is then known), else None. A later call continues the turn if it
    comes for ``me`` with the number of draws this click leads to: another
    player's turn would draw (refills, dice, cards)."""

    def __init__(self, seconds: float | None, clock: Callable[[], float] = time.perf_counter):
        self.seconds = seconds
        self.clock = clock
        self._turn: tuple[int, int, float | None] | None = None  # (player, draws expected, deadline)
        self.deadline: float | None = None

    def start(self, view: State) -> bool:
        """Sets ``deadline`` for this click; True if it continues the turn under way."""
        turn, self._turn = self._turn, None
        if turn is not None and turn[0] == view.current_player and turn[1] == view.draws:
            self.deadline = turn[2]
            return True
        self.deadline = None if self.seconds is None else self.clock() + self.seconds
        return False

    def out_of_time(self) -> bool:
        return self.deadline is not None and self.clock() >= self.deadline

    def clicked(self, view: State, action: Action) -> State | None:
        me = view.current_player
        world = view.determinized(me, random.Random(0))
        after = world.apply(action, trusted=True)
        if after.is_over or after.current_player != me:
            return None
        self._turn = (me, after.draws, self.deadline)
        return after if after.draws == world.draws else None


def _outcome(state: State, me: int, scale: float) -> float:
    """A reward in [0, 1]: the result if the game is over, else a squashed
    evaluation of the position."""
    if state.is_over:
        winners = state.score().winners
        if me in winners:
            return 1.0 if len(winners) == 1 else 0.5
        return 0.0
    return 1.0 / (1.0 + math.exp(-state.evaluate(me) / scale))


class MonteCarloBot(Bot):
    """Flat Monte Carlo with UCB1 at the root over determinized worlds.

    Each iteration picks a root action, samples a world consistent with the
    bot's view, plays ``depth`` actions of the game's playout policy and
    scores the result. Stops at ``time_budget`` seconds, ``iterations``, or
    when ``stop`` is set, and plays the most visited action. With
    ``iterations`` the clock is not read unless ``time_cap`` (seconds a
    click) or ``turn_seconds`` (a whole turn, TurnClock) is given: safety
    nets, so that seeded games repeat exactly.
    """

    level = "montecarlo"

    def __init__(
        self,
        seed: int | None = None,
        time_budget: float = 1.0,
        iterations: int | None = None,
        depth: int = 40,
        exploration: float = 0.7,
        scale: float = 8.0,
        clock: Callable[[], float] = time.perf_counter,
        time_cap: float | None = None,
        turn_seconds: float | None = None,
    ):
        super().__init__(seed)
        self.turn = TurnClock(turn_seconds, clock)
        self.time_budget = time_budget
        self.iterations = iterations
        self.time_cap = time_cap
        self.depth = depth
        self.exploration = exploration
        self.scale = scale
        self.clock = clock
        self.last_iterations = 0

    def choose(self, view: State, stop: threading.Event | None = None) -> Action:
        self.turn.start(view)
        action = self._choose(view, stop)
        self.turn.clicked(view, action)
        return action

    def _choose(self, view: State, stop: threading.Event | None) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = view.current_player
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        deadline = self.clock() + (
            self.time_budget if self.iterations is None or self.time_cap is None else self.time_cap
        )
        n = 0
        while True:
            if (stop is not None and stop.is_set()) or self.turn.out_of_time():
                break
            if self.iterations is not None:
                if n >= self.iterations or (self.time_cap is not None and self.clock() >= deadline):
                    break
            elif self.clock() >= deadline:
                break
            if n < len(actions):
                i = n
            else:
                log_n = math.log(n)
                i = max(
                    range(len(actions)),
                    key=lambda k: totals[k] / visits[k] + self.exploration * math.sqrt(log_n / visits[k]),
                )
            world = self.world(view, me).apply(actions[i], trusted=True)
            world = self.playout(world)
            visits[i] += 1
            totals[i] += _outcome(world, me, self.scale)
            n += 1
        self.last_iterations = n
        if n == 0:
            return self.rng.choice(actions)
        best = max(visits)
        choices = [a for a, v in zip(actions, visits) if v == best]
        return self.rng.choice(choices)

    def world(self, view: State, me: int) -> State:
        """A world to search: ``view`` with what ``me`` cannot see sampled."""
        return view.determinized(me, self.rng)

    def playout(self, state: State) -> State:
        rng = self.rng
        for _ in range(self.depth):
            if state.is_over:
                break
            state = state.apply(state.playout_action(rng), trusted=True)
        return state


def _search(seed: int | None = None) -> Bot:
    from .search import SearchBot  # core.search builds on this module

    return SearchBot(seed, turn_seconds=TURN_SECONDS["montecarlo"])


# The levels a seat may name (saved games, the command line), and the bot
# behind each (a game may tune them: ``Game.make_bot``).
LEVELS: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "greedy": GreedyBot,
    "montecarlo": MonteCarloBot,
}
# What the new-game dialog offers: easy, normal, hard.
UI_LEVELS = ("easy", "greedy", "montecarlo")
# Levels for measurements only (benchmarks/bench_search.py): the flat Monte
# Carlo search and core.search's tree search, each game's hard level being
# the stronger of the two at the same cost.
BENCH_LEVELS: dict[str, Callable[[int | None], Bot]] = {
    "flat": MonteCarloBot,
    "search": _search,
}


def make_bot(level: str, seed: int | None = None) -> Bot:
    factory = LEVELS.get(level) or BENCH_LEVELS.get(level)
    if factory is None:
        raise ValueError(f"unknown computer level {level!r} (one of: {', '.join(LEVELS)})")
    return factory(seed)
