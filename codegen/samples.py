"""A table entry's `samples:` (or default ones) as argument lists: what the table-driven tests
(tests/table_cases.py) and check-op (codegen/check_op.py) call each op with, so a new entry, built-in
or in a user table, is checked with no new test code.

A sample is an argument list such as "T(3, 4), P(4), dim=1", read with `ast`:
  T(shape) random normal   P(shape) positive   U(shape) in (-0.9, 0.9)   Z(shape) complex normal
  C(shape) positive constant (no grad)  B(shape) bool mask       I(high, shape) int64 indices in [0, high)
  PD(..., n, n) symmetric positive-definite matrices
  HPD(..., n, n) complex Hermitian positive-definite matrices
  Sym(x)   the op receives (x + x.mT) / 2 (complex: (x + x.mH) / 2), computed in the graph: gradients keep
           the symmetry (PyTorch's gradcheck wrapper for ops that read one triangle, e.g. eigh, cholesky)
  Tril(x) / Triu(x)  the op receives x's lower / upper triangle, computed in the graph (for ops that read
           one triangle of a factor: solve_triangular, cholesky_solve)
  CholL(x) / CholU(x)  likewise, with a real diagonal when complex (a Cholesky factor's, which potri reads
           as real: PyTorch's gradcheck wrapper for cholesky_inverse)
  Int32(nested list) exact int32 values (LAPACK's pivots)
  V(nested list) exact values: float64 and differentiable for float literals, int64 indices for ints
  (for ties, zeros and chosen indices that random samples would not hit)
plus numbers, inf, nan, strings, None, tuples, lists, and + - * between a tensor and a number.
"""
import ast
import zlib
from dataclasses import dataclass

import numpy as np


@dataclass
class Arg:
    """A tensor argument: its values and whether gradients flow into it."""
    array: np.ndarray
    differentiable: bool
    symmetrize: bool = False
    triangle: str = ""   # "lower" / "upper": the op gets that triangle of the tensor (Tril / Triu)


class SampleError(ValueError):
    pass


def _make(kind, args, rng):
    if kind == "V":
        values = np.asarray(args[0])
        if values.dtype.kind in "fc":
            return Arg(values.astype(np.complex128 if values.dtype.kind == "c" else np.float64), True)
        return Arg(values.astype(np.int64), False)
    if kind == "Int32":
        return Arg(np.asarray(args[0], dtype=np.int32), False)
    if kind == "I":
        high, shape = args[0], tuple(args[1:])
        return Arg(rng.integers(0, high, shape).astype(np.int64), False)
    shape = tuple(args)
    if kind == "T":  # asarray: T() is a 0-dim tensor, not a Python float
        return Arg(np.asarray(rng.standard_normal(shape)), True)
    if kind == "Z":
        return Arg(np.asarray(rng.standard_normal(shape) + 1j * rng.standard_normal(shape)), True)
    if kind == "P":
        return Arg(rng.uniform(0.5, 2.0, shape), True)
    if kind == "U":
        return Arg(rng.uniform(-0.9, 0.9, shape), True)
    if kind == "C":
        return Arg(rng.uniform(0.5, 2.0, shape), False)
    if kind == "B":
        return Arg(rng.random(shape) > 0.5, False)
    if kind == "PD":
        a = rng.standard_normal(shape)
        return Arg(a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1]), True)
    if kind == "HPD":
        a = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
        return Arg(a @ np.conj(np.swapaxes(a, -1, -2)) + shape[-1] * np.eye(shape[-1]), True)
    if kind == "Sym":
        if len(args) != 1 or not isinstance(args[0], Arg):
            raise SampleError("Sym(...) takes one tensor sample, e.g. Sym(T(3, 3))")
        return Arg(args[0].array, args[0].differentiable, symmetrize=True)
    if kind in ("Tril", "Triu", "CholL", "CholU"):
        if len(args) != 1 or not isinstance(args[0], Arg):
            raise SampleError(f"{kind}(...) takes one tensor sample, e.g. {kind}(PD(3, 3))")
        triangle = "lower" if kind in ("Tril", "CholL") else "upper"
        return Arg(args[0].array, args[0].differentiable, triangle=triangle + ("-real" if kind[:4] == "Chol" else ""))
    raise SampleError(f"unknown sample constructor {kind!r}")


