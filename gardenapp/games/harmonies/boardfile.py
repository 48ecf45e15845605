"""The Harmonies finished-board file (§6.11, docs/formats.md §1.4):
reading with every problem at once, writing, scoring and the export of a
played position."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.boardfile import FORMAT, VERSION, BoardSchema, player_name
from ...core.checker import Checker, key_path
from ...core.game import State
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural
from ...core.score import ScoreSheet
from . import data, scoring
from .garden import SIDES, stack_masks
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


def _space_word(side: str) -> Message:
    return msg(QT_TRANSLATE_NOOP("engine", "{value} is not a space of side {side}"), side=side)


def _stack_word(stack: list[str]) -> tuple[tuple[str, ...], Message]:
    return (), msg(QT_TRANSLATE_NOOP("engine", "{stack} is not a legal stack (bottom to top)"), stack="/".join(stack))


def _slots_word(card: dict[str, Any]) -> tuple[tuple[str, ...], Message]:
    # The schema's card: an id it knows and whole cubes >= 0 that fit none of the slot counts.
    return ("cubes_placed",), plural(
        QT_TRANSLATE_N_NOOP("engine", "{value} is more than card {card}'s %n slots"),
        "slots",
        value=card["cubes_placed"],
        card=card["id"],
        slots=SLOTS[data.CARD_INDEX[card["id"]]],
    )


SCHEMA = BoardSchema(
    Path(__file__).with_name("board.schema.json"),
    {
        "#/$defs/space_A": _space_word("A"),
        "#/$defs/space_B": _space_word("B"),
        "#/$defs/stack:anyOf": _stack_word,
        "#/$defs/card:anyOf": _slots_word,
        "players[*].cubes_on[*]:uniqueItems": QT_TRANSLATE_NOOP(
            "engine", "{value} is listed twice (one cube per space)"
        ),
        "players[*].spirit:required": QT_TRANSLATE_NOOP(
            "engine",
            "the Nature's Spirit is missing: with the spirits variant, give the spirit kept and whether "
            "its cube was placed",
        ),
        "players[*].spirit:additionalProperties": QT_TRANSLATE_NOOP(
            "engine", "a Nature's Spirit is only allowed with the spirits variant"
        ),
    },
)


def board_from_dict(game, d: Mapping[str, Any]) -> HarmoniesBoard:
    """The board of a file; BoardFileError lists every problem: the
    schema's, then what it cannot say (a cube on an empty space, a card on
    two boards), on the parts it found sound."""
    checker = Checker()
    found = SCHEMA.check(d, checker)
    side_name, spirits = _option(found, d, "side", "A"), _option(found, d, "spirits", False)
    out = []
    owners: dict[str, int] = {}  # card or spirit id -> the player it is listed on
    if side_name is not None and spirits is not None:  # the options say which player schema applies
        side = SIDES[side_name]
        for i, p in found.objects("players"):
            at = ("players", i)
            where = key_path("players", i)
            stacks = _stacks(p["spaces"], side) if found.sound(*at, "spaces") else None
            cubes_on = None
            if stacks is not None and found.sound(*at, "cubes_on"):
                cubes_on = _check_cubes_on(checker, p["cubes_on"], key_path(where, "cubes_on"), side, stacks)
            cards = []
            for j, card in found.objects(*at, "cards"):
                if found.sound(*at, "cards", j) and _owned_once(
                    checker, d, card["id"], i, owners, key_path(key_path(key_path(where, "cards"), j), "id")
                ):
                    cards.append((card["id"], card["cubes_placed"]))
            spirit = None
            if found.sound(*at, "spirit"):
                s = p["spirit"]
                if _owned_once(checker, d, s["id"], i, owners, key_path(key_path(where, "spirit"), "id")):
                    spirit = (s["id"], s["cube_placed"])
            if stacks is not None and found.sound(*at):
                out.append(PlayerBoard(p["name"], stacks, cubes_on, tuple(cards), spirit))
    checker.raise_if_any()
    return HarmoniesBoard(side_name or "A", bool(spirits), tuple(out))


def _option(found, d: Mapping[str, Any], key: str, default: Any) -> Any:
    """An option as the file gives it (``default`` when left out), None when it is not sound."""
    options = d.get("options", {})
    if not isinstance(options, dict):
        return None
    return options.get(key, default) if key not in options or found.sound("options", key) else None


def _stacks(spaces: Mapping[str, list[str]], side) -> tuple[int, ...]:
    stacks = [0] * side.size
    for label, colours in spaces.items():
        stacks[side.index[label]] = data.STACK_ID[tuple(data.COLOUR_INDEX[c] for c in colours)]
    return tuple(stacks)


def _check_cubes_on(checker: Checker, labels: list[str], where: str, side, stacks) -> tuple[str, ...]:
    for j, label in enumerate(labels):
        if stacks[side.index[label]] == 0:
            checker.add(
                key_path(where, j), QT_TRANSLATE_NOOP("engine", "{value} is empty: a cube sits on a token"), value=label
            )
    return tuple(labels)


def _owned_once(
    checker: Checker, d: Mapping[str, Any], card: str, player: int, owners: dict[str, int], where: str
) -> bool:
    """An animal card or a spirit is on one board, once (the first listing keeps it)."""
    if card not in owners:
        owners[card] = player
        return True
    if owners[card] == player:
        checker.add(where, QT_TRANSLATE_NOOP("engine", "card {card} is listed twice on this board"), card=card)
    else:
        checker.add(
            where,
            QT_TRANSLATE_NOOP("engine", "card {card} is already on {name}'s board"),
            card=card,
            name=player_name(d, owners[card]),
        )
    return False


def board_to_dict(game, board: HarmoniesBoard) -> dict[str, Any]:
    side = SIDES[board.side]
    players = []
    for p in board.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "spaces": {side.labels[i]: [data.COLOURS[c] for c in data.STACKS[s]] for i, s in enumerate(p.stacks) if s},
        }
        if p.cubes_on is not None:
            entry["cubes_on"] = list(p.cubes_on)
        entry["cards"] = [{"id": cid, "cubes_placed": n} for cid, n in p.cards]
        if p.spirit is not None:
            entry["spirit"] = {"id": p.spirit[0], "cube_placed": p.spirit[1]}
        players.append(entry)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.id,
        "options": {"side": board.side, "spirits": board.spirits},
        "players": players,
    }


def score_board(game, board: HarmoniesBoard) -> ScoreSheet:
    """THE scorer (§6): every player's breakdown, winners, warnings."""
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
                warnings.append(
                    plural(
                        QT_TRANSLATE_N_NOOP(
                            "engine",
                            "{name}: %n cubes are marked on the board but the cards account for {expected}",
                        ),
                        "marked",
                        name=p.name,
                        marked=len(p.cubes_on),
                        expected=expected,
                    )
                )
        incomplete = sum(1 for cid, n in p.cards if n < SLOTS[data.CARD_INDEX[cid]])
        incomplete += 1 if spirit >= 0 and not placed else 0
        if incomplete > data.CARD_LIMIT:
            warnings.append(
                plural(
                    QT_TRANSLATE_N_NOOP("engine", "{name}: %n incomplete cards; the rules allow at most {limit}"),
                    "count",
                    name=p.name,
                    count=incomplete,
                    limit=data.CARD_LIMIT,
                )
            )
        entries.append((p.name, stack_masks(side, p.stacks), cards, spirit, placed, animal_cubes))
    return scoring.score_sheet(game.id, side, board.spirits, entries, warnings)


def board_from_state(state: State, names: Sequence[str]) -> HarmoniesBoard:
    assert isinstance(state, HarmoniesState)
    side = state.side
    players = []
    for i in range(state.num_players):
        s = state.spirit[i]
        spirit = (data.CARDS[s].id, state.spirit_placed[i]) if s >= 0 else None
        players.append(
            PlayerBoard(
                names[i],
                tuple(state.stacks[i]),
                side.labels_of(state.cubes[i]),
                tuple((data.CARDS[c].id, n) for c, n in state.cards[i]),
                spirit,
            )
        )
    return HarmoniesBoard(side.name, state.spirits, tuple(players))
