"""Factorizations and their solvers beyond the table's samples, against PyTorch: the outputs LAPACK fills
(pivots, info, ranks, residuals, singular values) for batched, empty, singular and rank-deficient inputs;
torch.svd's singular vectors through sign-invariant functions; error texts; the deprecation warnings of the
legacy spellings and the removal errors of the functions PyTorch keeps only to raise.
"""
import warnings

import numpy as np
import pytest
from test_linalg_extra import assert_same_error, check_gradients, compare_with_torch, rand

import gradtable

SINGULAR = np.array([[1.0, 2.0], [2.0, 4.0]])
RANK_ONE = np.outer([1.0, 2.0, 3.0], [1.0, -1.0, 2.0, 0.5])


def both(torch, fn, *arrays):
    """fn(lib, *tensors) on gradtable and PyTorch, results as tuples of NumPy arrays."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours = fn(gradtable, *[gradtable.tensor(a) for a in arrays])
        theirs = fn(torch, *[torch.tensor(a) for a in arrays])
    as_tuple = lambda r: tuple(r) if isinstance(r, tuple) else (r,)  # noqa: E731
    return as_tuple(ours), as_tuple(theirs)


def assert_same_results(torch, fn, *arrays, rtol=1e-10, atol=1e-12):
    ours, theirs = both(torch, fn, *arrays)
    assert len(ours) == len(theirs)
    for o, t in zip(ours, theirs):
        assert tuple(o.shape) == tuple(t.shape) and str(o.dtype) == str(t.dtype), (o, t)
        np.testing.assert_allclose(o.numpy(), t.numpy(), rtol=rtol, atol=atol)


# -- LU -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("A", [SINGULAR, np.stack([np.eye(3), RANK_ONE[:, :3], -np.eye(3)]), rand(0, 3, 3),
                               rand(3, 0), RANK_ONE, RANK_ONE.T, np.zeros((2, 2))])
def test_lu_factor_ex_pivots_and_info_match_pytorch_for_singular_and_empty_inputs(torch, A):
    assert_same_results(torch, lambda lib, a: tuple(lib.linalg.lu_factor_ex(a)), A)
    assert_same_results(torch, lambda lib, a: tuple(lib.linalg.lu(a)), A)


def test_lu_unpack_without_data_or_pivots_gives_empty_tensors(torch):
    A = rand(2, 3, 4)
    for data, pivots in ((False, True), (True, False)):
        assert_same_results(torch, lambda lib, a: tuple(lib.lu_unpack(*lib.linalg.lu_factor(a), data, pivots)), A)


@pytest.mark.parametrize("get_infos", [False, True])
def test_torch_lu_and_tensor_lu(torch, get_infos):
    """Even without get_infos a singular matrix passes (PyTorch's _lu_with_info does not check)."""
    A = np.stack([rand(3, 3), np.eye(3)[[2, 0, 1]], np.zeros((3, 3))])
    assert_same_results(torch, lambda lib, a: lib.lu(a, get_infos=get_infos), A)
    assert_same_results(torch, lambda lib, a: a.lu(pivot=True, get_infos=get_infos), A)


def test_lu_solve_broadcasts_the_right_hand_side_over_batches(torch):
    A, B = rand(2, 3, 3), rand(4, 1, 3, 2, seed=1)
    assert_same_results(torch, lambda lib, a, b: lib.linalg.lu_solve(*lib.linalg.lu_factor(a), b), A, B)
    compare_with_torch(torch, lambda lib, a, b: (lib.linalg.lu_solve(*lib.linalg.lu_factor(a), b, adjoint=True),),
                       [A, B])


# -- triangular and Cholesky solves ---------------------------------------------------------------

def test_solve_triangular_with_a_zero_on_the_diagonal_divides_as_pytorch(torch):
    """trsm does not check for singularity: inf and nan, not an error."""
    A = np.array([[1.0, 2.0], [0.0, 0.0]])
    with np.errstate(all="ignore"):
        assert_same_results(torch, lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True), A, np.ones((2, 1)))


def test_solve_triangular_promotes_and_broadcasts(torch):
    A, B = np.triu(rand(2, 1, 3, 3)) + 3 * np.eye(3), rand(4, 3, 2).astype(np.float32)
    assert_same_results(torch, lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True), A, B, rtol=1e-6)


