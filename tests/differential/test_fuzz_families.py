"""Regression tests for the families `make fuzz` found (issue 29's fuzz bar), each compared with
PyTorch: the expected behaviour is whatever torch does."""
import warnings

import numpy as np
import pytest

import gradtable

from .test_outside_families import same


@pytest.mark.parametrize("values, bins", [
    ([-1.0, 1.0, -2.0, -0.5], 100), ([0.25, -3.0, 1.5, 0.75, 2.0], 100), ([-2.0, 1.0], 7), ([0.1, 0.7, 0.3], 60)])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_histogram_equal_bins_edges_are_pytorchs_bits(torch, values, bins, dtype):
    # Found by make fuzz: histogram([-1., 1., -2., -0.5]) put -0.5 in bin 50, PyTorch in bin 49: its
    # edge 50 is -0.49999999999999994, linspace's start + step * i fused into one rounding
    same(torch, lambda lib: lib.histogram(lib.tensor(values, dtype=getattr(lib, dtype)), bins))


def test_histogram_edges_match_pytorch_linspace_over_many_ranges(torch):
    rng = np.random.default_rng(0)
    cases = [(float(a), float(b), int(n)) for a, b, n in zip(rng.standard_normal(60) * 50, rng.standard_normal(60),
                                                             rng.integers(1, 400, 60))]

    def program(lib):
        return [lib.histogram(lib.tensor([min(a, b), max(a, b) + 1], dtype=dtype), n).bin_edges
                for a, b, n in cases for dtype in (lib.float64, lib.float32)]
    want, have = program(torch), program(gradtable)
    for w, h in zip(want, have):
        assert np.array_equal(w.numpy(), h.numpy())


@pytest.mark.parametrize("a, b", [((1,), (3,)), ((3,), (1,)), ((2, 1), (1, 3)), ((2, 1), (2, 3))])
@pytest.mark.parametrize("driver", ["gelsy", "gelsd", "gelss", "gels"])
@pytest.mark.parametrize("n", [2, 0])
def test_lstsq_rank_and_singular_values_have_inputs_batch_shape(torch, a, b, driver, n):
    # Found by make fuzz: lstsq(zeros(1, 3, 0), zeros(3, 3, 0)).rank had the broadcast batch (3,), PyTorch A's (1,)
    def program(lib):
        A = lib.arange(float(np.prod(a) * 4 * n), dtype=lib.float64).reshape(a + (4, n)).sin()
        B = lib.arange(float(np.prod(b) * 8), dtype=lib.float64).reshape(b + (4, 2)).cos()
        return tuple(lib.linalg.lstsq(A, B, driver=driver))
    same(torch, program)


@pytest.mark.parametrize("shape", [(3, 0), (0, 2), (2, 0, 3), (3, 2)])
@pytest.mark.parametrize("kwargs", [{}, {"hermitian": True}, {"atol": 0.5}])
def test_matrix_rank_result_is_at_version_1_empty_or_not(torch, shape, kwargs):
    # Found by make fuzz: PyTorch writes the rank with an out= sum, also for an empty input
    if kwargs.get("hermitian") and shape[-1] != shape[-2]:
        shape = shape[:-1] + shape[-2:-1]
    same(torch, lambda lib: (lambda r: (r, r._version))(lib.linalg.matrix_rank(lib.zeros(shape, dtype=lib.float64),
                                                                               **kwargs)))


@pytest.mark.parametrize("pow, dim", [(2, -1), (3, -1), (1, -1), (2, 0), (2, 1)])
def test_norm_except_dim_records_pytorchs_node(torch, pow, dim):
    # Found by make fuzz: over dim -1 PyTorch calls at::norm (NormBackward0), not linalg.vector_norm
    def program(lib):
        v = lib.tensor([[1.0, -2.0, 0.5], [0.0, 3.0, 1.0]], dtype=lib.float64, requires_grad=True)
        n = lib.norm_except_dim(v, pow, dim)
        grad, = lib.autograd.grad(n.sum(), v, create_graph=True)
        second = lib.autograd.grad((grad * grad).sum(), v)[0] if pow != 1 else None   # (p=1: a ZeroTensor in torch)
        return n.grad_fn.name(), n, grad, second
    same(torch, program)


@pytest.mark.parametrize("call", [
    lambda lib: lib.linalg.householder_product(lib.ones(3, 2), lib.tensor(0.0)),
    lambda lib: lib.linalg.householder_product(lib.ones(2, 3), lib.tensor(0.0)),
    lambda lib: lib.linalg.householder_product(lib.ones(3, 2), lib.ones(1, 5)),
    lambda lib: lib.linalg.householder_product(lib.ones(3, 2), lib.ones(2, 1)),
    lambda lib: lib.orgqr(lib.ones(4, 1), lib.tensor(0.0, requires_grad=True)),
    lambda lib: lib.linalg.ldl_solve(lib.ones(3, 3), lib.tensor([1, 2, 3]), lib.ones(3, dtype=lib.float64)),
    lambda lib: lib.linalg.ldl_solve(lib.ones(3, 3), lib.tensor([1, 2, 3]), lib.ones(3, 1, dtype=lib.float64)),
    lambda lib: lib.linalg.ldl_solve(lib.ones(3, 2), lib.tensor([1, 2, 3]), lib.ones(3, 1)),
    lambda lib: lib.linalg.ldl_solve(lib.ones(1, 3, 3), lib.tensor([-1.5, 0.0, -1.0]), lib.tensor([-1.5, 0.0, -1.0])),
    lambda lib: lib.linalg.ldl_solve(lib.tensor(1.0), lib.tensor([1, 2, 3]), lib.ones(3, 1)),
    lambda lib: lib.linalg.ldl_solve(lib.eye(3), lib.tensor([1, 2, 3], dtype=lib.int32), lib.tensor(1.0)),
])
def test_householder_and_ldl_solve_check_in_pytorchs_order(torch, call):
    # Found by make fuzz: a 0-dim tau or a 1-D B fails reading a size (IndexError), after the checks before it
    same(torch, call)


_FFTS = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "hfft2", "ihfft2",
         "fftn", "ifftn", "rfftn", "irfftn", "hfftn", "ihfftn"]
_COMPLEX_INPUT = {"fft", "ifft", "irfft", "hfft", "fft2", "ifft2", "irfft2", "hfft2", "fftn", "ifftn", "irfftn",
                  "hfftn"}


def _signal(lib, name, shape, perm=None):
    x = lib.arange(float(np.prod(shape)), dtype=lib.float64).reshape(shape)
    if name in _COMPLEX_INPUT:
        x = lib.complex(x, -x)
    return x if perm is None else x.permute(perm)


@pytest.mark.parametrize("name", _FFTS)
@pytest.mark.parametrize("shape, dim", [((4, 0), (0,)), ((0, 4), (-1,)), ((3, 0, 2), (-1,)), ((0, 3), (0,)),
                                        ((4, 0), (1,)), ((0,), (0,))])
def test_fft_of_an_empty_batch_raises_as_pytorchs_mkl(torch, name, shape, dim):
    # Found by make fuzz: PyTorch's MKL refuses transforms of an empty batch of signals (its DFTI error); a
    # size-0 signal is refused before that (its n check)
    one_dim = not name.endswith(("2", "n"))
    same(torch, lambda lib: getattr(lib.fft, name)(_signal(lib, name, shape), dim=dim[0] if one_dim else dim).abs())


_LAYOUTS = [((2, 2), (0, 1), (0,)), ((2, 3, 4), (2, 0, 1), (0,)), ((4, 2, 4), (0, 1, 2), (0,)),
            ((2, 3, 4), (1, 2, 0), (2, 0)), ((3, 1, 2), (0, 2, 1), (0,)), ((3, 1, 2), (0, 1, 2), (1, 0)),
            ((2, 3, 4), (0, 1, 2), (1, 2)), ((2, 3, 4), (2, 1, 0), (0, 2)), ((1, 2, 3), (1, 0, 2), (2,))]


