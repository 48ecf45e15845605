"""Evaluation and playout policy for the computer players (placeholder: tuned later)."""

from __future__ import annotations

import random

from ...core.bots import make_bot as core_make_bot


def evaluate(state, player: int) -> float:
    totals = state.totals()
    if len(totals) == 1:
        return float(totals[0])
    best = max(t for i, t in enumerate(totals) if i != player)
    return float(totals[player] - best)


def playout_action(state, rng: random.Random):
    return rng.choice(state.legal_actions())


def make_bot(level: str, seed: int | None = None):
    return core_make_bot(level, seed)
