"""``gardenapp simulate GAME``: games between computer players, no window, with
the wins and mean scores of each level."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from .options import MAX_SEED, game_and_options, level_list
from .output import EXIT_USAGE, count, err, json_text, out

MAX_SIMULATE_GAMES = 1_000_000  # bound of --games: a clear message instead of a run that never ends


def cmd_simulate(args: argparse.Namespace) -> int:
    chosen = game_and_options("simulate", args)
    levels = level_list("simulate", args.bots, "random")
    if chosen is None or levels is None:
        return EXIT_USAGE
    game, options = chosen
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        err(f"simulate: --bots names {len(levels)} levels for {args.players} players")
        return EXIT_USAGE

    # A solo game may add automaton seats (Sanssouci's Pedro Bot) whose steps
    # are forced; they follow the chosen levels and never rotate.
    seats = game.new_game(options, args.seed).num_players
    labels = levels + ["automaton"] * (seats - args.players)
    wins = [0.0] * seats
    totals = [0] * seats
    extras: list[dict[str, float]] = [{} for _ in range(seats)]  # e.g. Harmonies solo suns
    actions = 0
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        # Seats rotate each game so no level keeps the first-player advantage.
        shift = g % args.players
        seat_levels = levels[shift:] + levels[:shift] + ["random"] * (seats - args.players)
        players = [game.make_bot(lv, seed * 10 + i) for i, lv in enumerate(seat_levels)]
        state = game.new_game(options, seed)
        while not state.is_over:
            p = state.current_player
            state = state.apply(players[p].choose(state.view_for(p)), trusted=True)
            actions += 1
        sheet = state.score()
        for seat, ps in enumerate(sheet.players):
            index = (seat + shift) % args.players if seat < args.players else seat
            totals[index] += ps.total
            for key, value in ps.extra.items():
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    extras[index][key] = extras[index].get(key, 0) + value
            if seat in sheet.winners:
                wins[index] += 1 / len(sheet.winners)
    elapsed = time.perf_counter() - start
    result = {
        "game": game.id,
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "seats": [
            {
                "level": lv,
                "wins": round(w, 2),
                "win_rate": round(w / args.games, 3),
                "mean_score": round(t / args.games, 2),
                **{f"mean_{k}": round(v / args.games, 2) for k, v in sorted(x.items())},
            }
            for lv, w, t, x in zip(labels, wins, totals, extras)
        ],
        "seconds": round(elapsed, 3),
        "games_per_second": round(args.games / elapsed, 1),
        "actions_per_second": round(actions / elapsed),
    }
    if args.json:
        out(json_text(result))
    else:
        out(f"{game.id}: {args.games} games, {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}")
        for i, s in enumerate(result["seats"]):
            # a solo game without an automaton has a result (score, suns), not a winner
            won = f"wins {s['wins']} ({s['win_rate']:.1%}), " if seats > 1 else ""
            more = "".join(f", mean {k[5:]} {v}" for k, v in s.items() if k.startswith("mean_") and k != "mean_score")
            out(f"  seat {i + 1} ({s['level']}): {won}mean score {s['mean_score']}{more}")
        out(f"  {result['games_per_second']} games/s, {result['actions_per_second']} actions/s, {elapsed:.2f} s")
    return 0


def simulate_arguments(p: argparse.ArgumentParser, players: Callable[[str], int]) -> None:
    """``gardenapp simulate GAME``: games between computer players, no window."""
    p.add_argument("game", metavar="GAME")
    p.add_argument("--players", type=players, default=2)
    p.add_argument(
        "--games", type=count(1, MAX_SIMULATE_GAMES), default=10, help=f"games to play (1 to {MAX_SIMULATE_GAMES})"
    )
    p.add_argument("--seed", type=count(0, MAX_SEED), default=0, help=f"seed of the first game (0 to {MAX_SEED})")
    p.add_argument(
        "--bots",
        help="comma-separated levels per seat, or one for all (random, easy, greedy, montecarlo; default random)",
    )
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. side=B")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_simulate)
