"""The registry and each game's descriptor (docs/architecture.md §10): a title's
announcement and its descriptor say the same, a title brings its own look and
credits, and one without them gets the documented neutral look."""

from __future__ import annotations

import re

import pytest

from gardenapp import games  # noqa: F401 - announces the five titles
from gardenapp.core import registry
from gardenapp.core.descriptor import HEX, NEUTRAL_LOOK, SQUARE, GameDescriptor, GameLook

IDS = [info.id for info in registry.catalogue()]


def _game(game_id: str):
    game = registry.get(game_id)
    assert game is not None, game_id
    return game


@pytest.mark.parametrize("game_id", IDS)
def test_the_announcement_and_the_descriptor_agree(game_id):
    """docs/architecture.md §10: the home screen reads the announcement (no engine
    imported, §6.11), the engine its descriptor; both must say the same."""
    info = registry.info(game_id)
    assert info is not None
    d = _game(game_id).descriptor
    assert (info.name, info.description, info.look, info.credits) == (d.name, d.description, d.look, d.credits)


@pytest.mark.parametrize("game_id", IDS)
def test_every_title_declares_its_own_look_and_credits(game_id):
    d = _game(game_id).descriptor
    assert d.look != NEUTRAL_LOOK
    assert d.look.shape in (HEX, SQUARE)
    assert re.fullmatch(r"#[0-9a-f]{6}", d.look.color)
    assert len(d.look.mark) == 1
    assert d.credits is not None and d.credits.publisher


def test_the_looks_tell_the_titles_apart():
    looks = [_game(g).descriptor.look for g in IDS]
    assert len({look.color for look in looks}) == len(looks)
    assert len({look.mark for look in looks}) == len(looks)


def test_the_current_looks_and_credits():
    by_id = {g: _game(g).descriptor for g in IDS}
    assert by_id["harmonies"].look == GameLook(HEX, "#2f8f7a", "H")
    assert by_id["sanssouci"].look == GameLook(SQUARE, "#8a5a9e", "S")
    assert by_id["under_the_leaves"].credits is not None
    assert by_id["under_the_leaves"].credits.designer is None  # the publisher credits no designer
    assert by_id["takenoko"].credits is not None and by_id["takenoko"].credits.designer == "Antoine Bauza"


def test_a_title_without_a_look_gets_the_neutral_one():
    d = GameDescriptor("toy", "Toy", "A toy.", 1, 2, ("a",))
    assert d.look == NEUTRAL_LOOK == GameLook(SQUARE, "#7d7d7d", "?")
    assert d.credits is None
    assert registry.GameInfo("toy", "Toy", "A toy.", "nowhere").look == NEUTRAL_LOOK
