"""One search player for every game (docs/architecture.md §8.2): determinized Monte Carlo
tree search over clicks with progressive widening.

Each iteration samples a world consistent with the bot's view
(``State.determinized``: hidden cards and the chance stream resampled; the
bot never reads the truth), walks down the tree choosing with UCB1 among the
children the node may have so far, adds one child, plays on with the game's
``playout_action`` until ``playout_turns`` turns have ended (or ``depth``
clicks, or the end), and backs the result up. Nodes are keyed by the clicks
from the root, so one tree holds every world (an "open loop" search: below a
chance step a node stands for every outcome).

* Progressive widening: a node visited ``n`` times may have
  ``ceil(widen * n ** alpha)`` children, taken in the order of the game's
  ``evaluate`` one click ahead (the most promising first; the order of a node
  is fixed the first time it is reached, actions a later world makes legal
  there come after). With ``rank_limit``, only that many clicks of a node,
  drawn at random, are judged; the others follow in a random order.
* Rewards per player in [0, 1]: ``1 / (1 + exp(-(evaluate(p) - base_p) / scale))``
  where ``base_p`` is the evaluation of the root (so that a solo game's raw
  points and a two-player lead are both judged by their change); a finished
  game of several players counts its result (1 a win, 1/k a k-way shared win,
  0 a loss) when ``terminal_result``.
* Budget: ``iterations`` per decision, counted with the visits the root had
  already (the tree is kept from one click to the next of the same turn),
  so a seeded bot repeats its moves whatever the machine's load. The clock
  is read only for ``turn_seconds``, a cap on the whole turn (the app's
  conversion of a level to a time limit), and ``stop`` ("move now") is
  checked before every iteration.

A game supplies its features through its ``ai`` module (``evaluate``,
``playout_action``) and may subclass SearchBot (``world``, ``evaluate``
with a cache, a shortcut in ``choose``). It is the hard level of Takenoko and
Sanssouci, where it beat the flat Monte Carlo they had; Harmonies, Azul:
Queen's Garden and Under the Leaves keep their tuned hard levels, measured
stronger (each game's ``ai.make_bot`` says by how much). Every game offers
it as the "search" bench level (core.levels.BENCH_LEVELS).
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .bots import Bot, TurnClock

if TYPE_CHECKING:
    from .game import Action, State


class Node:
    __slots__ = ("mover", "visits", "total", "children", "order", "known")

    def __init__(self, mover: int):
        self.mover = mover  # the player whose click led here
        self.visits = 0
        self.total = 0.0  # sum of the mover's rewards
        self.children: dict[Action, Node] = {}
        self.order: list[Action] | None = None  # candidate clicks, most promising first
        self.known: set[Action] = set()  # the clicks in ``order``


class SearchBot(Bot):
    """See the module docstring. ``choose`` is "move now"-safe: ``stop`` is
    honoured between iterations (each one is a few milliseconds)."""

    level = "search"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = 400,
        *,
        turn_seconds: float | None = None,
        exploration: float = 0.5,
        widen: float = 2.0,
        alpha: float = 0.4,
        playout_turns: int = 1,
        depth: int = 60,
        scale: float = 6.0,
        terminal_result: bool = True,
        rank: bool = True,
        rank_limit: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ):
        super().__init__(seed)
        self.iterations = iterations
        self.exploration = exploration
        self.widen = widen
        self.alpha = alpha
        self.playout_turns = playout_turns
        self.depth = depth
        self.scale = scale
        self.terminal_result = terminal_result
        self.rank_children = rank
        self.rank_limit = rank_limit
        self.turn = TurnClock(turn_seconds, clock)
        self.last_iterations = 0
        self._kept: tuple[Any, Node] | None = None  # (the next view's to_dict, the subtree to search on)

    @property
    def turn_seconds(self) -> float | None:
        """The cap on a whole turn's thinking (None: none)."""
        return self.turn.seconds

    @turn_seconds.setter
    def turn_seconds(self, seconds: float | None) -> None:
        self.turn.seconds = seconds

    # -- the game's features (override to specialise) ------------------------------------------
    def world(self, view: State, me: int) -> State:
        """A world to search: ``view`` with what ``me`` cannot see sampled."""
        return view.determinized(me, self.rng)

    def begin(self, view: State) -> None:
        """Called before each decision's search (a game may reset caches)."""

    def evaluate(self, state: State, player: int) -> float:
        """The game's evaluation (a game may cache it per decision)."""
        return state.evaluate(player)

    def rank(self, state: State, actions: list[Action]) -> list[Action]:
        """``actions`` in the order the node widens: by the mover's evaluation
        one click ahead, best first (ties in a seeded random order)."""
        if not self.rank_children or len(actions) == 1:
            return list(actions)
        me = state.current_player
        rng = self.rng
        value = self.evaluate
        judged = list(range(len(actions)))
        rest: list[int] = []
        if self.rank_limit is not None and len(actions) > self.rank_limit:
            rng.shuffle(judged)
            judged, rest = judged[: self.rank_limit], judged[self.rank_limit :]
        keyed = [(-value(state.apply(actions[i], trusted=True), me), rng.random(), i) for i in judged]
        keyed.sort()
        return [actions[i] for _, _, i in keyed] + [actions[i] for i in rest]

    def playout(self, state: State) -> State:
        """Play on with the game's playout policy until ``playout_turns`` turns end."""
        rng = self.rng
        changes = 0
        player = state.current_player
        for _ in range(self.depth):
            if state.is_over:
                break
            state = state.apply(state.playout_action(rng), trusted=True)
            if state.current_player != player:
                changes += 1
                if changes >= self.playout_turns:
                    break
                player = state.current_player
        return state

    def rewards(self, state: State, base: list[float]) -> list[float]:
        n = state.num_players
        if state.is_over and self.terminal_result and n > 1:
            winners = state.score().winners
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
        out = []
        for p in range(n):
            x = (self.evaluate(state, p) - base[p]) / self.scale
            out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x)))))
        return out

    # -- the search --------------------------------------------------------------------------------
    def choose(self, view: State, stop: threading.Event | None = None) -> Action:
        actions = view.legal_actions()
        me = view.current_player
        root = Node(-1)
        kept, self._kept = self._kept, None
        if self.turn.start(view) and kept is not None and kept[0] == view.to_dict():
            root = kept[1]  # the same turn goes on, nothing drawn: keep the tree
        if len(actions) == 1:
            self.last_iterations = 0
            self._keep(view, actions[0], root)
            return actions[0]
        self.begin(view)
        world0 = view.determinized(me, random.Random(0))
        base = [self.evaluate(world0, p) for p in range(view.num_players)]
        n = 0
        while root.visits < self.iterations:
            if (stop is not None and stop.is_set()) or self.turn.out_of_time():
                break
            self._iterate(root, self.world(view, me), base)
            n += 1
        self.last_iterations = n
        legal = set(actions)
        scored = [(c.visits, c.total / c.visits, a) for a, c in root.children.items() if c.visits and a in legal]
        if scored:
            best = max(scored, key=lambda x: (x[0], x[1]))[2]
        else:  # stopped before the first iteration: the game's playout policy, at once
            best = self.world(view, me).playout_action(self.rng)
        self._keep(view, best, root)
        return best

    def _keep(self, view: State, action: Action, root: Node) -> None:
        """Keep the subtree of ``action`` if the same player clicks next with
        nothing drawn in between (core.bots.TurnClock)."""
        after = self.turn.clicked(view, action)
        if after is not None:
            me = view.current_player
            self._kept = (after.view_for(me).to_dict(), root.children.get(action) or Node(me))

    def _allowed(self, node: Node) -> int:
        return max(1, math.ceil(self.widen * (node.visits + 1) ** self.alpha))

    def _iterate(self, root: Node, state: State, base: list[float]) -> None:
        node = root
        path = [root]
        c = self.exploration
        while not state.is_over:
            acts = state.legal_actions()
            legal = set(acts)
            if node.order is None:
                node.order = self.rank(state, acts)
                node.known = legal
            elif not legal <= node.known:  # this world allows clicks the node has not seen
                extra = [a for a in acts if a not in node.known]
                node.order.extend(self.rank(state, extra))
                node.known = node.known | legal
            allowed = self._allowed(node)
            chosen = None
            best = -math.inf
            log_n = math.log(node.visits + 1)
            k = 0
            for a in node.order:
                if a not in legal:
                    continue
                if k >= allowed:
                    break
                k += 1
                child = node.children.get(a)
                if child is None:  # the next candidate not tried yet: expand it
                    chosen = a
                    break
                u = child.total / child.visits + c * math.sqrt(log_n / child.visits)
                if u > best:
                    best, chosen = u, a
            assert chosen is not None, "a position that is not over has a legal action"
            mover = state.current_player
            state = state.apply(chosen, trusted=True)
            child = node.children.get(chosen)
            if child is None:
                child = node.children[chosen] = Node(mover)
                path.append(child)
                break
            node = child
            path.append(node)
        state = self.playout(state)
        rewards = self.rewards(state, base)
        for nd in path:
            nd.visits += 1
            if nd.mover >= 0:
                nd.total += rewards[nd.mover]


__all__ = ["SearchBot", "Node"]
