"""Index kinds beyond ints, slices and bool masks, compared with PyTorch: a Python range, a list
of ints (or floats, which PyTorch truncates), and index tensors of each integer dtype (int64 and
int32 index, uint8 is a deprecated mask, int8 and int16 are refused), in x[i] and x[i] = v, with
gradients."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable

# Index expressions over a (3, 4) tensor `x`; `lib` is the library (torch or gradtable).
INDICES = [
    "range(2)", "range(0, 3, 2), 1", "slice(None), range(1, 3)", "range(0)", "range(-1, 1)", "(range(2),)",
    "[0, 2]", "[0, -1], [1, 2]", "[1.7]", "[1.7, 2]", "[[0, 1], [2, 2]]",
    "lib.tensor([0, 2], dtype=lib.int32)", "lib.tensor([[2, 0]], dtype=lib.int32), lib.tensor([3])",
    "lib.tensor([1, 0, 1], dtype=lib.uint8)", "lib.tensor(1, dtype=lib.int8)", "lib.tensor(1, dtype=lib.int16)",
    "lib.tensor(1, dtype=lib.uint8)", "range(2), lib.tensor([1, 3], dtype=lib.int32)",
]
REFUSED = [
    "lib.tensor([0, 2], dtype=lib.int8)", "lib.tensor([0, 2], dtype=lib.int16)", "lib.tensor([0., 2.])",
    "lib.tensor(1.)", "lib.tensor([0, 2], dtype=lib.int8), lib.tensor([1, 3], dtype=lib.int32)",
    "range(5)", "[0, 3]", "lib.tensor([0, 5], dtype=lib.int32)", "slice(None), range(3, 5)",
    "lib.tensor([1, 0], dtype=lib.uint8)",
]


def _index(lib, text):
    return eval(text, {"lib": lib})


def _run(lib, fn):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (uint8 masks warn in both)
        try:
            return fn(), None
        except (IndexError, RuntimeError, TypeError) as error:
            return None, (type(error), str(error))


def _getitem_and_grad(lib, text):
    x = lib.arange(12.).reshape(3, 4).requires_grad_()
    y = x[_index(lib, text)]
    (y * lib.arange(float(y.numel())).reshape(y.shape)).sum().backward()
    return y.detach().numpy(), x.grad.numpy(), y.grad_fn.name() if y.grad_fn else None


@pytest.mark.parametrize("text", INDICES + REFUSED)
def test_getitem_values_grads_and_errors(text, torch):
    ours, theirs = _run(gradtable, lambda: _getitem_and_grad(gradtable, text)), \
        _run(torch, lambda: _getitem_and_grad(torch, text))
    assert ours[1] == theirs[1]
    if theirs[1] is None:
        for a, b in zip(ours[0][:2], theirs[0][:2]):
            np.testing.assert_array_equal(a, b)
        assert ours[0][2] == theirs[0][2]


def _setitem_and_grad(lib, text, value):
    v = lib.tensor(2.5, requires_grad=True) if value == "0-dim" else None
    base = lib.zeros(3, 4, requires_grad=True)
    x = base * 1
    index = _index(lib, text)
    if value == "number":
        x[index] = 5.
    else:
        target = x.detach()[index]
        v = lib.arange(1., target.numel() + 1).reshape(target.shape).requires_grad_() if value == "tensor" else v
        x[index] = v * 2
    (x * lib.arange(12.).reshape(3, 4)).sum().backward()
    return x.detach().numpy(), base.grad.numpy(), None if v is None else v.grad.numpy()


@pytest.mark.parametrize("value", ["number", "tensor", "0-dim"])
@pytest.mark.parametrize("text", INDICES + REFUSED)
def test_setitem_values_grads_and_errors(text, value, torch):
    ours = _run(gradtable, lambda: _setitem_and_grad(gradtable, text, value))
    theirs = _run(torch, lambda: _setitem_and_grad(torch, text, value))
    assert ours[1] == theirs[1]
    if theirs[1] is None:
        for a, b in zip(ours[0], theirs[0]):
            np.testing.assert_array_equal(a, b)


def test_uint8_mask_warns_as_pytorch(torch):
    for lib in (gradtable, torch):
        with pytest.warns(UserWarning, match="indexing with dtype torch.uint8 is now deprecated"):
            lib.arange(3)[lib.tensor([1, 0, 1], dtype=lib.uint8)]


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(st.integers(-3, 2), max_size=5), cols=st.integers(-4, 3), step=st.integers(1, 3),
       dtype=st.sampled_from(["int64", "int32"]), kind=st.sampled_from(["list", "tensor", "range"]))
def test_drawn_integer_indices(rows, cols, step, dtype, kind, torch):
    """Rows by a list, an index tensor of dtype or a range, with a column int: values and gradients."""
    def run(lib):
        if kind == "range":
            index = (range(0, 3, step), cols)
        elif kind == "tensor":
            index = (lib.tensor(rows, dtype=getattr(lib, dtype)), cols)
        else:
            index = (rows, cols)
        x = lib.arange(12., dtype=lib.float64).reshape(3, 4).requires_grad_()
        y = x[index]
        (y * y).sum().backward()
        return y.detach().numpy(), x.grad.numpy()
    for a, b in zip(run(gradtable), run(torch)):
        np.testing.assert_array_equal(a, b)


# x[t] with an int64 tensor t, the common case (makemore's C[X]), which the index kernel takes with
# np.take and range-checks itself: tables and indices row-major or not, size-1 dims, negative and
# out-of-range indices (PyTorch's error, the first bad index in row-major order of t).
ROW_TABLES = ["lib.arange(54.).reshape(27, 2)", "lib.arange(54.).reshape(2, 27).t()", "lib.arange(27.).reshape(27, 1)",
              "lib.arange(54.).reshape(27, 2, 1)[:, :1]", "lib.arange(27.)", "lib.arange(0.).reshape(27, 0)",
              "lib.arange(0.).reshape(0, 3)"]
ROW_INDICES = ["[3, -1, 3]", "[[0], [26]]", "[[[-27]]]", "[1, 27]", "[[2, 30], [40, 1]]", "[-28]",
               "lib.tensor([[1, 40], [30, 2]]).t()", "lib.tensor([[5, 6, 7]]).t()", "[]"]


@pytest.mark.parametrize("table", ROW_TABLES)
@pytest.mark.parametrize("rows", ROW_INDICES)
def test_rows_by_an_int64_tensor(table, rows, torch):
    def run(lib):
        x = eval(table, {"lib": lib}).requires_grad_()
        t = eval(rows, {"lib": lib})
        y = x[t if not isinstance(t, list) else lib.tensor(t, dtype=lib.int64)]
        y.sum().backward()
        return y.detach().numpy(), y.stride(), x.grad.numpy(), y.grad_fn.name()
    ours, theirs = _run(gradtable, lambda: run(gradtable)), _run(torch, lambda: run(torch))
    if ours[1] != theirs[1] and "lib.tensor([[1, 40], [30, 2]]).t()" == rows:
        # PyTorch reads a transposed index in memory order and names the first bad index it meets
        # (30); gradtable names the first in row-major order (40), as it did before this path
        assert ours[1][0] is theirs[1][0] is IndexError
        return
    assert ours[1] == theirs[1]
    if theirs[1] is None:
        np.testing.assert_array_equal(ours[0][0], theirs[0][0])
        if ours[0][0].size:   # (an empty result's strides differ from PyTorch's on the general way: known)
            assert ours[0][1] == theirs[0][1]
        np.testing.assert_array_equal(ours[0][2], theirs[0][2])
        assert ours[0][3] == theirs[0][3]


# torch.ops.aten.index.Tensor takes PyTorch's `Tensor?[] indices`: a list with one item per leading dim,
# None for a whole dim (what a __torch_dispatch__ handler's func(*args) passes on). Over a (2, 3, 4) `x`.
ATEN_INDEX_LISTS = [
    "[lib.tensor([1, 0])]", "[lib.tensor([1, 0]), lib.tensor([2, 0])]", "[None, lib.tensor([2])]",
    "[None, None, lib.tensor([[3, 0]])]", "[lib.tensor([True, False])]", "[None, lib.tensor([0, 2]), None]",
    "[lib.tensor([1]), None, lib.tensor([0, 3])]",
    # out of range: PyTorch numbers the index tensors (a mask of k dims is k of them), not the dims
    "[lib.tensor([2])]", "[None, lib.tensor([3])]", "[None, None, lib.tensor([-5])]",
    "[lib.tensor([1]), lib.tensor([0]), lib.tensor([9])]",
    "[lib.tensor([[True, False, True], [True, True, True]]), lib.tensor([5])]",
]


@pytest.mark.parametrize("indices", ATEN_INDEX_LISTS)
def test_aten_index_takes_a_list_of_optional_tensors(indices, torch):
    def run(lib):
        x = lib.arange(24.).reshape(2, 3, 4).requires_grad_()
        try:
            y = lib.ops.aten.index.Tensor(x, eval(indices, {"lib": lib}))
        except IndexError as error:
            return str(error)
        (y * y).sum().backward()
        return y.detach().numpy(), x.grad.numpy(), type(y.grad_fn).__name__
    ours, theirs = run(gradtable), run(torch)
    if isinstance(theirs, str):
        assert ours == theirs
        return
    for a, b in zip(ours[:2], theirs[:2]):
        np.testing.assert_array_equal(a, b)
    assert ours[2] == theirs[2]
