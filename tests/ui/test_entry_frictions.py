"""Entering a finished board without friction (docs/architecture.md §6.3): what a new user met, each
fixed and shown here."""

from __future__ import annotations

import pytest

from gardenapp.ui.app import build_window, make_application


@pytest.fixture
def window(qtbot):
    make_application([])
    w = build_window("en")
    w.resize(1100, 750)
    qtbot.addWidget(w)
    w.show()
    return w


# -- Under the Leaves: one click, one tile (docs/rules/under_the_leaves.md §1.2) ---------------------------
def _leaves(window):
    from gardenapp.games.under_the_leaves import data

    helper = window.open_game("under_the_leaves", "score", ask_resume=False)
    return helper, data


def _laid(helper) -> list[dict]:
    return helper.file_dict()["players"][0].get("tiles", [])


def test_a_placement_that_refits_the_view_never_lays_a_second_copy(window):
    """The press lays the tile; the view re-fits to the grown grid and slides another position under the
    still-pressed pointer: that drag must not lay the same tile there too ("tile G.. is used twice")."""
    helper, data = _leaves(window)
    page = helper.page(0)
    tile = data.GARDEN_IDS[0]
    helper.pick(tile)
    scene = page.scene
    scene.strokeStarted.emit()
    scene.cellClicked.emit("0,0")
    scene.cellDragged.emit("2,0")  # the position that slid under the pointer
    scene.cellDragged.emit("2,2")
    scene.strokeEnded.emit()
    laid = _laid(helper)
    assert [t.get("tile") for t in laid] == [tile] and laid[0]["at"] == "0,0"
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert not any("twice" in t for t in texts), texts


def test_erase_takes_a_whole_tile_so_no_half_tile_shows_file_syntax(window):
    helper, data = _leaves(window)
    page = helper.page(0)
    helper.pick(data.GARDEN_IDS[1])
    page.apply_tool("0,0", first=True)
    helper.set_tool("erase")
    page.apply_tool("1,1", first=True)  # one field of the tile
    assert _laid(helper) == []
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert not any("is not a field" in t for t in texts), texts


def test_a_newly_picked_tile_starts_face_up_and_unturned(window):
    helper, data = _leaves(window)
    helper.pick(data.GARDEN_IDS[2])
    helper.flip_pick()
    helper.turn_pick(1)
    assert (helper.side, helper.rotation) == ("B", 1)
    helper.page(0).apply_tool("0,0", first=True)
    assert _laid(helper)[0]["side"] == "B" and _laid(helper)[0]["rotation"] == 1
    helper.pick(data.GARDEN_IDS[3])  # the next tile: nothing of the last one carries over
    assert (helper.side, helper.rotation) == ("F", 0)
    helper.pick(data.GARDEN_IDS[3])  # the same tile again keeps what was set for it
    assert (helper.side, helper.rotation) == ("F", 0)


# -- Harmonies: cards and the cube count (docs/rules/harmonies.md §5.3) --------------------------------------
HARMONIES = "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"


def test_a_chosen_animal_card_starts_with_no_cube_placed(window):
    helper = window.open_game("harmonies", "score", ask_resume=False)
    page = helper.page(0)
    page.toggle_card("A31")
    assert helper.file_dict()["players"][0]["cards"] == [{"id": "A31", "cubes_placed": 0}]
    assert page.rows[-1].cubes.value() == 0


def test_in_the_card_chooser_a_click_on_a_value_takes_the_card_with_its_cubes(window, qtbot):
    """docs/rules/harmonies.md §2.1: a card scores the value of its topmost slot without a cube,
    so the value a person reads on the physical card, clicked in the chooser, is the card and
    its cubes placed at once (no second click on its row); a click on the card elsewhere still
    takes or gives it back."""
    from PySide6.QtCore import QPoint, Qt

    from gardenapp.ui.games.harmonies import painting as art
    from gardenapp.ui.games.harmonies.scorehelper import HarmoniesCardPicker

    helper = window.open_game("harmonies", "score", ask_resume=False)
    page = helper.page(0)
    picker = HarmoniesCardPicker(page)
    qtbot.addWidget(picker)
    card = art.card("A31")
    widget = picker.widgets["A31"]
    slot = art.track_slot_rects(widget._rect(), card.slots)[2]  # the third value from the bottom
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=slot.center().toPoint())
    assert page.cards == [{"id": "A31", "cubes_placed": 3}] and page.rows[-1].cubes.value() == 3
    assert widget.selected and widget.placed == 3  # the chooser shows the value it now scores
    slot = art.track_slot_rects(widget._rect(), card.slots)[0]
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=slot.center().toPoint())
    assert page.cards == [{"id": "A31", "cubes_placed": 1}]  # the same card, its cubes changed
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(6, 6))
    assert page.cards == []  # elsewhere on the card: given back


