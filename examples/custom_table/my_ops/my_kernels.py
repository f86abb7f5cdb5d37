"""The example table's kernel module: NumPy in, NumPy out, for forwards too long for one `numpy:` expression.

The generator reads it with ast (a forward may call its public functions) and copies it into the
generated package, which imports it; nothing here knows about tensors or gradients.
"""
import numpy as np


def soft_clip(x, limit):
    """limit * tanh(x / limit): x where |x| << limit, bounded by +-limit (keeps x's float dtype)."""
    x = np.asarray(x)
    return (limit * np.tanh(x / limit)).astype(x.dtype, copy=False)
