"""Start many games in a row in one play screen, as a person would.

    python -X faulthandler -m tests.ui.start_many <game id> [games] [seed]

Run in a subprocess by ``test_real_display.py``: a segmentation fault then
fails that test with this process's output instead of killing pytest.

Options come from the screen's own new-game dialog: its widgets (players,
seats, the game's options) get random values until the engine accepts them.
Every third game goes through "New game…" (the dialog opens and is accepted);
the others are started directly, as opening a saved game or resuming one
does. Between two games the computer players play a few moves. The window
covers the screen, so on a real display the still pointer (at the screen's
centre) is over the boards when a game starts: how the xcb crash of docs/architecture.md §6
was met. The script says how many games started with a board view under the
pointer, and prints ``started <n> games`` when all went well.
"""

from __future__ import annotations

import importlib
import random
import sys
import time

from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QMessageBox, QSpinBox

from gardenapp.core.errors import ProblemsError
from gardenapp.ui.boardview import BoardView
from gardenapp.ui.mainwindow import game_ui_module_name
from gardenapp.ui.session import HUMAN, GameSession


def pump(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def randomize(dialog, rng: random.Random) -> None:
    """Random players, seats and option values in a new-game dialog."""
    dialog.players.setValue(rng.randint(dialog.players.minimum(), dialog.players.maximum()))
    seats = dialog.seat_boxes[: dialog.players.value()]
    for box in seats:
        box.setCurrentIndex(rng.randrange(box.count()))
    if rng.random() < 0.5:  # often exactly one person, as against the computer
        for i, box in enumerate(seats):
            box.setCurrentIndex(box.findData(HUMAN) if i == 0 else max(1, box.currentIndex()))
    form = dialog.options_form
    for row in range(form.rowCount()):
        for widget in (
            form.itemAt(row, role).widget()
            for role in (form.ItemRole.FieldRole, form.ItemRole.SpanningRole)
            if form.itemAt(row, role) is not None
        ):
            if isinstance(widget, QComboBox) and widget.count():
                widget.setCurrentIndex(rng.randrange(widget.count()))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(rng.random() < 0.5)
            elif isinstance(widget, QSpinBox):
                widget.setValue(rng.randint(widget.minimum(), widget.maximum()))


def main(argv: list[str]) -> int:
    game_id = argv[0]
    games = int(argv[1]) if len(argv) > 1 else 20
    rng = random.Random(int(argv[2]) if len(argv) > 2 else 9)
    app = QApplication.instance() or QApplication([])
    app.setQuitOnLastWindowClosed(False)
    module = importlib.import_module(game_ui_module_name(game_id))
    screen = module.create_play_screen(None)
    screen.setGeometry(app.primaryScreen().availableGeometry())
    screen.show()
    pump(app, 0.3)

    make_dialog = screen.new_game_dialog
    chosen: list[str] = []

    def random_dialog():
        dialog = make_dialog()
        for _ in range(50):  # until the engine accepts the options
            randomize(dialog, rng)
            try:
                GameSession(screen.game, dialog.options(), 1, dialog.seats(), dialog.names()).stop()
                break
            except ProblemsError:
                continue
        chosen.append(f"{dialog.options()} {dialog.seats()}")
        return dialog

    def accepted_dialog():
        dialog = random_dialog()
        QTimer.singleShot(20, dialog.accept)  # closes over the board, the pointer still
        return dialog

    start = screen.start

    def start_quickly(session):
        session.pace_ms = 5  # the computer players move between two games
        start(session)

    screen.new_game_dialog = accepted_dialog
    screen.start = start_quickly
    # "Replace the game in progress?": yes, a person starting game after game.
    screen.ask = lambda *args: QMessageBox.StandardButton.Discard
    under_pointer = 0
    started = 0
    for n in range(games):
        before = screen.session
        if n % 3 == 1:
            how = "new game dialog"
            screen.new_game()
        else:
            how = "direct start"
            dialog = random_dialog()
            screen.start(
                GameSession(screen.game, dialog.options(), rng.getrandbits(32), dialog.seats(), dialog.names())
            )
            dialog.deleteLater()
        if screen.session is before or screen.session is None:
            print(f"game {n + 1} did not start: {chosen[-1] if chosen else '?'}", flush=True)
            return 2
        started += 1
        if any(v.isVisible() and v.underMouse() for v in screen.findChildren(BoardView)):
            under_pointer += 1
        print(f"game {n + 1} ({how}): {chosen[-1]}", flush=True)
        pump(app, 0.05)
    screen.stop()
    # let the computer players still thinking see their stop flag and return:
    # Python must not shut down under their threads
    QThreadPool.globalInstance().waitForDone(30000)
    print(f"{under_pointer} of them with a board view under the pointer", flush=True)
    print(f"started {started} games", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
