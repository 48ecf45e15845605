"""Online play from the window (gardenapp/ui/online/; docs/network.md §1 for
the messages, docs/architecture.md §14 for the host and its trust): Home →
Play online; a table hosted here through the game's own new-game dialog in
its hosting form; a second Play online screen of the same process joins it
from the invitation line; both lobbies show who has joined; Start; a bad
invitation said in words in the window; a kept table resumed after its host
stopped. Everything runs over real TLS sockets on this machine."""

from __future__ import annotations

import json
import stat

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gardenapp.net import invite
from gardenapp.ui import online
from gardenapp.ui.mainwindow import MainWindow
from gardenapp.ui.newgame import INVITED, NewGameDialog
from gardenapp.ui.online import LobbyScreen, LocalHost, OnlineScreen, TableInfo
from gardenapp.ui.onlinehost import HostBar
from gardenapp.ui.session import HUMAN

WAIT = 30_000  # ms: connections on a loaded two-core machine


@pytest.fixture(autouse=True)
def _no_server_left():
    """Every test starts without the app's table server and stops the one it started."""
    LocalHost.stop_running()
    yield
    online.wait_for_jobs(10_000)
    LocalHost.stop_running()


@pytest.fixture
def window(qtbot, manager, monkeypatch):
    w = MainWindow(manager)
    qtbot.addWidget(w)
    w.resize(1100, 750)
    w.show()
    # a running table hosted here asks before a window closes (ui/onlinehost.py): answered Leave,
    # also when qtbot closes the windows after the test (a test of the question answers it itself)
    monkeypatch.setattr(HostBar, "ask", lambda *args: QMessageBox.StandardButton.Yes)
    return w


def _hosting_dialog_choices(monkeypatch, kinds, names):
    """The hosting dialog as a person fills it: seat kinds and names, then Open the table."""

    def fake_exec(dialog: NewGameDialog) -> int:
        assert dialog.hosting, "Host a table opens the dialog in its hosting form"
        dialog.players.setValue(len(kinds))
        for box, edit, kind, name in zip(dialog.seat_boxes, dialog.name_edits, kinds, names):
            box.setCurrentIndex(box.findData(kind))
            edit.setText(name)
        dialog._accept()
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)


def _host_table(qtbot, window, monkeypatch, game="takenoko") -> tuple[OnlineScreen, LobbyScreen]:
    screen = window.show_online()
    assert isinstance(screen, OnlineScreen)
    _hosting_dialog_choices(monkeypatch, [HUMAN, INVITED, "easy"], ["Ana", "", "Carla"])
    screen.game_combo.setCurrentIndex(screen.game_combo.findData(game))
    screen.port_spin.setValue(0)
    screen.address_edit.setText("127.0.0.1")
    screen.host_button.click()
    qtbot.waitUntil(lambda: isinstance(window.current_screen(), LobbyScreen), timeout=WAIT)
    lobby = window.current_screen()
    assert isinstance(lobby, LobbyScreen)
    qtbot.waitUntil(lambda: lobby.last is not None, timeout=WAIT)
    return screen, lobby


def _join(qtbot, joiner: OnlineScreen, line: str, name: str) -> LobbyScreen:
    lobbies: list[LobbyScreen] = []
    joiner.lobbyReady.connect(lobbies.append)  # (the window's show_lobby too, when the screen is a window's)
    joiner.invitation_edit.setText(line)
    joiner.connect_button.click()
    qtbot.waitUntil(lambda: joiner.join_button.isVisibleTo(joiner) or bool(joiner.message.text()), timeout=WAIT)
    assert joiner.message.text() == ""
    assert [joiner.seat_combo.itemData(i) for i in range(joiner.seat_combo.count())] == [1], "only the invited seat"
    joiner.name_edit.setText(name)
    joiner.join_button.click()
    assert lobbies
    lobby = lobbies[0]
    if lobby.parent() is None:  # a screen of no window: closed by the test
        qtbot.addWidget(lobby)
    qtbot.waitUntil(lambda: lobby.last is not None and lobby.last["seats"][1]["taken"], timeout=WAIT)
    return lobby


def _ready(screen) -> bool:
    """The play screen runs on its RemoteSession, and the host's view has arrived."""
    session = getattr(screen, "session", None)
    return session is not None and session.ready


