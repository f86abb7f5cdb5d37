"""torch.unique, Tensor.unique and unique_consecutive against PyTorch: the results asked for (a tensor
or a tuple), sorted values with nan never equal to nan and -0. equal to 0., slices along a dim, empty and
0-dim inputs, bool and integer dtypes, the error for a bad dim, and the backward PyTorch refuses."""
import pytest
from call_outcomes import same

CALLS = [
    lambda lib: lib.unique(lib.tensor([3, 1, 2, 3, 1, 5])),
    lambda lib: lib.unique(lib.tensor([3, 1, 2, 3, 1, 5]), sorted=False, return_inverse=True, return_counts=True),
    lambda lib: lib.tensor([[3, 1], [2, 3]]).unique(return_inverse=True),
    lambda lib: lib.tensor([3.0, 1.0, 3.0]).unique(return_counts=True),
    lambda lib: lib.unique(lib.tensor([1.0, float("nan"), float("nan"), 2.0, -0.0, 0.0]), return_counts=True),
    lambda lib: lib.unique(lib.tensor([True, False, True])), lambda lib: lib.unique(lib.tensor(5)),
    lambda lib: lib.unique(lib.zeros(0)), lambda lib: lib.unique(lib.zeros(2, 0), return_inverse=True),
    lambda lib: lib.unique(lib.tensor([[1, 2], [1, 2], [0, 3]]), dim=0, return_inverse=True, return_counts=True),
    lambda lib: lib.unique(lib.tensor([[1, 2, 1], [3, 4, 3]]), dim=1),
    lambda lib: lib.unique(lib.tensor([[1.0, float("nan")], [1.0, float("nan")]]), dim=0, return_counts=True),
    lambda lib: lib.unique(lib.zeros(0, 3), dim=0, return_counts=True),
    lambda lib: lib.unique(lib.zeros(3, 0), dim=0), lambda lib: lib.unique(lib.zeros(2, 2), dim=3),
    lambda lib: lib.unique_consecutive(lib.tensor([1, 1, 2, 2, 3, 1, 1]), return_inverse=True, return_counts=True),
    lambda lib: lib.tensor([1.0, 1.0, float("nan"), float("nan")]).unique_consecutive(return_counts=True),
    lambda lib: lib.unique_consecutive(lib.tensor([[1, 2], [1, 2], [0, 3]]), dim=0),
    lambda lib: lib.unique_consecutive(lib.tensor([[1, 2], [1, 2], [0, 3]]), dim=0, return_inverse=True),
    lambda lib: lib.unique_consecutive(lib.tensor(2.0)),
    # the native functions under them, plain tuples (PyTorch names none of their results)
    lambda lib: lib._unique(lib.tensor([5.0, 3.0, 1.0, 3.0, float("nan"), 0.0, -0.0]), False, True),
    lambda lib: lib._unique(lib.tensor([[2, 0], [2, 1]])), lambda lib: lib._unique(lib.zeros(0), return_inverse=True),
    lambda lib: lib._unique2(lib.tensor([3, 1, 3]), return_counts=True),
    lambda lib: lib._VF.unique_dim(lib.tensor([[1, 2], [1, 2], [0, 3]]), 0, return_inverse=False),
    lambda lib: lib._VF.unique_consecutive(lib.tensor([1, 1, 2]), return_counts=True),
]


@pytest.mark.parametrize("call", CALLS)
def test_unique_matches_pytorch(torch, call):
    same(torch, call)


@pytest.mark.parametrize("call", [
    lambda lib, x: lib.unique(x), lambda lib, x: lib.unique(x.reshape(2, 2), dim=0),
    lambda lib, x: lib.unique_consecutive(x),
])
def test_unique_records_a_node_whose_backward_raises(torch, call):
    def build(lib):
        x = lib.tensor([1.0, 2.0, 1.0, 3.0], requires_grad=True)
        out = call(lib, x)
        name = out.grad_fn.name()
        out.sum().backward()
        return name
    same(torch, build)
