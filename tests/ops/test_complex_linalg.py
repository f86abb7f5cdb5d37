"""Linear algebra on complex matrices where the table's random samples do not reach: singular and
non-positive-definite inputs, the conjugate view linalg.solve(left=False) returns, and PyTorch's refusal
of losses that depend on the phases of complex eigenvectors. Each is compared with PyTorch."""
import re

import numpy as np
import pytest

import gradtable

#: Singular (rank 2: the second row is the first over 1 + 1j), and a Hermitian matrix that is not
#: positive-definite (its second leading minor is negative).
SINGULAR = np.array([[1 + 1j, 2 + 2j, 0.5], [1.0, 2.0, 0.25 - 0.25j], [0.3, 1.0, 3.0]])
NOT_PD = np.array([[2, 1 + 1j, 0.5j], [1 - 1j, 0.5, 1], [-0.5j, 1, 3]])


def _weights(lib, shape):
    """Complex weights for a real loss sum(Re(w conj(x))): no symmetry to hide a wrong conjugate."""
    w = np.arange(np.prod(shape)).reshape(shape)
    return lib.tensor(1 + w * (0.5 - 0.25j))


def _grads(lib, fn, array, create_graph):
    """fn's outputs and the gradient of a real loss of them with respect to a complex input."""
    x = lib.tensor(array, requires_grad=True)
    outs = fn(lib, x)
    outs = outs if isinstance(outs, tuple) else (outs,)
    loss = sum((o * _weights(lib, tuple(o.shape)).conj()).real.sum() for o in outs if o.is_complex()) \
        + sum(o.sum() for o in outs if not o.is_complex())
    g, = lib.autograd.grad(loss, x, create_graph=create_graph)
    return [o.detach().resolve_conj().numpy() for o in outs], g.detach().resolve_conj().numpy()


CASES = {
    # not recorded: 0 from the LU solve as PyTorch's; recorded: the adjugate through the SVD
    "det of a singular matrix": (lambda lib, x: lib.linalg.det(x), SINGULAR),
    "cholesky, upper": (lambda lib, x: lib.linalg.cholesky(x + x.mH + 6 * lib.eye(3), upper=True), NOT_PD),
    "slogdet, both outputs": (lambda lib, x: lib.linalg.slogdet(x + 4 * lib.eye(3)), SINGULAR),
    "logdet": (lambda lib, x: lib.logdet(x + 4 * lib.eye(3)), SINGULAR),
}


@pytest.mark.parametrize("create_graph", [False, True])
@pytest.mark.parametrize("name", CASES)
def test_values_and_gradients_match_pytorch(name, create_graph, torch):
    fn, array = CASES[name]
    ours, our_grad = _grads(gradtable, fn, array, create_graph)
    theirs, their_grad = _grads(torch, fn, array, create_graph)
    for o, t in zip(ours, theirs):
        np.testing.assert_allclose(o, t, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(our_grad, their_grad, rtol=1e-7, atol=1e-9)


@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_ex_of_a_matrix_that_is_not_positive_definite(lib, upper):
    """potrf stops at the first pivot that is not positive: info 2, the failed pivot left in place."""
    A = NOT_PD.T.conj().copy() if upper else NOT_PD
    L, info = lib.linalg.cholesky_ex(lib.tensor(A), upper=upper)
    assert int(info) == 2
    lower = L.resolve_conj().numpy().T.conj() if upper else L.numpy()
    np.testing.assert_allclose(lower[:2, 0], [np.sqrt(2), (1 - 1j) / np.sqrt(2)])
    np.testing.assert_allclose(lower[1, 1], -0.5)


def test_solve_from_the_right_returns_a_conjugate_view(lib):
    """PyTorch solves X A = B as A^H X^H = B^H and returns (X^H)^H: a complex result has the conj bit."""
    rng = np.random.default_rng(0)
    A = lib.tensor(rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3)))
    B = lib.tensor(rng.standard_normal((2, 3)) + 1j * rng.standard_normal((2, 3)))
    X = lib.linalg.solve(A, B, left=False)
    assert X.is_conj() and not lib.linalg.solve(A, B.mT).is_conj()
    np.testing.assert_allclose((X @ A).resolve_conj().numpy(), B.numpy(), atol=1e-12)


