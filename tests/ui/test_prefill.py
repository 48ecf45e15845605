"""Pre-fill from the photo for Sanssouci, Takenoko and Under the Leaves
(docs/architecture.md §6.5): what each game's reading of colours tells, cell by cell, and
the proposal through the score helper as one undoable step."""

import copy
import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform
from PySide6.QtWidgets import QMessageBox

from gardenapp.games.under_the_leaves import data as leaves_data
from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.games.sanssouci import prefill as sans
from gardenapp.ui.games.takenoko import painting as tak_art
from gardenapp.ui.games.takenoko import prefill as tak
from gardenapp.ui.games.under_the_leaves import painting as leaves_art
from gardenapp.ui.games.under_the_leaves import prefill as leaves
from gardenapp.ui.photo import PhotoItem, board_quad
from gardenapp.ui.prefill import hue_kind, vote

TABLE = (232, 220, 192)  # the table the benchmark photographs boards on
INK = (43, 43, 43)


def rgb(c: QColor) -> tuple:
    return c.getRgb()[:3]


def cell(face, drawing=(), n=37):
    """The points sampled on a space: its face colour, some on a drawing."""
    return [drawing[i % len(drawing)] if drawing and i % 3 == 0 else face for i in range(n)]


# -- the shared vote --------------------------------------------------------------------------------
def test_a_cell_is_the_kind_most_of_its_points_show_and_a_small_drawing_is_outvoted():
    colours = {k: rgb(c) for k, c in leaves_art.FILL.items()}
    assert vote([colours["pink"]] * 25 + [(212, 50, 44)] * 12, colours) == "pink"  # a mushroom on it
    assert vote([colours["pink"]] * 8 + [TABLE] * 29, colours) is None  # too little of it
    assert hue_kind(TABLE, colours) is None and hue_kind(INK, colours) is None


# -- Sanssouci ---------------------------------------------------------------------------------------
# A print and paints that are not the app's (the reading takes no colour from the app's art).
SANS_ROWS = {1: (236, 232, 224), 2: (230, 226, 214), 3: (236, 200, 170), 4: (200, 186, 222), 5: (150, 210, 214)}
SANS_FACE, SANS_INK, SANS_BACK = (246, 242, 232), (150, 120, 80), (60, 96, 70)


def points(face, drawing=None, grid=11):
    """A space's points as the sampler gives them (u, v, colour): ``drawing``
    (a colour) on a cross in its middle and on a frame near its edge."""
    out = []
    for j in range(grid):
        for i in range(grid):
            u, v = -1 + (2 * i + 1) / grid, -1 + (2 * j + 1) / grid
            mark = drawing is not None and (abs(u) < 0.12 or abs(v) < 0.12 or 0.55 < max(abs(u), abs(v)) < 0.7)
            out.append((u, v, drawing if mark else face))
    return out


def lit(pts, gains):
    return [(u, v, tuple(min(255, round(c * g)) for c, g in zip(col, gains))) for u, v, col in pts]


def sans_board(gains=(1, 1, 1)):
    """Rows 1-5: spaces 1-3 empty, 4 an ornament, 5 a gardener (a few pale spaces to measure the light on)."""
    samples = {}
    for row, colour in SANS_ROWS.items():
        for col in (1, 2, 3):
            samples[(row, col)] = lit(points(colour), gains)
        samples[(row, 4)] = lit(points(SANS_FACE, SANS_INK), gains)
        samples[(row, 5)] = lit(points(SANS_BACK, (48, 80, 58)), gains)
    return samples


@pytest.mark.parametrize("gains", [(1, 1, 1), (1.1, 1.0, 0.78), (0.82, 0.95, 1.12), (0.7, 0.7, 0.7)])
def test_sanssouci_spaces_are_read_against_the_board_in_the_picture_under_any_light(gains):
    """docs/architecture.md §6.5: empty (the row's own colour), ornament (a pale face with a drawing) and
    gardener (a dark green back), with no colour of the app's: under neutral, warm, cool and dim light."""
    seen = sans.read_garden(sans_board(gains))
    for row in SANS_ROWS:
        assert [seen[(row, c)] for c in range(1, 6)] == ["empty"] * 3 + ["ornament", "gardener"], (gains, row)


