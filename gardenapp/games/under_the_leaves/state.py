"""An Under the Leaves position and every turn rule (§2 setup, §4 turn,
§5 arrivals, §6 end, §7 edge cases).

A turn is a series of clicks (``phase``):

* ``take``: ``TakeTile`` picks one of the 3 market tiles (§4.1 step 1);
* ``place``: ``PlaceTile`` lays it (position, side, rotation; §4.1 steps 2-3);
  ``TakeTile`` of another market tile switches the selection;
* ``choose_square`` / ``choose_field``: the choices of §5.5, one pawn per click
  (Thoughtful/Flirty overlapping squares, Collector/Friendly which field);
* after the last arrival the market is refilled from the bag (a draw: the undo
  barrier) and the next player takes over, or the game ends (§6.1).

Hidden information (§7 A19): only the bag order and which tiles were removed at
setup. The bag is kept as a set and drawn at random from the state's seed; a
view replaces both sets by one sorted pool of unseen tiles (``unseen``) and
``determinized`` deals that pool back at random.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.chance import draw_rng
from ...core.game import Action, State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg
from ...core.score import ScoreSheet
from . import data, scoring
from . import garden as gd
from .actions import ChooseField, ChooseSquare, PlaceTile, TakeTile, parse_pair
from .data import SQUARE_CHOICE_CARDS
from .garden import Garden

HIDDEN = -1
TAKE = tuple(TakeTile(t) for t in data.TILE_IDS)
_PLACE_CACHE: tuple[dict[int, tuple[PlaceTile, ...]], ...] = tuple({} for _ in range(2 * len(data.TILE_IDS)))
_PLACE_INFO: dict[PlaceTile, tuple[int, int, int]] = {}
_FIELD_ACTIONS: dict[int, ChooseField] = {}
_SQUARE_ACTIONS: dict[int, ChooseSquare] = {}


def place_actions(tile: int, tp: int, flips: bool) -> tuple[PlaceTile, ...]:
    """The PlaceTile actions of one tile on one position (of a garden whose
    starting tile is at 0,0): 8 orientations, 4 without flipping (§1.2, §7 A16)."""
    cache = _PLACE_CACHE[2 * tile + flips]
    acts = cache.get(tp)
    if acts is None:
        ty, tx = divmod(tp, gd.TW)
        at = f"{tx - gd.TOFF},{ty - gd.TOFF}"
        tid = data.TILE_IDS[tile]
        acts = tuple(PlaceTile(tid, at, data.SIDES[o // 4], o % 4) for o in range(8 if flips else 4))
        for o, a in enumerate(acts):
            _PLACE_INFO[a] = (tile, tp, o)
        cache[tp] = acts
    return acts


_MASK = (1 << 64) - 1


def refill_index(seed: int, counter: int, n: int) -> int:
    """Which of ``n`` bag tiles draw number ``counter`` of game ``seed`` takes: a splitmix64 of
    (seed, counter), so every draw comes from the seed and the draw counter like core.chance's
    ``draw_rng``, without building a generator per refill (a third of a random game's time)."""
    z = (seed * 0x9E3779B97F4A7C15 + counter * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return (z ^ (z >> 31)) % n


def _field_label(f: int) -> str:
    y, x = divmod(f, gd.W)
    return f"{x - gd.OFF},{y - gd.OFF}"


def choose_field_action(f: int) -> ChooseField:
    a = _FIELD_ACTIONS.get(f)
    if a is None:
        a = _FIELD_ACTIONS[f] = ChooseField(_field_label(f))
    return a


def choose_square_action(f: int) -> ChooseSquare:
    a = _SQUARE_ACTIONS.get(f)
    if a is None:
        a = _SQUARE_ACTIONS[f] = ChooseSquare(_field_label(f))
    return a


def field_of_label(label: str) -> int | None:
    xy = parse_pair(label)
    if xy is None:
        return None
    x, y = xy
    if not (-gd.OFF <= x < gd.OFF and -gd.OFF <= y < gd.OFF):
        return None
    return (y + gd.OFF) * gd.W + x + gd.OFF


# A tile's side in a log line: the same letter the board shows for it, in the language shown
# (docs/rules/under_the_leaves.md §1.2: front F, back B; translations/README.md, the letters table).
SIDE_WORDS = tuple(
    Message(side, context="LeavesLetters")
    for side in (QT_TRANSLATE_NOOP("LeavesLetters", "F"), QT_TRANSLATE_NOOP("LeavesLetters", "B"))
)
assert tuple(w.template for w in SIDE_WORDS) == data.SIDES


class LeavesState(State):
    """See the module docstring. Gardens are copied on write: ``copy`` copies
    the list, ``_apply`` copies the one garden it changes."""

    def __init__(self, game, num_players: int, seed: int | None, cards: tuple[str, ...], allow_flip: bool = True):
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.draws = 0
        self.cards = data.in_check_order(cards)
        self.allow_flip = allow_flip
        self.solo = num_players == 1
        self.gardens: list[Garden] = []
        self.market: tuple[int, ...] = ()
        self.bag: tuple[int, ...] = ()
        self.removed: tuple[int, ...] = ()
        self.unseen: tuple[int, ...] | None = None  # a view's pool of bag + removed tiles
        self.player = 0
        self.turns = 0
        self.over = False
        self.selected = -1
        self.pending: str | None = None  # the card whose choice is asked
        self.pending_cands: tuple[int, ...] = ()
        self.stage = 0

    def _draw(self) -> random.Random:
        if self.seed is None:
            raise RuntimeError("a player's view cannot draw: determinize it first")
        rng = draw_rng(self.seed, self.draws)
        self.draws += 1
        return rng

    def setup(self, starts: tuple[int, ...] | None = None, first_player: int = 0) -> None:
        """§2: starting tiles at random, removals unseen, market of 3; the first player
        (step 6: given, or -1 at random; play then goes clockwise, seat order)."""
        rng = self._draw()
        if starts is None:
            pool = list(data.START_INDICES)
            rng.shuffle(pool)
            starts = tuple(pool[: self.num_players])
        self.gardens = [Garden(s) for s in starts]
        bag = list(range(data.NUM_GARDEN))
        removed = []
        for _ in range(data.REMOVED[self.num_players]):
            removed.append(bag.pop(rng.randrange(len(bag))))
        market = []
        for _ in range(data.MARKET_SIZE):
            market.append(bag.pop(rng.randrange(len(bag))))
        self.bag = tuple(bag)
        self.removed = tuple(sorted(removed))
        self.market = tuple(market)
        # drawn last, so that the tiles of a seed do not depend on this option
        self.player = rng.randrange(self.num_players) if first_player < 0 else first_player

    # -- contract ---------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self.over else self.player

    @property
    def is_over(self) -> bool:
        return self.over

    def turn_number(self) -> int:
        """The turns played so far (docs/architecture.md §6.13: the turn log's lines)."""
        return self.turns

    def copy(self) -> "LeavesState":
        new = object.__new__(LeavesState)
        new.__dict__.update(self.__dict__)
        new.gardens = self.gardens[:]
        return new

    def phase(self) -> str:
        """ "over", "take", "place", "choose_square" or "choose_field"."""
        if self.over:
            return "over"
        if self.pending is not None:
            return "choose_square" if self.pending in SQUARE_CHOICE_CARDS else "choose_field"
        return "take" if self.selected < 0 else "place"

    @property
    def last_round(self) -> bool:
        """Every player has one turn left or fewer (the market is refilled len(bag) more times)."""
        return not self.over and len(self.bag) + 1 <= self.num_players

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.pending is not None:
            if self.pending in SQUARE_CHOICE_CARDS:
                return [choose_square_action(f) for f in self.pending_cands]
            return [choose_field_action(f) for f in self.pending_cands]
        sel = self.selected
        if sel < 0:
            return [TAKE[t] for t in self.market]
        acts: list[Action] = []
        flips = self.allow_flip and not data.is_start(sel)
        cache = _PLACE_CACHE[2 * sel + flips]
        for tp in self.gardens[self.player].legal_positions():
            group = cache.get(tp)
            acts.extend(group if group is not None else place_actions(sel, tp, flips))
        acts.extend(TAKE[t] for t in self.market if t != sel)
        return acts

    def is_legal(self, action: Action) -> bool:
        if self.over:
            return False
        if isinstance(action, PlaceTile):
            info = self._place_info(action)
            return (
                info is not None
                and self.pending is None
                and info[0] == self.selected
                and info[1] in self.gardens[self.player].frontier
                and (self.allow_flip or info[2] < 4)
            )
        return action in self.legal_actions()

    def _place_info(self, action: PlaceTile) -> tuple[int, int, int] | None:
        info = _PLACE_INFO.get(action)
        if info is not None:
            return info
        tile = data.TILE_INDEX.get(action.tile)
        xy = parse_pair(action.at)
        if tile is None or xy is None or action.side not in data.SIDES or action.rotation not in range(4):
            return None
        tp = self.gardens[self.player].tile_id(*xy)
        if tp is None:
            return None
        o = data.SIDES.index(action.side) * 4 + action.rotation
        if data.is_start(tile) and o >= 4:
            return None
        return (tile, tp, o)

    def _why_not(self, action: Action) -> Message | None:
        """Why an illegal action is refused (State.why_not, docs/architecture.md §3.3):
        docs/rules/under_the_leaves.md §4.1 and §5.5 in the player's words."""
        if self.pending is not None:
            if isinstance(action, (ChooseField, ChooseSquare)):
                return msg(QT_TRANSLATE_NOOP("engine", "Choose one of the highlighted places for the dweller"))
            return msg(QT_TRANSLATE_NOOP("engine", "First choose where the dweller goes"))
        if isinstance(action, TakeTile):
            return msg(QT_TRANSLATE_NOOP("engine", "That tile is not in the market"))
        if self.selected < 0:
            return msg(QT_TRANSLATE_NOOP("engine", "Choose a tile of the market first"))
        if not isinstance(action, PlaceTile):
            return msg(QT_TRANSLATE_NOOP("engine", "Place the tile you chose first"))
        tile = data.TILE_INDEX.get(action.tile)
        if tile != self.selected:
            return msg(QT_TRANSLATE_NOOP("engine", "That is not the tile you chose"))
        if action.side != data.SIDES[0] and (data.is_start(tile) or not self.allow_flip):
            return msg(QT_TRANSLATE_NOOP("engine", "This tile cannot be turned over: place it face up"))
        xy = parse_pair(action.at)
        g = self.gardens[self.player]
        tp = g.tile_id(*xy) if xy is not None else None
        if tp is not None and tp in g.tiles:
            return msg(QT_TRANSLATE_NOOP("engine", "That place already holds a tile"))
        return msg(
            QT_TRANSLATE_NOOP(
                "engine", "A tile must share a full side with a tile of your garden (a corner is not enough)"
            )
        )

    def _apply(self, action: Action) -> None:
        p = self.player
        if isinstance(action, TakeTile):
            self.selected = data.TILE_INDEX[action.tile]
            if self._events is not None:
                self.emit(
                    p, QT_TRANSLATE_NOOP("engine", "takes tile {tile} from the market"), kind="take", tile=action.tile
                )
            return
        g = self.gardens[p].copy()
        self.gardens[p] = g
        out: list[tuple[Any, ...]] = []
        if isinstance(action, PlaceTile):
            info = _PLACE_INFO.get(action) or self._place_info(action)
            assert info is not None, "apply() checked that the action is legal"
            tile, tp, o = info
            self.market = tuple(m for m in self.market if m != tile)
            self.selected = -1
            g.place(tp, tile, o, out)
            if self._events is not None:
                self.emit(
                    p,
                    QT_TRANSLATE_N_NOOP("engine", "Tile {tile} laid at {at} (side {side}, %n quarter turns)"),
                    numerus="rotation",
                    places=g.labels(gd.TILE_FIELDS[tp]),
                    kind="place",
                    tile=data.TILE_IDS[tile],
                    at=g.tile_label(tp),
                    side=SIDE_WORDS[o // 4],
                    rotation=o % 4,
                )
            self._run_cards(g, 0, out)
        elif isinstance(action, (ChooseSquare, ChooseField)):
            f = field_of_label(action.at if isinstance(action, ChooseSquare) else action.field)
            card = self.pending
            assert card is not None and f is not None, "a choice is legal only while one is asked, on a field"
            left = gd.apply_choice(g, card, f, list(self.pending_cands), out)
            if left:
                self.pending_cands = tuple(left)
            else:
                self._run_cards(g, self.stage + 1, out)
        else:  # pragma: no cover - apply() checked legality
            raise TypeError(action)
        if self._events is not None:
            self._emit_arrivals(p, g, out)
        if self.pending is None:
            self._end_turn()

    def _run_cards(self, g: Garden, i: int, out: list) -> None:
        asked = gd.run_cards(g, self.cards, i, out)
        if asked is None:
            self.pending, self.pending_cands, self.stage = None, (), 0
        else:
            self._ask(*asked)

    def _ask(self, card: str, i: int, cands: list[int]) -> None:
        self.pending = card
        self.pending_cands = tuple(cands)
        self.stage = i

    def _end_turn(self) -> None:
        """§4.3 / §6.1: refill the market; end when it cannot be refilled."""
        p = self.player
        self.turns += 1
        if not self.bag:
            self.over = True
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "The bag is empty and the market cannot be refilled: the game ends"),
                kind="end",
            )
            return
        if self.unseen is not None:  # a view (no seed) never draws; bots draw in determinized worlds
            raise RuntimeError("a player's view cannot draw from the bag")
        assert self.seed is not None, "only a view has no seed, and a view was refused above"
        was_last = self.last_round
        i = refill_index(self.seed, self.draws, len(self.bag))
        self.draws += 1
        tile = self.bag[i]
        self.bag = self.bag[:i] + self.bag[i + 1 :]
        self.market = self.market + (tile,)
        if self._events is not None:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "Tile {tile} drawn from the bag into the market"),
                kind="refill",
                tile=data.TILE_IDS[tile],
            )
        self.player = (p + 1) % self.num_players
        if self.last_round and not was_last:
            self.emit(
                p,
                QT_TRANSLATE_NOOP("engine", "Last round: the bag holds too few tiles for another round"),
                kind="last_round",
            )

    # -- events -------------------------------------------------------------------------------------
    def _emit_arrivals(self, p: int, g: Garden, out: list) -> None:
        for item in out:
            what = item[0]
            if what == "bee_new":
                _, k, n, fields = item
                self.emit(
                    p,
                    QT_TRANSLATE_NOOP("engine", "A bee arrives in the new pollinated {colour} sector"),
                    places=g.labels(fields),
                    kind="bees",
                    colour=msg(data.KIND_NAMES[k]),
                    count=n,
                )
            elif what == "bee_bonus":
                _, k, n, older = item
                # ``sectors``: the fields of each older sector apart, in sector order (the
                # template does not write them; the log lists each sector on its own)
                sectors = tuple(g.labels(fs) for fs in older)
                self.emit(
                    p,
                    QT_TRANSLATE_N_NOOP("engine", "%n more bees: one for each older {colour} sector"),
                    numerus="count",
                    places=tuple(f for fields in sectors for f in fields),
                    kind="bees",
                    colour=msg(data.KIND_NAMES[k]),
                    count=n,
                    sectors=sectors,
                )
            elif what == "hummingbird":
                _, tp, n, (base, row, col) = item
                self.emit(
                    p,
                    QT_TRANSLATE_N_NOOP("engine", "%n hummingbirds nest on tile {at} (now {total})"),
                    numerus="count",
                    places=g.labels(gd.TILE_FIELDS[tp]),
                    kind="hummingbirds",
                    count=n,
                    at=g.tile_label(tp),
                    total=base + row + col,
                )
            else:
                _, card, at, fields = item
                c = data.CARD_BY_ID[card]
                if c.pawn == "square":
                    template = QT_TRANSLATE_NOOP("engine", "{card} arrives at the centre of the square at {at}")
                elif c.pawn == "sector":
                    template = QT_TRANSLATE_NOOP("engine", "{card} arrives in the area at {at}")
                else:
                    template = QT_TRANSLATE_NOOP("engine", "{card} arrives on {at}")
                self.emit(
                    p,
                    template,
                    places=g.labels(fields),
                    kind=c.type,
                    card=msg(c.name),
                    at=g.field_label(at),
                    card_id=card,
                )

    # -- hidden information (§7 A19) ------------------------------------------------------------------
    def _hide(self, player: int) -> None:
        if self.unseen is None:
            self.unseen = tuple(sorted(self.bag + self.removed))
            self.bag = (HIDDEN,) * len(self.bag)
            self.removed = (HIDDEN,) * len(self.removed)

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        if self.unseen is None:
            return
        pool = list(self.unseen)
        rng.shuffle(pool)
        n = len(self.bag)
        self.bag = tuple(sorted(pool[:n]))
        self.removed = tuple(sorted(pool[n:]))
        self.unseen = None

    # -- scores -----------------------------------------------------------------------------------------
    def score(self) -> ScoreSheet:
        return scoring.sheet_from_gardens(
            self.game.id, [f"P{i + 1}" for i in range(self.num_players)], self.gardens, self.cards
        )

    def to_dict(self) -> dict[str, Any]:
        ids = data.TILE_IDS
        return {
            "cards": list(self.cards),
            "allow_flip": self.allow_flip,
            "player": self.player,
            "turns": self.turns,
            "over": self.over,
            "draws": self.draws,
            "selected": ids[self.selected] if self.selected >= 0 else None,
            "pending": [self.pending, [_field_label(f) for f in self.pending_cands], self.stage],
            "market": [ids[t] for t in self.market],
            "bag": [ids[t] if t >= 0 else None for t in self.bag],
            "removed": [ids[t] if t >= 0 else None for t in self.removed],
            "unseen": None if self.unseen is None else [ids[t] for t in self.unseen],
            "gardens": [garden_dict(g) for g in self.gardens],
        }


def garden_dict(g: Garden) -> dict[str, Any]:
    return {
        "tiles": [[data.TILE_IDS[t], g.tile_label(tp), o] for tp, t, o in g.order],
        "pawns": list(g.pawns),
        "sectors": sorted([data.KINDS[k], list(g.labels(fs)), b] for k, fs, b, m in g.sectors.values()),
        "hummingbirds": {g.tile_label(tp): n for tp, n in sorted(g.hb.items())},
        "used": {c: list(g.labels(fs)) for c, fs in sorted(g.used.items())},
        "awards": [[c, g.field_label(at), list(g.labels(fs))] for c, at, fs in g.awards],
        "turn_tile": g.tile_label(g.turn_tile) if g.turn_tile >= 0 else None,
    }
