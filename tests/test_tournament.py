"""gardenapp tournament (docs/architecture.md §8.3, docs/formats.md §3): round-robin,
seats rotated, every game written, pairwise scores with Wilson intervals, Elo-style ratings."""

import dataclasses
import json
import math

import pytest

from gardenapp.cli import main
from gardenapp.core import journal
from gardenapp.core.journal import MatchResult
from gardenapp.core.ratings import fit, pairings, ratings, wilson
from gardenapp.core.tournament import schedule


def test_wilson_interval_matches_the_textbook_values():
    low, high = wilson(8, 10)  # 80 % of 10: [0.490, 0.943]
    assert round(low, 3) == 0.490 and round(high, 3) == 0.943
    assert wilson(0, 0) == (0.0, 1.0)


def test_two_player_schedule_plays_every_pair_with_each_level_first_half_the_time():
    matches = schedule("sanssouci", {"players": 2}, ["random", "easy", "greedy"], 4, 100)
    assert len(matches) == 12 and len({m.seed for m in matches}) == 12
    firsts = [m.levels[0] for m in matches if set(m.levels) == {"random", "easy"}]
    assert sorted(firsts) == ["easy", "easy", "random", "random"]
    four = schedule("takenoko", {"players": 4}, ["a", "b", "c", "d"], 4, 0)
    assert [m.levels[0] for m in four] == ["a", "b", "c", "d"]  # seats rotate
    with pytest.raises(ValueError):
        schedule("takenoko", {"players": 3}, ["a", "b"], 4, 0)


def test_ratings_order_levels_by_results_and_shared_wins_count_half():
    def game(a, b, winners):
        return MatchResult("x", 0, (a, b), (1, 1), winners, 10)

    results = [game("strong", "weak", (0,))] * 9 + [game("weak", "strong", (0,))] + [game("strong", "weak", (0, 1))] * 2
    (p,) = pairings(results)
    assert (p.a, p.b, p.games) == ("strong", "weak", 12) and p.score_a == 9 + 1
    r = {x.level: x for x in ratings(["weak", "strong"], results)}
    assert r["weak"].elo == 1000 and r["strong"].elo > 1200 and r["strong"].low < r["strong"].elo < r["strong"].high


def test_the_command_prints_a_table_and_json_and_writes_every_game(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert (
        main(["tournament", "sanssouci", "--levels", "random,easy", "--games", "4", "--out", str(out), "--json"]) == 0
    )
    rep = json.loads(capsys.readouterr().out)
    assert rep["games"] == 4 and {r["level"] for r in rep["ratings"]} == {"random", "easy"}
    assert len(out.read_text().splitlines()) == 1 + 4  # the header, then a line a game
    assert main(["tournament", "sanssouci", "--levels", "random,godlike", "--games", "2"]) == 2
    assert "unknown level" in capsys.readouterr().err


def test_a_ladder_plays_only_neighbouring_levels():
    matches = schedule("sanssouci", {"players": 2}, ["random", "easy", "greedy"], 2, 0, chain=True)
    assert sorted({tuple(sorted(m.levels)) for m in matches}) == [("easy", "greedy"), ("easy", "random")]
    assert len(matches) == 4


def test_the_results_file_is_a_journal_a_second_run_plays_only_what_is_missing(tmp_path, monkeypatch):
    from gardenapp.core import tournament

    out = tmp_path / "games.jsonl"
    first = tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 2, 5), out=out)
    assert len(journal.load(out)) == 2
    played = []
    real_play = tournament.play
    monkeypatch.setattr(tournament, "play", lambda m, caps=False: played.append(m.seed) or real_play(m))
    again = tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 4, 5), out=out)
    assert played == [7, 8]  # seeds 5 and 6 were in the file
    assert again[:2] == first and len(journal.load(out)) == 4


