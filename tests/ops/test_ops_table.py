"""Every entry of derivatives.yaml, checked from the table itself:
gradcheck and gradgradcheck in float64, and (where torch is installed) forward values,
gradients, second-order gradients and grad_fn names compared with PyTorch.

`make check-op OP=name` runs this file for one op (GRADTABLE_OP=name). The checks themselves live in
op_checks.py, which turns a failure into a plain account of which formula is wrong and how.
"""
import os
import re

import numpy as np
import pytest
from op_checks import (
    check_gradients,
    compare_gradients,
    compare_outputs,
    compare_second_order,
    leaf_names,
    plainly,
    raised_in_backward,
    values,
)
from table_cases import cases, complex_cases, entries, gradtable_callable, phase_free, public_name

import gradtable
from gradtable.codegen.samples import call_with as _call_with
from gradtable.codegen.samples import differentiable as _differentiable_dtype
from gradtable.codegen.samples import flatten_args as _flatten_args
from gradtable.codegen.samples import gradtable_tensors as _gradtable_tensors
from gradtable.codegen.samples import outputs_of as _outputs
from gradtable.codegen.samples import random_values as _random_values

OP = os.environ.get("GRADTABLE_OP") or None
#: In-place entries (fill_, copy_, ...) are checked by test_inplace_table.py, on a tensor they can write to.
CASES = [c for c in cases(OP) if not c.entry.is_inplace]
IDS = [c.id for c in CASES]
#: Internal entries with no PyTorch counterpart to compare against (gradcheck still covers them).
NO_TORCH_COUNTERPART = {"_gelu_slope", "index_put_zeros", "convolution_backward_weight",
                        "_loss_slope"}   # (smooth_l1 / huber's slope: inside ATen's backward kernels)
#: Entries whose second derivative PyTorch does not implement (hardsigmoid_backward is a NotImplemented
#: node there and here): gradgradcheck is skipped, and double backward must raise PyTorch's error.
#: (Entries, or samples by id: cdist without its matrix-product path reaches _cdist_backward, PyTorch's refusal.)
NO_DOUBLE_BACKWARD = {"hardsigmoid", "_cdist_forward", "cdist#0", "cdist#1", "cdist#4", "cdist#5", "pdist",
                      "_pdist_forward", "multi_margin_loss", "multilabel_margin_loss_forward", "multilabel_margin_loss"}
#: Entries whose second derivative is PyTorch's but not the true one, so gradgradcheck (numerical) is
#: skipped while test_matches_pytorch still compares second derivatives with PyTorch's: the fused weight
#: norm's backward takes the forward's saved norms as constants (_weight_norm_differentiable_backward).
SECOND_ORDER_AS_PYTORCH_ONLY = {"_weight_norm", "_weight_norm_interface"}
#: Composites whose results come from ops without a derivative: each result is that op's NotImplemented
#: node, and backward raises naming it (as in PyTorch; histogramdd's counts come from one of two ops).
COMPOSITES_WITHOUT_DERIVATIVE = {"histogramdd": r"_histogramdd_from_bin_(cts|tensors)"}
#: Entries whose PyTorch gradient is wrong (its own gradcheck fails), so gradtable's, which passes gradcheck,
#: is compared with PyTorch's values only (README, Known differences: PyTorch bugs not reproduced).
PYTORCH_GRADIENT_WRONG = {
    "as_strided_scatter": "PyTorch's gradient for self is grad inside the written window (where the output does "
                          "not depend on self) and zero outside it, the reverse of the derivative",
}
#: PyTorch's test ops whose formula is deliberately not the derivative (its autograd tests check which of
#: several per-dispatch-key formulas ran): compared with PyTorch's values only, never with finite differences.
NOT_A_DERIVATIVE = {"_test_autograd_multiple_dispatch": "the Default formula is grad + 1"}
#: Ops whose outputs are defined only up to sign (eigenvectors, singular vectors): LAPACK builds
#: differ in the signs they pick, so tests/ops/test_linalg_extra.py compares them with PyTorch through
#: sign-invariant functions of the outputs instead (gradcheck still runs here).
GAUGE_DEPENDENT = {"linalg_eigh", "linalg_svd", "svd"}
#: Samples PyTorch answers with random values of its own (rrelu_with_noise in training draws its noise
#: into the tensor given): gradcheck still runs here; tests/nn/test_activations.py compares the rest.
RANDOM_IN_PYTORCH = {"rrelu_with_noise#0", "rrelu_with_noise_#0"}
#: Composite samples whose result's grad_fn name does not match PyTorch's (case id -> why); every other
#: composite result has PyTorch's grad_fn, because it decomposes into the same ops. Keyed by case id
#: (entry#sample) because most samples of these entries do match and stay checked.
COMPOSITE_GRAD_FN_DIFFERS: dict[str, str] = {}