def test_sanssouci_a_dark_row_of_the_print_is_no_gardener_and_a_plain_tile_face_is_an_ornament():
    """A saturated dark row (cyan) is empty, not a gardener's back; a face unlike its row's colour is a tile."""
    samples = sans_board()
    samples.update({(6, c): points((40, 150, 170)) for c in (1, 2, 3)})
    samples[(6, 4)] = points((80, 100, 84), (66, 84, 70))
    samples[(5, 6)] = points(SANS_FACE)  # an ornament whose drawing is not sampled, on the blue row
    seen = sans.read_garden(samples)
    assert [seen[(6, c)] for c in (1, 2, 3)] == ["empty"] * 3 and seen[(6, 4)] == "gardener"
    assert seen[(5, 6)] == "ornament"


def test_sanssouci_proposal_keeps_what_the_person_entered_and_reads_no_printed_space():
    entry = {"name": "Ana", "track_score": 12, "cells": {"3,4": "gardener"}, "nobles": [1] * 9, "missions": []}
    samples = {(0, r, c): pts for (r, c), pts in sans_board().items()}
    samples[(0, 0, 1)] = points(SANS_FACE, SANS_INK)  # the terrace
    out = sans.propose(entry, samples, printed={(2, 4)})
    want = {f"{r},4": "ornament" for r in (1, 3, 4, 5)} | {f"{r},5": "gardener" for r in range(1, 6)}
    assert out["cells"] == dict(want, **{"3,4": "gardener"})  # entered, printed, terrace untouched
    assert out["nobles"] == entry["nobles"] and entry["cells"] == {"3,4": "gardener"}


# -- Takenoko ------------------------------------------------------------------------------------------
TAK_COLOURS = {c: rgb(q) for c, q in tak_art.PLOT_FILL.items()}


def test_takenoko_each_plot_colour_is_read_and_an_empty_place_stays_empty():
    samples = {
        (1, 0): cell(TAK_COLOURS["green"], [INK]),
        (0, 1): cell(TAK_COLOURS["yellow"], [(30, 136, 229)]),
        (-1, 1): cell(TAK_COLOURS["pink"], [(214, 51, 108)]),
        (2, 0): cell(TABLE),
        (0, 0): cell(TAK_COLOURS["green"]),
        ("edge", (1, 0), (0, 1)): cell(TAK_COLOURS["green"]),
    }
    garden = {
        "plots": {"0,1": {"colour": "pink", "improvement": "enclosure", "printed": True, "bamboo": 2}},
        "channels": [],
        "panda": "0,0",
        "gardener": "0,0",
    }
    out = tak.propose(garden, samples, TAK_COLOURS)
    assert out["plots"] == {
        "0,1": garden["plots"]["0,1"],  # entered: untouched
        "1,0": {"colour": "green", "improvement": "none", "printed": False, "bamboo": 0},
        "-1,1": {"colour": "pink", "improvement": "none", "printed": False, "bamboo": 0},
    }
    assert list(garden["plots"]) == ["0,1"]  # the pond, edges, the table: not plots
    assert vote(cell((125, 95, 64)), TAK_COLOURS) is None  # a brown table is no yellow plot
    assert vote(cell((255, 214, 235)), TAK_COLOURS) == "pink"  # a pink plot in strong light


# -- Under the Leaves -----------------------------------------------------------------------------------
LEAVES_COLOURS = {k: rgb(c) for k, c in leaves_art.FILL.items()}


