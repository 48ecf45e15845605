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
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QImageIOHandler,
    QImageReader,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
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


def alignment_spaces(scene: QGraphicsScene) -> list:
    """The four spaces whose centres the person clicks on the photo, in
    order: the top left, top right, bottom right and bottom left spaces of the
    board as the grid draws it (docs/architecture.md §6.4). A corner of the
    printed board is nowhere on a hex board's grid; the centre of a space is
    on every board. A scene may name the cells to choose among
    (``BoardScene.alignment_candidates``: Azul's garden grid holds expansion
    areas a real garden may not have). Empty when the board has no four such spaces."""
    cells = _cells(scene)
    candidates = getattr(scene, "alignment_candidates", None)
    if candidates:
        cells = [item for item in cells if item.cell in candidates]
    if len(cells) < 4:
        return []
    box = board_quad(scene).boundingRect()
    w, h = max(box.width(), 1e-9), max(box.height(), 1e-9)

    def uv(item) -> tuple[float, float]:
        c = item.sceneBoundingRect().center()
        return (c.x() - box.left()) / w, (c.y() - box.top()) / h

    keys = (
        lambda u, v: u + v,  # top left: the smallest u + v
        lambda u, v: v - u,  # top right
        lambda u, v: -(u + v),  # bottom right
        lambda u, v: u - v,  # bottom left
    )
    picks = []
    for key in keys:

        def rank(item, key=key) -> tuple[float, float, float]:
            u, v = uv(item)
            return (round(key(u, v), 6), v, u)

        best = min(cells, key=rank)
        picks.append(best.cell)
    if len(set(map(repr, picks))) < 4:
        return []
    return picks


def alignment_quad(scene: QGraphicsScene, spaces: list | None = None) -> QPolygonF:
    """Where the four alignment points are on the grid (scene): the centres
    of ``spaces`` (default: ``alignment_spaces``), or the corners of the
    cells' box when the board has no four such spaces."""
    items: dict = getattr(scene, "cell_items", dict)()
    spaces = alignment_spaces(scene) if spaces is None else spaces
    if len(spaces) == 4 and all(s in items for s in spaces):
        quad = QPolygonF([items[s].sceneBoundingRect().center() for s in spaces])
        if perspective(polygon_points(quad), board_quad(scene)) is not None:
            return quad
    return board_quad(scene)


def polygon_points(polygon: QPolygonF) -> list[QPointF]:
    return [polygon.at(k) for k in range(polygon.size())]


def perspective(photo_corners: list[QPointF], board: QPolygonF) -> QTransform | None:
    """The transform that takes the photo's four corners onto the board's."""
    ok_transform = QTransform()
    if not QTransform.quadToQuad(QPolygonF(photo_corners), board, ok_transform):
        return None
    return ok_transform


def on_photo(corners: list[QPointF], frame: QPolygonF, targets: QPolygonF) -> list[QPointF] | None:
    """Where ``targets`` (scene) are on the photo, given that ``corners``
    (photo) fall on ``frame`` (scene): the same alignment said with other points."""
    transform = perspective(corners, frame)
    if transform is None:
        return None
    inverse, ok = transform.inverted()
    return [inverse.map(p) for p in polygon_points(targets)] if ok else None


class PhotoItem(QGraphicsPixmapItem):
    """The photo under a board: ``corners`` (photo pixels) were clicked on
    the points ``frame`` (scene) of the grid, the centres of ``spaces``."""

    is_photo = True

    def __init__(self, pixmap: QPixmap, corners: list[QPointF], frame: QPolygonF, spaces: list | None = None):
        super().__init__(pixmap)
        self.corners, self.frame, self.spaces = list(corners), QPolygonF(frame), list(spaces or [])


def aligned_photo(scene: QGraphicsScene) -> PhotoItem | None:
    item = getattr(scene, "_gardenapp_photo", None)
    return item if isinstance(item, PhotoItem) and item.scene() is scene else None


def sample_cells(scene: QGraphicsScene) -> dict:
    """What the aligned photo shows on each cell of ``scene``: the colours
    (r, g, b) of points on rings around the cell's centre, for the game to
    vote on (a piece's printed symbol is then outvoted by its body). Empty
    when no photo is aligned there."""
    photo = aligned_photo(scene)
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


