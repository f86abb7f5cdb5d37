"""Tests for runtime/core/printing.py: ``format_tensor`` must match PyTorch's repr.

Most tests use real PyTorch as the oracle and are skipped when it is missing,
unless GRADTABLE_REQUIRE_TORCH=1, in which case a missing torch is a failure.
The literal-string tests at the top need no torch.
"""

from __future__ import annotations

import os

import numpy as np
import pytest

try:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st
    from hypothesis.extra import numpy as hnp
except ImportError:  # hypothesis is an optional test dependency
    hnp = None

import gradtable
from gradtable.core.printing import format_tensor


def _import_torch():
    """Import torch, skipping the test if it is missing -- or failing when
    GRADTABLE_REQUIRE_TORCH=1 so CI cannot silently skip the oracle tests."""
    if os.environ.get("GRADTABLE_REQUIRE_TORCH") == "1":
        try:
            import torch
        except ImportError as exc:
            pytest.fail(f"GRADTABLE_REQUIRE_TORCH=1 but torch is not importable: {exc}")
        return torch
    return pytest.importorskip("torch")


@pytest.fixture(scope="session")
def torch():
    return _import_torch()


def f32(x):
    return np.array(x, dtype=np.float32)


# ---------------------------------------------------------------------------
# Torch-free tests with literal expectations (copied from PyTorch 2.x output).
# ---------------------------------------------------------------------------

LITERAL_CASES = [
    (f32([1, 2, 3]), {}, "tensor([1., 2., 3.])"),
    (f32(3), {}, "tensor(3.)"),
    (f32([0.5, 1.25]), {}, "tensor([0.5000, 1.2500])"),
    (f32([[3, 3], [3, 3]]), {"grad_fn_name": "AddBackward0"},
     "tensor([[3., 3.],\n        [3., 3.]], grad_fn=<AddBackward0>)"),
    (f32([1, 2]), {"requires_grad": True}, "tensor([1., 2.], requires_grad=True)"),
    (f32([1, 2]), {"requires_grad": True, "grad_fn_name": "MulBackward0"},
     "tensor([1., 2.], grad_fn=<MulBackward0>)"),
    (np.array([1.0, 2.0]), {}, "tensor([1., 2.], dtype=torch.float64)"),
    (np.array([1, 2], dtype=np.int64), {}, "tensor([1, 2])"),
    (np.array([1, 2], dtype=np.int32), {}, "tensor([1, 2], dtype=torch.int32)"),
    (np.array([True, False]), {}, "tensor([ True, False])"),
    (np.zeros((0, 3), dtype=np.float32), {}, "tensor([], size=(0, 3))"),
    (np.zeros((0,), dtype=np.float32), {}, "tensor([])"),
    (np.zeros((0,), dtype=np.int64), {}, "tensor([], dtype=torch.int64)"),
    (f32([1e-5, 1]), {}, "tensor([1.0000e-05, 1.0000e+00])"),
    (f32([np.inf, np.nan, 1]), {}, "tensor([inf, nan, 1.])"),
    (f32([-1.5, 2]), {}, "tensor([-1.5000,  2.0000])"),
    (f32([-0.0]), {}, "tensor([-0.])"),
    (f32([0, 0]), {}, "tensor([0., 0.])"),
    (np.arange(1001, dtype=np.int64), {}, "tensor([   0,    1,    2,  ...,  998,  999, 1000])"),
    (np.arange(8, dtype=np.float32).reshape(2, 2, 2), {},
     "tensor([[[0., 1.],\n         [2., 3.]],\n\n        [[4., 5.],\n         [6., 7.]]])"),
    (np.arange(30, dtype=np.int64), {},
     "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
     "        18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])"),
]


@pytest.mark.parametrize("arr, kwargs, expected", LITERAL_CASES)
def test_literal(arr, kwargs, expected):
    assert format_tensor(arr, **kwargs) == expected


def test_unsupported_dtype_raises():
    # (complex values print as PyTorch's: tests/core/test_complex.py)
    with pytest.raises(TypeError):
        format_tensor(np.array(["a"]))


def test_accepts_non_contiguous_and_lists():
    base = np.arange(12, dtype=np.float32).reshape(3, 4)
    assert format_tensor(base.T[::-1]) == format_tensor(np.ascontiguousarray(base.T[::-1]))
    assert format_tensor([1, 2]) == "tensor([1, 2])"


# ---------------------------------------------------------------------------
# Oracle tests against real PyTorch.
# ---------------------------------------------------------------------------

