"""Command line: open the app, score a finished-board file, simulate games
between computer players, rate levels in a tournament, benchmark the engines.

    gardenapp                       open the window
    gardenapp score FILE [--json] [--lang en|pt|es|pl]
    gardenapp simulate GAME --players N --games K --seed S [--bots LEVELS] [--json]
    gardenapp tournament GAME --players N --levels LIST --games K [--out FILE] ...
    gardenapp bench [GAME ...] [--seconds T]

Everything typed or read here is outside input. Every line this module
writes goes through ``_write``, which escapes what a terminal would act on
(controls, escapes, invisible characters: ``core.messages.printable``),
argparse's own messages included; numbers are bounded where they are parsed;
a closed pipe ends quietly and a full disk is one line on stderr.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from typing import IO, TYPE_CHECKING, Any, cast

from . import __version__

if TYPE_CHECKING:
    from _typeshed import SupportsWrite
from .core.messages import printable, shown, untranslated

LANGS = ("en", "pt", "es", "pl")
EXIT_OUTPUT = 1  # the output could not be written (a full disk)
EXIT_USAGE = 2
EXIT_PIPE = 141  # the reader left (as a shell reports SIGPIPE)
Translate = Callable[..., str]

# Bounds of the number arguments: a clear message instead of a run that never ends.
MAX_SIMULATE_GAMES = 1_000_000
MAX_TOURNAMENT_GAMES = 10_000
MAX_SEED = 2**62
MAX_JOBS = 1024


def _plain(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return untranslated(context, text, disambiguation, n)  # English, its plural forms included


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
    except TranslationLoadError as exc:  # a missing or unreadable catalogue: the result still matters
        _err(f"gardenapp: {exc}; writing in English")
        return _plain


# -- output ---------------------------------------------------------------------
class _OutputClosed(Exception):
    """Standard output is a pipe whose reader has gone (``| head -1``)."""


class _OutputFailed(Exception):
    """Standard output could not be written (a full disk)."""

    def __init__(self, error: OSError):
        super().__init__(error.strerror or str(error))
        self.error = error


def _safe(text: str) -> str:
    """``text`` with every character a terminal would not show as itself
    escaped, line by line (the line breaks stay)."""
    return "\n".join(printable(line, sys.maxsize) for line in text.split("\n"))


def _write(stream: IO[str] | None, text: str) -> None:
    """One message or result, escaped and flushed at once (so a closed pipe
    or a full disk shows here, not in the interpreter's last flush)."""
    if stream is None:  # no console at all (a windowed start)
        return
    try:
        stream.write(_safe(text))
        stream.flush()
    except OSError as exc:
        if stream is not sys.stdout:
            return  # stderr gone too: nowhere left to say anything
        if isinstance(exc, BrokenPipeError):
            raise _OutputClosed() from None
        raise _OutputFailed(exc) from None


def _out(text: str) -> None:
    _write(sys.stdout, text + "\n")


def _err(text: str) -> None:
    _write(sys.stderr, text + "\n")


def _json_text(data: Any) -> str:
    """``data`` as one line of JSON, readable (UTF-8), with what a terminal
    would act on written as JSON escapes: the same value once parsed."""
    text = json.dumps(data, ensure_ascii=False)
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)


def _silence_stdout() -> None:
    """Point standard output at the null device, so that what is still in
    its buffer does not fail again (with a traceback) when Python exits."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError, AttributeError):  # not a real file (a test's capture): nothing to flush later
        pass


def _utf8_output() -> None:
    """Write UTF-8 whatever the console's encoding (a Windows console,
    PYTHONIOENCODING=cp1252): a name the console cannot encode must never
    end in a traceback; what cannot be written at all (a lone surrogate) is
    escaped."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors="backslashreplace")


