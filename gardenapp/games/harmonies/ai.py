"""Evaluation and playout policy for the computer players (placeholder)."""

from __future__ import annotations

import random


def evaluate(state, player: int) -> float:
    totals = [state.points(i) for i in range(state.num_players)]
    if len(totals) == 1:
        return float(totals[0])
    return float(totals[player] - max(t for i, t in enumerate(totals) if i != player))


def playout_action(state, rng: random.Random):
    return rng.choice(state.legal_actions())


def make_bot(level: str, seed: int | None = None):
    from ...core.bots import make_bot as core_make_bot
    return core_make_bot(level, seed)
