"""The day a game was played (docs/formats.md §1.2 ``played_on``): checked in every game's board file, set
when an entry starts, kept through undo and Resume, and the history's date of a scored board
(docs/architecture.md §6.10) instead of the moment it was added; players still called "Player 1" are
named before they count."""

from __future__ import annotations

import copy
import datetime
import json
from pathlib import Path

import pytest

import gardenapp.games  # noqa: F401  (announces the titles)
from gardenapp.core import registry
from gardenapp.core.errors import BoardFileError

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = {
    "sanssouci": "sanssouci/examples/two_players.json",
    "harmonies": "harmonies/examples/rulebook_full_board_side_a.json",
}
GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")


def _example(game_id: str) -> dict:
    folder = ROOT / "gardenapp" / "games" / game_id / "examples"
    path = ROOT / "gardenapp" / "games" / EXAMPLES[game_id] if game_id in EXAMPLES else sorted(folder.glob("*.json"))[0]
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_reads_the_day_played_and_refuses_one_that_is_no_day(game_id):
    """docs/formats.md §1.2: "played_on" is optional, a real day, year-month-day; never scored."""
    game = registry.get(game_id)
    data = _example(game_id)
    total = game.score_board(game.board_from_dict(copy.deepcopy(data))).totals()
    data["played_on"] = "2026-11-30"
    assert game.score_board(game.board_from_dict(copy.deepcopy(data))).totals() == total
    for bad in ("2026-02-30", "30/11/2026", 20261130, "2999-01-01"):
        data["played_on"] = bad
        with pytest.raises(BoardFileError) as caught:
            game.board_from_dict(copy.deepcopy(data))
        assert [str(p) for p in caught.value.problems if p.where == "played_on"], (bad, caught.value.problems)


def test_a_scored_board_goes_to_the_history_on_the_day_it_was_played(tmp_path):
    from gardenapp.core.history import SCORED, History
    from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet

    sheet = ScoreSheet("harmonies", (PlayerScore("Ana", (RuleScore("x", 3),)),), (0,))
    with History(tmp_path / "h.sqlite") as h:
        old = h.record(sheet, source=SCORED, options={}, board={"played_on": "2026-11-28"})
        today = h.record(sheet, source=SCORED, options={}, board={"played_on": datetime.date.today().isoformat()})
        none = h.record(sheet, source=SCORED, options={}, board={"played_on": "yesterday"})  # not a day: now
        assert h.entry(old).finished_at == datetime.datetime(2026, 11, 28)
        assert h.entry(today).finished_at.date() == datetime.date.today()
        assert h.entry(none).finished_at.date() == datetime.date.today()


def test_the_helper_keeps_the_day_through_undo_resume_the_sheet_and_the_history(qtbot, monkeypatch):
    from PySide6.QtCore import QDate
    from PySide6.QtWidgets import QMessageBox

    from gardenapp.ui.app import build_window, make_application
    from gardenapp.ui.history import open_history

    make_application([])
    window = build_window("en")
    qtbot.addWidget(window)
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.file_dict()["played_on"] == datetime.date.today().isoformat()  # a new entry: played today
    assert helper._is_empty()  # the day alone is no entry
    assert helper.open_path(str(ROOT / "gardenapp" / "games" / EXAMPLES["harmonies"]))
    assert "played_on" not in helper.file_dict() and helper.played_on_edit.text() == "not given"
    helper.played_on_edit.setDate(QDate(2026, 11, 28))
    assert helper.file_dict()["played_on"] == "2026-11-28"
    helper.undo_stack.undo()
    assert "played_on" not in helper.file_dict()
    helper.undo_stack.redo()
    assert helper.score_page().when == datetime.date(2026, 11, 28)  # the score sheet's date
    # Home, then Resume the next day: the entry keeps its day.
    window.go_home()
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.resume() and helper.file_dict()["played_on"] == "2026-11-28"
    assert helper.add_to_history() is not None
    with open_history() as h:
        (entry,) = h.entries()
    assert entry.finished_at == datetime.datetime(2026, 11, 28)
    history = window.show_history()
    assert history.table.item(0, 0).text() == "2026-11-28"  # the day, not an hour nobody knows
    window.go_home()
    # A new entry whose players are still "Player 1" and "Player 2": named first, nothing stored.
    helper = window.open_game("harmonies", "score", ask_resume=False)
    helper.start(2)
    helper.pages()[0].paint(2, ["0,0"])
    infos, renamed = [], []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: infos.append(a[2]))
    monkeypatch.setattr(type(helper), "rename_player", lambda self: renamed.append(self.tabs.currentIndex()))
    assert helper.unnamed_players() == [0, 1]
    assert helper.add_to_history() is None
    assert renamed == [0] and "Player 1, Player 2" in infos[0]
    with open_history() as h:
        assert len(h.entries()) == 1
