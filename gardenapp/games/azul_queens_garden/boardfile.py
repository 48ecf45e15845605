"""The finished-board file of Azul: Queen's Garden (FORMATS.md
"azul_queens_garden", spec §8): reading with every problem at once, writing,
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
from typing import Any

from ...core import hexgrid
from ...core.boardfile import FORMAT, VERSION, Checker, check_common, key_path
from ...core.messages import QT_TRANSLATE_NOOP, Message, msg
from ...core.score import ScoreSheet
from . import data, scoring
from .garden import (
    AREA_CENTRE_BITS,
    AREA_DOWN,
    AREA_INDEX,
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
    areas: tuple[int, ...]                       # garden.AREA_NONE / AREA_DOWN / expansion * 6 + orientation
    tiles: tuple[tuple[str, int], ...]           # ("q,r", hexagon), in cell order
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

    player: int                  # -1: the whole table
    places: tuple[str, ...]      # "q,r" cells or area ids
    message: Message


def _hexagon(ck: Checker, value: Any, where: str) -> int | None:
    if not ck.keys(value, where, ["colour", "pattern"]):
        if not isinstance(value, dict):
            return None
    ok = "colour" in value and ck.choice(value["colour"], key_path(where, "colour"), data.COLOURS)
    ok = ("pattern" in value and ck.choice(value["pattern"], key_path(where, "pattern"), data.PATTERNS)) and ok
    if not ok:
        return None
    return data.hex_of(data.COLOUR_INDEX[value["colour"]], data.PATTERN_INDEX[value["pattern"]])


def _area(ck: Checker, value: Any, where: str) -> int | None:
    if value is None:
        return AREA_NONE
    if value == "face_down":
        return AREA_DOWN
    if isinstance(value, str) or not isinstance(value, dict):
        ck.add(where, QT_TRANSLATE_NOOP("engine", "must be null, \"face_down\" or {{colour, pattern, orientation}}"))
        return None
    if not ck.keys(value, where, ["colour", "pattern", "orientation"]):
        pass
    ok = "colour" in value and ck.choice(value["colour"], key_path(where, "colour"), data.COLOURS)
    ok = ("pattern" in value and ck.choice(value["pattern"], key_path(where, "pattern"), data.PATTERNS)) and ok
    ok = ("orientation" in value and ck.integer(value["orientation"], key_path(where, "orientation"), 0, 5)) and ok
    if not ok or set(value) - {"colour", "pattern", "orientation"}:
        return None
    e = data.hex_of(data.COLOUR_INDEX[value["colour"]], data.PATTERN_INDEX[value["pattern"]])
    return e * 6 + value["orientation"]


def _space_problem(areas: Sequence[int], b: int) -> tuple[str, dict[str, Any]] | None:
    """Why cell ``b`` is not a free space of a garden with these areas (None if it is)."""
    if b == FOUNTAIN_BIT:
        return QT_TRANSLATE_NOOP("engine", "is the fountain, not a space"), {}
    if b in ORNAMENT_BITS:
        return QT_TRANSLATE_NOOP("engine", "is an ornament (statue or bench), not a space"), {}
    a = AREA_OF_BIT.get(b)
    if a is None:
        return None                       # a starting space
    st = areas[a]
    if st == AREA_NONE:
        return QT_TRANSLATE_NOOP("engine", "area {area} has no expansion"), {"area": data.AREAS[a]}
    if st == AREA_DOWN:
        return None
    if b == AREA_CENTRE_BITS[a]:
        return (QT_TRANSLATE_NOOP("engine", "is the pavilion of the expansion in {area}, not a space"),
                {"area": data.AREAS[a]})
    if b == AREA_RING_BITS[a][st % 6]:
        return (QT_TRANSLATE_NOOP("engine", "holds the printed hexagon of the expansion in {area}"),
                {"area": data.AREAS[a]})
    return None


def board_from_dict(game, d: Mapping[str, Any]) -> AzulBoard:
    ck = Checker()
    _, players = check_common(d, game, ck, player_required=("score_before_final",),
                              player_optional=("areas", "tiles", "storage"))
    out = []
    for i, p in enumerate(players):
        where = key_path("players", i)
        score = p.get("score_before_final", 0)
        if "score_before_final" in p and not ck.integer(score, key_path(where, "score_before_final"), 0):
            score = 0
        # areas
        areas = [AREA_NONE] * 6
        wa = key_path(where, "areas")
        raw = p.get("areas", {})
        areas_ok = True
        bad_areas: set[int] = set()        # entries that cannot be read: their cells are not judged
        if not isinstance(raw, dict):
            ck.add(wa, QT_TRANSLATE_NOOP("engine", "expected an object {{A1..A6: area}}"))
            areas_ok = False
            raw = {}
        for key, value in raw.items():
            w = key_path(wa, key)
            if key not in AREA_INDEX:
                ck.add(w, QT_TRANSLATE_NOOP("engine", "no such area (A1 to A6)"))
                continue
            st = _area(ck, value, w)
            if st is None:
                bad_areas.add(AREA_INDEX[key])
                continue
            areas[AREA_INDEX[key]] = st
        # tiles
        wt = key_path(where, "tiles")
        raw = p.get("tiles", {})
        tiles: dict[int, int] = {}
        seen: dict[int, str] = {}
        if not isinstance(raw, dict):
            ck.add(wt, QT_TRANSLATE_NOOP("engine", "expected an object {{\"q,r\": {{colour, pattern}}}}"))
            raw = {}
        for label, value in raw.items():
            w = key_path(wt, label)
            qr = hexgrid.parse_pair(label)
            if qr is None:
                ck.add(w, QT_TRANSLATE_NOOP("engine", "is not a cell label \"q,r\""))
                continue
            b = BIT.get(hexgrid.format_pair(qr))
            if b is None:
                ck.add(w, QT_TRANSLATE_NOOP("engine", "no such cell in the garden (spec §2.6)"))
                continue
            if b in seen:
                ck.add(w, QT_TRANSLATE_NOOP("engine", "the cell {cell} is given twice (also as \"{other}\")"),
                       cell=LABEL[b], other=seen[b])
                continue
            seen[b] = label
            h = _hexagon(ck, value, w)
            why = _space_problem(areas, b)
            if why is not None and areas_ok and AREA_OF_BIT.get(b) not in bad_areas:
                ck.add(w, why[0], **why[1])
                continue
            if h is not None:
                tiles[b] = h
        # storage
        ws = key_path(where, "storage")
        st_raw = p.get("storage", {"jokers": 0, "tiles": [], "expansions": []})
        jokers = 0
        s_tiles: list[int] = []
        s_exps: list[int] = []
        if ck.keys(st_raw, ws, [], ["jokers", "tiles", "expansions"]) or isinstance(st_raw, dict):
            jokers = st_raw.get("jokers", 0)
            if not ck.integer(jokers, key_path(ws, "jokers"), 0, data.STORAGE_TILE_SPACES):
                jokers = 0
            for key, dest in (("tiles", s_tiles), ("expansions", s_exps)):
                lst = st_raw.get(key, [])
                if ck.list_of(lst, key_path(ws, key)):
                    for j, v in enumerate(lst):
                        h = _hexagon(ck, v, key_path(key_path(ws, key), j))
                        if h is not None:
                            dest.append(h)
            if len(s_exps) > data.STORAGE_EXPANSION_SPACES:
                ck.add(key_path(ws, "expansions"),
                       QT_TRANSLATE_NOOP("engine", "{count} expansions; the storage holds at most {limit}"),
                       count=len(s_exps), limit=data.STORAGE_EXPANSION_SPACES)
            if len(s_tiles) + jokers > data.STORAGE_TILE_SPACES:
                ck.add(ws, QT_TRANSLATE_NOOP("engine", "{tiles} tiles and {jokers} jokers: the storage holds {limit} "
                                                       "tiles and jokers together"),
                       tiles=len(s_tiles), jokers=jokers, limit=data.STORAGE_TILE_SPACES)
        raw_name = p.get("name")
        name = raw_name if isinstance(raw_name, str) else f"P{i + 1}"
        out.append(AzulPlayerBoard(name, score, tuple(areas), tuple((LABEL[b], tiles[b]) for b in sorted(tiles)),
                                   jokers, tuple(sorted(s_tiles)), tuple(sorted(s_exps))))
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
        players.append({
            "name": p.name, "score_before_final": p.score_before_final, "areas": areas,
            "tiles": {c: _hex_json(h) for c, h in p.tiles},
            "storage": {"jokers": p.jokers, "tiles": [_hex_json(h) for h in p.storage_tiles],
                        "expansions": [_hex_json(h) for h in p.storage_expansions]},
        })
    return {"format": FORMAT, "version": VERSION, "game": game.id, "players": players}


def board_warnings(board: AzulBoard) -> list[BoardWarning]:
    """§8: a garden that breaks the group rule, more than 3 tiles of a combination on
    the table, an expansion entered twice. Warnings never block the score."""
    out: list[BoardWarning] = []
    tile_count = [0] * data.N_HEX
    exp_where: dict[int, list[str]] = {}
    for i, p in enumerate(board.players):
        g = p.garden()
        for _, h in p.tiles:
            tile_count[h] += 1
        for h in p.storage_tiles:
            tile_count[h] += 1
        for k, a in enumerate(p.areas):
            if a >= 0:
                exp_where.setdefault(a // 6, []).append(f"{p.name} {data.AREAS[k]}")
        for h in p.storage_expansions:
            exp_where.setdefault(h, []).append(f"{p.name} storage")
        warned: set[int] = set()         # two adjacent identical hexagons are a colour and a pattern group: warn once
        for masks, others in ((g.cm, g.pm), (g.pm, g.cm)):
            for m in masks:
                for comp in components(m):
                    if comp & (comp - 1) == 0 or comp in warned:
                        continue
                    if any((comp & o).bit_count() > 1 for o in others):
                        warned.add(comp)
                        out.append(BoardWarning(i, labels(comp), msg(QT_TRANSLATE_NOOP(
                            "engine", "{name}: the group {cells} holds two identical hexagons (the group rule, §5)"),
                            name=p.name, cells=" ".join(labels(comp)))))
    for h, n in enumerate(tile_count):
        if n > data.TILE_COPIES:
            out.append(BoardWarning(-1, (), msg(QT_TRANSLATE_NOOP(
                "engine", "{count} tiles {hexagon} are entered; the game has {copies}"),
                count=n, hexagon=data.HEX_NAMES[h], copies=data.TILE_COPIES)))
    for h, places in sorted(exp_where.items()):
        if len(places) > 1:
            out.append(BoardWarning(-1, (), msg(QT_TRANSLATE_NOOP(
                "engine", "the {hexagon} expansion is entered {count} times ({places}); the game has one"),
                hexagon=data.HEX_NAMES[h], count=len(places), places=", ".join(places))))
    return out


def score_board(game, board: AzulBoard) -> ScoreSheet:
    """THE scorer on a finished board (§7 from the score after round 4's Phase 2)."""
    values = data.final_values()
    players = [scoring.player_score(p.name, p.score_before_final, p.jokers, p.storage_tiles, p.storage_expansions,
                                    p.garden(), values) for p in board.players]
    return scoring.sheet(game.id, players, [w.message for w in board_warnings(board)])


def board_from_state(state, names: Sequence[str]) -> AzulBoard:
    players = []
    for q in range(state.num_players):
        g = state.gardens[q]
        printed = {AREA_RING_BITS[k][a % 6] for k, a in enumerate(g.areas) if a >= 0}
        tiles = tuple((LABEL[b], g.cells[b]) for b in sorted(bits(g.occ)) if b not in printed)
        players.append(AzulPlayerBoard(names[q], state.scores[q], g.areas, tiles, state.jokers[q],
                                       tuple(state.tiles[q]), tuple(state.exps[q])))
    return AzulBoard(tuple(players))