def test_a_last_line_cut_by_a_killed_run_is_dropped_and_any_other_bad_line_is_named(tmp_path):
    from gardenapp.core import tournament

    out = tmp_path / "games.jsonl"
    tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 2, 5), out=out)
    whole = out.read_text()
    out.write_text(whole + whole.splitlines()[1][:30])  # killed while writing a third game
    assert len(journal.load(out)) == 2
    tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 3, 5), out=out)
    assert len(journal.load(out)) == 3 and out.read_text().endswith("\n")
    out.write_text(whole.replace("\n", "\nnot json\n", 1))
    with pytest.raises(journal.JournalError, match="line 2"):
        journal.load(out)


def test_every_whole_turn_is_timed_and_reported_per_level():
    from gardenapp.core import tournament

    (r,) = tournament.run(schedule("harmonies", {"players": 2}, ["random", "easy"], 1, 3))
    seats = [t[0] for t in r.turns]
    assert all(a != b for a, b in zip(seats, seats[1:]))  # a turn is all of one player's clicks
    assert len(r.turns) < r.actions and all(cpu >= 0 and wall >= 0 for _, cpu, wall in r.turns)
    times = {t.level: t for t in tournament.turn_times(["random", "easy"], [r])}
    assert set(times) == {"random", "easy"} and times["easy"].turns == seats.count(r.levels.index("easy"))
    assert times["easy"].median <= times["easy"].p95 <= times["easy"].max


# -- only a journal of the same tournament is resumed ------------------------------------------------
def _pebbles():
    from gardenapp.core import registry
    from tests.toygame import PebblesGame

    game = PebblesGame()
    registry.register(game)
    return game


@pytest.fixture
def pebbles():
    from gardenapp.core import registry

    game = _pebbles()
    yield game
    registry.unregister(game.id)


NEWLINE = b"\n"
PEBBLES = ["tournament", "pebbles", "--levels", "random,easy", "--games", "2"]


def _board_line() -> bytes:
    return open("gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json", "rb").read().replace(b"\n", b"")


@pytest.mark.parametrize(
    "content",
    [
        b"a note",  # one line without a final newline: the old code erased it
        b"a note\n",
        b"",  # (accepted: nothing to lose; checked below)
        b"\n\n",
        b'{"format": "gardenapp-board"}',
        b"[1, 2, 3]\n",
        b'{"game": "pebbles", "seed": 0, "lev',  # a cut line with nothing before it
    ],
    ids=["note", "note-newline", "empty", "blank-lines", "board-cut", "list", "cut-alone"],
)
def test_a_file_that_is_not_a_journal_is_refused_and_left_as_it_was(tmp_path, capsys, pebbles, content):
    out = tmp_path / "notes.txt"
    out.write_bytes(content)
    code = main(PEBBLES + ["--out", str(out)])
    err = capsys.readouterr().err
    if content == b"":
        assert code == 0 and out.read_bytes().startswith(b'{"format": "gardenapp-journal"')
        return
    assert code == 2 and "not a journal" in err and "Traceback" not in err, err
    assert out.read_bytes() == content


def test_a_board_file_as_the_journal_is_refused_and_left_as_it_was(tmp_path, capsys, pebbles):
    for content in (_board_line(), _board_line() + b"\n"):
        out = tmp_path / "board.json"
        out.write_bytes(content)
        assert main(PEBBLES + ["--out", str(out)]) == 2
        assert "not a journal" in capsys.readouterr().err and out.read_bytes() == content


