"""Strength measured like a chess engine's: round-robin
matches between computer levels, seats rotated, every game written to a
file, pairwise scores with 95 % Wilson intervals and an Elo-style rating
per level (``core.ratings``; docs/architecture.md §8.3). The levels play by their
budgets alone (core.bots.set_caps), so that a seeded game repeats on any
machine and ``replay`` plays a journal again; ``--wall-clock`` runs with the
window's caps mark the games where one cut a search short (``capped``).

Two players: every pair of levels plays ``games`` games, half with each
level first (``chain``: only neighbours in the listed order, a ladder).
More players: ``levels`` names one level per seat and the seats rotate game
by game. A shared victory scores half a win for each winner (in many-player
games, 1/k for each of k winners).

Every game records the seconds of each whole turn (all of a player's
consecutive clicks): CPU seconds of the playing process, which is what a
person waits on an idle machine, and wall seconds, to see where the app's
per-turn cap (``core.bots.TURN_SECONDS``) was reached. A results file is a
journal: a match already in it is not played again, so a long ladder can be
grown over several runs.

The journal's format, its reading and appending are in ``core.journal``
(docs/formats.md §3).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import os
import signal
import statistics
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .journal import Key, MatchResult, code_version, identity, journal_header, match_key, open_for_append, read_journal
from .ratings import pairings, ratings


@dataclass(frozen=True)
class Match:
    game: str
    options: dict[str, Any]
    seed: int
    levels: tuple[str, ...]  # by seat


def play(match: Match, caps: bool = False) -> MatchResult:
    """One game between computer players (in this process). The levels play
    by their budgets alone unless ``caps`` (the window's wall-clock caps,
    core.bots.set_caps): then ``capped`` counts the searches a cap cut short,
    and a game with any is not repeatable."""
    from . import bots

    before = bots.set_caps(caps)
    reached = bots.caps_reached()
    try:
        result = _play(match)
    finally:
        bots.set_caps(before)
    return dataclasses.replace(result, capped=bots.caps_reached() - reached, code=code_version())


def _play(match: Match) -> MatchResult:
    from . import registry  # the titles are announced by the caller (gardenapp.games), never imported here

    game = registry.get(match.game)
    if game is None:
        raise ValueError(f"{match.game} is not a built game (announced: {[i.id for i in registry.catalogue()]})")
    state = game.new_game(match.options, match.seed)
    seats = state.num_players
    levels = list(match.levels) + ["random"] * (seats - len(match.levels))  # automaton seats: forced steps
    bots = [game.make_bot(level, match.seed * 10 + i) for i, level in enumerate(levels)]
    actions = 0
    turns: list[tuple[int, float, float]] = []
    seat, cpu, wall = -1, 0.0, 0.0
    while not state.is_over:
        p = state.current_player
        if p != seat:
            if seat >= 0:
                turns.append((seat, round(cpu, 4), round(wall, 4)))
            seat, cpu, wall = p, 0.0, 0.0
        view = state.view_for(p)
        c0, w0 = time.thread_time(), time.perf_counter()
        action = bots[p].choose(view)
        cpu += time.thread_time() - c0
        wall += time.perf_counter() - w0
        state = state.apply(action, trusted=True)
        actions += 1
    if seat >= 0:
        turns.append((seat, round(cpu, 4), round(wall, 4)))
    sheet = state.score()
    return MatchResult(
        match.game,
        match.seed,
        tuple(match.levels),
        sheet.totals(),
        tuple(sheet.winners),
        actions,
        match.options,
        tuple(turns),
    )


def schedule(
    game: str, options: dict[str, Any], levels: Sequence[str], games: int, seed: int, chain: bool = False
) -> list[Match]:
    players = options["players"]
    out: list[Match] = []
    if players == 2:
        pairs = zip(levels, levels[1:]) if chain else itertools.combinations(levels, 2)
        for a, b in pairs:
            for g in range(games):
                order = (a, b) if g % 2 == 0 else (b, a)
                out.append(Match(game, options, seed + len(out), order))
    else:
        if len(levels) != players:
            raise ValueError(f"{players} players need {players} levels, one per seat")
        for g in range(games):
            shift = g % players
            out.append(Match(game, options, seed + g, tuple(levels[shift:]) + tuple(levels[:shift])))
    return out


def workers(jobs: int, games: int) -> int:
    """Processes to play ``games`` games: at most ``jobs``, the games and the CPUs."""
    return max(1, min(jobs, games, os.cpu_count() or 1))


def _worker_start(titles: Sequence[Any] = ()) -> None:
    """A worker leaves Ctrl-C and SIGTERM to the run, which ends it (``run``);
    it knows the titles the run's process announced (``registry.GameInfo``),
    which a spawned worker would not otherwise."""
    from . import registry

    for info in titles:
        registry.announce(info)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _ended(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def _in_workers(todo: list[Match], count: int, caps: bool) -> Iterable[MatchResult]:
    """``todo`` played in ``count`` processes, each result as its game ends.
    The workers end with the run: when it is done, fails, or gets SIGINT or
    SIGTERM (the signal ends the run with SystemExit 128 + its number)."""
    import functools
    import multiprocessing
    import threading

    from . import registry

    context = multiprocessing.get_context("spawn" if os.name == "nt" else "fork")
    pool = context.Pool(count, _worker_start, (registry.catalogue(),))
    handlers = {}
    if threading.current_thread() is threading.main_thread():
        handlers = {sig: signal.signal(sig, _ended) for sig in (signal.SIGTERM,)}
    try:
        yield from pool.imap_unordered(functools.partial(play, caps=caps), todo)
        pool.close()
    finally:
        pool.terminate()
        pool.join()
        for sig, handler in handlers.items():
            signal.signal(sig, handler)


def run(matches: Iterable[Match], jobs: int = 1, out: Path | None = None, *, caps: bool = False) -> list[MatchResult]:
    """The results of ``matches``: those already in ``out`` as they are, the
    others played (in up to ``jobs`` processes, no more than the games and
    the CPUs) and appended to ``out`` one JSON line each, as each ends.
    Returned in the order of ``matches``. ``out`` must be empty, missing or
    a journal of the same tournament (JournalError otherwise). The levels
    play by their budgets alone, so that a seeded game repeats; ``caps``
    turns on the window's wall-clock caps (``play``)."""
    matches = list(matches)
    done: dict[Key, MatchResult] = {}
    journal = None
    if out is not None and matches:
        kinds = {identity(m.game, m.options) for m in matches}
        if len(kinds) != 1:
            raise ValueError("the matches of one journal are of one game with the same options")
        expect = (matches[0].game, matches[0].options)
        journal = read_journal(out, expect)
        done = {r.key: r for r in journal.results}
    todo = [m for m in matches if match_key(m.game, m.seed, m.levels, m.options) not in done]
    sink = None
    if out is not None and journal is not None and todo:
        sink = open_for_append(out, journal)
        if journal.keep == 0:
            sink.write(json.dumps(journal_header(*expect)) + "\n")

    def record(r: MatchResult) -> None:
        done[r.key] = r
        if sink:
            sink.write(json.dumps(asdict(r)) + "\n")
            sink.flush()

    try:
        count = workers(jobs, len(todo))
        if count > 1:
            for result in _in_workers(todo, count, caps):
                record(result)
        else:
            for m in todo:
                record(play(m, caps=True) if caps else play(m))
    finally:
        if sink:
            sink.close()
    return [done[match_key(m.game, m.seed, m.levels, m.options)] for m in matches]


