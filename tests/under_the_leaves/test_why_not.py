"""Why a click is refused, from the engine (docs/architecture.md §3.3): the placement
rule of docs/rules/under_the_leaves.md §4.1 in the player's words."""

from gardenapp.core.viewmodel import OTHER_PLAYERS
from gardenapp.games.under_the_leaves import GAME, data
from gardenapp.games.under_the_leaves.actions import PlaceTile, TakeTile
from gardenapp.games.under_the_leaves.view import build_view


def _chosen(allow_flip=True):
    """A two-player game after the first player took the first market tile."""
    s = GAME.new_game({"players": 2, "dwellers": "random", "allow_flip": allow_flip}, 3)
    return s.apply(s.legal_actions()[0])


def test_placement_reasons():
    """§4.1: the tile goes on an empty position sharing a full side with the garden."""
    s = _chosen()
    tile = data.TILE_IDS[s.selected]
    assert s.why_not(PlaceTile(tile, "5,5", "F", 0)).render() == (
        "A tile must share a full side with a tile of your garden (a corner is not enough)"
    )
    assert s.why_not(PlaceTile(tile, "1,1", "F", 0)).render() == (
        "A tile must share a full side with a tile of your garden (a corner is not enough)"
    )
    assert s.why_not(PlaceTile(tile, "0,0", "F", 0)).render() == "That place already holds a tile"
    assert s.why_not(PlaceTile(tile, "1,0", "F", 0)) is None
    other = next(t for t in data.TILE_IDS if t != tile)
    assert s.why_not(PlaceTile(other, "1,0", "F", 0)).render() == "That is not the tile you chose"


def test_wrong_side_and_view():
    """§4.1 with single-sided tiles (the option off): the back side is refused."""
    s = _chosen(allow_flip=False)
    tile = data.TILE_IDS[s.selected]
    assert s.why_not(PlaceTile(tile, "1,0", "B", 0)).render() == "This tile cannot be turned over: place it face up"
    p = s.current_player
    vm = build_view(s, p)
    assert vm.why_not(("place", p, "1,0", "B", 0)).render() == "This tile cannot be turned over: place it face up"
    assert vm.why_not(("place", p, "1,0", "F", 0)) is None
    assert vm.why_not(("place", 1 - p, "1,0", "F", 0)) == OTHER_PLAYERS
    assert s.why_not(TakeTile("no-such-tile")).render() == "That tile is not in the market"
