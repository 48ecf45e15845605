"""The random-game conformance harness over every registered game: every
legal action applies, copies/serialisation/replay agree, the game ends,
breakdowns add up, is_legal agrees with legal_actions() and illegal actions
are refused without a trace (core.conformance, docs/architecture.md §3.2)."""

import dataclasses
import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

import gardenapp.games  # noqa: F401  (announces the titles, so the registry can load them)
from gardenapp.core import conformance, registry
from gardenapp.core.errors import IllegalActionError
from gardenapp.core.game import Action
from tests.toygame import PebblesGame, PebblesState, Roll

CASES = [
    pytest.param(game, players, id=f"{game.id}-{players}p")
    for game in registry.built_games()
    for players in range(game.min_players, game.max_players + 1)
]


@pytest.mark.parametrize("game,players", CASES)
def test_random_games_follow_the_contract(game, players):
    for seed in range(3):
        options = dict(game.default_options(), players=players)
        conformance.play_random_game(game, options, seed, check_every=7)


# -- the legality checks (docs/architecture.md §3.2) can fail ---------------------------------------
# Pebbles (tests/toygame.py) variants, each breaking one rule of the contract.


class NoRollOnEvenTurns(PebblesState):
    """Pebbles where rolling is legal only on odd turns: Roll() becomes an
    action of earlier positions that is illegal now."""

    def copy(self):
        new = super().copy()
        new.__class__ = type(self)
        return new

    def legal_actions(self):
        acts = super().legal_actions()
        return acts if self.turn % 2 else [a for a in acts if not isinstance(a, Roll)]


def play(game, seed):
    """conformance.play_random_game of a Pebbles variant, registered for the
    replay the harness does at the end."""
    registry.register(game)
    try:
        return conformance.play_random_game(game, {"players": 2}, seed)
    finally:
        registry.unregister(game.id)


def pebbles_with(state_class, **attrs):
    class Variant(PebblesGame):
        def _new_game(self, options, seed):
            s = super()._new_game(options, seed)
            s.__class__ = state_class
            return s

    for k, v in attrs.items():
        setattr(Variant, k, v)
    return Variant()


def test_the_legality_check_passes_a_game_that_keeps_the_contract():
    for seed in range(5):
        play(pebbles_with(NoRollOnEvenTurns), seed)


def test_is_legal_wider_than_legal_actions_is_caught():
    class Permissive(NoRollOnEvenTurns):
        def is_legal(self, action):
            return not self.is_over  # accepts Roll() on even turns, which is not listed

    with pytest.raises(conformance.ConformanceError, match="legal_actions\\(\\) does not list it"):
        play(pebbles_with(Permissive), 1)


def test_is_legal_narrower_than_legal_actions_is_caught():
    class Strict(NoRollOnEvenTurns):
        def is_legal(self, action):
            return action in self.legal_actions() and not isinstance(action, Roll)

    with pytest.raises(conformance.ConformanceError, match="False for a listed legal action"):
        play(pebbles_with(Strict), 1)


def test_a_refusal_that_changes_the_state_is_caught():
    class Leaky(NoRollOnEvenTurns):
        def apply(self, action, *, trusted=False):
            if not trusted and not self.is_legal(action):
                self.pebbles[0] += 1  # the refused action leaves a trace
                raise IllegalActionError("no")
            return super().apply(action, trusted=trusted)

    with pytest.raises(conformance.ConformanceError, match="changed the state"):
        play(pebbles_with(Leaky), 1)


def test_a_refusal_with_another_error_is_caught():
    class WrongError(NoRollOnEvenTurns):
        def apply(self, action, *, trusted=False):
            if not trusted and not self.is_legal(action):
                raise KeyError(action)
            return super().apply(action, trusted=trusted)

    with pytest.raises(conformance.ConformanceError, match="KeyError, not IllegalActionError"):
        play(pebbles_with(WrongError), 1)


@dataclass(frozen=True)
class Concede(Action):
    kind: ClassVar[str] = "concede"

    def notation(self) -> str:
        return "c"


