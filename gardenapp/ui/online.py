"""Play online from the window (docs/architecture.md §14, docs/network.md §5):
Home → *Play online* → Host a table, Join a table, Resume table, Host on a server.

- ``LocalHost`` runs a ``net.server.TableServer`` inside the app, on an asyncio
  loop of its own thread; its folder is ``<AppDataLocation>/tables`` (the
  certificate, the create key and the tables' autosaves are kept there, so a
  table resumed after the app stopped keeps its port, its certificate and
  therefore every invitation handed out).
- Every network call (connect, look, create, join, start) runs on a worker
  thread (``run_in_background``) with bounded timeouts; its answer or its
  error comes back to the GUI thread as a signal. The GUI thread never waits
  on a socket.
- The host's own seats are clients of its own server over the loopback, like
  everyone else's: one referee, the ``Table``.
- ``LobbyScreen`` holds one connection per seat of this app (join, or rejoin
  with the kept secret) and reads the ``table`` messages: who sits where, who
  is here. Once the table has started it hands over to the game's play screen
  on a ``RemoteSession`` (gardenapp/ui/remote.py) per seat.
- What is kept (readable by its owner only): ``<AppDataLocation>/online/
  hosted/<table id>.json`` (a table this app hosts or opened on a server: its
  codes, the host secret, the seats of this app with their secrets) and
  ``online/joined/<code>-<seat>.json`` (a seat this app joined: the
  invitation, the seat, its secret, the name), which *Resume table* lists.
  Every field of them is checked when read back (``TableInfo.from_json``).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import queue
import re
import socket
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.bots import LEVELS, UI_LEVELS
from ..core.errors import ProblemsError
from ..core.files import read_json, write_json_atomic
from ..core.names import name_problem, normalise_name
from ..net import invite, protocol
from ..net.client import ThreadedClient
from ..net.invite import Invitation
from . import plaintext
from .gcguard import collect_on_gui_thread
from .plaintext import PlainLabel

log = logging.getLogger(__name__)

HERE = "human"  # newgame.HUMAN: a person at this computer
INVITED = "invited"  # newgame.INVITED: a person invited from elsewhere
PERSON = "person"  # the table's seat kind for both (net.table.PERSON)
TIMEOUT = 8.0  # every connection and answer (docs/architecture.md §14.3)
POLL_MS = 40
MAX_SEATS = 8  # the protocol's seat numbers (net/protocol.schema.json)
MAX_KEPT = 200  # kept tables listed at most (the newest)
KEPT_KEYS = frozenset({"invitation", "game", "seats", "host", "watch", "table", "local", "port", "kinds"})
SEAT_KINDS = frozenset({HERE, INVITED, *LEVELS})
_CODE = re.compile(r"[a-z2-7]{26}")


def _is_code(value: object) -> bool:
    return isinstance(value, str) and _CODE.fullmatch(value) is not None


# ---------------------------------------------------------------------------------------------
# Folders and kept files


def data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:
        raise OSError("no folder for application data")
    return Path(base)


def tables_dir() -> Path:
    """The in-app server's folder (``TableServer.state_dir``)."""
    return data_dir() / "tables"


def _private_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o700)
    return path


def _write_private(path: Path, data: dict[str, Any]) -> None:
    _private_dir(path.parent)
    if not path.exists():
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    write_json_atomic(path, data)


def _read_kept(path: Path) -> Any:
    """A kept file, or None if it is missing or not what this app writes (never trusted)."""
    try:
        data = read_json(path, ProblemsError)
    except (OSError, ProblemsError):
        return None
    return data if isinstance(data, dict) else None


@dataclass
class LocalSeat:
    """A seat this app plays: its number, the person's name, the secret once joined."""

    seat: int
    name: str
    secret: str | None = None


@dataclass
class TableInfo:
    """What this app keeps of a table it hosts (or opened on a server) or joined."""

    invitation: str  # the seat invitation (a joined table: the one pasted)
    game: str
    seats: list[LocalSeat]
    host_secret: str | None = None  # only the host's app
    watch: str | None = None  # the watch invitation (the host's app)
    table_id: str | None = None
    local_server: bool = False  # served by this app's LocalHost
    port: int = 0
    kinds: list[str] = field(default_factory=list)  # here / invited / level per seat (the host's app)

    @property
    def hosted(self) -> bool:
        return self.host_secret is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "invitation": self.invitation,
            "game": self.game,
            "seats": [{"seat": s.seat, "name": s.name, "secret": s.secret} for s in self.seats],
            "host": self.host_secret,
            "watch": self.watch,
            "table": self.table_id,
            "local": self.local_server,
            "port": self.port,
            "kinds": self.kinds,
        }

    @classmethod
    def from_json(cls, data: Any) -> TableInfo | None:
        """A kept file read back; None unless every field is what this app writes
        (the file is outside the app's control: a code, a seat, a name, a port
        that is not one, or a game this version lacks, and it is left out)."""
        try:
            return cls._checked(data)
        except (KeyError, TypeError, ValueError, ProblemsError):
            return None

    @classmethod
    def _checked(cls, data: Any) -> TableInfo | None:
        if not isinstance(data, dict) or set(data) != KEPT_KEYS:
            return None
        line = data["invitation"]
        inv = invite.parse(line)
        game = data["game"]
        if inv.role != "seat" or not isinstance(game, str) or registry.get(game) is None:
            return None
        raw_seats = data["seats"]
        if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= MAX_SEATS:
            return None
        seats = []
        for s in raw_seats:
            if not isinstance(s, dict) or set(s) != {"seat", "name", "secret"}:
                return None
            seat, name, secret = s["seat"], s["name"], s["secret"]
            if type(seat) is not int or not 0 <= seat < MAX_SEATS:
                return None
            if not isinstance(name, str) or name_problem(name) is not None:
                return None
            if not (secret is None or _is_code(secret)):
                return None
            seats.append(LocalSeat(seat, normalise_name(name), secret))
        if len({s.seat for s in seats}) != len(seats):
            return None
        host, watch, table = data["host"], data["watch"], data["table"]
        if not all(v is None or _is_code(v) for v in (host, table)):
            return None
        if watch is not None and invite.parse(watch).role != "watch":
            return None
        local, port, kinds = data["local"], data["port"], data["kinds"]
        if type(local) is not bool or type(port) is not int or not 0 <= port <= 65535:
            return None
        if not isinstance(kinds, list) or len(kinds) > MAX_SEATS or not all(k in SEAT_KINDS for k in kinds):
            return None
        if host is not None and table is None:  # a hosted table is kept under its id
            return None
        return cls(line, game, seats, host, watch, table, local, port, list(kinds))

    @property
    def path(self) -> Path:
        inv = invite.parse(self.invitation)
        if self.hosted:
            return data_dir() / "online" / "hosted" / f"{self.table_id or inv.code}.json"
        return data_dir() / "online" / "joined" / f"{inv.code}-{self.seats[0].seat}.json"

    def save(self) -> None:
        _write_private(self.path, self.to_json())

    def forget(self) -> None:
        with contextlib.suppress(OSError):
            self.path.unlink()