def _evaluate(node, rng):
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name) and node.id in ("inf", "nan"):
        return float(node.id)
    if isinstance(node, (ast.Tuple, ast.List)):
        values = [_evaluate(e, rng) for e in node.elts]
        return tuple(values) if isinstance(node, ast.Tuple) else values
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = _evaluate(node.operand, rng)
        return Arg(-v.array, v.differentiable, v.symmetrize, v.triangle) if isinstance(v, Arg) else -v
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return _make(node.func.id, [_evaluate(a, rng) for a in node.args], rng)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
        left, right = _evaluate(node.left, rng), _evaluate(node.right, rng)
        fn = {ast.Add: np.add, ast.Sub: np.subtract, ast.Mult: np.multiply}[type(node.op)]
        if isinstance(left, Arg):
            return Arg(fn(left.array, right), left.differentiable, left.symmetrize, left.triangle)
        if type(left) in (int, float, complex) and type(right) in (int, float, complex):
            return fn(left, right).item()   # a Python number (1.5 - 2j: a complex Scalar PyTorch takes)
        return fn(left, right)
    raise SampleError(f"unsupported sample syntax: {ast.unparse(node)}")


def parse_sample(text, seed):
    rng = np.random.default_rng(seed)
    call = ast.parse(f"f({text})", mode="eval").body
    args = [_evaluate(a, rng) for a in call.args]
    kwargs = {k.arg: _evaluate(k.value, rng) for k in call.keywords}
    return args, kwargs


def default_samples(entry):
    """T(3, 4) for each tensor argument (+ a broadcasting case for binary ops)."""
    params = entry.signature.params
    required = [p for p in params if not p.has_default]
    if any(not (p.is_tensor) for p in required):
        return []
    tensors = [p for p in required if p.is_tensor]
    samples = [", ".join("T(3, 4)" for _ in tensors)]
    if len(tensors) == 2:
        samples.append("T(3, 4), T(4)")
    return samples


@dataclass
class Case:
    """One sample of an entry. `complex`: its float tensors that take gradients made complex (a
    derived complex case: id entry#c0), for an entry whose complex_samples do not say otherwise;
    "all": every float tensor (a refusal case)."""
    entry: object
    index: int
    sample: str
    complex: bool = False

    @property
    def id(self):
        return f"{self.entry.signature.full_name}#{'c' if self.complex else ''}{self.index}"

    def build(self):
        seed = zlib.crc32(self.id.encode())
        args, kwargs = parse_sample(self.sample, seed)
        if self.complex:
            rng = np.random.default_rng(seed + 1)
            for leaf in flatten_args(args, []) + flatten_args(kwargs, []):
                if (leaf.differentiable or self.complex == "all") and leaf.array.dtype.kind == "f":
                    leaf.array = leaf.array + 0.5j * rng.standard_normal(leaf.array.shape)
        return args, kwargs


# -- calling an op on a sample ------------------------------------------------------------------

