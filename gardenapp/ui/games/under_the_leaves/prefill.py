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
import math
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

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


def clusters(colours: Sequence[RGB], k: int, rounds: int = 12) -> list[int]:
    """Each colour's group among ``k`` (k-means from the farthest-point
    start, deterministic)."""
    if not colours:
        return []
    k = min(k, len(colours))
    centres = [_median(colours)]
    while len(centres) < k:
        centres.append(max(colours, key=lambda c: min(math.dist(c, m) for m in centres)))
    groups = [0] * len(colours)
    for _ in range(rounds):
        groups = [min(range(len(centres)), key=lambda g: math.dist(c, centres[g])) for c in colours]
        for g in range(len(centres)):
            members = [c for c, m in zip(colours, groups) if m == g]
            if members:
                centres[g] = _median(members)
    order = {g: i for i, g in enumerate(sorted(set(groups)))}  # no empty group
    return [order[g] for g in groups]


def read_kinds(fields: Mapping[str, RGB]) -> dict[str, str]:
    """Field id -> kind or "table", from the colours the photo shows and the
    tiles alone: the fields fall into groups of colour (``GROUPS``: a kind or
    the table may take several); each group is named a kind or the table so
    that the most tile positions show a tile that exists (spec §1.2), each
    tile once, no tile half on the table, and each kind's group near the hue
    it is printed in once the light's colour is taken out (a grey world over
    the kinds' groups). A local search from every group named the table in
    turn, the others by hue."""
    keys = sorted(fields)
    groups = dict(zip(keys, clusters([fields[k] for k in keys], GROUPS)))
    n = max(groups.values(), default=-1) + 1
    centres = {g: _median([fields[k] for k in keys if groups[k] == g]) for g in range(n)}
    positions = []
    for tx, ty in sorted({(xy[0] // 2, xy[1] // 2) for xy in map(_xy, keys) if xy is not None}):
        fs = tile_fields(tx, ty)
        if all(f in groups for f in fs):
            positions.append(tuple(groups[f] for f in fs))
    weight = 0.25 * max(1, len(positions)) / 180

    def hues(naming: Sequence[str]) -> dict[int, float]:
        kinds = [c for g, c in centres.items() if naming[g] != "table"] or list(centres.values())
        mean = [sum(c[i] for c in kinds) / len(kinds) for i in range(3)]
        grey = sum(mean) / 3
        out = {}
        for g, c in centres.items():
            r, gr, b = (max(0.0, min(1.0, c[i] * grey / max(1.0, mean[i]) / 255)) for i in range(3))
            out[g] = colorsys.rgb_to_hsv(r, gr, b)[0] * 360
        return out

    def score(naming: Sequence[str]) -> float:
        seen_hues = hues(naming)
        gap = sum(_hue_gap(seen_hues[g], HUES[naming[g]]) for g in range(n) if naming[g] in HUES)
        valid, mixed, tiles = 0, 0, set()
        for pos in positions:
            kinds = [naming[g] for g in pos]
            tables = kinds.count("table")
            if tables:
                mixed += tables < 4
                continue
            found = BY_KINDS.get(tuple(data.KIND_INDEX[k] for k in kinds))
            if found is not None:
                valid += 1
                tiles.add(found[0])
            else:
                mixed += 1  # neither a tile nor the table
        light: dict[str, list[float]] = {}
        for g in range(n):
            light.setdefault(naming[g], []).append(sum(centres[g]))
        order = len(
            [1 for lit, dark in BRIGHTER if lit in light and dark in light and min(light[lit]) < max(light[dark])]
        )
        return valid + 0.5 * len(tiles) - 0.5 * mixed - weight * gap - 0.1 * max(1, len(positions)) * order

    best_naming: list[str] = ["table"] * n
    best = score(best_naming) if n else 0.0
    for table in range(n):
        naming = ["table" if g == table else "" for g in range(n)]
        seen_hues = hues(naming)
        naming = ["table" if g == table else _nearest_kind(seen_hues[g]) for g in range(n)]
        here = score(naming)
        for _pass in range(12):
            better = False
            for g in range(n):
                for label in LABELS:
                    if label == naming[g]:
                        continue
                    trial = list(naming)
                    trial[g] = label
                    got = score(trial)
                    if got > here + 1e-9:
                        naming, here, better = trial, got, True
            if not better:
                break
        if here > best:
            best, best_naming = here, naming
    return {k: best_naming[g] for k, g in groups.items()}


GROUPS = 16
LEARN_FROM = 6  # tile positions the kinds' colours are learned from, at least
# Kinds printed lighter than others, whatever the print: pink than purple, yellow than orange and green.
BRIGHTER = (("pink", "purple"), ("yellow", "orange"), ("yellow", "green"))
LABELS: tuple[str, ...] = tuple(data.KINDS) + ("table",)
# The hue each kind is printed in, about (spec §1.1: the kinds are named by colour; a puddle is water).
HUES = {"green": 110.0, "orange": 28.0, "pink": 335.0, "yellow": 55.0, "purple": 275.0, "puddle": 195.0}


def _nearest_kind(hue: float) -> str:
    return min(HUES, key=lambda k: _hue_gap(hue, HUES[k]))


def _hue_gap(a: float, b: float) -> float:
    d = abs(a - b) % 360
    return min(d, 360 - d)


def propose(entry: dict[str, Any], samples: Mapping[str, Sequence[RGB]], colours: Mapping[str, RGB]) -> dict[str, Any]:
    """A player entry with every tile the photo shows laid on the positions
    that hold no tile yet (``samples``: field id "x,y" -> colours); a position
    that looks more like the table than like any tile is left alone. The
    four fields of a position that all show, for sure, one of ``colours``
    (the colours the app draws: a photo of its own drawing, or a print like
    it) name the tile at once; otherwise the kinds' colours are learned from
    the photo (``read_kinds``) and the position gets the tile, side and
    rotation whose four kinds' colours are nearest its four fields' (a field
    read wrong on its own is put right by the other three), once the grid
    shows ``LEARN_FROM`` positions or more. Each tile once."""
    tiles = list(entry.get("tiles") or [])
    taken = {t.get("at") for t in tiles if isinstance(t, dict)}
    used = {t.get("tile") for t in tiles if isinstance(t, dict)}
    fields = {f: _median(pts) for f, pts in samples.items() if pts}
    complete = {(xy[0] // 2, xy[1] // 2) for xy in map(_xy, fields) if xy is not None}
    learn = sum(all(f in fields for f in tile_fields(*p)) for p in complete) >= LEARN_FROM
    kinds = read_kinds(fields) if learn else {}
    protos = {label: _median([fields[f] for f, k in kinds.items() if k == label]) for label in set(kinds.values())}
    far = 3 * 255.0
    positions = {(xy[0] // 2, xy[1] // 2) for xy in map(_xy, samples) if xy is not None}
    for tx, ty in sorted(positions, key=lambda t: (t[1], t[0])):
        at = f"{tx},{ty}"
        fs = tile_fields(tx, ty)
        if at in taken or not all(f in fields for f in fs):
            continue
        drawn = identify([vote(samples[f], colours) for f in fs]) if colours else None
        if drawn is not None and drawn[0] not in used:  # the colours the app draws, all four sure: as drawn
            used.add(drawn[0])
            tiles.append({"tile": drawn[0], "at": at, "side": drawn[1], "rotation": drawn[2]})
            continue
        if not learn:
            continue
        table = sum(math.dist(fields[f], protos["table"]) if "table" in protos else far for f in fs)
        options = sorted(
            (
                sum(
                    math.dist(fields[f], protos[data.KINDS[k]]) if data.KINDS[k] in protos else far
                    for f, k in zip(fs, ks)
                ),
                ks,
            )
            for ks in BY_KINDS
        )
        for cost, ks in options:
            if cost >= table:
                break
            found = identify([data.KINDS[k] for k in ks])
            if found is not None and found[0] not in used:
                used.add(found[0])
                tiles.append({"tile": found[0], "at": at, "side": found[1], "rotation": found[2]})
                break
    return dict(entry, tiles=tiles)
