"""The lobby: who sits where and who is here, the invitations to hand out,
and Start; it hands over to the play screen once the table has started."""

from __future__ import annotations

import contextlib
import queue
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...core.bots import UI_LEVELS
from ...core.errors import ProblemsError
from ...net import invite, protocol
from ...net.client import ThreadedClient
from ..plaintext import PlainLabel
from .jobs import run_in_background
from .kept import INVITED, PERSON, LocalSeat, TableInfo, loopback
from .requests import TIMEOUT, LostConnection, Refusal, describe_error, next_reply, start_table

POLL_MS = 40


class Note(PlainLabel):
    """A line of status or of an error: shown only while it says something (no gap otherwise)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, wordWrap=True)
        self.hide()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setVisible(bool(text))


class LobbyScreen(QWidget):
    """Who has joined (seat, name, here or away), the invitations to hand out
    (the host's app), and Start (the host, once every seat is taken). Opens
    the play screen (``playRequested``) once the table has started.

    One connection per seat of this app (join, or rejoin with the kept
    secret), each opened on a worker thread; their ``table`` messages are read
    from the clients' inboxes by a timer, so the GUI thread never waits. A
    connection that drops is opened again (rejoin) a few times."""

    closed = Signal()
    playRequested = Signal(object)  # the LobbyScreen itself: its info and seats, all joined
    joinRefused = Signal(str)  # a guest's join was refused: why, translated (then the lobby leaves)

    RETRIES = 5
    RETRY_MS = 1500

    def __init__(self, info: TableInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.clients: dict[int, ThreadedClient] = {}
        self.last: dict[str, Any] | None = None
        self._handed_over = False
        self._left = False
        self._starting = False
        self._retries = {s.seat: self.RETRIES for s in info.seats}
        self.game = registry.get(info.game)

        self.heading = PlainLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.seats_box = QGroupBox(self)
        self.seats_grid = QGridLayout(self.seats_box)
        self.seat_labels: list[tuple[QLabel, QLabel, QLabel]] = []
        self.invite_box = QGroupBox(self)
        self.invite_form = QFormLayout(self.invite_box)
        self.invite_lines: list[QLineEdit] = []
        self.copy_buttons: list[QPushButton] = []
        self.invite_labels: list[QLabel] = []
        self.status = Note(self)
        self.error = Note(self)
        self.waiting = Note(self)  # what the lobby waits for
        self.error.setObjectName("onlineMessage")
        self.error.setStyleSheet("color: #b00020")
        self.start_button = QPushButton(self)
        self.start_button.clicked.connect(self.start_game)
        self.start_button.setVisible(info.hosted)
        self.start_button.setEnabled(False)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.leave)

        if info.hosted:
            if INVITED in info.kinds:
                self._add_invitation("seat", info.invitation)
            if info.watch:
                self._add_invitation("watch", info.watch)
        if not self.invite_lines:
            self.invite_box.hide()

        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.seats_box)
        column.addWidget(self.waiting)
        column.addWidget(self.invite_box)
        column.addWidget(self.status)
        column.addWidget(self.error)
        column.addStretch(1)
        column.addLayout(buttons)
        inner = QWidget()
        inner.setLayout(column)
        inner.setMaximumWidth(900)
        outer = QHBoxLayout(self)
        outer.addStretch(0)
        outer.addWidget(inner, 1)
        outer.addStretch(0)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)
        self.retranslate()
        self._connect_seats()

    def _add_invitation(self, role: str, line: str) -> None:
        edit = QLineEdit(line, self)
        edit.setReadOnly(True)
        edit.setCursorPosition(0)
        edit.setMinimumWidth(420)
        button = QPushButton(self)
        button.clicked.connect(lambda _=False, e=edit: self.copy(e.text()))
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(button)
        label = PlainLabel(self)
        label.setProperty("role", role)
        self.invite_form.addRow(label, row)
        self.invite_lines.append(edit)
        self.copy_buttons.append(button)
        self.invite_labels.append(label)

    def invitation_line(self) -> str:
        """The seat invitation this lobby hands out ("" if none)."""
        for label, edit in zip(self.invite_labels, self.invite_lines):
            if label.property("role") == "seat":
                return edit.text()
        return ""

    def copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self.status.setText(self.tr("Copied. Send it to the person privately: whoever has it can take a seat."))

    def title(self) -> str:
        return self.tr("Online table")

    def retranslate(self) -> None:
        name = QCoreApplication.translate("games", self.game.descriptor.name) if self.game else self.info.game
        self.heading.setText(self.tr("{game}: online table").format(game=name))
        self.seats_box.setTitle(self.tr("Seats"))
        self.invite_box.setTitle(self.tr("Invitations"))
        for label in self.invite_labels:
            label.setText(self.tr("To play") if label.property("role") == "seat" else self.tr("To watch"))
        for button in self.copy_buttons:
            button.setText(self.tr("Copy"))
        self.start_button.setText(self.tr("Start the game"))
        self.back_button.setText(self.tr("Leave the lobby"))
        self._show_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- connections -----------------------------------------------------------------------------
    def _line(self) -> str:
        return loopback(self.info.invitation) if self.info.local_server else self.info.invitation

    def _connect_seats(self) -> None:
        self.status.setText(self.tr("Connecting…"))
        for local in self.info.seats:
            self._connect(local)

    def _connect(self, local: LocalSeat) -> None:
        line = self._line()
        code = invite.parse(line).code
        secret = local.secret

        def work() -> tuple[ThreadedClient, str | None]:
            client = ThreadedClient(line, timeout=TIMEOUT)
            try:
                if secret is None:
                    client.send(protocol.message("join", code=code, seat=local.seat, name=local.name))
                else:
                    client.send(protocol.message("rejoin", code=code, seat=local.seat, secret=secret))
                welcome = next_reply(client, "welcome")
                if welcome["seat"] != local.seat:
                    raise LostConnection()
            except BaseException:
                with contextlib.suppress(Exception):
                    client.close()
                raise
            return client, welcome["secret"] or secret

        def joined(result: tuple[ThreadedClient, str | None]) -> None:
            client, new_secret = result
            if self._left or self._handed_over or not shiboken6.isValid(self):
                _close_later([client])
                return
            self._joined(local, client, new_secret)

        run_in_background(work, joined, lambda exc: self._failed(local, exc))

    def _joined(self, local: LocalSeat, client: ThreadedClient, secret: str | None) -> None:
        local.secret = secret
        self.clients[local.seat] = client
        self._retries[local.seat] = self.RETRIES
        try:
            self.info.save()  # the secret first: a seat taken is never lost
        except OSError as exc:
            self.error.setText(describe_error(exc))
        else:
            self.error.setText("")
        if not self.timer.isActive():
            self.timer.start()
        self.status.setText("")

    def _failed(self, local: LocalSeat | None, exc: BaseException) -> None:
        if self._left or not shiboken6.isValid(self):
            return
        text = describe_error(exc)
        if local is not None and local.secret is None and not self.info.hosted and isinstance(exc, Refusal):
            # A guest's join refused (the seat was taken meanwhile, a name the host will not have):
            # back to Play online, which says why and lets them choose again.
            self.joinRefused.emit(text)
            self.leave()
            return
        self.error.setText(text)
        self.status.setText("")
        self._starting = False
        self._update_start()
        # A refusal (a seat taken, a wrong secret, no such table) is final; a network failure is tried again.
        if local is not None and not isinstance(exc, (Refusal, ProblemsError)):
            self._retry(local)

    def _retry(self, local: LocalSeat) -> None:
        if local.secret is None or self._retries.get(local.seat, 0) <= 0:
            return
        self._retries[local.seat] -= 1
        self.status.setText(self.tr("Connecting again…"))
        QTimer.singleShot(
            self.RETRY_MS, self, lambda: None if self._left or self._handed_over else self._connect(local)
        )

    def _poll(self) -> None:
        changed = False
        for seat, client in list(self.clients.items()):
            for _ in range(100):
                try:
                    data = client.inbox.get_nowait()
                except queue.Empty:
                    break
                if data is None:
                    self.clients.pop(seat, None)
                    _close_later([client])
                    self.error.setText(describe_error(LostConnection()))
                    local = next((s for s in self.info.seats if s.seat == seat), None)
                    if local is not None:
                        self._retry(local)
                    break
                if data["kind"] == "refused":
                    self.error.setText(Refusal(data).text)
                elif data["kind"] == "table" and data["game"] == self.info.game:
                    self.last, changed = data, True
        if changed:
            self._show_seats()
            if self.last is not None and self.last["started"] and not self._handed_over:
                self._hand_over()

    def _level_text(self, level: str) -> str:
        texts = dict(
            zip(
                UI_LEVELS,
                (
                    QCoreApplication.translate("NewGameDialog", "Computer: easy"),
                    QCoreApplication.translate("NewGameDialog", "Computer: normal"),
                    QCoreApplication.translate("NewGameDialog", "Computer: hard"),
                ),
            )
        )
        return texts.get(level) or self.tr("Computer ({level})").format(level=shortened(level))

    def _show_seats(self) -> None:
        seats = self.last["seats"] if self.last else []
        mine = {s.seat for s in self.info.seats}
        while len(self.seat_labels) < len(seats):
            row = len(self.seat_labels)
            labels: tuple[QLabel, QLabel, QLabel] = (PlainLabel(self), PlainLabel(self), PlainLabel(self))
            for column, label in enumerate(labels):
                self.seats_grid.addWidget(label, row, column)
            self.seat_labels.append(labels)
        for i, labels in enumerate(self.seat_labels):
            for label in labels:
                label.setVisible(i < len(seats))
        for i, s in enumerate(seats):
            if s["kind"] != PERSON:
                who, where = self._level_text(s["kind"]), ""
            elif not s["taken"]:
                who, where = self.tr("free: waiting for the invited person"), ""
            else:
                name = shortened(s["name"])
                who = self.tr("{name} (this computer)").format(name=name) if i in mine else name
                where = self.tr("here") if s["present"] else self.tr("away")
            number, name_label, where_label = self.seat_labels[i]
            number.setText(self.tr("Seat {n}").format(n=i + 1))
            name_label.setText(who)
            where_label.setText(where)
        self._show_waiting()
        self._update_start()

    def seat_texts(self) -> list[str]:
        """Each seat's line as shown (tests)."""
        return [
            " ".join(label.text() for label in labels if label.text())
            for labels in self.seat_labels
            if labels[0].isVisibleTo(self)
        ]

    def _show_waiting(self) -> None:
        if self.last is None or self.last["started"]:
            self.waiting.setText("")
        elif not self.info.hosted:
            self.waiting.setText(self.tr("Waiting for the host to start the game."))
        elif not self.everyone_seated():
            self.waiting.setText(
                self.tr("Send the invitation to play; the game starts once every invited person has joined.")
            )
        else:
            self.waiting.setText(self.tr("Everyone is here: start the game."))

    def everyone_seated(self) -> bool:
        return self.last is not None and all(s["taken"] or s["kind"] != PERSON for s in self.last["seats"])

    def _update_start(self) -> None:
        self.start_button.setEnabled(
            self.info.hosted and not self._starting and self.everyone_seated() and not (self.last or {}).get("started")
        )

    def start_game(self) -> None:
        if not self.info.hosted or self.info.host_secret is None:
            return
        self._starting = True
        self._update_start()
        self.error.setText("")
        self.status.setText(self.tr("Starting…"))
        line, secret = self._line(), self.info.host_secret
        run_in_background(lambda: start_table(line, secret), lambda _: None, lambda exc: self._failed(None, exc), self)

    def _hand_over(self) -> None:
        """The game has started: the lobby's connections close; the play screen's sessions rejoin."""
        self._handed_over = True
        self.timer.stop()
        self._close_clients()
        self.playRequested.emit(self)

    def _close_clients(self) -> None:
        clients, self.clients = list(self.clients.values()), {}
        _close_later(clients)

    def leave(self) -> None:
        self._left = True
        self.timer.stop()
        self._close_clients()
        self.closed.emit()

    def can_leave(self) -> bool:
        return True

    def stop(self) -> None:
        """The window closes this screen (MainWindow._close_screen, go_home): its connections go."""
        self._left = True
        self.timer.stop()
        self._close_clients()

    def deleteLater(self) -> None:  # noqa: N802 - Qt's name
        self.stop()
        super().deleteLater()


def _close_later(clients: list[ThreadedClient]) -> None:
    """Close connections on a worker thread (a close waits for the host's answer)."""

    def work() -> None:
        for client in clients:
            with contextlib.suppress(Exception):
                client.close()

    if clients:
        run_in_background(work, lambda _: None, lambda _: None)


def shortened(text: str, limit: int = 24) -> str:
    """A name or level from the host, cut to what the name rule allows (core.names): a hostile host may send more."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
