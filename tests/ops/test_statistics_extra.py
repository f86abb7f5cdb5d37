"""Issue 27's statistics reductions beyond what the table's samples reach (tests/ops/test_ops_table.py
checks gradients on those): integer, bool and half dtypes, nan and inf, 0-dim and empty inputs,
keyword names, and PyTorch's errors. Each expression is evaluated with gradtable and with PyTorch and
must give the same values, dtypes and requires_grad, or the same exception type and text."""
import numpy as np
import pytest

import gradtable

#: i: int64, f: float32 (distinct values), n: float64 with nan, inf and a tie, b: bool, h: float16,
#: s: a 0-dim float32, e: an empty (2, 0) float32, g: float64 that requires grad
EXPRESSIONS = [
    # nansum / nanmean: integers sum as int64, nanmean only for floating dtypes, an empty or all-nan slice
    "lib.nansum(n)", "lib.nansum(n, 1)", "lib.nansum(i)", "lib.nansum(b)", "lib.nansum(h)", "lib.nansum(e, 1)",
    "lib.nansum(f, dtype=lib.float64)", "n.nansum(axis=0, keepdims=True)", "lib.nansum(s)", "lib.nansum(g, 0)",
    "lib.nanmean(n)", "lib.nanmean(n, 1, True)", "lib.nanmean(e)", "lib.nanmean(i)", "lib.nanmean(s)",
    "lib.nanmean(lib.tensor([float('nan')]))", "lib.nanmean(h, 0)", "lib.nanmean(f, dtype=lib.float64)",
    "g.nanmean()",
    # var_mean / std_mean: a plain tuple; unbiased as the second positional argument; too few elements
    "lib.var_mean(f)", "lib.var_mean(f, 1)", "lib.var_mean(f, 1, True, True)", "lib.var_mean(f, True)",
    "lib.var_mean(f, unbiased=False)", "lib.var_mean(f, dim=(0, 1), correction=2, keepdim=True)",
    "lib.std_mean(n, 1)", "lib.std_mean(s)", "lib.var_mean(i)", "lib.std_mean(b)", "lib.var_mean(h, 0)",
    "lib.std_mean(f, axis=1, keepdims=True)", "lib.var_mean(g, 1)", "lib.std_mean(g)",
    # (found by make fuzz: infinities give the mean of PyTorch's Welford update, nan unless met last)
    "lib.var_mean(n, 1)", "lib.var_mean(n.t(), 0, keepdim=True)", "lib.std_mean(n[:, 2:], (0, 1))",
    "lib.var_mean(lib.tensor([1.0, float('inf')]))", "lib.var_mean(lib.tensor([float('inf'), 1.0]))",
    "lib.var_mean(lib.full((2, 3), float('inf')), 0)", "lib.var_mean(lib.tensor(float('-inf')))",
    # aminmax: nan propagates; named results; empty inputs and dims
    "lib.aminmax(n)", "lib.aminmax(n, dim=1)", "lib.aminmax(i, dim=0, keepdim=True)", "lib.aminmax(b)",
    "lib.aminmax(f, keepdim=True)", "lib.aminmax(s)", "lib.aminmax(s, dim=0)", "lib.aminmax(e, dim=0)",
    "lib.aminmax(e)", "lib.aminmax(e, dim=1)", "lib.aminmax(f, dim=2)", "lib.aminmax(f, 1)", "g.aminmax(dim=-1)",
    # median / nanmedian: the lower middle value; nan
    "lib.median(f)", "lib.median(n)", "lib.median(i)", "lib.median(h)", "lib.median(e)", "lib.median(s)",
    "lib.median(f, 1)", "lib.median(n, 1)", "lib.median(n, 0, True)", "lib.median(e, 0)", "lib.median(e, 1)",
    "lib.median(b)", "lib.median(s, 0)", "lib.median(f, dim=-1, keepdim=True)", "f.median(axis=0)",
    "lib.nanmedian(n)", "lib.nanmedian(n, 1)", "lib.nanmedian(lib.tensor([float('nan'), float('nan')]))",
    "lib.nanmedian(lib.tensor([[float('nan'), float('nan')], [1.0, float('nan')]]), 1)", "lib.nanmedian(i, 0)",
    "lib.nanmedian(e)", "lib.nanmedian(g)", "lib.median(g, 0)",
    # kthvalue: k out of range, nan counts as the largest
    "lib.kthvalue(f, 2)", "lib.kthvalue(f, 1, 0, True)", "lib.kthvalue(n, 3, 1)", "lib.kthvalue(i, 3)",
    "lib.kthvalue(f, 4, 1)", "lib.kthvalue(f, 0)", "lib.kthvalue(f, 3, -1)", "lib.kthvalue(s, 1)", "lib.kthvalue(s, 2)",
    "lib.kthvalue(e, 1, 0)", "lib.kthvalue(e, 1, 1)", "lib.kthvalue(b, 1)", "lib.kthvalue(h, 2, 0)",
    "f.kthvalue(2, dim=0)", "lib.kthvalue(g, 1, 0)",
    # mode: the smallest of the most frequent values, the index of its last occurrence
    "lib.mode(lib.tensor([[1.0, 2.0, 2.0, 3.0, 3.0], [4.0, 1.0, 4.0, 1.0, 0.5]]))", "lib.mode(i)", "lib.mode(b)",
    "lib.mode(lib.tensor([2, 1, 2, 2, 3]), 0, True)", "lib.mode(f, 0)", "lib.mode(s)", "lib.mode(e, 0)",
    "lib.mode(e, 1)", "lib.mode(h)", "lib.mode(g, 1)",
    # cummax / cummin: ties move the index on; nan stays once met
    "lib.cummax(n, 1)", "lib.cummin(n, 1)", "lib.cummax(lib.tensor([3, 1, 1, 2, 3]), 0)",
    "lib.cummin(lib.tensor([3, 1, 1, 2, 1]), 0)", "lib.cummax(b, 0)", "lib.cummax(s, 0)", "lib.cummin(e, 1)",
    "lib.cummax(f, 2)", "lib.cummax(h, 0)", "f.cummin(dim=0)", "lib.cummax(g, 1)",
    "lib.cummax(lib.tensor([float('nan'), 1.0, float('nan'), 2.0]), 0)",
    # logcumsumexp: floating only; -inf and inf; large values
    "lib.logcumsumexp(f, 1)", "lib.logcumsumexp(n, 1)", "lib.logcumsumexp(i, 0)", "lib.logcumsumexp(b, 0)",
    "lib.logcumsumexp(h, 0)", "lib.logcumsumexp(s, 0)", "lib.logcumsumexp(e, 1)",
    "lib.logcumsumexp(lib.tensor([-float('inf'), -float('inf'), 1.0, float('inf'), 2.0]), 0)",
    "lib.logcumsumexp(f * 1000, 0)", "g.logcumsumexp(dim=1)",
    # count_nonzero: int64, one dim or several, repeated dims
    "lib.count_nonzero(n)", "lib.count_nonzero(f, 1)", "lib.count_nonzero(i, (0,))", "lib.count_nonzero(b)",
    "lib.count_nonzero(f, (0, 1))", "lib.count_nonzero(f, (0, 0))", "lib.count_nonzero(f, 2)", "lib.count_nonzero(s)",
    "lib.count_nonzero(e, 1)", "lib.count_nonzero(lib.tensor([-0.0, 0.0, float('nan')]))", "f.count_nonzero(dim=0)",
    "lib.count_nonzero(g)",
    # diff: orders, prepend/append, bool, n past the size, the checks
    "lib.diff(f)", "lib.diff(f, 2, 0)", "lib.diff(f, n=5)", "lib.diff(f, 0)", "lib.diff(b)", "lib.diff(i, dim=0)",
    "lib.diff(f, prepend=f[:, :1], append=f)", "lib.diff(f, 1, 0, lib.zeros(1, 3))", "lib.diff(s)", "lib.diff(f, -1)",
    "lib.diff(f, append=lib.ones(3))", "lib.diff(f, append=lib.ones(2, 2), dim=0)", "lib.diff(e)", "lib.diff(e, 3)",
    "f.diff(axis=0)", "lib.diff(g, 2)", "lib.diff(g, 0)", "lib.diff(h)",
    # trapezoid / trapz / cumulative_trapezoid: sample points or a spacing, integers, no samples, the checks
    "lib.trapezoid(f)", "lib.trapezoid(f, lib.tensor([0.0, 1.0, 3.0]))", "lib.trapezoid(f, dx=2.0, dim=0)",
    "lib.trapezoid(i)", "lib.trapezoid(i, dx=2)", "lib.trapezoid(e)", "lib.trapezoid(e, lib.ones(0))",
    "lib.trapezoid(b)",
    "lib.trapezoid(f, dx=True)", "lib.trapezoid(f, lib.ones(2))", "lib.trapezoid(s)", "lib.trapezoid(f, f * 2, dim=0)",
    "lib.trapezoid(g, g.detach()[0])", "lib.trapz(f, dx=0.5)", "lib.trapz(g, g.detach() ** 2)",
    "lib.cumulative_trapezoid(f)", "lib.cumulative_trapezoid(f, lib.tensor([0.0, 1.0, 3.0]))",
    "lib.cumulative_trapezoid(g, dx=0.5, dim=0)", "lib.cumulative_trapezoid(e)", "lib.cumulative_trapezoid(b)",
    "lib.cumulative_trapezoid(i, dx=3)", "lib.cumulative_trapezoid(f, lib.ones(4))",
    # msort, ravel, swapaxes, swapdims
    "lib.msort(f)", "lib.msort(n)", "lib.msort(s)", "g.msort()", "lib.ravel(f.t())", "s.ravel()", "g.t().ravel()",
    "lib.swapaxes(f, 0, 1)", "f.swapaxes(axis0=1, axis1=0)", "lib.swapdims(g, -1, 0)", "f.swapdims(0, 2)",
    # histc: x's own range, one value, outside values and max, the checks; bincount with and without weights
    "lib.histc(f)", "lib.histc(f, 4, -1, 2)", "lib.histc(lib.tensor([2.0, 2.0]), 3)", "lib.histc(e, 3)",
    "lib.histc(lib.tensor([1.0, 2.0, 1.0, 5.0]), bins=4, min=0, max=3)", "lib.histc(n, 5, -1, 4)", "lib.histc(i, 3)",
    "lib.histc(f, 0)", "lib.histc(f, 3, 2, 1)", "lib.histc(lib.tensor([1.0, float('inf')]), 3)", "lib.histc(g, 2)",
    "lib.bincount(lib.tensor([0, 1, 1, 3]))", "lib.bincount(lib.tensor([0, 1, 1, 3]), minlength=6)",
    "lib.bincount(lib.tensor([0, 1, 1]), lib.tensor([0.5, 1.0, 2.0]))", "lib.bincount(lib.tensor([0, 1, 1]), i[0])",
    "lib.bincount(lib.tensor([0, 2]), g[0, :2])", "lib.bincount(lib.tensor([-1, 1]))", "lib.bincount(i)",
    "lib.bincount(f[0])", "lib.bincount(b)", "lib.bincount(lib.tensor([0, 1]), lib.ones(3))",
    "lib.bincount(lib.tensor([0, 1]), minlength=-1)", "lib.bincount(lib.tensor([], dtype=lib.int64))",
    # quantile / nanquantile: every interpolation, q a number or a tensor (0-dim, 1-D, empty), nan rows,
    # 0-dim input, keepdim with and without dim, PyTorch's checks in its order
    "lib.quantile(f, 0.3)", "lib.quantile(f, 0.5, 1)", "lib.quantile(f, 0.4, 0, True)", "lib.quantile(f, 1.0)",
    "lib.quantile(f, lib.tensor([0.0, 0.25, 1.0]), 1)", "lib.quantile(f, lib.tensor(0.7), dim=0, keepdim=True)",
    "lib.quantile(f, lib.tensor([0.1, 0.9]), keepdim=True)", "lib.quantile(f, lib.tensor([]), 1)",
    "lib.quantile(f.t(), lib.tensor([0.3, 0.6]), 0, interpolation='lower')",
    "lib.quantile(f, 0.3, 1, interpolation='higher')", "lib.quantile(f, 0.35, 1, interpolation='nearest')",
    "lib.quantile(f, lib.tensor([0.5, 0.125]), interpolation='nearest')",
    "lib.quantile(f, 0.3, interpolation='midpoint')",
    "lib.quantile(n, 0.5, 1)", "lib.quantile(n, lib.tensor([0.2, 0.8], dtype=lib.float64), 0)", "lib.quantile(s, 0.2)",
    "lib.quantile(s, 0.2, 0, True)", "lib.quantile(s, lib.tensor([0.5]), keepdim=True)", "lib.quantile(g, 0.5, 1)",
    "lib.quantile(f, True)", "lib.quantile(f, 0)", "f.quantile(0.3, axis=1, keepdims=True)",
    "lib.quantile(lib.tensor([1.0, 2.0, 2.0, float('inf')]), lib.tensor([0.5, 0.9]))",
    "lib.quantile(e, 0.5)", "lib.quantile(e, 0.5, 0)", "lib.quantile(f, lib.zeros(2, 2))", "lib.quantile(i, 0.5)",
    "lib.quantile(h, 0.5)", "lib.quantile(f, lib.tensor(0.5, dtype=lib.float64))", "lib.quantile(f, 1.5)",
    "lib.quantile(f, -0.25)", "lib.quantile(f, float('nan'))", "lib.quantile(f, lib.tensor([0.5, 1.5]))",
    "lib.quantile(f, lib.tensor([float('nan')]))", "lib.quantile(f, 0.5, interpolation='cubic')",
    "lib.quantile(f, 0.5, dim=2)", "lib.quantile(s, 0.5, dim=1)", "lib.quantile(e, 1.5, interpolation='x')",
    "lib.quantile(e, 0.5, interpolation='x')", "lib.quantile(e, 0.5, dim=3)", "lib.quantile(f, lib.tensor([3.0]), 3)",
    "lib.nanquantile(n, 0.5, 1)", "lib.nanquantile(n, lib.tensor([0.0, 0.3, 1.0], dtype=lib.float64), 1, True)",
    "lib.nanquantile(lib.tensor([[float('nan')] * 3, [1.0, float('nan'), 2.0]]), 0.4, 1)", "lib.nanquantile(n, 0.9)",
    "lib.nanquantile(n, 0.5, 0, interpolation='lower')", "lib.nanquantile(n, 0.5, 1, interpolation='midpoint')",
    "lib.nanquantile(f, 0.3, 1, interpolation='higher')", "n.nanquantile(0.75, dim=0, interpolation='nearest')",
    "lib.nanquantile(g, lib.tensor([0.2, 0.6], dtype=lib.float64), 0)", "lib.nanquantile(e, 0.5)",
    "lib.nanquantile(f, -0.5)", "lib.nanquantile(i, 0.5)",
    # cov / corrcoef: 1-D and 0-dim inputs, integer and half dtypes, weights, no observations, the checks
    "lib.cov(f)", "lib.cov(f.t())", "lib.cov(f[0])", "lib.cov(s)", "lib.cov(i)", "lib.cov(h)", "lib.cov(e)",
    "lib.cov(n)", "lib.cov(f, correction=0)", "lib.cov(f, correction=3)", "lib.cov(g, correction=2)",
    "lib.cov(f, fweights=lib.tensor([1, 0, 2]))", "lib.cov(f, fweights=lib.tensor([1, 0, 2], dtype=lib.int32))",
    "lib.cov(f, aweights=lib.tensor([0.5, 1.0, 2.0]))", "lib.cov(g, aweights=lib.tensor([0.5, 1.0, 2.0]).double())",
    "lib.cov(i, fweights=lib.tensor([2, 1, 1]), aweights=lib.tensor([0.5, 1.0, 0.25]), correction=2)",
    "f.cov(fweights=lib.tensor(3))", "lib.cov(e, fweights=lib.ones(0, dtype=lib.int64))",
    "lib.cov(lib.ones(2, 2, 2))", "lib.cov(b)", "lib.cov(f, fweights=lib.ones(3))",
    "lib.cov(f, aweights=lib.ones(3, dtype=lib.int64))", "lib.cov(f, fweights=lib.tensor([1, -1, 2]))",
    "lib.cov(f, aweights=lib.tensor([1.0, -1.0, 2.0]))", "lib.cov(f, fweights=lib.zeros(3, dtype=lib.int64))",
    "lib.cov(f, fweights=lib.ones(2, dtype=lib.int64))", "lib.cov(f, aweights=lib.ones(3, 1))",
    "lib.cov(f, correction=0.5)", "lib.cov(f, 1)",
    "lib.corrcoef(f)", "lib.corrcoef(f.t())", "lib.corrcoef(f[0])", "lib.corrcoef(s)", "lib.corrcoef(i)",
    "lib.corrcoef(n)", "lib.corrcoef(lib.tensor([[1.0, 2.0, 3.0], [2.0, 2.0, 2.0]]))", "lib.corrcoef(g)",
    "g.corrcoef()", "lib.corrcoef(lib.ones(2, 2, 2))", "lib.corrcoef(b)", "lib.corrcoef(e)",
    # gradient: every form of spacing and dim, both edge orders, integer and half inputs, the checks
    "lib.gradient(f.t())", "lib.gradient(f.t(), spacing=2)", "lib.gradient(f, spacing=2.0, dim=1)",
    "lib.gradient(f.t(), spacing=[1.0, 2.0])", "lib.gradient(f.t(), spacing=[1, 2])", "lib.gradient(f, dim=[1])",
    "lib.gradient(f.t(), dim=(0, 1), edge_order=2)", "lib.gradient(f, spacing=[2.0], dim=1)",
    "lib.gradient(f.t(), spacing=2, dim=[0, 1])", "lib.gradient(f.t(), spacing=(2.0, 3.0), dim=(1, 0))",
    "lib.gradient(n, spacing=[lib.tensor([0.0, 1.0, 3.0], dtype=lib.float64), lib.tensor([0.0, 1, 1.5, 4], "
    "dtype=lib.float64)])", "lib.gradient(n, spacing=[lib.tensor([0.0, 1.0, 1.5, 4.0], dtype=lib.float64)], dim=1, "
    "edge_order=2)", "lib.gradient(i.t(), spacing=[lib.tensor([0, 1, 3]), lib.tensor([0, 2])])",
    "lib.gradient(f, spacing=[lib.tensor([0.0, 1.0, 3.0])], dim=[-1], edge_order=2)", "lib.gradient(i.t())",
    "lib.gradient(i.t(), spacing=2)", "lib.gradient(h, edge_order=2)", "lib.gradient(g.t(), spacing=0.0)",
    "lib.gradient(g, dim=1)", "lib.gradient(f.t(), spacing=[lib.ones(2), lib.ones(2)])",
    "lib.gradient(i.byte())", "lib.gradient(f, edge_order=3)", "lib.gradient(f, spacing=[1.0, 2.0, 3.0])",
    "lib.gradient(f, spacing=[1.0], dim=[0, 1])", "lib.gradient(f, dim=2)", "lib.gradient(f)",
    "lib.gradient(f.t(), edge_order=2)", "lib.gradient(f, spacing=[lib.ones(3, 1), lib.ones(3)])",
    "lib.gradient(s)", "lib.gradient(s, dim=0)", "lib.gradient(f.t(), dim=[0, 0])", "lib.gradient(f, 2)",
    # frobenius_norm / nuclear_norm (deprecated JIT names): at::norm over <= 2 dims, linalg.matrix_norm 'nuc'
    "lib.frobenius_norm(f, (0, 1))", "lib.frobenius_norm(g, [1], True)", "lib.frobenius_norm(f, 0)",
    "lib.frobenius_norm(f, ())", "lib.frobenius_norm(n, 1)", "lib.frobenius_norm(e, (0, 1))",
    "lib.frobenius_norm(s, ())",
    "lib.frobenius_norm(f, (0, 1, 1))", "lib.frobenius_norm(i, (0,))", "lib.frobenius_norm(f)",
    "lib.nuclear_norm(f)", "lib.nuclear_norm(g, True)", "lib.nuclear_norm(g.t(), (1, 0))",
    "lib.nuclear_norm(lib.ones(2, 3, 4, dtype=lib.float64), (0, 2), True)", "lib.nuclear_norm(f[0])",
    "lib.nuclear_norm(f, (0,))",
    # histogram / histogramdd: equal bins over the input's range or `range` (a single value: one either side),
    # given edges (repeated, decreasing), weights, density, nan and inf, empty inputs, the checks in PyTorch's order
    "lib.histogram(f).hist", "lib.histogram(f, 4)", "lib.histogram(f, 3, range=(0.0, 5.0))",
    "lib.histogram(f, 3, range=(1, 1))",
    "lib.histogram(f, lib.tensor([-2.0, 0.0, 0.25, 4.0]))", "lib.histogram(f, lib.tensor([0.25, 0.25, 3.0]))",
    "lib.histogram(f, lib.tensor([3.0, 1.0]))", "lib.histogram(n, 3, range=(-1.0, 3.0))", "lib.histogram(n[1:2], 2)",
    "lib.histogram(n, lib.tensor([-inf, 0.0, inf], dtype=lib.float64))", "lib.histogram(s, 3)", "lib.histogram(e, 2)",
    "lib.histogram(f, 3, weight=f.abs(), density=True)", "lib.histogram(f, lib.tensor([-2.0, 0.0, 1.0]), density=True)",
    "lib.histogram(f, 2, weight=lib.zeros(2, 3), density=True)", "lib.histogram(f, 2, weight=lib.ones(3, 2))",
    "lib.histogram(g, 2)", "f.histogram(bins=lib.tensor([0.0, 1.0]))", "f.histogram(2, weight=lib.ones(6))",
    "lib.histogram(f, 0)", "lib.histogram(f, -2)", "lib.histogram(f, lib.tensor([0.0]))", "lib.histogram(i, 2)",
    "lib.histogram(h, 2)", "lib.histogram(f, 2, range=(2.0, 1.0))", "lib.histogram(f, 2, range=(0.0, inf))",
    "lib.histogram(f, 2, range=(0.0, 1.0, 2.0))", "lib.histogram(f, 2, weight=lib.ones(5))",
    "lib.histogram(f, 2, weight=lib.ones(6, dtype=lib.float64))", "lib.histogram(f, lib.tensor([[0.0, 1.0]]))",
    "lib.histogram(f, lib.tensor([0.0, 1.0], dtype=lib.float64))", "lib.histogram(i, lib.tensor([0, 1]))",
    "lib.histogram(i, lib.tensor([0.0, 1.0]))", "lib.histogram(i, 0, range=(1.0, 2.0, 3.0))",
    "lib.histogram(i, 2, range=(1.0, 2.0, 3.0))", "lib.histogram(i, 2, weight=lib.ones(2))",
    "lib.histogram(f, 2, range=(1.0, 0.0), weight=lib.ones(6, dtype=lib.float64))",
    "lib.histogram(f, lib.tensor([0.0]), weight=lib.ones(2))",
    "lib.histogram(i, lib.tensor([0, 1]), weight=lib.ones(2))",
    "lib.histogram(lib.tensor([1.0, float('nan')]), 2)",
    "lib.histogramdd(f, 2)", "lib.histogramdd(f.t(), [2, 3])", "lib.histogramdd(f.t(), (1, 2), [0.0, 1.0, -1.0, 1.0])",
    "lib.histogramdd(f.t(), [2, 2], weight=lib.tensor([1.0, 2.0, 4.0]), density=True)", "lib.histogramdd(g.t(), 2)",
    "lib.histogramdd(f.t(), [lib.tensor([-1.0, 2.0, 4.0]), lib.tensor([-3.0, 0.0, 5.0])])",
    "lib.histogramdd(f.view(3, 1, 2), 2, weight=lib.ones(3, 1))", "lib.histogramdd(lib.zeros(0, 2), 2)",
    "lib.histogramdd(f[0], 2)", "lib.histogramdd(f, [2])", "lib.histogramdd(f, [2, 0, 1])",
    "lib.histogramdd(f, 2, [0.0, 1.0])",
    "lib.histogramdd(i, 2)", "lib.histogramdd(i.t(), [lib.tensor([0, 1]), lib.tensor([0, 1])])",
    "lib.histogramdd(f, [lib.tensor([0.0, 1.0])])",
    "lib.histogramdd(f.t(), [lib.tensor([0.0, 1.0]), lib.tensor([0.0])])",
    "lib.histogramdd(f.t(), 2, weight=lib.ones(1, 3))",
]


