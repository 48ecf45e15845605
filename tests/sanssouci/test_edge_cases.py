"""§1.1, §1.3, §1.5 facts and the §6 edge cases and variant switches; bots obey the rules (§6 item 20)."""

import random

from gardenapp.core.bots import GreedyBot, MonteCarloBot
from gardenapp.core.search import SearchBot
from gardenapp.games.sanssouci import data
from gardenapp.games.sanssouci.actions import MoveNoble, PlayCard, TakeTile
from gardenapp.games.sanssouci.data import CARDS, Datum
from gardenapp.games.sanssouci.garden import mask_of
from gardenapp.games.sanssouci.state import TAKE_PH

from .helpers import GAME, garden, position


def test_1_1_display_has_2_spaces_per_colour_and_colours_map_to_rows_2_to_6():
    assert data.DISPLAY_ROWS == (2, 3, 4, 5, 6)
    assert [data.ROW_COLOURS[r] for r in data.DISPLAY_ROWS] == ["white", "grey", "orange", "violet", "turquoise"]
    s = GAME.new_game({"players": 2}, 0)
    assert len(s.display) == 10
    assert {(t.row, t.side) for t in [TakeTile(r, i) for r in data.DISPLAY_ROWS for i in (0, 1)]} == {
        (r, i) for r in range(2, 7) for i in (0, 1)
    }


def test_1_3_the_display_is_full_at_every_take():
    rng = random.Random(2)
    for players in (2, 3, 4):
        s = GAME.new_game({"players": players}, players)
        while not s.is_over:
            if s.phase == TAKE_PH:
                assert all(e >= 0 for e in s.display)
            s = s.apply(rng.choice(s.legal_actions()))


def test_1_5_expansion_boards_are_not_implemented_and_flagged_off():
    assert data.EXPANSION_BOARDS is False


def start_take(card, display, seed=0):
    s = GAME.new_game({"players": 2}, seed)
    p = s.current_player
    c = CARDS.index(card)
    pool = set(s.hands[p]) | set(s.decks[p])
    hand = (c, next(x for x in s.hands[p] if x != c) if any(x != c for x in s.hands[p]) else c)
    deck = tuple(sorted(pool - set(hand)))
    names = [CARDS[x] for x in hand], [CARDS[x] for x in deck]
    s = position(s, display=list(display), hands={p: names[0]}, decks={p: names[1]})
    return s.apply(PlayCard(card))


def test_6_10_empty_display_space_gives_a_two_colour_card_fewer_candidates_or_any_tile():
    """§6 item 10 [R]: only reachable with a custom setup."""
    d = [0, 1, -1, 2, 3, 4, 5, 6, 7, 8]
    s = start_take("C1", d)  # white + grey: slots 0, 1, (2 empty), 3
    assert s.legal_actions() == [TakeTile(2, 0), TakeTile(2, 1), TakeTile(3, 1)]
    d = [-1, -1, -1, -1, 3, 4, 5, 6, 7, 8]
    s = start_take("C1", d)
    assert len(s.legal_actions()) == 6


def test_6_3_switch_nobles_block_each_other_when_passing_is_not_allowed(monkeypatch):
    """§6 item 3 keeps "passing through other nobles" a data switch."""
    s = GAME.new_game({"players": 2}, 1)
    p = s.current_player
    cells = [(2, 1), (3, 1), (3, 2), (4, 2)]
    s = position(s, gardens={p: garden(s, p, mask_of(cells), mask_of(cells))}, nobles={p: [2, 0, 0, 0, 0, 0, 0, 0, 0]})
    # column 2 noble: (1,2) -> (2,2)? empty; path (1,1)-(2,1)[noble 1]-(3,1)-(3,2)
    assert sorted(m.row for m in s.noble_moves(p) if m.col == 2) == [1, 3, 4]
    monkeypatch.setitem(data.TABLE, "movement.pass_through_nobles", Datum(False, True, "3.3"))
    t = GAME.new_game({"players": 2}, 1)
    t = position(t, gardens=[[f, o] for f, o in zip(s.filled, s.orn)], nobles=[list(n) for n in s.nobles])
    assert sorted(m.row for m in t.noble_moves(p) if m.col == 2) == [1]


def test_6_2_switch_rows_travelled_scores_the_rows_crossed(monkeypatch):
    """§6 item 2: row value by default; the dissenting "rows travelled" reading is a data switch."""
    for mode, expected in (("row_value", 5), ("rows_travelled", 2)):
        monkeypatch.setitem(data.TABLE, "movement.score_mode", Datum(mode, False, "6"))
        s = GAME.new_game({"players": 2}, 1)
        p = s.current_player
        cells = [(2, 4), (3, 4), (4, 4), (5, 4)]
        m = mask_of(cells)
        s = position(s, gardens={p: garden(s, p, m, m)}, nobles={p: [0, 0, 0, 3, 0, 0, 0, 0, 0]}, phase="noble")
        assert s.apply(MoveNoble(4, 5)).track[p] == expected


def test_6_20_computer_players_obey_the_normal_rules_from_their_view():
    s = GAME.new_game({"players": 3}, 6)
    bots = [GAME.make_bot("montecarlo", 1), GreedyBot(2), GAME.make_bot("easy", 3)]
    bots[0].iterations = 6
    assert isinstance(bots[0], (MonteCarloBot, SearchBot))
    steps = 0
    while not s.is_over and steps < 60:
        p = s.current_player
        a = bots[p].choose(s.view_for(p))
        s = s.apply(a)  # checked apply: an illegal choice would raise
        steps += 1


def test_5_solo_person_seat_can_be_played_by_any_bot_and_the_automaton_seat_by_steps():
    s = GAME.new_game({"players": 1, "level": "advanced"}, 2)
    bot = GreedyBot(4)
    while not s.is_over:
        acts = s.legal_actions()
        a = acts[0] if s.current_player == 1 else bot.choose(s.view_for(0))
        s = s.apply(a)
    assert s.score().players[0].total > 0
