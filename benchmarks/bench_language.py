"""The cost of a language switch on every screen (docs/architecture.md §6.11: at most 100 ms).

For the home screen, each play screen in the middle of a game and each score
helper with a board entered, switches the language en -> es -> pt -> pl -> en
several times and prints the CPU time per switch (median and max), and how
often each screen's retranslate() ran per switch.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_language.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from gardenapp.core import registry  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.session import HUMAN, GameSession  # noqa: E402

LANGS = ("es", "pt", "pl", "en")
# The board each score helper holds while the language switches (a finished game, as entered).
EXAMPLES = {
    "harmonies": "rulebook_full_board_side_a.json",
    "takenoko": "greedy_game_2p.json",
    "sanssouci": "two_players.json",
    "azul_queens_garden": "two_gardens_rulebook_groups.json",
    "under_the_leaves": "greedy_game_2p.json",
}
EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "gardenapp" / "games"


def counted(screen) -> list[int]:
    """Count the calls of the screen's retranslate()."""
    calls = [0]
    original = screen.retranslate

    def wrapper(*args, **kwargs):
        calls[0] += 1
        return original(*args, **kwargs)

    screen.retranslate = wrapper
    return calls


def measure(window, manager, label: str, rounds: int, calls: list[int] | None) -> None:
    app = QApplication.instance()
    app.processEvents()
    costs = []
    before = calls[0] if calls else 0
    for _ in range(rounds):
        for lang in LANGS:
            start = time.process_time()
            manager.set_language(lang, save=False)
            app.processEvents()
            costs.append((time.process_time() - start) * 1000)
    per_switch = ((calls[0] - before) / len(costs)) if calls else float("nan")
    print(
        f"{label:<28} median {statistics.median(costs):6.1f} ms   max {max(costs):6.1f} ms   "
        f"retranslate() per switch: {per_switch:.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    make_application([])
    window = build_window("en")
    window.resize(1100, 750)
    window.show()
    manager = window.language_manager
    measure(window, manager, "home", args.rounds, counted(window.home))
    for game_id in ("harmonies", "takenoko", "sanssouci", "azul_queens_garden", "under_the_leaves"):
        if not window.home.cards[game_id].available:
            continue
        screen = window.open_game(game_id, "play", ask_resume=False)
        calls = counted(screen)
        game = registry.get(game_id)
        session = GameSession(game, {"players": 2}, 3, [HUMAN, HUMAN], ["Ana", "Bruno"])
        screen.start(session)
        for _ in range(6):  # into the middle of a game
            if session.state.is_over:
                break
            session.play(session.state.legal_actions()[0])
        screen.show_view() if hasattr(screen, "show_view") else None
        measure(window, manager, f"{game_id} play", args.rounds, calls)
        window.go_home()
        helper = window.open_game(game_id, "score", ask_resume=False)
        if not helper.open_path(str(EXAMPLES_DIR / game_id / "examples" / EXAMPLES[game_id])):
            raise SystemExit(f"{game_id}: the example board did not open")
        measure(window, manager, f"{game_id} score helper", args.rounds, counted(helper))
        window.go_home()


if __name__ == "__main__":
    main()
