"""Screenshots of the Under the Leaves screens, offscreen.

    uv run python tools/screenshot_under_the_leaves.py [--out screenshots] [--langs en,pt,pl]

Writes, per language, ``leaves_play2_<lang>.png`` (a seeded two-player game
played some turns by computer players, then the first player placing a tile:
turned once, its preview over a highlighted position), ``leaves_play4_<lang>.png``
(four players later in the game) and ``leaves_score_<lang>.png`` (the score
helper with an example board of the engine entered, a bee count typed below
the docs/rules/under_the_leaves.md §8 lower bound to show the warning). Never touches the
user's settings (a temporary INI store).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gardenapp.games.under_the_leaves.actions import TakeTile  # noqa: E402
from gardenapp.ui.games.under_the_leaves import create_play_screen, create_score_helper  # noqa: E402
from gardenapp.ui.i18n import LanguageManager  # noqa: E402
from gardenapp.ui.session import GameSession  # noqa: E402

EXAMPLE = ROOT / "gardenapp" / "games" / "under_the_leaves" / "examples" / "greedy_game_2p.json"
W, H = 1400, 900


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def play_shot(app, path: Path, players: int, turns: int, seed: int, placing: bool) -> None:
    screen = create_play_screen(None)
    screen.resize(W, H)
    screen.show()
    names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
    options = dict(screen.game.default_options(), players=players, dwellers="random")
    # Every seat is a person, driven by a computer player synchronously: the
    # picture is the same on every run.
    session = GameSession(screen.game, options, seed, ["human"] * players, names, pace_ms=0)
    screen.start(session)
    bot = screen.game.make_bot("normal", seed)
    while len(session.log) < turns and not session.state.is_over:
        state = session.state
        session.play(bot.choose(state.view_for(state.current_player)))
    if placing:
        for _ in range(60):  # up to the first player's next turn
            state = session.state
            if state.current_player == 0 and state.phase() == "take":
                break
            session.play(bot.choose(state.view_for(state.current_player)))
        take = next(a for a in session.state.legal_actions() if isinstance(a, TakeTile))
        session.play(take)
        screen.rotate(1)
        places = sorted(k for k in screen.view_model.targets if k[0] == "place")
        screen._hovered(places[len(places) // 2])
    screen.refresh()
    settle(app)
    screen.table_view.fit()
    screen.garden_view.fit()
    settle(app)
    if not screen.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path, session.state.phase())
    session.stop()
    screen.close()
    screen.deleteLater()


def score_shot(app, path: Path) -> None:
    helper = create_score_helper(None)
    helper.resize(W, H)
    helper.show()
    settle(app)
    if not helper.open_path(str(EXAMPLE)):
        raise SystemExit("cannot open the example board")
    settle(app)
    page = helper.tabs.widget(0)
    page._clear_order()  # level 2: the garden without the order of play
    page.counts["bees"].setValue(3)  # below the docs/rules/under_the_leaves.md §8 lower bound: a warning
    page.view.fit()
    settle(app)
    if not helper.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path)
    helper.close()
    helper.deleteLater()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--langs", default="en,pt,pl")
    parser.add_argument("--only", default="play2,play4,score")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    settings_dir = tempfile.mkdtemp(prefix="gardenapp-shot-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    languages = LanguageManager(app)
    only = args.only.split(",")
    for lang in args.langs.split(","):
        languages.set_language(lang, save=False)
        if "play2" in only:
            play_shot(app, out / f"leaves_play2_{lang}.png", 2, 40, 2024, True)
        if "play4" in only:
            play_shot(app, out / f"leaves_play4_{lang}.png", 4, 70, 7, False)
        if "score" in only:
            score_shot(app, out / f"leaves_score_{lang}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