@pytest.mark.parametrize("name, shape, perm, dim", [
    (name, shape, perm, dim) for name in _FFTS for shape, perm, dim in _LAYOUTS
    if (len(dim) == 1 if not name.endswith(("2", "n")) else len(dim) == 2 or name.endswith("n"))])
def test_fft_results_have_pytorchs_strides(torch, name, shape, perm, dim):
    # Found by make fuzz: rfft of a (2, 2) over dim 0 had strides (2, 1), PyTorch's (1, 2): its kernel
    # collapses the untransformed dims (ordered by the input's strides) into a batch before the signal
    one_dim = not name.endswith(("2", "n"))

    def program(lib):
        y = getattr(lib.fft, name)(_signal(lib, name, shape, perm), dim=dim[0] if one_dim else dim)
        return y.stride(), y.abs()   # (the values too; not the signs of zeros, which the FFT libraries decide)
    same(torch, program)


_INF, _NAN = float("inf"), float("nan")


@pytest.mark.parametrize("rows, hermitian", [
    ([[2.0, -2.0], [0.25, 2.0], [-0.25, _INF]], False), ([[1.0, _INF], [0.0, 1.0]], False),
    ([[1.0, _NAN], [0.0, 1.0]], False), ([[-_INF, 2.0], [-0.5, 1.5], [_NAN, -1.5]], False),
    ([[1.0, 2.0], [3.0, 4.0]], False), ([[1.0, 2.0], [2.0, _NAN]], True), ([[1.0, 2.0], [2.0, _INF]], True),
    ([[1.0, 2.0], [2.0, 4.0]], True)])
def test_pinv_of_non_finite_matrices_as_pytorch(torch, rows, hermitian):
    # Found by make fuzz: NumPy's 'SVD did not converge' leaked; PyTorch's rule is LAPACK's: gesdd refuses a
    # matrix with a nan (its norm is nan: 'contained non-finite values') and computes nan from an inf
    same(torch, lambda lib: lib.linalg.pinv(lib.tensor(rows, dtype=lib.float64), hermitian=hermitian))


@pytest.mark.parametrize("call", [
    lambda lib, A: lib.linalg.pinv(A, A),
    lambda lib, A: lib.linalg.pinv(A, atol=A[..., 0, 0], rtol=A[:, 0, 0]),
    lambda lib, A: lib.linalg.pinv(A, rtol=lib.ones(4, requires_grad=True, dtype=lib.float64)),
])
def test_inputs_never_differentiated_are_refused_before_the_kernel_runs(torch, call):
    # Found by make fuzz: pinv(A, A) with A requiring grad raised NumPy's broadcast ValueError; PyTorch's
    # autograd refuses rtol before its kernel sees the shapes
    same(torch, lambda lib: call(lib, lib.ones(4, 2, 3, dtype=lib.float64, requires_grad=True)))


@pytest.mark.parametrize("shape", [(0,), (0, 4), (1, 0, 2), (2, 0, 4), (3, 0), (2, 0, 0)])
@pytest.mark.parametrize("dtype", ["float64", "int64"])
def test_legacy_cholesky_of_an_empty_tensor_is_an_empty_tensor_like_it(torch, shape, dtype):
    # Found by make fuzz: torch.cholesky(zeros(1, 0, 2)) returns an empty tensor, before its square check
    def program(lib):
        x = lib.zeros(shape, dtype=getattr(lib, dtype), requires_grad=dtype == "float64")
        r = lib.cholesky(x)
        return r, r.stride(), type(r.grad_fn).__name__
    same(torch, program)


@pytest.mark.parametrize("k", [1, 2, 3, -1, 0])
@pytest.mark.parametrize("shape, dims", [((2, 1, 2), (0, -2)), ((1, 3, 1), (2, 0)), ((1, 1), (0, 1)), ((2, 3), (1, 0))])
def test_rot90_result_never_shares_its_inputs_memory(torch, k, shape, dims):
    # Found by make fuzz: rot90 over a size-1 dim was a view of its input (a flip of one element is
    # contiguous to NumPy), so cosh_ on it changed the leaf
    def program(lib):
        x = lib.arange(float(np.prod(shape)), dtype=lib.float64).reshape(shape).requires_grad_()
        y = lib.rot90(x, k, dims)
        y.cosh_()
        return x, y, y.stride(), y._is_view()
    same(torch, program)


@pytest.mark.parametrize("self_shape, dim, index, source_shape", [
    ((3, 2), 0, [0, 1], (2, 3)), ((3, 2), 0, [0, 5], (2, 2)), ((3, 2), 2, [0, 1], (2, 2)),
    ((3, 2), 0, [[0, 1]], (2, 2)), ((3, 2), 0, [0, 1, 2], (2, 2)), ((3, 2), 0, 1, (2,)), ((3, 2), 0, [0, -1], (2, 2)),
    ((3, 2), 0, [0, 1], (2,)),
    ((3, 2), 0, [0, 1], ()), ((3,), 0, [0, 1], ()), ((3,), 0, 0, ()), ((), 0, 0, ()), ((), 0, [0], ()),
    ((), 0, [0], (1,)), ((), 0, [0, 0], (1,)), ((), 0, [1], (1,)), ((3, 2), 1, [0, 1], (3, 3)),
    ((3, 2), 0, [0, 1], (2, 2, 2)), ((3, 2), 0, [0, 1], (3, 3)), ((2, 3), 1, [0], ()),
    ((3, 2, 4), 0, [0, 1], (2, 3, 3)),
    ((3, 2, 4), 1, [1, 0], (3, 2, 4)), ((3, 2, 4), -1, [3, 0], (3, 2, 2))])
@pytest.mark.parametrize("inplace", [True, False])
def test_index_copy_checks_as_pytorch(torch, self_shape, dim, index, source_shape, inplace):
    # Found by make fuzz (and issue 29's list): a negative index was counted from the end and a source of
    # fewer dims broadcast, where PyTorch refuses both; its checks come in its meta function's order
    def program(lib):
        x = lib.zeros(self_shape, dtype=lib.float64)
        source = lib.arange(float(np.prod(source_shape)), dtype=lib.float64).reshape(source_shape) + 1
        i = lib.tensor(index)
        return x.index_copy_(dim, i, source) if inplace else lib.index_copy(x, dim, i, source)
    same(torch, program)


def _compared(torch, leaves, steps, backward="none"):
    from differential.compare import compare
    from differential.program import Backward, Leaf, Program, Ref, Step
    from differential.runner import run
    program = Program(tuple(Leaf(tuple(np.shape(v)), tuple(np.ravel(v)), grad) for v, grad in leaves),
                      tuple(Step(kind="call", name=name, args=(Ref(slot),), kwargs=tuple(kwargs.items()))
                            for name, slot, kwargs in steps),
                      Backward(backward, Ref(len(leaves) + len(steps) - 1), (Ref(0),)) if backward != "none"
                      else Backward("none"))
    return compare(program, run(program, torch), run(program, gradtable))


@pytest.mark.parametrize("name, kwargs", [("fft.ihfft", {}), ("fft.fft", {}), ("fft.rfft", {"dim": 0}),
                                          ("fft.ifftn", {})])
def test_make_fuzz_does_not_compare_transforms_of_non_finite_signals(torch, name, kwargs):
    # MKL's and pocketfft's butterflies meet inf - inf in different places: those values are not
    # defined, nor their signs of zero; every other observation still is compared
    signal = [[_NAN, 1.0, 2.0], [-1.5, -_INF, 3.0]]
    assert _compared(torch, [(signal, True)], [(name, 0, kwargs)], "grad") == []
    assert _compared(torch, [([[1.0, 0.0, 2.0], [0.5, 0.25, 3.0]], True)], [(name, 0, kwargs)], "grad") == []


def test_make_fuzz_compares_complex_values_whole(torch):
    # (a cast to float64 dropped the imaginary parts: a wrong imaginary part went unseen)
    from differential.compare import _values_differ
    assert _values_differ(np.array([1 + 2j]), np.array([1 - 2j])) == "value"
    assert _values_differ(np.array([1 + 2j]), np.array([1 + 2j])) is None
    assert _values_differ(np.array([complex(1, 0.0)]), np.array([complex(1, -0.0)])) == "signed zero"


