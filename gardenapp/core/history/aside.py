"""A damaged history database set aside, never deleted: ``set_aside``
renames it (and sqlite's files beside it), ``renew`` starts a new one there
with every game that could still be read from the old one."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .errors import HistoryError
from .result import Result
from .store import History

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
