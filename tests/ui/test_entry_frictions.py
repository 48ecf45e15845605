"""Entering a finished board without friction (docs/architecture.md §6.3): what a new user met, each
fixed and shown here."""

from __future__ import annotations

import pytest

from gardenapp.ui.app import build_window, make_application


@pytest.fixture
def window(qtbot):
    make_application([])
    w = build_window("en")
    w.resize(1100, 750)
    qtbot.addWidget(w)
    w.show()
    return w


# -- Under the Leaves: one click, one tile (docs/rules/under_the_leaves.md §1.2) ---------------------------
def _leaves(window):
    from gardenapp.games.under_the_leaves import data

    helper = window.open_game("under_the_leaves", "score", ask_resume=False)
    return helper, data


def _laid(helper) -> list[dict]:
    return helper.file_dict()["players"][0].get("tiles", [])


def test_a_placement_that_refits_the_view_never_lays_a_second_copy(window):
    """The press lays the tile; the view re-fits to the grown grid and slides another position under the
    still-pressed pointer: that drag must not lay the same tile there too ("tile G.. is used twice")."""
    helper, data = _leaves(window)
    page = helper.page(0)
    tile = data.GARDEN_IDS[0]
    helper.pick(tile)
    scene = page.scene
    scene.strokeStarted.emit()
    scene.cellClicked.emit("0,0")
    scene.cellDragged.emit("2,0")  # the position that slid under the pointer
    scene.cellDragged.emit("2,2")
    scene.strokeEnded.emit()
    laid = _laid(helper)
    assert [t.get("tile") for t in laid] == [tile] and laid[0]["at"] == "0,0"
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert not any("twice" in t for t in texts), texts


def test_erase_takes_a_whole_tile_so_no_half_tile_shows_file_syntax(window):
    helper, data = _leaves(window)
    page = helper.page(0)
    helper.pick(data.GARDEN_IDS[1])
    page.apply_tool("0,0", first=True)
    helper.set_tool("erase")
    page.apply_tool("1,1", first=True)  # one field of the tile
    assert _laid(helper) == []
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert not any("is not a field" in t for t in texts), texts


def test_a_newly_picked_tile_starts_face_up_and_unturned(window):
    helper, data = _leaves(window)
    helper.pick(data.GARDEN_IDS[2])
    helper.flip_pick()
    helper.turn_pick(1)
    assert (helper.side, helper.rotation) == ("B", 1)
    helper.page(0).apply_tool("0,0", first=True)
    assert _laid(helper)[0]["side"] == "B" and _laid(helper)[0]["rotation"] == 1
    helper.pick(data.GARDEN_IDS[3])  # the next tile: nothing of the last one carries over
    assert (helper.side, helper.rotation) == ("F", 0)
    helper.pick(data.GARDEN_IDS[3])  # the same tile again keeps what was set for it
    assert (helper.side, helper.rotation) == ("F", 0)
