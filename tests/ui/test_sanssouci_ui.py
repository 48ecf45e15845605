"""Sanssouci screens: a person plays a turn by clicking against a computer
player (highlights = the engine's legal targets), Pedro Bot's steps show its
die, and the score helper gives the numbers of `gardenapp score`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gardenapp.cli import main as cli_main
from gardenapp.core.files import write_json_atomic
from gardenapp.games.sanssouci import GAME
from gardenapp.games.sanssouci.actions import MoveNoble, PlaceTile, PlayCard, TakeTile
from gardenapp.ui.games.sanssouci import create_play_screen, create_score_helper
from gardenapp.ui.session import HUMAN, GameSession

EXAMPLE = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "sanssouci" / "examples" / "two_players.json"


def _engine_targets(screen):
    """The cells the engine's legal actions name, in the screen's cell ids (computed
    here from the full state, not from the view model): the noble moves first offer
    the nobles that can move, then the chosen noble's destinations and the other nobles."""
    state = screen.session.state
    p = state.current_player
    hand = list(state.to_dict()["hands"][p])
    nobles = state.to_dict()["nobles"][p]
    chosen = screen.selector.source
    table, garden = set(), set()
    for a in state.legal_actions():
        if isinstance(a, PlayCard):
            table |= {("card", i) for i, c in enumerate(hand) if c == a.card}
        elif isinstance(a, TakeTile):
            table.add(("display", f"{a.row}{'LR'[a.side]}"))
        elif isinstance(a, PlaceTile):
            garden.add(("cell", p, f"{a.row},{a.col}"))
        elif isinstance(a, MoveNoble):
            noble = ("cell", p, f"{nobles[a.col - 1]},{a.col}")
            garden.add(noble)  # every noble that can move
            if chosen == noble:
                garden.add(("cell", p, f"{a.row},{a.col}"))  # the chosen noble's destinations
    return table, garden


def _highlights(screen):
    return screen.table_scene.highlight(), screen.garden_scene.highlight()


def _play_one_turn_by_clicks(screen, qtbot):
    session = screen.session
    me = session.state.current_player
    turn = session.state.turn
    phases = []
    while session.state.turn == turn:
        phase = session.state.to_dict()["phase"]
        phases.append(phase)
        table, garden = _highlights(screen)
        if phase == "noble" and screen.selector.source is None:
            assert (table, garden) == _engine_targets(screen)
            assert screen.skip_button.isEnabled()
            nobles = session.state.to_dict()["nobles"][me]
            noble = sorted(k for k in garden if int(k[2].split(",")[0]) == nobles[int(k[2].split(",")[1]) - 1])[0]
            screen.garden_scene.cellClicked.emit(noble)  # select a noble ...
            assert screen.selector.source == noble
            col = int(noble[2].split(",")[1])
            assert screen._models[me].selected_noble == col  # drawn raised
            table, garden = _highlights(screen)
            assert (table, garden) == _engine_targets(screen) and garden
            screen.cancel_selection()  # Esc forgets it
            assert screen.selector.source is None and screen._models[me].selected_noble == 0
            screen.garden_scene.cellClicked.emit(noble)
            dests = sorted(k for k in _highlights(screen)[1] if k[2].endswith(f",{col}") and k != noble)
            screen.garden_scene.cellClicked.emit(dests[-1])  # ... and walk it down
            continue
        assert (table, garden) == _engine_targets(screen) and (table or garden), phase
        assert not screen.skip_button.isEnabled()
        if table:
            screen.table_scene.cellClicked.emit(sorted(table)[0])
        else:
            screen.garden_scene.cellClicked.emit(sorted(garden)[0])
    assert phases[0] == "card" and "take" in phases
    assert session.state.current_player != me
    return phases


