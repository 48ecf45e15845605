"""Screenshots of online play on real X displays: two apps, two processes, one Takenoko table.

    uv run python tools/screenshot_online.py [--out /work/shots/online] [--displays 28,29] [--turns 16] [--pending FILE.json]

The host's app runs on display :28 in Polish, the joined app on :29 in Spanish,
each a real xcb window with its own settings and app-data folders (two
computers). Each is driven from inside its own process by a small script of
steps (what a person clicks: Play online, Host a table, the hosting dialog,
the invitation pasted, Join, Start, legal moves of a seeded gardener-minded
player), and grabs its whole display (``QScreen.grabWindow(0)``: the X root
window). Then the host's process is killed with SIGKILL mid-game and started
again: Play online, Resume table; the other app's session comes back to its
seat; both are grabbed again. The Xvfb servers are started (and stopped) here
unless one already runs on that display.

Writes, under --out: <step>_<display>.png, e.g. 1_online_pl.png,
4_play_pl.png, 4_play_es.png, 5_host_killed_es.png, 6_resumed_pl.png.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HOST, GUEST = "host", "guest"
SETTLE = 0.8  # s: a screen shown, then grabbed


# ---------------------------------------------------------------------------------------------
# The parent: displays, the two processes, the order of things


class Child:
    """One app process, told what to grab through a file and telling its phase through another."""

    def __init__(self, role: str, display: int, lang: str, work: Path, out: Path, args: argparse.Namespace):
        self.role, self.display, self.lang, self.work = role, display, lang, work
        home = work / ("host" if role in (HOST, "resume") else "guest")
        self.status_file = work / f"{role}.status"
        self.command_file = work / f"{role}.cmd"
        self.command_file.write_text("", encoding="utf-8")
        env = dict(os.environ)
        env.update(
            DISPLAY=f":{display}",
            QT_QPA_PLATFORM="xcb",
            XDG_DATA_HOME=str(home / "data"),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_CACHE_HOME=str(home / "cache"),
        )
        self.log = open(work / f"{role}.log", "w", encoding="utf-8")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--child", role, "--lang", lang, "--work", str(work), "--out", str(out)]
            + ["--size", args.size, "--turns", str(args.turns), "--display-name", lang],
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )

    def status(self) -> dict[str, Any]:
        try:
            data = json.loads(self.status_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def wait(self, what: str, test, timeout: float = 120.0) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            status = self.status()
            if status.get("error"):
                raise SystemExit(f"{self.role}: {status['error']} (see {self.work / (self.role + '.log')})")
            if test(status):
                return status
            if self.proc.poll() is not None:
                raise SystemExit(f"{self.role} stopped (code {self.proc.returncode}) before {what}")
            time.sleep(0.2)
        raise SystemExit(f"{self.role}: no {what} within {timeout:.0f} s (last status {self.status()})")

    def command(self, line: str) -> None:
        with open(self.command_file, "a", encoding="utf-8") as f:
            f.write(line + "\n")

    def grab(self, name: str, timeout: float = 60.0) -> None:
        done = len(self.status().get("grabbed", []))
        self.command(f"grab {name}")
        self.wait(f"the grab {name}", lambda s: len(s.get("grabbed", [])) > done, timeout)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self.log.close()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        if not self.log.closed:
            self.log.close()


def start_display(number: int, size: str) -> subprocess.Popen[bytes] | None:
    """An Xvfb on :number unless one runs there already."""
    if Path(f"/tmp/.X11-unix/X{number}").exists():
        return None
    proc = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            return proc
        time.sleep(0.1)
    proc.kill()
    raise SystemExit(f"Xvfb :{number} did not start")


def pending_catalogues(pending: list[Path], work: Path) -> None:
    """Texts not yet merged into translations/ (a helper's strings file, the
    format of tools/fill_translations.py) as catalogues of their own, for
    the children to load over the app's: work/pending_<lang>.qm."""
    from xml.sax.saxutils import escape

    table: dict[str, dict[str, Any]] = {}
    for path in pending:
        for context, entries in json.loads(path.read_text(encoding="utf-8")).items():
            table.setdefault(context, {}).update(entries)
    lrelease = ROOT / ".venv" / "bin" / "pyside6-lrelease"
    for lang in ("pt", "es", "pl"):
        parts = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f'<TS version="2.1" language="{lang}">']
        for context, entries in table.items():
            parts.append(f"<context><name>{escape(context)}</name>")
            for source, texts in entries.items():
                if isinstance(texts.get(lang), str):
                    parts.append(
                        f"<message><source>{escape(source)}</source>"
                        f"<translation>{escape(texts[lang])}</translation></message>"
                    )
            parts.append("</context>")
        parts.append("</TS>")
        ts = work / f"pending_{lang}.ts"
        ts.write_text("\n".join(parts), encoding="utf-8")
        tool = str(lrelease) if lrelease.exists() else "pyside6-lrelease"
        subprocess.run([tool, "-silent", str(ts), "-qm", str(work / f"pending_{lang}.qm")], check=True)