def test_home_play_online_opens_the_screen(window):
    """Home's Play online button opens the screen of the four ways (docs/network.md §5)."""
    window.home.online_button.click()
    screen = window.current_screen()
    assert isinstance(screen, OnlineScreen)
    assert screen.heading.text() == "Play online"
    assert screen.none_kept.isVisibleTo(screen), "nothing kept yet"
    assert screen.game_combo.findData("takenoko") >= 0


def test_host_and_join_fill_the_lobbies_and_start(qtbot, window, monkeypatch, manager):
    """Host here (a person here, an invited person, a computer player), join
    from a second screen with the invitation line; both lobbies show who sits
    where (docs/network.md §1.2 lobby and table), and Start waits until the
    invited seat is taken (docs/architecture.md §14.2)."""
    _, host_lobby = _host_table(qtbot, window, monkeypatch)
    line = host_lobby.invitation_line()
    inv = invite.parse(line)
    assert inv.role == "seat" and inv.host == "127.0.0.1"
    assert not host_lobby.start_button.isEnabled(), "the invited seat is free"
    assert host_lobby.waiting.text().startswith("Send the invitation to play")
    texts = host_lobby.seat_texts()
    assert texts[0].startswith("Seat 1 Ana (this computer) here")
    assert "free" in texts[1]
    assert texts[2] == "Seat 3 Computer: easy"

    guest_window = MainWindow(manager)  # the other computer's window (same process, same folders)
    qtbot.addWidget(guest_window)
    joiner = guest_window.show_online()
    assert isinstance(joiner, OnlineScreen)
    guest_lobby = _join(qtbot, joiner, line, "Bruno")
    assert guest_window.current_screen() is guest_lobby
    qtbot.waitUntil(lambda: host_lobby.start_button.isEnabled(), timeout=WAIT)
    assert host_lobby.seat_texts()[1] == "Seat 2 Bruno here"
    assert guest_lobby.seat_texts()[0] == "Seat 1 Ana here"
    assert guest_lobby.seat_texts()[1] == "Seat 2 Bruno (this computer) here"
    assert not guest_lobby.start_button.isVisibleTo(guest_lobby), "only the host starts"
    assert guest_lobby.waiting.text() == "Waiting for the host to start the game."
    assert host_lobby.waiting.text() == "Everyone is here: start the game."

    # Both apps keep their seats (the secrets the host gave) to rejoin.
    assert [s.secret is not None for s in host_lobby.info.seats] == [True]
    assert [s.secret is not None for s in guest_lobby.info.seats] == [True]
    kept = online.kept_tables()
    assert {(k.hosted, tuple(s.seat for s in k.seats)) for k in kept} == {(True, (0,)), (False, (1,))}
    for k in kept:  # the seats' secrets: readable by their owner only (docs/architecture.md §14.2)
        assert stat.S_IMODE(k.path.stat().st_mode) == 0o600
        assert stat.S_IMODE(k.path.parent.stat().st_mode) == 0o700

    watch_line = next(e.text() for e in host_lobby.invite_lines if "/watch/" in e.text())
    host_lobby.start_button.click()
    for w in (window, guest_window):
        qtbot.waitUntil(lambda w=w: w.current_screen().property("gameId") == "takenoko", timeout=WAIT)
        qtbot.waitUntil(lambda w=w: _ready(w.current_screen()), timeout=WAIT)
    assert not shiboken6.isValid(host_lobby) or window.stack.indexOf(host_lobby) < 0, "the play screen took its place"
    host, guest = window.current_screen().session, guest_window.current_screen().session
    assert (host.shown_seat, guest.shown_seat) == (0, 1)
    # Each app sees its own objective cards and only the backs of the other's (docs/rules/takenoko.md §4.6).
    host_hands, guest_hands = host.state.to_dict()["hands"], guest.state.to_dict()["hands"]
    assert all(not card.startswith("?") for card in host_hands[0]) and all(c.startswith("?") for c in host_hands[1])
    assert all(not card.startswith("?") for card in guest_hands[1]) and all(c.startswith("?") for c in guest_hands[0])

    # A watcher (the watch invitation, docs/network.md §1.3) sees the table and nobody's cards.
    watcher_window = MainWindow(manager)
    qtbot.addWidget(watcher_window)
    watching = watcher_window.show_online()
    assert isinstance(watching, OnlineScreen)
    watching.invitation_edit.setText(watch_line)
    watching.connect_button.click()
    qtbot.waitUntil(lambda: watcher_window.current_screen().property("gameId") == "takenoko", timeout=WAIT)
    qtbot.waitUntil(lambda: _ready(watcher_window.current_screen()), timeout=WAIT)
    watcher = watcher_window.current_screen().session
    assert watcher.shown_seat == -1 and not watcher.human_to_move
    assert all(card.startswith("?") for hand in watcher.state.to_dict()["hands"] for card in hand)


