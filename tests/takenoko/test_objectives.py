"""§3: plot objectives (shapes, rotations only, two-colour diamonds and
their handedness, irrigation, the pond, extra plots), gardener objectives
(exact heights, improvements) and panda objectives; the garden helpers."""

import random

import pytest

from gardenapp.core import hexgrid
from gardenapp.core.patterns import Matcher
from gardenapp.games.takenoko import GAME, Garden, PlotInfo, fulfilling_cell_sets, satisfied_objectives
from gardenapp.games.takenoko import scoring as O
from gardenapp.games.takenoko.data import CARD_BY_ID, CARDS, PLOT_TYPE
from gardenapp.games.takenoko.state import P_ACTIONS
from tests.takenoko.helpers import build, change, hand


def normal(cells):
    """A shape up to translation."""
    cells = sorted(cells)
    q0, r0 = cells[0]
    return tuple((q - q0, r - r0) for q, r in cells)


def shapes_of(card_id, mirrored=False):
    cp = O.COMPILED[mirrored][CARD_BY_ID[card_id].index]
    return {normal(c.offset for c in o) for o in cp.orientations}


def coloured_shapes(card_id, mirrored=False):
    cp = O.COMPILED[mirrored][CARD_BY_ID[card_id].index]
    out = set()
    for o in cp.orientations:
        cells = sorted((c.offset, next(iter(c.kinds))) for c in o)
        (q0, r0), _ = cells[0]
        out.add(tuple(((q - q0, r - r0), k) for (q, r), k in cells))
    return out


def garden(cells: dict, wet_all=True, **extra) -> Garden:
    """Plots by cell -> colour; all watershed-irrigated unless wet_all is False."""
    imp = "watershed" if wet_all else "none"
    return Garden({c: PlotInfo(col, imp, False, 0) for c, col in cells.items()}, **extra)


def test_3_1_1_distinct_orientations_under_rotation():
    """§3.1.1: line 3, curve 6, triangle 2, diamond 3, two-colour diamond 6."""
    assert len(shapes_of("PLOT-G-LINE")) == 3
    assert len(shapes_of("PLOT-Y-CURVE")) == 6
    assert len(shapes_of("PLOT-P-TRI")) == 2
    assert len(shapes_of("PLOT-G-DIAM")) == 3
    assert len(coloured_shapes("PLOT-GY-DIAM")) == 6


def test_3_1_1_canonical_shapes():
    assert O.SHAPES["line"] == ((0, 0), (0, 1), (0, 2))
    assert O.SHAPES["curve"] == ((0, 0), (0, 1), (-1, 2))
    assert O.SHAPES["triangle"] == ((0, 0), (-1, 1), (0, 1))
    assert O.SHAPES["diamond"] == ((0, 0), (-1, 1), (0, 1), (-1, 2))
    # curve: the middle cell's two neighbours are 120° apart (neither adjacent nor opposite)
    a, b, c = O.SHAPES["curve"]
    assert hexgrid.distance(a, c) == 2 and hexgrid.are_neighbours(a, b) and hexgrid.are_neighbours(b, c)
    assert hexgrid.straight_path(a, c) is None


def test_3_1_1_two_colour_diamond_six_placements_table():
    """§3.1.1 table: the six allowed placements (X = one colour, Y = the other)."""
    table = [
        (((0, 0), (0, 1)), ((-1, 1), (-1, 2))),
        (((0, 0), (-1, 1)), ((-1, 0), (-2, 1))),
        (((0, 0), (-1, 0)), ((0, -1), (-1, -1))),
        (((0, 0), (0, -1)), ((1, -1), (1, -2))),
        (((0, 0), (1, -1)), ((1, 0), (2, -1))),
        (((0, 0), (1, 0)), ((0, 1), (1, 1))),
    ]
    want = set()
    for x, y in table:
        cells = sorted([(c, "green") for c in x] + [(c, "yellow") for c in y])
        (q0, r0), _ = cells[0]
        want.add(tuple(((q - q0, r - r0), k) for (q, r), k in cells))
    assert coloured_shapes("PLOT-GY-DIAM") == want
    # the rotation of §2.1 takes each row to the next
    for k, (x, y) in enumerate(table):
        nx, ny = table[(k + 1) % 6]
        assert tuple(hexgrid.rotate60(c) for c in x) == nx and tuple(hexgrid.rotate60(c) for c in y) == ny
    assert O.mixed_diamond_cells() == (((0, 0), (0, 1)), ((-1, 1), (-1, 2)))


