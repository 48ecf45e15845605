"""Independent audit of the Azul: Queen's Garden engine against docs/rules/azul_queens_garden.md
(every test names its section). Two kinds of tests:

* plain reference computations of §4.1 (acquire, pay, place, surround, pass), §4.2 (Phase 2)
  and §7 / §9.1 #32 (final scoring and its clamping order), checked turn by turn on random
  games, written from the spec without the engine's bitboards;
* hand-built finished-board files scored through ``gardenapp score FILE --json`` (§7, §8),
  including every worked example of the spec and every §8 error / warning.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from gardenapp.cli import main
from gardenapp.core import hexgrid
from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.garden import AREA_RING_BITS, LABEL, bits

from .helpers import garden_with, hx, new, notations, play, prep

VALUE = (1, 2, 3, 4, 5, 6)  # §2.1, written out (not read from the engine)
S1, S2, S3, S4, S5, S6 = "1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"
CENTRES = {"A1": (3, 0), "A2": (3, -3), "A3": (0, -3), "A4": (-3, 0), "A5": (-3, 3), "A6": (0, 3)}  # §11
DIRS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
ORNAMENT_KIND = {
    (2, -1): "statue",
    (1, -2): "bench",
    (-1, -1): "statue",
    (-2, 1): "bench",
    (-1, 2): "statue",
    (1, 1): "bench",
}  # §2.5 provisional default
REWARD = {"fountain": 3, "statue": 2, "bench": 1, "pavilion": 1}  # §4.1.B provisional default


# -- plain reference implementations (§4.2, §6, §7) ---------------------------------------------


def nbs(c):
    return [(c[0] + d[0], c[1] + d[1]) for d in DIRS]


def hexes_of(g) -> dict:
    """{(q, r): hexagon} of a garden: tiles and printed hexagons alike (§2.1)."""
    return {hexgrid.parse_pair(LABEL[b]): g.cells[b] for b in bits(g.occ)}


def face_up_centres(g) -> list:
    return [CENTRES[data.AREAS[i]] for i, a in enumerate(g.areas) if a >= 0]


def ref_groups(hexes: dict) -> list[tuple[str, int, int]]:
    """§6 final_evaluation: (criterion, size, points) of every group of >= 3."""
    out = []
    for kind, attr in (("colour", lambda h: h // 6), ("pattern", lambda h: h % 6)):
        for v in range(6):
            cells = {c for c, h in hexes.items() if attr(h) == v}
            while cells:
                start = cells.pop()
                comp, todo = {start}, [start]
                while todo:
                    c = todo.pop()
                    for n in nbs(c):
                        if n in cells:
                            cells.discard(n)
                            comp.add(n)
                            todo.append(n)
                if len(comp) >= 3:
                    pts = sum(VALUE[hexes[c] % 6] for c in comp) + (6 if len(comp) == 6 else 0)
                    name = data.COLOURS[v] if kind == "colour" else data.PATTERNS[v]
                    out.append((name, len(comp), pts))
    return out


def ref_round(g, criteria) -> int:
    """§4.2: per criterion, Σ value of each matching hexagon (twice if it matches two) + 1 per face-up expansion."""
    pts = 0
    for h in hexes_of(g).values():
        for crit in criteria:
            if (crit < 6 and h // 6 == crit) or (crit >= 6 and h % 6 == crit - 6):
                pts += VALUE[h % 6]
    return pts + len(face_up_centres(g))


def ref_final(track, jokers, tiles, exps, g) -> int:
    """§7 with §9.1 #32: the storage as one amount clamped at 0, then the groups."""
    storage = jokers - sum(VALUE[h % 6] for h in tiles) - sum(VALUE[h % 6] for h in exps)
    return max(0, track + storage) + sum(p for _, _, p in ref_groups(hexes_of(g)))


def ref_surrounded(g) -> set:
    """§4.1.B.4: elements (fountain, ornaments, pavilions of face-up expansions) with a hexagon on all 6 neighbours."""
    hexes = hexes_of(g)
    elems = [(0, 0)] + list(ORNAMENT_KIND) + face_up_centres(g)
    return {e for e in elems if all(n in hexes for n in nbs(e))}


def kind_of(e, g) -> str:
    if e == (0, 0):
        return "fountain"
    return ORNAMENT_KIND.get(e, "pavilion")


def display_tiles(s) -> Counter:
    out = Counter(s.top)
    for tl in s.down:
        out.update(tl)
    return out


# -- random games checked turn by turn against the reference ----------------------------------------