@pytest.mark.parametrize(
    ("language", "line", "english"),
    [
        ("en", "hello there", "This is not an invitation of gardenapp: paste the whole line the host gave you"),
        ("pl", "FORGED", "No table has this code; ask the host for a new invitation"),
        ("pl", "WRONG-PIN", "The host's certificate is not the one in the invitation; nothing was sent"),
    ],
)
def test_bad_invitations_are_said_in_the_window(qtbot, window, monkeypatch, manager, language, line, english):
    """Garbage, a forged code and a wrong fingerprint each give a clear
    message in the window, in its language (docs/architecture.md §14.2: the
    pin is checked before anything is sent)."""
    if line in ("FORGED", "WRONG-PIN"):
        _, lobby = _host_table(qtbot, window, monkeypatch)
        inv = invite.parse(lobby.invitation_line())
        code, pin = inv.code, inv.fingerprint
        if line == "FORGED":
            code = "a" * 26
        else:
            pin = ("0" if pin[0] != "0" else "1") + pin[1:]
        line = invite.make(inv.host, inv.port, "seat", code, pin)
    manager.set_language(language, save=False)
    joiner = OnlineScreen()
    qtbot.addWidget(joiner)
    joiner.invitation_edit.setText(line)
    joiner.connect_button.click()
    qtbot.waitUntil(lambda: bool(joiner.message.text()), timeout=WAIT)
    expected = QCoreApplication.translate("engine", english)
    if language == "pl":
        assert expected != english, "the Polish catalogue has this message"
    assert joiner.message.text() == expected
    assert not joiner.join_button.isVisibleTo(joiner)
    assert joiner.connect_button.isEnabled()


def test_kept_table_files_are_checked(window, monkeypatch):
    """A kept table's file is outside the app's control: a path in its id, a
    seat out of range or a bad secret, and it is not listed (no crash)."""
    good = TableInfo(
        invite.make("127.0.0.1", 4000, "seat", "b" * 26, "0" * 64),
        "takenoko",
        [online.LocalSeat(0, "Ana", "c" * 26)],
        "d" * 26,
        invite.make("127.0.0.1", 4000, "watch", "e" * 26, "0" * 64),
        "f" * 26,
        False,
        4000,
        [HUMAN, INVITED],
    )
    good.save()
    assert [k.table_id for k in online.kept_tables()] == ["f" * 26]
    folder = good.path.parent
    for i, change in enumerate(
        [
            {"table": "../../evil"},
            {"seats": [{"seat": 9, "name": "Ana", "secret": None}]},
            {"seats": [{"seat": 0, "name": "Ana", "secret": "short"}]},
            {"game": "chess"},
            {"port": 70000},
            {"kinds": ["anything"]},
        ]
    ):
        data = {**good.to_json(), **change}
        (folder / f"{'g' * 25}{'abcdefg'[i]}.json").write_text(json.dumps(data), encoding="utf-8")
    (folder / "junk.json").write_text("{not json", encoding="utf-8")
    assert [k.table_id for k in online.kept_tables()] == ["f" * 26]
    screen = window.show_online()  # lists it without trouble
    assert isinstance(screen, OnlineScreen)
    assert screen.kept_list.count() == 1

    # Forget asks first: without the seat's secret this computer cannot come back.
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(online.screen.plaintext, "question", lambda *a: answers.pop(0))
    screen.forget_button.click()
    assert good.path.exists()
    screen.forget_button.click()
    assert not good.path.exists() and screen.kept_list.count() == 0


