"""Autosave fuzzing: damaged autosaves in the slots, and two copies of the
app autosaving at once.

``fuzz_autosave``: play and score autosaves, good and damaged (random
bytes, empty, not JSON, JSON of the wrong shape, a folder, a FIFO, a game
of another title, 500 players, deep nesting, cut short, mutated), put in
their slot; then the home screen's offer and Resume, through the main
window when a QApplication exists, else through the loaders. A case is
accepted (resumed), refused (one message, the file set aside with its
bytes, no longer offered), or a failure: traceback, hang, changed (a good
autosave refused, or a refused one not kept aside as it was).

``fuzz_two_copies``: two processes write ``count`` autosaves each into one
app-data folder at the same time, through the real write path:

* ``app``: each process starts as the app does (the single-copy lock of
  ``gardenapp.ui.app``) and plays random actions on a real play screen, so
  each action is autosaved by the screen itself; the second copy must be
  refused, or else both must keep every write;
* ``writers``: the lock is left out, both write successive records of a
  real game into the same slot (``autosave.Slot.write``): the temporary
  files of one must never break the other's writes.

A failed write is a failure of the class; so is a final autosave that does
not load. The child processes are this module run as
``python -m tests.fuzz.autosave child MODE COUNT SEED GO``.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from tests.fuzz import harness
from tests.fuzz.harness import TIME_LIMIT, Outcome, Report, deadline

ROOT = Path(__file__).resolve().parents[2]
GAME = "harmonies"
CHILD_TIMEOUT = 600.0


# -- two copies at once -------------------------------------------------------------------------
def _child_env(data_home: Path) -> dict[str, str]:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(data_home),
        XDG_CONFIG_HOME=str(data_home / "config"),
        PYTHONPATH=str(ROOT),
    )


def two_copies(folder: Path, count: int, mode: str, seed: int = 0) -> dict[str, Any]:
    """Two processes autosaving ``count`` times each at once (``mode``: "app"
    or "writers") into ``folder`` as their XDG_DATA_HOME. Returns what each
    child said (writes, failed writes, refused), whether the slot's final
    autosave loads and whose last record it is."""
    folder.mkdir(parents=True, exist_ok=True)
    go = folder / "go"
    go.unlink(missing_ok=True)
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.fuzz.autosave", "child", mode, str(count), str(seed + k), str(go)],
            cwd=ROOT,
            env=_child_env(folder),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for k in range(2)
    ]
    try:
        for child in children:  # both ready (imported, app built) before either writes
            assert child.stdout is not None
            line = child.stdout.readline()
            if line.strip() != "ready":
                raise RuntimeError(f"a child did not start: {line!r} {child.stderr.read() if child.stderr else ''}")
        go.touch()
        results = []
        for child in children:
            out, err = child.communicate(timeout=CHILD_TIMEOUT)
            lines = [ln for ln in out.splitlines() if ln.strip()]
            try:
                results.append(json.loads(lines[-1]))
            except (IndexError, ValueError):
                results.append({"crashed": True, "exit": child.returncode, "stderr": err[-2000:]})
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    return {"mode": mode, "children": results, "final": _final_autosave(folder, results)}


def _final_autosave(folder: Path, results: list[dict[str, Any]]) -> dict[str, Any]:
    """Does the slot's file load as a saved game, and whose last write is it?"""
    from gardenapp.core.errors import ProblemsError
    from gardenapp.core.record import GameRecord

    path = folder / "gardenapp" / "gardenapp" / "autosave" / f"{GAME}.play.json"
    if not path.exists():
        return {"exists": False, "loads": False}
    try:
        record = GameRecord.load(path)
    except ProblemsError as exc:
        return {"exists": True, "loads": False, "problem": str(exc)[:300]}
    data = json.loads(path.read_text(encoding="utf-8"))
    owners = [i for i, r in enumerate(results) if r.get("last") == data]
    return {"exists": True, "loads": True, "actions": len(record.actions), "last_write_of": owners}


def _child(mode: str, count: int, seed: int, go: Path) -> int:
    from gardenapp.ui import app as app_module

    app = app_module.make_application([])
    lock = None
    if mode == "app":
        claim = getattr(app_module, "claim_instance", None)  # absent before the app had its lock
        if claim is not None:
            lock = claim()
            if lock is None:
                print("ready", flush=True)
                _wait(go)
                print(json.dumps({"pid": os.getpid(), "refused": True, "writes": 0, "failed": 0}), flush=True)
                return 0
    rng = random.Random(seed)
    if mode == "app":
        result = _play_on_screen(app_module, count, rng, go)
    else:
        result = _write_records(count, rng, go)
    result["pid"] = os.getpid()
    result["refused"] = False
    print(json.dumps(result), flush=True)
    del app, lock
    return 0


