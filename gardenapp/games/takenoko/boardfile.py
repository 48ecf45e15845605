"""The Takenoko finished-board file (§9, docs/formats.md §1.5) and the
one scorer (§7).

Shape::

    {"format": "gardenapp-board", "version": 1, "game": "takenoko",
     "options": {"accept_mirrored_diamonds": false},          (optional)
     "players": [{"name": "Ana", "completed": ["PLOT-G-LINE", "PANDA-GG", ...],
                  "emperor": true}, ...],                        (emperor optional, default false)
     "garden": {"plots": {"1,0": {"colour": "green", "improvement": "none",
                                  "printed": false, "bamboo": 2}, ...},
                "channels": [["1,0", "1,-1"], ...], "panda": "0,0", "gardener": "1,0"}}

Panda cards may be written generically (``PANDA-GG``, repeated up to the copy
count) or by copy (``PANDA-GG-3``). The garden is checked and shown, never
scored. §9: problems of the cards and the Emperor, malformed entries, bamboo
on a plot that is not irrigated are errors; tile/token/channel/section counts,
plots the placement rule cannot reach and channels off the network are
warnings (the first three checks of §9's garden list).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core import hexgrid
from ...core.boardfile import BoardSchema, player_name
from ...core.checker import Checker, key_path
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.score import PlayerScore, RuleScore, ScoreSheet, winners_by
from .data import (
    BAMBOO_SUPPLY,
    CARD_BY_ID,
    CARDS,
    CHANNELS,
    COLOUR_BY_ID,
    COLOUR_IDS,
    EMPEROR_ID,
    EMPEROR_POINTS,
    GARDENER_TYPE,
    GENERIC_IDS,
    IMPROVEMENT_IDS,
    PANDA_COPIES,
    PANDA_TYPE,
    PLOT_INVENTORY,
    PLOT_TYPE,
    PLOTS_PER_COLOUR,
    THRESHOLD,
    TOKENS_PER_KIND,
    Card,
)
from .scoring import Garden, PlotInfo

Hex = tuple[int, int]
RULES = ("plot", "gardener", "panda", "emperor")


@dataclass(frozen=True)
class PlayerEntry:
    name: str
    completed: tuple[str, ...]  # card ids as written (generic or numbered panda ids)
    emperor: bool = False

    def cards(self) -> list[Card]:
        return [card_for(i) for i in self.completed]


@dataclass(frozen=True)
class TakenokoBoard:
    players: tuple[PlayerEntry, ...]
    garden: Garden | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    warnings: tuple[Message, ...] = ()


def card_for(card_id: str) -> Card:
    """The card of an id; a generic panda id gives its first copy (the
    copies are interchangeable)."""
    card = CARD_BY_ID.get(card_id)
    if card is None:
        card = CARD_BY_ID[card_id + "-1"]
    return card


# -- scoring (§7) ---------------------------------------------------------------------
def score_board(board: TakenokoBoard, game_id: str = "takenoko") -> ScoreSheet:
    """Sum of completed cards by type + 2 for the Emperor; winners by total,
    ties broken by panda points (Emperor excluded), then shared."""
    players = []
    keys = []
    for p in board.players:
        by_rule: dict[str, list[Card]] = {"plot": [], "gardener": [], "panda": []}
        for cid in p.completed:
            card = card_for(cid)
            by_rule[("plot", "gardener", "panda")[card.type]].append(card)
        kinds = ("plot", "gardener", "panda")
        rules = [
            RuleScore(
                rule,
                sum(c.points for c in cards),
                tuple(cid for cid in p.completed if kinds[card_for(cid).type] == rule),
            )
            for rule, cards in by_rule.items()
        ]
        rules.append(RuleScore("emperor", EMPEROR_POINTS if p.emperor else 0, (EMPEROR_ID,) if p.emperor else ()))
        ps = PlayerScore(p.name, tuple(rules))
        players.append(ps)
        keys.append((ps.total, ps.rule("panda").points))
    return ScoreSheet(
        game_id,
        tuple(players),
        winners_by(keys),
        tuple(board.warnings),
        tiebreak=(QT_TRANSLATE_NOOP("rules", "panda points"),),  # §7
        tiebreak_values=tuple(k[1:] for k in keys),
    )


# -- reading the file (§9) -------------------------------------------------------------
_CHANNEL = QT_TRANSLATE_NOOP("engine", "a channel is a list of two cells")
SCHEMA = BoardSchema(
    Path(__file__).with_name("board.schema.json"),
    {
        "#/$defs/card": QT_TRANSLATE_NOOP("engine", "{value} is not an objective card id"),
        "#/$defs/cell": QT_TRANSLATE_NOOP("engine", '{value} is not a cell "q,r"'),
        "garden.channels[*]:type": _CHANNEL,
        "garden.channels[*]:minItems": _CHANNEL,
        "garden.channels[*]:maxItems": _CHANNEL,
    },
)


def board_from_dict(data: Any, game) -> TakenokoBoard:
    """The board of a file; BoardFileError lists every problem: the
    schema's, then what it cannot say (a card completed twice, the Emperor,
    the garden's plots, channels and figures), on the parts it found sound."""
    checker = Checker()
    found = SCHEMA.check(data, checker)
    warnings: list[Message] = []
    mirrored = found.sound("options", "accept_mirrored_diamonds") and data["options"]["accept_mirrored_diamonds"]

    entries: list[PlayerEntry] = []
    owner: dict[str, str] = {}  # unique card id -> player name
    panda_used: dict[str, int] = {}  # generic panda id -> copies used
    players = found.objects("players")
    threshold = THRESHOLD.get(len(data["players"])) if players else None
    emperors: list[int] = []
    for i, p in players:
        at, where = ("players", i), key_path("players", i)
        name = player_name(data, i)
        completed: list[str] = []
        cards = p["completed"] if found.checked(*at, "completed") else []
        for ci, cid in enumerate(cards):
            if not found.sound(*at, "completed", ci):
                continue
            cw = key_path(key_path(where, "completed"), ci)
            card = card_for(cid)
            if cid in CARD_BY_ID:  # one card (a generic panda id is any of its copies)
                if cid in owner:
                    checker.add(
                        cw,
                        QT_TRANSLATE_NOOP("engine", "{card} is already completed by {player}"),
                        card=cid,
                        player=owner[cid],
                    )
                    continue
                owner[cid] = name
            if card.type == PANDA_TYPE:
                generic = card.generic_id
                panda_used[generic] = panda_used.get(generic, 0) + 1
                if panda_used[generic] > PANDA_COPIES[generic]:
                    checker.add(
                        cw,
                        QT_TRANSLATE_NOOP("engine", "more {card} cards than the {count} in the game"),
                        card=generic,
                        count=PANDA_COPIES[generic],
                    )
                    continue
            completed.append(cid)
        emperor = found.sound(*at, "emperor") and p["emperor"]
        if emperor:
            emperors.append(i)
            if threshold is not None and found.checked(*at, "completed") and len(cards) < threshold:
                checker.add(
                    key_path(where, "emperor"),
                    QT_TRANSLATE_N_NOOP(
                        "engine",
                        "the Emperor goes to a player with at least %n completed objectives; {name} has {count}",
                    ),
                    numerus="threshold",
                    threshold=threshold,
                    name=name,
                    count=len(cards),
                )
        entries.append(PlayerEntry(name, tuple(completed), bool(emperor)))
    for k in emperors[1:]:
        checker.add(
            key_path(key_path("players", k), "emperor"),
            QT_TRANSLATE_NOOP("engine", "only one player holds the Emperor card"),
        )
    if not emperors and threshold is not None:
        reached = [e.name for e in entries if len(e.completed) >= threshold]
        if reached:
            warnings.append(
                plural(
                    QT_TRANSLATE_N_NOOP("engine", "{names} reached %n objectives but nobody holds the Emperor card"),
                    "threshold",
                    names=", ".join(reached),
                    threshold=threshold,
                )
            )

    garden = _garden_from_dict(data["garden"], found, checker, warnings) if found.checked("garden") else None
    checker.raise_if_any()
    return TakenokoBoard(tuple(entries), garden, {"accept_mirrored_diamonds": bool(mirrored)}, tuple(warnings))


