"""Issue 27's element-wise ops beyond what the table's samples reach (tests/ops/test_ops_table.py
checks gradients on those): integer, bool and half dtypes, special values (-0.0, nan, inf, ties),
0-dim and empty inputs, and PyTorch's errors; each expression is evaluated with gradtable and with
PyTorch and must give the same values and dtype, or the same exception type and text."""
import numpy as np
import pytest

import gradtable

#: i: int64, f: float32, d: float64 (with -0.0, nan, inf), b: bool, h: float16, e: empty float32
EXPRESSIONS = [
    # copysign: integers and bools compute as floats; the sign of -0.0 and of nan
    "lib.copysign(i, i)", "lib.copysign(f, -1)", "lib.copysign(b, f)", "lib.copysign(d, -0.0)", "lib.copysign(i, 2)",
    "lib.copysign(d, d)", "lib.copysign(e, 1.0)", "f.clone().copysign_(-1)",
    # logaddexp / logaddexp2: floating kernels only, tensors only
    "lib.logaddexp(i, i)", "lib.logaddexp(f, 2.0)", "lib.logaddexp(d, d)", "lib.logaddexp2(d, -d)",
    "lib.logaddexp(h, h)",
    # float_power: always float64
    "lib.float_power(i, 2)", "lib.float_power(f, i)", "lib.float_power(2, i)", "lib.float_power(f, 2.5)",
    "f.clone().float_power_(2)", "d.clone().float_power_(2)",
    # ldexp: the exponent's powers of two, integer inputs as floats
    "lib.ldexp(f, i)", "lib.ldexp(i, i)", "lib.ldexp(f, 2)", "lib.ldexp(f, lib.tensor([1.5, 2., 3.]))",
    "lib.ldexp(h, i)", "f.clone().ldexp_(i)", "lib.ldexp_(f.clone(), i)",
    # frexp: int32 exponents, floating inputs only
    "lib.frexp(f)", "lib.frexp(i)", "lib.frexp(h)", "lib.frexp(d)", "lib.frexp(e)",
    # nextafter
    "lib.nextafter(f, f + 1)", "lib.nextafter(i, i)", "lib.nextafter(f, 2.0)", "lib.nextafter(d, d)",
    "lib.nextafter(lib.tensor([0.0]), lib.tensor([-1.0]))",
    # gcd, lcm: integers only, never negative
    "lib.gcd(i, lib.tensor([4, 6, 9]))", "lib.gcd(f, f)", "lib.gcd(i, 2)", "lib.lcm(i, lib.tensor([4, 6, 9]))",
    "lib.lcm(lib.tensor([0, -4]), lib.tensor([0, 6]))", "lib.gcd(lib.tensor([-4, 0]), lib.tensor([0, 0]))",
    "lib.gcd(b, b)", "i.clone().gcd_(lib.tensor(4))", "lib.lcm_(i.clone(), lib.tensor([2, 2, 2]))",
    # heaviside: values at 0, 0 for nan, no promotion
    "lib.heaviside(d, lib.tensor([0.5], dtype=lib.float64))", "lib.heaviside(f, 0.5)", "lib.heaviside(i, i)",
    "lib.heaviside(i, f)", "lib.heaviside(b, b)",
    # signbit and friends: bool results, any dtype
    "lib.signbit(d)", "lib.signbit(i)", "lib.signbit(b)", "lib.isneginf(d)", "lib.isneginf(i)", "lib.isposinf(d)",
    "lib.isposinf(b)", "lib.isreal(f)", "lib.isreal(i)", "lib.signbit(e)",
    # isin: common dtype, nan in nothing, a number on either side
    "lib.isin(i, lib.tensor([1, 5]))", "lib.isin(i, 2)", "lib.isin(2, i)",
    "lib.isin(f, lib.tensor([1.5]), invert=True)",
    "lib.isin(i, lib.tensor([1.0, 2.5]))", "lib.isin(d, d)", "lib.isin(e, f)", "lib.isin(i.reshape(3, 1), i)",
    # deg2rad, rad2deg: integers in float32, half computed in float
    "lib.deg2rad(i)", "lib.deg2rad(f)", "lib.rad2deg(h)", "lib.deg2rad(b)", "f.clone().deg2rad_()",
    "lib.rad2deg_(f.clone())",
    # addcmul, addcdiv: integer results take an integer value; no integer division
    "lib.addcmul(i, i, i)", "lib.addcmul(i, i, i, value=2.5)", "lib.addcmul(f, i, i, value=2)",
    "lib.addcdiv(i, i, i)", "lib.addcdiv(f, i, i)", "lib.addcdiv(f, f, f, value=True)", "lib.addcdiv(d, d, d)",
    "f.clone().addcmul_(f, f, value=0.5)", "f.clone().addcdiv_(f, f + 3, value=-2)",
    # dist: floating only, p = 0, inf, a 0-dim operand
    "lib.dist(f, f + 1)", "lib.dist(i, i)", "lib.dist(f, f + 1, 0)", "lib.dist(f, f + 1, float('inf'))",
    "lib.dist(f, lib.tensor(1.0), 1)", "lib.dist(e, e)",
    # renorm: its checks
    "lib.renorm(f.reshape(3, 1), 2, 0, 1.0)", "lib.renorm(i.reshape(3, 1), 2, 0, 1)", "lib.renorm(f, 2, 0, 1.0)",
    "lib.renorm(f.reshape(3, 1), -1, 0, 1.0)", "lib.renorm(f.reshape(3, 1), 2, 0, -1.0)",
    "f.reshape(3, 1).clone().renorm_(1, 1, 0.5)",
    # sgn of real tensors, square_, positive, in-place comparisons keep self's dtype
    "lib.sgn(i)", "lib.sgn(b)", "lib.sgn(d)", "d.clone().sgn_()", "f.clone().square_()", "lib.square_(i.clone())",
    "lib.positive(f)", "lib.positive(b)", "+b", "f.clone().gt_(0)", "i.clone().le_(lib.tensor([1.5, 2, 0]))",
    "f.clone().eq_(f)", "i.clone().ne_(2)",
    # in-place forms of existing ops
    "f.clone().cumsum_(0)", "i.clone().cumprod_(0)", "d.clone().nan_to_num_()", "lib.nan_to_num_(d.clone(), 0.5)",
    "f.reshape(3, 1).expand(3, 3).clone().tril_(1)", "f.reshape(3, 1).expand(3, 3).clone().triu_(-1)",
    "f.clone().floor_divide_(0.7)", "f.clone().fix_()", "f.clone().clip_(-1, 1)", "f.clone().negative_()",
    "f.clone().absolute_()", "f.clone().arctan2_(f)", "f.clone().multiply_(2)", "f.clone().true_divide_(2)",
]


