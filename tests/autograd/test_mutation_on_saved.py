"""autograd.graph.allow_mutation_on_saved_tensors, on gradtable and on PyTorch (the `lib` fixture)."""
import numpy as np
import pytest

_OUTSIDE = ("^Trying to backward outside of the 'allow_mutation_on_saved_tensors' contextin which the graph was "
            "originally recorded.$")


def test_the_documented_example(lib):
    with lib.autograd.graph.allow_mutation_on_saved_tensors() as ctx:
        a = lib.ones(2, 3, requires_grad=True)
        b = a.clone()
        out = (b ** 2).sum()
        b.sin_()
        assert (len(ctx.cloned), len(ctx.original)) == (1, 1)
        out.backward()
    np.testing.assert_allclose(a.grad.numpy(), np.full((2, 3), 2.0))
    np.testing.assert_allclose(b.detach().numpy(), np.full((2, 3), np.sin(1.0)), rtol=1e-6)
    assert (len(ctx.cloned), len(ctx.original)) == (0, 0)   # cleared on exit


def test_mutating_a_view_of_a_saved_tensor(lib):
    with lib.autograd.graph.allow_mutation_on_saved_tensors():
        a = lib.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
        c = a.clone()
        out = (c * c).sum()
        c[0].mul_(3)
        c[:, 1].zero_()
        out.backward()
    np.testing.assert_allclose(a.grad.numpy(), [[2.0, 4.0], [6.0, 8.0]])


def test_the_same_tensor_saved_twice_is_cloned_once(lib):
    with lib.autograd.graph.allow_mutation_on_saved_tensors() as ctx:
        a = lib.tensor([1.0, 2.0], requires_grad=True)
        c = a.clone()
        out = (c * c).sum() + c.exp().sum()
        c.add_(1)
        assert len(ctx.cloned) == 1
        out.backward()
    np.testing.assert_allclose(a.grad.numpy(), 2 * np.array([1.0, 2.0]) + np.exp([1.0, 2.0]), rtol=1e-6)


def test_a_tensor_freed_by_backward_may_be_mutated(lib):
    with lib.autograd.graph.allow_mutation_on_saved_tensors() as ctx:
        a = lib.randn(2, 3, requires_grad=True).clone()
        out = (a ** 2).sum()
        out.backward()
        a.sin_()
        assert len(ctx.cloned) == 0


def test_in_place_op_output_saved_then_mutated(lib):
    with lib.autograd.graph.allow_mutation_on_saved_tensors():
        a = lib.tensor([0.5, 1.0], requires_grad=True)
        c = a.clone()
        c.exp_()                    # saves its result
        c.mul_(10)
        c.sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), 10 * np.exp([0.5, 1.0]), rtol=1e-6)


def test_backward_outside_the_context_is_refused(lib):
    a = lib.ones(2, requires_grad=True)
    with lib.autograd.graph.allow_mutation_on_saved_tensors():
        out = (a.clone() ** 2).sum()
    with pytest.raises(AssertionError, match=_OUTSIDE):
        out.backward()
    with lib.autograd.graph.allow_mutation_on_saved_tensors():
        out = (a.clone() ** 2).sum()
    with lib.autograd.graph.allow_mutation_on_saved_tensors():
        with pytest.raises(AssertionError, match=_OUTSIDE):
            out.backward()


def test_contexts_cannot_be_nested(lib):
    graph = lib.autograd.graph
    with graph.allow_mutation_on_saved_tensors():
        with pytest.raises(RuntimeError, match="^allow_mutation_on_saved_tensors contexts cannot be nested$"):
            with graph.allow_mutation_on_saved_tensors():
                pass
    # outside every context, in-place on a saved tensor is caught again
    a = lib.ones(2, requires_grad=True)
    c = a.clone()
    out = (c * c).sum()
    c.add_(1)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        out.backward()
