"""Results you can keep: a score sheet as one page (PDF, PNG,
print), as CSV, or as tab-separated text for the clipboard. The page holds
the game, the date, the players, each board as drawn on screen, the
breakdown and the result line, in the reader's language.

Outside input (docs/architecture.md §7.1): a name is text in a spreadsheet, never a formula
(``sheet_cell``), and every export file is made in memory and written by
core.files.write_bytes_atomic: the whole file or the old one, a regular file
only (a pipe never blocks), a full disk an OSError that says so."""

from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPixmap

from ..core.files import write_bytes_atomic
from ..core.score import ScoreSheet
from . import art
from .scoretable import rule_label

# What a spreadsheet takes for the start of a formula (OWASP's list), also
# after leading spaces, which some spreadsheets drop.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def table_cells(sheet: ScoreSheet) -> list[list[str | int]]:
    """Header row, one row per rule, the total: names and labels as text,
    points as numbers."""
    rows: list[list[str | int]] = [[QCoreApplication.translate("export", "Rule"), *(p.name for p in sheet.players)]]
    for rule in sheet.rules:
        rows.append([rule_label(sheet.game, rule), *(p.breakdown.get(rule, 0) for p in sheet.players)])
    rows.append([QCoreApplication.translate("export", "Total"), *(p.total for p in sheet.players)])
    return rows


def table_rows(sheet: ScoreSheet) -> list[list[str]]:
    """The table as the page shows it: every cell as text."""
    return [[str(cell) for cell in row] for row in table_cells(sheet)]


def sheet_cell(value: str | int) -> str:
    """A cell for a spreadsheet: a number as itself (-2 is a score), a text
    that a spreadsheet would run as a formula led by ``'`` (shown as text)."""
    if not isinstance(value, str):
        return str(value)
    if value.startswith(_FORMULA_START) or value.lstrip().startswith(_FORMULA_START):
        return "'" + value
    return value


def _winners(sheet: ScoreSheet) -> list[str]:
    """Who won, as the result line says: nobody in a solo game, a game
    without points or a draw."""
    if len(sheet.players) < 2 or not any(sheet.totals()) or (sheet.tie_is_draw and len(sheet.winners) > 1):
        return []
    return [sheet.players[i].name for i in sheet.winners]


def sheet_csv(sheet: ScoreSheet, game_name: str, when: date) -> str:
    """The CSV file's text: the game, the date and who won (a label and its
    cells), a blank line, then the table."""
    head: list[list[str | int]] = [
        [QCoreApplication.translate("export", "Game"), game_name],
        [QCoreApplication.translate("export", "Date"), when.isoformat()],
        [QCoreApplication.translate("export", "Won by"), *_winners(sheet)],
        [],
    ]
    out = io.StringIO()
    # CRLF, as RFC 4180 has it: a line break inside a cell (either kind) is then quoted.
    csv.writer(out, lineterminator="\r\n").writerows(
        [[sheet_cell(c) for c in row] for row in head + table_cells(sheet)]
    )
    return out.getvalue()


def sheet_tsv(sheet: ScoreSheet) -> str:
    """For the clipboard: spreadsheets paste tab-separated text as cells (a
    tab or a line break inside a cell would make new cells: a space)."""

    def cell(value: str | int) -> str:
        return sheet_cell(
            value.replace("\t", " ").replace("\r", " ").replace("\n", " ") if isinstance(value, str) else value
        )

    return "\n".join("\t".join(cell(c) for c in row) for row in table_cells(sheet)) + "\n"


