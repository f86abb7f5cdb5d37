"""Linear algebra beyond what the table's samples can express: outputs defined only up to sign
(eigenvectors, singular vectors) compared with PyTorch through sign-invariant functions,
singular / not positive-definite inputs (errors, `info`, det's gradient at singular matrices),
QR modes that are not differentiable, and the Python conventions (einsum operands, mT, views).
"""
import numpy as np
import pytest

import gradtable
from gradtable.autograd import gradcheck, gradgradcheck


def rand(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape)


def symmetric(*shape, seed=0):
    a = rand(*shape, seed=seed)
    return a + np.swapaxes(a, -1, -2)


# -- comparing a function of several outputs with PyTorch, to second order -----------------------

def compare_with_torch(torch, fn, arrays, rtol=1e-7, atol=1e-9, second_order=True):
    """fn(lib, *tensors) -> tuple of tensors, run on gradtable and PyTorch: forward values, the
    gradients for random output gradients, and the gradient of <gradients, w> with respect to the
    inputs and the output gradients (double backward)."""
    ours_in = [gradtable.tensor(a, requires_grad=True) for a in arrays]
    theirs_in = [torch.tensor(a, requires_grad=True) for a in arrays]
    ours, theirs = fn(gradtable, *ours_in), fn(torch, *theirs_in)
    for o, t in zip(ours, theirs):
        np.testing.assert_allclose(o.detach().numpy(), t.detach().numpy(), rtol=rtol, atol=atol)
    rng = np.random.default_rng(7)
    seeds = [rng.standard_normal(tuple(t.shape)) for t in theirs]
    ours_go = [gradtable.tensor(s, requires_grad=True) for s in seeds]
    theirs_go = [torch.tensor(s, requires_grad=True) for s in seeds]
    g_ours = gradtable.autograd.grad(list(ours), ours_in, ours_go, create_graph=True)
    g_theirs = torch.autograd.grad(list(theirs), theirs_in, theirs_go, create_graph=True)
    for a, b in zip(g_ours, g_theirs):
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=rtol, atol=atol)
    if not second_order:
        return
    weights = [rng.standard_normal(tuple(b.shape)) for b in g_theirs]
    s_ours = sum((a * gradtable.tensor(w)).sum() for a, w in zip(g_ours, weights))
    s_theirs = sum((b * torch.tensor(w)).sum() for b, w in zip(g_theirs, weights))
    gg_ours = gradtable.autograd.grad(s_ours, ours_in + ours_go, allow_unused=True, materialize_grads=True)
    gg_theirs = torch.autograd.grad(s_theirs, theirs_in + theirs_go, allow_unused=True, materialize_grads=True)
    for a, b in zip(gg_ours, gg_theirs):
        np.testing.assert_allclose(a.numpy(), b.numpy(force=True), rtol=rtol * 10, atol=atol * 10)


def compare_tangents_with_torch(torch, fn, arrays, rtol=1e-7, atol=1e-9):
    """fn(lib, *tensors) -> tuple of tensors, run in forward mode on gradtable and PyTorch with the
    same random tangents: the outputs' tangents agree."""
    rng = np.random.default_rng(3)
    tangents = [rng.standard_normal(a.shape) for a in arrays]
    results = []
    for lib, make in ((gradtable, gradtable.tensor), (torch, torch.tensor)):
        fw = lib.autograd.forward_ad
        with fw.dual_level():
            outs = fn(lib, *(fw.make_dual(make(a), make(t)) for a, t in zip(arrays, tangents)))
            results.append([fw.unpack_dual(o).tangent for o in outs])
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(force=True), rtol=rtol, atol=atol)


def check_gradients(fn, arrays):
    """gradcheck and gradgradcheck of fn(gradtable, *tensors) in float64."""
    inputs = [gradtable.tensor(a, requires_grad=True) for a in arrays]
    f = lambda *xs: tuple(fn(gradtable, *xs))  # noqa: E731
    assert gradcheck(f, inputs, eps=1e-6, atol=1e-5, rtol=1e-3)
    assert gradgradcheck(f, inputs, eps=1e-6, atol=1e-5, rtol=1e-3)


# -- eigh / svd: sign-invariant functions of the outputs ----------------------------------------

def _sym(x):
    """Gradients of ops that read one triangle are only meaningful for symmetric perturbations."""
    return (x + x.mT) / 2


