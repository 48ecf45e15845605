"""Game records: options + seed + actions, saved as JSON and replayed.

Because chance is keyed by the seed (core.chance), replaying the actions
from ``new_game(options, seed)`` rebuilds the exact position, draws included.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from os import PathLike
from typing import Any

from . import registry
from .errors import GardenError, Problem, RecordError
from .files import read_json, write_json_atomic
from .game import Action, Game, State
from .messages import QT_TRANSLATE_NOOP, msg

FORMAT = "gardenapp-game"
VERSION = 1


@dataclass
class GameRecord:
    game_id: str
    options: dict[str, Any]
    seed: int
    actions: list[Action] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    # Per seat: "human" or a bot level id; kept so a loaded game resumes as it was.
    seats: list[str] = field(default_factory=list)

    @property
    def game(self) -> Game:
        game = registry.get(self.game_id)
        if game is None:
            raise RecordError([Problem("game", msg(QT_TRANSLATE_NOOP("engine", "{value} is not a game this version can play"),
                                                   value=self.game_id))])
        return game

    def initial_state(self) -> State:
        return self.game.new_game(self.options, self.seed)

    def replay(self) -> State:
        """The position after every action; RecordError names the first
        action that cannot be replayed."""
        state = self.initial_state()
        for i, action in enumerate(self.actions):
            try:
                state = state.apply(action)
            except GardenError as exc:
                raise RecordError([Problem(f"actions[{i}]", msg(QT_TRANSLATE_NOOP("engine", "cannot be replayed: {reason}"),
                                                                 reason=str(exc)))]) from None
        return state

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION, "game": self.game_id,
            "options": self.options, "seed": self.seed,
            "names": self.names, "seats": self.seats,
            "actions": [a.to_json() for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        problems: list[Problem] = []

        def bad(where: str, template: str, **params: Any) -> None:
            problems.append(Problem(where, msg(template, **params)))

        if not isinstance(data, dict):
            raise RecordError([Problem("", msg(QT_TRANSLATE_NOOP("engine", "the file must hold one JSON object")))])
        if data.get("format") != FORMAT:
            bad("format", QT_TRANSLATE_NOOP("engine", "must be \"{expected}\""), expected=FORMAT)
        if data.get("version") != VERSION:
            bad("version", QT_TRANSLATE_NOOP("engine", "version {value} is not supported (this app reads {expected})"),
                value=data.get("version"), expected=VERSION)
        game = registry.get(data.get("game")) if isinstance(data.get("game"), str) else None
        if game is None:
            bad("game", QT_TRANSLATE_NOOP("engine", "{value} is not a game this version can play"), value=data.get("game"))
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            bad("seed", QT_TRANSLATE_NOOP("engine", "{value} is not a whole number"), value=seed)
        options = data.get("options")
        if not isinstance(options, dict):
            bad("options", QT_TRANSLATE_NOOP("engine", "expected an object"))
        names = data.get("names", [])
        seats = data.get("seats", [])
        if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            bad("names", QT_TRANSLATE_NOOP("engine", "expected a list of names"))
        if not (isinstance(seats, list) and all(isinstance(s, str) for s in seats)):
            bad("seats", QT_TRANSLATE_NOOP("engine", "expected a list of seats"))
        actions: list[Action] = []
        raw_actions = data.get("actions")
        if not isinstance(raw_actions, list):
            bad("actions", QT_TRANSLATE_NOOP("engine", "expected a list"))
        elif game is not None:
            for i, raw in enumerate(raw_actions):
                try:
                    actions.append(game.action_from_json(raw) if isinstance(raw, dict) else game.parse_action(str(raw)))
                except GardenError as exc:
                    bad(f"actions[{i}]", QT_TRANSLATE_NOOP("engine", "not an action: {reason}"), reason=str(exc))
        if problems:
            raise RecordError(problems)
        return cls(data["game"], dict(options), seed, actions, list(names), list(seats))

    def save(self, path: str | PathLike[str]) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | PathLike[str]) -> "GameRecord":
        record = cls.from_json(read_json(path, RecordError))
        record.replay()  # a record that does not replay is reported now, not mid-game
        return record
