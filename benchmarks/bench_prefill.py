"""How well the score helper reads a Harmonies board from a photo (issue 12 §2).

Test pictures: finished boards of seeded random games, drawn by the helper
itself, then photographed in software: a random perspective (the board's
corners moved by up to 12 % of its size), lighting (brightness 0.7-1.25 and a
warm or cool cast), blur (drawn at a quarter to a half of the size and scaled
up smoothly) and noise (Gaussian, sigma 12 per channel). They are not real
photos: our tokens' colours are known, a real table's light is harder.

Reported: the share of spaces whose top token (or emptiness) is proposed
correctly, per kind, and the clicks a person makes with and without the
proposal (a click per space to paint plus a click per palette change; after
the proposal, only the spaces still wrong).

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_prefill.py --boards 20
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

import numpy as np  # noqa: E402  (shapely's dependency, already installed)
from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform  # noqa: E402

import gardenapp.games  # noqa: E402,F401
from gardenapp.core import registry  # noqa: E402
from gardenapp.core.conformance import play_random_game  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.photo import board_quad  # noqa: E402


def photograph(scene, rng: random.Random, path: str) -> list[QPointF]:
    quad = board_quad(scene).boundingRect()
    shrink = rng.uniform(0.25, 0.5)                       # blur: drawn small, scaled up
    small = QImage(int(quad.width() * 3 * shrink), int(quad.height() * 3 * shrink), QImage.Format.Format_ARGB32)
    small.fill(QColor("#e8dcc0"))
    p = QPainter(small)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p, QRectF(small.rect()), quad, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    board = small.scaled(int(quad.width() * 3), int(quad.height() * 3), Qt.AspectRatioMode.IgnoreAspectRatio,
                         Qt.TransformationMode.SmoothTransformation)
    w, h = 1000, 800
    bh = 640                                               # the whole board in the picture
    bw = bh * board.width() / board.height()
    x0, y0 = (w - bw) / 2, (h - bh) / 2
    j = 0.12
    corners = [QPointF(x0 + rng.uniform(-j, j) * bw, y0 + rng.uniform(-j, j) * bh),
               QPointF(x0 + bw + rng.uniform(-j, j) * bw, y0 + rng.uniform(-j, j) * bh),
               QPointF(x0 + bw + rng.uniform(-j, j) * bw, y0 + bh + rng.uniform(-j, j) * bh),
               QPointF(x0 + rng.uniform(-j, j) * bw, y0 + bh + rng.uniform(-j, j) * bh)]
    warp = QTransform()
    QTransform.quadToQuad(QPolygonF([QPointF(0, 0), QPointF(board.width(), 0),
                                     QPointF(board.width(), board.height()), QPointF(0, board.height())]),
                          QPolygonF(corners), warp)
    photo = QImage(w, h, QImage.Format.Format_RGB32)
    photo.fill(QColor("#7d5f40"))
    p = QPainter(photo)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(warp)
    p.drawImage(0, 0, board)
    p.end()
    arr = np.array(photo.constBits(), dtype=np.uint8).reshape(h, photo.bytesPerLine() // 4, 4)[:, :w, :3].astype(float)
    gain = rng.uniform(0.7, 1.25)
    cast = np.array([1.0 + rng.uniform(-0.08, 0.08), 1.0, 1.0 + rng.uniform(-0.08, 0.08)])   # B, G, R order
    gradient = np.linspace(0.85, 1.15, w)[None, :, None] if rng.random() < 0.5 else 1.0
    arr = arr * gain * cast * gradient + np.random.default_rng(rng.randrange(1 << 30)).normal(0, 12, arr.shape)
    arr = np.clip(arr, 0, 255).astype(np.uint8)
    out = QImage(np.ascontiguousarray(np.dstack([arr, np.full((h, w, 1), 255, np.uint8)])).data, w, h, w * 4,
                 QImage.Format.Format_RGB32).copy()
    out.save(path)
    return corners


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    app = make_application([])
    window = build_window("en")
    window.resize(1400, 850)
    window.show()
    game = registry.get("harmonies")
    rng = random.Random(args.seed)
    right, seen = Counter(), Counter()
    manual = after = 0
    tmp = tempfile.mkdtemp()
    for n in range(args.boards):
        state, _ = play_random_game(game, {"players": 1, "side": rng.choice("AB")}, 1000 + n)
        truth = game.board_to_dict(game.board_from_state(state, ["Ana"]))
        helper = window.open_game("harmonies", "score", ask_resume=False)
        helper._show_file(truth, "truth")
        app.processEvents()
        path = os.path.join(tmp, f"photo{n}.png")
        corners = photograph(helper.board_scene(0), rng, path)
        empty = dict(truth, players=[dict(truth["players"][0], spaces={}, cards=[])])
        helper._show_file(empty, "empty")
        helper.use_photo(path)
        helper.align_photo(0, corners)
        helper.propose_from_photo()
        proposed = helper.file_dict()["players"][0]["spaces"]
        spaces = [c.cell for c in helper.board_scene(0).cell_items().values()]
        real = truth["players"][0]["spaces"]
        for lab in spaces:
            kind = real[lab][-1] if lab in real else "empty"
            seen[kind] += 1
            guess = proposed[lab][-1] if lab in proposed else "empty"
            right[kind] += guess == kind
        stacks = Counter(tuple(v) for v in real.values())
        manual += len(real) + len(stacks)                # a click per space, one per palette choice
        wrong = [lab for lab in spaces if proposed.get(lab) != real.get(lab)]
        after += len(wrong) + len({tuple(real.get(lab, ())) for lab in wrong})
        window.go_home()
    total = sum(seen.values())
    print(f"{args.boards} boards, {total} spaces: top token or emptiness right for "
          f"{sum(right.values()) / total:.1%}")
    for kind in sorted(seen):
        print(f"  {kind:<7} {right[kind]:>4} / {seen[kind]:<4} {right[kind] / seen[kind]:.1%}")
    print(f"clicks to enter the spaces: {manual / args.boards:.1f} per board by hand, "
          f"{after / args.boards:.1f} after the proposal (+4 alignment clicks and 1 to propose)")


if __name__ == "__main__":
    main()
