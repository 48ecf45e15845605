"""The referee of one online table (docs/architecture.md §14): no sockets here.

A ``Table`` owns the whole state of one game: the game from the registry, its
seed (never sent), the seats and their secrets. Everything a connection may
learn comes from ``snapshot(seat, events)``: the seat's ``view_for`` (a
watcher's is ``view_for(PUBLIC)``, where every hand is hidden) and the events of
the last actions. Every action is read as hostile JSON (``Game.action_from_json``)
and checked by the engine; a refusal is a ``Refused`` holding the engine's
why-not ``Message``. Computer players are ``core.bots`` players handed the
seat's view only. The game record (options, seed, actions, names, seats) and
the seats are saved atomically after every change (``save``), and ``load``
brings a table back from that file.
"""

from __future__ import annotations

import base64
import hmac
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import games  # noqa: F401 - announces every title to the registry
from ..core import registry
from ..core.bots import LEVELS, Bot
from ..core.checker import Checker
from ..core.errors import GardenError, InvalidActionError, OptionsError, Problem, RecordError
from ..core.files import read_json, write_json_atomic
from ..core.game import GAME_OVER, Event, Game, State
from ..core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, shown
from ..core.names import normalise_name
from ..core.record import HUMAN, GameRecord
from . import protocol

PERSON = "person"  # a seat a person joins; the others name a computer level (core.bots.LEVELS)
PUBLIC = -1  # the viewer of a watcher: every player's hidden things hidden
FORMAT = "gardenapp-table"
FORMAT_VERSION = 1
_CODE = re.compile(r"^[a-z2-7]{26}$")

NOT_STARTED = msg(QT_TRANSLATE_NOOP("engine", "The game at this table has not started yet"))
NOT_YOUR_TURN = msg(QT_TRANSLATE_NOOP("engine", "It is not your turn"))
WATCHING = msg(QT_TRANSLATE_NOOP("engine", "You are watching this table; watchers do not play"))
SEAT_TAKEN = msg(QT_TRANSLATE_NOOP("engine", "That seat is taken"))
WRONG_SECRET = msg(QT_TRANSLATE_NOOP("engine", "The seat's secret does not match; use the invitation of this seat"))
NOT_FILLED = msg(QT_TRANSLATE_NOOP("engine", "Every invited seat needs a player before the game starts"))
ALREADY_STARTED = msg(QT_TRANSLATE_NOOP("engine", "The game at this table has already started"))
UNREADABLE_ACTION = msg(QT_TRANSLATE_NOOP("engine", "The move could not be read"))


def new_code() -> str:
    """128 random bits as 26 lowercase base32 letters (a table code, a secret)."""
    return base64.b32encode(secrets.token_bytes(16)).decode("ascii").rstrip("=").lower()


def same_code(given: str, kept: str | None) -> bool:
    """Compared in constant time: a guess learns nothing from how long a refusal takes."""
    return kept is not None and hmac.compare_digest(given.encode("ascii", "replace"), kept.encode("ascii"))


class Refused(GardenError):
    """A request the table refuses: ``reason`` says why, in the player's words."""

    def __init__(self, reason: Message, problems: tuple[Problem, ...] = ()):
        super().__init__(reason.render())
        self.reason = reason
        self.problems = problems


@dataclass
class Seat:
    kind: str  # PERSON or a level
    name: str = ""
    secret: str | None = None  # set once a person has joined
    standin: str | None = None  # a level the host lets play for an absent person
    present: int = 0  # open connections on this seat (not saved)

    @property
    def computer(self) -> str | None:
        """The level that plays this seat now, if a computer does."""
        return self.kind if self.kind != PERSON else self.standin