def test_resume_table_after_the_host_stopped(qtbot, window, monkeypatch, manager):
    """The host's app stops (its server with it); started again, Resume table
    lists the table hosted here and reopens it on the same port, so the
    invitation handed out still holds (docs/architecture.md §14.4)."""
    _, lobby = _host_table(qtbot, window, monkeypatch)
    line = lobby.invitation_line()
    port = invite.parse(line).port
    window.go_home()
    window.close()
    online.wait_for_jobs(10_000)
    LocalHost.stop_running()

    again = MainWindow(manager)
    qtbot.addWidget(again)
    screen = again.show_online()
    assert isinstance(screen, OnlineScreen)
    assert screen.kept_list.count() == 1
    assert f"port {port}" in screen.kept_list.item(0).text()
    screen.resume_button.click()
    qtbot.waitUntil(lambda: isinstance(again.current_screen(), LobbyScreen), timeout=WAIT)
    resumed = again.current_screen()
    assert isinstance(resumed, LobbyScreen)
    qtbot.waitUntil(lambda: resumed.last is not None, timeout=WAIT)
    assert resumed.invitation_line() == line
    assert resumed.seat_texts()[0].startswith("Seat 1 Ana (this computer) here"), "rejoined with the kept secret"

    joiner = OnlineScreen()
    qtbot.addWidget(joiner)
    _join(qtbot, joiner, line, "Bruno")
    qtbot.waitUntil(lambda: resumed.start_button.isEnabled(), timeout=WAIT)


def test_host_on_a_server(qtbot, window, monkeypatch, tmp_path):
    """Host on a server: the table opens on a ``gardenapp serve`` with its create
    invitation (docs/network.md §2), nothing is served from this app, and a
    wrong create key is said in the window."""
    server = LocalHost(tmp_path / "serve", 0, "127.0.0.1", "127.0.0.1")  # the same TableServer as gardenapp serve
    server.start()
    try:
        create_line = server.create_invitation()
        screen = window.show_online()
        assert isinstance(screen, OnlineScreen)
        _hosting_dialog_choices(monkeypatch, [HUMAN, INVITED], ["Ana", ""])
        screen.game_combo.setCurrentIndex(screen.game_combo.findData("takenoko"))

        inv = invite.parse(create_line)
        screen.create_edit.setText(invite.make(inv.host, inv.port, "create", "a" * 26, inv.fingerprint))
        screen.server_button.click()
        qtbot.waitUntil(lambda: bool(screen.message.text()), timeout=WAIT)
        assert screen.message.text() == "The create key does not match"

        screen.create_edit.setText(create_line)
        screen.server_button.click()
        qtbot.waitUntil(lambda: isinstance(window.current_screen(), LobbyScreen), timeout=WAIT)
        lobby = window.current_screen()
        assert isinstance(lobby, LobbyScreen)
        qtbot.waitUntil(lambda: lobby.last is not None, timeout=WAIT)
        assert lobby.info.hosted and not lobby.info.local_server
        assert invite.parse(lobby.invitation_line()).port == server.port
        assert LocalHost.running() is None, "nothing is served from this app"
        lobby.back_button.click()
        assert window.current_screen() is screen, "leaving the lobby goes back to Play online"
        assert "opened on a server" in screen.kept_list.item(0).text()
    finally:
        online.wait_for_jobs(10_000)
        server.close()


def test_two_people_here_and_a_lobby_that_drops(qtbot, window, monkeypatch):
    """Two seats of this computer (hot-seat at an online table) both join;
    the guest's lobby, cut off when the host's server stops, rejoins its seat
    with its secret once the server is back on the same port (docs/architecture.md §14.4)."""
    screen = window.show_online()
    assert isinstance(screen, OnlineScreen)
    _hosting_dialog_choices(monkeypatch, [HUMAN, HUMAN, INVITED], ["Ana", "Carla", ""])
    screen.game_combo.setCurrentIndex(screen.game_combo.findData("takenoko"))
    screen.address_edit.setText("127.0.0.1")
    screen.host_button.click()
    qtbot.waitUntil(lambda: isinstance(window.current_screen(), LobbyScreen), timeout=WAIT)
    lobby = window.current_screen()
    assert isinstance(lobby, LobbyScreen)
    qtbot.waitUntil(lambda: lobby.last is not None and lobby.last["seats"][1]["taken"], timeout=WAIT)
    qtbot.waitUntil(lambda: lobby.last["seats"][0]["taken"], timeout=WAIT)
    assert [t.split(" here")[0] for t in lobby.seat_texts()[:2]] == [
        "Seat 1 Ana (this computer)",
        "Seat 2 Carla (this computer)",
    ]
    line = lobby.invitation_line()
    port = invite.parse(line).port

    joiner = OnlineScreen()
    qtbot.addWidget(joiner)
    lobbies: list[LobbyScreen] = []
    joiner.lobbyReady.connect(lobbies.append)
    joiner.invitation_edit.setText(line)
    joiner.connect_button.click()
    qtbot.waitUntil(lambda: joiner.join_button.isVisibleTo(joiner), timeout=WAIT)
    assert [joiner.seat_combo.itemData(i) for i in range(joiner.seat_combo.count())] == [2]
    joiner.name_edit.setText("Bruno")
    joiner.join_button.click()
    guest = lobbies[0]
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.last is not None and guest.last["seats"][2]["present"], timeout=WAIT)

    LocalHost.stop_running()  # the host's server goes (the app's own lobby loses it too)
    qtbot.waitUntil(lambda: bool(guest.error.text()), timeout=WAIT)
    assert guest.error.text() == "The connection to the host was lost."
    LocalHost.ensure(port, address="127.0.0.1")
    qtbot.waitUntil(lambda: guest.error.text() == "" and 2 in guest.clients, timeout=WAIT)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=WAIT)
    assert guest.seat_texts()[2] == "Seat 3 Bruno (this computer) here"


