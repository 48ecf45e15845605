"""``gardenapp bench [GAME ...]``: the engines' speed."""

from __future__ import annotations

import argparse

from ..core.messages import printable
from .output import EXIT_USAGE, err, number, out


def cmd_bench(args: argparse.Namespace) -> int:
    import gardenapp.games  # noqa: F401

    from ..core import registry
    from ..core.bench import bench_game

    games = list(registry.built_games()) if not args.games else []
    for gid in args.games or []:
        game = registry.get(gid)
        if game is None:
            err(f"bench: {printable(gid)} is not a playable game")
            return EXIT_USAGE
        games.append(game)
    out(f"{'game':<20} {'players':>7} {'games/s':>9} {'actions/s':>10} {'legal µs':>9} {'score µs':>9}")
    for game in games:
        players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
        r = bench_game(game, players=players, seconds=args.seconds)
        out(
            f"{r.game:<20} {r.players:>7} {r.games_per_second:>9.1f} {r.actions_per_second:>10.0f} "
            f"{r.legal_us:>9.1f} {r.score_us:>9.1f}"
        )
    return 0


def bench_arguments(p: argparse.ArgumentParser) -> None:
    """``gardenapp bench``: the engines' speed."""
    from ..core.bench import MAX_SECONDS

    p.add_argument("games", nargs="*", metavar="GAME")
    p.add_argument(
        "--seconds",
        type=number(float, 0, MAX_SECONDS, f"a time above 0 and at most {MAX_SECONDS:g} seconds", above_low=True),
        default=2.0,
        help=f"time per game (default 2, at most {MAX_SECONDS:g})",
    )
    p.set_defaults(run=cmd_bench)
