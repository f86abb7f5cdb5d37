"""Regression tests for the families a differential run written outside the project found (issue 29,
section 2), each compared with PyTorch: the expected behaviour is whatever torch does."""
import itertools
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
        np.testing.assert_allclose(have[3], want[3], rtol=1e-12, atol=1e-14, err_msg=where)
        zeros = (have[3] == 0) & (want[3] == 0) & (want[3].dtype.kind == "f")
        assert np.array_equal(np.signbit(have[3][zeros]), np.signbit(want[3][zeros])), where
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


# -- in-place writes into an expanded tensor

def _expanded(lib):
    return lib.tensor([0.5, 1.5, 2.0], dtype=lib.float64)


@pytest.mark.parametrize("write", [
    lambda lib, v: v.masked_fill_(lib.tensor([[True, False, True], [False, False, False]]), 1.0),
    lambda lib, v: v.masked_fill_(lib.tensor([[False, False, False], [False, True, False]]), lib.tensor(-1.0,
                                                                                                          dtype=v.dtype)),
    lambda lib, v: v.__setitem__(lib.tensor([0]), 5.0),
    lambda lib, v: v.__setitem__(lib.tensor([1, 0]), lib.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], dtype=v.dtype)),
    lambda lib, v: v.__setitem__(lib.tensor([True, False]), 5.0),
    lambda lib, v: v.__setitem__((slice(None), lib.tensor([0, 2])), 7.0),
    lambda lib, v: v.index_put_((lib.tensor([0, 1]),), lib.tensor(1.0, dtype=v.dtype), accumulate=True),
    lambda lib, v: v.index_put_((lib.tensor([1, 1]), lib.tensor([0, 2])), lib.tensor([1.0, 2.0], dtype=v.dtype),
                                accumulate=True),
    lambda lib, v: v.index_put_((lib.tensor([0]),), lib.tensor(3.0, dtype=v.dtype)),
    lambda lib, v: v.copy_(v),
    lambda lib, v: v.copy_(v.clone()),
    lambda lib, v: v.copy_(lib.ones(3, dtype=v.dtype).expand(2, 3)),
    lambda lib, v: v.fill_(2.5),
    lambda lib, v: v.zero_(),
    lambda lib, v: v.add_(1.0),
    lambda lib, v: v.__setitem__((slice(None), 1), lib.tensor([1.0, 2.0], dtype=v.dtype)),
    lambda lib, v: v.__setitem__((slice(None), 1), 4.0),
    lambda lib, v: v.bitwise_not_(),
    lambda lib, v: v.masked_fill_(lib.tensor([1, 0, 1]), lib.tensor([1.0])),
])
def test_inplace_writes_into_an_expanded_tensor_as_pytorch(torch, write):
    # PyTorch refuses most (TensorIterator's overlap check); fill_/zero_ write, masked_fill_ and
    # index_put_ (x[idx] = v) write with a deprecation warning, element after element into the
    # shared memory (so an accumulation adds up and an element left alone keeps its value), and
    # copy_ of the tensor itself returns before any check.
    def program(lib):
        x = _expanded(lib)
        v = x.expand(2, 3)
        write(lib, v)
        return x, v._version
    same(torch, program)


@pytest.mark.parametrize("op", ["masked_fill_", "index_put_", "setitem"])
def test_writes_into_an_expanded_tensor_warn_as_pytorch(torch, op):
    def program(lib):
        v = _expanded(lib).expand(2, 3)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            if op == "masked_fill_":
                v.masked_fill_(lib.tensor([True, False, False]), 1.0)
            elif op == "index_put_":
                v.index_put_((lib.tensor([0]),), lib.tensor(1.0, dtype=v.dtype))
            else:
                v[lib.tensor([1])] = 2.0
        # (PyTorch's C++ warnings end with where they were raised: not compared)
        return [str(w.message).split(" (Triggered internally")[0] for w in caught if "expanded" in str(w.message)]
    same(torch, program)


@pytest.mark.parametrize("write", [
    lambda lib, v: v.__setitem__((slice(None), slice(None), 1), 5.0),
    lambda lib, v: v.__setitem__((slice(None), slice(None), 1), lib.ones(2, 0)),
    lambda lib, v: v.add_(1.0),
    lambda lib, v: v.exp_(),
    lambda lib, v: v.masked_fill_(lib.ones(2, 0, 3, dtype=lib.bool), 1.0),
])
def test_writes_into_an_expanded_empty_tensor_as_pytorch(torch, write):
    def program(lib):
        v = lib.zeros(0, 3).unsqueeze(0).expand(2, 0, 3)
        write(lib, v)
        return v, v._version
    same(torch, program)


