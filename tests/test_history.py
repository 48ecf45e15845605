"""The history of finished games (issue 12 §7): SQLite, versioned schema."""

import sqlite3
from datetime import datetime
from pathlib import Path

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


def test_a_game_finished_on_a_play_screen_and_a_scored_board_go_to_the_history(qtbot, monkeypatch):
    """issue 12 §7: played and scored games are recorded; the History screen lists them."""
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
    for action in record.actions:       # the same game, played through the screen
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
    assert helper.add_to_history() is None and infos          # the same board once only
    history = window.show_history()
    assert history.table.rowCount() == 2 and "Ana 130" in history.table.item(0, 3).text()
    history.player_filter.setCurrentIndex(history.player_filter.findData("Ana"))
    assert history.stat_labels["games"].text() == "2" and len(history.over_time.values) == 2
    history.table.selectRow(0)
    reopened = []
    history.openBoard.connect(lambda g, b: reopened.append((g, b)))
    history.open_selected()
    assert reopened[0][0] == "harmonies" and reopened[0][1]["players"][0]["name"] == "Ana"
