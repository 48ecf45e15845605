"""The view model of Harmonies (docs/architecture.md §5): plain data
to draw and the clickable targets, built from a player's view only. Pure
Python, tested without Qt (tests/harmonies/test_view.py).

Target keys (one key or one pair, one action):

=================================================  ============  ============================================
key (or source -> target)                          action        where the UI draws it
=================================================  ============  ============================================
("space", "C1".."C5")                              TakeSpace     a space of the central board
("display", card)                                  TakeCard      a card of the display
("discard",) -> ("display", card)                  Discard       solo: the discard button, then a card
("end",)                                           EndTurn       the end-turn button
("card", player, spirit)                           ChooseSpirit  an offered spirit in the player's card row
("hand", colour) -> ("cell", player, "c,r")        PlaceToken    a token in hand, then a board space
("card", player, card) -> ("cell", player, "c,r")  PlaceCube     a card with a habitat ready, then a space
=================================================  ============  ============================================

The last element of every key is what the engine's events name (space ids
"C1".., spec coordinates "c,r", card ids), so the last turn's places are
marked on the right board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ...core.game import Action
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.viewmodel import (
    OTHER_PLAYERS,
    Key,
    ViewModel,
    WouldBe,
    explainer,
    is_viewers_turn,
    targets_by_key,
    waiting_for,
)
from . import data
from .actions import ChooseSpirit, Discard, EndTurn, PlaceCube, PlaceToken, TakeCard, TakeSpace
from .garden import code_masks, cube_targets
from .state import SLOTS, HarmoniesState, space_id


@dataclass(frozen=True)
class SpaceView:
    cell: str  # "c,r" (§1.3)
    colours: tuple[str, ...]  # the stack, bottom -> top (empty: no token)
    cube: bool  # a cube sits on it (the stack is frozen, §5.3)


@dataclass(frozen=True)
class CardView:
    card: str  # card id (A01.., S01..)
    kind: str  # "animal", "spirit" (kept) or "offer" (a spirit to choose, §3.1)
    placed: int = 0  # cubes already on the board (a spirit: 0 or 1)
    slots: int = 1  # cubes the card holds at the start
    complete: bool = False  # every cube placed
    # Where the card's next cube may go now (§5.5): the cube hexes of its
    # habitat's placements on the board that hold no cube yet.
    cube_cells: tuple[str, ...] = ()

    @property
    def habitat_ready(self) -> bool:
        return bool(self.cube_cells)


@dataclass(frozen=True)
class PlayerView:
    index: int
    score: int  # the breakdown's total as the board stands
    spaces: tuple[SpaceView, ...]  # every space of the side, in the side's order
    empty_spaces: int  # §5.7: 2 or fewer at the end of one's turn end the game
    cards: tuple[CardView, ...]  # offered spirits, the kept spirit, then the animal cards as taken
    incomplete_cards: int  # §5.4: counts toward the limit of 4 (spirit included until placed)
    choosing_spirit: bool = False  # still to choose between two dealt spirits (hidden to others)
    animal_cubes: int = 0


@dataclass(frozen=True)
class HarmoniesView(ViewModel):
    side: str = "A"  # "A" (river) or "B" (islands)
    solo: bool = False
    spirits: bool = False
    # "over", "choose_spirit", "take_tokens", "place_tokens" or "finish" (HarmoniesState.phase)
    phase: str = "take_tokens"
    central: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (space id "C1", its tokens)
    hand: tuple[str, ...] = ()  # tokens taken and not placed yet (sorted colours)
    display: tuple[str | None, ...] = ()  # card ids by slot (None: an empty slot)
    deck: int = 0  # cards left in the draw pile
    pouch: int = 0  # tokens left in the pouch
    boxed: int = 0  # solo: tokens returned to the box
    turns: int = 0
    card_limit: int = data.CARD_LIMIT
    players: tuple[PlayerView, ...] = ()


def _key(state: HarmoniesState, action) -> Key | None:
    """The one-click targets."""
    t = type(action)
    if t is TakeSpace:
        return ("space", space_id(action.space))
    if t is TakeCard:
        return ("display", action.card)
    if t is EndTurn:
        return ("end",)
    if t is ChooseSpirit:
        return ("card", state.player, action.card)
    return None


def _pair(state: HarmoniesState, action) -> tuple[Key, Key] | None:
    """The two-click actions: (source, target)."""
    t = type(action)
    p = state.player
    if t is PlaceToken:
        return ("hand", action.colour), ("cell", p, action.cell)
    if t is PlaceCube:
        return ("card", p, action.card), ("cell", p, action.cell)
    if t is Discard:
        return ("discard",), ("display", action.card)
    return None


def _would_be(s: HarmoniesState, key: Key, source: Key | None) -> WouldBe:
    """The action a click on ``key`` after ``source`` asks for, read from the shape
    of the keys (the table above); why it is refused is the engine's."""
    if not (isinstance(key, tuple) and key):
        return None
    zone = key[0]
    if zone in ("card", "cell") and len(key) == 3 and key[1] != s.player:
        return OTHER_PLAYERS
    if zone == "space" and isinstance(key[1], str) and key[1][1:].isdigit():
        return TakeSpace(int(key[1][1:]) - 1)
    if zone == "display":
        return Discard(key[1]) if source == ("discard",) else TakeCard(key[1])
    if zone == "end":
        return EndTurn()
    if zone == "card" and source is None:
        return ChooseSpirit(key[2]) if s.offers[s.player] else None
    if zone == "cell" and isinstance(source, tuple) and source:
        if source[0] == "hand":
            return PlaceToken(source[1], key[2])
        if source[0] == "card":
            return PlaceCube(source[2], key[2])
    return None


