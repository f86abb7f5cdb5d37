"""torch.library.custom_op on gradtable and PyTorch: values, the autograd node and its gradients,
the op as a TorchDispatchMode sees it (one op), selective checkpointing storing it, and the errors."""
import functools
import importlib
import itertools

import numpy as np
import pytest

_names = itertools.count()


def _define(lib, body, returns, counter=None):
    """A fresh op mylib::op<N>(x: Tensor, k: float = 2.0) computing body(x, k), with PyTorch's annotations."""
    name = f"mylib::op{next(_names)}"

    def op(x: lib.Tensor, k: float = 2.0) -> returns:
        if counter is not None:
            counter.append(1)
        return body(x, k)

    return name, lib.library.custom_op(name, op, mutates_args=())


def _register(opdef):
    def setup_context(ctx, inputs, output):
        x, k = inputs
        ctx.save_for_backward(x)
        ctx.k = k

    def backward(ctx, grad, *unused):
        x, = ctx.saved_tensors
        return grad * x.cos() * ctx.k, None
    opdef.register_autograd(backward, setup_context=setup_context)


def _x(lib):
    return lib.tensor([0.3, -1.2, 2.0], dtype=lib.float64, requires_grad=True)


@pytest.mark.parametrize("call", ["function", "packet", "overload", "keyword"])
def test_values_node_and_gradients(lib, torch, call):
    def run(lib):
        with lib.library._scoped_library("mylib", "FRAGMENT"):
            name, opdef = _define(lib, lambda x, k: x.sin() * k, lib.Tensor)
            _register(opdef)
            packet = getattr(lib.ops.mylib, name.split("::")[1])
            x = _x(lib)
            y = {"function": lambda: opdef(x, 3.0), "packet": lambda: packet(x, 3.0),
                 "overload": lambda: packet.default(x, 3.0), "keyword": lambda: opdef(x, k=3.0)}[call]()
            node = y.grad_fn.name().replace(name.split("::")[1], "op")
            y.backward(lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64))
            short = name.split("::")[1]
            return (node, y.detach().numpy().tolist(), x.grad.numpy().tolist(), str(packet).replace(short, "op"),
                    str(packet.default).replace(short, "op"))
    ours, theirs = run(lib), run(torch)
    assert ours[0] == theirs[0] == "GeneratedBackwardFor_mylib_op_defaultBackward"
    np.testing.assert_allclose(ours[1], theirs[1])
    np.testing.assert_allclose(ours[2], theirs[2])
    assert ours[3:] == theirs[3:] == ("mylib.op", "mylib.op.default")


def test_without_autograd_registered_backward_raises(lib, torch):
    def run(lib):
        with lib.library._scoped_library("mylib", "FRAGMENT"):
            name, opdef = _define(lib, lambda x, k: (x.sin(), 2), tuple[lib.Tensor, int])
            x = _x(lib)
            y, n = opdef(x)
            with pytest.raises(RuntimeError) as info:
                y.sum().backward()
            return y.requires_grad, n, str(info.value).replace(name.split("::")[1], "op")
    assert run(lib) == run(torch)


def test_no_grad_and_inputs_without_grad_record_nothing(lib, torch):
    def run(lib):
        with lib.library._scoped_library("mylib", "FRAGMENT"):
            _, opdef = _define(lib, lambda x, k: x * k, lib.Tensor)
            _register(opdef)
            with lib.no_grad():
                a = opdef(_x(lib))
            b = opdef(lib.ones(2))
            return a.requires_grad, a.grad_fn is None, b.requires_grad
    assert run(lib) == run(torch)


def test_a_dispatch_mode_sees_one_op(lib, torch):
    def run(lib):
        mode_utils = importlib.import_module(lib.__name__ + ".utils._python_dispatch")
        seen = []

        class Seen(mode_utils.TorchDispatchMode):
            def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                seen.append(str(func))
                return func(*args, **(kwargs or {}))

        with lib.library._scoped_library("mylib", "FRAGMENT"):
            name, opdef = _define(lib, lambda x, k: x.sin().exp() * k, lib.Tensor)
            x = lib.ones(3, dtype=lib.float64)
            with Seen():
                y = opdef(x)
            return [s.replace(name.split("::")[1], "op") for s in seen], y.numpy().tolist()
    assert run(lib) == run(torch)


def test_selective_checkpointing_stores_a_listed_custom_op(lib, torch):
    def run(lib):
        cp = importlib.import_module(lib.__name__ + ".utils.checkpoint")
        counter = []
        with lib.library._scoped_library("mylib", "FRAGMENT"):
            name, opdef = _define(lib, lambda x, k: (x.sin(), 2), tuple[lib.Tensor, int], counter)
            _register(opdef)
            op = getattr(lib.ops.mylib, name.split("::")[1])

            def fn(x):
                return (op(x)[0] * x.sin().exp()).sin()
            x = _x(lib)
            context = functools.partial(cp.create_selective_checkpoint_contexts, [op.default])
            out = cp.checkpoint(fn, x, use_reentrant=False, context_fn=context)
            grad, = lib.autograd.grad(out.sum(), (x,))
            return len(counter), grad.numpy().tolist()
    (ours_count, ours), (theirs_count, theirs) = run(lib), run(torch)
    assert ours_count == theirs_count == 1   # stored in the forward, not run again in the recomputation
    np.testing.assert_allclose(ours, theirs)


@pytest.mark.parametrize("name", ["noseparator", "mylib::", "::op"])
def test_a_name_without_namespace_is_refused(name):
    import gradtable
    with pytest.raises(ValueError, match="namespace::name"):
        gradtable.library.custom_op(name, lambda x: x, mutates_args=())


def test_ops_leave_with_their_scoped_library():
    import gradtable
    with gradtable.library._scoped_library("scoped", "FRAGMENT"):
        gradtable.library.custom_op("scoped::twice", lambda x: x * 2, mutates_args=())
        assert gradtable.ops.scoped.twice(gradtable.ones(2)).tolist() == [2.0, 2.0]
    with pytest.raises(AttributeError, match="has no attribute 'twice'"):
        gradtable.ops.scoped.twice
