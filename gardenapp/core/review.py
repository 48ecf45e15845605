"""The review of a finished game (docs/architecture.md §6.15). Pure Python, no Qt.

From a game record (options + seed + actions, ``core.record``):

* ``replay(record)``: every position of the game (``states[i]`` is the
  position before action ``i``, ``states[-1]`` the end), each action's
  events, and the turns grouped as the turn log groups them (a new turn when
  another player acts or the engine counts a new turn, ``State.turn_number``,
  docs/architecture.md §6.13), with each player's score after every turn:
  the projected total of the full position (``State.score()``: what the game
  would give if it ended then, the live score table's "Projected total").
* ``judge(before, played, index, seed)``: the coach's judgement of one
  action of a person (core.coach, docs/architecture.md §8.4) on that
  player's view only (``view_for(player)``: the coach never peeks at
  hidden cards): the move played, the best move found, the expected points
  it cost and its grade. The best move is found with a work budget, not a
  clock: the ``COMPARED`` moves that look best one step ahead on the coach's
  worlds (the played one always among them) are compared by
  ``coach.grade``'s own measure (each turn finished greedily on the same
  worlds), so the same record gives the same review on any machine. The loss
  is ``coach.grade(view, played, player, best=best)``'s.
* ``Review``: the judgements of every action of the persons' seats, the
  turns' losses, the costliest turns, and a JSON form for keeping it with
  the game in the history. ``Review.from_json`` treats a stored review as
  hostile: a review that is not exactly the one this record and budget give
  (another game, another budget, a move that is not the record's, a best move
  that is not legal there, a loss out of bounds) raises ``ReviewError`` with
  its problems, and the caller computes it again.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from . import coach
from .errors import InvalidActionError, Problem, ProblemsError
from .game import Action, Event, State
from .messages import QT_TRANSLATE_NOOP, Message, msg
from .record import HUMAN, GameRecord

FORMAT = "gardenapp-review"
VERSION = 1
# The work budget of one judgement: moves compared by their whole turn (the
# shortlist, the played one always among them), worlds sampled.
COMPARED = 6
SAMPLES = coach.SAMPLES
# At most this many legal moves are ranked one step ahead for the shortlist
# (a seeded sample beyond it).
RANKED = 64
MAX_LOSS = 10**6  # a stored loss above this is not a loss the coach gives


class ReviewError(ProblemsError):
    """A stored review that is not this game's review (docs/architecture.md §6.15)."""


@dataclass(frozen=True)
class Budget:
    compared: int = COMPARED
    samples: int = SAMPLES

    def to_json(self) -> dict[str, int]:
        return {"compared": self.compared, "samples": self.samples}


DEFAULT_BUDGET = Budget()


@dataclass(frozen=True)
class Turn:
    """One line of the turn log: actions ``first`` .. ``end - 1`` of one player."""

    player: int
    first: int
    end: int
    scores: tuple[int, ...]  # every player's projected total after the turn


@dataclass
class Replay:
    record: GameRecord
    states: list[State]  # states[i]: before action i; states[-1]: the end
    events: list[tuple[Event, ...]]  # events[i]: what action i did
    movers: list[tuple[int, int | None]]  # movers[i]: who made action i, and the engine's turn count then
    turns: list[Turn]
    start_scores: tuple[int, ...]  # before the first action

    @property
    def num_players(self) -> int:
        return self.states[0].num_players

    def person_seats(self) -> tuple[int, ...]:
        """The seats a person played here (every seat when the record does not say)."""
        seats = self.record.seats
        if not seats:
            return tuple(range(self.num_players))
        return tuple(i for i, s in enumerate(seats) if s == HUMAN)

    def person_actions(self) -> list[int]:
        """The indices of the actions the persons made: the ones judged."""
        persons = set(self.person_seats())
        return [i for i in range(len(self.record.actions)) if self.states[i].current_player in persons]

    def turn_of(self, index: int) -> int:
        """The turn that action ``index`` belongs to."""
        for t, turn in enumerate(self.turns):
            if turn.first <= index < turn.end:
                return t
        raise IndexError(index)

    def state_after(self, turn: int) -> State:
        """The position after turn ``turn`` (-1: before the first)."""
        return self.states[0] if turn < 0 else self.states[self.turns[turn].end]


def _totals(state: State) -> tuple[int, ...]:
    return tuple(int(p.total) for p in state.score().players)


