"""The one-line invitation (docs/network.md): everything a joining app needs.

    gardenapp://HOST:PORT/ROLE/CODE#FINGERPRINT

- HOST: a DNS name, an IPv4 address or an IPv6 address in brackets;
- ROLE: ``seat`` (take a free seat: CODE is the table's code), ``watch``
  (the public view only: CODE is the table's watch code) or ``create`` (open
  tables on a ``gardenapp serve``: CODE is its create key);
- CODE: 26 lowercase base32 letters (128 random bits);
- FINGERPRINT: SHA-256 of the host's certificate, 64 lowercase hex digits.

An invitation is pasted by a person, so ``parse`` reads it as hostile text:
bounded in length, surrounding blanks dropped, every part matched exactly;
``InvitationError`` says what is wrong, as a Message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import Problem, ProblemsError
from ..core.messages import QT_TRANSLATE_NOOP, msg

SCHEME = "gardenapp"
ROLES = ("seat", "watch", "create")
MAX_CHARS = 400
_HOST = r"(?P<host>\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)"
_FORM = re.compile(
    rf"{SCHEME}://{_HOST}:(?P<port>[0-9]{{1,5}})/(?P<role>seat|watch|create)/(?P<code>[a-z2-7]{{26}})#(?P<fp>[0-9a-f]{{64}})"
)


class InvitationError(ProblemsError):
    """Text that is not an invitation."""


@dataclass(frozen=True)
class Invitation:
    host: str  # without brackets
    port: int
    role: str
    code: str
    fingerprint: str

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{SCHEME}://{host}:{self.port}/{self.role}/{self.code}#{self.fingerprint}"

    @property
    def uri(self) -> str:
        """The WebSocket address; nothing secret is in it (the code travels inside TLS, after the pin is checked)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"wss://{host}:{self.port}/"


def _fail(template: str) -> InvitationError:
    return InvitationError([Problem("", msg(template))])


def parse(text: object) -> Invitation:
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise _fail(QT_TRANSLATE_NOOP("engine", "This is not an invitation: it is far too long"))
    m = _FORM.fullmatch(text.strip())
    if m is None:
        raise _fail(
            QT_TRANSLATE_NOOP(
                "engine", "This is not an invitation of gardenapp: paste the whole line the host gave you"
            )
        )
    port = int(m["port"])
    if not 1 <= port <= 65535:
        raise _fail(QT_TRANSLATE_NOOP("engine", "The invitation names a port that does not exist"))
    host = m["host"]
    if host.startswith("["):
        import ipaddress

        try:
            host = str(ipaddress.IPv6Address(host[1:-1]))
        except ValueError:
            raise _fail(QT_TRANSLATE_NOOP("engine", "The invitation names an address that does not exist")) from None
    return Invitation(host, port, m["role"], m["code"], m["fp"])


def make(host: str, port: int, role: str, code: str, fingerprint: str) -> str:
    """The invitation's text (checked by reading it back)."""
    text = str(Invitation(host, port, role, code, fingerprint))
    parse(text)
    return text