def test_the_cube_mismatch_of_one_board_shows_while_another_board_has_a_problem(window):
    """A warning of a scored board is not kept back until every other problem is fixed."""
    import json
    from pathlib import Path

    data = json.loads(Path(HARMONIES).read_text(encoding="utf-8"))
    ana, bruno = data["players"]
    ana["cubes_on"] = ana.get("cubes_on", [])[:1] or ["0,0"]  # far fewer cubes marked than the cards account for
    bruno["spaces"] = dict(bruno["spaces"], **{"0,0": ["blue", "blue"]})  # not a legal stack: Bruno's problem
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.show_board(data)
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("Bruno" in t and "✖" in t for t in texts), texts
    assert any("Ana" in t and "marked on the board" in t for t in texts), texts


# -- Sanssouci: problems name spaces as the board shows them (docs/rules/sanssouci.md §1.2) ----------------
def test_sanssouci_problems_name_rows_by_number_and_columns_by_element_never_the_files_spelling(window):
    import re

    helper = window.open_game("sanssouci", "score", ask_resume=False)
    data = helper.file_dict()
    ana = data["players"][0]
    ana["cells"] = {"2,5": "gardener"}  # printed on P1: a problem on that space
    ana["nobles"] = [0, 0, 3, 0, 0, 0, 0, 0, 0]  # a noble on an empty, cut-off space: two warnings
    assert helper.show_board(data)
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("row 2, Stairs column: a printed space cannot hold a gardener" in t for t in texts), texts
    helper.show_board(dict(data, players=[dict(ana, cells={}), data["players"][1]]))
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("the noble of the Pavilion column stands in row 3, on no ornament" in t for t in texts), texts
    assert any("the noble in row 3, Pavilion column is not connected" in t for t in texts), texts
    for t in texts:
        assert not re.search(r"\b\d,\d\b", t) and "spec §" not in t and '"custom"' not in t, t
    page = helper.pages()[0]
    assert page.layout_box.itemText(0) == "The game's layout: P1 (provisional)"
    helper.layout_box.setCurrentIndex(helper.layout_box.findData("P2"))
    assert page.layout_box.itemText(0).startswith("The game's layout: P2")


def test_at_the_default_size_with_the_photo_open_the_harmonies_board_and_cards_are_whole(window, tmp_path, qtbot):
    """docs/architecture.md §6.11: at 1100 x 750 with the photo pane open the board is not hidden behind the
    animal cards, "Choose cards…" and the spirit's line are whole, the see-through slider keeps its size."""
    from PySide6.QtGui import QColor, QImage

    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(HARMONIES)
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("#7a9a5a"))
    image.save(str(tmp_path / "ana.png"))
    assert helper.use_photo(str(tmp_path / "ana.png"))
    qtbot.wait(50)
    page = helper.page(0)
    assert page.width() >= page.minimumSizeHint().width()  # nothing pushed out of the tab
    view, cards = page.view.geometry(), page.cards_scroll.geometry()
    assert view.right() < cards.left() and cards.right() <= page.width()
    box = page.scene.itemsBoundingRect()
    shown = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    assert shown.contains(box.adjusted(2, 2, -2, -2))  # every space of the board in sight
    button = page.add_card_button
    assert button.width() >= button.sizeHint().width()
    content = page.cards_scroll.widget()
    assert content.width() <= page.cards_scroll.viewport().width() + 1  # no card cut at the right
    assert helper.photo_pane.opacity.width() >= 100


