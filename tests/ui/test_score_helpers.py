"""What every score helper gets from the base (docs/architecture.md §6.3, §6.7 and §6.11):
the palette with its keys, problems marked from their structured paths and
never written as file paths, a language switch that parses nothing again,
every label and button whole at the default window size in all four
languages, and a UI that imports no engine internals.

One window for the fit check (it loops over the helpers and languages).
"""

from __future__ import annotations

import ast
import copy
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QGroupBox,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QToolButton,
    QWidget,
)

from gardenapp.core import registry
from gardenapp.ui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]
FOUNTAIN = "0,0"
GAMES = ROOT / "gardenapp" / "games"
LANGUAGES = ("en", "es", "pt", "pl")
# A board each helper holds while it is checked (a finished game, as entered).
EXAMPLES = {
    "harmonies": "rulebook_full_board_side_a.json",
    "takenoko": "greedy_game_2p.json",
    "sanssouci": "two_players.json",
    "azul_queens_garden": "two_gardens_rulebook_groups.json",
    "under_the_leaves": "greedy_game_2p.json",
}
# What a file path looks like in a problem of the command line: players[0].cards[1], garden.plots."2,0"
RAW_PATH = re.compile(r"\w\[\d+\]|\w\.\"|\"\.\w")


@pytest.fixture(autouse=True)
def no_message_boxes(monkeypatch):
    """A message box here is a failure (offscreen it would wait forever)."""
    from PySide6.QtWidgets import QMessageBox

    def refuse(*args, **kwargs):
        raise AssertionError(f"a message box: {args[1:3]}")

    for name in ("warning", "information", "question", "critical"):
        monkeypatch.setattr(QMessageBox, name, refuse)


@pytest.fixture
def window(qtbot, manager):
    w = MainWindow(manager)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def example(game_id: str) -> Path:
    return GAMES / game_id / "examples" / EXAMPLES[game_id]


def open_helper(window, game_id: str):
    helper = window.open_game(game_id, "score", ask_resume=False)
    assert helper.open_path(str(example(game_id)))
    return helper


