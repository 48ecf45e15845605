"""Screenshots of the History screen with a few games, one player chosen.

uv run python tools/screenshot_history.py --langs pt,pl --out /tmp/shots
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()  # a history of its own, never the user's
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

import gardenapp.games  # noqa: E402,F401
from gardenapp.core import registry  # noqa: E402
from gardenapp.core.conformance import play_random_game  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--langs", default="en,pt,pl")
    ap.add_argument("--out", default="/tmp/shots")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application([])
    from gardenapp.ui.history import open_history

    rng = random.Random(3)
    with open_history() as h:
        for i in range(9):
            game_id = ("harmonies", "takenoko", "sanssouci")[i % 3]
            game = registry.get(game_id)
            state, _ = play_random_game(game, {"players": 2}, 100 + i)
            names = ["Ana", "Łucja"] if i % 2 else ["Ana", "João"]
            board = game.board_to_dict(game.board_from_state(state, names))
            sheet = game.score_board(game.board_from_dict(board))
            h.record(
                sheet,
                source="played" if i % 2 else "scored",
                options={},
                board=board,
                finished_at=datetime(2026, 9, 1) + timedelta(days=7 * i, hours=rng.randrange(10)),
            )
    for lang in args.langs.split(","):
        window = build_window(lang)
        window.resize(1100, 750)
        window.show()
        screen = window.show_history()
        screen.player_filter.setCurrentIndex(screen.player_filter.findData("Ana"))
        app.processEvents()
        path = out / f"history_{lang}.png"
        window.grab().save(str(path))
        print(path)
        window.close()


if __name__ == "__main__":
    main()
