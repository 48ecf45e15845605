"""Ratings of computer levels from the games they played (docs/architecture.md §8.3):
each pairing's score with its 95 % Wilson interval, and an Elo-style rating per
level from a Bradley-Terry fit with a weak prior, its 95 % intervals by Laplace's
method. A shared victory scores half a win for each winner (in many-player
games, 1/k for each of k winners). Read from ``MatchResult`` records
(``core.journal``); nothing is played here."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from .journal import MatchResult

Z95 = 1.959964


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
