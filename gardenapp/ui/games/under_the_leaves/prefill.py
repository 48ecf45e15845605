"""Reading an Under the Leaves garden from a photo (docs/architecture.md §6.5): each field
shows its colour or the puddle's water (spec §1.1), and the four fields of a
tile position name the tile, its side and its rotation, since no two of the
416 layouts share their four colours (spec §1.2: checked in the tests). The
mushrooms then come from the tile. The pawns are left to the person: their
count is what scores (spec §8 level 1) and a photo from above cannot count a
pile. Measured by benchmarks/bench_prefill.py.

``colours`` are the colours the helper draws, ``{kind: (r, g, b)}`` for the
kinds of ``data.KINDS``; a field's kind is their vote (``gardenapp.ui.prefill``).
"""

from __future__ import annotations

import colorsys
import itertools
import math
import random
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

import numpy as np

from ....games.under_the_leaves import data
from ...prefill import vote

RGB = tuple[float, float, float]
# The four kinds of a layout, NW NE SE SW -> (tile, orientation).
BY_KINDS: dict[tuple[int, ...], tuple[int, int]] = {
    tuple(kind for kind, _mushroom in layout): found for layout, found in data.LAYOUT_INDEX.items()
}


def identify(kinds: Sequence[str | None]) -> tuple[str, str, int] | None:
    """(tile id, side, rotation) of the layout with these four kinds (NW NE SE SW), if any."""
    if any(k not in data.KIND_INDEX for k in kinds):
        return None
    found = BY_KINDS.get(tuple(data.KIND_INDEX[k] for k in kinds if k is not None))
    if found is None:
        return None
    tile, o = found
    side, rotation = data.side_rotation(o)
    return data.TILE_IDS[tile], data.SIDES[side], rotation


def tile_fields(tx: int, ty: int) -> list[str]:
    """The field ids of tile position (tx, ty), NW NE SE SW (spec §1.2)."""
    return [f"{2 * tx},{2 * ty}", f"{2 * tx + 1},{2 * ty}", f"{2 * tx + 1},{2 * ty + 1}", f"{2 * tx},{2 * ty + 1}"]


def _xy(cell: Any) -> tuple[int, int] | None:
    try:
        x, y = (int(v) for v in str(cell).split(","))
    except ValueError:
        return None
    return x, y


def _median(colours: Sequence[RGB]) -> RGB:
    return (
        median(c[0] for c in colours),
        median(c[1] for c in colours),
        median(c[2] for c in colours),
    )


# The hue each kind is printed in, about (spec §1.1: the kinds are named by colour; a puddle is water).
HUES = {"green": 110.0, "orange": 28.0, "pink": 335.0, "yellow": 55.0, "purple": 275.0, "puddle": 195.0}


def _nearest_kind(hue: float) -> str:
    return min(HUES, key=lambda k: _hue_gap(hue, HUES[k]))


def _hue_gap(a: float, b: float) -> float:
    d = abs(a - b) % 360
    return min(d, 360 - d)


LEARN_FROM = 6  # tile positions the kinds' colours are learned from, at least
# -- reading a garden from the fields the photo shows -----------------------------------------------
Feature = tuple[float, float, float, float]
BRIGHTNESS = 0.3  # weight of the log-brightness against the chromaticity (light falls unevenly)
CAP = 0.3  # a field's cost at most: a pawn or a glare on it does not outweigh the other three
KIND_COUNT = len(data.KINDS)
ALIKE = 0.12  # fields closer than this look alike (a tile's kinds are 0.15 apart at least, a table's fields 0.02-0.1)
PLAIN = 0.75  # the share of its points a field shows its colour on, to learn the colours from it ...
PLAIN_SHARE = 0.85  # ... or this share of what the garden's median field shows, if less
SHOWN = 0.25  # the share of a field's points that must show its kind
TIGHT = 0.05  # a field's squared distance to its group's centre counts at most this in k-means
# Kinds printed lighter than others, whatever the print: pink than purple, yellow than green.
LIGHTER = (("pink", "purple"), ("yellow", "green"))
# The light casts tried when naming the groups: gains of red and blue against green.
CASTS = tuple(
    (r, b) for r in (0.7, 0.78, 0.86, 0.93, 1.0, 1.08, 1.16, 1.25) for b in (0.7, 0.8, 0.9, 1.0, 1.12, 1.25, 1.4)
)
PERMUTATIONS = tuple(itertools.permutations(range(KIND_COUNT)))
# The layouts of each tile: (tile, orientation, the four kind indices NW NE SE SW).
LAYOUT_KINDS: tuple[tuple[int, int, tuple[int, ...]], ...] = tuple(
    (tile, o, tuple(kind for kind, _m in layout)) for layout, (tile, o) in data.LAYOUT_INDEX.items()
)


