"""Regression tests for the families a differential run written outside the project found (issue 29,
section 2), each compared with PyTorch: the expected behaviour is whatever torch does."""
import warnings

import numpy as np
import pytest

import gradtable


def _run(lib, program):
    """What a user sees of `program(lib)`: ('ok', its value as nested NumPy arrays and plain values)
    or (exception type name, message)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            value = program(lib)
    except Exception as err:   # the exception is what is compared
        return type(err).__name__, str(err)
    return "ok", _plain(lib, value)


def _plain(lib, value):
    if isinstance(value, lib.Tensor):
        return ("tensor", str(value.dtype).replace("torch.", "").replace("gradtable.", ""), tuple(value.shape),
                value.detach().numpy().copy())
    if isinstance(value, (tuple, list)):
        return tuple(_plain(lib, v) for v in value)
    if isinstance(value, dict):
        return {k: _plain(lib, v) for k, v in value.items()}
    return value


def _assert_same(want, have, where="result"):
    if isinstance(want, tuple) and want and want[0] == "tensor":
        assert isinstance(have, tuple) and have and have[0] == "tensor", f"{where}: torch {want}, gradtable {have}"
        assert want[1:3] == have[1:3], f"{where}: torch {want[1:3]}, gradtable {have[1:3]}"
        np.testing.assert_allclose(have[3], want[3], rtol=1e-12, atol=0, err_msg=where)
        assert np.array_equal(np.signbit(have[3]), np.signbit(want[3])) or want[3].dtype.kind != "f", where
    elif isinstance(want, tuple):
        assert isinstance(have, tuple) and len(want) == len(have), f"{where}: torch {want}, gradtable {have}"
        for i, (w, h) in enumerate(zip(want, have)):
            _assert_same(w, h, f"{where}[{i}]")
    elif isinstance(want, dict):
        assert want.keys() == have.keys(), where
        for k in want:
            _assert_same(want[k], have[k], f"{where}[{k!r}]")
    else:
        assert want == have, f"{where}: torch {want!r}, gradtable {have!r}"


def same(torch, program):
    want, have = _run(torch, program), _run(gradtable, program)
    assert want[0] == have[0], f"torch: {want}, gradtable: {have}"
    if want[0] == "ok":
        _assert_same(want[1], have[1])
    else:
        assert have[1] == want[1]


# -- masked_fill of a 0-dim tensor by a mask that broadcasts it

@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("value", [2.5, "tensor"])
def test_masked_fill_of_a_zero_dim_self_broadcasts_as_pytorch(torch, dtype, value):
    def program(lib):
        x = lib.tensor(0.5, dtype=getattr(lib, dtype), requires_grad=True)
        fill = lib.tensor(2.5, dtype=getattr(lib, dtype), requires_grad=True) if value == "tensor" else value
        y = x.masked_fill(lib.tensor([[True, False], [False, False]]), fill)
        (y * lib.tensor([1.0, 2.0], dtype=y.dtype)).sum().backward()
        return y, x.grad, fill.grad if value == "tensor" else None
    same(torch, program)


# -- a double backward through a saved result of an in-place op on a view that is still referenced

@pytest.mark.parametrize("op", ["exp_", "sigmoid_", "tanh_", "sqrt_"])
@pytest.mark.parametrize("view", ["view", "slice"])
def test_double_backward_reaches_the_view_and_base_nodes_as_pytorch(torch, op, view):
    # PyTorch unpacks the saved result onto the view's grad_fn (rebuilt from the base's CopySlices):
    # the second pass runs the view's and the base's hooks, fills their retained grads, and a hook
    # that changes the gradient changes the second derivative.
    def program(lib):
        x = lib.tensor([1.0, 2.0], dtype=lib.float64, requires_grad=True)
        calls = []
        y = x * 1
        v = y.view(-1) if view == "view" else y[0:1]
        getattr(v, op)()
        y.register_hook(lambda g: (calls.append(("y", g.detach().clone())), g * 2)[1])
        v.register_hook(lambda g: calls.append(("v", g.detach().clone())))
        y.retain_grad()
        v.retain_grad()
        gx, = lib.autograd.grad((y * 3).sum(), x, create_graph=True)
        first = list(calls)
        calls.clear()
        g2, = lib.autograd.grad(gx.sum(), x)
        return gx, g2, first, calls, y.grad, v.grad
    same(torch, program)


# -- argument checks in PyTorch's order

@pytest.mark.parametrize("case", [
    lambda lib: lib.stack([lib.zeros(2), lib.zeros(3)], dim=5),
    lambda lib: lib.stack([lib.zeros(2), lib.zeros(3)], dim=-3),
    lambda lib: lib.stack([lib.zeros(2), lib.zeros(2, 3)], dim=3),
    lambda lib: lib.stack([lib.zeros(2), lib.zeros(3)], dim=1),
    lambda lib: lib.zeros(()).view(),
    lambda lib: lib.zeros(3).view(),
    lambda lib: lib.zeros(()).view(()),
    lambda lib: lib.zeros(()).view([]),
    lambda lib: lib.zeros(()).reshape(),
    lambda lib: lib.zeros(()).expand(),
    lambda lib: lib.zeros(()).permute(),
    lambda lib: lib.zeros(()).repeat(),
    lambda lib: lib.zeros(()).flip(),
    lambda lib: lib.zeros(()).tile(()),
])
def test_argument_errors_in_pytorchs_order(torch, case):
    same(torch, case)


# -- determinants and singular values as PyTorch computes them

@pytest.mark.parametrize("matrix", [
    [[3.0]], [[1.0, 2.0], [3.0, 4.0]], [[2.0, 1.0], [1.0, 3.0]], [[1.0, 2.0], [2.0, 4.0]],
    [[0.5, 1.5, -2.0], [1.0, 1.0, 1.0], [3.0, -0.25, 2.0]], [[float("nan"), 2.0], [2.0, 4.0]],
    [[[3.0, 1.0], [1.0, 0.5]], [[0.0, 1.0], [7.0, 0.0]]]])
@pytest.mark.parametrize("transposed", [False, True])
def test_det_is_the_product_of_lu_pivots_exactly_as_pytorch(torch, matrix, transposed):
    # PyTorch multiplies the pivots of the LU (of A^T for a row-major A); NumPy's det is
    # exp(sum of logs): det [[3.]] was 3.0000000000000004. Compared to the last bit.
    def program(lib):
        A = lib.tensor(matrix, dtype=lib.float64)
        return lib.linalg.det(A.mT if transposed else A), lib.det(A)
    want, have = _run(torch, program), _run(gradtable, program)
    for w, h in zip(want[1], have[1]):
        assert np.array_equal(w[3], h[3], equal_nan=True), (w, h)


def test_det_of_empty_matrices_as_pytorch(torch):
    same(torch, lambda lib: (lib.linalg.det(lib.zeros(0, 0)), lib.linalg.det(lib.zeros(2, 0, 0)),
                             lib.linalg.det(lib.zeros(0, 2, 2))))


@pytest.mark.parametrize("shape", [(1, 2), (2, 1), (2, 3), (3, 2), (2, 2)])
@pytest.mark.parametrize("used", ["U", "Vh", "S"])
def test_svd_backward_leaves_out_the_terms_of_unused_outputs_as_pytorch(torch, shape, used):
    # A zero matrix: every singular value is 0, so an unused output's terms computed from zeros
    # were 0 / 0 = nan; PyTorch skips them (its gradients are undefined, not zero).
    def program(lib):
        A = lib.zeros(shape, dtype=lib.float64, requires_grad=True)
        U, S, Vh = lib.linalg.svd(A, full_matrices=False)
        {"U": U, "Vh": Vh, "S": S}[used].abs().sum().backward()
        return A.grad
    same(torch, program)


@pytest.mark.parametrize("matrix", [[[1.0, 2.0], [1.0, 2.0]], [[0.0, 0.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 0.0]],
                                    [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0]], [[0.0, 1.0], [0.0, 1.0], [0.0, 1.0]]])
@pytest.mark.parametrize("used", ["Q", "R", "QR"])
def test_qr_backward_through_a_singular_r_as_pytorch(torch, matrix, used):
    # PyTorch solves with R by a triangular solve, which divides by R's zero pivots (inf/nan);
    # linalg.solve refused the singular matrix (LinAlgError).
    def program(lib):
        A = lib.tensor(matrix, dtype=lib.float64, requires_grad=True)
        Q, R = lib.linalg.qr(A)
        loss = R.sum() if "R" in used else 0
        if "Q" in used:
            loss = loss + (Q * lib.arange(Q.numel(), dtype=Q.dtype).reshape(Q.shape)).sum()
        loss.backward()
        return A.grad
    same(torch, program)
