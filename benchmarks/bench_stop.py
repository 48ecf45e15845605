"""How fast every game's hard bot honours "move now" (docs/architecture.md §6.12: within 0.2 s).

For ~N positions per game (seeded games advanced by random moves; the first
click of a turn unless --mid-turn), the hard bot's ``choose`` runs on a
thread, ``stop`` is set after a delay drawn uniformly in [0, DELAY] seconds and
the time from ``stop.set()`` to ``choose``'s return is taken.

    uv run python benchmarks/bench_stop.py [--positions 20] [--delay 0.4] [--mid-turn] [GAME ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time

import gardenapp.games  # noqa: F401
from gardenapp.core import registry

GAMES = ("harmonies", "takenoko", "sanssouci", "azul_queens_garden", "under_the_leaves")


def positions(game, n: int, seed: int = 0, mid_turn: bool = False):
    """``n`` positions with a choice to make, from seeded games advanced by random moves."""
    rng = random.Random(seed)
    out = []
    g = 0
    while len(out) < n:
        s = game.new_game({}, seed + g)
        g += 1
        steps = rng.randrange(0, 80)
        start = True
        for _ in range(steps):
            if s.is_over:
                break
            before = s.current_player
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            start = s.current_player != before
        if s.is_over or len(s.legal_actions()) < 2 or not (start or mid_turn):
            continue
        out.append(s)
    return out


def latency(game, state, delay: float, seed: int) -> tuple[float | None, bool]:
    """Seconds from ``stop.set()`` to the move (None: it had moved before), and whether the move is legal."""
    p = state.current_player
    bot = game.make_bot("montecarlo", seed)
    view = state.view_for(p)
    stop = threading.Event()
    box: list = []
    th = threading.Thread(target=lambda: box.append(bot.choose(view, stop)))
    th.start()
    time.sleep(delay)
    thinking = th.is_alive()
    t0 = time.perf_counter()
    stop.set()
    th.join()
    dt = time.perf_counter() - t0
    return (dt if thinking else None), bool(box) and box[0] in state.legal_actions()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--delay", type=float, default=0.4)
    ap.add_argument("--mid-turn", action="store_true")
    args = ap.parse_args()
    rng = random.Random(1)
    for gid in args.games:
        game = registry.get(gid)
        lat = []
        bad = 0
        for i, s in enumerate(positions(game, args.positions, mid_turn=args.mid_turn)):
            dt, ok = latency(game, s, rng.uniform(0, args.delay), i)
            if dt is not None:
                lat.append(dt)
            bad += not ok
        if not lat:
            print(f"{gid:20s} every move came before the stop")
            continue
        print(
            f"{gid:20s} stopped while thinking {len(lat):3d} of {args.positions}  stop->return median "
            f"{statistics.median(lat) * 1000:6.1f} ms  max {max(lat) * 1000:6.1f} ms  no legal move {bad}"
        )


if __name__ == "__main__":
    main()
