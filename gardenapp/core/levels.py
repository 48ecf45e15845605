"""Every computer level by name (``make_bot``): the levels a seat may name
(core.bots.LEVELS) and those for measurements only (``BENCH_LEVELS``).

It sits above core.bots and core.search, which build on each other in that
order, so that neither imports the other back.
"""

from __future__ import annotations

from collections.abc import Callable

from .bots import LEVELS, TURN_SECONDS, Bot, MonteCarloBot
from .search import SearchBot


def _search(seed: int | None = None) -> Bot:
    return SearchBot(seed, turn_seconds=TURN_SECONDS["montecarlo"])


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
