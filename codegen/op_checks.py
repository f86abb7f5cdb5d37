"""The checks `make check-op OP=name` (and `python -m gradtable.codegen my_ops.yaml --check-op NAME`
for a user table, codegen/check_op.py) run on each sample of a table entry, written so that a
failure says plainly what is wrong with the entry: which op and sample, which input's formula
(quoted with its file:line), and where and by how much the numbers disagree. It runs the ops, so
it is imported only to check them, never by the generator.

The passing path costs what plain gradcheck/gradgradcheck/allclose cost: the Jacobians are
taken apart per input only after a check has failed.
"""
import ast
import os
import traceback

import numpy as np

import gradtable
from gradtable.autograd import gradcheck, gradgradcheck
from gradtable.autograd import gradcheck_jacobians as _jac
from gradtable.autograd.grad_mode import no_grad

from .samples import Arg, random_values

#: gradcheck settings for every sample (float64 inputs).
EPS, ATOL, RTOL = 1e-6, 1e-5, 1e-3
#: PyTorch comparison tolerances: forward values and first derivatives, then second derivatives.
TORCH_TOL, TORCH_TOL2 = dict(rtol=1e-7, atol=1e-10), dict(rtol=1e-6, atol=1e-9)


class FormulaCheckFailed(AssertionError):
    """A check of one table sample failed; the message is meant to be read by the entry's author."""


# -- the Jacobians, as arrays jac[input][output] of shape (input numel, output numel) ---------------

def _float_outputs(func, inputs):
    with no_grad():
        return [o for o in _jac.as_tuple(func(*inputs)) if _jac.is_float_or_complex(o)]


def _float_outputs_requiring_grad(func, inputs):
    return [o for o in _jac.as_tuple(func(*inputs)) if _jac.is_float_or_complex(o) and o.requires_grad]


def numerical_jacobian(func, inputs, eps):
    return [[j.numpy() for j in per_output] for per_output in _jac.numerical_jacobian(func, inputs, eps=eps)]


def analytical_jacobian(func, inputs):
    """Backward's Jacobians (zeros for an output that does not require grad)."""
    outputs = [o for o in _jac.as_tuple(func(*inputs)) if _jac.is_float_or_complex(o)]
    diff = [inputs[i] for i in _jac.diff_input_indices(inputs)]
    per_output = [_jac.analytical_jacobian(inputs, o, float("inf"), False) if o.requires_grad
                  else [np.zeros((x.numel(), o.numel())) for x in diff] for o in outputs]
    return [[np.asarray(per_output[o][n]) if isinstance(per_output[o][n], np.ndarray) else per_output[o][n].numpy()
             for o in range(len(outputs))] for n in range(len(diff))]


def forward_jacobian(func, inputs):
    return [[j.numpy() for j in per_output]
            for per_output in _jac.forward_jacobian(func, inputs, _float_outputs(func, inputs))]


# -- naming things ----------------------------------------------------------------------------------

def leaf_names(entry, args, kwargs):
    """The parameter name of each tensor leaf of a sample, in the order the tests flatten them
    (positional arguments, then keywords): `self`, `other`, `tensors[1]` for a Tensor[] element."""
    params = [p.name for p in entry.signature.params]
    names = []

    def walk(value, name):
        if isinstance(value, Arg):
            names.append(name)
        elif isinstance(value, (list, tuple)):
            for i, v in enumerate(value):
                walk(v, f"{name}[{i}]")
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(v, f"{name}[{k!r}]")

    for i, value in enumerate(args):
        walk(value, params[i] if i < len(params) else f"argument {i}")
    for key, value in kwargs.items():
        walk(value, key)
    return names


def _param(name):
    """`tensors[1]` -> `tensors`: the name a formula is written for."""
    return name.split("[", 1)[0]


def _where(path, line):
    rel = os.path.relpath(path)
    return f"{path if rel.startswith('..') else rel}:{line}"