def kept_tables() -> list[TableInfo]:
    """The tables this app hosts and the seats it joined, newest first (at most
    ``MAX_KEPT``); a file that is not what this app writes, or a hosted table
    served here whose file the server no longer has, is left out."""
    found: list[tuple[float, Path]] = []
    for sub in ("hosted", "joined"):
        folder = data_dir() / "online" / sub
        if not folder.is_dir():
            continue
        for path in folder.glob("*.json"):
            with contextlib.suppress(OSError):
                if path.is_file() and not path.is_symlink():
                    found.append((path.stat().st_mtime, path))
    out: list[TableInfo] = []
    for _, path in sorted(found, key=lambda x: -x[0])[:MAX_KEPT]:
        info = TableInfo.from_json(_read_kept(path))
        if info is None or info.path != path:
            continue
        if info.local_server and not (tables_dir() / "tables" / f"{info.table_id}.json").is_file():
            continue
        out.append(info)
    return out


def loopback(invitation: str) -> str:
    """The same invitation through 127.0.0.1: the host's own seats reach its server there."""
    inv = invite.parse(invitation)
    return str(Invitation("127.0.0.1", inv.port, inv.role, inv.code, inv.fingerprint))


# ---------------------------------------------------------------------------------------------
# Errors in the person's words


def describe_error(exc: BaseException) -> str:
    """What went wrong, translated; never a traceback."""
    from websockets.exceptions import InvalidHandshake, InvalidURI

    if isinstance(exc, Refusal):
        return exc.text
    if isinstance(exc, ProblemsError):
        return "\n".join(p.render(QCoreApplication.translate) for p in exc.problems)
    if isinstance(exc, ConnectionRefusedError):
        return QCoreApplication.translate(
            "online", "The host refused the connection: no table is being hosted at that address and port now."
        )
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError)):
        return QCoreApplication.translate(
            "online", "The host did not answer in time. Check the address, or try again later."
        )
    if isinstance(exc, (InvalidHandshake, InvalidURI, ssl.SSLError)):
        return QCoreApplication.translate("online", "The program at that address is not a gardenapp host.")
    if isinstance(exc, OSError) and exc.errno == errno.EADDRINUSE:
        return QCoreApplication.translate(
            "online", "That port is already in use by another program; choose another port, or 0 for any free one."
        )
    if isinstance(exc, OSError) and exc.errno in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "online", "This computer does not allow the app to use that port; choose a port above 1024."
        )
    if isinstance(exc, socket.gaierror):
        return QCoreApplication.translate("online", "No computer has that address. Check the invitation.")
    if isinstance(exc, OSError):
        return QCoreApplication.translate("online", "The connection failed: {error}").format(
            error=exc.strerror or type(exc).__name__
        )
    if isinstance(exc, LostConnection):
        return QCoreApplication.translate("online", "The connection to the host was lost.")
    if isinstance(exc, ServerElsewhere):
        return QCoreApplication.translate(
            "online",
            "This computer's table server runs on port {running} now, and this table was hosted on port {wanted}: "
            "quit the app and start it again, then resume this table first.",
        ).format(running=exc.running, wanted=exc.wanted)
    return QCoreApplication.translate("online", "Something went wrong: {error}").format(error=type(exc).__name__)


class Refusal(Exception):
    """The host refused a request; ``text`` is its reason, translated here."""

    def __init__(self, data: dict[str, Any]):
        try:
            reason = protocol.message_from_json(data.get("reason"))
            text = reason.render(QCoreApplication.translate)
        except ProblemsError:
            text = QCoreApplication.translate("online", "The host refused.")
        problems = []
        for p in data.get("problems") or []:
            with contextlib.suppress(ProblemsError, AttributeError, TypeError):
                problems.append(protocol.message_from_json(p.get("message")).render(QCoreApplication.translate))
        self.text = "\n".join([text, *problems])
        super().__init__(self.text)


class LostConnection(Exception):
    pass


class ServerElsewhere(Exception):
    """This app's server runs on another port than the table to resume was hosted on."""

    def __init__(self, running: int, wanted: int):
        super().__init__(running, wanted)
        self.running, self.wanted = running, wanted


def _answer(reply: dict[str, Any] | None) -> dict[str, Any]:
    if reply is None:
        raise LostConnection()
    if reply["kind"] == "refused":
        raise Refusal(reply)
    return reply


def _until(client: ThreadedClient, *kinds: str, timeout: float = TIMEOUT) -> dict[str, Any]:
    """The next message of ``kinds`` (or a refusal, raised) from a ThreadedClient's
    inbox, within ``timeout`` seconds in all; on a worker thread."""
    end = time.monotonic() + timeout
    for _ in range(1000):
        left = end - time.monotonic()
        if left <= 0:
            break
        try:
            reply = client.get(left)
        except queue.Empty:
            break
        if reply is None or reply["kind"] in kinds or reply["kind"] == "refused":
            return _answer(reply)
    raise TimeoutError()