def _warn(warnings: list[Message], where: str, template: str, *, numerus: str | None = None, **params: Any) -> None:
    """A §9 warning; ``where`` (a place in the file) is a parameter the window marks, not part of the text.
    A counted ``template`` (``%n``) names in ``numerus`` the parameter of its number."""
    message = plural(template, numerus, where=where, **params) if numerus else msg(template, where=where, **params)
    warnings.append(message)


def _garden_from_dict(g: dict[str, Any], found, checker: Checker, warnings: list[Message]) -> Garden:
    at = ("garden",)
    pw, cw = "garden.plots", "garden.channels"
    plots: dict[Hex, PlotInfo] = {}
    for key, value in g["plots"].items() if found.checked(*at, "plots") else ():
        if not found.sound(*at, "plots", key):
            continue
        w = key_path(pw, key)
        cell = hexgrid.parse_pair(key)
        assert cell is not None  # the schema's cell pattern is the canonical "q,r"
        if cell == (0, 0):
            checker.add(w, QT_TRANSLATE_NOOP("engine", "the pond is not a plot"))
            continue
        imp, printed = value.get("improvement", "none"), value.get("printed", False)
        if printed and imp == "none":
            checker.add(
                key_path(w, "printed"), QT_TRANSLATE_NOOP("engine", "a printed improvement needs an improvement")
            )
            continue
        plots[cell] = PlotInfo(value["colour"], imp, printed, value.get("bamboo", 0))

    channels: set = set()
    for k, pair in enumerate(g["channels"] if found.checked(*at, "channels") else ()):
        if not found.sound(*at, "channels", k):
            continue
        w = key_path(cw, k)
        a, b = hexgrid.parse_pair(pair[0]), hexgrid.parse_pair(pair[1])
        assert a is not None and b is not None
        if not hexgrid.are_neighbours(a, b):
            checker.add(
                w,
                QT_TRANSLATE_NOOP("engine", "{a} and {b} are not neighbours"),
                a=hexgrid.format_pair(a),
                b=hexgrid.format_pair(b),
            )
            continue
        e = frozenset((a, b))
        if e in channels:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "this channel is listed twice"))
            continue
        channels.add(e)

    figures = {}
    for fig in ("panda", "gardener"):
        figures[fig] = (0, 0)
        if found.sound(*at, fig):
            cell = hexgrid.parse_pair(g[fig])
            assert cell is not None
            if cell != (0, 0) and cell not in plots and not (found.checked(*at, "plots") and g[fig] in g["plots"]):
                checker.add(
                    key_path("garden", fig),
                    QT_TRANSLATE_NOOP("engine", "{cell} is neither the pond nor a plot"),
                    cell=g[fig],
                )
                continue
            figures[fig] = cell
    garden = Garden(plots, frozenset(channels), figures["panda"], figures["gardener"])

    # errors of §9's last check: bamboo only grows on irrigated plots
    wet = garden.irrigated()
    for cell, p in sorted(plots.items()):
        if p.bamboo and cell not in wet:
            checker.add(
                key_path(key_path(pw, hexgrid.format_pair(cell)), "bamboo"),
                QT_TRANSLATE_NOOP(
                    "engine", "bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)"
                ),
            )

    # warnings: counts (§1.1), placement rule, channel network
    for colour_id in COLOUR_BY_ID:
        colour = COLOUR_BY_ID[colour_id]
        n = sum(1 for p in plots.values() if p.colour == colour_id)
        if n > PLOTS_PER_COLOUR[colour]:
            _warn(
                warnings,
                pw,
                QT_TRANSLATE_N_NOOP("engine", "%n {colour} plots; the game has {limit}"),
                numerus="count",
                count=n,
                colour=colour_id,
                limit=PLOTS_PER_COLOUR[colour],
            )
        for imp, limit in PLOT_INVENTORY[colour].items():
            if not imp:
                continue
            n = sum(
                1
                for p in plots.values()
                if p.colour == colour_id and p.printed and p.improvement == IMPROVEMENT_IDS[imp]
            )
            if n > limit:
                _warn(
                    warnings,
                    pw,
                    QT_TRANSLATE_N_NOOP(
                        "engine", "%n {colour} plots with a printed {improvement}; the game has {limit}"
                    ),
                    numerus="count",
                    count=n,
                    colour=colour_id,
                    improvement=IMPROVEMENT_IDS[imp],
                    limit=limit,
                )
        sections = sum(p.bamboo for p in plots.values() if p.colour == colour_id)
        if sections > BAMBOO_SUPPLY[colour]:
            _warn(
                warnings,
                pw,
                QT_TRANSLATE_N_NOOP("engine", "%n {colour} bamboo sections; the game has {limit}"),
                numerus="count",
                count=sections,
                colour=colour_id,
                limit=BAMBOO_SUPPLY[colour],
            )
    for imp in (1, 2, 3):
        n = sum(1 for p in plots.values() if not p.printed and p.improvement == IMPROVEMENT_IDS[imp])
        if n > TOKENS_PER_KIND:
            _warn(
                warnings,
                pw,
                QT_TRANSLATE_N_NOOP("engine", "%n {improvement} tokens; the game has {limit}"),
                numerus="count",
                count=n,
                improvement=IMPROVEMENT_IDS[imp],
                limit=TOKENS_PER_KIND,
            )
    if len(channels) > CHANNELS:
        _warn(
            warnings,
            cw,
            QT_TRANSLATE_N_NOOP("engine", "%n channels; the game has {limit}"),
            numerus="count",
            count=len(channels),
            limit=CHANNELS,
        )
    for cell in unreachable_plots(plots):
        _warn(
            warnings,
            key_path(pw, hexgrid.format_pair(cell)),
            QT_TRANSLATE_NOOP(
                "engine",
                "the plot {cell} cannot be placed: it is not next to the pond nor to two plots placed before it",
            ),
            cell=hexgrid.format_pair(cell),
        )
    for e in sorted(channels, key=sorted):
        a, b = sorted(e)
        if a not in plots or b not in plots:
            _warn(
                warnings,
                cw,
                QT_TRANSLATE_NOOP("engine", "channel {a}|{b} is not between two plots"),
                a=hexgrid.format_pair(a),
                b=hexgrid.format_pair(b),
            )
    for e in disconnected_channels(channels):
        a, b = sorted(e)
        _warn(
            warnings,
            cw,
            QT_TRANSLATE_NOOP("engine", "channel {a}|{b} is not connected to the pond"),
            a=hexgrid.format_pair(a),
            b=hexgrid.format_pair(b),
        )
    return garden