@pytest.mark.parametrize("write", [
    lambda lib, x: x.__setitem__((Ellipsis, 0), x),
    lambda lib, x: x.__setitem__(0, x),
    lambda lib, x: x.__setitem__((None, Ellipsis), x),
])
def test_a_one_element_tensor_assigned_into_itself_as_pytorch(torch, write):
    # PyTorch drops the value's leading size-1 dims; into a 0-dim target it copies the element onto
    # itself (no overlap), into a (1, 1) one it expands the value (a partial overlap: refused).
    def program(lib):
        x = lib.tensor([1.5], dtype=lib.float64)
        write(lib, x)
        return x, x._version
    same(torch, program)


def test_an_expanded_write_recorded_by_autograd_as_pytorch(torch):
    def program(lib):
        w = lib.tensor([0.5, 1.5, 2.0], dtype=lib.float64, requires_grad=True)
        x = w * 2
        v = x.expand(2, 3)
        v.masked_fill_(lib.tensor([[True, False, False], [False, False, False]]), 3.0)
        (x * lib.tensor([1.0, 2.0, 3.0], dtype=x.dtype)).sum().backward()
        return x, w.grad, x.grad_fn.name()
    same(torch, program)


# -- strides as PyTorch's: what view, reshape and contiguous decide on

def _square(lib):
    return lib.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]], dtype=lib.float64)


_WIDE = [[1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 5.0, 1.0], [2.0, 1.0, 0.0, 3.0]]
LAYOUTS = {
    "inv": lambda lib: lib.linalg.inv(_square(lib)),
    "inv batched": lambda lib: lib.linalg.inv(_square(lib).expand(2, 3, 3)),
    "inverse of a transpose": lambda lib: lib.inverse(_square(lib).t()),
    "inv_ex": lambda lib: lib.linalg.inv_ex(_square(lib))[0],
    "cholesky": lambda lib: lib.linalg.cholesky(_square(lib)),
    "cholesky upper": lambda lib: lib.linalg.cholesky(_square(lib), upper=True),
    "cholesky_ex batched": lambda lib: lib.linalg.cholesky_ex(_square(lib).expand(2, 3, 3))[0],
    "solve": lambda lib: lib.linalg.solve(_square(lib), _square(lib)),
    # (found by make fuzz: LAPACK's column-major layout for an empty batch and for size-1 matrices too)
    "solve of an empty batch": lambda lib: lib.linalg.solve(lib.zeros(0, 2, 2), lib.zeros(0, 2, 2)),
    "inv of an empty batch": lambda lib: lib.linalg.inv(lib.zeros(0, 3, 3)),
    "qr of a column": lambda lib: lib.linalg.qr(lib.ones(2, 1))[1],
    "qr of a batch of 1x1": lambda lib: lib.linalg.qr(lib.ones(2, 1, 1))[0],
    "solve on the right": lambda lib: lib.linalg.solve(_square(lib), lib.ones(4, 3, dtype=lib.float64), left=False),
    "qr Q": lambda lib: lib.linalg.qr(lib.tensor(_WIDE, dtype=lib.float64).t())[0],
    "qr R": lambda lib: lib.linalg.qr(lib.tensor(_WIDE, dtype=lib.float64))[1],
    "qr complete Q": lambda lib: lib.linalg.qr(lib.tensor(_WIDE, dtype=lib.float64).t(), mode="complete")[0],
    "eigh vectors": lambda lib: lib.linalg.eigh(_square(lib))[1],
    "svd U": lambda lib: lib.linalg.svd(lib.tensor(_WIDE, dtype=lib.float64))[0],
    "svd Vh": lambda lib: lib.linalg.svd(lib.tensor(_WIDE, dtype=lib.float64), full_matrices=False)[2],
    "index last dim": lambda lib: lib.zeros(2, 3, 4)[..., lib.tensor([0, 3, 2])],
    "index second dim": lambda lib: lib.zeros(2, 3, 4)[:, lib.tensor([0, 1])],
    "index of a permuted tensor": lambda lib: lib.zeros(2, 3, 4).permute(2, 0, 1)[:, :, lib.tensor([0, 1])],
    "index with a transposed index": lambda lib: lib.zeros(3, 4)[lib.tensor([[0, 1], [1, 2]]).t()],
    "index apart": lambda lib: lib.zeros(2, 3, 4, 5).permute(3, 1, 0, 2)[:, lib.tensor([0, 2]), :, lib.tensor([1, 0])],
    "mask of a permuted tensor": lambda lib: lib.zeros(2, 3, 4).permute(1, 2, 0)[:, lib.tensor([True, False, True,
                                                                                                 True])],
    "cat of expanded": lambda lib: lib.cat([lib.arange(3.0).expand(2, 3)] * 2, 1),
    "cat of transposed": lambda lib: lib.cat([lib.zeros(2, 3).t()] * 2, 0),
    "diag_embed into the first dims": lambda lib: lib.diag_embed(lib.arange(6.0).reshape(2, 3), dim1=0),
    "diag_embed swapped dims": lambda lib: lib.diag_embed(lib.arange(6.0).reshape(2, 3), -1, 2, 0),
    "log_softmax of a transpose": lambda lib: lib.log_softmax(lib.zeros(2, 3).t(), 0),
    "softmax of a transpose": lambda lib: lib.softmax(lib.zeros(2, 3).t(), 0),
}


