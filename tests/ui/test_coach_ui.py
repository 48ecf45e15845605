"""The coach on the play-screen base (docs/architecture.md §8.4), on the toy game's
kit screen: Hint rings a legal move in green and says why; Grade my moves
appends a grade to the person's log line when on, and nothing when off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool

import gardenapp.games  # noqa: F401  (registers the titles)
from gardenapp.core import registry
from gardenapp.core.levels import make_bot
from gardenapp.ui.session import HUMAN, GameSession
from tests.test_ui_bases import GAME, KitPebblesScreen
from tests.toygame import Take

GRADE_MARKS = ("✓", "?!", "? ")


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


def _screen(qtbot, seats=(HUMAN, HUMAN), pace_ms=700):
    screen = KitPebblesScreen(GAME)
    qtbot.addWidget(screen)
    # the greedy level answers at once (the hard one takes its full second on the toy)
    screen.coach_bot = lambda seed: make_bot("greedy", seed)
    screen.start(GameSession(GAME, {"players": 2, "pile": 9}, 3, list(seats), ["Ana", "Bruno"], pace_ms=pace_ms))
    return screen


def _settle():
    QThreadPool.globalInstance().waitForDone(5000)


def test_hint_rings_a_legal_move_and_says_why_then_clears_on_the_next_action(qtbot):
    screen = _screen(qtbot)
    assert screen.act_hint.isEnabled()
    screen.request_hint()
    qtbot.waitUntil(lambda: screen._hint is not None, timeout=5000)
    keys = set(screen.hint_marked())
    vm = screen.view_model
    if len(keys) == 1:
        (key,) = keys
        action = vm.targets[key]
    else:
        action = next(a for (s, t), a in vm.pairs.items() if {s, t} == keys)
    assert action == screen._hint[1].action and screen.session.state.is_legal(action)
    assert screen.status.text().startswith("Hint")
    assert screen._hint[1].reasons[0].render() in screen.status.text()
    assert screen._hint[1].description.render() in screen.status.text()
    screen.play(Take(1))
    assert screen.hint_marked() == {} and screen._hint is None


def test_a_hint_for_a_position_gone_is_dropped_and_no_hint_while_the_computer_moves(qtbot):
    screen = _screen(qtbot, seats=(HUMAN, "greedy"), pace_ms=60000)
    screen.request_hint()
    screen.play(Take(2))  # before the answer comes
    _settle()
    qtbot.wait(20)
    assert screen._hint is None and screen.hint_marked() == {}
    assert not screen.act_hint.isEnabled()  # the computer player is to move


def test_grades_go_to_the_log_only_when_asked(qtbot):
    screen = _screen(qtbot)
    assert not screen.act_grade.isChecked()  # off by default
    screen.play(Take(2))
    _settle()
    qtbot.wait(20)
    assert not any(m in screen.log.entry_text(0) for m in GRADE_MARKS)
    screen.act_grade.setChecked(True)
    screen.play(Take(1))
    qtbot.waitUntil(lambda: any(m in screen.log.entry_text(1) for m in GRADE_MARKS), timeout=5000)
    assert not any(m in screen.log.entry_text(0) for m in GRADE_MARKS)
    again = KitPebblesScreen(GAME)  # remembered
    qtbot.addWidget(again)
    assert again.act_grade.isChecked()
    screen.retranslate()  # a rebuilt log keeps the grade
    assert any(m in screen.log.entry_text(1) for m in GRADE_MARKS)


# -- a whole turn marked, on real games (docs/architecture.md §8.4) ------------------------------------


def _open(qtbot, game_id, seed):
    import importlib

    game = registry.get(game_id)
    ui = importlib.import_module(f"gardenapp.ui.games.{game_id}")
    screen = ui.create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    opts = dict(game.default_options(), players=2)
    screen.start(GameSession(game, opts, seed, [HUMAN, HUMAN], ["Ana", "Bruno"], pace_ms=1))
    return screen


def _hint(qtbot, screen):
    screen.request_hint()
    qtbot.waitUntil(lambda: screen._hint is not None, timeout=30000)
    return screen._hint[1]


def _numbers(marked: dict) -> set[int]:
    return {int(n) for label in marked.values() for n in label.split(",")}


def test_leaves_every_click_of_the_hinted_turn_is_marked_and_the_side_and_turns_are_preset(qtbot):
    screen = _open(qtbot, "under_the_leaves", 11)
    h = _hint(qtbot, screen)
    take, place = h.turn[0], h.turn[1]
    assert take.kind == "take_tile" and place.kind == "place_tile" and place.tile == take.tile
    marked = screen.hint_marked()
    # every click of the turn is numbered on the board, the market tile 1 and the position 2
    assert _numbers(marked) == set(range(1, len(h.turn) + 1))
    market = [k for k, v in marked.items() if k[0] == "market"]
    assert len(market) == 1 and marked[market[0]] == "1" and screen.view_model.targets[market[0]] == take
    p = screen.view_model.current_player
    at = ("place", p, place.at, place.side, place.rotation)
    assert marked.get(at) == "2" and at not in screen.view_model.targets  # shown, not yet clickable
    assert screen.gardens.cell_item(at).coordinate == place.at  # the place the words name
    assert place.at in h.description.render() and take.tile in h.description.render()
    # the person takes the hinted tile: the rest of the turn stays marked, side and turns preset
    screen.play(take)
    assert screen._hint is not None and screen.hint_next() == place
    assert (screen.side, screen.rotation) == (place.side, place.rotation)
    assert screen.view_model.targets[at] == place and screen.hint_marked().get(at) == "2"
    assert h.description.render(QCoreApplication.translate) in screen.status.text()
    # a click the hint did not plan ends it
    other = next(a for a in screen.session.state.legal_actions() if a != place and a.kind == "place_tile")
    screen.play(other)
    assert screen._hint is None and screen.hint_marked() == {}


def test_harmonies_hint_marks_each_token_and_its_space_with_the_click_number(qtbot):
    screen = _open(qtbot, "harmonies", 3)
    s = screen.session
    # take a central space first, so that the turn's placements are planned (no draw before them)
    s.play(next(a for a in s.state.legal_actions() if a.kind == "take_space"))
    h = _hint(qtbot, screen)
    assert len(h.turn) >= 2 and h.whole_turn
    marked = screen.hint_marked()
    for n, action in enumerate(h.turn, 1):
        if action.kind == "place_token":
            key = next(k for k in marked if k[0] == "cell" and k[-1] == action.cell)
            assert str(n) in marked[key].split(",")
    assert _numbers(marked) >= {n for n, a in enumerate(h.turn, 1) if a.kind in ("place_token", "end_turn")}


def test_leaves_hint_asked_with_the_tile_chosen_turns_it_at_once(qtbot):
    screen = _open(qtbot, "under_the_leaves", 5)
    s = screen.session
    s.play(next(a for a in s.state.legal_actions() if a.kind == "take_tile"))
    h = _hint(qtbot, screen)
    place = h.turn[0]
    assert place.kind == "place_tile"
    # the side and the quarter turns are the hint's, so its position is a target and numbered now
    assert (screen.side, screen.rotation) == (place.side, place.rotation)
    key = ("place", screen.view_model.current_player, place.at, place.side, place.rotation)
    assert screen.view_model.targets[key] == place and screen.hint_marked()[key] == "1"
    assert key in screen.gardens.cells() and screen.gardens.cell_item(key).coordinate == place.at
    # the person may still turn the tile: the hint does not turn it back
    screen.rotate(1)
    assert screen.rotation == (place.rotation + 1) % 4
