"""The photo pre-fill on photos this project did not draw (benchmarks/photokit).

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_photos.py --boards 20 --seed 1
    QT_QPA_PLATFORM=offscreen uv run python benchmarks/bench_photos.py --corpus /tmp/photokit --games harmonies

For every game (Harmonies, Sanssouci, Takenoko, Under the Leaves, Azul:
Queen's Garden), each corpus photo goes into that game's score helper the way
bench_prefill.py drives it offscreen: the finished board with that player's
part blanked (for Takenoko, the file without its garden; for Azul, the
player's tiles, the expansions left entered), the photo chosen for the player, the
four alignment clicks, one press of "Propose from the photo"; then every
space the helper proposes for is compared with the ground truth.

The four clicks (``--clicks``):
- ``grid`` (the default, what today's code expects, and what bench_prefill
  does): the corners of the blank grid the helper draws (``photo.board_quad``,
  the bounding box of its cells in the board scene), put where they fall in
  the photo. They are computed from the ground truth: every cell of the
  helper's scene is paired with the same space of the photo
  (``<kit>.space_xy`` through the truth's ``plane_to_photo``), a homography
  is fitted to the pairs (least squares; its largest residual is printed), and
  the quad's corners go through it. For Takenoko and Under the Leaves, whose
  grid grows with the garden, that is the blank grid around the pond or the
  starting tile, as in bench_prefill.
- ``board``: the printed board's four outer corners as the ground truth gives
  them (what a person clicks on a physical board), Harmonies and Sanssouci only.

``--click-error PX`` moves each of the four clicks, for every game, by PX
photo pixels in a direction drawn uniformly at random (the length is exactly
PX, not a Gaussian), seeded by ``--click-seed`` and the photo's file name:
the same photo gets the same four moves on every run and in every order.
A person clicking a 4032x3024 photo shown at about 1/5 is usually 10-20 px off.
The time each read takes (``read_photo``, the alignment's refinement
included) is printed per game.

Reported per game: the share of spaces proposed right, per kind (what the
space really holds), per light class and per EXIF orientation, and the
confusion matrix (rows: the truth, columns: what was proposed). Harmonies
also reports whole stacks (today's code proposes the top token only, a
height of 1). Under the Leaves counts a tile position right when the tile,
its side and its rotation are all right ("none": no tile proposed there,
"another": a wrong tile, side or rotation), and counts tiles proposed where
there is none. Azul: Queen's Garden counts each free space's colour (or
"empty"), then the patterns: those read with the expansions' printed
hexagons as the only templates, those read with every other tile entered,
and how many a person types when the '?' ones are typed in turn and the
rest matched again after each (``AzulPlayerPage.rematch``); and once more
from a fresh board, no expansion entered (what ``gardenapp read-photo``
reads): each area, and every hexagon's colour. Nothing in gardenapp/ is changed.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import random
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402

import gardenapp.games  # noqa: E402,F401
from benchmarks.photokit import KITS, corpus, render  # noqa: E402
from benchmarks.photokit import under_the_leaves as leaves_kit  # noqa: E402

PREFILL = ("harmonies", "sanssouci", "takenoko", "under_the_leaves", "azul_queens_garden")
NO_PREFILL: tuple[str, ...] = ()


# -- per game: the blank file, the scene's cells as board points, the spaces compared ---------------
def blank(game_id: str, board: dict[str, Any], player: int) -> dict[str, Any]:
    data = copy.deepcopy(board)
    entry = data["players"][player]
    if game_id == "harmonies":
        entry["spaces"] = {}
    elif game_id == "sanssouci":
        entry["cells"] = {}
    elif game_id == "under_the_leaves":
        for key in ("tiles", "order", "choices"):
            entry.pop(key, None)
    elif game_id == "takenoko":
        data.pop("garden", None)
    elif game_id == "azul_queens_garden":  # the expansions entered (a click each), the tiles read
        entry["tiles"] = {}
    return data


def scene_pairs(game_id: str, scene, options: dict[str, Any]) -> list[tuple[QPointF, render.XY]]:
    """(scene point, board mm) of the centre of every cell of the helper's scene."""
    kit = KITS[game_id]
    out = []
    for cell in scene.cell_items().values():
        key = cell.cell
        if game_id == "sanssouci":
            label = f"{key[1]},{key[2]}"
        elif game_id == "takenoko":
            if not (isinstance(key, tuple) and len(key) == 2 and all(isinstance(v, int) for v in key)):
                continue
            label = f"{key[0]},{key[1]}"
        else:
            label = str(key)
        xy = leaves_kit.field_xy(options, label) if game_id == "under_the_leaves" else kit.space_xy(options, label)
        if xy is None:
            continue
        out.append((cell.mapToScene(cell.polygon().boundingRect().center()), xy))
    return out


