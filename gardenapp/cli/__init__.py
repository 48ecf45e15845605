"""Command line: open the app, score a finished-board file, simulate games
between computer players, rate levels in a tournament, benchmark the engines.

    gardenapp                       open the window
    gardenapp score FILE [--json] [--lang en|pt|es|pl]
    gardenapp simulate GAME --players N --games K --seed S [--bots LEVELS] [--json]
    gardenapp tournament GAME --players N --levels LIST --games K [--out FILE] ...
    gardenapp bench [GAME ...] [--seconds T]

Everything typed or read here is outside input. Every line this package
writes goes through ``output.write``, which escapes what a terminal would act on
(controls, escapes, invisible characters: ``core.messages.printable``),
argparse's own messages included; numbers are bounded where they are parsed;
a closed pipe ends quietly and a full disk is one line on stderr.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .. import __version__
from .bench import bench_arguments
from .output import (
    EXIT_OUTPUT,
    EXIT_PIPE,
    OutputClosed,
    OutputFailed,
    Parser,
    count,
    err,
    silence_stdout,
    system_lang,
    translator,
    utf8_output,
    write,
)
from .read_photo import read_photo_arguments
from .score import score_arguments
from .serve import serve_arguments
from .simulate import simulate_arguments
from .tournament import tournament_arguments


def build_parser() -> argparse.ArgumentParser:
    players = count(0, 99)  # the game's own range is checked with the game
    parser = Parser(
        prog="gardenapp", description="Play and score five garden board games. Without a command, opens the app."
    )
    parser.add_argument("--version", action="version", version=f"gardenapp {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    score_arguments(
        sub.add_parser(
            "score",
            help="score a finished-board file",
            description="Score a finished-board file "
            "(the format of the score helper). Exit 0 on success, 2 if the file has problems, "
            "1 if the result could not be written.",
        )
    )
    simulate_arguments(sub.add_parser("simulate", help="play games between computer players without a window"), players)
    tournament_arguments(
        sub.add_parser(
            "tournament",
            help="rate computer levels by playing them against each other",
            description="Round-robin between computer levels with seats rotated: pairwise scores "
            "with 95%% intervals and an Elo-style rating per level.",
        ),
        players,
    )
    bench_arguments(sub.add_parser("bench", help="measure the engines' speed"))
    read_photo_arguments(
        sub.add_parser(
            "read-photo",
            help="propose a board's entry from a photo of it",
            description="Print what the score helper's Propose from the photo proposes for one player "
            "as that player's board-file entry (JSON). Exit 0 on success, 2 on bad input.",
        ),
        players,
    )
    serve_arguments(
        sub.add_parser(
            "serve",
            help="host tables for online play without a window",
            description="Host tables for online play (docs/network.md): the same referee as the app, "
            "many tables at once, over TLS with a certificate kept in --state-dir. Prints the create "
            "invitation; stops on SIGTERM or Ctrl+C, and resumes every table when started again.",
        )
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    utf8_output()
    args = None
    try:
        args = build_parser().parse_args(argv)
        if args.command is not None:
            code = args.run(args)
            write(sys.stdout, "")  # the last of it written now, where a failure is caught
            return code
    except KeyboardInterrupt:
        return 130
    except OutputClosed:  # the reader has what it wanted (| head): end quietly
        silence_stdout()
        return EXIT_PIPE
    except OutputFailed as exc:
        silence_stdout()
        translate = translator(getattr(args, "lang", None) or system_lang())
        err(translate("cli", "gardenapp: the output could not be written ({reason})").format(reason=exc))
        return EXIT_OUTPUT
    from ..ui.app import run

    return run(sys.argv[:1])
