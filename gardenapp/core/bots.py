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
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
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

# Whether the wall-clock caps above (and a level's per-click safety nets) apply
# in this process. They do in the window, where a person waits; tournaments
# and benchmarks turn them off (``set_caps``) so that a seeded game is the
# same on an idle or a loaded machine: a level's moves then depend on its
# budget (iterations, playouts) alone. ``caps_reached`` counts the searches a
# cap cut short, so that a run with caps can mark the games where one bit.
_caps: dict[str, int] = {"on": 1, "reached": 0}


def caps_apply() -> bool:
    """True if wall-clock caps cut searches short in this process."""
    return bool(_caps["on"])


def set_caps(on: bool) -> bool:
    """Turns the wall-clock caps on or off in this process; returns the former setting."""
    before, _caps["on"] = bool(_caps["on"]), int(bool(on))
    return before


def caps_reached() -> int:
    """How many searches a wall-clock cap has cut short in this process."""
    return _caps["reached"]


class Cap:
    """One search's wall-clock cap: ``seconds`` from now by ``clock``, or none
    (``seconds`` None or caps off). ``reached`` is True once the time is up,
    counted once in ``caps_reached``."""

    def __init__(self, seconds: float | None, clock: Callable[[], float] = time.perf_counter):
        self.clock = clock
        self.deadline = None if seconds is None or not caps_apply() else clock() + seconds
        self.hit = False

    def reached(self) -> bool:
        if self.hit:
            return True
        if self.deadline is None or self.clock() < self.deadline:
            return False
        self.hit = True
        _caps["reached"] += 1
        return True


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
        self._hit = False

    def start(self, view: State) -> bool:
        """Sets ``deadline`` for this click; True if it continues the turn under way."""
        turn, self._turn = self._turn, None
        self._hit = False
        if turn is not None and turn[0] == view.current_player and turn[1] == view.draws:
            self.deadline = turn[2]
            return True
        self.deadline = None if self.seconds is None or not caps_apply() else self.clock() + self.seconds
        return False

    def out_of_time(self) -> bool:
        """True once the turn's time is up (never with caps off); counted once a click."""
        if self.deadline is None or self.clock() < self.deadline:
            return False
        if not self._hit:
            self._hit = True
            _caps["reached"] += 1
        return True

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
        if self.iterations is None:  # a time budget, not a cap: this level's moves depend on the clock
            if not caps_apply():
                raise ValueError("a Monte Carlo level without an iteration budget cannot play by budgets only")
            deadline = self.clock() + self.time_budget
        cap = Cap(self.time_cap, self.clock)
        n = 0
        while True:
            if (stop is not None and stop.is_set()) or self.turn.out_of_time():
                break
            if self.iterations is not None:
                if n >= self.iterations or cap.reached():
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
