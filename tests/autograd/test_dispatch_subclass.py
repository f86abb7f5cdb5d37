"""Wrapper subclasses with __torch_dispatch__ (a logging tensor, as PyTorch's tests write one): the
dispatch layer sits below autograd, so the wrapper's graph, views, in-place ops, double backward and
the ops its backward dispatches are PyTorch's. Each program runs in both libraries and prints."""
import importlib

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st


def _logging_tensor(torch):
    tree_map = importlib.import_module(torch.__name__ + ".utils._pytree").tree_map
    log = []

    class LoggingTensor(torch.Tensor):
        @staticmethod
        def __new__(cls, elem, requires_grad=False):
            r = torch.Tensor._make_wrapper_subclass(cls, elem.size(), dtype=elem.dtype, requires_grad=requires_grad)
            r.elem = elem
            return r

        __torch_function__ = torch._C._disabled_torch_function_impl

        def __repr__(self):
            return f"LoggingTensor({self.elem})"

        @classmethod
        def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
            def unwrap(e):
                return e.elem if isinstance(e, LoggingTensor) else e

            def wrap(e):
                return LoggingTensor(e) if isinstance(e, torch.Tensor) else e

            out = func(*tree_map(unwrap, args), **tree_map(unwrap, kwargs or {}))
            log.append(str(func))
            return tree_map(wrap, out)

    return LoggingTensor, log


def _run(torch, program):
    LoggingTensor, log = _logging_tensor(torch)
    lines = []
    program(torch, LoggingTensor, log, lines.append)
    return lines


def _basic(torch, LT, log, out):
    x = LT(torch.tensor([1., 2., 3.]), requires_grad=True)
    w = torch.tensor([2., 3., 4.], requires_grad=True)
    y = x * w
    out((type(y).__name__, y.requires_grad, y.grad_fn.name(), y.is_leaf))
    z = y.sin().sum()
    out(list(log))
    log.clear()
    z.backward()
    out(list(log))
    out((type(x.grad).__name__, repr(x.grad), type(w.grad).__name__, repr(w.grad)))
    out(str(x.grad))


def _views_and_inplace(torch, LT, log, out):
    x = LT(torch.tensor([[1., 2.], [3., 4.]]), requires_grad=True)
    b = x * 1
    v = b[0]
    out((v._is_view(), v._base is b, v.grad_fn.name(), b._version))
    v.mul_(3)
    out((b.grad_fn.name(), v.grad_fn.name(), b._version, v._version))
    t = b.t()
    b.add_(1)
    out((b.grad_fn.name(), t.grad_fn.name(), b._version))
    (b.sum() + t[0, 1]).backward()
    out(repr(x.grad))
    # (the op log differs here: gradtable replays a base's views when an in-place op rewrites its
    # history, PyTorch when a view's grad_fn is next read; CopySlices clones where PyTorch copies)
    out({name for name in log if "select" not in name} - {"aten.clone.default", "aten.new_empty_strided.default"})


def _nonleaf_inplace(torch, LT, log, out):
    x = LT(torch.tensor([1., 2., 3.]), requires_grad=True)
    y = x * 2
    y.add_(1)
    out((y._version, y.grad_fn.name()))
    y.mul_(2)
    out((y._version, y.grad_fn.name()))
    y.sum().backward()
    out(repr(x.grad))
    try:
        x.add_(1)
    except RuntimeError as e:
        out(str(e))
    with torch.no_grad():
        x.add_(1)
    out((x._version, repr(x)))


def _double_backward(torch, LT, log, out):
    x = LT(torch.tensor([1., 2.]), requires_grad=True)
    g, = torch.autograd.grad((x ** 3).sum(), x, create_graph=True)
    out((repr(g), g.grad_fn.name()))
    g.sum().backward()
    out(repr(x.grad))


def _multi_output_and_mixed(torch, LT, log, out):
    x = LT(torch.tensor([[3., 1.], [2., 5.]]), requires_grad=True)
    values, indices = x.max(1)
    out((repr(values), repr(indices), values.grad_fn.name()))
    plain = torch.tensor([1., 2.], requires_grad=True)
    (values * plain).sum().backward()
    out((repr(x.grad), type(plain.grad).__name__, repr(plain.grad)))
    x.grad = None
    a, b = x.unbind(0)
    (a * 2 + b).sum().backward()
    out(repr(x.grad))


