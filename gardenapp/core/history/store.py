"""The history database: opening it (a regular file only, read-only to
salvage a damaged one), its schema and the migrations that bring an older
one up to date, storing a result, and reading the games back (every value
checked by ``decode``)."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import statistics
import uuid
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from ..files import MAX_FILE_BYTES
from ..score import ScoreSheet
from .decode import (
    MAX_TEXT,
    UID_PATTERN,
    checked_date,
    checked_game_id,
    checked_int,
    checked_json,
    checked_object,
    checked_players,
    checked_source,
    checked_winners,
    text_factory,
)
from .errors import BUSY, DAMAGED, FULL, NEWER, READ_ONLY, SQL_ERRORS, UNAVAILABLE, HistoryError, history_error
from .records import Entry, PlayerResult, PlayerStats
from .result import Result

# How long a statement waits for another program's lock before the history
# says it is busy (sqlite's own default is 5 s, and a screen makes several).
BUSY_SECONDS = 0.75

# Each step takes the schema from version i to i + 1.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,          -- ISO 8601, local time
        game TEXT NOT NULL,                 -- a game id of docs/formats.md §1
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
    # A result's unique id: a result kept for later and stored twice is added once.
    """
    ALTER TABLE games ADD COLUMN uid TEXT;
    CREATE UNIQUE INDEX games_by_uid ON games(uid);
    """,
    # A game played here: its record (docs/formats.md §2) and, once computed,
    # its review (docs/architecture.md §6.15).
    """
    CREATE TABLE records (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        record TEXT NOT NULL,               -- the game record (JSON)
        review TEXT                         -- the review (JSON), null until computed
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)
_TABLES = {
    "games": {"id", "finished_at", "game", "source", "options", "board", "winners"},
    "scores": {"game_id", "seat", "name", "total", "breakdown"},
}
_RECORDS = {"game_id", "record", "review"}  # schema 3


_HEADER_BYTES = 100  # an sqlite database starts with a 100-byte header


