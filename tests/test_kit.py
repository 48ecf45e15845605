"""The engine side of the shared kit (docs/architecture.md §5): descriptors, events, view
models and the chance helpers, on the toy game and the real ones."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import gardenapp.games  # noqa: F401  (announces the titles)
from gardenapp.core import registry
from gardenapp.core.chance import draw_from_bag, pop_from_deck
from gardenapp.core.descriptor import BOOL, CHOICE, INT, MULTI, SOLO, GameDescriptor, Option, check_options
from gardenapp.core.errors import OptionsError
from gardenapp.core.messages import msg
from gardenapp.core.viewmodel import ViewModel, last_turn_places, targets_by_key
from tests.toygame import PebblesGame, Roll, Take

GAME = PebblesGame()

DESC = GameDescriptor(
    id="d",
    name="D",
    description="",
    min_players=1,
    max_players=4,
    rules=("a",),
    options=(
        Option("size", INT, 3, "Size", low=1, high=5),
        Option("fast", BOOL, False, "Fast"),
        Option("side", CHOICE, "A", "Side", choices=(("A", "A"), ("B", "B"))),
        Option("bot", CHOICE, "easy", "Bot", choices=(("easy", "e"),), applies=SOLO),
        Option("team", BOOL, False, "Team", applies=MULTI),
    ),
    automaton="Robot",
)


def test_descriptor_defaults_and_every_problem_at_once():
    full, problems = check_options(DESC, {})
    assert full == {"players": 2, "size": 3, "fast": False, "side": "A", "bot": "easy", "team": False}
    assert problems == []
    _, problems = check_options(DESC, {"players": 0, "size": 9, "fast": "yes", "side": "C", "colour": 1})
    where = sorted(p.where for p in problems)
    assert where == ["options.colour", "options.fast", "options.players", "options.side", "options.size"]
    _, problems = check_options(DESC, {"size": True})  # a bool is not a whole number
    assert [p.where for p in problems] == ["options.size"]


def test_descriptor_says_where_options_apply_and_who_sits_where():
    assert DESC.option("bot").applies_to(1) and not DESC.option("bot").applies_to(2)
    assert DESC.option("team").applies_to(3) and not DESC.option("team").applies_to(1)
    assert DESC.seats(1) == 2 and DESC.automaton_seats(1) == (1,)
    assert DESC.seats(3) == 3 and DESC.automaton_seats(3) == ()


def test_game_attributes_come_from_its_descriptor():
    for game in registry.built_games():
        d = game.descriptor
        assert (game.id, game.name, game.min_players, game.max_players, game.rules) == (
            d.id,
            d.name,
            d.min_players,
            d.max_players,
            d.rules,
        )
        game.validate_options(d.default_options())  # the defaults are valid
    assert registry.get("takenoko").descriptor.hidden_hands
    assert registry.get("sanssouci").descriptor.automaton == "Pedro Bot"
    assert not registry.get("harmonies").descriptor.hidden_hands


def test_a_game_check_does_not_repeat_a_declared_problem():
    with pytest.raises(OptionsError) as err:
        registry.get("takenoko").validate_options({"players": 2, "first_player": 7})
    assert [p.where for p in err.value.problems] == ["options.first_player"]


def test_apply_with_events_says_what_happened_and_apply_builds_none():
    s = GAME.new_game({"players": 2}, 3)
    nxt, events = s.apply_with_events(Take(2))
    assert [(e.player, e.kind, str(e.message), e.places) for e in events] == [(0, "take", "takes 2", ("pile",))]
    assert nxt._events is None and nxt == s.apply(Take(2))
    _, events = nxt.apply_with_events(Roll())
    assert events[0].player == 1 and events[0].kind == "roll"
    assert last_turn_places(events) == frozenset()


def test_targets_by_key_refuses_an_ambiguous_click():
    actions = [Take(1), Take(2), Roll()]
    keys = targets_by_key(actions, lambda a: ("take", a.count) if isinstance(a, Take) else None)
    assert keys == {("take", 1): Take(1), ("take", 2): Take(2)}
    with pytest.raises(ValueError, match="two actions"):
        targets_by_key(actions, lambda a: ("any",))
    vm = ViewModel(viewer=0, current_player=0, is_over=False, targets=keys, prompt=msg("go"))
    assert vm.keys_in("take") == {("take", 1), ("take", 2)} and vm.action_for(("take", 2)) == Take(2)


def test_draw_from_bag_draws_each_item_equally_and_empties_the_bag():
    rng = random.Random(1)
    seen = Counter()
    for _ in range(3000):
        bag = [1, 0, 2]
        seen[draw_from_bag(rng, bag)] += 1
        assert sum(bag) == 2
    assert seen[1] == 0 and 800 < seen[0] < 1200 and 1800 < seen[2] < 2200
    bag = [2, 1]
    assert sorted(draw_from_bag(rng, bag) for _ in range(3)) == [0, 0, 1] and bag == [0, 0]


def test_pop_from_deck_removes_the_card_it_returns():
    rng = random.Random(2)
    deck = ("a", "b", "c")
    card, rest = pop_from_deck(rng, deck)
    assert card in deck and sorted(rest + (card,)) == list(deck) and len(rest) == 2


def test_problem_paths_are_structured_places():
    """docs/architecture.md §5: problems carry structured places the window can mark."""
    from gardenapp.core.checker import key_path
    from gardenapp.core.errors import Problem, parse_path

    where = key_path(key_path(key_path("players", 0), "spaces"), "4,5")
    assert where == 'players[0].spaces."4,5"'
    p = Problem(where, msg("no such space"))
    assert p.path == ("players", 0, "spaces", "4,5") and p.player == 0
    assert parse_path("players[1].cards[2].cubes_placed") == ("players", 1, "cards", 2, "cubes_placed")
    assert parse_path('garden."q\\"x"') == ("garden", 'q"x')
    assert Problem("options.side", msg("x")).player is None
    assert parse_path("") == ()


def test_the_result_line_names_the_tie_break_that_decided_and_an_empty_board_wins_nothing():
    """docs/architecture.md §6.8: "Bruno wins on panda points, 14 to 13"; no winner at 0-0."""
    from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet

    ana = PlayerScore("Ana", (RuleScore("plot", 20), RuleScore("panda", 13)))
    bruno = PlayerScore("Bruno", (RuleScore("plot", 19), RuleScore("panda", 14)))
    sheet = ScoreSheet("takenoko", (ana, bruno), (1,), tiebreak=("panda points",), tiebreak_values=((13,), (14,)))
    assert str(sheet.result()) == "Bruno wins on panda points, 14 to 13"
    clear = ScoreSheet(
        "takenoko",
        (ana, PlayerScore("Bruno", (RuleScore("plot", 1),))),
        (0,),
        tiebreak=("panda points",),
        tiebreak_values=((13,), (0,)),
    )
    assert str(clear.result()) == "Winner: Ana"  # no tie: no tie-break to name
    empty = ScoreSheet(
        "takenoko", (PlayerScore("Ana", (RuleScore("plot", 0),)), PlayerScore("Bruno", (RuleScore("plot", 0),))), (0, 1)
    )
    assert str(empty.result()) == "No points yet: no winner"


def test_real_scorers_state_their_tie_breaks():
    game = registry.get("takenoko")
    board = game.board_from_dict(
        {
            "format": "gardenapp-board",
            "version": 1,
            "game": "takenoko",
            "options": {},
            "players": [
                {"name": "Ana", "completed": ["PANDA-GG"], "emperor": False},
                {"name": "Bruno", "completed": ["PLOT-G-LINE"], "emperor": False},
            ],
        }
    )
    sheet = game.score_board(board)
    assert sheet.tiebreak == ("panda points",)


def test_a_view_model_may_preselect_a_source():
    from gardenapp.core.viewmodel import Selector

    pairs = {(("hand",), ("pile", 1)): Take(1), (("hand",), ("pile", 2)): Take(2)}
    vm = ViewModel(
        viewer=0, current_player=0, is_over=False, targets={}, pairs=pairs, prompt=msg("go"), preselect=("hand",)
    )
    sel = Selector()
    sel.show(vm)
    assert sel.source == ("hand",) and sel.highlighted() == {("hand",), ("pile", 1), ("pile", 2)}
    sel.cancel()
    assert sel.source is None
    vm2 = ViewModel(
        viewer=0, current_player=0, is_over=False, targets={}, pairs={}, prompt=msg("go"), preselect=("hand",)
    )
    sel.show(vm2)
    assert sel.source is None  # not a source of this view: nothing chosen


def ai_imports(path, game_id: str) -> list[int]:
    """Lines of ``path`` that import its game's ``ai`` module in any form
    (module level or inside a function, relative or absolute)."""
    import ast

    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            relative = node.level == 1 and (
                node.module == "ai" or (node.module is None and any(a.name == "ai" for a in node.names))
            )
            absolute = node.level == 0 and node.module in (
                f"gardenapp.games.{game_id}.ai",
                f"gardenapp.games.{game_id}",
            )
            if relative or (absolute and (node.module.endswith(".ai") or any(a.name == "ai" for a in node.names))):
                lines.append(node.lineno)
        elif isinstance(node, ast.Import) and any(a.name == f"gardenapp.games.{game_id}.ai" for a in node.names):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_ai_import_finder_sees_every_form(tmp_path):
    path = tmp_path / "m.py"
    path.write_text(
        "from .ai import evaluate\n"
        "def f():\n    from . import ai, data\n"
        "import gardenapp.games.g.ai\n"
        "from gardenapp.games.g import ai as bots\n"
        "from .air import x\nfrom . import data\nfrom ..core import ai\n",
        encoding="utf-8",
    )
    assert ai_imports(path, "g") == [1, 3, 4, 5]


def test_a_game_finds_its_computer_player_policy_and_the_rules_never_import_it():
    """docs/architecture.md §8.2: the AI registers its policy; the rules module does not import the AI."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "gardenapp" / "games"
    for game in registry.built_games():
        policy = game.policy
        assert policy is not None and policy.evaluate.__module__.endswith(f"{game.id}.ai"), game.id
        state = game.new_game({"players": 2}, 1)
        assert state.evaluate(0) == policy.evaluate(state, 0)
        package = root / game.id
        modules = sorted(p.name for p in package.glob("*.py"))
        assert {"state.py", "scoring.py", "game.py", "ai.py"} <= set(modules), (game.id, modules)
        # Only the AI itself and game.py (Game.make_bot builds the game's bots) may import it.
        for module in modules:
            if module not in ("ai.py", "game.py"):
                found = ai_imports(package / module, game.id)
                assert not found, f"gardenapp/games/{game.id}/{module}:{found[0]} imports the AI"
    assert GAME.policy is None  # the toy game has no ai module: the documented defaults
