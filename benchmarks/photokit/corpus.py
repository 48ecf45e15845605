"""Write a corpus of synthetic photos of finished boards, each with its ground truth.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/photokit/corpus.py --game harmonies --boards 20 --seed 1 \\
        --out /tmp/photokit/harmonies

For board ``n`` (0-based) the finished board is a seeded game between
computer players (``random``, ``easy`` or ``greedy``, as the seed picks),
exported by the engine (``board_from_state`` -> ``board_to_dict``); every
player's board is photographed (Takenoko: the one shared garden), as
``<game>-<n>-p<player>.jpg`` with ``<game>-<n>-p<player>.json`` beside it.
The light classes go warm, neutral, cool in turn over the photos.
``--jobs`` processes share the boards. The same
command writes the same bytes (seeded; no clock, no global random state).

The ground truth (``<name>.json``) holds: the game and its options, the player,
the fragment of the finished-board file the photo shows (that player's
entry; Takenoko: ``{"garden": ...}``) and the whole file it comes from, the
light (its class and what it did), the camera, the optics, the perspective
(the largest distance of a board corner from a turned and scaled copy of the
board, as a share of its longest side in the photo), the EXIF orientation
stored (1: none; 6 or 8: the pixels are turned and only the tag says how to
show them), the upright size, and, in upright pixels, the four
outer corners of the printed board (``corners``: top left, top right, bottom
right, bottom left as the board lies; where the game has no board, those of
the rectangle around the laid pieces, ``corner_kind`` says which), the centre
of every space keyed as the board file keys spaces (``spaces``), other point
sets (``points``) and ``plane_to_photo``: the homography from the kit's
board millimetres (``<kit>.space_xy``) to upright photo pixels, so that any
grid point can be found in the photo.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: the repository root on the path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.photokit import KITS, render  # noqa: E402

TRUTH_FORMAT = "photokit-truth"
NAMES = ("Ana", "Bruno", "Chidi", "Dana")
LEVELS = ("random", "easy", "greedy")


def finished_board(game_id: str, seed: int) -> tuple[dict[str, Any], str]:
    """A finished board file of a seeded game, and the computer level that played it."""
    import gardenapp.games  # noqa: F401  (registers the games)
    from gardenapp.core import registry
    from gardenapp.core.conformance import play_random_game

    rng = random.Random(f"{game_id}-board-{seed}")
    kit = KITS[game_id]
    options = kit.options(rng)
    level = rng.choice(LEVELS)
    engine = registry.get(game_id)
    assert engine is not None
    if level == "random":
        state, _ = play_random_game(engine, options, seed, check_every=1_000_000)
    else:
        state = engine.new_game(options, seed)
        bots = [engine.make_bot(level, seed * 10 + i) for i in range(state.num_players)]
        steps = 0
        while not state.is_over:
            steps += 1
            if steps > 20_000:
                raise RuntimeError(f"{game_id} seed {seed}: no end")
            p = state.current_player
            state = state.apply(bots[p].choose(state.view_for(p)), trusted=True)
    board = engine.board_to_dict(engine.board_from_state(state, list(NAMES[: state.num_players])))
    board.setdefault("options", {})
    return board, level


def make_sample(
    game_id: str,
    board: dict[str, Any],
    player: int,
    seed: str,
    *,
    size: tuple[int, int] | None = None,
    light: str | None = None,
    orientation: int | None = None,
    quality: int | None = None,
) -> tuple[bytes, dict[str, Any]]:
    """One photo (JPEG bytes) of ``player``'s board and its ground truth; every
    choice not given comes from ``seed``."""
    kit = KITS[game_id]
    rng = random.Random(f"{game_id}-photo-{seed}")
    scene = kit.compose(board, player, rng)
    if size is None:
        size = rng.choice(render.SIZES)
    x0, y0, x1, y1 = scene.extent
    upright = (min(size), max(size)) if (y1 - y0) > 1.08 * (x1 - x0) else (max(size), min(size))
    klass = light or rng.choice(render.LIGHT_CLASSES)
    lit = render.make_light(klass, rng)
    image, camera, optics = render.render_scene(scene, upright, lit, rng)
    if orientation is None:
        orientation = rng.choices((1, 6, 8), (0.6, 0.25, 0.15))[0]
    if quality is None:
        quality = rng.randint(60, 80)
    jpeg = render.encode_jpeg(image, quality, orientation)
    h = camera.homography(0.0)

    def px(pt: render.XY) -> list[float]:
        u, v = render.apply_h(h, pt[0], pt[1])
        return [round(u, 2), round(v, 2)]

    stored = (upright[1], upright[0]) if orientation in (6, 8) else upright
    truth = {
        "format": TRUTH_FORMAT,
        "version": 1,
        "game": game_id,
        "options": board.get("options", {}),
        "player": player,
        "fragment": kit.fragment(board, player),
        "board_file": board,
        "light": lit.to_json(),
        "camera": {
            "focal_px": round(camera.f, 2),
            "tilt_deg": round(camera.tilt, 2),
            "azimuth_deg": round(camera.azimuth, 2),
            "roll_deg": round(camera.roll, 2),
            "principal_point": [round(camera.cx, 2), round(camera.cy, 2)],
            "distance_mm": round(
                float(
                    (
                        (camera.centre[0] - (x0 + x1) / 2) ** 2
                        + (camera.centre[1] - (y0 + y1) / 2) ** 2
                        + camera.centre[2] ** 2
                    )
                    ** 0.5
                ),
                1,
            ),
        },
        "optics": optics,
        "jpeg_quality": quality,
        "exif_orientation": orientation,
        "size": list(upright),
        "stored_size": list(stored),
        "perspective": round(render.off_similarity(scene.corners, [px(c) for c in scene.corners]), 4),
        "corner_kind": scene.corner_kind,
        "corners": [px(c) for c in scene.corners],
        "spaces": {lab: px(xy) for lab, xy in scene.spaces.items()},
        "points": {name: {lab: px(xy) for lab, xy in pts.items()} for name, pts in scene.points.items()},
        "plane_to_photo": [[float(v) for v in row] for row in h],
        "plane": f"benchmarks.photokit.{kit.__name__.rsplit('.', 1)[-1]}.space_xy (mm)",
        "notes": scene.notes,
    }
    return jpeg, truth


def write_board(game_id: str, n: int, seed: int, out: Path, size: tuple[int, int] | None = None) -> list[Path]:
    """Board ``n`` of the corpus ``seed``: its photos and ground truths under ``out``."""
    render.ensure_app()
    board, level = finished_board(game_id, seed * 1000 + n)
    written = []
    players = KITS[game_id].photographed(board)
    for k, player in enumerate(players):
        name = f"{game_id}-{n:03d}-p{player}"
        shot = n * len(players) + k
        klass = render.LIGHT_CLASSES[(shot + seed) % len(render.LIGHT_CLASSES)]
        jpeg, truth = make_sample(game_id, board, player, f"{seed}-{n}-{player}", size=size, light=klass)
        truth["photo"] = name + ".jpg"
        truth["play"] = level
        (out / (name + ".jpg")).write_bytes(jpeg)
        (out / (name + ".json")).write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(out / (name + ".json"))
    return written


def _board_job(args: tuple[str, int, int, str, tuple[int, int] | None]) -> list[str]:
    game_id, n, seed, out, size = args
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return [str(p) for p in write_board(game_id, n, seed, Path(out), size)]


def write_corpus(
    game_id: str, boards: int, seed: int, out: Path, size: tuple[int, int] | None = None, jobs: int = 1
) -> list[Path]:
    """Photos of ``boards`` finished boards under ``out`` (``jobs`` processes; the
    files are the same whatever the number); returns the ground-truth paths."""
    out.mkdir(parents=True, exist_ok=True)
    work = [(game_id, n, seed, str(out), size) for n in range(boards)]
    if jobs <= 1:
        done = [_board_job(w) for w in work]
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            done = pool.map(_board_job, work, chunksize=1)
    return [Path(p) for paths in done for p in paths]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=sorted(KITS))
    ap.add_argument("--boards", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--size", help="WIDTHxHEIGHT for every photo (default: a phone size the seed picks)")
    ap.add_argument("--jobs", type=int, default=2, help="processes (default 2; the files do not depend on it)")
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else None
    t0 = time.perf_counter()
    written = write_corpus(args.game, args.boards, args.seed, args.out, size, args.jobs)  # type: ignore[arg-type]
    print(f"{len(written)} photos of {args.boards} {args.game} boards in {args.out} ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
