"""Takenoko positions from plain data (docs/formats.md §6.4).

``set_position`` replaces the parts of a fresh state named in ``fields``: the
keys and forms ``TakenokoState.to_dict`` writes. Each value is checked on its
own, then against the rest (a plot under every improvement, bamboo and
figure; a garden that legal placements could build, channels joined to the
pond; no card in two places; no more tiles, sections, channels or tokens
than the box holds; what the phase needs).

Counted from the rest when not given: the bamboo ``supply``, the
``channel_supply``, the improvement ``tokens`` left, the plot ``stack`` and
the objective ``decks`` (what the box holds minus what the position uses
elsewhere), so a test names only the parts it means. ``irrigated`` follows
from the garden (§6.3: next to the pond, a channel or a watershed); given, it
must agree. Derived again, never read: the irrigation network, the placement
spots, the fulfilled objectives and the memos (``TakenokoState.rederive``).
``position_fields`` writes every key, so a played state round-trips.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...core import hexgrid
from ...core.checker import Checker, key_path
from ...core.errors import Problem
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, plural, shown
from . import garden
from .boardfile import disconnected_channels, unreachable_plots
from .data import (
    ACTION_BY_ID,
    ACTION_IDS,
    BAMBOO_SUPPLY,
    CARD_BY_ID,
    CARDS,
    CARDS_OF_TYPE,
    CHANNELS,
    COLOUR_BY_ID,
    COLOUR_IDS,
    HAND_LIMIT,
    IMPROVEMENT_BY_ID,
    IMPROVEMENT_IDS,
    MAX_BAMBOO,
    PLOT_INVENTORY,
    PLOTS_DRAWN,
    PLOTS_PER_COLOUR,
    TOKENS_PER_KIND,
    TYPE_IDS,
    WEATHER_BY_ID,
    plot_code,
    plot_colour,
    plot_tiles,
)
from .state import P_GROW, P_PICK, P_PLACE, PHASE_IDS, TILE_IDS, TakenokoState, spec

# 27 plots, each next to the pond or to two plots before it, reach at most
# this far from the pond (a cell beyond it can hold nothing).
REACH = 14
NUMBERS = 1_000_000
_IMPROVEMENT_NAMES = [IMPROVEMENT_IDS[k] for k in (1, 2, 3)]


def position_fields(state: TakenokoState) -> dict[str, Any]:
    """Every key ``set_position`` reads, as it reads them."""
    return state.to_dict()


class _Reader:
    """The per-key readers of one position (each checks its value and sets it)."""

    def __init__(self, state: TakenokoState, ck: Checker):
        self.s = state
        self.ck = ck
        self.n = state.num_players

    # -- values ------------------------------------------------------------------------
    def cell(self, value: Any, where: str) -> int | None:
        pair = hexgrid.parse_pair(value)
        if pair is None:
            self.ck.add(where, QT_TRANSLATE_NOOP("engine", '{value} is not a cell "q,r"'), value=shown(value))
            return None
        if hexgrid.distance(pair, (0, 0)) > REACH:
            self.ck.add(
                where, QT_TRANSLATE_NOOP("engine", "{cell} is farther from the pond than any plot can be"), cell=value
            )
            return None
        return garden.idx(pair)

    def cells(self, value: Any, where: str) -> list[int] | None:
        if not self.ck.list_of(value, where):
            return None
        got = [self.cell(v, key_path(where, k)) for k, v in enumerate(value)]
        return [g for g in got if g is not None] if all(g is not None for g in got) else None

    def cell_map(self, value: Any, where: str, read: Callable[[Any, str], Any]) -> dict[int, Any] | None:
        """``{"q,r": value}`` read cell by cell; None if any part is wrong."""
        if not isinstance(value, dict):
            self.ck.add(where, QT_TRANSLATE_NOOP("engine", "expected an object"))
            return None
        out: dict[int, Any] = {}
        ok = True
        for key, v in value.items():
            w = key_path(where, key)
            i = self.cell(key, w)
            got = read(v, w)
            if i is None or got is None:
                ok = False
            elif i == garden.POND:
                self.ck.add(w, QT_TRANSLATE_NOOP("engine", "the pond is not a plot"))
                ok = False
            else:
                out[i] = got
        return out if ok else None

    def named(self, names: dict[str, int], none: bool = False) -> Callable[[Any, str], int | None]:
        def run(v: Any, where: str) -> int | None:
            if none and v is None:
                return -1
            return names[v] if self.ck.choice(v, where, names) else None

        return run

    def ints(self, value: Any, where: str, n: int, high: int | tuple[int, ...]) -> tuple[int, ...] | None:
        if not self.ck.list_of_length(value, where, n):
            return None
        highs = high if isinstance(high, tuple) else (high,) * n
        ok = all([self.ck.integer(v, key_path(where, k), 0, highs[k]) for k, v in enumerate(value)])
        return tuple(value) if ok else None

    def per_seat(self, value: Any, where: str, read: Callable[[Any, str], Any]) -> list[Any] | None:
        if not self.ck.list_of_length(value, where, self.n):
            return None
        got = [read(v, key_path(where, p)) for p, v in enumerate(value)]
        return got if all(g is not None for g in got) else None

    def card(self, value: Any, where: str, deck: int | None = None) -> int | None:
        if not isinstance(value, str) or value not in CARD_BY_ID:
            self.ck.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not an objective card id"), value=shown(value))
            return None
        card = CARD_BY_ID[value]
        if deck is not None and card.type != deck:
            self.ck.add(
                where, QT_TRANSLATE_NOOP("engine", "{card} is not a {deck} card"), card=value, deck=TYPE_IDS[deck]
            )
            return None
        return card.index

    def cards(self, value: Any, where: str, deck: int | None = None) -> tuple[int, ...] | None:
        if not self.ck.list_of(value, where):
            return None
        got = [self.card(v, key_path(where, k), deck) for k, v in enumerate(value)]
        return tuple(g for g in got if g is not None) if all(g is not None for g in got) else None

    def by_deck(self, value: Any, where: str) -> tuple[tuple[int, ...], ...] | None:
        if not self.ck.list_of_length(value, where, len(TYPE_IDS)):
            return None
        got = [self.cards(d, key_path(where, t), t) for t, d in enumerate(value)]
        return tuple(g for g in got if g is not None) if all(g is not None for g in got) else None

    def tiles(self, value: Any, where: str, most: int | None = None) -> tuple[int, ...] | None:
        if not self.ck.list_of(value, where):
            return None
        if most is not None and not self.ck.integer(len(value), where, 0, most):
            return None
        tile = self.named(TILE_IDS)
        got = [tile(v, key_path(where, k)) for k, v in enumerate(value)]
        return tuple(g for g in got if g is not None) if all(g is not None for g in got) else None

    def hand(self, v: Any, where: str) -> tuple[int, ...] | None:
        got = self.cards(v, where)
        if got is not None and len(got) > HAND_LIMIT:
            self.ck.add(
                where,
                QT_TRANSLATE_N_NOOP("engine", "a hand holds at most %n objectives"),
                numerus="limit",
                limit=HAND_LIMIT,
            )
            return None
        return got

    def used(self, v: Any, where: str) -> int | None:
        if not self.ck.list_of(v, where):
            return None
        ok = all([self.ck.choice(a, key_path(where, k), ACTION_IDS) for k, a in enumerate(v)])
        if ok and len(set(v)) != len(v):
            twice = next(a for a in v if v.count(a) > 1)
            self.ck.add(where, QT_TRANSLATE_NOOP("engine", "{card} is in the position twice"), card=twice)
            return None
        return sum(1 << ACTION_BY_ID[a] for a in v) if ok else None

    def channels(self, v: Any, where: str) -> frozenset[tuple[int, int]] | None:
        if not self.ck.list_of(v, where):
            return None
        out: set[tuple[int, int]] = set()
        ok = True
        for k, pair in enumerate(v):
            w = key_path(where, k)
            if not isinstance(pair, list) or len(pair) != 2:
                self.ck.add(w, QT_TRANSLATE_NOOP("engine", "a channel is a list of two cells"))
                ok = False
                continue
            a, b = self.cell(pair[0], key_path(w, 0)), self.cell(pair[1], key_path(w, 1))
            if a is None or b is None:
                ok = False
            elif b - a not in garden.DELTA_INDEX:
                self.ck.add(w, QT_TRANSLATE_NOOP("engine", "{a} and {b} are not neighbours"), a=pair[0], b=pair[1])
                ok = False
            elif garden.edge_key(a, b) in out:
                self.ck.add(w, QT_TRANSLATE_NOOP("engine", "this channel is listed twice"))
                ok = False
            else:
                out.add(garden.edge_key(a, b))
        return frozenset(out) if ok else None

    # -- the keys ----------------------------------------------------------------------
    def setters(self) -> dict[str, Callable[[Any, str], None]]:
        s, ck, n = self.s, self.ck, self.n

        def put(attr: str, read: Callable[[Any, str], Any], form: Callable[[Any], Any] = lambda v: v):
            def run(v: Any, where: str) -> None:
                got = read(v, where)
                if got is not None:
                    setattr(s, attr, form(got))

            return run

        def number(low: int, high: int) -> Callable[[Any, str], int | None]:
            return lambda v, where: v if ck.integer(v, where, low, high) else None

        def flag(v: Any, where: str) -> bool | None:
            return v if ck.boolean(v, where) else None

        def figure(v: Any, where: str) -> int | None:
            return self.cell(v, where)

        colour = self.named(COLOUR_BY_ID)
        improvement = self.named({k: IMPROVEMENT_BY_ID[k] for k in _IMPROVEMENT_NAMES})
        supply_high = tuple(BAMBOO_SUPPLY[c] for c in (1, 2, 3))
        return {
            "colour": put("colour", lambda v, w: self.cell_map(v, w, colour)),
            "improvement": put("improvement", lambda v, w: self.cell_map(v, w, improvement)),
            "printed": put("printed", self.cells, frozenset),
            "bamboo": put("bamboo", lambda v, w: self.cell_map(v, w, number(1, MAX_BAMBOO))),
            "irrigated": put("irr", self.cells, lambda cs: {i: 0 for i in cs}),  # colours once known
            "channels": put("channels", self.channels),
            "panda": put("panda", figure),
            "gardener": put("gardener", figure),
            "supply": put("supply", lambda v, w: self.ints(v, w, 3, supply_high)),
            "channel_supply": put("channel_supply", number(0, CHANNELS)),
            "tokens": put("tokens", lambda v, w: self.ints(v, w, 3, TOKENS_PER_KIND)),
            "stack": put("stack", self.tiles),
            "stack_bottom": put("stack_bottom", self.tiles),
            "decks": put("decks", self.by_deck),
            "deck_bottom": put("deck_bottom", self.by_deck),
            "hands": put("hands", lambda v, w: self.per_seat(v, w, self.hand), tuple),
            "done": put("done", lambda v, w: self.per_seat(v, w, self.cards), tuple),
            "stomach": put(
                "stomach", lambda v, w: self.per_seat(v, w, lambda x, y: self.ints(x, y, 3, supply_high)), tuple
            ),
            "res_channels": put("res_channels", lambda v, w: self.per_seat(v, w, number(0, CHANNELS)), tuple),
            "res_tokens": put(
                "res_tokens", lambda v, w: self.per_seat(v, w, lambda x, y: self.ints(x, y, 3, TOKENS_PER_KIND)), tuple
            ),
            "emperor": put("emperor", number(-1, n - 1)),
            "final_left": put("final_left", number(-1, n - 1)),
            "player": put("player", number(0, n - 1)),
            "turn_no": put("turn_no", number(0, NUMBERS)),
            "phase": put("phase", self.named({p: k for k, p in enumerate(PHASE_IDS)})),
            "rolled": put("rolled", self.named(WEATHER_BY_ID, none=True)),
            "weather": put("weather", self.named(WEATHER_BY_ID, none=True)),
            "used": put("used", self.used),
            "n_used": put("n_used", number(0, 3)),
            "sun": put("sun", flag),
            "wind": put("wind", flag),
            "drawn": put("drawn", lambda v, w: self.tiles(v, w, PLOTS_DRAWN)),
            "picked": put("picked", self.named(TILE_IDS, none=True)),
            "pending": put("pending", self.cells, tuple),
            "redraws": put("redraws", lambda v, w: self.ints(v, w, 3, len(CARDS))),
            "draws": put("draws", number(0, NUMBERS)),
        }


def set_position(state: TakenokoState, fields: dict[str, Any], ck: Checker) -> None:
    """Each key of ``fields`` checked and set on the fresh ``state``, then the
    parts checked together and the rest counted and derived."""
    setters = _Reader(state, ck).setters()
    ck.read_keys(fields, "position", setters)
    if ck.problems:
        return
    _check_garden(state, set(fields), ck)
    if ck.problems:
        return
    given = set(fields)
    for count in (_count_tiles, _count_cards, _count_supplies):  # what the box holds (§1); the rest counted
        count(state, given, ck)
    _check_turn(state, ck)
    if ck.problems:
        return
    state.rederive()


def _at(key: str, cell: int | None = None) -> str:
    where = key_path("position", key)
    return where if cell is None else key_path(where, spec(cell))


def _check_garden(s: TakenokoState, given: set[str], ck: Checker) -> None:
    """The garden's parts against each other (§2, §6.2 A, §6.3, §6.4)."""
    col = s.colour
    for key, cells in (("improvement", s.improvement), ("bamboo", s.bamboo), ("pending", s.pending)):
        for i in cells:
            if i not in col:
                ck.add(_at(key, i), QT_TRANSLATE_NOOP("engine", "{cell} is neither the pond nor a plot"), cell=spec(i))
    for i in sorted(s.printed):
        if i not in s.improvement:
            ck.add(_at("printed", i), QT_TRANSLATE_NOOP("engine", "a printed improvement needs an improvement"))
    for key in ("panda", "gardener"):
        i = getattr(s, key)
        if i != garden.POND and i not in col:
            ck.add(_at(key), QT_TRANSLATE_NOOP("engine", "{cell} is neither the pond nor a plot"), cell=spec(i))
    for a, b in sorted(s.channels):
        if a not in col or b not in col:
            ck.add(
                _at("channels"),
                QT_TRANSLATE_NOOP("engine", "channel {a}|{b} is not between two plots"),
                a=spec(a),
                b=spec(b),
            )
    if ck.problems:
        return
    for cell in unreachable_plots({garden.cell_of(i): c for i, c in col.items()}):
        ck.add(
            _at("colour", garden.idx(cell)),
            QT_TRANSLATE_NOOP(
                "engine",
                "the plot {cell} cannot be placed: it is not next to the pond nor to two plots placed before it",
            ),
            cell=hexgrid.format_pair(cell),
        )
    edges = [frozenset((garden.cell_of(a), garden.cell_of(b))) for a, b in s.channels]
    for e in disconnected_channels(edges):
        a, b = sorted(e)
        ck.add(
            _at("channels"),
            QT_TRANSLATE_NOOP("engine", "channel {a}|{b} is not connected to the pond"),
            a=hexgrid.format_pair(a),
            b=hexgrid.format_pair(b),
        )
    wet = {garden.idx(c) for c in s.garden().irrigated()}
    if "irrigated" in given and set(s.irr) != wet:
        ck.add(
            _at("irrigated"),
            QT_TRANSLATE_NOOP(
                "engine",
                "the irrigated plots follow from the garden (next to the pond, a channel or a watershed): {cells}",
            ),
            cells=", ".join(spec(i) for i in sorted(wet)) or "-",
        )
    s.irr = {i: col[i] for i in sorted(wet)}
    for i in sorted(s.bamboo):
        if i not in wet:
            ck.add(
                _at("bamboo", i),
                QT_TRANSLATE_NOOP(
                    "engine", "bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)"
                ),
            )


