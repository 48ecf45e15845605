"""Computer players for Under the Leaves (``Game.make_bot``): easy, normal
(core's "greedy" level id) and hard (core's "montecarlo" level id).

A bot sees only its view (``state.view_for(seat)``): the bag order and the
removed tiles are one unseen pool (§7 A19); the lookahead of the hard level
samples that pool with ``determinized`` and never reads the truth.

Every level thinks in whole turns: a turn is (market tile, position, side,
rotation) followed by the arrivals, whose choices (§5.5) the bots make with the
default rule of ``garden.default_choice`` (a maximum set of disjoint squares; the
Collector/Friendly pawn on the field with fewer open diagonals). A bot returns
one click at a time: the ``TakeTile`` of its planned turn, then the planned
``PlaceTile``, then the default choices.

* easy: the turn with the most pawns right now, a random turn one time in four;
* normal: the turn with the best ``garden_value`` (pawns, the majority bonus in
  sight, and the promise of sectors, tiles and cards still open);
* hard: normal's value plus a lookahead over the next turn with the tiles that
  stay in the market (its own best follow-up and what the opponents could take),
  on a fixed number of candidate turns (budgets by counts, reproducible).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from ...core.bots import TURN_SECONDS, Bot
from ...core.game import Action, State
from ...core.levels import make_bot as core_make_bot
from ...core.search import SearchBot
from . import data
from . import garden as gd
from .actions import PlaceTile
from .garden import TILE_FIELDS, Garden, W
from .state import TAKE, LeavesState, choose_field_action, choose_square_action, place_actions


def simulate(g: Garden, cards: tuple[str, ...], tile: int, tp: int, o: int) -> Garden:
    """The garden after laying ``tile`` and every arrival, default choices made."""
    g = g.copy()
    out: list = []
    g.place(tp, tile, o, out)
    asked = gd.run_cards(g, cards, 0, out)
    while asked is not None:
        card, i, cands = asked
        left = gd.apply_choice(g, card, gd.default_choice(g, card, cands), cands, out)
        asked = (card, i, left) if left else gd.run_cards(g, cards, i + 1, out)
    return g


def orientations(state: LeavesState, tile: int) -> range:
    return range(8 if state.allow_flip and not data.is_start(tile) else 4)


def _open_fields(g: Garden) -> set[int]:
    out: set[int] = set()
    for tp in g.frontier:
        out.update(TILE_FIELDS[tp])
    return out


def potential(g: Garden, cards: tuple[str, ...]) -> float:
    """Pawns the garden is likely to add later (a heuristic of the normal and hard levels): its open
    sectors, then its tiles one field short of hummingbirds (summed in that order)."""
    empty = _open_fields(g)
    npoll = [0] * 5
    for k, fs, _b, _m in g.sectors.values():
        if k != data.PUDDLE and len(fs) >= 3:
            npoll[k] += 1
    v = _sector_potential(g, cards, empty, npoll)
    return _hummingbird_potential(g, v)


def _sector_potential(g: Garden, cards: tuple[str, ...], empty: set[int], npoll: list[int]) -> float:
    """What the sectors that touch an open field may still bring: bees for a colour pair or single
    (more with the colour's pollinated sectors), the sector cards' dwellers."""
    v = 0.0
    sec_cards = [c for c in cards if c in ("restless", "runner", "host", "diver")]
    for k, fs, _b, m in g.sectors.values():
        n = len(fs)
        touches = False
        for f in fs:
            if f + 1 in empty or f - 1 in empty or f + W in empty or f - W in empty:
                touches = True
                break
        if not touches:
            continue
        if k != data.PUDDLE:
            if n == 2:
                v += 0.45 * (npoll[k] + 1)
            elif n == 1:
                v += 0.12 * (npoll[k] + 1)
        for c in sec_cards:
            used = g.used.get(c)
            if used is None or used.isdisjoint(fs):
                v += _card_bonus(c, k, n, m)
    return v


def _card_bonus(card: str, k: int, n: int, m: int) -> float:
    """A sector card's hope for a sector of kind ``k``, ``n`` fields and ``m`` mushrooms it has not used."""
    if card == "diver":
        return 0.35 if k == data.PUDDLE and n == 1 else 0.0
    if k == data.PUDDLE:
        return 0.0
    if card == "restless":
        return 0.3 * (n - 2) if n in (3, 4) else 0.0
    if card == "host":
        return 0.35 if m == 1 else 0.0
    if card == "runner":
        return 0.25 if n >= 2 else 0.0
    return 0.0


def _hummingbird_potential(g: Garden, v: float) -> float:
    """``v`` plus the hope of each tile not yet qualified for hummingbirds with one or two fields short."""
    kind, sec_of, sectors = g.kind, g.sec_of, g.sectors
    for tp in g.tiles:
        if tp in g.qualified:
            continue
        missing = 0
        for f in TILE_FIELDS[tp]:
            if kind[f] != data.PUDDLE and len(sectors[sec_of[f]][1]) < 3:
                missing += 1
        if missing == 1:
            v += 0.5
        elif missing == 2:
            v += 0.12
    return v


def majority_value(pawns: tuple[int, ...], others: Sequence[tuple[int, ...]]) -> float:
    """The majority bonus of §6.2 as it stands for this garden against the others."""
    if not others:
        return 0.0
    v = 0.0
    for idx in (gd.LEAF, gd.PUDDLE_P, gd.MUSHROOM_P):
        mine = pawns[idx]
        best = max(o[idx] for o in others)
        if mine > 0 and mine >= best:
            v += data.MAJORITY_BONUS if mine > best else data.MAJORITY_BONUS * 0.75
    return v


class Planner:
    """Whole-turn evaluation for one player of one state."""

    def __init__(self, state: LeavesState, player: int, lookahead: bool = True):
        self.lookahead = lookahead
        self.state = state
        self.player = player
        self.cards = state.cards
        self.others = [g.pawns for i, g in enumerate(state.gardens) if i != player]
        d = (player - state.player) % state.num_players
        turns_left = (len(state.bag) + 1 + state.num_players - 1 - d) // state.num_players
        self.turns_left = max(0, turns_left)
        self.future = min(1.0, max(0.0, (self.turns_left - 1) / 4.0))

    def value(self, g: Garden) -> float:
        v = float(sum(g.pawns)) + majority_value(g.pawns, self.others) * (1.0 - 0.5 * self.future)
        if self.future > 0 and self.lookahead:
            v += self.future * potential(g, self.cards)
        return v

    def options(self, g: Garden, tiles, valuer=None) -> list[tuple[float, int, int, int]]:
        """(value, tile, position, orientation) of every turn with these tiles, best first."""
        valuer = valuer or self.value
        out = []
        for tile in tiles:
            for tp in g.legal_positions():
                for o in orientations(self.state, tile):
                    out.append((valuer(simulate(g, self.cards, tile, tp, o)), tile, tp, o))
        out.sort(key=lambda x: (-x[0], x[1], x[2], x[3]))
        return out


class LeavesBot(Bot):
    """Plans a whole turn, then plays it click by click."""

    level = "leaves"

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._plan: tuple[str, PlaceTile] | None = None

    def choose(self, view: State, stop: threading.Event | None = None) -> Action:
        assert isinstance(view, LeavesState), "an Under the Leaves bot is given Under the Leaves views"
        acts = view.legal_actions()
        if len(acts) == 1:
            return acts[0]
        phase = view.phase()
        g = view.gardens[view.player]
        if phase in ("choose_square", "choose_field"):
            assert view.pending is not None, "a choice phase is the pending card's"
            f = gd.default_choice(g, view.pending, list(view.pending_cands))
            return choose_square_action(f) if phase == "choose_square" else choose_field_action(f)
        key = repr((view.turns, view.player, view.market))
        if self._plan is not None and self._plan[0] == key:
            planned = self._plan[1]
            if phase == "take":
                return TAKE[data.TILE_INDEX[planned.tile]]
            if planned in acts:
                return planned
        tile, tp, o = self.plan(view, stop)
        action = place_actions(tile, tp, view.allow_flip and not data.is_start(tile))[o]
        self._plan = (key, action)
        if phase == "take" or data.TILE_INDEX[action.tile] != view.selected:
            return TAKE[tile]
        return action

    def plan(self, view: LeavesState, stop: threading.Event | None) -> tuple[int, int, int]:
        raise NotImplementedError


class EasyBot(LeavesBot):
    level = "easy"
    noise = 0.5

    def plan(self, view: LeavesState, stop: threading.Event | None) -> tuple[int, int, int]:
        g = view.gardens[view.player]
        tiles = view.market if view.selected < 0 else view.market
        if self.rng.random() < self.noise:
            tile = self.rng.choice(tiles)
            tp = self.rng.choice(g.legal_positions())
            return tile, tp, self.rng.choice(list(orientations(view, tile)))
        planner = Planner(view, view.player)
        opts = planner.options(g, tiles, lambda h: float(sum(h.pawns)))
        best = opts[0][0]
        top = [x for x in opts if x[0] == best]
        _, tile, tp, o = self.rng.choice(top)
        return tile, tp, o


class NormalBot(LeavesBot):
    level = "greedy"

    def plan(self, view: LeavesState, stop: threading.Event | None) -> tuple[int, int, int]:
        g = view.gardens[view.player]
        planner = Planner(view, view.player, lookahead=False)
        opts = planner.options(g, view.market)
        best = opts[0][0]
        top = [x for x in opts if x[0] >= best - 1e-9]
        _, tile, tp, o = self.rng.choice(top)
        return tile, tp, o


class HardBot(LeavesBot):
    """Normal's value of the ``candidates`` best turns, plus ``follow`` × the best
    next turn with the market tiles left (minus what the next opponent could take,
    ``deny``), averaged over ``samples`` refills drawn from the unseen pool."""

    level = "montecarlo"

    def __init__(
        self, seed: int | None = None, candidates: int = 6, samples: int = 1, follow: float = 0.0, deny: float = 0.25
    ):
        super().__init__(seed)
        self.candidates = candidates
        self.samples = samples
        self.follow = follow
        self.deny = deny
        self.last_iterations = 0

    def plan(self, view: LeavesState, stop: threading.Event | None) -> tuple[int, int, int]:
        me = view.player
        g = view.gardens[me]
        planner = Planner(view, me)
        opts = planner.options(g, view.market)
        if planner.turns_left <= 1:
            return opts[0][1:]
        # One candidate turn per tile at least, so taking a tile away from the others is weighed too.
        chosen: list[tuple[float, int, int, int]] = []
        for x in opts:
            if len(chosen) >= self.candidates:
                break
            chosen.append(x)
        for t in view.market:
            if not any(c[1] == t for c in chosen):
                chosen.append(next(x for x in opts if x[1] == t))
        sims = 0
        best, best_v = chosen[0], -1e9
        n = view.num_players
        for v0, tile, tp, o in chosen:
            if stop is not None and stop.is_set():
                break
            after = simulate(g, view.cards, tile, tp, o)
            rest = [t for t in view.market if t != tile]
            base_after = planner.value(after)
            total = 0.0
            for _s in range(self.samples):
                world = view.determinized(me, self.rng)
                refill = world.bag[self.rng.randrange(len(world.bag))] if world.bag else None
                market = rest + ([refill] if refill is not None else [])
                gain_opp = 0.0
                if n > 1 and self.deny:
                    opp = (me + 1) % n
                    op = Planner(view, opp)
                    og = view.gardens[opp]
                    ob = op.value(og)
                    oo = op.options(og, market)
                    sims += len(oo)
                    gain_opp = oo[0][0] - ob
                    taken = oo[0][1]
                    market = [t for t in market if t != taken]
                follow_v = 0.0
                if market and self.follow:
                    nxt = planner.options(after, market)
                    sims += len(nxt)
                    follow_v = nxt[0][0] - base_after
                total += v0 + self.follow * follow_v - self.deny * gain_opp
            value = total / self.samples
            if value > best_v + 1e-9:
                best, best_v = (v0, tile, tp, o), value
        self.last_iterations = sims
        return best[1:]


def evaluate(state: LeavesState, player: int) -> float:
    """Lead of ``player``'s value over the best opponent (solo: own value)."""
    mine = Planner(state, player).value(state.gardens[player])
    if state.num_players == 1:
        return mine
    return mine - max(Planner(state, i).value(state.gardens[i]) for i in range(state.num_players) if i != player)


def playout_action(state: LeavesState, rng: random.Random) -> Action:
    """Playouts: uniform over legal clicks, except that choices take the default rule."""
    phase = state.phase()
    if phase in ("choose_square", "choose_field"):
        assert state.pending is not None, "a choice phase is the pending card's"
        f = gd.default_choice(state.gardens[state.player], state.pending, list(state.pending_cands))
        return choose_square_action(f) if phase == "choose_square" else choose_field_action(f)
    return rng.choice(state.legal_actions())


def _search(seed: int | None = None) -> Bot:
    """core.search's tree search over the clicks (a bench level): the hard
    level (HardBot, also "flat") stays, it won 9 of 10 games against it
    (43.5 points a game against 28.6) at 0.08 s a whole turn (median) against
    0.09 s (benchmarks/bench_search.py, seeds 0-9)."""
    return SearchBot(seed, 200, rank_limit=12, turn_seconds=TURN_SECONDS["montecarlo"])


LEVELS = {
    "easy": EasyBot,
    "greedy": NormalBot,
    "normal": NormalBot,
    "montecarlo": HardBot,
    "hard": HardBot,
    "flat": HardBot,
    "search": _search,
}


def make_bot(level: str, seed: int | None = None):
    if level.startswith("hard/"):  # tuning runs: hard/candidates/follow/deny/samples
        c, f, d, n = level.split("/")[1:]
        return HardBot(seed, candidates=int(c), follow=float(f), deny=float(d), samples=int(n))
    if level in LEVELS:
        return LEVELS[level](seed)
    return core_make_bot(level, seed)
