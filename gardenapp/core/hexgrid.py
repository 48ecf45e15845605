"""The one hex grid of gardenapp: axial coordinates, neighbours, rotations,
pixel layout, edges and vertices, and each game's coordinate labels.

Harmonies, Takenoko and Azul: Queen's Garden all use the same axial vectors
(only the screen orientation differs), so rules, patterns and drawing share
this module and a cell means the same thing everywhere. Pure Python, no Qt:
the view turns the shapely polygons from ``HexLayout`` into QPolygonF.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

import shapely

Hex = tuple[int, int]
Edge = frozenset  # frozenset of two neighbouring Hex (docs/rules/takenoko.md §2.2)
Vertex = frozenset  # frozenset of three mutually adjacent Hex (docs/rules/takenoko.md §2.2)

# The order and names of docs/rules/takenoko.md §2.1 and docs/rules/azul_queens_garden.md §2.6
# (pointy-top screen directions). Harmonies (flat-top, docs/rules/harmonies.md §1.3) uses the
# same vectors: E=SE, NE=NE, NW=N, W=NW, SW=SW, SE=S in its own names.
E, NE, NW, W, SW, SE = (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)
DIRECTIONS: tuple[Hex, ...] = (E, NE, NW, W, SW, SE)
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")
SQRT3 = math.sqrt(3.0)


# --- vector maths -------------------------------------------------------------------------------


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def scale(h: Hex, k: int) -> Hex:
    return (h[0] * k, h[1] * k)


def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours in DIRECTIONS order (the grid is unbounded)."""
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def are_neighbours(a: Hex, b: Hex) -> bool:
    return sub(b, a) in DIRECTIONS


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two cells."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate60(h: Hex, k: int = 1) -> Hex:
    """Rotate about the origin by k·60°, clockwise on screen (y grows down):
    (q, r) -> (-r, q + r), so E -> SE -> SW -> W -> NW -> NE -> E."""
    q, r = h
    for _ in range(k % 6):
        q, r = -r, q + r
    return (q, r)


def reflect(h: Hex) -> Hex:
    """The mirror (q, r) -> (r, q); with the rotations it gives every mirror image."""
    return (h[1], h[0])


def ring(center: Hex, radius: int) -> list[Hex]:
    """Cells at exactly ``radius`` from ``center``, starting at center + radius·E
    and going counter-clockwise on screen; ring 1 is center + DIRECTIONS in order."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    out: list[Hex] = []
    cell = add(center, scale(E, radius))
    for side in range(6):
        step = DIRECTIONS[(side + 2) % 6]
        for _ in range(radius):
            out.append(cell)
            cell = add(cell, step)
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    """center, then ring 1, ring 2, ... up to ``radius`` (a deterministic disc order)."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


disc = spiral


