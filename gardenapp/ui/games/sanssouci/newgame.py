"""The new Sanssouci game dialog: the shared dialog (players, seats, the
declared options such as Pedro Bot's level) plus the garden layout, for
everybody or a different one for each player (§2.1)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGridLayout, QWidget

from ....games.sanssouci import GAME, data
from ...newgame import NewGameDialog

EACH = "each"  # the layout choice "a different one for each player"


class SanssouciNewGameDialog(NewGameDialog):
    """Adds the layout choice, which the descriptor declares as structured data."""

    def __init__(self, parent=None):
        super().__init__(GAME, parent)
        # §2.1: each player takes any garden, either side up: one layout for all, or one each.
        self.layout_box = self._layout_combo()
        self.layout_box.addItem(self.tr("A different one for each player"), EACH)
        self.each_boxes = [self._layout_combo() for _ in range(GAME.max_players)]
        for i, box in enumerate(self.each_boxes):
            box.setCurrentIndex(i % len(data.LAYOUT_IDS))
            box.setToolTip(self.tr("Garden of player {n}").format(n=i + 1))
        self.each_row = QWidget()
        grid = QGridLayout(self.each_row)  # two per line: the "provisional" tag must fit
        grid.setContentsMargins(0, 0, 0, 0)
        for i, box in enumerate(self.each_boxes):
            grid.addWidget(box, i // 2, i % 2)
        self.add_option("layout", self.tr("Garden layout"), self.layout_box, self._layout)
        self.options_form.addRow("", self.each_row)
        self.layout_box.currentIndexChanged.connect(self._layouts_changed)
        self.seatsChanged.connect(self._layouts_changed)
        self._layouts_changed()

    def _layout_combo(self) -> QComboBox:
        box = QComboBox()
        for lay in data.LAYOUT_IDS:
            text = lay
            if data.is_provisional(f"layout.{lay}"):
                text = self.tr("{layout} (provisional)").format(layout=lay)
            box.addItem(text, lay)
        box.setToolTip(
            self.tr(
                "The printed spaces of the real garden boards are not known yet: "
                "these layouts are provisional stand-ins."
            )
        )
        return box

    def _layout(self):
        if self.layout_box.currentData() != EACH:
            return self.layout_box.currentData()
        return [box.currentData() for box in self.each_boxes[: self.players.value()]]

    def _layouts_changed(self, *_) -> None:
        each = self.layout_box.currentData() == EACH and self.players.value() > 1
        self.each_row.setVisible(each)
        for i, box in enumerate(self.each_boxes):
            box.setVisible(i < self.players.value())