def formula_text(entry, name):
    """How the entry differentiates input `name`, quoted from the table with its file:line."""
    if entry.composite is not None:
        module = ("runtime/ops/nn_composite.py" if entry.composite.startswith("nn_composite.")
                  else "runtime/ops/composite.py")
        return (f"{_where(entry.path, entry.line)}: composite: {entry.composite} (no formula: autograd differentiates "
                f"the ops {module} calls)")
    base = _param(name)
    for f in entry.formulas:
        if base in f.inputs:
            return f"{_where(entry.path, f.line)}: {', '.join(f.inputs)}: {f.text}"
    return f"{_where(entry.path, entry.line)}: {base}: non_differentiable"


def _calls_in(entry, name):
    """The ops and helpers the formula for `name` calls (what double backward differentiates)."""
    base = _param(name)
    for f in entry.formulas:
        if base in f.inputs:
            called = []
            for node in ast.walk(f.tree):
                if isinstance(node, ast.Call):
                    fn = node.func
                    called.append(fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute)
                                  else None)
            return [c for c in dict.fromkeys(called) if c]
    return []


def forward_text(entry):
    if entry.composite is not None:
        return formula_text(entry, "")
    return f"{_where(entry.path, entry.numpy_line)}: numpy: {entry.numpy}"


def _header(case, what):
    full = case.entry.signature.full_name
    overload = f" ({full})" if full != case.entry.name else ""
    return f"check-op {case.entry.name}: {what}\n  sample #{case.index}{overload}: {case.sample}"


def _index(shape, flat):
    if not shape:
        return ""
    return "[" + ", ".join(str(i) for i in np.unravel_index(flat, shape)) + "]"


def _worst(a, b):
    """(max |a - b|, its flat index) for two same-shape arrays; NaN in both places counts as equal."""
    wide = np.complex128 if np.iscomplexobj(a) or np.iscomplexobj(b) else np.float64
    a, b = np.asarray(a, wide), np.asarray(b, wide)
    both_nan = np.isnan(a) & np.isnan(b)
    err = np.where(both_nan, 0.0, np.abs(a - b))
    err = np.where(np.isnan(err), np.inf, err)
    flat = int(np.argmax(err)) if err.size else 0
    return (float(err.reshape(-1)[flat]) if err.size else 0.0), flat


def _pattern(numerical, analytical, labels=("numerical", "analytical")):
    """A short guess at the kind of mistake, when the Jacobians make it obvious."""
    num, ana = numerical.reshape(-1), analytical.reshape(-1)
    truth, formula = labels
    if not np.any(ana) and np.any(num):
        return f"the formula gives zero where the {truth} derivative is not zero"
    big = np.abs(num) > 10 * ATOL
    if np.count_nonzero(big) >= 1 and not np.any(np.abs(ana[~big]) > 10 * ATOL):
        ratio = ana[big] / num[big]
        if np.allclose(ratio, ratio[0], rtol=1e-3):
            if np.isclose(ratio[0], -1.0, rtol=1e-3):
                return f"{formula} = -{truth} everywhere: the sign is flipped"
            return f"{formula} = {ratio[0]:.6g} x {truth} everywhere: a constant factor is off"
    return None


def _compare_jacobians(numerical, analytical, in_names, out_names, labels=("numerical", "analytical"),
                       rtol=RTOL, atol=ATOL):
    """Per (input, output) pair that gradcheck would reject: (input n, output o, description).
    labels name the two Jacobians: the trusted one first, then the one the formula gives."""
    truth, formula = labels
    found = []
    for n, (num_row, ana_row) in enumerate(zip(numerical, analytical)):
        for o, (num, ana) in enumerate(zip(num_row, ana_row)):
            if np.allclose(ana, num, rtol=rtol, atol=atol, equal_nan=True):
                continue
            (in_name, in_shape), (out_name, out_shape) = in_names[n], out_names[o]
            err, flat = _worst(num, ana)
            j, k = np.unravel_index(flat, num.shape)   # row: input element, column: output element
            bad = int(np.count_nonzero(~np.isclose(ana, num, rtol=rtol, atol=atol, equal_nan=True)))
            text = (f"d({out_name})/d({in_name}): max |{truth} - {formula}| = {err:.3g} at "
                    f"{in_name}{_index(in_shape, j)}, {out_name}{_index(out_shape, k)}: "
                    f"{truth} {num[j, k]:.6g}, {formula} {ana[j, k]:.6g} ({bad} of {num.size} Jacobian entries "
                    f"differ beyond atol {atol:g} + rtol {rtol:g} x |{truth}|)")
            hint = _pattern(num, ana, labels)
            found.append((n, o, text + (f"\n      {hint}" if hint else "")))
    return found


