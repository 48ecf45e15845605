"""Azul: Queen's Garden engine benchmark (numbers are printed, never asserted).

    uv run python benchmarks/bench_azul_queens_garden.py                       # speed numbers, 2-4 players
    uv run python benchmarks/bench_azul_queens_garden.py --match montecarlo greedy --games 400
    uv run python benchmarks/bench_azul_queens_garden.py --match greedy easy --games 200 --start 200   # second half

A match plays seeded 2-player games with the seats swapped every other game
(game k uses seed ``start + k``; the first level sits in seat ``k % 2``), and
prints the first level's wins (a shared victory counts one half), the win rate
with its 95 % Wilson interval and the time each level takes to plan a turn.

Measured on 2026-12-01 (a shared 2-core machine, load ~8; CPU time of one core):

* 2 players: 431 random games per CPU second (63 900 actions/s), legal_actions median 8.2 us,
  scoring a finished garden median 14.7 us; 3 players 270 games/s; 4 players 208 games/s.
* hard (montecarlo) vs normal (greedy): 400 games, seeds 0..399 in three runs (0..133, 134..266,
  267..399), seats swapped: 334 wins = 83.5 %, 95 % Wilson [79.5 %, 86.8 %]; hard plans a turn in
  25 ms CPU on average (max 124 ms in a 4-game sample).
* normal (greedy) vs easy: 400 games, seeds 0..399: 400 wins = 100 %, 95 % Wilson [99.0 %, 100 %];
  easy plans a turn in 0.5 ms CPU on average, max 83 ms. (That easy level was replaced: it beat
  random in only 64.9 % of games. The ladder of every level, benchmarks/ladder.sh, is in the README.)
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.games.azul_queens_garden import (
    GAME,  # noqa: E402
    scoring,  # noqa: E402
)


def random_games(players: int, seconds: float) -> tuple[float, float, float, list]:
    """Random games for ``seconds`` of CPU time: (games per CPU second, actions per CPU
    second, games per wall second, the finished positions). CPU time is what one core
    delivers, whatever else the machine runs."""
    opts = GAME.validate_options({"players": players})
    games = actions = 0
    finals = []
    t0 = time.process_time()
    w0 = time.perf_counter()
    while time.process_time() - t0 < seconds:
        rng = random.Random(games)
        s = GAME.new_game(opts, games)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            actions += 1
        finals.append(s)
        games += 1
    dt = time.process_time() - t0
    return games / dt, actions / dt, games / (time.perf_counter() - w0), finals


def median_legal_us(players: int, samples: int = 5000) -> float:
    states = []
    seed = 0
    opts = GAME.validate_options({"players": players})
    while len(states) < samples:
        rng = random.Random(seed)
        s = GAME.new_game(opts, seed)
        while not s.is_over:
            states.append(s)
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        seed += 1
    times = []
    for s in states[:samples]:
        s._legal = None
        t = time.thread_time_ns()
        s.legal_actions()
        times.append(time.thread_time_ns() - t)
    return statistics.median(times) / 1000


def median_score_us(finals: list) -> float:
    """Scoring a finished garden: the docs/rules/azul_queens_garden.md §7 evaluation of one player's board."""
    times = []
    for s in finals[:300]:
        for q in range(s.num_players):
            g = s.gardens[q]
            t = time.thread_time_ns()
            for _ in range(10):
                scoring.player_score("P", s.scores[q], s.jokers[q], s.tiles[q], s.exps[q], g, s.final_values)
            times.append((time.thread_time_ns() - t) / 10)
    return statistics.median(times) / 1000


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (centre - half, centre + half)


def match(a: str, b: str, games: int, start: int, verbose: bool) -> None:
    wins = 0.0
    times: dict[str, list[float]] = {a: [], b: []}
    cpu: dict[str, list[float]] = {a: [], b: []}
    margins = []
    for k in range(games):
        seed = start + k
        seat_a = k % 2
        levels = [a, b] if seat_a == 0 else [b, a]
        bots = [GAME.make_bot(levels[i], seed * 10 + i) for i in range(2)]
        s = GAME.new_game({"players": 2}, seed)
        while not s.is_over:
            p = s.current_player
            t0 = time.perf_counter()
            c0 = time.thread_time()
            act = bots[p].choose(s.view_for(p))
            dc = time.thread_time() - c0
            dt = time.perf_counter() - t0
            if s.step_name == "main" and len(s.legal_actions()) > 1:
                times[levels[p]].append(dt)  # a turn's first click: where the bot plans its turn
                cpu[levels[p]].append(dc)
            s = s.apply(act)
        sheet = s.score()
        if seat_a in sheet.winners:
            wins += 1.0 if len(sheet.winners) == 1 else 0.5
        tot = sheet.totals()
        margins.append(tot[seat_a] - tot[1 - seat_a])
        if verbose:
            print(f"game {k + 1}: seed {seed} {a} in seat {seat_a}: {tot} -> {a} wins {wins}/{k + 1}", flush=True)
    lo, hi = wilson(wins, games)
    print(
        f"{a} vs {b}: {games} games (seeds {start}..{start + games - 1}, seats swapped), "
        f"{a} wins {wins:g} = {wins / games:.1%}, 95% Wilson [{lo:.1%}, {hi:.1%}], "
        f"mean margin {statistics.mean(margins):+.1f}"
    )
    for lev, ts in times.items():
        if ts:
            cs = cpu[lev]
            print(
                f"  {lev}: {len(ts)} turns, time to plan a turn (CPU of one core): mean "
                f"{statistics.mean(cs) * 1000:.1f} ms, median {statistics.median(cs) * 1000:.1f} ms, "
                f"max {max(cs) * 1000:.0f} ms; wall clock: mean {statistics.mean(ts) * 1000:.1f} ms, "
                f"max {max(ts) * 1000:.0f} ms"
            )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--match", nargs=2, metavar=("LEVEL_A", "LEVEL_B"))
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.match:
        match(args.match[0], args.match[1], args.games, args.start, args.verbose)
        return 0
    for players in (2, 3, 4):
        gps, aps, wall, finals = random_games(players, args.seconds)
        print(
            f"{players} players: {gps:.0f} random games per CPU second ({wall:.0f} per wall second), "
            f"{aps:.0f} actions/s, "
            f"legal_actions median {median_legal_us(players):.1f} us, "
            f"scoring a finished garden median {median_score_us(finals):.1f} us",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
