"""Screenshots of a score helper with a photo aligned under the grid.

The "photo" is made here: the example board drawn by the helper itself,
seen in perspective on a table, with its corners known; the four clicks of
the alignment are those corners.

    uv run python tools/screenshot_photo.py --langs pl,pt --out /tmp/shots
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform  # noqa: E402

from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.photo import board_quad  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"


def table_photo(scene, path: Path) -> list[QPointF]:
    """The board scene drawn in perspective on a wooden table; returns where
    the board's corners landed in the picture."""
    quad = board_quad(scene)
    src = quad.boundingRect()
    board = QImage(int(src.width() * 4), int(src.height() * 4), QImage.Format.Format_ARGB32)
    board.fill(QColor("#e8dcc0"))
    p = QPainter(board)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for item in scene.items():
        if getattr(item, "is_photo", False):
            item.hide()
    scene.render(p, QRectF(board.rect()), src, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    photo = QImage(1200, 900, QImage.Format.Format_RGB32)
    photo.fill(QColor("#8a6a48"))  # the table
    corners = [QPointF(210, 140), QPointF(1010, 95), QPointF(1120, 800), QPointF(120, 760)]
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
        QPolygonF(corners),
        warp,
    )
    p = QPainter(photo)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(warp)
    p.drawImage(0, 0, board)
    p.resetTransform()
    p.fillRect(photo.rect(), QColor(255, 230, 180, 35))  # warm light
    p.end()
    photo.save(str(path))
    return corners


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--langs", default="pl,pt")
    ap.add_argument("--out", default="/tmp/shots")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application([])
    for lang in args.langs.split(","):
        window = build_window(lang)
        window.resize(1400, 850)
        window.show()
        helper = window.open_game("harmonies", "score", ask_resume=False)
        helper.open_path(str(EXAMPLE))
        app.processEvents()
        photo = out / "table_photo.png"
        corners = table_photo(helper.board_scene(0), photo)
        helper.use_photo(str(photo))
        app.processEvents()
        helper.photo_pane.align_button.setChecked(True)
        for c in corners:
            helper.photo_pane.click(c)
        app.processEvents()
        path = out / f"photo_aligned_{lang}.png"
        window.grab().save(str(path))
        print(path)
        window.close()


if __name__ == "__main__":
    main()
