"""What every score helper shares ("Score a finished game").

One tab per player, the game's own editor in each tab, the live breakdown
beside it, problems shown inline as they appear, undo/redo of every edit
(QUndoStack over snapshots of the board file), and save/open of the
finished-board file of docs/formats.md §1. A game's helper subclasses it and
implements ``make_player_page``, ``to_dict`` and ``load_dict``; the scoring
is the game's one scorer, exactly what ``gardenapp score`` prints.

The base also owns (docs/architecture.md §6):

* the palette: a game declares its ``Tool``s (id, label, icon, key) with
  ``add_tools`` and lays out the buttons it gets back (``flow`` wraps a row
  of them to the room there is, in every language); the base makes the
  buttons, their shortcut keys (which still work while a number box has
  the focus, digits excepted), the current tool of each group and the
  labels in the current language;
* one stroke mechanism (``watch_strokes``): a press-drag-release is one
  undo step;
* one parse and one score per edit (``recompute``; ``board`` is the parsed
  board for the game's hooks), and a language switch that only re-renders
  the texts (``show_results``);
* problems marked on the places their structured ``Problem.path`` names,
  in sentences without file paths (``problem_sentence``).
"""

from __future__ import annotations

import copy
import datetime
import functools
import math
import os
import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QObject, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPixmap,
    QPolygonF,
    QShortcut,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QButtonGroup,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QGraphicsView,
    QHBoxLayout,
    QInputDialog,
    QLayout,
    QLayoutItem,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.boardfile import EARLIEST_PLAYED_ON, PLAYED_ON, played_on
from ..core.checker import Checker, check_numbers
from ..core.errors import BoardFileError, Problem, ProblemsError
from ..core.files import PathRefusedError, read_json, resolve_inside, write_json_atomic
from ..core.game import Game
from ..core.history import SCORED
from ..core.messages import QT_TRANSLATE_N_NOOP, Message, printable
from ..core.names import name_problem, normalise_name
from . import autosave, plaintext
from .export import ScorePage, sheet_tsv, write_csv, write_pdf, write_png
from .history import Kept
from .i18n import os_error_text
from .photo import (
    PhotoError,
    PhotoPane,
    aligned_photo,
    alignment_quad,
    board_quad,
    load_photo,
    on_photo,
    photo_problem,
    photo_under_board,
    polygon_points,
    remove_photo,
    sample_cells,
    set_see_through,
)
from .plaintext import PlainLabel, no_mnemonic
from .scoretable import ScoreTable
from .settings import app_settings, remember_splitter


def _opens_from(folder: str, photo: str) -> bool:
    """Whether a board file in ``folder`` naming ``photo`` would open it
    (the rule of core.files.resolve_inside; a missing photo would)."""
    try:
        resolve_inside(folder, os.path.relpath(photo, folder))
    except PathRefusedError as exc:
        return exc.kind == "missing"
    except ValueError:  # another drive
        return False
    return True


def _sound_corners(value: Any) -> bool:
    """Four [x, y] pairs of finite numbers (photo_corners as the file's reader checks it)."""
    return (
        isinstance(value, list)
        and len(value) == 4
        and all(
            isinstance(pair, list)
            and len(pair) == 2
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in pair)
            for pair in value
        )
    )


def _read_frames(value: Any) -> dict[int, QPolygonF]:
    """An autosave's frames (player index -> four scene points), the sound ones."""
    out: dict[int, QPolygonF] = {}
    if isinstance(value, dict):
        for key, points in list(value.items())[:8]:
            if isinstance(key, str) and key.isdigit() and len(key) < 3 and _sound_corners(points):
                if all(abs(v) < 1e7 for pair in points for v in pair):
                    out[int(key)] = QPolygonF([QPointF(x, y) for x, y in points])
    return out


@dataclass(frozen=True)
class Tool:
    """One entry of a score helper's palette, as the game declares it."""

    id: Hashable
    label: Callable[[], str]  # the text in the current language (key added by the base)
    key: str = ""  # its shortcut, e.g. "1", "X", "Shift+R"
    icon: Callable[[], QIcon] | None = None  # its swatch or picture
    tip: Callable[[], str] | None = None  # a longer tooltip (default: the label and the key)
    group: str = "tool"  # one tool of each group is current ("tool": what a click paints)
    toggle: bool = False  # a switch of its own (on or off) instead of a choice in a group
    lettered: bool = False  # the icon carries translated text: drawn again after a switch


class FlowLayout(QLayout):
    """Items left to right, wrapping onto the next line when the room ends
    (a palette row that fits its width in every language)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 3):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt override
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt override
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt override
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt override
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt override
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """All on one line (what it asks for; it wraps when given less)."""
        shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
        m = self.contentsMargins()
        width = sum(h.width() for h in shown) + self.spacing() * max(0, len(shown) - 1)
        height = max((h.height() for h in shown), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt override
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        gap = self.spacing()
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y, line = area.x(), y + line + gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + gap
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


def drawn_icon(draw: Callable[[QPainter, QRectF], None], size: int = 24) -> QIcon:
    """An icon drawn by ``draw(painter, rect)`` (a palette swatch)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, QRectF(0, 0, size, size))
    painter.end()
    return QIcon(pixmap)


def flow(widgets: Iterable[QWidget], parent: QWidget | None = None, spacing: int = 3) -> QWidget:
    """A widget holding ``widgets`` in a FlowLayout."""
    box = QWidget(parent)
    layout = FlowLayout(box, spacing)
    for w in widgets:
        layout.addWidget(w)
    policy = box.sizePolicy()
    policy.setHeightForWidth(True)
    policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
    box.setSizePolicy(policy)
    return box


class _PaletteKeys(QObject):
    """On a number box with the focus, lets through to the palette's
    shortcuts the keys the box has no use for (letters; digits, signs and
    editing keys stay the box's)."""

    def __init__(self, helper: "ScoreHelperBase"):
        super().__init__(helper)
        self.helper = helper

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            text = event.text()
            if text and not (text.isdigit() or text in "+-.,") and self.helper.is_palette_key(event):
                event.ignore()  # not the box's: Qt then runs the shortcut
                return True
        return False


#: An undo step's name: a text, or a function giving it in the language shown now
#: (such a step is renamed on a language switch).
StepName = str | Callable[[], str]


class _Snapshot(QUndoCommand):
    """One edit, kept as the file before and after it."""

    TYPING = 1  # the id of an edit typed in a number box: the keystrokes of one number merge

    def __init__(
        self, helper: "ScoreHelperBase", before: dict, after: dict, text: StepName, typed_in: QWidget | None = None
    ):
        super().__init__(text() if callable(text) else text)
        self.name = text
        self.helper, self.before, self.after = helper, before, after
        self.typed_in = typed_in
        self._first = True

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self.TYPING if self.typed_in is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt override
        """Typing 61 is one edit, not '6' then '61' (docs/architecture.md §6.6)."""
        if not isinstance(other, _Snapshot) or other.typed_in is not self.typed_in:
            return False
        self.after = other.after
        return True

    def retranslate(self) -> None:
        if callable(self.name):
            self.setText(self.name())

    def redo(self) -> None:
        if self._first:  # the edit is already on screen
            self._first = False
            return
        self.helper._restore(self.after)

    def undo(self) -> None:
        self.helper._restore(self.before)


