"""`x.div_(other, rounding_mode=...)` (and `divide_`): the in-place form of div.Tensor_mode, compared with torch for
values (signed zeros, nan, inf, division by zero), dtypes (an int tensor takes 'floor' and 'trunc', and refuses a
true division in place), broadcasting, the node and version it leaves, the gradient it passes back, and its errors."""
import numpy as np
import pytest

import gradtable as gt

VALUES = [7.0, -7.5, 3.0, -0.0, 0.0, np.inf, -np.inf, np.nan, 1e-40, -2.5]
OTHERS = [2.0, -0.0, 0.0, np.inf, -3.0, np.nan, 0.5, -2.0, 7.0, 1.0]


def _outcome(call):
    try:
        t = call()
    except Exception as error:   # noqa: BLE001  (the type and text are what is compared)
        return type(error).__name__, str(error)
    values = t.detach().numpy()
    # (a nan's sign bit is left out: neither library defines it)
    return (str(t.dtype), ["nan" if v != v else v for v in values.tolist()],
            [bool(np.signbit(v)) for v in values.tolist() if v == v], t._version)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int64"])
@pytest.mark.parametrize("mode", ["floor", "trunc", None])
@pytest.mark.parametrize("other_kind", ["tensor", "number", "broadcast"])
@pytest.mark.parametrize("name", ["div_", "divide_"])
def test_in_place_division_with_a_rounding_mode_matches_pytorch(dtype, mode, other_kind, name, torch):
    def call(lib):
        values = [7, -7, 3, 0, 9, -1] if dtype == "int64" else VALUES
        others = [2, -3, -2, 7, 4, 1] if dtype == "int64" else OTHERS
        x = lib.tensor(values).to(getattr(lib, dtype))
        made = {"tensor": lambda: lib.tensor(others[:len(values)]).to(getattr(lib, dtype)),
                "number": lambda: -2 if dtype == "int64" else -2.5,
                "broadcast": lambda: lib.tensor([3.0] if dtype != "int64" else [3]).to(getattr(lib, dtype))}
        other = made[other_kind]()
        return lambda: getattr(x, name)(other, rounding_mode=mode)

    assert _outcome(call(gt)) == _outcome(call(torch))


@pytest.mark.parametrize("mode", ["floor", "trunc", None])
def test_the_node_and_gradient_are_pytorchs(mode, torch):
    def run(lib):
        w = lib.tensor([7.0, -7.5, 3.0], requires_grad=True)
        d = lib.tensor([2.0, 4.0, -1.5], requires_grad=True)
        y = w * 1
        y.div_(d, rounding_mode=mode)
        name = y.grad_fn.name()
        (y * lib.tensor([1.0, 2.0, 3.0])).sum().backward()
        return name, y._version, w.grad.tolist(), d.grad.tolist()

    assert run(gt) == run(torch)


def test_an_unknown_rounding_mode_is_refused_as_pytorch_refuses_it(torch):
    assert _outcome(lambda: gt.ones(2).div_(2, rounding_mode="round")) == \
        _outcome(lambda: torch.ones(2).div_(2, rounding_mode="round"))


@pytest.mark.parametrize("call", [
    lambda lib, a, b: a.div_(b, rounding_mode="floor"), lambda lib, a, b: lib.div(a, b, rounding_mode="trunc"),
    lambda lib, a, b: a.floor_divide_(b), lambda lib, a, b: lib.remainder(a, b), lambda lib, a, b: lib.fmod(a, b),
])
def test_integer_operands_that_do_not_broadcast_are_refused_before_a_zero_divisor(call, torch):
    """PyTorch checks the shapes before its integer kernel meets the zero: the size error, not ZeroDivisionError."""
    def outcome(lib):
        return _outcome(lambda: call(lib, lib.tensor([7, -7, 3, 0, 9, -1, 5]), lib.tensor([2, -3, -2, 0, 4, 1])))

    assert outcome(gt) == outcome(torch)
