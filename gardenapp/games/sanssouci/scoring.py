"""Final scoring (§4), THE one scorer of Sanssouci.

Play (``State.score``), the bots' evaluation, the score helper and
``gardenapp score`` all end here: :func:`score_gardens` over a tuple of
:class:`Garden` values and a :class:`Tables` of bonus values.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.messages import Message
from ...core.score import PlayerScore, RuleScore, ScoreSheet, winners_by
from . import data
from .data import COLS, ELEMENTS, ROWS
from .garden import COL_MASK, ROW_MASK, cell_text

GAME_ID = "sanssouci"
RULES = ("track", "rows", "columns", "missions")


@dataclass(frozen=True)
class Tables:
    """The values scoring needs (defaults from data.TABLE, or a file's overrides)."""

    row_bonus: tuple[int, ...]  # index 0 = row 1
    column_bonus: tuple[int, ...]  # index 0 = column 1
    mission_points: tuple[int, ...]  # index = noble row 0..6
    gardeners_count: bool = True
    printed_count: bool = True

    @classmethod
    def from_data(cls, row_bonus=None, column_bonus=None, mission_points=None) -> "Tables":
        return cls(
            tuple(row_bonus) if row_bonus is not None else data.row_bonus(),
            tuple(column_bonus) if column_bonus is not None else data.column_bonus(),
            tuple(mission_points) if mission_points is not None else data.mission_points(),
            bool(data.flag("completion.gardeners_count")),
            bool(data.flag("completion.printed_count")),
        )


@dataclass(frozen=True)
class Garden:
    """One player's finished (or current) garden, as scoring sees it."""

    name: str
    track_score: int
    printed: int  # mask of printed cells (0 for the automaton, §5.4)
    filled: int  # printed + ornament tiles + gardener tiles
    orn: int  # printed + ornament tiles (noble end points)
    nobles: tuple[int, ...]  # row 0..6 of the noble of each column
    missions: tuple[int, ...]  # columns 1..9 of the mission cards (-1 = hidden, scores 0)
    automaton: bool = False


# Index 0 is no row (rows and columns count from 1).
_ROW_WHERE: tuple[tuple[str, ...], ...] = ((),) + tuple(
    tuple(cell_text((r, c)) for c in range(1, COLS + 1)) for r in range(1, ROWS + 1)
)
_COL_WHERE: tuple[tuple[str, ...], ...] = ((),) + tuple(
    tuple(cell_text((r, c)) for r in range(1, ROWS + 1)) for c in range(1, COLS + 1)
)


def complete_mask(g: Garden, t: Tables) -> int:
    """The cells that count as filled for completed rows and columns (§4.2)."""
    return completion_mask(g.filled, g.orn, g.printed, t)


def completion_mask(filled: int, orn: int, printed: int, t: Tables) -> int:
    """``complete_mask`` of a garden's masks (the play state's completion flags use it)."""
    m = filled if t.gardeners_count else orn
    if not t.printed_count:
        m &= ~printed
    return m


def player_score(g: Garden, t: Tables) -> PlayerScore:
    comp = complete_mask(g, t)
    row_pts = 0
    row_where: list[str] = []
    for r in range(1, ROWS + 1):
        m = ROW_MASK[r]
        if comp & m == m and t.row_bonus[r - 1]:
            row_pts += t.row_bonus[r - 1]
            row_where.extend(_ROW_WHERE[r])
    col_pts = 0
    col_where: list[str] = []
    for c in range(1, COLS + 1):
        m = COL_MASK[c]
        if comp & m == m and t.column_bonus[c - 1]:
            col_pts += t.column_bonus[c - 1]
            col_where.extend(_COL_WHERE[c])
    mis_pts = 0
    mis_where: list[str] = []
    for col in g.missions:
        if not 1 <= col <= COLS:
            continue
        row = g.nobles[col - 1]
        pts = t.mission_points[row]
        mis_pts += pts
        mis_where.append(ELEMENTS[col - 1])
        if row:
            mis_where.append(cell_text((row, col)))
    return PlayerScore(
        g.name,
        (
            RuleScore("track", g.track_score),
            RuleScore("rows", row_pts, tuple(row_where)),
            RuleScore("columns", col_pts, tuple(col_where)),
            RuleScore("missions", mis_pts, tuple(mis_where)),
        ),
    )


def total(g: Garden, t: Tables) -> int:
    """The same total as ``player_score(g, t).total``, without the breakdown (bots)."""
    return fast_total(g.track_score, complete_mask(g, t), g.nobles, g.missions, t)


def fast_total(track: int, comp: int, nobles, missions, t: Tables) -> int:
    pts = track
    rb, cb = t.row_bonus, t.column_bonus
    for r in range(ROWS):
        m = ROW_MASK[r + 1]
        if comp & m == m:
            pts += rb[r]
    for c in range(COLS):
        m = COL_MASK[c + 1]
        if comp & m == m:
            pts += cb[c]
    mp = t.mission_points
    for col in missions:
        if col > 0:
            pts += mp[nobles[col - 1]]
    return pts


def score_gardens(gardens, tables: Tables, warnings: tuple[Message, ...] = ()) -> ScoreSheet:
    players = tuple(player_score(g, tables) for g in gardens)
    # §4.4 / §5.7: highest total wins; ties share the victory (solo: a draw).
    solo = any(g.automaton for g in gardens)
    return ScoreSheet(GAME_ID, players, winners_by([(p.total,) for p in players]), tuple(warnings), tie_is_draw=solo)
