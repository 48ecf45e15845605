"""Under the Leaves' photo alignment refined on the photo itself (docs/architecture.md §6.5): the
four points a person clicks around the starting tile are a few photo pixels off, and the far tiles
by a field; the score helper's *Propose* and ``gardenapp read-photo`` both read with the alignment
``refined_sampler`` finds (``prefill.refine_alignment``), and the window shows the points it read with."""

import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF

from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.games.under_the_leaves import prefill
from gardenapp.ui.readphoto import alignment_frame, read_photo

# Board 3 of the photokit corpus seed 1, player 1 (benchmarks/bench_photos.py): 13 tiles, a
# garden far from the alignment, so the clicks moved MOVES read most of its tiles wrong unaligned.
SEED, BOARD, PLAYER = 1, 3, 1
MOVES = [(20.0, 0.0), (0.0, 20.0), (-20.0, 0.0), (0.0, -20.0)]  # 20 photo pixels each


def _blank(board: dict, player: int) -> dict:
    import copy

    data = copy.deepcopy(board)
    for key in ("tiles", "order", "choices"):
        data["players"][player].pop(key, None)
    return data


@pytest.fixture(scope="module")
def shot(tmp_path_factory):
    """The corpus photo, its truth, the blank board and the four exact alignment points (photo)."""
    import json

    from benchmarks.photokit import corpus, render
    from benchmarks.photokit import under_the_leaves as leaves_kit
    from gardenapp.ui.games.under_the_leaves import create_score_helper

    make_application([])
    out = tmp_path_factory.mktemp("utl")
    paths = corpus.write_board("under_the_leaves", BOARD, SEED, out)
    path = next(p for p in paths if p.name.endswith(f"-p{PLAYER}.json"))
    truth = json.loads(path.read_text(encoding="utf-8"))
    blank = _blank(truth["board_file"], PLAYER)
    helper = create_score_helper(None)
    helper.load_dict(blank)
    scene = helper.board_scene(PLAYER)
    hp = np.array(truth["plane_to_photo"], dtype=float)
    src, dst = [], []
    for cell in scene.cell_items().values():
        xy = leaves_kit.field_xy(truth["options"], str(cell.cell))
        if xy is not None:
            c = cell.mapToScene(cell.polygon().boundingRect().center())
            src.append((c.x(), c.y()))
            dst.append(render.apply_h(hp, *xy))
    fit = render.fit_homography(src, dst)
    frame = alignment_frame(scene)
    exact = [QPointF(*render.apply_h(fit, frame.at(k).x(), frame.at(k).y())) for k in range(4)]
    helper.deleteLater()
    return str(path.with_name(truth["photo"])), truth, blank, exact


def _moved(points):
    return [QPointF(p.x() + dx, p.y() + dy) for p, (dx, dy) in zip(points, MOVES)]


def _tiles(entry: dict) -> dict:
    return {t["at"]: (t["tile"], t["side"], t["rotation"]) for t in entry.get("tiles") or []}


def test_clicks_20_px_off_still_read_the_whole_garden(shot, monkeypatch):
    """docs/architecture.md §6.5: every tile, side and rotation read right with each click 20 photo
    pixels off; without the refinement the same clicks read the far tiles wrong."""
    photo, truth, blank, exact = shot
    want = _tiles(truth["fragment"])
    assert len(want) == 13
    assert _tiles(read_photo("under_the_leaves", photo, exact, player=PLAYER, data=blank)) == want
    got = read_photo("under_the_leaves", photo, _moved(exact), player=PLAYER, data=blank)
    assert _tiles(got) == want
    assert "photo_corners" not in got  # read-photo prints the entry only
    from gardenapp.ui.games.under_the_leaves import scorehelper

    monkeypatch.setattr(scorehelper, "refined_sampler", lambda sampler, *_a: (sampler, None))  # as clicked
    unrefined = _tiles(read_photo("under_the_leaves", photo, _moved(exact), player=PLAYER, data=blank))
    assert sum(unrefined.get(at) == t for at, t in want.items()) < len(want) - 2


def test_the_window_proposes_what_read_photo_reads_and_shows_the_points_it_read_with(qtbot, shot, tmp_path):
    """The window's *Propose* and ``gardenapp read-photo`` take the same refined alignment: the same
    tiles, and the marks to drag (and the entry's photo corners) are where the refinement put the points."""
    photo, truth, blank, exact = shot
    clicked = _moved(exact)
    window = build_window("en")
    qtbot.addWidget(window)
    helper = window.open_game("under_the_leaves", "score", ask_resume=False)
    helper.show_board(blank)
    helper.tabs.setCurrentIndex(PLAYER)
    assert helper.use_photo(photo)
    scene = helper.board_scene(PLAYER)
    assert helper.align_photo(PLAYER, clicked, alignment_frame(scene))
    assert helper.propose_from_photo()
    entry = helper.file_dict()["players"][PLAYER]
    assert _tiles(entry) == _tiles(read_photo("under_the_leaves", photo, clicked, player=PLAYER, data=blank))
    shown = helper._corners[PLAYER]
    assert max(math.dist(p.toTuple(), q.toTuple()) for p, q in zip(shown, clicked)) > 3  # moved ...
    assert max(math.dist(p.toTuple(), q.toTuple()) for p, q in zip(shown, exact)) < 15  # ... towards the truth
    handles = [v for h in helper.photo_pane._handles for v in h.pos().toTuple()]
    assert handles == pytest.approx([v for p in shown for v in p.toTuple()])
    w, h = helper.photo_pane.pixmap_item.pixmap().width(), helper.photo_pane.pixmap_item.pixmap().height()
    corners = [v for pair in entry["photo_corners"] for v in pair]
    assert corners == pytest.approx([v for p in shown for v in (p.x() / w, p.y() / h)], abs=1e-5)
    helper.undo_stack.undo()  # one step: the tiles and the refined alignment go together
    assert _tiles(helper.file_dict()["players"][PLAYER]) == {}


def test_the_refinement_moves_the_points_a_little_at_most_on_a_photo_with_no_tiles():
    """docs/architecture.md §6.5: on a table with no garden (planks and their dark gaps, noise) the
    four points move at most ``REFINE_BOUND`` of a field, and the map is a sound one."""
    rng = np.random.default_rng(7)
    rows, cols = 900, 1200
    image = np.empty((rows, cols, 3), dtype=np.uint8)
    base = np.array([150, 130, 100]) + rng.normal(0, 12, (rows, cols, 1))
    image[:] = np.clip(base, 0, 255).astype(np.uint8)
    image[(np.arange(rows) % 97) < 4] = (40, 30, 20)  # the gaps between planks
    size = 10.0  # a field, scene units
    anchors = np.array([(5.0, 5.0), (55.0, 5.0), (55.0, 55.0), (5.0, 55.0)])
    clicked = np.array([(500.0, 300.0), (760.0, 320.0), (740.0, 580.0), (480.0, 560.0)])
    h = prefill.homography(anchors, clicked)
    centres = np.array([(x * 20.0 + 10, y * 20.0 + 10) for x in range(-10, 13) for y in range(-10, 13)])
    for table in (None, (150, 130, 100)):
        refined, moved = prefill.refine_alignment(image, h, anchors, centres, size, table)
        field_px = 52.0  # 10 scene units are about 52 photo pixels here
        assert np.hypot(*(moved - clicked).T).max() <= prefill.REFINE_BOUND * field_px * 1.05
        assert np.isfinite(refined).all()
