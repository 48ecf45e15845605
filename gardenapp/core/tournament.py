"""Strength measured like a chess engine's (issue 13 §2): round-robin
matches between computer levels, seats rotated, every game written to a
file, pairwise scores with 95 % Wilson intervals and an Elo-style rating
per level (Bradley-Terry fit, 95 % bootstrap intervals).

Two players: every pair of levels plays ``games`` games, half with each
level first. More players: ``levels`` names one level per seat and the
seats rotate game by game. A shared victory scores half a win for each
winner (in many-player games, 1/k for each of k winners).
"""

from __future__ import annotations

import itertools
import json
import math
import random
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

Z95 = 1.959964


@dataclass(frozen=True)
class Match:
    game: str
    options: dict[str, Any]
    seed: int
    levels: tuple[str, ...]        # by seat


@dataclass(frozen=True)
class MatchResult:
    game: str
    seed: int
    levels: tuple[str, ...]        # by seat
    totals: tuple[int, ...]
    winners: tuple[int, ...]       # seats
    actions: int


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
    while not state.is_over:
        p = state.current_player
        state = state.apply(bots[p].choose(state.view_for(p)), trusted=True)
        actions += 1
    sheet = state.score()
    return MatchResult(match.game, match.seed, tuple(match.levels), sheet.totals(), tuple(sheet.winners), actions)


def schedule(game: str, options: dict[str, Any], levels: Sequence[str], games: int, seed: int) -> list[Match]:
    players = options["players"]
    out: list[Match] = []
    if players == 2:
        for a, b in itertools.combinations(levels, 2):
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


def run(matches: Iterable[Match], jobs: int = 1, out: Path | None = None) -> list[MatchResult]:
    """Play the matches (in ``jobs`` processes), appending each to ``out`` as a JSON line."""
    matches = list(matches)
    results: list[MatchResult] = []
    sink = out.open("a", encoding="utf-8") if out is not None else None
    try:
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for r in pool.map(play, matches, chunksize=4):
                    results.append(r)
                    if sink:
                        sink.write(json.dumps(asdict(r)) + "\n")
        else:
            for m in matches:
                r = play(m)
                results.append(r)
                if sink:
                    sink.write(json.dumps(asdict(r)) + "\n")
    finally:
        if sink:
            sink.close()
    return results


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


def report(levels: Sequence[str], results: Sequence[MatchResult]) -> dict[str, Any]:
    return {"ratings": [asdict(r) for r in ratings(levels, results)],
            "pairings": [dict(asdict(p), rate_a=p.rate_a) for p in pairings(results)],
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
    return "\n".join(lines)