# -- nothing cut (docs/architecture.md §6.11) -------------------------------------------------------------------------------
def shown_rect(widget: QWidget, top: QWidget) -> QRect:
    """The part of ``widget`` its parents show inside ``top`` (a scroll area's
    content counts as shown: scrolling to it is what a person expects)."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            break
        rect = rect.intersected(QRect(parent.mapTo(top, QPoint(0, 0)), parent.size()))
        parent = area
    return rect.intersected(top.rect())


def button_needs(button: QAbstractButton) -> tuple[int, int]:
    """(width the text and icon need, width the button gives them)."""
    fm = button.fontMetrics()
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    text = fm.horizontalAdvance(button.text())
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
        return text + icon, room
    return button.sizeHint().width(), button.width()  # a tool button or a check box: its hint is exact


def cut_texts(top: QWidget) -> list[str]:
    """Every visible label, button and group title of ``top`` whose text its
    widget does not show whole."""
    out = []
    for w in top.findChildren(QWidget):
        if not w.isVisibleTo(top) or w.width() <= 0 or w.height() <= 0:
            continue
        shown = shown_rect(w, top)
        if isinstance(w, QLabel) and w.text() and (w.pixmap() is None or w.pixmap().isNull()):
            text, room = w.text(), w.contentsRect()
            fm = w.fontMetrics()
            if w.wordWrap():
                longest = max((fm.horizontalAdvance(word) for word in text.split()), default=0)
                if longest > room.width() + 1 or w.heightForWidth(w.width()) > w.height() + 1:
                    out.append(f"label {text!r}: wrapped it needs {w.heightForWidth(w.width())} px, has {w.height()}")
            elif max(fm.horizontalAdvance(line) for line in text.split("\n")) > room.width() + 1:
                out.append(f"label {text!r}: needs {fm.horizontalAdvance(text)} px, has {room.width()}")
        elif isinstance(w, QAbstractButton) and w.text():
            if isinstance(w, QToolButton) and w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
                continue
            need, room = button_needs(w)
            if need > room + 1:
                out.append(f"button {w.text()!r}: needs {need} px, has {room}")
        elif isinstance(w, QGroupBox) and w.title():
            if w.fontMetrics().horizontalAdvance(w.title()) + 12 > w.width():
                out.append(f"group {w.title()!r}: wider than its box ({w.width()} px)")
        else:
            continue
        if shown.size() != w.size():
            out.append(
                f"{type(w).__name__} {getattr(w, 'text', w.objectName)()!r}: only {shown.width()}x"
                f"{shown.height()} of {w.width()}x{w.height()} shown"
            )
    return out


def test_every_score_helper_fits_at_the_default_size_in_every_language(qtbot, window, manager):
    """docs/architecture.md §6.11: at 1100×750 (the main window's size) no label, button or
    group title of any helper is cut, in en, es, pt and pl, with a finished
    game entered; and the window keeps its size (nothing forces it wider)."""
    assert (window.width(), window.height()) == (1100, 750)
    cuts = {}
    for game_id in EXAMPLES:
        helper = open_helper(window, game_id)
        for lang in LANGUAGES:
            manager.set_language(lang, save=False)
            qtbot.wait(5)
            QApplication.processEvents()
            assert (window.width(), window.height()) == (1100, 750), (game_id, lang, window.size())
            for i in range(helper.tabs.count()):  # every player's page, as a person sees it
                helper.tabs.setCurrentIndex(i)
                QApplication.processEvents()
                found = cut_texts(helper)
                if found:
                    cuts[(game_id, lang, i)] = found
        manager.set_language("en", save=False)
        helper.undo_stack.setClean()
        window.go_home()
    assert not cuts, json.dumps({" ".join(map(str, k)): v for k, v in cuts.items()}, indent=1, ensure_ascii=False)


def test_the_fit_check_finds_a_cut_label_and_a_cut_button(qtbot):
    """The check above can fail: a label and a button narrower than their text."""
    box = QWidget()
    qtbot.addWidget(box)
    box.resize(300, 100)
    label = QLabel("Mieszkańcy grzybów i liści", box)
    label.setGeometry(0, 0, 60, 20)
    button = QPushButton("Połóż wybraną płytkę (T)", box)
    button.setGeometry(0, 30, 70, 26)
    whole = QLabel("ok", box)
    whole.setGeometry(0, 60, 100, 20)
    box.show()
    found = cut_texts(box)
    assert any("Mieszkańcy" in f for f in found) and any("Połóż" in f for f in found)
    assert not any("'ok'" in f for f in found)


# -- the palette (docs/architecture.md §6) ------------------------------------------------------------------------------
def test_every_helper_declares_its_tools_and_their_keys_choose_them(qtbot, window):
    """docs/architecture.md §6: the palette is the base's; a game declares tools with keys, and
    each key makes its tool the current one of its group."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    for game_id in EXAMPLES:
        helper = window.open_game(game_id, "score", ask_resume=False)
        tools = [t for t in helper.palette_tools.values() if t.key and not t.toggle]
        assert tools, game_id
        for tool in tools:
            helper.setFocus()
            qtbot.keyClick(helper, *key_of(tool.key))
            assert helper.current(tool.group) == tool.id and helper.tool_buttons[tool.id].isChecked(), (
                game_id,
                tool.id,
                tool.key,
            )
        helper.undo_stack.setClean()
        window.go_home()


def key_of(text: str):
    """(Qt key, modifiers) of a shortcut written as "X", "5" or "Shift+R"."""
    from PySide6.QtGui import QKeySequence

    combo = QKeySequence(text)[0]
    return combo.key(), combo.keyboardModifiers()


def test_palette_keys_still_work_while_a_number_box_has_the_focus(qtbot, window):
    """docs/architecture.md §6: with a pawn count being typed, a letter key still picks its
    tool, while the digits go into the box (they are the number)."""
    helper = open_helper(window, "under_the_leaves")
    page = helper.tabs.widget(0)
    box = page.counts["bees"]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    box.selectAll()
    assert helper.tool == "green"
    qtbot.keyClick(box, Qt.Key.Key_X)  # Erase (X): not a number
    assert helper.tool == "erase" and helper.tool_buttons["erase"].isChecked()
    qtbot.keyClick(box, Qt.Key.Key_M)  # the mushroom switch
    assert helper.is_on("mushroom")
    qtbot.keyClick(box, Qt.Key.Key_4)  # a digit is typed: 4 bees (the palette's 4 is yellow)
    qtbot.keyClick(box, Qt.Key.Key_Return)  # a typed number counts once it is done (docs/architecture.md §6.6)
    assert box.value() == 4 and helper.tool == "erase"
    assert box.hasFocus()
    helper.undo_stack.setClean()


# -- a language switch re-renders only texts (docs/architecture.md §6.11) -----------------------------------------------------
def test_a_language_switch_parses_and_scores_nothing_again(qtbot, window, manager, monkeypatch):
    from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool
    from PySide6.QtWidgets import QApplication

    # Screens an earlier test left (an online table's Takenoko play screen re-renders its projected
    # score, state.score(), on a language switch: seen in CI as 6 Takenoko scores and no parse) go first.
    for other in QApplication.topLevelWidgets():
        if other is not window and other.parent() is None:
            other.close()
            other.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    counts = {"parse": 0, "score": 0}
    for game_id in EXAMPLES:
        helper = open_helper(window, game_id)
        game = helper.game
        assert QThreadPool.globalInstance().waitForDone(60000)  # nor a worker an earlier test left
        parse, score = game.board_from_dict, game.score_board

        def counting_parse(data, parse=parse):
            counts["parse"] += 1
            return parse(data)

        def counting_score(board, score=score):
            counts["score"] += 1
            return score(board)

        monkeypatch.setattr(game, "board_from_dict", counting_parse)
        monkeypatch.setattr(game, "score_board", counting_score)
        result = helper.result.text()
        manager.set_language("pl", save=False)
        qtbot.wait(5)
        assert helper.result.text() != result, game_id  # the result line is in Polish now
        manager.set_language("en", save=False)
        qtbot.wait(5)
        assert helper.result.text() == result and counts == {"parse": 0, "score": 0}, (game_id, counts)
        monkeypatch.undo()
        helper.undo_stack.setClean()
        window.go_home()


# -- problems in the player's words, on their places (docs/architecture.md §6.7) -------------------------------------------
def window_texts(helper) -> list[str]:
    """Every text the helper shows: labels, buttons, the problem list, tooltips."""
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    for w in helper.findChildren(QWidget):
        if isinstance(w, (QLabel, QAbstractButton)) and w.text():
            texts.append(w.text())
        if w.toolTip():
            texts.append(w.toolTip())
    return texts


def broken(game_id: str) -> tuple[dict, str]:
    """The game's example with one problem on a place of player 2 (Bruno), and what marks it."""
    data = json.loads(example(game_id).read_text(encoding="utf-8"))
    bruno = data["players"][1]
    if game_id == "harmonies":
        bruno["cubes_on"] = list(bruno.get("cubes_on") or []) + ["4,4"]  # a cube on an empty space
        return data, "cube"
    if game_id == "takenoko":
        bruno["completed"] = list(bruno["completed"]) + ["NOT-A-CARD"]
        return data, "card"
    if game_id == "sanssouci":
        bruno["cells"] = dict(bruno["cells"], **{"1,1": "gardener"})  # a gardener on a printed space
        return data, "space"
    if game_id == "azul_queens_garden":
        bruno["tiles"] = dict(bruno["tiles"], **{"0,0": {"colour": "blue", "pattern": "tree"}})  # the fountain
        return data, "cell"
    bruno["tiles"] = copy.deepcopy(bruno["tiles"]) + [{"at": "9,9", "fields": ["yellow"] * 4}]
    return data, "tile"


def marked(helper, game_id: str) -> bool:
    """Whether Bruno's page marks the place the problem names."""
    page = helper.tabs.widget(1)
    if game_id == "harmonies":
        return "4,4" in page.problem_cells
    if game_id == "takenoko":
        return page.problem_label.isVisibleTo(page) and page.unknown.isVisibleTo(page)
    if game_id == "sanssouci":
        return {c for c, item in page.scene.cell_items().items() if item._problem} == {(1, 1, 1)}
    if game_id == "azul_queens_garden":
        return page.scene.cell_item(FOUNTAIN)._problem
    return (9, 9) in page.problem_tiles


@pytest.mark.parametrize("game_id", list(EXAMPLES))
def test_problems_read_as_sentences_on_their_places_never_as_file_paths(qtbot, window, tmp_path, game_id):
    """docs/architecture.md §6.7: a problem in Bruno's entry is marked on his page where its
    structured path points, his tab turns red, and no text of the window
    shows a file path such as ``players[1].tiles[4]`` (the command line does)."""
    data, what = broken(game_id)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    helper = window.open_game(game_id, "score", ask_resume=False)
    assert helper.open_path(str(path))
    game = registry.get(game_id)
    with pytest.raises(Exception) as exc:
        game.score_board(game.board_from_dict(data))
    paths = [p.where for p in exc.value.problems]
    assert any(p.startswith("players[1]") for p in paths), paths  # the CLI names the place by its path
    assert helper.problems.count() and helper.problems.item(0).text().startswith("✖ Bruno")
    assert helper.tabs.tabBar().tabTextColor(1).name() == "#b00020"
    assert marked(helper, game_id), (game_id, what)
    raw = [t for t in window_texts(helper) if any(p in t for p in paths if p) or RAW_PATH.search(t)]
    assert not raw, raw
    helper.undo_stack.setClean()


# -- the UI imports no engine internals (docs/architecture.md §6) --------------------------------------------------------------
def engine_modules(source: str, package: tuple[str, ...]) -> list[str]:
    """The ``gardenapp.games`` names a module of ``package`` imports beyond a
    game's package and its package-level names (GAME), its ``data`` and its
    ``view`` model (rule labels come from the descriptor, through the registry)."""
    bad = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            module = ".".join(base + (node.module.split(".") if node.module else []))
            names = [module + "." + a.name for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[:2] != ["gardenapp", "games"]:
                continue
            rest = parts[2:]  # [], [game, ...]
            if len(rest) <= 1 or rest[1] in ("data", "view") or rest[1].isupper():
                continue
            bad.append(name)
    return bad


def test_the_ui_imports_only_game_descriptors_data_and_view_models():
    """docs/architecture.md §6 ("grep evidence"): gardenapp/ui takes from the engine only a
    game's package-level GAME, its static data and its view model; everything else comes through the Game methods and the ScoreSheet."""
    bad = []
    for path in sorted((ROOT / "gardenapp" / "ui").rglob("*.py")):
        package = path.relative_to(ROOT).with_suffix("").parts[:-1]
        bad += [f"{path.relative_to(ROOT)}: {name}" for name in engine_modules(path.read_text("utf-8"), package)]
    assert bad == []


def test_the_import_check_catches_an_engine_module():
    package = ("gardenapp", "ui", "games", "takenoko")
    assert engine_modules("from ....games.takenoko.scoring import Garden\n", package) == [
        "gardenapp.games.takenoko.scoring.Garden"
    ]
    assert engine_modules("from ....games.under_the_leaves.boardfile import PAWN_KEYS\n", package) == [
        "gardenapp.games.under_the_leaves.boardfile.PAWN_KEYS"
    ]
    assert (
        engine_modules(
            "from ....games.takenoko import data, view\nfrom ....games.sanssouci import GAME\n"
            "from ....games.takenoko.data import CARDS\nimport gardenapp.games\n",
            package,
        )
        == []
    )


def test_a_warning_with_a_file_path_names_its_place_in_words(qtbot, window, tmp_path):
    """docs/architecture.md §6.7: Takenoko's garden warnings carry their place as a file
    path (``garden.plots."3,0"``): the list names the space and the garden
    outlines it; the path itself is never shown."""
    data = json.loads(example("takenoko").read_text(encoding="utf-8"))
    data["garden"] = {
        "plots": {"1,0": {"colour": "green"}, "3,0": {"colour": "yellow"}},
        "channels": [],
        "panda": "0,0",
        "gardener": "0,0",
    }
    path = tmp_path / "garden.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    helper = window.open_game("takenoko", "score", ask_resume=False)
    assert helper.open_path(str(path))
    sheet = helper.score.score_model.sheet
    assert sheet is not None and any(w.params.get("where") == 'garden.plots."3,0"' for w in sheet.warnings)
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("3,0" in t for t in texts) and not any("garden." in t or '"3,0"' in t for t in texts), texts
    assert (3, 0) in helper.garden_editor.problem_cells
    from gardenapp.core.messages import msg

    names = [helper.tabs.tabText(i) for i in range(2)]
    bruno = helper.warning_sentence(msg("too tall", where='players[1].garden."2,0"'))
    assert bruno == f"{names[1]}, space 2,0: too tall"
    assert helper.warning_sentence(msg("too tall", where='garden.plots."2,0"')) == "Space 2,0: too tall"
    assert helper.warning_sentence(msg("plot {cell} alone", cell="2,0", where='garden.plots."2,0"')) == "plot 2,0 alone"
    helper.undo_stack.setClean()