def replay(record: GameRecord) -> Replay:
    """Every position, event and turn of ``record``; RecordError names the
    first action that cannot be replayed."""
    start = record.initial_state()
    states, events = [start], []
    # (player, turn) before each action: the actions of one turn share it.
    keys: list[tuple[int, int | None]] = [(start.current_player, start.turn_number())]
    for after, happened in record.steps(start, events=True):
        keys.append((after.current_player, after.turn_number()))
        states.append(after)
        events.append(happened)
    keys.pop()  # the position after the last action comes before no action
    turns: list[Turn] = []
    first = 0
    for i in range(1, len(keys) + 1):
        if i == len(keys) or keys[i] != keys[i - 1]:
            turns.append(Turn(keys[first][0], first, i, _totals(states[i])))
            first = i
    return Replay(record, states, events, keys, turns, _totals(states[0]))


def position_seed(record_seed: int, index: int) -> int:
    """The coach's seed for the position before action ``index`` (the play screen's own)."""
    return (record_seed * 1009 + index) % (2**31)


@dataclass(frozen=True)
class Judgement:
    index: int  # the action's index in the record
    player: int
    played: Action
    best: Action
    loss: float  # expected points lost against the best move found (>= 0)

    @property
    def kind(self) -> str:
        return coach.classify(self.loss)[0]

    @property
    def label(self) -> Message:
        return msg(coach.classify(self.loss)[1])

    @property
    def points(self) -> int:
        """The loss as the review shows it ("−9")."""
        return int(round(self.loss))

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "best": self.best.to_json(), "loss": self.loss}


def _shortlist(view: State, player: int, played: Action, seed: int, budget: Budget) -> list[Action]:
    """The ``budget.compared`` moves that look best one step ahead on the
    coach's worlds, the played one first."""
    legal = view.legal_actions()
    if len(legal) > RANKED:
        legal = random.Random(seed + 3).sample(legal, RANKED)
    rng = random.Random(seed)
    worlds = [view.determinized(player, rng) for _ in range(budget.samples)]

    def value(action: Action) -> float:
        return sum(w.apply(action, trusted=True).evaluate(player) for w in worlds) / len(worlds)

    ranked = sorted(((value(a), i, a) for i, a in enumerate(legal)), key=lambda t: (-t[0], t[1]))
    out = [played]
    for _, _, a in ranked:
        if len(out) >= budget.compared:
            break
        if a != played:
            out.append(a)
    return out


def judge(before: State, played: Action, index: int, seed: int, budget: Budget = DEFAULT_BUDGET) -> Judgement:
    """The coach's judgement of ``played`` in ``before`` (the full position:
    only the mover's view of it is used)."""
    player = before.current_player
    view = before.view_for(player)
    best = played
    if len(view.legal_actions()) > 1:
        for candidate in _shortlist(view, player, played, seed, budget):
            if candidate == best:
                continue
            # the candidate's turn against the best so far, on the same worlds
            if coach.grade(view, best, player, best=candidate, seed=seed, samples=budget.samples).loss > 0:
                best = candidate
    loss = coach.grade(view, played, player, best=best, seed=seed, samples=budget.samples).loss
    return Judgement(index, player, played, best, loss)