def test_a_journal_of_another_tournament_is_refused_and_left_as_it_was(tmp_path, capsys, pebbles):
    out = tmp_path / "games.jsonl"
    assert main(PEBBLES + ["--out", str(out)]) == 0
    before = out.read_bytes()
    for other in (["--option", "pile=30"], ["--players", "3", "--levels", "random,easy,greedy"]):
        capsys.readouterr()
        assert main(PEBBLES + other + ["--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert "another tournament" in err and out.read_bytes() == before, err
    # a header-less journal of another game
    ladder = tmp_path / "takenoko.jsonl"
    ladder.write_bytes(open("benchmarks/ladder/takenoko-3p.jsonl", "rb").read())
    assert main(PEBBLES + ["--out", str(ladder)]) == 2
    assert "another tournament" in capsys.readouterr().err
    assert ladder.read_bytes() == open("benchmarks/ladder/takenoko-3p.jsonl", "rb").read()


def test_a_new_journal_starts_with_its_header_and_resumes_without_playing_again(tmp_path, capsys, pebbles, monkeypatch):
    from gardenapp.core import tournament

    out = tmp_path / "games.jsonl"
    assert main(PEBBLES + ["--out", str(out), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    lines = out.read_text().splitlines()
    header = json.loads(lines[0])
    assert header == {
        "format": "gardenapp-journal",
        "version": 1,
        "game": "pebbles",
        "players": 2,
        "options": pebbles.validate_options({"players": 2}),
        "code": journal.code_version(),
    }
    assert len(lines) == 3 and len(journal.load(out)) == 2
    monkeypatch.setattr(tournament, "play", lambda m: pytest.fail("a game in the journal was played again"))
    assert main(PEBBLES + ["--out", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == first["games"]
    monkeypatch.undo()
    out.write_bytes(out.read_bytes() + b'{"game": "pebbles", "se')  # killed while writing a record
    assert main(PEBBLES[:-1] + ["3", "--out", str(out), "--json"]) == 0
    again = out.read_text().splitlines()  # the cut record dropped, the rest kept
    assert again[:3] == lines and len(again) == 4 and json.loads(again[3])["seed"] == 2


def test_a_cut_line_is_dropped_only_after_lines_of_this_tournament(tmp_path, capsys, pebbles):
    out = tmp_path / "games.jsonl"
    assert main(PEBBLES + ["--out", str(out)]) == 0
    good = out.read_bytes()
    out.write_bytes(b"my note\n" + good + b'{"game": "pebbles", "se')
    before = out.read_bytes()
    assert main(PEBBLES + ["--out", str(out)]) == 2
    assert "line 1" in capsys.readouterr().err and out.read_bytes() == before


@pytest.mark.parametrize("name", ["takenoko-3p", "sanssouci-4p", "harmonies-2p"])
def test_the_header_less_ladder_journals_resume_and_reprint_without_playing(tmp_path, capsys, monkeypatch, name):
    """benchmarks/ladder.sh's journals, written before journals had a header: the same command reprints them."""
    from gardenapp.core import tournament

    source = open(f"benchmarks/ladder/{name}.jsonl", "rb").read()
    out = tmp_path / f"{name}.jsonl"
    out.write_bytes(source)
    game, players = name.split("-")
    levels = {
        "2p": "random,easy,greedy,montecarlo",
        "3p": "montecarlo,greedy,easy",
        "4p": "montecarlo,greedy,easy,random",
    }[players]
    games = {"2p": "400", "3p": "60", "4p": "60"}[players]
    monkeypatch.setattr(tournament, "play", lambda m: pytest.fail("a game in the journal was played again"))
    argv = [
        "tournament",
        game,
        "--players",
        players[0],
        "--levels",
        levels,
        "--games",
        games,
        "--seed",
        "1",
        "--out",
        str(out),
    ] + (["--ladder"] if players == "2p" else [])
    assert main(argv) == 0
    assert f"{source.count(NEWLINE)} games" in capsys.readouterr().out.splitlines()[0]
    assert out.read_bytes() == source  # read, not rewritten
    assert len(journal.load(out)) == source.count(NEWLINE)


# -- repeatable games (docs/architecture.md §8.1, §8.3) ----------------------------------------------
class JumpingClock:
    """A clock that moves 100 seconds each time it is read: any wall-clock or CPU cap is reached at once."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 100.0
        return self.now


def _hard_moves(game_id: str, clicks: int, clock=None) -> list:
    """The first ``clicks`` of a seeded game between the hard level and normal, every bot's clocks
    replaced by ``clock`` (and time.perf_counter / time.thread_time with it), as tournament.play plays."""
    import time

    from gardenapp.core import bots, registry

    game = registry.get(game_id)
    saved = time.perf_counter, time.thread_time
    before = bots.set_caps(False)  # what tournament.play does
    try:
        if clock is not None:
            time.perf_counter = time.thread_time = clock
        players = [game.make_bot(level, 70 + i) for i, level in enumerate(("montecarlo", "greedy"))]
        for bot in players:
            if clock is not None:
                for holder in (bot, getattr(bot, "turn", None)):
                    if holder is not None and hasattr(holder, "clock"):
                        holder.clock = clock
        state = game.new_game({"players": 2}, 70)
        moves = []
        while not state.is_over and len(moves) < clicks:
            action = players[state.current_player].choose(state.view_for(state.current_player))
            moves.append(action)
            state = state.apply(action, trusted=True)
        return moves
    finally:
        time.perf_counter, time.thread_time = saved
        bots.set_caps(before)


@pytest.mark.parametrize("game_id", ["harmonies", "sanssouci", "takenoko", "azul_queens_garden", "under_the_leaves"])
def test_a_seeded_hard_game_gives_the_same_moves_whatever_the_clock(game_id):
    """docs/architecture.md §8.1: in tournaments and benchmarks a level plays by its budget alone."""
    import gardenapp.games  # noqa: F401

    clicks = {"sanssouci": 6, "takenoko": 6}.get(game_id, 12)
    assert _hard_moves(game_id, clicks, JumpingClock()) == _hard_moves(game_id, clicks)


def test_a_run_with_the_windows_caps_marks_the_games_where_one_bit(monkeypatch):
    """docs/architecture.md §8.3: ``capped`` counts the searches a cap cut short."""
    import time

    import gardenapp.games  # noqa: F401  (announces the titles; core.tournament imports no game)
    from gardenapp.core import tournament

    match = tournament.Match("azul_queens_garden", {"players": 2}, 3, ("montecarlo", "greedy"))
    quiet = tournament.play(match)
    assert quiet.capped == 0 and quiet.code == journal.code_version()
    monkeypatch.setattr(time, "thread_time", JumpingClock())
    hurried = tournament.play(match, caps=True)
    assert hurried.capped > 0
    monkeypatch.undo()
    assert tournament.Replayed(quiet, tournament.play(match)).identical  # the caps are off again


def test_a_journal_is_replayed_and_a_changed_record_is_named(tmp_path, capsys, pebbles):

    out = tmp_path / "games.jsonl"
    assert main(PEBBLES + ["--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["tournament", "--replay", str(out)]) == 0
    assert "2 of 2 games identical" in capsys.readouterr().out
    lines = out.read_text().splitlines()
    record = json.loads(lines[2])
    assert record["code"] == journal.code_version() and "capped" in record
    record["totals"] = [t + 1 for t in record["totals"]]
    out.write_text("\n".join(lines[:2] + [json.dumps(record)]) + "\n")
    assert main(["tournament", "--replay", str(out), "--json"]) == 1
    rep = json.loads(capsys.readouterr().out)
    assert (rep["games"], rep["identical"], [d["seed"] for d in rep["different"]]) == (2, 1, [record["seed"]])


# -- honest intervals (docs/architecture.md §8.3) ------------------------------------------------------
def _elo(p: float) -> float | None:
    """The Elo difference of a score rate (None at 0 or 1: infinite)."""
    return None if p <= 1e-9 or p >= 1 - 1e-9 else 400 * math.log10(p / (1 - p))


def _game(a, b, winners):
    return MatchResult("x", 0, (a, b), (1, 1), winners, 10)


SWEEPS = {
    "10-0": [_game("a", "b", (0,))] * 10,
    "12/12": [_game("top", "mid", (0,))] * 3 + [_game("mid", "top", (1,))] * 3 + [_game("top", "low", (0,))] * 6,
    "9-1": [_game("a", "b", (0,))] * 9 + [_game("b", "a", (0,))],
    "20-0 and 5-5": [_game("c", "b", (0,))] * 20 + [_game("a", "b", (0,))] * 5 + [_game("b", "a", (0,))] * 5,
    "11-1 and 10-2": [_game("a", "b", (0,))] * 11
    + [_game("b", "a", (0,))]
    + [_game("b", "c", (0,))] * 10
    + [_game("c", "b", (0,))] * 2,
}


@pytest.mark.parametrize("name", list(SWEEPS))
def test_every_pairings_rating_interval_holds_its_wilson_interval(name):

    results = SWEEPS[name]
    levels = sorted({lv for r in results for lv in r.levels})
    bt = fit(levels, results)
    for p in pairings(results):
        mode, low, high = bt.difference(p.a, p.b)
        assert low < mode < high and high - low > 100, (p, low, high)
        for bound in (_elo(p.low), _elo(p.high)):
            assert bound is None or low <= bound <= high, (p, bound, low, high)


def test_a_sweep_has_an_interval_and_a_level_that_met_no_other_changes_nothing():

    sweep = SWEEPS["10-0"]
    r = {x.level: x for x in ratings(["b", "a"], sweep)}
    assert r["a"].low < 1000 + _elo(wilson(10, 10)[0]) and r["a"].high > r["a"].elo + 300
    with_c = {x.level: x for x in ratings(["b", "a", "c"], sweep)}
    assert abs(with_c["a"].elo - r["a"].elo) < 1e-6  # no pseudo-games with c
    assert with_c["c"].high - with_c["c"].low > 2000  # rated by the prior alone


def test_the_cap_column_counts_only_levels_with_a_cap_in_games_with_caps():
    from gardenapp.core import tournament

    turns = ((0, 0.01, 5.0), (1, 0.01, 5.0))  # both turns took 5 s of wall time
    old = MatchResult("x", 0, ("easy", "montecarlo"), (1, 2), (1,), 2, {}, turns)  # a journal of before: caps on
    quiet = dataclasses.replace(old, code="v")  # budgets only
    hurried = dataclasses.replace(old, code="v", capped=1)
    counts = {
        name: {t.level: t.at_cap for t in tournament.turn_times(["easy", "montecarlo"], [r])}
        for name, r in (("old", old), ("quiet", quiet), ("hurried", hurried))
    }
    assert counts == {
        "old": {"easy": 0, "montecarlo": 1},
        "quiet": {"easy": 0, "montecarlo": 0},
        "hurried": {"easy": 0, "montecarlo": 1},
    }


# -- workers end with the run (docs/architecture.md §8.3) ---------------------------------------------
def _children(pid: int) -> list[int]:
    import os

    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry))
    return out


def _alive(pid: int) -> bool:
    try:
        state = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not __import__("os").path.isdir("/proc"), reason="reads /proc")
@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT"])
def test_a_run_with_two_workers_ends_them_on_sigterm_and_sigint(signame):
    import signal
    import subprocess
    import sys
    import time

    code = (
        "import sys; from gardenapp.cli import main; sys.exit(main(['tournament', 'sanssouci', '--levels', "
        "'greedy,montecarlo', '--games', '4', '--jobs', '2']))"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        workers: list[int] = []
        while len(workers) < 2 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
            workers = _children(proc.pid)
        assert len(workers) >= 2, "the run did not start its two workers"
        time.sleep(1.0)  # the workers are playing
        proc.send_signal(getattr(signal, signame))
        proc.wait(timeout=30)
        assert proc.returncode != 0
        deadline = time.monotonic() + 15
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [w for w in workers if _alive(w)], "workers left running"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for w in _children(proc.pid):
            __import__("os").kill(w, signal.SIGKILL)
