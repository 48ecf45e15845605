"""Final scoring (§4), the data table (§6.1) and the example board (§7)."""

import pytest

from gardenapp.games.sanssouci import data
from gardenapp.games.sanssouci.data import Datum

from .helpers import GAME, board_dict, col_cells, example, fill, row_cells, score


def rule(sheet, player, rule_id):
    return sheet.players[player].rule(rule_id)


def test_7_example_file_scores_ana_75_bruno_94_by_hand():
    """§7 + §4.2: the shipped example, computed by hand:
    Ana 61 track + row 2 (2) + column 5 (5) + missions fountain row 2 and labyrinth row 5 (7) = 75;
    Bruno 70 + row 6 (6) + columns 1 and 9 (10) + stairs row 3 and grapevine row 5 (8) = 94."""
    sheet = score(example())
    assert [p.breakdown for p in sheet.players] == [
        {"track": 61, "rows": 2, "columns": 5, "missions": 7},
        {"track": 70, "rows": 6, "columns": 10, "missions": 8},
    ]
    assert sheet.totals() == (75, 94)
    assert sheet.winners == (1,)
    assert rule(sheet, 0, "columns").where == ("1,5", "2,5", "3,5", "4,5", "5,5", "6,5")
    assert rule(sheet, 0, "missions").where == ("fountain", "2,6", "labyrinth", "5,1")


def test_4_2_row_1_is_complete_from_the_start_and_scores_0():
    sheet = score(board_dict([{}]))
    assert rule(sheet, 0, "rows").points == 0 and rule(sheet, 0, "rows").where == ()


@pytest.mark.parametrize("row", [2, 3, 4, 5, 6])
def test_4_2_completed_row_scores_its_bonus(row):
    cells = fill({}, row_cells(row))
    sheet = score(board_dict([{"cells": cells}]))
    assert rule(sheet, 0, "rows").points == data.row_bonus()[row - 1] == row
    assert rule(sheet, 0, "rows").where == tuple(f"{row},{c}" for c in range(1, 10))


def test_4_2_row_missing_one_cell_scores_nothing():
    cells = fill({}, row_cells(4))
    del cells["4,9"]
    assert rule(score(board_dict([{"cells": cells}])), 0, "rows").points == 0


def test_4_2_gardeners_and_printed_spaces_count_for_a_completed_row():
    """§4.2 [R]: gardeners occupy a cell; P1 prints (3,2) and (3,8)."""
    cells = fill({}, "3,1 3,3 3,4 3,5 3,6 3,7 3,9", "gardener")
    sheet = score(board_dict([{"cells": cells}]))
    assert rule(sheet, 0, "rows").points == 3


def test_4_2_completed_column_scores_column_bonus():
    cells = fill({}, col_cells(4))
    sheet = score(board_dict([{"cells": cells}]))
    assert rule(sheet, 0, "columns").points == 5
    cells = fill(fill({}, col_cells(4)), "2,6 3,6 4,6 5,6 6,6", "gardener")
    assert rule(score(board_dict([{"cells": cells}])), 0, "columns").points == 10


def test_4_3_mission_scores_the_row_of_that_columns_noble_and_0_on_the_terrace():
    """§4.3 provisional formula; §6 item 13: a noble still on the terrace gives 0."""
    cells = fill({}, "2,6 3,6 4,6")
    nobles = [0, 0, 0, 0, 0, 4, 0, 0, 0]
    sheet = score(board_dict([{"cells": cells, "nobles": nobles, "missions": ["fountain", "statue"]}]))
    assert rule(sheet, 0, "missions").points == 4
    assert rule(sheet, 0, "missions").where == ("fountain", "4,6", "statue")


def test_4_2_final_is_track_plus_rows_plus_columns_plus_missions():
    cells = fill(fill({}, row_cells(2)), col_cells(9))
    nobles = [0] * 8 + [6]
    sheet = score(board_dict([{"track_score": 40, "cells": cells, "nobles": nobles, "missions": ["grapevine"]}]))
    assert sheet.players[0].breakdown == {"track": 40, "rows": 2, "columns": 5, "missions": 6}
    assert sheet.totals() == (53,)


