"""Takenoko positions from plain data (docs/formats.md §6.4; the contract of docs/architecture.md §3.4)."""

import random

import pytest

from gardenapp.core.errors import PositionError
from gardenapp.games.takenoko import GAME, garden
from gardenapp.games.takenoko.data import CARD_BY_ID, CARDS_OF_TYPE, plot_tiles

I = garden.idx  # noqa: E741

GAMES = [
    ({"players": 2}, 1),
    ({"players": 3, "first_player": -1}, 2),
    ({"players": 4, "accept_mirrored_diamonds": True}, 3),
    ({"players": 2, "redraw_fulfilled_objectives": False, "improvement_on_placement": False}, 4),
    ({"players": 3, "max_rounds": 0}, 5),
    ({"players": 4, "first_player": 2}, 6),
]


@pytest.mark.parametrize("options,seed", GAMES)
def test_6_4_a_played_position_round_trips(options, seed):
    """docs/formats.md §6.4: position_to_dict then position_from_dict gives the same position: the same
    to_dict(), the same derived network, spots and fulfilled objectives, the same legal actions and
    the same future (chance keyed by seed and draws)."""
    s = GAME.new_game(options, seed)
    rng = random.Random(seed)
    phases = set()
    while not s.is_over:
        t = GAME.position_from_dict(GAME.position_to_dict(s))
        assert t.to_dict() == s.to_dict()
        assert (t.net, t.spots, t.plot_sat, t.gsat, t.g4, t.g3) == (s.net, s.spots, s.plot_sat, s.gsat, s.g4, s.g3)
        assert t.legal_actions() == s.legal_actions()
        a = rng.choice(s.legal_actions())
        assert t.apply(a).to_dict() == s.apply(a).to_dict()
        phases.add(s.phase_id)
        s = s.apply(a, trusted=True)
    t = GAME.position_from_dict(GAME.position_to_dict(s))
    assert t.to_dict() == s.to_dict() and t.is_over
    assert {"actions", "pick_plot", "place_plot"} <= phases


def test_6_4_a_view_has_no_position_data():
    with pytest.raises(ValueError):
        GAME.position_to_dict(GAME.new_game({"players": 2}, 1).view_for(0))


def _pos(position, players=2, seed=1, **options):
    return GAME.position_from_dict({"options": {"players": players, **options}, "seed": seed, "position": position})


def test_6_4_a_garden_set_up_from_data_and_what_is_derived_from_it():
    """Irrigation (§6.3) follows from ring 1, channels and watersheds; spots (§6.2 A), the network and the
    fulfilled plot objective are derived; the supplies, stack and decks hold what is left."""
    s = _pos(
        {
            "colour": {"1,0": "green", "1,-1": "green", "2,-1": "green", "2,0": "yellow", "3,-1": "pink"},
            "improvement": {"3,-1": "watershed"},
            "printed": ["3,-1"],
            "bamboo": {"1,0": 2, "2,-1": 1},
            "channels": [["1,0", "1,-1"], ["1,-1", "2,-1"]],
            "stomach": [[1, 0, 2], [0, 0, 0]],
            "hands": [["PLOT-G-TRI"], []],
            "res_channels": [1, 0],
            "panda": "1,0",
        }
    )
    assert sorted(s.irr) == sorted(I(c) for c in [(1, 0), (1, -1), (2, -1), (3, -1)])
    assert s.to_dict()["irrigated"] == ["1,-1", "1,0", "2,-1", "3,-1"]
    assert s.supply == (36 - 3 - 1, 30, 24 - 2) and s.channel_supply == 20 - 2 - 1 and s.tokens == (3, 3, 3)
    assert s.stack_size() == len(plot_tiles()) - 5
    assert s.deck_size(0) == len(CARDS_OF_TYPE[0]) - 1 and s.deck_size(1) == s.deck_size(2) == 15
    assert "claim:PLOT-G-TRI" in [a.notation() for a in s.legal_actions()]  # the plot objective, derived
    assert "ch:1,0|2,-1" in [a.notation() for a in s.legal_actions()]  # the network reaches (2,-1)
    assert I((2, 1)) not in s.spots and I((3, -2)) in s.spots and I((0, -1)) in s.spots
    assert s.panda == I((1, 0)) and s.hands[1] == ()


