"""The review of a finished game (docs/architecture.md §6.15), engine side:
core/review.py replays a record, scores every turn, judges every move of a
person with the coach (docs/architecture.md §8.4) and keeps it as JSON that is
read back as hostile input; the history keeps record and review with the game."""

from __future__ import annotations

import copy
import json
import math

import pytest

import gardenapp.games  # noqa: F401  (registers the titles)
from gardenapp.core import bots, coach, registry
from gardenapp.core import review as core_review
from gardenapp.core.history import PLAYED, History, Result
from gardenapp.core.record import GameRecord
from gardenapp.core.score import PlayerScore, ScoreSheet

GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")


def finished_record(game_id: str, seed: int = 3, person_level: str = "easy") -> GameRecord:
    """A whole 2-player game: the person's seat played by a computer level, the other by the normal level."""
    before = bots.set_caps(False)
    try:
        game = registry.get(game_id)
        options = game.validate_options({})
        state = game.new_game(options, seed)
        players = (game.make_bot(person_level, seed), game.make_bot("greedy", seed + 1))
        actions = []
        while not state.is_over:
            p = state.current_player
            action = players[p].choose(state.view_for(p))
            actions.append(action)
            state = state.apply(action)
    finally:
        bots.set_caps(before)
    return GameRecord(game_id, options, seed, actions, ["Ana", "Bruno"], ["human", "greedy"])


@pytest.fixture(scope="module")
def sanssouci_review():
    return core_review.build(finished_record("sanssouci"))


@pytest.mark.parametrize("game_id", GAMES)
def test_per_turn_scores_match_a_replay_and_turns_group_as_the_log(game_id):
    """docs/architecture.md §6.13: a turn is a run of one player's actions within one engine turn."""
    record = finished_record(game_id)
    rep = core_review.replay(record)
    assert rep.states[-1].to_dict() == record.replay().to_dict()
    # the turns cover every action once, in order, and split where the log splits
    assert rep.turns[0].first == 0 and rep.turns[-1].end == len(record.actions)
    assert all(a.end == b.first for a, b in zip(rep.turns, rep.turns[1:]))
    state = record.initial_state()
    for t, turn in enumerate(rep.turns):
        for i in range(turn.first, turn.end):
            assert state.current_player == turn.player
            key = (state.current_player, state.turn_number())
            assert key == rep.movers[i]
            if i > turn.first:
                assert key == rep.movers[i - 1]
            state = state.apply(record.actions[i])
        assert turn.scores == tuple(p.total for p in state.score().players)
        if t + 1 < len(rep.turns):
            assert rep.movers[turn.end] != rep.movers[turn.end - 1]


def test_losses_match_coach_grade_on_the_persons_view(sanssouci_review):
    review = sanssouci_review
    rep = review.replay
    assert review.complete and set(review.judgements) == set(rep.person_actions())
    assert all(rep.states[i].current_player == 0 for i in review.judgements)  # seat 0 only: the person
    for index in sorted(review.judgements)[::4]:
        j = review.judgements[index]
        before = rep.states[index]
        view = before.view_for(0)
        seed = core_review.position_seed(rep.record.seed, index)
        g = coach.grade(view, j.played, 0, best=j.best, seed=seed, samples=review.budget.samples)
        assert j.played == rep.record.actions[index] and view.is_legal(j.best)
        assert j.loss == g.loss and j.kind == g.kind
        # the best found is no worse than the move played by the grade's own measure
        assert coach.grade(view, j.best, 0, best=j.played, seed=seed).loss == 0
    assert any(j.loss > 0 for j in review.judgements.values())  # the easy level makes mistakes


def test_the_judgement_never_peeks_at_hidden_things():
    """Two worlds that differ only in what the person cannot see give the same judgement."""
    record = finished_record("takenoko", seed=5)
    rep = core_review.replay(record)
    index = rep.person_actions()[6]
    before = rep.states[index]
    other = before.determinized(0, __import__("random").Random(99))  # the same view, other hidden cards
    assert other.view_for(0).to_dict() == before.view_for(0).to_dict()
    seed = core_review.position_seed(record.seed, index)
    assert core_review.judge(before, record.actions[index], index, seed) == core_review.judge(
        other, record.actions[index], index, seed
    )


def test_the_same_record_gives_the_same_review(sanssouci_review):
    again = core_review.build(finished_record("sanssouci"))
    assert again.to_json() == sanssouci_review.to_json()