@pytest.mark.parametrize("make", LAYOUTS.values(), ids=LAYOUTS.keys())
def test_result_layouts_as_pytorch(torch, make):
    # stride() and is_contiguous(), and what depends on them: view refuses a layout it cannot keep,
    # contiguous() is the tensor itself or a copy, reshape is a view or a copy (CloneBackward0 / ViewBackward0).
    def program(lib):
        x = make(lib).requires_grad_()
        y = x * 1
        shape = tuple(x.shape)
        try:
            viewed = tuple(x.view(-1).shape)
        except RuntimeError as err:
            viewed = str(err)
        swapped = shape[:-2] + shape[:-3:-1]
        try:
            viewed_swapped = tuple(x.view(swapped).shape)
        except RuntimeError as err:
            viewed_swapped = str(err)
        return (x.stride(), x.is_contiguous(), x.contiguous() is x, viewed, viewed_swapped,
                y.reshape(-1).grad_fn.name(), y.contiguous().grad_fn.name())
    same(torch, program)


@pytest.mark.parametrize("make", [LAYOUTS["inv"], LAYOUTS["cholesky"], LAYOUTS["solve"]], ids=["inv", "cholesky",
                                                                                              "solve"])
def test_a_reshape_that_copies_leaves_the_saved_result_alone_as_pytorch(torch, make):
    # linalg.inv(a).reshape(-1) copies in PyTorch (a column-major result): writing into the copy
    # must not change inv's saved output (gradtable's reshape was a view: a false version error).
    def program(lib):
        a = make(lib).detach().requires_grad_()
        inverse = lib.linalg.inv(a)
        flat = inverse.reshape(-1)
        flat.mul_(2.0)
        (inverse * lib.arange(inverse.numel(), dtype=a.dtype).reshape(inverse.shape)).sum().backward()
        return flat, a.grad
    same(torch, program)


# -- empty tensors and PyTorch's backward formulas in recorded graphs

@pytest.mark.parametrize("repeats", [(0,), (2, 0), (0, 1, 2), (2, 1), (1, 1), (3, 1, 2)])
def test_repeat_backward_as_pytorch(torch, repeats):
    # PyTorch's repeat_backward returns zeros (no graph) when a repeat is 0, so a create_graph
    # gradient of tile(x, (0,)) does not require grad; otherwise it sums the repeats away.
    def program(lib):
        x = lib.tensor([[0.5, 1.5], [2.0, -1.0]], dtype=lib.float64, requires_grad=True)
        w = lib.tensor(1.5, dtype=lib.float64, requires_grad=True)
        y = x.repeat(repeats) * w
        gx, gw = lib.autograd.grad((y * y).sum(), [x, w], create_graph=True)
        return gx, gx.requires_grad, gw, gw.grad_fn.name() if gw.grad_fn is not None else None
    same(torch, program)


