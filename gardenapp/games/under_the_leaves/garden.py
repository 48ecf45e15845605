"""One player's garden and the arrival rules (§3, §4.2, §5, §7).

Geometry: spec coordinates (§1.2) are tiles ``(tx, ty)`` and fields ``(x, y)``
on a grid twice as fine, x east, y south (core.squaregrid's Under the Leaves
helpers). Inside, a garden numbers them densely so that a step is an addition:

* tile position id ``tp = (ty - oty + 16) * 32 + (tx - otx + 16)``;
* field id ``f = (y - 2·oty + 32) * 64 + (x - 2·otx + 32)``: east is +1, south +64,
  diagonals ±63 / ±65.

``(otx, oty)`` is the starting tile's position (0, 0 in play; board files may put
it anywhere). A garden of 13 tiles never leaves the tables, so no wrap.

Bookkeeping of §5.1: ``sectors`` (every sector and puddle group, any size, with
its fields, bees and mushroom count), ``hb`` (hummingbirds per tile), ``used``
(each dweller card's used-field record of §5.8), ``awards`` (every dweller pawn
with the field it sits on and the fields that earned it) and the pawn totals.

Each card's algorithm is a function ``check_<card>`` over the garden right after
a placement; the cards with a player choice (§5.5) return their candidates so
the state can offer them as actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ...core import patterns
from . import data
from .data import LAYOUTS, PUDDLE

W = 64  # field ids per row
OFF = 32  # field offset
TW = 32  # tile ids per row
TOFF = 16  # tile offset
E, S = 1, W
ORTHO = (1, -1, W, -W)
DIAG = (W + 1, W - 1, -W + 1, -W - 1)
RING = ORTHO + DIAG
TILE_ORTHO = (1, -1, TW, -TW)

# Pawn kinds (the totals of §6.3), index into Garden.pawns.
BEES, HUMMINGBIRDS, LEAF, PUDDLE_P, MUSHROOM_P = range(5)
PAWN_KINDS = ("bees", "hummingbirds", "leaf", "puddle", "mushroom")
TYPE_PAWN = {data.LEAF: LEAF, data.PUDDLE_TYPE: PUDDLE_P, data.MUSHROOM: MUSHROOM_P}


def _tile_fields(tp: int) -> tuple[int, int, int, int]:
    ty, tx = divmod(tp, TW)
    nw = 2 * ty * W + 2 * tx
    return (nw, nw + 1, nw + W + 1, nw + W)


TILE_FIELDS: tuple[tuple[int, int, int, int], ...] = tuple(_tile_fields(tp) for tp in range(TW * TW))
ORIGIN_TILE = TOFF * TW + TOFF


def field_tile(f: int) -> int:
    y, x = divmod(f, W)
    return (y // 2) * TW + x // 2


def square_fields(a: int) -> tuple[int, int, int, int]:
    """The 2×2 block with NW field ``a`` (§5.7)."""
    return (a, a + 1, a + W, a + W + 1)


def squares_overlap(a: int, b: int) -> bool:
    return abs(a % W - b % W) <= 1 and abs(a // W - b // W) <= 1


# -- shapes through core.patterns (docs/architecture.md §4) --------------------
# The Thoughtful/Flirty 2×2 square and the Runner line of 4, compiled once with shapely and turned
# into field-id offsets for the hot path; ``shape_matches`` asks the Matcher itself (tests and the
# score helper), and the tests prove both agree.
ANY_KIND = frozenset(range(6))
SQUARE_PATTERN = patterns.Pattern.of(
    {(0, 0): ANY_KIND, (1, 0): ANY_KIND, (0, 1): ANY_KIND, (1, 1): ANY_KIND}, grid="square", rotations=False
)
LINE4_PATTERN = patterns.Pattern.of(
    {(0, 0): ANY_KIND, (1, 0): ANY_KIND, (2, 0): ANY_KIND, (3, 0): ANY_KIND}, grid="square", rotations=True
)
_SQ = patterns.compile_pattern(SQUARE_PATTERN)
_L4 = patterns.compile_pattern(LINE4_PATTERN)
SQUARE_OFFSETS: tuple[int, ...] = tuple(dx + dy * W for dx, dy in _SQ.offsets[0])
# Lines of 4 starting at a field, going east and south (the west/north orientations find the same
# lines from their other end).
LINE4_OFFSETS: tuple[tuple[int, ...], ...] = tuple(
    tuple(dx + dy * W for dx, dy in offs) for offs in _L4.offsets if all(dx >= 0 and dy >= 0 for dx, dy in offs)
)


class Garden:
    """See the module docstring. ``copy`` is cheap (dicts of ints and tuples);
    the state copies a garden before changing it (copy-on-write)."""

    __slots__ = (
        "tiles",
        "kind",
        "mush",
        "puds",
        "sec_of",
        "sectors",
        "next_sid",
        "frontier",
        "qualified",
        "hb",
        "used",
        "pawns",
        "awards",
        "order",
        "turn_tile",
        "otx",
        "oty",
        "start",
        "choices",
        "_changed",
    )

    def __init__(self, start_tile: int, rotation: int = 0, otx: int = 0, oty: int = 0):
        self.tiles: dict[int, tuple[int, int]] = {}
        self.kind: dict[int, int] = {}
        self.mush: set[int] = set()
        self.puds: set[int] = set()
        self.sec_of: dict[int, int] = {}
        # sid -> (kind, fields, bees, mushrooms)
        self.sectors: dict[int, tuple[int, frozenset, int, int]] = {}
        self.next_sid = 0
        self.frontier: set[int] = set()
        self.qualified: set[int] = set()
        self.hb: dict[int, int] = {}
        self.used: dict[str, frozenset] = {}
        self.pawns: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
        # (card, pawn field (square: NW field), fields that earned it)
        self.awards: tuple[tuple[str, int, tuple[int, ...]], ...] = ()
        self.order: tuple[tuple[int, int, int], ...] = ()
        self.turn_tile = -1
        self.otx, self.oty = otx, oty
        self.start = start_tile
        # The player's choices of §5.5 in order (a field, or a square's NW field): board files' level 3.
        self.choices: tuple[int, ...] = ()
        self._changed: list[frozenset] | tuple = ()
        self._lay(ORIGIN_TILE, start_tile, rotation)
        self._merge(TILE_FIELDS[ORIGIN_TILE], [])
        self.turn_tile = -1

    def copy(self) -> "Garden":
        g = object.__new__(Garden)
        g.tiles = self.tiles.copy()
        g.kind = self.kind.copy()
        g.mush = self.mush.copy()
        g.puds = self.puds.copy()
        g.sec_of = self.sec_of.copy()
        g.sectors = self.sectors.copy()
        g.next_sid = self.next_sid
        g.frontier = self.frontier.copy()
        g.qualified = self.qualified.copy()
        g.hb = self.hb.copy()
        g.used = self.used.copy()
        g.pawns = self.pawns
        g.awards = self.awards
        g.order = self.order
        g.turn_tile = self.turn_tile
        g.otx, g.oty = self.otx, self.oty
        g.start = self.start
        g.choices = self.choices
        g._changed = ()
        return g

    # -- coordinates ---------------------------------------------------------------------------------
    def tile_id(self, tx: int, ty: int) -> int | None:
        x, y = tx - self.otx + TOFF, ty - self.oty + TOFF
        if 1 <= x < TW - 1 and 1 <= y < TW - 1:
            return y * TW + x
        return None

    def tile_xy(self, tp: int) -> tuple[int, int]:
        ty, tx = divmod(tp, TW)
        return tx - TOFF + self.otx, ty - TOFF + self.oty

    def tile_label(self, tp: int) -> str:
        tx, ty = self.tile_xy(tp)
        return f"{tx},{ty}"

    def field_xy(self, f: int) -> tuple[int, int]:
        y, x = divmod(f, W)
        return x - OFF + 2 * self.otx, y - OFF + 2 * self.oty

    def field_label(self, f: int) -> str:
        x, y = self.field_xy(f)
        return f"{x},{y}"

    def field_id(self, x: int, y: int) -> int | None:
        fx, fy = x - 2 * self.otx + OFF, y - 2 * self.oty + OFF
        if 0 <= fx < W and 0 <= fy < W:
            return fy * W + fx
        return None

    def labels(self, fields: Iterable[int]) -> tuple[str, ...]:
        return tuple(self.field_label(f) for f in sorted(fields))

    # -- placement (§4.1) -------------------------------------------------------------------------------
    def legal_positions(self) -> list[int]:
        """Empty tile positions sharing a full side with the garden, in id order."""
        return sorted(self.frontier)

    def _lay(self, tp: int, tile: int, o: int, layout=None) -> None:
        self.tiles[tp] = (tile, o)
        self.order = self.order + ((tp, tile, o),)
        fr = self.frontier
        fr.discard(tp)
        tiles = self.tiles
        for d in TILE_ORTHO:
            n = tp + d
            if n not in tiles:
                fr.add(n)
        kind = self.kind
        for f, (k, m) in zip(TILE_FIELDS[tp], LAYOUTS[tile][o] if layout is None else layout):
            kind[f] = k
            if m:
                self.mush.add(f)
            elif k == PUDDLE:
                self.puds.add(f)
        self.turn_tile = tp

    def place(self, tp: int, tile: int, o: int, out: list) -> None:
        """Lay a tile, then bees and hummingbirds (§5.2, §5.3). Dwellers follow
        (``resolve``). ``out`` receives what arrived, for the events."""
        self._lay(tp, tile, o)
        self._merge(TILE_FIELDS[tp], out)
        self._hummingbirds(out)

    def place_layout(self, tp: int, layout, out: list) -> None:
        """Lay four fields that are no physical tile (tests of rules in isolation only; tile -1)."""
        self._lay(tp, -1, 0, layout)
        self._merge(TILE_FIELDS[tp], out)
        self._hummingbirds(out)

    def _add_pawns(self, kind: int, n: int) -> None:
        p = list(self.pawns)
        p[kind] += n
        self.pawns = (p[0], p[1], p[2], p[3], p[4])

    # -- sectors and bees (§3, §5.2, §7 A1-A2) ------------------------------------------------------------
    def _merge(self, new_fields: tuple[int, ...], out: list) -> None:
        """The sectors after laying ``new_fields`` (§5.1): each group of new fields of one kind joins
        the old sectors it touches; a newly pollinated sector brings its bees (§5.2)."""
        new_colours: list[tuple[int, int]] = []
        changed: list[frozenset] = []
        for k, nf, old in self._new_groups(new_fields):
            sid, fs, pollinated_now = self._join(k, nf, old)
            if pollinated_now:
                new_colours.append((k, sid))
            if k != PUDDLE and len(fs) >= 3:
                changed.append(fs)
        self._changed = changed
        for k, new_sid in new_colours:
            self._bees_of_new_sector(k, new_sid, out)

    def _new_groups(self, new_fields: tuple[int, ...]) -> list[list]:
        """The new fields in groups of one kind, each ``[kind, new fields, ids of the old sectors it
        touches]``; two groups of one kind joined through an old sector are one group."""
        kind, sec_of = self.kind, self.sec_of
        newset = set(new_fields)
        groups: list[list] = []
        seen: set[int] = set()
        for f in new_fields:
            if f in seen:
                continue
            k = kind[f]
            stack = [f]
            nf: list[int] = []
            old: set[int] = set()
            while stack:
                g = stack.pop()
                if g in seen:
                    continue
                seen.add(g)
                nf.append(g)
                for d in ORTHO:
                    n = g + d
                    if n in newset:
                        if n not in seen and kind[n] == k:
                            stack.append(n)
                    elif n in sec_of and kind[n] == k:
                        old.add(sec_of[n])
            for other in groups:
                if other[0] == k and other[2] & old:
                    other[1].extend(nf)
                    other[2] |= old
                    break
            else:
                groups.append([k, nf, old])
        return groups

    def _join(self, k: int, nf: list[int], old: set[int]) -> tuple[int, frozenset, bool]:
        """One group of new fields of kind ``k`` and the old sectors it touches as one sector (the
        largest part keeps its id); (its id, its fields, whether it is newly pollinated)."""
        sec_of, sectors, mush_set = self.sec_of, self.sectors, self.mush
        bees = mush = 0
        had_pollinated = False
        big_sid = -1
        big: frozenset[int] = frozenset()
        parts = []
        for sid in old:
            ok, ofields, obees, omush = sectors.pop(sid)
            bees += obees
            mush += omush
            if len(ofields) >= 3:
                had_pollinated = True
            if len(ofields) > len(big):
                if big_sid >= 0:
                    parts.append(big)
                big_sid, big = sid, ofields
            else:
                parts.append(ofields)
        for f in nf:
            if f in mush_set:
                mush += 1
        if big_sid >= 0:
            sid = big_sid  # the largest part keeps its id: fewer updates
            fs = big.union(nf, *parts)
        else:
            sid = self.next_sid
            self.next_sid += 1
            fs = frozenset(nf)
        pollinated_now = k != PUDDLE and len(fs) >= 3 and not had_pollinated
        if pollinated_now:
            bees = 1  # a newly created pollinated sector (§5.2)
        sectors[sid] = (k, fs, bees, mush)
        for f in nf:
            sec_of[f] = sid
        for part in parts:
            for f in part:
                sec_of[f] = sid
        return sid, fs, pollinated_now

    def _bees_of_new_sector(self, k: int, new_sid: int, out: list) -> None:
        """§5.2: a bee for the new pollinated sector of colour ``k``, and one more on each older one."""
        sectors = self.sectors
        self._add_pawns(BEES, 1)
        out.append(("bee_new", k, 1, sectors[new_sid][1]))
        older = []
        for sid, (sk, fs, _b, _m) in sectors.items():
            if sk == k and sid != new_sid and len(fs) >= 3:
                older.append(sid)
        if older:
            for sid in older:
                sk, fs, b, m = sectors[sid]
                sectors[sid] = (sk, fs, b + 1, m)
            self._add_pawns(BEES, len(older))
            # each older sector apart (the log names each, not one list of all their fields)
            out.append(("bee_bonus", k, len(older), tuple(sectors[sid][1] for sid in older)))

    def sector_at(self, f: int) -> tuple[int, frozenset, int, int]:
        return self.sectors[self.sec_of[f]]

    def turn_sectors(self) -> list[tuple[int, frozenset, int, int]]:
        """The sectors and puddle groups holding a field of the tile laid this turn."""
        if self.turn_tile < 0:
            return []
        sids = []
        for f in TILE_FIELDS[self.turn_tile]:
            sid = self.sec_of[f]
            if sid not in sids:
                sids.append(sid)
        return [self.sectors[s] for s in sids]

    # -- hummingbirds (§5.3, §7 A3) ---------------------------------------------------------------------
    def tile_qualifies(self, tp: int) -> bool:
        kind, sec_of, sectors = self.kind, self.sec_of, self.sectors
        for f in TILE_FIELDS[tp]:
            if kind[f] != PUDDLE and len(sectors[sec_of[f]][1]) < 3:
                return False
        return True

    def hummingbird_target(self, tp: int) -> tuple[int, int, int]:
        """(base, row, column) of a tile: what §5.3 puts on its nest."""
        q = self.qualified
        if tp not in q:
            return (0, 0, 0)
        return (1, int(tp - 1 in q and tp + 1 in q), int(tp - TW in q and tp + TW in q))

    def _hummingbirds(self, out: list) -> None:
        q = self.qualified
        # Only tiles with a field in a pollinated sector that changed this turn can start qualifying.
        maybe = set()
        for fs in self._changed:
            for f in fs:
                maybe.add(field_tile(f))
        newly = [tp for tp in maybe if tp not in q and self.tile_qualifies(tp)]
        if not newly:
            return
        q.update(newly)
        hb = self.hb
        gained = 0
        for tp in sorted(q):
            base, row, col = self.hummingbird_target(tp)
            target = base + row + col
            have = hb.get(tp, 0)
            if target > have:
                hb[tp] = target
                gained += target - have
                out.append(("hummingbird", tp, target - have, (base, row, col)))
        self._add_pawns(HUMMINGBIRDS, gained)

    # -- dwellers (§5.4, §5.8) ------------------------------------------------------------------------------
    def award(self, card: str, at: int, fields: Iterable[int], out: list, mark: Iterable[int] | None = None) -> None:
        """One dweller pawn of ``card`` on ``at``; ``mark`` (default ``fields``) joins its used record."""
        fields = tuple(sorted(fields))
        rec = self.used.get(card, frozenset())
        self.used[card] = rec | frozenset(fields if mark is None else mark)
        self.awards = self.awards + ((card, at, fields),)
        self._add_pawns(TYPE_PAWN[data.CARD_BY_ID[card].type], 1)
        out.append(("dweller", card, at, fields))

    def used_fields(self, card: str) -> frozenset:
        return self.used.get(card, frozenset())

    def block_anchors(self) -> list[int]:
        """NW fields of the 2×2 blocks holding a field of this turn's tile."""
        if self.turn_tile < 0:
            return []
        nw = TILE_FIELDS[self.turn_tile][0]
        return [nw + dx + dy * W for dy in (-1, 0, 1) for dx in (-1, 0, 1)]


