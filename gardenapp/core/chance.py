"""Seeded chance owned by the game state.

A state keeps two integers, the game seed and the number of draws made so far.
Every draw builds its generator from both, so the same seed and the same
actions always give the same bag draws, decks and dice: undo then redo draws
the same again, and a game record is just options + seed + actions.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1


def draw_rng(seed: int, counter: int) -> random.Random:
    """The generator for draw number ``counter`` of the game ``seed``."""
    return random.Random(((seed & _MASK) << 64) | (counter & _MASK))


def fresh_seed(rng: random.Random) -> int:
    return rng.getrandbits(63)
