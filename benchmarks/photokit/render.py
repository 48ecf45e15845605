"""The photographer: a pinhole camera over a table, pieces with height, light,
shadows, the camera's own faults, JPEG and EXIF.

Everything is laid out in table millimetres: x to the right, y towards the
person taking the photo, z DOWN into the table (so that x, y, z is right-handed
for a camera looking down; a piece ``h`` mm high has its top at ``z = -h``).
A game module (harmonies.py, ...) composes a ``Scene``: the printed board
and the thin tiles, drawn with a QPainter whose transform maps millimetres
on the plane ``z`` to photo pixels (``Photo.plane``), and the pieces that stand
up (tokens, stacks, figures, bamboo), drawn as prisms seen from the camera
(``Photo.prism``, ``Photo.cylinder``).

The photo is made in this order: the table and the board; the thin tiles;
the shadows of everything (one mask, softened, darkening what lies under
it); the standing pieces, far to near; then the light over the whole picture
(exposure, vignette, a gradient, a hot spot, a white-balance cast), the
optics (drawn at a fraction of the final size and scaled up smoothly, with
an extra defocus on some), the sensor noise (shot noise and read noise, some
of it in colour), JPEG at quality 60-80, and for a sideways capture the
pixels turned and an EXIF Orientation tag (6 or 8) written by hand
(``exif_app1``), so that only the tag says how to show them.

Nothing here is taken from the app's art: colours, shapes and textures are
this kit's own (``paints``).
"""

from __future__ import annotations

import math
import random
import struct
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QImageWriter,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

RGB = tuple[float, float, float]
XY = tuple[float, float]

# Photo sizes a phone or a compact camera writes (upright landscape; a tall
# garden is photographed in portrait, the same sizes turned).
SIZES: tuple[tuple[int, int], ...] = (
    (4032, 3024),
    (4000, 2250),
    (3264, 2448),
    (2592, 1944),
    (2048, 1536),
    (1600, 1200),
)
LIGHT_CLASSES = ("warm", "neutral", "cool")


def ensure_app() -> None:
    """QPainter needs a GUI application for its font and raster engine."""
    if QGuiApplication.instance() is None:
        QGuiApplication([])


# -- colours ---------------------------------------------------------------------------------
def qcolor(rgb: Sequence[float], alpha: float = 255) -> QColor:
    r, g, b = (int(max(0, min(255, round(c)))) for c in rgb[:3])
    return QColor(r, g, b, int(max(0, min(255, alpha))))


def shade(rgb: Sequence[float], k: float) -> RGB:
    """``rgb`` times ``k`` (darker below 1, towards white above 1 without hue shifts past 255)."""
    if k <= 1:
        return (rgb[0] * k, rgb[1] * k, rgb[2] * k)
    t = min(1.0, k - 1)
    return (rgb[0] + (255 - rgb[0]) * t, rgb[1] + (255 - rgb[1]) * t, rgb[2] + (255 - rgb[2]) * t)


def mix(a: Sequence[float], b: Sequence[float], t: float) -> RGB:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def jitter(rgb: Sequence[float], rng: random.Random, amount: float = 0.04) -> RGB:
    """One piece's own tone: paint is never quite even from piece to piece."""
    k = 1 + rng.uniform(-amount, amount)
    return (
        rgb[0] * k * (1 + rng.uniform(-amount, amount) / 2),
        rgb[1] * k,
        rgb[2] * k * (1 + rng.uniform(-amount, amount) / 2),
    )


def pick_paints(rng: random.Random, sets: Mapping[str, Sequence[tuple[str, RGB]]]) -> dict[str, tuple[str, RGB]]:
    """One paint per kind for a board (each kind has several paints)."""
    return {kind: rng.choice(list(options)) for kind, options in sets.items()}


# -- geometry --------------------------------------------------------------------------------
def circle(cx: float, cy: float, r: float, n: int = 40, phase: float = 0.0) -> list[XY]:
    return [
        (cx + r * math.cos(phase + 2 * math.pi * k / n), cy + r * math.sin(phase + 2 * math.pi * k / n))
        for k in range(n)
    ]


def hexagon(cx: float, cy: float, r: float, flat_top: bool = True, rotation: float = 0.0) -> list[XY]:
    """A hexagon of circumradius ``r``, clockwise on screen (y down)."""
    start = 0.0 if flat_top else math.pi / 6
    return circle(cx, cy, r, 6, start + rotation)


