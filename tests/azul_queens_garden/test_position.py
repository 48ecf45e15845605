"""Azul: Queen's Garden positions from plain data (docs/formats.md §6.5; the contract of
docs/architecture.md §3.4)."""

import random

import pytest

from gardenapp.core.errors import PositionError
from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.garden import BIT, LABEL, bits

from .helpers import hx


@pytest.mark.parametrize("seed", range(8))
def test_6_5_a_played_position_round_trips(seed):
    """docs/formats.md §6.5: position_to_dict then position_from_dict gives the same position at every
    click of seeded random games (2 to 4 players, a random start player): the same to_dict, the same
    derived surroundings, legal actions and the same future."""
    n = 2 + seed % 3
    s = GAME.new_game({"players": n, "first_player": -1 if seed % 2 else 0}, seed)
    rng = random.Random(seed)
    clicks = 0
    while not s.is_over:
        t = GAME.position_from_dict(GAME.position_to_dict(s))
        assert t.to_dict() == s.to_dict()
        assert [g.key() for g in t.gardens] == [g.key() for g in s.gardens]
        assert t.legal_actions() == s.legal_actions()
        a = rng.choice(s.legal_actions())
        assert t.apply(a).to_dict() == s.apply(a).to_dict()
        s = s.apply(a)
        clicks += 1
    assert clicks > 50 and GAME.position_from_dict(GAME.position_to_dict(s)).to_dict() == s.to_dict()


def test_6_5_a_given_wheel_round_trips_as_an_option():
    """docs/formats.md §6.5: a wheel given in the options stays given (the view marks a drawn one)."""
    wheel = [["blue", "tree", "bird"], ["yellow", "butterfly", "flower"], ["dark_green", "plant", "lily"]]
    wheel.append(["light_green", "dark_purple", "light_purple"])
    s = GAME.new_game({"players": 2, "wheel": wheel}, 5)
    d = GAME.position_to_dict(s)
    assert d["options"]["wheel"] == wheel and GAME.position_from_dict(d).wheel_given
    assert not GAME.position_from_dict(GAME.position_to_dict(GAME.new_game({"players": 2}, 5))).wheel_given


def test_6_5_a_garden_and_storage_set_up_from_data():
    """docs/formats.md §6.5: a seat's tiles on their spaces, an expansion face up with its printed
    hexagon and pavilion, the storage; the masks and the surroundings derived by the engine."""
    ring = {c: h for c, h in zip(["1,-1", "1,0", "0,1", "-1,1", "-1,0"], ["blue-tree", "yellow-tree", "blue-bird"] * 2)}
    s = GAME.position_from_dict(
        {
            "options": {"players": 2},
            "seed": 1,
            "position": {
                "players": [
                    {
                        "hexes": dict(ring, **{"0,-1": "dark_green-tree"}),
                        "areas": [
                            {"colour": "blue", "pattern": "lily", "orientation": 3},
                            None,
                            None,
                            None,
                            None,
                            None,
                        ],
                        "tiles": ["yellow-lily"],
                        "jokers": 5,
                        "score": 9,
                    },
                    {},
                ],
                "player": 1,
            },
        }
    )
    g = s.gardens[0]
    assert s.player == 1 and s.jokers == [5, 3] and s.tiles[0] == (hx("yellow-lily"),) and s.scores == [9, 15]
    assert g.cells[BIT["2,0"]] == hx("blue-lily")  # A1's ring cell 3 holds the printed hexagon
    assert {LABEL[b] for b in bits(g.surr)} == {"0,0"}  # the fountain's six neighbours hold hexagons
    assert g.cm[0] >> BIT["1,-1"] & 1 and g.pm[0] >> BIT["0,-1"] & 1
    assert "surrounded" not in GAME.position_to_dict(s)["position"]["players"][0]
    assert "2,0" not in GAME.position_to_dict(s)["position"]["players"][0]["hexes"]


def test_6_5_a_step_in_progress_is_set_up_from_data():
    """docs/formats.md §6.5: a payment half made (state.py's step table): the pay step offers what
    keeps an exact payment possible."""
    s = GAME.position_from_dict(
        {
            "options": {"players": 2},
            "seed": 2,
            "position": {
                "players": [{"tiles": ["blue-butterfly", "blue-tree", "yellow-butterfly"], "jokers": 0}, {}],
                "step": "pay",
                "selected": "blue-butterfly",
                "cell": "1,0",
                "paid": ["blue-tree"],
            },
        }
    )
    assert s.step_name == "pay" and [a.notation() for a in s.legal_actions()] == []
    t = GAME.position_from_dict(
        {
            "options": {"players": 2},
            "seed": 2,
            "position": {
                "players": [{"tiles": ["blue-butterfly", "blue-tree", "yellow-butterfly"], "jokers": 1}, {}],
                "step": "pay",
                "selected": "blue-butterfly",
                "cell": "1,0",
            },
        }
    )
    assert [a.notation() for a in t.legal_actions()] == ["pay:blue-tree", "pay:yellow-butterfly", "pay:joker"]


