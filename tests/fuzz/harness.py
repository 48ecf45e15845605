"""Hostile-file fuzzing (docs/architecture.md §7): mutated board files through ``gardenapp
score`` (in-process and as subprocesses), mutated saved games through the
loader of the play screens' Open (``GameSession.load``) and a few through
the Open action itself (boards too, through the score helper's Open), mutated settings files through the check that runs
before Qt reads them.

The invariant, for every case: exit 0 with a sane score, or exit 2 with
messages on stderr and nothing on stdout (for saves: a session that replays
to the saved position, or a ProblemsError; in the window, the game opened or
one message and the game on screen as it was); never a traceback, never longer
than 5 s, never a changed input file; a mutation that breaks the format for
sure (a float for a whole number, an unknown key, a control character in a
name...) is never accepted.

Every built game takes part by itself: its board files are the examples in
``gardenapp/games/<id>/examples/``, its saved games come from random play.
``tests/fuzz/test_fuzz_sample.py`` runs a small sample in CI;
``benchmarks/fuzz.py`` runs it at scale.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gardenapp.games
from gardenapp.cli import main as cli_main
from gardenapp.core import registry
from gardenapp.core.errors import MAX_PROBLEMS, ProblemsError
from gardenapp.core.record import HUMAN, GameRecord

TIME_LIMIT = 5.0
ROOT = Path(__file__).resolve().parents[2]
_HUGE = "1" + "0" * 4300  # one digit more than Python's int parsing allows
_DEEP = "[" * 600 + "]" * 600
NAMES = ("Ana", "João", "Łucja", "Bruno", "Zoë")


# -- the corpus ---------------------------------------------------------------------------------
def built_games() -> list:
    return list(registry.built_games())


def example_boards(game) -> list[dict]:
    folder = Path(gardenapp.games.__file__).parent / game.id / "examples"
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]


def saved_games(game, count: int, rng: random.Random) -> list[dict]:
    """Saved games of ``game`` from random play: every player count, partly
    played or finished, people and computer seats, names in our languages."""
    out = []
    for k in range(count):
        players = game.min_players + k % (game.max_players - game.min_players + 1)
        options = dict(game.default_options(), players=players)
        seed = rng.randrange(2**63)
        state = game.new_game(options, seed)
        seats = [
            HUMAN if i == 0 or rng.random() < 0.5 else rng.choice(("random", "easy", "greedy"))
            for i in range(state.num_players)
        ]
        names = [f"{NAMES[i % len(NAMES)]} {i + 1}" for i in range(state.num_players)]
        record = GameRecord(game.id, game.validate_options(options), seed, [], names, seats)
        steps = rng.choice((0, 3, 20, 60, 10_000))
        while not state.is_over and len(record.actions) < steps:
            action = rng.choice(state.legal_actions())
            record.actions.append(action)
            state = state.apply(action, trusted=True)
        out.append(record.to_json())
    return out


# -- mutations ----------------------------------------------------------------------------------
def _nodes(data: Any) -> list[tuple[Any, Any, tuple]]:
    """Every (container, key, path) of ``data``, iteratively."""
    out, stack = [], [(data, ())]
    while stack:
        node, path = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            out.append((node, key, path + (key,)))
            if isinstance(value, (dict, list)):
                stack.append((value, path + (key,)))
    return out


def _at(data: Any, path: tuple) -> Any:
    for key in path:
        try:
            data = data[key]
        except (KeyError, IndexError, TypeError):
            return _MISSING
    return data


_MISSING = object()


def _pick(
    data: Any, rng: random.Random, want: Callable[[Any], bool], original: Any = _MISSING
) -> tuple[Any, Any] | None:
    """A random (container, key) whose value ``want``s; with ``original``,
    only where the original file held a value of the same type (a value an
    earlier mutation moved may sit where another type is fine)."""
    spots = [
        (c, k)
        for c, k, path in _nodes(data)
        if want(c[k]) and (original is _MISSING or type(_at(original, path)) is type(c[k]))
    ]
    return rng.choice(spots) if spots else None


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def mutate(data: Any, rng: random.Random) -> tuple[Any, bool, str]:
    """(mutated data, sure to be refused, what was done). Mutations that may
    keep the file valid come first; at most one sure-to-break one, last."""
    original = data
    data = json.loads(json.dumps(data))
    done = []
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        done.append(_maybe_valid(data, rng))
    broken = rng.random() < 0.6
    if broken:
        what = _breaking(data, original, rng)
        broken = what is not None
        done.append(what or "nothing to break")
    return data, broken, "; ".join(d for d in done if d)


def _maybe_valid(data: Any, rng: random.Random) -> str:
    kind = rng.randrange(7)
    if kind == 0 and (spot := _pick(data, rng, _is_int)):
        c, k = spot
        c[k] += rng.choice((-3, -1, 1, 2, 5, 100))
        return f"int {k}"
    if kind == 1 and (spot := _pick(data, rng, lambda v: isinstance(v, dict) and v)):
        c, k = spot
        key = rng.choice(list(c[k]))
        del c[k][key]
        return f"del {key}"
    if kind == 2 and (spot := _pick(data, rng, lambda v: isinstance(v, list) and v)):
        c, k = spot
        items = c[k]
        op = rng.randrange(3)
        i = rng.randrange(len(items))
        if op == 0:
            del items[i]
        elif op == 1:
            items.insert(i, json.loads(json.dumps(items[i])))
        else:
            j = rng.randrange(len(items))
            items[i], items[j] = items[j], items[i]
        return f"list {k}"
    if kind == 3 and (spot := _pick(data, rng, lambda v: isinstance(v, bool))):
        c, k = spot
        c[k] = not c[k]
        return f"bool {k}"
    if kind == 4:
        strings = [c[k] for c, k, _ in _nodes(data) if isinstance(c[k], str)]
        if strings and (spot := _pick(data, rng, lambda v: isinstance(v, str))):
            c, k = spot
            c[k] = rng.choice(strings)
            return f"swap string {k}"
    if kind == 5 and (spot := _pick(data, rng, lambda v: True)):
        values = [c[k] for c, k, _ in _nodes(data)]
        c, k = spot
        c[k] = json.loads(json.dumps(rng.choice(values)))
        return f"swap value {k}"
    if kind == 6 and (spot := _pick(data, rng, lambda v: isinstance(v, str))):
        c, k = spot
        c[k] = rng.choice(
            (
                "",
                " ",
                "A",
                "a,b",
                "0,0",
                "1,1",
                "-1,2",
                "99,99",
                "Ana",
                "E1",
                "J",
                "P9",
                "custom",
                "human",
                "god",
                "A99",
                "S01",
                "blue",
                "PLOT-G-LINE",
            )
        )
        return f"string {k}"
    return ""


def _breaking(data: Any, original: Any, rng: random.Random) -> str | None:
    for _ in range(10):
        kind = rng.randrange(9)
        if kind == 0 and (spot := _pick(data, rng, _is_int, original)):
            c, k = spot
            c[k] = rng.choice((c[k] + 0.5, float(c[k]), True if c[k] != 1 else False, str(c[k]), [c[k]]))
            return f"int {k} -> {c[k]!r}"
        if kind == 1 and (spot := _pick(data, rng, _is_int)):
            c, k = spot
            c[k] = "__HUGE__" if rng.random() < 0.5 else rng.choice((10**21, -(10**21), 10**30))
            return f"huge int {k}"
        if kind == 2:
            objects = [c[k] for c, k, _ in _nodes(data) if isinstance(c[k], dict)]
            objects += [data] if isinstance(data, dict) else []
            target = rng.choice(objects) if objects else None
            if target is not None:
                target["zz_unknown"] = rng.choice((1, "x", None, [], {}))
                return "unknown key"
        if kind == 3 and (spot := _pick(data, rng, lambda v: isinstance(v, str), original)):
            c, k = spot
            c[k] = rng.choice(("\ud800", "a\x00b", "\x1b[2J", "x\ny", "\u2028", "\udfff" * 3)) + c[k]
            return f"unprintable {k}"
        if kind == 4 and (spot := _pick(data, rng, lambda v: True)):
            c, k = spot
            c[k] = "__DEEP__"
            return f"deep {k}"
        if kind == 5 and (spot := _pick(data, rng, lambda v: isinstance(v, (list, dict)) and v, original)):
            c, k = spot
            c[k] = rng.choice((7, "x", True, 1.5))
            return f"container {k} -> scalar"
        if kind == 6 and isinstance(data, dict) and "version" in data:
            data["version"] = rng.choice((2, 1.0, True, "1", 0))
            return "version"
        if kind == 7 and isinstance(data, dict) and "players" in data and isinstance(data["players"], list):
            n = rng.choice((9, 300, 20_000))
            first = data["players"][0] if data["players"] and n < 100 else {"name": "P"}
            data["players"] = [
                dict(json.loads(json.dumps(first)), name=f"P{i}") if isinstance(first, dict) else first
                for i in range(n)
            ]
            return f"{len(data['players'])} players"
        if kind == 8 and isinstance(data, dict) and isinstance(data.get("actions"), list):
            data["actions"] = data["actions"] * (20_001 // max(1, len(data["actions"])) + 1) or [{"kind": "x"}] * 20_001
            return f"{len(data['actions'])} actions"
    return None


def to_text(data: Any, rng: random.Random) -> tuple[bytes, bool, str]:
    """The file's bytes, sometimes broken at the text level too."""
    text = json.dumps(data, ensure_ascii=rng.random() < 0.3, indent=rng.choice((None, 2)))
    text = text.replace('"__HUGE__"', _HUGE).replace('"__DEEP__"', _DEEP)
    raw = text.encode("utf-8", "surrogatepass")  # a lone surrogate becomes bytes that are not UTF-8
    if rng.random() < 0.1:
        kind = rng.randrange(5)
        if kind == 0 and len(raw) > 4:
            return raw[: rng.randrange(1, len(raw) - 2)], True, "truncated"
        if kind == 1 and raw.startswith(b"{"):
            key = b'"format": "x", ' if b'"format"' in raw else b'"zz": 1, "zz": 2, '
            return b"{" + key + raw[1:], True, "repeated key"
        if kind == 2:
            i = rng.randrange(len(raw))
            return raw[:i] + b"\xff\xfe" + raw[i:], True, "not UTF-8"
        if kind == 3:
            return raw.replace(b": ", b': NaN, "zz": ', 1) if b": " in raw else b"NaN", True, "NaN"
        return b"\xef\xbb\xbf" + raw, False, "byte-order mark"
    return raw, False, ""


