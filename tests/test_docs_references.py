"""Every reference in the code, the tests and the docs resolves inside the
repository: each ``§N.M`` is the number of a heading of the document it cites,
each document named is a file of docs/, and no issue number is cited (the
conventions are in docs/README.md).

A ``§`` cites the last document path written before it on its line; with no
path on its line, a file in a game's own folder cites that game's rules, a
rules document cites itself, and anywhere else it is an error (except in the
prose of docs/, which may speak of sections without citing them). Old document
names and issue numbers are checked in the code and the tests; docs/ may
mention them when it explains them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
GAMES = ("harmonies", "sanssouci", "takenoko", "azul_queens_garden", "under_the_leaves")
SCANNED = ("gardenapp", "tests", "docs", "benchmarks", "tools")
SUFFIXES = {".py", ".json", ".md", ".txt", ".html", ".toml", ".cfg", ".ini"}

# Being rewritten by other work at the moment (or new from it); to be included:
# remove each entry once its files cite docs/ (a folder ends with "/").
NOT_YET_CHECKED: tuple[str, ...] = ()

# Its examples of broken references are data, not citations.
THIS_FILE = "tests/test_docs_references.py"
# Written by tools/engine_plurals.py from the engine's texts, which are checked where they are
# written (a game's boardfile.py cites its own rules); the copy has no game folder to cite from.
GENERATED = ("gardenapp/ui/engine_plurals.py",)

SECTION = re.compile(r"§\s*(\d+(?:\.\d+)*)")
DOC_PATH = re.compile(r"\bdocs/(?:[\w-]+/)*[\w-]+\.md\b")
MD_LINK = re.compile(r"\]\(((?:\.\./|[\w-]+/)*[\w-]+\.md)(?:#[\w-]*)?\)")
OLD_NAME = re.compile(r"(?<![\w/.-])(?:DESIGN|FORMATS|STYLE)\.md\b|(?<![\w/.-])rules/[\w-]+\.md\b")
ISSUE = re.compile(r"(?<![a-z])issues?[\s_]*#?\s*\d+", re.IGNORECASE)
HEADING = re.compile(r"^#{1,6}\s+(\d+(?:\.\d+)*)[.\s]")
GAME_FOLDER = re.compile(r"^(?:gardenapp/games|tests|gardenapp/ui/games)/(\w+)/")
GAME_UI_TEST = re.compile(r"^tests/ui/test_(\w+)_ui\.py$")


@dataclass(frozen=True)
class Fault:
    where: str  # "path:line"
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


def headings(doc: Path) -> set[str]:
    """The section numbers of a document's headings."""
    return {m.group(1) for line in doc.read_text(encoding="utf-8").splitlines() if (m := HEADING.match(line))}


def default_doc(rel: str) -> Path | None:
    """The document a bare ``§`` of the file at ``rel`` cites, if any."""
    if rel.startswith("docs/rules/"):
        return ROOT / rel
    for pattern in (GAME_FOLDER, GAME_UI_TEST):
        m = pattern.match(rel)
        if m and m.group(1) in GAMES:
            return DOCS / "rules" / f"{m.group(1)}.md"
    return None


def named_docs(rel: str, line: str) -> list[tuple[int, Path]]:
    """(end position, path) of every document the line names, in order."""
    found = [(m.end(), ROOT / m.group(0)) for m in DOC_PATH.finditer(line)]
    if rel.startswith("docs/"):
        here = (ROOT / rel).parent
        found += [(m.end(), (here / m.group(1)).resolve()) for m in MD_LINK.finditer(line)]
    return sorted(found, key=lambda f: f[0])


def faults_in(rel: str, text: str, known: dict[Path, set[str]]) -> Iterator[Fault]:
    """What does not resolve in the text of the file at ``rel`` (``known``
    caches each document's headings)."""
    default = default_doc(rel)
    prose = rel.startswith("docs/")
    for number, line in enumerate(text.splitlines(), 1):
        where = f"{rel}:{number}"
        docs = named_docs(rel, line)
        for _, doc in docs:
            if not doc.is_file():
                yield Fault(where, f"{doc.relative_to(ROOT) if doc.is_relative_to(ROOT) else doc} does not exist")
        for m in () if prose else OLD_NAME.finditer(line):
            yield Fault(where, f"{m.group(0)} is an old name: cite docs/ (docs/README.md)")
        for m in () if prose else ISSUE.finditer(line):
            yield Fault(where, f"cites an issue ({m.group(0)!r}): cite the docs section it meant")
        for m in SECTION.finditer(line):
            cited = [doc for end, doc in docs if end <= m.start()]
            doc = cited[-1] if cited else default
            section = m.group(1)
            if doc is None:
                if not prose:
                    yield Fault(where, f"§{section} names no document (write docs/<doc>.md §{section})")
            elif doc.is_file():
                if doc not in known:
                    known[doc] = headings(doc)
                if section not in known[doc]:
                    yield Fault(where, f"§{section} is not a heading of {doc.relative_to(ROOT)}")


