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
from gardenapp.core.errors import GardenError, IllegalActionError
from gardenapp.net import protocol
from gardenapp.net.client import ThreadedClient
from gardenapp.net.table import PUBLIC
from gardenapp.ui.remote import RemoteSession
from gardenapp.ui.remoteview import ViewError, _walk, read_view
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
    # started at once, as the window does: the screen waits for the host's first view, then
    # starts with the table's three seats (not the two of the game's default options)
    screen.start(ana)
    assert screen.session is None and screen.status.text() == "Connecting to the table…"
    bruno = session(game, line, 1, None, "Bruno")
    wait_until(qapp, lambda: ana.secret(0) and bruno.secret(1), what="both seats joined")
    start_table(host, created)
    wait_until(qapp, lambda: ana.ready and bruno.ready and ana.state.current_player >= 0, what="the first view")
    recorders = [Recorder(ana), Recorder(bruno)]
    assert screen.session is ana and len(screen._panels) == 3
    assert not screen.act_undo.isEnabled() and not screen.act_save.isEnabled() and not screen.act_new.isEnabled()
    assert ana.names == ["Ana", "Bruno", "Computer 3"]
    # Bruno is a person on another app: written as a person, but neither shown nor played here
    assert [ana.is_human(i) for i in range(3)] == [True, True, False]
    assert [ana.is_local(i) for i in range(3)] == [True, False, False] and screen.viewer() == 0
    play_out(qapp, [ana, bruno], random.Random(4), play={ana: screen.play})
    assert table.over and ana.n == bruno.n == table.n > 30
    assert check_views(table, recorders) >= table.n
    # the turn log has a line for every move, written from the host's events
    assert len(ana.log) == table.n and screen.log.entry_count() == table.n
    assert all(e.events for e in ana.log[-5:])
    assert screen.status.text()  # the result, without a traceback
    # the end table, without Review (the host has the record) and nothing added to this app's history
    assert screen._end_table is not None and screen._review_button.isHidden()
    assert screen._history_entry is None and not screen.in_progress()
    screen.close()


def test_a_whole_sanssouci_game_by_two_apps_a_computer_and_a_watcher(qapp, host):
    """docs/architecture.md §14.2: a seat's app never holds another seat's hand or missions; a
    watcher gets the public view only and never plays (docs/network.md §1.1, watch)."""
    game = registry.get("sanssouci")
    table, created = open_table(host, "sanssouci", ["person", "random", "person"], {"players": 3})
    line = host.server.invitation(table, "seat")
    ana = session(game, line, 0, None, "Ana")
    cai = session(game, line, 2, None, "Cai")
    wait_until(qapp, lambda: ana.secret(0) and cai.secret(2), what="both seats joined")
    start_table(host, created)
    watcher = session(game, host.server.invitation(table, "watch"), PUBLIC)
    wait_until(qapp, lambda: ana.ready and cai.ready and watcher.ready, what="the first views")
    recorders = [Recorder(ana), Recorder(cai), Recorder(watcher)]
    assert not watcher.human_to_move and watcher.local == [] and watcher.shown_seat == PUBLIC
    with pytest.raises(GardenError):
        watcher.play(ana.state.legal_actions()[0] if ana.human_to_move else game.parse_action("J"))
    play_out(qapp, [ana, cai], random.Random(7))
    wait_until(qapp, lambda: watcher.n == table.n, what="the watcher's last view")
    assert table.over and ana.n == cai.n == table.n > 30
    assert check_views(table, recorders) >= 2 * table.n
    assert {seat for rec in recorders for _, seat, _ in rec.seen} == {0, 2, PUBLIC}
    # asked for anyone else's view, a seat's state gives the public one
    assert plain(ana.state.view_for(2).to_dict()) == plain(table.view_for(PUBLIC).to_dict())