def test_the_op_exists():
    assert cases(OP), f"no entry named {OP!r} in derivatives.yaml" if OP else "the table is empty"


def test_grad_fn_exceptions_name_composite_samples():
    """A stale exception (a renamed entry, a removed sample) would silently stop nothing; keep the list exact."""
    composite_ids = {c.id for c in cases() + complex_cases() if c.entry.composite is not None}
    assert not set(COMPOSITE_GRAD_FN_DIFFERS) - composite_ids


def test_every_entry_has_test_cases():
    covered = {c.entry.signature.full_name for c in cases()}
    missing = [e.signature.full_name for e in entries() if e.signature.full_name not in covered]
    assert not missing, f"entries with no samples (add `samples:`): {missing}"


# -- building calls --------------------------------------------------------------------------

def _case_inputs(case):
    args, kwargs = case.build()
    leaves = _flatten_args(args, []) + _flatten_args(kwargs, [])
    return args, kwargs, leaves


def _differentiable(case):
    return bool(case.entry.formulas) or case.entry.composite is not None


def _refused(entry):
    """Every formula of the entry is PyTorch's refusal, `not_implemented("...")` (zeta w.r.t. s): its node is
    recorded and a backward reaching it raises; tests/ops/test_special.py checks that error against PyTorch's."""
    return bool(entry.formulas) and all(f.text.startswith("not_implemented(") for f in entry.formulas)


def _without_derivative(entry):
    """No tensor input has a formula (`not_implemented`): PyTorch's NotImplemented node."""
    if entry.name in COMPOSITES_WITHOUT_DERIVATIVE:
        return True
    tensors = [p.name for p in entry.signature.params if p.is_tensor or p.is_tensor_list]
    return bool(entry.not_implemented) and all(name in entry.not_implemented for name in tensors)


def _check_backward_refused(lib, outs, name):
    """Outputs of an op without derivative require grad, and backward through them raises. (An input
    returned as it is, histogramdd's given edges, is a leaf: no node of the op.)"""
    floats = [o for o in outs if _differentiable_dtype(o) and not (o.is_leaf and o.requires_grad)]
    assert not any(o.requires_grad for o in outs if not _differentiable_dtype(o))
    if not any(o.requires_grad for o in floats):      # no input required grad (integer samples)
        return
    assert all(o.grad_fn.name() == "torch::autograd::NotImplemented" for o in floats)
    op = COMPOSITES_WITHOUT_DERIVATIVE.get(name, re.escape(name))
    with pytest.raises(RuntimeError, match=f"derivative for aten::{op} is not implemented"):
        total = floats[0].sum()
        (total.real if total.is_complex() else total).backward()   # (a complex output: its real part)


# -- gradcheck ---------------------------------------------------------------------------------

@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_gradcheck_and_gradgradcheck(case):
    plainly(gradient_checks, case, phase_free(case.entry, gradtable_callable(case.entry)))


def gradient_checks(case, fn):
    """gradcheck and gradgradcheck of fn (the entry's op) on the case's sample; FormulaCheckFailed
    says which formula is wrong."""
    args, kwargs, leaves = _case_inputs(case)
    tensors = _gradtable_tensors(leaves)
    if _refused(case.entry) or case.entry.name in NOT_A_DERIVATIVE:
        return
    if _without_derivative(case.entry):
        _check_backward_refused(gradtable, _outputs(_call_with(fn, args, kwargs, tensors)), case.entry.name)
        return
    if not _differentiable(case):
        outs = _outputs(_call_with(fn, args, kwargs, tensors))
        assert all(not o.requires_grad for o in outs), "a non-differentiable op produced an output requiring grad"
        return
    diff_positions = [i for i, t in enumerate(tensors) if t.requires_grad]
    assert diff_positions, "the sample has no differentiable tensor argument"

    def func(*diff_tensors):
        full = list(tensors)
        for pos, t in zip(diff_positions, diff_tensors):
            full[pos] = t
        outs = _outputs(_call_with(fn, args, kwargs, full))
        return tuple(o for o in outs if _differentiable_dtype(o))

    diff_inputs = [tensors[i] for i in diff_positions]
    names = leaf_names(case.entry, args, kwargs)
    check_gradients(case, func, diff_inputs, [names[i] for i in diff_positions],
                    second_order=not {case.entry.name, case.id} & (NO_DOUBLE_BACKWARD | SECOND_ORDER_AS_PYTORCH_ONLY))


