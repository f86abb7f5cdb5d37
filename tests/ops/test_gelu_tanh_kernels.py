"""tanh GELU's forward and backward kernels run their formulas in place, one operation after
another as written; their results must stay bit for bit the formulas' (PyTorch's values are
checked in test_elementwise_extra.py)."""
import math

import numpy as np
import pytest

from gradtable.autograd.array_backward import gelu_backward
from gradtable.kernels.activation import gelu

K, C = math.sqrt(2.0 / math.pi), 0.044715


def _forward(x):
    return 0.5 * x * (1.0 + np.tanh(K * (x + C * x * x * x)))


def _backward(grad, x):
    t = np.tanh(K * (x + C * x * x * x))
    return grad * (0.5 * (1 + t) + 0.5 * x * (1 - t * t) * (K * (1 + 3 * C * x * x)))


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("shape", [(), (7,), (4, 3, 50), (0, 3)])
def test_in_place_tanh_gelu_is_the_formula_bit_for_bit(dtype, shape):
    rng = np.random.default_rng(0)
    x = (rng.standard_normal(shape) * 4).astype(dtype)
    grad = rng.standard_normal(shape).astype(dtype)
    if x.size >= 4:
        x.flat[:4] = [np.nan, np.inf, -np.inf, -0.0]
    with np.errstate(all="ignore"):
        pairs = [(gelu(x, "tanh"), _forward(x)), (gelu_backward(grad, x, "tanh"), _backward(grad, x))]
        assert gelu(x, "tanh") is not x   # (a new array: the input is not written)
    for ours, formula in pairs:
        ours, formula = np.asarray(ours), np.asarray(formula)
        assert ours.dtype == formula.dtype and ours.shape == formula.shape
        assert ours.tobytes() == formula.tobytes()
