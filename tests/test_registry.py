"""The registry and each game's descriptor (docs/architecture.md §10): a title's
announcement and its descriptor say the same, a title brings its own look,
credits and rule labels, and one without a look gets the documented neutral one."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from gardenapp import games  # noqa: F401 - announces the five titles
from gardenapp.cli.score import render_table
from gardenapp.core import registry
from gardenapp.core.bench import random_game
from gardenapp.core.descriptor import HEX, NEUTRAL_LOOK, SQUARE, GameDescriptor, GameLook
from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet

ROOT = Path(__file__).resolve().parents[1]
IDS = [info.id for info in registry.catalogue()]


def _game(game_id: str):
    game = registry.get(game_id)
    assert game is not None, game_id
    return game


@pytest.mark.parametrize("game_id", IDS)
def test_the_announcement_and_the_descriptor_agree(game_id):
    """docs/architecture.md §10: the home screen reads the announcement, the engine
    its descriptor (docs/architecture.md §6.11: no engine imported); both say the same."""
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


# -- rule labels: each game's own table (docs/architecture.md §10, docs/formats.md §1) ----------


def _toy(game_id: str, water: str) -> SimpleNamespace:
    """A stand-in built game: only its descriptor, with its own label for ``water``."""
    d = GameDescriptor(game_id, game_id.title(), "A toy.", 1, 2, ("water",), rule_names={"water": water})
    return SimpleNamespace(id=game_id, name=d.name, descriptor=d)


def test_two_games_may_label_the_same_rule_id_differently(monkeypatch):
    monkeypatch.setitem(registry._GAMES, "toy_river", _toy("toy_river", "River"))
    monkeypatch.setitem(registry._GAMES, "toy_lake", _toy("toy_lake", "Lakes"))
    assert registry.rule_name("toy_river", "water") == "River"
    assert registry.rule_name("toy_lake", "water") == "Lakes"
    # and neither changes Harmonies' own label of the same id
    assert registry.rule_name("harmonies", "water") == "Water"
    # the CLI's table reads the sheet's game
    sheet = ScoreSheet("toy_lake", (PlayerScore("Ana", (RuleScore("water", 4),)),), (0,))
    table = render_table(registry._GAMES["toy_lake"], sheet, lambda context, text: text)
    assert table.splitlines()[2].split() == ["Lakes", "4"]


def test_an_unlabelled_id_or_an_unbuilt_game_shows_the_id_as_written(monkeypatch):
    monkeypatch.setitem(registry._GAMES, "toy_lake", _toy("toy_lake", "Lakes"))
    assert registry.rule_name("toy_lake", "old_rule") == "old_rule"
    assert registry.rule_name("no_such_game", "water") == "water"
    assert registry.extra_name("toy_lake", "suns") == "suns"
    assert registry.extra_name("harmonies", "suns") == "Suns"


@pytest.mark.parametrize("game_id", IDS)
def test_every_rule_of_the_descriptor_has_a_label_and_no_label_is_stale(game_id):
    d = _game(game_id).descriptor
    assert set(d.rule_names) == set(d.rules)
    assert all(label and label != rule for rule, label in d.rule_names.items())


def _emitted_keys(game_id: str) -> tuple[set[str], set[str]]:
    """The breakdown and extra keys the game's scorer gives: for every example
    board of the game, and at the end of a random game at every player count."""
    game = _game(game_id)
    sheets = []
    for path in sorted((ROOT / "gardenapp" / "games" / game_id / "examples").glob("*.json")):
        sheets.append(game.score_board(game.board_from_dict(json.loads(path.read_text("utf-8")))))
    d = game.descriptor
    for players in range(d.min_players, d.max_players + 1):
        state, _ = random_game(game, dict(game.default_options(), players=players), seed=players)
        sheets.append(state.score())
    rules = {r.rule for s in sheets for p in s.players for r in p.rules}
    extras = {k for s in sheets for p in s.players for k in p.extra}
    return rules, extras


@pytest.mark.parametrize("game_id", IDS)
def test_every_breakdown_key_the_scorer_emits_has_a_label(game_id):
    """docs/formats.md §1: every breakdown key (and extra result) a game's scorer
    gives is labelled by that game's own table."""
    d = _game(game_id).descriptor
    rules, extras = _emitted_keys(game_id)
    assert rules and rules <= set(d.rule_names)
    assert extras <= set(d.extra_names)
    if game_id == "harmonies":  # the solo example reports suns (docs/rules/harmonies.md §6.10)
        assert extras == {"suns"}
