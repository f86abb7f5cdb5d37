"""The generated type stubs (codegen/stubs.py): editors and type checkers see the table's methods.

`Tensor.__mul__` and `gradtable.mul` are bound at import; the stubs state them. These tests run mypy
on a user's snippet against a package laid out as an install lays it out (gradtable/ with
generated/ inside), and check that the stubs cover every method the table binds.
"""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

import gradtable
from gradtable.generated import tensor_methods

ROOT = Path(__file__).resolve().parents[2]
TENSOR_STUB = ROOT / "runtime" / "core" / "tensor.pyi"
PACKAGE_STUB = ROOT / "runtime" / "__init__.pyi"


def _installed_layout(tmp_path):
    """gradtable/ as a wheel installs it: runtime/'s entries with generated/ inside (symlinks)."""
    package = tmp_path / "site" / "gradtable"
    package.mkdir(parents=True)
    for entry in (ROOT / "runtime").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    (package / "generated").symlink_to(ROOT / "generated")
    return tmp_path / "site"


def _mypy(tmp_path, source):
    pytest.importorskip("mypy")  # a test dependency (pyproject's `test` extra)
    script = tmp_path / "user.py"
    script.write_text(source)
    site = _installed_layout(tmp_path)
    result = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--follow-imports=silent",
                             "--cache-dir", str(tmp_path / "cache"), str(script)],
                            capture_output=True, text=True, cwd=tmp_path, env={"MYPYPATH": str(site), "PATH": ""})
    return result.stdout + result.stderr


def test_mypy_sees_table_methods_and_functions(tmp_path):
    output = _mypy(tmp_path, (
        "import gradtable as torch\n\n"
        "def step(a: torch.Tensor, b: torch.Tensor) -> None:\n"
        "    reveal_type(a * b)\n"
        "    reveal_type((a + 1).exp().sum(dim=0))\n"
        "    a += b\n"
        "    reveal_type(a == b)\n\n"
        "reveal_type(torch.mul)\n"
        "x = torch.randn(3, requires_grad=True)\n"
        "reveal_type(x)\n"
        "reveal_type(torch.zeros_like(x))\n"
        "reveal_type(torch.autograd.grad(x.sum(), x))\n"
        "reveal_type(next(torch.nn.Linear(2, 2).parameters()))\n"
        "reveal_type(torch.autograd.gradcheck(torch.exp, (x,)))\n"
        "torch.no_such_function  # __getattr__ keeps an unknown name from being an error\n"))
    assert output.count('Revealed type is "gradtable.core.tensor.Tensor"') == 5, output
    assert 'tuple[gradtable.core.tensor.Tensor | None, ...]"' in output, output
    assert 'Revealed type is "gradtable.nn.parameter.Parameter"' in output, output
    assert 'Revealed type is "bool"' in output, output
    assert "def (input: Any, other: Any, *, out: Any =) -> Any" in output, output  # (self is `input`; out=)
    assert "Success: no issues found" in output, output


def test_mypy_checks_calls_against_real_signatures(tmp_path):
    """The fallback __getattr__ covers unknown names only: a known method keeps its signature, so a
    wrong call to it is reported."""
    output = _mypy(tmp_path, "import gradtable as torch\n\ndef f(a: torch.Tensor) -> None:\n    a.numel(1, 2, 3)\n")
    assert "Too many arguments" in output, output


def _stub_methods():
    tree = ast.parse(TENSOR_STUB.read_text())
    tensor = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Tensor")
    return {n.name for n in tensor.body if isinstance(n, ast.FunctionDef)}


def test_every_bound_method_is_in_the_tensor_stub():
    bound = {n.targets[0].attr for n in ast.parse(Path(tensor_methods.__file__).read_text()).body
             if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Attribute)}
    missing = sorted(bound - _stub_methods())
    assert not missing, f"methods bound by generated/tensor_methods.py but not in tensor.pyi: {missing}"
    assert {"__mul__", "__rmul__", "__imul__", "exp", "sum", "matmul"} <= _stub_methods()


def test_every_table_function_is_in_the_package_stub():
    stub = PACKAGE_STUB.read_text()
    tree = ast.parse(stub)
    named = {a.asname for n in tree.body if isinstance(n, ast.ImportFrom) for a in n.names if a.asname}
    named |= {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    missing = sorted(name for name in tensor_methods.TORCH_FUNCTIONS if name not in named)
    assert not missing, f"gradtable functions missing from __init__.pyi: {missing}"
    assert all(hasattr(gradtable, name) for name in named if name != "__getattr__")


def test_the_package_is_marked_typed():
    assert (ROOT / "runtime" / "py.typed").is_file()
