"""The review screen (docs/architecture.md §6.15): the slider and the arrow keys move
the board (drawn read-only by the game's own play screen), a costliest turn is one
click away, the review opens from the end-of-game table and from History (the second
time from what the history kept, with nothing to compute), and a language switch
re-renders its texts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QThreadPool
from PySide6.QtWidgets import QApplication

from gardenapp.core import review as core_review
from gardenapp.core.record import HUMAN, GameRecord
from gardenapp.ui import autosave
from gardenapp.ui.review import ReviewScreen
from gardenapp.ui.session import GameSession
from tests.test_review import finished_record


@pytest.fixture(scope="module")
def record():
    return finished_record("sanssouci")


def _review(qtbot, record) -> ReviewScreen:
    screen = ReviewScreen(record)
    qtbot.addWidget(screen)
    screen.resize(1200, 800)
    screen.show()
    qtbot.waitUntil(lambda: screen.review.complete and screen._stop is None, timeout=30000)
    return screen


def _shown(screen: ReviewScreen):
    """The state the embedded play screen draws, and its view model."""
    return screen.board_screen.session.state, screen.board_screen.view_model


def test_the_slider_and_the_arrow_keys_move_the_board_read_only(qtbot, record):
    in_progress = autosave.Slot("sanssouci", "play")  # another game of the title, left in progress
    in_progress.write(GameRecord(record.game_id, record.options, 99, record.actions[:3]).to_json())
    kept = in_progress.read()
    screen = _review(qtbot, record)
    assert in_progress.read() == kept  # the review neither clears nor writes it
    assert getattr(screen.board_screen, "_end_dialog", None) is None  # no end table of its own
    rep = screen.replay
    turns = len(rep.turns)
    assert screen.slider.value() == turns  # opens at the end
    state, vm = _shown(screen)
    assert state is rep.states[-1] and vm.targets == {} and vm.pairs == {}
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=2000)
    qtbot.keyClick(screen, Qt.Key.Key_Left)
    assert screen.slider.value() == turns - 1
    state, vm = _shown(screen)
    assert state is rep.state_after(turns - 2) and vm.targets == {} and vm.pairs == {}
    qtbot.keyClick(screen, Qt.Key.Key_Home)
    assert screen.slider.value() == 0 and _shown(screen)[0] is rep.states[0]
    assert screen.chart.marker == 0
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    state, vm = _shown(screen)
    assert state is rep.state_after(0) and screen.chart.marker == 1
    assert screen.turn_label.text().startswith("Turn 1 of")
    qtbot.keyClick(screen, Qt.Key.Key_End)
    assert screen.slider.value() == turns
    # a click on a board first: its keyboard cursor (docs/architecture.md §6.14) does not take the arrows
    view = screen.board_screen.scenes[0].views()[0]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Left)
    assert screen.slider.value() == turns - 1
    qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Right)
    assert screen.slider.value() == turns
    screen.slider.setValue(5)
    assert _shown(screen)[0] is rep.state_after(4) and screen.chart.marker == 5
    # a click on the board submits nothing: the game stays as it was
    before = len(screen.session.log)
    for key in list(screen.board_screen.scenes[0].cells())[:5]:
        screen.board_screen.click(key)
    assert len(screen.session.log) == before and screen.session.state is rep.state_after(4)


def test_a_click_on_a_costliest_turn_jumps_there(qtbot, record):
    screen = _review(qtbot, record)
    costly = screen.review.costliest()
    assert len(costly) == 3
    buttons = [b for b in screen.costly_buttons if not b.isHidden()]
    assert len(buttons) == 3
    loss = screen.review.turn_loss(costly[1])
    assert f"−{int(round(loss))}" in buttons[1].text()
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert screen.slider.value() == costly[1] + 1
    assert _shown(screen)[0] is screen.replay.state_after(costly[1])
    assert "−" in screen.coach_label.text() and "best found" in screen.coach_label.text()


def test_the_review_opens_from_the_end_table_then_from_history_from_what_was_kept(qtbot, tmp_path, record):
    from gardenapp.ui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    last = core_review.replay(record).movers[-1][0]  # the person makes the last move, here
    seats = [HUMAN if i == last else "greedy" for i in range(2)]
    path = tmp_path / "game.json"
    GameRecord(record.game_id, record.options, record.seed, record.actions[:-1], record.names, seats).save(path)
    screen = window.open_game("sanssouci", "play", ask_resume=False)
    screen.start(GameSession.load(str(path)))
    screen.play(record.actions[-1])
    assert screen.session.state.is_over and screen._end_dialog.isVisible()
    qtbot.mouseClick(screen._review_button, Qt.MouseButton.LeftButton)
    review = window.current_screen()
    assert isinstance(review, ReviewScreen) and review.record.actions == record.actions
    assert review.entry_id is not None  # the game is in the history, with its record
    qtbot.waitUntil(lambda: review.review.complete and review._stop is None, timeout=30000)
    judged = dict(review.review.judgements)
    QThreadPool.globalInstance().waitForDone(30000)
    qtbot.mouseClick(review.back_button, Qt.MouseButton.LeftButton)
    assert window.current_screen() is screen

    history = window.show_history()
    assert history.table.rowCount() == 1
    history.table.selectRow(0)
    assert history.review_button.isEnabled()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    again = window.current_screen()
    assert isinstance(again, ReviewScreen)
    assert again.review.complete and again._stop is None  # kept with the game: nothing to compute
    assert again.review.judgements == judged


def test_a_language_switch_re_renders_the_texts(qtbot, record, manager):
    screen = _review(qtbot, record)
    screen.jump_to_costly(0)
    turn = screen.replay.turns[screen.slider.value() - 1]
    english = screen.line_label.text(), screen.coach_label.text()
    manager.set_language("pl", save=False)
    event = screen.session.entries[turn.first].events[0]
    polish = event.message.render(QCoreApplication.translate)
    assert polish not in english[0]
    qtbot.waitUntil(lambda: polish in screen.line_label.text(), timeout=3000)  # the switch is an event
    judged = screen.review.turn_judgements(screen.slider.value() - 1)
    worst = max(judged, key=lambda j: j.loss)
    assert worst.label.render(QCoreApplication.translate) in screen.coach_label.text()
    assert screen.coach_label.text() != english[1]


def test_a_review_computed_on_demand_shows_its_progress_and_can_be_cancelled(qtbot):
    """A game with no judgement made while it ran (from History, or resumed): the coach's
    view is computed on opening, with a progress bar and Cancel, and can be asked again."""
    record = finished_record("harmonies", seed=2)
    screen = ReviewScreen(record)
    qtbot.addWidget(screen)
    screen.show()
    assert screen._stop is not None and screen.progress.isVisible() and screen.cancel_button.isVisible()
    assert screen.board_screen.session.state is screen.replay.states[-1]  # the board is there at once
    qtbot.mouseClick(screen.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen._stop is None, timeout=10000)
    assert not screen.review.complete and not screen.progress.isVisible()
    assert screen.compute_button.isVisible() and "not complete" in screen.progress_label.text()
    assert all(b.isHidden() for b in screen.costly_buttons)
    qtbot.mouseClick(screen.compute_button, Qt.MouseButton.LeftButton)
    assert screen._stop is not None
    screen.cancel()
    qtbot.waitUntil(lambda: screen._stop is None, timeout=10000)


def test_a_hostile_record_or_review_in_the_history_is_refused_or_computed_again(qtbot, monkeypatch, record):
    """The history is outside input (docs/formats.md §4.3): a stored review that is not this
    game's is computed again, a stored record that is not a game is said, never a crash."""
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    from gardenapp.core.history import PLAYED, History, Result
    from gardenapp.core.score import PlayerScore, ScoreSheet
    from gardenapp.ui.history import history_path
    from gardenapp.ui.mainwindow import MainWindow

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]) or QMessageBox.StandardButton.Ok)
    sheet = ScoreSheet("sanssouci", (PlayerScore("Ana", ()), PlayerScore("Bruno", ())), (0, 1))
    with History(history_path()) as h:
        good = h.store(Result.from_sheet(sheet, source=PLAYED, options={}, board={}, uid="a", record=record.to_json()))
        h.set_review(good, {"format": "gardenapp-review", "version": 1, "judgements": [{"index": -1}]})
        bad = h.store(Result.from_sheet(sheet, source=PLAYED, options={}, board={}, uid="b", record={"x": 1}))
    with sqlite3.connect(history_path()) as db:
        db.execute("UPDATE records SET record = '{not json' WHERE game_id = ?", (bad,))
    window = MainWindow()
    qtbot.addWidget(window)
    review = window.review_entry(good)
    assert isinstance(review, ReviewScreen) and not shown
    assert review._stop is not None  # the stored review was refused: computed again
    qtbot.waitUntil(lambda: review.review.complete and review._stop is None, timeout=30000)
    with History(history_path()) as h:  # and the sound one is kept in its place
        kept = h.game_record(good)[1]
    assert core_review.Review.from_json(kept, review.replay).judgements == review.review.judgements
    assert window.review_entry(bad) is None
    assert len(shown) == 1 and "cannot be read" in shown[0]


