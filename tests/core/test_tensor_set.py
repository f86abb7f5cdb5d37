"""Tensor.set_ against PyTorch: self re-pointed at a tensor's memory (its geometry, or one given), at a
storage's, or at new empty memory; the memory shared afterwards, the version bump seen by old views, the
dtype and argument errors, the leaf refusal, the NotImplemented node of a recorded call, and a leaf's
gradient accumulator dropped (a graph made before set_ no longer reaches it)."""
import warnings

import pytest
from call_outcomes import same


def _shared(lib):
    y = lib.arange(4.0)
    z = lib.zeros(1)
    z.set_(y[1:])
    z.fill_(7)
    return y, z.stride(), z.storage_offset(), z.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()


def _old_views_see_the_version(lib):
    y = lib.rand(2)
    v = y[:1]
    y.set_(lib.rand(5))
    return v._version, y._version, v._base is y, tuple(y.shape)


def _graph_before_no_longer_reaches_the_leaf(lib):
    x = lib.rand(2, requires_grad=True)
    out = x.clone()
    edge = lib.autograd.graph.get_gradient_edge(x)
    with lib.no_grad():
        x.set_(lib.rand_like(x))
    through_edge = lib.autograd.grad(out.sum(), edge)
    return through_edge, lib.autograd.grad(out.sum(), x)


def _parameter_shrunk_in_a_loop(lib):
    p = lib.nn.Parameter(lib.ones(16, dtype=lib.double))
    for _ in range(2):
        with lib.no_grad():
            p.set_(p[1:])
            p.grad = None
        lib.cat((p, p)).sum().backward()
    return p.grad, tuple(p.shape)


def _typed_storage(lib):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # (TypedStorage's deprecation)
        storage = lib.arange(6.0).storage()
    return lib.rand(2).set_(storage, 0, (2, 3))


CALLS = [
    lambda lib: lib.ones(2, requires_grad=True).clone().set_(lib.arange(3.0)),
    lambda lib: lib.rand(2, requires_grad=True).clone().set_(lib.rand(3, requires_grad=True)).requires_grad,
    lambda lib: lib.rand(2).set_(lib.rand(3, requires_grad=True)).grad_fn.name(),
    lambda lib: lib.rand(2).set_(lib.rand(3, dtype=lib.float64)),
    lambda lib: lib.rand(2, dtype=lib.float64).set_(lib.zeros(3, dtype=lib.int64)),
    lambda lib: lib.rand(2, dtype=lib.float16).set_(lib.zeros(3, dtype=lib.uint16)),
    lambda lib: lib.zeros(2).set_(lib.ones(3).untyped_storage()),
    lambda lib: lib.zeros(2).set_(lib.arange(6.0).untyped_storage(), 1, (2, 2), (2, 1)),
    lambda lib: lib.zeros(2).set_(lib.arange(6.0), 1, (2, 2), (2, 1)),
    lambda lib: lib.zeros(2).set_(lib.arange(6.0).untyped_storage(), 1, (2, 2)),
    lambda lib: lib.zeros(2).set_(lib.arange(6.0).view(2, 3).t()).stride(),
    lambda lib: lib.zeros(2).set_(lib.arange(6.0)[2:]).storage_offset(),
    lambda lib: lib.zeros(2).set_(lib.arange(6.0), 0, (0, 3)),
    lambda lib: lib.zeros(2).set_(),
    lambda lib: lib.rand(2, requires_grad=True).set_(lib.rand(2)),
    lambda lib: lib.rand(2, requires_grad=True)[:1].set_(lib.rand(2)),
    _shared, _old_views_see_the_version, _graph_before_no_longer_reaches_the_leaf, _parameter_shrunk_in_a_loop,
    _typed_storage,
]


@pytest.mark.parametrize("call", CALLS)
def test_set_as_torch(torch, call):
    same(torch, call)


@pytest.mark.parametrize("call", [lambda t: t.set_(5), lambda t: t.set_(None, 0), lambda t: t.set_(t, 0),
                                  lambda t: t.set_(t, size=(1,)), lambda t: t.set_(t, source=t)])
def test_set_arguments_refused_as_torch(torch, call):
    """A call that fits none of set_'s five forms: PyTorch's TypeError, its first line (gradtable lists
    the forms without the parser's per-form reasons)."""
    import gradtable
    with pytest.raises(TypeError) as theirs:
        call(torch.zeros(2))
    with pytest.raises(TypeError) as ours:
        call(gradtable.zeros(2))
    assert str(ours.value).splitlines()[0] == str(theirs.value).splitlines()[0]


def test_a_window_past_the_storage_is_refused():
    """PyTorch grows the storage (uninitialised values); a NumPy buffer cannot grow: a clear error."""
    import gradtable
    with pytest.raises(RuntimeError, match="reaches element 9 of a storage of 6 elements; gradtable cannot grow"):
        gradtable.zeros(2).set_(gradtable.arange(6.0).untyped_storage(), 1, (3, 3), (3, 1))
