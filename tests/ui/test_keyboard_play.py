"""Keyboard play and screen readers (docs/architecture.md §6.14): a whole game
with key events only, a few turns of every other game, the cursor's moves
(Tab, Shift+Tab, arrows, Esc, leaving the board), its ring through redraws,
and the accessible name that follows the focus and the language.

Every key goes to the widget that has Qt's focus (``QTest.keyClick`` on
``QApplication.focusWidget()``): no mouse, and no action is submitted by a
direct call. The test picks each move from the view model's targets (the
base's ``Selector``) and walks the cursor there with Tab.
"""

from __future__ import annotations

import importlib
import random

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView

from gardenapp.core import registry
from gardenapp.ui.boardview import FOCUS_COLOR, tip_text
from gardenapp.ui.keyboard import plain_words
from gardenapp.ui.session import HUMAN, GameSession

TAKENOKO_AGREE = (
    "agree_end",
)  # a toolbar action everyone must agree to (docs/rules/takenoko.md §8), not a board target


@pytest.fixture(autouse=True)
def _workers_done_before_the_screens_go(qtbot):
    """The play screens' workers (computer players, the coach) report before
    qtbot deletes the screens at the end of a test."""
    yield
    QThreadPool.globalInstance().waitForDone(10000)
    qtbot.wait(20)


def focused():
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(focused(), key, modifier)


def screen_for(qtbot, game_id: str, seats, seed: int, **options):
    module = importlib.import_module(f"gardenapp.ui.games.{game_id}")
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    screen.show()
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=3000)
    dialog = screen.new_game_dialog()
    dialog.players.setValue(len(seats))
    for name, value in options.items():
        dialog.set_option(name, value)
    names = [f"P{i + 1}" for i in range(len(seats))] if game_id != "sanssouci" else ["Ana", "Bruno"][: len(seats)]
    session = GameSession(registry.get(game_id), dialog.options(), seed, list(seats), names, pace_ms=0)
    dialog.deleteLater()
    screen.start(session)
    return screen, session


def reachable(screen) -> set:
    return {t.key for t in screen.target_cursor.targets()}


def shown_targets(screen) -> set:
    """What the screen shows as a place to click now: its scenes' lit cells and its target buttons."""
    lit = {k for scene in screen.scenes for k in screen.keyboard_targets(scene) if scene.cell_item(k) is not None}
    return lit | {k for k, w in screen.target_widgets().items() if w.isVisible() and w.isEnabled()}


def walk_to(screen, key) -> int:
    """Tab until the cursor shows ``key``; the number of presses."""
    cursor = screen.target_cursor
    for presses in range(1, 2 * len(cursor.targets()) + 3):
        press(Qt.Key.Key_Tab)
        if cursor.key == key and cursor._shown and focused() is cursor.current().holder:
            return presses
    raise AssertionError(f"Tab never reached {key!r} (at {cursor.key!r})")


def wait_for_person(qtbot, screen, session) -> None:
    qtbot.waitUntil(lambda: session.human_to_move or session.state.is_over, timeout=20000)


def test_a_whole_sanssouci_game_hot_seat_by_keys_only(qtbot):
    """Two people at one screen: the hand-over screen takes Enter, every move is
    Tab to a target of the view model then Enter, and the end table closes with Enter."""
    screen, session = screen_for(qtbot, "sanssouci", [HUMAN, HUMAN], 11)
    rng = random.Random(11)
    handovers = moves = 0
    while not session.state.is_over:
        if screen._stack.currentWidget() is screen.handover:
            assert focused() is screen.handover.button
            press(Qt.Key.Key_Return)
            handovers += 1
            continue
        lit = screen.selector.highlighted()  # the view model's targets and pair sources now
        assert reachable(screen) == lit  # every target, no other place, scenes and buttons alike
        before = (len(session.log), screen.selector.source)
        key = rng.choice(sorted(lit, key=repr))
        walk_to(screen, key)
        press(Qt.Key.Key_Return if moves % 2 else Qt.Key.Key_Space)
        moves += 1
        assert (len(session.log), screen.selector.source) != before  # the key did what a click does
        assert moves < 600
    assert handovers >= 2 and moves >= len(session.log) > 100
    table = screen._end_table
    assert table is not None and table[0].isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is table[0], timeout=3000)
    assert focused().window() is table[0] and focused().isDefault()  # its Close button
    press(Qt.Key.Key_Return)
    assert not table[0].isVisible()


