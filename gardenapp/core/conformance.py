"""The checks every registered game passes (docs/style.md §3, OpenSpiel's habit):
random games in which every step is checked against the contract.

Used by tests/test_conformance.py over the whole registry; a new game gets
them for free by registering.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .errors import IllegalActionError
from .game import Action, Game, State
from .record import GameRecord

# How many actions of earlier positions the illegal-action check keeps, and
# how many candidates it tries per checked position.
POOL_SIZE = 400
CANDIDATES = 12


class ConformanceError(AssertionError):
    pass


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise ConformanceError(what)


def check_state(game: Game, state: State) -> None:
    """Copy and serialisation give equal states; views hide the seed."""
    _check(state.copy() == state, "copy() differs from the state")
    data = state.to_dict()
    _check(json.loads(json.dumps(data)) == data, "to_dict() is not plain JSON data")
    if not state.is_over:
        for p in range(state.num_players):
            _check(state.view_for(p).seed is None, f"view_for({p}) leaks the seed")
        check_views_hide(state)
        mover = state.current_player
        _check(
            state.view_for(mover).legal_actions() == state.legal_actions(),
            f"the mover's view (player {mover}) offers other actions than the state",
        )


def check_views_hide(state: State, seeds: tuple[int, ...] = (1, 2)) -> None:
    """Two states that differ only in what a player cannot see give that
    player identical views: each player's view of the state equals their
    view of worlds resampled from it (``determinized``) with other seeds
    (two: one resample may happen to draw the truth again)."""
    for p in range(state.num_players):
        view = state.view_for(p).to_dict()
        for seed in seeds:
            world = state.determinized(p, random.Random(seed))
            _check(
                world.view_for(p).to_dict() == view,
                f"view_for({p}) shows hidden information: a world resampled from it looks different",
            )


def check_action(game: Game, action) -> None:
    data = action.to_json()
    _check(game.action_from_json(json.loads(json.dumps(data))) == action, f"JSON round trip of {action!r}")
    _check(game.parse_action(action.notation()) == action, f"notation round trip of {action!r}")


def is_unlisted(game: Game, action: Action) -> bool:
    """Whether ``action`` is of a type the game declares ``apply`` accepts
    though ``legal_actions()`` never lists it (``Game.unlisted_action_types``,
    docs/architecture.md §3.2)."""
    return isinstance(action, tuple(game.unlisted_action_types))


def unlisted_candidates(game: Game) -> list[Action]:
    """One instance of each declared unlisted action type without fields
    (a type with fields cannot be built generically: the game's own tests
    cover it)."""
    return [t() for t in game.unlisted_action_types if not dataclasses.fields(t)]


def mutations(actions: Sequence[Action], rng: random.Random, count: int) -> list[Action]:
    """Up to ``count`` actions made from ``actions`` by giving one field of an
    action the value the same field has in another action of its type: well
    formed, with values the game uses, and often illegal here (another tile,
    another place, another rotation)."""
    by_type: dict[type, list[Action]] = {}
    for a in actions:
        by_type.setdefault(type(a), []).append(a)
    out: list[Action] = []
    kinds = [group for group in by_type.values() if len(group) > 1 and dataclasses.fields(group[0])]
    for _ in range(count if kinds else 0):
        group = rng.choice(kinds)
        a, b = rng.sample(group, 2)
        field = rng.choice(dataclasses.fields(a)).name
        out.append(dataclasses.replace(a, **{field: getattr(b, field)}))
    return out


def check_legality(game: Game, state: State, candidates: Iterable[Action], rng: random.Random) -> None:
    """``is_legal(a)`` is ``a in legal_actions()`` for a sample of the legal
    actions and for every candidate; a candidate that is not legal is refused
    by ``apply`` and ``apply_with_events`` with IllegalActionError, and the
    refusal leaves the state as it was. The documented exception: actions of
    ``game.unlisted_action_types`` are never listed and are legal exactly
    while the game is not over (docs/architecture.md §3.2)."""
    legal = state.legal_actions()
    listed = set(legal)
    before = snapshot(state)
    sample = rng.sample(legal, min(len(legal), CANDIDATES))
    for a in sample:
        _check(state.is_legal(a), f"is_legal({a!r}) is False for a listed legal action")
    tried = 0
    for a in candidates:
        if is_unlisted(game, a):
            _check(a not in listed, f"{a!r} is declared unlisted but legal_actions() lists it")
            _check(
                state.is_legal(a) == (not state.is_over),
                f"is_legal({a!r}) of an unlisted action must be True exactly while the game is not over",
            )
            continue
        if a in listed:
            _check(state.is_legal(a), f"is_legal({a!r}) is False for a listed legal action")
            continue
        tried += 1
        _check(not state.is_legal(a), f"is_legal({a!r}) is True but legal_actions() does not list it")
        for apply in (state.apply, state.apply_with_events):
            try:
                apply(a)
            except IllegalActionError:
                pass
            except Exception as exc:
                raise ConformanceError(
                    f"{apply.__name__}({a!r}) refused with {type(exc).__name__}, not IllegalActionError"
                ) from exc
            else:
                raise ConformanceError(f"{apply.__name__}({a!r}) accepted an action that is not legal")
            _check(state.to_dict() == before, f"refusing {a!r} changed the state")
    _check(state.legal_actions() == legal, "checking legality changed legal_actions()")


def check_score(state: State) -> None:
    sheet = state.score()
    _check(len(sheet.players) == state.num_players, "one score per player")
    for p in sheet.players:
        _check(sum(p.breakdown.values()) == p.total, f"breakdown of {p.name} does not add up")
        _check(len(p.breakdown) == len(p.rules), f"rule listed twice for {p.name}")
    _check(all(0 <= w < state.num_players for w in sheet.winners), "winner index out of range")
    out = sheet.to_json()
    _check(json.loads(json.dumps(out)) == out, "score JSON is not plain data")


def play_random_game(
    game: Game, options: Mapping[str, Any], seed: int, *, max_actions: int = 20_000, check_every: int = 1
) -> tuple[State, GameRecord]:
    """Play one random game, checking the contract every ``check_every`` steps."""
    rng = random.Random(seed)
    # Candidates for the legality check come from their own stream, so the
    # random game itself is the same with or without the check.
    check_rng = random.Random(f"{seed}:legality")
    pool: dict[Action, None] = {}  # actions of earlier positions, oldest first
    extra = unlisted_candidates(game)
    state = game.new_game(options, seed)
    record = GameRecord(game.id, dict(state_options(game, options)), seed)
    steps = 0
    while not state.is_over:
        _check(steps < max_actions, f"no end after {max_actions} actions")
        actions = state.legal_actions()
        _check(bool(actions), "a game that is not over has no legal action")
        _check(0 <= state.current_player < state.num_players, "current player out of range")
        action = rng.choice(actions)
        if steps % check_every == 0:
            check_action(game, action)
            check_state(game, state)
            seen = list(pool)
            candidates = rng_sample(check_rng, seen, CANDIDATES) + mutations(actions, check_rng, CANDIDATES) + extra
            check_legality(game, state, candidates, check_rng)
            before = snapshot(state)
            nxt = state.apply(action)  # checked apply: legal actions must pass
            _check(state.to_dict() == before, "apply() changed the state it was called on")
            check_score(nxt)
        else:
            nxt = state.apply(action, trusted=True)
        for a in rng_sample(check_rng, actions, 50):
            pool.pop(a, None)
            pool[a] = None
        if len(pool) > POOL_SIZE:
            for a in list(pool)[: len(pool) - POOL_SIZE]:
                del pool[a]
        record.actions.append(action)
        state = nxt
        steps += 1
    _check(state.current_player == -1, "current_player must be -1 once over")
    _check(state.legal_actions() == [], "legal actions after the end")
    check_legality(game, state, rng_sample(check_rng, list(pool), CANDIDATES) + extra, check_rng)
    check_score(state)
    replayed = GameRecord.from_json(json.loads(json.dumps(record.to_json()))).replay()
    _check(replayed == state, "replaying the record gives another state")
    return state, record


def snapshot(state: State) -> Any:
    """``to_dict()`` deep-copied: a game's ``to_dict`` may hand out its live
    lists, which would change along with the state they should witness."""
    return copy.deepcopy(state.to_dict())


def rng_sample(rng: random.Random, items: Sequence[Action], count: int) -> list[Action]:
    return rng.sample(items, min(len(items), count))


def state_options(game: Game, options: Mapping[str, Any]) -> dict[str, Any]:
    return game.validate_options(options)


# -- perft: pinned positions -> legal-action counts (docs/architecture.md §3.2) ----------------------

PERFT_FORMAT = "gardenapp-perft"
PERFT_DEPTH2_LIMIT = 150  # depth 2 only where depth 1 lists at most this many actions


def perft_position(game: Game, players: int, seed: int, plies: int) -> tuple[State, int]:
    """The position after up to ``plies`` random plies from a new game of
    ``seed``, and the number actually played (fewer if the game ended). Each
    ply picks among the legal actions sorted by notation, so the path does not
    depend on the order in which a game lists them."""
    rng = random.Random(seed)
    state = game.new_game(dict(game.default_options(), players=players), seed)
    played = 0
    while played < plies and not state.is_over:
        state = state.apply(rng.choice(sorted(state.legal_actions(), key=lambda a: a.notation())), trusted=True)
        played += 1
    return state, played


def perft_counts(state: State) -> dict[str, Any]:
    """The legal actions of ``state`` counted at depth 1 and (when depth 1
    is at most PERFT_DEPTH2_LIMIT) depth 2, and a digest of the depth-1
    actions' notations (a change of the set that keeps the count)."""
    actions = state.legal_actions()
    depth2 = None
    if len(actions) <= PERFT_DEPTH2_LIMIT:
        depth2 = sum(len(state.apply(a, trusted=True).legal_actions()) for a in actions)
    digest = hashlib.sha256("\n".join(sorted(a.notation() for a in actions)).encode()).hexdigest()[:16]
    return {"depth1": len(actions), "depth2": depth2, "actions": digest}


def perft_entry(game: Game, players: int, seed: int, plies: int) -> dict[str, Any]:
    state, played = perft_position(game, players, seed, plies)
    return {"players": players, "seed": seed, "plies": played, **perft_counts(state)}
