"""The command line under hostile input: every text from the outside is
printed with its control characters escaped, every number argument is
bounded, a closed pipe or a full disk ends with no traceback, a tournament
journal is only ever a regular file of the same tournament, and the workers
are bounded by the games and the CPUs."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gardenapp.cli import main
from gardenapp.core import journal, registry, tournament
from tests.fuzz.harness import deadline
from tests.toygame import PebblesGame

ROOT = Path(__file__).resolve().parents[1]
HARMONIES = ROOT / "gardenapp" / "games" / "harmonies" / "examples" / "rulebook_full_board_side_a.json"
ESCAPES = "x\x1b]0;PWNED\x07\x1b[2J\x9b1m"  # set the title, clear the screen, an 8-bit CSI
GAME = PebblesGame()


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


def run(argv: list[str]) -> tuple[int, str, str]:
    """``main(argv)`` in this process: (exit code, stdout, stderr); argparse's exits included."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), deadline(20):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
    return code, out.getvalue(), err.getvalue()


def unprintable(text: str) -> list[str]:
    """The characters of ``text`` a terminal would not show as themselves (line breaks aside)."""
    return [c for c in text if not c.isprintable() and c != "\n"]


# -- terminal escapes -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "argv",
    [
        ["score", ESCAPES + ".json"],  # the file's path
        ["score", str(HARMONIES), "--lang", ESCAPES],  # argparse: a bad choice
        ["score", str(HARMONIES), "--" + ESCAPES],  # argparse: an unknown argument
        ["simulate", ESCAPES],  # the game's name
        ["simulate", "pebbles", "--option", ESCAPES + "=1"],  # an option's key
        ["simulate", "pebbles", "--option", "pile=" + ESCAPES],  # an option's value
        ["simulate", "pebbles", "--bots", ESCAPES],  # a level
        ["simulate", "pebbles", "--games", ESCAPES],  # argparse: not a number
        ["tournament", "pebbles", "--levels", "random,easy", "--games", "1", "--out", "/nonexistent/" + ESCAPES],
        ["bench", ESCAPES],
    ],
    ids=[
        "score-path",
        "lang",
        "unknown-argument",
        "game",
        "option-key",
        "option-value",
        "level",
        "games",
        "journal-path",
        "bench-game",
    ],
)
def test_outside_text_in_a_message_is_printed_with_its_control_characters_escaped(argv):
    code, out, err = run(argv)
    assert code == 2 and err.strip(), (code, out, err)
    assert not unprintable(out + err), repr(out + err)
    assert "\\x1b" in err and "Traceback" not in err  # shown escaped, not dropped


def test_a_journal_path_with_escapes_is_printed_escaped_in_the_report(tmp_path):
    journal = tmp_path / (ESCAPES + ".jsonl")
    code, out, err = run(["tournament", "pebbles", "--levels", "random,easy", "--games", "1", "--out", str(journal)])
    assert code == 0, err
    assert journal.exists() and not unprintable(out + err) and "\\x1b]0;PWNED\\x07" in out


def test_json_output_escapes_what_a_terminal_would_act_on_and_stays_the_same_json():
    """Names are refused with such characters today; the JSON writer does not count on it."""
    from gardenapp.cli.output import json_text

    value = {"name": "Ana\x1b]0;x\x07\u200b\u202e\U000e0001\ud800\x9b", "ok": "Łucja João"}
    text = json_text(value)
    assert not unprintable(text) and json.loads(text) == value and "Łucja João" in text


# -- the journal is a regular file, read within bounds ------------------------------------------------
def test_a_fifo_or_a_device_as_the_journal_is_refused_at_once(tmp_path):
    fifo = tmp_path / "journal.jsonl"
    os.mkfifo(fifo)
    for target in (fifo, Path("/dev/null")):
        code, out, err = run(["tournament", "pebbles", "--levels", "random,easy", "--games", "2", "--out", str(target)])
        assert code == 2 and "not a regular file" in err and "Traceback" not in err, err