def _wait(go: Path) -> None:
    deadline = time.monotonic() + 120
    while not go.exists() and time.monotonic() < deadline:
        time.sleep(0.005)


def _write_records(count: int, rng: random.Random, go: Path) -> dict[str, Any]:
    """Successive records of real games, each written to the slot as the play screen does."""
    import gardenapp.games  # noqa: F401
    from gardenapp.core import registry
    from gardenapp.core.record import HUMAN, GameRecord
    from gardenapp.ui import autosave

    game = registry.get(GAME)
    slot = autosave.Slot(GAME, "play")
    print("ready", flush=True)
    _wait(go)
    failed, reasons, writes = 0, [], 0
    data: dict[str, Any] = {}
    while writes < count:
        seed = rng.randrange(2**62)
        state = game.new_game({"players": 2}, seed)
        record = GameRecord(GAME, game.validate_options({"players": 2}), seed, [], ["Ana", "Bruno"], [HUMAN, HUMAN])
        while not state.is_over and writes < count:
            action = rng.choice(state.legal_actions())
            state = state.apply(action, trusted=True)
            record.actions.append(action)
            data = record.to_json()
            writes += 1
            try:
                slot.write(data)
            except OSError as exc:
                failed += 1
                reasons.append(f"{type(exc).__name__}: {exc}"[:200])
    return {"writes": writes, "failed": failed, "reasons": reasons[:5], "last": data}


def _play_on_screen(app_module, count: int, rng: random.Random, go: Path) -> dict[str, Any]:
    """Random actions played on the app's own play screen: it autosaves each one."""
    from gardenapp.ui.session import HUMAN, GameSession

    window = app_module.build_window("en")
    screen = window.open_game(GAME, "play", ask_resume=False)
    print("ready", flush=True)
    _wait(go)
    failed, writes = 0, 0
    while writes < count:
        screen.start(GameSession(screen.game, {"players": 2}, rng.randrange(2**62), [HUMAN, HUMAN], ["Ana", "Bruno"]))
        # the last action of the run must not end its game (a finished game clears the slot)
        while writes < count and not screen.session.state.is_over:
            screen.play(rng.choice(screen.session.state.legal_actions()))
            writes += 1
            failed += bool(screen._autosave_failed)
        if screen.session.state.is_over and writes >= count:
            count += 1
    last = screen.session.record.to_json()
    screen.session.stop()
    return {"writes": writes, "failed": failed, "reasons": [], "last": last}


def fuzz_two_copies(folder: Path, count: int, rng: random.Random, report: Report) -> None:
    """Two processes autosaving ``count`` writes each at once, as two copies
    of the app and as two bare writers of one slot: every failed write and
    every final autosave that does not load is a failure."""
    for mode in ("app", "writers"):
        result = two_copies(folder / mode, count, mode, rng.randrange(2**31))
        for i, child in enumerate(result["children"]):
            if child.get("crashed"):
                outcome = Outcome("traceback", child.get("stderr", "")[-300:])
            elif child.get("failed"):
                outcome = Outcome(
                    "wrong", f"{child['failed']} of {child['writes']} writes failed: {child.get('reasons')}"
                )
            else:
                outcome = Outcome("refused" if child.get("refused") else "accepted")
            report.add("two_copies", mode, outcome, f"process {i}")
        final = result["final"]
        if not final.get("loads") or not final.get("last_write_of"):
            report.add("two_copies", mode, Outcome("changed", f"final autosave: {final}"), "final autosave")
        else:
            report.add("two_copies", mode, Outcome("accepted"), "final autosave")


# -- damaged autosaves ---------------------------------------------------------------------------
DAMAGES = (
    "good",
    "random bytes",
    "empty",
    "not JSON",
    "wrong shape",
    "a folder",
    "a FIFO",
    "another title",
    "500 players",
    "deep nesting",
    "cut short",
    "mutated",
)
_SPECIAL = object()  # the slot holds a folder or a FIFO, not bytes


def _good(game, kind: str, rng: random.Random) -> dict[str, Any]:
    if kind == "play":
        return harness.saved_games(game, 1, rng)[0]
    return {"board": rng.choice(harness.example_boards(game)), "path": None}