def test_a_loss_that_depends_on_the_eigenvectors_phases_is_refused(lib):
    A = np.array([[2, 1 + 1j, 0], [1 - 1j, 3, 0.5j], [0, -0.5j, 1]])
    L, V = lib.linalg.eigh(lib.tensor(A, requires_grad=True))
    with pytest.raises(RuntimeError, match=r"linalg_eigh_backward: The eigenvectors in the complex case are "
                                           r"specified up to multiplication by e\^\{i phi\}. The specified loss "
                                           r"function depends on this quantity, so it is ill-defined."):
        V.real.sum().backward()
    L, V = lib.linalg.eigh(lib.tensor(A, requires_grad=True))
    (V.abs().sum() + L.sum()).backward()   # |V| does not depend on the phases


def test_a_loss_that_depends_on_the_singular_vectors_phases_is_refused(lib):
    A = lib.tensor(SINGULAR + np.eye(3), requires_grad=True)
    U, S, Vh = lib.linalg.svd(A)
    with pytest.raises(RuntimeError, match=r"svd_backward: The singular vectors in the complex case are specified "
                                           r"up to multiplication by e\^\{i phi\}. The specified loss function "
                                           r"depends on this phase term, making it ill-defined."):
        U.real.sum().backward()
    U, S, Vh = lib.linalg.svd(A)
    (U @ Vh).real.sum().backward()   # U's and V's phases cancel in U Vh


@pytest.mark.parametrize("fn", ["eig", "eigvals"])
@pytest.mark.parametrize("array", [np.ones(2), np.ones((3, 4)), np.array([[1.0, np.nan], [0, 1]]),
                                   np.array([[1, 2], [3, 4]]), np.array([[True]]), np.ones((2, 2), np.float16)],
                         ids=["1-D", "not square", "nan", "int64", "bool", "float16"])
def test_eig_refuses_what_pytorch_refuses(fn, array, torch):
    if fn == "eigvals" and array.dtype == np.float64 and array.ndim == 2 and array.shape[0] == 2:
        x = np.array([[1.0, np.inf], [0, 1]])   # eigvals computes (nan) where eig refuses
        np.testing.assert_equal(gradtable.linalg.eigvals(gradtable.tensor(x)).numpy(),
                                torch.linalg.eigvals(torch.tensor(x)).numpy())
        return
    with pytest.raises(Exception) as theirs:
        getattr(torch.linalg, fn)(torch.tensor(array))
    with pytest.raises(type(theirs.value), match=re.escape(str(theirs.value))):
        getattr(gradtable.linalg, fn)(gradtable.tensor(array))


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"])
@pytest.mark.parametrize("shape", [(3, 3), (2, 0, 0), (0, 2, 2)])
def test_eig_dtypes_shapes_and_layout_match_pytorch(dtype, shape, torch):
    array = np.random.default_rng(1).standard_normal(shape).astype(dtype)
    for ours, theirs in zip(gradtable.linalg.eig(gradtable.tensor(array)), torch.linalg.eig(torch.tensor(array))):
        assert (str(ours.dtype), tuple(ours.shape), ours.stride()) == (str(theirs.dtype), tuple(theirs.shape),
                                                                        theirs.stride())
    L = gradtable.linalg.eigvals(gradtable.tensor(array)).numpy()
    np.testing.assert_allclose(np.sort_complex(L.reshape(-1)),
                               np.sort_complex(torch.linalg.eigvals(torch.tensor(array)).numpy().reshape(-1)),
                               rtol=1e-5)


def test_a_loss_that_depends_on_the_eig_phases_is_refused(lib):
    A = lib.tensor([[1.0, 2.0, 0.5], [-1.0, 0.5, 1.0], [0.3, 1.0, 2.0]], requires_grad=True)
    L, V = lib.linalg.eig(A)
    with pytest.raises(RuntimeError, match=r"linalg_eig_backward: The eigenvectors in the complex case are "
                                           r"specified up to multiplication by e\^\{i phi\}"):
        V.real.sum().backward()
    L, V = lib.linalg.eig(A)
    (V.abs().sum() + L.real.sum()).backward()
    assert A.grad.dtype == A.dtype   # a real input's gradient is real