def _check_turn(start, clicks, end):
    """One whole turn (from ``start`` through ``clicks`` to ``end``) against §4.1 / §4.2 / §7."""
    p = start.player
    first = clicks[0]
    round_ended = end.round != start.round or end.is_over
    track = list(start.scores)
    jokers = start.jokers[p]
    tiles = Counter(start.tiles[p])
    exps = Counter(start.exps[p])
    g_end = end.gardens[p]
    if first.kind == "acquire":
        crit = data.CRITERIA.index(first.criterion)
        match = (lambda h: h // 6 == crit) if crit < 6 else (lambda h: h % 6 == crit - 6)
        disp = display_tiles(start)
        ids_t = {h for h in disp if match(h)}
        ids_e = {e for e in start.up if match(e)}
        chosen = {hx(c.hexagon): c.source for c in clicks[1:]}
        took_t, took_e, from_top = Counter(), Counter(), False
        for h in sorted(ids_t | ids_e):  # §4.1.A.3: one copy per identity
            src = chosen.get(h)
            if src is None:
                src = "exp" if h not in ids_t else ("top" if h in start.top else "d")
            if src == "exp":
                took_e[h] += 1
            else:
                took_t[h] += 1
                from_top = from_top or src == "top"
        assert Counter(end.tiles[p]) == tiles + took_t
        assert Counter(end.exps[p]) == exps + took_e
        assert len(end.tiles[p]) + end.jokers[p] <= 12 and len(end.exps[p]) <= 2  # §2.7
        # §4.1.A.6: the stack advances iff a tile came from its top
        assert (end.stack_left < start.stack_left) == from_top
        if from_top and end.stack_left == start.stack_left - 1 and end.stack_left > 0:
            assert 1 <= len(end.top) <= 4
        # §4.1.A.7: no displayed face-down expansion is left without tiles; the emptied ones (and the moved
        # top if emptied) turn face up; §4.1.A.8: with no tile for the new top, the whole stack turns up
        assert all(tl for tl in end.down)
        emptied = 0
        for i, tl in enumerate(start.down):
            left = Counter(tl)
            for h in took_t:
                if chosen.get(h) == f"d{i}" or (h not in chosen and h in tl and h not in start.top):
                    left[h] -= 1
            emptied += not +left
        top_left = +(
            Counter(start.top) - Counter(h for h in took_t if chosen.get(h, "top") == "top" and h in start.top)
        )
        moved_up = from_top and not top_left
        shortage = start.stack_left - 1 if from_top and start.stack_left > 1 and end.stack_left == 0 else 0
        assert len(end.up) == len(start.up) - sum(took_e.values()) + emptied + moved_up + shortage
        assert len(end.down) == len(start.down) - emptied + (from_top and bool(top_left))
        # the display's tiles: what was there, minus what was taken, plus the new top
        new_top = Counter(end.top) if from_top else Counter()
        assert display_tiles(end) == disp - took_t + new_top
        assert end.jokers[p] == jokers and end.scores == start.scores
    elif first.kind in ("select_tile", "select_exp"):
        placed = hx(first.hexagon)
        is_exp = first.kind == "select_exp"
        pays = [c.item for c in clicks if c.kind == "pay"]
        cost = VALUE[placed % 6]
        assert len(pays) == cost - 1  # §4.1.B.2 exact payment
        hexes_paid = [placed] + [hx(i[2:] if i.startswith("x:") else i) for i in pays if i != "joker"]
        assert len(set(hexes_paid)) == len(hexes_paid)  # never two identical
        assert len({h % 6 for h in hexes_paid}) == 1 or len({h // 6 for h in hexes_paid}) == 1
        (exps if is_exp else tiles)[placed] -= 1
        for i in pays:
            if i == "joker":
                jokers -= 1
            elif i.startswith("x:"):
                exps[hx(i[2:])] -= 1
            else:
                tiles[hx(i)] -= 1
        assert Counter(end.tiles[p]) == +tiles and Counter(end.exps[p]) == +exps
        # §4.1.B.4: every element newly surrounded gives its jokers, surplus lost
        before = ref_surrounded(start.gardens[p])
        after = ref_surrounded(g_end)
        assert before <= after
        room = 12 - sum(tiles.values())
        for e in sorted(after - before):
            jokers += min(REWARD[kind_of(e, g_end)], max(0, room - jokers))
        assert end.jokers[p] == jokers
        assert {hexgrid.parse_pair(x) for x in (LABEL[b] for b in bits(g_end.surr))} == after
        # no points when placing (§9 #25) -- unless the turn ended the round
        if not round_ended:
            assert end.scores == start.scores
    elif first.kind == "buy":
        track[p] -= 6  # §4.1.C2
        assert start.scores[p] >= 6
        if not round_ended:
            assert end.scores == track
    elif first.kind == "pass":
        lost = sum(
            VALUE[hx(c.item[2:] if c.item.startswith("x:") else c.item) % 6] for c in clicks if c.kind == "discard"
        )
        if start.first_marker < 0:  # §4.1.D, §9.1 #32: -1 clamped, then the discards
            track[p] = max(0, track[p] - 1)
            assert end.first_marker == p or round_ended
        track[p] = max(0, track[p] - lost)
        if not round_ended:
            assert end.scores == track and end.passed[p]
    if round_ended:
        # §4.2 Phase 2 for every player with this round's criteria, clamped (§9.1 #32)
        crits = start.wheel[start.round - 1]
        for q in range(start.num_players):
            g = end.gardens[q]
            assert end.scores[q] == max(0, track[q] + ref_round(g, crits)), (q, start.round)
    if end.is_over:
        sheet = end.score()
        for q, ps in enumerate(sheet.players):
            assert ps.total == ref_final(end.scores[q], end.jokers[q], end.tiles[q], end.exps[q], end.gardens[q])
            assert sum(ps.breakdown.values()) == ps.total
        best = max(sheet.totals())
        assert sheet.winners == tuple(q for q, t in enumerate(sheet.totals()) if t == best)  # §7.3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_4_and_7_random_games_follow_the_reference_turn_by_turn(players):
    """§4.1.A-D, §4.1.B.4, §4.2, §7, §9.1 #32: every turn of random games against plain computations."""
    turns = 0
    for seed in range(6 if players == 2 else 3):
        rng = random.Random(100 + seed)
        s = GAME.new_game({"players": players}, seed)
        start, clicks = s, []
        while not s.is_over:
            acts = s.legal_actions()
            # prefer doing something over passing, so gardens grow
            a = rng.choice([x for x in acts if x.kind != "pass"] or acts) if rng.random() < 0.93 else rng.choice(acts)
            s = s.apply(a)
            clicks.append(a)
            if s.turns != start.turns or s.is_over:
                _check_turn(start, clicks, s)
                turns += 1
                start, clicks = s, []
    assert turns > 100


# -- §3 setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,stack,supply", [(2, 5, 16), (3, 7, 8), (4, 8, 4)])
def test_3_setup_by_player_count(players, stack, supply):
    """§3: stacks of 5/7/8, supply 16/8/4, 3 jokers and 15 points each, 4 tiles on the round-1 top,
    the first player marker in the display, 108 tiles in all."""
    s = new(players, 7)
    assert s.stack_left == stack and len(s.supply) == supply
    assert s.jokers == [3] * players and s.scores == [15] * players
    assert len(s.top) == 4 and sum(s.bag) + 4 == 108 and s.first_marker == -1
    assert s.down == () and s.up == ()
    assert all(len(s.tiles[q]) == 0 and len(s.exps[q]) == 0 for q in range(players))


# -- §4.1.A acquisition ------------------------------------------------------------------------------


def test_4_1_A_7_flips_the_moved_top_when_its_last_tile_is_taken():
    """§4.1.A.6-7: taking every tile of the stack top moves it into the display and turns it face up
    (available: its printed hexagon), and a new top gets 4 tiles."""
    s = prep(new(2, 3), top=["blue-tree", "blue-bird", "blue-lily", "blue-plant"], down=[], up=[])
    t = play(s, "+blue")
    assert len(t.up) == 1 and t.down == () and len(t.top) == 4 and t.stack_left == s.stack_left - 1


def test_4_1_A_3_identical_tile_and_expansion_are_one_item():
    """§4.1.A.3, §9 #9: a pattern selection holds each colour at most once."""
    s = prep(
        new(2, 3),
        top=["blue-tree", "yellow-tree", "yellow-bird", "yellow-lily"],
        down=[["blue-tree"]],
        up=["blue-tree", "dark_green-tree"],
    )
    t = play(s, "+tree")
    assert sorted(notations(t)) == ["=blue-tree@d0", "=blue-tree@exp", "=blue-tree@top"]
    u = play(t, "=blue-tree@exp")
    p = s.player
    assert sorted(data.HEX_NAMES[h] for h in u.tiles[p]) == ["yellow-tree"]
    assert sorted(data.HEX_NAMES[h] for h in u.exps[p]) == ["blue-tree", "dark_green-tree"]
    assert u.stack_left == s.stack_left - 1  # the yellow tree came from the top


def test_4_1_A_4_expansion_spaces_are_checked_separately():
    """§4.1.A.4, §9 #11: two face-up expansions in the selection and one free expansion space: illegal."""
    s = prep(
        new(2, 3),
        top=["yellow-bird", "yellow-lily", "dark_green-lily", "dark_green-bird"],
        down=[],
        up=["blue-tree", "blue-bird"],
        exps=["light_green-tree"],
    )
    assert "+blue" not in notations(s) and "+tree" in notations(s)
    s = prep(s, exps=[])
    assert "+blue" in notations(s)


def test_4_1_A_taking_only_from_a_displayed_expansion_does_not_advance():
    """§4.1.A: taking only from displayed expansions never advances the stack; an emptied one turns up."""
    s = prep(
        new(2, 3),
        top=["yellow-bird", "yellow-lily", "dark_green-lily", "dark_green-bird"],
        down=[["blue-tree", "light_green-lily"]],
        up=[],
    )
    t = play(s, "+blue")
    assert t.stack_left == s.stack_left and t.top == s.top and t.down == ((hx("light_green-lily"),),)
    t = play(t, "pass")  # the other player
    u = play(t, "+light_green")
    assert u.down == () and len(u.up) == 1 and u.stack_left == s.stack_left


# -- §4.1.B / C payments and placements -------------------------------------------------------------


def test_4_1_B_2_colour_payment_of_a_plant():
    """§4.1.B.2: a blue plant (cost 5) paid with blue tree, bird, butterfly and a joker (same colour,
    patterns all different); a second blue bird cannot be part of it."""
    s = prep(new(2, 3), tiles=["blue-plant", "blue-tree", "blue-bird", "blue-bird", "blue-butterfly"], jokers=1)
    p = s.player
    s = play(s, "tile:blue-plant", "@1,0", "pay:blue-tree", "pay:blue-bird")
    assert sorted(notations(s)) == ["pay:blue-butterfly", "pay:joker"]
    s = play(s, "pay:blue-butterfly", "pay:joker")
    assert s.tiles[p] == (hx("blue-bird"),) and s.jokers[p] == 0
    assert s.tower[hx("blue-tree")] == 1 and s.tower[hx("blue-bird")] == 1 and s.tower[hx("blue-butterfly")] == 1


def test_4_1_B_cannot_select_an_unaffordable_tile():
    """§9 #30: a flower (cost 4) with only 2 other matching items and no joker is not offered."""
    s = prep(new(2, 3), tiles=["blue-flower", "yellow-flower", "blue-tree"], jokers=0)
    assert "tile:blue-flower" not in notations(s)
    s = prep(s, jokers=1)
    assert "tile:blue-flower" not in notations(s)  # pattern 1 + joker = 2 < 3, colour 1 + 1 = 2 < 3
    s = prep(s, jokers=2)
    assert "tile:blue-flower" in notations(s)


def test_4_1_C1_expansion_paid_with_the_other_stored_expansion_and_a_tile():
    """§4.1.C1, §9 #12: an expansion is paid like a tile; other items may be the other stored expansion."""
    s = prep(new(2, 3), exps=["blue-butterfly", "yellow-butterfly"], tiles=["dark_green-butterfly"], jokers=0)
    p = s.player
    s = play(s, "exp:blue-butterfly", "A1", "o0")
    assert sorted(notations(s)) == ["pay:dark_green-butterfly", "pay:x:yellow-butterfly"]
    s = play(s, "pay:x:yellow-butterfly", "pay:dark_green-butterfly")
    assert s.exps[p] == () and s.tiles[p] == () and s.supply[0] == hx("yellow-butterfly")
    g = s.gardens[p]
    assert g.areas[0] == hx("blue-butterfly") * 6 and g.cells[AREA_RING_BITS[0][0]] == hx("blue-butterfly")


def test_4_1_C_printed_hexagon_completes_an_ornament():
    """§4.1.C: the printed hexagon may complete the surrounding of an adjacent ornament (bench (1,1):
    1 joker by the provisional table). Every ornament has two neighbours in each of two areas, so no
    legal play reaches this: the garden holds a tile on 1,2 of A6 before A6 has an expansion, which
    docs/formats.md §6.5 refuses ("area A6 has no expansion"). The engine's rule is tested on that
    garden set directly: the one state field this file writes."""
    g = garden_with(
        {S1: "blue-tree", S6: "blue-bird", "2,0": "blue-lily", "2,1": "blue-flower", "1,2": "yellow-bird"},
        {"A1": "face_down"},
    )
    s = prep(new(2, 3), exps=["blue-plant"], jokers=4, tiles=[])
    p = s.player
    s.gardens[p] = g
    # A6 centre (0,3); ring cell 2 = (0,2) touches the bench (1,1)
    s = play(s, "exp:blue-plant", "A6", "o2", *["pay:joker"] * 4)
    assert s.jokers[p] == 0 + 1 and "1,1" in {LABEL[b] for b in bits(s.gardens[p].surr)}


def test_4_1_C2_bought_expansion_completes_nothing_and_has_no_pavilion():
    """§4.1.C2, §9 #26: a face-down expansion has no hexagon and no pavilion."""
    from gardenapp.games.azul_queens_garden.scoring import round_score

    s = prep(new(2, 3), score=6)
    p = s.player
    s = play(s, "buy", "A6")
    assert s.scores[p] == 0 and s.jokers[p] == 3 and round_score(s.gardens[p], [])[1] == 0


# -- §4.1.D pass ------------------------------------------------------------------------------------


def test_4_1_D_discarding_an_expansion_loses_its_printed_value():
    """§4.1.D: discards are tiles and/or expansions (their printed pattern value); never jokers."""
    s = prep(new(2, 3), tiles=["blue-tree"], exps=["yellow-lily"], jokers=3)
    p = s.player
    s = play(s, "pass")
    assert "-joker" not in notations(s) and sorted(notations(s)) == ["-blue-tree", "-x:yellow-lily", "done"]
    s = play(s, "-x:yellow-lily", "done")
    assert s.scores[p] == 15 - 1 - 6 and s.supply[0] == hx("yellow-lily") and s.jokers[p] == 3


def test_4_1_D_only_the_first_pass_of_the_round_costs_a_point():
    """§4.1.D: the second player to pass loses nothing; next round the marker's owner starts and
    the first pass costs again."""
    s = new(2, 3, first_player=1)
    s = play(s, "pass")
    assert s.scores == [15, 14] and s.first_marker == 1
    s = play(s, "pass")
    assert s.round == 2 and s.current_player == 1 and s.first_marker == -1
    s = play(s, "pass")
    assert s.first_marker == 1


# -- §4.2 Phase 2 ----------------------------------------------------------------------------------


def test_4_2_phase_2_with_a_fixed_wheel_in_play():
    """§4.2: a hexagon matching two criteria scores twice; +1 per visible pavilion; printed hexagons count."""
    wheel = [
        ["blue", "tree", "yellow"],
        ["bird", "dark_green", "butterfly"],
        ["light_green", "flower", "dark_purple"],
        ["plant", "light_purple", "lily"],
    ]
    g = garden_with({S1: "blue-tree", S2: "blue-bird", S4: "yellow-lily"}, {"A1": ("dark_green-tree", 2)})
    s = prep(new(2, 3, wheel=wheel, first_player=0), 0, garden=g, score=10)
    s = play(s, "pass", "pass")
    # blue: 1 + 2 = 3; tree: blue tree 1 + printed dark green tree 1 = 2; yellow: lily 6; pavilion 1
    assert s.scores[0] == 10 - 1 + 3 + 2 + 6 + 1
    assert s.scores[1] == 15


# -- §7 / §8 finished-board files through the command line -------------------------------------------


def board(*players):
    return {"format": "gardenapp-board", "version": 1, "game": "azul_queens_garden", "players": list(players)}


def player(name, score, tiles=None, areas=None, storage=None):
    d = {"name": name, "score_before_final": score}
    if tiles is not None:
        d["tiles"] = {c: {"colour": h.split("-")[0], "pattern": h.split("-")[1]} for c, h in tiles.items()}
    if areas is not None:
        d["areas"] = areas
    if storage is not None:
        d["storage"] = storage
    return d


def hexj(name):
    c, p = name.split("-")
    return {"colour": c, "pattern": p}


def score_json(tmp_path, capsys, d):
    f = tmp_path / "b.json"
    f.write_text(json.dumps(d), encoding="utf-8")
    code = main(["score", str(f), "--json"])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else None), out.err


def test_7_rulebook_worked_example_as_a_board_file(tmp_path, capsys):
    """§7 worked example: storage +2 and -4; a colour group of six 21 + 6; a butterfly group of three 9;
    a colour group of four 3+4+5+6 = 18; a butterfly group of four 12; a group of two 0."""
    ana = player(
        "Ana",
        50,
        {c: f"blue-{p}" for c, p in zip((S1, S2, S3, S4, S5, S6), data.PATTERNS)},
        storage={"jokers": 2, "tiles": [hexj("yellow-flower")]},
    )
    # Bruno: a light green group of four (butterfly..lily) on the ring; a butterfly group of four
    bruno_tiles = {
        S1: "light_green-butterfly",
        S2: "light_green-flower",
        S3: "light_green-plant",
        S4: "light_green-lily",
        "2,0": "yellow-butterfly",
        "2,1": "dark_green-butterfly",
        "3,1": "blue-butterfly",
    }
    bruno = player("Bruno", 50, bruno_tiles, areas={"A1": "face_down"})
    # Cora: a butterfly group of three and a pair
    cora = player(
        "Cora",
        50,
        {S1: "blue-butterfly", S2: "yellow-butterfly", S3: "dark_green-butterfly", S5: "blue-tree", S6: "yellow-tree"},
    )
    code, out, err = score_json(tmp_path, capsys, board(ana, bruno, cora))
    assert code == 0, err
    a, b, c = out["players"]
    assert a["breakdown"]["storage"] == -2 and a["breakdown"]["blue"] == 27 and a["total"] == 50 - 2 + 27
    assert b["breakdown"]["light_green"] == 18 and b["breakdown"]["butterfly"] == 12 and b["total"] == 80
    assert c["breakdown"]["butterfly"] == 9 and c["breakdown"]["tree"] == 0 and c["total"] == 59
    for p in out["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
        assert list(p["breakdown"]) == ["track", "storage", *data.COLOURS, *data.PATTERNS]
    assert out["winners"] == ["Bruno"] and out["warnings"] == [] and out["game"] == "azul_queens_garden"


def test_7_2_printed_hexagons_and_several_groups_of_one_pattern(tmp_path, capsys):
    """§7.2: printed hexagons count like tiles; no limit on groups (two tree groups of 3 score 3 + 3);
    the pattern group of exactly 6 gets +6 (6 x 2 + 6 = 18)."""
    tiles = {S1: "blue-tree", S2: "yellow-tree", S4: "dark_green-tree", "-2,0": "yellow-tree", "-3,1": "blue-tree"}
    areas = {
        "A1": {"colour": "light_green", "pattern": "tree", "orientation": 3},  # (2,0), next to S1
        "A4": "face_down",
    }
    p1 = player("P1", 0, tiles, areas)
    birds = {c: f"{col}-bird" for c, col in zip((S1, S2, S3, S4, S5, S6), data.COLOURS)}
    p2 = player("P2", 0, birds)
    code, out, err = score_json(tmp_path, capsys, board(p1, p2))
    assert code == 0, err
    assert out["players"][0]["breakdown"]["tree"] == 3 + 3
    assert out["players"][1]["breakdown"]["bird"] == 18 and out["players"][1]["total"] == 18


def test_9_1_32_storage_clamped_then_groups_through_the_cli(tmp_path, capsys):
    """§9.1 #32: track 2, storage 1 joker - 6 (lily) - 5 (plant expansion) = -10 -> 0, then the groups.
    The breakdown shows the storage as applied (-2) so that it adds up to the total."""
    p1 = player(
        "A",
        2,
        {S1: "blue-lily", S2: "yellow-lily", S3: "dark_green-lily"},
        storage={"jokers": 1, "tiles": [hexj("blue-lily")], "expansions": [hexj("yellow-plant")]},
    )
    p2 = player("B", 18)
    code, out, _ = score_json(tmp_path, capsys, board(p1, p2))
    a = out["players"][0]
    assert a["breakdown"]["storage"] == -2 and a["breakdown"]["lily"] == 18 and a["total"] == 18
    assert out["winners"] == ["A", "B"]  # §7.3 shared victory


def test_8_optional_fields_and_face_down_centre(tmp_path, capsys):
    """§8: areas, tiles and storage may be left out; a face-down expansion's 7 cells (centre too) are spaces."""
    p1 = player("A", 5, {"3,0": "blue-tree", "4,0": "blue-bird", "2,0": "blue-butterfly"}, {"A1": "face_down"})
    code, out, err = score_json(tmp_path, capsys, board(p1, {"name": "B", "score_before_final": 0}))
    assert code == 0, err
    assert out["players"][0]["total"] == 5 + 6 and out["players"][1]["total"] == 0


@pytest.mark.parametrize(
    "change,expected",
    [
        (lambda d: d["players"][0]["tiles"].update({"0,0": hexj("blue-tree")}), 'players[0].tiles."0,0"'),
        (lambda d: d["players"][0]["tiles"].update({"1,1": hexj("blue-tree")}), 'players[0].tiles."1,1"'),
        (lambda d: d["players"][0]["tiles"].update({"3,-3": hexj("blue-tree")}), 'players[0].tiles."3,-3"'),
        (lambda d: d["players"][0]["tiles"].update({"0,-3": hexj("blue-tree")}), 'players[0].tiles."0,-3"'),
        (lambda d: d["players"][0]["tiles"].update({"4,-4": hexj("blue-tree")}), 'players[0].tiles."4,-4"'),
        (lambda d: d["players"][0]["storage"].update({"jokers": 13}), "players[0].storage.jokers"),
        (
            lambda d: d["players"][0]["storage"].update({"jokers": 10, "tiles": [hexj("blue-tree")] * 3}),
            "players[0].storage: tiles: 3, jokers: 10",
        ),
        (
            lambda d: d["players"][0]["storage"].update(
                {"expansions": [hexj("blue-tree"), hexj("blue-bird"), hexj("blue-lily")]}
            ),
            "players[0].storage.expansions",
        ),
        (lambda d: d["players"][0].pop("score_before_final"), "players[0].score_before_final"),
        (
            lambda d: d["players"][0]["areas"].update({"A2": {"colour": "blue", "pattern": "tree"}}),
            "players[0].areas.A2.orientation",
        ),
        (lambda d: d["players"][0].update({"jokers": 1}), "players[0].jokers"),
        (lambda d: d["players"][1].update({"name": "A"}), "players[1].name"),
    ],
)
def test_8_errors_block_with_their_place(tmp_path, capsys, change, expected):
    """§8 / docs/formats.md §1.1: errors name their place; exit 2 with nothing on stdout."""
    d = board(
        player(
            "A",
            10,
            {S1: "blue-tree"},
            {"A2": {"colour": "yellow", "pattern": "lily", "orientation": 1}},
            {"jokers": 0, "tiles": [], "expansions": []},
        ),
        player("B", 3),
    )
    # A2 centre (3,-3) is the pavilion; orientation 1 puts the printed hexagon on (3,-3) + DIR[1] = (4,-4)
    change(d)
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(d), encoding="utf-8")
    code = main(["score", str(f), "--json"])
    out = capsys.readouterr()
    assert code == 2 and out.out == "" and expected in out.err


def test_8_printed_cell_of_an_expansion_cannot_hold_a_tile(tmp_path, capsys):
    """§2.6 / §8: orientation k puts the printed hexagon on centre + DIR[k] (A2 k=1: (4,-4))."""
    d = board(
        player("A", 10, {"4,-4": "blue-tree"}, {"A2": {"colour": "yellow", "pattern": "lily", "orientation": 1}}),
        player("B", 3),
    )
    code, _, err = score_json(tmp_path, capsys, d)
    assert code == 2 and 'players[0].tiles."4,-4": holds the printed hexagon' in err
    d["players"][0]["tiles"] = {"3,-4": hexj("blue-tree")}
    code, out, err = score_json(tmp_path, capsys, d)
    assert code == 0, err


def test_8_warnings_never_block(tmp_path, capsys):
    """§8: warn (do not block) on the group invariant, more than 3 tiles of a combination across all
    players' gardens and storages, and an expansion entered twice; the score is still given."""
    a = player(
        "A",
        10,
        {S1: "blue-tree", S2: "blue-tree"},  # two blue trees in one group
        {"A1": {"colour": "yellow", "pattern": "lily", "orientation": 0}},
        {"jokers": 0, "tiles": [hexj("dark_green-bird")] * 2, "expansions": []},
    )
    b = player(
        "B",
        10,
        {S1: "dark_green-bird", S4: "dark_green-bird"},
        None,
        {"jokers": 0, "tiles": [], "expansions": [hexj("yellow-lily")]},
    )
    code, out, err = score_json(tmp_path, capsys, board(a, b))
    assert code == 0, err
    w = " | ".join(out["warnings"])
    assert "identical" in w and "dark_green-bird" in w and "yellow-lily" in w
    assert len(out["warnings"]) == 3
    assert out["players"][0]["total"] == 10 - 2 - 2 and out["players"][1]["total"] == 10 - 6


def test_8_three_copies_are_fine_and_printed_hexagons_are_not_tiles(tmp_path, capsys):
    """§8: exactly 3 tiles of a combination is no warning; a printed hexagon is not a tile copy."""
    a = player(
        "A",
        10,
        {S1: "blue-tree", S4: "blue-tree"},
        {"A1": {"colour": "blue", "pattern": "tree", "orientation": 0}},
        {"jokers": 0, "tiles": [hexj("blue-tree")]},
    )
    code, out, _ = score_json(tmp_path, capsys, board(a, player("B", 1)))
    assert code == 0 and out["warnings"] == []


# -- §5 all six examples in play (legal actions) ---------------------------------------------------


def test_5_examples_through_legal_actions():
    """§5 examples 2-6 as offered cells: blue lily may go on S6, yellow lily / blue bird / blue butterfly
    may not; with blue trees on S1 and S3, S2 is never offered."""
    ex1 = {S1: "blue-tree", S2: "blue-bird", S3: "blue-butterfly", S4: "yellow-butterfly", S5: "light_purple-butterfly"}
    for tile, ok in (("blue-lily", True), ("yellow-lily", False), ("blue-bird", False), ("blue-butterfly", False)):
        s = prep(new(2, 3), garden=garden_with(ex1), tiles=[tile], jokers=5)
        acts = notations(s)
        if ok:
            assert f"@{S6}" in notations(play(s, f"tile:{tile}"))
        else:
            assert f"tile:{tile}" not in acts  # S6 is the only free space
    for h in range(36):
        s = prep(new(2, 3), garden=garden_with({S1: "blue-tree", S3: "blue-tree"}), tiles=[data.HEX_NAMES[h]], jokers=5)
        if f"tile:{data.HEX_NAMES[h]}" in notations(s):
            assert f"@{S2}" not in notations(play(s, f"tile:{data.HEX_NAMES[h]}"))


# -- §9 #30: which main-step actions are offered, against plain computations ---------------------------


def _ref_placeable(hexes: dict, free: list, h: int) -> bool:
    from .test_oracles import naive_legal

    return any(naive_legal(hexes, c, h) for c in free)


def _ref_can_pay(p_tiles, p_exps, jokers, h, is_exp) -> bool:
    """§4.1.B.2: cost - 1 other items, same pattern (colours distinct) or same colour (patterns distinct),
    jokers for any of them; an identity counts once (no two identical)."""
    need = VALUE[h % 6] - 1
    ids = set(p_tiles) | set(p_exps)
    ids.discard(h)
    same_p = sum(1 for g in ids if g % 6 == h % 6)
    same_c = sum(1 for g in ids if g // 6 == h // 6)
    return max(same_p, same_c) + jokers >= need


def test_9_30_main_step_actions_match_the_reference():
    """§9 #30: a tile / expansion is offered iff it can be paid and has a legal place; the supply
    purchase iff score >= 6, the supply is not empty and an area is free; pass always."""
    checked = 0
    for seed in range(8):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2 + seed % 3}, seed)
        while not s.is_over:
            if s.step_name == "main":
                p = s.player
                g = s.gardens[p]
                hexes = hexes_of(g)
                free = [hexgrid.parse_pair(LABEL[b]) for b in bits(g.free)]
                acts = set(notations(s))
                for h in set(s.tiles[p]):
                    want = _ref_can_pay(s.tiles[p], s.exps[p], s.jokers[p], h, False) and _ref_placeable(hexes, free, h)
                    assert (f"tile:{data.HEX_NAMES[h]}" in acts) == want
                free_areas = [a for i, a in enumerate(data.AREAS) if g.areas[i] == -1]
                for h in set(s.exps[p]):
                    rings = [(CENTRES[a][0] + d[0], CENTRES[a][1] + d[1]) for a in free_areas for d in DIRS]
                    want = _ref_can_pay(s.tiles[p], s.exps[p], s.jokers[p], h, True) and any(
                        _ref_placeable(hexes, [c], h) for c in rings
                    )
                    assert (f"exp:{data.HEX_NAMES[h]}" in acts) == want
                assert ("buy" in acts) == (bool(s.supply) and s.scores[p] >= 6 and bool(free_areas))
                assert "pass" in acts
                checked += 1
            acts = s.legal_actions()
            s = s.apply(
                rng.choice([x for x in acts if x.kind != "pass"] or acts) if rng.random() < 0.9 else rng.choice(acts)
            )
    assert checked > 200


def test_4_3_phase_3_reference():
    """§4.3: after Phase 3 the display holds only the next stack with 4 tiles on its top; every tile of
    the old display is in the tower (or back in the bag), every expansion of it under the supply."""
    for seed in range(6):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2 + seed % 3}, seed)
        while not s.is_over:
            before = s
            acts = s.legal_actions()
            s = s.apply(
                rng.choice([x for x in acts if x.kind != "pass"] or acts) if rng.random() < 0.9 else rng.choice(acts)
            )
            if s.round != before.round:
                n = s.num_players
                assert s.stack_left == data.STACK_SIZE[n] and len(s.top) == 4 and s.down == () and s.up == ()
                returned = len(before.down) + before.stack_left + len(before.up)
                discarded = sum(1 for it in before.discards if 36 <= it < 72)  # the last pass's discards
                assert len(s.supply) == len(before.supply) + discarded + returned
                assert s.supply[len(s.supply) - len(before.supply) :] == before.supply  # the old supply on top
                assert s.first_marker == -1 and s.passed == (False,) * n
                assert s.player == before.first_marker if before.first_marker >= 0 else True