def _formula_in_traceback(entry, err):
    """The input whose formula was running when backward raised (found in the generated node's line)."""
    for frame in reversed(traceback.extract_tb(err.__traceback__)):
        for f in entry.formulas:
            if frame.line and f.text in frame.line:
                return f
    return None


def raised_in_backward(case, what, err):
    """FormulaCheckFailed for an exception from backward, naming the formula that was running."""
    entry = case.entry
    f = _formula_in_traceback(entry, err)
    where = (f"\n  while running the formula for `{', '.join(f.inputs)}`:\n    {_where(entry.path, f.line)}: "
             f"{', '.join(f.inputs)}: {f.text}") if f else ""
    return FormulaCheckFailed(f"{_header(case, what)}\n  {type(err).__name__}: {err}{where}")


# -- gradcheck and gradgradcheck -------------------------------------------------------------------------

def _output_names(outputs):
    if len(outputs) == 1:
        return [("result", tuple(outputs[0].shape))]
    return [(f"output {i}", tuple(o.shape)) for i, o in enumerate(outputs)]


def check_gradients(case, func, inputs, names, second_order=True):
    """gradcheck then (with second_order) gradgradcheck of func (the op on the sample, differentiable
    inputs as arguments, float outputs returned); on failure, name the input whose formula is wrong."""
    try:
        ok = gradcheck(func, inputs, eps=EPS, atol=ATOL, rtol=RTOL, raise_exception=False)
    except Exception as err:  # noqa: BLE001 - reported with the formula that raised
        raise raised_in_backward(case, "backward failed during gradcheck", err) from err
    if not ok:
        raise FormulaCheckFailed(explain_gradcheck(case, func, inputs, names))
    if not second_order or not _float_outputs_requiring_grad(func, inputs):
        return   # (no first derivative to differentiate again: PyTorch's gradgradcheck has no grad_outputs then)
    try:
        ok = gradgradcheck(func, inputs, eps=EPS, atol=ATOL, rtol=RTOL, raise_exception=False)
    except Exception as err:  # noqa: BLE001
        raise raised_in_backward(case, "double backward failed during gradgradcheck", err) from err
    if not ok:
        raise FormulaCheckFailed(explain_gradgradcheck(case, func, inputs, names))


def explain_gradcheck(case, func, inputs, names):
    outputs = func(*inputs)
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    if any(t.is_complex() for t in list(inputs) + list(outputs)):
        # compared in the real representation (complex values as (real, imag) pairs): one real Jacobian
        func, inputs = as_real_function(func, inputs)
        outputs = func(*inputs)
    in_names = [(n, tuple(t.shape)) for n, t in zip(names, inputs)]
    found = _compare_jacobians(numerical_jacobian(func, inputs, EPS), analytical_jacobian(func, inputs),
                               in_names, _output_names(outputs))
    lines = [_header(case, "gradcheck failed (the backward formula disagrees with finite differences)")]
    wrong = list(dict.fromkeys(n for n, _, _ in found))
    for n in wrong:
        lines.append(f"  the gradient for `{names[n]}` is wrong; its formula:")
        lines.append(f"    {formula_text(case.entry, names[n])}")
        lines += [f"    {text}" for m, _, text in found if m == n]
    right = [names[n] for n in range(len(names)) if n not in wrong]
    if right:
        lines.append(f"  the gradient for {', '.join(f'`{r}`' for r in right)} agrees with finite differences")
    return "\n".join(lines)


