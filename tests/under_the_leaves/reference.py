"""An independent, slow, literal model of the spec's arrival rules (docs/rules/under_the_leaves.md §1.2,
§3, §5.2, §5.3, §5.8), written from the spec text only, for the audit's cross-checks.

Everything is recomputed from scratch after each placement on plain ``(x, y)`` field coordinates;
nothing is shared with the engine but the tile table (which test_audit checks against the spec
separately). For the cards with a player choice (Thoughtful, Flirty, Collector, Friendly) the model
does not choose: it *checks* that the choices the engine made are legal under §5.8 (every award a
candidate when made, nothing left that must still be taken, a maximum disjoint set of squares when
asked) and then adopts them.
"""

from __future__ import annotations

from itertools import combinations

PUDDLE = 5
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
RING = ORTHO + DIAG


def flip(lay):
    """§1.2: side B = [NE, NW, SW, SE] of the front list."""
    nw, ne, se, sw = lay
    return (ne, nw, sw, se)


def turn(lay):
    """§1.2: one clockwise quarter turn: new NW = old SW, new NE = old NW, new SE = old NE, new SW = old SE."""
    nw, ne, se, sw = lay
    return (sw, nw, ne, se)


def orient(front, side, rotation):
    lay = flip(front) if side == "B" else front
    for _ in range(rotation):
        lay = turn(lay)
    return lay


def tile_fields(tx, ty):
    """§1.2: NW (2tx, 2ty), NE (2tx+1, 2ty), SE (2tx+1, 2ty+1), SW (2tx, 2ty+1)."""
    return ((2 * tx, 2 * ty), (2 * tx + 1, 2 * ty), (2 * tx + 1, 2 * ty + 1), (2 * tx, 2 * ty + 1))