# -- running one case ---------------------------------------------------------------------------
@dataclass
class Outcome:
    kind: str  # "accepted", "refused", "traceback", "hang", "wrong", "changed"
    detail: str = ""


@contextlib.contextmanager
def deadline(seconds: float):
    """Turn a hang into an error (POSIX; elsewhere only the time is checked)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum, frame):
        raise TimeoutError(f"no answer after {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _fingerprint(path: Path) -> tuple:
    st = path.stat()
    return path.read_bytes(), st.st_mtime_ns, st.st_mode


def score_in_process(path: Path, as_json: bool, lang: str = "en") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    args = ["score", str(path), "--lang", lang] + (["--json"] if as_json else [])
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(args)
    return code, out.getvalue(), err.getvalue()


def score_subprocess(path: Path) -> tuple[int, str, str]:
    env = dict(os.environ, PYTHONIOENCODING="cp1252")
    done = subprocess.run(
        [sys.executable, "-m", "gardenapp", "score", str(path), "--json"],
        capture_output=True,
        timeout=TIME_LIMIT,
        env=env,
        cwd=ROOT,
    )
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def _sane_score(out: str, data: Any) -> str:
    """'' if ``out`` is the JSON of docs/formats.md §1.1 and agrees with the file."""
    try:
        sheet = json.loads(out)
    except ValueError:
        return "stdout is not one JSON object"
    names = [p.get("name") for p in data.get("players", [])] if isinstance(data, dict) else None
    if [p["name"] for p in sheet["players"]] != names:
        return "the players are not the file's"
    for p in sheet["players"]:
        if sum(p["breakdown"].values()) != p["total"]:
            return f"breakdown of {p['name']} does not add up"
    if not set(sheet["winners"]) <= set(names):
        return "a winner who is not a player"
    return ""


def check_board(path: Path, data: Any, broken: bool, subprocess_run: bool, rng: random.Random) -> Outcome:
    before = _fingerprint(path) if path.is_file() else None
    start = time.perf_counter()
    as_json = subprocess_run or rng.random() < 0.7
    try:
        if subprocess_run:
            code, out, err = score_subprocess(path)
        else:
            with deadline(TIME_LIMIT * 2):
                code, out, err = score_in_process(path, as_json, rng.choice(("en", "en", "pl", "pt")))
    except subprocess.TimeoutExpired:
        return Outcome("hang", "subprocess")
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001 - any escape is the failure being looked for
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    elapsed = time.perf_counter() - start
    if elapsed > TIME_LIMIT:
        return Outcome("hang", f"{elapsed:.1f} s")
    if "Traceback" in err:
        return Outcome("traceback", err[-300:])
    if before is not None and _fingerprint(path) != before:
        return Outcome("changed")
    if code == 0:
        if err.strip():
            return Outcome("wrong", f"exit 0 with stderr: {err[:200]}")
        if broken:
            return Outcome("wrong", "a broken file was scored")
        why = _sane_score(out, data) if as_json else ("" if out.strip() else "empty table")
        return Outcome("wrong", why) if why else Outcome("accepted")
    if code == 2:
        lines = err.strip().splitlines()
        if out or not lines:
            return Outcome("wrong", "exit 2 with stdout or without a message")
        if len(lines) > MAX_PROBLEMS + 1:
            return Outcome("wrong", f"{len(lines)} problem lines")
        return Outcome("refused")
    return Outcome("wrong", f"exit {code}")


def check_save(path: Path, broken: bool) -> Outcome:
    from gardenapp.ui.session import GameSession

    before = _fingerprint(path) if path.is_file() else None
    start = time.perf_counter()
    try:
        with deadline(TIME_LIMIT * 2):
            try:
                session = GameSession.load(str(path))
            except ProblemsError as exc:
                text = "\n".join(p.render() for p in exc.problems)
                if not text or len(exc.problems) > MAX_PROBLEMS + 1:
                    return Outcome("wrong", "no message or too many lines")
                return _timed(start, Outcome("refused"), path, before)
            try:
                verdict = _sane_session(session, path)
            finally:
                session.stop()
                session.deleteLater()
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if verdict:
        return Outcome("wrong", verdict)
    if broken:
        return Outcome("wrong", "a broken save was opened")
    return _timed(start, Outcome("accepted"), path, before)


def _sane_session(session, path: Path) -> str:
    from gardenapp.ui.session import GameSession

    state = session.state
    n = state.num_players
    if len(session.names) != n or len(session.record.seats or [HUMAN] * n) != n:
        return "names or seats do not match the seats"
    again = path.with_name(path.name + ".again.json")
    session.save(str(again))
    other = GameSession.load(str(again))
    try:
        if other.state != state:
            return "saving and opening again gives another position"
    finally:
        other.stop()
        other.deleteLater()
        again.unlink()
    return ""


def _timed(start: float, outcome: Outcome, path: Path, before) -> Outcome:
    elapsed = time.perf_counter() - start
    if elapsed > TIME_LIMIT:
        return Outcome("hang", f"{elapsed:.1f} s")
    if before is not None and _fingerprint(path) != before:
        return Outcome("changed")
    return outcome


def _ui(game, factory: str):
    """The game's play screen or score helper, or None while its UI is not built."""
    import importlib

    package_name = f"gardenapp.ui.games.{game.id}"
    try:
        create = getattr(importlib.import_module(package_name), factory, None)
        return create(None) if create is not None else None
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(package_name):
            return None
        raise