def test_judgements_are_made_while_the_game_runs_and_a_move_taken_back_is_never_used(qtbot, record):
    """After each of a person's moves its judgement is computed on a worker (the play
    screen's ReviewTracker); one whose moves were taken back is left out."""
    from gardenapp.ui.games.sanssouci import create_play_screen

    screen = create_play_screen()
    qtbot.addWidget(screen)
    session = GameSession(screen.game, record.options, record.seed, [HUMAN, HUMAN], ["Ana", "Bruno"])
    screen.start(session)
    for action in record.actions[:5]:
        screen.play(action)
    QThreadPool.globalInstance().waitForDone(30000)
    qtbot.waitUntil(lambda: len(screen.review_tracker.known(session.record)) == 5, timeout=5000)
    rep = core_review.replay(session.record)
    for j in screen.review_tracker.known(session.record):
        seed = core_review.position_seed(record.seed, j.index)
        assert j == core_review.judge(rep.states[j.index], record.actions[j.index], j.index, seed)
    # take the last move back (within the turn: no draw since) and play another
    assert session.can_undo()
    screen.undo()
    assert 4 not in {j.index for j in screen.review_tracker.known(session.record)}  # taken back: not used
    other = next(a for a in session.state.legal_actions() if a != record.actions[4])
    screen.play(other)
    QThreadPool.globalInstance().waitForDone(30000)
    qtbot.waitUntil(lambda: 4 in {j.index for j in screen.review_tracker.known(session.record)}, timeout=5000)
    (fifth,) = [j for j in screen.review_tracker.known(session.record) if j.index == 4]
    assert fifth.played == other