def flatten_args(value, out):
    """The Arg leaves of a sample's arguments, in order (positional, then keywords)."""
    if isinstance(value, Arg):
        out.append(value)
    elif isinstance(value, (list, tuple)):
        for v in value:
            flatten_args(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            flatten_args(v, out)
    return out


def substitute(value, tensors, it):
    if isinstance(value, Arg):
        t = tensors[next(it)]
        if value.triangle:
            t = t.tril() if value.triangle.startswith("lower") else t.triu()
            if value.triangle.endswith("-real") and t.is_complex():   # (the diagonal's imaginary part taken off)
                t = t - (t.diagonal(0, -2, -1).imag * 1j).diag_embed()
            return t
        if value.symmetrize:   # (Hermitian for a complex tensor: the matrices eigh and cholesky read)
            return (t + (t.mH if t.is_complex() else t.mT)) / 2
        return t
    if isinstance(value, list):
        return [substitute(v, tensors, it) for v in value]
    if isinstance(value, tuple):
        return tuple(substitute(v, tensors, it) for v in value)
    return value


def call_with(fn, args, kwargs, tensors):
    """fn on the sample's arguments, its Arg leaves replaced by tensors (in flatten_args order)."""
    it = iter(range(len(tensors)))
    a = [substitute(v, tensors, it) for v in args]
    k = {key: substitute(v, tensors, it) for key, v in kwargs.items()}
    return fn(*a, **k)


def outputs_of(result):
    """An op's result as a tuple of outputs (a list among them flattened: histogramdd's edges)."""
    if isinstance(result, (tuple, list)):
        return tuple(t for item in result for t in (item if isinstance(item, (tuple, list)) else (item,)))
    return (result,)


def gradtable_tensors(leaves):
    """gradtable tensors of the Arg leaves: float and complex ones require grad when differentiable."""
    import gradtable  # (the generator never imports this module; checks do, once gradtable runs)

    return [gradtable.tensor(a.array, requires_grad=a.differentiable)
            if a.array.dtype.kind in "fc" else gradtable.tensor(a.array) for a in leaves]


def random_values(rng, shape, complex_values=False):
    """Standard normal values (gradients to seed a backward with); complex ones for a complex output."""
    values = rng.standard_normal(shape)
    return values + 1j * rng.standard_normal(shape) if complex_values else values


def differentiable(t):
    """Whether a tensor (gradtable's or torch's) has a dtype autograd differentiates: floating or complex."""
    return t.dtype.is_floating_point or t.dtype.is_complex


def cases_of(entries, only=None):
    """One Case per sample (or default sample) of each entry, of op `only` when given."""
    return [Case(entry, i, s) for entry in entries if not only or entry.name == only
            for i, s in enumerate(entry.samples or default_samples(entry))]


def complex_cases_of(entries, only=None):
    """The complex cases of the entries that take complex inputs (no `no_complex`): their complex_samples
    (ids entry#c0, ...), or one derived from the first sample whose float tensors are made complex."""
    out = []
    for entry in entries:
        if ((only and entry.name != only) or entry.no_complex is not None or entry.is_inplace
                or not entry.complex_autograd):
            continue
        if entry.complex_samples:
            out += [Case(entry, f"c{i}", s) for i, s in enumerate(entry.complex_samples)]
            continue
        samples = entry.samples or default_samples(entry)
        if any(_has_tensor(s, "c") for s in samples):
            continue   # its own samples are complex: the real tests run them
        first = next((i for i, s in enumerate(samples) if _has_tensor(s, "f")), None)
        if first is not None:
            out.append(Case(entry, first, samples[first], complex=True))
    return out


def refusal_cases_of(entries, only=None):
    """For each entry that refuses complex inputs (no_complex) or their gradients (complex_autograd: false),
    its first complex sample, or its first sample made complex (every float tensor, constants too)."""
    return [Case(entry, "c0", entry.complex_samples[0]) if entry.complex_samples
            else Case(entry, 0, (entry.samples or default_samples(entry))[0], complex="all") for entry in entries
            if (not only or entry.name == only) and (entry.no_complex is not None or not entry.complex_autograd)
            and (entry.complex_samples or entry.samples or default_samples(entry))]


def _has_tensor(sample, kind):
    """Whether the sample has a tensor that takes gradients of NumPy kind `kind` ("f" float, "c" complex)."""
    args, kwargs = parse_sample(sample, 0)
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    return any(a.differentiable and a.array.dtype.kind == kind for a in leaves)