def test_an_address_that_cannot_be_in_an_invitation_is_said(qtbot, window, monkeypatch):
    """The address the others reach goes into the invitation: text that is no
    host name nor address is refused before anything is opened."""
    screen = window.show_online()
    assert isinstance(screen, OnlineScreen)
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: pytest.fail("no dialog for a bad address"))
    screen.address_edit.setText("my computer; rm -rf /")
    screen.host_button.click()
    assert screen.message.text().startswith("The address others reach must be a name or an address")
    assert "my computer; rm -rf /" in screen.message.text()
    assert LocalHost.running() is None


def test_a_seat_taken_meanwhile_is_said_back_on_play_online(qtbot, window, monkeypatch, manager):
    """Two people look at the table and choose its one free seat; the second
    to join is told, back on Play online, that the seat is taken (the host's
    refusal, docs/network.md §1.1 join)."""
    _, lobby = _host_table(qtbot, window, monkeypatch)
    line = lobby.invitation_line()
    first, second = OnlineScreen(), MainWindow(manager)
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    late = second.show_online()
    assert isinstance(late, OnlineScreen)
    for screen in (first, late):
        screen.invitation_edit.setText(line)
        screen.connect_button.click()
        qtbot.waitUntil(lambda screen=screen: screen.join_button.isVisibleTo(screen), timeout=WAIT)
    first.lobbyReady.connect(qtbot.addWidget)  # a lobby of no window: closed by the test
    first.name_edit.setText("Bruno")
    first.join_button.click()
    qtbot.waitUntil(lambda: lobby.last["seats"][1]["taken"], timeout=WAIT)
    late.name_edit.setText("Daniel")
    late.join_button.click()
    assert isinstance(second.current_screen(), LobbyScreen)
    qtbot.waitUntil(lambda: second.current_screen() is late, timeout=WAIT)
    assert late.message.text() == "That seat is taken"
    assert [k.seats[0].seat for k in online.kept_tables() if not k.hosted] == [1], "only Bruno's seat is kept"


def test_a_port_in_use_is_said_in_words(qtbot, window, monkeypatch):
    """Hosting on a port another program holds: the window says so, and the
    same screen hosts at once on any free port instead."""
    import socket

    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        screen = window.show_online()
        assert isinstance(screen, OnlineScreen)
        _hosting_dialog_choices(monkeypatch, [HUMAN, INVITED], ["Ana", ""])
        screen.game_combo.setCurrentIndex(screen.game_combo.findData("takenoko"))
        screen.port_spin.setValue(taken.getsockname()[1])
        screen.host_button.click()
        qtbot.waitUntil(lambda: bool(screen.message.text()), timeout=WAIT)
        assert screen.message.text().startswith("That port is already in use by another program")
        assert screen.host_button.isEnabled() and LocalHost.running() is None
        screen.port_spin.setValue(0)
        screen.host_button.click()
        qtbot.waitUntil(lambda: isinstance(window.current_screen(), LobbyScreen), timeout=WAIT)


def _started_with_bruno(qtbot, window, monkeypatch, manager):
    """A Takenoko table hosted here (Ana here, Bruno invited, a computer), Bruno joined from a
    second window, started: (the host's play screen, Bruno's window, the referee's table)."""
    _, host_lobby = _host_table(qtbot, window, monkeypatch)
    guest_window = MainWindow(manager)
    qtbot.addWidget(guest_window)
    joiner = guest_window.show_online()
    assert isinstance(joiner, OnlineScreen)
    _join(qtbot, joiner, host_lobby.invitation_line(), "Bruno")
    qtbot.waitUntil(lambda: host_lobby.start_button.isEnabled(), timeout=WAIT)
    host_lobby.start_button.click()
    for w in (window, guest_window):
        qtbot.waitUntil(lambda w=w: _ready(w.current_screen()), timeout=WAIT)
    running = LocalHost.running()
    assert running is not None
    (table,) = running.server.tables.values()
    return window.current_screen(), guest_window, table