class ScoreHelperBase(QWidget):
    max_players: int
    min_players: int

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._keep)  # every edit, undo and redo
        self.undo_stack.cleanChanged.connect(self._keep)  # saved
        self._restoring = False
        self._current: dict[str, Any] | None = None
        self.path: str | None = None

        self.toolbar = QToolBar()
        self._build_file_actions()
        self._build_player_actions()
        self._build_export_menu()
        self._build_toolbar()

        self.options_area = QWidget()  # the game puts file-wide options here
        self.tabs = QTabWidget()
        self.tabs.currentChanged.connect(self._show_photo)
        self._build_photos()
        self._build_palette_state()
        editor = self._build_editor()
        side = self._build_side()
        self._build_splitter(editor, side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.splitter, 1)
        self.retranslate_base()

    def _build_file_actions(self) -> None:
        """New, Open, Save, and Undo and Redo over the undo stack."""
        self.act_new = QAction(self)
        self.act_new.triggered.connect(self.clear_all)
        self.act_open = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Open))
        self.act_open.triggered.connect(self.open_file)
        self.act_save = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Save))
        self.act_save.triggered.connect(self.save_file)
        # Undo and Redo keep their short labels (the toolbar must not jump as
        # the step's name changes); the step they undo is their tooltip.
        self.act_undo = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Undo), enabled=False)
        self.act_undo.triggered.connect(self.undo_stack.undo)
        self.act_redo = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Redo), enabled=False)
        self.act_redo.triggered.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.act_undo.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.act_redo.setEnabled)
        self.undo_stack.undoTextChanged.connect(self.act_undo.setToolTip)
        self.undo_stack.redoTextChanged.connect(self.act_redo.setToolTip)

    def _build_player_actions(self) -> None:
        """Add, remove and rename a player, and choose their photo."""
        self.act_add = QAction(self)
        self.act_add.triggered.connect(self.add_player)
        self.act_remove = QAction(self)
        self.act_remove.triggered.connect(self.remove_player)
        self.act_rename = QAction(self)
        self.act_rename.triggered.connect(self.rename_player)
        self.act_photo = QAction(self)
        self.act_photo.triggered.connect(self.choose_photo)

    def _build_export_menu(self) -> None:
        """Results you can keep (docs/architecture.md §6.9): PDF, PNG, CSV, copy,
        print and the history, in one Export menu."""
        self.act_pdf = QAction(self)
        self.act_pdf.triggered.connect(lambda: self.export("pdf"))
        self.act_png = QAction(self)
        self.act_png.triggered.connect(lambda: self.export("png"))
        self.act_csv = QAction(self)
        self.act_csv.triggered.connect(lambda: self.export("csv"))
        self.act_copy = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Copy))
        self.act_copy.triggered.connect(self.copy_table)
        self.act_print = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Print))
        self.act_print.triggered.connect(self.print_sheet)
        self.act_history = QAction(self)
        self.act_history.triggered.connect(self.add_to_history)
        self.export_menu = QMenu(self)
        for a in (self.act_pdf, self.act_png, self.act_csv, self.act_copy, self.act_print):
            self.export_menu.addAction(a)
        self.export_menu.addSeparator()
        self.export_menu.addAction(self.act_history)
        self.act_export = QAction(self)
        self.act_export.setMenu(self.export_menu)

    def _build_toolbar(self) -> None:
        """The toolbar: the actions in their order, then How to play."""
        for a in (
            self.act_new,
            self.act_open,
            self.act_save,
            self.act_undo,
            self.act_redo,
            self.act_add,
            self.act_remove,
            self.act_rename,
            self.act_photo,
            self.act_export,
        ):
            self.toolbar.addAction(a)
        # How to play this game (docs/architecture.md §6.12): the page in the current language.
        self.act_rules = QAction(self)
        self.act_rules.triggered.connect(lambda: self.show_rules_page())
        self.toolbar.addAction(self.act_rules)
        export_button = self.toolbar.widgetForAction(self.act_export)
        if isinstance(export_button, QToolButton):
            export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

    def _build_photos(self) -> None:
        """One photo per player (docs/architecture.md §6.4): what is kept of them
        and the pane that shows them."""
        # Absolute paths in memory, kept in the board file relative to it; the
        # corners aligned on each.
        self._photos: dict[int, str] = {}
        # The alignment of each photo, part of the entry (kept in the file
        # as photo_corners, docs/formats.md §1.2): the points of the photo,
        # as fractions of its width and height, on the centres of the four
        # spaces photo.alignment_spaces names. _corners: the same points in
        # the pixels of the photo shown, once it is under the grid.
        self._alignment: dict[int, list[list[float]]] = {}
        self._corners: dict[int, list] = {}
        self._exact: dict[int, tuple] = {}  # the points as clicked (pixels), for the fractions they were saved as
        self._resume_frames: dict[int, Any] = {}  # where on the grid (an autosave of a growing grid says)
        # Photos a board file named (path -> the file's real folder): checked
        # against that folder at every load, so a link put there later cannot
        # lead out. A photo picked with Photo..., or one an autosave or the
        # history keeps (the app wrote them, from photos picked or confined
        # when opened), is trusted where it is; load_photo still takes only a
        # bounded regular file.
        self._confined: dict[str, str] = {}
        # The photos the last opened file named that were refused (index ->
        # why): listed while that Open is not undone.
        self._refused_photos: dict[int, Message] = {}
        self._refused_by: QUndoCommand | None = None
        self.photo_pane = PhotoPane()
        self.photo_pane.aligned.connect(self._aligned)
        self.photo_pane.opacityChanged.connect(self._grid_opacity)
        self.photo_pane.propose_button.clicked.connect(self.propose_from_photo)
        self.photo_pane.hide()

    def _build_palette_state(self) -> None:
        """The palette (docs/architecture.md §6): what the game declares with
        add_tools, and the keys that pick a tool."""
        self.palette_tools: dict[Hashable, Tool] = {}
        self.tool_buttons: dict[Hashable, QToolButton] = {}
        self._groups: dict[str, QButtonGroup] = {}
        self._current_tools: dict[str, Hashable] = {}
        self._toggles: dict[Hashable, bool] = {}
        self._keys: set[str] = set()
        self._key_filter = _PaletteKeys(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _build_editor(self) -> QWidget:
        """The editing column: file-wide options above, the palette left of the
        players' tabs."""
        editor = QWidget()
        editor_layout = QVBoxLayout(editor)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.addWidget(self.options_area)
        # a palette column, when the game has one, sits left of the players' tabs
        self.palette_area = QWidget()
        self.body = QHBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(self.palette_area)
        self.body.addWidget(self.tabs, 1)
        editor_layout.addLayout(self.body, 1)
        return editor

    def _build_side(self) -> QWidget:
        """The side column: the result, the score table and the problems."""
        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.score_title = PlainLabel()
        self.score_title.setStyleSheet("font-weight: bold;")
        self.result = PlainLabel(wordWrap=True)
        self.result.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.score = ScoreTable()
        self.score.ruleHovered.connect(self.light_rule)
        self.score.ruleClicked.connect(self.show_rule)
        self.score.ruleActivated.connect(self.show_rules_page)
        # Said once a board is added to the history (a first Add said nothing).
        self.kept_note = PlainLabel(wordWrap=True)
        self.kept_note.setStyleSheet("color: #2f6b2f;")
        self.kept_note.hide()
        # The day the game was played (docs/formats.md §1.2): the history's date and the sheet's,
        # set when an entry starts, so a board entered or resumed days later keeps its day.
        self._played_on: datetime.date | None = None
        self.played_on_label = PlainLabel()
        self.played_on_edit = QDateEdit()
        self.played_on_edit.setCalendarPopup(True)
        self.played_on_edit.setDisplayFormat("yyyy-MM-dd")
        self.played_on_edit.setMinimumDate(
            QDate(EARLIEST_PLAYED_ON.year, EARLIEST_PLAYED_ON.month, EARLIEST_PLAYED_ON.day)
        )
        self.played_on_edit.dateChanged.connect(self._played_on_changed)
        self.played_on_label.setBuddy(self.played_on_edit)
        self.problems_title = PlainLabel()
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        day_row = QHBoxLayout()
        day_row.addWidget(self.played_on_label)
        day_row.addWidget(self.played_on_edit)
        day_row.addStretch(1)
        side_layout.addLayout(day_row)
        side_layout.addWidget(self.score_title)
        side_layout.addWidget(self.result)
        side_layout.addWidget(self.kept_note)
        side_layout.addWidget(self.score, 2)
        side_layout.addWidget(self.problems_title)
        side_layout.addWidget(self.problems, 1)
        return side

    def _build_splitter(self, editor: QWidget, side: QWidget) -> None:
        """Photo, editor and side in a splitter whose sizes are remembered per game."""
        splitter = self.splitter = QSplitter()
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.photo_pane)
        splitter.addWidget(editor)
        splitter.addWidget(side)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 1)
        self._remembered = bool(app_settings().value(f"layout/score/{self.game.id}", ""))
        remember_splitter(splitter, f"score/{self.game.id}")

    # -- the players' names on the tabs -----------------------------------------------
    def set_tab_name(self, i: int, name: str) -> None:
        """Tab ``i`` shows ``name`` as itself (a ``&`` is not a shortcut mark)."""
        self.tabs.tabBar().setTabData(i, name)
        self.tabs.setTabText(i, no_mnemonic(name))

    def tab_name(self, i: int) -> str:
        """The name of player ``i`` as entered (not the tab's escaped text)."""
        name = self.tabs.tabBar().tabData(i)
        return name if isinstance(name, str) else self.tabs.tabText(i)

    # -- hooks for the game's helper ------------------------------------------------
    def make_player_page(self, index: int) -> QWidget:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """The finished-board file as entered now (docs/formats.md §1)."""
        raise NotImplementedError

    def load_dict(self, data: dict[str, Any]) -> None:
        """Show a file's content in the editors (called with signals quiet)."""
        raise NotImplementedError

    def empty_dict(self, players: int) -> dict[str, Any]:
        raise NotImplementedError

    def retranslate(self) -> None:
        """After a language switch: every text again, nothing parsed or scored again."""
        self.retranslate_base()
        self.show_results()
        self._settle_inputs()

    def _settle_inputs(self) -> None:
        """Every page's combo boxes, whichever game made them, fit their
        choices, whose words change length with the language."""
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def tool_chosen(self, tool: Hashable) -> None:
        """A palette tool was chosen (a click or its key) or a switch flipped."""

    # -- the palette --------------------------------------------------------------------
    def add_tools(
        self,
        tools: Iterable[Tool],
        *,
        icon_size: int = 24,
        style: Qt.ToolButtonStyle = Qt.ToolButtonStyle.ToolButtonTextBesideIcon,
    ) -> dict[Hashable, QToolButton]:
        """Buttons for ``tools`` (their keys bound; the first tool of each
        group current): the game lays them out."""
        made: dict[Hashable, QToolButton] = {}
        for tool in tools:
            button = QToolButton()
            button.setCheckable(True)
            button.setToolButtonStyle(style if tool.icon is not None else Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setIconSize(QSize(icon_size, icon_size))
            button.setMinimumHeight(icon_size + 8)  # one height for the buttons with and without icons
            if tool.icon is not None:
                button.setIcon(tool.icon())
            if tool.toggle:
                self._toggles[tool.id] = False
                button.clicked.connect(lambda on, i=tool.id: self.choose(i, on))
            else:
                group = self._groups.get(tool.group)
                if group is None:
                    group = self._groups[tool.group] = QButtonGroup(self)
                    self._current_tools[tool.group] = tool.id
                    button.setChecked(True)
                group.addButton(button)
                button.clicked.connect(lambda _=False, i=tool.id: self.choose(i))
            if tool.key:
                self.bind_key(tool.key, functools.partial(self._palette_key, tool.key, tool.id))
            self.palette_tools[tool.id] = tool
            self.tool_buttons[tool.id] = made[tool.id] = button
        self._label_tools(made)
        return made

    def _palette_key(self, key: str, tool_id: Hashable) -> None:
        if not self.key_on_board(key):
            self.choose(tool_id)

    def key_on_board(self, key: str) -> bool:
        """A palette key the board under the pointer takes first (True: taken;
        e.g. Harmonies' 1/2/3 on a proposed stack set its height)."""
        return False

    def bind_key(self, key: str, slot: Callable[[], Any]) -> QShortcut:
        """A palette key anywhere in the helper (a number box lets it through)."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        self._keys.add(QKeySequence(key).toString())
        return shortcut

    def is_palette_key(self, event: QKeyEvent) -> bool:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return QKeySequence(event.keyCombination().key() | mods).toString() in self._keys

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, QAbstractSpinBox) and self.isAncestorOf(new):
            new.installEventFilter(self._key_filter)  # once: Qt keeps one copy of a filter

    def choose(self, tool_id: Hashable, on: bool | None = None) -> None:
        """Make ``tool_id`` the current tool of its group (a switch: turn it
        ``on``, or flip it), as its button or its key does."""
        tool = self.palette_tools[tool_id]
        button = self.tool_buttons[tool_id]
        if tool.toggle:
            self._toggles[tool_id] = (not self._toggles[tool_id]) if on is None else bool(on)
            button.setChecked(self._toggles[tool_id])
        else:
            self._current_tools[tool.group] = tool_id
            button.setChecked(True)
        self.tool_chosen(tool_id)

    def current(self, group: str = "tool") -> Hashable:
        return self._current_tools[group]

    @property
    def tool(self) -> Hashable:
        """What a click on the board does now."""
        return self._current_tools.get("tool")

    def is_on(self, tool_id: Hashable) -> bool:
        return self._toggles[tool_id]

    def _label_tools(self, buttons: dict[Hashable, QToolButton], icons: bool = False) -> None:
        for tool_id, button in buttons.items():
            tool = self.palette_tools[tool_id]
            label = tool.label()
            shown = f"{label} ({tool.key})" if tool.key else label
            button.setText(shown)  # an icon-only button keeps it for tests and screen readers
            button.setToolTip(tool.tip() if tool.tip is not None else shown)
            button.setAccessibleName(shown)
            if icons and tool.lettered and tool.icon is not None:
                button.setIcon(tool.icon())

    # -- shared behaviour -------------------------------------------------------------
    def retranslate_base(self) -> None:
        self.act_new.setText(self.tr("Clear"))
        self.played_on_label.setText(self.tr("Played on"))
        self.played_on_edit.setSpecialValueText(self.tr("not given"))
        # Wide enough for "not given" in every language, not only for a date.
        widest = max(
            self.played_on_edit.fontMetrics().horizontalAdvance(t) for t in (self.tr("not given"), "8888-88-88")
        )
        self.played_on_edit.setMinimumWidth(widest + 48)  # the text, the arrow button and the frame
        self.played_on_edit.setToolTip(self.tr("The day the game was played: the history and the score sheet show it"))
        self.act_open.setText(self.tr("Open…"))
        self.act_save.setText(self.tr("Save…"))
        self.act_undo.setText(self.tr("Undo"))
        self.act_redo.setText(self.tr("Redo"))
        self.act_add.setText(self.tr("Add player"))
        self.act_remove.setText(self.tr("Remove player"))
        self.act_rename.setText(self.tr("Rename player"))
        self.act_photo.setText(self.tr("Photo…"))
        self.act_export.setText(self.tr("Export"))
        self.act_pdf.setText(self.tr("Score sheet as PDF…"))
        self.act_png.setText(self.tr("Score sheet as picture…"))
        self.act_csv.setText(self.tr("Table as CSV…"))
        self.act_copy.setText(self.tr("Copy the table"))
        self.act_print.setText(self.tr("Print…"))
        self.act_history.setText(self.tr("Add to the history"))
        self.act_photo.setToolTip(self.tr("Show a photo of the physical board beside the grid"))
        self.act_rules.setText(self.tr("Rules"))
        self.act_rules.setToolTip(self.tr("How to play this game"))
        self.score_title.setText(self.tr("Score"))
        self.problems_title.setText(self.tr("Problems and warnings"))
        self.score.retranslate()
        self.photo_pane.retranslate()  # shown or not, it never gets a LanguageChange of its own in time
        self._label_tools(self.tool_buttons, icons=True)
        self._retranslate_default_names()
        self._retranslate_steps()

    def _retranslate_steps(self) -> None:
        """The undo steps named by a function take the new language's name, and
        Undo's and Redo's tooltips (the step they undo) follow."""
        for i in range(self.undo_stack.count()):
            command = self.undo_stack.command(i)
            if isinstance(command, _Snapshot):
                command.retranslate()
        self.act_undo.setToolTip(self.undo_stack.undoText())
        self.act_redo.setToolTip(self.undo_stack.redoText())

    def _default_name_pattern(self) -> str:
        return self.tr("Player {n}")

    def unnamed_players(self) -> list[int]:
        """The tabs whose player still has the default name ("Player 2", in the language shown)."""
        pattern = re.compile(re.escape(self._default_name_pattern()).replace(re.escape("{n}"), r"\d+") + r"\Z")
        return [i for i in range(self.tabs.count()) if pattern.match(self.tab_name(i))]

    def _retranslate_default_names(self) -> None:
        """A player still called by the default name of the language shown before
        ("Player 2") takes the current language's ("Gracz 2"); a name a person typed
        stays. Not an undo step: nothing the person entered changes."""
        old = getattr(self, "_shown_default", None)
        new = self._default_name_pattern()
        self._shown_default = new
        if old is None or old == new or self._current is None or getattr(self, "_restoring", False):
            return
        pattern = re.compile(re.escape(old).replace(re.escape("{n}"), r"(\d+)") + r"\Z")
        data = copy.deepcopy(self._current)
        changed = False
        for p in data.get("players", []):
            m = pattern.match(str(p.get("name", "")))
            if m:
                p["name"] = new.format(n=int(m.group(1)))
                changed = True
        if changed:
            self._restore(data)

    _sized = False

    def showEvent(self, event) -> None:
        """The first time: the editor gets the room the score does not need
        (unless the person dragged the splitter before: that is kept)."""
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            if not self._remembered:
                total = sum(self.splitter.sizes()) or self.width()
                side_pane = self.splitter.widget(2)
                assert side_pane is not None, "the splitter holds the photo, the editor and the side pane"
                side = max(side_pane.minimumSizeHint().width(), int(total * 0.27))
                self.splitter.setSizes([0, total - side, side])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def start(self, players: int = 2) -> None:
        self._restore(self._new_entry(players))
        self.undo_stack.clear()

    def _new_entry(self, players: int) -> dict[str, Any]:
        """An empty entry, played today."""
        return {**self.empty_dict(players), PLAYED_ON: datetime.date.today().isoformat()}

    # -- nothing lost ---------------------------------------------------------------------
    _autosave_failed = False
    _kept = False  # this helper wrote the slot (a fresh helper leaves an older entry alone)

    def _slot(self) -> autosave.Slot:
        return autosave.Slot(self.game.id, "score")

    def has_unsaved_changes(self) -> bool:
        return not self.undo_stack.isClean()

    def _keep(self, *_: Any) -> None:
        """The entry as it is now goes to the autosave slot; a saved (clean)
        entry needs none, and neither does an empty one (nothing to resume)."""
        slot = self._slot()
        try:
            if self.has_unsaved_changes() and self._current is not None and not self._is_empty():
                slot.write({"board": self._current, "path": self.path, "frames": self._frames()})
                self._kept = True
            elif self._kept:
                slot.clear()
            self._autosave_failed = False
        except OSError:
            self._autosave_failed = True

    def _is_empty(self) -> bool:
        """Nothing entered: the entry a new helper starts with, for its player count."""
        if not isinstance(self._current, dict):
            return False
        players = self._current.get("players")
        try:
            entered = {k: v for k, v in self._current.items() if k != PLAYED_ON}  # the day alone is no entry
            return isinstance(players, list) and entered == self.empty_dict(len(players))
        except Exception:  # noqa: BLE001 - a game's empty_dict that cannot say: the entry is kept
            return False

    def ask(self, title: str, text: str, buttons, default) -> QMessageBox.StandardButton:
        """A question to the person (tests answer it by replacing this)."""
        return plaintext.question(self, title, text, buttons, default)

    def confirm_discard(self) -> bool:
        """Before Clear or Open replace unsaved changes: save, discard or stay."""
        if not self.has_unsaved_changes():
            return True
        B = QMessageBox.StandardButton
        answer = self.ask(
            self.tr("Unsaved board"),
            self.tr("The board you entered is not saved. Save it first?"),
            B.Save | B.Discard | B.Cancel,
            B.Save,
        )
        if answer == B.Save:
            return self.save_file()
        return answer == B.Discard

    def can_leave(self) -> bool:
        """Home and Quit keep the entry in its autosave (the home screen offers
        it back); only when that could not be written is the person asked."""
        if self.has_unsaved_changes() and self._autosave_failed:
            return self.confirm_discard()
        return True

    def resume(self) -> bool:
        """Continue the autosaved entry (unsaved changes, as they were). The
        file passes the checks of Open before any tab is built; one that
        cannot be read back, holds no board of this game or is beyond what
        Open takes is refused: the person is told, the file set aside."""
        title = self.tr("Resume")
        slot = self._slot()
        board = None
        try:
            kept = slot.read()
            board = kept.get("board") if isinstance(kept, dict) else None
            if isinstance(board, dict) and board.get("game") == self.game.id:
                self._check_editable(board)
        except ProblemsError as exc:
            autosave.refuse(
                self,
                slot,
                title,
                self.tr("The board you were entering cannot be resumed:")
                + "\n"
                + "\n".join(self.problem_sentence(p, self._file_names(board)) for p in exc.problems),
            )
            return False
        if not isinstance(board, dict) or board.get("game") != self.game.id:
            autosave.refuse(
                self,
                slot,
                title,
                self.tr("The board you were entering cannot be resumed:")
                + "\n"
                + self.tr("the kept file holds no finished board of this game."),
            )
            return False
        self._resume_frames = _read_frames(kept.get("frames"))
        if not self._show_file(board, title, tell=False):
            self._resume_frames = {}
            autosave.refuse(
                self,
                slot,
                title,
                self.tr("The board you were entering cannot be resumed:")
                + "\n"
                + self.tr("it has problems the editor cannot show."),
            )
            return False
        path = kept.get("path")
        self.path = path if isinstance(path, str) else None
        self._resume_frames = {}
        self.undo_stack.resetClean()  # still unsaved: it is what the person had not saved
        self._keep()
        return True

    def edited(self, text: StepName = "") -> None:
        """Call after every edit in a page: records undo and rescores."""
        if self._restoring:
            return
        after = self.file_dict()
        before = self._current
        self._current = copy.deepcopy(after)
        if self._stroke is not None:  # painting: one undo step when the stroke ends
            self._stroke[1] = text or self._stroke[1]
        else:
            self._record(before, text)
        self.recompute()

    def _record(self, before: dict | None, text: StepName) -> None:
        """One undo step from ``before`` to the file as it is now (if they differ)."""
        after = self._current
        if before is not None and before != after:
            assert after is not None, "once an edit or a restore has set the file shown, it is never unset"
            focus = QApplication.focusWidget()
            typed_in = focus if isinstance(focus, QAbstractSpinBox) else None
            self.undo_stack.push(_Snapshot(self, before, copy.deepcopy(after), text or self._edit_step, typed_in))

    # A paint stroke (press, drag over cells, release) is one undo step.
    _stroke: list | None = None  # [the file before the stroke, the last edit's text]

    def watch_strokes(self, scene) -> None:
        """Group the edits of each press-drag-release on ``scene`` (a BoardScene)."""
        scene.strokeStarted.connect(self.begin_stroke)
        scene.strokeEnded.connect(self.end_stroke)

    def begin_stroke(self) -> None:
        self.end_stroke()
        self._stroke = [copy.deepcopy(self._current), ""]

    def end_stroke(self) -> None:
        if self._stroke is None:
            return
        before, text = self._stroke
        self._stroke = None
        self._record(before, text)

    def _restore(self, data: dict[str, Any]) -> None:
        self._restoring = True
        try:
            players = data.get("players", [])
            while self.tabs.count() < len(players):
                self.tabs.addTab(self.make_player_page(self.tabs.count()), "")
                self._settle_inputs()
            while self.tabs.count() > len(players):
                w = self.tabs.widget(self.tabs.count() - 1)
                assert w is not None, "the last tab's page (there are more tabs than players)"
                self.tabs.removeTab(self.tabs.count() - 1)
                w.deleteLater()
            exact = dict(self._exact)
            kept = dict(self._photos)
            self.load_dict(self._take_photos(self._take_played_on(data)))
            for i, p in enumerate(players):
                self.set_tab_name(i, str(p.get("name", i + 1)))
        finally:
            self._restoring = False
        self._current = copy.deepcopy(data)
        self._corners, self._exact = {}, {}
        for i in range(self.tabs.count()):  # the alignment is the entry's: undo, redo, Resume and Open keep it
            wanted = self._alignment.get(i)
            same = exact.get(i) if kept.get(i) == self._photos.get(i) else None
            if wanted is not None and self._place_photo(i, wanted, same):
                continue
            if (scene := self.board_scene(i)) is not None:
                remove_photo(scene)
            if (scene := self.board_scene(i)) is not None:
                # Every cell is drawn again from the new content: a cell the
                # game's editor did not touch must not keep the old pieces
                # until the pointer passes over it (docs/architecture.md §6.3).
                scene.update()
        self._show_photo(self.tabs.currentIndex())
        self.recompute()

    # The last parse and score (recompute), shown by show_results.
    board: Any = None  # the parsed board (None while the file has problems)
    _scored: tuple = (None, (), frozenset())  # (sheet, problems, players without a total)

    def recompute(self) -> None:
        """One parse and one score per edit. A player whose entry has a
        problem loses only their own total (when the game scores each board
        on its own); the winner waits until every problem is fixed."""
        data = self._current if self._current is not None else self.file_dict()
        problems: tuple = ()
        blank: frozenset[int] = frozenset()
        self.board = None
        try:
            self.board = self.game.board_from_dict(data)
            sheet = self.game.score_board(self.board)
        except BoardFileError as exc:
            self.board = None
            problems = exc.problems
            sheet, blank = self._others_scored(data, problems)
        self._scored = (sheet, tuple(problems), blank)
        self.score.set_sheet(sheet, final=True, blank=blank)
        self.show_results()
        self._see_through()  # what the edit drew anew is as see-through as the rest

    def show_results(self) -> None:
        """The result line, the problem list and the marks of the last
        recompute, in the current language (a language switch calls this
        alone: nothing is parsed or scored again)."""
        sheet, problems, blank = self._scored
        tr = QCoreApplication.translate
        self.problems.clear()
        if problems:
            names = ", ".join(self.tab_name(i) for i in sorted(blank))
            self.result.setText(
                self.tr("Fix the problems of {names} to see the result.").format(names=names)
                if sheet is not None
                else self.tr("Not scored yet: fix the problems below.")
            )
        elif sheet is not None:
            self.result.setText(sheet.result().render(tr))
        kept = self._in_history is not None and self._in_history == self._current
        self.kept_note.setVisible(kept)
        if kept:
            self.kept_note.setText(self.tr("Added to the history: its statistics and charts count this game."))
        for p in problems:
            self._add_problem(self.problem_sentence(p), error=True)
        # The warnings of the boards that are scored (a player's problem blanks
        # only their own column): a mismatch elsewhere is not kept back.
        for w in sheet.warnings if sheet is not None else ():
            self._add_problem(self.warning_sentence(w), error=False)
        for text in self._photo_warnings():  # a missing photo is a warning, never an error
            self._add_problem(text, error=False)
        self._mark_tabs(problems)
        for i in range(self.tabs.count()):
            self.mark_problems(i, [p for p in problems if p.player == i])
        self.mark_shared_problems([p for p in problems if p.player is None])
        self.sheet_updated(None if problems else sheet)

    def _others_scored(self, data: dict[str, Any], problems) -> tuple[Any, frozenset[int]]:
        """The sheet with each player who has a problem replaced by an empty
        entry (their column then shows no score), or (None, {}) when a
        problem is not a player's or the game's scores depend on each other."""
        bad = {p.player for p in problems}
        players = len(data.get("players", [])) if isinstance(data.get("players"), list) else 0
        if None in bad or len(bad) >= players or not self.game.descriptor.independent_scores:
            return None, frozenset()
        trial = copy.deepcopy(data)
        for i in bad:
            trial["players"][i] = self.blank_entry(i, trial)
        try:
            return self.game.score_board(self.game.board_from_dict(trial)), frozenset(bad)
        except (BoardFileError, KeyError, IndexError, TypeError, AttributeError):
            return None, frozenset()

    def blank_entry(self, index: int, data: dict[str, Any]) -> dict[str, Any]:
        """Player ``index``'s entry emptied (their name kept), standing in for
        a board with a problem while the others are scored; a game whose
        empty entry is not a sound one under the file's options says more."""
        empty = self.empty_dict(len(data.get("players", [])))["players"][index]
        return dict(empty, name=data["players"][index].get("name", empty.get("name")))

    #: The openings of the structural problem texts (core.schema), which do not say what they are about.
    SUBJECTLESS = ("is ", "expected", "must ", "unknown key", "%n items")

    def problem_sentence(self, problem, names: Sequence[str] | None = None) -> str:
        """A problem in the player's words: whose board (``names``: the
        players of a file not shown, else the tabs) and which place, then
        what is wrong; never the file's path (the command line keeps those)."""
        text = problem.message.render(QCoreApplication.translate)
        player = problem.player
        place = next((part for part in problem.path[1:] if isinstance(part, str) and "," in part), None)
        # A structural problem ("is missing", "expected a list") has no subject of its own: the
        # entry it concerns is named by its key in the file, the only name it has.
        field = (
            next(
                (
                    part
                    for part in reversed(problem.path)
                    if isinstance(part, str) and "," not in part and part != "players"
                ),
                None,
            )
            if place is None and problem.message.template.startswith(self.SUBJECTLESS)
            else None
        )
        names = [self.tab_name(i) for i in range(self.tabs.count())] if names is None else list(names)
        words = self.place_words(place) if place else None
        if player is None or not 0 <= player < len(names):
            if words:
                return self.tr("{place}: {problem}").format(place=words, problem=text)
            if place:
                return self.tr("Space {place}: {problem}").format(place=place, problem=text)
            return self.tr("Entry “{field}”: {problem}").format(field=field, problem=text) if field else text
        name = names[player]
        if words:
            return self.tr("{name}, {place}: {problem}").format(name=name, place=words, problem=text)
        if place is not None:
            return self.tr("{name}, space {place}: {problem}").format(name=name, place=place, problem=text)
        if field is not None:
            return self.tr("{name}, entry “{field}”: {problem}").format(name=name, field=field, problem=text)
        return self.tr("{name}: {problem}").format(name=name, problem=text)

    def place_words(self, place: str) -> str | None:
        """A space of the file (its key, e.g. "5,5") as the board on screen
        names it, when that is not by those numbers (None: "space 5,5")."""
        return None

    def warning_sentence(self, warning: Message) -> str:
        """A warning of the score sheet in the player's words: a warning that
        carries the file path of its place (a ``where`` parameter) names the
        place as a problem does, never by the path."""
        where = warning.params.get("where")
        text = warning.render(QCoreApplication.translate)
        if not isinstance(where, str):
            return text
        problem = Problem(where, warning)
        if problem.player is None and any(
            isinstance(part, str) and "," in part and part in text for part in problem.path
        ):
            return text  # the sentence names its place already
        return self.problem_sentence(problem)

    def mark_problems(self, index: int, problems) -> None:
        """Ring in red, on player ``index``'s board, the places their problems
        name (a game adds its own marks, e.g. on cards, and calls this)."""
        scene = self.board_scene(index)
        if scene is not None and hasattr(scene, "set_problem_places"):
            scene.set_problem_places({part for p in problems for part in p.path[3:] if isinstance(part, str)})

    def mark_shared_problems(self, problems) -> None:
        """The problems that are no player's (file-wide options, a board the
        players share, e.g. Takenoko's garden): a game that draws such places
        marks them here (the default: nothing)."""

    def sheet_updated(self, sheet) -> None:
        """The board scored (None while there are problems): subclasses may
        show extra results (e.g. suns)."""

    # -- results that explain themselves ---------------------------------------------------
    def light_rule(self, rule: str, player: int) -> None:
        """Light up on the player's board what earned them ``rule`` (the
        breakdown's places); nothing for ("", -1)."""
        sheet = self.score.score_model.sheet
        for i in range(self.tabs.count()):
            scene = self.board_scene(i)
            if scene is None or not hasattr(scene, "mark_places"):
                continue
            places: tuple[str, ...] = ()
            if sheet is not None and i == player and rule and i < len(sheet.players):
                places = sheet.players[i].rule(rule).where
            scene.mark_places(places)

    def show_rules_page(self, rule: str | None = None):
        """The How to play page of this game, at ``rule`` if given."""
        from .howto import open_howto

        return open_howto(self, self.game.id, rule or None)

    def show_rule(self, rule: str, player: int) -> None:
        """A click on a breakdown cell: that player's board, its places lit."""
        if 0 <= player < self.tabs.count():
            self.tabs.setCurrentIndex(player)
        self.light_rule(rule, player)

    def _add_problem(self, text: str, error: bool) -> None:
        item = QListWidgetItem(("✖ " if error else "⚠ ") + text)
        item.setForeground(QColor("#b00020") if error else QColor("#8a5a00"))
        self.problems.addItem(item)

    def _mark_tabs(self, problems) -> None:
        """The tab of each player with a problem turns red; each page may
        mark the places too (``mark_problems`` with the problems' structured
        paths, e.g. ("players", 0, "spaces", "4,5"))."""
        bad = {p.player for p in problems}
        for i in range(self.tabs.count()):
            self.tabs.tabBar().setTabTextColor(i, QColor("#b00020") if i in bad else QColor())

    # -- players --------------------------------------------------------------------------
    def add_player(self) -> None:
        data = self.file_dict()
        if len(data["players"]) >= self.game.max_players:
            return
        fresh = self.empty_dict(len(data["players"]) + 1)["players"][-1]
        used = {normalise_name(p["name"]) for p in data["players"]}
        n = len(data["players"]) + 1
        while normalise_name(fresh["name"]) in used:
            n += 1
            fresh["name"] = self.tr("Player {n}").format(n=n)
        data["players"].append(fresh)
        self._edit_whole(data, lambda: self.tr("Add player"))
        self.tabs.setCurrentIndex(self.tabs.count() - 1)

    def remove_player(self) -> None:
        data = self.file_dict()
        if len(data["players"]) <= self.game.min_players:
            return
        del data["players"][self.tabs.currentIndex()]
        self._edit_whole(data, lambda: self.tr("Remove player"))

    def rename_player(self) -> None:
        i = self.tabs.currentIndex()
        data = self.file_dict()
        typed, ok = QInputDialog.getText(
            self, self.tr("Rename player"), self.tr("Name"), text=data["players"][i]["name"]
        )
        name = normalise_name(typed)
        if not ok or not name:
            return
        # The one name rule (core.names), the same as a board file's.
        problem = name_problem(typed)
        if problem is not None:
            plaintext.warning(self, self.tr("Rename player"), problem.render(QCoreApplication.translate))
            return
        if any(normalise_name(p["name"]) == name for j, p in enumerate(data["players"]) if j != i):
            plaintext.warning(
                self, self.tr("Rename player"), self.tr("Another player is already called {name}.").format(name=name)
            )
            return
        data["players"][i]["name"] = name
        self._edit_whole(data, lambda: self.tr("Rename player"))

    def _edit_step(self) -> str:
        return self.tr("Edit")

    def _edit_whole(self, data: dict[str, Any], text: StepName) -> None:
        before = self._current
        self._restore(data)
        if before is not None:
            self.undo_stack.push(_Snapshot(self, before, copy.deepcopy(data), text))

    def clear_all(self) -> None:
        if not self.confirm_discard():
            return
        players = max(self.game.min_players, len(self.file_dict().get("players", [])) or 2)
        self._refused_photos = {}
        self._edit_whole(self._new_entry(players), lambda: self.tr("Clear"))

    # -- files ------------------------------------------------------------------------------
    def open_file(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a finished board"),
            autosave.last_folder(),
            self.tr("Board files (*.json);;All files (*)"),
        )
        if path:
            autosave.remember_folder(path)
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a board file; one with problems still opens, its problems
        listed to be fixed. Unreadable files are refused with the reason."""
        data = None
        try:
            data = read_json(path, BoardFileError)
            if isinstance(data, dict) and data.get("game") == self.game.id:
                self._check_editable(data)
        except BoardFileError as exc:
            plaintext.warning(
                self,
                self.tr("Open a finished board"),
                "\n".join(self.problem_sentence(p, self._file_names(data)) for p in exc.problems),
            )
            return False
        refused = self._confine_photos(data, os.path.dirname(os.path.abspath(path)))
        if not self._show_file(data, self.tr("Open a finished board")):
            return False
        self._refused_photos = refused
        self._refused_by = self.undo_stack.command(self.undo_stack.index() - 1) if self.undo_stack.index() else None
        self.show_results()
        self.path = path
        self._kept = True  # what was kept before is replaced by this file
        self.undo_stack.setClean()
        self._keep()
        return True

    def _file_names(self, data: Any) -> list[str]:
        """The players' names a board file gives (for its problems before it is shown)."""
        players = data.get("players") if isinstance(data, dict) else None
        return [
            printable(p["name"])
            if isinstance(p, dict) and isinstance(p.get("name"), str)
            else self.tr("Player {n}").format(n=i + 1)
            for i, p in enumerate(players if isinstance(players, list) else [])
        ]

    def _show_file(self, data: Any, title: str, tell: bool = True) -> bool:
        """Show a board file's content as one undo step (the old content kept
        when the editors cannot show it)."""
        if not isinstance(data, dict) or data.get("game") != self.game.id:
            plaintext.warning(self, title, self.tr("This file is not a finished board of this game."))
            return False
        players = data.get("players")
        for player in players if isinstance(players, list) else []:
            if isinstance(player, dict) and isinstance(player.get("name"), str):
                player["name"] = normalise_name(player["name"])  # the editors hold the name as shown
        before = self._current
        self._refused_photos = {}  # open_path lists its own
        try:
            self._restore(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError):
            # The editors cannot show it (a shape no editor has): keep what was there.
            if before is not None:
                self._restore(before)
            if not tell:  # the caller says it
                return False
            plaintext.warning(
                self, title, self.tr("This file has problems the editor cannot show; `gardenapp score` lists them.")
            )
            return False
        if before is not None:
            self.undo_stack.push(_Snapshot(self, before, copy.deepcopy(data), title))
        return True

    def _check_editable(self, data: dict[str, Any]) -> None:
        """Refuse, before any tab is built, what no editor can hold: more
        players than the game takes (300 tabs), numbers far beyond the
        game's range (a spin box holds 32 bits)."""
        checker = Checker()
        players = data.get("players")
        if isinstance(players, list) and len(players) > self.game.max_players:
            checker.add(
                "players",
                QT_TRANSLATE_N_NOOP("engine", "%n players; this game takes {low} to {high}"),
                numerus="count",
                count=len(players),
                low=self.game.min_players,
                high=self.game.max_players,
            )
        else:
            check_numbers(data, checker)
        checker.raise_if_any()

    def save_file(self) -> bool:
        """Save to a file the person picks; True once saved."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the finished board"),
            self.path or autosave.start_path(f"{self.game.id}-board.json"),
            self.tr("Board files (*.json)"),
        )
        if not path:
            return False
        try:
            write_json_atomic(path, self.file_dict(relative_to=os.path.dirname(os.path.abspath(path))))
        except OSError as exc:
            plaintext.warning(
                self,
                self.tr("Save the finished board"),
                self.tr("The file could not be saved: {reason}").format(reason=os_error_text(exc)),
            )
            return False
        self.path = path
        autosave.remember_folder(path)
        self.undo_stack.setClean()
        self.show_results()  # a photo outside the file's folder is a warning now
        return True

    # -- results you can keep ---------------------------------------------------------------
    def score_page(self) -> ScorePage | None:
        """The score sheet as it stands, with each player's board as drawn."""
        sheet = self.score.score_model.sheet
        if sheet is None:
            return None
        boards = []
        current = self.tabs.currentIndex()
        for i in range(self.tabs.count()):
            self.tabs.setCurrentIndex(i)  # a page not shown yet has no size to draw
            page = self.tabs.widget(i)
            assert page is not None, "a tab index below count()"
            boards.append((self.tab_name(i), self.board_picture(page)))
        self.tabs.setCurrentIndex(current)
        name = QCoreApplication.translate("games", self.game.name)
        return ScorePage(name, sheet, self.result.text(), boards, self._played_on or datetime.date.today())

    def board_picture(self, page: QWidget) -> QPixmap:
        """The picture of a player's board for the score sheet: the page's
        first board view as on screen (a page without one: the whole page)."""
        views = page.findChildren(QGraphicsView)
        return (views[0] if views else page).grab()

    def _no_result(self) -> None:
        plaintext.information(
            self, self.tr("Export"), self.tr("There is no score to export yet: fix the problems listed first.")
        )

    def export(self, kind: str) -> bool:
        page = self.score_page()
        if page is None:
            self._no_result()
            return False
        filters = {
            "pdf": self.tr("PDF files (*.pdf)"),
            "png": self.tr("Pictures (*.png)"),
            "csv": self.tr("CSV files (*.csv)"),
        }
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export"), autosave.start_path(f"{self.game.id}-score.{kind}"), filters[kind]
        )
        if not path:
            return False
        try:  # whole or not at all, a regular file only; a full disk is an OSError
            {"pdf": write_pdf, "png": write_png, "csv": write_csv}[kind](page, path)
        except OSError as exc:
            plaintext.warning(
                self,
                self.tr("Export"),
                self.tr("The file could not be saved: {reason}").format(reason=os_error_text(exc)),
            )
            return False
        autosave.remember_folder(path)
        return True

    _in_history: dict | None = None  # the board last added, so that it is added once

    def add_to_history(self) -> Kept | None:
        """The finished game as entered goes to the history (once); when the
        history cannot be written it is kept to be added later (record_game
        tells the person), and counts as added."""
        sheet = self.score.score_model.sheet
        if sheet is None:
            self._no_result()
            return None
        assert self._current is not None, "a score exists only once an edit or a restore has set the file shown"
        board = copy.deepcopy(self._current)
        if board == self._in_history:
            plaintext.information(self, self.tr("History"), self.tr("This board is in the history already."))
            return None
        unnamed = self.unnamed_players()
        if unnamed:
            # The history counts games and wins by name: every "Player 1" of every game would be one person.
            plaintext.information(
                self,
                self.tr("History"),
                self.tr(
                    "The history counts each player's games and wins by name. Name these players first: {names}."
                ).format(names=", ".join(self.tab_name(i) for i in unnamed)),
            )
            self.tabs.setCurrentIndex(unnamed[0])
            self.rename_player()
            return None
        from .history import record_game

        entry = record_game(self, sheet, source=SCORED, options=dict(board.get("options", {})), board=board)
        if entry is not None:
            self._in_history = board
            self.undo_stack.setClean()  # kept in the history: nothing unsaved to ask about or resume
            self.show_results()  # says so beside the result
        return entry

    def show_board(self, board: dict) -> bool:
        """Show a finished board from elsewhere (the history), as saved; an
        unsaved entry is asked about first, as Open and Clear do."""
        if not self.confirm_discard():
            return False
        if not self._show_file(board, self.tr("History")):
            return False
        self.path = None
        self._in_history = copy.deepcopy(board)
        self.undo_stack.setClean()
        return True

    def copy_table(self) -> None:
        sheet = self.score.score_model.sheet
        if sheet is None:
            self._no_result()
            return
        QGuiApplication.clipboard().setText(sheet_tsv(sheet))

    def print_sheet(self) -> None:
        page = self.score_page()
        if page is None:
            self._no_result()
            return
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec() != QPrintDialog.DialogCode.Accepted:
            return
        painter = QPainter(printer)
        page.paint(
            painter,
            QRectF(printer.pageLayout().paintRectPixels(printer.resolution())).translated(
                -printer.pageLayout().paintRectPixels(printer.resolution()).topLeft()
            ),
        )
        painter.end()

    # -- the photo as a working surface -------------------------------------------------
    def board_scene(self, index: int):
        """The board scene of a player's page (the first board view on it)."""
        page = self.tabs.widget(index)
        views = page.findChildren(QGraphicsView) if page is not None else []
        return views[0].scene() if views else None

    def _load_photo(self, path: str) -> QPixmap:
        """A player's photo through the one loader (PhotoError when it is not
        shown): one a board file named, only inside that file's folder."""
        return load_photo(path, self._confined.get(path))

    def _show_photo(self, index: int) -> None:
        if self._restoring:
            return  # tabs come and go while a board is restored: its own photo is shown once it is in
        path = self._photos.get(index)
        pixmap = None
        if path:
            try:
                pixmap = self._load_photo(path)
            except PhotoError:
                self.show_results()  # a picture found unreadable only now is listed at once
        self.photo_pane.set_pixmap(pixmap)
        if pixmap is None or pixmap.isNull():
            self.photo_pane.hide()
            return
        self._show_alignment(index)
        if not self.photo_pane.isVisible():
            self.photo_pane.show()
            total = sum(self.splitter.sizes()) or self.width()
            self.splitter.setSizes([int(total * 0.38), int(total * 0.42), int(total * 0.20)])

    def _place_photo(self, index: int, fractions: list[list[float]], exact: tuple | None) -> bool:
        """Put player ``index``'s photo under their grid at the alignment
        ``fractions``; ``exact``: (fractions, pixels) clicked before, whose
        pixels are used when they are these fractions (the frame they were
        clicked on is then kept)."""
        scene, path = self.board_scene(index), self._photos.get(index)
        if scene is None or path is None:
            return False
        try:
            pixmap = self._load_photo(path)
        except PhotoError:
            return False
        if exact is not None and exact[0] == fractions:
            corners = list(exact[1])
        else:
            corners = [QPointF(x * pixmap.width(), y * pixmap.height()) for x, y in fractions]
        frame = self._resume_frames.pop(index, None)
        if not photo_under_board(scene, pixmap, corners, self.photo_pane.opacity.value() / 100, frame=frame):
            return False
        self._corners[index] = corners
        self._exact[index] = (fractions, corners)
        return True

    def _frames(self) -> dict[str, list[list[float]]]:
        """Where each aligned photo's points are on the grid (scene), for an
        autosave: a grid that grows with the garden is resumed as it was aligned."""
        out = {}
        for i in self._corners:
            scene = self.board_scene(i)
            item = aligned_photo(scene) if scene is not None else None
            if item is not None:
                out[str(i)] = [[round(p.x(), 4), round(p.y(), 4)] for p in polygon_points(item.frame)]
        return out

    def align_photo(self, index: int, corners: list, frame: QPolygonF | None = None) -> bool:
        """Align player ``index``'s photo: the four points ``corners`` (photo
        pixels) fall on the points ``frame`` of the grid (scene; default: the
        corners of the board's cells, clockwise from the top left). An edit of
        the entry (one undo step); False, and nothing changed, when they make no board."""
        scene, path = self.board_scene(index), self._photos.get(index)
        if scene is None or path is None:
            return False
        try:
            pixmap = self._load_photo(path)
        except PhotoError:
            return False
        targets = alignment_quad(scene)
        points = on_photo(list(corners), board_quad(scene) if frame is None else frame, targets)
        if points is None or not all(math.isfinite(p.x()) and math.isfinite(p.y()) for p in points):
            return False
        w, h = max(1, pixmap.width()), max(1, pixmap.height())
        fractions = [[round(p.x() / w, 6), round(p.y() / h, 6)] for p in points]
        if not all(-1 <= v <= 2 for pair in fractions for v in pair):
            return False
        data = self.file_dict()
        data["players"][index]["photo_corners"] = fractions
        old = aligned_photo(scene)
        if old is not None and [[round(p.x() / w, 6), round(p.y() / h, 6)] for p in old.corners] == fractions:
            return True  # the same alignment: nothing to undo
        self._exact[index] = (fractions, points)
        self._edit_whole(data, lambda: self.tr("Align the photo"))
        if index in self._corners:
            self.photo_pane.align_button.setChecked(False)  # aligned: no more points to click
        return index in self._corners

    def _aligned(self, corners: list) -> None:
        """The four points clicked (or one dragged) on the photo, on the
        alignment points the drawing shows; a try that makes no board leaves
        the alignment there was."""
        index = self.tabs.currentIndex()
        scene = self.board_scene(index)
        if scene is None or not self.align_photo(index, corners, alignment_quad(scene)):
            plaintext.information(
                self,
                self.tr("Align the grid"),
                self.tr("These four points make no board: click the centres of the numbered spaces in order."),
            )
        self._show_alignment(index)

    def _show_alignment(self, index: int) -> None:
        """The drawing of which spaces to click, and the aligned points to drag."""
        scene = self.board_scene(index)
        item = aligned_photo(scene) if scene is not None else None
        self.photo_pane.set_board(scene, item.frame if item is not None else (alignment_quad(scene) if scene else None))
        self.photo_pane.show_alignment(self._corners.get(index))

    def propose_from_photo(self) -> bool:
        """Pre-fill (docs/architecture.md §6.5): what the aligned photo shows on the current
        player's empty cells becomes one undoable edit; the person then
        confirms or corrects with the usual tools."""
        index = self.tabs.currentIndex()
        if index not in self._corners:
            plaintext.information(
                self, self.tr("Propose from the photo"), self.tr("Align the grid on the photo first.")
            )
            return False
        scene = self.board_scene(index)
        proposal = self.proposal(index, sample_cells(scene) if scene is not None else {}, self.file_dict())
        if proposal is None:
            plaintext.information(
                self,
                self.tr("Propose from the photo"),
                self.tr("Colours alone cannot tell this game's pieces apart: enter them with the palette."),
            )
            return False
        self._edit_whole(proposal, lambda: self.tr("Proposal from the photo"))
        self.focus_after_proposal(index)
        return True

    def focus_after_proposal(self, index: int) -> None:
        """Where the keyboard goes once the photo's proposal is in (a game whose side form is
        typed puts its first field there); by default it stays where it was."""

    def proposal(self, index: int, samples: dict, data: dict[str, Any]) -> dict[str, Any] | None:
        """The board file with what the photo shows on player ``index``'s
        cells (``samples``: cell id -> (r, g, b)) filled in; None when the
        game cannot read its pieces from colours (the default)."""
        return None

    def _grid_opacity(self, opacity: float) -> None:
        self._see_through(opacity)

    def _see_through(self, opacity: float | None = None) -> None:
        """Every aligned board at the slider's see-through (what an edit
        draws anew included)."""
        value = self.photo_pane.opacity.value() / 100 if opacity is None else opacity
        for i in self._corners:
            scene = self.board_scene(i)
            if scene is not None:
                set_see_through(scene, value)

    def file_dict(self, relative_to: str | None = None) -> dict[str, Any]:
        """The board file as entered, with each player's photo (relative to
        the folder ``relative_to``, if given)."""
        data = self.to_dict()
        if self._played_on is not None:
            data[PLAYED_ON] = self._played_on.isoformat()
        for i, player in enumerate(data.get("players", [])):
            path = self._photos.get(i)
            if path:
                player["photo"] = os.path.relpath(path, relative_to) if relative_to else path
                if i in self._alignment:
                    player["photo_corners"] = copy.deepcopy(self._alignment[i])
        return data

    def _take_photos(self, data: dict[str, Any]) -> dict[str, Any]:
        """Keep the photos of a board file (absolute paths) and return the file
        without them, for the game's editors."""
        data = copy.deepcopy(data)
        self._photos, self._alignment = {}, {}
        for i, player in enumerate(data.get("players", [])):
            photo = player.pop("photo", None) if isinstance(player, dict) else None
            corners = player.pop("photo_corners", None) if isinstance(player, dict) else None
            if isinstance(photo, str) and photo:
                self._photos[i] = photo
                if _sound_corners(corners):
                    self._alignment[i] = [[float(x), float(y)] for x, y in corners or ()]
        return data

    def _take_played_on(self, data: dict[str, Any]) -> dict[str, Any]:
        """Keep the day the file says it was played (shown beside the result) and return the file
        without it, for the game's editors."""
        self._played_on = played_on(data)
        self._show_played_on()
        return {k: v for k, v in data.items() if k != PLAYED_ON}

    def _show_played_on(self) -> None:
        edit = self.played_on_edit
        edit.blockSignals(True)
        day = self._played_on
        edit.setDate(edit.minimumDate() if day is None else QDate(day.year, day.month, day.day))  # "not given"
        edit.blockSignals(False)

    def _played_on_changed(self, day: QDate) -> None:
        """The person set the day the game was played: an edit (undoable, kept in the file)."""
        if self._restoring or self._current is None:
            return
        data = self.file_dict()
        if day == self.played_on_edit.minimumDate():
            data.pop(PLAYED_ON, None)
        else:
            data[PLAYED_ON] = datetime.date(day.year(), day.month(), day.day()).isoformat()
        self._edit_whole(data, lambda: self.tr("Day played"))

    def _confine_photos(self, data: Any, folder: str) -> dict[int, Message]:
        """The photos a board file names, by the one rule for paths a file
        names (core.files.resolve_inside): each kept as its real path, and
        checked against the folder again at every load; a missing one kept
        (it may not be copied yet: a warning says so); anything else dropped
        unopened, its refusal returned (a warning naming the entry)."""
        root = os.path.realpath(folder)
        refused: dict[int, Message] = {}
        players = data.get("players") if isinstance(data, dict) else None
        for i, player in enumerate(players if isinstance(players, list) else []):  # "players": 7 is a problem
            photo = player.get("photo") if isinstance(player, dict) else None
            if not isinstance(photo, str):
                continue  # not text: the file's problem, listed as such
            try:
                path = str(resolve_inside(root, photo))
            except PathRefusedError as exc:
                if exc.kind != "missing":
                    del player["photo"]
                    refused[i] = exc.message
                    continue
                path = os.path.normpath(os.path.join(root, *re.split(r"[/\\]", photo)))
            player["photo"] = path
            self._confined[path] = root
        return refused

    def _photo_warnings(self) -> list[str]:
        """A photo not found, not shown, or refused when its file was opened:
        warnings, never errors (the score stands without it)."""
        tr = QCoreApplication.translate
        out = []
        for i, path in sorted(self._photos.items()):
            problem = photo_problem(path, self._confined.get(path))
            if problem is not None and problem.missing:
                out.append(
                    self.tr("The photo of {name} was not found: {path}").format(name=self.tab_name(i), path=path)
                )
            elif problem is not None:
                out.append(
                    self.tr("The photo of {name} is not shown: {reason}").format(
                        name=self.tab_name(i), reason=problem.message.render(tr)
                    )
                )
        saved_in = os.path.dirname(os.path.abspath(self.path)) if self.path else None
        for i, path in sorted(self._photos.items()):
            if saved_in is not None and path not in self._confined and not _opens_from(saved_in, path):
                out.append(
                    self.tr(
                        "The photo of {name} is not in the board file's folder: opening the saved file "
                        "will not open it (move the photo beside the file and choose it again)"
                    ).format(name=self.tab_name(i))
                )
        opened = self._refused_by
        if opened is None or any(self.undo_stack.command(k) is opened for k in range(self.undo_stack.index())):
            for i, message in sorted(self._refused_photos.items()):
                if i < self.tabs.count() and i not in self._photos:
                    out.append(
                        self.tr("The photo of {name} ({entry}) was not opened: {reason}").format(
                            name=self.tab_name(i), entry=f"players[{i}].photo", reason=message.render(tr)
                        )
                    )
        return out

    def choose_photo(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Photo of the board"),
            autosave.last_folder(),
            self.tr("Images (*.png *.jpg *.jpeg *.webp *.bmp)"),
        )
        if path:
            autosave.remember_folder(path)
            self.use_photo(path)

    def use_photo(self, path: str) -> bool:
        """The photo of the current player's board: an edit (undoable, kept in
        the file). The person picked it: it may be anywhere."""
        try:
            load_photo(path)
        except PhotoError as exc:
            reason = exc.message.render(QCoreApplication.translate)
            plaintext.warning(
                self,
                self.tr("Photo of the board"),
                self.tr("This image cannot be read: {reason}").format(reason=reason),
            )
            return False
        data = self.file_dict()
        index = self.tabs.currentIndex()
        data["players"][index]["photo"] = os.path.abspath(path)
        data["players"][index].pop("photo_corners", None)  # another photo: aligned anew
        self._confined.pop(os.path.abspath(path), None)
        self._edit_whole(data, lambda: self.tr("Photo"))
        if self.photo_pane.align_button.isEnabled():
            # A new photo is aligned next (docs/architecture.md §6.4): its four clicks start at once.
            self.photo_pane.align_button.setChecked(True)
        return True
