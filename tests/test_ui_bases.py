"""The play-screen and score-helper bases, driven with the toy game."""

import dataclasses
import json

import pytest
from PySide6.QtWidgets import QFormLayout, QSpinBox, QWidget

from gardenapp.core import registry
from gardenapp.ui.playscreen import PlayScreenBase
from gardenapp.ui.scorehelper import ScoreHelperBase
from gardenapp.ui.session import HUMAN, GameSession
from tests.toygame import PebblesGame, Take

GAME = PebblesGame()


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


class PebblesHelper(ScoreHelperBase):
    def make_player_page(self, index):
        page = QWidget()
        form = QFormLayout(page)
        page.pebbles, page.secret = QSpinBox(maximum=99), QSpinBox(maximum=9)
        form.addRow("pebbles", page.pebbles)
        form.addRow("secret", page.secret)
        page.pebbles.valueChanged.connect(lambda: self.edited())
        page.secret.valueChanged.connect(lambda: self.edited())
        return page

    def empty_dict(self, players):
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": "pebbles",
            "players": [{"name": f"P{i + 1}", "pebbles": 0, "secret": 1} for i in range(players)],
        }

    def to_dict(self):
        names = [self.tabs.tabText(i) for i in range(self.tabs.count())]
        pages = [self.tabs.widget(i) for i in range(self.tabs.count())]
        return {
            "format": "gardenapp-board",
            "version": 1,
            "game": "pebbles",
            "players": [
                {"name": n, "pebbles": p.pebbles.value(), "secret": p.secret.value()} for n, p in zip(names, pages)
            ],
        }

    def load_dict(self, data):
        for i, p in enumerate(data["players"]):
            page = self.tabs.widget(i)
            page.pebbles.setValue(p["pebbles"])
            page.secret.setValue(p["secret"])


def test_score_helper_scores_live_shows_problems_and_undoes(qtbot):
    helper = PebblesHelper(GAME)
    qtbot.addWidget(helper)
    helper.start(2)
    assert helper.score.score_model.sheet is not None
    page = helper.tabs.widget(0)
    page.pebbles.setValue(5)
    assert helper.score.score_model.sheet.players[0].total == 6
    page.secret.setValue(0)  # out of the game's range: a problem, not a crash
    # docs/architecture.md §6.7: only P1 loses the total; the problem reads in the player's words
    assert helper.score.score_model._blank == {0} and helper.score.score_model.sheet.players[1].total == 1
    assert helper.problems.item(0).text().startswith("✖ P1: ") and "players[0]" not in helper.problems.item(0).text()
    assert "P1" in helper.result.text() and "Winner" not in helper.result.text()
    helper.undo_stack.undo()
    assert page.secret.value() == 1 and helper.score.score_model.sheet.players[0].total == 6
    helper.undo_stack.undo()
    assert page.pebbles.value() == 0


def test_score_helper_open_keeps_the_board_on_a_bad_file(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a))
    helper = PebblesHelper(GAME)
    qtbot.addWidget(helper)
    helper.start(2)
    bad = tmp_path / "bad.json"
    bad.write_text("{oops")
    assert not helper.open_path(str(bad)) and warnings
    good = tmp_path / "good.json"
    data = helper.empty_dict(3)
    data["players"][2]["pebbles"] = 4
    good.write_text(json.dumps(data))
    assert helper.open_path(str(good))
    assert helper.tabs.count() == 3 and helper.to_dict() == data


class PebblesScreen(PlayScreenBase):
    refreshed = 0

    def refresh(self):
        self.refreshed += 1


def test_play_screen_follows_the_session_and_shows_the_end(qtbot):
    screen = PebblesScreen(GAME)
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2, "pile": 2}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    assert "Ana" in screen.status.text()
    screen.play(Take(1))
    assert screen.log.entry_count() == 1 and "Bruno" in screen.status.text()
    screen.play(Take(2))  # illegal: reported in the status line
    assert screen.log.entry_count() == 1
    screen.play(Take(1))
    assert screen.session.state.is_over and screen._end_dialog is not None
    assert "Game over" in screen.status.text()