def _namespace(lib):
    nan, inf = float("nan"), float("inf")
    return {"lib": lib, "inf": inf, "i": lib.tensor([[3, -1, 2], [0, 5, -4]]), "b": lib.tensor([True, False, True]),
            "f": lib.tensor([[1.5, -2.0, 0.25], [4.0, -0.5, 3.0]]),
            "n": lib.tensor([[1.0, nan, 2.0, -inf], [3.0, 0.5, 0.5, inf], [nan, nan, -1.0, 2.0]], dtype=lib.float64),
            "h": lib.tensor([1.0, 3.0, 2.0], dtype=lib.float16), "s": lib.tensor(2.5), "e": lib.zeros(2, 0),
            "g": lib.tensor([[0.5, -1.0, 2.0], [1.5, 0.25, -3.0]], dtype=lib.float64, requires_grad=True)}


def _evaluate(lib, expression):
    try:
        result = eval(expression, _namespace(lib))
    except (RuntimeError, TypeError, NotImplementedError, ValueError, IndexError) as error:
        return "raised", f"{type(error).__name__}: {str(error).splitlines()[0]}"
    results = _flat(result)
    # (the version too: trapezoid with no samples gives PyTorch's zeros, empty().zero_(), version 1)
    return type(result).__name__, [(np.asarray(r.detach().numpy()), str(r.dtype).split(".")[-1], r.requires_grad,
                                    r._version) for r in results]


