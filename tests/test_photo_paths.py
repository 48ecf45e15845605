"""Outside input: a path a board file names (a player's photo) is resolved
in one place, core.files.resolve_inside. Only a regular file in the board
file's folder or below it is accepted; anything else is refused with a
message, before anything is opened. ``gardenapp score`` warns with the same
rule, naming the entry."""

import io
import json
import os
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from gardenapp.cli import main as cli_main
from gardenapp.core.boardfile import photo_warnings, read_board_file
from gardenapp.core.files import PathRefusedError, resolve_inside

ROOT = Path(__file__).resolve().parents[1]
HARMONIES = ROOT / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"
POSIX = pytest.mark.skipif(os.name != "posix", reason="links, pipes and devices as POSIX has them")


@pytest.fixture
def folder(tmp_path):
    """A board file's folder with a photo below it, and a secret beside it."""
    board = tmp_path / "board"
    (board / "sub").mkdir(parents=True)
    (board / "sub" / "p.png").write_bytes(b"png")
    (board / "p.png").write_bytes(b"png")
    (tmp_path / "secret.txt").write_text("secret", encoding="utf-8")
    return board


def refused(folder: Path, relative: str) -> PathRefusedError:
    with pytest.raises(PathRefusedError) as caught:
        resolve_inside(folder, relative)
    return caught.value


def test_a_file_in_the_folder_or_below_it_is_accepted_as_its_real_path(folder):
    assert resolve_inside(folder, "sub/p.png") == (folder / "sub" / "p.png").resolve()
    assert resolve_inside(folder, "p.png") == (folder / "p.png").resolve()
    assert resolve_inside(folder, "sub/../p.png") == (folder / "p.png").resolve()  # never leaves it
    assert resolve_inside(folder, "./sub//p.png") == (folder / "sub" / "p.png").resolve()


@pytest.mark.parametrize(
    "relative",
    [
        "/etc/passwd",
        "../secret.txt",
        "sub/../../secret.txt",
        "..",
        "sub/../..",
        "C:\\Windows\\win.ini",
        "c:secret.txt",
        "\\\\server\\share\\p.png",
        "..\\secret.txt",
        "sub\\..\\..\\secret.txt",
    ],
)
def test_an_absolute_path_a_drive_or_a_way_out_is_refused_before_anything_is_looked_at(folder, relative):
    error = refused(folder, relative)
    assert error.kind == "outside"
    assert "outside the board file's folder" in error.message.render()


def test_the_absolute_path_of_a_file_inside_the_folder_is_refused_too(folder):
    """A board file says where its photo is relative to itself: an absolute
    path would stop meaning the same file once the folder is moved."""
    assert refused(folder, str(folder / "p.png")).kind == "outside"


@POSIX
def test_a_link_inside_the_folder_that_leads_outside_is_refused(folder):
    (folder / "shadow.png").symlink_to("/etc/passwd")
    (folder / "sub" / "up").symlink_to(folder.parent)  # a folder link out of it
    (folder / "rel.png").symlink_to("../secret.txt")
    for relative in ("shadow.png", "sub/up/secret.txt", "rel.png"):
        error = refused(folder, relative)
        assert error.kind == "link", relative
        assert "link" in error.message.render()


@POSIX
def test_a_link_inside_the_folder_that_stays_inside_is_accepted_as_its_target(folder):
    (folder / "same.png").symlink_to("sub/p.png")
    (folder / "deeper").symlink_to(folder / "sub")
    assert resolve_inside(folder, "same.png") == (folder / "sub" / "p.png").resolve()
    assert resolve_inside(folder, "deeper/p.png") == (folder / "sub" / "p.png").resolve()


@POSIX
def test_a_folder_a_named_pipe_and_a_device_are_refused_without_opening_them(folder):
    os.mkfifo(folder / "pipe.png")  # opening it would wait forever
    (folder / "zero.png").symlink_to("/dev/zero")
    assert refused(folder, "sub").kind == "special"
    assert "folder" in refused(folder, "sub").message.render()
    assert refused(folder, "pipe.png").kind == "special"
    assert "not a regular file" in refused(folder, "pipe.png").message.render()
    assert refused(folder, "zero.png").kind in ("link", "special")  # leads out, and is a device
    assert refused(folder, "/dev/zero").kind == "outside"


def test_a_control_character_or_a_nul_or_an_empty_or_overlong_path_is_refused(folder):
    assert refused(folder, "p.png\x00.txt").kind == "text"
    assert refused(folder, "p\x1b]0;x\x07.png").kind == "text"
    assert refused(folder, "").kind == "text"
    long = refused(folder, "a/" * 600 + "p.png")
    assert long.kind == "text" and "longer than" in long.message.render()
    assert refused(folder, "x" * 300 + ".png").kind in ("missing", "unreadable")  # a name too long for the disk


def test_a_missing_file_is_refused_as_missing(folder):
    error = refused(folder, "sub/nothing.png")
    assert error.kind == "missing" and error.message.render() == "no such file"


def test_the_refusal_quotes_the_path_as_plain_printable_text(folder):
    text = refused(folder, "../\x1b[2J" + "x" * 200).message.render()
    assert "\x1b" not in text and len(text) < 200


# -- gardenapp score warns with the same rule ---------------------------------------------------------
def _board(tmp_path: Path, photo: str) -> Path:
    data = json.loads(HARMONIES.read_text(encoding="utf-8"))
    data["players"][0]["photo"] = photo
    path = tmp_path / "board" / "game.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _score(path: Path, *extra: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli_main(["score", str(path), "--lang", "en", *extra])
    return code, out.getvalue(), err.getvalue()


def test_gardenapp_score_warns_of_a_photo_outside_the_folder_naming_the_entry_and_still_scores(tmp_path):
    path = _board(tmp_path, "/etc/passwd")
    code, out, _ = _score(path)
    assert code == 0 and "Total" in out
    (line,) = [w for w in out.splitlines() if w.startswith("Warning:")]
    assert line.startswith("Warning: players[0].photo: the photo was not opened:")
    assert "outside the board file's folder" in line
    code, out, _ = _score(path, "--json")
    (warning,) = json.loads(out)["warnings"]
    assert warning.startswith("players[0].photo: the photo was not opened")


def test_gardenapp_score_warns_of_a_missing_photo_and_is_silent_about_a_good_one(tmp_path):
    path = _board(tmp_path, "photos/ana.png")
    warnings = json.loads(_score(path, "--json")[1])["warnings"]
    assert any("players[0].photo" in w and "no such file" in w for w in warnings)
    (path.parent / "photos").mkdir()
    (path.parent / "photos" / "ana.png").write_bytes(b"png")
    assert json.loads(_score(path, "--json")[1])["warnings"] == []


@POSIX
def test_gardenapp_score_warns_of_a_link_to_a_file_outside_the_folder(tmp_path):
    path = _board(tmp_path, "ana.png")
    (path.parent / "ana.png").symlink_to("/etc/passwd")
    warnings: list = []
    read_board_file(path, warnings)
    (warning,) = warnings
    assert warning.params["where"] == "players[0].photo" and "link" in warning.render()


def test_photo_warnings_ignore_what_is_not_a_photo_path():
    """A photo that is not a string is a problem of the file (the checker's), not a warning."""
    assert photo_warnings({"players": [{"name": "Ana", "photo": 3}, "x", {"name": "B"}]}, Path(".")) == []
    assert photo_warnings({"players": 7}, Path(".")) == []