def rect_outline(cx: float, cy: float, w: float, h: float, angle: float = 0.0) -> list[XY]:
    ca, sa = math.cos(angle), math.sin(angle)
    pts = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def hull(points: Sequence[XY]) -> list[XY]:
    """Convex hull (monotone chain), counter-clockwise in x-right/y-up terms."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return list(pts)

    def cross(o: XY, a: XY, b: XY) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[XY] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[XY] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def polygon(points: Sequence[XY]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def path_of(points: Sequence[XY]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon(points))
    path.closeSubpath()
    return path


def apply_h(h: np.ndarray, x: float, y: float) -> XY:
    u, v, w = h @ np.array([x, y, 1.0])
    return (float(u / w), float(v / w))


def off_similarity(plane: Sequence[Sequence[float]], photo: Sequence[Sequence[float]]) -> float:
    """How far a quadrilateral's photo is from a mere turn, scaling and shift of
    it: the largest distance of a photo corner from the best such fit, as a
    share of the photo quadrilateral's longest side (0 for a camera straight
    above the middle, without perspective)."""
    z = np.array([complex(x, y) for x, y in plane])
    w = np.array([complex(x, y) for x, y in photo])
    a = np.stack([z, np.ones(len(z))], 1)
    fit = np.linalg.lstsq(a, w, rcond=None)[0]
    return float(np.abs(a @ fit - w).max() / np.abs(w - np.roll(w, 1)).max())


def fit_homography(src: Sequence[XY], dst: Sequence[XY]) -> np.ndarray:
    """The 3x3 homography taking ``src`` points to ``dst`` (least squares, DLT, >= 4 points)."""
    a = []
    for (x, y), (u, v) in zip(src, dst):
        a.append([-x, -y, -1, 0, 0, 0, u * x, u * y, u])
        a.append([0, 0, 0, -x, -y, -1, v * x, v * y, v])
    _, _, vt = np.linalg.svd(np.array(a, dtype=float))
    h = vt[-1].reshape(3, 3)
    return h / h[2, 2]


def qtransform(h: np.ndarray) -> QTransform:
    """QTransform of a 3x3 homography acting on column vectors (Qt's matrix is the transpose)."""
    return QTransform(h[0, 0], h[1, 0], h[2, 0], h[0, 1], h[1, 1], h[2, 1], h[0, 2], h[1, 2], h[2, 2])


# -- camera and light ----------------------------------------------------------------------------
@dataclass
class Camera:
    """A pinhole camera: ``rot`` rows are the image's right, down and forward
    axes in table coordinates, ``centre`` its position (mm), ``f`` the focal
    length and ``cx, cy`` the principal point (pixels of the image it draws)."""

    f: float
    cx: float
    cy: float
    rot: np.ndarray
    centre: np.ndarray
    tilt: float = 0.0
    azimuth: float = 0.0
    roll: float = 0.0

    def project(self, pts: np.ndarray) -> np.ndarray:
        cam = (np.atleast_2d(pts) - self.centre) @ self.rot.T
        return np.stack([self.f * cam[:, 0] / cam[:, 2] + self.cx, self.f * cam[:, 1] / cam[:, 2] + self.cy], 1)

    def depth(self, x: float, y: float, z: float = 0.0) -> float:
        return float((np.array([x, y, z]) - self.centre) @ self.rot[2])

    def homography(self, z: float = 0.0) -> np.ndarray:
        """The plane ``z`` (mm) -> image pixels."""
        k = np.array([[self.f, 0, self.cx], [0, self.f, self.cy], [0, 0, 1.0]])
        t = -self.rot @ self.centre
        m = np.stack([self.rot[:, 0], self.rot[:, 1], self.rot[:, 2] * z + t], 1)
        h = k @ m
        return h / h[2, 2]

    def scaled(self, k: float) -> Camera:
        """The same camera drawing an image ``k`` times as large."""
        return Camera(self.f * k, self.cx * k, self.cy * k, self.rot, self.centre, self.tilt, self.azimuth, self.roll)


def place_camera(
    extent: tuple[float, float, float, float],
    size: tuple[int, int],
    rng: random.Random,
    fill: tuple[float, float] = (0.62, 0.86),
    tilt: tuple[float, float] = (6.0, 32.0),
) -> Camera:
    """A camera over the table that frames ``extent`` (x0, y0, x1, y1 in mm)
    at a ``fill`` share of the picture, seen from the photographer's side
    (tilted from the vertical by ``tilt`` degrees, turned by up to 25 degrees
    around the table and rolled by up to 8 degrees)."""
    x0, y0, x1, y1 = extent
    w, h = size
    target = np.array(
        [
            (x0 + x1) / 2 + rng.uniform(-0.04, 0.04) * (x1 - x0),
            (y0 + y1) / 2 + rng.uniform(-0.04, 0.04) * (y1 - y0),
            0.0,
        ]
    )
    theta = math.radians(rng.uniform(*tilt))
    psi = math.radians(rng.uniform(-25, 25))
    rho = math.radians(rng.uniform(-8, 8))
    f = w * rng.uniform(0.78, 1.05)
    toward = np.array([math.sin(psi), math.cos(psi), 0.0])
    view = math.sin(theta) * toward + math.cos(theta) * np.array([0.0, 0.0, -1.0])  # target -> camera
    want = rng.uniform(*fill)
    corners = np.array([[x0, y0, 0], [x1, y0, 0], [x1, y1, 0], [x0, y1, 0]], dtype=float)
    distance = f * max(x1 - x0, y1 - y0) / (want * w)
    cam = None
    for _ in range(6):
        centre = target + distance * view
        fwd = (target - centre) / np.linalg.norm(target - centre)
        down = np.array([0.0, 1.0, 0.0]) - fwd[1] * fwd
        down /= np.linalg.norm(down)
        right = np.cross(down, fwd)
        right, down = (math.cos(rho) * right + math.sin(rho) * down, -math.sin(rho) * right + math.cos(rho) * down)
        cam = Camera(
            f,
            w / 2,
            h / 2,
            np.stack([right, down, fwd]),
            centre,
            math.degrees(theta),
            math.degrees(psi),
            math.degrees(rho),
        )
        pts = cam.project(corners)
        span = max((pts[:, 0].max() - pts[:, 0].min()) / w, (pts[:, 1].max() - pts[:, 1].min()) / h)
        distance *= span / want
    assert cam is not None
    pts = cam.project(corners)
    # Re-centre the framing (a crop of a larger sensor), leaving the board a little off centre.
    mid = (pts.min(0) + pts.max(0)) / 2
    cam.cx += w / 2 - mid[0] + rng.uniform(-0.04, 0.04) * w
    cam.cy += h / 2 - mid[1] + rng.uniform(-0.04, 0.04) * h
    return cam


@dataclass
class Light:
    """Where the light comes from (azimuth, elevation in degrees) and what the
    picture's light looks like: ``klass`` warm / neutral / cool with its
    white-balance ``gains`` (r, g, b), the exposure, the vignette, a gradient
    across the picture and a hot spot."""

    klass: str
    kelvin_like: int
    gains: RGB
    exposure: float
    azimuth: float
    elevation: float
    vignette: float
    gradient: float
    gradient_angle: float
    spot: float
    spot_at: XY
    shadow: float

    def direction(self) -> np.ndarray:
        """The unit vector from the table towards the light (z down)."""
        a, e = math.radians(self.azimuth), math.radians(self.elevation)
        return np.array([math.cos(e) * math.cos(a), math.cos(e) * math.sin(a), -math.sin(e)])

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.klass,
            "kelvin_like": self.kelvin_like,
            "gains": [round(g, 4) for g in self.gains],
            "exposure": round(self.exposure, 4),
            "azimuth": round(self.azimuth, 1),
            "elevation": round(self.elevation, 1),
            "vignette": round(self.vignette, 3),
            "gradient": round(self.gradient, 3),
            "gradient_angle": round(self.gradient_angle, 1),
            "hot_spot": round(self.spot, 3),
            "hot_spot_at": [round(v, 3) for v in self.spot_at],
            "shadow_strength": round(self.shadow, 3),
        }


