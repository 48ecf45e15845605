"""The main window: the home screen and the game screens stacked on top.

Per-game user interfaces are plugins, imported only when a game is opened:

``gardenapp.ui.games.<game id>`` (a module or package) exposes

* ``create_play_screen(parent) -> QWidget`` - a full game;
* ``create_score_helper(parent) -> QWidget`` - scoring a finished physical game.

A game is *available* when its engine is built (``registry.get(id)`` is not
None) and that module exists; otherwise its card says "Coming soon".

Screens may define these optional hooks, which the window calls:

* ``retranslate()`` - re-label after a language switch. Every widget receives
  ``QEvent.LanguageChange``; the play-screen and score-helper bases (and the
  home screen) call their ``retranslate()`` from ``changeEvent``, once per
  switch; the window relabels only its own menus. Board scenes follow
  ``LanguageManager.languageChanged`` by themselves (see ``boardview``).
* ``can_leave() -> bool`` - asked before the screen is closed (Home, Quit);
  return False to stay (e.g. after asking about unsaved changes).
* ``title() -> str`` - the translated title shown in the window title bar
  (default: the game's translated name);
* a ``closed`` signal - emitting it closes the screen and returns home.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import math
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QKeySequence, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from .. import games as _games  # noqa: F401 - announces the five titles
from ..core import registry
from ..core.descriptor import HEX, GameLook
from ..core.registry import GameInfo
from . import autosave, plaintext
from .i18n import LANGUAGES, LanguageManager
from .plaintext import PlainLabel

if TYPE_CHECKING:
    from .playscreen import PlayScreenBase
    from .scorehelper import ScoreHelperBase

log = logging.getLogger(__name__)

GAME_UI_PACKAGE = "gardenapp.ui.games"
GAMES_CONTEXT = "games"


def game_ui_module_name(game_id: str) -> str:
    return f"{GAME_UI_PACKAGE}.{game_id}"


def has_game_ui(game_id: str) -> bool:
    """Whether ``gardenapp.ui.games.<id>`` exists, without importing it.

    A folder without ``__init__.py`` (a namespace package, e.g. work in
    progress) does not count: it has no origin file.
    """
    try:
        spec = importlib.util.find_spec(game_ui_module_name(game_id))
    except (ModuleNotFoundError, ValueError):  # no gardenapp.ui.games package yet
        return False
    return spec is not None and spec.origin is not None


def game_is_available(game_id: str) -> bool:
    """Engine and UI module present, found without importing either: the home
    screen paints before any engine (and shapely, numpy) is loaded. A game
    whose engine then fails to import says so when it is opened."""
    info = next((i for i in registry.catalogue() if i.id == game_id), None)
    if info is None or not has_game_ui(game_id):
        return False
    try:
        spec = importlib.util.find_spec(info.module)
    except (ModuleNotFoundError, ValueError):
        return False
    return spec is not None and spec.origin is not None


def translated_name(info: GameInfo) -> str:
    return QCoreApplication.translate(GAMES_CONTEXT, info.name)


# ---------------------------------------------------------------------------------------------
# Home screen


class GameGlyph(QWidget):
    """A small hexagon or square in the game's colour with its letter."""

    def __init__(self, look: GameLook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look = look
        self.setFixedSize(56, 56)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(56, 56)

    def paintEvent(self, event) -> None:
        color = QColor(self.look.color)
        if not self.isEnabled():  # "coming soon": a faded version of the colour
            hsl = color.toHsl()
            color = QColor.fromHsl(hsl.hslHue(), hsl.hslSaturation() // 3, min(255, hsl.lightness() + 50))
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        path = QPainterPath()
        if self.look.shape == HEX:
            cx, cy, radius = r.center().x(), r.center().y(), min(r.width(), r.height()) / 2
            path.addPolygon(
                QPolygonF(
                    [
                        QPointF(
                            cx + radius * math.cos(math.radians(60 * i - 30)),
                            cy + radius * math.sin(math.radians(60 * i - 30)),
                        )
                        for i in range(6)
                    ]
                )
            )
            path.closeSubpath()
        else:
            side = min(r.width(), r.height()) * 0.86
            sq = QRectF(0, 0, side, side)
            sq.moveCenter(r.center())
            path.addRoundedRect(sq, 6, 6)
        p.setPen(QPen(color.darker(135), 2))
        p.setBrush(color)
        p.drawPath(path)
        # a thin inner line, like a tile's edge
        p.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = QPainterPath(path)
        p.save()
        p.translate(r.center())
        p.scale(0.78, 0.78)
        p.translate(-r.center())
        p.drawPath(inner)
        p.restore()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(22)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.look.mark)
        p.end()


class GameCard(QFrame):
    """One game on the home screen: glyph, name, description, two buttons."""

    playRequested = Signal(str)
    scoreRequested = Signal(str)
    resumeRequested = Signal(str, str)  # game id, "play" or "score"

    def __init__(self, info: GameInfo, available: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.available = available
        self.setObjectName("gameCard")
        self.setProperty("available", available)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        # The title's own look (its announcement, read before any engine is imported);
        # a title that declares none has NEUTRAL_LOOK (core/descriptor.py).
        self.glyph = GameGlyph(info.look, self)
        self.glyph.setEnabled(available)
        self.name_label = PlainLabel(self)
        self.name_label.setObjectName("gameName")
        # Names are short and stay on one line (a wrapped name next to the
        # "Coming soon" badge breaks too early); the card grows instead.
        self.description_label = PlainLabel(self)
        self.description_label.setObjectName("gameDescription")
        self.description_label.setWordWrap(True)
        self.coming_label = PlainLabel(self)
        self.coming_label.setObjectName("comingSoon")
        self.coming_label.setVisible(not available)
        self.coming_label.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playButton")
        self.score_button = QPushButton(self)
        self.score_button.setObjectName("scoreButton")
        # A game left in progress (quit, crash): continue where it stopped.
        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.hide()
        self.resume_score_button = QPushButton(self)
        self.resume_score_button.setObjectName("resumeButton")
        self.resume_score_button.hide()
        for button in (self.resume_button, self.resume_score_button, self.play_button, self.score_button):
            button.setEnabled(available)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(lambda: self.playRequested.emit(self.info.id))
        self.score_button.clicked.connect(lambda: self.scoreRequested.emit(self.info.id))
        self.resume_button.clicked.connect(lambda: self.resumeRequested.emit(self.info.id, "play"))
        self.resume_score_button.clicked.connect(lambda: self.resumeRequested.emit(self.info.id, "score"))

        self.title_layout = title_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        title_row.setSpacing(10)
        title_row.addWidget(self.name_label, 0)
        title_row.addWidget(self.coming_label, 0, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        title_row.addStretch(1)

        text = QVBoxLayout()
        text.setSpacing(4)
        text.addStretch(1)
        text.addLayout(title_row)
        text.addWidget(self.description_label)
        text.addStretch(1)

        self.buttons_layout = buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.setSpacing(8)
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.resume_score_button)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.score_button)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(16)
        layout.addWidget(self.glyph, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(text, 1)
        layout.addLayout(buttons, 0)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """Narrow windows: the badge goes under the name and the buttons stack."""
        direction = QBoxLayout.Direction.TopToBottom if compact else QBoxLayout.Direction.LeftToRight
        if self.buttons_layout.direction() != direction:
            self.buttons_layout.setDirection(direction)
            self.title_layout.setDirection(direction)
            self.title_layout.setSpacing(2 if compact else 10)
            self.updateGeometry()

    def retranslate(self) -> None:
        name = translated_name(self.info)
        self.name_label.setText(name)
        self.description_label.setText(QCoreApplication.translate(GAMES_CONTEXT, self.info.description))
        self.coming_label.setText(self.tr("Coming soon"))
        self.play_button.setText(self.tr("Play"))
        self.resume_button.setText(self.tr("Resume game"))
        self.resume_button.setToolTip(self.tr("Continue the game left in progress"))
        self.resume_score_button.setText(self.tr("Resume scoring"))
        self.resume_score_button.setToolTip(self.tr("Continue the board you were entering"))
        self.score_button.setText(self.tr("Score a finished game"))
        self.play_button.setAccessibleName(f"{self.play_button.text()}: {name}")
        self.score_button.setAccessibleName(f"{self.score_button.text()}: {name}")
        if self.available:
            self.setToolTip("")
        else:
            self.setToolTip(self.tr("This game is not ready yet."))


HOME_STYLE = """
#homeScreen, #homeContent { background: #f3f0e6; }
#homeTitle { color: #24452c; }
#homeSubtitle { color: #4f5b4f; }
#gameCard { background: #ffffff; border: 1px solid #ddd5c2; border-radius: 12px; }
#gameCard[available="false"] { background: #f8f6f0; border: 1px dashed #d3cbb8; }
#gameCard QLabel { background: transparent; border: none; }
#gameName { color: #1f2a1f; }
#gameCard[available="false"] #gameName { color: #6f6f68; }
#gameDescription { color: #4a4f4a; }
#gameCard[available="false"] #gameDescription { color: #85857d; }
#gameCard #comingSoon { color: #7a5a10; background: #f4e6c0; border-radius: 9px; padding: 2px 10px; }
#gameCard QPushButton { padding: 7px 14px; border-radius: 7px; }
#playButton { background: #3b7a4a; color: white; border: 1px solid #2f633b; font-weight: bold; }
#playButton:hover { background: #458a55; }
#playButton:pressed { background: #2f633b; }
#resumeButton { background: #f4e6c0; color: #5a420b; border: 1px solid #caa85a; font-weight: bold; }
#resumeButton:hover { background: #f8edcf; }
#scoreButton { background: white; color: #2f5a38; border: 1px solid #8fb196; }
#scoreButton:hover { background: #eef5ef; }
#scoreButton:pressed { background: #dceadf; }
QPushButton[titleButton="true"] { padding: 5px 12px; border-radius: 7px; }
#gameCard QPushButton:disabled { background: #ecebe6; color: #a3a39c; border: 1px solid #dddcd5; }
#gameCard QPushButton:focus { outline: none; border: 2px solid #24452c; }
"""


class HomeScreen(QWidget):
    """Title, subtitle and one card per game of ``registry.catalogue()``."""

    playRequested = Signal(str)
    scoreRequested = Signal(str)
    resumeRequested = Signal(str, str)
    historyRequested = Signal()
    onlineRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("homeScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(HOME_STYLE)

        self.title_label = PlainLabel(self)
        self.title_label.setObjectName("homeTitle")
        title_font = QFont(self.font())
        title_font.setPointSizeF(max(title_font.pointSizeF(), 9.0) * 2.2)
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.subtitle_label = PlainLabel(self)
        self.subtitle_label.setObjectName("homeSubtitle")
        self.subtitle_label.setWordWrap(True)
        sub_font = QFont(self.font())
        sub_font.setPointSizeF(max(sub_font.pointSizeF(), 9.0) * 1.15)
        self.subtitle_label.setFont(sub_font)

        self.cards: dict[str, GameCard] = {}
        cards = QVBoxLayout()
        cards.setSpacing(10)
        name_font = QFont(self.font())
        name_font.setPointSizeF(max(name_font.pointSizeF(), 9.0) * 1.3)
        name_font.setBold(True)
        for info in registry.catalogue():
            card = GameCard(info, game_is_available(info.id), self)
            card.name_label.setFont(name_font)
            card.playRequested.connect(self.playRequested)
            card.scoreRequested.connect(self.scoreRequested)
            card.resumeRequested.connect(self.resumeRequested)
            cards.addWidget(card)
            self.cards[info.id] = card

        column = QWidget(self)
        column.setObjectName("homeContent")
        column.setMaximumWidth(1080)
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.setSpacing(4)
        self.history_button = QPushButton(self)
        self.history_button.setObjectName("scoreButton")
        self.history_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.history_button.clicked.connect(self.historyRequested)
        self.online_button = QPushButton(self)  # Play online (gardenapp/ui/online/)
        self.online_button.setObjectName("scoreButton")
        self.online_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.online_button.clicked.connect(self.onlineRequested)
        for button in (self.online_button, self.history_button):  # the title row's two, padded as the cards' are
            button.setProperty("titleButton", True)
        title_row = QHBoxLayout()
        title_row.setSpacing(8)
        title_row.addWidget(self.title_label, 1)
        title_row.addWidget(self.online_button, 0, Qt.AlignmentFlag.AlignVCenter)
        title_row.addWidget(self.history_button, 0, Qt.AlignmentFlag.AlignVCenter)
        column_layout.addLayout(title_row)
        column_layout.addWidget(self.subtitle_label)
        column_layout.addSpacing(18)
        column_layout.addLayout(cards)
        column_layout.addStretch(1)

        content = QWidget()
        content.setObjectName("homeContent")
        centre = QHBoxLayout(content)
        centre.setContentsMargins(36, 28, 36, 24)
        centre.addStretch(0)
        centre.addWidget(column, 1)
        centre.addStretch(0)

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.retranslate()

    # Below this width the cards stack their buttons, so long labels (Polish,
    # Portuguese) still fit without a horizontal scroll bar.
    COMPACT_WIDTH = 960

    def resizeEvent(self, event) -> None:
        compact = event.size().width() < self.COMPACT_WIDTH
        for card in self.cards.values():
            card.set_compact(compact)
        super().resizeEvent(event)

    def refresh_resumable(self) -> None:
        """Show "Resume game" on the cards of games left in progress."""
        for game_id, card in self.cards.items():
            card.resume_button.setVisible(card.available and autosave.Slot(game_id, "play").exists())
            card.resume_score_button.setVisible(card.available and autosave.Slot(game_id, "score").exists())

    def retranslate(self) -> None:
        self.title_label.setText(self.tr("Garden games"))
        self.history_button.setText(self.tr("History"))
        self.online_button.setText(self.tr("Play online"))
        self.online_button.setToolTip(self.tr("Host a table, join one, or resume one"))
        self.history_button.setToolTip(self.tr("Every finished game, with statistics"))
        self.subtitle_label.setText(
            self.tr(
                "Play five garden board games on your computer, or copy the board of a game "
                "you finished at the table and get its exact score."
            )
        )
        for card in self.cards.values():
            card.retranslate()

    def title(self) -> str:
        return ""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# ---------------------------------------------------------------------------------------------
# Main window


class MainWindow(QMainWindow):
    """Home screen plus a stack of game screens; File, Language and Help menus."""

    def __init__(self, language_manager: LanguageManager | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language_manager = language_manager or LanguageManager.instance()
        self.setMinimumSize(720, 520)
        self.resize(1100, 750)

        self.stack = QStackedWidget(self)
        self.home = HomeScreen(self.stack)
        self.home.playRequested.connect(lambda game_id: self.open_game(game_id, "play"))
        self.home.scoreRequested.connect(lambda game_id: self.open_game(game_id, "score"))
        self.home.resumeRequested.connect(self.resume_game)
        self.home.historyRequested.connect(self.show_history)
        self.home.onlineRequested.connect(self.show_online)
        self.stack.addWidget(self.home)
        self.setCentralWidget(self.stack)
        self.stack.currentChanged.connect(self._screen_changed)

        self._build_actions()
        self._build_menus()
        if self.language_manager is not None:
            self.language_manager.languageChanged.connect(self._sync_language_actions)
        self._sync_language_actions()
        self.retranslate()
        self._screen_changed()

    # -- actions and menus ---------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.home_action = QAction(self)
        self.home_action.setShortcut(QKeySequence("Alt+Home"))
        self.home_action.triggered.connect(self.go_home)
        self.history_action = QAction(self)
        self.history_action.setShortcut(QKeySequence("Ctrl+Shift+H"))  # Ctrl+H is a play screen's Hint
        self.history_action.triggered.connect(self.show_history)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.howto_action = QAction(self)  # How to play (docs/architecture.md §6.12)
        self.howto_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.howto_action.triggered.connect(lambda: self.show_howto())
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.about_qt_action = QAction(self)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.about_qt_action.triggered.connect(lambda: QMessageBox.aboutQt(self))

        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, native_name in LANGUAGES:
            action = QAction(native_name, self)  # each language in its own words
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addAction(self.home_action)
        self.file_menu.addAction(self.history_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.language_menu = bar.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.howto_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("navigation")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.home_action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    # -- language ------------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        if self.language_manager is None:
            return
        try:
            self.language_manager.set_language(code)
        except Exception as exc:  # a missing catalogue: say so, keep the current language
            log.exception("language switch to %s failed", code)
            plaintext.warning(
                self, self.tr("Language"), self.tr("The language could not be changed: {error}").format(error=exc)
            )
        self._sync_language_actions()

    def _sync_language_actions(self, *_) -> None:
        code = self.language_manager.language() if self.language_manager is not None else "en"
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-label the window and every stacked screen (the hook screens implement)."""
        self.file_menu.setTitle(self.tr("&File"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.home_action.setText(self.tr("&Home"))
        self.home_action.setToolTip(self.tr("Back to the list of games"))
        self.history_action.setText(self.tr("&History"))
        self.history_action.setToolTip(self.tr("Every finished game, with statistics"))
        self.quit_action.setText(self.tr("&Quit"))
        self.about_action.setText(self.tr("&About gardenapp"))
        self.howto_action.setText(self.tr("How to &play…"))
        self.howto_action.setToolTip(self.tr("The rules of a game, in your language"))
        self.about_qt_action.setText(self.tr("About &Qt"))
        self.toolbar.setWindowTitle(self.tr("Navigation"))
        self._update_title()

    # -- screens -------------------------------------------------------------------------------

    def current_screen(self) -> QWidget:
        screen = self.stack.currentWidget()
        assert screen is not None, "the stack always holds the home screen"
        return screen

    def push_screen(self, screen: QWidget) -> None:
        """Show a screen on top of the current one."""
        closed = getattr(screen, "closed", None)
        if isinstance(closed, SignalInstance):
            closed.connect(self.go_home)
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)

    def go_home(self) -> bool:
        """Close every game screen (each may refuse through ``can_leave()``)."""
        while self.stack.count() > 1:
            screen = self.stack.widget(self.stack.count() - 1)
            assert screen is not None, "an index below count() names a screen"
            can_leave = getattr(screen, "can_leave", None)
            if callable(can_leave) and not can_leave():
                self.stack.setCurrentWidget(screen)
                return False
            self.stack.removeWidget(screen)
            screen.deleteLater()
        self.stack.setCurrentWidget(self.home)
        return True

    def open_game(
        self, game_id: str, mode: str = "play", *, ask_resume: bool = True
    ) -> PlayScreenBase | ScoreHelperBase | None:
        """Import the game's UI module (lazily) and push its play screen or
        score helper; if something was left in progress there, offer it."""
        if mode not in ("play", "score"):
            raise ValueError(f"mode must be 'play' or 'score', not {mode!r}")
        info = next((i for i in registry.catalogue() if i.id == game_id), None)
        name = translated_name(info) if info is not None else game_id
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            module = importlib.import_module(game_ui_module_name(game_id))
            factory = module.create_play_screen if mode == "play" else module.create_score_helper
            screen: PlayScreenBase | ScoreHelperBase = factory(self.stack)
        except Exception as exc:
            QApplication.restoreOverrideCursor()
            log.exception("opening %s (%s) failed", game_id, mode)
            box = plaintext.message_box(
                QMessageBox.Icon.Critical,
                self.tr("Cannot open the game"),
                self.tr("{game} could not be opened: {error}").format(game=name, error=exc),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setDetailedText(traceback.format_exc())
            box.exec()
            return None
        QApplication.restoreOverrideCursor()
        screen.setProperty("gameName", name)
        screen.setProperty("gameId", game_id)
        review_requested = getattr(screen, "reviewRequested", None)  # a play screen's end table
        if isinstance(review_requested, SignalInstance):
            review_requested.connect(lambda: self.show_review(screen.review_screen(self.stack)))  # type: ignore[union-attr]
        self.push_screen(screen)
        if ask_resume and autosave.Slot(game_id, mode).exists():
            B = QMessageBox.StandardButton
            answer = self.ask_resume(mode)
            if answer == B.Cancel:  # nothing opened, nothing changed
                self.go_home()
                return None
            if answer == B.Discard:  # the question said it is lost
                autosave.Slot(game_id, mode).clear()
            elif answer is True or answer == B.Yes:
                screen.resume()
        return screen

    def ask_resume(self, mode: str) -> QMessageBox.StandardButton:
        """Something was left in progress: Yes resumes it, Discard deletes it
        (the question says so), Cancel goes back with nothing changed."""
        B = QMessageBox.StandardButton
        text = (
            self.tr("A game was left in progress. Resume it? If you discard it, it is lost.")
            if mode == "play"
            else self.tr("A board you were entering was not saved. Resume it? If you discard it, it is lost.")
        )
        return plaintext.question(self, self.tr("Resume"), text, B.Yes | B.Discard | B.Cancel, B.Yes)

    def show_history(self) -> QWidget:
        from .history import HistoryScreen

        if not self.go_home():
            return self.current_screen()
        screen = HistoryScreen(self.stack)
        screen.openBoard.connect(self.open_board)
        screen.reviewGame.connect(self.review_entry)
        self.push_screen(screen)
        return screen

    # -- online play (gardenapp/ui/online/) -------------------------------------------------------

    def show_online(self) -> QWidget:
        """Home → Play online: host, join, resume, host on a server."""
        from .online import OnlineScreen

        if not self.go_home():
            return self.current_screen()
        screen = OnlineScreen(self.stack, available=game_is_available)
        screen.hostRequested.connect(lambda *args: self._host_online(screen, *args))
        screen.lobbyReady.connect(self.show_lobby)
        screen.watchReady.connect(self.watch_online)
        self.push_screen(screen)
        return screen

    def _online_play_screen(self, game_id: str) -> PlayScreenBase:
        module = importlib.import_module(game_ui_module_name(game_id))
        screen: PlayScreenBase = module.create_play_screen(self.stack)
        info = next((i for i in registry.catalogue() if i.id == game_id), None)
        screen.setProperty("gameName", translated_name(info) if info is not None else game_id)
        screen.setProperty("gameId", game_id)
        return screen

    def _host_online(self, online: QWidget, game_id: str, port: int, address: str, create_line: str) -> None:
        """The game's own new-game dialog in its hosting form, then the table is opened."""
        from PySide6.QtWidgets import QDialog

        from .online import hosting_dialog

        screen = self._online_play_screen(game_id)
        try:
            dialog = hosting_dialog(screen.new_game_dialog())
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            options, kinds, names = dialog.options(), dialog.seats(), dialog.names()  # type: ignore[attr-defined]
        finally:
            screen.deleteLater()
        online.host(game_id, options, kinds, names, port, address, create_line)  # type: ignore[attr-defined]

    def show_lobby(self, lobby: QWidget) -> QWidget:
        """A table's lobby over the Play online screen; leaving it goes back there."""
        lobby.playRequested.connect(self.play_online)  # type: ignore[attr-defined]
        lobby.closed.connect(lambda: self._close_screen(lobby))  # type: ignore[attr-defined]
        self.stack.addWidget(lobby)
        self.stack.setCurrentWidget(lobby)
        return lobby

    def play_online(self, lobby: QWidget) -> QWidget:
        """The table has started: the game's play screen on this app's
        RemoteSession(s), in the lobby's place."""
        from .online import remote_sessions

        info = lobby.info  # type: ignore[attr-defined]
        screen = self._online_play_screen(info.game)
        session = remote_sessions(info, screen)
        if info.hosted:
            self._add_host_bar(screen, info, session)
        self.push_screen(screen)
        self._drop_screen(lobby)
        screen.start(session)
        return screen

    def _add_host_bar(self, screen: PlayScreenBase, info: Any, session: Any) -> None:
        """The host's hand-over of away seats above the board (ui/onlinehost.py), and its question
        before Home or Quit leave a running table this app serves."""
        from .onlinehost import HostBar

        bar = HostBar(info, session, screen)
        layout = screen.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(1, bar)  # under the toolbar
        screen.setProperty("hostBar", True)
        leave = screen.can_leave

        def can_leave() -> bool:
            return bar.can_leave() and leave()

        setattr(screen, "can_leave", can_leave)  # noqa: B010 - this screen's own, asked by go_home and closeEvent

    def watch_online(self, game_id: str, invitation: str) -> QWidget:
        """A watch invitation: the play screen on the public view, read-only."""
        from .online import watch_session

        screen = self._online_play_screen(game_id)
        session = watch_session(game_id, invitation, screen)
        self.push_screen(screen)
        screen.start(session)
        return screen

    def _drop_screen(self, screen: QWidget) -> None:
        """A screen under the top one leaves the stack (the lobby, once its game is on screen)."""
        if self.stack.indexOf(screen) > 0:
            self.stack.removeWidget(screen)
            screen.deleteLater()

    def show_review(self, review: QWidget) -> QWidget:
        """The review of a finished game (docs/architecture.md §6.15) over the
        screen it was asked from; its Back returns there."""
        review.closed.connect(lambda: self._close_screen(review))  # type: ignore[attr-defined]
        self.stack.addWidget(review)
        self.stack.setCurrentWidget(review)
        return review

    def _close_screen(self, screen: QWidget) -> None:
        """The top screen goes; the one under it is shown again."""
        stop = getattr(screen, "stop", None)
        if callable(stop):
            stop()
        index = self.stack.indexOf(screen)
        if index <= 0:
            return
        self.stack.setCurrentIndex(index - 1)
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def review_entry(self, entry_id: int) -> QWidget | None:
        """The review of a game played here, from the history: its stored record
        (checked as any saved game) and its stored review, if sound."""
        from ..core.errors import ProblemsError
        from ..core.record import GameRecord
        from .history import stored_game
        from .review import ReviewScreen

        title = self.tr("Review")
        stored = stored_game(entry_id)
        if stored is None:
            plaintext.warning(self, title, self.tr("The history holds no record of this game's moves."))
            return None
        try:
            record = GameRecord.from_json(stored[0])
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                review = ReviewScreen(record, entry_id=entry_id, stored=stored[1], parent=self.stack)
            finally:
                QApplication.restoreOverrideCursor()
        except ProblemsError as exc:
            plaintext.warning(
                self,
                title,
                self.tr("The moves of this game cannot be read:")
                + "\n"
                + "\n".join(p.render(QCoreApplication.translate) for p in exc.problems),
            )
            return None
        return self.show_review(review)

    def open_board(self, game_id: str, board: dict) -> QWidget | None:
        """A finished board (from the history) in its game's score helper. An
        unsaved entry of that game (it was on screen, or is in its autosave)
        comes back first and is asked about, as Open and Clear do: on Cancel
        it stays on screen."""
        if not self.go_home():
            return None
        helper = self.open_game(game_id, "score", ask_resume=False)
        if helper is None:
            return None
        from .scorehelper import ScoreHelperBase

        assert isinstance(helper, ScoreHelperBase), "the score mode opens a score helper"
        if autosave.Slot(game_id, "score").exists():
            helper.resume()
        helper.show_board(board)
        return helper

    def resume_game(self, game_id: str, mode: str = "play") -> QWidget | None:
        """Open the screen and continue what its autosave holds."""
        screen = self.open_game(game_id, mode, ask_resume=False)
        if screen is not None and not screen.resume():
            self.go_home()
            return None
        return screen

    def _screen_changed(self, *_) -> None:
        on_home = self.stack.currentWidget() is self.home
        if on_home:
            self.home.refresh_resumable()
        self.toolbar.setVisible(not on_home)
        self.home_action.setEnabled(not on_home)
        self._update_title()

    def _update_title(self) -> None:
        screen = self.stack.currentWidget()
        title = ""
        hook = getattr(screen, "title", None)
        if callable(hook):
            title = hook()
        elif screen is not None and screen.property("gameId"):
            info = next((i for i in registry.catalogue() if i.id == screen.property("gameId")), None)
            title = translated_name(info) if info is not None else ""
        self.setWindowTitle(f"{title} — gardenapp" if title else "gardenapp")

    def closeEvent(self, event) -> None:
        for index in range(self.stack.count() - 1, 0, -1):
            can_leave = getattr(self.stack.widget(index), "can_leave", None)
            if callable(can_leave) and not can_leave():
                event.ignore()
                return
        super().closeEvent(event)

    # -- about ---------------------------------------------------------------------------------

    def about_text(self) -> str:
        lines = [
            f"<h3>gardenapp {__version__}</h3>",
            "<p>"
            + self.tr(
                "gardenapp lets you play five garden board games on your computer, "
                "alone, with friends or against the computer, and scores the games "
                "you finish at the table."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "An independent project, not affiliated with or endorsed by the "
                "designers or publishers of these games. The games and their names "
                "belong to their owners:"
            )
            + "</p>",
            "<ul>",
        ]
        for info in registry.catalogue():
            name = f"<i>{translated_name(info)}</i>"
            credits = info.credits
            if credits is None:  # a title that declares no credits is listed by its name alone
                lines.append(f"<li>{name}</li>")
                continue
            designer, publisher = credits.designer, credits.publisher
            if designer:
                line = self.tr("{game}, designed by {designer}, published by {publisher}").format(
                    game=name, designer=designer, publisher=publisher
                )
            else:
                line = self.tr("{game}, published by {publisher}").format(game=name, publisher=publisher)
            lines.append(f"<li>{line}</li>")
        lines.append("</ul>")
        lines.append(
            "<p>" + self.tr("All artwork in gardenapp is drawn by its authors; no art from the games is used.") + "</p>"
        )
        return "\n".join(lines)

    def show_howto(self):
        """Help > How to play: the page of the game on screen; from the home
        screen (or the history), the window with its game chooser."""
        from .howto import open_howto

        game_id = self.current_screen().property("gameId")
        return open_howto(self, str(game_id) if game_id else None)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About gardenapp"), self.about_text())
