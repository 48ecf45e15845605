"""Strength measured like a chess engine's: round-robin
matches between computer levels, seats rotated, every game written to a
file, pairwise scores with 95 % Wilson intervals and an Elo-style rating
per level (Bradley-Terry fit, 95 % bootstrap intervals).

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

import itertools
import json
import math
import os
import random
import stat
import statistics
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
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

    @property
    def key(self) -> Key:
        return match_key(self.game, self.seed, self.levels, self.options)


def match_key(game: str, seed: int, levels: Sequence[str], options: dict[str, Any]) -> Key:
    return (game, seed, tuple(levels), json.dumps(options, sort_keys=True))


def play(match: Match) -> MatchResult:
    """One game between computer players (in this process)."""
    import gardenapp.games  # noqa: F401  (announces the titles)

    from . import registry

    game = registry.get(match.game)
    if game is None:
        raise ValueError(f"{match.game} is not built")
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
_RECORD_KEYS = ("game", "seed", "levels", "totals", "winners", "actions")
_RECORD_OPTIONAL = ("options", "turns")
_MAX_SEATS = 8


def journal_header(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """The first line of a new journal: which tournament its games belong to."""
    return {
        "format": JOURNAL_FORMAT,
        "version": JOURNAL_VERSION,
        "game": game,
        "players": options.get("players"),
        "options": options,
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
    if sorted(d) != sorted(_HEADER_KEYS):
        return "the header holds {keys}, not {expected}", {
            "keys": ", ".join(map(printable, d)),
            "expected": ", ".join(_HEADER_KEYS),
        }
    if not isinstance(d["game"], str) or not isinstance(d["options"], dict) or not _is_int(d["players"]):
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


def run(matches: Iterable[Match], jobs: int = 1, out: Path | None = None) -> list[MatchResult]:
    """The results of ``matches``: those already in ``out`` as they are, the
    others played (in up to ``jobs`` processes, no more than the games and
    the CPUs) and appended to ``out`` one JSON line each, as each ends.
    Returned in the order of ``matches``. ``out`` must be empty, missing or
    a journal of the same tournament (JournalError otherwise)."""
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
            with ProcessPoolExecutor(max_workers=count) as pool:
                for future in as_completed([pool.submit(play, m) for m in todo]):
                    record(future.result())
        else:
            for m in todo:
                record(play(m))
    finally:
        if sink:
            sink.close()
    return [done[match_key(m.game, m.seed, m.levels, m.options)] for m in matches]


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


def _bradley_terry(levels: Sequence[str], results: Sequence[MatchResult]) -> dict[str, float]:
    """Elo-style ratings (400 * log10 of Bradley-Terry strengths), the first
    level at 1000. Half a point is added to every pair's wins so that a level
    that never lost or never won still has a finite rating."""
    wins = {(i, j): 0.5 for i in levels for j in levels if i != j}
    for r in results:
        pts = points(r)
        for i, j in itertools.permutations(set(r.levels), 2):
            wins[(i, j)] += pts.get(i, 0.0) / max(1, len(r.levels) - 1)
    s = {lv: 1.0 for lv in levels}
    for _ in range(200):
        new = {}
        for i in levels:
            w = sum(wins[(i, j)] for j in levels if j != i)
            d = sum((wins[(i, j)] + wins[(j, i)]) / (s[i] + s[j]) for j in levels if j != i)
            new[i] = w / d if d else s[i]
        norm = new[levels[0]]
        s = {k: v / norm for k, v in new.items()}
    return {lv: 1000 + 400 * math.log10(s[lv]) for lv in levels}


@dataclass(frozen=True)
class Rating:
    level: str
    elo: float
    low: float
    high: float
    games: int
    mean_score: float


def ratings(
    levels: Sequence[str], results: Sequence[MatchResult], *, resamples: int = 200, seed: int = 0
) -> list[Rating]:
    """Ratings with 95 % intervals from resampling the games."""
    levels = list(levels)
    base = _bradley_terry(levels, results)
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {lv: [] for lv in levels}
    for _ in range(resamples):
        sample = [rng.choice(results) for _ in results]
        for lv, elo in _bradley_terry(levels, sample).items():
            draws[lv].append(elo)
    out = []
    for lv in levels:
        d = sorted(draws[lv])
        games = sum(lv in r.levels for r in results)
        scores = [
            t for r in results for seat, t in enumerate(r.totals) if seat < len(r.levels) and r.levels[seat] == lv
        ]
        out.append(
            Rating(
                lv,
                base[lv],
                d[int(0.025 * len(d))],
                d[min(len(d) - 1, int(0.975 * len(d)))],
                games,
                sum(scores) / len(scores) if scores else 0.0,
            )
        )
    return out


@dataclass(frozen=True)
class TurnTimes:
    level: str
    turns: int
    median: float  # CPU seconds of a whole turn
    p95: float
    max: float
    at_cap: int  # turns whose wall time reached the app's cap for the level


def turn_times(levels: Sequence[str], results: Sequence[MatchResult]) -> list[TurnTimes]:
    from .bots import TURN_SECONDS

    out = []
    for lv in levels:
        cpu = sorted(t[1] for r in results for t in r.turns if t[0] < len(r.levels) and r.levels[t[0]] == lv)
        if not cpu:
            continue
        cap = TURN_SECONDS.get(lv)
        at_cap = sum(
            1
            for r in results
            for t in r.turns
            if t[0] < len(r.levels) and r.levels[t[0]] == lv and cap is not None and t[2] >= cap * 0.99
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