def test_3_1_2_two_colour_diamond_mirror_rejected_unless_house_rule():
    """§3.1.2/§10.2: the mirror image does not count; §8 house rule accepts it."""
    mirror = {hexgrid.reflect(c): "green" for c in ((0, 0), (0, 1))}
    mirror.update({hexgrid.reflect(c): "yellow" for c in ((-1, 1), (-1, 2))})
    shift = {(q + 2, r - 3): k for (q, r), k in mirror.items()}
    g = garden(shift)
    assert satisfied_objectives(g, cards=["PLOT-GY-DIAM"]) == []
    assert satisfied_objectives(g, accept_mirrored=True, cards=["PLOT-GY-DIAM"]) == ["PLOT-GY-DIAM"]
    # the swapped colours are the 180° rotation: accepted without the house rule
    swapped = {
        c: ("yellow" if k == "green" else "green")
        for c, k in {(0, 3): "green", (0, 4): "green", (-1, 4): "yellow", (-1, 5): "yellow"}.items()
    }
    assert satisfied_objectives(garden(swapped), cards=["PLOT-GY-DIAM"]) == ["PLOT-GY-DIAM"]


def test_3_1_2_two_colour_diamond_tips_versus_middles_is_not_the_card():
    """§3.1.2: each colour holds one tip and one middle, not both tips."""
    # tips (0,0),(-1,2) pink, middles (-1,1),(0,1) yellow, shifted by (3,0)
    g = garden({(3, 0): "pink", (2, 2): "pink", (2, 1): "yellow", (3, 1): "yellow"})
    assert satisfied_objectives(g, cards=["PLOT-PY-DIAM"]) == []
    assert satisfied_objectives(g, accept_mirrored=True, cards=["PLOT-PY-DIAM"]) == []
    mirrored = dict(g.plots)
    mirrored[(2, 2)], mirrored[(2, 1)] = g.plots[(2, 1)], g.plots[(2, 2)]  # pink: top tip + left middle
    assert satisfied_objectives(Garden(mirrored), cards=["PLOT-PY-DIAM"]) == []
    assert satisfied_objectives(Garden(mirrored), True, cards=["PLOT-PY-DIAM"]) == ["PLOT-PY-DIAM"]
    g.plots[(2, 2)], g.plots[(3, 1)] = g.plots[(3, 1)], g.plots[(2, 2)]  # pink: top tip + right middle
    assert satisfied_objectives(g, cards=["PLOT-PY-DIAM"]) == ["PLOT-PY-DIAM"]


@pytest.mark.parametrize("card_id", [c.id for c in CARDS if c.type == PLOT_TYPE])
def test_3_1_2_every_rotation_and_translation_fulfils(card_id):
    """§3.1.2: all 6 rotations followed by any translation are allowed."""
    card = CARD_BY_ID[card_id]
    pattern = O.plot_pattern(card)
    for k in range(6):
        cells = {hexgrid.rotate60(c.offset, k): next(iter(c.kinds)) for c in pattern.cells}
        g = garden({(q + 5, r - 2): col for (q, r), col in cells.items()})
        assert card_id in satisfied_objectives(g, cards=[card_id]), k
        sets = fulfilling_cell_sets(g, card_id)
        assert frozenset((q + 5, r - 2) for q, r in cells) in sets


def test_3_1_2_every_plot_must_be_irrigated():
    """§3.1.2: all plots of the shape must be irrigated at the moment of claiming."""
    cells = {(2, 0): "green", (2, 1): "green", (2, 2): "green"}
    dry = garden(cells, wet_all=False)
    assert satisfied_objectives(dry, cards=["PLOT-G-LINE"]) == []
    wet = Garden({**dry.plots, (2, 1): PlotInfo("green", "none")}, channels=frozenset())
    assert satisfied_objectives(wet, cards=["PLOT-G-LINE"]) == []
    plots = {c: PlotInfo("green", "watershed" if c != (2, 1) else "none") for c in cells}
    assert satisfied_objectives(Garden(plots), cards=["PLOT-G-LINE"]) == []
    plots[(2, 1)] = PlotInfo("green", "none")
    chan = Garden(plots, channels=frozenset({frozenset(((2, 1), (3, 0)))}))
    assert satisfied_objectives(chan, cards=["PLOT-G-LINE"]) == ["PLOT-G-LINE"]


