"""The float32 kernels of layer norm and softmax (row sums as BLAS products, softmax without the max shift
where the row sums allow it) against PyTorch: values and gradients over shapes (size 0, rows of one
element, non-contiguous inputs, inputs far from 0) and the special values (-inf from a mask, a fully
masked row, nan, inf, exp overflowing). Where bits may differ, the test asks for PyTorch's accuracy:
the error against PyTorch in float64 at most a few times PyTorch's own float32 error."""
import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import gradtable

EPS32 = float(np.finfo(np.float32).eps)


def _leaf(lib, base, dtype=None):
    t = lib.tensor(base)
    if dtype is not None:
        t = t.to(dtype)
    return t.requires_grad_()


def _view(t, transposed):
    """The input the op sees: the leaf itself, or a non-contiguous view of it (dims reversed)."""
    return t.permute(*reversed(range(t.ndim))) if transposed else t


def _arrays(out):
    return [None if t is None else t.detach().double().numpy() for t in out]


def _assert_as_accurate(ours, theirs, exact, condition=1.0, factor=4.0, what=""):
    """ours within `factor` times PyTorch's float32 error of the float64 answer plus 8 ulp of the largest
    magnitude times `condition` (how much float32 rounding of the inputs' scale the problem itself
    amplifies: any float32 order of summation may be that far off), with nan exactly where PyTorch has
    nan and infinities equal."""
    for i, (a, b, r) in enumerate(zip(ours, theirs, exact)):
        if b is None:
            assert a is None, (what, i)
            continue
        assert a.shape == b.shape, (what, i, a.shape, b.shape)
        np.testing.assert_array_equal(np.isnan(a), np.isnan(b), err_msg=f"{what} output {i}: nan positions")
        finite = np.isfinite(b)
        np.testing.assert_array_equal(a[~finite & ~np.isnan(b)], b[~finite & ~np.isnan(b)])
        if not finite.any():
            continue
        a, b, r = a[finite], b[finite], r[finite]
        scale = float(np.abs(r).max()) if np.isfinite(r).all() else float(np.abs(b).max())
        bound = factor * float(np.abs(b - r).max()) + 8 * EPS32 * condition * scale
        assert float(np.abs(a - r).max()) <= bound, (what, i, float(np.abs(a - r).max()), bound)


def _layer_norm_case(lib, x, w, b, shape, g, transposed, dtype=None):
    leaves = [None if v is None else _leaf(lib, v, dtype) for v in (x, w, b)]
    y = lib.nn.functional.layer_norm(_view(leaves[0], transposed), shape, leaves[1], leaves[2], 1e-5)
    gy = lib.tensor(g)
    if dtype is not None:
        gy = gy.to(dtype)
    y.backward(gy)
    return _arrays([y] + [None if t is None else t.grad for t in leaves])


def _check_layer_norm(torch, x, w, b, shape, g, transposed):
    ours = _layer_norm_case(gradtable, x, w, b, shape, g, transposed)
    theirs = _layer_norm_case(torch, x, w, b, shape, g, transposed)
    exact = _layer_norm_case(torch, x, w, b, shape, g, transposed, torch.float64)
    condition = _layer_norm_condition(x.T if transposed else x, len(shape))
    _assert_as_accurate(ours, theirs, exact, condition, what="layer_norm")


def _layer_norm_condition(x, k):
    """|x| over the rows' spread (an input far from 0 loses its low bits to the mean's rounding), times the
    square root of the row count (the weight's and bias's gradients sum over the rows)."""
    if not x.size or not np.isfinite(x).all():
        return 1.0
    rows = x.reshape(-1, int(np.prod(x.shape[x.ndim - k:])))
    spread = float(rows.astype(np.float64).std(axis=1).min())
    return (1 + float(np.abs(rows).max()) / max(spread, 1e-3)) * np.sqrt(rows.shape[0])


