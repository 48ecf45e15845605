"""The shared art primitives (docs/architecture.md §6): one hexagon, one fitted text."""

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from gardenapp.core.hexgrid import HexLayout
from gardenapp.ui import art


def test_hex_polygon_has_the_corners_of_the_geometry_module():
    for orientation in ("pointy", "flat"):
        layout = HexLayout(orientation, 10.0)
        corners = sorted((round(x, 6), round(y, 6)) for x, y in layout.corners((0, 0)))
        poly = art.hex_polygon(QPointF(*layout.to_pixel((0, 0))), 10.0, orientation)
        drawn = sorted((round(pt.x(), 6), round(pt.y(), 6)) for pt in poly)
        assert drawn == corners, orientation


def test_fit_text_never_draws_outside_its_box(qtbot):
    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    art.fit_text(p, QRectF(10, 10, 60, 20), "Bonificações das colunas", 14)
    p.end()
    for x in list(range(9)) + list(range(72, 200)):
        for y in range(40):
            assert image.pixelColor(x, y).alpha() == 0, (x, y)