def feature(c: RGB) -> Feature:
    """A colour as its chromaticity (three shares of its sum, times three) and
    its log-brightness (weighted ``BRIGHTNESS``): a light that is brighter or
    dimmer across the photo moves the last only."""
    r, g, b = (max(0.0, float(v)) for v in c)
    s = r + g + b + 1.0
    return (3 * r / s, 3 * g / s, 3 * b / s, BRIGHTNESS * math.log(s / 384.0))


def _cost(f: Feature, p: Feature) -> float:
    return min(CAP, sum((a - b) ** 2 for a, b in zip(f, p)))


def _mean_feature(fs: Sequence[Feature]) -> Feature:
    return (median(f[0] for f in fs), median(f[1] for f in fs), median(f[2] for f in fs), median(f[3] for f in fs))


def _otsu(values: Sequence[float]) -> float:
    """The threshold that best splits ``values`` in two (Otsu)."""
    xs = sorted(values)
    if len(xs) < 2:
        return xs[0] if xs else 0.0
    total, best, cut = sum(xs), -1.0, xs[0]
    left = 0.0
    for i in range(1, len(xs)):
        left += xs[i - 1]
        n0, n1 = i, len(xs) - i
        m0, m1 = left / n0, (total - left) / n1
        between = n0 * n1 * (m0 - m1) ** 2
        if between > best:
            best, cut = between, (xs[i - 1] + xs[i]) / 2
    return cut


def _kmeans(fs: Sequence[Feature], k: int, restarts: int = 10, rounds: int = 15) -> list[int]:
    """Each feature's group among ``k``: k-means (medians) from ``restarts``
    k-means++ starts (seeded: the same fields give the same groups), the
    start whose groups are tightest kept (squared distances capped, so a
    field under a pawn does not get a group of its own)."""
    k = min(k, len(fs))
    rng = random.Random(0)
    best: tuple[float, list[int]] | None = None
    for _start in range(restarts):
        centres = [fs[rng.randrange(len(fs))]]
        while len(centres) < k:
            weights = [min(math.dist(c, m) for m in centres) ** 2 for c in fs]
            centres.append(rng.choices(fs, weights=weights)[0] if sum(weights) > 0 else fs[rng.randrange(len(fs))])
        groups = [0] * len(fs)
        for _ in range(rounds):
            groups = [min(range(k), key=lambda g: math.dist(c, centres[g])) for c in fs]
            for g in range(k):
                members = [c for c, m in zip(fs, groups) if m == g]
                if members:
                    centres[g] = _mean_feature(members)
        spread = sum(min(TIGHT, math.dist(c, centres[g]) ** 2) for c, g in zip(fs, groups))
        if best is None or spread < best[0]:
            best = (spread, groups)
    assert best is not None
    order = {g: i for i, g in enumerate(sorted(set(best[1])))}  # no empty group
    return [order[g] for g in best[1]]


def _hue(c: RGB, gains: tuple[float, float, float]) -> float:
    r, g, b = (max(0.0, c[i] * gains[i]) for i in range(3))
    top = max(r, g, b, 1e-6)
    return colorsys.rgb_to_hsv(r / top, g / top, b / top)[0] * 360


