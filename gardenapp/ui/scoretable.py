"""The score breakdown as a table: one column per player, one row per rule,
the total last, winners in bold. Used by the live score, the end-of-game
table and every score helper."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractScrollArea, QHeaderView, QSizePolicy, QTableView, QWidget

from ..core import registry
from ..core.score import ScoreSheet

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_VERTICAL = Qt.Orientation.Vertical


def rule_label(game_id: str, rule_id: str) -> str:
    """A game's label of one of its rules, translated (its descriptor's ``rule_names``)."""
    return QCoreApplication.translate("rules", registry.rule_name(game_id, rule_id))


class ScoreSheetModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._sheet: ScoreSheet | None = None
        self._blank: frozenset[int] = frozenset()  # players whose entry has problems: no total
        # What the view asks for again and again (every paint, every role),
        # worked out once per sheet: the rules and the text of every cell.
        self._rules: tuple[str, ...] = ()
        self._text: list[list[str]] = []
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def sheet(self) -> ScoreSheet | None:
        return self._sheet

    def set_sheet(self, sheet: ScoreSheet | None, blank: frozenset[int] = frozenset()) -> bool:
        """Show ``sheet``; False (and nothing redone) when it is the one shown."""
        if sheet == self._sheet and frozenset(blank) == self._blank:
            return False
        self.beginResetModel()
        self._sheet = sheet
        self._blank = frozenset(blank)
        self._rules = sheet.rules if sheet is not None else ()
        self._text = []
        if sheet is not None:
            for col, player in enumerate(sheet.players):
                if col in self._blank:
                    self._text.append(["—"] * (len(self._rules) + 1))
                else:
                    points = player.breakdown
                    self._text.append([str(points.get(r, 0)) for r in self._rules] + [str(player.total)])
        self.endResetModel()
        return True

    def rule_at(self, index: QModelIndex) -> tuple[str, int] | None:
        """(rule id, player) of a breakdown cell; None for the total row."""
        if self._sheet is None or not index.isValid() or index.row() >= len(self._rules):
            return None
        return self._rules[index.row()], index.column()

    def retranslate(self) -> None:
        """Models get no LanguageChange event: the view's owner calls this."""
        if self._sheet is not None:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if self._sheet is None or parent.isValid() else len(self._rules) + 1

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if self._sheet is None or parent.isValid() else len(self._sheet.players)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        # Asked for every role of every cell on each paint and layout: plain
        # int comparisons (a PySide enum lookup costs more than the answer).
        if self._sheet is None:
            return None
        if role == _DISPLAY:
            return self._text[index.column()][index.row()]
        if role == _ALIGN:
            return _RIGHT
        if role == _FONT:
            return self._bold if index.row() == len(self._rules) else None
        if role == _TOOLTIP:
            if index.column() in self._blank:
                return QCoreApplication.translate("ScoreSheetModel", "Fix the problems of this player to see the score")
            if index.row() == len(self._rules) and not self._is_final:
                return self.projected_tip()
            # A rule's places (its breakdown's ``where``) are engine ids ("x:yellow-lily",
            # "PANDA-GG", "mushroom"), in no language: the score helper lights them on the
            # board instead (ruleHovered), they are never shown as text.
        return None

    def headerData(self, section: int, orientation, role: int = _DISPLAY):
        if self._sheet is None:
            return None
        vertical = orientation == _VERTICAL
        if role == _DISPLAY:
            if not vertical:
                name = self._sheet.players[section].name
                winner = section in self._sheet.winners and self._is_final and not self._blank
                return f"★ {name}" if winner else name
            if section == len(self._rules):
                if not self._is_final:  # a live score: every game's sheet scores the board as it stands
                    return QCoreApplication.translate("ScoreSheetModel", "Projected total")
                return QCoreApplication.translate("ScoreSheetModel", "Total")
            return rule_label(self._sheet.game, self._rules[section])
        if role == _TOOLTIP and vertical and section < len(self._rules):
            return QCoreApplication.translate("ScoreSheetModel", "Double-click: the rule")
        if role == _TOOLTIP and vertical and not self._is_final:
            return self.projected_tip()
        if role == _FONT and vertical and section == len(self._rules):
            return self._bold
        return None

    # The star marks winners only on a final sheet; a live score just ranks.
    _is_final = True

    @staticmethod
    def projected_tip() -> str:
        """What the total row of a live score adds up (the game's score of the board as it stands)."""
        return QCoreApplication.translate(
            "ScoreSheetModel",
            "What each player would score if the game ended now: the rows above added up, the end of game scoring included. It can differ from the points on the board, which count only what is scored so far.",
        )

    def set_final(self, final: bool) -> None:
        self._is_final = final
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, max(0, self.rowCount() - 1))  # the total's label


class ScoreTable(QTableView):
    # A breakdown cell under the pointer or clicked: (rule id, player), or
    # ("", -1) when the pointer leaves them (score helpers light the cells).
    ruleHovered = Signal(str, int)
    ruleClicked = Signal(str, int)
    # A rule row double-clicked (its name or one of its cells): the rule id;
    # the screens open the How to play page at that rule (docs/architecture.md §6.12).
    ruleActivated = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMouseTracking(True)
        self.score_model = ScoreSheetModel(self)
        self.entered.connect(lambda index: self.ruleHovered.emit(*(self.score_model.rule_at(index) or ("", -1))))
        self.clicked.connect(lambda index: self.ruleClicked.emit(*(self.score_model.rule_at(index) or ("", -1))))
        self.doubleClicked.connect(self._activate_cell)
        self.verticalHeader().sectionDoubleClicked.connect(self._activate_row)
        self.setModel(self.score_model)
        self.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        # Columns as wide as the names they carry; never clip a player's name.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Exactly as tall as its rows: the space below goes to the log or problems.
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a read-only table: no current-cell frame

    def minimumSizeHint(self) -> QSize:
        # As wide as its rule names and every player's column, so the panel
        # holding it (a splitter side) never clips a column in any language.
        hint = super().minimumSizeHint()
        width = (
            self.verticalHeader().sizeHint().width()
            + self.horizontalHeader().length()
            + 2 * self.frameWidth()
            + self.verticalScrollBar().sizeHint().width()
        )
        return QSize(max(hint.width(), width), hint.height())

    def set_sheet(self, sheet: ScoreSheet | None, final: bool = False, blank=frozenset()) -> None:
        relabel = final != self.score_model._is_final
        if relabel:
            self.score_model.set_final(final)  # "Projected total" or "Total"
        if self.score_model.set_sheet(sheet, frozenset(blank)) or relabel:
            self.updateGeometry()

    def _activate_cell(self, index: QModelIndex) -> None:
        rule = self.score_model.rule_at(index)
        if rule is not None:
            self.ruleActivated.emit(rule[0])

    def _activate_row(self, row: int) -> None:
        sheet = self.score_model.sheet
        if sheet is not None and 0 <= row < len(sheet.rules):
            self.ruleActivated.emit(sheet.rules[row])

    def leaveEvent(self, event) -> None:
        self.ruleHovered.emit("", -1)
        super().leaveEvent(event)

    def retranslate(self) -> None:
        self.score_model.retranslate()
        self.updateGeometry()
