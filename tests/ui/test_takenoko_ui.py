"""Takenoko screens: a person plays a turn by clicking against a computer
player, highlights are the engine's legal targets, channels go on clickable
edges, and the score helper scores exactly like ``gardenapp score``."""

import json

import pytest

from gardenapp.cli import main as cli_main
from gardenapp.core.files import write_json_atomic
from gardenapp.core.hexgrid import format_pair
from gardenapp.games.takenoko.actions import (
    GrowPlot,
    MoveGardener,
    MovePanda,
    PlaceChannel,
    PlaceImprovement,
    PlacePlot,
    WeatherTarget,
)
from gardenapp.ui.games.takenoko import create_play_screen, create_score_helper
from gardenapp.ui.games.takenoko.widgets import PlotChoiceWidget
from gardenapp.ui.session import HUMAN, GameSession


def _keep_first_plot(screen):
    [w for w in screen._choice_widgets if isinstance(w, PlotChoiceWidget)][0].clicked.emit()


def _key(cell):
    return ("cell", format_pair(cell))


def edge_id(a, b):
    x, y = sorted((format_pair(a), format_pair(b)))
    return ("edge", f"{x}|{y}")


def _targets(state, cls):
    """The garden keys of the engine's legal actions of ``cls`` (without a token attached)."""
    return {_key(a.cell) for a in state.legal_actions() if isinstance(a, cls) and not getattr(a, "improvement", "")}


def _my_turn(screen):
    vm = screen.view_model
    return vm is not None and vm.viewer == vm.current_player and bool(vm.targets)