def unreachable_plots(plots: Mapping[Hex, Any]) -> list[Hex]:
    """§9: add any plot next to the pond or to two added plots until none is
    left; what remains could not have been placed (the rule is monotone)."""
    added: set[Hex] = set()
    left = set(plots)
    changed = True
    while changed:
        changed = False
        for cell in sorted(left):
            nb = hexgrid.neighbours(cell)
            if (0, 0) in nb or sum(1 for n in nb if n in added) >= 2:
                added.add(cell)
                left.discard(cell)
                changed = True
    return sorted(left)


def disconnected_channels(channels: Sequence[frozenset] | frozenset | set) -> list[frozenset]:
    """§6.3 (b): channels not linked to a pond vertex through channel endpoints."""
    reached_vertices = {v for v in hexgrid.cell_vertices((0, 0))}
    todo = set(channels)
    changed = True
    while changed:
        changed = False
        for e in sorted(todo, key=sorted):
            ends = hexgrid.edge_endpoints(*sorted(e))
            if ends[0] in reached_vertices or ends[1] in reached_vertices:
                reached_vertices.update(ends)
                todo.discard(e)
                changed = True
    return sorted(todo, key=sorted)


# -- writing ---------------------------------------------------------------------------
def board_to_dict(board: TakenokoBoard, game_id: str = "takenoko") -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": "gardenapp-board",
        "version": 1,
        "game": game_id,
        "options": {"accept_mirrored_diamonds": bool(board.options.get("accept_mirrored_diamonds"))},
        "players": [{"name": p.name, "completed": list(p.completed), "emperor": p.emperor} for p in board.players],
    }
    if board.garden is not None:
        g = board.garden
        out["garden"] = {
            "plots": {
                hexgrid.format_pair(c): {
                    "colour": p.colour,
                    "improvement": p.improvement,
                    "printed": p.printed,
                    "bamboo": p.bamboo,
                }
                for c, p in sorted(g.plots.items())
            },
            "channels": [
                [hexgrid.format_pair(a), hexgrid.format_pair(b)] for a, b in sorted(sorted(e) for e in g.channels)
            ],
            "panda": hexgrid.format_pair(g.panda),
            "gardener": hexgrid.format_pair(g.gardener),
        }
    return out


def board_from_state(state, names: Sequence[str], with_garden: bool = True) -> TakenokoBoard:
    """A played position as a finished board (generic panda ids, as docs/formats.md §1.5)."""
    players = tuple(
        PlayerEntry(names[p], tuple(CARDS[c].generic_id for c in state.done[p]), state.emperor == p)
        for p in range(state.num_players)
    )
    return TakenokoBoard(players, state.garden() if with_garden else None, {"accept_mirrored_diamonds": state.mirrored})


__all__ = [
    "TakenokoBoard",
    "PlayerEntry",
    "score_board",
    "board_from_dict",
    "board_to_dict",
    "board_from_state",
    "unreachable_plots",
    "disconnected_channels",
    "card_for",
    "RULES",
    "GENERIC_IDS",
    "PLOT_TYPE",
    "GARDENER_TYPE",
    "COLOUR_IDS",
]
