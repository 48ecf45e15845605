"""Solo against the automaton Pedro Bot (§5, the seed text)."""

import random

import pytest

from gardenapp.games.sanssouci import automaton as auto
from gardenapp.games.sanssouci.actions import STEP
from gardenapp.games.sanssouci.data import CARDS, ELEMENTS
from gardenapp.games.sanssouci.garden import COL_MASK, FULL, ROW_MASK, bit, mask_of
from gardenapp.games.sanssouci.state import A_PLACE, A_ROLL, A_TAKE, CARD, PHASE_NAMES

from .helpers import GAME, position

E = {name: i for i, name in enumerate(ELEMENTS)}
COLOUR_ROWS = {9 + i: rows for i, rows in enumerate([(2, 3), (3, 4), (4, 5), (5, 6), (2, 4), (3, 5), (4, 6), (2, 6)])}
JOKER = CARDS.index("J")


def solo(level="normal", seed=0, **opts):
    return GAME.new_game(dict(players=1, level=level, **opts), seed)


def to_bot_turn(s, rng=None):
    rng = rng or random.Random(0)
    while s.current_player != 1:
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def col(k, rows):
    return mask_of([(r, k) for r in rows])


def test_5_2_solo_setup():
    """§5.2: 45 II tiles, a person's normal setup, the bot with a full 18-card deck and no hand,
    2 mission cards for the bot (option, default on), a blank garden; the person starts."""
    s = solo()
    assert s.num_players == 2 and s.setup.automaton == 1 and s.current_player == 0
    assert sum(s.supply) + 10 == 45
    assert len(s.hands[0]) == 2 and s.hands[1] == () and len(s.decks[1]) == 18
    assert len(s.missions[1]) == 2 and len(set(s.missions[0] + s.missions[1])) == 4
    assert s.filled[1] == 0 and s.filled[0].bit_count() == 15
    assert solo(solo_missions=False).missions[1] == ()
    assert s.score().players[1].name == "Pedro Bot"


@pytest.mark.parametrize(
    "level,steps",
    [
        ("easy", ["reveal", "take", "place"]),
        ("normal", ["reveal", "take", "roll", "place"]),
        ("advanced", ["reveal", "roll", "take", "place"]),
    ],
)
def test_5_3_bot_turn_is_a_chain_of_forced_single_steps(level, steps):
    """§5.3 / §5.5.3: exactly one legal action (AutomatonStep) per step, each visible in the log;
    normal rolls after choosing, advanced before."""
    s = to_bot_turn(solo(level, seed=2))
    seen = []
    while s.current_player == 1:
        assert s.legal_actions() == [STEP]
        s, events = s.apply_with_events(STEP)
        seen.append(events[0].kind)
    assert seen == steps
    assert s.phase == CARD and s.current_player == 0


def test_5_3_die_and_card_are_seeded_chance_steps():
    s = to_bot_turn(solo("advanced", seed=5))
    a = s.apply(STEP).apply(STEP)
    b = s.apply(STEP).apply(STEP)
    assert a == b and 1 <= a.die <= 6 and a.draws == s.draws + 2


def bot_at(phase, level="normal", display=None, card="J", die=0, filled=0, nobles=(0,) * 9, seed=0, element=None):
    s = to_bot_turn(solo(level, seed=seed))
    changes = dict(
        phase=PHASE_NAMES[phase], card=card, die=die, gardens={1: [filled, filled]}, nobles={1: list(nobles)}
    )
    if display is not None:
        changes["display"] = list(display)
    if element is not None:
        changes["element"] = element
    return position(s, **changes)


DISPLAY = [
    E["labyrinth"],
    E["statue"],
    E["fountain"],
    E["labyrinth"],
    E["stairs"],
    E["pavilion"],
    E["topiary"],
    E["fountain"],
    E["herb_spiral"],
    E["grapevine"],
]


def test_5_3_element_card_present_takes_the_highest_numbered_row():
    """§5.3: fountains on grey (row 3) and violet (row 5): take violet."""
    s = bot_at(A_TAKE, card="E6", display=DISPLAY).apply(STEP)
    assert s.slot == 7 and s.element == E["fountain"]


def test_5_3_element_card_with_both_copies_on_one_row_takes_the_left_space():
    """§6 item 18 [R]."""
    d = list(DISPLAY)
    d[8] = d[9] = E["rose_arch"]
    assert bot_at(A_TAKE, card="E7", display=d).apply(STEP).slot == 8


def test_5_3_element_absent_and_joker_take_the_tile_giving_most_points():
    """§5.3/§5.6: column 9 (grapevine) filled rows 1-4, noble at 4 -> F = 5 scores 5."""
    filled = col(9, (1, 2, 3, 4))
    nobles = (0,) * 8 + (4,)
    for card in ("E5", "J"):  # no stairs... (E5 = stairs is present: use a display without stairs)
        d = list(DISPLAY)
        d[4] = E["statue"]
        if card == "E5":
            s = bot_at(A_TAKE, card=card, display=d, filled=filled, nobles=nobles).apply(STEP)
        else:
            s = bot_at(A_TAKE, card=card, display=DISPLAY, filled=filled, nobles=nobles).apply(STEP)
        assert s.element == E["grapevine"], card