def play_screen(game):
    return _ui(game, "create_play_screen")


def check_window(screen, path: Path, broken: bool) -> Outcome:
    """The play screen's Open with ``path``: the game opened, or exactly one
    message and the game on screen as it was."""
    from unittest import mock

    from PySide6.QtWidgets import QFileDialog, QMessageBox

    shown: list[str] = []
    before = screen.session
    position = before.state.to_dict() if before is not None else None
    try:
        with (
            mock.patch.object(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), "")),
            mock.patch.object(QMessageBox, "warning", lambda *a, **k: shown.append(a[2])),
            mock.patch.object(QMessageBox, "critical", lambda *a, **k: shown.append(a[2])),
            mock.patch.object(screen, "confirm_discard", lambda: True),
            deadline(TIME_LIMIT * 2),
        ):
            screen.open_game()
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if screen.session is before:
        if len(shown) != 1:
            return Outcome("wrong", f"refused with {len(shown)} messages")
        if before is not None and before.state.to_dict() != position:
            return Outcome("wrong", "the game on screen changed")
        return Outcome("refused")
    screen.session.stop()
    if shown:
        return Outcome("wrong", "opened with a message: " + shown[0][:100])
    return Outcome("wrong", "a broken save was opened") if broken else Outcome("accepted")


def score_helper(game):
    return _ui(game, "create_score_helper")