class _Parser(argparse.ArgumentParser):
    """argparse, with its own messages (usage, errors, help) escaped like ours:
    an unknown argument is printed as typed, escapes and all."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:  # argparse hands over sys.stdout, sys.stderr or None
            _write(cast(IO[str], file or sys.stderr), message)


def _number(
    kind: Callable[[str], Any], low: float, high: float, what: str, *, above_low: bool = False
) -> Callable[[str], Any]:
    """An argparse type: a number of ``kind`` from ``low`` to ``high`` (above
    ``low`` with ``above_low``), or a message saying what is expected."""

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except (ValueError, OverflowError):
            value = None
        if (
            value is None
            or isinstance(value, float)
            and not math.isfinite(value)
            or value > high
            or (value <= low if above_low else value < low)
        ):
            raise argparse.ArgumentTypeError(f"{printable(text) if text.strip() else shown(text)} is not {what}")
        return value

    return parse


def _count(low: int, high: int) -> Callable[[str], int]:
    return _number(int, low, high, f"a whole number from {low} to {high}")


# -- score --------------------------------------------------------------------
def cmd_score(args: argparse.Namespace) -> int:
    import gardenapp.games  # noqa: F401  (announces the titles)

    from .core.boardfile import GameNotBuiltError, read_board_file
    from .core.errors import BoardFileError

    translate = _translator(args.lang or _system_lang())
    photo_warnings: list = []  # a photo the score helper would not open: the same rule here
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
        _out(_json_text(sheet.to_json(translate)))
        return 0
    _out(render_table(game, sheet, translate))
    return 0


def render_table(game, sheet, translate: Translate) -> str:
    from .core.registry import extra_name, rule_name
    from .core.score import file_warning_text

    names = [p.name for p in sheet.players]
    rows = [
        [translate("rules", rule_name(sheet.game, rule))] + [str(p.breakdown.get(rule, 0)) for p in sheet.players]
        for rule in sheet.rules
    ]
    total = [translate("cli", "Total")] + [str(p.total) for p in sheet.players]
    head = [translate("games", game.name)] + names
    extras = sorted({k for p in sheet.players for k in p.extra})
    extra_rows = [
        [translate("rules", extra_name(sheet.game, key))] + [str(p.extra.get(key, "")) for p in sheet.players]
        for key in extras
    ]
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


def _looks_like_json(text: str) -> bool:
    return text in ("true", "false", "null") or text[:1] in ("[", "{", '"') or bool(_JSON_NUMBER.fullmatch(text))


def option_value(text: str, where: str = "--option"):
    """``--option KEY=VALUE``: JSON when the value looks like JSON (a number,
    exactly true/false/null, a list, an object or a quoted string), read
    with the limits of a file (``core.files.parse_json``: nesting, number
    length); else the word itself, so ``level=normal`` is "normal" and not
    broken JSON. Raises OptionsError naming ``where``."""
    from .core.errors import OptionsError
    from .core.files import parse_json

    if not _looks_like_json(text):
        return text
    return parse_json(text, OptionsError, where)


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
        _err(f"{command}: {printable(args.game)} {why} (playable: {known or 'none yet'})")
        return None
    # The player count first: every other check depends on it.
    if not game.min_players <= args.players <= game.max_players:
        _err(
            f"{command}: --players: {shown(args.players)} is not a player count from {game.min_players} to "
            f"{game.max_players} for {game.id}"
        )
        return None
    options = dict(game.default_options(), players=args.players)
    for item in args.option or []:
        key, equals, value = item.partition("=")
        if not equals or not key:
            _err(f"{command}: --option {shown(item)}: expected KEY=VALUE, e.g. side=B")
            return None
        try:
            options[key] = option_value(value, f"--option {printable(key)}")
        except OptionsError as exc:
            for p in exc.problems:
                _err(f"{command}: {p}")
            return None
    try:
        options = game.validate_options(options)
    except OptionsError as exc:
        for p in exc.problems:
            _err(f"{command}: {p}")
        return None
    if options["players"] != args.players:
        _err(f"{command}: --option players: give the player count with --players")
        return None
    return game, options


def _levels(command: str, text: str | None, default: str) -> list[str] | None:
    from .core import bots

    levels = [s.strip() for s in text.split(",")] if text else [default]
    bad = [lv for lv in levels if lv not in bots.LEVELS]
    if bad:
        _err(f"{command}: unknown level {shown(bad[0])} (one of: {', '.join(bots.LEVELS)})")
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
        _out(_json_text(result))
    else:
        _out(f"{game.id}: {args.games} games, {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}")
        for i, s in enumerate(result["seats"]):
            # a solo game without an automaton has a result (score, suns), not a winner
            won = f"wins {s['wins']} ({s['win_rate']:.1%}), " if seats > 1 else ""
            more = "".join(f", mean {k[5:]} {v}" for k, v in s.items() if k.startswith("mean_") and k != "mean_score")
            _out(f"  seat {i + 1} ({s['level']}): {won}mean score {s['mean_score']}{more}")
        _out(f"  {result['games_per_second']} games/s, {result['actions_per_second']} actions/s, {elapsed:.2f} s")
    return 0


# -- tournament ----------------------------------------------------------------
def _replay(args: argparse.Namespace) -> int:
    """Every game of a journal played again; 0 if all are identical, 1 if not."""
    from pathlib import Path

    import gardenapp.games  # noqa: F401  (announces the titles the journal's games name)

    from .core import journal, tournament

    path = Path(args.replay)
    try:
        replays = tournament.replay(path, jobs=args.jobs)
    except journal.JournalError as exc:
        for p in exc.problems:
            _err(f"tournament: {p}")
        return EXIT_USAGE
    if args.json:
        _out(
            _json_text(
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
        _out(tournament.format_replay(path, replays))
    return 0 if all(r.identical for r in replays) else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .core import journal, tournament

    if args.replay:
        return _replay(args)
    if args.game is None or args.levels is None:
        _err("tournament: GAME and --levels are needed (or --replay JOURNAL)")
        return EXIT_USAGE
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
        results = tournament.run(matches, jobs=args.jobs, out=out, caps=args.wall_clock)
    except journal.JournalError as exc:
        for p in exc.problems:
            _err(f"tournament: {p}")
        return EXIT_USAGE
    except OSError as exc:  # the journal cannot be created or written (a full disk, a folder that is not there)
        _err(f"tournament: {printable(args.out or '', 200)}: {exc.strerror or exc}")
        return EXIT_USAGE
    rep = tournament.report(levels, results)
    if args.json:
        _out(_json_text(dict(rep, game=game.id, players=args.players, seed=args.seed)))
    else:
        _out(tournament.format_report(game.id, args.players, rep))
        if out is not None:
            _out(f"\nevery game: {out}")
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
            _err(f"bench: {printable(gid)} is not a playable game")
            return EXIT_USAGE
        games.append(game)
    _out(f"{'game':<20} {'players':>7} {'games/s':>9} {'actions/s':>10} {'legal µs':>9} {'score µs':>9}")
    for game in games:
        players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
        r = bench_game(game, players=players, seconds=args.seconds)
        _out(
            f"{r.game:<20} {r.players:>7} {r.games_per_second:>9.1f} {r.actions_per_second:>10.0f} "
            f"{r.legal_us:>9.1f} {r.score_us:>9.1f}"
        )
    return 0


# -- read-photo ---------------------------------------------------------------
def cmd_read_photo(args: argparse.Namespace) -> int:
    """What *Propose from the photo* proposes, as the player's board-file
    entry (JSON); the window and this command call ``ui.readphoto.read_photo``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args.option = list(args.option or []) + [f"{k}={v}" for k, v in (("side", args.side), ("layout", args.layout)) if v]
    if not 1 <= args.player <= args.players:
        _err(f"read-photo: --player: {args.player} is not a player of {args.players}")
        return EXIT_USAGE
    found = _game_and_options("read-photo", args)
    if found is None:
        return EXIT_USAGE
    game, options = found
    from PySide6.QtWidgets import QApplication

    from .ui.readphoto import ReadPhotoError, parse_points, read_photo

    given = {item.partition("=")[0] for item in args.option}
    try:
        points = parse_points(args.points)
        if not QApplication.instance():
            QApplication([sys.argv[0]])
        entry = read_photo(game.id, args.photo, points, options, args.player - 1, given=given)
    except ReadPhotoError as exc:
        _err(f"read-photo: {exc}")
        return EXIT_USAGE
    entry.pop("proposed", None)  # which spaces were proposed: for the window; the file has no such key
    _out(_json_text(entry))
    return 0


