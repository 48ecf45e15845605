"""The photo's alignment as part of the entry (docs/architecture.md §6.4, docs/formats.md §1.2): four
clicks on the centres of the spaces a drawing numbers, kept through undo, Resume and Open, never lost to
a stray click, fine-tuned by dragging a mark; one slider from the photo only to the board only."""

import importlib
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage

from gardenapp.core.boardfile import read_board_file
from gardenapp.core.errors import BoardFileError
from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.photo import PhotoItem, aligned_photo, alignment_quad, alignment_spaces, polygon_points

EXAMPLE = Path(__file__).resolve().parents[2] / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"
CLICKS = [QPointF(40, 30), QPointF(360, 25), QPointF(370, 270), QPointF(30, 280)]


def _picture(path, w=400, h=300):
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("#7a9a5a"))
    assert image.save(str(path))
    return path


@pytest.fixture
def window(qtbot):
    make_application([])
    w = build_window("en")
    w.resize(1100, 750)
    qtbot.addWidget(w)
    w.show()
    return w


def _aligned_helper(window, tmp_path):
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    assert helper.use_photo(str(_picture(tmp_path / "ana.png")))
    pane = helper.photo_pane
    pane.align_button.setChecked(True)
    for c in CLICKS:
        assert pane.click(c)
    return helper


def _photo_item(helper, index=0) -> PhotoItem | None:
    return aligned_photo(helper.board_scene(index))


def _lands_on_the_spaces(helper, clicks, index=0) -> bool:
    item = _photo_item(helper, index)
    if item is None:
        return False
    targets = polygon_points(alignment_quad(helper.board_scene(index)))
    return all(
        abs(item.transform().map(c).x() - t.x()) < 1e-3 and abs(item.transform().map(c).y() - t.y()) < 1e-3
        for c, t in zip(clicks, targets)
    )


def test_the_drawing_numbers_the_four_spaces_to_click_and_rings_the_next(window, tmp_path):
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    assert helper.use_photo(str(_picture(tmp_path / "ana.png")))
    pane = helper.photo_pane
    # A new photo starts its alignment at once (docs/architecture.md §6.4): no button to find first.
    assert pane.align_button.isChecked()
    assert pane.guide.isVisible() and pane.guide.picture is not None and len(pane.guide.points) == 4
    assert pane.guide.next == 0 and "space 1 of 4" in pane.hint.text() and "top left" in pane.hint.text()
    # The drawing's points are the four corner spaces' centres, where they are on the grid drawn.
    scene = helper.board_scene(0)
    quad = polygon_points(alignment_quad(scene))
    assert quad[0].x() < quad[1].x() and quad[0].y() < quad[3].y()
    assert pane.click(CLICKS[0]) and pane.guide.next == 1 and "space 2 of 4" in pane.hint.text()
    pane.take_back()  # Backspace
    assert pane.guide.next == 0 and "space 1 of 4" in pane.hint.text()


@pytest.mark.parametrize("game_id", ["harmonies", "sanssouci", "azul_queens_garden", "takenoko", "under_the_leaves"])
def test_every_game_names_four_corner_spaces_that_make_a_board(qtbot, game_id):
    from gardenapp.ui.mainwindow import game_ui_module_name
    from gardenapp.ui.photo import perspective

    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.start(2)
    scene = helper.board_scene(0)
    spaces = alignment_spaces(scene)
    assert len(spaces) == 4 and len(set(map(repr, spaces))) == 4, spaces
    quad = alignment_quad(scene)
    assert perspective(CLICKS, quad) is not None
    tl, tr, br, bl = polygon_points(quad)
    assert tl.x() < tr.x() and bl.x() < br.x() and tl.y() < bl.y() and tr.y() < br.y()


