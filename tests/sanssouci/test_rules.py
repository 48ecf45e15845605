"""Setup (§1, §2) and every turn rule of §3, §4.1 for the multiplayer game."""

import random

import pytest

from gardenapp.core.errors import IllegalActionError, OptionsError
from gardenapp.games.sanssouci.actions import SKIP, MoveNoble, PlaceTile, PlayCard, TakeTile
from gardenapp.games.sanssouci.data import CARDS, ELEMENTS
from gardenapp.games.sanssouci.garden import ROW_MASK, bit, mask_of
from gardenapp.games.sanssouci.state import CARD, NOBLE, OVER, PLACE_PH, TAKE_PH

from .helpers import GAME, garden, position

E = {name: i for i, name in enumerate(ELEMENTS)}  # element -> 0..8 (column - 1)


def new(players=2, seed=0, **opts):
    return GAME.new_game(dict(players=players, **opts), seed)


def at_take(state, card, display=None):
    """The current player has played ``card`` (forced into the hand first)."""
    p = state.current_player
    c = CARDS.index(card)
    pool = set(state.hands[p]) | set(state.decks[p])
    hand = (c,) + tuple(x for x in state.hands[p] if x != c)[:1]
    deck = tuple(sorted(pool - set(hand)))
    changes: dict = dict(hands={p: [CARDS[x] for x in hand]}, decks={p: [CARDS[x] for x in deck]})
    if display is not None:
        changes["display"] = list(display)
    return position(state, **changes).apply(PlayCard(card))


# display: slot = (row-2)*2 + side; rows 2..6 (white, grey, orange, violet, turquoise)
DISPLAY = [
    E["labyrinth"],
    E["statue"],  # row 2
    E["fountain"],
    E["labyrinth"],  # row 3
    E["stairs"],
    E["pavilion"],  # row 4
    E["topiary"],
    E["rose_arch"],  # row 5
    E["herb_spiral"],
    E["fountain"],
]  # row 6


# -- §1 / §2 setup -------------------------------------------------------------------------


@pytest.mark.parametrize("players,tiles", [(2, 45), (3, 63), (4, 81)])
def test_1_3_tile_set_by_player_count_and_2_1_setup(players, tiles):
    """§1.3 tiles II / II+III / all; §2.1: 2 cards in hand, 16 in the pile, 2 secret missions,
    nobles on the terrace, score 0, 10 tiles revealed on the display."""
    s = new(players, seed=3)
    assert sum(s.supply) + 10 == tiles and all(e >= 0 for e in s.display)
    assert all(len(h) == 2 and len(d) == 16 for h, d in zip(s.hands, s.decks))
    missions = [m for ms in s.missions for m in ms]
    assert all(len(ms) == 2 for ms in s.missions) and len(set(missions)) == len(missions)
    assert all(n == (0,) * 9 for n in s.nobles) and s.track == [0] * players
    assert all(f & ROW_MASK[1] == ROW_MASK[1] for f in s.filled)  # row 1 printed
    assert all(f.bit_count() == 15 for f in s.filled)  # 9 + 6 printed (§1.2)
    assert s.phase == CARD


def test_1_4_player_deck_has_9_element_8_two_colour_cards_and_a_joker():
    assert len(CARDS) == 18
    assert sum(c.startswith("E") for c in CARDS) == 9 and sum(c.startswith("C") for c in CARDS) == 8 and "J" in CARDS


def test_2_1_start_player_is_random():
    assert {new(3, seed=k).current_player for k in range(30)} == {0, 1, 2}


def test_2_options_are_validated_with_clear_messages():
    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"players": 5, "level": "hard"})
    assert "options.players: 5 is not a player count from 1 to 4" in str(err.value)
    with pytest.raises(OptionsError) as err:
        GAME.validate_options(
            {
                "players": 2,
                "level": "hard",
                "layout": ["P1"],
                "printed": ["1,1", "9,9"],
                "solo_missions": "yes",
                "row_bonus": [1, 2],
            }
        )
    text = str(err.value)
    for line in (
        'options.level: "hard" is not one of easy, normal, advanced',
        'options.solo_missions: "yes" is not true or false',
        "options.layout: 1 layout, players: 2; give one per person or a single layout",
        'options.printed[0]: "1,1" is not a space of rows 2-6 ("row,col")',
        'options.printed[1]: "9,9" is not a space of rows 2-6 ("row,col")',
        'options.printed: printed spaces are only given with layout "custom"',
        "options.row_bonus: expected a list of 6 whole numbers",
    ):
        assert line in text, line


