"""Reading an Azul: Queen's Garden garden from a photo (docs/architecture.md §6.5): which
free spaces hold a tile, the tile's colour and, where the picture allows, its
pattern (docs/rules/azul_queens_garden.md §2.1: six colours, six patterns).
Measured by benchmarks/bench_photos.py on photos drawn by code that shares
nothing with the app.

Calibration comes from the photo itself, never from the app's drawing colours:

* the board's print: the colour most of the fountain board's six ornament
  cells (docs/rules/azul_queens_garden.md §2.5, never covered) and of the free spaces
  share is the print under this light; a face-down expansion's back is the
  colour most of its cells share;
* a space holds a tile when its colour is far from the print it lies on (the
  board's own colour, measured in this photo), or a little less far and with
  a drawing in its middle (a pale tile on a print of nearly its colour);
* the light: the print says roughly how the light is tinted (a print is not
  white, so it is trusted only in part, ``TRUST``), then the tint that lets the
  tiles seen fit the six colours best is searched near it (the six colours are
  only named, ``NAMED``: a blue, a yellow, a dark and a light green, a dark
  purple and a lilac); hexagons the person entered (tiles and the printed
  hexagons of face-up expansions) pull the tint towards their known colours;
* the pattern: the drawing in a tile's middle (how far each point is from the
  tile's own colour, so a light or dark ink reads the same) is matched against
  the drawings of the hexagons of a known pattern on this board: the tiles the
  person entered and the expansions' printed hexagons. With no such template
  of a pattern, that pattern cannot be proposed: the tile gets its colour, the
  pattern stays for the person (``proposed`` says which).

The result: the entry with ``tiles`` filled in for every free space the person
left empty that shows a tile, and ``proposed``: {cell: "pattern" | "colour"}
(both read / the colour only, the pattern a placeholder to check); the UI
draws those as proposed, the board file has no such key. Samples are
``{cell: [(x, y, (r, g, b)), ...]}`` with ``x, y`` in units of the cell's
circumradius from its centre, the board upright (scorehelper.hexagon_samples).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from ....core.hexgrid import format_pair
from ....games.azul_queens_garden import data

RGB = tuple[float, float, float]
Lab = tuple[float, float, float]
Point = tuple[float, float, tuple[int, int, int]]

# A generic idea of each colour the rules name (§2.1), as a person would pick
# it from a colour chart: not the app's drawing colours. The photo's light and
# the board's print move the tiles seen; the search of the tint makes up for that.
NAMED: dict[str, RGB] = {
    "blue": (40, 120, 200),
    "yellow": (235, 190, 40),
    "dark_green": (35, 100, 60),
    "light_green": (140, 200, 100),
    "dark_purple": (90, 45, 120),
    "light_purple": (195, 160, 215),
}
TRUST = 0.7  # how much of the print's tint is taken as the light's (a print is never quite white)
LIGHTNESS = 0.5  # weight of lightness against hue in the colour distance (light varies over a board)
BODY = (0.55, 0.78)  # a tile's body: between its drawing and its edge (share of the circumradius)
PRINTED_BODY = (0.5, 0.64)  # a printed hexagon's: it is printed smaller than its space
DRAWING = 0.56  # a pattern's drawing lies within this share of the circumradius
TILE_FROM_PRINT = 18.0  # a space this far (CIELAB ΔE) from its print holds a tile
NEAR_PRINT = 9.0  # ... as does one this far that shows a drawing: a pale tile on a print of nearly its colour
TILE_NAMED = 20.0  # ... as does one this near (ΔE) one of the named colours
FRONT_NEAR = 14.0  # an area's plain cells this near the fountain board's print: a face-up expansion
TABLE_NEAR = 12.0  # ... this near the table just outside the garden beside them, and
PLAIN_EDGE = 3.0  # ... with no cell's outline (ΔE of a cell's edge from its middle): no expansion
NO_EDGE = 2.2  # ... as is an area whose cells show no outline at all, whatever the table's colour
OUTLINE = (0.79, 0.85)  # where a printed space's outline and the board between spaces show
RIM = (0.72, 0.8)  # a printed hexagon leaves its print showing here; a tile covers it
DRAWN = 12.0  # a drawing: a tenth of the middle's points this far (ΔE) from the cell's own colour
TINTS = [k / 20 for k in range(-6, 7)]  # the tint searched: log-gains of red and blue against green
MATCH = 0.87  # the least correlation of a drawing with a template for a pattern to be proposed
MARGIN = 0.05  # ... and by how much it must beat every other pattern's best template

ORNAMENT_CELLS = [format_pair(o) for o in data.ORNAMENTS]
START_CELLS = [format_pair(s) for s in data.START_SPACES]
AREA_CELLS = {a: [format_pair(h) for h in data.area_cells(a)] for a in data.AREAS}  # centre, then ring 0..5


# -- colours ----------------------------------------------------------------------------------------
def _linear(c: float) -> float:
    c = max(0.0, min(255.0, c)) / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(rgb: Sequence[float]) -> Lab:
    """sRGB (0-255) -> CIELAB (D65)."""
    r, g, b = (_linear(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta(a: Lab, b: Lab, lightness: float = 1.0) -> float:
    return math.sqrt(lightness * (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2)


NAMED_LAB = {k: lab(v) for k, v in NAMED.items()}


def _median(colours: Sequence[Sequence[float]]) -> RGB:
    return (median(c[0] for c in colours), median(c[1] for c in colours), median(c[2] for c in colours))


def body(points: Sequence[Point], within: tuple[float, float] = BODY) -> RGB | None:
    """A cell's own colour: the median of its points between its drawing and its edge."""
    lo, hi = within
    ring = [c for x, y, c in points if lo * lo <= x * x + y * y <= hi * hi]
    return _median(ring) if ring else None