def test_under_the_leaves_every_layout_is_named_by_its_four_colours_alone():
    """docs/rules/under_the_leaves.md §1.2: the 416 layouts differ in their colours, so the mushrooms need not be seen."""
    for layout, (tile, o) in leaves_data.LAYOUT_INDEX.items():
        side, rotation = leaves_data.side_rotation(o)
        kinds = [leaves_data.KINDS[k] for k, _m in layout]
        assert leaves.identify(kinds) == (leaves_data.TILE_IDS[tile], leaves_data.SIDES[side], rotation)
    assert (
        leaves.identify(["yellow", "yellow", "yellow", "pink"]) is None
    )  # docs/rules/under_the_leaves.md §1.3: no three of a colour
    assert leaves.identify(["yellow", None, "purple", "purple"]) is None


def test_under_the_leaves_each_field_kind_is_read_from_its_drawn_colour():
    for kind, colour in LEAVES_COLOURS.items():
        assert vote(cell(colour, [INK]), LEAVES_COLOURS) == kind
    assert vote(cell(TABLE, [(184, 174, 152)]), LEAVES_COLOURS) is None


def _tile_samples(tile: str, side: str, rotation: int, tx: int, ty: int) -> dict:
    layout = leaves_data.LAYOUTS[leaves_data.TILE_INDEX[tile]][
        leaves_data.orientation(leaves_data.SIDES.index(side), rotation)
    ]
    return {
        f: cell(LEAVES_COLOURS[leaves_data.KINDS[k]], [INK]) for f, (k, _m) in zip(leaves.tile_fields(tx, ty), layout)
    }


def test_under_the_leaves_proposal_lays_the_tiles_seen_and_keeps_the_positions_entered():
    entry = {
        "name": "Ana",
        "pawns": {"bees": 3, "hummingbirds": 1, "leaf": 0, "puddle": 0, "mushroom": 0},
        "tiles": [{"tile": "S2", "at": "0,0", "side": "F", "rotation": 0}],
    }
    samples = {
        **_tile_samples("S4", "F", 1, 0, 0),
        **_tile_samples("G07", "B", 3, 1, 0),
        **_tile_samples("G31", "F", 2, 0, 1),
    }
    samples.update({f: cell(TABLE) for f in leaves.tile_fields(-1, 0)})
    samples[leaves.tile_fields(0, 1)[2]] = cell(TABLE)  # a field not seen: the tile is not named
    before = copy.deepcopy(entry)
    out = leaves.propose(entry, samples, LEAVES_COLOURS)
    assert out["tiles"] == [entry["tiles"][0], {"tile": "G07", "at": "1,0", "side": "B", "rotation": 3}]
    assert out["pawns"] == entry["pawns"] and entry == before


def test_under_the_leaves_kinds_printed_and_lit_unlike_the_app_are_learned_from_the_garden():
    """docs/architecture.md §6.5: other paints under a warm light (nothing like the app's colours): the fields
    fall into groups, named by the tiles that exist (docs/rules/under_the_leaves.md §1.2) and the kinds'
    hues; every tile is named, none on the table."""
    paints = {
        "green": (94, 148, 72),
        "orange": (224, 126, 52),
        "pink": (224, 128, 168),
        "yellow": (234, 198, 62),
        "purple": (128, 80, 148),
        "puddle": (88, 148, 188),
    }

    def warm(c):
        return (min(255, c[0] * 1.08), c[1] * 0.97, c[2] * 0.8)

    laid = [("G07", "B", 3), ("G31", "F", 2), ("G12", "F", 0), ("G40", "B", 1), ("G22", "F", 3), ("G03", "B", 2)]
    laid += [("G18", "F", 1), ("G45", "B", 0)]
    samples, want = {}, {}
    for n, (tile, side, rotation) in enumerate(laid):
        tx, ty = n % 4, n // 4
        layout = leaves_data.LAYOUTS[leaves_data.TILE_INDEX[tile]][
            leaves_data.orientation(leaves_data.SIDES.index(side), rotation)
        ]
        for f, (k, _m) in zip(leaves.tile_fields(tx, ty), layout):
            samples[f] = cell(warm(paints[leaves_data.KINDS[k]]), [warm((60, 50, 40))])
        want[f"{tx},{ty}"] = (tile, side, rotation)
    for tx in range(-1, 5):
        for ty in (-1, 2):
            samples.update({f: cell(warm((120, 66, 40))) for f in leaves.tile_fields(tx, ty)})  # the table
    out = leaves.propose({"tiles": []}, samples, LEAVES_COLOURS)
    assert {t["at"]: (t["tile"], t["side"], t["rotation"]) for t in out["tiles"]} == want


