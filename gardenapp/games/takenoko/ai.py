"""Computer players for Takenoko: the evaluation the greedy and Monte Carlo
bots share, the playout policy, and the bot levels tuned for this game.

``evaluate`` values what a player holds, not only the points scored: each
objective in hand counts a share of its points that grows with the progress
towards it (plot shapes: the best placement's filled cells; gardener cards:
the best stalks; panda cards: the sections in the stomach), plus small values
for eaten bamboo, stored channels and tokens, and completed cards (the race to
the Emperor). The result is the player's value minus the best opponent's.
"""

from __future__ import annotations

import random
from typing import cast

from ...core import bots, levels
from ...core.game import Action
from ...core.search import SearchBot
from . import garden
from .actions import MovePanda, PlacePlot, WeatherTarget
from .data import CARD_BY_ID, CARDS, COLOUR_BY_ID, COLOUR_IDS, GARDENER_TYPE, PLOT_TYPE
from .scoring import COMPILED, PLOT_CARDS
from .state import P_ACTIONS, P_CHOOSE_WEATHER, P_CLOUDS, P_PICK, P_PLACE, P_RAIN, P_STORM, TakenokoState

POND = garden.POND
# evaluation weights
BASE, PROGRESS = 0.15, 0.7  # a card in hand is worth points × (BASE + PROGRESS × progress)
READY = 0.9  # ... and points × READY once it can be claimed
STOMACH, CHANNEL, TOKEN, COMPLETED = 0.2, 0.25, 0.3, 0.4


def _card_places():
    """Per plot card: (its first colour, placements relative to a cell of that colour)."""
    out = {}
    for mirrored in (False, True):
        for card in PLOT_CARDS:
            colour = card.colours[0]
            cp = COMPILED[mirrored][card.index]
            cid = COLOUR_IDS[colour]
            places = set()
            for orient in cp.orientations:
                for pivot in orient:
                    if cid not in pivot.kinds:
                        continue
                    pq, pr = pivot.offset
                    others = tuple(
                        sorted(
                            ((pc.offset[0] - pq) * garden.W + pc.offset[1] - pr, COLOUR_BY_ID[next(iter(pc.kinds))])
                            for pc in orient
                            if pc is not pivot
                        )
                    )
                    places.add(others)
            out[mirrored, card.index] = (colour, len(cp.pattern.cells), tuple(sorted(places)))
    return out


_PLACES = _card_places()


def plot_progress(state: TakenokoState, card: int) -> float:
    """0..1: the best placement's share of cells already right (a dry plot
    counts 0.6; a cell under another colour or the pond rules a placement out)."""
    memo = state.tiles_memo()
    key = ("prog", card)
    got = memo.get(key)
    if got is not None:
        return got
    colour, size, places = _PLACES[state.mirrored, card]
    col, irr = state.colour, state.irr
    best = 0.0
    for x, c in col.items():
        if c != colour:
            continue
        base = 1.0 if x in irr else 0.6
        for place in places:
            s = base
            for d, want in place:
                y = x + d
                have = col.get(y)
                if have is None:
                    if y == POND:
                        break
                    continue
                if have != want:
                    break
                s += 1.0 if y in irr else 0.6
            else:
                if s > best:
                    best = s
    best = best / size if best else 0.0
    if best >= 1.0 and not state.plot_sat >> card & 1:
        best = 0.95
    memo[key] = best
    return best


def _gardener_tables(state: TakenokoState):
    """Best single-stalk progress per (colour, improvement) and the per-colour
    list of stalk heights (irrigated plots)."""
    memo = state.stalks_memo()
    got = memo.get("ai")
    if got is not None and got[0] is state.bamboo:
        return got[1], got[2]
    best: dict[int, float] = {}
    heights: dict[int, list[int]] = {1: [], 2: [], 3: []}
    imp, bamboo = state.improvement, state.bamboo
    for i, c in state.irr.items():
        h = bamboo.get(i, 0)
        k = c * 4 + imp.get(i, 0)
        v = h / 4.0
        if v > best.get(k, -1.0):
            best[k] = v
        heights[c].append(h)
    memo["ai"] = (bamboo, best, heights)
    return best, heights