@pytest.mark.parametrize("make", [lambda lib: lib.arange(6.0).reshape(2, 3).t(),
                                  lambda lib: lib.arange(24.0).reshape(2, 3, 4).permute(2, 0, 1),
                                  lambda lib: lib.arange(24.0).reshape(2, 3, 4)[:, ::2],
                                  lambda lib: lib.arange(3.0).expand(2, 3),
                                  lambda lib: lib.arange(6.0).reshape(2, 3, 1).transpose(0, 2)])
@pytest.mark.parametrize("flip", [lambda lib, x: lib.flip(x, [0]), lambda lib, x: lib.flipud(x),
                                  lambda lib, x: lib.fliplr(x), lambda lib, x: lib.flip(x, [-1, 0]),
                                  lambda lib, x: lib.flip(x, [])])
def test_flip_results_are_laid_out_as_their_input(torch, make, flip):
    # Found by make fuzz: flipud of a transposed matrix was row-major; PyTorch's flip writes into
    # empty_like(x) (preserve_format), which keeps x's order of strides
    same(torch, lambda lib: (lambda y: (y, y.stride()))(flip(lib, make(lib))))


@pytest.mark.parametrize("name, matrix", [
    ("svd", [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]), ("svd", [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]),
    ("svd", [[0.0, 0.0], [0.0, 0.0]]), ("linalg.eig", [[-1.5, 0.5, 1.0], [-0.5, -1.0, 0.25], [-1.0, 0.0, -0.5]]),
    ("linalg.eig", [[2.0, 1.0], [1.0, 2.0]]), ("linalg.eig", [[1.0, 1.0], [1.0, 1.0]])])
def test_make_fuzz_compares_decompositions_by_what_defines_them(torch, name, matrix):
    # Found by make fuzz: torch.svd of a rank-1 matrix picks U's second column by its algorithm (MKL's
    # and OpenBLAS's differ), linalg.eig each eigenvector's phase; the comparison checks what is defined
    from differential.compare import _same_decomposition
    assert _compared(torch, [(matrix, False)], [(name, 0, {})]) == []
    decompose = gradtable.svd if name == "svd" else gradtable.linalg.eig
    values = [r.numpy() for r in decompose(gradtable.tensor(matrix, dtype=gradtable.float64))]
    flipped = [v.copy() for v in values]
    flipped[-1][..., 0] *= -1 if name == "svd" else 1j
    if name == "svd":
        flipped[0][..., 0] *= -1
    assert _same_decomposition(name, values, flipped)
    if np.any(values[-2]):   # (a column no longer a unit vector, or U's flipped without V's: not the same)
        flipped[-1][..., 0] *= -1 if name == "svd" else 2
        assert not _same_decomposition(name, values, flipped)


