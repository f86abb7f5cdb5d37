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
"""
import ast
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gradtable.codegen.generate import load

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "derivatives.yaml"


@dataclass
class Arg:
    """A tensor argument: its values and whether gradients flow into it."""
    array: np.ndarray
    differentiable: bool
    symmetrize: bool = False


class SampleError(ValueError):
    pass


def _make(kind, args, rng):
    if kind == "V":
        values = np.asarray(args[0])
        if values.dtype.kind == "f":
            return Arg(values.astype(np.float64), True)
        return Arg(values.astype(np.int64), False)
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
        return Arg(-v.array, v.differentiable, v.symmetrize) if isinstance(v, Arg) else -v
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return _make(node.func.id, [_evaluate(a, rng) for a in node.args], rng)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
        left, right = _evaluate(node.left, rng), _evaluate(node.right, rng)
        fn = {ast.Add: np.add, ast.Sub: np.subtract, ast.Mult: np.multiply}[type(node.op)]
        if isinstance(left, Arg):
            return Arg(fn(left.array, right), left.differentiable, left.symmetrize)
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


def entries(table=TABLE):
    return load(table)[0]


def cases(only=None, table=TABLE):
    out = []
    for entry in entries(table):
        if only and entry.name != only:
            continue
        samples = entry.samples or default_samples(entry)
        for i, s in enumerate(samples):
            out.append(Case(entry, i, s))
    return out
