"""The reduction kernels skip NumPy's Python wrappers (np.mean, np.sum, np.max) for speed;
their results must stay bit for bit what those wrappers give."""
import numpy as np
import pytest

from gradtable.kernels import reduction as kernels

try:
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from hypothesis.extra import numpy as hnp
except ImportError:  # hypothesis is an optional test dependency
    given = None

needs_hypothesis = pytest.mark.skipif(given is None, reason="hypothesis is not installed")

if given is not None:
    FLOATS = hnp.arrays(dtype=st.sampled_from([np.float32, np.float64]),
                        shape=hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=6),
                        elements=st.floats(-1e6, 1e6, width=32))

    @needs_hypothesis
    @settings(max_examples=200, deadline=None)
    @given(x=FLOATS, keepdim=st.booleans(), data=st.data())
    def test_mean_sum_and_softmax_match_numpy_bit_for_bit(x, keepdim, data):
        dim = data.draw(st.none() | st.integers(0, max(x.ndim - 1, 0)))
        axis = None if dim is None or x.ndim == 0 else (dim,)
        for fn in (np.mean, np.sum):
            ours = np.asarray(kernels.reduce(fn, x, dim if x.ndim else None, keepdim, None))
            ref = np.asarray(fn(x, axis=axis, keepdims=keepdim))
            assert ours.dtype == ref.dtype and ours.shape == ref.shape
            np.testing.assert_array_equal(ours, ref)
        if x.ndim:
            d = dim or 0
            shifted = x - np.max(x, axis=d, keepdims=True)
            if d == x.ndim - 1:   # (a large float32 array's: a BLAS product, other bits than np.sum's)
                sums = kernels.last_dim_sums(np.exp(shifted))
            else:
                sums = np.sum(np.exp(shifted), axis=d, keepdims=True)
            np.testing.assert_array_equal(kernels.log_softmax(x, d), shifted - np.log(sums))


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
@pytest.mark.parametrize("data, dim", [([1, 2], 0), ([[1, 2]], 0), ([[1, 2]], -1), (1, 0), ([True], 0)])
@pytest.mark.parametrize("int_dtype", ["int64", "int32", "bool"])
def test_softmax_of_integers_is_refused_as_pytorch(lib, name, data, dim, int_dtype):
    """PyTorch's CPU softmax kernels exist for floating dtypes only, named by whether dim is the last."""
    x = lib.tensor(data).to(getattr(lib, int_dtype))
    with pytest.raises(NotImplementedError) as info:
        getattr(lib, name)(x, dim)
    last = dim in (-1, max(x.dim() - 1, 0))
    kernel = f"{name}_lastdim_kernel_impl" if last else f"{name}_kernel_impl"
    type_name = {"int64": "Long", "int32": "Int", "bool": "Bool"}[int_dtype]
    assert str(info.value) == f'"{kernel}" not implemented for \'{type_name}\''
    assert getattr(lib, name)(x, dim, dtype=lib.float32).dtype == lib.float32  # with a float dtype it runs


@pytest.mark.parametrize("shape", [(1024, 2), (512, 3), (64, 32), (8, 2, 32, 32), (16, 64), (16, 65), (4, 7),
                                   (2048, 1), (2, 8, 64), (16, 2, 65), (8, 300), (4, 512), (3, 600)])
