"""What every play screen shares: the toolbar (new, open, save, undo, move
now, legal-move highlighting), the live score, the turn log, the status line,
the hand-over screen between people when hands are hidden, and the
end-of-game table. A game's screen subclasses it and draws its boards in
``self.board_area`` from ``self.session.state``; it never decides a rule."""

from __future__ import annotations

import dataclasses
import threading
from functools import partial
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QAction, QActionGroup, QBrush, QColor, QFont, QKeySequence, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGraphicsItem,
    QHBoxLayout,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QStackedLayout,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core import coach
from ..core.errors import GardenError, ProblemsError
from ..core.game import Event, Game, State
from ..core.history import PLAYED
from ..core.record import GameRecord
from ..core.score import ScoreSheet
from ..core.viewmodel import WAITING_FOR_PLAYER, Selector, ViewModel
from . import autosave, plaintext
from .boardview import HINT_COLOR, HINT_HALO, BoardScene
from .gcguard import collect_on_gui_thread
from .handover import HandOverScreen
from .history import Kept, played_uid, record_game
from .i18n import app_settings, os_error_text
from .keyboard import TargetCursor
from .newgame import NewGameDialog
from .plaintext import PlainLabel
from .review import ReviewScreen, ReviewTracker
from .scoretable import ScoreTable
from .session import DEFAULT_PACE, PACES, GameSession, LogEntry
from .settings import remember_splitter
from .turnlog import TurnLog


def translate_problems(exc: ProblemsError) -> str:
    return "\n".join(p.render(QCoreApplication.translate) for p in exc.problems)


class HintMark(QGraphicsItem):
    """One click of the coach's hinted turn on a board
    (docs/architecture.md §8.4): a green ring just outside the cell (never over what the cell
    shows) and the click's number in a green disc at the cell's top-left
    corner, outside it too, at a fixed size on screen. ``inside``: the ring
    and the number inside the cell instead, for a cell that shows nothing
    near its edges while its neighbours do (``PlayScreenBase.hint_inside``)."""

    def __init__(self, shape: QPainterPath, label: str, inside: bool = False, pixel: float = 0.0):
        super().__init__()
        self.shape_path = shape
        self.label = label
        self.inside = inside
        self.key = None  # the view-model key it marks
        rect = shape.boundingRect()
        # scene units; the ring and its white edge reach 5% of the cell outside it, short of the
        # coordinates written 6% above a neighbour's bottom edge
        # (``pixel``: a screen pixel in scene units, so that a small button's ring still shows)
        self.ring = max(1.0, min(rect.width(), rect.height()) * 0.03, 1.5 * pixel)
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.badge = _HintBadge(label, inside=inside)  # its own item, above every ring (added beside the mark)
        self.badge.setZValue(41)
        self.badge.setPos(rect.topLeft())

    def boundingRect(self):  # noqa: N802 - Qt override
        m = self.ring * 2 + 1
        return self.shape_path.boundingRect().adjusted(-m, -m, m, m)

    def paint(self, painter, option, widget=None) -> None:
        outside = QPainterPath()
        outside.addRect(self.boundingRect())
        painter.save()
        painter.setClipPath(self.shape_path if self.inside else outside.subtracted(self.shape_path))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        round_pen = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(QPen(HINT_HALO, self.ring * 3.4, *round_pen))
        painter.drawPath(self.shape_path)
        painter.setPen(QPen(HINT_COLOR, self.ring * 2.6, *round_pen))
        painter.drawPath(self.shape_path)
        painter.restore()


class _HintBadge(QGraphicsItem):
    """The number of a hinted click, in screen pixels (it ignores the zoom),
    centred a little up and left of its anchor (the cell's top-left corner):
    mostly outside the cell, and half of it seen at the edge of a view."""

    R = 9.0

    def __init__(self, label: str, parent: QGraphicsItem | None = None, inside: bool = False):
        super().__init__(parent)
        self.label = label
        self.inside = inside
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.width = max(2 * self.R, 7.0 * len(label) + 8)

    def _rect(self):
        from PySide6.QtCore import QRectF

        if self.inside:
            return QRectF(4, 4, self.width, 2 * self.R)
        return QRectF(-self.width / 2 - 2, -self.R - 2, self.width, 2 * self.R)

    def boundingRect(self):  # noqa: N802 - Qt override
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        rect = self._rect()
        painter.save()
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(HINT_HALO, 2.0))
        painter.setBrush(QBrush(HINT_COLOR))
        painter.drawRoundedRect(rect, self.R, self.R)
        font = QFont(painter.font())
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.label)
        painter.restore()


class _CoachSignals(QObject):
    done = Signal(int, object)  # generation (hint) or log row (grade), Hint or Grade
    failed = Signal(int, str)


class _CoachJob(QRunnable):
    """A hint or a grade (core.coach) off the UI thread, as the session runs bots."""

    def __init__(self, tag: int, work):
        super().__init__()
        self.tag, self.work = tag, work
        self.signals = _CoachSignals()

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # reported on the status line, never lost in a thread
            self.signals.failed.emit(self.tag, f"{type(exc).__name__}: {exc}")
            return
        self.signals.done.emit(self.tag, result)


# register_scene hands back the scene it was given, with its own type (a game's BoardScene subclass).
SceneT = TypeVar("SceneT", bound=BoardScene)


