"""docs/architecture.md §7 in the window: a hostile saved game opened with Open is a message
and the game on screen stays as it was; the score helper refuses what its
editors cannot hold before building anything; a settings file with a pickled
value starts the app with a warning and runs nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gardenapp.ui.games import harmonies, sanssouci, takenoko
from gardenapp.ui.session import GameSession
from gardenapp.ui.settings import clean_settings_file
from tests.fuzz.harness import crafted_pickle_value
from tests.test_hostile_files import HARMONIES, SANSSOUCI, TAKENOKO, first, saved_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def warnings(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


def open_in(screen, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(screen, "confirm_discard", lambda: True)
    screen.open_game()


def _float_space():
    data = saved_game(HARMONIES)
    i = first(data, "take_space")
    data["actions"][i]["space"] = 1.0
    return data, f"actions[{i}].space: 1.0 is not a whole number"


def _sanssouci_side():
    data = saved_game(SANSSOUCI)
    i = first(data, "take")
    data["actions"][i]["side"] = 7
    return data, f"actions[{i}]: "


def _takenoko_cell_text():
    data = saved_game(TAKENOKO, steps=40)
    i = next(i for i, a in enumerate(data["actions"]) if "cell" in a)
    data["actions"][i]["cell"] = "1,0"
    return data, f"actions[{i}].cell: expected a list"


def _deep():
    data = saved_game(TAKENOKO)
    data["actions"][0] = {"kind": "move_gardener", "cell": "__DEEP__"}
    return json.dumps(data).replace('"__DEEP__"', "[" * 600 + "]" * 600), "nested too deeply"


CASES = {
    "a float where an integer belongs": (harmonies, _float_space),
    "names shorter than the seats": (
        harmonies,
        lambda: (saved_game(HARMONIES, names=["Ana"]), "names: 1 entry; seats in this game: 2"),
    ),
    "an unknown computer level": (
        harmonies,
        lambda: (saved_game(HARMONIES, seats=["human", "god"]), 'seats[1]: "god" is not one of'),
    ),
    "five names for three seats": (
        harmonies,
        lambda: (saved_game(HARMONIES, players=3, names=list("ABCDE")), "names: 5 entries; seats in this game: 3"),
    ),
    "deeply nested lists": (takenoko, _deep),
    "a sanssouci malformed field": (sanssouci, _sanssouci_side),
    "a takenoko cell as text": (takenoko, _takenoko_cell_text),
    "a million actions": (
        harmonies,
        lambda: ({**saved_game(HARMONIES), "actions": [{"kind": "end_turn"}] * 50_000}, "allowed: at most 20000"),
    ),
}


@pytest.mark.parametrize("finding", list(CASES))
def test_finding_opening_a_hostile_save_is_a_message_and_the_game_on_screen_stays(
    finding, qtbot, tmp_path, monkeypatch, warnings
):
    package, make = CASES[finding]
    data, needle = make()
    path = tmp_path / "bad.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    screen = package.create_play_screen(None)
    qtbot.addWidget(screen)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(saved_game(screen.game, players=2, steps=4)), encoding="utf-8")
    open_in(screen, monkeypatch, good)
    before, position = screen.session, screen.session.state.to_dict()
    assert warnings == []
    open_in(screen, monkeypatch, path)
    assert len(warnings) == 1 and warnings[0].startswith("This file cannot be opened:") and needle in warnings[0]
    assert len(warnings[0].splitlines()) <= 52
    assert screen.session is before and screen.session.state.to_dict() == position
    assert path.read_bytes() == (data if isinstance(data, str) else json.dumps(data)).encode("utf-8")


def test_opening_a_good_save_resumes_it(qtbot, tmp_path, monkeypatch, warnings):
    screen = harmonies.create_play_screen(None)
    qtbot.addWidget(screen)
    data = saved_game(HARMONIES, names=["Łucja", "João"], steps=12)
    path = tmp_path / "good.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    open_in(screen, monkeypatch, path)
    assert warnings == [] and screen.session.names == ["Łucja", "João"]
    assert screen.session.state == GameSession.load(str(path)).state


# -- score helper ----------------------------------------------------------------------------------
HARMONIES_BOARD = ROOT / "gardenapp" / "games" / "harmonies" / "examples" / "rulebook_full_board_side_a.json"


def helper_open(qtbot, tmp_path, text, helper=None):
    if helper is None:
        helper = harmonies.create_score_helper(None)
        qtbot.addWidget(helper)
    path = tmp_path / "board.json"
    path.write_text(text, encoding="utf-8")
    tabs, current = helper.tabs.count(), helper._current
    return helper, helper.open_path(str(path)), tabs, current


def test_finding_score_helper_open_of_a_value_nested_600_deep_is_a_message(qtbot, tmp_path, warnings):
    data = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    data["players"][0]["cards"] = "__DEEP__"
    deep = json.dumps(data).replace('"__DEEP__"', "[" * 600 + "]" * 600)
    helper, ok, tabs, current = helper_open(qtbot, tmp_path, deep)
    assert not ok and "nested too deeply" in warnings[0] and helper._current == current


def test_finding_score_helper_open_of_300_players_is_refused_before_building_tabs(
    qtbot, tmp_path, warnings, monkeypatch
):
    data = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    data["players"] = [dict(data["players"][0], name=f"P{i}") for i in range(300)]
    helper = harmonies.create_score_helper(None)
    qtbot.addWidget(helper)
    built = []
    monkeypatch.setattr(helper, "make_player_page", lambda i: built.append(i))
    helper, ok, tabs, current = helper_open(qtbot, tmp_path, json.dumps(data), helper)
    assert not ok and warnings == ["300 players; this game takes 1 to 4"]  # docs/architecture.md §6.7: no file paths
    assert helper.tabs.count() == tabs and built == []


def test_finding_score_helper_open_of_a_huge_cubes_placed_is_a_message_not_an_overflow(qtbot, tmp_path, warnings):
    data = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    data["players"][0]["cards"][0]["cubes_placed"] = 10**12
    helper, ok, tabs, current = helper_open(qtbot, tmp_path, json.dumps(data))
    # docs/architecture.md §6.7: whose entry, in words (the file's name for the player), not the file's path
    assert not ok and warnings == [f"Ana: {10**12} is far outside the range of this game"]
    data["players"][0]["cards"][0]["cubes_placed"] = 2  # within the card's slots: it opens
    helper, ok, tabs, current = helper_open(qtbot, tmp_path, json.dumps(data))
    assert ok and len(warnings) == 1


# -- settings --------------------------------------------------------------------------------------
START_APP = (
    "import sys\nfrom PySide6.QtCore import QTimer\n"
    "from gardenapp.ui.app import build_window, make_application\n"
    "app = make_application(sys.argv[:1])\nwindow = build_window()\nwindow.show()\n"
    "QTimer.singleShot(300, app.quit)\nsys.exit(app.exec())\n"
)


def test_finding_a_pickled_settings_value_is_ignored_with_a_warning_and_runs_nothing(qapp, tmp_path):
    marker = tmp_path / "PICKLE-RAN"
    value = crafted_pickle_value(marker)
    # the value is a real threat: Qt reading it as it is runs the pickle
    proof = tmp_path / "proof.ini"
    proof.write_bytes(b"[ui]\nlanguage=" + value + b"\n")
    QSettings(str(proof), QSettings.Format.IniFormat).allKeys()
    assert marker.exists()
    marker.unlink()
    # the app starts with it (and with a malformed one, which Qt fails to unpickle)
    ini = tmp_path / "config" / "gardenapp" / "gardenapp.conf"
    ini.parent.mkdir(parents=True)
    ini.write_bytes(b"[play]\nhighlight=" + value[: len(value) // 2] + b")\nother=1\n\n[ui]\nlanguage=" + value + b"\n")
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", START_APP], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "ignored the setting ui/language" in done.stderr and "serialized object" in done.stderr
    assert "ignored the setting play/highlight" in done.stderr
    assert not marker.exists()
    assert b"@Variant" not in ini.read_bytes() and b"other=1" in ini.read_bytes()


@pytest.mark.parametrize(
    "value",
    [
        b"@Variant(\\0)",
        b"\\x40Variant(\\0)",
        b'"@"Variant(\\0)',
        b"pt, @Variant(\\0)",
        b"\\\n@Variant(\\0)",
        b"\\100Variant(\\0)",
        b"  @DateTime(\\0)",
    ],
)
def test_every_way_qt_could_read_a_variant_is_removed(tmp_path, value):
    path = tmp_path / "s.ini"
    path.write_bytes(b"[ui]\nlanguage=" + value + b"\nafter=1\n")
    assert clean_settings_file(str(path)) == ["ui/language"]
    assert path.read_bytes() == b"[ui]\nafter=1\n"


def test_what_the_app_stores_is_kept(tmp_path):
    text = (
        b'[files]\nlast_folder="C:\\\\Users\\\\x1\\\\@home, 2"\n[newgame]\n'
        b'harmonies="{\\"players\\": 2, \\"name\\": \\"a@b\\"}"\n[ui]\nlanguage=pt\n[play]\nhighlight=true\n'
    )
    path = tmp_path / "s.ini"
    path.write_bytes(text)
    assert clean_settings_file(str(path)) == [] and path.read_bytes() == text


def test_a_new_game_whose_save_could_not_be_opened_is_refused_at_the_start(qtbot):
    from gardenapp.core.errors import RecordError

    with pytest.raises(RecordError, match=r"names\[0\]: the name is longer than 100 characters"):
        GameSession(HARMONIES, {"players": 2}, 1, ["human", "human"], ["x" * 101, "Bruno"])
    with pytest.raises(RecordError, match=r'seats\[1\]: "god" is not one of'):
        GameSession(HARMONIES, {"players": 2}, 1, ["human", "god"], ["Ana", "Bruno"])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_board_whose_photo_is_a_named_pipe_opens_without_waiting_for_it(tmp_path):
    """Qt opening a FIFO waits for a writer forever: the photo a board file
    names is read only if it is a regular file (in a child, so a regression
    cannot hang the test run)."""
    os.mkfifo(tmp_path / "photo.png")
    data = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    data["players"][0]["photo"] = "photo.png"
    (tmp_path / "board.json").write_text(json.dumps(data), encoding="utf-8")
    code = (
        "import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
        "from gardenapp.ui.games import harmonies\nhelper = harmonies.create_score_helper(None)\nhelper.show()\n"
        "assert helper.open_path(sys.argv[1])\napp.processEvents()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "board.json")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert done.returncode == 0, done.stderr
