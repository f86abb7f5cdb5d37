"""When and in which order an op's saved tensors meet the saved-tensor hooks, against PyTorch.

PyTorch's autograd layer makes an op's node and saves its inputs (running the pack hooks) before the
kernel, and its generated code saves the inputs by name, then the outputs by name; backward unpacks them
in that order before any formula runs. Programs that print from their hooks (the saved-tensors-hooks
tutorial does), dispatch modes that count kernels, and checkpoint's early stop (a pack hook that raises
so that the recomputation stops before the kernel) all see this order."""
import importlib

import pytest

OPS = {
    "mul": lambda T, a, b, c: a * b,
    "mm": lambda T, a, b, c: T.mm(a.reshape(2, 3), b.reshape(3, 1).expand(3, 4)),
    "addmm": lambda T, a, b, c: T.addmm(c.reshape(1), a.reshape(2, 3), b.reshape(3, 1)),
    "addcmul": lambda T, a, b, c: T.addcmul(a, b, c),
    "addcdiv": lambda T, a, b, c: T.addcdiv(a, b, c),
    "atan2": lambda T, a, b, c: T.atan2(b, a),
    "pow": lambda T, a, b, c: T.pow(b, a),
    "lerp": lambda T, a, b, c: T.lerp(a, b, c),
    "hypot": lambda T, a, b, c: T.hypot(b, a),
    "xlogy": lambda T, a, b, c: T.xlogy(b, a),
    "maximum": lambda T, a, b, c: T.maximum(b, a),
    "div": lambda T, a, b, c: b / a,
    "where": lambda T, a, b, c: T.where(b > 1, b, a),
    "copysign": lambda T, a, b, c: T.copysign(b, a),
    "layer_norm": lambda T, a, b, c: T.nn.functional.layer_norm(b * a, (2,), a, a + 1),
    "conv1d": lambda T, a, b, c: T.nn.functional.conv1d(a.reshape(1, 1, 6), b.reshape(1, 1, 3), c.reshape(1)),
    "cdist": lambda T, a, b, c: T.cdist(a.reshape(3, 2), b.reshape(3, 1).expand(3, 2)),
    "gather": lambda T, a, b, c: T.gather(b.expand(3, 4), 1, T.tensor([[0], [1], [2]])),
    "linear3": lambda T, a, b, c: T.nn.functional.linear(a.reshape(1, 2, 3), b.reshape(1, 3).expand(4, 3), None),
    "chain": lambda T, a, b, c: (T.tanh(a) * T.exp(b)).softmax(-1) @ (a.reshape(6, 1) * b.reshape(1, 3)),
}


def _leaves(torch):
    torch.manual_seed(0)
    return [(torch.rand(*shape, dtype=torch.float64) + 0.5).requires_grad_()
            for shape in ((6,), (3, 1), (1, 1, 1))]


def _trace(torch, op, mode=False):
    """The shapes each pack and unpack hook saw, in order, and the kernels a dispatch mode saw between."""
    log = []

    def pack(t):
        log.append(("pack", tuple(t.shape)))
        return t

    def unpack(t):
        log.append(("unpack", tuple(t.shape)))
        return t

    a, b, c = _leaves(torch)
    if op == "layer_norm":
        a = a[:2].detach().requires_grad_()
    with torch.autograd.graph.saved_tensors_hooks(pack, unpack):
        if mode:
            TDM = importlib.import_module(torch.__name__ + ".utils._python_dispatch").TorchDispatchMode

            class Kernels(TDM):
                def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                    log.append(("kernel", str(func)))
                    return func(*args, **(kwargs or {}))

            with Kernels():
                y = OPS[op](torch, a, b, c)
        else:
            y = OPS[op](torch, a, b, c)
        log.append("backward")
        y.sum().backward()
    return log


@pytest.mark.parametrize("op", sorted(OPS))
def test_pack_and_unpack_order_is_pytorchs(op, torch):
    import gradtable
    assert _trace(gradtable, op) == _trace(torch, op)


@pytest.mark.parametrize("op", ["mul", "addmm", "lerp", "atan2", "layer_norm", "chain"])
def test_a_dispatch_mode_sees_the_kernel_after_the_inputs_are_packed(op, torch):
    import gradtable

    def kernels_and_packs(lib):  # (aten.gt's overload, .Scalar in PyTorch, is not what this test is about)
        return [e for e in _trace(lib, op, mode=True) if e == "backward" or e[0] == "pack"
                or (e[0] == "kernel" and e[1].startswith(("aten.mul", "aten.addmm", "aten.lerp", "aten.atan2",
                                                         "aten.native_layer_norm", "aten.mm", "aten.exp")))]
    assert kernels_and_packs(gradtable) == kernels_and_packs(torch)


def test_a_raising_pack_hook_keeps_the_call_from_the_dispatch_layer(lib):
    """What checkpoint's early stop relies on: an op whose input save fails never reaches the kernel."""
    TDM = importlib.import_module(lib.__name__ + ".utils._python_dispatch").TorchDispatchMode
    seen = []

    class Kernels(TDM):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            seen.append(str(func))
            return func(*args, **(kwargs or {}))

    def refuse(t):
        raise KeyError("stop")

    a = lib.tensor([1.0, 2.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(refuse, lambda t: t), Kernels():
        with pytest.raises(KeyError, match="stop"):
            a.sin()
        b = a.detach().sin()  # nothing saved: the kernel runs
    assert seen == ["aten.detach.default", "aten.sin.default"]
    assert b.tolist() == pytest.approx([0.8414709848078965, 0.9092974268256817])


@pytest.mark.parametrize("early_stop", [True, False])
def test_checkpoint_early_stop_reaches_the_kernel_once(lib, early_stop):
    """PyTorch's own test_nested_checkpoint_set_early_stop_no_recompution_needed, in short: with early
    stop, the recomputation's x.sin() stops at its input's pack, before the kernel."""
    TDM = importlib.import_module(lib.__name__ + ".utils._python_dispatch").TorchDispatchMode
    checkpoint = importlib.import_module(lib.__name__ + ".utils.checkpoint")
    calls, kernels = [0], []

    class Kernels(TDM):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if "sin" in str(func):
                kernels.append(str(func))
            return func(*args, **(kwargs or {}))

    def fn(x):
        calls[0] += 1
        return x.sin()

    a = lib.tensor(1.0, requires_grad=True)
    with Kernels():
        with checkpoint.set_checkpoint_early_stop(early_stop):
            out = checkpoint.checkpoint(fn, a, use_reentrant=False)
        out.backward()
    assert calls[0] == 2
    assert kernels == ["aten.sin.default"] * (1 if early_stop else 2)
    assert a.grad.item() == pytest.approx(0.5403023058681398)
