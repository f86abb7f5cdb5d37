"""Element-wise ops beyond what table samples express: integer and bool inputs (dtype promotion),
errors, and the non-differentiable or special points (ties, kinks, thresholds, poles), each
checked against PyTorch. The table-driven tests (test_ops_table.py) cover the smooth cases.
"""
import math

import numpy as np
import pytest

import gradtable as gt


def _run(lib, fn, arrays, requires_grad):
    """fn(lib, *tensors) on float64 (or given-dtype) inputs; returns (output, grads) or the exception."""
    tensors = [lib.tensor(a, requires_grad=requires_grad and np.asarray(a).dtype.kind == "f") for a in arrays]
    try:
        out = fn(lib, *tensors)
    except Exception as err:  # noqa: BLE001 - the exception itself is compared
        return err, None
    leaves = [t for t in tensors if t.requires_grad]
    if not leaves or not out.requires_grad:
        return out, None
    seed = lib.tensor(np.linspace(0.5, 1.5, out.numel()).reshape(tuple(out.shape)))
    grads = lib.autograd.grad(out, leaves, seed, allow_unused=True)
    return out, grads


def same_as_torch(torch, fn, *arrays, grad=True, rtol=1e-7, atol=1e-10):
    """Forward value, dtype, exception type and message, and first-order gradients agree with PyTorch."""
    ours, our_grads = _run(gt, fn, arrays, grad)
    theirs, their_grads = _run(torch, fn, arrays, grad)
    if isinstance(theirs, Exception):
        assert type(ours).__name__ == type(theirs).__name__, f"PyTorch raised {theirs!r}, we gave {ours!r}"
        assert str(ours) == str(theirs)
        return
    assert not isinstance(ours, Exception), f"we raised {ours!r}; PyTorch gave {theirs}"
    assert str(ours.dtype) == str(theirs.dtype)
    assert tuple(ours.shape) == tuple(theirs.shape)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=rtol, atol=atol)
    if their_grads is None:
        assert our_grads is None
        return
    for a, b in zip(our_grads, their_grads):
        if b is None:  # an input the output does not depend on
            assert a is None
            continue
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=rtol, atol=atol)


INTS = np.array([-3, -1, 0, 1, 2, 5])
BOOLS = np.array([True, False, True])

FLOAT_UNARY = ["exp2", "expm1", "log2", "log10", "log1p", "rsqrt", "tan", "asin", "acos", "atan", "sinh", "cosh",
               "asinh", "acosh", "atanh", "erf", "erfc", "erfinv", "lgamma", "digamma"]
ROUNDING = ["floor", "ceil", "round", "trunc", "frac"]


# ---------------------------------------------------------------------------------------------
# dtype promotion: integer and bool tensors
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("op", FLOAT_UNARY + ROUNDING)
@pytest.mark.parametrize("values", [INTS, BOOLS], ids=["int64", "bool"])
def test_unary_ops_on_integer_and_bool_tensors(torch, op, values):
    # Float ops compute int/bool in float32 (PyTorch's default dtype); rounding keeps int64 and refuses bool.
    same_as_torch(torch, lambda lib, x: getattr(lib, op)(x), values, rtol=1e-6)


@pytest.mark.parametrize("op", ["remainder", "fmod", "maximum", "minimum", "fmax", "fmin", "atan2", "hypot", "xlogy"])
@pytest.mark.parametrize("other", [np.array([2, 3, 1, 4, 2, 3]), np.array([1.5, -2.5, 0.5, 2.0, 3.5, 1.0])],
                         ids=["int", "float"])
def test_binary_ops_with_integer_tensors(torch, op, other):
    same_as_torch(torch, lambda lib, a, b: getattr(lib, op)(a, b), INTS, other.astype(np.float32) if
                  other.dtype.kind == "f" else other, rtol=1e-6)


@pytest.mark.parametrize("mode", ["floor", "trunc", None])
def test_div_rounding_modes_on_integers(torch, mode):
    same_as_torch(torch, lambda lib, a, b: lib.div(a, b, rounding_mode=mode), np.array([-7, -6, 5, 7]),
                  np.array([2, -4, 3, -2]), rtol=1e-6)
    same_as_torch(torch, lambda lib, a: lib.div(a, 2.5, rounding_mode=mode), np.array([-7, 5, 7]), rtol=1e-6)


def test_clamp_min_max_and_nan_to_num_keep_integer_dtypes(torch):
    same_as_torch(torch, lambda lib, x: lib.clamp_min(x, 1), INTS)
    same_as_torch(torch, lambda lib, x: x.clamp_max(0.5), INTS, rtol=1e-6)
    same_as_torch(torch, lambda lib, x: lib.nan_to_num(x), INTS)
    same_as_torch(torch, lambda lib, x: x.masked_fill(x > 0, 2.7), INTS)


@pytest.mark.parametrize("name", ["relu6", "hardtanh", "softsign", "tanhshrink", "leaky_relu", "elu", "selu",
                                  "celu", "gelu", "silu", "mish", "softplus", "hardsigmoid", "hardswish",
                                  "logsigmoid"])
def test_activations_on_integer_tensors(torch, name):
    # hardtanh/relu6 keep int64, softsign/tanhshrink give float32, the rest refuse as PyTorch's kernels do.
    same_as_torch(torch, lambda lib, x: getattr(lib.nn.functional, name)(x), INTS, rtol=1e-6)


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------

ERROR_CASES = {
    "div bad rounding_mode": lambda lib, x: lib.div(x, x, rounding_mode="round"),
    "integer floor division by zero": lambda lib, x: lib.div(x.long(), 0, rounding_mode="floor"),
    "integer remainder by zero": lambda lib, x: lib.remainder(x.long(), lib.zeros(4).long()),
    "integer fmod by zero": lambda lib, x: lib.fmod(x.long(), 0),
    "polygamma negative n": lambda lib, x: lib.polygamma(-1, x),
    "round decimals on int": lambda lib, x: lib.round(x.long(), decimals=1),
    "masked_fill int mask": lambda lib, x: x.masked_fill(x.long(), 1.0),
    "masked_fill 1-dim value": lambda lib, x: x.masked_fill(x > 0, lib.ones(1)),
    "lerp dtype mismatch": lambda lib, x: lib.lerp(x.float(), x, 0.5),
    "lerp weight dtype": lambda lib, x: lib.lerp(x, x, x.float()),
    "gelu approximate": lambda lib, x: lib.nn.functional.gelu(x, approximate="fast"),
    "hardtanh min > max": lambda lib, x: lib.nn.functional.hardtanh(x, 1.0, -1.0),
    "hypot of ints": lambda lib, x: lib.hypot(x.long(), x.long()),
}


@pytest.mark.parametrize("case", list(ERROR_CASES), ids=list(ERROR_CASES))
def test_errors_match_pytorch(torch, case):
    ours, _ = _run(gt, ERROR_CASES[case], [np.array([1.5, -2.0, 3.0, 0.5])], True)
    theirs, _ = _run(torch, ERROR_CASES[case], [np.array([1.5, -2.0, 3.0, 0.5])], True)
    assert isinstance(theirs, Exception), "the case is meant to be an error in PyTorch"
    assert type(ours) is type(theirs) and str(ours) == str(theirs)


# ---------------------------------------------------------------------------------------------
# Non-differentiable and special points
# ---------------------------------------------------------------------------------------------

KINKS = np.array([-7.0, -6.0, -3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0, 6.0, 7.0])


@pytest.mark.parametrize("fn", [
    lambda lib, x: lib.nn.functional.relu6(x),
    lambda lib, x: lib.nn.functional.hardtanh(x),
    lambda lib, x: lib.nn.functional.hardtanh(x, -3.0, 3.0),
    lambda lib, x: lib.nn.functional.leaky_relu(x, 0.1),
    lambda lib, x: lib.nn.functional.elu(x, 0.7),
    lambda lib, x: lib.nn.functional.selu(x),
    lambda lib, x: lib.nn.functional.celu(x, 2.0),
    lambda lib, x: lib.selu(x),
    lambda lib, x: lib.celu(x, 0.5),
    lambda lib, x: lib.nn.functional.hardsigmoid(x),
    lambda lib, x: lib.nn.functional.hardswish(x),
    lambda lib, x: lib.nn.functional.softplus(x, beta=2.0, threshold=6.0),    # 3.0 * 2 == threshold
    lambda lib, x: lib.nn.functional.softplus(x, beta=0.5, threshold=0.5),    # 1.0 * 0.5 == threshold
    lambda lib, x: lib.nn.functional.gelu(x, approximate="tanh"),
    lambda lib, x: lib.nn.functional.gelu(x),
    lambda lib, x: lib.nn.functional.silu(x),
    lambda lib, x: lib.nn.functional.mish(x),
    lambda lib, x: lib.nn.functional.logsigmoid(x * 10),
    lambda lib, x: lib.nn.functional.softsign(x),
    lambda lib, x: lib.nn.functional.tanhshrink(x),
    lambda lib, x: lib.clamp_min(x, 1.0),
    lambda lib, x: lib.clamp_max(x, -1.0),
    lambda lib, x: lib.floor(x * 0.5),
    lambda lib, x: lib.ceil(x * 0.5),
    lambda lib, x: lib.round(x * 0.5),
    lambda lib, x: lib.round(x * 0.25, decimals=1),
    lambda lib, x: lib.trunc(x * 0.5),
    lambda lib, x: lib.frac(x * 0.5),
    lambda lib, x: lib.nan_to_num(lib.log(x)),
    lambda lib, x: lib.nan_to_num(lib.log(x), nan=1.0, posinf=2.0, neginf=-2.0),
], ids=["relu6", "hardtanh", "hardtanh(-3,3)", "leaky_relu", "elu", "selu", "celu", "torch.selu", "torch.celu",
        "hardsigmoid", "hardswish", "softplus_threshold", "softplus_beta", "gelu_tanh", "gelu", "silu", "mish",
        "logsigmoid", "softsign", "tanhshrink", "clamp_min", "clamp_max", "floor", "ceil", "round", "round_decimals",
        "trunc", "frac", "nan_to_num", "nan_to_num_values"])
def test_kinks_and_boundaries_match_pytorch(torch, fn):
    same_as_torch(torch, fn, KINKS)


def test_activation_grad_fn_names_match_pytorch(torch):
    x_ours, x_theirs = gt.randn(4, requires_grad=True), torch.randn(4, requires_grad=True)
    for name in ["relu6", "hardtanh", "leaky_relu", "elu", "selu", "celu", "gelu", "silu", "mish", "softplus",
                 "softsign", "hardsigmoid", "hardswish", "logsigmoid", "tanhshrink"]:
        ours = getattr(gt.nn.functional, name)(x_ours).grad_fn.name()
        assert ours == getattr(torch.nn.functional, name)(x_theirs).grad_fn.name(), name
    assert gt.selu(x_ours).grad_fn.name() == torch.selu(x_theirs).grad_fn.name() == "EluBackward0"
    assert gt.celu(x_ours).grad_fn.name() == torch.celu(x_theirs).grad_fn.name() == "CeluBackward0"


TIES_A = np.array([1.0, 2.0, -1.0, 0.0, np.nan, 3.0, np.nan])
TIES_B = np.array([1.0, 1.0, -1.0, 0.5, 2.0, np.nan, np.nan])


@pytest.mark.parametrize("op", ["maximum", "minimum", "fmax", "fmin"])
def test_ties_and_nans_in_max_min_match_pytorch(torch, op):
    # maximum/minimum split a tie's gradient in half; fmax/fmin give it all to the first input.
    same_as_torch(torch, lambda lib, a, b: getattr(lib, op)(a, b), TIES_A, TIES_B)


@pytest.mark.parametrize("call", [lambda lib, a, b: lib.max(a, b), lambda lib, a, b: a.max(b),
                                  lambda lib, a, b: lib.max(a, other=b), lambda lib, a, b: lib.min(a, b),
                                  lambda lib, a, b: a.min(other=b)], ids=["max", "max-method", "max-kw", "min",
                                                                          "min-method-kw"])
def test_max_and_min_of_two_tensors_match_pytorch(torch, call):
    """torch.max(a, b) / torch.min(a, b) (max.other): the elementwise maximum/minimum, ties split."""
    same_as_torch(torch, call, TIES_A, TIES_B)
    a, b = np.arange(6.0).reshape(2, 3), np.array([1.0, 4.0, 0.0])
    same_as_torch(torch, call, a, b)
    ours = call(gt, gt.tensor(a, requires_grad=True), gt.tensor(b))
    theirs = call(torch, torch.tensor(a, requires_grad=True), torch.tensor(b))
    assert ours.grad_fn.name() == theirs.grad_fn.name()   # MaximumBackward0 / MinimumBackward0


def test_clamp_tensor_bounds_at_ties_match_pytorch(torch):
    same_as_torch(torch, lambda lib, a, b: lib.clamp_min(a, b), TIES_A[:4], TIES_B[:4])
    same_as_torch(torch, lambda lib, a, b: lib.clamp_max(a, b), TIES_A[:4], TIES_B[:4])


def test_div_rounding_modes_have_zero_gradients_as_pytorch(torch):
    for mode in ["floor", "trunc"]:
        same_as_torch(torch, lambda lib, a, b: lib.div(a, b, rounding_mode=mode), np.array([7.5, -7.5, 3.0]),
                      np.array([2.0, 2.0, -0.7]))
    x_ours, x_theirs = gt.ones(2, requires_grad=True), torch.ones(2, requires_grad=True)
    for call in [lambda x: x / 2.0, lambda x: x.div(2.0, rounding_mode="trunc"),
                 lambda x: x.div(x, rounding_mode=None)]:
        assert call(x_ours).grad_fn.name() == call(x_theirs).grad_fn.name()


def test_remainder_fmod_gradients_and_operators_match_pytorch(torch):
    a, b = np.array([5.5, -5.5, 5.5, -5.5]), np.array([2.0, 2.0, -2.0, -2.0])
    for fn in [lambda lib, x, y: x % y, lambda lib, x, y: lib.remainder(x, y), lambda lib, x, y: lib.fmod(x, y),
               lambda lib, x, y: x.fmod(1.5), lambda lib, x, y: x.remainder(-1.5)]:
        same_as_torch(torch, fn, a, b)


def test_xlogy_at_zero_and_nan_matches_pytorch(torch):
    x = np.array([0.0, 0.0, 0.0, 1.0, 2.0, 0.0])
    y = np.array([0.0, -1.0, np.nan, 0.0, 3.0, 2.0])
    same_as_torch(torch, lambda lib, a, b: lib.xlogy(a, b), x, y)
    same_as_torch(torch, lambda lib, a: lib.xlogy(a, 0.0), x)
    same_as_torch(torch, lambda lib, a: lib.xlogy(a, 2.0), x)
    same_as_torch(torch, lambda lib, b: lib.xlogy(0.0, b), y)


def test_lerp_and_masked_fill_broadcast_as_pytorch(torch):
    same_as_torch(torch, lambda lib, a, b, w: lib.lerp(a, b, w), np.ones(3), np.zeros((2, 3)), np.array([[0.2], [0.9]]))
    mask = np.array([[True, False, True], [False, False, True]])
    same_as_torch(torch, lambda lib, a, m: a.masked_fill(m, -1.0), np.array([1.0, 2.0, 3.0]), mask)
    same_as_torch(torch, lambda lib, a, m, v: lib.masked_fill(a, m, v), np.array([1.0, 2.0, 3.0]), mask, np.array(4.0))


def test_special_function_poles_and_edges_match_pytorch(torch):
    edges = np.array([0.0, -0.0, -1.0, -2.5, 1e-300, 0.5, 30.0, np.inf, -np.inf, np.nan])
    for op in ["lgamma", "digamma"]:
        same_as_torch(torch, lambda lib, x: getattr(lib, op)(x), edges, grad=False)
    same_as_torch(torch, lambda lib, x: lib.polygamma(3, x), np.array([0.0, -1.0, -2.5, 1e-3, 0.5, 30.0]), grad=False)
    same_as_torch(torch, lambda lib, x: lib.erfinv(x), np.array([1.0, -1.0, 1.5, 0.0, -0.0, 1 - 1e-15, -1e-300]),
                  grad=False)


def test_special_functions_are_accurate_to_float64_precision(torch):
    rng = np.random.default_rng(0)
    x = np.concatenate([rng.uniform(-20, 20, 400), rng.uniform(1e-3, 3, 200), np.logspace(-8, 8, 50)])
    x = x[np.abs(x - np.round(x)) > 1e-6]  # away from the poles at non-positive integers
    for op in ["erf", "erfc", "lgamma", "digamma"]:
        same_as_torch(torch, lambda lib, t: getattr(lib, op)(t), x, grad=False, rtol=1e-11, atol=1e-13)
    for n in (2, 3, 5):
        same_as_torch(torch, lambda lib, t: lib.polygamma(n, t), x, grad=False, rtol=1e-11)
    # PyTorch's trigamma itself is only good to about 1e-10 (a short asymptotic series).
    same_as_torch(torch, lambda lib, t: lib.polygamma(1, t), x, grad=False, rtol=1e-8)
    y = np.concatenate([rng.uniform(-1, 1, 400), 1 - np.logspace(-15, -1, 30)])
    same_as_torch(torch, lambda lib, t: lib.erfinv(t), y, grad=False, rtol=1e-12)
    # scipy's erfinv is within 3 ulp of PyTorch's (benchmarks/README.md): the round trip through it and erf
    # comes back within 2 ulp of y (an ulp is 1.1e-16 just below 1).
    np.testing.assert_allclose(gt.erf(gt.erfinv(gt.tensor(y))).numpy(), y, rtol=0, atol=2.3e-16)


def test_polygamma_method_takes_n_as_in_pytorch(torch):
    x = np.array([0.5, 2.0, -1.5])
    same_as_torch(torch, lambda lib, t: t.polygamma(2), x)
    same_as_torch(torch, lambda lib, t: t.digamma().lgamma().erf(), x)


def test_gelu_tanh_double_backward_matches_pytorch(torch):
    values = np.linspace(-4, 4, 9)
    results = []
    for lib in (gt, torch):
        x = lib.tensor(values, requires_grad=True)
        (g,) = lib.autograd.grad(lib.nn.functional.gelu(x, approximate="tanh").sum(), x, create_graph=True)
        (gg,) = lib.autograd.grad(g.sum(), x)
        results.append((g.detach().numpy(), gg.numpy()))
    np.testing.assert_allclose(results[0][0], results[1][0], rtol=1e-10)
    np.testing.assert_allclose(results[0][1], results[1][1], rtol=1e-9, atol=1e-12)


def test_elu_double_backward_does_not_overflow_for_large_inputs():
    x = gt.tensor([1000.0, -1000.0, 0.5], requires_grad=True)
    (g,) = gt.autograd.grad(gt.nn.functional.elu(x).sum(), x, create_graph=True)
    (gg,) = gt.autograd.grad(g.sum(), x)
    assert np.all(np.isfinite(gg.numpy()))
    assert math.isclose(gg.numpy()[2], 0.0)


def test_sigmoid_rounds_like_the_textbook_formula_in_float32():
    """PyTorch's CPU kernel computes 1 / (1 + exp(-x)); computing it the same way makes float32
    results round alike (gradcheck of a float32 sigmoid at eps=1e-4 passes or fails on such last bits,
    examples/seeds/s28_gradcheck_sigmoid.py)."""
    x = gt.tensor(np.linspace(-30, 30, 2001, dtype=np.float32))
    assert np.array_equal(gt.sigmoid(x).numpy(), (1 / (1 + gt.exp(-x))).numpy())


def test_sigmoid_underflows_to_zero_in_float32_as_pytorch_does(torch):
    values = [-100.0, -90.0, -88.5, 0.0, 100.0]
    ours = gt.sigmoid(gt.tensor(values)).numpy()
    theirs = torch.sigmoid(torch.tensor(values)).numpy()
    assert ours.dtype == np.float32
    assert ours[0] == theirs[0] == 0.0 and ours[1] == theirs[1] == 0.0
    np.testing.assert_allclose(ours, theirs, rtol=1e-6, atol=0)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_relu_gradient_at_nan_inputs_and_non_finite_gradients(lib, dtype):
    """ReLU's backward keeps the gradient where the input is nan and zeroes it (even inf or nan)
    where the input is <= 0, as PyTorch's threshold_backward; the zeroed entries are +0.0."""
    x = lib.tensor([math.nan, -1.0, 0.0, 2.0, 3.0, -0.0], dtype=getattr(lib, dtype), requires_grad=True)
    seed = lib.tensor([1.5, math.inf, math.nan, math.nan, -0.0, -math.inf], dtype=getattr(lib, dtype))
    lib.relu(x).backward(seed)
    grad = x.grad.numpy()
    assert np.array_equal(grad, [1.5, 0.0, 0.0, math.nan, -0.0, 0.0], equal_nan=True)
    assert list(np.signbit(grad)) == [False, False, False, False, True, False]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("exponent", [3, 3.0, -2, -2.0])
def test_cube_and_inverse_square_round_as_pytorch(torch, dtype, exponent):
    """PyTorch's CPU pow multiplies for the exponents 3 and -2 (x * x * x, 1 / (x * x)), and so does
    pointwise_kernels.power: the same bits, where np.power differs in the last place (and its
    gradient, which takes pow(x, 2) and pow(x, -3), agrees too)."""
    x = np.random.default_rng(0).standard_normal(1000).astype(dtype) * 3
    x[:7] = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, -1e20]
    for values in (x, x[:0], x[7:8].reshape(())):   # (and size-0 and 0-dim tensors)
        ours = gt.tensor(values, requires_grad=True)
        theirs = torch.tensor(values, requires_grad=True)
        with np.errstate(all="ignore"):
            y = gt.pow(ours, exponent)
            y.backward(gt.ones_like(y))
        z = torch.pow(theirs, exponent)
        z.backward(torch.ones_like(z))
        assert y.dtype == ours.dtype and y.shape == z.shape
        np.testing.assert_array_equal(y.detach().numpy(), z.detach().numpy())
        np.testing.assert_allclose(ours.grad.numpy(), theirs.grad.numpy(), rtol=4 * np.finfo(dtype).eps, atol=0)
    inplace = gt.tensor(x[7:8].reshape(()))
    inplace.pow_(exponent)     # (in place on a 0-dim tensor: the fuzzer's find)
    np.testing.assert_array_equal(inplace.numpy(), torch.tensor(x[7:8].reshape(())).pow_(exponent).numpy())
