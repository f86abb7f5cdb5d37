"""Python operators and Tensor properties that are not one table entry each: reflected `**` and
`//`, `&` `|` `^` (bitwise, as PyTorch), Tensor.T, the method form of where and one-argument torch.where.
Each test body runs on gradtable and on PyTorch (the `lib` fixture); values come from the
library itself, so the assertions hold for both or fail for one."""
import warnings

import numpy as np
import pytest


def _values(lib, seed=0):
    rng = np.random.default_rng(seed)
    return lib.tensor(rng.standard_normal((3, 4)), requires_grad=True)


def test_number_to_a_tensor_power_is_pow_scalar(lib):
    x = _values(lib)
    y = 2.5 ** x
    assert type(y.grad_fn).__name__ == "PowBackward2"
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), (2.5 ** x.detach()).numpy() * np.log(2.5), rtol=1e-12)


def test_floor_division_operators(lib):
    a = lib.tensor([[7.0, -7.0, 2.5], [0.5, -0.5, 9.0]])
    b = lib.tensor([2.0, 2.0, -1.5])
    np.testing.assert_array_equal((a // b).numpy(), np.floor_divide(a.numpy(), b.numpy()))
    np.testing.assert_array_equal((a // 2).numpy(), np.floor_divide(a.numpy(), 2))
    np.testing.assert_array_equal((7 // b).numpy(), np.floor_divide(7, b.numpy()))
    ints = lib.tensor([7, -7, 3])
    assert (ints // 2).dtype == lib.int64
    np.testing.assert_array_equal((ints // 2).numpy(), [3, -4, 1])


def test_xor_and_or_on_bool_tensors(lib):
    a, b = lib.tensor([True, True, False, False]), lib.tensor([True, False, True, False])
    assert (a ^ b).tolist() == [False, True, True, False]
    assert lib.logical_xor(a, b).tolist() == [False, True, True, False]
    assert (a & b).tolist() == [True, False, False, False]
    assert (a | b).tolist() == [True, True, True, False]


def test_T_of_a_matrix_is_a_permute(lib):
    x = _values(lib)
    t = x.T
    assert tuple(t.shape) == (4, 3) and type(t.grad_fn).__name__ == "PermuteBackward0"
    (t * lib.arange(12.0).reshape(4, 3)).sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), np.arange(12.0).reshape(4, 3).T)


@pytest.mark.parametrize("shape", [(2, 3, 4), (3,), ()])
def test_T_of_other_ranks_reverses_dims(lib, shape):
    x = lib.zeros(shape, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t = x.T
    assert tuple(t.shape) == tuple(reversed(shape))
    assert type(t.grad_fn).__name__ == "PermuteBackward0"


@pytest.mark.parametrize("shape", [(2, 3, 4), (3,), ()])
def test_T_of_other_ranks_warns_as_pytorch(shape):
    """PyTorch warns once per process (TORCH_WARN_ONCE), so its text is checked here literally."""
    import gradtable
    with pytest.warns(UserWarning) as caught:
        gradtable.zeros(shape).T
    assert str(caught[0].message) == (
        "The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated and it will "
        "throw an error in a future release. Consider `x.mT` to transpose batches of matrices or "
        "`x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the dimensions of a tensor.")


def test_where_method_takes_self_where_true(lib):
    x = _values(lib)
    other = lib.zeros(4)
    out = x.where(x > 0, other)
    assert type(out.grad_fn).__name__ == "WhereBackward0"
    out.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), (x.detach() > 0).numpy().astype(float))


def test_where_with_only_a_condition_gives_nonzero_indices(lib):
    cond = lib.tensor([[True, False, True], [False, False, True]])
    rows, cols = lib.where(cond)
    assert rows.tolist() == [0, 0, 1] and cols.tolist() == [0, 2, 2]
    (only,) = lib.where(lib.tensor([0.0, 1.5, 0.0, -2.0]))
    assert only.tolist() == [1, 3]


def test_and_or_xor_are_bitwise_on_integer_tensors(lib):
    a, b = lib.tensor([3, 5, 12]), lib.tensor([1, 6, 10])
    assert (a & b).tolist() == [3 & 1, 5 & 6, 12 & 10]
    assert (a | b).tolist() == [3 | 1, 5 | 6, 12 | 10]
    assert (a ^ b).tolist() == [3 ^ 1, 5 ^ 6, 12 ^ 10]
    assert (a & b).dtype == lib.int64


SHIFTS_AND_REFLECTED = ["t << 2", "2 << t", "t >> 1", "8 >> t", "3 & t", "3 | t", "3 ^ t", "True & t", "b << 1",
                        "lib.bitwise_left_shift(2, t)", "t.bitwise_right_shift(1)", "t << lib.tensor([63, 64, -1])",
                        "lib.tensor([-8, 7, -1]) >> lib.tensor([1, 70, 64])",
                        "lib.tensor([1, 100], dtype=lib.int8) << 9",
                        "t.clone().bitwise_left_shift_(1)", "f << 2", "b << b", "2.5 << t", "t << 2.0", "1.5 & t"]


@pytest.mark.parametrize("expression", SHIFTS_AND_REFLECTED)
def test_shifts_and_reflected_bitwise_operators(expression, torch):
    """`<<`, `>>` and a number on the left of `&` `|` `^` `<<` `>>`: values and dtype, or the same
    NotImplementedError (floats, two bools), as PyTorch."""
    def run(lib):
        names = {"lib": lib, "t": lib.tensor([1, 2, 3]), "b": lib.tensor([True, False, True]), "f": lib.tensor([1.5])}
        try:
            r = eval(expression, names)
        except NotImplementedError as error:
            return str(error)
        return r.tolist(), str(r.dtype).split(".")[-1]
    assert run(__import__("gradtable")) == run(torch)


def test_augmented_shifts_write_in_place(lib):
    t = lib.tensor([1, 2, 3])
    u = t
    u <<= 2
    u >>= 1
    u &= 6
    assert u is t and t.tolist() == [2, 4, 6] and t._version == 3


_NOT_OPERANDS = [None, "a", [1.0, 1.0], (1.0, 1.0), object()]
_OPERANDS = [1, True, 1.5, np.float64(1.0)]


def _operand_id(value):
    """The test id: repr, except a plain object's (its address differs between processes, and
    pytest-xdist's workers must collect the same ids)."""
    return "object()" if type(value) is object else repr(value)


def _comparisons(torch, other):
    """What each comparison operator gives beside `other`, either way round, and `in` (its value, or
    the exception's type and text)."""
    t = torch.ones(2)
    out = []
    for compare in (lambda: t == other, lambda: t != other, lambda: t < other, lambda: t >= other,
                    lambda: other == t, lambda: other != t, lambda: t in [other]):
        try:
            out.append(repr(compare()))
        except Exception as error:  # noqa: BLE001 (the error is what is compared)
            out.append(f"{type(error).__name__}: {error}")
    return out


@pytest.mark.parametrize("other", _NOT_OPERANDS + _OPERANDS, ids=_operand_id)
def test_comparison_operators_beside_what_is_not_a_tensor_or_number(other, torch):
    """PyTorch's operators give NotImplemented for an operand its argument parser refuses, so Python's
    fallback answers: `t == None` is False (not a tensor of False), `t < "a"` Python's TypeError."""
    import gradtable
    assert _comparisons(gradtable, other) == _comparisons(torch, other)