def test_triangular_solve_broadcasts_and_returns_a_copy_of_A(torch):
    A, b = np.tril(rand(3, 3)) + 3 * np.eye(3), rand(2, 3, 2, seed=2)
    assert_same_results(torch, lambda lib, b_, a: tuple(lib.triangular_solve(b_, a, upper=False)), b, A)
    compare_with_torch(torch, lambda lib, b_, a: tuple(lib.triangular_solve(b_, a.tril(), upper=False)), [b, A])


def test_cholesky_solve_and_inverse_broadcast_and_read_one_triangle(torch):
    L = np.linalg.cholesky(rand(3, 3) @ rand(3, 3).T + 3 * np.eye(3)) + np.triu(np.ones((3, 3)), 1)
    assert_same_results(torch, lambda lib, b, f: lib.cholesky_solve(b, f), rand(2, 3, 1, seed=4), L)
    assert_same_results(torch, lambda lib, f: lib.cholesky_inverse(f), L)
    assert_same_results(torch, lambda lib, f: lib.cholesky_inverse(f, upper=True), L.T)


def test_cholesky_inverse_of_an_empty_batch(torch):
    assert_same_results(torch, lambda lib, f: lib.cholesky_inverse(f), rand(0, 2, 2))


# -- pseudo-inverse, rank, least squares ------------------------------------------------------------

@pytest.mark.parametrize("A", [RANK_ONE, RANK_ONE.T, np.zeros((2, 3)), rand(0, 3), rand(2, 0, 3)])
def test_pinv_and_matrix_rank_of_rank_deficient_and_empty_matrices(torch, A):
    assert_same_results(torch, lambda lib, a: lib.linalg.pinv(a), A)
    assert_same_results(torch, lambda lib, a: lib.linalg.matrix_rank(a), A)
    assert_same_results(torch, lambda lib, a: lib.pinverse(a), A)


def test_matrix_rank_tolerances(torch):
    A = np.diag([3.0, 1.0, 1e-3])
    for kwargs in ({"atol": 0.5}, {"rtol": 0.5}, {"atol": 0.5, "rtol": 0.01}, {"hermitian": True}, {"tol": 2.0}):
        assert_same_results(torch, lambda lib, a: lib.linalg.matrix_rank(a, **kwargs), A)
        if "tol" not in kwargs:
            assert_same_results(torch, lambda lib, a: lib.linalg.pinv(a, **kwargs), A)


@pytest.mark.parametrize("shapes", [((5, 3), (5, 2)), ((3, 5), (3, 2)), ((2, 5, 3), (2, 5)), ((2, 5, 3), (1, 5, 2)),
                                    ((0, 5, 3), (0, 5, 2)), ((5, 0), (5, 2)), ((0, 3), (0, 2))])
@pytest.mark.parametrize("driver", [None, "gels", "gelsd", "gelss"])
def test_lstsq_outputs_per_driver_match_pytorch(torch, shapes, driver):
    A, B = rand(*shapes[0]), rand(*shapes[1], seed=1)
    assert_same_results(torch, lambda lib, a, b: tuple(lib.linalg.lstsq(a, b, driver=driver)), A, B)


def test_lstsq_of_a_rank_deficient_matrix_reports_its_rank(torch):
    assert_same_results(torch, lambda lib, a, b: tuple(lib.linalg.lstsq(a, b, driver="gelsd")), RANK_ONE.T, rand(4, 2))


def test_lstsq_residuals_are_differentiated_as_pytorch(torch):
    compare_with_torch(torch, lambda lib, a, b: tuple(lib.linalg.lstsq(a, b, driver="gelsd")[:2]),
                       [rand(5, 3), rand(5, 2, seed=1)])


# -- Householder and LDL^T -----------------------------------------------------------------------------

def test_householder_product_of_geqrf_is_the_q_of_qr(torch):
    A = rand(2, 5, 3)
    assert_same_results(torch, lambda lib, a: lib.linalg.householder_product(*lib.geqrf(a)), A)
    assert_same_results(torch, lambda lib, a: lib.ormqr(*lib.geqrf(a), lib.eye(5, dtype=a.dtype).expand(2, 5, 5)), A)


