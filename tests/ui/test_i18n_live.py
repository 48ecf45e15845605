"""Names and counts on a play screen read right in every language (translations/README.md).

* the prompt at the end of a game names the players ("Wygrywa: Bruno"), not the engine's
  seats "P1"/"P2" (docs/architecture.md §2: the engine holds no names, the UI adds them);
* a counted text on a screen takes the language's plural form after a switch.
"""

from __future__ import annotations

import importlib
import re

import pytest

from gardenapp.core.conformance import play_random_game
from gardenapp.ui.i18n import LanguageManager
from gardenapp.ui.mainwindow import game_ui_module_name
from gardenapp.ui.session import HUMAN, GameSession


@pytest.fixture
def manager(qapp):
    m = LanguageManager()
    m.set_language("en", save=False)
    yield m
    m.set_language("en", save=False)
    m.uninstall()


def finished_screen(qtbot, monkeypatch, game_id: str, seed: int = 4):
    module = importlib.import_module(game_ui_module_name(game_id))
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    session = GameSession(screen.game, {"players": 2}, seed, [HUMAN, HUMAN], ["Ana", "Bruno"])
    screen.start(session)
    monkeypatch.setattr(screen, "_needs_handover", lambda player: False)
    _final, record = play_random_game(game, {"players": 2}, seed)
    for action in record.actions:
        session.play(action)
    assert session.state.is_over
    qtbot.wait(20)
    return screen, session


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves", "takenoko"])
def test_the_end_prompt_names_the_players_in_every_language(qtbot, monkeypatch, manager, game_id):
    screen, session = finished_screen(qtbot, monkeypatch, game_id)
    for lang in ("en", "pt", "es", "pl"):
        manager.set_language(lang, save=False)
        qtbot.wait(50)
        text = screen.prompt.text()
        assert not re.search(r"\bP[12]\b", text), (lang, text)
        assert "Ana" in text or "Bruno" in text, (lang, text)
    screen.stop()


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves"])
def test_the_photo_pane_follows_a_language_switch(qtbot, manager, game_id):
    """The score helper's photo pane ("Align the grid", "Propose from the photo", "Grid")
    is relabelled at once, not when the helper is opened again."""
    from PySide6.QtCore import QCoreApplication

    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    pane = helper.photo_pane
    pane.show()
    for lang in ("pl", "pt"):
        manager.set_language(lang, save=False)
        qtbot.wait(50)
        for widget, source in (
            (pane.align_button, "Align the grid"),
            (pane.propose_button, "Propose from the photo"),
            (pane.opacity_label, "Grid"),
        ):
            wanted = QCoreApplication.translate("PhotoPane", source)
            assert wanted != source and widget.text() == wanted, (lang, source, widget.text())


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves", "takenoko", "sanssouci", "azul_queens_garden"])
def test_default_player_names_on_an_existing_board_follow_a_switch(qtbot, manager, game_id):
    """A board made in English keeps "Player 1" no longer after a switch to Polish:
    it becomes "Gracz 1"; a typed name stays."""
    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    helper.start(2)
    qtbot.wait(50)
    assert helper.tab_name(0) == "Player 1", helper.tab_name(0)
    data = helper.file_dict()
    data["players"][1]["name"] = "Bruno"
    helper._edit_whole(data, "rename")
    manager.set_language("pl", save=False)
    qtbot.wait(50)
    assert [helper.tab_name(0), helper.tab_name(1)] == ["Gracz 1", "Bruno"]
    assert helper.file_dict()["players"][0]["name"] == "Gracz 1"
    manager.set_language("pt", save=False)
    qtbot.wait(50)
    assert helper.tab_name(0) == "Jogador 1"