def test_broadcast_gradient_summed_to_zero_dim_as_pytorch(torch):
    # (the engine's sum_to: a full sum for a 0-dim input, SumBackward0 in a recorded graph)
    def program(lib):
        w = lib.tensor(1.5, dtype=lib.float64, requires_grad=True)
        x = lib.zeros(0, 3, dtype=lib.float64, requires_grad=True)
        gw, = lib.autograd.grad((x * w).sum(), [w], create_graph=True)
        gw2, = lib.autograd.grad((lib.ones(2, 3, dtype=lib.float64) * w).sum(), [w], create_graph=True)
        return gw, gw.grad_fn.name(), gw2, gw2.grad_fn.name()
    same(torch, program)


@pytest.mark.parametrize("make", [
    lambda lib: lib.zeros(0, 3, 0), lambda lib: lib.zeros(0, 3), lambda lib: lib.zeros(3, 0),
    lambda lib: lib.zeros(2, 0, 3),
    lambda lib: lib.empty(0), lambda lib: lib.ones(2, 3).new_zeros(0, 2), lambda lib: lib.ones(4, 3)[:, :0],
    lambda lib: lib.zeros(0, 3).view(3, 0), lambda lib: lib.zeros(2, 0, 3).reshape(0, 6),
])
def test_empty_tensors_have_pytorchs_contiguous_strides(torch, make):
    # (NumPy gives a fresh empty array zero strides; PyTorch counts a size-0 dim as 1)
    same(torch, lambda lib: (make(lib).stride(), make(lib).is_contiguous(), make(lib).stride(0)))


@st.composite
def _advanced_indexes(draw):
    """A tensor (maybe permuted) and an advanced index of it: index tensors (size-1 dims often) on one
    or two dims, next to each other or apart, with full slices elsewhere."""
    shape = draw(st.lists(st.integers(1, 4), min_size=1, max_size=4))
    perm = draw(st.permutations(range(len(shape))))
    dims = draw(st.lists(st.integers(0, len(shape) - 1), min_size=1, max_size=2, unique=True))
    index_shape = draw(st.lists(st.integers(1, 3), min_size=1, max_size=2))
    indexes = {d: draw(st.lists(st.integers(0, shape[perm[d]] - 1), min_size=int(np.prod(index_shape)),
                                max_size=int(np.prod(index_shape)))) for d in dims}
    index_layout = draw(st.sampled_from(["row-major", "transposed", "mask"]))
    return shape, perm, index_shape, indexes, index_layout


@settings(max_examples=200, deadline=None, database=None, derandomize=True)
@given(case=_advanced_indexes())
def test_advanced_indexing_results_have_pytorchs_strides(torch, case):
    # Found by make fuzz: x[:, idx] of shape (3, 1) had stride (1, 3), PyTorch's is (1, 1) (NumPy's
    # ascontiguousarray leaves a size-1 dim's stride as the gather left it).
    shape, perm, index_shape, indexes, index_layout = case

    def index(lib, d, size):
        if index_layout == "mask":   # (a mask of the dim: its nonzero() column, a strided index)
            return lib.tensor([i in indexes[d] for i in range(size)])
        if index_layout == "transposed":
            return lib.tensor(indexes[d]).reshape(index_shape[::-1]).t()
        return lib.tensor(indexes[d]).reshape(index_shape)

    def program(lib):
        x = lib.arange(float(np.prod(shape))).reshape(shape).permute(perm)
        key = tuple(index(lib, d, x.shape[d]) if d in indexes else slice(None) for d in range(max(indexes) + 1))
        y = x[key]
        return y.stride(), y.is_contiguous(), y
    same(torch, program)


@pytest.mark.parametrize("shape", [(2, 3, 1), (1, 2, 3), (3, 1, 2, 1), (2, 2, 2)])
def test_multi_dim_mask_results_have_pytorchs_strides(torch, shape):
    # a mask over k dims indexes with nonzero()'s columns (stride k); an empty selection keeps the
    # strides PyTorch's TensorIterator gives it, unless they are row-major (then a size-0 dim counts as 1)
    def program(lib):
        seen = []
        for perm in itertools.permutations(range(len(shape))):
            x = lib.arange(float(np.prod(shape))).reshape(shape).permute(perm)
            for d in range(len(shape) - 1):
                for k in (2, 3)[:len(shape) - d - 1]:
                    mask = lib.ones(x.shape[d:d + k], dtype=lib.bool)
                    mask.view(-1)[0] = False
                    y = x[(slice(None),) * d + (mask,)]
                    seen.append((perm, d, k, tuple(y.shape), y.stride()))
        return seen
    same(torch, program)
