"""Fill unfinished entries of translations/*.ts from a JSON file, then let
``translations/update.sh`` normalise the files and build the .qm catalogues.

    uv run bash translations/update.sh            # extract new strings
    uv run python tools/fill_translations.py new.json
    uv run bash translations/update.sh            # compile

``new.json``: ``{"CONTEXT": {"English source": {"pt": "...", "es": "...", "pl": "..."}}}``.
A counted text (``%n``, numerus) takes a list of forms per language: pt/es two,
pl three (1, 2-4, 5+), and "en" two (the English catalogue holds only these).
Entries already translated are left alone unless ``--overwrite`` is given;
``--list`` prints the unfinished entries (context, source) as JSON to fill in.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS_DIR = Path(__file__).resolve().parent.parent / "translations"
LANGS = ("en", "pt", "es", "pl")  # en: only the plural forms of counted texts


def unfinished(lang: str) -> list[tuple[str, str]]:
    root = ET.parse(TS_DIR / f"gardenapp_{lang}.ts").getroot()
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if tr is not None and tr.get("type") == "unfinished":
                out.append((name, m.findtext("source") or ""))
    return out


def fill(table: dict[str, dict[str, dict[str, str]]], overwrite: bool) -> dict[str, int]:
    counts = {}
    for lang in LANGS:
        path = TS_DIR / f"gardenapp_{lang}.ts"
        if not path.is_file():
            continue
        tree = ET.parse(path)
        n = 0
        for ctx in tree.getroot().iter("context"):
            entries = table.get(ctx.findtext("name") or "", {})
            for m in ctx.iter("message"):
                src = m.findtext("source") or ""
                tr = m.find("translation")
                if src not in entries or tr is None or lang not in entries[src]:
                    continue
                if tr.get("type") != "unfinished" and not overwrite:
                    continue
                value = entries[src][lang]
                forms = tr.findall("numerusform")
                if forms or isinstance(value, list):
                    # A counted text (numerus="yes"): one form per plural form of the language.
                    if not isinstance(value, list) or len(value) != len(forms):
                        raise SystemExit(f"{lang} {src!r}: give a list of {len(forms)} forms")
                    for form, text in zip(forms, value):
                        form.text = text
                else:
                    tr.text = value
                tr.attrib.pop("type", None)
                n += 1
        tree.write(path, encoding="utf-8", xml_declaration=True)
        counts[lang] = n
    return counts


def _committed(lang: str) -> list[ET.Element]:
    """The messages of the last committed .ts (lupdate drops the entries of
    strings that moved; their translations are still good)."""
    import subprocess

    out = subprocess.run(
        ["git", "show", f"HEAD:translations/gardenapp_{lang}.ts"], cwd=TS_DIR.parent, capture_output=True, text=True
    )
    return list(ET.fromstring(out.stdout.encode()).iter("message")) if out.returncode == 0 else []


def reuse() -> dict[str, int]:
    """The same English text reads the same in every context (a label moved
    from a screen into a descriptor keeps its translation)."""
    counts = {}
    for lang in LANGS:
        path = TS_DIR / f"gardenapp_{lang}.ts"
        tree = ET.parse(path)
        known: dict[str, str] = {}
        messages = [m for m in tree.getroot().iter("message")]
        for m in messages + _committed(lang):
            tr = m.find("translation")
            if tr is not None and tr.get("type") != "unfinished" and tr.text:
                known.setdefault(m.findtext("source") or "", tr.text)
        n = 0
        for m in messages:
            tr = m.find("translation")
            src = m.findtext("source") or ""
            if tr is not None and tr.get("type") == "unfinished" and src in known:
                tr.text = known[src]
                tr.attrib.pop("type", None)
                n += 1
        tree.write(path, encoding="utf-8", xml_declaration=True)
        counts[lang] = n
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("table", nargs="?", help="JSON file of translations")
    ap.add_argument("--overwrite", action="store_true")
    ap.add_argument("--list", action="store_true", help="print the unfinished entries")
    ap.add_argument(
        "--reuse",
        action="store_true",
        help="fill an unfinished entry whose English text is translated in another context",
    )
    args = ap.parse_args(argv)
    if args.list:
        entries: dict[str, dict[str, dict]] = {}
        for lang in LANGS:
            for ctx, src in unfinished(lang):
                entries.setdefault(ctx, {}).setdefault(src, {})
        json.dump(entries, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if args.reuse:
        print("reused:", reuse())
        return 0
    if not args.table:
        ap.error("give a JSON table, --reuse or --list")
    table = json.loads(Path(args.table).read_text(encoding="utf-8"))
    print(fill(table, args.overwrite))
    left = {lang: len(unfinished(lang)) for lang in LANGS}
    print("still unfinished:", left)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