def card_progress(state: TakenokoState, card: int, player: int) -> float:
    c = CARDS[card]
    if c.type == PLOT_TYPE:
        return 1.0 if state.plot_sat >> card & 1 else plot_progress(state, card)
    if c.type == GARDENER_TYPE:
        if state.gsat >> card & 1:
            return 1.0
        best, heights = _gardener_tables(state)
        if c.count == 1 and c.improvement is not None:  # one stalk: its improvement is given
            return best.get(c.colour * 4 + c.improvement, 0.0) * 0.9
        hs = sorted((min(h, 3) if h != 4 else 1 for h in heights[c.colour]), reverse=True)[: c.count]
        return 0.9 * sum(hs) / (3.0 * c.count)
    st = state.stomach[player]
    need = c.needs
    total = need[0] + need[1] + need[2]
    return (min(st[0], need[0]) + min(st[1], need[1]) + min(st[2], need[2])) / total


def player_value(state: TakenokoState, player: int) -> float:
    v = float(state.points(player)) + COMPLETED * len(state.done[player])
    for card in state.hands[player]:
        if card < 0:
            continue
        pts = CARDS[card].points
        prog = card_progress(state, card, player)
        v += pts * (READY if prog >= 1.0 else BASE + PROGRESS * prog)
    v += (
        STOMACH * sum(state.stomach[player])
        + CHANNEL * state.res_channels[player]
        + TOKEN * sum(state.res_tokens[player])
    )
    return v


def evaluate(state: TakenokoState, player: int) -> float:
    mine = player_value(state, player)
    best = max(player_value(state, p) for p in range(state.num_players) if p != player)
    return mine - best


# -- playout policy ------------------------------------------------------------------------
def playout_action(state: TakenokoState, rng: random.Random) -> Action:
    """A plausible move, cheap: claim what can be claimed, use the actions,
    place useful pieces, then end the turn."""
    acts = state.legal_actions()
    if len(acts) == 1:
        return acts[0]
    ph = state.phase
    if ph == P_ACTIONS or ph in (P_RAIN, P_STORM, P_CLOUDS, P_CHOOSE_WEATHER):
        claims = [a for a in acts if a.kind == "claim_objective"]
        if claims:
            return claims[0]
    if ph == P_ACTIONS:
        by_kind: dict[str, list[Action]] = {}
        for a in acts:
            by_kind.setdefault(a.kind, []).append(a)
        if "place_channel" in by_kind and rng.random() < 0.5:
            return rng.choice(by_kind["place_channel"])
        if "place_improvement" in by_kind and rng.random() < 0.3:
            return rng.choice(by_kind["place_improvement"])
        choices = [
            k for k in ("draw_plots", "take_channel", "move_gardener", "move_panda", "draw_objective") if k in by_kind
        ]
        if "end_turn" in by_kind and (not choices or rng.random() < 0.85):
            return by_kind["end_turn"][0]
        if not choices:
            return rng.choice(acts)
        kind = rng.choice(choices)
        options = by_kind[kind]
        if kind == "move_panda":
            food = [a for a in cast("list[MovePanda]", options) if state.bamboo.get(garden.idx(a.cell))]
            if food and rng.random() < 0.8:
                return rng.choice(food)
        if kind == "draw_objective" and len(state.hands[state.player]) >= 4 and len(choices) > 1 and rng.random() < 0.7:
            kind = rng.choice([k for k in choices if k != "draw_objective"])
            options = by_kind[kind]
        return rng.choice(options)
    if ph == P_STORM:
        storm_food = [a for a in acts if isinstance(a, WeatherTarget) and state.bamboo.get(garden.idx(a.cell))]
        if storm_food:
            return rng.choice(storm_food)
    if ph == P_RAIN:
        targets = [a for a in acts if a.kind == "weather_target"]
        if targets:
            return rng.choice(targets)
    if ph == P_PLACE:
        plain = [a for a in cast("list[PlacePlot]", acts) if not a.improvement]  # this phase offers only those
        return rng.choice(plain if plain and rng.random() < 0.7 else acts)
    if ph in (P_PICK,):
        return rng.choice(acts)
    main = [a for a in acts if a.kind not in ("place_channel", "place_improvement")]
    return rng.choice(main or acts)


