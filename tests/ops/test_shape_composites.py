"""The shape composites of issue 27 (the table checks their values and gradients through their list
entries): the varargs forms PyTorch's Python gives them, their errors, and the functions outside the
table (broadcast_shapes, unravel_index, vander, Tensor.H), each against PyTorch."""
import numpy as np
import pytest
from call_outcomes import same

import gradtable


def z(lib, *shape, dtype=None):
    return lib.zeros(*shape, dtype=dtype)


def r(lib, *shape):
    return lib.arange(1.0, 1.0 + np.prod(shape, dtype=int), dtype=lib.float64).reshape(shape).requires_grad_()


CALLS = [
    # varargs and sequences
    lambda lib: lib.atleast_1d(r(lib)), lambda lib: lib.atleast_1d(r(lib), r(lib, 2)),
    lambda lib: lib.atleast_1d([r(lib), r(lib, 2)]), lambda lib: lib.atleast_2d((r(lib, 2),)),
    lambda lib: lib.atleast_3d(r(lib, 2), r(lib, 2, 2)), lambda lib: lib.broadcast_tensors(r(lib, 3, 1), r(lib, 2)),
    lambda lib: lib.broadcast_tensors(r(lib, 2)), lambda lib: lib.meshgrid(r(lib, 2), r(lib, 3), indexing="xy"),
    lambda lib: lib.meshgrid([r(lib, 2), r(lib, 3)], indexing="ij"), lambda lib: lib.meshgrid(r(lib, 2), r(lib, 3)),
    lambda lib: lib.cartesian_prod(r(lib, 2), r(lib, 2)), lambda lib: lib.cartesian_prod(r(lib, 3)),
    lambda lib: lib.tensordot(r(lib, 2, 3), r(lib, 3, 4), dims=1),
    lambda lib: lib.tensordot(r(lib, 2, 3), r(lib, 3, 2), dims=([1, 0], [0, 1])),
    lambda lib: lib.tensordot(r(lib, 2, 3), r(lib, 3, 4), dims=lib.tensor(1)),
    lambda lib: lib.tensordot(r(lib, 2, 3), r(lib, 3, 4), dims=lib.tensor([[1], [0]])),
    lambda lib: lib.tensordot(r(lib, 2, 3), r(lib, 3, 2)),
    lambda lib: r(lib, 7).tensor_split(3), lambda lib: r(lib, 2, 4).hsplit([1, 3]),
    lambda lib: r(lib, 2, 4).kron(r(lib, 2)),
    lambda lib: r(lib, 2, 3).inner(r(lib, 3)), lambda lib: r(lib, 2, 3).sum_to_size(1, 3),
    lambda lib: r(lib, 3).repeat_interleave(2), lambda lib: lib.repeat_interleave(lib.tensor([2, 0, 1])),
    lambda lib: lib.repeat_interleave(lib.tensor([2, 0, 1], dtype=lib.int32)),
    lambda lib: lib.repeat_interleave(r(lib, 3), 2, output_size=6), lambda lib: r(lib, 2, 3).H, lambda lib: r(lib).H,
    lambda lib: r(lib, 3, 2).diagflat(1), lambda lib: r(lib, 2, 3).fliplr(),
    lambda lib: lib.combinations(r(lib, 3), 2, True),
    # errors
    lambda lib: lib.hstack([]), lambda lib: lib.vstack([]), lambda lib: lib.column_stack([]),
    lambda lib: lib.hstack([z(lib, 2), z(lib, 2, 1)]), lambda lib: lib.dstack([z(lib, 2), z(lib, 3)]),
    lambda lib: lib.broadcast_tensors(z(lib, 2), z(lib, 3)),
    lambda lib: lib.meshgrid(z(lib, 2, 2), z(lib, 2), indexing="ij"),
    lambda lib: lib.meshgrid(z(lib, 2), z(lib, 3), indexing="foo"), lambda lib: lib.meshgrid(indexing="ij"),
    lambda lib: lib.meshgrid(z(lib, 2), z(lib, 3, dtype=lib.float64), indexing="ij"),
    lambda lib: lib.cartesian_prod(z(lib, 2, 2)), lambda lib: lib.combinations(z(lib, 2, 2)),
    lambda lib: lib.combinations(z(lib, 3), r=-1), lambda lib: lib.fliplr(z(lib, 2)), lambda lib: lib.flipud(z(lib)),
    lambda lib: lib.tensor_split(z(lib, 5), 0), lambda lib: lib.tensor_split(z(lib), 2),
    lambda lib: lib.tensor_split(z(lib, 5), lib.tensor([[1]])),
    lambda lib: lib.tensor_split(z(lib, 5), lib.tensor([1.0])),
    lambda lib: lib.hsplit(z(lib, 2, 3), 2), lambda lib: lib.hsplit(z(lib), 2), lambda lib: lib.vsplit(z(lib, 3), 3),
    lambda lib: lib.dsplit(z(lib, 2, 2), 2), lambda lib: lib.hsplit(z(lib, 4), 0),
    lambda lib: lib.inner(z(lib, 2, 3), z(lib, 4, 2)), lambda lib: lib.tensordot(z(lib, 2, 3), z(lib, 4, 3), dims=1),
    lambda lib: lib.tensordot(z(lib, 2, 3), z(lib, 3, 4), dims=-1),
    lambda lib: lib.tensordot(z(lib, 2, 3), z(lib, 3, 4), dims=([1], [0, 1])),
    lambda lib: lib.tensordot(z(lib, 2, 3), z(lib, 3, 4, dtype=lib.float64), dims=1),
    lambda lib: lib.tensordot(z(lib, 2, 3), z(lib, 3, 4), dims=3),
    lambda lib: lib.adjoint(z(lib, 2)), lambda lib: lib.adjoint(r(lib)), lambda lib: z(lib, 2, 3, 4).H,
    lambda lib: z(lib, 2).H,
    lambda lib: z(lib, 2, 3).sum_to_size(3, 3), lambda lib: z(lib, 2, 3).sum_to_size(1, 2, 3),
    lambda lib: lib.repeat_interleave(z(lib, 2), -1),
    lambda lib: lib.repeat_interleave(z(lib, 2), lib.tensor([1, 2, 3])),
    lambda lib: lib.repeat_interleave(z(lib, 2), lib.tensor([1, -2])),
    lambda lib: lib.repeat_interleave(z(lib, 2), lib.tensor([[1, 2]])),
    lambda lib: lib.repeat_interleave(z(lib, 2), lib.tensor([1.0, 2.0])),
    lambda lib: lib.repeat_interleave(lib.tensor(2)),
    lambda lib: lib.repeat_interleave(lib.tensor([2, 1]), output_size=5),
    lambda lib: lib.repeat_interleave(z(lib, 3), 2, output_size=5),
    lambda lib: lib.repeat_interleave(z(lib, 2, 2), 2, dim=3),
    # found by make fuzz: a 0-dim input with a dim is refused by its size read, before the repeats' dtype
    lambda lib: lib.repeat_interleave(lib.tensor(0.5), lib.tensor(0.5), -1),
    lambda lib: lib.repeat_interleave(lib.tensor(0.5), lib.tensor(2), 0),
    lambda lib: lib.repeat_interleave(lib.tensor(0.5), lib.tensor([[2]]), 0),
    lambda lib: lib.repeat_interleave(lib.tensor(0.5), 2, 0),
    lambda lib: lib.linalg.vander(z(lib, 3), N=1),
]