def parent(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="gardenapp-online-"))
    if args.pending:
        pending_catalogues([Path(p) for p in args.pending.split(",")], work)
    host_display, guest_display = (int(d) for d in args.displays.split(","))
    screen = args.screen
    servers = [start_display(host_display, screen), start_display(guest_display, screen)]
    children: list[Child] = []
    try:
        host = Child(HOST, host_display, "pl", work, out, args)
        children.append(host)
        status = host.wait("the invitation", lambda s: bool(s.get("invitation")))
        (work / "invitation.txt").write_text(status["invitation"], encoding="utf-8")
        guest = Child(GUEST, guest_display, "es", work, out, args)
        children.append(guest)
        for child in (host, guest):
            child.wait("the game", lambda s: s.get("phase") == "playing")
        for child in (host, guest):
            child.wait(f"{args.turns} moves", lambda s: s.get("n", 0) >= args.turns, 240)
        host.command("pause")
        guest.command("pause")
        time.sleep(1.5)
        for child in (host, guest):
            child.grab("4_play")
        n_before = guest.status().get("n", 0)

        host.kill()
        print(f"host killed with SIGKILL at move {n_before}")
        time.sleep(3)
        guest.grab("5_host_killed")
        print(
            f"the joined app, host gone: connected={guest.status().get('connected')}, says {guest.status().get('says')!r}"
        )

        again = Child("resume", host_display, "pl", work, out, args)
        children.append(again)
        again.wait("the resumed game", lambda s: s.get("phase") == "playing", 180)
        guest.wait("the rejoined game", lambda s: s.get("connected") is True, 120)
        print(
            f"host resumed at move {again.status().get('n')}; the joined app is back at move {guest.status().get('n')}"
        )
        for child in (again, guest):
            child.command("play")
        guest.wait("more moves", lambda s: s.get("n", 0) >= n_before + 4, 240)
        for child in (again, guest):
            child.command("pause")
        time.sleep(1.5)
        for child in (again, guest):
            child.grab("6_resumed")
        print(f"after the resume both apps played on to move {guest.status().get('n')}")
    finally:
        for child in children:
            child.stop()
        for server in servers:
            if server is not None:
                server.terminate()
                server.wait(10)
    for path in sorted(out.glob("*.png")):
        print(path)
    return 0


# ---------------------------------------------------------------------------------------------
# A child: one app, driven by its own steps


class Gardener:
    """A seeded player among the engine's legal actions that likes to grow the
    garden (so that a screenshot shows one); Takenoko's action kinds."""

    WEIGHTS = {
        "claim_objective": 100,
        "place_channel": 60,
        "draw_plots": 45,
        "place_plot": 40,
        "move_gardener": 30,
        "place_improvement": 25,
        "move_panda": 18,
        "draw_objective": 14,
        "take_channel": 10,
        "end_turn": 1,
    }

    def __init__(self, seed: int):
        import random

        self.rng = random.Random(seed)

    def choose(self, actions: list[Any]) -> Any:
        return max(actions, key=lambda a: self.WEIGHTS.get(getattr(a, "kind", ""), 10) + self.rng.random() * 8)


