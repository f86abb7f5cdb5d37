"""nll_loss's targets: a batch whose targets are all classes and whose ignore_index none of them
equals is told by its min and max alone (kernels/loss.py, _nll_targets), and every weight is then 1;
any other batch takes the general path. Both paths against PyTorch: loss, total weight, gradient
and the out-of-range error."""
import numpy as np
import pytest

import gradtable

RNG = np.random.default_rng(3)

# (input shape, target shape, classes): unbatched, a batch of rows, a spatial batch (nll_loss2d)
SHAPES = [((5,), (), 5), ((7, 5), (7,), 5), ((3, 5, 2, 2), (3, 2, 2), 5)]


def _run(lib, x, t, weight, **kwargs):
    xt = lib.tensor(x, requires_grad=True)
    w = None if weight is None else lib.tensor(weight)
    loss = lib.nn.functional.nll_loss(xt, lib.tensor(t), weight=w, **kwargs)
    loss.backward(lib.ones_like(loss) * 1.5)
    return loss.detach().numpy(), xt.grad.numpy()


@pytest.mark.parametrize("shape, target_shape, classes", SHAPES)
@pytest.mark.parametrize("ignore_index", [-100, -1, 0, 4, 7])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_nll_loss_against_pytorch(torch, shape, target_shape, classes, ignore_index, reduction, weighted, dtype):
    x = RNG.standard_normal(shape).astype(dtype)
    x.flat[1] = -0.0
    t = RNG.integers(0, classes, target_shape)
    weight = RNG.uniform(0.5, 2, classes).astype(dtype) if weighted else None
    ours = _run(gradtable, x, t, weight, ignore_index=ignore_index, reduction=reduction)
    theirs = _run(torch, x, t, weight, ignore_index=ignore_index, reduction=reduction)
    for a, b in zip(ours, theirs):
        assert a.dtype == b.dtype and a.shape == b.shape
        np.testing.assert_allclose(a, b, rtol=1e-6 if dtype == np.float32 else 1e-12)


def test_unweighted_mean_is_the_sum_of_picked_values_over_the_count_bit_for_bit():
    """With every target kept, the loss is -sum(x[i, t_i]) / n in the input's dtype (the general
    path's -x * 1.0 and its count of ones give those very bits)."""
    x = RNG.standard_normal((33, 6)).astype(np.float32)
    t = RNG.integers(0, 6, 33)
    loss = gradtable.nn.functional.nll_loss(gradtable.tensor(x), gradtable.tensor(t))
    expected = np.add.reduce(-x[np.arange(33), t]) / np.float32(33)
    assert loss.dtype == gradtable.float32 and loss.numpy().tobytes() == np.float32(expected).tobytes()


_SPECIALS = np.array([np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, -1e-45, 3e38, -3e38, 1.0, -1.0])


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("reduction", ["mean", "sum"])
def test_unweighted_sum_negated_after_is_the_sum_of_negated_values_bit_for_bit(dtype, reduction):
    """The kept-targets kernel sums the picked values and negates the sum, falling back to negating
    first where that could differ (a sum of 0, or nan): every bit as -x[i, t_i] summed, with cancelling
    pairs, signed zeros, infinities of both signs (inf - inf) and nans among the picks."""
    rng = np.random.default_rng(7)
    for _ in range(400):
        n, c = int(rng.integers(1, 40)), int(rng.integers(1, 6))
        x = rng.standard_normal((n, c)) * rng.choice([1e-3, 1.0, 1e30])
        specials = rng.random((n, c)) < rng.choice([0.0, 0.2, 0.8])
        x[specials] = rng.choice(_SPECIALS, specials.sum())
        with np.errstate(all="ignore"):
            x = x.astype(dtype)
        t = rng.integers(0, c, n)
        loss = gradtable.nn.functional.nll_loss(gradtable.tensor(x), gradtable.tensor(t), reduction=reduction)
        with np.errstate(all="ignore"):
            expected = np.add.reduce(np.negative(x[np.arange(n), t]))
            if reduction == "mean":
                expected = expected / dtype(n)
        assert loss.numpy().tobytes() == np.asarray(expected, dtype).tobytes(), (x, t)


@pytest.mark.parametrize("bad", [5, -1, -7])
def test_out_of_range_target_is_refused_as_pytorch(lib, bad):
    x = lib.tensor(RNG.standard_normal((4, 5)).astype(np.float32))
    t = lib.tensor([0, bad, 2, 3])
    with pytest.raises(IndexError, match=f"Target {bad} is out of bounds."):
        lib.nn.functional.nll_loss(x, t)


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("upstream", [1.5, -1.0, 0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40])
def test_unweighted_mean_backward_fills_the_general_formulas_bits(dtype, upstream):
    """The unweighted mean's backward (kernels/loss.py, nll_loss_mean_grad) fills grad * (0 / n) and
    grad * (-1 / n) instead of building -1/0 coefficients, dividing them by n and multiplying by grad:
    the same operations per element, so the same bits (the sign of zeros and nan included)."""
    from gradtable.autograd import array_backward
    from gradtable.kernels import loss as loss_kernels

    t = RNG.integers(0, 6, 9)
    grad, total = np.array(upstream, dtype), np.array(9, dtype)
    with np.errstate(all="ignore"):
        fast = array_backward.nll_loss_backward(grad, (9, 6), t, None, 1, -100, total)
        general = grad * (loss_kernels.nll_loss_grad_coefficients((9, 6), t, None, -100, grad.dtype) / total)
    assert fast.dtype == general.dtype and fast.shape == general.shape
    assert fast.tobytes() == general.tobytes()


def test_unweighted_mean_backward_against_pytorch(torch):
    """The gradient, -1.5 / n at each target and 0 elsewhere, is PyTorch's to the bit (the loss
    sums in another order: compared to rounding)."""
    x = RNG.standard_normal((32, 27)).astype(np.float32)
    t = RNG.integers(0, 27, 32)
    (loss, grad), (their_loss, their_grad) = _run(gradtable, x, t, None), _run(torch, x, t, None)
    assert grad.dtype == their_grad.dtype and grad.tobytes() == their_grad.tobytes()
    np.testing.assert_allclose(loss, their_loss, rtol=1e-6)


def test_empty_batch_mean_is_nan_without_a_warning(lib):
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loss = lib.nn.functional.nll_loss(lib.zeros((0, 3), requires_grad=True), lib.zeros(0, dtype=lib.int64))
    assert np.isnan(loss.item())


# cross_entropy and nll_loss read their arguments' shapes from the arrays: what is not a tensor is
# refused first, in PyTorch's words (after the reduction's own checks, as there), and the rank and
# batch-size errors keep theirs.
ARGUMENT_CASES = [
    "F.cross_entropy(x, [1, 2])", "F.cross_entropy([[1., 2.]], t)", "F.nll_loss(x, [1, 2])",
    "F.nll_loss([[1., 2.]], t)", "F.cross_entropy(x, [1, 2], reduction='bad')", "F.nll_loss(lib.tensor(1.), t)",
    "F.nll_loss(x, lib.tensor([1, 2, 0]))", "F.cross_entropy(x, lib.tensor([1, 2, 0]))",
    "F.cross_entropy(x[0], lib.tensor(1))", "F.cross_entropy(x, x.softmax(1))",
    "F.cross_entropy(lib.zeros(2, 3, 4, 5), lib.zeros(2, 4, 5, dtype=lib.int64), reduction='none')",
    # a 0-d target beside a batch: PyTorch reads its batch size as 0
    "F.cross_entropy(x, lib.tensor(1))", "F.nll_loss(x, lib.tensor(1))",
    "F.cross_entropy(lib.zeros(2, 3, 4), lib.tensor(1))", "F.nll_loss(lib.zeros(0, 3), lib.tensor(1))",
    "F.cross_entropy(lib.zeros(0, 3), lib.tensor(1))",
]


@pytest.mark.parametrize("call", ARGUMENT_CASES)
def test_loss_arguments_against_pytorch(call, torch):
    def run(lib):
        x, t = lib.arange(6.).reshape(2, 3), lib.tensor([1, 2])
        try:
            return eval(call, {"F": lib.nn.functional, "lib": lib, "x": x, "t": t}).numpy(), None
        except (TypeError, ValueError, RuntimeError, IndexError) as error:
            return None, (type(error), str(error))
    ours, theirs = run(gradtable), run(torch)
    assert ours[1] == theirs[1]
    if theirs[1] is None:
        np.testing.assert_allclose(ours[0], theirs[0], rtol=1e-6)
