"""How to play (issue 13, point 4): the pages shipped in resources/howto/,
the window that shows them in the current language, and the ways to open it
(Help menu, a play screen's and a score helper's Rules action, a double-click
on a rule row of the score table)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gardenapp import games as _games  # noqa: F401 - announces the titles
from gardenapp import paths
from gardenapp.core import registry
from gardenapp.ui import howto
from gardenapp.ui.howto import HowToPlayWindow, find_page, open_howto
from gardenapp.ui.i18n import LANGUAGE_CODES, LanguageManager

GAME_IDS = [info.id for info in registry.catalogue()]   # all five games


class _Anchors(HTMLParser):
    def __init__(self):
        super().__init__()
        self.anchors: set[str] = set()
        self.tags: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        for key, value in attrs:
            if key in ("id", "name") and value:
                self.anchors.add(value)
            if key in ("href", "src"):
                self.hrefs.append(value or "")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_page_in_each_language_with_an_anchor_per_rule(game_id):
    rules = registry.get(game_id).descriptor.rules
    missing = [f"resources/howto/{game_id}/{lang}.html" for lang in LANGUAGE_CODES
               if howto.page_path(game_id, lang) is None]
    assert not missing, f"missing pages: {', '.join(missing)}"
    for lang in LANGUAGE_CODES:
        parser = _Anchors()
        parser.feed(howto.page_path(game_id, lang).read_text(encoding="utf-8"))
        wanted = {f"rule-{r}" for r in rules} | {"overview", "turn", "scoring", "end"}
        assert wanted <= parser.anchors, f"{game_id}/{lang}.html lacks {sorted(wanted - parser.anchors)}"
        assert not parser.tags & {"script", "img", "iframe", "link"}, f"{game_id}/{lang}.html"
        assert all(h.startswith("#") for h in parser.hrefs), f"{game_id}/{lang}.html links out: {parser.hrefs}"


def test_pages_are_found_through_the_package_resources():
    path = howto.page_path("harmonies", "pt")
    assert path == paths.resource_path("howto", "harmonies", "pt.html")


@pytest.fixture
def manager(qapp):
    m = LanguageManager()
    m.set_language("en", save=False)
    yield m
    m.set_language("en", save=False)
    m.uninstall()


def _shown_file(window: HowToPlayWindow) -> str:
    return window.browser.source().toLocalFile().rsplit("/", 2)[-2] + "/" + \
        window.browser.source().toLocalFile().rsplit("/", 1)[-1]


def test_the_window_shows_the_current_language_and_follows_a_switch(qtbot, manager):
    manager.set_language("pt", save=False)
    window = open_howto(None, "takenoko")
    qtbot.addWidget(window)
    assert _shown_file(window) == "takenoko/pt.html" and window.shown_language == "pt"
    assert not window.notice.isVisible()
    manager.set_language("pl", save=False)
    assert _shown_file(window) == "takenoko/pl.html"
    assert "Takenoko" in window.windowTitle()
    assert window.game_combo.currentData() == "takenoko"


def test_a_missing_translation_falls_back_to_english_and_says_so(qtbot, manager, monkeypatch):
    real = howto.page_path
    monkeypatch.setattr(howto, "page_path", lambda g, lang: None if lang == "es" else real(g, lang))
    manager.set_language("es", save=False)
    window = open_howto(None, "sanssouci")
    qtbot.addWidget(window)
    assert _shown_file(window) == "sanssouci/en.html" and window.shown_language == "en"
    assert not window.notice.isHidden() and "Español" in window.notice.text()
    manager.set_language("pt", save=False)
    assert _shown_file(window) == "sanssouci/pt.html" and window.notice.isHidden()
    assert find_page("no_such_game", "pt") == (None, "pt")


@pytest.fixture
def main_window(qtbot, manager):
    from gardenapp.ui.mainwindow import MainWindow
    w = MainWindow(manager)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    return w


def test_help_menu_opens_a_chooser_at_home_and_the_current_game_on_a_screen(qtbot, main_window):
    assert main_window.howto_action in main_window.help_menu.actions()
    main_window.howto_action.trigger()
    window = main_window.findChild(HowToPlayWindow)
    assert window is not None and window.isVisible()
    assert window.game_combo.count() >= 3 and window.game_id == window.game_combo.currentData()
    window.game_combo.setCurrentIndex(window.game_combo.findData("harmonies"))
    assert _shown_file(window) == "harmonies/en.html"

    screen = main_window.open_game("takenoko", "play", ask_resume=False)
    assert screen is not None
    main_window.howto_action.trigger()
    assert main_window.findChildren(HowToPlayWindow) == [window]   # one window, reused
    assert window.game_id == "takenoko" and _shown_file(window) == "takenoko/en.html"


def test_a_play_screens_rules_action_opens_its_page(qtbot, manager):
    from gardenapp.ui.games.harmonies import create_play_screen
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    assert screen.act_rules in screen.toolbar.actions() and screen.act_rules.text() == "Rules"
    screen.act_rules.trigger()
    window = screen.findChild(HowToPlayWindow)
    assert window is not None and window.game_id == "harmonies"
    assert _shown_file(window) == "harmonies/en.html"


def test_double_clicking_a_rule_row_opens_the_page_at_that_rule(qtbot, manager):
    from gardenapp.ui.games.harmonies import create_score_helper
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.resize(1200, 800)
    helper.show()
    helper.start(2)
    assert helper.act_rules in helper.toolbar.actions()
    table = helper.score
    row = table.score_model.sheet.rules.index("water")
    assert table.score_model.headerData(row, Qt.Vertical, Qt.ToolTipRole) == "Double-click: the rule"
    index = table.score_model.index(row, 1)
    with qtbot.waitSignal(table.ruleActivated) as signal:
        centre = table.visualRect(index).center()
        qtbot.mouseClick(table.viewport(), Qt.LeftButton, pos=centre)
        qtbot.mouseDClick(table.viewport(), Qt.LeftButton, pos=centre)
    assert signal.args == ["water"]
    window = helper.findChild(HowToPlayWindow)
    assert window is not None and window.game_id == "harmonies"
    assert window._anchor == "rule-water"
    QApplication.processEvents()
    bar = window.browser.verticalScrollBar()
    assert bar.value() > 0   # scrolled down to the water rule

    # the rule's name in the row header too, and the total row opens nothing new
    table._activate_row(table.score_model.sheet.rules.index("trees"))
    assert window._anchor == "rule-trees"
    with qtbot.assertNotEmitted(table.ruleActivated):
        table._activate_row(len(table.score_model.sheet.rules))
