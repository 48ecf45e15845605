"""Reading the Takenoko garden from a photo (docs/architecture.md §6.5): each place shows a
plot's colour, green, yellow or pink (spec §2.2), or the table. The
improvements, the bamboo heights, the channels and the two figures are left
to the person: a photo from above cannot measure a bamboo, and the small
improvement tokens and channel sticks need more than a place's colour. The
garden is checked and shown, never scored (docs/formats.md §1.5). Measured by
benchmarks/bench_prefill.py.

``colours`` are the plot colours the helper draws, ``{colour: (r, g, b)}``;
a place's colour is their vote (``gardenapp.ui.prefill``). A photo of
another print under another light is read once more when the grid has
grown: the places on its rim show the table, whose chroma then tells the
table from a plot (``table_colour``, ``read_place``), and the plots' colours
are then read together, the light's cast taken from the photo itself
(``fit_colours``), not from the helper's colours under a neutral light.
"""

from __future__ import annotations

import colorsys
import copy
import math
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from ....games.takenoko import data as takenoko_data
from ...prefill import vote

RGB = tuple[float, float, float]
POND = (0, 0)


def chroma(c: Sequence[float]) -> RGB:
    """A colour's shares of red, green and blue (the same under brighter or dimmer light)."""
    total = max(1.0, float(sum(c)))
    return (c[0] / total, c[1] / total, c[2] / total)


def middle(points: Sequence[RGB]) -> RGB:
    return (median(p[0] for p in points), median(p[1] for p in points), median(p[2] for p in points))


def _is_place(c: Any) -> bool:
    return isinstance(c, tuple) and len(c) == 2 and all(isinstance(v, int) for v in c)


def _centre(chromas: Sequence[RGB]) -> RGB:
    return (median(c[0] for c in chromas), median(c[1] for c in chromas), median(c[2] for c in chromas))


def table_colour(samples: Mapping[Any, Sequence[RGB]]) -> RGB | None:
    """The table's chroma: the median over the places on the rim of the grid
    (a place with a neighbour outside it: the grid reaches one place past the
    garden, so its rim is the table), None when there is no rim to tell.

    A table that the app's colours read as a plot (a pale warm table under
    warm light looks yellow) lets the grid grow over the whole photo, and its
    rim is then what lies around the table. The box holds 27 plots (spec §1):
    when the rim's colour leaves more than 27 places joined to the pond that
    are not the table, the table is the colour shared by the most places that
    leaves at most 27 (``garden_size``)."""
    places = {c for c in samples if _is_place(c) and samples[c]}
    colour = {c: chroma(middle(samples[c])) for c in places}
    rim = [colour[c] for c in places if any((c[0] + dq, c[1] + dr) not in places for dq, dr in NEIGHBOURS)]
    if len(rim) < 6:
        return None
    table = _centre(rim)
    if garden_size(colour, table, near(rim, table)) <= PLOTS:
        return table
    tried: set[Any] = set()
    for c in sorted(places, key=lambda c: -sum(math.dist(colour[c], colour[o]) < TABLE_NEAR for o in places)):
        if c in tried:
            continue
        group = [o for o in places if math.dist(colour[c], colour[o]) < TABLE_NEAR]
        tried.update(group)
        if len(group) < 6:
            break
        candidate = _centre([colour[o] for o in group])
        if garden_size(colour, candidate, near([colour[o] for o in group], candidate)) <= PLOTS:
            return candidate
    return table


def near(table_places: Sequence[RGB], table: RGB) -> float:
    """How near a place's chroma must be to the table's to show the table:
    twice the spread of the table's own places (the 80th percentile of their
    distance to its chroma), within 0.015-0.035 (a photo's noise, and a pale
    plot washed out by bright light: a pink seen as near white)."""
    gaps = sorted(math.dist(c, table) for c in table_places)
    spread = gaps[int(0.8 * (len(gaps) - 1))] if gaps else TABLE_NEAR
    return max(0.015, min(TABLE_NEAR, 2 * spread))


def garden_size(colour: Mapping[Any, RGB], table: RGB, limit: float) -> int:
    """How many places joined to the pond (through places not the table) are not the table."""
    seen, todo = set(), [(dq, dr) for dq, dr in NEIGHBOURS]
    while todo:
        c = todo.pop()
        if c in seen or c == POND or c not in colour or math.dist(colour[c], table) < limit:
            continue
        seen.add(c)
        todo.extend((c[0] + dq, c[1] + dr) for dq, dr in NEIGHBOURS)
    return len(seen)


NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
TABLE_NEAR = 0.035  # a place whose chroma is this near the table's shows the table (at most)
PLOTS = 27  # plots in the box (spec §1)
BOX = {  # plots of each colour in the box (spec §1.1)
    takenoko_data.COLOUR_IDS[c]: sum(row.values()) for c, row in takenoko_data.PLOT_INVENTORY.items()
}
HUES = {"green": 100.0, "yellow": 48.0, "pink": 340.0}


def read_place(
    points: Sequence[RGB], colours: Mapping[str, RGB], table: RGB | None, limit: float = TABLE_NEAR
) -> str | None:
    """A place's plot colour or None (the table): with the table's chroma
    known, a place within ``limit`` of it is the table, and another one the
    colour the hue vote gives (the app's colours) or else the nearest of the
    hues the three are printed in, taken on the place's colour balanced on the
    table's (the table as grey: a pink washed almost white by bright light
    still leans to magenta)."""
    if table is None:
        return vote(points, colours)
    m = middle(points)
    if math.dist(chroma(m), table) < limit:
        return None
    found = vote(points, colours)
    if found is not None:
        return found
    grey = max(1e-6, sum(table) / 3)
    balanced = [max(0.0, min(1.0, c / 255 * grey / max(1e-6, t))) for c, t in zip(m, table)]
    h, s, _v = colorsys.rgb_to_hsv(*balanced)
    if s < 0.05:
        return None
    return min(HUES, key=lambda k: min(abs(h * 360 - HUES[k]), 360 - abs(h * 360 - HUES[k])))


def propose(
    garden: dict[str, Any],
    samples: Mapping[Any, Sequence[RGB]],
    colours: Mapping[str, RGB],
    table: RGB | None = None,
) -> dict[str, Any]:
    """The garden with a plot of the colour the photo shows on every place
    that holds none yet (``samples``: place (q, r) -> colours; edges and the
    pond are not read), as the colour tool lays it: no improvement, no
    bamboo. ``table``: the table's chroma (``table_colour``), when known."""
    out = copy.deepcopy(garden)
    plots = out.setdefault("plots", {})
    limit = TABLE_NEAR
    if table is not None:
        tables = [chroma(middle(p)) for p in samples.values() if p]
        limit = near([c for c in tables if math.dist(c, table) < TABLE_NEAR], table)
    found: dict[str, tuple[str, float]] = {}
    for cell, points in samples.items():
        if not _is_place(cell) or cell == POND:
            continue
        key = f"{cell[0]},{cell[1]}"
        colour = read_place(points, colours, table, limit) if points else None
        if colour is not None and key not in plots:
            found[key] = (colour, math.dist(chroma(middle(points)), table) if table is not None else 0.0)
    if table is not None:
        known = {  # the plots already entered: anchors of the fit
            k: str(p.get("colour"))
            for k, p in plots.items()
            if isinstance(p, dict) and p.get("colour") in colours and samples.get(_place_of(k))
        }
        mids = {k: middle(samples[_place_of(k)]) for k in [*found, *known]}
        mids = {k: m for k, m in mids.items() if max(m) < CLIPPED}  # a clipped channel hides the light's cast
        fitted = fit_colours(mids, colours, known)
        found = {k: (fitted.get(k, c), gap) for k, (c, gap) in found.items()}
        found = _plausible(found, plots)
    for key, (colour, _gap) in found.items():
        plots[key] = {"colour": colour, "improvement": "none", "printed": False, "bamboo": 0}
    return out


def _place_of(key: str) -> tuple[int, int] | None:
    """A "q,r" key as the place (q, r), None for another text."""
    parts = key.split(",") if isinstance(key, str) else []
    try:
        return (int(parts[0]), int(parts[1])) if len(parts) == 2 else None
    except ValueError:
        return None


def log_chroma(c: Sequence[float]) -> tuple[float, float]:
    """A colour as log(red/green), log(blue/green): a light's cast (a gain on
    each channel) moves every colour of a photo by the same step here."""
    r, g, b = (max(1.0, float(v)) for v in c[:3])
    return (math.log(r / g), math.log(b / g))


