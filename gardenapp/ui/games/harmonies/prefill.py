"""Reading Harmonies tokens from a photo (docs/architecture.md §6.5): the colour seen on a
space says which token lies on top (spec §1.1: blue, yellow, gray, green,
brown, red), or that the space is empty; where the photo was taken slightly
from the side, how far the stack's top stands off the space says its height.
Measured by benchmarks/bench_prefill.py (the app's drawings) and
benchmarks/bench_photos.py (photos drawn by code that shares nothing with
the app); the thresholds were tuned on bench_photos' seeds 1, 4 and 5 (2 and 3 are reported).

The light is measured on the board in the picture: the white balance is the
colour of the printed spaces' paper, the brightest quarter of the points
near the edge of the spaces (a token covers the middle of a space), so a
board printed in another colour or seen under warm or cool light reads the
same. Colours are then told by hue, saturation and brightness; where the
board shows both colours of a pair often swapped (brown and red, gray and no
token), each such space is given the one whose colour on this board is
nearer (``revote``).

Heights (``read_heights``, on ``patches``: each space's neighbourhood
sampled densely, beyond its hexagon, since a tall stack leans over its
neighbours): a photo taken slightly from the side shows every token's top
displaced away from the point under the camera, by its height times a shift
that grows with the distance from that point. Blue and yellow tokens are
never stacked (docs/rules/harmonies.md §5.2), so each of them measures one
token's shift where it lies: the centre of its colour (top and side seen
together: half the shift), fitted over the board as a camera makes it (k
times the distance from one point, ``_radial``), and the far edge of its top,
fitted as a plane. A stack's height is then how far its top's far edge
stands beyond a single token's there, in single-token shifts, plus for a
green top the band of brown trunk seen below it, for a red top a brown band,
and for a brown one (two browns are one colour) mostly the area of its
colour; within what the rules allow for the top colour
(gray 1-3, green 1-3 on brown, brown 1-2, red 1-2), the thresholds leaning
to the heights the rules and real boards make common (a lone gray is a
mountain of one; a red top is most often a building of two). Colours the
board's print shows at the hexagons' corners (a grey-green board reads as
gray) are not taken for tokens where they are nearer the print's colour, and a
gray top's colour counts only near this board's gray stone (a shadow is grey too).
The tokens under the top one follow from the rules and the bands seen (a
green top stands on brown, a gray or brown one on its own colour; a red one
on brown, gray or red, as the side of the stack shows).

The result: the entry with ``spaces`` filled in for every space the person
had left empty, and ``proposed``: {space: height} for every space whose
stack was proposed here (the UI draws those as proposed until the person
confirms or changes them; the board file ignores the key). Samples are
``readphoto.Sampler.cells`` points ``(u, v, (r, g, b))``.
"""

from __future__ import annotations

import colorsys
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

import numpy as np

RGB = tuple[float, float, float]
Point = tuple[float, float, tuple[int, int, int]]
EDGE = 0.72  # points this far from the centre (share of the half-size) show the space's paper
MIDDLE = 0.45  # the points a token covers whatever its stack
SINGLE = ("blue", "yellow")  # never stacked: their offset is one token's (spec §2)
HEIGHTS = {"gray": 3, "green": 3, "brown": 2, "red": 2, "blue": 1, "yellow": 1}


def classify(rgb: Sequence[float]) -> str | None:
    """The token colour id for a white-balanced colour, or None for the paper."""
    r, g, b = (max(0.0, min(255.0, c)) / 255.0 for c in rgb)
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    hue = h * 360
    if s < 0.22:  # no colour: the paper, or a gray mountain
        return None if v > 0.78 else "gray"
    if 185 <= hue < 270:  # a bluish gray stone is far less saturated than any blue paint
        return "blue" if s >= 0.38 else "gray"
    if 70 <= hue < 185:
        return "green"
    if hue >= 330 or hue < 14:
        return "red"
    if 14 <= hue < 33:  # brown, and a bright saturated orange-red
        return "red" if hue < 22 and s > 0.6 and v > 0.7 else "brown"
    if 33 <= hue < 70:
        return "yellow" if s > 0.45 else ("brown" if v < 0.62 else None)
    return None


