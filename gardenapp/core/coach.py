"""The coach (docs/architecture.md §8.4): a hint and a grade for a person's move.

Pure Python, no Qt, for every game through the contract alone:

* ``hint(view, player, bot)``: the turn the game's hard level plans in the
  person's view (``state.view_for(player)``: a hint never peeks at hidden
  cards either): its first click and every later click of the same turn that
  no draw decides, chosen by the level's own work budget (iterations,
  playouts, candidate turns: docs/architecture.md §8.1) so that a loaded
  machine gives the same hint as an idle one, with a wall-clock safety net
  (``HINT_SAFETY_SECONDS``) and the caller's stop event; the turn described
  in the game's words (``Game.describe_turn``, each game's ``words.py``); and
  one to three reasons drawn from the events of the turn and from evaluation
  differences, the standing said as it is on the score table and in expected
  points apart when they differ;
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

from .bots import Bot, TurnClock
from .game import Action, Event, State
from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural

# ``grade`` (and ``bounded_choice``) stop the bot after about this long.
HINT_SECONDS = 1.2
# A hint is the hard level's work budget (its own counts); it is stopped only
# after this many seconds of wall time (a safety net on a very slow machine:
# the hint then says so) or by the caller's stop event.
HINT_SAFETY_SECONDS = 8.0
# At most this many clicks of one turn are planned for a hint.
MAX_TURN_CLICKS = 16
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
    action: Action  # the first click of the hinted turn
    reasons: tuple[Message, ...]
    seconds: float = 0.0
    gain: float = 0.0  # evaluation after the first click minus before (mean of the worlds)
    # Every click of the turn planned, the first one first, and the person's
    # view before each (what the play screen marks them on).
    actions: tuple[Action, ...] = ()
    views: tuple[State, ...] = ()
    # The turn in the game's words (with "then it depends on the draw" when
    # ``whole_turn`` is False).
    description: Message | None = None
    # False when the turn goes on after a draw (or the safety net stopped the
    # planning): ``actions`` are then its first clicks only.
    whole_turn: bool = True
    # The wall-clock safety net cut the search short (the move may differ
    # from the one an idle machine gives).
    capped: bool = False

    @property
    def turn(self) -> tuple[Action, ...]:
        return self.actions or (self.action,)


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


# Bot attributes that are wall-clock limits when the bot also has a work
# budget (an iteration, playout or candidate count): a hint lifts them, so
# that only the work decides the move (the hint's own safety net stays).
_WALL_LIMITS = ("time_budget", "max_seconds", "time_cap")


def _by_work(bot: Bot, seconds: float | None) -> None:
    """Let ``bot`` play by its work budget alone: its wall-clock caps (per
    click and per turn) removed. A bot whose only budget is time (no
    ``iterations``) keeps it, cut to ``seconds``."""
    time_only = getattr(bot, "iterations", 0) is None
    for name in _WALL_LIMITS:
        value = getattr(bot, name, None)
        if not isinstance(value, (int, float)):
            continue
        if time_only and name == "time_budget":
            if seconds is not None and value > seconds:
                setattr(bot, name, seconds)
        else:
            setattr(bot, name, None)
    turn = getattr(bot, "turn", None)
    if isinstance(turn, TurnClock):
        turn.seconds = None


class _SafetyNet:
    """One event for a whole hint: set after ``seconds`` of wall time (None:
    never) or as soon as the caller's ``stop`` is set."""

    def __init__(self, seconds: float | None, stop: threading.Event | None):
        self.event = threading.Event()
        self.stop = stop
        self.expired = False
        self._timer = None
        if seconds is not None:

            def expire() -> None:
                self.expired = True
                self.event.set()

            self._timer = threading.Timer(seconds, expire)
            self._timer.daemon = True
            self._timer.start()
        if stop is not None:

            def watch() -> None:
                while not self.event.is_set():
                    if stop.wait(0.05):
                        self.event.set()

            threading.Thread(target=watch, daemon=True).start()

    @property
    def tripped(self) -> bool:
        return self.event.is_set()

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self.event.set()


def _after_click(view: State, player: int, action: Action) -> tuple[str, State | None]:
    """What follows ``action`` in ``view`` for ``player``: ("click", their
    view before their next click of the same turn, known because nothing is
    drawn in between), ("draw", None) when a draw comes first, or ("end",
    None) when the turn (or the game) ends."""
    world = view.determinized(player, random.Random(0))
    after = world.apply(action, trusted=True)
    if after.is_over or after.current_player != player or after.turn_number() != world.turn_number():
        return "end", None
    if after.draws != world.draws:
        return "draw", None
    return "click", after.view_for(player)


