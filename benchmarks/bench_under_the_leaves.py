"""Under the Leaves engine benchmark (numbers are printed, never asserted).

    uv run python benchmarks/bench_under_the_leaves.py                  # speed numbers, 1-4 players
    uv run python benchmarks/bench_under_the_leaves.py --match hard:normal --games 400 --jobs 2
    uv run python benchmarks/bench_under_the_leaves.py --match normal:easy --games 400 --jobs 2

A match plays 2-player games with seeds 0..games-1; in game i the first level
sits in seat i % 2 (seats swapped). Win rates come with 95 % Wilson intervals
(a tie counts as half a win); move times of both levels are reported.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.games.under_the_leaves import GAME  # noqa: E402


def random_games(players: int, seconds: float, cards: str = "first_game") -> tuple[float, float, list]:
    opts = GAME.validate_options({"players": players, "dwellers": cards})
    games = actions = 0
    finals = []
    t0 = time.process_time()  # CPU time of this process: "one core", whatever else the machine runs
    while time.process_time() - t0 < seconds:
        rng = random.Random(games)
        s = GAME.new_game(opts, games)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            actions += 1
        finals.append(s)
        games += 1
    dt = time.process_time() - t0
    return games / dt, actions / dt, finals


CPU = True


def median_us(fn, items, repeat: int = 1) -> float:
    clock = time.process_time_ns if CPU else time.perf_counter_ns
    times = []
    for _ in range(repeat):
        for x in items:
            t = clock()
            fn(x)
            times.append(clock() - t)
    return statistics.median(times) / 1000


def legal_positions_states(players: int, n: int = 3000) -> list:
    opts = GAME.validate_options({"players": players})
    out = []
    seed = 0
    while len(out) < n:
        rng = random.Random(seed)
        s = GAME.new_game(opts, seed)
        while not s.is_over:
            out.append(s)
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        seed += 1
    return out[:n]


def speed(args) -> None:
    print("Under the Leaves, random games with full rules (one core; CPU time of this process)")
    print(f"{'players':>7} {'cards':>10} {'games/s':>9} {'actions/s':>10}")
    finals2 = None
    for players in (1, 2, 3, 4):
        for cards in ("first_game", "random"):
            gps, aps, finals = random_games(players, args.seconds, cards)
            if players == 2 and cards == "random":
                finals2 = finals
            print(f"{players:>7} {cards:>10} {gps:>9.0f} {aps:>10.0f}")
    states = legal_positions_states(2)
    print(f"legal_actions() median: {median_us(lambda s: s.legal_actions(), states):.1f} µs (2 players)")
    finals = finals2[:300]
    print(f"state.score() of a finished 2-player game, median: {median_us(lambda s: s.score(), finals):.1f} µs")
    names = ["A", "B"]
    boards = [GAME.board_from_state(s, names) for s in finals]
    print(f"score_board(level 1+3 board as exported), median: {median_us(GAME.score_board, boards):.1f} µs")
    dicts = [GAME.board_to_dict(b) for b in boards]
    lvl2 = []
    for d in dicts:
        for p in d["players"]:
            p.pop("order", None)
            p.pop("choices", None)
    lvl2 = [GAME.board_from_dict(d) for d in dicts]
    print(
        f"score_board(level 2 board: tiles, bounds, static cards), median: {median_us(GAME.score_board, lvl2):.1f} µs"
    )
    full = [GAME.board_to_dict(b) for b in boards]
    print(
        f"board_from_dict + score_board of a level-3 file (full replay of both gardens), median: "
        f"{median_us(lambda d: GAME.score_board(GAME.board_from_dict(d)), full[:100]):.0f} µs"
    )
    from gardenapp.games.under_the_leaves import scoring

    print(
        f"scoring one finished garden (entry + sheet), median: "
        f"{median_us(lambda s: scoring.sheet_from_gardens(GAME.id, ['A'], [s.gardens[0]], s.cards), finals):.1f} µs"
    )


def play_one(job) -> tuple:
    first, second, i, cards = job
    seat = i % 2
    levels = [None, None]
    levels[seat], levels[1 - seat] = first, second
    bots = [GAME.make_bot(levels[k], seed=10_000 * (k + 1) + i) for k in range(2)]
    state = GAME.new_game(GAME.validate_options({"players": 2, "dwellers": cards}), i)
    times = {first: [], second: []}
    while not state.is_over:
        p = state.current_player
        acts = state.legal_actions()
        if len(acts) == 1:
            action = acts[0]
        else:
            t = time.perf_counter()
            action = bots[p].choose(state.view_for(p))
            times[levels[p]].append(time.perf_counter() - t)
        state = state.apply(action)
    sheet = state.score()
    if sheet.winners == (seat,):
        result = 1.0
    elif seat in sheet.winners:
        result = 0.5
    else:
        result = 0.0
    totals = sheet.totals()
    return i, result, totals[seat], totals[1 - seat], times[first], times[second]


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def match(args) -> None:
    first, second = args.match.split(":")
    jobs = [(first, second, i, args.cards) for i in range(args.start, args.start + args.games)]
    t0 = time.perf_counter()
    results = []
    with Pool(args.jobs) as pool:
        for r in pool.imap_unordered(play_one, jobs):
            results.append(r)
            if args.verbose:
                print(f"game {r[0]}: {first} {r[2]} - {second} {r[3]} -> {r[1]}", flush=True)
    n = len(results)
    score = sum(r[1] for r in results)
    wins = sum(1 for r in results if r[1] == 1.0)
    ties = sum(1 for r in results if r[1] == 0.5)
    p = score / n
    lo, hi = wilson(p, n)
    t1 = [t for r in results for t in r[4]]
    t2 = [t for r in results for t in r[5]]
    print(
        f"{first} vs {second}, {n} 2-player games (seeds {args.start}..{args.start + n - 1}, seats swapped, "
        f"cards {args.cards}): {wins} wins, {ties} ties, {n - wins - ties} losses"
    )
    print(f"  {first} win rate {p:.3f} (ties half), 95% Wilson interval [{lo:.3f}, {hi:.3f}]")
    print(
        f"  mean pawns {first} {statistics.mean(r[2] for r in results):.1f}, "
        f"{second} {statistics.mean(r[3] for r in results):.1f}"
    )
    for lv, ts in ((first, t1), (second, t2)):
        if ts:
            print(
                f"  {lv} move time: mean {statistics.mean(ts) * 1000:.1f} ms, max {max(ts) * 1000:.1f} ms, "
                f"p99 {sorted(ts)[int(0.99 * (len(ts) - 1))] * 1000:.1f} ms"
            )
    print(f"  wall time {time.perf_counter() - t0:.0f} s with {args.jobs} processes")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--match", help="LEVEL:LEVEL, e.g. hard:normal")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--cards", default="first_game", choices=("first_game", "random"))
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    if args.match:
        match(args)
    else:
        speed(args)


if __name__ == "__main__":
    main()