def print_colour(samples: Mapping[str, Sequence[Point]], free: Sequence[str] = ()) -> RGB | None:
    """The board's print under this light: the colour most of the cells that
    are never covered (the ornaments, docs/rules/azul_queens_garden.md §2.5)
    and of the ``free`` spaces share (a tile's colour is shared by few of
    them; an ornament printed in colours of its own is outvoted by the free
    spaces, and the other way round)."""
    seen = [
        (b, lab(b))
        for b in (body(samples[c], (0.3, 0.78)) for c in [*ORNAMENT_CELLS, *free] if c in samples)
        if b is not None
    ]
    if len(seen) < 3:
        return None
    counts = [sum(delta(c, d) < 10 for _o, d in seen) for _b, c in seen]
    centre = seen[counts.index(max(counts))][1]
    near = [b for b, c in seen if delta(c, centre) < 10]
    return _median(near)


def base_gains(paper: RGB) -> RGB:
    """The gains that make the print a light grey, taken ``TRUST`` of the way
    for its tint (its brightness whole)."""
    mean = sum(paper) / 3
    return tuple(230 / max(1.0, p) * (max(1.0, p) / max(1.0, mean)) ** (1 - TRUST) for p in paper)


def _apply(c: Sequence[float], gains: Sequence[float]) -> Lab:
    return lab((c[0] * gains[0], c[1] * gains[1], c[2] * gains[2]))


def nearest(colour: Lab) -> tuple[float, str]:
    return min((delta(colour, v, LIGHTNESS), k) for k, v in NAMED_LAB.items())


def fit_tint(base: RGB, seen: Sequence[RGB], known: Sequence[tuple[RGB, str]] = ()) -> RGB:
    """The gains near ``base`` under which the hexagons ``seen`` (and ``known``:
    colours whose name the person gave) are nearest to the named colours."""
    best: tuple[float, RGB] | None = None
    count = max(1, len(seen) + len(known))
    for a in TINTS:
        for b in TINTS:
            gains = (base[0] * math.exp(a), base[1], base[2] * math.exp(b))
            cost = sum(nearest(_apply(c, gains))[0] for c in seen)
            cost += sum(delta(_apply(c, gains), NAMED_LAB[name], LIGHTNESS) for c, name in known)
            cost += 30 * count * (a * a + b * b)  # the print's own tint, unless the tiles say otherwise
            if best is None or cost < best[0]:
                best = (cost, gains)
    return best[1] if best is not None else base