def _namespace(lib):
    return {"lib": lib,
            "i": lib.tensor([1, 2, -3]), "f": lib.tensor([1.5, -2.0, 0.0]), "b": lib.tensor([True, False, True]),
            "d": lib.tensor([1.5, -0.0, 0.0, -2.0, float("nan"), float("inf"), -float("inf")], dtype=lib.float64),
            "h": lib.tensor([1.0, 2.0, 3.0], dtype=lib.float16), "e": lib.zeros(0)}


def _evaluate(lib, expression):
    try:
        result = eval(expression, _namespace(lib))
    except (RuntimeError, TypeError, NotImplementedError, ValueError) as error:
        return type(error).__name__, str(error).split("\n")[0]
    results = result if isinstance(result, tuple) else (result,)
    return [(np.asarray(r.detach().numpy()), str(r.dtype).split(".")[-1], r.requires_grad) for r in results]


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_matches_pytorch(expression, torch):
    ours, theirs = _evaluate(gradtable, expression), _evaluate(torch, expression)
    if isinstance(theirs, tuple):
        assert ours == theirs
        return
    assert not isinstance(ours, tuple), f"gradtable raised {ours}"
    assert len(ours) == len(theirs)
    for (a, a_dtype, a_grad), (b, b_dtype, b_grad) in zip(ours, theirs):
        assert a_dtype == b_dtype and a.shape == b.shape and a_grad == b_grad
        a, b = a.astype(np.float64), b.astype(np.float64)
        np.testing.assert_allclose(a, b, rtol=1e-6, equal_nan=True)
        assert np.array_equal(np.signbit(a) & ~np.isnan(a), np.signbit(b) & ~np.isnan(b))  # (-0.0; nan's is noise)


