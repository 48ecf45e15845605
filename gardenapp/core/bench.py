"""Measurements every game is held to (printed by ``gardenapp bench``):
random games per second, actions per second, legal-action and scoring time.
Numbers are printed, never asserted (timing asserts make flaky tests)."""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass

from .game import Game, State

# A benchmark's time per game is bounded: ``inf`` or 1e308 would run for ever.
MAX_SECONDS = 600.0


@dataclass(frozen=True)
class BenchResult:
    game: str
    players: int
    games: int
    seconds: float
    actions: int
    legal_us: float  # median time of one legal_actions() call
    score_us: float  # median time of one score() of a finished position

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds


def random_game(game: Game, options: dict, seed: int) -> tuple[State, int]:
    """One random game with trusted applies; returns the end and its length."""
    rng = random.Random(seed)
    state = game.new_game(options, seed)
    n = 0
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
        n += 1
    return state, n


def bench_game(game: Game, players: int = 2, seconds: float = 2.0, seed: int = 0) -> BenchResult:
    if not 0 < seconds <= MAX_SECONDS:  # NaN too
        raise ValueError(f"{seconds} is not a time above 0 and at most {MAX_SECONDS:g} seconds")
    options = dict(game.default_options(), players=players)
    start = time.perf_counter()
    games = actions = 0
    finals: list[State] = []
    while time.perf_counter() - start < seconds or games == 0:
        final, n = random_game(game, options, seed + games)
        finals.append(final)
        games += 1
        actions += n
    elapsed = time.perf_counter() - start

    # Legal-action time over positions sampled from a fresh random game.
    rng = random.Random(seed)
    state = game.new_game(options, seed)
    legal_times = []
    while not state.is_over:
        t0 = time.perf_counter()
        acts = state.legal_actions()
        legal_times.append(time.perf_counter() - t0)
        state = state.apply(rng.choice(acts), trusted=True)
    score_times = []
    for final in finals[:200]:
        t0 = time.perf_counter()
        final.score()
        score_times.append(time.perf_counter() - t0)
    return BenchResult(
        game.id,
        players,
        games,
        elapsed,
        actions,
        statistics.median(legal_times) * 1e6,
        statistics.median(score_times) * 1e6,
    )
