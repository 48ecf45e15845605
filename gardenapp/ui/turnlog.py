"""The turn log widget of every play screen (docs/architecture.md §6.13): one
top-level line per turn, the turn's steps (each click the engine took as an
action) folded under it, opened with the arrow or a double click.

The widget only shows texts: the play-screen base decides which log entries
form a turn and words every line from the engine's events."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)


class _WrappingDelegate(QStyledItemDelegate):
    """Row heights for wrapped lines: QTreeView asks a row's height without
    its width, so the lines' width is given here (the column less the indent)."""

    def __init__(self, view: QTreeWidget):
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        depth, parent = 1 if self._view.rootIsDecorated() else 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        sized = QStyleOptionViewItem(option)
        width = self._view.viewport().width() - self._view.indentation() * depth
        sized.rect = QRect(0, 0, max(width, 40), 1)  # a valid rectangle: the style wraps only in one
        return super().sizeHint(sized, index)


class TurnLog(QTreeWidget):
    """Rows are the session's log entries, in order; turns group them."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        # Long lines wrap to the width of the column, which is the width of the log.
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setUniformRowHeights(False)
        self.header().setStretchLastSection(True)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setIndentation(14)
        self.setAlternatingRowColors(True)  # one turn from the next at a glance
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(_WrappingDelegate(self))
        self._steps: list[list[str]] = []  # per turn, the texts of its steps
        self._rows: list[tuple[int, int]] = []  # per entry: (turn, step)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # the lines wrap again at the new width

    # -- reading (the screen, tests, a screen reader's names) -----------------------------
    def turn_count(self) -> int:
        return self.topLevelItemCount()

    def turn_text(self, turn: int) -> str:
        item = self.topLevelItem(turn)
        assert item is not None, f"no turn {turn} in the log"
        return item.text(0)

    def step_texts(self, turn: int) -> list[str]:
        """The lines folded under a turn (none for a turn of one step)."""
        item = self.topLevelItem(turn)
        assert item is not None, f"no turn {turn} in the log"
        return [_child(item, i).text(0) for i in range(item.childCount())]

    def entry_count(self) -> int:
        return len(self._rows)

    def entry_item(self, row: int) -> QTreeWidgetItem:
        """The line that shows entry ``row``: its turn's line for a turn of one
        step, else the step's line under it."""
        turn, step = self._rows[row]
        item = self.topLevelItem(turn)
        assert item is not None, f"no turn {turn} in the log"
        return _child(item, step) if item.childCount() else item

    def entry_text(self, row: int) -> str:
        return self.entry_item(row).text(0)

    def turn_of(self, row: int) -> int:
        return self._rows[row][0]

    # -- writing ------------------------------------------------------------------------
    def clear_turns(self) -> None:
        self.clear()
        self._steps, self._rows = [], []

    def add_step(self, new_turn: bool, turn_text: str, step_text: str) -> None:
        """One more entry: the first step of a new turn, or the next step of
        the last turn (whose line becomes ``turn_text``)."""
        if new_turn or not self._steps:
            self._steps.append([step_text])
            self._rows.append((len(self._steps) - 1, 0))
            self.addTopLevelItem(QTreeWidgetItem([turn_text]))
            return
        turn = len(self._steps) - 1
        steps = self._steps[turn]
        steps.append(step_text)
        self._rows.append((turn, len(steps) - 1))
        item = self.topLevelItem(turn)
        assert item is not None
        if item.childCount() == 0:  # a second step: the first one folds under the turn too
            item.addChild(QTreeWidgetItem([steps[0]]))
        item.addChild(QTreeWidgetItem([step_text]))
        item.setText(0, turn_text)

    def set_step(self, row: int, turn_text: str, step_text: str) -> None:
        """New words for entry ``row`` (a grade came) and for its turn's line."""
        turn, step = self._rows[row]
        self._steps[turn][step] = step_text
        item = self.topLevelItem(turn)
        assert item is not None
        if item.childCount():
            _child(item, step).setText(0, step_text)
        item.setText(0, turn_text)

    def steps_of(self, turn: int) -> list[int]:
        """The entry rows of a turn, in order."""
        return [row for row, (t, _) in enumerate(self._rows) if t == turn]


def _child(item: QTreeWidgetItem, i: int) -> QTreeWidgetItem:
    child = item.child(i)
    assert child is not None, f"no step {i} under the turn"
    return child