# -- remaining single rules ---------------------------------------------------------------------------


def test_4_1_A_8_partial_refill_puts_fewer_than_4_tiles():
    """§4.1.A.8 / §2.2: with only 2 tiles left (bag + tower), the new top gets those 2."""
    bag = [0] * 36
    bag[hx("light_purple-lily")] = 1
    tower = [0] * 36
    tower[hx("light_green-tree")] = 1
    top = ["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"]
    s = prep(new(2, 3), top=top, down=[], up=[], bag=bag, tower=tower)
    t = play(s, "+blue")
    assert sorted(t.top) == sorted([hx("light_purple-lily"), hx("light_green-tree")])
    assert t.stack_left == s.stack_left - 1 and len(t.up) == 0


def test_2_3_jokers_are_never_in_the_display_nor_placeable():
    """§2.3: a joker is not a hexagon: never acquired, never selected for placement."""
    s = prep(new(2, 3), tiles=[], jokers=3)
    acts = notations(s)
    assert not any(a.startswith(("tile:", "exp:")) for a in acts)
    assert all("joker" not in a for a in acts)


def test_9_16_pavilion_and_ornament_completed_by_one_tile():
    """§9 #16, §4.1.B.4: one tile completes the pavilion of A1 (1 joker) and the statue (2,-1)
    (2 jokers): 3 jokers, as far as the storage has room (§9 #17)."""
    # A1 face up, printed hexagon on ring cell 5 = (3,1); statue (2,-1) touches (1,0) (1,-1) (2,-2) (3,-2) (3,-1) (2,0)
    cells = {
        "4,0": "blue-tree",
        "4,-1": "yellow-tree",
        "2,0": "light_green-tree",
        "2,1": "dark_purple-tree",
        S1: "light_green-bird",
        S2: "light_green-lily",
        "2,-2": "light_green-flower",
        "3,-2": "yellow-flower",
    }
    g = garden_with(cells, {"A1": ("light_purple-tree", 5), "A2": "face_down"})
    s = prep(new(2, 3), garden=g, tiles=["dark_green-tree"], jokers=0)
    p = s.player
    assert "@3,-1" in notations(play(s, "tile:dark_green-tree"))
    t = play(s, "tile:dark_green-tree", "@3,-1")
    assert t.jokers[p] == 1 + 2
    assert {"3,0", "2,-1"} <= {LABEL[b] for b in bits(t.gardens[p].surr)}
    full = prep(
        s.copy(),
        tiles=["dark_green-tree"] + ["blue-bird"] * 3 + ["yellow-bird"] * 3 + ["blue-lily"] * 3 + ["yellow-lily"],
        jokers=0,
    )  # 11 tiles: after placing, 2 free spaces
    t = play(full, "tile:dark_green-tree", "@3,-1")
    assert t.jokers[p] == 2


