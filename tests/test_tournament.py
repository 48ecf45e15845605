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