def test_a_watcher_is_told_the_tables_options_and_shows_its_garden(qapp, host):
    """docs/network.md §1.2 (welcome): the welcome carries the game's options, so a watcher of a
    Sanssouci table with another layout than the default shows that table's gardens (its printed
    spaces), not the default layout's; its every view equals the referee's public view."""
    game = registry.get("sanssouci")
    table, created = open_table(host, "sanssouci", ["person", "random"], {"players": 2, "layout": "P5"})
    ana = session(game, host.server.invitation(table, "seat"), 0, None, "Ana")
    wait_until(qapp, lambda: ana.secret(0), what="the seat joined")
    start_table(host, created)
    watcher = session(game, host.server.invitation(table, "watch"), PUBLIC)
    wait_until(qapp, lambda: ana.ready and watcher.ready, what="the first views")
    truth = table.record.initial_state()
    default = game.new_game({"players": 2}, 0)
    assert truth.setup.printed != default.setup.printed  # the layout shows in the garden
    assert watcher.state.setup.printed == ana.state.setup.printed == truth.setup.printed
    recorders = [Recorder(watcher)]
    rng = random.Random(3)
    for _ in range(6):
        wait_until(qapp, lambda: ana.human_to_move, what="Ana to move")
        before = ana.n
        ana.play(rng.choice(ana.state.legal_actions()))
        wait_until(qapp, lambda b=before: ana.n > b and watcher.n == ana.n, what="the move shown")
    assert check_views(table, recorders) >= 1
    assert watcher.state.setup.printed == truth.setup.printed


def illegal_move(state, game):
    """A readable action of this game the engine refuses in ``state`` (with its reason)."""
    rng = random.Random(1)
    other = game.new_game(game.default_options(), 3)
    for _ in range(200):
        if other.is_over:
            other = game.new_game(game.default_options(), rng.randrange(1000))
        action = rng.choice(other.legal_actions())
        if state.why_not(action) is not None:
            return action, state.why_not(action)
        other = other.apply(action)
    raise AssertionError("no illegal move found")


def test_a_dropped_connection_rejoins_and_a_refusal_reads_in_polish(qapp, host, manager):
    """docs/architecture.md §14.4: a dropped app rejoins its seat and gets the whole current view,
    the other sees it away and back; a refused move (docs/architecture.md §14.1) reads in this
    app's language."""
    from PySide6.QtCore import QCoreApplication

    game = registry.get("harmonies")
    table, created = open_table(host, "harmonies", ["person", "person"])
    line = host.server.invitation(table, "seat")
    ana = session(game, line, 0, None, "Ana")
    bruno = session(game, line, 1, None, "Bruno")
    wait_until(qapp, lambda: ana.secret(0) and bruno.secret(1), what="both seats joined")
    start_table(host, created)
    wait_until(qapp, lambda: ana.ready and bruno.ready and ana.human_to_move, what="Ana to move")
    rng = random.Random(3)
    for _ in range(4):  # a few moves, then Bruno's connection drops
        mover = ana if ana.human_to_move else bruno
        n = mover.n
        mover.play(rng.choice(mover.state.legal_actions()))
        wait_until(qapp, lambda n=n: ana.n == bruno.n == n + 1, what="the move")
    said: list[str] = []
    ana.notice.connect(said.append)
    shown: list[int] = []
    bruno.changed.connect(lambda: shown.append(bruno.n))
    client = bruno._links[1].client
    client._loop.call_soon_threadsafe(client.client.ws.transport.abort)
    wait_until(qapp, lambda: any("Bruno" in s and "away" in s for s in said), what="Bruno away")
    wait_until(qapp, lambda: any("Bruno" in s and "back" in s for s in said), what="Bruno back")
    wait_until(qapp, lambda: 1 not in bruno._lost, what="Bruno rejoined")
    assert bruno.n == table.n and plain(bruno.state.to_dict()) == plain(table.view_for(1).to_dict())
    assert bruno.failed is None and bruno.secret(1) == table.seats[1].secret
    # shown again once back (the screen lets Bruno play again), though no move was played
    wait_until(qapp, lambda: len(shown) >= 2 and 1 not in bruno._lost, what="Bruno's view shown again")
    # the host hands Bruno's seat to a computer and back (docs/architecture.md §14.4): both apps say so
    admin = ThreadedClient(host.server.invitation(None, "create"))
    try:
        admin.send(protocol.message("hand", code=created["code"], host=created["host"], seat=1, level="random"))
        wait_until(qapp, lambda: any("computer player plays for Bruno" in s for s in said), what="the stand-in")
        assert not ana.is_human(1) and bruno.is_local(1)
        if bruno.state.current_player == 1:
            assert "computer player" in bruno.status_text() and not bruno.human_to_move
        admin.send(protocol.message("hand", code=created["code"], host=created["host"], seat=1, level=None))
        wait_until(qapp, lambda: any("Bruno plays again" in s for s in said), what="Bruno playing again")
        assert ana.is_human(1)
    finally:
        admin.close()
    # a refusal: checked on the view first (IllegalActionError), and the host's own, both in Polish
    manager.set_language("pl", save=False)
    mover = ana if ana.human_to_move else bruno
    action, reason = illegal_move(mover.state, game)
    polish = reason.render(QCoreApplication.translate)
    assert polish != reason.render()  # the engine's reason has a Polish text
    with pytest.raises(IllegalActionError) as refused:
        mover.play(action)
    assert str(refused.value) == polish
    notes: list[str] = []
    mover.notice.connect(notes.append)
    assert mover.send_action(mover.n, action)  # past the view's check: the host refuses it
    wait_until(qapp, lambda: notes, what="the host's refusal")
    assert polish in notes[-1] and table.n == mover.n
    # a move for an older position: the host's own reason, in Polish
    assert mover.send_action(mover.n - 1, mover.state.legal_actions()[0])
    wait_until(qapp, lambda: len(notes) > 1, what="the second refusal")
    assert "wcześniejszej pozycji" in notes[-1]


