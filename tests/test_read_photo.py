"""``gardenapp read-photo GAME PHOTO --points ...`` (docs/architecture.md §6.5): the same
proposal as the window's *Propose from the photo*, printed as the player's
board-file entry; bad input is one line on stderr and exit code 2."""

import copy
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "ui"))

from test_prefill import _photograph  # noqa: E402

from gardenapp.cli import main  # noqa: E402
from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.photo import board_quad  # noqa: E402
from gardenapp.ui.readphoto import alignment_frame, parse_points  # noqa: E402


def photographed(qtbot, tmp_path, game_id: str, seed: int, part: str):
    """A seeded finished 2-player board of ``game_id`` drawn by its score helper and photographed in
    perspective (tmp_path/ana.png), then shown again with the first player's ``part`` blank: the
    helper, the truth, the photo's path and the board-to-photo mapping."""
    from gardenapp.core import registry
    from gardenapp.core.conformance import play_random_game

    make_application([])
    window = build_window("en")
    window.resize(1400, 850)
    qtbot.addWidget(window)
    window.show()
    game = registry.get(game_id)
    state, _ = play_random_game(game, {"players": 2}, seed)
    truth = game.board_to_dict(game.board_from_state(state, ["Ana", "Bruno"]))
    helper = window.open_game(game_id, "score", ask_resume=False)
    helper.show_board(truth)
    path = tmp_path / "ana.png"
    to_photo = _photograph(helper.board_scene(0), path)
    blank = copy.deepcopy(truth)
    blank["players"][0][part] = {}
    helper.show_board(blank)
    return helper, truth, path, to_photo


@pytest.fixture
def photo(qtbot, tmp_path):
    """A finished Sanssouci board photographed in perspective, its truth, and
    the window's proposal from that photo with the first player's tiles blank."""
    helper, truth, path, to_photo = photographed(qtbot, tmp_path, "sanssouci", 5, "cells")
    scene = helper.board_scene(0)
    points = [to_photo(alignment_frame(scene).at(k)) for k in range(4)]
    corners = [to_photo(c) for c in board_quad(scene)]
    assert helper.use_photo(str(path)) and helper.align_photo(0, corners)
    assert helper.propose_from_photo()
    window_cells = helper.file_dict()["players"][0]["cells"]
    return path, truth, points, window_cells


def test_read_photo_prints_the_proposal_the_window_makes(photo, capsys):
    path, truth, points, window_cells = photo
    text = ",".join(f"{p.x():.3f},{p.y():.3f}" for p in points)
    assert main(["read-photo", "sanssouci", str(path), "--points", text]) == 0
    entry = json.loads(capsys.readouterr().out)
    assert entry["cells"] == window_cells == truth["players"][0]["cells"]
    assert "proposed" not in entry  # a board-file fragment: only the file's keys


