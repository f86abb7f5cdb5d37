"""autograd.functional: jacobian, hessian, vjp, jvp, hvp, vhp, compared with PyTorch.

Results are compared with torch's in structure (tuple nesting), shape, dtype, requires_grad and
value; error messages verbatim (the `lib` fixture runs one test body on both libraries).
"""
import numpy as np
import pytest

import gradtable as gt

X = [0.5, -1.0, 2.0]
Y = [[1.0, 2.0], [-0.5, 3.0]]


def same(ours, theirs, path="result"):
    """Structure, shape, dtype, requires_grad and values of gradtable's result equal torch's."""
    if isinstance(theirs, (tuple, list)):
        assert type(ours) is type(theirs) and len(ours) == len(theirs), f"{path}: {ours!r} vs {theirs!r}"
        for i, (o, t) in enumerate(zip(ours, theirs)):
            same(o, t, f"{path}[{i}]")
        return
    assert isinstance(ours, gt.Tensor), f"{path}: {type(ours)}"
    assert tuple(ours.shape) == tuple(theirs.shape), f"{path}: shape {ours.shape} vs {theirs.shape}"
    assert str(ours.dtype) == str(theirs.dtype), path
    assert ours.requires_grad == theirs.requires_grad, f"{path}: requires_grad"
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-5, atol=1e-6, err_msg=path)


def cubic(a):
    return (a ** 3).sum()


def two_inputs_two_outputs(a, b):
    return (a.unsqueeze(1) * b.sum()).sum(0), a.exp()


def scalar_of_two(a, b):
    return (a ** 2).sum() * (b ** 3).sum()


# Each case: m -> the call's result, run with m = gradtable and m = torch.
CASES = {
    "jacobian scalar output": lambda m, F, x, y: F.jacobian(cubic, x),
    "jacobian vector output": lambda m, F, x, y: F.jacobian(lambda a: a.exp() * a, x),
    "jacobian matrix to matrix": lambda m, F, x, y: F.jacobian(lambda b: b @ b, y),
    "jacobian 0-d input": lambda m, F, x, y: F.jacobian(lambda a: a * m.ones(2), x[0]),
    "jacobian tuple x tuple": lambda m, F, x, y: F.jacobian(two_inputs_two_outputs, (x, y)),
    "jacobian tuple outputs": lambda m, F, x, y: F.jacobian(lambda a: (a * 2, a.sum()), x),
    "jacobian tuple inputs": lambda m, F, x, y: F.jacobian(scalar_of_two, (x, y)),
    "jacobian unused input": lambda m, F, x, y: F.jacobian(lambda a, b: a * 2, (x, y)),
    "jacobian constant output": lambda m, F, x, y: F.jacobian(lambda a: m.ones(2), x),
    "jacobian create_graph": lambda m, F, x, y: F.jacobian(lambda a: a ** 2, x, create_graph=True),
    "jacobian create_graph linear": lambda m, F, x, y: F.jacobian(lambda a: a * 2, x, create_graph=True),
    "jacobian vectorize": lambda m, F, x, y: F.jacobian(two_inputs_two_outputs, (x, y), vectorize=True),
    "jacobian forward-mode": lambda m, F, x, y: F.jacobian(two_inputs_two_outputs, (x, y), vectorize=True,
                                                           strategy="forward-mode"),
    "jacobian forward-mode, one input": lambda m, F, x, y: F.jacobian(lambda a: (a ** 2, a.sum()), x, vectorize=True,
                                                                      strategy="forward-mode"),
    "jacobian forward-mode, one output": lambda m, F, x, y: F.jacobian(scalar_of_two, (x, y), vectorize=True,
                                                                       strategy="forward-mode"),
    "jacobian forward-mode detached": lambda m, F, x, y: F.jacobian(lambda a: a ** 2, x.detach(), vectorize=True,
                                                                    strategy="forward-mode"),
    "jacobian captured tensor is a constant": lambda m, F, x, y: F.jacobian(lambda a: a * x, x),
    "hessian": lambda m, F, x, y: F.hessian(cubic, x),
    "hessian tuple": lambda m, F, x, y: F.hessian(scalar_of_two, (x, y)),
    "hessian 0-d": lambda m, F, x, y: F.hessian(lambda a: a ** 4, x[1]),
    "hessian create_graph": lambda m, F, x, y: F.hessian(cubic, x, create_graph=True),
    "hessian vectorize": lambda m, F, x, y: F.hessian(scalar_of_two, (x, y), vectorize=True),
    "hessian forward-over-reverse": lambda m, F, x, y: F.hessian(scalar_of_two, (x, y), vectorize=True,
                                                                 outer_jacobian_strategy="forward-mode"),
    "vjp": lambda m, F, x, y: F.vjp(lambda a: a.exp() * a, x, m.tensor([1.0, 2.0, 3.0])),
    "vjp scalar without v": lambda m, F, x, y: F.vjp(cubic, x),
    "vjp tuples": lambda m, F, x, y: F.vjp(two_inputs_two_outputs, (x, y), (m.ones(1), m.tensor([1.0, 0.0, 2.0]))),
    "vjp create_graph": lambda m, F, x, y: F.vjp(lambda a: a ** 2, x, m.ones(3), create_graph=True),
    "jvp": lambda m, F, x, y: F.jvp(lambda a: a.exp() * a, x, m.tensor([1.0, 2.0, 3.0])),
    "jvp 0-d without v": lambda m, F, x, y: F.jvp(lambda a: a ** 3, x[2]),
    "jvp tuples": lambda m, F, x, y: F.jvp(two_inputs_two_outputs, (x, y), (m.ones(3), m.ones(2, 2))),
    "jvp create_graph": lambda m, F, x, y: F.jvp(lambda a: a ** 2, x, m.ones(3), create_graph=True),
    "hvp": lambda m, F, x, y: F.hvp(cubic, x, m.tensor([1.0, 2.0, 3.0])),
    "hvp tuples": lambda m, F, x, y: F.hvp(scalar_of_two, (x, y), (m.ones(3), m.ones(2, 2))),
    "hvp create_graph": lambda m, F, x, y: F.hvp(cubic, x, m.ones(3), create_graph=True),
    "vhp": lambda m, F, x, y: F.vhp(cubic, x, m.tensor([1.0, 2.0, 3.0])),
    "vhp tuples": lambda m, F, x, y: F.vhp(scalar_of_two, (x, y), (m.ones(3), m.ones(2, 2))),
    "vhp create_graph": lambda m, F, x, y: F.vhp(cubic, x, m.ones(3), create_graph=True),
}


