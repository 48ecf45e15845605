"""The History screen (docs/architecture.md §6.10): every finished game, played here or
scored from the table, with filters by game and player, the board of any
entry reopened in its score helper, and per-player statistics with two
charts (score over time, mean points per rule).

Also the one way into the history database for the whole app
(``record_game``, ``retry_pending``): a finished game is never lost. When
the history cannot be written (another program holds it, read-only, a full
disk, a newer app's file) the result waits in the pending file beside the
database and the person is told; it is stored at the next start, when the
History screen opens and when the next game is recorded, once (by its
uid). A damaged database is renamed aside and a new one started with what
could still be read, and the person is told where the old one is. The
screen shows what it can read and says what it skipped; a busy history
answers within a second and offers to try again.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.history import (
    BUSY,
    DAMAGED,
    FULL,
    NEWER,
    PLAYED,
    READ_ONLY,
    UNAVAILABLE,
    Entry,
    History,
    HistoryError,
    PlayerResult,
    PlayerStats,
    Renewed,
    Result,
    renew,
)
from ..core.pending import PendingResults, store_pending
from ..core.score import ScoreSheet
from . import plaintext
from .charts import BarChart, LineChart
from .i18n import os_error_text
from .plaintext import PlainLabel, plain_tooltip
from .scoretable import rule_label

log = logging.getLogger(__name__)
T = TypeVar("T")
PENDING_NAME = "history-pending.json"


def _data_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:
        raise HistoryError(UNAVAILABLE, "", "no folder for application data")
    return Path(base)


def history_path() -> Path:
    return _data_folder() / "history.sqlite"


def pending_results() -> PendingResults:
    """The results waiting to be stored, beside the database."""
    return PendingResults(_data_folder() / PENDING_NAME)


def open_history() -> History:
    """The user's history database (HistoryError when it cannot be used)."""
    return History(history_path())


def problem_text(exc: HistoryError) -> str:
    """Why the history cannot be used, in the person's language."""
    if exc.kind == BUSY:
        return QCoreApplication.translate("history", "The history is busy (another program is using it).")
    if exc.kind == READ_ONLY:
        return QCoreApplication.translate(
            "history", "The history file cannot be changed (it is read-only): {path}"
        ).format(path=exc.path)
    if exc.kind == FULL:
        return QCoreApplication.translate("history", "The disk is full: the history cannot grow.")
    if exc.kind == NEWER:
        return QCoreApplication.translate(
            "history",
            "The history was written by a newer version of gardenapp; this version leaves it as it is: {path}",
        ).format(path=exc.path)
    if exc.kind == DAMAGED:
        return QCoreApplication.translate(
            "history", "The history file is damaged and could not be set aside: {path}"
        ).format(path=exc.path)
    return QCoreApplication.translate("history", "The history cannot be opened ({reason}): {path}").format(
        reason=exc.detail, path=exc.path
    )


def renewed_text(renewed: Renewed) -> str:
    text = QCoreApplication.translate(
        "history",
        "The history file was damaged. It is kept as {path}, and a new history was started with the "
        "games that could be read from it ({count}).",
    ).format(path=renewed.aside, count=renewed.saved)
    if renewed.lost:
        text += " " + QCoreApplication.translate("history", "Games that could not be read: {count}.").format(
            count=renewed.lost
        )
    return text


def using_history(work: Callable[[History], T], notes: list[str]) -> T:
    """``work`` done on the history. A damaged database is set aside and a
    new one started (said in ``notes``), then ``work`` is done again on it:
    it must be safe to repeat (storing is, by uid). Raises HistoryError."""
    path = history_path()
    for attempt in (1, 2):
        try:
            with History(path) as history:
                return work(history)
        except HistoryError as exc:
            if exc.kind != DAMAGED or attempt == 2:
                raise
        try:
            notes.append(renewed_text(renew(path)))
        except OSError as exc:
            raise HistoryError(DAMAGED, path, str(exc)) from None
    raise AssertionError("unreachable")


def _store_waiting(history: History, notes: list[str]) -> int:
    """The results waiting in the pending file, stored; a pending file that
    cannot be read or rewritten is left for the next time, a damaged one is
    set aside (said in ``notes``)."""
    pending = pending_results()
    try:
        return store_pending(history, pending)
    except OSError as exc:
        log.warning("history: the pending results cannot be used: %s", exc)
        return 0
    finally:
        if pending.set_aside is not None:
            log.warning("history: a damaged pending file was set aside as %s", pending.set_aside)
            notes.append(
                QCoreApplication.translate(
                    "history",
                    "The file of results waiting to be added to the history was damaged. It is kept as {path}.",
                ).format(path=pending.set_aside)
            )