@pytest.mark.parametrize("values, mask, source", [
    ([0.5, 0.25], True, 2.0), ([0.5, -0.5, 0.25, 1.0], [True, True, False, True], [2.0, 3.0]),
    ([0.5, -0.5, 0.25], [False, True, True], [7.0]), ([[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [True, False, True], [1.0])])
def test_masked_scatter_with_a_short_source_has_written_its_first_positions(torch, values, mask, source):
    # Found by make fuzz: PyTorch's kernel walks the mask in order and raises when source runs out, after
    # writing what it had (in place only: the out-of-place form writes into a copy)
    def program(lib):
        x = lib.tensor(values, dtype=lib.float64)
        y = x * 1
        seen = []
        for call in (lambda: x.masked_scatter_(lib.tensor(mask), lib.tensor(source, dtype=lib.float64)),
                     lambda: lib.masked_scatter(y, lib.tensor(mask), lib.tensor(source, dtype=lib.float64))):
            try:
                call()
            except RuntimeError as error:
                seen.append(str(error))
        return seen, x, x._version, y
    same(torch, program)


_HOUSEHOLDER_CASES = [[[0.25, 2.0, _INF]], [[-0.0, -0.25, -_INF]], [[_NAN], [-1.0], [-0.0], [-_INF]],
                      [[1.0, 2.0], [_NAN, 1.0], [3.0, 4.0]], [[1.0, 2.0], [3.0, 1.0], [3.0, _INF]],
                      [[3.0, 2.0], [_INF, 1.0], [_INF, -1.5], [-1.5, -1.5]], [[_NAN, 0.0], [-0.5, 0.0], [3.0, 3.0]],
                      [[0.0, -_INF, 0.25, 0.25], [0.0, -1.5, -0.5, 2.0], [2.0, 0.0, 2.0, 2.0]],
                      [[-0.5], [-_INF], [_INF]], [[1.0, 2.0], [3.0, 4.0]]]


@pytest.mark.parametrize("rows", _HOUSEHOLDER_CASES)
@pytest.mark.parametrize("call", [lambda lib, A: lib.geqrf(A), lambda lib, A: lib.linalg.qr(A)[1],
                                  lambda lib, A: lib.linalg.qr(A, mode="complete")[1], lambda lib, A: lib.qr(A)[1],
                                  lambda lib, A: lib.linalg.qr(A, mode="r")])
def test_householder_qr_of_non_finite_matrices_as_pytorchs_mkl(torch, rows, call):
    # Found by make fuzz: R of qr([[0.25, 2, inf]]) was inf, PyTorch's nan (MKL applies a reflector with tau 0)
    same(torch, lambda lib: call(lib, lib.tensor(rows, dtype=lib.float64)))


_LU_CASES = [[[-1.5, -_INF, -0.5, 0.5], [3.0, _INF, 0.0, -0.0], [3.0, 0.0, 1.5, 0.0], [2.0, 1.5, 0.25, 1.5]],
             [[_NAN, 1.0], [2.0, 1.0]], [[1.0, 2.0, 3.0], [_NAN, 1.0, 0.0], [5.0, 1.0, 2.0]],
             [[1.0, _NAN], [2.0, 1.0]], [[1.0, 1.0], [_INF, 1.0]], [[1.0, _INF, 2.0], [_NAN, 1.0, 3.0]],
             [[_NAN], [1.0], [3.0]], [[0.0, 0.0], [_INF, 1.0], [2.0, _NAN]]]


@pytest.mark.parametrize("rows", _LU_CASES)
@pytest.mark.parametrize("call", [lambda lib, A: lib.linalg.lu_factor_ex(A), lambda lib, A: lib.linalg.lu(A),
                                  lambda lib, A: lib.linalg.lu_factor(A)])
def test_lu_of_non_finite_matrices_as_pytorchs_mkl(torch, rows, call):
    # Found by make fuzz: scipy's getrf took a nan as the pivot, MKL's idamax never does unless it comes first
    same(torch, lambda lib: call(lib, lib.tensor(rows, dtype=lib.float64)))


@pytest.mark.parametrize("make", [lambda lib: lib.zeros(3, 0, 2), lambda lib: lib.zeros(0, 2),
                                  lambda lib: lib.zeros(3, 0, 2, dtype=lib.float64),
                                  lambda lib: lib.zeros(4, 3, 2)[::2], lambda lib: lib.zeros(3, 0, 2)[:, :, :1],
                                  lambda lib: lib.zeros(2, 3, 2)[:, :, ::2]])
def test_view_as_complex_of_empty_and_strided_tensors_as_pytorch(torch, make):
    # Issue 29's list: view_as_complex(zeros(3, 0, 2)) raised here (NumPy gives an empty array zero strides)
    same(torch, lambda lib: (lambda z: (tuple(z.shape), str(z.dtype).split(".")[-1], z.real))(
        lib.view_as_complex(make(lib))))


@pytest.mark.parametrize("call", [
    lambda F, t: F.binary_cross_entropy_with_logits(t.ones(1, 4), t.ones(1, 1, 4), t.ones(4, requires_grad=True)),
    lambda F, t: F.binary_cross_entropy_with_logits(t.ones(1, 4), t.ones(1, 4), t.ones(5, requires_grad=True)),
    lambda F, t: F.binary_cross_entropy(t.ones(1, 4) / 2, t.ones(1, 1, 4), t.ones(4, requires_grad=True)),
    lambda F, t: F.binary_cross_entropy(t.ones(1, 4) / 2, t.ones(1, 4), t.ones(5, requires_grad=True)),
    lambda F, t: F.binary_cross_entropy(t.ones(1, 4) / 2, t.ones(1, 4), t.ones(5)),
    lambda F, t: F.binary_cross_entropy(t.ones(1, 4) * 2, t.ones(1, 4), t.ones(4, requires_grad=True)),
    lambda F, t: F.nll_loss(t.ones(2, 3), t.tensor([0, 5]), t.ones(3, requires_grad=True)),
    lambda F, t: F.nll_loss(t.ones(2, 3), t.tensor([0, 1, 1]), t.ones(3, requires_grad=True)),
    lambda F, t: F.multi_margin_loss(t.ones(2, 3), t.tensor([0, 1]), weight=t.ones(4, requires_grad=True)),
    lambda F, t: F.soft_margin_loss(t.ones(2, 3), t.ones(2, 4, requires_grad=True)),
    lambda F, t: t.linalg.pinv(t.ones(2, 3), atol=t.ones(5, requires_grad=True)),
])
def test_python_level_checks_come_before_autograds_refusals(torch, call):
    # After autograd's refusal of a weight requiring grad moved before the kernel (as PyTorch's), the checks
    # PyTorch's Python functions make before calling the op (F.binary_cross_entropy's sizes) stay first
    same(torch, lambda lib: call(lib.nn.functional, lib))


def test_make_fuzz_does_not_compare_softshrinks_zero_signs(torch):
    # PyTorch's softshrink gives +0. inside [-lambd, lambd] in its SIMD vectors and x * 0 (-0. for a negative
    # x) in the scalar tail: softshrink(full((12,), -0.25)) has 8 zeros then 4 negative zeros on AVX-512
    values = [[-0.25, 0.0, 1.5, -0.5], [0.0, 3.0, 3.0, 0.5], [-1.0, -1.5, -0.5, 1.0]]
    assert _compared(torch, [(values, True)], [("nn.functional.softshrink", 0, {})], "create_graph") == []


@pytest.mark.parametrize("call", [
    lambda t: t.gcd(t.ones(2, 1, 2, dtype=t.float64), t.ones(3, 1, 3, dtype=t.float64)),
    lambda t: t.lcm(t.ones(2, dtype=t.float64), t.ones(3, dtype=t.float64)),
    lambda t: t.gcd(t.ones(2, dtype=t.long), t.ones(3, dtype=t.long)),
    lambda t: t.ones(2, dtype=t.float64).gcd_(t.ones(3, dtype=t.float64)),
    lambda t: t.ones(2, dtype=t.long).gcd_(t.ones(3, dtype=t.long)),
    lambda t: t.ones(3, dtype=t.long).gcd_(t.ones(2, 3, dtype=t.long)),
    lambda t: t.logaddexp(t.ones(2, dtype=t.long), t.ones(3, dtype=t.long)),
    lambda t: t.add(t.ones(2, 1, 2), t.ones(3, 1, 3)),
    lambda t: t.where(t.ones(2, 1, 2) > 0, t.ones(3, 1, 3), 0.0),
])
def test_shapes_are_checked_before_dtypes_and_from_the_right(torch, call):
    # Found by make fuzz: gcd_ of float tensors of clashing shapes leaked NumPy's broadcast ValueError, and
    # PyTorch's TensorIterator checks shapes (naming the last clashing dim) before the dtype's kernel
    same(torch, call)


@pytest.mark.parametrize("name, matrix", [
    ("pinverse", [[[-2.0], [-1.5], [-1.0]], [[-_INF], [2.0], [0.25]]]),
    ("linalg.pinv", [[2.0, -0.5, -0.0], [-1.0, _INF, -0.0], [0.25, 0.0, -0.0], [2.0, -0.5, -1.5]]),
    ("linalg.ldl_factor_ex", [[[-0.0, _INF, 0.5], [_INF, 0.25, 2.0], [-0.5, 1.0, -2.0]],
                              [[_NAN, 2.0, 0.25], [1.5, -1.0, -0.5], [0.5, 3.0, -1.5]]])])
def test_make_fuzz_leaves_lapacks_outcome_on_non_finite_matrices_open(torch, name, matrix):
    # Found by make fuzz: MKL's gesdd gives nan for some matrices with an inf and fails to converge for others,
    # its sytrf pivots around a nan its own way: no value (nor whether it raised) is defined there
    found = _compared(torch, [(matrix, False)], [(name, 0, {})])
    assert all(d.known for d in found), found


@pytest.mark.parametrize("call", [
    lambda t: t.fliplr(t.tensor([1.0, 1.0, 1.0], dtype=t.float64)[:0].expand((2, 0))).shape,
    lambda t: t.cummax(t.zeros(0, 4), 2), lambda t: t.cummin(t.zeros(0, 4), -3), lambda t: t.cummax(t.zeros(2, 4), 2),
    lambda t: t.linalg.pinv(t.ones(4, 2, 2, dtype=t.float64), t.ones(4, 2, 2, dtype=t.float64)),
    lambda t: t.linalg.pinv(t.ones(4, 2, 2, dtype=t.float64), atol=t.ones(3, dtype=t.float64)),
    lambda t: t.linalg.pinv(t.ones(4, 2, 2, dtype=t.float64), atol=t.ones(1, 4, dtype=t.float64)),
    lambda t: t.linalg.matrix_rank(t.ones(4, 2, 2, dtype=t.float64), atol=t.ones(3, dtype=t.float64)),
])
def test_more_families_make_fuzz_found(torch, call):
    # fliplr of an empty expanded view (its layout came back read-only), cummax of an empty tensor (PyTorch
    # checks no dim), pinv's tolerances broadcast as PyTorch's max(atol, rtol * largest) (NumPy's ValueError)
    same(torch, call)


@pytest.mark.parametrize("x, w", [(-2.0, [0.5]), (-2.0, 0.5), (3.0, [0.5]), ([-1.0, 2.0], [0.25])])
def test_prelu_of_a_0_dim_input_with_one_slope_stays_0_dim(torch, x, w):
    # Found by make fuzz: prelu(tensor(-2.), tensor([0.5])) had shape (1,), PyTorch's ()
    def program(lib):
        a = lib.tensor(x, dtype=lib.float64, requires_grad=True)
        b = lib.tensor(w, dtype=lib.float64, requires_grad=True)
        y = lib.prelu(a, b)
        y.sum().backward()
        return y, a.grad, b.grad, y.grad_fn.name()
    same(torch, program)


def test_make_fuzz_does_not_compare_signs_read_from_nans(torch):
    # Found by make fuzz: copysign(x, log10(x)) with a negative x: PyTorch's log10 gives +nan, NumPy's -nan
    from differential.compare import compare
    from differential.program import Leaf, Program, Ref, Step
    from differential.runner import run
    program = Program((Leaf((3,), (-0.5, 3.0, 0.0), False),),
                      (Step(kind="call", name="log10", args=(Ref(0),)),
                       Step(kind="call", name="copysign", args=(Ref(0), Ref(1)))))
    assert compare(program, run(program, torch), run(program, gradtable)) == []


@pytest.mark.parametrize("a, b", [((2, 2), (2, 2)), ((3, 2), (3, 3)), ((2, 3), (2, 1)), ((4, 4, 1), (4, 4, 1)),
                                  ((3, 2), (3,)), ((2, 3), (2,)), ((1, 3, 2), (4, 3, 2)), ((3, 0), (3, 2))])
@pytest.mark.parametrize("driver", ["gelsy", "gelsd", "gels", "gelss"])
def test_lstsq_solution_is_laid_out_as_pytorchs(torch, a, b, driver):
    # Found by make fuzz: PyTorch's solution is a narrowed view of LAPACK's column-major right-hand side
    def program(lib):
        A = lib.arange(float(np.prod(a)), dtype=lib.float64).reshape(a).sin()
        B = lib.arange(float(np.prod(b)), dtype=lib.float64).reshape(b).cos()
        X = lib.linalg.lstsq(A, B, driver=driver).solution
        return X, X.stride()
    same(torch, program)


def test_make_fuzz_treats_a_rounding_level_singular_value_as_zero(torch):
    # Found by make fuzz: svd of a rank-1 batch whose second singular value came out 1e-17 in one library
    # and 0 in the other: that column's vectors only span the null space
    matrix = [[[1.5, 1.5], [1.5, 1.5], [1.5, 1.5]], [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]], [[1.5, 1.5], [1.5, 1.5],
                                                                                         [1.5, 1.5]]]
    assert _compared(torch, [(matrix, False)], [("svd", 0, {})]) == []


def test_make_fuzz_compares_an_empty_svd(torch):
    # (the decomposition rule took the largest singular value of none: make fuzz stopped with a ValueError)
    assert _compared(torch, [(np.zeros((0, 0)), False)], [("svd", 0, {})]) == []
    assert _compared(torch, [(np.zeros((2, 0)), False)], [("svd", 0, {})]) == []


def test_make_fuzz_does_not_compare_histograms_over_edges_that_do_not_increase(torch):
    # Found by make fuzz: histogram(x, tensor([-0.25, -1., 2., 1.5])): PyTorch requires increasing edges and
    # defines nothing otherwise (its binary search lands where it lands)
    from differential.compare import compare
    from differential.program import Leaf, Program, Ref, Step
    from differential.runner import run
    program = Program((Leaf((4,), (-0.25, -1.0, 2.0, 1.5), False), Leaf((1,), (1.5,), False)),
                      (Step(kind="call", name="max", args=(Ref(1), Ref(0))),
                       Step(kind="call", name="histogram", args=(Ref(2), Ref(0)), kwargs=(("weight", Ref(0)),))))
    assert compare(program, run(program, torch), run(program, gradtable)) == []


def _strides(y):
    """What a layout decides: the strides of the dims of size > 1 (the others reach no element)."""
    return tuple(s for s, n in zip(y.stride(), y.shape) if n > 1)


_OPERAND_LAYOUTS = {
    "transposed": lambda lib: lib.arange(12.0, dtype=lib.float64).reshape(4, 3).t() - 5,
    "row-major": lambda lib: lib.arange(12.0, dtype=lib.float64).reshape(3, 4) * 0.5 - 2,
    "expanded row": lambda lib: lib.arange(4.0, dtype=lib.float64).expand(3, 4) - 1.5,
    "expanded column": lambda lib: lib.arange(3.0, dtype=lib.float64).reshape(3, 1).expand(3, 4) + 0.25,
    "strided": lambda lib: lib.arange(24.0, dtype=lib.float64).reshape(3, 8)[:, ::2] - 7,
    "transposed strided": lambda lib: lib.arange(24.0, dtype=lib.float64).reshape(8, 3)[::2].t() * 0.25,
    "column": lambda lib: lib.arange(3.0, dtype=lib.float64).reshape(3, 1) + 1,
    "row": lambda lib: lib.arange(4.0, dtype=lib.float64) - 2.5,
    "0-dim": lambda lib: lib.tensor(1.5, dtype=lib.float64),
}
_ELEMENTWISE = {
    "mul": lambda lib, a, b: a * b, "add": lambda lib, a, b: lib.add(a, b, alpha=2),
    "pow": lambda lib, a, b: a.abs() ** b,
    "remainder": lambda lib, a, b: a % (b.abs() + 1), "fmin": lambda lib, a, b: lib.fmin(a, b),
    "lerp": lambda lib, a, b: lib.lerp(a, b, 0.25), "lt": lambda lib, a, b: lib.lt(a, b),
    "where": lambda lib, a, b: lib.where(a > 0, a, b), "atan2": lambda lib, a, b: lib.atan2(a, b),
    "addcmul": lambda lib, a, b: lib.addcmul(a, b, a), "igamma": lambda lib, a, b: lib.igamma(a.abs() + 1, b.abs() + 1),
    "rsub": lambda lib, a, b: lib.rsub(a, b, alpha=2), "polar": lambda lib, a, b: lib.polar(a.abs(), b).real,
    "clamp_min": lambda lib, a, b: lib.clamp_min(a, b), "clamp_max": lambda lib, a, b: lib.clamp_max(a, b),
    "clamp": lambda lib, a, b: lib.clamp(a, b, b + 1), "clamp_max_only": lambda lib, a, b: lib.clamp(a, None, b),
    "isclose": lambda lib, a, b: lib.isclose(a, b, equal_nan=True),
}


@pytest.mark.parametrize("first", list(_OPERAND_LAYOUTS))
@pytest.mark.parametrize("second", ["transposed", "row-major", "expanded row", "transposed strided", "row", "0-dim"])
@pytest.mark.parametrize("op", list(_ELEMENTWISE))
def test_element_wise_results_are_laid_out_as_pytorchs_tensor_iterator(torch, first, second, op):
    # Found by make fuzz: inverse(a) * inverse(a).contiguous() was row-major here, column-major in PyTorch, whose
    # TensorIterator lets the first operand that orders two dims decide (NumPy falls back to row-major), and
    # where a broadcast (stride-0) dim says nothing (NumPy makes it the fastest)
    def program(lib):
        y = _ELEMENTWISE[op](lib, _OPERAND_LAYOUTS[first](lib), _OPERAND_LAYOUTS[second](lib))
        return y, _strides(y)
    same(torch, program)


@pytest.mark.parametrize("layout", list(_OPERAND_LAYOUTS))
@pytest.mark.parametrize("op", [lambda lib, x: lib.nan_to_num(x), lambda lib, x: x.exp(), lambda lib, x: -x,
                                lambda lib, x: lib.fill(x, 1.5), lambda lib, x: lib.fill(x, lib.tensor(2.0)),
                                lambda lib, x: lib.nn.functional.relu(x), lambda lib, x: x.sgn(),
                                lambda lib, x: lib.clamp(x, -1.0, 1.0), lambda lib, x: x + 1])
def test_one_operand_results_are_laid_out_as_pytorchs(torch, layout, op):
    # Found by make fuzz: nan_to_num and fill of an expanded tensor: PyTorch's result is row-major
    same(torch, lambda lib: (lambda y: (y, _strides(y)))(op(lib, _OPERAND_LAYOUTS[layout](lib))))


_LAYOUTS_3D = [lambda lib: lib.arange(24.0, dtype=lib.float64).reshape(2, 3, 4).permute(2, 0, 1).cos(),
               lambda lib: lib.arange(24.0, dtype=lib.float64).reshape(2, 3, 4).transpose(0, 2)[:, ::2].sin(),
               lambda lib: lib.arange(48.0, dtype=lib.float64).reshape(4, 12)[:, ::2].reshape(4, 3, 2)[..., :1].cos(),
               lambda lib: lib.arange(3.0, dtype=lib.float64).expand(2, 4, 3).sin(),
               lambda lib: lib.arange(24.0, dtype=lib.float64).reshape(4, 6)[:, ::2].t().cos().reshape(3, 2, 2),
               lambda lib: lib.zeros(3, 0, 2, dtype=lib.float64).transpose(0, 2)]


@pytest.mark.parametrize("make", _LAYOUTS_3D)
@pytest.mark.parametrize("op", [
    lambda lib, x: lib.sort(x, 0), lambda lib, x: lib.sort(x, -1, descending=True), lambda lib, x: lib.msort(x),
    lambda lib, x: lib.argsort(x, stable=True, dim=1), lambda lib, x: lib.sort(x, stable=True, dim=0).indices,
    lambda lib, x: lib.stack([x]), lambda lib, x: lib.stack([x, x.contiguous()], 1),
    lambda lib, x: lib.stack([x, x], -1),
    lambda lib, x: lib.cumsum(x, 0), lambda lib, x: lib.cumprod(x, 1), lambda lib, x: lib.cummax(x, 0),
    lambda lib, x: lib.cummin(x, -1), lambda lib, x: lib.logcumsumexp(x, 0), lambda lib, x: lib.tril(x),
    lambda lib, x: lib.triu(x, 1), lambda lib, x: lib.roll(x, 1, 0), lambda lib, x: lib.roll(x, 2),
    lambda lib, x: 2.0 ** x])
def test_results_of_sorts_joins_and_scans_are_laid_out_as_pytorchs(torch, make, op):
    # Found by make fuzz: sort and argsort keep their input's layout (PyTorch's empty_like: dense in the input's
    # order of strides), stack of a column-major matrix is row-major (a cat), scans, triangles and rolls are
    # row-major, as 2 ** x (pow.Scalar's meta function)
    def program(lib):
        out = op(lib, make(lib))
        outs = tuple(out) if isinstance(out, tuple) else (out,)
        return outs, tuple(_strides(y) for y in outs if y.numel())
    same(torch, program)


@pytest.mark.parametrize("a_shape, b_shape", [((3, 3), (3, 2)), ((2, 3, 3), (2, 3, 2)), ((2, 2), (2, 2)),
                                              ((1, 3, 3), (2, 3, 4)), ((3, 3), (3, 0))])
@pytest.mark.parametrize("column_major_input", [False, True])
@pytest.mark.parametrize("call", [
    lambda lib, a, b: lib.triangular_solve(b, a), lambda lib, a, b: lib.triangular_solve(b, a, transpose=True),
    lambda lib, a, b: lib.triangular_solve(b, a, upper=False, unitriangular=True),
    lambda lib, a, b: lib.cholesky_inverse(a), lambda lib, a, b: lib.cholesky_inverse(a, upper=True),
    lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True),
    lambda lib, a, b: lib.linalg.solve_triangular(a, b.mT, upper=False, left=False)])
