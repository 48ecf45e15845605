"""What ``simulate``, ``tournament`` and ``read-photo`` read alike: the game and
its ``--option KEY=VALUE`` options, and the computer levels."""

from __future__ import annotations

import argparse
import re

from ..core.messages import printable, shown
from .output import err

MAX_SEED = 2**62  # bound of --seed: a clear message instead of a number that never ends

_JSON_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")


def _looks_like_json(text: str) -> bool:
    return text in ("true", "false", "null") or text[:1] in ("[", "{", '"') or bool(_JSON_NUMBER.fullmatch(text))


def option_value(text: str, where: str = "--option"):
    """``--option KEY=VALUE``: JSON when the value looks like JSON (a number,
    exactly true/false/null, a list, an object or a quoted string), read
    with the limits of a file (``core.files.parse_json``: nesting, number
    length); else the word itself, so ``level=normal`` is "normal" and not
    broken JSON. Raises OptionsError naming ``where``."""
    from ..core.errors import OptionsError
    from ..core.files import parse_json

    if not _looks_like_json(text):
        return text
    return parse_json(text, OptionsError, where)


def game_and_options(command: str, args: argparse.Namespace):
    """The game and its validated options of ``simulate``/``tournament``, or
    None after saying on stderr what is wrong."""
    import gardenapp.games  # noqa: F401

    from ..core import registry
    from ..core.errors import OptionsError

    game = registry.get(args.game)
    if game is None:
        known = ", ".join(g.id for g in registry.built_games())
        why = "is not built yet" if registry.is_known(args.game) else "is not a game"
        err(f"{command}: {printable(args.game)} {why} (playable: {known or 'none yet'})")
        return None
    # The player count first: every other check depends on it.
    if not game.min_players <= args.players <= game.max_players:
        err(
            f"{command}: --players: {shown(args.players)} is not a player count from {game.min_players} to "
            f"{game.max_players} for {game.id}"
        )
        return None
    options = dict(game.default_options(), players=args.players)
    for item in args.option or []:
        key, equals, value = item.partition("=")
        if not equals or not key:
            err(f"{command}: --option {shown(item)}: expected KEY=VALUE, e.g. side=B")
            return None
        try:
            options[key] = option_value(value, f"--option {printable(key)}")
        except OptionsError as exc:
            for p in exc.problems:
                err(f"{command}: {p}")
            return None
    try:
        options = game.validate_options(options)
    except OptionsError as exc:
        for p in exc.problems:
            err(f"{command}: {p}")
        return None
    if options["players"] != args.players:
        err(f"{command}: --option players: give the player count with --players")
        return None
    return game, options


def level_list(command: str, text: str | None, default: str) -> list[str] | None:
    """The comma-separated levels of ``text`` (``default`` alone if none), or
    None after saying on stderr which one is unknown."""
    from ..core import bots

    levels = [s.strip() for s in text.split(",")] if text else [default]
    bad = [lv for lv in levels if lv not in bots.LEVELS]
    if bad:
        err(f"{command}: unknown level {shown(bad[0])} (one of: {', '.join(bots.LEVELS)})")
        return None
    return levels