def test_5_3_two_colour_card_takes_the_best_of_its_4_tiles():
    """C1 = white + grey (rows 2, 3): labyrinth, statue, fountain, labyrinth; labyrinth column
    has its noble at 2 over tiles 1-2 -> F = 3, 3 points; others 1 point."""
    filled = col(1, (1, 2))
    s = bot_at(A_TAKE, card="C1", display=DISPLAY, filled=filled, nobles=(2,) + (0,) * 8).apply(STEP)
    # both labyrinths score 3: tie-break 1 = the higher display row (grey, row 3) -> slot 3
    assert s.element == E["labyrinth"] and s.slot == 3


def test_5_6_tie_breaks_higher_row_then_lower_column_then_left():
    # all candidates score 1 (empty bot garden): C8 = white + turquoise (2, 6)
    assert auto.choose_slot(DISPLAY, 16, COLOUR_ROWS, 0, (0,) * 9, auto.EASY, 0) in (8, 9)
    # turquoise holds herb spiral (col 8) and grapevine (col 9): lower column first -> slot 8
    assert auto.choose_slot(DISPLAY, 16, COLOUR_ROWS, 0, (0,) * 9, auto.EASY, 0) == 8
    d = [E["statue"]] * 10
    assert auto.choose_slot(d, JOKER, COLOUR_ROWS, 0, (0,) * 9, auto.EASY, 0) == 8  # row 6, left


def test_5_4_first_free_cell_and_reachability():
    """§5.4 F(k): topmost empty below the noble, else topmost empty anywhere; 0 if full."""
    filled = col(3, (1, 2, 4))
    assert auto.first_free(filled, 2, 3) == 3
    assert auto.first_free(filled, 4, 3) == 5
    assert auto.first_free(col(3, (1, 2, 3, 4, 5, 6)), 6, 3) == 0
    assert auto.first_free(col(3, (2, 3, 4, 5, 6)), 6, 3) == 1  # nothing below the noble: topmost anywhere
    assert auto.reachable(0, 0, 3, 1) and not auto.reachable(0, 0, 3, 2)  # terrace enters (1,k) only
    assert auto.reachable(col(3, (1, 2)), 2, 3, 3)
    assert not auto.reachable(col(3, (1, 2)), 2, 3, 2)


def test_5_4_pre_printed_spaces_are_empty_for_the_bot_even_row_1():
    """§5.4: the bot may place on printed spaces: its garden is a blank grid."""
    s = bot_at(A_PLACE, level="easy", display=DISPLAY, element=E["stairs"])
    t = s.apply(STEP)
    assert t.filled[1] & bit(1, 5) and t.cell_state(1, 1, 5) == "ornament"
    assert t.nobles[1][4] == 1 and t.track[1] == 1


