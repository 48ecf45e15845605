"""Finished-board files of Under the Leaves (§8, docs/formats.md §1.8) and the
one scorer entry point for them.

Three levels, each optional beyond the first:

1. ``pawns`` per player (bees, hummingbirds, leaf, puddle, mushroom as counted on
   the table before the majority bonus): **authoritative**, always enough to score.
2. ``tiles``: the garden, tile by tile (``tile`` id with ``side``/``rotation``, or the
   four ``fields`` painted NW, NE, SE, SW such as ``"pink*"`` / ``"puddle"``, from which
   the tile and its orientation are identified, §1.2). Checked (unknown layouts, a tile
   used twice, starting tiles, connection through full sides); hummingbirds and the
   static dwellers (Loner, Shy, Skipper) computed and compared, lower bounds of §8
   warned; a garden of other than 13 tiles is a warning.
3. ``order`` (tile positions in the order laid; the starting tile may lead) and
   ``choices`` (the §5.5 choices, in order: the field that took a Collector/Friendly
   pawn, or the NW field of a Thoughtful/Flirty square, or any of its fields that lies in no
   other candidate square): the engine replays the
   garden and every count it gives is compared with the typed one (warnings).

Coordinates are the file's own: the starting tile may sit anywhere (§8).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.boardfile import FORMAT, VERSION, BoardSchema, player_name
from ...core.checker import Checker, key_path
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural, shown
from ...core.score import ScoreSheet
from . import data, scoring
from . import garden as gd
from .actions import parse_pair
from .garden import Garden

PAWN_KEYS = ("bees", "hummingbirds", "leaf", "puddle", "mushroom")
PAWN_NAMES = {
    "bees": QT_TRANSLATE_NOOP("engine", "bees"),
    "hummingbirds": QT_TRANSLATE_NOOP("engine", "hummingbirds"),
    "leaf": QT_TRANSLATE_NOOP("engine", "leaf dwellers"),
    "puddle": QT_TRANSLATE_NOOP("engine", "puddle dwellers"),
    "mushroom": QT_TRANSLATE_NOOP("engine", "mushroom dwellers"),
}


_ORDER_ENTRY = QT_TRANSLATE_NOOP(
    "engine", '{value} is not a tile position "tx,ty", a tile id of this garden or an index into its tiles'
)


@dataclass(frozen=True)
class TileEntry:
    tile: str  # §1.4 / §1.5 id
    at: tuple[int, int]  # tile position (file coordinates)
    side: str = "F"
    rotation: int = 0


@dataclass(frozen=True)
class PlayerBoard:
    name: str
    pawns: tuple[int, int, int, int, int]  # PAWN_KEYS order, before the majority bonus
    tiles: tuple[TileEntry, ...] | None = None  # level 2
    order: tuple[tuple[int, int], ...] | None = None  # level 3: positions in the order laid
    choices: tuple[tuple[int, int], ...] | None = None
    # What the app computed from the tiles (filled by board_from_dict; not part of equality).
    garden: Garden | None = field(default=None, compare=False, repr=False)
    replayed: bool = field(default=False, compare=False, repr=False)
    notes: tuple[Message, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class LeavesBoard:
    cards: tuple[str, ...] | None  # the three dweller cards in play (leaf, puddle, mushroom order)
    players: tuple[PlayerBoard, ...]


def _fields_text(layout) -> str:
    return " ".join(data.KINDS[k] + ("*" if m else "") for k, m in layout)


# -- reading ------------------------------------------------------------------------------------------
SCHEMA = BoardSchema(
    Path(__file__).with_name("board.schema.json"),
    {
        "#/$defs/position": QT_TRANSLATE_NOOP("engine", '{value} is not a tile position "tx,ty"'),
        "#/$defs/field": QT_TRANSLATE_NOOP(
            "engine", "{value} is not a field (a colour, with * for a mushroom, or puddle)"
        ),
        "#/$defs/tile:anyOf": QT_TRANSLATE_NOOP("engine", "needs a tile id or its four fields"),
        "players[*].tiles[*].fields:minItems": QT_TRANSLATE_NOOP("engine", "needs the four fields NW, NE, SE, SW"),
        "players[*].tiles[*].fields:maxItems": QT_TRANSLATE_NOOP("engine", "needs the four fields NW, NE, SE, SW"),
        "players[*].order[*]": _ORDER_ENTRY,
        "players[*].choices[*]": QT_TRANSLATE_NOOP("engine", '{value} is not a position "x,y"'),
    },
)


def board_from_dict(game, d: Mapping[str, Any]) -> LeavesBoard:
    """The board of a file; BoardFileError lists every problem: the
    schema's, then what it cannot say (the cards in play, each garden's
    tiles, order and choices, replayed), on the parts it found sound."""
    ck = Checker()
    found = SCHEMA.check(d, ck)
    cards = _check_cards(ck, d["options"]["cards"]) if found.sound("options", "cards") else None
    owners: dict[str, int] = {}  # tile id -> the player whose garden holds it
    out = []
    for i, p in found.objects("players"):
        at, where = ("players", i), key_path("players", i)
        name = player_name(d, i)
        tiles = None
        if "tiles" in p and found.checked(*at, "tiles"):
            tiles = _check_tiles(ck, d, found, p["tiles"], at, owners)
        order = choices = None
        if "order" in p:
            if "tiles" not in p:
                ck.add(key_path(where, "order"), QT_TRANSLATE_NOOP("engine", "an order needs the tiles (level 2)"))
            elif found.sound(*at, "order"):
                order = _check_order(ck, p["order"], key_path(where, "order"), tiles)
        if "choices" in p:
            if "order" not in p:
                ck.add(key_path(where, "choices"), QT_TRANSLATE_NOOP("engine", "choices need the order (level 3)"))
            elif found.sound(*at, "choices"):
                choices = tuple(_position(v) for v in p["choices"])
        garden: Garden | None = None
        replayed = False
        notes: tuple[Message, ...] = ()
        if tiles is not None and ("order" not in p or order is not None):
            garden, replayed, notes = _build_garden(ck, where, name, tiles, order, choices, cards)
        if found.sound(*at):
            pawns = tuple(p["pawns"][k] for k in PAWN_KEYS)
            out.append(PlayerBoard(name, pawns, tiles, order, choices, garden, replayed, notes))
    ck.raise_if_any()
    return LeavesBoard(cards, tuple(out))


def _position(text: str) -> tuple[int, int]:
    xy = parse_pair(text)
    assert xy is not None, 'the schema\'s position is the canonical "tx,ty"'
    return xy


def _check_cards(ck: Checker, value: list[str]) -> tuple[str, ...] | None:
    if sorted(data.CARD_BY_ID[c].type for c in value) != sorted(data.DWELLER_TYPES):
        ck.add(
            "options.cards",
            QT_TRANSLATE_NOOP("engine", "needs exactly one leaf, one puddle and one mushroom card"),
        )
        return None
    return data.in_check_order(value)


def _check_order(ck: Checker, value: list[Any], where: str, tiles) -> tuple[tuple[int, int], ...] | None:
    """The order as tile positions; an entry may also name a tile by its id ("G12") or by its
    index in ``tiles``."""
    out = []
    ok = tiles is not None
    for j, v in enumerate(value):
        xy = parse_pair(v) if isinstance(v, str) else None
        if xy is None and tiles is not None:
            if isinstance(v, str):
                xy = next((t.at for t in tiles if t.tile == v), None)
            elif 0 <= v < len(tiles):
                xy = tiles[v].at
        if xy is None and tiles is not None:
            ck.add(key_path(where, j), _ORDER_ENTRY, value=shown(v))
            ok = False
        elif xy is not None:
            out.append(xy)
    return tuple(out) if ok else None


def _check_tiles(
    ck: Checker, d: Mapping[str, Any], found, value: list[Any], at: tuple, owners: dict[str, int]
) -> tuple[TileEntry, ...] | None:
    """The tiles of a garden (None when one cannot be read): each a tile of the game, once in the
    whole file, one per position; one starting tile, single-sided; all joined through full sides."""
    where = key_path(key_path("players", at[1]), "tiles")
    out = []
    ok = True
    at_seen: dict[tuple[int, int], str] = {}
    starts: list[tuple[str, TileEntry]] = []
    for j, entry in enumerate(value):
        w = key_path(where, j)
        if not found.sound(*at, "tiles", j):
            ok = False
            continue
        tile = data.TILE_INDEX[entry["tile"]] if "tile" in entry else None
        side, rot = entry.get("side"), entry.get("rotation")
        if "fields" in entry:
            shown_tile = _from_fields(ck, entry["fields"], w, tile, side, rot)
            if shown_tile is None:
                ok = False
                continue
            tile, side, rot = shown_tile
        assert tile is not None  # the schema's tile has an id or its fields
        side = "F" if side is None else side
        rot = 0 if rot is None else rot
        if data.is_start(tile) and side == "B":
            ck.add(
                key_path(w, "side"),
                QT_TRANSLATE_NOOP("engine", "a starting tile is single-sided (side F only)"),
            )
            ok = False
            continue
        tid = data.TILE_IDS[tile]
        xy = _position(entry["at"])
        if tid in owners:
            if owners[tid] == at[1]:
                ck.add(w, QT_TRANSLATE_NOOP("engine", "tile {tile} is used twice in this garden"), tile=tid)
            else:
                ck.add(
                    w,
                    QT_TRANSLATE_NOOP("engine", "tile {tile} is already in {name}'s garden"),
                    tile=tid,
                    name=player_name(d, owners[tid]),
                )
            ok = False
            continue
        owners[tid] = at[1]
        if xy in at_seen:
            ck.add(
                key_path(w, "at"),
                QT_TRANSLATE_NOOP("engine", "position {at} already holds tile {other}"),
                at=entry["at"],
                other=at_seen[xy],
            )
            ok = False
            continue
        at_seen[xy] = tid
        t = TileEntry(tid, xy, side, rot)
        if data.is_start(tile):
            starts.append((w, t))
        out.append(t)
    for w, _ in starts[1:]:
        first = starts[0][1]
        ck.add(
            w,
            QT_TRANSLATE_NOOP("engine", "a second starting tile (the first is {tile} at {at})"),
            tile=first.tile,
            at=f"{first.at[0]},{first.at[1]}",
        )
        ok = False
    if ok and not starts:
        ck.add(where, QT_TRANSLATE_NOOP("engine", "no starting tile (S1-S4) in this garden"))
        ok = False
    if ok:
        ok = _check_connected(ck, where, out)
    return tuple(out) if ok else None


def _from_fields(
    ck: Checker, fields: list[str], w: str, tile: int | None, side: str | None, rot: int | None
) -> tuple[int, str, int] | None:
    """The (tile, side, rotation) a tile entry's ``fields`` show, agreeing with its ``tile``, ``side``
    and ``rotation`` when they are given (None: a problem, added at its place)."""
    found_tile = _identify(ck, fields, key_path(w, "fields"))
    if found_tile is None:
        return None
    ft, fo = found_tile
    if tile is not None and tile != ft:
        ck.add(
            key_path(w, "tile"),
            QT_TRANSLATE_NOOP("engine", "{tile} does not match the fields, which show tile {found}"),
            tile=data.TILE_IDS[tile],
            found=data.TILE_IDS[ft],
        )
        return None
    if side is not None and side != data.SIDES[fo // 4]:
        ck.add(
            key_path(w, "side"), QT_TRANSLATE_NOOP("engine", "the fields show side {found}"), found=data.SIDES[fo // 4]
        )
        return None
    if rot is not None and rot != fo % 4:
        ck.add(key_path(w, "rotation"), QT_TRANSLATE_NOOP("engine", "the fields show rotation {found}"), found=fo % 4)
        return None
    return ft, data.SIDES[fo // 4], fo % 4


def _identify(ck: Checker, fields: list[str], where: str) -> tuple[int, int] | None:
    layout = tuple((data.KIND_INDEX[f.rstrip("*")], f.endswith("*")) for f in fields)
    found = data.LAYOUT_INDEX.get(layout)
    if found is None:
        ck.add(
            where,
            QT_TRANSLATE_NOOP("engine", "{fields} matches no tile in any orientation"),
            fields=_fields_text(layout),
        )
    return found


def _check_connected(ck: Checker, where: str, tiles: list[TileEntry]) -> bool:
    """§4.1: every tile joined to the starting tile through full sides."""
    pos = {t.at: j for j, t in enumerate(tiles)}
    start = next(t.at for t in tiles if data.is_start(data.TILE_INDEX[t.tile]))
    seen = {start}
    stack = [start]
    while stack:
        x, y = stack.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in pos and n not in seen:
                seen.add(n)
                stack.append(n)
    ok = True
    for t in tiles:
        if t.at not in seen:
            ck.add(
                key_path(where, pos[t.at]),
                QT_TRANSLATE_NOOP("engine", "tile {tile} at {at} is not joined to the garden through a full side"),
                tile=t.tile,
                at=f"{t.at[0]},{t.at[1]}",
            )
            ok = False
    return ok


def _build_garden(
    ck: Checker,
    where: str,
    name: str,
    tiles: tuple[TileEntry, ...],
    order: tuple[tuple[int, int], ...] | None,
    choices: tuple[tuple[int, int], ...] | None,
    cards: tuple[str, ...] | None,
) -> tuple[Garden | None, bool, tuple[Message, ...]]:
    by_at = {t.at: t for t in tiles}
    start = next(t for t in tiles if data.is_start(data.TILE_INDEX[t.tile]))
    g = Garden(data.TILE_INDEX[start.tile], start.rotation, start.at[0], start.at[1])
    far = [t for t in tiles if g.tile_id(*t.at) is None]
    if far:
        ck.add(
            key_path(where, "tiles"),
            QT_TRANSLATE_N_NOOP("engine", "the garden reaches more than %n tiles away from its starting tile"),
            numerus="limit",
            limit=gd.TOFF - 2,
        )
        return None, False, ()
    if order is None:
        _lay_outward(g, start, by_at)  # level 2: arrivals are not replayed
        return g, False, ()
    seq = _order_sequence(ck, key_path(where, "order"), order, tiles, start)
    if seq is None:
        return None, False, ()
    return _replay_order(ck, where, name, g, seq, len(order) - len(seq), by_at, choices, cards)


def _lay_outward(g: Garden, start: TileEntry, by_at: dict[tuple[int, int], TileEntry]) -> None:
    """Level 2: lay the tiles outward from the start, breadth first (arrivals are not replayed)."""
    seen = {start.at}
    queue = [start.at]
    sequence = []
    while queue:
        x, y = queue.pop(0)
        for n in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
            if n in by_at and n not in seen:
                seen.add(n)
                queue.append(n)
                sequence.append(by_at[n])
    sink: list = []
    for t in sequence:
        o = data.orientation(data.SIDES.index(t.side), t.rotation)
        tp = g.tile_id(*t.at)
        assert tp is not None, "every tile is within the garden's reach: the far ones were refused above"
        g.place(tp, data.TILE_INDEX[t.tile], o, sink)


def _order_sequence(
    ck: Checker,
    w_order: str,
    order: tuple[tuple[int, int], ...],
    tiles: tuple[TileEntry, ...],
    start: TileEntry,
) -> list[tuple[int, int]] | None:
    """Level 3: the order given, without the starting tile; every other tile listed once (None: a problem)."""
    by_at = {t.at: t for t in tiles}
    seq = list(order)
    if seq and seq[0] == start.at:
        seq = seq[1:]
    ok = True
    listed = set()
    for j, at in enumerate(seq):
        jj = j + (len(order) - len(seq))
        if at not in by_at:
            ck.add(
                key_path(w_order, jj),
                QT_TRANSLATE_NOOP("engine", "{at} is not a tile position of this garden"),
                at=f"{at[0]},{at[1]}",
            )
            ok = False
        elif at in listed or at == start.at:
            ck.add(key_path(w_order, jj), QT_TRANSLATE_NOOP("engine", "{at} is listed twice"), at=f"{at[0]},{at[1]}")
            ok = False
        listed.add(at)
    missing = [t.at for t in tiles if t.at not in listed and t is not start]
    if ok and missing:
        ck.add(w_order, QT_TRANSLATE_NOOP("engine", "does not list {at}"), at=", ".join(f"{x},{y}" for x, y in missing))
        ok = False
    return seq if ok else None


def _replay_order(
    ck: Checker,
    where: str,
    name: str,
    g: Garden,
    seq: list[tuple[int, int]],
    skipped: int,
    by_at: dict[tuple[int, int], TileEntry],
    choices: tuple[tuple[int, int], ...] | None,
    cards: tuple[str, ...] | None,
) -> tuple[Garden | None, bool, tuple[Message, ...]]:
    """Level 3: lay ``seq`` (``skipped`` entries of the order before it: the start) with every
    arrival, each choice (docs/rules/under_the_leaves.md §5.5) taken from ``choices`` while they last."""
    w_order = key_path(where, "order")
    notes: list[Message] = []
    cards = cards or ()
    if not cards:
        notes.append(
            msg(
                QT_TRANSLATE_NOOP(
                    "engine", "{name}: without the dweller cards in play, the replay checks bees and hummingbirds only"
                ),
                name=name,
            )
        )
    pending_choices = list(choices or ())
    used_choice = 0
    defaulted = False
    w_choices = key_path(where, "choices")
    for j, at in enumerate(seq):
        tp = g.tile_id(*at)
        if tp not in g.frontier:
            ck.add(
                key_path(w_order, j + skipped),
                QT_TRANSLATE_NOOP("engine", "{at} does not share a full side with the tiles laid before it"),
                at=f"{at[0]},{at[1]}",
            )
            return None, False, ()
        t = by_at[at]
        out: list = []
        g.place(tp, data.TILE_INDEX[t.tile], data.orientation(data.SIDES.index(t.side), t.rotation), out)
        asked = gd.run_cards(g, cards, 0, out)
        ok, used_choice, by_default = _arrivals(ck, g, cards, asked, pending_choices, (w_choices, used_choice), at, out)
        if not ok:
            return None, False, ()
        defaulted = defaulted or by_default
    if pending_choices:
        ck.add(
            w_choices,
            QT_TRANSLATE_N_NOOP("engine", "%n choices left over: the replay asked for {used}"),
            numerus="count",
            count=len(pending_choices),
            used=used_choice,
        )
        return None, False, ()
    if defaulted:
        notes.append(
            msg(
                QT_TRANSLATE_NOOP(
                    "engine",
                    "{name}: the choices ran out during the replay; the app chose the rest as its computer players do",
                ),
                name=name,
            )
        )
    return g, True, tuple(notes)


def _arrivals(
    ck: Checker,
    g: Garden,
    cards: tuple[str, ...],
    asked: tuple[str, int, list[int]] | None,
    pending: list[tuple[int, int]],
    w_choices: tuple[str, int],
    at: tuple[int, int],
    out: list,
) -> tuple[bool, int, bool]:
    """Every arrival after the tile laid at ``at``, each choice the next of ``pending`` (a square
    may be named by any of its fields when that is unambiguous), else the computer players' choice.
    ``w_choices``: the choices' place and how many were used before. (No problem, choices used in
    all, whether one was made by default.)"""
    where, used = w_choices
    defaulted = False
    while asked is not None:
        card, i, cands = asked
        if pending:
            cx, cy = pending.pop(0)
            f = g.field_id(cx, cy)
            if f not in cands and card in data.SQUARE_CHOICE_CARDS:
                holding = [a for a in cands if f in gd.square_fields(a)]
                f = holding[0] if len(holding) == 1 else f
            if f not in cands:
                ck.add(
                    key_path(where, used),
                    QT_TRANSLATE_NOOP(
                        "engine", "{at} is not a choice for {card} after the tile at {tile} (candidates: {cands})"
                    ),
                    at=f"{cx},{cy}",
                    card=data.CARD_BY_ID[card].id,
                    tile=f"{at[0]},{at[1]}",
                    cands=", ".join(g.labels(cands)),
                )
                return False, used, defaulted
            used += 1
        else:
            f = gd.default_choice(g, card, cands)
            defaulted = True
        assert f is not None  # one of the candidates: checked above, or the default
        left = gd.apply_choice(g, card, f, cands, out)
        asked = (card, i, left) if left else gd.run_cards(g, cards, i + 1, out)
    return True, used, defaulted


# -- writing -------------------------------------------------------------------------------------------
def board_to_dict(game, b: LeavesBoard) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": game.id}
    if b.cards is not None:
        out["options"] = {"cards": list(b.cards)}
    players = []
    for p in b.players:
        entry: dict[str, Any] = {"name": p.name, "pawns": dict(zip(PAWN_KEYS, p.pawns))}
        if p.tiles is not None:
            entry["tiles"] = [
                {"tile": t.tile, "at": f"{t.at[0]},{t.at[1]}", "side": t.side, "rotation": t.rotation} for t in p.tiles
            ]
        if p.order is not None:
            entry["order"] = [f"{x},{y}" for x, y in p.order]
        if p.choices is not None:
            entry["choices"] = [f"{x},{y}" for x, y in p.choices]
        players.append(entry)
    out["players"] = players
    return out


def board_from_state(state, names: Sequence[str]) -> LeavesBoard:
    """A played position as a full level-3 board (pawns, tiles, order, choices)."""
    players = []
    for i, g in enumerate(state.gardens):
        tiles = tuple(TileEntry(data.TILE_IDS[t], g.tile_xy(tp), data.SIDES[o // 4], o % 4) for tp, t, o in g.order)
        order = tuple(g.tile_xy(tp) for tp, t, o in g.order[1:])
        choices = tuple(g.field_xy(f) for f in g.choices)
        players.append(PlayerBoard(names[i], g.pawns, tiles, order, choices, g, True))
    return LeavesBoard(tuple(state.cards), tuple(players))


# -- what a garden determines ------------------------------------------------------------------------
def computed_pawns(player: PlayerBoard, cards: Sequence[str] | None) -> dict[str, int]:
    """§8 level 2: the counts a player's garden alone determines, keyed as ``PAWN_KEYS``: the
    hummingbirds (§5.3), and for each static card among ``cards`` (Loner, Shy, Skipper) the pawns of
    its type. Empty when the player has no garden (no tiles, or tiles with problems)."""
    g = player.garden
    if g is None:
        return {}
    out = {"hummingbirds": g.pawns[gd.HUMMINGBIRDS]}
    for card in cards or ():
        if card in data.STATIC_CARDS:
            out[data.CARD_BY_ID[card].type] = len(gd.static_pawns(g, card))
    return out


# -- scoring ---------------------------------------------------------------------------------------------
def lower_bounds(
    g: Garden, cards: Sequence[str], typed: Mapping[str, int] | None = None
) -> dict[str, list[tuple[int, Message]]]:
    """§8 level 2: what any order of play must have brought, per pawn kind. With ``typed``, the
    square search (core.patterns) runs only when the typed count could be below its bound of 1."""
    out: dict[str, list[tuple[int, Message]]] = {}
    per_colour = [0] * 5
    secs = gd.pollinated_sectors(g)
    for k, _fs, _b, _m in secs:
        per_colour[k] += 1
    bees = sum(k * (k + 1) // 2 for k in per_colour)
    out.setdefault("bees", []).append(
        (bees, plural(QT_TRANSLATE_N_NOOP("engine", "%n pollinated sectors"), "count", count=len(secs)))
    )
    for card in cards:
        t = data.CARD_BY_ID[card].type
        name = msg(data.CARD_BY_ID[card].name)
        n = None
        if card == "restless":
            n = sum(1 for k, fs, b, m in secs if len(fs) >= 5)
        elif card == "runner":
            n = sum(1 for k, fs, b, m in secs if len(fs) >= 4 and gd.has_line4(g, fs))
        elif card == "host":
            n = sum(1 for k, fs, b, m in g.sectors.values() if k != data.PUDDLE and m >= 2)
        elif card == "diver":
            n = sum(1 for k, fs, b, m in g.sectors.values() if k == data.PUDDLE and len(fs) >= 2)
        elif card in ("thoughtful", "flirty"):
            if typed is not None and typed[t] >= 1:
                continue
            n = 1 if gd.shape_matches(g, card) else 0
        if n:
            out.setdefault(t, []).append((n, name))
    return out


def _against_replay(
    p: PlayerBoard, g: Garden, typed: dict[str, int], cards: tuple[str, ...], warnings: list[Message]
) -> dict[str, tuple[str, ...]]:
    """Level 3: the typed pawns against the replay's (bees and hummingbirds only without the cards);
    where each kind of pawn is."""
    computed = dict(zip(PAWN_KEYS, g.pawns))
    for k in PAWN_KEYS:
        if k in ("bees", "hummingbirds") or cards:
            if computed[k] != typed[k]:
                warnings.append(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "engine",
                            "{name}: {what} counted: {typed}, but replaying the order gives {computed}",
                        ),
                        name=p.name,
                        typed=typed[k],
                        what=msg(PAWN_NAMES[k]),
                        computed=computed[k],
                    )
                )
    return scoring.garden_where(g, cards)


def _against_board(
    p: PlayerBoard, g: Garden, typed: dict[str, int], cards: tuple[str, ...], warnings: list[Message]
) -> dict[str, tuple[str, ...]]:
    """Level 2: the typed pawns against what the tiles alone show (hummingbirds, the static cards'
    pawns, the lower bounds of §8); where those pawns are."""
    where: dict[str, tuple[str, ...]] = {}
    hb = g.pawns[gd.HUMMINGBIRDS]
    if hb != typed["hummingbirds"]:
        warnings.append(
            plural(
                QT_TRANSLATE_N_NOOP(
                    "engine",
                    "{name}: %n hummingbirds counted, but the board holds {computed}",
                ),
                "typed",
                name=p.name,
                typed=typed["hummingbirds"],
                computed=hb,
            )
        )
    where["hummingbirds"] = scoring.garden_where(g, ())["hummingbirds"]
    for card in cards:
        if card in data.STATIC_CARDS:
            t = data.CARD_BY_ID[card].type
            found = gd.static_pawns(g, card)
            if len(found) != typed[t]:
                warnings.append(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "engine",
                            "{name}: {what} counted: {typed}, but {card} puts {computed} on this board",
                        ),
                        name=p.name,
                        typed=typed[t],
                        what=msg(PAWN_NAMES[t]),
                        card=msg(data.CARD_BY_ID[card].name),
                        computed=len(found),
                    )
                )
            where[t] = (card,) + g.labels({f for at, fs in found for f in fs})
    for k, bounds in lower_bounds(g, cards, typed).items():
        for bound, why in bounds:
            if typed[k] < bound:
                warnings.append(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "engine",
                            "{name}: {what} counted: {typed}, fewer than the {bound} the board guarantees ({why})",
                        ),
                        name=p.name,
                        typed=typed[k],
                        what=msg(PAWN_NAMES[k]),
                        bound=bound,
                        why=why,
                    )
                )
    return where


def score_board(game, b: LeavesBoard) -> ScoreSheet:
    """THE scorer for files: typed pawns are authoritative (§8 level 1); what the
    tiles or the replay show is compared and reported as warnings."""
    warnings: list[Message] = []
    entries = []
    cards = b.cards or ()
    for p in b.players:
        typed = dict(zip(PAWN_KEYS, p.pawns))
        where: dict[str, tuple[str, ...]] = {}
        g = p.garden
        if g is not None:
            warnings.extend(p.notes)
            n_tiles = len(g.tiles)
            if n_tiles != data.GARDEN_TILES:
                warnings.append(
                    plural(
                        QT_TRANSLATE_N_NOOP("engine", "{name}: the garden has %n tiles; a finished garden has 13"),
                        "count",
                        name=p.name,
                        count=n_tiles,
                    )
                )
            check = _against_replay if p.replayed else _against_board
            where = check(p, g, typed, cards, warnings)
        entries.append(scoring.PawnEntry(p.name, *p.pawns, where=where))
    return scoring.score_sheet(game.id, entries, warnings)
