"""The view model (every legal action reachable by exactly one key, no key to an illegal
action), events, notation, hidden information (§9.1 #33), the contract harness, pinned
legal-action counts and the computer players."""

import json
import random

import pytest

from gardenapp.core import conformance
from gardenapp.core.bench import random_game
from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.actions import ACTION_TYPES, parse_action
from gardenapp.games.azul_queens_garden.ai import EasyBot, LookaheadBot, NormalBot, complete_turns
from gardenapp.games.azul_queens_garden.view import AzulView, build_view
from tests.play import play_from_views

from .helpers import check_invariants, garden_with, new, play, prep


def _walk(players: int, seed: int, every: int = 1):
    rng = random.Random(seed)
    s = GAME.new_game({"players": players}, seed)
    k = 0
    while not s.is_over:
        if k % every == 0:
            yield s
        s = s.apply(rng.choice(s.legal_actions()), trusted=True)
        k += 1
    yield s


@pytest.mark.parametrize("players", [2, 4])
def test_view_targets_are_exactly_the_legal_actions(players):
    """Every legal action of the mover is reachable by exactly one key; no key maps to an illegal one."""
    for s in _walk(players, 3, every=3):
        me = s.current_player
        v = build_view(s, me if me >= 0 else 0)
        assert isinstance(v, AzulView)
        acts = s.legal_actions()
        assert len(v.targets) == len(acts)
        assert set(v.targets.values()) == set(acts)
        for q in range(players):
            if q != me:
                assert build_view(s, q).targets == {}


