"""Save screenshots of the home screen in every language.

    uv run python tools/screenshot_home.py [--size 1100x750] [--out screenshots]

Runs offscreen and never touches the user's settings (a temporary INI store).
Writes screenshots/home_<lang>.png for en, pt, es, pl.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings  # noqa: E402

from gardenapp.ui.app import build_window, make_application  # noqa: E402
from gardenapp.ui.i18n import LANGUAGE_CODES  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1100x750", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "screenshots"))
    parser.add_argument("--langs", default=",".join(LANGUAGE_CODES))
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    settings_dir = tempfile.mkdtemp(prefix="gardenapp-shot-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    app = make_application(sys.argv[:1])
    for lang in args.langs.split(","):
        window = build_window(lang)
        window.resize(width, height)
        window.show()
        for _ in range(3):  # let the layouts settle
            app.processEvents()
        path = out / f"home_{lang}.png"
        if not window.grab().save(str(path)):
            print(f"cannot write {path}", file=sys.stderr)
            return 1
        print(path)
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
