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


# -- the nodes of second-order graphs follow PyTorch's backward formulas

SECOND_ORDER = {
    "max.dim": lambda lib, a: a.max(dim=1)[0], "min.dim": lambda lib, a: a.min(dim=0, keepdim=True)[0],
    "sort": lambda lib, a: a.sort(dim=1)[0], "topk": lambda lib, a: a.topk(1)[0], "max": lambda lib, a: a.max(),
    "min": lambda lib, a: a.min(), "amax": lambda lib, a: a.amax(dim=1), "amax all": lambda lib, a: a.amax(),
    "index": lambda lib, a: a[lib.tensor([0, 0])], "mask": lambda lib, a: a[a > 2],
    "gather": lambda lib, a: lib.gather(a, 1, lib.tensor([[0], [1]])),
    "stack": lambda lib, a: lib.stack([a, a * 2], 1),
    "pow": lambda lib, a: a ** 3, "cumsum": lambda lib, a: a.cumsum(0), "clamp": lambda lib, a: a.clamp(2, 4),
    "repeat": lambda lib, a: a.repeat(2, 1),
}


@pytest.mark.parametrize("op", SECOND_ORDER.values(), ids=SECOND_ORDER.keys())
def test_second_order_graphs_hold_pytorchs_nodes(torch, op):
    def program(lib):
        a = lib.tensor([[1.0, 5.0], [3.0, 2.0]], dtype=lib.float64, requires_grad=True)
        g, = lib.autograd.grad((op(lib, a) ** 2).sum(), a, create_graph=True)
        gg, = lib.autograd.grad((g * lib.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=lib.float64)).sum(), a)
        return g, gg, graph(g)
    same(torch, program)


def test_max_of_nan_and_ties_second_order_as_pytorch(torch):
    def program(lib):
        out = []
        for values in ([1.0, 3.0, 3.0], [1.0, float("nan"), 2.0]):
            a = lib.tensor(values, dtype=lib.float64, requires_grad=True)
            g, = lib.autograd.grad(a.max() * 3, a, create_graph=True)
            out.append((g, graph(g)))
        return out
    same(torch, program)


# -- reshape: a view (ViewBackward0) of a contiguous tensor, _reshape_alias (ReshapeAliasBackward0) of
# another one that can be viewed, else a copy (UnsafeViewBackward0)

RESHAPES = {
    "contiguous": lambda y: y.reshape(6, 4), "same shape": lambda y: y.reshape(2, 3, 4),
    "transposed": lambda y: y.transpose(0, 1).reshape(3, 2, 4),
    "transposed split": lambda y: y.transpose(0, 1).reshape(3, 2, 2, 2),
    "transposed merge": lambda y: y.transpose(0, 1).reshape(3, 8), "sliced": lambda y: y[:, :, :2].reshape(2, 3, 2, 1),
    "sliced flat": lambda y: y[:, :, :1].reshape(6), "stepped": lambda y: y[::2].reshape(-1),
    "expanded": lambda y: y[:1].expand(2, 3, 4).reshape(2, 12),
    "expanded copy": lambda y: y[:1].expand(2, 3, 4).reshape(24),
    "0-dim": lambda y: y[0, 0, 0].reshape(1), "column": lambda y: y[:, :, 0].reshape(6),
    "column same": lambda y: y[:, :, 0].reshape(2, 3),
    "empty transposed": lambda y: y[:, :0].transpose(0, 1).reshape(4, 0),
    "flatten transposed": lambda y: y.transpose(1, 2).flatten(0, 1), "flatten sliced": lambda y: y[:, :, :2].flatten(1),
    "reshape_as": lambda y: y.transpose(0, 1).reshape_as(y.transpose(0, 1)),
}


@pytest.mark.parametrize("reshape", RESHAPES.values(), ids=RESHAPES.keys())
def test_reshape_records_pytorchs_node(torch, reshape):
    def program(lib):
        x = lib.arange(24.0, dtype=lib.float64).reshape(2, 3, 4).requires_grad_()
        r = reshape(x * 1)
        (r * lib.arange(float(r.numel()), dtype=lib.float64).reshape(r.shape)).sum().backward()
        return r, x.grad, r.grad_fn.name(), r._is_view(), r.stride(), r.is_contiguous()
    same(torch, program)


# -- a vector @ matrix: mm's result squeezed in place (no view, SqueezeBackward4, _version 1)

@pytest.mark.parametrize("call", [
    lambda lib, a, b: lib.matmul(a, b), lambda lib, a, b: a @ b,
    lambda lib, a, b: lib.nn.functional.linear(a, b.t()),
    lambda lib, a, b: lib.nn.functional.linear(a, b.t(), lib.ones(2)),
])
def test_vector_matrix_product_is_squeezed_in_place_as_pytorch(torch, call):
    def program(lib):
        a = lib.tensor([1.0, 2.0, 3.0], requires_grad=True)
        b = lib.arange(6.0).view(3, 2).requires_grad_()
        r = call(lib, a, b)
        facts = (r.grad_fn.name(), r._is_view(), r._version, r.stride())
        r.mul_(2)
        r.sum().backward()
        with lib.no_grad():
            plain = call(lib, a, b)
        return r, a.grad, b.grad, facts, plain._version
    same(torch, program)


def test_ndtr_multiplies_by_scalars_as_pytorch(torch):
    def program(lib):
        x = lib.tensor([0.3, -1.0, 40.0], dtype=lib.float64, requires_grad=True)
        r = lib.special.ndtr(x)
        r.sum().backward()
        return r, x.grad, r.grad_fn.name()
    same(torch, program)


# -- size-0 tensors under create_graph: which gradients have a graph, which hooks run

EMPTIED = {"slice": lambda lib, a: a[:0], "narrow": lambda lib, a: a.narrow(0, 0, 0),
           "tile": lambda lib, a: a.tile((0, 1)), "repeat": lambda lib, a: a.repeat(0, 1),
           "index": lambda lib, a: a[lib.tensor([], dtype=lib.long)], "mask": lambda lib, a: a[a > 100]}
COMBINED = {"mul": lambda lib, e, s: e * s, "exp": lambda lib, e, s: e.exp(), "sum": lambda lib, e, s: e.sum(),
            "pow": lambda lib, e, s: e ** 2}


@pytest.mark.parametrize("combine", COMBINED.values(), ids=COMBINED.keys())
@pytest.mark.parametrize("empty", EMPTIED.values(), ids=EMPTIED.keys())
def test_size_zero_tensors_under_create_graph_as_pytorch(torch, empty, combine):
    def program(lib):
        a = lib.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=lib.float64, requires_grad=True)
        s = lib.tensor(3.0, dtype=lib.float64, requires_grad=True)
        calls = []
        e = empty(lib, a)
        e.register_hook(lambda g: calls.append(tuple(g.shape)))
        out = combine(lib, e, s).sum() + s * 1
        grads = lib.autograd.grad(out, [a, s, e], create_graph=True, allow_unused=True)
        return grads, [g is not None and g.requires_grad for g in grads], \
            [g.grad_fn.name() if g is not None and g.grad_fn else None for g in grads], calls
    same(torch, program)
