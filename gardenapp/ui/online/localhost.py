"""The table server inside the app (``LocalHost``) and a new table hosted
on it or on a ``gardenapp serve``."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from pathlib import Path
from typing import Any

from ...core.errors import ProblemsError
from ...core.names import normalise_name
from ...net import invite
from .kept import HERE, INVITED, PERSON, LocalSeat, TableInfo, loopback, read_kept, tables_dir, write_private
from .requests import TIMEOUT, create


class LocalHost:
    """A ``TableServer`` on its own asyncio loop and thread. ``start()`` and
    ``close()`` block (at most ``TIMEOUT`` seconds): call them off the GUI thread."""

    _running: LocalHost | None = None
    _lock = threading.Lock()

    def __init__(self, folder: Path, port: int = 0, listen: str = "0.0.0.0", address: str | None = None):
        from ...net.server import TableServer

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
            write_private(tables_dir() / "app-server.json", {"port": host.port, "address": host.server.address})
            return host

    @staticmethod
    def remembered_port() -> int:
        data = read_kept(tables_dir() / "app-server.json")
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
