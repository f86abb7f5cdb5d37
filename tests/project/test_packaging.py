"""pyproject.toml lists every package of runtime/ (a missing one installs fine in editable mode and
is silently left out of a wheel)."""
import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_runtime_package_is_listed():
    # (read with a pattern, not tomllib: the oldest Python supported, 3.10, has no tomllib)
    text = re.search(r"^packages = (\[.*?\])", (ROOT / "pyproject.toml").read_text(), re.M | re.S).group(1)
    listed = set(ast.literal_eval(text))
    found = {".".join(["gradtable", *p.parent.relative_to(ROOT / "runtime").parts])
             for p in (ROOT / "runtime").rglob("__init__.py")}
    assert not found - listed, f"runtime packages missing from pyproject.toml: {sorted(found - listed)}"
    assert not {p for p in listed - found if p.startswith("gradtable.") and p.split(".")[1]
                not in ("generated", "codegen")}, "pyproject.toml lists packages that do not exist"