def test_triangular_solvers_results_are_column_major_as_pytorchs(torch, a_shape, b_shape, column_major_input, call):
    # Found by make fuzz: PyTorch's trsm and potri write into column-major results (triangular_solve's copy of A too)
    def program(lib):
        n = int(np.prod(a_shape))
        a = lib.arange(1.0, n + 1, dtype=lib.float64).reshape(a_shape).sin().triu() + 3 * lib.eye(a_shape[-1],
                                                                                             dtype=lib.float64)
        if column_major_input:
            a = a.mT.contiguous().mT
        b = lib.arange(float(np.prod(b_shape)), dtype=lib.float64).reshape(b_shape).cos()
        out = call(lib, a, b)
        outs = tuple(out) if isinstance(out, tuple) else (out,)
        # (the values' sizes: potri's signs of zero are its own)
        return tuple(y.abs() for y in outs), tuple(_strides(y) for y in outs if y.numel())
    same(torch, program)


@pytest.mark.parametrize("shape, pivots", [
    ((2, 2), 1), ((2, 2), [3, 3]), ((2, 2), [1]), ((2, 2), [1, 2, 2]), ((2, 2), [0, 1]), ((2, 2), [[1, 2]]),
    ((2, 3, 3), [1, 2, 3]), ((2, 3, 3), [[1, 2, 3]]), ((3, 2), [1, 2]), ((2, 3), [1, 2]), ((3, 2), [3, 3]),
    ((2, 2), [2, -1]), ((0, 2), [])])
