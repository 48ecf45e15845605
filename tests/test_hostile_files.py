"""Hostile and broken files never crash the app or lose data
(docs/architecture.md §7, docs/formats.md §2.2, §5).

Each test names the hostile input it pins (saved games, `gardenapp
score`, the wider fuzz run). The play-screen Open, the score helper and the
settings file are in tests/ui/test_hostile_files_ui.py; the fuzz harness in
tests/fuzz/.
"""

from __future__ import annotations

import errno
import json
import os
import random
import stat
import subprocess
import sys
import threading
import time
from contextlib import redirect_stderr, redirect_stdout
from io import StringIO
from pathlib import Path

import pytest

import gardenapp.games  # noqa: F401  (announces the titles)
from gardenapp.cli import main
from gardenapp.core import conformance, files, registry
from gardenapp.core.errors import MAX_PROBLEMS, BoardFileError, OptionsError, RecordError
from gardenapp.core.files import read_json, write_json_atomic
from gardenapp.core.record import GameRecord, record_schema

ROOT = Path(__file__).resolve().parents[1]
HARMONIES = registry.get("harmonies")
SANSSOUCI = registry.get("sanssouci")
TAKENOKO = registry.get("takenoko")
HARMONIES_BOARD = ROOT / "gardenapp" / "games" / "harmonies" / "examples" / "rulebook_full_board_side_a.json"


def saved_game(game, players=2, steps=30, seed=5, names=None, seats=None) -> dict:
    """A saved game of ``game`` after ``steps`` random actions."""
    rng = random.Random(seed)
    options = dict(game.default_options(), players=players)
    state = game.new_game(options, seed)
    n = state.num_players
    record = GameRecord(
        game.id,
        game.validate_options(options),
        seed,
        [],
        names or [f"P{i + 1}" for i in range(n)],
        seats or ["human"] * n,
    )
    while not state.is_over and len(record.actions) < steps:
        action = rng.choice(state.legal_actions())
        record.actions.append(action)
        state = state.apply(action, trusted=True)
    return json.loads(json.dumps(record.to_json()))


def load(tmp_path, data, name="game.json") -> GameRecord:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return GameRecord.load(path)


def problems(tmp_path, data) -> list[str]:
    with pytest.raises(RecordError) as err:
        load(tmp_path, data)
    return [str(p) for p in err.value.problems]


def first(data, kind) -> int:
    return next(i for i, a in enumerate(data["actions"]) if a["kind"] == kind)


# -- saved games (Open) -----------------------------------------------------------------------------
def test_finding_a_float_where_an_integer_belongs_is_named_not_a_type_error(tmp_path):
    data = saved_game(HARMONIES)
    i = first(data, "take_space")
    data["actions"][i]["space"] = float(data["actions"][i]["space"])
    assert problems(tmp_path, data) == [f"actions[{i}].space: {data['actions'][i]['space']} is not a whole number"]


def test_finding_names_shorter_than_the_seats_are_refused(tmp_path):
    data = saved_game(HARMONIES, players=2, names=["Ana"])
    assert problems(tmp_path, data) == ["names: 1 entry; seats in this game: 2"]


def test_finding_an_unknown_computer_level_is_refused(tmp_path):
    data = saved_game(HARMONIES, seats=["human", "god"])
    assert problems(tmp_path, data) == ['seats[1]: "god" is not one of human, random, easy, greedy, montecarlo']


def test_finding_deeply_nested_lists_in_an_action_never_recurse(tmp_path):
    data = saved_game(TAKENOKO)
    i = first(data, "move_gardener") if any(a["kind"] == "move_gardener" for a in data["actions"]) else 0
    deep: list = [1, 2]
    for _ in range(100_000):  # far beyond the recursion limit, built without recursion
        deep = [deep]
    data["actions"][i] = {"kind": "move_gardener", "cell": deep}
    with pytest.raises(RecordError) as err:
        GameRecord.from_json(data)
    assert [str(p) for p in err.value.problems] == [f"actions[{i}].cell: expected a list of 2 items"]
    # in a file the nesting itself is refused before anything walks it
    data["actions"][i] = {"kind": "move_gardener", "cell": "__DEEP__"}
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(data).replace('"__DEEP__"', "[" * 600 + "]" * 600))
    with pytest.raises(RecordError, match="nested too deeply"):
        GameRecord.load(path)


