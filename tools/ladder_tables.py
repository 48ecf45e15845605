"""The README's ladder tables (docs/architecture.md §8.3), from the journals that
``benchmarks/ladder.sh`` writes in ``benchmarks/ladder/``: per game, each
level's Elo-style rating with its 95 % interval, every pairing's score with
its 95 % Wilson interval and game count, the CPU seconds of a whole turn per
level, and in 3- and 4-player games how often each level won. Prints
Markdown; nothing is played.

    uv run python tools/ladder_tables.py [--dir benchmarks/ladder]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gardenapp.core import journal, ratings, tournament  # noqa: E402

GAMES = ("harmonies", "sanssouci", "takenoko", "azul_queens_garden", "under_the_leaves")
TITLES = {
    "harmonies": "Harmonies",
    "sanssouci": "Sanssouci",
    "takenoko": "Takenoko",
    "azul_queens_garden": "Azul: Queen's Garden",
    "under_the_leaves": "Under the Leaves",
}
LADDER = ("random", "easy", "greedy", "montecarlo")
APP_NAMES = {"random": "random", "easy": "easy", "greedy": "normal", "montecarlo": "hard"}


def name(level: str) -> str:
    return f"{APP_NAMES[level]} (`{level}`)" if APP_NAMES.get(level, level) != level else level


def two_players(results: list[journal.MatchResult]) -> list[str]:
    rep = {r.level: r for r in ratings.ratings(list(LADDER), results)}
    lines = ["| level | Elo | 95 % interval | games | mean score |", "|---|---|---|---|---|"]
    for lv in reversed(LADDER):
        r = rep[lv]
        if not r.games:
            continue
        interval = "anchor" if lv == LADDER[0] else f"[{r.low:.0f}, {r.high:.0f}]"
        lines.append(f"| {name(lv)} | {r.elo:.0f} | {interval} | {r.games} | {r.mean_score:.1f} |")
    lines += ["", "| pairing | games | the stronger level scores | 95 % interval |", "|---|---|---|---|"]
    by_pair = {(p.a, p.b): p for p in ratings.pairings(results)}
    for weak, strong in zip(LADDER, LADDER[1:]):
        a, b = sorted((weak, strong))
        p = by_pair.get((a, b))
        if p is None:
            continue
        rate, low, high = (p.rate_a, p.low, p.high) if a == strong else (1 - p.rate_a, 1 - p.high, 1 - p.low)
        lines.append(f"| {APP_NAMES[strong]} vs {APP_NAMES[weak]} | {p.games} | {rate:.1%} | [{low:.1%}, {high:.1%}] |")
    return lines


def turn_table(results: list[journal.MatchResult]) -> list[str]:
    games = len(results)
    lines = [
        f"| CPU seconds a whole turn ({games} games) | turns | median | p95 | max | at the app's cap |",
        "|---|---|---|---|---|---|",
    ]
    for t in reversed(tournament.turn_times(list(LADDER), results)):
        lines.append(f"| {APP_NAMES[t.level]} | {t.turns} | {t.median:.3f} | {t.p95:.3f} | {t.max:.3f} | {t.at_cap} |")
    return lines


def win_counts(results: list[journal.MatchResult]) -> dict[str, float]:
    """Games won per level (a shared win split among its winners)."""
    wins: dict[str, float] = {}
    for r in results:
        for level, pts in ratings.points(r).items():
            wins[level] = wins.get(level, 0.0) + pts
    return wins


def many_players(results: list[journal.MatchResult], players: int) -> str:
    wins = win_counts(results)
    n = len(results)
    parts = []
    for level, w in sorted(wins.items(), key=lambda kv: -kv[1]):
        low, high = ratings.wilson(w, n)
        parts.append(f"{APP_NAMES.get(level, level)} {w / n:.0%} [{low:.0%}, {high:.0%}]")
    return f"{players} players, {n} games, seats rotated, games won: " + ", ".join(parts)


TARGETS = (("easy", "random", 0.80), ("greedy", "easy", 0.70), ("montecarlo", "greedy", 0.70))


def stronger_rate(results: list[journal.MatchResult], strong: str, weak: str) -> tuple[float, float, float, int] | None:
    """The stronger level's score in its pairing: (rate, low, high, games)."""
    a, b = sorted((strong, weak))
    for p in ratings.pairings(results):
        if (p.a, p.b) == (a, b):
            return (p.rate_a, p.low, p.high, p.games) if a == strong else (1 - p.rate_a, 1 - p.high, 1 - p.low, p.games)
    return None


