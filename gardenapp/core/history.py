"""The history of finished games (docs/architecture.md §6.10): every game played in the app
or scored from the table, in a local SQLite database (stdlib ``sqlite3``).

One row per game (when, which game, how it was had, its options, the
finished-board file, the winners, a unique id) and one row per player
(name, total, breakdown). The schema is versioned with ``PRAGMA
user_version`` and migrated forward step by step; a database from a newer
app is refused rather than damaged. Pure Python: the UI passes the path
(QStandardPaths).

The history never loses a game and never freezes the app:

- every sqlite error becomes a ``HistoryError`` whose ``kind`` (``BUSY``,
  ``READ_ONLY``, ``FULL``, ``DAMAGED``, ``NEWER``, ``UNAVAILABLE``) the UI
  turns into a message in the person's language; another program holding
  the database answers ``BUSY`` after ``BUSY_SECONDS``, not after sqlite's
  default of 5 s a statement;
- the database is outside input: reading skips a game it cannot decode (bad
  JSON, a bad date, wrong types) and counts it in ``History.skipped``; a
  schema version without its tables counts as damaged;
- a damaged database is never deleted: ``renew`` renames it aside
  (``history.sqlite.damaged-<timestamp>``) and starts a new one with every
  game that could still be read from it;
- a result that cannot be stored now waits in ``PendingResults``, a JSON file
  next to the database, and is stored later; every result carries a unique
  id (``uid``), so storing it twice adds it once.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import stat
import statistics
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from .boardfile import played_on
from .errors import ProblemsError
from .files import MAX_FILE_BYTES, parse_json
from .score import ScoreSheet

PLAYED = "played"  # a game played in the app
SCORED = "scored"  # a physical game copied into a score helper

# How long a statement waits for another program's lock before the history
# says it is busy (sqlite's own default is 5 s, and a screen makes several).
BUSY_SECONDS = 0.75

# Each step takes the schema from version i to i + 1.
_MIGRATIONS: tuple[str, ...] = (
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
SCHEMA_VERSION = len(_MIGRATIONS)
_TABLES = {
    "games": {"id", "finished_at", "game", "source", "options", "board", "winners"},
    "scores": {"game_id", "seat", "name", "total", "breakdown"},
}
_RECORDS = {"game_id", "record", "review"}  # schema 3

# What a HistoryError says went wrong (the UI says it in the person's language).
BUSY = "busy"  # another program holds the database
READ_ONLY = "read_only"  # the file or its folder cannot be written
FULL = "full"  # no room on the disk (or the database's size limit)
DAMAGED = "damaged"  # not a history database, or a damaged one: set it aside
NEWER = "newer"  # written by a newer gardenapp: left as it is
UNAVAILABLE = "unavailable"  # cannot be opened (no folder, a disk error...)

# sqlite's primary result codes (the low byte of an extended code).
_BUSY_CODES = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_DAMAGED_CODES = {11, 24, 26}  # SQLITE_CORRUPT, SQLITE_FORMAT, SQLITE_NOTADB
_KINDS_BY_CODE = {8: READ_ONLY, 13: FULL}  # SQLITE_READONLY, SQLITE_FULL

# Bounds of what is read back (the database and the pending file are outside input).
MAX_PLAYERS = 8
MAX_TEXT = 1000  # a name, a game id, a rule id, a uid
MAX_POINTS = 10**6
_ID = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
_UID = re.compile(r"^[A-Za-z0-9_.:-]{1,100}$")


class HistoryError(Exception):
    """The history database cannot be used now; ``kind`` says why (BUSY,
    READ_ONLY, FULL, DAMAGED, NEWER, UNAVAILABLE), ``detail`` is sqlite's or
    the system's own words (for the log)."""

    def __init__(self, kind: str, path: str | Path, detail: str):
        super().__init__(f"{path}: {detail}")
        self.kind = kind
        self.path = Path(path)
        self.detail = detail


_SQL_ERRORS = (sqlite3.Error, UnicodeDecodeError)


def _error(path: Path, exc: Exception) -> HistoryError:
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in _BUSY_CODES:
        kind = BUSY
    elif primary in _DAMAGED_CODES:
        kind = DAMAGED
    elif primary in _KINDS_BY_CODE:
        kind = _KINDS_BY_CODE[primary]
    elif isinstance(exc, UnicodeDecodeError):  # sqlite's message quotes a damaged schema
        kind = DAMAGED
    elif isinstance(exc, PermissionError):
        kind = READ_ONLY
    else:
        kind = UNAVAILABLE
    return HistoryError(kind, path, str(exc) or type(exc).__name__)


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
    # The history holds the game's record (a game played here): it can be reviewed.
    has_record: bool = False

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.won)