# -- the twelve cards (§5.8) -----------------------------------------------------------------------------------
def square_candidates(g: Garden, card: str, anchors: Iterable[int] | None = None) -> list[int]:
    """Thoughtful: 2×2 of one colour; Flirty: 2×2 of four kinds not all on one tile;
    none of the four fields used by the card (§5.8)."""
    kind = g.kind
    used = g.used_fields(card)
    out = []
    for a in g.block_anchors() if anchors is None else anchors:
        fs = [a + d for d in SQUARE_OFFSETS]
        ks = [kind.get(f) for f in fs]
        if None in ks:
            continue
        if card == "thoughtful":
            if ks[0] == PUDDLE or ks.count(ks[0]) != 4:
                continue
        else:
            if len(set(ks)) != 4:
                continue
            if (a % W) % 2 == 0 and (a // W) % 2 == 0:  # all on one tile (§7 A5)
                continue
        if used.isdisjoint(fs):
            out.append(a)
    return out


def open_squares(g: Garden, card: str, cands: list[int]) -> list[int]:
    used = g.used_fields(card)
    return [a for a in cands if used.isdisjoint(a + d for d in SQUARE_OFFSETS)]


def resolve_squares(g: Garden, card: str, out: list, cands: list[int] | None = None) -> list[int]:
    """Pay every square that overlaps no other candidate; return the candidates
    left for the player to choose from (they overlap), or [] when done (§5.8, §7 A4)."""
    if cands is None:
        cands = square_candidates(g, card)
    while True:
        cands = open_squares(g, card, cands)
        if not cands:
            return []
        alone = [a for a in cands if not any(b != a and squares_overlap(a, b) for b in cands)]
        if not alone:
            return cands
        for a in alone:
            g.award(card, a, square_fields(a), out)


def max_disjoint(cands: list[int]) -> list[int]:
    """A largest set of pairwise disjoint squares (tests and bots, §7 A4); the first such set in
    sorted order."""
    cands = sorted(cands)
    for size in range(len(cands), 0, -1):
        for combo in combinations(cands, size):
            if all(not squares_overlap(a, b) for a, b in combinations(combo, 2)):
                return list(combo)
    return []


def has_line4(g: Garden, fields: frozenset) -> bool:
    for f in fields:
        for offs in LINE4_OFFSETS:
            if all(f + d in fields for d in offs):
                return True
    return False


def check_sector_card(g: Garden, card: str, out: list) -> None:
    """Restless (≥ 5 fields), Runner (4 in a row), Host (≥ 2 mushrooms), Diver (puddle group ≥ 2):
    once per sector for its whole life (§5.8, §7 A6). Only this turn's sectors can be new."""
    used = g.used_fields(card)
    tile_fields = TILE_FIELDS[g.turn_tile]
    for k, fields, _bees, mush in g.turn_sectors():
        if card == "diver":
            ok = k == PUDDLE and len(fields) >= 2
        elif k == PUDDLE:
            ok = False
        elif card == "restless":
            ok = len(fields) >= 5
        elif card == "runner":
            ok = len(fields) >= 4 and has_line4(g, fields)
        else:  # host
            ok = mush >= 2
        if ok and used.isdisjoint(fields):
            at = next(f for f in tile_fields if f in fields)
            g.award(card, at, fields, out)
            used = g.used_fields(card)


def check_explorer(g: Garden, out: list) -> None:
    """Every free mushroom strictly between two free mushrooms of its row or column (§5.8, §7 A7)."""
    used = g.used_fields("explorer")
    free = [m for m in g.mush if m not in used]
    if len(free) < 3:
        return
    rows: dict[int, list[int]] = {}
    cols: dict[int, list[int]] = {}
    for m in free:
        rows.setdefault(m // W, []).append(m)
        cols.setdefault(m % W, []).append(m)
    paid: dict[int, tuple[int, int]] = {}
    for line in list(rows.values()) + list(cols.values()):
        if len(line) >= 3:
            line.sort()
            for m in line[1:-1]:
                paid.setdefault(m, (line[0], line[-1]))
    for m in sorted(paid):
        a, b = paid[m]
        g.award("explorer", m, (a, m, b), out, mark=(m,))


def pair_fields(g: Garden, card: str) -> list[int]:
    """Collector (mushrooms) / Friendly (puddles): the fields in a diagonal pair of which
    neither holds the card's pawn (§5.8)."""
    pool = g.mush if card == "collector" else g.puds
    used = g.used_fields(card)
    out = set()
    for m in pool:
        if m in used:
            continue
        for d in DIAG:
            n = m + d
            if n in pool and n not in used:
                out.add(m)
                out.add(n)
    return sorted(out)


def pair_partner(g: Garden, card: str, f: int) -> int:
    pool = g.mush if card == "collector" else g.puds
    used = g.used_fields(card)
    for d in (-W - 1, -W + 1, W - 1, W + 1):
        n = f + d
        if n in pool and n not in used:
            return n
    raise ValueError("no partner")


def choose_pair_field(g: Garden, card: str, f: int, out: list) -> None:
    partner = pair_partner(g, card, f)
    g.award(card, f, (f, partner), out, mark=(f,))


def default_pair_field(g: Garden, card: str, cands: list[int]) -> int:
    """The bots' and the default rule (§5.8 Collector): the pawn goes on the field with fewer
    diagonal positions still open (empty positions or free fields of the kind)."""
    pool = g.mush if card == "collector" else g.puds
    used = g.used_fields(card)
    kind = g.kind

    def open_count(f: int) -> int:
        return sum(1 for d in DIAG if (f + d) not in kind or ((f + d) in pool and (f + d) not in used))

    return min(cands, key=lambda f: (open_count(f), f))


def check_surrounded(g: Garden, card: str, out: list) -> None:
    """Loner: a mushroom whose 8 neighbours exist, none with a mushroom; Shy: a puddle whose 8
    neighbours exist, all terrain (§5.8, §7 A10-A11)."""
    kind = g.kind
    used = g.used_fields(card)
    pool = g.mush if card == "loner" else g.puds
    for m in sorted(pool):
        if m in used:
            continue
        ok = True
        for d in RING:
            n = m + d
            k = kind.get(n)
            if k is None or (n in pool):
                ok = False
                break
        if ok:
            g.award(card, m, (m,) + tuple(m + d for d in RING), out, mark=(m,))


def check_skipper(g: Garden, out: list) -> None:
    """A terrain field between two puddles in a row or a column, one pawn per field (§5.8, §7 A8)."""
    kind = g.kind
    used = g.used_fields("skipper")
    paid: dict[int, tuple[int, int]] = {}
    for p in g.puds:
        for d in (1, W):
            t = p + d
            k = kind.get(t)
            if k is not None and k != PUDDLE and t not in used and kind.get(t + d) == PUDDLE:
                paid.setdefault(t, (p, t + d))
    for t in sorted(paid):
        a, b = paid[t]
        g.award("skipper", t, (a, t, b), out, mark=(t,))


# -- the dweller pipeline (§4.2 order, §5.5 choices) ------------------------------------------------------
def run_cards(g: Garden, cards: tuple[str, ...], i: int, out: list) -> tuple[str, int, list[int]] | None:
    """The dweller checks from card ``i`` on, in the order of §4.2. Returns (card, index,
    candidates) when the player must choose, None when every arrival is done."""
    while i < len(cards):
        c = cards[i]
        if c in data.SQUARE_CHOICE_CARDS:
            left = resolve_squares(g, c, out)
            if left:
                return (c, i, left)
        elif c in data.FIELD_CHOICE_CARDS:
            cands = pair_fields(g, c)
            if cands:
                return (c, i, cands)
        elif c == "explorer":
            check_explorer(g, out)
        elif c == "skipper":
            check_skipper(g, out)
        elif c in ("loner", "shy"):
            check_surrounded(g, c, out)
        else:
            check_sector_card(g, c, out)
        i += 1
    return None


def apply_choice(g: Garden, card: str, f: int, cands: list[int], out: list) -> list[int]:
    """The player's choice ``f`` (one of ``cands``) for ``card``; returns the candidates of the next
    choice for the same card ([] when that card is done)."""
    g.choices = g.choices + (f,)
    if card in data.SQUARE_CHOICE_CARDS:
        g.award(card, f, square_fields(f), out)
        return resolve_squares(g, card, out, list(cands))
    choose_pair_field(g, card, f, out)
    return pair_fields(g, card)


def default_choice(g: Garden, card: str, cands: list[int]) -> int:
    """What bots and replays without choices pick (§5.8: a maximum disjoint set of squares; the
    Collector rule for pairs)."""
    if card in data.SQUARE_CHOICE_CARDS:
        return max_disjoint(cands)[0]
    return default_pair_field(g, card, cands)


# -- board-only facts (score helper level 2, §8) ------------------------------------------------------
def static_pawns(g: Garden, card: str) -> list[tuple[int, tuple[int, ...]]]:
    """Where Loner, Shy or Skipper pawns lie on a finished board (path-independent)."""
    probe = g.copy()
    probe.used = {}
    probe.awards = ()
    out: list = []
    if card == "skipper":
        check_skipper(probe, out)
    else:
        check_surrounded(probe, card, out)
    return [(at, fields) for _, _, at, fields in out]


def shape_matches(g: Garden, card: str) -> list[int]:
    """NW fields of every qualifying 2×2 square (Thoughtful / Flirty rules, ignoring the used
    record) found with core.patterns.Matcher on the whole garden; lines of 4 for Runner: their
    first field. The hot path uses the same compiled offsets (tests compare them)."""
    board = {}
    for f, k in g.kind.items():
        y, x = divmod(f, W)
        board[(x, y)] = k
    matcher = patterns.Matcher(board, "square")
    if card == "runner":
        starts: set[int] = set()
        for m in matcher.matches(_L4):
            cells = [c[0] + c[1] * W for c in m.cells]
            colours = {board[c] for c in m.cells}
            if len(colours) == 1 and PUDDLE not in colours:
                starts.add(min(cells))
        return sorted(starts)
    out: list[int] = []
    for m in matcher.matches(_SQ):
        ks = [board[c] for c in m.cells]
        a = m.anchor[0] + m.anchor[1] * W
        if card == "thoughtful":
            if ks.count(ks[0]) == 4 and ks[0] != PUDDLE:
                out.append(a)
        elif len(set(ks)) == 4 and not (m.anchor[0] % 2 == 0 and m.anchor[1] % 2 == 0):
            out.append(a)
    return sorted(out)


def pollinated_sectors(g: Garden) -> list[tuple[int, frozenset, int, int]]:
    return [s for s in g.sectors.values() if s[0] != PUDDLE and len(s[1]) >= 3]