def test_1_2_layout_per_person_and_custom_layout():
    s = new(2, layout=["P2", "custom"], printed=["6,9"])
    assert s.filled[0] == ROW_MASK[1] | mask_of([(2, 1), (2, 9), (3, 5), (4, 3), (4, 7), (5, 5)])
    assert s.filled[1] == ROW_MASK[1] | bit(6, 9)
    assert s.cell_state(1, 6, 9) == "printed" and s.cell_state(1, 6, 8) == "empty"


# -- §3.1 card -> candidate tiles ------------------------------------------------------------


def test_3_1_element_card_with_the_element_present_offers_only_those_tiles():
    """§3.1 and §6 item 8/9: both fountains, from either row."""
    s = at_take(new(), "E6", DISPLAY)
    assert s.phase == TAKE_PH
    assert s.legal_actions() == [TakeTile(3, 0), TakeTile(6, 1)]


def test_3_1_element_card_with_the_element_absent_acts_as_a_joker():
    s = at_take(new(), "E4", [E["labyrinth"]] * 10)
    assert len(s.legal_actions()) == 10


def test_3_1_two_colour_card_offers_the_4_tiles_of_its_two_colours():
    s = at_take(new(), "C7", DISPLAY)  # orange + turquoise: rows 4 and 6 (provisional pair)
    assert s.legal_actions() == [TakeTile(4, 0), TakeTile(4, 1), TakeTile(6, 0), TakeTile(6, 1)]


def test_3_1_joker_offers_every_tile():
    s = at_take(new(), "J", DISPLAY)
    assert len(s.legal_actions()) == 10


def test_3_1_a_card_not_in_hand_is_illegal():
    s = new()
    p = s.current_player
    missing = next(c for c in CARDS if CARDS.index(c) not in s.hands[p])
    with pytest.raises(IllegalActionError):
        s.apply(PlayCard(missing))


# -- §3.2 placement ---------------------------------------------------------------------------


def test_3_2_free_target_takes_the_tile_element_side_up_without_a_choice():
    """§3.2.2: row of the space's colour, column of the element; mandatory, no PlaceTile."""
    s = at_take(new(layout="P1"), "E6", DISPLAY)
    p = s.current_player
    t = s.apply(TakeTile(6, 1))  # fountain from turquoise -> (6, 6)
    assert t.cell_state(p, 6, 6) == "ornament"
    assert t.phase in (NOBLE, CARD)
    assert "place" not in [a.kind for a in t.legal_actions()]


def test_3_2_occupied_target_flips_to_a_gardener_on_row_or_column():
    """§3.2.3: target (5,3) is printed on P1 -> any empty cell of row 5 or column 3."""
    d = list(DISPLAY)
    d[6] = E["pavilion"]  # row 5 left: pavilion -> target (5,3), printed on P1
    s = at_take(new(layout="P1"), "J", d)
    t = s.apply(TakeTile(5, 0))
    assert t.phase == PLACE_PH
    cells = {(a.row, a.col) for a in t.legal_actions()}
    expected = {(5, c) for c in range(1, 10) if c != 3} | {(r, 3) for r in (2, 3, 4, 6)}
    assert cells == expected
    p = t.current_player
    u = t.apply(PlaceTile(2, 3))
    assert u.cell_state(p, 2, 3) == "gardener"
    with pytest.raises(IllegalActionError):
        t.apply(PlaceTile(4, 4))


def test_3_2_target_holding_a_gardener_is_occupied_too():
    """§6 item 7."""
    s = at_take(new(layout="P1"), "J", DISPLAY)
    p = s.current_player
    s = position(s, gardens={p: garden(s, p, bit(4, 5) | bit(2, 6))})  # (4,5) printed on P1 anyway; (2,6) a gardener
    t = s.apply(TakeTile(3, 0))  # fountain from grey -> (3, 6)? no: grey is row 3 -> (3,6) empty
    assert t.cell_state(p, 3, 6) == "ornament"
    s2 = at_take(new(layout="P1"), "J", DISPLAY)
    s2 = position(s2, gardens={p: garden(s2, p, bit(2, 1))})  # a gardener on (2,1)
    t2 = s2.apply(TakeTile(2, 0))  # labyrinth from white -> (2,1) occupied by a gardener
    assert t2.phase == PLACE_PH