def check_helper(helper, path: Path) -> Outcome:
    """The score helper's Open with ``path``: opened (its problems listed),
    or exactly one message and the board on screen as it was."""
    from unittest import mock

    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    before = json.dumps(helper._current, sort_keys=True, default=str)
    try:
        with (
            mock.patch.object(QMessageBox, "warning", lambda *a, **k: shown.append(a[2])),
            mock.patch.object(QMessageBox, "critical", lambda *a, **k: shown.append(a[2])),
            mock.patch.object(helper, "confirm_discard", lambda: True, create=True),
            deadline(TIME_LIMIT * 2),
        ):
            opened = helper.open_path(str(path))
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if opened:
        return Outcome("wrong", "opened with a message: " + shown[0][:100]) if shown else Outcome("accepted")
    if len(shown) != 1:
        return Outcome("wrong", f"refused with {len(shown)} messages")
    if json.dumps(helper._current, sort_keys=True, default=str) != before:
        return Outcome("wrong", "the board on screen changed")
    return Outcome("refused")


# -- settings -----------------------------------------------------------------------------------
class _OpensMarker:
    """Pickled as a call of ``open(marker, "w")``: proof that a pickle ran."""

    def __init__(self, marker: Path):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def crafted_pickle_value(marker: Path) -> bytes:
    """An INI value that PySide6 would unpickle into ``open(marker, "w")``:
    written by PySide6 itself (pickling runs nothing), so it is exactly what
    Qt reads back."""
    from PySide6.QtCore import QSettings

    ini = marker.with_name(marker.name + ".source.ini")
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    settings.setValue("ui/language", _OpensMarker(marker))
    settings.sync()
    del settings
    line = next(row for row in ini.read_bytes().splitlines() if row.startswith(b"language="))
    ini.unlink()
    return line.split(b"=", 1)[1]