def test_a_person_plays_turns_by_clicking_against_a_computer(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    session = GameSession(GAME, {"players": 2}, 11, [HUMAN, "easy"], ["Ana", "Bruno"], pace_ms=0)
    screen.start(session)
    for _ in range(2):
        qtbot.waitUntil(lambda: screen.session.human_to_move, timeout=5000)
        _play_one_turn_by_clicks(screen, qtbot)
    assert screen.log.entry_count() > 4
    # the turn log is the engine's events, with the seat's name
    lines = [screen.log.turn_text(i) for i in range(screen.log.turn_count())]
    assert any(t.startswith("Ana: plays the card ") for t in lines)
    assert any(t.startswith("Bruno: ") and "takes the " in t for t in lines)
    # the last turn's places are marked: where Bruno laid his tile, on his garden
    qtbot.waitUntil(lambda: screen.session.human_to_move, timeout=5000)
    marked = screen.garden_scene.marked()
    assert screen.table_scene.marked()  # the display space he took from
    assert marked and all(k[1] == 1 for k in marked)
    # a click that does nothing says why
    screen.garden_scene.cellClicked.emit(("cell", 1, "1,1"))
    assert screen.status.text()
    # switching the highlight off keeps the set but hides it
    screen.act_highlight.setChecked(False)
    assert not screen.garden_scene.highlight_enabled() and not screen.table_scene.highlight_enabled()


def test_hot_seat_shows_only_the_mover_s_hand_after_the_hand_over(qtbot):
    """§3.6 on one screen: nothing of anybody's hand is drawn while the hand-over
    screen covers the board; then only the mover's cards are clickable."""
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(GAME, {"players": 3}, 4, [HUMAN, HUMAN, HUMAN], ["Ana", "Bruno", "Carla"], pace_ms=0)
    screen.start(session)
    assert screen._stack.currentWidget() is screen.handover and screen.viewer() is None
    screen.handover.ready.emit()
    mover = session.state.current_player
    vm = screen.view_model
    assert vm.viewer == mover and len(screen._blocks) == 3
    assert vm.players[mover].hand and all(not pv.hand for pv in vm.players if pv.index != mover)
    assert screen.table_scene.highlight() == {("card", 0), ("card", 1)}
    assert screen.garden_scene.highlight() == set()
    screen.table_scene.cellClicked.emit(("card", 1))
    assert session.state.to_dict()["phase"] == "take"
    assert screen.table_scene.highlight() == _engine_targets(screen)[0]


def test_undo_within_the_turn_and_solo_against_pedro_bot(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    dialog = screen.new_game_dialog()
    dialog.players.setValue(1)
    dialog.set_option("level", "advanced")
    assert dialog.seats()[1] != HUMAN and dialog.names()[1] == "Pedro Bot"
    options = dialog.options()
    assert options["level"] == "advanced"
    session = GameSession(GAME, options, 5, dialog.seats(), dialog.names(), pace_ms=0)
    screen.start(session)
    assert session.state.current_player == 0 and session.human_to_move
    screen.table_scene.cellClicked.emit(("card", 0))
    assert session.state.to_dict()["phase"] == "take"
    screen.undo()
    assert session.state.to_dict()["phase"] == "card" and len(session.state.to_dict()["hands"][0]) == 2
    _play_one_turn_by_clicks(screen, qtbot)
    qtbot.waitUntil(lambda: screen.session.human_to_move, timeout=5000)
    kinds = [e.kind for entry in session.log for e in entry.events]
    assert "reveal" in kinds and "roll" in kinds
    assert 1 <= screen.view_model.die <= 6
    pedro = [t for t in map(screen.log.turn_text, range(screen.log.turn_count())) if t.startswith("Pedro Bot: ")]
    assert any("; rolls a " in t for t in pedro)  # its turn's line: the card it reveals, the die, the move


def _paint(helper, index, brush, cell):
    page = helper.pages()[index]
    page.set_brush(brush)
    page.scene.cellClicked.emit((index,) + cell)


def test_score_helper_matches_gardenapp_score(qtbot, tmp_path, capsys):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    example = json.loads(EXAMPLE.read_text())
    assert helper.tabs.count() == 2
    clicks = 0
    for i, p in enumerate(example["players"]):
        page = helper.pages()[i]
        if "layout" in p:
            page.layout_box.setCurrentIndex(page.layout_box.findData(p["layout"]))
        page.track.setValue(p["track_score"])
        for key, value in p["cells"].items():
            r, c = (int(x) for x in key.split(","))
            _paint(helper, i, value, (r, c))
            clicks += 1
        for col, row in enumerate(p["nobles"], start=1):
            if row:
                _paint(helper, i, "noble", (row, col))
                clicks += 1
        for combo, element in zip(page.missions, p["missions"]):
            combo.setCurrentIndex(combo.findData(element))
    names = [helper.tabs.tabText(i) for i in range(2)]
    path = tmp_path / "board.json"
    write_json_atomic(path, helper.to_dict())
    capsys.readouterr()
    assert cli_main(["score", str(path), "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    sheet = helper.score.score_model.sheet
    assert [p["total"] for p in cli["players"]] == [p.total for p in sheet.players] == [75, 94]
    assert [p["name"] for p in cli["players"]] == names
    assert [p["breakdown"] for p in cli["players"]] == [p.breakdown for p in sheet.players]


def test_score_helper_shows_a_problem_inline_and_undo_restores(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page = helper.pages()[0]
    _paint(helper, 0, "gardener", (2, 5))  # (2,5) is printed on layout P1: no gardener fits there
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any(", row 2, Stairs column: " in t for t in texts)  # the board's words, not the file's path
    assert helper.score.score_model._blank == {0}  # only this player loses the total
    ringed = {c for c, item in page.scene.cell_items().items() if item._problem}
    assert ringed == {(0, 2, 5)}  # the base's red ring, on that space only
    assert "⚠ a printed space cannot hold a gardener" in page.scene.cell_item((0, 2, 5)).toolTip()
    assert "row 2, Stairs column" in page.page_problems.text()
    helper.undo_stack.undo()
    assert (2, 5) not in page.cells and not page.model.marks
    assert not any(item._problem for item in page.scene.cell_items().values())
    assert helper.score.score_model.sheet is not None
    # a §7 warning lands on the space it names: a noble on an empty space
    _paint(helper, 0, "noble", (3, 4))
    assert page.model.marks.get((3, 4)) == "warning"
    assert page.nobles[3] == 3


def test_a_problem_on_one_player_s_space_is_ringed_there_and_the_other_keeps_the_total(qtbot):
    """docs/architecture.md §6.7: Bruno's impossible space is ringed on Bruno's garden only; Ana's total stays."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    for c in range(1, 10):
        _paint(helper, 0, "ornament", (2, c))  # Ana completes row 2
    ana_total = helper.score.score_model.sheet.players[0].total
    assert ana_total > 0
    _paint(helper, 1, "gardener", (2, 5))  # printed on P1: a problem of Bruno's
    table = helper.score.score_model
    assert table._blank == {1} and table.sheet.players[0].total == ana_total
    ana, bruno = helper.pages()
    assert {c for c, item in bruno.scene.cell_items().items() if item._problem} == {(1, 2, 5)}
    assert not any(item._problem for item in ana.scene.cell_items().values())
    assert ana.model.row_complete(2) and not bruno.model.row_complete(1)  # Bruno's garden is not scored
    assert helper.tabs.tabText(1) in helper.result.text() and "Winner" not in helper.result.text()


def test_hovering_a_breakdown_cell_lights_the_spaces_of_that_rule(qtbot):
    """docs/architecture.md §6.8: the spaces in the rule's ``where`` light up on that player's garden."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    for c in range(1, 10):
        _paint(helper, 1, "ornament", (3, c))  # Bruno completes row 3
    rows = helper.score.score_model.sheet.players[1].rule("rows")
    assert rows.points > 0 and {f"3,{c}" for c in range(1, 10)} <= set(rows.where)
    helper.score.ruleHovered.emit("rows", 1)
    bruno = helper.pages()[1]
    lit = bruno.scene.marked()
    assert lit == {(1, r, c) for r, c in (map(int, w.split(",")) for w in rows.where)}
    assert {(1, 3, c) for c in range(1, 10)} <= lit and (1, 2, 1) not in lit
    assert bruno.model.row_complete(3) and not bruno.model.row_complete(2)  # the ✓ is the scorer's
    assert not helper.pages()[0].scene.marked()
    helper.score.ruleHovered.emit("", -1)
    assert not bruno.scene.marked()


@pytest.mark.parametrize("layout", ["custom"])
def test_custom_layout_is_drawn_with_the_printed_brush(qtbot, layout):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.layout_box.setCurrentIndex(helper.layout_box.findData(layout))
    data = helper.to_dict()
    assert data["options"]["layout"] == "custom" and "2,5" in data["options"]["printed"]  # started from P1
    _paint(helper, 0, "printed", (6, 9))
    assert "6,9" in helper.to_dict()["options"]["printed"]
    _paint(helper, 1, "printed", (6, 9))  # painting it again clears it
    assert "6,9" not in helper.to_dict()["options"]["printed"]


def test_score_helper_paint_stroke_is_one_undo_step(qtbot):
    """sanssouci §7 entry: a press-drag-release over several spaces is undone at once."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page = helper.pages()[0]
    page.set_brush("ornament")
    steps = helper.undo_stack.count()
    page.scene.strokeStarted.emit()
    page.scene.cellClicked.emit((0, 4, 1))
    for col in (2, 3, 4):
        page.scene.cellDragged.emit((0, 4, col))
    page.scene.strokeEnded.emit()
    assert all(page.cell_state(4, c) == "ornament" for c in (1, 2, 3, 4))
    assert helper.undo_stack.count() == steps + 1
    helper.undo_stack.undo()
    assert not any(page.cell_state(4, c) == "ornament" for c in (1, 2, 3, 4))
    helper.undo_stack.redo()
    assert all(page.cell_state(4, c) == "ornament" for c in (1, 2, 3, 4))


def test_board_scene_brackets_a_press_with_stroke_signals(qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.resize(1200, 800)
    helper.show()
    qtbot.waitExposed(helper)
    page = helper.pages()[0]
    seen = []
    page.scene.strokeStarted.connect(lambda: seen.append("start"))
    page.scene.cellClicked.connect(lambda cell: seen.append(cell))
    page.scene.strokeEnded.connect(lambda: seen.append("end"))
    item = page.scene.cell_item((0, 4, 1))
    pos = page.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mousePress(page.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
    QTest.mouseRelease(page.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
    assert seen == ["start", (0, 4, 1), "end"]
    assert helper.undo_stack.count() == 1


def test_2_1_each_player_may_take_a_different_garden(qtbot):
    """sanssouci §2.1: any garden, either side up: one layout for all or one per player."""
    from gardenapp.ui.games.sanssouci.newgame import EACH

    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    dialog = screen.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    assert dialog.options()["layout"] == "P1" and dialog.each_row.isHidden()
    dialog.layout_box.setCurrentIndex(dialog.layout_box.findData(EACH))
    assert not dialog.each_row.isHidden()
    dialog.each_boxes[2].setCurrentIndex(dialog.each_boxes[2].findData("P7"))
    options = dialog.options()
    assert options["layout"] == ["P1", "P2", "P7"]
    state = GAME.new_game(options, 3)
    assert state.setup.layouts == ("P1", "P2", "P7")
    dialog.players.setValue(2)
    assert dialog.options()["layout"] == ["P1", "P2"]


def test_4_2_the_bonus_earned_marks_are_the_engine_s_completion_flags(qtbot, monkeypatch):
    """The ✓ of a row or column bonus is drawn from the engine's flags, so it agrees with
    the score: with the table's rule "gardeners do not count", a row of gardeners earns no
    bonus and shows none (the screen used to count filled spaces itself)."""
    from gardenapp.games.sanssouci import data
    from gardenapp.games.sanssouci.view import build_view

    monkeypatch.setitem(data.TABLE, "completion.gardeners_count", data.Datum(False, True, "4.2"))
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(GAME, {"players": 2}, 3, [HUMAN, "easy"], ["Ana", "Bruno"], pace_ms=0)
    screen.start(session)
    state = session.state.copy()
    state.filled[0] |= sum(1 << (9 + c) for c in range(9))  # row 2: gardeners on every space
    vm = build_view(state.view_for(0), 0)
    screen.draw(vm)
    model = screen._models[0]
    assert all(model.state(2, c) != "empty" for c in range(1, 10))
    assert vm.players[0].rows_complete[1] is False and not model.row_complete(2)
    assert state.score().players[0].breakdown["rows"] == 0
    assert model.row_complete(1) is True  # row 1 is printed: complete


def test_a_cell_may_draw_its_last_turn_mark_in_its_own_colour(qtbot):
    """boardview (base, docs/architecture.md §6): a game whose space has the mark's colour picks another for
    that cell (CellItem.mark_color); kept here until tests/test_ui_bases.py is free to commit."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from shapely.geometry import box

    from gardenapp.ui.boardview import MARK_COLOR, BoardScene

    def edge_colour(colour):
        scene = BoardScene()
        item = scene.add_cells({("cell", 0, "4,1"): box(0, 0, 40, 40)})[("cell", 0, "4,1")]
        assert item.mark_color == MARK_COLOR
        if colour is not None:
            item.mark_color = colour
        scene.set_marked([("cell", 0, "4,1")])
        image = QImage(40, 40, QImage.Format.Format_ARGB32)
        image.fill(0)
        p = QPainter(image)
        scene.render(p)
        p.end()
        return image.pixelColor(2, 20)

    assert abs(edge_colour(None).red() - MARK_COLOR.red()) < 12
    assert edge_colour(QColor("#8c143c")).name() == "#8c143c"


def test_last_turn_marks_stay_readable_on_the_orange_row(qtbot):
    """Row 4 is orange like the board's mark: its garden spaces and display spaces
    are marked in dark red, the other rows in the board's orange."""
    from gardenapp.ui.boardview import MARK_COLOR
    from gardenapp.ui.games.sanssouci import painting

    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2}, 3, [HUMAN, "easy"], ["Ana", "Bruno"], pace_ms=0))
    garden, table = screen.garden_scene, screen.table_scene
    assert garden.cell_item(("cell", 0, "4,5")).mark_color == painting.MARK_ON_ORANGE
    assert garden.cell_item(("cell", 1, "3,5")).mark_color == MARK_COLOR
    assert table.cell_item(("display", "4L")).mark_color == painting.MARK_ON_ORANGE
    assert table.cell_item(("display", "5R")).mark_color == MARK_COLOR


def test_score_helper_side_form_by_keyboard(qtbot):
    """docs/architecture.md §6.3: the track, the nine nobles' rows and the two mission cards are typed,
    Enter goes on from field to field, and after the last mission the next player's tab opens."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from gardenapp.games.sanssouci import data

    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    qtbot.waitExposed(helper)
    helper.activateWindow()
    page = helper.pages()[0]
    page.track.setFocus()
    page.track.lineEdit().selectAll()
    qtbot.keyClicks(page.track, "57")
    qtbot.keyClick(page.track, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.nobles_edit)
    qtbot.wait(20)  # the focus selects the nine digits shown, so typing replaces them
    qtbot.keyClicks(page.nobles_edit, "1234")
    assert page.nobles == [0] * data.COLS  # not all nine yet: nothing applied
    qtbot.keyClicks(page.nobles_edit, "56120")
    assert page.nobles == [1, 2, 3, 4, 5, 6, 1, 2, 0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.missions[0])
    qtbot.keyClicks(page.missions[0], "3")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.missions[1])
    qtbot.keyClicks(page.missions[1], "9")
    assert helper.tabs.currentIndex() == 1  # on to the next player
    entry = page.player_dict("Ana")
    assert entry["track_score"] == 57
    assert entry["nobles"] == [1, 2, 3, 4, 5, 6, 1, 2, 0]
    assert entry["missions"] == [data.ELEMENTS[2], data.ELEMENTS[8]]
    # A digit out of the board's rows is not taken, and one undo takes the nobles back.
    page.nobles_edit.setFocus()
    qtbot.wait(20)
    qtbot.keyClicks(page.nobles_edit, "7")
    assert page.nobles_edit.text() == "123456120"  # the selection stays: 7 is not a row (six rows)
    helper.undo_stack.undo()  # the second mission
    helper.undo_stack.undo()  # the first mission
    helper.undo_stack.undo()  # the nobles
    assert page.nobles == [0] * data.COLS


@pytest.mark.parametrize("language", ["pt", "pl"])
def test_the_side_form_fits_its_column_in_every_language(qtbot, language):
    """docs/architecture.md §6.11: the side column (track, nobles, missions, layout) is no wider than the
    room it has, so no label or box is cut at its right edge (seen on xcb in Portuguese: the layout box
    "A disposição do jogo: P1 (provisória)" pushed the column out and cut every label)."""
    from PySide6.QtWidgets import QScrollArea

    from gardenapp.ui.app import build_window, make_application

    make_application([])
    window = build_window(language)
    qtbot.addWidget(window)
    window.resize(1100, 750)
    window.show()
    helper = window.open_game("sanssouci", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    qtbot.wait(20)
    scroll = helper.pages()[0].findChild(QScrollArea)
    assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
    assert helper.played_on_edit.minimumWidth() >= helper.played_on_edit.fontMetrics().horizontalAdvance(
        helper.played_on_edit.specialValueText()
    )
    helper.undo_stack.setClean()
