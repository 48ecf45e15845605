"""The photo of a physical board as a working surface (issue 12 §1).

``PhotoPane`` shows one player's photo large, with the board view's zoom and
pan. "Align the grid" asks for four clicks on the photo, the corners of the
board as the entry grid draws it (top left, top right, bottom right, bottom
left); ``photo_under_board`` then puts the photo under the grid of the
player's board scene, warped by the perspective those corners give, so that
the person paints on the photo itself.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from .boardview import BoardView

CORNER_COLOUR = QColor("#e08a00")


def board_quad(scene: QGraphicsScene) -> QPolygonF:
    """The corners of a board scene's cells, clockwise from the top left."""
    r = QRectF()
    for cell in _cells(scene):
        r = r.united(cell.sceneBoundingRect())
    return QPolygonF([r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()])


def _cells(scene: QGraphicsScene) -> list:
    cell_items = getattr(scene, "cell_items", None)
    return list(cell_items().values()) if callable(cell_items) else []


def perspective(photo_corners: list[QPointF], board: QPolygonF) -> QTransform | None:
    """The transform that takes the photo's four corners onto the board's."""
    ok_transform = QTransform()
    if not QTransform.quadToQuad(QPolygonF(photo_corners), board, ok_transform):
        return None
    return ok_transform


class PhotoItem(QGraphicsPixmapItem):
    """The photo under a board: ``corners`` (photo pixels) were clicked on
    the board corners ``frame`` (scene) the grid had then."""

    is_photo = True

    def __init__(self, pixmap: QPixmap, corners: list[QPointF], frame: QPolygonF):
        super().__init__(pixmap)
        self.corners, self.frame = list(corners), QPolygonF(frame)


def sample_cells(scene: QGraphicsScene) -> dict:
    """What the aligned photo shows on each cell of ``scene``: the colours
    (r, g, b) of points on rings around the cell's centre, for the game to
    vote on (a piece's printed symbol is then outvoted by its body). Empty
    when no photo is aligned there."""
    photo = next((i for i in scene.items() if isinstance(i, PhotoItem)), None)
    if photo is None:
        return {}
    inverse, ok = photo.transform().inverted()
    if not ok:
        return {}
    image = photo.pixmap().toImage()
    out = {}
    for cell in _cells(scene):
        poly = cell.polygon()
        centre = poly.boundingRect().center()
        half = min(poly.boundingRect().width(), poly.boundingRect().height()) * 0.5
        points = []
        for ring, count in ((0.0, 1), (0.15, 8), (0.3, 12), (0.45, 16)):
            for k in range(count):
                angle = 2 * math.pi * k / count
                scene_point = cell.mapToScene(QPointF(centre.x() + ring * half * math.cos(angle),
                                                      centre.y() + ring * half * math.sin(angle)))
                x, y = inverse.map(scene_point).toTuple()
                if 0 <= x < image.width() and 0 <= y < image.height():
                    c = image.pixelColor(int(x), int(y))
                    points.append((c.red(), c.green(), c.blue()))
        if points:
            out[cell.cell] = points
    return out


def photo_under_board(scene: QGraphicsScene, pixmap: QPixmap, corners: list[QPointF], opacity: float) -> bool:
    """Put the photo under the cells of ``scene`` (replacing any before) and
    make the cells see-through. False when the corners make no quadrilateral.
    The same corners again (undo, redo) keep the frame they were clicked on:
    a grid that grows with the garden (Under the Leaves, Takenoko) must not
    drag the photo along."""
    old = next((i for i in scene.items() if isinstance(i, PhotoItem)), None)
    frame = old.frame if old is not None and old.corners == list(corners) else board_quad(scene)
    remove_photo(scene)
    transform = perspective(corners, frame)
    if transform is None:
        return False
    item = PhotoItem(pixmap, corners, frame)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setTransform(transform)
    item.setZValue(-10)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    scene.addItem(item)
    set_grid_opacity(scene, opacity)
    return True


def remove_photo(scene: QGraphicsScene) -> None:
    for item in scene.items():
        if getattr(item, "is_photo", False):
            scene.removeItem(item)
    set_grid_opacity(scene, 1.0)


