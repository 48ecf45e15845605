"""The bitboard rules against plain reference implementations of §6 (the test
oracles), on positions of random games: placement legality, acquisition legality with
every copy choice, and the payment options."""

import itertools
import random

from gardenapp.core import hexgrid
from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.actions import ITEM_JOKER
from gardenapp.games.azul_queens_garden.garden import LABEL, bits
from gardenapp.games.azul_queens_garden.state import LOC_EXP, PAY_STEP


def positions(players=2, games=6, every=2):
    for seed in range(games):
        rng = random.Random(seed)
        s = GAME.new_game({"players": players}, seed)
        k = 0
        while not s.is_over:
            if k % every == 0:
                yield s
            s = s.apply(rng.choice(s.legal_actions()), trusted=True)
            k += 1


def naive_hexes(g) -> dict:
    return {hexgrid.parse_pair(LABEL[b]): g.cells[b] for b in bits(g.occ)}


def naive_legal(hexes: dict, cell, h) -> bool:
    """§6 is_legal_placement (the cell is known to be a free space)."""
    adj = [hexes[n] for n in hexgrid.neighbours(cell) if n in hexes]
    if adj and not any(a // 6 == h // 6 or a % 6 == h % 6 for a in adj):
        return False
    g2 = dict(hexes)
    g2[cell] = h
    for attr in (lambda x: x // 6, lambda x: x % 6):
        want = attr(h)
        comp, todo = {cell}, [cell]
        while todo:
            c = todo.pop()
            for n in hexgrid.neighbours(c):
                if n in g2 and n not in comp and attr(g2[n]) == want:
                    comp.add(n)
                    todo.append(n)
        ids = [g2[c] for c in comp]
        if len(ids) != len(set(ids)):
            return False
    return True


def test_6_placement_legality_matches_the_reference_algorithm():
    """§6 is_legal_placement vs Garden.legal_cells, every hexagon on every position."""
    checked = 0
    for s in positions(games=3, every=13):
        for g in s.gardens:
            hexes = naive_hexes(g)
            free = [hexgrid.parse_pair(LABEL[b]) for b in bits(g.free)]
            for h in range(36):
                got = {hexgrid.parse_pair(LABEL[b]) for b in bits(g.legal_cells(h))}
                want = {c for c in free if naive_legal(hexes, c, h)}
                assert got == want
                assert g.has_legal_cell(h) == bool(want)
                checked += 1
    assert checked > 300


def acquire_ok_naive(s, crit) -> bool:
    """§6 acquisition_options: some choice of one copy per identity fits."""
    sel = s.selection(crit)
    if not sel:
        return False
    p = s.player
    ft = 12 - len(s.tiles[p]) - s.jokers[p]
    fe = 2 - len(s.exps[p])
    for choice in itertools.product(*[locs for _, locs in sel]):
        e = sum(1 for loc in choice if loc == LOC_EXP)
        if len(choice) - e <= ft and e <= fe:
            return True
    return False


def test_6_acquisition_legality_matches_every_copy_choice():
    for s in positions(players=3, every=1):
        if s.step_name != "main":
            continue
        got = {a.criterion for a in s.legal_actions() if a.kind == "acquire"}
        want = {data.CRITERIA[c] for c in range(12) if acquire_ok_naive(s, c)}
        assert got == want


def valid_payment(placed: int, others: list[int], cost: int) -> bool:
    """§6 is_valid_payment (others: hexagon ids, jokers left out)."""
    hexes = [placed] + others
    if len(set(hexes)) != len(hexes):
        return False
    same_p = all(h % 6 == placed % 6 for h in hexes)
    same_c = all(h // 6 == placed // 6 for h in hexes)
    return same_p or same_c


def test_6_payment_options_match_the_reference():
    """Every offered first payment item starts a valid exact payment, and every valid
    payment's items are offered (tiles, expansions, jokers)."""
    checked = 0
    for s in positions(every=1, games=10):
        if s.step != PAY_STEP or s.paid:
            continue
        p = s.player
        items = [h for h in s.tiles[p]] + [36 + e for e in s.exps[p]] + [ITEM_JOKER] * s.jokers[p]
        items.remove(36 + s.sel if s.sel_exp else s.sel)
        need = data.PATTERN_VALUES[s.sel % 6] - 1
        starts = set()
        for combo in set(itertools.combinations(sorted(items), need)):
            hexes = [i - 36 if 36 <= i < 72 else i for i in combo if i != ITEM_JOKER]
            if valid_payment(s.sel, hexes, need + 1):
                starts.update(combo)
        assert set(s.pay_options()) == starts
        checked += 1
    assert checked > 20