def _unfinished(record: dict[str, Any], game) -> bool:
    """A saved game still in progress (a finished one is never autosaved)."""
    from gardenapp.core.record import GameRecord

    return bool(record["actions"]) and not GameRecord.from_json(record).replay().is_over


def autosave_case(game, others: list, kind: str, damage: str, rng: random.Random) -> tuple[Any, bool]:
    """(the slot's content: bytes, or _SPECIAL for a folder or a FIFO; must it be resumed?)"""
    if damage in ("a folder", "a FIFO"):
        return _SPECIAL, False
    if damage == "random bytes":
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2000))), False
    if damage == "empty":
        return b"", False
    if damage == "not JSON":
        return rng.choice((b"{", b"{board: 1}", b"[1, 2", b'\xef\xbb\xbf{"board": ', b"nul\x00l")), False
    if damage == "deep nesting":
        deep = "[" * 5000 + "]" * 5000
        text = deep if rng.random() < 0.5 else '{"board": ' + deep + ', "path": null}'
        return text.encode(), False
    if damage == "wrong shape":
        shape = rng.choice(
            (
                [],
                7,
                "board",
                None,
                {"board": [1, 2]},
                {"board": "x"},
                {"board": {"game": game.id}},
                {"board": {"game": game.id, "players": "Ana"}},
                {"format": "gardenapp-game", "game": game.id, "actions": {}},
            )
        )
        return json.dumps(shape).encode(), False
    if damage == "another title":
        other = rng.choice(others)
        return json.dumps(_good(other, kind, rng)).encode(), False
    good = _good(game, kind, rng)
    if damage == "500 players":
        if kind == "play":
            good["names"] = [f"P{i}" for i in range(500)]
            good["seats"] = ["human"] * 500
            good["options"] = dict(good["options"], players=500)
        else:
            board = json.loads(json.dumps(good["board"]))
            board["players"] = [dict(board["players"][0], name=f"P{i}") for i in range(rng.choice((5, 500, 5000)))]
            good["board"] = board
        return json.dumps(good).encode(), False
    raw = json.dumps(good, ensure_ascii=False).encode()
    if damage == "cut short":
        return raw[: rng.randrange(len(raw))], False
    if damage == "mutated":
        data, _, _ = harness.mutate(good, rng)
        raw, _, _ = harness.to_text(data, rng)
        return raw, False  # resumed or refused, either is fine: never a crash
    # a good one: resumed (a play autosave of a finished game is not one the app writes)
    must = kind == "score" or _unfinished(good, game)
    return raw, must


def _put(slot, content: Any, damage: str) -> None:
    path = slot.path
    path.parent.mkdir(parents=True, exist_ok=True)
    if content is _SPECIAL:
        if damage == "a folder":
            path.mkdir()
        else:
            os.mkfifo(path)
    else:
        path.write_bytes(content)


def _empty_slots(folder: Path) -> None:
    import shutil

    for entry in folder.iterdir() if folder.exists() else ():
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()


def _aside(slot) -> Path | None:
    path = slot.path
    found = sorted(path.parent.glob(path.name + "*.damaged"))
    return found[0] if found else None


def _check_in_window(window, game, kind: str, content: Any, must: bool, damage: str) -> Outcome:
    from unittest import mock

    from PySide6.QtWidgets import QMessageBox

    from gardenapp.ui import autosave

    slot = autosave.Slot(game.id, kind)
    window.home.refresh_resumable()
    card = window.home.cards[game.id]
    button = card.resume_button if kind == "play" else card.resume_score_button
    offered = button.isVisibleTo(window.home)
    if offered != (content is not _SPECIAL):
        return Outcome("wrong", f"offered: {offered}")
    shown: list[str] = []
    start = time.perf_counter()
    try:
        with (
            mock.patch.object(QMessageBox, "warning", lambda *a, **k: shown.append(a[2])),
            mock.patch.object(QMessageBox, "critical", lambda *a, **k: shown.append(a[2])),
            mock.patch.object(QMessageBox, "information", lambda *a, **k: shown.append(a[2])),
            deadline(TIME_LIMIT * 2),
        ):
            screen = window.resume_game(game.id, kind)
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001 - any escape is the failure being looked for
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    elapsed = time.perf_counter() - start
    try:
        if elapsed > TIME_LIMIT:
            return Outcome("hang", f"{elapsed:.1f} s")
        if screen is not None:
            if shown:
                return Outcome("wrong", "resumed with a message: " + shown[0][:100])
            return Outcome("accepted")
        return _refused(window, slot, content, must, shown, damage)
    finally:
        window.go_home()


