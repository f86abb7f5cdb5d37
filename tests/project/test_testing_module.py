"""torch.testing against PyTorch's: assert_close's verdicts, tolerances and messages, assert_allclose,
and make_tensor's ranges, layouts and argument errors."""
import warnings

import numpy as np
import pytest

import gradtable

NAN, INF = float("nan"), float("inf")

CASES = [
    lambda lib: ((lib.tensor([1.0, 2, 3]), lib.tensor([1.0, 2.5, 3])), {}),
    lambda lib: ((lib.tensor([1.0, 2, 3]), lib.tensor([1.0, 2, 3.0000001])), {}),
    lambda lib: ((lib.tensor([[1.0, 2], [3, 4]]), lib.tensor([[1.0, 2], [3, 5]])), {"rtol": 0, "atol": 0}),
    lambda lib: ((lib.tensor(1.0), lib.tensor(2.0)), {}),
    lambda lib: ((lib.tensor([1, 2]), lib.tensor([1, 3])), {}),
    lambda lib: ((lib.tensor([1.0, 2]), lib.tensor([1.0, 2, 3])), {}),
    lambda lib: ((lib.tensor([1.0, 2]), lib.tensor([1.0, 2], dtype=lib.float64)), {}),
    lambda lib: ((lib.tensor([1.0, 2]), lib.tensor([1.0, 2], dtype=lib.float64)), {"check_dtype": False}),
    lambda lib: ((lib.tensor([1.0, NAN]), lib.tensor([1.0, NAN])), {}),
    lambda lib: ((lib.tensor([1.0, NAN]), lib.tensor([1.0, NAN])), {"equal_nan": True}),
    lambda lib: ((1.0, 1.1), {}), lambda lib: ((1, 2), {}), lambda lib: ((True, False), {}),
    lambda lib: ((1, 1.0), {"check_dtype": True}), lambda lib: ((None, 1), {}),
    lambda lib: (([1.0, 2], [1.0, 2.5]), {}),
    lambda lib: (({"a": lib.tensor(1.0)}, {"a": lib.tensor(2.0)}), {}),
    lambda lib: (({"a": 1}, {"b": 1}), {}),
    lambda lib: ((lib.tensor([1.0, 2]), [1.0, 2]), {}),
    lambda lib: ((lib.tensor([1.0, 2]), lib.tensor([1.0, 2])), {"rtol": 1e-3}),
    lambda lib: ((lib.tensor([1.0, 2], requires_grad=True), lib.tensor([1.0, 2])), {}),
    lambda lib: ((lib.ones(2, 3).t(), lib.ones(3, 2)), {"check_stride": True}),
    lambda lib: ((lib.tensor([1.0, 2]), lib.tensor([1.0, 3])), {"msg": "custom"}),
    lambda lib: ((lib.tensor([1.0, 2]), lib.tensor([1.0, 3])), {"msg": lambda m: "X" + m}),
    lambda lib: ((lib.tensor([INF]), lib.tensor([1.0])), {}), lambda lib: ((lib.tensor([1e-9]), lib.tensor([0.0])), {}),
    lambda lib: ((lib.tensor([True]), lib.tensor([False])), {}),
    lambda lib: ((lib.zeros(2, 3, dtype=lib.float16), lib.ones(2, 3, dtype=lib.float16)), {}),
    lambda lib: ((lib.zeros(2, dtype=lib.bfloat16), lib.full((2,), 0.01, dtype=lib.bfloat16)), {}),
    lambda lib: (([lib.tensor(1.0)], [lib.tensor(1.0), lib.tensor(2.0)]), {}),
    lambda lib: ((lib.tensor(1.0), 1.0), {}), lambda lib: (("a", "a"), {}),
    lambda lib: ((np.array([1.0, 2]), np.array([1.0, 3])), {}),
    lambda lib: ((lib.tensor([[0, 5], [7, 1]], dtype=lib.uint8), lib.tensor([[0, 6], [2, 1]], dtype=lib.uint8)), {}),
    lambda lib: ((lib.tensor([1, 2]), lib.tensor([1.0, 2.5])), {"check_dtype": False}),
    lambda lib: ((lib.tensor([3.0, -1.0, 0.0]), lib.tensor([3.0, 1.0, 0.0])), {"rtol": 0.5, "atol": 0.0}),
    lambda lib: ((lib.zeros(0), lib.zeros(0)), {}), lambda lib: ((lib.nn.Parameter(lib.ones(1)), lib.ones(1)), {}),
    lambda lib: ((lib.nn.Parameter(lib.ones(1)), lib.ones(1)), {"allow_subclasses": False}),
]


