"""The matrix products (and trace, diag, cross, dist, cdist) take tensors only: a Python number where a tensor
goes gets PyTorch's TypeError naming the argument and its position (a method counts from its first argument
after self), not an AttributeError from inside the kernel."""
import numpy as np
import pytest

import gradtable as gt

MATRIX, VECTOR, BATCH, TRIPLE = "m", "v", "b", "3"
OPS = {
    "mm": (MATRIX, MATRIX), "bmm": (BATCH, BATCH), "mv": (MATRIX, VECTOR), "dot": (VECTOR, VECTOR),
    "vdot": (VECTOR, VECTOR), "addmm": (MATRIX, MATRIX, MATRIX), "addmv": (VECTOR, MATRIX, VECTOR),
    "addbmm": (MATRIX, BATCH, BATCH), "baddbmm": (BATCH, BATCH, BATCH), "addr": (MATRIX, VECTOR, VECTOR),
    "outer": (VECTOR, VECTOR), "ger": (VECTOR, VECTOR), "inner": (VECTOR, VECTOR), "kron": (MATRIX, MATRIX),
    "cross": (TRIPLE, TRIPLE), "trace": (MATRIX,), "diag": (VECTOR,), "dist": (VECTOR, VECTOR),
    "cdist": (MATRIX, MATRIX),
}
CASES = [(name, position) for name, kinds in OPS.items() for position in range(len(kinds))]


def _operands(lib, kinds):
    made = {MATRIX: lambda: lib.ones(2, 2), VECTOR: lambda: lib.ones(2), BATCH: lambda: lib.ones(2, 2, 2),
            TRIPLE: lambda: lib.ones(3)}
    return [made[k]() for k in kinds]


def _error(call):
    with pytest.raises(Exception) as info:
        call()
    return type(info.value), str(info.value)


@pytest.mark.parametrize("name, position", CASES)
@pytest.mark.parametrize("number", [2.0, 3])
def test_a_number_for_a_tensor_argument_is_refused_as_pytorch_refuses_it(name, position, number, torch):
    def call(lib):
        args = _operands(lib, OPS[name])
        args[position] = number
        return lambda: getattr(lib, name)(*args)

    assert _error(call(gt)) == _error(call(torch))


@pytest.mark.parametrize("name, position", [(n, p) for n, p in CASES if p > 0 and n != "cdist"])
def test_the_method_form_names_the_position_after_self(name, position, torch):
    def call(lib):
        args = _operands(lib, OPS[name])
        args[position] = 2.0
        return lambda: getattr(args[0], name)(*args[1:])

    assert _error(call(gt)) == _error(call(torch))


@pytest.mark.parametrize("name", sorted(OPS))
def test_tensors_still_compute_as_pytorch_does(name, torch):
    ours = getattr(gt, name)(*_operands(gt, OPS[name]))
    theirs = getattr(torch, name)(*_operands(torch, OPS[name]))
    assert ours.shape == theirs.shape
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)


@pytest.mark.parametrize("call", [
    lambda lib, m, v: m.diag(1), lambda lib, m, v: v.diag(diagonal=-1),
    lambda lib, m, v: m.addmm(m, m, beta=2, alpha=0.5), lambda lib, m, v: v.addmv(m, v, alpha=3),
    lambda lib, m, v: lib.ones(2, 3).cross(lib.ones(2, 3), dim=1), lambda lib, m, v: v.dist(v * 2, 3),
    lambda lib, m, v: m.addr(v, v, beta=0),
])
def test_method_forms_pass_their_other_arguments_on(call, torch):
    """A method that checks its tensors (x.diag, x.addmm) still takes the op's other arguments, by position or
    keyword."""
    ours = call(gt, gt.arange(4.0).reshape(2, 2), gt.tensor([1.0, -2.0]))
    theirs = call(torch, torch.arange(4.0).reshape(2, 2), torch.tensor([1.0, -2.0]))
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)