# -- the garden's cells -------------------------------------------------------------------------------
def cells_of(entry: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, tuple[str, str]]]:
    """The free spaces of the garden the entry describes -> the print they lie on
    ("front": the fountain board or a face-up expansion, "back": a face-down one),
    and the printed hexagons of face-up expansions -> (colour, pattern)."""
    spaces = {c: "front" for c in START_CELLS}
    printed: dict[str, tuple[str, str]] = {}
    areas = entry.get("areas") or {}
    for area, cells in AREA_CELLS.items():
        state = areas.get(area) if isinstance(areas, dict) else None
        if state == "face_down":
            spaces.update({c: "back" for c in cells})
        elif isinstance(state, dict):
            turn = state.get("orientation")
            for k, c in enumerate(cells[1:]):
                if k == turn:
                    if state.get("colour") in NAMED and state.get("pattern") in data.PATTERNS:
                        printed[c] = (state["colour"], state["pattern"])
                else:
                    spaces[c] = "front"
    return spaces, printed


def _back_colour(colours: Sequence[Lab]) -> Lab | None:
    """The colour most face-down cells share (most of them are free)."""
    if not colours:
        return None
    counts = [sum(delta(c, d) < 12 for d in colours) for c in colours]
    centre = colours[counts.index(max(counts))]
    near = [c for c in colours if delta(c, centre) < 12]
    return (median(c[0] for c in near), median(c[1] for c in near), median(c[2] for c in near))


# -- patterns ---------------------------------------------------------------------------------------
def drawing(points: Sequence[Point], own: RGB) -> dict[tuple[int, int], float]:
    """A hexagon's drawing: (grid x, grid y) -> how far the point is from the
    hexagon's own colour (ΔE), within ``DRAWING`` of its centre."""
    xs = sorted({round(x, 6) for x, _y, _c in points})
    step = min((b - a for a, b in zip(xs, xs[1:]) if b - a > 1e-6), default=0.1)
    base = lab(own)
    out = {}
    reach = (DRAWING + 1.5 * step) ** 2
    for x, y, c in points:
        if x * x + y * y <= reach:
            out[(round(x / step), round(y / step))] = delta(lab(c), base)
    return out


def drawn(mine: Mapping[tuple[int, int], float]) -> bool:
    """The middle of a cell shows a drawing (a tile's pattern), not a plain print."""
    values = sorted(mine.values())
    return bool(values) and values[int(len(values) * 0.9)] >= DRAWN


def correlation(a: Mapping[tuple[int, int], float], b: Mapping[tuple[int, int], float]) -> float:
    """The best normalised correlation of two drawings, one shifted by up to one point."""
    keys = list(a)
    if not keys or not b:
        return -1.0
    limit = max(abs(i) for i, _j in keys)
    inner = [k for k in keys if k[0] ** 2 + k[1] ** 2 <= (limit - 1) ** 2]
    best = -1.0
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            pairs = [(a[k], b[(k[0] + dx, k[1] + dy)]) for k in inner if (k[0] + dx, k[1] + dy) in b]
            if len(pairs) < 10:
                continue
            ma = sum(p for p, _ in pairs) / len(pairs)
            mb = sum(q for _, q in pairs) / len(pairs)
            num = sum((p - ma) * (q - mb) for p, q in pairs)
            den = math.sqrt(sum((p - ma) ** 2 for p, _ in pairs) * sum((q - mb) ** 2 for _, q in pairs))
            if den > 1e-9:
                best = max(best, num / den)
    return best


