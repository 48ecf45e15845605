"""``gardenapp tournament``: computer levels rated against each other, every
game written to a journal or a journal's games played again (``--replay``)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable

from ..core.messages import printable
from .options import MAX_SEED, game_and_options, level_list
from .output import EXIT_USAGE, count, err, json_text, out

# Bounds of the number arguments: a clear message instead of a run that never ends.
MAX_TOURNAMENT_GAMES = 10_000
MAX_JOBS = 1024


def _replay(args: argparse.Namespace) -> int:
    """Every game of a journal played again; 0 if all are identical, 1 if not."""
    from pathlib import Path

    import gardenapp.games  # noqa: F401  (announces the titles the journal's games name)

    from ..core import journal, tournament

    path = Path(args.replay)
    try:
        replays = tournament.replay(path, jobs=args.jobs)
    except journal.JournalError as exc:
        for p in exc.problems:
            err(f"tournament: {p}")
        return EXIT_USAGE
    if args.json:
        out(
            json_text(
                {
                    "journal": str(path),
                    "games": len(replays),
                    "identical": sum(r.identical for r in replays),
                    "code": journal.code_version(),
                    "different": [
                        {"seed": r.recorded.seed, "levels": list(r.recorded.levels), "totals": list(r.again.totals)}
                        for r in replays
                        if not r.identical
                    ],
                }
            )
        )
    else:
        out(tournament.format_replay(path, replays))
    return 0 if all(r.identical for r in replays) else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..core import journal, tournament

    if args.replay:
        return _replay(args)
    if args.game is None or args.levels is None:
        err("tournament: GAME and --levels are needed (or --replay JOURNAL)")
        return EXIT_USAGE
    chosen = game_and_options("tournament", args)
    levels = level_list("tournament", args.levels, "")
    if chosen is None or levels is None:
        return EXIT_USAGE
    game, options = chosen
    if len(set(levels)) < 2 and args.players == 2:
        err("tournament: --levels names at least two levels")
        return EXIT_USAGE
    try:
        matches = tournament.schedule(game.id, options, levels, args.games, args.seed, chain=args.ladder)
    except ValueError as exc:
        err(f"tournament: {exc}")
        return EXIT_USAGE
    journal_file = Path(args.out) if args.out else None
    try:
        results = tournament.run(matches, jobs=args.jobs, out=journal_file, caps=args.wall_clock)
    except journal.JournalError as exc:
        for p in exc.problems:
            err(f"tournament: {p}")
        return EXIT_USAGE
    except OSError as exc:  # the journal cannot be created or written (a full disk, a folder that is not there)
        err(f"tournament: {printable(args.out or '', 200)}: {exc.strerror or exc}")
        return EXIT_USAGE
    rep = tournament.report(levels, results)
    if args.json:
        out(json_text(dict(rep, game=game.id, players=args.players, seed=args.seed)))
    else:
        out(tournament.format_report(game.id, args.players, rep))
        if journal_file is not None:
            out(f"\nevery game: {journal_file}")
    return 0


def tournament_arguments(p: argparse.ArgumentParser, players: Callable[[str], int]) -> None:
    """``gardenapp tournament``: computer levels rated against each other, a journal
    written or replayed (docs/architecture.md §8.3)."""
    p.add_argument("game", metavar="GAME", nargs="?")
    p.add_argument("--players", type=players, default=2)
    p.add_argument(
        "--levels",
        help="comma-separated levels (random, easy, greedy, montecarlo); with more than 2 players, one per seat",
    )
    p.add_argument(
        "--games",
        type=count(1, MAX_TOURNAMENT_GAMES),
        default=100,
        help=f"games per pairing (2 players) or in all (1 to {MAX_TOURNAMENT_GAMES})",
    )
    p.add_argument(
        "--jobs",
        type=count(1, MAX_JOBS),
        default=1,
        help=f"processes playing at once; never more than the games to play nor the CPUs ({os.cpu_count() or 1} here)",
    )
    p.add_argument("--seed", type=count(0, MAX_SEED), default=0, help=f"seed of the first game (0 to {MAX_SEED})")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. side=B")
    p.add_argument(
        "--ladder",
        action="store_true",
        help="2 players: only neighbouring levels of --levels play "
        "each other (random-easy, easy-greedy, ...), not every pair",
    )
    p.add_argument(
        "--out",
        metavar="FILE",
        help="a journal: every game is appended to FILE as a JSON line and "
        "games already in FILE are not played again (a stopped run resumes). FILE must be new, empty "
        "or a journal of the same game and options; anything else is refused and left as it is",
    )
    p.add_argument(
        "--wall-clock",
        action="store_true",
        help="the window's per-turn time caps apply (by default the levels play by their budgets "
        "alone, so that a seeded game repeats); a game where a cap cut a search short is marked in the journal",
    )
    p.add_argument(
        "--replay",
        metavar="JOURNAL",
        help="play every game of JOURNAL again and say which are identical (exit 1 if any is not)",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_tournament)
