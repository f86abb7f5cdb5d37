"""masked_fill's kernel copies self (broadcast against the mask) into a contiguous result and fills
where the mask says, as PyTorch's clone + masked_fill_: the values np.where(mask, fill, x) gives,
and PyTorch's shape and strides."""
import numpy as np
import pytest

import gradtable

CASES = [((4, 5), (4, 5), False), ((4, 5), (5,), False), ((5,), (3, 5), False), ((4, 3), (4, 3), True),
         ((), (3,), False), ((2, 0), (2, 1), False)]


@pytest.mark.parametrize("x_shape, mask_shape, transposed", CASES)
@pytest.mark.parametrize("value", [-float("inf"), float("nan"), -0.0, 2.5])
def test_masked_fill_against_pytorch(torch, x_shape, mask_shape, transposed, value):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(x_shape).astype(np.float32)
    mask = rng.random(mask_shape) < 0.5
    results = []
    for lib in (gradtable, torch):
        t = lib.tensor(x.T.copy() if transposed else x)
        t = t.t() if transposed else t
        m = lib.tensor(mask)
        y = t.masked_fill(m, value)
        results.append((y.numpy(), tuple(y.shape), y.stride()))
    (ours, shape, stride), (theirs, their_shape, their_stride) = results
    assert shape == their_shape and stride == their_stride
    assert ours.tobytes() == theirs.tobytes() == np.where(mask, np.float32(value), x).tobytes()


def test_shapes_that_do_not_broadcast_are_refused_as_pytorch(lib):
    with pytest.raises(RuntimeError, match="must match the size of tensor b"):
        lib.zeros(3, 4).masked_fill(lib.zeros(5, dtype=lib.bool), 1.0)
