"""The Jacobians gradcheck compares, computed as PyTorch's gradcheck computes them.

Everything here is done with tensor ops on the tensors the caller passed, never on their arrays:
an input is perturbed in place through a view of it (`x[idx].copy_(...)`), so a __torch_dispatch__
wrapper subclass (PyTorch's LoggingTensor) sees the perturbation in its own handler, and the
function under test gets the caller's input objects, as in PyTorch.

Numerical: central differences, one input element at a time (slow mode, jac[i][o] of shape
(inputs[i].numel(), outputs[o].numel())), or along one random direction u per input (fast mode:
J u). A complex input is perturbed along its real and its imaginary axis, and its column is
ds/dx + i ds/dy (the conjugate Wirtinger derivative of a real s, times 2): what backward gives
under PyTorch's convention. (Backward mode gets real outputs here, forward mode real inputs:
gradcheck.py checks a complex function by its parts.)

Analytical backward: one autograd.grad per output element (rows of the Jacobian), or one
per output along a random v (fast mode: v^T J). Analytical forward: one function call per input
element with that element's unit tangent (the others' tangents zero), or one per input with u
as its tangent (fast mode). A function call inside a dual level gets detached inputs: only the
tangents tell it which inputs are differentiated.
"""
import itertools

from ..core.creation import zeros, zeros_like
from ..core.generator import Generator
from ..core.random import rand
from ..core.tensor import Tensor
from . import forward_ad
from .differentiate import grad as autograd_grad
from .dispatch_state import has_own_dispatch


class GradcheckError(RuntimeError):
    """Raised when the analytical and numerical Jacobians disagree."""


def as_tuple(x):
    if isinstance(x, tuple):
        return x
    if isinstance(x, list):
        return tuple(x)
    return (x,)


def is_float_or_complex(t):
    return isinstance(t, Tensor) and (t.is_floating_point() or t.is_complex())


def diff_input_indices(inputs):
    return [i for i, x in enumerate(inputs) if isinstance(x, Tensor) and x.requires_grad]


def _check_same_dtype_and_shape(a, b, eps, idx=None):
    where = f"on index {idx} " if idx is not None else ""
    if a.shape != b.shape:
        raise AssertionError(f"Expected `func` to return outputs with the same shape when inputs are perturbed "
                             f"{where}by {eps}, but got: shapes {a.shape} and {b.shape}.")
    if a.dtype != b.dtype:
        raise AssertionError(f"Expected `func` to return outputs with the same dtype when inputs are perturbed "
                             f"{where}by {eps}, but got: dtypes {a.dtype} and {b.dtype}.")


def _perturbable(x):
    """The input's memory without its autograd history or version counter (PyTorch's `.data`); a
    wrapper subclass keeps its values behind its handler, which `detach` goes through."""
    return x.detach() if has_own_dispatch(x) else x.data


def _outputs_now(fn, inputs):
    return tuple(o.clone() for o in as_tuple(fn(*inputs)))


def _central_difference(fn, inputs, entry, delta, norm, check):
    """(f(x + delta) - f(x - delta)) / (2 norm) per output, flattened; `entry` is the view of the
    input that is perturbed in place, and restored after."""
    orig = entry.clone()
    entry.copy_(orig - delta)
    before = _outputs_now(fn, inputs)
    entry.copy_(orig + delta)
    after = _outputs_now(fn, inputs)
    entry.copy_(orig)
    columns = []
    for a, b in zip(before, after):
        check(a, b)
        columns.append(((b - a) / (2 * norm)).detach().reshape(-1))
    return columns


def _wirtinger_columns(jvp, delta, input_is_complex):
    """The columns of one perturbation: ds/dx; for a complex input ds/dx + i ds/dy, `delta` then a
    pair (along x, along y) or one real step taken along both axes."""
    along_x, along_y = delta if isinstance(delta, tuple) else (delta, delta)
    ds_dx = jvp(along_x)
    if not input_is_complex:
        return ds_dx
    return [dx + dy * 1j for dx, dy in zip(ds_dx, jvp(along_y * 1j))]