def _refused(window, slot, content: Any, must: bool, shown: list[str], damage: str) -> Outcome:
    if must:
        return Outcome("changed", "a good autosave was refused: " + (shown[0][:200] if shown else "no message"))
    if len(shown) != 1:
        return Outcome("wrong", f"refused with {len(shown)} messages")
    aside = _aside(slot)
    if os.path.lexists(slot.path) or aside is None:
        return Outcome("changed", "refused but not set aside")
    if content is _SPECIAL:
        kept = aside.is_dir() if damage == "a folder" else aside.is_fifo()
    else:
        kept = aside.is_file() and aside.read_bytes() == content
    if not kept:
        return Outcome("changed", "the file set aside is not the autosave as it was")
    window.home.refresh_resumable()
    card = window.home.cards[slot.game_id]
    button = card.resume_button if slot.kind == "play" else card.resume_score_button
    if button.isVisibleTo(window.home):
        return Outcome("wrong", "still offered after it was refused")
    return Outcome("refused")


def _check_loaders(game, kind: str, content: Any, must: bool) -> Outcome:
    """Without a window: the loaders Resume uses (the saved-game loader; the
    autosave reader and the Open limits of a score helper)."""
    from gardenapp.core.checker import Checker, check_numbers
    from gardenapp.core.errors import ProblemsError, RecordError
    from gardenapp.core.record import GameRecord
    from gardenapp.ui import autosave

    slot = autosave.Slot(game.id, kind)
    start = time.perf_counter()
    try:
        with deadline(TIME_LIMIT * 2):
            try:
                if kind == "play":
                    ok = GameRecord.load(slot.path).game_id == game.id
                else:
                    kept = slot.read()
                    board = kept.get("board") if isinstance(kept, dict) else None
                    ok = isinstance(board, dict) and board.get("game") == game.id
                    if ok:
                        players = board.get("players")
                        checker = Checker()
                        check_numbers(board, checker)
                        ok = not checker.problems and not (
                            isinstance(players, list) and len(players) > game.max_players
                        )
            except ProblemsError:
                ok = False
            except RecordError:
                ok = False
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if time.perf_counter() - start > TIME_LIMIT:
        return Outcome("hang", "slow")
    if must and not ok:
        return Outcome("changed", "a good autosave was refused")
    return Outcome("accepted" if ok else "refused")


def fuzz_autosave(folder: Path, count: int, rng: random.Random, report: Report) -> None:
    """``count`` autosaves, good and damaged, of every game with a UI, in
    their slot; then Home's offer and Resume (the window's when a
    QApplication exists, else the loaders)."""
    from PySide6.QtWidgets import QApplication

    from gardenapp.ui import autosave
    from gardenapp.ui.mainwindow import has_game_ui

    games = [g for g in harness.built_games() if has_game_ui(g.id) and harness.example_boards(g)]
    old_data = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(folder / "data")  # the slots of this run, never the person's
    window = None
    try:
        if isinstance(QApplication.instance(), QApplication):
            from gardenapp.ui.app import build_window, make_application

            make_application([])
            window = build_window("en")
        slots = autosave.autosave_dir()
        for i in range(count):
            game = games[i % len(games)]
            kind = rng.choice(("play", "score"))
            damage = rng.choice(DAMAGES)
            if damage == "a FIFO" and not hasattr(os, "mkfifo"):
                damage = "empty"
            _empty_slots(slots)
            content, must = autosave_case(game, [g for g in games if g is not game], kind, damage, rng)
            _put(autosave.Slot(game.id, kind), content, damage)
            outcome = (
                _check_in_window(window, game, kind, content, must, damage)
                if window is not None
                else _check_loaders(game, kind, content, must)
            )
            report.add("autosave", f"{kind} {damage}", outcome, f"{game.id} case {i}")
        _empty_slots(slots)
    finally:
        if window is not None:
            window.close()
            window.deleteLater()
        if old_data is None:
            os.environ.pop("XDG_DATA_HOME", None)
        else:
            os.environ["XDG_DATA_HOME"] = old_data


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "child":
        sys.exit(_child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), Path(sys.argv[5])))
    sys.exit("usage: python -m tests.fuzz.autosave child MODE COUNT SEED GO")