@pytest.mark.parametrize("requires_grad", [False, True])
def test_lu_unpack_reads_its_pivots_as_pytorchs_kernel(torch, shape, pivots, requires_grad):
    # Found by make fuzz: pivots of a 0-dim, a short or a batch-less tensor raised NumPy's IndexError or
    # ValueError; PyTorch's kernel reads the first min(m, n) pivots of each matrix (broadcast over LU's batch)
    # and refuses one that names no row
    def program(lib):
        LU = lib.arange(float(np.prod(shape)), dtype=lib.float64).reshape(shape).requires_grad_(requires_grad)
        return tuple(lib.lu_unpack(LU, lib.tensor(pivots, dtype=lib.int32)))
    same(torch, program)


@pytest.mark.parametrize("call", [
    lambda lib, v: v.tril_(), lambda lib, v: v.triu_(), lambda lib, v: v.tril_(-1), lambda lib, v: v.triu_(1),
    lambda lib, v: v.tril_(5), lambda lib, v: v.triu_(-5),
    lambda lib, v: v.index_fill_(1, lib.tensor([2]), -1.0), lambda lib, v: v.index_fill_(0, lib.tensor([2]), -1.0),
    lambda lib, v: v.index_fill_(-1, lib.tensor([0, 3]), lib.tensor(7.0, dtype=lib.float64)),
    lambda lib, v: v.index_fill_(1, lib.tensor([], dtype=lib.long), 2.0),
    lambda lib, v: v.index_fill_(1, lib.tensor([4]), 2.0)])
@pytest.mark.parametrize("expand", [lambda x: x.reshape(4, 1).expand(4, 4), lambda x: x.expand(3, 4),
                                    lambda x: x.reshape(4, 1).expand(2, 4, 4)])
def test_triangles_and_index_fill_write_into_expanded_tensors_as_pytorch(torch, call, expand):
    # Issue 29's brief: tril_, triu_ and index_fill_ of an expand()ed tensor raised here; PyTorch's kernels write
    # through the shared memory (index_fill_ with its deprecation warning), each element it changes
    def program(lib):
        x = lib.arange(1.0, 5.0, dtype=lib.float64)
        v = expand(x)
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            call(lib, v)
        return x, v, v._version, sorted({str(w.message).split(" (Triggered")[0] for w in seen})
    same(torch, program)


@pytest.mark.parametrize("index", [[-2, 2, -1], [0, 5], [5, 0], [1, -3], [1, 1, 7]])
@pytest.mark.parametrize("expanded", [True, False])
def test_index_assignment_into_an_expanded_tensor_writes_up_to_the_bad_index(torch, index, expanded):
    # Found by make fuzz: v = x.expand(2); v[tensor([-2, 2, -1])] = 2. raised before writing here, while
    # PyTorch's kernel writes element by element (the expanded one's shared memory too) until the bad index
    def program(lib):
        x = lib.tensor(0.5, dtype=lib.float64) if expanded else lib.tensor([0.5, 1.5], dtype=lib.float64)
        v = x.expand(2) if expanded else x
        try:
            v[lib.tensor(index)] = 2.0
        except IndexError as error:
            return str(error), x
        return "ran", x
    same(torch, program)


@pytest.mark.parametrize("call", [
    lambda t, x: x.index_put_((t.tensor([0]),), t.tensor(2.0)),
    lambda t, x: x.index_put((t.tensor([0]),), t.tensor(2.0)),
    lambda t, x: x.__setitem__(t.tensor([0]), t.tensor(2.0)),
    lambda t, x: x.__setitem__(t.tensor([0, 1]), t.tensor([1, 2])),
    lambda t, x: x.index_put_((t.tensor([0]),), t.tensor([2.0, 3.0])),
    lambda t, x: x.__setitem__(x > -1, t.tensor(2.0)),
    lambda t, x: x.__setitem__(x > -1, t.tensor([2.0])), lambda t, x: x.__setitem__(t.tensor([0, 1]), 3),
    lambda t, x: x.index_put_((x > -1,), t.tensor(2.0), accumulate=True),
    lambda t, x: x.expand(2, 3).__setitem__(t.tensor([0]), t.tensor(2.0)),
    lambda t, x: x.index_put_((t.tensor([0]),), t.tensor(2.0, dtype=t.float64))])
def test_index_put_writes_values_of_the_targets_dtype_only(torch, call):
    # Found beside issue 29's expanded-target family: PyTorch's index_put_ refuses values of another dtype
    # (after its shape check); a single value under one mask is its masked_fill_, which casts
    def program(lib):
        x = lib.zeros(3, dtype=lib.float64)
        call(lib, x)
        return x
    same(torch, program)


