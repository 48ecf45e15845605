"""Hostile command lines through ``gardenapp.cli.main``, in this process: control characters in
paths, names and values, deep and huge ``--option`` values, out-of-range and non-finite numbers,
special files as the score FILE and as ``--out``, damaged journals (not UTF-8, deep, wrong types,
cut, another tournament's), files that are not journals given as ``--out``; and a few runs as
subprocesses whose output pipe closes early.

Each case has a 5 s deadline. Outcomes: "accepted" (exit 0), "refused" (exit 2 with a message on
stderr), and the failures "traceback" (an exception out of main, or "Traceback" printed), "hang",
"wrong" (a character a terminal would act on in the output, a refusal without a message, a case
sure to be bad that was accepted, another exit code) and "changed" (a file that was not a journal
was modified, or a refused journal was, or an accepted one lost a game).

Family "cli", one subclass per kind: escapes, option, numbers, special, journal, not-journal, pipe.

    fuzz_cli(folder, count, rng, report)
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from gardenapp.cli import main as cli_main
from gardenapp.core import journal
from tests.fuzz.harness import ROOT, TIME_LIMIT, Outcome, Report, deadline, special_files

FAMILY = "cli"
EXAMPLE = ROOT / "gardenapp" / "games" / "harmonies" / "examples" / "rulebook_full_board_side_a.json"
FAST = ["tournament", "sanssouci", "--levels", "random,easy", "--games", "1"]
ESCAPES = (
    "\x1b[2J",
    "\x1b]0;PWNED\x07",
    "\x9b31m",
    "\r",
    "\x08",
    "\x7f",
    "\u202e",
    "\u200b",
    "\x00",
    "\ud800",
    "\udcff",
    "\n",
    "\t",
    "\U000e0001",
    "\x1bP+q\x1b\\",
)


def _hostile(rng: random.Random) -> str:
    parts = [rng.choice(("x", "Łucja", "../", "a b", "", "-", "%s", "{}"))]
    for _ in range(rng.randint(1, 3)):
        parts.append(rng.choice(ESCAPES))
        parts.append(rng.choice(("", "y", "ć")))
    return "".join(parts)


def _unprintable(text: str) -> list[str]:
    return [c for c in text if not c.isprintable() and c != "\n"]


def run_main(argv: list[str]) -> tuple[Outcome | None, int, str, str]:
    """(a failure outcome or None, exit code, stdout, stderr) of ``main(argv)``."""
    out, err = io.StringIO(), io.StringIO()
    code = -1
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), deadline(TIME_LIMIT):
            code = main_code(argv)
    except TimeoutError:
        return Outcome("hang", f"no answer after {TIME_LIMIT} s"), code, out.getvalue(), err.getvalue()
    except Exception as exc:  # noqa: BLE001 - any exception out of main is the finding
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:200]), code, out.getvalue(), err.getvalue()
    return None, code, out.getvalue(), err.getvalue()


def main_code(argv: list[str]) -> int:
    try:
        return cli_main(argv)
    except SystemExit as exc:  # argparse: --help, a bad argument
        return exc.code if isinstance(exc.code, int) else 2


def judge(argv: list[str], sure_bad: bool = False) -> Outcome:
    failure, code, out, err = run_main(argv)
    if failure is not None:
        return failure
    if "Traceback" in err or "Traceback" in out:
        return Outcome("traceback", err[-200:])
    if _unprintable(out + err):
        return Outcome("wrong", f"unescaped {_unprintable(out + err)[:3]!r}")
    if code == 0:
        return Outcome("wrong", "a case sure to be bad was accepted") if sure_bad else Outcome("accepted")
    if code == 2 and err.strip():
        return Outcome("refused", err.strip().splitlines()[-1][:120])
    return Outcome("wrong", f"exit {code}, stderr {err[:120]!r}")


# -- the kinds ---------------------------------------------------------------------------------
def _escapes(folder: Path, rng: random.Random) -> tuple[list[str], bool, Callable[[], None]]:
    text = _hostile(rng)
    journal = folder / f"j{rng.randrange(10**6)}{text.replace('/', '_').replace(chr(0), '')}.jsonl"
    vectors = [
        (["score", str(folder / (text + ".json"))], True),
        (["score", str(EXAMPLE), "--lang", text], True),
        (["score", str(EXAMPLE), "--" + text], True),
        (["simulate", text], True),
        (["simulate", "harmonies", "--games", "1", "--option", f"{text}=1"], True),
        (["simulate", "harmonies", "--games", "1", "--option", f"side={text}"], True),
        (["simulate", "harmonies", "--games", "1", "--bots", text], True),
        (["simulate", "harmonies", "--games", text], True),
        (["bench", text], True),
        (FAST + ["--out", str(journal)], False),
    ]
    argv, bad = rng.choice(vectors)

    def clean() -> None:
        with contextlib.suppress(OSError, ValueError):
            journal.unlink()

    return argv, bad, clean


_OPTION_VALUES = (
    "[" * 33 + "]" * 33,
    "[" * 5000,
    '{"a":' * 40 + "1" + "}" * 40,
    "1e999",
    "-1e999",
    "1" * 25,
    "1" + "0" * 5000,
    "NaN",
    "Infinity",
    '{"a": 1, "a": 2}',
    '"\\u001b[2J"',
    "[1,",
    '"',
    "true",
    "null",
    "-0",
    "0.5",
    "[]",
    "{}",
    '"A"',
    "B",
    "2",
    '"2"',
    "-1",
)
_OPTION_KEYS = {
    "harmonies": ("side", "spirits", "players"),
    "takenoko": ("first_player", "players", "emperor"),
    "sanssouci": ("level", "layout", "printed", "row_bonus", "players"),
    "azul_queens_garden": ("wheel", "first_player", "players"),
}


def _option(folder: Path, rng: random.Random) -> tuple[list[str], bool, Callable[[], None]]:
    game = rng.choice(list(_OPTION_KEYS))
    argv = ["simulate", game, "--games", "1", "--bots", "random"]
    for _ in range(rng.randint(1, 3)):
        key = rng.choice(_OPTION_KEYS[game] + ("zz_unknown",))
        argv += ["--option", f"{key}={rng.choice(_OPTION_VALUES)}"]
    sure = any(v in a for a in argv for v in ("[" * 33, "1e999", "1" * 25, "zz_unknown"))
    return argv, sure, lambda: None


_NUMBERS = {
    ("simulate", "--games"): (["0", "-1", "1000001", str(10**30), "1.5", "", "1e3", "inf", "nan"], ["1", "2"]),
    ("simulate", "--seed"): (["-1", str(2**62 + 1), str(10**30), "1" * 5000, "0x10", "nan"], ["0", str(2**62)]),
    ("simulate", "--players"): (["-1", "100", str(10**30), "2.0", "", "inf"], ["2"]),
    ("tournament", "--games"): (["0", "-3", "10001", str(10**9), "1e2"], ["1"]),
    ("tournament", "--jobs"): (["0", "-1", "1025", str(10**30), "nan"], ["1", "2", "1024"]),
    ("tournament", "--seed"): (["-5", str(10**20), "inf"], ["3"]),
    ("bench", "--seconds"): (["inf", "-inf", "nan", "1e308", "-1", "0", "601", "", "x", "1e400"], ["0.01", "1e-320"]),
}


def _numbers(folder: Path, rng: random.Random) -> tuple[list[str], bool, Callable[[], None]]:
    (command, flag), (bad, good) = rng.choice(list(_NUMBERS.items()))
    sure = rng.random() < 0.8
    value = rng.choice(bad if sure else good)
    base = {
        "simulate": ["simulate", "harmonies", "--games", "1"],
        "tournament": FAST,
        "bench": ["bench", "harmonies", "--seconds", "0.01"],
    }[command]
    return base + [flag, value], sure, lambda: None


def _special(folder: Path, rng: random.Random) -> tuple[list[str], bool, Callable[[], None]]:
    targets = special_files(folder) + [p for p in (Path("/dev/full"), Path("/dev/null")) if p.exists()]
    target = str(rng.choice(targets))
    argv = rng.choice((["score", target], ["score", target, "--json"], FAST + ["--out", target]))
    return argv, True, lambda: None


def _journal_text(folder: Path) -> bytes:
    path = folder / "journal-source.jsonl"
    if not path.exists():
        with contextlib.redirect_stdout(io.StringIO()):
            assert cli_main(FAST[:-1] + ["2", "--out", str(path)]) == 0
    return path.read_bytes()


_BAD_FIELDS = {
    "game": (5, "", None, []),
    "seed": ("1", 1.5, True, None, [1]),
    "levels": (5, [], [1], "random", None),
    "totals": (["a"], [1.5], 3, None, []),
    "winners": ([99], ["0"], 1, [0, 0], None),
    "actions": (-1, "5", 1.5, None),
    "options": ([], "x", 3),
    "turns": ([[0, "a", 1]], [[99, 0, 0]], [0], 5, [[0, -1, 0]]),
}


def _damaged(source: bytes, rng: random.Random) -> tuple[bytes, bool]:
    """A journal mutated (bytes, sure to be refused)."""
    lines = source.split(b"\n")[:-1]  # the header, then records
    kind = rng.randrange(9)
    if kind == 0:
        i = rng.randrange(len(source))
        return source[:i] + b"\xff\xfe" + source[i:], True
    if kind == 1:
        i = rng.randrange(len(lines))
        lines[i] = rng.choice((b"[" * 5000, b"[" * 40 + b"]" * 40, b'{"game": ' + b"[" * 200 + b"]" * 200 + b"}"))
        return b"\n".join(lines) + b"\n", True
    if kind == 2:
        i = rng.randrange(1, len(lines))
        record = json.loads(lines[i])
        field = rng.choice(list(_BAD_FIELDS))
        record[field] = rng.choice(_BAD_FIELDS[field])
        lines[i] = json.dumps(record).encode()
        return b"\n".join(lines) + b"\n", True
    if kind == 3:
        record = json.loads(lines[rng.randrange(1, len(lines))])
        record[rng.choice(("zz", "format", "Game"))] = 1
        lines.insert(rng.randrange(1, len(lines) + 1), json.dumps(record).encode())
        return b"\n".join(lines) + b"\n", True
    if kind == 4:
        header = json.loads(lines[0])
        change = rng.randrange(4)
        if change == 0:
            header["game"] = "harmonies"
        elif change == 1:
            header["options"] = dict(header["options"], players=3)
        elif change == 2:
            header["version"] = rng.choice((2, "1", 1.0, None))
        else:
            header["format"] = "gardenapp-board"
        lines[0] = json.dumps(header).encode()
        return b"\n".join(lines) + b"\n", True
    if kind == 5:  # cut anywhere: a killed run (accepted) or not a journal
        return source[: rng.randrange(1, len(source))], False
    if kind == 6:  # a blank line, a repeated record: still this journal
        i = rng.randrange(1, len(lines))
        lines.insert(i, rng.choice((b"", lines[i])))
        return b"\n".join(lines) + b"\n", False
    if kind == 7:  # a note in the middle
        lines.insert(rng.randrange(0, len(lines)), rng.choice((b"my note", b"{}", b"[1, 2]", b"null")))
        return b"\n".join(lines) + b"\n", True
    return source.replace(b"\n", b"\r\n"), False  # edited on Windows: JSON allows the \r; nothing is lost


def _record_lines(raw: bytes) -> set[bytes]:
    return {line for line in raw.split(b"\n")[:-1] if line.startswith(b'{"game": ')}


def _journal(folder: Path, rng: random.Random, report: Report) -> None:
    source = _journal_text(folder)
    content, sure = _damaged(source, rng)
    path = folder / f"damaged{rng.randrange(10**6)}.jsonl"
    path.write_bytes(content)
    try:
        outcome = judge(FAST + ["--out", str(path)], sure)
        after = path.read_bytes()
        if outcome.kind == "refused" and after != content:
            outcome = Outcome("changed", "a refused journal was modified")
        elif outcome.kind == "accepted":
            try:
                journal.read_journal(path)
            except journal.JournalError as exc:
                outcome = Outcome("wrong", f"an accepted journal is not sound afterwards: {exc}"[:200])
            else:
                lost = _record_lines(content) - _record_lines(after)
                if lost:
                    outcome = Outcome("changed", f"{len(lost)} games lost")
        report.add(FAMILY, "journal", outcome, f"{len(content)} bytes")
    finally:
        path.unlink(missing_ok=True)


def _not_journal(folder: Path, rng: random.Random, report: Report) -> None:
    content = rng.choice(
        (
            b"a note",
            b"a note\n",
            EXAMPLE.read_bytes(),
            EXAMPLE.read_bytes().replace(b"\n", b""),
            bytes(rng.randrange(256) for _ in range(rng.randint(1, 300))),
            b"\n\n",
            b"[1, 2]\n",
            b'{"format": "gardenapp-journal"',
            b'{"game": "sanssouci", "se',
            "Łucja\n".encode(),
        )
    )
    path = folder / f"note{rng.randrange(10**6)}.txt"
    path.write_bytes(content)
    try:
        outcome = judge(FAST + ["--out", str(path)])
        after = path.read_bytes()
        # a header cut short is our own and the only one taken for an empty journal
        ours = content.startswith(b'{"format": "gardenapp-journal"') and b"\n" not in content
        if outcome.kind == "accepted" and not ours:
            outcome = Outcome("changed" if after != content else "wrong", "a file that is not a journal was used")
        elif outcome.kind == "refused" and after != content:
            outcome = Outcome("changed", "a refused file was modified")
        report.add(FAMILY, "not-journal", outcome, repr(content[:40]))
    finally:
        path.unlink(missing_ok=True)


def _pipe(rng: random.Random, report: Report) -> None:
    args = rng.choice(
        (
            ["score", str(EXAMPLE), "--json"],
            ["score", str(EXAMPLE), "--lang", "pl"],
            ["bench", "harmonies", "--seconds", "0.1"],
            ["tournament", "--help"],
        )
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "gardenapp", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
    )
    assert proc.stdout is not None and proc.stderr is not None
    try:
        if rng.random() < 0.5:
            proc.stdout.read(rng.choice((1, 10, 100)))
        proc.stdout.close()
        err = proc.stderr.read().decode("utf-8", "replace")
        code = proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        report.add(FAMILY, "pipe", Outcome("hang", "no end after the pipe closed"), " ".join(args))
        return
    if "Traceback" in err or "Exception" in err:
        outcome = Outcome("traceback", err[-200:])
    elif err or code not in (0, 141):
        outcome = Outcome("wrong", f"exit {code}, stderr {err[:120]!r}")
    else:
        outcome = Outcome("accepted")
    report.add(FAMILY, "pipe", outcome, " ".join(args))


def fuzz_cli(folder: Path, count: int, rng: random.Random, report: Report) -> None:
    """``count`` hostile command lines (about one in 40 of them a subprocess with a closed pipe)."""
    folder.mkdir(parents=True, exist_ok=True)
    simple = {"escapes": _escapes, "option": _option, "numbers": _numbers, "special": _special}
    kinds = list(simple) + ["journal", "not-journal", "pipe"]
    for n in range(count):
        kind = kinds[n % len(kinds)]
        if kind == "pipe" and n % 40 != 6 and count > 1:
            kind = rng.choice(list(simple))
        if kind == "journal":
            _journal(folder, rng, report)
        elif kind == "not-journal":
            _not_journal(folder, rng, report)
        elif kind == "pipe":
            _pipe(rng, report)
        else:
            argv, sure, clean = simple[kind](folder, rng)
            try:
                outcome = judge(argv, sure)
            finally:
                clean()
            report.add(FAMILY, kind, outcome, repr(argv)[:200])
    for leftover in folder.glob("j*.jsonl"):
        leftover.unlink(missing_ok=True)
    with contextlib.suppress(OSError):
        os.unlink(folder / "journal-source.jsonl")