class Table:
    def __init__(
        self,
        game_id: str,
        options: dict[str, Any],
        seats: list[str],
        *,
        seed: int | None = None,
        path: str | os.PathLike[str] | None = None,
    ) -> None:
        """A new table; ``Refused`` (with every problem) if the game, its
        options or the seats are not ones this version can play."""
        game = registry.get(game_id) if isinstance(game_id, str) else None
        if game is None:
            raise Refused(
                msg(QT_TRANSLATE_NOOP("engine", "{value} is not a game this version can play"), value=shown(game_id))
            )
        self.game: Game = game
        seed = secrets.randbits(63) if seed is None else seed
        try:
            state = game.new_game(options, seed)
        except OptionsError as exc:
            raise Refused(
                msg(QT_TRANSLATE_NOOP("engine", "The options are not valid for this game")), exc.problems
            ) from None
        checker = Checker()
        if len(seats) != state.num_players:
            checker.add(
                "seats",
                QT_TRANSLATE_N_NOOP("engine", "%n seats given; seats in this game: {seats}"),
                numerus="count",
                count=len(seats),
                seats=state.num_players,
            )
        for i, kind in enumerate(seats):
            checker.choice(kind, f"seats[{i}]", (PERSON, *LEVELS))
        if checker.problems:
            raise Refused(
                msg(QT_TRANSLATE_NOOP("engine", "The seats are not valid for this game")), tuple(checker.problems)
            )
        self.id, self.code, self.watch_code, self.host_secret = new_code(), new_code(), new_code(), new_code()
        self.seats = [Seat(kind) for kind in seats]
        self.state: State = state
        self.record = GameRecord(game_id, dict(game.validate_options(options)), seed, [], [], [])
        self.started = False
        self.path = Path(path) if path is not None else None
        self.autosave = True
        self._bots: dict[tuple[int, str], Bot] = {}

    # -- what anyone may ask ---------------------------------------------------------------------
    @property
    def n(self) -> int:
        """How many actions were played: the number an ``act`` must name (replays are refused)."""
        return len(self.record.actions)

    @property
    def over(self) -> bool:
        return self.state.is_over

    def view_for(self, seat: int) -> State:
        """What ``seat`` may see (``PUBLIC``: a watcher)."""
        return self.state.view_for(seat)

    def events_for(self, seat: int, events: tuple[Event, ...]) -> tuple[Event, ...]:
        """The events ``seat`` may see. Engine events are written for every
        player at the table (they say "draws a card", never which:
        docs/architecture.md §5), so each seat and watcher gets them all; a
        game that ever emits a private event filters it here."""
        return events

    def seats_json(self) -> list[dict[str, Any]]:
        return [
            {
                "kind": s.kind,
                "name": s.name,
                "present": s.present > 0,
                "taken": s.secret is not None,
                "standin": s.standin,
            }
            for s in self.seats
        ]

    def lobby(self) -> dict[str, Any]:
        """The ``lobby`` message: the game, its options and the seats (who took
        which, who is here), for someone holding the table's code who has not
        joined yet and chooses a free seat. Nothing of the game's position."""
        return protocol.message(
            "lobby",
            game=self.game.id,
            options=self.record.options,
            started=self.started,
            over=self.over,
            seats=self.seats_json(),
        )

    def snapshot(self, seat: int, events: tuple[Event, ...] = ()) -> dict[str, Any]:
        """The ``table`` message for ``seat``: its whole view, the seats and the events since the last one."""
        view = self.view_for(seat)
        return protocol.message(
            "table",
            game=self.game.id,
            n=self.n,
            started=self.started,
            over=self.over,
            current=self.state.current_player if self.started else -1,
            seats=self.seats_json(),
            view=view.to_dict(),
            # The mover's own legal actions (its view offers the same as the whole state: core.conformance);
            # none while a computer plays the seat for its person.
            legal=[a.to_json() for a in view.legal_actions()] if seat == self.person_to_move() else [],
            events=[protocol.event_to_json(e) for e in self.events_for(seat, events)],
        )

    # -- seats ---------------------------------------------------------------------------------
    def _seat(self, seat: int) -> Seat:
        if not 0 <= seat < len(self.seats):
            raise Refused(msg(QT_TRANSLATE_NOOP("engine", "This table has no seat {seat}"), seat=seat + 1))
        return self.seats[seat]

    def join(self, seat: int, name: str) -> str:
        """A person takes the free invited ``seat``; returns its secret (kept by their app to rejoin)."""
        s = self._seat(seat)
        if s.kind != PERSON or s.secret is not None:
            raise Refused(SEAT_TAKEN)
        checker = Checker()
        if not checker.name(name, "name"):
            raise Refused(msg(QT_TRANSLATE_NOOP("engine", "The name cannot be used")), tuple(checker.problems))
        s.name, s.secret = normalise_name(name), new_code()
        self.changed()
        return s.secret

    def rejoin(self, seat: int, secret: str) -> None:
        s = self._seat(seat)
        if not same_code(secret, s.secret):
            raise Refused(WRONG_SECRET)

    def check_host(self, secret: str) -> None:
        if not same_code(secret, self.host_secret):
            raise Refused(msg(QT_TRANSLATE_NOOP("engine", "Only the host of this table may do that")))

    def start(self) -> None:
        if self.started:
            raise Refused(ALREADY_STARTED)
        if any(s.kind == PERSON and s.secret is None for s in self.seats):
            raise Refused(NOT_FILLED)
        self.started = True
        self.changed()

    def hand(self, seat: int, level: str | None) -> None:
        """The host hands a person's seat to a computer ``level`` (None: back to the person)."""
        s = self._seat(seat)
        if s.kind != PERSON:
            raise Refused(msg(QT_TRANSLATE_NOOP("engine", "A computer player already plays this seat")))
        if level is not None and level not in LEVELS:
            raise Refused(
                msg(
                    QT_TRANSLATE_NOOP("engine", "{value} is not one of {allowed}"),
                    value=shown(level),
                    allowed=", ".join(LEVELS),
                )
            )
        s.standin = level
        self.changed()

    # -- play ------------------------------------------------------------------------------------
    def act(self, seat: int, n: int, data: Any) -> tuple[Event, ...]:
        """Play the action ``data`` (its JSON form, hostile) for ``seat``, which
        says it saw ``n`` actions played (an older or a replayed message names
        a past ``n`` and is refused). Returns the events; ``Refused`` leaves the
        game exactly as it was."""
        if seat == PUBLIC:
            raise Refused(WATCHING)
        if not self.started:
            raise Refused(NOT_STARTED)
        if self.over:
            raise Refused(GAME_OVER)
        if n != self.n:
            raise Refused(
                msg(
                    QT_TRANSLATE_NOOP("engine", "This move was sent for an earlier position; the table is at move {n}"),
                    n=self.n,
                )
            )
        if seat != self.state.current_player or self.seats[seat].computer is not None:
            raise Refused(NOT_YOUR_TURN)
        try:
            action = self.game.action_from_json(data, "action")
        except InvalidActionError as exc:
            raise Refused(UNREADABLE_ACTION, exc.problems) from None
        reason = self.state.why_not(action)
        if reason is not None:
            raise Refused(reason)
        return self._play(action)

    def _play(self, action: Any) -> tuple[Event, ...]:
        try:
            state, events = self.state.apply_with_events(action)
        except GardenError:  # why_not said yes: a game bug, refused all the same, nothing changed
            raise Refused(UNREADABLE_ACTION) from None
        self.state = state
        self.record.actions.append(action)
        self.changed()
        return events

    def person_to_move(self) -> int | None:
        """The seat a person plays whose turn it is, if any."""
        if not self.started or self.over:
            return None
        seat = self.state.current_player
        return seat if 0 <= seat < len(self.seats) and self.seats[seat].computer is None else None

    def computer_to_move(self) -> int | None:
        """The seat a computer plays whose turn it is, if any."""
        if not self.started or self.over:
            return None
        seat = self.state.current_player
        return seat if 0 <= seat < len(self.seats) and self.seats[seat].computer is not None else None

    def choose_computer_move(self, seat: int) -> tuple[int, Any]:
        """(n, the action) the computer at ``seat`` chooses from the seat's view
        alone; pure computation, safe to run on a worker thread while nothing
        else touches the table's bots."""
        level = self.seats[seat].computer
        assert level is not None
        bot = self._bots.get((seat, level))
        if bot is None:
            bot = self._bots[(seat, level)] = self.game.make_bot(level, secrets.randbits(32))
        return self.n, bot.choose(self.view_for(seat))

    def play_computer_move(self, seat: int, n: int, action: Any) -> tuple[Event, ...] | None:
        """Play what ``choose_computer_move`` chose, unless the table moved on meanwhile."""
        if n != self.n or self.computer_to_move() != seat or not self.state.is_legal(action):
            return None
        return self._play(action)

    # -- saving ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        self.record.names = [s.name for s in self.seats]
        self.record.seats = [HUMAN if s.kind == PERSON else s.kind for s in self.seats]
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "id": self.id,
            "code": self.code,
            "watch": self.watch_code,
            "host": self.host_secret,
            "started": self.started,
            "seats": [{"kind": s.kind, "secret": s.secret, "standin": s.standin} for s in self.seats],
            "record": self.record.to_json(),
        }

    def changed(self) -> None:
        """After every change: saved now, or (``autosave`` off) by the owner,
        who saves it before it tells anyone (the server, on a worker thread)."""
        if self.autosave:
            self.save()

    def save(self) -> None:
        """The table's file, written atomically (the old file or the whole new
        one); created readable by its owner only, since it holds the secrets."""
        if self.path is None:
            return
        if not self.path.exists():
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        write_json_atomic(self.path, self.to_json())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "Table":
        """The table saved in ``path``: the record replayed (core.record), every
        other field checked; ``RecordError`` if anything is wrong."""
        data = read_json(path, RecordError)
        bad = RecordError(
            [Problem(str(path), msg(QT_TRANSLATE_NOOP("engine", "this is not a table saved by gardenapp")))]
        )
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != FORMAT_VERSION:
            raise bad
        if not all(isinstance(data.get(k), str) and _CODE.match(data[k]) for k in ("id", "code", "watch", "host")):
            raise bad
        record = GameRecord.from_json(data.get("record"))
        state = record.replay()
        raw_seats = data.get("seats")
        if (
            not isinstance(raw_seats, list)
            or len(raw_seats) != state.num_players
            or type(data.get("started")) is not bool
        ):
            raise bad
        seats = []
        for i, raw in enumerate(raw_seats):
            if not isinstance(raw, dict) or set(raw) != {"kind", "secret", "standin"}:
                raise bad
            kind, secret, standin = raw["kind"], raw["secret"], raw["standin"]
            if kind not in (PERSON, *LEVELS) or standin not in (None, *LEVELS):
                raise bad
            if not (secret is None or (isinstance(secret, str) and _CODE.match(secret))):
                raise bad
            name = record.names[i] if i < len(record.names) else ""
            seats.append(Seat(kind, name, secret, standin))
        table = cls.__new__(cls)
        table.game, table.state, table.record = record.game, state, record
        table.id, table.code, table.watch_code, table.host_secret = (
            data["id"],
            data["code"],
            data["watch"],
            data["host"],
        )
        table.seats, table.started, table.path, table._bots = seats, data["started"], Path(path), {}
        table.autosave = True
        return table
