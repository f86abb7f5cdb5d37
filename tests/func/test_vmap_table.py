"""Every table op under vmap, against a Python loop of the unbatched op, driven by the table's samples.

Each sample becomes a batch of three: float tensors scaled by 1, 1.25 and 1.5 (which keeps positive,
bounded, symmetric and positive-definite samples in their domain, and ties tied), integer and bool
tensors repeated. The op runs under vmap with every tensor batched, then with only the first one
batched, and must give what the op gives sample by sample, stacked. An op with a batching rule (the
table's `batch:` key, or an element-wise forward) must not fall back to the loop (no performance
warning). Composite ops batch through the ops they call.
"""
import re
import warnings

import numpy as np
import pytest
from table_cases import cases, gradtable_callable

import gradtable
from gradtable.codegen.samples import call_with, flatten_args, outputs_of
from gradtable.generated.batching import RULES
from gradtable.ops.dispatch import op_overload  # noqa: F401  (the aten names RULES is keyed by)

BATCH = 3
#: Ops whose results depend on the values in a way a batch cannot share: data-dependent output shapes
#: (vmap refuses them, as PyTorch's does: tests/func/test_transforms.py), or random draws. tensor_split by a
#: tensor of indices is refused as by PyTorch (tests/ops/test_scatter_window_ops.py), and slice_inverse, a view op
#: PyTorch has no batching rule for (tests/core/test_view_func.py).
SKIP = {"nonzero", "nonzero.as_tuple", "argwhere", "masked_select", "dropout", "where", "_unique2", "unique_dim",
        "unique_consecutive", "tensor_split.tensor_indices_or_sections", "slice_inverse"}
#: Samples whose batched weights feed a check on their values: PyTorch's vmap refuses them too ("Batching
#: rule not implemented for aten::equal"), gradtable as data-dependent control flow.
SKIP_SAMPLES = {"cov#3", "cov#4", "cov#5"}
CASES = [c for c in cases() if not c.entry.is_inplace and c.entry.signature.full_name not in SKIP
         and c.id not in SKIP_SAMPLES]


def _batch(leaf, b):
    array = leaf.array
    return array * (1 + 0.25 * b) if array.dtype.kind == "f" else array


def _tensors(leaves, b):
    return [gradtable.tensor(_batch(leaf, b)) for leaf in leaves]


def _has_rule(entry):
    from gradtable.codegen.render import aten_name
    return entry.composite is None and aten_name(entry.name, entry.signature.overload) in RULES


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_vmap_matches_a_loop(case):
    args, kwargs = case.build()
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    if not leaves:
        pytest.skip("no tensor argument")
    fn = gradtable_callable(case.entry)

    def f(*tensors):
        return call_with(fn, args, kwargs, list(tensors))

    try:
        expected = [outputs_of(f(*_tensors(leaves, b))) for b in range(BATCH)]
    except Exception as error:  # (a sample that is an error case of the op itself)
        pytest.skip(f"the unbatched op raises: {error}")
    batched = [gradtable.stack([t1, *[gradtable.tensor(_batch(leaf, b)) for b in range(1, BATCH)]])
               for leaf, t1 in zip(leaves, _tensors(leaves, 0))]
    for in_dims in ([0] * len(leaves), [0] + [None] * (len(leaves) - 1)):
        inputs = [bt if d == 0 else t0 for bt, d, t0 in zip(batched, in_dims, _tensors(leaves, 0))]
        if in_dims[1:] and any(d is None for d in in_dims):
            # unbatched arguments are sample 0's: the loop's other samples use them too
            expected_here = [outputs_of(f(*([_tensors(leaves, b)[0]] + _tensors(leaves, 0)[1:])))
                             for b in range(BATCH)]
        else:
            expected_here = expected
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            got = outputs_of(gradtable.vmap(f, in_dims=tuple(in_dims))(*inputs))
        loops = [w for w in caught if "performance drop" in str(w.message)]
        if _has_rule(case.entry):
            assert not loops, f"{case.id} has a batching rule but fell back to the loop: {loops[0].message}"
        assert len(got) == len(expected_here[0])
        for i, out in enumerate(got):
            want = np.stack([np.asarray(e[i].detach()._data) for e in expected_here])
            have = np.asarray(out.detach()._data)
            assert have.shape == want.shape, f"{case.id} output {i} in_dims={in_dims}: {have.shape} vs {want.shape}"
            assert have.dtype == want.dtype, f"{case.id} output {i} in_dims={in_dims}: {have.dtype} vs {want.dtype}"
            np.testing.assert_allclose(have, want, rtol=1e-6, atol=1e-7, equal_nan=True,
                                       err_msg=f"{case.id} output {i} in_dims={in_dims}")


def test_docs_name_every_op_that_loops():
    """docs/func.md lists the table's ops without a batching rule: the list is the table's."""
    import ast
    from pathlib import Path

    from gradtable.codegen.numpy_forward import _is_elementwise
    looping = sorted({c.entry.signature.full_name for c in cases() if c.entry.composite is None
                      and c.entry.batch is None and not _is_elementwise(ast.parse(c.entry.numpy, mode="eval"))})
    text = " ".join((Path(__file__).resolve().parents[2] / "docs" / "func.md").read_text().split())
    section = text[text.index("use the loop fallback"):text.index("Some rules cover part of their op")]
    named = sorted(set(re.findall(r"`([A-Za-z0-9_.]+)`", section)) - {"B", "Index"})
    assert named == looping
    assert f"These {len(looping)} use the loop fallback" in text