def test_two_seats_of_one_computer_on_one_table_through_the_play_screen(qapp, host):
    """for_seats (hot-seat over the network): the state is the view of the seat to move; the
    play screen lets whoever of this computer is to move play."""
    game = registry.get("harmonies")
    table, created = open_table(host, "harmonies", ["person", "person", "random"], {"players": 3})
    line = host.server.invitation(table, "seat")
    screen = importlib.import_module("gardenapp.ui.games.harmonies").create_play_screen(None)
    both = RemoteSession.for_seats(game, line, [(0, None, "Ana"), (1, None, "Bruno")], screen)
    RemoteSession_all.append(both)
    wait_until(qapp, lambda: both.secret(0) and both.secret(1), what="both seats joined")
    start_table(host, created)
    wait_until(qapp, lambda: both.human_to_move, what="a seat of this computer to move")
    screen.start(both)
    recorder = Recorder(both)
    rng = random.Random(5)
    movers = set()
    # Grade my moves (docs/architecture.md §6.12): a move is graded once the host has played it
    screen.act_grade.setChecked(True)
    n = both.n
    screen.play(rng.choice(both.state.legal_actions()))
    wait_until(qapp, lambda: screen._grades, timeout=60, what="the grade of the first move")
    assert list(screen._grades) == [n] and both.log[n].player in (0, 1)
    screen.act_grade.setChecked(False)
    # a hint (docs/architecture.md §8.4) from the mover's view
    wait_until(qapp, lambda: both.human_to_move, what="this computer to move")
    assert screen.act_hint.isEnabled()
    screen.request_hint()
    wait_until(qapp, lambda: screen._hint is not None, timeout=60, what="the hint")
    assert both.state.is_legal(screen.hint_next())
    for _ in range(40):
        wait_until(qapp, lambda: both.human_to_move or both.state.is_over, what="this computer to move")
        if both.state.is_over:
            break
        assert both.shown_seat == both.state.current_player
        movers.add(both.shown_seat)
        n = both.n
        screen.play(rng.choice(both.state.legal_actions()))
        wait_until(qapp, lambda n=n: both.n > n, what="the move")
    assert movers == {0, 1}
    assert check_views(table, [recorder]) > 10
    screen.close()