def make_light(klass: str, rng: random.Random) -> Light:
    """A light of class ``warm`` (a 3000 K lamp the camera's white balance only
    half corrected: red up, blue well down), ``cool`` (7000 K shade or an
    overcast window: blue up, red down) or ``neutral`` (within a few per cent)."""
    if klass == "warm":
        gains: RGB = (rng.uniform(1.08, 1.2), 1.0, rng.uniform(0.68, 0.82))
        kelvin = 3000
    elif klass == "cool":
        gains = (rng.uniform(0.8, 0.9), rng.uniform(0.97, 1.02), rng.uniform(1.08, 1.2))
        kelvin = 7000
    elif klass == "neutral":
        gains = (rng.uniform(0.97, 1.03), 1.0, rng.uniform(0.97, 1.03))
        kelvin = 5200
    else:
        raise ValueError(f"light class {klass!r}: one of {', '.join(LIGHT_CLASSES)}")
    top = max(gains)
    gains = (gains[0] / top, gains[1] / top, gains[2] / top)
    return Light(
        klass,
        kelvin,
        gains,
        exposure=rng.uniform(0.8, 1.22),
        azimuth=rng.uniform(0, 360),
        elevation=rng.uniform(35, 72),
        vignette=rng.uniform(0.12, 0.4),
        gradient=rng.uniform(0.0, 0.3),
        gradient_angle=rng.uniform(0, 360),
        spot=rng.uniform(0.0, 0.18),
        spot_at=(rng.uniform(0.15, 0.85), rng.uniform(0.15, 0.85)),
        shadow=rng.uniform(0.3, 0.55),
    )


