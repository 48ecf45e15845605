"""Write tests/perft/<game>.json: pinned positions of every built game and
their legal-action counts at depth 1 and 2 (chess's perft), computed by the
current engines (gardenapp.core.conformance.perft_entry). tests/test_perft.py
checks every file against the engines; a changed count is a rule change and
must be justified in the commit that refreshes the file
(docs/architecture.md §3.2).

    uv run python tools/perft.py                 # every built game
    uv run python tools/perft.py takenoko sanssouci
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gardenapp.games  # noqa: E402, F401  (announces the titles)
from gardenapp.core import conformance, registry  # noqa: E402

OUT = ROOT / "tests" / "perft"
SEEDS = (0, 1, 2)
PLIES = (0, 3, 12, 40, 100)  # from the first move to late in the game (or its end)


def perft_file(game) -> dict:
    positions: list[dict] = []
    for players in range(game.min_players, game.max_players + 1):
        for seed in SEEDS:
            for plies in PLIES:
                entry = conformance.perft_entry(game, players, seed, plies)
                if positions and (positions[-1]["players"], positions[-1]["seed"], positions[-1]["plies"]) == (
                    players,
                    seed,
                    entry["plies"],
                ):
                    break  # the game ended before this many plies: already pinned
                positions.append(entry)
    return {"format": conformance.PERFT_FORMAT, "version": 1, "game": game.id, "positions": positions}


def dumps(data: dict) -> str:
    """JSON with one position a line, so a refresh diffs position by position."""
    lines = [json.dumps(p) for p in data["positions"]]
    head = json.dumps({k: v for k, v in data.items() if k != "positions"})[:-1]
    return head + ', "positions": [\n ' + ",\n ".join(lines) + "\n]}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every built game)")
    args = parser.parse_args(argv)
    games = [registry.get(g) for g in args.games] if args.games else list(registry.built_games())
    OUT.mkdir(parents=True, exist_ok=True)
    for game in games:
        path = OUT / f"{game.id}.json"
        data = perft_file(game)
        path.write_text(dumps(data), encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(data['positions'])} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