def vote(points: Sequence[Sequence[float]]) -> str | None:
    """The token on a space from the (balanced) colours seen on it: the colour
    most of its points show, if a token covers a good part of the space."""
    votes = Counter(classify(p) for p in points)
    tokens = [(n, c) for c, n in votes.items() if c is not None]
    if not tokens:
        return None
    n, colour = max(tokens)
    return colour if n >= 0.3 * len(points) else None


def balance(samples: Mapping[Any, Sequence[Point]]) -> RGB:
    """The paper's colour: the brightest quarter of the points near the spaces' edges."""
    edge = [c for pts in samples.values() for u, v, c in pts if math.hypot(u, v) >= EDGE]
    if len(edge) < 8:
        edge = [c for pts in samples.values() for _u, _v, c in pts]
    if not edge:
        return (235.0, 235.0, 235.0)
    top = sorted(edge, key=sum)[-max(1, len(edge) // 4) :]
    return (
        median(c[0] for c in top),
        median(c[1] for c in top),
        median(c[2] for c in top),
    )


def balanced(c: Sequence[float], paper: RGB) -> RGB:
    """``c`` as it would look if the paper were a light neutral grey."""
    return (c[0] * 232 / max(1.0, paper[0]), c[1] * 232 / max(1.0, paper[1]), c[2] * 232 / max(1.0, paper[2]))


def offset(points: Sequence[Point], colour: str, paper: RGB) -> tuple[float, float] | None:
    """Where the points of the top colour are, on average, against the centre (u, v)."""
    mine = [(u, v) for u, v, c in points if classify(balanced(c, paper)) == colour]
    if len(mine) < 4:
        return None
    return (sum(u for u, _ in mine) / len(mine), sum(v for _, v in mine) / len(mine))


def heights(tops: Mapping[Any, str], shifts: Mapping[Any, tuple[float, float]]) -> dict[Any, int]:
    """Each stacked space's height from its top's displacement against one token's
    (the median displacement of the blue and yellow tokens); 1 where it cannot be told."""
    ones = [shifts[k] for k, c in tops.items() if c in SINGLE and k in shifts]
    out = {k: 1 for k in tops}
    if len(ones) < 3:
        return out
    unit = (median(s[0] for s in ones), median(s[1] for s in ones))
    length2 = unit[0] ** 2 + unit[1] ** 2
    if length2 < 0.04**2:  # seen from straight above: no height to read
        return out
    for k, colour in tops.items():
        if HEIGHTS[colour] == 1 or k not in shifts:
            continue
        along = (shifts[k][0] * unit[0] + shifts[k][1] * unit[1]) / length2
        out[k] = max(1, min(HEIGHTS[colour], round(along)))
    return out


def stack(top: str, height: int, under: str | None = None) -> list[str]:
    """The tokens of a stack, bottom first, from its top and height
    (docs/rules/harmonies.md §5.2); ``under``: what a red top stands on (gray by default)."""
    if height <= 1:
        return [top]
    below = {"green": "brown", "gray": "gray", "brown": "brown", "red": "gray"}[top]
    if top == "red" and under in ("gray", "brown", "red"):
        below = under
    return [below] * (height - 1) + [top]


# -- heights from patches ---------------------------------------------------------------------------
# A patch: the photo's colours on a square grid around a space's centre, aligned
# with the board drawn upright, PATCH_N points across 2 * PATCH_HALF radii of a
# space (patch[j, i]: row j down, column i right). Lengths below are in radii.
PATCH_HALF = 2.0
PATCH_N = 81
_STEP = 2 * PATCH_HALF / (PATCH_N - 1)
_AXIS = np.linspace(-PATCH_HALF, PATCH_HALF, PATCH_N)
_GX, _GY = np.meshgrid(_AXIS, _AXIS)
_DIST = np.hypot(_GX, _GY)
_COLOURS = ("paper", "blue", "yellow", "gray", "green", "brown", "red")
_INDEX = {c: i for i, c in enumerate(_COLOURS)}
TOKEN = 0.65  # a token's radius against a space's: the width of the band looked along
REACH = 1.3  # a single token's colour is looked for this far from its centre
STACK_REACH = 1.95  # and a stack's (its top leans out of the hexagon)
SINGLE_AREA = 0.125  # square radii: a blue or yellow top smaller than this measures nothing
# Heights against the far edge of a single token there, in single-token shifts
# (about 1, 2, 3): where one height ends and the next begins, per top colour.
GREEN_CUTS = (1.6, 2.7)
GRAY_CUTS = (1.8, 2.5)
# A gray top's colour counts only where near this board's gray stone (shading allowed): a grey
# print, a shadow on the paper or the board's ring are grey too, and would make its stack taller.
STONE_NEAR = 15.0
BROWN_CUT = 1.55
RED_CUT = 1.35
RED_ON_BROWN = 0.8  # a brown band this wide (in single-token shifts) under a red top: a building
UNDER_BROWN, UNDER_GRAY = 0.45, 0.6  # the band that names what a red top stands on
TRUNK = 0.45  # a green top's brown band per trunk token


def _classify_array(rgb: np.ndarray) -> np.ndarray:
    """``classify`` over an array of balanced colours: indexes of _COLOURS, -1 for no colour."""
    c = np.clip(rgb / 255.0, 0.0, 1.0)
    r, g, b = c[..., 0], c[..., 1], c[..., 2]
    mx, mn = c.max(-1), c.min(-1)
    d = mx - mn
    s = np.where(mx > 0, d / np.maximum(mx, 1e-9), 0.0)
    dd = np.maximum(d, 1e-9)
    h = np.where(mx == r, ((g - b) / dd) % 6, np.where(mx == g, (b - r) / dd + 2, (r - g) / dd + 4))
    h = np.where(d == 0, 0.0, h) * 60
    out = np.full(h.shape, -1)
    low = s < 0.22
    out[low & (mx <= 0.78)] = _INDEX["gray"]
    out[low & (mx > 0.78)] = _INDEX["paper"]
    hi = ~low
    m = hi & (h >= 185) & (h < 270)
    out[m & (s >= 0.38)] = _INDEX["blue"]
    out[m & (s < 0.38)] = _INDEX["gray"]
    out[hi & (h >= 70) & (h < 185)] = _INDEX["green"]
    out[hi & ((h >= 330) | (h < 14))] = _INDEX["red"]
    m = hi & (h >= 14) & (h < 33)
    out[m] = _INDEX["brown"]
    out[m & (h < 22) & (s > 0.6) & (mx > 0.7)] = _INDEX["red"]
    m = hi & (h >= 33) & (h < 70)
    out[m & (s > 0.45)] = _INDEX["yellow"]
    out[m & (s <= 0.45) & (mx < 0.62)] = _INDEX["brown"]
    out[m & (s <= 0.45) & (mx >= 0.62)] = _INDEX["paper"]
    out[hi & (h >= 270) & (h < 330)] = _INDEX["paper"]
    return out


def _grow(mask: np.ndarray, times: int = 1) -> np.ndarray:
    for _ in range(times):
        x = mask.copy()
        x[1:] |= mask[:-1]
        x[:-1] |= mask[1:]
        x[:, 1:] |= mask[:, :-1]
        x[:, :-1] |= mask[:, 1:]
        mask = x
    return mask


def _component(mask: np.ndarray, seed: np.ndarray) -> np.ndarray:
    """The part of ``mask`` joined (4 neighbours) to ``seed``."""
    cur = mask & seed
    while cur.any():
        nxt = _grow(cur) & mask
        if (nxt == cur).all():
            break
        cur = nxt
    return cur


def _plane(points: list[tuple[float, float, float]], default: float) -> np.ndarray:
    """a, b, c of the value a + b x + c y fitted to (x, y, value): a plane from
    six points on, the median below, ``default`` with none."""
    if len(points) >= 6:
        arr = np.array(points)
        design = np.c_[np.ones(len(arr)), arr[:, 0], arr[:, 1]]
        return np.linalg.lstsq(design, arr[:, 2], rcond=None)[0]
    if points:
        return np.array([float(median(p[2] for p in points)), 0.0, 0.0])
    return np.array([default, 0.0, 0.0])


def _radial(points: list[tuple[float, float, float, float]]) -> np.ndarray:
    """k, a, b of the shift (k x + a, k y + b) fitted to (x, y, shift x, shift y): what a
    camera does (every top moves away from the point under it, by k times the distance;
    k >= 0), least squares, once more without the points that fit worst."""
    arr = np.array(points, dtype=float).reshape(-1, 4)
    if len(arr) < 3:
        mean = arr[:, 2:].mean(0) if len(arr) else np.zeros(2)
        return np.array([0.0, mean[0], mean[1]])
    keep = np.ones(len(arr), dtype=bool)
    fit: np.ndarray = np.zeros(3)
    for _ in range(2):
        a = arr[keep]
        n = len(a)
        design = np.zeros((2 * n, 3))
        design[:n, 0], design[:n, 1] = a[:, 0], 1.0
        design[n:, 0], design[n:, 2] = a[:, 1], 1.0
        fit = np.linalg.lstsq(design, np.r_[a[:, 2], a[:, 3]], rcond=None)[0]
        if fit[0] < 0:  # no camera moves tops towards itself: one shift for the board
            fit = np.array([0.0, a[:, 2].mean(), a[:, 3].mean()])
        res = np.hypot(fit[0] * arr[:, 0] + fit[1] - arr[:, 2], fit[0] * arr[:, 1] + fit[2] - arr[:, 3])
        limit = 2.5 * float(np.median(res[keep])) + 1e-6
        if keep.sum() - (res > limit).sum() < 6:
            break
        keep = res <= limit
    return fit


def _without_print(labels: dict[Any, np.ndarray], colours: dict[Any, np.ndarray], tops: Mapping[Any, str]) -> None:
    """Colours of the print, found at the hexagons' corners (where no token
    lies on most boards), no longer read as tokens where they are nearer the
    print's colour than the token's (a grey-green board against a gray stone)."""
    corners = []
    for k in range(6):
        x, y = math.cos(math.pi / 3 * k), math.sin(math.pi / 3 * k)
        i, j = round((x + PATCH_HALF) / _STEP), round((y + PATCH_HALF) / _STEP)
        for rgb in colours.values():
            corners.append(rgb[j - 1 : j + 2, i - 1 : i + 2].reshape(-1, 3))
    if not corners:
        return
    seen = np.concatenate(corners)
    kinds = _classify_array(seen)
    centre = _DIST <= 0.35
    for kind in np.unique(kinds):
        if kind <= 0 or (kinds == kind).mean() <= 0.25:
            continue
        printed = np.median(seen[kinds == kind], 0)
        name = _COLOURS[kind]
        mine = [colours[k][centre] for k, c in tops.items() if c == name and k in colours]
        token = np.median(np.concatenate(mine), 0) if mine else None
        for k, rgb in colours.items():
            hit = labels[k] == kind
            if token is not None:
                hit &= np.linalg.norm(rgb - printed, axis=-1) < np.linalg.norm(rgb - token, axis=-1)
            labels[k] = np.where(hit, -1, labels[k])


def stack_features(
    tops: Mapping[Any, str],
    patches: Mapping[Any, np.ndarray],
    centres: Mapping[Any, tuple[float, float]],
    paper: RGB,
) -> dict[Any, dict[str, float]]:
    """What ``read_heights`` decides on, for each space whose top may be stacked:
    ``unit`` (one token's shift there, in radii), ``rel`` (about the height: the
    far edge of its top beyond a single token's, in shifts of one token, plus 1),
    ``area`` (its top colour's area beyond a single token's, in the same shifts
    times a token's width, plus 1), and the bands of ``brown`` and ``gray`` seen under its top (in the same shifts)."""
    gain = np.array([232 / max(1.0, paper[0]), 232 / max(1.0, paper[1]), 232 / max(1.0, paper[2])])
    colours = {k: patches[k].astype(float) * gain for k in tops if k in patches and k in centres}
    labels = {k: _classify_array(rgb) for k, rgb in colours.items()}
    _without_print(labels, colours, tops)
    seed = _DIST <= 0.3
    middle = _DIST <= 0.35
    stones = [colours[k][middle] for k in colours if tops[k] == "gray"]
    if stones:
        stone = np.median(np.concatenate(stones), 0)
        for k in colours:
            if tops[k] == "gray":
                rgb = colours[k]
                shading = np.clip((rgb @ stone) / max(1e-6, float(stone @ stone)), 0.6, 1.15)
                other = np.linalg.norm(rgb - shading[..., None] * stone, axis=-1) > STONE_NEAR
                labels[k] = np.where((labels[k] == _INDEX["gray"]) & other, -1, labels[k])
    mine = {
        k: _component((labels[k] == _INDEX[tops[k]]) & (_DIST <= (REACH if tops[k] in SINGLE else STACK_REACH)), seed)
        for k in colours
    }
    singles = [k for k in colours if tops[k] in SINGLE and mine[k].sum() * _STEP * _STEP > SINGLE_AREA]
    out: dict[Any, dict[str, float]] = {}
    if not singles:
        return out
    # one token's shift: twice the centre of a single token's colour, over the board
    field = _radial([(*centres[k], float(_GX[mine[k]].mean()), float(_GY[mine[k]].mean())) for k in singles])

    def shift(k) -> tuple[float, np.ndarray]:
        x, y = centres[k]
        half = np.array([field[0] * x + field[1], field[0] * y + field[2]])
        return float(np.hypot(*half)), half

    def far(k, towards: np.ndarray) -> float | None:
        along = _GX * towards[0] + _GY * towards[1]
        across = -_GX * towards[1] + _GY * towards[0]
        seen = along[mine[k] & (np.abs(across) <= 0.2)]
        return float(np.percentile(seen, 98)) if len(seen) else None

    edges = []
    for k in singles:
        u, half = shift(k)
        edge = far(k, half / u) if u >= 0.025 else None
        if edge is not None:
            edges.append((*centres[k], edge))
    single_far = _plane(edges, TOKEN)
    single_area = float(np.median([mine[k].sum() for k in singles])) * _STEP * _STEP
    for k, top in tops.items():
        if top in SINGLE or k not in colours:
            continue
        u, half = shift(k)
        if u < 0.025:  # seen from straight above: no height to read
            continue
        towards = half / u
        edge = far(k, towards)
        if edge is None:
            continue
        along = _GX * towards[0] + _GY * towards[1]
        across = -_GX * towards[1] + _GY * towards[0]
        corridor = (np.abs(across) <= TOKEN) & (along >= -TOKEN - 0.15) & (along <= 6 * u + TOKEN + 0.1)
        near = _grow(mine[k], max(1, round(0.1 / _STEP)))
        found = {
            "unit": 2 * u,
            "rel": (edge - float(np.array([1.0, *centres[k]]) @ single_far)) / (2 * u) + 1,
            "area": (float(mine[k].sum()) * _STEP * _STEP - single_area) / (2 * TOKEN * 2 * u) + 1,
        }
        for colour in ("brown", "gray"):
            seen = _component((labels[k] == _INDEX[colour]) & corridor & ~mine[k], near)
            found[colour] = float(seen.sum()) * _STEP * _STEP / (2 * TOKEN * 2 * u)
        out[k] = found
    return out


def decide(top: str, found: Mapping[str, float]) -> tuple[int, str | None]:
    """A stack's height (and what a red top stands on) from ``stack_features``."""
    rel = found["rel"]
    if top == "green":
        est = 0.7 * rel + 0.3 * (1 + found["brown"] / TRUNK)
        return (1 if est < GREEN_CUTS[0] else (2 if est < GREEN_CUTS[1] else 3)), None
    if top == "gray":
        return (1 if rel < GRAY_CUTS[0] else (2 if rel < GRAY_CUTS[1] else 3)), None
    if top == "brown":  # two browns are one colour: the whole stack's area says more than its top's edge
        return (2 if 0.2 * rel + 0.8 * found["area"] > BROWN_CUT else 1), None
    if top == "red" and (found["brown"] > RED_ON_BROWN or rel > RED_CUT):
        under = "brown" if found["brown"] > UNDER_BROWN else ("gray" if found["gray"] > UNDER_GRAY else "red")
        return 2, under
    return 1, None


NEIGHBOURS = (("brown", "red"), ("gray", None))  # the colours a print or a light most often swaps


def revote(
    tops: Mapping[Any, str], patches: Mapping[Any, np.ndarray], paper: RGB, spaces: Sequence[Any]
) -> dict[Any, str | None]:
    """The tops again, each space of a pair of colours often taken for each other
    (brown and red; gray and no token) given the one of the two whose colour on
    this board (the median of the middles of the spaces read so) its middle is
    nearer; a pair of which this board shows only one stays as read."""
    gain = np.array([232 / max(1.0, paper[0]), 232 / max(1.0, paper[1]), 232 / max(1.0, paper[2])])
    middle = _DIST <= 0.35
    seen = {k: np.median(patches[k][middle].astype(float) * gain, 0) for k in spaces if k in patches}
    read: dict[Any, str | None] = {k: tops.get(k) for k in spaces}
    read.update({k: c for k, c in tops.items() if k not in read})
    board: dict[str | None, np.ndarray] = {}
    for colour in {c for c in read.values()}:
        mine = [seen[k] for k, c in read.items() if c == colour and k in seen]
        if mine:
            board[colour] = np.median(mine, 0)
    board.setdefault(None, np.array([232.0, 232.0, 232.0]))  # the balanced paper
    out = dict(read)
    for k, colour in read.items():
        for pair in NEIGHBOURS:
            if colour in pair and all(c in board for c in pair) and k in seen:
                out[k] = min(pair, key=lambda c: float(np.linalg.norm(seen[k] - board[c])))
    return out


def read_heights(
    tops: Mapping[Any, str],
    patches: Mapping[Any, np.ndarray],
    centres: Mapping[Any, tuple[float, float]],
    paper: RGB,
) -> dict[Any, tuple[int, str | None]]:
    """Each space of ``tops`` -> (height, what a red top stands on or None), read
    from ``patches`` (PATCH_N x PATCH_N x 3 colours, see above) at ``centres``
    (in space radii); height 1 where the photo cannot tell."""
    out: dict[Any, tuple[int, str | None]] = {k: (1, None) for k in tops}
    for k, found in stack_features(tops, patches, centres, paper).items():
        out[k] = decide(tops[k], found)
    return out


def propose(
    entry: dict[str, Any],
    samples: Mapping[str, Sequence[Point]],
    patches: Mapping[str, np.ndarray] | None = None,
    centres: Mapping[str, tuple[float, float]] | None = None,
) -> dict[str, Any]:
    """A player entry with every empty space that the photo shows a token on
    given that stack, and those spaces listed in ``proposed`` with their
    heights (spaces the person has entered are left alone). With ``patches``
    and ``centres`` (``read_heights``) the heights are read from them, else
    from the samples' offsets (``heights``)."""
    spaces = dict(entry.get("spaces", {}))
    paper = balance(samples)
    tops: dict[str, str] = {}
    shifts: dict[str, tuple[float, float]] = {}
    for lab, points in samples.items():
        middle = [balanced(c, paper) for u, v, c in points if math.hypot(u, v) <= MIDDLE]
        colour = vote(middle or [balanced(c, paper) for _u, _v, c in points])
        if colour is None:
            continue
        tops[lab] = colour
        shift = offset(points, colour, paper)
        if shift is not None:
            shifts[lab] = shift
    if patches is not None and centres is not None:
        tops = {k: c for k, c in revote(tops, patches, paper, list(samples)).items() if c is not None}
        read = read_heights(tops, patches, centres, paper)
    else:
        read = {k: (h, None) for k, h in heights(tops, shifts).items()}
    proposed = dict(entry.get("proposed") or {})
    for lab, colour in tops.items():
        if spaces.get(lab):
            continue
        height, under = read[lab]
        spaces[lab] = stack(colour, height, under)
        proposed[lab] = height
    out = dict(entry, spaces=spaces)
    if proposed:
        out["proposed"] = proposed
    return out