def compared_labels(game_id: str, helper, player: int, truth: dict[str, Any]) -> list[str]:
    scene = helper.board_scene(player)
    if game_id == "harmonies":
        return [c.cell for c in scene.cell_items().values()]
    if game_id == "sanssouci":
        printed = helper.pages()[player].printed()
        return [f"{k[1]},{k[2]}" for k in scene.cell_items() if k[1] >= 1 and (k[1], k[2]) not in printed]
    if game_id == "takenoko":
        plots = (truth["fragment"].get("garden") or {}).get("plots", {})
        cells = {
            f"{c[0]},{c[1]}"
            for c in scene.cell_items()
            if isinstance(c, tuple) and len(c) == 2 and all(isinstance(v, int) for v in c) and c != (0, 0)
        }
        return sorted(cells | set(plots))
    if game_id == "azul_queens_garden":
        from gardenapp.ui.games.azul_queens_garden.prefill import cells_of

        return sorted(cells_of(truth["fragment"])[0])
    return [t["at"] for t in truth["fragment"].get("tiles", [])]


def got_fragment(game_id: str, data: dict[str, Any], player: int) -> dict[str, Any]:
    if game_id == "takenoko":
        return {"garden": data.get("garden") or {"plots": {}}}
    return data["players"][player]


# -- measuring --------------------------------------------------------------------------------------
class Tally:
    def __init__(self) -> None:
        self.seen: Counter = Counter()
        self.right: Counter = Counter()
        self.confused: Counter = Counter()
        self.by: dict[str, Counter] = defaultdict(Counter)  # "light:warm" -> seen/right
        self.stacks: Counter = Counter()
        self.patterns: Counter = Counter()  # Azul: tiles, patterns read, read right; "half:" with half entered
        self.heights: Counter = Counter()  # the height proposed on a space holding a stack
        self.extra = 0
        self.photos = 0
        self.residual = 0.0
        self.times: list[float] = []  # seconds per read_photo call
        self.failed: list[str] = []

    def add(self, kind: str, got: str, groups: list[str]) -> None:
        self.seen[kind] += 1
        ok = kind == got
        self.right[kind] += ok
        self.confused[(kind, got)] += 1
        for g in groups:
            self.by[g]["seen"] += 1
            self.by[g]["right"] += ok

    def to_json(self) -> dict[str, Any]:
        total = sum(self.seen.values())
        return {
            "photos": self.photos,
            "spaces": total,
            "right": sum(self.right.values()),
            "accuracy": sum(self.right.values()) / total if total else None,
            "per_kind": {k: [self.right[k], self.seen[k]] for k in sorted(self.seen)},
            "confusion": {f"{a} -> {b}": n for (a, b), n in sorted(self.confused.items())},
            "groups": {g: [c["right"], c["seen"]] for g, c in sorted(self.by.items())},
            "stacks": dict(self.stacks),
            "patterns": {
                f"{a} -> {b}" if isinstance(k, tuple) else str(k): n
                for k, n in self.patterns.items()
                for a, b in [k if isinstance(k, tuple) else ("", "")]
            },
            "heights": dict(self.heights),
            "extra_tiles": self.extra,
            "max_fit_residual_px": self.residual,
            "read_seconds": {"mean": sum(self.times) / len(self.times), "max": max(self.times)} if self.times else None,
            "failed": self.failed,
        }


