"""Computer levels measured per whole turn (docs/architecture.md §8.1): seconds per turn
(median, p95, max: every click of a player's turn, from its first click to
the last before the next player), points per level (mean and spread) and
pairwise results with 95 % Wilson intervals. Numbers are printed, never
asserted.

    uv run python benchmarks/bench_search.py harmonies --levels montecarlo --games 30
        # self-play: every seat the same level (Harmonies' 95-point goal)
    uv run python benchmarks/bench_search.py takenoko --levels search,flat --games 20
        # a pairing, seats swapped game by game
    uv run python benchmarks/bench_search.py sanssouci --levels easy,greedy,montecarlo --games 0 --turns 40
        # seconds per turn only: one seeded game per level in self-play, the first 40 turns timed

``--set NAME=VALUE`` changes a constant of the game's ai module for the run
(tuning: ``--set W_EMPTY=2.0``); ``LEVEL:name=value`` a bot's attribute.
``--out FILE`` appends one JSON line per game (``--report FILE`` prints the
summary of such files, possibly written by several runs). One process:
run it in the background on a shared machine.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import itertools
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gardenapp.games  # noqa: E402,F401
from gardenapp.core import bots, registry  # noqa: E402
from gardenapp.core.ratings import wilson  # noqa: E402


def make_bot(game, level: str, seed: int):
    """``game.make_bot(level)``; ``LEVEL:name=value,...`` sets the bot's attributes (tuning runs)."""
    name, _, params = level.partition(":")
    bot = game.make_bot(name, seed)
    for item in filter(None, params.split(",")):
        key, _, value = item.partition("=")
        if not hasattr(bot, key):
            raise SystemExit(f"{level}: the {name} bot has no {key!r}")
        setattr(bot, key, json.loads(value))
    return bot


def play(game, options: dict, seed: int, levels: tuple[str, ...], max_turns: int | None = None) -> dict:
    """One game, ``levels`` by seat; the seconds of every whole turn by seat."""
    state = game.new_game(options, seed)
    n = state.num_players
    levels = tuple(levels) + ("random",) * (n - len(levels))
    bots = [make_bot(game, lv, seed * 10 + i) for i, lv in enumerate(levels)]
    turns: list[tuple[int, float]] = []  # (seat, seconds)
    cur, spent = -1, 0.0
    while not state.is_over:
        p = state.current_player
        if p != cur:
            if cur >= 0:
                turns.append((cur, spent))
                if max_turns is not None and len(turns) >= max_turns:
                    break
            cur, spent = p, 0.0
        view = state.view_for(p)
        t0 = time.perf_counter()
        action = bots[p].choose(view)
        spent += time.perf_counter() - t0
        state = state.apply(action)
    if state.is_over and cur >= 0:
        turns.append((cur, spent))
    sheet = state.score() if state.is_over else None
    return {
        "seed": seed,
        "levels": levels[: len(levels)],
        "over": state.is_over,
        "totals": list(sheet.totals()) if sheet else None,
        "winners": list(sheet.winners) if sheet else None,
        "turns": [[s, round(t, 4)] for s, t in turns],
    }


