"""What this app keeps of its online tables: the folders, the private files,
``TableInfo`` (checked field by field when read back) and the loopback line
the host's own seats use."""

from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from ...core import registry
from ...core.bots import LEVELS
from ...core.errors import ProblemsError
from ...core.files import read_json, write_json_atomic
from ...core.names import name_problem, normalise_name
from ...net import invite
from ...net.invite import Invitation

HERE = "human"  # newgame.HUMAN: a person at this computer
INVITED = "invited"  # newgame.INVITED: a person invited from elsewhere
PERSON = "person"  # the table's seat kind for both (net.table.PERSON)
MAX_SEATS = 8  # the protocol's seat numbers (net/protocol.schema.json)
MAX_KEPT = 200  # kept tables listed at most (the newest)
KEPT_KEYS = frozenset({"invitation", "game", "seats", "host", "watch", "table", "local", "port", "kinds"})
SEAT_KINDS = frozenset({HERE, INVITED, *LEVELS})
_CODE = re.compile(r"[a-z2-7]{26}")


def _is_code(value: object) -> bool:
    return isinstance(value, str) and _CODE.fullmatch(value) is not None


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


def write_private(path: Path, data: dict[str, Any]) -> None:
    _private_dir(path.parent)
    if not path.exists():
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    write_json_atomic(path, data)


def read_kept(path: Path) -> Any:
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
        write_private(self.path, self.to_json())

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
        info = TableInfo.from_json(read_kept(path))
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
