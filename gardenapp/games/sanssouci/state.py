"""The Sanssouci position and its turn rules (§2, §3, §5).

Turn phases of a person (one action per click):

    CARD  --PlayCard-->  TAKE  --TakeTile-->  [PLACE --PlaceTile-->]  NOBLE --MoveNoble|SkipNoble--> (refill, draw) next
                                   (PLACE only when the target is occupied: the gardener flip, §3.2;
                                    NOBLE is skipped when no noble can move, §3.3)

Pedro Bot's turn (solo, §5.3) is a chain of forced ``AutomatonStep`` actions:
easy REVEAL, TAKE, PLACE; normal REVEAL, TAKE, ROLL, PLACE; advanced REVEAL, ROLL, TAKE, PLACE.
PLACE also moves the bot's noble, scores, and refills the display.

Chance: the refill, the card draw, the bot's card and die are drawn from
``draw_rng(seed, draws)``; every draw bumps ``draws`` (the UI's undo barrier).

Events (``State.emit``, recorded only by ``apply_with_events``): every play,
reveal, roll, take, placement, noble move or skip, completed row or column,
refill, card draw (never which card), the last round and the end; their
places are spec coordinates ("row,col" for garden spaces, "5L" for display
spaces), so the UI marks what the last turn touched.

Representation: a garden is two bit masks (garden.py); per-player data are
tuples inside small lists, copied shallowly, so ``copy`` is cheap.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.bitset import set_bits
from ...core.chance import draw_from_bag, draw_rng, pop_from_deck
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from . import automaton as auto
from .actions import (
    CARD_INDEX,
    MOVE,
    PLACE,
    PLAY,
    SKIP,
    STEP,
    TAKE,
    MoveNoble,
    PlaceTile,
    PlayCard,
    SkipNoble,
    TakeTile,
)
from .data import CARDS, COLS, ELEMENTS, ROUNDS, ROWS
from .garden import BELOW, CELL_OF, COL_MASK, FULL, NOT_COL1, NOT_COLN, ROW_MASK, bit, cell_text, flood
from .scoring import Garden, Tables, completion_mask, fast_total, score_gardens

HIDDEN = -1
ROW_MASK1 = ROW_MASK[1]
# START_BIT[k][r]: where the noble of column k+1 at row r starts its walk (row 0: enters (1,k+1)).
START_BIT = tuple(tuple(bit(max(r, 1), k + 1) for r in range(ROWS + 1)) for k in range(COLS))
# ALLOWED[k][r]: the cells a noble of column k+1 at row r may end on (own column, lower row).
ALLOWED = tuple(tuple(COL_MASK[k + 1] & BELOW[r] for r in range(ROWS + 1)) for k in range(COLS))
MOVE_AT = tuple(MOVE[c][r] for r, c in CELL_OF)  # by cell index
EMPTY_SLOT = -1

# phases
CARD, TAKE_PH, PLACE_PH, NOBLE, A_REVEAL, A_ROLL, A_TAKE, A_PLACE, OVER = range(9)
PHASE_NAMES = ("card", "take", "place", "noble", "bot_reveal", "bot_roll", "bot_take", "bot_place", "over")
JOKER_CARD = len(CARDS) - 1
ALL_SLOTS = tuple(range(10))
SIDES = "LR"

# -- the words of the events (translated by the UI in the "engine" context) -------------
ELEMENT_MSGS: tuple[Message, ...] = (
    msg(QT_TRANSLATE_NOOP("engine", "Labyrinth")),
    msg(QT_TRANSLATE_NOOP("engine", "Statue")),
    msg(QT_TRANSLATE_NOOP("engine", "Pavilion")),
    msg(QT_TRANSLATE_NOOP("engine", "Topiary")),
    msg(QT_TRANSLATE_NOOP("engine", "Stairs")),
    msg(QT_TRANSLATE_NOOP("engine", "Fountain")),
    msg(QT_TRANSLATE_NOOP("engine", "Rose arch")),
    msg(QT_TRANSLATE_NOOP("engine", "Herb spiral")),
    msg(QT_TRANSLATE_NOOP("engine", "Grapevine")),
)
COLOUR_MSGS: dict[int, Message] = {  # by garden row (§1.1)
    1: msg(QT_TRANSLATE_NOOP("engine", "beige")),
    2: msg(QT_TRANSLATE_NOOP("engine", "white")),
    3: msg(QT_TRANSLATE_NOOP("engine", "grey")),
    4: msg(QT_TRANSLATE_NOOP("engine", "orange")),
    5: msg(QT_TRANSLATE_NOOP("engine", "violet")),
    6: msg(QT_TRANSLATE_NOOP("engine", "turquoise")),
}
SIDE_MSGS = (msg(QT_TRANSLATE_NOOP("engine", "left")), msg(QT_TRANSLATE_NOOP("engine", "right")))
JOKER_MSG = msg(QT_TRANSLATE_NOOP("engine", "Joker"))


def space_name(slot: int) -> str:
    """The spec name of a display space: its garden row and side, "5L"."""
    return f"{slot // 2 + 2}{SIDES[slot % 2]}"


SPACE_NAMES = tuple(space_name(s) for s in ALL_SLOTS)


class Setup:
    """Immutable facts of one game, shared by every state of it."""

    __slots__ = (
        "seats",
        "solo",
        "level",
        "automaton",
        "printed",
        "layouts",
        "custom",
        "colour_rows",
        "colour_slots",
        "tables",
        "tiles_per_element",
        "pass_through",
        "rows_travelled",
        "names",
        "missions_for_bot",
    )
    seats: int
    solo: bool
    level: int  # automaton.EASY / NORMAL / ADVANCED
    automaton: int  # Pedro Bot's seat, -1 without it
    printed: tuple[int, ...]  # printed-cell mask per seat
    layouts: tuple[str | None, ...]  # layout id per seat (None: the bot's blank garden)
    custom: tuple
    colour_rows: dict[int, tuple[int, ...]]
    colour_slots: dict[int, tuple[int, ...]]
    tables: Tables
    tiles_per_element: int
    pass_through: bool
    rows_travelled: bool
    names: tuple[str, ...]
    missions_for_bot: bool

    def __init__(self, **kw: Any):
        for k, v in kw.items():
            setattr(self, k, v)


def _slot_row(slot: int) -> int:
    return slot // 2 + 2


class SanssouciState(State):
    options: dict[str, Any]  # the game's validated options (set by SanssouciGame._new_game)

    def __init__(self, game, setup: Setup, seed: int):
        self.game = game
        self.setup = setup
        self.num_players = setup.seats
        self.seed = seed
        self.draws = 0
        n = setup.seats
        self.filled = list(setup.printed)
        self.orn = list(setup.printed)
        self.nobles = [(0,) * COLS for _ in range(n)]
        self.track = [0] * n
        self.hands: list[tuple] = [() for _ in range(n)]
        self.decks: list[tuple] = [tuple(range(len(CARDS))) for _ in range(n)]
        self.discards: list[tuple] = [() for _ in range(n)]
        self.missions: list[tuple] = [() for _ in range(n)]
        self.display = [EMPTY_SLOT] * 10
        self.supply = [setup.tiles_per_element] * COLS
        self.turn = 0
        self.start = 0
        self.phase = CARD
        self.card = -1  # card played this turn (or the bot's revealed card)
        self.slot = -1  # display slot taken this turn
        self.element = -1  # element (0..8) of the tile taken this turn
        self.die = 0  # the bot's die this turn (0 = not rolled)
        self.place_mask = 0  # PLACE phase: where the gardener may go
        self.moves: tuple = ()  # NOBLE phase: the legal noble moves
        self.last_die = 0  # Pedro Bot's last roll (shown until it rolls again), 0 = none yet

    # -- contract ------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return -1
        return (self.start + self.turn) % self.num_players

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def turn_number(self) -> int:
        """The turns played so far (docs/architecture.md §6.13: the turn log's lines)."""
        return self.turn

    def copy(self) -> "SanssouciState":
        new = object.__new__(SanssouciState)
        d = new.__dict__
        d.update(self.__dict__)
        d["filled"] = self.filled[:]
        d["orn"] = self.orn[:]
        d["nobles"] = self.nobles[:]
        d["track"] = self.track[:]
        d["hands"] = self.hands[:]
        d["decks"] = self.decks[:]
        d["discards"] = self.discards[:]
        d["missions"] = self.missions[:]
        d["display"] = self.display[:]
        d["supply"] = self.supply[:]
        return new

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == CARD:
            return [PLAY[c] for c in self.hands[self.current_player]]
        if ph == TAKE_PH:
            return [TAKE[s] for s in self.candidate_slots()]
        if ph == NOBLE:
            return [*self.moves, SKIP]
        if ph == PLACE_PH:
            return [PLACE[i] for i in set_bits(self.place_mask)]
        if ph == OVER:
            return []
        return [STEP]

    def candidate_slots(self) -> list[int]:
        """§3.1 the candidate set C of the card played this turn."""
        card = self.card
        display = self.display
        if card < COLS:
            out = [s for s in ALL_SLOTS if display[s] == card]
            if out:
                return out
        elif card < JOKER_CARD:
            out = [s for s in self.setup.colour_slots[card] if display[s] >= 0]
            if out:
                return out
        return [s for s in ALL_SLOTS if display[s] >= 0]

    def _draw(self) -> random.Random:
        """The generator of the next draw (then counted): a pure function of
        (seed, draw number), so replay, undo and redo give the same draws."""
        if self.seed is None:
            raise RuntimeError("a player's view cannot draw: determinize it first")
        rng = draw_rng(self.seed, self.draws)
        self.draws += 1
        return rng

    def _why_not(self, action: Action) -> Message | None:
        """Why an illegal action is refused (State.why_not, docs/architecture.md §3.3):
        the turn of docs/rules/sanssouci.md §3.1-§3.3 in the player's words."""
        ph = self.phase
        p = self.current_player
        if ph == CARD:
            return msg(QT_TRANSLATE_NOOP("engine", "Play one of your cards first"))
        if isinstance(action, PlayCard):
            return msg(QT_TRANSLATE_NOOP("engine", "You have already played a card this turn"))
        if isinstance(action, TakeTile):
            if ph != TAKE_PH:
                return msg(QT_TRANSLATE_NOOP("engine", "You have already taken a tile this turn"))
            slot = (action.row - 2) * 2 + action.side
            if not (0 <= slot < len(self.display)) or self.display[slot] < 0:
                return msg(QT_TRANSLATE_NOOP("engine", "That display space is empty"))
            if self.card < COLS:
                return msg(
                    QT_TRANSLATE_NOOP("engine", "Your card takes a tile showing {element}"),
                    element=ELEMENT_MSGS[self.card],
                )
            return msg(
                QT_TRANSLATE_NOOP("engine", "Your card {card} takes a tile from the spaces of its two colours"),
                card=self.card_message(self.card),
            )
        if ph == TAKE_PH:
            return msg(QT_TRANSLATE_NOOP("engine", "Take a tile from the display first"))
        if isinstance(action, PlaceTile) and ph == PLACE_PH:
            if not (1 <= action.row <= ROWS and 1 <= action.col <= COLS):
                return None
            if self.filled[p] & bit(action.row, action.col):
                return msg(QT_TRANSLATE_NOOP("engine", "That space of your garden is not empty"))
            return msg(
                QT_TRANSLATE_NOOP("engine", "The gardener goes on an empty space of row {row} or column {col}"),
                row=_slot_row(self.slot),
                col=self.element + 1,
            )
        if isinstance(action, PlaceTile) and ph == NOBLE:
            return msg(QT_TRANSLATE_NOOP("engine", "Your tile is placed: move a noble or skip"))
        if isinstance(action, MoveNoble) and ph == NOBLE:
            if not (0 <= action.row <= ROWS and 1 <= action.col <= COLS):
                return None
            if action.row <= self.nobles[p][action.col - 1]:
                return msg(QT_TRANSLATE_NOOP("engine", "A noble only moves down its column, to a lower row"))
            if action.row == 0 or not self.orn[p] & bit(action.row, action.col):
                return msg(
                    QT_TRANSLATE_NOOP("engine", "A noble ends on an ornament, never on a gardener or an empty space")
                )
            return msg(QT_TRANSLATE_NOOP("engine", "No path of built spaces leads that noble there"))
        return None

    def noble_column_refusal(self, from_col: int, to_col: int) -> Message | None:
        """§3.3: a noble ends in its own column (None when ``to_col`` is it)."""
        if from_col == to_col:
            return None
        return msg(QT_TRANSLATE_NOOP("engine", "A noble stays in its own column"))

    def _apply(self, action: Action) -> None:
        if type(action) is MoveNoble:
            self._move_noble(action.col, action.row)
            self._end_turn()
        elif type(action) is SkipNoble:
            if self._events is not None:
                self.emit(self.current_player, QT_TRANSLATE_NOOP("engine", "moves no noble"), kind="skip")
            self._end_turn()
        elif type(action) is PlayCard:
            p = self.current_player
            c = CARD_INDEX[action.card]
            hand = list(self.hands[p])
            hand.remove(c)
            self.hands[p] = tuple(hand)
            self.discards[p] += (c,)
            self.card = c
            self.phase = TAKE_PH
            if self._events is not None:
                self.emit(
                    p, QT_TRANSLATE_NOOP("engine", "plays the card {card}"), kind="play", card=self.card_message(c)
                )
        elif type(action) is TakeTile:
            self._take((action.row - 2) * 2 + action.side)
        elif type(action) is PlaceTile:
            p = self.current_player
            b = bit(action.row, action.col)
            self.filled[p] |= b
            if self._events is not None:
                self._emit_place(p, action.row, action.col, False)
            self._enter_noble_phase(p)
        else:  # AutomatonStep
            self._automaton_step()

    # -- a person's turn -----------------------------------------------------------
    def _take(self, slot: int) -> None:
        p = self.current_player
        e = self.display[slot]
        self.display[slot] = EMPTY_SLOT
        self.slot, self.element = slot, e
        row, col = _slot_row(slot), e + 1
        if self._events is not None:
            self._emit_take(p, slot, e)
        b = bit(row, col)
        filled = self.filled[p]
        if not filled & b:
            # §3.2.2 free target: the tile goes there element side up (mandatory).
            self.filled[p] = filled | b
            self.orn[p] |= b
            if self._events is not None:
                self._emit_place(p, row, col, True)
            self._enter_noble_phase(p)
            return
        # §3.2.3 / §3.2.4: flip to the gardener; any empty cell of row R or column K, else anywhere.
        empty = ~filled & FULL
        where = empty & (ROW_MASK[row] | COL_MASK[col])
        self.place_mask = where or empty
        self.phase = PLACE_PH

    def noble_moves(self, p: int) -> list[MoveNoble]:
        """§3.3 every legal noble move of player ``p`` (BFS over filled cells)."""
        filled = self.filled[p]
        orn = self.orn[p]
        nobles = self.nobles[p]
        out = []
        if self.setup.pass_through:
            # Every noble of a person stands in the area walkable from row 1 (§3.3: tiles are
            # never removed); flood from row 1 once, then from any noble outside it (the bot).
            reach = filled & ROW_MASK1
            while True:  # inline flood (hot path)
                nxt = (
                    reach | ((reach << 1) & NOT_COL1) | ((reach >> 1) & NOT_COLN) | (reach << COLS) | (reach >> COLS)
                ) & filled
                if nxt == reach:
                    break
                reach = nxt
            allowed = 0
            for k in range(COLS):
                r0 = nobles[k]
                start = START_BIT[k][r0]
                if start & reach:
                    allowed |= ALLOWED[k][r0]
                elif start & filled:
                    allowed_k = flood(start, filled) & ALLOWED[k][r0] & orn
                    while allowed_k:
                        low = allowed_k & -allowed_k
                        out.append(MOVE_AT[low.bit_length() - 1])
                        allowed_k ^= low
            dest = reach & orn & allowed
            while dest:
                low = dest & -dest
                out.append(MOVE_AT[low.bit_length() - 1])
                dest ^= low
        else:
            cells = [bit(r, k + 1) if r else 0 for k, r in enumerate(nobles)]
            others_all = 0
            for c in cells:
                others_all |= c
            for k in range(COLS):
                r0 = nobles[k]
                start = bit(1, k + 1) if r0 == 0 else cells[k]
                walk = filled & ~(others_all & ~cells[k])
                reach = flood(start, walk)
                dest = reach & orn & COL_MASK[k + 1] & BELOW[r0]
                for i in set_bits(dest):
                    out.append(MOVE[k + 1][CELL_OF[i][0]])
        return out

    def _enter_noble_phase(self, p: int) -> None:
        moves = self.noble_moves(p)
        if moves:
            self.moves = tuple(moves)
            self.phase = NOBLE
        else:
            if self._events is not None:
                self.emit(p, QT_TRANSLATE_NOOP("engine", "no noble can move"), kind="skip")
            self._end_turn()  # §3.3: no noble can move, nothing scores

    def _move_noble(self, col: int, row: int) -> None:
        p = self.current_player
        nobles = self.nobles[p]
        before = nobles[col - 1]
        pts = row - before if self.setup.rows_travelled else row
        self.nobles[p] = nobles[: col - 1] + (row,) + nobles[col:]
        self.track[p] += pts
        if self._events is not None:
            if before == 0:
                text = QT_TRANSLATE_NOOP("engine", "moves the {element} noble from the terrace to row {end}: +{points}")
            else:
                text = QT_TRANSLATE_NOOP("engine", "moves the {element} noble from row {start} to row {end}: +{points}")
            self.emit(
                p,
                text,
                places=(cell_text((row, col)),),
                kind="noble",
                element=ELEMENT_MSGS[col - 1],
                start=before,
                end=row,
                points=pts,
            )

    def _end_turn(self) -> None:
        """§3.4 refill, §3.5 draw, then the next player."""
        p = self.current_player
        self.moves = ()
        self.place_mask = 0
        supply = self.supply
        total = sum(supply)
        hand_draw = self.setup.automaton != p and self.decks[p]
        if total or hand_draw:
            rng = self._draw()
            if total:
                e = draw_from_bag(rng, supply)
                self.display[self.slot] = e
                if self._events is not None:
                    slot = self.slot
                    self.emit(
                        p,
                        QT_TRANSLATE_NOOP("engine", "a {element} refills row {row} ({colour}, {side})"),
                        places=(SPACE_NAMES[slot],),
                        kind="refill",
                        element=ELEMENT_MSGS[e],
                        row=_slot_row(slot),
                        colour=COLOUR_MSGS[_slot_row(slot)],
                        side=SIDE_MSGS[slot % 2],
                    )
            if hand_draw:
                card, self.decks[p] = pop_from_deck(rng, self.decks[p])
                self.hands[p] += (card,)
                if self._events is not None:  # never which card (§3.6)
                    self.emit(p, QT_TRANSLATE_NOOP("engine", "draws a card"), kind="draw")
        self.turn += 1
        self.card = self.slot = self.element = -1
        self.die = 0
        if self.turn >= ROUNDS * self.num_players:
            self.phase = OVER
            if self._events is not None:
                self.emit(p, QT_TRANSLATE_NOOP("engine", "the game is over"), kind="end")
        else:
            if self._events is not None and self.turn == (ROUNDS - 1) * self.num_players:
                self.emit(p, QT_TRANSLATE_NOOP("engine", "the last round begins"), kind="last_round")
            self.phase = A_REVEAL if self.current_player == self.setup.automaton else CARD

    def _emit_take(self, p: int, slot: int, e: int) -> None:
        row = _slot_row(slot)
        self.emit(
            p,
            QT_TRANSLATE_NOOP("engine", "takes the {element} from row {row} ({colour}, {side})"),
            places=(SPACE_NAMES[slot],),
            kind="take",
            element=ELEMENT_MSGS[e],
            row=row,
            colour=COLOUR_MSGS[row],
            side=SIDE_MSGS[slot % 2],
        )

    def _emit_place(self, p: int, row: int, col: int, ornament: bool) -> None:
        """A tile laid on (row, col) and the rows / columns it completed (§4.2,
        scored at the end; the completion rules of the game's tables)."""
        cell = cell_text((row, col))
        if ornament:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "places the {element} on {cell}"),
                places=(cell,),
                kind="place",
                element=ELEMENT_MSGS[col - 1],
                cell=cell,
            )
        else:
            self.emit(
                p, QT_TRANSLATE_NOOP("engine", "places a gardener on {cell}"), places=(cell,), kind="place", cell=cell
            )
        # The cell was empty before: a row or column that counts as completed now was completed by this tile.
        rows, cols = self.completed_lines(p)
        t = self.setup.tables
        if rows[row - 1]:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "completes row {row}: +{points} at the end of the game"),
                places=(cell,),
                kind="complete",
                row=row,
                points=t.row_bonus[row - 1],
            )
        if cols[col - 1]:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "completes column {col}: +{points} at the end of the game"),
                places=(cell,),
                kind="complete",
                col=col,
                points=t.column_bonus[col - 1],
            )

    def completed_lines(self, p: int) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
        """Which rows (1..6) and columns (1..9) of player ``p`` count as
        completed for the bonuses (§4.2, with the table's provisional rules on
        gardeners and printed spaces): what the scorer counts."""
        comp = completion_mask(self.filled[p], self.orn[p], self.setup.printed[p], self.setup.tables)
        return (
            tuple(comp & ROW_MASK[r] == ROW_MASK[r] for r in range(1, ROWS + 1)),
            tuple(comp & COL_MASK[c] == COL_MASK[c] for c in range(1, COLS + 1)),
        )

    def card_message(self, c: int) -> Message:
        """The card of index ``c`` in words (element, two colours with their rows, joker)."""
        if c < COLS:
            return ELEMENT_MSGS[c]
        if c == JOKER_CARD:
            return JOKER_MSG
        a, b = self.setup.colour_rows[c]
        return msg(
            QT_TRANSLATE_NOOP("engine", "{first} + {second} (rows {a}, {b})"),
            first=COLOUR_MSGS[a],
            second=COLOUR_MSGS[b],
            a=a,
            b=b,
        )

    # -- Pedro Bot (§5.3) ----------------------------------------------------------------
    def _automaton_step(self) -> None:
        a = self.current_player
        level = self.setup.level
        ph = self.phase
        if ph == A_REVEAL:
            rng = self._draw()
            self.card, self.decks[a] = pop_from_deck(rng, self.decks[a])
            self.discards[a] += (self.card,)
            if self._events is not None:
                self.emit(
                    a,
                    QT_TRANSLATE_NOOP("engine", "reveals the card {card}"),
                    kind="reveal",
                    card=self.card_message(self.card),
                )
            self.phase = A_ROLL if level == auto.ADVANCED else A_TAKE
        elif ph == A_ROLL:
            rng = self._draw()
            self.die = self.last_die = rng.randint(1, 6)
            if self._events is not None:
                self.emit(a, QT_TRANSLATE_NOOP("engine", "rolls a {die}"), kind="roll", die=self.die)
            self.phase = A_TAKE if level == auto.ADVANCED else A_PLACE
        elif ph == A_TAKE:
            die = self.die if level == auto.ADVANCED else 0
            slot = auto.choose_slot(
                self.display, self.card, self.setup.colour_rows, self.filled[a], self.nobles[a], level, die
            )
            e = self.display[slot]
            self.display[slot] = EMPTY_SLOT
            self.slot, self.element = slot, e
            if self._events is not None:
                self._emit_take(a, slot, e)
            self.phase = A_ROLL if level == auto.NORMAL else A_PLACE
        elif ph == A_PLACE:
            k = self.element + 1
            filled = self.filled[a]
            n = self.nobles[a][k - 1]
            row = auto.target_row(level, filled, n, k, self.die)
            if row == 0:
                # §5.5.4 column full: a gardener on the first empty cell in reading order; no move.
                i = auto.fallback_cell(filled)
                self.filled[a] = filled | (1 << i)
                if self._events is not None:
                    r, c = CELL_OF[i]
                    self._emit_place(a, r, c, False)
            else:
                b = bit(row, k)
                self.filled[a] = filled | b
                self.orn[a] |= b
                if self._events is not None:
                    self._emit_place(a, row, k, True)
                if auto.reachable(filled, n, k, row):
                    self._move_noble(k, row)
            self._end_turn()

    # -- hidden information (§3.6) ---------------------------------------------------------
    def _hide(self, player: int) -> None:
        if self.phase == OVER:
            # docs/rules/sanssouci.md §4.2: the missions are scored openly at the end (every hand is
            # empty by then, docs/rules/sanssouci.md §4.1): a finished game hides nothing.
            return
        for q in range(self.num_players):
            if q == player:
                continue
            if self.hands[q]:
                self.decks[q] = tuple(sorted(self.decks[q] + self.hands[q]))
                self.hands[q] = (HIDDEN,) * len(self.hands[q])
            self.missions[q] = (HIDDEN,) * len(self.missions[q])

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        known = set(m for m in self.missions[player] if m != HIDDEN)
        for q in range(self.num_players):
            if q == player:
                continue
            known.update(m for m in self.missions[q] if m != HIDDEN)
        free = [c for c in range(1, COLS + 1) if c not in known]
        rng.shuffle(free)
        for q in range(self.num_players):
            if q == player:
                continue
            hand = self.hands[q]
            if hand and HIDDEN in hand:
                pool = list(self.decks[q])
                rng.shuffle(pool)
                h = len(hand)
                self.hands[q] = tuple(pool[:h])
                self.decks[q] = tuple(sorted(pool[h:]))
            mis = self.missions[q]
            if HIDDEN in mis:
                self.missions[q] = tuple(m if m != HIDDEN else free.pop() for m in mis)

    # -- scores ------------------------------------------------------------------------
    def gardens(self) -> tuple[Garden, ...]:
        s = self.setup
        return tuple(
            Garden(
                s.names[p],
                self.track[p],
                s.printed[p],
                self.filled[p],
                self.orn[p],
                self.nobles[p],
                tuple(m for m in self.missions[p] if m > 0),
                p == s.automaton,
            )
            for p in range(self.num_players)
        )

    def score(self):
        return score_gardens(self.gardens(), self.setup.tables)

    def totals(self) -> list[int]:
        """Final-score totals as they stand (same numbers as ``score()``, fast)."""
        t = self.setup.tables
        gc, pc = t.gardeners_count, t.printed_count
        out = []
        for p in range(self.num_players):
            comp = self.filled[p] if gc else self.orn[p]
            if not pc:
                comp &= ~self.setup.printed[p]
            out.append(fast_total(self.track[p], comp, self.nobles[p], self.missions[p], t))
        return out

    # -- identity ------------------------------------------------------------------------
    @property
    def last_round(self) -> bool:
        """The 18th and last round is being played (§3, §4.1)."""
        return self.phase != OVER and self.turn >= (ROUNDS - 1) * self.num_players

    def cards_left(self, q: int) -> int:
        """Cards in player ``q``'s draw deck (in a view, a hidden hand is shuffled into it: not counted)."""
        return len(self.decks[q]) - self.hands[q].count(HIDDEN)

    @property
    def round(self) -> int:
        """Round number 1..18 (18 once over)."""
        return min(self.turn // self.num_players + 1, ROUNDS)

    def to_dict(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "start": self.start,
            "phase": PHASE_NAMES[self.phase],
            "draws": self.draws,
            "card": CARDS[self.card] if self.card >= 0 else None,
            "slot": self.slot,
            "element": self.element,
            "die": self.die,
            "last_die": self.last_die,
            "display": list(self.display),
            "supply": list(self.supply),
            "gardens": [[self.filled[p], self.orn[p]] for p in range(self.num_players)],
            "nobles": [list(n) for n in self.nobles],
            "track": list(self.track),
            "hands": [[CARDS[c] if c >= 0 else None for c in h] for h in self.hands],
            "decks": [[CARDS[c] for c in d] for d in self.decks],
            "discards": [[CARDS[c] for c in d] for d in self.discards],
            "missions": [[ELEMENTS[m - 1] if m > 0 else None for m in ms] for ms in self.missions],
        }

    # -- for the UI ------------------------------------------------------------------------
    def cell_state(self, p: int, row: int, col: int) -> str:
        """ "empty", "printed", "ornament" or "gardener" (§1.2 cell states)."""
        b = bit(row, col)
        if not self.filled[p] & b:
            return "empty"
        if self.setup.printed[p] & b:
            return "printed"
        return "ornament" if self.orn[p] & b else "gardener"
