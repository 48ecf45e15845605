"""The play screen's session over the network (docs/architecture.md §14, docs/network.md).

``RemoteSession`` has the interface of ``session.GameSession`` that the play
screens use, for a game refereed by a host (``net.table.Table``): its state is
the view the host sends this seat (``remoteview.read_view``), an action goes to
the host and comes back in the next ``table`` message, a refusal arrives as a
template and parameters and is shown in this app's language. Computer players
run on the host; undo, saving and the autosave are the host's, so the screen
turns them off (``record`` is None).

Every connection (``_Link``) lives on a worker thread of its own with a
``net.client.ThreadedClient``: it connects, takes the seat (``join``, or
``rejoin`` with the seat's secret, or ``watch``), is told the game's options in
the ``welcome`` (a watcher too, docs/network.md §1.2), and puts what it learns in a queue that a GUI-thread timer reads
(at most ``MAX_PER_POLL`` items a tick). A dropped connection is opened again
(waits of 0.5 s doubling to 5 s, ``TRIES`` times), rejoins with the secret and
gets the whole current view; after that, or after a refusal that no retry
changes (a wrong secret, no such table), the window says so.

``RemoteSession.for_seats``: several people at this computer on one table,
one connection per seat; the state is the view of the seat to move (or of the
last seat of this computer that moved).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..core.errors import GardenError, IllegalActionError
from ..core.game import Action, Game, State
from ..core.messages import printable
from ..core.names import normalise_name
from ..net import protocol
from ..net.client import ThreadedClient
from ..net.invite import InvitationError
from .gcguard import collect_on_gui_thread
from .remoteview import PUBLIC, ViewError, read_view, seat_view
from .session import DEFAULT_PACE, PACES, LogEntry

TIMEOUT = 10.0  # seconds for a connection, a request's answer
TRIES = 8  # reconnections in a row before giving up
BACKOFF = (0.5, 5.0)  # the first wait between two tries, the longest
POLL_MS = 30
MAX_PER_POLL = 200


class _Fatal(Exception):
    """A refusal that trying again would not change (its reason, as the host sent it)."""

    def __init__(self, reason: Any):
        super().__init__("refused")
        self.reason = reason


class _Link:
    """One seat's connection on a worker thread; what happens goes to ``events``:
    ("joined", {"game", "options", "seat", "secret"}), ("message", a checked message),
    ("lost", None), ("failed", a reason as message JSON, or None)."""

    def __init__(self, invitation: str, seat: int, secret: str | None, name: str) -> None:
        self.invitation, self.seat, self.secret, self.name = invitation, seat, secret, name
        self.events: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.client: ThreadedClient | None = None
        self.joined = False
        self._closing = threading.Event()
        self._thread = threading.Thread(target=self._run, name="gardenapp-remote-seat", daemon=True)
        self._thread.start()

    # -- the worker thread -------------------------------------------------------------------------
    def _run(self) -> None:
        failures = 0
        while not self._closing.is_set():
            try:
                client = ThreadedClient(self.invitation, timeout=TIMEOUT)
            except (protocol.ProtocolError, InvitationError) as exc:  # the pin, or not an invitation
                problems = getattr(exc, "problems", ())
                self.events.put(("failed", protocol.message_to_json(problems[0].message) if problems else None))
                return
            except Exception:  # noqa: BLE001 - refused, unreachable, timed out: tried again
                failures += 1
                if failures > TRIES or not self._wait(failures):
                    if not self._closing.is_set():
                        self.events.put(("failed", None))
                    return
                continue
            if self._closing.is_set():
                self._close(client)
                return
            try:
                joined = self._hello(client)
            except _Fatal as fatal:
                self._close(client)
                self.events.put(("failed", fatal.reason))
                return
            except Exception:  # noqa: BLE001 - the connection broke during the greeting
                self._close(client)
                failures += 1
                if failures > TRIES or not self._wait(failures):
                    self.events.put(("failed", None))
                    return
                continue
            failures = 0
            self.client = client
            self.events.put(("joined", joined))
            while not self._closing.is_set():  # looked at twice a second: a close() may come at any time
                try:
                    m = client.inbox.get(timeout=0.5)
                except queue.Empty:
                    continue
                if m is None:
                    break
                self.events.put(("message", m))
            self.client = None
            self._close(client)
            if self._closing.is_set():
                return
            self.events.put(("lost", None))

    def _wait(self, failures: int) -> bool:
        """The wait before try ``failures`` + 1; False once closing."""
        first, longest = BACKOFF
        return not self._closing.wait(min(longest, first * 2 ** (failures - 1)))

    def _reply(self, client: ThreadedClient, *kinds: str) -> dict[str, Any]:
        for _ in range(1000):
            m = client.get(TIMEOUT)
            if m is None:
                raise ConnectionError("closed")
            if m["kind"] == "refused":
                raise _Fatal(m["reason"])
            if m["kind"] in kinds:
                return m
        raise TimeoutError("no answer")

    def _hello(self, client: ThreadedClient) -> dict[str, Any]:
        code = client.client.invitation.code
        if self.seat == PUBLIC:
            client.send(protocol.message("watch", code=code))
        elif self.secret:
            client.send(protocol.message("rejoin", code=code, seat=self.seat, secret=self.secret))
        else:
            client.send(protocol.message("join", code=code, seat=self.seat, name=self.name))
        welcome = self._reply(client, "welcome")
        if welcome["secret"]:
            self.secret = welcome["secret"]
        # the table's options (a watcher's too): its views are read with them, never a guess
        return {"game": welcome["game"], "options": welcome["options"], "seat": welcome["seat"], "secret": self.secret}

    @staticmethod
    def _close(client: ThreadedClient) -> None:
        with contextlib.suppress(Exception):
            client.close()

    # -- the GUI thread --------------------------------------------------------------------------
    def send(self, data: dict[str, Any]) -> bool:
        """Sent without waiting (the client's own loop does it); False without a connection."""
        client = self.client
        if client is None:
            return False
        future = asyncio.run_coroutine_threadsafe(client.client.send(data), client._loop)
        future.add_done_callback(lambda f: f.exception())  # a failed send: the reader sees the drop
        return True

    def close(self) -> None:
        """Stop trying and close the connection: the worker thread does it within half a
        second (or once a greeting under way is answered); never waits here."""
        self._closing.set()

    def join_thread(self, timeout: float) -> None:
        self._thread.join(timeout)


def _close_all(links: dict[int, _Link]) -> None:
    for link in links.values():
        link.close()


class _Unseen(Action):
    """Another seat's action: the host says what it did (its events), not the action itself."""

    kind = "unseen"

    def notation(self) -> str:
        return "…"


def _render(data: Any) -> str:
    """A message the host sent (template and parameters) in this app's language."""
    try:
        return protocol.message_from_json(data).render(QCoreApplication.translate)
    except protocol.ProtocolError:
        return ""


class RemoteSession(QObject):
    changed = Signal()
    actionApplied = Signal(object)  # LogEntry
    thinking = Signal(bool)  # never: the host's computer players think on the host
    botFailed = Signal(str)  # never
    notice = Signal(str)  # presence, the connection, a refused move: one line for the status
    readied = Signal()  # the host's first view has come (``ready``)
    seatsChanged = Signal()  # who is here, away or played by a computer for now changed (``seats``)

    remote = True
    record = None  # the host keeps the game: no save, no autosave, no history here

    def __init__(
        self,
        game: Game | None,
        invitation: str,
        seat: int,
        secret: str | None,
        name: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if game is None:  # registry.get of a game this version does not have
            raise GardenError("no such game")
        self.game: Game = game
        self.invitation = invitation
        self.log: list[LogEntry] = []
        self.pace_ms: int | None = None
        self.pace = DEFAULT_PACE
        self.local: list[int] = []  # the seats of this computer (none for a watcher)
        self._links: dict[int, _Link] = {}
        self._options: dict[str, Any] | None = None
        self._views: dict[int, tuple[int, State, State, dict[str, Any]]] = {}  # seat -> (n, view, public, message)
        self._seats: list[dict[str, Any]] = []
        self._n = -1
        self._current = -1
        self._started = False
        self._over = False
        self._shown_seat = PUBLIC
        self._last_local: int | None = None  # the last seat of this computer that moved
        self._sent: dict[int, Action] = {}  # n -> the action this computer sent at move n
        self._failed: str | None = None
        self._unreadable = False
        self._lost: set[int] = set()
        self._rejoined: set[int] = set()
        placeholder = game.new_game(game.default_options(), 0).view_for(PUBLIC)
        self._state: State = placeholder
        # The connections' threads allocate (JSON, views): Python's collector must run on this
        # thread only, never free a Qt object on theirs (ui/gcguard.py).
        collect_on_gui_thread()
        links = self._links
        # a session deleted without stop() (its screen closed) leaves the table all the same
        self.destroyed.connect(lambda *_: _close_all(links))
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._poll)
        self._timer.start(POLL_MS)
        self._add(invitation, seat, secret, name)

    @classmethod
    def for_seats(
        cls,
        game: Game | None,
        invitation: str,
        seats: list[tuple[int, str | None, str]],
        parent: QObject | None = None,
    ) -> "RemoteSession":
        """Several people at this computer on one table: one connection per seat."""
        if not seats:
            raise GardenError("no seat")
        first, *rest = seats
        session = cls(game, invitation, first[0], first[1], first[2], parent)
        for seat, secret, name in rest:
            session._add(invitation, seat, secret, name)
        return session

    def _add(self, invitation: str, seat: int, secret: str | None, name: str) -> None:
        if seat in self._links or (seat == PUBLIC and self._links) or (self._links and PUBLIC in self._links):
            raise GardenError("a seat given twice, or a watcher with seats")
        if seat != PUBLIC:
            self.local.append(seat)
        self._links[seat] = _Link(invitation, seat, secret, name)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def names(self) -> list[str]:
        out = []
        for i, s in enumerate(self._seats):
            # from the host, so shown as plain printable text (a line break or a control as an escape)
            name = printable(normalise_name(s.get("name") or ""), 60)
            if not name:  # a computer's seat has no name at the table, nor a person's not yet taken
                computer = s.get("kind") != "person"
                name = (self.tr("Computer {n}") if computer else self.tr("Seat {n}")).format(n=i + 1)
            out.append(name)
        return out or [self.tr("Seat {n}").format(n=i + 1) for i in range(self._state.num_players)]

    @property
    def seats(self) -> list[dict[str, Any]]:
        """The seats as the host's last ``table`` said (kind, name, present, taken, standin), copies."""
        return [dict(s) for s in self._seats]

    @property
    def started(self) -> bool:
        return self._started

    @property
    def over(self) -> bool:
        return self._over

    @property
    def ready(self) -> bool:
        """The host's view has arrived."""
        return self._n >= 0

    @property
    def n(self) -> int:
        """How many actions the table has played, as far as this app knows (-1: nothing arrived yet)."""
        return self._n

    @property
    def shown_seat(self) -> int:
        """The seat whose view ``state`` is (PUBLIC for a watcher)."""
        return self._shown_seat

    @property
    def failed(self) -> str | None:
        """Why this session stopped for good (the connection could not be kept), or None."""
        return self._failed

    def secret(self, seat: int) -> str | None:
        """The seat's secret (kept by the app to rejoin later)."""
        link = self._links.get(seat)
        return link.secret if link is not None else None

    def is_human(self, player: int) -> bool:
        """A person plays ``player`` now, here or on another app (not a computer, nor a computer
        standing in): what the game screens write beside a name."""
        if not 0 <= player < len(self._seats):
            return player in self.local
        seat = self._seats[player]
        return seat.get("kind") == "person" and not seat.get("standin")

    def is_local(self, player: int) -> bool:
        """A person of this computer plays ``player``: the play screen shows that seat's hidden
        things and lets it move (the others play on their own apps or on the host)."""
        return player in self.local

    @property
    def human_to_move(self) -> bool:
        seat = self._current
        if self._failed or not self._started or self._over or seat not in self.local or seat in self._lost:
            return False
        kept = self._views.get(seat)
        return kept is not None and kept[0] == self._n and bool(kept[3]["legal"])

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        """Nothing: a move sent to the host is played at the table."""

    def status_text(self) -> str | None:
        """The status line when it says more than a local game's would (None: the screen's own)."""
        if self._failed:
            return self._failed
        if not self.ready:
            return self.tr("Connecting to the table…")
        if self._over or not self._started:
            return None if self._over else self.tr("The game has not started yet.")
        seat = self._current
        if seat in self.local:
            if 0 <= seat < len(self._seats) and self._seats[seat].get("standin"):
                return self.tr("The host has a computer player play for {name} for now.").format(name=self.names[seat])
            return None if self.human_to_move else self.tr("Waiting for the host…")
        if 0 <= seat < len(self._seats) and self._seats[seat].get("kind") == "person":
            name = self.names[seat]
            if self._seats[seat].get("standin"):
                return None
            if not self._seats[seat].get("present"):
                return self.tr("Waiting for {name}, who is away…").format(name=name)
            return self.tr("Waiting for {name}…").format(name=name)
        return None

    # -- acting ------------------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Send a person's move to the host; IllegalActionError (in this app's
        language) if the engine refuses it here already. The move is shown once
        the host has played it; a refusal of the host comes as a ``notice``."""
        if not self.human_to_move:
            raise GardenError(self.tr("Wait: it is not your turn."))
        if self._n in self._sent:
            raise GardenError(self.tr("Your move is on its way to the host."))
        reason = self._state.why_not(action)
        if reason is not None:
            raise IllegalActionError(reason.render(QCoreApplication.translate))
        self.send_action(self._n, action)

    def send_action(self, n: int, action: Action) -> bool:
        """``action`` to the host as move ``n`` of the seat to move (no check here: the host checks)."""
        link = self._links.get(self._current)
        if link is None or not link.send(protocol.message("act", n=n, action=action.to_json())):
            return False
        self._sent[n] = action
        return True

    # -- pace, computer players, files: the host's -------------------------------------------------
    def set_pace(self, pace: str) -> None:
        if pace not in PACES:
            raise ValueError(f"unknown pace {pace!r}")
        self.pace = pace

    def wait_ms(self) -> int:
        return 0

    def schedule(self) -> None:
        """Nothing: the host moves its computer players."""

    def move_now(self) -> None:
        """Nothing: the host moves its computer players."""

    def wait_for_bots(self, msecs: int = 30000) -> bool:
        return True

    def save(self, path: str) -> None:
        raise GardenError("the host keeps this game")

    def stop(self) -> None:
        """Leave the table: every connection closed (the seats stay this computer's: rejoin with the secrets)."""
        self._timer.stop()
        for link in self._links.values():
            link.close()

    def join_threads(self, timeout: float = 15.0) -> None:
        """Wait for the connections' threads to end (after ``stop``; tests)."""
        for link in self._links.values():
            link.join_thread(timeout)

    # -- what arrives ------------------------------------------------------------------------------
    def _poll(self) -> None:
        for _ in range(MAX_PER_POLL):
            item = None
            for seat, link in self._links.items():
                with contextlib.suppress(queue.Empty):
                    item = (seat, *link.events.get_nowait())
                    break
            if item is None:
                return
            self._handle(*item)

    def poll(self) -> None:
        """Read what arrived now (the timer does it every POLL_MS; tests call it)."""
        self._poll()

    def _handle(self, seat: int, what: str, data: Any) -> None:
        if what == "joined":
            if data.get("game") == self.game.id:  # another game's options say nothing of this one
                self._options = data["options"]
            if seat in self._lost:
                self._lost.discard(seat)
                self._rejoined.add(seat)  # its next view is shown, moves or not: the seat may play again
                # a move sent before the drop was played (the view will say so) or lost: sent again by a click
                self._sent = {n: a for n, a in self._sent.items() if n < self._n}
                self.notice.emit(self.tr("Back at the table."))
        elif what == "lost":
            self._lost.add(seat)
            self.notice.emit(self.tr("The connection to the table was lost; reconnecting…"))
            self.changed.emit()
        elif what == "failed":
            reason = _render(data) if data is not None else ""
            text = self.tr("The connection to the table is lost; rejoin it from Play online.")
            self._failed = f"{text} {reason}".strip() if reason else text
            self._lost.add(seat)
            self.notice.emit(self._failed)
            self.changed.emit()
        elif what == "message":
            if data["kind"] == "table":
                self._table(seat, data)
            elif data["kind"] == "refused":
                self._sent.pop(self._n, None)
                reason = _render(data["reason"])
                if data["about"] == "act":
                    self.notice.emit(self.tr("The host refused the move: {reason}").format(reason=reason))
                else:
                    self.notice.emit(reason)

    def _table(self, seat: int, m: dict[str, Any]) -> None:
        if m["game"] != self.game.id:
            return  # another game's table: nothing of it can be shown on this game's screen
        players = len(m["seats"])
        try:
            if self._options is None:  # the welcome said another game's options: nothing reads
                raise ViewError("no options")
            view, public = read_view(self.game, self._options, m["view"], seat, players, m["legal"] or None)
        except Exception:  # noqa: BLE001 - ViewError, or any slip of a reader on hostile data: not shown
            if not self._unreadable:
                self._unreadable = True
                self.notice.emit(self.tr("The host sent a position this app cannot show."))
            return
        before = self._views.get(seat)
        self._views[seat] = (m["n"], view, public, m)
        self._presence(m["seats"])
        if m["n"] < self._n:
            return  # a connection behind the others: its view is used once it catches up
        entry = None
        moved = m["n"] > self._n
        if moved and self._n >= 0 and m["n"] == self._n + 1:
            player = self._current
            action = self._sent.get(self._n) if player in self.local else None
            events = []
            for e in m["events"]:
                with contextlib.suppress(protocol.ProtocolError, KeyError, TypeError):
                    events.append(protocol.event_from_json(e))
            entry = LogEntry(player, action or _Unseen(), tuple(events), self._state.turn_number())
            if player in self.local:
                self._last_local = player
        elif moved and self._n >= 0:
            self.notice.emit(self.tr("Back at the table; the moves played meanwhile are not in the turn log."))
        first = self._n < 0
        news = moved or m["started"] != self._started or m["current"] != self._current
        self._n, self._current, self._over, self._started = m["n"], m["current"], m["over"], m["started"]
        shown = self._shown_seat
        self._expose()
        # the shown seat's own view changed without a move (its computer stand-in came or went)
        same = before is not None and before[0] == m["n"] and before[3]["legal"] == m["legal"]
        news = news or self._shown_seat != shown or (seat == self._shown_seat and not same) or seat in self._rejoined
        self._rejoined.discard(seat)
        if entry is not None:
            self.log.append(entry)
            self.actionApplied.emit(entry)
        if news:
            self.changed.emit()
        if first:
            self.readied.emit()

    def _expose(self) -> None:
        """The state shown: the view of the seat to move if it is this computer's,
        else of the last seat of this computer that moved, else of any of them."""
        at_n = {s: v for s, v in self._views.items() if v[0] == self._n}
        if not at_n:
            return
        order = [self._current, self._last_local, *self.local, PUBLIC]
        seat = next(s for s in order if s in at_n)
        _, view, public, _ = at_n[seat]
        views = {s: v[1] for s, v in at_n.items()}
        views[PUBLIC] = public
        self._shown_seat = seat
        self._state = seat_view(view, views)

    def _presence(self, seats: list[dict[str, Any]]) -> None:
        """Who went away, came back, or is played by a computer for now: said once."""
        old, self._seats = self._seats, [dict(s) for s in seats]
        if old != self._seats:
            self.seatsChanged.emit()
        if len(old) != len(seats):
            return
        for i, (was, now) in enumerate(zip(old, seats)):
            if i in self.local or now.get("kind") != "person":
                continue
            name = self.names[i]
            if was.get("present") and not now.get("present"):
                self.notice.emit(self.tr("{name} is away; the game waits for them.").format(name=name))
            elif not was.get("present") and now.get("present") and was.get("taken"):
                self.notice.emit(self.tr("{name} is back.").format(name=name))
            if not was.get("standin") and now.get("standin"):
                self.notice.emit(self.tr("A computer player plays for {name} for now.").format(name=name))
            elif was.get("standin") and not now.get("standin"):
                self.notice.emit(self.tr("{name} plays again.").format(name=name))
