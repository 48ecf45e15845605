"""Drawn examples for the How to play pages (docs/architecture.md §6.12).

A page shows a picture with ``<img src="example:<game id>/<name>">``. The
pictures are not image files: each is drawn at run time by the game's own art,
from ``gardenapp/ui/games/<game id>/howto_examples.py``, whose ``EXAMPLES``
maps a name to an :class:`Example` (its size and what it draws: "which pieces
where"). :class:`ExampleBrowser`, the How to play window's QTextBrowser,
answers the ``example:`` scheme; :func:`render` draws one picture at a device
pixel ratio, once per (name, ratio).

Numbers in a picture are language-independent; captions are the page's text.
The helpers below are what several games' examples share.
"""

from __future__ import annotations

import importlib
import logging
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QTextDocument, QTransform
from PySide6.QtWidgets import QTextBrowser

from . import art as kit
from .i18n import LanguageManager

SCHEME = "example"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Example:
    """One picture: its size in logical pixels and ``draw(painter, rect)``."""

    width: int
    height: int
    draw: Callable[[QPainter, QRectF], None]


class UnknownExample(KeyError):
    """An ``example:`` reference that names no picture."""


def examples_of(game_id: str) -> Mapping[str, Example]:
    """The pictures of ``game_id`` (its ``howto_examples`` module's ``EXAMPLES``)."""
    try:
        module = importlib.import_module(f"gardenapp.ui.games.{game_id}.howto_examples")
    except ModuleNotFoundError as error:
        raise UnknownExample(f"no drawn examples for the game {game_id!r}") from error
    return module.EXAMPLES


def lookup(ref: str) -> Example:
    """The picture named ``<game id>/<name>``; UnknownExample if there is none."""
    game_id, _, name = ref.partition("/")
    if not game_id.isidentifier() or not name:
        raise UnknownExample(f"not an example reference: {ref!r}")
    found = examples_of(game_id).get(name)
    if found is None:
        raise UnknownExample(f"no example {name!r} for {game_id!r}")
    return found


@lru_cache(maxsize=128)
def render(ref: str, dpr: float = 1.0, language: str = "") -> QImage:
    """The picture ``ref`` drawn at ``dpr`` device pixels per logical pixel.
    ``language`` only keys the cache: a game's art may letter its pieces in the
    language installed when it draws (Takenoko's colour letters)."""
    example = lookup(ref)
    image = QImage(
        math.ceil(example.width * dpr), math.ceil(example.height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        example.draw(p, QRectF(0, 0, example.width, example.height))
    finally:
        p.end()
    return image


def reference(url: QUrl) -> str | None:
    """``<game id>/<name>`` of an ``example:`` URL, None for any other URL."""
    return url.path() if url.scheme() == SCHEME else None


class ExampleBrowser(QTextBrowser):
    """A QTextBrowser that draws ``example:`` images at its device pixel ratio.
    A reference that names no picture is logged and shown as Qt's missing
    image; the tests check every page so that none is left."""

    def loadResource(self, kind: int, url: QUrl | str):  # noqa: N802 - Qt's name
        ref = reference(QUrl(url))
        if ref is None:
            return super().loadResource(kind, url)
        if kind != QTextDocument.ResourceType.ImageResource.value:
            return None
        try:
            manager = LanguageManager.instance()
            return render(ref, self.devicePixelRatioF(), manager.language() if manager is not None else "")
        except Exception:  # a bad page or a drawing bug must not close the window
            log.exception("How to play: cannot draw the example %r", ref)
            return QImage()


# -- what several games' examples draw -----------------------------------------------------------------


def fit(p: QPainter, rect: QRectF, scene: QRectF, margin: float = 4.0) -> QTransform:
    """Scale (keeping the proportions) and move the painter so that ``scene``,
    in the game's own units (its play screen's), is centred in ``rect`` less
    ``margin``; the transform is returned to place numbers at picture size."""
    inner = rect.adjusted(margin, margin, -margin, -margin)
    k = min(inner.width() / scene.width(), inner.height() / scene.height())
    t = QTransform()
    t.translate(inner.center().x() - scene.center().x() * k, inner.center().y() - scene.center().y() * k)
    t.scale(k, k)
    p.setTransform(t)
    return t


def _tag_font(p: QPainter, px: float) -> QFont:
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(6, int(px)))
    return font


def tag_width(p: QPainter, text: str, px: float = 15) -> float:
    """The width of :func:`score_tag`'s pill for ``text``."""
    return QFontMetricsF(_tag_font(p, px)).horizontalAdvance(text) + px * 0.9


def score_tag(
    p: QPainter,
    center: QPointF,
    text: str,
    px: float = 15,
    *,
    fill: QColor | str = "#2b2418",
    ink: QColor | str = "white",
) -> QRectF:
    """A number or a small sum ("7 + 1 = 8") on a dark pill, centred on ``center``."""
    font = _tag_font(p, px)
    fm = QFontMetricsF(font)
    w, h = tag_width(p, text, px), fm.height() + px * 0.25
    box = QRectF(center.x() - w / 2, center.y() - h / 2, w, h)
    p.save()
    p.setPen(kit.pen(QColor(fill).lighter(160), 1.0))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(box, h / 2, h / 2)
    p.setFont(font)
    p.setPen(QColor(ink))
    p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
    p.restore()
    return box


def cross(p: QPainter, center: QPointF, size: float, colour: QColor | str = "#c0102a") -> None:
    """A red cross: this one does not count."""
    p.save()
    p.setPen(kit.pen(colour, max(1.5, size * 0.22)))
    d = size / 2
    p.drawLine(center + QPointF(-d, -d), center + QPointF(d, d))
    p.drawLine(center + QPointF(-d, d), center + QPointF(d, -d))
    p.restore()


def ring(p: QPainter, center: QPointF, radius: float, colour: QColor | str = "#ff7a00") -> None:
    """An orange ring around what the example is about."""
    p.save()
    p.setPen(kit.pen(colour, max(2.0, radius * 0.12)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(center, radius, radius)
    p.restore()
