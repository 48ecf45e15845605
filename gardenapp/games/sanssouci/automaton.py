"""Pedro Bot, the solo automaton (§5; the seed text is its only source).

Pure functions over the bot's garden masks; the state calls them one forced
step at a time (reveal card, roll die, take tile, place + move noble).
The bot plays on a blank grid (§5.4): its ``filled`` mask holds only its own tiles.
"""

from __future__ import annotations

from .data import COLS, ROWS
from .garden import BELOW, COL_MASK, FULL, bit, first_cell, flood
from .garden import COLS as _C

EASY, NORMAL, ADVANCED = 0, 1, 2


def first_free(filled: int, noble_row: int, col: int) -> int:
    """§5.4 F(k): topmost empty cell of column k below the noble, else the topmost
    empty cell at any row; 0 if the column is full (fallback 5.5.4)."""
    empty = ~filled & COL_MASK[col] & FULL
    if not empty:
        return 0
    below = empty & BELOW[noble_row]
    return first_cell(below or empty) // _C + 1


def reachable(filled: int, noble_row: int, col: int, row: int) -> bool:
    """§5.4 reachable(t, k): with a tile placed at (t, k), the normal walk (§3.3)
    over the bot's tiles takes the noble of column k there, and t > n."""
    if row <= noble_row:
        return False
    target = bit(row, col)
    start = bit(1, col) if noble_row == 0 else bit(noble_row, col)
    if start == target:
        return True
    return bool(flood(start, filled | target) & target)


def die_target(filled: int, noble_row: int, col: int, die: int) -> int:
    """§5.5.2 the die rule for a tile of column ``col``."""
    if filled & bit(die, col):
        return first_free(filled, noble_row, col)
    for t in range(ROWS, die - 1, -1):
        if not filled & bit(t, col) and reachable(filled, noble_row, col, t):
            return t
    return first_free(filled, noble_row, col)


def target_row(level: int, filled: int, noble_row: int, col: int, die: int) -> int:
    """Where the tile goes: F(k) at easy (and for the normal bot's choice), the die rule otherwise."""
    if level == EASY or die == 0:
        return first_free(filled, noble_row, col)
    return die_target(filled, noble_row, col, die)


def points(filled: int, noble_row: int, col: int, row: int) -> int:
    """§5.6: the row of the placement if the noble can legally move there, else 0."""
    if row and reachable(filled, noble_row, col, row):
        return row
    return 0


def choose_slot(display, card: int, colour_rows, filled: int, nobles, level: int, die: int) -> int:
    """§5.3 step 2 and §5.6: the display slot the bot takes.

    ``display[slot]`` is an element 0..8 or -1; slot = (row-2)*2 + side.
    ``card``: 0..8 element card, 9..16 two-colour card (``colour_rows[card]`` = its 2 rows), 17 joker.
    ``die``: the roll used to evaluate (0 = evaluate with F(k): easy, and normal before it rolls).
    """
    if card < COLS:
        matching = [s for s, e in enumerate(display) if e == card]
        if matching:
            # Highest-numbered row first; same row: left space [R].
            return max(matching, key=lambda s: (s // 2, -(s % 2)))
        candidates = [s for s, e in enumerate(display) if e >= 0]
    elif card < COLS + 8:
        rows = colour_rows[card]
        candidates = [s for s, e in enumerate(display) if e >= 0 and s // 2 + 2 in rows]
        if not candidates:  # §6 item 10 [R]
            candidates = [s for s, e in enumerate(display) if e >= 0]
    else:
        candidates = [s for s, e in enumerate(display) if e >= 0]
    best = -1
    best_key = None
    for s in candidates:
        e = display[s]
        k = e + 1
        n = nobles[e]
        t = target_row(level, filled, n, k, die)
        key = (t != 0, points(filled, n, k, t), s // 2, -k, -(s % 2))
        if best_key is None or key > best_key:
            best, best_key = s, key
    return best


def fallback_cell(filled: int) -> int:
    """§5.5.4: index of the first empty cell of the bot's garden in reading order."""
    return first_cell(~filled & FULL)
