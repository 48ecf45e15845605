"""The history of finished games (issue 12 §7): SQLite, versioned schema."""

import sqlite3
from datetime import datetime

import pytest

from gardenapp.core.history import PLAYED, SCHEMA_VERSION, SCORED, History, HistoryError
from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet


def sheet(game, a, b, winners):
    return ScoreSheet(game, (PlayerScore("Ana", (RuleScore("x", a[0]), RuleScore("y", a[1]))),
                             PlayerScore("Bruno", (RuleScore("x", b[0]), RuleScore("y", b[1])))), winners)


def test_games_are_recorded_filtered_and_summed_up(tmp_path):
    with History(tmp_path / "h.sqlite") as h:
        first = h.record(sheet("harmonies", (10, 5), (3, 3), (0,)), source=SCORED, options={"side": "A"},
                         board={"game": "harmonies"}, finished_at=datetime(2026, 1, 2, 20, 0))
        h.record(sheet("harmonies", (4, 4), (9, 9), (1,)), source=PLAYED, options={}, board={},
                 finished_at=datetime(2026, 2, 2, 20, 0))
        h.record(sheet("takenoko", (1, 1), (1, 1), (0, 1)), source=PLAYED, options={}, board={},
                 finished_at=datetime(2026, 3, 2, 20, 0))
        assert [e.game for e in h.entries()] == ["takenoko", "harmonies", "harmonies"]   # newest first
        assert len(h.entries(game="harmonies")) == 2 and len(h.entries(player="Carla")) == 0
        e = h.entry(first)
        assert e.options == {"side": "A"} and e.board == {"game": "harmonies"} and e.winners == ("Ana",)
        assert e.players[0].breakdown == {"x": 10, "y": 5} and e.source == SCORED
        ana = h.stats("Ana", "harmonies")
        assert (ana.games, ana.wins, ana.mean, ana.best) == (2, 1, 11.5, 15)
        assert ana.mean_by_rule == {"x": 7.0, "y": 4.5}
        assert h.stats("Ana").wins == 2       # a shared victory counts for each winner
        assert [p.total for _, p in h.results("Bruno", "harmonies")] == [6, 18]   # oldest first
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
    assert damaged.read_bytes().startswith(b"not a database")   # refused, never overwritten