def eigh_fixed_signs(lib, A, UPLO="L"):
    L, V = lib.linalg.eigh(_sym(A), UPLO=UPLO)
    return L, V * lib.sign(V[..., :1, :])  # each eigenvector with a positive first entry


def svd_fixed_signs(lib, A, full_matrices=False):
    U, S, Vh = lib.linalg.svd(A, full_matrices=full_matrices)
    k = S.shape[-1]
    U, Vh = U[..., :k], Vh[..., :k, :]  # full_matrices: the extra columns are any orthonormal completion
    signs = lib.sign(U[..., :1, :])
    return U * signs, S, Vh * signs.mT


@pytest.mark.parametrize("shape,UPLO", [((3, 3), "L"), ((2, 4, 4), "U"), ((1, 1), "L")])
def test_eigh_matches_pytorch_up_to_eigenvector_signs(torch, shape, UPLO):
    compare_with_torch(torch, lambda lib, A: eigh_fixed_signs(lib, A, UPLO), [rand(*shape)])
    check_gradients(lambda lib, A: eigh_fixed_signs(lib, A, UPLO), [rand(*shape)])


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4), (2, 3, 5)])
@pytest.mark.parametrize("full_matrices", [False, True])
def test_svd_matches_pytorch_up_to_singular_vector_signs(torch, shape, full_matrices):
    fn = lambda lib, A: svd_fixed_signs(lib, A, full_matrices)  # noqa: E731
    compare_with_torch(torch, fn, [rand(*shape)])
    check_gradients(fn, [rand(*shape)])


@pytest.mark.parametrize("shape,UPLO", [((3, 3), "L"), ((2, 4, 4), "U")])
def test_eigh_tangents_match_pytorch_up_to_eigenvector_signs(torch, shape, UPLO):
    compare_tangents_with_torch(torch, lambda lib, A: eigh_fixed_signs(lib, A, UPLO), [rand(*shape)])


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4), (2, 3, 5)])
@pytest.mark.parametrize("full_matrices", [False, True])
def test_svd_tangents_match_pytorch_up_to_singular_vector_signs(torch, shape, full_matrices):
    compare_tangents_with_torch(torch, lambda lib, A: svd_fixed_signs(lib, A, full_matrices), [rand(*shape)])


@pytest.mark.parametrize("shape", [(4, 2), (2, 4)])
def test_svd_full_matrices_extra_columns_get_zero_tangents_as_in_pytorch(torch, shape):
    """The completion of U (or V) to a square matrix is not a function of A: no tangent."""
    def extra_columns(lib, A):
        U, S, Vh = lib.linalg.svd(A, full_matrices=True)
        return U[..., S.shape[-1]:], Vh[..., S.shape[-1]:, :]
    compare_tangents_with_torch(torch, extra_columns, [rand(*shape)])


def test_eigh_gives_ascending_eigenvalues_and_orthonormal_eigenvectors():
    A = gradtable.tensor(symmetric(2, 4, 4))
    L, V = gradtable.linalg.eigh(A)
    assert np.all(np.diff(L.numpy(), axis=-1) > 0)
    np.testing.assert_allclose((V.mT @ V).numpy(), np.broadcast_to(np.eye(4), (2, 4, 4)), atol=1e-12)
    np.testing.assert_allclose((V @ gradtable.diag_embed(L) @ V.mT).numpy(), A.numpy(), atol=1e-12)


def test_svd_reconstructs_and_full_matrices_shapes(torch):
    A = rand(2, 5, 3)
    for full in (True, False):
        U, S, Vh = gradtable.linalg.svd(gradtable.tensor(A), full_matrices=full)
        tU, tS, tVh = torch.linalg.svd(torch.tensor(A), full_matrices=full)
        assert (U.shape, S.shape, Vh.shape) == (tU.shape, tS.shape, tVh.shape)
        k = S.shape[-1]
        np.testing.assert_allclose((U[..., :k] * S.unsqueeze(-2) @ Vh[..., :k, :]).numpy(), A, atol=1e-12)


def test_eigvalsh_and_svdvals_need_no_sign_fixing(torch):
    compare_with_torch(torch, lambda lib, A: (lib.linalg.eigvalsh(_sym(A)),), [rand(3, 3)])
    compare_with_torch(torch, lambda lib, A: (lib.linalg.svdvals(A),), [rand(2, 3, 4)])


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
def test_repeated_singular_values_still_differentiate_svdvals(torch):
    """svdvals' gradient U diag(gS) Vh needs no 1 / (S_j^2 - S_k^2) term, so the identity
    (all singular values equal) has a finite gradient, as in PyTorch (its second derivative
    is not finite there, in both libraries)."""
    compare_with_torch(torch, lambda lib, A: (lib.linalg.svdvals(A),), [np.eye(3)])


