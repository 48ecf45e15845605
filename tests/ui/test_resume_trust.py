"""Nothing lost, nothing trusted: the autosaves offered back on the home
screen, the questions before something unsaved is replaced, a second copy
of the app, and the temporary files of saves that were stopped."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import gardenapp.games  # noqa: F401
from gardenapp.core import files, registry
from gardenapp.core.record import HUMAN, GameRecord
from gardenapp.ui import app as app_module
from gardenapp.ui import autosave
from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.scorehelper import ScoreHelperBase

ROOT = Path(__file__).resolve().parents[2]
B = QMessageBox.StandardButton
HARMONIES_BOARD = ROOT / "gardenapp" / "games" / "harmonies" / "examples" / "rulebook_full_board_side_a.json"


@pytest.fixture
def window(qtbot):
    make_application([])
    win = build_window("en")
    qtbot.addWidget(win)
    return win


@pytest.fixture
def warnings(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]) or B.Ok)
    return said


def _put(slot: autosave.Slot, raw: bytes | str | None = None) -> None:
    slot.path.parent.mkdir(parents=True, exist_ok=True)
    if raw is not None:
        slot.path.write_bytes(raw.encode("utf-8") if isinstance(raw, str) else raw)


def _offered(window, game_id: str, kind: str) -> bool:
    window.home.refresh_resumable()
    card = window.home.cards[game_id]
    button = card.resume_button if kind == "play" else card.resume_score_button
    return button.isVisibleTo(window.home)


def _paint(helper) -> None:
    helper.pages()[0].paint(2, ["0,0", "0,1"])


def _saved_game(game_id: str, steps: int = 6) -> dict:
    game = registry.get(game_id)
    options = game.validate_options({"players": 2})
    state = game.new_game(options, 3)
    record = GameRecord(game_id, options, 3, [], ["Ana", "Bruno"], [HUMAN, HUMAN])
    for _ in range(steps):
        action = state.legal_actions()[0]
        record.actions.append(action)
        state = state.apply(action)
    return record.to_json()


# -- damaged autosaves: told, set aside, no longer offered ------------------------------------------
@pytest.mark.parametrize("damage", ["random bytes", "empty", "not JSON", "a folder", "a FIFO", "wrong shape"])
def test_a_damaged_score_autosave_is_refused_set_aside_and_no_longer_offered(window, warnings, damage):
    slot = autosave.Slot("harmonies", "score")
    _put(slot)
    if damage == "random bytes":
        slot.path.write_bytes(bytes(range(256)) * 3)
    elif damage == "empty":
        slot.path.write_bytes(b"")
    elif damage == "not JSON":
        slot.path.write_text("{board: ", encoding="utf-8")
    elif damage == "a folder":
        slot.path.mkdir()
    elif damage == "a FIFO":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(slot.path)
    else:
        slot.path.write_text(json.dumps({"board": {"game": "harmonies", "players": "Ana"}}), encoding="utf-8")
    assert window.resume_game("harmonies", "score") is None
    assert warnings and "cannot be resumed" in warnings[0] and "set aside" in warnings[0]
    assert window.current_screen() is window.home
    assert not os.path.lexists(slot.path) and slot.path.with_name(slot.path.name + ".damaged").exists()
    assert not _offered(window, "harmonies", "score")


def test_a_damaged_play_autosave_is_set_aside_not_lost(window, warnings):
    slot = autosave.Slot("harmonies", "play")
    _put(slot, '{"format": "gardenapp-game", "actions": [')
    assert window.resume_game("harmonies") is None
    aside = slot.path.with_name(slot.path.name + ".damaged")
    assert warnings and aside.read_text(encoding="utf-8") == '{"format": "gardenapp-game", "actions": ['
    assert not _offered(window, "harmonies", "play")


def test_a_game_of_another_title_in_a_play_slot_is_refused_not_played(window, warnings):
    """A Takenoko game in the Harmonies slot: the Harmonies screen never starts it."""
    slot = autosave.Slot("harmonies", "play")
    _put(slot, json.dumps(_saved_game("takenoko")))
    assert window.resume_game("harmonies") is None
    assert warnings and "another title" in warnings[0]
    assert not _offered(window, "harmonies", "play") and window.current_screen() is window.home


def test_a_score_autosave_whose_board_is_a_list_says_what_is_wrong(window, warnings):
    slot = autosave.Slot("harmonies", "score")
    _put(slot, json.dumps({"board": [1, 2, 3], "path": None}))
    assert window.resume_game("harmonies", "score") is None
    assert warnings and "no finished board of this game" in warnings[0]
    assert not _offered(window, "harmonies", "score")


def test_resume_scoring_applies_the_limits_of_open_before_building_anything(window, warnings, tmp_path):
    """500 players: Open refuses the file at once; Resume must too, with the same words."""
    board = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    board["players"] = [dict(board["players"][0], name=f"P{i}") for i in range(500)]
    path = tmp_path / "many.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert not helper.open_path(str(path))
    opened = warnings.pop()
    window.go_home()
    _put(autosave.Slot("harmonies", "score"), json.dumps({"board": board, "path": None}))
    start = time.perf_counter()
    assert window.resume_game("harmonies", "score") is None
    assert time.perf_counter() - start < 2.0
    assert "500 players" in opened and "500 players" in warnings[0]


# -- questions before something unsaved is replaced ---------------------------------------------------
def test_play_with_a_game_left_in_progress_says_discard_loses_it_and_cancel_keeps_it(window, monkeypatch):
    slot = autosave.Slot("harmonies", "play")
    _put(slot, json.dumps(_saved_game("harmonies")))
    asked = []

    def answer(button):
        def question(parent, title, text, buttons, default):
            asked.append((text, buttons))
            return button

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(B.Cancel))
    assert window.open_game("harmonies", "play") is None
    text, buttons = asked[-1]
    assert "lost" in text and buttons & B.Discard and buttons & B.Cancel
    assert window.current_screen() is window.home and slot.exists()  # Cancel: nothing changed
    monkeypatch.setattr(QMessageBox, "question", answer(B.Discard))
    screen = window.open_game("harmonies", "play")
    assert screen is not None and screen.session is None and not slot.exists()  # said so, then discarded
    assert window.go_home() and not _offered(window, "harmonies", "play")


def test_score_with_an_entry_left_says_discard_loses_it_at_once(window, monkeypatch):
    helper = window.open_game("harmonies", "score", ask_resume=False)
    _paint(helper)
    assert window.go_home() and _offered(window, "harmonies", "score")
    monkeypatch.setattr(QMessageBox, "question", lambda *a: B.Discard)
    window.open_game("harmonies", "score")
    assert not autosave.Slot("harmonies", "score").exists()  # not kept until the first edit
    assert window.go_home() and not _offered(window, "harmonies", "score")


def test_opening_a_board_from_the_history_asks_before_replacing_an_unsaved_entry(window, monkeypatch):
    helper = window.open_game("harmonies", "score", ask_resume=False)
    _paint(helper)
    entered = helper.to_dict()
    asked = []
    monkeypatch.setattr(ScoreHelperBase, "ask", lambda self, title, text, *a: asked.append(text) or B.Cancel)
    board = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    again = window.open_board("harmonies", board)
    assert asked and "not saved" in asked[0]
    assert again.to_dict() == entered and again.has_unsaved_changes()  # Cancel: the entry stays
    assert autosave.Slot("harmonies", "score").exists()
    monkeypatch.setattr(ScoreHelperBase, "ask", lambda self, title, text, *a: B.Discard)
    shown = window.open_board("harmonies", board)
    assert shown.to_dict()["players"][0]["name"] == board["players"][0]["name"]
    shown.undo_stack.undo()  # and Undo brings the entry back
    assert shown.to_dict()["players"][0]["spaces"] == entered["players"][0]["spaces"]


def test_an_entry_added_to_the_history_is_saved_and_an_empty_one_is_never_offered(window, monkeypatch):
    helper = window.open_game("harmonies", "score", ask_resume=False)
    helper.add_player()  # edits that enter nothing
    helper.tabs.setCurrentIndex(helper.tabs.count() - 1)
    helper.remove_player()
    assert not autosave.Slot("harmonies", "score").exists()
    assert helper.open_path(str(HARMONIES_BOARD))
    helper.pages()[0].paint(2, ["0,0"])
    assert helper.has_unsaved_changes() and autosave.Slot("harmonies", "score").exists()
    assert helper.add_to_history() is not None
    assert not helper.has_unsaved_changes() and not autosave.Slot("harmonies", "score").exists()
    asked = []
    helper.ask = lambda *a: asked.append(a[1]) or B.Cancel
    helper.clear_all()
    assert not asked  # nothing unsaved: Clear does not call it "not saved"
    assert window.go_home() and not _offered(window, "harmonies", "score")


# -- one copy of the app at a time ---------------------------------------------------------------------
def test_two_copies_autosaving_at_once_lose_no_write(tmp_path):
    """Two copies started together, 100 actions each: the second is refused;
    with the lock left out, two writers of one slot fail no write either."""
    from tests.fuzz.autosave import two_copies

    app = two_copies(tmp_path / "app", 100, "app")
    refused = [c for c in app["children"] if c.get("refused")]
    played = [c for c in app["children"] if not c.get("refused")]
    assert len(refused) == 1 and len(played) == 1, app["children"]
    assert played[0]["writes"] >= 100 and played[0]["failed"] == 0
    assert app["final"]["loads"] and app["final"]["last_write_of"]
    writers = two_copies(tmp_path / "writers", 100, "writers")
    assert [c["failed"] for c in writers["children"]] == [0, 0], writers["children"]
    assert writers["final"]["loads"] and writers["final"]["last_write_of"]


HOLD = r"""
from gardenapp.ui import app
application = app.make_application([])
lock = app.claim_instance()
print("held" if lock is not None and lock.isLocked() else "refused", flush=True)
import time
time.sleep(120)
"""


def _holder() -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", HOLD], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def test_a_second_copy_is_refused_while_the_first_runs_and_a_killed_ones_lock_is_taken_over(qapp):
    make_application([])
    holder = _holder()
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert app_module.claim_instance() is None
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    lock = app_module.claim_instance()  # the killed copy's lock file is still there
    assert lock is not None and lock.isLocked()
    lock.unlock()


def test_a_second_start_says_so_and_builds_no_window(qapp, monkeypatch):
    make_application([])
    said = []
    monkeypatch.setattr(app_module, "claim_instance", lambda: None)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: said.append(a[2]) or B.Ok)
    monkeypatch.setattr(app_module, "build_window", lambda *a: pytest.fail("a second copy built a window"))
    assert app_module.run([]) == 0
    assert said and "already running" in said[0]


def test_a_second_start_calls_the_first_window_forward(window, qtbot):
    server = app_module.listen_for_second_copies(window)
    assert server.isListening()
    called = []
    window.raise_ = lambda: called.append(True)
    assert app_module.call_first_copy_forward()
    qtbot.waitUntil(lambda: bool(called), timeout=3000)
    server.close()


# -- temporary files of saves that were stopped ----------------------------------------------------------
def test_start_up_removes_the_old_temporaries_of_the_autosaves_and_of_the_last_folder(window, tmp_path):
    folder = autosave.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    own = tmp_path / "boards"
    own.mkdir()
    autosave.remember_folder(str(own / "board.json"))
    past = files.PROCESS_START - 3600
    stale = [folder / ".harmonies.play.json.0a1b2c3d.tmp", own / ".board.json.1a2b3c4d.tmp"]
    kept = [folder / ".harmonies.play.json.notours.tmp", own / ".notes.txt.1a2b3c4d.tmp", own / "board.json.tmp"]
    for p in stale + kept:
        p.write_text("{half")
        os.utime(p, (past, past))
    live = folder / ".takenoko.play.json.2a2b3c4d.tmp"
    live.write_text("{half")  # written since this copy started
    assert app_module.clean_at_start() == 2
    assert not any(p.exists() for p in stale) and all(p.exists() for p in kept) and live.exists()


# -- the fuzz classes, a small sample ----------------------------------------------------------------------
def test_damaged_autosaves_are_resumed_or_refused_never_crash_hang_or_lose_a_file(qapp, tmp_path):
    import random

    from tests.fuzz import harness
    from tests.fuzz.autosave import fuzz_autosave

    report = harness.Report()
    fuzz_autosave(tmp_path, 60, random.Random(7), report)
    assert not report.failures, "\n".join(report.failures[:20])
    kinds = {k for (_, _, k) in report.counts}
    assert {"accepted", "refused"} <= kinds and sum(report.counts.values()) == 60


def test_the_autosave_loaders_alone_refuse_damaged_autosaves(tmp_path, monkeypatch):
    import random

    from tests.fuzz import autosave as fuzz
    from tests.fuzz import harness

    monkeypatch.setattr("PySide6.QtWidgets.QApplication.instance", lambda: None)  # no window: the loaders
    report = harness.Report()
    fuzz.fuzz_autosave(tmp_path, 40, random.Random(8), report)
    assert not report.failures, "\n".join(report.failures[:20])


def test_two_processes_autosaving_at_once_fail_no_write(tmp_path):
    import random

    from tests.fuzz import harness
    from tests.fuzz.autosave import fuzz_two_copies

    report = harness.Report()
    fuzz_two_copies(tmp_path, 30, random.Random(9), report)
    assert not report.failures, "\n".join(report.failures)
    assert report.counts[("two_copies", "app", "refused")] == 1
    assert report.counts[("two_copies", "writers", "accepted")] == 3
