"""Results you can keep (issue 12 §6): a score sheet as one page (PDF, PNG,
print), as CSV, or as tab-separated text for the clipboard. The page holds
the game, the date, the players, each board as drawn on screen, the
breakdown and the result line, in the reader's language."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPixmap

from ..core.score import ScoreSheet
from . import art
from .scoretable import rule_label


def _tr(text: str) -> str:
    return QCoreApplication.translate("export", text)


def table_rows(sheet: ScoreSheet) -> list[list[str]]:
    """Header row, one row per rule, the total: the table as text cells."""
    rows = [[_tr("Rule")] + [p.name for p in sheet.players]]
    for rule in sheet.rules:
        rows.append([rule_label(rule)] + [str(p.breakdown.get(rule, 0)) for p in sheet.players])
    rows.append([_tr("Total")] + [str(p.total) for p in sheet.players])
    return rows


def sheet_csv(sheet: ScoreSheet) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(table_rows(sheet))
    return out.getvalue()


def sheet_tsv(sheet: ScoreSheet) -> str:
    """For the clipboard: spreadsheets paste tab-separated text as cells."""
    return "\n".join("\t".join(row) for row in table_rows(sheet)) + "\n"


@dataclass
class ScorePage:
    game_name: str
    sheet: ScoreSheet
    result: str
    boards: list[tuple[str, QPixmap]]     # (player name, picture of the board)
    when: date

    def paint(self, p: QPainter, page: QRectF) -> None:
        """Lay the sheet out on ``page`` (any resolution: sizes are relative)."""
        unit = page.width() / 100.0
        p.save()
        p.fillRect(page, QColor("white"))
        y = page.top()
        title = QRectF(page.left(), y, page.width(), 6 * unit)
        art.fit_text(p, title, self.game_name, 2.6 * unit * 72 / p.device().logicalDpiY(), bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        info = QRectF(page.left(), y, page.width(), 6 * unit)
        art.fit_text(p, info, self.when.isoformat(), 1.4 * unit * 72 / p.device().logicalDpiY(),
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, colour=QColor("#555"))
        y += 7 * unit
        res = QRectF(page.left(), y, page.width(), 5 * unit)
        art.fit_text(p, res, self.result, 1.9 * unit * 72 / p.device().logicalDpiY(), bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, colour=QColor("#24452c"))
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
                art.fit_text(p, cell, ("★ " + text) if winner and r == 0 else text, size, bold=(r == 0 or last),
                             align=align)
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
            art.fit_text(p, QRectF(x, y, cell_w, 4 * unit), name, size, bold=True,
                         align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
            box = QRectF(x + unit, y + 4.5 * unit, cell_w - 2 * unit, cell_h - 5.5 * unit)
            if pixmap.isNull() or box.height() <= 0:
                continue
            scaled = QSizeF(pixmap.size()).scaled(box.size(), Qt.AspectRatioMode.KeepAspectRatio)
            target = QRectF(QPointF(0, 0), scaled)
            target.moveCenter(box.center())
            p.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


def write_pdf(page: ScorePage, path: str) -> None:
    """One A4 page; raises OSError when the file cannot be written."""
    writer = QPdfWriter(path)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(page.game_name)
    writer.setCreator("gardenapp")
    p = QPainter()
    if not p.begin(writer):
        raise OSError(f"cannot write {path}")
    p.setFont(QFont(p.font()))
    page.paint(p, QRectF(writer.pageLayout().paintRectPixels(writer.resolution())).translated(
        -writer.pageLayout().paintRectPixels(writer.resolution()).topLeft()))
    p.end()


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
