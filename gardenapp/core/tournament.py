"""Strength measured like a chess engine's: round-robin
matches between computer levels, seats rotated, every game written to a
file, pairwise scores with 95 % Wilson intervals and an Elo-style rating
per level (Bradley-Terry fit with a weak prior, 95 % intervals by
Laplace's method; docs/architecture.md §8.3). The levels play by their
budgets alone (core.bots.set_caps), so that a seeded game repeats on any
machine and ``replay`` plays a journal again; ``--wall-clock`` runs with the
window's caps mark the games where one cut a search short (``capped``).

Two players: every pair of levels plays ``games`` games, half with each
level first (``chain``: only neighbours in the listed order, a ladder).
More players: ``levels`` names one level per seat and the seats rotate game
by game. A shared victory scores half a win for each winner (in many-player
games, 1/k for each of k winners).

Every game records the seconds of each whole turn (all of a player's
consecutive clicks): CPU seconds of the playing process, which is what a
person waits on an idle machine, and wall seconds, to see where the app's
per-turn cap (``core.bots.TURN_SECONDS``) was reached. A results file is a
journal: a match already in it is not played again, so a long ladder can be
grown over several runs.

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
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import os
import signal
import stat
import statistics
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .errors import Problem, ProblemsError
from .files import parse_json, read_bytes_bounded
from .messages import msg, printable, shown

Z95 = 1.959964


@dataclass(frozen=True)
class Match:
    game: str
    options: dict[str, Any]
    seed: int
    levels: tuple[str, ...]  # by seat


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


def play(match: Match, caps: bool = False) -> MatchResult:
    """One game between computer players (in this process). The levels play
    by their budgets alone unless ``caps`` (the window's wall-clock caps,
    core.bots.set_caps): then ``capped`` counts the searches a cap cut short,
    and a game with any is not repeatable."""
    from . import bots

    before = bots.set_caps(caps)
    reached = bots.caps_reached()
    try:
        result = _play(match)
    finally:
        bots.set_caps(before)
    return dataclasses.replace(result, capped=bots.caps_reached() - reached, code=code_version())


def _play(match: Match) -> MatchResult:
    from . import registry  # the titles are announced by the caller (gardenapp.games), never imported here

    game = registry.get(match.game)
    if game is None:
        raise ValueError(f"{match.game} is not a built game (announced: {[i.id for i in registry.catalogue()]})")
    state = game.new_game(match.options, match.seed)
    seats = state.num_players
    levels = list(match.levels) + ["random"] * (seats - len(match.levels))  # automaton seats: forced steps
    bots = [game.make_bot(level, match.seed * 10 + i) for i, level in enumerate(levels)]
    actions = 0
    turns: list[tuple[int, float, float]] = []
    seat, cpu, wall = -1, 0.0, 0.0
    while not state.is_over:
        p = state.current_player
        if p != seat:
            if seat >= 0:
                turns.append((seat, round(cpu, 4), round(wall, 4)))
            seat, cpu, wall = p, 0.0, 0.0
        view = state.view_for(p)
        c0, w0 = time.thread_time(), time.perf_counter()
        action = bots[p].choose(view)
        cpu += time.thread_time() - c0
        wall += time.perf_counter() - w0
        state = state.apply(action, trusted=True)
        actions += 1
    if seat >= 0:
        turns.append((seat, round(cpu, 4), round(wall, 4)))
    sheet = state.score()
    return MatchResult(
        match.game,
        match.seed,
        tuple(match.levels),
        sheet.totals(),
        tuple(sheet.winners),
        actions,
        match.options,
        tuple(turns),
    )


def schedule(
    game: str, options: dict[str, Any], levels: Sequence[str], games: int, seed: int, chain: bool = False
) -> list[Match]:
    players = options["players"]
    out: list[Match] = []
    if players == 2:
        pairs = zip(levels, levels[1:]) if chain else itertools.combinations(levels, 2)
        for a, b in pairs:
            for g in range(games):
                order = (a, b) if g % 2 == 0 else (b, a)
                out.append(Match(game, options, seed + len(out), order))
    else:
        if len(levels) != players:
            raise ValueError(f"{players} players need {players} levels, one per seat")
        for g in range(games):
            shift = g % players
            out.append(Match(game, options, seed + g, tuple(levels[shift:]) + tuple(levels[:shift])))
    return out


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


def _identity(game: Any, options: Any) -> tuple[Any, str]:
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
            if expect is not None and _identity(d["game"], d["options"]) != _identity(*expect):
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
        if expect is not None and _identity(result.game, result.options) != _identity(*expect):
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


def workers(jobs: int, games: int) -> int:
    """Processes to play ``games`` games: at most ``jobs``, the games and the CPUs."""
    return max(1, min(jobs, games, os.cpu_count() or 1))


def _open_journal(path: Path, journal: Journal) -> Any:
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


def _worker_start(titles: Sequence[Any] = ()) -> None:
    """A worker leaves Ctrl-C and SIGTERM to the run, which ends it (``run``);
    it knows the titles the run's process announced (``registry.GameInfo``),
    which a spawned worker would not otherwise."""
    from . import registry

    for info in titles:
        registry.announce(info)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _ended(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def _in_workers(todo: list[Match], count: int, caps: bool) -> Iterable[MatchResult]:
    """``todo`` played in ``count`` processes, each result as its game ends.
    The workers end with the run: when it is done, fails, or gets SIGINT or
    SIGTERM (the signal ends the run with SystemExit 128 + its number)."""
    import functools
    import multiprocessing
    import threading

    from . import registry

    context = multiprocessing.get_context("spawn" if os.name == "nt" else "fork")
    pool = context.Pool(count, _worker_start, (registry.catalogue(),))
    handlers = {}
    if threading.current_thread() is threading.main_thread():
        handlers = {sig: signal.signal(sig, _ended) for sig in (signal.SIGTERM,)}
    try:
        yield from pool.imap_unordered(functools.partial(play, caps=caps), todo)
        pool.close()
    finally:
        pool.terminate()
        pool.join()
        for sig, handler in handlers.items():
            signal.signal(sig, handler)


def run(matches: Iterable[Match], jobs: int = 1, out: Path | None = None, *, caps: bool = False) -> list[MatchResult]:
    """The results of ``matches``: those already in ``out`` as they are, the
    others played (in up to ``jobs`` processes, no more than the games and
    the CPUs) and appended to ``out`` one JSON line each, as each ends.
    Returned in the order of ``matches``. ``out`` must be empty, missing or
    a journal of the same tournament (JournalError otherwise). The levels
    play by their budgets alone, so that a seeded game repeats; ``caps``
    turns on the window's wall-clock caps (``play``)."""
    matches = list(matches)
    done: dict[Key, MatchResult] = {}
    journal = None
    if out is not None and matches:
        kinds = {_identity(m.game, m.options) for m in matches}
        if len(kinds) != 1:
            raise ValueError("the matches of one journal are of one game with the same options")
        expect = (matches[0].game, matches[0].options)
        journal = read_journal(out, expect)
        done = {r.key: r for r in journal.results}
    todo = [m for m in matches if match_key(m.game, m.seed, m.levels, m.options) not in done]
    sink = None
    if out is not None and journal is not None and todo:
        sink = _open_journal(out, journal)
        if journal.keep == 0:
            sink.write(json.dumps(journal_header(*expect)) + "\n")

    def record(r: MatchResult) -> None:
        done[r.key] = r
        if sink:
            sink.write(json.dumps(asdict(r)) + "\n")
            sink.flush()

    try:
        count = workers(jobs, len(todo))
        if count > 1:
            for result in _in_workers(todo, count, caps):
                record(result)
        else:
            for m in todo:
                record(play(m, caps=True) if caps else play(m))
    finally:
        if sink:
            sink.close()
    return [done[match_key(m.game, m.seed, m.levels, m.options)] for m in matches]