ARRAY_CASES = [c for c in CASES if c.entry.class_name
               and "apply_arrays" in vars(getattr(gradtable.generated.functions, c.entry.class_name))]


def test_arithmetic_formulas_have_an_array_backward():
    """The generator gives the elementwise arithmetic entries a NumPy-array backward (apply_arrays)."""
    names = {c.entry.class_name for c in ARRAY_CASES}
    assert {"MulBackward0", "DivBackward0", "SinBackward0", "ExpBackward0", "ReluBackward0", "TanhBackward0"} <= names


@pytest.mark.parametrize("case", ARRAY_CASES, ids=[c.id for c in ARRAY_CASES])
def test_array_backward_gives_what_the_tensor_backward_gives(case):
    """apply_arrays (the backward without create_graph) and apply (recorded, used for double
    backward) run the same formulas: same gradients for every input, in the input's dtype."""
    args, kwargs, leaves = _case_inputs(case)
    tensors = _gradtable_tensors(leaves)
    out = _outputs(_call_with(gradtable_callable(case.entry), args, kwargs, tensors))[0]
    node = out.grad_fn
    assert type(node).__name__ == case.entry.class_name
    seed = gradtable.tensor(_random_values(np.random.default_rng(0), tuple(out.shape), out.is_complex()))
    with gradtable.no_grad():
        expected = node.apply([seed])
    got = node.apply_arrays([seed._data])
    assert len(got) == len(expected)
    for i, (g, e) in enumerate(zip(got, expected)):
        assert (g is None) == (e is None), f"input {i}: one path gave no gradient"
        if g is not None:
            # (a 0-dim result may come as a NumPy scalar: the engine makes it an array again)
            assert isinstance(g, (np.ndarray, np.generic)) and np.asarray(g).dtype == e._data.dtype
            np.testing.assert_allclose(np.asarray(g), values(e), rtol=1e-13, atol=1e-300, err_msg=f"input {i}")


def test_integer_outputs_never_require_grad():
    x = gradtable.randn(3, 4, dtype=gradtable.float64, requires_grad=True)
    values, indices = x.max(1)
    assert values.requires_grad and not indices.requires_grad
    assert not (x > 0).requires_grad
    assert not x.long().requires_grad


# -- PyTorch as the oracle -------------------------------------------------------------------------

TORCH_CASES = [c for c in CASES if c.entry.name not in NO_TORCH_COUNTERPART | GAUGE_DEPENDENT
               and c.id not in RANDOM_IN_PYTORCH]


def torch_callable(torch, entry):
    name = public_name(entry)
    if "function" in entry.variants:
        module = {"": torch, "nn.functional": torch.nn.functional, "linalg": torch.linalg,
                  "special": torch.special, "fft": torch.fft}[entry.python_module]
        return getattr(module, public_name(entry))
    if "method" in entry.variants:
        return lambda self, *a, **k: getattr(self, name)(*a, **k)
    overload = getattr(torch.ops.aten, entry.name)
    packet = getattr(overload, entry.signature.overload or "default")
    index_params = [i for i, p in enumerate(entry.signature.params) if p.type == "Index"]

    def call(*a, **k):
        a = list(a)
        for i in index_params:  # aten.index takes a list of index tensors
            a[i] = list(a[i]) if isinstance(a[i], tuple) else [a[i]]
        if name == "_to_copy" and len(a) > 1:
            k["dtype"] = a.pop(1)
        return packet(*a, **k)
    return call


def _torch_tensors(torch, leaves):
    out = []
    for a in leaves:
        t = torch.tensor(a.array)
        if a.differentiable and a.array.dtype.kind in "fc":
            t.requires_grad_()
        out.append(t)
    return out


def _real_sum(t):
    """t summed, the real part of a complex sum."""
    total = t.sum()
    return total.real if total.is_complex() else total