@dataclass(frozen=True)
class Replayed:
    recorded: MatchResult
    again: MatchResult

    @property
    def identical(self) -> bool:
        """The same game: totals, winners, number of clicks and the order of the turns."""
        a, b = self.recorded, self.again
        return (a.totals, a.winners, a.actions, [t[0] for t in a.turns]) == (
            b.totals,
            b.winners,
            b.actions,
            [t[0] for t in b.turns],
        )


def replay(path: Path, jobs: int = 1) -> list[Replayed]:
    """Every game of the journal in ``path`` played again by budgets only,
    beside its record (JournalError if it is not a journal)."""
    recorded = read_journal(path).results
    matches = [Match(r.game, r.options, r.seed, r.levels) for r in recorded]
    again = run(matches, jobs)
    return [Replayed(r, a) for r, a in zip(recorded, again)]


def format_replay(path: Path, replays: Sequence[Replayed]) -> str:
    same = sum(r.identical for r in replays)
    lines = [f"{path}: {same} of {len(replays)} games identical when replayed (code {code_version()})"]
    for r in replays:
        if not r.identical:
            a, b = r.recorded, r.again
            lines.append(
                f"  different: {a.game} seed {a.seed} {'-'.join(a.levels)}: totals {list(a.totals)} -> "
                f"{list(b.totals)}, clicks {a.actions} -> {b.actions}"
                + (f" (a wall-clock cap cut {a.capped} searches short)" if a.capped else "")
                + (f" (recorded by {a.code})" if a.code and a.code != b.code else "")
            )
    return "\n".join(lines)


