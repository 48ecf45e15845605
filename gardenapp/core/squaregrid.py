"""The one square grid of gardenapp: ``Square = (x, y)`` = (column, row), x
growing east and y growing south on screen.

Used by Under the Leaves (tiles and the twice-as-fine field grid,
docs/rules/under_the_leaves.md §1.2) and Sanssouci (the 9 × 6 garden,
docs/rules/sanssouci.md §1.2). Pure Python, no Qt: cell outlines are
shapely polygons the view converts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import shapely

Square = tuple[int, int]

E, S, W, N = (1, 0), (0, 1), (-1, 0), (0, -1)
ORTHOGONAL: tuple[Square, ...] = (E, S, W, N)  # clockwise on screen from east
DIAGONAL: tuple[Square, ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))  # NE, SE, SW, NW
ALL_DIRECTIONS: tuple[Square, ...] = (E, (1, 1), S, (-1, 1), W, (-1, -1), N, (1, -1))  # clockwise


def add(a: Square, b: Square) -> Square:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Square, b: Square) -> Square:
    return (a[0] - b[0], a[1] - b[1])


def neighbours4(s: Square) -> list[Square]:
    """Orthogonal neighbours (sharing an edge), in ORTHOGONAL order."""
    x, y = s
    return [(x + dx, y + dy) for dx, dy in ORTHOGONAL]


def neighbours8(s: Square) -> list[Square]:
    """Orthogonal and diagonal neighbours, clockwise from east."""
    x, y = s
    return [(x + dx, y + dy) for dx, dy in ALL_DIRECTIONS]


neighbours = neighbours4


def rotate90(s: Square, k: int = 1) -> Square:
    """Rotate about the origin by k quarter turns clockwise on screen:
    (x, y) -> (−y, x), so E -> S -> W -> N -> E."""
    x, y = s
    for _ in range(k % 4):
        x, y = -y, x
    return (x, y)


def reflect(s: Square) -> Square:
    """Mirror left <-> right, (x, y) -> (−x, y): the back side of an Under the
    Leaves tile (docs/rules/under_the_leaves.md §1.2); with the rotations it
    gives every mirror image."""
    return (-s[0], s[1])


@dataclass(frozen=True)
class SquareLayout:
    """Square <-> pixel. ``size`` is the side length; ``origin`` is the pixel
    centre of cell (0, 0), as in ``HexLayout``."""

    size: float
    origin: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        if not self.size > 0:
            raise ValueError("size must be > 0")

    def to_pixel(self, s: Square) -> tuple[float, float]:
        """Centre of the cell."""
        return (self.origin[0] + self.size * s[0], self.origin[1] + self.size * s[1])

    def from_pixel(self, x: float, y: float) -> Square:
        fx, fy = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        return (int(round(fx)), int(round(fy)))

    def corners(self, s: Square) -> list[tuple[float, float]]:
        """Four corners, clockwise on screen from the top-left."""
        cx, cy = self.to_pixel(s)
        h = self.size / 2
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]

    def polygon(self, s: Square) -> shapely.Polygon:
        return shapely.Polygon(self.corners(s))

    def bounds(self, cells: Iterable[Square]) -> tuple[float, float, float, float]:
        """(minx, miny, maxx, maxy) of the outlines of ``cells`` (scene rect)."""
        cells = list(cells)
        if not cells:
            return (self.origin[0], self.origin[1], self.origin[0], self.origin[1])
        h = self.size / 2
        xs = [self.to_pixel(c)[0] for c in cells]
        ys = [self.to_pixel(c)[1] for c in cells]
        return (min(xs) - h, min(ys) - h, max(xs) + h, max(ys) + h)


# --- Under the Leaves (docs/rules/under_the_leaves.md §1.2): tile (tx, ty) owns four fields ------

FIELD_CORNERS: tuple[str, ...] = ("NW", "NE", "SE", "SW")  # the spec's fixed clockwise order


def tile_fields(tile: Square) -> tuple[Square, Square, Square, Square]:
    """The fields of a tile in the order NW, NE, SE, SW."""
    tx, ty = tile
    return ((2 * tx, 2 * ty), (2 * tx + 1, 2 * ty), (2 * tx + 1, 2 * ty + 1), (2 * tx, 2 * ty + 1))


def field_tile(field: Square) -> Square:
    """The tile that owns a field (floor division, so negative positions work)."""
    return (field[0] // 2, field[1] // 2)


def field_corner(field: Square) -> str:
    """Which of NW, NE, SE, SW a field is within its tile."""
    return {(0, 0): "NW", (1, 0): "NE", (1, 1): "SE", (0, 1): "SW"}[(field[0] % 2, field[1] % 2)]


# --- Sanssouci (docs/rules/sanssouci.md §1.2): cells are (row, col), rows 1-6, cols 1-9 ---------


def rowcol_to_square(rc: tuple[int, int]) -> Square:
    """Sanssouci ``(row, col)`` -> Square (x=col, y=row); the terrace is row 0."""
    return (rc[1], rc[0])


def square_to_rowcol(s: Square) -> tuple[int, int]:
    return (s[1], s[0])
