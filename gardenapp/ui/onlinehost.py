"""The host's controls on an online table's play screen (docs/architecture.md §14.5).

``HostBar`` sits above the board of the play screen of a table this app
hosts (gardenapp/ui/mainwindow.py ``play_online``). While an invited person's
seat is away, it says so and offers to let a computer player of a chosen
level play for them (the protocol's ``hand``, docs/network.md §1.1); while a
computer stands in, it offers to give the seat back. The others' apps are
told by the host's next ``table`` message (RemoteSession says who plays for
whom). It also asks before the host leaves a running table it serves
(``can_leave``): the others wait, and Resume table brings the game back.

The bar decides nothing of the game: the referee (``net.table.Table.hand``)
checks the request; a refusal or a lost connection is said in the bar.
"""

from __future__ import annotations

import contextlib
import queue
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QMessageBox, QPushButton, QWidget

from ..core.bots import UI_LEVELS
from ..net import invite, protocol
from ..net.client import ThreadedClient
from ..net.table import PERSON
from . import plaintext
from .online import TIMEOUT, Refusal, TableInfo, describe_error, loopback, run_in_background, shortened
from .plaintext import PlainLabel


def hand_seat(invitation: str, host_secret: str, seat: int, level: str | None) -> None:
    """Ask the host to let a computer ``level`` play ``seat`` (None: give it back); a worker thread.
    The answer is the ``table`` every seat receives; a refusal comes at once and is raised."""
    code = invite.parse(invitation).code
    client = ThreadedClient(invitation, timeout=TIMEOUT)
    try:
        client.send(protocol.message("hand", code=code, host=host_secret, seat=seat, level=level))
        with contextlib.suppress(queue.Empty):
            reply = client.get(1.0)
            if reply is not None and reply["kind"] == "refused":
                raise Refusal(reply)
    finally:
        with contextlib.suppress(Exception):
            client.close()


def level_names() -> list[tuple[str, str]]:
    """(level, its name as the new-game dialog says it) for the levels a person chooses from."""
    names = (
        QCoreApplication.translate("NewGameDialog", "Computer: easy"),
        QCoreApplication.translate("NewGameDialog", "Computer: normal"),
        QCoreApplication.translate("NewGameDialog", "Computer: hard"),
    )
    return list(zip(UI_LEVELS, names))


class _SeatRow:
    def __init__(self, bar: HostBar, row: int) -> None:
        self.text = PlainLabel(bar)
        self.text.setWordWrap(True)
        self.level = QComboBox(bar)
        self.button = QPushButton(bar)
        bar.grid.addWidget(self.text, row, 0)
        bar.grid.addWidget(self.level, row, 1)
        bar.grid.addWidget(self.button, row, 2)
        self.seat = -1
        self.standin = False

    def set_visible(self, visible: bool) -> None:
        for widget in (self.text, self.level, self.button):
            widget.setVisible(visible)


class HostBar(QWidget):
    """The hand-over of away seats on the host's play screen (see the module's text)."""

    def __init__(self, info: TableInfo, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onlineHostBar")
        self.info = info
        self.session = session
        self._pending = False
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(8, 4, 8, 4)
        self.grid.setColumnStretch(0, 1)
        self.rows: list[_SeatRow] = []
        self.error = PlainLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.error.hide()
        session.seatsChanged.connect(self.refresh)
        session.changed.connect(self.refresh)
        self.refresh()

    # -- what is shown -----------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.session
        seats = s.seats
        names = s.names
        shown: list[tuple[int, bool]] = []  # (seat, a computer stands in)
        if s.started and not s.over:
            for i, seat in enumerate(seats):
                if seat.get("kind") != PERSON or i in s.local or not seat.get("taken"):
                    continue
                if seat.get("standin"):
                    shown.append((i, True))
                elif not seat.get("present"):
                    shown.append((i, False))
        while len(self.rows) < len(shown):
            row = _SeatRow(self, len(self.rows))
            row.button.clicked.connect(lambda _=False, r=row: self._clicked(r))
            self.rows.append(row)
        self.grid.addWidget(self.error, len(self.rows), 0, 1, 3)
        for k, row in enumerate(self.rows):
            if k >= len(shown):
                row.set_visible(False)
                continue
            seat, standin = shown[k]
            row.seat, row.standin = seat, standin
            name = shortened(names[seat]) if seat < len(names) else str(seat + 1)
            if standin:
                row.text.setText(self.tr("A computer player plays for {name} for now.").format(name=name))
                row.button.setText(self.tr("Give {name}'s seat back").format(name=name))
            else:
                row.text.setText(self.tr("{name} is away.").format(name=name))
                row.button.setText(self.tr("Let a computer play for {name}").format(name=name))
            self._fill_levels(row.level)
            row.set_visible(True)
            row.level.setVisible(not standin)
            row.button.setEnabled(not self._pending)
            row.level.setEnabled(not self._pending)
        self.setVisible(bool(shown) or bool(self.error.text()))

    def _fill_levels(self, combo: QComboBox) -> None:
        levels = level_names()
        if combo.count() == len(levels):
            for i, (_, text) in enumerate(levels):
                combo.setItemText(i, text)
            return
        combo.clear()
        for level, text in levels:
            combo.addItem(text, level)
        combo.setCurrentIndex(min(1, combo.count() - 1))  # normal

    def row_texts(self) -> list[str]:
        """Each shown row: its text and its button's (tests)."""
        return [f"{r.text.text()} | {r.button.text()}" for r in self.rows if r.text.isVisibleTo(self)]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    # -- acting ------------------------------------------------------------------------------------
    def _clicked(self, row: _SeatRow) -> None:
        level = None if row.standin else row.level.currentData()
        self.hand(row.seat, level)

    def hand(self, seat: int, level: str | None) -> None:
        """Ask the host (this app's own server) to hand ``seat`` to ``level``, or back (None)."""
        secret = self.info.host_secret
        if secret is None or self._pending:
            return
        self._pending = True
        self.error.setText("")
        self.error.hide()
        self.refresh()
        line = loopback(self.info.invitation) if self.info.local_server else self.info.invitation
        run_in_background(lambda: hand_seat(line, secret, seat, level), self._done, self._failed, self)

    def _done(self, _: Any) -> None:
        self._pending = False
        self.refresh()

    def _failed(self, exc: BaseException) -> None:
        self._pending = False
        self.error.setText(describe_error(exc))
        self.error.show()
        self.refresh()

    # -- leaving -----------------------------------------------------------------------------------
    def ask(self, title: str, text: str, buttons: Any, default: Any) -> QMessageBox.StandardButton:
        """A question to the person (tests answer it by replacing this)."""
        return plaintext.question(self, title, text, buttons, default)

    def can_leave(self) -> bool:
        """Home or Quit while the game at this table runs: asked first. The table is kept (its
        autosave on this app's server) and Resume table on Play online brings it back."""
        if not self.info.local_server or not self.session.started or self.session.over:
            return True  # a table on a gardenapp serve goes on without this app
        B = QMessageBox.StandardButton
        answer = self.ask(
            self.tr("Leave the table?"),
            self.tr(
                "This computer hosts the game. The others at the table will wait for you; "
                "the game is kept: Resume table on Play online brings it back."
            ),
            B.Yes | B.Cancel,
            B.Cancel,
        )
        return answer == B.Yes
