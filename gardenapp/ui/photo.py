"""The photo of a physical board as a working surface.

``PhotoPane`` shows one player's photo large, with the board view's zoom and
pan. "Align the grid" asks for four clicks on the photo, the corners of the
board as the entry grid draws it (top left, top right, bottom right, bottom
left); ``photo_under_board`` then puts the photo under the grid of the
player's board scene, warped by the perspective those corners give, so that
the person paints on the photo itself.

Every photo is loaded by ``load_photo`` (docs/architecture.md §7.1): a regular file of at most
64 MB, read without blocking, decoded at most 4096 px on its long side (a
decoder that can scale on the way, JPEG, never holds more), upright as its
EXIF orientation says. A photo a board file names is confined to the file's
folder (``inside``), checked again at every load.
"""

from __future__ import annotations

import math
import os
import stat
from collections import OrderedDict

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QImageIOHandler, QImageReader, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..core.errors import ProblemsError
from ..core.files import PathRefusedError, read_bytes_bounded, resolve_inside
from ..core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural, shown
from .boardview import BoardView
from .plaintext import PlainLabel

CORNER_COLOUR = QColor("#e08a00")

# -- loading a photo -------------------------------------------------------------------------
MAX_PHOTO_BYTES = 64 * 1024 * 1024
# The long side decoded: plenty to align the grid and read a board's colours,
# and at most 64 MB of pixels whatever the file claims.
MAX_PHOTO_SIDE = 4096
# Pixels a file may claim at all: a decoder that scales on the way (JPEG)
# still walks them; a 108-megapixel phone photo is 12000 x 9000.
MAX_PHOTO_PIXELS = 120_000_000
# What a decoder that cannot scale on the way (PNG, WebP, BMP) may allocate
# for the whole picture before it is scaled: 8000 x 8000 at 4 bytes a pixel.
# Qt's own guard is set to it too, so that a wider pixel format is refused.
FULL_DECODE_BYTES = 256 * 1024 * 1024
# Raster pictures only (an SVG could name other files).
PHOTO_FORMATS = frozenset({b"png", b"jpeg", b"jpg", b"webp", b"bmp"})
_CACHED = 4  # decoded photos kept: every player's, so tab switches and undo do not decode again


class PhotoError(Exception):
    """A photo that is not shown; ``message`` says why (to be translated);
    ``missing``: the file is not there (a board file may name a photo that is
    not copied yet)."""

    def __init__(self, message: Message, missing: bool = False):
        super().__init__(message.render())
        self.message, self.missing = message, missing


class _Unreadable(ProblemsError):
    """read_bytes_bounded's refusal of a photo file."""


_cache: OrderedDict[tuple, QPixmap] = OrderedDict()
_failed: OrderedDict[tuple, PhotoError] = OrderedDict()