def test_dev_zero_as_the_journal_is_refused_without_reading_it():
    """In a child with 1 GB of address space: the old reader filled it from /dev/zero."""
    limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
    code = (
        limit + "import sys; from gardenapp.cli import main; sys.exit(main(['tournament', 'sanssouci', "
        "'--levels', 'random,easy', '--games', '1', '--out', '/dev/zero']))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, cwd=ROOT)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 2 and "not a regular file" in err and "Traceback" not in err, err


@pytest.mark.parametrize("name", ["a\x00b.jsonl", "a\ud800b.jsonl"], ids=["nul", "lone-surrogate"])
def test_a_journal_name_no_file_can_have_is_refused(tmp_path, name):
    """Found by the fuzz: os.open raised ValueError (a NUL) or UnicodeEncodeError (a lone surrogate)."""
    code, out, err = run(
        ["tournament", "pebbles", "--levels", "random,easy", "--games", "1", "--out", str(tmp_path / name)]
    )
    assert code == 2 and "cannot be a file name" in err and "Traceback" not in err, err
    assert not unprintable(err) and list(tmp_path.iterdir()) == []


def test_a_journal_beyond_the_size_bound_is_refused(tmp_path, monkeypatch):
    big = tmp_path / "big.jsonl"
    big.write_bytes(b"\n" * 2000)
    before = big.read_bytes()
    monkeypatch.setattr(journal, "MAX_JOURNAL_BYTES", 1000)
    code, out, err = run(["tournament", "pebbles", "--levels", "random,easy", "--games", "1", "--out", str(big)])
    assert code == 2 and "too large" in err and big.read_bytes() == before


# -- hostile values and journals: messages, never tracebacks --------------------------------------------
@pytest.mark.parametrize(
    "value,needle",
    [
        ("[" * 5000, "nested too deeply"),
        ("[" * 40 + "]" * 40, "nested too deeply"),
        ("1e999", "far outside"),
        ("1" + "0" * 5000, "far outside"),
        ('{"a": 1, "a": 2}', "appears twice"),
        ("[1,", "not valid JSON"),
    ],
)
def test_an_option_value_is_read_with_the_limits_of_a_file(value, needle):
    code, out, err = run(["simulate", "pebbles", "--games", "1", "--option", "pile=" + value])
    assert code == 2 and needle in err and "Traceback" not in err, err
    assert len(err) < 2000  # the value is not printed whole


def test_an_option_without_a_value_is_a_message():
    code, out, err = run(["simulate", "pebbles", "--games", "1", "--option", "pile"])
    assert code == 2 and "KEY=VALUE" in err, err


def _record(**changes) -> str:
    rec = {
        "game": "pebbles",
        "seed": 0,
        "levels": ["random", "easy"],
        "totals": [3, 4],
        "winners": [1],
        "actions": 5,
        "options": GAME.validate_options(dict(GAME.default_options(), players=2)),
        "turns": [[0, 0.001, 0.001], [1, 0.002, 0.002]],
    }
    rec.update(changes)
    return json.dumps(rec)


@pytest.mark.parametrize(
    "content,needle",
    [
        (b"\xff\xfe" + _record().encode() + b"\n", "not UTF-8"),
        (("[" * 5000 + "\n").encode(), "nested too deeply"),
        (('{"game": ' + "[" * 100 + "]" * 100 + "}\n").encode(), "nested too deeply"),
        ((_record(totals=["a", "b"]) + "\n").encode(), "totals"),
        ((_record(seed="0") + "\n").encode(), "seed"),
        ((_record(seed=True) + "\n").encode(), "seed"),
        ((_record(levels=5) + "\n").encode(), "levels"),
        ((_record(levels=["random", 7]) + "\n").encode(), "levels"),
        ((_record(winners=[9]) + "\n").encode(), "winners"),
        ((_record(turns=[[0, "a", 1]]) + "\n").encode(), "turns"),
        ((_record(turns=[[5, 0.1, 0.1]]) + "\n").encode(), "turns"),
        ((_record(actions=-1) + "\n").encode(), "actions"),
        ((_record(options=[]) + "\n").encode(), "options"),
        ((_record(extra=1) + "\n").encode(), "extra"),
        ((_record(seed=1e300) + "\n").encode(), "seed"),
    ],
    ids=[
        "not-utf8",
        "deep",
        "deep-field",
        "totals",
        "seed-text",
        "seed-bool",
        "levels",
        "level",
        "winners",
        "turn-type",
        "turn-seat",
        "actions",
        "options",
        "unknown-key",
        "seed-float",
    ],
)
def test_a_damaged_journal_is_a_message_naming_the_line_and_is_left_as_it_was(tmp_path, content, needle):
    journal = tmp_path / "games.jsonl"
    journal.write_bytes(content)
    code, out, err = run(["tournament", "pebbles", "--levels", "random,easy", "--games", "2", "--out", str(journal)])
    assert code == 2 and "line 1" in err and needle in err and "Traceback" not in err, err
    assert journal.read_bytes() == content


# -- a closed pipe, a full disk --------------------------------------------------------------------------
def _gardenapp(*args: str) -> list[str]:
    return [sys.executable, "-m", "gardenapp", *args]


@pytest.mark.parametrize(
    "args",
    [
        ("score", str(HARMONIES), "--json"),
        ("score", str(HARMONIES), "--lang", "en"),
        ("bench", "harmonies", "--seconds", "0.1"),
    ],
    ids=["score-json", "score", "bench"],
)
def test_output_into_a_pipe_closed_before_reading_ends_quietly(args):
    proc = subprocess.Popen(_gardenapp(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    proc.stdout.close()  # the reader is gone before the first line
    err = proc.stderr.read().decode("utf-8", "replace")
    code = proc.wait(timeout=60)
    assert err == "" and code in (0, 141), (code, err)


def test_output_into_a_pipe_closed_after_one_byte_ends_quietly():
    """``gardenapp bench harmonies | head -c1``: the table's head is written at once, the reader leaves."""
    proc = subprocess.Popen(
        _gardenapp("bench", "harmonies", "--seconds", "0.3"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
    )
    assert proc.stdout.read(1)
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8", "replace")
    code = proc.wait(timeout=60)
    assert err == "" and code in (0, 141), (code, err)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize(
    "args",
    [
        ("score", str(HARMONIES), "--json"),
        ("score", str(HARMONIES), "--lang", "en"),
        ("bench", "harmonies", "--seconds", "0.1"),
    ],
    ids=["score-json", "score", "bench"],
)
def test_output_onto_a_full_disk_is_one_line_and_a_failure(args):
    with open("/dev/full", "w") as full:
        done = subprocess.run(_gardenapp(*args), stdout=full, stderr=subprocess.PIPE, cwd=ROOT, timeout=60)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode not in (0, 2) and len(err.strip().splitlines()) == 1, (done.returncode, err)
    assert "Traceback" not in err and "Exception" not in err and "space" in err


# -- bounded numbers, bounded workers ---------------------------------------------------------------
@pytest.mark.parametrize(
    "argv,needle",
    [
        (["bench", "pebbles", "--seconds", "inf"], "--seconds"),
        (["bench", "pebbles", "--seconds", "1e308"], "--seconds"),
        (["bench", "pebbles", "--seconds", "nan"], "--seconds"),
        (["bench", "pebbles", "--seconds", "-1"], "--seconds"),
        (["bench", "pebbles", "--seconds", "0"], "--seconds"),
        (["bench", "pebbles", "--seconds", "601"], "--seconds"),
        (["simulate", "pebbles", "--games", "0"], "--games"),
        (["simulate", "pebbles", "--games", str(10**9)], "--games"),
        (["simulate", "pebbles", "--seed", "-1"], "--seed"),
        (["simulate", "pebbles", "--seed", str(10**30)], "--seed"),
        (["simulate", "pebbles", "--players", str(10**30)], "--players"),
        (["tournament", "pebbles", "--levels", "random,easy", "--games", str(10**9)], "--games"),
        (["tournament", "pebbles", "--levels", "random,easy", "--games", "-3"], "--games"),
        (["tournament", "pebbles", "--levels", "random,easy", "--jobs", "0"], "--jobs"),
        (["tournament", "pebbles", "--levels", "random,easy", "--seed", "-5"], "--seed"),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, list) else v,
)
def test_a_number_argument_out_of_range_is_a_clear_message(argv, needle):
    code, out, err = run(argv)
    assert code == 2 and needle in err and "Traceback" not in err, err


def test_a_number_argument_in_range_is_accepted():
    assert run(["bench", "pebbles", "--seconds", "0.05"])[0] == 0
    assert run(["simulate", "pebbles", "--games", "1", "--seed", str(2**62)])[0] == 0


class _Pool:
    """Stands in for the run's worker pool (``tournament._in_workers``): says
    how many workers were asked for and plays in this process."""

    asked: list[int] = []

    @staticmethod
    def in_workers(todo, count, caps):
        _Pool.asked.append(count)
        for match in todo:
            yield tournament.play(match, caps=caps)


def test_workers_are_at_most_the_games_and_the_cpus(monkeypatch):
    monkeypatch.setattr(tournament, "_in_workers", _Pool.in_workers)
    _Pool.asked = []
    matches = tournament.schedule("pebbles", GAME.validate_options({"players": 2}), ["random", "easy"], 2, 0)
    assert len(tournament.run(matches, jobs=100_000)) == 2
    assert _Pool.asked in ([], [min(2, os.cpu_count() or 1)]) and all(n <= 2 for n in _Pool.asked)
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    _Pool.asked = []
    tournament.run(
        tournament.schedule("pebbles", GAME.validate_options({"players": 2}), ["random", "easy"], 9, 0), jobs=4
    )
    assert all(n <= 1 for n in _Pool.asked)
    code, out, err = run(["tournament", "--help"])
    assert code == 0 and "CPU" in " ".join(out.split())


# -- option values shown as typed --------------------------------------------------------------------
def test_an_option_value_is_shown_so_that_a_string_differs_from_a_number():
    code, out, err = run(["simulate", "pebbles", "--option", 'players="2"'])
    assert code == 2 and '"2" is not a whole number' in err and "2 is not a player count" not in err, err
    for players in ("-1", "9"):
        code, out, err = run(["simulate", "takenoko", "--players", players])
        assert code == 2 and f"--players: {players} is not" in err and "first_player" not in err, err
    from gardenapp.core.errors import OptionsError

    with pytest.raises(OptionsError) as refused:  # the engine's own check stops there too
        registry.get("takenoko").validate_options({"players": -1})
    assert [p.where for p in refused.value.problems] == ["options.players"]
    code, out, err = run(["simulate", "takenoko", "--option", 'first_player="0"'])
    assert code == 2 and '"0" is not a whole number' in err, err
    code, out, err = run(["simulate", "sanssouci", "--option", "layout=custom", "--option", 'printed=["x", 7]'])
    assert code == 2 and '"x" is not a space' in err and "7 is not a space" in err and "'x'" not in err, err
    code, out, err = run(["simulate", "azul_queens_garden", "--option", 'wheel=[["x", 1, 2]]'])
    assert code == 2 and "'x'" not in err, err
    code, out, err = run(["simulate", "pebbles", "--players", "2", "--option", "players=3"])
    assert code == 2 and "--players" in err, err


# -- the fuzz class ---------------------------------------------------------------------------------
def test_a_sample_of_hostile_command_lines_finds_no_traceback_hang_or_changed_file(tmp_path):
    import random

    from tests.fuzz.cli import fuzz_cli
    from tests.fuzz.harness import Report

    report = Report()
    fuzz_cli(tmp_path / "fuzz", 84, random.Random(7), report)
    assert not report.failures, "\n".join(report.failures[:20])
    kinds = {sub for family, sub, _ in report.counts if family == "cli"}
    assert kinds == {"escapes", "option", "numbers", "special", "journal", "not-journal", "pipe"}, kinds
    assert report.counts[("cli", "special", "refused")] >= 5