_SETTINGS_LINES = (
    b"[ui]",
    b"[play]",
    b"[General]",
    b"[newgame]",
    b"language=pt",
    b"language=xx",
    b"language=",
    b"highlight=true",
    b"highlight=banana",
    b'harmonies="{\\"players\\": 2}"',
    b"harmonies={[[[",
    b"language=@ByteArray(pt)",
    b"language=@Invalid()",
    b"language=@@pt",
    b"\x00\x01\x02",
    b"language=" + b"x" * 5000,
    b"=",
    b"[",
    b"language=a, b, c",
    b"last_folder=/tmp",
)


def settings_text(payload: bytes, rng: random.Random) -> bytes:
    lines = [rng.choice(_SETTINGS_LINES) for _ in range(rng.randrange(1, 8))]
    evil = rng.randrange(8)
    value = payload
    if evil == 1:
        value = payload[: rng.randrange(len(payload))]  # malformed: EOFError in Qt
    elif evil == 2:
        value = b"\\x40" + payload[1:]  # "@" as an escape
    elif evil == 3:
        value = b'"@"' + payload[1:]  # quotes join parts
    elif evil == 4:
        value = b"pt, " + payload  # inside a list
    elif evil == 5:
        value = b"\\\n" + payload  # a continued line
    elif evil == 6:
        value = b"\\100" + payload[1:]  # octal escape
    elif evil == 7:
        value = payload.replace(b"@Variant", b"@DateTime", 1)
    key = rng.choice((b"language", b"highlight", b"x"))
    lines.insert(rng.randrange(len(lines) + 1), key + b"=" + value)
    sep = rng.choice((b"\n", b"\r\n", b"\r"))
    return sep.join(lines) + sep