def test_view_draws_the_garden_display_and_wheel():
    s = new(2, 3)
    v = build_view(s, 0)
    assert v.round == 1 and v.step == "main" and len(v.wheel) == 4 and v.wheel_provisional
    assert len(v.display.top) == 4 and v.display.stack_left == 5 and v.display.first_player_marker
    assert v.supply == 16 and v.supply_price == 6 and v.bag == 104 and v.tower == 0
    p0 = v.players[0]
    kinds = sorted(c.kind for c in p0.cells)
    assert kinds.count("space") == 6 and kinds.count("fountain") == 1 and kinds.count("statue") == 3
    assert [a.status for a in p0.areas] == ["none"] * 6 and p0.score == 15 and p0.jokers == 3
    assert ("acquire", data.CRITERIA[data.HEX_INDEX[v.display.top[0]] // 6]) in v.targets
    assert ("pass",) in v.targets and v.prompt.render().startswith("Acquire")
    assert v.provisional["wheel"] is True


def test_view_steps_keys_and_the_suggested_payment():
    s = prep(new(2, 3), tiles=["blue-flower", "yellow-flower", "dark_green-flower"], jokers=3)
    p = s.player
    v = build_view(s, p)
    assert ("storage_tile", p, "blue-flower") in v.targets
    s = play(s, "tile:blue-flower")
    v = build_view(s, p)
    assert v.step == "cell" and ("cell", p, "1,0") in v.targets and v.pending.selected == "blue-flower"
    s = play(s, "@1,0")
    v = build_view(s, p)
    assert v.step == "pay" and v.pending.to_pay == 3 and v.pending.cost == 4
    assert sorted(v.pending.suggested_payment) == ["dark_green-flower", "joker", "yellow-flower"]
    assert set(v.keys_in("pay")) == {("pay", "joker"), ("pay", "yellow-flower"), ("pay", "dark_green-flower")}
    # "Accept payment": the proposal's pay keys in order, each a target when its turn comes (§4.1.B)
    assert v.pending.accept == tuple(("pay", item) for item in v.pending.suggested_payment)
    paying = s
    for key in v.pending.accept:
        now = build_view(paying, p)
        assert key in now.targets
        paying = paying.apply(now.targets[key])
    assert paying.step_name != "pay" and build_view(paying, p).pending.accept == ()
    s = prep(new(2, 3), exps=["yellow-tree"])
    s = play(s, "exp:yellow-tree", "A2")
    v = build_view(s, s.player)
    assert v.step == "orient" and set(v.orientation_cells) == set(range(6)) and ("orientation", 0) in v.targets
    s = prep(new(2, 3), tiles=["blue-tree"])
    s = play(s, "pass")
    v = build_view(s, s.player)
    assert ("discard", "blue-tree") in v.targets and ("done",) in v.targets


def test_events_tell_what_happened():
    s = prep(new(2, 3), top=["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"], down=[], up=[])
    s, events = s.apply_with_events(parse_action("+blue"))
    assert events[0].kind == "acquire" and "takes every blue hexagon: blue tree" in events[0].message.render()
    s = prep(s, p=s.player, tiles=["yellow-tree"])
    s = play(s, "tile:yellow-tree")
    s, events = s.apply_with_events(parse_action("@0,1"))
    assert events[0].places == ("0,1",) and events[0].kind == "place"
    s = play(s, "pass")  # the first player holds a blue tree: the discard step
    s, events = s.apply_with_events(parse_action("done"))
    assert "passes first" in events[0].message.render()
    s, events = s.apply_with_events(parse_action("pass"))
    kinds = [e.kind for e in events]
    assert "score" in kinds and "round" in kinds


def test_notation_round_trips_every_action_kind():
    texts = [
        "+blue",
        "+tree",
        "=blue-tree@top",
        "=dark_green-lily@d2",
        "=yellow-bird@exp",
        "tile:light_purple-plant",
        "exp:dark_purple-flower",
        "buy",
        "@-2,1",
        "@3,0",
        "A6",
        "o5",
        "pay:joker",
        "pay:blue-bird",
        "pay:x:blue-bird",
        "pass",
        "-blue-tree",
        "-x:yellow-lily",
        "done",
    ]
    kinds = set()
    for t in texts:
        a = parse_action(t)
        kinds.add(type(a))
        assert a.notation() == t
        assert GAME.action_from_json(json.loads(json.dumps(a.to_json()))) == a
    assert kinds == set(ACTION_TYPES)


def test_9_1_33_views_hide_only_the_chance_stream_and_the_supply_order():
    """§9.1 #33: storages, gardens, display, tower, scores, wheel public; bag order, face-down
    stacks and supply hidden; a sampled world is consistent with the view."""
    s = new(2, 3)
    s = play(s, "buy", "A1")
    s = prep(s, p=1, exps=["yellow-tree"])
    v = s.view_for(0)
    assert v.seed is None and set(v.supply) == {-1}
    for key in ("tiles", "expansions", "jokers", "score", "hexes", "areas"):
        assert v.to_dict()["players"][1][key] == s.to_dict()["players"][1][key]
    assert v.to_dict()["top"] == s.to_dict()["top"] and v.wheel == s.wheel and v.tower == s.tower
    w = v.determinized(0, random.Random(1))
    assert w.seed is not None and w.legal_actions() == s.legal_actions()


def test_hidden_faces_are_resampled_in_determinized_worlds():
    """§9.1 #33: which expansion turns face up is unknown to the view: worlds differ."""
    top = ["blue-tree", "yellow-bird", "yellow-lily", "dark_green-lily"]
    s = prep(new(2, 3), top=top, down=[], up=[], bag=[0] * 36, tower=[0] * 36)
    v = s.view_for(s.player)
    faces = set()
    for k in range(8):
        w = v.determinized(s.player, random.Random(k)).apply(parse_action("+blue"))
        faces.add(w.up)
    assert len(faces) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_contract_and_invariants_over_random_games(players):
    """core.conformance for every player count, plus conservation of tiles and expansions."""
    conformance.play_random_game(GAME, {"players": players}, seed=players, check_every=5)
    for s in _walk(players, 10 + players, every=4):
        check_invariants(s)


def test_pinned_legal_action_counts():
    """Perft-like pins of the move generator on seeded positions (python-chess habit)."""
    counts = []
    for seed in (1, 2):
        rng = random.Random(seed)
        s = GAME.new_game({"players": 2}, seed)
        row = []
        for _ in range(40):
            row.append(len(s.legal_actions()))
            s = s.apply(rng.choice(s.legal_actions()))
        counts.append(row)
    assert counts == PINNED


PINNED = [
    [
        9,
        11,
        6,
        11,
        11,
        11,
        14,
        5,
        16,
        6,
        13,
        13,
        4,
        3,
        2,
        13,
        10,
        14,
        10,
        3,
        2,
        15,
        10,
        6,
        2,
        1,
        16,
        17,
        13,
        8,
        3,
        3,
        3,
        2,
        1,
        11,
        10,
        2,
        10,
        7,
    ],
    [
        9,
        10,
        12,
        2,
        13,
        17,
        12,
        19,
        14,
        6,
        2,
        16,
        6,
        6,
        4,
        3,
        3,
        2,
        12,
        2,
        15,
        13,
        15,
        8,
        7,
        6,
        5,
        14,
        14,
        5,
        3,
        12,
        11,
        11,
        12,
        4,
        4,
        9,
        6,
        5,
    ],
]


def test_pinned_counts_of_hand_positions():
    """Counted by hand: a fresh game's 4 tiles give at most 8 acquisitions, plus buy and pass."""
    s = prep(new(2, 3), top=["blue-tree", "yellow-bird", "dark_green-lily", "light_green-flower"], down=[], up=[])
    assert len(s.legal_actions()) == 8 + 2
    s = prep(s, tiles=["blue-tree"])  # a tree: 6 cells after selecting it
    assert len(s.legal_actions()) == 8 + 3
    assert len(play(s, "tile:blue-tree").legal_actions()) == 6
    g = garden_with({"1,0": "blue-tree", "0,-1": "blue-tree"})  # §5 example 6
    s = prep(s, garden=g, tiles=["blue-bird"], jokers=1)
    assert len(play(s, "tile:blue-bird").legal_actions()) == 3  # (-1,0) (-1,1) (0,1); not (1,-1)


def test_bots_levels_play_legal_moves_from_their_view():
    assert isinstance(GAME.make_bot("easy", 1), EasyBot)
    assert isinstance(GAME.make_bot("greedy", 1), NormalBot)
    assert isinstance(GAME.make_bot("montecarlo", 1), LookaheadBot)
    s = new(2, 4)
    bots = [GAME.make_bot("montecarlo", 1), GAME.make_bot("easy", 2)]
    bots[0].candidates, bots[0].worlds = 3, 1
    play_from_views(s, bots, clicks=30)


def test_complete_turns_end_the_turn():
    s = new(2, 4)
    turns = complete_turns(s.view_for(0).determinized(0, random.Random(0)))
    assert turns and all(t.turns == s.turns + 1 for _, t in turns)
    assert any(path[0].notation() == "pass" for path, _ in turns)


def test_normal_bot_finishes_a_game_with_a_real_garden():
    s = new(2, 7)
    bots = [GAME.make_bot("greedy", 1), GAME.make_bot("greedy", 2)]
    while not s.is_over:
        p = s.current_player
        s = s.apply(bots[p].choose(s.view_for(p)))
    assert max(s.score().totals()) > 30
    assert max(g.occ.bit_count() for g in s.gardens) >= 8


def test_random_games_end_and_replay():
    final, n = random_game(GAME, {"players": 2}, 11)
    assert final.is_over and final.round == 4 and n > 20


def test_hard_level_respects_the_stop_event_and_is_reproducible():
    import threading

    s = new(2, 6)
    stop = threading.Event()
    stop.set()
    bot = GAME.make_bot("montecarlo", 5)
    assert bot.choose(s.view_for(0), stop) in s.legal_actions()
    assert bot.last_iterations <= bot.candidates  # one world, then stopped
    a = GAME.make_bot("montecarlo", 9).choose(s.view_for(0))
    b = GAME.make_bot("montecarlo", 9).choose(s.view_for(0))
    assert a == b


def test_why_not_explains_illegal_clicks():
    """The UI asks the engine why a click is illegal (it never decides a rule)."""
    from gardenapp.games.azul_queens_garden.view import why_not

    s = prep(
        new(2, 3),
        top=["blue-tree", "yellow-bird", "dark_green-lily", "light_green-flower"],
        down=[],
        up=[],
        tiles=["dark_purple-lily", "blue-bird"],
        jokers=0,
        score=5,
    )
    p = s.player
    assert why_not(s, ("pass",)) is None
    assert "No available hexagon is lilac" in why_not(s, ("acquire", "light_purple")).render()
    assert "cannot pay 6" in why_not(s, ("storage_tile", p, "dark_purple-lily")).render()
    assert "costs 6 points" in why_not(s, ("supply",)).render()
    g = garden_with({"1,0": "yellow-tree", "0,-1": "blue-lily", "-1,1": "blue-flower"})
    s = prep(s, garden=g, tiles=["blue-tree"])
    s = play(s, "tile:blue-tree")
    assert why_not(s, ("cell", p, "1,-1")) is None  # legal: matches both neighbours
    assert "not a free space" in why_not(s, ("cell", p, "0,0")).render()
    g = garden_with({"1,0": "yellow-lily"})
    s = prep(new(2, 3), garden=g, tiles=["blue-tree"])
    s = play(s, "tile:blue-tree")
    assert "share its colour or its pattern" in why_not(s, ("cell", s.player, "1,-1")).render()