GRADIENTS = [
    # at 0: copysign's gradient is 0 there (not 0 / 0), sgn's is zero everywhere
    ("lib.copysign(x, y)", "V"), ("lib.copysign(x, -1.0)", "V"), ("lib.sgn(x)", "V"),
    # infinities: logaddexp's gradient is finite where it can be
    ("lib.logaddexp(x, y)", "V"), ("lib.logaddexp2(x, -y)", "V"),
    ("lib.nextafter(x, y)", "V"), ("lib.ldexp(x, lib.tensor([-1, 0, 2, 3, -2, 1, 0]))", "V"),
    ("lib.dist(x, y.detach(), 0)", "F"), ("lib.dist(x, y, float('inf'))", "F"), ("lib.dist(x, x.detach(), 2)", "F"),
    ("lib.frexp(x)[0]", "V"), ("lib.renorm(x.reshape(7, 1)[:6].reshape(2, 3), 2, 0, 1.0)", "F"),
]


def _gradient_inputs(lib, kind):
    if kind == "V":   # special values
        x = lib.tensor([0.0, -0.0, 1.5, -2.0, float("inf"), -float("inf"), 3.0], dtype=lib.float64)
        y = lib.tensor([-1.0, 0.0, -0.0, float("inf"), 2.0, -float("inf"), 3.0], dtype=lib.float64)
    else:             # finite, with a tie and a zero
        x = lib.tensor([0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 0.25], dtype=lib.float64)
        y = lib.tensor([0.0, 1.0, 1.0, -0.5, 2.0, 3.0, 0.25], dtype=lib.float64)
    return x.requires_grad_(), y.requires_grad_()


@pytest.mark.parametrize(("expression", "kind"), GRADIENTS + [("lib.dist(x, y, 0)", "F")])
def test_gradients_at_special_values_match_pytorch(expression, kind, torch):
    results = []
    for lib in (gradtable, torch):
        x, y = _gradient_inputs(lib, kind)
        out = eval(expression, {"lib": lib, "x": x, "y": y})
        try:
            grads = lib.autograd.grad(out.sum(), (x, y), allow_unused=True)
        except RuntimeError as error:  # (dist with p = 0: PyTorch's formula for other negates no gradient)
            results.append(str(error))
            continue
        results.append([None if g is None else g.numpy(force=True) if lib is torch else g.numpy() for g in grads])
    if isinstance(results[1], str):
        assert results[0] == results[1]
        return
    for a, b in zip(*results):
        assert (a is None) == (b is None)
        if b is not None:
            np.testing.assert_allclose(a, b, rtol=1e-12, equal_nan=True)


@pytest.mark.parametrize("expression", ["y.floor_divide_(2)", "y.heaviside_(lib.tensor([0.5]))",
                                        "w.floor_divide_(x)"])
def test_inplace_ops_without_derivative_record_pytorchs_not_implemented_node(expression, lib):
    """floor_divide_ and heaviside_: recorded as NotImplemented (the tensor written requires grad),
    and only a backward reaching the node fails, naming the op."""
    x = lib.tensor([1.5, -2.0, 3.0], requires_grad=True)
    names = {"lib": lib, "x": x, "y": x * 1, "w": lib.tensor([4.0, 5.0, 6.0])}
    out = eval(expression, names)
    assert out.requires_grad and out.grad_fn.name() == "torch::autograd::NotImplemented"
    with pytest.raises(RuntimeError, match=f"derivative for aten::{expression.split('.')[1].split('(')[0]} is not"):
        out.sum().backward()
    with pytest.raises(RuntimeError, match="a leaf Variable that requires grad is being used in an in-place"):
        x.floor_divide_(2)