def test_3_2_4_no_empty_cell_in_row_or_column_allows_any_empty_cell():
    """§3.2.4 [SEED]."""
    s = at_take(new(layout="P1"), "J", DISPLAY)
    p = s.current_player
    s = position(s, gardens={p: garden(s, p, ROW_MASK[2] | mask_of([(r, 1) for r in range(1, 7)]))})
    t = s.apply(TakeTile(2, 0))  # labyrinth from white -> (2,1): full row 2 and column 1
    assert t.phase == PLACE_PH
    empties = 54 - bin(t.filled[p]).count("1")
    assert len(t.legal_actions()) == empties


# -- §3.3 nobles --------------------------------------------------------------------------------


def garden_state(cells_orn=(), cells_gard=(), nobles=None, layout="P1"):
    s = new(layout=layout, seed=1)
    p = s.current_player
    changes: dict = dict(gardens={p: garden(s, p, mask_of(cells_orn) | mask_of(cells_gard), mask_of(cells_orn))})
    if nobles:
        changes["nobles"] = {p: list(nobles)}
    return position(s, **changes), p


def test_3_3_nobles_on_the_terrace_enter_row_1_of_their_column():
    s, p = garden_state()
    moves = s.noble_moves(p)
    # P1 printed cells 2,5 and 4,5... 2,5 linked to 1,5; 3,2/3,8/4,5/5,3/6,7 are cut off.
    assert {(m.col, m.row) for m in moves} == {(c, 1) for c in range(1, 10)} | {(5, 2)}


def test_3_3_walk_over_gardeners_sideways_and_back_up_ending_lower_in_its_own_column():
    """§3.3: orthogonal path over filled cells (gardeners walkable), any direction, ends
    on an ornament of its own column strictly lower; never on a gardener."""
    orn = [(2, 2), (3, 3), (5, 4), (5, 3)]
    gard = [(2, 3), (3, 4), (4, 4), (6, 3)]
    # column 3: noble at 1 -> (2,3) gardener (cannot end), (3,3) ornament via 2,2? (2,2)-(2,3)G-(3,3)
    s, p = garden_state(orn, gard, nobles=[0, 0, 1, 0, 0, 0, 0, 0, 0])
    dests3 = sorted(m.row for m in s.noble_moves(p) if m.col == 3)
    # (3,3) via (2,3); (5,3) printed in P1 via (3,3)-(3,4)G-(4,4)G-(5,4)-(5,3); never (2,3) or (6,3) gardeners
    assert dests3 == [3, 5]


def test_3_3_noble_never_moves_up_or_sideways_to_its_start_row():
    s, p = garden_state([(2, 4), (3, 4)], nobles=[0, 0, 0, 3, 0, 0, 0, 0, 0])
    assert [m for m in s.noble_moves(p) if m.col == 4] == []


def test_3_3_empty_cells_block_the_walk():
    s, p = garden_state([(3, 6)], nobles=None)  # (2,6) empty: 3,6 is not reachable
    assert all(not (m.col == 6 and m.row == 3) for m in s.noble_moves(p))


def test_3_3_nobles_may_pass_through_other_nobles():
    """§3.3 [R] / §6 item 3."""
    s, p = garden_state([(2, 1), (3, 1), (3, 2), (4, 2)], nobles=[3, 1, 0, 0, 0, 0, 0, 0, 0])
    # noble of column 2 at row 1 reaches (3,2) and (4,2) via (2,1)-(3,1) where noble 1 stands.
    assert sorted(m.row for m in s.noble_moves(p) if m.col == 2) == [3, 4]


def test_3_3_a_move_scores_the_row_where_the_noble_ends():
    """§3.3 example: a noble moving from row 3 to row 5 scores 5."""
    s, p = garden_state([(2, 4), (3, 4), (4, 4), (5, 4)], nobles=[0, 0, 0, 3, 0, 0, 0, 0, 0])
    s = position(s, phase="noble")
    t = s.apply(MoveNoble(4, 5))
    assert t.track[p] == 5 and t.nobles[p][3] == 5


