"""RemoteSession (gardenapp/ui/remote.py): the play screen's session over the
network, against a TableServer on a thread (docs/architecture.md §14, docs/network.md §1).
Whole games by two people's apps and a computer player, each app's state
checked against its seat's view on the referee at every move; a refusal in
Polish; a dropped connection rejoins; a watcher sees the public view."""

from __future__ import annotations

import importlib
import json
import random
import time

import pytest

from gardenapp.core import registry
from gardenapp.net import protocol
from gardenapp.net.client import ThreadedClient
from gardenapp.net.table import PUBLIC
from gardenapp.ui.remote import RemoteSession
from tests.net.test_threaded import ServerThread, next_of


def plain(data):
    return json.loads(json.dumps(data))


@pytest.fixture
def host(tmp_path):
    h = ServerThread(tmp_path / "host")
    yield h
    h.stop()


def open_table(host, game_id, seats, options=None):
    server = host.server
    admin = ThreadedClient(server.invitation(None, "create"))
    try:
        admin.send(protocol.message("create", key=server.create_key, game=game_id, options=options or {}, seats=seats))
        created = next_of(admin, "created")
    finally:
        admin.close()
    assert created["kind"] == "created", created
    return server.tables[created["table"]], created


def start_table(host, created):
    admin = ThreadedClient(host.server.invitation(None, "create"))
    try:
        admin.send(protocol.message("start", code=created["code"], host=created["host"]))
        time.sleep(0.05)
    finally:
        admin.close()


def wait_until(qapp, condition, timeout=30.0, what="the condition"):
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        qapp.processEvents()
        for s in RemoteSession_all:
            s.poll()
        time.sleep(0.003)


RemoteSession_all: list[RemoteSession] = []


def session(game, invitation, seat, secret=None, name="", parent=None):
    s = RemoteSession(game, invitation, seat, secret, name, parent)
    RemoteSession_all.append(s)
    return s


@pytest.fixture(autouse=True)
def _close_sessions():
    yield
    for s in RemoteSession_all:
        s.stop()
    for s in RemoteSession_all:
        s.join_threads(15)
    RemoteSession_all.clear()


class Recorder:
    """Every state a session showed: (move number, seat shown, its view data)."""

    def __init__(self, s: RemoteSession) -> None:
        self.s = s
        self.seen: list[tuple[int, int, dict]] = []
        s.changed.connect(self.take)

    def take(self) -> None:
        if self.s.ready:
            self.seen.append((self.s.n, self.s.shown_seat, plain(self.s.state.to_dict())))


def check_views(table, recorders) -> int:
    """Each state shown equals the referee's view for that seat at that move (nothing of another seat)."""
    states = [table.record.initial_state()]
    for action in table.record.actions:
        states.append(states[-1].apply(action))
    checked = 0
    for rec in recorders:
        for n, seat, data in rec.seen:
            assert data == plain(states[n].view_for(seat).to_dict()), f"seat {seat}, move {n}"
            if seat != PUBLIC:
                assert data != plain(states[n].to_dict()) or states[n].view_for(PUBLIC) == states[n]
            checked += 1
    return checked


def play_out(qapp, sessions, rng, play=None, timeout=240.0):
    """Every session plays a random legal move of its view whenever it is to move, until the game ends."""
    end = time.monotonic() + timeout
    while not all(s.ready and s.state.is_over for s in sessions):
        assert time.monotonic() < end, "the game did not end in time"
        assert not any(s.failed for s in sessions), [s.failed for s in sessions]
        qapp.processEvents()
        for s in sessions:
            s.poll()
            if s.human_to_move and s.n not in s._sent:
                action = rng.choice(s.state.legal_actions())
                (play or {}).get(s, s.play)(action)
        time.sleep(0.002)


def test_a_whole_takenoko_game_by_two_apps_and_a_computer_each_seeing_its_own_view_only(qapp, host):
    """docs/architecture.md §14.1: each app's state is its seat's view_for, at every move; one
    app plays through a real play screen, with the turn log written from the host's events."""
    game = registry.get("takenoko")
    table, created = open_table(host, "takenoko", ["person", "person", "random"], {"players": 3})
    line = host.server.invitation(table, "seat")
    screen = importlib.import_module("gardenapp.ui.games.takenoko").create_play_screen(None)
    ana = session(game, line, 0, None, "Ana", screen)
    bruno = session(game, line, 1, None, "Bruno")
    wait_until(qapp, lambda: ana.secret(0) and bruno.secret(1), what="both seats joined")
    start_table(host, created)
    wait_until(qapp, lambda: ana.ready and bruno.ready and ana.state.current_player >= 0, what="the first view")
    recorders = [Recorder(ana), Recorder(bruno)]
    screen.start(ana)
    assert not screen.act_undo.isEnabled() and not screen.act_save.isEnabled() and not screen.act_new.isEnabled()
    assert ana.names[:2] == ["Ana", "Bruno"]
    play_out(qapp, [ana, bruno], random.Random(4), play={ana: screen.play})
    assert table.over and ana.n == bruno.n == table.n > 30
    assert check_views(table, recorders) >= table.n
    # the turn log has a line for every move, written from the host's events
    assert len(ana.log) == table.n and screen.log.entry_count() == table.n
    assert all(e.events for e in ana.log[-5:])
    assert screen.status.text()  # the result, without a traceback
    screen.close()
