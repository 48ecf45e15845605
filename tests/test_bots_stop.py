"""'Move now' (docs/architecture.md §8.1): every game's hard bot, stopped while it thinks,
returns a legal move at once (0.5 s allowed here for a loaded CI machine;
benchmarks/bench_stop.py measures it: a few ms)."""

import random
import threading
import time

import pytest

import gardenapp.games  # noqa: F401
from gardenapp.core import registry

GAMES = ("harmonies", "takenoko", "sanssouci", "azul_queens_garden", "under_the_leaves")


def _position(game, seed: int):
    """A seeded game advanced by random moves to the first click of a turn with a choice."""
    rng = random.Random(seed)
    while True:
        s = game.new_game({}, seed)
        start = True
        for _ in range(rng.randrange(0, 40)):
            if s.is_over:
                break
            before = s.current_player
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            start = s.current_player != before
        if start and not s.is_over and len(s.legal_actions()) > 1:
            return s
        seed += 1000


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("delay", [0.0, 0.03])
def test_a_stopped_hard_bot_moves_within_half_a_second(gid, delay):
    game = registry.get(gid)
    if game is None:
        pytest.skip(f"{gid} is not built")
    s = _position(game, 7)
    view = s.view_for(s.current_player)
    bot = game.make_bot("montecarlo", 1)
    stop = threading.Event()
    box: list = []
    th = threading.Thread(target=lambda: box.append(bot.choose(view, stop)), daemon=True)
    th.start()
    time.sleep(delay)
    t0 = time.perf_counter()
    stop.set()
    th.join(5.0)
    assert time.perf_counter() - t0 < 0.5
    assert box and box[0] in s.legal_actions()
