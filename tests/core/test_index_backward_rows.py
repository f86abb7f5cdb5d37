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