def _flat(result):
    """The tensors of a result, nested tuples (histogramdd's edges) flattened."""
    return [t for item in result for t in _flat(item)] if isinstance(result, tuple) else [result]


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_matches_pytorch(expression, torch):
    ours, theirs = _evaluate(gradtable, expression), _evaluate(torch, expression)
    if theirs[0] == "raised":
        assert ours == theirs
        return
    assert ours[0] != "raised", f"gradtable raised {ours[1]}"
    assert ours[0] == theirs[0]   # Tensor, tuple, or the name of the op's return_types
    assert len(ours[1]) == len(theirs[1])
    for (a, a_dtype, a_grad, a_version), (b, b_dtype, b_grad, b_version) in zip(ours[1], theirs[1]):
        assert a_dtype == b_dtype and a.shape == b.shape and a_grad == b_grad and a_version == b_version
        a, b = a.astype(np.float64), b.astype(np.float64)
        np.testing.assert_allclose(a, b, rtol=2e-6, atol=1e-12, equal_nan=True)


def test_tuple_kinds_match_pytorch(torch):
    """var_mean / std_mean give a plain tuple; the others named results of PyTorch's return_types."""
    for lib in (gradtable, torch):
        x = lib.ones(2, 3)
        assert type(lib.var_mean(x)) is tuple and type(lib.std_mean(x, 1)) is tuple
        assert lib.aminmax(x).max is not None and lib.cummax(x, 0).indices is not None
        assert repr(lib.cummax(lib.tensor([1, 3]), 0)).startswith("torch.return_types.cummax(")


