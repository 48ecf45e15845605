"""Print every counted text (numerus entry) rendered for n = 1, 2, 5, 22 in each language.

Usage: ``uv run python tools/plural_table.py [--markdown] [--ns 1,2,5,22]``

The texts come through the built ``.qm`` catalogues (``translations/gardenapp_<lang>.qm``, the
ones the app loads), the entries from ``translations/gardenapp_pl.ts``; run
``translations/update.sh`` first so both are current. This is the table a translator or a
reviewer reads to check plural forms by eye (translations/README.md); tests/test_plurals.py
checks a sample of it against expected texts.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LANGS = ("en", "pt", "es", "pl")


def numerus_entries() -> list[tuple[str, str]]:
    root = ET.parse(ROOT / "translations" / "gardenapp_pl.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                out.append((name, message.findtext("source") or ""))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--markdown", action="store_true", help="one Markdown table per language")
    parser.add_argument("--ns", default="1,2,5,22", help="the counts to render (default 1,2,5,22)")
    args = parser.parse_args(argv)
    ns = [int(n) for n in args.ns.split(",")]

    from PySide6.QtCore import QCoreApplication

    from gardenapp.ui.i18n import load_translator_for_cli

    _app = QCoreApplication.instance() or QCoreApplication([])
    translate = {lang: load_translator_for_cli(lang) for lang in LANGS}
    entries = numerus_entries()
    print(f"{len(entries)} numerus entries per catalogue")
    for lang in LANGS:
        if args.markdown:
            print(f"\n| {lang} | " + " | ".join(f"n = {n}" for n in ns) + " |")
            print("|---" * (len(ns) + 1) + "|")
        else:
            print(f"\n[{lang}]")
        for context, source in entries:
            texts = [translate[lang](context, source, None, n) for n in ns]
            if args.markdown:
                cells = [t.replace("|", "\\|") for t in texts]
                print(f"| {context}: {source.replace('|', chr(92) + '|')} | " + " | ".join(cells) + " |")
            else:
                print(f"  {context} / {source!r}")
                for n, text in zip(ns, texts):
                    print(f"    {n:>3}: {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