def test_a_wrong_secret_and_a_host_gone_end_with_a_clear_line_in_the_window(qapp, tmp_path, monkeypatch):
    """docs/architecture.md §14.4: reconnecting is bounded; what no retry changes (a wrong seat
    secret) is said at once, in the window's status line, never as a traceback."""
    from gardenapp.ui import remote

    monkeypatch.setattr(remote, "TRIES", 2)
    monkeypatch.setattr(remote, "BACKOFF", (0.05, 0.1))
    own = ServerThread(tmp_path / "own")
    stopped = False
    try:
        table, created = open_table(own, "harmonies", ["person", "person"])
        line = own.server.invitation(table, "seat")
        game = registry.get("harmonies")
        ana = session(game, line, 0, None, "Ana")
        wait_until(qapp, lambda: ana.secret(0), what="Ana joined")
        screen = importlib.import_module("gardenapp.ui.games.harmonies").create_play_screen(None)
        wrong = session(game, line, 0, "a" * 26, "Ana", screen)
        screen.start(wrong)
        wait_until(qapp, lambda: wrong.failed, what="the wrong secret refused")
        assert "secret" in wrong.failed and screen.status.text() == wrong.failed
        assert not wrong.human_to_move
        own.stop()
        stopped = True
        wait_until(qapp, lambda: ana.failed, timeout=30, what="Ana giving up")
        assert "Play online" in ana.failed
        screen.close()
    finally:
        if not stopped:
            own.stop()


@pytest.mark.parametrize(
    "game_id",
    [
        "sanssouci",
        "takenoko",
        "harmonies",
        "under_the_leaves",
        "azul_queens_garden",
    ],
)
def test_a_finished_games_view_scores_as_the_game(game_id):
    """docs/architecture.md §14.1: an online app scores the end table from its seat's view of the
    finished game; that view must give the game's own final score."""
    game = registry.get(game_id)
    state = game.new_game(game.default_options(), 11)
    rng = random.Random(11)
    for _ in range(5000):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.is_over
    for seat in (0, PUBLIC):
        assert state.view_for(seat).score().totals() == state.score().totals(), seat


def _mutated(data, rng):
    data = json.loads(json.dumps(data))
    leaves = [path for path, _ in _walk(data)]
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(leaves)
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = rng.choice([None, -1, 10**6, "x", "?plot", [], {}, [1, 2], True, 2.5, "G01", 0])
    if rng.random() < 0.2:
        del data[rng.choice(list(data))]
    return data


@pytest.mark.parametrize("game_id", ["sanssouci", "takenoko", "harmonies", "under_the_leaves", "azul_queens_garden"])
def test_a_hostile_view_is_refused_as_unreadable_never_shown_wrong(game_id):
    """Hostile input (docs/architecture.md §14.2: what the host sends is read as hostile too):
    a view with values changed at random is either read back exactly or refused with ViewError."""
    game = registry.get(game_id)
    options = game.validate_options(game.default_options())
    state = game.new_game(options, 3)
    rng = random.Random(3)
    for _ in range(12):
        state = state.apply(rng.choice(state.legal_actions()))
    data = plain(state.view_for(0).to_dict())
    read, refused = 0, 0
    for _ in range(40):
        bad = _mutated(data, rng)
        try:
            view, _ = read_view(game, options, bad, 0)
        except ViewError:
            refused += 1
            continue
        assert plain(view.to_dict()) == bad
        read += 1
    assert refused >= 30


def test_a_sanssouci_view_in_the_place_phase_reads_the_tile_taken_for_every_seat():
    """docs/formats.md §6.2: the view carries ``element`` (the tile taken), so every seat's and a
    watcher's view read back in the place phase offers where the gardener may go, as the game does
    (before, only the mover's view, searched against its legal actions, had it)."""
    game = registry.get("sanssouci")
    options = game.validate_options(game.default_options())
    seen = 0
    for seed in range(6):
        state = game.new_game(options, seed)
        rng = random.Random(seed)
        while not state.is_over and seen < 6:
            if state.to_dict()["phase"] == "place":
                for viewer in (*range(state.num_players), PUBLIC):
                    view, public = read_view(game, options, plain(state.view_for(viewer).to_dict()), viewer)
                    assert view.element == state.element >= 0
                    assert view.legal_actions() == public.legal_actions() == state.legal_actions()
                seen += 1
            state = state.apply(rng.choice(state.legal_actions()))
    assert seen == 6


