"""The new Under the Leaves game dialog: the shared dialog, laid out from the
descriptor (players, seats at three levels, dweller cards, flipping), plus
two things the descriptor cannot say: the three card lists matter only when
the cards are "chosen below", and a solo game is an unofficial app variant
(spec §2)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from ...newgame import NewGameDialog
from ...plaintext import PlainLabel
from . import the_game

CARD_OPTIONS = ("leaf_card", "puddle_card", "mushroom_card")


class LeavesNewGameDialog(NewGameDialog):
    def __init__(self, parent=None):
        super().__init__(the_game(), parent)
        self.solo_note = PlainLabel(wordWrap=True)
        self.solo_note.setStyleSheet("color: #7a4b00; font-style: italic;")
        self.solo_note.setText(
            self.tr(
                "Solo is an unofficial app variant (no official solo rules exist): "
                "36 tiles are removed, you play 12 turns, there is no majority bonus, "
                "and your pawn total is your result."
            )
        )
        self.options_form.addRow("", self.solo_note)
        self._dwellers().currentIndexChanged.connect(self._cards_applicable)
        self.players.valueChanged.connect(self._cards_applicable)
        self.seatsChanged.connect(self._cards_applicable)
        self._cards_applicable()

    def _dwellers(self) -> QComboBox:
        widget = self.option_widget("dwellers")
        assert isinstance(widget, QComboBox), "dwellers is a choice among values: a combo box"
        return widget

    def _cards_applicable(self, *_) -> None:
        chosen = self._dwellers().currentData() == "chosen"
        for key in CARD_OPTIONS:
            self.option_widget(key).setEnabled(chosen)
        self.solo_note.setVisible(self.players.value() == 1)
