"""The one Harmonies scorer (§6, §3.3): landscapes, animal cards,
Nature's Spirit, ties and solo suns.

Everything works on bitboards (``board.stack_masks``): live scores during
play, the end-of-game table, the bots' evaluation and the score helper all
call ``player_rules``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.bitset import set_bits
from ...core.messages import QT_TRANSLATE_NOOP
from ...core.score import PlayerScore, RuleScore, ScoreSheet, winners_by
from . import data
from .garden import S1, STRIDE, Side, dilate

RULES: tuple[str, ...] = ("trees", "mountains", "fields", "buildings", "water", "animals", "spirit")


def neighbour_mask(m: int) -> int:
    """Every cell next to a cell of ``m`` (may include off-board bits)."""
    return (m << 1) | (m >> 1) | (m << STRIDE) | (m >> STRIDE) | (m << S1) | (m >> S1)


def components(mask: int) -> list[int]:
    """Connected groups of the cells of ``mask`` (board adjacency)."""
    out = []
    while mask:
        comp = mask & -mask
        while True:
            grown = dilate(comp) & mask
            if grown == comp:
                break
            comp = grown
        out.append(comp)
        mask ^= comp
    return out


_RIVER_CACHE: dict[int, tuple[int, int]] = {}


def river(blue: int) -> tuple[int, int]:
    """§6.5: (L, path) for the blue cells ``blue``: L = the largest shortest-path
    distance between two blue cells of one group, plus 1 (0 without blue);
    ``path`` = the cells of one such shortest path (the river that scores)."""
    hit = _RIVER_CACHE.get(blue)
    if hit is not None:
        return hit
    best_len, best_path = 0, 0
    for comp in components(blue):
        if comp & (comp - 1) == 0:  # one token: L = 1
            if best_len < 1:
                best_len, best_path = 1, comp
            continue
        if comp.bit_count() <= best_len:  # cannot beat the best (L <= size)
            continue
        for b in set_bits(comp):
            start = 1 << b
            layers = [start]
            seen = start
            while True:
                nxt = neighbour_mask(layers[-1]) & comp & ~seen
                if not nxt:
                    break
                layers.append(nxt)
                seen |= nxt
            if len(layers) > best_len:
                best_len = len(layers)
                # Walk back from one farthest cell to the start along the layers.
                cur = layers[-1] & -layers[-1]
                path = cur
                for layer in reversed(layers[:-1]):
                    step = neighbour_mask(cur) & layer
                    cur = step & -step
                    path |= cur
                best_path = path
    if len(_RIVER_CACHE) > 200_000:
        _RIVER_CACHE.clear()
    _RIVER_CACHE[blue] = (best_len, best_path)
    return best_len, best_path


def _group_points(groups: list[int], thresholds: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """Points and scoring cells of groups under (min_size, points) thresholds."""
    pts, cells = 0, 0
    for g in groups:
        size = g.bit_count()
        value = 0
        for low, p in thresholds:
            if size >= low:
                value = p
        if value:
            pts += value
            cells |= g
    return pts, cells


def spirit_points(spirit_id: str, sm: Sequence[int]) -> tuple[int, int]:
    """§3.3: the spirit's points (its cube placed) and the cells that earned them."""
    kind, landscape, values = data.SPIRIT_RULES[spirit_id]
    if kind == "count":
        by_height: tuple[tuple[int, int], ...]  # (height, mask of the stacks of that height)
        if landscape == "tree":
            by_height = ((1, sm[3]), (2, sm[9]), (3, sm[14]))
        elif landscape == "mountain":
            by_height = ((1, sm[4]), (2, sm[7]), (3, sm[13]))
        else:  # blue
            by_height = ((1, sm[1]),)
        pts, cells = 0, 0
        for h, m in by_height:
            v = values.get(h, 0)
            if v and m:
                pts += v * m.bit_count()
                cells |= m
        return pts, cells
    if landscape == "yellow":
        mask = sm[2]
    elif landscape == "building":
        mask = sm[10] | sm[11] | sm[12]
    else:
        mask = sm[1]
    return _group_points(components(mask), values)