@settings(max_examples=60, deadline=None)
# (found by Hypothesis: one row far from 0, where any float32 sum of the mean loses more than PyTorch's
# Welford mean; and a size-0 batch seen through a transposed view)
@example(batch=[], normalized=[33], affine="both", transposed=False, offset=1e4, seed=1)
@example(batch=[0], normalized=[1], affine="both", transposed=True, offset=0.0, seed=0)
@given(batch=st.lists(st.integers(0, 5), max_size=3), normalized=st.lists(st.integers(1, 40), min_size=1, max_size=2),
       affine=st.sampled_from(["both", "weight", "none"]), transposed=st.booleans(),
       offset=st.sampled_from([0.0, 3.0, 1e4]), seed=st.integers(0, 2 ** 16))
def test_layer_norm_values_and_gradients_against_pytorch(torch, batch, normalized, affine, transposed, offset,
                                                          seed):
    rng = np.random.default_rng(seed)
    shape = tuple(batch) + tuple(normalized)
    # the leaf holds the reversed layout when the op is to see a non-contiguous view
    x = (rng.standard_normal(shape[::-1] if transposed else shape) * 2 + offset).astype(np.float32)
    w = (1 + 0.5 * rng.standard_normal(normalized)).astype(np.float32) if affine != "none" else None
    b = rng.standard_normal(normalized).astype(np.float32) if affine == "both" else None
    g = rng.standard_normal(shape).astype(np.float32)
    _check_layer_norm(torch, x, w, b, tuple(normalized), g, transposed)


def test_layer_norm_gpt_shape_against_pytorch(torch):
    rng = np.random.default_rng(0)
    for offset in (0.0, 1e4):
        x = (rng.standard_normal((16, 64, 128)) * 2 + 0.5 + offset).astype(np.float32)
        w = (1 + 0.1 * rng.standard_normal(128)).astype(np.float32)
        b = (0.1 * rng.standard_normal(128)).astype(np.float32)
        _check_layer_norm(torch, x, w, b, (128,), rng.standard_normal(x.shape).astype(np.float32), False)


@pytest.mark.parametrize("needs", [(True, False, False), (False, True, True), (False, True, False),
                                   (True, True, False), (False, False, True)])
