"""Game records: options + seed + actions, saved as JSON and replayed.

Because chance is keyed by the seed (core.chance), replaying the actions
from ``new_game(options, seed)`` rebuilds the exact position, draws included.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any

from . import registry, schema
from .bots import LEVELS
from .checker import Checker, key_path
from .errors import GardenError, InvalidActionError, OptionsError, Problem, RecordError
from .files import read_json, write_json_atomic
from .game import Action, Event, Game, State
from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, msg, shown
from .names import normalise_name

FORMAT = "gardenapp-game"
VERSION = 1
HUMAN = "human"  # a seat a person plays; the others name a computer level (core.bots.LEVELS)


def record_schema() -> dict[str, Any]:
    """The shipped JSON Schema of the saved-game format."""
    return schema.load_schema(str(Path(__file__).with_name("record.schema.json")))


MAX_ACTIONS = record_schema()["properties"]["actions"]["maxItems"]


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
            raise RecordError(
                [
                    Problem(
                        "game",
                        msg(
                            QT_TRANSLATE_NOOP("engine", "{value} is not a game this version can play"),
                            value=self.game_id,
                        ),
                    )
                ]
            )
        return game

    def initial_state(self) -> State:
        return self.game.new_game(self.options, self.seed)

    def replay(self) -> State:
        """The position after every action; RecordError names the first
        action that cannot be replayed."""
        final = self.initial_state()
        for after, _events in self.steps(final, events=False):
            final = after
        return final

    def steps(self, start: State, *, events: bool) -> Iterator[tuple[State, tuple[Event, ...]]]:
        """The position after each action from ``start`` (the record's initial
        state), with what happened when ``events`` is set (the review, the turn
        log). RecordError names the first action that cannot be replayed."""
        state = start
        for i, action in enumerate(self.actions):
            try:
                if events:
                    state, happened = state.apply_with_events(action)
                else:
                    state, happened = state.apply(action), ()
            except GardenError as exc:
                raise RecordError(
                    [
                        Problem(
                            f"actions[{i}]",
                            msg(QT_TRANSLATE_NOOP("engine", "cannot be replayed: {reason}"), reason=str(exc)),
                        )
                    ]
                ) from None
            yield state, happened

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "options": self.options,
            "seed": self.seed,
            "names": self.names,
            "seats": self.seats,
            "actions": [a.to_json() for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        """The record in a file's JSON, which may be hostile: its structure
        checked against record.schema.json, then its meaning (the game, the
        options, seats and names for that game, every action's exact form).
        RecordError lists every problem, each with its place."""
        if not isinstance(data, dict):
            raise RecordError([Problem("", msg(QT_TRANSLATE_NOOP("engine", "the file must hold one JSON object")))])
        checker = Checker()
        schema.check(data, record_schema(), checker)
        game = registry.get(data["game"]) if isinstance(data.get("game"), str) else None
        if game is None and isinstance(data.get("game"), str):
            checker.add(
                "game",
                QT_TRANSLATE_NOOP("engine", "{value} is not a game this version can play"),
                value=shown(data["game"]),
            )
        options, seed = data.get("options"), data.get("seed")
        seat_count = None
        if game is not None and isinstance(options, dict):
            try:
                seat_count = game.new_game(options, seed if type(seed) is int else 0).num_players
            except OptionsError as exc:
                checker.problems.extend(exc.problems)
        _check_seats(checker, data.get("seats", []), data.get("names", []), seat_count)
        actions: list[Action] = []
        raw_actions = data.get("actions")
        if game is not None and isinstance(raw_actions, list) and len(raw_actions) <= MAX_ACTIONS:
            for i, raw in enumerate(raw_actions):
                if not (isinstance(raw, dict) and isinstance(raw.get("kind"), str)):
                    continue  # the schema said what is wrong
                try:
                    actions.append(game.action_from_json(raw, f"actions[{i}]"))
                except InvalidActionError as exc:
                    checker.problems.extend(exc.problems)
        if checker.problems:
            raise RecordError(checker.problems)
        # the checks above raised unless the options are an object and the seed a whole number
        assert isinstance(options, dict) and isinstance(seed, int)
        # the names as shown (NFC, plain spaces): _check_seats found them sound
        return cls(
            data["game"],
            dict(options),
            seed,
            actions,
            [normalise_name(n) for n in data.get("names", [])],
            list(data.get("seats", [])),
        )

    def save(self, path: str | PathLike[str]) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | PathLike[str]) -> "GameRecord":
        record = cls.from_json(read_json(path, RecordError))
        record.replay()  # a record that does not replay is reported now, not mid-game
        return record


def _check_seats(checker: Checker, seats: Any, names: Any, seat_count: int | None) -> None:
    """Seats and names, when given, have one entry per seat of the game; a
    seat is a person or a computer level this version has."""
    for key, entries in (("seats", seats), ("names", names)):
        if isinstance(entries, list) and entries and seat_count is not None and len(entries) != seat_count:
            checker.add(
                key,
                QT_TRANSLATE_N_NOOP("engine", "%n entries; seats in this game: {seats}"),
                numerus="count",
                count=len(entries),
                seats=seat_count,
            )
    if isinstance(seats, list):
        for i, seat in enumerate(seats):
            if isinstance(seat, str):
                checker.choice(seat, key_path("seats", i), (HUMAN, *LEVELS))
    if isinstance(names, list):  # by the name rule (core.names); an unnamed seat may stay empty
        checker.names(
            ((key_path("names", i), name) for i, name in enumerate(names) if isinstance(name, str)), required=False
        )
