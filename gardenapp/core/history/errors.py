"""What can go wrong with the history database: the kinds of ``HistoryError``
and the mapping of sqlite's result codes (and the system's errors) onto them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

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


class HistoryError(Exception):
    """The history database cannot be used now; ``kind`` says why (BUSY,
    READ_ONLY, FULL, DAMAGED, NEWER, UNAVAILABLE), ``detail`` is sqlite's or
    the system's own words (for the log)."""

    def __init__(self, kind: str, path: str | Path, detail: str):
        super().__init__(f"{path}: {detail}")
        self.kind = kind
        self.path = Path(path)
        self.detail = detail


# What a statement can raise: sqlite's errors, and a damaged schema's text that is not UTF-8.
SQL_ERRORS = (sqlite3.Error, UnicodeDecodeError)


def history_error(path: Path, exc: Exception) -> HistoryError:
    """The HistoryError that says what ``exc`` (sqlite's or the system's) means."""
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
