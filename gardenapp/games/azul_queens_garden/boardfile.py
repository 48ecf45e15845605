"""The finished-board file of Azul: Queen's Garden (§8, docs/formats.md §1.6):
reading with every problem at once, writing,
the §8 warnings and the export of a played position.

Per player: ``score_before_final`` (the track after round 4's Phase 2),
``areas`` {A1..A6: null | "face_down" | {colour, pattern, orientation}},
``tiles`` {"q,r": {colour, pattern}} (every other free space is empty) and
``storage`` {jokers, tiles [{colour, pattern}], expansions [{colour, pattern}]}.
``areas``, ``tiles`` and ``storage`` may be left out (nothing placed / empty).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.boardfile import FORMAT, VERSION, BoardSchema
from ...core.checker import Checker, key_path
from ...core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, counted, msg, plural
from ...core.score import ScoreSheet
from . import data, scoring
from .garden import (
    AREA_CENTRE_BITS,
    AREA_DOWN,
    AREA_NONE,
    AREA_OF_BIT,
    AREA_RING_BITS,
    BIT,
    FOUNTAIN_BIT,
    LABEL,
    ORNAMENT_BITS,
    Garden,
    bits,
    components,
    labels,
)


@dataclass(frozen=True)
class AzulPlayerBoard:
    name: str
    score_before_final: int
    areas: tuple[int, ...]  # garden.AREA_NONE / AREA_DOWN / expansion * 6 + orientation
    tiles: tuple[tuple[str, int], ...]  # ("q,r", hexagon), in cell order
    jokers: int
    storage_tiles: tuple[int, ...]
    storage_expansions: tuple[int, ...]

    def garden(self) -> Garden:
        return Garden.build(self.areas, {BIT[c]: h for c, h in self.tiles})


@dataclass(frozen=True)
class AzulBoard:
    players: tuple[AzulPlayerBoard, ...]


@dataclass(frozen=True)
class BoardWarning:
    """A §8 warning with the places it names (for marking cells in the helper)."""

    player: int  # -1: the whole table
    places: tuple[str, ...]  # "q,r" cells or area ids
    message: Message


def _hexagon(value: Mapping[str, str]) -> int:
    return data.hex_of(data.COLOUR_INDEX[value["colour"]], data.PATTERN_INDEX[value["pattern"]])


def _area(value: Any) -> int:
    if value is None:
        return AREA_NONE
    if value == "face_down":
        return AREA_DOWN
    return _hexagon(value) * 6 + value["orientation"]


SCHEMA = BoardSchema(
    Path(__file__).with_name("board.schema.json"),
    {
        "#/$defs/cell": QT_TRANSLATE_NOOP("engine", "{value} is not a cell of the garden"),
        "#/$defs/area:anyOf": QT_TRANSLATE_NOOP(
            "engine", 'must be null, "face_down" or {{colour, pattern, orientation}}'
        ),
        "players[*].areas.*:additionalProperties": QT_TRANSLATE_NOOP("engine", "no such area (A1 to A6)"),
        "players[*].storage.tiles:maxItems": counted(
            QT_TRANSLATE_N_NOOP("engine", "%n tiles; the storage holds at most {limit}"), "count"
        ),
        "players[*].storage.expansions:maxItems": counted(
            QT_TRANSLATE_N_NOOP("engine", "%n expansions; the storage holds at most {limit}"), "count"
        ),
    },
)


def space_problem(areas: Sequence[int], b: int) -> tuple[str, dict[str, Any]] | None:
    """Why cell ``b`` is not a free space of a garden with these areas (None if it is)."""
    if b == FOUNTAIN_BIT:
        return QT_TRANSLATE_NOOP("engine", "is the fountain, not a space"), {}
    if b in ORNAMENT_BITS:
        return QT_TRANSLATE_NOOP("engine", "is an ornament (statue or bench), not a space"), {}
    a = AREA_OF_BIT.get(b)
    if a is None:
        return None  # a starting space
    st = areas[a]
    if st == AREA_NONE:
        return QT_TRANSLATE_NOOP("engine", "area {area} has no expansion"), {"area": data.AREAS[a]}
    if st == AREA_DOWN:
        return None
    if b == AREA_CENTRE_BITS[a]:
        return (
            QT_TRANSLATE_NOOP("engine", "is the pavilion of the expansion in {area}, not a space"),
            {"area": data.AREAS[a]},
        )
    if b == AREA_RING_BITS[a][st % 6]:
        return (
            QT_TRANSLATE_NOOP("engine", "holds the printed hexagon of the expansion in {area}"),
            {"area": data.AREAS[a]},
        )
    return None


def board_from_dict(game, d: Mapping[str, Any]) -> AzulBoard:
    """The board of a file; BoardFileError lists every problem: the
    schema's, then what it cannot say (a tile off the free spaces, a full
    storage), on the parts it found sound."""
    ck = Checker()
    found = SCHEMA.check(d, ck)
    out = []
    for i, p in found.objects("players"):
        at, where = ("players", i), key_path("players", i)
        areas = [AREA_NONE] * 6
        judged = "areas" not in p or found.checked(*at, "areas")  # else no cell can be judged
        bad = set()  # areas that cannot be read: their cells are not judged
        for k, area in enumerate(data.AREAS):
            if found.sound(*at, "areas", area):
                areas[k] = _area(p["areas"][area])
            elif judged and area in p.get("areas", {}):
                bad.add(k)
        tiles: dict[int, int] = {}
        for label, value in p["tiles"].items() if found.checked(*at, "tiles") else ():
            if not found.sound(*at, "tiles", label):
                continue
            b = BIT[label]
            why = space_problem(areas, b)
            if why is not None and judged and AREA_OF_BIT.get(b) not in bad:
                ck.add(key_path(key_path(where, "tiles"), label), why[0], **why[1])
            else:
                tiles[b] = _hexagon(value)
        jokers, s_tiles, s_exps = 0, [], []
        if found.sound(*at, "storage"):
            storage = p["storage"]
            jokers = storage.get("jokers", 0)
            s_tiles = [_hexagon(h) for h in storage.get("tiles", [])]
            s_exps = [_hexagon(h) for h in storage.get("expansions", [])]
            if len(s_tiles) + jokers > data.STORAGE_TILE_SPACES:
                ck.add(
                    key_path(where, "storage"),
                    QT_TRANSLATE_N_NOOP(
                        "engine",
                        "tiles: {tiles}, jokers: {jokers}; the storage holds at most %n tiles and jokers together",
                    ),
                    numerus="limit",
                    tiles=len(s_tiles),
                    jokers=jokers,
                    limit=data.STORAGE_TILE_SPACES,
                )
        if found.sound(*at):
            out.append(
                AzulPlayerBoard(
                    p["name"],
                    p["score_before_final"],
                    tuple(areas),
                    tuple((LABEL[b], tiles[b]) for b in sorted(tiles)),
                    jokers,
                    tuple(sorted(s_tiles)),
                    tuple(sorted(s_exps)),
                )
            )
    ck.raise_if_any()
    return AzulBoard(tuple(out))


def _hex_json(h: int) -> dict[str, str]:
    return {"colour": data.COLOURS[h // 6], "pattern": data.PATTERNS[h % 6]}


def board_to_dict(game, board: AzulBoard) -> dict[str, Any]:
    players = []
    for p in board.players:
        areas: dict[str, Any] = {}
        for i, a in enumerate(p.areas):
            if a == AREA_NONE:
                areas[data.AREAS[i]] = None
            elif a == AREA_DOWN:
                areas[data.AREAS[i]] = "face_down"
            else:
                areas[data.AREAS[i]] = dict(_hex_json(a // 6), orientation=a % 6)
        players.append(
            {
                "name": p.name,
                "score_before_final": p.score_before_final,
                "areas": areas,
                "tiles": {c: _hex_json(h) for c, h in p.tiles},
                "storage": {
                    "jokers": p.jokers,
                    "tiles": [_hex_json(h) for h in p.storage_tiles],
                    "expansions": [_hex_json(h) for h in p.storage_expansions],
                },
            }
        )
    return {"format": FORMAT, "version": VERSION, "game": game.id, "players": players}


def _group_rule_warnings(i: int, p: AzulPlayerBoard) -> list[BoardWarning]:
    """§8: each group of seat ``i``'s garden that holds two identical hexagons (the group rule, §5)."""
    g = p.garden()
    out: list[BoardWarning] = []
    warned: set[int] = set()  # two adjacent identical hexagons are a colour and a pattern group: warn once
    for masks, others in ((g.cm, g.pm), (g.pm, g.cm)):
        for m in masks:
            for comp in components(m):
                if comp & (comp - 1) == 0 or comp in warned:
                    continue
                if any((comp & o).bit_count() > 1 for o in others):
                    warned.add(comp)
                    text = QT_TRANSLATE_NOOP(
                        "engine", "{name}: the group {cells} holds two identical hexagons (the group rule)"
                    )
                    out.append(BoardWarning(i, labels(comp), msg(text, name=p.name, cells=" ".join(labels(comp)))))
    return out