def test_the_prompt_names_the_seat_it_waits_for(qtbot):
    """docs/architecture.md §6.2: on another seat's turn (a computer player, a person at another computer
    online) the header names that player, not the engine's "player 2"."""
    screen = PebblesScreen(GAME)
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2, "pile": 2}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    from gardenapp.core.messages import msg
    from gardenapp.core.viewmodel import ViewModel, waiting_for

    vm = ViewModel(viewer=0, current_player=1, is_over=False, targets={}, prompt=waiting_for(1))
    assert screen.prompt_text(vm) == "Waiting for Bruno…"
    # A game's own words on another seat's turn stay (Pedro Bot rolls its die...), as do the mover's.
    other = dataclasses.replace(vm, prompt=msg("Pedro Bot rolls its die…"))
    assert screen.prompt_text(other) == "Pedro Bot rolls its die…"
    mine = dataclasses.replace(vm, viewer=1, prompt=msg("Take 1 or 2 pebbles"))
    assert screen.prompt_text(mine) == "Take 1 or 2 pebbles"


def test_hidden_hands_get_a_hand_over_screen_between_people(qtbot):
    class HiddenPebbles(PebblesGame):
        descriptor = dataclasses.replace(PebblesGame.descriptor, hidden_hands=True)

    screen = PebblesScreen(HiddenPebbles())
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2, "pile": 5}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    assert screen._stack.currentWidget() is screen.handover and screen.viewer() is None
    screen.handover.ready.emit()
    assert screen._stack.currentWidget() is screen.board_area and screen.viewer() == 0
    screen.play(Take(1))
    assert screen._stack.currentWidget() is screen.handover and "Bruno" in screen.handover.title.text()


def test_score_table_asks_for_room_for_every_column(qtbot):
    """Long player names widen the score panel instead of being clipped."""
    helper = PebblesHelper(GAME)
    qtbot.addWidget(helper)
    helper.start(3)
    data = helper.empty_dict(3)
    for i, player in enumerate(data["players"]):
        player["name"] = f"A rather long player name {i}"
    helper.score.set_sheet(GAME.score_board(GAME.board_from_dict(data)))
    helper.resize(700, 500)
    helper.show()
    qtbot.waitExposed(helper)
    table = helper.score
    assert table.horizontalHeader().length() > 400  # the case this test is about
    assert table.viewport().width() >= table.horizontalHeader().length()


# -- the view-model kit (docs/architecture.md §5): scenes keyed by view-model keys ---------------


class KitPebblesScreen(PlayScreenBase):
    """Pebbles drawn from a view model: a 'hand' cell is the source of the
    two Take actions (two clicks), the pile cells their targets, and the
    roll cell a one-click target."""

    def __init__(self, game):
        super().__init__(game)
        from shapely.geometry import box

        from gardenapp.ui.boardview import BoardScene

        self.scene = self.register_scene(BoardScene())
        self.scene.add_cells(
            {
                ("hand",): box(0, 0, 1, 1),
                ("pile", 1): box(2, 0, 3, 1),
                ("pile", 2): box(4, 0, 5, 1),
                ("roll", "r"): box(6, 0, 7, 1),
            }
        )
        self.drawn = []

    def build_view(self, view, viewer):
        from gardenapp.core.messages import msg
        from gardenapp.core.viewmodel import ViewModel
        from tests.toygame import Roll

        legal = view.legal_actions() if not view.is_over else []
        pairs = {(("hand",), ("pile", a.count)): a for a in legal if isinstance(a, Take)}
        targets = {("roll", "r"): Roll()} if Roll() in legal else {}
        return ViewModel(
            viewer=viewer,
            current_player=view.current_player,
            is_over=view.is_over,
            targets=targets,
            pairs=pairs,
            prompt=msg("Take pebbles or roll"),
            last_round=view.pile <= 2,
        )

    def draw(self, vm):
        self.drawn.append(vm)


