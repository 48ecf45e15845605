"""No English left after a live switch to Polish, on every screen (docs/architecture.md §6.11:
a language switch re-renders every text, scenes included; docs/architecture.md §9).

For every game, its play screen (a game in progress, and one finished) and its score
helper (a board entered, the photo pane open) are opened in English; every text they
show is collected: labels, buttons, group boxes, window and tab titles, combo-box items,
tooltips, placeholders, list and table cells and headers, the screen's menu actions, the
text items of its scenes and the texts its painting code draws (``art.painted_texts``).
Then the language is switched to Polish live, the texts are collected again, and every
text still shown that is English (shown the same in English, or a source the Polish
catalogue translates) fails the test, unless ``ALLOWED`` says why Polish writes it so.
Every entry of ``ALLOWED`` must excuse a text on the screens it names (no stale entry).
"""

from __future__ import annotations

import importlib
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QEvent, QRectF, Qt
from PySide6.QtGui import QAction, QImage, QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from gardenapp.core import registry
from gardenapp.core.conformance import play_random_game
from gardenapp.ui import art
from gardenapp.ui.boardview import tip_text
from gardenapp.ui.mainwindow import game_is_available, game_ui_module_name
from gardenapp.ui.session import HUMAN, GameSession

ROOT = Path(__file__).resolve().parents[2]
GAMES = [info.id for info in registry.catalogue() if game_is_available(info.id)]
SCREENS = ("play-in-progress", "play-finished", "score-helper")
PLAY = ("play-in-progress", "play-finished")
NAMES = ["Ana", "Bruno"]


@dataclass(frozen=True)
class Allowed:
    """A text Polish shows as English does, and why."""

    pattern: str  # matches the whole text
    reason: str
    screens: tuple[tuple[str, str], ...]  # (game, screen) where it is shown


def everywhere(*screens: str, games: tuple[str, ...] = tuple(GAMES)) -> tuple[tuple[str, str], ...]:
    return tuple((g, s) for g in games for s in screens)


#: What may stay the same after a switch to Polish, with the reason for each.
ALLOWED: list[Allowed] = [
    Allowed(r"(Ana|Bruno)", "the players' names, as typed", everywhere(*SCREENS)),
    Allowed(
        r"★ (Ana|Bruno)",
        "the winner's name with the winner's star (score table header)",
        everywhere("play-finished", "score-helper"),
    ),
    Allowed(
        r"[AB]",
        "a player's initial on the disc of their garden (Ana, Bruno)",
        everywhere(*SCREENS, games=("sanssouci",)),
    ),
    Allowed(r"▶ Bruno", "the name of the player to move, marked ▶", (("sanssouci", "play-in-progress"),)),
    Allowed(
        r"(Ana|Bruno) — \d+",
        "a player's name and points over their board",
        everywhere(*PLAY, games=("harmonies",)),
    ),
    Allowed(
        r"[AS]\d\d",
        "Harmonies card numbers (A01 animal, S01 Nature's Spirit), as the board files write them (docs/formats.md §1.2)",
        everywhere(*SCREENS, games=("harmonies",)),
    ),
    Allowed(
        r"Koala( \(A\d\d\))?",
        "the card's animal: Polish writes Koala too (with its card number)",
        (("harmonies", "score-helper"),),
    ),
    Allowed(
        r"G\d\d",
        "Under the Leaves tile ids (G01..G50), as the board files and the rules write them (docs/formats.md §6.6)",
        everywhere(*SCREENS, games=("under_the_leaves",)),
    ),
    Allowed(
        r"S[1-4]",
        "Under the Leaves starting tile ids (S1..S4), as the board files write them (docs/formats.md §6.6)",
        (("under_the_leaves", "score-helper"),),
    ),
    Allowed(
        r"c\d",
        "a field chosen for docs/rules/under_the_leaves.md §5.5, numbered with the Choices tool's key C"
        " (palette keys are the same in every language)",
        (("under_the_leaves", "score-helper"),),
    ),
    Allowed(
        r"[FP]",
        "Polish field letters that are English letters too: P pomarańczowy (orange), F fioletowy (purple)",
        everywhere(*SCREENS, games=("under_the_leaves",)),
    ),
    Allowed(
        r"A[1-6]",
        "Azul's garden areas A1-A6, as the rules and the board files name them",
        everywhere(*SCREENS, games=("azul_queens_garden",)),
    ),
    Allowed(
        r"[FL]",
        "Polish colour letters that are English letters too: F fioletowy (purple), L liliowy (lilac)",
        everywhere(*PLAY, games=("azul_queens_garden",)),
    ),
    Allowed(
        r"Panda( \(P\))?",
        "the panda: Polish writes Panda too (with the palette key P)",
        everywhere(*SCREENS, games=("takenoko",)),
    ),
]