@dataclass
class ScorePage:
    game_name: str
    sheet: ScoreSheet
    result: str
    boards: list[tuple[str, QPixmap]]  # (player name, picture of the board)
    when: date

    def paint(self, p: QPainter, page: QRectF) -> None:
        """Lay the sheet out on ``page`` (any resolution: sizes are relative)."""
        unit = page.width() / 100.0
        p.save()
        p.fillRect(page, QColor("white"))
        y = page.top()
        title = QRectF(page.left(), y, page.width(), 6 * unit)
        art.fit_text(
            p,
            title,
            self.game_name,
            2.6 * unit * 72 / p.device().logicalDpiY(),
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        info = QRectF(page.left(), y, page.width(), 6 * unit)
        art.fit_text(
            p,
            info,
            self.when.isoformat(),
            1.4 * unit * 72 / p.device().logicalDpiY(),
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            colour=QColor("#555"),
        )
        y += 7 * unit
        res = QRectF(page.left(), y, page.width(), 5 * unit)
        art.fit_text(
            p,
            res,
            self.result,
            1.9 * unit * 72 / p.device().logicalDpiY(),
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            colour=QColor("#24452c"),
        )
        y += 6.5 * unit
        y = self._paint_table(p, QRectF(page.left(), y, page.width(), page.bottom() - y), unit)
        y += 3 * unit
        self._paint_boards(p, QRectF(page.left(), y, page.width(), page.bottom() - y), unit)
        p.restore()

    def _paint_table(self, p: QPainter, area: QRectF, unit: float) -> float:
        rows = table_rows(self.sheet)
        cols = len(rows[0])
        first = area.width() * 0.34
        other = (area.width() - first) / max(1, cols - 1)
        row_h = 3.6 * unit
        size = 1.45 * unit * 72 / p.device().logicalDpiY()
        y = area.top()
        for r, row in enumerate(rows):
            last = r == len(rows) - 1
            if r == 0 or last:
                p.fillRect(QRectF(area.left(), y, area.width(), row_h), QColor("#eef0e8"))
            x = area.left()
            for c, text in enumerate(row):
                w = first if c == 0 else other
                cell = QRectF(x + 0.6 * unit, y, w - 1.2 * unit, row_h)
                winner = c > 0 and (c - 1) in self.sheet.winners and (r == 0 or last)
                side = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
                align = side | Qt.AlignmentFlag.AlignVCenter
                art.fit_text(
                    p, cell, ("★ " + text) if winner and r == 0 else text, size, bold=(r == 0 or last), align=align
                )
                x += w
            y += row_h
        p.setPen(art.pen("#c8c2b2", max(1.0, unit * 0.08)))
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        return y

    def _paint_boards(self, p: QPainter, area: QRectF, unit: float) -> None:
        if not self.boards or area.height() < 10 * unit:
            return
        n = len(self.boards)
        per_row = 1 if n <= 2 else 2
        rows = (n + per_row - 1) // per_row
        cell_w = area.width() / per_row
        cell_h = area.height() / rows
        size = 1.5 * unit * 72 / p.device().logicalDpiY()
        for i, (name, pixmap) in enumerate(self.boards):
            x = area.left() + (i % per_row) * cell_w
            y = area.top() + (i // per_row) * cell_h
            art.fit_text(
                p,
                QRectF(x, y, cell_w, 4 * unit),
                name,
                size,
                bold=True,
                align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            )
            box = QRectF(x + unit, y + 4.5 * unit, cell_w - 2 * unit, cell_h - 5.5 * unit)
            if pixmap.isNull() or box.height() <= 0:
                continue
            scaled = QSizeF(pixmap.size()).scaled(box.size(), Qt.AspectRatioMode.KeepAspectRatio)
            target = QRectF(QPointF(0, 0), scaled)
            target.moveCenter(box.center())
            p.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


def write_csv(page: ScorePage, path: str | os.PathLike[str]) -> None:
    """The CSV file, with a UTF-8 byte-order mark (spreadsheets then read
    Polish and Portuguese names right); OSError when it cannot be written."""
    text = sheet_csv(page.sheet, page.game_name, page.when)
    write_bytes_atomic(path, "\ufeff".encode() + text.encode("utf-8", "replace"))


def write_pdf(page: ScorePage, path: str | os.PathLike[str]) -> None:
    """One A4 page; raises OSError when the file cannot be written."""
    write_bytes_atomic(path, pdf_bytes(page))


def write_png(page: ScorePage, path: str | os.PathLike[str]) -> None:
    """The page as a PNG picture; raises OSError when it cannot be written."""
    write_bytes_atomic(path, png_bytes(page))


def _memory() -> tuple[QByteArray, QBuffer]:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    return data, buffer


def pdf_bytes(page: ScorePage) -> bytes:
    """One A4 page as a PDF file's bytes (QPdfWriter says nothing when it
    cannot write a file: it writes into memory here)."""
    data, buffer = _memory()
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(page.game_name)
    writer.setCreator("gardenapp")
    p = QPainter()
    if not p.begin(writer):
        raise OSError(QCoreApplication.translate("ScoreHelperBase", "the picture could not be written"))
    p.setFont(QFont(p.font()))
    page.paint(
        p,
        QRectF(writer.pageLayout().paintRectPixels(writer.resolution())).translated(
            -writer.pageLayout().paintRectPixels(writer.resolution()).topLeft()
        ),
    )
    p.end()
    buffer.close()
    return bytes(data.data())


def png_bytes(page: ScorePage) -> bytes:
    data, buffer = _memory()
    # PySide6 takes the format as a str at run time; its stubs say bytes.
    if not render_png(page).save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError(QCoreApplication.translate("ScoreHelperBase", "the picture could not be written"))
    buffer.close()
    return bytes(data.data())


def render_png(page: ScorePage, width: int = 1240) -> QImage:
    """The page as an image (A4 proportions)."""
    height = int(width * 297 / 210)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    margin = width * 0.05
    page.paint(p, QRectF(margin, margin, width - 2 * margin, height - 2 * margin))
    p.end()
    return image
