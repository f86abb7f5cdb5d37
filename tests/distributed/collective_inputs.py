"""The tensors each rank passes to the collectives (shared by the rank program and the test, which
computes the single-process result from every rank's inputs)."""
import numpy as np

DTYPES = ["float32", "float64", "float16", "bfloat16", "int64", "int32", "int16", "int8", "uint8", "bool",
          "complex64", "complex128"]
OPS = ["SUM", "AVG", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR"]
SHAPES = {"matrix": (2, 3), "scalar": (), "empty": (0, 4)}


def values(rank, dtype, shape, salt=0):
    """Rank `rank`'s input as a NumPy array (float64 for the floating types, to be cast), with NaN and
    infinities in float inputs so MIN/MAX/SUM show how they propagate, and integers that overflow int8/uint8."""
    rng = np.random.default_rng(1000 * rank + 17 * salt + DTYPES.index(dtype))
    n = int(np.prod(shape))
    if dtype == "bool":
        return rng.integers(0, 2, n).astype(bool).reshape(shape)
    if dtype.startswith("int") or dtype == "uint8":
        low, high = (0, 200) if dtype == "uint8" else (-100, 100)
        return rng.integers(low, high, n).reshape(shape)
    data = np.round(rng.normal(size=n) * 4, 1)
    if dtype.startswith("float") or dtype == "bfloat16":
        if n >= 6 and rank == 1:
            data[0], data[1] = np.nan, np.inf
        if n >= 6 and rank == 0:
            data[1], data[2] = -np.inf, -0.0
    if dtype.startswith("complex"):
        data = data + 1j * np.round(rng.normal(size=n), 1)
    return data.reshape(shape)


def tensor(lib, rank, dtype, shape, salt=0):
    return lib.tensor(values(rank, dtype, shape, salt).tolist(), dtype=getattr(lib, dtype)).reshape(shape)