@pytest.mark.parametrize("game_id", ["azul_queens_garden", "harmonies", "takenoko", "under_the_leaves"])
def test_a_few_turns_of_every_other_game_by_keys(qtbot, game_id):
    screen, session = screen_for(qtbot, game_id, [HUMAN, "easy"], 7)
    rng = random.Random(7)
    moved = buttons = 0
    for _ in range(14):
        wait_for_person(qtbot, screen, session)
        if session.state.is_over:
            break
        lit = screen.selector.highlighted() - {TAKENOKO_AGREE}
        keys = reachable(screen)
        drawn = shown_targets(screen)
        assert drawn <= lit | {("accept_payment",)}  # Azul's button that pays the proposal
        assert keys == drawn and keys
        # a target not reachable is one the screen does not draw as a place to click now: Under
        # the Leaves' other sides and turns of the tile in hand, Harmonies' token already chosen
        assert all(not any(s.cell_item(k) and k in s.highlight() for s in screen.scenes) for k in lit - keys)
        before = (len(session.log), screen.selector.source)
        walk_to(screen, rng.choice(sorted(keys, key=repr)))
        target = screen.target_cursor.current()
        mark = screen.target_cursor.widget_mark
        if target.scene is None:  # a button: the focus mark is drawn around it, over the window
            shown = mark.geometry()
            assert mark.isVisible() and shown.contains(
                target.holder.geometry().translated(
                    target.holder.mapTo(screen, target.holder.rect().topLeft()) - target.holder.pos()
                )
            )
            buttons += 1
        else:
            assert not mark.isVisible() and target.scene.focused() == target.key
        press(Qt.Key.Key_Return)
        assert (len(session.log), screen.selector.source) != before
        moved += len(session.log) > before[0]
    assert moved >= 3
    assert buttons or game_id != "takenoko"  # Takenoko's choices are buttons
    assert any(e.player == 0 for e in session.log) and any(e.player == 1 for e in session.log)
    session.stop()
    session.wait_for_bots()


def _ring_pixels(view: QGraphicsView, item) -> int:
    """Pixels of the focus blue just above the item's cell (outside it), on the view's picture."""
    image = view.viewport().grab().toImage()
    cell = view.mapFromScene(item.mapToScene(item.polygon().boundingRect())).boundingRect()
    shown = cell.adjusted(12, -11, -12, 0)
    shown.setBottom(cell.top() + 1)
    blue = QColor(FOCUS_COLOR)
    count = 0
    for x in range(max(0, shown.left()), min(image.width(), shown.right())):
        for y in range(max(0, shown.top()), min(image.height(), shown.bottom())):
            c = image.pixelColor(x, y)
            if abs(c.red() - blue.red()) + abs(c.green() - blue.green()) + abs(c.blue() - blue.blue()) < 60:
                count += 1
    return count