class PlayScreenBase(QWidget):
    """Subclasses implement ``refresh()``, ``describe(entry)`` and may extend
    ``new_game_dialog()`` with the game's options."""

    closed = Signal()
    reviewRequested = Signal()  # Review this game (the end table): the window shows ``review_screen()``

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.session: GameSession | None = None
        self._shown_player: int | None = None
        # The coach's judgements for the review (docs/architecture.md §6.15), made while the game runs.
        self.review_tracker = ReviewTracker(self)
        self._history_entry: int | None = None  # the finished game's entry in the history

        self.toolbar = QToolBar()
        self._build_game_actions()
        self._build_coach()
        self._build_pace()
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self._escape.activated.connect(self.cancel_selection)

        # The view-model kit: scenes whose cell ids are view-model keys, and
        # the clicks of the person on them.
        self.scenes: list[BoardScene] = []
        self.selector = Selector()
        self.view_model: ViewModel | None = None
        # Keyboard play and screen readers (docs/architecture.md §6.14).
        self.target_cursor = TargetCursor(self, self)

        left = self._build_board_column(self._build_header())
        side = self._build_side()
        splitter = self._build_splitter(left, side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        self.retranslate_base()
        self._autosave = autosave.Slot(game.id, "play")
        self._autosave_failed = False
        self._update_actions()

    def _build_game_actions(self) -> None:
        """New, Open, Save, Undo, Move now, the two view toggles and How to play,
        on the toolbar in that order."""
        self.act_new = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.New))
        self.act_new.triggered.connect(self.new_game)
        self.act_open = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Open))
        self.act_open.triggered.connect(self.open_game)
        self.act_save = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Save))
        self.act_save.triggered.connect(self.save_game)
        self.act_undo = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Undo))
        self.act_undo.triggered.connect(self.undo)
        self.act_move_now = QAction(self)
        self.act_move_now.triggered.connect(self.move_now)
        self.act_highlight = QAction(self, checkable=True, checked=self.highlight_setting())
        self.act_highlight.toggled.connect(self.set_highlight)
        self.act_coords = QAction(self, checkable=True, checked=self._coordinates_setting())
        self.act_coords.toggled.connect(self.set_coordinates_visible)
        for a in (
            self.act_new,
            self.act_open,
            self.act_save,
            self.act_undo,
            self.act_move_now,
            self.act_highlight,
            self.act_coords,
        ):
            self.toolbar.addAction(a)
        # How to play this game (docs/architecture.md §6.12): the page in the current language.
        self.act_rules = QAction(self)
        self.act_rules.triggered.connect(lambda: self.show_rules())
        self.toolbar.addAction(self.act_rules)

    def _build_coach(self) -> None:
        """The coach (docs/architecture.md §6.12): the hard level's move with its
        reasons, and an optional grade of each of the person's moves in the log."""
        self.act_hint = QAction(self, shortcut=QKeySequence("Ctrl+H"), enabled=False)
        self.act_hint.triggered.connect(self.request_hint)
        self.act_grade = QAction(self, checkable=True, checked=self._grade_setting())
        self.act_grade.toggled.connect(self.set_grading)
        self.toolbar.addAction(self.act_hint)
        self.toolbar.addAction(self.act_grade)
        self._hint_generation = 0
        self._hint_stop: threading.Event | None = None
        self._hint: tuple[int, coach.Hint] | None = None  # (generation, Hint) shown now
        self._hint_step = 0  # the click of the hinted turn to play next (the earlier ones were played)
        self._hint_marks: list[tuple[BoardScene, HintMark]] = []  # drawn on the boards now
        self._grades: dict[int, tuple] = {}  # log row -> (action, Grade)
        self._coach_jobs: set = set()  # alive until they report

    def _build_pace(self) -> None:
        """How fast computer turns are shown (docs/architecture.md §6.13): a
        toolbar menu of the paces, the choice remembered for every game."""
        self.pace_menu = QMenu(self)
        self.pace_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        group.setExclusive(True)
        chosen = self.pace_setting()
        for pace in PACES:
            action = QAction(self, checkable=True, checked=pace == chosen)
            action.triggered.connect(partial(self._pace_chosen, pace))
            group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[pace] = action
        self.act_pace = QAction(self)
        self.act_pace.setMenu(self.pace_menu)
        self.toolbar.addAction(self.act_pace)
        button = self.toolbar.widgetForAction(self.act_pace)
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

    @staticmethod
    def pace_setting() -> str:
        """The remembered pace; the default for none (or one this version does not have)."""
        value = app_settings().value("play/pace", DEFAULT_PACE)
        return value if isinstance(value, str) and value in PACES else DEFAULT_PACE

    def _pace_chosen(self, pace: str, _checked: bool = True) -> None:
        self.set_pace(pace)

    def set_pace(self, pace: str) -> None:
        """Show computer turns at ``pace`` (a key of PACES), in this game and the next."""
        app_settings().setValue("play/pace", pace)
        self.pace_actions[pace].setChecked(True)
        if self.session is not None:
            self.session.set_pace(pace)

    def _build_header(self) -> QWidget:
        """The header over the board: the instruction line and the last-round
        notice, of a fixed height so that the board never jumps."""
        self.prompt = PlainLabel(wordWrap=True)
        self.prompt.setObjectName("playPrompt")
        self.last_round = PlainLabel()
        self.last_round.setObjectName("lastRound")
        self.last_round.setStyleSheet(
            "background: #f4e6c0; color: #5a420b; border-radius: 8px; padding: 2px 10px; font-weight: bold;"
        )
        keep_space = QSizePolicy(self.last_round.sizePolicy())
        keep_space.setRetainSizeWhenHidden(True)
        self.last_round.setSizePolicy(keep_space)
        self.last_round.hide()
        header = QWidget()
        header_layout = QHBoxLayout(header)
        header_layout.setContentsMargins(8, 2, 8, 2)
        header_layout.addWidget(self.prompt, 1)
        header_layout.addWidget(self.last_round, 0, Qt.AlignmentFlag.AlignVCenter)
        header.setFixedHeight(self.prompt.fontMetrics().lineSpacing() * 2 + 10)
        return header

    def _build_board_column(self, header: QWidget) -> QWidget:
        """The header over the game's board area, which the hand-over screen
        covers between two people's turns."""
        self.board_area = QWidget()
        self.handover = HandOverScreen()
        self.handover.ready.connect(self._handover_done)
        self._stack = QStackedLayout()
        self._stack.addWidget(self.board_area)
        self._stack.addWidget(self.handover)
        stacked = QWidget()
        stacked.setLayout(self._stack)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(0)
        left_layout.addWidget(header)
        left_layout.addWidget(stacked, 1)
        return left

    def _build_side(self) -> QWidget:
        """The side column: the status line, the score table and the log."""
        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.status = PlainLabel(wordWrap=True)
        self.status.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.score_title = PlainLabel()
        self.score = ScoreTable()
        self.score.ruleActivated.connect(self.show_rules)
        self.log_title = PlainLabel()
        self.log = TurnLog()  # one line per turn, its steps folded under it (docs/architecture.md §6.13)
        # The log keeps its end in sight while it is shown there, also when a
        # longer status line (a hint's reasons) or a grade makes it scroll.
        self._log_follow = True
        bar = self.log.verticalScrollBar()
        bar.valueChanged.connect(lambda v: setattr(self, "_log_follow", v >= bar.maximum()))
        bar.rangeChanged.connect(lambda low, high: bar.setValue(high) if self._log_follow else None)
        side_layout.addWidget(self.status)
        side_layout.addWidget(self.score_title)
        side_layout.addWidget(self.score, 2)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)
        return side

    def _build_splitter(self, left: QWidget, side: QWidget) -> QSplitter:
        """The board column and the side column, their sizes remembered per game."""
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        remember_splitter(splitter, f"play/{self.game.id}")
        return splitter

    @property
    def live_session(self) -> GameSession:
        """The session of the game on the screen, for code that runs only while
        there is one: the session's own signals, the board's clicks and the
        hand-over screen, actions enabled only with a game."""
        s = self.session
        assert s is not None, "no game on this screen: only start() or resume() set the session"
        return s

    # -- hooks for the game's screen ----------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything for the viewer. Screens on the kit keep this: it
        builds the view model and calls ``draw``."""
        self.show_view()

    def describe(self, entry: LogEntry) -> str:
        """One line of the turn log: what the engine said happened. The line
        starts with the name of the player who acted; an event of another
        player (a round's scoring of each seat, the next player's weather
        roll) is written after that player's name, and so is the acting
        player's own event after it (docs/architecture.md §6.13)."""
        if not entry.events:
            return entry.action.notation()
        names = self.session.names if self.session is not None else []
        speaker = entry.player
        parts = []
        for event in entry.events:
            text = self.describe_event(event)
            if event.player != speaker and 0 <= event.player < len(names):
                speaker = event.player
                text = f"{names[speaker]}: {text}"
            parts.append(text)
        return "; ".join(parts)

    def describe_event(self, event: Event) -> str:
        """One event of a log line, in words (a game may add to it)."""
        return event.message.render(QCoreApplication.translate)

    def set_highlight(self, enabled: bool) -> None:
        """Legal-move highlighting on or off, on every registered scene;
        remembered for every game."""
        app_settings().setValue("play/highlight", enabled)
        for scene in self.scenes:
            scene.set_highlight_enabled(enabled)

    @staticmethod
    def highlight_setting() -> bool:
        value = app_settings().value("play/highlight", True)
        return value not in (False, "false", "0", 0)

    @staticmethod
    def _coordinates_setting() -> bool:
        return app_settings().value("play/coordinates", False) in (True, "true", "1", 1)

    def set_coordinates_visible(self, visible: bool) -> None:
        """Write the coordinates the log uses on every board (remembered)."""
        app_settings().setValue("play/coordinates", visible)
        for scene in self.scenes:
            scene.set_coordinates_visible(visible)

    # -- the view-model kit -------------------------------------------------------------
    def build_view(self, view: State, viewer: int | None) -> ViewModel | None:
        """The game's view model of ``view`` (the viewer's view of the state).
        A screen on the kit returns its game's ``view.build_view``."""
        return None

    def draw(self, vm: ViewModel) -> None:
        """Draw the view model (the game's art); highlights, marks, the
        instruction line and the last-round notice are the base's."""

    def register_scene(self, scene: SceneT) -> SceneT:
        """A board whose cell ids are view-model keys: the base highlights its
        targets, marks the last turn and sends its clicks to ``click``."""
        self.scenes.append(scene)
        scene.cellClicked.connect(self.click)
        scene.set_highlight_enabled(self.act_highlight.isChecked())
        scene.set_coordinates_visible(self.act_coords.isChecked())
        return scene

    def show_view(self) -> None:
        """Build the view model for the viewer and show it."""
        s = self.session
        if s is None:
            return
        viewer = self.viewer()
        vm = self.build_view(s.state.view_for(-1 if viewer is None else viewer), viewer)
        if vm is None:
            return
        if not self._viewer_may_act(vm):
            vm = dataclasses.replace(vm, targets={}, pairs={})
        self.view_model = vm
        self.selector.show(vm)
        self.draw(vm)
        self._show_selection()
        marks = self.last_turn_keys()
        for scene in self.scenes:
            scene.set_marked(k for k in scene.cells() if k in marks)
        self._show_hint_marks()
        self._show_prompt(vm)

    def _show_prompt(self, vm: ViewModel) -> None:
        # Covered by the hand-over screen, the header says nothing of the
        # previous player's turn ("Choose action 3 of 3…").
        covered = self._stack.currentWidget() is self.handover
        self.prompt.setText("" if covered else self.prompt_text(vm))
        self.last_round.setText(self.tr("Last round"))
        self.last_round.setVisible(vm.last_round and not vm.is_over)

    def prompt_text(self, vm: ViewModel) -> str:
        """The view's prompt; once the game is over, the result with the seats'
        names (the engine's own result names the seats P1, P2...)."""
        if vm.is_over and self.session is not None:
            return self.named_sheet(final=True).result().render(QCoreApplication.translate)
        names = self.session.names if self.session is not None else []
        seat = vm.prompt.params.get("player") if vm.prompt.template == WAITING_FOR_PLAYER else None
        if isinstance(seat, int) and 1 <= seat <= len(names):
            # Another seat's turn (a computer player's, or a person's at another computer): the engine
            # says "player 2", the screen knows the name.
            return self.tr("Waiting for {name}…").format(name=names[seat - 1])
        return vm.prompt.render(QCoreApplication.translate) if vm.prompt.template else ""

    def retranslate_view(self) -> None:
        """After a language switch, the words of the view shown, without
        building the boards again: a screen whose painters translate while
        painting and whose tooltips are functions (``boardview.set_tip``)
        needs nothing more (its scenes repaint themselves)."""
        if self.session is not None and self.view_model is not None:
            self._show_prompt(self.view_model)

    def _viewer_may_act(self, vm: ViewModel) -> bool:
        s = self.live_session
        return s.human_to_move and vm.viewer is not None and vm.viewer == s.state.current_player

    def _show_selection(self) -> None:
        lit = self.selector.highlighted()
        for scene in self.scenes:
            scene.set_highlight(k for k in scene.cells() if k in lit)
        self.selection_changed(self.selector.source)
        self.target_cursor.sync()  # the keyboard's focus stays on its target, or the nearest one left

    # -- keyboard and screen readers (docs/architecture.md §6.14) ------------------------------
    def keyboard_targets(self, scene: BoardScene) -> set:
        """The cells of ``scene`` the keyboard's cursor walks: what is lit
        there (a game may add a clickable cell that is no target)."""
        return scene.highlight()

    def target_widgets(self) -> dict:
        """The buttons that click a view-model key and are targets now
        (``{key: button}``), walked with the cells. A game with such buttons
        returns them."""
        return {}

    def chosen_source(self):
        return self.selector.source

    def target_words(self, key) -> str:
        """A target in words for a screen reader ("Garden of Ana, space 3,2"):
        a game's screen gives the words of its kinds; the cell's tooltip is
        added to them. This default names the key's places."""
        if isinstance(key, tuple):
            return " ".join(str(part) for part in key[1:]) or str(key[0] if key else "")
        return str(key)

    def board_name(self, scene: BoardScene) -> str:
        """A board's accessible name when no target of it has the focus."""
        return self.tr("Board")

    def selection_changed(self, source) -> None:
        """Hook: the chosen source changed (e.g. raise the chosen token)."""

    def click(self, key) -> None:
        """A click on a view-model key: choose a source, submit an action, or
        say why nothing happens."""
        if self.view_model is None:
            return
        source = self.selector.source
        action = self.selector.click(key)
        if action is not None:
            self.play(action)
            return
        if key not in self.selector.sources():
            self.status.setText(self.why_not(key, source))
        self._show_selection()

    def why_not(self, key, source=None) -> str:
        """The status line for a click that does nothing: the engine's reason
        (``ViewModel.why_not``, docs/architecture.md §3.3), translated."""
        s = self.session
        if s is None or s.state.is_over:
            return self.tr("The game is over.")
        if not s.human_to_move:
            return self.tr("Wait: it is {name}'s turn.").format(name=s.names[s.state.current_player])
        vm = self.view_model
        reason = vm.why_not(key, source) if vm is not None else None
        if reason is None:
            # The engine said nothing: the key names no action of the game (a
            # decoration, a label), so only the generic text fits. (This tr
            # comes before the render below: pyside6-lupdate would give it
            # the context "QCoreApplication.self" after a bare
            # QCoreApplication.translate.)
            return self.tr("That is not a move you can make now: choose one of the highlighted places.")
        return reason.render(QCoreApplication.translate)

    def cancel_selection(self) -> None:
        if self.selector.cancel():
            self._show_selection()

    def last_turn_keys(self) -> set:
        """Scene keys changed since the current player last moved: the
        places of those events, on the board of the player who made them."""
        s = self.session
        if s is None:
            return set()
        current = s.state.current_player
        if current < 0 and s.log:
            # The game is over (no one to move): the last mover's final turn
            # and the others' turns since their previous one, not the whole game.
            current = s.log[-1].player
        entries = []
        i = len(s.log) - 1
        while i >= 0 and s.log[i].player == current:  # this turn so far
            entries.append(s.log[i])
            i -= 1
        while i >= 0 and s.log[i].player != current:  # the others' turns since
            entries.append(s.log[i])
            i -= 1
        keys = set()
        cells = {k for scene in self.scenes for k in scene.cells()}
        for entry in entries:
            for event in entry.events:
                for key in cells:
                    if (
                        isinstance(key, tuple)
                        and key
                        and key[-1] in event.places
                        and (len(key) < 3 or key[1] in (event.player, None))
                    ):
                        keys.add(key)
        return keys

    def new_game_dialog(self) -> NewGameDialog:
        return NewGameDialog(self.game, self)

    def retranslate(self) -> None:
        """Language changed: relabel everything, scene items included."""
        self.retranslate_base()
        self._rebuild_log()
        self._update_status()
        self._retranslate_end_table()

    # -- shared behaviour ---------------------------------------------------------------
    def tr_game_name(self) -> str:
        return QCoreApplication.translate("games", self.game.name)

    def retranslate_base(self) -> None:
        self.act_new.setText(self.tr("New game…"))
        self.act_open.setText(self.tr("Open…"))
        self.act_save.setText(self.tr("Save…"))
        self.act_undo.setText(self.tr("Undo"))
        self.act_move_now.setText(self.tr("Move now"))
        self.act_move_now.setToolTip(self.tr("Ask the computer player to play its best move so far"))
        self.act_highlight.setText(self.tr("Show legal moves"))
        self.act_coords.setText(self.tr("Coordinates"))
        self.act_coords.setToolTip(self.tr("Write on each space the coordinates the turn log uses"))
        self.act_rules.setText(self.tr("Rules"))
        self.act_rules.setToolTip(self.tr("How to play this game"))
        self.act_hint.setText(self.tr("Hint"))
        self.act_hint.setToolTip(self.tr("Show the move the hard computer player would make, and why"))
        self.act_grade.setText(self.tr("Grade my moves"))
        self.act_grade.setToolTip(self.tr("After each of your moves, say in the turn log how good it was"))
        self.act_pace.setText(self.tr("Pace"))
        self.act_pace.setToolTip(self.tr("How fast the computer players' turns are shown"))
        self.pace_actions["instant"].setText(self.tr("Instant"))
        self.pace_actions["normal"].setText(self.tr("Normal"))
        self.pace_actions["step"].setText(self.tr("Step by step"))
        self.last_round.setText(self.tr("Last round"))
        self.score_title.setText(self.tr("Score"))
        self.log_title.setText(self.tr("Turn log"))
        self.log.setAccessibleName(self.log_title.text())  # what a screen reader says on entering it
        self.score.setAccessibleName(self.score_title.text())
        self.status.setAccessibleName(self.tr("Status"))
        self.prompt.setAccessibleName(self.tr("Instruction"))
        self.target_cursor.announce()  # the focused target's words in the new language
        self.score.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_rules(self, rule: str | None = None):
        """The How to play page of this game, at ``rule`` if given."""
        from .howto import open_howto

        return open_howto(self, self.game.id, rule or None)

    # -- nothing lost -------------------------------------------------------------------
    def in_progress(self) -> bool:
        """A game someone has played in and not finished."""
        s = self.session
        # a game played at an online table (ui/remote.py: no record) is the host's to keep
        return s is not None and s.record is not None and not s.state.is_over and bool(s.record.actions)

    def ask(self, title: str, text: str, buttons, default) -> QMessageBox.StandardButton:
        """A question to the person (tests answer it by replacing this)."""
        return plaintext.question(self, title, text, buttons, default)

    def confirm_discard(self) -> bool:
        """Before New game or Open replace the game in progress: save it,
        discard it, or stay."""
        if not self.in_progress():
            return True
        B = QMessageBox.StandardButton
        answer = self.ask(
            self.tr("Game in progress"),
            self.tr("The game in progress will be replaced. Save it first?"),
            B.Save | B.Discard | B.Cancel,
            B.Save,
        )
        if answer == B.Save:
            return self.save_game()
        return answer == B.Discard

    def can_leave(self) -> bool:
        """Home and Quit: the game in progress stays in its autosave and the
        home screen offers to resume it, so nothing is asked unless the
        autosave could not be written."""
        if self.in_progress() and self._autosave_failed:
            B = QMessageBox.StandardButton
            answer = self.ask(
                self.tr("Game in progress"),
                self.tr("The game could not be kept for later. Save it before leaving?"),
                B.Save | B.Discard | B.Cancel,
                B.Save,
            )
            if answer == B.Cancel or (answer == B.Save and not self.save_game()):
                return False
        self.stop()
        return True

    _resuming = False

    def _keep(self) -> None:
        """Autosave after every change; a finished game needs no resuming
        once its result is in the history (or waits to be added)."""
        s = self.live_session
        if s.record is None:
            return  # an online table's game (ui/remote.py): the host autosaves it
        try:
            if (s.state.is_over and self._result_kept) or not s.record.actions:
                self._autosave.clear()
            else:
                self._autosave.write(s.record.to_json())
            self._autosave_failed = False
        except OSError:
            self._autosave_failed = True

    def resume(self) -> bool:
        """Continue the autosaved game (home screen's Resume). One that cannot
        be resumed (damaged, or a game of another title in this slot) is
        refused: the person is told, the file set aside."""
        try:
            session = GameSession.load(str(self._autosave.path))
        except ProblemsError as exc:
            autosave.refuse(
                self,
                self._autosave,
                self.tr("Resume"),
                self.tr("The saved game cannot be resumed:") + "\n" + translate_problems(exc),
            )
            return False
        if session.game.id != self.game.id:
            session.stop()
            session.deleteLater()
            autosave.refuse(
                self,
                self._autosave,
                self.tr("Resume"),
                self.tr("The saved game cannot be resumed:") + "\n" + self.tr("This file is a game of another title."),
            )
            return False
        # A finished game is autosaved only while its result is neither stored
        # nor kept: resumed, it ends as if finished now (and is recorded once).
        self._resuming = True
        try:
            self.start(session)
        finally:
            self._resuming = False
        return True

    def _update_actions(self) -> None:
        """Actions that would do nothing are greyed out."""
        s = self.session
        # An online table's session (ui/remote.py) has no record: the host keeps, saves and
        # undoes nothing for it here, and New or Open would leave the table.
        local = s is None or s.record is not None
        for action in (self.act_new, self.act_open):
            action.setEnabled(local)
        self.act_save.setEnabled(s is not None and local)
        self.act_undo.setEnabled(s is not None and s.can_undo())
        self.act_move_now.setEnabled(s is not None and local and not s.human_to_move and not s.state.is_over)
        self._update_hint_action()

    # An online table's session (ui/remote.py) waiting for the host's first view.
    _waiting: GameSession | None = None

    def start(self, session: GameSession) -> None:
        if self._waiting is not None and self._waiting is not session:
            self._waiting.stop()
        self._waiting = None
        if not getattr(session, "ready", True):
            # Before the host's first view the seats are not known, and a game's screen sizes its
            # players' panels in start: it starts again once the view has come.
            self._waiting = session
            session.setParent(self)
            remote: Any = session
            remote.readied.connect(lambda: self.start(session) if self._waiting is session else None)
            remote.notice.connect(lambda text: self.status.setText(text) if self._waiting else None)
            self.status.setText(remote.status_text() or "")
            return
        if self.session is not None:
            self.session.stop()
        self.session = session
        session.setParent(self)
        if session.pace_ms is None:  # a session without a fixed wait follows the remembered pace
            session.set_pace(self.pace_setting())
        session.changed.connect(self._changed)
        session.actionApplied.connect(self._logged)
        session.thinking.connect(lambda busy: self._update_status())
        session.botFailed.connect(lambda why: plaintext.critical(self, self.tr("Computer player"), why))
        notice = getattr(session, "notice", None)  # an online table's news (ui/remote.py): presence, the connection
        if notice is not None:
            notice.connect(self.status.setText)
        self._shown_player = None
        self._over_at_start = session.state.is_over and not self._resuming
        self._result_kept = self._over_at_start  # opened finished: nothing to add, nothing to keep
        self._grades = {}
        self.review_tracker.forget()
        self._history_entry = None
        self._rebuild_log()
        self.set_highlight(self.act_highlight.isChecked())  # the remembered setting, on every board
        self._changed()
        if self._stack.currentWidget() is self.board_area:
            self.target_cursor.take_focus()  # the board has the keyboard (its ring shows once keys are used)
        session.schedule()

    def new_game(self) -> None:
        if not self.confirm_discard():
            return
        dialog = self.new_game_dialog()
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            session = GameSession(self.game, dialog.options(), dialog.new_seed(), dialog.seats(), dialog.names())
        except ProblemsError as exc:
            plaintext.warning(self, self.tr("New game"), translate_problems(exc))
            return
        self.start(session)

    def open_game(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), autosave.last_folder(), self.tr("Saved games (*.json);;All files (*)")
        )
        if not path:
            return
        autosave.remember_folder(path)
        try:
            session = GameSession.load(path)
        except ProblemsError as exc:
            plaintext.warning(
                self,
                self.tr("Open a saved game"),
                self.tr("This file cannot be opened:") + "\n" + translate_problems(exc),
            )
            return
        if session.game.id != self.game.id:
            plaintext.warning(self, self.tr("Open a saved game"), self.tr("This file is a game of another title."))
            return
        self.start(session)

    def save_game(self) -> bool:
        """Save to a file the person picks; True once saved."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), autosave.start_path(f"{self.game.id}.json"), self.tr("Saved games (*.json)")
        )
        if not path:
            return False
        try:
            self.session.save(path)
        except OSError as exc:
            plaintext.warning(
                self,
                self.tr("Save the game"),
                self.tr("The game could not be saved: {reason}").format(reason=os_error_text(exc)),
            )
            return False
        autosave.remember_folder(path)
        return True

    def play(self, action) -> None:
        """Submit a person's action (from a click)."""
        if self.session is None:
            return
        s = self.session
        player = s.state.current_player
        before = s.state.view_for(player) if self.act_grade.isChecked() and s.human_to_move else None
        hinted = self.hint_next()
        position = s.state
        try:
            self.session.play(action)
        except GardenError as exc:
            self.status.setText(str(exc))
            return
        if before is not None and s.record is None:
            # an online table's move (ui/remote.py) is in the log once the host has played it: graded then
            self._grade_waiting = (before, action, player, hinted)
        elif before is not None and s.log and s.log[-1].action == action:
            self._start_grade(len(s.log) - 1, before, action, player, hinted)
        if s.record is not None and s.record.actions and s.record.actions[-1] == action:
            self.review_tracker.after_move(s.record, position)  # its judgement for the review, now

    def undo(self) -> None:
        if self.session is not None:
            self.session.undo()

    def move_now(self) -> None:
        if self.session is not None:
            self.session.move_now()

    def stop(self) -> None:
        if self.session is not None:
            self.session.stop()
        if self._waiting is not None:
            self._waiting.stop()

    def named_sheet(self, final: bool | None = None):
        """The score as the screen may show it: with the seats' names, and
        while the game runs, scored from the viewer's view so that nobody's
        hidden cards are revealed (nobody's while the screen is covered)."""
        state = self.live_session.state
        final = state.is_over if final is None else final
        if final:
            sheet = state.score()
        else:
            viewer = self.viewer()
            sheet = state.view_for(-1 if viewer is None else viewer).score()
        names = self.live_session.names
        players = tuple(
            dataclasses.replace(ps, name=names[i]) if i < len(names) else ps for i, ps in enumerate(sheet.players)
        )
        return dataclasses.replace(sheet, players=players)

    def _changed(self) -> None:
        s = self.live_session
        state = s.state
        going_on = self._hint_goes_on()
        self._forget_hint()
        if going_on is not None:  # the person played the hinted click: the rest of the turn stays marked
            self._hint, self._hint_step = (self._hint_generation, going_on[0]), going_on[1]
        if len(s.log) < self.log.entry_count():  # undone
            self._grades = {row: g for row, g in self._grades.items() if row < len(s.log)}
            self._rebuild_log()
        self._keep()
        self._update_actions()
        if self.game.descriptor.hidden_hands and s.human_to_move and self._needs_handover(state.current_player):
            self._stack.setCurrentWidget(self.handover)
            self.handover.show_for(s.names[state.current_player])
            if self.view_model is not None:
                self._show_prompt(self.view_model)  # the previous player's prompt goes
        else:
            self._stack.setCurrentWidget(self.board_area)
            self.refresh()
        self.score.set_sheet(self.named_sheet(), final=state.is_over)
        self._update_status()
        if self._hint is not None:
            self._show_hint_status()
        self._update_hint_action()
        if state.is_over and not getattr(self, "_end_shown", False):
            self._end_shown = True
            if not self._over_at_start:  # finished here, not opened finished
                self._record_result()
            self.show_end_table()
        elif not state.is_over:
            self._end_shown = False
            self._result_kept = False

    def _record_result(self) -> None:
        """The autosave of a finished game stays until its result is stored
        or kept to be stored later."""
        if self.live_session.record is None:
            return  # an online table's game (ui/remote.py): the host has its record
        kept = self.add_to_history()
        if kept is not None:
            self._result_kept = True
            self._keep()
            self._history_entry = kept.entry_id
        # the review's judgements still missing, computed now and kept with the game
        self.review_tracker.finish(self.live_session.record, self._history_entry)

    @staticmethod
    def _people_here(s: GameSession) -> list[int]:
        """The seats of the people at this screen: every person's of a local game; of an online
        table's session (ui/remote.py), where others play on their own apps, only this computer's."""
        here = getattr(s, "is_local", s.is_human)
        return [i for i in range(len(s.names)) if here(i)]

    def _needs_handover(self, player: int) -> bool:
        s = self.live_session
        return len(self._people_here(s)) > 1 and self._shown_player != player

    def _handover_done(self) -> None:
        self._shown_player = self.live_session.state.current_player
        self._stack.setCurrentWidget(self.board_area)
        self.refresh()
        self._update_hint_action()
        self.target_cursor.take_focus(show=True)  # the keyboard goes on where the board is uncovered

    def viewer(self) -> int | None:
        """Whose hidden cards may be shown now (None: nobody's)."""
        s = self.session
        if s is None:
            return None
        humans = self._people_here(s)
        if len(humans) == 1:
            return humans[0]
        if not self.game.descriptor.hidden_hands and s.human_to_move:
            return s.state.current_player  # nothing hidden: the screen is whoever moves
        return self._shown_player

    _grade_waiting: tuple | None = None  # an online move sent, to grade once played (see play)

    def _logged(self, entry: LogEntry) -> None:
        self._add_log_row(self.log.entry_count())
        self.log.scrollToBottom()
        waiting, self._grade_waiting = self._grade_waiting, None
        if waiting is not None and entry.action == waiting[1] and entry.player == waiting[2]:
            self._start_grade(len(self.live_session.log) - 1, *waiting)

    @staticmethod
    def starts_turn(previous: LogEntry | None, entry: LogEntry) -> bool:
        """Whether ``entry`` begins a new line of the turn log: another player
        acts, or the engine counts a new turn (the same player again, when the
        others passed or alone)."""
        return previous is None or previous.player != entry.player or previous.turn != entry.turn

    def _add_log_row(self, row: int) -> None:
        s = self.live_session
        entry = s.log[row]
        new_turn = self.starts_turn(s.log[row - 1] if row else None, entry)
        rows = [row] if new_turn else self.log.steps_of(self.log.turn_count() - 1) + [row]
        self.log.add_step(new_turn, self._turn_line(rows), self._step_line(entry, row))

    def _player_name(self, player: int) -> str:
        names = self.live_session.names
        return names[player] if 0 <= player < len(names) else "?"

    def _grade_suffix(self, entry: LogEntry, row: int) -> str:
        graded = self._grades.get(row)
        if graded is not None and graded[0] == entry.action:
            return "   " + self.grade_text(graded[1]).replace(" ", "\u00a0")  # one piece when wrapped
        return ""

    def _step_line(self, entry: LogEntry, row: int) -> str:
        """A step folded under its turn's line (which names the player)."""
        return self.describe(entry) + self._grade_suffix(entry, row)

    def _log_line(self, entry: LogEntry, row: int = -1) -> str:
        """An entry's words with its player's name: the line of a turn of one step."""
        return f"{self._player_name(entry.player)}: {self._step_line(entry, row)}"

    def _turn_line(self, rows: list[int]) -> str:
        """The line of a turn: its player's name and what the engine said
        happened in it (the steps that only chose something are folded under
        it), with the grades of its steps."""
        log = self.live_session.log
        if len(rows) == 1:
            return self._log_line(log[rows[0]], rows[0])
        said = [self.describe(log[r]) for r in rows if log[r].events] or [self.describe(log[rows[-1]])]
        grades = "".join(self._grade_suffix(log[r], r) for r in rows)
        return f"{self._player_name(log[rows[0]].player)}: {'; '.join(said)}{grades}"

    def _rebuild_log(self) -> None:
        self.log.clear_turns()
        if self.session is not None:
            for row in range(len(self.session.log)):
                self._add_log_row(row)
            self.log.scrollToBottom()

    def _update_status(self) -> None:
        s = self.session
        if s is None:
            self.status.setText(self.tr("Start a new game or open a saved one."))
            return
        remote = getattr(s, "status_text", None)  # an online table's session says more (ui/remote.py)
        text = remote() if callable(remote) else None
        if text:
            self.status.setText(text)
            return
        state = s.state
        if state.is_over:
            result = self.named_sheet().result().render(QCoreApplication.translate)
            self.status.setText(self.tr("Game over. {result}").format(result=result))
        elif s.human_to_move:
            self.status.setText(self.tr("{name}, your move.").format(name=s.names[state.current_player]))
        else:
            self.status.setText(self.tr("{name} (computer) is thinking…").format(name=s.names[state.current_player]))

    # -- the coach ----------------------------------------------------------------------
    @staticmethod
    def _grade_setting() -> bool:
        return app_settings().value("play/grade_moves", False) in (True, "true", "1", 1)

    def set_grading(self, enabled: bool) -> None:
        """Grade the person's moves in the log (remembered for every game)."""
        app_settings().setValue("play/grade_moves", bool(enabled))

    def _hint_possible(self) -> bool:
        """A person is to move and sees the board."""
        s = self.session
        return (
            s is not None
            and s.human_to_move
            and self._stack.currentWidget() is self.board_area
            and self.viewer() == s.state.current_player
        )

    def _update_hint_action(self) -> None:
        self.act_hint.setEnabled(self._hint_possible())

    def coach_bot(self, seed: int):
        """The hard level, as the play screens' hard level plays."""
        return self.game.make_bot("montecarlo", seed)

    def _position_seed(self) -> int:
        s = self.live_session
        if s.record is None:  # an online table's game (ui/remote.py): its seed is the host's secret
            return (len(s.log) * 1009 + 17) % (2**31)
        return (s.record.seed * 1009 + len(s.record.actions)) % (2**31)

    def _run_coach(self, tag: int, work, done, failed) -> None:
        job = _CoachJob(tag, work)
        job.signals.done.connect(done)
        job.signals.failed.connect(failed)
        self._coach_jobs.add(job)  # the signals object lives until it reports
        job.signals.done.connect(lambda *_: self._coach_jobs.discard(job))
        job.signals.failed.connect(lambda *_: self._coach_jobs.discard(job))
        collect_on_gui_thread()  # the GC must never free Qt objects on a worker thread
        QThreadPool.globalInstance().start(job)

    def request_hint(self) -> None:
        """Work out the hard level's move for the person to move, off the UI thread."""
        if not self._hint_possible():
            return
        s = self.live_session
        player = s.state.current_player
        view = s.state.view_for(player)
        self._forget_hint()
        generation = self._hint_generation
        stop = self._hint_stop = threading.Event()
        seed = self._position_seed()
        bot = self.coach_bot(seed)
        self.act_hint.setEnabled(False)
        self.status.setText(self.tr("Looking for a good move…"))
        self._run_coach(
            generation, lambda: coach.hint(view, player, bot, seed=seed, stop=stop), self._hint_ready, self._hint_failed
        )

    def _forget_hint(self) -> None:
        """The position changed (or a new hint is asked): drop the hint shown
        and any answer still coming."""
        self._hint_generation += 1
        if self._hint_stop is not None:
            self._hint_stop.set()
            self._hint_stop = None
        self._hint_step = 0
        if self._hint is not None:
            self._hint = None
            self._clear_hint_marks()

    def hint_keys(self, action, vm: ViewModel | None = None) -> set:
        """The view-model keys of ``action`` in ``vm`` (the view model shown
        now by default): its one-click target, or the source and the target
        of its two clicks."""
        vm = self.view_model if vm is None else vm
        if vm is None:
            return set()
        keys = {k for k, a in vm.targets.items() if a == action}
        if not keys:
            for (source, target), a in vm.pairs.items():
                if a == action:
                    keys |= {source, target}
                    break
        return keys

    def hint_steps(self) -> list[tuple[int, Any, State | None]]:
        """The clicks of the hinted turn still to play: (its number in the
        turn from 1, the action, the person's view before it)."""
        if self._hint is None:
            return []
        h = self._hint[1]
        views = h.views or (None,) * len(h.turn)
        return [(i + 1, a, v) for i, (a, v) in enumerate(zip(h.turn, views)) if i >= self._hint_step]

    def hint_next(self):
        """The hinted click to play now (None: no hint shown)."""
        steps = self.hint_steps()
        return steps[0][1] if steps else None

    def hinted_keys(self) -> dict:
        """Every key of the boards that a click of the hinted turn still to
        play goes through, with the numbers of those clicks: the click to play
        now on the view model shown, each later one on the view it will be
        played in (known: no draw comes in between)."""
        out: dict = {}
        viewer = self.viewer()
        for n, action, view in self.hint_steps():
            vm = self.view_model
            if n > self._hint_step + 1 and view is not None:
                vm = self.build_view(view, viewer)
            for key in self.hint_keys(action, vm):
                out.setdefault(key, []).append(n)
        return out

    def hint_inside(self, key) -> bool:
        """Whether the hint's mark of ``key`` goes inside its cell (a cell
        whose neighbours show letters at their edges while it shows nothing
        there); outside by default."""
        return False

    def hint_widgets(self) -> dict:
        """The buttons that click a view-model key (``{key: button}``), shown
        or not, so that a hinted click on a button is numbered too; a game
        with such buttons returns them (by default the keyboard's)."""
        return dict(self.target_widgets())

    def _clear_hint_marks(self) -> None:
        for scene, mark in self._hint_marks:
            for item in (mark, mark.badge):
                if item.scene() is scene:
                    scene.removeItem(item)
        self._hint_marks = []
        for _, badge in getattr(self, "_hint_badges", []):
            badge.deleteLater()
        self._hint_badges: list = []

    def _show_hint_marks(self) -> None:
        """Mark every click of the hinted turn still to play (HintMark)."""
        self._clear_hint_marks()
        if self._hint is None:
            return
        keys = self.hinted_keys()
        on_boards = set()
        for scene in self.scenes:
            for key, numbers in keys.items():
                item = scene.cell_item(key)
                if item is None:
                    continue
                outline = QPainterPath()
                outline.addPolygon(item.mapToScene(item.polygon()))  # the cell's own outline (shape() adds its pen)
                outline.closeSubpath()
                views = scene.views()
                scale = abs(views[0].transform().m11()) if views else 0.0
                pixel = 1.0 / scale if scale > 1e-6 else 0.0
                mark = HintMark(outline, ",".join(str(n) for n in numbers), self.hint_inside(key), pixel)
                mark.key = key
                scene.addItem(mark)
                scene.addItem(mark.badge)
                self._hint_marks.append((scene, mark))
                on_boards.add(key)
        widgets = self.hint_widgets()
        for key, numbers in keys.items():
            button = widgets.get(key)
            if key in on_boards or button is None:
                continue
            holder = button.parentWidget() or button
            badge = PlainLabel(",".join(str(n) for n in numbers), holder)
            badge.setObjectName("hintBadge")
            badge.setStyleSheet(
                f"QLabel#hintBadge {{ background: {HINT_COLOR.name()}; color: white; font-weight: bold;"
                " border: 2px solid white; border-radius: 8px; padding: 0 4px; }"
            )
            badge.adjustSize()
            # at the button's top-right corner, half outside it, so that its text stays whole
            corner = (
                button.mapTo(holder, button.rect().topRight()) if holder is not button else button.rect().topRight()
            )
            badge.move(
                max(0, min(holder.width() - badge.width(), corner.x() - badge.width() // 2)),
                max(0, corner.y() - badge.height() // 2),
            )
            badge.setVisible(button.isVisible())
            badge.raise_()
            self._hint_badges.append((key, badge))

    def hint_marked(self) -> dict:
        """The keys marked on the boards and buttons now, with their labels ("1", "2,3")."""
        out = {}
        for key, badge in getattr(self, "_hint_badges", []):
            out[key] = badge.text()
        for _, mark in self._hint_marks:
            out[mark.key] = mark.label
        return out

    def _hint_goes_on(self):
        """(the Hint, the next click's index) when the click just played is
        the hinted one and the view is the one the hint expected, else None."""
        if self._hint is None or self.session is None:
            return None
        h, step = self._hint[1], self._hint_step
        s = self.session
        if step + 1 >= len(h.turn) or len(h.views) <= step + 1 or not s.log or s.log[-1].action != h.turn[step]:
            return None
        player = h.views[0].current_player
        if s.state.is_over or s.state.current_player != player or s.state.view_for(player) != h.views[step + 1]:
            return None
        return h, step + 1

    def _show_hint_status(self) -> None:
        if self._hint is None:
            return
        h = self._hint[1]
        tr = QCoreApplication.translate
        move = h.description.render(tr) if h.description is not None else h.action.notation()
        reasons = "; ".join(r.render(tr) for r in h.reasons)
        if self._hint_marks or getattr(self, "_hint_badges", []):
            text = self.tr("Hint (numbered in green on the board): {move}. Why: {reasons}")
        else:
            text = self.tr("Hint: {move}. Why: {reasons}")
        text = text.format(move=move, reasons=reasons)
        if h.capped:
            text += " " + self.tr("(cut short: the computer is busy, so this may not be its best move)")
        self.status.setText(text)

    def _hint_ready(self, generation: int, result) -> None:
        if generation != self._hint_generation or self.session is None:
            return  # a stale answer: the position changed
        self._hint_stop = None
        self._hint = (generation, result)
        self._hint_step = 0
        self.show_view()  # a game's screen may turn its pieces as the hint has them (Under the Leaves)
        self._show_hint_status()
        self._update_hint_action()

    def _hint_failed(self, generation: int, reason: str) -> None:
        if generation != self._hint_generation:
            return
        self._hint_stop = None
        self.status.setText(self.tr("No hint: the computer player failed ({reason})").format(reason=reason))
        self._update_hint_action()

    def _start_grade(self, row: int, view, action, player: int, best=None) -> None:
        seed = self._position_seed()
        bot = self.coach_bot(seed)
        session = self.session
        self._run_coach(
            row,
            lambda: (session, action, coach.grade(view, action, player, bot, best=best, seed=seed)),
            self._grade_ready,
            lambda *_: None,
        )

    def _grade_ready(self, row: int, result) -> None:
        session, action, grade = result
        s = self.session
        if s is not session or row >= len(s.log) or s.log[row].action != action:
            return  # a new game, or the move was undone
        self._grades[row] = (action, grade)
        if row < self.log.entry_count():
            rows = self.log.steps_of(self.log.turn_of(row))
            self.log.set_step(row, self._turn_line(rows), self._step_line(s.log[row], row))
            if row == self.log.entry_count() - 1:
                self.log.scrollToBottom()

    def grade_text(self, grade) -> str:
        """The grade as the log shows it: "✓ good", "?! inaccuracy (−3)", "? mistake (−8)"."""
        label = grade.label.render(QCoreApplication.translate)
        points = int(round(grade.loss))
        if grade.kind == "inaccuracy":
            return self.tr("?! {grade} (−{points})").format(grade=label, points=points)
        if grade.kind == "mistake":
            return self.tr("? {grade} (−{points})").format(grade=label, points=points)
        return self.tr("✓ {grade}").format(grade=label)

    def add_to_history(self) -> Kept | None:
        """A game finished on this screen goes to the history (once), with its
        final position as a finished-board file."""
        s = self.live_session
        board = self.game.board_to_dict(self.game.board_from_state(s.state, s.names))
        return record_game(
            self,
            self.named_sheet(final=True),
            source=PLAYED,
            options=dict(s.record.options),
            board=board,
            uid=played_uid(s.record.to_json()),
            record=s.record.to_json(),
        )

    def review_screen(self, parent: QWidget | None = None) -> ReviewScreen:
        """The review of the game on this screen (docs/architecture.md §6.15),
        with the coach's judgements made while it ran."""
        record = self.live_session.record
        copy = GameRecord.from_json(record.to_json())
        return ReviewScreen(copy, entry_id=self._history_entry, known=self.review_tracker.known(record), parent=parent)

    # The end table last shown, with its sheet and the widgets a language switch relabels.
    _end_table: tuple[QDialog, ScoreSheet, PlainLabel, PlainLabel, ScoreTable] | None = None

    def show_end_table(self) -> None:
        dialog = QDialog(self)
        layout = QVBoxLayout(dialog)
        sheet = self.named_sheet(final=True)
        title = PlainLabel()
        title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        layout.addWidget(title)
        extra_label = PlainLabel(wordWrap=True)
        extra_label.setStyleSheet("font-size: 13pt;")
        layout.addWidget(extra_label)
        table = ScoreTable()
        table.ruleActivated.connect(self.show_rules)
        table.set_sheet(sheet, final=True)
        layout.addWidget(table)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        # the review of the game (docs/architecture.md §6.15), on the table's button row
        self._review_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self._review_button.clicked.connect(dialog.accept)
        self._review_button.clicked.connect(self.reviewRequested)
        layout.addWidget(buttons)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)  # Enter closes the table (docs/architecture.md §6.14)
        close.setFocus()
        # an online table's game (ui/remote.py) has no record here to review
        self._review_button.setVisible(self.live_session.record is not None)
        self._end_dialog = dialog
        self._end_table = (dialog, sheet, title, extra_label, table)
        self._retranslate_end_table()
        dialog.open()

    def _retranslate_end_table(self) -> None:
        """The end table's title, result and extra lines in the language shown now
        (a switch while it is open relabels it, docs/architecture.md §6.2)."""
        if self._end_table is None:
            return
        dialog, sheet, title, extra_label, table = self._end_table
        dialog.setWindowTitle(self.tr("Final score"))
        self._review_button.setText(self.tr("Review this game"))
        self._review_button.setToolTip(
            self.tr("Step through the game turn by turn, with the score chart and the coach's view of your moves")
        )
        table.setAccessibleName(self.tr("Final score"))
        title.setText(sheet.result().render(QCoreApplication.translate))
        extra = self.end_extra_text(sheet)
        extra_label.setText(extra)
        extra_label.setVisible(bool(extra))
        table.retranslate()

    def end_extra_text(self, sheet) -> str:
        """Extra lines for the end table (e.g. Harmonies solo suns)."""
        return ""
