"""A Harmonies position and every turn rule (§4 setup, §5 turn, §7 edge
cases, §3 Nature's Spirit variant, §5.8 solo).

Turn structure (what the play screen needs): a player's turn is a series of
clicks. With spirits, the first click of a player's first turn is
``ChooseSpirit`` (nothing else is legal then, §7.2 item 25). Then, in any order:
``TakeSpace`` once, followed by one ``PlaceToken`` per taken token; at most one
``TakeCard``; any number of ``PlaceCube``. ``EndTurn`` (or, solo, ``Discard``)
is legal once the three tokens are placed; it refills the central board and
the display from the seeded chance stream, so it is an undo barrier (``draws``
changes). ``ChooseSpirit`` also counts as a draw: it reveals the kept spirit
and boxes the other unseen, so undo stops there too.

Hidden information: the pouch and the draw pile are kept as multisets and
drawn at random from the state's seed, so their order is hidden by the seed
alone; the Nature's Spirit cards dealt to other players (and the one each
returned to the box) are masked in a view and resampled by ``determinized``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...core.chance import draw_rng
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.score import ScoreSheet
from . import data, scoring
from .actions import END_TURN, ChooseSpirit, Discard, EndTurn, PlaceCube, PlaceToken, TakeCard, TakeSpace
from .garden import SIDES, Side, code_masks, cube_targets, legal_token_cells, stack_masks

PUT = data.PUT
SLOTS: tuple[int, ...] = tuple(c.slots for c in data.CARDS)
NUM_ANIMALS = data.NUM_ANIMALS
HIDDEN = -1
N_STACKS = len(data.STACKS)

# Action objects are built once and reused (legal_actions only picks them).
TAKE_SPACE = tuple(TakeSpace(i) for i in range(data.CENTRAL_SPACES))
TAKE_CARD = tuple(TakeCard(c.id) for c in data.CARDS)
CHOOSE = tuple(ChooseSpirit(c.id) for c in data.CARDS)
DISCARD = tuple(Discard(c.id) for c in data.CARDS)


class _SideActions:
    """Per side: token and cube actions by colour/card and bit."""

    def __init__(self, side: Side):
        self.token = tuple({b: PlaceToken(col, side.label_of_bit[b]) for b in side.bits} for col in data.COLOURS)
        self.cube = tuple({b: PlaceCube(c.id, side.label_of_bit[b]) for b in side.bits} for c in data.CARDS)


SIDE_ACTIONS = {name: _SideActions(side) for name, side in SIDES.items()}

# -- events (the turn log): colour and card names as messages, built once ---------------------------------
COLOUR_NAMES: tuple[Message, ...] = (
    msg(QT_TRANSLATE_NOOP("engine", "blue")),
    msg(QT_TRANSLATE_NOOP("engine", "gray")),
    msg(QT_TRANSLATE_NOOP("engine", "brown")),
    msg(QT_TRANSLATE_NOOP("engine", "green")),
    msg(QT_TRANSLATE_NOOP("engine", "yellow")),
    msg(QT_TRANSLATE_NOOP("engine", "red")),
)
CARD_NAMES: tuple[Message, ...] = tuple(msg(c.name) for c in data.CARDS)

# Reasons of refused actions (HarmoniesState._why_not).
_TAKE_TOKENS_FIRST = msg(QT_TRANSLATE_NOOP("engine", "Take tokens from the central board first"))
_NOT_A_SPACE = msg(QT_TRANSLATE_NOOP("engine", "That is not a space of your board"))


def space_id(i: int) -> str:
    """The id of central space ``i`` (0-based) in events and view keys: "C1".. (1-based)."""
    return f"C{i + 1}"


def tokens_message(colours) -> Message:
    """Token colours as one message: "blue, gray and red"."""
    names = [COLOUR_NAMES[c] for c in colours]
    if len(names) == 3:
        return msg(
            QT_TRANSLATE_NOOP("engine", "{first}, {second} and {third}"),
            first=names[0],
            second=names[1],
            third=names[2],
        )
    if len(names) == 2:
        return msg(QT_TRANSLATE_NOOP("engine", "{first} and {second}"), first=names[0], second=names[1])
    return names[0] if names else msg(QT_TRANSLATE_NOOP("engine", "no tokens"))


def draw_tokens(rng: random.Random, pouch: list[int], k: int) -> tuple[int, ...]:
    """``k`` tokens at random from the pouch counts (mutated), sorted."""
    total = sum(pouch)
    out = []
    for _ in range(k):
        r = int(rng.random() * total)
        c = 0
        while r >= pouch[c]:
            r -= pouch[c]
            c += 1
        pouch[c] -= 1
        total -= 1
        out.append(c)
    out.sort()
    return tuple(out)


class HarmoniesState(State):
    """See the module docstring. Per-player data live in lists indexed by
    player whose items are immutable (tuples, ints): ``copy`` copies the lists
    and ``_apply`` replaces items, so copies share everything else."""

    # -- construction -------------------------------------------------------------------------
    def __init__(self, game, num_players: int, seed: int, side: str, spirits: bool):
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.draws = 0
        self.side = SIDES[side]
        self.spirits = spirits
        self.solo = num_players == 1
        n = num_players
        empty = (0,) * self.side.size
        self.stacks = [empty] * n
        sm = [0] * N_STACKS
        sm[0] = self.side.mask
        self.sm = [tuple(sm)] * n
        self.cubes = [0] * n
        self.animal_cubes = [0] * n
        self.cards: list[tuple[tuple[int, int], ...]] = [()] * n
        self.spirit = [-1] * n
        self.spirit_placed = [False] * n
        self.offers: list[tuple[int, ...]] = [()] * n
        self.returned = [-1] * n
        self.central: tuple[tuple[int, ...], ...] = ()
        self.pouch: tuple[int, ...] = data.TOKEN_COUNTS
        self.deck: tuple[int, ...] = tuple(range(NUM_ANIMALS))
        self.display: tuple[int, ...] = ()
        self.boxed = 0
        self.player = 0
        self.turns = 0
        self.hand: tuple[int, ...] = ()
        self.taken_space = -1
        self.took_space = False
        self.took_card = False
        self.triggered = False
        self.over = False

    def _draw(self) -> random.Random:
        if self.seed is None:
            raise RuntimeError("a player's view cannot draw: determinize it first")
        rng = draw_rng(self.seed, self.draws)
        self.draws += 1
        return rng

    def setup(self) -> None:
        """§4.1 / §4.2: fill the central board, deal the display, deal spirits."""
        rng = self._draw()
        pouch = list(self.pouch)
        spaces = data.SOLO_CENTRAL_SPACES if self.solo else data.CENTRAL_SPACES
        self.central = tuple(draw_tokens(rng, pouch, data.TOKENS_PER_SPACE) for _ in range(spaces))
        self.pouch = tuple(pouch)
        deck = list(self.deck)
        shown = []
        for _ in range(data.SOLO_DISPLAY_SIZE if self.solo else data.DISPLAY_SIZE):
            shown.append(deck.pop(int(rng.random() * len(deck))))
        self.deck, self.display = tuple(deck), tuple(shown)
        if self.spirits:
            pool = list(range(NUM_ANIMALS, len(data.CARDS)))
            offers = []
            for _ in range(self.num_players):
                a = pool.pop(int(rng.random() * len(pool)))
                b = pool.pop(int(rng.random() * len(pool)))
                offers.append(tuple(sorted((a, b))))
            self.offers = offers

    # -- contract -------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self.over else self.player

    @property
    def is_over(self) -> bool:
        return self.over

    def turn_number(self) -> int:
        """The turns played so far (docs/architecture.md §6.13: the turn log's lines)."""
        return self.turns

    def copy(self) -> "HarmoniesState":
        new = object.__new__(HarmoniesState)
        d = new.__dict__
        d.update(self.__dict__)
        d["stacks"] = self.stacks[:]
        d["sm"] = self.sm[:]
        d["cubes"] = self.cubes[:]
        d["animal_cubes"] = self.animal_cubes[:]
        d["cards"] = self.cards[:]
        d["spirit"] = self.spirit[:]
        d["spirit_placed"] = self.spirit_placed[:]
        d["offers"] = self.offers[:]
        d["returned"] = self.returned[:]
        return new

    # -- queries (the view model, tests and hints) ---------------------------------------------
    def incomplete_cards(self, player: int) -> int:
        """§5.4 / §7.2 item 8: incomplete animal cards + the spirit until its cube is placed."""
        n = sum(1 for idx, placed in self.cards[player] if placed < SLOTS[idx])
        if self.spirit[player] >= 0 and not self.spirit_placed[player]:
            n += 1
        return n

    def phase(self) -> str:
        """What the current player is doing: "over", "choose_spirit",
        "take_tokens" (no space taken yet), "place_tokens" (tokens in hand)
        or "finish" (tokens placed: may still take a card / place cubes, then end)."""
        if self.over:
            return "over"
        if self.offers[self.player]:
            return "choose_spirit"
        if not self.took_space:
            return "take_tokens"
        return "place_tokens" if self.hand else "finish"

    def targets(self) -> dict[str, Any]:
        """The legal actions grouped by kind (tests, hints): {"take_space": [i],
        "place_token": {colour: [cell]}, "take_card": [id], "place_cube": {card: [cell]},
        "choose_spirit": [id], "discard": [id], "end_turn": bool}."""
        out: dict[str, Any] = {
            "choose_spirit": [],
            "take_space": [],
            "place_token": {},
            "take_card": [],
            "place_cube": {},
            "discard": [],
            "end_turn": False,
        }
        for a in self.legal_actions():
            if isinstance(a, PlaceToken):
                out["place_token"].setdefault(a.colour, []).append(a.cell)
            elif isinstance(a, PlaceCube):
                out["place_cube"].setdefault(a.card, []).append(a.cell)
            elif isinstance(a, TakeSpace):
                out["take_space"].append(a.space)
            elif isinstance(a, EndTurn):
                out["end_turn"] = True
            else:  # TakeCard, Discard, ChooseSpirit: a card, listed under the action's kind
                assert isinstance(a, (TakeCard, Discard, ChooseSpirit)), a
                out[a.kind].append(a.card)
        return out

    def set_board(self, player: int, stacks: tuple[int, ...], cubes: int = 0) -> None:
        """Replace a player's board (tests, tutorials): stack ids by dense index."""
        self.stacks[player] = tuple(stacks)
        self.sm[player] = stack_masks(self.side, stacks)
        self.cubes[player] = cubes

    def empty_spaces(self, player: int) -> int:
        return self.sm[player][0].bit_count()

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        p = self.player
        if self.offers[p]:
            return [CHOOSE[c] for c in self.offers[p]]
        acts: list[Action] = []
        sa = SIDE_ACTIONS[self.side.name]
        sm = self.sm[p]
        cubes = self.cubes[p]
        if not self.took_space:
            acts.extend(TAKE_SPACE[i] for i, sp in enumerate(self.central) if sp)
        elif self.hand:
            prev = -1
            for colour in self.hand:
                if colour != prev:
                    prev = colour
                    tokens = sa.token[colour]
                    m = legal_token_cells(sm, colour, cubes)
                    while m:
                        low = m & -m
                        acts.append(tokens[low.bit_length() - 1])
                        m ^= low
        if not self.took_card and self.incomplete_cards(p) < data.CARD_LIMIT:
            acts.extend(TAKE_CARD[c] for c in self.display if c >= 0)
        km = None
        for idx, placed in self.cards[p]:
            if placed < SLOTS[idx]:
                if km is None:
                    km = code_masks(sm)
                m = cube_targets(idx, km, cubes)
                if m:
                    table = sa.cube[idx]
                    while m:
                        low = m & -m
                        acts.append(table[low.bit_length() - 1])
                        m ^= low
        s = self.spirit[p]
        if s >= 0 and not self.spirit_placed[p]:
            if km is None:
                km = code_masks(sm)
            m = cube_targets(s, km, cubes)
            table = sa.cube[s]
            while m:
                low = m & -m
                acts.append(table[low.bit_length() - 1])
                m ^= low
        if self.took_space and not self.hand:
            acts.append(END_TURN)
            if self.solo and not self.took_card:
                acts.extend(DISCARD[c] for c in self.display if c >= 0)
        return acts

    def _why_not(self, action: Action) -> Message | None:
        """Why an illegal action is refused (State.why_not, docs/architecture.md §3.3):
        docs/rules/harmonies.md §5.2-§5.6 in the player's words."""
        p = self.player
        if self.offers[p]:
            return msg(QT_TRANSLATE_NOOP("engine", "Choose your Nature's Spirit first"))
        if isinstance(action, TakeSpace):
            if self.took_space:
                return msg(QT_TRANSLATE_NOOP("engine", "You have already taken tokens this turn"))
            return msg(QT_TRANSLATE_NOOP("engine", "That space of the central board is empty"))
        if isinstance(action, PlaceToken):
            colour = data.COLOUR_INDEX.get(action.colour, -1)
            if not self.took_space:
                return _TAKE_TOKENS_FIRST
            if colour < 0:
                return None
            if colour not in self.hand:
                return msg(
                    QT_TRANSLATE_NOOP("engine", "You have no {colour} token in hand"), colour=COLOUR_NAMES[colour]
                )
            i = self.side.index.get(action.cell)
            if i is None:
                return _NOT_A_SPACE
            if self.cubes[p] >> self.side.bits[i] & 1:
                return msg(QT_TRANSLATE_NOOP("engine", "A space with a cube on it takes no more tokens"))
            return msg(
                QT_TRANSLATE_NOOP("engine", "A {colour} token cannot go on that stack ({stack})"),
                colour=COLOUR_NAMES[colour],
                stack=tokens_message(data.STACKS[self.stacks[p][i]]),
            )
        if isinstance(action, (TakeCard, Discard)):
            if self.took_card:
                return msg(QT_TRANSLATE_NOOP("engine", "You have already taken a card this turn"))
            if isinstance(action, TakeCard) and self.incomplete_cards(p) >= data.CARD_LIMIT:
                return plural(
                    QT_TRANSLATE_N_NOOP("engine", "You may hold at most %n incomplete cards"),
                    "limit",
                    limit=data.CARD_LIMIT,
                )
            return None
        if isinstance(action, PlaceCube):
            i = self.side.index.get(action.cell)
            if i is None:
                return _NOT_A_SPACE
            if self.cubes[p] >> self.side.bits[i] & 1:
                return msg(QT_TRANSLATE_NOOP("engine", "That space already holds a cube"))
            return msg(QT_TRANSLATE_NOOP("engine", "The card's habitat is not on your board with its cube there"))
        if isinstance(action, EndTurn):
            if not self.took_space:
                return _TAKE_TOKENS_FIRST
            return msg(QT_TRANSLATE_NOOP("engine", "Place the tokens in your hand first"))
        return None

    def _apply(self, action: Action) -> None:
        _APPLY[type(action)](self, action)

    def _place_token(self, action: PlaceToken) -> None:
        """§5.3: a token from the hand onto a space of the player's board (§5.2 stacks)."""
        p = self.player
        side = self.side
        colour = data.COLOUR_INDEX[action.colour]
        i = side.index[action.cell]
        st = self.stacks[p]
        old = st[i]
        new = PUT[old][colour]
        self.stacks[p] = st[:i] + (new,) + st[i + 1 :]
        bit = 1 << side.bits[i]
        sm = list(self.sm[p])
        sm[old] ^= bit
        sm[new] |= bit
        self.sm[p] = tuple(sm)
        hand = list(self.hand)
        hand.remove(colour)
        self.hand = tuple(hand)
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "places a {colour} token on {cell}"),
                places=(action.cell,),
                kind="place",
                colour=COLOUR_NAMES[colour],
                cell=action.cell,
            )

    def _place_cube(self, action: PlaceCube) -> None:
        """§5.5: a cube from an animal (or spirit) card onto the board."""
        p = self.player
        side = self.side
        idx = data.CARD_INDEX[action.card]
        self.cubes[p] |= 1 << side.bits[side.index[action.cell]]
        if idx >= NUM_ANIMALS:
            self.spirit_placed[p] = True
            done = True
        else:
            self.cards[p] = tuple((c, n + 1) if c == idx else (c, n) for c, n in self.cards[p])
            self.animal_cubes[p] += 1
            done = (idx, SLOTS[idx]) in self.cards[p]
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "places a cube from the {card} card on {cell}"),
                places=(action.cell, action.card),
                kind="cube",
                card=CARD_NAMES[idx],
                cell=action.cell,
            )
            if done:
                self.emit(
                    p,
                    QT_TRANSLATE_NOOP("engine", "completes the {card} card"),
                    places=(action.card,),
                    kind="complete",
                    card=CARD_NAMES[idx],
                )

    def _take_space(self, action: TakeSpace) -> None:
        """§5.1: the three tokens of one central space into the hand."""
        p = self.player
        i = action.space
        self.hand = self.central[i]
        self.central = self.central[:i] + ((),) + self.central[i + 1 :]
        self.taken_space = i
        self.took_space = True
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "takes {tokens} from central space {space}"),
                places=(space_id(i),),
                kind="take",
                tokens=tokens_message(self.hand),
                space=i + 1,
            )

    def _take_card(self, action: TakeCard) -> None:
        """§5.4: an animal card from the display."""
        p = self.player
        idx = data.CARD_INDEX[action.card]
        self.display = tuple(-1 if c == idx else c for c in self.display)
        self.cards[p] = self.cards[p] + ((idx, 0),)
        self.took_card = True
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "takes the {card} card"),
                places=(action.card,),
                kind="card",
                card=CARD_NAMES[idx],
            )

    def _end_turn_action(self, action: EndTurn) -> None:
        if self._events is not None:
            self.emit(self.player, QT_TRANSLATE_NOOP("engine", "ends the turn"), kind="end_turn")
        self._end_turn(-1)

    def _discard(self, action: Discard) -> None:
        """§5.8 solo: a display card out of the game, which ends the turn."""
        idx = data.CARD_INDEX[action.card]
        if self._events is not None:
            self.emit(
                self.player,
                QT_TRANSLATE_NOOP("engine", "discards the {card} card and ends the turn"),
                places=(action.card,),
                kind="discard",
                card=CARD_NAMES[idx],
            )
        self._end_turn(idx)

    def _choose_spirit(self, action: ChooseSpirit) -> None:
        """§3.1: keep one of the two Nature's Spirit cards offered."""
        p = self.player
        idx = data.CARD_INDEX[action.card]
        offer = self.offers[p]
        self.spirit[p] = idx
        self.returned[p] = next((c for c in offer if c != idx), -1)
        self.offers[p] = ()
        # The choice reveals the kept card and boxes the other one unseen:
        # count it as a draw so the UI's undo stops here (undo barrier).
        self.draws += 1
        if self._events is not None:
            # The card returned to the box stays unseen: the message names only the kept one.
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "keeps the {card} and returns the other spirit unseen"),
                places=(action.card,),
                kind="spirit",
                card=CARD_NAMES[idx],
            )

    def _end_turn(self, discard: int) -> None:
        """§5.6 (and §5.8 solo): refill, check the triggers (§5.7), pass on."""
        p = self.player
        rng = self._draw()
        events = self._events is not None
        self._refill_central(p, rng, events)  # draws from rng first: the order is part of a seeded game
        self._refill_display(p, rng, discard, events)
        if self.sm[p][0].bit_count() <= data.BOARD_TRIGGER_EMPTY:
            if events and not self.triggered:
                self.emit(
                    p,
                    QT_TRANSLATE_N_NOOP("engine", "has %n empty spaces left: the game ends after this round"),
                    kind="trigger",
                    numerus="count",
                    count=self.sm[p][0].bit_count(),
                )
            self.triggered = True  # §5.7 board trigger (own turn only, §7.2 item 13)
        self.turns += 1
        if self.triggered and p == self.num_players - 1:
            self.over = True  # §5.7: the round is complete
            self.hand = ()
            if events:
                self._emit_final_scores()
            return
        self.player = (p + 1) % self.num_players
        self.hand = ()
        self.taken_space = -1
        self.took_space = self.took_card = False

    def _refill_central(self, p: int, rng: random.Random, events: bool) -> None:
        """§5.6 item 1 (§5.8 solo: the tokens left go to the box, all spaces refill); §5.7 pouch trigger."""
        pouch = list(self.pouch)
        central = list(self.central)
        need = data.TOKENS_PER_SPACE
        was_triggered = self.triggered
        if self.solo:
            left = sum(len(sp) for sp in central)
            self.boxed += left
            refill = list(range(len(central)))
            central = [()] * len(central)
            if events and left:
                self.emit(
                    p,
                    QT_TRANSLATE_N_NOOP("engine", "returns the %n tokens left on the central board to the box"),
                    kind="box",
                    numerus="count",
                    count=left,
                )
        else:
            refill = [self.taken_space]
        if refill:
            if sum(pouch) < need * len(refill):
                self.triggered = True  # §5.7 pouch trigger; §7.2 item 11
            for i in refill:
                k = min(need, sum(pouch))
                if k:
                    central[i] = draw_tokens(rng, pouch, k)
                    if events:
                        self.emit(
                            p,
                            QT_TRANSLATE_NOOP("engine", "central space {space} is refilled with {tokens}"),
                            places=(space_id(i),),
                            kind="refill",
                            space=i + 1,
                            tokens=tokens_message(central[i]),
                        )
            if events and self.triggered and not was_triggered:
                self.emit(
                    p,
                    QT_TRANSLATE_NOOP(
                        "engine", "the pouch cannot refill the central board: the game ends after this round"
                    ),
                    kind="trigger",
                )
        self.central = tuple(central)
        self.pouch = tuple(pouch)

    def _refill_display(self, p: int, rng: random.Random, discard: int, events: bool) -> None:
        """§5.6 item 2 (§7.2 item 10): empty display slots refilled; §5.8: a discarded card replaced at once."""
        display = list(self.display)
        deck = list(self.deck)
        before = tuple(display)
        if discard >= 0:
            j = display.index(discard)
            display[j] = deck.pop(int(rng.random() * len(deck))) if deck else -1
        for j, c in enumerate(display):
            if c < 0 and deck:
                display[j] = deck.pop(int(rng.random() * len(deck)))
        self.display, self.deck = tuple(display), tuple(deck)
        if events:
            for c, old in zip(display, before):
                if c >= 0 and c != old:  # face up for everyone: naming it reveals nothing
                    self.emit(
                        p,
                        QT_TRANSLATE_NOOP("engine", "the {card} card is revealed on the display"),
                        places=(data.CARDS[c].id,),
                        kind="reveal",
                        card=CARD_NAMES[c],
                    )

    def _emit_final_scores(self) -> None:
        """§6: the game is over: every player's total (and the suns, solo)."""
        self.emit(self.player, QT_TRANSLATE_NOOP("engine", "the round is complete: the game is over"), kind="over")
        sheet = self.score()
        for i, ps in enumerate(sheet.players):
            if "suns" in ps.extra:
                self.emit(
                    i,
                    QT_TRANSLATE_N_NOOP("engine", "scores %n points: {suns}"),
                    kind="score",
                    numerus="points",
                    points=ps.total,
                    suns=plural(QT_TRANSLATE_N_NOOP("engine", "%n suns"), "n", n=ps.extra["suns"]),
                )
            else:
                self.emit(
                    i,
                    QT_TRANSLATE_N_NOOP("engine", "scores %n points"),
                    kind="score",
                    numerus="points",
                    points=ps.total,
                )

    # -- hidden information ---------------------------------------------------------------------
    def _hide(self, player: int) -> None:
        self.offers = [o if i == player or not o else (HIDDEN, HIDDEN) for i, o in enumerate(self.offers)]
        self.returned = [r if i == player else HIDDEN for i, r in enumerate(self.returned)]

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        seen = set(self.spirit) | {c for o in self.offers for c in o} | {self.returned[player]}
        unseen = [c for c in range(NUM_ANIMALS, len(data.CARDS)) if c not in seen]
        rng.shuffle(unseen)
        offers = []
        for o in self.offers:
            if o and o[0] == HIDDEN:
                o = tuple(sorted((unseen.pop(), unseen.pop())))
            offers.append(o)
        self.offers = offers
        self.returned = [r if r != HIDDEN else -1 for r in self.returned]

    # -- scores -----------------------------------------------------------------------------------
    def player_data(self, i: int) -> tuple:
        return (f"P{i + 1}", self.sm[i], self.cards[i], self.spirit[i], self.spirit_placed[i], self.animal_cubes[i])

    def score(self) -> ScoreSheet:
        return scoring.score_sheet(
            self.game.id, self.side, self.spirits, [self.player_data(i) for i in range(self.num_players)]
        )

    def points(self, player: int) -> int:
        return scoring.total(
            self.side, self.sm[player], self.cards[player], self.spirit[player], self.spirit_placed[player]
        )

    def to_dict(self) -> dict[str, Any]:
        side = self.side
        return {
            "side": side.name,
            "spirits": self.spirits,
            "player": self.player,
            "turns": self.turns,
            "over": self.over,
            "triggered": self.triggered,
            "draws": self.draws,
            "hand": [data.COLOURS[c] for c in self.hand],
            "taken_space": self.taken_space,
            "took_space": self.took_space,
            "took_card": self.took_card,
            "central": [[data.COLOURS[c] for c in sp] for sp in self.central],
            "pouch": list(self.pouch),
            "boxed": self.boxed,
            "deck": [data.CARDS[c].id for c in self.deck],
            "display": [data.CARDS[c].id if c >= 0 else None for c in self.display],
            "players": [
                {
                    "spaces": {
                        side.labels[j]: [data.COLOURS[c] for c in data.STACKS[s]]
                        for j, s in enumerate(self.stacks[i])
                        if s
                    },
                    "cubes_on": list(side.labels_of(self.cubes[i])),
                    "cards": [[data.CARDS[c].id, n] for c, n in self.cards[i]],
                    "spirit": data.CARDS[self.spirit[i]].id if self.spirit[i] >= 0 else None,
                    "spirit_placed": self.spirit_placed[i],
                    "offer": [data.CARDS[c].id if c >= 0 else None for c in self.offers[i]],
                    "returned": data.CARDS[self.returned[i]].id if self.returned[i] >= 0 else None,
                }
                for i in range(self.num_players)
            ],
        }


# One method per action type; apply() has checked legality, so every type is here.
_APPLY: dict[type, Callable[[HarmoniesState, Any], None]] = {
    PlaceToken: HarmoniesState._place_token,
    PlaceCube: HarmoniesState._place_cube,
    TakeSpace: HarmoniesState._take_space,
    TakeCard: HarmoniesState._take_card,
    EndTurn: HarmoniesState._end_turn_action,
    Discard: HarmoniesState._discard,
    ChooseSpirit: HarmoniesState._choose_spirit,
}
