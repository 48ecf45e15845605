"""Computer players for Sanssouci: evaluation, playout policy, tuned levels.

``evaluate`` is the score lead (the one scorer's totals, computed fast) plus
part of each player's best next noble move. The hard level is core.search's
tree search (``SanssouciSearchBot``, 3000 iterations a decision, playouts to
the end of the turn, then ``evaluate``). The flat Monte Carlo level before
it ("flat") plays whole games to the end with ``playout_action``, a cheap
heuristic policy:

* take the tile whose target space is free, reachable for a noble of its
  column and deep (rows score their number), mostly;
* move the noble that lands deepest (row + mission points), mostly;
* cards and gardener spaces at random.
"""

from __future__ import annotations

import random

from ...core.bots import TURN_SECONDS, MonteCarloBot
from ...core.levels import make_bot as core_make_bot
from ...core.search import SearchBot
from .garden import BELOW, COL_MASK, COLS, FULL, NOT_COL1, NOT_COLN, ROW_MASK
from .state import NOBLE, TAKE_PH

# Monte Carlo settings (tuned with benchmarks/bench_sanssouci.py --match).
MC_TIME_BUDGET = 0.5  # the old wall-clock budget (benchmarks); the level uses MC_ITERATIONS
MC_ITERATIONS = 600  # playouts per decision: seeded games repeat exactly
MC_TIME_CAP = 3.0  # safety net only (a loaded machine); "move now" stops sooner
MC_DEPTH = 400  # deeper than any remaining game: playouts end the game
MC_EXPLORATION = 0.5
GREEDY_TAKE = 0.85  # playout: chance of the heuristic tile instead of a random one
GREEDY_NOBLE = 0.9  # playout: chance of the deepest noble move instead of a random one


POTENTIAL = 0.8  # weight of the best noble move available next turn


def best_move_row(state, p: int) -> int:
    """The deepest row a noble of ``p`` could reach now (what the next move can score)."""
    best = 0
    for m in state.noble_moves(p):
        if m.row > best:
            best = m.row
    return best


def evaluate(state, player: int) -> float:
    """Score lead over the best opponent, counting part of each player's best next move
    (so placing a deep, reachable ornament looks better than a useless one)."""
    totals = state.totals()
    if not state.is_over:
        auto = state.setup.automaton
        totals = [t + (POTENTIAL * best_move_row(state, p) if p != auto else 0) for p, t in enumerate(totals)]
    if len(totals) == 1:
        return float(totals[0])
    best = max(t for i, t in enumerate(totals) if i != player)
    return float(totals[player] - best)


def _reach(filled: int) -> int:
    """Cells walkable from row 1 (every noble of a person stands in this area)."""
    reach = filled & ROW_MASK[1]
    while True:
        nxt = (
            reach | ((reach << 1) & NOT_COL1) | ((reach >> 1) & NOT_COLN) | (reach << COLS) | (reach >> COLS)
        ) & filled
        if nxt == reach:
            return reach
        reach = nxt


def _spread(mask: int) -> int:
    return (mask | ((mask << 1) & NOT_COL1) | ((mask >> 1) & NOT_COLN) | (mask << COLS) | (mask >> COLS)) & FULL


def take_value(state, p: int, slot: int, frontier: int) -> float:
    e = state.display[slot]
    row = slot // 2 + 2
    b = 1 << ((row - 1) * COLS + e)
    if state.filled[p] & b:
        return 0.5  # a gardener: it can still open a path
    n = state.nobles[p][e]
    if row <= n:
        return 0.2  # above its noble: never a destination
    if frontier & b:
        return float(row)  # a destination next turn
    return row * 0.4


def playout_action(state, rng: random.Random):
    ph = state.phase
    acts = state.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if ph == NOBLE:
        if rng.random() < GREEDY_NOBLE:
            p = state.current_player
            missions = state.missions[p]
            best = None
            best_v = -1.0
            for a in acts[:-1]:
                v = a.row + (a.row - state.nobles[p][a.col - 1] if a.col in missions else 0) * 0.5
                if v > best_v:
                    best, best_v = a, v
            if best is not None:
                return best
        return rng.choice(acts)
    if ph == TAKE_PH and rng.random() < GREEDY_TAKE:
        p = state.current_player
        frontier = _spread(_reach(state.filled[p]))
        best, best_v = None, -1.0
        for a in acts:
            v = take_value(state, p, (a.row - 2) * 2 + a.side, frontier) + rng.random() * 0.3
            if v > best_v:
                best, best_v = a, v
        return best
    return rng.choice(acts)


class SanssouciMonteCarloBot(MonteCarloBot):
    """core.bots.MonteCarloBot with an iteration budget, whose searched worlds
    draw their chance from the bot's own generator (one ``random.Random`` per
    decision instead of one per draw: the worlds are resampled anyway)."""

    def __init__(
        self, seed: int | None = None, iterations: int = MC_ITERATIONS, time_cap: float | None = MC_TIME_CAP, **kw
    ):
        kw.setdefault("turn_seconds", TURN_SECONDS["montecarlo"])
        kw.setdefault("depth", MC_DEPTH)
        kw.setdefault("exploration", MC_EXPLORATION)
        super().__init__(seed, iterations=iterations, time_cap=time_cap, **kw)

    def world(self, view, me: int):
        world = view.determinized(me, self.rng)
        rng = self.rng
        world._draw = lambda: rng  # copies share it (State.copy copies __dict__)
        return world


class SanssouciSearchBot(SearchBot):
    """core.search's tree search; its worlds draw chance from the bot's own
    generator, as SanssouciMonteCarloBot's do."""

    def __init__(self, seed: int | None = None, iterations: int = 3000, **kw):
        kw.setdefault("turn_seconds", TURN_SECONDS["montecarlo"])
        super().__init__(seed, iterations, **kw)

    def world(self, view, me: int):
        world = view.determinized(me, self.rng)
        rng = self.rng
        world._draw = lambda: rng
        return world


def make_bot(level: str, seed: int | None = None):
    """The levels: hard ("montecarlo") is core.search's tree search: against
    the flat Monte Carlo ("flat", the hard level before it) it won 22.5 of 30
    games (75 %, 95 % interval 57-87 %), 79.6 points a game against 69.6, at
    0.61 s a whole turn (median; max 2.0 s) against 0.82 s (max 3.0 s)
    (benchmarks/bench_search.py, seeds 0-9 and 100-119). Easy and normal are core's."""
    if level in ("montecarlo", "search"):
        return SanssouciSearchBot(seed)
    if level == "flat":
        return SanssouciMonteCarloBot(seed)
    return core_make_bot(level, seed)


__all__ = ["evaluate", "playout_action", "make_bot", "BELOW", "COL_MASK"]
