"""The coach's hint (docs/architecture.md §8.4): CPU seconds of a hint per game
(median and max over 20 positions of seeded random games, the player to move's
view), idle and with the machine loaded by ``--load N`` busy processes, and
whether the hinted turn is the same in both runs (the hint is the hard level's
work budget, docs/architecture.md §8.1, so it should be: the wall clock is only
a safety net).

    uv run python benchmarks/bench_hint.py [--positions 20] [--load 2] [game ...]

Prints numbers, asserts nothing. Measured on the shared 2-core machine
(itself busy with other work; "loaded" adds two busy processes), 20 positions,
CPU seconds of a hint median/max and wall seconds median:

    game                idle cpu   idle wall   loaded cpu   loaded wall   same turn   safety net hit
    sanssouci           0.56/1.20    1.53       0.60/1.05       4.75        19/20           1
    azul_queens_garden  0.03/0.07    0.11       0.03/0.06       0.07        20/20           0
    harmonies           0.15/0.90    0.17       0.20/1.09       1.04        20/20           0
    takenoko            0.21/0.61    0.43       0.21/0.67       1.08        20/20           0
    under_the_leaves    0.09/0.17    0.16       0.11/0.21       0.80        20/20           0

The CPU of a hint is the same idle and loaded (the work budget); under load
one Sanssouci hint reached the 8 s safety net and one hinted turn differed
(the run counts both, it does not say they are the same position).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time

import gardenapp.games  # noqa: F401  (registers the titles)
from gardenapp.core import registry
from gardenapp.core.coach import hint

GAMES = ["sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves"]


def positions(game_id: str, count: int) -> list:
    game = registry.get(game_id)
    out = []
    seed = 0
    while len(out) < count:
        rng = random.Random(seed)
        state = game.new_game({"players": 2}, seed)
        for _ in range(rng.randrange(0, 40)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()), trusted=True)
        seed += 1
        if not state.is_over and len(state.legal_actions()) > 1:
            out.append(state)
    return out


def run(game_id: str, states: list) -> list[tuple[float, float, tuple, bool]]:
    game = registry.get(game_id)
    out = []
    for i, state in enumerate(states):
        p = state.current_player
        cpu, wall = time.process_time(), time.perf_counter()
        h = hint(state.view_for(p), p, game.make_bot("montecarlo", 1000 + i), seed=i)
        out.append((time.process_time() - cpu, time.perf_counter() - wall, h.turn, h.capped))
    return out


def _spin() -> None:
    while True:
        pass


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=GAMES)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--load", type=int, default=2, help="busy processes for the loaded run")
    args = parser.parse_args()
    print(
        f"{'game':20} {'idle cpu med/max':>17} {'idle wall':>10} {'loaded cpu med/max':>19} {'loaded wall':>12} same capped"
    )
    for game_id in args.games:
        states = positions(game_id, args.positions)
        idle = run(game_id, states)
        spinners = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(args.load)]
        for s in spinners:
            s.start()
        try:
            loaded = run(game_id, states)
        finally:
            for s in spinners:
                s.terminate()
                s.join()
        same = sum(a[2] == b[2] for a, b in zip(idle, loaded))
        capped = sum(r[3] for r in idle + loaded)

        def cpu(rows):
            xs = [r[0] for r in rows]
            return f"{statistics.median(xs):.2f}/{max(xs):.2f}"

        def wall(rows):
            return f"{statistics.median(r[1] for r in rows):.2f}"

        print(
            f"{game_id:20} {cpu(idle):>17} {wall(idle):>10} {cpu(loaded):>19} {wall(loaded):>12}"
            f" {same}/{len(states)} {capped}"
        )


if __name__ == "__main__":
    main()
