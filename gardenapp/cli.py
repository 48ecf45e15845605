"""Command line: open the app, score a finished-board file, simulate games
between computer players, benchmark the engines.

    gardenapp                       open the window
    gardenapp score FILE [--json] [--lang en|pt|es|pl]
    gardenapp simulate GAME --players N --games K --seed S [--bots LEVELS] [--json]
    gardenapp bench [GAME ...] [--seconds T]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
import time
from collections.abc import Callable, Sequence

from . import __version__

LANGS = ("en", "pt", "es", "pl")
EXIT_USAGE = 2
Translate = Callable[[str, str], str]


def _plain(context: str, text: str) -> str:
    return text


def _system_lang() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0][:2].lower()
            return code if code in LANGS else "en"
    return "en"


def _translator(lang: str) -> Translate:
    if lang == "en":
        return _plain
    try:
        from .ui.i18n import TranslationLoadError, load_translator_for_cli  # Qt is only needed to translate
    except ImportError:
        return _plain
    try:
        return load_translator_for_cli(lang)
    except TranslationLoadError as exc:   # a missing or unreadable catalogue: the result still matters
        _err(f"gardenapp: {exc}; writing in English")
        return _plain


def _err(text: str) -> None:
    print(text, file=sys.stderr)


def _utf8_output() -> None:
    """Write UTF-8 whatever the console's encoding (a Windows console,
    PYTHONIOENCODING=cp1252): a name the console cannot encode must never
    end in a traceback; what cannot be written at all (a lone surrogate) is
    escaped."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors="backslashreplace")


# -- score --------------------------------------------------------------------
def cmd_score(args: argparse.Namespace) -> int:
    import gardenapp.games  # noqa: F401  (announces the titles)

    from .core.boardfile import GameNotBuiltError, read_board_file
    from .core.errors import BoardFileError

    translate = _translator(args.lang or _system_lang())
    photo_warnings: list = []      # a photo the score helper would not open: the same rule here
    try:
        game, board = read_board_file(args.file, photo_warnings)
    except BoardFileError as exc:
        for problem in exc.problems:
            _err(problem.render(translate))
        return EXIT_USAGE
    except GameNotBuiltError as exc:
        _err(translate("cli", "{game}: this version of gardenapp cannot score this game yet").format(game=exc.game_id))
        return EXIT_USAGE
    sheet = game.score_board(board)
    if photo_warnings:
        sheet = dataclasses.replace(sheet, warnings=sheet.warnings + tuple(photo_warnings))
    if args.json:
        print(json.dumps(sheet.to_json(translate), ensure_ascii=False))
        return 0
    print(render_table(game, sheet, translate))
    return 0


def render_table(game, sheet, translate: Translate) -> str:
    from .core.score import file_warning_text
    from .games.rule_names import extra_name, rule_name

    names = [p.name for p in sheet.players]
    rows = [[translate("rules", rule_name(rule))] + [str(p.breakdown.get(rule, 0)) for p in sheet.players]
            for rule in sheet.rules]
    total = [translate("cli", "Total")] + [str(p.total) for p in sheet.players]
    head = [translate("games", game.name)] + names
    extras = sorted({k for p in sheet.players for k in p.extra})
    extra_rows = [[translate("rules", extra_name(key))] + [str(p.extra.get(key, "")) for p in sheet.players]
                  for key in extras]
    table = [head] + rows + [total] + extra_rows
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]

    def line(cells: Sequence[str]) -> str:
        first = cells[0].ljust(widths[0])
        return "  ".join([first] + [c.rjust(w) for c, w in zip(cells[1:], widths[1:])]).rstrip()

    rule = "-" * len(line(head))
    out = [line(head), rule] + [line(r) for r in rows] + [rule, line(total)] + [line(r) for r in extra_rows]
    if len(sheet.players) > 1:  # a solo game's result is its total and extras, shown above
        out.append("")
        out.append(sheet.result().render(translate))
    for w in sheet.warnings:
        out.append(translate("cli", "Warning: {text}").format(text=file_warning_text(w, translate)))
    return "\n".join(out)