OTHER_PAINTS = {  # a print unlike the app's: paler pink and violet, orange and yellow close
    "green": (126, 158, 100),
    "orange": (234, 158, 92),
    "pink": (212, 118, 188),
    "yellow": (220, 174, 66),
    "purple": (158, 118, 168),
    "puddle": (108, 138, 160),
}


def _garden_photo(entry, gains, paints=OTHER_PAINTS, wood=(120, 78, 50), reach=3):
    """The colours a photo shows on every field around a garden: each kind in
    its paint under the light's ``gains``, brighter towards the east, two
    fields with a pawn on a third of their points, the table of ``wood``
    around the garden and a sheet of paper (another table colour) beside it."""
    rng = random.Random(7)
    kinds = {}
    for t in entry["tiles"]:
        tx, ty = (int(v) for v in t["at"].split(","))
        o = leaves_data.orientation(leaves_data.SIDES.index(t["side"]), t["rotation"])
        for f, (k, _m) in zip(leaves.tile_fields(tx, ty), leaves_data.LAYOUTS[leaves_data.TILE_INDEX[t["tile"]]][o]):
            kinds[f] = leaves_data.KINDS[k]
    xs = [int(f.split(",")[0]) for f in kinds]
    ys = [int(f.split(",")[1]) for f in kinds]
    samples = {}
    for x in range(min(xs) - 2 * reach, max(xs) + 2 * reach + 2):
        for y in range(min(ys) - 2 * reach, max(ys) + 2 * reach + 2):
            f = f"{x},{y}"
            base = paints[kinds[f]] if f in kinds else ((236, 232, 220) if x > max(xs) + 2 else wood)
            light = 0.85 + 0.3 * (x - min(xs)) / max(1, max(xs) - min(xs) + 4 * reach)
            points = []
            for _k in range(37):
                points.append(
                    tuple(max(0.0, min(255.0, base[i] * gains[i] * light * rng.uniform(0.93, 1.07))) for i in range(3))
                )
            samples[f] = points
    for f in sorted(kinds)[3:5]:  # a pawn on two fields
        samples[f] = [(40, 160, 150) if k % 3 == 0 else c for k, c in enumerate(samples[f])]
    return samples


@pytest.mark.parametrize(
    "gains", [(1.0, 0.86, 0.6), (1.0, 1.0, 1.0), (0.7, 0.85, 1.0)], ids=["warm", "neutral", "cool"]
)
def test_under_the_leaves_a_whole_garden_is_read_in_another_print_under_any_light(gains):
    """docs/architecture.md §6.5: the photo's fields around the grid, not only the grid: every tile of a
    finished garden (docs/rules/under_the_leaves.md §6.1: 13 tiles) in paints unlike the app's, under a warm,
    neutral or cool light, is read with its side and rotation in one proposal, none on the table or on the
    paper beside the garden, though the app's colours would name none of them."""
    truth = _known("under_the_leaves", seed=3)["players"][0]
    samples = _garden_photo(truth, gains)
    out = leaves.propose({"tiles": []}, samples, LEAVES_COLOURS, table=(120 * gains[0], 78 * gains[1], 50 * gains[2]))
    assert {t["at"]: (t["tile"], t["side"], t["rotation"]) for t in out["tiles"]} == {
        t["at"]: (t["tile"], t["side"], t["rotation"]) for t in truth["tiles"]
    }


