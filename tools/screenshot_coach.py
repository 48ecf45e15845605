"""Screenshots of the coach (docs/architecture.md §8.4), offscreen.

    uv run python tools/screenshot_coach.py [--out /tmp/shots] [--langs es,pl] [--games harmonies,azul_queens_garden]

Per game and language, ``coach_<game>_<lang>.png``: a seeded two-player game
(both seats people, driven by the easy level) some turns in, with "Grade my
moves" on: the last moves are played through the screen (one the hint's, one
a weak move), graded in the log, then the Hint for the person to move is
ringed in green with its reasons on the status line. Never touches the
user's settings (a temporary INI store).
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, QThreadPool  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gardenapp.core.coach import _turn_value  # noqa: E402
from gardenapp.core.levels import make_bot  # noqa: E402
from gardenapp.ui.i18n import LanguageManager  # noqa: E402
from gardenapp.ui.session import GameSession  # noqa: E402

W, H = 1500, 950
SETUPS = {
    "harmonies": ({"players": 2, "side": "A"}, 11, 22),
    "azul_queens_garden": ({"players": 2, "wheel": None, "first_player": 0}, 2024, 26),
}


def pump(app: QApplication, until=None, seconds: float = 8.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if until is not None and until():
            break
        time.sleep(0.01)
    for _ in range(3):
        app.processEvents()


def shoot(app, game_id: str, lang: str, path: Path) -> None:
    module = importlib.import_module(f"gardenapp.ui.games.{game_id}")
    screen = module.create_play_screen(None)
    screen.resize(W, H)
    screen.show()
    options, seed, turns = SETUPS[game_id]
    session = GameSession(screen.game, options, seed, ["human", "human"], ["Ana", "Bruno"], pace_ms=0)
    screen.start(session)
    screen.act_grade.setChecked(True)
    bot = make_bot("easy", seed)
    rng = random.Random(seed)

    def visible() -> None:
        if screen._stack.currentWidget() is not screen.board_area:
            screen._handover_done()

    while len(session.log) < turns and not session.state.is_over:
        state = session.state
        session.play(bot.choose(state.view_for(state.current_player)))
    visible()
    # two graded moves through the screen: the hint's, then a weak one
    screen.request_hint()
    pump(app, lambda: screen._hint is not None)
    screen.play(screen._hint[1].action)
    visible()
    for _ in range(60):  # the next position with a clearly weak move, played through the screen
        state = session.state
        p = state.current_player
        view = state.view_for(p)
        worlds = [view.determinized(p, rng) for _ in range(3)]
        # judged as the grade judges (the turn each click leads to)
        values = {a: _turn_value(worlds, a, p, random.Random(0)) for a in view.legal_actions()}
        if max(values.values()) - min(values.values()) >= 3:
            screen.play(min(values, key=values.get))
            break
        session.play(bot.choose(view))
    visible()
    QThreadPool.globalInstance().waitForDone(10000)
    pump(app, seconds=0.3)
    screen.request_hint()
    pump(app, lambda: screen._hint is not None)
    for view_name in ("table_view", "garden_view", "view", "board_view"):
        v = getattr(screen, view_name, None)
        if v is not None and hasattr(v, "fit"):
            v.fit()
    pump(app, seconds=0.2)
    bar = screen.log.verticalScrollBar()
    print("   log scrolled", bar.value(), "of", bar.maximum())
    if not screen.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path, screen.status.text())
    for row in range(max(0, screen.log.count() - 3), screen.log.count()):
        print("   log:", screen.log.item(row).text())
    session.stop()
    screen.close()
    screen.deleteLater()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--langs", default="es,pl")
    parser.add_argument("--games", default="harmonies,azul_queens_garden")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    settings_dir = tempfile.mkdtemp(prefix="gardenapp-shot-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    languages = LanguageManager(app)
    for lang in args.langs.split(","):
        languages.set_language(lang, save=False)
        for game_id in args.games.split(","):
            shoot(app, game_id, lang, out / f"coach_{game_id}_{lang}.png")
    languages.set_language("en", save=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
