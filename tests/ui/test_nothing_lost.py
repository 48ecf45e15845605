"""Nothing lost (docs/architecture.md §6.6): the game in progress is autosaved after every
action and offered back after a crash; New game and Open ask before they
replace it; actions that would do nothing are greyed out."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import gardenapp.games  # noqa: F401
from gardenapp.core import registry
from gardenapp.ui import autosave
from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.session import HUMAN, GameSession

ROOT = Path(__file__).resolve().parents[2]
B = QMessageBox.StandardButton


@pytest.fixture
def window(qtbot):
    make_application([])
    win = build_window("en")
    qtbot.addWidget(win)
    return win


def _start(screen, seed=5):
    screen.start(GameSession(screen.game, {"players": 2}, seed, [HUMAN, HUMAN], ["Ana", "Bruno"]))


def test_every_action_is_autosaved_and_a_finished_game_clears_it(window):
    screen = window.open_game("harmonies", "play")
    slot = autosave.Slot("harmonies", "play")
    assert not screen.act_save.isEnabled() and not screen.act_undo.isEnabled()  # no game yet
    _start(screen)
    assert screen.act_save.isEnabled() and not slot.exists()  # nothing played yet: nothing to keep
    screen.play(screen.session.state.legal_actions()[0])
    saved = json.loads(slot.path.read_text(encoding="utf-8"))
    assert len(saved["actions"]) == 1 and saved["names"] == ["Ana", "Bruno"]
    screen.undo()
    assert not slot.exists()  # back to no action at all
    screen.play(screen.session.state.legal_actions()[0])
    assert window.go_home() and window.home.cards["harmonies"].resume_button.isVisibleTo(window.home)


def test_new_game_asks_before_replacing_the_game_in_progress(window, monkeypatch):
    screen = window.open_game("harmonies", "play")
    _start(screen)
    screen.play(screen.session.state.legal_actions()[0])
    asked = []
    screen.ask = lambda *args: asked.append(args[1]) or B.Cancel
    opened = []
    monkeypatch.setattr(screen, "new_game_dialog", lambda: opened.append(1))
    screen.new_game()
    assert asked and not opened and len(screen.session.record.actions) == 1  # Cancel: kept
    screen.open_game()
    assert len(asked) == 2 and len(screen.session.record.actions) == 1


def test_a_game_killed_with_sigkill_resumes_at_its_last_action(window, tmp_path):
    """docs/architecture.md §6: kill -9 the app during a game, start it again, resume: same position."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.ui.play_then_wait", "5"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        line = proc.stdout.readline()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    played = json.loads(line)
    assert len(played) == 5
    window.home.refresh_resumable()
    assert window.home.cards["harmonies"].resume_button.isVisibleTo(window.home)
    screen = window.resume_game("harmonies")
    game = registry.get("harmonies")
    expected = game.new_game({"players": 2}, 77)
    for data in played:
        expected = expected.apply(game.action_from_json(data))
    assert screen.session.state == expected and screen.session.names == ["Ana", "Bruno"]
    assert screen.log.entry_count() == 5


def test_a_damaged_autosave_is_refused_with_a_message_and_nothing_else_changes(window, monkeypatch):
    slot = autosave.Slot("harmonies", "play")
    slot.path.parent.mkdir(parents=True, exist_ok=True)
    slot.path.write_text('{"format": "gardenapp-record", "actions": [', encoding="utf-8")
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warned.append(args[2]))
    assert window.resume_game("harmonies") is None
    aside = slot.path.with_name(slot.path.name + ".damaged")  # set aside, no longer offered: not lost
    assert warned and window.current_screen() is window.home and not slot.exists()
    assert aside.read_text(encoding="utf-8") == '{"format": "gardenapp-record", "actions": ['


def _paint_something(helper):
    ana = helper.pages()[0]
    ana.paint(2, ["0,0", "0,1"])


def test_a_score_helper_entry_is_autosaved_and_offered_back(window, monkeypatch):
    """docs/architecture.md §6.6: an unsaved entry survives leaving; the home screen offers it."""
    helper = window.open_game("harmonies", "score")
    slot = autosave.Slot("harmonies", "score")
    assert not slot.exists() and not helper.has_unsaved_changes()
    _paint_something(helper)
    kept = json.loads(slot.path.read_text(encoding="utf-8"))
    assert kept["board"]["players"][0]["spaces"] == {"0,0": ["yellow"], "0,1": ["yellow"]}
    assert window.go_home()  # kept, so nothing to ask
    assert window.home.cards["harmonies"].resume_score_button.isVisibleTo(window.home)
    again = window.resume_game("harmonies", "score")
    assert again.to_dict()["players"][0]["spaces"] == kept["board"]["players"][0]["spaces"]
    assert again.has_unsaved_changes()


def test_a_score_helper_asks_before_open_or_clear_replace_unsaved_changes(window, tmp_path, monkeypatch):
    helper = window.open_game("harmonies", "score")
    _paint_something(helper)
    asked = []
    helper.ask = lambda *args: asked.append(args[1]) or B.Cancel
    helper.clear_all()
    helper.open_file()
    assert len(asked) == 2 and helper.to_dict()["players"][0]["spaces"]  # Cancel: kept
    target = tmp_path / "board.json"
    monkeypatch.setattr("gardenapp.ui.scorehelper.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    assert helper.save_file() and not helper.has_unsaved_changes()
    assert not autosave.Slot("harmonies", "score").exists()  # saved: nothing left to resume
    assert autosave.last_folder() == str(tmp_path)


def test_a_score_helper_entry_killed_with_sigkill_comes_back(window):
    """docs/architecture.md §6.3: kill -9 during an entry, start again, and the entry comes back."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.ui.score_then_wait"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        line = proc.stdout.readline()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    entered = json.loads(line)
    window.home.refresh_resumable()
    assert window.home.cards["harmonies"].resume_score_button.isVisibleTo(window.home)
    helper = window.resume_game("harmonies", "score")
    assert helper.file_dict()["players"] == entered["players"] and helper.has_unsaved_changes()