def expected_repr(torch, arr, mode="plain"):
    """PyTorch's repr for ``arr``; mode is plain, requires_grad or grad_fn."""
    # (np.ascontiguousarray would turn 0-d arrays into 1-d ones.)
    t = torch.from_numpy(np.require(arr, requirements="C"))
    if mode == "requires_grad":
        t = t.requires_grad_()
    elif mode == "grad_fn":
        t = t.requires_grad_() * 1
    return repr(t)


def check(torch, arr, mode="plain"):
    kwargs = {
        "plain": {},
        "requires_grad": {"requires_grad": True},
        "grad_fn": {"grad_fn_name": "MulBackward0", "requires_grad": True},
    }[mode]
    expected = expected_repr(torch, arr, mode)
    got = format_tensor(arr, **kwargs)
    assert got == expected, f"\narray={arr!r}\nexpected:\n{expected}\ngot:\n{got}"


def _hand_cases():
    rng = np.random.default_rng(0)
    cases = {
        "scalar_int_valued": f32(3),
        "scalar_fraction": f32(-0.125),
        "scalar_sci": f32(1e-9),
        "scalar_nan": f32(np.nan),
        "scalar_inf": f32(-np.inf),
        "scalar_bool": np.array(True),
        "scalar_int64": np.array(-7),
        "all_zero": np.zeros((2, 3), np.float32),
        "neg_zero_mix": f32([0.0, -0.0, 1.0]),
        "only_nonfinite": f32([np.nan, np.inf, -np.inf]),
        "nonfinite_with_fraction": f32([np.nan, 0.5, -np.inf]),
        "nonfinite_sci": f32([np.inf, 1e-7, 2.0]),
        "ratio_exactly_1000": f32([1, 1000]),
        "ratio_above_1000": f32([1, 1001]),
        "max_1e8": f32([1e8]),
        "max_above_1e8": np.array([1e8 + 1]),
        "min_1e-4": np.array([1e-4]),
        "min_below_1e-4": np.array([9.9e-5]),
        "big_ints_as_float": f32([123456, -7]),
        "huge_float64": np.array([1e300, -1e-300, 5.0]),
        "float32_extremes": f32([np.finfo(np.float32).max, np.finfo(np.float32).tiny]),
        "float32_subnormal": f32([1e-45, 1.0]),
        "rounding_edge": f32([0.99995, 0.00005, 9.99995]),
        "negative_fixed": np.array([[-1.23456, 2.5], [3.75, -100.5]], np.float32),
        "int64_extremes": np.array([np.iinfo(np.int64).min, 0, np.iinfo(np.int64).max]),
        "int32": np.array([[-5, 10], [300, 4]], np.int32),
        "int16": np.array([-32768, 7], np.int16),
        "int8": np.array([-128, 127], np.int8),
        "uint8": np.array([0, 255, 17], np.uint8),
        "uint16": np.array([65535, 1], np.uint16),
        "uint32": np.array([4294967295, 0], np.uint32),
        "bool_2d": np.array([[True, False, True], [False, False, True]]),
        "float16": np.array([0.1, 65504, -2.5], np.float16),
        "float16_int": np.array([1, 2, -3], np.float16),
        "float16_tiny": np.array([6e-8, 1.0], np.float16),
        "float64_fixed": np.array([0.1, 0.2, 0.3]),
        "3d": rng.standard_normal((2, 3, 4)).astype(np.float32),
        "4d": rng.integers(-50, 50, (2, 2, 2, 3)),
        "5d_tiny": np.ones((1, 1, 1, 1, 1), np.float32),
        "long_vector_wraps": rng.standard_normal(50).astype(np.float32),
        "long_float64_vector": rng.standard_normal(33),
        "wide_matrix_wraps": rng.standard_normal((3, 20)).astype(np.float32),
        "wide_sci_matrix": (rng.standard_normal((3, 12)) * 1e6).astype(np.float32),
        "exactly_threshold": np.arange(1000, dtype=np.float32),
        "just_over_threshold": np.arange(1001, dtype=np.float32),
        "summarised_2d": rng.standard_normal((40, 40)).astype(np.float32),
        "summarised_short_rows": rng.standard_normal((500, 3)).astype(np.float32),
        "summarised_short_cols": rng.standard_normal((3, 500)),
        "summarised_3d": rng.integers(-9, 9, (10, 11, 12)),
        "summarised_hidden_wide_value": np.concatenate(
            [np.ones(3), [1e6] * 1000, np.ones(3)]).astype(np.float32),
        "summarised_hidden_fraction": np.concatenate(
            [np.ones(3), [0.5] * 1000, np.ones(3)]).astype(np.float32),
        "summarised_bool": rng.integers(0, 2, (1200,)).astype(bool),
        "empty_2d": np.zeros((2, 0), np.float32),
        "empty_3d_int": np.zeros((0, 2, 3), np.int64),
        "empty_float64": np.zeros((0,), np.float64),
        "empty_bool": np.zeros((0,), bool),
        "empty_int32_2d": np.zeros((3, 0), np.int32),
        "single_column": np.arange(5, dtype=np.float32).reshape(5, 1) / 3,
        "deep_nesting": np.arange(2, dtype=np.float32).reshape((1,) * 7 + (2,)),
    }
    # Vectors whose last line is close to 80 columns exercise suffix wrapping.
    for n in range(5, 14):
        cases[f"suffix_wrap_f64_{n}"] = np.linspace(-1, 1, n) * 3.3
        cases[f"suffix_wrap_i32_{n}"] = np.arange(n, dtype=np.int32) * 1111111
    return cases


