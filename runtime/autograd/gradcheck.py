"""gradcheck / gradgradcheck: compare backward's Jacobian with finite differences.

The numerical Jacobian perturbs each input element by ±eps (central
differences); the analytical one runs autograd.grad once per output element.
"""
import warnings

import numpy as np

from ..core.dtypes import FLOATING_KINDS, INEXACT_KINDS
from ..core.tensor import Tensor
from . import forward_ad
from .differentiate import grad as autograd_grad
from .function import Function
from .grad_mode import no_grad


class GradcheckError(RuntimeError):
    """Raised when the analytical and numerical Jacobians disagree."""


def _as_tuple(x):
    if isinstance(x, Tensor):
        return (x,)
    return tuple(x)


def _differentiable(inputs):
    return [i for i, x in enumerate(inputs) if isinstance(x, Tensor) and x.requires_grad]


def _float_outputs(outputs):
    return [o for o in outputs if isinstance(o, Tensor) and o._data.dtype.kind in INEXACT_KINDS]


def _snapshot(outputs):
    """Copies of the output values (an output may alias an input that is perturbed next)."""
    return [o._data.astype(_jacobian_dtype(o._data), copy=True) for o in _float_outputs(_as_tuple(outputs))]


def _jacobian_dtype(array):
    """As PyTorch, a Jacobian holds the dtype of the tensor it is allocated from (float32 stays float32,
    which GradcheckError's message shows); complex values are compared as before, in float64."""
    return array.dtype if array.dtype.kind in FLOATING_KINDS else np.float64


def numerical_jacobian(func, inputs, eps):
    """jac[i][o]: array (inputs[i].numel(), outputs[o].numel()), by central differences."""
    diff = _differentiable(inputs)
    base = _float_outputs(_as_tuple(func(*inputs)))
    jac = []
    for i in diff:
        x = inputs[i]._data
        per_output = [np.zeros((x.size, o._data.size), _jacobian_dtype(o._data)) for o in base]
        for j in range(x.size):
            idx = np.unravel_index(j, x.shape)
            orig = x[idx].copy()
            x[idx] = orig + eps
            plus = _snapshot(func(*inputs))
            x[idx] = orig - eps
            minus = _snapshot(func(*inputs))
            x[idx] = orig
            for o, (p, m) in enumerate(zip(plus, minus)):
                per_output[o][j] = ((p - m) / (2 * eps)).reshape(-1)
        jac.append(per_output)
    return jac


def analytical_jacobian(func, inputs):
    """jac[i][o] as numerical_jacobian, row j = d outputs[o] / d inputs[i][j]."""
    diff = _differentiable(inputs)
    outputs = _float_outputs(_as_tuple(func(*inputs)))
    diff_inputs = [inputs[i] for i in diff]
    jac = [[np.zeros((inputs[i]._data.size, o._data.size), _jacobian_dtype(inputs[i]._data)) for o in outputs]
           for i in diff]
    for o, out in enumerate(outputs):
        if not out.requires_grad:
            continue
        for k in range(out._data.size):
            seed = np.zeros(out._data.shape, out._data.dtype)
            seed.reshape(-1)[k] = 1
            grads = autograd_grad(out, diff_inputs, Tensor._make(seed), retain_graph=True, allow_unused=True)
            for n, g in enumerate(grads):
                if g is not None:
                    if g._data.shape != diff_inputs[n]._data.shape:
                        raise GradcheckError(f"Gradient for input {diff[n]} has shape {tuple(g._data.shape)} but the "
                                             f"input has shape {tuple(diff_inputs[n]._data.shape)}")
                    jac[n][o][:, k] = g._data.reshape(-1)
    return jac


