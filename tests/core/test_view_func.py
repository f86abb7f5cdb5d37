"""Tensor._view_func: a view rebuilt from another base, the SymInt and Tensor arguments of its view ops shown
to visitors (core/view_func.py); aten.slice_inverse, the view op whose replay keeps a tensor. Each test runs
on gradtable and torch with the same literal expectations."""
import pytest

BIG = 2 ** 63 - 1   # PyTorch's indexing gives an open slice end as INT64_MAX


def _visited(view, base, **visitors):
    seen = []

    def remember(value):
        seen.append(value)
        return value

    out = view._view_func(base, symint_visitor_fn=remember, **visitors)
    return seen, out


def _geometry(t):
    return tuple(t.shape), t.stride(), t.storage_offset()


def test_a_visited_index_changes_one_replay_only(lib):
    with lib.autograd._force_original_view_tracking(True):
        base = lib.randn(3, 4, 5)
        view = base.select(1, 2)
        new_base = base * 10
        moved = view._view_func(new_base, symint_visitor_fn=lambda index: index + 1)
        assert lib.equal(moved, new_base.select(1, 3))
        assert lib.equal(view._view_func(new_base), new_base.select(1, 2))
        assert lib.equal(view._view_func_unsafe(new_base), new_base.select(1, 2))


VIEWS = {   # a view of x = randn(2, 6) made with view replay forced, and the SymInts its chain shows a visitor
    "select": (lambda x: x.select(1, 2), [2]),
    "select_negative": (lambda x: x.select(1, -1), [-1]),
    "getitem_int": (lambda x: x[1], [1]),
    "getitem_slice": (lambda x: x[:, 1:], [1, BIG, 1]),
    "getitem_step": (lambda x: x[:, ::2], [0, BIG, 2]),
    "getitem_negative": (lambda x: x[:, -3:], [-3, BIG, 1]),
    "getitem_none": (lambda x: x[None], []),
    "slice_defaults": (lambda x: x.narrow(1, 0, 6)[:, 1:3], [0, 6, 1, 1, 3, 1]),
    "narrow": (lambda x: x.narrow(1, 2, 3), [2, 5, 1]),
    "view": (lambda x: x.view(-1), [-1]),
    "reshape": (lambda x: x.reshape(12), [12]),
    "unflatten": (lambda x: x.unflatten(1, (2, 3)), [2, 2, 3]),
    "expand": (lambda x: x.expand(3, 2, 6), [3, 2, 6]),
    "as_strided": (lambda x: x.as_strided((2, 2), (1, 2)), [2, 2, 1, 2]),
    "as_strided_offset": (lambda x: x.as_strided((2, 2), (1, 2), 3), [2, 2, 1, 2, 3]),
    "transpose_unsqueeze": (lambda x: x.t().unsqueeze(0), []),
    "chain": (lambda x: x[:, 1:].transpose(0, 1).select(0, 2), [1, BIG, 1, 2]),
    "diagonal": (lambda x: x.diagonal(), []),
}


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_the_symint_visitor_sees_the_schema_symint_arguments(lib, name):
    make, expected = VIEWS[name]
    x = lib.randn(2, 6)
    with lib.autograd._force_original_view_tracking(True):
        view = make(x)
    new_base = lib.randn(2, 6)
    seen, out = _visited(view, new_base)
    assert seen == expected
    assert _geometry(out) == _geometry(view)
    assert lib.equal(out, make(new_base))


@pytest.mark.parametrize("op, sizes", [("split", [2, 2, 2]), ("chunk", [2, 2, 2]), ("split_sizes", [1, 5, 1, 5])])
def test_each_output_of_a_split_replays_its_own_piece(lib, op, sizes):
    x = lib.randn(2, 6)
    split = {"split": lambda t: t.split(2, 1), "chunk": lambda t: t.chunk(3, 1),
             "split_sizes": lambda t: t.split([1, 5], 1)}[op]
    with lib.autograd._force_original_view_tracking(True):
        pieces = split(x)
    new_base = lib.randn(2, 6)
    seen = []
    for piece, expected in zip(pieces, split(new_base)):
        piece_seen, out = _visited(piece, new_base)
        seen += piece_seen
        assert lib.equal(out, expected)
    assert seen == sizes


