"""The history never loses a game and never crashes or freezes the app: the
History screen opens a damaged database as far as it can and says what it
skipped or where it set the old file aside; a locked one answers "busy"
within a second and offers to try again; a game finished while another
program holds the history is kept, the person told, and stored once as soon
as the history is free."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
import time
from datetime import datetime

import pytest
from PySide6.QtWidgets import QMessageBox

from gardenapp.core.conformance import play_random_game
from gardenapp.core.history import PLAYED, History
from gardenapp.core.pending import PendingResults
from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet
from gardenapp.ui import autosave
from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.history import HistoryScreen, history_path, pending_results, retry_pending
from gardenapp.ui.session import HUMAN, GameSession


def _sheet(i):
    return ScoreSheet(
        "harmonies", (PlayerScore("Ana", (RuleScore("x", i),)), PlayerScore("Bruno", (RuleScore("x", 1),))), (0,)
    )


def _fill(games=4, board_size=10):
    path = history_path()
    with History(path) as h:
        for i in range(games):
            h.record(
                _sheet(i),
                source=PLAYED,
                options={},
                board={"pad": "x" * board_size},
                finished_at=datetime(2026, 1, 1 + i % 28),
            )
    return path


@pytest.fixture
def app(qtbot):
    return make_application([])


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]) or QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(
        QMessageBox, "information", lambda *args: shown.append(args[2]) or QMessageBox.StandardButton.Ok
    )
    return shown


class _Locker:
    """Another program holding the history: a separate python process in BEGIN EXCLUSIVE."""

    CODE = (
        "import sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "db.execute('BEGIN EXCLUSIVE')\n"
        "print('locked', flush=True)\n"
        "sys.stdin.read()\n"
        "db.execute('ROLLBACK')\n"
    )

    def __init__(self, path):
        self.proc = subprocess.Popen(
            [sys.executable, "-c", self.CODE, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self.proc.stdout.readline().strip() == "locked"

    def release(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(10)


def _damage_rows(path):
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET board = '{not json' WHERE id = 1")
        db.execute("UPDATE games SET finished_at = 'yesterday' WHERE id = 2")


def _damage_page(path):
    raw = bytearray(path.read_bytes())
    middle = len(raw) // 2 // 4096 * 4096
    rng = random.Random(5)
    raw[middle : middle + 4096] = bytes(rng.randrange(256) for _ in range(4096))
    path.write_bytes(bytes(raw))


def _no_tables(path):
    with sqlite3.connect(path) as db:
        db.executescript("DROP TABLE scores; DROP TABLE games;")


def _not_a_database(path):
    path.write_bytes(b"this is not a database " * 300)


def test_the_screen_shows_the_rows_it_can_read_and_says_how_many_it_skipped(app, qtbot):
    _damage_rows(_fill(games=5))
    screen = HistoryScreen()
    qtbot.addWidget(screen)
    assert screen.table.rowCount() == 3
    assert "could not be read and are not shown: 2" in screen.message.text()
    screen.player_filter.setCurrentIndex(screen.player_filter.findData("Ana"))
    assert screen.stat_labels["games"].text() == "3"


@pytest.mark.parametrize("damage", [_damage_page, _no_tables, _not_a_database])
def test_a_damaged_history_is_set_aside_and_a_new_one_started_with_what_could_be_read(app, qtbot, damage):
    path = _fill(games=40, board_size=3000)
    damage(path)
    damaged = path.read_bytes()
    screen = HistoryScreen()
    qtbot.addWidget(screen)
    (aside,) = path.parent.glob("history.sqlite.damaged-*")
    assert aside.read_bytes() == damaged  # renamed, never deleted nor changed
    text = screen.message.text()
    assert "damaged" in text and str(aside) in text
    with History(path) as h:
        saved = len(h.entries())
    assert screen.table.rowCount() == saved
    assert (0 < saved < 40) if damage is _damage_page else saved == 0
    screen.reload()  # the new history opens as it is
    assert "damaged" not in screen.message.text() and len(list(path.parent.glob("history.sqlite.damaged-*"))) == 1


def test_a_locked_history_answers_busy_within_two_seconds_and_offers_to_try_again(app, qtbot):
    path = _fill(games=2)
    locker = _Locker(path)
    try:
        start = time.monotonic()
        screen = HistoryScreen()
        qtbot.addWidget(screen)
        answered = time.monotonic() - start
        assert answered < 2.0, answered
        assert "busy" in screen.message.text() and screen.retry_button.isVisibleTo(screen)
        assert screen.table.rowCount() == 0
    finally:
        locker.release()
    screen.retry_button.click()
    assert screen.table.rowCount() == 2 and not screen.retry_button.isVisibleTo(screen)
    assert "busy" not in screen.message.text()


def _start_the_app(qtbot, monkeypatch):
    """``gardenapp`` started as the person starts it (its event loop left out:
    the window is closed at once)."""
    from PySide6.QtWidgets import QApplication

    from gardenapp.ui import app as app_module

    build = app_module.build_window

    def built(*args):
        window = build(*args)
        qtbot.addWidget(window)
        return window

    monkeypatch.setattr(app_module, "build_window", built)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    assert app_module.run([]) == 0


def _finish_on_a_play_screen(window, monkeypatch, seed=4):
    screen = window.open_game("takenoko", "play", ask_resume=False)
    game = screen.game
    session = GameSession(game, {"players": 2}, seed, [HUMAN, HUMAN], ["Ana", "Bruno"])
    screen.start(session)
    monkeypatch.setattr(screen, "_needs_handover", lambda player: False)
    final, record = play_random_game(game, {"players": 2}, seed)
    for action in record.actions:  # the same game, played through the screen
        session.play(action)
    assert session.state.is_over
    return screen, final


def test_a_game_finished_while_another_program_holds_the_history_is_kept_told_and_stored_once(
    app, qtbot, monkeypatch, warnings
):
    """A play-screen game finished under another process's exclusive lock: the person is
    told, the final score shows, the result waits; once the lock is gone it is stored at
    the next start (and when the History opens), exactly once however often it is retried."""
    path = _fill(games=0)
    window = build_window("en")
    qtbot.addWidget(window)
    locker = _Locker(path)
    try:
        start = time.monotonic()
        screen, final = _finish_on_a_play_screen(window, monkeypatch)
        assert time.monotonic() - start < 20
        assert len(warnings) == 1 and "busy" in warnings[0] and "kept" in warnings[0]
        assert screen._end_dialog.isVisible()  # the final score still shows
        (waiting,) = pending_results().load()
        assert waiting.game == "takenoko" and [p.name for p in waiting.players] == ["Ana", "Bruno"]
        assert not autosave.Slot("takenoko", "play").exists()  # the result is safe in the pending file
    finally:
        locker.release()
    kept = pending_results().path.read_text(encoding="utf-8")
    _start_the_app(qtbot, monkeypatch)  # the next start stores it
    with History(path) as h:
        assert len(h.entries()) == 1
    pending_results().path.write_text(kept, encoding="utf-8")  # as if the file could not be updated
    assert retry_pending() == 1 and retry_pending() == 0
    history = window.show_history()  # and the History screen retries too
    assert history.table.rowCount() == 1
    with History(path) as h:
        (entry,) = h.entries()
    assert entry.game == "takenoko" and entry.source == "played"
    assert tuple(p.total for p in entry.players) == final.score().totals()
    assert not pending_results().path.exists() and len(warnings) == 1


def test_a_result_neither_stored_nor_kept_stays_in_the_autosave_and_is_recorded_once_when_resumed(
    app, qtbot, monkeypatch, warnings
):
    path = _fill(games=0)
    window = build_window("en")
    qtbot.addWidget(window)
    locker = _Locker(path)

    def cannot_keep(self, result):
        raise OSError(28, "No space left on device")

    try:
        with monkeypatch.context() as patch:
            patch.setattr(PendingResults, "add", cannot_keep)
            screen, _ = _finish_on_a_play_screen(window, patch)
    finally:
        locker.release()
    assert len(warnings) == 1 and "nor kept" in warnings[0]
    slot = autosave.Slot("takenoko", "play")
    assert slot.exists() and json.loads(slot.path.read_text(encoding="utf-8"))["actions"]
    assert window.go_home()
    screen = window.open_game("takenoko", "play", ask_resume=False)
    assert screen.resume()  # the finished game comes back: recorded now
    assert not slot.exists() and screen._end_dialog.isVisible()
    with History(path) as h:
        (entry,) = h.entries()
    assert entry.game == "takenoko"


def test_a_score_helper_result_under_a_lock_is_kept_and_told(app, qtbot, monkeypatch, warnings):
    from pathlib import Path

    path = _fill(games=0)
    window = build_window("en")
    qtbot.addWidget(window)
    helper = window.open_game("harmonies", "score", ask_resume=False)
    example = Path(__file__).resolve().parents[2] / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"
    assert helper.open_path(str(example))
    locker = _Locker(path)
    try:
        kept = helper.add_to_history()
    finally:
        locker.release()
    assert kept is not None and kept.entry_id is None and "busy" in warnings[0]
    assert retry_pending() == 1
    with History(path) as h:
        assert [e.source for e in h.entries()] == ["scored"]


def test_damaged_and_locked_histories_never_crash_hang_or_lose_the_file(app, tmp_path):
    """The fuzz class of the history (tests/fuzz/history.py), a small sample."""
    from tests.fuzz.harness import Report
    from tests.fuzz.history import DAMAGES, fuzz_history

    report = Report()
    fuzz_history(tmp_path, 40, random.Random(21), report)
    assert not report.failures, "\n".join(report.failures[:20])
    kinds = {sub.split(".")[0] for _, sub, _ in report.counts}
    assert kinds == set(DAMAGES) and {sub.split(".")[1] for _, sub, _ in report.counts} == {"core", "screen"}
    assert report.counts[("history", "locked.core", "refused")] and report.counts[("history", "none.core", "accepted")]


def test_a_damaged_pending_file_is_set_aside_named_and_its_good_results_stored(app, qtbot):
    path = _fill(games=1)
    pending = pending_results()
    good = _sheet(7)
    from gardenapp.core.history import Result

    result = Result.from_sheet(good, source=PLAYED, options={}, board={})
    pending.add(result)
    data = json.loads(pending.path.read_text(encoding="utf-8"))
    data["results"].append({"uid": "x", "hostile": "<img src=/etc/passwd>"})
    pending.path.write_text(json.dumps(data), encoding="utf-8")
    screen = HistoryScreen()
    qtbot.addWidget(screen)
    (aside,) = pending.path.parent.glob("history-pending.json.damaged-*")
    assert json.loads(aside.read_text(encoding="utf-8")) == data  # kept as it was
    assert str(aside) in screen.message.text() and screen.table.rowCount() == 2
    with History(path) as h:
        assert result.uid in {row[0] for row in h._db.execute("SELECT uid FROM games")}