def _scalars_and_gradcheck(torch, LT, log, out):
    # A wrapper's array is a placeholder: item(), bool() and allclose read values through the handler
    # (item is aten._local_scalar_dense there), and gradcheck perturbs the input through it too.
    x = LT(torch.tensor([1.5, -2.0], dtype=torch.float64), requires_grad=True)
    log.clear()
    out((x[0].item(), bool(x[1] < 0), bool(torch.all(x > -3)), torch.allclose(x, x * 1.0), x.allclose(x + 1)))
    out("aten._local_scalar_dense.default" in log)   # (other names differ: gt.Scalar, all.default, allclose)
    out(torch.autograd.gradcheck(lambda t: (t * t).sin(), (x,)))
    out(torch.autograd.gradcheck(lambda t: t.exp(), (x,), fast_mode=True, check_undefined_grad=False))


def _values_out_of_the_tensor(torch, LT, log, out):
    # numpy(), tolist() and np.asarray of a tensor whose class has its own __torch_dispatch__ raise (a
    # wrapper's array is a placeholder of nan: handing it out would be silently wrong numbers), whether
    # the tensor is a wrapper or a plain subclass made with as_subclass; a Parameter has no handler.
    class Plain(torch.Tensor):
        @classmethod
        def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
            return func(*args, **(kwargs or {}))

    for t in (LT(torch.tensor([1.0, 2.0])).detach(), torch.tensor([3.0]).as_subclass(Plain)):
        for read in (lambda t: t.numpy(), lambda t: t.tolist(), np.asarray):
            try:
                out(read(t))
            except Exception as error:  # noqa: BLE001  (the type and the words are compared)
                out((type(error).__name__, str(error)))
    out(torch.nn.Parameter(torch.tensor([4.0])).tolist())


PROGRAMS = [_basic, _views_and_inplace, _nonleaf_inplace, _double_backward, _multi_output_and_mixed,
            _scalars_and_gradcheck, _values_out_of_the_tensor]


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.__name__)
def test_wrapper_subclass_as_torch(torch, program):
    import gradtable
    assert _run(gradtable, program) == _run(torch, program)


def test_mode_handler_runs_below_autograd(torch):
    """Inside __torch_dispatch__, `func(*args)` records nothing and marks no view; the op above
    records the node and bumps the version once (PyTorch's order of layers)."""
    import gradtable

    def program(lib):
        TDM = importlib.import_module(lib.__name__ + ".utils._python_dispatch").TorchDispatchMode
        seen = []

        class Mode(TDM):
            def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                r = func(*args, **(kwargs or {}))
                # (PyTorch's autograd also detaches a saved output under a mode; gradtable does not)
                if isinstance(r, lib.Tensor) and str(func) != "aten.detach.default":
                    seen.append((str(func), r.requires_grad, r.grad_fn is None, r._is_view()))
                return r

        a = lib.ones(3, requires_grad=True)
        with Mode():
            b = a * 2
            c = b[1:]
            b.add_(1)
            d = c.exp()
        d.sum().backward()
        return seen, b.grad_fn.name(), c.grad_fn.name(), b._version, c._is_view(), a.grad.tolist()

    assert program(gradtable) == program(torch)


UNARY = ["sin", "exp", "tanh", "sigmoid", "neg", "abs", "relu"]
BINARY = ["add", "mul", "sub", "div", "maximum"]


@settings(max_examples=40, deadline=None)
@given(steps=st.lists(st.tuples(st.sampled_from(UNARY + BINARY), st.booleans()), min_size=1, max_size=5),
       shape=st.sampled_from([(), (3,), (2, 3)]),
       seed=st.integers(0, 2 ** 16))