def test_kit_highlights_exactly_the_view_models_targets_and_two_clicks_make_an_action(qtbot):
    screen = KitPebblesScreen(GAME)
    qtbot.addWidget(screen)
    screen.start(GameSession(GAME, {"players": 2, "pile": 4}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    assert screen.drawn and screen.prompt.text() == "Take pebbles or roll"
    assert screen.scene.highlight() == {("hand",), ("roll", "r")}  # sources and one-click targets
    screen.click(("hand",))
    assert screen.scene.highlight() == {("hand",), ("pile", 1), ("pile", 2)}
    screen.cancel_selection()  # Esc
    assert screen.scene.highlight() == {("hand",), ("roll", "r")}
    screen.click(("pile", 2))  # not a move without a source
    assert "not a move" in screen.status.text() and screen.session.state.pile == 4
    screen.click(("hand",))
    screen.click(("pile", 2))
    assert screen.session.state.pile == 2 and screen.session.log[-1].action == Take(2)
    assert screen.last_round.isVisibleTo(screen)  # the view model says so
    assert screen.scene.marked() == set()  # the toy's events name the "pile", no cell of this scene


def test_kit_coordinates_toggle_is_remembered_and_reaches_every_scene(qtbot):
    screen = KitPebblesScreen(GAME)
    qtbot.addWidget(screen)
    screen.act_coords.setChecked(True)
    item = screen.scene.cell_item(("roll", "r"))
    assert item._show_coordinate and item.coordinate == "r"
    again = KitPebblesScreen(GAME)
    qtbot.addWidget(again)
    assert again.act_coords.isChecked()


def test_once_the_game_is_over_the_last_turn_marks_are_the_last_round_only(qtbot):
    """At the end nobody moves (current player -1): the marks are the last
    round's places, not every place the whole game touched."""
    from shapely.geometry import box

    from gardenapp.core.game import Event
    from gardenapp.core.messages import msg
    from gardenapp.ui.boardview import BoardScene
    from gardenapp.ui.session import LogEntry

    screen = KitPebblesScreen(GAME)
    qtbot.addWidget(screen)
    scene = screen.register_scene(BoardScene())
    scene.add_cells({("x", None, c): box(i, 2, i + 1, 3) for i, c in enumerate("abcd")})
    session = GameSession(GAME, {"players": 2, "pile": 2}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"])
    screen.start(session)
    screen.play(Take(1))
    screen.play(Take(1))
    assert session.state.is_over
    session.log[:] = [LogEntry(p, Take(1), (Event(p, msg("x"), (c,)),)) for p, c in zip((0, 1, 0, 1), "abcd")]
    assert screen.last_turn_keys() == {("x", None, "c"), ("x", None, "d")}


def test_score_helper_hands_the_problems_of_no_player_to_mark_shared_problems(qtbot, monkeypatch):
    """A problem outside every player entry (a shared board, file-wide options) reaches
    ``mark_shared_problems``; each player's ``mark_problems`` gets none of it."""
    from gardenapp.core.errors import BoardFileError, Problem
    from gardenapp.core.messages import msg

    seen: dict = {"shared": [], "players": {}}

    class Marking(PebblesHelper):
        def mark_problems(self, index, problems):
            super().mark_problems(index, problems)
            seen["players"][index] = list(problems)

        def mark_shared_problems(self, problems):
            seen["shared"] = list(problems)

    helper = Marking(GAME)
    qtbot.addWidget(helper)
    helper.start(2)
    shared = Problem('garden.plots."2,0"', msg("not irrigated"))
    mine = Problem("players[1].secret", msg("too small"))

    def bad_board(data):
        raise BoardFileError([shared, mine])

    monkeypatch.setattr(GAME, "board_from_dict", bad_board)
    helper.recompute()
    assert seen["shared"] == [shared]
    assert seen["players"] == {0: [], 1: [mine]}


def test_splitter_sizes_are_remembered_per_game_and_odd_values_ignored(qtbot):
    """docs/architecture.md §6.11: remembered splitter sizes."""
    from PySide6.QtWidgets import QLabel, QSplitter

    from gardenapp.ui.settings import app_settings, remember_splitter

    first = QSplitter()
    for _ in range(2):
        first.addWidget(QLabel("x"))
    qtbot.addWidget(first)
    first.resize(400, 100)
    first.show()
    remember_splitter(first, "test/pebbles")
    first.setSizes([100, 300])
    first.splitterMoved.emit(100, 1)
    again = QSplitter()
    for _ in range(2):
        again.addWidget(QLabel("x"))
    qtbot.addWidget(again)
    remember_splitter(again, "test/pebbles")
    a, b = again.sizes()
    assert abs(b - 3 * a) <= 3  # the same proportions (Qt scales them to the splitter's width)
    app_settings().setValue("layout/test/odd", "12,abc")
    odd = QSplitter()
    odd.addWidget(QLabel("x"))
    remember_splitter(odd, "test/odd")  # ignored, no error


def test_the_new_game_dialog_ignores_damaged_last_choices(qtbot):
    """docs/architecture.md §7: a hostile settings value (deep nesting, garbage) never breaks the dialog."""
    from gardenapp.ui.newgame import NewGameDialog
    from gardenapp.ui.settings import app_settings

    for raw in ("[" * 5000 + "]" * 5000, "{not json", '{"players": "x", "options": 3}', "x" * 20000):
        app_settings().setValue("newgame/pebbles", raw)
        dialog = NewGameDialog(GAME)
        qtbot.addWidget(dialog)
        assert dialog.options()["players"] == 2