def check_settings(path: Path, marker: Path) -> Outcome:
    """The check the app runs before Qt reads its settings, then Qt reading
    every key: nothing is unpickled, nothing raises."""
    from PySide6.QtCore import QSettings

    from gardenapp.ui.settings import clean_settings_file

    try:
        with deadline(TIME_LIMIT * 2):
            clean_settings_file(str(path))
            settings = QSettings(str(path), QSettings.Format.IniFormat)
            for key in settings.allKeys():
                if key:
                    str(settings.value(key))
    except BaseException as exc:  # noqa: BLE001
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if marker.exists():
        marker.unlink()
        return Outcome("wrong", "the pickle ran")
    return Outcome("accepted")


# -- a run ----------------------------------------------------------------------------------------
@dataclass
class Report:
    counts: Counter = field(default_factory=Counter)  # (family, game, outcome kind) -> n
    failures: list[str] = field(default_factory=list)

    def add(self, family: str, game: str, outcome: Outcome, what: str) -> None:
        self.counts[(family, game, outcome.kind)] += 1
        if outcome.kind not in ("accepted", "refused"):
            self.failures.append(f"{family} {game}: {outcome.kind} {outcome.detail} ({what})")

    def lines(self) -> list[str]:
        keys = sorted({(f, g) for f, g, _ in self.counts})
        out = []
        for f, g in keys:
            row = {k: n for (ff, gg, k), n in self.counts.items() if (ff, gg) == (f, g)}
            total = sum(row.values())
            bad = {k: row.get(k, 0) for k in ("traceback", "hang", "wrong", "changed")}
            out.append(
                f"{f:8} {g:20} {total:6} cases: {row.get('accepted', 0)} accepted, {row.get('refused', 0)} "
                f"refused, {bad['traceback']} tracebacks, {bad['hang']} hangs, {bad['wrong']} wrong, "
                f"{bad['changed']} changed"
            )
        return out


def special_files(folder: Path) -> list[Path]:
    """Paths that are not regular files: a FIFO (nobody writes it), devices."""
    fifo = folder / "pipe.json"
    if hasattr(os, "mkfifo") and not fifo.exists():
        os.mkfifo(fifo)
    return [p for p in (fifo, Path("/dev/zero"), Path("/dev/urandom"), folder) if p.exists()]