def test_6_4_the_turn_set_up_from_data():
    s = _pos(
        {
            "player": 1,
            "turn_no": 5,
            "phase": "place_plot",
            "picked": "pink+fertilizer",
            "used": ["plot"],
            "n_used": 1,
            "rolled": "question",
            "weather": "sun",
            "sun": True,
        },
        players=3,
    )
    assert (s.current_player, s.phase_id, s.n_used, s.actions_allowed(), s.actions_used()) == (
        1,
        "place_plot",
        1,
        3,
        ["plot"],
    )
    assert sorted(a.notation() for a in s.legal_actions()) == [
        "plot:-1,0",
        "plot:-1,1",
        "plot:0,-1",
        "plot:0,1",
        "plot:1,-1",
        "plot:1,0",
    ]


def test_6_4_every_problem_is_named_with_its_place():
    with pytest.raises(PositionError) as err:
        _pos(
            {
                "colour": {"0,0": "green", "1,0": "blue", "x": "pink", "40,0": "green"},
                "bamboo": {"1,-1": 5},
                "hands": [["PLOT-G-TRI", "NOPE"], ["GARD-G-NONE"] * 6],
                "decks": [["PANDA-GG-1"], [], []],
                "phase": "lunch",
                "rolled": "snow",
                "channels": [["1,0", "3,0"], ["1,0"]],
                "tokens": [4, 0, 0],
                "stomach": [[0, 0, 0]],
                "moon": 1,
            }
        )
    assert [(p.where, p.message.render()) for p in err.value.problems] == [
        ('position.colour."0,0"', "the pond is not a plot"),
        ('position.colour."1,0"', '"blue" is not one of green, yellow, pink'),
        ("position.colour.x", '"x" is not a cell "q,r"'),
        ('position.colour."40,0"', "40,0 is farther from the pond than any plot can be"),
        ('position.bamboo."1,-1"', "5 is not between 1 and 4"),
        ("position.hands[0][1]", '"NOPE" is not an objective card id'),
        ("position.hands[1]", "a hand holds at most 5 objectives"),
        ("position.decks[0][0]", "PANDA-GG-1 is not a plot card"),
        (
            "position.phase",
            '"lunch" is not one of choose_weather, rain, storm, clouds, actions, pick_plot, place_plot, grow, over',
        ),
        ("position.rolled", '"snow" is not one of sun, rain, wind, storm, clouds, question'),
        ("position.channels[0]", "1,0 and 3,0 are not neighbours"),
        ("position.channels[1]", "a channel is a list of two cells"),
        ("position.tokens[0]", "4 is not between 0 and 3"),
        ("position.stomach", "1 is not between 2 and 2"),
        (
            "position.moon",
            "unknown key (allowed here: "
            + ", ".join(sorted(GAME.position_to_dict(GAME.new_game({"players": 2}, 1))["position"]))
            + ")",
        ),
    ]


def test_6_4_the_parts_are_checked_together():
    """A garden legal placements could build (§6.2 A), channels joined to the pond between two plots (§6.3),
    bamboo only where irrigated (§6.4), figures on the pond or a plot, cards in one place each."""
    with pytest.raises(PositionError) as err:
        _pos(
            {
                "colour": {"1,0": "green", "3,0": "yellow"},
                "improvement": {"2,2": "fertilizer"},
                "printed": ["1,0"],
                "gardener": "5,0",
                "channels": [["1,0", "2,0"]],
            }
        )
    assert [(p.where, p.message.render()) for p in err.value.problems] == [
        ('position.improvement."2,2"', "2,2 is neither the pond nor a plot"),
        ('position.printed."1,0"', "a printed improvement needs an improvement"),
        ("position.gardener", "5,0 is neither the pond nor a plot"),
        ("position.channels", "channel 1,0|2,0 is not between two plots"),
    ]
    with pytest.raises(PositionError) as err:
        _pos(
            {
                "colour": {
                    "1,0": "green",
                    "1,-1": "green",
                    "2,-1": "pink",
                    "2,0": "yellow",
                    "3,-1": "pink",
                    "4,0": "green",
                },
                "channels": [["2,-1", "3,-1"]],
                "bamboo": {"2,0": 1},
                "irrigated": ["1,0"],
            }
        )
    assert [(p.where, p.message.render()) for p in err.value.problems] == [
        (
            'position.colour."4,0"',
            "the plot 4,0 cannot be placed: it is not next to the pond nor to two plots placed before it",
        ),
        ("position.channels", "channel 2,-1|3,-1 is not connected to the pond"),
        (
            "position.irrigated",
            "the irrigated plots follow from the garden (next to the pond, a channel or a watershed): "
            "1,-1, 1,0, 2,-1, 3,-1",
        ),
        (
            'position.bamboo."2,0"',
            "bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)",
        ),
    ]