def player_rules(
    side: Side, sm: Sequence[int], cards: Sequence[tuple[int, int]], spirit: int, spirit_placed: bool
) -> list[tuple[str, int, object]]:
    """The breakdown of one board: (rule, points, where) in RULES order, where
    ``where`` is a bitmask of spaces or a tuple of card ids (then spaces).

    ``sm`` = board.stack_masks; ``cards`` = (card index, cubes placed) of every
    animal card owned; ``spirit`` = spirit card index or -1."""
    # §6.1 trees
    t1, t2, t3 = sm[3], sm[9], sm[14]
    trees = t1.bit_count() + 3 * t2.bit_count() + 7 * t3.bit_count()
    # §6.2 mountains: all-gray stacks next to another all-gray stack
    m1, m2, m3 = sm[4], sm[7], sm[13]
    mountains_mask = m1 | m2 | m3
    scoring_m = mountains_mask & neighbour_mask(mountains_mask)
    mountains = (m1 & scoring_m).bit_count() + 3 * (m2 & scoring_m).bit_count() + 7 * (m3 & scoring_m).bit_count()
    # §6.3 fields: yellow groups of 2+
    fields, field_cells = _group_points(components(sm[2]), ((2, data.FIELD_POINTS),))
    # §6.4 buildings: 2-token red tops seeing 3+ top colours
    bld = sm[10] | sm[11] | sm[12]
    buildings, bld_cells = 0, 0
    if bld:
        tops = (sm[1], m1 | m2 | m3, sm[5] | sm[8], t1 | t2 | t3, sm[2], sm[6] | bld)
        nb_mask, dense = side.nb_mask, side.dense
        for b in set_bits(bld):
            nb = nb_mask[dense[b]]
            colours = 0
            for t in tops:
                if t & nb:
                    colours += 1
            if colours >= data.BUILDING_COLOURS:
                buildings += data.BUILDING_POINTS
                bld_cells |= 1 << b
    # §6.5 / §6.6 water
    if side.name == "A":
        length, water_cells = river(sm[1])
        water = data.river_points(length)
        if not water:
            water_cells = 0
    else:
        islands = components(side.mask & ~sm[1])
        water = data.ISLAND_POINTS * max(1, len(islands))
        water_cells = side.mask & ~sm[1]
    # §6.7 animals
    animals = 0
    scored_cards = []
    for idx, placed in cards:
        v = data.CARDS[idx].value(placed)
        if v:
            animals += v
            scored_cards.append(data.CARDS[idx].id)
    # §6.8 spirit
    spirit_pts = 0
    spirit_where: tuple[str, int] | tuple[()] = ()
    if spirit >= 0 and spirit_placed:
        sid = data.CARDS[spirit].id
        spirit_pts, cells = spirit_points(sid, sm)
        spirit_where = (sid, cells)
    return [
        ("trees", trees, t1 | t2 | t3),
        ("mountains", mountains, scoring_m),
        ("fields", fields, field_cells),
        ("buildings", buildings, bld_cells),
        ("water", water, water_cells),
        ("animals", animals, tuple(scored_cards)),
        ("spirit", spirit_pts, spirit_where),
    ]


def total(side: Side, sm: Sequence[int], cards: Sequence[tuple[int, int]], spirit: int, spirit_placed: bool) -> int:
    return sum(r[1] for r in player_rules(side, sm, cards, spirit, spirit_placed))


def rule_scores(side: Side, rules: list[tuple[str, int, object]]) -> tuple[RuleScore, ...]:
    """RuleScores with ``where`` as labels: spaces "c,r", cards by id."""
    out = []
    for rule, pts, where in rules:
        if isinstance(where, int):
            names = side.labels_of(where) if pts else ()
        elif not isinstance(where, tuple):  # player_rules gives a mask or a tuple
            raise TypeError(where)
        elif rule == "spirit":
            names = (where[0],) + side.labels_of(where[1]) if where else ()
        else:
            names = tuple(where)
        out.append(RuleScore(rule, pts, names))
    return tuple(out)


def suns(points: int, side_name: str, spirits: bool, spirit_id: str | None) -> int:
    """§6.10 solo result: score suns + side suns + spirit suns."""
    score_suns = sum(1 for t in data.SUN_THRESHOLDS if points >= t)
    if not spirits:
        spirit_suns = data.NO_SPIRIT_SUNS
    elif spirit_id is None:
        spirit_suns = 0
    else:
        spirit_suns = data.SPIRIT_TYPE_SUNS[data.SPIRIT_TYPE[spirit_id]]
    return score_suns + data.SIDE_SUNS[side_name] + spirit_suns


def score_sheet(game_id: str, side: Side, spirits: bool, players: Sequence[tuple], warnings=()) -> ScoreSheet:
    """Everyone's breakdown. ``players`` = (name, sm, cards, spirit, spirit_placed, animal_cubes).

    §6.9: highest total wins; a tie goes to the tied player with more animal
    cubes on the board (spirit cube not counted); still tied, shared."""
    sheets = []
    keys = []
    for name, sm, cards, spirit, placed, cubes in players:
        rules = rule_scores(side, player_rules(side, sm, cards, spirit, placed))
        pts = sum(r.points for r in rules)
        extra = {}
        if len(players) == 1:
            extra = {"suns": suns(pts, side.name, spirits, data.CARDS[spirit].id if spirit >= 0 else None)}
        sheets.append(PlayerScore(name, rules, extra))
        keys.append((pts, cubes))
    return ScoreSheet(
        game_id,
        tuple(sheets),
        winners_by(keys),
        tuple(warnings),
        tiebreak=(QT_TRANSLATE_NOOP("rules", "animal cubes on the board"),),
        tiebreak_values=tuple(k[1:] for k in keys),
    )
