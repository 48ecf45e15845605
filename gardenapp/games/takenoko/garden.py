"""The garden grid of §2 as small ints for the engine's hot paths.

Cells are axial (q, r) from core.hexgrid (pointy-top, pond at (0, 0)); inside
the engine a cell is the int ``(q + OFF) * W + (r + OFF)``, so a neighbour is
a constant offset away and a translated pattern is a list of int offsets.
27 plots can reach at most ~14 steps from the pond; OFF leaves room for
patterns to look a few cells beyond.
"""

from __future__ import annotations

from ...core import hexgrid

OFF = 24
W = 2 * OFF + 1
POND_CELL = (0, 0)


def idx(cell: tuple[int, int]) -> int:
    return (cell[0] + OFF) * W + cell[1] + OFF


def cell_of(i: int) -> tuple[int, int]:
    return (i // W - OFF, i % W - OFF)


POND = idx(POND_CELL)
# Neighbour offsets in hexgrid.DIRECTIONS order (E, NE, NW, W, SW, SE).
DELTAS: tuple[int, ...] = tuple(dq * W + dr for dq, dr in hexgrid.DIRECTIONS)
DELTA_INDEX = {d: k for k, d in enumerate(DELTAS)}


def neighbours(i: int) -> tuple[int, ...]:
    return tuple(i + d for d in DELTAS)


def edge_key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def endpoints(a: int, b: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """§2.2: the two vertices {a, b, c1}, {a, b, c2} of edge {a, b}, each a
    sorted triple (c1, c2 are the cells next to both a and b)."""
    k = DELTA_INDEX[b - a]
    c1 = a + DELTAS[(k + 1) % 6]
    c2 = a + DELTAS[(k - 1) % 6]
    return tuple(sorted((a, b, c1))), tuple(sorted((a, b, c2)))  # type: ignore[return-value]


def vertex_edges(v: tuple[int, int, int]) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    a, b, c = v
    return (a, b), (a, c), (b, c)


# §2.2: the six pond vertices.
POND_VERTICES: frozenset = frozenset(
    tuple(sorted((POND, POND + DELTAS[k], POND + DELTAS[(k + 1) % 6]))) for k in range(6)
)
RING1: frozenset = frozenset(POND + d for d in DELTAS)
