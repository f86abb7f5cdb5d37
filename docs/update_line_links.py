"""Point the docs' links to code lines at where the named code is now: `make doc-links`.

A link such as [`def run_backward`](../runtime/autograd/engine.py#L46) names the code it points at;
tests/project/test_docs.py checks the linked line still contains that text. Code moves as the files
around it change, so this rewrites each stale line number to the one line that contains the text, and
lists the links it cannot settle (the text is gone, or on several lines) for a person to fix."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\[`([^`]+)`\]\(([^)#]+)#L(\d+)\)")


def wanted_text(link_text):
    """What the linked line must contain: the link's text up to a `...`."""
    return link_text.split("...")[0].rstrip(", ")


def update(doc):
    """Rewrite `doc`'s stale line links; return the ones left unsettled."""
    unsettled = []

    def settle(match):
        text, target, line = match.group(1), match.group(2), int(match.group(3))
        path = (doc.parent / target).resolve()
        if not path.is_file():
            unsettled.append(f"{doc.name}: {target} does not exist")
            return match.group(0)
        lines = path.read_text().splitlines()
        wanted = wanted_text(text)
        if line <= len(lines) and wanted in lines[line - 1]:
            return match.group(0)
        found = [i + 1 for i, source in enumerate(lines) if wanted in source]
        if len(found) != 1:
            unsettled.append(f"{doc.name}: {wanted!r} is on line(s) {found or 'none'} of {target}")
            return match.group(0)
        return f"[`{text}`]({target}#L{found[0]})"

    original = doc.read_text()
    updated = LINK.sub(settle, original)
    if updated != original:
        doc.write_text(updated)
        print(f"updated {doc.relative_to(ROOT)}")
    return unsettled


if __name__ == "__main__":
    problems = [p for doc in sorted((ROOT / "docs").glob("*.md")) for p in update(doc)]
    print("\n".join(problems) or "every line link points at what it names")
    sys.exit(1 if problems else 0)