def verdict(lib, case):
    args, kwargs = case(lib)
    try:
        lib.testing.assert_close(*args, **kwargs)
        return "ok"
    except Exception as error:  # noqa: BLE001 - the exception is the verdict compared
        return f"{type(error).__name__}: {error}"


@pytest.mark.parametrize("case", CASES)
def test_assert_close_matches_pytorch(torch, case):
    assert verdict(gradtable, case) == verdict(torch, case)


ALLCLOSE = [
    lambda lib: ([1.0, 2.0], [1.0, 2.00001]), lambda lib: (lib.tensor([1.0, NAN]), lib.tensor([1.0, NAN])),
    lambda lib: (lib.tensor([1.0, 2]), [1.0, 2.1]), lambda lib: (lib.tensor([1, 2]), lib.tensor([1.0, 2.0])),
]


@pytest.mark.parametrize("case", ALLCLOSE)
def test_assert_allclose_matches_pytorch(torch, case):
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                lib.testing.assert_allclose(*case(lib))
                result = "ok"
            except AssertionError as error:
                result = str(error)
        return result, [(w.category, str(w.message)) for w in caught]
    assert run(gradtable) == run(torch)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "bfloat16", "int64", "uint8", "int8", "bool",
                                   "complex64"])
def test_make_tensor_ranges(lib, dtype):
    dt = getattr(lib, dtype)
    t = lib.testing.make_tensor(200, dtype=dt, device="cpu")
    assert t.dtype is dt and t.shape == (200,) and not t.requires_grad
    values = t.detach().cpu().numpy() if dt is not lib.bfloat16 else t.float().numpy()
    values = np.stack([values.real, values.imag]) if dt.is_complex else values.astype(np.float64)
    low, high = (0, 1) if dtype == "bool" else (0, 9) if dtype == "uint8" else (-9, 9)
    assert values.min() >= low and values.max() <= high
    if dtype not in ("bool", "uint8"):
        assert values.min() < 0 < values.max()
    narrow = lib.testing.make_tensor((3, 4), dtype=dt, device="cpu", low=0, high=2, exclude_zero=True)
    assert narrow.shape == (3, 4) and (narrow != 0).all()


MAKE_ERRORS = [
    lambda lib: lib.testing.make_tensor(2, dtype=lib.int64, device="cpu", requires_grad=True),
    lambda lib: lib.testing.make_tensor(2, dtype=lib.float32, device="cpu", low=3, high=1),
    lambda lib: lib.testing.make_tensor(2, dtype=lib.float32, device="cpu", low=NAN),
    lambda lib: lib.testing.make_tensor(2, dtype=lib.uint8, device="cpu", low=-5, high=-1),
    lambda lib: lib.testing.make_tensor(2, 2, dtype=lib.float32, device="cpu", noncontiguous=True,
                                        memory_format=lib.contiguous_format),
    lambda lib: lib.testing.make_tensor(2, dtype=lib.float32, device="cpu", requires_grad=True).requires_grad,
    lambda lib: lib.testing.make_tensor(3, 4, dtype=lib.float32, device="cpu", noncontiguous=True).is_contiguous(),
]


@pytest.mark.parametrize("call", MAKE_ERRORS)
def test_make_tensor_arguments_match_pytorch(torch, call):
    def result(lib):
        try:
            return repr(call(lib))
        except Exception as error:  # noqa: BLE001
            return f"{type(error).__name__}: {error}".replace("gradtable", "torch")
    assert result(gradtable) == result(torch)