def run(
    folder: Path,
    boards_per_game: int,
    saves_per_game: int,
    settings: int,
    subprocesses: int,
    seed: int = 0,
    progress: Callable[[str], None] | None = None,
    window_per_game: int = 0,
) -> Report:
    """``window_per_game`` saves per game are also opened in its play screen,
    and as many boards in its score helper (that needs a QApplication)."""
    rng = random.Random(seed)
    report = Report()
    folder.mkdir(parents=True, exist_ok=True)
    for path in special_files(folder):
        report.add("boards", "special", check_board(path, {}, True, False, rng), str(path))
    fifo = folder / "pipe.json"
    for game in built_games() if window_per_game and fifo.exists() else ():
        # a board whose photo is a named pipe: the helper must not wait for a writer
        helper = score_helper(game)
        boards = example_boards(game)
        if helper is None or not boards:
            continue
        data = json.loads(json.dumps(boards[0]))
        for player in data.get("players", []):
            player["photo"] = fifo.name
        path = folder / f"photo-{game.id}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        report.add("helper", game.id, check_helper(helper, path), "photo is a FIFO")
        helper.deleteLater()
    subprocess_left = subprocesses
    for game in built_games():
        examples = example_boards(game)
        for i in range(boards_per_game if examples else 0):
            data, broken, what = mutate(rng.choice(examples), rng)
            raw, text_broken, text_what = to_text(data, rng)
            path = folder / f"board-{game.id}-{i % 50}.json"
            path.write_bytes(raw)
            sub = subprocess_left > 0 and i % 7 == 3
            subprocess_left -= sub
            report.add(
                "boards",
                game.id,
                check_board(path, data, broken or text_broken, sub, rng),
                f"{what} {text_what}".strip(),
            )
        if progress:
            progress(f"boards {game.id} done")
        wanted = saves_per_game + window_per_game
        corpus = saved_games(game, max(3, min(12, wanted // 50 + 3)), rng) if wanted else []
        for i in range(saves_per_game):
            data, broken, what = mutate(rng.choice(corpus), rng)
            raw, text_broken, text_what = to_text(data, rng)
            path = folder / f"save-{game.id}-{i % 50}.json"
            path.write_bytes(raw)
            report.add("saves", game.id, check_save(path, broken or text_broken), f"{what} {text_what}".strip())
        screen = play_screen(game) if window_per_game and corpus else None
        for _ in range(window_per_game if screen is not None else 0):
            data, broken, what = mutate(rng.choice(corpus), rng)
            raw, text_broken, text_what = to_text(data, rng)
            path = folder / f"window-{game.id}.json"
            path.write_bytes(raw)
            report.add(
                "window", game.id, check_window(screen, path, broken or text_broken), f"{what} {text_what}".strip()
            )
        if screen is not None:
            screen.deleteLater()
        helper = score_helper(game) if window_per_game and examples else None
        for _ in range(window_per_game if helper is not None else 0):
            data, broken, what = mutate(rng.choice(examples), rng)
            raw, text_broken, text_what = to_text(data, rng)
            path = folder / f"helper-{game.id}.json"
            path.write_bytes(raw)
            report.add("helper", game.id, check_helper(helper, path), f"{what} {text_what}".strip())
        if helper is not None:
            helper.deleteLater()
        if progress:
            progress(f"saves {game.id} done")
    if settings:
        marker = folder / "PICKLE-RAN"
        payload = crafted_pickle_value(marker)
        for i in range(settings):
            path = folder / f"settings-{i}.ini"  # one file per case: Qt caches what it read per path
            path.write_bytes(settings_text(payload, rng))
            report.add("settings", "ini", check_settings(path, marker), str(i))
            path.unlink()
    return report