def _read_photo_arguments(p: argparse.ArgumentParser, players: Callable[[str], int]) -> None:
    """``gardenapp read-photo GAME PHOTO --points ...`` (docs/architecture.md §6.5)."""
    p.add_argument("game", metavar="GAME")
    p.add_argument("photo", metavar="PHOTO")
    p.add_argument(
        "--points",
        required=True,
        metavar="X1,Y1,...,X4,Y4",
        help="the four alignment points on the photo (pixels of the upright photo), "
        "in the order the window asks for them",
    )
    p.add_argument("--players", type=players, default=2)
    p.add_argument("--player", type=players, default=1, help="whose board the photo shows (1 = the first)")
    p.add_argument("--side", help="Harmonies: the board side, A or B")
    p.add_argument("--layout", help="Sanssouci: the garden layout")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="another game option, e.g. spirits=true")
    p.set_defaults(run=cmd_read_photo)


def build_parser() -> argparse.ArgumentParser:
    players = _count(0, 99)  # the game's own range is checked with the game
    parser = _Parser(
        prog="gardenapp", description="Play and score five garden board games. Without a command, opens the app."
    )
    parser.add_argument("--version", action="version", version=f"gardenapp {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _score_arguments(
        sub.add_parser(
            "score",
            help="score a finished-board file",
            description="Score a finished-board file "
            "(the format of the score helper). Exit 0 on success, 2 if the file has problems, "
            "1 if the result could not be written.",
        )
    )
    _simulate_arguments(
        sub.add_parser("simulate", help="play games between computer players without a window"), players
    )
    _tournament_arguments(
        sub.add_parser(
            "tournament",
            help="rate computer levels by playing them against each other",
            description="Round-robin between computer levels with seats rotated: pairwise scores "
            "with 95%% intervals and an Elo-style rating per level.",
        ),
        players,
    )
    _bench_arguments(sub.add_parser("bench", help="measure the engines' speed"))
    _read_photo_arguments(
        sub.add_parser(
            "read-photo",
            help="propose a board's entry from a photo of it",
            description="Print what the score helper's Propose from the photo proposes for one player "
            "as that player's board-file entry (JSON). Exit 0 on success, 2 on bad input.",
        ),
        players,
    )
    _serve_arguments(
        sub.add_parser(
            "serve",
            help="host tables for online play without a window",
            description="Host tables for online play (docs/network.md): the same referee as the app, "
            "many tables at once, over TLS with a certificate kept in --state-dir. Prints the create "
            "invitation; stops on SIGTERM or Ctrl+C, and resumes every table when started again.",
        )
    )
    return parser