@dataclass
class Review:
    replay: Replay
    judgements: dict[int, Judgement] = field(default_factory=dict)  # by action index
    budget: Budget = DEFAULT_BUDGET

    @property
    def complete(self) -> bool:
        return all(i in self.judgements for i in self.replay.person_actions())

    def missing(self) -> list[int]:
        return [i for i in self.replay.person_actions() if i not in self.judgements]

    def turn_judgements(self, turn: int) -> list[Judgement]:
        t = self.replay.turns[turn]
        return [self.judgements[i] for i in range(t.first, t.end) if i in self.judgements]

    def turn_loss(self, turn: int) -> float | None:
        """The expected points the turn's actions cost (None: not a person's turn, or not judged yet)."""
        judged = self.turn_judgements(turn)
        return sum(j.loss for j in judged) if judged else None

    def costliest(self, n: int = 3) -> list[int]:
        """The ``n`` turns that cost the most (a loss of at least a point),
        the largest first (the earlier first on a tie)."""
        losses = [(loss, t) for t in range(len(self.replay.turns)) if (loss := self.turn_loss(t) or 0.0) >= 0.5]
        return [t for _, t in sorted(losses, key=lambda lt: (-lt[0], lt[1]))[:n]]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "record": record_digest(self.replay.record),
            "budget": self.budget.to_json(),
            "judgements": [self.judgements[i].to_json() for i in sorted(self.judgements)],
        }

    @classmethod
    def from_json(cls, data: Any, rep: Replay, budget: Budget = DEFAULT_BUDGET) -> "Review":
        """The stored review of the game ``rep`` replays: hostile input.
        ReviewError lists its problems, each at its place."""
        problems: list[Problem] = []

        def bad(where: str, template: str, **params: Any) -> None:
            problems.append(Problem(where, msg(template, **params)))

        if not isinstance(data, dict):
            raise ReviewError([Problem("", msg(QT_TRANSLATE_NOOP("engine", "a review must be one JSON object")))])
        expected = {"format", "version", "record", "budget", "judgements"}
        for key in sorted(set(data) - expected, key=str):
            bad(str(key)[:40], QT_TRANSLATE_NOOP("engine", "is not a part of a review"))
        for key in sorted(expected - set(data)):
            bad(key, QT_TRANSLATE_NOOP("engine", "is missing"))
        if problems:
            raise ReviewError(problems)
        if data["format"] != FORMAT or type(data["version"]) is not int or data["version"] != VERSION:
            bad("version", QT_TRANSLATE_NOOP("engine", "is not a review this version can read"))
        if data["record"] != record_digest(rep.record):
            bad("record", QT_TRANSLATE_NOOP("engine", "is the review of another game"))
        if data["budget"] != budget.to_json():
            bad("budget", QT_TRANSLATE_NOOP("engine", "was computed with another budget"))
        raw = data["judgements"]
        expected_indices = rep.person_actions()
        judgements: dict[int, Judgement] = {}
        if not isinstance(raw, list) or len(raw) != len(expected_indices):
            bad("judgements", QT_TRANSLATE_NOOP("engine", "must judge every move of the persons"))
            raw = raw if isinstance(raw, list) and len(raw) <= len(expected_indices) else []
        game = rep.record.game
        persons = set(expected_indices)
        for k, item in enumerate(raw):
            where = f"judgements[{k}]"
            if not (isinstance(item, dict) and set(item) == {"index", "best", "loss"}):
                bad(where, QT_TRANSLATE_NOOP("engine", "must be an object with index, best and loss"))
                continue
            index, loss = item["index"], item["loss"]
            if type(index) is not int or index not in persons or index in judgements:
                bad(f"{where}.index", QT_TRANSLATE_NOOP("engine", "is not a move of a person in this game"))
                continue
            if type(loss) not in (int, float) or not math.isfinite(loss) or not 0 <= loss <= MAX_LOSS:
                bad(f"{where}.loss", QT_TRANSLATE_NOOP("engine", "is not a loss of points"))
                continue
            try:
                best = game.action_from_json(item["best"], f"{where}.best")
            except InvalidActionError as exc:
                problems.extend(exc.problems)
                continue
            before = rep.states[index]
            if not before.is_legal(best):
                bad(f"{where}.best", QT_TRANSLATE_NOOP("engine", "is not a legal move there"))
                continue
            judgements[index] = Judgement(index, before.current_player, rep.record.actions[index], best, float(loss))
        if problems:
            raise ReviewError(problems)
        return cls(rep, judgements, budget)


def record_digest(record: GameRecord) -> str:
    """What a review is the review of: the whole record (seed, seats, names, every action)."""
    text = json.dumps(record.to_json(), sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:40]


def complete(
    review: Review,
    *,
    stop: threading.Event | None = None,
    progress: Callable[[Judgement, int, int], None] | None = None,
) -> bool:
    """Judge every person's action not judged yet (in place); ``progress(judgement,
    done, total)`` after each; False if ``stop`` was set before the end."""
    rep, missing = review.replay, review.missing()
    total = len(rep.person_actions())
    done = total - len(missing)
    for index in missing:
        if stop is not None and stop.is_set():
            return False
        judgement = judge(
            rep.states[index], rep.record.actions[index], index, position_seed(rep.record.seed, index), review.budget
        )
        review.judgements[index] = judgement
        done += 1
        if progress is not None:
            progress(judgement, done, total)
    return True


def build(record: GameRecord, known: Iterable[Judgement] = (), budget: Budget = DEFAULT_BUDGET) -> Review:
    """The whole review of ``record``: the judgements in ``known`` that are
    of this record's moves (computed while the game ran), the rest computed now."""
    review = Review(replay(record), {}, budget)
    review.judgements = valid_known(review.replay, known)
    complete(review)
    return review


def valid_known(rep: Replay, known: Iterable[Judgement]) -> dict[int, Judgement]:
    """The judgements of ``known`` that judge this record's moves."""
    persons = set(rep.person_actions())
    return {
        j.index: j
        for j in known
        if j.index in persons
        and j.played == rep.record.actions[j.index]
        and j.player == rep.states[j.index].current_player
    }


__all__ = [
    "Budget",
    "DEFAULT_BUDGET",
    "Judgement",
    "Replay",
    "Review",
    "ReviewError",
    "Turn",
    "build",
    "complete",
    "judge",
    "position_seed",
    "record_digest",
    "replay",
    "valid_known",
]
