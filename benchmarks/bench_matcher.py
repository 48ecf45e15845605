"""Micro-benchmark: the shapely Matcher against the integer oracle.

    uv run python benchmarks/bench_matcher.py [--runs N]

For each realistic board and pattern it prints the median time of one full
search (every anchor x every orientation) in microseconds:

- shapely: ``Matcher.matches`` on a Matcher already built for the snapshot;
- integer: the plain integer matcher with its orientations precomputed (the
  fair baseline: same work, dictionary look-ups instead of contains_xy);
- ratio: shapely / integer (below 1 = shapely faster);
- tuned: a hand-tuned integer matcher (see ``tuned_integer_search``), ratio again;
- oracle: ``find_matches_oracle`` as tests call it (re-rotates every call).

Then the cost of building a Matcher, and a whole-card-set figure: a fresh
Matcher (regions built on first use) plus a search for every pattern, against
the integer matcher doing the same — what scoring one board costs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gardenapp.core import hexgrid as hg  # noqa: E402
from gardenapp.core.patterns import (  # noqa: E402
    Match,
    Matcher,
    Pattern,
    compile_pattern,
    find_matches,
    find_matches_oracle,
    integer_orientations,
    integer_search,
)
from gardenapp.games.harmonies import data as harmonies_data  # noqa: E402

_EMPTY = object()


def tuned_integer_search(board, orientations):
    """A hand-tuned integer matcher (filter anchors by kind, stop at the first
    wrong cell, build cells only for a match): the strongest plain-Python
    baseline, to keep the comparison honest. Same results as the oracle."""
    cells0 = orientations[0]
    anchor_i = [c.offset for c in cells0].index((0, 0))
    anchor_kinds = cells0[anchor_i].kinds
    rest = [[(c.offset[0], c.offset[1], c.kinds) for j, c in enumerate(o) if j != anchor_i] for o in orientations]
    offsets = [[c.offset for c in o] for o in orientations]
    get = board.get
    out = []
    for a in sorted(board):
        if board[a] not in anchor_kinds:
            continue
        q, r = a
        for i, checks in enumerate(rest):
            for dq, dr, kinds in checks:
                if get((q + dq, r + dr), _EMPTY) not in kinds:
                    break
            else:
                out.append(Match(a, i, tuple([(q + dq, r + dr) for dq, dr in offsets[i]])))
    return out


def median_us(fn: Callable[[], object], runs: int) -> float:
    fn()  # warm caches (compiled patterns, prepared regions)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter_ns()
        fn()
        times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1000.0


def harmonies_case(rng: random.Random):
    """A full side A (23 spaces, docs/rules/harmonies.md §1.3) as an end-of-game board might look:
    a river, mountains, trees, fields and buildings (stack codes of docs/rules/harmonies.md §2.2)."""
    columns = [
        ["W", "W", "F", "F", "T1"],
        ["M3", "W", "M1", "BLD"],
        ["M1", "M1", "W", "T2", "F"],
        ["T3", "F", "W", "T2"],
        ["W", "F", "BLD", "W", "W"],
    ]
    board = {harmonies_data.space_to_axial((c, r)): code for c, col in enumerate(columns) for r, code in enumerate(col)}
    cards = {  # docs/rules/harmonies.md §3.4, one per shape class
        "A03 pair": [(0, 0, "W"), (0, -1, "M3")],
        "A23 line-end": [(0, 0, "M1"), (0, -1, "M1"), (0, -2, "F")],
        "S09 line-mid": [(0, 0, "W"), (0, -1, "T2"), (0, 1, "T2")],
        "A02 triangle": [(0, 0, "W"), (0, -1, "M1"), (1, -1, "M1")],
        "A10 V": [(0, 0, "BLD"), (0, -1, "W"), (1, 0, "W")],
        "A30 fan": [(0, 0, "F"), (0, -1, "W"), (1, -1, "W"), (1, 0, "W")],
        "S02 rhombus": [(0, 0, "F"), (0, -1, "W"), (1, -1, "W"), (1, -2, "F")],
    }
    patterns = {name: Pattern.of([((q, a), code) for q, a, code in cells]) for name, cells in cards.items()}
    return "Harmonies side A, 23 spaces", board, patterns, "hex"


def takenoko_case(rng: random.Random):
    """40 plots around the pond (docs/rules/takenoko.md §2.1), colours in the tile mix 11 g / 7 y / 9 p."""
    plots = hg.spiral((0, 0), 4)[1:41]
    board = {h: rng.choice("g" * 11 + "y" * 7 + "p" * 9) for h in plots}
    shapes = {  # docs/rules/takenoko.md §3.1.1
        "G-LINE": {(0, 0): "g", (0, 1): "g", (0, 2): "g"},
        "Y-CURVE": {(0, 0): "y", (0, 1): "y", (-1, 2): "y"},
        "G-TRI": {(0, 0): "g", (-1, 1): "g", (0, 1): "g"},
        "P-DIAM": {(0, 0): "p", (-1, 1): "p", (0, 1): "p", (-1, 2): "p"},
        "GY-DIAM": {(0, 0): "g", (0, 1): "g", (-1, 1): "y", (-1, 2): "y"},
    }
    return "Takenoko garden, 40 plots", board, {k: Pattern.of(v) for k, v in shapes.items()}, "hex"


def square_case(rng: random.Random):
    """An Under the Leaves-like field grid: 8 x 8 fields, 5 colours, shapes with mirrors."""
    board = {(x, y): rng.choice("GOPYV") for x in range(8) for y in range(8)}
    shapes = {
        "L4 +mirror": {(0, 0): "G", (0, 1): "G", (0, 2): "G", (1, 2): "G"},
        "S4 +mirror": {(0, 0): "O", (1, 0): "O", (1, 1): "P", (2, 1): "P"},
        "line3": {(0, 0): "Y", (1, 0): "Y", (2, 0): "Y"},
    }
    patterns = {k: Pattern.of(v, grid="square", reflections=True) for k, v in shapes.items()}
    return "Square field grid, 64 fields", board, patterns, "square"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1000)
    args = parser.parse_args()
    rng = random.Random(20240501)
    print(f"median of {args.runs} runs, microseconds per full search (all anchors x orientations)\n")
    for title, board, patterns, grid in (harmonies_case(rng), takenoko_case(rng), square_case(rng)):
        compiled = {k: compile_pattern(p) for k, p in patterns.items()}
        matcher = Matcher(board, grid)
        build = median_us(lambda: Matcher(board, grid), args.runs)
        print(f"{title}: Matcher build {build:.1f} us")
        print(
            f"  {'pattern':<16}{'orient':>7}{'matches':>8}{'shapely':>10}{'integer':>10}{'ratio':>8}"
            f"{'tuned':>10}{'ratio':>8}{'oracle':>10}"
        )
        rotated = {k: integer_orientations(p) for k, p in patterns.items()}
        for name, cp in compiled.items():
            found = matcher.matches(cp)
            assert found == find_matches_oracle(board, cp.pattern, grid), name
            shp = median_us(lambda: matcher.matches(cp), args.runs)
            assert found == tuned_integer_search(board, rotated[name]), name
            integer = median_us(lambda: integer_search(board, rotated[name]), args.runs)
            tuned = median_us(lambda: tuned_integer_search(board, rotated[name]), args.runs)
            ora = median_us(lambda: find_matches_oracle(board, cp.pattern, grid), args.runs)
            print(
                f"  {name:<16}{len(cp.orientations):>7}{len(found):>8}{shp:>10.1f}{integer:>10.1f}"
                f"{shp / integer:>8.2f}{tuned:>10.1f}{shp / tuned:>8.2f}{ora:>10.1f}"
            )

        def all_shapely():
            m = Matcher(board, grid)
            return [m.matches(cp) for cp in compiled.values()]

        def all_integer():
            return [integer_search(board, o) for o in rotated.values()]

        def all_tuned():
            return [tuned_integer_search(board, o) for o in rotated.values()]

        shp, integer = median_us(all_shapely, args.runs // 4), median_us(all_integer, args.runs // 4)
        tuned = median_us(all_tuned, args.runs // 4)
        one_off = median_us(lambda: find_matches(board, next(iter(compiled.values())), grid), args.runs // 4)
        print(
            f"  {'all patterns, new Matcher':<31}{shp:>10.1f}{integer:>10.1f}{shp / integer:>8.2f}"
            f"{tuned:>10.1f}{shp / tuned:>8.2f}"
        )
        print(f"  find_matches one-off (build + 1 search): {one_off:.1f} us\n")


if __name__ == "__main__":
    main()
