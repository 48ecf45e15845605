"""Helper process of test_nothing_lost: the app's window, a Harmonies game
between two people, some actions played through the play screen; then it
prints the actions (JSON, one line) and waits to be killed with SIGKILL."""

from __future__ import annotations

import json
import sys
import time

from gardenapp.ui.app import build_window, make_application


def main(actions: int) -> int:
    app = make_application([])
    window = build_window("en")
    window.show()
    screen = window.open_game("harmonies", "play")
    from gardenapp.ui.session import HUMAN, GameSession

    screen.start(GameSession(screen.game, {"players": 2}, 77, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    for _ in range(actions):
        state = screen.session.state
        screen.play(state.legal_actions()[0])
        app.processEvents()
    print(json.dumps([a.to_json() for a in screen.session.record.actions]), flush=True)
    while True:
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