# -- bot levels -------------------------------------------------------------------------
class _Deadline:
    """A stop flag for the core search loop that also trips at a time limit
    (or when the caller's own ``stop`` is set)."""

    def __init__(self, stop, cap: bots.Cap):
        self.stop, self.cap = stop, cap

    def is_set(self) -> bool:
        return (self.stop is not None and self.stop.is_set()) or self.cap.reached()


def sure_claim(view) -> Action | None:
    """The objective to claim at once, if any: a completed card is never lost
    by claiming it now (the most valuable first), unless claiming ends the
    game (the Emperor) while behind."""
    claims = [a for a in view.legal_actions() if a.kind == "claim_objective"]
    if not claims:
        return None
    me = view.current_player
    best = max(claims, key=lambda a: CARDS[_card_index(a.card)].points)
    after = view.apply(best, trusted=True)
    triggers = view.emperor < 0 and after.emperor == me
    if not triggers or after.points(me) > max(after.points(p) for p in range(view.num_players) if p != me):
        return best
    return None


class TakenokoMonteCarlo(bots.MonteCarloBot):
    """Flat Monte Carlo (core) with Takenoko shortcuts that lose nothing:
    an objective that can be claimed is claimed first (``sure_claim``). A
    fixed number of playouts (reproducible) with a time cap ``max_seconds``
    per move."""

    def __init__(self, seed=None, max_seconds: float = 0.9, **params):
        super().__init__(seed, **params)
        self.max_seconds = max_seconds

    def choose(self, view, stop=None):
        if self.max_seconds:
            stop = _Deadline(stop, bots.Cap(self.max_seconds, self.clock))
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return sure_claim(view) or super().choose(view, stop)


class TakenokoSearchBot(SearchBot):
    """core.search's tree search, an objective that can be claimed claimed first (``sure_claim``)."""

    def __init__(self, seed=None, iterations: int = 700, **params):
        params.setdefault("turn_seconds", bots.TURN_SECONDS["montecarlo"])
        super().__init__(seed, iterations, **params)

    def choose(self, view, stop=None):
        claim = sure_claim(view) if len(view.legal_actions()) > 1 else None
        if claim is not None:
            self.turn.start(view)  # the click is part of the turn: keep its clock going
            self.turn.clicked(view, claim)
            self.last_iterations, self._kept = 0, None
            return claim
        return super().choose(view, stop)


def _card_index(card_id: str) -> int:
    return CARD_BY_ID[card_id].index


def make_bot(level: str, seed: int | None = None, **tuning):
    """The levels: hard ("montecarlo") is core.search's tree search: against
    the flat Monte Carlo ("flat", the hard level before it) it won 14 of 20
    games (95 % interval 48-86 %), 38.0 points a game against 28.1, at
    0.71 s a whole turn (median; max 3.0 s) against 0.77 s (max 4.6 s)
    (benchmarks/bench_search.py, seeds 100-119). Easy and normal are core's."""
    if level in ("montecarlo", "search"):
        return TakenokoSearchBot(seed, **tuning)
    if level == "flat":
        # 500 playouts of 30 clicks (~0.25 s on one core; a fixed count keeps
        # seeded matches reproducible and a move well under a second)
        params = dict(iterations=500, depth=30, exploration=0.5, scale=4.0)
        params.update(tuning)
        return TakenokoMonteCarlo(seed, **params)
    return levels.make_bot(level, seed)


__all__ = [
    "evaluate",
    "playout_action",
    "make_bot",
    "TakenokoMonteCarlo",
    "TakenokoSearchBot",
    "player_value",
    "card_progress",
    "sure_claim",
]
