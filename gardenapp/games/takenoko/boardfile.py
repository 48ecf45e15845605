"""The Takenoko finished-board file (FORMATS.md "takenoko", spec §9) and the
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
from typing import Any

from ...core import hexgrid
from ...core.boardfile import Checker, check_common, key_path
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
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
    IMPROVEMENT_BY_ID,
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
OPTION_KEYS = ("accept_mirrored_diamonds",)


@dataclass(frozen=True)
class PlayerEntry:
    name: str
    completed: tuple[str, ...]   # card ids as written (generic or numbered panda ids)
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


def _known_id(card_id: Any) -> bool:
    return isinstance(card_id, str) and (card_id in CARD_BY_ID or card_id in PANDA_COPIES)


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
        rules = [RuleScore(rule, sum(c.points for c in cards),
                           tuple(cid for cid in p.completed if kinds[card_for(cid).type] == rule))
                 for rule, cards in by_rule.items()]
        rules.append(RuleScore("emperor", EMPEROR_POINTS if p.emperor else 0, (EMPEROR_ID,) if p.emperor else ()))
        ps = PlayerScore(p.name, tuple(rules))
        players.append(ps)
        keys.append((ps.total, ps.rule("panda").points))
    return ScoreSheet(game_id, tuple(players), winners_by(keys), tuple(board.warnings),
                      tiebreak=(QT_TRANSLATE_NOOP("rules", "panda points"),),   # §7
                      tiebreak_values=tuple(k[1:] for k in keys))


# -- reading the file (§9) -------------------------------------------------------------
def board_from_dict(data: Any, game) -> TakenokoBoard:
    checker = Checker()
    warnings: list[Message] = []
    options, players = check_common(data, game, checker, option_keys=OPTION_KEYS, player_required=("completed",),
                                    player_optional=("emperor",), top_optional=("garden",))
    mirrored = False
    if "accept_mirrored_diamonds" in options:
        if checker.boolean(options["accept_mirrored_diamonds"], "options.accept_mirrored_diamonds"):
            mirrored = options["accept_mirrored_diamonds"]

    entries: list[PlayerEntry] = []
    owner: dict[str, str] = {}          # unique card id -> player name
    panda_used: dict[str, int] = {}     # generic panda id -> copies used
    n_players = len(players)
    threshold = THRESHOLD.get(n_players)
    emperors: list[int] = []
    raw_players = data.get("players") if isinstance(data, dict) else None
    for pi, p in enumerate(players):
        # players dropped by check_common (not objects) keep the indices right
        index = next((k for k, x in enumerate(raw_players) if x is p), pi) if isinstance(raw_players, list) else pi
        where = key_path("players", index)
        raw_name = p.get("name")
        name = raw_name if isinstance(raw_name, str) else f"#{index + 1}"
        completed: list[str] = []
        raw = p.get("completed", [])
        if checker.list_of(raw, key_path(where, "completed")):
            for ci, cid in enumerate(raw):
                cw = key_path(key_path(where, "completed"), ci)
                if not _known_id(cid):
                    checker.add(cw, QT_TRANSLATE_NOOP("engine", "{value} is not an objective card id"),
                                value=repr(cid) if not isinstance(cid, str) else cid)
                    continue
                card = card_for(cid)
                if card.type == PANDA_TYPE:
                    generic = card.generic_id
                    if cid in CARD_BY_ID:  # a numbered copy is one card
                        if cid in owner:
                            checker.add(cw, QT_TRANSLATE_NOOP("engine", "{card} is already completed by {player}"),
                                        card=cid, player=owner[cid])
                            continue
                        owner[cid] = name
                    panda_used[generic] = panda_used.get(generic, 0) + 1
                    if panda_used[generic] > PANDA_COPIES[generic]:
                        checker.add(cw, QT_TRANSLATE_NOOP("engine", "more {card} cards than the {count} in the game"),
                                    card=generic, count=PANDA_COPIES[generic])
                        continue
                else:
                    if cid in owner:
                        checker.add(cw, QT_TRANSLATE_NOOP("engine", "{card} is already completed by {player}"),
                                    card=cid, player=owner[cid])
                        continue
                    owner[cid] = name
                completed.append(cid)
        emperor = p.get("emperor", False)
        if not checker.boolean(emperor, key_path(where, "emperor")):
            emperor = False
        if emperor:
            emperors.append(len(entries))
            if threshold is not None and isinstance(raw, list) and len(raw) < threshold:
                checker.add(key_path(where, "emperor"), QT_TRANSLATE_NOOP(
                    "engine", "the Emperor goes to a player with at least {threshold} completed objectives; "
                              "{name} has {count}"), threshold=threshold, name=name, count=len(raw))
        entries.append(PlayerEntry(name, tuple(completed), bool(emperor)))
    if len(emperors) > 1:
        for k in emperors[1:]:
            checker.add(key_path(key_path("players", k), "emperor"),
                        QT_TRANSLATE_NOOP("engine", "only one player holds the Emperor card"))
    elif not emperors and threshold is not None:
        reached = [e.name for e in entries if len(e.completed) >= threshold]
        if reached:
            warnings.append(msg(QT_TRANSLATE_NOOP(
                "engine", "{names} reached {threshold} objectives but nobody holds the Emperor card"),
                names=", ".join(reached), threshold=threshold))

    garden = None
    if isinstance(data, dict) and "garden" in data:
        garden = _garden_from_dict(data["garden"], checker, warnings)
    checker.raise_if_any()
    return TakenokoBoard(tuple(entries), garden, {"accept_mirrored_diamonds": mirrored}, tuple(warnings))


def _warn(warnings: list[Message], where: str, template: str, **params: Any) -> None:
    warnings.append(msg(template, where=where, **params))


def _cell(text: Any, where: str, checker: Checker) -> Hex | None:
    cell = hexgrid.parse_pair(text)
    if cell is None:
        checker.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not a cell \"q,r\""),
                    value=repr(text) if not isinstance(text, str) else f'"{text}"')
    return cell


def _garden_from_dict(g: Any, checker: Checker, warnings: list[Message]) -> Garden | None:
    where = "garden"
    if not checker.keys(g, where, [], ["plots", "channels", "panda", "gardener"]):
        if not isinstance(g, dict):
            return None
    plots: dict[Hex, PlotInfo] = {}
    raw_plots = g.get("plots", {})
    pw = key_path(where, "plots")
    if not isinstance(raw_plots, dict):
        checker.add(pw, QT_TRANSLATE_NOOP("engine", "expected an object"))
        raw_plots = {}
    for key, value in raw_plots.items():
        w = key_path(pw, key)
        cell = hexgrid.parse_pair(key)
        if cell is None:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "not a cell \"q,r\""))
            continue
        if cell == (0, 0):
            checker.add(w, QT_TRANSLATE_NOOP("engine", "the pond is not a plot"))
            continue
        checker.keys(value, w, ["colour"], ["improvement", "printed", "bamboo"])
        if not isinstance(value, dict):
            continue
        ok = True
        colour: Any = value.get("colour")     # a colour id once checked (a plot is kept only then)
        if "colour" in value and not checker.choice(colour, key_path(w, "colour"), list(COLOUR_BY_ID)):
            ok = False
        imp = value.get("improvement", "none")
        if not checker.choice(imp, key_path(w, "improvement"), list(IMPROVEMENT_BY_ID)):
            ok = False
        printed = value.get("printed", False)
        if not checker.boolean(printed, key_path(w, "printed")):
            ok = False
        elif printed and imp == "none":
            checker.add(key_path(w, "printed"), QT_TRANSLATE_NOOP(
                "engine", "a printed improvement needs an improvement"))
            ok = False
        bamboo = value.get("bamboo", 0)
        if not checker.integer(bamboo, key_path(w, "bamboo"), 0, 4):
            ok = False
        if ok and "colour" in value:
            plots[cell] = PlotInfo(colour, imp, printed, bamboo)

    channels: set = set()
    raw_channels = g.get("channels", [])
    cw = key_path(where, "channels")
    if checker.list_of(raw_channels, cw):
        for k, pair in enumerate(raw_channels):
            w = key_path(cw, k)
            if not isinstance(pair, list) or len(pair) != 2:
                checker.add(w, QT_TRANSLATE_NOOP("engine", "a channel is a list of two cells"))
                continue
            a = _cell(pair[0], key_path(w, 0), checker)
            b = _cell(pair[1], key_path(w, 1), checker)
            if a is None or b is None:
                continue
            if not hexgrid.are_neighbours(a, b):
                checker.add(w, QT_TRANSLATE_NOOP("engine", "{a} and {b} are not neighbours"),
                            a=hexgrid.format_pair(a), b=hexgrid.format_pair(b))
                continue
            e = frozenset((a, b))
            if e in channels:
                checker.add(w, QT_TRANSLATE_NOOP("engine", "this channel is listed twice"))
                continue
            channels.add(e)

    figures = {}
    for fig in ("panda", "gardener"):
        figures[fig] = (0, 0)
        if fig in g:
            cell = _cell(g[fig], key_path(where, fig), checker)
            if cell is None:
                continue
            if cell != (0, 0) and cell not in plots and hexgrid.format_pair(cell) not in raw_plots:
                checker.add(key_path(where, fig), QT_TRANSLATE_NOOP("engine", "{cell} is neither the pond nor a plot"),
                            cell=hexgrid.format_pair(cell))
                continue
            figures[fig] = cell
    garden = Garden(plots, frozenset(channels), figures["panda"], figures["gardener"])

    # errors of §9's last check: bamboo only grows on irrigated plots
    wet = garden.irrigated()
    for cell, p in sorted(plots.items()):
        if p.bamboo and cell not in wet:
            checker.add(key_path(key_path(pw, hexgrid.format_pair(cell)), "bamboo"), QT_TRANSLATE_NOOP(
                "engine", "bamboo grows only on an irrigated plot (next to the pond, a channel or a watershed)"))

    # warnings: counts (§1.1), placement rule, channel network
    for colour_id in COLOUR_BY_ID:
        colour = COLOUR_BY_ID[colour_id]
        n = sum(1 for p in plots.values() if p.colour == colour_id)
        if n > PLOTS_PER_COLOUR[colour]:
            _warn(warnings, pw, QT_TRANSLATE_NOOP("engine", "{where}: {count} {colour} plots; the game has {limit}"),
                  count=n, colour=colour_id, limit=PLOTS_PER_COLOUR[colour])
        for imp, limit in PLOT_INVENTORY[colour].items():
            if not imp:
                continue
            n = sum(1 for p in plots.values() if p.colour == colour_id and p.printed
                    and p.improvement == IMPROVEMENT_IDS[imp])
            if n > limit:
                _warn(warnings, pw, QT_TRANSLATE_NOOP(
                    "engine", "{where}: {count} {colour} plots with a printed {improvement}; the game has {limit}"),
                      count=n, colour=colour_id, improvement=IMPROVEMENT_IDS[imp], limit=limit)
        sections = sum(p.bamboo for p in plots.values() if p.colour == colour_id)
        if sections > BAMBOO_SUPPLY[colour]:
            _warn(warnings, pw, QT_TRANSLATE_NOOP(
                "engine", "{where}: {count} {colour} bamboo sections; the game has {limit}"),
                  count=sections, colour=colour_id, limit=BAMBOO_SUPPLY[colour])
    for imp in (1, 2, 3):
        n = sum(1 for p in plots.values() if not p.printed and p.improvement == IMPROVEMENT_IDS[imp])
        if n > TOKENS_PER_KIND:
            _warn(warnings, pw, QT_TRANSLATE_NOOP(
                "engine", "{where}: {count} {improvement} tokens; the game has {limit}"),
                  count=n, improvement=IMPROVEMENT_IDS[imp], limit=TOKENS_PER_KIND)
    if len(channels) > CHANNELS:
        _warn(warnings, cw, QT_TRANSLATE_NOOP("engine", "{where}: {count} channels; the game has {limit}"),
              count=len(channels), limit=CHANNELS)
    for cell in unreachable_plots(plots):
        _warn(warnings, key_path(pw, hexgrid.format_pair(cell)), QT_TRANSLATE_NOOP(
            "engine", "{where}: cannot be placed: not next to the pond nor to two plots placed before it"))
    for e in sorted(channels, key=sorted):
        a, b = sorted(e)
        if a not in plots or b not in plots:
            _warn(warnings, cw, QT_TRANSLATE_NOOP("engine", "{where}: channel {a}|{b} is not between two plots"),
                  a=hexgrid.format_pair(a), b=hexgrid.format_pair(b))
    for e in disconnected_channels(channels):
        a, b = sorted(e)
        _warn(warnings, cw, QT_TRANSLATE_NOOP("engine", "{where}: channel {a}|{b} is not connected to the pond"),
              a=hexgrid.format_pair(a), b=hexgrid.format_pair(b))
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
    out: dict[str, Any] = {"format": "gardenapp-board", "version": 1, "game": game_id,
                           "options": {"accept_mirrored_diamonds": bool(board.options.get("accept_mirrored_diamonds"))},
                           "players": [{"name": p.name, "completed": list(p.completed), "emperor": p.emperor}
                                       for p in board.players]}
    if board.garden is not None:
        g = board.garden
        out["garden"] = {
            "plots": {hexgrid.format_pair(c): {"colour": p.colour, "improvement": p.improvement, "printed": p.printed,
                                               "bamboo": p.bamboo} for c, p in sorted(g.plots.items())},
            "channels": [[hexgrid.format_pair(a), hexgrid.format_pair(b)]
                         for a, b in sorted(sorted(e) for e in g.channels)],
            "panda": hexgrid.format_pair(g.panda), "gardener": hexgrid.format_pair(g.gardener)}
    return out


def board_from_state(state, names: Sequence[str], with_garden: bool = True) -> TakenokoBoard:
    """A played position as a finished board (generic panda ids, as FORMATS.md)."""
    players = tuple(PlayerEntry(names[p], tuple(CARDS[c].generic_id for c in state.done[p]), state.emperor == p)
                    for p in range(state.num_players))
    return TakenokoBoard(players, state.garden() if with_garden else None, {"accept_mirrored_diamonds": state.mirrored})


__all__ = ["TakenokoBoard", "PlayerEntry", "score_board", "board_from_dict", "board_to_dict", "board_from_state",
           "unreachable_plots", "disconnected_channels", "card_for", "RULES", "GENERIC_IDS", "PLOT_TYPE",
           "GARDENER_TYPE", "COLOUR_IDS"]