# -- Harmonies: proposed stack heights, checked with one key (docs/architecture.md §6.5) -------------------
def test_proposed_heights_are_drawn_as_proposed_and_one_key_fixes_a_height(window, monkeypatch):
    import gardenapp.ui.games.harmonies.scorehelper as module

    def fake_propose(entry, points):  # what the pre-fill returns: stacks and their proposed heights
        spaces = dict(entry.get("spaces", {}), **{"0,0": ["gray", "gray"], "1,0": ["brown", "green"], "2,0": ["blue"]})
        return dict(entry, spaces=spaces, proposed={"0,0": 2, "1,0": 2, "2,0": 1})

    monkeypatch.setattr(module, "propose", fake_propose)
    helper = window.open_game("harmonies", "score", ask_resume=False)
    data = helper.proposal(0, {}, helper.file_dict(), sampler=None)
    assert "proposed" not in data["players"][0]  # the marks are the helper's, never the file's
    helper._edit_whole(data, "proposal")
    page = helper.page(0)
    assert all(page.is_proposed(lab) for lab in ("0,0", "1,0", "2,0"))
    assert not [
        helper.problems.item(i).text() for i in range(helper.problems.count()) if "✖" in helper.problems.item(i).text()
    ]
    drawn = []
    monkeypatch.setattr(module.art, "draw_proposed", lambda qp, c, r, h: drawn.append(h))
    page.view.viewport().repaint()
    assert sorted(drawn) == [1, 2, 2]  # each proposed stack drawn as proposed, with its height
    steps = helper.undo_stack.count()
    page.scene.cellHovered.emit("0,0")
    helper._palette_key("3", 5)  # the key 3 over a proposed mountain of 2: now 3 high, checked
    assert page.spaces["0,0"] == ["gray", "gray", "gray"] and not page.is_proposed("0,0")
    assert helper.undo_stack.count() == steps + 1
    helper._palette_key("2", 2)  # over a space no longer proposed: the palette's key, as always
    assert helper.tool == 2 and page.spaces["0,0"] == ["gray", "gray", "gray"]
    page.scene.cellHovered.emit("1,0")
    helper._palette_key("2", 2)  # the same height: checked, nothing else changes
    assert page.spaces["1,0"] == ["brown", "green"] and not page.is_proposed("1,0")
    page.scene.cellHovered.emit("2,0")
    page._apply_tool("2,0", True)  # painted over: the person's own entry
    assert not page.is_proposed("2,0")


def test_after_propose_the_keyboard_walks_the_proposed_stacks_enter_keeps_a_digit_sets(window, monkeypatch, qtbot):
    """docs/architecture.md §6.5: after Propose the proposed stacks of more than one token
    (docs/rules/harmonies.md §5.2) are ringed in turn; Enter keeps one, 1/2/3 sets its
    height (one undo step), and the walk goes on to the next, no pointer needed."""
    from PySide6.QtCore import Qt

    import gardenapp.ui.games.harmonies.scorehelper as module

    def fake_propose(entry, points, *_):
        spaces = dict(
            entry.get("spaces", {}),
            **{"2,0": ["gray", "gray"], "0,1": ["brown", "green"], "1,0": ["blue"], "3,1": ["gray", "red"]},
        )
        return dict(entry, spaces=spaces, proposed={"2,0": 2, "0,1": 2, "1,0": 1, "3,1": 2})

    monkeypatch.setattr(module, "propose", fake_propose)
    window.activateWindow()  # the walk's keys work while the board has the keyboard: an active window
    qtbot.waitUntil(window.isActiveWindow)
    helper = window.open_game("harmonies", "score", ask_resume=False)
    helper._edit_whole(helper.proposal(0, {}, helper.file_dict(), sampler=None), "proposal")
    helper.focus_after_proposal(0)
    page = helper.page(0)
    assert page.walking() == "0,1" and page.scene.focused() == "0,1"  # columns left to right; a lone blue is no stack
    assert "Enter keeps its height" in helper.palette_hint.text()  # the hint says what the keys do
    steps = helper.undo_stack.count()
    qtbot.keyClick(page.view, Qt.Key.Key_Return)  # its height is right
    assert not page.is_proposed("0,1") and page.spaces["0,1"] == ["brown", "green"]
    assert page.walking() == "2,0" and page.scene.focused() == "2,0"
    qtbot.keyClick(page.view, Qt.Key.Key_3)  # a mountain of three, not two
    assert page.spaces["2,0"] == ["gray", "gray", "gray"] and not page.is_proposed("2,0")
    assert helper.undo_stack.count() == steps + 1  # the height set: one undo step (the kept one changed nothing)
    assert page.walking() == "3,1"
    page.toggle_card("A31")
    box = page.rows[-1].cubes
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Return)  # a number typed elsewhere keeps its Enter
    assert page.walking() == "3,1" and page.is_proposed("3,1")
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)  # the rest checked by eye
    assert page.walking() is None and page.scene.focused() is None and page.is_proposed("3,1")
    assert "Enter" not in helper.palette_hint.text()
    qtbot.keyClick(page.view, Qt.Key.Key_2)  # no walk: the palette's key again
    assert helper.tool == module.PALETTE[1]


# -- History (docs/architecture.md §6.10) -------------------------------------------------------------------
def test_the_first_add_to_the_history_says_so_and_a_statistic_keeps_its_second_decimal(window):
    from gardenapp.ui.history import _number

    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(HARMONIES)
    assert not helper.kept_note.isVisible()
    assert helper.add_to_history() is not None
    assert helper.kept_note.isVisible() and "Added to the history" in helper.kept_note.text()
    data = helper.file_dict()
    data["players"][0]["spaces"] = {}
    helper._edit_whole(data, "clear")  # another board: not in the history
    assert not helper.kept_note.isVisible()
    assert [_number(v) for v in (47.25, 47.5, 47.0, 12.125)] == ["47.25", "47.5", "47", "12.12"]