class RefGarden:
    def __init__(self):
        self.kind: dict[tuple[int, int], int] = {}
        self.mush: set[tuple[int, int]] = set()
        self.tiles: set[tuple[int, int]] = set()
        self.old: list[tuple[int, frozenset, int]] = []  # pollinated sectors after the last turn
        self.hb: dict[tuple[int, int], int] = {}
        self.used: dict[str, set] = {}
        self.count: dict[str, int] = {}
        self.bees = 0

    # -- geometry -------------------------------------------------------------------------------
    def lay(self, tx, ty, layout):
        self.tiles.add((tx, ty))
        for xy, (k, m) in zip(tile_fields(tx, ty), layout):
            self.kind[xy] = k
            if m:
                self.mush.add(xy)

    def groups(self, puddles: bool):
        """§3: sectors (maximal same-colour orthogonal sets of terrain) or puddle groups."""
        seen, out = set(), []
        for xy, k in self.kind.items():
            if xy in seen or (k == PUDDLE) != puddles:
                continue
            comp, stack = set(), [xy]
            seen.add(xy)
            while stack:
                x, y = stack.pop()
                comp.add((x, y))
                for dx, dy in ORTHO:
                    n = (x + dx, y + dy)
                    if n not in seen and self.kind.get(n) == k:
                        seen.add(n)
                        stack.append(n)
            out.append((k, frozenset(comp)))
        return out

    # -- §5.2 bees --------------------------------------------------------------------------------
    def do_bees(self) -> int:
        now = [(k, fs) for k, fs in self.groups(False) if len(fs) >= 3]
        result, new = [], []
        for k, fs in now:
            inside = [o for o in self.old if o[0] == k and o[1] <= fs]
            if inside:
                result.append([k, fs, sum(o[2] for o in inside), False])
            else:
                result.append([k, fs, 1, True])
                new.append(k)
        gained = len(new)
        for c in set(new):
            for sector in result:
                if sector[0] == c and not sector[3]:
                    sector[2] += 1
                    gained += 1
        self.old = [(k, fs, b) for k, fs, b, _ in result]
        self.bees += gained
        return gained

    def pollinated(self, xy) -> bool:
        return any(xy in fs for _, fs, _ in self.old)

    # -- §5.3 hummingbirds --------------------------------------------------------------------------
    def qualifies(self, t) -> bool:
        return t in self.tiles and all(self.kind[f] == PUDDLE or self.pollinated(f) for f in tile_fields(*t))

    def do_hummingbirds(self) -> int:
        gained = 0
        for t in self.tiles:
            if not self.qualifies(t):
                continue
            tx, ty = t
            target = (
                1
                + (self.qualifies((tx - 1, ty)) and self.qualifies((tx + 1, ty)))
                + (self.qualifies((tx, ty - 1)) and self.qualifies((tx, ty + 1)))
            )
            if target > self.hb.get(t, 0):
                gained += target - self.hb.get(t, 0)
                self.hb[t] = target
        return gained

    # -- §5.8 cards ---------------------------------------------------------------------------------
    def _pay(self, card, mark):
        self.used.setdefault(card, set()).update(mark)
        self.count[card] = self.count.get(card, 0) + 1

    def square_ok(self, card, a) -> bool:
        x, y = a
        fs = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
        if any(f not in self.kind for f in fs) or self.used.get(card, set()) & set(fs):
            return False
        ks = [self.kind[f] for f in fs]
        if card == "thoughtful":
            return ks[0] != PUDDLE and len(set(ks)) == 1
        one_tile = len({(fx // 2, fy // 2) for fx, fy in fs}) == 1
        return len(set(ks)) == 4 and not one_tile

    def squares(self, card):
        return [(x, y) for (x, y) in self.kind if self.square_ok(card, (x, y))]

    def check_squares(self, card, chosen, maximum=True):
        """The engine's squares this turn (NW fields, in order): pairwise disjoint candidates after
        which no candidate is left; with ``maximum`` (the default rule of §5.8) a largest such set."""
        cands = self.squares(card)

        def disjoint(a, b):
            return abs(a[0] - b[0]) >= 2 or abs(a[1] - b[1]) >= 2

        best = 0
        for size in range(len(cands), 0, -1):
            if any(all(disjoint(a, b) for a, b in combinations(c, 2)) for c in combinations(cands, size)):
                best = size
                break
        assert len(chosen) == best or (not maximum and len(chosen) <= best), (card, chosen, cands)
        for a in chosen:
            assert self.square_ok(card, a), (card, a)
            x, y = a
            self._pay(card, [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)])
        assert not self.squares(card), (card, self.squares(card))

    def check_pairs(self, card, chosen):
        """Collector / Friendly: each chosen field is free and has a free diagonal partner of its
        kind when chosen; afterwards no free diagonal pair is left."""
        pool = self.mush if card == "collector" else {f for f, k in self.kind.items() if k == PUDDLE}

        def free_pairs():
            used = self.used.get(card, set())
            return [
                (a, (a[0] + dx, a[1] + dy))
                for a in pool
                for dx, dy in DIAG
                if a not in used and (a[0] + dx, a[1] + dy) in pool and (a[0] + dx, a[1] + dy) not in used
            ]

        for f in chosen:
            assert any(a == f for a, _ in free_pairs()), (card, f)
            self._pay(card, [f])
        assert not free_pairs(), (card, free_pairs())

    def do_sector_card(self, card):
        puddles = card == "diver"
        for _k, fs in self.groups(puddles):
            if self.used.get(card, set()) & fs:
                continue
            if card == "diver":
                ok = len(fs) >= 2
            elif card == "restless":
                ok = len(fs) >= 5
            elif card == "runner":
                ok = any(
                    all((x + i * dx, y + i * dy) in fs for i in range(4)) for x, y in fs for dx, dy in ((1, 0), (0, 1))
                )
            else:  # host
                ok = len(fs & self.mush) >= 2
            if ok:
                self._pay(card, fs)

    def do_explorer(self):
        used = self.used.get("explorer", set())
        free = [m for m in self.mush if m not in used]
        pay = set()
        for m in free:
            x, y = m
            for axis in (0, 1):
                same = [o for o in free if o != m and o[1 - axis] == m[1 - axis]]
                if any(o[axis] < m[axis] for o in same) and any(o[axis] > m[axis] for o in same):
                    pay.add(m)
        for m in pay:
            self._pay("explorer", [m])

    def do_surrounded(self, card):
        pool = self.mush if card == "loner" else {f for f, k in self.kind.items() if k == PUDDLE}
        for m in sorted(pool):
            if m in self.used.get(card, set()):
                continue
            ns = [(m[0] + dx, m[1] + dy) for dx, dy in RING]
            if all(n in self.kind for n in ns) and not any(n in pool for n in ns):
                self._pay(card, [m])

    def do_skipper(self):
        for t, k in sorted(self.kind.items()):
            if k == PUDDLE or t in self.used.get("skipper", set()):
                continue
            x, y = t
            if (self.kind.get((x - 1, y)) == PUDDLE and self.kind.get((x + 1, y)) == PUDDLE) or (
                self.kind.get((x, y - 1)) == PUDDLE and self.kind.get((x, y + 1)) == PUDDLE
            ):
                self._pay("skipper", [t])

    def arrivals(self, cards, chosen_squares=None, chosen_pairs=None, maximum=True):
        """All of §4.2 after a placement; returns (bees, hummingbirds) gained."""
        b = self.do_bees()
        h = self.do_hummingbirds()
        for card in cards:
            if card in ("thoughtful", "flirty"):
                self.check_squares(card, (chosen_squares or {}).get(card, []), maximum)
            elif card in ("collector", "friendly"):
                self.check_pairs(card, (chosen_pairs or {}).get(card, []))
            elif card in ("restless", "runner", "host", "diver"):
                self.do_sector_card(card)
            elif card == "explorer":
                self.do_explorer()
            elif card in ("loner", "shy"):
                self.do_surrounded(card)
            else:
                self.do_skipper()
        return b, h
