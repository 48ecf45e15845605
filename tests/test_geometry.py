"""Hex and square grids against the coordinate sections of the rules specs."""

from __future__ import annotations

import math
import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gardenapp.core import hexgrid as hg
from gardenapp.core import squaregrid as sg
from gardenapp.games.azul_queens_garden import data as azul_data
from gardenapp.games.harmonies import data as harmonies_data

coord = st.integers(-50, 50)
hexes = st.tuples(coord, coord)


# --- hex vector maths -----------------------------------------------------------------------------


def test_directions_and_neighbours():
    assert hg.DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert hg.neighbours((2, -1)) == [(3, -1), (3, -2), (2, -2), (1, -1), (1, 0), (2, 0)]
    assert all(hg.distance((0, 0), n) == 1 for n in hg.neighbours((0, 0)))
    assert hg.are_neighbours((0, 0), (1, -1)) and not hg.are_neighbours((0, 0), (1, 1))


@given(hexes, st.integers(-20, 20))
@settings(max_examples=200, deadline=None)
def test_rotate60_six_times_is_identity_and_keeps_distance(h, k):
    assert hg.rotate60(h, 6) == h
    assert hg.rotate60(hg.rotate60(h, k), -k) == h
    assert hg.rotate60(h, k) == hg.rotate60(h, k % 6)
    assert hg.distance((0, 0), hg.rotate60(h, k)) == hg.distance((0, 0), h)
    assert hg.reflect(hg.reflect(h)) == h
    assert hg.distance((0, 0), hg.reflect(h)) == hg.distance((0, 0), h)


@given(hexes, hexes)
@settings(max_examples=100, deadline=None)
def test_add_sub_distance(a, b):
    assert hg.sub(hg.add(a, b), b) == a
    assert hg.distance(a, b) == hg.distance(b, a) == hg.distance(hg.sub(a, b), (0, 0))


def test_takenoko_2_1_ring_1_and_rotation():
    """docs/rules/takenoko.md §2.1: ring 1 order, rot(q,r)=(−r,q+r) clockwise on screen, mir=(r,q)."""
    assert hg.ring((0, 0), 1) == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    assert hg.rotate60((1, 0)) == (0, 1)  # E -> SE: clockwise with y down
    assert hg.rotate60((2, 5)) == (-5, 7)
    assert hg.reflect((2, 5)) == (5, 2)
    layout = hg.HexLayout("pointy", 1.0)
    x, y = layout.to_pixel((2, 5))
    assert (x, y) == pytest.approx((math.sqrt(3) * 4.5, 7.5))
    # rotating the pixel vector of E by +60° (y down) lands on SE
    assert layout.to_pixel(hg.SE) == pytest.approx(
        (math.cos(math.pi / 3) * math.sqrt(3), math.sin(math.pi / 3) * math.sqrt(3))
    )


@pytest.mark.parametrize("radius", range(5))
def test_ring_and_spiral_sizes(radius):
    c = (3, -2)
    r = hg.ring(c, radius)
    assert len(r) == max(1, 6 * radius) == len(set(r))
    assert all(hg.distance(c, h) == radius for h in r)
    s = hg.spiral(c, radius)
    assert len(s) == 1 + 3 * radius * (radius + 1) == len(set(s))
    assert s[0] == c and hg.disc(c, radius) == s


def test_takenoko_2_3_straight_path():
    assert hg.straight_path((0, 0), (0, 3)) == [(0, 1), (0, 2), (0, 3)]
    assert hg.straight_path((1, 1), (3, -1)) == [(2, 0), (3, -1)]
    assert hg.straight_path((0, 0), (1, 1)) is None
    assert hg.straight_path((0, 0), (0, 0)) is None


# --- edges and vertices (docs/rules/takenoko.md §2.2) ----------------------------------------------


