"""Evaluation, playout policy and tuned bots for Takenoko."""

from __future__ import annotations

import random

from ...core import bots
from ...core.game import Action


def evaluate(state, player: int) -> float:
    me = state.points(player)
    best = max(state.points(p) for p in range(state.num_players) if p != player)
    return float(me - best)


def playout_action(state, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def make_bot(level: str, seed: int | None = None):
    return bots.make_bot(level, seed)
