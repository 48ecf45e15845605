"""A language switch in the middle of a game (docs/architecture.md §6.2): the scene
labels of every play screen are laid out again, so that no two of them
overlap in any language, and the hand-over screen follows the switch.

Runs offscreen and on xcb (``QT_QPA_PLATFORM=xcb uv run pytest tests/ui``).
"""

from __future__ import annotations

import importlib
import itertools

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

from gardenapp.core import registry
from gardenapp.ui.handover import HandOverScreen
from gardenapp.ui.mainwindow import game_is_available, game_ui_module_name
from gardenapp.ui.session import HUMAN, GameSession

LANGUAGES = ("en", "es", "pt", "pl")


def play_screen_games() -> list[str]:
    return [info.id for info in registry.catalogue() if game_is_available(info.id)]


def scene_labels(screen) -> list[tuple[str, object]]:
    """(text, scene rect) of every visible, non-empty text item in the screen's scenes."""
    scenes = {id(v.scene()): v.scene() for v in screen.findChildren(QGraphicsView) if v.scene() is not None}
    out = []
    for scene in scenes.values():
        for item in scene.items():
            if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
                continue
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if text.strip():
                out.append((scene, text, item.sceneBoundingRect()))
    return out


def overlaps(labels) -> list[str]:
    bad = []
    for (s1, t1, r1), (s2, t2, r2) in itertools.combinations(labels, 2):
        if s1 is not s2:
            continue
        common = r1.intersected(r2)
        if common.width() > 0.5 and common.height() > 0.5:
            bad.append(f"{t1!r} {r1.getRect()} overlaps {t2!r} {r2.getRect()}")
    return bad


def mid_game_screen(qtbot, game_id: str, players: int, moves: int = 8):
    """A play screen with a game between computer players stopped after some moves."""
    module = importlib.import_module(game_ui_module_name(game_id))
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    screen.show()
    dialog = screen.new_game_dialog()  # the seats and options a person gets by default
    dialog.players.setValue(players)
    seats = ["easy" if seat == HUMAN else seat for seat in dialog.seats()]
    session = GameSession(screen.game, dialog.options(), 4242 + players, seats, dialog.names(), pace_ms=1)
    dialog.deleteLater()
    screen.start(session)
    qtbot.waitUntil(lambda: len(session.log) >= moves or session.state.is_over, timeout=20000)
    session.stop()
    session.wait_for_bots()
    qtbot.wait(20)
    return screen


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("game_id", play_screen_games())
def test_no_scene_labels_overlap_after_switching_language_mid_game(qtbot, manager, game_id, players):
    screen = mid_game_screen(qtbot, game_id, players)
    problems = {}
    for lang in LANGUAGES:
        manager.set_language(lang, save=False)
        qtbot.wait(10)
        labels = scene_labels(screen)
        bad = overlaps(labels)
        if bad:
            problems[lang] = bad
    screen.stop()
    assert not problems, problems


def test_the_hand_over_screen_follows_a_language_switch(qtbot, manager):
    screen = HandOverScreen()
    qtbot.addWidget(screen)
    screen.show_for("Ana")
    english = (screen.title.text(), screen.hint.text(), screen.button.text())
    assert "Ana" in english[0] and "Ana" in english[2]
    seen = {english}
    for lang in ("es", "pt", "pl"):
        manager.set_language(lang, save=False)
        qtbot.wait(10)  # Qt posts LanguageChange to every widget
        texts = (screen.title.text(), screen.hint.text(), screen.button.text())
        assert "Ana" in texts[0] and "Ana" in texts[2], (lang, texts)
        assert texts not in seen, f"the hand-over screen did not retranslate to {lang}: {texts}"
        seen.add(texts)
    manager.set_language("en", save=False)
    qtbot.wait(10)
    assert (screen.title.text(), screen.hint.text(), screen.button.text()) == english


def test_long_labels_wrap_or_shrink_instead_of_being_cut(qapp):
    """What the es/pl screenshots showed cut: a Sanssouci mission name in
    its card and a Takenoko action chip."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    from gardenapp.ui import art
    from gardenapp.ui.games.takenoko.widgets import FittedToolButton

    rect = QRectF(0, 0, 53, 38)
    font = QFont()
    font.setBold(True)
    wrapped = art._wrapped_font(font, rect, "Espiral de hierbas", 8.5, 5.0, art.Qt.AlignmentFlag.AlignLeft)
    assert wrapped is not None and wrapped.pointSizeF() > 5.0
    button = FittedToolButton()
    button.resize(72, 60)  # a chip of the 330-px side panel
    button.setText("Nawadnianie")
    assert QFontMetricsF(button.font()).horizontalAdvance("Nawadnianie") <= 72 - button.PADDING + 0.5
    assert button.font().pointSizeF() >= button.MIN_POINT_SIZE
    button.setText("Pole")  # a short label gets its full size back
    assert button.font().pointSizeF() == button._base_point_size
