"""The documentation's links to code lines still point at what they name.

docs/architecture.md links `[`def run_backward`](../runtime/autograd/engine.py#L29)`: the linked line
must contain the link's text (up to a `...`). When code moves, this test names the line it moved to.
"""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\[`([^`]+)`\]\(([^)#]+)#L(\d+)\)")
DOCS = sorted((ROOT / "docs").glob("*.md"))


def _links():
    for doc in DOCS:
        for text, target, line in LINK.findall(doc.read_text()):
            yield pytest.param(doc, text, (doc.parent / target).resolve(), int(line), id=f"{doc.name}:{text}")


@pytest.mark.parametrize("doc, text, path, line", list(_links()))
def test_line_links_point_at_what_they_name(doc, text, path, line):
    assert path.is_file(), f"{doc.name}: {path} does not exist"
    lines = path.read_text().splitlines()
    wanted = text.split("...")[0].rstrip(", ")
    if line <= len(lines) and wanted in lines[line - 1]:
        return
    found = [i + 1 for i, source in enumerate(lines) if wanted in source]
    pytest.fail(f"{doc.name}: line {line} of {path.relative_to(ROOT)} does not contain {wanted!r}; "
                f"it is on line(s) {found or 'none'}")


def test_there_are_links_to_check():
    assert len(list(_links())) >= 10
