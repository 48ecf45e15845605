"""The coach (docs/architecture.md §8.4): a hint and a grade for a person's move.

Pure Python, no Qt, for every game through the contract alone:

* ``hint(view, player, bot)``: the action the game's hard level chooses in the
  person's view (``state.view_for(player)``: a hint never peeks at hidden
  cards either), within a bounded time, and one to three reasons drawn from
  the events that action produces and from evaluation differences;
* ``grade(view, played, player, bot)``: the expected points lost by the
  played action against the best move found, as excellent / good /
  inaccuracy / mistake.

Both judge moves on a few determinized worlds of the view, the same worlds
for every action compared, with ``State.evaluate(player)`` (the score lead
over the best opponent, plus each game's promise of unfinished work).
Reasons are engine Messages: the UI translates them.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from .bots import Bot
from .game import Action, Event, State
from .messages import QT_TRANSLATE_NOOP, Message, msg

# A hint takes at most about this long (the bot is stopped at the budget; a
# bot that checks its stop event only now and then may run a little over).
HINT_SECONDS = 1.2
# Worlds sampled to compare moves (the same worlds for every move).
SAMPLES = 3
# At most this many legal actions are compared one step ahead (random others
# beyond it, the hint's and the played action always among them).
MAX_COMPARED = 48
# Kinds of event that come from chance (a refill, a draw, a roll): on a
# determinized world they show a sampled future, so they are never reasons.
CHANCE_KINDS = frozenset({"refill", "draw", "reveal", "roll", "deal", "shuffle"})


@dataclass(frozen=True)
class Hint:
    action: Action
    reasons: tuple[Message, ...]
    seconds: float = 0.0
    gain: float = 0.0  # evaluation after the hint minus before (mean of the worlds)


# The grade classes, best first: (id, English label, most points lost).
GRADES: tuple[tuple[str, str, float], ...] = (
    ("excellent", QT_TRANSLATE_NOOP("engine", "excellent"), 0.5),
    ("good", QT_TRANSLATE_NOOP("engine", "good"), 2.0),
    ("inaccuracy", QT_TRANSLATE_NOOP("engine", "inaccuracy"), 5.0),
    ("mistake", QT_TRANSLATE_NOOP("engine", "mistake"), float("inf")),
)
GRADE_ORDER = tuple(g[0] for g in GRADES)


@dataclass(frozen=True)
class Grade:
    kind: str  # one of GRADE_ORDER
    loss: float  # expected points lost against the best move found (>= 0)
    best: Action  # the best move found
    label: Message  # the grade's name, translatable

    @property
    def rank(self) -> int:
        """0 for excellent ... 3 for mistake."""
        return GRADE_ORDER.index(self.kind)


def classify(loss: float) -> tuple[str, str]:
    for kind, label, most in GRADES:
        if loss <= most:
            return kind, label
    return GRADES[-1][0], GRADES[-1][1]


# -- the hard level's choice, bounded ---------------------------------------------------------


def bounded_choice(bot: Bot, view: State, seconds: float = HINT_SECONDS, stop: threading.Event | None = None) -> Action:
    """``bot.choose(view)`` stopped after ``seconds`` (its "move now"); its own
    time budgets are cut to ``seconds`` where it has them. ``stop`` (the
    caller's) stops it early too."""
    for name in ("time_budget", "max_seconds", "time_cap"):
        value = getattr(bot, name, None)
        if isinstance(value, (int, float)) and value > seconds:
            setattr(bot, name, seconds)
    event = threading.Event()
    timer = threading.Timer(seconds, event.set)
    timer.daemon = True
    timer.start()
    relay = None
    if stop is not None:

        def watch() -> None:
            while not event.is_set():
                if stop.wait(0.05):
                    event.set()

        relay = threading.Thread(target=watch, daemon=True)
        relay.start()
    try:
        return bot.choose(view, event)
    finally:
        timer.cancel()
        event.set()


def _worlds(view: State, player: int, seed: int, samples: int) -> list[State]:
    rng = random.Random(seed)
    return [view.determinized(player, rng) for _ in range(samples)]


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _value_after(worlds: Sequence[State], action: Action, player: int) -> float:
    return _mean([w.apply(action, trusted=True).evaluate(player) for w in worlds])


def _compared(view: State, must: Sequence[Action], rng: random.Random) -> list[Action]:
    actions = view.legal_actions()
    if len(actions) > MAX_COMPARED:
        actions = rng.sample(actions, MAX_COMPARED)
    for a in must:
        if a not in actions:
            actions.append(a)
    return actions


def _event_key(e: Event) -> tuple:
    return (e.player, e.kind, e.message.template, tuple(sorted((k, repr(v)) for k, v in e.message.params.items())))


def _sure_events(worlds: Sequence[State], action: Action, player: int) -> list[Event]:
    """The player's events of ``action`` that are the same in every world
    (what chance decides differs between worlds and is left out)."""
    per_world = [world.apply_with_events(action, trusted=True)[1] for world in worlds]
    common = set.intersection(*({_event_key(e) for e in events} for events in per_world))
    out, seen = [], set()
    for e in per_world[0]:
        k = _event_key(e)
        if k in common and k not in seen and e.player == player and e.kind not in CHANCE_KINDS:
            seen.add(k)
            out.append(e)
    return out


def _turn_value(worlds: Sequence[State], action: Action, player: int, rng: random.Random, limit: int = 12) -> float:
    """The evaluation once the player's turn that ``action`` starts (or
    ends) is finished greedily, each further click the best one step ahead
    (the mean over the worlds): a click that only prepares a turn (tokens
    taken, a tile chosen) is judged by the best turn it leads to."""
    values = []
    for world in worlds:
        w = world.apply(action, trusted=True)
        for _ in range(limit):
            if w.is_over or w.current_player != player:
                break
            options = w.legal_actions()
            if len(options) > MAX_COMPARED:
                options = rng.sample(options, MAX_COMPARED)
            w = max((w.apply(a, trusted=True) for a in options), key=lambda n: n.evaluate(player))
        values.append(w.evaluate(player))
    return _mean(values)


def _points(x: float) -> int:
    return int(round(x))


def hint(
    view: State,
    player: int,
    bot: Bot,
    *,
    seconds: float = HINT_SECONDS,
    samples: int = SAMPLES,
    seed: int = 0,
    stop: threading.Event | None = None,
) -> Hint:
    """The hard level's move for ``player`` in ``view`` (their view of the
    state) and why, in one to three Messages."""
    start = time.perf_counter()
    legal = view.legal_actions()
    if not legal:
        raise ValueError("no move to hint: the game is over or it is not this player's turn")
    action = legal[0] if len(legal) == 1 else bounded_choice(bot, view, seconds, stop)
    worlds = _worlds(view, player, seed, samples)
    reasons: list[Message] = []
    # (a) what the action does that no draw decides, the gains first
    # (what the move is first, then what it earns: a completion or a score)
    events = _sure_events(worlds, action, player)
    if events:
        rest = sorted(
            events[1:],
            key=lambda e: (
                0 if e.kind in ("score", "complete", "objective", "bonus") or "complete" in e.message.template else 1
            ),
        )
        reasons.extend(e.message for e in [events[0], *rest[:1]])
    # (b) the evaluation: against the position now and the best other move
    before = _mean([w.evaluate(player) for w in worlds])
    after = _value_after(worlds, action, player)
    gain = after - before
    judged = False
    if len(legal) > 1:
        rng = random.Random(seed + 1)
        others = [a for a in _compared(view, [action], rng) if a != action]
        values = [_value_after(worlds, a, player) for a in others]
        best_other = max(values) if values else after
        margin = after - best_other
        if margin >= 0.5:
            reasons.append(
                msg(
                    QT_TRANSLATE_NOOP("engine", "the best move found: +{points} over the next best"),
                    points=_points(margin),
                )
            )
            judged = True
        elif margin <= -1.5:
            reasons.append(
                msg(
                    QT_TRANSLATE_NOOP("engine", "plays for later turns: another move gains {points} more now"),
                    points=_points(-margin),
                )
            )
            judged = True
    if not judged and abs(gain) < 0.5:
        # One click of a longer turn (tokens taken, a tile chosen): what the
        # turn it starts can bring, finished by the game's playout policy.
        turn_gain = _turn_value(worlds, action, player, random.Random(seed + 2)) - before
        if turn_gain >= 0.5:
            reasons.append(
                msg(QT_TRANSLATE_NOOP("engine", "sets up a turn worth +{points}"), points=_points(turn_gain))
            )
    if len(reasons) < 3:
        if view.num_players > 1 and after >= 0.5:
            template = (
                QT_TRANSLATE_NOOP("engine", "keeps the lead: +{points}")
                if before >= 0.5
                else QT_TRANSLATE_NOOP("engine", "takes the lead: +{points}")
            )
            reasons.append(msg(template, points=_points(after)))
        elif gain >= 0.5:
            reasons.append(msg(QT_TRANSLATE_NOOP("engine", "improves your position: +{points}"), points=_points(gain)))
    if not reasons:
        reasons.append(msg(QT_TRANSLATE_NOOP("engine", "the strongest move the computer player found")))
    return Hint(action, tuple(reasons[:3]), time.perf_counter() - start, gain)


def grade(
    view: State,
    played: Action,
    player: int,
    bot: Bot | None = None,
    *,
    best: Action | None = None,
    seconds: float = HINT_SECONDS,
    samples: int = SAMPLES,
    seed: int = 0,
    stop: threading.Event | None = None,
) -> Grade:
    """How good ``played`` was in ``view`` (the player's view before it):
    the expected points lost against the best move found (``best`` if given,
    else the hard level's choice, run by ``bot``), on the same worlds, each
    move judged by the turn it leads to once finished greedily (a click that
    only prepares a turn is worth the turn it makes possible)."""
    legal = view.legal_actions()
    if best is None:
        if bot is None:
            raise ValueError("grade needs the best move or a bot to find it")
        best = legal[0] if len(legal) == 1 else bounded_choice(bot, view, seconds, stop)
    if played == best:
        loss = 0.0
    else:
        worlds = _worlds(view, player, seed, samples)
        loss = max(
            0.0,
            _turn_value(worlds, best, player, random.Random(seed + 2))
            - _turn_value(worlds, played, player, random.Random(seed + 2)),
        )
    kind, label = classify(loss)
    return Grade(kind, loss, best, msg(label))


__all__ = ["Hint", "Grade", "GRADES", "GRADE_ORDER", "classify", "hint", "grade", "bounded_choice", "HINT_SECONDS"]