def _count_tiles(s: TakenokoState, given: set[str], ck: Checker) -> None:
    """Plot tiles (§1.1): in the garden, drawn, picked, under and in the stack."""
    placed = [plot_code(c, s.improvement.get(i, 0) if i in s.printed else 0) for i, c in s.colour.items()]
    used = Counter(placed) + Counter(s.drawn) + Counter(s.stack_bottom) + Counter([s.picked] if s.picked >= 0 else [])
    if "stack" not in given:
        left = used.copy()
        stack = []
        for t in plot_tiles():
            if left[t]:
                left[t] -= 1
            else:
                stack.append(t)
        s.stack = tuple(stack)
    tiles = used + Counter(s.stack)
    for colour in (1, 2, 3):
        total = sum(k for t, k in tiles.items() if plot_colour(t) == colour)
        if total > PLOTS_PER_COLOUR[colour]:
            ck.add(
                _at("colour"),
                QT_TRANSLATE_N_NOOP("engine", "%n {colour} plots; the game has {limit}"),
                numerus="count",
                count=total,
                colour=COLOUR_IDS[colour],
                limit=PLOTS_PER_COLOUR[colour],
            )
            continue
        for imp, limit in PLOT_INVENTORY[colour].items():
            count = tiles[plot_code(colour, imp)]
            if count <= limit:
                continue
            if imp:
                ck.add(
                    _at("printed"),
                    QT_TRANSLATE_N_NOOP(
                        "engine", "%n {colour} plots with a printed {improvement}; the game has {limit}"
                    ),
                    numerus="count",
                    count=count,
                    colour=COLOUR_IDS[colour],
                    improvement=IMPROVEMENT_IDS[imp],
                    limit=limit,
                )
            else:
                ck.add(
                    _at("colour"),
                    QT_TRANSLATE_N_NOOP(
                        "engine", "%n {colour} plots without a printed improvement; the game has {limit}"
                    ),
                    numerus="count",
                    count=count,
                    colour=COLOUR_IDS[colour],
                    limit=limit,
                )


