"""torch.lobpcg against PyTorch's: eigenvalues, eigenvectors (up to sign), gradients, the generalized
problem, and PyTorch's checks. gradtable solves exactly where PyTorch iterates to `tol`, so values agree
to that tolerance."""
import numpy as np
import pytest


def _spd(shape, seed):
    rng = np.random.default_rng(seed)
    m = rng.random(shape)
    return m @ np.swapaxes(m, -1, -2) / 10 + np.eye(shape[-1]) * 0.05


def _canonical(X):
    """Each eigenvector times the sign of its largest entry: eigensolvers pick signs as they like."""
    _, idx = X.abs().max(-2, keepdim=True)
    return X * X.gather(-2, idx).sign()


@pytest.mark.parametrize("shape, k", [((6, 6), 1), ((2, 6, 6), 2), ((2, 2, 9, 9), 3), ((12, 12), 4)])
@pytest.mark.parametrize("largest", [True, False, None])
def test_eigenpairs_and_gradients_match_pytorch(lib, torch, shape, k, largest):
    def run(lib):
        lib.manual_seed(0)   # (PyTorch's LOBPCG starts from a random guess)
        A = lib.tensor(_spd(shape, 1), requires_grad=True)
        E, X = lib.lobpcg(A, k=k, largest=largest)
        X = _canonical(X)
        weights = lib.arange(shape[-1], dtype=lib.float64)[:, None]
        (E.sum() + (X * weights).sum()).backward()
        return E.detach().numpy(), X.detach().numpy(), A.grad.numpy()
    ours, theirs = run(lib), run(torch)
    for a, b in zip(ours, theirs):   # (PyTorch's iteration stops at tol = sqrt(eps): ~1e-8 of the largest)
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(ours[2], np.swapaxes(ours[2], -1, -2))   # symmetric, as PyTorch's


def test_generalized_problem_and_its_missing_backward(lib, torch):
    def run(lib):
        A, B = lib.tensor(_spd((9, 9), 2)), lib.tensor(_spd((9, 9), 3))
        E, X = lib.lobpcg(A, k=2, B=B)
        X = _canonical(X)
        orthonormal = (X.mT @ B @ X).numpy()
        A.requires_grad_()
        E2, _ = lib.lobpcg(A, k=2, B=B)
        with pytest.raises(ValueError) as info:
            E2.sum().backward()
        return E.numpy(), X.numpy(), orthonormal, str(info.value)
    ours, theirs = run(lib), run(torch)
    for a, b in zip(ours[:3], theirs[:3]):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    assert ours[3] == theirs[3] == "lobpcg.backward does not support backward with B != I yet."


def test_float32_and_an_initial_guess(lib, torch):
    def run(lib):
        A = lib.tensor(_spd((7, 7), 4), dtype=lib.float32)
        E, X = lib.lobpcg(A, X=lib.eye(7, 2))
        return E.dtype, tuple(X.shape), E.numpy()
    (dt, shape, e), (tdt, tshape, te) = run(lib), run(torch)
    assert (str(dt), shape) == (str(tdt), tshape)
    np.testing.assert_allclose(e, te, rtol=1e-4)


@pytest.mark.parametrize("case", ["not square", "too few rows", "B shape", "X shape"])
def test_errors_match_pytorch(lib, torch, case):
    def run(lib):
        A = lib.tensor(_spd((6, 6), 5))
        call = {"not square": lambda: lib.lobpcg(lib.ones(4, 5)),
                "too few rows": lambda: lib.lobpcg(A, k=3),
                "B shape": lambda: lib.lobpcg(A, B=lib.eye(5)),
                "X shape": lambda: lib.lobpcg(A, X=lib.ones(5, 1))}[case]
        with pytest.raises(Exception) as info:
            call()
        return type(info.value).__name__, str(info.value)
    assert run(lib) == run(torch)