GRADIENTS = [
    # ties: evenly shared (median of all elements, aminmax), or to the selected index (median.dim)
    "lib.median(x)", "lib.nanmedian(x)", "lib.aminmax(x)[0]", "lib.aminmax(x)[1] * 2 + lib.aminmax(x)[0]",
    "lib.aminmax(x, dim=1)[1]", "lib.median(x, 1)[0]", "lib.mode(x, 1)[0]", "lib.kthvalue(x[:, :2], 2, 0)[0]",
    "lib.cummax(x, 1)[0]", "lib.cummin(x, 0)[0]",
    # nan: nansum's gradient skips it, nanmean divides by the count
    "lib.nansum(y)", "lib.nanmean(y, 1)", "lib.nansum(y * 1e308 * 10, 0)",
    # one of the two results used
    "lib.var_mean(x, 1)[0]", "lib.var_mean(x, 1)[1]", "lib.std_mean(x)[0] + lib.std_mean(x)[1]",
    "lib.std_mean(lib.ones(3, dtype=lib.float64, requires_grad=True) * x[0, 0])[0]",
    # logcumsumexp: gradients of both signs, -inf inputs
    "lib.logcumsumexp(x, 1) * lib.tensor([1.0, -2.0, 0.5, -1.0], dtype=lib.float64)",
    "lib.logcumsumexp(y.nan_to_num(-float('inf')), 0)",
    # quantile: the two neighbours share by the fraction, ties and nan rows; q's own gradient
    "lib.quantile(x, 0.3)", "lib.quantile(x, 0.4, 1, interpolation='midpoint')", "lib.quantile(x, 0.5, 0, True)",
    "lib.quantile(x, lib.tensor([0.1, 0.7], dtype=lib.float64), 1, interpolation='nearest')",
    "lib.quantile(x, q)", "lib.quantile(x, q * 0.5, 0, interpolation='lower')", "lib.nanquantile(y, q, 1)",
    "lib.nanquantile(y, 0.5)", "lib.quantile(y, q, 1)", "lib.nanquantile(y, q, 0, interpolation='midpoint')",
    # gradient: even and uneven spacing, both edge orders
    "lib.gradient(x)[0] * 2 + lib.gradient(x)[1]", "lib.gradient(x, spacing=0.5, dim=1, edge_order=2)[0]",
    "lib.gradient(x, spacing=[q.detach() * 4 - lib.arange(2), lib.tensor([0.0, 1, 1.5, 4], dtype=lib.float64)])[1]",
    "lib.gradient(x, spacing=[lib.tensor([0.0, 1, 1.5, 4], dtype=lib.float64)], dim=1, edge_order=2)[0]",
    # cov / corrcoef: weighted, and a constant row (corrcoef's nan) beside the others
    "lib.cov(x)", "lib.cov(x.t(), correction=0)", "lib.cov(x, aweights=q.detach()[:1].expand(4) + lib.arange(4))",
    "lib.cov(x, fweights=lib.tensor([1, 0, 2, 3]), aweights=lib.tensor([0.5, 1.0, 2.0, 0.25], dtype=lib.float64))",
    "lib.corrcoef(x)", "lib.corrcoef(x[0])",
    "lib.corrcoef(x[:2, :3]) * lib.tensor([[1.0, -2.0], [0.5, 3.0]], dtype=lib.float64)",
]