def polish_catalogue() -> set[str]:
    """English sources the Polish catalogue translates to something else (no fields)."""
    root = ET.parse(ROOT / "translations" / "gardenapp_pl.ts").getroot()
    out = set()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        forms = [t.text or "" for t in message.iter("numerusform")] or [message.findtext("translation") or ""]
        if any(forms) and source not in forms and "{" not in source and "%" not in source:
            out.add(source)
    return out


def plain(text: str) -> list[str]:
    """A shown text as the lines a person reads (rich text as plain text, no shortcut marks)."""
    if re.search(r"<(b|i|br|p|html|span|div|a|ul|li|table|font)\b", text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    text = re.sub(r"&(?=[^&\s])", "", text).replace("&&", "&")
    return [line.strip() for line in text.splitlines() if line.strip()]


def no_letters(text: str) -> bool:
    """Digits, signs and marks only ("12", "−3", "×2", "…"): no language."""
    return not any(ch.isalpha() for ch in text)


Shown = list[tuple[str, str]]  # (where, text)


def where(obj) -> str:
    name = obj.objectName() if hasattr(obj, "objectName") else ""
    return type(obj).__name__ + (f"#{name}" if name else "")


def widget_texts(root: QWidget) -> Shown:
    out: Shown = [("window title", root.windowTitle()), ("tooltip", tip_text(root))]
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        at = where(w)
        out += [(f"{at} title", w.windowTitle()), (f"{at} tooltip", tip_text(w)), (f"{at} name", w.accessibleName())]
        texts: list[str] = []
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                if w.isTabVisible(i):
                    texts += [w.tabText(i), w.tabToolTip(i)]
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            texts += [w.text(), w.placeholderText()]
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            texts += [w.toPlainText(), w.placeholderText()]
        elif isinstance(w, QAbstractSpinBox):
            texts += [w.specialValueText(), getattr(w, "prefix", str)(), getattr(w, "suffix", str)()]
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            texts += model_texts(w)
        out += [(at, t) for t in texts]
    for action in root.findChildren(QAction):
        if action.isVisible() and not action.isSeparator():
            at = "action " + where(action)
            out += [(at, action.text()), (f"{at} tooltip", action.toolTip())]
    out += [("menu title", m.title()) for m in root.findChildren(QMenu)]
    return out


def model_texts(view: QAbstractItemView) -> list[str]:
    """The cells and headers of a list or table, as shown and as tooltips."""
    model = view.model()
    root = view.rootIndex()
    rows = model.rowCount(root)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    out: list[str] = []
    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
        for r in range(rows):
            out.append(str(model.headerData(r, Qt.Orientation.Vertical, role) or ""))
            for c in range(columns):
                value = model.data(model.index(r, c, root), role)
                out.append(value if isinstance(value, str) else "")
        for c in range(columns):
            out.append(str(model.headerData(c, Qt.Orientation.Horizontal, role) or ""))
    if isinstance(view, QListWidget):
        out += [view.item(i).toolTip() for i in range(view.count())]
    return out


def scene_texts(root: QWidget) -> Shown:
    """The text items and tooltips of the screen's scenes, and what their items paint."""
    scenes = {id(v.scene()): v.scene() for v in root.findChildren(QGraphicsView) if v.scene() is not None}
    out: Shown = []
    for scene in scenes.values():
        for item in scene.items():
            if not item.isVisible():
                continue
            at = "scene " + type(item).__name__
            out.append((f"{at} tooltip", tip_text(item)))
            if isinstance(item, QGraphicsSimpleTextItem):
                out.append((at, item.text()))
            elif isinstance(item, QGraphicsTextItem):
                out.append((at, item.toPlainText()))
        rect = scene.itemsBoundingRect()
        if rect.isEmpty():
            continue
        for item in scene.items():
            if item.cacheMode() != QGraphicsItem.CacheMode.NoCache:
                item.update()  # painted now, not copied from a cache (stale_cached_paintings checks those)
        image = QImage(400, 400, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        with art.painted_texts() as painted:
            scene.render(painter, QRectF(0, 0, 400, 400), rect)
        painter.end()
        out += [("scene painting", t) for t in painted]
    return out


def stale_cached_paintings(root: QWidget) -> list[str]:
    """The views whose picture changes when their cached items are drawn again: a
    cached painting (``QGraphicsItem.setCacheMode``) kept from before the switch."""
    out = []
    for view in root.findChildren(QGraphicsView):
        scene = view.scene()
        if scene is None or not view.isVisibleTo(root):
            continue
        cached = [i for i in scene.items() if i.cacheMode() != QGraphicsItem.CacheMode.NoCache and i.isVisible()]
        if not cached:
            continue
        shown = view.viewport().grab().toImage()
        for item in cached:
            item.update()  # drops its cache
        if view.viewport().grab().toImage() != shown:
            kinds = sorted({type(i).__name__ for i in cached})
            out.append(f"{where(view)}: cached {', '.join(kinds)} drawn before the switch")
    return out


def shown_texts(root: QWidget) -> dict[str, str]:
    """Every text ``root`` shows now, line by line -> where it is shown."""
    with art.painted_texts() as painted:
        root.grab()  # the widgets' own painting (the views' items are rendered in scene_texts)
    shown = widget_texts(root) + scene_texts(root) + [("widget painting", t) for t in painted]
    out: dict[str, str] = {}
    for at, text in shown:
        for line in plain(text) if text else ():
            out.setdefault(line, at)
    return out


def play_screen(qtbot, monkeypatch, game_id: str, finished: bool, seed: int = 4) -> QWidget:
    module = importlib.import_module(game_ui_module_name(game_id))
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    screen.show()
    session = GameSession(screen.game, {"players": 2}, seed, [HUMAN, HUMAN], NAMES)
    _final, record = play_random_game(screen.game, {"players": 2}, seed)
    actions = record.actions if finished else record.actions[: len(record.actions) // 2]
    for action in actions:  # before the screen shows it, as a saved game is opened
        session.play(action)
    assert session.state.is_over == finished
    monkeypatch.setattr(screen, "_needs_handover", lambda player: False)
    screen.start(session)
    assert any(d.isVisible() for d in screen.findChildren(QDialog)) == finished  # the end table
    qtbot.wait(20)
    return screen


def example(game_id: str) -> Path:
    """A finished board of two players named Ana and Bruno."""
    import json

    for path in sorted((ROOT / "gardenapp" / "games" / game_id / "examples").glob("*.json")):
        if [p.get("name") for p in json.loads(path.read_text("utf-8"))["players"]] == NAMES:
            return path
    raise AssertionError(f"{game_id}: no example board of Ana and Bruno")


def score_helper(qtbot, tmp_path, game_id: str) -> QWidget:
    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.resize(1300, 850)
    helper.show()
    assert helper.open_path(str(example(game_id)))
    photo = QImage(320, 240, QImage.Format.Format_RGB32)
    photo.fill(0x557755)
    photo.save(str(tmp_path / "board.png"), "PNG")
    assert helper.use_photo(str(tmp_path / "board.png"))
    qtbot.wait(20)
    assert helper.photo_pane.isVisible()
    return helper


@pytest.mark.parametrize("screen_kind", SCREENS)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_english_is_left_after_a_switch_to_polish(qtbot, monkeypatch, tmp_path, manager, game_id, screen_kind):
    if screen_kind in PLAY:
        screen = play_screen(qtbot, monkeypatch, game_id, finished=screen_kind == "play-finished")
    else:
        screen = score_helper(qtbot, tmp_path, game_id)
    english = shown_texts(screen)
    assert len(english) > 20, english  # the collection sees the screen
    manager.set_language("pl", save=False)
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.wait(20)
    stale = stale_cached_paintings(screen)
    polish = shown_texts(screen)
    if screen_kind in PLAY:
        screen.stop()
    catalogue = polish_catalogue()
    left = {t for t in polish if (t in english or t in catalogue) and not no_letters(t)}
    rules = [a for a in ALLOWED if (game_id, screen_kind) in a.screens]
    excused = {t for t in left if any(re.fullmatch(a.pattern, t) for a in rules)}
    stale = [a.pattern for a in rules if not any(re.fullmatch(a.pattern, t) for t in left)]
    assert not stale, f"{game_id} {screen_kind}: a painting kept from before the switch: {stale}"
    shown = "\n".join(f"  {t!r}  ({polish[t]})" for t in sorted(left - excused))
    assert not shown, f"{game_id} {screen_kind}: {len(left - excused)} still English:\n{shown}"
    assert not stale, f"{game_id} {screen_kind}: allowed but not shown: {stale}"


class _Word(QGraphicsItem):
    """An item that paints a word, cached as the score helpers' cells are."""

    def __init__(self, word: str):
        super().__init__()
        self.word = word
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, 120, 40)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        art.fit_text(painter, self.boundingRect(), self.word, 14)


def test_the_collection_sees_painted_words_and_stale_cached_paintings(qtbot):
    """The checks above can fail: a painted word is collected, and a cached painting
    whose word changed without a repaint is found."""
    from PySide6.QtWidgets import QGraphicsScene, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    scene = QGraphicsScene()
    item = _Word("Grid")
    scene.addItem(item)
    view = QGraphicsView(scene)
    QVBoxLayout(root).addWidget(view)
    root.resize(300, 200)
    root.show()
    qtbot.waitExposed(root)
    view.viewport().grab()  # the cache is filled
    assert shown_texts(root).get("Grid") == "scene painting"
    item.word = "Siatka"  # no update(): the view still shows "Grid"
    assert stale_cached_paintings(root) == ["QGraphicsView: cached _Word drawn before the switch"]
    assert stale_cached_paintings(root) == []  # drawn again by the check
    assert "Siatka" in shown_texts(root)


def _raise_score(helper) -> None:
    page = helper.tabs.widget(0)
    page.score.setValue(page.score.value() + 1)


def _remove_a_card(helper) -> None:
    helper.tabs.widget(0).toggle_card("A31")


def _add_a_photo(helper, tmp_path) -> None:
    photo = QImage(32, 24, QImage.Format.Format_RGB32)
    photo.fill(0x557755)
    photo.save(str(tmp_path / "board.png"), "PNG")
    assert helper.use_photo(str(tmp_path / "board.png"))


@pytest.mark.parametrize(
    "game_id, edit, context, source, card",
    [
        ("azul_queens_garden", _raise_score, "AzulPlayerPage", "Score", None),
        ("harmonies", _remove_a_card, "HarmoniesPlayerPage", "Remove {card}", "A31"),
        ("sanssouci", _add_a_photo, "ScoreHelperBase", "Photo", None),
    ],
)
def test_the_undo_step_names_follow_a_switch(qtbot, tmp_path, manager, game_id, edit, context, source, card):
    """Undo's tooltip names the step it undoes: after a switch, in the new language
    (a step of the base, of a player's page, and one naming a card)."""
    from PySide6.QtCore import QCoreApplication

    from gardenapp.ui.games.harmonies import painting

    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    assert helper.open_path(str(example(game_id)))
    if edit is _add_a_photo:
        edit(helper, tmp_path)
    else:
        edit(helper)

    def expected() -> str:
        text = QCoreApplication.translate(context, source)
        return text.format(card=painting.label(card)) if card else text

    english = expected()
    assert helper.undo_stack.undoText() == english and helper.act_undo.toolTip() == english
    manager.set_language("pl", save=False)
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.wait(10)
    polish = expected()
    assert polish != english
    assert (helper.undo_stack.undoText(), helper.act_undo.toolTip()) == (polish, polish)
    helper.undo_stack.undo()
    assert helper.act_redo.toolTip() == polish


def test_a_paint_strokes_undo_name_follows_a_switch(qtbot, manager):
    """A Harmonies paint stroke ("Paint {stack}") is named again in the new language,
    the stack's name included."""
    from PySide6.QtCore import QCoreApplication

    from gardenapp.ui.games.harmonies import painting

    helper = importlib.import_module(game_ui_module_name("harmonies")).create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    helper.start(2)
    page = helper.tabs.widget(0)
    tool = next(t for t in helper.palette_tools if isinstance(t, int))
    page.paint(tool, [sorted(page.scene.cells())[0]])

    def expected() -> str:
        what = painting.label(f"stack:{tool}")
        return QCoreApplication.translate("HarmoniesPlayerPage", "Paint {what}").format(what=what)

    english = expected()
    assert helper.act_undo.toolTip() == english
    manager.set_language("pl", save=False)
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.wait(10)
    assert expected() != english and helper.act_undo.toolTip() == expected()


def _sanssouci_track(helper):
    page = helper.tabs.widget(0)
    page.track.setValue(page.track.value() + 1)
    return "PlayerPage", "Score track", {}


def _takenoko_card(helper):
    from gardenapp.games.takenoko.data import CARDS, PLOT_TYPE
    from gardenapp.ui.games.takenoko import painting

    card = next(c for c in CARDS if c.type == PLOT_TYPE and c.id not in helper.tabs.widget(0).completed)
    helper.tabs.widget(0)._click(card.id, 1)
    return "PlayerCardsPage", "Add {card}", {"card": lambda: painting.card_name(card)}


def _takenoko_garden(helper):
    editor = helper.garden_editor
    key = next(iter(editor.data["plots"]))
    editor._erase_plot(key, editor.data["plots"])
    return "GardenEditor", "Erase a plot", {}


@pytest.mark.parametrize(
    "game_id, edit",
    [("sanssouci", _sanssouci_track), ("takenoko", _takenoko_card), ("takenoko", _takenoko_garden)],
)
def test_the_pages_undo_step_names_follow_a_switch(qtbot, manager, game_id, edit):
    """The steps a page names itself (Sanssouci's score track, a Takenoko card added, a plot
    erased in Takenoko's garden editor) are named again after a switch."""
    from PySide6.QtCore import QCoreApplication

    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    assert helper.open_path(str(example(game_id)))
    context, source, fields = edit(helper)

    def expected() -> str:
        return QCoreApplication.translate(context, source).format(**{k: f() for k, f in fields.items()})

    english = expected()
    assert helper.act_undo.toolTip() == english
    manager.set_language("pl", save=False)
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.wait(10)
    assert expected() != english and helper.act_undo.toolTip() == expected()
