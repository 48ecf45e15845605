"""Why a click is refused, from the engine (docs/architecture.md §3.3): the
acquisition, cost and placement rules of docs/rules/azul_queens_garden.md §4.1 in the
player's words, the same reasons the view used to work out itself."""

from gardenapp.core.game import NOT_ALLOWED
from gardenapp.games.azul_queens_garden.actions import Acquire, BuyExpansion, Orient, PlaceAt, SelectTile
from gardenapp.games.azul_queens_garden.view import build_view, why_not

from .helpers import garden_with, new, play, prep


def _main_position():
    return prep(
        new(2, 3),
        top=["blue-tree", "yellow-bird", "dark_green-lily", "light_green-flower"],
        down=[],
        up=[],
        tiles=["dark_purple-lily", "blue-bird"],
        jokers=0,
        score=5,
    )


def test_engine_reasons_for_refused_actions():
    """§4.1.A: no lilac hexagon to acquire; §4.1.B: a 6-cost tile with nothing to pay;
    the supply costs 6 points (score 5)."""
    s = _main_position()
    assert s.why_not(Acquire("light_purple")).render() == "No available hexagon is lilac"
    assert (
        s.why_not(SelectTile("dark_purple-lily")).render()
        == "You cannot pay 6: not enough hexagons of its colour or pattern, or jokers"
    )
    assert s.why_not(BuyExpansion()).render() == "An expansion from the supply costs 6 points"
    # A legal action has no reason.
    legal = s.legal_actions()[0]
    assert s.why_not(legal) is None
    # A placement before a tile is chosen; an orientation outside its step: the shared refusal.
    assert s.why_not(PlaceAt("0,0")).render() == "Choose a tile of your storage first"
    assert s.why_not(Orient(0)) == NOT_ALLOWED


def test_placement_reasons():
    """§4.1.B: a tile goes on a free space and shares colour or pattern with a neighbour."""
    g = garden_with({"1,0": "yellow-tree", "0,-1": "blue-lily", "-1,1": "blue-flower"})
    s = play(prep(_main_position(), garden=g, tiles=["blue-tree"]), "tile:blue-tree")
    assert s.why_not(PlaceAt("1,-1")) is None
    assert s.why_not(PlaceAt("0,0")).render() == "That is not a free space of your garden"
    g = garden_with({"1,0": "yellow-lily"})
    s = play(prep(new(2, 3), garden=g, tiles=["blue-tree"]), "tile:blue-tree")
    assert (
        s.why_not(PlaceAt("1,-1")).render() == "A tile must share its colour or its pattern with a neighbouring hexagon"
    )


def test_view_reasons_unchanged():
    """The view's why_not (and the view model's) give the reasons the view used to
    compute from the garden itself, now asked of the engine."""
    s = _main_position()
    p = s.player
    assert why_not(s, ("pass",)) is None
    assert why_not(s, ("acquire", "light_purple")).render() == "No available hexagon is lilac"
    assert why_not(s, ("storage_tile", p, "dark_purple-lily")).render() == (
        "You cannot pay 6: not enough hexagons of its colour or pattern, or jokers"
    )
    assert why_not(s, ("supply",)).render() == "An expansion from the supply costs 6 points"
    assert why_not(s, ("storage_tile", 1 - p, "blue-bird")).render() == "That is another player's garden or storage"
    assert why_not(s, ("nothing",)) is None  # a key naming no action: the UI's generic text
    vm = build_view(s, p)
    assert vm.why_not(("pass",)) is None
    assert vm.why_not(("acquire", "light_purple")).render() == "No available hexagon is lilac"
    g = garden_with({"1,0": "yellow-lily"})
    s = play(prep(new(2, 3), garden=g, tiles=["blue-tree"]), "tile:blue-tree")
    assert why_not(s, ("cell", s.player, "1,-1")).render() == (
        "A tile must share its colour or its pattern with a neighbouring hexagon"
    )
