"""Screenshots of the Azul: Queen's Garden screens, offscreen.

    uv run python tools/screenshot_azul_queens_garden.py [--out screenshots] [--langs en,pt,pl]

Writes, per language, ``azul_play2_<lang>.png`` (a seeded two-player game
played some turns by computer players, then the first player paying for a
tile: the payment items highlighted, the proposed payment starred),
``azul_play4_<lang>.png`` (four players, later in the game, the first player
to choose) and ``azul_score_<lang>.png`` (the score helper with the example
board of two gardens, one docs/rules/azul_queens_garden.md §8 warning added). Never touches the user's settings (a temporary INI
store).
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

from gardenapp.games.azul_queens_garden.actions import PlaceAt, SelectTile  # noqa: E402
from gardenapp.ui.games.azul_queens_garden import create_play_screen, create_score_helper  # noqa: E402
from gardenapp.ui.i18n import LanguageManager  # noqa: E402
from gardenapp.ui.session import GameSession  # noqa: E402

EXAMPLE = ROOT / "gardenapp" / "games" / "azul_queens_garden" / "examples" / "two_gardens_rulebook_groups.json"
W, H = 1400, 900


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def play_shot(app, path: Path, players: int, turns: int, seed: int, paying: bool) -> None:
    from gardenapp.core.levels import make_bot

    screen = create_play_screen(None)
    screen.resize(W, H)
    screen.show()
    names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
    # Every seat is a person here, driven by a computer player synchronously:
    # the picture is the same on every run.
    session = GameSession(
        screen.game, {"players": players, "wheel": None, "first_player": 0}, seed, ["human"] * players, names, pace_ms=0
    )
    screen.start(session)
    bot = make_bot("easy", seed)
    while len(session.log) < turns and not session.state.is_over:
        state = session.state
        session.play(bot.choose(state.view_for(state.current_player)))
    if paying:  # the mover starts placing a tile that costs something, when one can
        for _ in range(40):
            state = session.state
            if state.current_player == 0 and state.step_name == "main":
                break
            session.play(bot.choose(state.view_for(state.current_player)))
        legal = session.state.legal_actions()
        tiles = sorted((a for a in legal if isinstance(a, SelectTile)), key=lambda a: -"tbBfpl".find(a.hexagon[-1]))
        for a in tiles:
            after = session.state.apply(a)
            if any(isinstance(b, PlaceAt) for b in after.legal_actions()):
                session.play(a)
                session.play(next(b for b in session.state.legal_actions() if isinstance(b, PlaceAt)))
                break
    screen.refresh()
    settle(app)
    screen.table_view.fit()
    screen.garden_view.fit()
    settle(app)
    if not screen.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path, session.state.step_name)
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
    # a docs/rules/azul_queens_garden.md §8 warning shown inline: a second blue tree beside the blue group of the first garden
    page = helper.tabs.widget(0)
    helper.set_colour("blue")
    helper.set_pattern("tree")
    page.scene.cellClicked.emit("0,-2")
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
            play_shot(app, out / f"azul_play2_{lang}.png", 2, 30, 2024, True)
        if "play4" in only:
            play_shot(app, out / f"azul_play4_{lang}.png", 4, 90, 7, False)
        if "score" in only:
            score_shot(app, out / f"azul_score_{lang}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
