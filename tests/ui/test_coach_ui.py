"""The coach on the play-screen base (docs/architecture.md §8.4), on the toy game's
kit screen: Hint rings a legal move in green and says why; Grade my moves
appends a grade to the person's log line when on, and nothing when off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool

from gardenapp.core import registry
from gardenapp.core.levels import make_bot
from gardenapp.ui.session import HUMAN, GameSession
from tests.test_ui_bases import GAME, KitPebblesScreen
from tests.toygame import Take

GRADE_MARKS = ("✓", "?!", "? ")


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


def _screen(qtbot, seats=(HUMAN, HUMAN), pace_ms=700):
    screen = KitPebblesScreen(GAME)
    qtbot.addWidget(screen)
    # the greedy level answers at once (the hard one takes its full second on the toy)
    screen.coach_bot = lambda seed: make_bot("greedy", seed)
    screen.start(GameSession(GAME, {"players": 2, "pile": 9}, 3, list(seats), ["Ana", "Bruno"], pace_ms=pace_ms))
    return screen


def _settle():
    QThreadPool.globalInstance().waitForDone(5000)


def test_hint_rings_a_legal_move_and_says_why_then_clears_on_the_next_action(qtbot):
    screen = _screen(qtbot)
    assert screen.act_hint.isEnabled()
    screen.request_hint()
    qtbot.waitUntil(lambda: screen._hint is not None, timeout=5000)
    keys = screen.scene.hinted()
    vm = screen.view_model
    if len(keys) == 1:
        (key,) = keys
        action = vm.targets[key]
    else:
        action = next(a for (s, t), a in vm.pairs.items() if {s, t} == keys)
    assert action == screen._hint[1].action and screen.session.state.is_legal(action)
    assert screen.status.text().startswith("Hint")
    assert screen._hint[1].reasons[0].render() in screen.status.text()
    screen.play(Take(1))
    assert screen.scene.hinted() == set() and screen._hint is None


def test_a_hint_for_a_position_gone_is_dropped_and_no_hint_while_the_computer_moves(qtbot):
    screen = _screen(qtbot, seats=(HUMAN, "greedy"), pace_ms=60000)
    screen.request_hint()
    screen.play(Take(2))  # before the answer comes
    _settle()
    qtbot.wait(20)
    assert screen._hint is None and screen.scene.hinted() == set()
    assert not screen.act_hint.isEnabled()  # the computer player is to move


def test_grades_go_to_the_log_only_when_asked(qtbot):
    screen = _screen(qtbot)
    assert not screen.act_grade.isChecked()  # off by default
    screen.play(Take(2))
    _settle()
    qtbot.wait(20)
    assert not any(m in screen.log.entry_text(0) for m in GRADE_MARKS)
    screen.act_grade.setChecked(True)
    screen.play(Take(1))
    qtbot.waitUntil(lambda: any(m in screen.log.entry_text(1) for m in GRADE_MARKS), timeout=5000)
    assert not any(m in screen.log.entry_text(0) for m in GRADE_MARKS)
    again = KitPebblesScreen(GAME)  # remembered
    qtbot.addWidget(again)
    assert again.act_grade.isChecked()
    screen.retranslate()  # a rebuilt log keeps the grade
    assert any(m in screen.log.entry_text(1) for m in GRADE_MARKS)
