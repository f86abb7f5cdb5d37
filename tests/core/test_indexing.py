"""x[...] is differentiable and decomposes as PyTorch does (select, slice, unsqueeze, index)."""
import numpy as np
import pytest

import gradtable as gt

INDEXES = [
    (0,), (-1,), (slice(1, 3),), (slice(None, None, 2),), (None,), (Ellipsis, 1), (0, slice(1, None)),
    (slice(None), 2), (None, 1, None), ([0, 2, 2],), ((np.array([0, 1, 1]), np.array([2, 0, 0])),),
    ("mask",), (0, [1, 1, 3]),
]


def _index(idx, data, lib):
    """Build the same index for either library (masks and index arrays as that library's tensors)."""
    if idx == ("mask",):
        return lib.tensor(data > 0)
    out = []
    for item in idx:
        if isinstance(item, tuple):
            return tuple(lib.tensor(a) for a in item)
        out.append(lib.tensor(item) if isinstance(item, list) else item)
    return tuple(out) if len(out) != 1 else out[0]


@pytest.mark.parametrize("idx", INDEXES, ids=[str(i) for i in INDEXES])
def test_getitem_matches_pytorch(idx, torch):
    data = np.random.default_rng(0).standard_normal((4, 5))
    x = gt.tensor(data, requires_grad=True)
    tx = torch.tensor(data, requires_grad=True)
    y, ty = x[_index(idx, data, gt)], tx[_index(idx, data, torch)]
    np.testing.assert_allclose(y.detach().numpy(), ty.detach().numpy())
    assert y.grad_fn.name() == ty.grad_fn.name()
    g = np.random.default_rng(1).standard_normal(tuple(ty.shape))
    y.backward(gt.tensor(g))
    ty.backward(torch.tensor(g))
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy())


def test_repeated_indices_accumulate():
    x = gt.tensor([1.0, 2.0, 3.0], requires_grad=True)
    x[gt.tensor([0, 0, 2])].sum().backward()
    assert x.grad.tolist() == [2.0, 0.0, 1.0]


def test_index_double_backward():
    x = gt.tensor([1.0, 2.0, 3.0], dtype=gt.float64, requires_grad=True)
    assert gt.autograd.gradgradcheck(lambda t: t[1:] ** 2, (x,))
    assert gt.autograd.gradgradcheck(lambda t: t[gt.tensor([2, 0, 2])] ** 3, (x,))


def test_index_errors():
    x = gt.ones(2, 3)
    with pytest.raises(IndexError, match="out of bounds for dimension 0 with size 2"):
        x[5]
    with pytest.raises(IndexError, match="too many indices"):
        x[0, 0, 0]


def test_iteration_unbinds_rows():
    x = gt.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    rows = list(x)
    assert [r.tolist() for r in rows] == [[1.0, 2.0], [3.0, 4.0]]
    assert rows[0].grad_fn.name() == "UnbindBackward0"
    (rows[0] * 2 + rows[1]).sum().backward()
    assert x.grad.tolist() == [[2.0, 2.0], [1.0, 1.0]]


@pytest.mark.parametrize("index", [0, -1, 5, np.int64(0), slice(None), slice(0, 1), (0,), True, None, Ellipsis])
@pytest.mark.parametrize("write", [False, True])
def test_a_lone_index_on_a_0_dim_tensor_as_pytorch(torch, index, write):
    """x[0] on a 0-dim tensor is refused with PyTorch's hint to use item(); a slice, other integers
    and a tuple each get PyTorch's own message; True, None and ... select as in PyTorch."""
    def run(lib):
        x = lib.tensor(1.5)
        try:
            if write:
                x[index] = 2.
                return "wrote", x.tolist()
            return "read", tuple(x[index].shape)
        except IndexError as error:
            return "IndexError", str(error)

    assert run(gt) == run(torch)


ROW_LOOKUPS = [  # (x's shape, the index tensor's values): getitem's short way for x[int64 tensor] and its edges
    ((27, 10), [[1, 5, 26], [0, 0, 3]]),      # makemore's C[X]: a table of rows by a 2-D index
    ((4, 3, 2), [3, -4, -1, 3]),             # negative rows, repeated ones, a 3-D x
    ((5,), [[4, 0], [2, 2]]),                # a 1-D x: elements
    ((4, 3), [1, 4]),                        # out of range: PyTorch's IndexError (the general way)
    ((4, 3), [-5]),
    ((4, 3), []),                            # an empty index
    ((0, 3), []),
    ((0, 3), [0]),                           # any index into a size-0 dim
    ((4, 3), 2),                             # a 0-dim index tensor is an int: select
]


@pytest.mark.parametrize("shape, rows", ROW_LOOKUPS, ids=[f"{s}-{r}" for s, r in ROW_LOOKUPS])
def test_rows_by_an_int64_tensor_match_pytorch(torch, shape, rows):
    """x[t] for an int64 tensor t: values, grad_fn, the gradient of repeated rows and the errors as PyTorch."""
    data = np.random.default_rng(0).standard_normal(shape)
    results = []
    for lib in (gt, torch):
        x = lib.tensor(data, requires_grad=True)
        try:
            y = x[lib.tensor(rows, dtype=lib.int64)]
        except IndexError as error:
            results.append(("error", str(error)))
            continue
        g = np.arange(1.0, 1.0 + y.numel()).reshape(tuple(y.shape))
        y.backward(lib.tensor(g))
        results.append((y.detach().numpy(), y.grad_fn.name(), x.grad.numpy()))
    ours, theirs = results
    if isinstance(theirs[0], str) or isinstance(ours[0], str):
        assert ours == theirs
        return
    np.testing.assert_array_equal(ours[0], theirs[0])
    assert ours[1] == theirs[1]
    np.testing.assert_array_equal(ours[2], theirs[2])


@pytest.mark.parametrize("idx", [(slice(1, None),), (slice(None), slice(None, None, 2)), (slice(None, 2),),
                                 (slice(1, 3),)], ids=str)
def test_a_slice_saves_pytorchs_start_and_end(idx, torch):
    """PyTorch's indexing passes an open start as 0 and an open end as INT64_MAX to slice: SliceBackward0 saves
    those (the SymInts Tensor._view_func's visitor sees too). (A negative one PyTorch's node reports as an
    unsigned 64-bit number, x[-2:].grad_fn._saved_start == 2 ** 64 - 2: gradtable's says -2.)"""
    saved = []
    for lib in (gt, torch):
        node = lib.ones(4, 5, requires_grad=True)[idx].grad_fn
        saved.append((node.name(), node._saved_dim, node._saved_start, node._saved_end, node._saved_step))
    assert saved[0] == saved[1]
