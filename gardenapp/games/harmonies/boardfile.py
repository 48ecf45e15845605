"""The Harmonies finished-board file (FORMATS.md "harmonies", spec §6.11):
reading with every problem at once, writing, scoring and the export of a
played position."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core import hexgrid
from ...core.boardfile import FORMAT, VERSION, Checker, check_common, key_path
from ...core.game import State
from ...core.messages import QT_TRANSLATE_NOOP, msg
from ...core.score import ScoreSheet
from . import data, scoring
from .geometry import SIDES, stack_masks
from .state import SLOTS, HarmoniesState


@dataclass(frozen=True)
class PlayerBoard:
    """One player's finished board: stack ids by dense space index (board.Side),
    cube spaces (labels; None when not entered), animal cards (id, cubes placed)
    and the spirit (id, cube placed) or None."""

    name: str
    stacks: tuple[int, ...]
    cubes_on: tuple[str, ...] | None
    cards: tuple[tuple[str, int], ...]
    spirit: tuple[str, bool] | None


@dataclass(frozen=True)
class HarmoniesBoard:
    side: str
    spirits: bool
    players: tuple[PlayerBoard, ...]


def board_from_dict(game, d: Mapping[str, Any]) -> HarmoniesBoard:
    checker = Checker()
    options, players = check_common(d, game, checker, option_keys=("side", "spirits"),
                                    player_required=("spaces", "cards"),
                                    player_optional=("cubes_on", "spirit"))
    side_name = options.get("side", "A")
    # With an unknown side, spaces cannot be judged: say only what is wrong.
    side_known = checker.choice(side_name, "options.side", game.descriptor.option("side").choice_values)
    if not side_known:
        side_name = "A"
    spirits = options.get("spirits", False)
    if not checker.boolean(spirits, "options.spirits"):
        spirits = False
    side = SIDES[side_name]
    out = []
    owners: dict[str, str] = {}
    for i, p in enumerate(players):
        where = key_path("players", i)
        if side_known:
            stacks = _check_spaces(checker, p.get("spaces", {}), key_path(where, "spaces"), side)
            cubes_on = _check_cubes_on(checker, p, key_path(where, "cubes_on"), side, stacks)
        else:
            stacks, cubes_on = (0,) * side.size, None
        cards = _check_cards(checker, p.get("cards", []), key_path(where, "cards"), owners, where)
        spirit = None
        w = key_path(where, "spirit")
        if "spirit" in p:
            if not spirits:
                checker.add(w, QT_TRANSLATE_NOOP(
                    "engine", "a Nature's Spirit is only allowed when options.spirits is true"))
            else:
                spirit = _check_spirit(checker, p["spirit"], w, owners, where)
        elif spirits:
            checker.add(w, QT_TRANSLATE_NOOP(
                "engine",
                "is missing (options.spirits is true: give the spirit kept and whether its cube was placed)"))
        raw_name = p.get("name")
        out.append(PlayerBoard(raw_name if isinstance(raw_name, str) else f"P{i + 1}",
                               stacks, cubes_on, cards, spirit))
    checker.raise_if_any()
    return HarmoniesBoard(side_name, spirits, tuple(out))

def _check_spaces(checker: Checker, spaces: Any, where: str, side) -> tuple[int, ...]:
    stacks = [0] * side.size
    if not isinstance(spaces, dict):
        checker.add(where, QT_TRANSLATE_NOOP("engine", "expected an object of \"c,r\": [colours]"))
        return tuple(stacks)
    for label, value in spaces.items():
        w = key_path(where, label)
        cr = hexgrid.parse_pair(label)
        if cr is None:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "is not a space label \"c,r\""))
            continue
        if label not in side.index:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "no such space on side {side}"), side=side.name)
            continue
        if not checker.list_of(value, w):
            continue
        colours = []
        ok = True
        for j, c in enumerate(value):
            if not checker.choice(c, key_path(w, j), data.COLOURS):
                ok = False
            else:
                colours.append(data.COLOUR_INDEX[c])
        if not ok:
            continue
        sid = data.STACK_ID.get(tuple(colours))
        if sid is None:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "{stack} is not a legal stack (bottom to top; spec §5.2)"),
                        stack="/".join(value))
            continue
        stacks[side.index[label]] = sid
    return tuple(stacks)

def _check_cubes_on(checker: Checker, p: Mapping, where: str, side, stacks) -> tuple[str, ...] | None:
    if "cubes_on" not in p:
        return None
    value = p["cubes_on"]
    if not checker.list_of(value, where):
        return None
    seen = set()
    out = []
    for j, label in enumerate(value):
        w = key_path(where, j)
        if not checker.string(label, w):
            continue
        if hexgrid.parse_pair(label) is None:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "\"{value}\" is not a space label \"c,r\""), value=label)
        elif label not in side.index:
            checker.add(w, QT_TRANSLATE_NOOP(
                "engine", "{value}: no such space on side {side}"), value=label, side=side.name)
        elif label in seen:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "{value} is listed twice (one cube per space)"), value=label)
        elif stacks[side.index[label]] == 0:
            checker.add(w, QT_TRANSLATE_NOOP("engine", "{value} is empty: a cube sits on a token"), value=label)
        else:
            seen.add(label)
            out.append(label)
    return tuple(out)

def _check_cards(checker: Checker, cards: Any, where: str, owners: dict, player: str) -> tuple:
    if not checker.list_of(cards, where):
        return ()
    out = []
    for j, entry in enumerate(cards):
        w = key_path(where, j)
        if not checker.keys(entry, w, ["id", "cubes_placed"]):
            if not isinstance(entry, dict):
                continue
        cid = entry.get("id")
        if "id" not in entry or not checker.choice(cid, key_path(w, "id"), data.ANIMAL_IDS):
            continue
        if cid in owners:
            checker.add(key_path(w, "id"), QT_TRANSLATE_NOOP("engine", "card {card} is already listed at {other}"),
                        card=cid, other=owners[cid])
            continue
        owners[cid] = w
        n = entry.get("cubes_placed")
        slots = SLOTS[data.CARD_INDEX[cid]]
        if "cubes_placed" not in entry or not checker.integer(n, key_path(w, "cubes_placed"), 0):
            continue
        if n > slots:
            checker.add(key_path(w, "cubes_placed"), QT_TRANSLATE_NOOP(
                "engine", "{value} is more than card {card}'s {slots} slots"),
                        value=n, card=cid, slots=slots)
            continue
        out.append((cid, n))
    return tuple(out)

def _check_spirit(checker: Checker, entry: Any, where: str, owners: dict, player: str):
    if not checker.keys(entry, where, ["id", "cube_placed"]):
        if not isinstance(entry, dict):
            return None
    sid = entry.get("id")
    ok = "id" in entry and checker.choice(sid, key_path(where, "id"), data.SPIRIT_IDS)
    placed = entry.get("cube_placed")
    ok = ("cube_placed" in entry and checker.boolean(placed, key_path(where, "cube_placed"))) and ok
    if not ok:
        return None
    if sid in owners:
        checker.add(key_path(where, "id"), QT_TRANSLATE_NOOP("engine", "card {card} is already listed at {other}"),
                    card=sid, other=owners[sid])
        return None
    owners[sid] = where
    return (sid, placed)

def board_to_dict(game, board: HarmoniesBoard) -> dict[str, Any]:
    side = SIDES[board.side]
    players = []
    for p in board.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "spaces": {side.labels[i]: [data.COLOURS[c] for c in data.STACKS[s]]
                       for i, s in enumerate(p.stacks) if s},
        }
        if p.cubes_on is not None:
            entry["cubes_on"] = list(p.cubes_on)
        entry["cards"] = [{"id": cid, "cubes_placed": n} for cid, n in p.cards]
        if p.spirit is not None:
            entry["spirit"] = {"id": p.spirit[0], "cube_placed": p.spirit[1]}
        players.append(entry)
    return {"format": FORMAT, "version": VERSION, "game": game.id,
            "options": {"side": board.side, "spirits": board.spirits}, "players": players}

def score_board(game, board: HarmoniesBoard) -> ScoreSheet:
    """THE scorer (spec §6): every player's breakdown, winners, warnings."""
    side = SIDES[board.side]
    entries = []
    warnings = []
    for p in board.players:
        cards = tuple((data.CARD_INDEX[cid], n) for cid, n in p.cards)
        spirit, placed = (data.CARD_INDEX[p.spirit[0]], p.spirit[1]) if p.spirit else (-1, False)
        animal_cubes = sum(n for _, n in p.cards)
        if p.cubes_on is not None:
            expected = animal_cubes + (1 if placed else 0)
            if len(p.cubes_on) != expected:
                warnings.append(msg(QT_TRANSLATE_NOOP(
                    "engine",
                    "{name}: {marked} cubes are marked on the board but the cards account for {expected}"),
                    name=p.name, marked=len(p.cubes_on), expected=expected))
        incomplete = sum(1 for cid, n in p.cards if n < SLOTS[data.CARD_INDEX[cid]])
        incomplete += 1 if spirit >= 0 and not placed else 0
        if incomplete > data.CARD_LIMIT:
            warnings.append(msg(QT_TRANSLATE_NOOP(
                "engine", "{name}: {count} incomplete cards; the rules allow at most {limit}"),
                name=p.name, count=incomplete, limit=data.CARD_LIMIT))
        entries.append((p.name, stack_masks(side, p.stacks), cards, spirit, placed, animal_cubes))
    return scoring.score_sheet(game.id, side, board.spirits, entries, warnings)

def board_from_state(state: State, names: Sequence[str]) -> HarmoniesBoard:
    assert isinstance(state, HarmoniesState)
    side = state.side
    players = []
    for i in range(state.num_players):
        s = state.spirit[i]
        spirit = (data.CARDS[s].id, state.spirit_placed[i]) if s >= 0 else None
        players.append(PlayerBoard(
            names[i], tuple(state.stacks[i]), side.labels_of(state.cubes[i]),
            tuple((data.CARDS[c].id, n) for c, n in state.cards[i]), spirit))
    return HarmoniesBoard(side.name, state.spirits, tuple(players))