def test_6_4_no_more_than_the_box_holds_and_what_the_turn_needs():
    """§1 counts: sections, channels, tokens and tiles; the Emperor and the last turns go together; a
    phase's own part (the drawn plots, the picked plot, the plots that may grow); actions within Sun's 3."""
    with pytest.raises(PositionError) as err:
        _pos(
            {
                "colour": {"1,0": "pink"},
                "bamboo": {"1,0": 4},
                "stomach": [[0, 0, 21], [0, 0, 0]],
                "res_channels": [15, 0],
                "channel_supply": 6,
                "res_tokens": [[2, 0, 0], [2, 0, 0]],
                "stack": ["pink"] * 4,
                "hands": [["PLOT-G-TRI"], []],
                "done": [["PLOT-G-TRI"], []],
                "emperor": 1,
                "phase": "grow",
                "n_used": 3,
            }
        )
    assert [(p.where, p.message.render()) for p in err.value.problems] == [
        ("position.colour", "5 pink plots without a printed improvement; the game has 4"),
        ("position.done", "PLOT-G-TRI is in the position twice"),
        ("position.bamboo", "25 pink bamboo sections; the game has 24"),
        ("position.channels", "21 channels; the game has 20"),
        ("position.improvement", "4 watershed tokens; the game has 3"),
        ("position.final_left", "is -1 exactly when nobody holds the Emperor card"),
        ("position.n_used", "3 is not between 0 and 2"),
        ("position.pending", "cannot be empty in the grow phase"),
    ]


def test_6_4_a_card_held_is_no_longer_in_its_deck():
    s = _pos({"hands": [["PANDA-GG-1", "GARD-P-NONE"], ["PLOT-Y-LINE"]], "done": [[], ["PANDA-YY-2"]]})
    in_decks = {c for d in s.decks for c in d}
    assert not {CARD_BY_ID[c].index for c in ("PANDA-GG-1", "GARD-P-NONE", "PLOT-Y-LINE", "PANDA-YY-2")} & in_decks
    assert len(in_decks) == 45 - 4


def test_6_4_hostile_values_give_problems_never_a_crash():
    """docs/formats.md §6.1: data may be hostile; any value at any key (and inside lists and objects) is
    either a position or a PositionError."""
    rng = random.Random(8)
    s = GAME.new_game({"players": 3}, 8)
    for _ in range(120):
        s = s.apply(rng.choice(s.legal_actions()), trusted=True)
    data = GAME.position_to_dict(s)
    junk = [None, True, -1, 5, 10**7, 1.5, "x", "1,0", "green", "PANDA-GG-1", [], [[]], {}, {"1,0": []}, [None] * 3]
    refused = 0
    for key, value in data["position"].items():
        for _ in range(12):
            bad = rng.choice(junk)
            if isinstance(value, list) and value and rng.random() < 0.5:
                bad = [rng.choice(junk) if rng.random() < 0.3 else v for v in value]
            elif isinstance(value, dict) and value and rng.random() < 0.5:
                bad = {k: rng.choice(junk) for k in value} if rng.random() < 0.5 else {**value, "0,0": bad}
            try:
                GAME.position_from_dict({**data, "position": {**data["position"], key: bad}})
            except PositionError as err:
                assert err.problems and all(p.where.startswith("position.") for p in err.problems)
                refused += 1
    assert refused > 300
