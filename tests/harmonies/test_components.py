"""§1 components, §1.3 board geometry, §2 cards and habitats (§2.2, §2.3,
§3.4), §5.2 legal stacks, and the habitat matcher against core.patterns."""

import random

import pytest

from gardenapp.core import hexgrid, patterns
from gardenapp.core.bitset import set_bits
from gardenapp.games.harmonies import data
from gardenapp.games.harmonies.garden import (
    CODE_STACK_IDS,
    COMPILED,
    SIDES,
    code_masks,
    cube_targets,
    habitat_matches,
    legal_token_cells,
    stack_masks,
)

from .helpers import stack_id, stacks


# -- §1 ------------------------------------------------------------------------------------------------
def test_1_token_counts_total_120():
    assert dict(zip(data.COLOURS, data.TOKEN_COUNTS)) == {
        "blue": 23,
        "gray": 23,
        "brown": 21,
        "green": 19,
        "yellow": 19,
        "red": 15,
    }
    assert sum(data.TOKEN_COUNTS) == 120


def test_1_2_central_board_spaces_and_display_sizes():
    assert (data.CENTRAL_SPACES, data.SOLO_CENTRAL_SPACES, data.TOKENS_PER_SPACE) == (5, 3, 3)
    assert (data.DISPLAY_SIZE, data.SOLO_DISPLAY_SIZE, data.CARD_LIMIT) == (5, 3, 4)


# -- §1.3 geometry ----------------------------------------------------------------------------------------
def test_1_3_side_a_has_23_spaces_in_columns_5_4_5_4_5():
    side = SIDES["A"]
    assert side.size == 23
    assert [sum(1 for c, _ in side.spaces if c == col) for col in range(5)] == [5, 4, 5, 4, 5]


def test_1_3_side_b_has_25_spaces_in_columns_4_3_4_3_4_3_4():
    side = SIDES["B"]
    assert side.size == 25
    assert [sum(1 for c, _ in side.spaces if c == col) for col in range(7)] == [4, 3, 4, 3, 4, 3, 4]
    assert "1,3" not in side.index and "6,3" in side.index


def test_1_3_adjacency_examples_side_a():
    side = SIDES["A"]
    nb = lambda lab: {side.labels[j] for j in side.neighbours[side.index[lab]]}  # noqa: E731
    assert nb("1,1") == {"1,0", "1,2", "2,1", "2,2", "0,1", "0,2"}
    assert nb("2,0") == {"2,1", "3,0", "1,0"}


def test_1_3_adjacency_rule_even_and_odd_columns():
    for side in SIDES.values():
        for c, r in side.spaces:
            if c % 2 == 0:
                rule = [(c, r - 1), (c, r + 1), (c + 1, r - 1), (c + 1, r), (c - 1, r - 1), (c - 1, r)]
            else:
                rule = [(c, r - 1), (c, r + 1), (c + 1, r), (c + 1, r + 1), (c - 1, r), (c - 1, r + 1)]
            expected = {x for x in rule if x in set(side.spaces)}
            got = {side.spaces[j] for j in side.neighbours[side.index[f"{c},{r}"]]}
            assert got == expected