@pytest.mark.parametrize(
    "args, says",
    [
        (["harmonies", "{missing}", "--points", "1,2,3,4,5,6,7,8"], "no such file"),
        (["harmonies", "{photo}", "--points", "1,2,3"], "is not eight numbers"),
        (["harmonies", "{photo}", "--points", "1,2,3,4,5,6,7,x"], "is not eight numbers"),
        (["harmonies", "{photo}", "--points", "0,0,0,0,0,0,0,0"], "make no board"),
        (["harmonies", "{photo}", "--points", "1,2,3,4,5,6,7,8", "--side", "C"], "side"),
        (["harmonies", "{photo}", "--points", "1,2,3,4,5,6,7,8", "--layout", "P1"], "unknown option"),
        (["chess", "{photo}", "--points", "1,2,3,4,5,6,7,8"], "is not a game"),
        (["harmonies", "{photo}", "--points", "1,2,3,4,5,6,7,8", "--player", "3"], "--player"),
        (["harmonies", "{folder}", "--points", "1,2,3,4,5,6,7,8"], "folder"),
        (["harmonies", "--points", "1,2,3,4,5,6,7,8"], "give PHOTO"),
        (["harmonies", "{photo}"], "--which-points"),
    ],
)
def test_read_photo_bad_input_is_one_line_and_exit_code_2(qtbot, tmp_path, capsys, args, says):
    from PySide6.QtGui import QColor, QImage

    make_application([])
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    image.save(str(tmp_path / "p.png"))
    names = {"{missing}": str(tmp_path / "nope.jpg"), "{photo}": str(tmp_path / "p.png"), "{folder}": str(tmp_path)}
    assert main(["read-photo", *[names.get(a, a) for a in args]]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and says in err and "Traceback" not in err, err


def test_points_are_eight_numbers():
    assert [p.toTuple() for p in parse_points("1,2, 3,4;5,6,7,8.5")] == [(1, 2), (3, 4), (5, 6), (7, 8.5)]


def test_the_window_proposes_an_azul_gardens_tiles_marked_as_proposed(qtbot, tmp_path):
    """Azul: Queen's Garden (docs/rules/azul_queens_garden.md §2.1), the expansions entered: every
    free space that holds a tile in the photo gets a tile of its colour, the others stay free, and
    each proposed tile is marked as proposed; the pattern typed on one tile whose pattern was left
    to tell is then found on the others that show it."""
    helper, truth, path, to_photo = photographed(qtbot, tmp_path, "azul_queens_garden", 4, "tiles")
    corners = [to_photo(c) for c in board_quad(helper.board_scene(0))]
    assert helper.use_photo(str(path)) and helper.align_photo(0, corners)
    assert helper.propose_from_photo()
    entry = helper.file_dict()["players"][0]
    want = truth["players"][0]["tiles"]
    assert len(want) >= 5 and set(entry["tiles"]) == set(want)
    assert {c: t["colour"] for c, t in entry["tiles"].items()} == {c: t["colour"] for c, t in want.items()}
    assert entry["areas"] == truth["players"][0]["areas"]  # entered: left alone
    assert set(helper.page(0).proposed) == set(want)  # each drawn as proposed until checked
    # The pattern typed on one '?' tile teaches the others that show it (AzulPlayerPage.rematch).
    from gardenapp.ui.games.azul_queens_garden.scorehelper import colour_keys, pattern_keys

    page = helper.page(0)
    open_ = sorted(c for c, (how, _t) in page.proposed.items() if how == "colour")
    first = next(c for c in open_ if sum(want[d]["pattern"] == want[c]["pattern"] for d in open_) >= 3)
    same = [c for c in open_ if c != first and want[c]["pattern"] == want[first]["pattern"]]
    page.scene.cellHovered.emit(first)
    letter = {v: k for k, v in colour_keys().items()}[want[first]["colour"]]
    assert helper.key_on_board(letter)
    assert helper.key_on_board({v: k for k, v in pattern_keys().items()}[want[first]["pattern"]])
    taught = [c for c, (how, _t) in page.proposed.items() if how == "pattern" and c in open_]
    assert taught and set(taught) <= set(same), (taught, same)
    assert all(page.tiles[c] == want[c] for c in [first, *taught])


def test_read_photo_reads_a_whole_azul_garden_from_a_photo_it_did_not_draw(qtbot, tmp_path, capsys):
    """``gardenapp read-photo azul_queens_garden`` on a photo of benchmarks/photokit (its own print,
    paints and light): the expansions (docs/rules/azul_queens_garden.md §2.4: none, face down, or face
    up with its printed hexagon's place and colour) and the colour of every tile."""
    import numpy

    from benchmarks.photokit import azul_queens_garden as azul_kit
    from benchmarks.photokit import corpus, render
    from gardenapp.ui.games.azul_queens_garden import create_score_helper

    render.ensure_app()
    board, _level = corpus.finished_board("azul_queens_garden", 1004)
    jpeg, truth = corpus.make_sample(
        "azul_queens_garden", board, 0, "t", size=(1600, 1200), light="warm", orientation=6, quality=75
    )
    path = tmp_path / "azul.jpg"
    path.write_bytes(jpeg)
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    frame = alignment_frame(helper.board_scene(0))  # the blank garden's four alignment spaces
    labels = [_nearest_label(helper, frame.at(k)) for k in range(4)]
    h = numpy.array(truth["plane_to_photo"], dtype=float)
    points = [render.apply_h(h, *azul_kit.space_xy({}, lab)) for lab in labels]
    text = ",".join(f"{x:.2f},{y:.2f}" for x, y in points)
    assert main(["read-photo", "azul_queens_garden", str(path), "--points", text]) == 0
    entry = json.loads(capsys.readouterr().out)
    real = truth["fragment"]
    states = list(real["areas"].values())
    assert "face_down" in states and any(isinstance(s, dict) for s in states) and None in states
    assert len(real["tiles"]) >= 5
    assert _same_areas(entry["areas"], real["areas"])
    assert {c: t["colour"] for c, t in entry["tiles"].items()} == {c: t["colour"] for c, t in real["tiles"].items()}
    assert "proposed" not in entry


def _nearest_label(helper, point) -> str:
    items = helper.board_scene(0).cell_items()
    return min(items, key=lambda k: (items[k].sceneBoundingRect().center() - point).manhattanLength())


def _same_areas(got: dict, real: dict) -> bool:
    """The same expansions in the same places, printed hexagons of the same colour
    (their pattern may be left for the person: docs/architecture.md §6.5)."""
    for area in set(got) | set(real):
        a, b = got.get(area), real.get(area)
        if isinstance(a, dict) and isinstance(b, dict):
            if (a["colour"], a["orientation"]) != (b["colour"], b["orientation"]):
                return False
        elif a != b:
            return False
    return True


def test_which_points_names_the_four_spaces_and_their_centres_read_a_photo_it_did_not_draw(qtbot, tmp_path, capsys):
    """``read-photo --which-points`` says which spaces' centres ``--points`` gives, in the board file's
    own names, so someone outside the window can align a photo: Harmonies' four corner spaces of the side
    (docs/rules/harmonies.md §1.3), then their centres on a photokit photo (another print, paints and
    light) read the board's top tokens as the window does."""
    import numpy

    from benchmarks.photokit import corpus, render
    from benchmarks.photokit import harmonies as harmonies_kit

    render.ensure_app()
    board, _level = corpus.finished_board("harmonies", 1002)
    jpeg, truth = corpus.make_sample("harmonies", board, 0, "t", size=(1600, 1200), light="neutral")
    side = truth["options"]["side"]
    assert main(["read-photo", "harmonies", "--which-points", "--side", side]) == 0
    named = json.loads(capsys.readouterr().out)["points"]
    labels = [p["space"] for p in named]
    assert [p["point"] for p in named] == [1, 2, 3, 4] and len(set(labels)) == 4
    assert labels == (["0,0", "4,0", "4,4", "0,4"] if side == "A" else ["0,0", "6,0", "6,3", "0,3"])
    path = tmp_path / "harmonies.jpg"
    path.write_bytes(jpeg)
    h = numpy.array(truth["plane_to_photo"], dtype=float)
    points = [render.apply_h(h, *harmonies_kit.space_xy(truth["options"], lab)) for lab in labels]
    text = ",".join(f"{x:.2f},{y:.2f}" for x, y in points)
    assert main(["read-photo", "harmonies", str(path), "--points", text, "--side", side]) == 0
    got = json.loads(capsys.readouterr().out)["spaces"]
    real = truth["fragment"]["spaces"]
    right = sum(1 for lab, stack in real.items() if got.get(lab, [])[-1:] == stack[-1:])
    assert right >= 0.9 * len(real), (right, len(real))