@dataclass(frozen=True)
class TurnTimes:
    level: str
    turns: int
    median: float  # CPU seconds of a whole turn
    p95: float
    max: float
    at_cap: int  # turns whose wall time reached the app's cap, for a level that has one, in games with caps


# The levels that read a clock (the others never do, whatever TURN_SECONDS says).
CLOCKED_LEVELS = ("montecarlo", "flat", "search")


def _had_caps(r: MatchResult) -> bool:
    """Whether the wall-clock caps could cut a search of ``r`` short: a game
    where one did, or one recorded before games said which code played them
    (those runs always had the caps)."""
    return r.capped > 0 or not r.code


def turn_times(levels: Sequence[str], results: Sequence[MatchResult]) -> list[TurnTimes]:
    from .bots import TURN_SECONDS

    out = []
    for lv in levels:
        cpu = sorted(t[1] for r in results for t in r.turns if t[0] < len(r.levels) and r.levels[t[0]] == lv)
        if not cpu:
            continue
        cap = TURN_SECONDS.get(lv) if lv in CLOCKED_LEVELS else None
        at_cap = sum(
            1
            for r in results
            if cap is not None and _had_caps(r)
            for t in r.turns
            if t[0] < len(r.levels) and r.levels[t[0]] == lv and t[2] >= cap * 0.99
        )
        out.append(
            TurnTimes(
                lv, len(cpu), statistics.median(cpu), cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))], cpu[-1], at_cap
            )
        )
    return out


def report(levels: Sequence[str], results: Sequence[MatchResult]) -> dict[str, Any]:
    return {
        "ratings": [asdict(r) for r in ratings(levels, results)],
        "pairings": [dict(asdict(p), rate_a=p.rate_a) for p in pairings(results)],
        "turn_seconds": [asdict(t) for t in turn_times(levels, results)],
        "games": len(results),
    }


def format_report(game: str, players: int, rep: dict[str, Any]) -> str:
    lines = [
        f"{game}, {players} players, {rep['games']} games",
        "",
        f"{'level':<12}{'Elo':>7}  {'95% interval':<15}{'games':>7}{'mean score':>12}",
    ]
    for r in sorted(rep["ratings"], key=lambda r: -r["elo"]):
        lines.append(
            f"{r['level']:<12}{r['elo']:>7.0f}  [{r['low']:>5.0f}, {r['high']:>5.0f}]  {r['games']:>7}"
            f"{r['mean_score']:>12.1f}"
        )
    if rep["pairings"]:
        lines += ["", f"{'pairing':<26}{'games':>7}  {'score of the first':<22}"]
        for p in rep["pairings"]:
            lines.append(
                f"{p['a'] + ' vs ' + p['b']:<26}{p['games']:>7}  {p['rate_a']:.1%} [{p['low']:.1%}, {p['high']:.1%}]"
            )
    if rep.get("turn_seconds"):
        lines += ["", f"{'CPU s a whole turn':<20}{'turns':>7}{'median':>9}{'p95':>8}{'max':>8}{'at cap':>8}"]
        for t in rep["turn_seconds"]:
            lines.append(
                f"{t['level']:<20}{t['turns']:>7}{t['median']:>9.3f}{t['p95']:>8.3f}{t['max']:>8.3f}{t['at_cap']:>8}"
            )
    return "\n".join(lines)