def set_grid_opacity(scene: QGraphicsScene, opacity: float) -> None:
    for cell in _cells(scene):
        cell.setOpacity(opacity)


class PhotoPane(QWidget):
    """The photo, zoomable, and the alignment clicks."""

    aligned = Signal(list)          # four QPointF on the photo, clockwise from the top left
    opacityChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.scene = QGraphicsScene(self)
        self.view = BoardView(self.scene)
        self.view.setMinimumWidth(240)
        self.pixmap_item: QGraphicsPixmapItem | None = None
        self.align_button = QPushButton()
        self.align_button.setCheckable(True)
        self.align_button.toggled.connect(self._align_toggled)
        self.propose_button = QPushButton()
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(15, 100)
        self.opacity.setValue(55)
        self.opacity.valueChanged.connect(lambda v: self.opacityChanged.emit(v / 100))
        self.opacity_label = QLabel()
        self.hint = QLabel(wordWrap=True)
        self.hint.setStyleSheet("color: #5a420b;")
        bar = QHBoxLayout()
        bar.addWidget(self.align_button)
        bar.addWidget(self.propose_button)
        bar.addWidget(self.opacity_label)
        bar.addWidget(self.opacity, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        self._corners: list[QPointF] = []
        self._marks: list = []
        self.view.viewport().installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.align_button.setText(self.tr("Align the grid"))
        self.align_button.setToolTip(self.tr("Click the four corners of the board on the photo; then paint on the "
                                             "photo itself"))
        self.opacity_label.setText(self.tr("Grid"))
        self.propose_button.setText(self.tr("Propose from the photo"))
        self.propose_button.setToolTip(self.tr("Fill the empty spaces with what the photo shows (one undo step)"))
        self._update_hint()

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        self.align_button.setChecked(False)
        self.scene.clear()
        self._marks = []
        self.pixmap_item = None
        if pixmap is not None and not pixmap.isNull():
            self.pixmap_item = self.scene.addPixmap(pixmap)
            self.pixmap_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.scene.setSceneRect(QRectF(pixmap.rect()))
            self.view.fit()
        self.align_button.setEnabled(self.pixmap_item is not None)

    # -- alignment -------------------------------------------------------------------------
    def _align_toggled(self, on: bool) -> None:
        self._corners = []
        for mark in self._marks:
            self.scene.removeItem(mark)
        self._marks = []
        self._update_hint()

    def _update_hint(self) -> None:
        if not self.align_button.isChecked():
            self.hint.setText("")
            return
        names = (self.tr("top left"), self.tr("top right"), self.tr("bottom right"), self.tr("bottom left"))
        self.hint.setText(self.tr("Click the {corner} corner of the board ({n} of 4).").format(
            corner=names[len(self._corners)], n=len(self._corners) + 1))

    def click(self, point: QPointF) -> None:
        """A click on the photo at ``point`` (photo pixels) while aligning."""
        if not self.align_button.isChecked() or self.pixmap_item is None:
            return
        self._corners.append(point)
        radius = max(4.0, self.scene.sceneRect().width() / 120)
        dot = QGraphicsEllipseItem(point.x() - radius, point.y() - radius, 2 * radius, 2 * radius)
        dot.setBrush(QBrush(CORNER_COLOUR))
        dot.setPen(QPen(QColor("white"), radius / 3))
        label = QGraphicsSimpleTextItem(str(len(self._corners)), dot)
        label.setBrush(QColor("white"))
        label.setPos(point.x() - radius / 2, point.y() - radius)
        self.scene.addItem(dot)
        self._marks.append(dot)
        if len(self._corners) == 4:
            corners = list(self._corners)
            self.align_button.setChecked(False)
            self.aligned.emit(corners)
        else:
            self._update_hint()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        from PySide6.QtCore import QEvent
        if (obj is self.view.viewport() and event.type() == QEvent.Type.MouseButtonPress
                and self.align_button.isChecked() and event.button() == Qt.MouseButton.LeftButton):
            self.click(self.view.mapToScene(event.position().toPoint()))
            return True
        return super().eventFilter(obj, event)