def _score_arguments(p: argparse.ArgumentParser) -> None:
    """``gardenapp score FILE``: a finished-board file (docs/formats.md §1.1)."""
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--lang", choices=LANGS, help="language of the table (default: the system's)")
    p.set_defaults(run=cmd_score)


def _simulate_arguments(p: argparse.ArgumentParser, players: Callable[[str], int]) -> None:
    """``gardenapp simulate GAME``: games between computer players, no window."""
    p.add_argument("game", metavar="GAME")
    p.add_argument("--players", type=players, default=2)
    p.add_argument(
        "--games", type=_count(1, MAX_SIMULATE_GAMES), default=10, help=f"games to play (1 to {MAX_SIMULATE_GAMES})"
    )
    p.add_argument("--seed", type=_count(0, MAX_SEED), default=0, help=f"seed of the first game (0 to {MAX_SEED})")
    p.add_argument(
        "--bots",
        help="comma-separated levels per seat, or one for all (random, easy, greedy, montecarlo; default random)",
    )
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. side=B")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_simulate)


def _tournament_arguments(p: argparse.ArgumentParser, players: Callable[[str], int]) -> None:
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
        type=_count(1, MAX_TOURNAMENT_GAMES),
        default=100,
        help=f"games per pairing (2 players) or in all (1 to {MAX_TOURNAMENT_GAMES})",
    )
    p.add_argument(
        "--jobs",
        type=_count(1, MAX_JOBS),
        default=1,
        help=f"processes playing at once; never more than the games to play nor the CPUs ({os.cpu_count() or 1} here)",
    )
    p.add_argument("--seed", type=_count(0, MAX_SEED), default=0, help=f"seed of the first game (0 to {MAX_SEED})")
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


