"""gradcheck's checks beyond comparing Jacobians, each as PyTorch's gradcheck makes it:

- backward multiplies by grad_output: zero grad_outputs must give zero gradients of the inputs'
  dtypes, devices and sizes;
- undefined gradients: a backward handed no gradient (all outputs, then each alone) must run and
  give none or zeros; a forward-mode function must give the same tangents whether an input's
  tangent is zero or undefined;
- batched gradients: vmap over two grad_outputs (backward) or two tangents (forward) must give
  what a loop gives;
- no differentiable output: then the function must not change with its inputs.
"""
import warnings

from .._C._functions import UndefinedGrad
from ..core.creation import zeros, zeros_like
from ..core.generator import vmap_randomness
from ..core.random import randn_like
from ..core.tensor import Tensor
from ..func import vmap
from ..generated.ops import stack
from . import dispatch_state, forward_ad
from .differentiate import grad as autograd_grad
from .gradcheck_jacobians import (
    GradcheckError,
    as_tuple,
    diff_input_indices,
    dual_call,
    is_float_or_complex,
    make_vectors,
    numerical_jacobian,
    numerical_jvp,
)

_UNDEFINED_NOTE = 'Please look at "Notes about undefined output gradients" in "tools/autograd/derivatives.yaml"'


def _diff_inputs(inputs):
    return [inputs[i] for i in diff_input_indices(inputs)]


def backward_multiplies_by_grad_output(outputs, inputs):
    diff = _diff_inputs(inputs)
    if not diff:
        raise GradcheckError("no Tensors requiring grad found in input")
    grads = autograd_grad(outputs, diff, [zeros_like(o) for o in outputs], allow_unused=True)
    for g, x in zip(grads, diff):
        if g is None:
            continue
        if not g.eq(0).all():
            raise GradcheckError("backward not multiplied by grad_output")
        if g.dtype != x.dtype:
            raise GradcheckError("grad is incorrect type")
        if g.device != x.device:
            raise GradcheckError("grad is incorrect device")
        if g.size() != x.size():
            raise GradcheckError("grad is incorrect size")


def _warn_undefined():
    warnings.warn("Backwards compatibility: New undefined gradient support checking feature is enabled by default, "
                  "but it may break existing callers of this function. If this is true for you, you can call this "
                  "function with \"check_undefined_grad=False\" to disable the feature", stacklevel=4)


def undefined_backward(func, outputs, inputs):
    diff = _diff_inputs(inputs)
    if not diff:
        raise GradcheckError("no Tensors requiring grad found in input")

    def differentiable():
        return [o for o in as_tuple(func(*inputs)) if isinstance(o, Tensor) and o.requires_grad]
    groups = [[UndefinedGrad()(o) for o in differentiable()]]
    if len(groups[0]) > 1:
        for undefined in range(len(outputs)):
            groups.append([UndefinedGrad()(o) if k == undefined else o for k, o in enumerate(differentiable())])
    for group in groups:
        try:
            grads = autograd_grad(group, diff, [zeros_like(o) for o in group], allow_unused=True)
        except RuntimeError as error:
            _warn_undefined()
            raise GradcheckError(f"Expected backward function to handle undefined output grads. {_UNDEFINED_NOTE}") \
                from error
        if any(g is not None and not g.eq(0).all() for g in grads):
            _warn_undefined()
            raise GradcheckError("Expected all input grads to be undefined or zero when all output grads are "
                                 f"undefined or zero. {_UNDEFINED_NOTE}")


def undefined_forward(func, inputs):
    """Each differentiable input in turn given a zero tangent, then none (the others keep random
    tangents): the outputs' tangents must agree where both are defined."""
    diff = diff_input_indices(inputs)
    _, all_u = make_vectors(inputs, (), use_forward_ad=True)
    tangents = [None] * len(inputs)
    for i, u in zip(diff, all_u):
        tangents[i] = u.reshape(inputs[i].shape)
    with forward_ad.dual_level():
        for i in diff:
            zero = list(tangents)
            zero[i] = zeros_like(inputs[i])
            with_zero = [o for o in dual_call(func, inputs, zero) if is_float_or_complex(o)]
            none = list(tangents)
            none[i] = None
            with_none = [o for o in dual_call(func, inputs, none) if is_float_or_complex(o)]
            for o, (a, b) in enumerate(zip(with_zero, with_none)):
                ta, tb = forward_ad.unpack_dual(a).tangent, forward_ad.unpack_dual(b).tangent
                if ta is not None and tb is not None and not ta.allclose(tb):
                    raise GradcheckError(f"Mismatch in tangent values for output with index: {o} when input: "
                                         f"{inputs[i]} has an undefined tangent value.  Got: {ta} but expected: {tb}")


