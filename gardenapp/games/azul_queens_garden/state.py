"""An Azul: Queen's Garden position and every rule of play (§3 setup,
§4 rounds, §5 adjacency and groups, §7 end, §9 / §9.1 decisions).

Turn structure (what the play screen needs). In Phase 1 the player to act is
in one of these steps; every click is one action:

=========  ==================================================  =====================================
step       legal actions                                       then
=========  ==================================================  =====================================
main       Acquire, SelectTile, SelectExpansion, BuyExpansion,  see below
           Pass
copies     ChooseCopy (one per identical hexagon, §4.1.A.3)     all chosen: the acquisition happens
cell       PlaceAt (legal free spaces of the selected tile)     cost 1: placed; else ``pay``
area       ChooseArea (free areas with a legal orientation)     bought: placed face down; else ``orient``
orient     Orient (orientations legal for the printed hexagon)  cost 1: placed; else ``pay``
pay        Pay (items that keep an exact payment possible)      all paid: placed
discard    Discard (hexagons still in storage), EndPass          EndPass: the pass happens
=========  ==================================================  =====================================

Only the last click of a turn changes the position for everybody; chance is
drawn there (a refill of the round stack, expansions flipping face up, the next
round's setup), so ``draws`` changes only on a turn's last click and the UI may
undo the clicks of a turn until then.

Hidden information (§9.1 #33). The bag is a multiset drawn from the state's
seeded chance stream, so its order is hidden by the seed alone. Face-down
expansions (the round stacks, the displayed face-down ones, the supply) carry no
identity in the state: the expansions never seen form a public ``pool`` and an
expansion's identity is drawn from it when it turns face up (a random pick from
the unseen ones is the same as the face of a shuffled stack). A view therefore
only loses the seed, and the supply entries a player could remember (returned
face-up expansions) are masked; ``determinized`` gives a fresh seed, which
resamples the bag order and every face-down expansion. Bots never peek.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.chance import draw_rng
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg
from ...core.score import ScoreSheet
from . import data, scoring
from .actions import (
    ACQUIRE,
    AREA,
    BUY,
    DISCARD,
    END_PASS,
    ITEM_INDEX,
    ITEM_JOKER,
    ITEM_NAMES,
    ORIENT,
    PASS,
    PAY,
    SELECT_EXP,
    SELECT_TILE,
    Acquire,
    BuyExpansion,
    ChooseArea,
    ChooseCopy,
    Discard,
    EndPass,
    Orient,
    Pass,
    Pay,
    PlaceAt,
    SelectExpansion,
    SelectTile,
)
from .garden import AREA_DOWN, AREA_NONE, AREA_RING_BITS, BIT, FOUNTAIN_BIT, LABEL, ORNAMENT_BITS, Garden, bits
from .why_not import refusal
from .words import crit_msg, hex_msg, item_msg, join_msgs

MAIN, COPIES, CELL, AREA_STEP, ORIENT_STEP, PAY_STEP, DISCARD_STEP = range(7)
STEP_NAMES = ("main", "copies", "cell", "area", "orient", "pay", "discard")
LOC_TOP, LOC_EXP = -1, -2
VALUES = data.PATTERN_VALUES
HIDDEN = -1

PLACE_AT = {b: PlaceAt(lab) for b, lab in LABEL.items()}


def loc_name(loc: int) -> str:
    return "top" if loc == LOC_TOP else "exp" if loc == LOC_EXP else f"d{loc}"


def parse_loc(name: str) -> int:
    return LOC_TOP if name == "top" else LOC_EXP if name == "exp" else int(name[1:])


def matches(h: int, crit: int) -> bool:
    return h // 6 == crit if crit < 6 else h % 6 == crit - 6


class AzulState(State):
    """See the module docstring. Per-player data live in lists whose items
    are immutable (ints, tuples, Garden): ``copy`` copies the lists, ``_apply``
    replaces items."""

    def __init__(self, game, num_players: int, seed: int | None):
        self.game = game
        self.num_players = n = num_players
        self.seed = seed
        self.draws = 0
        self.wheel: tuple[tuple[int, ...], ...] = ()
        self.wheel_given = False
        self.round_values = data.round_values()
        self.final_values = data.final_values()
        rewards = data.joker_rewards()
        self.ornament_kinds = data.ornament_kinds()
        rw = {FOUNTAIN_BIT: rewards["fountain"]}
        for b, kind in zip(ORNAMENT_BITS, self.ornament_kinds):
            rw[b] = rewards[kind]
        self.rewards = rw
        self.pavilion_reward = rewards["pavilion"]
        self.round = 1
        self.player = 0
        self.first_marker = -1  # -1: in the display (§3.7)
        self.passed = (False,) * n
        self.bag = (data.TILE_COPIES,) * data.N_HEX
        self.tower = (0,) * data.N_HEX
        self.pool = tuple(range(data.N_HEX))  # expansions never seen face up
        self.stack_left = data.STACK_SIZE[n]  # the current round stack, top included
        self.top: tuple[int, ...] = ()  # tiles on the stack top
        self.down: tuple[tuple[int, ...], ...] = ()  # displayed face-down expansions with their tiles
        self.up: tuple[int, ...] = ()  # displayed face-up expansions (sorted)
        self.supply: tuple[int, ...] = (HIDDEN,) * (data.N_HEX - data.ROUNDS * data.STACK_SIZE[n])  # bottom..top
        start = data.value("start_score")
        self.scores = [start] * n
        self.jokers = [data.JOKERS_START_PER_PLAYER] * n
        self.tiles: list[tuple[int, ...]] = [()] * n
        self.exps: list[tuple[int, ...]] = [()] * n
        self.gardens = [Garden()] * n
        self.turns = 0
        self.over = False
        self._clear_step()
        self._rng: random.Random | None = None
        self._legal: list[Action] | None = None

    def _clear_step(self) -> None:
        self.step = MAIN
        self.crit = -1
        self.chosen: tuple[tuple[int, int], ...] = ()  # (hexagon, location) of the copies chosen
        self.sel = -1  # the hexagon of the selected tile / expansion (-1 bought)
        self.sel_exp = False
        self.sel_cell = -1
        self.sel_area = -1
        self.sel_orient = -1
        self.paid: tuple[int, ...] = ()
        self.discards: tuple[int, ...] = ()

    def setup(self, wheel: Any = None, first_player: int = 0) -> None:
        """§3: the wheel schedule (given, or drawn at random, §9.1 #37), the start
        player (given, or -1: at random) and 4 tiles on the round-1 stack top."""
        self._rng = None
        rng = self._r()
        self.wheel_given = wheel is not None
        if wheel is None:
            crits = list(range(12))
            rng.shuffle(crits)
            self.wheel = tuple(tuple(sorted(crits[3 * i : 3 * i + 3])) for i in range(data.ROUNDS))
        else:
            self.wheel = tuple(tuple(data.CRITERIA.index(c) for c in rnd) for rnd in wheel)
        self.player = int(rng.random() * self.num_players) if first_player < 0 else first_player
        self._fill_top()
        self._rng = None

    # -- chance ---------------------------------------------------------------------------------
    def _r(self) -> random.Random:
        rng = self._rng
        if rng is None:
            assert self.seed is not None  # only a view has no seed, and a view never draws
            rng = self._rng = draw_rng(self.seed, self.draws)
            self.draws += 1
        return rng

    def _draw_tiles(self, k: int) -> tuple[int, ...]:
        """§2.2: draw k tiles; an empty bag is refilled from the tower; fewer if both run out."""
        bag = list(self.bag)
        total = sum(bag)
        out = []
        rng = None
        for _ in range(k):
            if total == 0:
                tt = sum(self.tower)
                if not tt:
                    break
                bag = [a + b for a, b in zip(bag, self.tower)]
                self.tower = (0,) * data.N_HEX
                total = tt
            if rng is None:
                rng = self._r()
            x = int(rng.random() * total)
            kind = 0
            while x >= bag[kind]:
                x -= bag[kind]
                kind += 1
            bag[kind] -= 1
            total -= 1
            out.append(kind)
        self.bag = tuple(bag)
        out.sort()
        return tuple(out)

    def _reveal(self) -> int:
        """The face of an expansion turning face up: one of the unseen ones."""
        pool = self.pool
        i = int(self._r().random() * len(pool))
        e = pool[i]
        self.pool = pool[:i] + pool[i + 1 :]
        return e

    def _fill_top(self) -> list[int]:
        """Put 4 tiles on the stack top; with none at all, every expansion left in
        the stack turns face up into the display (§4.1.A.8, §9 #20, §9.1 #34).
        Returns the expansions flipped that way."""
        flipped: list[int] = []
        if self.stack_left <= 0:
            self.top = ()
            return flipped
        tiles = self._draw_tiles(data.TILES_PER_STACK_TOP)
        if tiles:
            self.top = tiles
            return flipped
        self.top = ()
        for _ in range(self.stack_left):
            flipped.append(self._reveal())
        self.stack_left = 0
        self.up = tuple(sorted(self.up + tuple(flipped)))
        return flipped

    # -- contract -------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self.over else self.player

    @property
    def is_over(self) -> bool:
        return self.over

    def turn_number(self) -> int:
        """The turns played so far (docs/architecture.md §6.13: the turn log's lines)."""
        return self.turns

    def copy(self) -> "AzulState":
        new = object.__new__(AzulState)
        d = new.__dict__
        d.update(self.__dict__)
        d["scores"] = self.scores[:]
        d["jokers"] = self.jokers[:]
        d["tiles"] = self.tiles[:]
        d["exps"] = self.exps[:]
        d["gardens"] = self.gardens[:]
        d["_legal"] = None
        d["_rng"] = None
        return new

    @property
    def step_name(self) -> str:
        return "over" if self.over else STEP_NAMES[self.step]

    # -- storage helpers ------------------------------------------------------------------------
    def free_tile_spaces(self, p: int) -> int:
        return data.STORAGE_TILE_SPACES - len(self.tiles[p]) - self.jokers[p]

    # -- acquisition (§4.1.A) ---------------------------------------------------------------------
    def selection(self, crit: int) -> list[tuple[int, tuple[int, ...]]]:
        """Every available hexagon of criterion ``crit`` as (hexagon, locations
        holding a copy), in hexagon order (§4.1.A.2, §4.0)."""
        found: dict[int, list[int]] = {}
        if crit < 6:
            lo, hi = crit * 6, crit * 6 + 6
            for h in self.top:
                if lo <= h < hi:
                    found.setdefault(h, [LOC_TOP])
            for i, tl in enumerate(self.down):
                for h in tl:
                    if lo <= h < hi:
                        locs = found.setdefault(h, [])
                        if not locs or locs[-1] != i:
                            locs.append(i)
            for e in self.up:
                if lo <= e < hi:
                    found.setdefault(e, []).append(LOC_EXP)
        else:
            p = crit - 6
            for h in self.top:
                if h % 6 == p:
                    found.setdefault(h, [LOC_TOP])
            for i, tl in enumerate(self.down):
                for h in tl:
                    if h % 6 == p:
                        locs = found.setdefault(h, [])
                        if not locs or locs[-1] != i:
                            locs.append(i)
            for e in self.up:
                if e % 6 == p:
                    found.setdefault(e, []).append(LOC_EXP)
        return [(h, tuple(found[h])) for h in sorted(found)]

    def _fits(self, sel, chosen: dict[int, int]) -> bool:
        """§4.1.A.4: some choice of the open copies fits the storage."""
        p = self.player
        t = e = f = 0
        for h, locs in sel:
            loc = chosen.get(h)
            if loc is None and len(locs) == 1:
                loc = locs[0]
            if loc is not None:
                if loc == LOC_EXP:
                    e += 1
                else:
                    t += 1
            elif LOC_EXP in locs:
                f += 1
            else:
                t += 1
        ft = data.STORAGE_TILE_SPACES - len(self.tiles[p]) - self.jokers[p]
        fe = data.STORAGE_EXPANSION_SPACES - len(self.exps[p])
        return max(0, t + f - ft) <= min(f, fe - e)

    def _open_copies(self, sel, chosen: dict[int, int]):
        return [(h, locs) for h, locs in sel if len(locs) > 1 and h not in chosen]

    # -- payment (§4.1.B.2) -----------------------------------------------------------------------
    def _identities(self, p: int, placed: int, placed_exp: bool) -> tuple[dict[int, int], set[int]]:
        """Tiles (identity -> copies) and expansions in storage, without the placed one."""
        tiles: dict[int, int] = {}
        for h in self.tiles[p]:
            tiles[h] = tiles.get(h, 0) + 1
        exps = set(self.exps[p])
        if placed_exp:
            exps.discard(placed)
        else:
            tiles[placed] -= 1
            if not tiles[placed]:
                del tiles[placed]
        return tiles, exps

    def affordable(self, p: int, h: int, is_exp: bool) -> bool:
        need = VALUES[h % 6] - 1
        if need <= 0:
            return True
        jokers = self.jokers[p]
        if jokers >= need:
            return True
        c, pat = divmod(h, 6)
        ids = set(self.tiles[p]) | set(self.exps[p])
        ids.discard(h)
        n_pat = sum(1 for g in ids if g % 6 == pat)
        n_col = sum(1 for g in ids if g // 6 == c)
        return max(n_pat, n_col) + jokers >= need

    def _payment_state(self):
        """(need left, jokers left, available tile ids, available exp ids, mode, used ids)."""
        p = self.player
        h = self.sel
        tiles, exps = self._identities(p, h, self.sel_exp)
        used = set()
        jok = self.jokers[p]
        mode = None
        for it in self.paid:
            if it == ITEM_JOKER:
                jok -= 1
                continue
            g = it - 36 if it >= 36 else it
            used.add(g)
            mode = "p" if g % 6 == h % 6 else "c"
        need = VALUES[h % 6] - 1 - len(self.paid)
        return need, jok, tiles, exps, mode, used

    def _mode_ids(self, h: int, mode: str, tiles, exps, used) -> set[int]:
        ids = (set(tiles) | exps) - used
        ids.discard(h)
        if mode == "p":
            return {g for g in ids if g % 6 == h % 6}
        return {g for g in ids if g // 6 == h // 6}

    def pay_options(self) -> list[int]:
        """Items that keep an exact, legal payment possible (§4.1.B.2)."""
        need, jok, tiles, exps, mode, used = self._payment_state()
        h = self.sel
        out = []
        modes = (mode,) if mode else ("p", "c")
        ok_items = set()
        for m in modes:
            ids = self._mode_ids(h, m, tiles, exps, used)
            if len(ids) + jok < need:
                continue
            if jok >= 1 and len(ids) + jok - 1 >= need - 1:
                ok_items.add(ITEM_JOKER)
            if need >= 1:
                for g in ids:
                    if g in tiles:
                        ok_items.add(g)
                    if g in exps:
                        ok_items.add(36 + g)
        out = sorted(ok_items)
        return out

    def suggested_payment(self) -> tuple[int, ...]:
        """The cheapest legal completion of the payment in progress (shown, not
        forced): fewest jokers, then no expansions, then tiles held twice, then
        the lowest values."""
        if self.step != PAY_STEP:
            return ()
        need, jok, tiles, exps, mode, used = self._payment_state()
        h = self.sel
        best = None
        for m in (mode,) if mode else ("p", "c"):
            ids = self._mode_ids(h, m, tiles, exps, used)
            cand = sorted(ids, key=lambda g: (g not in tiles, -tiles.get(g, 0), VALUES[g % 6], g))
            real = cand[:need]
            jokers = need - len(real)
            if jokers > jok:
                continue
            items = tuple((g if g in tiles else 36 + g) for g in real) + (ITEM_JOKER,) * jokers
            key = (jokers, sum(1 for it in items if 36 <= it < 72))
            if best is None or key < best[0]:
                best = (key, items)
        return best[1] if best else ()

    # -- legal actions ----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is not None:
            return list(self._legal)
        step = self.step
        p = self.player
        acts: list[Action] = []
        if step == MAIN:
            acts.extend(self._acquire_actions(p))
            acts.extend(self._placement_actions(p))
            acts.append(PASS)
        elif step == COPIES:
            sel = self.selection(self.crit)
            chosen = dict(self.chosen)
            for h, locs in self._open_copies(sel, chosen):
                for loc in locs:
                    chosen[h] = loc
                    if self._fits(sel, chosen):
                        acts.append(ChooseCopy(data.HEX_NAMES[h], loc_name(loc)))
                del chosen[h]
        elif step == CELL:
            m = self.gardens[p].legal_cells(self.sel)
            acts.extend(PLACE_AT[b] for b in bits(m))
        elif step == AREA_STEP:
            g = self.gardens[p]
            for a in g.free_areas():
                if self.sel < 0 or g.legal_orientations(self.sel, a):
                    acts.append(AREA[a])
        elif step == ORIENT_STEP:
            acts.extend(ORIENT[k] for k in self.gardens[p].legal_orientations(self.sel, self.sel_area))
        elif step == PAY_STEP:
            acts.extend(PAY[it] for it in self.pay_options())
        elif step == DISCARD_STEP:
            left = list(self.tiles[p]) + [36 + e for e in self.exps[p]]
            for it in self.discards:
                left.remove(it)
            acts.extend(DISCARD[it] for it in sorted(set(left)))
            acts.append(END_PASS)
        self._legal = acts
        return list(acts)

    def _acquire_actions(self, p: int) -> list[Action]:
        """The criteria player ``p`` may acquire by (§4.1.A)."""
        acts: list[Action] = []
        # §4.1.A: per criterion, identities available only as tiles (t), only as
        # the face-up expansion (e) or as both (f); then the storage check of _fits.
        tset = set(self.top)
        for tl in self.down:
            tset.update(tl)
        up = self.up
        t = [0] * 12
        e = [0] * 12
        f = [0] * 12
        for h in tset:
            arr = f if h in up else t
            arr[h // 6] += 1
            arr[6 + h % 6] += 1
        for h in up:
            if h not in tset:
                e[h // 6] += 1
                e[6 + h % 6] += 1
        tiles = self.tiles[p]
        exps = self.exps[p]
        jokers = self.jokers[p]
        ft = data.STORAGE_TILE_SPACES - len(tiles) - jokers
        fe = data.STORAGE_EXPANSION_SPACES - len(exps)
        for crit in range(12):
            tc, ec, fc = t[crit], e[crit], f[crit]
            if tc or ec or fc:
                # some k of the fc flexible identities as expansions: tc+fc-k <= ft, ec+k <= fe
                lo = tc + fc - ft
                hi = fe - ec
                if (lo if lo > 0 else 0) <= (hi if hi < fc else fc):
                    acts.append(ACQUIRE[crit])
        return acts

    def _placement_actions(self, p: int) -> list[Action]:
        """The tiles and expansions player ``p`` may place, and buying from the supply (§4.1.B, §4.1.C)."""
        acts: list[Action] = []
        tiles = self.tiles[p]
        exps = self.exps[p]
        jokers = self.jokers[p]
        g = self.gardens[p]
        ids = set(tiles)
        ids.update(exps)
        col_n = [0] * 6
        pat_n = [0] * 6
        for h in ids:
            col_n[h // 6] += 1
            pat_n[h % 6] += 1
        prev = -1
        for h in tiles:
            if h != prev:
                prev = h
                c, pt = divmod(h, 6)
                need = pt  # VALUES[pt] - 1
                if (need <= jokers or max(col_n[c], pat_n[pt]) - 1 + jokers >= need) and g.has_legal_cell(h):
                    acts.append(SELECT_TILE[h])
        free_areas = g.free_areas()
        if free_areas:
            for h in exps:
                c, pt = divmod(h, 6)
                if (pt <= jokers or max(col_n[c], pat_n[pt]) - 1 + jokers >= pt) and any(
                    g.legal_orientations(h, a) for a in free_areas
                ):
                    acts.append(SELECT_EXP[h])
            if self.supply and self.scores[p] >= data.SUPPLY_EXPANSION_PRICE:
                acts.append(BUY)
        return acts

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def _why_not(self, action: Action) -> Message | None:
        return refusal(self, action)  # why_not.py: the reasons of docs/rules/azul_queens_garden.md §4.1

    # -- apply ------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._rng = None
        self._legal = None
        p = self.player
        if isinstance(action, Acquire):
            crit = data.CRITERIA.index(action.criterion)
            sel = self.selection(crit)
            self.crit = crit
            if self._open_copies(sel, {}):
                self.step = COPIES
            else:
                self._acquire(sel, {})
        elif isinstance(action, ChooseCopy):
            h = data.HEX_INDEX[action.hexagon]
            self.chosen = self.chosen + ((h, parse_loc(action.source)),)
            sel = self.selection(self.crit)
            chosen = dict(self.chosen)
            if not self._open_copies(sel, chosen):
                self._acquire(sel, chosen)
        elif isinstance(action, SelectTile):
            self.sel = data.HEX_INDEX[action.hexagon]
            self.sel_exp = False
            self.step = CELL
        elif isinstance(action, SelectExpansion):
            self.sel = data.HEX_INDEX[action.hexagon]
            self.sel_exp = True
            self.step = AREA_STEP
        elif isinstance(action, BuyExpansion):
            self.sel = -1
            self.sel_exp = True
            self.step = AREA_STEP
        elif isinstance(action, PlaceAt):
            self.sel_cell = BIT[action.cell]
            if VALUES[self.sel % 6] == 1:
                self._place()
            else:
                self.step = PAY_STEP
        elif isinstance(action, ChooseArea):
            self.sel_area = int(action.area[1:]) - 1
            if self.sel < 0:
                self._place_bought()
            else:
                self.step = ORIENT_STEP
        elif isinstance(action, Orient):
            self.sel_orient = action.orientation
            if VALUES[self.sel % 6] == 1:
                self._place()
            else:
                self.step = PAY_STEP
        elif isinstance(action, Pay):
            self.paid = self.paid + (ITEM_INDEX[action.item],)
            if len(self.paid) == VALUES[self.sel % 6] - 1:
                self._place()
        elif isinstance(action, Pass):
            if self.tiles[p] or self.exps[p]:
                self.step = DISCARD_STEP
            else:
                self._pass()
        elif isinstance(action, Discard):
            self.discards = self.discards + (ITEM_INDEX[action.item],)
        elif isinstance(action, EndPass):
            self._pass()
        else:  # pragma: no cover - apply() checked legality
            raise TypeError(action)

    def _acquire(self, sel, chosen: dict[int, int]) -> None:
        """§4.1.A.5-8: take the items, advance the stack, flip empty expansions."""
        p = self.player
        top = list(self.top)
        down = [list(tl) for tl in self.down]
        up = list(self.up)
        got_tiles = []
        got_exps = []
        from_top = False
        touched = set()
        places = []
        for h, locs in sel:
            loc = chosen.get(h, locs[0])
            if loc == LOC_TOP:
                top.remove(h)
                from_top = True
                got_tiles.append(h)
                places.append("top")
            elif loc == LOC_EXP:
                up.remove(h)
                got_exps.append(h)
                places.append("exp:" + data.HEX_NAMES[h])
            else:
                down[loc].remove(h)
                touched.add(loc)
                got_tiles.append(h)
                places.append(f"d{loc}")
        self.tiles[p] = tuple(sorted(self.tiles[p] + tuple(got_tiles)))
        self.exps[p] = tuple(sorted(self.exps[p] + tuple(got_exps)))
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "takes every {criterion} hexagon: {items}"),
                places=tuple(places),
                kind="acquire",
                criterion=crit_msg(self.crit),
                items=join_msgs([hex_msg(h) for h in got_tiles] + [item_msg(36 + e) for e in got_exps]),
            )
        flipped = []
        keep_down = []
        for i, tl in enumerate(down):
            if tl or i not in touched:
                keep_down.append(tuple(tl))
            else:
                flipped.append(self._reveal())
        self.up = tuple(up)
        if from_top:
            # §4.1.A.6: the top expansion, with its tiles, moves into the display.
            self.stack_left -= 1
            if top:
                keep_down.append(tuple(top))
            else:
                flipped.append(self._reveal())
            self.down = tuple(keep_down)
            self.up = tuple(sorted(self.up + tuple(flipped)))
            flipped = []
            flipped += self._fill_top()
        else:
            self.top = tuple(top)
            self.down = tuple(keep_down)
            self.up = tuple(sorted(self.up + tuple(flipped)))
        self._end_action()

    def _pay(self) -> list[int]:
        """§4.1.B.2: discard the payment (tiles -> tower, expansions -> supply bottom, jokers back)."""
        p = self.player
        tiles = list(self.tiles[p])
        exps = list(self.exps[p])
        tower = None
        for it in self.paid:
            if it == ITEM_JOKER:
                self.jokers[p] -= 1
            elif it >= 36:
                exps.remove(it - 36)
                self.supply = (it - 36,) + self.supply
            else:
                tiles.remove(it)
                if tower is None:
                    tower = list(self.tower)
                tower[it] += 1
        if tower is not None:
            self.tower = tuple(tower)
        self.tiles[p] = tuple(tiles)
        self.exps[p] = tuple(exps)
        return list(self.paid)

    def _place(self) -> None:
        """Place the selected tile or face-up expansion after its payment (§4.1.B, §4.1.C1)."""
        p = self.player
        h = self.sel
        g = self.gardens[p]
        if self.sel_exp:
            exps = list(self.exps[p])
            exps.remove(h)
            self.exps[p] = tuple(exps)
        else:
            tiles = list(self.tiles[p])
            tiles.remove(h)
            self.tiles[p] = tuple(tiles)
        paid = self._pay()
        if self.sel_exp:
            a = self.sel_area
            cell = AREA_RING_BITS[a][self.sel_orient]
            g = g.with_area(a, h * 6 + self.sel_orient)
            if self._events is not None:
                self.emit(
                    p,
                    QT_TRANSLATE_NOOP(
                        "engine",
                        "places the {hexagon} expansion in area {area} (printed hexagon on {cell}), paying {payment}",
                    ),
                    places=(data.AREAS[a], LABEL[cell]),
                    kind="place",
                    hexagon=hex_msg(h),
                    area=data.AREAS[a],
                    cell=LABEL[cell],
                    payment=join_msgs([item_msg(36 + h)] + [item_msg(i) for i in paid]),
                )
        else:
            cell = self.sel_cell
            g = g.with_hex(h, cell)
            if self._events is not None:
                self.emit(
                    p,
                    QT_TRANSLATE_NOOP("engine", "places {hexagon} on {cell}, paying {payment}"),
                    places=(LABEL[cell],),
                    kind="place",
                    hexagon=hex_msg(h),
                    cell=LABEL[cell],
                    payment=join_msgs([hex_msg(h)] + [item_msg(i) for i in paid]),
                )
        self.gardens[p] = self._surround(p, g, cell)
        self._end_action()

    def _surround(self, p: int, g: Garden, cell: int) -> Garden:
        """§4.1.B.4: the elements next to ``cell`` whose six neighbours now hold hexagons are
        surrounded; each gives player ``p`` its jokers, as many as the storage holds."""
        done = g.newly_surrounded(cell)
        if done:
            g = g.with_surrounded(done)
            for e in bits(done):
                gain = self.rewards.get(e, self.pavilion_reward)
                room = self.free_tile_spaces(p)
                got = min(gain, max(0, room))  # §2.7 / §9 #17: surplus jokers are lost
                self.jokers[p] += got
                if self._events is not None:
                    kind = g.element_kind(e, self.ornament_kinds)
                    assert kind is not None  # e is an element, so it has a kind
                    self.emit(
                        p,
                        QT_TRANSLATE_N_NOOP("engine", "surrounds the {element} on {cell}: {gained} of %n jokers"),
                        numerus="reward",
                        places=(LABEL[e],),
                        kind="surround",
                        element=msg(ELEMENT_NAMES[kind]),
                        cell=LABEL[e],
                        gained=got,
                        reward=gain,
                    )
        return g

    def _place_bought(self) -> None:
        """§4.1.C2: -6 points, the supply's top expansion face down in the chosen area."""
        p = self.player
        self.scores[p] -= data.SUPPLY_EXPANSION_PRICE
        self.supply = self.supply[:-1]
        a = self.sel_area
        self.gardens[p] = self.gardens[p].with_area(a, AREA_DOWN)
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_N_NOOP(
                    "engine",
                    "pays %n points for an expansion from the supply and places it face down in area {area}",
                ),
                numerus="points",
                places=(data.AREAS[a],),
                kind="place",
                points=data.SUPPLY_EXPANSION_PRICE,
                area=data.AREAS[a],
            )
        self._end_action()

    def _pass(self) -> None:
        """§4.1.D with §9.1 #32: the first-pass -1, then the discards as one amount, each clamped at 0."""
        p = self.player
        if self.first_marker < 0:
            self.first_marker = p
            self.scores[p] = max(0, self.scores[p] - data.FIRST_PASS_PENALTY)
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "passes first, takes the first player marker and loses {points} point"),
                kind="pass",
                points=data.FIRST_PASS_PENALTY,
            )
        else:
            self.emit(p, QT_TRANSLATE_NOOP("engine", "passes"), kind="pass")
        if self.discards:
            tiles = list(self.tiles[p])
            exps = list(self.exps[p])
            tower = list(self.tower)
            lost = 0
            for it in self.discards:
                if it >= 36:
                    exps.remove(it - 36)
                    self.supply = (it - 36,) + self.supply
                    lost += VALUES[(it - 36) % 6]
                else:
                    tiles.remove(it)
                    tower[it] += 1
                    lost += VALUES[it % 6]
            self.tiles[p] = tuple(tiles)
            self.exps[p] = tuple(exps)
            self.tower = tuple(tower)
            self.scores[p] = max(0, self.scores[p] - lost)
            if self._events is not None:
                self.emit(
                    p,
                    QT_TRANSLATE_N_NOOP("engine", "discards {items} and loses %n points"),
                    numerus="points",
                    kind="discard",
                    items=join_msgs([item_msg(i) for i in self.discards]),
                    points=lost,
                )
        passed = list(self.passed)
        passed[p] = True
        self.passed = tuple(passed)
        self._end_action()

    def _end_action(self) -> None:
        """The turn is over: next player who has not passed (§4.1, §9 #29), or Phase 2."""
        self._clear_step()
        self.turns += 1
        n = self.num_players
        for k in range(1, n + 1):
            q = (self.player + k) % n
            if not self.passed[q]:
                self.player = q
                return
        self._end_of_round()

    def _end_of_round(self) -> None:
        """Phase 2 (§4.2), then Phase 3 (§4.3) or the end (§7)."""
        crits = self.wheel[self.round - 1]
        for q in range(self.num_players):
            pts, pav = scoring.round_score(self.gardens[q], crits, self.round_values)
            self.scores[q] = max(0, self.scores[q] + pts + pav)
            if self._events is not None:
                self.emit(
                    q,
                    QT_TRANSLATE_N_NOOP(
                        "engine",
                        "round {round} scoring: %n points for {criteria} and {pavilions} for visible pavilions",
                    ),
                    numerus="points",
                    kind="score",
                    round=self.round,
                    points=pts,
                    pavilions=pav,
                    criteria=join_msgs([crit_msg(c) for c in crits]),
                )
        if self.round == data.ROUNDS:
            self.over = True
            if self._events is not None:
                sheet = self.score()
                for q, ps in enumerate(sheet.players):
                    b = ps.breakdown
                    self.emit(
                        q,
                        QT_TRANSLATE_NOOP("engine", "final scoring: storage {storage}, groups {groups}, total {total}"),
                        kind="final",
                        storage=b["storage"],
                        total=ps.total,
                        groups=sum(b[c] for c in data.CRITERIA),
                    )
            return
        # Phase 3
        self.round += 1
        tower = list(self.tower)
        for h in self.top:
            tower[h] += 1
        for tl in self.down:
            for h in tl:
                tower[h] += 1
        self.tower = tuple(tower)
        back = (HIDDEN,) * (len(self.down) + self.stack_left) + self.up
        self.supply = back + self.supply  # §9.1 #35: face down to the bottom
        self.top, self.down, self.up = (), (), ()
        self.stack_left = data.STACK_SIZE[self.num_players]
        self._fill_top()
        self.player = self.first_marker
        self.first_marker = -1
        self.passed = (False,) * self.num_players
        if self._events is not None:
            self.emit(self.player, QT_TRANSLATE_NOOP("engine", "starts round {round}"), kind="round", round=self.round)

    # -- hidden information (§9.1 #33) -------------------------------------------------------------
    def _hide(self, player: int) -> None:
        self.supply = (HIDDEN,) * len(self.supply)

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        """Nothing to fill: face-down identities are drawn from the (fresh) seed."""

    # -- scores -------------------------------------------------------------------------------------
    def player_score(self, q: int, name: str | None = None):
        return scoring.player_score(
            name or f"P{q + 1}",
            self.scores[q],
            self.jokers[q],
            self.tiles[q],
            self.exps[q],
            self.gardens[q],
            self.final_values,
        )

    def score(self) -> ScoreSheet:
        return scoring.sheet(self.game.id, [self.player_score(q) for q in range(self.num_players)])

    def final_points(self, q: int) -> int:
        return scoring.final_total(
            self.scores[q], self.jokers[q], self.tiles[q], self.exps[q], self.gardens[q], self.final_values
        )

    def to_dict(self) -> dict[str, Any]:
        hn = data.HEX_NAMES
        return {
            "round": self.round,
            "player": self.player,
            "over": self.over,
            "turns": self.turns,
            "draws": self.draws,
            "wheel": [[data.CRITERIA[c] for c in r] for r in self.wheel],
            "first_marker": self.first_marker,
            "passed": list(self.passed),
            "bag": list(self.bag),
            "tower": list(self.tower),
            "pool": [hn[e] for e in self.pool],
            "stack_left": self.stack_left,
            "top": [hn[h] for h in self.top],
            "down": [[hn[h] for h in tl] for tl in self.down],
            "up": [hn[e] for e in self.up],
            "supply": [hn[e] if e >= 0 else None for e in self.supply],
            "step": STEP_NAMES[self.step],
            "criterion": data.CRITERIA[self.crit] if self.crit >= 0 else None,
            "chosen": [[hn[h], loc_name(loc)] for h, loc in self.chosen],
            "selected": hn[self.sel] if self.sel >= 0 else None,
            "selected_expansion": self.sel_exp,
            "cell": LABEL.get(self.sel_cell),
            "area": data.AREAS[self.sel_area] if self.sel_area >= 0 else None,
            "orientation": self.sel_orient,
            "paid": [ITEM_NAMES[i] for i in self.paid],
            "discards": [ITEM_NAMES[i] for i in self.discards],
            "players": [
                {
                    "score": self.scores[q],
                    "jokers": self.jokers[q],
                    "tiles": [hn[h] for h in self.tiles[q]],
                    "expansions": [hn[e] for e in self.exps[q]],
                    "areas": [area_json(a) for a in self.gardens[q].areas],
                    "hexes": {LABEL[b]: hn[h] for b in bits(self.gardens[q].occ) for h in (self.gardens[q].cells[b],)},
                    "surrounded": [LABEL[b] for b in bits(self.gardens[q].surr)],
                }
                for q in range(self.num_players)
            ],
        }


def area_json(a: int) -> Any:
    if a == AREA_NONE:
        return None
    if a == AREA_DOWN:
        return "face_down"
    e, k = divmod(a, 6)
    return {"colour": data.COLOURS[e // 6], "pattern": data.PATTERNS[e % 6], "orientation": k}


ELEMENT_NAMES = {
    "fountain": QT_TRANSLATE_NOOP("engine", "fountain"),
    "statue": QT_TRANSLATE_NOOP("engine", "statue"),
    "bench": QT_TRANSLATE_NOOP("engine", "bench"),
    "pavilion": QT_TRANSLATE_NOOP("engine", "pavilion"),
}
