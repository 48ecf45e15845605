"""A game being played on screen: the model every play screen shares.

It owns the state and who sits in each seat, applies a person's actions,
keeps undo within the current turn (never across a random draw or a change
of player), runs computer players on a worker thread at a pace a person can
follow, and saves/loads game records. The play screens only read the state
and submit actions: rules stay in the engine.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..core.bots import Bot
from ..core.errors import GardenError
from ..core.game import Action, Event, Game, State
from ..core.record import HUMAN, GameRecord
from .gcguard import collect_on_gui_thread


@dataclass(frozen=True)
class LogEntry:
    player: int
    action: Action
    # What the engine says happened (State.apply_with_events): the log's text
    # and the marks of the last turn.
    events: tuple[Event, ...] = ()
    # The engine's turn count before the action (State.turn_number): the turn
    # log folds the entries of one turn under one line.
    turn: int | None = None


# The pace of computer turns (docs/architecture.md §6.13), in ms: the wait before
# a computer player's first action of a turn, and before each further action of
# the same turn (Harmonies' tokens, Azul's steps). "instant" uses no timer at all.
PACES: dict[str, tuple[int, int]] = {"instant": (0, 0), "normal": (350, 120), "step": (900, 900)}
DEFAULT_PACE = "normal"


class _BotSignals(QObject):
    chosen = Signal(int, object)  # generation, action
    failed = Signal(int, str)


class _BotJob(QRunnable):
    def __init__(self, bot: Bot, view: State, generation: int, stop: threading.Event):
        super().__init__()
        self.bot, self.view, self.generation, self.stop = bot, view, generation, stop
        self.signals = _BotSignals()

    def run(self) -> None:
        try:
            action = self.bot.choose(self.view, self.stop)
        except Exception as exc:  # reported in the window, never lost in a thread
            self.signals.failed.emit(self.generation, f"{type(exc).__name__}: {exc}")
            return
        self.signals.chosen.emit(self.generation, action)


class GameSession(QObject):
    changed = Signal()  # the state or the undo stack changed
    actionApplied = Signal(object)  # LogEntry
    thinking = Signal(bool)  # a computer player is choosing
    botFailed = Signal(str)

    def __init__(
        self,
        game: Game,
        options: dict,
        seed: int,
        seats: list[str],
        names: list[str],
        parent: QObject | None = None,
        pace_ms: int | None = None,
    ):
        super().__init__(parent)
        self.game = game
        self.record = GameRecord(game.id, game.validate_options(options), seed, [], list(names), list(seats))
        # A game whose save could not be opened again (a name too long, an unknown level) is refused now.
        GameRecord.from_json(self.record.to_json())
        self._state = self.record.initial_state()
        self._undo: list[State] = []
        self.log: list[LogEntry] = []
        # A fixed wait before every computer action (tests), else the pace's.
        self.pace_ms = pace_ms
        self.pace = DEFAULT_PACE
        self._bots: dict[int, Bot] = {
            i: game.make_bot(level, seed * 31 + i) for i, level in enumerate(seats) if level != HUMAN
        }
        self._generation = 0
        self._stop: threading.Event | None = None
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._start_bot)
        self._pool = QThreadPool.globalInstance()

    # -- reading ------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def names(self) -> list[str]:
        return self.record.names

    def is_human(self, player: int) -> bool:
        return player not in self._bots

    @property
    def human_to_move(self) -> bool:
        return not self._state.is_over and self.is_human(self._state.current_player)

    def can_undo(self) -> bool:
        return bool(self._undo) and self.human_to_move

    # -- acting -------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """A person's action; raises IllegalActionError if the engine refuses."""
        if not self.human_to_move:
            raise GardenError("it is not a person's turn")
        self._push(action)

    def undo(self) -> None:
        if not self.can_undo():
            return
        self._state = self._undo.pop()
        self.record.actions.pop()
        self.log.pop()
        self.changed.emit()

    def _push(self, action: Action) -> None:
        before = self._state
        after, events = before.apply_with_events(action)
        player = before.current_player
        # Undo stops at a random draw and at a change of player: never
        # re-roll a die or take back what another person has seen.
        if after.draws != before.draws or after.current_player != player or not self.is_human(player):
            self._undo.clear()
        else:
            self._undo.append(before)
        self._state = after
        self.record.actions.append(action)
        entry = LogEntry(player, action, events, before.turn_number())
        self.log.append(entry)
        self.actionApplied.emit(entry)
        self.changed.emit()
        self.schedule()

    # -- computer players -----------------------------------------------------------
    def set_pace(self, pace: str) -> None:
        """How fast computer turns are shown: a key of PACES."""
        if pace not in PACES:
            raise ValueError(f"unknown pace {pace!r}")
        self.pace, self.pace_ms = pace, None

    def wait_ms(self) -> int:
        """The wait before the computer player to move acts: the pace's first
        wait at the start of its turn, the shorter one within it; none for a
        person (who never waits for the computer's pace)."""
        if self._state.is_over or self.is_human(self._state.current_player):
            return 0
        if self.pace_ms is not None:
            return self.pace_ms
        first, further = PACES[self.pace]
        last = self.log[-1] if self.log else None
        within = (
            last is not None and last.player == self._state.current_player and last.turn == self._state.turn_number()
        )
        return further if within else first

    def schedule(self) -> None:
        """Start the computer player whose turn it is, after the pace's wait
        (none at all for "instant"). A person to move never waits."""
        if self._state.is_over or self.is_human(self._state.current_player):
            return
        if self._timer.isActive() or self._stop is not None:
            return
        wait = self.wait_ms()
        if wait <= 0:
            self._start_bot()
        else:
            self._timer.start(wait)

    def _start_bot(self) -> None:
        player = self._state.current_player
        if self._state.is_over or self.is_human(player):
            return
        self._generation += 1
        self._stop = threading.Event()
        job = _BotJob(self._bots[player], self._state.view_for(player), self._generation, self._stop)
        job.signals.chosen.connect(self._bot_chose)
        job.signals.failed.connect(self._bot_failed)
        self._job = job  # keep the signals object alive until it reports
        self.thinking.emit(True)
        collect_on_gui_thread()  # the GC must never free Qt objects on the bot's thread
        self._pool.start(job)

    def _bot_chose(self, generation: int, action: Action) -> None:
        if generation != self._generation:
            return  # a stale answer (the session was stopped or reloaded)
        self._stop = None
        self.thinking.emit(False)
        self._push(action)

    def _bot_failed(self, generation: int, reason: str) -> None:
        if generation != self._generation:
            return
        self._stop = None
        self.thinking.emit(False)
        self.botFailed.emit(reason)

    def move_now(self) -> None:
        """Ask the thinking computer player to play its best move so far."""
        if self._stop is not None:
            self._stop.set()
        elif self._timer.isActive():
            self._timer.stop()
            self._start_bot()

    def stop(self) -> None:
        """Stop any computer player (leaving the screen, loading a game)."""
        self._timer.stop()
        self._generation += 1
        if self._stop is not None:
            self._stop.set()
            self._stop = None
            self.thinking.emit(False)

    def wait_for_bots(self, msecs: int = 30000) -> bool:
        return self._pool.waitForDone(msecs)

    # -- files ------------------------------------------------------------------------
    def save(self, path: str) -> None:
        self.record.save(path)

    @classmethod
    def load(cls, path: str, parent: QObject | None = None) -> "GameSession":
        """The game saved in ``path``: the loader of the play screens' Open.
        A bad file raises RecordError listing its problems (core.record
        checks every part of it before anything here is built)."""
        record = GameRecord.load(path)
        seats = record.seats or [HUMAN] * record.initial_state().num_players
        names = record.names or [f"{i + 1}" for i in range(len(seats))]
        session = cls(record.game, record.options, record.seed, seats, names, parent)
        for action in record.actions:
            before = session._state
            session._state, events = before.apply_with_events(action)
            session.log.append(LogEntry(before.current_player, action, events, before.turn_number()))
            session.record.actions.append(action)
        return session