def _bench_arguments(p: argparse.ArgumentParser) -> None:
    """``gardenapp bench``: the engines' speed."""
    from .core.bench import MAX_SECONDS

    p.add_argument("games", nargs="*", metavar="GAME")
    p.add_argument(
        "--seconds",
        type=_number(float, 0, MAX_SECONDS, f"a time above 0 and at most {MAX_SECONDS:g} seconds", above_low=True),
        default=2.0,
        help=f"time per game (default 2, at most {MAX_SECONDS:g})",
    )
    p.set_defaults(run=cmd_bench)


def _default_state_dir() -> str:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "gardenapp", "serve")


def cmd_serve(args: argparse.Namespace) -> int:
    """``gardenapp serve``: online tables without a window; never imports Qt."""
    import asyncio

    from .net import server

    def ready(s: server.TableServer) -> None:
        _out(f"gardenapp serve: listening on {s.host}:{s.port} (TLS; certificate SHA-256 {s.fingerprint})")
        _out(f"tables resumed: {len(s.resumed)}; not readable: {len(s.unreadable)}")
        _out(f"create invitation (keep it secret): {s.invitation(None, 'create')}")

    try:
        asyncio.run(server.run(args.state_dir, args.host, args.port, args.address, ready))
    except OSError as exc:
        _err(f"serve: {printable(str(exc), 200)}")
        return 1
    return 0


def _serve_arguments(p: argparse.ArgumentParser) -> None:
    """``gardenapp serve --port P``: tables for online play (docs/network.md)."""
    p.add_argument("--port", type=_count(0, 65535), default=8765, help="TCP port (default 8765; 0: any free port)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; :: or 0.0.0.0: all)")
    p.add_argument("--address", help="the host name or address invitations carry (default: --host)")
    p.add_argument(
        "--state-dir",
        default=_default_state_dir(),
        help="folder of the certificate, the create key and the tables' autosaves (default: %(default)s)",
    )
    p.set_defaults(run=cmd_serve)


def main(argv: Sequence[str] | None = None) -> int:
    _utf8_output()
    args = None
    try:
        args = build_parser().parse_args(argv)
        if args.command is not None:
            code = args.run(args)
            _write(sys.stdout, "")  # the last of it written now, where a failure is caught
            return code
    except KeyboardInterrupt:
        return 130
    except _OutputClosed:  # the reader has what it wanted (| head): end quietly
        _silence_stdout()
        return EXIT_PIPE
    except _OutputFailed as exc:
        _silence_stdout()
        translate = _translator(getattr(args, "lang", None) or _system_lang())
        _err(translate("cli", "gardenapp: the output could not be written ({reason})").format(reason=exc))
        return EXIT_OUTPUT
    from .ui.app import run

    return run(sys.argv[:1])


if __name__ == "__main__":
    sys.exit(main())