def test_geqrf_has_no_derivative(torch):
    for lib in (gradtable, torch):
        a, tau = lib.geqrf(lib.tensor(rand(3, 2), requires_grad=True))
        assert type(a.grad_fn).__name__ == "GeqrfBackward0"
        with pytest.raises(NotImplementedError, match="the derivative for 'geqrf' is not implemented."):
            a.sum().backward()


@pytest.mark.parametrize("A", [np.array([[0.0, 1.0], [1.0, 0.0]]), rand(2, 4, 4) + np.swapaxes(rand(2, 4, 4), -1, -2),
                               rand(0, 3, 3)])
def test_ldl_factor_and_solve_match_pytorch(torch, A):
    assert_same_results(torch, lambda lib, a: tuple(lib.linalg.ldl_factor_ex(a)), A)
    B = rand(*A.shape[:-1], 2, seed=3)
    assert_same_results(torch, lambda lib, a, b: lib.linalg.ldl_solve(*lib.linalg.ldl_factor(a), b), A, B)


def test_ldl_factor_records_pytorchs_not_implemented_node(torch):
    for lib in (gradtable, torch):
        LD, _ = lib.linalg.ldl_factor(lib.tensor(np.eye(2), requires_grad=True))
        assert LD.grad_fn.name() == "torch::autograd::NotImplemented"
        with pytest.raises(RuntimeError, match="derivative for aten::linalg_ldl_factor_ex is not implemented"):
            LD.sum().backward()


def test_ldl_factor_ex_of_the_zero_matrix_reports_info(torch):
    assert_same_results(torch, lambda lib, a: tuple(lib.linalg.ldl_factor_ex(a)), np.zeros((2, 2)))


# -- legacy svd and qr ----------------------------------------------------------------------------------

def svd_fixed_signs(lib, A, some=True):
    U, S, V = lib.svd(A, some=some)
    k = S.shape[-1]
    U, V = U[..., :k], V[..., :k]   # (some=False: the completion to a square matrix is any orthonormal one)
    signs = lib.sign(U[..., :1, :])
    return U * signs, S, V * signs


@pytest.mark.parametrize("shape", [(4, 3), (2, 3, 5)])
@pytest.mark.parametrize("some", [True, False])
def test_torch_svd_matches_pytorch_up_to_singular_vector_signs(torch, shape, some):
    fn = lambda lib, A: svd_fixed_signs(lib, A, some)  # noqa: E731
    compare_with_torch(torch, fn, [rand(*shape)])
    check_gradients(fn, [rand(*shape)])


def test_torch_svd_without_uv_gives_zero_filled_square_u_and_v(torch):
    assert_same_results(torch, lambda lib, a: tuple(lib.svd(a, compute_uv=False)), rand(2, 4, 3))
    assert type(gradtable.svd(gradtable.randn(3, 2), compute_uv=False)).__name__ == "svd"


def test_torch_qr_complete(torch):
    assert_same_results(torch, lambda lib, a: tuple(lib.qr(a, some=False)), rand(2, 4, 3))


# -- errors, warnings, removed functions ----------------------------------------------------------------

SQ, V3, I3 = rand(3, 3), rand(3), np.ones((3, 3), dtype=np.int64)
PIVOTS = np.array([2, 2, 3], dtype=np.int32)