@dataclass(frozen=True)
class Replayed:
    recorded: MatchResult
    again: MatchResult

    @property
    def identical(self) -> bool:
        """The same game: totals, winners, number of clicks and the order of the turns."""
        a, b = self.recorded, self.again
        return (a.totals, a.winners, a.actions, [t[0] for t in a.turns]) == (
            b.totals,
            b.winners,
            b.actions,
            [t[0] for t in b.turns],
        )


def replay(path: Path, jobs: int = 1) -> list[Replayed]:
    """Every game of the journal in ``path`` played again by budgets only,
    beside its record (JournalError if it is not a journal)."""
    recorded = read_journal(path).results
    matches = [Match(r.game, r.options, r.seed, r.levels) for r in recorded]
    again = run(matches, jobs)
    return [Replayed(r, a) for r, a in zip(recorded, again)]


def format_replay(path: Path, replays: Sequence[Replayed]) -> str:
    same = sum(r.identical for r in replays)
    lines = [f"{path}: {same} of {len(replays)} games identical when replayed (code {code_version()})"]
    for r in replays:
        if not r.identical:
            a, b = r.recorded, r.again
            lines.append(
                f"  different: {a.game} seed {a.seed} {'-'.join(a.levels)}: totals {list(a.totals)} -> "
                f"{list(b.totals)}, clicks {a.actions} -> {b.actions}"
                + (f" (a wall-clock cap cut {a.capped} searches short)" if a.capped else "")
                + (f" (recorded by {a.code})" if a.code and a.code != b.code else "")
            )
    return "\n".join(lines)


