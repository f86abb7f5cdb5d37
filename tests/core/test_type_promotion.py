"""PyTorch's type promotion in element-wise ops of several tensors: a 0-dim tensor beside
dimensioned ones does not widen the result unless it is of a higher category (bool < int < float).
Each case runs on gradtable and on PyTorch with the same literal expectation."""
import pytest

CASES = {
    "float32 + 0-dim float64 stays float32": (lambda L: L.ones(2) + L.tensor(2., dtype=L.float64), "torch.float32"),
    "int32 * 0-dim int64 stays int32": (lambda L: L.ones(2, dtype=L.int32) * L.tensor(3), "torch.int32"),
    "float16 + 0-dim float32 stays float16": (lambda L: L.ones(2, dtype=L.float16) + L.tensor(1.), "torch.float16"),
    "where with a 0-dim float64 branch": (
        lambda L: L.where(L.ones(2) > 0, L.ones(2), L.tensor(0., dtype=L.float64)), "torch.float32"),
    "int64 + 0-dim float32 becomes float32": (lambda L: L.ones(2, dtype=L.int64) + L.tensor(1.5), "torch.float32"),
    "int64 + 0-dim float64 becomes float64": (
        lambda L: L.ones(2, dtype=L.int64) + L.tensor(1.5, dtype=L.float64), "torch.float64"),
    "two 0-dim tensors promote normally": (lambda L: L.tensor(1., dtype=L.float64) + L.tensor(1.), "torch.float64"),
    "0-dim float32 ** int64 tensor": (lambda L: L.tensor(2.) ** L.ones(2, dtype=L.int64), "torch.float32"),
    "maximum with a 0-dim float64": (lambda L: L.maximum(L.ones(2), L.tensor(3., dtype=L.float64)), "torch.float32"),
    "float32 ** 0-dim float64": (lambda L: L.ones(2) ** L.tensor(2., dtype=L.float64), "torch.float32"),
    "div floor by a 0-dim float64": (
        lambda L: L.div(L.ones(2), L.tensor(2., dtype=L.float64), rounding_mode="floor"), "torch.float32"),
    "remainder by a 0-dim float64": (lambda L: L.remainder(L.ones(2), L.tensor(2., dtype=L.float64)), "torch.float32"),
    "fmod by a 0-dim float64": (lambda L: L.fmod(L.ones(2), L.tensor(2., dtype=L.float64)), "torch.float32"),
    "hypot with a 0-dim float64": (lambda L: L.hypot(L.ones(2), L.tensor(2., dtype=L.float64)), "torch.float32"),
    "xlogy with a 0-dim float64": (lambda L: L.xlogy(L.ones(2), L.tensor(2., dtype=L.float64)), "torch.float32"),
    "lerp with a 0-dim float64 weight": (
        lambda L: L.lerp(L.zeros(2), L.ones(2), L.tensor(0.5, dtype=L.float64)), "torch.float32"),
    "float32 + 1-element float64 (not 0-dim) widens": (
        lambda L: L.ones(2) + L.tensor([2.], dtype=L.float64), "torch.float64"),
    # (NumPy widens float16 with int64 to float64; PyTorch keeps the floating operand's dtype)
    "float16 / int64 stays float16": (lambda L: L.ones(2, dtype=L.float16) / L.tensor([1, 2]), "torch.float16"),
    "int32 * float16 stays float16": (lambda L: L.ones(2, dtype=L.int32) * L.ones(2, dtype=L.float16), "torch.float16"),
    "0-dim float16 / 0-dim int64 stays float16": (
        lambda L: L.tensor(1., dtype=L.float16) / L.tensor(2), "torch.float16"),
    "int64 - 0-dim float16 becomes float16": (lambda L: L.tensor([1, 2]) - L.tensor(1., dtype=L.float16),
                                             "torch.float16"),
    "float16 + 0-dim float32 + int64 stays float16": (
        lambda L: L.addcmul(L.ones(2, dtype=L.float16), L.tensor(2.), L.tensor([1, 2])), "torch.float16"),
}


@pytest.mark.parametrize("name", CASES)
def test_result_dtype(lib, name):
    make, dtype = CASES[name]
    assert str(make(lib).dtype) == dtype


def test_gradients_keep_each_inputs_dtype(lib):
    x = lib.ones(3, requires_grad=True)
    s = lib.tensor(2., dtype=lib.float64, requires_grad=True)
    (x * s).sum().backward()
    assert str(x.grad.dtype) == "torch.float32" and x.grad.tolist() == [2.0, 2.0, 2.0]
    assert str(s.grad.dtype) == "torch.float64" and s.grad.item() == 3.0


def test_integer_powers_with_negative_exponents(lib):
    """A negative exponent inside an integer tensor gives what integer division would (1 for
    base 1, +-1 for base -1, 0 otherwise); a negative Python-number exponent is an error."""
    base = lib.tensor([-2, -1, 0, 1, 2, 3])
    assert (base ** lib.tensor([-1] * 6)).tolist() == [0, -1, 0, 1, 0, 0]
    assert (base ** lib.tensor([-2] * 6)).tolist() == [0, 1, 0, 1, 0, 0]
    assert lib.pow(-1, lib.tensor([-1, -2, 3])).tolist() == [-1, 1, -1]
    assert lib.pow(2, lib.tensor([-1, 3])).tolist() == [0, 8]
    assert (lib.tensor([2]) ** lib.tensor(-1)).tolist() == [0]
    with pytest.raises(RuntimeError, match="Integers to negative integer powers are not allowed."):
        lib.tensor([2, 3]) ** -1
    x = lib.tensor([2, 3])
    with pytest.raises(RuntimeError, match="Integers to negative integer powers are not allowed."):
        x **= -1
