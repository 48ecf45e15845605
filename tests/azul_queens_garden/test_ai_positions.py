"""Computer players choose a legal move from any position a person can
reach, passing with discards already chosen included (found by the coach:
the hard level crashed there)."""

import random

import gardenapp.games  # noqa: F401
from gardenapp.core import registry

GAME = registry.get("azul_queens_garden")


def test_bots_move_legally_when_the_person_has_already_chosen_discards():
    reached = 0
    for seed in range(6):
        state = GAME.new_game({"players": 2}, seed)
        rng = random.Random(seed)
        while not state.is_over and reached < 4:
            action = rng.choice(state.legal_actions())
            state = state.apply(action)
            if type(action).__name__ == "Discard" and not state.is_over:
                reached += 1
                for level in ("greedy", "montecarlo"):
                    view = state.view_for(state.current_player)
                    assert view.is_legal(GAME.make_bot(level, seed).choose(view)), (seed, level)
        if reached >= 4:
            break
    assert reached >= 1
    state = GAME.new_game({"players": 2}, 0)  # the position the coach found
    rng = random.Random(0)
    for _ in range(9):
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view_for(state.current_player)
    assert view.is_legal(GAME.make_bot("montecarlo", 0).choose(view))