def board_warnings(board: AzulBoard) -> list[BoardWarning]:
    """§8: a garden that breaks the group rule, more than 3 tiles of a combination on
    the table, an expansion entered twice. Warnings never block the score."""
    out: list[BoardWarning] = []
    tile_count = [0] * data.N_HEX
    exp_where: dict[int, list[str]] = {}
    for i, p in enumerate(board.players):
        for _, h in p.tiles:
            tile_count[h] += 1
        for h in p.storage_tiles:
            tile_count[h] += 1
        for k, a in enumerate(p.areas):
            if a >= 0:
                exp_where.setdefault(a // 6, []).append(f"{p.name} {data.AREAS[k]}")
        for h in p.storage_expansions:
            exp_where.setdefault(h, []).append(f"{p.name} storage")
        out.extend(_group_rule_warnings(i, p))
    for h, n in enumerate(tile_count):
        if n > data.TILE_COPIES:
            out.append(
                BoardWarning(
                    -1,
                    (),
                    plural(
                        QT_TRANSLATE_N_NOOP("engine", "{hexagon}: %n tiles are entered; the game has {copies}"),
                        "count",
                        count=n,
                        hexagon=data.HEX_NAMES[h],
                        copies=data.TILE_COPIES,
                    ),
                )
            )
    for h, places in sorted(exp_where.items()):
        if len(places) > 1:
            out.append(
                BoardWarning(
                    -1,
                    (),
                    plural(
                        QT_TRANSLATE_N_NOOP(
                            "engine", "the {hexagon} expansion is entered %n times ({places}); the game has one"
                        ),
                        "count",
                        hexagon=data.HEX_NAMES[h],
                        count=len(places),
                        places=", ".join(places),
                    ),
                )
            )
    return out


def score_board(game, board: AzulBoard) -> ScoreSheet:
    """THE scorer on a finished board (§7 from the score after round 4's Phase 2)."""
    values = data.final_values()
    players = [
        scoring.player_score(
            p.name, p.score_before_final, p.jokers, p.storage_tiles, p.storage_expansions, p.garden(), values
        )
        for p in board.players
    ]
    return scoring.sheet(game.id, players, [w.message for w in board_warnings(board)])


def board_from_state(state, names: Sequence[str]) -> AzulBoard:
    players = []
    for q in range(state.num_players):
        g = state.gardens[q]
        printed = {AREA_RING_BITS[k][a % 6] for k, a in enumerate(g.areas) if a >= 0}
        tiles = tuple((LABEL[b], g.cells[b]) for b in sorted(bits(g.occ)) if b not in printed)
        players.append(
            AzulPlayerBoard(
                names[q], state.scores[q], g.areas, tiles, state.jokers[q], tuple(state.tiles[q]), tuple(state.exps[q])
            )
        )
    return AzulBoard(tuple(players))
