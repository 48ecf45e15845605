"""THE scorer of Under the Leaves (§6.2-§6.4): pawn counts in, breakdown,
majority bonus, winners out. The live game, the end table, the bots and the
board files (§8) all go through ``score_sheet``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.score import PlayerScore, RuleScore, ScoreSheet, winners_by
from . import data
from .garden import BEES, HUMMINGBIRDS, LEAF, MUSHROOM_P, PUDDLE_P, TILE_FIELDS, Garden, pollinated_sectors

RULES: tuple[str, ...] = ("bees", "hummingbirds", "leaf", "puddle", "mushroom", "majority_bonus")
DWELLER_RULES: tuple[str, ...] = ("leaf", "puddle", "mushroom")


@dataclass(frozen=True)
class PawnEntry:
    """One player's pawns as counted before the majority bonus (§8 level 1),
    and where they came from when known (spec coordinates, card ids)."""

    name: str
    bees: int
    hummingbirds: int
    leaf: int
    puddle: int
    mushroom: int
    where: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)

    def count(self, rule: str) -> int:
        return getattr(self, rule)


def majority(entries: Sequence[PawnEntry]) -> list[list[str]]:
    """§6.2: per player, the dweller types whose majority (ties included, none at 0) they hold."""
    out: list[list[str]] = [[] for _ in entries]
    if len(entries) < 2:  # solo variant: no majority bonus (§2)
        return out
    for rule in DWELLER_RULES:
        best = max(e.count(rule) for e in entries)
        if best > 0:
            for i, e in enumerate(entries):
                if e.count(rule) == best:
                    out[i].append(rule)
    return out


def score_sheet(game_id: str, entries: Sequence[PawnEntry], warnings: Sequence[Message] = ()) -> ScoreSheet:
    bonus = majority(entries)
    players = []
    keys = []
    for e, types in zip(entries, bonus):
        w = e.where
        rules = tuple(RuleScore(r, e.count(r), w.get(r, ())) for r in RULES[:-1])
        rules += (RuleScore("majority_bonus", data.MAJORITY_BONUS * len(types), tuple(types)),)
        ps = PlayerScore(e.name, rules)
        players.append(ps)
        keys.append((ps.total, e.hummingbirds, e.bees))  # §6.3 tie-break
    return ScoreSheet(
        game_id,
        tuple(players),
        winners_by(keys),
        tuple(warnings),
        tiebreak=(QT_TRANSLATE_NOOP("rules", "hummingbirds"), QT_TRANSLATE_NOOP("rules", "bees")),
        tiebreak_values=tuple(k[1:] for k in keys),
    )


def garden_where(g: Garden, cards: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """Where each rule's pawns lie (§6.4): bee sectors' fields, the fields of the tiles with
    hummingbirds, and per dweller type its card id then the fields that earned its pawns."""
    bees = [f for k, fs, b, m in pollinated_sectors(g) if b for f in fs]
    hb = [f for tp, n in g.hb.items() if n for f in TILE_FIELDS[tp]]
    where: dict[str, tuple[str, ...]] = {"bees": g.labels(bees), "hummingbirds": g.labels(hb)}
    for card in cards:
        t = data.CARD_BY_ID[card].type
        fields = {f for c, at, fs in g.awards if c == card for f in fs}
        if fields:
            where[t] = (card,) + g.labels(fields)
    return where


def entry_of(name: str, g: Garden, cards: Sequence[str]) -> PawnEntry:
    p = g.pawns
    return PawnEntry(name, p[BEES], p[HUMMINGBIRDS], p[LEAF], p[PUDDLE_P], p[MUSHROOM_P], garden_where(g, cards))


def sheet_from_gardens(
    game_id: str,
    names: Sequence[str],
    gardens: Sequence[Garden],
    cards: Sequence[str],
    warnings: Sequence[Message] = (),
) -> ScoreSheet:
    return score_sheet(game_id, [entry_of(n, g, cards) for n, g in zip(names, gardens)], warnings)
