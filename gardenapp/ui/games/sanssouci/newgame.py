"""The new Sanssouci game dialog: 1-4 players (1 = solo against the automaton
Pedro Bot, spec §5, with its level), and the garden layout for everybody or a
different one for each player (§2.1)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QWidget

from ....games.sanssouci import GAME, data
from ....games.sanssouci.game import AUTOMATON_NAME
from ...newgame import NewGameDialog
from .painting import label
EACH = "each"   # the layout choice "a different one for each player"


class SanssouciNewGameDialog(NewGameDialog):
    """Players 1-4: 1 is the solo game against the automaton Pedro Bot (spec §5)."""

    def __init__(self, game_name: str, parent=None):
        super().__init__(game_name, GAME.min_players, GAME.max_players, parent)
        # §2.1: each player takes any garden, either side up: one layout for all, or one each.
        self.layout_box = self._layout_combo()
        self.layout_box.addItem(self.tr("A different one for each player"), EACH)
        self.each_boxes = [self._layout_combo() for _ in range(GAME.max_players)]
        for i, box in enumerate(self.each_boxes):
            box.setCurrentIndex(i % len(data.LAYOUT_IDS))
            box.setToolTip(self.tr("Garden of player {n}").format(n=i + 1))
        self.each_row = QWidget()
        grid = QGridLayout(self.each_row)   # two per line: the "provisional" tag must fit
        grid.setContentsMargins(0, 0, 0, 0)
        for i, box in enumerate(self.each_boxes):
            grid.addWidget(box, i // 2, i % 2)
        self.add_option("layout", self.tr("Garden layout"), self.layout_box, self._layout)
        self.options_form.addRow("", self.each_row)
        self.layout_box.currentIndexChanged.connect(self._layouts_changed)
        self.seatsChanged.connect(self._layouts_changed)
        self._layouts_changed()
        self.level_box = QComboBox()
        for lev in data.LEVELS:
            self.level_box.addItem(label("level", lev), lev)
        self.level_box.setCurrentIndex(data.LEVELS.index("normal"))
        self.add_option("level", self.tr("Pedro Bot's level (solo)"), self.level_box, self.level_box.currentData)
        self.bot_missions = QCheckBox(self.tr("Pedro Bot also gets 2 mission cards"))
        self.bot_missions.setChecked(True)
        self.add_option("solo_missions", self.tr("Solo"), self.bot_missions, self.bot_missions.isChecked)
        self.solo_hint = QLabel(self.tr("1 player: a solo game against the automaton Pedro Bot."))
        self.solo_hint.setWordWrap(True)
        self.options_form.addRow(self.solo_hint)
        self.players.valueChanged.connect(self._solo_changed)
        self._solo_changed()

    def _layout_combo(self) -> QComboBox:
        box = QComboBox()
        for lay in data.LAYOUT_IDS:
            text = lay
            if data.is_provisional(f"layout.{lay}"):
                text = self.tr("{layout} (provisional)").format(layout=lay)
            box.addItem(text, lay)
        box.setToolTip(self.tr("The printed spaces of the real garden boards are not known yet: "
                               "these layouts are provisional stand-ins."))
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

    def _solo_changed(self, *_) -> None:
        solo = self.players.value() == 1
        self.level_box.setEnabled(solo)
        self.bot_missions.setEnabled(solo)

    def seats(self) -> list[str]:
        seats = super().seats()
        if self.players.value() == 1:
            # Pedro Bot's steps are forced (spec §5.3): any computer player just confirms them.
            seats.append("easy")
        return seats

    def names(self) -> list[str]:
        names = super().names()
        if self.players.value() == 1 and len(names) == 1:
            names.append(AUTOMATON_NAME if names[0] != AUTOMATON_NAME else AUTOMATON_NAME + " 2")
        return names
