"""The new Azul: Queen's Garden game dialog: the shared dialog (players,
seats, first player) plus the wheel schedule, a DATA option (spec §4.2,
§9.1 #37): a random schedule drawn at setup (provisional: the printed wheel
is not known), or the person's own wheel, 4 rounds of 3 colours or
patterns, remembered for the next game."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QComboBox, QGridLayout, QWidget

from ....core import registry
from ....games.azul_queens_garden import data
from ...i18n import app_settings
from ...newgame import NewGameDialog
from ...plaintext import PlainLabel
from ...settings import json_setting
from . import painting

RANDOM, OWN = "random", "own"
SETTING = "azul_queens_garden/wheel"


def remembered_wheel() -> list[list[str]]:
    """The wheel last played with; a setting that is not a wheel (damaged,
    hostile) is dropped with a warning and the plain order replaces it."""
    wheel = json_setting(SETTING, lambda w: not data.wheel_problems(w), max_chars=2000)
    if wheel is None:
        crit = list(data.CRITERIA)
        wheel = [crit[i * 3 : (i + 1) * 3] for i in range(data.ROUNDS)]
    return wheel


class AzulNewGameDialog(NewGameDialog):
    def __init__(self, parent=None):
        from .... import games  # noqa: F401

        game = registry.get("azul_queens_garden")
        if game is None:
            raise RuntimeError("Azul: Queen's Garden is announced but could not be built")
        super().__init__(game, parent)
        self.wheel_box = QComboBox()
        self.wheel_box.addItem(self.tr("Drawn at random (provisional)"), RANDOM)
        self.wheel_box.addItem(self.tr("My wheel, as below"), OWN)
        self.wheel_box.setToolTip(
            self.tr(
                "The printed wheel is not known to us: by default a random schedule is "
                "drawn. Choose your wheel's 3 colours or patterns for each round to play "
                "with it."
            )
        )
        self.wheel_row = QWidget()
        grid = QGridLayout(self.wheel_row)
        grid.setContentsMargins(0, 0, 0, 0)
        self.crit_boxes: list[list[QComboBox]] = []
        wheel = remembered_wheel()
        for rnd in range(data.ROUNDS):
            grid.addWidget(PlainLabel(self.tr("Round {n}").format(n=rnd + 1)), rnd, 0)
            row = []
            for k in range(3):
                box = QComboBox()
                for c in data.CRITERIA:
                    box.addItem(painting.criterion_name(c), c)
                box.setCurrentIndex(max(0, box.findData(wheel[rnd][k])))
                box.currentIndexChanged.connect(self._wheel_changed)
                grid.addWidget(box, rnd, k + 1)
                row.append(box)
            self.crit_boxes.append(row)
        self.add_option("wheel", self.tr("Wheel schedule"), self.wheel_box, self._wheel)
        self.options_form.addRow("", self.wheel_row)
        self.wheel_box.currentIndexChanged.connect(self._wheel_changed)
        self._wheel_changed()

    def own_wheel(self) -> list[list[str]]:
        return [[b.currentData() for b in row] for row in self.crit_boxes]

    def _wheel(self):
        return None if self.wheel_box.currentData() == RANDOM else self.own_wheel()

    def _wheel_changed(self, *_) -> None:
        own = self.wheel_box.currentData() == OWN
        self.wheel_row.setVisible(own)
        problems = data.wheel_problems(self.own_wheel()) if own else []
        self.message.setText("; ".join(self.tr_engine(t, p) for t, p in problems))

    @staticmethod
    def tr_engine(template: str, params: dict) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("engine", template).format(**params)

    def _accept(self) -> None:
        if self.wheel_box.currentData() == OWN:
            wheel = self.own_wheel()
            if data.wheel_problems(wheel):
                return
            app_settings().setValue(SETTING, json.dumps(wheel))
        super()._accept()