def _count_cards(s: TakenokoState, given: set[str], ck: Checker) -> None:
    """Objective cards (§3): each in one place; the decks hold the rest."""
    places = [("hands", s.hands), ("done", s.done), ("deck_bottom", s.deck_bottom)]
    if "decks" in given:
        places.append(("decks", s.decks))
    seen: set[int] = set()
    for key, groups in places:
        for cards in groups:
            for c in cards:
                if c in seen:
                    ck.add(_at(key), QT_TRANSLATE_NOOP("engine", "{card} is in the position twice"), card=CARDS[c].id)
                seen.add(c)
    if "decks" not in given:
        s.decks = tuple(tuple(c for c in CARDS_OF_TYPE[t] if c not in seen) for t in range(3))


def _count_supplies(s: TakenokoState, given: set[str], ck: Checker) -> None:
    """Bamboo sections (§1.2) on plots, in stomachs and in the supply; channels placed, in reserves
    and in the supply; improvement tokens on plots (not printed), in reserves and in the supply."""
    # bamboo sections
    for c in (1, 2, 3):
        out = sum(h for i, h in s.bamboo.items() if s.colour[i] == c) + sum(st[c - 1] for st in s.stomach)
        if "supply" not in given:
            s.supply = s.supply[: c - 1] + (BAMBOO_SUPPLY[c] - out,) + s.supply[c:]
        if out + s.supply[c - 1] > BAMBOO_SUPPLY[c] or s.supply[c - 1] < 0:
            ck.add(
                _at("bamboo"),
                QT_TRANSLATE_N_NOOP("engine", "%n {colour} bamboo sections; the game has {limit}"),
                numerus="count",
                count=out + max(s.supply[c - 1], 0),
                colour=COLOUR_IDS[c],
                limit=BAMBOO_SUPPLY[c],
            )
    # channels: placed, in reserves, in the supply
    out = len(s.channels) + sum(s.res_channels)
    if "channel_supply" not in given:
        s.channel_supply = max(CHANNELS - out, 0)
    if out + s.channel_supply > CHANNELS:
        template = QT_TRANSLATE_N_NOOP("engine", "%n channels; the game has {limit}")
        count = out + s.channel_supply
        ck.problems.append(Problem(_at("channels"), plural(template, "count", count=count, limit=CHANNELS)))
    # improvement tokens: on plots (not printed), in reserves, in the supply
    tokens = list(s.tokens)
    for k in (1, 2, 3):
        out = sum(1 for i, imp in s.improvement.items() if imp == k and i not in s.printed)
        out += sum(r[k - 1] for r in s.res_tokens)
        if "tokens" not in given:
            tokens[k - 1] = max(TOKENS_PER_KIND - out, 0)
        if out + tokens[k - 1] > TOKENS_PER_KIND:
            ck.add(
                _at("improvement"),
                QT_TRANSLATE_N_NOOP("engine", "%n {improvement} tokens; the game has {limit}"),
                numerus="count",
                count=out + tokens[k - 1],
                improvement=IMPROVEMENT_IDS[k],
                limit=TOKENS_PER_KIND,
            )
    s.tokens = tuple(tokens)


def _check_turn(s: TakenokoState, ck: Checker) -> None:
    """The turn's parts against each other (§5, §6.1, §6.2, §7)."""
    if (s.emperor < 0) != (s.final_left < 0):
        ck.add(_at("final_left"), QT_TRANSLATE_NOOP("engine", "is -1 exactly when nobody holds the Emperor card"))
    allowed = 3 if s.sun else 2
    ck.integer(s.n_used, _at("n_used"), bin(s.used).count("1"), allowed)
    needs = {P_PICK: ("drawn", bool(s.drawn)), P_PLACE: ("picked", s.picked >= 0), P_GROW: ("pending", bool(s.pending))}
    if s.phase in needs and not needs[s.phase][1]:
        ck.add(
            _at(needs[s.phase][0]),
            QT_TRANSLATE_NOOP("engine", "cannot be empty in the {phase} phase"),
            phase=PHASE_IDS[s.phase],
        )
