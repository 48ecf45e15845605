"""A joined app that goes mid-game (its window closed, its connections gone without a word) and is started
again: Play online lists the table it had joined, Resume takes it back to its seat with the kept secret, and
its screen shows the same view of the game as before (docs/architecture.md §14.4, issue: nothing lost when a
connection drops). Real TLS sockets on 127.0.0.1."""

from __future__ import annotations

from gardenapp.ui import online
from gardenapp.ui.mainwindow import MainWindow
from gardenapp.ui.online import OnlineScreen

from .test_online_ui import WAIT, _host_table, _join, _no_server_left, _ready, window  # noqa: F401 - fixtures


def test_a_joined_app_started_again_resumes_its_seat_and_sees_the_same_view(qtbot, window, monkeypatch, manager):  # noqa: F811
    _, host_lobby = _host_table(qtbot, window, monkeypatch)
    line = host_lobby.invitation_line()
    guest_window = MainWindow(manager)
    qtbot.addWidget(guest_window)
    joiner = guest_window.show_online()
    assert isinstance(joiner, OnlineScreen)
    _join(qtbot, joiner, line, "Bruno")
    qtbot.waitUntil(lambda: host_lobby.start_button.isEnabled(), timeout=WAIT)
    host_lobby.start_button.click()
    for w in (window, guest_window):
        qtbot.waitUntil(lambda w=w: _ready(w.current_screen()), timeout=WAIT)
    host = window.current_screen().session
    guest = guest_window.current_screen().session
    # A few moves whoever is to move (Ana here, Bruno there, or the computer on the host; the seed says
    # who starts): at least four actions played, and Bruno's app sees them arrive.
    for _ in range(40):
        if host.n >= 4:
            break
        qtbot.waitUntil(lambda: host.human_to_move or guest.human_to_move or host.n >= 4, timeout=WAIT)
        mover = host if host.human_to_move else guest if guest.human_to_move else None
        if mover is None:
            break
        n = mover.n
        mover.play(mover.state.legal_actions()[0])
        qtbot.waitUntil(lambda n=n, mover=mover: mover.n > n, timeout=WAIT)  # the host has played it
    assert host.n >= 4, "moves were played"
    qtbot.waitUntil(lambda: guest.n == host.n and guest.state.to_dict() == host_view_of_guest(), timeout=WAIT)
    before = guest.state.to_dict()

    # Bruno's app goes: its window closed, its connections dropped (no leave message is sent).
    guest.stop()
    guest.join_threads()
    guest_window.close()
    online.wait_for_jobs(10_000)

    again = MainWindow(manager)  # Bruno's app started again (same folders: the kept table and its secret)
    qtbot.addWidget(again)
    screen = again.show_online()
    assert isinstance(screen, OnlineScreen)
    joined = [i for i in range(screen.kept_list.count()) if "joined as Bruno" in screen.kept_list.item(i).text()]
    assert joined, [screen.kept_list.item(i).text() for i in range(screen.kept_list.count())]
    screen.kept_list.setCurrentRow(joined[0])
    screen.resume_button.click()
    qtbot.waitUntil(lambda: again.current_screen().property("gameId") == "takenoko", timeout=WAIT)
    qtbot.waitUntil(lambda: _ready(again.current_screen()), timeout=WAIT)
    back = again.current_screen().session
    assert back.shown_seat == 1
    after = back.state.to_dict()
    assert after == before  # the whole current view, as it was
    assert all(not card.startswith("?") for card in back.state.to_dict()["hands"][1])  # Bruno's own cards


def host_view_of_guest() -> dict:
    """What the referee's view for seat 1 (Bruno) is now, read through the host app's server."""
    server = online.LocalHost.running()
    assert server is not None
    tables = server.server.tables
    (table,) = tables.values()
    return table.state.view_for(1).to_dict()
