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


def test_harmonies_tokens_are_proposed_from_an_aligned_photo_as_one_undo_step(qtbot, tmp_path):
    """issue 12 §2: the photo of a known board, seen in perspective, proposes its top tokens."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QPainter, QPolygonF, QTransform

    from gardenapp.core.files import read_json
    make_application([])
    window = build_window("en")
    qtbot.addWidget(window)
    window.show()
    helper = window.open_game("harmonies", "score", ask_resume=False)
    truth = read_json(EXAMPLE, ValueError)
    assert helper.open_path(str(EXAMPLE))
    scene = helper.board_scene(0)
    src = board_quad(scene).boundingRect()
    board = QImage(int(src.width() * 3), int(src.height() * 3), QImage.Format.Format_ARGB32)
    p = QPainter(board)
    scene.render(p, QRectF(board.rect()), src, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    corners = [QPointF(60, 40), QPointF(560, 70), QPointF(600, 700), QPointF(30, 660)]
    warp = QTransform()
    QTransform.quadToQuad(QPolygonF([QPointF(0, 0), QPointF(board.width(), 0), QPointF(board.width(), board.height()),
                                     QPointF(0, board.height())]), QPolygonF(corners), warp)
    photo = QImage(660, 760, QImage.Format.Format_RGB32)
    photo.fill(QColor("#7d5f40"))
    p = QPainter(photo)
    p.setTransform(warp)
    p.drawImage(0, 0, board)
    p.end()
    photo.save(str(tmp_path / "ana.png"))
    helper.show_board(dict(truth, players=[dict(truth["players"][0], spaces={}), truth["players"][1]]))
    assert helper.use_photo(str(tmp_path / "ana.png")) and helper.align_photo(0, corners)
    steps = helper.undo_stack.count()
    assert helper.propose_from_photo()
    assert helper.undo_stack.count() == steps + 1                 # one undoable step
    proposed = helper.file_dict()["players"][0]["spaces"]
    real = truth["players"][0]["spaces"]
    right = sum((proposed.get(lab, [None])[-1]) == (real.get(lab, [None])[-1])
                for lab in {c.cell for c in scene.cell_items().values()})
    assert right >= 0.9 * len(scene.cell_items())
    helper.undo_stack.undo()
    assert helper.file_dict()["players"][0]["spaces"] == {}


def test_the_token_classifier_reads_each_colour_and_ignores_a_symbol():
    from gardenapp.ui.games.harmonies.prefill import classify, vote
    for rgb, colour in (((47, 128, 200), "blue"), ((239, 201, 60), "yellow"), ((154, 160, 168), "gray"),
                        ((61, 154, 63), "green"), ((138, 90, 48), "brown"), ((204, 61, 52), "red"),
                        ((243, 234, 212), None)):
        assert classify(rgb) == colour, rgb
    assert vote([(47, 128, 200)] * 30 + [(232, 244, 255)] * 7) == "blue"    # waves printed on the token
    assert vote([(243, 234, 212)] * 37) is None


def test_a_two_player_file_opened_after_a_one_player_file_is_drawn_from_the_new_board(qtbot):
    """issue 12: after Open, no cell keeps drawing the previous board's pieces."""
    from gardenapp.core.files import read_json
    solo = EXAMPLE.parent / "islands_solo_side_b.json"
    make_application([])
    window = build_window("en")
    qtbot.addWidget(window)
    window.show()
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(solo))
    assert helper.open_path(str(EXAMPLE))
    qtbot.wait(50)
    target = read_json(EXAMPLE, ValueError)
    for i, page in enumerate(helper.pages()):   # what every cell item draws is the new board's content
        cells = helper.board_scene(i).cell_items()
        assert {c for c in target["players"][i]["spaces"]} <= set(cells)
        for item in cells.values():
            assert page.spaces.get(item.cell, []) == target["players"][i]["spaces"].get(item.cell, []), item.cell
