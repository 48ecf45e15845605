"""Save screenshots of the Sanssouci screens.

    uv run python tools/screenshot_sanssouci.py [--size 1280x800] [--out screenshots] [--langs en,pl]

Runs offscreen and never touches the user's settings (a temporary INI store).
For each language writes screenshots/sanssouci_<view>_<lang>.png:

* ``play``  - a seeded 2-player game (a person against a computer player) some
  rounds in, the person about to take a tile (highlights on);
* ``solo``  - a seeded solo game against Pedro Bot (advanced), the person
  choosing where a noble walks;
* ``score`` - the score helper with the example board of the engine.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="gardenapp-data-")  # autosaves of its own, never the user's
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import gardenapp.ui.games.sanssouci  # noqa: E402,F401 - applies the PySide6 workaround first
from gardenapp.games.sanssouci import GAME  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.session import HUMAN, GameSession  # noqa: E402

EXAMPLE = ROOT / "gardenapp" / "games" / "sanssouci" / "examples" / "two_players.json"


def settle(app: QApplication, screen, until) -> None:
    """Let the computer players move until ``until()`` holds."""
    deadline = time.time() + 60
    while not until() and time.time() < deadline:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()


def play_person(app, screen, helper_bot, stop) -> None:
    """Play the person's turns with a helper bot until ``stop(state)`` holds on their turn."""
    session = screen.session
    while not session.state.is_over:
        settle(app, screen, lambda: session.human_to_move or session.state.is_over)
        state = session.state
        if stop(state):
            return
        screen.play(helper_bot.choose(state.view_for(state.current_player)))


def shoot(window, path: Path) -> None:
    window.repaint()
    QApplication.processEvents()
    if not window.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--langs", default="en,pl")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    settings_dir = tempfile.mkdtemp(prefix="gardenapp-shot-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    app = make_application(sys.argv[:1])
    for lang in args.langs.split(","):
        window = build_window(lang)
        window.ask_resume = lambda mode: False  # never the question about a game left in progress
        window.resize(width, height)
        window.show()
        app.processEvents()

        # a 2-player game: Ana (a person) against Bruno (computer), 7 rounds in
        screen = window.open_game("sanssouci", "play")
        session = GameSession(
            GAME, {"players": 2, "layout": "P3"}, 20240611, [HUMAN, "greedy"], ["Ana", "Bruno"], pace_ms=0
        )
        screen.start(session)
        play_person(app, screen, GAME.make_bot("greedy", 3), lambda s: s.round >= 8 and s.to_dict()["phase"] == "card")
        screen.play(screen.session.state.legal_actions()[0])  # play a card: its tiles light up
        app.processEvents()
        shoot(window, out / f"sanssouci_play_{lang}.png")
        screen.stop()

        # a solo game against Pedro Bot (advanced), the person about to move a noble
        screen = window.open_game("sanssouci", "play")
        session = GameSession(
            GAME,
            {"players": 1, "level": "advanced", "layout": "P5"},
            77,
            [HUMAN, "easy"],
            ["Ana", "Pedro Bot"],
            pace_ms=0,
        )
        screen.start(session)
        play_person(
            app, screen, GAME.make_bot("greedy", 5), lambda s: s.round >= 11 and s.to_dict()["phase"] == "noble"
        )
        vm = screen.view_model
        if vm is not None and vm.noble_sources:
            screen.click(sorted(vm.noble_sources)[-1])  # choose a noble: its destinations light up
        app.processEvents()
        shoot(window, out / f"sanssouci_solo_{lang}.png")
        screen.stop()

        # the score helper with the example board
        helper = window.open_game("sanssouci", "score")
        helper.open_path(str(EXAMPLE))
        app.processEvents()
        shoot(window, out / f"sanssouci_score_{lang}.png")

        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
