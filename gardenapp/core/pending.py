"""Results waiting to be stored in the history (docs/architecture.md §7.2).

A finished game the history cannot store now (busy, read-only, full or
damaged database) waits here, in a JSON file beside the database, and is
stored once, by its uid, as soon as it can be. Pure Python, no Qt.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from .errors import ProblemsError
from .files import read_json, write_json_atomic
from .history import History, Result, set_aside

MAX_PENDING = 1000
PENDING_FORMAT = "gardenapp-history-pending"


class _PendingUnreadable(ProblemsError):
    pass


class PendingResults:
    """Finished games that could not be stored yet, in a JSON file
    (``{"format": "gardenapp-history-pending", "version": 1, "results":
    [...]}``) written atomically. On reading it is outside input like any
    file: bounded, every result checked; a file that is not entirely valid
    is renamed aside (``set_aside``), its valid results kept."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.set_aside: Path | None = None  # where a damaged pending file went, if one did

    def load(self) -> list[Result]:
        if not os.path.lexists(self.path):
            return []
        try:
            data = read_json(self.path, _PendingUnreadable)
            items = (
                data["results"]
                if (
                    isinstance(data, dict)
                    and data.get("format") == PENDING_FORMAT
                    and data.get("version") == 1
                    and isinstance(data.get("results"), list)
                )
                else None
            )
        except _PendingUnreadable:
            items = None
        results: list[Result] = []
        damaged = items is None or len(items) > MAX_PENDING
        for item in (items or [])[:MAX_PENDING]:
            try:
                result = Result.from_json(item)
            except (ValueError, TypeError, OverflowError):
                damaged = True
                continue
            if all(r.uid != result.uid for r in results):
                results.append(result)
        if damaged:
            self.set_aside = set_aside(self.path)
            if results:
                self._write(results)
        return results

    def _write(self, results: Sequence[Result]) -> None:
        if not results:
            try:
                os.remove(self.path)
            except FileNotFoundError:
                pass
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(
            self.path, {"format": PENDING_FORMAT, "version": 1, "results": [r.to_json() for r in results]}
        )

    def add(self, result: Result) -> None:
        """Keep ``result`` for later; raises OSError when it cannot be written."""
        results = self.load()
        if any(r.uid == result.uid for r in results):
            return
        if len(results) >= MAX_PENDING:
            raise OSError(f"{self.path}: {MAX_PENDING} results are waiting already")
        self._write([*results, result])

    def remove(self, uids: Iterable[str]) -> None:
        gone = set(uids)
        self._write([r for r in self.load() if r.uid not in gone])


def store_pending(history: History, pending: PendingResults) -> int:
    """Store every waiting result (each once: by its uid) and forget those
    stored; returns how many were stored. A HistoryError stops it (the
    results not stored yet keep waiting); so does an OSError of the file."""
    results = pending.load()
    stored: list[str] = []
    try:
        for result in results:
            history.store(result)
            stored.append(result.uid)
    finally:
        if stored:
            pending.remove(stored)
    return len(stored)
