"""Dtype defaults and limits: set_default_dtype/get_default_dtype, finfo/iinfo, is_floating_point,
element_size, half(); each compared with PyTorch."""
import pytest

import gradtable


def _error(fn):
    try:
        fn()
    except Exception as error:  # noqa: BLE001  (the type is what is compared)
        return type(error).__name__, str(error)
    return None


FLOATS = ["float16", "float32", "float64"]
INTS = ["int8", "int16", "int32", "int64", "uint8"]


@pytest.mark.parametrize("name", FLOATS + ["complex64", "complex128"])
def test_finfo_matches_pytorch(torch, name):
    ours, theirs = gradtable.finfo(getattr(gradtable, name)), torch.finfo(getattr(torch, name))
    assert repr(ours) == repr(theirs) and str(ours) == str(theirs)
    for field in ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype"):
        assert getattr(ours, field) == getattr(theirs, field)
        assert type(getattr(ours, field)) is type(getattr(theirs, field))


@pytest.mark.parametrize("name", INTS)
def test_iinfo_matches_pytorch(torch, name):
    ours, theirs = gradtable.iinfo(getattr(gradtable, name)), torch.iinfo(getattr(torch, name))
    assert repr(ours) == repr(theirs)
    for field in ("bits", "max", "min", "dtype"):
        assert getattr(ours, field) == getattr(theirs, field)
        assert type(getattr(ours, field)) is type(getattr(theirs, field))


def test_finfo_defaults_and_python_types(torch):
    assert repr(gradtable.finfo()) == repr(torch.finfo())
    assert repr(gradtable.finfo(float)) == repr(torch.finfo(float))


@pytest.mark.parametrize("call", [
    lambda t: t.finfo(t.int32), lambda t: t.finfo(t.bool), lambda t: t.finfo("float32"),
    lambda t: t.iinfo(t.float32), lambda t: t.iinfo(t.bool), lambda t: t.iinfo(t.complex64),
    lambda t: t.set_default_dtype(t.int32), lambda t: t.set_default_dtype(float),
    lambda t: t.set_default_dtype("float"), lambda t: t.set_default_dtype(t.complex64),
    lambda t: t.is_floating_point(1.5),
])
def test_errors_match_pytorch(torch, call):
    theirs = _error(lambda: call(torch))
    assert theirs is not None and _error(lambda: call(gradtable)) == theirs


DEFAULT_FOLLOWERS = {
    "tensor_float": lambda t: t.tensor(1.5),
    "tensor_list": lambda t: t.tensor([1, 2.0]),
    "tensor_complex": lambda t: t.tensor(1.5j),
    "tensor_int": lambda t: t.tensor(2),
    "zeros": lambda t: t.zeros(2),
    "ones": lambda t: t.ones(2),
    "arange_float": lambda t: t.arange(2.0),
    "full_float": lambda t: t.full((2,), 1.5),
    "linspace": lambda t: t.linspace(0, 1, 3),
    "eye": lambda t: t.eye(2),
    "rand": lambda t: t.rand(2),
    "randn": lambda t: t.randn(2),
    "normal": lambda t: t.normal(0.0, 1.0, (2,)),
    "int_times_float": lambda t: t.tensor([1, 2]) * 1.5,
    "int_true_divide": lambda t: t.tensor([1, 2]) / 2,
    "randperm": lambda t: t.randperm(3),
    "float32_stays": lambda t: t.ones(2, dtype=t.float32) * 2.5,
}


@pytest.mark.parametrize("default", FLOATS)
def test_default_dtype_is_followed_as_pytorch(torch, default):
    results = {}
    for lib in (gradtable, torch):
        before = lib.get_default_dtype()
        lib.set_default_dtype(getattr(lib, default))
        try:
            assert repr(lib.get_default_dtype()) == f"torch.{default}"
            # (under float16, PyTorch's complex numbers become complex32, a dtype gradtable does not have)
            results[lib.__name__] = {k: repr(f(lib).dtype) for k, f in DEFAULT_FOLLOWERS.items()
                                     if not (default == "float16" and k == "tensor_complex")}
        finally:
            lib.set_default_dtype(before)
        assert lib.get_default_dtype() is before
    assert results["gradtable"] == results["torch"]


def test_default_dtype_starts_as_float32(torch):
    assert repr(gradtable.get_default_dtype()) == repr(torch.get_default_dtype()) == "torch.float32"


@pytest.mark.parametrize("name", FLOATS + INTS + ["bool", "complex64", "complex128"])
def test_element_size_and_is_floating_point(lib, name):
    x = lib.ones(2, dtype=getattr(lib, name))
    assert x.element_size() == getattr(lib, name).itemsize
    assert lib.is_floating_point(x) == x.is_floating_point() == (name in FLOATS)


def test_half(lib):
    x = lib.ones(2, requires_grad=True).half()
    assert x.dtype == lib.float16 and x.element_size() == 2
    assert repr(x) == "tensor([1., 1.], dtype=torch.float16, grad_fn=<ToCopyBackward0>)"


# NumPy scalars keep their dtype in tensor(), alone or in a list, where each leaf counts with
# its own dtype (a Python float with the default one) and a higher category wins outright.
# (Found by the wrapper-subclass tests: tensor(np.float64(1.5)) was float32.)
NUMPY_SCALAR_DATA = [
    lambda np: np.float64(1.5), lambda np: np.float32(1.5), lambda np: np.int32(3), lambda np: np.uint8(3),
    lambda np: np.bool_(True), lambda np: np.float16(1), lambda np: np.complex128(1 + 2j),
    lambda np: [np.float64(1.5), 2.0], lambda np: [np.float32(1), np.float64(2)], lambda np: [np.int32(1), 2],
    lambda np: [np.float32(1.5), 2.0], lambda np: [np.int32(1)], lambda np: [[np.float64(1)]],
    lambda np: [np.int64(2), 2.5], lambda np: [np.uint8(1), np.int8(1)], lambda np: [np.float32(1), 1j],
    lambda np: [np.float64(1), 1j], lambda np: [[np.int16(1), 2], [3, 4]], lambda np: [True, np.int8(1)],
]


@pytest.mark.parametrize("make", NUMPY_SCALAR_DATA)
@pytest.mark.parametrize("default", ["float32", "float64"])
def test_tensor_of_numpy_scalars(torch, make, default):
    import numpy as np

    def made(lib):
        previous = lib.get_default_dtype()
        lib.set_default_dtype(getattr(lib, default))
        try:
            t = lib.tensor(make(np))
            return str(t.dtype).replace("torch.", ""), t.tolist()
        finally:
            lib.set_default_dtype(previous)

    assert made(gradtable) == made(torch)
