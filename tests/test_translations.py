"""The translation catalogues are complete, consistent and compiled.

* every entry of translations/gardenapp_{pt,es,pl}.ts is translated (no
  unfinished, obsolete or vanished entry, no empty translation);
* each translation keeps exactly the ``{placeholders}`` of its source;
* the .ts files hold every string the code marks for translation (a fresh
  lupdate run finds nothing new);
* the committed .qm files are what lrelease makes from the .ts files.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
LANGS = ("pt", "es", "pl")
PLACEHOLDER = re.compile(r"\{(\w*)(?:[:!][^{}]*)?\}")


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        pytest.fail(f"{name} not found (it comes with PySide6; run the tests with 'uv run pytest')")
    return found


def _messages(path: Path):
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def _key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return context, message.findtext("source") or "", message.findtext("comment") or ""


def _translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_translated(lang):
    path = TS_DIR / f"gardenapp_{lang}.ts"
    problems = []
    count = 0
    for context, message in _messages(path):
        count += 1
        where = f"{context} / {message.findtext('source')!r}"
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        if kind in ("unfinished", "obsolete", "vanished", "missing"):
            problems.append(f"{where}: {kind}")
        elif not all(t.strip() for t in _translations(message)):
            problems.append(f"{where}: empty translation")
    assert count > 0, f"{path.name} has no entries"
    assert not problems, f"{path.name}:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_survive_translation(lang):
    problems = []
    for context, message in _messages(TS_DIR / f"gardenapp_{lang}.ts"):
        source = message.findtext("source") or ""
        wanted = sorted(PLACEHOLDER.findall(source))
        for text in _translations(message):
            got = sorted(PLACEHOLDER.findall(text))
            if got != wanted:
                problems.append(f"{context} / {source!r} -> {text!r}: placeholders {got} != {wanted}")
    assert not problems, "\n".join(problems)


def test_languages_have_the_same_entries():
    keys = {lang: {_key(c, m) for c, m in _messages(TS_DIR / f"gardenapp_{lang}.ts")} for lang in LANGS}
    assert keys["pt"] == keys["es"] == keys["pl"]


def test_ts_files_hold_every_marked_string(tmp_path):
    """A fresh lupdate over gardenapp/ finds no string the .ts files lack.
    (If this fails: run ``uv run bash translations/update.sh`` and translate the new entries.)"""
    lupdate = _tool("pyside6-lupdate")
    sources = sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "gardenapp").rglob("*.py") if "__pycache__" not in p.parts
    )
    fresh = tmp_path / "fresh_pl.ts"
    subprocess.run(
        [
            lupdate,
            *sources,
            "-ts",
            str(fresh),
            "-no-obsolete",
            "-silent",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            "pl",
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    wanted = {_key(c, m) for c, m in _messages(fresh)}
    have = {_key(c, m) for c, m in _messages(TS_DIR / "gardenapp_pl.ts")}
    missing = sorted(wanted - have)
    stale = sorted(have - wanted)
    assert not missing and not stale, (
        "translations/*.ts are out of date; run 'uv run bash translations/update.sh' and translate.\n"
        f"new in the code: {missing}\nno longer in the code: {stale}"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_qm_files_are_up_to_date(lang, tmp_path):
    lrelease = _tool("pyside6-lrelease")
    ts = TS_DIR / f"gardenapp_{lang}.ts"
    committed = TS_DIR / f"gardenapp_{lang}.qm"
    rebuilt = tmp_path / committed.name
    subprocess.run([lrelease, str(ts), "-qm", str(rebuilt)], check=True, capture_output=True)
    assert committed.is_file(), f"{committed.name} is missing; run translations/update.sh"
    assert committed.read_bytes() == rebuilt.read_bytes(), (
        f"{committed.name} is stale; run 'uv run bash translations/update.sh'"
    )


def test_every_marked_string_names_its_context_literally():
    """lupdate reads the context from the source text: QT_TRANSLATE_NOOP(CTX, "...")
    with a variable is silently not extracted, and the string stays English."""
    bad = []
    for path in sorted((ROOT / "gardenapp").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"QT_TRANSLATE_NOOP\(\s*[^\"'\s]", line) and "def QT_TRANSLATE_NOOP" not in line:
                bad.append(f"{path.relative_to(ROOT)}:{n}")
    assert not bad, bad


def test_every_entry_has_a_context():
    """A string lupdate filed under no context is never found at run time (a
    widget's tr() asks under its class name): lupdate's Python reader loses the
    class contexts after functions defined inside if/elif branches. Seen in the
    Sanssouci score helper: 35 strings stayed English after a language switch."""
    empty = sorted({m.findtext("source") for name, m in _messages(TS_DIR / "gardenapp_pt.ts") if not name})
    assert not empty, f"strings with no context (write plain functions instead of nested ones): {empty[:5]}"


def test_no_text_a_person_reads_cites_the_specification():
    """A player never sees the developers' documents: a section number of the
    rules or an issue number means nothing in the window (docs/architecture.md §9). The sections stay in
    the code's comments and the tests; every source text of the catalogue is
    free of them."""
    cited = sorted(
        {
            m.findtext("source") or ""
            for _name, m in _messages(TS_DIR / "gardenapp_pt.ts")
            if re.search(r"\bspec\b|§|\bissue\b", m.findtext("source") or "")
        }
    )
    assert not cited, cited
