"""Save screenshots of the Takenoko play screen and score helper.

    uv run python tools/screenshot_takenoko.py [--size 1280x800] [--out screenshots] [--langs en,es]

Runs offscreen and never touches the user's settings (a temporary INI store).
A seeded game is played by computer players for some turns, then shown at a
person's turn with the plot placement highlighted; the score helper opens the
finished board of a whole computer game (cards, Emperor and the garden).
Writes screenshots/takenoko_play_<lang>.png, takenoko_hand_<lang>.png,
takenoko_helper_<lang>.png and takenoko_end_<lang>.png.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="gardenapp-data-")  # autosaves of its own, never the user's
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from gardenapp.core import registry  # noqa: E402
from gardenapp.core.files import write_json_atomic  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.session import HUMAN, GameSession  # noqa: E402

SEED = 20240611


class Gardener:
    """A simple seeded player that likes to grow the garden (plots, channels,
    the gardener), so a screenshot shows a garden worth looking at; it only
    ever picks among the engine's legal actions."""

    WEIGHTS = {
        "claim_objective": 100,
        "place_channel": 60,
        "draw_plots": 45,
        "move_gardener": 30,
        "place_improvement": 25,
        "move_panda": 18,
        "take_channel": 15,
        "draw_objective": 12,
        "end_turn": 1,
        "skip_weather": 0,
    }

    def __init__(self, seed: int):
        import random

        self.rng = random.Random(seed)

    def choose(self, view):
        actions = view.legal_actions()
        me = view.current_player

        def score(a):
            w = self.WEIGHTS.get(a.kind, 10)
            if a.kind == "take_channel":
                w = 0 if view.res_channels[me] >= 1 else 42
            if a.kind == "draw_objective" and len(view.hands[me]) >= 3:
                w = 2
            if a.kind == "place_plot":
                w = (
                    10
                    + 5
                    * sum(
                        1
                        for n in view.garden().plots
                        if abs(n[0] - a.cell[0]) + abs(n[1] - a.cell[1]) + abs(n[0] + n[1] - a.cell[0] - a.cell[1]) == 2
                    )
                    - (5 if a.improvement else 0)
                )
            return w + self.rng.random() * 8

        return max(actions, key=score)


def played_actions(game, seed: int, turns: int, level: str = "greedy"):
    """Actions of a game between computer players (the garden-growing player
    above for seat 0, the engine's ``level`` bot for seat 1), stopping at
    player 0's turn after ``turns`` turns (or at the end)."""
    state = game.new_game(dict(game.default_options(), players=2), seed)
    bots = [Gardener(seed), game.make_bot(level, seed + 1)]
    actions = []
    while not state.is_over:
        if state.turn_no >= turns and state.current_player == 0 and state.phase_id == "actions" and state.n_used == 0:
            break
        action = bots[state.current_player].choose(state.view_for(state.current_player))
        actions.append(action)
        state = state.apply(action)
    return state, actions


def session_after(game, actions, seed: int, tmp: Path) -> GameSession:
    """A session (Ana a person, Bruno the computer) that has played ``actions``,
    loaded from a saved record so its turn log is complete."""
    session = GameSession(game, dict(game.default_options(), players=2), seed, [HUMAN, HUMAN], ["Ana", "Bruno"])
    for a in actions:
        session.play(a)
    session.record.seats = [HUMAN, "greedy"]
    path = tmp / "game.json"
    session.save(str(path))
    return GameSession.load(str(path))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "screenshots"))
    parser.add_argument("--langs", default="en,es")
    parser.add_argument("--turns", type=int, default=22)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="gardenapp-takenoko-"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    app = make_application(sys.argv[:1])
    from gardenapp import games  # noqa: F401 - announces the titles

    game = registry.get("takenoko")

    _, actions = played_actions(game, SEED, args.turns)
    # a whole game that ended the usual way (someone took the Emperor card)
    for final_seed in range(SEED + 1, SEED + 40):
        final, final_actions = played_actions(game, final_seed, 10**6)
        if final.emperor >= 0:
            break
    board = game.board_to_dict(game.board_from_state(final, ["Ana", "Bruno"]))
    board_path = tmp / "board.json"
    write_json_atomic(board_path, board)

    def save(widget, name: str) -> bool:
        QTest.qWait(60)  # let pending layouts (header sections) settle
        path = out / name
        if not widget.grab().save(str(path)):
            print(f"cannot write {path}", file=sys.stderr)
            return False
        print(path)
        return True

    for lang in args.langs.split(","):
        window = build_window(lang)
        window.ask_resume = lambda mode: False  # never the question about a game left in progress
        window.resize(width, height)
        window.show()
        app.processEvents()
        # a game in progress: Ana draws plots, keeps one, the legal places light up
        screen = window.open_game("takenoko", "play")
        session = session_after(game, actions, SEED, tmp)
        screen.start(session)
        app.processEvents()
        screen.action_buttons["plot"].click()
        app.processEvents()
        if not save(window, f"takenoko_pick_{lang}.png"):
            return 1
        picks = [w for w in screen._choice_widgets if hasattr(w, "colour")]
        if picks:
            picks[0].clicked.emit()
        if not save(window, f"takenoko_play_{lang}.png"):
            return 1
        # the plot placed; then the Gardener action shows its straight-line moves,
        # and a card of the hand is selected (the cells that fulfil it are outlined)
        targets = sorted(k for k in screen.view_model.targets if k[0] == "cell")
        if targets:
            screen.click(targets[len(targets) // 2])
        vm = screen.view_model
        hand = [c.card for c in vm.players[0].hand if c.card and c.card.startswith(("PLOT", "GARD"))]
        if hand:
            screen.select_card(hand[0])
        screen.action_buttons["gardener"].click()
        if not save(window, f"takenoko_hand_{lang}.png"):
            return 1
        session.stop()
        window.go_home()
        app.processEvents()
        # the score helper with a whole game's finished board
        helper = window.open_game("takenoko", "score")
        helper.open_path(str(board_path))
        helper.undo_stack.clear()
        garden = helper.garden_editor
        if garden.satisfied_ids:
            garden.select_card(garden.satisfied_ids[0])
        if not save(window, f"takenoko_helper_{lang}.png"):
            return 1
        window.go_home()
        app.processEvents()
        # the end of that game: the final table with the breakdown and the Emperor
        screen = window.open_game("takenoko", "play")
        session = session_after(game, final_actions, final_seed, tmp)
        screen.start(session)
        dialog = getattr(screen, "_end_dialog", None)
        if dialog is not None:
            dialog.resize(520, 420)
            if not save(window, f"takenoko_final_{lang}.png") or not save(dialog, f"takenoko_end_{lang}.png"):
                return 1
            dialog.close()
        session.stop()
        window.go_home()
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