def _once(invitation: str, request: dict[str, Any], *kinds: str) -> dict[str, Any]:
    """Open a connection, send one request, read its answer, close (a worker thread)."""
    client = ThreadedClient(invitation, timeout=TIMEOUT)
    try:
        client.send(request)
        return _until(client, *kinds)
    finally:
        with contextlib.suppress(Exception):
            client.close()


def look(invitation: str) -> dict[str, Any]:
    """The table's ``lobby`` (its game and seats) before choosing a seat."""
    return _once(invitation, protocol.message("look", code=invite.parse(invitation).code), "lobby")


def create(create_invitation: str, game: str, options: dict[str, Any], seats: list[str]) -> dict[str, Any]:
    key = invite.parse(create_invitation).code
    return _once(
        create_invitation, protocol.message("create", key=key, game=game, options=options, seats=seats), "created"
    )


def start_table(invitation: str, host_secret: str) -> None:
    """Ask the host to start; the answer is the ``table`` every seat receives."""
    code = invite.parse(invitation).code
    client = ThreadedClient(invitation, timeout=TIMEOUT)
    try:
        client.send(protocol.message("start", code=code, host=host_secret))
        with contextlib.suppress(queue.Empty):
            reply = client.get(1.0)  # a refusal comes at once; a success is told to the seats
            if reply is not None and reply["kind"] == "refused":
                raise Refusal(reply)
    finally:
        with contextlib.suppress(Exception):
            client.close()


def watch_game(invitation: str) -> str:
    """The game a watch invitation shows (its first ``table``)."""
    return str(_once(invitation, protocol.message("watch", code=invite.parse(invitation).code), "table")["game"])


# ---------------------------------------------------------------------------------------------
# Work off the GUI thread


class _Bridge(QObject):
    """The one object every job reports through: it lives on the GUI thread for
    the whole run, so a job leaves no Qt object behind to be freed on the wrong
    thread (or while its worker is still returning), and nothing of a job is in
    a reference cycle."""

    finished = Signal(int, bool, object)  # job number, succeeded, its result or its error

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.waiting: dict[int, tuple[Callable[[Any], None], Callable[[BaseException], None], QObject | None]] = {}
        self.count = 0
        self.finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, number: int, ok: bool, value: Any) -> None:
        done, failed, owner = self.waiting.pop(number, (None, None, None))
        if done is None or failed is None or (owner is not None and not shiboken6.isValid(owner)):
            return  # the screen that asked is gone
        (done if ok else failed)(value)


_pool: QThreadPool | None = None
_bridge: _Bridge | None = None


def run_in_background(
    fn: Callable[[], Any],
    done: Callable[[Any], None],
    failed: Callable[[BaseException], None],
    owner: QObject | None = None,
) -> None:
    """``fn()`` on a worker thread; ``done(result)`` or ``failed(error)`` on the
    GUI thread (call this on it), unless ``owner`` (the screen that asked) was
    deleted meanwhile."""
    global _pool, _bridge
    collect_on_gui_thread()  # the sockets' threads allocate: the GC must never free Qt objects there (ui/gcguard.py)
    if _pool is None or _bridge is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(8)
        _bridge = _Bridge(QCoreApplication.instance())
    bridge = _bridge
    bridge.count += 1
    number = bridge.count
    bridge.waiting[number] = (done, failed, owner)

    def work() -> None:
        try:
            result = fn()
        except BaseException as exc:  # reported to the window, in words
            log.info("online job failed: %r", exc)
            bridge.finished.emit(number, False, exc)
            return
        bridge.finished.emit(number, True, result)

    _pool.start(work)


def wait_for_jobs(msecs: int = 20000) -> bool:
    return _pool is None or _pool.waitForDone(msecs)


# ---------------------------------------------------------------------------------------------
# The server inside the app


class LocalHost:
    """A ``TableServer`` on its own asyncio loop and thread. ``start()`` and
    ``close()`` block (at most ``TIMEOUT`` seconds): call them off the GUI thread."""

    _running: LocalHost | None = None
    _lock = threading.Lock()

    def __init__(self, folder: Path, port: int = 0, listen: str = "0.0.0.0", address: str | None = None):
        from ..net.server import TableServer

        self.folder = folder
        self.loop = asyncio.new_event_loop()
        self.server = TableServer(folder, listen, port, address=address or guess_address())
        self.thread: threading.Thread | None = None

    @classmethod
    def running(cls) -> LocalHost | None:
        return cls._running

    @classmethod
    def ensure(cls, port: int = 0, listen: str = "0.0.0.0", address: str | None = None) -> LocalHost:
        """The app's server, started if it is not running (on ``port``: 0 is any free one)."""
        with cls._lock:
            if cls._running is not None:
                return cls._running
            host = cls(tables_dir(), port, listen, address)
            host.start()
            cls._running = host
            _write_private(tables_dir() / "app-server.json", {"port": host.port, "address": host.server.address})
            return host

    @staticmethod
    def remembered_port() -> int:
        data = _read_kept(tables_dir() / "app-server.json")
        port = data.get("port") if isinstance(data, dict) else None
        return port if isinstance(port, int) and 0 < port < 65536 else 0

    @property
    def port(self) -> int:
        return self.server.port

    def start(self) -> None:
        self.thread = threading.Thread(target=self.loop.run_forever, name="gardenapp-app-server", daemon=True)
        self.thread.start()
        try:
            asyncio.run_coroutine_threadsafe(self.server.start(), self.loop).result(TIMEOUT + 5)
        except BaseException:
            self._stop_loop()
            raise

    def create_invitation(self) -> str:
        return loopback(self.server.invitation(None, "create"))

    def public(self, invitation: str) -> str:
        """``invitation`` with the address the others reach (the server's ``address``)."""
        inv = invite.parse(invitation)
        return invite.make(self.server.address, inv.port, inv.role, inv.code, inv.fingerprint)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self.server.close(), self.loop).result(TIMEOUT)
        self._stop_loop()
        with LocalHost._lock:
            if LocalHost._running is self:
                LocalHost._running = None

    def _stop_loop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        if self.thread is not None:
            self.thread.join(5)

    @classmethod
    def stop_running(cls) -> None:
        host = cls._running
        if host is not None:
            host.close()