def test_finding_a_sanssouci_action_with_a_malformed_field_never_breaks_its_notation(tmp_path):
    data = saved_game(SANSSOUCI)
    i = first(data, "take")
    data["actions"][i]["side"] = 7  # notation() would index "LR" with it
    [line] = problems(tmp_path, data)
    assert line.startswith(f"actions[{i}]: {{'kind': 'take'") and line.endswith("is not a possible action of this game")
    data["actions"][i]["side"] = "L"
    assert problems(tmp_path, data) == [f'actions[{i}].side: "L" is not a whole number']


def test_finding_five_names_for_three_seats_are_refused(tmp_path):
    data = saved_game(HARMONIES, players=3, names=["Ana", "Bruno", "Carla", "Duda", "Eva"])
    assert problems(tmp_path, data) == ["names: 5 entries; seats in this game: 3"]


def test_finding_a_takenoko_cell_written_as_text_is_named_not_a_value_error(tmp_path):
    data = saved_game(TAKENOKO, steps=40)
    i = next(i for i, a in enumerate(data["actions"]) if "cell" in a)
    data["actions"][i]["cell"] = "1,0"
    assert problems(tmp_path, data) == [f"actions[{i}].cell: expected a list"]


def test_saved_games_check_exact_types_names_and_options_before_the_replay(tmp_path):
    data = saved_game(HARMONIES)
    data["version"] = 1.0
    data["seed"] = True
    data["names"][0] = "Ana\x1b[2J"
    data["options"]["players"] = 9
    assert problems(tmp_path, data) == [
        "version: must be 1",
        "seed: True is not a whole number",
        "options.players: 9 is not a player count from 1 to 4",
        "names[0]: the name holds a character that cannot be shown (\\x1b)",
    ]
    ok = saved_game(HARMONIES, names=["Łucja", "João"])
    assert load(tmp_path, ok).names == ["Łucja", "João"]


def test_finding_a_save_with_a_million_actions_is_one_short_message(tmp_path):
    data = saved_game(HARMONIES, steps=0)
    data["actions"] = [{"kind": "end_turn"}] * 50_000
    start = time.process_time()  # CPU time: the machine may be busy
    assert problems(tmp_path, data) == ["actions: 50000 items; allowed: at most 20000"]
    assert time.process_time() - start < 3
    data["actions"] = [{"kind": "fly"}] * 1000
    lines = problems(tmp_path, data)
    assert len(lines) == MAX_PROBLEMS + 1 and lines[-1] == f"and {1000 - MAX_PROBLEMS} more problems"


def test_a_save_that_does_not_replay_names_the_action(tmp_path):
    data = saved_game(HARMONIES, steps=5)
    data["actions"].insert(0, {"kind": "end_turn"})
    assert problems(tmp_path, data) == ["actions[0]: cannot be replayed: end is not legal now"]


def test_the_record_schema_is_shipped_and_matches_what_the_app_writes():
    schema = record_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    written = saved_game(SANSSOUCI, players=1)
    assert set(schema["required"]) <= set(written) <= set(schema["properties"])
    assert (ROOT / "gardenapp" / "core" / "record.schema.json").is_file()


# -- gardenapp score ---------------------------------------------------------------------------------
def board(**changes) -> dict:
    data = json.loads(HARMONIES_BOARD.read_text(encoding="utf-8"))
    data.update(changes)
    return data


def score(tmp_path, data_or_text, *args) -> tuple[int, str, str]:
    path = tmp_path / "board.json"
    path.write_text(data_or_text if isinstance(data_or_text, str) else json.dumps(data_or_text), encoding="utf-8")
    return run_score(path, *args)


def run_score(path, *args) -> tuple[int, str, str]:
    out, err = StringIO(), StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["score", str(path), "--lang", "en", *args])
    return code, out.getvalue(), err.getvalue()


def test_finding_an_integer_of_4301_digits_is_a_problem_not_a_traceback(tmp_path):
    text = json.dumps(board()).replace('"cubes_placed": 3', '"cubes_placed": 1' + "0" * 4300, 1)
    code, out, err = score(tmp_path, text)
    assert code == 2 and out == "" and "far outside the range of any game" in err


def test_finding_a_lone_surrogate_in_a_name_is_a_problem_naming_the_field(tmp_path):
    data = board()
    data["players"][0]["name"] = "\ud800"
    code, out, err = score(tmp_path, json.dumps(data))  # valid JSON: "\ud800" as an escape
    assert code == 2 and out == ""
    assert err.strip() == "players[0].name: the name holds a character that cannot be shown (\\ud800)"


def test_control_characters_in_values_never_reach_the_console(tmp_path):
    data = board()
    data["players"][0]["name"] = "Ana\x1b]0;owned\x07"
    data["options"]["side"] = "\x1b[2J"
    code, out, err = score(tmp_path, data)
    assert code == 2 and "\x1b" not in err and "\\x1b" in err


def test_finding_non_ascii_names_print_on_a_cp1252_console(tmp_path):
    data = board()
    data["players"][0]["name"], data["players"][1]["name"] = "Łucja Żółć", "João"
    path = tmp_path / "polish.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING="cp1252")
    done = subprocess.run(
        [sys.executable, "-m", "gardenapp", "score", str(path), "--lang", "pl"],
        capture_output=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    table = done.stdout.decode("utf-8")
    assert done.returncode == 0 and done.stderr == b""
    assert "Łucja Żółć" in table.splitlines()[0] and "João" in table and "Wygrywa: Łucja Żółć" in table


def test_finding_a_million_players_are_refused_quickly_in_one_line(tmp_path):
    text = json.dumps(board(players=[{}] * 1_000_000))
    assert len(text) < 8 * 1024 * 1024
    start = time.process_time()  # CPU time: the machine may be busy
    code, out, err = score(tmp_path, text)
    assert code == 2 and out == "" and err.strip() == "players: 1000000 players; this game takes 1 to 4"
    assert time.process_time() - start < 3


def test_at_most_50_problem_lines_then_how_many_more(tmp_path):
    data = board()
    data["players"][0]["spaces"] = {f"{c},{r}": ["nope"] for c in range(9) for r in range(9)}
    code, out, err = score(tmp_path, data)
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == MAX_PROBLEMS + 1 and lines[-1].startswith("and ")


def _in_time(fn, seconds=5.0):
    """fn() in a thread; fails instead of hanging the test run."""
    result = []
    worker = threading.Thread(target=lambda: result.append(fn()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, "no answer: it blocks"
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_finding_a_named_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "board.json"
    os.mkfifo(fifo)
    code, out, err = _in_time(lambda: run_score(fifo))
    assert code == 2 and out == "" and "not a regular file" in err


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_finding_devices_are_refused_without_reading_them(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    code, out, err = _in_time(lambda: run_score(device))
    assert code == 2 and out == "" and "not a regular file" in err


def test_a_version_written_as_1_0_is_not_version_1(tmp_path):
    code, out, err = score(tmp_path, board(version=1.0))
    assert code == 2 and "version 1.0 is not supported" in err


def test_finding_simulate_option_level_normal_is_the_word_not_json(capsys):
    assert main(["simulate", "sanssouci", "--players", "1", "--games", "1", "--option", "level=normal"]) == 0
    assert main(["simulate", "sanssouci", "--players", "1", "--games", "1", "--option", "layout=[P1"]) == 2
    assert "not valid JSON" in capsys.readouterr().err


# -- the engines -------------------------------------------------------------------------------------
def test_finding_takenoko_views_hide_the_plots_put_back_under_the_stack():
    rng = random.Random(3)
    state = TAKENOKO.new_game({"players": 2}, 5)
    while len(state.stack_bottom) < 2:
        state = state.apply(rng.choice(state.legal_actions()), trusted=True)
    other = state.copy()  # the same table, another plot under the stack
    below = state.stack_bottom[0]
    above = next(c for c in state.stack if c != below)
    stack = list(state.stack)
    stack.remove(above)
    other.stack = tuple(sorted(stack + [below]))
    other.stack_bottom = (above,) + state.stack_bottom[1:]
    assert other.to_dict() != state.to_dict()
    for p in range(2):
        assert other.view_for(p).to_dict() == state.view_for(p).to_dict()
    conformance.check_views_hide(state)


def test_finding_a_sanssouci_layout_that_would_stall_is_refused_in_the_options():
    cells = [f"{r},{c}" for r in range(2, 7) for c in range(1, 10)]
    options = dict(SANSSOUCI.default_options(), players=2, layout="custom")
    with pytest.raises(OptionsError, match="28 printed spaces leave too few free spaces"):
        SANSSOUCI.validate_options(dict(options, printed=cells[:28]))
    for seed in range(2):  # the most that stays playable plays to its end, a legal action at every step
        printed = random.Random(seed).sample(cells, 27)
        state, _ = conformance.play_random_game(SANSSOUCI, dict(options, printed=printed), seed, check_every=5)
        assert state.is_over


# -- saving ------------------------------------------------------------------------------------------
def test_finding_stale_temporaries_of_a_killed_save_are_removed_on_the_next_save(tmp_path):
    path = tmp_path / "game.json"
    stale = [tmp_path / ".game.json.0a1b2c3d.tmp"]
    for p in stale:
        p.write_text("{half")
    others = [
        tmp_path / ".other.json.0a1b2c3d.tmp",
        tmp_path / ".game.json.notours.tmp",
        tmp_path / ".game.json.k2_x9abq.tmp",
    ]  # another program's mkstemp name is not ours
    for p in others:
        p.write_text("keep")
    past = files.PROCESS_START - 60  # left by an earlier run (tests/test_files.py: never a live one)
    for p in stale + others:
        os.utime(p, (past, past))
    write_json_atomic(path, {"a": 1})
    assert not any(p.exists() for p in stale) and all(p.exists() for p in others)


def test_a_save_killed_mid_write_leaves_the_old_file_and_its_temporary_is_cleaned(tmp_path):
    path = tmp_path / "game.json"
    write_json_atomic(path, {"old": True})
    code = (
        "import sys, os\nfrom gardenapp.core import files\n"
        "real = os.fsync\nos.fsync = lambda fd: os.kill(os.getpid(), 9)\n"
        "files.write_json_atomic(sys.argv[1], {'new': True})\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, timeout=60)
    assert done.returncode == -9
    assert json.loads(path.read_text()) == {"old": True}
    assert len(list(tmp_path.glob(".game.json.*.tmp"))) == 1
    # the next start of the app (a process started after the kill) cleans it when it saves the file
    time.sleep(0.2)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys\nfrom gardenapp.core import files\nfiles.write_json_atomic(sys.argv[1], {'new': True})\n",
            str(path),
        ],
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0
    assert json.loads(path.read_text()) == {"new": True} and not list(tmp_path.glob(".game.json.*.tmp"))


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_finding_saving_over_a_symbolic_link_writes_its_target(tmp_path):
    target = tmp_path / "real.json"
    target.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_json_atomic(link, {"a": 1})
    assert link.is_symlink() and json.loads(target.read_text()) == {"a": 1}


def test_finding_a_read_only_file_is_refused_not_overwritten(tmp_path):
    path = tmp_path / "game.json"
    path.write_text('{"old": 1}')
    path.chmod(0o444)
    with pytest.raises(PermissionError, match="read-only"):
        write_json_atomic(path, {"new": 1})
    assert path.read_text() == '{"old": 1}' and not list(tmp_path.glob(".*.tmp"))


def test_finding_saving_keeps_the_file_mode(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("{}")
    path.chmod(0o640)
    write_json_atomic(path, {"a": 1})
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    fresh = tmp_path / "new.json"
    write_json_atomic(fresh, {"a": 1})
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask


def test_a_full_disk_keeps_the_old_file_and_says_so(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_json_atomic(path, {"old": True})

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(OSError) as err:
        write_json_atomic(path, {"new": True})
    monkeypatch.undo()
    assert err.value.errno == errno.ENOSPC and err.value.strerror == os.strerror(errno.ENOSPC)
    assert json.loads(path.read_text()) == {"old": True} and not list(tmp_path.glob(".*.tmp"))


def test_an_unwritable_folder_keeps_the_old_file_and_says_so(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_json_atomic(path, {"old": True})
    real_open = os.open

    def denied(name, flags, mode=0o777):
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), name)
        return real_open(name, flags, mode)

    monkeypatch.setattr(os, "open", denied)
    with pytest.raises(PermissionError):
        write_json_atomic(path, {"new": True})
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {"old": True}


def test_a_save_over_something_that_is_not_a_file_is_refused(tmp_path):
    folder = tmp_path / "game.json"
    folder.mkdir()
    with pytest.raises(PermissionError, match="not a regular file"):
        write_json_atomic(folder, {"a": 1})
    assert folder.is_dir()


def test_a_name_with_a_lone_surrogate_never_loses_a_save(tmp_path):
    path = tmp_path / "game.json"
    write_json_atomic(path, {"names": ["a\ud800"]})
    assert read_json(path, BoardFileError) == {"names": ["a\ud800"]}


def test_an_unreadable_translation_catalogue_still_prints_the_score(tmp_path, monkeypatch):
    """Found by the fuzz while a catalogue was being rebuilt: --lang pt raised TranslationLoadError."""
    from gardenapp.ui import i18n

    def broken(lang):
        raise i18n.TranslationLoadError("cannot load the translation catalogue gardenapp_pt.qm")

    monkeypatch.setattr(i18n, "load_translator_for_cli", broken)
    path = tmp_path / "board.json"
    path.write_text(HARMONIES_BOARD.read_text(encoding="utf-8"), encoding="utf-8")
    out, err = StringIO(), StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["score", str(path), "--lang", "pt"])
    assert code == 0 and "Total" in out.getvalue() and "writing in English" in err.getvalue()
