"""History fuzzing: a real history database with a few games, damaged in a
random way, opened through the core ``History`` and through the History
screen (when a QApplication exists).

Damage: bytes flipped at random offsets, the file truncated, rows given
random JSON, dates and types, a wrong ``user_version``, the file replaced by
a folder or a FIFO, the file locked by another connection; and undamaged
files as a control.

Outcomes: ``accepted`` (opened: every game read, or some skipped and
counted), ``refused`` (told: busy, newer, or damaged and set aside with a
new history started); failures are ``traceback``, ``hang`` (5 s),
``wrong`` (an undamaged file not read in full, a game neither read nor
counted as skipped, a screen that says nothing about a damaged or busy
history) and ``changed`` (an undamaged file modified, or a damaged one
deleted or changed rather than renamed aside).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import stat
import traceback
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from gardenapp.core.history import BUSY, DAMAGED, NEWER, PLAYED, SCHEMA_VERSION, SCORED, History, HistoryError, renew
from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet
from tests.fuzz.harness import TIME_LIMIT, Outcome, Report, deadline

DAMAGES = ("flip", "truncate", "rows", "version", "folder", "fifo", "locked", "none")
NAME = "history.sqlite"
_NAMES = ("Ana", "João", "Łucja", "Bruno", "Zoë")


# -- a real database, damaged ------------------------------------------------------------------------
def _build(path: Path, rng: random.Random) -> int:
    games = rng.randint(2, 8)
    with History(path) as h:
        for i in range(games):
            names = rng.sample(_NAMES, rng.randint(1, 4))
            players = tuple(
                PlayerScore(n, (RuleScore("a", rng.randint(0, 40)), RuleScore("b", rng.randint(0, 9)))) for n in names
            )
            sheet = ScoreSheet(
                rng.choice(("harmonies", "takenoko", "sanssouci")), players, (rng.randrange(len(names)),)
            )
            h.record(
                sheet,
                source=rng.choice((PLAYED, SCORED)),
                options={"i": i},
                board={"game": sheet.game, "pad": "x" * rng.choice((10, 500, 5000))},
                finished_at=datetime(2026, 1, 1) + timedelta(hours=rng.randint(0, 5000)),
            )
    return games


def _random_value(rng: random.Random) -> Any:
    return rng.choice(
        [
            "{not json",
            "[" * 2000,
            json.dumps({"a": [1, 2]}),
            json.dumps([1, 2, 3]),
            "null",
            "1e400",
            "",
            "2026-02-30T10:00:00",
            "yesterday",
            "9999-12-31T23:59:59",
            "2026-01-01T10:00:00+05:00",
            rng.randint(-(2**63), 2**63 - 1),
            rng.random(),
            b"\x00\xff\xfe",
            "x" * rng.randint(0, 3000),
            '{"x": 1.5}',
            '{"x": true}',
            '{"x": 1, "x": 2}',
            "[9]",
            "[-1]",
            '["0"]',
            "\u202e",
            "played",
            "scored",
        ]
    )


def _damage_rows(path: Path, rng: random.Random) -> str:
    changes = []
    with sqlite3.connect(path) as db:
        ids = [r[0] for r in db.execute("SELECT id FROM games")]
        for _ in range(rng.randint(1, 4)):
            table, column = rng.choice(
                [("games", c) for c in ("finished_at", "game", "source", "options", "board", "winners")]
                + [("scores", c) for c in ("seat", "name", "total", "breakdown")]
            )
            key = "id" if table == "games" else "game_id"
            value = _random_value(rng)
            try:
                db.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?", (value, rng.choice(ids)))
            except sqlite3.Error:  # a NOT NULL or CHECK constraint: not a damage sqlite allows
                continue
            changes.append(f"{table}.{column}={str(value)[:30]!r}")
        if rng.random() < 0.2:
            db.execute("DELETE FROM scores WHERE game_id = ?", (rng.choice(ids),))
            changes.append("scores deleted")
    return ", ".join(changes)


def _damage(path: Path, damage: str, rng: random.Random) -> tuple[str, sqlite3.Connection | None]:
    """Damage the database at ``path``; returns what was done and, for "locked", the holding connection."""
    if damage == "flip":
        raw = bytearray(path.read_bytes())
        offsets = [rng.randrange(len(raw)) for _ in range(rng.choice((1, 4, 40, 400)))]
        for at in offsets:
            raw[at] = rng.randrange(256)
        path.write_bytes(bytes(raw))
        return f"{len(offsets)} bytes from {min(offsets)}", None
    if damage == "truncate":
        size = path.stat().st_size
        keep = rng.choice((0, 1, 50, 100, rng.randrange(size), size - 1, size // 2))
        with open(path, "r+b") as f:
            f.truncate(keep)
        return f"truncated to {keep} of {size}", None
    if damage == "rows":
        return _damage_rows(path, rng), None
    if damage == "version":
        version = rng.choice((-1, 0, 1, SCHEMA_VERSION + 1, 2**31 - 1))
        with sqlite3.connect(path) as db:
            db.execute(f"PRAGMA user_version = {version}")
        return f"user_version {version}", None
    if damage in ("folder", "fifo"):
        path.unlink()
        if damage == "folder":
            path.mkdir()
        else:
            os.mkfifo(path)
        return damage, None
    if damage == "locked":
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        return "BEGIN EXCLUSIVE", holder
    return "undamaged", None


# -- what must hold ----------------------------------------------------------------------------------
def _fingerprint(path: Path) -> Any:
    """What the damaged thing is: its bytes, or that it is a folder or a FIFO."""
    st = os.lstat(path)
    if stat.S_ISDIR(st.st_mode):
        return "folder"
    if stat.S_ISFIFO(st.st_mode):
        return "fifo"
    return path.read_bytes()


def _kept(path: Path, before: Any) -> bool:
    """The damaged file is still there as it was: in its place or renamed aside
    (an empty file holds nothing: sqlite starts a new database in it)."""
    if before == b"":
        return True
    for candidate in [path, *path.parent.glob(NAME + ".damaged-*")]:
        try:
            if os.path.lexists(candidate) and _fingerprint(candidate) == before:
                return True
        except OSError:
            continue
    return False


def _core(path: Path, damage: str, games: int, before: Any) -> Outcome:
    try:
        with History(path) as h:
            entries = h.entries()
            for name in h.players():
                h.stats(name)
            skipped = len(h.skipped)
    except HistoryError as exc:
        if damage == "none":
            return Outcome("wrong", f"an undamaged history refused: {exc.kind} {exc}")
        if exc.kind == DAMAGED:
            try:
                renewed = renew(path)
            except (OSError, HistoryError) as error:
                return Outcome("refused", f"damaged, could not be set aside: {error}")
            if not _kept(path, before):
                return Outcome("changed", "the damaged file is gone or changed")
            with History(path) as fresh:
                if len(fresh.entries()) != renewed.saved:
                    return Outcome("wrong", "the new history does not hold the games read from the old one")
            return Outcome("refused", f"damaged: set aside, {renewed.saved} games saved, {renewed.lost} lost")
        if damage == "locked" and exc.kind != BUSY:
            return Outcome("wrong", f"a locked history said {exc.kind}")
        if exc.kind not in (BUSY, NEWER) and not _kept(path, before):
            return Outcome("changed", "the refused file changed")
        return Outcome("refused", exc.kind)
    if damage in ("folder", "fifo", "locked"):
        return Outcome("wrong", f"{damage} opened")
    if not _kept(path, before):
        return Outcome("changed", "reading changed the file")
    if damage == "none" and (len(entries) != games or skipped):
        return Outcome("wrong", f"an undamaged history read {len(entries)} of {games} games")
    if damage == "rows" and len(entries) + skipped != games:
        return Outcome("wrong", f"{len(entries)} read + {skipped} skipped of {games}")
    return Outcome("accepted", f"{len(entries)} read, {skipped} skipped")


def _screen(folder: Path, damage: str, games: int, before: Any) -> Outcome:
    from gardenapp.ui import history as ui_history

    path = folder / NAME
    data_folder = ui_history._data_folder
    ui_history._data_folder = lambda: folder  # this case's app-data folder
    screen = None
    try:
        screen = ui_history.HistoryScreen()
        text = screen.message.text()
        rows = screen.table.rowCount()
        retry = screen.retry_button.isVisibleTo(screen)
        told = bool(screen._snapshot.problem or screen._snapshot.notes)  # busy, newer, set aside...
    finally:
        ui_history._data_folder = data_folder
        if screen is not None:
            screen.deleteLater()
    if not _kept(path, before):
        return Outcome("changed", "the damaged file is gone or changed")
    if damage == "none" and (rows != games or text):
        return Outcome("wrong", f"an undamaged history: {rows} of {games} rows, {text!r}")
    if damage == "locked" and not ("busy" in text and retry):
        return Outcome("wrong", f"a locked history said {text!r}, Try again shown: {retry}")
    if rows < games and not text:
        return Outcome("wrong", f"{rows} of {games} rows and nothing said")
    return Outcome("refused" if told else "accepted", text[:80])


def fuzz_history(folder: Path, count: int, rng: random.Random, report: Report) -> None:
    """``count`` damaged history databases, each through the core and (with a
    QApplication) the History screen."""
    try:
        from PySide6.QtWidgets import QApplication

        with_screen = QApplication.instance() is not None
    except ImportError:
        with_screen = False
    for i in range(count):
        damage = DAMAGES[i % len(DAMAGES)] if i < len(DAMAGES) else rng.choice(DAMAGES)
        case = folder / f"history-{i}"
        shutil.rmtree(case, ignore_errors=True)
        built = case / "built" / NAME
        games = _build(built, rng)
        vias = ("core", "screen") if with_screen else ("core",)
        for via in vias:
            place = case / via
            place.mkdir(parents=True)
            shutil.copyfile(built, place / NAME)
            case_rng = random.Random(rng.random())
            what, holder = _damage(place / NAME, damage, case_rng)
            before = _fingerprint(place / NAME)
            try:
                with deadline(TIME_LIMIT):
                    outcome = (
                        _core(place / NAME, damage, games, before)
                        if via == "core"
                        else _screen(place, damage, games, before)
                    )
            except TimeoutError as exc:
                outcome = Outcome("hang", str(exc))
            except Exception:
                outcome = Outcome("traceback", traceback.format_exc(limit=-3).strip().replace("\n", " | "))
            finally:
                if holder is not None:
                    holder.execute("ROLLBACK")
                    holder.close()
            report.add("history", f"{damage}.{via}", outcome, f"case {i}: {what}")
        shutil.rmtree(case, ignore_errors=True)