def _cube_cells(s: HarmoniesState, p: int, card: int, km) -> tuple[str, ...]:
    return s.side.labels_of(cube_targets(card, km, s.cubes[p]))


def _player(s: HarmoniesState, p: int, total: int) -> PlayerView:
    side = s.side
    stacks, cubes = s.stacks[p], s.cubes[p]
    spaces = tuple(
        SpaceView(
            side.labels[j], tuple(data.COLOURS[c] for c in data.STACKS[stacks[j]]), bool(cubes >> side.bits[j] & 1)
        )
        for j in range(side.size)
    )
    km = code_masks(s.sm[p])
    cards: list[CardView] = []
    offers = s.offers[p]
    if offers and offers[0] >= 0:  # the viewer's own offer (others' are hidden)
        cards.extend(CardView(data.CARDS[c].id, "offer") for c in offers)
    sp = s.spirit[p]
    if sp >= 0:
        placed = s.spirit_placed[p]
        cards.append(
            CardView(data.CARDS[sp].id, "spirit", int(placed), 1, placed, () if placed else _cube_cells(s, p, sp, km))
        )
    for idx, n in s.cards[p]:
        done = n >= SLOTS[idx]
        cards.append(
            CardView(data.CARDS[idx].id, "animal", n, SLOTS[idx], done, () if done else _cube_cells(s, p, idx, km))
        )
    return PlayerView(
        p, total, spaces, s.empty_spaces(p), tuple(cards), s.incomplete_cards(p), bool(offers), s.animal_cubes[p]
    )


def _prompt(s: HarmoniesState, mine: bool, legal) -> Message:
    if s.over:
        return s.score().result()
    if not mine:
        return waiting_for(s.player)
    phase = s.phase()
    if phase == "choose_spirit":
        return msg(
            QT_TRANSLATE_NOOP("engine", "Choose your Nature's Spirit: click one of the two cards beside your board")
        )
    if phase == "take_tokens":
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "Take the 3 tokens of a central space; you may also take a card or place cubes at any moment"
            )
        )
    if phase == "place_tokens":
        return plural(
            QT_TRANSLATE_N_NOOP(
                "engine", "Place the tokens you took (%n left): a token in your hand, then a highlighted space"
            ),
            "count",
            count=len(s.hand),
        )
    cubes = any(type(a) is PlaceCube for a in legal)
    cards = any(type(a) is TakeCard for a in legal)
    if s.solo and any(type(a) is Discard for a in legal):
        if cubes:
            return msg(
                QT_TRANSLATE_NOOP(
                    "engine",
                    "A habitat is ready: click the card, then a highlighted space; "
                    "or take or discard a card, or end your turn",
                )
            )
        return msg(QT_TRANSLATE_NOOP("engine", "Take or discard a card if you like, then end your turn"))
    if cubes:
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "A habitat is ready: click the card, then a highlighted space; or end your turn"
            )
        )
    if cards:
        return msg(QT_TRANSLATE_NOOP("engine", "Take a card if you like, then end your turn"))
    return msg(QT_TRANSLATE_NOOP("engine", "End your turn"))


def build_view(view: HarmoniesState, viewer: int | None) -> HarmoniesView:
    """The view model of ``view`` (already ``state.view_for(viewer)``; the
    function takes the view again, which is cheap and makes it safe on a
    full state) for ``viewer`` (None: a spectator)."""
    s = cast(HarmoniesState, view.view_for(viewer if viewer is not None else -1))
    mine = is_viewers_turn(s, viewer)
    legal = s.legal_actions() if mine else []
    targets = targets_by_key(legal, lambda a: _key(s, a))
    pairs: dict[tuple[Key, Key], Action] = {}
    for a in legal:
        pair = _pair(s, a)
        if pair is not None:
            if pair in pairs:
                raise ValueError(f"two actions for one pair {pair!r}: {pairs[pair]} and {a}")
            pairs[pair] = a
    sheet = s.score()
    players = tuple(_player(s, p, sheet.players[p].total) for p in range(s.num_players))
    return HarmoniesView(
        viewer=viewer,
        current_player=s.current_player,
        is_over=s.over,
        targets=targets,
        pairs=pairs,
        prompt=_prompt(s, mine, legal),
        last_round=s.triggered and not s.over,
        # A convenience, not a rule: the first token in hand is chosen, so its spaces show at once.
        preselect=("hand", data.COLOURS[s.hand[0]]) if s.hand else None,
        side=s.side.name,
        solo=s.solo,
        spirits=s.spirits,
        phase=s.phase(),
        central=tuple((space_id(i), tuple(data.COLOURS[c] for c in sp)) for i, sp in enumerate(s.central)),
        hand=tuple(data.COLOURS[c] for c in s.hand),
        display=tuple(data.CARDS[c].id if c >= 0 else None for c in s.display),
        deck=len(s.deck),
        pouch=sum(s.pouch),
        boxed=s.boxed,
        turns=s.turns,
        players=players,
        explain=explainer(s, lambda key, source: _would_be(s, key, source)),
    )
