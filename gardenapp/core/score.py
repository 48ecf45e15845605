"""Score breakdowns: one shape for every game (docs/architecture.md §3.1)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .messages import QT_TRANSLATE_NOOP, Message, Translate, msg, untranslated


@dataclass(frozen=True)
class RuleScore:
    """Points one player earned under one scoring rule, and where."""

    rule: str
    points: int
    # Spec coordinates, card ids or other places that earned the points.
    where: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlayerScore:
    name: str
    rules: tuple[RuleScore, ...]
    # Game-specific results beside the points (e.g. Harmonies solo suns).
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(r.points for r in self.rules)

    @property
    def breakdown(self) -> dict[str, int]:
        return {r.rule: r.points for r in self.rules}

    def rule(self, rule_id: str) -> RuleScore:
        for r in self.rules:
            if r.rule == rule_id:
                return r
        raise KeyError(rule_id)


@dataclass(frozen=True)
class ScoreSheet:
    """Everyone's breakdown, the winners (indices) and any warnings."""

    game: str
    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]
    warnings: tuple[Message, ...] = ()
    # A tie is a draw rather than a shared victory (Sanssouci solo against the
    # automaton, docs/rules/sanssouci.md §5.7); the winners list is the same either way.
    tie_is_draw: bool = False
    # The tie-breaks of the game in order (English names, context "rules")
    # and each player's values for them: the result line says which one
    # decided (a game without tie-breaks leaves both empty).
    tiebreak: tuple[str, ...] = ()
    tiebreak_values: tuple[tuple[int, ...], ...] = ()

    @property
    def rules(self) -> tuple[str, ...]:
        """Rule ids in display order (the first player's order)."""
        return tuple(r.rule for r in self.players[0].rules) if self.players else ()

    def totals(self) -> tuple[int, ...]:
        return tuple(p.total for p in self.players)

    def result(self) -> Message:
        """The one line that says how the game ended, for every screen and the CLI."""
        names = ", ".join(self.players[i].name for i in self.winners)
        if len(self.players) == 1:  # a solo game has a result, not a winner
            return msg(QT_TRANSLATE_NOOP("engine", "Final score: {points}"), points=self.players[0].total)
        if not any(self.totals()):  # an empty board wins nothing
            return msg(QT_TRANSLATE_NOOP("engine", "No points yet: no winner"))
        if len(self.winners) == 1:
            decided = self._decided_by()
            if decided is not None:
                return decided
            return msg(QT_TRANSLATE_NOOP("engine", "Winner: {names}"), names=names)
        if self.tie_is_draw:
            return msg(QT_TRANSLATE_NOOP("engine", "Draw: {names}"), names=names)
        return msg(QT_TRANSLATE_NOOP("engine", "Shared victory: {names}"), names=names)

    def _decided_by(self) -> Message | None:
        """The tie-break that made the one winner, if the top total was shared."""
        w = self.winners[0]
        totals = self.totals()
        rivals = [i for i, t in enumerate(totals) if t == totals[w] and i != w]
        if not rivals or not self.tiebreak:
            return None
        for k, name in enumerate(self.tiebreak):
            best_rival = max(self.tiebreak_values[i][k] for i in rivals)
            if self.tiebreak_values[w][k] != best_rival:
                return msg(
                    QT_TRANSLATE_NOOP("engine", "{name} wins on {tiebreak}, {won} to {lost}"),
                    name=self.players[w].name,
                    tiebreak=Message(name, context="rules"),
                    won=self.tiebreak_values[w][k],
                    lost=best_rival,
                )
            rivals = [i for i in rivals if self.tiebreak_values[i][k] == best_rival]
        return None

    def to_json(self, translate: Translate = untranslated) -> dict[str, Any]:
        """The object docs/formats.md specifies for ``gardenapp score --json``."""
        players = []
        for p in self.players:
            entry: dict[str, Any] = {"name": p.name, "total": p.total, "breakdown": p.breakdown}
            entry.update(p.extra)
            players.append(entry)
        return {
            "game": self.game,
            "players": players,
            "winners": [self.players[i].name for i in self.winners],
            "warnings": [file_warning_text(w, translate) for w in self.warnings],
        }


def winners_by(keys: Sequence[tuple]) -> tuple[int, ...]:
    """Indices of the players whose key is the largest (ties keep all)."""
    if not keys:
        return ()
    best = max(keys)
    return tuple(i for i, k in enumerate(keys) if k == best)


def file_warning_text(warning: Message, translate: Translate = untranslated) -> str:
    """A sheet warning for the command line: led by its precise place in the
    file when it has one (a ``where`` parameter); the window names the place
    in words instead."""
    text = warning.render(translate)
    where = warning.params.get("where")
    return f"{where}: {text}" if isinstance(where, str) and where and not text.startswith(where) else text