def test_aligning_is_one_undo_step_and_a_stray_click_or_a_bad_try_never_hides_it(window, tmp_path, monkeypatch):
    helper = _aligned_helper(window, tmp_path)
    assert _lands_on_the_spaces(helper, CLICKS)
    assert helper.undo_stack.text(helper.undo_stack.index() - 1) == "Align the photo"
    steps = helper.undo_stack.count()
    pane = helper.photo_pane
    told = []
    monkeypatch.setattr("gardenapp.ui.scorehelper.plaintext.information", lambda *a, **k: told.append(a))
    # A stray click on the grid, outside the spaces: the photo stays under it.
    view = helper.board_scene(0).views()[0]
    from PySide6.QtTest import QTest

    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert _lands_on_the_spaces(helper, CLICKS) and helper.undo_stack.count() == steps
    # A new try: a click outside the photo is no point ...
    pane.align_button.setChecked(True)
    assert not pane.click(QPointF(-50, 20)) and not pane.click(QPointF(20, 900))
    assert "space 1 of 4" in pane.hint.text()
    # ... and four points that make no board leave the alignment there was.
    for c in (QPointF(10, 10), QPointF(20, 20), QPointF(30, 30), QPointF(40, 40)):
        pane.click(c)
    assert told and _lands_on_the_spaces(helper, CLICKS) and helper.undo_stack.count() == steps
    # An edit, then Undo of that edit: the alignment stays.
    data = helper.file_dict()
    data["players"][0]["spaces"] = {}
    helper._edit_whole(data, "clear")
    assert _lands_on_the_spaces(helper, CLICKS)
    helper.undo_stack.undo()
    assert _lands_on_the_spaces(helper, CLICKS)
    helper.undo_stack.undo()  # the alignment itself
    assert _photo_item(helper) is None and helper.photo_pane.isVisible()


def test_a_dragged_mark_fine_tunes_the_alignment_as_an_undo_step(window, tmp_path):
    helper = _aligned_helper(window, tmp_path)
    pane = helper.photo_pane
    assert [h.isVisible() for h in pane._handles] == [True] * 4
    assert pane.handle_at(CLICKS[2] + QPointF(2, 1)) == 2 and pane.handle_at(QPointF(200, 150)) is None
    moved = list(CLICKS)
    moved[2] = QPointF(380, 285)
    pane.drag_corner(2, moved[2])
    assert _lands_on_the_spaces(helper, moved)
    assert helper.undo_stack.text(helper.undo_stack.index() - 1) == "Align the photo"
    helper.undo_stack.undo()
    assert _lands_on_the_spaces(helper, CLICKS)


def test_the_alignment_is_kept_in_the_file_and_by_the_autosave(window, tmp_path, monkeypatch):
    helper = _aligned_helper(window, tmp_path)
    target = tmp_path / "game.json"
    monkeypatch.setattr("gardenapp.ui.scorehelper.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    helper._keep()  # what Home does: the entry goes to its autosave
    window.go_home()
    again = window.open_game("harmonies", "score", ask_resume=False)
    assert again.resume()  # Home -> Resume: no four clicks again
    assert _lands_on_the_spaces(again, CLICKS)
    assert again.save_file()
    saved = json.loads(target.read_text(encoding="utf-8"))
    fractions = saved["players"][0]["photo_corners"]
    assert fractions == [[round(c.x() / 400, 6), round(c.y() / 300, 6)] for c in CLICKS]
    game, board = read_board_file(target)  # gardenapp score reads it; it is not scored
    assert game.score_board(board).totals() == (130, 18)
    window.go_home()
    third = window.open_game("harmonies", "score", ask_resume=False)
    assert third.open_path(str(target))  # Open: aligned at once
    assert _lands_on_the_spaces(third, CLICKS)


@pytest.mark.parametrize(
    "value, problem",
    [
        ("corners", "photo_corners"),
        ([[0.1, 0.1]] * 3, "expected 4 items, found 3"),
        ([[0.1, 0.1, 0.1]] * 4, "expected 2 items, found 3"),
        ([[0.1, 0.1], [0.9, 0.1], [0.9, 0.9], [0.1, 1e300]], "is not between -1 and 2"),
        ([[0.1, 0.1], [0.9, True], [0.9, 0.9], [0.1, 0.9]], "is not a number"),
        ([[0.1, 0.1], [0.9, "0.1"], [0.9, 0.9], [0.1, 0.9]], "is not a number"),
    ],
)
def test_a_hostile_alignment_in_a_file_is_a_problem_named_with_its_place(tmp_path, value, problem):
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["players"][0]["photo"] = "ana.png"
    data["players"][0]["photo_corners"] = value
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BoardFileError) as caught:
        read_board_file(path)
    lines = [str(p) for p in caught.value.problems]
    assert any(line.startswith("players[0].photo_corners") and problem in line for line in lines), lines