def name_groups(centres: Sequence[RGB]) -> list[str]:
    """The kind each of these colour groups is (one group per kind, ``KIND_COUNT``
    of them): the naming and the light's cast (``CASTS``) together that put
    every group nearest the hue its kind is printed in (``HUES``), with the
    kinds printed lighter lighter (``LIGHTER``) and the least cast."""
    bright = [sum(c) for c in centres]
    best: tuple[float, tuple[int, ...]] = (math.inf, PERMUTATIONS[0])
    kinds, kinds_i = data.KINDS, range(KIND_COUNT)
    for gr, gb in CASTS:  # perm[g] below: the kind index of group g
        hues = [_hue(c, (gr, 1.0, gb)) for c in centres]
        gaps = [[_hue_gap(h, HUES[k]) ** 2 for k in kinds] for h in hues]
        prior = 400 * (math.log(gr) ** 2 + math.log(gb) ** 2)
        for perm in PERMUTATIONS if len(centres) == KIND_COUNT else itertools.permutations(kinds_i, len(centres)):
            cost = prior + sum(gaps[g][perm[g]] for g in range(len(centres)))
            if cost >= best[0]:
                continue
            at = {kinds[perm[g]]: g for g in range(len(centres))}
            cost += sum(900 for lit, dark in LIGHTER if lit in at and dark in at and bright[at[lit]] < bright[at[dark]])
            if cost < best[0]:
                best = (cost, perm)
    return [kinds[k] for k in best[1]]


def _uniform(fs: Sequence[Feature]) -> bool:
    """Whether three of a position's four fields look alike (within ``ALIKE``):
    no tile has three fields of one colour (docs/rules/under_the_leaves.md §1.3),
    so that is the table, whatever its colour."""
    return any(
        max(math.dist(a, b) for a, b in itertools.combinations(three, 2)) < ALIKE
        for three in itertools.combinations(fs, 3)
    )


def _plain(points: np.ndarray, centre: Feature) -> float:
    """The share of a field's points near its median colour: within ``ALIKE``
    or 2.5 times the points' median distance (a noisy photo's spread), if more."""
    d = np.sqrt(((points - np.asarray(centre)) ** 2).sum(axis=1))
    return float((d < max(ALIKE, 2.5 * float(np.median(d)))).mean())


def _table_cost(fs: Sequence[Feature], rim: Feature) -> float:
    """How unlike the table a position's four fields are: unlike the table's
    colour (``rim``) or unlike each other (a table of another colour shows
    one colour on all four)."""
    return min(sum(_cost(f, rim) for f in fs), sum(_cost(f, _mean_feature(fs)) for f in fs))


def _neighbours(p: tuple[int, int]) -> list[tuple[int, int]]:
    x, y = p
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def _features(points: Sequence[RGB] | np.ndarray) -> np.ndarray:
    """``feature`` of every point, as an array (n, 4)."""
    c = np.clip(np.asarray(points, dtype=float).reshape(-1, 3), 0.0, None)
    s = c.sum(axis=1, keepdims=True) + 1.0
    return np.hstack([3 * c / s, BRIGHTNESS * np.log(s / 384.0)])


# Every tile's layouts as kind indices, (tiles, 8 orientations, 4 fields); a starting tile's
# four missing orientations are masked.
_LAYOUT_ARRAY = np.zeros((len(data.TILE_IDS), 8, 4), dtype=int)
_NO_LAYOUT = np.ones((len(data.TILE_IDS), 8), dtype=bool)
for _tile, _o, _ks in LAYOUT_KINDS:
    _LAYOUT_ARRAY[_tile, _o] = _ks
    _NO_LAYOUT[_tile, _o] = False