def match_pattern(
    mine: Mapping[tuple[int, int], float], templates: Sequence[tuple[str, Mapping[tuple[int, int], float]]]
) -> str | None:
    """The pattern whose template drawing is most like ``mine``, when sure enough."""
    best: dict[str, float] = {}
    for pattern, template in templates:
        best[pattern] = max(best.get(pattern, -1.0), correlation(mine, template))
    if not best:
        return None
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    top, score = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else -1.0
    return top if score >= MATCH and score - second >= MARGIN else None


def read_patterns(
    templates: Sequence[tuple[str, Mapping[tuple[int, int], float]]],
    drawings: Mapping[str, Mapping[tuple[int, int], float]],
) -> dict[str, str]:
    """The cells of ``drawings`` whose pattern a template tells for sure; a
    pattern read is a template for the others in turn."""
    templates = list(templates)
    patterns: dict[str, str] = {}
    while templates:
        more: dict[str, str] = {}
        for c, mine in drawings.items():
            read = match_pattern(mine, templates) if c not in patterns else None
            if read is not None:
                more[c] = read
        if not more:
            break
        patterns.update(more)
        templates += [(p, drawings[c]) for c, p in more.items()]
    return patterns


def match_patterns(
    entry: Mapping[str, Any], samples: Mapping[str, Sequence[Point]], cells: Sequence[str]
) -> dict[str, str]:
    """The patterns of the hexagons on ``cells`` (tiles or printed ones whose
    pattern is still to tell) that the other hexagons of ``entry`` tell for
    sure: what the person entered since the photo was read teaches the rest."""
    spaces, printed = cells_of(entry)
    tiles = entry.get("tiles") or {}
    known = [(c, str(t.get("pattern"))) for c, t in tiles.items() if isinstance(t, dict) and c not in cells]
    known += [(c, p) for c, (_colour, p) in printed.items() if c not in cells]
    templates, drawings = [], {}
    for c, pattern in known:
        own = body(samples[c], PRINTED_BODY if c in printed else BODY) if c in samples else None
        if own is not None and pattern in data.PATTERNS:
            templates.append((pattern, drawing(samples[c], own)))
    for c in cells:
        own = body(samples[c], PRINTED_BODY if c in printed else BODY) if c in samples else None
        if own is not None:
            drawings[c] = drawing(samples[c], own)
    return read_patterns(templates, drawings) if templates else {}


# -- the proposal -----------------------------------------------------------------------------------
def _drawn_at(samples: Mapping[str, Sequence[Point]], cell: str) -> bool:
    own = body(samples[cell]) if cell in samples else None
    return own is not None and drawn(drawing(samples[cell], own))


def _stand_in(cell: str, colour: str, shown: Mapping[str, tuple[str, str]]) -> str:
    """The pattern shown on a tile whose pattern is still to tell: the first
    that puts it in no group with a hexagon identical to it (docs/rules/azul_queens_garden.md
    §5: the group rule would warn about a pair the person never entered)."""

    def joined(same) -> set[str]:  # the cells joined to ``cell`` through hexagons ``same`` accepts
        seen, todo = {cell}, [cell]
        while todo:
            at = _pair(todo.pop())
            for c, hexagon in shown.items():
                q = _pair(c)
                if c not in seen and at and q and _hex_distance(q, at) == 1 and same(hexagon):
                    seen.add(c)
                    todo.append(c)
        return seen - {cell}

    by_colour = {shown[c][1] for c in joined(lambda h: h[0] == colour)}
    for pattern in data.PATTERNS:
        if pattern not in by_colour and all(shown[c][0] != colour for c in joined(lambda h, p=pattern: h[1] == p)):
            return pattern
    return data.PATTERNS[0]


def _hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[0] + a[1] - b[0] - b[1]))


