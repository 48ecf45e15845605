"""Computer players for Azul: Queen's Garden (``Game.make_bot``): the position
evaluation, whole-turn planning over the click steps, a cheap playout policy
and the three levels.

A person's turn is several clicks (state.py); a bot plans a whole turn at once
(``complete_turns``: every acquisition with its copy choices, every tile on
every legal cell, every expansion in every area and orientation, each paid
with the proposed payment; passing without discards), then plays its clicks
one by one (the plan is kept while the turn lasts and checked against the
legal actions of every click).

* easy: the normal level's best turn half of the time, a random whole turn the
  other half. (It once judged turns by the plain projected score, each tile on 3
  of its spaces: that player beat random in only 64.9 % of 400 games, mean 8.1
  points, as the ladder of 400 games a pairing showed; this one beat it in 98.8 % of 80 games,
  mean 48.3, and lost all 40 to normal, seeds 5000-5039.)
* normal (``greedy``): the best turn by ``evaluate``: the projected score plus
  the Phase-2 points the garden is sure to earn in the rounds still to come (the
  wheel is known), what stored tiles and expansions promise, open groups and
  free spaces.
* hard (``montecarlo``): the normal level's best 6 turns, each played on in 2
  worlds sampled from its view (a fresh seed: the bag and the face-down
  expansions resampled) for 3 more turns of the normal level (the opponents'
  replies and its own next turn; in those, each tile tries 4 of its legal
  spaces), then ``evaluate``; the best mean wins.
  Budgets are counted in worlds and turns, so a seeded game is reproducible
  (a safety net of 2.5 CPU seconds stops early only on a very slow machine;
  the UI's ``stop`` event asks for a move at once).

``playout_action`` is a cheap click policy for generic playouts
(``State.playout_action``).

Bots see only ``state.view_for(seat)`` and sample the rest (``determinized``).
"""

from __future__ import annotations

import math
import random
import threading

from ...core.bots import Bot
from ...core.game import Action
from . import data, scoring
from .actions import DISCARD, END_PASS, PAY, Acquire, Pass, SelectTile
from .garden import BIT, NB, components, dilate
from .state import CELL, DISCARD_STEP, MAIN, PAY_STEP, AzulState

VALUES = data.PATTERN_VALUES

# Weights of the evaluation (tuned by self-play, see benchmarks/bench_azul_queens_garden.py), by the
# number R of Phase 2s still to come (index 1..4). A stored item (tile or joker) is worth about what one
# item of a payment buys (ITEM_WORTH: a hexagon of value v costs v items and scores v per matching
# Phase 2), and only part of a stored hexagon's end penalty is counted before the end (PENALTY_SHARE).
ITEM_WORTH = (0.0, 0.6, 1.2, 1.6, 2.0)
PENALTY_SHARE = (1.0, 0.9, 0.6, 0.4, 0.25)
W_JOKER = 1.2  # a joker counts as this many items (it pays for anything)
W_PAIR = 0.6  # a group of two that may still grow, per Phase 2 to come
W_FREE = 0.15  # a free space, per Phase 2 to come after this one
W_FULL = 3.0  # a storage with no free tile space, per Phase 2 to come


def projected(s, q: int) -> int:
    """The final score if the game ended now (the live score)."""
    return s.final_points(q)


_GARDEN_CACHE: dict = {}
_STORE_CACHE: dict = {}


def _garden_part(g, rnd: int, wheel, rv, fv) -> float:
    """The garden's share of ``value`` (cached: gardens are immutable and shared)."""
    key = (g, rnd, wheel, rv, fv)
    v = _GARDEN_CACHE.get(key)
    if v is not None:
        return v
    R = data.ROUNDS - rnd + 1
    v = float(scoring.group_total(g, fv))
    # Phase-2 points the garden already holds for every round to come (§4.2).
    for k in range(rnd - 1, data.ROUNDS):
        pts, pav = scoring.round_score(g, wheel[k], rv)
        v += pts + pav
    # Open groups of two and room to grow.
    later = R - 1
    if later:
        pairs = 0
        for masks in (g.cm, g.pm):
            for m in masks:
                if m.bit_count() >= 2:
                    for comp in components(m):
                        if comp.bit_count() == 2 and dilate(comp) & g.free:
                            pairs += 1
        v += W_PAIR * pairs * min(later, 2)
        v += W_FREE * min(g.free.bit_count(), 14) * later / 3
    if len(_GARDEN_CACHE) > 200_000:
        _GARDEN_CACHE.clear()
    _GARDEN_CACHE[key] = v
    return v