def fit_colours(
    mids: Mapping[str, Sequence[float]], colours: Mapping[str, RGB], known: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Each plot's colour, the plots read together: the photo's plots (their
    middle colours, ``mids``) are matched to the helper's ``colours`` moved
    and stretched as one (``log_chroma``: the light's cast is one step for
    all, a paler or deeper print one stretch), each plot to the nearest
    moved colour. The step and stretch are those that put the plots nearest
    their colours, starting from each plot taken as each colour (and from no
    cast); plots the person already entered (``known``) keep their colour and
    count in the fit; of fits as good, the one with the least cast wins
    (a garden of one colour fits any colour moved). White balance from the photo itself, not from the
    app's palette under a neutral light: a pink under warm light is orange,
    but still the reddest and bluest of the garden."""
    known = dict(known or {})
    refs = {k: log_chroma(v) for k, v in colours.items()}
    if not mids or not refs:
        return {}
    xs = {k: log_chroma(m) for k, m in mids.items()}
    names = sorted(refs)

    def assign(shift: tuple[float, float], stretch: float) -> dict[str, str]:
        out = {}
        for k, x in xs.items():
            if k in known and known[k] in refs:
                out[k] = known[k]
                continue
            out[k] = min(
                names,
                key=lambda n: (
                    (x[0] - shift[0] - stretch * refs[n][0]) ** 2 + (x[1] - shift[1] - stretch * refs[n][1]) ** 2
                ),
            )
        return out

    def cost(got: dict[str, str], shift: tuple[float, float], stretch: float) -> float:
        return CAST * (shift[0] ** 2 + shift[1] ** 2) + sum(
            min(
                CAP,
                (x[0] - shift[0] - stretch * refs[got[k]][0]) ** 2 + (x[1] - shift[1] - stretch * refs[got[k]][1]) ** 2,
            )
            for k, x in xs.items()
        )

    def refit(got: dict[str, str]) -> tuple[tuple[float, float], float]:
        pairs = [(xs[k], refs[got[k]]) for k in xs]
        mx = [sum(p[0][i] for p in pairs) / len(pairs) for i in range(2)]
        mr = [sum(p[1][i] for p in pairs) / len(pairs) for i in range(2)]
        var = sum((p[1][i] - mr[i]) ** 2 for p in pairs for i in range(2))
        cov = sum((p[0][i] - mx[i]) * (p[1][i] - mr[i]) for p in pairs for i in range(2))
        stretch = max(STRETCH[0], min(STRETCH[1], cov / var)) if var > 1e-9 else 1.0
        return (mx[0] - stretch * mr[0], mx[1] - stretch * mr[1]), stretch

    starts = [((0.0, 0.0), 1.0)] + [((x[0] - refs[n][0], x[1] - refs[n][1]), 1.0) for x in xs.values() for n in names]
    best: tuple[float, dict[str, str]] | None = None
    for shift, stretch in starts:
        got = assign(shift, stretch)
        for _round in range(8):
            shift, stretch = refit(got)
            again = assign(shift, stretch)
            if again == got:
                break
            got = again
        c = cost(got, shift, stretch)
        if best is None or c < best[0] - 1e-12:
            best = (c, got)
    return best[1] if best else {}


CLIPPED = 250  # a place whose middle reaches this on a channel keeps the colour read_place gives it
CAST = 0.5  # the cost of a cast, per its square: of fits as good, the one with the least cast (plots of one colour)
CAP = 1.0  # a plot's share of the fit's cost is at most this (a shadowed or clipped plot)
STRETCH = (0.7, 1.5)  # how much paler or deeper the print may be than the helper's colours


def _plausible(found: dict[str, tuple[str, float]], plots: Mapping[str, Any]) -> dict[str, tuple[str, float]]:
    """With the table known: no more plots of a colour than the box holds
    (spec §1.1; those least like the table kept: a table's places that light
    or clipping took away from its colour read as plots), and only plots joined
    to the pond through plots (spec §6.2: each is laid beside the pond or other plots)."""
    kept: dict[str, tuple[str, float]] = {}
    for colour, total in BOX.items():
        room = total - sum(1 for p in plots.values() if p.get("colour") == colour)
        mine = sorted((k for k, (c, _g) in found.items() if c == colour), key=lambda k: -found[k][1])
        kept.update({k: found[k] for k in mine[: max(0, room)]})
    laid = set(plots) | set(kept)
    joined, todo = set(), [f"{dq},{dr}" for dq, dr in NEIGHBOURS]
    while todo:
        key = todo.pop()
        if key in joined or key not in laid:
            continue
        joined.add(key)
        q, r = (int(v) for v in key.split(","))
        todo.extend(f"{q + dq},{r + dr}" for dq, dr in NEIGHBOURS)
    return {k: v for k, v in kept.items() if k in joined}
