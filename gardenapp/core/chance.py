"""Seeded chance owned by the game state.

A state keeps two integers, the game seed and the number of draws made so far.
Every draw builds its generator from both, so the same seed and the same
actions always give the same bag draws, decks and dice: undo then redo draws
the same again, and a game record is just options + seed + actions.
"""

from __future__ import annotations

import random
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def draw_rng(seed: int, counter: int) -> random.Random:
    """The generator for draw number ``counter`` of the game ``seed``."""
    return random.Random(((seed & _MASK) << 64) | (counter & _MASK))


def fresh_seed(rng: random.Random) -> int:
    return rng.getrandbits(63)


def draw_from_bag(rng: random.Random, counts: list[int]) -> int:
    """Draw one item from a bag of ``counts[k]`` items of kind ``k``: the
    kind drawn is returned and its count lowered in place. Each item is
    equally likely. The bag must not be empty."""
    x = rng.randrange(sum(counts))
    kind = 0
    while x >= counts[kind]:
        x -= counts[kind]
        kind += 1
    counts[kind] -= 1
    return kind


def pop_from_deck(rng: random.Random, deck: tuple[T, ...]) -> tuple[T, tuple[T, ...]]:
    """A card drawn at random from a face-down ``deck`` (a tuple) and the
    deck without it. The deck order is hidden information, so a random pick
    is the same as the top card of a shuffled deck."""
    i = rng.randrange(len(deck))
    return deck[i], deck[:i] + deck[i + 1 :]