def address_is_valid(address: str) -> bool:
    """Whether ``address`` can stand in an invitation (a name, an IPv4 address, or an IPv6 one)."""
    host = f"[{address}]" if ":" in address else address
    try:
        invite.parse(f"gardenapp://{host}:1/seat/{'a' * 26}#{'0' * 64}")
    except ProblemsError:
        return False
    return True


def _built(game_id: str) -> bool:
    return registry.get(game_id) is not None


def _playable(game_id: object, available: Callable[[str], bool]) -> bool:
    """A game id from the host names a game this app has, with its window
    (``available``: the window's own test; a module is never imported otherwise)."""
    return isinstance(game_id, str) and registry.get(game_id) is not None and available(game_id)


def guess_address() -> str:
    """This computer's address on its network (the one invitations carry), or 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing interface
            address = s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    return str(address)


def host_table(
    game: str,
    options: dict[str, Any],
    kinds: list[str],
    names: list[str],
    *,
    port: int = 0,
    address: str | None = None,
    create_invitation: str | None = None,
) -> TableInfo:
    """A new table (worker thread): on this app's server, or with ``create_invitation`` on a ``gardenapp serve``."""
    seats = [PERSON if k in (HERE, INVITED) else k for k in kinds]
    host: LocalHost | None = None
    if create_invitation is None:
        host = LocalHost.ensure(port, address=address)
        create_invitation = host.create_invitation()
    created = create(create_invitation, game, options, seats)
    inv = invite.parse(create_invitation)
    seat_line = invite.make(inv.host, inv.port, "seat", created["code"], inv.fingerprint)
    watch_line = invite.make(inv.host, inv.port, "watch", created["watch"], inv.fingerprint)
    if host is not None:
        seat_line, watch_line = host.public(seat_line), host.public(watch_line)
    here = [LocalSeat(i, normalise_name(names[i])) for i, k in enumerate(kinds) if k == HERE]
    info = TableInfo(
        seat_line,
        game,
        here,
        created["host"],
        watch_line,
        created["table"],
        host is not None,
        inv.port,
        list(kinds),
    )
    info.save()
    return info


# ---------------------------------------------------------------------------------------------
# The lobby