def test_3_1_2_pond_never_in_a_pattern_and_ring_plots_are_irrigated():
    """§3.1.2/§10.3: the pond has no colour. Ring-1 plots are irrigated (§6.3)."""
    g = Garden({(0, 1): PlotInfo("green"), (0, 2): PlotInfo("green", "watershed")})
    assert satisfied_objectives(g, cards=["PLOT-G-LINE"]) == []  # would need the pond at (0,0)
    g.plots[(0, -1)] = PlotInfo("green")
    assert satisfied_objectives(g, cards=["PLOT-G-LINE"]) == []
    g.plots[(0, 3)] = PlotInfo("green", "watershed")
    assert satisfied_objectives(g, cards=["PLOT-G-LINE"]) == ["PLOT-G-LINE"]


def test_3_1_2_improvements_and_bamboo_irrelevant_and_extra_plots_fine():
    """§3.1.2/§10.4: a row of 4 contains a line; improvements and heights don't matter."""
    plots = {
        (3, k): PlotInfo("pink", imp, True, h)
        for k, (imp, h) in enumerate([("watershed", 0), ("watershed", 4), ("watershed", 2), ("watershed", 1)])
    }
    plots[(2, 1)] = PlotInfo("green", "watershed")
    g = Garden(plots)
    assert satisfied_objectives(g, cards=["PLOT-P-LINE", "PLOT-P-CURVE", "PLOT-P-TRI"]) == ["PLOT-P-LINE"]
    assert len(fulfilling_cell_sets(g, "PLOT-P-LINE")) == 2


def test_3_1_2_same_plots_serve_several_objectives():
    """§3.1.2/§10.16: a diamond also contains triangles."""
    g = garden({(0, 3): "yellow", (-1, 4): "yellow", (0, 4): "yellow", (-1, 5): "yellow"})
    assert satisfied_objectives(g) == ["PLOT-Y-CURVE", "PLOT-Y-TRI", "PLOT-Y-DIAM"]


def test_3_1_2_engine_hot_path_agrees_with_core_patterns_on_random_gardens():
    """The engine's incremental check uses the compiled (shapely) orientations;
    it must agree with core.patterns.Matcher on every garden of random games."""
    plot_ids = [c.id for c in CARDS if c.type == PLOT_TYPE]
    checked = 0
    for seed in range(6):
        for mirrored in (False, True):
            rng = random.Random(seed)
            st = GAME.new_game({"players": 2, "accept_mirrored_diamonds": mirrored}, seed)
            last = None
            while not st.is_over and st.turn_no < 70:
                if st.irr != last:
                    last = st.irr
                    want = set(satisfied_objectives(st.garden(), mirrored, cards=plot_ids))
                    got = {CARDS[i].id for i in range(15) if st.plot_sat >> i & 1}
                    assert got == want
                    checked += 1
                st = st.apply(rng.choice(st.legal_actions()), trusted=True)
    assert checked > 100


# -- §3.2 gardener --------------------------------------------------------------------
def test_3_2_single_stalk_needs_exactly_4_and_the_improvement():
    g = Garden(
        {
            (1, 0): PlotInfo("green", "fertilizer", True, 4),
            (0, 1): PlotInfo("green", "none", False, 4),
            (1, -1): PlotInfo("green", "enclosure", False, 3),
            (-1, 1): PlotInfo("pink", "watershed", True, 4),
        }
    )
    gard = [c.id for c in CARDS if c.type == 1]
    assert satisfied_objectives(g, cards=gard) == ["GARD-G-FERT", "GARD-G-NONE", "GARD-P-WATR"]
    assert fulfilling_cell_sets(g, "GARD-G-NONE") == [frozenset({(0, 1)})]


