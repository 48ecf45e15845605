"""The cost of the review of a finished game (docs/architecture.md §6.15).

Per game, for 2-player games of a person (played here by the easy level, which
makes a person's mistakes) against the normal computer player:

1. the CPU seconds to compute the whole review of the game
   (``core.review.build``: replay, scores, a judgement of every move of the
   person), median and range over ``--seeds`` seeded games (10);
2. the time from the last move of a game played on the play screen to its
   review on screen and complete, offscreen, with the background computation
   on as in the window (each of the person's moves judged on a worker right
   after it; the end-of-game table's *Review this game*), median and range
   over ``--screen-seeds`` games (3), with the CPU of the whole game's
   judgements beside it.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_review.py [--seeds 10] [--screen-seeds 3] [--games harmonies,...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="bench-review-")  # its own history and settings, never the user's
os.environ["XDG_DATA_HOME"] = str(Path(_HOME) / "data")
os.environ["XDG_CONFIG_HOME"] = str(Path(_HOME) / "config")

import gardenapp.games  # noqa: E402, F401  (registers the titles)
from gardenapp.core import bots, registry  # noqa: E402
from gardenapp.core import review as core_review  # noqa: E402
from gardenapp.core.record import HUMAN, GameRecord  # noqa: E402

GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")
PERSON, OPPONENT = "easy", "greedy"  # the person's stand-in, the normal computer player


def finished_record(game_id: str, seed: int) -> GameRecord:
    before = bots.set_caps(False)
    try:
        game = registry.get(game_id)
        assert game is not None
        options = game.validate_options({})
        state = game.new_game(options, seed)
        players = (game.make_bot(PERSON, seed), game.make_bot(OPPONENT, seed + 1))
        actions = []
        while not state.is_over:
            p = state.current_player
            action = players[p].choose(state.view_for(p))
            actions.append(action)
            state = state.apply(action)
    finally:
        bots.set_caps(before)
    return GameRecord(game_id, options, seed, actions, ["Ana", "Bot"], [HUMAN, OPPONENT])


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values):6.2f}   range {min(values):6.2f} – {max(values):6.2f}"


def review_cpu(game_id: str, seeds: int) -> None:
    seconds, moves = [], []
    for seed in range(1, seeds + 1):
        record = finished_record(game_id, seed)
        start = time.process_time()
        review = core_review.build(record)
        seconds.append(time.process_time() - start)
        moves.append(len(review.judgements))
    print(
        f"{game_id:20s} review CPU s     {spread(seconds)}   (person's moves judged: median {statistics.median(moves):.0f})"
    )


def on_screen(game_id: str, seeds: int) -> None:
    from PySide6.QtCore import QThreadPool
    from PySide6.QtWidgets import QApplication

    from gardenapp.ui.review import ReviewScreen, create_board_screen
    from gardenapp.ui.session import GameSession

    app = QApplication.instance() or QApplication([])
    pool = QThreadPool.globalInstance()
    waits, cpus = [], []
    for seed in range(1, seeds + 1):
        game = registry.get(game_id)
        assert game is not None
        screen = create_board_screen(game_id)
        screen.resize(1100, 750)
        screen.show()
        session = GameSession(game, {}, seed, [HUMAN, OPPONENT], ["Ana", "Bot"], pace_ms=0)
        screen.start(session)
        person = game.make_bot(PERSON, seed)
        cpu = time.process_time()
        while not session.state.is_over:
            if session.human_to_move:
                screen.play(person.choose(session.state.view_for(session.state.current_player)))
            else:
                app.processEvents()
                time.sleep(0.001)
        last_move = time.perf_counter()  # the game is over: the end table is up
        screen._end_dialog.accept()
        review = screen.review_screen()
        assert isinstance(review, ReviewScreen)
        review.resize(1300, 850)
        review.show()
        while not review.review.complete:
            app.processEvents()
            time.sleep(0.001)
        app.processEvents()
        waits.append(time.perf_counter() - last_move)
        pool.waitForDone(60000)
        cpus.append(time.process_time() - cpu)
        review.close()
        screen.close()
        review.deleteLater()
        screen.deleteLater()
        app.processEvents()
    print(f"{game_id:20s} last move -> review on screen, s   {spread(waits)}")
    print(f"{game_id:20s} the whole game on screen, CPU s   {spread(cpus)}  (bots, drawing, judgements)")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--screen-seeds", type=int, default=3)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    print(
        f"2 players: a person ({PERSON} level) against the normal level ({OPPONENT}); budget {core_review.DEFAULT_BUDGET}"
    )
    if args.seeds:
        for game_id in games:
            review_cpu(game_id, args.seeds)
    if args.screen_seeds:
        for game_id in games:
            on_screen(game_id, args.screen_seeds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