def read_area(
    area: str,
    samples: Mapping[str, Sequence[Point]],
    outside: Mapping[str, Sequence[Point]],
    base: RGB,
    front: Lab,
) -> str | int | None:
    """What lies on an area the person left without an expansion
    (docs/rules/azul_queens_garden.md §2.4): None (nothing: the table shows, as
    it does just outside the garden beside it, and no space's outline), "face_down" (a print unlike the
    fountain board's, or a tile on its centre, which a face-up expansion's
    pavilion never holds), or the orientation of a face-up one (its cells not
    covered are the fountain board's print; its printed hexagon is the ring
    cell in colour whose rim differs most from its middle: a loose tile covers
    its space to the edge)."""
    cells = AREA_CELLS[area]
    seen = {c: body(samples[c]) for c in cells if c in samples}
    if len(seen) < 5:
        return None
    colour = {c: _apply(own, base) for c, own in seen.items() if own is not None}
    tiled = {
        c
        for c, own in seen.items()
        if own is not None
        and (
            nearest(colour[c])[0] <= TILE_NAMED
            or delta(colour[c], front) >= TILE_FROM_PRINT
            and drawn(drawing(samples[c], own))
        )
    }
    plain = [colour[c] for c in colour if c not in tiled]
    if not plain:
        return "face_down"  # seven tiles: a face-up expansion's centre holds none
    middle = (median(p[0] for p in plain), median(p[1] for p in plain), median(p[2] for p in plain))
    if delta(middle, front) > FRONT_NEAR or cells[0] in tiled:
        if cells[0] in tiled:
            return "face_down"
        table = {
            q: own for k, points in outside.items() if (q := _pair(k)) for own in [body(points, (0.0, 0.8))] if own
        }
        near, edges = [], []
        for c in colour:
            if c in tiled:
                continue
            at = _pair(c)
            near += [
                delta(colour[c], _apply(own, base)) for q, own in table.items() if at and _hex_distance(q, at) == 1
            ]
            rim, middle_ = body(samples[c], OUTLINE), body(samples[c], (0.3, 0.7))
            if rim is not None and middle_ is not None:
                edges.append(delta(_apply(rim, base), _apply(middle_, base)))
        edge = median(edges) if edges else PLAIN_EDGE
        if edge < NO_EDGE or near and median(near) < TABLE_NEAR and edge < PLAIN_EDGE:
            return None  # no space's outline at all, or the table as just outside the garden beside them
        return "face_down"
    # The printed hexagon: a ring cell in colour (a tile, or far from the print: printed smaller
    # than its space, its colour is mixed with the print's) whose rim differs most from its
    # middle (the print shows around it; a loose tile covers its space to the edge).
    ring = [c for c in cells[1:] if c in tiled or c in colour and delta(colour[c], front) >= TILE_FROM_PRINT]
    if not ring:
        return None  # no printed hexagon: not a face-up expansion
    rims: dict[str, float] = {}
    for c in ring:
        rim = body(samples[c], RIM)
        rims[c] = delta(_apply(rim, base), colour[c]) if rim is not None else -1.0
    return cells.index(max(ring, key=lambda c: rims[c])) - 1


def _pair(label: str) -> tuple[int, int] | None:
    from ....core.hexgrid import parse_pair

    return parse_pair(label)


def hexgrid_parse(area: str) -> tuple[int, int]:
    centre = data.AREA_CENTRES[area]
    return (int(centre[0]), int(centre[1]))


