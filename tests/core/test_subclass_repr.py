"""A Tensor subclass prints under its own name, as PyTorch's `MyT([1., 1.])`, with the same
indentation, dtype/grad_fn/requires_grad suffixes; nn.Parameter keeps its heading; a wrapper
subclass's own __repr__ is used; format() of a 0-dim subclass is object's, as PyTorch's."""
import pytest


def _classes(torch):
    class MyT(torch.Tensor):
        pass

    class Logged(torch.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return super().__torch_function__(func, types, args, kwargs or {})

    class Wrapper(torch.Tensor):
        @staticmethod
        def __new__(cls, elem):
            return torch.Tensor._make_wrapper_subclass(cls, elem.shape, dtype=elem.dtype)

        def __init__(self, elem):
            self.elem = elem

        @classmethod
        def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
            return NotImplemented

        def __repr__(self):
            return f"Wrapper({self.elem!r})"
    return MyT, Logged, Wrapper


def _reprs(torch):
    MyT, Logged, Wrapper = _classes(torch)
    leaf = torch.ones(2, requires_grad=True).as_subclass(MyT)
    values = [
        torch.ones(2).as_subclass(MyT),
        leaf,
        leaf * 2,
        torch.zeros(2, 3, dtype=torch.float64).as_subclass(Logged),
        torch.arange(40.).reshape(4, 10).as_subclass(Logged) / 3,  # (rows wrap under the long prefix)
        torch.tensor([1, 2]).as_subclass(Logged),
        torch.tensor(3.).as_subclass(MyT),
        torch.empty(0, 2).as_subclass(MyT),
        torch.arange(2000.).as_subclass(MyT),
        torch.nn.Parameter(torch.ones(2)),
        torch.nn.Parameter(torch.tensor(2.)),
        Wrapper(torch.ones(2)),
        torch.ones(2, 3).as_subclass(Logged).T,
    ]
    out = [repr(v) for v in values] + [str(values[0]), f"{values[0]}", format(values[6], "")]
    return out


def test_subclass_reprs_as_torch(torch):
    import gradtable
    mine, theirs = _reprs(gradtable), _reprs(torch)
    assert mine == theirs
    assert theirs[0] == "MyT([1., 1.])"


@pytest.mark.parametrize("which", ["subclass", "parameter"])
def test_format_spec_on_0dim_subclass_as_torch(torch, which):
    import gradtable
    errors = []
    for lib in (gradtable, torch):
        MyT = _classes(lib)[0]
        t = lib.tensor(3.)
        value = t.as_subclass(MyT) if which == "subclass" else lib.nn.Parameter(t)
        with pytest.raises(TypeError) as err:
            format(value, ".2f")
        errors.append(str(err.value))
        assert format(t, ".2f") == "3.00"
    assert errors[0] == errors[1]
