"""Home → Play online: ``OnlineScreen`` (host, join, resume, host on a
server) and the new-game dialog's hosting form."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...core.errors import ProblemsError
from ...core.names import name_problem, normalise_name
from ...net import invite
from .. import plaintext
from ..plaintext import PlainLabel
from .jobs import run_in_background
from .kept import PERSON, LocalSeat, TableInfo, kept_tables
from .lobby import LobbyScreen, Note, shortened
from .localhost import LocalHost, address_is_valid, guess_address, host_table
from .requests import ServerElsewhere, describe_error, look, watch_game


def _built(game_id: str) -> bool:
    return registry.get(game_id) is not None


def _playable(game_id: object, available: Callable[[str], bool]) -> bool:
    """A game id from the host names a game this app has, with its window
    (``available``: the window's own test; a module is never imported otherwise)."""
    return isinstance(game_id, str) and registry.get(game_id) is not None and available(game_id)


class OnlineScreen(QWidget):
    """The four ways to play online, the join form and the list of kept tables.

    ``hostRequested(game id, port, address, create invitation or "")``: the
    window opens the game's new-game dialog (hosting) and calls ``host(...)``;
    ``lobbyReady(LobbyScreen)``: the window shows it; ``watchReady(game id, invitation)``.
    """

    closed = Signal()
    hostRequested = Signal(str, int, str, str)
    lobbyReady = Signal(object)
    watchReady = Signal(str, str)

    def __init__(self, parent: QWidget | None = None, available: Callable[[str], bool] = _built):
        super().__init__(parent)
        self.heading = PlainLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.intro = PlainLabel(self, wordWrap=True)

        # Host a table (here or on a server)
        self.host_box = QGroupBox(self)
        host_form = QFormLayout(self.host_box)
        self.available = available
        self.game_combo = QComboBox(self)
        for info in registry.catalogue():
            if available(info.id):
                self.game_combo.addItem(QCoreApplication.translate("games", info.name), info.id)
        self.port_spin = QSpinBox(self, minimum=0, maximum=65535)
        self.port_spin.setValue(LocalHost.remembered_port())
        self.address_edit = QLineEdit(guess_address(), self)
        self.address_edit.setMaxLength(253)
        self.host_button = QPushButton(self)
        self.host_button.clicked.connect(self._host_here)
        self.create_edit = QLineEdit(self)
        self.create_edit.setMaxLength(invite.MAX_CHARS)
        self.server_button = QPushButton(self)
        self.server_button.clicked.connect(self._host_on_server)
        self.game_label, self.port_label, self.address_label, self.create_label = (PlainLabel(self) for _ in range(4))
        host_form.addRow(self.game_label, self.game_combo)
        host_form.addRow(self.port_label, self.port_spin)
        host_form.addRow(self.address_label, self.address_edit)
        host_form.addRow("", self.host_button)
        host_form.addRow(self.create_label, self.create_edit)
        host_form.addRow("", self.server_button)

        # Join a table
        self.join_box = QGroupBox(self)
        join_form = QFormLayout(self.join_box)
        self.invitation_edit = QLineEdit(self)
        self.invitation_edit.setMaxLength(invite.MAX_CHARS)
        self.invitation_edit.returnPressed.connect(self.read_invitation)
        self.connect_button = QPushButton(self)
        self.connect_button.clicked.connect(self.read_invitation)
        self.seat_combo = QComboBox(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(24)
        self.join_button = QPushButton(self)
        self.join_button.clicked.connect(self.join)
        self.invitation_label, self.seat_label, self.name_label = (PlainLabel(self) for _ in range(3))
        row = QHBoxLayout()
        row.addWidget(self.invitation_edit, 1)
        row.addWidget(self.connect_button)
        join_form.addRow(self.invitation_label, row)
        join_form.addRow(self.seat_label, self.seat_combo)
        join_form.addRow(self.name_label, self.name_edit)
        join_form.addRow("", self.join_button)
        self._looked: tuple[str, dict[str, Any]] | None = None
        self._opening = False  # a table being opened (host, host on a server, resume)
        self._set_join_step(False)

        # Resume table
        self.resume_box = QGroupBox(self)
        resume_layout = QVBoxLayout(self.resume_box)
        self.kept_list = QListWidget(self)
        self.kept_list.setMaximumHeight(self.kept_list.fontMetrics().height() * 8)
        self.kept_list.itemDoubleClicked.connect(lambda *_: self.resume_selected())
        self.resume_button = QPushButton(self)
        self.resume_button.clicked.connect(self.resume_selected)
        self.forget_button = QPushButton(self)
        self.forget_button.clicked.connect(self.forget_selected)
        self.none_kept = PlainLabel(self)
        resume_layout.addWidget(self.kept_list)
        resume_layout.addWidget(self.none_kept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.forget_button)
        buttons.addWidget(self.resume_button)
        resume_layout.addLayout(buttons)

        self.message = Note(self)
        self.message.setObjectName("onlineMessage")
        self.message.setStyleSheet("color: #b00020")
        self.status = Note(self)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.closed)

        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.intro)
        column.addWidget(self.status)  # what is going on and what went wrong: at the top, seen whatever was clicked
        column.addWidget(self.message)
        column.addWidget(self.join_box)
        column.addWidget(self.host_box)
        column.addWidget(self.resume_box)
        back = QHBoxLayout()
        back.addWidget(self.back_button)
        back.addStretch(1)
        column.addLayout(back)
        column.addStretch(1)
        inner = QWidget()
        inner.setLayout(column)
        inner.setMaximumWidth(900)
        centre = QHBoxLayout()
        centre.addStretch(0)
        centre.addWidget(inner, 1)
        centre.addStretch(0)
        content = QWidget()
        content.setLayout(centre)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.retranslate()
        self.refresh()

    def title(self) -> str:
        return self.tr("Play online")

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Play online"))
        self.intro.setText(
            self.tr(
                "Play with people at other computers: host a table here and send them its invitation, "
                "or paste the invitation you were sent."
            )
        )
        self.host_box.setTitle(self.tr("Host a table"))
        self.game_label.setText(self.tr("Game"))
        for i in range(self.game_combo.count()):
            info = next((g for g in registry.catalogue() if g.id == self.game_combo.itemData(i)), None)
            if info is not None:
                self.game_combo.setItemText(i, QCoreApplication.translate("games", info.name))
        self.port_label.setText(self.tr("Port"))
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.address_label.setText(self.tr("Address the others reach"))
        self.host_button.setText(self.tr("Host a table…"))
        self.create_label.setText(self.tr("Server's create invitation"))
        self.create_edit.setPlaceholderText("gardenapp://…/create/…")
        self.server_button.setText(self.tr("Host on a server…"))
        self.join_box.setTitle(self.tr("Join a table"))
        self.invitation_label.setText(self.tr("Invitation"))
        self.invitation_edit.setPlaceholderText(self.tr("Paste the line the host sent you"))
        self.connect_button.setText(self.tr("Connect"))
        self.seat_label.setText(self.tr("Seat"))
        self.name_label.setText(self.tr("Your name"))
        self.join_button.setText(self.tr("Join"))
        self.resume_box.setTitle(self.tr("Resume table"))
        self.resume_button.setText(self.tr("Resume"))
        self.forget_button.setText(self.tr("Forget"))
        self.none_kept.setText(self.tr("No table is kept on this computer."))
        self.back_button.setText(self.tr("Back"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_error(self, text: str) -> None:
        self.status.setText("")
        self.message.setText(text)

    def _busy(self, text: str) -> None:
        self.message.setText("")
        self.status.setText(text)

    # -- host ------------------------------------------------------------------------------------
    def _host_here(self) -> None:
        self.message.setText("")
        address = self.address_edit.text().strip()
        if not address_is_valid(address):
            self.show_error(
                self.tr(
                    "The address others reach must be a name or an address like 192.168.1.20; {address} is not."
                ).format(address=shortened(address, 60))
            )
            return
        game = self.game_combo.currentData()
        if game:
            self.hostRequested.emit(game, self.port_spin.value(), address, "")

    def _host_on_server(self) -> None:
        text = self.create_edit.text()
        try:
            inv = invite.parse(text)
        except ProblemsError as exc:
            self.show_error(describe_error(exc))
            return
        if inv.role != "create":
            self.show_error(
                self.tr(
                    "This invitation is for a seat or for watching; to host on a server, paste its create invitation."
                )
            )
            return
        self.message.setText("")
        game = self.game_combo.currentData()
        if game:
            self.hostRequested.emit(game, 0, "", text.strip())

    def host(
        self,
        game: str,
        options: dict[str, Any],
        kinds: list[str],
        names: list[str],
        port: int,
        address: str,
        create_line: str,
    ) -> None:
        """Open the table (worker thread), then its lobby."""
        if create_line:
            self._busy(self.tr("Opening the table on the server…"))
        else:
            self._busy(self.tr("Starting this computer's table server…"))
        address_or_none = address or None

        def work() -> TableInfo:
            return host_table(
                game, options, kinds, names, port=port, address=address_or_none, create_invitation=create_line or None
            )

        self._set_opening(True)
        run_in_background(work, self._open_lobby, self._open_failed, self)

    def _set_opening(self, busy: bool) -> None:
        """While a table is being opened, no second one is (a second click would open two)."""
        self._opening = busy
        for button in (self.host_button, self.server_button):
            button.setEnabled(not busy)
        self.resume_button.setEnabled(not busy and self.kept_list.count() > 0)

    def _open_failed(self, exc: BaseException) -> None:
        self._set_opening(False)
        self.show_error(describe_error(exc))

    def _open_lobby(self, info: TableInfo) -> None:
        self._set_opening(False)
        self.status.setText("")
        self.refresh()
        self.lobbyReady.emit(LobbyScreen(info))

    # -- join ------------------------------------------------------------------------------------
    def _set_join_step(self, seat_step: bool) -> None:
        for w in (self.seat_combo, self.name_edit, self.join_button, self.seat_label, self.name_label):
            w.setVisible(seat_step)

    def read_invitation(self) -> None:
        """Read the pasted line (its Problems said here), then look at the table on a worker thread."""
        text = self.invitation_edit.text()
        self._set_join_step(False)
        self._looked = None
        try:
            inv = invite.parse(text)
        except ProblemsError as exc:
            self.show_error(describe_error(exc))
            return
        line = str(inv)
        if inv.role == "create":
            self.create_edit.setText(line)
            self.show_error(self.tr("This is a server's create invitation: choose a game and Host on a server."))
            return
        self._busy(self.tr("Connecting…"))
        self.connect_button.setEnabled(False)
        if inv.role == "watch":
            run_in_background(lambda: watch_game(line), lambda game: self._watch(game, line), self._look_failed, self)
        else:
            run_in_background(lambda: look(line), lambda lobby: self._looked_at(line, lobby), self._look_failed, self)

    def _look_failed(self, exc: BaseException) -> None:
        self.connect_button.setEnabled(True)
        self.show_error(describe_error(exc))

    def _watch(self, game: str, line: str) -> None:
        self.connect_button.setEnabled(True)
        self.status.setText("")
        if not _playable(game, self.available):
            self.show_error(self.tr("The table plays a game this version does not have."))
            return
        self.watchReady.emit(game, line)

    def _looked_at(self, line: str, lobby: dict[str, Any]) -> None:
        self.connect_button.setEnabled(True)
        self.status.setText("")
        game = registry.get(lobby["game"]) if _playable(lobby["game"], self.available) else None
        if game is None:
            self.show_error(self.tr("The table plays a game this version does not have."))
            return
        if lobby["over"]:
            self.show_error(self.tr("The game at this table is over."))
            return
        self.seat_combo.clear()
        for i, s in enumerate(lobby["seats"]):
            if s["kind"] == PERSON and not s["taken"]:
                self.seat_combo.addItem(self.tr("Seat {n}").format(n=i + 1), i)
        if self.seat_combo.count() == 0:
            self.show_error(self.tr("Every seat at this table is taken. If one is yours, use Resume table."))
            return
        self._looked = (line, lobby)
        name = QCoreApplication.translate("games", game.descriptor.name)
        self.status.setText(self.tr("A table of {game}: choose your seat and give your name.").format(game=name))
        self._set_join_step(True)
        self.name_edit.setFocus()

    def join(self) -> None:
        if self._looked is None:
            return
        line, lobby = self._looked
        problem = name_problem(self.name_edit.text())
        if problem is not None:
            self.show_error(problem.render(QCoreApplication.translate))
            return
        seat = self.seat_combo.currentData()
        info = TableInfo(line, lobby["game"], [LocalSeat(int(seat), normalise_name(self.name_edit.text()))])
        self._set_join_step(False)
        self._looked = None
        self.message.setText("")
        screen = LobbyScreen(info)
        screen.joinRefused.connect(self.show_error)
        self.lobbyReady.emit(screen)

    # -- resume ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        running = LocalHost.running()
        if running is not None:  # one server a app: its port and address are those of every table hosted here
            self.port_spin.setValue(running.port)
            self.address_edit.setText(running.server.address)
        self.port_spin.setEnabled(running is None)
        self.address_edit.setEnabled(running is None)
        self.kept_list.clear()
        try:
            kept = kept_tables()
        except OSError:
            kept = []
        for info in kept:
            game = registry.get(info.game)
            name = QCoreApplication.translate("games", game.descriptor.name) if game else info.game
            names = ", ".join(s.name for s in info.seats)
            if info.local_server:
                text = self.tr("{game}, hosted here (port {port}): {names}").format(
                    game=name, port=info.port, names=names
                )
            elif info.hosted:
                text = self.tr("{game}, opened on a server: {names}").format(game=name, names=names)
            else:
                text = self.tr("{game}, joined as {names}").format(game=name, names=names)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, info)
            self.kept_list.addItem(item)
        if self.kept_list.count():
            self.kept_list.setCurrentRow(0)
        has = self.kept_list.count() > 0
        self.kept_list.setVisible(has)
        self.none_kept.setVisible(not has)
        self.resume_button.setEnabled(has and not self._opening)
        self.forget_button.setEnabled(has)

    def _selected(self) -> TableInfo | None:
        item = self.kept_list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def resume_selected(self) -> None:
        info = self._selected()
        if info is None:
            return
        self.resume(info)

    def resume(self, info: TableInfo) -> None:
        """A kept table: the app's server started again on the same port (same certificate), then its lobby."""
        if not info.local_server:
            self.lobbyReady.emit(LobbyScreen(info))
            return
        self._busy(self.tr("Starting this computer's table server…"))
        port = info.port

        address = invite.parse(info.invitation).host  # the one its invitations carry

        def work() -> TableInfo:
            host = LocalHost.ensure(port, address=address)
            if host.port != port:
                raise ServerElsewhere(host.port, port)
            return info

        self._set_opening(True)
        run_in_background(work, self._open_lobby, self._open_failed, self)

    def forget_selected(self) -> None:
        """The kept table is forgotten once the person agrees: without its seat's secret, nobody rejoins it."""
        info = self._selected()
        if info is None:
            return
        B = QMessageBox.StandardButton
        answer = plaintext.question(
            self,
            self.tr("Forget"),
            self.tr("Forget this table? This computer can no longer come back to its seat at it."),
            B.Yes | B.Cancel,
            B.Cancel,
        )
        if answer == B.Yes:
            info.forget()
            self.refresh()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()


def hosting_dialog(dialog: QDialog) -> QDialog:
    """The game's new-game dialog in its hosting form (a seat is here, invited or a computer)."""
    set_hosting = getattr(dialog, "set_hosting", None)
    if callable(set_hosting):
        set_hosting()
    return dialog