def numerical_jacobian_wrt_input(fn, inputs, target, outputs, eps):
    """jac[o] for the tensor `target` (an input, or a tensor fn reads): (numel_in, numel_out_o) per
    floating output, one element at a time (of the input's dtype when it is complex, as PyTorch's)."""
    x = _perturbable(target)
    float_outputs = [o for o in outputs if is_float_or_complex(o)]
    columns = {}
    for d_idx, idx in enumerate(itertools.product(*[range(n) for n in x.shape])):
        def jvp(delta, idx=idx):
            return _central_difference(fn, inputs, x[idx], delta, eps,
                                       lambda a, b: _check_same_dtype_and_shape(a, b, eps, idx))
        columns[d_idx] = _wirtinger_columns(jvp, eps, x.is_complex())
    jacobians = [zeros(x.numel(), o.numel(), dtype=x.dtype if x.is_complex() else o.dtype) for o in float_outputs]
    for o, jacobian in enumerate(jacobians):
        for d_idx, column in columns.items():
            jacobian[d_idx] = column[o]
    return jacobians


def numerical_jacobian(fn, inputs, outputs=None, eps=1e-3):
    """jac[i][o] for every input that requires grad (PyTorch's _get_numerical_jacobian)."""
    if outputs is None:
        outputs = as_tuple(fn(*inputs))
    return [numerical_jacobian_wrt_input(fn, inputs, inputs[i], outputs, eps) for i in diff_input_indices(inputs)]


def numerical_jvp(fn, inputs, index, u, eps):
    """J u for input `index`, per output (flattened), u a flat direction (for a complex input a pair
    of real directions, along the real and the imaginary parts)."""
    x = _perturbable(inputs[index])

    def jvp(delta):
        return _central_difference(fn, inputs, x, delta, eps, lambda a, b: _check_same_dtype_and_shape(a, b, eps))
    delta = tuple(part.reshape(x.shape) * eps for part in u) if isinstance(u, tuple) else u.reshape(x.shape) * eps
    return _wirtinger_columns(jvp, delta, x.is_complex())


def _stack_rows(rows_per_input, inputs, numel_out):
    """The Jacobian of each differentiable input from its gradients (None: zeros), and whether the
    gradients had the inputs' sizes and dtypes."""
    diff = [inputs[i] for i in diff_input_indices(inputs)]
    sizes_ok = types_ok = True
    jacobians = []
    for x, rows in zip(diff, rows_per_input):
        jacobian = zeros(x.numel(), numel_out, dtype=x.dtype)
        for j, g in enumerate(rows):
            if g is None:
                continue
            if g.size() != x.size():
                sizes_ok = False
                continue
            if g.dtype != x.dtype:
                types_ok = False
            jacobian[:, j] = g.reshape(-1)
        jacobians.append(jacobian)
    return jacobians, sizes_ok, types_ok


def backward_rows(output, inputs, v=None):
    """Per differentiable input, the gradients of `output` along each unit grad_output (rows of
    the Jacobian), or along the one direction v (fast mode)."""
    diff = [inputs[i] for i in diff_input_indices(inputs)]

    def vjp(grad_output):
        return autograd_grad(output, diff, grad_output, retain_graph=True, allow_unused=True)
    rows = [[] for _ in diff]

    def add(grads):  # (cloned now: a gradient may be a view of the grad_output changed next)
        for i, g in enumerate(grads):
            rows[i].append(g.clone() if isinstance(g, Tensor) else None)
    if v is not None:
        add(vjp(v.reshape(output.shape)))
    else:
        base = zeros(tuple(output.shape), dtype=output.dtype)
        flat = base.view(-1)
        for j in range(flat.numel()):
            flat.zero_()
            flat[j] = 1.0
            add(vjp(base))
    return rows


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


def jacobians_equal(first, second, tol):
    return all(a.numel() == 0 or (a - b).abs().max() <= tol for a, b in zip(first, second))