def test_3_2_multi_stalk_exactly_3_on_distinct_plots_improvements_ignored():
    """§3.2/§10.5: each counted stalk exactly 3 (a 4 does not count), N distinct plots."""
    plots = {(1, 0): PlotInfo("pink", "fertilizer", True, 3), (0, 1): PlotInfo("pink", "none", False, 4)}
    g = Garden(dict(plots))
    assert "GARD-P-3x2" not in satisfied_objectives(g)
    g.plots[(0, -1)] = PlotInfo("pink", "enclosure", False, 3)
    assert "GARD-P-3x2" in satisfied_objectives(g)
    assert fulfilling_cell_sets(g, "GARD-P-3x2") == [frozenset({(1, 0), (0, -1)})]
    y = Garden({c: PlotInfo("yellow", "none", False, 3) for c in [(1, 0), (-1, 0), (0, 1)]})
    assert "GARD-Y-3x3" in satisfied_objectives(y)
    y.plots[(0, 1)] = PlotInfo("yellow", "none", False, 2)
    assert "GARD-Y-3x3" not in satisfied_objectives(y)


def test_3_2_engine_gardener_bits_follow_growth_and_eating():
    """The engine's gardener counts match the helper after every change of a stalk (the counts kept
    up to date by growth and eating are compared with these at every click of played games:
    test_position.py's round trip, docs/formats.md §6.4)."""
    st = build(
        [
            ((1, 0), "green"),
            ((0, 1), "green", "fertilizer", True),
            ((0, -1), "green"),
            ((-1, 0), "green"),
            ((-1, 1), "green", "enclosure", False),
        ],
        bamboo={(1, 0): 3, (0, 1): 4, (0, -1): 3, (-1, 0): 3, (-1, 1): 3},
    )
    ids = lambda: {CARDS[i].id for i in range(15, 30) if st.gsat >> i & 1}  # noqa: E731
    assert (
        ids()
        == {"GARD-G-FERT", "GARD-G-3x4"}
        == set(satisfied_objectives(st.garden())) - {"PLOT-G-TRI", "PLOT-G-CURVE", "PLOT-G-LINE"}
    )
    st = stalk(st, "1,0", 4)
    assert ids() == {"GARD-G-FERT", "GARD-G-NONE"}
    st = stalk(st, "1,0", 3)
    assert ids() == {"GARD-G-FERT", "GARD-G-3x4"}
    st = stalk(stalk(st, "-1,1", 2), "0,1", 3)
    assert ids() == {"GARD-G-3x4"}
    gard = [c.id for c in CARDS if c.type == 1]
    assert ids() == set(satisfied_objectives(st.garden(), cards=gard))


def stalk(st, cell, height):
    """``st`` with the bamboo on ``cell`` ("q,r") at ``height`` (docs/formats.md §6.4)."""
    return change(st, bamboo={**st.to_dict()["bamboo"], cell: height})


# -- §3.3 panda -------------------------------------------------------------------------
def test_3_3_panda_objective_returns_exactly_its_sections():
    """§3.3: at least those sections; exactly those go back to the supply."""
    # no bamboo in the garden: with 33 + 29 + 23 left, the five eaten sections are all the others
    st = build([((1, 0), "green")], bamboo={(1, 0): 0}, stomach=[[3, 1, 1], [0, 0, 0]], supply=[33, 29, 23])
    st = hand(st, 0, "PANDA-GYP-1", "PANDA-PP-1", "PANDA-GG-2")
    claims = sorted(a.card for a in st.legal_actions() if a.kind == "claim_objective")
    assert claims == ["PANDA-GG-2", "PANDA-GYP-1"]
    st = st.apply(GAME.parse_action("claim:PANDA-GYP-1"))
    assert st.stomach[0] == (2, 0, 0) and st.supply == (34, 30, 24)
    assert [a.card for a in st.legal_actions() if a.kind == "claim_objective"] == ["PANDA-GG-2"]
    st = st.apply(GAME.parse_action("claim:PANDA-GG-2"))
    assert st.stomach[0] == (0, 0, 0) and st.supply == (36, 30, 24)
    assert st.completed_ids(0) == ["PANDA-GYP-1", "PANDA-GG-2"] and st.phase == P_ACTIONS


def test_3_helpers_panda_cards_have_no_cells():
    assert fulfilling_cell_sets(Garden(), "PANDA-GG-1") == []
    assert satisfied_objectives(Garden()) == []


def test_3_helpers_accept_a_prebuilt_matcher():
    g = garden({(0, 3): "pink", (0, 4): "pink", (0, 5): "pink"})
    m = Matcher(g.pattern_board(), "hex")
    assert fulfilling_cell_sets(g, CARD_BY_ID["PLOT-P-LINE"], matcher=m) == [frozenset({(0, 3), (0, 4), (0, 5)})]
