"""Screenshots of the Harmonies screens, offscreen.

    uv run python tools/screenshot_harmonies.py [--out screenshots] [--langs en,pt]

Writes, per language, ``harmonies_play_<lang>.png`` (a seeded two-player game
with the Nature's Spirit variant, played some turns by computer players, then
the first player mid-turn with tokens in hand and the legal spaces
highlighted), ``harmonies_play3b_<lang>.png`` (three players, side B) and
``harmonies_score_<lang>.png`` (the score helper with the rulebook's full
side-A board) and ``harmonies_play_switched_<lang>.png`` (the first game
started in English, the language switched mid-game). Never touches the user's settings (a temporary INI store).
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

from gardenapp.core.levels import make_bot  # noqa: E402
from gardenapp.ui.games.harmonies import create_play_screen, create_score_helper  # noqa: E402
from gardenapp.ui.i18n import LanguageManager  # noqa: E402
from gardenapp.ui.session import GameSession  # noqa: E402

EXAMPLE = ROOT / "gardenapp" / "games" / "harmonies" / "examples" / "rulebook_full_board_side_a.json"
W, H = 1280, 800


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def play_shot(app, path: Path, players: int, side: str, turns: int, seed: int, switch=None) -> None:
    """``switch``: called before the picture is taken (a mid-game language switch)."""
    screen = create_play_screen(None)
    screen.resize(W, H)
    screen.show()
    names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
    # Every seat is driven here by a greedy computer player, synchronously, so
    # the picture is the same on every run; the last seat is shown as a computer.
    session = GameSession(
        screen.game, {"players": players, "side": side, "spirits": True}, seed, ["human"] * players, names, pace_ms=0
    )
    screen.start(session)
    bot = make_bot("greedy", seed)
    while session.state.turns < turns and not session.state.is_over:
        state = session.state
        session.play(bot.choose(state.view_for(state.current_player)))
    # the first player, mid-turn: a space taken, one token placed
    state = session.state
    for _ in range(2):
        session.play(bot.choose(session.state.view_for(session.state.current_player)))
        if session.state.hand:
            break
    while len(session.state.hand) == 3:
        session.play(bot.choose(session.state.view_for(session.state.current_player)))
    screen.refresh()
    settle(app)
    if switch is not None:
        switch()
        settle(app)
    screen.market_view.fit()
    screen.boards_view.fit()
    settle(app)
    if not screen.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path)
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
    helper.set_tool(7)
    settle(app)
    if not helper.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(path)
    helper.close()
    helper.deleteLater()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--langs", default="en,pt")
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
        play_shot(app, out / f"harmonies_play_{lang}.png", 2, "A", 14, 2024)
        play_shot(app, out / f"harmonies_play3b_{lang}.png", 3, "B", 18, 7)
        score_shot(app, out / f"harmonies_score_{lang}.png")
    for lang in args.langs.split(","):  # started in English, switched in the middle of the game
        if lang != "en":
            languages.set_language("en", save=False)
            play_shot(
                app,
                out / f"harmonies_play_switched_{lang}.png",
                2,
                "A",
                14,
                2024,
                switch=lambda lang=lang: languages.set_language(lang, save=False),
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
