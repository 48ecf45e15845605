"""The tournament journal (docs/formats.md §3): every game a tournament plays,
one JSON line each (``MatchResult``), read back to resume a run, to rate the
levels (``core.ratings``) and to replay the games (``core.tournament.replay``).

A journal is a regular file of JSON lines: a header naming its tournament,
then one record a game (``MatchResult`` as ``dataclasses.asdict`` writes it):

    {"format": "gardenapp-journal", "version": 1, "game": "harmonies", "players": 2,
     "options": {"players": 2, "side": "A", "spirits": false}}

A tournament is its game and options: the levels, the seed and the number of
games may change from run to run, so a ladder grows in one journal. A journal
is outside input like any file: at most MAX_JOURNAL_BYTES, read with the
limits of ``core.files``, every record of exactly its shape and types, and
only a new or empty file or a journal of the same tournament is resumed and
appended to; anything else (a note, a board file, another game's journal) is
refused with JournalError and left as it was. Journals written before the
header existed are accepted when every line is a record of the same
tournament. A last line without its line break that begins like one of our
lines is a write cut short: it is dropped before appending, when every line
before it is sound.

Each record and each new header names the code that played (``code_version``).
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import Problem, ProblemsError
from .files import parse_json, read_bytes_bounded
from .messages import msg, printable, shown

Key = tuple[str, int, tuple[str, ...], str]  # game, seed, levels by seat, options as sorted JSON


@dataclass(frozen=True)
class MatchResult:
    game: str
    seed: int
    levels: tuple[str, ...]  # by seat
    totals: tuple[int, ...]
    winners: tuple[int, ...]  # seats
    actions: int
    options: dict[str, Any] = field(default_factory=dict)
    turns: tuple[tuple[int, float, float], ...] = ()  # (seat, CPU s, wall s) of every whole turn
    capped: int = 0  # searches a wall-clock cap cut short (only a run with caps has any): not repeatable
    code: str = ""  # the code that played it (``code_version``)

    @property
    def key(self) -> Key:
        return match_key(self.game, self.seed, self.levels, self.options)


def match_key(game: str, seed: int, levels: Sequence[str], options: dict[str, Any]) -> Key:
    return (game, seed, tuple(levels), json.dumps(options, sort_keys=True))


def code_version() -> str:
    """Which code plays: ``git describe`` of the checkout (if it is one and git
    runs) and a hash of the package's sources, or the package version and
    that hash. The hash tells uncommitted changes apart."""
    global _CODE
    if _CODE is None:
        import hashlib
        import subprocess

        root = Path(__file__).resolve().parent.parent
        digest = hashlib.sha256()
        for path in sorted(root.rglob("*.py")):
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
        described = ""
        if (root.parent / ".git").exists():
            try:
                described = subprocess.run(
                    ["git", "describe", "--always", "--dirty"],
                    cwd=root.parent,
                    capture_output=True,
                    text=True,
                    timeout=10,
                    check=True,
                ).stdout.strip()
            except (OSError, subprocess.SubprocessError):
                described = ""
        if not described:
            from importlib import metadata

            try:
                described = "gardenapp " + metadata.version("gardenapp")
            except metadata.PackageNotFoundError:
                described = "gardenapp (version unknown)"
        _CODE = f"{described} src {digest.hexdigest()[:12]}"
    return _CODE


_CODE: str | None = None


class JournalError(ProblemsError):
    """A results file that is not a journal of this tournament; ``problems``
    say where and why. The file was left as it was."""


JOURNAL_FORMAT = "gardenapp-journal"
JOURNAL_VERSION = 1
# The ladder's biggest journal is 1.8 MB for 1200 games; this is some 80,000 games.
MAX_JOURNAL_BYTES = 128 * 1024 * 1024
_HEADER_KEYS = ("format", "version", "game", "players", "options")
_HEADER_OPTIONAL = ("code",)
_RECORD_KEYS = ("game", "seed", "levels", "totals", "winners", "actions")
_RECORD_OPTIONAL = ("options", "turns", "capped", "code")
_MAX_SEATS = 8


def journal_header(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """The first line of a new journal: which tournament its games belong to."""
    return {
        "format": JOURNAL_FORMAT,
        "version": JOURNAL_VERSION,
        "game": game,
        "players": options.get("players"),
        "options": options,
        "code": code_version(),
    }


@dataclass(frozen=True)
class Journal:
    header: dict[str, Any] | None
    results: list[MatchResult]
    size: int  # bytes read
    keep: int  # bytes of whole lines: a cut last line after them is dropped before appending
    newline: bool = False  # the last record lacks its line break (it is added before appending)


def _refused(path: Path, where: str, problem: str, why: str, **params: Any) -> JournalError:
    """The problem at ``where`` and a last line saying what the file was taken for."""
    return JournalError([Problem(where, msg(problem, **params)), Problem(str(path), msg(why))])


_NOT_A_JOURNAL = "not a journal of gardenapp games; it was left as it was"
_ANOTHER = "a journal of another tournament; it was left as it was"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)) and value >= 0


def _record_problem(d: Any) -> tuple[str, dict[str, Any]] | None:
    """What is wrong with one game record (a template and its values), or None."""
    if not isinstance(d, dict):
        return "{value} is not a game record", {"value": shown(d)}
    for key in _RECORD_KEYS:
        if key not in d:
            return "{key} is missing", {"key": key}
    for key in d:
        if key not in _RECORD_KEYS + _RECORD_OPTIONAL:
            return "unknown key {key}", {"key": shown(key)}
    levels, totals, winners, turns = d["levels"], d["totals"], d["winners"], d.get("turns", [])
    if not isinstance(d["game"], str) or not d["game"]:
        return "game: {value} is not a game id", {"value": shown(d["game"])}
    if not _is_int(d["seed"]):
        return "seed: {value} is not a whole number", {"value": shown(d["seed"])}
    if (
        not isinstance(levels, list)
        or not 1 <= len(levels) <= _MAX_SEATS
        or not all(isinstance(lv, str) and lv and len(lv) <= 40 for lv in levels)
    ):
        return "levels: {value} is not a list of computer levels", {"value": shown(levels)}
    if (
        not isinstance(totals, list)
        or not len(levels) <= len(totals) <= _MAX_SEATS
        or not all(_is_int(t) for t in totals)
    ):
        return "totals: {value} is not a whole number for every seat", {"value": shown(totals)}
    if (
        not isinstance(winners, list)
        or len(set(map(repr, winners))) != len(winners)
        or not all(_is_int(w) and 0 <= w < len(totals) for w in winners)
    ):
        return "winners: {value} is not a list of seats", {"value": shown(winners)}
    if not _is_int(d["actions"]) or d["actions"] < 0:
        return "actions: {value} is not a count", {"value": shown(d["actions"])}
    if not _is_int(d.get("capped", 0)) or d.get("capped", 0) < 0:
        return "capped: {value} is not a count", {"value": shown(d["capped"])}
    if not isinstance(d.get("code", ""), str) or len(d.get("code", "")) > 200:
        return "code: {value} is not a code version", {"value": shown(d["code"])}
    if not isinstance(d.get("options", {}), dict):
        return "options: {value} is not an object", {"value": shown(d["options"])}
    if not isinstance(turns, list) or not all(
        isinstance(t, list)
        and len(t) == 3
        and _is_int(t[0])
        and 0 <= t[0] < len(totals)
        and _is_number(t[1])
        and _is_number(t[2])
        for t in turns
    ):
        bad = (
            next((t for t in turns if not (isinstance(t, list) and len(t) == 3)), turns)
            if isinstance(turns, list)
            else turns
        )
        return "turns: {value} is not a list of [seat, CPU seconds, wall seconds]", {"value": shown(bad)}
    return None


def _header_problem(d: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    if d.get("format") != JOURNAL_FORMAT:
        return "a file of format {value}, not a journal", {"value": shown(d.get("format"))}
    if not _is_int(d.get("version")) or d["version"] != JOURNAL_VERSION:
        return (
            "a journal of version {value}; this version of gardenapp reads version {version}",
            {"value": shown(d.get("version")), "version": JOURNAL_VERSION},
        )
    if not set(_HEADER_KEYS) <= set(d) <= set(_HEADER_KEYS + _HEADER_OPTIONAL):
        return "the header holds {keys}, not {expected}", {
            "keys": ", ".join(map(printable, d)),
            "expected": ", ".join(_HEADER_KEYS),
        }
    if (
        not isinstance(d["game"], str)
        or not isinstance(d["options"], dict)
        or not _is_int(d["players"])
        or not isinstance(d.get("code", ""), str)
    ):
        return "the header's game, players or options are not of their types", {}
    return None


def identity(game: Any, options: Any) -> tuple[Any, str]:
    return game, json.dumps(options, sort_keys=True)


def _difference(game: str, options: dict[str, Any], expect: tuple[str, dict[str, Any]]) -> str:
    """How a game or a header differs from the expected tournament, in a few words."""
    if game != expect[0]:
        return f"{printable(game)}, not {expect[0]}"
    keys = sorted({k for k in set(options) | set(expect[1]) if options.get(k) != expect[1].get(k)})
    return "other options (" + ", ".join(f"{printable(k)} {shown(options.get(k))}" for k in keys[:4]) + ")"


_RECORD_START = '{"game": '
_HEADER_START = '{"format": "gardenapp-journal"'


def _could_be_cut(line: str, start: str) -> bool:
    """``line`` may be the beginning of a line that starts with ``start`` (a write cut short)."""
    return line.startswith(start) or start.startswith(line)


def read_journal(path: Path, expect: tuple[str, dict[str, Any]] | None = None) -> Journal:
    """The journal in ``path`` (empty if there is no file), checked line by
    line; with ``expect`` (a game and its options), every line must belong to
    that tournament. A last line without its line break that is the
    beginning of one of ours is a write cut short by a killed run: left out
    when every line before it is sound. Anything else raises JournalError."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return Journal(None, [], 0, 0)
    except ValueError as exc:  # a NUL, a lone surrogate: nothing can be written there either
        raise JournalError(
            [Problem(printable(str(path), 200), msg("this cannot be a file name ({reason})", reason=str(exc)))]
        ) from None
    except OSError:
        pass  # read_bytes_bounded says what is wrong
    raw = read_bytes_bounded(path, JournalError, MAX_JOURNAL_BYTES)
    if not raw:
        return Journal(None, [], 0, 0)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        number = raw.count(b"\n", 0, exc.start) + 1
        raise _refused(path, f"{path} line {number}", "the file is not UTF-8 text", _NOT_A_JOURNAL) from None
    lines = text.split("\n")
    cut = lines.pop()  # what follows the last line break ("" when the file ends with one)
    header: dict[str, Any] | None = None
    results: list[MatchResult] = []
    for number, line in enumerate(lines + ([cut] if cut else []), 1):
        where = f"{path} line {number}"
        last = bool(cut) and number == len(lines) + 1
        if not line.strip():
            continue
        try:
            d = parse_json(line, JournalError, where)
            problem = (
                _header_problem(d) if number == 1 and isinstance(d, dict) and "format" in d else _record_problem(d)
            )
        except JournalError as exc:
            problem, d = (exc.problems[0].message.template, dict(exc.problems[0].message.params)), None
        if problem is not None:
            sound_before = header is not None or bool(results)
            # a header is one write: only a clearly begun one is taken for ours
            if last and (
                sound_before and _could_be_cut(line, _RECORD_START) or number == 1 and line.startswith(_HEADER_START)
            ):
                return Journal(header, results, len(raw), len(raw) - len(cut.encode("utf-8")))
            raise _refused(path, where, problem[0], _NOT_A_JOURNAL, **problem[1])
        assert isinstance(d, dict)
        if "format" in d:
            header = d
            if expect is not None and identity(d["game"], d["options"]) != identity(*expect):
                raise _refused(
                    path, where, "the journal of {what}", _ANOTHER, what=_difference(d["game"], d["options"], expect)
                )
            continue
        result = MatchResult(
            d["game"],
            d["seed"],
            tuple(d["levels"]),
            tuple(d["totals"]),
            tuple(d["winners"]),
            d["actions"],
            d.get("options", {}),
            tuple(tuple(t) for t in d.get("turns", ())),
            d.get("capped", 0),
            d.get("code", ""),
        )
        if expect is not None and identity(result.game, result.options) != identity(*expect):
            raise _refused(
                path, where, "a game of {what}", _ANOTHER, what=_difference(result.game, result.options, expect)
            )
        results.append(result)
    if header is None and not results:
        raise _refused(path, str(path), "no header and no game record", _NOT_A_JOURNAL)
    return Journal(header, results, len(raw), len(raw), newline=bool(cut))


def load(path: Path) -> list[MatchResult]:
    """The games recorded in ``path`` (none if it does not exist); see ``read_journal``."""
    return read_journal(path).results


def open_for_append(path: Path, journal: Journal) -> Any:
    """``path`` opened to append records after its sound lines (a new
    journal's header written first); refused if it is not a regular file or
    changed since it was read."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, 0o666)  # O_NONBLOCK: a FIFO put there since it was read must not block
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise JournalError([Problem(str(path), msg("this is not a regular file (a pipe or a device?)"))])
        if st.st_size != journal.size:
            raise JournalError([Problem(str(path), msg("the file changed while it was read; it was left as it was"))])
        if journal.keep < journal.size:
            os.ftruncate(fd, journal.keep)  # the cut line of a killed run; the games before it are kept
        if journal.newline:
            os.write(fd, b"\n")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "a", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise
