"""torch.bfloat16 (ml_dtypes' bfloat16 inside) against PyTorch: the dtype's attributes and names,
conversions, printing, type promotion, values of element-wise ops (exact: both round each element's
float32 result once), reductions and matrix products (within a tolerance: both accumulate in float32,
but in different orders, so the one final rounding may land on a neighbouring bfloat16), autograd and
nn.Module conversion, save/load, and the errors PyTorch raises."""
import io
import math
import operator

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable

#: bfloat16 keeps 8 significant bits: one unit in the last place is 2**-7 of the value's binade. A
#: float32 sum in another order may round to the neighbouring bfloat16: two such units of tolerance.
BF16_RTOL = 2 * 2.0 ** -7


def _data(shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).tolist()


def _both(torch, fn, *shapes):
    """fn run on bfloat16 tensors of `shapes` (the same values) in gradtable and in PyTorch."""
    results = []
    for lib in (gradtable, torch):
        args = [lib.tensor(_data(s, i), dtype=lib.bfloat16) for i, s in enumerate(shapes)]
        results.append(fn(lib, *args))
    return results


def _values(t):
    return np.array(t.float().tolist(), dtype=np.float64)


# -- the dtype ------------------------------------------------------------------------------------

def test_dtype_attributes(lib):
    d = lib.bfloat16
    assert repr(d) == str(d) == "torch.bfloat16"
    assert (d.is_floating_point, d.is_complex, d.is_signed, d.itemsize) == (True, False, True, 2)
    x = lib.ones(2, 3, dtype=d)
    assert x.dtype is d and x.element_size() == 2 and x.is_floating_point()
    assert x.type() == "torch.BFloat16Tensor"
    assert lib.is_floating_point(x) and not x.is_complex()


def test_finfo(lib):
    info = lib.finfo(lib.bfloat16)
    assert repr(info) == ("finfo(resolution=0.01, min=-3.38953e+38, max=3.38953e+38, eps=0.0078125, "
                          "smallest_normal=1.17549e-38, tiny=1.17549e-38, dtype=bfloat16)")
    assert (info.bits, info.eps, info.max, info.tiny) == (16, 0.0078125, 3.3895313892515355e+38,
                                                          1.1754943508222875e-38)


def test_pickles_to_itself():
    import pickle
    assert pickle.loads(pickle.dumps(gradtable.bfloat16)) is gradtable.bfloat16


# -- conversions ----------------------------------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda L, x: x.bfloat16(), lambda L, x: x.to(L.bfloat16), lambda L, x: x.type(L.bfloat16),
    lambda L, x: x.to(dtype=L.bfloat16), lambda L, x: L.tensor(x.tolist(), dtype=L.bfloat16),
    lambda L, x: L.as_tensor(x, dtype=L.bfloat16), lambda L, x: x.double().bfloat16(),
])
def test_conversions_round_to_nearest_even(lib, make):
    values = [1.1, -2.2, 3.3333, 1e-5, 12345.678, 0.0, -0.0, 1.0 + 2 ** -8, 1.0 + 3 * 2 ** -8, 3e38, 1e-40]
    x = make(lib, lib.tensor(values, dtype=lib.float64))
    assert x.dtype == lib.bfloat16
    assert x.tolist() == [1.1015625, -2.203125, 3.328125, 1.0013580322265625e-05, 12352.0, 0.0, -0.0, 1.0,
                          1.015625, 3.00405527047391e+38, 9.183549615799121e-41]
    assert x.float().dtype == lib.float32 and x.float().tolist() == x.tolist()
    assert x[0].item() == 1.1015625 and type(x[0].item()) is float


def test_special_values(lib):
    x = lib.tensor([math.inf, -math.inf, math.nan, 1e39], dtype=lib.bfloat16)
    assert str(x.tolist()) == "[inf, -inf, nan, inf]"


def test_creation_functions(lib):
    b = lib.bfloat16
    assert lib.zeros(2, dtype=b).tolist() == [0.0, 0.0] and lib.ones(2, 2, dtype=b).dtype == b
    assert lib.full((2,), 3.3, dtype=b).tolist() == [3.296875, 3.296875]
    assert lib.arange(5, dtype=b).tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert lib.arange(0, 1, 0.25, dtype=b).tolist() == [0.0, 0.25, 0.5, 0.75]
    for fn in (lib.randn, lib.rand, lib.empty):
        assert fn(3, 4, dtype=b).dtype == b and fn(3, 4, dtype=b).shape == (3, 4)
    assert lib.zeros_like(lib.ones(2, dtype=b)).dtype == b
    assert lib.ones(2, dtype=b, requires_grad=True).requires_grad


def test_numpy_is_refused(lib):
    x = lib.ones(2, dtype=lib.bfloat16)
    with pytest.raises(TypeError, match="^Got unsupported ScalarType BFloat16$"):
        x.numpy()
    with pytest.raises(TypeError, match="^Got unsupported ScalarType BFloat16$"):
        np.asarray(x)
    y = lib.ones(2, dtype=lib.bfloat16, requires_grad=True)   # the grad check comes first
    with pytest.raises(RuntimeError, match="Can't call numpy\\(\\) on Tensor that requires grad"):
        y.numpy()


def test_ml_dtypes_arrays_are_refused(lib):
    import ml_dtypes
    array = np.ones(2, dtype=ml_dtypes.bfloat16)
    text = ("can't convert np.ndarray of type ml_dtypes.bfloat16. The only supported types are: float64, "
            "float32, float16, complex64, complex128, int64, int32, int16, int8, ")
    for make in (lib.from_numpy, lib.tensor):
        with pytest.raises(TypeError) as info:
            make(array)
        assert str(info.value).startswith(text)


# -- printing -------------------------------------------------------------------------------------

@pytest.mark.parametrize("values", [
    [1.1, 2.2, 3.3333, 1e-5, 12345.678], [1.0, 2.0], 0.1, [[1.5, -2.25], [0.0, 7.0]], [], [math.inf, math.nan, 1.0],
    [1e-3, 1e3, 1e6], list(range(1100)),
])
def test_printing(torch, values):
    gt = gradtable.tensor(values, dtype=gradtable.bfloat16)
    pt = torch.tensor(values, dtype=torch.bfloat16)
    assert repr(gt) == repr(pt) and str(gt) == str(pt)


def test_printing_with_grad(torch):
    shown = []
    for lib in (gradtable, torch):
        x = lib.tensor([1.5, 2.0], dtype=lib.bfloat16, requires_grad=True)
        shown.append((repr(x), repr(x * 2)))
    assert shown[0] == shown[1]


# -- promotion ------------------------------------------------------------------------------------

_OTHER_DTYPES = ["float16", "float32", "float64", "bfloat16", "int64", "int32", "int16", "int8", "uint8", "bool",
                 "complex64"]
_SCALARS = [2, 2.5, True, -3, 0.0078125, 1e30]


def _operand(lib, kind, dtype):
    if kind == "scalar":
        return dtype
    shape = (3,) if kind == "tensor" else ()
    return lib.ones(shape, dtype=getattr(lib, dtype))


_OPERATORS = {"add": operator.add, "mul": operator.mul, "sub": operator.sub, "div": operator.truediv, "eq": operator.eq}


def _outcome(fn):
    """(dtype, shape, values) of fn's tensor, or the type and text of its error."""
    try:
        r = fn()
    except Exception as error:  # compared with PyTorch's
        return type(error).__name__, str(error).split("\n")[0]
    return str(r.dtype), tuple(r.shape), r.tolist()


@settings(max_examples=200, deadline=None)
@given(other=st.sampled_from(_OTHER_DTYPES), bf_kind=st.sampled_from(["tensor", "0-dim"]),
       other_kind=st.sampled_from(["tensor", "0-dim", "scalar"]), scalar=st.sampled_from(_SCALARS),
       op=st.sampled_from(["add", "mul", "sub", "div", "maximum", "where", "cat", "eq"]), swap=st.booleans())
def test_promotion_matches_pytorch(torch, other, bf_kind, other_kind, scalar, op, swap):
    """Result dtype and values of bfloat16 with every dtype, as a tensor, a 0-dim tensor or a Python
    number (scalars exact in bfloat16, so the values compare exactly: see README's Known differences)."""
    results = []
    for lib in (gradtable, torch):
        a = _operand(lib, bf_kind, "bfloat16")
        b = scalar if other_kind == "scalar" else _operand(lib, other_kind, other)
        if op in ("maximum", "where", "cat") and other_kind == "scalar":
            b = lib.tensor(scalar)
        if op == "sub" and (other == "bool" or b is True):
            continue   # (refused by both, with messages tested elsewhere)
        if op == "maximum" and other == "complex64" and other_kind != "scalar":
            continue   # (refused by both)
        x, y = (b, a) if swap else (a, b)
        if op == "where":
            results.append(_outcome(lambda: lib.where(lib.ones((), dtype=lib.bool), x, y)))
        elif op == "cat":
            results.append(_outcome(lambda: lib.cat([x.reshape(-1), y.reshape(-1)])))
        elif op == "maximum":
            results.append(_outcome(lambda: lib.maximum(x, y)))
        else:   # the operator, which takes a Python number on either side
            results.append(_outcome(lambda: _OPERATORS[op](x, y)))
    if results:
        assert results[0] == results[1]


# -- values ---------------------------------------------------------------------------------------

_POINTWISE = {
    "add": lambda L, a, b: a + b, "sub": lambda L, a, b: a - b, "mul": lambda L, a, b: a * b,
    "div": lambda L, a, b: a / b, "scalar mul": lambda L, a, b: a * 2.7, "scalar radd": lambda L, a, b: 0.25 + a,
    "scalar rdiv": lambda L, a, b: 1.3 / a, "int scalar": lambda L, a, b: a * 3 - 7,
    "0-dim float32": lambda L, a, b: a * L.tensor(2.7), "int tensor": lambda L, a, b: a + L.arange(a.shape[-1]),
    "neg": lambda L, a, b: -a, "abs": lambda L, a, b: a.abs(), "exp": lambda L, a, b: a.exp(),
    "sin": lambda L, a, b: a.sin(), "tanh": lambda L, a, b: a.tanh(), "sqrt": lambda L, a, b: a.abs().sqrt(),
    "log": lambda L, a, b: a.abs().log(), "relu": lambda L, a, b: L.relu(a), "square": lambda L, a, b: a * a,
    "maximum": lambda L, a, b: L.maximum(a, b), "clamp": lambda L, a, b: a.clamp(-0.5, 0.7),
    "where": lambda L, a, b: L.where(a > b, a, b), "pow 2": lambda L, a, b: a ** 2,
    "gt": lambda L, a, b: a > b, "floor": lambda L, a, b: (a * 4).floor(), "sigmoid": lambda L, a, b: a.sigmoid(),
    "silu": lambda L, a, b: L.nn.functional.silu(a), "gelu": lambda L, a, b: L.nn.functional.gelu(a),
    "masked_fill": lambda L, a, b: a.masked_fill(a > 0, 0.3), "cat": lambda L, a, b: L.cat([a, b]),
    # A Python float beside bfloat16: rounded to bfloat16 first (+, -, comparisons), or used at float32
    # (*, /, //), as PyTorch's kernels do.
    "add 0.1": lambda L, a, b: a + 0.1, "sub 1e-3": lambda L, a, b: a - 1e-3, "gt 0.1": lambda L, a, b: a > 0.1,
    "eq 0.1": lambda L, a, b: (a * 0 + 0.1) == 0.1, "mul 0.1": lambda L, a, b: a * 0.1,
    "div 0.3": lambda L, a, b: a / 0.3,
    "floordiv 0.3": lambda L, a, b: a // 0.3, "add 0-dim": lambda L, a, b: a + L.tensor(0.1),
    "mul 0-dim": lambda L, a, b: a * L.tensor(0.1, dtype=L.float64), "add_ 0.1": lambda L, a, b: a.clone().add_(0.1),
    "mul_ 0.1": lambda L, a, b: a.clone().mul_(0.1), "lerp 0.1": lambda L, a, b: L.lerp(a, b, 0.1),
    "maximum 0-dim": lambda L, a, b: L.maximum(a, L.tensor(0.1)), "where 0.1": lambda L, a, b: L.where(a > 0, a, 0.1),
    "index": lambda L, a, b: a[1:, ::2], "transpose": lambda L, a, b: a.t().contiguous(),
}


@pytest.mark.parametrize("name", _POINTWISE)
def test_pointwise_values_exact(torch, name):
    """Both compute each element in float32 and round it once: equal to the bit."""
    fn = _POINTWISE[name]
    gt, pt = _both(torch, fn, (6, 10), (6, 10))
    assert str(gt.dtype) == str(pt.dtype) and tuple(gt.shape) == tuple(pt.shape)
    assert gt.tolist() == pt.tolist() or np.array_equal(_values(gt), _values(pt), equal_nan=True)


_REDUCTIONS = {
    "sum": lambda L, a: a.sum(), "sum dim": lambda L, a: a.sum(1), "mean": lambda L, a: a.mean(),
    "mean dim": lambda L, a: a.mean(0, keepdim=True), "var": lambda L, a: a.var(1), "std": lambda L, a: a.std(),
    "softmax": lambda L, a: a.softmax(1), "log_softmax": lambda L, a: a.log_softmax(1),
    "norm": lambda L, a: a.norm(), "norm dim": lambda L, a: L.linalg.vector_norm(a, 1, dim=1),
    "logsumexp": lambda L, a: a.logsumexp(1), "cumsum": lambda L, a: a.cumsum(1),
    "max": lambda L, a: a.max(1).values, "amin": lambda L, a: a.amin(0), "argmax": lambda L, a: a.argmax(1),
    "layer_norm": lambda L, a: L.nn.functional.layer_norm(a, (a.shape[1],)),
    "mse": lambda L, a: L.nn.functional.mse_loss(a[0], a[1]),
    "cross_entropy": lambda L, a: L.nn.functional.cross_entropy(a[:, :5], L.tensor([0, 1, 2, 3])),
    "sum float32": lambda L, a: a.sum(dtype=L.float32),
}


@pytest.mark.parametrize("name", _REDUCTIONS)
def test_reductions_accumulate_in_float32(torch, name):
    """Accumulated in float32 and rounded once (a bfloat16 running sum would be off by far more)."""
    gt, pt = _both(torch, lambda L, a: _REDUCTIONS[name](L, a), (4, 300))
    assert str(gt.dtype) == str(pt.dtype) and tuple(gt.shape) == tuple(pt.shape)
    np.testing.assert_allclose(_values(gt), _values(pt), rtol=BF16_RTOL, atol=1e-3)


_PRODUCTS = {
    "matmul": (lambda L, a, b: a @ b, (5, 64), (64, 7)), "mv": (lambda L, a, b: a @ b[:, 0], (5, 64), (64, 7)),
    "bmm": (lambda L, a, b: L.bmm(a, b), (3, 4, 32), (3, 32, 5)),
    "linear": (lambda L, a, b: L.nn.functional.linear(a, b, b[:, 0]), (6, 32), (4, 32)),
    "conv2d": (lambda L, a, b: L.nn.functional.conv2d(a, b, padding=1), (2, 3, 8, 8), (4, 3, 3, 3)),
    "conv1d": (lambda L, a, b: L.nn.functional.conv1d(a, b), (2, 3, 20), (4, 3, 5)),
    "einsum": (lambda L, a, b: L.einsum("ij,jk->ik", a, b), (5, 64), (64, 7)),
}


@pytest.mark.parametrize("name", _PRODUCTS)
def test_matrix_products(torch, name):
    """float32 products and sums rounded once, as PyTorch's CPU bfloat16 GEMM: equal up to the
    summation order's effect on that rounding."""
    fn, *shapes = _PRODUCTS[name]
    gt, pt = _both(torch, fn, *shapes)
    assert str(gt.dtype) == str(pt.dtype) == "torch.bfloat16" and tuple(gt.shape) == tuple(pt.shape)
    np.testing.assert_allclose(_values(gt), _values(pt), rtol=BF16_RTOL, atol=0.05)


def test_empty_and_zero_dim(lib):
    b = lib.bfloat16
    assert lib.ones(0, dtype=b).sum().tolist() == 0.0 and lib.ones(0, dtype=b).sum().dtype == b
    assert repr(lib.ones(0, dtype=b)) == "tensor([], dtype=torch.bfloat16)"
    x = lib.tensor(1.5, dtype=b)
    assert (x * 2).tolist() == 3.0 and (x * 2).dtype == b and x.dim() == 0


def test_non_contiguous(torch):
    gt, pt = _both(torch, lambda L, a: (a.t() * 1.7).exp().sum(0), (6, 5))
    np.testing.assert_allclose(_values(gt), _values(pt), rtol=BF16_RTOL)


# -- autograd and modules -------------------------------------------------------------------------

def _mlp_step(lib):
    rng = np.random.default_rng(0)
    model = lib.nn.Sequential(lib.nn.Linear(8, 16), lib.nn.ReLU(), lib.nn.Linear(16, 3))
    with lib.no_grad():
        for p in model.parameters():
            p.copy_(lib.tensor(rng.standard_normal(tuple(p.shape)) * 0.3, dtype=lib.float32))
    model = model.to(lib.bfloat16)
    x = lib.tensor(rng.standard_normal((5, 8)).tolist(), dtype=lib.bfloat16)
    out = model(x)
    loss = lib.nn.functional.cross_entropy(out, lib.tensor([0, 1, 2, 1, 0]))
    loss.backward()
    lib.optim.SGD(model.parameters(), lr=0.1, momentum=0.9).step()
    return model, out, loss


def test_mlp_forward_backward(torch):
    (gm, gout, gloss), (pm, pout, ploss) = _mlp_step(gradtable), _mlp_step(torch)
    assert str(gloss.dtype) == str(ploss.dtype) == "torch.bfloat16"
    np.testing.assert_allclose(_values(gout), _values(pout), rtol=BF16_RTOL, atol=1e-2)
    np.testing.assert_allclose(gloss.item(), ploss.item(), rtol=BF16_RTOL)
    for gp, pp in zip(gm.parameters(), pm.parameters()):
        assert str(gp.dtype) == str(gp.grad.dtype) == "torch.bfloat16"
        np.testing.assert_allclose(_values(gp.grad), _values(pp.grad), rtol=4 * BF16_RTOL, atol=2e-2)
        np.testing.assert_allclose(_values(gp), _values(pp), rtol=BF16_RTOL, atol=1e-2)


def test_leaf_gradient_is_bfloat16(torch):
    grads = []
    for lib in (gradtable, torch):
        a = lib.tensor([1.5, -2.25, 0.3], dtype=lib.bfloat16, requires_grad=True)
        (a * a.exp() + a * 0.5).sum().backward()
        grads.append((str(a.grad.dtype), a.grad.tolist()))
    assert grads[0][0] == grads[1][0] == "torch.bfloat16"
    np.testing.assert_allclose(grads[0][1], grads[1][1], rtol=BF16_RTOL)


def test_module_conversions(lib):
    m = lib.nn.Linear(3, 2)
    assert m.bfloat16().weight.dtype == lib.bfloat16 and m.bias.dtype == lib.bfloat16
    assert m.weight.requires_grad and isinstance(m.weight, lib.nn.Parameter)
    assert m.float().weight.dtype == lib.float32 and m.half().weight.dtype == lib.float16
    assert m.to(lib.bfloat16).weight.dtype == lib.bfloat16
    emb = lib.nn.Embedding(4, 2).to(lib.bfloat16)
    assert emb(lib.tensor([1, 2])).dtype == lib.bfloat16
    assert lib.nn.Parameter(lib.ones(2, dtype=lib.bfloat16)).requires_grad


def test_save_load_state_dict(tmp_path):
    m = gradtable.nn.Linear(3, 2).bfloat16()
    buffer = io.BytesIO()
    gradtable.save(m.state_dict(), buffer)
    buffer.seek(0)
    state = gradtable.load(buffer)
    assert state["weight"].dtype == gradtable.bfloat16
    assert state["weight"].tolist() == m.weight.tolist()
    into_float = gradtable.nn.Linear(3, 2)
    into_float.load_state_dict(state)   # copied into float32, as PyTorch does
    assert into_float.weight.dtype == gradtable.float32 and into_float.weight.tolist() == m.weight.tolist()


# -- errors ---------------------------------------------------------------------------------------

def test_integer_only_ops_name_bfloat16(lib):
    x = lib.ones(2, dtype=lib.bfloat16)
    with pytest.raises(RuntimeError, match="\"bitwise_and_cpu\" not implemented for 'BFloat16'"):
        x & x
    with pytest.raises(RuntimeError, match="only Tensors of floating point"):
        lib.ones(2, dtype=lib.int64).requires_grad_()


def test_mismatched_matmul_dtypes(lib):
    with pytest.raises(RuntimeError, match="expected m1 and m2 to have the same dtype, but got: "
                                           "c10::BFloat16 != float"):
        lib.ones(2, 3, dtype=lib.bfloat16) @ lib.ones(3, 2)


_LINALG = {
    "solve": (lambda L, x: L.linalg.solve(x, x), NotImplementedError, "\"lu_cpu\" not implemented for 'BFloat16'"),
    "det": (lambda L, x: x.det(), NotImplementedError, "\"lu_cpu\" not implemented for 'BFloat16'"),
    "eigh": (lambda L, x: L.linalg.eigh(x), NotImplementedError, "\"linalg_eigh_cpu\" not implemented for 'BFloat16'"),
    "svdvals": (lambda L, x: L.linalg.svdvals(x), NotImplementedError,
                "\"linalg_svd_cpu\" not implemented for 'BFloat16'"),
    "cholesky": (lambda L, x: L.linalg.cholesky(x), NotImplementedError,
                 "\"cholesky_cpu\" not implemented for 'BFloat16'"),
    "qr": (lambda L, x: L.linalg.qr(x), NotImplementedError, "\"geqrf_cpu\" not implemented for 'BFloat16'"),
    "inv": (lambda L, x: L.linalg.inv(x), RuntimeError, "linalg.inv: Low precision dtypes not supported. Got BFloat16"),
    "inverse": (lambda L, x: L.inverse(x), RuntimeError,
                "linalg.inv: Low precision dtypes not supported. Got BFloat16"),
    "slogdet": (lambda L, x: L.linalg.slogdet(x), RuntimeError,
                "linalg.slogdet: Low precision dtypes not supported. Got BFloat16"),
    "logdet": (lambda L, x: L.logdet(x), RuntimeError, "logdet: Low precision dtypes not supported. Got BFloat16"),
}


@pytest.mark.parametrize("name", _LINALG)
def test_linear_algebra_is_refused(lib, name):
    """PyTorch's CPU build has no bfloat16 LAPACK kernels: its errors, word for word."""
    fn, error, text = _LINALG[name]
    with pytest.raises(error) as info:
        fn(lib, lib.eye(3, dtype=lib.bfloat16) + 0.1)
    assert str(info.value) == text


def test_importing_gradtable_does_not_flag_bfloat16_or_complex_as_in_use():
    """Op results skip the bfloat16 promotion check (and ops the complex check) until a bfloat16 or
    complex tensor may exist (dtypes.usage); the import itself, and a float32 training step with
    a legacy type looked at, must leave both flags off. (A fresh process: other tests set them.)"""
    import subprocess
    import sys
    code = ("import gradtable as t\n"
            "from gradtable.core.dtypes import usage\n"
            "assert not usage.bfloat16 and not usage.complex, 'after import'\n"
            "w = t.randn(3, 2, requires_grad=True)\n"
            "loss = t.nn.functional.cross_entropy(t.tanh(t.ones(4, 3) @ w), t.tensor([0, 1, 1, 0]))\n"
            "loss.backward()\n"
            "assert isinstance(w, t.FloatTensor) and not isinstance(w, t.DoubleTensor)\n"
            "assert not usage.bfloat16 and not usage.complex, 'after a step'\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
