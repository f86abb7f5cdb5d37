"""One call made on both libraries and the answers compared: the pattern of tests that list many small
cases as functions of the library (`lambda lib: lib.fft.fft(lib.ones(3))`).

`answer(lib, f)` makes f(lib) comparable across libraries (tensors as dtype, shape and values; dtypes
by their properties; errors as type and text); `assert_same(ours, theirs)` compares two answers,
tensor values with a tolerance and nan in the same places.
"""
import warnings

import numpy as np


def answer(lib, f):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return _plain(f(lib))
    except Exception as error:   # noqa: BLE001  (the error itself is what is compared)
        return ("raised", type(error).__name__, str(error))


def _plain(x):
    if isinstance(x, (tuple, list)):
        return type(x).__name__, [_plain(v) for v in x]
    if hasattr(x, "detach") and hasattr(x, "dtype"):
        values = x.detach().resolve_conj().resolve_neg().numpy()
        return "tensor", str(x.dtype).split(".")[-1], tuple(x.shape), np.asarray(values).copy()
    if hasattr(x, "is_complex") and hasattr(x, "itemsize"):   # a dtype
        return "dtype", str(x).split(".")[-1], x.is_complex, x.is_floating_point, x.itemsize
    return x


def assert_same(ours, theirs, rtol=1e-6, atol=1e-6):
    if isinstance(theirs, tuple) and theirs and theirs[0] == "tensor":
        assert isinstance(ours, tuple) and ours[:3] == theirs[:3], (ours, theirs)
        np.testing.assert_allclose(ours[3], theirs[3], rtol=rtol, atol=atol, equal_nan=True)
    elif isinstance(theirs, tuple) and theirs and theirs[0] in ("tuple", "list"):
        assert isinstance(ours, tuple) and ours[0] == theirs[0] and len(ours[1]) == len(theirs[1]), (ours, theirs)
        for a, b in zip(ours[1], theirs[1]):
            assert_same(a, b, rtol, atol)
    else:
        assert ours == theirs