# -- singular and indefinite inputs ---------------------------------------------------------------

SINGULAR = np.array([[1.0, 2.0], [2.0, 4.0]])
SINGULAR_3 = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 1.0, 1.0]])
INDEFINITE = np.array([[1.0, 2.0], [2.0, 1.0]])


def error_of(fn):
    with pytest.raises((RuntimeError, IndexError)) as info:
        fn()
    return info.value


def assert_same_error(torch, call, *arrays, **kwargs):
    """Same message and the same kind of error (LinAlgError, other RuntimeError, IndexError) as PyTorch."""
    ours = error_of(lambda: call(gradtable, *[gradtable.tensor(a) for a in arrays], **kwargs))
    theirs = error_of(lambda: call(torch, *[torch.tensor(a) for a in arrays], **kwargs))
    assert str(ours) == str(theirs)
    assert isinstance(ours, gradtable.linalg.LinAlgError) == isinstance(theirs, torch.linalg.LinAlgError)
    assert isinstance(ours, IndexError) == isinstance(theirs, IndexError)


@pytest.mark.parametrize("call,arrays", [
    (lambda lib, A: lib.linalg.inv(A), [SINGULAR]),
    (lambda lib, A: lib.linalg.inv(A), [SINGULAR_3]),
    (lambda lib, A: lib.inverse(A), [np.stack([np.eye(2), SINGULAR])]),
    (lambda lib, A: lib.linalg.inv_ex(A, check_errors=True), [SINGULAR]),
    (lambda lib, A: lib.linalg.inv(A), [rand(2, 3)]),
    (lambda lib, A: lib.linalg.inv(A), [rand(3)]),
    (lambda lib, A: lib.linalg.inv(A), [np.ones((2, 2), dtype=np.int64)]),
    (lambda lib, A: lib.linalg.det(A), [rand(2, 3)]),
    (lambda lib, A: lib.det(A), [rand(3)]),
    (lambda lib, A: lib.linalg.slogdet(A), [rand(2, 3)]),
    (lambda lib, A: lib.logdet(A), [rand(2, 3)]),
    (lambda lib, A, B: lib.linalg.solve(A, B), [SINGULAR, np.ones(2)]),
    (lambda lib, A, B: lib.linalg.solve(A, B), [np.stack([np.eye(2), SINGULAR]), np.ones((2, 2, 1))]),
    (lambda lib, A, B: lib.linalg.solve_ex(A, B, check_errors=True), [SINGULAR, np.ones(2)]),
    (lambda lib, A, B: lib.linalg.solve(A, B), [rand(2, 3), np.ones(2)]),
    (lambda lib, A, B: lib.linalg.solve(A, B), [rand(3, 3), np.ones(2)]),
    (lambda lib, A, B: lib.linalg.solve(A, B), [rand(3, 3), np.ones((2, 4))]),
    (lambda lib, A, B: lib.linalg.solve(A, B, left=False), [rand(3, 3), np.ones((4, 2))]),
    (lambda lib, A, B: lib.linalg.solve(A, B, left=False), [rand(3, 3), np.ones(3)]),
    (lambda lib, A, B: lib.linalg.solve(A, B), [rand(3, 3).astype(np.float32), np.ones(3)]),
    (lambda lib, A: lib.linalg.cholesky(A), [INDEFINITE]),
    (lambda lib, A: lib.linalg.cholesky(A), [np.diag([1.0, 1.0, -1.0])]),
    (lambda lib, A: lib.linalg.cholesky(A, upper=True), [np.stack([np.eye(2), INDEFINITE])]),
    (lambda lib, A: lib.linalg.cholesky_ex(A, check_errors=True), [-np.eye(2)]),
    (lambda lib, A: lib.linalg.cholesky(A), [rand(2, 3)]),
    (lambda lib, A: lib.linalg.qr(A, mode="bad"), [rand(3, 3)]),
    (lambda lib, A: lib.linalg.qr(A), [rand(3)]),
    (lambda lib, A: lib.linalg.eigh(A), [rand(2, 3)]),
    (lambda lib, A: lib.linalg.eigh(A, UPLO="X"), [rand(3, 3)]),
    (lambda lib, A: lib.linalg.eigvalsh(A), [rand(2, 3)]),
    (lambda lib, A: lib.linalg.svd(A), [rand(3)]),
    (lambda lib, A: lib.linalg.svdvals(A), [np.ones((2, 2), dtype=np.int64)]),
    (lambda lib, A: lib.trace(A), [rand(2, 2, 2)]),
    (lambda lib, A: lib.diag(A), [rand(2, 2, 2)]),
    (lambda lib, A: lib.diag(A), [np.array(1.0)]),
    (lambda lib, A: lib.tril(A), [rand(3)]),
    (lambda lib, A: lib.triu(A), [rand(3)]),
    (lambda lib, A: lib.diagonal(A, 0, 1, 1), [rand(3, 3)]),
    (lambda lib, A: lib.diagonal(A, 0, 0, 2), [rand(3, 3)]),
    (lambda lib, A: lib.diag_embed(A, 0, 0, 0), [rand(3)]),
    (lambda lib, A: A.mT, [rand(3)]),
    (lambda lib, A: A.mH, [rand(3)]),
    (lambda lib, A, B: lib.outer(A, B), [rand(3, 2), rand(3)]),
    (lambda lib, A, B: lib.outer(A, B), [rand(3), rand(3, 2)]),
])
def test_errors_match_pytorch(torch, call, arrays):
    assert_same_error(torch, call, *arrays)


