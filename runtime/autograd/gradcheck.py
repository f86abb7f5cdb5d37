"""gradcheck / gradgradcheck: compare autograd's Jacobians with finite differences, as PyTorch.

The flow is PyTorch's, so a function under test sees the same calls in the same order (a custom
Function's jvp is called as many times as there): check the inputs, run the function once, then
per the flags the backward check (full Jacobians, or with fast_mode their projections v^T J u on
random directions), the forward-mode check, the undefined-tangent check, batched forward
gradients (vmap), and
after that, if backward is checked, batched gradients, the multiplication by grad_output and the
undefined-gradient check. Only GradcheckError is turned into False by raise_exception=False.
The Jacobians are in gradcheck_jacobians.py, the extra checks in gradcheck_checks.py.

Complex functions are checked as PyTorch checks them: backward mode checks the imaginary parts of
the complex outputs, then their real parts (each a real function of complex inputs, whose gradient
is a complex tensor under PyTorch's convention); forward mode takes the imaginary parts of the
complex inputs as real inputs (the real parts fixed), then their real parts. A failure names the
part it was found in.
"""
import warnings

from ..core import dtypes
from ..core.random import rand
from ..core.tensor import Tensor
from ..generated.ops import view_as_real
from ..kernels.opmath import promote_types
from . import gradcheck_checks as checks
from .gradcheck_jacobians import (  # noqa: F401
    GradcheckError,
    analytical_jacobian,
    as_tuple,
    diff_input_indices,
    forward_jacobian,
    is_float_or_complex,
    jacobians_equal,
    make_vectors,
    numerical_jacobian,
    numerical_jacobian_wrt_input,
    numerical_jvp,
)

_DEPRECATED = ("`{}` was part of PyTorch's private API and not meant to be exposed. We are deprecating it and it will "
               "be removed in a future version of PyTorch. If you have a specific use for this or feature request "
               "for this to be a stable API, please file us an issue at https://github.com/pytorch/pytorch/issues/new")


def _differentiable_outputs(x):
    return tuple(o for o in as_tuple(x) if o.requires_grad)


def _check_inputs(inputs):
    any_requires_grad = False
    for idx, x in enumerate(inputs):
        if isinstance(x, Tensor) and x.requires_grad:
            if x.dtype not in (dtypes.float64, dtypes.complex128):
                warnings.warn(f"Input #{idx} requires gradient and is not a double precision floating point or "
                              "complex. This check will likely fail if all the inputs are not of double precision "
                              "floating point or complex. ", stacklevel=4)
            # (a size-0 input overlaps nothing: PyTorch's strides for it are never 0, NumPy's are)
            if x.numel() and not all(st > 0 or sz <= 1 for st, sz in zip(x.stride(), x.size())):
                raise RuntimeError(f"The {idx}th input has a dimension with stride 0. gradcheck only supports inputs "
                                   "that are non-overlapping to be able to compute the numerical gradients correctly. "
                                   "You should call .contiguous on the input before passing it to gradcheck.")
            any_requires_grad = True
    if not any_requires_grad:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of them have "
                         "requires_grad=True.")


def _notallclose_msg(analytical, numerical, output_idx, input_idx, complex_indices=None, test_imag=False,
                     is_forward_ad=False):
    """PyTorch's mismatch message; for a complex output (backward) or input (forward) it names the part
    being checked."""
    complex_one = output_idx if not is_forward_ad else input_idx
    prefix = ""
    if complex_indices and complex_one in complex_indices:
        part = "imaginary" if test_imag else "real"
        prefix = f"While considering the {part} part of complex {'inputs' if is_forward_ad else 'outputs'} only, "
    mode = "computed with forward mode " if is_forward_ad else ""
    return (f"{prefix}Jacobian {mode}mismatch for output {output_idx:d} with respect to input {input_idx:d},\n"
            f"numerical:{numerical}\nanalytical:{analytical}\n")


def _allclose(a, b, rtol, atol):
    dtype = dtypes.from_numpy(promote_types(dtypes.to_numpy(a.dtype), dtypes.to_numpy(b.dtype)))
    return a.to(dtype=dtype).allclose(b.to(dtype=dtype), rtol, atol)


