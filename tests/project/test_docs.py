"""The documentation's links to code lines still point at what they name.

docs/architecture.md links `[`def run_backward`](../runtime/autograd/engine.py#L29)`: the linked line
must contain the link's text (up to a `...`). When code moves, this test names the line it moved to.
"""
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = sorted((ROOT / "docs").glob("*.md"))
# (the link syntax and what a link names are the fixer's, docs/update_line_links.py: one copy)
_spec = importlib.util.spec_from_file_location("update_line_links", ROOT / "docs" / "update_line_links.py")
links = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(links)
LINK = links.LINK


def _links():
    for doc in DOCS:
        for text, target, line in LINK.findall(doc.read_text()):
            yield pytest.param(doc, text, (doc.parent / target).resolve(), int(line), id=f"{doc.name}:{text}")


@pytest.mark.parametrize("doc, text, path, line", list(_links()))
def test_line_links_point_at_what_they_name(doc, text, path, line):
    assert path.is_file(), f"{doc.name}: {path} does not exist"
    lines = path.read_text().splitlines()
    wanted = links.wanted_text(text)
    if line <= len(lines) and wanted in lines[line - 1]:
        return
    found = [i + 1 for i, source in enumerate(lines) if wanted in source]
    pytest.fail(f"{doc.name}: line {line} of {path.relative_to(ROOT)} does not contain {wanted!r}; "
                f"it is on line(s) {found or 'none'} (`make doc-links` rewrites the line numbers)")


def test_there_are_links_to_check():
    assert len(list(_links())) >= 10