def test_4_4_tied_players_share_the_victory():
    sheet = score(board_dict([{"track_score": 10}, {"track_score": 10}, {"track_score": 9}]))
    assert sheet.winners == (0, 1)


def test_6_1_changing_a_table_value_changes_the_score(monkeypatch):
    """§6.1: the unverified numbers live in data.TABLE only; the score follows an edit."""
    cells = fill(fill({}, row_cells(3)), col_cells(7))
    d = board_dict([{"cells": cells, "nobles": [0, 0, 0, 0, 0, 0, 3, 0, 0], "missions": ["rose_arch"]}])
    before = score(d).players[0].breakdown
    monkeypatch.setitem(data.TABLE, "row_bonus.3", Datum(11, True, "4.2"))
    monkeypatch.setitem(data.TABLE, "column_bonus.7", Datum(8, True, "4.2"))
    monkeypatch.setitem(data.TABLE, "mission_points.3", Datum(9, True, "4.3"))
    after = score(d).players[0].breakdown
    assert before == {"track": 0, "rows": 3, "columns": 5, "missions": 3}
    assert after == {"track": 0, "rows": 11, "columns": 8, "missions": 9}


def test_6_1_changing_a_layout_in_the_table_changes_the_printed_spaces(monkeypatch):
    cells = fill({}, "5,1 5,2 5,4 5,5 5,6 5,7 5,8 5,9")  # P1 prints 5,3
    d = board_dict([{"cells": cells}])
    assert rule(score(d), 0, "rows").points == 5
    monkeypatch.setitem(data.TABLE, "layout.P1", Datum(((2, 5),), True, "1.2"))
    assert rule(score(d), 0, "rows").points == 0


def test_6_1_file_overrides_replace_the_provisional_values():
    cells = fill(fill({}, row_cells(2)), col_cells(3))
    d = board_dict(
        [{"cells": cells, "nobles": [0, 0, 6, 0, 0, 0, 0, 0, 0], "missions": ["pavilion"]}],
        row_bonus=[0, 7, 0, 0, 0, 0],
        column_bonus=[0, 0, 4, 0, 0, 0, 0, 0, 0],
        mission_points=[0, 1, 1, 1, 1, 1, 12],
    )
    assert score(d).players[0].breakdown == {"track": 0, "rows": 7, "columns": 4, "missions": 12}


def test_6_1_every_unverified_value_is_flagged_provisional():
    """§6.1 table: layouts, two-colour pairs, row/column bonuses, mission points."""
    flags = data.provisional_flags()
    for lay in data.LAYOUT_IDS:
        assert flags[f"layout.{lay}"]
    for card in data.COLOUR_CARDS:
        assert flags[f"colour_card.{card}"]
    assert all(flags[f"row_bonus.{r}"] for r in range(2, 7))
    assert all(flags[f"column_bonus.{c}"] for c in range(1, 10))
    assert all(flags[f"mission_points.{r}"] for r in range(1, 7))
    assert not flags["row_bonus.1"] and not flags["mission_points.0"]  # [R] decisions, not [U]
    assert len(data.LAYOUT_IDS) == 8


def test_4_2_placeholder_values_of_the_spec():
    """§4.2 / §4.3 placeholders: row r -> r (row 1 -> 0), 5 per column, mission = noble row."""
    assert data.row_bonus() == (0, 2, 3, 4, 5, 6)
    assert data.column_bonus() == (5,) * 9
    assert data.mission_points() == (0, 1, 2, 3, 4, 5, 6)


def test_1_2_provisional_layouts_have_6_extra_printed_cells_in_rows_2_to_6():
    for lay in data.LAYOUT_IDS:
        cells = data.layout_cells(lay)
        assert len(set(cells)) == 6 and all(2 <= r <= 6 and 1 <= c <= 9 for r, c in cells)


def test_4_scoring_a_finished_garden_uses_the_same_scorer_as_play():
    """DESIGN: one scorer. A played game's exported board scores like state.score()."""
    from gardenapp.core import conformance

    state, _ = conformance.play_random_game(GAME, {"players": 3}, 5, check_every=50)
    board = GAME.board_from_state(state, ["A", "B", "C"])
    again = GAME.board_from_dict(GAME.board_to_dict(board))
    assert GAME.score_board(again).totals() == state.score().totals() == tuple(state.totals())