def _slow_gradcheck(func, func_out, inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol, *,
                    use_forward_ad=False, complex_indices=None, test_imag=False):
    func_out = as_tuple(func_out)
    if not outputs:
        return checks.no_differentiable_outputs(func, inputs, func_out, eps)
    numerical = list(zip(*numerical_jacobian(func, inputs, func_out, eps)))  # [output][input]
    numerical = [n for o, n in zip(func_out, numerical) if o.requires_grad]
    if use_forward_ad:
        analytical = forward_jacobian(func, inputs, func_out, check_grad_dtypes=check_grad_dtypes)
        for i, per_output in enumerate(numerical):
            for j, n in enumerate(per_output):
                a = analytical[j][i]
                if not _allclose(a, n, rtol, atol):
                    raise GradcheckError(_notallclose_msg(a, n, i, j, complex_indices, test_imag, True))
    else:
        for i, o in enumerate(outputs):
            for j, (a, n) in enumerate(zip(analytical_jacobian(inputs, o, nondet_tol, check_grad_dtypes),
                                           numerical[i])):
                if not _allclose(a, n, rtol, atol):
                    raise GradcheckError(_notallclose_msg(a, n, i, j, complex_indices, test_imag))


def _adjusted_atol(atol, u, v):
    """The projections sum many elements: atol scaled by the directions' sums (as PyTorch, only the
    real part's direction of a complex input counts)."""
    u = u[0] if isinstance(u, tuple) else u
    sum_v = 1.0 if v is None else float(v.sum())
    return atol * float(u.sum()) * sum_v


_FAST_FAIL_SLOW_OK = """
Fast gradcheck failed but element-wise differences are small. This means that the
test might've passed in slow_mode!

If you are adding a new operator, please file an issue and then use one of the
workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck:

If the test
- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck
  with `fast_mode=False` as a keyword argument.
- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test
  to have `gradcheck_fast_mode=False`
- is a Module test (e.g., in common_nn.py), then modify the corresponding
  module_test entry to have `gradcheck_fast_mode=False`
"""


def _slow_mode_report(func, inputs, outputs, input_idx, output_idx, rtol, atol, eps, is_forward_ad):
    """What the failing pair's full Jacobians are (appended to a fast-mode failure)."""
    slow_numerical = numerical_jacobian(func, inputs, outputs, eps)[input_idx][output_idx]
    if is_forward_ad:
        slow_analytical = forward_jacobian(func, inputs, outputs)[input_idx][output_idx]
    else:
        slow_analytical = analytical_jacobian(inputs, outputs[output_idx], float("inf"), False)[input_idx]
    max_diff = (slow_numerical - slow_analytical).abs().max()
    msg = ("\nThe above quantities relating the numerical and analytical jacobians are computed \n"
           "in fast mode. See: https://github.com/pytorch/pytorch/issues/53876 for more background \n"
           "about fast mode. Below, we recompute numerical and analytical jacobians in slow mode:\n\n"
           f"Numerical:\n {slow_numerical}\nAnalytical:\n{slow_analytical}\n\n"
           f"The max per-element difference (slow mode) is: {max_diff}.\n")
    if slow_analytical.allclose(slow_numerical, rtol, atol):
        msg += _FAST_FAIL_SLOW_OK
    return msg


def _project(vj, u):
    """v^T J u from the row v^T J and the direction u; a complex input's u is a pair of real directions,
    for the real and the imaginary parts of the row."""
    if not vj.is_complex():
        return vj.dot(u)
    pairs = view_as_real(vj.resolve_conj())
    return pairs.select(-1, 0).dot(u[0]) + 1j * pairs.select(-1, 1).dot(u[1])


def _fast_gradcheck(func, func_out, inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol, *,
                    use_forward_ad=False, complex_indices=None, test_imag=False):
    all_v, all_u = make_vectors(inputs, outputs, use_forward_ad)
    func_out = as_tuple(func_out)
    diff = diff_input_indices(inputs)
    numerical = []  # [input][output]: v . J u (forward mode: J u)
    for i, u in zip(diff, all_u):
        ju = [jvp for jvp, o in zip(numerical_jvp(func, inputs, i, u, eps), func_out) if is_float_or_complex(o)]
        numerical.append(ju if all_v is None else [(v * j).sum() for v, j in zip(all_v, ju)])
    if use_forward_ad:
        analytical = forward_jacobian(func, inputs, func_out, check_grad_dtypes=check_grad_dtypes, all_u=all_u)
        analytical = [[column.reshape(-1) for column in per_output] for per_output in analytical]
    else:
        if not outputs:
            checks.no_differentiable_outputs_fast(func, inputs, all_u, eps, nondet_tol)
        analytical = []  # [output][input]
        for output, v in zip(outputs, all_v):
            vjs = analytical_jacobian(inputs, output, nondet_tol, check_grad_dtypes, v=v)
            analytical.append([_project(vj.T.squeeze(0), u) for vj, u in zip(vjs, all_u)])
    for i, per_output in enumerate(numerical):
        for j, n in enumerate(per_output):
            a = analytical[i][j] if use_forward_ad else analytical[j][i]
            if not _allclose(a, n, rtol, _adjusted_atol(atol, all_u[i], all_v[j] if all_v else None)):
                report = _slow_mode_report(func, inputs, outputs, i, j, rtol, atol, eps, use_forward_ad)
                raise GradcheckError(_notallclose_msg(a, n, j, i, complex_indices, test_imag, use_forward_ad) + report)


