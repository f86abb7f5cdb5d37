"""Gradient clipping (torch.nn.utils.clip_grad_norm_ and friends).

The gradients are changed in place under no_grad, so clipping is never recorded. PyTorch's `foreach`
chooses between two kernels of the same arithmetic; here there is one NumPy path, so every value of
`foreach` is accepted and computes the same thing (as PyTorch on the CPU, where foreach is supported).
"""
import functools
import types
import warnings

import numpy as np

from ... import linalg
from ...autograd.grad_mode import no_grad
from ...core.creation import tensor
from ...core.tensor import Tensor
from ...generated import ops


def _without_grad(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with no_grad():
            return fn(*args, **kwargs)
    return wrapper


def _as_list(tensors):
    return [tensors] if isinstance(tensors, Tensor) else list(tensors)


@_without_grad
def get_total_norm(tensors, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """The `norm_type`-norm of all the tensors together, as if they were concatenated into one vector:
    the norm of the per-tensor norms (which is the same number for every p, inf included)."""
    tensors = _as_list(tensors)
    norm_type = float(norm_type)
    if not tensors:
        return tensor(0.0)
    norms = [linalg.vector_norm(t, norm_type) for t in tensors]
    total = linalg.vector_norm(ops.stack(norms), norm_type)
    if error_if_nonfinite and bool(total.isnan() | total.isinf()):
        raise RuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is non-finite, "
                           "so it cannot be clipped. To disable this error and scale the gradients by the non-finite "
                           "norm anyway, set `error_if_nonfinite=False`")
    return total


@_without_grad
def clip_grads_with_norm_(parameters, max_norm, total_norm, foreach=None):
    """Scale every gradient by min(max_norm / (total_norm + 1e-6), 1): gradients only ever shrink."""
    grads = [p.grad for p in _as_list(parameters) if p.grad is not None]
    if not grads:
        return
    coefficient = ops.clamp(float(max_norm) / (total_norm + 1e-6), max=1.0)
    with np.errstate(invalid="ignore"):  # a non-finite norm scales by 0 (inf * 0 = nan), silently as PyTorch
        for grad in grads:
            grad.mul_(coefficient)


@_without_grad
def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Clip the gradients of `parameters` (a tensor or an iterable of them) so that their total norm is at
    most `max_norm`; returns the total norm before clipping, as a 0-dim tensor."""
    if isinstance(parameters, Tensor):
        parameters = [parameters]
    else:
        is_generator = isinstance(parameters, types.GeneratorType)
        parameters = list(parameters)  # read once: a generator would be empty for the second pass
        if is_generator and not parameters:
            warnings.warn("`parameters` is an empty generator, no gradient clipping will occur.", stacklevel=3)
    grads = [p.grad for p in parameters if p.grad is not None]
    total_norm = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(parameters, max_norm, total_norm, foreach)
    return total_norm


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """The deprecated spelling of clip_grad_norm_ (PyTorch warns the same way)."""
    warnings.warn("`torch.nn.utils.clip_grad_norm` is now deprecated in favor of `torch.nn.utils.clip_grad_norm_`.",
                  FutureWarning, stacklevel=2)
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


@_without_grad
def clip_grad_value_(parameters, clip_value, foreach=None):
    """Clamp every gradient of `parameters` into [-clip_value, clip_value], in place."""
    clip_value = float(clip_value)
    for p in _as_list(parameters):
        if p.grad is not None:
            p.grad.clamp_(min=-clip_value, max=clip_value)
