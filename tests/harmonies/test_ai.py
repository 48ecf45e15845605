"""The hard level's evaluation: the card-progress term, the
per-decision memo and the end-of-game caution; and its whole-turn plan."""

from gardenapp.core.bots import RandomBot
from gardenapp.games.harmonies import GAME, data
from gardenapp.games.harmonies.actions import PlaceCube, PlaceToken, TakeSpace
from gardenapp.games.harmonies.ai import (
    PROGRESS_CAP,
    W_END_BEHIND,
    W_RIVAL,
    HarmoniesMonteCarloBot,
    HarmoniesTurnBot,
    _missing,
    card_missing,
    evaluate,
    potential,
    token_boards,
    value,
)
from gardenapp.games.harmonies.garden import CODE_INDEX, COMPILED, SIDES, code_masks, cube_targets
from gardenapp.games.harmonies.state import SIDE_ACTIONS

from .helpers import position, stacks

C = data.COLOUR_INDEX

FROG = data.CARD_INDEX["A05"]  # water with a lone tree beside it


def brute_missing(side, stk, cubes, card):
    """The fewest tokens missing, trying every placement of every orientation."""
    pos = {data.space_to_axial(sp): i for i, sp in enumerate(side.spaces)}
    best = PROGRESS_CAP + 1
    for orient in COMPILED[card].orientations:
        for q0, a0 in pos:
            tot = 0
            for cell in orient:
                j = pos.get((q0 + cell.offset[0], a0 + cell.offset[1]))
                if j is None:
                    break
                (code,) = tuple(cell.kinds)
                m = _missing(stk[j], CODE_INDEX[code])
                cubed = cubes >> side.bits[j] & 1
                if m < 0 or (cubed and (m > 0 or cell.offset == (0, 0))):
                    break
                tot += m
            else:
                best = min(best, tot)
    return best


