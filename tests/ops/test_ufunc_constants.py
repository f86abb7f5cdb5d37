"""A Python number beside a float tensor in an op whose forward is NumPy ufuncs (`x * 2.5`, `x + b`, `x < 0.5`)
reaches NumPy as a cached 0-d array of the tensor's dtype (op_support.unwrap_ufunc_pair), which NumPy
computes faster than the number itself. The results must be PyTorch's bit for bit, whatever the number:
signed zeros (which share a dict key with 0), nan (no key at all), infinities, numbers outside float32's
range or below its normal range, ints too large for float32, bools, and the number on either side."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable as gt
from gradtable.ops import op_support

NUMBERS = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True, allow_subnormal=True),
    st.floats(min_value=-1e3, max_value=1e3),
    st.sampled_from([0.0, -0.0, 1e-45, -1e-40, 1.17549435e-38, 3.4028235e38, 3.5e38, 1e300, 0.1, 2.5, -0.5]),
    st.integers(min_value=-2 ** 30, max_value=2 ** 30),
    st.sampled_from([0, 1, -1, 2 ** 24, 2 ** 24 + 1, -(2 ** 25) - 1, True, False]),
)
OPERATORS = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b, "div": lambda a, b: a / b,
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
}
VALUES = np.array([0.0, -0.0, 1.0, -2.5, 0.1, 3e38, -3e38, 1e-42, np.inf, -np.inf, np.nan, 7.0, 16777217.0])


def _same_bits(ours, theirs):
    """Equal values, equal signs of zeros and nan in the same places (nan payloads aside)."""
    ours, theirs = ours.numpy(), theirs.numpy()
    assert ours.dtype == theirs.dtype and ours.shape == theirs.shape
    if ours.dtype.kind != "f":
        np.testing.assert_array_equal(ours, theirs)
        return
    np.testing.assert_array_equal(np.isnan(ours), np.isnan(theirs))
    keep = ~np.isnan(ours)
    np.testing.assert_array_equal(ours[keep], theirs[keep])
    np.testing.assert_array_equal(np.signbit(ours[keep]), np.signbit(theirs[keep]))


@pytest.mark.parametrize("name", sorted(OPERATORS))
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@settings(max_examples=25, deadline=None)
@given(number=NUMBERS, reflected=st.booleans())
def test_operator_with_a_number_is_pytorchs(torch, name, dtype, number, reflected):
    op = OPERATORS[name]
    ours = gt.tensor(VALUES, dtype=getattr(gt, dtype))
    theirs = torch.tensor(VALUES, dtype=getattr(torch, dtype))
    results = []
    for x in (ours, theirs):
        try:
            with np.errstate(all="ignore"):
                results.append(op(number, x) if reflected else op(x, number))
        except RuntimeError as error:   # (x - True: PyTorch refuses bool in a subtraction)
            results.append(error)
    if isinstance(results[1], RuntimeError):
        assert isinstance(results[0], RuntimeError) and str(results[0]) == str(results[1])
    else:
        _same_bits(*results)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@settings(max_examples=25, deadline=None)
@given(number=NUMBERS)
def test_in_place_forms_with_a_number_are_pytorchs(torch, dtype, number):
    ours = gt.tensor(VALUES, dtype=getattr(gt, dtype))
    theirs = torch.tensor(VALUES, dtype=getattr(torch, dtype))
    with np.errstate(all="ignore"):
        for method in ("mul_", "add_", "div_"):
            getattr(ours, method)(number)
            getattr(theirs, method)(number)
            _same_bits(ours, theirs)


def test_alpha_keeps_the_number_a_python_number(torch):
    """`np.multiply(other, alpha)` meets the number before the ufunc with the tensor does: the generated add
    keeps it a Python number there (NumPy computes that product in float64, as before the cache)."""
    values = [-np.inf, 1.0, 0.5, 3e38]
    for number, alpha in [(3.4e38, 2), (0.25, 3), (-1.5, -0.5)]:
        _same_bits(gt.add(gt.tensor(values), number, alpha=alpha), torch.add(torch.tensor(values), number, alpha=alpha))


def test_zeros_of_either_sign_after_each_other(torch):
    """0.0 and -0.0 are one dict key: neither may be served the other's cached array."""
    for lib in (gt, torch):
        x = lib.tensor([1.0, -1.0])
        first, second = x * 0.0, x * -0.0
        assert np.signbit(first.numpy()).tolist() == [False, True]
        assert np.signbit(second.numpy()).tolist() == [True, False]
        assert np.signbit((x * 0).numpy()).tolist() == [False, True]


def test_gradients_through_cached_numbers_are_pytorchs(torch):
    results = []
    for lib in (gt, torch):
        x = lib.tensor([0.3, -1.25, 4.0], requires_grad=True)
        y = ((x * 2.5 + -0.5) / 3.0 - 0.1) * (x > 0.5)
        y.sum().backward()
        results.append((y.detach().numpy(), x.grad.numpy(), type(y.grad_fn).__name__))
    np.testing.assert_array_equal(results[0][0], results[1][0])
    np.testing.assert_array_equal(results[0][1], results[1][1])
    assert results[0][2] == results[1][2]


def test_the_caches_stay_bounded_and_read_only():
    x = gt.ones(3)
    for i in range(3 * op_support._CONSTANTS_KEPT):
        x * (i + 0.5)
    cache = op_support._CONSTANTS[np.dtype(np.float32)]
    assert 0 < len(cache) <= op_support._CONSTANTS_KEPT
    constant = next(iter(cache.values()))
    assert constant.ndim == 0 and not constant.flags.writeable
    assert all(value == value and value != 0 for value in cache)   # no nan, no zero is kept


def test_numbers_beside_other_dtypes_take_pytorchs_promotion(torch):
    for values, number in [([1, 2, 3], 2.5), ([1, 2, 3], 2), ([True, False], 1.5)]:
        ours, theirs = gt.tensor(values) * number, torch.tensor(values) * number
        assert str(ours.dtype) == str(theirs.dtype)
        np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
    half = gt.tensor([1.0, 3.0], dtype=gt.float16) + 0.1
    assert half.dtype == gt.float16
    np.testing.assert_array_equal(half.numpy(), (torch.tensor([1.0, 3.0], dtype=torch.float16) + 0.1).numpy())