def test_without_view_replay_a_view_is_one_as_strided(lib):
    """PyTorch keeps a view's ops only when replay is forced or the op changes what the memory means; other
    views are rebuilt with as_strided, whose sizes, strides and offset a visitor sees where it bridges a
    gap between kept ops."""
    real = lib.randn(3, dtype=lib.cfloat)
    new_real = lib.randn(3, dtype=lib.cfloat)
    seen, out = _visited(real[1:], new_real)   # nothing kept: as_strided, not visited
    assert seen == [] and lib.equal(out, new_real[1:])
    seen, out = _visited(lib.view_as_real(real), new_real)   # a dtype-changing view is kept
    assert seen == [] and lib.equal(out, lib.view_as_real(new_real))
    seen, out = _visited(lib.view_as_real(real)[1:], new_real)
    assert seen == [2, 2, 2, 1, 2] and lib.equal(out, lib.view_as_real(new_real)[1:])
    with lib.autograd._force_original_view_tracking(True):
        kept = real[1:]
    seen, out = _visited(kept.transpose(0, 0), new_real)
    assert seen == [1, BIG, 1, 2, 1, 1] and lib.equal(out, new_real[1:])
    first = real[1:]
    with lib.autograd._force_original_view_tracking(True):
        then_kept = first[1:]
    seen, out = _visited(then_kept, new_real)
    assert seen == [2, 1, 1, 1, BIG, 1] and lib.equal(out, new_real[2:])


def test_a_base_laid_out_otherwise_gives_none(lib):
    base = lib.randn(3, 4)
    view = base[1:]
    assert lib.randn(3, 4)._view_func(base) is None   # not a view
    assert view._view_func(lib.randn(3, 5)) is None
    assert view._view_func(lib.randn(4, 3).t()) is None
    assert view._view_func(lib.randn(13)[1:].view(3, 4)) is None
    # dtype is not compared; nor the stride of a dim of size 1
    assert _geometry(view._view_func(lib.ones(3, 4, dtype=lib.int64))) == ((2, 4), (4, 1), 4)
    row = lib.randn(1, 4)
    assert row[:, 1:]._view_func(lib.randn(1, 4).as_strided((1, 4), (9, 1))) is not None
    complex_view = lib.randn(3, 4, dtype=lib.cfloat)[1:]
    assert complex_view._view_func(lib.randn(3, 4, dtype=lib.cfloat).conj()) is None
    # the unsafe variant replays on any base: as_strided to the view's own geometry, or its kept ops
    assert _geometry(view._view_func_unsafe(lib.randn(3, 5))) == ((2, 4), (4, 1), 4)
    with lib.autograd._force_original_view_tracking(True):
        assert tuple(base[1:]._view_func_unsafe(lib.randn(3, 5)).shape) == (2, 5)


def test_the_replay_records_history_on_the_new_base(lib):
    x = lib.randn(3, requires_grad=True)
    with lib.autograd._force_original_view_tracking(True):
        y = x * 1
        view = y[1:]
        new = view._view_func(y)
    assert type(new.grad_fn).__name__ == "SliceBackward0" and new._base is y
    new.sum().backward()
    assert x.grad.tolist() == [0.0, 1.0, 1.0]


def _error(call):
    try:
        call()
    except Exception as error:   # noqa: BLE001  (the test compares the type and text)
        return type(error).__name__, str(error)
    return None


_CAST = ("RuntimeError", "Unable to cast Python instance of type <class '{}'> to C++ type '?' (#define "
         "PYBIND11_DETAILED_ERROR_MESSAGES or compile in debug mode for details)")


def test_bad_arguments_and_visitor_values_raise_as_torch(lib):
    base = lib.randn(3, 4, 5)
    assert _error(lambda: base.select(0, 1)._view_func()) == (
        "TypeError", '_view_func() missing 1 required positional arguments: "new_base"')
    assert _error(lambda: base.select(0, 1)._view_func(3)) == (
        "TypeError", "_view_func(): argument 'new_base' (position 1) must be Tensor, not int")
    with lib.autograd._force_original_view_tracking(True):
        view = base.select(1, 2)
        assert _error(lambda: view._view_func(base, symint_visitor_fn=3)) == (
            "RuntimeError", "Object of type 'int' is not an instance of 'function'")
        for bad, type_name in (("a", "str"), (None, "NoneType"), (True, "bool"), ((1,), "tuple"), (2.0, "float")):
            assert _error(lambda: view._view_func(base, symint_visitor_fn=lambda _: bad)) == (
                _CAST[0], _CAST[1].format(type_name))
        # an integer tensor stands for its int; a float one is refused (its type's name is the library's)
        assert lib.equal(view._view_func(base, symint_visitor_fn=lambda _: lib.tensor(1)), base.select(1, 1))
        assert _error(lambda: view._view_func(base, symint_visitor_fn=lambda _: lib.tensor(1.5)))[0] == "RuntimeError"
        assert _error(lambda: view._view_func(base, symint_visitor_fn=lambda _: 2 ** 70)) == (
            "ValueError", "Overflow when unpacking long long")
        assert _error(lambda: view._view_func(base, symint_visitor_fn=lambda _: 7)) == (
            "IndexError", "select(): index 7 out of range for tensor of size [3, 4, 5] at dimension 1")
        # a visitor with nothing to visit is never called
        assert _geometry(view._view_func(base, tensor_visitor_fn=lambda _: "a")) == ((3, 5), (20, 1), 10)