def run_case(m, name, no_grad=False):
    x = m.tensor(X, requires_grad=True)
    y = m.tensor(Y, requires_grad=True)
    if no_grad:
        with m.no_grad():
            return CASES[name](m, m.autograd.functional, x, y)
    return CASES[name](m, m.autograd.functional, x, y)


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_torch(name, torch):
    same(run_case(gt, name), run_case(torch, name))


@pytest.mark.parametrize("name", ["jacobian create_graph", "jacobian forward-mode", "hessian create_graph",
                                  "vjp create_graph", "jvp create_graph", "hvp create_graph", "vjp"])
def test_matches_torch_under_no_grad(name, torch):
    same(run_case(gt, name, no_grad=True), run_case(torch, name, no_grad=True))


def test_create_graph_results_are_differentiable(torch):
    def third_derivatives(m):
        x = m.tensor(X, dtype=m.float64, requires_grad=True)
        h = m.autograd.functional.hessian(lambda a: (a ** 4).sum() * a.sum(), x, create_graph=True)
        return m.autograd.grad(h.sum(), x)
    same(third_derivatives(gt), third_derivatives(torch))


def test_seed_jacobian_hessian_example(lib):
    """The seed document's example (torch.autograd.functional.jacobian/hessian), with gradtable as
    `torch`. Its nn.Linear(4, 2) and nn.AvgPool2d(kernel_size=2) are written out as the ops they
    compute (x @ W.T + b; 2x2 means), as gradtable has no nn modules on this branch."""
    torch = lib
    jacobian, hessian = torch.autograd.functional.jacobian, torch.autograd.functional.hessian
    torch.manual_seed(0)
    weight, bias = torch.randn(2, 4, requires_grad=True), torch.randn(2, requires_grad=True)

    def fc(x):
        return x @ weight.t() + bias

    def pool(x):  # (1, 1, 4, 4) -> (1, 1, 2, 2): the mean of each 2x2 block
        return x.reshape(1, 1, 2, 2, 2, 2).mean((3, 5))

    def scalar_func(x):
        y = x ** 2
        z = torch.sum(y)
        return z

    def vector_func(x):
        y = fc(x)
        return y

    def mat_func(x):
        x = x.reshape((1, 1,) + x.shape)
        x = pool(x)
        x = x.reshape(x.shape[2:])
        return x ** 2

    vector_input = torch.randn(4, requires_grad=True)
    mat_input = torch.randn((4, 4), requires_grad=True)

    j = jacobian(scalar_func, vector_input)
    assert j.shape == (4, )
    assert jacobian(scalar_func, vector_input).tolist() == (2 * vector_input).tolist()
    h = hessian(scalar_func, vector_input)
    assert h.shape == (4, 4)
    assert hessian(scalar_func, vector_input).tolist() == (2 * torch.eye(4)).tolist()
    j = jacobian(vector_func, vector_input)
    assert j.shape == (2, 4)
    assert j.tolist() == weight.tolist()
    j = jacobian(mat_func, mat_input)
    assert j.shape == (2, 2, 4, 4)
    pooled = pool(mat_input.reshape(1, 1, 4, 4))[0, 0]  # d (mean of a block)^2 / d element = 2 * mean / 4
    expected = [[[[(2 * pooled[r, c] / 4).item() if (i // 2, k // 2) == (r, c) else 0.0 for k in range(4)]
                  for i in range(4)] for c in range(2)] for r in range(2)]
    np.testing.assert_allclose(np.array(j.tolist()), np.array(expected), rtol=1e-5, atol=1e-6)


# ---------------------------------------------------------------------------------------------
# Errors, verbatim
# ---------------------------------------------------------------------------------------------

def message(fn, exc=RuntimeError):
    with pytest.raises(exc) as info:
        fn()
    return str(info.value)


def test_strict_mode_errors(lib):
    F = lib.autograd.functional
    x = lib.tensor(X, requires_grad=True)
    y = lib.tensor(Y, requires_grad=True)
    assert message(lambda: F.jacobian(lambda a, b: a * 2, (x, y), strict=True)) == (
        "Output 0 of the user-provided function is independent of input 1. This is not allowed in strict mode.")
    assert message(lambda: F.jacobian(lambda a: lib.ones(2), x, strict=True)) == (
        "Output 0 of the user-provided function does not require gradients. The outputs must be computed in a "
        "differentiable manner from the input when running in strict mode.")
    assert message(lambda: F.jacobian(lambda a: a * 2, x, strict=True, create_graph=True)) == (
        "The jacobian of the user-provided function is independent of input 0. This is not allowed in strict mode "
        "when create_graph=True.")
    assert message(lambda: F.vjp(lambda a, b: a * 2, (x, y), lib.ones(3), strict=True)) == (
        "The output of the user-provided function is independent of input 1. This is not allowed in strict mode.")
    assert message(lambda: F.vjp(lambda a: a * 2, x, lib.ones(3), strict=True, create_graph=True)) == (
        "The jacobian of the user-provided function is independent of input 0. This is not allowed in strict mode "
        "when create_graph=True.")
    assert message(lambda: F.jvp(lambda a, b: a * 2, (x, y), (lib.ones(3), lib.ones(2, 2)), strict=True)) == (
        "The output of the user-provided function is independent of input 1. This is not allowed in strict mode.")
    assert message(lambda: F.hessian(lambda a: a.sum() * 2, x, strict=True)) == (
        "While computing the hessian, found that the jacobian of the user-provided function with respect to input 0 "
        "is independent of the input. This is not allowed in strict mode. You should ensure that your function is "
        "twice differentiable and that the jacobian depends on the inputs (this would be violated by a linear "
        "function for example).")
    assert message(lambda: F.hvp(lambda a: a.sum(), x, lib.ones(3), strict=True)) == message(
        lambda: F.vhp(lambda a: a.sum(), x, lib.ones(3), strict=True))
    assert message(lambda: F.vhp(lambda a, b: (a ** 2).sum() + b.sum(), (x, y), (lib.ones(3), lib.ones(2, 2)),
                                 strict=True)) == (
        "While computing the hessian, found that the jacobian of the user-provided function with respect to input 1 "
        "is independent of the input. This is not allowed in strict mode. You should ensure that your function is "
        "twice differentiable and that the jacobian depends on the inputs (this would be violated by a linear "
        "function for example).")
    assert message(lambda: F.jacobian(lambda a: a * 2, x, strict=True, vectorize=True)) == (
        "torch.autograd.functional.jacobian: `strict=True` and `vectorized=True` are not supported together. "
        "Please either set `strict=False` or `vectorize=False`.")


def test_argument_errors(lib):
    F = lib.autograd.functional
    x = lib.tensor(X, requires_grad=True)
    assert message(lambda: F.jacobian(lambda a: a, (x, 3)), TypeError) == (
        "The inputs given to jacobian must be either a Tensor or a tuple of Tensors but the value at index 1 has "
        "type <class 'int'>.")
    assert message(lambda: F.hessian(lambda a: a, [x]), TypeError) == (
        "The inputs given to hessian must be either a Tensor or a tuple of Tensors but the given inputs has type "
        "<class 'list'>.")
    assert message(lambda: F.vjp(lambda a: [a], x, lib.ones(3)), TypeError) == (
        "The outputs of the user-provided function given to vjp must be either a Tensor or a tuple of Tensors but "
        "the given outputs of the user-provided function has type <class 'list'>.")
    assert message(lambda: F.vjp(lambda a: a * 2, x)) == (
        "The vector v can only be None if the user-provided function returns a single Tensor with a single element.")
    assert message(lambda: F.jvp(lambda a: a * 2, x)) == (
        "The vector v can only be None if the input to the user-provided function is a single Tensor with a single "
        "element.")
    assert message(lambda: F.hvp(cubic, x)) == (
        "The vector v can only be None if the input to the user-provided function is a single Tensor with a single "
        "element.")
    assert message(lambda: F.vjp(lambda a: a * 2, x, lib.ones(2))) == (
        "v has invalid size: should be torch.Size([3]) but got torch.Size([2]).")
    assert message(lambda: F.jvp(lambda a, b: a * b, (x, x), (lib.ones(3), lib.ones(1)))) == (
        "Entry 1 in v has invalid size: should be torch.Size([3]) but got torch.Size([1]).")
    assert message(lambda: F.vhp(cubic, x, (lib.ones(3), lib.ones(3)))) == "The given v should contain a single Tensor."
    assert message(lambda: F.hvp(lambda a, b: cubic(a), (x, x), (lib.ones(3),))) == (
        "v is a tuple of invalid length: should be 2 but got 1.")
    assert message(lambda: F.vjp(lambda a: a * 2, x, [lib.ones(3)]), TypeError) == (
        "The v given to vjp must be either a Tensor or a tuple of Tensors but the given v has type <class 'list'>.")


def test_scalar_function_errors(lib):
    F = lib.autograd.functional
    x = lib.tensor(X, requires_grad=True)
    assert message(lambda: F.hessian(lambda a: a * 2, x)) == (
        "The Tensor returned by the function given to hessian should contain a single element")
    assert message(lambda: F.hessian(lambda a: (a.sum(), a.sum()), x)) == (
        "The function given to hessian should return a single Tensor")
    assert message(lambda: F.hvp(lambda a: a * 2, x, lib.ones(3))) == (
        "The Tensor returned by the function given to hvp should contain a single element")
    assert message(lambda: F.vhp(lambda a: (a.sum(),), x, lib.ones(3))) == (
        "The function given to vhp should return a single Tensor")


def test_strategy_errors(lib):
    F = lib.autograd.functional
    x = lib.tensor(X, requires_grad=True)
    assert message(lambda: F.jacobian(cubic, x, strategy="sideways"), AssertionError) == (
        'Expected strategy to be either "forward-mode" or "reverse-mode". Hint: If your function has more outputs '
        'than inputs, "forward-mode" tends to be more performant. Otherwise, prefer to use "reverse-mode".')
    assert message(lambda: F.hessian(cubic, x, outer_jacobian_strategy="sideways"), AssertionError) == (
        'Expected strategy to be either "forward-mode" or "reverse-mode".')
    assert message(lambda: F.jacobian(cubic, x, strategy="forward-mode"), NotImplementedError) == (
        "Computing Jacobian using forward-AD or forward-over-reverse Hessian isonly implemented for "
        "`vectorize=True`.")
    assert message(lambda: F.jacobian(cubic, x, strategy="forward-mode", vectorize=True, create_graph=True),
                   NotImplementedError) == (
        'torch.autograd.functional.jacobian: `create_graph=True` and `strategy="forward-mode"` are not supported '
        'together (yet). Please either set `create_graph=False` or `strategy="reverse-mode"`.')
    assert message(lambda: F.jacobian(cubic, x, strategy="forward-mode", vectorize=True, strict=True)) == (
        'torch.autograd.functional.jacobian: `strict=True` and `strategy="forward-mode"` are not supported together '
        '(yet). Please either set `strict=False` or `strategy="reverse-mode"`.')


@pytest.mark.parametrize("shapes", [[(2, 3)], [()], [(2,), (), (3,)], [(2, 3), (0,), (3, 4, 2)]])
def test_construct_standard_basis_for_as_torch(torch, shapes):
    """The identity cut into one column block per input, each of its input's dtype."""
    def basis(lib):
        tensors = [lib.ones(s, dtype=lib.float64 if i % 2 else lib.float32) for i, s in enumerate(shapes)]
        blocks = lib.autograd.functional._construct_standard_basis_for(tensors, [t.numel() for t in tensors])
        return [(str(b.dtype), b.tolist()) for b in blocks]

    assert basis(gt) == basis(torch)