def forward_jacobian(func, inputs):
    """jac[i][o] as numerical_jacobian, built column by column with forward-mode AD: row j is
    the tangent of outputs[o] when input i carries the j-th unit tangent (a jvp)."""
    diff = _differentiable(inputs)
    with no_grad():
        outputs = _float_outputs(_as_tuple(func(*inputs)))
    jac = [[np.zeros((inputs[i]._data.size, o._data.size)) for o in outputs] for i in diff]
    for n, i in enumerate(diff):
        x = inputs[i]
        for j in range(x._data.size):
            unit = np.zeros(x._data.shape, x._data.dtype)
            unit.reshape(-1)[j] = 1
            with forward_ad.dual_level():
                args = list(inputs)
                args[i] = forward_ad.make_dual(x, Tensor._make(unit))
                outs = _float_outputs(_as_tuple(func(*args)))
                for o, out in enumerate(outs):
                    tangent = forward_ad.unpack_dual(out).tangent
                    if tangent is not None:
                        jac[n][o][j] = tangent._data.reshape(-1)
    return jac


def _compare(numerical, analytical, diff, checked, rtol, atol, mode):
    """`mode`: "" for backward AD, "computed with forward mode " for forward AD (PyTorch's message)."""
    for n, i in enumerate(diff):
        for o, (num, ana) in enumerate(zip(numerical[n], analytical[n])):
            if checked[o] and not np.allclose(ana, num, rtol=rtol, atol=atol, equal_nan=True):
                raise GradcheckError(
                    f"Jacobian {mode}mismatch for output {o} with respect to input {i},\n"
                    f"numerical:{Tensor._make(num)!r}\nanalytical:{Tensor._make(ana)!r}\n")


def _check_reentrant(first, second, nondet_tol):
    """As PyTorch: backward run twice on the same graph must agree (within nondet_tol)."""
    for per_input_1, per_input_2 in zip(first, second):
        for a, b in zip(per_input_1, per_input_2):
            if a.size and np.abs(a - b).max() > nondet_tol:
                raise GradcheckError(
                    "Backward is not reentrant, i.e., running backward with same input and grad_output multiple "
                    "times gives different values, although analytical gradient matches numerical gradient."
                    f"The tolerance for nondeterminism was {nondet_tol}." + _NONDET_NOTE)


_NONDET_NOTE = """\n
NOTE: If your op relies on non-deterministic operations i.e., it is listed here:
https://pytorch.org/docs/stable/generated/torch.use_deterministic_algorithms.html
this failure might be expected.

If you are adding a new operator, please file an issue and then use one of the
workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck.
If the test
- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck
  with `nondet_tol=<tol>` as a keyword argument.
- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test
  to have `gradcheck_nondet_tol=<tol>`.
- is a Module test (e.g., in common_nn.py), then modify the corresponding
  module_test entry to have `gradcheck_nondet_tol=<tol>`
"""


def _check_constant(func, inputs, eps):
    """No output requires grad: as PyTorch, the function must then not change with its inputs. The
    differences are taken with tensor subtraction, so a bool output fails as it fails there."""
    for i in _differentiable(inputs):
        x = inputs[i]._data
        for j in range(x.size):
            idx = np.unravel_index(j, x.shape)
            orig = x[idx].copy()
            x[idx] = orig + eps
            plus = [Tensor._make(o._data.copy()) for o in _as_tuple(func(*inputs)) if isinstance(o, Tensor)]
            x[idx] = orig - eps
            minus = [Tensor._make(o._data.copy()) for o in _as_tuple(func(*inputs)) if isinstance(o, Tensor)]
            x[idx] = orig
            if any(np.any((p - m)._data != 0) for p, m in zip(plus, minus)):
                raise GradcheckError("Numerical gradient for function expected to be zero")


_UNDEFINED_NOTE = 'Please look at "Notes about undefined output gradients" in "tools/autograd/derivatives.yaml"'
_UNDEFINED_WARNING = ("Backwards compatibility: New undefined gradient support checking feature is enabled by "
                      "default, but it may break existing callers of this function. If this is true for you, you "
                      "can call this function with \"check_undefined_grad=False\" to disable the feature")


class _UndefinedGrad(Function):
    """A copy of its input whose backward passes no gradient on (PyTorch's UndefinedGrad node)."""

    @staticmethod
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    def backward(ctx, grad):
        return None


