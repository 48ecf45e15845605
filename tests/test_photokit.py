"""benchmarks/photokit, the independent renderer of test photos: one small
photo per game. A photo and its ground truth repeat for a seed; every
point the truth names lies in the picture; a sideways capture is stored
turned with an EXIF Orientation tag that Qt's reader undoes; the fragment
the photo shows is a valid part of a finished-board file."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader, QTransform

import gardenapp.games  # noqa: F401  (registers the games)
from benchmarks.photokit import KITS, corpus, render
from gardenapp.core import registry

SIZE = (320, 240)
GAMES = sorted(KITS)


@pytest.fixture(scope="module")
def boards():
    render.ensure_app()
    return {g: corpus.finished_board(g, 3)[0] for g in GAMES}


_made: dict = {}


def sample(board, game, seed="t", orientation=1, light="neutral", fresh=False):
    """The photo and truth of ``game``'s board 0 for these choices (made once; ``fresh``: made again)."""
    key = (game, seed, orientation, light)
    if fresh or key not in _made:
        _made[key] = corpus.make_sample(
            game, board, 0, seed, size=SIZE, light=light, orientation=orientation, quality=70
        )
    return _made[key]


def decode(jpeg: bytes, auto: bool) -> QImage:
    data = QByteArray(jpeg)  # kept alive while the buffer reads it
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf)
    reader.setAutoTransform(auto)
    image = reader.read()
    assert not image.isNull(), reader.errorString()
    return image


@pytest.mark.parametrize("game", GAMES)
def test_a_photo_and_its_truth_repeat_for_a_seed(boards, game):
    jpeg, truth = sample(boards[game], game)
    again, truth_again = sample(boards[game], game, fresh=True)
    other, _ = sample(boards[game], game, seed="another")
    assert jpeg == again and truth == truth_again
    assert other != jpeg


@pytest.mark.parametrize("game", GAMES)
def test_every_point_of_the_truth_lies_in_the_picture(boards, game):
    _jpeg, truth = sample(boards[game], game)
    w, h = truth["size"]
    points = list(truth["spaces"].values()) + truth["corners"]
    points += [xy for pts in truth["points"].values() for xy in pts.values()]
    assert truth["spaces"] and len(truth["corners"]) == 4
    assert all(0 <= x < w and 0 <= y < h for x, y in points)


@pytest.mark.parametrize("orientation", [1, 6])
def test_the_truth_points_are_where_the_camera_drew_the_spaces(boards, monkeypatch, orientation):
    """A board printed black with a white dot on every space centre: in the
    upright photo each space of the truth is on a dot, and the point halfway
    to a neighbouring space is on the black print."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor

    from benchmarks.photokit import sanssouci

    compose = sanssouci.compose

    def dots(board, player, rng):
        scene = compose(board, player, rng)
        x0, y0, x1, y1 = scene.extent

        def flat(p):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0))
            p.drawRect(x0, y0, x1 - x0, y1 - y0)
            p.setBrush(QColor(255, 255, 255))
            for x, y in scene.spaces.values():
                p.drawEllipse(QPointF(x, y), 7, 7)

        scene.flat, scene.tiles, scene.pieces = flat, [], []
        return scene

    monkeypatch.setattr(sanssouci, "compose", dots)
    jpeg, truth = corpus.make_sample(
        "sanssouci",
        boards["sanssouci"],
        0,
        "dots",
        size=(800, 600),
        light="neutral",
        orientation=orientation,
        quality=80,
    )
    image = render.to_array(decode(jpeg, auto=True)).mean(axis=2)
    assert image.shape == (truth["size"][1], truth["size"][0])
    spaces = truth["spaces"]
    for lab, (x, y) in spaces.items():
        assert image[round(y), round(x)] > 0.45, lab
        row, col = (int(v) for v in lab.split(","))
        if f"{row},{col + 1}" in spaces:
            nx, ny = spaces[f"{row},{col + 1}"]
            assert image[round((y + ny) / 2), round((x + nx) / 2)] < 0.2, lab


def test_the_truth_names_every_space_of_the_board(boards):
    """Harmonies: every space of the side; Sanssouci: the whole 6 x 9 garden."""
    _j, truth = sample(boards["harmonies"], "harmonies")
    assert len(truth["spaces"]) == {"A": 23, "B": 25}[truth["options"]["side"]]
    _j, truth = sample(boards["sanssouci"], "sanssouci")
    assert len(truth["spaces"]) == 54 and "1,1" in truth["spaces"] and "6,9" in truth["spaces"]


@pytest.mark.parametrize("orientation", [6, 8])
def test_a_sideways_capture_is_shown_upright_by_its_exif_tag(boards, orientation):
    """The stored pixels are turned; only the hand-written EXIF tag says how to
    show them, and Qt's reader (autoTransform) shows the same picture as the
    upright capture of the same seed."""
    game = "sanssouci"
    jpeg, truth = sample(boards[game], game, orientation=orientation)
    upright_jpeg, upright_truth = sample(boards[game], game, orientation=1)
    assert truth["exif_orientation"] == orientation and render.read_orientation(jpeg) == orientation
    assert render.read_orientation(upright_jpeg) is None
    stored = decode(jpeg, auto=False)
    assert (stored.width(), stored.height()) == tuple(truth["stored_size"]) == (truth["size"][1], truth["size"][0])
    shown = decode(jpeg, auto=True).convertToFormat(QImage.Format.Format_RGB888)
    assert (shown.width(), shown.height()) == tuple(truth["size"])
    reference = decode(upright_jpeg, auto=True).convertToFormat(QImage.Format.Format_RGB888)
    assert truth["spaces"] == upright_truth["spaces"]
    a, b = render.to_array(shown), render.to_array(reference)
    assert abs(a - b).mean() < 0.03  # the same picture, up to JPEG; turned the wrong way it is not
    wrong = render.to_array(reference.transformed(QTransform().rotate(180)))
    assert abs(a - wrong).mean() > 0.06


@pytest.mark.parametrize("game", GAMES)
def test_the_fragment_is_a_valid_part_of_a_finished_board_file(boards, game):
    _jpeg, truth = sample(boards[game], game)
    engine = registry.get(game)
    engine.board_from_dict(truth["board_file"])  # raises BoardFileError listing any problem
    if game == "takenoko":
        assert truth["fragment"] == {"garden": truth["board_file"]["garden"]}
    else:
        assert truth["fragment"] == truth["board_file"]["players"][truth["player"]]


def test_the_light_classes_are_named_and_differ():
    render.ensure_app()
    lights = {k: render.make_light(k, random.Random(1)) for k in render.LIGHT_CLASSES}
    warm, cool = lights["warm"].gains, lights["cool"].gains
    assert warm[0] > warm[2] and cool[2] > cool[0]
    assert (lights["warm"].kelvin_like, lights["cool"].kelvin_like) == (3000, 7000)