@pytest.mark.parametrize("case", TORCH_CASES, ids=[c.id for c in TORCH_CASES])
def test_matches_pytorch(case, torch):
    plainly(pytorch_checks, case, phase_free(case.entry, gradtable_callable(case.entry)),
            phase_free(case.entry, torch_callable(torch, case.entry)), torch)


def pytorch_checks(case, fn, torch_fn, torch):
    """fn (ours) against torch_fn on the case's sample: results, grad_fn names, first and second
    derivatives; FormulaCheckFailed says what differs and which formula or forward to look at."""
    args, kwargs, leaves = _case_inputs(case)
    ours_in = _gradtable_tensors(leaves)
    theirs_in = _torch_tensors(torch, leaves)
    ours = _outputs(_call_with(fn, args, kwargs, ours_in))
    theirs = _outputs(_call_with(torch_fn, args, kwargs, theirs_in))
    compare_outputs(case, ours, theirs, case.id not in COMPOSITE_GRAD_FN_DIFFERS)
    if case.entry.name in PYTORCH_GRADIENT_WRONG or _refused(case.entry):
        return   # (a refused entry's backward: its error is checked through the op that uses it, e.g. cdist)
    if _without_derivative(case.entry):
        _check_backward_refused(gradtable, ours, case.entry.name)
        _check_backward_refused(torch, theirs, case.entry.name)
        return

    diff = [i for i, t in enumerate(theirs_in) if t.requires_grad]
    float_pairs = [(o, t) for o, t in zip(ours, theirs) if t.requires_grad]
    if not diff or not float_pairs:
        return
    names = leaf_names(case.entry, args, kwargs)
    diff_names = [names[i] for i in diff]
    rng = np.random.default_rng(1)
    seeds = [_random_values(rng, tuple(t.shape), t.is_complex()) for _, t in float_pairs]
    ours_go = [gradtable.tensor(s, requires_grad=True) for s in seeds]
    theirs_go = [torch.tensor(s, requires_grad=True) for s in seeds]
    try:
        g_ours = gradtable.autograd.grad([o for o, _ in float_pairs], [ours_in[i] for i in diff], ours_go,
                                         create_graph=True, allow_unused=True)
    except Exception as err:  # noqa: BLE001 - reported with the formula that raised
        raise raised_in_backward(case, "backward failed", err) from err
    g_theirs = torch.autograd.grad([t for _, t in float_pairs], [theirs_in[i] for i in diff], theirs_go,
                                   create_graph=True, allow_unused=True)
    compare_gradients(case, diff_names, g_ours, g_theirs)

    # Second order: differentiate <grads, w> with respect to the inputs and the grad_outputs.
    # (a complex gradient's weighted sum is taken through its real part: a real function to differentiate)
    weights = [_random_values(rng, tuple(b.shape), b.is_complex()) if b is not None else None for b in g_theirs]
    s_ours = sum(_real_sum(a * gradtable.tensor(w)) for a, w in zip(g_ours, weights)
                 if a is not None and a.requires_grad)
    s_theirs = sum(_real_sum(b * torch.tensor(w)) for b, w in zip(g_theirs, weights)
                   if b is not None and b.requires_grad)
    if {case.entry.name, case.id} & NO_DOUBLE_BACKWARD:
        with pytest.raises((RuntimeError, NotImplementedError)) as theirs:
            torch.autograd.grad(s_theirs, [theirs_in[i] for i in diff], allow_unused=True)
        with pytest.raises(type(theirs.value), match=re.escape(str(theirs.value))):
            gradtable.autograd.grad(s_ours, [ours_in[i] for i in diff], allow_unused=True)
        return
    if not isinstance(s_theirs, torch.Tensor):
        return
    wrt_ours = [ours_in[i] for i in diff] + ours_go
    wrt_theirs = [theirs_in[i] for i in diff] + theirs_go
    try:
        gg_ours = gradtable.autograd.grad(s_ours, wrt_ours, allow_unused=True, materialize_grads=True)
    except Exception as err:  # noqa: BLE001
        raise raised_in_backward(case, "double backward failed", err) from err
    gg_theirs = torch.autograd.grad(s_theirs, wrt_theirs, allow_unused=True, materialize_grads=True)
    grad_names = ["grad"] if len(float_pairs) == 1 else [f"grads[{i}]" for i in range(len(float_pairs))]
    compare_second_order(case, diff_names, diff_names + grad_names, gg_ours, gg_theirs)
