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


def test_import_needs_numpy_and_ml_dtypes_alone():
    """`import gradtable` and a training step run with the generator's packages (PyYAML, Jinja2), scipy
    and threadpoolctl unimportable: they are loaded only by what uses them."""
    import subprocess
    import sys
    program = """
import sys
class Refuse:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("yaml", "jinja2", "scipy", "threadpoolctl"):
            raise ModuleNotFoundError(f"No module named {name!r} (refused by the test)")
sys.meta_path.insert(0, Refuse())
import gradtable as torch
model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
loss = ((model(torch.randn(8, 3)) - 1) ** 2).mean()
loss.backward()
opt.step()
loaded = sorted({m.split(".")[0] for m in sys.modules} & {"numpy", "ml_dtypes", "yaml", "jinja2", "scipy"})
print(loaded)
"""
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['ml_dtypes', 'numpy']"


def test_the_version_is_written_once():
    """pyproject.toml reads the version from gradtable.__version__ (runtime/__init__.py), the one place."""
    import gradtable
    text = (ROOT / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in text and 'version = {attr = "gradtable.__version__"}' in text
    assert not re.search(r'^version = "', text, re.M)
    assert re.fullmatch(r"\d+\.\d+\.\d+", gradtable.__version__)
    dependencies = ast.literal_eval(re.search(r"^dependencies = (\[.*?\])", text, re.M | re.S).group(1))
    assert sorted(d.split(">")[0] for d in dependencies) == ["ml_dtypes", "numpy", "scipy", "threadpoolctl"]
