"""The game contract every title implements (docs/architecture.md §3).

A ``Game`` is a factory with options and descriptors; a ``State`` is one
position. States are values to their users: ``apply`` returns a new state and
leaves the old one untouched. Inside, a game may copy cheaply and mutate the
copy (``copy`` + ``_apply``), which is what keeps random games fast.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import importlib.util
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Self

from .chance import fresh_seed
from .descriptor import GameDescriptor, check_options
from .errors import IllegalActionError, OptionsError, PositionError, Problem
from .messages import QT_TRANSLATE_NOOP, Message, msg, plural
from .score import ScoreSheet

CHANCE_SEED_HIDDEN = None

# The refusals every game shares (State.why_not, docs/architecture.md §3.3).
GAME_OVER = msg(QT_TRANSLATE_NOOP("engine", "The game is over"))
NOT_ALLOWED = msg(QT_TRANSLATE_NOOP("engine", "That move is not allowed now"))


@dataclasses.dataclass(frozen=True)
class Event:
    """What one action did, for people: who, a translatable message, and the
    places (spec coordinates, card ids) it touched. ``kind`` is a short
    machine id (e.g. "place", "draw", "score") for filters and hints."""

    player: int
    message: Message
    places: tuple[str, ...] = ()
    kind: str = ""


@dataclasses.dataclass(frozen=True)
class Action:
    """One click a person would make. Subclasses are small frozen dataclasses.

    The JSON form is ``{"kind": KIND, field: value, ...}`` with tuples as lists;
    the short notation is the game's own (``notation`` / ``Game.parse_action``).
    """

    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            out[f.name] = _jsonable(getattr(self, f.name))
        return out

    def notation(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation()


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


class State(ABC):
    """One position of a game.

    Attributes every state has: ``game`` (its Game), ``num_players``,
    ``seed`` (``None`` in a player's view: the future is hidden) and ``draws``
    (how many chance draws happened: an undo barrier for the UI).
    """

    game: "Game"
    num_players: int
    seed: int | None
    draws: int

    # -- what every game writes -------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """Index of the player to act; -1 once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current player may take now (empty when over)."""

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy (cheap: share what is immutable)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply a legal action to this (fresh copy of the) state."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def score(self) -> ScoreSheet:
        """The breakdown of the position as it stands (final when over)."""

    def turn_number(self) -> int | None:
        """How many turns are over, for the turn log, which writes one line per
        turn (docs/architecture.md §6.13). A game where one player may take
        two turns in a row (solo, or the others have passed) returns its
        count; None says that a turn ends only when the player to move changes."""
        return None

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data that identifies the position (for equality)."""

    # -- shared behaviour -------------------------------------------------------
    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def why_not(self, action: Action) -> Message | None:
        """Why ``action`` is refused now, in the player's words (the status
        line after a click); None exactly when it is legal
        (docs/architecture.md §3.3). A game gives its reasons in ``_why_not``;
        a refusal it does not explain reads ``NOT_ALLOWED``."""
        if self.is_over:
            return GAME_OVER
        if self.is_legal(action):
            return None
        return self._why_not(action) or NOT_ALLOWED

    def _why_not(self, action: Action) -> Message | None:
        """The game's reason why the illegal ``action`` is refused (None:
        nothing more specific than ``NOT_ALLOWED``)."""
        return None

    def apply(self, action: Action, *, trusted: bool = False) -> Self:
        """The state after ``action``. ``trusted`` skips the legality check
        for callers that took the action from ``legal_actions()``."""
        if not trusted and not self.is_legal(action):
            raise IllegalActionError(f"{action.notation()} is not legal now")
        nxt = self.copy()
        nxt._events = None
        nxt._apply(action)
        return nxt

    def apply_with_events(self, action: Action, *, trusted: bool = False) -> tuple[Self, tuple["Event", ...]]:
        """The state after ``action`` and what happened, in order (the turn
        log, the marks of the last turn, hints). Bots use ``apply``, which
        builds no events."""
        if not trusted and not self.is_legal(action):
            raise IllegalActionError(f"{action.notation()} is not legal now")
        nxt = self.copy()
        nxt._events = []
        nxt._apply(action)
        events, nxt._events = tuple(nxt._events), None
        return nxt, events

    # Events are collected only inside ``apply_with_events``; elsewhere
    # ``emit`` costs one attribute test.
    _events: list["Event"] | None = None

    def emit(
        self,
        player: int,
        template: str,
        *,
        places: tuple[str, ...] = (),
        kind: str = "",
        numerus: str | None = None,
        **params: Any,
    ) -> None:
        """Record an event of ``_apply``: ``template`` is an English message
        marked with QT_TRANSLATE_NOOP("engine", ...), or for a counted one with
        QT_TRANSLATE_N_NOOP and ``numerus`` naming the parameter written ``%n``;
        ``places`` are the spec coordinates or ids the event touched (marked on
        the board)."""
        if self._events is not None:
            message = plural(template, numerus, **params) if numerus else msg(template, **params)
            self._events.append(Event(player, message, places, kind))

    def view_for(self, player: int) -> Self:
        """What ``player`` may know: hidden cards masked, the seed removed.
        Games with hidden cards override ``_hide`` to mask them."""
        view = self.copy()
        view.seed = CHANCE_SEED_HIDDEN
        view._hide(player)
        return view

    def _hide(self, player: int) -> None:
        """Mask in place what ``player`` cannot see (default: nothing)."""

    def determinized(self, player: int, rng: random.Random) -> Self:
        """A full state consistent with ``player``'s view: hidden cards and
        the chance stream resampled. Bots search these, never the truth."""
        world = self.copy()
        world.seed = fresh_seed(rng)
        world._sample_hidden(player, rng)
        return world

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        """Fill in place what ``_hide`` masked (default: nothing)."""

    def playout_action(self, rng: random.Random) -> Action:
        """The move a Monte Carlo playout makes here: the game's computer
        player policy (its ``ai`` module), else uniform."""
        policy = self.game.policy
        if policy is not None:
            return policy.playout_action(self, rng)
        return rng.choice(self.legal_actions())

    def evaluate(self, player: int) -> float:
        """How good the position looks for ``player`` (greedy bots, playouts,
        hints): the game's computer-player policy, else the score lead over
        the best opponent."""
        policy = self.game.policy
        if policy is not None:
            return policy.evaluate(self, player)
        totals = self.score().totals()
        if len(totals) == 1:
            return float(totals[0])
        best_other = max(t for i, t in enumerate(totals) if i != player)
        return float(totals[player] - best_other)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.game.id == other.game.id and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


@dataclasses.dataclass(frozen=True)
class Policy:
    """What a game's computer players know beyond the rules: how good a
    position looks and the move a playout makes. It lives in the game's
    ``ai`` module (functions ``evaluate(state, player)`` and
    ``playout_action(state, rng)``), which the rules never import: the
    game finds it when a bot or a hint first asks."""

    evaluate: Callable[[State, int], float]
    playout_action: Callable[[State, random.Random], Action]


class Game(ABC):
    """A title: its descriptor, its actions' forms and its finished-board file.

    A game declares ``descriptor`` (core.descriptor); ``id``, ``name``,
    ``description``, the player counts and ``rules`` are read from it.
    """

    descriptor: ClassVar[GameDescriptor]
    id: ClassVar[str]
    name: ClassVar[str]  # English; the UI translates it
    description: ClassVar[str]  # one line, English
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    # Scoring rule ids in display order (the breakdown keys of docs/formats.md §1).
    rules: ClassVar[tuple[str, ...]]
    action_types: ClassVar[Sequence[type[Action]]]
    # Action types ``apply`` accepts while the game is not over though
    # ``legal_actions()`` never lists them, so no computer or random player
    # takes them (docs/architecture.md §3.2; Takenoko's end by agreement).
    unlisted_action_types: ClassVar[tuple[type[Action], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        d = cls.__dict__.get("descriptor")
        if d is not None:  # one source: the descriptor
            cls.id, cls.name, cls.description = d.id, d.name, d.description
            cls.min_players, cls.max_players, cls.rules = d.min_players, d.max_players, d.rules

    @functools.cached_property
    def policy(self) -> Policy | None:
        """The game's computer-player policy, from the ``ai`` module beside
        its package (None for a game without one: defaults apply)."""
        name = type(self).__module__.rsplit(".", 1)[0] + ".ai"
        if importlib.util.find_spec(name) is None:
            return None
        module = importlib.import_module(name)
        return Policy(module.evaluate, module.playout_action)

    # -- options ----------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return self.descriptor.default_options()

    def option_problems(self, options: Mapping[str, Any]) -> list[Problem]:
        """Problems that tie options together, beyond each option's own
        declaration (override to add the game's)."""
        return []

    def validate_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled in; raises OptionsError naming every problem."""
        full, problems = check_options(self.descriptor, options)
        if not any(p.where == "options.players" for p in problems):
            # The game's own checks (they may depend on the player count);
            # a place already reported by its declaration is not named twice.
            seen = {p.where for p in problems}
            problems.extend(p for p in self.option_problems(full) if p.where not in seen)
        if problems:
            raise OptionsError(problems)
        return full

    def new_game(self, options: Mapping[str, Any], seed: int) -> State:
        return self._new_game(self.validate_options(options), seed)

    @abstractmethod
    def _new_game(self, options: dict[str, Any], seed: int) -> State: ...

    def make_bot(self, level: str, seed: int | None = None):
        """A computer player of ``level`` for this game (core.bots.LEVELS).
        Override to tune a level's search for the game."""
        from .levels import make_bot

        return make_bot(level, seed)

    # -- actions ----------------------------------------------------------------
    def action_from_json(self, data: Any, where: str = "") -> Action:
        """The action whose JSON form is ``data``, which may be hostile (a
        saved game): each field of exactly its declared type, the notation
        reading back as the action (core.actiondata). InvalidActionError
        names every problem with its place (``where.space``)."""
        from .actiondata import action_from_data  # it names Game and Action in its annotations only

        return action_from_data(self, data, where)

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action written ``text`` in the short notation."""

    # -- positions (docs/formats.md §6) ---------------------------------------------
    def position_from_dict(self, data: Any) -> State:
        """The position written ``data``, the one way to set one up (tests,
        puzzles): ``{"options": {...}, "seed": n, "position": {...}}``.

        The game starts from ``new_game(options, seed)``; each key of
        ``position`` (all optional; the names and forms ``State.to_dict``
        writes, plus the game's extras of docs/formats.md §6) then replaces
        that part of the position, and whatever the engine derives from them
        (legal moves, caches) is derived again. ``data`` may be hostile:
        PositionError names every problem with its place (``position.track[1]``).
        """
        from .checker import Checker  # the one problem collector (docs/formats.md §1)

        checker = Checker()
        if not checker.keys(data, "", ("options", "seed"), ("position",)):
            raise PositionError(checker.problems)
        checker.integer(data["seed"], "seed", 0)
        if not isinstance(data["options"], dict):
            checker.add("options", QT_TRANSLATE_NOOP("engine", "expected an object"))
        fields = data.get("position", {})
        if not isinstance(fields, dict):
            checker.add("position", QT_TRANSLATE_NOOP("engine", "expected an object"))
        if checker.problems:
            raise PositionError(checker.problems)
        try:
            state = self.new_game(data["options"], data["seed"])
        except OptionsError as err:  # its problems are already at options.<name>
            raise PositionError(err.problems) from err
        self._set_position(state, fields, checker)
        if checker.problems:
            raise PositionError(checker.problems)
        return state

    def position_to_dict(self, state: State) -> dict[str, Any]:
        """The data ``position_from_dict`` reads back as ``state``: its
        options, its seed and every key of its ``position`` (a played state
        round-trips; tests change a few keys of it and read it back)."""
        raise NotImplementedError(f"{self.id} cannot write a position yet")

    def _set_position(self, state: State, fields: dict[str, Any], checker: Any) -> None:
        """Replace the parts of the fresh ``state`` named in ``fields``
        (docs/formats.md §6), each problem added to ``checker`` at
        ``position.<key>``. A game that has not written its positions yet
        accepts only the empty one."""
        if fields:
            raise NotImplementedError(f"{self.id} cannot set up a position yet")

    # -- finished boards (docs/formats.md) -------------------------------------------
    @abstractmethod
    def board_from_dict(self, data: Mapping[str, Any]) -> Any:
        """A validated board; raises BoardFileError listing every problem."""

    @abstractmethod
    def board_to_dict(self, board: Any) -> dict[str, Any]: ...

    @abstractmethod
    def score_board(self, board: Any) -> ScoreSheet: ...

    def board_from_state(self, state: State, names: Sequence[str]) -> Any:
        """The finished-board form of a played position (export)."""
        raise NotImplementedError(f"{self.id} cannot export a board yet")