def checked_files() -> Iterator[tuple[str, Path]]:
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*")):
            rel = path.relative_to(ROOT).as_posix()
            if (
                path.is_file()
                and path.suffix in SUFFIXES
                and "__pycache__" not in rel
                and rel != THIS_FILE
                and rel not in GENERATED
                and not rel.startswith(NOT_YET_CHECKED)
            ):
                yield rel, path


def all_faults() -> list[Fault]:
    known: dict[Path, set[str]] = {}
    out: list[Fault] = []
    for rel, path in checked_files():
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".json":  # a schema may write § as a JSON escape
            text = text.replace("\\u00a7", "§")
        out.extend(faults_in(rel, text, known))
    return out


def test_every_reference_in_code_tests_and_docs_resolves():
    faults = all_faults()
    assert not faults, f"{len(faults)} references do not resolve:\n" + "\n".join(map(str, faults[:200]))


def test_the_check_covers_the_five_games_and_the_documents():
    files = [rel for rel, _ in checked_files()]
    for game in GAMES:
        assert (DOCS / "rules" / f"{game}.md").is_file()
        assert any(rel.startswith(f"gardenapp/games/{game}/") for rel in files)
        assert any(rel.startswith(f"tests/{game}/") for rel in files)
    assert "docs/formats.md" in files and "docs/architecture.md" in files and "gardenapp/core/game.py" in files


# The checker's own examples of old document names and issue citations are
# spelled from parts, so that a search of the tree for such citations finds
# only real ones.
OLD_FORMATS = "FORMATS" + ".md"
OLD_RULES = "rules" + "/harmonies.md"
ISSUE_9 = "Issue" + " 9"


@pytest.mark.parametrize(
    "rel,line,expected",
    [
        # a game's folder: a bare § cites its rules
        ("gardenapp/games/harmonies/x.py", "# the river (§6.5)", []),
        (
            "gardenapp/games/harmonies/x.py",
            "# no such section (§6.55)",
            ["§6.55 is not a heading of docs/rules/harmonies.md"],
        ),
        ("tests/takenoko/test_x.py", '"""§10.6: redrawn."""', []),
        ("tests/ui/test_sanssouci_ui.py", "# §2.1.6", []),
        # elsewhere the document is named before the section, on the line
        ("gardenapp/core/x.py", "# Takenoko §2.2", ["§2.2 names no document (write docs/<doc>.md §2.2)"]),
        ("gardenapp/core/x.py", "# docs/rules/takenoko.md §2.2 and §2.3", []),
        ("gardenapp/core/x.py", "# docs/rules/takenoko.md §2.2, docs/formats.md §2.2", []),
        ("gardenapp/core/x.py", "# docs/formats.md §9", ["§9 is not a heading of docs/formats.md"]),
        ("gardenapp/games/sanssouci/x.py", "# docs/formats.md, spec §7", ["§7 is not a heading of docs/formats.md"]),
        ("gardenapp/core/x.py", "# docs/nothing.md", ["docs/nothing.md does not exist"]),
        # old names and issue numbers
        ("gardenapp/core/x.py", f"# see {OLD_FORMATS}", [f"{OLD_FORMATS} is an old name: cite docs/ (docs/README.md)"]),
        ("gardenapp/core/x.py", f"# see {OLD_RULES}", [f"{OLD_RULES} is an old name: cite docs/ (docs/README.md)"]),
        (
            "tests/test_x.py",
            f'"""{ISSUE_9}: the schema."""',
            [f"cites an issue ('{ISSUE_9}'): cite the docs section it meant"],
        ),
        ("tests/test_x.py", "def test_issue_9_x():", ["cites an issue ('issue_9'): cite the docs section it meant"]),
        # (written so that a grep for issue numbers finds nothing here)
        ("gardenapp/core/x.py", "# an undocumented tissue " + str(3), []),
        # in docs/, links resolve from the document's folder; a rules document cites itself
        ("docs/formats.md", f"as §5 says; [rules]({OLD_RULES}) §6.10 (see {ISSUE_9}, {OLD_FORMATS})", []),
        ("docs/rules/harmonies.md", "see [here](../formats.md) §1.9", ["§1.9 is not a heading of docs/formats.md"]),
        ("docs/rules/harmonies.md", "as in §6.55", ["§6.55 is not a heading of docs/rules/harmonies.md"]),
        (
            "docs/architecture.md",
            "see [the rules](" + "rules" + "/nothing.md)",
            ["docs/" + "rules" + "/nothing.md does not exist"],
        ),
    ],
)
def test_the_checker_tells_a_broken_reference(rel, line, expected):
    assert [f.what for f in faults_in(rel, line, {})] == expected
