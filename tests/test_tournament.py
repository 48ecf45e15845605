"""gardenapp tournament (issue 13 §2): round-robin, seats rotated, every
game written, pairwise scores with Wilson intervals, Elo-style ratings."""

import json

import pytest

from gardenapp.cli import main
from gardenapp.core.tournament import MatchResult, pairings, ratings, schedule, wilson


def test_wilson_interval_matches_the_textbook_values():
    low, high = wilson(8, 10)             # 80 % of 10: [0.490, 0.943]
    assert round(low, 3) == 0.490 and round(high, 3) == 0.943
    assert wilson(0, 0) == (0.0, 1.0)


def test_two_player_schedule_plays_every_pair_with_each_level_first_half_the_time():
    matches = schedule("sanssouci", {"players": 2}, ["random", "easy", "greedy"], 4, 100)
    assert len(matches) == 12 and len({m.seed for m in matches}) == 12
    firsts = [m.levels[0] for m in matches if set(m.levels) == {"random", "easy"}]
    assert sorted(firsts) == ["easy", "easy", "random", "random"]
    four = schedule("takenoko", {"players": 4}, ["a", "b", "c", "d"], 4, 0)
    assert [m.levels[0] for m in four] == ["a", "b", "c", "d"]      # seats rotate
    with pytest.raises(ValueError):
        schedule("takenoko", {"players": 3}, ["a", "b"], 4, 0)


def test_ratings_order_levels_by_results_and_shared_wins_count_half():
    def game(a, b, winners):
        return MatchResult("x", 0, (a, b), (1, 1), winners, 10)
    results = [game("strong", "weak", (0,))] * 9 + [game("weak", "strong", (0,))] + [game("strong", "weak", (0, 1))] * 2
    (p,) = pairings(results)
    assert (p.a, p.b, p.games) == ("strong", "weak", 12) and p.score_a == 9 + 1
    r = {x.level: x for x in ratings(["weak", "strong"], results, resamples=50)}
    assert r["weak"].elo == 1000 and r["strong"].elo > 1200 and r["strong"].low < r["strong"].elo < r["strong"].high


def test_the_command_prints_a_table_and_json_and_writes_every_game(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert main(["tournament", "sanssouci", "--levels", "random,easy", "--games", "4", "--out", str(out),
                 "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["games"] == 4 and {r["level"] for r in rep["ratings"]} == {"random", "easy"}
    assert len(out.read_text().splitlines()) == 4
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
    assert len(out.read_text().splitlines()) == 2
    played = []
    real_play = tournament.play
    monkeypatch.setattr(tournament, "play", lambda m: played.append(m.seed) or real_play(m))
    again = tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 4, 5), out=out)
    assert played == [7, 8]                      # seeds 5 and 6 were in the file
    assert again[:2] == first and len(out.read_text().splitlines()) == 4


def test_a_last_line_cut_by_a_killed_run_is_dropped_and_any_other_bad_line_is_named(tmp_path):
    from gardenapp.core import tournament
    out = tmp_path / "games.jsonl"
    tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 2, 5), out=out)
    whole = out.read_text()
    out.write_text(whole + whole.splitlines()[0][:30])          # killed while writing a third line
    assert len(tournament.load(out)) == 2
    tournament.run(schedule("azul_queens_garden", {"players": 2}, ["random", "easy"], 3, 5), out=out)
    assert len(tournament.load(out)) == 3 and out.read_text().endswith("\n")
    out.write_text("not json\n" + whole)
    with pytest.raises(tournament.JournalError, match="line 1"):
        tournament.load(out)


def test_every_whole_turn_is_timed_and_reported_per_level():
    from gardenapp.core import tournament
    (r,) = tournament.run(schedule("harmonies", {"players": 2}, ["random", "easy"], 1, 3))
    seats = [t[0] for t in r.turns]
    assert all(a != b for a, b in zip(seats, seats[1:]))         # a turn is all of one player's clicks
    assert len(r.turns) < r.actions and all(cpu >= 0 and wall >= 0 for _, cpu, wall in r.turns)
    times = {t.level: t for t in tournament.turn_times(["random", "easy"], [r])}
    assert set(times) == {"random", "easy"} and times["easy"].turns == seats.count(r.levels.index("easy"))
    assert times["easy"].median <= times["easy"].p95 <= times["easy"].max
