"""Strength measured like a chess engine's (issue 13 §2): round-robin
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
"""

from __future__ import annotations

import itertools
import json
import math
import random
import statistics
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

Z95 = 1.959964


@dataclass(frozen=True)
class Match:
    game: str
    options: dict[str, Any]
    seed: int
    levels: tuple[str, ...]        # by seat


Key = tuple[str, int, tuple[str, ...], str]      # game, seed, levels by seat, options as sorted JSON


@dataclass(frozen=True)
class MatchResult:
    game: str
    seed: int
    levels: tuple[str, ...]        # by seat
    totals: tuple[int, ...]
    winners: tuple[int, ...]       # seats
    actions: int
    options: dict[str, Any] = field(default_factory=dict)
    turns: tuple[tuple[int, float, float], ...] = ()   # (seat, CPU s, wall s) of every whole turn

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
    levels = list(match.levels) + ["random"] * (seats - len(match.levels))   # automaton seats: forced steps
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
    return MatchResult(match.game, match.seed, tuple(match.levels), sheet.totals(), tuple(sheet.winners), actions,
                       match.options, tuple(turns))


def schedule(game: str, options: dict[str, Any], levels: Sequence[str], games: int, seed: int,
             chain: bool = False) -> list[Match]:
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


class JournalError(ValueError):
    """A results file that is not one game record per line."""


def load(path: Path) -> list[MatchResult]:
    """The games recorded in ``path`` (none if it does not exist). A last line
    cut short by a killed run is left out; any other bad line is an error."""
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    out = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            out.append(MatchResult(d["game"], d["seed"], tuple(d["levels"]), tuple(d["totals"]),
                                   tuple(d["winners"]), d["actions"], d.get("options", {}),
                                   tuple(tuple(t) for t in d.get("turns", ()))))
        except (ValueError, KeyError, TypeError) as exc:
            if number == len(lines):        # no newline after it: the run was stopped while writing
                break
            raise JournalError(f"{path} line {number}: not a game record ({exc})") from None
    return out


def run(matches: Iterable[Match], jobs: int = 1, out: Path | None = None) -> list[MatchResult]:
    """The results of ``matches``: those already in ``out`` as they are, the
    others played (in ``jobs`` processes) and appended to ``out`` one JSON
    line each, as each ends. Returned in the order of ``matches``."""
    matches = list(matches)
    done = {r.key: r for r in load(out)} if out is not None else {}
    todo = [m for m in matches if match_key(m.game, m.seed, m.levels, m.options) not in done]
    sink = None
    if out is not None and todo:
        if out.exists() and out.stat().st_size and not (data := out.read_bytes()).endswith(b"\n"):
            with out.open("r+b") as f:          # drop the cut line in place, the games before it kept
                f.truncate(data.rfind(b"\n") + 1)
        sink = out.open("a", encoding="utf-8")

    def record(r: MatchResult) -> None:
        done[r.key] = r
        if sink:
            sink.write(json.dumps(asdict(r)) + "\n")
            sink.flush()
    try:
        if jobs > 1 and len(todo) > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
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
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
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
    score_a: float                  # a's wins + half the shared ones
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


def ratings(levels: Sequence[str], results: Sequence[MatchResult], *, resamples: int = 200,
            seed: int = 0) -> list[Rating]:
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
        scores = [t for r in results for seat, t in enumerate(r.totals)
                  if seat < len(r.levels) and r.levels[seat] == lv]
        out.append(Rating(lv, base[lv], d[int(0.025 * len(d))], d[min(len(d) - 1, int(0.975 * len(d)))], games,
                          sum(scores) / len(scores) if scores else 0.0))
    return out


@dataclass(frozen=True)
class TurnTimes:
    level: str
    turns: int
    median: float                   # CPU seconds of a whole turn
    p95: float
    max: float
    at_cap: int                     # turns whose wall time reached the app's cap for the level


def turn_times(levels: Sequence[str], results: Sequence[MatchResult]) -> list[TurnTimes]:
    from .bots import TURN_SECONDS
    out = []
    for lv in levels:
        cpu = sorted(t[1] for r in results for t in r.turns if t[0] < len(r.levels) and r.levels[t[0]] == lv)
        if not cpu:
            continue
        cap = TURN_SECONDS.get(lv)
        at_cap = sum(1 for r in results for t in r.turns
                     if t[0] < len(r.levels) and r.levels[t[0]] == lv and cap is not None and t[2] >= cap * 0.99)
        out.append(TurnTimes(lv, len(cpu), statistics.median(cpu), cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))],
                             cpu[-1], at_cap))
    return out


def report(levels: Sequence[str], results: Sequence[MatchResult]) -> dict[str, Any]:
    return {"ratings": [asdict(r) for r in ratings(levels, results)],
            "pairings": [dict(asdict(p), rate_a=p.rate_a) for p in pairings(results)],
            "turn_seconds": [asdict(t) for t in turn_times(levels, results)],
            "games": len(results)}


def format_report(game: str, players: int, rep: dict[str, Any]) -> str:
    lines = [f"{game}, {players} players, {rep['games']} games", "",
             f"{'level':<12}{'Elo':>7}  {'95% interval':<15}{'games':>7}{'mean score':>12}"]
    for r in sorted(rep["ratings"], key=lambda r: -r["elo"]):
        lines.append(f"{r['level']:<12}{r['elo']:>7.0f}  [{r['low']:>5.0f}, {r['high']:>5.0f}]  {r['games']:>7}"
                     f"{r['mean_score']:>12.1f}")
    if rep["pairings"]:
        lines += ["", f"{'pairing':<26}{'games':>7}  {'score of the first':<22}"]
        for p in rep["pairings"]:
            lines.append(f"{p['a'] + ' vs ' + p['b']:<26}{p['games']:>7}  {p['rate_a']:.1%} "
                         f"[{p['low']:.1%}, {p['high']:.1%}]")
    if rep.get("turn_seconds"):
        lines += ["", f"{'CPU s a whole turn':<20}{'turns':>7}{'median':>9}{'p95':>8}{'max':>8}{'at cap':>8}"]
        for t in rep["turn_seconds"]:
            lines.append(f"{t['level']:<20}{t['turns']:>7}{t['median']:>9.3f}{t['p95']:>8.3f}{t['max']:>8.3f}"
                         f"{t['at_cap']:>8}")
    return "\n".join(lines)
