"""The history of finished games (docs/architecture.md §6.10): SQLite, versioned schema."""

import json
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from gardenapp.core.history import PLAYED, SCHEMA_VERSION, SCORED, History, HistoryError
from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet


def sheet(game, a, b, winners):
    return ScoreSheet(
        game,
        (
            PlayerScore("Ana", (RuleScore("x", a[0]), RuleScore("y", a[1]))),
            PlayerScore("Bruno", (RuleScore("x", b[0]), RuleScore("y", b[1]))),
        ),
        winners,
    )


def test_games_are_recorded_filtered_and_summed_up(tmp_path):
    with History(tmp_path / "h.sqlite") as h:
        first = h.record(
            sheet("harmonies", (10, 5), (3, 3), (0,)),
            source=SCORED,
            options={"side": "A"},
            board={"game": "harmonies"},
            finished_at=datetime(2026, 1, 2, 20, 0),
        )
        h.record(
            sheet("harmonies", (4, 4), (9, 9), (1,)),
            source=PLAYED,
            options={},
            board={},
            finished_at=datetime(2026, 2, 2, 20, 0),
        )
        h.record(
            sheet("takenoko", (1, 1), (1, 1), (0, 1)),
            source=PLAYED,
            options={},
            board={},
            finished_at=datetime(2026, 3, 2, 20, 0),
        )
        assert [e.game for e in h.entries()] == ["takenoko", "harmonies", "harmonies"]  # newest first
        assert len(h.entries(game="harmonies")) == 2 and len(h.entries(player="Carla")) == 0
        e = h.entry(first)
        assert e.options == {"side": "A"} and e.board == {"game": "harmonies"} and e.winners == ("Ana",)
        assert e.players[0].breakdown == {"x": 10, "y": 5} and e.source == SCORED
        ana = h.stats("Ana", "harmonies")
        assert (ana.games, ana.wins, ana.mean, ana.best) == (2, 1, 11.5, 15)
        assert ana.mean_by_rule == {"x": 7.0, "y": 4.5}
        assert h.stats("Ana").wins == 2  # a shared victory counts for each winner
        assert [p.total for _, p in h.results("Bruno", "harmonies")] == [6, 18]  # oldest first
        assert h.players() == ["Ana", "Bruno"]
        h.delete(first)
        assert len(h.entries(game="harmonies")) == 1


def test_the_schema_is_versioned_and_a_newer_or_damaged_database_is_refused(tmp_path):
    path = tmp_path / "h.sqlite"
    History(path).close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(HistoryError, match="newer"):
        History(path)
    damaged = tmp_path / "bad.sqlite"
    damaged.write_bytes(b"not a database at all" * 100)
    with pytest.raises(HistoryError):
        History(damaged)
    assert damaged.read_bytes().startswith(b"not a database")  # refused, never overwritten


def test_a_game_finished_on_a_play_screen_and_a_scored_board_go_to_the_history(qtbot, monkeypatch):
    """docs/architecture.md §6.10: played and scored games are recorded; the History screen lists them."""
    from PySide6.QtWidgets import QMessageBox

    from gardenapp.ui.app import build_window, make_application
    from gardenapp.ui.history import open_history
    from gardenapp.ui.session import HUMAN, GameSession

    make_application([])
    window = build_window("en")
    qtbot.addWidget(window)
    screen = window.open_game("takenoko", "play", ask_resume=False)
    game = screen.game
    session = GameSession(game, {"players": 2}, 4, [HUMAN, HUMAN], ["Ana", "Bruno"])
    screen.start(session)
    monkeypatch.setattr(screen, "show_end_table", lambda: None)
    monkeypatch.setattr(screen, "_needs_handover", lambda player: False)
    from gardenapp.core.conformance import play_random_game

    final, record = play_random_game(game, {"players": 2}, 4)
    for action in record.actions:  # the same game, played through the screen
        session.play(action) if session.human_to_move else None
    assert session.state.is_over
    with open_history() as h:
        (entry,) = h.entries()
    assert entry.game == "takenoko" and entry.source == "played" and [p.name for p in entry.players] == ["Ana", "Bruno"]
    assert game.score_board(game.board_from_dict(entry.board)).totals() == final.score().totals()
    window.go_home()
    helper = window.open_game("harmonies", "score", ask_resume=False)
    example = Path(__file__).resolve().parents[1] / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"
    assert helper.open_path(str(example))
    assert helper.add_to_history() is not None
    infos = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: infos.append(a[2]))
    assert helper.add_to_history() is None and infos  # the same board once only
    history = window.show_history()
    assert history.table.rowCount() == 2 and "Ana 130" in history.table.item(0, 3).text()
    history.player_filter.setCurrentIndex(history.player_filter.findData("Ana"))
    assert history.stat_labels["games"].text() == "2"
    # A Takenoko score and a Harmonies score are on different scales: over time only within one game.
    assert history.over_time.values == []
    history.game_filter.setCurrentIndex(history.game_filter.findData("harmonies"))
    history.player_filter.setCurrentIndex(history.player_filter.findData("Ana"))
    assert history.over_time.values == [130] and history.stat_labels["games"].text() == "1"
    history.game_filter.setCurrentIndex(history.game_filter.findData(None))
    history.table.selectRow(0)
    reopened = []
    history.openBoard.connect(lambda g, b: reopened.append((g, b)))
    history.open_selected()
    assert reopened[0][0] == "harmonies" and reopened[0][1]["players"][0]["name"] == "Ana"