HAND_CASES = _hand_cases()


@pytest.mark.parametrize("name", sorted(HAND_CASES))
def test_hand_cases_match_torch(torch, name):
    check(torch, HAND_CASES[name])


@pytest.mark.parametrize("mode", ["requires_grad", "grad_fn"])
@pytest.mark.parametrize(
    "name", sorted(n for n, a in HAND_CASES.items() if a.dtype.kind == "f")
)
def test_autograd_suffixes_match_torch(torch, name, mode):
    check(torch, HAND_CASES[name], mode)


def test_line_widths_sweep(torch):
    """Every vector length up to 90 for several element widths, so every
    wrapping point of the 80-column layout is hit, with and without suffixes."""
    for scale in (1, 7, 123, 99999):
        for n in range(1, 90):
            ints = np.arange(n, dtype=np.int64) * scale - scale
            check(torch, ints)
            check(torch, ints.astype(np.int32))
            floats = (ints / 4).astype(np.float64)
            check(torch, floats)
            check(torch, floats.astype(np.float32), "grad_fn")


# ---------------------------------------------------------------------------
# Hypothesis-driven sweeps.
# ---------------------------------------------------------------------------

_DTYPES = [np.float32, np.float64, np.float16, np.int64, np.int32, np.int16,
           np.int8, np.uint8, np.bool_]


def _random_values(rng, shape, dtype, kind):
    """Values of one 'kind', chosen to land in each formatting mode."""
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return np.asarray(rng.integers(0, 2, shape)).astype(bool)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        if kind == "extreme":
            return np.asarray(rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True))
        lo = max(info.min, -(10 ** (kind % 6 + 1)))
        hi = min(info.max, 10 ** (kind % 6 + 1))
        return np.asarray(rng.integers(lo, hi, shape, endpoint=True)).astype(dtype)
    if kind == "extreme":
        kind = 0
    k = kind % 5
    if k == 0:  # integer-valued floats -> integer mode
        vals = rng.integers(-1000, 1000, shape).astype(np.float64)
    elif k == 1:  # moderate fractions -> fixed mode
        vals = rng.standard_normal(shape) * 10.0 ** rng.integers(-2, 3)
    elif k == 2:  # wide dynamic range -> scientific mode
        vals = rng.standard_normal(shape) * 10.0 ** rng.integers(-12, 12, shape)
    elif k == 3:  # few distinct values, quantised
        vals = rng.integers(-8, 8, shape) / 4.0
    else:  # uniform with a random overall scale
        vals = rng.uniform(-1, 1, shape) * 10.0 ** rng.integers(-6, 10)
    with np.errstate(over="ignore"):
        vals = np.asarray(vals).astype(dtype)  # asarray: 0-d draws are scalars
    if vals.size and rng.random() < 0.3:  # sprinkle zeros / specials
        specials = np.array([0.0, -0.0, np.nan, np.inf, -np.inf], dtype=dtype)
        mask = rng.random(shape) < 0.1
        vals[mask] = rng.choice(specials, size=int(mask.sum()))
    return vals


