"""Every differentiable table op's backward under vmap: per-sample gradients, vmap(grad(f)), against a
loop of grad(f) over the samples, from each entry's first sample (the backward formulas run on
BatchedTensors, so a formula or helper that reads values directly shows up here)."""
import warnings

import numpy as np
import pytest
from table_cases import cases, gradtable_callable

import gradtable
from gradtable.codegen.samples import call_with, flatten_args, outputs_of

BATCH = 2
SKIP = {"nonzero", "nonzero.as_tuple", "argwhere", "masked_select", "dropout",
        "tensor_split.tensor_indices_or_sections", "slice_inverse"}   # (refused under vmap, as by PyTorch)
CASES = [c for c in cases() if c.index == 0 and not c.entry.is_inplace and c.entry.signature.full_name not in SKIP
         and (c.entry.formulas or c.entry.composite)]
#: Backward formulas that read their inputs' values (data-dependent choices NumPy makes on arrays): under
#: vmap they raise NotImplementedError naming the batched tensor, with the reason.
READS_VALUES = {}


def _scalar(outputs):
    total = None
    for o in outputs:
        if isinstance(o, gradtable.Tensor) and o.dtype.is_floating_point:
            s = o.sum()
            total = s if total is None else total + s
    return total


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_per_sample_gradients_match_a_loop(case):
    args, kwargs = case.build()
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    floats = [i for i, leaf in enumerate(leaves) if leaf.array.dtype.kind == "f" and leaf.differentiable]
    if not floats:
        pytest.skip("no differentiable float input")
    fn = gradtable_callable(case.entry)
    first = floats[0]

    def f(x, *others):
        tensors = list(others)
        tensors.insert(first, x)
        return _scalar(outputs_of(call_with(fn, args, kwargs, tensors)))

    others = [gradtable.tensor(leaf.array) for i, leaf in enumerate(leaves) if i != first]
    xs = gradtable.tensor(np.stack([leaves[first].array * (1 + 0.25 * b) for b in range(BATCH)]))
    try:
        if f(xs[0], *others) is None or not f(xs[0].requires_grad_(), *others).requires_grad:
            pytest.skip("no differentiable output")
        expected = [gradtable.func.grad(f)(xs[b].detach(), *others) for b in range(BATCH)]
    except Exception as error:
        pytest.skip(f"the unbatched op raises: {error}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = gradtable.func.vmap(gradtable.func.grad(f), in_dims=(0,) + (None,) * len(others))(xs.detach(), *others)
    want = np.stack([e.detach().numpy() for e in expected])
    np.testing.assert_allclose(got.detach().numpy(), want, rtol=1e-6, atol=1e-8, equal_nan=True, err_msg=case.id)
