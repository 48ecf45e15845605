"""Reading a board from a photo (docs/architecture.md §6.5): the one path that the score
helper's *Propose from the photo* and ``gardenapp read-photo`` both take.

``Sampler`` holds the photo (a ``QImage``) and the transform from its pixels
to the board scene (the one the aligned photo item has in the window, or the
one the four points of ``read-photo --points`` give). ``Sampler.cells(scene)``
gives, for each cell of a board scene, the points of the photo on a regular
grid over the cell: ``(u, v, (r, g, b))`` where ``u, v`` run from -1 to 1
across the cell's box in the scene (the board drawn upright), so a game can
look at where a colour is in the cell (a stack seen from the side, a tile's
drawing) and not only at which colours there are.

``proposal(helper, index, data, sampler)`` is the score helper's answer to
*Propose*: the board file with what the photo shows filled in
(``helper.proposal``, each game's hook). ``read_photo`` opens a game's score
helper offscreen, puts the photo's points on the alignment points the window
asks for (``photo.alignment_quad``), and returns that player's part of the
proposal: the command's output. Qt GUI only (a scene, an image), no widget
shown.
"""

from __future__ import annotations

import copy
import importlib
import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from statistics import median
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPolygonF, QTransform

Point = tuple[float, float, tuple[int, int, int]]
GRID = 13  # points across a cell's box: about 130 on a square, 100 on a hexagon