# -- statistics -----------------------------------------------------------------------------------
def wilson(score: float, n: int) -> tuple[float, float]:
    """95 % Wilson interval of a proportion (``score`` successes of ``n``)."""
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def points(result: MatchResult) -> dict[str, float]:
    """What each level earned in one game: 1 for a win, shared among winners."""
    out: dict[str, float] = {}
    for seat, level in enumerate(result.levels):
        share = 1 / len(result.winners) if seat in result.winners else 0.0
        out[level] = out.get(level, 0.0) + share
    return out


@dataclass(frozen=True)
class Pairing:
    a: str
    b: str
    games: int
    score_a: float  # a's wins + half the shared ones
    low: float
    high: float

    @property
    def rate_a(self) -> float:
        return self.score_a / self.games if self.games else 0.0


def pairings(results: Sequence[MatchResult]) -> list[Pairing]:
    table: dict[tuple[str, str], list[float]] = {}
    for r in results:
        if len(r.levels) != 2 or r.levels[0] == r.levels[1]:
            continue
        a, b = sorted(r.levels)
        pts = points(r)
        entry = table.setdefault((a, b), [0, 0.0])
        entry[0] += 1
        entry[1] += pts.get(a, 0.0)
    return [Pairing(a, b, int(n), s, *wilson(s, int(n))) for (a, b), (n, s) in sorted(table.items())]


# A weak prior on every level's rating: normal, centred on 0 like the others',
# with a standard deviation of PRIOR_ELO Elo. It keeps a sweep's rating finite
# (the likelihood alone puts it at infinity) without pseudo-games, and a level
# that met no other is rated by the prior alone: a wide interval, not a number.
# Checked against every pairing's Wilson interval (tests/test_tournament.py).
PRIOR_ELO = 800.0
ELO = 400 / math.log(10)  # Elo points per natural-log unit of Bradley-Terry strength