@pytest.mark.parametrize("call", CALLS)
def test_matches_pytorch(torch, call):
    same(torch, call)


BROADCAST_SHAPES = [((2, 1), (3,)), ((2,), (3,)), (2, (3, 1)), (), ((-1,),), ((2,), "a"), ((1, 0), (3, 1)),
                    (gradtable.Size([2, 1]), (5, 1, 1)),
                    # the message shows the whole result so far; the checks come in PyTorch's order
                    ((2, 3), (4, 3)), ((6, 1, 4), (2, 5, 1)), ((2,), (-1,)), ((1,), (-1,)), ((3,), (2.0,)),
                    ((), (2.0,)), ((2,), (1.0,)), ((1,), (True,)), ((2,), (False,)), ((1,), ("a",)),
                    ((2,), None), (None,), (1.5,), ((3,), {1: 2}), (range(2), (3, 1)), ((0,), (2,))]


@pytest.mark.parametrize("shapes", BROADCAST_SHAPES)
def test_broadcast_shapes(torch, shapes):
    same(torch,
    lambda lib: lib.broadcast_shapes(*[lib.Size(s) if isinstance(s, gradtable.Size) else s for s in shapes]))


UNRAVEL = [([5, 7], (2, 4)), (9, (2, 4)), ([-1], (2, 4)), ([1], 4), ([1], ()), ([3], (2, -4)), ([5], (2, 0)),
           ([[3, 4], [5, 6]], (3, 3))]


@pytest.mark.parametrize("indices, shape", UNRAVEL)
def test_unravel_index(torch, indices, shape):
    same(torch, lambda lib: lib.unravel_index(lib.tensor(indices), shape))
    same(torch, lambda lib: lib.unravel_index(lib.tensor(indices, dtype=lib.float32), shape))
    same(torch, lambda lib: lib.unravel_index(indices, shape))


VANDER = [([2.0, 3.0, -1.0], {}), ([2.0, 3.0], {"N": 4, "increasing": True}), ([1, 2, 3], {}), ([True, False], {}),
          ([2.0], {"N": 0}), ([2.0], {"N": -1}), ([], {}), ([[1.0, 2.0]], {})]


@pytest.mark.parametrize("values, kwargs", VANDER)
def test_vander_forward(torch, values, kwargs):
    same(torch, lambda lib: lib.vander(lib.tensor(values), **kwargs))
    same(torch, lambda lib: lib.vander(lib.tensor(values, dtype=lib.float16), **kwargs))


@pytest.mark.parametrize("n", [2, 3])
def test_vander_backward_raises_as_pytorch(torch, n):
    """torch.vander writes cumprod's result over its own input in place, so PyTorch's backward refuses
    (the saved input changed): the same graph, the same error here."""
    def backward(lib):
        x = lib.tensor([2.0, 3.0], dtype=lib.float64, requires_grad=True)
        v = lib.vander(x, N=n)
        assert v.grad_fn.name() == "FlipBackward0"
        assert v.grad_fn.next_functions[0][0].name() == "torch::autograd::CopySlices"
        v.sum().backward()
    same(torch, backward)
