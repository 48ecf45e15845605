"""Takenoko engine benchmark (numbers printed, never asserted).

    uv run python benchmarks/bench_takenoko.py                 # speed
    uv run python benchmarks/bench_takenoko.py --match 200 --jobs 2   # MonteCarlo vs Greedy

Speed: random 2-player games per second on one core (full rules, default
options: the docs/rules/takenoko.md §8 round cap of 40 ends stalemated random games), actions per
second, median legal_actions() time, median score_board() time of a finished
board, and the median time to check all 15 plot objectives on a full garden
with core.patterns (shapely). Both wall-clock and CPU-time rates are printed
(the CPU rate is the one-core figure on a machine that is busy with others).

Match: N seeded 2-player games, MonteCarlo (Game.make_bot("montecarlo"))
against GreedyBot, seats swapped every game; a shared win counts 1/2.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.core import bots  # noqa: E402
from gardenapp.games.takenoko import GAME, satisfied_objectives  # noqa: E402
from gardenapp.games.takenoko.data import CARDS, PLOT_TYPE  # noqa: E402


def random_game(seed: int):
    rng = random.Random(seed)
    state = GAME.new_game(GAME.default_options(), seed)
    n = 0
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
        n += 1
    return state, n


def speed(seconds: float) -> None:
    wall0, cpu0 = time.perf_counter(), time.process_time()
    games = actions = capped = 0
    finals = []
    while time.perf_counter() - wall0 < seconds:
        final, n = random_game(games)
        finals.append(final)
        games += 1
        actions += n
        capped += final.emperor < 0
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    print(f"random 2-player games: {games} in {wall:.2f}s wall / {cpu:.2f}s CPU")
    print(f"  games per second:   {games / wall:8.1f} wall   {games / cpu:8.1f} CPU")
    print(
        f"  actions per second: {actions / wall:8.0f} wall   {actions / cpu:8.0f} CPU"
        f"   ({actions / games:.0f} actions per game; {capped} of {games} ended by the 40-round cap)"
    )

    rng = random.Random(1)
    state = GAME.new_game(GAME.default_options(), 12345)
    times = []
    while not state.is_over:
        fresh = state.copy()
        t0 = time.perf_counter()
        acts = fresh.legal_actions()
        times.append(time.perf_counter() - t0)
        state = state.apply(rng.choice(acts), trusted=True)
    print(f"  median legal_actions(): {statistics.median(times) * 1e6:7.1f} µs (uncached, {len(times)} positions)")

    boards = [GAME.board_from_state(f, ["A", "B"]) for f in finals[:200]]
    times = []
    for b in boards:
        t0 = time.perf_counter()
        GAME.score_board(b)
        times.append(time.perf_counter() - t0)
    print(f"  median score_board() of a finished board: {statistics.median(times) * 1e6:7.1f} µs")

    plot_ids = [c.id for c in CARDS if c.type == PLOT_TYPE]
    full = sorted((f for f in finals), key=lambda s: -len(s.irr))[:50]
    gardens = [f.garden() for f in full]
    times = []
    for g in gardens:
        t0 = time.perf_counter()
        satisfied_objectives(g, cards=plot_ids)
        times.append(time.perf_counter() - t0)
    sizes = statistics.median(len(g.plots) for g in gardens)
    print(
        f"  median check of all 15 plot objectives (core.patterns/shapely) on a full garden: "
        f"{statistics.median(times) * 1e3:.2f} ms (median {sizes:.0f} plots)"
    )


def play_match_game(g: int) -> tuple[int, float, int, tuple[int, int], float]:
    mc_seat = g % 2
    players = [None, None]
    players[mc_seat] = GAME.make_bot("montecarlo", g * 7 + 1)
    players[1 - mc_seat] = bots.GreedyBot(g * 7 + 2)
    state = GAME.new_game({"players": 2}, 1000 + g)
    slowest = 0.0
    while not state.is_over:
        p = state.current_player
        t0 = time.perf_counter()
        action = players[p].choose(state.view_for(p))
        if p == mc_seat:
            slowest = max(slowest, time.perf_counter() - t0)
        state = state.apply(action)
    sheet = state.score()
    result = 1.0 if sheet.winners == (mc_seat,) else 0.5 if mc_seat in sheet.winners else 0.0
    return g, result, mc_seat, sheet.totals(), slowest


def match(n: int, jobs: int, start: int) -> None:
    t0 = time.perf_counter()
    total = 0.0
    slowest = 0.0
    done = 0
    seeds = range(start, start + n)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for g, result, seat, totals, slow in pool.map(play_match_game, seeds):
            total += result
            done += 1
            slowest = max(slowest, slow)
            print(f"game {g}: MonteCarlo in seat {seat}, totals {totals}, result {result}", flush=True)
    print(
        f"MonteCarlo vs Greedy: {total}/{done} = {100 * total / done:.1f}% "
        f"(slowest MonteCarlo move {slowest:.2f}s, {time.perf_counter() - t0:.0f}s)"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=5.0, help="how long to play random games")
    ap.add_argument("--match", type=int, default=0, help="play N MonteCarlo-vs-Greedy games instead")
    ap.add_argument("--jobs", type=int, default=1, help="processes for --match")
    ap.add_argument("--start", type=int, default=0, help="first game number of --match")
    args = ap.parse_args()
    if args.match:
        match(args.match, args.jobs, args.start)
    else:
        speed(args.seconds)


if __name__ == "__main__":
    main()