def test_wrapper_gradients_as_plain_torch(torch, steps, shape, seed):
    """Random op chains on a logging tensor give PyTorch's values and gradients (against plain
    torch tensors), and log the forward ops PyTorch's logging tensor logs."""
    import gradtable
    data = np.random.default_rng(seed).uniform(0.5, 2.0, size=(2,) + shape)

    def chain(lib, x, w):
        y = x
        for name, with_w in steps:
            if name in BINARY:
                y = getattr(lib, name)(y, w) if with_w else getattr(lib, name)(y, y * 0.5)
            else:
                y = getattr(lib, name)(y)
        return y

    # A huge finite value fed to sin (exp four times over) turns the last-bit difference between NumPy's exp
    # and PyTorch's into unrelated numbers: that is no question of the wrapper's plumbing, so it is left out.
    y = torch.tensor(data[0])
    for name, with_w in steps:
        op = getattr(torch, name)
        y = op(y, torch.tensor(data[1]) if with_w else y * 0.5) if name in BINARY else op(y)
        finite = y[torch.isfinite(y)]
        assume(not finite.numel() or finite.abs().max() < 1e6)

    results = []
    for lib in (gradtable, torch):
        LoggingTensor, log = _logging_tensor(lib)
        x = LoggingTensor(lib.tensor(data[0]), requires_grad=True)
        w = lib.tensor(data[1], requires_grad=True)
        y = chain(lib, x, w)
        forward = list(log)
        y.sum().backward()
        results.append((y.elem.tolist(), x.grad.elem.tolist(), _value(w.grad), forward, type(w.grad).__name__))
    mine, theirs = results
    # (atol: a gradient that cancels to zero in PyTorch may be 1e-17 here, from another summation order)
    np.testing.assert_allclose(mine[0], theirs[0], rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(mine[1], theirs[1], rtol=1e-10, atol=1e-14)
    assert (mine[2] is None) == (theirs[2] is None) and mine[4] == theirs[4]
    if mine[2] is not None:
        np.testing.assert_allclose(mine[2], theirs[2], rtol=1e-10, atol=1e-14)
    assert mine[3] == theirs[3]


def _value(t):
    return None if t is None else t.elem.tolist() if hasattr(t, "elem") else t.tolist()


def test_placeholder_data_refuses_computation():
    """A wrapper's own array stands for nothing: a NumPy computation on it (a formula helper that
    reads arrays, bypassing the subclass) raises, naming the subclass, instead of giving numbers."""
    import gradtable
    LoggingTensor, _ = _logging_tensor(gradtable)
    x = LoggingTensor(gradtable.ones(2, 3, dtype=gradtable.float64))
    assert x.shape == (2, 3) and x.dtype == gradtable.float64 and x._data.ndim == 2
    with pytest.raises(NotImplementedError, match="np.add was called on the data of a LoggingTensor tensor"):
        x._data + 1
    with pytest.raises(NotImplementedError, match="np.sum was called"):
        np.sum(x._data)


@pytest.mark.parametrize("shape, strides", [((2, 3), None), ((2, 3), (1, 2)), ((2, 1, 3), None), ((), None),
                                            ((0, 4), None), ((4,), (2,))])
def test_wrapper_strides_and_contiguity(torch, shape, strides):
    """A wrapper's strides are the ones it was made with (contiguous by default), not its placeholder's."""
    import gradtable

    def facts(lib):
        class W(lib.Tensor):
            @staticmethod
            def __new__(cls, elem):
                return lib.Tensor._make_wrapper_subclass(cls, elem.size(), strides=strides, dtype=elem.dtype)

            @classmethod
            def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
                raise AssertionError(f"not expected: {func}")

        w = W(lib.ones(shape))
        return w.stride(), w.is_contiguous(), tuple(w.shape), w.storage_offset()

    assert facts(gradtable) == facts(torch)


def test_wrapper_made_with_every_argument_by_position_as_torch(torch):
    """_make_wrapper_subclass takes PyTorch's arguments in PyTorch's order (size, strides, storage_offset,
    memory_format, dtype, layout, device, pin_memory, requires_grad, dispatch_sizes_strides_policy)."""
    import gradtable

    def facts(lib):
        class W(lib.Tensor):
            @staticmethod
            def __new__(cls, inner):
                return lib.Tensor._make_wrapper_subclass(cls, inner.size(), inner.stride(), None, None, inner.dtype,
                                                         inner.layout, inner.device, False, inner.requires_grad,
                                                         None)

            @classmethod
            def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
                raise AssertionError(f"not expected: {func}")

        w = W(lib.ones(2, 3, dtype=lib.float64, requires_grad=True))
        return tuple(w.shape), w.stride(), str(w.dtype), w.requires_grad, repr(w.layout)

    assert facts(gradtable) == facts(torch)
