"""Reading an Under the Leaves garden from a photo (docs/architecture.md §6.5): each field
shows its colour or the puddle's water (spec §1.1), and the four fields of a
tile position name the tile, its side and its rotation, since no two of the
416 layouts share their four colours (spec §1.2: checked in the tests). The
mushrooms then come from the tile. The pawns are left to the person: their
count is what scores (spec §8 level 1) and a photo from above cannot count a
pile. Measured by benchmarks/bench_prefill.py.

``colours`` are the colours the helper draws, ``{kind: (r, g, b)}`` for the
kinds of ``data.KINDS``; a field's kind is their vote (``gardenapp.ui.prefill``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....games.under_the_leaves import data
from ...prefill import vote

RGB = tuple[float, float, float]
# The four kinds of a layout, NW NE SE SW -> (tile, orientation).
BY_KINDS: dict[tuple[int, ...], tuple[int, int]] = {
    tuple(kind for kind, _mushroom in layout): found for layout, found in data.LAYOUT_INDEX.items()
}


def identify(kinds: Sequence[str | None]) -> tuple[str, str, int] | None:
    """(tile id, side, rotation) of the layout with these four kinds (NW NE SE SW), if any."""
    if any(k not in data.KIND_INDEX for k in kinds):
        return None
    found = BY_KINDS.get(tuple(data.KIND_INDEX[k] for k in kinds if k is not None))
    if found is None:
        return None
    tile, o = found
    side, rotation = data.side_rotation(o)
    return data.TILE_IDS[tile], data.SIDES[side], rotation


def tile_fields(tx: int, ty: int) -> list[str]:
    """The field ids of tile position (tx, ty), NW NE SE SW (spec §1.2)."""
    return [f"{2 * tx},{2 * ty}", f"{2 * tx + 1},{2 * ty}", f"{2 * tx + 1},{2 * ty + 1}", f"{2 * tx},{2 * ty + 1}"]


def _xy(cell: Any) -> tuple[int, int] | None:
    try:
        x, y = (int(v) for v in str(cell).split(","))
    except ValueError:
        return None
    return x, y


def propose(entry: dict[str, Any], samples: Mapping[str, Sequence[RGB]], colours: Mapping[str, RGB]) -> dict[str, Any]:
    """A player entry with every tile the photo shows laid on the positions
    that hold no tile yet (``samples``: field id "x,y" -> colours); a position
    whose four fields name no tile is left to the person."""
    tiles = list(entry.get("tiles") or [])
    taken = {t.get("at") for t in tiles if isinstance(t, dict)}
    positions = {(xy[0] // 2, xy[1] // 2) for xy in map(_xy, samples) if xy is not None}
    for tx, ty in sorted(positions, key=lambda t: (t[1], t[0])):
        at = f"{tx},{ty}"
        fields = tile_fields(tx, ty)
        if at in taken or not all(samples.get(f) for f in fields):
            continue
        found = identify([vote(samples[f], colours) for f in fields])
        if found is not None:
            tiles.append({"tile": found[0], "at": at, "side": found[1], "rotation": found[2]})
    return dict(entry, tiles=tiles)
