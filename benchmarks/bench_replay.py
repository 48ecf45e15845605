"""A seeded game repeats on a loaded machine (docs/architecture.md §8.1, §8.3).

Plays 8 games per game (40 in all), 2 players, the hard level (``montecarlo``)
against normal (``greedy``), into a journal on a quiet machine; then starts
``--busy`` busy-loop processes, replays every game of the journal
(``core.tournament.replay``, as ``gardenapp tournament --replay`` does) and
kills them; prints how many games came out identical.

"Small counts": the hard levels keep their code but their search budgets are
divided by ``--divide`` (the tree search's iterations, Harmonies' planned
boards), so that the run takes minutes; the clocks are what matters here, and
the levels play by budgets only in both runs.

    uv run python benchmarks/bench_replay.py [--games 8] [--jobs 2] [--busy 2] [--divide 10] [--out FILE]
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gardenapp.games  # noqa: E402, F401
from gardenapp.core import journal, registry, tournament  # noqa: E402

GAMES = ("harmonies", "sanssouci", "takenoko", "azul_queens_garden", "under_the_leaves")


def smaller_budgets(divide: int) -> None:
    """Every game's hard level with its budget divided by ``divide`` (in this process and its forks)."""
    for gid in GAMES:
        game = registry.get(gid)
        assert game is not None
        # the bots' code imported once, here: forked workers of both runs play the same code
        importlib.import_module(f"gardenapp.games.{gid}.ai")
        make = game.make_bot

        def small(level: str, seed: int | None = None, _make=make):
            bot = _make(level, seed)
            if level == "montecarlo":
                if hasattr(bot, "keep"):  # Harmonies' whole-turn planner: boards judged
                    bot.keep = max(1, bot.keep // divide)
                elif hasattr(bot, "iterations") and isinstance(bot.iterations, int):
                    bot.iterations = max(1, bot.iterations // divide)
            return bot

        game.make_bot = small  # type: ignore[method-assign]


def busy() -> None:
    while True:
        pass


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=8, help="games per game")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--busy", type=int, default=2, help="busy-loop processes during the replay")
    ap.add_argument("--divide", type=int, default=10, help="the hard levels' budgets divided by this")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="folder of the journals (default: a temporary one)")
    args = ap.parse_args()
    smaller_budgets(args.divide)
    folder = Path(args.out or tempfile.mkdtemp(prefix="bench_replay-"))
    folder.mkdir(parents=True, exist_ok=True)
    journals = []
    t0 = time.perf_counter()
    for gid in GAMES:
        game = registry.get(gid)
        assert game is not None
        options = game.validate_options({"players": 2})
        path = folder / f"{gid}.jsonl"
        matches = tournament.schedule(gid, options, ["montecarlo", "greedy"], args.games, args.seed)
        tournament.run(matches, jobs=args.jobs, out=path)
        journals.append(path)
    recorded = time.perf_counter() - t0
    print(f"recorded {len(journals) * args.games} games in {recorded:.0f} s (quiet), journals in {folder}")
    print(f"code: {journal.code_version()}")
    loaders = [multiprocessing.Process(target=busy, daemon=True) for _ in range(args.busy)]
    for p in loaders:
        p.start()
    try:
        t0 = time.perf_counter()
        same = total = capped = 0
        for path in journals:
            replays = tournament.replay(path, jobs=args.jobs)
            n = sum(r.identical for r in replays)
            same, total = same + n, total + len(replays)
            capped += sum(r.recorded.capped + r.again.capped for r in replays)
            print(tournament.format_replay(path, replays))
        replayed = time.perf_counter() - t0
    finally:
        for p in loaders:
            p.kill()
            p.join(5)
    print(
        f"replayed with {args.busy} busy-loop processes in {replayed:.0f} s: {same} of {total} identical; "
        f"searches a wall-clock cap cut short: {capped}"
    )
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
