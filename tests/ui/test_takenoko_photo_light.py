"""Takenoko pre-fill under a light cast and a print that are not the helper's
(docs/architecture.md §6.5): the plots' colours are read together, the
light's cast taken from the photo itself (``prefill.fit_colours``), and the
garden grows from the table told by the grid's rim even when the helper's
own colours find no plot at all (a dim cool light). Plots and their colours:
docs/rules/takenoko.md §1."""

import copy
import sys
from pathlib import Path

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

sys.path.insert(0, str(Path(__file__).parent))

from test_prefill import _known, _photograph  # noqa: E402

from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.games.takenoko import painting
from gardenapp.ui.games.takenoko import prefill as tak
from gardenapp.ui.photo import board_quad  # noqa: E402
from gardenapp.ui.prefill import vote  # noqa: E402
from gardenapp.ui.readphoto import alignment_frame, read_photo  # noqa: E402

COLOURS = {c: q.getRgb()[:3] for c, q in painting.PLOT_FILL.items()}
# another print than the helper's: a deeper green, an orange yellow, a salmon pink
PRINT = {"green": (92, 150, 84), "yellow": (236, 186, 70), "pink": (226, 136, 138)}


def lit(rgb, gains, exposure=1.0):
    return tuple(min(255, round(v * g * exposure)) for v, g in zip(rgb, gains))


def test_plot_colours_are_read_together_under_a_warm_cast_on_another_print():
    """docs/rules/takenoko.md §1: green, yellow and pink plots; a warm lamp on another print."""
    truth = {f"{k},0": c for k, c in enumerate(["green"] * 5 + ["yellow"] * 4 + ["pink"] * 3)}
    mids = {k: lit(PRINT[c], (1.0, 0.86, 0.58), 0.9 + 0.02 * (i % 4)) for i, (k, c) in enumerate(truth.items())}
    assert vote([mids["9,0"]] * 10, COLOURS) != "pink"  # the helper's colours alone: the pink reads as yellow
    assert tak.fit_colours(mids, COLOURS) == truth
    # plots the person entered keep their colour and anchor the others
    assert tak.fit_colours(mids, COLOURS, {"0,0": "green"}) == truth


def test_plot_colours_under_a_cool_dim_light_and_with_one_colour_only():
    truth = {f"0,{k}": c for k, c in enumerate(["pink", "green", "yellow", "green", "pink", "yellow", "green"])}
    mids = {k: lit(PRINT[c], (0.72, 0.82, 1.0), 0.55) for k, c in truth.items()}
    assert tak.fit_colours(mids, COLOURS) == truth
    greens = {f"1,{k}": lit(PRINT["green"], (0.9, 1.0, 0.95)) for k in range(3)}
    assert set(tak.fit_colours(greens, COLOURS).values()) == {"green"}
    assert tak.fit_colours({}, COLOURS) == {}


def test_the_whole_garden_is_read_under_a_dim_cool_light(qtbot, tmp_path):
    """docs/architecture.md §6.5: the helper's colours find no plot under this light; the
    table told by the grid's rim still lets the garden grow, and every colour is right."""
    make_application([])
    window = build_window("en")
    window.resize(1400, 850)
    qtbot.addWidget(window)
    truth = _known("takenoko")
    helper = window.open_game("takenoko", "score", ask_resume=False)
    helper.show_board(truth)
    path = tmp_path / "garden.png"
    to_photo = _photograph(helper.board_scene(0), path)
    blank = {k: copy.deepcopy(v) for k, v in truth.items() if k != "garden"}
    helper.show_board(blank)
    points = [to_photo(alignment_frame(helper.board_scene(0)).at(k)) for k in range(4)]
    assert board_quad(helper.board_scene(0)) is not None
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    pixels = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    rgb = pixels[:, : image.width() * 3].reshape(image.height(), image.width(), 3).astype(float)
    gains = (0.40, 0.50, 0.68)  # a dim, bluish light
    dim = np.clip(rgb * np.array(gains), 0, 255).astype(np.uint8)
    out = QImage(dim.tobytes(), image.width(), image.height(), image.width() * 3, QImage.Format.Format_RGB888)
    dark = tmp_path / "dark.png"
    assert out.save(str(dark))
    assert all(vote([lit(c, gains)] * 10, COLOURS) is None for c in COLOURS.values())  # none seen as a plot
    got = read_photo("takenoko", str(dark), points, data=blank)["garden"]["plots"]
    want = {k: p["colour"] for k, p in truth["garden"]["plots"].items()}
    assert {k: p["colour"] for k, p in got.items()} == want


def test_a_photo_of_the_table_alone_proposes_no_plot(qtbot, tmp_path):
    """docs/architecture.md §6.5: the grid's rim tells the table even with no plot found; a bare table stays bare."""
    make_application([])
    blank = {k: v for k, v in _known("takenoko").items() if k != "garden"}
    rng = np.random.default_rng(7)
    light = np.linspace(0.75, 1.2, 640)[None, :, None]  # brighter to the right
    for n, colour in enumerate([(60, 70, 90), (150, 110, 70), (30, 110, 60)]):  # dim blue, wood, a green cloth
        grain = rng.normal(0, 10, (480, 640, 1)) + rng.normal(0, 4, (480, 640, 3))  # the wood's grain and noise
        table = np.clip(np.array(colour, float) * light + grain, 0, 255).astype(np.uint8)
        image = QImage(table.tobytes(), 640, 480, 640 * 3, QImage.Format.Format_RGB888)
        path = tmp_path / f"table{n}.png"
        assert image.save(str(path))
        points = [QPointF(100, 80), QPointF(540, 80), QPointF(540, 400), QPointF(100, 400)]
        assert read_photo("takenoko", str(path), points, data=blank)["garden"]["plots"] == {}