def test_5_5_1_easy_fills_columns_from_the_top_and_steps_the_noble_one_row():
    s = solo("easy", seed=9)
    rng = random.Random(1)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    f = s.filled[1]
    for k in range(1, 10):
        rows = [r for r in range(1, 7) if f & bit(r, k)]
        assert rows == list(range(1, len(rows) + 1))  # no gaps
        assert s.nobles[1][k - 1] == len(rows)
    # every move stepped one row down: the track is the sum of 1..n per column
    assert s.track[1] == sum(n * (n + 1) // 2 for n in s.nobles[1])
    assert f.bit_count() == 18 and s.orn[1] == f


def test_5_5_2_die_on_a_filled_row_places_on_the_first_free_cell():
    filled = col(4, (1, 2, 3))
    assert auto.die_target(filled, 3, 4, 2) == 4


def test_5_5_2_die_on_an_empty_space_places_on_the_largest_reachable_row():
    """ "the largest row from the die result onward, provided the noble can be brought there,
    looking at the adjacent columns" - the walk may use column 5's tiles."""
    filled = col(4, (1, 2)) | col(5, (1, 2, 3, 4, 5))
    # (6,4) touches only empty cells; (5,4) touches (5,5) and (4,4) touches (4,5): the largest wins
    assert auto.die_target(filled, 2, 4, 4) == 5
    filled2 = col(4, (1, 2)) | col(5, (1, 2, 3, 4))
    assert auto.die_target(filled2, 2, 4, 4) == 4
    assert auto.die_target(filled2, 2, 4, 5) == 3  # neither 5 nor 6 reachable: F(k)


def test_5_5_2_no_reachable_row_falls_back_to_first_free():
    filled = col(4, (1, 2))
    assert auto.die_target(filled, 2, 4, 5) == 3  # (5,4), (6,4) unreachable -> F = 3


def test_5_5_2_state_places_with_the_rolled_die():
    filled = col(4, (1, 2)) | col(5, (1, 2, 3, 4))
    s = bot_at(A_PLACE, level="normal", filled=filled, nobles=(0, 0, 0, 2, 4, 0, 0, 0, 0), die=4, element=E["topiary"])
    t = s.apply(STEP)
    assert t.filled[1] & bit(4, 4) and t.nobles[1][3] == 4 and t.track[1] == s.track[1] + 4


def test_5_5_3_normal_chooses_with_first_free_advanced_with_the_die():
    """§5.5.3 [R]: labyrinth (col 1, noble 2, column 2 full beside it) F = 3 but the die 6
    reaches (6,1) over column 2; topiary (col 4, noble 3) F = 4 either way."""
    filled = col(1, (1, 2)) | col(2, range(1, 7)) | col(4, (1, 2, 3))
    nobles = (2, 6, 0, 3, 0, 0, 0, 0, 0)
    d = [E["labyrinth"], E["topiary"]] + [E["statue"]] * 8
    assert auto.choose_slot(d, JOKER, COLOUR_ROWS, filled, nobles, auto.NORMAL, 0) == 1
    assert auto.choose_slot(d, JOKER, COLOUR_ROWS, filled, nobles, auto.ADVANCED, 6) == 0
    s = bot_at(A_TAKE, level="advanced", display=d, filled=filled, nobles=nobles, die=6).apply(STEP)
    assert s.element == E["labyrinth"]
    t = bot_at(A_TAKE, level="normal", display=d, filled=filled, nobles=nobles).apply(STEP)
    assert t.element == E["topiary"] and t.phase == A_ROLL


def test_5_5_4_full_column_gives_a_gardener_on_the_first_empty_cell_and_no_points():
    filled = col(2, range(1, 7)) | bit(1, 1)
    s = bot_at(A_PLACE, level="easy", filled=filled, nobles=(1, 6) + (0,) * 7, element=E["statue"])
    t = s.apply(STEP)
    assert t.cell_state(1, 1, 3) == "gardener" and t.track[1] == s.track[1] and t.nobles[1] == s.nobles[1]
    # and the bot never picks such a tile when another candidate exists (§5.6)
    d = [E["statue"]] * 9 + [E["labyrinth"]]
    assert auto.choose_slot(d, JOKER, COLOUR_ROWS, filled, (1, 6) + (0,) * 7, auto.EASY, 0) == 9


def test_5_3_step_4_noble_cannot_move_scores_0():
    """§5.3.4 / §6 item 17: F(k) above the noble (nothing empty below) -> no move, 0 points."""
    filled = col(6, (2, 3, 4, 5, 6))
    s = bot_at(A_PLACE, level="easy", filled=filled, nobles=(0,) * 5 + (6,) + (0,) * 3, element=E["fountain"])
    t = s.apply(STEP)
    assert t.filled[1] & bit(1, 6) and t.track[1] == s.track[1] and t.nobles[1][5] == 6


@pytest.mark.parametrize("level", ["easy", "normal", "advanced"])
def test_5_7_solo_games_end_after_18_rounds_at_every_level(level):
    rng = random.Random(3)
    s = solo(level, seed=3)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    assert len(s.discards[0]) == 18 and len(s.discards[1]) == 18
    assert s.filled[1].bit_count() == 18 and s.filled[0].bit_count() == 33
    assert s.draws >= 18 * 2
    sheet = s.score()
    assert sheet.players[1].breakdown["track"] == s.track[1]


def test_5_7_the_person_wins_only_with_a_strictly_higher_total():
    s = solo()
    assert position(s, track=[20, 20], missions=[[], []]).score().winners == (0, 1)  # a draw
    assert position(s, track=[21, 20], missions=[[], []]).score().winners == (0,)
    assert position(s, track=[19, 20], missions=[[], []]).score().winners == (1,)


def test_5_4_bot_completed_rows_count_only_its_own_tiles():
    s = position(solo(), gardens={1: [ROW_MASK[2], ROW_MASK[2]]}, missions=[[], []])
    assert s.score().players[1].breakdown["rows"] == 2  # row 1 of the bot is empty: its bonus 0 anyway
    s = position(s, gardens={1: [COL_MASK[3], COL_MASK[3]]})
    assert s.score().players[1].breakdown["columns"] == 5
    assert s.filled[1] & ~FULL == 0


def test_5_7_an_equal_total_against_pedro_bot_is_a_draw():
    """§5.7: the person wins only with a strictly higher total; equal is a draw."""
    from tests.sanssouci.helpers import board_dict, score

    d = board_dict([{"name": "Ana", "track_score": 10}, {"name": "Pedro Bot", "automaton": True, "track_score": 10}])
    sheet = score(d)
    assert sheet.totals() == (10, 10) and sheet.winners == (0, 1)
    assert str(sheet.result()) == "Draw: Ana, Pedro Bot"
    d["players"][0]["track_score"] = 11
    assert str(score(d).result()) == "Winner: Ana"
