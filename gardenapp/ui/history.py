"""The History screen (issue 12 §7): every finished game, played here or
scored from the table, with filters by game and player, the board of any
entry reopened in its score helper, and per-player statistics with two
charts (score over time, mean points per rule)."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Signal
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
from ..core.history import PLAYED, Entry, History, HistoryError
from ..core.score import ScoreSheet
from . import plaintext
from .charts import BarChart, LineChart
from .plaintext import PlainLabel
from .scoretable import rule_label

log = logging.getLogger(__name__)


def history_path() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:
        raise HistoryError("no folder for application data")
    return Path(base) / "history.sqlite"


def open_history() -> History:
    """The user's history database (HistoryError when it cannot be used)."""
    return History(history_path())


def record_game(parent: QWidget, sheet: ScoreSheet, *, source: str, options: dict, board: dict) -> int | None:
    """Add a finished game to the history; a database that cannot be used is
    said in a message, and the game on screen is not affected."""
    try:
        with open_history() as history:
            return history.record(sheet, source=source, options=options, board=board)
    except (HistoryError, OSError) as exc:
        log.warning("history: %s", exc)
        plaintext.warning(parent, QCoreApplication.translate("history", "History"),
                          QCoreApplication.translate("history", "The game could not be added to the history: {reason}")  # noqa: E501
                          .format(reason=exc))
        return None


def _game_name(game_id: str) -> str:
    info = next((i for i in registry.catalogue() if i.id == game_id), None)
    return QCoreApplication.translate("games", info.name) if info else game_id


class HistoryScreen(QWidget):
    """Filters, the list of games, and the statistics of one player."""

    openBoard = Signal(str, dict)   # game id, finished-board file: reopen it in the score helper

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
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_selected)
        self.message = PlainLabel(wordWrap=True)

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
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.table, 1)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.message)
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
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("How"),
                                              self.tr("Players and scores"), self.tr("Winner")])
        self.open_button.setText(self.tr("Open the board"))
        self.delete_button.setText(self.tr("Delete"))
        self.stats_box.setTitle(self.tr("Statistics"))
        for key, text in (("games", self.tr("Games")), ("wins", self.tr("Wins")), ("mean", self.tr("Mean score")),
                          ("best", self.tr("Best score"))):
            self.stat_names[key].setText(text)
        self._fill_filters()
        self._show()

    # -- data -------------------------------------------------------------------------------
    def _history(self) -> History | None:
        try:
            return open_history()
        except (HistoryError, OSError) as exc:
            self.message.setText(self.tr("The history cannot be read: {reason}").format(reason=exc))
            return None

    def _fill_filters(self) -> None:
        game, player = self.game_filter.currentData(), self.player_filter.currentData()
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(True)
            box.clear()
        self.game_filter.addItem(self.tr("All games"), None)
        for info in registry.catalogue():
            self.game_filter.addItem(_game_name(info.id), info.id)
        self.player_filter.addItem(self.tr("All players"), None)
        history = self._history()
        if history is not None:
            with history:
                for name in history.players(self.game_filter.itemData(max(0, self.game_filter.findData(game)))):
                    self.player_filter.addItem(name, name)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game)))
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(player)))
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(False)

    def reload(self, *_) -> None:
        self._fill_filters()
        self._show()

    def _show(self, *_) -> None:
        history = self._history()
        game, player = self.game_filter.currentData(), self.player_filter.currentData()
        self._entries = []
        stats = series = None
        if history is not None:
            with history:
                self._entries = history.entries(game=game, player=player)
                if player is not None:
                    stats = history.stats(player, game)
                    series = list(history.results(player, game))
        self.table.setRowCount(len(self._entries))
        for row, e in enumerate(self._entries):
            cells = (e.finished_at.strftime("%Y-%m-%d %H:%M"), _game_name(e.game),
                     self.tr("played here") if e.source == PLAYED else self.tr("scored from the table"),
                     " · ".join(f"{p.name} {p.total}" for p in e.players), ", ".join(e.winners))
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        has = bool(self._entries)
        self.open_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        if history is not None:
            self.message.setText("" if has else self.tr("No finished game yet: games you finish or score appear here."))
        for key, label in self.stat_labels.items():
            value = getattr(stats, key) if stats else None
            label.setText("—" if value is None else f"{value:.1f}" if isinstance(value, float) else str(value))
        pick = self.tr("Choose a player to see their statistics.")
        self.stats_box.setEnabled(stats is not None)
        self.over_time.set_data(self.tr("Score over time"), [p.total for _, p in series or []],
                                [e.finished_at.strftime("%m-%d") for e, _ in series or []], pick)
        # Rules differ between games: per rule only within one game.
        rules = sorted((stats.mean_by_rule if stats and game else {}).items(), key=lambda kv: -kv[1])
        self.by_rule.set_data(self.tr("Mean points per rule"), [(rule_label(r), v) for r, v in rules],
                              pick if game else self.tr("Choose a game to see the mean points of its rules."))

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

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            self.message.setText(self.tr("Choose a game in the list first."))
            return
        B = QMessageBox.StandardButton
        if plaintext.question(self, self.tr("Delete"), self.tr("Delete this game from the history?"),
                              B.Yes | B.No, B.No) != B.Yes:
            return
        history = self._history()
        if history is not None:
            with history:
                history.delete(entry.id)
        self.reload()