# -- simulate -----------------------------------------------------------------
_JSON_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")


def option_value(text: str):
    """``--option KEY=VALUE``: JSON when the value is JSON (a number, exactly
    true/false/null, a list, an object or a quoted string), else the word
    itself, so ``level=normal`` is "normal" and not broken JSON."""
    if text in ("true", "false", "null") or text[:1] in "[{\"" or _JSON_NUMBER.fullmatch(text):
        return json.loads(text)
    return text


def _game_and_options(command: str, args: argparse.Namespace):
    """The game and its validated options of ``simulate``/``tournament``, or
    None after saying on stderr what is wrong."""
    import gardenapp.games  # noqa: F401

    from .core import registry
    from .core.errors import OptionsError

    game = registry.get(args.game)
    if game is None:
        known = ", ".join(g.id for g in registry.built_games())
        why = "is not built yet" if registry.is_known(args.game) else "is not a game"
        _err(f"{command}: {args.game} {why} (playable: {known or 'none yet'})")
        return None
    if args.games < 1:
        _err(f"{command}: --games must be at least 1")
        return None
    options = dict(game.default_options(), players=args.players)
    for item in args.option or []:
        key, _, value = item.partition("=")
        try:
            options[key] = option_value(value)
        except ValueError as exc:
            _err(f"{command}: --option {key}: {value!r} is not valid JSON ({exc})")
            return None
    try:
        return game, game.validate_options(options)
    except OptionsError as exc:
        for p in exc.problems:
            _err(f"{command}: {p}")
        return None


def _levels(command: str, text: str | None, default: str) -> list[str] | None:
    from .core import bots
    levels = [s.strip() for s in text.split(",")] if text else [default]
    bad = [lv for lv in levels if lv not in bots.LEVELS]
    if bad:
        _err(f"{command}: unknown level {bad[0]!r} (one of: {', '.join(bots.LEVELS)})")
        return None
    return levels


def cmd_simulate(args: argparse.Namespace) -> int:
    chosen = _game_and_options("simulate", args)
    levels = _levels("simulate", args.bots, "random")
    if chosen is None or levels is None:
        return EXIT_USAGE
    game, options = chosen
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        _err(f"simulate: --bots names {len(levels)} levels for {args.players} players")
        return EXIT_USAGE

    # A solo game may add automaton seats (Sanssouci's Pedro Bot) whose steps
    # are forced; they follow the chosen levels and never rotate.
    seats = game.new_game(options, args.seed).num_players
    labels = levels + ["automaton"] * (seats - args.players)
    wins = [0.0] * seats
    totals = [0] * seats
    extras: list[dict[str, float]] = [{} for _ in range(seats)]   # e.g. Harmonies solo suns
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
        "game": game.id, "players": args.players, "games": args.games, "seed": args.seed,
        "seats": [{"level": lv, "wins": round(w, 2), "win_rate": round(w / args.games, 3),
                   "mean_score": round(t / args.games, 2),
                   **{f"mean_{k}": round(v / args.games, 2) for k, v in sorted(x.items())}}
                  for lv, w, t, x in zip(labels, wins, totals, extras)],
        "seconds": round(elapsed, 3), "games_per_second": round(args.games / elapsed, 1),
        "actions_per_second": round(actions / elapsed),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{game.id}: {args.games} games, {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}")
        for i, s in enumerate(result["seats"]):
            # a solo game without an automaton has a result (score, suns), not a winner
            won = f"wins {s['wins']} ({s['win_rate']:.1%}), " if seats > 1 else ""
            more = "".join(f", mean {k[5:]} {v}" for k, v in s.items() if k.startswith("mean_") and k != "mean_score")
            print(f"  seat {i + 1} ({s['level']}): {won}mean score {s['mean_score']}{more}")
        print(f"  {result['games_per_second']} games/s, {result['actions_per_second']} actions/s, {elapsed:.2f} s")
    return 0


