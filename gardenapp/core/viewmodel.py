"""The bridge from a player's view to a screen (docs/architecture.md §5).

A game's ``view.py`` turns ``state.view_for(viewer)`` into a ``ViewModel``
subclass: plain data to draw (ids, spec coordinates, counts, English
messages) and ``targets``, the clickable things mapped to the action each
click submits. The UI draws the data, highlights the targets' keys and
submits their actions; it never reads a State. So a highlighted item is, by
construction, a legal action of the engine.

Keys are small tuples naming a place the UI draws, such as
``("cell", 0, "2,-1")`` (zone, player, spec coordinate) or
``("card", "A07")``. One key, one action: a click is never ambiguous. A game
whose action needs a further choice (an orientation, a payment) makes the
choice a step of its own, whose targets are that step's buttons or cells.

An action a person makes with two clicks, a *source* then a *target* (a
token in hand, then a space), goes in ``pairs`` under ``(source, target)``;
``Selector`` walks a person through them (and Esc cancels a source).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field

from .game import Action, Event, State
from .messages import QT_TRANSLATE_NOOP, Message, msg

Key = Hashable


def targets_by_key(actions: Iterable[Action], key_of: Callable[[Action], Key | None]) -> dict[Key, Action]:
    """``{key_of(action): action}`` for every action with a key. Two actions
    under one key are a bug of the game's view (a click would be ambiguous)."""
    out: dict[Key, Action] = {}
    for action in actions:
        key = key_of(action)
        if key is None:
            continue
        if key in out:
            raise ValueError(f"two actions for one click target {key!r}: {out[key]} and {action}")
        out[key] = action
    return out


@dataclass(frozen=True)
class ViewModel:
    """What every screen needs, whatever the game. Games subclass it with
    their boards, supply and cards."""

    viewer: int | None  # whose eyes (None: a spectator, nothing hidden shown)
    current_player: int  # -1 once the game is over
    is_over: bool
    targets: Mapping[Key, Action]  # what the viewer may click now
    prompt: Message  # the instruction line ("Choose a token to take")
    # Places the last turn touched (its events' places), marked until the next turn.
    last_turn: frozenset[str] = frozenset()
    # The end of the game has been triggered: this is the last round.
    last_round: bool = False
    # Per-player counters shown beside the names (e.g. hand size), by player.
    status: tuple[Message, ...] = field(default_factory=tuple)
    # Two-click actions: (source key, target key) -> action.
    pairs: Mapping[tuple[Key, Key], Action] = field(default_factory=dict)
    # The source chosen before any click (e.g. the first token in hand), so
    # that its targets show at once; None: nothing chosen.
    preselect: Key | None = None
    # Why a click is refused: ``explain(key, source)``, built by the game's
    # view with ``explainer`` (the engine's reason, docs/architecture.md §3.3).
    explain: Callable[[Key, Key | None], Message | None] | None = field(default=None, compare=False, repr=False)

    def action_for(self, key: Key) -> Action | None:
        return self.targets.get(key)

    def why_not(self, key: Key, source: Key | None = None) -> Message | None:
        """Why a click on ``key`` (after the source ``source``) does nothing,
        in the player's words; None when it is a target (or a pair) or when the
        click names no action of the game (or the viewer is not to move: whose
        turn it is, the screen says)."""
        if self.is_over or self.viewer is None or self.viewer != self.current_player:
            return None
        if (key in self.targets) if source is None else ((source, key) in self.pairs):
            return None
        return self.explain(key, source) if self.explain is not None else None

    def keys_in(self, zone: str) -> frozenset[Key]:
        """Target keys of one zone (``key[0] == zone``): what to highlight there."""
        return frozenset(k for k in self.targets if isinstance(k, tuple) and k and k[0] == zone)


class Selector:
    """The clicks of one person on one view model, with no Qt: what is
    highlighted, and what a click does. One-click targets and pair sources
    are offered first; after a source, its targets (and the other sources,
    to change one's mind); Esc (``cancel``) forgets the source."""

    def __init__(self, view: ViewModel | None = None):
        self.view = view
        self.source: Key | None = None

    def show(self, view: ViewModel) -> None:
        """A new view model: keep the source only if it is still a source."""
        self.view = view
        if self.source is not None and self.source not in self.sources():
            self.source = None
        if self.source is None and view.preselect in self.sources():
            self.source = view.preselect

    def sources(self) -> set[Key]:
        return {s for s, _ in self.view.pairs} if self.view is not None else set()

    def highlighted(self) -> set[Key]:
        if self.view is None:
            return set()
        if self.source is None:
            return set(self.view.targets) | self.sources()
        return {t for s, t in self.view.pairs if s == self.source} | self.sources()

    def click(self, key: Key) -> Action | None:
        """The action this click submits, or None (a source chosen or dropped,
        or a click on nothing the viewer may do: ``explain`` says why)."""
        if self.view is None:
            return None
        if self.source is not None:
            action = self.view.pairs.get((self.source, key))
            if action is not None:
                self.source = None
                return action
        if key in self.sources():
            self.source = None if key == self.source else key
            return None
        action = self.view.targets.get(key)
        if action is not None:
            self.source = None
        return action

    def cancel(self) -> bool:
        had = self.source is not None
        self.source = None
        return had


# A click on a board, card or storage of someone else than the player to move.
OTHER_PLAYERS = msg(QT_TRANSLATE_NOOP("engine", "That belongs to another player"))
# The prompt of a view on another seat's turn, the same in every game; the play screen shows the
# seat's name instead of its number (it knows the names, the engine does not).
WAITING_FOR_PLAYER = QT_TRANSLATE_NOOP("engine", "Waiting for player {player}")


def waiting_for(player: int) -> Message:
    """The prompt while seat ``player`` (0-based) is to move and the viewer is not."""
    return msg(WAITING_FOR_PLAYER, player=player + 1)


# What a click that names no action may be: nothing, an action to ask the
# engine about, or a Message said about the key itself (another player's board).
WouldBe = Action | Message | None


def explainer(
    state: State, would_be: Callable[[Key, Key | None], WouldBe]
) -> Callable[[Key, Key | None], Message | None]:
    """A view model's ``explain``: ``would_be(key, source)`` reads from the
    key's shape alone the action that click asks for (no rule: a cell key is
    a placement there), and the engine says why it is refused
    (``State.why_not``). ``state`` is the viewer's view."""

    def explain(key: Key, source: Key | None) -> Message | None:
        action = would_be(key, source)
        if action is None or isinstance(action, Message):
            return action
        return state.why_not(action)

    return explain


def last_turn_places(events: Iterable[Event]) -> frozenset[str]:
    """Every place the events touched."""
    return frozenset(p for e in events for p in e.places)


def is_viewers_turn(state: State, viewer: int | None) -> bool:
    return viewer is not None and not state.is_over and state.current_player == viewer