if hnp is not None:
    # GRADTABLE_HYPOTHESIS_EXAMPLES raises the example count for a deeper soak.
    _SETTINGS = settings(
        max_examples=int(os.environ.get("GRADTABLE_HYPOTHESIS_EXAMPLES", "300")),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )

    @st.composite
    def _shapes(draw):
        """Mostly small shapes, sometimes ones big enough to be summarised."""
        ndim = draw(st.integers(0, 4))
        if draw(st.booleans()):
            return tuple(draw(st.lists(st.integers(0, 6), min_size=ndim, max_size=ndim)))
        dims = draw(st.lists(st.integers(1, 40), min_size=max(ndim, 1), max_size=max(ndim, 1)))
        if draw(st.booleans()):
            dims[draw(st.integers(0, len(dims) - 1))] = draw(st.integers(100, 1100))
        return tuple(dims)

    @_SETTINGS
    @given(
        shape=_shapes(),
        dtype=st.sampled_from(_DTYPES),
        kind=st.one_of(st.integers(0, 11), st.just("extreme")),
        seed=st.integers(0, 2**32 - 1),
        mode=st.sampled_from(["plain", "requires_grad", "grad_fn"]),
    )
    def test_random_arrays_match_torch(torch, shape, dtype, kind, seed, mode):
        arr = _random_values(np.random.default_rng(seed), shape, dtype, kind)
        if arr.size > 200_000:
            return
        if np.dtype(dtype).kind != "f":
            mode = "plain"  # torch only lets floating tensors require grad
        check(torch, arr, mode)

    @_SETTINGS
    @given(
        arr=hnp.arrays(
            dtype=st.sampled_from([np.float32, np.float64, np.float16]),
            shape=hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=8),
            elements={"allow_nan": True, "allow_infinity": True},
        )
    )
    def test_arbitrary_floats_match_torch(torch, arr):
        """Hypothesis' own float generator: subnormals, huge values, -0.0..."""
        check(torch, arr)

    @_SETTINGS
    @given(
        arr=hnp.arrays(
            dtype=st.sampled_from([np.int64, np.int32, np.uint8, np.bool_]),
            shape=hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=8),
        )
    )
    def test_arbitrary_ints_match_torch(torch, arr):
        check(torch, arr)

else:

    @pytest.mark.skip(reason="hypothesis is not installed")
    def test_random_arrays_match_torch():
        pass


@pytest.mark.parametrize("make", [
    lambda t: t.tensor([1.0, 2.0]),
    lambda t: t.tensor([1.0, 2.0], requires_grad=True),
    lambda t: t.tensor([1.0, 2.0], requires_grad=True) * 2,
    lambda t: t.tensor([1.0, 2.0], dtype=t.float64),
    lambda t: t.tensor(1.5, dtype=t.float64),
    lambda t: t.tensor([], dtype=t.float64),
    lambda t: t.zeros(0, 3),
    lambda t: t.tensor([1, 2]),
    lambda t: t.tensor([True]),
    lambda t: t.zeros(2, dtype=t.bfloat16),
])
def test_repr_with_tensor_contents_as_torch(torch, make):
    """Tensor.__repr__(tensor_contents=...): a wrapper subclass (PyTorch's LoggingTensor) prints the
    tensor it wraps in place of its values, with its own suffixes."""
    for contents in ("abc", "tensor([1., 2.])"):
        ours = gradtable.Tensor.__repr__(make(gradtable), tensor_contents=contents)
        assert ours == torch.Tensor.__repr__(make(torch), tensor_contents=contents)


def test_repr_of_a_view_whose_history_is_invalid_and_of_duals_as_torch(torch):
    """A no_grad view changed in place prints grad_fn=<Invalid> (its grad_fn cannot be rebuilt); a
    dual tensor prints its tangent."""
    def run(lib):
        a = lib.ones(1, requires_grad=True)
        with lib.no_grad():
            b = a[:]
            b *= 2
        fwAD = lib.autograd.forward_ad
        with fwAD.dual_level():
            d = fwAD.make_dual(lib.tensor([1.0, 2.0]), lib.tensor([3.0, 4.0]))
            e = fwAD.make_dual(lib.tensor([1.0, 2.0], dtype=lib.float64), lib.tensor([3.0, 4.0], dtype=lib.float64))
            texts = [repr(b), repr(d), repr(d * 2), repr(e), repr(fwAD.unpack_dual(d).primal),
                     repr(fwAD.make_dual(lib.tensor([1.0], requires_grad=True) * 1, lib.tensor([5.0])))]
        return texts + [repr(d)]

    assert run(gradtable) == run(torch)