def _check_jacobians(check, func, func_out, inputs, outputs, eps, rtol, atol, check_grad_dtypes, check_forward_ad,
                      check_backward_ad, nondet_tol, check_undefined_grad):
    """The backward and forward checks, each over real functions (PyTorch's _gradcheck_real_imag)."""
    args = (eps, rtol, atol, check_grad_dtypes, nondet_tol)
    if check_backward_ad:
        complex_outputs = [i for i, o in enumerate(outputs) if o.is_complex()]
        if any(isinstance(o, Tensor) and o.is_complex() for o in as_tuple(func_out)):
            for part, test_imag in (("imag", True), ("real", False)):
                part_fn = _output_part(func, part)
                part_out = part_fn(*inputs)
                check(part_fn, part_out, inputs, _differentiable_outputs(part_out), *args,
                      complex_indices=complex_outputs, test_imag=test_imag)
        else:
            check(func, func_out, inputs, outputs, *args)
    if check_forward_ad:
        complex_inputs = [i for i, x in enumerate(inputs) if isinstance(x, Tensor) and x.is_complex()]
        if complex_inputs:
            for part, test_imag in (("imag", True), ("real", False)):
                part_fn = _input_part(func, inputs, complex_inputs, part)
                part_inputs = [getattr(x, part) if i in complex_inputs else x for i, x in enumerate(inputs)]
                part_out = part_fn(*part_inputs)
                check(part_fn, part_out, part_inputs, _differentiable_outputs(part_out), *args, use_forward_ad=True,
                      complex_indices=complex_inputs, test_imag=test_imag)
                if check_undefined_grad:
                    checks.undefined_forward(part_fn, part_inputs)
        else:
            check(func, func_out, inputs, outputs, *args, use_forward_ad=True)
            if check_undefined_grad:
                checks.undefined_forward(func, inputs)


def _output_part(func, part):
    """func with each complex output replaced by its real (imaginary) parts."""
    def wrapped(*inputs):
        outputs = as_tuple(func(*inputs))
        return tuple(getattr(o, part) if isinstance(o, Tensor) and o.is_complex() else o for o in outputs)
    return wrapped


def _input_part(func, inputs, complex_inputs, part):
    """func of real tensors standing for the real (imaginary) parts of its complex inputs, the other
    part of each fixed at its value in `inputs`."""
    def wrapped(*args):
        args = list(args)
        for i in complex_inputs:
            fixed = inputs[i]
            args[i] = args[i] + fixed.imag * 1j if part == "real" else fixed.real + args[i] * 1j
        return as_tuple(func(*args))
    return wrapped


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, nondet_tol=0.0,
              check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True,
              fast_mode=False, masked=None) -> bool:
    """True when autograd's Jacobians (backward, and with check_forward_ad forward mode's) match
    finite differences for every differentiable input/output pair."""
    if not (check_forward_ad or check_backward_ad):
        raise AssertionError("Expected at least one of check_forward_ad or check_backward_ad to be True")
    if check_batched_grad and not check_backward_ad:
        raise AssertionError("Setting check_batched_grad=True requires check_backward_ad to be True")
    if check_batched_forward_grad and not check_forward_ad:
        raise AssertionError("Setting check_batched_forward_grad=True requires check_forward_ad to be True")
    try:
        return _gradcheck(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad, check_grad_dtypes,
                          check_batched_grad, check_batched_forward_grad, check_forward_ad, check_backward_ad,
                          fast_mode)
    except GradcheckError:
        if raise_exception:
            raise
        return False