@pytest.mark.parametrize("equation,shapes", [
    ("ij,jk->ik", [(2, 3), (4, 5)]),
    ("ij,jk->ik", [(2, 3)]),
    ("ij->ik", [(2, 3), (3, 4)]),
    ("ijk->", [(2, 3)]),
    ("...ijk->", [(2, 3)]),
    ("ij->k", [(2, 3)]),
    ("ij->ii", [(2, 3)]),
    ("ii->i", [(3, 4)]),
    ("i1->i", [(3, 4)]),
])
def test_einsum_errors_match_pytorch(torch, equation, shapes):
    arrays = [rand(*s) for s in shapes]
    assert_same_error(torch, lambda lib, *ts: lib.einsum(equation, *ts), *arrays)


@pytest.mark.parametrize("name,args", [
    ("inv_ex", [SINGULAR]), ("inv_ex", [np.stack([SINGULAR_3, np.eye(3), SINGULAR_3[[2, 0, 1]]])]),
    ("solve_ex", [SINGULAR, np.ones(2)]), ("cholesky_ex", [INDEFINITE]),
    ("cholesky_ex", [np.stack([np.eye(3), np.diag([1.0, -1.0, 1.0])])]), ("inv_ex", [np.eye(2)]),
])
def test_info_of_the_ex_functions_matches_pytorch(torch, name, args):
    ours = getattr(gradtable.linalg, name)(*[gradtable.tensor(a) for a in args])
    theirs = getattr(torch.linalg, name)(*[torch.tensor(a) for a in args])
    assert ours.info.dtype == gradtable.int32 and theirs.info.dtype == torch.int32
    np.testing.assert_array_equal(ours.info.numpy(), theirs.info.numpy())
    ok = theirs.info.numpy() == 0
    np.testing.assert_allclose(ours[0].numpy()[ok], theirs[0].numpy()[ok], rtol=1e-10)


def test_linalg_error_is_a_runtime_error(lib):
    with pytest.raises(lib.linalg.LinAlgError):
        lib.linalg.inv(lib.zeros(2, 2))
    assert issubclass(lib.linalg.LinAlgError, RuntimeError)


@pytest.mark.parametrize("A", [SINGULAR, np.stack([SINGULAR, rand(2, 2)]),
                               np.array([[1.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 2.0]])])
def test_det_gradient_at_singular_matrices_matches_pytorch(torch, A):
    """A^{-1} does not exist there; the gradient is the adjugate, via the SVD as in PyTorch."""
    compare_with_torch(torch, lambda lib, X: (lib.linalg.det(X),), [A], atol=1e-8)


def test_det_gradient_at_the_zero_matrix_matches_pytorch(torch):
    """First order only: at a matrix with several zero singular values PyTorch's second
    derivative is NaN (it divides by S_j^2 - S_k^2 = 0), ours is 0 (the terms that would
    divide by zero are skipped as their gradients are zero)."""
    compare_with_torch(torch, lambda lib, X: (lib.linalg.det(X),), [np.zeros((3, 3))], second_order=False)


