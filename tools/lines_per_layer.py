"""Lines per game and layer, the table of docs/architecture.md §11.1.

    uv run python tools/lines_per_layer.py [TREE]

TREE is a checkout of the repository (default: this one), so an older commit is measured from a
``git worktree add /tmp/old REV``. Lines are ``wc -l`` lines. The engine's "rules" are every module of
``gardenapp/games/<id>/`` but ``boardfile``, ``ai`` and ``view``; the UI's "art" is every module of
``gardenapp/ui/games/<id>/`` but ``play``, ``scorehelper``, ``prefill`` and ``howto_examples``.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

GAMES = {
    "harmonies": "Harmonies",
    "sanssouci": "Sanssouci",
    "takenoko": "Takenoko",
    "azul_queens_garden": "Azul: Queen's Garden",
    "under_the_leaves": "Under the Leaves",
}
ENGINE_OWN = {"boardfile.py": "boardfile", "ai.py": "ai", "view.py": "view"}
UI_OWN = {
    "play.py": "play",
    "scorehelper.py": "score helper",
    "prefill.py": "prefill",
    "howto_examples.py": "how-to examples",
}
COLUMNS = [
    "rules",
    "boardfile",
    "ai",
    "view",
    "schema (JSON)",
    "play",
    "score helper",
    "art",
    "prefill",
    "how-to examples",
    "tests",
    "UI tests",
]


def lines(path: Path) -> int:
    with path.open("rb") as f:
        return sum(1 for _ in f)


def measure(tree: Path, game: str) -> dict[str, int]:
    row = dict.fromkeys(COLUMNS, 0)
    engine = tree / "gardenapp" / "games" / game
    for p in engine.rglob("*"):
        if p.suffix == ".py":
            row[ENGINE_OWN.get(p.name, "rules")] += lines(p)
        elif p.name.endswith(".schema.json"):
            row["schema (JSON)"] += lines(p)
    ui = tree / "gardenapp" / "ui" / "games" / game
    for p in ui.rglob("*.py"):
        row[UI_OWN.get(p.name, "art")] += lines(p)
    row["tests"] = sum(lines(p) for p in (tree / "tests" / game).rglob("*.py"))
    ui_test = tree / "tests" / "ui" / f"test_{game}_ui.py"
    row["UI tests"] = lines(ui_test) if ui_test.exists() else 0
    return row


def shared(tree: Path) -> dict[str, int]:
    return {
        "gardenapp/core": sum(lines(p) for p in (tree / "gardenapp" / "core").glob("*.py")),
        "gardenapp/ui/*.py": sum(lines(p) for p in (tree / "gardenapp" / "ui").glob("*.py")),
    }


def main(argv: list[str]) -> None:
    tree = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[1]
    rows = {name: measure(tree, game) for game, name in GAMES.items()}
    print("| game | " + " | ".join(COLUMNS) + " | engine | UI |")
    print("|---" * (len(COLUMNS) + 3) + "|")

    def totals(r: dict[str, int]) -> tuple[int, int]:
        engine = sum(r[c] for c in ("rules", "boardfile", "ai", "view"))
        return engine, sum(r[c] for c in ("play", "score helper", "art", "prefill", "how-to examples"))

    for name, r in rows.items():
        e, u = totals(r)
        print(f"| {name} | " + " | ".join(f"{r[c]:,}" for c in COLUMNS) + f" | {e:,} | {u:,} |")
    med = {c: int(statistics.median(r[c] for r in rows.values())) for c in COLUMNS}
    e, u = totals(med)
    # A typical game: each layer at its median; its engine and UI are the sums of those medians,
    # which is what a sixth game costs (docs/architecture.md §11.3), not the median of the totals.
    print("| **median** | " + " | ".join(f"**{med[c]:,}**" for c in COLUMNS) + f" | **{e:,}** | **{u:,}** |")
    e_med = int(statistics.median(totals(r)[0] for r in rows.values()))
    u_med = int(statistics.median(totals(r)[1] for r in rows.values()))
    print(
        f"engine and UI in the median row: sums of the layers' medians; medians of the totals: {e_med:,} and {u_med:,}"
    )
    for k, v in shared(tree).items():
        print(f"{k}: {v:,} lines")


if __name__ == "__main__":
    main(sys.argv)