def _file_key(path: str) -> tuple:
    """The photo file as it is now (its content changes the key), or PhotoError."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise PhotoError(msg(QT_TRANSLATE_NOOP("engine", "no such file")), missing=True) from None
    except (OSError, ValueError) as exc:
        raise PhotoError(
            msg(
                QT_TRANSLATE_NOOP("engine", "the file cannot be read: {reason}"),
                reason=getattr(exc, "strerror", None) or str(exc),
            )
        ) from None
    if stat.S_ISDIR(st.st_mode):
        raise PhotoError(msg(QT_TRANSLATE_NOOP("engine", "this is a folder, not a file")))
    if not stat.S_ISREG(st.st_mode):
        raise PhotoError(msg(QT_TRANSLATE_NOOP("engine", "this is not a regular file (a pipe or a device?)")))
    if st.st_size > MAX_PHOTO_BYTES:
        raise PhotoError(
            plural(QT_TRANSLATE_N_NOOP("engine", "the file is too large (%n bytes)"), "size", size=st.st_size)
        )
    return os.path.realpath(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def _confine(path: str, inside: str | None) -> None:
    if inside is not None:
        try:
            resolve_inside(inside, os.path.relpath(path, inside))
        except (PathRefusedError, ValueError) as exc:  # ValueError: another drive (Windows)
            message = (
                exc.message
                if isinstance(exc, PathRefusedError)
                else msg(
                    QT_TRANSLATE_NOOP(
                        "engine",
                        "{path} is outside the board file's folder (only a file in that folder or below it is opened)",
                    ),
                    path=shown(path, 60),
                )
            )
            raise PhotoError(message, isinstance(exc, PathRefusedError) and exc.kind == "missing") from None


def photo_problem(path: str, inside: str | None = None) -> PhotoError | None:
    """Why ``path`` would not be shown, as far as it is known without
    decoding it (a decoding failure already met is known): for the warnings
    listed after every edit."""
    try:
        _confine(path, inside)
        key = _file_key(path)
    except PhotoError as exc:
        return exc
    return _failed.get(key)


def load_photo(path: str, inside: str | None = None) -> QPixmap:
    """The photo at ``path``, decoded at a bounded size and upright; with
    ``inside`` (the folder of the board file that named it), only a file in
    that folder or below it. Raises PhotoError saying why it is not shown."""
    _confine(path, inside)
    key = _file_key(path)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    if key in _failed:
        raise _failed[key]
    try:
        pixmap = _decode(path)
    except PhotoError as exc:
        _failed[key] = exc
        while len(_failed) > 64:
            _failed.popitem(last=False)
        raise
    _cache[key] = pixmap
    while len(_cache) > _CACHED:
        _cache.popitem(last=False)
    return pixmap


def _decode(path: str) -> QPixmap:
    try:
        raw = read_bytes_bounded(path, _Unreadable, MAX_PHOTO_BYTES)  # never blocks, never reads forever
    except _Unreadable as exc:
        message = exc.problems[0].message
        raise PhotoError(message, message.template == "no such file") from None
    unreadable = PhotoError(
        msg(QT_TRANSLATE_NOOP("engine", "this file is not a picture the app can read (PNG, JPEG, WebP or BMP)"))
    )
    data = QByteArray(raw)
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    if bytes(reader.format().data()).lower() not in PHOTO_FORMATS:
        raise unreadable
    reader.setAutoTransform(True)  # a phone photo's EXIF orientation: upright
    size = reader.size()
    if not size.isValid() or size.isEmpty():
        raise unreadable
    w, h = size.width(), size.height()
    scales = reader.supportsOption(QImageIOHandler.ImageOption.ScaledSize)
    if w * h > MAX_PHOTO_PIXELS or (not scales and w * h * 4 > FULL_DECODE_BYTES):
        raise PhotoError(
            plural(
                QT_TRANSLATE_N_NOOP("engine", "the picture is too large ({width} × %n pixels)"),
                "height",
                width=w,
                height=h,
            )
        )
    if max(w, h) > MAX_PHOTO_SIDE:
        ratio = MAX_PHOTO_SIDE / max(w, h)
        reader.setScaledSize(QSize(max(1, round(w * ratio)), max(1, round(h * ratio))))
    QImageReader.setAllocationLimit(FULL_DECODE_BYTES >> 20)
    image = reader.read()
    if image.isNull():
        raise unreadable
    if reader.transformation() == QImageIOHandler.Transformation.TransformationNone:
        # Qt turns a JPEG upright itself; a PNG's eXIf or a WebP's EXIF chunk it leaves.
        image = upright(image, exif_orientation(raw))
    return QPixmap.fromImage(image)


def exif_orientation(raw: bytes) -> int:
    """The EXIF orientation (1-8) a PNG (eXIf chunk) or WebP (EXIF chunk)
    carries, 1 when it carries none or a damaged one. Outside input: every
    offset is checked against the bytes there are, the chunks walked are bounded."""
    tiff = b""
    if raw.startswith(b"\x89PNG\r\n\x1a\n"):
        at = 8
        for _ in range(10_000):
            if at + 8 > len(raw):
                break
            size = int.from_bytes(raw[at : at + 4], "big")
            kind = raw[at + 4 : at + 8]
            if kind == b"eXIf":
                tiff = raw[at + 8 : at + 8 + size]
                break
            if kind == b"IEND":
                break
            at += 12 + size
    elif raw[:4] == b"RIFF" and raw[8:12] == b"WEBP":
        at = 12
        for _ in range(10_000):
            if at + 8 > len(raw):
                break
            size = int.from_bytes(raw[at + 4 : at + 8], "little")
            if raw[at : at + 4] == b"EXIF":
                tiff = raw[at + 8 : at + 8 + size]
                break
            at += 8 + size + (size & 1)
    if tiff.startswith(b"Exif\x00\x00"):
        tiff = tiff[6:]
    return _tiff_orientation(tiff)


def _tiff_orientation(tiff: bytes) -> int:
    order = {b"II": "little", b"MM": "big"}.get(tiff[:2])
    if order is None or len(tiff) < 8:
        return 1

    def number(at: int, width: int) -> int:
        return int.from_bytes(tiff[at : at + width], order)  # type: ignore[arg-type]

    if number(2, 2) != 42:
        return 1
    ifd = number(4, 4)
    if ifd + 2 > len(tiff):
        return 1
    for k in range(min(number(ifd, 2), 512)):
        entry = ifd + 2 + 12 * k
        if entry + 12 > len(tiff):
            break
        if number(entry, 2) == 0x0112 and number(entry + 2, 2) == 3:  # Orientation, SHORT
            value = number(entry + 8, 2)
            return value if 1 <= value <= 8 else 1
    return 1


def upright(image: QImage, orientation: int) -> QImage:
    """``image`` turned as EXIF ``orientation`` says (Qt's own order: the
    mirror first, then the quarter turn clockwise)."""
    if orientation == 3:
        return image.transformed(QTransform().rotate(180))
    if orientation in (2, 7):
        image = image.flipped(Qt.Orientation.Horizontal)
    elif orientation in (4, 5):
        image = image.flipped(Qt.Orientation.Vertical)
    if orientation in (5, 6, 7):
        return image.transformed(QTransform().rotate(90))
    if orientation == 8:
        return image.transformed(QTransform().rotate(270))
    return image


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
                scene_point = cell.mapToScene(
                    QPointF(centre.x() + ring * half * math.cos(angle), centre.y() + ring * half * math.sin(angle))
                )
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

    aligned = Signal(list)  # four QPointF on the photo, clockwise from the top left
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
        self.opacity_label = PlainLabel()
        self.hint = PlainLabel(wordWrap=True)
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
        self.align_button.setToolTip(
            self.tr("Click the four corners of the board on the photo; then paint on the photo itself")
        )
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
        self.hint.setText(
            self.tr("Click the {corner} corner of the board ({n} of 4).").format(
                corner=names[len(self._corners)], n=len(self._corners) + 1
            )
        )

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

        if (
            obj is self.view.viewport()
            and event.type() == QEvent.Type.MouseButtonPress
            and self.align_button.isChecked()
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self.click(self.view.mapToScene(event.position().toPoint()))
            return True
        return super().eventFilter(obj, event)