@dataclass(frozen=True)
class Fit:
    """Bradley-Terry fit with the weak prior, its posterior by Laplace's
    method: ``theta`` the mode (natural-log strengths), ``cov`` the inverse
    of the log posterior's negative Hessian there; ``wins[i][j]`` what i
    scored against j."""

    levels: tuple[str, ...]
    wins: tuple[tuple[float, ...], ...]
    theta: tuple[float, ...]
    cov: tuple[tuple[float, ...], ...]

    def difference(self, a: str, b: str) -> tuple[float, float, float]:
        """The Elo difference of ``a`` over ``b``: the mode and its 95 % interval."""
        i, j = self.levels.index(a), self.levels.index(b)
        mode = (self.theta[i] - self.theta[j]) * ELO
        var = self.cov[i][i] + self.cov[j][j] - 2 * self.cov[i][j]
        half = Z95 * math.sqrt(max(0.0, var)) * ELO
        return (mode, mode - half, mode + half)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x > -30 else math.exp(x) / (1 + math.exp(x))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a few levels)."""
    n = len(b)
    m = [row[:] + [b[k]] for k, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[k][n] / m[k][k] for k in range(n)]


def _gradient_hessian(wins: Sequence[Sequence[float]], theta: Sequence[float]) -> tuple[list[float], list[list[float]]]:
    """The gradient and the Hessian of the log posterior at ``theta``."""
    n = len(theta)
    sd2 = (PRIOR_ELO / ELO) ** 2
    g = [-theta[k] / sd2 for k in range(n)]
    h = [[-1 / sd2 if r == c else 0.0 for c in range(n)] for r in range(n)]
    for a in range(n):
        for b in range(a + 1, n):
            games = wins[a][b] + wins[b][a]
            if not games:
                continue
            p = _sigmoid(theta[a] - theta[b])
            g[a] += wins[a][b] - games * p
            g[b] -= wins[a][b] - games * p
            c = games * p * (1 - p)
            h[a][a] -= c
            h[b][b] -= c
            h[a][b] += c
            h[b][a] += c
    return g, h


def _mode(wins: Sequence[Sequence[float]]) -> list[float]:
    """The posterior mode by Newton's method (the log posterior is strictly concave)."""
    theta = [0.0] * len(wins)
    for _ in range(200):
        g, h = _gradient_hessian(wins, theta)
        step = _solve([[-x for x in row] for row in h], g)
        theta = [t + d for t, d in zip(theta, step)]
        if max(map(abs, step), default=0.0) < 1e-10:
            break
    return theta


def fit(levels: Sequence[str], results: Sequence[MatchResult]) -> Fit:
    """The Bradley-Terry fit of ``results`` among ``levels``. A game of k
    seats counts as k-1 games for each level against each other (a win
    scoring 1/(k-1) against each loser, a shared win shared): the two-player
    case is the plain one. Nothing is added between levels that never met."""
    levels = tuple(levels)
    index = {lv: k for k, lv in enumerate(levels)}
    wins = [[0.0] * len(levels) for _ in levels]
    for r in results:
        pts = points(r)
        for a, b in itertools.permutations(set(r.levels), 2):
            if a in index and b in index:
                wins[index[a]][index[b]] += pts.get(a, 0.0) / max(1, len(r.levels) - 1)
    theta = _mode(wins)
    h = _gradient_hessian(wins, theta)[1]
    n = len(levels)
    columns = [_solve([[-x for x in row] for row in h], [1.0 if r == c else 0.0 for r in range(n)]) for c in range(n)]
    cov = tuple(tuple(columns[c][r] for c in range(n)) for r in range(n))
    return Fit(levels, tuple(tuple(row) for row in wins), tuple(theta), cov)


@dataclass(frozen=True)
class Rating:
    level: str
    elo: float
    low: float
    high: float
    games: int
    mean_score: float