@dataclass(frozen=True)
class Result:
    """A finished game on its way into the history (stored now or kept for
    later); ``uid`` makes storing it idempotent."""

    uid: str
    finished_at: datetime
    game: str
    source: str
    options: dict[str, Any]
    board: dict[str, Any]
    players: tuple[PlayerResult, ...]
    # The game record of a game played here (docs/formats.md §2), kept for its review.
    record: dict[str, Any] | None = None

    @classmethod
    def from_sheet(
        cls,
        sheet: ScoreSheet,
        *,
        source: str,
        options: dict[str, Any],
        board: dict[str, Any],
        finished_at: datetime | None = None,
        uid: str | None = None,
        record: dict[str, Any] | None = None,
    ) -> "Result":
        if source not in (PLAYED, SCORED):
            raise ValueError(f"source must be {PLAYED!r} or {SCORED!r}")
        won = set(sheet.winners)
        players = tuple(
            PlayerResult(i, p.name, p.total, dict(p.breakdown), i in won) for i, p in enumerate(sheet.players)
        )
        if finished_at is None and (day := played_on(board)) is not None and day != date.today():
            # A board entered on another day than it was played: the day the file says (at midnight,
            # the hour not being known; the history shows a scored game's day only).
            finished_at = datetime.combine(day, time())
        when = (finished_at or datetime.now()).replace(microsecond=0)
        return cls(
            uid or uuid.uuid4().hex,
            when,
            sheet.game,
            source,
            dict(options),
            dict(board),
            players,
            None if record is None else dict(record),
        )

    def to_json(self) -> dict[str, Any]:
        extra = {} if self.record is None else {"record": self.record}
        return {
            **extra,
            "uid": self.uid,
            "finished_at": self.finished_at.isoformat(timespec="seconds"),
            "game": self.game,
            "source": self.source,
            "options": self.options,
            "board": self.board,
            "players": [{"name": p.name, "total": p.total, "breakdown": p.breakdown} for p in self.players],
            "winners": [p.seat for p in self.players if p.won],
        }

    @classmethod
    def from_json(cls, data: Any) -> "Result":
        """A result read back from the pending file; ValueError if it is not one."""
        if not isinstance(data, dict) or set(data) - {"record"} != {
            "uid",
            "finished_at",
            "game",
            "source",
            "options",
            "board",
            "players",
            "winners",
        }:
            raise ValueError("not a result")
        uid = data["uid"]
        if not isinstance(uid, str) or not _UID.match(uid):
            raise ValueError("bad uid")
        players = data["players"]
        if not isinstance(players, list) or not all(
            isinstance(p, dict) and set(p) == {"name", "total", "breakdown"} for p in players
        ):
            raise ValueError("bad players")
        won = _winners(data["winners"], len(players))
        rows = [(i, p["name"], p["total"], p["breakdown"]) for i, p in enumerate(players)]
        return cls(
            uid,
            _date(data["finished_at"]),
            _game_id(data["game"]),
            _source(data["source"]),
            _object(data["options"]),
            _object(data["board"]),
            _players(rows, won),
            _object(data["record"]) if "record" in data else None,
        )


# -- decoding what was read (outside input: every value checked) -----------------------------------
class _NotText(bytes):
    """A text value that is not UTF-8: no check accepts it, so its row is skipped."""


def _text_factory(raw: bytes) -> str | _NotText:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return _NotText(raw)


class _Undecodable(ProblemsError):
    pass


def _json(text: Any) -> Any:
    if not isinstance(text, str) or len(text) > MAX_FILE_BYTES:
        raise ValueError("not JSON text")
    try:
        return parse_json(text, _Undecodable, "history")
    except _Undecodable:
        raise ValueError("not valid JSON") from None


