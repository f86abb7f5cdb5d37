"""A table entry's `samples:` (or default ones) as argument lists: what the table-driven tests
(tests/table_cases.py) and check-op (codegen/check_op.py) call each op with, so a new entry, built-in
or in a user table, is checked with no new test code.

A sample is an argument list such as "T(3, 4), P(4), dim=1", read with `ast`:
  T(shape) random normal   P(shape) positive   U(shape) in (-0.9, 0.9)
  C(shape) positive constant (no grad)  B(shape) bool mask       I(high, shape) int64 indices in [0, high)
  PD(..., n, n) symmetric positive-definite matrices
  Sym(x)   the op receives (x + x.mT) / 2, computed in the graph: gradients keep the symmetry
           (PyTorch's gradcheck wrapper for ops that read one triangle, e.g. eigh, cholesky)
  Tril(x) / Triu(x)  the op receives x's lower / upper triangle, computed in the graph (for ops that read
           one triangle of a factor: solve_triangular, cholesky_solve)
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
        if values.dtype.kind == "f":
            return Arg(values.astype(np.float64), True)
        return Arg(values.astype(np.int64), False)
    if kind == "Int32":
        return Arg(np.asarray(args[0], dtype=np.int32), False)
    if kind == "I":
        high, shape = args[0], tuple(args[1:])
        return Arg(rng.integers(0, high, shape).astype(np.int64), False)
    shape = tuple(args)
    if kind == "T":  # asarray: T() is a 0-dim tensor, not a Python float
        return Arg(np.asarray(rng.standard_normal(shape)), True)
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
    if kind == "Sym":
        if len(args) != 1 or not isinstance(args[0], Arg):
            raise SampleError("Sym(...) takes one tensor sample, e.g. Sym(T(3, 3))")
        return Arg(args[0].array, args[0].differentiable, symmetrize=True)
    if kind in ("Tril", "Triu"):
        if len(args) != 1 or not isinstance(args[0], Arg):
            raise SampleError(f"{kind}(...) takes one tensor sample, e.g. {kind}(PD(3, 3))")
        return Arg(args[0].array, args[0].differentiable, triangle="lower" if kind == "Tril" else "upper")
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
    entry: object
    index: int
    sample: str

    @property
    def id(self):
        return f"{self.entry.signature.full_name}#{self.index}"

    def build(self):
        seed = zlib.crc32(self.id.encode())
        return parse_sample(self.sample, seed)


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
            return t.tril() if value.triangle == "lower" else t.triu()
        return (t + t.mT) / 2 if value.symmetrize else t
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
    """An op's result as a tuple of outputs."""
    if isinstance(result, (tuple, list)):
        return tuple(result)
    return (result,)


def gradtable_tensors(leaves):
    """gradtable tensors of the Arg leaves: float ones require grad when differentiable."""
    import gradtable  # (the generator never imports this module; checks do, once gradtable runs)

    return [gradtable.tensor(a.array, requires_grad=a.differentiable and a.array.dtype.kind == "f")
            if a.array.dtype.kind == "f" else gradtable.tensor(a.array) for a in leaves]


def cases_of(entries, only=None):
    """One Case per sample (or default sample) of each entry, of op `only` when given."""
    return [Case(entry, i, s) for entry in entries if not only or entry.name == only
            for i, s in enumerate(entry.samples or default_samples(entry))]