def ratings(levels: Sequence[str], results: Sequence[MatchResult]) -> list[Rating]:
    """Elo-style ratings, the first level at 1000, each with the 95 %
    posterior interval of its difference from the first (Bradley-Terry with
    the weak prior PRIOR_ELO, Laplace's method; the first level's interval is
    its own point, the anchor)."""
    levels = list(levels)
    f = fit(levels, results)
    out = []
    for lv in levels:
        mode, low, high = f.difference(lv, levels[0])
        games = sum(lv in r.levels for r in results)
        scores = [
            t for r in results for seat, t in enumerate(r.totals) if seat < len(r.levels) and r.levels[seat] == lv
        ]
        out.append(
            Rating(lv, 1000 + mode, 1000 + low, 1000 + high, games, sum(scores) / len(scores) if scores else 0.0)
        )
    return out


@dataclass(frozen=True)
class TurnTimes:
    level: str
    turns: int
    median: float  # CPU seconds of a whole turn
    p95: float
    max: float
    at_cap: int  # turns whose wall time reached the app's cap, for a level that has one, in games with caps


# The levels that read a clock (the others never do, whatever TURN_SECONDS says).
CLOCKED_LEVELS = ("montecarlo", "flat", "search")


def _had_caps(r: MatchResult) -> bool:
    """Whether the wall-clock caps could cut a search of ``r`` short: a game
    where one did, or one recorded before games said which code played them
    (those runs always had the caps)."""
    return r.capped > 0 or not r.code


def turn_times(levels: Sequence[str], results: Sequence[MatchResult]) -> list[TurnTimes]:
    from .bots import TURN_SECONDS

    out = []
    for lv in levels:
        cpu = sorted(t[1] for r in results for t in r.turns if t[0] < len(r.levels) and r.levels[t[0]] == lv)
        if not cpu:
            continue
        cap = TURN_SECONDS.get(lv) if lv in CLOCKED_LEVELS else None
        at_cap = sum(
            1
            for r in results
            if cap is not None and _had_caps(r)
            for t in r.turns
            if t[0] < len(r.levels) and r.levels[t[0]] == lv and t[2] >= cap * 0.99
        )
        out.append(
            TurnTimes(
                lv, len(cpu), statistics.median(cpu), cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))], cpu[-1], at_cap
            )
        )
    return out


def report(levels: Sequence[str], results: Sequence[MatchResult]) -> dict[str, Any]:
    return {
        "ratings": [asdict(r) for r in ratings(levels, results)],
        "pairings": [dict(asdict(p), rate_a=p.rate_a) for p in pairings(results)],
        "turn_seconds": [asdict(t) for t in turn_times(levels, results)],
        "games": len(results),
    }


def format_report(game: str, players: int, rep: dict[str, Any]) -> str:
    lines = [
        f"{game}, {players} players, {rep['games']} games",
        "",
        f"{'level':<12}{'Elo':>7}  {'95% interval':<15}{'games':>7}{'mean score':>12}",
    ]
    for r in sorted(rep["ratings"], key=lambda r: -r["elo"]):
        lines.append(
            f"{r['level']:<12}{r['elo']:>7.0f}  [{r['low']:>5.0f}, {r['high']:>5.0f}]  {r['games']:>7}"
            f"{r['mean_score']:>12.1f}"
        )
    if rep["pairings"]:
        lines += ["", f"{'pairing':<26}{'games':>7}  {'score of the first':<22}"]
        for p in rep["pairings"]:
            lines.append(
                f"{p['a'] + ' vs ' + p['b']:<26}{p['games']:>7}  {p['rate_a']:.1%} [{p['low']:.1%}, {p['high']:.1%}]"
            )
    if rep.get("turn_seconds"):
        lines += ["", f"{'CPU s a whole turn':<20}{'turns':>7}{'median':>9}{'p95':>8}{'max':>8}{'at cap':>8}"]
        for t in rep["turn_seconds"]:
            lines.append(
                f"{t['level']:<20}{t['turns']:>7}{t['median']:>9.3f}{t['p95']:>8.3f}{t['max']:>8.3f}{t['at_cap']:>8}"
            )
    return "\n".join(lines)