class Sampler:
    """The photo and where its pixels fall on the board scene."""

    def __init__(self, image: QImage, to_scene: QTransform):
        self.image = image.convertToFormat(QImage.Format.Format_RGB32)
        self.to_scene = to_scene
        inverse, ok = to_scene.inverted()
        self.ok = ok
        self.to_photo = inverse

    @classmethod
    def from_scene(cls, scene) -> Sampler | None:
        """The sampler of the photo aligned under ``scene`` (None when there is none)."""
        item = next((i for i in scene.items() if getattr(i, "is_photo", False)), None) if scene is not None else None
        if item is None:
            return None
        sampler = cls(item.pixmap().toImage(), item.transform())
        return sampler if sampler.ok else None

    def cells(self, scene) -> dict[Any, list[Point]]:
        """Each cell of ``scene`` (``scene.cell_items()``) -> the photo's points on it."""
        items = getattr(scene, "cell_items", None)
        if not callable(items) or not self.ok:
            return {}
        image, w, h = self.image, self.image.width(), self.image.height()
        out: dict[Any, list[Point]] = {}
        for key, cell in items().items():
            poly = cell.mapToScene(cell.polygon())
            box = poly.boundingRect()
            cx, cy, hw, hh = box.center().x(), box.center().y(), box.width() / 2, box.height() / 2
            points: list[Point] = []
            for j in range(GRID):
                v = -1 + (2 * j + 1) / GRID
                for i in range(GRID):
                    u = -1 + (2 * i + 1) / GRID
                    at = QPointF(cx + u * hw, cy + v * hh)
                    if not poly.containsPoint(at, _ODD_EVEN):
                        continue
                    x, y = self.to_photo.map(at).toTuple()
                    if 0 <= x < w and 0 <= y < h:
                        c = image.pixel(int(x), int(y))
                        points.append((u, v, ((c >> 16) & 255, (c >> 8) & 255, c & 255)))
            if points:
                out[key] = points
        return out

    def border(self, margin: float = 0.05) -> tuple[float, float, float] | None:
        """The median colour of the photo's outer ``margin`` (the table a
        garden laid on it is photographed on), None for a tiny photo."""
        image, w, h = self.image, self.image.width(), self.image.height()
        if w < 20 or h < 20:
            return None
        mx, my = max(1, int(w * margin)), max(1, int(h * margin))
        seen = []
        for k in range(200):
            t = k / 200
            for x, y in (
                (t * (w - 1), my // 2),
                (t * (w - 1), h - 1 - my // 2),
                (mx // 2, t * (h - 1)),
                (w - 1 - mx // 2, t * (h - 1)),
            ):
                c = image.pixel(int(x), int(y))
                seen.append(((c >> 16) & 255, (c >> 8) & 255, c & 255))
        return tuple(float(median(c[i] for c in seen)) for i in range(3))  # type: ignore[return-value]

    def rings(self, scene) -> dict[Any, list[tuple[int, int, int]]]:
        """Each cell -> the colours on rings around its centre (1, 8, 12 and 16
        points at 0, 0.15, 0.3 and 0.45 of its box's smaller side), the points
        the hue votes of Takenoko and Under the Leaves were measured with."""
        items = getattr(scene, "cell_items", None)
        if not callable(items) or not self.ok:
            return {}
        image, w, h = self.image, self.image.width(), self.image.height()
        out: dict[Any, list[tuple[int, int, int]]] = {}
        for key, cell in items().items():
            box = cell.polygon().boundingRect()
            centre, half = box.center(), min(box.width(), box.height()) * 0.5
            points = []
            for ring, count in ((0.0, 1), (0.15, 8), (0.3, 12), (0.45, 16)):
                for k in range(count):
                    angle = 2 * math.pi * k / count
                    at = cell.mapToScene(
                        QPointF(centre.x() + ring * half * math.cos(angle), centre.y() + ring * half * math.sin(angle))
                    )
                    x, y = self.to_photo.map(at).toTuple()
                    if 0 <= x < w and 0 <= y < h:
                        c = image.pixel(int(x), int(y))
                        points.append(((c >> 16) & 255, (c >> 8) & 255, c & 255))
            if points:
                out[key] = points
        return out

    def colours(self, scene, within: float = 0.5) -> dict[Any, list[tuple[int, int, int]]]:
        """Each cell -> the colours of its points within ``within`` of its
        half-size from its centre (what the hue votes use: the piece, not the
        lines between cells)."""
        out = {}
        for k, pts in self.cells(scene).items():
            near = [p[2] for p in pts if p[0] ** 2 + p[1] ** 2 <= within**2]
            if near:
                out[k] = near
        return out


def _odd_even():
    from PySide6.QtCore import Qt

    return Qt.FillRule.OddEvenFill


_ODD_EVEN = _odd_even()


def proposal(helper, index: int, data: dict[str, Any], sampler: Sampler) -> dict[str, Any] | None:
    """The board file ``data`` with what the photo shows on player ``index``'s
    board filled in, by the game's hook (None: the game reads nothing from a photo)."""
    return helper.proposal(index, sampler.colours(helper.board_scene(index)), data, sampler=sampler)


class ReadPhotoError(Exception):
    """Input ``read_photo`` refuses; ``message`` is an English sentence for one line."""


def alignment_frame(scene) -> QPolygonF:
    """The four points of the grid the person clicks, as the window asks for them."""
    from . import photo

    quad = getattr(photo, "alignment_quad", None)
    return quad(scene) if callable(quad) else photo.board_quad(scene)


def parse_points(text: str) -> list[QPointF]:
    """ "x1,y1,x2,y2,x3,y3,x4,y4" (photo pixels) -> four points, or ReadPhotoError."""
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    try:
        values = [float(p) for p in parts]
    except ValueError:
        raise ReadPhotoError(f"--points: {text!r} is not eight numbers x1,y1,...,x4,y4") from None
    if len(values) != 8 or not all(abs(v) < 1e6 for v in values):
        raise ReadPhotoError(f"--points: {text!r} is not eight numbers x1,y1,...,x4,y4")
    return [QPointF(values[k], values[k + 1]) for k in range(0, 8, 2)]


def blank_file(helper, options: dict[str, Any], players: int) -> dict[str, Any]:
    """The helper's empty board file with ``options`` and ``players`` players."""
    data = copy.deepcopy(helper.file_dict())
    data["options"] = dict(data.get("options") or {}, **options)
    entries = list(data.get("players") or [])
    while len(entries) < players:
        entries.append(copy.deepcopy(entries[-1]) if entries else {})
    for k, entry in enumerate(entries):
        if isinstance(entry, dict):
            entry["name"] = f"Player {k + 1}"
    data["players"] = entries[:players]
    return data


def read_photo(
    game_id: str,
    photo_path: str,
    points: Sequence[QPointF],
    options: dict[str, Any] | None = None,
    player: int = 0,
    data: dict[str, Any] | None = None,
    given: set[str] | frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """What the score helper proposes from the photo at ``photo_path`` for
    player ``player`` (0-based) of a board with ``options`` (or of the board
    file ``data``): that player's entry (Takenoko: ``{"garden": ...}``).
    ``points``: the photo pixels of the four alignment points
    (``alignment_frame``), in order. A QApplication must exist. Raises
    ReadPhotoError for a photo that cannot be read, a game without a
    pre-fill, options the game refuses or points that make no board; ``given``:
    the options the person named, each of which the board file must have."""
    from .photo import PhotoError, load_photo

    _check_game(game_id)
    try:
        pixmap = load_photo(photo_path)
    except PhotoError as exc:
        raise ReadPhotoError(f"{photo_path}: {exc.message.render()}") from None
    with _helper_showing(game_id, options, player, data, given) as (helper, scene):
        transform = QTransform()
        if len(points) != 4 or not QTransform.quadToQuad(QPolygonF(list(points)), alignment_frame(scene), transform):
            raise ReadPhotoError("--points: these four points make no board (give the four alignment points in order)")
        got = proposal(helper, player, helper.file_dict(), Sampler(pixmap.toImage(), transform))
        if got is None:
            raise ReadPhotoError(f"{game_id}: no pre-fill from a photo for this game")
        return {"garden": got.get("garden") or {"plots": {}}} if game_id == "takenoko" else got["players"][player]


def alignment_points_named(
    game_id: str,
    options: dict[str, Any] | None = None,
    player: int = 0,
    given: set[str] | frozenset[str] = frozenset(),
) -> list[dict[str, Any]]:
    """The four points ``read_photo`` takes, in order, said as a person finds them on the board
    (``gardenapp read-photo --which-points``): the space whose centre each is, named as the
    board file names spaces (Sanssouci ``"row,col"``, row 0 the terrace; Under the Leaves a
    field of a tile position ``"tx,ty"``: ``nw``, ``ne``, ``se`` or ``sw``), or, on a board
    without four such spaces, a corner of the grid's box."""
    from .photo import alignment_spaces

    _check_game(game_id)
    with _helper_showing(game_id, options, player, None, given) as (_helper, scene):
        spaces = alignment_spaces(scene)
        frame = alignment_frame(scene)
        if len(spaces) != 4 or [frame.at(k) for k in range(4)] != [
            scene.cell_items()[s].sceneBoundingRect().center() for s in spaces
        ]:
            corners = ("top left", "top right", "bottom right", "bottom left")
            return [{"point": k + 1, "grid_corner": corners[k]} for k in range(4)]
        return [{"point": k + 1, **_space_named(game_id, space)} for k, space in enumerate(spaces)]


def _space_named(game_id: str, space: Any) -> dict[str, Any]:
    if game_id == "sanssouci":  # the scene keys (player, row, col)
        return {"space": f"{space[1]},{space[2]}"}
    if game_id == "under_the_leaves":  # a field "x,y" of the field grid: tile (x // 2, y // 2)
        x, y = (int(v) for v in str(space).split(","))
        return {"tile": f"{x // 2},{y // 2}", "field": ("nw", "ne", "sw", "se")[(y % 2) * 2 + x % 2]}
    if isinstance(space, tuple):  # Takenoko's axial (q, r)
        return {"space": ",".join(str(v) for v in space)}
    return {"space": str(space)}


def _check_game(game_id: str) -> None:
    import gardenapp.games  # noqa: F401  (registers the games)

    from ..core import registry

    if registry.get(game_id) is None:
        raise ReadPhotoError(f"{game_id!r} is not a game ({', '.join(sorted(i.id for i in registry.catalogue()))})")


@contextmanager
def _helper_showing(
    game_id: str,
    options: dict[str, Any] | None,
    player: int,
    data: dict[str, Any] | None,
    given: set[str] | frozenset[str],
) -> Iterator[tuple[Any, Any]]:
    """The game's score helper, offscreen, showing ``data`` (or a blank board with ``options``)
    on player ``player``'s tab, and that player's board scene; deleted afterwards."""
    from .mainwindow import game_ui_module_name

    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    try:
        if data is None:
            known = dict(helper.file_dict().get("options") or {})
            extra = sorted(set(given) - set(known) - {"players"})
            if extra:
                raise ReadPhotoError(f"--option {extra[0]}: a {game_id} board file has no such option")
            chosen = {k: v for k, v in (options or {}).items() if k in known}
            data = blank_file(helper, chosen, int((options or {}).get("players", max(2, player + 1))))
        if not 0 <= player < len(data.get("players") or []):
            raise ReadPhotoError(f"--player {player + 1}: the board has {len(data.get('players') or [])} players")
        _load(helper, data)
        helper.tabs.setCurrentIndex(player)
        scene = helper.board_scene(player)
        if scene is None or not scene.cell_items():
            raise ReadPhotoError(f"{game_id}: there is no board to read for player {player + 1}")
        yield helper, scene
    finally:
        helper.deleteLater()


def _load(helper, data: dict[str, Any]) -> None:
    """Show ``data`` in the helper, refusing options the game does not have."""
    from ..core.errors import BoardFileError

    try:
        helper.game.board_from_dict(data)
    except BoardFileError as exc:  # an empty board has problems of its own: only the options' count here
        bad = [p.render() for p in exc.problems if p.where.startswith("options")]
        if bad:
            raise ReadPhotoError(bad[0]) from None
    helper.load_dict(data)
