"""Entering a finished board: by hand, and with the pre-fill from a photo (docs/architecture.md §6.5).

Test pictures: finished boards of seeded random games (2 players), drawn by
each score helper itself, then photographed in software: a random
perspective (the board's corners moved by up to 12 % of its size), lighting
(brightness 0.7-1.25, a warm or cool cast of up to 8 % on red and blue, and
on half of them a left-to-right gradient of 0.85-1.15), blur (drawn at a
quarter to a half of the size and scaled up smoothly) and noise (Gaussian,
sigma 12 per channel). They are not real photos: our pieces' colours are
known, a real table's light and a real board's print are harder. The four
alignment clicks are put exactly where the blank grid's corners are in the
photo (for Under the Leaves and Takenoko, whose grid grows with the garden,
the corners of the blank grid around the starting tile or the pond).

Reported per game with a pre-fill: the share of cells proposed correctly
(per kind), then for every game the effort of entering the whole board file
with the helper's tools, counted from the finished board: point-and-clicks
(P), keystrokes (K) and mental preparations (M), and seconds from a
keystroke-level model: P = 1.1 s, K = 0.3 s, M = 1.2 s (one M per palette or
tool change, per number read off the table and typed, per card or tile
looked up in a picker). A click per cell painted (drags, which the helpers
take, would be cheaper); a number typed is a click in its box, a key per
digit and an M (a 0 stays as it is). With the pre-fill: choosing the photo
(2 P + M), the alignment (the button and 4 corners: 5 P + M), one press of
"Propose", then the corrections of every cell still wrong. Checking the
proposal by eye is not in the model. Names and bonus tables are left out
(the same either way). These are estimates, not timed users.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_prefill.py --boards 10
"""

from __future__ import annotations

import argparse
import copy
import os
import random
import tempfile
from collections import Counter
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

import numpy as np  # noqa: E402  (shapely's dependency, already installed)
from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform  # noqa: E402

import gardenapp.games  # noqa: E402,F401
from gardenapp.core import registry  # noqa: E402
from gardenapp.core.conformance import play_random_game  # noqa: E402
from gardenapp.games.harmonies import data as harmonies_data  # noqa: E402
from gardenapp.games.under_the_leaves import data as leaves_data  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.photo import board_quad  # noqa: E402

SECONDS = {"P": 1.1, "K": 0.3, "M": 1.2}


