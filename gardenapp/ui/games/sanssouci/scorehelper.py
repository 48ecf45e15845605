"""Scoring a finished physical game of Sanssouci (spec §7).

Per player: the score-track total, the 54 garden spaces (paint them empty,
ornament or gardener; printed spaces come from the chosen layout, or the user
draws a custom one), the nine nobles (paint them onto their spaces), the two
mission elements. File-wide: the layout and the bonus tables (row bonuses,
column bonuses, mission points), pre-filled from the data and marked
"provisional" until the user enters the numbers printed on their board.

The score is the engine's one scorer, exactly what ``gardenapp score`` prints;
the checks of §7 come back from the engine as warnings and are shown in the
list beside the board and on the spaces they name.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRegularExpression, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....core.messages import QT_TRANSLATE_NOOP
from ....games.sanssouci import GAME, data
from ...boardview import BoardScene, BoardView
from ...plaintext import PlainLabel
from ...readphoto import Sampler
from ...scorehelper import ScoreHelperBase, StepName, Tool, flow
from . import painting as art
from .painting import label
from .prefill import propose
from .scene import GardenBlock, GardenModel, completed_lines

BRUSHES = ("empty", "ornament", "gardener", "printed", "noble")
BRUSH_KEYS = ("X", "O", "G", "P", "N")
# The page's words (context "PlayerPage"), where they were before the palette moved into the base.
BRUSH_NAMES = {
    "empty": QT_TRANSLATE_NOOP("PlayerPage", "Empty"),
    "ornament": QT_TRANSLATE_NOOP("PlayerPage", "Ornament"),
    "gardener": QT_TRANSLATE_NOOP("PlayerPage", "Gardener"),
    "printed": QT_TRANSLATE_NOOP("PlayerPage", "Printed space"),
    "noble": QT_TRANSLATE_NOOP("PlayerPage", "Noble"),
}
BRUSH_TIPS = {
    "empty": QT_TRANSLATE_NOOP("PlayerPage", "An empty space"),
    "ornament": QT_TRANSLATE_NOOP(
        "PlayerPage", "An ornament: a tile element side up (printed spaces come from the layout)"
    ),
    "gardener": QT_TRANSLATE_NOOP("PlayerPage", "A gardener: a tile flipped to its back"),
    "printed": QT_TRANSLATE_NOOP("PlayerPage", 'A printed space of a custom layout (choose "custom layout" first)'),
    "noble": QT_TRANSLATE_NOOP(
        "PlayerPage",
        "Click the space where a noble stands (its column says which noble); "
        "click it again to send it back to the terrace",
    ),
}
SAME = ""  # a page's layout: the file's


def _cell_key(row: int, col: int) -> str:
    return f"{row},{col}"


def _parse_key(text: str):
    try:
        r, c = (int(x) for x in str(text).split(","))
    except ValueError:
        return None
    if 1 <= r <= data.ROWS and 1 <= c <= data.COLS:
        return (r, c)
    return None


def printed_cells(layout: str | None, custom) -> set:
    """Printed spaces of a layout: row 1 plus the layout's extra cells (or the custom ones)."""
    if layout is None:
        return set()  # Pedro Bot's blank grid (spec §5.4)
    cells = {(1, c) for c in range(1, data.COLS + 1)}
    if layout == data.CUSTOM_LAYOUT:
        cells |= {tuple(x) for x in custom}
    elif layout in data.LAYOUT_IDS:
        cells |= set(data.layout_cells(layout))
    return cells


def _layout_text(lay: str) -> str:
    if lay == data.CUSTOM_LAYOUT:
        return label("tag", "custom")
    if data.is_provisional(f"layout.{lay}"):
        return QCoreApplication.translate("SanssouciScoreHelper", "{layout} (provisional)").format(layout=lay)
    return lay


def _draw_empty(p, r) -> None:
    p.setPen(QColor("#555"))
    p.setBrush(art.ROW_FILL[4])
    p.drawRect(r.adjusted(3, 3, -3, -3))


# A brush's swatch: the space it paints. (Plain functions: lupdate loses the class
# contexts of the rest of the file after functions defined inside if/elif branches.)
BRUSH_DRAWINGS = {
    "empty": _draw_empty,
    "ornament": lambda p, r: art.draw_tile(p, r, "ornament", 6),
    "gardener": lambda p, r: art.draw_tile(p, r, "gardener"),
    "printed": lambda p, r: art.draw_printed(p, r, 3, 2),
    "noble": lambda p, r: art.draw_noble(p, r, art.PLAYER_COLOURS[0]),
}