# -- the history never loses a game, never crashes, never freezes --------------------------------------
from gardenapp.core.history import (  # noqa: E402
    BUSY,
    DAMAGED,
    FULL,
    NEWER,
    READ_ONLY,
    Result,
    renew,
)
from gardenapp.core.history import store as history_store  # noqa: E402
from gardenapp.core.pending import PendingResults, store_pending  # noqa: E402


def _filled(path, games=3, board_size=10):
    with History(path) as h:
        for i in range(games):
            h.record(
                sheet("harmonies", (i, 1), (2, i), (0,)),
                source=PLAYED,
                options={"i": i},
                board={"game": "harmonies", "pad": "x" * board_size},
                finished_at=datetime(2026, 1, 1 + i % 28),
            )
    return path


def test_a_locked_history_says_busy_within_a_second_instead_of_freezing(tmp_path):
    """Another program holding the database: a short wait, then "busy" (sqlite's default waits 5 s a statement)."""
    import time

    path = _filled(tmp_path / "h.sqlite")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        start = time.monotonic()
        with pytest.raises(HistoryError) as caught:
            with History(path) as h:
                h.entries()
        assert caught.value.kind == BUSY and time.monotonic() - start < 2.0
    finally:
        other.execute("ROLLBACK")
        other.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer: reading works, writing is busy
    try:
        with History(path) as h:
            assert len(h.entries()) == 3
            start = time.monotonic()
            with pytest.raises(HistoryError) as caught:
                h.record(sheet("harmonies", (1, 1), (1, 1), (0,)), source=PLAYED, options={}, board={})
            assert caught.value.kind == BUSY and time.monotonic() - start < 2.0
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_read_only_history_is_read_and_a_write_says_read_only(tmp_path, monkeypatch):
    path = _filled(tmp_path / "h.sqlite")
    connect = sqlite3.connect
    # A read-only file (chmod would not stop root, who runs the CI): the same as sqlite sees it.
    monkeypatch.setattr(
        history_store.sqlite3,
        "connect",
        lambda p, **kw: connect(Path(p).resolve().as_uri() + "?mode=ro", uri=True, **kw),
    )
    with History(path) as h:
        assert len(h.entries()) == 3
        with pytest.raises(HistoryError) as caught:
            h.record(sheet("harmonies", (1, 1), (1, 1), (0,)), source=PLAYED, options={}, board={})
        assert caught.value.kind == READ_ONLY


def test_a_full_disk_says_full(tmp_path):
    path = _filled(tmp_path / "h.sqlite")
    with History(path) as h:
        pages = h._db.execute("PRAGMA page_count").fetchone()[0]
        h._db.execute(f"PRAGMA max_page_count = {pages}")  # what a full disk answers: SQLITE_FULL
        with pytest.raises(HistoryError) as caught:
            h.record(sheet("harmonies", (1, 1), (1, 1), (0,)), source=PLAYED, options={}, board={"pad": "y" * 200_000})
        assert caught.value.kind == FULL
        assert len(h.entries()) == 3


def test_rows_that_cannot_be_decoded_are_skipped_and_counted(tmp_path):
    """Outside input: a row with invalid JSON, a bad date or wrong types is left out, the others are shown."""
    path = _filled(tmp_path / "h.sqlite", games=6)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET board = '{not json' WHERE id = 1")
        db.execute("UPDATE games SET finished_at = '2026-13-45T99:00' WHERE id = 2")
        db.execute("UPDATE scores SET total = 'many' WHERE game_id = 3 AND seat = 0")
        db.execute("UPDATE games SET winners = '[7]' WHERE id = 4")
        db.execute("UPDATE scores SET breakdown = '{\"x\": 1.5}' WHERE game_id = 5")
    with History(path) as h:
        assert [e.id for e in h.entries()] == [6]
        assert h.skipped == {1, 2, 3, 4, 5}
        assert h.players() == ["Ana", "Bruno"] and h.stats("Ana").games == 1
        assert h.entry(1) is None


def test_a_schema_version_without_its_tables_is_damaged(tmp_path):
    path = tmp_path / "h.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 1")
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert caught.value.kind == DAMAGED
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert caught.value.kind == NEWER