def analytical_jacobian(inputs, output, nondet_tol, check_grad_dtypes, v=None):
    """Backward's Jacobian of `output` per differentiable input (v given: v^T J, one column),
    computed twice: both runs must agree within nondet_tol (a reentrant backward)."""
    numel = 1 if v is not None else output.numel()
    first, types_ok, sizes_ok = _stack_rows(backward_rows(output, inputs, v), inputs, numel)
    second, _, _ = _stack_rows(backward_rows(output, inputs, v), inputs, numel)
    if not types_ok and check_grad_dtypes:
        raise GradcheckError("Gradient has dtype mismatch")
    if not sizes_ok:
        raise GradcheckError("Analytical gradient has incorrect size")
    if not jacobians_equal(first, second, nondet_tol):
        raise GradcheckError("Backward is not reentrant, i.e., running backward with same input and grad_output "
                             "multiple times gives different values, although analytical gradient matches numerical "
                             f"gradient.The tolerance for nondeterminism was {nondet_tol}." + _NONDET_NOTE)
    return first


def dual_call(fn, inputs, tangents):
    """fn on the inputs inside the active dual level: each differentiable input detached and given its
    tangent (None: passed detached, with no tangent); the others as they are."""
    args = []
    for x, tangent in zip(inputs, tangents):
        if isinstance(x, Tensor) and x.requires_grad:
            x = x.detach() if tangent is None else forward_ad.make_dual(x.detach(), tangent)
        args.append(x)
    return as_tuple(fn(*args))


def forward_jacobian(fn, inputs, outputs, check_grad_dtypes=False, all_u=None):
    """jac[i][o] from forward mode: per differentiable input, one call per element with that
    element's unit tangent (all_u given: one call with u as the tangent, a single column)."""
    diff = diff_input_indices(inputs)
    if any(inputs[i].is_complex() for i in diff):
        raise ValueError("Expected inputs to be non-complex for _get_analytical_jacobian_forward_ad.")
    float_outputs = [o for o in outputs if is_float_or_complex(o)]
    jacobians = []
    with forward_ad.dual_level():
        for n, i in enumerate(diff):
            x = inputs[i]
            # (tangents of their own, not views: a custom Function's jvp is checked against the tangent's base,
            # as PyTorch's gradcheck gives it fresh tensors)
            directions = [all_u[n].reshape(x.shape).clone()] if all_u else list(_unit_tangents(x))
            per_output = [zeros(len(directions), o.numel(), dtype=o.dtype) for o in float_outputs]
            for col, direction in enumerate(directions):
                tangents = [direction if k == i else (zeros_like(inputs[k]) if k in diff else None)
                            for k in range(len(inputs))]
                results = [o for o in dual_call(fn, inputs, tangents) if is_float_or_complex(o)]
                for o, result in enumerate(results):
                    primal, tangent = forward_ad.unpack_dual(result)
                    if check_grad_dtypes and tangent is not None and primal.is_complex() != tangent.is_complex():
                        raise GradcheckError("Forward AD gradient has dtype mismatch.")
                    if tangent is not None:
                        per_output[o][col] = tangent.reshape(-1)
            jacobians.append(per_output)
    return jacobians


def _unit_tangents(x):
    for j in range(x.numel()):
        unit = zeros(x.shape, dtype=x.dtype)
        unit.view(-1)[j] = 1.0
        yield unit


def make_vectors(inputs, outputs, use_forward_ad):
    """Fast mode's random unit directions: u per differentiable input (a pair of real ones for a complex
    input: its real and imaginary parts), v per differentiable output (backward mode only), from a
    generator of their own (so the caller's random stream is untouched)."""
    generator = Generator()

    def unit(t, dtype=None):
        vec = rand(t.numel(), generator=generator).to(dtype=dtype or t.dtype)
        return vec / vec.norm()

    def u_of(x):
        if not x.is_complex():
            return unit(x)
        real = x.dtype.to_real()
        return unit(x, real), unit(x, real)
    all_u = [u_of(inputs[i]) for i in diff_input_indices(inputs)]
    all_v = None if use_forward_ad else [unit(o) for o in outputs]
    return all_v, all_u
