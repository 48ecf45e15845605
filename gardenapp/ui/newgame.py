"""The new-game dialog every game shares, laid out from the game's descriptor:
players, names, who plays each seat (a person or a computer player of three
levels), and one widget per declared option (a check box, a list or a number
box). A game adds only what its descriptor cannot declare (``add_option``,
e.g. Sanssouci's per-player layouts). The last choices are remembered per game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.bots import UI_LEVELS
from ..core.descriptor import BOOL, CHOICE, INT, SEAT, Option, check_options
from ..core.game import Game
from ..core.names import name_problem, normalise_name
from .i18n import app_settings
from .plaintext import PlainLabel
from .session import HUMAN

DEFAULT_NAMES = ("Ana", "Bruno", "Carla", "Daniel")
# Hosting an online table (gardenapp/ui/online/): a person's seat is HUMAN (at this computer) or INVITED.
INVITED = "invited"
# The automaton's own steps are forced (e.g. Pedro Bot, docs/rules/sanssouci.md §5.3): any level just confirms them.
AUTOMATON_LEVEL = "easy"


def _tr_option(text: str) -> str:
    return QCoreApplication.translate("options", text) if text else ""


class NewGameDialog(QDialog):
    seatsChanged = Signal()  # the player count or a seat's person/computer choice changed

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        d = self.descriptor = game.descriptor
        self.setWindowTitle(self.tr("New game of {game}").format(game=QCoreApplication.translate("games", d.name)))
        self.setMinimumWidth(460)
        self.hosting = False  # set_hosting: the form of an online table
        layout = QVBoxLayout(self)

        count_form = QFormLayout()
        self.players = QSpinBox(minimum=d.min_players, maximum=d.max_players)
        self.players.setValue(d.default_options()["players"])
        self.players.valueChanged.connect(self._update_seats)
        count_form.addRow(self.tr("Players"), self.players)
        layout.addLayout(count_form)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        grid.addWidget(PlainLabel(self.tr("Name")), 0, 1)
        grid.addWidget(PlainLabel(self.tr("Played by")), 0, 2)
        self.name_edits: list[QLineEdit] = []
        self.seat_boxes: list[QComboBox] = []
        self._seat_labels: list[QLabel] = []
        for i in range(d.max_players):
            label = PlainLabel(str(i + 1))
            name = QLineEdit(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"{i + 1}")
            name.setMaxLength(24)
            seat = QComboBox()
            seat.addItem(self.tr("Person"), HUMAN)
            for level, text in zip(
                UI_LEVELS, (self.tr("Computer: easy"), self.tr("Computer: normal"), self.tr("Computer: hard"))
            ):
                seat.addItem(text, level)
            if i > 0:
                seat.setCurrentIndex(2)
            seat.currentIndexChanged.connect(self.seatsChanged)
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
        self._declared: list[tuple[Option, QWidget, Callable[[], Any], Callable[[Any], None]]] = []
        for opt in d.options:
            if opt.in_dialog:
                self._add_declared(opt)
        self.solo_note = PlainLabel(_tr_option(d.solo_note), wordWrap=True)
        self.solo_note.setStyleSheet("color: #555;")
        if d.solo_note:
            self.options_form.addRow(self.solo_note)
            self.options_box.show()

        self.message = PlainLabel()
        self.message.setStyleSheet("color: #b00020")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.seatsChanged.connect(self._update_applicable)
        self._restore_last()
        self._update_seats()

    # -- declared options -------------------------------------------------------------
    def _add_declared(self, opt: Option) -> None:
        widget: QWidget
        get: Callable[[], object]
        if opt.kind == BOOL:
            box = QCheckBox()
            widget, get, put = box, box.isChecked, lambda v, b=box: b.setChecked(bool(v))
        elif opt.kind == CHOICE:
            combo = QComboBox()
            for value, text in opt.choices:
                combo.addItem(_tr_option(text), value)
            widget, get = combo, combo.currentData
            put = lambda v, c=combo: c.setCurrentIndex(max(0, c.findData(v)))  # noqa: E731
        elif opt.kind == INT:
            spin = QSpinBox(
                minimum=opt.low if opt.low is not None else -(10**6),
                maximum=opt.high if opt.high is not None else 10**6,
            )
            if opt.low == 0:
                spin.setSpecialValueText(self.tr("no limit"))
            widget, get, put = spin, spin.value, lambda v, s=spin: s.setValue(int(v))
        elif opt.kind == SEAT:
            combo = QComboBox()
            widget, get = combo, combo.currentData
            put = lambda v, c=combo: c.setCurrentIndex(max(0, c.findData(v)))  # noqa: E731
            self.seatsChanged.connect(lambda c=combo: self._fill_seat_choice(c))
            self._fill_seat_choice(combo)
        else:
            return  # structured options come from the game's own widgets (add_option)
        # A first player is drawn at random at the table unless people choose.
        put(-1 if opt.kind == SEAT else opt.default)
        widget.setToolTip(_tr_option(opt.help))
        label = _tr_option(opt.label) + (" " + self.tr("(provisional)") if opt.provisional else "")
        self.add_option(opt.key, label, widget, get)
        self._declared.append((opt, widget, get, put))

    def _fill_seat_choice(self, combo: QComboBox) -> None:
        chosen = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("At random"), -1)
        for i in range(self.descriptor.seats(self.players.value())):
            combo.addItem(self.tr("Player {n}").format(n=i + 1), i)
        combo.setCurrentIndex(max(0, combo.findData(chosen)))
        combo.blockSignals(False)

    def set_hosting(self) -> None:
        """The online form (gardenapp/ui/online/, docs/network.md §5): each
        seat is a person here (several: hot-seat), a person invited from
        elsewhere (who gives their own name on joining) or a computer level.
        Its last choices are remembered apart from a local game's."""
        self.hosting = True
        for box in self.seat_boxes:
            box.blockSignals(True)
            box.setItemText(0, self.tr("Person here"))
            box.insertItem(1, self.tr("Invited person"), INVITED)
            box.blockSignals(False)
        buttons = self.findChild(QDialogButtonBox)
        if buttons is not None:
            buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the table"))
        self.seatsChanged.connect(self._update_invited_names)
        self._restore_last()
        self._update_seats()
        self._update_invited_names()

    def _update_invited_names(self) -> None:
        """An invited seat's name is theirs to give: its box is empty (the name typed
        there comes back if the seat is made this computer's again)."""
        for edit, box in zip(self.name_edits, self.seat_boxes):
            invited = box.currentData() == INVITED
            if invited:
                if edit.isEnabled():
                    edit.setProperty("keptName", edit.text())
                edit.clear()
            elif not invited and not edit.isEnabled():
                edit.setText(str(edit.property("keptName") or ""))
            edit.setEnabled(not invited)
            edit.setPlaceholderText(self.tr("their name, when they join") if invited else "")

    def _update_applicable(self) -> None:
        players = self.players.value()
        computers_only = not {HUMAN, INVITED} & set(self.seats())
        for opt, widget, _, _ in self._declared:
            widget.setEnabled(opt.applies_to(players, computers_only=computers_only))

    def set_option(self, key: str, value: Any) -> None:
        """Set a declared option's widget (tests, restoring last choices)."""
        for opt, _, _, put in self._declared:
            if opt.key == key:
                put(value)
                return
        raise KeyError(key)

    def option_widget(self, key: str) -> QWidget:
        for opt, widget, _, _ in self._declared:
            if opt.key == key:
                return widget
        raise KeyError(key)

    def add_option(self, key: str, label: str, widget: QWidget, getter: Callable[[], Any]) -> None:
        """An option widget: ``getter`` returns its value for options[key]."""
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
        seats = self.seats()
        if self.hosting and HUMAN not in seats:
            self.message.setText(self.tr("Keep at least one seat for a person here: the table is played from here."))
            return
        # An invited person gives their own name on joining: the names here are those of this computer's seats.
        asked = [i for i, kind in enumerate(seats[: self.players.value()]) if kind != INVITED]
        names = [n for i, n in enumerate(self.names()) if i in asked or i >= self.players.value()]
        if any(not n for n in names):
            self.message.setText(self.tr("Every player needs a name."))
            return
        for i, edit in enumerate(self.name_edits[: self.players.value()]):
            if i not in asked:
                continue
            problem = name_problem(edit.text())  # the one name rule (core.names)
            if problem is not None:
                self.message.setText(
                    self.tr("Seat {n}: {problem}").format(n=i + 1, problem=problem.render(QCoreApplication.translate))
                )
                edit.setFocus()
                return
        if len(set(names)) != len(names):  # compared as normalised: "João" typed two ways is one name
            self.message.setText(self.tr("Two players have the same name."))
            return
        self._remember()
        self.accept()

    # -- last choices -----------------------------------------------------------------
    def _settings_key(self) -> str:
        return f"newgame/{self.descriptor.id}" + ("/online" if self.hosting else "")

    def _remember(self) -> None:
        n = self.players.value()
        choices = {
            "players": n,
            "names": [e.text() for e in self.name_edits[:n]],
            "seats": [b.currentData() for b in self.seat_boxes[:n]],
            "options": {opt.key: get() for opt, _, get, _ in self._declared},
        }
        app_settings().setValue(self._settings_key(), json.dumps(choices))

    def _restore_last(self) -> None:
        """The choices of the last game started, if they are still valid
        (a setting is never trusted: anything odd is ignored)."""
        raw = app_settings().value(self._settings_key(), "")
        if not isinstance(raw, str) or not raw or len(raw) > 10_000:
            return
        try:
            last = json.loads(raw)
        except (ValueError, RecursionError):  # a damaged or hostile settings file
            return
        if not isinstance(last, dict):
            return
        n, opts = last.get("players"), last.get("options")
        if not isinstance(n, int) or not isinstance(opts, dict):
            return
        _, problems = check_options(
            self.descriptor,
            {"players": n, **{k: v for k, v in opts.items() if k in {o.key for o, *_ in self._declared}}},
        )
        if problems:
            return
        self.players.setValue(n)
        for opt, _, _, put in self._declared:
            if opt.key in opts:
                put(opts[opt.key])
        for edit, name in zip(self.name_edits, last.get("names") or []):
            if isinstance(name, str):
                edit.setText(name[:24])
        for box, seat in zip(self.seat_boxes, last.get("seats") or []):
            index = box.findData(seat)
            if index >= 0:
                box.setCurrentIndex(index)

    # -- results ----------------------------------------------------------------------
    def names(self) -> list[str]:
        names = [normalise_name(e.text()) for e in self.name_edits[: self.players.value()]]
        auto = self.descriptor.automaton
        if auto is not None and self.descriptor.automaton_seats(self.players.value()):
            names.append(auto if auto not in names else f"{auto} 2")
        return names

    def seats(self) -> list[str]:
        seats = [b.currentData() for b in self.seat_boxes[: self.players.value()]]
        seats.extend(AUTOMATON_LEVEL for _ in self.descriptor.automaton_seats(self.players.value()))
        return seats

    def options(self) -> dict[str, Any]:
        players = self.players.value()
        computers_only = not {HUMAN, INVITED} & set(self.seats())
        out: dict[str, Any] = {"players": players}
        declared = {opt.key: opt for opt, *_ in self._declared}
        for key, get in self._option_getters.items():
            opt = declared.get(key)
            if opt is not None and not opt.applies_to(players, computers_only=computers_only):
                out[key] = opt.default if opt.off_value is None else opt.off_value
            else:
                out[key] = get()
        return out

    @staticmethod
    def new_seed() -> int:
        return random.SystemRandom().getrandbits(48)