# -- tournament ----------------------------------------------------------------
def cmd_tournament(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .core import tournament
    chosen = _game_and_options("tournament", args)
    levels = _levels("tournament", args.levels, "")
    if chosen is None or levels is None:
        return EXIT_USAGE
    game, options = chosen
    if len(set(levels)) < 2 and args.players == 2:
        _err("tournament: --levels names at least two levels")
        return EXIT_USAGE
    try:
        matches = tournament.schedule(game.id, options, levels, args.games, args.seed, chain=args.ladder)
    except ValueError as exc:
        _err(f"tournament: {exc}")
        return EXIT_USAGE
    out = Path(args.out) if args.out else None
    try:
        results = tournament.run(matches, jobs=max(1, args.jobs), out=out)
    except (tournament.JournalError, OSError) as exc:
        _err(f"tournament: {exc}")
        return EXIT_USAGE
    rep = tournament.report(levels, results)
    if args.json:
        print(json.dumps(dict(rep, game=game.id, players=args.players, seed=args.seed)))
    else:
        print(tournament.format_report(game.id, args.players, rep))
        if out is not None:
            print(f"\nevery game: {out}")
    return 0


# -- bench --------------------------------------------------------------------
def cmd_bench(args: argparse.Namespace) -> int:
    import gardenapp.games  # noqa: F401

    from .core import registry
    from .core.bench import bench_game

    games = list(registry.built_games()) if not args.games else []
    for gid in args.games or []:
        game = registry.get(gid)
        if game is None:
            _err(f"bench: {gid} is not a playable game")
            return EXIT_USAGE
        games.append(game)
    print(f"{'game':<20} {'players':>7} {'games/s':>9} {'actions/s':>10} {'legal µs':>9} {'score µs':>9}")
    for game in games:
        players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
        r = bench_game(game, players=players, seconds=args.seconds)
        print(f"{r.game:<20} {r.players:>7} {r.games_per_second:>9.1f} {r.actions_per_second:>10.0f} "
              f"{r.legal_us:>9.1f} {r.score_us:>9.1f}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gardenapp", description="Play and score five garden board games. "
                                     "Without a command, opens the app.")
    parser.add_argument("--version", action="version", version=f"gardenapp {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("score", help="score a finished-board file", description="Score a finished-board file "
                       "(the format of the score helper). Exit 0 on success, 2 if the file has problems.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--lang", choices=LANGS, help="language of the table (default: the system's)")
    p.set_defaults(run=cmd_score)

    p = sub.add_parser("simulate", help="play games between computer players without a window")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bots", help="comma-separated levels per seat, or one for all "
                   "(random, easy, greedy, montecarlo; default random)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. side=B")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_simulate)

    p = sub.add_parser("tournament", help="rate computer levels by playing them against each other",
                       description="Round-robin between computer levels with seats rotated: pairwise scores "
                       "with 95%% intervals and an Elo-style rating per level.")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--levels", required=True, help="comma-separated levels (random, easy, greedy, montecarlo); "
                   "with more than 2 players, one per seat")
    p.add_argument("--games", type=int, default=100, help="games per pairing (2 players) or in all")
    p.add_argument("--jobs", type=int, default=1, help="processes playing at once")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. side=B")
    p.add_argument("--ladder", action="store_true", help="2 players: only neighbouring levels of --levels play "
                   "each other (random-easy, easy-greedy, ...), not every pair")
    p.add_argument("--out", metavar="FILE", help="append every game to FILE as a JSON line; games already "
                   "in FILE are not played again (a stopped run resumes)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_tournament)

    p = sub.add_parser("bench", help="measure the engines' speed")
    p.add_argument("games", nargs="*", metavar="GAME")
    p.add_argument("--seconds", type=float, default=2.0, help="time per game (default 2)")
    p.set_defaults(run=cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from .ui.app import run
        return run(sys.argv[:1])
    _utf8_output()
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
