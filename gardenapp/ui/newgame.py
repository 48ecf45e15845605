"""The new-game dialog every game shares: players, names, who plays each
seat (a person or a computer player of three levels) and the game's own
options, which each game's view adds as widgets with ``add_option``."""

from __future__ import annotations

import random
from typing import Any, Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from ..core.bots import UI_LEVELS
from .session import HUMAN

DEFAULT_NAMES = ("Ana", "Bruno", "Carla", "Daniel")


class NewGameDialog(QDialog):
    seatsChanged = Signal()   # the player count or a seat's person/computer choice changed

    def __init__(self, game_name: str, min_players: int, max_players: int, parent: QWidget | None = None,
                 default_players: int = 2):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game of {game}").format(game=game_name))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)

        count_form = QFormLayout()
        self.players = QSpinBox(minimum=min_players, maximum=max_players)
        self.players.setValue(max(min_players, min(default_players, max_players)))
        self.players.valueChanged.connect(self._update_seats)
        count_form.addRow(self.tr("Players"), self.players)
        layout.addLayout(count_form)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.name_edits: list[QLineEdit] = []
        self.seat_boxes: list[QComboBox] = []
        self._seat_labels: list[QLabel] = []
        for i in range(max_players):
            label = QLabel(str(i + 1))
            name = QLineEdit(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"{i + 1}")
            name.setMaxLength(24)
            seat = QComboBox()
            seat.currentIndexChanged.connect(self.seatsChanged)
            seat.addItem(self.tr("Person"), HUMAN)
            for level, text in zip(UI_LEVELS, (self.tr("Computer: easy"), self.tr("Computer: normal"),
                                               self.tr("Computer: hard"))):
                seat.addItem(text, level)
            if i > 0:
                seat.setCurrentIndex(2)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(seat, i + 1, 2)
            self._seat_labels.append(label)
            self.name_edits.append(name)
            self.seat_boxes.append(seat)
        layout.addWidget(seats_box)

        self.options_box = QGroupBox(self.tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        self.options_box.hide()
        layout.addWidget(self.options_box)
        self._option_getters: dict[str, Callable[[], Any]] = {}

        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)

        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update_seats()

    def add_option(self, key: str, label: str, widget: QWidget, getter: Callable[[], Any]) -> None:
        """A game-specific option: ``getter`` returns its value for options[key]."""
        self.options_form.addRow(label, widget)
        self._option_getters[key] = getter
        self.options_box.show()

    def _update_seats(self) -> None:
        n = self.players.value()
        for i, widgets in enumerate(zip(self._seat_labels, self.name_edits, self.seat_boxes)):
            for w in widgets:
                w.setVisible(i < n)
        self.seatsChanged.emit()

    def _accept(self) -> None:
        names = self.names()
        if any(not n for n in names):
            self.message.setText(self.tr("Every player needs a name."))
            return
        if len(set(names)) != len(names):
            self.message.setText(self.tr("Two players have the same name."))
            return
        self.accept()

    # -- results ----------------------------------------------------------------------
    def names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits[: self.players.value()]]

    def seats(self) -> list[str]:
        return [b.currentData() for b in self.seat_boxes[: self.players.value()]]

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": self.players.value()}
        out.update({k: get() for k, get in self._option_getters.items()})
        return out

    @staticmethod
    def new_seed() -> int:
        return random.SystemRandom().getrandbits(48)
