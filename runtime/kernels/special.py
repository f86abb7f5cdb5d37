"""NumPy kernels for torch.special's functions: compiled ufuncs, never a Python call per element.

Most come from scipy.special, whose ufuncs (Cephes, Boost and xsf in C/C++) were measured against
PyTorch 2.13 on 1e6 normal*4 inputs: erf and erfc within 1 ulp in float32, erfinv 3 ulp, and 10 to 40
times faster than the per-element math.erf they replace (benchmarks/README.md, "Special functions").
scipy has float32 loops, so a float32 tensor stays float32 end to end; float16 goes through float32
(scipy's nearest loop) and is rounded back. Integer and bool inputs compute in float32, PyTorch's
default dtype. Edge values (poles, +-inf, nan, -0.0) are PyTorch's: where scipy differs, a
kernel says so and fixes it.

scipy.special is imported on first use: it costs a third of a second, which a program that never
calls a special function should not pay at `import gradtable`.
"""
import numpy as np

from .pointwise import floating


def scipy_special():
    """The scipy.special module, imported once on the first call (see the module docstring)."""
    import scipy.special
    return scipy.special


def _float_input(x):
    """x as an array in the dtype PyTorch computes in: its own floating dtype, float32 otherwise."""
    return floating(np.asarray(x))


def _like(x, out):
    """scipy's result in x's dtype (float16 computes in float32 and is rounded back)."""
    return out if out.dtype == x.dtype else out.astype(x.dtype)


def _unary(name):
    """A kernel running the scipy.special ufunc `name` in x's floating dtype."""
    def kernel(x):
        x = _float_input(x)
        return _like(x, getattr(scipy_special(), name)(x))
    kernel.__name__ = name
    kernel.__doc__ = f"scipy.special.{name} in the input's floating dtype."
    return kernel


erf = _unary("erf")
erfc = _unary("erfc")
erfinv = _unary("erfinv")


def lgamma(x):
    """log|Gamma(x)|: scipy's gammaln, except at -inf, where PyTorch gives +inf (|Gamma| grows without
    bound along the negative axis's poles) and scipy -inf. Poles 0, -0., -1, ... give +inf in both."""
    x = _float_input(x)
    out = _like(x, scipy_special().gammaln(x))
    return np.where(x == -np.inf, np.asarray(np.inf, out.dtype), out)