_BATCHED_NOTE = """gradcheck or gradgradcheck failed while testing batched gradient computation.
This could have been invoked in a number of ways (via a test that calls
gradcheck/gradgradcheck directly or via an autogenerated test).

If you are adding a new operator, please file an issue and then use one of the
workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck.
If the test
- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck
  with `check_batched_grad=False` as a keyword argument.
- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test
  to have `check_batched_grad=False` and/or `check_batched_gradgrad=False`.

If you're modifying an existing operator that supports batched grad computation,
or wish to make a new operator work with batched grad computation, please read
the following.

To compute batched grads (e.g., jacobians, hessians), we vmap over the backward
computation. The most common failure case is if there is a 'vmap-incompatible
operation' in the backward pass. Please see
NOTE: [How to write vmap-compatible backward formulas]
in the codebase for an explanation of how to fix this."""

_BATCHED_FORWARD_NOTE = """
gradcheck failed while testing batched gradient computation with forward-mode AD.
This test is enabled automatically when both `check_batched_grad=True`
and `check_forward_ad=True`, but can be disabled in the following ways
dependong on how the test was invoked (via a test that calls gradcheck
directly or via an autogenerated test).

If you are adding a new operator, please file an issue and then use one of the
workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck.
If the test
- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck
  with `check_batched_forward_grad=False` as a keyword argument.
- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test
  to have `check_batched_forward_grad=False`
"""


def _legacy(fn):
    """fn as PyTorch's gradcheck vmaps it (torch._vmap_internals, not torch.func): a batching layer
    only, so a custom Function inside needs no setup_context or vmap rule, and a random op is refused
    with that vmap's message."""
    def body(*args):
        mode = vmap_randomness.mode
        dispatch_state.state.transforms -= 1
        vmap_randomness.mode = "legacy"
        try:
            return fn(*args)
        finally:
            dispatch_state.state.transforms += 1
            vmap_randomness.mode = mode
    return body


def _batched_against_loop(fn, vectors, note, describe):
    """vmap(fn) over the stacked vectors against fn on each: the results must be allclose."""
    expected = [stack(shards) for shards in zip(*[fn(v) for v in vectors])]
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="There is a performance drop")
        try:
            result = vmap(_legacy(fn))(stack(vectors))
        except RuntimeError as error:
            raise GradcheckError(f"While computing batched gradients, got: {error}\n\n{note}") from error
    for k, (res, exp) in enumerate(zip(result, expected)):
        if not res.allclose(exp):
            raise GradcheckError(f"{describe(k)}\n\n{note}\n\nGot:\n{res}\n\nExpected:\n{exp}".strip())


def batched_grad(inputs, output, output_idx):
    diff = _diff_inputs(inputs)

    def vjp(v):
        grads = autograd_grad(output, diff, v, retain_graph=True, allow_unused=True)
        return tuple(g if g is not None else zeros((), dtype=x.dtype).expand(x.shape) for g, x in zip(grads, diff))
    _batched_against_loop(vjp, [randn_like(output) for _ in range(2)], _BATCHED_NOTE,
                          lambda k: f"For output {output_idx} and input {k}:")


def batched_forward_grad(func, inputs):
    for i in diff_input_indices(inputs):
        if not is_float_or_complex(inputs[i]):
            continue

        def jvp(tangent, i=i):
            with forward_ad.dual_level():
                tangents = [tangent if k == i else None for k in range(len(inputs))]
                results = []
                for out in dual_call(func, inputs, tangents):
                    if out is None:
                        continue
                    primal, tangent_out = forward_ad.unpack_dual(out)
                    results.append(tangent_out if tangent_out is not None
                                   else zeros((), dtype=primal.dtype).expand(primal.shape))
                return tuple(results)
        _batched_against_loop(jvp, [randn_like(inputs[i]) for _ in range(2)], _BATCHED_FORWARD_NOTE,
                              lambda k: f"For output {k} and input {k}:")


def no_differentiable_outputs(func, inputs, func_out, eps):
    for per_input in numerical_jacobian(func, inputs, func_out, eps):
        for jacobian in per_input:
            if jacobian.ne(0).sum() > 0:
                raise GradcheckError("Numerical gradient for function expected to be zero")


def no_differentiable_outputs_fast(func, inputs, all_u, eps, nondet_tol):
    for i, u in zip(diff_input_indices(inputs), all_u):
        for jvp in numerical_jvp(func, inputs, i, u, eps):
            if jvp.numel() and jvp.abs().max() > nondet_tol:
                raise GradcheckError("Numerical gradient for function expected to be zero")