def brush_icon(b: str):
    return art.painted_icon(BRUSH_DRAWINGS[b], 28)


class PlayerPage(QWidget):
    """One player's garden editor."""

    edited = Signal(object)  # the undo step's name: a StepName, read in the language shown

    def __init__(self, helper: "SanssouciScoreHelper", index: int):
        super().__init__()
        self.helper, self.index = helper, index
        self.cells: dict = {}  # (row, col) -> "ornament" | "gardener" (the file's cells)
        self.nobles = [0] * data.COLS
        self.custom: list = []  # the page's own custom printed cells (layout "custom" here)
        self._stroke: str | None = None

        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        left = QWidget()
        form = QVBoxLayout(left)
        form.setContentsMargins(0, 0, 4, 0)
        scroll = QScrollArea()
        scroll.setWidget(left)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFixedWidth(240)

        self.track = QSpinBox(maximum=999)
        self.track.valueChanged.connect(lambda: self.edited.emit(lambda: self.tr("Score track")))
        self.track_label = PlainLabel(wordWrap=True)
        self.track_label.setBuddy(self.track)
        form.addWidget(self.track_label)
        form.addWidget(self.track)
        # The nobles typed (docs/architecture.md §6.3): one digit a column, left to right, its
        # noble's row (0: on the terrace); applied when the ninth digit is typed, never guessed.
        self.nobles_edit = QLineEdit(maxLength=data.COLS)
        self.nobles_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(f"[0-{data.ROWS}]{{0,{data.COLS}}}"), self.nobles_edit)
        )
        self.nobles_edit.textEdited.connect(self._nobles_typed)
        self.nobles_edit.editingFinished.connect(self._show_nobles_text)  # left halfway: the rows entered
        self.nobles_label = PlainLabel(wordWrap=True)
        self.nobles_label.setBuddy(self.nobles_edit)
        form.addWidget(self.nobles_label)
        form.addWidget(self.nobles_edit)
        self.paint_hint = PlainLabel(wordWrap=True)  # how the palette above the tabs paints
        self.paint_hint.setStyleSheet("color: #555; font-size: 9pt;")
        form.addWidget(self.paint_hint)

        self.mission_box = QGroupBox()
        mb = QVBoxLayout(self.mission_box)
        self.missions = []
        for _ in range(2):
            combo = QComboBox()
            combo.addItem("", None)
            for col in range(1, data.COLS + 1):
                combo.addItem(art.element_pixmap(col), "", data.ELEMENTS[col - 1])
            combo.currentIndexChanged.connect(lambda: self.edited.emit(lambda: self.tr("Mission card")))
            combo.installEventFilter(self)  # a digit chooses the card by its column (docs/architecture.md §6.3)
            # As narrow as the side column: a long element name is elided in the box, whole in its list.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
            self.missions.append(combo)
            mb.addWidget(combo)
        self.mission_note = PlainLabel(wordWrap=True)
        self.mission_note.setStyleSheet("color: #9a5b00; font-size: 9pt;")
        mb.addWidget(self.mission_note)
        form.addWidget(self.mission_box)

        self.automaton = QCheckBox()
        self.automaton.toggled.connect(self._automaton_toggled)
        form.addWidget(self.automaton)

        self.summary = PlainLabel(wordWrap=True)
        self.summary.setStyleSheet("font-size: 9pt;")
        form.addWidget(self.summary)
        self.page_problems = PlainLabel(wordWrap=True)
        self.page_problems.setStyleSheet("color: #8a5a00; font-size: 9pt;")
        form.addWidget(self.page_problems)

        lay_form = QVBoxLayout()
        self.layout_label = PlainLabel(wordWrap=True)
        self.layout_box = QComboBox()
        # The side column is 240 px: "The game's layout: P1 (provisional)" is elided in the box, whole in its list.
        self.layout_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.layout_box.setMinimumContentsLength(12)
        self.layout_box.addItem("", SAME)
        for lay in (*data.LAYOUT_IDS, data.CUSTOM_LAYOUT):
            self.layout_box.addItem("", lay)
        self.layout_box.currentIndexChanged.connect(self._layout_changed)
        lay_form.addWidget(self.layout_label)
        lay_form.addWidget(self.layout_box)
        form.addLayout(lay_form)
        form.addStretch(1)
        row.addWidget(scroll)

        self.scene = BoardScene(self)
        self.model = GardenModel(index, colour=art.player_colour(index))
        self.block = GardenBlock(self.scene, self.model, 0, 0)
        self.view = BoardView(self.scene)
        self.view.setBackgroundBrush(QColor("#f3efe4"))
        row.addWidget(self.view, 1)
        self.scene.cellClicked.connect(self.cell_clicked)
        self.scene.cellDragged.connect(self.cell_dragged)
        self.track.installEventFilter(self)  # Enter: on to the nobles
        self.nobles_edit.installEventFilter(self)
        self.retranslate()

    # -- the side form by keyboard (docs/architecture.md §6.3) ----------------------------------
    def keyed_fields(self) -> list[QWidget]:
        """The fields in the order the keyboard goes through them: the track, the nobles, the missions."""
        return [self.track, self.nobles_edit, *self.missions]

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.FocusIn and obj is self.nobles_edit:
            QTimer.singleShot(0, self.nobles_edit.selectAll)  # typing replaces the nine digits
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if obj in self.missions and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            text = event.text()
            if len(text) == 1 and "0" <= text <= "9":
                combo = obj
                assert isinstance(combo, QComboBox)
                combo.setCurrentIndex(int(text))  # 0: no card; 1-9: the element of that column
                self.go_on(combo)
                return True
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and obj in self.keyed_fields():
            assert isinstance(obj, QWidget)
            self.go_on(obj)
            return True
        return False

    def go_on(self, field: QWidget) -> None:
        """Focus on the field after ``field``; after the last mission, the next player's tab."""
        order = self.keyed_fields()
        i = order.index(field)
        if i + 1 < len(order):
            order[i + 1].setFocus(Qt.FocusReason.TabFocusReason)
            return
        tabs = self.helper.tabs
        if tabs.currentIndex() + 1 < tabs.count():
            tabs.setCurrentIndex(tabs.currentIndex() + 1)
            tabs.tabBar().setFocus(Qt.FocusReason.TabFocusReason)

    def _nobles_typed(self, text: str) -> None:
        if len(text) < data.COLS:
            return  # not all nine yet: nothing is applied
        rows = [int(ch) for ch in text]
        if rows != self.nobles:
            self.nobles = rows
            self.edited.emit(lambda: self.tr("Nobles' rows"))
        self.go_on(self.nobles_edit)

    def _show_nobles_text(self) -> None:
        """The nobles' rows in the typed field (while the person is not halfway through typing them)."""
        typed = self.nobles_edit.text()
        if self.nobles_edit.hasFocus() and len(typed) < data.COLS:
            return
        self.nobles_edit.setText("".join(str(n) for n in self.nobles))

    # -- brushes (the helper's palette) ----------------------------------------------------------
    @property
    def brush(self) -> str:
        return str(self.helper.tool)  # the palette's ids are the brushes' names

    def set_brush(self, b: str) -> None:
        self.helper.choose(b)

    # -- the page's layout ---------------------------------------------------------------------
    def own_layout(self) -> str:
        return self.layout_box.currentData() or SAME

    def _automaton_toggled(self, on: bool) -> None:
        self.layout_box.setEnabled(not on)
        self.edited.emit(lambda: self.tr("Pedro Bot"))

    def effective_layout(self) -> tuple[str | None, list]:
        """(layout id, custom printed cells) this garden uses; None for Pedro Bot's blank grid (§5.4)."""
        if self.automaton.isChecked():
            return None, []
        own = self.own_layout()
        if own != SAME:
            return own, self.custom
        return self.helper.file_layout(), self.helper.file_custom

    def printed(self) -> set:
        return printed_cells(*self.effective_layout())

    def _layout_changed(self) -> None:
        if self.own_layout() == data.CUSTOM_LAYOUT and not self.custom:
            lay, custom = self.helper.file_layout(), self.helper.file_custom
            self.custom = sorted(printed_cells(lay, custom) - {(1, c) for c in range(1, data.COLS + 1)})
        self.edited.emit(lambda: self.tr("Garden layout"))

    # -- painting the garden ---------------------------------------------------------------------
    def cell_state(self, row: int, col: int) -> str:
        if row == 0:
            return "terrace"
        if (row, col) in self.cells:
            return self.cells[(row, col)]
        return "printed" if (row, col) in self.printed() else "empty"

    def cell_clicked(self, cell) -> None:
        _seat, row, col = cell
        b = self.brush
        if b == "noble":
            self.nobles[col - 1] = 0 if self.nobles[col - 1] == row else row
            self._stroke = None
            self.edited.emit(lambda: self.tr("Move a noble"))
            return
        if row == 0:
            self._stroke = None
            return
        current = self.cell_state(row, col)
        # the first space of a stroke decides: painting a space with what it holds clears the stroke
        self._stroke = "empty" if current == b else b
        self.apply(row, col, self._stroke)

    def cell_dragged(self, cell) -> None:
        _seat, row, col = cell
        if self._stroke is None or row == 0 or self.brush == "noble":
            return
        self.apply(row, col, self._stroke)

    def apply(self, row: int, col: int, value: str) -> None:
        """Set one space to ``value`` (empty / ornament / gardener / printed) and record the edit."""
        before = (dict(self.cells), list(self.custom), list(self.helper.file_custom))
        printed = self.printed()
        lay, _ = self.effective_layout()
        custom_here = lay == data.CUSTOM_LAYOUT
        if value == "printed":
            if not custom_here or row == 1:
                self.helper.say(self.tr('Printed spaces belong to the layout: choose "custom layout" to draw them.'))
                return
            self.cells.pop((row, col), None)
            if (row, col) not in printed:
                self._custom_list().append((row, col))
        elif (row, col) in printed:
            if value == "gardener":
                self.cells[(row, col)] = "gardener"  # impossible on a printed space: shown as a problem
            elif value == "empty":
                if custom_here and row > 1:
                    lst = self._custom_list()
                    if (row, col) in lst:
                        lst.remove((row, col))
                    self.cells.pop((row, col), None)
                elif (row, col) in self.cells:
                    self.cells.pop((row, col))
                else:
                    self.helper.say(self.tr("Space {row},{col} is printed on this layout.").format(row=row, col=col))
                    return
            else:
                self.cells.pop((row, col), None)
        elif value == "empty":
            self.cells.pop((row, col), None)
        else:
            self.cells[(row, col)] = value
        if (dict(self.cells), list(self.custom), list(self.helper.file_custom)) != before:
            self.edited.emit(lambda: self.tr("Paint {row},{col}").format(row=row, col=col))

    def _custom_list(self) -> list:
        return self.custom if self.own_layout() == data.CUSTOM_LAYOUT else self.helper.file_custom

    # -- file <-> page ---------------------------------------------------------------------------
    def player_dict(self, name: str) -> dict[str, Any]:
        out: dict[str, Any] = {"name": name, "track_score": self.track.value()}
        out["cells"] = {_cell_key(r, c): v for (r, c), v in sorted(self.cells.items())}
        out["nobles"] = list(self.nobles)
        out["missions"] = [m.currentData() for m in self.missions if m.currentData()]
        own = self.own_layout()
        if self.automaton.isChecked():
            out["automaton"] = True
        elif own != SAME:
            out["layout"] = own
            if own == data.CUSTOM_LAYOUT:
                out["printed"] = [_cell_key(r, c) for r, c in sorted(self.custom)]
        return out

    def load(self, p: dict[str, Any]) -> None:
        track = p.get("track_score", 0)
        self.track.setValue(track if isinstance(track, int) and 0 <= track <= self.track.maximum() else 0)
        self.cells = {}
        cells = p.get("cells", {})
        if isinstance(cells, dict):
            for key, value in cells.items():
                cell = _parse_key(key)
                if cell is not None and value in ("ornament", "gardener"):
                    self.cells[cell] = value
        nobles = p.get("nobles", [])
        self.nobles = [n if isinstance(n, int) and 0 <= n <= data.ROWS else 0 for n in list(nobles)[: data.COLS]]
        self.nobles += [0] * (data.COLS - len(self.nobles))
        missions = (
            [m for m in p.get("missions", []) if m in data.ELEMENTS] if isinstance(p.get("missions"), list) else []
        )
        for i, combo in enumerate(self.missions):
            combo.setCurrentIndex(combo.findData(missions[i]) if i < len(missions) else 0)
        lay = p.get("layout", SAME)
        idx = self.layout_box.findData(lay if lay in (*data.LAYOUT_IDS, data.CUSTOM_LAYOUT) else SAME)
        self.custom = [c for c in (_parse_key(t) for t in p.get("printed", []) or []) if c]
        self.layout_box.setCurrentIndex(max(0, idx))
        self.automaton.setChecked(p.get("automaton") is True)
        self.layout_box.setEnabled(not self.automaton.isChecked())

    # -- drawing -----------------------------------------------------------------------------
    def update_view(self, name: str, marks: dict, tips: dict, problems: list, lines: tuple = ((), ())) -> None:
        """Draw the garden as entered; ``lines``: the rows and columns the
        scorer counted as completed (empty while the garden is not scored)."""
        m = self.model
        m.name = name
        m.blank = self.automaton.isChecked()
        m.colour = art.player_colour(self.index, m.blank)
        filled = sum(
            1
            for r in range(1, data.ROWS + 1)
            for c in range(1, data.COLS + 1)
            if (r, c) in self.cells or (r, c) in self.printed()
        )
        gardeners = sum(1 for v in self.cells.values() if v == "gardener")
        self.summary.setText(
            self.tr("Filled spaces: {filled} · gardeners: {gardeners} · nobles' rows: {rows}").format(
                filled=filled, gardeners=gardeners, rows=" ".join(str(n) for n in self.nobles)
            )
        )
        self.page_problems.setText("\n".join("⚠ " + t for t in problems))
        printed = self.printed()
        m.cells = {}
        for r in range(1, data.ROWS + 1):
            for c in range(1, data.COLS + 1):
                if (r, c) in self.cells:
                    m.cells[(r, c)] = self.cells[(r, c)]
                elif (r, c) in printed:
                    m.cells[(r, c)] = "printed"
        m.nobles = tuple(self.nobles)
        self._show_nobles_text()
        m.missions = tuple(data.ELEMENT_INDEX[x.currentData()] + 1 for x in self.missions if x.currentData())
        m.marks = marks
        m.rows_complete, m.columns_complete = lines
        tables = self.helper.tables()
        m.row_bonus, m.column_bonus = tables["row_bonus"], tables["column_bonus"]
        lay, _ = self.effective_layout()
        m.tag = lambda lay=lay: self._tag(lay)
        self.block.refresh()
        for (_seat, r, c), item in self.block.items.items():
            if (r, c) in tips:
                item.setToolTip(item.toolTip() + "\n⚠ " + tips[(r, c)])
        self.scene.update()

    def _tag(self, lay) -> str:
        if self.automaton.isChecked():
            return label("tag", "blank")
        return self.tr("Layout {layout}").format(layout=_layout_text(lay) if lay else "?")

    def retranslate(self) -> None:
        self.track_label.setText(self.tr("Score track total"))
        self.nobles_label.setText(self.tr("Nobles' rows, column by column (0: terrace)"))
        self.nobles_edit.setToolTip(
            self.tr(
                "Nine digits, one a column from the left: the row its noble stands in, 0 on the terrace. "
                "Enter goes from the track to the nobles and the missions; "
                "in a mission box, the digit of its column chooses the card."
            )
        )
        self.track.setToolTip(self.tr("The score on the track at the end, including 50 or 100 from the points card"))
        self.paint_hint.setText(
            self.tr("Click or drag over spaces. Painting a space with what it already holds clears it.")
        )
        self.mission_box.setTitle(self.tr("Mission cards"))
        for combo in self.missions:
            combo.setItemText(0, self.tr("(no card)"))
            for col in range(1, data.COLS + 1):
                combo.setItemText(col, f"{col} {art.element_name(col)}")  # its digit chooses it
        self.mission_note.setText(
            self.tr("Mission points: {provisional}").format(provisional=label("tag", "provisional"))
            if data.is_provisional("mission_points.3")
            else ""
        )
        self.layout_label.setText(self.tr("This garden's layout"))
        self.automaton.setText(self.tr("Pedro Bot's garden (solo)"))
        self.automaton.setToolTip(self.tr("Pedro Bot plays on a blank grid: no printed spaces"))
        self.show_game_layout()
        for i in range(1, self.layout_box.count()):
            self.layout_box.setItemText(i, _layout_text(self.layout_box.itemData(i)))
        self.scene.retranslate()

    def show_game_layout(self) -> None:
        """The first choice of the garden's layout names the game's layout it stands for."""
        self.layout_box.setItemText(
            0, self.tr("The game's layout: {layout}").format(layout=_layout_text(self.helper.file_layout() or "P1"))
        )