def test_3_3_the_move_is_optional_and_skip_is_explicit():
    s = at_take(new(layout="P1", seed=2), "E6", DISPLAY)
    t = s.apply(TakeTile(3, 0))
    assert t.phase == NOBLE and t.legal_actions()[-1] == SKIP
    u = t.apply(SKIP)
    assert u.track == t.track and u.current_player != t.current_player


def test_3_3_no_destination_means_no_noble_phase():
    s = at_take(new(layout="P1"), "J", DISPLAY)
    p = s.current_player
    s = position(s, nobles={p: [6] * 9})  # nobody can move any more
    t = s.apply(TakeTile(2, 1))
    assert t.phase == CARD and t.current_player != p and t.track[p] == 0


def test_3_3_perft_legal_noble_moves_of_a_built_garden():
    """Pinned count: P1 + 8 tiles, three nobles already in the garden."""
    orn = [(2, 1), (2, 2), (3, 1), (4, 1), (2, 4), (3, 4), (5, 4), (6, 5)]
    gard = [(4, 4), (5, 5)]
    s, p = garden_state(orn, gard, nobles=[2, 0, 0, 3, 0, 0, 0, 0, 0])
    moves = sorted((m.col, m.row) for m in s.noble_moves(p))
    # (3,5): the printed 5,3 is reached over 5,4; 6,7 and 3,8 are cut off; gardeners are never ends.
    assert moves == [
        (1, 3),
        (1, 4),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 1),
        (3, 5),
        (4, 5),
        (5, 1),
        (5, 2),
        (5, 4),
        (5, 6),
        (6, 1),
        (7, 1),
        (8, 1),
        (9, 1),
    ]


# -- §3.4, §3.5, §4.1 ----------------------------------------------------------------------------


def play_turn(s, rng):
    p = s.current_player
    while s.current_player == p and not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def test_3_4_refill_the_emptied_space_and_3_5_draw_a_card_are_chance_draws():
    s = new(seed=4)
    p = s.current_player
    mid = at_take(s, "J")
    before = mid.draws
    t = mid.apply(TakeTile(6, 1))
    while t.current_player == p:
        t = t.apply(SKIP)
    assert t.draws == before + 1
    assert t.display[9] >= 0 and sum(t.supply) == sum(s.supply) - 1
    assert len(t.hands[p]) == 2 and len(t.decks[p]) == 15
    # undo then redo draws the same (chance keyed by seed + draws)
    again = mid.apply(TakeTile(6, 1))
    while again.current_player == p:
        again = again.apply(SKIP)
    assert again == t


def test_4_1_the_game_lasts_18_rounds_and_3_5_no_draw_after_the_16th_turn():
    rng = random.Random(7)
    s = new(3, seed=7)
    hands = []
    for turn in range(18 * 3):
        p = s.current_player
        s = play_turn(s, rng)
        if not s.is_over:
            hands.append((turn // 3 + 1, len(s.hands[p])))
    assert s.is_over and s.phase == OVER and s.current_player == -1 and s.legal_actions() == []
    assert all(len(d) == 18 for d in s.discards) and all(d == () for d in s.decks)
    assert [h for r, h in hands if r <= 16] == [2] * 48 and {h for r, h in hands if r == 17} == {1}
    # §1.3: after the very last take the supply is empty and the display holds 9 tiles
    assert sum(s.supply) == 0 and sum(e >= 0 for e in s.display) == 9
    # every turn placed exactly one tile: 15 printed + 18 (§7)
    assert all(f.bit_count() == 33 for f in s.filled)


def test_3_perft_first_turn_clicks_are_pinned():
    """Pinned legal-action counts along a fixed line of seed 11."""
    s = new(2, seed=11)
    counts = []
    rng = random.Random(0)
    for _ in range(12):
        acts = s.legal_actions()
        counts.append(len(acts))
        s = s.apply(acts[rng.randrange(len(acts))])
    assert counts == PERFT_SEED11
    assert len(s.legal_actions()) >= 1


PERFT_SEED11 = [2, 4, 11, 2, 10, 11, 2, 4, 12, 2, 4, 10]
