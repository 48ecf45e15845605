"""Real-window screenshots of every play screen and score helper after a mid-game language switch.

    Xvfb :7 -screen 0 1400x900x24 &
    DISPLAY=:7 QT_QPA_PLATFORM=xcb uv run python tools/screenshot_language_switch.py [--out /tmp/shots] [game ...]

For each game with a play screen (as the home screen finds them): computer
players play some turns, the position is reloaded with a person to move (two
people for a hand-over screen in a game with hidden hands), the window
switches from English to Spanish or Polish *mid-game*, and the whole X screen
is captured (ImageMagick ``import -window root``) as well as the window
(``QWidget.grab``). Settings and autosaves go to temporary folders.
Writes <out>/<game>_<lang>_<players>p.png and ..._grab.png. With --helpers, each
score helper opens the game's first example board in English, switches to Spanish
and to Polish with the board open, and writes <out>/<game>_helper_<lang>.png;
--size WxH sets the window (default: the whole screen).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="gardenapp-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="gardenapp-data-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gardenapp.core import registry  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.mainwindow import game_is_available  # noqa: E402
from gardenapp.ui.session import HUMAN, GameSession  # noqa: E402

# (language, players, people): one person to move, or two (the hand-over screen)
SHOTS = (("es", 3, 1), ("pl", 2, 1), ("es", 2, 2))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--helpers", action="store_true", help="the score helpers instead of the play screens")
    parser.add_argument("--size", default="", help="window size WxH, e.g. 1100x750 (the default window)")
    parser.add_argument("games", nargs="*")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application(["screenshots"])
    window = build_window("en")
    window.ask_resume = lambda mode: False
    if args.size:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
        window.move(0, 0)
    else:
        window.setGeometry(app.primaryScreen().availableGeometry())
    window.show()

    def pump(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    games = args.games or [i.id for i in registry.catalogue() if game_is_available(i.id)]

    def capture(name: str) -> None:
        if shutil.which("import"):
            subprocess.run(["import", "-window", "root", str(out / f"{name}.png")], check=True)
        window.grab().save(str(out / f"{name}_grab.png"))
        print("saved", out / f"{name}.png", flush=True)

    if args.helpers:
        examples = Path(__file__).resolve().parent.parent / "gardenapp" / "games"
        for game_id in games:
            window.set_language("en")
            window.go_home()
            helper = window.open_game(game_id, "score")
            helper.open_path(str(sorted((examples / game_id / "examples").glob("*.json"))[0]))
            pump(0.5)
            for lang in ("es", "pl"):
                window.set_language(lang)  # with the board open
                pump(0.5)
                capture(f"{game_id}_helper_{lang}")
        window.set_language("en")
        return 0

    for game_id in games:
        for lang, players, people in SHOTS:
            if people > 1 and not registry.get(game_id).descriptor.hidden_hands:
                continue
            window.set_language("en")
            window.go_home()
            screen = window.open_game(game_id, "play")
            dialog = screen.new_game_dialog()
            dialog.players.setValue(players)
            seats = ["easy" if s == HUMAN else s for s in dialog.seats()]
            session = GameSession(screen.game, dialog.options(), 77 + players, seats, dialog.names(), pace_ms=1)
            dialog.deleteLater()
            screen.start(session)
            end = time.monotonic() + 20
            while len(session.log) < 14 and not session.state.is_over and time.monotonic() < end:
                pump(0.05)
            session.stop()
            session.wait_for_bots()
            saved = Path(tempfile.mkdtemp()) / "game.json"
            session.save(str(saved))
            record = json.loads(saved.read_text())
            mover = session.state.current_player
            for k in range(people):
                record["seats"][(mover + k) % len(record["seats"])] = HUMAN
            saved.write_text(json.dumps(record))
            screen.start(GameSession.load(str(saved)))
            pump(0.5)
            window.set_language(lang)  # mid-game
            pump(0.5)
            capture(f"{game_id}_{lang}_{players}p" + ("_handover" if people > 1 else ""))
    window.set_language("en")
    window.go_home()
    return 0


if __name__ == "__main__":
    sys.exit(main())