@pytest.mark.parametrize("layout", ["transposed", "expanded row", "expanded column", "strided", "transposed strided"])
@pytest.mark.parametrize("op", [
    lambda lib, x: x.index_copy(0, lib.tensor([1]), lib.ones(1, 4, dtype=lib.float64)),
    lambda lib, x: x.masked_scatter(x > 0, lib.arange(12.0, dtype=lib.float64)),
    lambda lib, x: lib.renorm(x, 2, 0, 1.0),
    lambda lib, x: x.put(lib.tensor([0, 5]), lib.tensor([2.0, 3.0], dtype=lib.float64)),
    lambda lib, x: x.index_put((lib.tensor([0]),), lib.tensor(2.0, dtype=lib.float64)),
    lambda lib, x: x.index_fill(1, lib.tensor([0]), 2.0), lambda lib, x: x.index_fill(0, lib.tensor([2]), 2.0)])
def test_results_of_index_writes_are_laid_out_as_pytorchs(torch, layout, op):
    # index_copy, masked_scatter and renorm are row-major in PyTorch; put, index_put and index_fill write into
    # a clone of the input (its order of strides; an expanded input gives row-major)
    same(torch, lambda lib: (lambda y: (y, _strides(y)))(op(lib, _OPERAND_LAYOUTS[layout](lib))))


@pytest.mark.parametrize("call", [
    lambda t, x, i: x.scatter(0, i, 2.0), lambda t, x, i: x.scatter(0, i, t.ones(1, 1)),
    lambda t, x, i: x.scatter_add(0, i, t.ones(1, 1)), lambda t, x, i: t.gather(x, 0, i),
    lambda t, x, i: x.scatter_reduce(0, i, t.ones(1, 1), "sum")])
def test_scatter_names_self_and_gather_names_input_in_the_dims_error(torch, call):
    same(torch, lambda lib: call(lib, lib.ones(2, 3, 4), lib.zeros((1, 1), dtype=lib.long)))


@pytest.mark.parametrize("make", [lambda lib: lib.ones(3, 4).t(), lambda lib: lib.ones(2, 3, 4, 5).permute(0, 2, 3, 1),
                                  lambda lib: lib.ones(3).expand(2, 3), lambda lib: lib.ones(4, 6)[:, ::2],
                                  lambda lib: lib.ones(2, 3, 4).transpose(0, 2)[:, ::2],
                                  lambda lib: lib.zeros(3, 0).t()])
@pytest.mark.parametrize("like", [lambda lib, x, **k: lib.zeros_like(x, **k),
                                  lambda lib, x, **k: lib.ones_like(x, **k),
                                  lambda lib, x, **k: lib.empty_like(x, **k).zero_(),
                                  lambda lib, x, **k: lib.full_like(x, 2.5, **k)])
@pytest.mark.parametrize("fmt", [None, "preserve_format", "contiguous_format", "channels_last"])
def test_like_factories_keep_the_inputs_order_of_strides_as_pytorch(torch, make, like, fmt):
    # empty_like's preserve_format (the default): the input's order of strides, dense (row-major when expanded)
    def program(lib):
        y = like(lib, make(lib), **({} if fmt is None else {"memory_format": getattr(lib, fmt)}))
        return y, _strides(y)
    same(torch, program)


_ORMQR_SHAPES = [((2, 3, 3), (), (2, 2, 3)), ((2, 3, 3), (5,), (2, 2, 3)), ((2, 3, 3), (5,), (2, 3, 3)),
                 ((3, 3), (2, 3), (3, 3)), ((3, 3), (3,), (4, 3, 3)), ((3, 3), (3,), (3,)), ((3,), (), (3, 3)),
                 ((2, 3, 3), (3, 3), (2, 3, 3)), ((2, 3, 3), (2, 3), (3, 3, 3)), ((4, 2), (3,), (4, 3)),
                 ((2, 4), (2,), (3, 2)), ((2, 3, 3), (2, 2), (2, 3, 3)), ((2, 1, 1), (), (2, 1, 1)),
                 ((4, 2), (2,), (4, 3))]


@pytest.mark.parametrize("a, tau, c", _ORMQR_SHAPES)
@pytest.mark.parametrize("left", [True, False])
def test_ormqr_checks_sizes_before_dims_as_pytorch(torch, a, tau, c, left):
    # Found by make fuzz: ormqr(A, tensor(1.), C) raised the tau-dims error here; PyTorch compares the sizes
    # first, and reading a 0-dim tau's last size is an IndexError
    same(torch, lambda lib: lib.ormqr(lib.ones(a, dtype=lib.float64, requires_grad=True),
                                      lib.ones(tau, dtype=lib.float64), lib.ones(c, dtype=lib.float64), left=left))


@pytest.mark.parametrize("views", [lambda x: x.split(1), lambda x: x.unbind(), lambda x: x.chunk(2),
                                   lambda x: x.tensor_split(2)])
@pytest.mark.parametrize("write", [lambda x, w: x.add_(w), lambda x, w: x[0].mul_(w[0]), lambda x, w: x.copy_(w)])
def test_views_of_multi_output_ops_follow_their_bases_requires_grad(torch, views, write):
    # Found by make fuzz: after x.add_(w) (w requiring grad) PyTorch's split/unbind outputs of x require
    # grad (their history cannot be rebuilt: grad_fn and ops on them raise); they stayed False here
    def program(lib):
        w = lib.ones(2, dtype=lib.float64, requires_grad=True)
        x = lib.zeros(2, dtype=lib.float64)
        parts = views(x)
        write(x, w)
        seen = [(p.requires_grad, p.detach()) for p in parts]
        for p in parts:
            try:
                p.grad_fn
            except RuntimeError as error:
                seen.append(str(error))
        return seen
    same(torch, program)


@pytest.mark.parametrize("call", [
    lambda x: x.__setitem__(None, x), lambda x: x.__setitem__(Ellipsis, x), lambda x: x[None].__setitem__(0, x),
    lambda x: x.reshape(1).__setitem__(slice(None), x), lambda x: x.reshape(1).fill_(x), lambda x: x.fill_(x),
    lambda x: x.reshape(1).__setitem__(None, x.reshape(1))])
def test_a_0_dim_value_fills_even_from_the_targets_own_memory(torch, call):
    # Found by make fuzz: v[None] = v for a 0-dim v raised the partial-overlap error; PyTorch's setitem fills with
    # a 0-dim value, and its fill_ clones a value that is a view of self (a value with dims still is refused)
    def program(lib):
        x = lib.tensor(1.5, dtype=lib.float64)
        call(x)
        return x, x._version
    same(torch, program)


@pytest.mark.parametrize("call", [lambda x: x.fill_(x[0]), lambda x: x[0:1].fill_(x[0]), lambda x: x[1:].fill_(x[0]),
                                  lambda x: x.expand(2, 2).fill_(x[0]), lambda x: x.__setitem__(slice(0, 1), x[0])])
def test_fill_with_a_view_of_itself_as_pytorch(torch, call):
    def program(lib):
        x = lib.tensor([1.0, 2.0], dtype=lib.float64)
        call(x)
        return x, x._version
    same(torch, program)


@pytest.mark.parametrize("target, index, value", [
    ([1.0], [], np.zeros((2, 0))), ([1.0, 2.0], [], np.zeros(3)), ([0.5], [1, 0, 0], [[-1.0], [0.25]]),
    ([0.5], [1, 0, 0], [-1.0]), ([0.5], [0, 0], [[-1.0], [0.25], [1.0]]),
    ([[1.0, 2.0], [3.0, 4.0]], [3], [[1.0, 2.0, 3.0]]),
    ([[1.0, 2.0], [3.0, 4.0]], [1], [[1.0], [2.0]]), ([[1.0, 2.0], [3.0, 4.0]], [[0], [1]], [5.0, 6.0])])
def test_index_assignment_checks_the_values_shape_before_the_indices_range(torch, target, index, value):
    # Found by make fuzz: x[tensor([1, 0, 0])] = v of a shape that does not fit raised the index's IndexError
    # here; PyTorch's index_put_ checks the value's shape before its kernel reads the indices (and an empty
    # result takes no value with dims to spare)
    def program(lib):
        x = lib.tensor(target, dtype=lib.float64)
        x[lib.tensor(index, dtype=lib.int64)] = lib.tensor(value, dtype=lib.float64)
        return x
    same(torch, program)