def test_a_damaged_page_is_set_aside_and_the_readable_games_start_a_new_history(tmp_path):
    """A corrupted page in the middle of a real database: renamed aside (never deleted),
    a new history holds every game that could still be read."""
    import random

    path = _filled(tmp_path / "h.sqlite", games=60, board_size=3000)
    raw = bytearray(path.read_bytes())
    rng = random.Random(3)
    middle = len(raw) // 2 // 4096 * 4096
    raw[middle : middle + 4096] = bytes(rng.randrange(256) for _ in range(4096))
    path.write_bytes(bytes(raw))
    with pytest.raises(HistoryError) as caught:
        with History(path) as h:
            h.entries()
    assert caught.value.kind == DAMAGED
    renewed = renew(path)
    assert renewed.aside.name.startswith("h.sqlite.damaged-") and renewed.aside.read_bytes() == bytes(raw)
    assert 0 < renewed.saved < 60
    with History(path) as h:
        assert len(h.entries()) == renewed.saved and not h.skipped
    again = renew(path)  # a second one the same second gets its own name
    assert again.aside != renewed.aside and renewed.aside.exists() and again.saved == renewed.saved


def test_a_fifo_or_a_folder_in_place_of_the_database_is_damaged_without_blocking(tmp_path):
    import os

    fifo = tmp_path / "fifo.sqlite"
    os.mkfifo(fifo)
    for path in (fifo, tmp_path):
        with pytest.raises(HistoryError) as caught:
            History(path)
        assert caught.value.kind == DAMAGED


def test_a_version_one_history_gets_unique_ids_and_keeps_its_games(tmp_path):
    path = tmp_path / "h.sqlite"
    with sqlite3.connect(path) as db:
        db.executescript(history_store.MIGRATIONS[0])
        db.execute(
            "INSERT INTO games (finished_at, game, source, options, board, winners) "
            "VALUES ('2025-05-01T10:00:00', 'takenoko', 'played', '{}', '{}', '[0]')"
        )
        db.execute("INSERT INTO scores VALUES (1, 0, 'Ana', 12, '{}')")
        db.execute("PRAGMA user_version = 1")
    with History(path) as h:
        (entry,) = h.entries()
        assert entry.winners == ("Ana",)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        assert "uid" in {row[1] for row in db.execute("PRAGMA table_info(games)")}


def test_a_result_stored_twice_is_in_the_history_once(tmp_path):
    result = Result.from_sheet(sheet("harmonies", (1, 2), (3, 4), (1,)), source=SCORED, options={}, board={"a": 1})
    with History(tmp_path / "h.sqlite") as h:
        first = h.store(result)
        assert h.store(result) == first and len(h.entries()) == 1
        assert h.entry(first).winners == ("Bruno",)


def test_pending_results_wait_and_are_stored_once(tmp_path):
    path = tmp_path / "h.sqlite"
    pending = PendingResults(tmp_path / "pending.json")
    results = [
        Result.from_sheet(sheet("harmonies", (i, 0), (0, i), (0,)), source=PLAYED, options={}, board={})
        for i in range(3)
    ]
    for r in results:
        pending.add(r)
    pending.add(results[0])  # kept once
    assert [r.uid for r in pending.load()] == [r.uid for r in results]
    assert pending.load() == results  # the same results come back
    with History(path) as h:
        h.store(results[1])  # stored, but the pending file could not be updated
        assert store_pending(h, pending) == 3
        assert store_pending(h, pending) == 0 and len(h.entries()) == 3
    assert not pending.path.exists()


def test_a_damaged_pending_file_is_set_aside_and_its_valid_results_kept(tmp_path):
    pending = PendingResults(tmp_path / "pending.json")
    good = Result.from_sheet(sheet("harmonies", (1, 0), (0, 1), (0,)), source=PLAYED, options={}, board={})
    pending.add(good)
    data = json.loads(pending.path.read_text())
    data["results"].append({**data["results"][0], "uid": "other", "winners": [9]})
    pending.path.write_text(json.dumps(data))
    assert pending.load() == [good]
    assert pending.set_aside is not None and json.loads(pending.set_aside.read_text()) == data
    assert [r.uid for r in PendingResults(pending.path).load()] == [good.uid]
    for hostile in ("{not json", '{"format": "gardenapp-history-pending", "version": 1, "results": 5}', "[" * 5000):
        pending.path.write_text(hostile)
        fresh = PendingResults(pending.path)
        assert fresh.load() == [] and fresh.set_aside.read_text() == hostile and not pending.path.exists()


def test_a_schema_that_is_not_what_its_version_says_is_damaged(tmp_path):
    path = _filled(tmp_path / "h.sqlite")
    for version in (0, 1):  # tables without a version; a version 1 that already has version 2's column
        with sqlite3.connect(path) as db:
            db.execute(f"PRAGMA user_version = {version}")
        with pytest.raises(HistoryError) as caught:
            History(path)
        assert caught.value.kind == DAMAGED