def _first_derivatives(func, inputs):
    """What gradgradcheck checks: the inputs' gradients (given by the formulas) as a function of the
    inputs and of random grad outputs (the same ones gradgradcheck draws)."""
    with no_grad():
        outputs = func(*inputs)
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    rng = np.random.default_rng(0)
    grad_outputs = [gradtable.tensor(random_values(rng, tuple(o.shape), o.is_complex()).astype(o._data.dtype),
                                     requires_grad=True) for o in outputs]
    n = len(inputs)

    def first(*args):
        ins, gouts = args[:n], args[n:]
        outs = func(*ins)
        outs = outs if isinstance(outs, tuple) else (outs,)
        pairs = [(o, g) for o, g in zip(outs, gouts) if o.requires_grad]
        if not pairs:
            return tuple(gradtable.zeros_like(i) for i in ins)
        grads = gradtable.autograd.grad([o for o, _ in pairs], list(ins), [g for _, g in pairs], create_graph=True,
                                        allow_unused=True)
        return tuple(g if g is not None else gradtable.zeros_like(i) for g, i in zip(grads, ins))

    return first, list(inputs) + grad_outputs, outputs


def explain_gradgradcheck(case, func, inputs, names):
    first, all_inputs, outputs = _first_derivatives(func, inputs)
    grad_names = ["grad"] if len(outputs) == 1 else [f"grads[{i}]" for i in range(len(outputs))]
    in_names = [(n, tuple(t.shape)) for n, t in zip(names + grad_names, all_inputs)]
    out_names = [(f"gradient for {n}", tuple(t.shape)) for n, t in zip(names, inputs)]
    found = _compare_jacobians(numerical_jacobian(first, all_inputs, EPS), analytical_jacobian(first, all_inputs),
                               in_names, out_names)
    lines = [_header(case, "gradgradcheck failed (first derivatives are right; their own derivatives are not)")]
    for o in dict.fromkeys(o for _, o, _ in found):
        lines.append(f"  the formula for `{names[o]}` is itself differentiated incorrectly: check the ops/helpers it "
                     "uses")
        lines.append(f"    {formula_text(case.entry, names[o])}")
        calls = _calls_in(case.entry, names[o])
        if calls:
            lines.append(f"    it calls: {', '.join(calls)} (each must be differentiable: table ops, not NumPy "
                         "or .detach())")
        lines += [f"    {text}" for _, m, text in found if m == o]
    return "\n".join(lines)


# -- forward mode (`result:` formulas) ----------------------------------------------------------------

#: Forward mode against reverse mode: both are exact, so they must agree to rounding.
FORWARD_VS_REVERSE_TOL = dict(rtol=1e-7, atol=1e-10)


def forward_formula_text(entry, output):
    """How the entry's forward mode gives the tangent of output number `output`, quoted from the
    table with its file:line (every forward formula when the outputs cannot be told apart)."""
    if entry.composite is not None:
        return formula_text(entry, "")
    if not entry.forward:
        return f"{_where(entry.path, entry.line)}: no `result:` formula"
    returns = entry.signature.returns
    name = returns[output].name if output < len(returns) else None
    chosen = [f for f in entry.forward if name in f.outputs] or entry.forward
    return "\n    ".join(f"{_where(entry.path, f.line)}: {', '.join(f.outputs)}: {f.text}"
                          + (f" (derived from the backward formula: {f.derived_from})" if f.derived_from else "")
                          for f in chosen)


def _raised_in_forward(case, what, err):
    formulas = "\n    ".join(dict.fromkeys(forward_formula_text(case.entry, o)
                                            for o in range(max(1, len(case.entry.signature.returns)))))
    return FormulaCheckFailed(f"{_header(case, what)}\n  {type(err).__name__}: {err}\n  the forward-mode "
                              f"formula:\n    {formulas}")


