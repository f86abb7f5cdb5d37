"""__torch_function__ sees Tensor's properties and hand-written methods as PyTorch's does: the
sequence of functions a logging subclass is handed for a realistic snippet equals PyTorch's.

Names are normalized to PyTorch's: a property getter is "__get__ of <name>" (PyTorch's func is
the getset descriptor's __get__, gradtable's the property's), a method "Tensor.<name>" (PyTorch's
C methods are TensorBase.<name>). Table ops reached through methods (`t.view`, `t + 1`) are
handed the function (`torch.view`): gradtable's known difference, compared by bare name."""


def _name(func):
    if getattr(func, "__name__", None) == "__get__":
        owner = func.__self__
        return "__get__ of " + (getattr(owner, "__name__", None) or owner.fget.__name__)
    name = getattr(func, "__qualname__", None) or func.__name__
    return name.replace("TensorBase.", "Tensor.")


def _trace(torch):
    log = []

    class Logged(torch.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            log.append(_name(func))
            return super().__torch_function__(func, types, args, kwargs or {})

    t = torch.arange(6.).reshape(2, 3).as_subclass(Logged).requires_grad_()
    log.clear()
    results = [tuple(t.shape), str(t.dtype), t.requires_grad, t.is_leaf, t.dim(), tuple(t.size()), t.size(1),
               t.numel(), t.ndim, t.grad is None]
    marks = [len(log)]
    u = t.view(3, 2)
    row = t[0]
    marks.append(len(log))
    loss = (row * 2).sum()
    loss.backward()
    marks.append(len(log))
    results += [type(t.grad).__name__, t.grad.tolist(), type(u).__name__, type(row).__name__, t.T.shape[0],
                t.detach().requires_grad, t.contiguous().is_contiguous(), repr(t.stride())]
    return log, marks, results


def _normalize(entries):
    """Table ops: PyTorch names the method (Tensor.view), gradtable the function (view)."""
    return [e.split(".")[-1] if e.startswith("Tensor.") else e for e in entries]


def test_logged_sequence_as_torch(torch):
    import gradtable
    mine, theirs = _trace(gradtable), _trace(torch)
    assert mine[2] == theirs[2]
    assert _normalize(mine[0]) == _normalize(theirs[0])
    assert mine[1] == theirs[1]
    # properties and hand-written methods carry PyTorch's exact names; only table ops differ
    table_ops = {"view", "mul", "sum"}
    assert mine[0] == [e.split(".")[-1] if e.split(".")[-1] in table_ops else e for e in theirs[0]]
    assert "__get__ of grad" in theirs[0] and "Tensor.__getitem__" in theirs[0] and "Tensor.backward" in theirs[0]


def test_grad_is_not_rewrapped(torch):
    """`.grad` is a field read: the default __torch_function__ keeps its identity, as PyTorch's."""
    import gradtable
    for lib in (gradtable, torch):
        class Sub(lib.Tensor):
            pass
        t = lib.ones(2).as_subclass(Sub).requires_grad_()
        t.sum().backward()
        assert t.grad is t.grad
        assert type(t.grad).__name__ == "Tensor"


def _mode_trace(torch):
    import importlib
    TorchFunctionMode = importlib.import_module(torch.__name__ + ".overrides").TorchFunctionMode
    log = []

    class Logging(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            log.append(_name(func))
            return func(*args, **(kwargs or {}))

    x = torch.ones(2, 3, requires_grad=True)
    with Logging():
        shape, size, dims, grad = tuple(x.shape), x.size(0), x.dim(), x.grad
        row = x[0]
        total = (x * 2).sum()
        total.backward()   # (the backward's formulas are below the function layer: not seen)
        facts = [x.requires_grad, tuple(x.T.shape), x.detach().numel(), x.tolist()]
    return [_name_bare(n) for n in log], [shape, size, dims, grad, row.tolist(), facts, x.grad.tolist()]


def _name_bare(name):
    return name.removeprefix("Tensor.") if name in ("Tensor.mul", "Tensor.sum") else name


def test_function_mode_sees_properties_and_methods_not_formulas(torch):
    """A TorchFunctionMode without any subclass sees property reads and hand-written methods, and
    none of the ops built-in backward formulas run (PyTorch's are C++ below that layer)."""
    import gradtable
    assert _mode_trace(gradtable) == _mode_trace(torch)


def test_subclass_gradients_are_plain_tensors(lib):
    """Built-in formulas do not go through a subclass's __torch_function__ either: the gradient
    of a subclass leaf is a plain Tensor, as PyTorch's."""
    class MyT(lib.Tensor):
        pass

    w = lib.ones(3).as_subclass(MyT).requires_grad_()
    y = (w.exp() * w).sum()
    assert type(y).__name__ == "MyT"
    y.backward()
    assert type(w.grad) is lib.Tensor
    assert [round(v, 4) for v in w.grad.tolist()] == [5.4366] * 3
