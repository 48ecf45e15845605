"""The shapely pattern matcher against the integer oracle and the specs' shapes."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely import affinity

from gardenapp.core import hexgrid as hg
from gardenapp.core import patterns as pt
from gardenapp.core.patterns import (
    CompiledPattern,
    Match,
    Matcher,
    Pattern,
    PatternCell,
    compile_pattern,
    distinct_placements,
    find_matches,
    find_matches_oracle,
)
from gardenapp.games.harmonies import data as harmonies_data

# Harmonies, docs/rules/harmonies.md §3.4 (a sample of the machine-readable habitats)
HARMONIES = """
{"id":"A02","track":[4,10,16],"cells":[[0,0,"W"],[0,-1,"M1"],[1,-1,"M1"]]}
{"id":"A03","track":[3,6,10,16],"cells":[[0,0,"W"],[0,-1,"M3"]]}
{"id":"A13","track":[8,18],"cells":[[0,0,"T2"],[0,-1,"F"],[1,-1,"F"],[1,0,"F"]]}
{"id":"A23","track":[4,9,16],"cells":[[0,0,"M1"],[0,-1,"M1"],[0,-2,"F"]]}
{"id":"S02","track":[],"cells":[[0,0,"F"],[0,-1,"W"],[1,-1,"W"],[1,-2,"F"]]}
{"id":"S09","track":[],"cells":[[0,0,"W"],[0,-1,"T2"],[0,1,"T2"]]}
"""


def harmonies_pattern(card_id: str) -> Pattern:
    for line in HARMONIES.strip().splitlines():
        card = json.loads(line)
        if card["id"] == card_id:
            return Pattern.of([((q, a), code) for q, a, code in card["cells"]])
    raise KeyError(card_id)


# Takenoko, docs/rules/takenoko.md §3.1.1: the canonical shapes
LINE = [(0, 0), (0, 1), (0, 2)]
CURVE = [(0, 0), (0, 1), (-1, 2)]
TRIANGLE = [(0, 0), (-1, 1), (0, 1)]
DIAMOND = [(0, 0), (-1, 1), (0, 1), (-1, 2)]


def mono(offsets, kind="g", **kw) -> Pattern:
    return Pattern.of([(o, kind) for o in offsets], **kw)


def two_colour_diamond(x="g", y="y", mirrored=False) -> Pattern:
    return Pattern.of({(0, 0): x, (0, 1): x, (-1, 1): y, (-1, 2): y}, reflections=mirrored)


def shapes_up_to_translation(cp: CompiledPattern) -> set:
    out = set()
    for o in cp.orientations:
        mq = min(c.offset[0] for c in o)
        mr = min(c.offset[1] for c in o)
        out.add(frozenset(((c.offset[0] - mq, c.offset[1] - mr), c.kinds) for c in o))
    return out


# --- validation -------------------------------------------------------------------------------------


def test_pattern_validation():
    with pytest.raises(ValueError, match=r"\(0, 0\)"):
        mono([(0, 1), (0, 2)])
    with pytest.raises(ValueError, match="repeated"):
        mono([(0, 0), (0, 1), (0, 1)])
    with pytest.raises(ValueError):
        mono([(0, 0)], grid="triangle")
    with pytest.raises(ValueError):
        PatternCell((0, 0), frozenset())
    with pytest.raises(ValueError):
        PatternCell((0, 0.5), "W")
    assert PatternCell((0, 0), "M1").kinds == frozenset({"M1"})
    assert PatternCell((0, 0), ["T2", "T3"]).kinds == frozenset({"T2", "T3"})
    assert Pattern((((0, 0), "W"),)).cells == (PatternCell((0, 0), frozenset({"W"})),)


def test_grid_mismatch_is_an_error():
    with pytest.raises(ValueError):
        find_matches({(0, 0): "g"}, mono([(0, 0)], grid="square"))
    with pytest.raises(ValueError):
        Matcher({(0, 0): "g"}, "hex").matches(compile_pattern(mono([(0, 0)], grid="square")))
    with pytest.raises(ValueError):
        find_matches_oracle({(0, 0): "g"}, mono([(0, 0)]), grid="square")


# --- compiled orientations --------------------------------------------------------------------------


@pytest.mark.parametrize("shape,count", [(LINE, 3), (CURVE, 6), (TRIANGLE, 2), (DIAMOND, 3)])
def test_takenoko_3_1_1_orientation_counts(shape, count):
    """docs/rules/takenoko.md §3.1.1: distinct orientations under the 6 rotations (up to translation)."""
    assert len(shapes_up_to_translation(compile_pattern(mono(shape)))) == count


def test_takenoko_3_1_1_two_colour_diamond_table():
    """docs/rules/takenoko.md §3.1.1: the six allowed placements of the two-colour diamond,
    rotation k = orientation k."""
    table = [
        ({(0, 0), (0, 1)}, {(-1, 1), (-1, 2)}),
        ({(0, 0), (-1, 1)}, {(-1, 0), (-2, 1)}),
        ({(0, 0), (-1, 0)}, {(0, -1), (-1, -1)}),
        ({(0, 0), (0, -1)}, {(1, -1), (1, -2)}),
        ({(0, 0), (1, -1)}, {(1, 0), (2, -1)}),
        ({(0, 0), (1, 0)}, {(0, 1), (1, 1)}),
    ]
    cp = compile_pattern(two_colour_diamond())
    assert len(cp.orientations) == 6 and len(shapes_up_to_translation(cp)) == 6
    for o, (xs, ys) in zip(cp.orientations, table):
        assert {c.offset for c in o if c.kinds == {"g"}} == xs
        assert {c.offset for c in o if c.kinds == {"y"}} == ys
    # Mirrors are off by default (MIXED_DIAMOND_MIRRORED = False); the house rule doubles them.
    assert len(shapes_up_to_translation(compile_pattern(two_colour_diamond(mirrored=True)))) == 12


def test_harmonies_2_3_rotations_only_and_symmetric_dedupe():
    """docs/rules/harmonies.md §2.3: 6 rotations; a symmetric habitat (S09, LINE-MID with equal ends) has 3."""
    assert len(compile_pattern(harmonies_pattern("A02")).orientations) == 6
    assert len(compile_pattern(harmonies_pattern("S09")).orientations) == 3
    # every Harmonies habitat is mirror-symmetric: reflections add nothing
    for cid in ("A02", "A13", "S02"):
        p = harmonies_pattern(cid)
        mirrored = Pattern(p.cells, reflections=True)
        assert shapes_up_to_translation(compile_pattern(mirrored)) == shapes_up_to_translation(compile_pattern(p))


def test_square_orientations():
    ell = mono([(0, 0), (1, 0), (0, 1), (0, 2)], grid="square")
    assert len(compile_pattern(ell).orientations) == 4
    assert len(compile_pattern(Pattern(ell.cells, "square", True, True)).orientations) == 8
    assert len(compile_pattern(Pattern(ell.cells, "square", False, True)).orientations) == 2
    assert len(compile_pattern(Pattern(ell.cells, "square", False, False)).orientations) == 1
    domino = mono([(0, 0), (1, 0)], grid="square")
    assert [o[1].offset for o in compile_pattern(domino).orientations] == [(1, 0), (0, 1), (-1, 0), (0, -1)]


def test_compiled_once(monkeypatch):
    """Orientations are computed once per pattern (cached), never per search."""
    calls = []
    real = affinity.rotate
    monkeypatch.setattr(pt.affinity, "rotate", lambda *a, **k: calls.append(1) or real(*a, **k))
    p = mono([(0, 0), (0, 1), (1, 1), (2, -1)], kind="zz-compiled-once")
    cp = compile_pattern(p)
    assert len(calls) == 5  # rotations 1..5 about the anchor
    equal = mono([(0, 0), (0, 1), (1, 1), (2, -1)], kind="zz-compiled-once")
    assert compile_pattern(equal) is cp
    board = {h: "zz-compiled-once" for h in hg.disc((0, 0), 3)}
    matcher = Matcher(board)
    for _ in range(20):
        matcher.matches(p)
        matcher.matches(cp)
        find_matches(board, p)
    assert len(calls) == 5


# --- matching ----------------------------------------------------------------------------------------


def test_harmonies_habitat_on_a_board():
    """A02 (water cube hex, two M1 mountains forming a triangle) on side A spaces (c, r)."""
    spaces = {(1, 1): ["blue"], (1, 0): ["gray"], (2, 1): ["gray"], (0, 1): ["gray", "gray"], (2, 0): ["gray"]}
    code = {("blue",): "W", ("gray",): "M1", ("gray", "gray"): "M2"}
    board = {harmonies_data.space_to_axial(cr): code[tuple(stack)] for cr, stack in spaces.items()}
    found = find_matches(board, harmonies_pattern("A02"))
    assert [tuple(harmonies_data.axial_to_space(c) for c in m.cells) for m in found] == [((1, 1), (1, 0), (2, 1))]
    assert found == find_matches_oracle(board, harmonies_pattern("A02"))


def test_match_order_anchor_and_anchors_argument():
    board = {h: "g" for h in hg.disc((0, 0), 2)}
    tri = mono(TRIANGLE)
    found = find_matches(board, tri)
    assert found == sorted(found) and found
    assert all(m.cells[0] == m.anchor for m in found)
    only = find_matches(board, tri, anchors=[(0, 0), (0, 0), (9, 9)])
    assert only == [m for m in found if m.anchor == (0, 0)] and len(only) == 6
    assert find_matches(board, tri, anchors=[]) == []
    assert find_matches({}, tri) == []
    assert find_matches(board, mono(TRIANGLE, kind="pink")) == []
    # a disc of radius 2 holds 24 triangles; each is found from 3 anchors in 6 orientations... once per cell set
    assert len(distinct_placements(found)) == 24


def test_takenoko_two_colour_diamond_handedness():
    """docs/rules/takenoko.md §3.1.1: the drawn handedness matches, its mirror image does not (no mirrors)."""
    drawn = {(0, 0): "g", (0, 1): "g", (-1, 1): "y", (-1, 2): "y"}
    mirror = {hg.reflect(h): k for h, k in drawn.items()}
    assert find_matches(drawn, two_colour_diamond())
    assert not find_matches(mirror, two_colour_diamond())
    assert find_matches(mirror, two_colour_diamond(mirrored=True))
    # swapping the colours is the 180° rotation, so the card is symmetric in its two colours
    assert find_matches(drawn, two_colour_diamond("y", "g"))


def test_square_pattern_with_reflection():
    board = {(0, 0): "a", (1, 0): "a", (1, 1): "b"}  # the mirror of a, a / b-under-first
    p = Pattern.of({(0, 0): "a", (1, 0): "a", (0, 1): "b"}, grid="square", rotations=False)
    assert find_matches(board, p, grid="square") == []
    pr = Pattern(p.cells, "square", rotations=False, reflections=True)
    assert find_matches(board, pr, grid="square") == [Match((1, 0), 1, ((1, 0), (0, 0), (1, 1)))]
    assert find_matches_oracle(board, pr, grid="square") == find_matches(board, pr, grid="square")


def test_any_hashable_kind():
    board = {(0, 0): ("gray", "red"), (0, 1): 7, (0, 2): None}
    p = Pattern.of({(0, 0): {("gray", "red"), ("brown", "red")}, (0, 1): {7}, (0, 2): {None}}, rotations=False)
    assert [m.cells for m in find_matches(board, p)] == [((0, 0), (0, 1), (0, 2))]


# --- the property: shapely matcher == integer oracle --------------------------------------------

KINDS = ("a", "b", "c")
HEX_BOARD = hg.disc((0, 0), 3)
SQUARE_BOARD = [(x, y) for y in range(-3, 4) for x in range(-3, 4)]
HEX_OFFSETS = [h for h in hg.disc((0, 0), 2) if h != (0, 0)]
SQUARE_OFFSETS = [(x, y) for y in range(-2, 3) for x in range(-2, 3) if (x, y) != (0, 0)]


@st.composite
def cases(draw):
    grid = draw(st.sampled_from(["hex", "square"]))
    universe = HEX_BOARD if grid == "hex" else SQUARE_BOARD
    n_kinds = draw(st.integers(1, 3))
    fill = draw(st.lists(st.sampled_from(KINDS[:n_kinds] + (None,)), min_size=len(universe), max_size=len(universe)))
    board = {c: k for c, k in zip(universe, fill) if k is not None}
    others = draw(st.lists(st.sampled_from(HEX_OFFSETS if grid == "hex" else SQUARE_OFFSETS), unique=True, max_size=4))
    offsets = others[:]
    offsets.insert(draw(st.integers(0, len(others))), (0, 0))
    cells = [PatternCell(o, draw(st.frozensets(st.sampled_from(KINDS), min_size=1))) for o in offsets]
    pattern = Pattern(tuple(cells), grid, draw(st.booleans()), draw(st.booleans()))
    anchors = draw(st.none() | st.lists(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), max_size=12))
    return board, pattern, anchors


@given(cases())
@settings(max_examples=300, deadline=None)
def test_shapely_matcher_equals_integer_oracle(case):
    board, pattern, anchors = case
    grid = pattern.grid
    expected = find_matches_oracle(board, pattern, grid, anchors)
    got = find_matches(board, pattern, grid, anchors)
    assert got == expected
    cp = compile_pattern(pattern)
    for m in got:  # each match really is a placement of the orientation it names
        o = cp.orientations[m.orientation]
        assert all(board.get(cell) in c.kinds for cell, c in zip(m.cells, o))
        assert m.cells[[c.offset for c in o].index((0, 0))] == m.anchor


@given(cases())
@settings(max_examples=100, deadline=None)
def test_compiled_orientations_equal_integer_maths(case):
    _, p, _ = case
    rotate, mirror = (hg.rotate60, hg.reflect) if p.grid == "hex" else (pt.squaregrid.rotate90, pt.squaregrid.reflect)
    turns = (6 if p.grid == "hex" else 4) if p.rotations else 1
    expected = set()
    for m in (False, True) if p.reflections else (False,):
        for k in range(turns):
            expected.add(frozenset((rotate(mirror(c.offset) if m else c.offset, k), c.kinds) for c in p.cells))
    got = [frozenset((c.offset, c.kinds) for c in o) for o in compile_pattern(p).orientations]
    assert len(got) == len(set(got)) and set(got) == expected
