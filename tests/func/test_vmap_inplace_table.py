"""Every in-place op of the table under vmap, against a Python loop of the unbatched op, from the table's
samples (tests/func/test_vmap_table.py does the same for the other ops).

The op writes into a batched clone of `self`, with every tensor batched, then with `self` batched and the
other tensors not; the tensor written to must hold what the op writes sample by sample, stacked. An
in-place op with a batching rule must not fall back to the loop.
"""
import warnings

import numpy as np
import pytest
from table_cases import cases, inplace_callable
from test_vmap_table import BATCH, _tensors

import gradtable
from gradtable.codegen.render import aten_name, inplace_name
from gradtable.codegen.samples import call_with, flatten_args
from gradtable.generated.batching import RULES

#: rrelu_with_noise_ draws in training (a draw of its own in each sample under vmap, not the loop's);
#: as_strided_ restrides each sample's view in PyTorch's vmap fallback, leaving the batch's shape as it was,
#: and gradtable's loop does the same (so the loop of the unbatched op is not what vmap gives).
SKIP = {"rrelu_with_noise_", "as_strided_"}
CASES = [c for c in cases() if (c.entry.inplace or c.entry.is_inplace) and inplace_name(c.entry) not in SKIP]
IDS = [f"{inplace_name(c.entry)}:{c.id}" for c in CASES]


def _has_rule(entry):
    name = inplace_name(entry)
    overload = entry.signature.overload
    return entry.composite is None and aten_name(name, overload) in RULES


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_inplace_vmap_matches_a_loop(case):
    args, kwargs = case.build()
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    if not leaves:
        pytest.skip("no tensor argument")
    op = inplace_callable(gradtable, case.entry)

    def f(self, *others):
        target = self.clone()
        call_with(lambda s, *a, **k: op(target, *a, **k), args, kwargs, [self, *others])
        return target

    try:
        expected = [f(*_tensors(leaves, b)).detach().numpy() for b in range(BATCH)]
    except Exception as error:  # (a sample that is an error case of the op itself)
        pytest.skip(f"the unbatched op raises: {error}")
    batched = [gradtable.stack(t) for t in zip(*[_tensors(leaves, b) for b in range(BATCH)])]
    for in_dims in ([0] * len(leaves), [0] + [None] * (len(leaves) - 1)):
        inputs = [bt if d == 0 else t0 for bt, d, t0 in zip(batched, in_dims, _tensors(leaves, 0))]
        want = expected if in_dims[1:] == [0] * (len(leaves) - 1) else [
            f(*([_tensors(leaves, b)[0]] + _tensors(leaves, 0)[1:])).detach().numpy() for b in range(BATCH)]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            got = gradtable.vmap(f, in_dims=tuple(in_dims))(*inputs).detach().numpy()
        loops = [w for w in caught if "performance drop" in str(w.message)]
        if _has_rule(case.entry):
            assert not loops, f"{case.id} has a batching rule but fell back to the loop: {loops[0].message}"
        want = np.stack(want)
        assert got.shape == want.shape and got.dtype == want.dtype, (in_dims, got.shape, want.shape)
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7, equal_nan=True, err_msg=f"in_dims={in_dims}")


def test_as_strided__under_vmap_as_pytorch(torch):
    def run(lib):
        def f(x):
            t = x.clone()
            t.as_strided_((2, 2), (1, 2))
            return t
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # (the loop's performance warning, in both)
            return lib.vmap(f)(lib.arange(18.0).view(3, 2, 3)).numpy()
    np.testing.assert_array_equal(run(gradtable), run(torch))