# -- aten.slice_inverse -------------------------------------------------------------------------------

def test_slice_inverse_views_self_as_src_is_laid_out(lib):
    base = lib.arange(60.).reshape(3, 4, 5)
    sliced = base[:, 2:3, :].detach()
    for whole in (lib.ops.aten.slice_inverse(sliced, base, 1, 2, 3, 1), lib.slice_inverse(sliced, base, 1, 2, 3),
                  sliced.slice_inverse(base, dim=1, start=2, end=3)):
        assert lib.equal(whole, base) and _geometry(whole) == ((3, 4, 5), (20, 5, 1), 0)
        assert whole._is_view() and whole._base is sliced and whole.grad_fn is None
    assert _error(lambda: lib.slice_inverse(lib.randn(3), lib.randn(5), 0, 0, 1, 1)) == (
        "RuntimeError", "setStorage: sizes [5], strides [1], storage offset 0, and itemsize 4 requiring a storage "
                        "size of 20 are out of bounds for storage of size 12")


def test_slice_inverse_gradients(lib):
    x = lib.randn(3, 4, 5, requires_grad=True)
    memory = lib.zeros(60, requires_grad=True)
    y = lib.randn(3, 1, 5, requires_grad=True)
    out = lib.ops.aten.slice_inverse(y.expand(3, 4, 5).contiguous()[:, :1], x, 1, 2, 3, 1)
    assert type(out.grad_fn).__name__ == "SliceInverseBackward0"
    assert (out.grad_fn._saved_dim, out.grad_fn._saved_start, out.grad_fn._saved_end, out.grad_fn._saved_step) == (
        1, 2, 3, 1)
    grad = lib.arange(60.).view(3, 4, 5)
    grad_y, grad_x = lib.autograd.grad(out, (y, x), grad)
    assert grad_y.flatten().tolist() == [10., 11., 12., 13., 14., 30., 31., 32., 33., 34., 50., 51., 52., 53., 54.]
    expected_x = grad.clone()
    expected_x[:, 2] = 0
    assert lib.equal(grad_x, expected_x)
    # src's gradient scatters into zeros like self: for a self that is not src's slice, backward refuses it
    whole = lib.ops.aten.slice_inverse(memory, x, 1, 2, 3, 1)
    assert _error(lambda: lib.autograd.grad(whole, (x,), grad)) == (
        "RuntimeError", "expected src to have a size equal to the slice of self. src size = [60], slice size = "
                        "[3, 1, 5]")


@pytest.mark.parametrize("in_dims", [(0, None), (None, 0), (0, 0)])
def test_vmap_refuses_slice_inverse(lib, in_dims):
    """A view op without a batching rule: its loop fallback cannot return views, so vmap refuses it."""
    self = lib.randn(3, 3, 1, 5) if in_dims[0] == 0 else lib.randn(3, 1, 5)
    src = lib.randn(3, 3, 1, 5) if in_dims[1] == 0 else lib.randn(3, 1, 5)
    call = lib.vmap(lambda a, b: lib.slice_inverse(a, b, 1, 0, 1), in_dims=in_dims)
    assert _error(lambda: call(self, src)) == (
        "RuntimeError", "Batching rule not implemented for aten::slice_inverse; the fallback path doesn't work on out= "
                        "or view ops.")


def test_the_tensor_visitor_replaces_slice_inverse_src(lib):
    with lib.autograd._force_original_view_tracking(True):
        base = lib.arange(60.).reshape(3, 4, 5)
        sliced = base[:, 2:3, :].detach()
        whole = lib.ops.aten.slice_inverse(sliced, base, 1, 2, 3, 1)
        seen = []
        other = lib.ones(3, 4, 5) * 7
        out = whole._view_func(sliced, symint_visitor_fn=lambda v: seen.append(v) or v,
                               tensor_visitor_fn=lambda src: seen.append(src) or other[1:, 1:])
        assert seen[:3] == [2, 3, 1] and seen[3] is base
        assert _geometry(out) == ((2, 3, 5), (20, 5, 1), 25)
        smaller = whole._view_func(sliced, tensor_visitor_fn=lambda src: lib.randn(1, 2, 3))
        assert _geometry(smaller) == ((1, 2, 3), (6, 3, 1), 0)
        assert lib.equal(smaller, base.flatten()[:6].view(1, 2, 3))
        assert lib.equal(whole._view_func(sliced), base)   # the saved src again
        assert _error(lambda: whole._view_func(sliced, tensor_visitor_fn=lambda src: None)) == (
            "RuntimeError", "Expected a proper Tensor but got None (or an undefined Tensor in C++) for argument #1 "
                            "'src'")
        assert _error(lambda: whole._view_func(sliced, tensor_visitor_fn=lambda src: "a")) == (
            _CAST[0], _CAST[1].format("str"))