def test_a_person_plays_a_turn_by_clicking_then_the_computer_plays(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    session = GameSession(game, game.default_options(), 3, [HUMAN, "greedy"], ["Ana", "Bruno"], pace_ms=0)
    screen.start(session)
    assert _my_turn(screen) and screen.scene.highlight() == set()
    # Plot: one click draws three plots, a click keeps one, the legal places light up
    screen.action_buttons["plot"].click()
    assert session.state.phase_id == "pick_plot"
    _keep_first_plot(screen)
    places = _targets(session.state, PlacePlot)
    assert places and screen.scene.highlight() == places
    key = sorted(places)[0]
    screen.scene.cellClicked.emit(key)
    cell = tuple(int(v) for v in key[1].split(","))
    assert cell in session.state.garden().plots
    assert key in screen.scene.marked()  # the last turn's placement stays marked
    # Gardener: the button, then a highlighted cell (highlighting off: still clickable)
    screen.act_highlight.setChecked(False)
    screen.action_buttons["gardener"].click()
    moves = _targets(session.state, MoveGardener)
    assert moves and screen.scene.highlight() == moves
    screen.scene.cellClicked.emit(key)
    assert session.state.garden().gardener == cell and session.state.n_used == 2
    assert screen.end_btn.isVisible() or screen.end_btn.isVisibleTo(screen)
    screen.end_btn.click()
    assert session.state.current_player == 1
    qtbot.waitUntil(lambda: session.state.current_player == 0, timeout=8000)
    assert screen.log.entry_count() >= 5 and screen.log.turn_text(screen.log.turn_count() - 1).startswith("Bruno: ")
    session.stop()


def test_channels_go_on_highlighted_edges(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    session = GameSession(game, game.default_options(), 11, [HUMAN, HUMAN], ["Ana", "Bruno"], pace_ms=0)
    screen.start(session)
    for player, cell in ((0, (1, 0)), (1, (1, -1))):
        screen.handover.ready.emit()  # hot seat: the next person says ready
        assert screen.viewer() == player
        screen.action_buttons["plot"].click()
        _keep_first_plot(screen)
        screen.scene.cellClicked.emit(_key(cell))
        screen.action_buttons["irrigation"].click()
        if player == 0:
            screen.end_btn.click()
    edges = {edge_id(a.a, a.b) for a in session.state.legal_actions() if isinstance(a, PlaceChannel)}
    assert edges == {edge_id((1, 0), (1, -1))}
    screen.channel_btn.click()
    assert screen.scene.highlight() == edges
    screen.scene.cellClicked.emit(edge_id((1, 0), (1, -1)))
    assert frozenset(((1, 0), (1, -1))) in session.state.garden().channels
    assert "channel" in screen.log.entry_text(screen.log.entry_count() - 1)


def test_score_helper_matches_the_cli_shows_problems_and_undoes(qtbot, tmp_path, capsys):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    assert helper.tabs.count() == 2
    ana, bruno = helper.tabs.widget(0), helper.tabs.widget(1)
    for ident in ("PLOT-G-LINE", "PLOT-PY-DIAM", "GARD-G-3x4", "GARD-P-NONE", "GARD-Y-FERT", "PLOT-Y-TRI", "PANDA-GYP"):
        ana.cards[ident].clicked.emit()
    ana.cards["PANDA-GG"].clicked.emit()
    ana.cards["PANDA-GG"].clicked.emit()
    for ident in ("PLOT-G-CURVE", "GARD-P-3x2", "PANDA-PP"):
        bruno.cards[ident].clicked.emit()
    bruno.cards["PANDA-PP"].clicked.emit()
    assert ana.cards["PANDA-GG"].count == 2 and len(ana.completed) == 9
    helper.emperor.setCurrentIndex(1)
    helper.emperor.activated.emit(1)
    # the garden: three green plots in a line, the far one on a watershed token, one yellow
    garden = helper.garden_editor
    garden.set_tool("colour", "green")
    garden.scene.cellClicked.emit((0, 1))
    garden.scene.cellDragged.emit((1, 0))
    garden.scene.cellDragged.emit((2, -1))
    garden.set_tool("colour", "yellow")
    garden.scene.cellClicked.emit((1, -1))
    garden.set_tool("improvement", "watershed")
    garden.scene.cellClicked.emit((2, -1))
    assert "PLOT-G-LINE" in garden.satisfied_ids and ana.cards["PLOT-G-LINE"].check
    sheet = helper.score.score_model.sheet
    assert sheet is not None and helper.problems.count() == 0
    path = tmp_path / "takenoko.json"
    write_json_atomic(path, helper.to_dict())
    assert cli_main(["score", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (
        [p["total"] for p in out["players"]]
        == [p.total for p in sheet.players]
        == [2 + 5 + 8 + 7 + 4 + 3 + 6 + 3 + 3 + 2, 2 + 6 + 5 + 5]
    )
    assert [p["breakdown"] for p in out["players"]] == [p.breakdown for p in sheet.players]
    # an illegal entry: bamboo on a plot that is not irrigated -> an inline problem, outlined in red
    garden.set_tool("colour", "pink")
    garden.scene.cellClicked.emit((2, 0))
    garden.set_tool("bamboo", "2")
    garden.scene.cellClicked.emit((2, 0))
    assert helper.score.score_model.sheet is None
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any(t.startswith("✖ Space 2,0: ") for t in texts)
    ringed = {c for c, item in garden.scene.cell_items().items() if item._problem}
    assert ringed == {(2, 0)}  # the base's red ring, on the plot the problem names
    # undo restores the scored board
    helper.undo_stack.undo()
    assert helper.score.score_model.sheet is not None and helper.problems.count() == 0
    assert garden.cells()[(2, 0)]["bamboo"] == 0
    assert not any(item._problem for item in garden.scene.cell_items().values())
    # the Emperor needs the threshold: Bruno has 4 cards
    helper.emperor.setCurrentIndex(2)
    helper.emperor.activated.emit(2)
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("Emperor" in t and "players[" not in t for t in texts)
    assert "Emperor" in bruno.problem_label.text() and not bruno.problem_label.isHidden()
    assert "players[" not in bruno.problem_label.text() and ana.problem_label.isHidden()
    assert helper.score.score_model._blank == {1}  # only Bruno loses his total
    helper.undo_stack.undo()
    assert helper.emperor.currentIndex() == 1


def test_a_card_problem_frames_that_player_s_card_only_and_the_other_keeps_the_total(qtbot):
    """docs/architecture.md §6.7: Bruno lists a card Ana completed: Bruno's copy is framed in red on
    Bruno's tab (not Ana's), and only Bruno loses his total."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    ana, bruno = helper.tabs.widget(0), helper.tabs.widget(1)
    ana.cards["PLOT-G-LINE"].clicked.emit()
    ana.cards["PANDA-GG"].clicked.emit()
    ana_total = helper.score.score_model.sheet.players[0].total
    bruno.cards["PLOT-G-LINE"].clicked.emit()  # the same card: Bruno's entry has the problem
    table = helper.score.score_model
    assert table._blank == {1} and table.sheet.players[0].total == ana_total > 0
    assert bruno.cards["PLOT-G-LINE"].glow is not None and bruno.cards["PLOT-G-LINE"].glow.name() == "#d50000"
    assert ana.cards["PLOT-G-LINE"].glow is None and ana.problem_label.isHidden()
    assert not bruno.problem_label.isHidden() and "players[" not in bruno.problem_label.text()
    helper.undo_stack.undo()
    assert bruno.cards["PLOT-G-LINE"].glow is None and helper.score.score_model._blank == frozenset()


def test_hovering_a_breakdown_cell_lights_its_cards_and_the_plots_that_fulfil_them(qtbot):
    """docs/architecture.md §6.8: the rule's ``where`` (card ids) lights up on that player's tab; in the
    garden, the plots of the plot objectives it names light up too."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    ana, bruno = helper.tabs.widget(0), helper.tabs.widget(1)
    for ident in ("PLOT-G-LINE", "GARD-P-NONE", "PANDA-GG"):
        ana.cards[ident].clicked.emit()
    garden = helper.garden_editor
    garden.set_tool("colour", "green")
    garden.scene.cellClicked.emit((0, 1))
    garden.scene.cellDragged.emit((1, 0))
    garden.scene.cellDragged.emit((2, -1))
    garden.set_tool("improvement", "watershed")  # the far plot is irrigated by its own watershed
    garden.scene.cellClicked.emit((2, -1))
    assert "PLOT-G-LINE" in garden.satisfied_ids
    plot = helper.score.score_model.sheet.players[0].rule("plot")
    assert plot.where == ("PLOT-G-LINE",)
    helper.score.ruleHovered.emit("plot", 0)
    assert ana.cards["PLOT-G-LINE"].glow is not None and ana.cards["PLOT-G-LINE"].glow.name() == "#e08a00"
    assert ana.cards["GARD-P-NONE"].glow is None and ana.cards["PANDA-GG"].glow is None
    assert not any(w.glow for w in bruno.cards.values())
    assert garden.scene.marked() == {(0, 1), (1, 0), (2, -1)}  # the line that fulfils it
    helper.score.ruleHovered.emit("panda", 0)
    assert ana.cards["PANDA-GG"].glow is not None and ana.cards["PLOT-G-LINE"].glow is None
    assert not garden.scene.marked()
    helper.score.ruleHovered.emit("", -1)
    assert not any(w.glow for w in ana.cards.values()) and not garden.scene.marked()


@pytest.fixture(autouse=True)
def _quiet_settings(tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))


def test_8_people_end_by_agreement_and_only_computer_games_have_a_round_cap(qtbot, monkeypatch):
    """takenoko §8 app safeguards: agreement in hot-seat; the hard cap only without people."""
    from PySide6.QtWidgets import QComboBox, QMessageBox, QSpinBox

    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    dialog = screen.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.seat_boxes[0].setCurrentIndex(dialog.seat_boxes[0].findData(HUMAN))
    assert dialog.options()["max_rounds"] == 0
    assert not dialog.options_box.findChild(QSpinBox).isEnabled()
    for box in dialog.seat_boxes[:2]:
        box.setCurrentIndex(box.findData("greedy"))
    assert dialog.options()["max_rounds"] == game.default_options()["max_rounds"] > 0
    assert dialog.options_box.findChild(QSpinBox).isEnabled()
    # §4.7: at random by default, or a seat the players pick (only seats in the game)
    first = dialog.options_box.findChild(QComboBox)
    assert dialog.options()["first_player"] == -1 and first.count() == 3
    first.setCurrentIndex(first.findData(1))
    assert dialog.options()["first_player"] == 1
    dialog.players.setValue(3)
    assert first.count() == 4 and dialog.options()["first_player"] == 1
    assert game.new_game(dialog.options(), 5).current_player == 1

    session = GameSession(
        game, {**game.default_options(), "max_rounds": 0}, 3, [HUMAN, HUMAN], ["Ana", "Bruno"], pace_ms=0
    )
    screen.start(session)
    screen._handover_done()
    assert screen.act_agree.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    screen.act_agree.trigger()
    assert not session.state.is_over
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    screen.act_agree.trigger()
    assert session.state.is_over and session.state.emperor == -1
    assert "agreed" in screen.log.entry_text(screen.log.entry_count() - 1)
    assert not screen.act_agree.isEnabled()


def test_9_garden_paint_stroke_is_one_undo_step(qtbot):
    """takenoko §9 garden entry: plots painted in one press-drag-release undo together."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    garden = helper.garden_editor
    garden.set_tool("colour", "green")
    steps = helper.undo_stack.count()
    garden.scene.strokeStarted.emit()
    garden.scene.cellClicked.emit((0, 1))
    garden.scene.cellDragged.emit((1, 0))
    garden.scene.cellDragged.emit((2, -1))
    garden.scene.strokeEnded.emit()
    assert {(0, 1), (1, 0), (2, -1)} <= set(garden.cells())
    assert helper.undo_stack.count() == steps + 1
    helper.undo_stack.undo()
    assert not {(0, 1), (1, 0), (2, -1)} & set(garden.cells())


def test_highlighted_is_legal_in_every_step_of_a_hot_seat_game(qtbot):
    """docs/architecture.md §6: whatever the step, the garden's highlighted cells are the
    engine's legal targets (one-click targets, then each source's targets),
    and Esc forgets a chosen source."""
    import random

    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    session = GameSession(game, game.default_options(), 21, [HUMAN, HUMAN], ["Ana", "Bruno"], pace_ms=0)
    screen.start(session)
    rng = random.Random(21)
    sources = {("action", "gardener"): MoveGardener, ("action", "panda"): MovePanda}
    phases = set()
    for _ in range(160):
        state = session.state
        if state.is_over:
            break
        if screen._stack.currentWidget() is screen.handover:
            screen.handover.ready.emit()
        phases.add(state.phase_id)
        one_click = set()
        for cls in (PlacePlot, WeatherTarget, GrowPlot):
            one_click |= _targets(state, cls)
        assert {k for k in screen.scene.highlight() if k[0] == "cell"} == one_click
        for source, cls in sources.items():
            if screen.action_buttons[source[1]].isEnabled() and _targets(state, cls):
                screen.click(source)
                assert screen.scene.highlight() == _targets(state, cls)
                screen.cancel_selection()
        for kind in ("watershed", "fertilizer", "enclosure"):
            cells = {
                _key(a.cell) for a in state.legal_actions() if isinstance(a, PlaceImprovement) and a.improvement == kind
            }
            if cells:
                screen.click(("token", kind))
                assert screen.scene.highlight() == cells
                screen.cancel_selection()
        edges = {edge_id(a.a, a.b) for a in state.legal_actions() if isinstance(a, PlaceChannel)}
        if edges:
            screen.click(("channel",))
            assert screen.scene.highlight() == edges
            screen.cancel_selection()
        assert screen.selector.source is None
        # play one legal click the screen offers
        vm = screen.view_model
        choices = [(k,) for k in vm.targets if k != ("agree_end",)] + list(vm.pairs)
        for key in rng.choice(sorted(choices, key=str)):
            screen.click(key)
    assert {"actions", "pick_plot", "place_plot"} <= phases