def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def summary(records: list[dict]) -> str:
    times: dict[str, list[float]] = {}
    points: dict[str, list[int]] = {}
    pairs: dict[tuple[str, str], list[float]] = {}
    for r in records:
        lv = r["levels"]
        for seat, t in r["turns"]:
            times.setdefault(lv[seat], []).append(t)
        if not r["over"]:
            continue
        for seat, total in enumerate(r["totals"]):
            points.setdefault(lv[seat], []).append(total)
        if len(lv) == 2 and lv[0] != lv[1]:
            a, b = sorted(lv)
            e = pairs.setdefault((a, b), [0, 0.0])
            e[0] += 1
            w = r["winners"]
            e[1] += sum(1 / len(w) for s in w if lv[s] == a)
    lines = [
        f"{'level':<14}{'turns':>6}{'median s':>10}{'p95 s':>8}{'max s':>8}{'games':>7}"
        f"{'mean pts':>10}{'sd':>6}{'min':>5}{'max':>5}"
    ]
    for lv in sorted(times):
        t = times[lv]
        p = points.get(lv, [])
        pts = f"{statistics.mean(p):>10.1f}{statistics.pstdev(p):>6.1f}{min(p):>5}{max(p):>5}" if p else ""
        lines.append(
            f"{lv:<14}{len(t):>6}{statistics.median(t):>10.3f}{pct(t, 0.95):>8.3f}{max(t):>8.3f}{len(p):>7}{pts}"
        )
    for (a, b), (n, s) in sorted(pairs.items()):
        low, high = wilson(s, int(n))
        lines.append(f"{a} vs {b}: {n} games, {a} scores {s / n:.1%} [{low:.1%}, {high:.1%}]")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", nargs="?")
    ap.add_argument(
        "--levels",
        default="montecarlo",
        help="one level: self-play; several (separated by "
        "';' if a level has parameters, LEVEL:name=value,...): every pair",
    )
    ap.add_argument("--games", type=int, default=10, help="games per pairing (or of self-play)")
    ap.add_argument(
        "--wall-clock",
        action="store_true",
        help="the window's per-turn time caps apply (by default budgets only: seeded games repeat)",
    )
    ap.add_argument("--start", type=int, default=0, help="first seed")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--option", action="append", default=[], metavar="KEY=JSON")
    ap.add_argument("--turns", type=int, default=40, help="with --games 0: turns timed per level")
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=PYTHON",
        help="tuning runs: set a constant of the game's ai module, e.g. W_EMPTY=2.0 "
        "or 'W_CARD_MISSING=(1.0, 0.75, 0.2, 0.0, -0.3)'",
    )
    ap.add_argument("--out", help="append every game as a JSON line")
    ap.add_argument("--report", nargs="*", help="summarise these JSON-line files and exit")
    args = ap.parse_args()
    bots.set_caps(args.wall_clock)  # docs/architecture.md §8.1: budgets only unless asked
    if args.report is not None:
        recs = [json.loads(line) for f in args.report for line in Path(f).read_text().splitlines() if line]
        print(summary(recs))
        return
    game = registry.get(args.game)
    if args.set:
        ai = importlib.import_module(f"gardenapp.games.{args.game}.ai")
        for item in args.set:
            name, _, value = item.partition("=")
            if not hasattr(ai, name):
                raise SystemExit(f"--set {item}: the {args.game} ai module has no {name!r}")
            setattr(ai, name, ast.literal_eval(value))
    options = game.validate_options(
        dict(
            game.default_options(),
            players=args.players,
            **{k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)},
        )
    )
    levels = args.levels.split(";" if ";" in args.levels or ":" in args.levels else ",")
    jobs: list[tuple[int, tuple[str, ...], int | None]] = []
    if args.games == 0:
        jobs = [(args.start, (lv,) * args.players, args.turns) for lv in levels]
    elif len(levels) == 1:
        jobs = [(args.start + g, (levels[0],) * args.players, None) for g in range(args.games)]
    else:
        for a, b in itertools.combinations(levels, 2):
            for g in range(args.games):
                jobs.append((args.start + g, (a, b) if g % 2 == 0 else (b, a), None))
    sink = open(args.out, "a", encoding="utf-8") if args.out else None
    records = []
    t0 = time.perf_counter()
    for seed, seats, turns in jobs:
        r = play(game, options, seed, seats, turns)
        records.append(r)
        if sink:
            sink.write(json.dumps(r) + "\n")
            sink.flush()
        ts = [t for _, t in r["turns"]]
        print(
            f"seed {seed} {','.join(seats)}: totals {r['totals']} winners {r['winners']} "
            f"turn median {statistics.median(ts):.3f}s max {max(ts):.3f}s  ({time.perf_counter() - t0:.0f}s)",
            flush=True,
        )
    print(summary(records))


if __name__ == "__main__":
    main()
