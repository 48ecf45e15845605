"""The 9 x 6 palace garden (§1.2) as bit masks.

Cell ``(row, col)`` (rows 1..6 from the palace, columns 1..9) is bit
``(row-1)*9 + (col-1)``. A garden is a few integers: ``filled`` (printed
ornaments, ornament tiles and gardener tiles) and ``orn`` (the filled cells a
noble may end on: printed or ornament tiles). Adjacency comes from
core.squaregrid (orthogonal neighbours, §3.3); flood fills are shifts.
"""

from __future__ import annotations

import re

from ...core.bitset import set_bits
from ...core.squaregrid import neighbours4, rowcol_to_square, square_to_rowcol
from .data import COLS, ROWS

Cell = tuple[int, int]  # (row, col), 1-based


def bit(row: int, col: int) -> int:
    return 1 << ((row - 1) * COLS + (col - 1))


def index(row: int, col: int) -> int:
    return (row - 1) * COLS + (col - 1)


CELL_OF: tuple[Cell, ...] = tuple((i // COLS + 1, i % COLS + 1) for i in range(ROWS * COLS))
FULL = (1 << (ROWS * COLS)) - 1
ROW_MASK: tuple[int, ...] = (0,) + tuple(sum(bit(r, c) for c in range(1, COLS + 1)) for r in range(1, ROWS + 1))
COL_MASK: tuple[int, ...] = (0,) + tuple(sum(bit(r, c) for r in range(1, ROWS + 1)) for c in range(1, COLS + 1))
# BELOW[r]: every cell of a row strictly greater than r (r = 0..6).
BELOW: tuple[int, ...] = tuple(sum(ROW_MASK[x] for x in range(r + 1, ROWS + 1)) for r in range(ROWS + 1))
NOT_COL1 = FULL & ~COL_MASK[1]
NOT_COLN = FULL & ~COL_MASK[COLS]


def _neighbour_mask(i: int) -> int:
    row, col = CELL_OF[i]
    out = 0
    for sq in neighbours4(rowcol_to_square((row, col))):
        r, c = square_to_rowcol(sq)
        if 1 <= r <= ROWS and 1 <= c <= COLS:
            out |= bit(r, c)
    return out


# NEIGHBOURS[i]: orthogonal neighbours of cell i, from the shared square grid.
NEIGHBOURS: tuple[int, ...] = tuple(_neighbour_mask(i) for i in range(ROWS * COLS))


def spread(mask: int) -> int:
    """``mask`` plus its orthogonal neighbours (same result as NEIGHBOURS, by shifts)."""
    return (mask | ((mask << 1) & NOT_COL1) | ((mask >> 1) & NOT_COLN) | (mask << COLS) | (mask >> COLS)) & FULL


def flood(start: int, walkable: int) -> int:
    """Cells reachable from the ``start`` cells through ``walkable`` cells."""
    reach = start & walkable
    while True:
        nxt = (
            reach | ((reach << 1) & NOT_COL1) | (reach >> 1) & NOT_COLN | (reach << COLS) | (reach >> COLS)
        ) & walkable
        if nxt == reach:
            return reach
        reach = nxt


def cells(mask: int) -> list[Cell]:
    return [CELL_OF[i] for i in set_bits(mask)]


def mask_of(cell_list) -> int:
    out = 0
    for r, c in cell_list:
        out |= bit(r, c)
    return out


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


_PAIR = re.compile(r"^\s*([1-9])\s*,\s*([1-9])\s*$")  # as board.schema.json: one digit each


def parse_cell(text: str) -> Cell | None:
    """``"row,col"`` -> (row, col) if it names a garden cell, else None."""
    if not isinstance(text, str):
        return None
    m = _PAIR.match(text)
    if not m:
        return None
    r, c = int(m.group(1)), int(m.group(2))
    if 1 <= r <= ROWS and 1 <= c <= COLS:
        return (r, c)
    return None


def first_cell(mask: int) -> int:
    """Index of the first cell of ``mask`` in reading order (row 1 left to right, ...)."""
    return (mask & -mask).bit_length() - 1


def topmost_in_column(mask: int, col: int) -> int:
    """Row of the topmost cell of ``mask`` in column ``col`` (0 if none)."""
    m = mask & COL_MASK[col]
    if not m:
        return 0
    return first_cell(m) // COLS + 1