def test_logdet_is_nan_for_negative_and_minus_inf_for_zero_determinant(lib):
    assert np.isnan(lib.logdet(-lib.eye(3, dtype=lib.float64)).item())
    assert lib.logdet(lib.zeros(2, 2, dtype=lib.float64)).item() == float("-inf")
    sign, logabsdet = lib.slogdet(-lib.eye(3, dtype=lib.float64))
    assert sign.item() == -1.0 and logabsdet.item() == 0.0


# -- QR modes -------------------------------------------------------------------------------------

def test_qr_mode_r_returns_an_empty_q_and_refuses_backward(torch):
    A = rand(4, 3)
    Q, R = gradtable.linalg.qr(gradtable.tensor(A), mode="r")
    tQ, tR = torch.linalg.qr(torch.tensor(A), mode="r")
    assert Q.shape == tQ.shape == (0,)
    np.testing.assert_allclose(R.numpy(), tR.numpy(), atol=1e-12)
    ours = error_of(lambda: gradtable.linalg.qr(gradtable.tensor(A, requires_grad=True), mode="r")[1].sum().backward())
    theirs = error_of(lambda: torch.linalg.qr(torch.tensor(A, requires_grad=True), mode="r")[1].sum().backward())
    assert str(ours) == str(theirs)


def test_qr_complete_with_more_rows_than_columns_refuses_backward(torch):
    A = rand(4, 3)
    Q, R = gradtable.linalg.qr(gradtable.tensor(A), mode="complete")
    assert Q.shape == (4, 4) and R.shape == (4, 3)
    ours = error_of(lambda: gradtable.linalg.qr(gradtable.tensor(A, requires_grad=True), mode="complete")[0].sum()
                    .backward())
    theirs = error_of(lambda: torch.linalg.qr(torch.tensor(A, requires_grad=True), mode="complete")[0].sum()
                      .backward())
    assert str(ours) == str(theirs)


@pytest.mark.parametrize("mode", ["r", "complete"])
def test_qr_modes_without_a_derivative_refuse_forward_mode_too(torch, mode):
    A = rand(4, 3)

    def run(lib):
        fw = lib.autograd.forward_ad
        with fw.dual_level():
            return error_of(lambda: lib.linalg.qr(fw.make_dual(lib.tensor(A), lib.tensor(A)), mode=mode))
    ours, theirs = run(gradtable), run(torch)
    assert type(ours) is type(theirs) and str(ours) == str(theirs)


# -- Python conventions ---------------------------------------------------------------------------

def test_einsum_takes_operands_as_arguments_or_one_list(lib):
    a = lib.arange(6.0).reshape(2, 3)
    b = lib.arange(12.0).reshape(3, 4)
    expected = (a @ b).numpy()
    np.testing.assert_allclose(lib.einsum("ij,jk", a, b).numpy(), expected)
    np.testing.assert_allclose(lib.einsum("ij,jk->ik", [a, b]).numpy(), expected)
    assert lib.einsum("i,i", lib.ones(3, dtype=lib.int64), lib.ones(3, dtype=lib.int64)).dtype == lib.int64


def test_einsum_gradients_match_pytorch(torch):
    compare_with_torch(torch, lambda lib, a, b, c: (lib.einsum("bij,bjk,k->bi", a, b, c),),
                       [rand(2, 3, 4), rand(2, 4, 5), rand(5)])


def test_diagonal_is_a_writable_view(lib):
    x = lib.zeros(3, 3)
    with lib.no_grad():
        x.diagonal().add_(1.0)
    np.testing.assert_array_equal(x.numpy(), np.eye(3))


def test_mT_mH_transpose_the_last_two_dims(lib):
    x = lib.arange(24.0).reshape(2, 3, 4).requires_grad_()
    assert x.mT.shape == (2, 4, 3) and x.mH.shape == (2, 4, 3)
    assert x.mT.grad_fn.name() == "TransposeBackward0"
    np.testing.assert_array_equal(x.mT.detach().numpy(), np.swapaxes(x.detach().numpy(), -1, -2))


def test_trace_of_integers_is_int64(lib):
    assert lib.trace(lib.ones(2, 3, dtype=lib.int32)).dtype == lib.int64