def child(args: argparse.Namespace) -> int:
    """One app on its display: the window, then the steps of its role, a tick every 150 ms."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer, QTranslator
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from gardenapp.ui import online
    from gardenapp.ui.app import build_window, make_application
    from gardenapp.ui.newgame import INVITED, NewGameDialog
    from gardenapp.ui.session import HUMAN

    work, out, role = Path(args.work), Path(args.out), args.child
    app = make_application([sys.argv[0]])
    window = build_window(args.lang)
    extra = QTranslator(app)
    if (work / f"pending_{args.lang}.qm").is_file() and extra.load(str(work / f"pending_{args.lang}.qm")):
        app.installTranslator(extra)  # texts not merged yet (--pending)
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.move(20, 20)
    window.show()
    status: dict[str, Any] = {"phase": "start", "grabbed": [], "n": 0}
    done_commands = 0
    playing = True
    player = Gardener(7 if role == GUEST else 3)
    last_move = [0.0]

    def save_status() -> None:
        tmp = work / f".{role}.status"
        tmp.write_text(json.dumps(status), encoding="utf-8")
        tmp.replace(work / f"{role}.status")

    def grab(name: str) -> None:
        screen = QGuiApplication.primaryScreen()
        path = out / f"{name}_{args.lang}.png"
        if not screen.grabWindow(0).save(str(path)):
            raise RuntimeError(f"cannot write {path}")
        status["grabbed"].append(path.name)

    def current() -> Any:
        return window.current_screen()

    # -- the steps of each role: each returns True once done --------------------------------------
    def open_online() -> bool:
        window.show_online()
        return True

    def grab_step(name: str):
        """Wait a moment (the window repaints, the X server shows it), then grab."""
        since: list[float] = []

        def step() -> bool:
            if not since:
                since.append(time.monotonic())
            if time.monotonic() - since[0] < SETTLE:
                return False
            grab(name)
            return True

        return step

    def host_here() -> bool:
        screen = current()
        screen.game_combo.setCurrentIndex(screen.game_combo.findData("takenoko"))
        QTimer.singleShot(0, screen.host_button.click)  # the dialog's own loop runs outside this tick
        return True

    def fill_dialog() -> bool:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            return False
        dialog.players.setValue(2)
        dialog.seat_boxes[0].setCurrentIndex(dialog.seat_boxes[0].findData(HUMAN))
        dialog.name_edits[0].setText("Ana")
        dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData(INVITED))
        return True

    def accept_dialog() -> bool:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewGameDialog):
            QTimer.singleShot(0, dialog._accept)
        return True

    def in_lobby() -> bool:
        lobby = current()
        if not isinstance(lobby, online.LobbyScreen) or lobby.last is None:
            return False
        status["invitation"] = lobby.invitation_line()
        return True

    def guest_seated() -> bool:
        lobby = current()
        other = _read_status(work, GUEST)
        return lobby.start_button.isEnabled() and other.get("phase") == "lobby"

    def start() -> bool:
        current().start_button.click()
        return True

    def paste() -> bool:
        screen = current()
        screen.invitation_edit.setText((work / "invitation.txt").read_text(encoding="utf-8").strip())
        screen.connect_button.click()
        return True

    def seat_step() -> bool:
        screen = current()
        if screen.message.text():
            raise RuntimeError(screen.message.text())
        if not screen.join_button.isVisibleTo(screen):
            return False
        screen.name_edit.setText("Bruno")
        return True

    def join() -> bool:
        current().join_button.click()
        return True

    def guest_lobby() -> bool:
        lobby = current()
        if not isinstance(lobby, online.LobbyScreen) or lobby.last is None or not lobby.last["seats"][1]["present"]:
            return False
        status["phase"] = "lobby"
        return True

    def resume() -> bool:
        screen = current()
        if screen.kept_list.count() == 0:
            raise RuntimeError("no kept table to resume")
        screen.kept_list.setCurrentRow(0)
        screen.resume_button.click()
        return True

    def in_game() -> bool:
        screen = current()
        if screen.property("gameId") != "takenoko" or getattr(screen, "session", None) is None:
            return False
        status["phase"] = "playing"
        return True

    steps: dict[str, list[Any]] = {
        HOST: [
            open_online,
            grab_step("1_online"),
            host_here,
            fill_dialog,
            lambda: True,
            grab_step("2_hosting_dialog"),
            accept_dialog,
            in_lobby,
            guest_seated,
            grab_step("3_lobby"),
            start,
            in_game,
        ],
        GUEST: [
            open_online,
            paste,
            seat_step,
            grab_step("2_join"),
            join,
            guest_lobby,
            grab_step("3_lobby"),
            in_game,
        ],
        "resume": [open_online, grab_step("6_resume_table"), resume, in_game],
    }[role]

    def play_a_move() -> None:
        screen = current()
        session = getattr(screen, "session", None)
        if session is None:
            return
        status["n"] = remote_moves(session)
        status["connected"] = remote_connected(session)
        status["says"] = session.status_text() or ""
        if not playing or time.monotonic() - last_move[0] < 0.8:
            return
        actions = my_legal_actions(session)
        if actions:
            last_move[0] = time.monotonic()
            screen.play(player.choose(actions))

    def tick() -> None:
        nonlocal done_commands, playing
        try:
            lines = (work / f"{role}.cmd").read_text(encoding="utf-8").splitlines()
            for line in lines[done_commands:]:
                done_commands += 1
                word, _, rest = line.partition(" ")
                if word == "grab":
                    app.processEvents()
                    grab(rest)
                elif word in ("pause", "play"):
                    playing = word == "play"
            if steps and steps[0]():  # one step a tick: the window repaints between two
                steps.pop(0)
            if not steps:
                play_a_move()
        except Exception as exc:  # said to the parent, which stops
            status["error"] = f"{type(exc).__name__}: {exc}"
        save_status()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(150)
    return app.exec()


def _read_status(work: Path, role: str) -> dict[str, Any]:
    try:
        data = json.loads((work / f"{role}.status").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def remote_moves(session: Any) -> int:
    """How many actions the table has played, as this app's RemoteSession knows (gardenapp/ui/remote.py)."""
    return max(0, int(getattr(session, "n", 0)))


def remote_connected(session: Any) -> bool:
    """Every seat of this app is at the table (none lost, none given up)."""
    return bool(getattr(session, "ready", False)) and not getattr(session, "_lost", ()) and not session.failed


def my_legal_actions(session: Any) -> list[Any]:
    """The legal actions of this app's seat when it is to move, else none."""
    if not getattr(session, "human_to_move", False):
        return []
    return list(session.state.legal_actions())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/work/shots/online")
    parser.add_argument("--displays", default="28,29")
    parser.add_argument("--screen", default="1400x900", help="each X display's size")
    parser.add_argument("--size", default="1360x860", help="each window's size")
    parser.add_argument("--turns", type=int, default=16, help="moves played before the first grab of the game")
    parser.add_argument(
        "--pending",
        default="",
        help="strings files not merged into translations/ yet, comma-separated (/work/pending/NAME.json)",
    )
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    parser.add_argument("--lang", default="en", help=argparse.SUPPRESS)
    parser.add_argument("--work", default="", help=argparse.SUPPRESS)
    parser.add_argument("--display-name", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    return child(args) if args.child else parent(args)


if __name__ == "__main__":
    sys.exit(main())