def label_of(game_id: str, kind: Any) -> str:
    if game_id == "under_the_leaves":
        return "start tile" if kind[0].startswith("S") else "garden tile"
    return str(kind)


def clicks_for(game_id: str, truth: dict[str, Any], player: int, clicks: str) -> tuple[list[QPointF], float]:
    """The four alignment points (``readphoto.alignment_frame``: what the window asks
    for) where they are in the photo, and the fit's largest residual (grid clicks)."""
    import importlib

    from gardenapp.ui.photo import alignment_spaces
    from gardenapp.ui.readphoto import alignment_frame

    helper = importlib.import_module(f"gardenapp.ui.games.{game_id}").create_score_helper(None)
    try:
        helper.load_dict(blank(game_id, truth["board_file"], player))
        helper.tabs.setCurrentIndex(player)
        scene = helper.board_scene(player)
        if clicks == "board":
            spaces = alignment_spaces(scene)
            labels = [f"{k[1]},{k[2]}" if game_id == "sanssouci" else str(k) for k in spaces]
            hp = np.array(truth["plane_to_photo"], dtype=float)
            kit = KITS[game_id]
            xys = [kit.space_xy(truth["options"], lab) for lab in labels]  # the printed centres
            return [QPointF(*render.apply_h(hp, *xy)) for xy in xys if xy is not None], 0.0
        pairs = scene_pairs(game_id, scene, truth["options"])
        hp = np.array(truth["plane_to_photo"], dtype=float)
        src = [(p.x(), p.y()) for p, _xy in pairs]
        dst = [render.apply_h(hp, *xy) for _p, xy in pairs]
        fit = render.fit_homography(src, dst)
        residual = max(
            ((render.apply_h(fit, *s)[0] - d[0]) ** 2 + (render.apply_h(fit, *s)[1] - d[1]) ** 2) ** 0.5
            for s, d in zip(src, dst)
        )
        frame = alignment_frame(scene)
        return [QPointF(*render.apply_h(fit, frame.at(k).x(), frame.at(k).y())) for k in range(4)], residual
    finally:
        helper.deleteLater()


def labels_for(game_id: str, truth: dict[str, Any], player: int) -> list[str]:
    import importlib

    helper = importlib.import_module(f"gardenapp.ui.games.{game_id}").create_score_helper(None)
    try:
        helper.load_dict(blank(game_id, truth["board_file"], player))
        return compared_labels(game_id, helper, player, truth)
    finally:
        helper.deleteLater()


def click_errors(name: str, px: float, seed: int) -> list[tuple[float, float]]:
    """The moves of the four clicks on photo ``name``: each PX long, in a
    direction uniform on the circle, from a generator seeded by ``seed`` and ``name``."""
    rng = random.Random(f"{seed}:{name}")
    out = []
    for _k in range(4):
        angle = rng.uniform(0.0, 2 * math.pi)
        out.append((px * math.cos(angle), px * math.sin(angle)))
    return out