def photograph(scene, rng: random.Random, path: str):
    """Save a photo of ``scene``'s board; returns the map from scene points to photo pixels."""
    quad = board_quad(scene).boundingRect()
    shrink = rng.uniform(0.25, 0.5)  # blur: drawn small, scaled up
    small = QImage(int(quad.width() * 3 * shrink), int(quad.height() * 3 * shrink), QImage.Format.Format_ARGB32)
    small.fill(QColor("#e8dcc0"))
    p = QPainter(small)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p, QRectF(small.rect()), quad, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    board = small.scaled(
        int(quad.width() * 3),
        int(quad.height() * 3),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    w, h = 1000, 800
    bh = 640 if board.width() / board.height() < 1.5 else 900 * board.height() / board.width()
    bw = bh * board.width() / board.height()  # the whole board in the picture
    x0, y0 = (w - bw) / 2, (h - bh) / 2
    j = 0.12
    corners = [
        QPointF(x0 + rng.uniform(-j, j) * bw, y0 + rng.uniform(-j, j) * bh),
        QPointF(x0 + bw + rng.uniform(-j, j) * bw, y0 + rng.uniform(-j, j) * bh),
        QPointF(x0 + bw + rng.uniform(-j, j) * bw, y0 + bh + rng.uniform(-j, j) * bh),
        QPointF(x0 + rng.uniform(-j, j) * bw, y0 + bh + rng.uniform(-j, j) * bh),
    ]
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
    photo = QImage(w, h, QImage.Format.Format_RGB32)
    photo.fill(QColor("#7d5f40"))
    p = QPainter(photo)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(warp)
    p.drawImage(0, 0, board)
    p.end()
    arr = np.array(photo.constBits(), dtype=np.uint8).reshape(h, photo.bytesPerLine() // 4, 4)[:, :w, :3].astype(float)
    gain = rng.uniform(0.7, 1.25)
    cast = np.array([1.0 + rng.uniform(-0.08, 0.08), 1.0, 1.0 + rng.uniform(-0.08, 0.08)])  # B, G, R order
    gradient = np.linspace(0.85, 1.15, w)[None, :, None] if rng.random() < 0.5 else 1.0
    arr = arr * gain * cast * gradient + np.random.default_rng(rng.randrange(1 << 30)).normal(0, 12, arr.shape)
    arr = np.clip(arr, 0, 255).astype(np.uint8)
    out = QImage(
        np.ascontiguousarray(np.dstack([arr, np.full((h, w, 1), 255, np.uint8)])).data,
        w,
        h,
        w * 4,
        QImage.Format.Format_RGB32,
    ).copy()
    out.save(path)
    sx, sy = board.width() / quad.width(), board.height() / quad.height()
    return lambda pt: warp.map(QPointF((pt.x() - quad.left()) * sx, (pt.y() - quad.top()) * sy))


# -- effort -------------------------------------------------------------------------------------------
@dataclass
class Effort:
    P: int = 0  # point and click
    K: int = 0  # keystrokes
    M: int = 0  # mental preparations

    def __add__(self, o: "Effort") -> "Effort":
        return Effort(self.P + o.P, self.K + o.K, self.M + o.M)

    def seconds(self) -> float:
        return self.P * SECONDS["P"] + self.K * SECONDS["K"] + self.M * SECONDS["M"]


NONE = Effort()
PHOTO = Effort(P=2 + 5 + 1, M=2)  # choose the photo, align it (button + 4 corners), propose


def typed(n) -> Effort:
    return Effort(P=1, K=len(str(n)), M=1) if n else NONE


def combo(changed: bool) -> Effort:
    return Effort(P=2, M=1) if changed else NONE


def painted(values, preselected=None) -> Effort:
    """One click per cell with the palette entry of its value, one palette change per value used."""
    values = list(values)
    changes = len(set(values) - {preselected})
    return Effort(P=len(values) + changes, M=changes)


def summed(efforts) -> Effort:
    total = NONE
    for e in efforts:
        total = total + e
    return total


# -- the games -------------------------------------------------------------------------------------------
class Harmonies:
    id, prefill = "harmonies", True
    readable = "spaces"

    def options(self, rng):
        return {"players": 2, "side": rng.choice("AB")}

    def blank(self, entry):
        return dict(entry, spaces={})

    def cells(self, helper, i):
        return [c.cell for c in helper.board_scene(i).cell_items().values()]

    def kinds(self, entry, cells):
        return {lab: entry["spaces"][lab][-1] if lab in entry["spaces"] else "empty" for lab in cells}

    def photo_part(self, entry, cells, wrong=None):
        spaces = entry["spaces"]
        todo = [lab for lab in cells if lab in spaces] if wrong is None else wrong
        return painted(tuple(spaces.get(lab, ())) for lab in todo)

    def rest(self, entry, options):
        cards = entry.get("cards", [])
        slots = {c.id: c.slots for c in harmonies_data.ANIMALS}
        return (Effort(P=2 + len(cards), M=len(cards)) if cards else NONE) + summed(
            Effort(P=1, M=1) for c in cards if c.get("cubes_placed") != slots.get(c["id"])
        )

    def file_wide(self, data):
        return combo(data["options"].get("side") == "B")


class Sanssouci:
    id, prefill = "sanssouci", True

    def options(self, rng):
        return {"players": 2}

    def blank(self, entry):
        return dict(entry, cells={})

    def cells(self, helper, i):
        printed = helper.pages()[i].printed()
        return [
            f"{key[1]},{key[2]}"
            for key in helper.board_scene(i).cell_items()
            if key[1] >= 1 and (key[1], key[2]) not in printed
        ]

    def kinds(self, entry, cells):
        return {lab: entry["cells"].get(lab, "empty") for lab in cells}

    def photo_part(self, entry, cells, wrong=None):
        todo = [lab for lab in cells if lab in entry["cells"]] if wrong is None else wrong
        return painted((entry["cells"].get(lab, "empty") for lab in todo), preselected="ornament")

    def rest(self, entry, options):
        nobles = [n for n in entry.get("nobles", []) if n]
        return (
            typed(entry.get("track_score", 0))
            + (Effort(P=1 + len(nobles), M=1) if nobles else NONE)
            + summed(combo(True) for _m in entry.get("missions", []))
        )

    def file_wide(self, data):
        return combo(data["options"].get("layout", "P1") != "P1")


class Takenoko:
    """The garden is optional and never scored: the cards and the Emperor make the score."""

    id, prefill = "takenoko", True

    def options(self, rng):
        return {"players": 2}

    def cells(self, helper, i):
        return [
            f"{c[0]},{c[1]}"
            for c in helper.garden_editor.scene.cell_items()
            if len(c) == 2 and isinstance(c[0], int) and c != (0, 0)
        ]

    def kinds(self, garden, cells):
        plots = (garden or {}).get("plots", {})
        return {lab: plots[lab]["colour"] if lab in plots else "empty" for lab in cells}

    def photo_part(self, garden, cells, wrong=None):
        plots = garden["plots"]
        todo = list(plots) if wrong is None else wrong
        return painted((plots[lab]["colour"] if lab in plots else "erase" for lab in todo), preselected="green")

    def garden_rest(self, garden):
        """Improvements, bamboo, channels and figures: left to the person with or without the photo."""
        plots = garden["plots"].values()
        improved = [(p["improvement"], p["printed"]) for p in plots if p["improvement"] != "none"]
        bamboo = [p["bamboo"] for p in plots if p["bamboo"]]
        figures = [f for f in ("panda", "gardener") if garden.get(f, "0,0") != "0,0"]
        return (
            painted(improved)
            + Effort(P=len({p for _i, p in improved if p}) * 2)
            + painted(bamboo)
            + painted(["channel"] * len(garden.get("channels", [])))
            + painted(figures)
        )

    def rest(self, entry, options):
        return Effort(P=len(entry.get("completed", [])), M=len(entry.get("completed", [])))

    def file_wide(self, data):
        return combo(any(p.get("emperor") for p in data["players"]))


class Azul:
    """No pre-fill: a tile is a colour and a pattern, and the pattern is a picture."""

    id, prefill = "azul_queens_garden", False

    def options(self, rng):
        return {"players": 2}

    def rest(self, entry, options):
        tiles = [(t["colour"], t["pattern"]) for t in entry.get("tiles", {}).values()]
        areas = entry.get("areas", {}).values()
        face_up = [(a["colour"], a["pattern"]) for a in areas if isinstance(a, dict)]
        face_down = sum(a == "face_down" for a in areas)
        storage = entry.get("storage", {})
        stored = [(t["colour"], t["pattern"]) for t in storage.get("tiles", []) + storage.get("expansions", [])]
        tools = NONE
        if face_up:
            tools = tools + Effort(P=2, M=2)  # the face-up tool, then back to the tile tool
        if face_down:
            tools = tools + Effort(P=2 + face_down, M=2)
        return (
            typed(entry.get("score_before_final", 0))
            + painted(tiles)
            + painted(face_up)
            + tools
            + typed(storage.get("jokers", 0))
            + painted(stored)
        )

    def file_wide(self, data):
        return NONE


class Leaves:
    """The pawns make the score (level 1); the garden is optional (level 2)."""

    id, prefill = "under_the_leaves", True

    def options(self, rng):
        return {"players": 2}

    def blank(self, entry):
        return {k: v for k, v in entry.items() if k not in ("tiles", "order", "choices")}

    def cells(self, helper, i):
        return None  # positions come from the tiles

    def kinds(self, entry, _cells):
        return {t["at"]: (t["tile"], t["side"], t["rotation"]) for t in entry.get("tiles", [])}

    def photo_part(self, entry, _cells, wrong=None, extra=()):
        tiles = {t["at"]: t for t in entry.get("tiles", [])}
        todo = list(tiles) if wrong is None else wrong
        effort, rotation, side = Effort(P=0), 0, "F"
        for at in todo:
            t = tiles[at]
            start = leaves_data.is_start(leaves_data.TILE_INDEX[t["tile"]])
            turn = (t["rotation"] - rotation) % 4
            flip = t["side"] != side and not start
            keys = min(turn, 1 + (4 - turn)) if turn else 0  # R per quarter turn, or Shift+R
            effort = effort + Effort(P=2, K=keys + flip, M=1)  # pick, turn, flip, lay
            rotation, side = t["rotation"], "F" if start else t["side"]
        if extra:
            effort = effort + Effort(P=1 + 4 * len(extra), M=1)  # the eraser, 4 fields each
        return effort

    def computed(self, options):
        statics = [leaves_data.CARD_BY_ID[c].type for c in options.get("cards", []) if c in leaves_data.STATIC_CARDS]
        return {"hummingbirds", *statics}

    def pawns(self, entry, skip=()):
        return summed(typed(n) for k, n in entry["pawns"].items() if k not in skip)

    def rest(self, entry, options):
        return self.pawns(entry)

    def file_wide(self, data):
        return NONE

    def garden_wide(self, data):
        """The three dweller cards in play: needed from the garden on (docs/rules/under_the_leaves.md §8 level 2)."""
        return summed(
            combo(c != leaves_data.CARDS_OF_TYPE[leaves_data.CARD_BY_ID[c].type][0])
            for c in data["options"].get("cards", [])
        )


GAMES = (Harmonies(), Sanssouci(), Takenoko(), Azul(), Leaves())


# -- measuring ----------------------------------------------------------------------------------------------
def propose(window, app, game, truth, i, rng, path, blank_data):
    """The person's steps with the photo of player ``i``'s board: the photo,
    the alignment on the blank grid, one press. Returns the file after it."""
    helper = window.open_game(game.id, "score", ask_resume=False)
    helper._show_file(truth, "truth")
    helper.tabs.setCurrentIndex(i)
    app.processEvents()
    to_photo = photograph(helper.board_scene(i), rng, path)
    helper._show_file(blank_data, "blank")
    helper.tabs.setCurrentIndex(i)
    corners = [to_photo(c) for c in board_quad(helper.board_scene(i))]
    assert helper.use_photo(path) and helper.align_photo(i, corners)
    assert helper.propose_from_photo()
    return helper, helper.file_dict()


def measure(window, app, game, boards: int, seed: int) -> dict:
    engine = registry.get(game.id)
    rng = random.Random(seed)
    right, seen, confused = Counter(), Counter(), Counter()
    manual, after, score_only = NONE, NONE, NONE
    extra_tiles = 0
    tmp = tempfile.mkdtemp()
    for n in range(boards):
        state, _ = play_random_game(engine, game.options(rng), 1000 + n)
        truth = engine.board_to_dict(engine.board_from_state(state, ["Ana", "Bruno"]))
        truth.setdefault("options", {})
        players = truth["players"]
        wide = game.file_wide(truth)
        score_only = score_only + wide + summed(game.rest(p, truth["options"]) for p in players)
        if not game.prefill:
            window.go_home()
            continue
        wide = wide + getattr(game, "garden_wide", lambda _d: NONE)(truth)
        manual, after = manual + wide, after + wide
        photographed = [0] if game.id == "takenoko" else range(len(players))
        for i in photographed:
            path = os.path.join(tmp, f"photo{n}_{i}.png")
            if game.id == "takenoko":
                blank = {k: v for k, v in truth.items() if k != "garden"}
                helper, got = propose(window, app, game, truth, i, rng, path, blank)
                real, mine = truth["garden"], got.get("garden") or {"plots": {}}
                cells = sorted(set(game.cells(helper, i)) | set(real["plots"]))
                rest = game.garden_rest(real)
            else:
                blank = copy.deepcopy(truth)
                blank["players"][i] = game.blank(players[i])
                helper, got = propose(window, app, game, truth, i, rng, path, blank)
                real, mine = players[i], got["players"][i]
                cells = game.cells(helper, i)
                rest = NONE
            want, have = game.kinds(real, cells), game.kinds(mine, cells)
            for lab, kind in want.items():
                label = kind if game.id != "under_the_leaves" else ("start" if kind[0].startswith("S") else "tile")
                seen[label] += 1
                right[label] += have.get(lab) == kind
                if have.get(lab) != kind:
                    confused[
                        (
                            label,
                            have.get(lab, "empty")
                            if game.id != "under_the_leaves"
                            else ("none" if lab not in have else "another"),
                        )
                    ] += 1
            if game.id == "harmonies":  # a right top token on a wrong stack is a correction too
                wrong = [lab for lab in want if mine["spaces"].get(lab) != real["spaces"].get(lab)]
            else:
                wrong = [lab for lab in want if have.get(lab) != want[lab]]
            if game.id == "under_the_leaves":
                extra = [lab for lab in have if lab not in want]
                extra_tiles += len(extra)
                fix = game.photo_part(real, cells, wrong, extra)
            else:
                fix = game.photo_part(real, cells, wrong)
            manual = manual + game.photo_part(real, cells) + rest
            after = after + PHOTO + fix + rest
            window.go_home()
        for p in players:
            if game.id == "under_the_leaves":  # with the garden, its counts come from the engine
                skip = game.computed(truth["options"])
                manual, after = manual + game.pawns(p, skip), after + game.pawns(p, skip)
            else:
                manual, after = manual + game.rest(p, truth["options"]), after + game.rest(p, truth["options"])
    return {
        "right": right,
        "seen": seen,
        "confused": confused,
        "manual": manual,
        "after": after,
        "score_only": score_only,
        "extra": extra_tiles,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default=",".join(g.id for g in GAMES))
    args = ap.parse_args()
    app = make_application([])
    window = build_window("en")
    window.resize(1400, 850)
    window.show()
    wanted = args.games.split(",")
    results = {g.id: measure(window, app, g, args.boards, args.seed) for g in GAMES if g.id in wanted}
    print(
        f"{args.boards} finished 2-player boards per game, seed {args.seed}; "
        f"keystroke-level model: P = {SECONDS['P']} s a point and click, K = {SECONDS['K']} s a keystroke, "
        f"M = {SECONDS['M']} s a mental preparation\n"
    )
    for gid, r in results.items():
        if not r["seen"]:
            continue
        total = sum(r["seen"].values())
        unit = "tile positions" if gid == "under_the_leaves" else "cells"
        print(f"{gid}: {total} {unit} photographed, proposed right {sum(r['right'].values()) / total:.1%}")
        for kind in sorted(r["seen"]):
            print(f"  {kind:<10} {r['right'][kind]:>5} / {r['seen'][kind]:<5} {r['right'][kind] / r['seen'][kind]:.1%}")
        if gid == "under_the_leaves":
            print(f"  tiles proposed where there is none: {r['extra']}")
        if r["confused"]:
            print(
                "  most often read instead: "
                + ", ".join(f"{real} as {got} ({n})" for (real, got), n in r["confused"].most_common(4))
            )
    print(f"\n{'per board (all players)':<44} {'P':>6} {'K':>6} {'M':>6} {'seconds':>8}")

    def row(name, e):
        b = args.boards
        print(f"{name:<44} {e.P / b:>6.1f} {e.K / b:>6.1f} {e.M / b:>6.1f} {e.seconds() / b:>8.1f}")

    for gid, r in results.items():
        if gid in ("takenoko", "under_the_leaves"):
            row(f"{gid}: the score only, by hand", r["score_only"])
            if r["seen"]:
                row(f"{gid}: with the garden, by hand", r["manual"])
                row(f"{gid}: with the garden, pre-filled", r["after"])
        elif r["seen"]:
            row(f"{gid}: by hand", r["manual"])
            row(f"{gid}: pre-filled", r["after"])
        else:
            row(f"{gid}: by hand (no pre-fill)", r["score_only"])


if __name__ == "__main__":
    main()
