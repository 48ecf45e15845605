"""The app's hidden temporary files (``.<name>.<8 hex>.tmp``, written by
``core.files.write_bytes_atomic`` and renamed over the file): one left by a
save that was killed is removed, at start-up or when that file is next
saved; a temporary another process is writing right now, and any file that
is not exactly of the app's pattern, is never touched."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gardenapp.core import files
from gardenapp.core.files import write_json_atomic

ROOT = Path(__file__).resolve().parents[1]


def _old(path: Path, text: str = "{half") -> Path:
    """A file written before this process started (a save killed in an earlier run)."""
    path.write_text(text)
    past = files.PROCESS_START - 3600
    os.utime(path, (past, past))
    return path


def test_an_old_temporary_of_ours_is_removed_when_its_file_is_next_saved(tmp_path):
    stale = _old(tmp_path / ".game.json.0a1b2c3d.tmp")
    write_json_atomic(tmp_path / "game.json", {"a": 1})
    assert not stale.exists()


def test_a_file_not_of_the_apps_exact_pattern_is_never_touched(tmp_path):
    others = [
        _old(tmp_path / name, "keep")
        for name in (
            ".game.json.k2_x9abq.tmp",  # another program's mkstemp name: not 8 hex digits
            ".game.json.0A1B2C3D.tmp",  # ours are lower case
            ".game.json.0a1b2c3d.tmp.bak",
            "game.json.0a1b2c3d.tmp",  # not hidden
            ".game.json.0a1b2c3d9.tmp",  # nine digits
            ".other.json.0a1b2c3d.tmp",  # another file's: only at start-up, in the app's own folder
        )
    ]
    folder = tmp_path / ".game.json.1a1b2c3d.tmp"
    folder.mkdir()
    write_json_atomic(tmp_path / "game.json", {"a": 1})
    assert all(p.read_text() == "keep" for p in others) and folder.is_dir()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_a_link_of_the_pattern_and_its_target_are_never_touched(tmp_path):
    target = _old(tmp_path / "precious.txt", "keep")
    link = tmp_path / ".game.json.2a1b2c3d.tmp"
    link.symlink_to(target)
    os.utime(link, (files.PROCESS_START - 3600,) * 2, follow_symlinks=False)
    write_json_atomic(tmp_path / "game.json", {"a": 1})
    files.remove_stale_temporaries(tmp_path)
    assert link.is_symlink() and target.read_text() == "keep"


def test_a_temporary_another_live_process_is_writing_is_never_deleted(tmp_path):
    """Two copies of the app saving one file: one's clean-up must not delete
    the temporary the other is writing (its rename would fail)."""
    theirs = tmp_path / ".game.json.3a1b2c3d.tmp"
    code = (
        "import sys, time\nf = open(sys.argv[1], 'w')\nf.write('{\"half')\nf.flush()\n"
        "print('writing', flush=True)\ntime.sleep(60)\n"
    )
    writer = subprocess.Popen([sys.executable, "-c", code, str(theirs)], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "writing"
        write_json_atomic(tmp_path / "game.json", {"a": 1})
        files.remove_stale_temporaries(tmp_path)
        assert theirs.exists()
    finally:
        writer.kill()
        writer.wait()


def test_start_up_removes_the_old_temporaries_of_a_folder_and_only_those(tmp_path):
    stale = [_old(tmp_path / ".harmonies.play.json.0a1b2c3d.tmp"), _old(tmp_path / ".x.score.json.ffffffff.tmp")]
    fresh = tmp_path / ".takenoko.play.json.4a1b2c3d.tmp"
    fresh.write_text("{half")  # written since this process started: maybe another copy's
    mine = _old(tmp_path / ".notes.txt.0a1b2c3d.tmp", "keep")  # with a suffix given, only those names
    assert files.remove_stale_temporaries(tmp_path, suffix=".json") == 2
    assert not any(p.exists() for p in stale) and fresh.exists() and mine.exists()
    assert files.remove_stale_temporaries(tmp_path / "missing") == 0


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="the import time stands for the start")
def test_the_start_of_the_process_is_before_its_first_import(tmp_path):
    code = "import time; t = time.time(); from gardenapp.core import files; print(files.PROCESS_START <= t)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "True"
    assert files.PROCESS_START <= time.time()