def _gradient_inputs(lib):
    x = lib.tensor([[1.0, 2.0, 2.0, -1.0], [0.5, 0.5, 3.0, 3.0], [2.0, -1.0, 2.0, -1.0]], dtype=lib.float64)
    y = lib.tensor([[1.0, float("nan"), 2.0], [float("nan"), float("nan"), -3.0]], dtype=lib.float64)
    q = lib.tensor([0.35, 0.8], dtype=lib.float64)
    return x.requires_grad_(), y.requires_grad_(), q.requires_grad_()


@pytest.mark.parametrize("expression", GRADIENTS)
def test_gradients_match_pytorch(expression, torch):
    results = []
    for lib in (gradtable, torch):
        x, y, q = _gradient_inputs(lib)
        out = eval(expression, {"lib": lib, "x": x, "y": y, "q": q})
        grads = lib.autograd.grad(out.sum(), (x, y, q), allow_unused=True)
        results.append([None if g is None else g.detach().numpy() for g in grads])
    for a, b in zip(*results):
        assert (a is None) == (b is None)
        if b is not None:
            np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-300, equal_nan=True)


@pytest.mark.parametrize("op", ["median", "kthvalue"])
def test_index_of_a_tie_points_at_an_equal_element(op, torch):
    """Where PyTorch's selection picks an unspecified one of several equal elements, gradtable picks the
    earliest (docs/known-differences.md): the values agree, and each index points at the value."""
    rows = [[2.0, 2.0, 2.0], [5.0, 5.0, 1.0, 1.0, 5.0, 1.0][:3], [1.0, 2.0, 2.0]]
    x = gradtable.tensor(rows)
    values, indices = gradtable.median(x, 1) if op == "median" else gradtable.kthvalue(x, 2, 1)
    theirs = torch.median(torch.tensor(rows), 1) if op == "median" else torch.kthvalue(torch.tensor(rows), 2, 1)
    assert values.tolist() == theirs.values.tolist()
    assert x.gather(1, indices.unsqueeze(1)).squeeze(1).tolist() == values.tolist()


@pytest.mark.parametrize("op", ["var", "std", "var_mean", "std_mean", "cov", "corrcoef", "Tensor.cov"])
def test_too_few_elements_warn_as_pytorch_at_the_callers_line(op, torch):
    for lib in (gradtable, torch):
        name = op.split(".")[-1].replace("corrcoef", "cov")
        with pytest.warns(UserWarning, match=rf"^{name}\(\): degrees of freedom is <= 0") as record:
            (getattr(lib.Tensor, name) if "." in op else getattr(lib, op))(lib.ones(1))
        assert record[0].filename == __file__


def test_histogram_refuses_a_float_bins_as_pytorch(torch):
    """A float for bins fits neither overload (PyTorch's parser lists them; gradtable names the argument)."""
    for lib in (gradtable, torch):
        with pytest.raises(TypeError, match="histogram"):
            lib.histogram(lib.ones(3), 2.5)
