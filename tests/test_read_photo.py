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


@pytest.fixture
def photo(qtbot, tmp_path):
    """A finished Sanssouci board photographed in perspective, its truth, and
    the window's proposal from that photo with the first player's tiles blank."""
    from gardenapp.core import registry
    from gardenapp.core.conformance import play_random_game

    make_application([])
    window = build_window("en")
    window.resize(1400, 850)
    qtbot.addWidget(window)
    window.show()
    game = registry.get("sanssouci")
    state, _ = play_random_game(game, {"players": 2}, 5)
    truth = game.board_to_dict(game.board_from_state(state, ["Ana", "Bruno"]))
    helper = window.open_game("sanssouci", "score", ask_resume=False)
    helper.show_board(truth)
    path = tmp_path / "ana.png"
    to_photo = _photograph(helper.board_scene(0), path)
    blank = copy.deepcopy(truth)
    blank["players"][0]["cells"] = {}
    helper.show_board(blank)
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