@pytest.mark.parametrize("dim", [2, -3, 0])
def test_index_copy_wraps_dim_before_its_overlap_check(torch, dim):
    # Found by make fuzz: x.index_copy_(2, i, x) raised the overlap error; PyTorch's meta function wraps dim first
    def program(lib):
        x = lib.ones(1, 2, dtype=lib.float64)
        return x.index_copy_(dim, lib.tensor([0]), x)
    same(torch, program)


@pytest.mark.parametrize("call", [
    lambda t, x: x.__setitem__(t.tensor([0]), x), lambda t, x: x.expand(2, 3).__setitem__(t.tensor([0]), x),
    lambda t, x: x.expand(2, 3).__setitem__(t.tensor([0, 1]), x.expand(2, 3)),
    lambda t, x: x.expand(1, 2, 3).__setitem__(t.tensor([], dtype=t.int64), x.expand(1, 2, 3)),
    lambda t, x: x.__setitem__(t.tensor([0]), x[1:2]),
    lambda t, x: x.__setitem__(t.tensor([0, 1]), x.expand(2, 3)[0, :2]),
    lambda t, x: x.expand(2, 3).__setitem__((t.tensor([0]),), x[::2][:1])])
def test_index_put_lets_memory_it_cannot_tell_about_through(torch, call):
    # Found by make fuzz: v = x.expand(1, 2, 2); v[tensor([])] = v raised the overlap error; PyTorch's overlap
    # test gives up on tensors that are not dense and non-overlapping (an expanded one), and writes
    def program(lib):
        x = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64)
        call(lib, x)
        return x
    same(torch, program)


@pytest.mark.parametrize("make", [lambda lib: lib.ones(1, 3, 3).cumsum(1),
                                  lambda lib: lib.arange(9.0).reshape(3, 3).t(),
                                  lambda lib: lib.arange(12.0).reshape(3, 4).t() - 5,
                                  lambda lib: lib.arange(24.0).reshape(2, 3, 4).permute(2, 1, 0) * 0.5,
                                  lambda lib: lib.arange(12.0).reshape(4, 3)[::2]])
def test_cross_results_are_row_major_as_pytorchs(torch, make):
    # Found by make fuzz: cross(x, x) of a (1, 3, 3) tensor had strides (9, 1, 3), PyTorch's (9, 3, 1)
    def program(lib):
        a = make(lib)
        dim = -1 if a.shape[-1] == 3 else 1
        outs = (lib.cross(a, a.contiguous() + 1, dim=dim), lib.linalg.cross(a.contiguous() * 2, a, dim=dim))
        return outs, tuple(_strides(y) for y in outs)
    same(torch, program)


@pytest.mark.parametrize("threshold, value", [(0.6, 9.0), (-float("inf"), 1.0), (0.8, 0.7)])
def test_threshold_writes_into_an_expanded_tensor_as_pytorch(torch, threshold, value):
    # Found by make fuzz: threshold_ of an expand()ed tensor raised here; PyTorch's writes through its memory
    def program(lib):
        x = lib.tensor([0.5, 0.7, 0.5, 0.9], dtype=lib.float64)
        lib.threshold_(x.expand(3, 4), threshold, value)
        return x, x._version
    same(torch, program)


@pytest.mark.parametrize("a, b", [((0, 1, 0), (1, 1)), ((2, 3, 1), (2, 3)), ((2, 3, 1), (1, 3)), ((0, 1, 2), (1, 1)),
                                  ((0, 2, 1), (2, 1)), ((0, 1, 0), (0, 1)), ((3, 0, 2), (3, 0)), ((2, 3, 2), (2, 3)),
                                  ((1, 3, 2), (3, 1)), ((2, 3, 2), (3, 1)), ((3, 2), (3,)), ((1, 3, 2), (3, 2))])
def test_lstsq_tells_a_vector_right_hand_side_as_pytorch(torch, a, b):
    # Found by make fuzz: lstsq(zeros(0, 1, 0), tensor([[0.5]])) took B for a batch of vectors (solution (0, 0));
    # PyTorch's B is a vector only when it has A's batch shape (B.shape == A.shape[:-1]), and a matrix B one dim
    # short of A broadcasts A's batch with B's leading dims
    def program(lib):
        A = lib.arange(float(np.prod(a)), dtype=lib.float64).reshape(a).sin()
        B = lib.arange(float(np.prod(b)), dtype=lib.float64).reshape(b).cos()
        X = lib.linalg.lstsq(A, B).solution
        # (shapes and ranks: where m < n PyTorch's solution view reads its buffer inconsistently, .sum() and
        # .contiguous() disagree with what it prints)
        return tuple(X.shape), lib.linalg.lstsq(A, B).rank
    same(torch, program)


@pytest.mark.parametrize("index", [[0, 1], [1, 2, 0], [0, 0, 5], [-1, 3], [[0], [4]]])
@pytest.mark.parametrize("value", [[7.0, 8.0], [[7.0, 8.0]], [[7.0, 8.0], [9.0, 10.0]], 6.0])
def test_index_assignment_of_rows_writes_up_to_the_bad_index(torch, index, value):
    # Found by make fuzz (a wrong value): v = (x * 1.5).unsqueeze(0); v[tensor([0, 1])] = x wrote nothing before
    # raising here; PyTorch's kernel writes the rows of a row-major target in the index's order until the bad one
    def program(lib):
        x = lib.arange(6.0, dtype=lib.float64).reshape(3, 2)[:2 if np.ndim(index) == 1 and len(index) == 2 else 3]
        try:
            x[lib.tensor(index)] = lib.tensor(value, dtype=lib.float64)
        except (IndexError, RuntimeError) as error:
            return type(error).__name__, str(error), x
        return "ran", x
    same(torch, program)


@pytest.mark.parametrize("dim, index, value", [
    (-4, ([0, 2, 1], "long"), 1.0), (-4, ([2], "int"), 1.0), (0, ([2], "int"), 1.0), (-4, ([2], "long"), [1.0, 2.0]),
    (0, ([2, 2], "int"), 1.0), (0, ([2, 2], "long"), [1.0, 2.0]), (0, ([5], "long"), 1.0), (-4, ([5], "long"), 1.0),
    (1, ([1], "long"), 2.0)])
def test_index_fill_checks_in_pytorchs_order(torch, dim, index, value):
    # Found by make fuzz: index_fill_(-4, an index of 3 dims, v) raised 'Index has to be a vector/scalar';
    # PyTorch checks the value's dims, the index's dtype, then dim, before the index's dims
    def program(lib):
        shape, kind = index
        i = lib.zeros(shape, dtype=lib.long if kind == "long" else lib.int32) if len(shape) != 1 else \
            lib.tensor(shape, dtype=lib.long if kind == "long" else lib.int32)
        v = value if isinstance(value, float) else lib.tensor(value)
        return lib.ones(1, 3, 1).index_fill_(dim, i, v)
    same(torch, program)


@pytest.mark.parametrize("shape", [(), (2,), (2, 2), (0, 2)])
@pytest.mark.parametrize("requires_grad", [False, True])
@pytest.mark.parametrize("grad_mode", [True, False])
def test_lu_unpack_of_too_few_dims_raises_where_pytorchs_autograd_reads_its_sizes(torch, shape, requires_grad,
                                                                                  grad_mode):
    # Found by make fuzz (its biggest family): lu_unpack(tensor(0.5, requires_grad=True), ...) raised the kernel's
    # dims error; PyTorch's autograd reads LU_data.size(-1) and size(-2) while it records, before the kernel
    def program(lib):
        LU = lib.ones(shape, dtype=lib.float64, requires_grad=requires_grad)
        with lib.set_grad_enabled(grad_mode):
            return tuple(lib.lu_unpack(LU, lib.tensor([1, 2], dtype=lib.int32)[:min(shape[-2:], default=0)]))
    same(torch, program)