def test_the_host_lets_a_computer_play_for_an_away_seat_and_gives_it_back(qtbot, window, monkeypatch, manager):
    """docs/architecture.md §14.5 (a dropped connection): the host's play screen says "Bruno is away" and offers to
    let a computer of a chosen level play for him (the hand request, docs/network.md §1.1), then to
    give his seat back; nothing of it shows while Bruno is here."""
    screen, guest_window, table = _started_with_bruno(qtbot, window, monkeypatch, manager)
    bar = screen.findChild(HostBar)
    assert bar is not None and screen.property("hostBar")
    assert not bar.isVisibleTo(screen) and bar.row_texts() == [], "everyone is here"

    guest = guest_window.current_screen().session
    guest.stop()  # Bruno's app goes away
    guest.join_threads()
    qtbot.waitUntil(lambda: bar.row_texts() == ["Bruno is away. | Let a computer play for Bruno"], timeout=WAIT)
    assert bar.isVisibleTo(screen)
    row = bar.rows[0]
    assert [row.level.itemText(i) for i in range(row.level.count())] == [
        "Computer: easy",
        "Computer: normal",
        "Computer: hard",
    ]
    row.level.setCurrentIndex(0)
    row.button.click()
    assert not row.button.isEnabled(), "one request at a time"
    qtbot.waitUntil(lambda: table.seats[1].standin == "easy", timeout=WAIT)
    qtbot.waitUntil(
        lambda: bar.row_texts() == ["A computer player plays for Bruno for now. | Give Bruno's seat back"],
        timeout=WAIT,
    )
    assert not row.level.isVisibleTo(bar)
    # the computer plays Bruno's turns: Ana's moves go on past his turn
    host = screen.session
    for _ in range(200):
        if any(entry.player == 1 for entry in host.log):
            break
        if host.human_to_move:
            n = host.n
            host.play(host.state.legal_actions()[0])
            qtbot.waitUntil(lambda n=n: host.n > n, timeout=WAIT)
        else:
            qtbot.wait(50)
    assert any(entry.player == 1 for entry in host.log), "the stand-in played Bruno's seat"

    qtbot.waitUntil(row.button.isEnabled, timeout=WAIT)  # the first request answered
    row.button.click()
    qtbot.waitUntil(lambda: table.seats[1].standin is None, timeout=WAIT)
    qtbot.waitUntil(lambda: bar.row_texts() == ["Bruno is away. | Let a computer play for Bruno"], timeout=WAIT)
    assert bar.error.text() == ""
    # the referee decides: a request it refuses (the computer's own seat) is said in the bar, in words
    qtbot.waitUntil(row.button.isEnabled, timeout=WAIT)
    bar.hand(2, "easy")
    qtbot.waitUntil(lambda: bar.error.text() == "A computer player already plays this seat", timeout=WAIT)
    assert bar.error.isVisibleTo(screen) and table.seats[2].standin is None


def test_leaving_a_running_table_hosted_here_asks_first_and_keeps_it(qtbot, window, monkeypatch, manager):
    """Home or Quit while this computer hosts a running table: asked first (the others wait, the
    game is kept); Cancel stays at the table, Leave goes and Resume table lists it (docs/architecture.md §14.5)."""
    screen, _, table = _started_with_bruno(qtbot, window, monkeypatch, manager)
    assert screen.findChild(HostBar) is not None
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(HostBar, "ask", lambda self, title, text, *a: asked.append(text) or answers.pop(0))
    assert not window.go_home()
    assert window.current_screen() is screen and screen.session.started
    window.close()  # Quit: asked too, and Cancel keeps the window open
    assert window.isVisible() and window.current_screen() is screen
    assert len(asked) == 2
    assert asked[0].startswith("This computer hosts the game. The others at the table will wait for you")
    assert "Resume table" in asked[0]
    assert window.go_home()
    assert window.current_screen() is window.home and len(asked) == 3
    assert table.started and not table.over and table.path.exists(), "the table is kept"
    assert any(k.hosted and k.table_id == table.id for k in online.kept_tables())
