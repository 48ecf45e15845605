"""placeholder"""
import random


def evaluate(state, player):
    t = [state.final_points(q) for q in range(state.num_players)]
    return float(t[player] - max(v for i, v in enumerate(t) if i != player))


def playout_action(state, rng):
    return rng.choice(state.legal_actions())


def make_bot(level, seed=None):
    from ...core.bots import make_bot as m
    return m(level, seed)