def plan_turn(
    view: State, player: int, bot: Bot, first: Action, net: _SafetyNet | None = None
) -> tuple[list[Action], list[State], bool]:
    """The clicks of the turn ``first`` starts, as ``bot`` plays them (a
    planning level returns its plan, a search goes on with its tree), while
    no draw decides the next view: (the clicks, the view before each, whether
    that is the whole turn)."""
    actions, views = [first], [view]
    current, action = view, first
    while len(actions) < MAX_TURN_CLICKS:
        what, nxt = _after_click(current, player, action)
        if what == "end":
            return actions, views, True
        if what == "draw" or nxt is None:
            return actions, views, False
        legal = nxt.legal_actions()
        if not legal:
            return actions, views, True
        if len(legal) == 1:
            action = legal[0]
        else:
            if net is not None and net.tripped:
                return actions, views, False
            action = bot.choose(nxt, net.event if net is not None else None)
            if net is not None and net.tripped:  # chosen in a hurry: not the level's move
                return actions, views, False
        actions.append(action)
        views.append(nxt)
        current = nxt
    return actions, views, False


def turn_events(view: State, player: int, actions: Sequence[Action]) -> list[tuple[Action, State, list[Event]]]:
    """For each click of a planned turn: the click, the player's view before
    it and what it does (its events, played on one world of the view: the
    clicks of a planned turn are never decided by a draw, so every world
    gives the same events but for the last click's draws, which the words of
    a move leave out)."""
    world = view.determinized(player, random.Random(0))
    out = []
    for action in actions:
        before = world.view_for(player)
        world, events = world.apply_with_events(action, trusted=True)
        out.append((action, before, list(events)))
    return out


def steps_msg(parts: Sequence[Message]) -> Message:
    """The clicks of a turn in one sentence: "a, then b, then c"."""
    if not parts:
        return msg(QT_TRANSLATE_NOOP("engine", "the move shown on the board"))
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = msg(QT_TRANSLATE_NOOP("engine", "{first}, then {next}"), first=part, next=text)
    return text


def reworded(events: Sequence[Event], table: dict[str, str], player: int) -> Message | None:
    """The first of ``player``'s events whose template ``table`` rewords (an
    event says what a click did, "plays the card {card}"; a hint says what
    to do, "play the card {card}"), with the event's parameters."""
    for e in events:
        m = e.message
        if e.player == player and m.template in table:
            return Message(table[m.template], m.params, numerus=m.numerus)
    return None


def describe(view: State, player: int, actions: Sequence[Action], whole_turn: bool = True) -> Message:
    """The turn in the game's words (``Game.describe_turn(view, actions)``,
    docs/architecture.md §3), else the clicks' notations."""
    describe_turn = getattr(view.game, "describe_turn", None)
    if describe_turn is not None:
        text = describe_turn(view, list(actions))
    else:
        text = steps_msg([msg("{move}", move=a.notation()) for a in actions])
    if not whole_turn:
        text = msg(QT_TRANSLATE_NOOP("engine", "{move} (the rest of the turn depends on what is drawn)"), move=text)
    return text


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


GAIN_KINDS = frozenset({"score", "complete", "objective", "bonus"})


def _is_gain(e: Event) -> bool:
    """An event that says what a move earns (rather than what it is)."""
    t = e.message.template
    return e.kind in GAIN_KINDS or "complete" in t or "+{" in t or t.startswith("scores")


def _sure_turn_events(worlds: Sequence[State], actions: Sequence[Action], player: int) -> list[Event]:
    """``_sure_events`` of each click of a planned turn, in order."""
    out: list[Event] = []
    current = list(worlds)
    for action in actions:
        out.extend(_sure_events(current, action, player))
        current = [w.apply(action, trusted=True) for w in current]
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


def _table_lead(state: State, player: int) -> float:
    """The player's lead on the score table (``State.score``: the points the
    board gives now) over the best opponent; negative when behind."""
    totals = state.score().totals()
    others = [t for i, t in enumerate(totals) if i != player]
    return float(totals[player] - max(others)) if others else float(totals[player])


def _after_turn(worlds: Sequence[State], actions: Sequence[Action]) -> list[State]:
    out = []
    for w in worlds:
        for a in actions:
            w = w.apply(a, trusted=True)
        out.append(w)
    return out