def test_the_costliest_three_are_the_three_largest_losses(sanssouci_review):
    review = sanssouci_review
    losses = {t: review.turn_loss(t) for t in range(len(review.replay.turns))}
    person_turns = {t for t, loss in losses.items() if loss is not None}
    assert person_turns == {t for t, turn in enumerate(review.replay.turns) if turn.player == 0}
    costly = review.costliest()
    assert len(costly) == 3
    ranked = sorted((loss for loss in losses.values() if loss is not None), reverse=True)
    assert [losses[t] for t in costly] == ranked[:3]
    for t in costly:
        assert losses[t] == sum(j.loss for j in review.turn_judgements(t)) >= 0.5


def test_json_round_trip(sanssouci_review):
    data = json.loads(json.dumps(sanssouci_review.to_json()))
    back = core_review.Review.from_json(data, sanssouci_review.replay)
    assert back.judgements == sanssouci_review.judgements and back.complete


def _problems(data, rep) -> list[str]:
    with pytest.raises(core_review.ReviewError) as caught:
        core_review.Review.from_json(data, rep)
    return [p.render() if p.where else f": {p.render()}" for p in caught.value.problems]


def test_a_hostile_stored_review_is_refused_with_clear_problems(sanssouci_review):
    rep = sanssouci_review.replay
    good = sanssouci_review.to_json()
    first = sorted(sanssouci_review.judgements)[0]

    def changed(edit):
        data = copy.deepcopy(good)
        edit(data)
        return data

    assert _problems([1, 2], rep) == [": a review must be one JSON object"]
    assert _problems(changed(lambda d: d.update(record="0" * 40)), rep) == ["record: is the review of another game"]
    assert _problems(changed(lambda d: d.update(budget={"compared": 99, "samples": 3})), rep) == [
        "budget: was computed with another budget"
    ]
    assert _problems(changed(lambda d: d.update(extra=1)), rep) == ["extra: is not a part of a review"]
    assert _problems(changed(lambda d: d.pop("judgements")), rep) == ["judgements: is missing"]
    assert "judgements: must judge every move of the persons" in _problems(
        changed(lambda d: d["judgements"].pop()), rep
    )
    for bad_loss in (-1, math.inf, "3", 1e9, True):
        assert _problems(changed(lambda d, v=bad_loss: d["judgements"][0].update(loss=v)), rep) == [
            "judgements[0].loss: is not a loss of points"
        ]
    # a move of the computer player, or the same move twice
    computer = next(i for i in range(len(rep.record.actions)) if i not in sanssouci_review.judgements)
    assert "judgements[0].index: is not a move of a person in this game" in _problems(
        changed(lambda d: d["judgements"][0].update(index=computer)), rep
    )
    # a best move that is no action, and one that is not legal there
    assert _problems(changed(lambda d: d["judgements"][0].update(best={"kind": "nonsense"})), rep)
    later = rep.record.actions[max(sanssouci_review.judgements)].to_json()
    if not rep.states[first].is_legal(rep.record.game.action_from_json(later)):
        assert _problems(changed(lambda d: d["judgements"][0].update(best=later)), rep) == [
            "judgements[0].best: is not a legal move there"
        ]


def _sheet(game_id: str) -> ScoreSheet:
    return ScoreSheet(game_id, (PlayerScore("Ana", ()), PlayerScore("Bruno", ())), (0, 1))


def test_the_history_keeps_record_and_review_and_a_pending_result_keeps_its_record(tmp_path, sanssouci_review):
    record = sanssouci_review.replay.record.to_json()
    result = Result.from_sheet(_sheet("sanssouci"), source=PLAYED, options={}, board={}, uid="r1", record=record)
    assert Result.from_json(json.loads(json.dumps(result.to_json()))) == result
    with History(tmp_path / "h.sqlite") as h:
        entry_id = h.store(result)
        other = h.store(Result.from_sheet(_sheet("sanssouci"), source=PLAYED, options={}, board={}, uid="r2"))
        assert h.entry(entry_id).has_record and not h.entry(other).has_record
        assert h.game_record(entry_id) == (record, None) and h.game_record(other) is None
        assert h.set_review(entry_id, sanssouci_review.to_json()) and not h.set_review(other, {})
    with History(tmp_path / "h.sqlite") as h:  # a restart
        stored_record, stored_review = h.game_record(entry_id)
        rep = core_review.replay(GameRecord.from_json(stored_record))
        assert core_review.Review.from_json(stored_review, rep).judgements == sanssouci_review.judgements
