"""The photo as a working surface (issue 12 §1): one photo per player,
large and zoomable, aligned on the grid with four clicks, kept in the board
file relative to it; a missing photo is a warning."""

import json
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.photo import PhotoItem, board_quad

EXAMPLE = Path(__file__).resolve().parents[2] / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"


def _picture(path, w=400, h=300):
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("#7a9a5a"))
    assert image.save(str(path))
    return path


def test_each_player_has_a_photo_aligned_under_the_grid_and_kept_in_the_file(qtbot, tmp_path, monkeypatch):
    make_application([])
    window = build_window("en")
    window.resize(1100, 750)
    qtbot.addWidget(window)
    window.show()
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    photos = tmp_path / "photos"
    photos.mkdir()
    assert helper.use_photo(str(_picture(photos / "ana.png")))
    assert helper.photo_pane.isVisible() and helper.photo_pane.width() >= 240    # never collapsed to 0 px
    helper.tabs.setCurrentIndex(1)
    assert not helper.photo_pane.isVisible()          # Bruno has no photo: one photo per player
    helper.tabs.setCurrentIndex(0)
    pane = helper.photo_pane
    pane.align_button.setChecked(True)
    corners = [QPointF(20, 30), QPointF(380, 20), QPointF(390, 280), QPointF(10, 290)]
    for c in corners:
        pane.click(c)
    scene = helper.board_scene(0)
    (item,) = [i for i in scene.items() if isinstance(i, PhotoItem)]
    quad = board_quad(scene)
    for c, target in zip(corners, quad):                # the clicked corners fall on the board's
        mapped = item.transform().map(c)
        assert abs(mapped.x() - target.x()) < 1e-6 and abs(mapped.y() - target.y()) < 1e-6
    assert all(abs(cell.opacity() - 0.55) < 1e-9 for cell in scene.cell_items().values())
    helper.undo_stack.undo()                           # undo the photo: gone from the grid too
    assert not [i for i in scene.items() if isinstance(i, PhotoItem)] and not helper.photo_pane.isVisible()
    helper.undo_stack.redo()
    target = tmp_path / "game.json"
    monkeypatch.setattr("gardenapp.ui.scorehelper.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    assert helper.save_file()
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert saved["players"][0]["photo"] == "photos/ana.png" and "photo" not in saved["players"][1]
    from gardenapp.core.boardfile import read_board_file
    game, board = read_board_file(target)              # gardenapp score reads it; the photo is not scored
    assert game.score_board(board).totals() == (130, 18)
    (photos / "ana.png").unlink()
    window.go_home()
    again = window.open_game("harmonies", "score", ask_resume=False)
    assert again.open_path(str(target))
    texts = [again.problems.item(i).text() for i in range(again.problems.count())]
    assert any("photo of Ana was not found" in t for t in texts)   # a warning ...
    assert again.score.score_model.sheet is not None                 # ... never blocks the score