def test_short_row_maximum_is_numpys_bit_for_bit(shape):
    """softmax's max over a short last dim is taken down the transposed copy's columns, or over the
    flat array by reduceat: the same values as NumPy's row-by-row reduce, signed zeros, infinities
    and nan included (a strided input too)."""
    rng = np.random.default_rng(0)
    specials = np.array([0.0, -0.0, 1.5, -1.5, np.nan, np.inf, -np.inf], np.float32)
    for dtype in (np.float32, np.float64):
        x = rng.choice(specials, shape).astype(dtype)
        for array in (x, np.flip(x, -1)):
            for d in range(array.ndim):
                ours = kernels._max_keepdims(array, d)
                assert ours.shape == array.shape[:d] + (1,) + array.shape[d + 1:]
                assert ours.tobytes() == np.maximum.reduce(array, axis=d, keepdims=True).tobytes()


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_of_short_rows_against_pytorch(torch, name):
    """An attention-shaped softmax (rows of 32, some fully masked, a nan) and its gradient, as PyTorch's."""
    import gradtable
    rng = np.random.default_rng(1)
    x = rng.standard_normal((4, 2, 32, 32)).astype(np.float32)
    x[..., 20:] = -np.inf
    x[0, 0, 3] = -np.inf
    x[1, 1, 5, 7] = np.nan
    ours = gradtable.tensor(x, requires_grad=True)
    theirs = torch.tensor(x, requires_grad=True)
    y_ours, y_theirs = getattr(gradtable, name)(ours, -1), getattr(torch, name)(theirs, -1)
    np.testing.assert_allclose(y_ours.detach().numpy(), y_theirs.detach().numpy(), rtol=1e-6, atol=1e-7)
    g = rng.standard_normal(x.shape).astype(np.float32)
    y_ours.backward(gradtable.tensor(g))
    y_theirs.backward(torch.tensor(g))
    np.testing.assert_allclose(ours.grad.numpy(), theirs.grad.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dtypes", [(np.float32, np.float32), (np.float64, np.float32), (np.float16, np.float16)])
@pytest.mark.parametrize("shape, dim", [((), 0), ((4, 6), 1), ((4, 6), 0), ((2, 3, 8), -1), ((3, 0), 1),
                                        ((64, 32), -1)])
def test_softmax_backwards_in_place_are_their_formulas_bit_for_bit(dtypes, shape, dim):
    """The array backwards of softmax and log_softmax write into their first temporary; the values
    stay the formulas' (grad - sum(grad * y)) * y and grad - exp(y) * sum(grad), with the kernels' sums
    (a float32 last dim's by last_dim_sums, a BLAS product for large arrays; other bits than np.add.reduce's)."""
    from gradtable.autograd import array_backward
    from gradtable.kernels.reduction import last_dim_sums
    rng = np.random.default_rng(2)
    grad, result = rng.standard_normal(shape).astype(dtypes[0]), rng.standard_normal(shape).astype(dtypes[1])
    if grad.size > 2:
        grad.flat[0], result.flat[1] = np.nan, -np.inf

    def total(a):
        if a.ndim and dim in (-1, a.ndim - 1):
            return last_dim_sums(a)
        return np.add.reduce(a, axis=dim if a.ndim else None, keepdims=True)

    with np.errstate(all="ignore"):
        pairs = [(array_backward.softmax_backward(grad, result, dim), (grad - total(grad * result)) * result),
                 (array_backward.log_softmax_backward(grad, result, dim), grad - np.exp(result) * total(grad))]
    for ours, formula in pairs:
        ours, formula = np.asarray(ours), np.asarray(formula)
        assert ours.dtype == formula.dtype and ours.shape == formula.shape and ours.tobytes() == formula.tobytes()


@pytest.mark.parametrize("shape, target", [((32, 200), (200,)), ((4, 8, 5), (5,)), ((4, 8, 5), (8, 5)),
                                           ((4, 8, 5), (1, 5)), ((4, 8, 5), (8, 1)), ((3, 5), ()),
                                           ((3, 5), (1,)), ((3, 5), (3, 5))])
def test_sum_to_shape_is_the_keepdims_sum_bit_for_bit(shape, target):
    """A gradient summed over leading dims only (a bias's) is reduced straight to its shape, a fresh
    array that a leaf's .grad can take uncopied; the sums are the keepdims reduction's."""
    from gradtable.autograd.array_backward import sum_to_shape
    from gradtable.kernels.core import sum_to_axes

    x = np.random.default_rng(5).standard_normal(shape).astype(np.float32)
    axes = sum_to_axes(shape, target)
    expected = (np.add.reduce(x, axis=axes, keepdims=True) if axes else x).reshape(target)
    got = sum_to_shape(x, target)
    assert type(got) is np.ndarray and got.shape == target and got.tobytes() == expected.tobytes()
    if target and axes and all(n != 1 for n in target):
        assert got.base is None
