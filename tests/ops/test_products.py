"""The matrix products of issue 27 beyond the table's samples, against PyTorch: the fused products' beta and
alpha (beta = 0 reads no input: its nan does not show; integer and bool results), their dtype rules and
shape errors; multi_dot's order and its errors, chain_matmul's varargs and warning, matrix_power's
powers (negative, zero, integer matrices), linalg.vecdot's checks, and matrix_exp's edges (half
precision, nan, inf, overflow) and its values and gradients across scalings."""
import numpy as np
import pytest
from call_outcomes import same

import gradtable


def m(lib, *shape, dtype=None, grad=False):
    n = 1
    for s in shape:
        n *= s
    t = (lib.arange(n, dtype=dtype or lib.float64) % 5 - 2).reshape(shape)
    return t.requires_grad_() if grad else t


def nan(lib, *shape):
    return lib.full(shape, float("nan"), dtype=lib.float64)


FUSED = [
    # beta = 0: the input is not read (nan), alpha = 0: addmv / addbmm skip the product, addr / baddbmm do not
    lambda lib: lib.addmv(nan(lib, 2), m(lib, 2, 3), m(lib, 3), beta=0),
    lambda lib: lib.addmv(m(lib, 2), nan(lib, 2, 3), m(lib, 3), alpha=0),
    lambda lib: lib.addr(nan(lib, 2, 3), m(lib, 2), m(lib, 3), beta=0),
    lambda lib: lib.addr(m(lib, 2, 3), nan(lib, 2), m(lib, 3), alpha=0),
    lambda lib: lib.baddbmm(nan(lib, 2, 2, 2), m(lib, 2, 2, 3), m(lib, 2, 3, 2), beta=0.0),
    lambda lib: lib.baddbmm(m(lib, 2, 2, 2), nan(lib, 2, 2, 3), m(lib, 2, 3, 2), alpha=0.0),
    lambda lib: lib.addbmm(nan(lib, 2, 2), m(lib, 3, 2, 3), m(lib, 3, 3, 2), beta=0),
    lambda lib: lib.addbmm(m(lib, 2, 2), nan(lib, 3, 2, 3), m(lib, 3, 3, 2), alpha=0),
    lambda lib: lib.addmm(nan(lib, 2, 2), m(lib, 2, 3), m(lib, 3, 2), beta=0),
    # integer and bool results, float32, broadcast inputs, empty products
    lambda lib: lib.addmv(m(lib, 2, dtype=lib.int64), m(lib, 2, 3, dtype=lib.int64), m(lib, 3, dtype=lib.int64),
                          beta=2, alpha=3),
    lambda lib: lib.addmv(m(lib, 2, dtype=lib.int64), m(lib, 2, 3, dtype=lib.int64), m(lib, 3, dtype=lib.int64),
                          beta=2.7, alpha=1.5),
    lambda lib: lib.addr(m(lib, 2, 3, dtype=lib.int32), m(lib, 2, dtype=lib.int32), m(lib, 3, dtype=lib.int32),
                         alpha=2),
    lambda lib: lib.addr(m(lib, 2, 3, dtype=lib.int32), m(lib, 2, dtype=lib.int32), m(lib, 3, dtype=lib.int32),
                         alpha=2.5),
    lambda lib: lib.addr(m(lib, 2, 3, dtype=lib.int32), m(lib, 2), m(lib, 3, dtype=lib.float32)),
    lambda lib: lib.addr(lib.ones(2, 3, dtype=lib.bool), lib.tensor([True, False]), lib.tensor([True, False, True]),
                         beta=False),
    lambda lib: lib.addr(m(lib, 2, 3), m(lib, 2), m(lib, 3), beta=True),
    lambda lib: lib.baddbmm(m(lib, 2, dtype=lib.float32), m(lib, 3, 2, 4, dtype=lib.float32),
                            m(lib, 3, 4, 2, dtype=lib.float32), beta=0.5, alpha=-2),
    lambda lib: lib.addbmm(m(lib, 1, dtype=lib.int64), m(lib, 2, 2, 3, dtype=lib.int64),
                           m(lib, 2, 3, 4, dtype=lib.int64)),
    lambda lib: lib.addmv(m(lib, 0), m(lib, 0, 3), m(lib, 3)),
    lambda lib: lib.addbmm(m(lib, 2, 4), m(lib, 0, 2, 3), m(lib, 0, 3, 4), beta=2),
    # shape and dtype errors
    lambda lib: lib.addmv(m(lib, 2), m(lib, 2, 3), m(lib, 4)),
    lambda lib: lib.addmv(m(lib, 3), m(lib, 2, 3), m(lib, 3)),
    lambda lib: lib.addmv(m(lib, 2), m(lib, 2, 3), m(lib, 3, 1)),
    lambda lib: lib.addmv(m(lib, 2), m(lib, 2, 3), m(lib, 3, dtype=lib.float32)),
    lambda lib: lib.addmv(lib.ones(2, dtype=lib.bool), lib.ones(2, 3, dtype=lib.bool), lib.ones(3, dtype=lib.bool)),
    lambda lib: lib.addr(m(lib, 2, 3), m(lib, 2, 1), m(lib, 3)),
    lambda lib: lib.addr(m(lib, 2, 2), m(lib, 2), m(lib, 3)),
    lambda lib: lib.baddbmm(m(lib, 2, 2, 2), m(lib, 2, 2, 3), m(lib, 2, 4, 2)),
    lambda lib: lib.baddbmm(m(lib, 2, 2, 2), m(lib, 2, 2, 3), m(lib, 3, 3, 2)),
    lambda lib: lib.baddbmm(m(lib, 2, 2, 2), m(lib, 2, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.baddbmm(m(lib, 2, 3, 2), m(lib, 2, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.baddbmm(m(lib, 2, 3, 2), m(lib, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.addbmm(m(lib, 3, 2), m(lib, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.addbmm(m(lib, 3, 2), m(lib, 2, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.baddbmm(m(lib, 2, 2, 2), m(lib, 2, 2, 3, dtype=lib.float32), m(lib, 2, 3, 2)),
    lambda lib: lib.baddbmm(m(lib, 2, 3, 2), m(lib, 2, 2, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.addbmm(m(lib, 2, 2), m(lib, 2, 3), m(lib, 2, 3, 2)),
    lambda lib: lib.addbmm(m(lib, 2, 2), m(lib, 2, 2, 3), m(lib, 3, 3, 2)),
    lambda lib: lib.addbmm(m(lib, 2, 2), m(lib, 2, 2, 3), m(lib, 2, 4, 2)),
    lambda lib: lib.addbmm(m(lib, 2, 2), m(lib, 2, 2, 3, dtype=lib.float32), m(lib, 2, 3, 2)),
    lambda lib: lib.addbmm(m(lib, 3, 2), m(lib, 2, 2, 3), m(lib, 2, 3, 2)),
    # in place: the result written into self (its dtype and shape kept, the graph's node PyTorch's)
    lambda lib: m(lib, 2, 3, grad=True).clone().addr_(m(lib, 2), m(lib, 3), alpha=2),
    lambda lib: m(lib, 2, grad=True).clone().addmv_(m(lib, 2, 3), m(lib, 3), beta=0),
    lambda lib: m(lib, 2, 2, 2, grad=True).clone().baddbmm_(m(lib, 2, 2, 3), m(lib, 2, 3, 2)),
    lambda lib: m(lib, 2, 2, grad=True).clone().addbmm_(m(lib, 2, 2, 3), m(lib, 2, 3, 2), alpha=0.5),
    lambda lib: lib.addmv_(m(lib, 2), m(lib, 2, 3), m(lib, 3)),
]


@pytest.mark.parametrize("call", FUSED)
def test_fused_products(torch, call):
    same(torch, call)


CHAINS = [
    lambda lib: lib.linalg.multi_dot([m(lib, 2, 3), m(lib, 3, 4), m(lib, 4, 2)]),
    lambda lib: lib.linalg.multi_dot((m(lib, 3), m(lib, 3, 4), m(lib, 4, 5), m(lib, 5, 2), m(lib, 2))),
    lambda lib: lib.linalg.multi_dot([m(lib, 3), m(lib, 3)]),
    lambda lib: lib.linalg.multi_dot([m(lib, 3, dtype=lib.int64), m(lib, 3, 2, dtype=lib.int64)]),
    lambda lib: lib.linalg.multi_dot([m(lib, 3)]),
    lambda lib: lib.linalg.multi_dot([]),
    lambda lib: lib.linalg.multi_dot([m(lib, 2, 3, 1), m(lib, 1, 2)]),
    lambda lib: lib.linalg.multi_dot([m(lib, 2, 3), m(lib, 1, 2, 3)]),
    lambda lib: lib.linalg.multi_dot([m(lib, 2, 3), m(lib, 3), m(lib, 2, 3)]),
    lambda lib: lib.linalg.multi_dot([m(lib, 2, 3), m(lib, 4, 2)]),
    lambda lib: lib.linalg.multi_dot([m(lib, 2, 3), m(lib, 3, 2, dtype=lib.float32)]),
    lambda lib: lib.chain_matmul(m(lib, 2, 3), m(lib, 3, 4), m(lib, 4, 2)),
    lambda lib: lib.chain_matmul(m(lib, 2, 3, grad=True)),
    lambda lib: lib.chain_matmul(m(lib, 3)),
    lambda lib: lib.chain_matmul(),
    lambda lib: lib.matrix_power(m(lib, 3, 3, dtype=lib.int64), 5),
    lambda lib: lib.linalg.matrix_power(m(lib, 3, 3, grad=True), 0),
    lambda lib: lib.linalg.matrix_power(m(lib, 2, 3, 3, grad=True), 7),
    lambda lib: lib.linalg.matrix_power(lib.tensor([[2.0, 1.0], [1.0, 1.0]], requires_grad=True), -3),  # exact
    lambda lib: lib.linalg.vecdot(m(lib, 3, grad=True), m(lib, 3), dim=5),
    lambda lib: lib.linalg.matrix_power(m(lib, 3, 3, dtype=lib.int64), -1),
    lambda lib: lib.linalg.matrix_power(m(lib, 3), 2),
    lambda lib: lib.linalg.matrix_power(m(lib, 2, 3), 2),
    lambda lib: m(lib, 3, 3).matrix_power(2),
    lambda lib: lib.linalg.vecdot(m(lib, 2, 3, grad=True), m(lib, 3)),
    lambda lib: lib.linalg.vecdot(m(lib, 2, 3), m(lib, 2, 1), dim=0),
    lambda lib: lib.linalg.vecdot(m(lib, 3, dtype=lib.int64), m(lib, 3, dtype=lib.int64)),
    lambda lib: lib.linalg.vecdot(m(lib, 3), m(lib, 3, dtype=lib.float32)),
    lambda lib: lib.linalg.vecdot(m(lib, 3), m(lib, 4)),
    lambda lib: lib.linalg.matmul(m(lib, 2, 3), m(lib, 3)),
    lambda lib: lib.linalg.diagonal(m(lib, 2, 3, 4, grad=True), offset=1),
]


@pytest.mark.parametrize("call", CHAINS)
def test_chains_and_powers(torch, call):
    same(torch, call)


BROADCAST_SELF = [  # a self that broadcasts to the product (the table's samples keep addr's and addbmm's full
    # size: their in-place forms check self's shape their own way): values and every input's gradient
    ("addr", (3,), (2,), (3,), {"beta": 2.0, "alpha": 0.5}), ("addr", (), (2,), (3,), {"beta": 0.0}),
    ("addr", (2, 1), (2,), (3,), {}),
    ("addbmm", (4,), (3, 2, 5), (3, 5, 4), {"alpha": 2.0, "beta": -1.0}), ("addbmm", (), (1, 2, 2), (1, 2, 2), {}),
    ("addmv", (1,), (2, 3), (3,), {"beta": 0.5}), ("baddbmm", (2, 4), (2, 2, 3), (2, 3, 4), {}),
]


@pytest.mark.parametrize("op, self_shape, shape1, shape2, kwargs", BROADCAST_SELF)
def test_broadcast_self_gradients(torch, op, self_shape, shape1, shape2, kwargs):
    def build(lib):
        inputs = [m(lib, *shape, grad=True) for shape in (self_shape, shape1, shape2)]
        out = getattr(lib, op)(*inputs, **kwargs)
        grads = lib.autograd.grad(out, inputs, lib.ones_like(out) * 1.5)
        return (out,) + grads
    same(torch, build)


MATRIX_EXP = [
    lambda lib: lib.linalg.matrix_exp(lib.zeros(3)), lambda lib: lib.linalg.matrix_exp(lib.zeros(2, 3)),
    lambda lib: lib.linalg.matrix_exp(lib.zeros(2, 2, dtype=lib.int64)),
    lambda lib: lib.matrix_exp(lib.zeros(0, 0)), lambda lib: lib.matrix_exp(lib.zeros(3, 0, 0)),
    lambda lib: lib.tensor([[0.01]], dtype=lib.float16).matrix_exp(),
    lambda lib: lib.zeros(2, 2).bfloat16().matrix_exp(),
    lambda lib: lib.matrix_exp(lib.tensor([[float("nan"), 0.0], [0.0, 1.0]])),
    lambda lib: lib.matrix_exp(lib.tensor([[float("inf"), 0.0], [0.0, 1.0]])),
    lambda lib: lib.matrix_exp(lib.tensor([[1e3, 0.0], [0.0, 1.0]])),             # overflow in the squarings
    lambda lib: lib.matrix_exp(lib.tensor([[1e3]])),
    lambda lib: lib.matrix_exp(lib.tensor([[-2.0]], requires_grad=True)),
]


@pytest.mark.parametrize("call", MATRIX_EXP)
def test_matrix_exp_edges(torch, call):
    same(torch, call)


@pytest.mark.parametrize("scale", [0.01, 1.0, 30.0])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_matrix_exp_values_and_gradients(torch, scale, dtype):
    """Across the scalings (no squaring, a few, many) within each dtype's rounding of PyTorch's."""
    rng = np.random.default_rng(5)
    A = rng.standard_normal((2, 4, 4)) * scale / 4
    G = rng.standard_normal((2, 4, 4))
    out = []
    for lib in (gradtable, torch):
        a = lib.tensor(A, dtype=getattr(lib, dtype), requires_grad=True)
        y = lib.linalg.matrix_exp(a)
        (grad,) = lib.autograd.grad(y, a, lib.tensor(G, dtype=getattr(lib, dtype)))
        out.append((y.detach().numpy(), grad.numpy()))
    rtol = 1e-4 if dtype == "float32" else 1e-10
    for ours, theirs in zip(out[0], out[1]):
        np.testing.assert_allclose(ours, theirs, rtol=rtol, atol=rtol * np.abs(theirs).max())


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_matrix_exp_half_precision_is_float32_rounded(dtype):
    """PyTorch's CPU kernel overflows in half precision (exp([[1, 2], [0.5, -1]]) is inf there, a known
    difference): gradtable's is the float32 exponential, rounded."""
    A = gradtable.tensor([[1.0, 2.0], [0.5, -1.0]])
    ours = gradtable.matrix_exp(A.to(getattr(gradtable, dtype)))
    assert ours.dtype == getattr(gradtable, dtype)
    np.testing.assert_array_equal(ours.float().numpy(), gradtable.matrix_exp(A).to(ours.dtype).float().numpy())
