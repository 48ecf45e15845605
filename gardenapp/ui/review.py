"""The review of a finished game (docs/architecture.md §6.15).

``ReviewScreen`` steps through a game turn by turn (a slider, Left/Right,
Home/End): the board after each turn is drawn by the game's own play screen,
embedded read-only (a ``ReviewSession`` where nobody is to move: no targets,
no click is ever submitted), with the turn's log line beside it, each
player's score over the game as a chart with a marker at the turn shown, and
the coach's judgement of each person's turn (core.review): the move played,
the best move found, the points it cost and its grade, and the three turns
that cost the most, each one click away.

The coach's judgements are computed while the game runs (``ReviewTracker``:
after each of a person's moves, on a worker of the QThreadPool, as the play
screen's hint and grade workers), so at the end little or nothing is left;
what is missing (a game from History, a resumed one) is computed on opening
with a progress bar that can be cancelled. A complete review is kept in the
history with its game (``history.keep_review``), so a second opening is
instant, also after a restart.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..core import coach
from ..core import review as core_review
from ..core.errors import GardenError
from ..core.game import Action, Event, State
from ..core.record import HUMAN, GameRecord
from .charts import SeriesChart
from .gcguard import collect_on_gui_thread
from .history import keep_review
from .plaintext import PlainLabel
from .session import GameSession, LogEntry
from .settings import remember_splitter

log = logging.getLogger(__name__)
# At the end of a game, the judgements still missing are computed at once
# when they are this few (the last moves, whose workers had not answered);
# more (a resumed game) are computed when the review is opened, with its
# progress bar.
FINISH_MAX = 6


class _TextBox(QPlainTextEdit):
    """Read-only plain text that scrolls when long (the coach's view of a long turn)."""

    def __init__(self) -> None:
        super().__init__()
        self.setReadOnly(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet("background: #f2efe6;")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Left/Right stay the review's
        self.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)

    def setText(self, text: str) -> None:  # noqa: N802 - like a label's
        self.setPlainText(text)

    def text(self) -> str:
        return self.toPlainText()


class ReviewSession(GameSession):
    """A finished game shown one position at a time: nobody is ever to move
    (the play screen offers no target and no computer player runs)."""

    def __init__(self, rep: core_review.Replay, parent: QObject | None = None):
        record = rep.record
        n = rep.num_players
        seats = list(record.seats) or [HUMAN] * n
        names = list(record.names) or [str(i + 1) for i in range(n)]
        super().__init__(record.game, record.options, record.seed, seats, names, parent)
        self.record.actions = list(record.actions)
        self.persons = rep.person_seats()
        self.entries = [
            LogEntry(player, action, events, turn)
            for (player, turn), action, events in zip(rep.movers, record.actions, rep.events)
        ]
        self._states = rep.states
        self.show_actions(0)

    def show_actions(self, count: int) -> None:
        """The position after the first ``count`` actions, and their log."""
        self._state = self._states[count]
        self.log = self.entries[:count]

    def is_human(self, player: int) -> bool:
        return player in self.persons

    @property
    def human_to_move(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def play(self, action: Action) -> None:
        raise GardenError("a review is read-only")

    def schedule(self) -> None:
        """No computer player runs in a review."""


def create_board_screen(game_id: str, parent: QWidget | None = None) -> QWidget:
    """The game's own play screen, to draw the boards of a review."""
    module = importlib.import_module(f"gardenapp.ui.games.{game_id}")
    return module.create_play_screen(parent)


class _NoAutosave:
    """The embedded play screen's autosave: a review never writes nor clears
    the slot of a game in progress."""

    def write(self, data: object) -> None:
        pass

    def clear(self) -> None:
        pass

    def exists(self) -> bool:
        return False


def embed(screen: QWidget, session: ReviewSession) -> None:
    """The game's play screen shows ``session`` (a position before the end, so
    that no end table opens and nothing is recorded), and then draws only."""
    screen._autosave = _NoAutosave()  # type: ignore[attr-defined]
    start = getattr(screen, "start", None)
    if callable(start):
        start(session)  # the game's own set-up of its boards for these seats
    _read_only(screen)


def _read_only(screen: QWidget) -> None:
    """The embedded play screen draws only: its toolbar, side column and keys go."""
    for shortcut in screen.findChildren(QShortcut):
        shortcut.setEnabled(False)
    for action in screen.findChildren(QAction):
        action.setEnabled(False)
    # Nothing in it takes the focus, so that no board's keyboard cursor
    # (docs/architecture.md §6.14) claims the arrows: Left/Right always step through the review.
    for widget in screen.findChildren(QWidget):
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    screen.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    toolbar = getattr(screen, "toolbar", None)
    if toolbar is not None:
        toolbar.hide()
    status = getattr(screen, "status", None)
    side = status.parentWidget() if isinstance(status, QWidget) else None
    if side is not None and isinstance(side.parentWidget(), QSplitter):
        side.hide()  # the status, live score and log: the review has its own
    prompt = getattr(screen, "prompt", None)
    header = prompt.parentWidget() if isinstance(prompt, QWidget) else None
    if header is not None:
        header.hide()  # "your turn" prompts: nobody is to move in a review


# -- the computation off the UI thread ----------------------------------------------------------
class _JobSignals(QObject):
    judged = Signal(object, int, int)  # Judgement, done, total
    finished = Signal(bool)  # complete (not cancelled)
    failed = Signal(str)


class _ReviewJob(QRunnable):
    """The judgements still missing from a review (core.review.complete)."""

    def __init__(self, review: core_review.Review, stop: threading.Event):
        super().__init__()
        self.review, self.stop = review, stop
        self.signals = _JobSignals()

    def run(self) -> None:
        review = self.review

        def progress(judgement: core_review.Judgement, done: int, total: int) -> None:
            self.signals.judged.emit(judgement, done, total)

        try:
            finished = core_review.complete(review, stop=self.stop, progress=progress)
        except Exception as exc:  # reported on the screen, never lost in a thread
            self.signals.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.signals.finished.emit(finished)


_jobs: set[QRunnable] = set()  # the signal objects live until their job reports


def _start(job: QRunnable, signals: QObject, priority: int = 0) -> None:
    _jobs.add(job)
    for name in ("finished", "failed", "done"):
        signal = getattr(signals, name, None)
        if signal is not None:
            signal.connect(lambda *_: _jobs.discard(job))
    collect_on_gui_thread()  # the GC must never free Qt objects on a worker thread
    QThreadPool.globalInstance().start(job, priority)


class _JudgeSignals(QObject):
    done = Signal(object)  # Judgement


class _JudgeJob(QRunnable):
    def __init__(self, work: Callable[[], core_review.Judgement]):
        super().__init__()
        self.work = work
        self.signals = _JudgeSignals()

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # the review computes it again when it opens
            log.warning("review: a judgement failed: %s: %s", type(exc).__name__, exc)
            return
        self.signals.done.emit(result)


class ReviewTracker(QObject):
    """The coach's judgements of a game being played, each computed after a
    person's move on a worker thread, kept with the moves that led there (a
    judgement of a move taken back, or of a position reached otherwise, is
    never used)."""

    kept = Signal(bool)  # finish() is done: True when the review was complete

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        # by the moves up to and including the one judged: a move taken back and another
        # played in its place is another key, whichever worker answers first
        self._done: dict[tuple[Action, ...], core_review.Judgement] = {}
        self.running = 0
        self._finish_stop: threading.Event | None = None

    def after_move(self, record: GameRecord, before: State) -> None:
        """The move just played (the record's last action) was a person's in ``before``."""
        index = len(record.actions) - 1
        prefix = tuple(record.actions)
        played = record.actions[index]
        seed = core_review.position_seed(record.seed, index)
        job = _JudgeJob(lambda: core_review.judge(before, played, index, seed))
        job.signals.done.connect(lambda j: self._judged(prefix, j))
        self.running += 1
        job.signals.done.connect(lambda *_: _jobs.discard(job))
        _jobs.add(job)
        collect_on_gui_thread()
        QThreadPool.globalInstance().start(job)

    def _judged(self, prefix: tuple[Action, ...], judgement: core_review.Judgement) -> None:
        self.running = max(0, self.running - 1)
        self._done[prefix] = judgement

    def known(self, record: GameRecord) -> list[core_review.Judgement]:
        """The judgements of this record's moves."""
        actions = tuple(record.actions)
        return [j for i in range(len(actions)) if (j := self._done.get(actions[: i + 1])) is not None]

    def finish(self, record: GameRecord, entry_id: int | None) -> None:
        """The game is over: the judgements still missing, computed on a
        worker, and the complete review kept with the game in the history
        (``entry_id``; None: it is not stored yet, and the review is computed
        again when it is opened)."""
        self.cancel()
        actions = tuple(record.actions)
        rep = core_review.replay(GameRecord.from_json(record.to_json()))
        review = core_review.Review(rep, core_review.valid_known(rep, self.known(record)))
        if len(review.missing()) > FINISH_MAX + self.running:
            return  # not judged while it ran (resumed, or played otherwise): on demand, when opened
        self._finish_stop = stop = threading.Event()
        job = _ReviewJob(review, stop)
        job.signals.judged.connect(lambda j, *_: self._done.__setitem__(actions[: j.index + 1], j))

        def finished(complete: bool) -> None:
            if complete and entry_id is not None:
                keep_review(entry_id, review.to_json())
            if shiboken6.isValid(self):  # the play screen may be gone by the time a worker reports
                self.kept.emit(complete)

        job.signals.finished.connect(finished)
        _start(job, job.signals)

    def cancel(self) -> None:
        if self._finish_stop is not None:
            self._finish_stop.set()
            self._finish_stop = None

    def forget(self) -> None:
        """A new game: nothing of the last one is kept or computed further."""
        self.cancel()
        self._done.clear()


# -- the screen ----------------------------------------------------------------------------------
class ReviewScreen(QWidget):
    """A finished game, turn by turn (docs/architecture.md §6.15)."""

    closed = Signal()

    def __init__(
        self,
        record: GameRecord,
        *,
        entry_id: int | None = None,
        stored: object = None,
        known: list[core_review.Judgement] | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.record = record
        self.entry_id = entry_id
        self.replay = core_review.replay(record)
        self.review = self._stored(stored) or core_review.Review(self.replay)
        if known and not self.review.complete:
            self.review.judgements.update(core_review.valid_known(self.replay, known))
        self.session = ReviewSession(self.replay, self)
        self.board_screen = create_board_screen(record.game_id, self)
        embed(self.board_screen, self.session)
        self._stop: threading.Event | None = None
        self._problem = ""

        self.title_label = PlainLabel()
        self.title_label.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.closed)
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.back_button)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay.turns))
        self.slider.setPageStep(max(1, len(self.replay.turns) // 10))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the screen's keys move it, once
        self.slider.valueChanged.connect(self._show_turn)
        self.prev_button, self.next_button = QPushButton("◀"), QPushButton("▶")
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        slider_row = QHBoxLayout()
        slider_row.addWidget(self.prev_button)
        slider_row.addWidget(self.slider, 1)
        slider_row.addWidget(self.next_button)
        for key, move in (
            (Qt.Key.Key_Left, lambda: self.step(-1)),
            (Qt.Key.Key_Right, lambda: self.step(1)),
            (Qt.Key.Key_Home, lambda: self.slider.setValue(0)),
            (Qt.Key.Key_End, lambda: self.slider.setValue(self.slider.maximum())),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(move)

        self.turn_label = PlainLabel(wordWrap=True)
        self.turn_label.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.line_label = PlainLabel(wordWrap=True)
        self.coach_title = PlainLabel()
        self.coach_title.setStyleSheet("font-weight: bold; margin-top: 6px;")
        self.coach_label = _TextBox()
        self.costly_title = PlainLabel()
        self.costly_title.setStyleSheet("font-weight: bold; margin-top: 6px;")
        self.costly_buttons = [QPushButton() for _ in range(3)]
        for k, button in enumerate(self.costly_buttons):
            button.setStyleSheet("text-align: left; padding: 3px 8px;")
            button.clicked.connect(lambda _=False, k=k: self.jump_to_costly(k))
        self.costly_empty = PlainLabel(wordWrap=True)
        self.progress = QProgressBar()
        self.progress_label = PlainLabel(wordWrap=True)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.compute_button = QPushButton()
        self.compute_button.clicked.connect(self.compute)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        progress_row.addWidget(self.compute_button)
        self.chart = SeriesChart()
        self.chart.clicked.connect(self.slider.setValue)

        texts = QWidget()
        side_layout = QVBoxLayout(texts)
        side_layout.addWidget(self.turn_label)
        side_layout.addWidget(self.line_label)
        side_layout.addWidget(self.coach_title)
        side_layout.addWidget(self.coach_label, 1)
        side_layout.addWidget(self.costly_title)
        for button in self.costly_buttons:
            side_layout.addWidget(button)
        side_layout.addWidget(self.costly_empty)
        side_layout.addWidget(self.progress_label)
        side_layout.addLayout(progress_row)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(texts)
        side.addWidget(self.chart)
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 2)
        side.setSizes([400, 260])
        remember_splitter(side, "review/side")
        splitter = QSplitter()
        splitter.addWidget(self.board_screen)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([640, 420])
        remember_splitter(splitter, "review/board")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addLayout(slider_row)

        self.slider.setValue(self.slider.maximum())
        self.retranslate()
        self._show_turn(self.slider.value())
        if not self.review.complete:
            self.compute()
        else:
            self._update_progress()

    def _stored(self, stored: object) -> core_review.Review | None:
        """The review kept in the history, if it is this game's: a bad one is computed again."""
        if stored is None:
            return None
        try:
            return core_review.Review.from_json(stored, self.replay)
        except core_review.ReviewError as exc:
            log.warning("review: the stored review is computed again: %s", exc)
            return None

    def title(self) -> str:
        return self.tr("Review: {game}").format(game=QCoreApplication.translate("games", self.record.game.name))

    # -- stepping ------------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        self.slider.setValue(self.slider.value() + delta)

    def _actions_after(self, position: int) -> int:
        return 0 if position <= 0 else self.replay.turns[position - 1].end

    def _show_turn(self, position: int) -> None:
        self.session.show_actions(self._actions_after(position))
        refresh = getattr(self.board_screen, "refresh", None)
        if callable(refresh):
            refresh()
        self.chart.set_marker(position)
        self._render_turn()

    def jump_to_costly(self, k: int) -> None:
        costly = self.review.costliest()
        if k < len(costly):
            self.slider.setValue(costly[k] + 1)

    # -- texts ---------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title_label.setText(self.title())
        self.back_button.setText(self.tr("Back"))
        self.prev_button.setToolTip(self.tr("Previous turn (Left)"))
        self.next_button.setToolTip(self.tr("Next turn (Right)"))
        self.slider.setToolTip(self.tr("Turn by turn: Left and Right, Home for the start, End for the end"))
        self.slider.setAccessibleName(self.tr("Turn shown"))
        self.chart.setAccessibleName(self.tr("Score over the game"))
        self.prev_button.setAccessibleName(self.tr("Previous turn"))
        self.next_button.setAccessibleName(self.tr("Next turn"))
        self.coach_title.setText(self.tr("The coach"))
        self.costly_title.setText(self.tr("The turns that cost the most"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.compute_button.setText(self.tr("Compute the coach's view"))
        names = self.session.names
        self.chart.set_data(
            self.tr("Projected total after each turn (the score if the game had ended then)"),
            [
                (names[p], [float(self.replay.start_scores[p])] + [float(t.scores[p]) for t in self.replay.turns])
                for p in range(self.replay.num_players)
            ],
        )
        self._render_turn()
        self._render_costly()
        self._update_progress()

    def _name(self, player: int) -> str:
        names = self.session.names
        return names[player] if 0 <= player < len(names) else str(player + 1)

    def _describe(self, entries: list[LogEntry]) -> str:
        describe = getattr(self.board_screen, "describe", None)
        parts = [describe(e) if callable(describe) else e.action.notation() for e in entries]
        return "; ".join(p for p in parts if p)

    def _describe_move(self, index: int, action: Action) -> str:
        """A move in words: what the engine says it does, the player's own sure events only."""
        before = self.replay.states[index]
        player = before.current_player
        try:
            _, events = before.apply_with_events(action)
        except GardenError:
            return action.notation()
        own = [e for e in events if e.player == player and e.kind not in coach.CHANCE_KINDS]
        if not own:  # only chance ("draws 3 plots"): said when it names no drawn thing, only counts
            own = [
                e for e in events if e.player == player and all(isinstance(v, int) for v in e.message.params.values())
            ]
        describe_event = getattr(self.board_screen, "describe_event", None)
        texts = [describe_event(e) if callable(describe_event) else _render(e) for e in own[:2]]
        return "; ".join(texts) or action.notation()

    def _render_turn(self) -> None:
        position = self.slider.value()
        turns = self.replay.turns
        if position == 0:
            self.turn_label.setText(self.tr("The start of the game"))
            self.line_label.setText("")
            self.coach_label.setText(self.tr("Move the slider, or press Right, to see the first turn."))
            return
        turn = turns[position - 1]
        self.turn_label.setText(
            self.tr("Turn {n} of {count}: {name}").format(n=position, count=len(turns), name=self._name(turn.player))
        )
        entries = self.session.entries[turn.first : turn.end]
        self.line_label.setText(f"{self._name(turn.player)}: {self._describe(entries)}")
        self.coach_label.setText(self._coach_text(position - 1))

    def grade_text(self, loss: float, kind_label: str, kind: str) -> str:
        points = int(round(loss))
        if kind in ("inaccuracy", "mistake") and points:
            return self.tr("{grade} (−{points})").format(grade=kind_label, points=points)
        return kind_label

    def _coach_text(self, turn: int) -> str:
        t = self.replay.turns[turn]
        if t.player not in self.replay.person_seats():
            return self.tr("A computer player's turn: the coach judges the persons' turns.")
        judged = self.review.turn_judgements(turn)
        if len(judged) < t.end - t.first:
            return self.tr("The coach is still looking at this turn…")
        loss = sum(j.loss for j in judged)
        kind, label = coach.classify(loss)
        lines = [
            self.tr("This turn: {grade}").format(
                grade=self.grade_text(loss, QCoreApplication.translate("engine", label), kind)
            )
        ]
        for j in judged:
            if j.played == j.best:
                lines.append(
                    self.tr("• {move}: the best move found").format(move=self._describe_move(j.index, j.played))
                )
            else:
                lines.append(
                    self.tr("• played {move}; best found {best}: {grade}").format(
                        move=self._describe_move(j.index, j.played),
                        best=self._describe_move(j.index, j.best),
                        grade=self.grade_text(j.loss, j.label.render(QCoreApplication.translate), j.kind),
                    )
                )
        return "\n".join(lines)

    def _render_costly(self) -> None:
        costly = self.review.costliest() if self.review.complete else []
        for k, button in enumerate(self.costly_buttons):
            if k < len(costly):
                t = costly[k]
                loss = self.review.turn_loss(t) or 0.0
                kind, label = coach.classify(loss)
                button.setText(
                    self.tr("Turn {n}, {name}: −{points} ({grade})").format(
                        n=t + 1,
                        name=self._name(self.replay.turns[t].player),
                        points=int(round(loss)),
                        grade=QCoreApplication.translate("engine", label),
                    )
                )
                button.show()
            else:
                button.hide()
        if not self.review.complete:
            self.costly_empty.setText(self.tr("Known once the coach has looked at every turn."))
        elif not self.replay.person_actions():
            self.costly_empty.setText(self.tr("No person played in this game."))
        elif not costly:
            self.costly_empty.setText(self.tr("No turn cost a point: well played."))
        self.costly_empty.setVisible(not costly)

    # -- the computation -----------------------------------------------------------------------
    def compute(self) -> None:
        """Judge the persons' moves not judged yet, off the UI thread."""
        if self._stop is not None or self.review.complete:
            return
        self._stop = threading.Event()
        work = core_review.Review(self.replay, dict(self.review.judgements), self.review.budget)
        job = _ReviewJob(work, self._stop)
        job.signals.judged.connect(self._judged)
        job.signals.finished.connect(self._finished)
        job.signals.failed.connect(self._failed)
        self._problem = ""
        _start(job, job.signals, priority=1)  # a person waits for it: before the judgements queued during play
        self._update_progress()

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()

    def stop(self) -> None:
        """Leaving the screen: the computation stops."""
        self.cancel()

    def can_leave(self) -> bool:
        """Nothing to lose (a complete review is kept): the computation stops."""
        self.stop()
        return True

    def _judged(self, judgement: core_review.Judgement, done: int, total: int) -> None:
        self.review.judgements[judgement.index] = judgement
        self._update_progress()
        if self.slider.value() and self.replay.turn_of(judgement.index) == self.slider.value() - 1:
            self._render_turn()

    def _finished(self, complete: bool) -> None:
        self._stop = None
        if complete and self.review.complete:
            self.keep()
        self._render_turn()
        self._render_costly()
        self._update_progress()

    def _failed(self, reason: str) -> None:
        self._stop = None
        self._problem = self.tr("The coach could not finish: {reason}").format(reason=reason)
        self._update_progress()

    def keep(self) -> None:
        """Keep the complete review with its game in the history."""
        if self.entry_id is not None and self.review.complete:
            keep_review(self.entry_id, self.review.to_json())

    def _update_progress(self) -> None:
        total = len(self.replay.person_actions())
        done = total - len(self.review.missing())
        running = self._stop is not None
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done if total else 1)
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.compute_button.setVisible(not running and not self.review.complete)
        if self._problem:
            text = self._problem
        elif running:
            text = self.tr("The coach is looking at your moves: %n of them done.", "", done)
        elif not self.review.complete:
            text = self.tr("The coach's view is not complete (%n moves left).", "", total - done)
        else:
            text = ""
        self.progress_label.setText(text)
        self.progress_label.setVisible(bool(text))


def _render(event: Event) -> str:
    return event.message.render(QCoreApplication.translate)


__all__ = ["ReviewScreen", "ReviewSession", "ReviewTracker", "create_board_screen"]
