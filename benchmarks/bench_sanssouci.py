"""Sanssouci engine benchmark.

    uv run python benchmarks/bench_sanssouci.py               # speed numbers
    uv run python benchmarks/bench_sanssouci.py --match 200   # MonteCarlo vs Greedy, 2 players, seats swapped
    uv run python benchmarks/bench_sanssouci.py --solo 200    # Pedro Bot (each level) vs a greedy person

Use --start K to run games K.. (split a match over processes), --budget S for the
Monte Carlo time per move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gardenapp.games  # noqa: E402,F401
from gardenapp.core import registry  # noqa: E402
from gardenapp.core.bots import GreedyBot  # noqa: E402

GAME = registry.get("sanssouci")


def random_games(seconds: float = 3.0) -> tuple[float, float]:
    opts = GAME.validate_options({"players": 2})
    games = actions = 0
    seed = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        rng = random.Random(seed)
        s = GAME.new_game(opts, seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            actions += 1
        games += 1
        seed += 1
    dt = time.perf_counter() - t0
    return games / dt, actions / dt


def median_legal_actions_us(samples: int = 20000) -> float:
    opts = GAME.validate_options({"players": 2})
    states = []
    seed = 0
    while len(states) < samples:
        rng = random.Random(seed)
        s = GAME.new_game(opts, seed)
        while not s.is_over:
            states.append(s)
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        seed += 1
    times = []
    clock = time.perf_counter_ns
    for s in states[:samples]:
        t = clock()
        s.legal_actions()
        times.append(clock() - t)
    return statistics.median(times) / 1000


def median_score_board_us(samples: int = 2000) -> float:
    boards = []
    for seed in range(20):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2}, seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        boards.append(GAME.board_from_state(s, ["A", "B"]))
    times = []
    clock = time.perf_counter_ns
    for i in range(samples):
        b = boards[i % len(boards)]
        t = clock()
        GAME.score_board(b)
        times.append(clock() - t)
    return statistics.median(times) / 1000


def play(state, bots):
    """Play to the end; bots[p] chooses from its view (None: the automaton, forced steps)."""
    while not state.is_over:
        p = state.current_player
        acts = state.legal_actions()
        if len(acts) == 1:
            action = acts[0]
        else:
            action = bots[p].choose(state.view_for(p))
        state = state.apply(action, trusted=True)
    return state


def match(n: int, start: int, budget: float | None) -> None:
    wins = ties = losses = 0
    move_times = []
    t0 = time.perf_counter()
    for i in range(start, start + n):
        mc_seat = i % 2
        mc = GAME.make_bot("montecarlo", seed=1000 + i)
        if budget is not None:
            mc.time_budget = budget
        greedy = GreedyBot(seed=2000 + i)
        bots = [None, None]
        bots[mc_seat], bots[1 - mc_seat] = mc, greedy
        state = GAME.new_game({"players": 2}, i)
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
        winners = state.score().winners
        totals = state.score().totals()
        if winners == (mc_seat,):
            wins += 1
        elif mc_seat in winners:
            ties += 1
        else:
            losses += 1
        outcome = "win" if winners == (mc_seat,) else "tie" if mc_seat in winners else "loss"
        print(f"game {i}: mc seat {mc_seat} totals {totals} -> {outcome}", flush=True)
    played = wins + ties + losses
    print(
        f"MonteCarlo vs Greedy over {played} games (seats swapped): {wins} wins, {ties} ties, {losses} losses"
        f" = {100 * (wins + 0.5 * ties) / played:.1f}% (wins only {100 * wins / played:.1f}%)"
    )
    print(
        f"MonteCarlo move time: median {statistics.median(move_times):.3f}s, max {max(move_times):.3f}s;"
        f" {time.perf_counter() - t0:.0f}s in all"
    )


def solo(n: int, start: int) -> None:
    for level in ("easy", "normal", "advanced"):
        bot_wins = draws = person_wins = 0
        margins = []
        for i in range(start, start + n):
            state = GAME.new_game({"players": 1, "level": level}, i)
            state = play(state, [GreedyBot(seed=3000 + i), None])
            totals = state.score().totals()
            margins.append(totals[1] - totals[0])
            if totals[1] > totals[0]:
                bot_wins += 1
            elif totals[1] == totals[0]:
                draws += 1
            else:
                person_wins += 1
        print(
            f"Pedro Bot {level:8s} vs a greedy person over {n} games: "
            f"bot wins {bot_wins} ({100 * bot_wins / n:.1f}%),"
            f" draws {draws}, person wins {person_wins}; mean margin bot-person {statistics.mean(margins):+.1f}",
            flush=True,
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--match", type=int, default=0, help="MonteCarlo vs Greedy games (2 players, seats swapped)")
    ap.add_argument("--solo", type=int, default=0, help="solo games per automaton level against a greedy person")
    ap.add_argument("--start", type=int, default=0, help="first game seed")
    ap.add_argument("--budget", type=float, default=None, help="Monte Carlo seconds per move")
    args = ap.parse_args()
    if args.match:
        match(args.match, args.start, args.budget)
        return
    if args.solo:
        solo(args.solo, args.start)
        return
    gps, aps = random_games()
    print(f"random 2-player games: {gps:.0f} games/s, {aps:.0f} actions/s (one core, full rules)")
    print(f"legal_actions(): median {median_legal_actions_us():.2f} µs")
    print(f"score_board() of a finished 2-player board: median {median_score_board_us():.1f} µs")


if __name__ == "__main__":
    main()