def photo_under_board(
    scene: QGraphicsScene,
    pixmap: QPixmap,
    corners: list[QPointF],
    opacity: float,
    frame: QPolygonF | None = None,
    spaces: list | None = None,
) -> bool:
    """Put the photo under the board of ``scene`` (replacing any before),
    ``corners`` (photo) on ``frame`` (scene; default: the alignment points
    of ``spaces``), and make the board see-through by ``opacity``
    (``set_see_through``). False when the corners make no quadrilateral: the
    photo aligned before stays as it was. The same corners again (undo, redo)
    keep the frame they were clicked on: a grid that grows with the garden
    (Under the Leaves, Takenoko) must not drag the photo along."""
    old = aligned_photo(scene)
    if frame is None:
        if old is not None and old.corners == list(corners):
            frame, spaces = old.frame, old.spaces
        else:
            spaces = alignment_spaces(scene) if spaces is None else spaces
            frame = alignment_quad(scene, spaces)
    transform = perspective(corners, frame)
    if transform is None:
        return False
    for before in scene.items():
        if getattr(before, "is_photo", False):
            scene.removeItem(before)
    item = PhotoItem(pixmap, corners, frame, spaces)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setTransform(transform)
    item.setZValue(-10)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    scene.addItem(item)
    # The scene holds the Python item too: PySide may otherwise drop the
    # wrapper (and the C++ item with it) once no Python name refers to it.
    scene._gardenapp_photo = item  # type: ignore[attr-defined]
    set_see_through(scene, opacity)
    return True


def remove_photo(scene: QGraphicsScene) -> None:
    for item in scene.items():
        if getattr(item, "is_photo", False):
            scene.removeItem(item)
    scene._gardenapp_photo = None  # type: ignore[attr-defined]
    set_see_through(scene, 1.0)


def photo_opacity(board: float) -> float:
    """The photo's opacity when the board's is ``board``: whole until the
    board is nearly opaque, gone at "board only"."""
    return max(0.0, min(1.0, (1.0 - board) / 0.25))


def set_see_through(scene: QGraphicsScene, board: float) -> None:
    """One slider from "photo only" (0) to "board only" (1): everything the
    board scene draws (its spaces, its frame, its labels) at ``board``, the
    photo under it at ``photo_opacity(board)``. Without a photo, all opaque."""
    photo = aligned_photo(scene)
    if photo is None:
        board = 1.0
    else:
        photo.setOpacity(photo_opacity(board))
    for item in scene.items():
        if item.parentItem() is None and not getattr(item, "is_photo", False):
            item.setOpacity(board)


set_grid_opacity = set_see_through  # the name it had when only the spaces were see-through


