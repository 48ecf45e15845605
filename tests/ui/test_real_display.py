"""Tests that matter on a real display (docs/architecture.md §6, "It crashes on a real desktop").

Run them on X11 with ``QT_QPA_PLATFORM=xcb uv run pytest tests/ui`` (pytest-xvfb
starts the Xvfb); offscreen they still run, but Qt there has no pointer, so
the crash they guard against cannot happen. Anything that could kill the
interpreter runs in a subprocess, so that a segmentation fault fails one test
with the child's faulthandler traceback instead of ending pytest.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gardenapp.core import registry
from gardenapp.ui.mainwindow import game_is_available

ROOT = Path(__file__).resolve().parents[2]
ON_XCB = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] == "xcb"


def play_screen_games() -> list[str]:
    """Every title the home screen can open a play screen for (as MainWindow finds them)."""
    return [info.id for info in registry.catalogue() if game_is_available(info.id)]


def run_python(args: list[str], timeout: float = 240) -> subprocess.CompletedProcess:
    """Python in a child process on the same platform and display as this run."""
    env = dict(os.environ, PYTHONFAULTHANDLER="1")
    return subprocess.run(
        [sys.executable, "-X", "faulthandler", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def start_python(args: list[str], log: Path) -> subprocess.Popen:
    """Like ``run_python`` but in the background, output to ``log``."""
    env = dict(os.environ, PYTHONFAULTHANDLER="1")
    with open(log, "w") as out:
        return subprocess.Popen(
            [sys.executable, "-X", "faulthandler", *args],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            text=True,
        )


def explain(proc: subprocess.CompletedProcess) -> str:
    how = f"killed by signal {-proc.returncode}" if proc.returncode < 0 else f"exit status {proc.returncode}"
    tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-40:])
    return f"the child process ended with {how}:\n{tail}"


def test_the_games_with_a_play_screen_are_found():
    assert {"harmonies", "takenoko", "sanssouci"} <= set(play_screen_games())


@pytest.fixture(scope="module")
def twenty_starts(tmp_path_factory):
    """game id -> (Popen, log path) of its child. Offscreen every child starts
    at once (less wall time); on xcb one at a time, when its test asks: two
    windows covering one screen would take the pointer from each other."""
    logs = tmp_path_factory.mktemp("starts")
    children: dict = {}

    def start(game_id: str):
        log = logs / f"{game_id}.log"
        children[game_id] = (start_python(["-m", "tests.ui.start_many", game_id, "20", str(len(game_id))], log), log)

    if not ON_XCB:
        for game_id in play_screen_games():
            start(game_id)

    def child_for(game_id: str):
        if game_id not in children:
            start(game_id)
        return children[game_id]

    yield child_for
    for child, _ in children.values():
        if child.poll() is None:
            child.kill()
            child.wait()


@pytest.mark.parametrize("game_id", play_screen_games())
def test_twenty_new_games_in_a_row_in_every_play_screen(twenty_starts, game_id):
    """20 starts in one screen, random players, seats and options from its own
    new-game dialog (docs/architecture.md §6: Harmonies survived 1 in 20 on xcb)."""
    child, log = twenty_starts(game_id)
    try:
        child.wait(timeout=240)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
    output = log.read_text()
    proc = subprocess.CompletedProcess(child.args, child.returncode, output, "")
    assert proc.returncode == 0, explain(proc)
    assert "started 20 games" in proc.stdout, explain(proc)
    if ON_XCB:  # the pointer was over the boards, so the crash could have happened
        under = int(proc.stdout.split(" of them with a board view under the pointer")[0].split()[-1])
        assert under >= 5, proc.stdout


UNSET_CURSOR_UNDER_A_STILL_POINTER = textwrap.dedent("""
    import time
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem
    from gardenapp.ui.boardview import BoardScene, BoardView
    import shapely

    app = QApplication([])
    scene = BoardScene()
    plain = QGraphicsRectItem(QRectF(-5000, -5000, 10000, 10000))
    plain.setCursor(Qt.CursorShape.PointingHandCursor)
    scene.addItem(plain)
    cell = scene.add_cells({"c": shapely.box(-4000, -4000, 4000, 4000)})["c"]
    view = BoardView(scene)
    view.setGeometry(app.primaryScreen().geometry())   # under the pointer, which never moves
    view.show()
    end = time.monotonic() + 1.0
    while time.monotonic() < end and not view.underMouse():
        app.processEvents()
    print("under the mouse:", view.underMouse(), flush=True)
    cell.interactive = False        # what Harmonies did when a computer player moved
    plain.unsetCursor()             # any item, any game
    app.processEvents()
    print("survived", flush=True)
""")


@pytest.mark.skipif(not ON_XCB, reason="Qt has a pointer only on a real display (QT_QPA_PLATFORM=xcb)")
def test_cursor_changes_under_a_pointer_that_never_moved_do_not_crash():
    """The root cause of the crash: Qt's unsetCursor() on an item under the
    pointer reads the view's last mouse move, which a view that appeared under
    a still pointer lacks. BoardView now gives it one when the pointer enters."""
    proc = run_python(["-c", UNSET_CURSOR_UNDER_A_STILL_POINTER], timeout=60)
    assert "under the mouse: True" in proc.stdout, explain(proc)
    assert proc.returncode == 0 and "survived" in proc.stdout, explain(proc)


def test_garbage_is_collected_on_the_gui_thread_only_while_computers_think(qtbot):
    """The second crash the 20 starts found (Sanssouci, offscreen too): the
    cyclic GC ran on a computer player's thread and freed Qt objects there."""
    import gc
    import threading

    from gardenapp.core import registry as reg
    from gardenapp.ui import gcguard
    from gardenapp.ui.session import GameSession

    threads = []

    def note(phase, info):
        if phase == "start":
            threads.append(threading.current_thread() is threading.main_thread())

    session = GameSession(reg.get("harmonies"), {"players": 2}, 5, ["easy", "easy"], ["A", "B"], pace_ms=1)
    gc.callbacks.append(note)
    try:
        session.schedule()
        qtbot.waitUntil(lambda: len(session.log) >= 12, timeout=20000)
        assert gcguard.active() and not gc.isenabled()
        garbage = []
        for _ in range(3000):  # cycles: the GUI-thread timer collects them
            a = []
            a.append(a)
            garbage.append(a)
        del garbage, a
        qtbot.wait(3 * gcguard.INTERVAL_MS)
    finally:
        session.stop()
        session.wait_for_bots()
        gc.callbacks.remove(note)
    assert threads and all(threads), "a collection ran on a worker thread"
