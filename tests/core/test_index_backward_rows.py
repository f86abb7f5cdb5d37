"""x[index] backward with an integer tensor index sums whole rows by sorting the indices
(kernels/indexing.py add_rows_at): repeated and negative indices, index tensors of any shape,
rows of any shape (empty ones too) must give PyTorch's gradient."""
import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gradtable


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.integers(1, 5), row_shape=st.sampled_from([(), (3,), (2, 0), (2, 2)]),
       index_shape=st.sampled_from([(0,), (4,), (2, 3), (1, 1, 2)]), dtype=st.sampled_from(["float32", "float64"]),
       seed=st.integers(0, 2**16))
def test_integer_index_backward_matches_pytorch(torch, rows, row_shape, index_shape, dtype, seed):
    rng = np.random.default_rng(seed)
    data = rng.standard_normal((rows,) + row_shape)
    index = rng.integers(-rows, rows, index_shape)   # negative indices count from the end
    seed_grad = rng.standard_normal(index_shape + row_shape)
    grads = []
    for lib in (gradtable, torch):
        x = lib.tensor(data, dtype=getattr(lib, dtype), requires_grad=True)
        y = x[lib.tensor(index)]
        (y * lib.tensor(seed_grad, dtype=getattr(lib, dtype))).sum().backward()
        grads.append(x.grad.numpy())
    np.testing.assert_allclose(grads[0], grads[1], rtol=1e-5 if dtype == "float32" else 1e-12, atol=1e-6)


def test_both_ways_of_summing_rows_against_pytorch(torch):
    """Few small rows are added one by one, in lookup order, as PyTorch's CPU kernel: the same bits.
    Many are summed run by run after a sort (NumPy's pairwise sums: equal up to rounding)."""
    rng = np.random.default_rng(5)
    for rows, width, lookups, exact in ((27, 10, 96, True), (5, 4, 40, True), (65, 64, 256, False)):
        index = rng.integers(-rows, rows, lookups)
        seed_grad = rng.standard_normal((lookups, width)).astype(np.float32)
        grads = []
        for lib in (gradtable, torch):
            table = lib.zeros((rows, width), requires_grad=True)
            lib.nn.functional.embedding(lib.tensor(index % rows), table).backward(lib.tensor(seed_grad))
            x = lib.zeros((rows, width), requires_grad=True)
            x[lib.tensor(index)].backward(lib.tensor(seed_grad))
            grads.append((table.grad.numpy(), x.grad.numpy()))
        for ours, theirs in zip(*grads):
            if exact:
                assert ours.tobytes() == theirs.tobytes()
            else:
                np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-5)


def test_few_rows_added_element_by_element_keep_lookup_order():
    """add_rows_at's few-rows path adds element by element into out's flat view (NumPy's fast 1-d
    ufunc.at): the bits of np.add.at by rows, for every index dtype (uint8 would overflow the flat
    index if not widened), negative rows, one-wide rows, a non-contiguous out, and -0.0 / inf / nan."""
    from gradtable.kernels.indexing import add_rows_at
    rng = np.random.default_rng(7)
    for index_dtype in (np.int64, np.int32, np.int16, np.uint8):
        for rows, width, lookups in ((27, 10, 96), (3, 1, 50), (200, 4, 40)):
            low = 0 if index_dtype == np.uint8 else -rows
            index = rng.integers(low, rows, lookups).astype(index_dtype)
            grad = (rng.standard_normal((lookups, width)) * 1e3).astype(np.float32)
            grad.flat[::5] = -0.0
            grad.flat[3], grad.flat[-1] = np.inf, np.nan
            expected = np.zeros((rows, width), np.float32)
            np.add.at(expected, index, grad)
            for rows_given in (grad, np.asfortranarray(grad)):
                assert add_rows_at(np.zeros((rows, width), np.float32), index, rows_given).tobytes() \
                    == expected.tobytes()
            strided = np.zeros((rows, 2 * width), np.float32)[:, ::2]   # (not contiguous: added by rows)
            assert add_rows_at(strided, index, grad).tobytes() == expected.tobytes()