@pytest.mark.parametrize("call,arrays", [
    (lambda lib, a: lib.linalg.lu_factor(a), [V3]),
    (lambda lib, a: lib.linalg.lu_factor(a), [I3]),
    (lambda lib, a: lib.linalg.lu_factor(a, pivot=False), [SQ]),
    (lambda lib, a: lib.linalg.lu_factor(a), [SINGULAR]),
    (lambda lib, a: lib.linalg.lu_factor(a), [np.stack([np.eye(2), SINGULAR])]),
    (lambda lib, a: lib.linalg.lu_factor_ex(a, check_errors=True), [SINGULAR]),
    (lambda lib, a: lib.linalg.lu(a), [V3]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b), [rand(3, 4), PIVOTS, SQ]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b), [SQ, PIVOTS, V3]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b), [SQ, PIVOTS, rand(4, 2)]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b, left=False), [SQ, PIVOTS, rand(4, 2)]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b), [SQ, PIVOTS, SQ.astype(np.float32)]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b), [SQ, PIVOTS[:2], SQ]),
    (lambda lib, a, p, b: lib.linalg.lu_solve(a, p, b), [SQ, PIVOTS.astype(np.int64), SQ]),
    (lambda lib, a, p: lib.lu_unpack(a, p), [V3, PIVOTS]),
    (lambda lib, a, p: lib.lu_unpack(a, p), [SQ, PIVOTS.astype(np.int64)]),
    (lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True), [V3, SQ]),
    (lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True), [rand(3, 4), SQ]),
    (lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True), [I3, I3]),
    (lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True), [SQ, V3]),
    (lambda lib, a, b: lib.linalg.solve_triangular(a, b, upper=True, left=False), [SQ, rand(4, 2)]),
    (lambda lib, b, a: lib.triangular_solve(b, a), [V3, SQ]),
    (lambda lib, b, a: lib.triangular_solve(b, a), [SQ, rand(3, 4)]),
    (lambda lib, b, a: lib.triangular_solve(b, a), [rand(4, 2), SQ]),
    (lambda lib, b, a: lib.triangular_solve(b, a), [SQ.astype(np.float32), SQ]),
    (lambda lib, a: lib.cholesky(a), [-np.eye(2)]),
    (lambda lib, a: lib.cholesky(a), [V3]),
    (lambda lib, b, a: lib.cholesky_solve(b, a), [V3, SQ]),
    (lambda lib, b, a: lib.cholesky_solve(b, a), [rand(4, 2), SQ]),
    (lambda lib, b, a: lib.cholesky_solve(b, a), [SQ.astype(np.float32), SQ]),
    (lambda lib, a: lib.cholesky_inverse(a), [V3]),
    (lambda lib, a: lib.cholesky_inverse(a), [rand(3, 4)]),
    (lambda lib, a: lib.cholesky_inverse(a), [np.zeros((2, 2, 2))]),
    (lambda lib, a: lib.linalg.pinv(a), [V3]),
    (lambda lib, a: lib.linalg.pinv(a), [I3]),
    (lambda lib, a: lib.linalg.matrix_rank(a), [V3]),
    (lambda lib, a: lib.linalg.matrix_rank(a), [I3]),
    (lambda lib, a: lib.linalg.tensorinv(a, 0), [SQ]),
    (lambda lib, a: lib.linalg.tensorinv(a, 1), [rand(2, 3)]),
    (lambda lib, a: lib.linalg.tensorinv(a, 1), [np.zeros((2, 2))]),
    (lambda lib, a, b: lib.linalg.tensorsolve(a, b), [rand(2, 3, 4), rand(3)]),
    (lambda lib, a, t: lib.linalg.householder_product(a, t), [V3, V3]),
    (lambda lib, a, t: lib.linalg.householder_product(a, t), [rand(3, 4), V3]),
    (lambda lib, a, t: lib.linalg.householder_product(a, t), [SQ, rand(4)]),
    (lambda lib, a, t: lib.linalg.householder_product(a, t), [SQ, rand(2, 3)]),
    (lambda lib, a, t: lib.linalg.householder_product(a, t), [SQ, V3.astype(np.float32)]),
    (lambda lib, a, t: lib.orgqr(a, t), [SQ, rand(4)]),
    (lambda lib, a: lib.geqrf(a), [V3]),
    (lambda lib, a: lib.geqrf(a), [I3]),
    (lambda lib, a, t, c: lib.ormqr(a, t, c), [SQ, rand(2), SQ]),
    (lambda lib, a, t, c: lib.ormqr(a, t, c), [SQ, V3, rand(4, 2)]),
    (lambda lib, a, t, c: lib.ormqr(a, t, c, left=False), [SQ, V3, rand(4, 2)]),
    (lambda lib, a, t, c: lib.ormqr(a, t, c), [rand(2, 3, 2), rand(2), rand(2, 3, 3)]),
    (lambda lib, a, t, c: lib.ormqr(a, t, c), [SQ, V3, SQ.astype(np.float32)]),
    (lambda lib, a: lib.linalg.ldl_factor(a), [V3]),
    (lambda lib, a: lib.linalg.ldl_factor(a), [rand(3, 4)]),
    (lambda lib, a: lib.linalg.ldl_factor(a), [I3]),
    (lambda lib, a, p, b: lib.linalg.ldl_solve(a, p, b), [SQ, PIVOTS, rand(4, 2)]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [V3, SQ]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [SQ, rand(4, 2)]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [rand(5, 3), rand(4)]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [rand(5, 3), rand(2, 5, 2)]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [rand(2, 5, 3), rand(3, 5, 2)]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b, driver="foo"), [SQ, SQ]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [SQ, SQ.astype(np.float32)]),
    (lambda lib, a, b: lib.linalg.lstsq(a, b), [I3, I3]),
    (lambda lib, a: lib.svd(a), [V3]),
    (lambda lib, a: lib.qr(a), [V3]),
    (lambda lib, a: lib.matrix_rank(a), [SQ]),
    (lambda lib, a, b: lib.lstsq(a, b), [SQ, SQ]),
    (lambda lib, a, b: a.lstsq(b), [SQ, SQ]),
    (lambda lib, a, b: lib.solve(a, b), [SQ, SQ]),
    (lambda lib, a, b: a.solve(b), [SQ, SQ]),
    (lambda lib, a: lib.symeig(a, eigenvectors=True), [SQ]),
    (lambda lib, a: a.symeig(), [SQ]),
    (lambda lib, a: lib.eig(a), [SQ]),
    (lambda lib, a: a.eig(True), [SQ]),
])
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_errors_match_pytorch(torch, call, arrays):
    assert_same_error_or_not_implemented(torch, call, *arrays)


