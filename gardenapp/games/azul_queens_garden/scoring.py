"""THE scorer of Azul: Queen's Garden (§4.2 Phase 2, §7 final scoring,
§9.1 #32 clamping). Live scores, the end table, the bots and the board file all
call these functions.

Breakdown keys (docs/formats.md): ``track`` (the score track: after round 4's
Phase 2 at the end; the current track during play), ``storage`` (the storage
adjustment of §7.1 as actually applied, i.e. after the clamp at 0), then one
key per colour and one per pattern (the groups of §7.2). During play the
breakdown is the position "as if the game ended now": the storage adjustment
and the groups are what they would be.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.messages import Message
from ...core.score import PlayerScore, RuleScore, ScoreSheet, winners_by
from . import data
from .garden import Garden, components, labels

RULES: tuple[str, ...] = ("track", "storage") + data.COLOURS + data.PATTERNS


def colour_points(g: Garden, c: int, values: Sequence[int]) -> int:
    """Σ values of the hexagons of colour ``c`` (a colour criterion)."""
    m = g.cm[c]
    if not m:
        return 0
    pm = g.pm
    return sum((m & pm[q]).bit_count() * values[q] for q in range(6))


def criterion_points(g: Garden, criterion: int, values: Sequence[int]) -> int:
    """Points of one wheel criterion (0..5 colours, 6..11 patterns) in Phase 2."""
    if criterion < 6:
        return colour_points(g, criterion, values)
    p = criterion - 6
    return g.pm[p].bit_count() * values[p]


def round_score(g: Garden, criteria: Sequence[int], values: Sequence[int] = data.PATTERN_VALUES) -> tuple[int, int]:
    """§4.2: (points of the three criteria, visible pavilions) of a garden."""
    pts = 0
    for crit in criteria:
        pts += criterion_points(g, crit, values)
    return pts, g.face_up_count() * data.PAVILION_POINT


def storage_amount(jokers: int, tiles: Sequence[int], expansions: Sequence[int]) -> int:
    """§7.1: +1 per joker, -value per tile and per expansion (printed pattern).
    The penalty is the pattern value (§2.1), not the evaluation table."""
    values = data.PATTERN_VALUES
    return jokers * data.JOKER_END_VALUE - sum(values[h % 6] for h in tiles) - sum(values[h % 6] for h in expansions)


def groups(g: Garden, values: Sequence[int] = data.PATTERN_VALUES) -> list[tuple[int, int, int]]:
    """§7.2 / §6 final_evaluation: every scoring group as (criterion, points, mask)
    in evaluation-track order (colours, then patterns)."""
    out = []
    cm, pm = g.cm, g.pm
    for c in range(6):
        m = cm[c]
        if m.bit_count() < data.GROUP_MIN:
            continue
        for comp in components(m):
            n = comp.bit_count()
            if n >= data.GROUP_MIN:
                pts = sum((comp & pm[q]).bit_count() * values[q] for q in range(6))
                if n == data.GROUP_OF_SIX:
                    pts += data.GROUP_OF_SIX_BONUS
                out.append((c, pts, comp))
    for p in range(6):
        m = pm[p]
        if m.bit_count() < data.GROUP_MIN:
            continue
        for comp in components(m):
            n = comp.bit_count()
            if n >= data.GROUP_MIN:
                pts = values[p] * n + (data.GROUP_OF_SIX_BONUS if n == data.GROUP_OF_SIX else 0)
                out.append((6 + p, pts, comp))
    return out


def group_total(g: Garden, values: Sequence[int] = data.PATTERN_VALUES) -> int:
    return sum(pts for _, pts, _ in groups(g, values))


def final_total(
    track: int,
    jokers: int,
    tiles: Sequence[int],
    expansions: Sequence[int],
    g: Garden,
    values: Sequence[int] = data.PATTERN_VALUES,
) -> int:
    """§7 with §9.1 #32: the storage as one amount, clamped at 0, then the groups."""
    return max(0, track + storage_amount(jokers, tiles, expansions)) + group_total(g, values)


def player_score(
    name: str,
    track: int,
    jokers: int,
    tiles: Sequence[int],
    expansions: Sequence[int],
    g: Garden,
    values: Sequence[int] = data.PATTERN_VALUES,
) -> PlayerScore:
    amount = storage_amount(jokers, tiles, expansions)
    applied = max(0, track + amount) - track  # §9.1 #32: clamp after the storage step
    store_where = tuple(
        ["joker"] * jokers + [data.HEX_NAMES[h] for h in tiles] + ["x:" + data.HEX_NAMES[h] for h in expansions]
    )
    rules = [RuleScore("track", track), RuleScore("storage", applied, store_where)]
    per: list[int] = [0] * 12
    where: list[list[str]] = [[] for _ in range(12)]
    for crit, pts, comp in groups(g, values):
        per[crit] += pts
        where[crit].extend(labels(comp))
    for k, crit_id in enumerate(data.CRITERIA):
        rules.append(RuleScore(crit_id, per[k], tuple(where[k])))
    return PlayerScore(name, tuple(rules))


def sheet(game_id: str, players: Sequence[PlayerScore], warnings: Sequence[Message] = ()) -> ScoreSheet:
    """Everyone's breakdown; §7.3 ties are not broken (shared victory)."""
    totals = [(p.total,) for p in players]
    return ScoreSheet(game_id, tuple(players), winners_by(totals), tuple(warnings))