def test_layer_norm_partial_gradients_against_pytorch(torch, needs):
    rng = np.random.default_rng(1)
    x = (rng.standard_normal((6, 10)) + 5).astype(np.float32)
    w, b = rng.standard_normal(10).astype(np.float32), rng.standard_normal(10).astype(np.float32)
    g = rng.standard_normal((6, 10)).astype(np.float32)
    results = []
    for lib in (gradtable, torch):
        leaves = [lib.tensor(v, requires_grad=need) for v, need in zip((x, w, b), needs)]
        y = lib.nn.functional.layer_norm(leaves[0], (10,), leaves[1], leaves[2])
        results.append(lib.autograd.grad(y, [t for t in leaves if t.requires_grad], lib.tensor(g)))
    for a, c in zip(*results):
        np.testing.assert_allclose(a.numpy(), c.numpy(), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("special", [np.nan, np.inf, -np.inf])
def test_layer_norm_special_values_as_pytorch(torch, special):
    rng = np.random.default_rng(2)
    x = rng.standard_normal((3, 4, 16)).astype(np.float32)
    x[1, 2, 5] = special
    w, b = rng.standard_normal(16).astype(np.float32), rng.standard_normal(16).astype(np.float32)
    g = rng.standard_normal(x.shape).astype(np.float32)
    ours = _layer_norm_case(gradtable, x, w, b, (16,), g, False)
    theirs = _layer_norm_case(torch, x, w, b, (16,), g, False)
    exact = _layer_norm_case(torch, x, w, b, (16,), g, False, torch.float64)
    _assert_as_accurate(ours, theirs, exact, 12.0, what="layer_norm special")


@pytest.mark.parametrize("dtype", ["float64", "bfloat16", "float16"])
def test_layer_norm_other_dtypes_keep_their_paths(torch, dtype):
    rng = np.random.default_rng(3)
    x = (rng.standard_normal((4, 8, 32)) + 2).astype(np.float32)
    w, b = rng.standard_normal(32).astype(np.float32), rng.standard_normal(32).astype(np.float32)
    g = rng.standard_normal(x.shape).astype(np.float32)
    ours = _layer_norm_case(gradtable, x, w, b, (32,), g, False, getattr(gradtable, dtype))
    theirs = _layer_norm_case(torch, x, w, b, (32,), g, False, getattr(torch, dtype))
    tol = {"float64": 1e-12, "bfloat16": 5e-2, "float16": 5e-3}[dtype]
    for a, c in zip(ours, theirs):
        np.testing.assert_allclose(a, c, rtol=tol, atol=tol * np.abs(c).max())


# -- softmax ---------------------------------------------------------------------------------------

def _softmax_case(lib, x, g, dim, transposed, log=False, dtype=None):
    leaf = _leaf(lib, x, dtype)
    y = (lib.log_softmax if log else lib.softmax)(_view(leaf, transposed), dim)
    gy = lib.tensor(g)
    y.backward(gy.to(dtype) if dtype is not None else gy)
    return _arrays([y, leaf.grad])


def _check_softmax(torch, x, g, dim, transposed=False, log=False):
    ours = _softmax_case(gradtable, x, g, dim, transposed, log)
    theirs = _softmax_case(torch, x, g, dim, transposed, log)
    exact = _softmax_case(torch, x, g, dim, transposed, log, torch.float64)
    finite = np.abs(x[np.isfinite(x)])
    condition = 1 + (float(finite.max()) if finite.size else 0.0)   # (exp's argument rounded at |x|'s scale)
    _assert_as_accurate(ours, theirs, exact, condition, what="log_softmax" if log else "softmax")
    return ours, theirs


@st.composite
def _softmax_inputs(draw):
    shape = tuple(draw(st.lists(st.integers(0, 6), min_size=1, max_size=3))) + (draw(st.integers(1, 70)),)
    if draw(st.booleans()):   # (a size of the GPT's attention: the unshifted path needs 1024 elements)
        shape = (draw(st.integers(1, 3)), 4, 16, draw(st.sampled_from([1, 2, 16, 64])))
    rng = np.random.default_rng(draw(st.integers(0, 2 ** 16)))
    x = rng.standard_normal(shape) * draw(st.sampled_from([1.0, 10.0, 40.0])) + draw(st.sampled_from([0.0, -30.0,
                                                                                                      60.0]))
    mask = draw(st.sampled_from(["none", "causal", "random"]))
    if mask == "causal" and x.ndim >= 2:
        x[..., np.triu(np.ones(x.shape[-2:], bool), 1)] = -np.inf
    elif mask == "random":
        x[rng.random(shape) < 0.3] = -np.inf
    return x.astype(np.float32), rng.standard_normal(shape).astype(np.float32)


@settings(max_examples=80, deadline=None)
@given(data=_softmax_inputs(), last=st.booleans(), transposed=st.booleans(), log=st.booleans())
def test_softmax_values_and_gradients_against_pytorch(torch, data, last, transposed, log):
    x, g = data
    if transposed:
        x, g = x.T.copy(), g   # (the op sees x.T's transpose: g has the op's shape)
    _check_softmax(torch, x, g, -1 if last else 0, transposed, log)


def test_softmax_gpt_attention_against_pytorch(torch):
    rng = np.random.default_rng(4)
    for scale in (1.0, 4.0):
        x = (rng.standard_normal((16, 4, 64, 64)) * scale).astype(np.float32)
        x[..., np.triu(np.ones((64, 64), bool), 1)] = -np.inf
        ours, _ = _check_softmax(torch, x, rng.standard_normal(x.shape).astype(np.float32), -1)
        assert (ours[0][..., 0, 0] == 1).all()   # (a causal first row is exactly one, as PyTorch's)


@pytest.mark.parametrize("case", ["fully masked row", "nan", "inf", "overflowing exp", "all very negative",
                                  "one element rows", "sums just over 2**-16", "sums under 2**-16",
                                  "sums under 2**100", "sums over 2**100"])
def test_softmax_special_rows_as_pytorch(torch, case):
    rng = np.random.default_rng(5)
    x = rng.standard_normal((64, 32)).astype(np.float32)
    if case == "fully masked row":
        x[3] = -np.inf
    elif case == "nan":
        x[7, 4] = np.nan
    elif case == "inf":
        x[9, 1] = np.inf
    elif case == "overflowing exp":
        x[11] += 100
    elif case == "all very negative":
        x -= 200
    elif case == "one element rows":
        x = x.reshape(2048, 1) - 50
    elif case.startswith("sums"):   # (a row's sum of exp just inside or outside the unshifted path's bounds)
        x[0] = {"sums just over 2**-16": -14.0, "sums under 2**-16": -16.0, "sums under 2**100": 64.0,
                "sums over 2**100": 72.0}[case]
    g = rng.standard_normal(x.shape).astype(np.float32)
    for log in (False, True):
        ours, theirs = _check_softmax(torch, x, g, -1, log=log)
        if case == "one element rows" and not log:
            assert (ours[0] == 1).all()


def test_softmax_overflow_under_numpy_raise_mode(torch):
    x = np.full((64, 32), 100.0, np.float32)
    x[:, 0] = 101
    with np.errstate(all="raise"):
        ours = gradtable.softmax(gradtable.tensor(x), -1).numpy()
    np.testing.assert_allclose(ours, torch.softmax(torch.tensor(x), -1).numpy(), rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("dtype", ["float64", "bfloat16", "float16"])
def test_softmax_other_dtypes_keep_their_paths(torch, dtype):
    rng = np.random.default_rng(6)
    x = (rng.standard_normal((8, 4, 64)) * 3).astype(np.float32)
    x[..., 40:] = -np.inf
    g = rng.standard_normal(x.shape).astype(np.float32)
    for log in (False, True):
        ours = _softmax_case(gradtable, x, g, -1, False, log, getattr(gradtable, dtype))
        theirs = _softmax_case(torch, x, g, -1, False, log, getattr(torch, dtype))
        tol = {"float64": 1e-12, "bfloat16": 2e-2, "float16": 2e-3}[dtype]
        for a, c in zip(ours, theirs):
            np.testing.assert_allclose(a, c, rtol=tol, atol=tol * np.abs(c[np.isfinite(c)]).max())


def test_long_rows_keep_pairwise_sums(torch):
    """Rows longer than BLAS_ROW are summed by NumPy (OpenBLAS's running sums lose accuracy there)."""
    from gradtable.kernels.reduction import BLAS_ROW, row_sums
    rng = np.random.default_rng(7)
    x = (rng.random((2, 4 * BLAS_ROW)) + 100).astype(np.float32)
    np.testing.assert_array_equal(row_sums(x), np.add.reduce(x, axis=1))
    g = rng.standard_normal(x.shape).astype(np.float32)
    _check_layer_norm(torch, x, None, None, (x.shape[1],), g, False)
    _check_softmax(torch, x - 100, g, -1)


def test_softmax_rows_do_not_depend_on_other_rows(torch):
    """A row outside the unshifted path's bounds is redone shifted by its max; the other rows keep their bits."""
    rng = np.random.default_rng(8)
    x = (rng.standard_normal((64, 32)) * 3).astype(np.float32)
    alone = gradtable.softmax(gradtable.tensor(x), -1).numpy()
    for bad in (-np.inf, np.nan, 200.0, -300.0):
        y = x.copy()
        y[5] = bad
        y[9, 3] = bad
        ours = gradtable.softmax(gradtable.tensor(y), -1).numpy()
        keep = np.ones(64, bool)
        keep[[5, 9]] = False
        np.testing.assert_array_equal(ours[keep], alone[keep])
        theirs = torch.softmax(torch.tensor(y), -1).numpy()
        np.testing.assert_array_equal(np.isnan(ours), np.isnan(theirs))
        np.testing.assert_allclose(ours[~np.isnan(ours)], theirs[~np.isnan(theirs)], rtol=1e-5, atol=1e-7)