def _storage_part(tiles, exps, jokers: int, R: int) -> float:
    """What stored items promise beyond their end value (the projection counts their full penalty)."""
    key = (tiles, exps, jokers, R)
    v = _STORE_CACHE.get(key)
    if v is not None:
        return v
    v = float(scoring.storage_amount(jokers, tiles, exps))
    k = ITEM_WORTH[R]
    keep = 1.0 - PENALTY_SHARE[R]
    if tiles or exps:
        ids = set(tiles)
        ids.update(exps)
        col_n = [0] * 6
        pat_n = [0] * 6
        for h in ids:
            col_n[h // 6] += 1
            pat_n[h % 6] += 1
        for h in tiles:
            c, p = divmod(h, 6)
            val = VALUES[p]
            short = val - 1 - jokers - (max(col_n[c], pat_n[p]) - 1)
            v += keep * val + k * (1.0 if short <= 0 else 0.8**short)
        for e in exps:
            c, p = divmod(e, 6)
            val = VALUES[p]
            short = val - 1 - jokers - (max(col_n[c], pat_n[p]) - 1)
            v += keep * val + (k + R * 0.8) * (1.0 if short <= 0 else 0.8**short)
    v += W_JOKER * k * jokers
    if len(tiles) + jokers >= data.STORAGE_TILE_SPACES:
        v -= W_FULL * R
    if len(_STORE_CACHE) > 200_000:
        _STORE_CACHE.clear()
    _STORE_CACHE[key] = v
    return v


def value(s, q: int) -> float:
    """What player ``q``'s position is worth: the projected final score without the clamp at 0
    (a clamp would make points lost now look free), the Phase-2 points the garden already
    holds for the rounds to come, what stored items promise, open pairs and free spaces."""
    if s.over:
        return float(s.final_points(q))
    R = data.ROUNDS - s.round + 1
    return (
        s.scores[q]
        + _garden_part(s.gardens[q], s.round, s.wheel, s.round_values, s.final_values)
        + _storage_part(s.tiles[q], s.exps[q], s.jokers[q], R)
    )


def _crit_rounds(s) -> list[int]:
    """Per criterion: 1 if it is scored in a Phase 2 still to come after the current round."""
    out = [0] * 12
    for k in range(s.round, data.ROUNDS):
        for c in s.wheel[k]:
            out[c] = 1
    return out


def evaluate(state, player: int) -> float:
    """Lead of ``player``'s value over the best opponent."""
    mine = value(state, player)
    return mine - max(value(state, i) for i in range(state.num_players) if i != player)


# -- whole turns -------------------------------------------------------------------------------------


def _options(s):
    step = s.step
    if step == PAY_STEP:
        sug = s.suggested_payment()
        return [PAY[sug[0]]] if sug else s.legal_actions()[:1]
    if step == DISCARD_STEP:
        return [END_PASS]
    return s.legal_actions()


def complete_turns(
    state, limit: int = 4000, rng: random.Random | None = None, cells: int | None = None
) -> list[tuple[tuple, object]]:
    """Every whole turn from ``state`` (a determinized world, any step) as
    (clicks, position after the turn): payments are the proposed ones; passing
    discards nothing, the tiles that cannot be paid now, or everything. With
    ``cells`` (and ``rng``), a tile tries only that many of its legal spaces, at random."""
    out: list[tuple[tuple, object]] = []
    turns = state.turns
    stack: list[tuple[tuple[Action, ...], AzulState]] = [((), state)]
    while stack:
        prefix, s = stack.pop()
        if s.step == DISCARD_STEP and not prefix[1:]:
            # Passing: discard nothing, or the tiles that cannot be paid now, or everything.
            p = s.player
            # What is still in storage: a position may come with discards already chosen.
            left = list(s.tiles[p]) + [36 + e for e in s.exps[p]]
            for it in s.discards:
                left.remove(it)
            dead = tuple(h for h in left if h < 36 and not s.affordable(p, h, False))
            variants = {(), dead, tuple(left)}
            for items in variants:
                nxt = s.copy()
                path = prefix
                for it in items:
                    nxt._apply(DISCARD[it])
                    path = path + (DISCARD[it],)
                nxt._apply(END_PASS)
                out.append((path + (END_PASS,), nxt))
            continue
        if s.step == PAY_STEP:
            # The proposed payment, all at once on one copy (it ends the turn).
            nxt = s.copy()
            path = prefix
            for it in s.suggested_payment():
                nxt._apply(PAY[it])
                path = path + (PAY[it],)
            out.append((path, nxt))
            if len(out) >= limit:
                return out
            continue
        opts = _options(s)
        if cells is not None and s.step == CELL and len(opts) > cells:
            assert rng is not None  # cells is only given together with an rng
            opts = rng.sample(opts, cells)
        for a in opts:
            nxt = s.copy()
            nxt._apply(a)
            path = prefix + (a,)
            if nxt.over or nxt.turns != turns:
                out.append((path, nxt))
                if len(out) >= limit:
                    return out
            else:
                stack.append((path, nxt))
    return out


class PlanningBot(Bot):
    """Plans a whole turn, then plays its clicks (see the module docstring)."""

    level = "greedy"

    def __init__(self, seed: int | None = None, noise: float = 0.0, evaluation=evaluate, cells: int | None = None):
        super().__init__(seed)
        self.noise = noise
        self.evaluation = evaluation
        self.cells = cells
        self._plan: list = []
        self._plan_key = None
        self.last_iterations = 0

    def _key(self, view):
        # Unchanged by the clicks of one turn, different from any other turn (or game).
        return (view.round, view.turns, view.player, view.draws, view.top, tuple(view.scores))

    def choose(self, view, stop: threading.Event | None = None):
        acts = view.legal_actions()
        if len(acts) == 1:
            return acts[0]
        if self._plan and self._plan_key == self._key(view) and self._plan[0] in acts:
            return self._plan.pop(0)
        plan = self.plan(view, stop)
        self._plan_key = self._key(view)
        self._plan = list(plan[1:])
        return plan[0]

    def plan(self, view, stop=None) -> tuple:
        me = view.current_player
        world = view.determinized(me, self.rng)
        turns = complete_turns(world, rng=self.rng, cells=self.cells)
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(turns)[0]
        return self._best(turns, me)[0]

    def _best(self, turns, me):
        best, best_v = [], -math.inf
        for path, s in turns:
            v = self.evaluation(s, me)
            if v > best_v + 1e-9:
                best, best_v = [path], v
            elif v > best_v - 1e-9:
                best.append(path)
        return self.rng.choice(best), best_v


class EasyBot(PlanningBot):
    level = "easy"

    def __init__(self, seed: int | None = None):
        super().__init__(seed, noise=0.5)


class NormalBot(PlanningBot):
    level = "greedy"


# -- the playout policy ------------------------------------------------------------------------------


def playout_action(s, rng: random.Random):
    """A cheap click policy for playouts (and ``State.playout_action``): place the
    tile that scores most in the rounds to come on the cell with most matching
    neighbours, else take the largest selection, else pass."""
    step = s.step
    acts = s.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if step == MAIN:
        if rng.random() < 0.1:
            return rng.choice(acts)
        tiles = [a for a in acts if type(a) is SelectTile]
        if tiles:
            crit = _crit_rounds(s)
            cur = s.wheel[s.round - 1]

            def worth(a):
                h = data.HEX_INDEX[a.hexagon]
                c, p = divmod(h, 6)
                m = crit[c] + crit[6 + p] + (c in cur) + (6 + p in cur)
                return VALUES[p] * (m + 0.5) + rng.random()

            return max(tiles, key=worth)
        acq = [a for a in acts if type(a) is Acquire]
        if acq and rng.random() < 0.85:
            best, best_n = None, -1.0
            for a in acq:
                ci = data.CRITERIA.index(a.criterion)
                n = len(s.selection(ci)) + rng.random()
                if n > best_n:
                    best, best_n = a, n
            return best
        for a in acts:
            if type(a) is Pass:
                return a
        return rng.choice(acts)
    if step == CELL:
        g = s.gardens[s.player]
        h = s.sel
        c, p = divmod(h, 6)
        match = g.cm[c] | g.pm[p]
        best, best_n = None, -1.0
        for a in acts:
            b = _bit(a)
            n = (NB[b] & match).bit_count() + rng.random() * 0.5
            if n > best_n:
                best, best_n = a, n
        return best
    if step == PAY_STEP:
        sug = s.suggested_payment()
        return PAY[sug[0]] if sug else acts[0]
    if step == DISCARD_STEP:
        return END_PASS
    return rng.choice(acts)


def _bit(a):
    return BIT[a.cell]


def best_turn(s, who: int, rng: random.Random, evaluation=None, cells: int | None = None):
    """The normal level's turn for the player to move in world ``s``: (clicks, position after);
    with ``cells``, each tile tries only that many of its legal spaces."""
    evaluation = evaluation or evaluate
    best, best_v = None, -math.inf
    for path, t in complete_turns(s, rng=rng, cells=cells):
        v = evaluation(t, who) + rng.random() * 1e-6
        if v > best_v:
            best, best_v = (path, t), v
    return best


class LookaheadBot(PlanningBot):
    """Hard: the normal level's best ``candidates`` turns, each followed in
    ``worlds`` sampled worlds by the other players' normal replies and its own
    next normal turn (``depth`` turns in all), then ``evaluate``; the best mean wins."""

    level = "montecarlo"

    def __init__(
        self,
        seed: int | None = None,
        candidates: int = 6,
        worlds: int = 2,
        depth: int = 3,
        follow_cells: int | None = 4,
        time_budget: float = 2.5,
    ):
        super().__init__(seed)
        self.follow_cells = follow_cells
        self.candidates = candidates
        self.worlds = worlds
        self.depth = depth
        self.time_budget = time_budget

    def plan(self, view, stop=None) -> tuple:
        import time

        from ...core.bots import Cap

        # A safety net in CPU seconds of this thread, in the window only (core.bots.set_caps:
        # tournaments and benchmarks play by the budget alone); ``stop`` asks for a move at once.
        cap = Cap(self.time_budget, time.thread_time)
        me = view.current_player
        world = view.determinized(me, self.rng)
        turns = complete_turns(world)
        scored = sorted(((evaluate(s, me), i) for i, (_, s) in enumerate(turns)), reverse=True)
        cand = [(turns[i][0], v) for v, i in scored[: self.candidates]]
        if len(cand) == 1:
            return cand[0][0]
        totals = [0.0] * len(cand)
        counts = [0] * len(cand)
        n = 0
        stopped = False
        for _ in range(self.worlds):
            for k, (path, _) in enumerate(cand):
                if stop is not None and stop.is_set():  # "move now": within one candidate's playout
                    stopped = True
                    break
                w = view.determinized(me, self.rng)
                for a in path:
                    w._apply(a)
                    w._legal = None
                for _ in range(self.depth):
                    if w.over:
                        break
                    bt = best_turn(w, w.player, self.rng, cells=self.follow_cells)
                    if bt is None:
                        break
                    w = bt[1]
                totals[k] += evaluate(w, me)
                counts[k] += 1
                n += 1
            if stopped or cap.reached() or (stop is not None and stop.is_set()):
                break
        self.last_iterations = n
        if min(counts) == 0:  # stopped in the first world: the static order
            return cand[0][0]
        # (equal counts unless stopped mid-world: then the mean over each candidate's worlds)
        best = max(range(len(cand)), key=lambda k: (totals[k] / counts[k], cand[k][1]))
        return cand[best][0]


def _search(seed: int | None = None):
    """core.search's tree search over the clicks (a bench level): the hard
    level above (LookaheadBot, also "flat") stays, it won 7 of 10 games
    against it (119 points a game against 82) at 0.03 s a whole turn (median)
    against 0.14 s (benchmarks/bench_search.py, seeds 0-9)."""
    from ...core.bots import TURN_SECONDS
    from ...core.search import SearchBot

    return SearchBot(seed, 400, turn_seconds=TURN_SECONDS["montecarlo"])


LEVEL_BOTS = {
    "random": None,
    "easy": EasyBot,
    "greedy": NormalBot,
    "montecarlo": LookaheadBot,
    "flat": LookaheadBot,
    "search": _search,
}


def make_bot(level: str, seed: int | None = None):
    from ...core.levels import make_bot as core_make_bot

    factory = LEVEL_BOTS.get(level)
    if factory is None:
        return core_make_bot(level, seed)
    return factory(seed)