def played_uid(record: dict) -> str:
    """The uid of a game played in the app: the same game (its seed, seats,
    names and every action) is one result, however often it is recorded."""
    text = json.dumps(record, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return "played-" + hashlib.sha256(text.encode("ascii")).hexdigest()[:40]


@dataclass(frozen=True)
class Kept:
    """A finished game that is safe: stored (``entry_id``) or waiting in the
    pending file (``entry_id`` None) to be stored as soon as it can."""

    entry_id: int | None


def _number(value: float) -> str:
    """A statistic as it is: 47.25 stays 47.25 (not 47.2), 47.50 is 47.5, 47.0 is 47."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def record_game(
    parent: QWidget,
    sheet: ScoreSheet,
    *,
    source: str,
    options: dict,
    board: dict,
    uid: str | None = None,
    record: dict | None = None,
) -> Kept | None:
    """Add a finished game to the history (once: by ``uid``, a new one if
    None), with its game ``record`` when it was played here (its review
    reads it). When the history cannot be written the result is kept in the
    pending file and the person is told; None only when it could not be kept
    either (told too: the caller keeps the game)."""
    result = Result.from_sheet(sheet, source=source, options=options, board=board, uid=uid, record=record)
    notes: list[str] = []
    title = QCoreApplication.translate("history", "History")

    def store(history: History) -> int:
        entry_id = history.store(result)
        _store_waiting(history, notes)
        return entry_id

    try:
        entry_id = using_history(store, notes)
    except HistoryError as exc:
        log.warning("history: %s", exc)
        try:
            pending_results().add(result)
        except (OSError, HistoryError) as error:
            log.warning("history: the result cannot be kept either: %s", error)
            reason = os_error_text(error) if isinstance(error, OSError) else problem_text(error)
            plaintext.warning(
                parent,
                title,
                problem_text(exc)
                + "\n"
                + QCoreApplication.translate(
                    "history",
                    "The game could not be added to the history, nor kept to be added later: {reason}. "
                    "It stays on screen: try again later, or save it.",
                ).format(reason=reason),
            )
            return None
        plaintext.warning(
            parent,
            title,
            "\n\n".join(
                [
                    *notes,
                    problem_text(exc)
                    + "\n"
                    + QCoreApplication.translate(
                        "history",
                        "This result is kept and will be added as soon as the history can be written: when you "
                        "open the History, finish another game or start gardenapp again.",
                    ),
                ]
            ),
        )
        return Kept(None)
    if notes:
        plaintext.information(parent, title, "\n\n".join(notes))
    return Kept(entry_id)


def keep_review(entry_id: int, review: dict) -> bool:
    """Keep a computed review with its game in the history, so that the next
    opening is instant (docs/architecture.md §6.15); False when it could not
    be kept (it is computed again then: nothing is lost)."""
    try:
        with open_history() as history:
            return history.set_review(entry_id, review)
    except HistoryError as exc:
        log.info("history: the review could not be kept: %s", exc)
        return False


def stored_game(entry_id: int) -> tuple[object, object] | None:
    """The stored record and review of a game played here (JSON values, to be
    checked by the caller), or None (no record, or the history cannot be read)."""
    try:
        with open_history() as history:
            return history.game_record(entry_id)
    except HistoryError as exc:
        log.info("history: the game's record cannot be read: %s", exc)
        return None


def retry_pending() -> int:
    """At start: the results waiting in the pending file, stored if the
    history can be written now (a damaged history is left for the History
    screen or the next game, which say so). Returns how many were stored."""
    try:
        pending = pending_results()
        if not pending.path.exists():
            return 0
        with open_history() as history:
            stored = store_pending(history, pending)
    except (HistoryError, OSError) as exc:
        log.info("history: results still waiting: %s", exc)
        return 0
    if pending.set_aside is not None:
        log.warning("history: a damaged pending file was set aside as %s", pending.set_aside)
    log.info("history: %d waiting results stored", stored)
    return stored


def _game_name(game_id: str) -> str:
    info = next((i for i in registry.catalogue() if i.id == game_id), None)
    return QCoreApplication.translate("games", info.name) if info else game_id


PLAYERS_COLUMN = 3  # Date, Game, How, Players and scores, Winner


class HistoryScreen(QWidget):
    """Filters, the list of games, and the statistics of one player."""

    openBoard = Signal(str, dict)  # game id, finished-board file: reopen it in the score helper
    reviewGame = Signal(int)  # the entry id of a game played here: its review (docs/architecture.md §6.15)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_filter = QComboBox()
        self.player_filter = QComboBox()
        self.game_filter.currentIndexChanged.connect(self.reload)
        self.player_filter.currentIndexChanged.connect(self._show)
        self.table = QTableWidget(0, 5)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The players' scores take what is left, so the Winner column is always whole (it is the answer).
        header.setSectionResizeMode(PLAYERS_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_selected)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review_selected)
        self.table.itemSelectionChanged.connect(self._update_review_button)
        self.message = PlainLabel(wordWrap=True)
        self.retry_button = QPushButton()
        self.retry_button.clicked.connect(self.reload)
        self.retry_button.hide()

        self.stats_box = QGroupBox()
        self.stats_form = QFormLayout(self.stats_box)
        self.stat_labels = {k: PlainLabel() for k in ("games", "wins", "mean", "best")}
        self.stat_names = {k: PlainLabel() for k in self.stat_labels}
        for k in self.stat_labels:
            self.stats_form.addRow(self.stat_names[k], self.stat_labels[k])
        self.over_time = LineChart()
        self.by_rule = BarChart()

        filters = QHBoxLayout()
        self.game_label, self.player_label = PlainLabel(), PlainLabel()
        filters.addWidget(self.game_label)
        filters.addWidget(self.game_filter, 1)
        filters.addWidget(self.player_label)
        filters.addWidget(self.player_filter, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.table, 1)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.message)
        left_layout.addWidget(self.retry_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.stats_box)
        right_layout.addWidget(self.over_time, 1)
        right_layout.addWidget(self.by_rule, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([620, 420])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._entries: list[Entry] = []
        self._snapshot = _Snapshot()
        self.retranslate()
        self.reload()

    def title(self) -> str:
        return self.tr("History")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.game_label.setText(self.tr("Game"))
        self.player_label.setText(self.tr("Player"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Game"), self.tr("How"), self.tr("Players and scores"), self.tr("Winner")]
        )
        self.open_button.setText(self.tr("Open the board"))
        self.delete_button.setText(self.tr("Delete"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(
            self.tr("Step through a game played here turn by turn, with the score chart and the coach's view")
        )
        self.retry_button.setText(self.tr("Try again"))
        self.stats_box.setTitle(self.tr("Statistics"))
        for key, text in (
            ("games", self.tr("Games")),
            ("wins", self.tr("Wins")),
            ("mean", self.tr("Mean score")),
            ("best", self.tr("Best score")),
        ):
            self.stat_names[key].setText(text)
        self._render()

    # -- data -------------------------------------------------------------------------------
    def reload(self, *_) -> None:
        """Read the history again (at opening, Try again, another game chosen)."""
        self._read(store_waiting=True)

    def _show(self, *_) -> None:
        self._read(store_waiting=False)

    def _read(self, store_waiting: bool) -> None:
        """One connection for everything the screen shows: a busy history
        answers once, after its short timeout, not once a query."""
        game, player = self.game_filter.currentData(), self.player_filter.currentData()
        notes: list[str] = []

        def read(history: History) -> _Snapshot:
            snap = _Snapshot(game=game)
            if store_waiting:
                try:
                    snap.stored = _store_waiting(history, notes)
                except HistoryError as exc:
                    if exc.kind in (BUSY, DAMAGED):
                        raise
                    snap.not_stored = problem_text(exc)  # read-only, full: the history is still shown
            snap.players = history.players(game)
            snap.player = player if player in snap.players else None
            snap.entries = history.entries(game=game, player=snap.player)
            if snap.player is not None:
                snap.stats = history.stats(snap.player, game)
                snap.series = list(history.results(snap.player, game))
            snap.skipped = len(history.skipped)
            return snap

        try:
            snap = using_history(read, notes)
        except HistoryError as exc:
            log.warning("history screen: %s", exc)
            snap = _Snapshot(game=game, player=player, problem=problem_text(exc), busy=exc.kind == BUSY)
        if store_waiting or snap.problem:
            try:
                snap.waiting = len(pending_results().load())
            except (OSError, HistoryError):
                snap.waiting = 0
        snap.notes = notes
        self._snapshot = snap
        self._entries = snap.entries
        self._render()

    def _render(self) -> None:
        snap = self._snapshot
        self._fill_filters(snap)
        self.table.setRowCount(len(snap.entries))
        for row, e in enumerate(snap.entries):
            cells = (
                # A board scored from the table has its day (the file's played_on), not the hour played.
                e.finished_at.strftime("%Y-%m-%d" if e.source != PLAYED else "%Y-%m-%d %H:%M"),
                _game_name(e.game),
                self.tr("played here") if e.source == PLAYED else self.tr("scored from the table"),
                " · ".join(f"{p.name} {p.total}" for p in e.players),
                ", ".join(e.winners),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tooltip(text))  # an elided cell is read whole here
                self.table.setItem(row, col, item)
        has = bool(snap.entries)
        self.open_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        self._update_review_button()
        self.retry_button.setVisible(snap.busy)
        self.message.setText("\n".join(self._message_lines(snap)))
        stats, series, game = snap.stats, snap.series, snap.game
        for key, label in self.stat_labels.items():
            value = getattr(stats, key) if stats else None
            label.setText("—" if value is None else _number(value) if isinstance(value, float) else str(value))
        pick = self.tr("Choose a player to see their statistics.")
        self.stats_box.setEnabled(stats is not None)
        # Scores of different games are on different scales: over time only within one game.
        self.over_time.set_data(
            self.tr("Score over time"),
            [p.total for _, p in series] if game else [],
            [e.finished_at.strftime("%m-%d") for e, _ in series] if game else [],
            pick if game else self.tr("Choose a game to see the score over time."),
        )
        # Rules differ between games: per rule only within one game.
        rules = sorted((stats.mean_by_rule if stats and game else {}).items(), key=lambda kv: -kv[1])
        self.by_rule.set_data(
            self.tr("Mean points per rule"),
            [(rule_label(game, r), v) for r, v in rules] if game else [],
            pick if game else self.tr("Choose a game to see the mean points of its rules."),
        )

    def _message_lines(self, snap: "_Snapshot") -> list[str]:
        lines = list(snap.notes)
        if snap.problem:
            lines.append(snap.problem + (" " + self.tr("Try again in a moment.") if snap.busy else ""))
        if snap.skipped:
            lines.append(
                self.tr("Games in the history that could not be read and are not shown: {count}.").format(
                    count=snap.skipped
                )
            )
        if snap.stored:
            lines.append(
                self.tr("Results that were waiting, now added to the history: {count}.").format(count=snap.stored)
            )
        if snap.waiting:
            lines.append(
                (snap.not_stored + " " if snap.not_stored else "")
                + self.tr("Results waiting to be added to the history: {count}.").format(count=snap.waiting)
            )
        if not lines and not snap.entries:
            lines.append(self.tr("No finished game yet: games you finish or score appear here."))
        return lines

    def _fill_filters(self, snap: "_Snapshot") -> None:
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(True)
            box.clear()
        self.game_filter.addItem(self.tr("All games"), None)
        for info in registry.catalogue():
            self.game_filter.addItem(_game_name(info.id), info.id)
        self.player_filter.addItem(self.tr("All players"), None)
        for name in snap.players:
            self.player_filter.addItem(name, name)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(snap.game)))
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(snap.player)))
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(False)

    def selected(self) -> Entry | None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            return self._entries[rows[0].row()]
        return self._entries[0] if len(self._entries) == 1 else None

    def open_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            self.message.setText(self.tr("Choose a game in the list first."))
            return
        self.openBoard.emit(entry.game, entry.board)

    def _update_review_button(self) -> None:
        entry = self.selected()
        self.review_button.setEnabled(entry is not None and entry.has_record)

    def review_selected(self) -> None:
        entry = self.selected()
        if entry is None or not entry.has_record:
            self.message.setText(self.tr("Choose a game played here in the list first."))
            return
        self.reviewGame.emit(entry.id)

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            self.message.setText(self.tr("Choose a game in the list first."))
            return
        B = QMessageBox.StandardButton
        if (
            plaintext.question(
                self, self.tr("Delete"), self.tr("Delete this game from the history?"), B.Yes | B.No, B.No
            )
            != B.Yes
        ):
            return
        try:
            using_history(lambda history: history.delete(entry.id), [])
        except HistoryError as exc:
            plaintext.warning(self, self.tr("Delete"), problem_text(exc))
            return
        self.reload()


@dataclass
class _Snapshot:
    """What one reading of the history gave the screen."""

    game: str | None = None
    player: str | None = None
    players: list[str] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)
    stats: PlayerStats | None = None
    series: list[tuple[Entry, PlayerResult]] = field(default_factory=list)
    skipped: int = 0  # games that could not be decoded
    stored: int = 0  # waiting results stored by this reading
    waiting: int = 0  # results still waiting
    not_stored: str = ""  # why they could not be stored (read-only, full)
    problem: str = ""  # why nothing could be read
    busy: bool = False  # ... because another program holds the history: Try again
    notes: list[str] = field(default_factory=list)  # a damaged history set aside