class SanssouciScoreHelper(ScoreHelperBase):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(GAME, parent)
        self.file_custom: list = []
        self._overridden = {"row_bonus": False, "column_bonus": False, "mission_points": False}
        self._problems: dict[int, list] = {}  # each player's problems, from mark_problems
        self._loading = False

        opts = QVBoxLayout(self.options_area)
        opts.setContentsMargins(4, 2, 4, 2)
        opts.addLayout(self._build_layout_line())
        opts.addWidget(self._build_palette())
        self.choose("ornament")
        opts.addWidget(self._build_bonus_tables())
        self.retranslate()

    def _build_layout_line(self) -> QHBoxLayout:
        """The file's garden layout, its note and the helper's message, on one line."""
        line = QHBoxLayout()
        self.layout_label = PlainLabel()
        self.layout_box = QComboBox()
        for lay in (*data.LAYOUT_IDS, data.CUSTOM_LAYOUT):
            self.layout_box.addItem("", lay)
        self.layout_box.currentIndexChanged.connect(self._file_layout_changed)
        self.layout_note = PlainLabel(wordWrap=True)
        self.layout_note.setStyleSheet("color: #9a5b00;")
        line.addWidget(self.layout_label)
        line.addWidget(self.layout_box)
        line.addWidget(self.layout_note, 1)
        self.message = PlainLabel()
        self.message.setStyleSheet("color: #8a5a00;")
        line.addWidget(self.message)
        return line

    def _build_palette(self) -> QWidget:
        """The palette (the base's): what a click on a space paints, one tool per brush."""
        tools = self.add_tools(
            [
                Tool(
                    b,
                    partial(self.brush_name, b),
                    key,
                    icon=partial(brush_icon, b),
                    tip=partial(self.brush_tip, b),
                )
                for b, key in zip(BRUSHES, BRUSH_KEYS)
            ],
            icon_size=22,
        )
        self.paint_label = PlainLabel()
        return flow([self.paint_label, *tools.values()])

    def _build_bonus_tables(self) -> QGroupBox:
        """The editable bonus tables (docs/decisions.md §3): row bonus, column bonus
        and mission points, one line each."""
        self.bonus_box = QGroupBox()
        grid = QGridLayout(self.bonus_box)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        self.spins: dict[str, list[QSpinBox]] = {}
        self.bonus_labels: dict[str, QLabel] = {}
        self.bonus_tags: dict[str, QLabel] = {}
        self.reset_buttons: dict[str, QToolButton] = {}
        self.heads: dict[str, list[PlainLabel]] = {}
        defaults = self.default_tables()
        for r, key in enumerate(("row_bonus", "column_bonus", "mission_points")):
            grid.addWidget(self._build_bonus_table(key, defaults[key]), r, 0)
        return self.bonus_box

    def _build_bonus_table(self, key: str, defaults: tuple) -> QWidget:
        """One table: its name, whether it is provisional and its reset, then its
        values; on one line where they fit, the values under the name where not
        (Polish, Spanish)."""
        head_box, values_box = QWidget(), QWidget()
        head_line = QHBoxLayout(head_box)
        head_line.setContentsMargins(0, 0, 10, 0)
        head_line.setSpacing(6)
        lab = PlainLabel()
        self.bonus_labels[key] = lab
        head_line.addWidget(lab)
        spins = []
        heads = []
        values = QHBoxLayout(values_box)
        values.setContentsMargins(0, 0, 0, 0)
        values.setSpacing(4)
        for i, v in enumerate(defaults):
            cell = QHBoxLayout()
            cell.setSpacing(1)
            head = PlainLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if key == "column_bonus":
                head.setPixmap(art.element_pixmap(i + 1).pixmap(18, 18))
            spin = QSpinBox(minimum=-99, maximum=99)
            spin.setValue(v)
            spin.setMaximumWidth(52)
            spin.valueChanged.connect(lambda _v, key=key: self._table_edited(key))
            cell.addWidget(head)
            cell.addWidget(spin)
            values.addLayout(cell)
            spins.append(spin)
            heads.append(head)
        self.spins[key] = spins
        self.heads[key] = heads
        tag = PlainLabel()
        tag.setStyleSheet(
            "color: #9a5b00; border: 1px solid #9a5b00; border-radius: 7px; padding: 0 5px; background: #fff8e1;"
        )
        self.bonus_tags[key] = tag
        head_line.addWidget(tag)
        reset = QToolButton()
        reset.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_BrowserReload))
        reset.clicked.connect(lambda _=False, key=key: self._reset_table(key))
        self.reset_buttons[key] = reset
        head_line.addWidget(reset)
        return flow([head_box, values_box])

    @staticmethod
    def brush_name(b: str) -> str:
        return QCoreApplication.translate("PlayerPage", BRUSH_NAMES[b])

    @staticmethod
    def brush_tip(b: str) -> str:
        return f"{QCoreApplication.translate('PlayerPage', BRUSH_TIPS[b])} ({BRUSH_KEYS[BRUSHES.index(b)]})"

    # -- tables ------------------------------------------------------------------------------
    @staticmethod
    def default_tables() -> dict[str, tuple]:
        return {
            "row_bonus": data.row_bonus(),
            "column_bonus": data.column_bonus(),
            "mission_points": data.mission_points(),
        }

    def tables(self) -> dict[str, tuple]:
        return {k: tuple(s.value() for s in spins) for k, spins in self.spins.items()}

    def _table_edited(self, key: str) -> None:
        if self._loading:
            return
        self._overridden[key] = True
        self._update_tags()
        self.edited(lambda: QCoreApplication.translate("SanssouciScoreHelper", "Bonus values"))

    def _reset_table(self, key: str) -> None:
        self._loading = True
        for s, v in zip(self.spins[key], self.default_tables()[key]):
            s.setValue(v)
        self._loading = False
        self._overridden[key] = False
        self._update_tags()
        self.edited(lambda: QCoreApplication.translate("SanssouciScoreHelper", "Bonus values"))

    def _update_tags(self) -> None:
        for key, tag in self.bonus_tags.items():
            prov = not self._overridden[key] and any(
                data.is_provisional(k) for k in data.TABLE if k.startswith(key + ".")
            )
            tag.setText(label("tag", "provisional") if prov else self.tr("as printed"))
            tag.setToolTip(
                self.tr("Placeholder values: enter the numbers printed on your board.")
                if prov
                else self.tr("You entered these values.")
            )
            self.reset_buttons[key].setEnabled(self._overridden[key])

    # -- file-wide layout -----------------------------------------------------------------------
    def file_layout(self) -> str:
        return self.layout_box.currentData()

    def place_words(self, place: str) -> str | None:
        """A space as the garden shows it: the row by its number, the column by
        its element (drawn above it), never "5,5"."""
        cell = _parse_key(place)
        if cell is None:
            return None
        row, col = cell
        return QCoreApplication.translate("engine", "row {row}, {element} column").format(
            row=row, element=QCoreApplication.translate("sanssouci", data.ELEMENT_NAMES[col - 1])
        )

    def _file_layout_changed(self) -> None:
        if self._loading:
            return
        if self.file_layout() == data.CUSTOM_LAYOUT and not self.file_custom:
            self.file_custom = sorted(printed_cells(self._last_layout, ()) - {(1, c) for c in range(1, data.COLS + 1)})
        self._last_layout = self.file_layout()
        self._update_layout_note()
        for page in self.pages():
            page.show_game_layout()
        self.edited(lambda: QCoreApplication.translate("SanssouciScoreHelper", "Garden layout"))

    _last_layout = "P1"

    def _update_layout_note(self) -> None:
        lay = self.file_layout()
        if lay in data.LAYOUT_IDS and data.is_provisional(f"layout.{lay}"):
            self.layout_note.setText(
                self.tr(
                    "Provisional layouts are stand-ins, not the printed boards: "
                    "check the printed spaces, or draw a custom layout."
                )
            )
        elif lay == data.CUSTOM_LAYOUT:
            self.layout_note.setText(self.tr('Custom layout: paint the printed spaces with the "Printed space" brush.'))
        else:
            self.layout_note.setText("")

    def say(self, text: str) -> None:
        self.message.setText(text)

    # -- ScoreHelperBase hooks -------------------------------------------------------------------
    def make_player_page(self, index: int) -> QWidget:
        page = PlayerPage(self, index)
        page.edited.connect(self._page_edited)
        self.watch_strokes(page.scene)
        return page

    def _page_edited(self, text: StepName) -> None:
        self.message.setText("")
        self.edited(text)

    def focus_after_proposal(self, index: int) -> None:
        """The spaces are proposed: the track, the nobles and the missions are typed next."""
        page = self.tabs.widget(index)
        if isinstance(page, PlayerPage):
            page.track.setFocus(Qt.FocusReason.OtherFocusReason)
            page.track.selectAll()

    def pages(self) -> list[PlayerPage]:
        return [w for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), PlayerPage)]

    def empty_dict(self, players: int) -> dict[str, Any]:
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": GAME.id,
            "options": {"layout": "P1"},
            "players": [
                {
                    "name": self.tr("Player {n}").format(n=i + 1),
                    "track_score": 0,
                    "cells": {},
                    "nobles": [0] * data.COLS,
                    "missions": [],
                }
                for i in range(players)
            ],
        }

    def to_dict(self) -> dict[str, Any]:
        options: dict[str, Any] = {"layout": self.file_layout()}
        if self.file_layout() == data.CUSTOM_LAYOUT:
            options["printed"] = [_cell_key(r, c) for r, c in sorted(self.file_custom)]
        for key, done in self._overridden.items():
            if done:
                options[key] = list(self.tables()[key])
        players = [page.player_dict(self.tab_name(i)) for i, page in enumerate(self.pages())]
        return {"format": "gardenapp-board", "version": 1, "game": GAME.id, "options": options, "players": players}

    def load_dict(self, d: dict[str, Any]) -> None:
        self._loading = True
        try:
            options = d.get("options", {}) if isinstance(d.get("options", {}), dict) else {}
            lay = options.get("layout", "P1")
            idx = self.layout_box.findData(lay)
            self.layout_box.setCurrentIndex(max(0, idx))
            self._last_layout = self.file_layout()
            self.file_custom = [c for c in (_parse_key(t) for t in options.get("printed", []) or []) if c]
            defaults = self.default_tables()
            for key, spins in self.spins.items():
                values = options.get(key)
                ok = isinstance(values, list) and len(values) == len(spins) and all(isinstance(v, int) for v in values)
                self._overridden[key] = ok
                for s, v in zip(spins, values if ok and isinstance(values, list) else defaults[key]):
                    s.setValue(v)
            for page, p in zip(self.pages(), d.get("players", [])):
                page.load(p if isinstance(p, dict) else {})
        finally:
            self._loading = False
        self._update_tags()
        self._update_layout_note()
        for page in self.pages():
            page.show_game_layout()

    def proposal(
        self, index: int, samples: dict, data_: dict[str, Any], sampler: Sampler | None = None
    ) -> dict[str, Any]:
        """Tiles read from the photo (prefill.propose, measured on the board in
        the picture, docs/architecture.md §6.5); the nobles stay the person's. ``sampler``:
        the photo and its alignment (default: the photo aligned under the grid)."""
        sampler = sampler or Sampler.from_scene(self.board_scene(index))
        points = sampler.cells(self.board_scene(index)) if sampler is not None else {}
        players = list(data_["players"])
        players[index] = propose(players[index], points, self.pages()[index].printed())
        return dict(data_, players=players)

    # -- problems and results: the base parses and scores once per edit ------------------------------
    def mark_problems(self, index: int, problems) -> None:
        super().mark_problems(index, problems)  # the spaces a problem names, ringed in red
        self._problems[index] = list(problems)

    def sheet_updated(self, sheet) -> None:
        """Each garden drawn again: its problems beside it (tooltips on the spaces
        they name), the §7 warnings on their spaces, and the ✓ of the bonuses the
        scorer counted (a player with a problem has none)."""
        tr = QCoreApplication.translate
        shown = self.score.score_model.sheet  # the others keep theirs while one has a problem
        names = [self.tab_name(i) for i in range(self.tabs.count())]
        for i, page in enumerate(self.pages()):
            problems = self._problems.get(i, [])
            marks: dict = {}
            tips: dict = {}
            texts = [self.problem_sentence(p) for p in problems]
            for p in problems:
                path = p.path
                cell = _parse_key(path[3]) if len(path) > 3 and path[2] == "cells" else None
                if cell is not None:
                    tips[cell] = p.message.render(tr)
            for w in sheet.warnings if sheet is not None else ():
                if w.params.get("player") != names[i]:
                    continue
                texts.append(w.render(tr))
                at = w.params.get("at")  # the space a warning names ("row,col"; its text says it in words)
                cell = _parse_key(at) if isinstance(at, str) else None
                if cell is not None:
                    marks[cell] = "warning"
                    tips[cell] = w.render(tr)
            lines: tuple = ((), ())
            if shown is not None and not problems and i < len(shown.players):
                scored = shown.players[i]
                lines = completed_lines(scored.rule("rows").where, scored.rule("columns").where)
            page.update_view(names[i], marks, tips, texts, lines)
        self._problems = {}

    def retranslate(self) -> None:
        super().retranslate()
        self.paint_label.setText(QCoreApplication.translate("PlayerPage", "Paint the garden"))
        self.layout_label.setText(self.tr("Garden layout"))
        for i in range(self.layout_box.count()):
            self.layout_box.setItemText(i, _layout_text(self.layout_box.itemData(i)))
        self.bonus_box.setTitle(self.tr("Bonus values (as printed on your board)"))
        self.bonus_labels["row_bonus"].setText(self.tr("Completed row"))
        self.bonus_labels["column_bonus"].setText(self.tr("Completed column"))
        self.bonus_labels["mission_points"].setText(self.tr("Mission, by noble row"))
        for i, h in enumerate(self.heads["row_bonus"]):
            h.setText(str(i + 1))
            h.setToolTip(self.tr("Row {row} ({colour})").format(row=i + 1, colour=art.colour_name(i + 1)))
        for i, h in enumerate(self.heads["column_bonus"]):
            h.setToolTip(art.element_name(i + 1))
        for i, h in enumerate(self.heads["mission_points"]):
            h.setText(str(i))
            h.setToolTip(self.tr("Noble on the terrace") if i == 0 else self.tr("Noble in row {row}").format(row=i))
        for b in self.reset_buttons.values():
            b.setToolTip(self.tr("Reset: back to the provisional values"))
        self._update_tags()
        self._update_layout_note()
        for page in self.pages():
            page.retranslate()
