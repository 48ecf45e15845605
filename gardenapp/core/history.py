"""The history of finished games (issue 12 §7): every game played in the app
or scored from the table, in a local SQLite database (stdlib ``sqlite3``).

One row per game (when, which game, how it was had, its options, the
finished-board file, the winners) and one row per player (name, total,
breakdown). The schema is versioned with ``PRAGMA user_version`` and
migrated forward step by step; a database from a newer app is refused
rather than damaged. Pure Python: the UI passes the path (QStandardPaths).
"""

from __future__ import annotations

import json
import sqlite3
import statistics
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .score import ScoreSheet

PLAYED = "played"      # a game played in the app
SCORED = "scored"      # a physical game copied into a score helper

# Each step takes the schema from version i to i + 1.
_MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,          -- ISO 8601, local time
        game TEXT NOT NULL,                 -- a game id of FORMATS.md
        source TEXT NOT NULL CHECK (source IN ('played', 'scored')),
        options TEXT NOT NULL,              -- JSON object
        board TEXT NOT NULL,                -- the finished-board file (JSON)
        winners TEXT NOT NULL               -- JSON list of seat indices
    );
    CREATE TABLE scores (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        total INTEGER NOT NULL,
        breakdown TEXT NOT NULL,            -- JSON object rule -> points
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX scores_by_name ON scores(name);
    CREATE INDEX games_by_game ON games(game, finished_at);
    """,
)
SCHEMA_VERSION = len(_MIGRATIONS)


class HistoryError(Exception):
    """The history database cannot be used (damaged, or from a newer app)."""


@dataclass(frozen=True)
class PlayerResult:
    seat: int
    name: str
    total: int
    breakdown: dict[str, int]
    won: bool


@dataclass(frozen=True)
class Entry:
    id: int
    finished_at: datetime
    game: str
    source: str
    options: dict[str, Any]
    board: dict[str, Any]
    players: tuple[PlayerResult, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.won)


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    mean: float
    best: int
    mean_by_rule: dict[str, float]


class History:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path)
            self._db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise HistoryError(f"{self.path}: {exc}") from None

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError(f"{self.path}: written by a newer gardenapp (schema {version})")
        for step in range(version, SCHEMA_VERSION):
            with self._db:
                self._db.executescript(_MIGRATIONS[step])
                self._db.execute(f"PRAGMA user_version = {step + 1}")

    # -- writing ------------------------------------------------------------------------------
    def record(self, sheet: ScoreSheet, *, source: str, options: dict[str, Any], board: dict[str, Any],
               finished_at: datetime | None = None) -> int:
        """Add a finished game; returns its id."""
        if source not in (PLAYED, SCORED):
            raise ValueError(f"source must be {PLAYED!r} or {SCORED!r}")
        when = (finished_at or datetime.now()).isoformat(timespec="seconds")
        with self._db:
            cur = self._db.execute(
                "INSERT INTO games (finished_at, game, source, options, board, winners) VALUES (?, ?, ?, ?, ?, ?)",
                (when, sheet.game, source, json.dumps(options, ensure_ascii=False),
                 json.dumps(board, ensure_ascii=False), json.dumps(list(sheet.winners))))
            game_row = cur.lastrowid
            self._db.executemany(
                "INSERT INTO scores (game_id, seat, name, total, breakdown) VALUES (?, ?, ?, ?, ?)",
                [(game_row, i, p.name, p.total, json.dumps(p.breakdown)) for i, p in enumerate(sheet.players)])
        assert game_row is not None
        return game_row

    def delete(self, entry_id: int) -> None:
        with self._db:
            self._db.execute("DELETE FROM games WHERE id = ?", (entry_id,))

    # -- reading ------------------------------------------------------------------------------
    def entries(self, *, game: str | None = None, player: str | None = None) -> list[Entry]:
        """Newest first, filtered by game id and by a player's name."""
        sql = "SELECT id, finished_at, game, source, options, board, winners FROM games"
        where, args = [], []
        if game is not None:
            where.append("game = ?")
            args.append(game)
        if player is not None:
            where.append("id IN (SELECT game_id FROM scores WHERE name = ?)")
            args.append(player)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY finished_at DESC, id DESC"
        return [self._entry(row) for row in self._db.execute(sql, args).fetchall()]

    def entry(self, entry_id: int) -> Entry | None:
        row = self._db.execute("SELECT id, finished_at, game, source, options, board, winners FROM games "
                               "WHERE id = ?", (entry_id,)).fetchone()
        return self._entry(row) if row else None

    def _entry(self, row: Sequence[Any]) -> Entry:
        entry_id, when, game, source, options, board, winners = row
        won = set(json.loads(winners))
        players = tuple(PlayerResult(seat, name, total, json.loads(breakdown), seat in won)
                        for seat, name, total, breakdown in self._db.execute(
                            "SELECT seat, name, total, breakdown FROM scores WHERE game_id = ? ORDER BY seat",
                            (entry_id,)))
        return Entry(entry_id, datetime.fromisoformat(when), game, source, json.loads(options), json.loads(board),
                     players)

    def players(self, game: str | None = None) -> list[str]:
        sql = "SELECT DISTINCT name FROM scores"
        args: list[Any] = []
        if game is not None:
            sql += " WHERE game_id IN (SELECT id FROM games WHERE game = ?)"
            args.append(game)
        return [r[0] for r in self._db.execute(sql + " ORDER BY name", args)]

    def results(self, name: str, game: str | None = None) -> Iterator[tuple[Entry, PlayerResult]]:
        """A player's results, oldest first (for a score-over-time plot)."""
        for entry in reversed(self.entries(game=game, player=name)):
            for p in entry.players:
                if p.name == name:
                    yield entry, p

    def stats(self, name: str, game: str | None = None) -> PlayerStats | None:
        results = [p for _, p in self.results(name, game)]
        if not results:
            return None
        rules: dict[str, list[int]] = {}
        for p in results:
            for rule, points in p.breakdown.items():
                rules.setdefault(rule, []).append(points)
        return PlayerStats(name, len(results), sum(p.won for p in results),
                           statistics.fmean(p.total for p in results), max(p.total for p in results),
                           {rule: statistics.fmean(v) for rule, v in rules.items()})