def test_takenoko_2_2_edge_endpoints():
    a, b = (0, 0), (1, 0)
    assert hg.common_neighbours(a, b) == ((0, 1), (1, -1))
    v1, v2 = hg.edge_endpoints(a, b)
    assert {v1, v2} == {frozenset({a, b, (1, -1)}), frozenset({a, b, (0, 1)})}
    assert hg.edge(a, b) == hg.edge(b, a) == frozenset({a, b})
    with pytest.raises(ValueError):
        hg.edge((0, 0), (2, 0))
    with pytest.raises(ValueError):
        hg.vertex((0, 0), (1, 0), (2, 0))
    # pond vertices: the six triples containing (0,0)
    pond = hg.cell_vertices((0, 0))
    assert len(set(pond)) == 6 and all((0, 0) in v and len(v) == 3 for v in pond)
    assert len(hg.edges_touching(hg.edge(a, b))) == 4
    assert set(hg.vertex_edges(v1)) >= {frozenset({a, b})}


@pytest.mark.parametrize("orientation", ["pointy", "flat"])
def test_edge_and_vertex_pixels_lie_on_cell_outlines(orientation):
    layout = hg.HexLayout(orientation, 10.0, (3.0, -7.0))
    a, b = (1, 2), (2, 2)
    e = hg.edge(a, b)
    p1, p2 = layout.edge_segment(e)
    assert math.dist(p1, p2) == pytest.approx(10.0)
    for p in (p1, p2):
        assert any(math.dist(p, c) < 1e-9 for c in layout.corners(a))
        assert any(math.dist(p, c) < 1e-9 for c in layout.corners(b))
    mx, my = layout.edge_midpoint(e)
    assert ((p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2) == pytest.approx((mx, my))
    assert layout.edge_line(e).length == pytest.approx(10.0)


# --- pixel layout ------------------------------------------------------------------------------------


@given(
    hexes,
    st.sampled_from(["pointy", "flat"]),
    st.floats(0.5, 80),
    st.floats(-500, 500),
    st.floats(-500, 500),
    st.floats(-0.4, 0.4),
    st.floats(-0.4, 0.4),
)
@settings(max_examples=200, deadline=None)
def test_layout_round_trip(h, orientation, size, ox, oy, jx, jy):
    layout = hg.HexLayout(orientation, size, (ox, oy))
    x, y = layout.to_pixel(h)
    assert layout.from_pixel(x, y) == h
    # any point well inside the cell (inner radius is size·√3/2 > 0.8·size) maps back too
    assert layout.from_pixel(x + jx * size, y + jy * size) == h


@pytest.mark.parametrize("orientation", ["pointy", "flat"])
def test_polygons_tile_the_plane(orientation):
    layout = hg.HexLayout(orientation, 2.0)
    poly = layout.polygon((1, -1))
    assert poly.is_valid and poly.area == pytest.approx(1.5 * math.sqrt(3) * 4.0)
    for n in hg.neighbours((1, -1)):
        shared = [c for c in layout.corners((1, -1)) if any(math.dist(c, d) < 1e-9 for d in layout.corners(n))]
        assert len(shared) == 2 and math.dist(*shared) == pytest.approx(2.0)
        assert poly.intersection(layout.polygon(n)).area == pytest.approx(0.0, abs=1e-9)
    assert layout.bounds([(1, -1)]) == pytest.approx(poly.bounds)
    with pytest.raises(ValueError):
        hg.HexLayout("round", 1.0)


# --- Harmonies (docs/rules/harmonies.md §1.3) ----------------------------------------------------------


def test_harmonies_1_3_adjacency_example():
    """docs/rules/harmonies.md §1.3: the example on side A."""
    assert set(harmonies_data.space_neighbours((1, 1), "A")) == {(1, 0), (1, 2), (2, 1), (2, 2), (0, 1), (0, 2)}
    assert set(harmonies_data.space_neighbours((2, 0), "A")) == {(2, 1), (3, 0), (1, 0)}


@pytest.mark.parametrize("side,count", [("A", 23), ("B", 25)])
def test_harmonies_1_3_sides_and_adjacency_table(side, count):
    """docs/rules/harmonies.md §1.3: board sizes, and the even/odd column adjacency table for every space."""
    spaces = harmonies_data.side_spaces(side)
    assert len(spaces) == len(set(spaces)) == count
    for c, r in spaces:
        if c % 2 == 0:
            table = {(c, r - 1), (c, r + 1), (c + 1, r - 1), (c + 1, r), (c - 1, r - 1), (c - 1, r)}
        else:
            table = {(c, r - 1), (c, r + 1), (c + 1, r), (c + 1, r + 1), (c - 1, r), (c - 1, r + 1)}
        assert set(harmonies_data.space_neighbours((c, r))) == table
    assert (1, 3) not in harmonies_data.side_spaces("B") and (1, 3) in harmonies_data.side_spaces("A")


def test_harmonies_1_3_axial_and_drawing():
    """docs/rules/harmonies.md §1.3: q=c, a=r−floor(c/2); direction names; drawing formula = flat layout."""
    assert harmonies_data.space_to_axial((3, 2)) == (3, 1)
    assert harmonies_data.space_to_axial((4, 0)) == (4, -2)
    for cr in harmonies_data.side_spaces("A") + harmonies_data.side_spaces("B"):
        assert harmonies_data.axial_to_space(harmonies_data.space_to_axial(cr)) == cr
        assert harmonies_data.parse_space(
            harmonies_data.format_space(harmonies_data.space_to_axial(cr))
        ) == harmonies_data.space_to_axial(cr)
    s = 7.0
    layout = hg.HexLayout("flat", s)
    for c, r in harmonies_data.side_spaces("B"):
        expected = (1.5 * s * c, math.sqrt(3) * s * (r + 0.5 * (c % 2)))
        assert layout.to_pixel(harmonies_data.space_to_axial((c, r))) == pytest.approx(expected)
    # N (0,−1) -> NE -> SE -> S -> SW -> NW -> N under (q,a) -> (−a, q+a)
    names = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
    for i, v in enumerate(names):
        assert hg.rotate60(v) == names[(i + 1) % 6]
    assert set(names) == set(hg.DIRECTIONS)


@given(st.tuples(coord, coord))
@settings(max_examples=100, deadline=None)
def test_harmonies_converters_round_trip(cr):
    assert harmonies_data.axial_to_space(harmonies_data.space_to_axial(cr)) == cr
    assert harmonies_data.space_to_axial(harmonies_data.axial_to_space(cr)) == cr


# --- Azul: Queen's Garden (docs/rules/azul_queens_garden.md §2.5, §2.6) -----------------------------------


def test_azul_2_6_areas_and_garden():
    table = {
        "A1": [(3, 0), (4, 0), (4, -1), (3, -1), (2, 0), (2, 1), (3, 1)],
        "A2": [(3, -3), (4, -3), (4, -4), (3, -4), (2, -3), (2, -2), (3, -2)],
        "A3": [(0, -3), (1, -3), (1, -4), (0, -4), (-1, -3), (-1, -2), (0, -2)],
        "A4": [(-3, 0), (-2, 0), (-2, -1), (-3, -1), (-4, 0), (-4, 1), (-3, 1)],
        "A5": [(-3, 3), (-2, 3), (-2, 2), (-3, 2), (-4, 3), (-4, 4), (-3, 4)],
        "A6": [(0, 3), (1, 3), (1, 2), (0, 2), (-1, 3), (-1, 4), (0, 4)],
    }
    for area, cells in table.items():
        assert list(azul_data.area_cells(area)) == cells
        assert all(azul_data.area_of(h) == area for h in cells)
    assert azul_data.ORNAMENTS == ((2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1))
    board = azul_data.board_cells()
    assert len(board) == len(set(board)) == 55
    assert all(hg.distance((0, 0), h) <= 4 for h in board)
    # docs/rules/azul_queens_garden.md §2.6, useful facts: ornament (1,1) touches (1,0),(0,1),(2,0),(2,1),(0,2),(1,2)
    assert set(hg.neighbours((1, 1))) == {(1, 0), (0, 1), (2, 0), (2, 1), (0, 2), (1, 2)}
    for area in azul_data.AREAS:
        touching = [h for h in azul_data.area_cells(area) if set(hg.neighbours(h)) & set(azul_data.START_SPACES)]
        assert len(touching) == 1
    assert hg.parse_axial("-3,4") == (-3, 4) and hg.format_axial((-3, 4)) == "-3,4"


# --- labels -------------------------------------------------------------------------------------


@given(st.tuples(st.integers(-(10**6), 10**6), st.integers(-(10**6), 10**6)))
@settings(max_examples=100, deadline=None)
def test_pair_round_trip(p):
    assert hg.parse_pair(hg.format_pair(p)) == p


@pytest.mark.parametrize(
    "bad", ["", "1", "1,2,3", "1, 2", " 1,2", "01,2", "-0,1", "+1,2", "a,b", "1.0,2", "١,٢", None, 12, (1, 2)]
)
def test_parse_pair_rejects_non_canonical(bad):
    assert hg.parse_pair(bad) is None


# --- square grid ------------------------------------------------------------------------------------


def test_square_neighbours_rotation_reflection():
    assert sg.neighbours4((2, 3)) == [(3, 3), (2, 4), (1, 3), (2, 2)]
    assert len(set(sg.neighbours8((0, 0)))) == 8
    assert set(sg.neighbours8((0, 0))) == set(sg.neighbours4((0, 0))) | {(1, 1), (1, -1), (-1, 1), (-1, -1)}
    assert sg.rotate90((1, 0)) == (0, 1)  # E -> S: clockwise with y down
    assert sg.reflect((2, 3)) == (-2, 3)
    for s in [(0, 0), (2, 3), (-4, 1)]:
        assert sg.rotate90(s, 4) == s and sg.rotate90(sg.rotate90(s, 3), 1) == s


@given(
    st.tuples(coord, coord),
    st.floats(1, 50),
    st.floats(-100, 100),
    st.floats(-100, 100),
    st.floats(-0.49, 0.49),
    st.floats(-0.49, 0.49),
)
@settings(max_examples=100, deadline=None)
def test_square_layout_round_trip(s, size, ox, oy, jx, jy):
    layout = sg.SquareLayout(size, (ox, oy))
    x, y = layout.to_pixel(s)
    assert layout.from_pixel(x + jx * size, y + jy * size) == s
    poly = layout.polygon(s)
    assert poly.area == pytest.approx(size * size)
    assert poly.centroid.x == pytest.approx(x) and poly.centroid.y == pytest.approx(y)


def test_under_the_leaves_1_2_fields():
    """docs/rules/under_the_leaves.md §1.2: tile (tx,ty) owns NW=(2tx,2ty), NE, SE, SW."""
    assert sg.tile_fields((1, -1)) == ((2, -2), (3, -2), (3, -1), (2, -1))
    for tile in [(0, 0), (1, -1), (-3, 2)]:
        fields = sg.tile_fields(tile)
        assert [sg.field_tile(f) for f in fields] == [tile] * 4
        assert [sg.field_corner(f) for f in fields] == list(sg.FIELD_CORNERS)


def test_sanssouci_1_2_rowcol():
    assert sg.rowcol_to_square((6, 9)) == (9, 6)
    assert sg.square_to_rowcol(sg.rowcol_to_square((0, 4))) == (0, 4)


def test_core_geometry_has_no_qt():
    core = pathlib.Path(hg.__file__).parent
    for name in ("hexgrid.py", "squaregrid.py", "patterns.py"):
        text = (core / name).read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken" not in text


def test_set_bits_lists_cell_indices_lowest_first():
    from gardenapp.core.bitset import set_bits

    assert set_bits(0) == []
    assert set_bits(0b101001) == [0, 3, 5]
    assert set_bits(1 << 200 | 2) == [1, 200]
