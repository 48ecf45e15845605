"""``gardenapp read-photo GAME PHOTO``: what the score helper proposes from a
photo of one player's board, as that player's board-file entry."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from .options import game_and_options
from .output import EXIT_USAGE, err, json_text, out


def cmd_read_photo(args: argparse.Namespace) -> int:
    """What *Propose from the photo* proposes, as the player's board-file
    entry (JSON); the window and this command call ``ui.readphoto.read_photo``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args.option = list(args.option or []) + [f"{k}={v}" for k, v in (("side", args.side), ("layout", args.layout)) if v]
    if not 1 <= args.player <= args.players:
        err(f"read-photo: --player: {args.player} is not a player of {args.players}")
        return EXIT_USAGE
    found = game_and_options("read-photo", args)
    if found is None:
        return EXIT_USAGE
    game, options = found
    from PySide6.QtWidgets import QApplication

    from ..ui.readphoto import ReadPhotoError, alignment_points_named, parse_points, read_photo

    given = {item.partition("=")[0] for item in args.option}
    if not args.which_points and (args.photo is None or args.points is None):
        err("read-photo: give PHOTO and --points X1,Y1,...,X4,Y4 (--which-points says which four points)")
        return EXIT_USAGE
    try:
        if not QApplication.instance():
            QApplication([sys.argv[0]])
        if args.which_points:
            out(json_text({"points": alignment_points_named(game.id, options, args.player - 1, given=given)}))
            return 0
        points = parse_points(args.points)
        entry = read_photo(game.id, args.photo, points, options, args.player - 1, given=given)
    except ReadPhotoError as exc:
        err(f"read-photo: {exc}")
        return EXIT_USAGE
    entry.pop("proposed", None)  # which spaces were proposed: for the window; the file has no such key
    out(json_text(entry))
    return 0


def read_photo_arguments(p: argparse.ArgumentParser, players: Callable[[str], int]) -> None:
    """``gardenapp read-photo GAME PHOTO --points ...`` (docs/architecture.md §6.5)."""
    p.add_argument("game", metavar="GAME")
    p.add_argument("photo", metavar="PHOTO", nargs="?")
    p.add_argument(
        "--points",
        metavar="X1,Y1,...,X4,Y4",
        help="the four alignment points on the photo (pixels of the upright photo), "
        "in the order the window asks for them: the centres of the spaces --which-points names",
    )
    p.add_argument(
        "--which-points",
        action="store_true",
        help="print (JSON) the four spaces whose centres --points gives, in order, for this game, "
        "its options and --player, and read no photo",
    )
    p.add_argument("--players", type=players, default=2)
    p.add_argument("--player", type=players, default=1, help="whose board the photo shows (1 = the first)")
    p.add_argument("--side", help="Harmonies: the board side, A or B")
    p.add_argument("--layout", help="Sanssouci: the garden layout")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="another game option, e.g. spirits=true")
    p.set_defaults(run=cmd_read_photo)