def test_one_slider_goes_from_the_photo_only_to_the_board_only_frame_included(window, tmp_path):
    """The board's frame and labels fade with its spaces; the photo goes only at "board only"."""
    helper = _aligned_helper(window, tmp_path)
    scene = helper.board_scene(0)
    photo = _photo_item(helper)
    board_items = [i for i in scene.items() if i.parentItem() is None and i is not photo]
    assert len(board_items) >= len(scene.cell_items())
    slider = helper.photo_pane.opacity
    for value, board, shown in ((0, 0.0, 1.0), (50, 0.5, 1.0), (100, 1.0, 0.0)):
        slider.setValue(value)
        assert all(abs(i.opacity() - board) < 1e-9 for i in board_items), value
        assert abs(photo.opacity() - shown) < 1e-9, value
    slider.setValue(30)
    data = helper.file_dict()
    data["players"][0]["spaces"] = {"0,0": ["blue"]}
    helper._edit_whole(data, "paint")  # what an edit draws anew is as see-through
    photo = _photo_item(helper)
    assert photo is not None and photo.opacity() == 1.0
    assert all(abs(i.opacity() - 0.3) < 1e-9 for i in scene.items() if i.parentItem() is None and i is not photo)


def test_an_aligned_photo_never_shrinks_the_board_in_its_view(window, tmp_path):
    """docs/architecture.md §6.4: the view fits the board, not the whole table the photo shows around it
    (seen on xcb with a photo of a board on a table: the grid was a quarter of its view)."""
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    scene = helper.board_scene(0)
    board = scene.itemsBoundingRect()
    # A photo 10 times the board's size around it: the four spaces are clicked near its middle.
    assert helper.use_photo(str(_picture(tmp_path / "table.png", 4000, 3000)))
    middle = [QPointF(1800, 1400), QPointF(2200, 1400), QPointF(2200, 1600), QPointF(1800, 1600)]
    for point in middle:
        helper.photo_pane.click(point)
    photo = next(item for item in scene.items() if getattr(item, "is_photo", False))
    assert photo.sceneBoundingRect().width() > 3 * board.width()  # the photo reaches far outside the board
    assert scene.itemsBoundingRect() == board  # what the view fits


def test_azul_is_aligned_on_ornaments_every_garden_has(qtbot):
    """docs/architecture.md §6.4: Azul's grid holds the six expansion areas, which a real garden may lack;
    the four spaces to click are the fountain board's outer ornaments (docs/rules/azul_queens_garden.md §2.5), always printed."""
    from gardenapp.games.azul_queens_garden import data
    from gardenapp.ui.games.azul_queens_garden import create_score_helper

    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.start(2)
    spaces = alignment_spaces(helper.board_scene(0))
    ornaments = {f"{q},{r}" for q, r in data.ORNAMENTS}
    assert len(spaces) == 4 and set(spaces) <= ornaments
    tl, tr, br, bl = polygon_points(alignment_quad(helper.board_scene(0)))
    assert tl.x() < tr.x() and bl.x() < br.x() and tl.y() < bl.y() and tr.y() < br.y()