def test_9_1_32_phase_2_points_after_a_clamped_first_pass():
    """§9.1 #32: score 0, first pass -1 -> 0 (not -1), then Phase 2 adds its points to 0."""
    s = prep(new(2, 3, first_player=0), 0, garden=garden_with({S1: "blue-lily"}), score=0)
    crits = s.wheel[0]
    s = play(s, "pass", "pass")
    want = sum(VALUE[5] for c in crits if c in (data.COLOUR_INDEX["blue"], 6 + data.PATTERN_INDEX["lily"]))
    assert s.scores[0] == want


def test_4_1_B_4_surrounding_matches_the_reference_on_filled_gardens():
    """§4.1.B.4, §9 #15, #16: gardens filled at random by legal placements (tiles and expansions);
    after each one the newly surrounded elements are exactly those the plain check finds."""
    from gardenapp.games.azul_queens_garden.garden import AREA_DOWN, Garden

    seen = Counter()
    for seed in range(40):
        rng = random.Random(seed)
        g = Garden()
        pool = list(range(36))
        rng.shuffle(pool)
        for _ in range(80):
            free_areas = g.free_areas()
            if free_areas and rng.random() < 0.15:
                a = rng.choice(free_areas)
                if rng.random() < 0.4:
                    g2, cell = g.with_area(a, AREA_DOWN), None
                else:
                    e = pool.pop()
                    ks = g.legal_orientations(e, a)
                    if not ks:
                        continue
                    k = rng.choice(ks)
                    g2, cell = g.with_area(a, e * 6 + k), AREA_RING_BITS[a][k]
            else:
                h = rng.randrange(36)
                cells = list(bits(g.legal_cells(h)))
                if not cells:
                    continue
                cell = rng.choice(cells)
                g2 = g.with_hex(h, cell)
            before = ref_surrounded(g)
            want = ref_surrounded(g2) - before
            got = {hexgrid.parse_pair(LABEL[b]) for b in bits(g2.newly_surrounded(cell))} if cell is not None else set()
            assert got == want
            for e in want:
                seen[kind_of(e, g2)] += 1
            g = g2.with_surrounded(g2.newly_surrounded(cell)) if cell is not None else g2
    assert all(seen[k] > 0 for k in ("fountain", "statue", "bench", "pavilion")), seen


def test_4_and_7_games_of_the_greedy_player_follow_the_reference():
    """§4.1.B.4, §4.2, §7: games of the greedy computer player (which surrounds elements and builds
    groups, unlike random play) checked turn by turn against the plain computations."""
    surrounds = turns = 0
    for seed in range(8):
        s = GAME.new_game({"players": 2 + seed % 3}, seed)
        bots = [GAME.make_bot("greedy", seed * 10 + q) for q in range(s.num_players)]
        start, clicks = s, []
        while not s.is_over:
            a = bots[s.current_player].choose(s.view_for(s.current_player))
            s, events = s.apply_with_events(a)
            clicks.append(a)
            surrounds += sum(1 for e in events if e.kind == "surround")
            if s.turns != start.turns or s.is_over:
                _check_turn(start, clicks, s)
                turns += 1
                start, clicks = s, []
    assert surrounds >= 5 and turns > 300
