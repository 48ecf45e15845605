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

The package holds one idea a module, each importing only those above it:
``errors`` (the kinds of HistoryError, sqlite's codes), ``records`` (what is
read back), ``decode`` (the checks of outside input), ``result`` (a game on
its way in), ``store`` (the database, its schema and migrations) and
``aside`` (a damaged database set aside). Everything is imported from here.
"""

from __future__ import annotations

from .aside import Renewed, renew, set_aside
from .decode import MAX_PLAYERS, MAX_POINTS, MAX_TEXT
from .errors import BUSY, DAMAGED, FULL, NEWER, READ_ONLY, UNAVAILABLE, HistoryError
from .records import PLAYED, SCORED, Entry, PlayerResult, PlayerStats
from .result import Result
from .store import BUSY_SECONDS, SCHEMA_VERSION, History

__all__ = [
    "BUSY",
    "BUSY_SECONDS",
    "DAMAGED",
    "FULL",
    "MAX_PLAYERS",
    "MAX_POINTS",
    "MAX_TEXT",
    "NEWER",
    "PLAYED",
    "READ_ONLY",
    "SCHEMA_VERSION",
    "SCORED",
    "UNAVAILABLE",
    "Entry",
    "History",
    "HistoryError",
    "PlayerResult",
    "PlayerStats",
    "Renewed",
    "Result",
    "renew",
    "set_aside",
]