class Conceding(PebblesState):
    """Pebbles with an unlisted action, like Takenoko's end by agreement."""

    def copy(self):
        new = super().copy()
        new.__class__ = type(self)
        return new

    def is_legal(self, action):
        return not self.is_over if isinstance(action, Concede) else super().is_legal(action)

    def _apply(self, action):
        if isinstance(action, Concede):
            self.pile = 0
        else:
            super()._apply(action)


def test_an_unlisted_action_legal_while_the_game_runs_passes():
    game = pebbles_with(Conceding, unlisted_action_types=(Concede,))
    state = game.new_game({"players": 2}, 3)
    assert conformance.unlisted_candidates(game) == [Concede()]
    conformance.check_legality(game, state, [Concede()], random.Random(0))
    assert state.apply(Concede()).is_over


def test_an_unlisted_action_refused_while_the_game_runs_is_caught():
    game = pebbles_with(NoRollOnEvenTurns, unlisted_action_types=(Concede,))  # is_legal never accepts it
    with pytest.raises(conformance.ConformanceError, match="unlisted action must be True"):
        play(game, 1)


def test_an_unlisted_action_that_is_listed_is_caught():
    game = pebbles_with(PebblesState, unlisted_action_types=(Roll,))  # Roll() is always listed
    with pytest.raises(conformance.ConformanceError, match="declared unlisted but legal_actions\\(\\) lists it"):
        play(game, 1)


def test_takenoko_end_by_agreement_is_the_documented_unlisted_action():
    """docs/rules/takenoko.md §8: EndByAgreement is accepted by apply while the game runs and
    never listed; conformance checks it at every checked position
    (docs/architecture.md §3.2)."""
    from gardenapp.games.takenoko.actions import EndByAgreement

    game = registry.get("takenoko")
    assert game.unlisted_action_types == (EndByAgreement,)
    state = game.new_game(dict(game.default_options(), players=2), 5)
    assert EndByAgreement() not in state.legal_actions() and state.is_legal(EndByAgreement())
    conformance.check_legality(game, state, [EndByAgreement()], random.Random(0))
    ended = state.apply(EndByAgreement())
    assert ended.is_over and not ended.is_legal(EndByAgreement())
    with pytest.raises(IllegalActionError):
        ended.apply(EndByAgreement())
    conformance.check_legality(game, ended, [EndByAgreement()], random.Random(0))


@pytest.mark.parametrize("game", list(registry.built_games()), ids=lambda g: g.id)
def test_is_legal_agrees_with_legal_actions_over_every_combination_of_field_values(game):
    """docs/architecture.md §3.2, exhaustively where the harness samples: at pinned positions, every
    action built from field values that legal actions of that type use (at this position and at
    the positions before it), up to 3000 per type, gets is_legal(a) == (a in legal_actions()).
    This is what keeps an is_legal fast path (Under the Leaves' tile placements) honest."""
    import itertools

    checked = refused = 0
    for seed, plies in ((0, 3), (1, 12), (2, 30)):
        seen: dict[type, list[set]] = {}
        rng = random.Random(seed)
        state = game.new_game(dict(game.default_options(), players=2), seed)
        for ply in range(plies + 1):
            legal = state.legal_actions()
            if not legal:
                break
            for a in legal:
                fields = dataclasses.fields(a)
                values = seen.setdefault(type(a), [set() for _ in fields])
                for i, f in enumerate(fields):
                    values[i].add(getattr(a, f.name))
            if ply < plies:
                state = state.apply(rng.choice(sorted(legal, key=lambda a: a.notation())), trusted=True)
        listed = set(state.legal_actions())
        for kind, values in seen.items():
            combos = itertools.islice(itertools.product(*(sorted(v, key=repr) for v in values)), 3000)
            for combo in combos:
                action = kind(*combo)
                if conformance.is_unlisted(game, action):
                    continue
                assert state.is_legal(action) == (action in listed), (game.id, seed, plies, action)
                checked += 1
                refused += action not in listed
    assert checked > refused > 0, (checked, refused)  # legal and illegal combinations were both tried