def straight_path(a: Hex, b: Hex) -> list[Hex] | None:
    """docs/rules/takenoko.md §2.3: the cells passed from a to b (b included, a
    excluded) if b − a is k·d for a direction d and k >= 1; None when the move
    is not straight."""
    dq, dr = sub(b, a)
    k = distance(a, b)
    if k == 0 or (dq % k) or (dr % k) or (dq // k, dr // k) not in DIRECTIONS:
        return None
    d = (dq // k, dr // k)
    return [add(a, scale(d, i)) for i in range(1, k + 1)]


# --- edges and vertices (docs/rules/takenoko.md §2.2) --------------------------------------------


def common_neighbours(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """Cells adjacent to both a and b, sorted (two for neighbouring cells)."""
    nb = set(neighbours(b))
    return tuple(sorted(c for c in neighbours(a) if c in nb))


def edge(a: Hex, b: Hex) -> Edge:
    """The side shared by two neighbouring cells, as the unordered pair {a, b}."""
    if not are_neighbours(a, b):
        raise ValueError(f"{a} and {b} are not neighbours")
    return frozenset((a, b))


def vertex(a: Hex, b: Hex, c: Hex) -> Vertex:
    """The corner shared by three mutually adjacent cells, as {a, b, c}."""
    if not (are_neighbours(a, b) and are_neighbours(b, c) and are_neighbours(a, c)):
        raise ValueError(f"{a}, {b}, {c} are not mutually adjacent")
    return frozenset((a, b, c))


def edge_endpoints(a: Hex, b: Hex) -> tuple[Vertex, Vertex]:
    """The two vertices {a, b, c1} and {a, b, c2} at the ends of edge {a, b}."""
    if not are_neighbours(a, b):
        raise ValueError(f"{a} and {b} are not neighbours")
    c1, c2 = common_neighbours(a, b)
    return frozenset((a, b, c1)), frozenset((a, b, c2))


def vertex_edges(v: Vertex) -> tuple[Edge, Edge, Edge]:
    """The three edges that meet at a vertex."""
    a, b, c = sorted(v)
    return frozenset((a, b)), frozenset((a, c)), frozenset((b, c))


def edges_touching(e: Edge) -> list[Edge]:
    """The four edges sharing an endpoint with e (how channels connect), sorted."""
    a, b = sorted(e)
    out = {x for v in edge_endpoints(a, b) for x in vertex_edges(v) if x != e}
    return sorted(out, key=lambda x: sorted(x))


def cell_vertices(h: Hex) -> list[Vertex]:
    """The six corners of a cell: corner i lies between neighbours i and i+1."""
    ns = neighbours(h)
    return [frozenset((h, ns[i], ns[(i + 1) % 6])) for i in range(6)]


# --- pixel layout ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class HexLayout:
    """Axial <-> pixel, screen y growing down. ``size`` is the hex radius
    (centre to corner); ``origin`` is the pixel centre of cell (0, 0).
    Takenoko and Azul use "pointy"; Harmonies boards use "flat"."""

    orientation: Literal["pointy", "flat"]
    size: float
    origin: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        if self.orientation not in ("pointy", "flat"):
            raise ValueError(f"orientation must be 'pointy' or 'flat', not {self.orientation!r}")
        if not self.size > 0:
            raise ValueError("size must be > 0")

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        q, r = h
        s = self.size
        if self.orientation == "pointy":
            x, y = SQRT3 * s * (q + r / 2), 1.5 * s * r
        else:
            x, y = 1.5 * s * q, SQRT3 * s * (r + q / 2)
        return (self.origin[0] + x, self.origin[1] + y)

    def from_pixel(self, x: float, y: float) -> Hex:
        """The cell containing the pixel (cube rounding)."""
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        if self.orientation == "pointy":
            fq, fr = SQRT3 / 3 * px - py / 3, 2 / 3 * py
        else:
            fq, fr = 2 / 3 * px, -px / 3 + SQRT3 / 3 * py
        return cube_round(fq, fr)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner points, clockwise on screen."""
        cx, cy = self.to_pixel(h)
        start = 30.0 if self.orientation == "pointy" else 0.0
        out = []
        for i in range(6):
            a = math.radians(start + 60.0 * i)
            out.append((cx + self.size * math.cos(a), cy + self.size * math.sin(a)))
        return out

    def polygon(self, h: Hex) -> shapely.Polygon:
        return shapely.Polygon(self.corners(h))

    def bounds(self, cells: Iterable[Hex]) -> tuple[float, float, float, float]:
        """(minx, miny, maxx, maxy) of the outlines of ``cells`` (scene rect)."""
        pts = [p for h in cells for p in self.corners(h)]
        if not pts:
            return (self.origin[0], self.origin[1], self.origin[0], self.origin[1])
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs), min(ys), max(xs), max(ys))

    def edge_midpoint(self, e: Edge) -> tuple[float, float]:
        a, b = sorted(e)
        (ax, ay), (bx, by) = self.to_pixel(a), self.to_pixel(b)
        return ((ax + bx) / 2, (ay + by) / 2)

    def vertex_point(self, v: Vertex) -> tuple[float, float]:
        """A shared corner is the centroid of its three cell centres."""
        pts = [self.to_pixel(h) for h in v]
        return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)

    def edge_segment(self, e: Edge) -> tuple[tuple[float, float], tuple[float, float]]:
        """The drawn side of edge {a, b}: from one endpoint vertex to the other."""
        a, b = sorted(e)
        v1, v2 = edge_endpoints(a, b)
        return self.vertex_point(v1), self.vertex_point(v2)

    def edge_line(self, e: Edge) -> shapely.LineString:
        return shapely.LineString(self.edge_segment(e))


def cube_round(fq: float, fr: float) -> Hex:
    """Nearest cell to fractional axial coordinates."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


# --- coordinate labels ("a,b" strings in board files, docs/formats.md §1.2) -------------------------

_PAIR = re.compile(r"(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)", re.ASCII)


def parse_pair(text: object) -> tuple[int, int] | None:
    """``"a,b"`` -> (a, b); None unless ``text`` is exactly the canonical form
    that ``format_pair`` writes (no spaces, no leading zeros, no "+"/"-0"),
    so two different keys of a file can never name the same cell."""
    if not isinstance(text, str):
        return None
    m = _PAIR.fullmatch(text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def format_pair(pair: tuple[int, int]) -> str:
    return f"{int(pair[0])},{int(pair[1])}"


# Takenoko (docs/rules/takenoko.md §2.1) and Azul: Queen's Garden
# (docs/rules/azul_queens_garden.md §2.6) labels are the axial "q,r" itself.
parse_axial = parse_pair
format_axial = format_pair
