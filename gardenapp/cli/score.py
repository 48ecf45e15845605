"""``gardenapp score FILE``: a finished-board file scored, as a table or JSON."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Sequence

from .output import EXIT_USAGE, LANGS, Translate, err, json_text, out, system_lang, translator


def cmd_score(args: argparse.Namespace) -> int:
    import gardenapp.games  # noqa: F401  (announces the titles)

    from ..core.boardfile import GameNotBuiltError, read_board_file
    from ..core.errors import BoardFileError

    translate = translator(args.lang or system_lang())
    photo_warnings: list = []  # a photo the score helper would not open: the same rule here
    try:
        game, board = read_board_file(args.file, photo_warnings)
    except BoardFileError as exc:
        for problem in exc.problems:
            err(problem.render(translate))
        return EXIT_USAGE
    except GameNotBuiltError as exc:
        err(translate("cli", "{game}: this version of gardenapp cannot score this game yet").format(game=exc.game_id))
        return EXIT_USAGE
    sheet = game.score_board(board)
    if photo_warnings:
        sheet = dataclasses.replace(sheet, warnings=sheet.warnings + tuple(photo_warnings))
    if args.json:
        out(json_text(sheet.to_json(translate)))
        return 0
    out(render_table(game, sheet, translate))
    return 0


def render_table(game, sheet, translate: Translate) -> str:
    from ..core.registry import extra_name, rule_name
    from ..core.score import file_warning_text

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
    lines = [line(head), rule] + [line(r) for r in rows] + [rule, line(total)] + [line(r) for r in extra_rows]
    if len(sheet.players) > 1:  # a solo game's result is its total and extras, shown above
        lines.append("")
        lines.append(sheet.result().render(translate))
    for w in sheet.warnings:
        lines.append(translate("cli", "Warning: {text}").format(text=file_warning_text(w, translate)))
    return "\n".join(lines)


def score_arguments(p: argparse.ArgumentParser) -> None:
    """``gardenapp score FILE``: a finished-board file (docs/formats.md §1.1)."""
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--lang", choices=LANGS, help="language of the table (default: the system's)")
    p.set_defaults(run=cmd_score)
