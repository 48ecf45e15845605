"""Screenshots, on the display the app runs on, of the score helper with a photo this project did not
draw (benchmarks/photokit): the alignment drawing that numbers the four spaces to click, then the
see-through slider at photo only, half way and board only, after *Propose from the photo*.

    Xvfb :31 -screen 0 1400x900x24 &
    DISPLAY=:31 QT_QPA_PLATFORM=xcb uv run python tools/screenshot_see_through.py --langs pl,es --out /tmp/shots

Each picture is the whole X screen (the root window, read from the X server), as a person sees it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from benchmarks import bench_photos  # noqa: E402
from benchmarks.photokit import corpus, render  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.readphoto import alignment_frame  # noqa: E402

GAME = "harmonies"


def grab(path: Path) -> None:
    QTest.qWait(400)  # let the window paint before the X server is read
    # The whole screen as the X server holds it (window id 0: the root window), not a widget's render.
    QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
    print("wrote", path)


def clicks(helper, truth) -> list[QPointF]:
    """Where a person clicks the four spaces the drawing numbers: the helper's own grid (its cells
    paired with the same spaces of the photo through the photo's ground truth, as bench_photos does)."""
    scene = helper.board_scene(0)
    pairs = bench_photos.scene_pairs(GAME, scene, truth["options"])
    to_photo = np.array(truth["plane_to_photo"], dtype=float)
    src = [(p.x(), p.y()) for p, _xy in pairs]
    dst = [render.apply_h(to_photo, *xy) for _p, xy in pairs]
    fit = render.fit_homography(src, dst)
    frame = alignment_frame(scene)
    return [QPointF(*render.apply_h(fit, frame.at(k).x(), frame.at(k).y())) for k in range(4)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--langs", default="pl,es")
    ap.add_argument("--out", default="/tmp/shots")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application([])  # before photokit, which would make a window-less application
    board, _level = corpus.finished_board(GAME, args.seed)
    jpeg, truth = corpus.make_sample(GAME, board, 0, f"shot-{args.seed}", size=(2016, 1512), light="warm")
    photo = out / "photo.jpg"
    photo.write_bytes(jpeg)
    truth["photo"] = photo.name
    (out / "photo.truth.json").write_text(json.dumps(truth), encoding="utf-8")
    for lang in args.langs.split(","):
        window = build_window(lang)
        window.resize(1100, 750)
        window.move(0, 0)
        window.show()
        window.activateWindow()
        helper = window.open_game(GAME, "score", ask_resume=False)
        helper.show_board(bench_photos.blank(GAME, truth["board_file"], 0))
        helper.use_photo(str(photo))  # the alignment starts: the drawing numbers the four spaces
        corners = clicks(helper, truth)
        helper.photo_pane.click(corners[0])  # one point given: the drawing rings the second space
        grab(out / f"{lang}_1_alignment_drawing.png")
        for point in corners[1:]:  # the other three clicks, as a person gives them
            helper.photo_pane.click(point)
        assert 0 in helper._corners, "the four clicks aligned the photo"
        helper.propose_from_photo()
        for position, name in ((0, "photo_only"), (50, "half"), (100, "board_only")):
            helper.photo_pane.opacity.setValue(position)
            grab(out / f"{lang}_2_see_through_{position:03d}_{name}.png")
        helper.undo_stack.clear()
        helper.undo_stack.setClean()
        window.close()
        window.deleteLater()
        app.processEvents()


if __name__ == "__main__":
    main()
