"""What every play screen shares: the toolbar (new, open, save, undo, move
now, legal-move highlighting), the live score, the turn log, the status line,
the hand-over screen between people when hands are hidden, and the
end-of-game table. A game's screen subclasses it and draws its boards in
``self.board_area`` from ``self.session.state``; it never decides a rule."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QLabel, QListWidget,
                               QMessageBox, QSplitter, QStackedLayout, QToolBar, QVBoxLayout, QWidget)

from ..core.errors import GardenError, ProblemsError
from ..core.game import Game
from . import autosave
from .handover import HandOverScreen
from .i18n import app_settings
from .newgame import NewGameDialog
from .scoretable import ScoreTable
from .session import GameSession, LogEntry


def translate_problems(exc: ProblemsError) -> str:
    return "\n".join(p.render(QCoreApplication.translate) for p in exc.problems)


class PlayScreenBase(QWidget):
    """Subclasses implement ``refresh()``, ``describe(entry)`` and may extend
    ``new_game_dialog()`` with the game's options."""

    closed = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.session: GameSession | None = None
        self._shown_player: int | None = None

        self.toolbar = QToolBar()
        self.act_new = QAction(self, shortcut=QKeySequence.New, triggered=self.new_game)
        self.act_open = QAction(self, shortcut=QKeySequence.Open, triggered=self.open_game)
        self.act_save = QAction(self, shortcut=QKeySequence.Save, triggered=self.save_game)
        self.act_undo = QAction(self, shortcut=QKeySequence.Undo, triggered=self.undo)
        self.act_move_now = QAction(self, triggered=self.move_now)
        self.act_highlight = QAction(self, checkable=True, checked=self.highlight_setting(),
                                     toggled=self.set_highlight)
        for a in (self.act_new, self.act_open, self.act_save, self.act_undo, self.act_move_now, self.act_highlight):
            self.toolbar.addAction(a)

        self.board_area = QWidget()
        self.handover = HandOverScreen()
        self.handover.ready.connect(self._handover_done)
        self._stack = QStackedLayout()
        self._stack.addWidget(self.board_area)
        self._stack.addWidget(self.handover)
        left = QWidget()
        left.setLayout(self._stack)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.status = QLabel(wordWrap=True)
        self.status.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.score_title = QLabel()
        self.score = ScoreTable()
        self.log_title = QLabel()
        self.log = QListWidget()
        side_layout.addWidget(self.status)
        side_layout.addWidget(self.score_title)
        side_layout.addWidget(self.score, 2)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        self.retranslate_base()
        self._autosave = autosave.Slot(game.id, "play")
        self._autosave_failed = False
        self._update_actions()

    # -- hooks for the game's screen ----------------------------------------------------
    def refresh(self) -> None:
        """Redraw boards, hands and highlights from ``self.session.state``."""

    def describe(self, entry: LogEntry) -> str:
        """One line of the turn log: what the engine said happened."""
        if entry.events:
            return "; ".join(e.message.render(QCoreApplication.translate) for e in entry.events)
        return entry.action.notation()

    def set_highlight(self, enabled: bool) -> None:
        """Legal-move highlighting on or off (subclasses pass it to scenes);
        remembered for every game."""
        app_settings().setValue("play/highlight", enabled)

    @staticmethod
    def highlight_setting() -> bool:
        value = app_settings().value("play/highlight", True)
        return value not in (False, "false", "0", 0)

    def new_game_dialog(self) -> NewGameDialog:
        return NewGameDialog(self.game, self)

    def retranslate(self) -> None:
        """Language changed: relabel everything, scene items included."""
        self.retranslate_base()
        self._rebuild_log()
        self._update_status()

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
        self.score_title.setText(self.tr("Score"))
        self.log_title.setText(self.tr("Turn log"))
        self.score.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- nothing lost -------------------------------------------------------------------
    def in_progress(self) -> bool:
        """A game someone has played in and not finished."""
        s = self.session
        return s is not None and not s.state.is_over and bool(s.record.actions)

    def ask(self, title: str, text: str, buttons, default) -> QMessageBox.StandardButton:
        """A question to the person (tests answer it by replacing this)."""
        return QMessageBox.question(self, title, text, buttons, default)

    def confirm_discard(self) -> bool:
        """Before New game or Open replace the game in progress: save it,
        discard it, or stay."""
        if not self.in_progress():
            return True
        B = QMessageBox.StandardButton
        answer = self.ask(self.tr("Game in progress"),
                          self.tr("The game in progress will be replaced. Save it first?"),
                          B.Save | B.Discard | B.Cancel, B.Save)
        if answer == B.Save:
            return self.save_game()
        return answer == B.Discard

    def can_leave(self) -> bool:
        """Home and Quit: the game in progress stays in its autosave and the
        home screen offers to resume it, so nothing is asked unless the
        autosave could not be written."""
        if self.in_progress() and self._autosave_failed:
            B = QMessageBox.StandardButton
            answer = self.ask(self.tr("Game in progress"),
                              self.tr("The game could not be kept for later. Save it before leaving?"),
                              B.Save | B.Discard | B.Cancel, B.Save)
            if answer == B.Cancel or (answer == B.Save and not self.save_game()):
                return False
        self.stop()
        return True

    def _keep(self) -> None:
        """Autosave after every change; a finished game needs no resuming."""
        s = self.session
        try:
            if s.state.is_over or not s.record.actions:
                self._autosave.clear()
            else:
                self._autosave.write(s.record.to_json())
            self._autosave_failed = False
        except OSError:
            self._autosave_failed = True

    def resume(self) -> bool:
        """Continue the autosaved game (home screen's Resume)."""
        try:
            session = GameSession.load(str(self._autosave.path))
        except ProblemsError as exc:
            QMessageBox.warning(self, self.tr("Resume"),
                                self.tr("The saved game cannot be resumed:") + "\n" + translate_problems(exc))
            return False
        self.start(session)
        return True

    def _update_actions(self) -> None:
        """Actions that would do nothing are greyed out."""
        s = self.session
        self.act_save.setEnabled(s is not None)
        self.act_undo.setEnabled(s is not None and s.can_undo())
        self.act_move_now.setEnabled(s is not None and not s.human_to_move and not s.state.is_over)

    def start(self, session: GameSession) -> None:
        if self.session is not None:
            self.session.stop()
        self.session = session
        session.setParent(self)
        session.changed.connect(self._changed)
        session.actionApplied.connect(self._logged)
        session.thinking.connect(lambda busy: self._update_status())
        session.botFailed.connect(lambda why: QMessageBox.critical(self, self.tr("Computer player"), why))
        self._shown_player = None
        self._rebuild_log()
        self.set_highlight(self.act_highlight.isChecked())   # the remembered setting, on every board
        self._changed()
        session.schedule()

    def new_game(self) -> None:
        if not self.confirm_discard():
            return
        dialog = self.new_game_dialog()
        if dialog.exec() != QDialog.Accepted:
            return
        try:
            session = GameSession(self.game, dialog.options(), dialog.new_seed(), dialog.seats(), dialog.names())
        except ProblemsError as exc:
            QMessageBox.warning(self, self.tr("New game"), translate_problems(exc))
            return
        self.start(session)

    def open_game(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), autosave.last_folder(),
                                              self.tr("Saved games (*.json);;All files (*)"))
        if not path:
            return
        autosave.remember_folder(path)
        try:
            session = GameSession.load(path)
        except ProblemsError as exc:
            QMessageBox.warning(self, self.tr("Open a saved game"),
                                self.tr("This file cannot be opened:") + "\n" + translate_problems(exc))
            return
        if session.game.id != self.game.id:
            QMessageBox.warning(self, self.tr("Open a saved game"), self.tr("This file is a game of another title."))
            return
        self.start(session)

    def save_game(self) -> bool:
        """Save to a file the person picks; True once saved."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"),
                                              autosave.start_path(f"{self.game.id}.json"),
                                              self.tr("Saved games (*.json)"))
        if not path:
            return False
        try:
            self.session.save(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save the game"),
                                self.tr("The game could not be saved: {reason}").format(reason=exc.strerror or exc))
            return False
        autosave.remember_folder(path)
        return True

    def play(self, action) -> None:
        """Submit a person's action (from a click)."""
        if self.session is None:
            return
        try:
            self.session.play(action)
        except GardenError as exc:
            self.status.setText(str(exc))

    def undo(self) -> None:
        if self.session is not None:
            self.session.undo()

    def move_now(self) -> None:
        if self.session is not None:
            self.session.move_now()

    def stop(self) -> None:
        if self.session is not None:
            self.session.stop()

    def named_sheet(self, final: bool | None = None):
        """The score as the screen may show it: with the seats' names, and
        while the game runs, scored from the viewer's view so that nobody's
        hidden cards are revealed (nobody's while the screen is covered)."""
        state = self.session.state
        final = state.is_over if final is None else final
        if final:
            sheet = state.score()
        else:
            viewer = self.viewer()
            sheet = state.view_for(-1 if viewer is None else viewer).score()
        names = self.session.names
        players = tuple(dataclasses.replace(ps, name=names[i]) if i < len(names) else ps
                        for i, ps in enumerate(sheet.players))
        return dataclasses.replace(sheet, players=players)

    def _changed(self) -> None:
        s = self.session
        state = s.state
        if len(self.session.log) < self.log.count():  # undone
            self._rebuild_log()
        self._keep()
        self._update_actions()
        if self.game.descriptor.hidden_hands and s.human_to_move and self._needs_handover(state.current_player):
            self._stack.setCurrentWidget(self.handover)
            self.handover.show_for(s.names[state.current_player])
        else:
            self._stack.setCurrentWidget(self.board_area)
            self.refresh()
        self.score.set_sheet(self.named_sheet(), final=state.is_over)
        self._update_status()
        if state.is_over and not getattr(self, "_end_shown", False):
            self._end_shown = True
            self.show_end_table()
        elif not state.is_over:
            self._end_shown = False

    def _needs_handover(self, player: int) -> bool:
        humans = [i for i in range(len(self.session.names)) if self.session.is_human(i)]
        return len(humans) > 1 and self._shown_player != player

    def _handover_done(self) -> None:
        self._shown_player = self.session.state.current_player
        self._stack.setCurrentWidget(self.board_area)
        self.refresh()

    def viewer(self) -> int | None:
        """Whose hidden cards may be shown now (None: nobody's)."""
        s = self.session
        if s is None:
            return None
        humans = [i for i in range(len(s.names)) if s.is_human(i)]
        if len(humans) == 1:
            return humans[0]
        return self._shown_player

    def _logged(self, entry: LogEntry) -> None:
        self.log.addItem(self._log_line(entry))
        self.log.scrollToBottom()

    def _log_line(self, entry: LogEntry) -> str:
        name = self.session.names[entry.player] if 0 <= entry.player < len(self.session.names) else "?"
        return f"{name}: {self.describe(entry)}"

    def _rebuild_log(self) -> None:
        self.log.clear()
        if self.session is not None:
            for entry in self.session.log:
                self.log.addItem(self._log_line(entry))
            self.log.scrollToBottom()

    def _update_status(self) -> None:
        s = self.session
        if s is None:
            self.status.setText(self.tr("Start a new game or open a saved one."))
            return
        state = s.state
        if state.is_over:
            result = self.named_sheet().result().render(QCoreApplication.translate)
            self.status.setText(self.tr("Game over. {result}").format(result=result))
        elif s.human_to_move:
            self.status.setText(self.tr("{name}, your move.").format(name=s.names[state.current_player]))
        else:
            self.status.setText(self.tr("{name} (computer) is thinking…").format(name=s.names[state.current_player]))

    def show_end_table(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Final score"))
        layout = QVBoxLayout(dialog)
        sheet = self.named_sheet(final=True)
        title = QLabel(sheet.result().render(QCoreApplication.translate))
        title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        layout.addWidget(title)
        extra = self.end_extra_text(sheet)
        if extra:
            extra_label = QLabel(extra, wordWrap=True)
            extra_label.setStyleSheet("font-size: 13pt;")
            layout.addWidget(extra_label)
        table = ScoreTable()
        table.set_sheet(sheet, final=True)
        layout.addWidget(table)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        self._end_dialog = dialog
        dialog.open()

    def end_extra_text(self, sheet) -> str:
        """Extra lines for the end table (e.g. Harmonies solo suns)."""
        return ""