def check_forward_mode(case, func, inputs, names):
    """gradcheck(check_forward_ad=True), then forward mode's Jacobian against reverse mode's; on
    failure, say which input's tangent gives a wrong tangent of which output, quoting `result:`."""
    try:
        ok = gradcheck(func, inputs, eps=EPS, atol=ATOL, rtol=RTOL, check_forward_ad=True, check_backward_ad=False,
                       raise_exception=False)
    except Exception as err:  # noqa: BLE001 - reported with the forward formula
        raise _raised_in_forward(case, "forward-mode AD failed during gradcheck", err) from err
    with no_grad():
        outputs = func(*inputs)
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    if any(t.is_complex() for t in list(inputs) + list(outputs)):
        # Forward and reverse mode meet in the real representation: complex values as (real, imag) pairs
        func, inputs = as_real_function(func, inputs)
        outputs = func(*inputs)
    in_names = [(n, tuple(t.shape)) for n, t in zip(names, inputs)]
    out_names = _output_names(outputs)
    forward = forward_jacobian(func, inputs)
    if not ok:
        found = _compare_jacobians(numerical_jacobian(func, inputs, EPS), forward, in_names, out_names,
                                   labels=("numerical", "forward mode"))
        raise FormulaCheckFailed(_explain_forward(
            case, "forward-mode gradcheck failed (the `result:` formula disagrees with finite differences)",
            found, names, out_names))
    found = _compare_jacobians(analytical_jacobian(func, inputs), forward, in_names, out_names,
                               labels=("reverse mode", "forward mode"), **FORWARD_VS_REVERSE_TOL)
    if found:
        lines = _explain_forward(case, "forward mode disagrees with reverse mode (the `result:` formula and the "
                                       "backward formulas give different derivatives)", found, names, out_names)
        wrong = list(dict.fromkeys(n for n, _, _ in found))
        lines += "\n  the backward formulas they are compared with:\n    " + "\n    ".join(
            formula_text(case.entry, names[n]) for n in wrong)
        raise FormulaCheckFailed(lines)


def as_real_function(func, inputs):
    """(func', inputs'): func with each complex input taken as real pairs (a (..., 2) tensor, made complex
    by view_as_complex) and each complex output given as real pairs (view_as_real): a map between real
    spaces whose Jacobian holds both parts, for forward mode and reverse mode alike."""
    complex_at = [i for i, t in enumerate(inputs) if t.is_complex()]
    real_inputs = [gradtable.view_as_real(t.detach()).clone().requires_grad_() if i in complex_at else t
                   for i, t in enumerate(inputs)]

    def real_func(*args):
        args = [gradtable.view_as_complex(a) if i in complex_at else a for i, a in enumerate(args)]
        outs = func(*args)
        outs = outs if isinstance(outs, tuple) else (outs,)
        return tuple(gradtable.view_as_real(o.resolve_conj()) if o.is_complex() else o for o in outs)

    return real_func, real_inputs


def _explain_forward(case, what, found, names, out_names):
    lines = [_header(case, what)]
    for o in dict.fromkeys(o for _, o, _ in found):
        culprits = ", ".join(f"`{names[n]}`" for n in dict.fromkeys(n for n, m, _ in found if m == o))
        lines.append(f"  the tangent of `{out_names[o][0]}` is wrong when {culprits} carries a tangent; the forward "
                     "formula:")
        lines.append(f"    {forward_formula_text(case.entry, o)}")
        lines += [f"    {text}" for _, m, text in found if m == o]
    right = [names[n] for n in range(len(names)) if n not in {n for n, _, _ in found}]
    if right:
        lines.append(f"  the tangent from {', '.join(f'`{r}`' for r in right)} is right")
    return "\n".join(lines)


# -- PyTorch as the oracle ------------------------------------------------------------------------------

def values(t):
    """A tensor's values as a NumPy array (gradtable's or torch's; conj and neg views resolved, PyTorch's
    ZeroTensor materialized by force=True)."""
    return t.detach().resolve_conj().resolve_neg().numpy(force=True)


def _mismatch(ours, theirs, tol, label=""):
    """None when close, else 'max |ours - torch| = ... at label[i]: ours a, torch b'."""
    a, b = np.asarray(ours), np.asarray(theirs)
    if np.allclose(a, b, equal_nan=True, **tol):
        return None
    err, flat = _worst(a, b)
    return (f"max |ours - torch| = {err:.3g} at {label}{_index(a.shape, flat) or '[]'}: "
            f"ours {a.reshape(-1)[flat]:.10g}, torch {b.reshape(-1)[flat]:.10g} "
            f"(rtol {tol['rtol']:g}, atol {tol['atol']:g})")