def measure_photo(truth_path: Path, clicks: str, tally: Tally, click_error: float = 0.0, click_seed: int = 0) -> None:
    """One photo through ``readphoto.read_photo``, the function ``gardenapp
    read-photo`` and the window's *Propose* call."""
    from gardenapp.ui.readphoto import ReadPhotoError, read_photo

    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    game_id, player = truth["game"], truth["player"]
    kit = KITS[game_id]
    corners, residual = clicks_for(game_id, truth, player, clicks)
    if click_error:
        moves = click_errors(truth_path.name, click_error, click_seed)
        corners = [QPointF(p.x() + dx, p.y() + dy) for p, (dx, dy) in zip(corners, moves)]
    tally.residual = max(tally.residual, residual)
    photo = str(truth_path.with_name(truth["photo"]))
    t0 = time.perf_counter()
    try:
        got = read_photo(game_id, photo, corners, player=player, data=blank(game_id, truth["board_file"], player))
    except ReadPhotoError as exc:
        tally.failed.append(f"{truth_path.name}: {exc}")
        return
    tally.times.append(time.perf_counter() - t0)
    labels = labels_for(game_id, truth, player)
    if game_id == "azul_queens_garden":
        measure_azul(truth, photo, corners, labels, got, tally)
        return
    if game_id == "takenoko":  # the grid grown around what was proposed
        labels = sorted(set(labels) | set((got.get("garden") or {}).get("plots", {})))
    want, have = kit.kinds(truth["fragment"], labels), kit.kinds(got, labels)
    groups = [f"light {truth['light']['class']}", f"EXIF orientation {truth['exif_orientation']}"]
    tally.photos += 1
    for lab, kind in want.items():
        label = label_of(game_id, kind)
        if game_id == "under_the_leaves":
            found = "right" if have.get(lab) == kind else ("none" if lab not in have else "another")
            tally.add(label, label if found == "right" else found, groups)
        else:
            tally.add(label, str(have.get(lab, "empty")), groups)
    if game_id == "under_the_leaves":
        tally.extra += sum(1 for lab in have if lab not in want)
    if game_id == "harmonies":
        real = truth["fragment"].get("spaces", {})
        mine = got.get("spaces", {})
        for lab in labels:
            height = len(real.get(lab, []))
            tally.stacks[f"height {height} seen"] += 1
            tally.stacks[f"height {height} right"] += list(mine.get(lab, [])) == list(real.get(lab, []))
            if height:
                tally.heights[f"height {height} seen"] += 1
                tally.heights[f"height {height} right"] += len(mine.get(lab, [])) == height


AZUL_MARKS: dict[str, str] = {}  # the cells the Azul helper last marked proposed: cell -> "pattern" | "colour"
AZUL_POINTS: dict[str, list] = {}  # the photo's points of its last proposal


def record_azul_marks() -> None:
    """Keep the marks of the Azul helper's last proposal (read_photo leaves them out of the file)."""
    from gardenapp.ui.games.azul_queens_garden import scorehelper

    first = scorehelper.AzulScoreHelper.proposal
    if getattr(first, "recording", False):
        return

    def recording(self, index, samples, data_, sampler=None):
        out = first(self, index, samples, data_, sampler=sampler)
        AZUL_MARKS.clear()
        AZUL_MARKS.update({c: how for c, (how, _t) in self.page(index).proposed.items()})
        AZUL_POINTS.clear()
        AZUL_POINTS.update(self.page(index).photo_points)
        return out

    recording.recording = True  # type: ignore[attr-defined]
    scorehelper.AzulScoreHelper.proposal = recording  # type: ignore[method-assign]


def measure_azul(
    truth: dict[str, Any], photo: str, corners, labels: list[str], got: dict[str, Any], tally: Tally
) -> None:
    """Colours on every free space (a tile's colour, or "empty"); patterns where
    the helper read one (templates: the expansions' printed hexagons), and again
    with every other tile entered by the person (the others proposed against them)."""
    from gardenapp.ui.readphoto import read_photo

    kit = KITS["azul_queens_garden"]
    groups = [f"light {truth['light']['class']}", f"EXIF orientation {truth['exif_orientation']}"]
    want, have = kit.kinds(truth["fragment"], labels), kit.kinds(got, labels)
    marks = dict(AZUL_MARKS)
    tally.photos += 1
    for lab in labels:
        w, h = want[lab], have.get(lab, "empty")
        tally.add(w.split("/")[0], h.split("/")[0], groups)
        if w != "empty":
            tally.patterns["tiles"] += 1
            if h != "empty" and marks.get(lab) == "pattern":
                tally.patterns["read"] += 1
                tally.patterns["read right"] += w.split("/")[1] == h.split("/")[1]
    measure_fresh_azul(truth, photo, corners, tally)
    typing_azul(truth, got, marks, tally)
    tiles = truth["fragment"].get("tiles", {})
    entered = sorted(tiles)[::2]
    data = blank("azul_queens_garden", truth["board_file"], truth["player"])
    data["players"][truth["player"]]["tiles"] = {c: dict(tiles[c]) for c in entered}
    half = read_photo("azul_queens_garden", photo, corners, player=truth["player"], data=data)
    marks = dict(AZUL_MARKS)
    for lab in sorted(set(tiles) - set(entered)):
        tally.patterns["half: tiles"] += 1
        mine = (half.get("tiles") or {}).get(lab)
        real = tiles[lab]["pattern"]
        if mine and marks.get(lab) == "pattern":
            tally.patterns["half: read"] += 1
            tally.patterns["half: read right"] += mine.get("pattern") == real
            tally.patterns[(real, str(mine.get("pattern")))] += 1
        else:
            tally.patterns[(real, "not read")] += 1


def typing_azul(truth: dict[str, Any], got: dict[str, Any], marks: dict[str, str], tally: Tally) -> None:
    """After Propose (expansions entered), the person types the pattern of each
    tile still marked '?' in turn, and the helper matches the others again
    against what was typed (AzulPlayerPage.rematch): the patterns typed, and
    the patterns proposed wrong (each one more to type)."""
    from gardenapp.ui.games.azul_queens_garden.prefill import match_patterns

    real = truth["fragment"].get("tiles", {})
    entry = {"areas": got.get("areas"), "tiles": copy.deepcopy(got.get("tiles") or {})}
    open_ = sorted(c for c, how in marks.items() if how == "colour" and c in real)
    tally.patterns["typing: tiles"] += len(real)
    tally.patterns["typing: wrong"] += sum(
        1
        for c, how in marks.items()
        if how == "pattern" and c in real and entry["tiles"][c]["pattern"] != real[c]["pattern"]
    )
    while open_:
        cell = open_.pop(0)
        entry["tiles"][cell]["pattern"] = real[cell]["pattern"]
        tally.patterns["typing: typed"] += 1
        shown = {"areas": entry["areas"], "tiles": {c: t for c, t in entry["tiles"].items() if c not in open_}}
        for c, pattern in match_patterns(shown, AZUL_POINTS, open_).items():
            open_.remove(c)
            entry["tiles"][c]["pattern"] = pattern
            tally.patterns["typing: matched"] += 1
            tally.patterns["typing: wrong"] += pattern != real[c]["pattern"]


def area_kind(state: Any) -> str:
    if state is None:
        return "no expansion"
    return "face down" if state == "face_down" else "face up"


def measure_fresh_azul(truth: dict[str, Any], photo: str, corners, tally: Tally) -> None:
    """The whole garden from a fresh board (no expansion entered, what
    ``gardenapp read-photo azul_queens_garden`` reads): each area (no
    expansion, face down, face up with its printed hexagon's place), and the
    colour of every hexagon (tiles and printed ones) on the truth's garden."""
    from gardenapp.ui.games.azul_queens_garden.prefill import cells_of
    from gardenapp.ui.readphoto import read_photo

    data = blank("azul_queens_garden", truth["board_file"], truth["player"])
    data["players"][truth["player"]]["areas"] = {}
    got = read_photo("azul_queens_garden", photo, corners, player=truth["player"], data=data)
    real = truth["fragment"]
    for area in sorted(real.get("areas") or {}):
        want, have = (real.get("areas") or {}).get(area), (got.get("areas") or {}).get(area)
        ok = area_kind(want) == area_kind(have) and (
            not isinstance(want, dict) or isinstance(have, dict) and want["orientation"] == have["orientation"]
        )
        tally.patterns[("area " + area_kind(want), "right" if ok else area_kind(have) + " (or turned)")] += 1
    spaces, printed = cells_of(real)
    mine_spaces, mine_printed = cells_of(got)
    for cell in sorted(set(spaces) | set(printed)):
        want = printed[cell][0] if cell in printed else (real.get("tiles") or {}).get(cell, {}).get("colour", "empty")
        if cell in mine_printed:
            have = mine_printed[cell][0]
        else:
            have = (got.get("tiles") or {}).get(cell, {}).get("colour", "empty")
        tally.patterns["fresh: hexagons"] += 1
        tally.patterns["fresh: right"] += want == have