def test_hot_seat_over_the_network_covers_the_screen_between_two_people_of_this_computer(qapp, host):
    """for_seats with hidden hands (Takenoko): between two people of this computer the hand-over
    screen covers the board (docs/architecture.md §6.13), then the board shows the view of
    the person to move, never the other's hand; the computer plays on the host."""
    game = registry.get("takenoko")
    table, created = open_table(host, "takenoko", ["person", "random", "person"], {"players": 3})
    line = host.server.invitation(table, "seat")
    screen = importlib.import_module("gardenapp.ui.games.takenoko").create_play_screen(None)
    both = RemoteSession.for_seats(game, line, [(0, None, "Ana"), (2, None, "Cai")], screen)
    RemoteSession_all.append(both)
    screen.start(both)
    wait_until(qapp, lambda: both.secret(0) and both.secret(2), what="both seats joined")
    start_table(host, created)
    wait_until(qapp, lambda: both.human_to_move, what="a seat of this computer to move")
    rng = random.Random(8)
    covered = set()
    for _ in range(60):
        wait_until(qapp, lambda: both.human_to_move or both.state.is_over, what="this computer to move")
        if both.state.is_over or len(covered) == 2 and both.n > 30:
            break
        seat = both.state.current_player
        if screen._stack.currentWidget() is screen.handover:
            covered.add(seat)
            screen.handover.ready.emit()
        assert screen.viewer() == seat == both.shown_seat
        other = 2 - seat
        n = both.n
        view = plain(table.record.replay().view_for(seat).to_dict()) if table.n == n else None
        if view is not None:
            assert plain(both.state.to_dict()) == view
            # the other person's hand stays hidden in what is shown now
            assert all(card.startswith("?") for card in view["hands"][other])
            assert plain(both.state.view_for(PUBLIC).to_dict())["hands"][other] == view["hands"][other]
        screen.play(rng.choice(both.state.legal_actions()))
        wait_until(qapp, lambda n=n: both.n > n, what="the move")
    assert covered == {0, 2}
    screen.close()


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves", "azul_queens_garden"])
def test_the_other_titles_play_whole_games_over_the_network_too(qapp, host, game_id):
    """docs/architecture.md §14.1: remoteview reads every title's views; two apps play a whole game."""
    game = registry.get(game_id)
    table, created = open_table(host, game_id, ["person", "person"])
    line = host.server.invitation(table, "seat")
    ana, bruno = session(game, line, 0, None, "Ana"), session(game, line, 1, None, "Bruno")
    wait_until(qapp, lambda: ana.secret(0) and bruno.secret(1), what="both seats joined")
    start_table(host, created)
    wait_until(qapp, lambda: ana.ready and bruno.ready, what="the first views")
    recorders = [Recorder(ana), Recorder(bruno)]
    play_out(qapp, [ana, bruno], random.Random(9))
    assert table.over and ana.n == bruno.n == table.n > 20 and not ana._unreadable
    assert check_views(table, recorders) >= table.n
    assert ana.state.score().totals() == table.state.score().totals()


def test_leaving_at_any_moment_ends_the_connections(qapp, host):
    """stop() while connecting, greeting or playing: every connection's thread ends (no socket left open)."""
    game = registry.get("harmonies")
    table, _ = open_table(host, "harmonies", ["person", "person"])
    line = host.server.invitation(table, "seat")
    early = RemoteSession(game, line, 0, None, "Ana")
    early.stop()  # at once: still connecting
    joined = RemoteSession(game, line, 1, None, "Bruno")
    wait_until(qapp, lambda: joined.secret(1), what="Bruno joined")
    joined.stop()  # at the table
    for s in (early, joined):
        s.join_threads(10)
        assert not any(link._thread.is_alive() for link in s._links.values())
    time.sleep(0.3)
    assert not table.seats[1].present
