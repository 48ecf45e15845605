"""The app shell: home screen, run-time language switching, settings, board view."""

from __future__ import annotations

import importlib.machinery
import sys
import types

import pytest
from PySide6.QtCore import QEvent, QLocale, QPoint, QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel
from shapely.geometry import Polygon, box

from gardenapp import paths
from gardenapp.core import registry
from gardenapp.ui import i18n
from gardenapp.ui.boardview import BoardScene, BoardView, CellItem, TranslatedTextItem
from gardenapp.ui.i18n import LanguageManager, app_settings, load_translator_for_cli
from gardenapp.ui.mainwindow import MainWindow, game_is_available

AZUL = "Azul: Queen's Garden"
AZUL_PL = "Azul: Ogród Królowej"
AZUL_PT = "Azul: Jardim da Rainha"


@pytest.fixture
def settings_dir(tmp_path):
    """Every QSettings of the test goes to a temporary INI file."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield tmp_path
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


@pytest.fixture
def manager(qapp, settings_dir):
    m = LanguageManager()
    m.set_language("en", save=False)
    yield m
    m.uninstall()


@pytest.fixture
def window(qtbot, manager):
    w = MainWindow(manager)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    return w


class FakeScreen(QLabel):
    closed = Signal()

    def __init__(self, mode, parent=None):
        super().__init__(mode, parent)
        self.mode = mode
        self.retranslated = 0

    def retranslate(self):
        self.retranslated += 1

    def changeEvent(self, event):  # as the play-screen and score-helper bases do
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


@pytest.fixture
def fake_takenoko(monkeypatch):
    """Takenoko with a (stub) engine and a UI plugin, whatever the real state is."""
    name = "gardenapp.ui.games.takenoko"
    plugin = types.ModuleType(name)
    plugin.__spec__ = importlib.machinery.ModuleSpec(name, None, origin="test")
    plugin.create_play_screen = lambda parent: FakeScreen("play", parent)
    plugin.create_score_helper = lambda parent: FakeScreen("score", parent)
    monkeypatch.setitem(sys.modules, name, plugin)
    monkeypatch.setitem(registry._GAMES, "takenoko", types.SimpleNamespace(id="takenoko"))


def test_home_lists_the_five_games_and_marks_the_missing_ones(window):
    ids = [info.id for info in registry.catalogue()]
    assert ids == ["sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves"]
    assert list(window.home.cards) == ids
    for game_id, card in window.home.cards.items():
        available = game_is_available(game_id)
        assert card.available == available
        assert card.play_button.isEnabled() == available
        assert card.score_button.isEnabled() == available
        assert card.coming_label.isVisibleTo(card) == (not available)
        assert card.isVisibleTo(window)  # never hidden
    assert window.home.cards["azul_queens_garden"].name_label.text() == AZUL


def test_home_cards_and_about_read_each_titles_look_and_credits(qtbot, manager, monkeypatch):
    """docs/architecture.md §10: the look and the credits come from each title's
    announcement; a title that declares none gets NEUTRAL_LOOK and its name alone."""
    from gardenapp.core.descriptor import NEUTRAL_LOOK

    toy = registry.GameInfo("toy", "Toy garden", "A toy.", "gardenapp.games.toy_missing")
    monkeypatch.setitem(registry._INFOS, "toy", toy)
    w = MainWindow(manager)
    qtbot.addWidget(w)
    assert w.home.cards["harmonies"].glyph.look == registry.info("harmonies").look
    assert w.home.cards["harmonies"].glyph.look.mark == "H"
    assert w.home.cards["toy"].glyph.look == NEUTRAL_LOOK
    about = w.about_text()
    assert "<li><i>Toy garden</i></li>" in about
    assert "<i>Harmonies</i>, designed by Johan Benvenuto, published by Libellud" in about
    assert "<i>Under the Leaves</i>, published by Fractal Juegos" in about


def test_home_fits_narrow_windows_in_long_languages(qtbot, window, manager):
    from PySide6.QtWidgets import QBoxLayout, QScrollArea

    card = window.home.cards["azul_queens_garden"]
    assert card.buttons_layout.direction() == QBoxLayout.Direction.LeftToRight
    manager.set_language("pt")
    window.resize(window.minimumSize())
    scroll = window.home.findChild(QScrollArea)
    qtbot.waitUntil(lambda: card.buttons_layout.direction() == QBoxLayout.Direction.TopToBottom)
    qtbot.waitUntil(lambda: scroll.widget().minimumSizeHint().width() <= scroll.viewport().width())
    for c in window.home.cards.values():  # nothing cut: every label gets its size
        for label in (c.name_label, c.play_button, c.score_button):
            assert label.width() >= label.minimumSizeHint().width()


def test_available_game_opens_lazily_and_home_returns(qtbot, manager, fake_takenoko):
    w = MainWindow(manager)
    qtbot.addWidget(w)
    card = w.home.cards["takenoko"]
    assert card.available and card.play_button.isEnabled() and not card.coming_label.isVisibleTo(card)
    qtbot.mouseClick(card.score_button, Qt.MouseButton.LeftButton)
    screen = w.current_screen()
    assert isinstance(screen, FakeScreen) and screen.mode == "score"
    assert w.home_action.isEnabled() and "Takenoko" in w.windowTitle()
    manager.set_language("pl", save=False)  # once per switch (docs/architecture.md §6.11)
    qtbot.waitUntil(lambda: screen.retranslated >= 1, timeout=2000)
    qtbot.wait(50)
    assert screen.retranslated == 1
    manager.set_language("en", save=False)
    screen.closed.emit()  # a screen may close itself
    assert w.current_screen() is w.home and w.stack.count() == 1
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert w.current_screen().mode == "play"
    w.home_action.trigger()
    assert w.current_screen() is w.home and w.stack.count() == 1


def test_language_switch_relabels_widgets_and_scene_items(qtbot, window, manager):
    card = window.home.cards["azul_queens_garden"]
    scene = BoardScene()  # follows languageChanged by itself
    label = TranslatedTextItem("games", AZUL)
    scene.addItem(label)
    assert (card.play_button.text(), label.text()) == ("Play", AZUL)

    with qtbot.waitSignal(manager.languageChanged, timeout=1000) as signal:
        window.language_actions["pl"].trigger()  # through the Language menu
    assert signal.args == ["pl"]
    assert label.text() == AZUL_PL  # scene item: at once
    qtbot.waitUntil(lambda: card.play_button.text() == "Zagraj", timeout=2000)  # widgets: LanguageChange
    assert card.name_label.text() == AZUL_PL
    assert window.language_actions["pl"].isChecked()

    manager.set_language("pt")
    assert label.text() == AZUL_PT
    qtbot.waitUntil(lambda: card.play_button.text() == "Jogar", timeout=2000)
    assert window.language_actions["pt"].isChecked()

    manager.set_language("en")
    assert label.text() == AZUL
    qtbot.waitUntil(lambda: card.play_button.text() == "Play", timeout=2000)


def test_language_choice_is_saved_and_defaults_to_the_system(manager, settings_dir, monkeypatch):
    assert manager.saved_language() is None
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "es")
    assert manager.initial_language() == "es"
    manager.set_language("pl")
    assert app_settings().value(i18n.LANGUAGE_KEY) == "pl"
    assert list(settings_dir.rglob("*.ini")), "settings must go to the temporary folder"
    manager.uninstall()
    fresh = LanguageManager()
    try:
        assert fresh.apply_initial() == "pl"
    finally:
        fresh.uninstall()


def test_system_language_and_qt_catalogues():
    monkey = i18n.system_language
    assert monkey(QLocale(QLocale.Language.Polish, QLocale.Country.Poland)) == "pl"
    assert monkey(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil)) == "pt"
    assert monkey(QLocale(QLocale.Language.German, QLocale.Country.Germany)) == "en"
    assert i18n.normalize_language("pt_BR") == "pt"
    with pytest.raises(ValueError):
        i18n.normalize_language("de")
    pt = i18n.qt_catalogue("pt")
    assert pt is None or pt.name in ("qtbase_pt.qm", "qtbase_pt_BR.qm")
    assert i18n.qt_catalogue("en") is None


def test_data_paths_find_files_or_say_where_they_looked():
    assert paths.resource_path("icons", "gardenapp.svg").is_file()
    assert (paths.translations_dir() / "gardenapp_pl.qm").is_file()
    with pytest.raises(paths.DataFileNotFoundError) as info:
        paths.resource_path("icons", "no-such-icon.svg")
    message = str(info.value)
    assert "no-such-icon.svg" in message and "looked in" in message


def test_cli_translator(qapp):
    tr = load_translator_for_cli("pl")
    assert tr("games", AZUL) == AZUL_PL
    assert tr("games", "no such string") == "no such string"
    assert load_translator_for_cli("en")("games", AZUL) == AZUL
    QApplication.removeTranslator(tr.translator)


def _grid_scene():
    scene = BoardScene()
    cells = {(c, r): box(c * 10, r * 10, c * 10 + 10, r * 10 + 10) for c in range(6) for r in range(4)}
    cells["hex"] = Polygon([(70, 5), (78, 0), (86, 5), (86, 15), (78, 20), (70, 15)])
    painted = set()
    scene.add_cells(cells, painter=lambda p, item: painted.add(item.cell))
    return scene, painted


def _send_mouse(view, kind, scene_point, button, buttons):
    pos = QPointF(view.mapFromScene(scene_point))
    event = QMouseEvent(
        kind, pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(view.viewport(), event)


def test_board_view_fit_zoom_and_cell_signals(qtbot, qapp):
    scene, painted = _grid_scene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)

    def whole_board_visible():
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        return seen.contains(scene.itemsBoundingRect())

    view.fit()
    assert whole_board_visible()
    anchor = QPointF(120, 90)
    before = view.mapToScene(anchor.toPoint())
    view.zoom_by(2.0, anchor)
    assert view.zoom_level() == pytest.approx(2.0)
    assert (view.mapToScene(anchor.toPoint()) - before).manhattanLength() < 1.5  # zoom under the mouse
    wheel = QWheelEvent(
        anchor,
        view.viewport().mapToGlobal(anchor),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.zoom_level() > 2.0
    view.zoom_by(1e6)
    assert view.zoom_level() == pytest.approx(view.max_zoom)  # clamped
    view.resize(500, 350)  # no refit after a zoom
    assert view.zoom_level() == pytest.approx(view.max_zoom, rel=0.05)
    view.fit()
    assert whole_board_visible()

    scene.set_highlight([(0, 0), (1, 1), "hex"])
    assert scene.cell_item((1, 1)).highlighted and not scene.cell_item((2, 2)).highlighted
    scene.set_highlight_enabled(False)
    assert scene.highlight() == {(0, 0), (1, 1), "hex"}
    scene.set_highlight_enabled(True)
    scene.refresh([(0, 0), "missing"])
    view.grab()  # paints every cell
    assert len(painted) == len(scene.cells())
    assert isinstance(scene.cell_item("hex"), CellItem) and scene.cell_item("hex").polygon().size() == 6

    clicked, dragged = [], []
    scene.cellClicked.connect(clicked.append)
    scene.cellDragged.connect(dragged.append)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send_mouse(view, QEvent.Type.MouseButtonPress, QPointF(5, 5), left, left)
    for point in (QPointF(7, 5), QPointF(15, 5), QPointF(25, 5), QPointF(25, 15)):
        _send_mouse(view, QEvent.Type.MouseMove, point, none, left)
    _send_mouse(view, QEvent.Type.MouseButtonRelease, QPointF(25, 15), left, none)
    _send_mouse(view, QEvent.Type.MouseMove, QPointF(35, 15), none, none)
    assert clicked == [(0, 0)]
    assert dragged == [(1, 0), (2, 0), (2, 1)]

    # pan: left drag on empty space (not on a cell) and middle drag anywhere
    view.zoom_by(3.0)
    bar = view.horizontalScrollBar()
    for button, start in ((left, QPointF(-4, 5)), (Qt.MouseButton.MiddleButton, QPointF(5, 5))):
        clicked.clear()
        before = bar.value()
        _send_mouse(view, QEvent.Type.MouseButtonPress, start, button, button)
        _send_mouse(view, QEvent.Type.MouseMove, start + QPointF(6, 0), none, button)
        _send_mouse(view, QEvent.Type.MouseButtonRelease, start + QPointF(6, 0), button, none)
        assert bar.value() < before and clicked == []
