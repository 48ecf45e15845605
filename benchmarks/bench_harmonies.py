"""Harmonies engine benchmark (numbers are printed, never asserted).

    uv run python benchmarks/bench_harmonies.py                 # speed numbers
    uv run python benchmarks/bench_harmonies.py --match 200     # MonteCarlo vs Greedy, 2 players, seats swapped
    uv run python benchmarks/bench_harmonies.py --match 100 --start 100   # the second half (another process)

Options: --side A|B, --spirits (full rules with Nature's Spirits for every number),
--seconds T for the random-game run, --budget S to cap the Monte Carlo seconds per move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.games.harmonies import GAME  # noqa: E402


def options(args, players: int = 2) -> dict:
    return GAME.validate_options({"players": players, "side": args.side, "spirits": args.spirits})


def random_games(opts: dict, seconds: float) -> tuple[float, float, list]:
    games = actions = 0
    finals = []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        rng = random.Random(games)
        s = GAME.new_game(opts, games)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            actions += 1
        finals.append(s)
        games += 1
    dt = time.perf_counter() - t0
    return games / dt, actions / dt, finals


def median_legal_actions_us(opts: dict, samples: int = 20000) -> float:
    states = []
    seed = 0
    while len(states) < samples:
        rng = random.Random(seed)
        s = GAME.new_game(opts, seed)
        while not s.is_over:
            states.append(s)
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        seed += 1
    clock = time.perf_counter_ns
    times = []
    for s in states[:samples]:
        t = clock()
        s.legal_actions()
        times.append(clock() - t)
    return statistics.median(times) / 1000


def median_score_board_us(finals: list, samples: int = 2000) -> tuple[float, float]:
    """score_board of finished boards (each board once per pass, river cache cleared
    before every call, so nothing is remembered) and the state's own score()."""
    from gardenapp.games.harmonies import scoring

    boards = [GAME.board_from_state(s, ["A", "B"]) for s in finals[:200]]
    clock = time.perf_counter_ns
    times = []
    for i in range(samples):
        b = boards[i % len(boards)]
        scoring._RIVER_CACHE.clear()
        t = clock()
        GAME.score_board(b)
        times.append(clock() - t)
    state_times = []
    for s in finals[:200]:
        t = clock()
        s.score()
        state_times.append(clock() - t)
    return statistics.median(times) / 1000, statistics.median(state_times) / 1000


def match(args) -> None:
    wins = ties = losses = 0
    move_times: list[float] = []
    margins = []
    t0 = time.perf_counter()
    opts = options(args)
    for i in range(args.start, args.start + args.match):
        mc_seat = i % 2
        mc = GAME.make_bot("montecarlo", seed=1000 + i)
        if args.budget is not None:
            mc.time_budget = args.budget
        greedy = GAME.make_bot("greedy", seed=2000 + i)
        bots = [None, None]
        bots[mc_seat], bots[1 - mc_seat] = mc, greedy
        state = GAME.new_game(opts, i)
        while not state.is_over:
            p = state.current_player
            acts = state.legal_actions()
            if len(acts) == 1:
                action = acts[0]
            else:
                t = time.perf_counter()
                action = bots[p].choose(state.view_for(p))
                if p == mc_seat:
                    move_times.append(time.perf_counter() - t)
            state = state.apply(action, trusted=True)
        sheet = state.score()
        winners, totals = sheet.winners, sheet.totals()
        margins.append(totals[mc_seat] - totals[1 - mc_seat])
        result = "win" if winners == (mc_seat,) else "tie" if mc_seat in winners else "loss"
        wins += result == "win"
        ties += result == "tie"
        losses += result == "loss"
        print(f"game {i}: mc seat {mc_seat} totals {totals} -> {result}", flush=True)
    played = wins + ties + losses
    print(
        f"MonteCarlo vs Greedy over {played} games (seats swapped): {wins} wins, {ties} ties, {losses} losses"
        f" = {100 * (wins + 0.5 * ties) / played:.1f}% (wins only {100 * wins / played:.1f}%);"
        f" mean margin {statistics.mean(margins):+.1f}"
    )
    print(
        f"MonteCarlo move time: median {statistics.median(move_times):.3f}s, "
        f"p95 {sorted(move_times)[int(0.95 * len(move_times))]:.3f}s, max {max(move_times):.3f}s;"
        f" {time.perf_counter() - t0:.0f}s in all",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--match", type=int, default=0, help="MonteCarlo vs Greedy games (2 players, seats swapped)")
    ap.add_argument("--start", type=int, default=0, help="first game seed")
    ap.add_argument("--budget", type=float, default=None, help="Monte Carlo seconds per move (cap)")
    ap.add_argument("--side", default="A", choices=("A", "B"))
    ap.add_argument("--spirits", action="store_true", help="play with Nature's Spirits")
    ap.add_argument("--seconds", type=float, default=3.0, help="length of the random-game run")
    args = ap.parse_args()
    if args.match:
        match(args)
        return
    opts = options(args)
    gps, aps, finals = random_games(opts, args.seconds)
    print(f"options {opts}")
    print(f"random 2-player games: {gps:.0f} games/s, {aps:.0f} actions/s (one core, full rules)")
    print(f"legal_actions(): median {median_legal_actions_us(opts):.2f} µs")
    board_us, state_us = median_score_board_us(finals)
    print(f"score_board() of a finished 2-player board: median {board_us:.1f} µs (state.score(): {state_us:.1f} µs)")


if __name__ == "__main__":
    main()
