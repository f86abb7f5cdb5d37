"""The samplers torch.distributions is built on: torch._standard_gamma, torch._sample_dirichlet and
torch.binomial.

They draw from gradtable's generator, so they are written by hand rather than as table entries (whose
forwards are deterministic functions of their arguments; see core/random.py). Their gradients are as in
PyTorch's derivatives.yaml: a Gamma draw is differentiable in its concentration through the implicit
reparameterization gradient `_standard_gamma_grad` (a table op); a Dirichlet draw and a Binomial draw
record PyTorch's NotImplemented node (Dirichlet.rsample differentiates through its own Function).
"""
from ..autograd.forward_grad import any_tangent, unsupported
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import Node, record, record_not_implemented
from ..autograd.saved import SavedTensor, saved_tensor
from ..core.dtypes import FLOATING_KINDS, scalar_type_name
from ..core.generator import numpy_rng
from ..core.tensor import Tensor
from ..generated import ops as _ops
from ..kernels import distributions as _kernels


class StandardGammaBackward0(Node):
    """_standard_gamma(Tensor self, Generator? generator=None) -> Tensor

    PyTorch's derivatives.yaml:
        self: grad * _standard_gamma_grad(self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        if ctx.next_functions[0][0] is None:
            return [None]
        return [grads[0] * _ops._standard_gamma_grad(ctx._saved_self, ctx._saved_result)]


def _needs_grad(*tensors):
    return _grad_state.enabled and any(t._requires_grad for t in tensors)


def _refuse_dual(op, *tensors):
    """PyTorch's forward-mode refusal of an op recorded with its NotImplemented node."""
    if any_tangent(*tensors):
        raise NotImplementedError(f"Trying to use forward AD with aten::{op} that does not support it.")


def _standard_gamma(input, generator=None):
    """Gamma(input, 1) draws, differentiable in input (at least the dtype's smallest normal number).
    PyTorch has no forward-mode formula for it."""
    unsupported("_standard_gamma", input)
    result = Tensor._make(_kernels.gamma_array(numpy_rng(generator), input._data))
    if _needs_grad(input):
        node = record(StandardGammaBackward0, (input,), (result,))
        node._raw_saved_self = SavedTensor(input)
        node._raw_saved_result = SavedTensor(result, is_output=True)
    return result


def _sample_dirichlet(input, generator=None):
    """Dirichlet(input) draws over the last dimension (no derivative, as in PyTorch)."""
    _refuse_dual("_sample_dirichlet", input)
    result = Tensor._make(_kernels.dirichlet_array(numpy_rng(generator), input._data))
    if _needs_grad(input):
        record_not_implemented("_sample_dirichlet", (input,), (result,))
    return result


def binomial(count, prob, generator=None):
    """Binomial(count, prob) draws, of count's dtype (float: counts may be fractional parameters)."""
    for name, t in (("count", count), ("prob", prob)):
        if t._data.dtype.kind not in FLOATING_KINDS:
            raise ValueError(f"binomial only supports floating-point dtypes for {name}, got: "
                             f"{scalar_type_name(t._data.dtype)}")
    if prob._data.dtype != count._data.dtype:
        raise RuntimeError(f"Found dtype {scalar_type_name(prob._data.dtype)} but expected "
                           f"{scalar_type_name(count._data.dtype)}")
    _refuse_dual("binomial", count, prob)
    if count._data.dtype.itemsize < 4:
        raise NotImplementedError(f"\"binomial_cpu\" not implemented for '{scalar_type_name(count._data.dtype)}'")
    result = Tensor._make(_kernels.binomial_array(numpy_rng(generator), count._data, prob._data))
    if _needs_grad(count, prob):
        record_not_implemented("binomial", (count, prob), (result,))
    return result
