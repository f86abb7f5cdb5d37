"""Test cases built from derivatives.yaml itself: each entry's `samples:` (or defaults)
become argument lists, so a new entry is tested with no new test code.

A sample is an argument list such as "T(3, 4), P(4), dim=1", read with `ast`:
  T(shape) random normal   P(shape) positive   U(shape) in (-0.9, 0.9)
  C(shape) positive constant (no grad)  B(shape) bool mask       I(high, shape) int64 indices in [0, high)
  PD(..., n, n) symmetric positive-definite matrices
  Sym(x)   the op receives (x + x.mT) / 2, computed in the graph: gradients keep the symmetry
           (PyTorch's gradcheck wrapper for ops that read one triangle, e.g. eigh, cholesky)
  V(nested list) exact values: float64 and differentiable for float literals, int64 indices for ints
  (for ties, zeros and chosen indices that random samples would not hit)
plus numbers, inf, nan, strings, None, tuples, lists, and + - * between a tensor and a number.
The samples themselves are read by gradtable.codegen.samples (check-op of a user table uses them too).
"""
import functools
from pathlib import Path

import gradtable
from gradtable.codegen.generate import load
from gradtable.codegen.render import inplace_name
from gradtable.codegen.samples import (
    Arg,
    Case,
    SampleError,
    cases_of,
    complex_cases_of,
    default_samples,
    parse_sample,
    refusal_cases_of,
)
from gradtable.generated import ops

__all__ = ["Arg", "Case", "SampleError", "cases", "complex_cases", "default_samples", "entries", "gradtable_callable",
           "parse_sample", "public_name", "refusal_cases"]

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "derivatives.yaml"


def entries(table=TABLE):
    """The table's entries (a new list; the entries are shared: read them, do not change them)."""
    return list(_entries_of(Path(table).resolve()))


@functools.lru_cache(maxsize=4)
def _entries_of(path):
    # Read once per process: a dozen test modules build their cases from the table at collection.
    return tuple(load(path)[0])


def cases(only=None, table=TABLE):
    return cases_of(entries(table), only)


def complex_cases(only=None, table=TABLE):
    """One complex case per entry that takes complex inputs (tests/ops/test_complex_table.py says which run)."""
    return complex_cases_of(entries(table), only)


def refusal_cases(only=None, table=TABLE):
    """The complex sample of each entry PyTorch refuses complex inputs for (no_complex)."""
    return refusal_cases_of(entries(table), only)


# -- the Python function an entry's tests call --------------------------------------------------

def public_name(entry):
    """The Python name: `linalg_vector_norm` is linalg.vector_norm, `special_ndtr` special.ndtr, as in PyTorch."""
    if entry.python_module in ("linalg", "special", "fft"):
        return entry.name.removeprefix(entry.python_module + "_")
    return entry.name


#: Complex eigenvectors and singular vectors are defined up to a phase per column (e^{i phi}), which
#: LAPACK builds pick differently and PyTorch's gradients leave out (they are those of losses that do
#: not depend on it, the others raise): the gradient and PyTorch checks see |V| for a complex output
#: at these positions, as PyTorch's own OpInfo tests do (phase_free).
PHASE_FREE = {"linalg_eigh": (1,), "linalg_svd": (0, 2), "svd": (0, 2), "linalg_eig": (1,)}


def phase_free(entry, fn):
    """fn, with |output| in place of the complex outputs PHASE_FREE names for the entry."""
    positions = PHASE_FREE.get(entry.name)
    if positions is None:
        return fn

    def wrapped(*args, **kwargs):
        return tuple(o.abs() if i in positions and o.is_complex() else o for i, o in enumerate(fn(*args, **kwargs)))
    return wrapped


def gradtable_callable(entry):
    name = public_name(entry)
    if "function" in entry.variants:
        module = {"": gradtable, "nn.functional": gradtable.nn.functional,
                  "linalg": gradtable.linalg, "special": gradtable.special, "fft": gradtable.fft}[entry.python_module]
        return getattr(module, public_name(entry))
    if "method" in entry.variants:
        return lambda self, *a, **k: getattr(self, name)(*a, **k)
    # An internal overload of a public op (div.Scalar) is its own function; the public name dispatches.
    return getattr(ops, f"_{name}_{entry.signature.overload or 'default'}", None) or getattr(ops, name)


def inplace_callable(lib, entry):
    """The in-place op as PyTorch exposes it: a Tensor method, a function (torch.celu_, F.elu_), or
    only the internal op (F.silu(inplace=True)'s aten::silu_)."""
    name = inplace_name(entry)
    if ("method" in entry.variants) if entry.is_inplace else entry.inplace_method:
        return lambda self, *a, **k: getattr(self, name)(*a, **k)
    if ("function" in entry.variants) if entry.is_inplace else entry.inplace_function:
        return getattr({"": lib, "nn.functional": lib.nn.functional}[entry.python_module], name)
    return getattr(gradtable.generated.ops if lib is gradtable else lib.ops.aten, name)
