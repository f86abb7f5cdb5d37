"""__torch_function__: subclass propagation, NotImplemented, super(), TorchFunctionMode (vs PyTorch)."""
import importlib

import pytest


def _program(torch):
    overrides = importlib.import_module(torch.__name__ + ".overrides")

    class S(torch.Tensor):
        pass

    class N(torch.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return NotImplemented

    class Log(torch.Tensor):
        calls = []

        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            cls.calls.append(func.__name__)
            return super().__torch_function__(func, types, args, kwargs)

    class Mode(overrides.TorchFunctionMode):
        def __init__(self):
            self.seen = []

        def __torch_function__(self, func, types, args=(), kwargs=None):
            self.seen.append(func.__name__)
            return func(*args, **(kwargs or {}))

    out = []
    x = torch.tensor([1., 2.], requires_grad=True)
    s = (x * 2).as_subclass(S)
    r = s + 1
    out += [type(r).__name__, type(torch.add(s, 1)).__name__, type(s.sum()).__name__, r.grad_fn.name(),
            [type(t).__name__ for t in s.split(1)], type(torch.ones(2) * s).__name__]
    r.sum().backward()
    out.append(x.grad.tolist())
    with pytest.raises(TypeError) as info:
        torch.add(torch.tensor([1.]).as_subclass(N), 1)
    out.append(str(info.value).splitlines()[0])
    m = torch.tensor([[1., 2.], [3., 4.]]).as_subclass(Log)
    Log.calls.clear()
    torch.mm(m, m)
    torch.matmul(m, m)
    out.append(list(Log.calls))
    p = torch.nn.Parameter(torch.ones(2))
    out.append(type(p * 2).__name__)
    out.append(overrides.has_torch_function((s,)))
    out.append(overrides.has_torch_function((torch.ones(1),)))
    with Mode() as mode:
        torch.mm(torch.ones(2, 2), torch.ones(2, 2))
        torch.add(torch.ones(2), 1)
    out.append([n for n in mode.seen if n in ("mm", "add")])
    return out


def test_subclasses_and_modes_as_pytorch(lib):
    assert _program(lib) is not None


def test_same_as_torch(torch):
    import gradtable
    assert _program(gradtable) == _program(torch)
