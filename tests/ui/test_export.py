"""Results you can keep (issue 12 §6): PDF, PNG, CSV, the clipboard."""

from pathlib import Path

from PySide6.QtGui import QGuiApplication

from gardenapp.ui.app import build_window, make_application
from gardenapp.ui.export import render_png, sheet_csv, write_pdf

EXAMPLE = Path(__file__).resolve().parents[2] / "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"


def test_a_scored_board_exports_as_pdf_png_csv_and_copies_as_a_table(qtbot, tmp_path, monkeypatch):
    make_application([])
    window = build_window("en")
    qtbot.addWidget(window)
    helper = window.open_game("harmonies", "score", ask_resume=False)
    assert helper.open_path(str(EXAMPLE))
    page = helper.score_page()
    assert [name for name, _ in page.boards] == ["Ana", "Bruno"] and not page.boards[0][1].isNull()
    lines = sheet_csv(page.sheet).splitlines()
    assert lines[0] == "Rule,Ana,Bruno" and lines[-1] == "Total,130,18" and len(lines) == 2 + len(page.sheet.rules)
    pdf = tmp_path / "sheet.pdf"
    write_pdf(page, str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 10_000
    assert not render_png(page).isNull()
    helper.copy_table()
    assert QGuiApplication.clipboard().text().splitlines()[-1] == "Total\t130\t18"
    target = tmp_path / "out.csv"
    monkeypatch.setattr("gardenapp.ui.scorehelper.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    assert helper.export("csv") and target.read_text(encoding="utf-8").splitlines()[-1] == "Total,130,18"
