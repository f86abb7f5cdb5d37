"""kernels/fast_erf.py's exact GELU on float32: the fits of Phi(x) and of the backward's slope
Phi(x) + x * phi(x) on |x| < 1.2728 are what the docstring's recipe gives, forward and backward stay
within the errors it states (against float64 references, on dense grids, the split, the tails and
the special values), and the backward agrees with PyTorch's gelu_backward."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from scipy.special import ndtr

from gradtable.kernels import fast_erf
from gradtable.kernels.fast_erf import gelu_backward_float32, gelu_float32

SPLIT = np.float32(1.2727922)   # the first float32 whose square is not below 1.62


def _slope64(x):
    x = np.asarray(x, np.float64)
    return ndtr(x) + x * np.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)


def _gelu64(x):
    x = np.asarray(x, np.float64)
    return x * ndtr(x)


def _ulps(ours, reference):
    spacing = np.spacing(np.abs(reference.astype(np.float32))).astype(np.float64)
    return np.abs(ours.astype(np.float64) - reference) / spacing


def _refit(target, weight, degree, top=1.2728, points=2001):
    """The docstring's recipe: weighted least squares of x * sum(c_k * x^(2k)) against the target on
    Chebyshev points of [0, top], in float64; the coefficients rounded to float32 one at a time from
    the constant up, the rest refitted after each."""
    x = top / 2 * (1 - np.cos(np.linspace(0, np.pi, points)))
    x = x[x > 0]
    target, weight = target(x), weight(x)
    columns = np.stack([x * (x * x) ** k for k in range(degree + 1)], axis=1)
    fixed = []
    for j in range(degree + 1):
        rest = target - columns[:, :j] @ np.array(fixed, np.float64)
        solution = np.linalg.lstsq(columns[:, j:] * weight[:, None], rest * weight, rcond=None)[0]
        fixed.append(float(np.float32(solution[0])))
    return tuple(fixed)


def test_the_fits_are_reproduced():
    slope = _refit(lambda x: _slope64(x) - 0.5, np.ones_like, 6)   # absolute error of the slope
    cdf = _refit(lambda x: ndtr(x) - 0.5, lambda x: 1 / ndtr(-x), 5)   # relative error of Phi(-|x|)
    assert slope == fast_erf._SLOPE and cdf == fast_erf._CDF


def _grid():
    dense = np.linspace(-16, 16, 1_600_001)
    near_zero = np.geomspace(1e-38, 16, 100_001)
    return np.unique(np.concatenate([dense, near_zero, -near_zero]).astype(np.float32))


# (region, backward's bound, forward's bound), in ulp of the float64 reference rounded to float32; the
# small range away from the slope's zero near x = -0.7518, where only an absolute bound means anything
REGIONS = [
    ("0 <= x < split", lambda x: (x >= 0) & (x < SPLIT), 1.5, 1.8),
    ("-split < x < 0, slope not near 0", lambda x: (x < 0) & (x > -SPLIT) & (np.abs(x + 0.7518) > 0.05), 36, 3.7),
    ("split <= x", lambda x: x >= SPLIT, 1.0, 1.1),
    ("-5.657 < x <= -split", lambda x: (x <= -SPLIT) & (x > -5.657), 12, 16.5),
    # (gelu below -5.657 is under 4e-8 * |x|: R's extrapolation and exp's rounded argument give a
    # relative error up to 1.1e-3; the erf-based formula and PyTorch give 0 there)
    ("-14 < x <= -5.657", lambda x: (x <= -5.657) & (x > -14), 120, 1e4),
]


@pytest.mark.parametrize("region", REGIONS, ids=[r[0] for r in REGIONS])
def test_error_against_float64_on_a_dense_grid(region):
    _, where, backward_bound, forward_bound = region
    x = _grid()
    x = x[where(x)]
    slope = gelu_backward_float32(np.ones_like(x), x)
    assert _ulps(slope, _slope64(x)).max() <= backward_bound
    assert _ulps(gelu_float32(x), _gelu64(x)).max() <= forward_bound


def test_absolute_error_of_the_slope():
    """Near its zero the slope is 0.5 + x * Q(x^2), a difference of two numbers near 0.5: its error is
    absolute, at most 1.7e-7 (2.8 ulp of 1) everywhere, as the erf-based formula's was (1.72e-7)."""
    x = _grid()
    assert np.abs(gelu_backward_float32(np.ones_like(x), x) - _slope64(x)).max() <= 1.7e-7


