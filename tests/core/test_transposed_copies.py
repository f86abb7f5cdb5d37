"""Copies of transposed matrices (a linear layer's weight gradient laid out as the weight, .contiguous()
of a transposed tensor) go column block by column block when the columns lie a multiple of 1 KiB
apart (core/layout.py copy_into): the same values and layout as one whole copy, the same as PyTorch's."""
import numpy as np
import pytest

import gradtable
from gradtable.core.layout import copy_into

RNG = np.random.default_rng(11)


def _column_major(shape, dtype):
    values = RNG.standard_normal(shape[::-1]) * 3
    if np.dtype(dtype).kind == "c":
        values = values + 1j * RNG.standard_normal(shape[::-1])
    return values.astype(dtype).T


@pytest.mark.parametrize("shape, dtype", [((512, 128), np.float32), ((1024, 40), np.float64), ((256, 33), np.complex64),
                                          ((2048, 20), np.bool_), ((1024, 17), np.int16), ((512, 16), np.float32),
                                          ((500, 128), np.float32), ((256, 128), np.float32), ((0, 64), np.float32)])
def test_copy_into_is_a_whole_copy(shape, dtype):
    """Blocked or not (the last block partial, strides that do not qualify, empty), the bytes of out[...] = a."""
    a = _column_major(shape, dtype)
    for source in (a, a[: shape[0] // 2], a[::-1], np.ascontiguousarray(a)):
        expected = np.empty(source.shape, source.dtype)
        expected[...] = source
        ours = copy_into(np.empty(source.shape, source.dtype), source)
        assert ours.flags.c_contiguous and ours.dtype == expected.dtype
        assert ours.tobytes() == expected.tobytes()


def test_weight_gradient_of_a_linear_layer_as_pytorch(torch):
    """Linear(128, 512)'s weight gradient: row-major as PyTorch lays it out, computed as PyTorch's
    mm_mat2_backward computes it for the column-major weight.t(), g.T @ x (already in the weight's
    layout: no copy), and close to PyTorch's."""
    x = RNG.standard_normal((64, 128)).astype(np.float32)
    g = RNG.standard_normal((64, 512)).astype(np.float32)
    w = (RNG.standard_normal((512, 128)) * 0.05).astype(np.float32)
    grads = []
    for lib in (gradtable, torch):
        weight = lib.tensor(w, requires_grad=True)
        lib.nn.functional.linear(lib.tensor(x), weight).backward(lib.tensor(g))
        grads.append(weight.grad)
    ours, theirs = grads
    assert ours.stride() == theirs.stride() == (128, 1)
    assert ours.numpy().tobytes() == (g.T @ x).tobytes()
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-5, atol=1e-5)


def test_contiguous_of_a_transposed_matrix_as_pytorch(torch):
    m = RNG.standard_normal((128, 1024)).astype(np.float32)
    ours, theirs = gradtable.tensor(m).t().contiguous(), torch.tensor(m).t().contiguous()
    assert ours.stride() == theirs.stride() == (128, 1) and ours.is_contiguous()
    assert ours.numpy().tobytes() == theirs.numpy().tobytes() == np.ascontiguousarray(m.T).tobytes()