def _check_openable(path: Path) -> None:
    """Only a regular file (or nothing yet) is opened: sqlite would block on a
    FIFO and fail oddly on a folder or a device."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise history_error(path, exc) from None
    if not stat.S_ISREG(st.st_mode):
        raise HistoryError(DAMAGED, path, "not a regular file")
    if 0 < st.st_size < _HEADER_BYTES:
        # sqlite would take it for a new, empty database and write over it.
        raise HistoryError(DAMAGED, path, f"too short for a database ({st.st_size} bytes)")


_GAME_COLUMNS = (
    "id, finished_at, game, source, "
    # Bounded: a hostile row of a gigabyte is skipped, not read.
    f"CASE WHEN length(options) <= {MAX_FILE_BYTES} THEN options END, "
    f"CASE WHEN length(board) <= {MAX_FILE_BYTES} THEN board END, winners"
)


class History:
    def __init__(self, path: str | Path, *, timeout: float = BUSY_SECONDS, read_only: bool = False):
        self.path = Path(path)
        # Ids of the games that could not be decoded, so far: not shown, left as they are.
        self.skipped: set[int] = set()
        self._db: sqlite3.Connection | None = None
        try:
            _check_openable(self.path)
            if read_only:
                uri = self.path.resolve().as_uri() + "?mode=ro"
                self._db = sqlite3.connect(uri, uri=True, timeout=timeout)
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(self.path, timeout=timeout)
            self._db.text_factory = text_factory
            # A hostile database's views and triggers run no function with side effects.
            self._db.execute("PRAGMA trusted_schema = OFF")
            self._db.execute("PRAGMA foreign_keys = ON")
            if read_only:
                # Only to salvage a damaged database: its tables say what it holds, not its version.
                self._version = self._version_by_tables()
            else:
                self._version = self._read_version()
                self._check_tables()
                self._migrate(tolerate=True)
        except HistoryError:
            self.close()
            raise
        except (sqlite3.Error, OSError, ValueError) as exc:
            self.close()
            raise history_error(self.path, exc) from None

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise HistoryError(UNAVAILABLE, self.path, "closed")
        return self._db

    def _run(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """One query's rows; any sqlite error becomes a HistoryError."""
        try:
            return self.db.execute(sql, args).fetchall()
        except SQL_ERRORS as exc:
            raise history_error(self.path, exc) from None

    def _read_version(self) -> int:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError(NEWER, self.path, f"written by a newer gardenapp (schema {version})")
        if version < 0:
            raise HistoryError(DAMAGED, self.path, f"schema version {version}")
        return int(version)

    def _migrate(self, tolerate: bool = False) -> None:
        """Bring the schema up to date. ``tolerate``: a database that cannot
        be written now (busy, read-only, full) but has its tables is still
        read; the migration is tried again before the next write."""
        try:
            for step in range(self._version, SCHEMA_VERSION):
                with self.db:
                    self.db.executescript(MIGRATIONS[step])
                    self.db.execute(f"PRAGMA user_version = {step + 1}")
                self._version = step + 1
        except SQL_ERRORS as exc:
            error = history_error(self.path, exc)
            if getattr(exc, "sqlite_errorcode", None) == 1:  # SQLITE_ERROR: not the schema its version says
                error.kind = DAMAGED
            if not (tolerate and self._version >= 1 and error.kind in (BUSY, READ_ONLY, FULL)):
                raise error from None

    def _columns(self, table: str) -> set[Any]:
        return {row[1] for row in self.db.execute(f"PRAGMA table_info({table})")}

    def _version_by_tables(self) -> int:
        games, scores = self._columns("games"), self._columns("scores")
        if not (_TABLES["games"] <= games and _TABLES["scores"] <= scores):
            return 0
        if "uid" not in games:
            return 1
        return 3 if _RECORDS <= self._columns("records") else 2

    def _check_tables(self) -> None:
        """A schema version without its tables and columns is a damaged database."""
        if self._version == 0:  # a new database: no tables yet, or it is not ours
            if self.db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise HistoryError(DAMAGED, self.path, "tables without a schema version")
            return
        for table, columns in _TABLES.items():
            have = self._columns(table)
            if table == "games" and self._version >= 2:
                columns = columns | {"uid"}
            if not columns <= have:
                raise HistoryError(DAMAGED, self.path, f"schema {self._version} without its {table} table")
        if self._version >= 3 and not _RECORDS <= self._columns("records"):
            raise HistoryError(DAMAGED, self.path, f"schema {self._version} without its records table")

    # -- writing ------------------------------------------------------------------------------
    def record(
        self,
        sheet: ScoreSheet,
        *,
        source: str,
        options: dict[str, Any],
        board: dict[str, Any],
        finished_at: datetime | None = None,
        uid: str | None = None,
    ) -> int:
        """Add a finished game; returns its id."""
        return self.store(
            Result.from_sheet(sheet, source=source, options=options, board=board, finished_at=finished_at, uid=uid)
        )

    def store(self, result: Result) -> int:
        """Add a result unless one with its uid is there already; returns its id."""
        try:
            if self._version < SCHEMA_VERSION:
                self._migrate()
            db = self.db
            with db:
                row = db.execute("SELECT id FROM games WHERE uid = ?", (result.uid,)).fetchone()
                if row is not None:
                    return int(row[0])
                cur = db.execute(
                    "INSERT INTO games (finished_at, game, source, options, board, winners, uid) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        result.finished_at.isoformat(timespec="seconds"),
                        result.game,
                        result.source,
                        json.dumps(result.options, ensure_ascii=False),
                        json.dumps(result.board, ensure_ascii=False),
                        json.dumps([p.seat for p in result.players if p.won]),
                        result.uid,
                    ),
                )
                game_row = cur.lastrowid
                db.executemany(
                    "INSERT INTO scores (game_id, seat, name, total, breakdown) VALUES (?, ?, ?, ?, ?)",
                    [
                        (game_row, p.seat, p.name, p.total, json.dumps(p.breakdown, ensure_ascii=False))
                        for p in result.players
                    ],
                )
                if result.record is not None:
                    db.execute(
                        "INSERT INTO records (game_id, record) VALUES (?, ?)",
                        (game_row, json.dumps(result.record, ensure_ascii=False)),
                    )
        except sqlite3.IntegrityError:
            # Stored meanwhile by another connection (the uid is unique): that row is this result.
            rows = self._run("SELECT id FROM games WHERE uid = ?", (result.uid,))
            if not rows:
                raise HistoryError(DAMAGED, self.path, "a result could not be stored") from None
            return int(rows[0][0])
        except SQL_ERRORS as exc:
            raise history_error(self.path, exc) from None
        assert game_row is not None
        return game_row

    def delete(self, entry_id: int) -> None:
        try:
            with self.db:
                self.db.execute("DELETE FROM games WHERE id = ?", (entry_id,))
        except SQL_ERRORS as exc:
            raise history_error(self.path, exc) from None

    def set_review(self, entry_id: int, review: dict[str, Any]) -> bool:
        """Keep the review of a game whose record the history holds
        (docs/architecture.md §6.15); False when it holds none."""
        try:
            if self._version < SCHEMA_VERSION:
                self._migrate()
            with self.db:
                cur = self.db.execute(
                    "UPDATE records SET review = ? WHERE game_id = ?",
                    (json.dumps(review, ensure_ascii=False), entry_id),
                )
        except SQL_ERRORS as exc:
            raise history_error(self.path, exc) from None
        return cur.rowcount > 0

    # -- reading ------------------------------------------------------------------------------
    def game_record(self, entry_id: int) -> tuple[Any, Any] | None:
        """The stored record and review of a game played here, as JSON values
        (outside input: the caller checks them, ``GameRecord.from_json`` and
        ``core.review.Review.from_json``); None when the history holds no
        record of it. A value that is not JSON, or too large, is None."""
        if self._version < 3:
            return None
        rows = self._run(
            f"SELECT CASE WHEN length(record) <= {MAX_FILE_BYTES} THEN record END, "
            f"CASE WHEN length(review) <= {MAX_FILE_BYTES} THEN review END FROM records WHERE game_id = ?",
            (entry_id,),
        )
        if not rows:
            return None

        def decoded(text: Any) -> Any:
            try:
                return checked_json(text) if isinstance(text, str) else None
            except ValueError:
                return None

        return decoded(rows[0][0]), decoded(rows[0][1])

    def entries(self, *, game: str | None = None, player: str | None = None) -> list[Entry]:
        """Newest first, filtered by game id and by a player's name. A game
        that cannot be decoded is left out and its id added to ``skipped``."""
        if self._version == 0:
            return []
        sql = f"SELECT {_GAME_COLUMNS} FROM games"
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
        return [e for e in (self._entry(row) for row in self._run(sql, args)) if e is not None]

    def entry(self, entry_id: int) -> Entry | None:
        if self._version == 0:
            return None
        rows = self._run(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (entry_id,))
        return self._entry(rows[0]) if rows else None

    def _entry(self, row: Sequence[Any]) -> Entry | None:
        entry_id, when, game, source, options, board, winners = row
        scores = self._run(
            f"SELECT seat, name, total, CASE WHEN length(breakdown) <= {MAX_FILE_BYTES} "
            "THEN breakdown END FROM scores WHERE game_id = ? ORDER BY seat",
            (entry_id,),
        )
        has_record = self._version >= 3 and bool(
            self._run("SELECT count(*) FROM records WHERE game_id = ?", (entry_id,))[0][0]
        )
        try:
            players = [(seat, name, total, checked_json(breakdown)) for seat, name, total, breakdown in scores]
            return Entry(
                checked_int(entry_id, 0, 2**63),
                checked_date(when),
                checked_game_id(game),
                checked_source(source),
                checked_object(checked_json(options)),
                checked_object(checked_json(board)),
                checked_players(players, checked_winners(checked_json(winners), len(players))),
                has_record,
            )
        except (ValueError, TypeError, OverflowError):
            if type(entry_id) is int:
                self.skipped.add(entry_id)
            return None

    def players(self, game: str | None = None) -> list[str]:
        if self._version == 0:
            return []
        sql = "SELECT DISTINCT name FROM scores"
        args: list[Any] = []
        if game is not None:
            sql += " WHERE game_id IN (SELECT id FROM games WHERE game = ?)"
            args.append(game)
        return [
            r[0] for r in self._run(sql + " ORDER BY name", args) if isinstance(r[0], str) and 0 < len(r[0]) <= MAX_TEXT
        ]

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
        return PlayerStats(
            name,
            len(results),
            sum(p.won for p in results),
            statistics.fmean(p.total for p in results),
            max(p.total for p in results),
            {rule: statistics.fmean(v) for rule, v in rules.items()},
        )

    def salvage(self, limit: int = 100_000) -> tuple[list[Result], int]:
        """Every game that can still be read from a damaged database, looked
        up one by one (a damaged page loses the games on it, not the rest),
        and how many more were found but could not be read."""
        ids: list[int] = []
        try:
            for (entry_id,) in self.db.execute("SELECT id FROM games ORDER BY id"):
                if type(entry_id) is int:
                    ids.append(entry_id)
                if len(ids) >= limit:
                    break
        except SQL_ERRORS:
            # The scan stopped at a damaged page: look further ids up one by one.
            try:
                top = int(self.db.execute("SELECT max(id) FROM games").fetchone()[0] or 0)
            except (sqlite3.Error, TypeError, ValueError):
                top = (ids[-1] if ids else 0) + 1000
            known = set(ids)
            for entry_id in range(1, min(top, limit) + 1):
                if entry_id not in known:
                    try:
                        if self.db.execute("SELECT 1 FROM games WHERE id = ?", (entry_id,)).fetchone():
                            ids.append(entry_id)
                    except SQL_ERRORS:
                        continue
        has_uid = self._version >= 2
        found: list[Result] = []
        lost = 0
        for entry_id in ids:
            try:
                entry = self.entry(entry_id)
                uid = self._run("SELECT uid FROM games WHERE id = ?", (entry_id,))[0][0] if has_uid else None
            except (HistoryError, IndexError):
                entry = None
            if entry is None:
                lost += 1
                continue
            if not (isinstance(uid, str) and UID_PATTERN.match(uid)):
                uid = f"salvaged-{uuid.uuid4().hex}"
            try:
                kept = self.game_record(entry_id) if entry.has_record else None
            except HistoryError:
                kept = None
            record = kept[0] if kept is not None and isinstance(kept[0], dict) else None
            found.append(
                Result(
                    uid, entry.finished_at, entry.game, entry.source, entry.options, entry.board, entry.players, record
                )
            )
        return found, lost