def _object(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def _int(value: Any, low: int = -MAX_POINTS, high: int = MAX_POINTS) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError("not a whole number in range")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT:
        raise ValueError("not a short text")
    return value


def _game_id(value: Any) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise ValueError("not a game id")
    return value


def _source(value: Any) -> str:
    if value not in (PLAYED, SCORED):
        raise ValueError("not a source")
    return str(value)


def _date(value: Any) -> datetime:
    if not isinstance(value, str) or len(value) > 40:
        raise ValueError("not a date")
    when = datetime.fromisoformat(value)  # ValueError when it is not one
    return when.replace(tzinfo=None)  # every date of the history is local time


def _winners(value: Any, players: int) -> set[int]:
    if not isinstance(value, list) or not all(type(s) is int and 0 <= s < players for s in value):
        raise ValueError("bad winners")
    return set(value)


def _breakdown(value: Any) -> dict[str, int]:
    value = _object(value)
    return {_text(rule): _int(points) for rule, points in value.items()}


def _players(rows: Sequence[Sequence[Any]], won: set[int]) -> tuple[PlayerResult, ...]:
    if not 1 <= len(rows) <= MAX_PLAYERS:
        raise ValueError("bad number of players")
    players = []
    for expected, (seat, name, total, breakdown) in enumerate(rows):
        if seat != expected or type(seat) is not int:
            raise ValueError("bad seats")
        players.append(PlayerResult(seat, _text(name), _int(total), _breakdown(breakdown), seat in won))
    return tuple(players)


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    mean: float
    best: int
    mean_by_rule: dict[str, float]


_HEADER_BYTES = 100  # an sqlite database starts with a 100-byte header


def _check_openable(path: Path) -> None:
    """Only a regular file (or nothing yet) is opened: sqlite would block on a
    FIFO and fail oddly on a folder or a device."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _error(path, exc) from None
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
            self._db.text_factory = _text_factory
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
            raise _error(self.path, exc) from None

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
        except _SQL_ERRORS as exc:
            raise _error(self.path, exc) from None

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
                    self.db.executescript(_MIGRATIONS[step])
                    self.db.execute(f"PRAGMA user_version = {step + 1}")
                self._version = step + 1
        except _SQL_ERRORS as exc:
            error = _error(self.path, exc)
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
        except _SQL_ERRORS as exc:
            raise _error(self.path, exc) from None
        assert game_row is not None
        return game_row

    def delete(self, entry_id: int) -> None:
        try:
            with self.db:
                self.db.execute("DELETE FROM games WHERE id = ?", (entry_id,))
        except _SQL_ERRORS as exc:
            raise _error(self.path, exc) from None

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
        except _SQL_ERRORS as exc:
            raise _error(self.path, exc) from None
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
                return _json(text) if isinstance(text, str) else None
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
            players = [(seat, name, total, _json(breakdown)) for seat, name, total, breakdown in scores]
            return Entry(
                _int(entry_id, 0, 2**63),
                _date(when),
                _game_id(game),
                _source(source),
                _object(_json(options)),
                _object(_json(board)),
                _players(players, _winners(_json(winners), len(players))),
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
        except _SQL_ERRORS:
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
                    except _SQL_ERRORS:
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
            if not (isinstance(uid, str) and _UID.match(uid)):
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


# -- a damaged database set aside ----------------------------------------------------------------
_COMPANIONS = ("", "-journal", "-wal", "-shm")  # sqlite's files beside a database


def set_aside(path: str | Path, when: datetime | None = None) -> Path:
    """Rename a damaged database (and sqlite's journal files beside it, so
    that a new database never picks up the old one's journal) to
    ``<name>.damaged-<timestamp>``; never deletes anything. Returns the new
    name of the database. Raises OSError when it cannot be renamed."""
    path = Path(path)
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while any(os.path.lexists(f"{aside}{c}") for c in _COMPANIONS):
        n += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    for companion in _COMPANIONS:
        if os.path.lexists(f"{path}{companion}"):
            os.rename(f"{path}{companion}", f"{aside}{companion}")
    return aside


@dataclass(frozen=True)
class Renewed:
    """A damaged database set aside and a new one started."""

    aside: Path  # where the old database is now
    saved: int  # the games that could be read from it, now in the new one
    lost: int  # games found in it that could not be read


def renew(path: str | Path) -> Renewed:
    """Set the damaged database at ``path`` aside and start a new one there
    with every game that can still be read from it. Raises OSError when it
    cannot be renamed, HistoryError when the new one cannot be written."""
    path = Path(path)
    aside = set_aside(path)
    found: list[Result] = []
    lost = 0
    if aside.is_file():
        try:
            with History(aside, read_only=True) as old:
                found, lost = old.salvage()
        except HistoryError:
            pass  # nothing readable at all: the new history starts empty
    with History(path) as new:
        for result in found:
            new.store(result)
    return Renewed(aside, len(found), lost)