def targets(folder: Path) -> list[str]:
    """docs/architecture.md §8.3's goals, one row a game: each pairing's score against its goal."""
    head = "| game | " + " | ".join(f"{APP_NAMES[s]} beats {APP_NAMES[w]} (goal {g:.0%})" for s, w, g in TARGETS)
    lines = [head + " | 3 players: hard wins | 4 players: hard wins |", "|---|---|---|---|---|---|"]
    for game in GAMES:
        two = journal.load(folder / f"{game}-2p.jsonl")
        if not two:
            continue
        cells = []
        for strong, weak, goal in TARGETS:
            r = stronger_rate(two, strong, weak)
            cells.append(
                "not played"
                if r is None
                else f"{r[0]:.1%} [{r[1]:.1%}, {r[2]:.1%}], {r[3]} games {'✓' if r[0] >= goal else '✗'}"
            )
        for players in (3, 4):
            more = journal.load(folder / f"{game}-{players}p.jsonl")
            if not more:
                cells.append("not played")
                continue
            wins = win_counts(more)
            top = max(wins, key=wins.get)
            cells.append(
                f"{wins.get('montecarlo', 0) / len(more):.0%} of {len(more)} games "
                f"{'✓' if top == 'montecarlo' else '✗'}"
            )
        lines.append(f"| {TITLES[game]} | " + " | ".join(cells) + " |")
    for game in GAMES:
        got = selfplay_points(folder / f"{game}-selfplay.jsonl")
        if got:
            games, pts = got
            mean = statistics.mean(pts)
            lines += [
                "",
                f"{TITLES[game]} hard in 2-player self-play (goal {SELFPLAY_GOAL} points a player): "
                f"{mean:.1f} over {games} games {'✓' if mean >= SELFPLAY_GOAL else '✗'}",
            ]
    return lines


SELFPLAY_GOAL = 95  # docs/architecture.md §8.3: Harmonies hard's mean points a player in 2-player self-play


def selfplay_points(path: Path) -> tuple[int, list[int]] | None:
    """(games, every player's points) of a self-play journal."""
    if not path.exists():
        return None
    recs = [json.loads(line) for line in path.read_text().splitlines() if line]
    return len(recs), [t for r in recs if r["over"] for t in r["totals"]]


def selfplay(path: Path) -> str | None:
    got = selfplay_points(path)
    if got is None:
        return None
    games, pts = got
    return (
        f"2-player self-play of hard, {games} games: mean {statistics.mean(pts):.1f} points, "
        f"sd {statistics.pstdev(pts):.1f}, min {min(pts)}, max {max(pts)}"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", default=str(ROOT / "benchmarks" / "ladder"))
    folder = Path(ap.parse_args().dir)
    print("\n".join(targets(folder)))
    print()
    for game in GAMES:
        two = journal.load(folder / f"{game}-2p.jsonl")
        if not two:
            continue
        print(f"#### {TITLES[game]}\n")
        print("\n".join(two_players(two)))
        print()
        print("\n".join(turn_table(two)))
        print()
        for players in (3, 4):
            more = journal.load(folder / f"{game}-{players}p.jsonl")
            if more:
                print(f"- {many_players(more, players)}")
        line = selfplay(folder / f"{game}-selfplay.jsonl")
        if line:
            print(f"- {line}")
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