class AlignGuide(QWidget):
    """The drawing of the board beside the photo: the grid as the helper
    draws it, with the four spaces to click numbered 1-4 on it and the next
    one ringed (docs/architecture.md §6.4)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.picture: QImage | None = None
        self.points: list[QPointF] = []  # in the picture's pixels
        self.next = -1
        self.setMinimumHeight(110)
        self.setMaximumHeight(170)

    def set_board(self, scene: QGraphicsScene | None, frame: QPolygonF | None) -> None:
        """Draw ``scene``'s board (its photo hidden, everything opaque) with the points ``frame``."""
        self.picture, self.points = None, []
        if scene is not None and frame is not None and _cells(scene):
            src = board_quad(scene).boundingRect().adjusted(-8, -8, 8, 8)
            scale = 480 / max(src.width(), src.height(), 1e-9)
            image = QImage(
                max(1, int(src.width() * scale)), max(1, int(src.height() * scale)), QImage.Format.Format_ARGB32
            )
            image.fill(QColor("#f4efe2"))
            kept = [(item, item.opacity(), item.isVisible()) for item in scene.items() if item.parentItem() is None]
            for item, _, _ in kept:
                if getattr(item, "is_photo", False):
                    item.setVisible(False)
                else:
                    item.setOpacity(1.0)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene.render(painter, QRectF(image.rect()), src, Qt.AspectRatioMode.IgnoreAspectRatio)
            painter.end()
            for item, opacity, visible in kept:
                item.setOpacity(opacity)
                item.setVisible(visible)
            self.picture = image
            self.points = [
                QPointF((p.x() - src.left()) * scale, (p.y() - src.top()) * scale) for p in polygon_points(frame)
            ]
        self.update()

    def set_next(self, k: int) -> None:
        self.next = k
        self.update()

    def _placed(self) -> tuple[QRectF, float]:
        assert self.picture is not None
        w, h = self.picture.width(), self.picture.height()
        scale = min(self.width() / w, self.height() / h)
        rect = QRectF((self.width() - w * scale) / 2, (self.height() - h * scale) / 2, w * scale, h * scale)
        return rect, scale

    def point_at(self, k: int) -> QPointF:
        """Where point ``k`` is drawn in the widget."""
        rect, scale = self._placed()
        return rect.topLeft() + self.points[k] * scale

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.picture is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect, _ = self._placed()
        painter.drawImage(rect, self.picture)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        for k in range(len(self.points)):
            centre = self.point_at(k)
            ahead = k == self.next
            radius = 11.0 if ahead else 8.0
            if ahead:  # the next space to click: a thick ring around it
                painter.setPen(QPen(QColor("white"), 6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, radius + 6, radius + 6)
                painter.setPen(QPen(CORNER_COLOUR, 3))
                painter.drawEllipse(centre, radius + 6, radius + 6)
            painter.setPen(QPen(QColor("white"), 2))
            painter.setBrush(CORNER_COLOUR if (ahead or self.next < 0 or k < self.next) else QColor("#8a7f6a"))
            painter.drawEllipse(centre, radius, radius)
            painter.setPen(QColor("white"))
            painter.drawText(
                QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                Qt.AlignmentFlag.AlignCenter,
                str(k + 1),
            )
        painter.end()


class PhotoPane(QWidget):
    """The photo, zoomable, and the alignment: four clicks on the photo, on
    the centres of the four spaces the drawing shows, then the four marks can
    be dragged to fine-tune it. A click outside the photo is no point, and a
    try that makes no board leaves the alignment there was."""

    aligned = Signal(list)  # four QPointF on the photo, on the frame's points in order
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
        # One slider from "photo only" (0) to "board only" (100).
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setValue(50)
        self.opacity.valueChanged.connect(lambda v: self.opacityChanged.emit(v / 100))
        self.opacity_label = PlainLabel()  # "Photo"
        self.opacity_end = PlainLabel()  # "Board"
        self.hint = PlainLabel(wordWrap=True)
        self.hint.setStyleSheet("color: #5a420b;")
        self.guide = AlignGuide()
        self.guide.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.align_button)
        buttons.addWidget(self.propose_button)
        buttons.addStretch(1)
        slider = QHBoxLayout()
        slider.addWidget(self.opacity_label)
        slider.addWidget(self.opacity, 1)
        slider.addWidget(self.opacity_end)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addLayout(slider)
        layout.addWidget(self.hint)
        layout.addWidget(self.guide)
        layout.addWidget(self.view, 1)
        self._corners: list[QPointF] = []
        self._marks: list = []
        self._handles: list[QGraphicsEllipseItem] = []  # the aligned points, to drag
        self._dragged: int | None = None
        self._frame: QPolygonF | None = None
        self._board: QGraphicsScene | None = None
        self.view.viewport().installEventFilter(self)
        self.view.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.align_button.setText(self.tr("Align the grid"))
        self.align_button.setToolTip(
            self.tr(
                "Click the centres of the four spaces the drawing numbers, in order, on the photo; "
                "then drag the marks to fine-tune and paint on the photo itself"
            )
        )
        self.opacity_label.setText(self.tr("Photo"))
        self.opacity_end.setText(self.tr("Board"))
        self.opacity.setToolTip(self.tr("From the photo only to the board only: see the photo through the board"))
        self.propose_button.setText(self.tr("Propose from the photo"))
        self.propose_button.setToolTip(self.tr("Fill the empty spaces with what the photo shows (one undo step)"))
        self._update_hint()

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        self.align_button.setChecked(False)
        self.scene.clear()
        self._marks, self._handles = [], []
        self.pixmap_item = None
        if pixmap is not None and not pixmap.isNull():
            self.pixmap_item = self.scene.addPixmap(pixmap)
            self.pixmap_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.scene.setSceneRect(QRectF(pixmap.rect()))
            self.view.fit()
        self.align_button.setEnabled(self.pixmap_item is not None)

    def set_board(self, scene: QGraphicsScene | None, frame: QPolygonF | None) -> None:
        """The board the photo is aligned on and its four alignment points
        (scene), for the drawing."""
        self._board, self._frame = scene, frame
        if self.align_button.isChecked():
            self.guide.set_board(scene, frame)

    # -- alignment -------------------------------------------------------------------------
    def _align_toggled(self, on: bool) -> None:
        self._corners = []
        for mark in self._marks:
            self.scene.removeItem(mark)
        self._marks = []
        for handle in self._handles:
            handle.setVisible(not on)
        if on:
            self.guide.set_board(self._board, self._frame)
            self.guide.set_next(0)
        self.guide.setVisible(on and self.guide.picture is not None)
        self._update_hint()

    def _corner_names(self) -> tuple[str, str, str, str]:
        return (self.tr("top left"), self.tr("top right"), self.tr("bottom right"), self.tr("bottom left"))

    def _update_hint(self) -> None:
        if not self.align_button.isChecked():
            self.hint.setText(self.tr("Drag a numbered mark to fine-tune the alignment.") if self._handles else "")
            return
        self.hint.setText(
            self.tr(
                "Click the centre of space {n} of 4 on the photo: the {corner} space, ringed on the drawing. "
                "Backspace takes the last point back, Esc stops."
            ).format(corner=self._corner_names()[len(self._corners)], n=len(self._corners) + 1)
        )

    def _mark(self, point: QPointF, number: int, parent_list: list) -> QGraphicsEllipseItem:
        """A numbered dot at ``point``, the same size on screen at every zoom."""
        radius = 10.0
        dot = QGraphicsEllipseItem(-radius, -radius, 2 * radius, 2 * radius)
        dot.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        dot.setPos(point)
        dot.setBrush(QBrush(CORNER_COLOUR))
        dot.setPen(QPen(QColor("white"), 2.5))
        dot.setZValue(5)
        label = QGraphicsSimpleTextItem(str(number), dot)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("white"))
        box = label.boundingRect()
        label.setPos(-box.width() / 2, -box.height() / 2)
        self.scene.addItem(dot)
        parent_list.append(dot)
        return dot

    def click(self, point: QPointF) -> bool:
        """A click on the photo at ``point`` (photo pixels) while aligning:
        True when it was taken as the next point (one outside the photo is not)."""
        if not self.align_button.isChecked() or self.pixmap_item is None:
            return False
        if not self.scene.sceneRect().contains(point):
            return False
        self._corners.append(QPointF(point))
        self._mark(point, len(self._corners), self._marks)
        if len(self._corners) == 4:
            corners = list(self._corners)
            self.align_button.setChecked(False)
            self.aligned.emit(corners)
        else:
            self.guide.set_next(len(self._corners))
            self._update_hint()
        return True

    def take_back(self) -> None:
        """Backspace while aligning: the last point clicked is taken back."""
        if self.align_button.isChecked() and self._corners:
            self._corners.pop()
            self.scene.removeItem(self._marks.pop())
            self.guide.set_next(len(self._corners))
            self._update_hint()

    def show_alignment(self, corners: list[QPointF] | None) -> None:
        """The aligned points on the photo as marks to drag (none: not aligned)."""
        for handle in self._handles:
            self.scene.removeItem(handle)
        self._handles = []
        if corners and self.pixmap_item is not None:
            for k, point in enumerate(corners):
                self._mark(point, k + 1, self._handles).setVisible(not self.align_button.isChecked())
        self._update_hint()

    def handle_at(self, point: QPointF) -> int | None:
        """The mark under ``point`` (photo pixels), if any."""
        scale = abs(self.view.transform().m11()) or 1.0
        reach = 14.0 / scale  # the dot's radius on screen and a little more
        best = None
        for k, handle in enumerate(self._handles):
            d = math.hypot(handle.pos().x() - point.x(), handle.pos().y() - point.y())
            if handle.isVisible() and d <= reach and (best is None or d < best[0]):
                best = (d, k)
        return None if best is None else best[1]

    def drag_corner(self, k: int, point: QPointF) -> None:
        """Mark ``k`` dragged to ``point`` and let go: the alignment with it there."""
        if not 0 <= k < len(self._handles):
            return
        rect = self.scene.sceneRect()
        point = QPointF(min(max(point.x(), rect.left()), rect.right()), min(max(point.y(), rect.top()), rect.bottom()))
        self._handles[k].setPos(point)
        self.aligned.emit([QPointF(h.pos()) for h in self._handles])

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        from PySide6.QtCore import QEvent

        kind = event.type()
        if obj is self.view and kind == QEvent.Type.KeyPress and self.align_button.isChecked():
            if event.key() == Qt.Key.Key_Backspace:
                self.take_back()
                return True
            if event.key() == Qt.Key.Key_Escape:
                self.align_button.setChecked(False)
                return True
        if obj is not self.view.viewport():
            return super().eventFilter(obj, event)
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            point = self.view.mapToScene(event.position().toPoint())
            if self.align_button.isChecked():
                self.click(point)
                return True
            k = self.handle_at(point)
            if k is not None:
                self._dragged = k
                return True
        elif kind == QEvent.Type.MouseMove and self._dragged is not None:
            self._handles[self._dragged].setPos(self.view.mapToScene(event.position().toPoint()))
            return True
        elif kind == QEvent.Type.MouseButtonRelease and self._dragged is not None:
            k, self._dragged = self._dragged, None
            self.drag_corner(k, self.view.mapToScene(event.position().toPoint()))
            return True
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.align_button.isChecked() and event.key() == Qt.Key.Key_Backspace:
            self.take_back()
        elif self.align_button.isChecked() and event.key() == Qt.Key.Key_Escape:
            self.align_button.setChecked(False)
        else:
            super().keyPressEvent(event)
