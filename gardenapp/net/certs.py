"""The host's TLS certificate: self-signed, created once per state folder and
kept, so that invitations stay valid across restarts (docs/network.md).

Nobody vouches for a self-signed certificate; the invitation does: it carries
the SHA-256 fingerprint of the certificate's DER bytes, and a client talks to
no host whose certificate has another (``fingerprint``, ``client.connect``).
Python's ``ssl`` cannot make a certificate, so ``cryptography`` does, once;
it is imported only then.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import ssl
from pathlib import Path

CERT_FILE = "host-cert.pem"
KEY_FILE = "host-key.pem"
VALID_DAYS = 3650


def fingerprint(der: bytes) -> str:
    """The pin an invitation carries: SHA-256 of the DER certificate, lowercase hex."""
    return hashlib.sha256(der).hexdigest()


def fingerprint_of_file(cert_path: str | os.PathLike[str]) -> str:
    return fingerprint(ssl.PEM_cert_to_DER_cert(Path(cert_path).read_text(encoding="ascii")))


def _create(cert_path: Path, key_path: Path, names: list[str]) -> None:
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "gardenapp table host")])
    alt: list[x509.GeneralName] = []
    for n in names:
        try:
            alt.append(x509.IPAddress(ipaddress.ip_address(n)))
        except ValueError:
            alt.append(x509.DNSName(n))
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName(alt), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    fd = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the key: its owner only
    with os.fdopen(fd, "wb") as f:
        f.write(key_pem)
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))


def ensure_certificate(folder: str | os.PathLike[str], names: list[str] | None = None) -> tuple[Path, Path, str]:
    """(certificate, key, fingerprint) kept in ``folder``; made the first time."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = folder / CERT_FILE, folder / KEY_FILE
    if not (cert_path.is_file() and key_path.is_file()):
        _create(cert_path, key_path, names or ["localhost", "127.0.0.1", "::1"])
    return cert_path, key_path, fingerprint_of_file(cert_path)


def server_context(cert_path: str | os.PathLike[str], key_path: str | os.PathLike[str]) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert_path, key_path)
    return ctx


def client_context() -> ssl.SSLContext:
    """TLS without a certificate authority: the fingerprint in the invitation
    is checked instead, before any byte of the game is sent (client.connect)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx
