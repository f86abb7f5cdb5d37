"""aten.convolution_backward (convolution's three gradients as one op) against PyTorch: results only
where output_mask asks (None elsewhere), its node ConvolutionBackwardBackward0 and that node's
gradients, forward-mode tangents (an undefined result gets none), and PyTorch's argument errors."""
import itertools

import numpy as np
import pytest

import gradtable

# (grad_output, input, weight shapes, stride, padding, dilation, transposed, output_padding, groups)
CASES = {
    "plain": ((1, 2, 3, 3), (1, 3, 5, 5), (2, 3, 3, 3), [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
    "strided-groups": ((2, 4, 3, 5), (2, 4, 4, 5), (4, 2, 2, 3), [2, 1], [1, 2], [1, 2], False, [0, 0], 2),
    "transposed-output-padding": ((1, 6, 5, 7), (1, 4, 3, 3), (4, 3, 2, 2), [2, 2], [1, 0], [1, 2], True, [1, 0], 2),
    "1d": ((1, 3, 6), (1, 2, 8), (3, 2, 3), [1], [0], [1], False, [0], 1),
}
MASKS = list(itertools.product([False, True], repeat=3))


def _arrays(case, seed=0):
    gen = np.random.default_rng(seed)
    return [gen.standard_normal(s) for s in CASES[case][:3]]


def _call(m, tensors, case, mask):
    return m.ops.aten.convolution_backward(*tensors, None, *CASES[case][3:], list(mask))


@pytest.mark.parametrize("case", CASES)
def test_results_where_the_mask_asks_match_pytorch(case, torch):
    for mask in MASKS:
        results = {}
        for m in (gradtable, torch):
            tensors = [m.tensor(a, requires_grad=True) for a in _arrays(case)]
            results[m] = _call(m, tensors, case, mask)
        for ours, theirs, wanted in zip(results[gradtable], results[torch], mask):
            assert (ours is None, theirs is None) == (not wanted, not wanted)
            if wanted:
                np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-10, atol=1e-12)
                assert ours.grad_fn.name() == theirs.grad_fn.name() == "ConvolutionBackwardBackward0"


@pytest.mark.parametrize("case", CASES)
def test_gradients_of_the_results_match_pytorch(case, torch):
    """The node's formulas (each result's adjoints), for each pair of results PyTorch differentiates."""
    for mask in [(True, True, True), (True, False, False), (False, True, True)]:
        grads = {}
        for m in (gradtable, torch):
            tensors = [m.tensor(a, requires_grad=True) for a in _arrays(case)]
            outs = _call(m, tensors, case, mask)
            weights = [m.tensor(np.random.default_rng(i).standard_normal(tuple(o.shape))) for i, o in enumerate(outs)
                       if o is not None]
            total = sum((o * w).sum() for o, w in zip([o for o in outs if o is not None], weights))
            grads[m] = m.autograd.grad(total, tensors, allow_unused=True, materialize_grads=True)
        for ours, theirs in zip(grads[gradtable], grads[torch]):
            np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-9, atol=1e-10)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("dual", ["grad_output", "input", "weight"])
def test_tangents_match_pytorch_and_an_undefined_result_gets_none(case, dual, torch):
    index = ["grad_output", "input", "weight"].index(dual)
    for mask in [(True, True, True), (False, True, False), (True, False, True)]:
        tangents = {}
        for m in (gradtable, torch):
            fw = m.autograd.forward_ad
            tensors = [m.tensor(a) for a in _arrays(case)]
            with fw.dual_level():
                tensors[index] = fw.make_dual(tensors[index], m.tensor(_arrays(case, seed=2)[index]))
                outs = _call(m, tensors, case, mask)
                tangents[m] = [None if o is None else fw.unpack_dual(o).tangent for o in outs]
        for ours, theirs in zip(tangents[gradtable], tangents[torch]):
            assert (ours is None) == (theirs is None)
            if ours is not None:
                np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("shapes, mask", [
    (((1, 2, 3, 3), (1, 3, 5, 5), (2, 3, 3, 3)), [True, True]),
    (((2, 3, 3), (1, 3, 5, 5), (2, 3, 3, 3)), [True, True, True]),
], ids=["mask-of-two", "grad-output-dims"])
def test_argument_errors_match_pytorch(shapes, mask, torch):
    def error(m):
        tensors = [m.zeros(s) for s in shapes]
        with pytest.raises(RuntimeError) as info:
            m.ops.aten.convolution_backward(*tensors, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, mask)
        return str(info.value)
    assert error(gradtable) == error(torch)


@pytest.mark.parametrize("case, mask", [("plain", (True, True, True)), ("plain", (False, True, False)),
                                        ("transposed-output-padding", (True, True, True)), ("1d", (True, False, True))])
@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
def test_complex_inputs_get_pytorchs_kernel_error(lib, torch, case, mask, dtype):
    """PyTorch's CPU convolution kernels have no complex loops: the error names the kernel that refuses."""
    def run(m):
        tensors = [m.tensor(a.astype(dtype)) for a in _arrays(case)]
        with pytest.raises(NotImplementedError) as info:
            _call(m, tensors, case, mask)
        return str(info.value)
    assert run(lib) == run(torch)