def _problems(position, players=2):
    with pytest.raises(PositionError) as err:
        GAME.position_from_dict({"options": {"players": players}, "seed": 0, "position": position})
    return [str(p) for p in err.value.problems]


HEXES = ", ".join(data.HEX_NAMES)


def test_6_5_every_problem_is_named_with_its_place():
    """docs/formats.md §6.5: each problem at its place, in the words of the Checker and the board file;
    the table's keys in their order, whatever the order of the data."""
    assert _problems(
        {
            "supply": ["blue-tree", None, "red-tree"],
            "round": 5,
            "bag": [3] * 35,
            "pool": ["blue-tree", "blue-tree"],
            "top": ["blue-tree"] * 5,
            "wheel": [["blue"]],
            "colour": "blue",
            "players": [
                {"surrounded": []},
                {"areas": [{"colour": "blue", "pattern": "tree"}, None, None, None, None, "up"]},
            ],
        }
    ) == [
        "position.colour: unknown key (allowed here: area, bag, cell, chosen, criterion, discards, down, draws, "
        "first_marker, orientation, over, paid, passed, player, players, pool, round, selected, "
        "selected_expansion, stack_left, step, supply, top, tower, turns, up, wheel)",
        "position.round: 5 is not between 1 and 4",
        "position.wheel: the wheel must list 4 rounds of 3 criteria",
        "position.bag: 35 is not between 36 and 36",
        "position.pool: blue-tree is listed twice",
        "position.top: 5 is not between 0 and 4",
        f'position.supply[2]: "red-tree" is not one of {HEXES}, None',
        "position.players[0].surrounded: unknown key (allowed here: areas, expansions, hexes, jokers, score, tiles)",
        "position.players[1].areas[0].orientation: is missing",
        "position.players[1].areas[5]: expected an object",
    ]


def test_6_5_a_seat_is_checked_like_a_board_file():
    """docs/formats.md §6.5 and §1.6: a full storage and a tile off the free spaces, in the board
    file's words."""
    assert _problems(
        {
            "players": [
                {
                    "hexes": {"0,0": "blue-tree", "2,0": "blue-bird", "9,9": "blue-tree", "1,0": "red-tree"},
                    "expansions": ["blue-tree"] * 3,
                    "tiles": ["blue-tree"] * 10,
                    "jokers": 3,
                },
                {"jokers": 13, "score": -1},
            ]
        }
    ) == [
        "position.players[0].expansions: 3 expansions; the storage holds at most 2",
        "position.players[0]: tiles: 10, jokers: 3; the storage holds at most 12 tiles and jokers together",
        'position.players[0].hexes."0,0": is the fountain, not a space',
        'position.players[0].hexes."2,0": area A1 has no expansion',
        f'position.players[0].hexes."9,9": "9,9" is not one of {", ".join(sorted(BIT))}',
        f'position.players[0].hexes."1,0": "red-tree" is not one of {HEXES}',
        "position.players[1].score: -1 is not between 0 and 1000000",
        "position.players[1].jokers: 13 is not between 0 and 12",
    ]


def test_6_5_a_step_must_have_what_it_reads():
    """docs/formats.md §6.5: what the step reads (state.py's step table) must be there: the criterion
    of the copies, the selection in the storage, a free cell or area, a payment and discards taken
    from the storage, a copy's place among the display's."""
    assert _problems({"step": "copies"}) == [f"position.criterion: None is not one of {', '.join(data.CRITERIA)}"]
    assert _problems({"step": "cell", "selected": "blue-tree", "players": [{"tiles": ["yellow-tree"]}, {}]}) == [
        'position.selected: "blue-tree" is not one of yellow-tree'
    ]
    storage = [{"tiles": ["blue-tree", "yellow-tree"], "jokers": 0}, {}]
    assert _problems(
        {"step": "pay", "selected": "blue-tree", "cell": "0,0", "paid": ["joker", "yellow-tree"], "players": storage}
    ) == [
        'position.cell: "0,0" is not one of -1,0, -1,1, 0,-1, 0,1, 1,-1, 1,0',
        'position.paid[0]: "joker" is not one of yellow-tree',
    ]
    assert _problems(
        {
            "step": "orient",
            "selected": "blue-tree",
            "selected_expansion": True,
            "players": [{"expansions": ["blue-tree"]}, {}],
        }
    ) == ["position.area: None is not one of A1, A2, A3, A4, A5, A6"]
    assert _problems({"step": "discard", "discards": ["x:blue-tree"], "players": [{"tiles": ["blue-tree"]}, {}]}) == [
        'position.discards[0]: "x:blue-tree" is not one of blue-tree'
    ]
    assert _problems({"chosen": [["blue-tree", "d1"]], "down": [["blue-bird"]]}) == [
        'position.chosen[0][1]: "d1" is not one of top, exp, d0'
    ]