def test_under_the_leaves_a_position_showing_one_colour_three_times_is_the_table_whatever_its_colour():
    """docs/rules/under_the_leaves.md §1.3: no tile has three fields of one colour, so a sheet of paper
    (or any table) is never read as tiles, even when its colour is nothing like the photo's rim."""
    truth = _known("under_the_leaves", seed=3)["players"][0]
    samples = _garden_photo(truth, (1.0, 1.0, 1.0))
    paper = [f for f, pts in samples.items() if pts[0][2] > 200]
    assert paper
    assert leaves._uniform([leaves.feature(leaves._median(samples[f])) for f in leaves.tile_fields(0, 0)]) is False
    out = leaves.propose({"tiles": []}, samples, LEAVES_COLOURS, table=(120, 78, 50))
    fields = {f for t in out["tiles"] for f in leaves.tile_fields(*(int(v) for v in t["at"].split(",")))}
    assert not fields & set(paper)
    pos = {(int(f.split(",")[0]) // 2, int(f.split(",")[1]) // 2) for f in paper}
    assert any(
        leaves._uniform([leaves.feature(leaves._median(samples[f])) for f in leaves.tile_fields(*p)]) for p in pos
    )


def test_under_the_leaves_a_pawn_covering_most_of_a_field_does_not_name_it():
    """docs/architecture.md §6.5: a field is read from the part of it that shows its kind; a pawn standing
    on it (docs/rules/under_the_leaves.md §8: the pawns stay on the tiles) and its shadow may cover most of
    its points, in a colour like another kind's (bees yellow, hummingbirds teal, mushrooms red)."""
    truth = _known("under_the_leaves", seed=3)["players"][0]
    samples = _garden_photo(truth, (1.0, 1.0, 1.0))
    pawns = [(230, 190, 40), (40, 160, 150), (200, 70, 50), (70, 120, 190)]
    garden = sorted(f for t in truth["tiles"] for f in leaves.tile_fields(*(int(v) for v in t["at"].split(","))))
    for n, f in enumerate(garden[1::5]):  # one field in five, 60 % of it under a pawn
        samples[f] = [pawns[n % len(pawns)] if k % 5 < 3 else c for k, c in enumerate(samples[f])]
    out = leaves.propose({"tiles": []}, samples, LEAVES_COLOURS, table=(120, 78, 50))
    assert {t["at"]: (t["tile"], t["side"], t["rotation"]) for t in out["tiles"]} == {
        t["at"]: (t["tile"], t["side"], t["rotation"]) for t in truth["tiles"]
    }


# -- through the helpers ---------------------------------------------------------------------------------
def _photograph(scene, path, corners=((60, 40), (560, 70), (600, 700), (30, 660))):
    """The board scene drawn at three times its size and seen in perspective;
    returns the map from scene points to photo pixels."""
    src = board_quad(scene).boundingRect()
    board = QImage(int(src.width() * 3), int(src.height() * 3), QImage.Format.Format_ARGB32)
    board.fill(QColor(*TABLE))
    p = QPainter(board)
    scene.render(p, QRectF(board.rect()), src, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    warp = QTransform()
    QTransform.quadToQuad(
        QPolygonF(
            [
                QPointF(0, 0),
                QPointF(board.width(), 0),
                QPointF(board.width(), board.height()),
                QPointF(0, board.height()),
            ]
        ),
        QPolygonF([QPointF(*c) for c in corners]),
        warp,
    )
    photo = QImage(660, 760, QImage.Format.Format_RGB32)
    photo.fill(QColor("#7d5f40"))
    p = QPainter(photo)
    p.setTransform(warp)
    p.drawImage(0, 0, board)
    p.end()
    assert photo.save(str(path))
    return lambda point: warp.map(QPointF((point.x() - src.left()) * 3, (point.y() - src.top()) * 3))


@pytest.fixture
def window(qtbot):
    make_application([])
    w = build_window("en")
    w.resize(1400, 850)
    qtbot.addWidget(w)
    w.show()
    return w


def test_sanssouci_helper_proposes_a_known_garden_from_its_photo_in_one_undo_step(window, tmp_path):
    from gardenapp.core import registry
    from gardenapp.core.conformance import play_random_game

    game = registry.get("sanssouci")
    state, _ = play_random_game(game, {"players": 2}, 5)
    truth = game.board_to_dict(game.board_from_state(state, ["Ana", "Bruno"]))
    helper = window.open_game("sanssouci", "score", ask_resume=False)
    helper.show_board(truth)
    to_photo = _photograph(helper.board_scene(0), tmp_path / "ana.png")
    empty = copy.deepcopy(truth)
    empty["players"][0]["cells"] = {}
    helper.show_board(empty)
    corners = [to_photo(c) for c in board_quad(helper.board_scene(0))]
    assert helper.use_photo(str(tmp_path / "ana.png")) and helper.align_photo(0, corners)
    steps = helper.undo_stack.count()
    assert helper.propose_from_photo()
    assert helper.undo_stack.count() == steps + 1
    assert helper.file_dict()["players"][0]["cells"] == truth["players"][0]["cells"]
    assert helper.file_dict()["players"][0]["nobles"] == truth["players"][0]["nobles"]  # the person's, as loaded
    # docs/architecture.md §6.3: the keyboard is on the track, the first field typed after the spaces.
    assert not helper.photo_pane.align_button.isChecked()  # aligned: no point left to click
    assert helper.window().focusWidget() is helper.pages()[0].track  # (active or not: xcb under Xvfb)
    helper.undo_stack.undo()
    assert helper.file_dict()["players"][0]["cells"] == {}


def test_a_photo_stays_where_it_was_aligned_when_a_growing_grid_changes_size(window, tmp_path):
    """docs/architecture.md §6.4-§6.5: Under the Leaves' grid grows with the garden; undo and redo align the
    photo again on the corners clicked, which belong to the grid as it was then."""
    helper = window.open_game("under_the_leaves", "score", ask_resume=False)
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    image.fill(QColor(*TABLE))
    assert image.save(str(tmp_path / "garden.png"))
    assert helper.use_photo(str(tmp_path / "garden.png"))
    assert helper.align_photo(0, [QPointF(20, 30), QPointF(380, 20), QPointF(390, 280), QPointF(10, 290)])
    scene = helper.board_scene(0)

    def placed():
        (item,) = [i for i in scene.items() if isinstance(i, PhotoItem)]
        return item.transform()

    aligned = placed()
    data_ = helper.file_dict()
    data_["players"][0]["tiles"] = [{"tile": "S2", "at": "1,0", "side": "F", "rotation": 0}]
    small = board_quad(scene).boundingRect()
    helper._edit_whole(data_, "a tile")
    assert board_quad(scene).boundingRect() != small  # the grid grew ...
    assert placed() == aligned  # ... the photo did not move
    helper.undo_stack.undo()
    helper.undo_stack.redo()
    assert placed() == aligned


def _known(game_id, seed=5):
    from gardenapp.core import registry
    from gardenapp.core.conformance import play_random_game

    game = registry.get(game_id)
    state, _ = play_random_game(game, {"players": 2}, seed)
    return game.board_to_dict(game.board_from_state(state, ["Ana", "Bruno"]))


def test_under_the_leaves_helper_lays_a_whole_garden_from_its_photo_in_one_undo_step(window, tmp_path):
    """docs/architecture.md §6.5: one press reads the whole garden around the blank grid, in one undo step."""
    truth = _known("under_the_leaves")
    helper = window.open_game("under_the_leaves", "score", ask_resume=False)
    helper.show_board(truth)
    to_photo = _photograph(helper.board_scene(0), tmp_path / "ana.png")
    blank = copy.deepcopy(truth)
    blank["players"][0] = {k: v for k, v in truth["players"][0].items() if k not in ("tiles", "order", "choices")}
    helper.show_board(blank)
    corners = [to_photo(c) for c in board_quad(helper.board_scene(0))]  # the blank grid around the start tile
    assert helper.use_photo(str(tmp_path / "ana.png")) and helper.align_photo(0, corners)
    steps = helper.undo_stack.count()
    assert helper.propose_from_photo() and helper.undo_stack.count() == steps + 1

    def tiles(entry):
        return sorted((t["at"], t["tile"], t["side"], t["rotation"]) for t in entry.get("tiles", []))

    got = helper.file_dict()["players"][0]
    assert tiles(got) == tiles(truth["players"][0]) and len(tiles(got)) == 13
    assert got["pawns"] == truth["players"][0]["pawns"]  # the counts stay the person's
    helper.undo_stack.undo()
    assert "tiles" not in helper.file_dict()["players"][0]


def test_under_the_leaves_photo_fills_the_counts_the_garden_determines_and_keeps_typed_ones(window, tmp_path):
    """docs/architecture.md §6.5: as after a garden edit, the pre-filled garden fills the pawn boxes the person
    has not typed in (the hummingbirds), at once; a typed count stays."""
    truth = _known("under_the_leaves", seed=2)
    helper = window.open_game("under_the_leaves", "score", ask_resume=False)
    helper.show_board(truth)
    to_photo = _photograph(helper.board_scene(0), tmp_path / "ana.png")
    computed = dict(helper.tabs.widget(0).computed)
    assert computed == {"hummingbirds": 1}  # what this garden determines
    # each new board replaces the proposal just made: the helper asks, and the answer is Discard
    helper.ask = lambda *question: QMessageBox.StandardButton.Discard
    for typed, expected in ((0, 1), (7, 7)):  # an empty box takes the garden's count; 7 was typed
        blank = copy.deepcopy(truth)
        blank["players"][0] = {k: v for k, v in truth["players"][0].items() if k not in ("tiles", "order", "choices")}
        blank["players"][0]["pawns"] = dict.fromkeys(truth["players"][0]["pawns"], 0) | {"hummingbirds": typed}
        helper.show_board(blank)
        corners = [to_photo(c) for c in board_quad(helper.board_scene(0))]
        assert helper.use_photo(str(tmp_path / "ana.png")) and helper.align_photo(0, corners)
        assert helper.propose_from_photo()
        got = helper.file_dict()["players"][0]
        assert len(got["tiles"]) == len(truth["players"][0]["tiles"])
        assert got["pawns"] == dict.fromkeys(truth["players"][0]["pawns"], 0) | {"hummingbirds": expected}


def test_takenoko_helper_paints_the_garden_plots_from_its_photo_in_one_undo_step(window, tmp_path):
    truth = _known("takenoko")
    helper = window.open_game("takenoko", "score", ask_resume=False)
    helper.show_board(truth)
    to_photo = _photograph(helper.board_scene(0), tmp_path / "garden.png")
    assert helper.board_scene(1) is None  # one garden: the first tab's photo
    blank = {k: v for k, v in truth.items() if k != "garden"}
    helper.show_board(blank)
    corners = [to_photo(c) for c in board_quad(helper.board_scene(0))]  # the blank grid around the pond
    assert helper.use_photo(str(tmp_path / "garden.png")) and helper.align_photo(0, corners)
    steps = helper.undo_stack.count()
    assert helper.propose_from_photo() and helper.undo_stack.count() == steps + 1
    got = helper.file_dict()["garden"]["plots"]
    assert {k: p["colour"] for k, p in got.items()} == {k: p["colour"] for k, p in truth["garden"]["plots"].items()}
    assert all(p["improvement"] == "none" and p["bamboo"] == 0 for p in got.values())
    helper.undo_stack.undo()
    assert "garden" not in helper.file_dict()