def matrix(tally: Tally) -> list[str]:
    """Rows: what the space holds; columns: what was proposed (the truth's kinds first)."""
    kinds = sorted(tally.seen)
    if not kinds:
        return []
    got = kinds + sorted({b for _a, b in tally.confused} - set(kinds))
    first = max(len("truth \\ proposed"), *(len(k) for k in kinds)) + 2
    width = max(7, *(len(k) for k in got)) + 2
    lines = ["  " + "truth \\ proposed".ljust(first) + "".join(k.rjust(width) for k in got)]
    for a in kinds:
        lines.append("  " + a.ljust(first) + "".join(str(tally.confused[(a, b)] or ".").rjust(width) for b in got))
    return lines


def report(game_id: str, tally: Tally, clicks: str, click_error: float = 0.0) -> list[str]:
    total = sum(tally.seen.values())
    unit = "tile positions" if game_id == "under_the_leaves" else "spaces"
    moved = f", each moved {click_error:g} px" if click_error else ""
    out = [
        f"{game_id} ({clicks} clicks{moved}): {tally.photos} photos, {total} {unit}, proposed right "
        f"{sum(tally.right.values())} = {sum(tally.right.values()) / total:.1%}"
        if total
        else f"{game_id}: nothing measured"
    ]
    for kind in sorted(tally.seen):
        right, seen = tally.right[kind], tally.seen[kind]
        out.append(f"  {kind:<22} {right:>5} / {seen:<5} {right / seen:.1%}")
    for g, c in sorted(tally.by.items()):
        out.append(f"  {g:<22} {c['right']:>5} / {c['seen']:<5} {c['right'] / c['seen']:.1%}")
    if game_id == "harmonies" and tally.stacks:
        for h in range(4):
            seen = tally.stacks[f"height {h} seen"]
            if seen:
                right = tally.stacks[f"height {h} right"]
                out.append(f"  whole stack right, height {h}: {right} / {seen} {right / seen:.1%}")
        seen = sum(tally.stacks[f"height {h} seen"] for h in range(4))
        right = sum(tally.stacks[f"height {h} right"] for h in range(4))
        out.append(f"  whole stack right, all spaces: {right} / {seen} {right / seen:.1%}")
        for h in range(1, 4):
            seen = tally.heights[f"height {h} seen"]
            if seen:
                right = tally.heights[f"height {h} right"]
                out.append(f"  height right on a stack of {h}: {right} / {seen} {right / seen:.1%}")
        seen = sum(tally.heights[f"height {h} seen"] for h in range(1, 4))
        if seen:
            right = sum(tally.heights[f"height {h} right"] for h in range(1, 4))
            out.append(f"  height right on every stack: {right} / {seen} {right / seen:.1%}")
    if game_id == "under_the_leaves":
        out.append(f"  tiles proposed where there is none: {tally.extra}")
    if game_id == "azul_queens_garden" and tally.patterns:
        p = tally.patterns
        for name, what in (("", "the expansions' printed hexagons"), ("half: ", "every other tile entered")):
            tiles, read, right = p[f"{name}tiles"], p[f"{name}read"], p[f"{name}read right"]
            if tiles:
                out.append(
                    f"  patterns, templates {what}: read {read} / {tiles} tiles ({read / tiles:.1%}), "
                    f"right {right} / {read} ({right / read if read else 0:.1%}); right of all tiles {right / tiles:.1%}"
                )
        if p["typing: tiles"]:
            tiles, typed, matched, wrong = (p[f"typing: {k}"] for k in ("tiles", "typed", "matched", "wrong"))
            out.append(
                f"  typing the '?' patterns in turn, the rest matched again after each: {typed} typed for "
                f"{tiles} tiles ({typed / tiles:.1%}), {matched} matched from what was typed, {wrong} proposed wrong"
            )
        areas = sorted(k for k in p if isinstance(k, tuple) and k[0].startswith("area "))
        if areas:
            right = sum(p[k] for k in areas if k[1] == "right")
            seen = sum(p[k] for k in areas)
            out.append(f"  fresh board (no expansion entered): areas right {right} / {seen} ({right / seen:.1%})")
            for k in areas:
                out.append(f"    {k[0][5:]:<13} -> {k[1]}: {p[k]}")
            cells, right = p["fresh: hexagons"], p["fresh: right"]
            out.append(
                f"    free spaces and printed hexagons, colour (or empty) right: {right} / {cells} ({right / cells:.1%})"
            )
        pairs = sorted(k for k in p if isinstance(k, tuple) and not k[0].startswith("area "))
        if pairs:
            out.append("  patterns with every other tile entered (truth -> proposed):")
            for real in sorted({a for a, _b in pairs}):
                out.append("    " + real.ljust(10) + "  ".join(f"{b} {p[(real, b)]}" for a, b in pairs if a == real))
    if tally.times:
        out.append(
            f"  read_photo time per photo: mean {sum(tally.times) / len(tally.times):.2f} s, "
            f"max {max(tally.times):.2f} s"
        )
    if clicks == "grid":
        out.append(f"  largest residual of the scene-to-photo fit: {tally.residual:.2f} px")
    for f in tally.failed:
        out.append(f"  NOT MEASURED: {f}")
    out.append("  confusion matrix:")
    out.extend(matrix(tally))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--corpus",
        type=Path,
        help="a folder of photokit photos (searched recursively); "
        "without it a corpus is written first under a temporary folder",
    )
    ap.add_argument("--boards", type=int, default=20, help="boards per game when writing the corpus")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2, help="processes writing the corpus")
    ap.add_argument("--games", default=",".join(PREFILL + NO_PREFILL))
    ap.add_argument("--clicks", choices=("grid", "board", "both"), default="grid")
    ap.add_argument(
        "--click-error",
        type=float,
        default=0.0,
        metavar="PX",
        help="move each of the four alignment clicks by exactly PX photo pixels, in a direction drawn "
        "uniformly at random (seeded: --click-seed and the photo's name), for every game (default 0)",
    )
    ap.add_argument("--click-seed", type=int, default=0, help="the seed of the --click-error moves")
    ap.add_argument("--json", type=Path, help="also write the numbers as JSON here")
    args = ap.parse_args()
    games = [g for g in args.games.split(",") if g]
    folder = args.corpus
    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix="photokit-"))
        for g in games:
            t0 = time.perf_counter()
            corpus.write_corpus(g, args.boards, args.seed, folder / g, jobs=args.jobs)
            print(
                f"corpus {g}: {args.boards} boards in {time.perf_counter() - t0:.0f} s -> {folder / g}", file=sys.stderr
            )
    from gardenapp.ui.app import make_application

    make_application([])
    truths = sorted(
        p
        for p in folder.rglob("*.json")
        if json.loads(p.read_text(encoding="utf-8")).get("format") == corpus.TRUTH_FORMAT
    )
    results: dict[str, Any] = {}
    record_azul_marks()
    print(f"photos from {folder}\n")
    for g in games:
        mine = [p for p in truths if json.loads(p.read_text(encoding="utf-8"))["game"] == g]
        if g in NO_PREFILL:
            print(
                f"{g}: {len(mine)} photos, no pre-fill today (the helper says colours alone cannot tell its "
                f"tiles apart); not measured\n"
            )
            results[g] = {"photos": len(mine), "prefill": False}
            continue
        for clicks in ("grid", "board") if args.clicks == "both" else (args.clicks,):
            if clicks == "board" and g not in ("harmonies", "sanssouci"):
                continue
            tally = Tally()
            t0 = time.perf_counter()
            for p in mine:
                measure_photo(p, clicks, tally, args.click_error, args.click_seed)
            print("\n".join(report(g, tally, clicks, args.click_error)))
            print(f"  ({time.perf_counter() - t0:.0f} s)\n")
            results[f"{g}/{clicks}"] = tally.to_json()
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