def standing_msg(expected: float, table: float) -> Message:
    """The player's standing after the hinted turn, as it is: the lead on the
    score table, and the lead in expected points (the evaluation: the table
    plus each game's promise of unfinished work) apart when the two differ
    in sign or by more than a point."""
    e, t = _points(expected), _points(table)
    if (e > 0) == (t > 0) and (e < 0) == (t < 0) and abs(expected - table) <= 1.0:
        if t > 0:
            return plural(QT_TRANSLATE_N_NOOP("engine", "ahead by %n points after this turn"), "n", n=t)
        if t < 0:
            return plural(QT_TRANSLATE_N_NOOP("engine", "behind by %n points after this turn"), "n", n=-t)
        return msg(QT_TRANSLATE_NOOP("engine", "level on points after this turn"))
    if e > 0:
        exp = plural(QT_TRANSLATE_N_NOOP("engine", "ahead by %n in expected points"), "n", n=e)
    elif e < 0:
        exp = plural(QT_TRANSLATE_N_NOOP("engine", "behind by %n in expected points"), "n", n=-e)
    else:
        exp = msg(QT_TRANSLATE_NOOP("engine", "level in expected points"))
    if t > 0:
        tab = plural(QT_TRANSLATE_N_NOOP("engine", "%n ahead on the score table"), "n", n=t)
    elif t < 0:
        tab = plural(QT_TRANSLATE_N_NOOP("engine", "%n behind on the score table"), "n", n=-t)
    else:
        tab = msg(QT_TRANSLATE_NOOP("engine", "level on the score table"))
    return msg(QT_TRANSLATE_NOOP("engine", "{expected}, {table}"), expected=exp, table=tab)


def hint(
    view: State,
    player: int,
    bot: Bot,
    *,
    seconds: float | None = HINT_SAFETY_SECONDS,
    samples: int = SAMPLES,
    seed: int = 0,
    stop: threading.Event | None = None,
) -> Hint:
    """The hard level's turn for ``player`` in ``view`` (their view of the
    state), in words, and why, in one to three Messages. ``bot`` plays by its
    work budget (its wall-clock caps lifted); ``seconds`` is the safety net
    (None: none), ``stop`` the caller's "stop now"."""
    start = time.perf_counter()
    legal = view.legal_actions()
    if not legal:
        raise ValueError("no move to hint: the game is over or it is not this player's turn")
    _by_work(bot, seconds)
    net = _SafetyNet(seconds, stop)
    try:
        action = legal[0] if len(legal) == 1 else bot.choose(view, net.event)
        capped = net.tripped
        if capped:
            turn, views, whole = [action], [view], False
        else:
            turn, views, whole = plan_turn(view, player, bot, action, net)
            capped = net.expired
    finally:
        net.close()
    worlds = _worlds(view, player, seed, samples)
    reasons: list[Message] = []
    # (a) what the turn earns that no draw decides (a completion, a score);
    # what the move is, the description says
    gains = [e for e in _sure_turn_events(worlds, turn, player) if _is_gain(e)]
    reasons.extend(e.message for e in gains[:2])
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
    if not judged and abs(gain) < 0.5 and len(turn) == 1:
        # One click of a longer turn (tokens taken, a tile chosen): what the
        # turn it starts can bring, finished by the game's playout policy.
        turn_gain = _turn_value(worlds, action, player, random.Random(seed + 2)) - before
        if turn_gain >= 0.5:
            reasons.append(
                msg(QT_TRANSLATE_NOOP("engine", "sets up a turn worth +{points}"), points=_points(turn_gain))
            )
    if len(reasons) < 3:
        ends = _after_turn(worlds, turn)
        if view.num_players > 1:
            expected = _mean([w.evaluate(player) for w in ends])
            table = _mean([_table_lead(w, player) for w in ends])
            reasons.append(standing_msg(expected, table))
        else:
            turn_gain = _mean([w.evaluate(player) for w in ends]) - before
            if turn_gain >= 0.5:
                reasons.append(
                    msg(QT_TRANSLATE_NOOP("engine", "improves your position: +{points}"), points=_points(turn_gain))
                )
    if not reasons:
        reasons.append(msg(QT_TRANSLATE_NOOP("engine", "the strongest move the computer player found")))
    return Hint(
        action,
        tuple(reasons[:3]),
        time.perf_counter() - start,
        gain,
        actions=tuple(turn),
        views=tuple(views),
        description=describe(view, player, turn, whole),
        whole_turn=whole,
        capped=capped,
    )


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


__all__ = [
    "Hint",
    "Grade",
    "GRADES",
    "GRADE_ORDER",
    "classify",
    "hint",
    "grade",
    "bounded_choice",
    "plan_turn",
    "turn_events",
    "steps_msg",
    "describe",
    "reworded",
    "standing_msg",
    "HINT_SECONDS",
    "HINT_SAFETY_SECONDS",
]
