"""Sets of cells as Python ints (bit i = cell i): the fast board form that
several engines use inside their rule loops."""

from __future__ import annotations


def set_bits(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