# -- arrays and images ---------------------------------------------------------------------------------
def to_array(image: QImage) -> np.ndarray:
    """An image's pixels as float32 RGB in 0..1, shape (h, w, 3)."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, bpl = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), np.uint8, count=bpl * h).reshape(h, bpl)[:, : 3 * w]
    out = raw.reshape(h, w, 3).astype(np.float32)
    out *= np.float32(1 / 255)
    return out


def from_array(arr: np.ndarray) -> QImage:
    arr = arr * np.float32(255.0)
    arr += np.float32(0.5)
    np.clip(arr, 0, 255, out=arr)
    u8 = np.ascontiguousarray(arr.astype(np.uint8))
    h, w = u8.shape[:2]
    return QImage(u8.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


def gray_array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h, bpl = image.width(), image.height(), image.bytesPerLine()
    return np.frombuffer(image.constBits(), np.uint8, count=bpl * h).reshape(h, bpl)[:, :w].astype(np.float32) / 255


def gray_image(arr: np.ndarray) -> QImage:
    u8 = np.ascontiguousarray(np.clip(arr * 255.0 + 0.5, 0, 255).astype(np.uint8))
    h, w = u8.shape
    return QImage(u8.data, w, h, w, QImage.Format.Format_Grayscale8).copy()


def soften(image: QImage, factor: float) -> QImage:
    """A blur: down by ``factor`` and back up smoothly (a wide, cheap, soft kernel)."""
    if factor <= 1.01:
        return image
    w, h = image.width(), image.height()
    small = image.scaled(
        max(1, round(w / factor)),
        max(1, round(h / factor)),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return small.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)


def value_noise(rng: np.random.Generator, shape: tuple[int, int], cells: tuple[int, int]) -> np.ndarray:
    """Smooth noise in 0..1 of ``shape`` (h, w) from a random grid of ``cells`` (rows, columns)."""
    grid = rng.random((max(2, cells[0]), max(2, cells[1])), dtype=np.float32)
    img = gray_image(grid).scaled(
        shape[1], shape[0], Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    return gray_array(img)


# -- the wood of the table ------------------------------------------------------------------------------
WOODS: dict[str, tuple[RGB, RGB]] = {  # light and dark tone of the grain
    "oak": ((196, 154, 104), (150, 108, 66)),
    "walnut": ((124, 86, 60), (78, 52, 36)),
    "pine": ((222, 186, 136), (186, 140, 88)),
    "cherry": ((170, 98, 66), (120, 64, 44)),
    "ash grey": ((178, 168, 152), (132, 122, 108)),
    "teak": ((160, 112, 62), (110, 72, 40)),
}


def wood_texture(rng: random.Random, width: int, height: int, px_per_mm: float, wood: str) -> QImage:
    """Planks running along x, each with its own grain, tone and joints."""
    light, dark = (np.array(c, np.float32) / 255 for c in WOODS[wood])
    g = np.random.default_rng(rng.randrange(1 << 31))
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32) / px_per_mm
    plank_w = rng.uniform(85, 160)
    plank = np.floor(ys / plank_w).astype(np.int32)
    n_planks = int(plank.max()) + 1
    offsets = g.uniform(0, 1000, n_planks).astype(np.float32)
    tones = g.uniform(-0.08, 0.08, n_planks).astype(np.float32)
    mm_h, mm_w = height / px_per_mm, width / px_per_mm
    wobble = value_noise(g, (height, width), (max(2, int(mm_h / 45)), max(2, int(mm_w / 260))))
    ripple = value_noise(g, (height, width), (max(2, int(mm_h / 9)), max(2, int(mm_w / 70))))
    period = (rng.uniform(3.0, 7.0) * (1 + 0.5 * g.random(n_planks))).astype(np.float32)
    # Growth rings cut at a slant: the grain drifts across the plank and curls around knots.
    drift = g.uniform(-0.06, 0.06, n_planks).astype(np.float32)
    grain = ys + 26 * wobble + 3.0 * ripple + drift[plank] * (xs + offsets[plank])
    rings = 0.5 + 0.5 * np.sin(2 * np.pi * grain / period[plank])
    rings = rings**4
    streak = value_noise(g, (height, width), (max(2, int(mm_h / 1.6)), max(2, int(mm_w / 110))))
    blotch = value_noise(g, (height, width), (max(2, int(mm_h / 30)), max(2, int(mm_w / 30))))
    t = np.clip(0.4 * rings + 0.4 * streak + 0.35 * (blotch - 0.5), 0, 1)[..., None]
    colour = light * (1 - t) + dark * t
    colour *= (1 + tones[plank])[..., None]
    joint = np.abs(((ys / plank_w) % 1.0) - 0.0)
    joint = np.minimum(joint, 1 - joint) * plank_w
    colour *= np.where(joint < 0.6, 0.55, 1.0)[..., None].astype(np.float32)
    colour += g.normal(0, 0.012, colour.shape).astype(np.float32)
    return from_array(colour)


def paper_grain(rng: random.Random, size: int = 192) -> QImage:
    """A tile of printed-cardboard grain: light and dark flecks, mostly clear."""
    g = np.random.default_rng(rng.randrange(1 << 31))
    fine = g.normal(0, 1, (size, size)).astype(np.float32)
    coarse = value_noise(g, (size, size), (12, 12)) - 0.5
    v = 0.5 * fine + 1.5 * coarse
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    argb = np.zeros((size, size, 4), np.uint8)
    dark = v < 0
    argb[..., 0:3] = np.where(dark[..., None], 40, 255)
    argb[..., 3] = np.clip(np.abs(v) * 22, 0, 60).astype(np.uint8)
    # Format_ARGB32 is B, G, R, A in memory on little-endian machines; grey is the same either way.
    img = QImage(np.ascontiguousarray(argb).data, size, size, 4 * size, QImage.Format.Format_ARGB32).copy()
    return img


# -- the photo being made -------------------------------------------------------------------------------
@dataclass
class Piece:
    """Something drawn as seen from the camera: ``at`` (x, y, z of its middle) orders
    the drawing far to near; ``draw`` draws it; ``shadows`` are (outline on the
    table, height in mm) pairs casting a shadow."""

    at: tuple[float, float, float]
    draw: Callable[[Photo], None]
    shadows: list[tuple[list[XY], float]] = field(default_factory=list)


@dataclass
class Scene:
    """What a game module composes for one photo.

    ``extent``: the table area (mm) the camera frames; ``corners``: the four
    outer corners (mm, top left first, clockwise) of the printed board, or of
    the laid pieces where there is no board (``corner_kind``); ``spaces``: the
    centre (mm) of every space, keyed as the board file keys spaces;
    ``points``: other named point sets (for instance Under the Leaves' fields);
    ``flat``: draws the printed board on the plane z = 0; ``tiles``: the thin
    pieces lying on it (drawn before the shadows); ``pieces``: the standing
    ones; ``notes``: what was chosen (paints, print), for the ground truth."""

    extent: tuple[float, float, float, float]
    corners: list[XY]
    corner_kind: str
    spaces: dict[str, XY]
    flat: Callable[[QPainter], None]
    tiles: list[Piece] = field(default_factory=list)
    pieces: list[Piece] = field(default_factory=list)
    points: dict[str, dict[str, XY]] = field(default_factory=dict)
    notes: dict[str, Any] = field(default_factory=dict)
    portrait: bool = False


class Photo:
    """The picture while it is drawn, at the working size (``camera`` draws it)."""

    def __init__(self, camera: Camera, width: int, height: int, light: Light):
        self.camera, self.light = camera, light
        self.width, self.height = width, height
        self.image = QImage(width, height, QImage.Format.Format_RGB32)
        self.image.fill(QColor(90, 80, 70))
        self.painter: QPainter | None = None
        self._light_dir = light.direction()

    @contextmanager
    def plane(self, z: float = 0.0) -> Iterator[QPainter]:
        """A painter drawing millimetres of the plane ``z`` onto the photo."""
        p = self.painter
        assert p is not None
        p.save()
        p.setTransform(qtransform(self.camera.homography(z)))
        try:
            yield p
        finally:
            p.restore()

    def to_image(self, x: float, y: float, z: float = 0.0) -> XY:
        u, v = self.camera.project(np.array([[x, y, z]]))[0]
        return (float(u), float(v))

    def lambert(self, nx: float, ny: float) -> float:
        """Brightness of a vertical face with outward normal (nx, ny) against a top face (1)."""
        d = self._light_dir
        side = 0.42 + 0.58 * max(0.0, nx * d[0] + ny * d[1])
        top = 0.42 + 0.58 * -d[2]
        return 0.92 * side / top

    def prism(
        self,
        outline: Sequence[XY],
        z0: float,
        z1: float,
        side: RGB,
        top: Callable[[QPainter, QPainterPath], None] | RGB | None,
        edge: RGB | None = None,
    ) -> None:
        """A solid with ``outline`` (mm, any winding) between heights z0 (bottom,
        e.g. 0) and z1 (top, e.g. -7: z is down): the faces towards the camera,
        each lit by its own angle to the light, then the top, either a colour
        or a function painting it in millimetres of its own plane."""
        p = self.painter
        assert p is not None
        pts = list(outline)
        n = len(pts)
        area = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
        sign = 1.0 if area > 0 else -1.0  # outward normal = sign * (dy, -dx)
        cx_, cy_ = self.camera.centre[0], self.camera.centre[1]
        faces = []
        for i in range(n):
            (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
            dx, dy = bx - ax, by - ay
            length = math.hypot(dx, dy) or 1.0
            nx, ny = sign * dy / length, -sign * dx / length
            mx, my = (ax + bx) / 2, (ay + by) / 2
            if (cx_ - mx) * nx + (cy_ - my) * ny <= 0:
                continue
            faces.append((-((cx_ - mx) ** 2 + (cy_ - my) ** 2), (ax, ay), (bx, by), nx, ny))
        faces.sort()
        p.save()
        p.resetTransform()
        for _d, (ax, ay), (bx, by), nx, ny in faces:
            quad = self.camera.project(np.array([[ax, ay, z0], [bx, by, z0], [bx, by, z1], [ax, ay, z1]]))
            colour = qcolor(shade(side, self.lambert(nx, ny)))
            p.setPen(QPen(colour, 0.8))
            p.setBrush(colour)
            p.drawPolygon(QPolygonF([QPointF(float(u), float(v)) for u, v in quad]))
        p.restore()
        path = path_of(pts)
        with self.plane(z1) as q:
            if callable(top):
                q.save()
                q.setClipPath(path)
                top(q, path)
                q.restore()
            elif top is not None:
                q.setPen(Qt.PenStyle.NoPen)
                q.setBrush(qcolor(top))
                q.drawPath(path)
            if edge is not None:
                q.setBrush(Qt.BrushStyle.NoBrush)
                q.setPen(QPen(qcolor(edge, 150), 0.35))
                q.drawPath(path)

    def cylinder(
        self,
        cx: float,
        cy: float,
        r: float,
        z0: float,
        z1: float,
        side: RGB,
        top: RGB,
        rng: random.Random | None = None,
        grain: bool = True,
        rim: RGB | None = None,
    ) -> None:
        """A wooden disc or stick: round faces, a lit top with a soft highlight
        towards the light and, on wood, a faint grain."""
        d = self._light_dir
        hx, hy = cx + 0.35 * r * d[0], cy + 0.35 * r * d[1]
        seed = rng.random() if rng is not None else 0.5

        def paint_top(q: QPainter, path: QPainterPath) -> None:
            g = QRadialGradient(QPointF(hx, hy), r * 1.5)
            g.setColorAt(0.0, qcolor(shade(top, 1.07)))
            g.setColorAt(0.7, qcolor(top))
            g.setColorAt(1.0, qcolor(shade(top, 0.86)))
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(QBrush(g))
            q.drawPath(path)
            if grain:
                q.setBrush(Qt.BrushStyle.NoBrush)
                angle = seed * math.pi
                ca, sa = math.cos(angle), math.sin(angle)
                for k in range(-4, 5):
                    off = (k + seed) * r / 4.6
                    q.setPen(QPen(qcolor(shade(top, 0.8), 28 + 10 * (k % 2)), 0.35 + 0.25 * ((k * 7) % 3)))
                    q.drawLine(
                        QPointF(cx - ca * r * 1.2 - sa * off, cy - sa * r * 1.2 + ca * off),
                        QPointF(cx + ca * r * 1.2 - sa * off, cy + sa * r * 1.2 + ca * off),
                    )
            q.setBrush(Qt.BrushStyle.NoBrush)
            q.setPen(QPen(qcolor(rim if rim is not None else shade(top, 0.72), 170), 0.45))
            q.drawPath(path)

        self.prism(circle(cx, cy, r, 36), z0, z1, side, paint_top)

    def seam(self, cx: float, cy: float, r: float, z: float, colour: RGB, alpha: float = 150) -> None:
        """The dark line where two stacked discs meet, on the side the camera sees."""
        p = self.painter
        assert p is not None
        cam = self.camera
        pts = []
        for k in range(49):
            a = 2 * math.pi * k / 48
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            if (cam.centre[0] - x) * math.cos(a) + (cam.centre[1] - y) * math.sin(a) > 0:
                pts.append((x, y, z))
            elif pts:
                pts.append((x, y, z))
                break
        if len(pts) < 2:
            return
        uv = cam.project(np.array(pts))
        p.save()
        p.resetTransform()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(qcolor(colour, alpha), max(0.8, cam.f / 2600)))
        path = QPainterPath(QPointF(*uv[0]))
        for u, v in uv[1:]:
            path.lineTo(QPointF(u, v))
        p.drawPath(path)
        p.restore()

    def draw_shadows(self, tiles: Sequence[Piece], pieces: Sequence[Piece]) -> None:
        """One mask of every shadow on the table, softened, darkening the picture
        below: the thin tiles' shadows fall around them (never on their own
        tops), the standing pieces' on everything under them."""
        mask = QImage(self.width, self.height, QImage.Format.Format_Grayscale8)
        mask.fill(0)
        d = self._light_dir
        p = QPainter(mask)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)

        def cast(group: Sequence[Piece], colour: int) -> None:
            p.setTransform(qtransform(self.camera.homography(0.0)))
            p.setBrush(QColor(colour, colour, colour))
            for piece in group:
                for outline, height in piece.shadows:
                    t = height / max(0.2, -d[2])
                    far = [(x - t * d[0], y - t * d[1]) for x, y in outline]
                    p.drawPolygon(polygon(hull(list(outline) + far)))

        cast(tiles, 255)
        for piece in tiles:  # a tile's own top stays lit
            for outline, height in piece.shadows:
                p.setTransform(qtransform(self.camera.homography(-height)))
                p.setBrush(QColor(0, 0, 0))
                p.drawPolygon(polygon(outline))
        cast(pieces, 255)
        p.end()
        soft = gray_array(soften(mask, max(2.0, self.camera.f / 450)))
        arr = to_array(self.image)
        arr *= (1 - self.light.shadow * soft)[..., None]
        self.image = from_array(arr).convertToFormat(QImage.Format.Format_RGB32)