def read_garden(
    samples: Mapping[str, Sequence[RGB]],
    table: RGB | None = None,
    laid: Mapping[tuple[int, int], str] | None = None,
    limit: int = data.GARDEN_TILES,
) -> dict[tuple[int, int], tuple[str, str, int]]:
    """The tiles a photo shows, from the colours of every field it shows
    (``samples``: "x,y" -> the colours of points on it, the garden and the
    table around it): tile position -> (tile id, side, rotation), at most
    ``limit`` of them, joined through full sides to the tiles ``laid``
    (position -> tile id; none laid: to the starting position 0,0), each
    tile once, one starting tile (docs/rules/under_the_leaves.md §1.2, §6.1).

    The light is not assumed: the table is the colour of the photo's rim
    (``table``, else the colour most fields show) or any colour a position
    shows on three of its fields (``_uniform``); the fields unlike it near
    the garden fall into one group per kind (k-means on chromaticity and
    brightness, ``feature``), each group is named a kind by its hue
    (``name_groups``: the naming and the light's cast together); then, a few
    times over, every position gets the layout whose four kinds' colours are
    nearest its fields' (a field is as near a kind as the nearest
    ``SHOWN`` of its points: a pawn or a mushroom on it does not decide, and
    a field read wrong on its own is put right by the tile it is on), the
    garden grows from what is laid by the positions most unlike the table,
    and the kinds' colours are learned again from the tiles so read."""
    laid = dict(laid or {})
    fields = {f: _median(pts) for f, pts in samples.items() if pts}
    feats = {xy: feature(c) for xy, c in ((_xy(k), c) for k, c in fields.items()) if xy is not None}
    points = {xy: _features(samples[f]) for f in fields if (xy := _xy(f)) is not None}
    complete = {(x // 2, y // 2) for x, y in feats if all(_xy(f) in feats for f in tile_fields(x // 2, y // 2))}
    if not feats or not complete:
        return {}

    def xys(p: tuple[int, int]) -> list[tuple[int, int]]:
        return [(2 * p[0], 2 * p[1]), (2 * p[0] + 1, 2 * p[1]), (2 * p[0] + 1, 2 * p[1] + 1), (2 * p[0], 2 * p[1] + 1)]

    def fs_of(p: tuple[int, int]) -> list[Feature]:
        return [feats[xy] for xy in xys(p)]

    rim = feature(table) if table is not None else _mean_feature(list(feats.values()))
    near = {xy: math.dist(f, rim) for xy, f in feats.items()}
    cut = _otsu(list(near.values()))
    wood = [feats[xy] for xy, d in near.items() if d < cut]
    rim = _mean_feature(wood) if len(wood) >= 4 else rim
    seeds = set(laid) or {(0, 0)}
    free = complete - set(laid)
    unlike = {p for p in free if not _uniform(fs_of(p)) and any(near[xy] >= cut for xy in xys(p))}
    joined: set[tuple[int, int]] = set()
    todo = [p for p in seeds if p in unlike] + [q for p in seeds if p in laid for q in _neighbours(p)]
    while todo:
        p = todo.pop()
        if p in joined or p not in unlike:
            continue
        joined.add(p)
        todo.extend(_neighbours(p))
    # the kinds' groups are learned from the fields that show their colour as much as a field of this
    # print does (a letter or a drawing on every field is the print; a pawn on a few is not)
    around = [xy for p in sorted(joined) for xy in xys(p)]
    plain = {xy: _plain(points[xy], feats[xy]) for xy in around}
    enough = min(PLAIN, PLAIN_SHARE * median(plain.values())) if plain else PLAIN
    where = [xy for xy in around if plain[xy] >= enough]
    sample = [feats[xy] for xy in where]
    if len(sample) < 2 * KIND_COUNT:
        return {}
    groups = _kmeans(sample, KIND_COUNT)
    n = max(groups) + 1
    centres = [_median([fields[f"{x},{y}"] for (x, y), g in zip(where, groups) if g == k]) for k in range(n)]
    names = name_groups(centres)
    protos: dict[str, Feature] = {}
    for k, name in enumerate(names):
        protos[name] = _mean_feature([f for f, g in zip(sample, groups) if g == k])
    start_laid = any(data.is_start(data.TILE_INDEX[t]) for t in laid.values() if t in data.TILE_INDEX)
    taken_tiles = {data.TILE_INDEX[t] for t in laid.values() if t in data.TILE_INDEX}
    order = sorted(free, key=lambda q: (q[1], q[0]))
    table_cost = {p: _table_cost(fs_of(p), rim) for p in order}
    chosen: dict[tuple[int, int], tuple[int, int]] = {}
    for _round in range(4):
        kinds = np.array([protos.get(k, (1e3,) * 4) for k in data.KINDS])  # a kind not seen is far from all
        costs = np.array(
            [
                [
                    np.quantile(np.minimum(CAP, ((points[xy][:, None, :] - kinds[None]) ** 2).sum(-1)), SHOWN, axis=0)
                    for xy in xys(p)
                ]
                for p in order
            ]
        )  # (positions, 4 fields, kinds)
        layouts = sum(costs[:, i, :][:, _LAYOUT_ARRAY[:, :, i]] for i in range(4))  # (positions, tiles, 8)
        layouts = np.where(_NO_LAYOUT[None], np.inf, layouts)
        if taken_tiles:
            layouts[:, sorted(taken_tiles), :] = np.inf
        best_o = layouts.argmin(axis=2)
        best_c = layouts.min(axis=2)  # (positions, tiles)
        margin = {p: table_cost[p] - float(best_c[i].min()) for i, p in enumerate(order)}
        # the garden grows from what is laid through the positions most unlike the table
        garden: list[tuple[int, int]] = []
        frontier = {p for p in seeds if p in free} | {q for p in seeds if p in laid for q in _neighbours(p)}
        while len(garden) < limit:
            options = [p for p in frontier if p in margin and p not in garden and margin[p] > 0]
            if not options:
                break
            p = max(options, key=lambda q: (margin[q], -q[1], -q[0]))
            garden.append(p)
            frontier.update(_neighbours(p))
        # each tile once, one starting tile: the surest pairs first
        row = {p: i for i, p in enumerate(order)}
        pairs = sorted(
            (float(best_c[row[p], t]), p, t, int(best_o[row[p], t]))
            for p in garden
            for t in range(len(data.TILE_IDS))
            if np.isfinite(best_c[row[p], t])
        )
        chosen, used, start = {}, set(), start_laid
        for _c, p, tile, o in pairs:
            if p in chosen or tile in used or (start and data.is_start(tile)):
                continue
            chosen[p] = (tile, o)
            used.add(tile)
            start = start or data.is_start(tile)
        learned: dict[str, list[Feature]] = {}
        for p, (tile, o) in chosen.items():
            for f, (kind, _m) in zip(fs_of(p), data.LAYOUTS[tile][o]):
                learned.setdefault(data.KINDS[kind], []).append(f)
        protos.update({k: _mean_feature(v) for k, v in learned.items() if len(v) >= 2})
    out = {}
    for p, (tile, o) in chosen.items():
        side, rotation = data.side_rotation(o)
        out[p] = (data.TILE_IDS[tile], data.SIDES[side], rotation)
    return out


def propose(
    entry: dict[str, Any],
    samples: Mapping[str, Sequence[RGB]],
    colours: Mapping[str, RGB],
    table: RGB | None = None,
) -> dict[str, Any]:
    """A player entry with the tiles the photo shows laid on the positions
    that hold no tile yet (``samples``: field id "x,y" -> colours, the
    garden and the table around it; ``table``: the colour of the photo's
    rim, if known). Once the photo shows ``LEARN_FROM`` tile positions or
    more, the kinds' colours are learned from the photo itself
    (``read_garden``: no palette is assumed, so other prints and any light
    do); on fewer, a position is laid only where its four fields all show,
    for sure, one of ``colours`` (the colours the app draws). Each tile
    once; a position that looks like the table is left alone."""
    tiles = list(entry.get("tiles") or [])
    laid: dict[tuple[int, int], str] = {}
    for t in tiles:
        xy = _xy(t.get("at")) if isinstance(t, dict) else None
        if xy is not None:
            laid[xy] = str(t.get("tile"))
    used = set(laid.values())
    fields = {f: _median(pts) for f, pts in samples.items() if pts}
    complete = {(xy[0] // 2, xy[1] // 2) for xy in map(_xy, fields) if xy is not None}
    complete = {p for p in complete if all(f in fields for f in tile_fields(*p))}
    if len(complete) >= LEARN_FROM:
        room = max(0, data.GARDEN_TILES - len(laid))
        read = read_garden(samples, table, laid, room)
        for (tx, ty), (tile, side, rotation) in sorted(read.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if tile not in used:
                used.add(tile)
                tiles.append({"tile": tile, "at": f"{tx},{ty}", "side": side, "rotation": rotation})
        return dict(entry, tiles=tiles)
    for tx, ty in sorted(complete - set(laid), key=lambda t: (t[1], t[0])):
        drawn = identify([vote(samples[f], colours) for f in tile_fields(tx, ty)]) if colours else None
        if drawn is not None and drawn[0] not in used:  # the colours the app draws, all four sure: as drawn
            used.add(drawn[0])
            tiles.append({"tile": drawn[0], "at": f"{tx},{ty}", "side": drawn[1], "rotation": drawn[2]})
    return dict(entry, tiles=tiles)


# -- the alignment refined on the photo itself -------------------------------------------------------
# The person clicks the four alignment points close together (the blank grid around the starting
# tile), so a click a few photo pixels off moves the far tiles by a field or more. The refinement
# moves the four points, a little at a time, to where every tile position is wholly tile or wholly
# table and every field of a tile shows one colour (measured: benchmarks/bench_photos.py --click-error).
REFINE_STEPS = (0.16, 0.08, 0.04, 0.02, 0.01)  # the moves tried, in fields (coarse to fine)
REFINE_BOUND = 0.4  # a point moves at most this far, in fields (a click 20 photo px off is 0.2 of one)
REFINE_REACH = 0.42  # the points a field is judged by run this far from its centre (0.5: its edge)
REFINE_GRID = 7  # points across a field, REFINE_GRID ** 2 on it
REFINE_CAP = 0.08
TILE_REACH = 0.42  # the points a tile position is judged by run this far from its centre, in tiles
TILE_GRID = 8  # points across a tile position
OCCUPANCY = 3.0  # weight of a position astride tile and table against the fields' colours
MASK_CUT = 0.25  # a point this unlike the table (feature distance) is on a tile, at most (tiles: 0.3 and more)
# The tiles judged, stage after stage: those this many tiles from the alignment's middle, the near
# ones first (a point moved half a field makes every field one colour again: the far tiles only
# once the near ones hold the alignment, so the pitch is found, not a field's shift).
REFINE_STAGES = (
    1.6,
    2.6,
    3.6,
    5.1,
    7.1,
    9.1,
    13.1,
)  # one point's squared distance to its field's colour counts at most this


def homography(src: np.ndarray, dst: np.ndarray) -> np.ndarray | None:
    """The 3x3 projective map taking the four points ``src`` (4, 2) to ``dst``
    (column vectors, ``h[2, 2]`` 1); None when they make no quadrilateral."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(np.asarray(src, float), np.asarray(dst, float)):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    try:
        p = np.linalg.solve(np.array(rows), np.array(rhs))
    except np.linalg.LinAlgError:
        return None
    return np.append(p, 1.0).reshape(3, 3)


def apply_h(h: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """``pts`` (n, 2) through ``h``; a point sent to infinity comes out non-finite."""
    q = np.asarray(pts, float) @ h[:, :2].T + h[:, 2]
    with np.errstate(divide="ignore", invalid="ignore"):
        return q[:, :2] / q[:, 2:3]


def _field_points(centres: np.ndarray, size: float) -> np.ndarray:
    """The points (scene) each field is judged by: (fields * REFINE_GRID ** 2, 2)."""
    steps = np.linspace(-REFINE_REACH, REFINE_REACH, REFINE_GRID) * size
    du, dv = np.meshgrid(steps, steps)
    offsets = np.stack([du.ravel(), dv.ravel()], axis=1)
    return (centres[:, None, :] + offsets[None]).reshape(-1, 2)


def alignment_cost(image: np.ndarray, h: np.ndarray, points: np.ndarray, fields: int) -> float:
    """How unlike one colour the fields are when the scene goes onto the photo
    ``image`` (rows, columns, RGB) through ``h``: each point's squared distance
    (``feature``'s chromaticity and brightness) to its field's median colour,
    capped (``REFINE_CAP``: a pawn, a mushroom), summed. A point off the photo
    counts nothing."""
    if fields == 0:
        return 0.0
    c, inside = _sample(image, h, points)
    f = _features(c).reshape(fields, -1, 4)
    d = ((f - np.median(f, axis=1, keepdims=True)) ** 2).sum(-1)
    d = np.where(inside.reshape(fields, -1), np.minimum(d, REFINE_CAP), 0.0)  # off the photo: nothing to say
    return float(d.sum())


def _tile_points(centres: np.ndarray, size: float) -> np.ndarray:
    """The points (scene) a tile position is judged by: (positions * TILE_GRID ** 2, 2), ``size`` a field."""
    steps = np.linspace(-TILE_REACH, TILE_REACH, TILE_GRID) * 2 * size
    du, dv = np.meshgrid(steps, steps)
    offsets = np.stack([du.ravel(), dv.ravel()], axis=1)
    return (centres[:, None, :] + offsets[None]).reshape(-1, 2)


def _sample(image: np.ndarray, h: np.ndarray, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The colours of ``image`` at ``points`` (scene) through ``h``, and which fall on the photo."""
    at = apply_h(h, points)
    rows, cols = image.shape[:2]
    ok = np.isfinite(at).all(axis=1)
    xi = np.where(ok, np.nan_to_num(at[:, 0]), -1).astype(np.int64)
    yi = np.where(ok, np.nan_to_num(at[:, 1]), -1).astype(np.int64)
    inside = ok & (xi >= 0) & (xi < cols) & (yi >= 0) & (yi < rows)
    return image[np.clip(yi, 0, rows - 1), np.clip(xi, 0, cols - 1)].astype(float), inside


def garden_share(image: np.ndarray, h: np.ndarray, points: np.ndarray, table: np.ndarray, cut: float) -> np.ndarray:
    """Of each tile position, the share of its points unlike the table (``feature`` distance to
    ``table`` over ``cut``): 1 on a tile, 0 on the table, between on a position astride both."""
    c, inside = _sample(image, h, points)
    d = np.sqrt(((_features(c) - table) ** 2).sum(-1))
    seen = inside.reshape(-1, TILE_GRID**2).sum(axis=1)
    tile = ((d > cut) & inside).reshape(-1, TILE_GRID**2).sum(axis=1)
    return np.where(seen * 2 > TILE_GRID**2, tile / np.maximum(seen, 1), 0.0)  # half off the photo: not judged


def refine_alignment(
    image: np.ndarray,
    h: np.ndarray,
    anchors: np.ndarray,
    centres: np.ndarray,
    size: float,
    table: Sequence[float] | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The scene-to-photo map ``h`` (3x3, column vectors) refined on the photo
    ``image`` (rows, columns, RGB). ``centres``: the tile positions that may hold
    a tile (scene, (n, 2)), ``size``: a field's width (scene), ``table``: the table's
    colour (default: the median of what the positions show). The photo points of the
    four ``anchors`` (scene, (4, 2): the points clicked) are moved, one coordinate at a
    time, coarse to fine (``REFINE_STEPS``), each at most ``REFINE_BOUND`` of a field,
    while that lowers the cost: the positions astride tile and table (``garden_share``
    between 0 and 1: a tile laid across a line of the grid is the misalignment,
    ``OCCUPANCY``) and the fields of the positions holding a tile showing more than one
    colour (``alignment_cost``). The positions near the alignment are judged first, then
    farther ones (``REFINE_STAGES``): the far tiles then fix the pitch. Deterministic.
    Returns the map and the anchors' photo points."""
    start = apply_h(h, anchors)
    if not np.isfinite(start).all() or len(centres) == 0:
        return h, start
    middle = anchors.mean(axis=0)
    probe = apply_h(h, np.array([middle, middle + (size, 0.0), middle + (0.0, size)]))
    field_px = float(np.mean([np.hypot(*(probe[1] - probe[0])), np.hypot(*(probe[2] - probe[0]))]))
    if not math.isfinite(field_px) or field_px <= 0:
        return h, start
    centres = np.asarray(centres, float)
    every = _tile_points(centres, size)
    c, inside = _sample(image, h, every)
    f = _features(c)
    if table is not None:
        rim = np.asarray(feature((float(table[0]), float(table[1]), float(table[2]))))
    else:
        rim = np.median(f[inside], axis=0) if inside.any() else np.zeros(4)
    d = np.sqrt(((f - rim) ** 2).sum(-1))[inside]
    if len(d) < 2:
        return h, start
    cut = min(MASK_CUT, _otsu(list(np.quantile(d, np.linspace(0, 1, 257)))))
    share = garden_share(image, h, every, rim, cut)
    ring = (
        np.abs(centres[:, None, :] - centres[None, share > 0.02, :]).max(axis=2).min(axis=1)
        if (share > 0.02).any()
        else None
    )
    if ring is None:
        return h, start
    centres = centres[ring <= 2.01 * size]  # the garden seen, and a tile around it
    reach = np.abs(centres - middle).max(axis=1) / (2 * size)  # tiles from the alignment's middle
    best_h = h
    bound = REFINE_BOUND * field_px
    offsets = np.array([(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]) * size
    for stage, within in enumerate(REFINE_STAGES):
        near = centres[reach <= within]
        if len(near) == 0 or (stage and len(near) == len(centres[reach <= REFINE_STAGES[stage - 1]])):
            continue
        points = _tile_points(near, size)
        held = near[garden_share(image, best_h, points, rim, cut) > 0.5]
        fields = (held[:, None, :] + offsets[None]).reshape(-1, 2)
        field_points, n = _field_points(fields, size), len(fields)

        def cost(
            m: np.ndarray, points: np.ndarray = points, field_points: np.ndarray = field_points, n: int = n
        ) -> float:
            o = garden_share(image, m, points, rim, cut)
            value = OCCUPANCY * float((o * (1 - o)).sum())
            return value + (alignment_cost(image, m, field_points, n) if n else 0.0)

        best = cost(best_h)
        base = apply_h(best_h, anchors)
        moves = np.zeros((4, 2))
        for step in REFINE_STEPS if stage == 0 else REFINE_STEPS[1:]:
            px = step * field_px
            better = True
            while better:
                better = False
                for k in range(4):
                    for axis in range(2):
                        for sign in (1.0, -1.0):
                            trial = moves.copy()
                            trial[k, axis] += sign * px
                            if np.hypot(*(base + trial - start)[k]) > bound:
                                continue
                            th = homography(anchors, base + trial)
                            if th is None:
                                continue
                            value = cost(th)
                            if value < best - 1e-9:
                                best, best_h, moves, better = value, th, trial, True
                                break
    # kept only if the whole garden says so: the clicks may have been right
    points = _tile_points(centres, size)
    held = centres[
        (garden_share(image, best_h, points, rim, cut) > 0.5) | (garden_share(image, h, points, rim, cut) > 0.5)
    ]
    fields = (held[:, None, :] + offsets[None]).reshape(-1, 2)
    field_points = _field_points(fields, size)

    def whole(m: np.ndarray) -> float:
        o = garden_share(image, m, points, rim, cut)
        return OCCUPANCY * float((o * (1 - o)).sum()) + alignment_cost(image, m, field_points, len(fields))

    if whole(best_h) >= whole(h):
        return h, start
    return best_h, apply_h(best_h, anchors)