def compare_outputs(case, ours, theirs, check_grad_fn):
    """Forward results against PyTorch's: count, shape, dtype, values, requires_grad, grad_fn name."""
    def fail(what, detail):
        return FormulaCheckFailed(f"{_header(case, what)}\n  {detail}")

    if len(ours) != len(theirs):
        raise fail("a different number of results than PyTorch", f"{len(ours)} here, {len(theirs)} in PyTorch")
    for i, (o, t) in enumerate(zip(ours, theirs)):
        label = "the result" if len(ours) == 1 else f"result {i}"
        if tuple(o.shape) != tuple(t.shape):
            raise fail(f"{label} has the wrong shape", f"{tuple(o.shape)} here, {tuple(t.shape)} in PyTorch\n  "
                                                       f"{forward_text(case.entry)}")
        if str(o.dtype) != str(t.dtype):
            raise fail(f"{label} has the wrong dtype", f"{o.dtype} here, {t.dtype} in PyTorch (keeps_dtype / the "
                                                       f"forward's NumPy dtype)\n  {forward_text(case.entry)}")
        detail = _mismatch(values(o), values(t), TORCH_TOL, "result" if len(ours) == 1 else "")
        if detail:
            raise fail(f"the forward value of {label} differs from PyTorch's",
                       f"{detail}\n  the forward: {forward_text(case.entry)}")
        if t.is_complex() and (o.is_conj(), o.is_neg()) != (t.is_conj(), t.is_neg()):
            raise fail(f"{label}'s conj / neg bits differ from PyTorch's",
                       f"is_conj() {o.is_conj()}, is_neg() {o.is_neg()} here; {t.is_conj()}, {t.is_neg()} in PyTorch")
        if o.requires_grad != t.requires_grad:
            raise fail(f"{label} requires_grad={o.requires_grad}, PyTorch's {t.requires_grad}",
                       "check output_differentiability and non_differentiable inputs")
        if check_grad_fn and t.grad_fn is not None:
            if o.grad_fn is None or o.grad_fn.name() != t.grad_fn.name():
                ours_name = o.grad_fn.name() if o.grad_fn is not None else None
                raise fail(f"{label}'s grad_fn differs from PyTorch's",
                           f"grad_fn {ours_name} here, {t.grad_fn.name()} in PyTorch (the number counts the op's "
                           f"overloads in table order; `node:` names PyTorch's hand-written nodes)\n  "
                           f"{_where(case.entry.path, case.entry.line)}: {case.entry.signature.text}")


def compare_gradients(case, names, ours, theirs):
    """First derivatives (one per differentiable input, same order as names) against PyTorch's."""
    for name, a, b in zip(names, ours, theirs):
        what = f"the gradient for `{name}` differs from PyTorch's"
        if b is None:
            if a is not None and np.any(a.detach().numpy()):
                raise FormulaCheckFailed(f"{_header(case, what)}\n  PyTorch gives no gradient; the formula gives a "
                                         f"non-zero one\n  {formula_text(case.entry, name)}")
            continue
        detail = _mismatch(values(a) if a is not None else np.zeros(tuple(b.shape)), values(b), TORCH_TOL,
                           f"grad of {name}")
        if detail:
            raise FormulaCheckFailed(
                f"{_header(case, what)}\n  {formula_text(case.entry, name)}\n  {detail}\n"
                "  (if gradcheck passes for this sample, the formula is a valid derivative but not the one PyTorch "
                "picks, e.g. at a tie or a kink)")


def compare_second_order(case, input_names, wrt_names, ours, theirs):
    """d/d(inputs and grad outputs) of a weighted sum of all first derivatives, against PyTorch's."""
    for name, a, b in zip(wrt_names, ours, theirs):
        detail = _mismatch(values(a), values(b), TORCH_TOL2, name)
        if detail:
            formulas = "\n    ".join(dict.fromkeys(formula_text(case.entry, n) for n in input_names))
            what = "second derivatives differ from PyTorch's"
            raise FormulaCheckFailed(
                f"{_header(case, what)}\n"
                f"  d/d({name}) of the sum of (first derivatives x random weights): {detail}\n"
                f"  one of these formulas is differentiated differently from PyTorch's (check the ops/helpers "
                f"they use):\n    {formulas}")
