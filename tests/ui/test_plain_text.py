"""Outside text is shown as plain text everywhere: a player's name from a
board file, a saved game or the new-game dialog never renders as markup
(an ``<img>`` would load a local picture, a ``<b>`` could fake the result
line), and a ``&`` in a name is never taken for a shortcut mark.

The audit opens every play screen (a saved game with hostile names, opened
with Open, hand-over screen and final-score dialog included) and every
score helper (a board with hostile names, then History) of the five games,
and walks every label, button, tab, group box, action, tooltip (widgets,
scene items, table cells), window title and message box text.
"""

from __future__ import annotations

import ast
import html
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QMessageBox,
    QTabBar,
    QWidget,
)

from gardenapp.core import registry
from gardenapp.ui.boardview import tip_text
from gardenapp.ui.i18n import LanguageManager
from gardenapp.ui.mainwindow import MainWindow
from gardenapp.ui.plaintext import literal, no_mnemonic, plain_title, plain_tooltip
from tests.test_hostile_files import saved_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")
EXAMPLES = {
    "harmonies": "rulebook_full_board_side_a.json",
    "takenoko": "greedy_game_2p.json",
    "sanssouci": "two_players.json",
    "azul_queens_garden": "two_gardens_rulebook_groups.json",
    "under_the_leaves": "greedy_game_2p.json",
}
PICTURE = "/tmp/gardenapp-private.png"
HOSTILE = (f'<img src="{PICTURE}" width=200>', "<b>x</b>[*]", "&amp;", '<a href="http://evil.example/">win</a>')


def renders_rich(text: str, fmt: Qt.TextFormat) -> bool:
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))


def unescaped(text: str, name: str, escaped: str) -> bool:
    """``name`` occurs in ``text`` other than in its ``escaped`` form."""
    return name in text.replace(escaped, "")


