"""The built-in table's generated modules read numpy through kernels/numpy_names.np, a copy of numpy's
namespace without numpy's module `__getattr__` (which keeps CPython 3.11 from specialising `np.<name>`).
A name numpy only makes on first use (its lazy submodules) is not in the copy: no generated line may use one."""
import ast
import pathlib

import numpy

from gradtable.kernels.numpy_names import np

GENERATED = pathlib.Path(__file__).resolve().parents[2] / "generated"


def _np_attributes(source):
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "np":
            yield node.attr


def test_every_numpy_name_the_generated_code_uses_is_in_the_copy():
    for path in sorted(GENERATED.glob("*.py")):
        source = path.read_text()
        if "numpy_names import np" not in source:
            continue
        missing = sorted({name for name in _np_attributes(source) if name not in vars(np)})
        assert not missing, f"{path.name} uses numpy names the copy lacks (lazily imported by numpy): {missing}"


def test_the_copy_is_numpys_namespace_without_its_getattr():
    assert "__getattr__" in vars(numpy) and "__getattr__" not in vars(np)
    assert np.multiply is numpy.multiply and np.ndarray is numpy.ndarray and np.linalg is numpy.linalg


def test_user_tables_keep_numpy_itself():
    """A user table's forwards may use any numpy name, lazily imported ones too (np.fft): the example
    table's generated modules (regenerated and compared by `make check-generated`) import numpy itself."""
    example = pathlib.Path(__file__).resolve().parents[2] / "examples" / "custom_table" / "my_ops"
    for name in ("ops.py", "functions.py"):
        source = (example / name).read_text()
        assert "\nimport numpy as np\n" in source and "numpy_names" not in source