def propose(
    entry: dict[str, Any],
    samples: Mapping[str, Sequence[Point]],
    outside: Mapping[str, Sequence[Point]] | None = None,
) -> dict[str, Any]:
    """A player entry with a tile on every free space the photo shows one on
    (its colour, and its pattern where a template on this board tells it),
    the spaces the person entered left alone; ``proposed`` lists the new ones.
    With ``outside`` (the samples of the cells around the garden: the table),
    every area left without an expansion is read too (``read_area``), a face-up
    expansion's printed hexagon like a tile."""
    tiles = {c: dict(t) for c, t in (entry.get("tiles") or {}).items() if isinstance(t, dict)}
    spaces, printed = cells_of(entry)
    plain = [c for c, under in spaces.items() if under == "front" and c not in tiles and not _drawn_at(samples, c)]
    paper = print_colour(samples, plain)  # free spaces that show no drawing: a tile always does
    if paper is None:
        return dict(entry)
    base = base_gains(paper)
    front = _apply(paper, base)
    areas = dict(entry.get("areas") or {}) if isinstance(entry.get("areas"), dict) else {}
    read_printed: dict[str, tuple[str, int]] = {}  # a face-up expansion read here: its printed cell -> (area, turn)
    if outside is not None:
        for area in data.AREAS:
            if areas.get(area) is not None:
                continue
            state = read_area(area, samples, outside, base, front)
            if state == "face_down":
                areas[area] = "face_down"
            elif isinstance(state, int):
                areas[area] = {"colour": "", "pattern": "", "orientation": state}  # its hexagon read below
                read_printed[AREA_CELLS[area][state + 1]] = (area, state)
        entry = dict(entry, areas=areas)
        spaces, printed = cells_of(entry)
    colours: dict[str, RGB] = {}
    for c in [*spaces, *printed, *read_printed]:
        ring = PRINTED_BODY if c in printed or c in read_printed else BODY
        own_colour = body(samples[c], ring) if c in samples else None
        if own_colour is not None:
            colours[c] = own_colour
    shows = {c: drawn(drawing(samples[c], colours[c])) for c in spaces if c in colours}
    # A face-down back: the colour most of its free-looking cells share (a tile shows a drawing).
    back = _back_colour(
        [
            _apply(colours[c], base)
            for c in spaces
            if spaces[c] == "back" and c in colours and c not in tiles and not shows[c]
        ]
    )
    found = [c for c in read_printed if c in colours]
    for c, under in spaces.items():
        own = colours.get(c)
        if c in tiles or own is None:
            continue
        ground = front if under == "front" else back
        if ground is None:  # every cell of the backs shows a drawing: all hold tiles
            if shows[c]:
                found.append(c)
            continue
        away = delta(_apply(own, base), ground)
        if away >= TILE_FROM_PRINT or away >= NEAR_PRINT and shows[c]:
            found.append(c)
    known = [
        (colours[c], str(t.get("colour"))) for c, t in tiles.items() if colours.get(c) and t.get("colour") in NAMED
    ]
    known += [(colours[c], colour) for c, (colour, _p) in printed.items() if colours.get(c)]
    gains = fit_tint(base, [colours[c] for c in found], known)
    templates = []
    for c, hexagon in [*((c, (t.get("colour"), t.get("pattern"))) for c, t in tiles.items()), *printed.items()]:
        own = colours.get(c)
        if own is not None and c in samples and hexagon[1] in data.PATTERNS:
            templates.append((str(hexagon[1]), drawing(samples[c], own)))
    proposed = dict(entry.get("proposed") or {})
    patterns = read_patterns(templates, {c: drawing(samples[c], colours[c]) for c in found})
    stand_ins = {c for c in found if c not in patterns}
    read_colours = {c: nearest(_apply(colours[c], gains))[1] for c in found}
    shown = {c: (str(t.get("colour")), str(t.get("pattern"))) for c, t in tiles.items()}
    shown.update(printed)
    shown.update({c: (read_colours[c], patterns[c]) for c in found if c in patterns})
    for c in found:
        if c not in patterns:  # a stand-in till the person tells it: none identical to a neighbour
            patterns[c] = _stand_in(c, read_colours[c], shown)
            shown[c] = (read_colours[c], patterns[c])
    for c in found:
        made = {"colour": read_colours[c], "pattern": patterns[c]}
        if c in read_printed:
            area, turn = read_printed[c]
            areas[area] = {**made, "orientation": turn}
        else:
            tiles[c] = made
        proposed[c] = "colour" if c in stand_ins else "pattern"
    for area, _turn in read_printed.values():
        if not areas[area].get("colour"):  # not seen after all (outside the photo)
            areas[area] = "face_down"
    out = dict(entry, tiles=tiles)
    if read_printed or outside is not None:
        out["areas"] = {a: areas.get(a) for a in data.AREAS}
    if proposed:
        out["proposed"] = proposed
    return out
