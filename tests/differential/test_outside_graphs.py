"""Regression tests for issue 29's graph families (section 2), each compared with PyTorch: the nodes a
recorded graph holds (einsum's decomposition, CopySlices, PyTorch's formulas in second-order graphs)
and when a backward unpacks what a node saved."""
import numpy as np
import pytest

from .test_outside_families import same


def graph(tensor):
    """The names of the nodes reachable from tensor.grad_fn, depth first, as PyTorch prints them
    (an AccumulateGrad's C++ namespace dropped)."""
    names, stack = [], [tensor.grad_fn]
    while stack:
        node = stack.pop()
        if node is not None:
            names.append(node.name().replace("torch::autograd::", ""))
            stack.extend(next_node for next_node, _ in node.next_functions)
    return names


# -- einsum records PyTorch's decomposition: permutes, one bmm per pair, views

EINSUMS = [("ij->ji", [(2, 3)]), ("ij->", [(2, 3)]), ("ij,jk->ik", [(2, 3), (3, 4)]), ("ij,jk", [(2, 3), (3, 4)]),
           ("ij->i", [(2, 3)]), ("ij,ij->ij", [(2, 3), (2, 3)]), ("i,j->ij", [(2,), (3,)]), ("ii->i", [(3, 3)]),
           ("ii", [(3, 3)]), ("iij->j", [(2, 2, 3)]), ("bij,bjk->bik", [(2, 2, 3), (2, 3, 4)]),
           ("...ij,...jk", [(2, 2, 3), (3, 4)]), ("i,i->", [(3,), (3,)]), ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 2)]),
           ("ij,kj->ik", [(2, 0), (3, 0)]), ("i,i", [(3,), (1,)]), ("a...->...a", [(2, 3, 4)]),
           ("Ab,bc->Ac", [(2, 3), (3, 2)]),
           ("ijk,ikl->jl", [(2, 3, 2), (2, 2, 4)]), ("i->", [(0,)]), ("ij,jk->", [(2, 3), (3, 4)]),
           ("...,...->...", [(2, 3), (3,)])]


@pytest.mark.parametrize("equation,shapes", EINSUMS, ids=[e for e, _ in EINSUMS])
def test_einsum_records_pytorchs_nodes(torch, equation, shapes):
    def program(lib):
        operands = [lib.tensor(np.random.default_rng(i).standard_normal(shape), requires_grad=True)
                    for i, shape in enumerate(shapes)]
        result = lib.einsum(equation, *operands)
        grads = lib.autograd.grad((result * result).sum(), operands)
        return result, grads, graph(result), result._is_view(), result.stride()
    same(torch, program)


def test_einsum_result_is_a_view_for_inplace_and_hooks(torch):
    # einsum('ij->ji') is a permuted view: writing into it writes into its input (CopySlices),
    # and an in-place op on a contraction's result (a view of the bmm) rebases onto AsStrided.
    # (Only m's own node is compared: gradtable's AsStridedBackward0 reaches the base through the
    # replayed views, PyTorch's directly.)
    def program(lib):
        x = lib.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], requires_grad=True)
        y = x * 1
        r = lib.einsum("ij->ji", y)
        r.mul_(2)
        seen = []
        y.register_hook(lambda g: seen.append(g.detach().clone()))
        y.sum().backward()
        a = lib.ones(2, 3, requires_grad=True)
        m = lib.einsum("ij,jk->ik", a * 1, lib.ones(3, 4))
        m.add_(1)
        m.sum().backward()
        return y, x.grad, seen, graph(y), m.grad_fn.name(), a.grad
    same(torch, program)


@pytest.mark.parametrize("equation,operands", [
    ("i.j", [(2, 2)]), ("i..j...", [(2, 2)]), ("ij->i.", [(2, 2)]), ("ij->ii", [(2, 2)]), ("ij->k", [(2, 2)]),
    ("ij,j", [(2, 2)]), ("ij", [(2, 2), (2,)]), ("i", [(2, 2)]), ("ijk...", [(2, 2)]), ("ii", [(2, 3)]),
    ("i...,i...", [(2, 3), (2, 4)]), ("i1", [(2, 2)]), ("ij->j1", [(2, 2)]), ("...->......", [(2,)]),
    ("ij,jk", [(2, 3), (4, 4)]),
])
def test_einsum_errors_as_pytorch(torch, equation, operands):
    same(torch, lambda lib: lib.einsum(equation, *[lib.ones(*shape) for shape in operands]))


# -- x[basic, advanced] = v writes through a view of x: x's grad_fn is CopySlices

@pytest.mark.parametrize("write", [
    lambda lib, y: y.__setitem__((0, y[0] > 0), 5.0),
    lambda lib, y: y.__setitem__((1, lib.tensor([0, 2])), lib.tensor([7.0, 8.0])),
    lambda lib, y: y.__setitem__((slice(0, 1), lib.tensor([True, False, True])), 5.0),
    lambda lib, y: y.__setitem__((slice(None), lib.tensor([0, 2])), 5.0),
    lambda lib, y: y.__setitem__(y > 0, 5.0),
    lambda lib, y: y.__setitem__((Ellipsis, lib.tensor([True, False, True])), 5.0),
])
def test_index_assignment_after_a_basic_index_records_copyslices(torch, write):
    def program(lib):
        x = lib.tensor([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]], requires_grad=True)
        y = x * 1
        write(lib, y)
        (y * lib.arange(6.0).view(2, 3)).sum().backward()
        return y, x.grad, graph(y)
    same(torch, program)


# -- a node that gets no gradient still unpacks what it saved (so the version check runs)

def test_version_check_runs_when_no_gradient_arrives(torch):
    def program(lib):
        class NoGrad(lib.autograd.Function):
            @staticmethod
            def forward(ctx, t):
                return t * 1

            @staticmethod
            def backward(ctx, g):
                return None
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        y = x.exp()
        z = NoGrad.apply(y)
        y.add_(1)
        z.sum().backward()
        return x.grad
    same(torch, program)


def test_a_node_without_gradient_after_the_graph_was_freed(torch):
    def program(lib):
        class NoGrad(lib.autograd.Function):
            @staticmethod
            def forward(ctx, t):
                return t * 1

            @staticmethod
            def backward(ctx, g):
                return None
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        z = NoGrad.apply(x.exp())
        z.sum().backward(retain_graph=False)
        out = [x.grad]
        z.sum().backward()
        return out
    same(torch, program)
