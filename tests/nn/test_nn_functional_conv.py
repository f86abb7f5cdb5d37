"""nn.functional convolution, pooling, linear, dropout, embedding and pad: what the table-driven
tests cannot express. PyTorch is the oracle for graph shapes (grad_fn chains of the composite
ops), error messages, pooling indices and embedding gradients; dropout's randomness is checked
by its statistics and its seeding."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gradtable
import gradtable.nn.functional as GF
from gradtable.autograd import gradcheck, gradgradcheck
from gradtable.generated import ops


def _maker(lib, seed=0, requires_grad=True):
    """t(*shape): the same random float64 data for either library."""
    rng = np.random.default_rng(seed)

    def t(*shape):
        return lib.tensor(rng.standard_normal(shape), requires_grad=requires_grad)
    t.ints = lib.tensor   # integer tensors (embedding indices) from Python lists
    return t


def _chain(out):
    """grad_fn name and the names of the graph nodes it points to (leaves left out)."""
    fn = out.grad_fn
    if fn is None:
        return None
    nexts = [n.name() for n, _ in fn.next_functions if n is not None and "AccumulateGrad" not in n.name()]
    return [fn.name()] + nexts


# Composite ops (conv*d, linear, max_pool2d, adaptive_avg_pool2d, dropout, pad) record the ops they
# decompose into; these graphs must look like PyTorch's.
GRAPHS = {
    "linear 2-D with bias": lambda F, t: F.linear(t(2, 3), t(4, 3), t(4)),
    "linear 2-D without bias": lambda F, t: F.linear(t(2, 3), t(4, 3)),
    "linear 1-D with bias": lambda F, t: F.linear(t(3), t(4, 3), t(4)),
    "linear 3-D with bias": lambda F, t: F.linear(t(2, 5, 3), t(4, 3), t(4)),
    "linear 3-D without bias": lambda F, t: F.linear(t(2, 5, 3), t(4, 3)),
    "linear 4-D with bias": lambda F, t: F.linear(t(2, 2, 5, 3), t(4, 3), t(4)),
    "linear 4-D without bias": lambda F, t: F.linear(t(2, 2, 5, 3), t(4, 3)),
    "linear non-contiguous 3-D with bias": lambda F, t: F.linear(t(5, 2, 3).transpose(0, 1), t(4, 3), t(4)),
    "conv2d": lambda F, t: F.conv2d(t(2, 3, 5, 5), t(4, 3, 3, 3), t(4)),
    "conv2d unbatched": lambda F, t: F.conv2d(t(3, 5, 5), t(4, 3, 3, 3)),
    "conv2d same, odd kernel": lambda F, t: F.conv2d(t(2, 3, 5, 5), t(4, 3, 3, 3), padding="same"),
    "conv2d same, even kernel": lambda F, t: F.conv2d(t(2, 3, 5, 5), t(4, 3, 2, 3), padding="same"),
    "conv1d strided": lambda F, t: F.conv1d(t(2, 3, 9), t(4, 3, 3), stride=2, dilation=2),
    "conv_transpose2d unbatched": lambda F, t: F.conv_transpose2d(t(3, 4, 4), t(3, 2, 3, 3), stride=2),
    "max_pool2d": lambda F, t: F.max_pool2d(t(2, 3, 6, 6), 2),
    "max_pool2d with indices": lambda F, t: F.max_pool2d(t(2, 3, 6, 6), 3, 2, 1, return_indices=True)[0],
    "avg_pool2d": lambda F, t: F.avg_pool2d(t(2, 3, 6, 6), 3, padding=1, count_include_pad=False),
    "adaptive_avg_pool2d": lambda F, t: F.adaptive_avg_pool2d(t(2, 3, 6, 6), (3, None)),
    "adaptive_avg_pool2d to 1 x 1": lambda F, t: F.adaptive_avg_pool2d(t(2, 3, 6, 6), 1),
    "dropout": lambda F, t: F.dropout(t(3, 4), 0.3),
    "dropout p=1": lambda F, t: F.dropout(t(3, 4), 1.0),
    "embedding": lambda F, t: F.embedding(t.ints([[0, 1], [4, 1]]), t(5, 3), padding_idx=1),
    "pad": lambda F, t: F.pad(t(2, 3), (1, 2, 0, 1), value=2.0),
    "pad reflect 1-D": lambda F, t: F.pad(t(2, 3, 5), (2, 1), mode="reflect"),
    "pad reflect 2-D": lambda F, t: F.pad(t(2, 3, 4, 5), (2, 1, 0, 3), mode="reflect"),
    "pad replicate 1-D": lambda F, t: F.pad(t(3, 5), (4, 1), mode="replicate"),
    "pad replicate 2-D": lambda F, t: F.pad(t(3, 4, 5), (1, 6, 2, 0), mode="replicate"),
}


@pytest.mark.parametrize("case", GRAPHS)
def test_graph_matches_pytorch(case, torch):
    ours = GRAPHS[case](GF, _maker(gradtable))
    theirs = GRAPHS[case](torch.nn.functional, _maker(torch))
    assert _chain(ours) == _chain(theirs)
    assert tuple(ours.shape) == tuple(theirs.shape)


# -- error messages: the same bad call raises the same error in both libraries ------------------

ERRORS = {
    "conv2d 2-D input": lambda F, t: F.conv2d(t(3, 6), t(4, 3, 3, 3)),
    "conv2d 5-D input": lambda F, t: F.conv2d(t(1, 2, 3, 6, 6), t(4, 3, 3, 3)),
    "conv2d channels": lambda F, t: F.conv2d(t(1, 2, 6, 6), t(4, 3, 3, 3)),
    "conv2d kernel bigger than input": lambda F, t: F.conv2d(t(1, 3, 2, 2), t(4, 3, 3, 3)),
    "conv2d same with stride": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), padding="same", stride=2),
    "conv2d bad padding string": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), padding="full"),
    "conv2d bias size": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), t(5)),
    "conv2d groups channels": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 1, 3, 3), groups=2),
    "conv2d groups weight": lambda F, t: F.conv2d(t(1, 4, 5, 5), t(3, 2, 3, 3), groups=2),
    "conv2d stride 0": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), stride=0),
    "conv2d negative padding": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), padding=-1),
    "conv2d dilation 0": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), dilation=0),
    "conv2d groups 0": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3, 3), groups=0),
    "conv2d 3-D weight": lambda F, t: F.conv2d(t(1, 3, 6, 6), t(4, 3, 3)),
    "conv1d kernel bigger than input": lambda F, t: F.conv1d(t(2, 3, 2), t(4, 3, 3)),
    "conv1d 4-D input": lambda F, t: F.conv1d(t(2, 3, 2, 2), t(4, 3, 3)),
    "conv_transpose2d output_padding": lambda F, t: F.conv_transpose2d(t(1, 3, 4, 4), t(3, 4, 3, 3), stride=2,
                                                                       output_padding=2),
    "conv_transpose2d channels": lambda F, t: F.conv_transpose2d(t(1, 3, 4, 4), t(4, 4, 3, 3)),
    "max_pool2d padding": lambda F, t: F.max_pool2d(t(1, 3, 6, 6), 3, padding=2),
    "max_pool2d output too small": lambda F, t: F.max_pool2d(t(1, 3, 6, 6), 7),
    "max_pool2d 2-D input": lambda F, t: F.max_pool2d(t(6, 6), 2),
    "max_pool2d stride 0": lambda F, t: F.max_pool2d(t(1, 3, 6, 6), 2, stride=0),
    "max_pool2d kernel of three": lambda F, t: F.max_pool2d(t(1, 3, 6, 6), (2, 2, 2)),
    "avg_pool2d padding": lambda F, t: F.avg_pool2d(t(1, 3, 6, 6), 3, padding=2),
    "avg_pool2d output too small": lambda F, t: F.avg_pool2d(t(1, 3, 6, 6), 7),
    "avg_pool2d divisor 0": lambda F, t: F.avg_pool2d(t(1, 3, 6, 6), 2, divisor_override=0),
    "adaptive_avg_pool2d 2-D input": lambda F, t: F.adaptive_avg_pool2d(t(6, 6), 2),
    "adaptive_avg_pool2d three sizes": lambda F, t: F.adaptive_avg_pool2d(t(1, 3, 6, 6), (2, 2, 2)),
    "dropout p > 1": lambda F, t: F.dropout(t(3, 4), 1.5),
    "dropout p < 0": lambda F, t: F.dropout(t(3, 4), -0.1),
    "embedding index too big": lambda F, t: F.embedding(t.ints([0, 5]), t(5, 3)),
    "embedding negative index": lambda F, t: F.embedding(t.ints([-1, 0]), t(5, 3)),
    "embedding float indices": lambda F, t: F.embedding(t.ints([0.0, 1.0]), t(5, 3)),
    "embedding padding_idx too big": lambda F, t: F.embedding(t.ints([0, 1]), t(5, 3), padding_idx=5),
    "embedding padding_idx too small": lambda F, t: F.embedding(t.ints([0, 1]), t(5, 3), padding_idx=-6),
    "embedding 1-D weight": lambda F, t: F.embedding(t.ints([0, 1]), t(5)),
    "pad odd length": lambda F, t: F.pad(t(3, 4), (1, 2, 3)),
    "pad too long": lambda F, t: F.pad(t(3, 4), (1, 2, 3, 4, 5, 6)),
    "pad crops below zero": lambda F, t: F.pad(t(3, 4), (-3, -2)),
    "pad unknown mode": lambda F, t: F.pad(t(1, 3, 4, 4), (1, 1), mode="wrap"),
    "pad reflect wider than the input": lambda F, t: F.pad(t(1, 3, 4, 4), (4, 1, 1, 1), mode="reflect"),
    "pad reflect taller than the input": lambda F, t: F.pad(t(1, 3, 4, 4), (1, 1, 4, 1), mode="reflect"),
    "pad replicate 1-D input": lambda F, t: F.pad(t(4), (1, 1), mode="replicate"),
    "pad replicate four sizes on 2-D input": lambda F, t: F.pad(t(3, 4), (1, 1, 1, 1), mode="replicate"),
    "pad reflect with value": lambda F, t: F.pad(t(1, 3, 4, 4), (1, 1, 1, 1), mode="reflect", value=2.0),
    "linear shapes": lambda F, t: F.linear(t(2, 5), t(4, 3)),
    "linear bias size": lambda F, t: F.linear(t(2, 3), t(4, 3), t(5)),
}


@pytest.mark.parametrize("case", ERRORS)
def test_error_matches_pytorch(case, torch):
    with pytest.raises(Exception) as theirs:
        ERRORS[case](torch.nn.functional, _maker(torch, requires_grad=False))
    with pytest.raises(type(theirs.value)) as ours:
        ERRORS[case](GF, _maker(gradtable, requires_grad=False))
    assert str(ours.value) == str(theirs.value)


# -- pooling indices ---------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [(2,), (3, 2, 1), (3, 2, 1, 2, True), ((2, 3), (1, 2), (1, 0))])
def test_max_pool2d_indices_match_pytorch(args, torch):
    data = np.random.default_rng(3).standard_normal((2, 3, 7, 7))
    values, indices = GF.max_pool2d(gradtable.tensor(data), *args, return_indices=True)
    t_values, t_indices = torch.nn.functional.max_pool2d(torch.tensor(data), *args, return_indices=True)
    np.testing.assert_array_equal(indices.numpy(), t_indices.numpy())
    np.testing.assert_array_equal(values.numpy(), t_values.numpy())
    assert indices.dtype == gradtable.int64 and not indices.requires_grad


def test_max_pool2d_ties_pick_the_first_position_and_overlaps_accumulate(torch):
    """Equal values: the first in each window wins; overlapping windows that pick the same
    input position add their gradients there."""
    data = np.ones((1, 1, 5, 5))
    data[0, 0, 2, 2] = 3.0
    x, tx = gradtable.tensor(data, requires_grad=True), torch.tensor(data, requires_grad=True)
    y, idx = GF.max_pool2d(x, 3, stride=1, return_indices=True)
    ty, tidx = torch.nn.functional.max_pool2d(tx, 3, stride=1, return_indices=True)
    np.testing.assert_array_equal(idx.numpy(), tidx.numpy())
    y.sum().backward()
    ty.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), tx.grad.numpy())
    assert x.grad.numpy()[0, 0, 2, 2] == 9  # every 3 x 3 window contains the 3.0


# -- convolution ---------------------------------------------------------------------------------

@pytest.mark.parametrize("kernel, dilation", [(1, 1), (2, 1), (3, 1), (4, 2), ((2, 5), (3, 1))])
def test_same_padding_keeps_the_size_and_matches_pytorch(kernel, dilation, torch):
    rng = np.random.default_rng(4)
    ks = (kernel, kernel) if isinstance(kernel, int) else kernel
    x, w = rng.standard_normal((2, 3, 9, 8)), rng.standard_normal((2, 3) + ks)
    ours = GF.conv2d(gradtable.tensor(x), gradtable.tensor(w), padding="same", dilation=dilation)
    theirs = torch.nn.functional.conv2d(torch.tensor(x), torch.tensor(w), padding="same", dilation=dilation)
    assert tuple(ours.shape) == (2, 2, 9, 8)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-10, atol=1e-12)


def test_conv2d_third_order_gradient_matches_pytorch(torch):
    """The three convolution ops differentiate into each other, so any order works."""
    def third(lib, F):
        t = _maker(lib, seed=5)
        x, w = t(1, 2, 5, 5), t(3, 2, 3, 3)
        y = F.conv2d(x, w, stride=2, padding=1)
        gx, = lib.autograd.grad((y * y).sum(), x, create_graph=True)
        gw, = lib.autograd.grad((gx * gx).sum(), w, create_graph=True)
        gx2, = lib.autograd.grad((gw * gw).sum(), x)
        return gx2.detach().numpy()
    np.testing.assert_allclose(third(gradtable, GF), third(torch, torch.nn.functional), rtol=1e-9, atol=1e-12)


# -- dropout ---------------------------------------------------------------------------------------

def test_dropout_statistics_and_gradient():
    gradtable.manual_seed(0)
    x = gradtable.ones(200, 500, dtype=gradtable.float64, requires_grad=True)
    y = GF.dropout(x, p=0.3)
    values = y.detach().numpy()
    zero_fraction = np.mean(values == 0)
    assert abs(zero_fraction - 0.3) < 0.01      # 100000 draws: the standard error is 0.0015
    np.testing.assert_allclose(values[values != 0], 1 / 0.7)
    assert abs(values.mean() - 1.0) < 0.02      # the 1 / (1 - p) scaling keeps the mean
    y.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), values)   # d(x * mask)/dx = mask, and x = 1


def test_dropout_is_the_identity_when_not_training_or_p_is_zero(lib):
    x = lib.randn(3, 4, requires_grad=True)
    assert lib.nn.functional.dropout(x, 0.5, training=False) is x
    assert lib.nn.functional.dropout(x, 0.0) is x


def test_dropout_same_seed_same_mask():
    x = gradtable.randn(50, 40)
    gradtable.manual_seed(7)
    a = GF.dropout(x, 0.5)
    gradtable.manual_seed(7)
    b = GF.dropout(x, 0.5)
    c = GF.dropout(x, 0.5)
    assert np.array_equal(a.numpy(), b.numpy())
    assert not np.array_equal(b.numpy(), c.numpy())


def test_dropout_gradcheck_with_a_fixed_mask():
    def f(x):
        gradtable.manual_seed(11)   # the same mask on every call gradcheck makes
        return GF.dropout(x, 0.4)
    x = gradtable.randn(4, 5, dtype=gradtable.float64, requires_grad=True)
    assert gradcheck(f, (x,))
    assert gradgradcheck(f, (x,))


# -- embedding -----------------------------------------------------------------------------------

@pytest.mark.parametrize("padding_idx", [None, 0, 2, -1])
@pytest.mark.parametrize("scale_grad_by_freq", [False, True])
def test_embedding_gradient_matches_pytorch(padding_idx, scale_grad_by_freq, torch):
    rng = np.random.default_rng(6)
    weight, idx = rng.standard_normal((5, 3)), np.array([[0, 2, 4, 2], [1, 2, 0, 4]])
    g = rng.standard_normal((2, 4, 3))
    results = []
    for lib, F in ((gradtable, GF), (torch, torch.nn.functional)):
        w = lib.tensor(weight, requires_grad=True)
        out = F.embedding(lib.tensor(idx), w, padding_idx=padding_idx, scale_grad_by_freq=scale_grad_by_freq)
        out.backward(lib.tensor(g))
        results.append((out.detach().numpy(), w.grad.numpy()))
    (ours, our_grad), (theirs, their_grad) = results
    np.testing.assert_allclose(ours, theirs)
    np.testing.assert_allclose(our_grad, their_grad, rtol=1e-12)
    if padding_idx is not None:
        assert not our_grad[padding_idx % 5].any()


@pytest.mark.parametrize("padding_idx", [-1, 2])
def test_embedding_backward_is_differentiable_with_scale_grad_by_freq(padding_idx):
    """padding_idx and scale_grad_by_freq make embedding's gradient a rule rather than a
    derivative, but the backward op is an honest linear function of grad_output, and its own
    gradient (double backward) must be exact: gradtable scales it too (PyTorch's double backward
    leaves the scaling out, so its gradgradcheck fails here)."""
    indices = gradtable.tensor([[0, 2, 2], [3, 2, 1]])

    def backward(grad_output):
        return ops.embedding_dense_backward(grad_output, indices, 4, padding_idx, True)
    grad_output = gradtable.randn(2, 3, 5, dtype=gradtable.float64, requires_grad=True)
    assert gradcheck(backward, (grad_output,))
    assert gradgradcheck(backward, (grad_output,))


def test_embedding_sparse_gradients_are_refused():
    with pytest.raises(NotImplementedError, match="sparse"):
        GF.embedding(gradtable.tensor([0, 1]), gradtable.randn(3, 2), sparse=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(num=st.integers(1, 6), width=st.integers(0, 4), index_shape=st.sampled_from([(0,), (5,), (3, 4), (2, 0, 3)]),
       padding_idx=st.sampled_from([None, 0, -1]), scale=st.booleans(), dtype=st.sampled_from(["float32", "float64"]),
       seed=st.integers(0, 2**16))
def test_embedding_backward_sums_repeated_rows_as_pytorch(torch, num, width, index_shape, padding_idx, scale, dtype,
                                                          seed):
    """The rows of one index are summed by sorting the lookups (kernels/nn.py): any index pattern,
    empty lookups and zero-width rows give PyTorch's weight gradient."""
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, num, index_shape)
    weight = rng.standard_normal((num, width))
    g = rng.standard_normal(index_shape + (width,))
    grads = []
    for lib in (gradtable, torch):
        w = lib.tensor(weight, dtype=getattr(lib, dtype), requires_grad=True)
        out = lib.nn.functional.embedding(lib.tensor(idx), w, padding_idx=padding_idx, scale_grad_by_freq=scale)
        out.backward(lib.tensor(g, dtype=getattr(lib, dtype)))
        grads.append(w.grad.numpy())
    np.testing.assert_allclose(grads[0], grads[1], rtol=1e-5 if dtype == "float32" else 1e-12, atol=1e-6)