def test_the_split_and_the_formulas_on_each_side():
    """x * x < 1.62 tells |x| < 1.2727922 exactly (every float32 within 2**16 ulp of the split, and
    the special values), and the two formulas meet there: on both sides within their error."""
    bits = SPLIT.view(np.int32)
    near = np.arange(bits - 2**16, bits + 2**16, dtype=np.int32).view(np.float32)
    x = np.concatenate([near, -near, np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, 3e38], np.float32)])
    with np.errstate(over="ignore"):
        assert np.array_equal(x * x < fast_erf._GELU_SPLIT_SQUARE, np.abs(x) < SPLIT)
    for side in (SPLIT, -SPLIT):
        pair = np.array([np.nextafter(side, np.float32(0)), side])
        assert pair[0] * pair[0] < fast_erf._GELU_SPLIT_SQUARE <= pair[1] * pair[1]
        assert _ulps(gelu_backward_float32(np.ones_like(pair), pair), _slope64(pair)).max() <= 12
        assert _ulps(gelu_float32(pair), _gelu64(pair)).max() <= 16


def test_special_values():
    x = np.array([np.inf, -np.inf, np.nan, -np.nan, 3e38, -3e38, -20.0, 0.0, -0.0, 1e-40, -1e-40, 1e-45], np.float32)
    forward, slope = gelu_float32(x), gelu_backward_float32(np.ones_like(x), x)
    # PyTorch's formula's values: gelu(-inf) is -inf * 0, the slope at +-inf is 1 + inf * 0 and 0 - inf * 0
    assert forward[0] == np.inf and np.isnan(forward[1:4]).all() and np.isnan(slope[:4]).all()
    assert forward[4] == np.float32(3e38) and forward[5] == 0 and slope[4] == 1 and slope[5] == 0
    assert slope[5:7].tolist() == [0.0, 0.0] and not np.signbit(slope[5:7]).any()   # +0.0, as 0 + x * 0
    assert forward[7] == 0 and not np.signbit(forward[7]) and forward[8] == 0 and np.signbit(forward[8])
    assert slope[7:].tolist() == [0.5] * 5
    assert forward[9] == pytest.approx(5e-41, rel=1e-3) and forward[10] == pytest.approx(-5e-41, rel=1e-3)
    assert forward[11] == 0 and not np.signbit(forward[11])   # (half the smallest subnormal rounds to even)
    assert gelu_backward_float32(np.float32(-3) * np.ones_like(x), x)[5] == 0


@pytest.mark.parametrize("shape", [(), (0,), (1,), (7, 0, 3), (4, 5)])
def test_shapes(shape):
    x = np.full(shape, -1.5, np.float32)
    assert gelu_float32(x).shape == gelu_backward_float32(x, x).shape == shape


def test_backward_agrees_with_pytorch(torch):
    """PyTorch's float32 gelu_backward is grad * (cdf + x * pdf) with its vectorised erf and exp: on
    the dense grid it is within 3e-7 of ours (its own error is up to 2.7e-7, ours 1.7e-7); the bound
    leaves room for its other CPU paths."""
    x = _grid()
    x = x[np.abs(x) < 14]
    theirs = torch.ops.aten.gelu_backward(torch.ones(x.size), torch.from_numpy(x)).numpy()
    assert np.abs(gelu_backward_float32(np.ones_like(x), x) - theirs).max() <= 4e-7


@settings(max_examples=40, deadline=None)
@given(arrays(np.float32, st.integers(0, 2 * fast_erf.CHUNK + 3),
              elements=st.floats(width=32, allow_nan=True, allow_infinity=True)),
       st.floats(-4, 4, width=32))
def test_backward_is_grad_times_the_slope_for_any_floats(x, scale):
    """Any float32 inputs (nan, inf, subnormals, huge): grad * slope within the stated errors, or nan
    where the reference is nan (PyTorch's formula at +-inf and nan)."""
    grad = np.full(x.shape, scale, np.float32)
    ours = gelu_backward_float32(grad, x)
    with np.errstate(invalid="ignore", over="ignore"):
        reference = _slope64(x) * np.float64(scale)
    reference[np.isinf(x)] = np.nan
    assert np.array_equal(np.isnan(ours), np.isnan(reference))
    finite = ~np.isnan(reference)
    # (the slope's 1.7e-7, and the product's rounding: half an ulp of up to 1.13 * |grad|)
    assert np.all(np.abs(ours[finite] - reference[finite]) <= 2.4e-7 * abs(scale) + 1e-45)