def test_1_3_axial_conversion_round_trips():
    for side in SIDES.values():
        for c, r in side.spaces:
            q, a = data.space_to_axial((c, r))
            assert (q, a) == (c, r - c // 2)
            assert data.axial_to_space((q, a)) == (c, r)


# -- §2 cards ---------------------------------------------------------------------------------------------
def test_2_4_card_totals_32_cards_96_cubes():
    assert len(data.ANIMALS) == 32 and len({c.id for c in data.ANIMALS}) == 32
    by_slots = {}
    for c in data.ANIMALS:
        by_slots.setdefault(c.slots, []).append(c.id)
    assert sorted(by_slots[2]) == ["A12", "A13", "A14", "A24", "A25", "A27", "A28", "A30", "A32"]
    assert sorted(by_slots[4]) == ["A03", "A06", "A18", "A22", "A26"]
    assert sorted(by_slots[5]) == ["A05", "A31"]
    assert len(by_slots[3]) == 16
    assert sum(c.slots for c in data.ANIMALS) == 96


def test_2_1_tracks_increase_bottom_to_top():
    for c in data.ANIMALS:
        assert list(c.track) == sorted(set(c.track))


def test_7_1_source_disagreements_resolved():
    """§7.1: Arctic fox 5/10/17, Panther needs two T2, Squirrel 4/9/15."""
    cards = {c.id: c for c in data.CARDS}
    assert cards["A29"].track == (5, 10, 17)
    assert [code for _, _, code in cards["A32"].cells] == ["F", "T2", "T2"]
    assert cards["A11"].track == (4, 9, 15)


def test_3_spirits_ten_cards_one_slot_each_and_types():
    assert len(data.SPIRITS) == 10 and all(c.slots == 1 for c in data.SPIRITS)
    groups = {k for k, v in data.SPIRIT_TYPE.items() if v == "groups"}
    assert groups == {"S01", "S02", "S05", "S06", "S09"}


def test_3_4_habitat_data_matches_the_machine_readable_lines():
    """§3.4 JSON lines (a few copied verbatim)."""
    cards = {c.id: c for c in data.CARDS}
    assert cards["A13"].cells == ((0, 0, "T2"), (0, -1, "F"), (1, -1, "F"), (1, 0, "F"))
    assert cards["S02"].cells == ((0, 0, "F"), (0, -1, "W"), (1, -1, "W"), (1, -2, "F"))
    assert cards["A30"].track == (6, 12) and cards["A30"].cells[0] == (0, 0, "F")


def test_provisional_values_are_flagged():
    """Spec [P] values carry a PROVISIONAL note for the UI."""
    for key in ("S02", "S03", "S06", "side_B"):
        assert data.is_provisional(key)
    assert not data.is_provisional("S01")


# -- §5.2 legal stacks ---------------------------------------------------------------------------------
def test_5_2_exactly_fourteen_legal_stacks():
    names = {"/".join(data.COLOURS[c] for c in s) for s in data.STACKS if s}
    assert names == {
        "blue",
        "yellow",
        "green",
        "gray",
        "brown",
        "red",
        "gray/gray",
        "brown/brown",
        "brown/green",
        "gray/red",
        "brown/red",
        "red/red",
        "gray/gray/gray",
        "brown/brown/green",
    }


def test_5_2_transition_table():
    table = {
        "": set(data.COLOURS),
        "gray": {"gray", "red"},
        "gray/gray": {"gray"},
        "brown": {"brown", "green", "red"},
        "brown/brown": {"green"},
        "red": {"red"},
    }
    for sid, s in enumerate(data.STACKS):
        name = "/".join(data.COLOURS[c] for c in s)
        allowed = {data.COLOURS[c] for c in range(6) if data.PUT[sid][c] >= 0}
        assert allowed == table.get(name, set()), name


def test_2_2_codes_are_exact_stacks():
    """§2.2: a code matches only its whole stacks; lone red/brown and brown/brown match nothing."""
    assert data.STACK_CODE[stack_id("gray/red")] == "BLD" == data.STACK_CODE[stack_id("red/red")]
    assert data.STACK_CODE[stack_id("brown/red")] == "BLD"
    for s in ("red", "brown", "brown/brown"):
        assert data.STACK_CODE[stack_id(s)] is None
    for code, ids in zip(data.CODES, CODE_STACK_IDS):
        sm = [1 << i for i in range(len(data.STACKS))]
        assert code_masks(sm)[data.CODES.index(code)] == sum(1 << i for i in ids)


def test_5_3_tokens_never_go_on_a_cube():
    side = SIDES["A"]
    st = stacks("A", {"0,0": "gray", "0,1": "gray"})
    sm = stack_masks(side, st)
    cube = 1 << side.bits[side.index["0,0"]]
    cells = set(side.labels_of(legal_token_cells(sm, data.GRAY, cube)))
    assert "0,0" not in cells and "0,1" in cells and "2,2" in cells


# -- §2.3 / §5.5 habitats ---------------------------------------------------------------------------------
def targets(side, spaces, card_id, cubes=()):
    s = SIDES[side]
    st = stacks(side, spaces)
    cube_mask = s.mask_of(s.index[c] for c in cubes)
    return set(s.labels_of(cube_targets(data.CARD_INDEX[card_id], code_masks(stack_masks(s, st)), cube_mask)))


def test_2_3_every_pattern_is_mirror_symmetric():
    """§2.3 / §7.2 item 1: all 42 patterns equal their mirror image up to rotation, so rotations suffice."""
    for cp in COMPILED:
        p = cp.pattern
        with_mirrors = patterns.compile_pattern(patterns.Pattern(p.cells, "hex", True, True))
        assert len(with_mirrors.orientations) == len(cp.orientations)


def test_2_3_a_habitat_is_found_in_each_of_six_rotations():
    """§2.3 / RB p.6–7: A01 Crocodile (line W-W-T3) in all 6 directions around 2,2."""
    centre = data.space_to_axial((2, 2))
    found = 0
    for k in range(6):
        d = hexgrid.rotate60((0, -1), k)
        cells = [centre, hexgrid.add(centre, d), hexgrid.add(centre, hexgrid.scale(d, 2))]
        labels = [data.format_space(c) for c in cells]
        if not all(lab in SIDES["A"].index for lab in labels):
            continue
        spaces = dict(zip(labels, ("W", "W", "T3")))
        assert targets("A", spaces, "A01") == {labels[0]}
        found += 1
    assert found == 6


def test_2_4_reading_example_a09_shrew():
    """§2.4: building with fields at N and SE (120° apart) -> cube on the building."""
    # 2,2 axial (2,1): N (0,-1) -> 2,1 ; SE (1,0) -> 3,2
    assert targets("A", {"2,2": "brown/red", "2,1": "F", "3,2": "F"}, "A09") == {"2,2"}
    # fields touching each other (N and NE) are not a Shrew habitat
    assert targets("A", {"2,2": "brown/red", "2,1": "F", "3,1": "F"}, "A09") == set()


def test_2_4_reading_example_a13_bee():
    """§2.4: brown/green tree touching three fields on three consecutive sides."""
    assert targets("A", {"2,2": "T2", "2,1": "F", "3,1": "F", "3,2": "F"}, "A13") == {"2,2"}
    assert targets("A", {"2,2": "T2", "2,1": "F", "3,1": "F", "2,3": "F"}, "A13") == set()


def test_2_4_reading_example_a01_crocodile():
    assert targets("A", {"0,0": "W", "0,1": "W", "0,2": "T3"}, "A01") == {"0,0"}
    assert targets("A", {"0,0": "W", "0,1": "W", "0,2": "T3", "0,3": "W"}, "A01") == {"0,0"}


def test_7_2_3_exact_heights_required():
    """§7.2 item 3: T2 is not met by T3 or T1; M1 not by M2."""
    assert targets("A", {"0,0": "W", "0,1": "T2"}, "A05") == set()  # Frog needs T1
    assert targets("A", {"0,0": "W", "0,1": "T1"}, "A05") == {"0,0"}
    assert targets("A", {"0,0": "M2", "0,1": "F"}, "A26") == set()  # Meerkat needs M1


def test_7_2_2_building_code_needs_a_real_building():
    """§7.2 item 2: a lone red does not satisfy BLD."""
    assert targets("A", {"0,0": "W", "0,1": "red"}, "A06") == set()
    assert targets("A", {"0,0": "W", "0,1": "red/red"}, "A06") == {"0,0"}


def test_7_2_4_and_5_cube_hex_must_be_free_other_hexes_may_hold_cubes():
    """§7.2 items 4–5: a token can serve several habitats; each needs its own free cube hex."""
    spaces = {"0,1": "T1", "0,0": "W", "0,2": "W", "1,1": "W"}  # three waters around one tree
    assert targets("A", spaces, "A05") == {"0,0", "0,2", "1,1"}
    assert targets("A", spaces, "A05", cubes=["0,0"]) == {"0,2", "1,1"}
    assert targets("A", spaces, "A05", cubes=["0,1"]) == {"0,0", "0,2", "1,1"}  # cube on the tree: fine


KINDS = [i for i, code in enumerate(data.STACK_CODE) if code]  # stacks that satisfy a code


@pytest.mark.parametrize("side_name", ["A", "B"])
def test_2_3_fast_matcher_agrees_with_core_patterns_on_random_boards(side_name):
    """§2.3 / §5.5: the bitboard evaluation of the compiled orientations finds exactly the
    placements of core.patterns.Matcher and of the integer oracle, for all 42 cards."""
    side = SIDES[side_name]
    rng = random.Random(7)
    total = 0
    for trial in range(20):
        kinds = rng.sample(KINDS, 3)  # few kinds per board: many habitats
        st = [rng.choice(kinds) if rng.random() < 0.9 else 0 for _ in range(side.size)]
        km = code_masks(stack_masks(side, st))
        board = {
            data.space_to_axial(side.spaces[i]): data.STACK_CODE[s] for i, s in enumerate(st) if data.STACK_CODE[s]
        }
        for idx in range(len(data.CARDS)):
            fast = {side.labels[side.dense[b]] for b in set_bits(cube_targets(idx, km, 0))}
            core = {data.format_space(m.anchor) for m in habitat_matches(side, st, idx)}
            oracle = {data.format_space(m.anchor) for m in patterns.find_matches_oracle(board, COMPILED[idx])}
            assert fast == core == oracle, (trial, data.CARDS[idx].id)
            total += len(fast)
    assert total > 150  # the boards do contain habitats


def test_3_2_spirit_habitats_rhombus_and_line_mid():
    """§3.2: S02 Butterfly (rhombus F-W-W-F) and S10 Tortoise (line W between W and M2)."""
    # S02 cells around cube 2,2 (axial (2,1)): N (2,0) -> 2,1 ; NE (3,0) -> 3,1 ; (3,-1) -> 3,0
    # the rhombus is symmetric: either yellow can take the cube
    assert targets("A", {"2,2": "F", "2,1": "W", "3,1": "W", "3,0": "F"}, "S02") == {"2,2", "3,0"}
    assert targets("A", {"2,2": "F", "2,1": "W", "3,1": "W", "3,0": "W"}, "S02") == set()
    assert targets("A", {"2,2": "W", "2,1": "W", "2,3": "M2"}, "S10") == {"2,2"}
    assert targets("A", {"2,2": "W", "2,1": "W", "2,3": "M3"}, "S10") == set()
