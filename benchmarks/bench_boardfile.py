"""Board-file parse benchmark (docs/architecture.md §6; numbers are printed, never asserted).

    uv run python benchmarks/bench_boardfile.py [--runs 200]

For each game: the median time of ``GAME.board_from_dict`` on each shipped
example (gardenapp/games/<id>/examples/) and on a 4-player board exported
from a random finished game (the score helper parses the board once per
edit, so this is the cost of one edit; it should stay well under 5 ms).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import gardenapp.games  # noqa: E402,F401  (announces the titles)
from gardenapp.core import registry  # noqa: E402
from gardenapp.core.bench import random_game  # noqa: E402

GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")


def median_ms(game, data: dict, runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        game.board_from_dict(data)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def four_players(game) -> dict:
    """A finished 4-player game's board, as the score helper would hold it."""
    final, _ = random_game(game, dict(game.default_options(), players=4), 1)
    names = [f"P{i + 1}" for i in range(final.num_players)]
    return json.loads(json.dumps(game.board_to_dict(game.board_from_state(final, names))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"median of {args.runs} runs of GAME.board_from_dict, in ms")
    for game_id in GAMES:
        game = registry.get(game_id)
        folder = ROOT / "gardenapp" / "games" / game_id / "examples"
        cases = [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
        cases.append(("random game, 4 players", four_players(game)))
        for name, data in cases:
            game.board_from_dict(data)  # warm: the first call may load and compile the schema
            print(f"{game_id:20} {name:36} {median_ms(game, data, args.runs):7.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
