"""The play-screen and score-helper bases, driven with the toy game."""

import dataclasses
import json

import pytest
from PySide6.QtWidgets import QFormLayout, QSpinBox, QWidget

from gardenapp.core import registry
from gardenapp.ui.playscreen import PlayScreenBase
from gardenapp.ui.scorehelper import ScoreHelperBase
from gardenapp.ui.session import HUMAN, GameSession
from tests.toygame import PebblesGame, Take

GAME = PebblesGame()


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


class PebblesHelper(ScoreHelperBase):
    def make_player_page(self, index):
        page = QWidget()
        form = QFormLayout(page)
        page.pebbles, page.secret = QSpinBox(maximum=99), QSpinBox(maximum=9)
        form.addRow("pebbles", page.pebbles)
        form.addRow("secret", page.secret)
        page.pebbles.valueChanged.connect(lambda: self.edited())
        page.secret.valueChanged.connect(lambda: self.edited())
        return page

    def empty_dict(self, players):
        return {"format": "gardenapp-board", "version": 1, "game": "pebbles",
                "players": [{"name": f"P{i + 1}", "pebbles": 0, "secret": 1} for i in range(players)]}

    def to_dict(self):
        names = [self.tabs.tabText(i) for i in range(self.tabs.count())]
        pages = [self.tabs.widget(i) for i in range(self.tabs.count())]
        return {"format": "gardenapp-board", "version": 1, "game": "pebbles",
                "players": [{"name": n, "pebbles": p.pebbles.value(), "secret": p.secret.value()}
                            for n, p in zip(names, pages)]}

    def load_dict(self, data):
        for i, p in enumerate(data["players"]):
            page = self.tabs.widget(i)
            page.pebbles.setValue(p["pebbles"])
            page.secret.setValue(p["secret"])


def test_score_helper_scores_live_shows_problems_and_undoes(qtbot):
    helper = PebblesHelper(GAME)
    qtbot.addWidget(helper)
    helper.start(2)
    assert helper.score.score_model.sheet is not None
    page = helper.tabs.widget(0)
    page.pebbles.setValue(5)
    assert helper.score.score_model.sheet.players[0].total == 6
    page.secret.setValue(0)          # out of the game's range: a problem, not a crash
    assert helper.score.score_model.sheet is None
    assert "players[0].secret" in helper.problems.item(0).text()
    helper.undo_stack.undo()
    assert page.secret.value() == 1 and helper.score.score_model.sheet.players[0].total == 6
    helper.undo_stack.undo()
    assert page.pebbles.value() == 0


def test_score_helper_open_keeps_the_board_on_a_bad_file(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a))
    helper = PebblesHelper(GAME)
    qtbot.addWidget(helper)
    helper.start(2)
    bad = tmp_path / "bad.json"
    bad.write_text("{oops")
    assert not helper.open_path(str(bad)) and warnings
    good = tmp_path / "good.json"
    data = helper.empty_dict(3)
    data["players"][2]["pebbles"] = 4
    good.write_text(json.dumps(data))
    assert helper.open_path(str(good))
    assert helper.tabs.count() == 3 and helper.to_dict() == data


class PebblesScreen(PlayScreenBase):
    refreshed = 0

    def refresh(self):
        self.refreshed += 1


def test_play_screen_follows_the_session_and_shows_the_end(qtbot):
    screen = PebblesScreen(GAME)
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2, "pile": 2}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    assert "Ana" in screen.status.text()
    screen.play(Take(1))
    assert screen.log.count() == 1 and "Bruno" in screen.status.text()
    screen.play(Take(2))                 # illegal: reported in the status line
    assert screen.log.count() == 1
    screen.play(Take(1))
    assert screen.session.state.is_over and screen._end_dialog is not None
    assert "Game over" in screen.status.text()


def test_hidden_hands_get_a_hand_over_screen_between_people(qtbot):
    class HiddenPebbles(PebblesGame):
        descriptor = dataclasses.replace(PebblesGame.descriptor, hidden_hands=True)

    screen = PebblesScreen(HiddenPebbles())
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2, "pile": 5}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    assert screen._stack.currentWidget() is screen.handover and screen.viewer() is None
    screen.handover.ready.emit()
    assert screen._stack.currentWidget() is screen.board_area and screen.viewer() == 0
    screen.play(Take(1))
    assert screen._stack.currentWidget() is screen.handover and "Bruno" in screen.handover.title.text()


def test_score_table_asks_for_room_for_every_column(qtbot):
    """Long player names widen the score panel instead of being clipped."""
    helper = PebblesHelper(GAME)
    qtbot.addWidget(helper)
    helper.start(3)
    data = helper.empty_dict(3)
    for i, player in enumerate(data["players"]):
        player["name"] = f"A rather long player name {i}"
    helper.score.set_sheet(GAME.score_board(GAME.board_from_dict(data)))
    helper.resize(700, 500)
    helper.show()
    qtbot.waitExposed(helper)
    table = helper.score
    assert table.horizontalHeader().length() > 400      # the case this test is about
    assert table.viewport().width() >= table.horizontalHeader().length()