def assert_same_error_or_not_implemented(torch, call, *arrays):
    """assert_same_error, also for PyTorch's NotImplementedError of a kernel missing for a dtype."""
    def raised(lib):
        with pytest.raises((RuntimeError, IndexError, NotImplementedError)) as info:
            call(lib, *[lib.tensor(a) for a in arrays])
        return info.value
    ours, theirs = raised(gradtable), raised(torch)
    if not isinstance(theirs, NotImplementedError):
        assert_same_error(torch, call, *arrays)
        return
    assert type(ours) is NotImplementedError and str(ours) == str(theirs)


@pytest.mark.parametrize("name,call", [
    ("triangular_solve", lambda lib: lib.triangular_solve(lib.eye(2), lib.eye(2))),
    ("cholesky", lambda lib: lib.cholesky(lib.eye(2))),
    ("qr", lambda lib: lib.qr(lib.eye(2))),
    ("lu", lambda lib: lib.lu(lib.eye(2))),
    ("lu_solve", lambda lib: lib.lu_solve(lib.eye(2), *lib.linalg.lu_factor(lib.eye(2)))),
])
def test_legacy_spellings_warn_as_pytorch(torch, name, call):
    """Once per process in both libraries: set_warn_always shows each again."""
    messages = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            was = lib.is_warn_always_enabled()
            lib.set_warn_always(True)
            try:
                call(lib)
            finally:
                lib.set_warn_always(was)
        found = [str(w.message) for w in caught if name in str(w.message)]
        assert found, f"no warning from {lib.__name__}.{name}"
        messages.append(found[0].split(" (Triggered internally at")[0])
    assert messages[0] == messages[1]


def test_named_results(torch):
    A = rand(3, 3)
    for fn in (lambda lib, a: lib.linalg.lu_factor(a), lambda lib, a: lib.linalg.lu_factor_ex(a),
               lambda lib, a: lib.linalg.lu(a), lambda lib, a: lib.lu_unpack(*lib.linalg.lu_factor(a)),
               lambda lib, a: lib.linalg.lstsq(a, a), lambda lib, a: lib.svd(a), lambda lib, a: lib.qr(a),
               lambda lib, a: lib.geqrf(a), lambda lib, a: lib.linalg.ldl_factor(a + a.mT),
               lambda lib, a: lib.linalg.ldl_factor_ex(a + a.mT), lambda lib, a: lib.triangular_solve(a, a.triu())):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ours, theirs = fn(gradtable, gradtable.tensor(A)), fn(torch, torch.tensor(A))
        assert type(ours).__name__ == type(theirs).__name__ and len(ours) == len(theirs)
        for field in ours._fields:
            getattr(theirs, field)