TopPainter = Callable[[QPainter, QPainterPath], None]


def solid(
    outline: Sequence[XY], z0: float, z1: float, side: RGB, top: TopPainter | RGB | None, edge: RGB | None = None
) -> Callable[[Photo], None]:
    """A piece's drawing: ``Photo.prism`` with these arguments."""

    def draw(ph: Photo) -> None:
        ph.prism(outline, z0, z1, side, top, edge)

    return draw


def render_scene(
    scene: Scene, size: tuple[int, int], light: Light, rng: random.Random, scale: float | None = None
) -> tuple[QImage, Camera, dict[str, Any]]:
    """The photo of ``scene`` at ``size`` (upright), before JPEG; the camera of
    the full-size picture; what the optics and the sensor did."""
    ensure_app()
    width, height = size
    scale = rng.uniform(0.5, 0.85) if scale is None else scale
    work_w, work_h = max(64, round(width * scale)), max(48, round(height * scale))
    cam_full = place_camera(scene.extent, (width, height), rng)
    cam = cam_full.scaled(work_w / width)
    photo = Photo(cam, work_w, work_h, light)
    table = scene.notes.get("table") or rng.choice(sorted(WOODS))
    scene.notes["table"] = table
    # The table: a wood texture on the plane under the whole view.
    inv = np.linalg.inv(cam.homography(0.0))
    corners = [apply_h(inv, x, y) for x, y in ((0, 0), (work_w, 0), (work_w, work_h), (0, work_h))]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    tx0, ty0 = min(xs) - 20, min(ys) - 20
    tw, th = max(xs) - tx0 + 20, max(ys) - ty0 + 20
    tw, th = min(tw, 4000.0), min(th, 4000.0)
    angle = rng.choice([0.0, 90.0]) + rng.uniform(-6, 6)
    # The texture covers a square big enough for any rotation of it, at about the
    # photo's own resolution on the table (finer is wasted, coarser would show).
    side_mm = math.hypot(tw, th)
    ex0, ey0, ex1, ey1 = scene.extent
    distance = float(np.linalg.norm(cam.centre - np.array([(ex0 + ex1) / 2, (ey0 + ey1) / 2, 0.0])))
    ppm = max(0.3, min(1.6, 1.25 * cam.f / distance, (3_000_000 / side_mm**2) ** 0.5))
    tex = wood_texture(rng, max(8, int(side_mm * ppm)), max(8, int(side_mm * ppm)), ppm, table)
    painter = QPainter(photo.image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    photo.painter = painter
    with photo.plane(0.0) as p:
        mx, my = tx0 + tw / 2, ty0 + th / 2
        p.translate(mx, my)
        p.rotate(angle)
        p.scale(1 / ppm, 1 / ppm)
        p.drawImage(QPointF(-tex.width() / 2, -tex.height() / 2), tex)
    with photo.plane(0.0) as p:
        scene.flat(p)
    for piece in sorted(scene.tiles, key=lambda pc: -cam.depth(*pc.at)):
        piece.draw(photo)
    painter.end()
    photo.painter = None
    photo.draw_shadows(scene.tiles, scene.pieces)
    painter = QPainter(photo.image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    photo.painter = painter
    for piece in sorted(scene.pieces, key=lambda pc: -cam.depth(*pc.at)):
        piece.draw(photo)
    painter.end()
    photo.painter = None
    # The light over the whole picture: every term is a sum or product of a row and a column part.
    arr = to_array(photo.image)
    xs_ = ((np.arange(work_w, dtype=np.float32) + 0.5) / work_w)[None, :]
    ys_ = ((np.arange(work_h, dtype=np.float32) + 0.5) / work_h)[:, None]
    r2 = ((xs_ - 0.5) ** 2 + ((ys_ - 0.5) * work_h / work_w) ** 2) / 0.25
    gain = light.exposure * (1 - light.vignette * np.clip(r2, 0, 2) ** 1.2)
    ga = math.radians(light.gradient_angle)
    gain *= 1 + light.gradient * ((xs_ - 0.5) * math.cos(ga) + (ys_ - 0.5) * math.sin(ga))
    sx, sy = light.spot_at
    gain *= 1 + light.spot * (np.exp(-((xs_ - sx) ** 2) / 0.06) * np.exp(-((ys_ - sy) ** 2) / 0.06))
    arr *= gain[..., None] * np.array(light.gains, np.float32)
    # The colour part of the sensor noise, coarser than the rest (demosaicing and the camera's
    # denoising smear it): added before the picture is scaled up.
    g = np.random.default_rng(rng.randrange(1 << 31))
    shot = rng.uniform(0.012, 0.03)
    read = rng.uniform(0.004, 0.012)
    np.clip(arr, 0, 1, out=arr)
    chroma = g.standard_normal(arr.shape, dtype=np.float32)
    chroma *= 0.45 * (read + shot * np.sqrt(arr))
    arr += chroma
    image = from_array(arr)
    # The optics: drawn small, scaled up; some pictures also a little out of focus.
    defocus = rng.choice([1.0, 1.0, 1.0, 1.0, rng.uniform(1.3, 2.2)])
    if defocus > 1:
        image = soften(image, defocus)
    image = image.scaled(
        width, height, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    # The sensor: shot noise grows with the light, read noise does not.
    arr = to_array(image)
    luma = g.standard_normal((height, width), dtype=np.float32)
    luma *= 0.75
    noise = read + shot * np.sqrt(arr)
    noise *= luma[..., None]
    arr += noise
    image = from_array(arr)
    optics = {
        "render_scale": round(scale, 3),
        "defocus": round(defocus, 3),
        "shot_noise": round(shot, 4),
        "read_noise": round(read, 4),
    }
    return image, cam_full, optics


# -- JPEG and EXIF ---------------------------------------------------------------------------------------
def exif_app1(orientation: int) -> bytes:
    """An APP1 segment holding a minimal EXIF block: a big-endian TIFF header
    and one IFD with the Orientation tag (0x0112, SHORT)."""
    tiff = b"MM\x00\x2a" + struct.pack(">I", 8)
    ifd = struct.pack(">H", 1) + struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(">I", 0)
    payload = b"Exif\x00\x00" + tiff + ifd
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def with_orientation(jpeg: bytes, orientation: int) -> bytes:
    """The JPEG with its JFIF APP0 segment (if any) replaced by an EXIF APP1
    carrying ``orientation``, as a phone writes it: right after the SOI marker."""
    if jpeg[:2] != b"\xff\xd8":
        raise ValueError("not a JPEG")
    rest = jpeg[2:]
    if rest[:2] == b"\xff\xe0":
        (length,) = struct.unpack(">H", rest[2:4])
        rest = rest[2 + length :]
    return b"\xff\xd8" + exif_app1(orientation) + rest


def read_orientation(jpeg: bytes) -> int | None:
    """The EXIF Orientation of a JPEG written by ``with_orientation`` (or any with a
    big- or little-endian EXIF APP1), None without one."""
    i = 2
    while i + 4 <= len(jpeg) and jpeg[i] == 0xFF:
        marker = jpeg[i + 1]
        (length,) = struct.unpack(">H", jpeg[i + 2 : i + 4])
        body = jpeg[i + 4 : i + 2 + length]
        if marker == 0xE1 and body[:6] == b"Exif\x00\x00":
            tiff = body[6:]
            fmt = ">" if tiff[:2] == b"MM" else "<"
            (first,) = struct.unpack(fmt + "I", tiff[4:8])
            (count,) = struct.unpack(fmt + "H", tiff[first : first + 2])
            for k in range(count):
                entry = tiff[first + 2 + 12 * k : first + 14 + 12 * k]
                tag, _typ, _n = struct.unpack(fmt + "HHI", entry[:8])
                if tag == 0x0112:
                    return int(struct.unpack(fmt + "H", entry[8:10])[0])
        if marker == 0xDA:
            break
        i += 2 + length
    return None


def stored_pixels(upright: QImage, orientation: int) -> QImage:
    """The pixels a camera stores for a picture shown upright after EXIF
    ``orientation``: 6 means "turn 90 degrees clockwise to show", so the stored
    picture is the upright one turned 90 degrees anticlockwise; 8 the other way."""
    if orientation == 1:
        return upright
    if orientation == 6:
        return upright.transformed(QTransform().rotate(-90))
    if orientation == 8:
        return upright.transformed(QTransform().rotate(90))
    raise ValueError(f"orientation {orientation}: 1, 6 or 8")


def encode_jpeg(upright: QImage, quality: int, orientation: int = 1) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buf, QByteArray(b"jpeg"))
    writer.setQuality(quality)
    if not writer.write(stored_pixels(upright, orientation)):
        raise RuntimeError(f"JPEG encoding failed: {writer.errorString()}")
    buf.close()
    jpeg = bytes(data.data())
    return with_orientation(jpeg, orientation) if orientation != 1 else jpeg


# -- small printed motifs shared by the boards ------------------------------------------------------------
def leaf(
    p: QPainter, x: float, y: float, length: float, angle: float, fill: RGB, vein: RGB | None = None, alpha: float = 255
) -> None:
    """A pointed leaf (two arcs), ``angle`` in degrees."""
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    path = QPainterPath(QPointF(0, 0))
    path.quadTo(QPointF(length * 0.5, -length * 0.32), QPointF(length, 0))
    path.quadTo(QPointF(length * 0.5, length * 0.32), QPointF(0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(fill, alpha))
    p.drawPath(path)
    if vein is not None:
        p.setPen(QPen(qcolor(vein, alpha * 0.8), length * 0.04))
        p.drawLine(QPointF(length * 0.05, 0), QPointF(length * 0.9, 0))
    p.restore()


def vine(
    p: QPainter,
    points: Sequence[XY],
    stem: RGB,
    leaf_rgb: RGB,
    rng: random.Random,
    width: float = 0.8,
    alpha: float = 200,
) -> None:
    """A curling printed vine through ``points`` with leaves along it."""
    if len(points) < 2:
        return
    path = QPainterPath(QPointF(*points[0]))
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        mx, my = (ax + bx) / 2, (ay + by) / 2
        nx, ny = -(by - ay), bx - ax
        bend = rng.uniform(-0.35, 0.35)
        path.quadTo(QPointF(mx + nx * bend, my + ny * bend), QPointF(bx, by))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(qcolor(stem, alpha), width))
    p.drawPath(path)
    n = max(2, int(path.length() / 9))
    for k in range(n):
        t = (k + 0.5) / n
        pt = path.pointAtPercent(t)
        a = path.angleAtPercent(t)
        leaf(p, pt.x(), pt.y(), rng.uniform(3.5, 6.5), -a + (55 if k % 2 else -55), leaf_rgb, None, alpha)


def dotted_ring(
    p: QPainter, cx: float, cy: float, r: float, colour: RGB, dots: int = 24, size: float = 0.5, alpha: float = 200
) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(colour, alpha))
    for k in range(dots):
        a = 2 * math.pi * k / dots
        p.drawEllipse(QPointF(cx + r * math.cos(a), cy + r * math.sin(a)), size, size)


def grain_overlay(p: QPainter, path: QPainterPath, grain: QImage, mm_per_px: float = 0.35) -> None:
    """The cardboard's grain over a printed area."""
    brush = QBrush(grain)
    brush.setTransform(QTransform().scale(mm_per_px, mm_per_px))
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(brush)
    p.drawPath(path)
    p.restore()


def gradient_fill(p: QPainter, path: QPainterPath, top: RGB, bottom: RGB, box: QRectF) -> None:
    g = QLinearGradient(box.topLeft(), box.bottomRight())
    g.setColorAt(0, qcolor(top))
    g.setColorAt(1, qcolor(bottom))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    p.drawPath(path)


def rounded_rect_path(x0: float, y0: float, x1: float, y1: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x0, y0, x1 - x0, y1 - y0), r, r)
    return path