def test_card_missing_matches_every_placement_tried():
    for seed in (1, 2, 3):
        s = GAME.new_game({"players": 2}, seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        for _ in range(40 * seed):
            if s.is_over:
                break
            s = s.apply(bots[s.current_player].choose(s), trusted=True)
        for card in range(len(data.CARDS)):
            got = card_missing(card, s.sm[0], s.cubes[0])
            assert got == brute_missing(s.side, s.stacks[0], s.cubes[0], card)
            assert (got == 0) == bool(cube_targets(card, code_masks(s.sm[0]), s.cubes[0]))


def test_card_progress_counts_tokens_still_missing():
    s = GAME.new_game({"players": 2}, 1)
    side = SIDES["A"]
    assert card_missing(FROG, s.sm[0], 0) == 2
    s.set_board(0, stacks("A", {"1,1": "blue"}))
    assert card_missing(FROG, s.sm[0], 0) == 1
    near = side.labels[side.neighbours[side.index["1,1"]][0]]
    s.set_board(0, stacks("A", {"1,1": "blue", near: "green"}))
    assert card_missing(FROG, s.sm[0], 0) == 0
    # a held card close to its habitat is worth more than one far from it
    s = position(s, players={0: {"cards": [[data.CARDS[FROG].id, 0]]}})
    s.set_board(0, stacks("A", {"1,1": "blue"}))
    close = potential(s, 0)
    s.set_board(0, stacks("A", {"1,1": "red"}))
    assert close > potential(s, 0)


def test_memo_gives_the_same_values():
    s = GAME.new_game({"players": 2}, 4)
    bots = [RandomBot(4), RandomBot(5)]
    memo: dict = {}
    for _ in range(60):
        for p in (0, 1):
            assert value(s, p, memo) == value(s, p)
            assert evaluate(s, p, memo) == evaluate(s, p)
        if s.is_over:
            break
        s = s.apply(bots[s.current_player].choose(s), trusted=True)
    assert memo


def test_ending_the_game_behind_is_penalised():
    s = GAME.new_game({"players": 2}, 1)
    s.set_board(0, stacks("A", {"4,0": "green", "4,2": "green", "4,4": "green"}))  # 3 points
    s.set_board(1, stacks("A", {"0,0": "blue", "0,1": "blue", "0,2": "blue"}))  # a river of 3: 5
    lead = evaluate(s, 0)
    assert lead < 0
    s = position(s, triggered=True, player=1)  # player 0 has had its last turn
    assert evaluate(s, 0) <= value(s, 0) - value(s, 1) - W_END_BEHIND


def test_the_hard_level_searches_for_its_own_points_and_still_fears_a_loss():
    """Harmonies hard's self-play points (docs/architecture.md §8.3): the search weighs the best opponent's value
    by W_RIVAL (0: its own value only) where the contract's evaluation is the lead; a game ending
    with the player behind still costs W_END_BEHIND."""
    s = GAME.new_game({"players": 2}, 1)
    s.set_board(0, stacks("A", {"4,0": "green", "4,2": "green", "4,4": "green"}))
    s.set_board(1, stacks("A", {"0,0": "blue", "0,1": "blue", "0,2": "blue"}))
    assert W_RIVAL == 0.0 and HarmoniesMonteCarloBot(seed=1).rival == W_RIVAL
    assert evaluate(s, 0) == value(s, 0) - value(s, 1) == s.evaluate(0)  # the contract: the lead
    assert evaluate(s, 0, rival=0.0) == value(s, 0)
    assert evaluate(s, 1, rival=0.0) == value(s, 1)
    s = position(s, triggered=True, player=1)  # player 0 has had its last turn, behind
    assert evaluate(s, 0, rival=0.0) == value(s, 0) - W_END_BEHIND


def test_seeded_monte_carlo_level_repeats_its_moves():
    def moves():
        s = GAME.new_game({"players": 2}, 6)
        bot = HarmoniesMonteCarloBot(seed=3, rollouts=30, time_budget=60.0)
        out = []
        for _ in range(6):
            a = bot.choose(s.view_for(s.current_player))
            out.append(a)
            s = s.apply(a)
        return out

    assert moves() == moves()


def test_hard_level_does_not_end_the_game_by_filling_its_board_when_behind():
    # The last player, far behind with 3 empty spaces, can take three
    # grays (they stack on its grays) or tokens that must fill its board, which
    # ends the game at once (§5.7) with a loss: it takes the grays.
    s = GAME.new_game({"players": 2}, 1)
    side = SIDES["A"]
    empty = {"0,0", "2,0", "4,0"}
    grays = {"0,4", "2,4", "4,4"}
    mine = {lab: ("gray" if lab in grays else "green") for lab in side.labels if lab not in empty}
    s.set_board(1, stacks("A", mine))
    s.set_board(0, stacks("A", {lab: "brown/brown/green" for lab in ("1,0", "1,2", "3,0", "3,2", "0,2", "4,2")}))
    s = position(s, central=[["gray", "gray", "gray"]] + [["blue", "blue", "yellow"]] * 4, player=1)
    assert s.points(0) - s.points(1) > 15 and s.empty_spaces(1) == 3
    bot = GAME.make_bot("montecarlo", 2)
    assert bot.choose(s.view_for(1)) == TakeSpace(0)


# -- the hard level plans its whole turn -------------------------------------------------------------


def planner(seed: int, keep: int = 20) -> HarmoniesTurnBot:
    """The hard level with fewer boards finished and no time cap: the plan, not the clock, is under test."""
    bot = HarmoniesTurnBot(seed, keep=keep)
    bot.turn.seconds = None
    return bot


def boards_by_clicks(s, me):
    """Every board the hand can make, found by playing every PlaceToken click (§5.3)."""
    if not s.hand:
        return {s.sm[me]}
    out = set()
    for a in s.legal_actions():
        if isinstance(a, PlaceToken):
            out |= boards_by_clicks(s.apply(a, trusted=True), me)
    return out


def test_token_boards_are_every_board_the_clicks_can_make():
    """§5.2/§5.3: stacking rules, free order, never on a cube: token_boards finds
    exactly the boards the legal clicks make, and each one's placements make it."""
    s = GAME.new_game({"players": 2}, 4)
    s.set_board(
        0,
        stacks(
            "A",
            {
                "0,0": "brown",
                "1,0": "gray",
                "2,0": "gray/gray",
                "3,0": "red",
                "4,0": "blue",
                "0,2": "brown/brown",
                "1,2": "green",
            },
        ),
        cubes=1 << s.side.bits[s.side.index["1,2"]],
    )
    s = position(s, central={0: ["brown", "green", "gray"]})
    s = s.apply(TakeSpace(0))
    boards = token_boards(s.sm[0], s.hand, s.cubes[0])
    assert set(boards) == boards_by_clicks(s, 0)
    tokens = SIDE_ACTIONS["A"].token
    for board, path in list(boards.items())[::37]:
        x = s
        for colour, bit in path:
            x = x.apply(tokens[colour][bit])
        assert x.sm[0] == board
    assert token_boards(s.sm[0], s.hand, s.cubes[0], stopped=lambda: True) is None


def test_hard_level_plans_once_a_turn_and_plays_the_plan():
    """The whole turn is planned at its first click and then played click by click."""
    s = GAME.new_game({"players": 2}, 5)
    assert isinstance(GAME.make_bot("montecarlo", 1), HarmoniesTurnBot)
    bot = planner(1)
    plans = []
    make_plan = bot._make_plan
    bot._make_plan = lambda view, stop: plans.append(view.turns) or make_plan(view, stop)
    for _ in range(2):  # two turns of player 0 (player 1 random)
        while s.current_player == 0:
            s = s.apply(bot.choose(s.view_for(0)))
        while s.current_player == 1:
            s = s.apply(RandomBot(2).choose(s.view_for(1)))
    assert plans == [0, 2]


def test_hard_level_plans_again_when_the_position_is_not_the_planned_one():
    """A person's undo or a hint mid-turn: a position the plan did not expect is planned anew."""
    s = GAME.new_game({"players": 2}, 5)
    bot = planner(1)
    plans = []
    make_plan = bot._make_plan
    bot._make_plan = lambda view, stop: plans.append(view.hand) or make_plan(view, stop)
    s = s.apply(bot.choose(s.view_for(0)))
    planned = bot.choose(s.view_for(0))
    s = s.apply(next(a for a in s.legal_actions() if isinstance(a, PlaceToken) and a != planned))
    a = bot.choose(s.view_for(0))
    assert a in s.legal_actions() and isinstance(a, PlaceToken)
    assert len(plans) == 2 and len(plans[1]) == 2  # planned again with two tokens in hand


def test_hard_level_places_the_cube_its_board_can_take():
    """§5.5: with the Frog's habitat on the board (water beside a tree), the planned turn places its cube."""
    s = GAME.new_game({"players": 2}, 1)
    row = ("0,0", "1,0", "2,0", "3,0", "4,0")
    s.set_board(0, stacks("A", {lab: ("blue" if lab[0] in "024" else "green") for lab in row}))
    s = position(s, players={0: {"cards": [[data.CARDS[FROG].id, 0]]}})
    assert any(isinstance(a, PlaceCube) and a.card == "A05" for a in s.legal_actions())
    bot = planner(3, keep=400)
    while s.current_player == 0:
        s = s.apply(bot.choose(s.view_for(0)))
    assert dict(s.cards[0])[FROG] >= 1


def test_hard_level_move_now_before_a_plan_answers_at_once():
    """'Move now' before any turn is planned: the Monte Carlo level's quick answer."""
    import threading

    stop = threading.Event()
    stop.set()
    s = GAME.new_game({"players": 2}, 2)
    bot = GAME.make_bot("montecarlo", 0)
    assert bot.choose(s.view_for(0), stop) in s.legal_actions()
    assert bot.last_iterations == 1 and not bot._plan


def test_seeded_planning_hard_level_repeats_its_moves():
    def moves():
        s = GAME.new_game({"players": 2}, 6)
        bot = planner(3)
        out = []
        for _ in range(5):  # the first turn: a space, three tokens, the end (or a card)
            a = bot.choose(s.view_for(s.current_player))
            out.append(a)
            s = s.apply(a)
        return out

    assert moves() == moves()