def test_solve_broadcasts_batches_and_reduces_their_gradients(torch):
    compare_with_torch(torch, lambda lib, A, B: (lib.linalg.solve(A, B),), [rand(3, 3) + 3 * np.eye(3), rand(2, 3, 2)])
    compare_with_torch(torch, lambda lib, A, B: (lib.linalg.solve(A, B),), [rand(2, 1, 3, 3) + 3 * np.eye(3),
                                                                              rand(4, 3, 2)])


# -- matrix norms from singular values (2, -2, 'nuc') and every ord of linalg.matrix_norm ----------

@pytest.mark.parametrize("ord_", [2, -2, "nuc"])
@pytest.mark.parametrize("shape, dim, keepdim", [((3, 4), None, False), ((4, 3), None, True),
                                                 ((2, 3, 4), (2, 0), False), ((2, 4, 3), (-2, -1), True)])
def test_norms_from_singular_values_match_pytorch(torch, ord_, shape, dim, keepdim):
    def norms(lib, a):
        if dim is None:
            return lib.linalg.norm(a, ord_, keepdim=keepdim), lib.linalg.matrix_norm(a, ord_, keepdim=keepdim)
        return lib.linalg.norm(a, ord_, dim, keepdim), lib.linalg.matrix_norm(a, ord_, dim, keepdim)
    compare_with_torch(torch, norms, [rand(*shape, seed=3)])


@pytest.mark.parametrize("ord_", ["fro", "nuc", 1, -1, 2, -2, float("inf"), -float("inf")])
def test_matrix_norm_every_ord_matches_pytorch(torch, ord_):
    compare_with_torch(torch, lambda lib, a: (lib.linalg.matrix_norm(a, ord_, (0, 2)),
                                              lib.linalg.matrix_norm(a, ord=ord_, keepdim=True)),
                       [rand(3, 2, 4, seed=5)])


@pytest.mark.parametrize("ord_", [2, "nuc"])
def test_singular_value_norm_grad_fn_names(lib, ord_):
    a = lib.tensor(rand(2, 3, 4, seed=1), requires_grad=True)
    expected = "AmaxBackward0" if ord_ == 2 else "SumBackward1"
    assert type(lib.linalg.matrix_norm(a, ord_).grad_fn).__name__ == expected
    assert type(lib.linalg.matrix_norm(a, ord_, keepdim=True).grad_fn).__name__ == "PermuteBackward0"


def test_matrix_norm_default_is_frobenius(lib):
    a = lib.tensor(rand(3, 4, seed=2))
    np.testing.assert_allclose(lib.linalg.matrix_norm(a).item(), np.linalg.norm(rand(3, 4, seed=2)), rtol=1e-12)


# -- singular to working precision: the zero pivot as PyTorch's LAPACK finds it -------------------

# equal rows: singular only if the LU's rounding is exact
_ROUNDING_SINGULAR = np.full((2, 2), 1 / (1 + np.exp(2.0)))


@pytest.mark.parametrize("call", [lambda lib, a: lib.linalg.inv(a), lambda lib, a: lib.linalg.inv_ex(a),
                                  lambda lib, a: lib.linalg.solve(a, lib.ones(2, dtype=lib.float64)),
                                  lambda lib, a: lib.linalg.solve_ex(a, lib.ones(2, dtype=lib.float64))])
def test_a_matrix_singular_by_rounding_as_pytorch(torch, call):
    """[[a, a], [a, a]]: NumPy's solver leaves a tiny pivot (fused multiply-adds), PyTorch's LAPACK
    an exact zero (found by make fuzz: linalg.inv ran where PyTorch raised)."""
    outcomes = []
    for lib in (gradtable, torch):
        try:
            out = call(lib, lib.tensor(_ROUNDING_SINGULAR))
            outcomes.append([repr(t.tolist()) for t in (out if isinstance(out, tuple) else (out,))])  # (nan == nan)
        except RuntimeError as err:
            outcomes.append((type(err).__name__, str(err)))
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 8])
def test_lu_steps_are_pytorch_lapacks_bit_for_bit(torch, n):
    """kernels.linalg.lapack_lu (the LU of singular and non-finite inputs) against PyTorch's LAPACK."""
    from gradtable.kernels.linalg import lapack_lu
    for seed in range(10):
        for dtype in (np.float64, np.float32):
            a = rand(n, n, seed=seed).astype(dtype)
            theirs = torch.linalg.lu_factor_ex(torch.tensor(a))[0].numpy()
            np.testing.assert_array_equal(lapack_lu(a[None])[0][0], theirs)