def _gradcheck(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad, check_grad_dtypes, check_batched_grad,
               check_batched_forward_grad, check_forward_ad, check_backward_ad, fast_mode):
    inputs = as_tuple(inputs)
    _check_inputs(inputs)
    func_out = func(*inputs)
    outputs = _differentiable_outputs(func_out)
    _check_jacobians(_fast_gradcheck if fast_mode else _slow_gradcheck, func, func_out, inputs, outputs, eps, rtol,
                     atol, check_grad_dtypes, check_forward_ad, check_backward_ad, nondet_tol, check_undefined_grad)
    if check_batched_forward_grad:
        checks.batched_forward_grad(func, inputs)
    if not check_backward_ad:
        return True
    if check_batched_grad:
        for i, o in enumerate(outputs):
            checks.batched_grad(inputs, o, i)
    checks.backward_multiplies_by_grad_output(outputs, inputs)
    if check_undefined_grad:
        checks.undefined_backward(func, outputs, inputs)
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, nondet_tol=0.0,
                  check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
                  check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False, masked=False) -> bool:
    """gradcheck of the gradient itself (second derivatives): the function's vector-Jacobian
    product, with grad_outputs (random in [-1, 1) when not given) as further inputs."""
    from .differentiate import grad as autograd_grad
    inputs = as_tuple(inputs)
    if grad_outputs is None:
        grad_outputs = []
        for o in _differentiable_outputs(func(*inputs)):
            dtype = o.dtype if o.is_floating_point() or o.is_complex() else dtypes.float64
            g = rand(tuple(o.shape), dtype=dtype) * 2 - (1 + 1j if o.is_complex() else 1)  # parts in [-1, 1)
            if gen_non_contig_grad_outputs and g.dim() > 0:
                g = g.unsqueeze(-1).expand(*g.shape, 2).contiguous()[..., 0]
            grad_outputs.append(g.requires_grad_())
        grad_outputs = tuple(grad_outputs)
    else:
        grad_outputs = as_tuple(grad_outputs)
    n = len(grad_outputs)
    diff_inputs = {i for i, x in enumerate(inputs) if isinstance(x, Tensor) and x.requires_grad}
    diff_grad_outputs = {i for i, g in enumerate(grad_outputs) if g.requires_grad}

    def first_derivatives(*args):
        ins = tuple(x.requires_grad_() if i in diff_inputs else x for i, x in enumerate(args[:-n]))
        outs = _differentiable_outputs(func(*ins))
        gouts = tuple(g.requires_grad_() if i in diff_grad_outputs else g for i, g in enumerate(args[-n:]))
        grads = autograd_grad(outs, tuple(x for i, x in enumerate(ins) if i in diff_inputs), gouts,
                              create_graph=True, allow_unused=True)
        return tuple(g for g in grads if g is not None)

    return gradcheck(first_derivatives, inputs + grad_outputs, eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception, nondet_tol=nondet_tol, check_undefined_grad=check_undefined_grad,
                     check_grad_dtypes=check_grad_dtypes, check_batched_grad=check_batched_grad, fast_mode=fast_mode,
                     check_forward_ad=check_fwd_over_rev, check_backward_ad=check_rev_over_rev, masked=masked)


def get_numerical_jacobian(fn, inputs, target=None, eps=1e-3, grad_out=1.0):
    """Deprecated (PyTorch's private API): the numerical Jacobian of fn's first output with respect
    to each input (or each tensor of `target`); fn takes the inputs as one tuple."""
    warnings.warn(_DEPRECATED.format("get_numerical_jacobian"), FutureWarning, stacklevel=2)
    if grad_out != 1.0:
        raise ValueError("Expected grad_out to be 1.0. get_numerical_jacobian no longer supports values of "
                         "grad_out != 1.0.")
    inputs = as_tuple(inputs)
    packed = lambda *xs: fn(xs)  # noqa: E731  (fn takes its inputs as one tuple)
    outputs = as_tuple(packed(*inputs))
    if any(isinstance(o, Tensor) and o.is_complex() for o in outputs):
        raise ValueError("Expected output to be non-complex. get_numerical_jacobian no longer supports functions "
                         "that return complex outputs.")
    target = inputs if target is None else as_tuple(target)
    return tuple(numerical_jacobian_wrt_input(packed, inputs, x, outputs, eps)[0]
                 for x in target if isinstance(x, Tensor) and x.requires_grad)


def get_analytical_jacobian(inputs, output, nondet_tol=0.0, grad_out=1.0):
    """Deprecated (PyTorch's private API): (Jacobians of output per input, reentrant, sizes ok,
    types ok), from backward."""
    from .gradcheck_jacobians import _stack_rows, backward_rows
    warnings.warn(_DEPRECATED.format("get_analytical_jacobian"), FutureWarning, stacklevel=2)
    if grad_out != 1.0:
        raise ValueError("Expected grad_out to be 1.0. get_analytical_jacobian no longer supports values of "
                         "grad_out != 1.0.")
    if output.is_complex():
        raise ValueError("Expected output to be non-complex. get_analytical_jacobian no longer supports functions "
                         "that return complex outputs.")
    inputs = as_tuple(inputs)
    first, types_ok, sizes_ok = _stack_rows(backward_rows(output, inputs), inputs, output.numel())
    second, _, _ = _stack_rows(backward_rows(output, inputs), inputs, output.numel())
    return tuple(first), jacobians_equal(first, second, nondet_tol), sizes_ok, types_ok