class Audit:
    """Every place a text is shown, and the ones that would not show a name as itself."""

    def __init__(self) -> None:
        self.bad: list[str] = []
        self.seen = 0  # texts that hold a hostile name (the audit is not vacuous)

    def _count(self, text: str) -> None:
        self.seen += any(n in text or html.escape(n) in text or no_mnemonic(n) in text for n in HOSTILE)

    def rich(self, where: str, text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> None:
        """A text Qt may draw as rich text: every name in it escaped."""
        self._count(text)
        if renders_rich(text, fmt):
            for name in HOSTILE:
                if unescaped(text, name, html.escape(name)):
                    self.bad.append(f"{where}: {text!r}")

    def mnemonic(self, where: str, text: str) -> None:
        """A button's, tab's, group box's or action's text: a name's ``&`` doubled."""
        self._count(text)
        for name in HOSTILE:
            if "&" in name and unescaped(text, name, no_mnemonic(name)):
                self.bad.append(f"{where}: {text!r}")

    def title(self, where: str, text: str) -> None:
        self._count(text)
        for name in HOSTILE:
            if "[*]" in name and unescaped(text, name, plain_title(name)):
                self.bad.append(f"{where}: {text!r}")

    def widget(self, w: QWidget) -> None:
        where = f"{type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QLabel):
            self.rich(where, w.text(), w.textFormat())
            if w.buddy() is not None:
                self.mnemonic(where, w.text())
        if isinstance(w, QAbstractButton):
            self.mnemonic(where, w.text())
        if isinstance(w, QGroupBox):
            self.mnemonic(where, w.title())
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                self.mnemonic(f"{where} tab {i}", w.tabText(i))
                self.rich(f"{where} tab {i} tooltip", w.tabToolTip(i))
        for action in w.actions():
            self.mnemonic(f"{where} action", action.text())
            self.rich(f"{where} action tooltip", action.toolTip())
        self.rich(f"{where} tooltip", tip_text(w) if getattr(w, "_tip", None) is not None else w.toolTip())
        if w.isWindow():
            self.title(f"{where} title", w.windowTitle())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            self.model(where, w.model())
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                self.rich(f"{where} item {type(item).__name__}", tip_text(item))
                if isinstance(item, QGraphicsTextItem):
                    self.rich(f"{where} text item", item.toHtml(), Qt.TextFormat.RichText)

    def model(self, where: str, model) -> None:
        tooltip = Qt.ItemDataRole.ToolTipRole
        columns = min(model.columnCount(QModelIndex()), 20) if isinstance(model, QAbstractTableModel) else 1
        for row in range(min(model.rowCount(QModelIndex()), 200)):
            for col in range(columns):
                text = model.data(model.index(row, col), tooltip)
                if isinstance(text, str):
                    self.rich(f"{where} cell {row},{col} tooltip", text)
        for section in range(columns):
            text = model.headerData(section, Qt.Orientation.Horizontal, tooltip)
            if isinstance(text, str):
                self.rich(f"{where} header {section} tooltip", text)

    def everything(self) -> None:
        for w in QApplication.allWidgets():
            self.widget(w)


@pytest.fixture
def boxes(monkeypatch):
    """Every message box's text (a box would wait forever offscreen)."""
    shown: list[tuple[str, str]] = []

    def record(name):
        def box(parent, title, text, *args, **kwargs):
            shown.append((f"QMessageBox.{name} {title}", text))
            return QMessageBox.StandardButton.Yes if name == "question" else QMessageBox.StandardButton.Ok

        return box

    for name in ("warning", "information", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, record(name))
    return shown


@pytest.fixture
def window(qtbot, qapp):
    manager = LanguageManager()
    manager.set_language("en", save=False)
    w = MainWindow(manager)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    manager.uninstall()


def check(audit: Audit, boxes) -> None:
    audit.everything()
    for where, text in boxes:
        audit.rich(where, text)
    assert audit.bad == [], "\n".join(audit.bad)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_game_with_hostile_names_shows_them_as_plain_text_on_the_play_screen(
    game_id, window, qtbot, tmp_path, monkeypatch, boxes
):
    game = registry.get(game_id)
    players = min(4, game.max_players)
    path = tmp_path / "hostile.json"
    path.write_text(
        json.dumps(saved_game(game, players=players, steps=12, names=list(HOSTILE[:players]))), encoding="utf-8"
    )
    screen = window.open_game(game_id, "play", ask_resume=False)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(screen, "confirm_discard", lambda: True)
    screen.open_game()
    assert screen.session is not None and screen.session.names == list(HOSTILE[:players]), boxes
    screen.session.pace_ms = 0
    qtbot.wait(50)
    audit = Audit()
    check(audit, boxes)
    if game.descriptor.hidden_hands:  # "Pass the screen to …" and its button
        assert screen.handover.isVisibleTo(screen)
        assert screen.handover.title.textFormat() == Qt.TextFormat.PlainText
        assert any(name in screen.handover.title.text() for name in HOSTILE)
    screen.show_end_table()  # the final-score dialog: the result line with the names
    check(audit, boxes)
    assert audit.seen > 0
    screen.stop()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_board_with_hostile_names_shows_them_as_plain_text_in_the_score_helper_and_the_history(
    game_id, window, qtbot, tmp_path, boxes
):
    source = ROOT / "gardenapp" / "games" / game_id / "examples" / EXAMPLES[game_id]
    helper = window.open_game(game_id, "score", ask_resume=False)
    audit = Audit()
    for first in (0, 2):
        data = json.loads(source.read_text(encoding="utf-8"))
        data["players"][0]["name"], data["players"][1]["name"] = HOSTILE[first], HOSTILE[first + 1]
        path = tmp_path / f"board{first}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert helper.open_path(str(path)), boxes
        assert [helper.tab_name(i) for i in range(2)] == list(HOSTILE[first : first + 2])
        check(audit, boxes)
    assert HOSTILE[3] in helper.result.text() or HOSTILE[2] in helper.result.text()
    assert helper.result.textFormat() == Qt.TextFormat.PlainText
    # A board the editors refuse: its problems, with the players' names, in a message box.
    data["players"][1]["extra"] = 10**9
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not helper.open_path(str(path))
    assert boxes and HOSTILE[3] in html.unescape(boxes[-1][1])
    helper.add_to_history()
    history = window.show_history()
    qtbot.wait(20)
    check(audit, boxes)
    assert audit.seen > 0 and history is not None


def test_the_helpers_show_any_text_as_itself():
    for name in HOSTILE:
        shown = literal(name)
        assert not GuiQt.mightBeRichText(shown) or name not in shown.replace(html.escape(name), "")
        assert plain_tooltip(name) == literal(name)
    assert literal("Ana: 3 < 4") == "Ana: 3 < 4"  # plain already: left as it is
    assert literal("<b>x</b>\n2") == '<p style="white-space:pre-wrap">&lt;b&gt;x&lt;/b&gt;\n2</p>'
    assert no_mnemonic("Tom & Jerry") == "Tom && Jerry" and plain_title("a [*]") == "a [*][*]"


# -- the next screen cannot forget it -------------------------------------------------------------------
UI = ROOT / "gardenapp" / "ui"
ALLOWED = {
    ("plaintext.py", "QLabel"),
    ("plaintext.py", "QMessageBox.warning"),
    ("plaintext.py", "QMessageBox.information"),
    ("plaintext.py", "QMessageBox.critical"),
    ("plaintext.py", "QMessageBox.question"),
    ("plaintext.py", "QMessageBox"),
}


def test_every_label_and_message_box_of_the_app_goes_through_plaintext():
    """No bare QLabel(...), QMessageBox(...) or QMessageBox.warning/information/
    critical/question(...) outside gardenapp/ui/plaintext.py: a label is a
    PlainLabel (or a RichLabel whose outside parts are escaped), a message box
    one of plaintext's (QMessageBox.about, our own text, is left alone)."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = (
                f.id
                if isinstance(f, ast.Name)
                else f"{f.value.id}.{f.attr}"
                if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                else ""
            )
            if name in (
                "QLabel",
                "QMessageBox",
                "QMessageBox.warning",
                "QMessageBox.information",
                "QMessageBox.critical",
                "QMessageBox.question",
            ):
                if (path.name, name) not in ALLOWED:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {name}(...)")
    assert found == []