def _check_undefined_grad(func, inputs):
    """As PyTorch's check_undefined_grad: a backward handed no gradient for its outputs (all of them
    together, then each alone) must run, and give its inputs no gradient or zeros. A custom Function
    with set_materialize_grads(False) whose backward computes with the None it gets fails here."""
    diff_inputs = [inputs[i] for i in _differentiable(inputs)]
    outputs = [_UndefinedGrad.apply(o) for o in _as_tuple(func(*inputs)) if isinstance(o, Tensor) and o.requires_grad]
    for group in [outputs] + ([[o] for o in outputs] if len(outputs) > 1 else []):
        zeros = [Tensor._make(np.zeros_like(o._data)) for o in group]
        try:
            grads = autograd_grad(group, diff_inputs, zeros, retain_graph=True, allow_unused=True)
        except RuntimeError as error:
            warnings.warn(_UNDEFINED_WARNING, UserWarning, stacklevel=3)
            raise GradcheckError(f"Expected backward function to handle undefined output grads. {_UNDEFINED_NOTE}") \
                from error
        if any(g is not None and np.any(g._data != 0) for g in grads):
            warnings.warn(_UNDEFINED_WARNING, UserWarning, stacklevel=3)
            raise GradcheckError("Expected all input grads to be undefined or zero when all output grads are undefined "
                                 f"or zero. {_UNDEFINED_NOTE}")


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, nondet_tol=0.0,
              check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True,
              fast_mode=False, masked=None) -> bool:
    """True when backward's Jacobian (and with check_forward_ad, forward mode's) matches finite
    differences for every input/output pair."""
    inputs = _as_tuple(inputs)
    diff = _differentiable(inputs)
    if not diff:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of the them "
                         "have requires_grad=True.")
    for i in diff:
        if inputs[i]._data.dtype != np.float64:
            warnings.warn(f"Input #{i} requires gradient and is not a double precision floating point or complex. "
                          "This check will likely fail if all the inputs are not of double precision floating point "
                          "or complex. ", UserWarning, stacklevel=2)
    try:
        outputs = [o for o in _as_tuple(func(*inputs)) if isinstance(o, Tensor)]
        if not any(o.requires_grad for o in outputs):
            _check_constant(func, inputs, eps)
            return True
        numerical = numerical_jacobian(func, inputs, eps)
        # As PyTorch: only outputs that require grad are checked (not e.g. native_layer_norm's saved mean).
        checked = [o.requires_grad for o in _float_outputs(outputs)]
        if check_backward_ad:
            analytical = analytical_jacobian(func, inputs)
            _check_reentrant(analytical, analytical_jacobian(func, inputs), nondet_tol)
            _compare(numerical, analytical, diff, checked, rtol, atol, "")
            if check_undefined_grad:
                _check_undefined_grad(func, inputs)
        if check_forward_ad:
            _compare(numerical, forward_jacobian(func, inputs), diff, checked, rtol, atol,
                     "computed with forward mode ")
    except GradcheckError:
        if raise_exception:
            raise
        return False
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, nondet_tol=0.0,
                  check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
                  check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False, masked=False) -> bool:
    """gradcheck of the gradient itself: checks second derivatives (double backward)."""
    inputs = _as_tuple(inputs)
    diff = _differentiable(inputs)
    if grad_outputs is None:
        outputs = _float_outputs(_as_tuple(func(*inputs)))   # (with grad on: func sees the mode it always sees)
        rng = np.random.default_rng(0)
        grad_outputs = tuple(Tensor._make(rng.standard_normal(o._data.shape).astype(o._data.dtype)).requires_grad_()
                             for o in outputs)
    else:
        grad_outputs = _as_tuple(grad_outputs)
    n_inputs = len(inputs)

    def first_derivatives(*args):
        ins, gouts = args[:n_inputs], args[n_inputs:]
        all_outs = _float_outputs(_as_tuple(func(*ins)))
        outs = [o for o in all_outs if o.requires_grad]
        gouts = [g for g, o in zip(gouts, all_outs) if o.requires_grad]
        if not outs:
            return tuple(Tensor._make(np.zeros_like(ins[i]._data)) for i in diff)
        grads = autograd_grad(outs, [ins[i] for i in diff], gouts, create_graph=True, allow_unused=True)
        return tuple(g if g is not None else Tensor._make(np.zeros_like(ins[i]._data)) for g, i in zip(grads, diff))

    return gradcheck(first_derivatives, inputs + tuple(grad_outputs), eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception, nondet_tol=nondet_tol)
