"""Builders for Under the Leaves tests: tiles written as four fields NW NE SE SW
with the letters of §1.1 (G O P Y V, ~ = puddle, * = mushroom), e.g.
"G* O P P" is G01 front. A layout that is a real tile in some orientation is laid
as that tile; any other layout (rules tested in isolation) as a painted tile."""

from __future__ import annotations

from gardenapp.games.under_the_leaves import GAME, data
from gardenapp.games.under_the_leaves import garden as gd
from gardenapp.games.under_the_leaves.garden import Garden

LETTER = {"G": data.GREEN, "O": data.ORANGE, "P": data.PINK, "Y": data.YELLOW, "V": data.PURPLE, "~": data.PUDDLE}


def layout(text: str) -> tuple:
    return tuple((LETTER[w[0]], w.endswith("*")) for w in text.split())


def real_tile(text: str) -> tuple[int, int] | None:
    return data.LAYOUT_INDEX.get(layout(text))


def start_garden(start: str = "S1", rotation: int = 0) -> Garden:
    return Garden(data.TILE_INDEX[start], rotation)


def tp(g: Garden, tx: int, ty: int) -> int:
    return g.tile_id(tx, ty)


def f(g: Garden, x: int, y: int) -> int:
    return g.field_id(x, y)


def lay(g: Garden, tx: int, ty: int, text: str, cards=(), choices=(), require_real: bool = False) -> list:
    """Lay a tile and run every arrival; choices (field labels "x,y") are taken in order, then
    the default rule. Returns the arrival records."""
    out: list = []
    pos = tp(g, tx, ty)
    assert pos in g.frontier, f"{tx},{ty} is not next to the garden"
    found = real_tile(text)
    if found is not None:
        g.place(pos, found[0], found[1], out)
    else:
        assert not require_real, f"{text} is not a real tile"
        g.place_layout(pos, layout(text), out)
    cards = data.in_check_order(cards)
    pending = list(choices)
    asked = gd.run_cards(g, cards, 0, out)
    while asked is not None:
        card, i, cands = asked
        if pending:
            x, y = (int(v) for v in pending.pop(0).split(","))
            choice = g.field_id(x, y)
            assert choice in cands, (card, g.labels(cands))
        else:
            choice = gd.default_choice(g, card, cands)
        left = gd.apply_choice(g, card, choice, cands, out)
        asked = (card, i, left) if left else gd.run_cards(g, cards, i + 1, out)
    assert not pending, "choices left over"
    return out


def with_tiles(s, p: int, *placements: tuple[int, int, str], choices=()):
    """The position ``s`` with real tiles laid in seat ``p``'s garden after its own, each
    ``(tx, ty, "NW NE SE SW")`` (the layout names the tile and its orientation), and the choices of
    §5.5 they ask; read back through GAME.position_from_dict (docs/formats.md §6.6), which replays
    the garden with the cards in play. The tiles leave the bag and the tiles removed at setup."""
    d = GAME.position_to_dict(s)
    fields = d["position"]
    garden = fields["gardens"][p]
    for tx, ty, text in placements:
        found = real_tile(text)
        assert found is not None, f"{text} is not a real tile"
        tile = data.TILE_IDS[found[0]]
        garden["tiles"].append([tile, f"{tx},{ty}", found[1]])
        fields["bag"] = [t for t in fields["bag"] if t != tile]
        fields["removed"] = [t for t in fields["removed"] if t != tile]
    garden["choices"] += list(choices)
    return GAME.position_from_dict(d)


def awards(out: list, card: str) -> list[tuple[int, tuple]]:
    return [(r[2], r[3]) for r in out if r[0] == "dweller" and r[1] == card]


def bees(out: list) -> int:
    return sum(r[2] for r in out if r[0] in ("bee_new", "bee_bonus"))


def labels(g: Garden, fields) -> list[str]:
    return list(g.labels(fields))


def file_dict(players, cards=None) -> dict:
    d = {"format": "gardenapp-board", "version": 1, "game": "under_the_leaves", "players": players}
    if cards is not None:
        d["options"] = {"cards": list(cards)}
    return d


def pawns(bees=0, hummingbirds=0, leaf=0, puddle=0, mushroom=0) -> dict:
    return {"bees": bees, "hummingbirds": hummingbirds, "leaf": leaf, "puddle": puddle, "mushroom": mushroom}


__all__ = [
    "GAME",
    "data",
    "gd",
    "Garden",
    "lay",
    "start_garden",
    "tp",
    "f",
    "awards",
    "bees",
    "labels",
    "real_tile",
    "layout",
    "file_dict",
    "pawns",
]