class _Note(PlainLabel):
    """A line of status or of an error: shown only while it says something (no gap otherwise)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, wordWrap=True)
        self.hide()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setVisible(bool(text))


class LobbyScreen(QWidget):
    """Who has joined (seat, name, here or away), the invitations to hand out
    (the host's app), and Start (the host, once every seat is taken). Opens
    the play screen (``playRequested``) once the table has started.

    One connection per seat of this app (join, or rejoin with the kept
    secret), each opened on a worker thread; their ``table`` messages are read
    from the clients' inboxes by a timer, so the GUI thread never waits. A
    connection that drops is opened again (rejoin) a few times."""

    closed = Signal()
    playRequested = Signal(object)  # the LobbyScreen itself: its info and seats, all joined
    joinRefused = Signal(str)  # a guest's join was refused: why, translated (then the lobby leaves)

    RETRIES = 5
    RETRY_MS = 1500

    def __init__(self, info: TableInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.clients: dict[int, ThreadedClient] = {}
        self.last: dict[str, Any] | None = None
        self._handed_over = False
        self._left = False
        self._starting = False
        self._retries = {s.seat: self.RETRIES for s in info.seats}
        self.game = registry.get(info.game)

        self.heading = PlainLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.seats_box = QGroupBox(self)
        self.seats_grid = QGridLayout(self.seats_box)
        self.seat_labels: list[tuple[QLabel, QLabel, QLabel]] = []
        self.invite_box = QGroupBox(self)
        self.invite_form = QFormLayout(self.invite_box)
        self.invite_lines: list[QLineEdit] = []
        self.copy_buttons: list[QPushButton] = []
        self.invite_labels: list[QLabel] = []
        self.status = _Note(self)
        self.error = _Note(self)
        self.waiting = _Note(self)  # what the lobby waits for
        self.error.setObjectName("onlineMessage")
        self.error.setStyleSheet("color: #b00020")
        self.start_button = QPushButton(self)
        self.start_button.clicked.connect(self.start_game)
        self.start_button.setVisible(info.hosted)
        self.start_button.setEnabled(False)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.leave)

        if info.hosted:
            if INVITED in info.kinds:
                self._add_invitation("seat", info.invitation)
            if info.watch:
                self._add_invitation("watch", info.watch)
        if not self.invite_lines:
            self.invite_box.hide()

        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.seats_box)
        column.addWidget(self.waiting)
        column.addWidget(self.invite_box)
        column.addWidget(self.status)
        column.addWidget(self.error)
        column.addStretch(1)
        column.addLayout(buttons)
        inner = QWidget()
        inner.setLayout(column)
        inner.setMaximumWidth(900)
        outer = QHBoxLayout(self)
        outer.addStretch(0)
        outer.addWidget(inner, 1)
        outer.addStretch(0)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)
        self.retranslate()
        self._connect_seats()

    def _add_invitation(self, role: str, line: str) -> None:
        edit = QLineEdit(line, self)
        edit.setReadOnly(True)
        edit.setCursorPosition(0)
        edit.setMinimumWidth(420)
        button = QPushButton(self)
        button.clicked.connect(lambda _=False, e=edit: self.copy(e.text()))
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(button)
        label = PlainLabel(self)
        label.setProperty("role", role)
        self.invite_form.addRow(label, row)
        self.invite_lines.append(edit)
        self.copy_buttons.append(button)
        self.invite_labels.append(label)

    def invitation_line(self) -> str:
        """The seat invitation this lobby hands out ("" if none)."""
        for label, edit in zip(self.invite_labels, self.invite_lines):
            if label.property("role") == "seat":
                return edit.text()
        return ""

    def copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self.status.setText(self.tr("Copied. Send it to the person privately: whoever has it can take a seat."))

    def title(self) -> str:
        return self.tr("Online table")

    def retranslate(self) -> None:
        name = QCoreApplication.translate("games", self.game.descriptor.name) if self.game else self.info.game
        self.heading.setText(self.tr("{game}: online table").format(game=name))
        self.seats_box.setTitle(self.tr("Seats"))
        self.invite_box.setTitle(self.tr("Invitations"))
        for label in self.invite_labels:
            label.setText(self.tr("To play") if label.property("role") == "seat" else self.tr("To watch"))
        for button in self.copy_buttons:
            button.setText(self.tr("Copy"))
        self.start_button.setText(self.tr("Start the game"))
        self.back_button.setText(self.tr("Leave the lobby"))
        self._show_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- connections -----------------------------------------------------------------------------
    def _line(self) -> str:
        return loopback(self.info.invitation) if self.info.local_server else self.info.invitation

    def _connect_seats(self) -> None:
        self.status.setText(self.tr("Connecting…"))
        for local in self.info.seats:
            self._connect(local)

    def _connect(self, local: LocalSeat) -> None:
        line = self._line()
        code = invite.parse(line).code
        secret = local.secret

        def work() -> tuple[ThreadedClient, str | None]:
            client = ThreadedClient(line, timeout=TIMEOUT)
            try:
                if secret is None:
                    client.send(protocol.message("join", code=code, seat=local.seat, name=local.name))
                else:
                    client.send(protocol.message("rejoin", code=code, seat=local.seat, secret=secret))
                welcome = _until(client, "welcome")
                if welcome["seat"] != local.seat:
                    raise LostConnection()
            except BaseException:
                with contextlib.suppress(Exception):
                    client.close()
                raise
            return client, welcome["secret"] or secret

        def joined(result: tuple[ThreadedClient, str | None]) -> None:
            client, new_secret = result
            if self._left or self._handed_over or not shiboken6.isValid(self):
                _close_later([client])
                return
            self._joined(local, client, new_secret)

        run_in_background(work, joined, lambda exc: self._failed(local, exc))

    def _joined(self, local: LocalSeat, client: ThreadedClient, secret: str | None) -> None:
        local.secret = secret
        self.clients[local.seat] = client
        self._retries[local.seat] = self.RETRIES
        try:
            self.info.save()  # the secret first: a seat taken is never lost
        except OSError as exc:
            self.error.setText(describe_error(exc))
        else:
            self.error.setText("")
        if not self.timer.isActive():
            self.timer.start()
        self.status.setText("")

    def _failed(self, local: LocalSeat | None, exc: BaseException) -> None:
        if self._left or not shiboken6.isValid(self):
            return
        text = describe_error(exc)
        if local is not None and local.secret is None and not self.info.hosted and isinstance(exc, Refusal):
            # A guest's join refused (the seat was taken meanwhile, a name the host will not have):
            # back to Play online, which says why and lets them choose again.
            self.joinRefused.emit(text)
            self.leave()
            return
        self.error.setText(text)
        self.status.setText("")
        self._starting = False
        self._update_start()
        # A refusal (a seat taken, a wrong secret, no such table) is final; a network failure is tried again.
        if local is not None and not isinstance(exc, (Refusal, ProblemsError)):
            self._retry(local)

    def _retry(self, local: LocalSeat) -> None:
        if local.secret is None or self._retries.get(local.seat, 0) <= 0:
            return
        self._retries[local.seat] -= 1
        self.status.setText(self.tr("Connecting again…"))
        QTimer.singleShot(
            self.RETRY_MS, self, lambda: None if self._left or self._handed_over else self._connect(local)
        )

    def _poll(self) -> None:
        changed = False
        for seat, client in list(self.clients.items()):
            for _ in range(100):
                try:
                    data = client.inbox.get_nowait()
                except queue.Empty:
                    break
                if data is None:
                    self.clients.pop(seat, None)
                    _close_later([client])
                    self.error.setText(describe_error(LostConnection()))
                    local = next((s for s in self.info.seats if s.seat == seat), None)
                    if local is not None:
                        self._retry(local)
                    break
                if data["kind"] == "refused":
                    self.error.setText(Refusal(data).text)
                elif data["kind"] == "table" and data["game"] == self.info.game:
                    self.last, changed = data, True
        if changed:
            self._show_seats()
            if self.last is not None and self.last["started"] and not self._handed_over:
                self._hand_over()

    def _level_text(self, level: str) -> str:
        texts = dict(
            zip(
                UI_LEVELS,
                (
                    QCoreApplication.translate("NewGameDialog", "Computer: easy"),
                    QCoreApplication.translate("NewGameDialog", "Computer: normal"),
                    QCoreApplication.translate("NewGameDialog", "Computer: hard"),
                ),
            )
        )
        return texts.get(level) or self.tr("Computer ({level})").format(level=shortened(level))

    def _show_seats(self) -> None:
        seats = self.last["seats"] if self.last else []
        mine = {s.seat for s in self.info.seats}
        while len(self.seat_labels) < len(seats):
            row = len(self.seat_labels)
            labels: tuple[QLabel, QLabel, QLabel] = (PlainLabel(self), PlainLabel(self), PlainLabel(self))
            for column, label in enumerate(labels):
                self.seats_grid.addWidget(label, row, column)
            self.seat_labels.append(labels)
        for i, labels in enumerate(self.seat_labels):
            for label in labels:
                label.setVisible(i < len(seats))
        for i, s in enumerate(seats):
            if s["kind"] != PERSON:
                who, where = self._level_text(s["kind"]), ""
            elif not s["taken"]:
                who, where = self.tr("free: waiting for the invited person"), ""
            else:
                name = shortened(s["name"])
                who = self.tr("{name} (this computer)").format(name=name) if i in mine else name
                where = self.tr("here") if s["present"] else self.tr("away")
            number, name_label, where_label = self.seat_labels[i]
            number.setText(self.tr("Seat {n}").format(n=i + 1))
            name_label.setText(who)
            where_label.setText(where)
        self._show_waiting()
        self._update_start()

    def seat_texts(self) -> list[str]:
        """Each seat's line as shown (tests)."""
        return [
            " ".join(label.text() for label in labels if label.text())
            for labels in self.seat_labels
            if labels[0].isVisibleTo(self)
        ]

    def _show_waiting(self) -> None:
        if self.last is None or self.last["started"]:
            self.waiting.setText("")
        elif not self.info.hosted:
            self.waiting.setText(self.tr("Waiting for the host to start the game."))
        elif not self.everyone_seated():
            self.waiting.setText(
                self.tr("Send the invitation to play; the game starts once every invited person has joined.")
            )
        else:
            self.waiting.setText(self.tr("Everyone is here: start the game."))

    def everyone_seated(self) -> bool:
        return self.last is not None and all(s["taken"] or s["kind"] != PERSON for s in self.last["seats"])

    def _update_start(self) -> None:
        self.start_button.setEnabled(
            self.info.hosted and not self._starting and self.everyone_seated() and not (self.last or {}).get("started")
        )

    def start_game(self) -> None:
        if not self.info.hosted or self.info.host_secret is None:
            return
        self._starting = True
        self._update_start()
        self.error.setText("")
        self.status.setText(self.tr("Starting…"))
        line, secret = self._line(), self.info.host_secret
        run_in_background(lambda: start_table(line, secret), lambda _: None, lambda exc: self._failed(None, exc), self)

    def _hand_over(self) -> None:
        """The game has started: the lobby's connections close; the play screen's sessions rejoin."""
        self._handed_over = True
        self.timer.stop()
        self._close_clients()
        self.playRequested.emit(self)

    def _close_clients(self) -> None:
        clients, self.clients = list(self.clients.values()), {}
        _close_later(clients)

    def leave(self) -> None:
        self._left = True
        self.timer.stop()
        self._close_clients()
        self.closed.emit()

    def can_leave(self) -> bool:
        return True

    def stop(self) -> None:
        """The window closes this screen (MainWindow._close_screen, go_home): its connections go."""
        self._left = True
        self.timer.stop()
        self._close_clients()

    def deleteLater(self) -> None:  # noqa: N802 - Qt's name
        self.stop()
        super().deleteLater()


def _close_later(clients: list[ThreadedClient]) -> None:
    """Close connections on a worker thread (a close waits for the host's answer)."""

    def work() -> None:
        for client in clients:
            with contextlib.suppress(Exception):
                client.close()

    if clients:
        run_in_background(work, lambda _: None, lambda _: None)


def shortened(text: str, limit: int = 24) -> str:
    """A name or level from the host, cut to what the name rule allows (core.names): a hostile host may send more."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---------------------------------------------------------------------------------------------
# Sessions for the play screen


def remote_sessions(info: TableInfo, parent: QObject | None = None) -> Any:
    """The ``RemoteSession`` of this app's seats (gardenapp/ui/remote.py), over the loopback on the host's app."""
    from . import remote  # type: ignore[attr-defined,unused-ignore]  # net-session's, landing separately

    game = registry.get(info.game)
    line = loopback(info.invitation) if info.local_server else info.invitation
    if len(info.seats) > 1:
        return remote.RemoteSession.for_seats(game, line, [(s.seat, s.secret, s.name) for s in info.seats], parent)
    s = info.seats[0]
    return remote.RemoteSession(game, line, s.seat, s.secret, s.name, parent)


def watch_session(game_id: str, invitation: str, parent: QObject | None = None) -> Any:
    """A watcher's session (seat -1): the public view only."""
    from . import remote  # type: ignore[attr-defined,unused-ignore]

    return remote.RemoteSession(registry.get(game_id), invitation, -1, None, "", parent)


# ---------------------------------------------------------------------------------------------
# Home → Play online


class OnlineScreen(QWidget):
    """The four ways to play online, the join form and the list of kept tables.

    ``hostRequested(game id, port, address, create invitation or "")``: the
    window opens the game's new-game dialog (hosting) and calls ``host(...)``;
    ``lobbyReady(LobbyScreen)``: the window shows it; ``watchReady(game id, invitation)``.
    """

    closed = Signal()
    hostRequested = Signal(str, int, str, str)
    lobbyReady = Signal(object)
    watchReady = Signal(str, str)

    def __init__(self, parent: QWidget | None = None, available: Callable[[str], bool] = _built):
        super().__init__(parent)
        self.heading = PlainLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.intro = PlainLabel(self, wordWrap=True)

        # Host a table (here or on a server)
        self.host_box = QGroupBox(self)
        host_form = QFormLayout(self.host_box)
        self.available = available
        self.game_combo = QComboBox(self)
        for info in registry.catalogue():
            if available(info.id):
                self.game_combo.addItem(QCoreApplication.translate("games", info.name), info.id)
        self.port_spin = QSpinBox(self, minimum=0, maximum=65535)
        self.port_spin.setValue(LocalHost.remembered_port())
        self.address_edit = QLineEdit(guess_address(), self)
        self.address_edit.setMaxLength(253)
        self.host_button = QPushButton(self)
        self.host_button.clicked.connect(self._host_here)
        self.create_edit = QLineEdit(self)
        self.create_edit.setMaxLength(invite.MAX_CHARS)
        self.server_button = QPushButton(self)
        self.server_button.clicked.connect(self._host_on_server)
        self.game_label, self.port_label, self.address_label, self.create_label = (PlainLabel(self) for _ in range(4))
        host_form.addRow(self.game_label, self.game_combo)
        host_form.addRow(self.port_label, self.port_spin)
        host_form.addRow(self.address_label, self.address_edit)
        host_form.addRow("", self.host_button)
        host_form.addRow(self.create_label, self.create_edit)
        host_form.addRow("", self.server_button)

        # Join a table
        self.join_box = QGroupBox(self)
        join_form = QFormLayout(self.join_box)
        self.invitation_edit = QLineEdit(self)
        self.invitation_edit.setMaxLength(invite.MAX_CHARS)
        self.invitation_edit.returnPressed.connect(self.read_invitation)
        self.connect_button = QPushButton(self)
        self.connect_button.clicked.connect(self.read_invitation)
        self.seat_combo = QComboBox(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(24)
        self.join_button = QPushButton(self)
        self.join_button.clicked.connect(self.join)
        self.invitation_label, self.seat_label, self.name_label = (PlainLabel(self) for _ in range(3))
        row = QHBoxLayout()
        row.addWidget(self.invitation_edit, 1)
        row.addWidget(self.connect_button)
        join_form.addRow(self.invitation_label, row)
        join_form.addRow(self.seat_label, self.seat_combo)
        join_form.addRow(self.name_label, self.name_edit)
        join_form.addRow("", self.join_button)
        self._looked: tuple[str, dict[str, Any]] | None = None
        self._opening = False  # a table being opened (host, host on a server, resume)
        self._set_join_step(False)

        # Resume table
        self.resume_box = QGroupBox(self)
        resume_layout = QVBoxLayout(self.resume_box)
        self.kept_list = QListWidget(self)
        self.kept_list.setMaximumHeight(self.kept_list.fontMetrics().height() * 8)
        self.kept_list.itemDoubleClicked.connect(lambda *_: self.resume_selected())
        self.resume_button = QPushButton(self)
        self.resume_button.clicked.connect(self.resume_selected)
        self.forget_button = QPushButton(self)
        self.forget_button.clicked.connect(self.forget_selected)
        self.none_kept = PlainLabel(self)
        resume_layout.addWidget(self.kept_list)
        resume_layout.addWidget(self.none_kept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.forget_button)
        buttons.addWidget(self.resume_button)
        resume_layout.addLayout(buttons)

        self.message = _Note(self)
        self.message.setObjectName("onlineMessage")
        self.message.setStyleSheet("color: #b00020")
        self.status = _Note(self)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.closed)

        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.intro)
        column.addWidget(self.status)  # what is going on and what went wrong: at the top, seen whatever was clicked
        column.addWidget(self.message)
        column.addWidget(self.join_box)
        column.addWidget(self.host_box)
        column.addWidget(self.resume_box)
        back = QHBoxLayout()
        back.addWidget(self.back_button)
        back.addStretch(1)
        column.addLayout(back)
        column.addStretch(1)
        inner = QWidget()
        inner.setLayout(column)
        inner.setMaximumWidth(900)
        centre = QHBoxLayout()
        centre.addStretch(0)
        centre.addWidget(inner, 1)
        centre.addStretch(0)
        content = QWidget()
        content.setLayout(centre)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.retranslate()
        self.refresh()

    def title(self) -> str:
        return self.tr("Play online")

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Play online"))
        self.intro.setText(
            self.tr(
                "Play with people at other computers: host a table here and send them its invitation, "
                "or paste the invitation you were sent."
            )
        )
        self.host_box.setTitle(self.tr("Host a table"))
        self.game_label.setText(self.tr("Game"))
        for i in range(self.game_combo.count()):
            info = next((g for g in registry.catalogue() if g.id == self.game_combo.itemData(i)), None)
            if info is not None:
                self.game_combo.setItemText(i, QCoreApplication.translate("games", info.name))
        self.port_label.setText(self.tr("Port"))
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.address_label.setText(self.tr("Address the others reach"))
        self.host_button.setText(self.tr("Host a table…"))
        self.create_label.setText(self.tr("Server's create invitation"))
        self.create_edit.setPlaceholderText("gardenapp://…/create/…")
        self.server_button.setText(self.tr("Host on a server…"))
        self.join_box.setTitle(self.tr("Join a table"))
        self.invitation_label.setText(self.tr("Invitation"))
        self.invitation_edit.setPlaceholderText(self.tr("Paste the line the host sent you"))
        self.connect_button.setText(self.tr("Connect"))
        self.seat_label.setText(self.tr("Seat"))
        self.name_label.setText(self.tr("Your name"))
        self.join_button.setText(self.tr("Join"))
        self.resume_box.setTitle(self.tr("Resume table"))
        self.resume_button.setText(self.tr("Resume"))
        self.forget_button.setText(self.tr("Forget"))
        self.none_kept.setText(self.tr("No table is kept on this computer."))
        self.back_button.setText(self.tr("Back"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_error(self, text: str) -> None:
        self.status.setText("")
        self.message.setText(text)

    def _busy(self, text: str) -> None:
        self.message.setText("")
        self.status.setText(text)

    # -- host ------------------------------------------------------------------------------------
    def _host_here(self) -> None:
        self.message.setText("")
        address = self.address_edit.text().strip()
        if not address_is_valid(address):
            self.show_error(
                self.tr(
                    "The address others reach must be a name or an address like 192.168.1.20; {address} is not."
                ).format(address=shortened(address, 60))
            )
            return
        game = self.game_combo.currentData()
        if game:
            self.hostRequested.emit(game, self.port_spin.value(), address, "")

    def _host_on_server(self) -> None:
        text = self.create_edit.text()
        try:
            inv = invite.parse(text)
        except ProblemsError as exc:
            self.show_error(describe_error(exc))
            return
        if inv.role != "create":
            self.show_error(
                self.tr(
                    "This invitation is for a seat or for watching; to host on a server, paste its create invitation."
                )
            )
            return
        self.message.setText("")
        game = self.game_combo.currentData()
        if game:
            self.hostRequested.emit(game, 0, "", text.strip())

    def host(
        self,
        game: str,
        options: dict[str, Any],
        kinds: list[str],
        names: list[str],
        port: int,
        address: str,
        create_line: str,
    ) -> None:
        """Open the table (worker thread), then its lobby."""
        if create_line:
            self._busy(self.tr("Opening the table on the server…"))
        else:
            self._busy(self.tr("Starting this computer's table server…"))
        address_or_none = address or None

        def work() -> TableInfo:
            return host_table(
                game, options, kinds, names, port=port, address=address_or_none, create_invitation=create_line or None
            )

        self._set_opening(True)
        run_in_background(work, self._open_lobby, self._open_failed, self)

    def _set_opening(self, busy: bool) -> None:
        """While a table is being opened, no second one is (a second click would open two)."""
        self._opening = busy
        for button in (self.host_button, self.server_button):
            button.setEnabled(not busy)
        self.resume_button.setEnabled(not busy and self.kept_list.count() > 0)

    def _open_failed(self, exc: BaseException) -> None:
        self._set_opening(False)
        self.show_error(describe_error(exc))

    def _open_lobby(self, info: TableInfo) -> None:
        self._set_opening(False)
        self.status.setText("")
        self.refresh()
        self.lobbyReady.emit(LobbyScreen(info))

    # -- join ------------------------------------------------------------------------------------
    def _set_join_step(self, seat_step: bool) -> None:
        for w in (self.seat_combo, self.name_edit, self.join_button, self.seat_label, self.name_label):
            w.setVisible(seat_step)

    def read_invitation(self) -> None:
        """Read the pasted line (its Problems said here), then look at the table on a worker thread."""
        text = self.invitation_edit.text()
        self._set_join_step(False)
        self._looked = None
        try:
            inv = invite.parse(text)
        except ProblemsError as exc:
            self.show_error(describe_error(exc))
            return
        line = str(inv)
        if inv.role == "create":
            self.create_edit.setText(line)
            self.show_error(self.tr("This is a server's create invitation: choose a game and Host on a server."))
            return
        self._busy(self.tr("Connecting…"))
        self.connect_button.setEnabled(False)
        if inv.role == "watch":
            run_in_background(lambda: watch_game(line), lambda game: self._watch(game, line), self._look_failed, self)
        else:
            run_in_background(lambda: look(line), lambda lobby: self._looked_at(line, lobby), self._look_failed, self)

    def _look_failed(self, exc: BaseException) -> None:
        self.connect_button.setEnabled(True)
        self.show_error(describe_error(exc))

    def _watch(self, game: str, line: str) -> None:
        self.connect_button.setEnabled(True)
        self.status.setText("")
        if not _playable(game, self.available):
            self.show_error(self.tr("The table plays a game this version does not have."))
            return
        self.watchReady.emit(game, line)

    def _looked_at(self, line: str, lobby: dict[str, Any]) -> None:
        self.connect_button.setEnabled(True)
        self.status.setText("")
        game = registry.get(lobby["game"]) if _playable(lobby["game"], self.available) else None
        if game is None:
            self.show_error(self.tr("The table plays a game this version does not have."))
            return
        if lobby["over"]:
            self.show_error(self.tr("The game at this table is over."))
            return
        self.seat_combo.clear()
        for i, s in enumerate(lobby["seats"]):
            if s["kind"] == PERSON and not s["taken"]:
                self.seat_combo.addItem(self.tr("Seat {n}").format(n=i + 1), i)
        if self.seat_combo.count() == 0:
            self.show_error(self.tr("Every seat at this table is taken. If one is yours, use Resume table."))
            return
        self._looked = (line, lobby)
        name = QCoreApplication.translate("games", game.descriptor.name)
        self.status.setText(self.tr("A table of {game}: choose your seat and give your name.").format(game=name))
        self._set_join_step(True)
        self.name_edit.setFocus()

    def join(self) -> None:
        if self._looked is None:
            return
        line, lobby = self._looked
        problem = name_problem(self.name_edit.text())
        if problem is not None:
            self.show_error(problem.render(QCoreApplication.translate))
            return
        seat = self.seat_combo.currentData()
        info = TableInfo(line, lobby["game"], [LocalSeat(int(seat), normalise_name(self.name_edit.text()))])
        self._set_join_step(False)
        self._looked = None
        self.message.setText("")
        screen = LobbyScreen(info)
        screen.joinRefused.connect(self.show_error)
        self.lobbyReady.emit(screen)

    # -- resume ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        running = LocalHost.running()
        if running is not None:  # one server a app: its port and address are those of every table hosted here
            self.port_spin.setValue(running.port)
            self.address_edit.setText(running.server.address)
        self.port_spin.setEnabled(running is None)
        self.address_edit.setEnabled(running is None)
        self.kept_list.clear()
        try:
            kept = kept_tables()
        except OSError:
            kept = []
        for info in kept:
            game = registry.get(info.game)
            name = QCoreApplication.translate("games", game.descriptor.name) if game else info.game
            names = ", ".join(s.name for s in info.seats)
            if info.local_server:
                text = self.tr("{game}, hosted here (port {port}): {names}").format(
                    game=name, port=info.port, names=names
                )
            elif info.hosted:
                text = self.tr("{game}, opened on a server: {names}").format(game=name, names=names)
            else:
                text = self.tr("{game}, joined as {names}").format(game=name, names=names)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, info)
            self.kept_list.addItem(item)
        if self.kept_list.count():
            self.kept_list.setCurrentRow(0)
        has = self.kept_list.count() > 0
        self.kept_list.setVisible(has)
        self.none_kept.setVisible(not has)
        self.resume_button.setEnabled(has and not self._opening)
        self.forget_button.setEnabled(has)

    def _selected(self) -> TableInfo | None:
        item = self.kept_list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def resume_selected(self) -> None:
        info = self._selected()
        if info is None:
            return
        self.resume(info)

    def resume(self, info: TableInfo) -> None:
        """A kept table: the app's server started again on the same port (same certificate), then its lobby."""
        if not info.local_server:
            self.lobbyReady.emit(LobbyScreen(info))
            return
        self._busy(self.tr("Starting this computer's table server…"))
        port = info.port

        address = invite.parse(info.invitation).host  # the one its invitations carry

        def work() -> TableInfo:
            host = LocalHost.ensure(port, address=address)
            if host.port != port:
                raise ServerElsewhere(host.port, port)
            return info

        self._set_opening(True)
        run_in_background(work, self._open_lobby, self._open_failed, self)

    def forget_selected(self) -> None:
        """The kept table is forgotten once the person agrees: without its seat's secret, nobody rejoins it."""
        info = self._selected()
        if info is None:
            return
        B = QMessageBox.StandardButton
        answer = plaintext.question(
            self,
            self.tr("Forget"),
            self.tr("Forget this table? This computer can no longer come back to its seat at it."),
            B.Yes | B.Cancel,
            B.Cancel,
        )
        if answer == B.Yes:
            info.forget()
            self.refresh()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()


def hosting_dialog(dialog: QDialog) -> QDialog:
    """The game's new-game dialog in its hosting form (a seat is here, invited or a computer)."""
    set_hosting = getattr(dialog, "set_hosting", None)
    if callable(set_hosting):
        set_hosting()
    return dialog
