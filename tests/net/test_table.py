"""The referee without sockets (gardenapp/net/table.py, docs/architecture.md §14)."""

from __future__ import annotations

import json
import random

import pytest

from gardenapp.core import registry
from gardenapp.core.errors import RecordError
from gardenapp.net.table import PERSON, PUBLIC, Refused, Table

from .test_games import GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_the_public_view_hides_what_any_seat_cannot_see(game_id):
    """A watcher's view (view_for(PUBLIC)) is the same in every world a seat's view allows:
    it shows nothing that is hidden from some seat (the check of core.conformance, per seat)."""
    game = registry.get(game_id)
    rng = random.Random(4)
    state = game.new_game({"players": 3}, 21)
    checked = 0
    for _ in range(60):
        if state.is_over:
            break
        public = state.view_for(PUBLIC).to_dict()
        assert state.view_for(PUBLIC).seed is None
        for seat in range(state.num_players):
            world = state.determinized(seat, random.Random(rng.random()))
            assert world.view_for(PUBLIC).to_dict() == public, (game_id, seat)
            checked += 1
        state = state.apply(rng.choice(state.legal_actions()))
    assert checked > 30


def test_seats_start_and_hand_to_a_computer_and_back(tmp_path):
    table = Table("takenoko", {"players": 2}, [PERSON, PERSON], path=tmp_path / "t.json")
    with pytest.raises(Refused) as err:
        table.start()
    assert err.value.reason.template == "Every invited seat needs a player before the game starts"
    with pytest.raises(Refused):
        table.join(0, "")
    with pytest.raises(Refused):
        table.join(0, "Ana\u0000")
    secret = table.join(0, "Ana")
    with pytest.raises(Refused):
        table.join(0, "Bruno")  # taken
    table.join(1, "Bruno")
    table.rejoin(0, secret)
    with pytest.raises(Refused):
        table.rejoin(0, secret[::-1])
    table.start()
    mover = table.state.current_player
    table.hand(mover, "random")
    assert table.computer_to_move() == mover
    with pytest.raises(Refused) as err:  # the person may not play while a computer does
        table.act(mover, 0, table.state.legal_actions()[0].to_json())
    assert err.value.reason.template == "It is not your turn"
    n, action = table.choose_computer_move(mover)
    assert table.play_computer_move(mover, n, action) is not None and table.n == 1
    assert table.play_computer_move(mover, n, action) is None  # a stale choice is dropped
    table.hand(mover, None)
    assert table.seats[mover].computer is None
    saved = json.loads((tmp_path / "t.json").read_text())
    assert saved["record"]["names"] == ["Ana", "Bruno"] and len(saved["record"]["actions"]) == 1
    back = Table.load(tmp_path / "t.json")
    assert back.state == table.state and back.code == table.code and back.started
    assert [s.secret for s in back.seats] == [s.secret for s in table.seats]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="x"),
        lambda d: d.update(code="SHORT"),
        lambda d: d.update(started="yes"),
        lambda d: d["seats"].pop(),
        lambda d: d["seats"][0].update(kind="god"),
        lambda d: d["seats"][0].update(secret="../../etc"),
        lambda d: d["record"]["actions"].append({"kind": "nonsense"}),
        lambda d: d["record"].update(seed="x"),
    ],
)
def test_a_tampered_table_file_is_refused(tmp_path, change):
    table = Table("harmonies", {"players": 2}, [PERSON, "easy"], path=tmp_path / "t.json")
    table.join(0, "Ana")
    data = json.loads((tmp_path / "t.json").read_text())
    change(data)
    (tmp_path / "t.json").write_text(json.dumps(data))
    with pytest.raises(RecordError):
        Table.load(tmp_path / "t.json")


def test_a_table_refuses_what_this_version_cannot_play():
    with pytest.raises(Refused):
        Table("chess", {}, [PERSON, PERSON])
    with pytest.raises(Refused) as err:
        Table("takenoko", {"players": 9}, [PERSON] * 9)
    assert err.value.problems
    with pytest.raises(Refused) as err:
        Table("takenoko", {"players": 2}, [PERSON, "grandmaster"])
    assert "grandmaster" in str(err.value.problems[0])
    with pytest.raises(Refused):
        Table("takenoko", {"players": 2}, [PERSON])