def test_the_cursor_moves_rings_survives_redraws_cancels_and_lets_tab_go(qtbot):
    screen, session = screen_for(qtbot, "sanssouci", [HUMAN, "easy"], 11)
    cursor = screen.target_cursor
    wait_for_person(qtbot, screen, session)  # the computer player moves first
    assert focused() is screen.table_view  # the board has the keyboard from the start
    assert screen.table_scene.focused() is None  # no ring before a key is used
    bounds = screen.table_scene.itemsBoundingRect()
    press(Qt.Key.Key_Right)  # the first key shows where the cursor is
    first = cursor.key
    assert first == ("card", 0) and screen.table_scene.focused() == first
    assert screen.table_scene.itemsBoundingRect() == bounds  # the ring outside the edge card moves no fit
    item = screen.table_scene.cell_item(first)
    assert item.focused and _ring_pixels(screen.table_view, item) > 20
    press(Qt.Key.Key_Right)
    assert cursor.key == ("card", 1)
    assert _ring_pixels(screen.table_view, item) == 0  # the ring went with the cursor
    press(Qt.Key.Key_Backtab)
    assert cursor.key == ("card", 0)
    press(Qt.Key.Key_Backtab)  # before the first target: Tab is not trapped, the focus leaves
    assert focused() not in (screen.table_view, screen.garden_view) and cursor.key == ("card", 0)
    press(Qt.Key.Key_Tab)  # and comes back to the first target
    assert focused() is screen.table_view and cursor.key == ("card", 0)
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Tab)  # past the last one
    assert focused() not in (screen.table_view, screen.garden_view)
    press(Qt.Key.Key_Backtab)
    assert cursor.key == ("card", 1)

    press(Qt.Key.Key_Return)  # plays the card: its cell is no target now, the nearest display space is
    assert session.state.to_dict()["phase"] == "take"
    press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the screen's shortcuts still work: undo
    assert session.state.to_dict()["phase"] == "card" and cursor.key == ("card", 1)  # back on the card
    assert focused() is screen.table_view and screen.table_scene.focused() == ("card", 1)
    press(Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # and the hint
    assert not screen.act_hint.isEnabled()  # asked: the coach is thinking
    press(Qt.Key.Key_Return)
    assert session.state.to_dict()["phase"] == "take"
    assert cursor.key in screen.selector.highlighted() and cursor.key[0] == "display"
    assert screen.table_scene.focused() == cursor.key and screen.table_scene.cell_item(cursor.key).focused

    def centre(key):
        return screen.table_scene.cell_item(key).sceneBoundingRect().center()

    here, start = centre(cursor.key), cursor.key
    lower = [k for k in screen.table_scene.highlight() if centre(k).y() > here.y() + 1]
    press(Qt.Key.Key_Down if lower else Qt.Key.Key_Up)  # the nearest target that way
    assert cursor.key != start and (centre(cursor.key).y() > here.y()) == bool(lower)
    press(Qt.Key.Key_Return)  # takes that tile: the garden's spaces or nobles are the targets, in the other view
    assert focused() is screen.garden_view and cursor.key[0] == "cell"
    assert screen.garden_scene.focused() == cursor.key and screen.table_scene.focused() is None
    if session.state.to_dict()["phase"] == "place":  # a tile that may go to more than one space
        press(Qt.Key.Key_Space)
    assert session.state.to_dict()["phase"] == "noble"
    lit = screen.selector.highlighted()
    noble = sorted(k for k in lit if k[0] == "cell")[0]
    walk_to(screen, noble)
    press(Qt.Key.Key_Return)  # the noble is chosen: the cursor stays on it, its name says so
    assert screen.selector.source == noble and cursor.key == noble
    assert screen.garden_view.accessibleName().endswith(", chosen")
    press(Qt.Key.Key_Escape)  # Esc lets go of it
    assert screen.selector.source is None and cursor.key == noble
    walk_to(screen, ("skip",))  # the skip button is a target too, with Qt's focus
    assert focused() is screen.skip_button
    press(Qt.Key.Key_Return)
    assert session.state.current_player == 1 or session.state.to_dict()["phase"] != "noble"
    session.stop()
    session.wait_for_bots()


def test_the_accessible_name_follows_the_focus_and_a_language_switch(qtbot, manager):
    screen, session = screen_for(qtbot, "sanssouci", [HUMAN, "easy"], 11)
    view = screen.table_view
    wait_for_person(qtbot, screen, session)
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Return)  # the first card: the display's spaces are the targets
    key = screen.target_cursor.key
    assert key[0] == "display"
    item = screen.table_scene.cell_item(key)
    english = view.accessibleName()
    assert english.startswith("Display, row ") and plain_words(tip_text(item)) in english
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface.text(QAccessible.Text.Name) == english
    assert "Main board and hand" in view.accessibleDescription() and " of " in view.accessibleDescription()
    press(Qt.Key.Key_Tab)
    other = view.accessibleName()
    assert other != english and screen.target_cursor.key != key  # it follows the focus
    press(Qt.Key.Key_Backtab)
    assert view.accessibleName() == english
    assert screen.score.accessibleName() == "Score" and screen.log.accessibleName() == "Turn log"

    manager.set_language("pl", save=False)  # a live switch: the name is said in Polish
    qtbot.waitUntil(lambda: view.accessibleName() != english, timeout=3000)
    polish = view.accessibleName()
    assert polish != english and plain_words(tip_text(item)) in polish
    assert interface.text(QAccessible.Text.Name) == polish
    assert screen.score.accessibleName() not in ("", "Score") and screen.log.accessibleName() != "Turn log"
    manager.set_language("en", save=False)
    qtbot.waitUntil(lambda: view.accessibleName() == english, timeout=3000)
    session.stop()
    session.wait_for_bots()
