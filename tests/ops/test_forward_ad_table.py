"""Forward-mode AD of every table entry, from the table's own samples:

- gradcheck(check_forward_ad=True): forward mode's Jacobian (built from jvps) against finite differences;
- the Jacobian from forward mode equals the one from reverse mode (the forward formula agrees with
  the backward formula);
- the tangents equal PyTorch's forward AD (torch.autograd.forward_ad), where PyTorch supports the op;
- in-place variants: the tangent of a non-leaf and of a view's base after the op, against PyTorch.

Composite entries get forward mode through the ops they call. Every other differentiable entry
has a forward formula (tests/codegen/test_codegen.py checks the error an op without one raises).
Singular vectors are defined only up to sign: test_linalg_extra.py compares svd's and eigh's
tangents with PyTorch through sign-invariant functions of the outputs.
`make check-op OP=name` runs this file too (GRADTABLE_OP=name).
"""
import os

import numpy as np
import pytest
from op_checks import check_forward_mode, leaf_names, plainly, values
from table_cases import cases, phase_free
from test_inplace_table import _non_leaf, _run, _view_of_non_leaf
from test_ops_table import (
    GAUGE_DEPENDENT,
    NO_TORCH_COUNTERPART,
    NOT_A_DERIVATIVE,
    RANDOM_IN_PYTORCH,
    _call_with,
    _case_inputs,
    _gradtable_tensors,
    _outputs,
    _torch_tensors,
    gradtable_callable,
    torch_callable,
)

import gradtable
from gradtable.autograd import forward_ad as fwAD
from gradtable.codegen.render import inplace_name
from gradtable.codegen.samples import differentiable as _differentiable_dtype
from gradtable.codegen.samples import random_values

OP = os.environ.get("GRADTABLE_OP") or None


def _has_differentiable_input(entry):
    return bool(entry.formulas) or entry.composite is not None


#: Entries PyTorch gives no forward-mode formula: a dual input raises its "Trying to use forward AD with
#: <op> that does not support it" (tests/ops/test_special.py and tests/distributions/test_samplers_torch.py
#: compare that error with PyTorch's).
NO_FORWARD_IN_PYTORCH = {"igamma", "igammac", "special_zeta", "_standard_gamma_grad", "index_reduce", "_cdist_forward",
                         "_cdist_backward", "_euclidean_dist", "cdist", "_unique", "_unique2", "unique_dim",
                         "unique_consecutive", "_pdist_forward", "_pdist_backward", "pdist", "histogramdd", "geqrf",
                         "soft_margin_loss_backward", "multi_margin_loss", "multilabel_margin_loss_forward",
                         "multilabel_margin_loss", "_test_autograd_multiple_dispatch_view",
                         "_test_autograd_multiple_dispatch_view_copy"}
#: Samples whose tangent PyTorch leaves undefined (no tangent, as if zero) although the op is differentiable:
#: scatter_reduce's forward formula covers sum, mean, amax and amin, not prod. Compared with PyTorch only.
UNDEFINED_TANGENT_IN_PYTORCH = {"scatter_reduce.two#1", "scatter_reduce.two#5"}

CASES = [c for c in cases(OP) if not c.entry.is_inplace and _has_differentiable_input(c.entry)
         and c.entry.name not in NO_FORWARD_IN_PYTORCH]
FD_CASES = [c for c in CASES if c.id not in UNDEFINED_TANGENT_IN_PYTORCH]


def test_every_entry_has_a_forward_formula():
    """Every non-composite differentiable entry has a forward formula."""
    missing = sorted({c.entry.name for c in CASES if c.entry.composite is None and not c.entry.forward})
    assert not missing, f"entries without a forward formula (add `result:`): {missing}"


def _diff_setup(case, fn=None):
    """(func of the differentiable inputs, those inputs, their parameter names) for a sample."""
    args, kwargs, leaves = _case_inputs(case)
    fn = fn or phase_free(case.entry, gradtable_callable(case.entry))
    tensors = _gradtable_tensors(leaves)
    diff_positions = [i for i, t in enumerate(tensors) if t.requires_grad]

    # A floating output the entry declares non-differentiable (linalg.lu's P) is left out: gradcheck would
    # pair its finite differences with the next output's tangents (PyTorch's gradcheck does the same).
    kept = case.entry.output_differentiability

    def func(*diff_tensors):
        full = list(tensors)
        for pos, t in zip(diff_positions, diff_tensors):
            full[pos] = t
        outs = _outputs(_call_with(fn, args, kwargs, full))
        kept_here = kept if kept is not None and len(kept) == len(outs) else (True,) * len(outs)  # (a Tensor[] result)
        return tuple(o for o, keep in zip(outs, kept_here) if _differentiable_dtype(o) and keep)

    names = leaf_names(case.entry, args, kwargs)
    return func, [tensors[i] for i in diff_positions], [names[i] for i in diff_positions]


@pytest.mark.parametrize("case", FD_CASES, ids=[c.id for c in FD_CASES])
def test_forward_gradcheck_and_agreement_with_backward(case):
    plainly(forward_checks, case)


def forward_checks(case, fn=None):
    """Forward mode of fn (the entry's op) on the case's sample, against finite differences and then
    against reverse mode; FormulaCheckFailed quotes the `result:` formula that is wrong."""
    if case.entry.name in NOT_A_DERIVATIVE:
        return   # (its tangents are compared with PyTorch's in test_tangents_match_pytorch)
    func, diff_inputs, names = _diff_setup(case, fn)
    check_forward_mode(case, func, diff_inputs, names)


#: Entries whose forward AD raises inside PyTorch (a formula bug), so there is nothing to compare with.
#: (masked_scatter_backward: its formula passes grad_output's sizes as the result's; norm.Scalar, at::norm over
#: all dims: its tangent keeps the reduced dims, [1, 1] for a 0-dim result)
PYTORCH_TANGENT_RAISES = {"masked_scatter_backward", "norm.Scalar"}
#: Entries (or samples, by id) whose PyTorch tangent is wrong (PyTorch's own forward-mode gradcheck fails):
#: gradtable's passes the finite-difference check above instead (docs/known-differences.md).
PYTORCH_TANGENT_WRONG = {"cholesky_inverse",                          # d(L L^T)'s two terms do not add up
                         "triangular_solve#1", "triangular_solve#2"}  # transpose=True, unitriangular=True
TORCH_CASES = [c for c in CASES if c.entry.name not in NO_TORCH_COUNTERPART | GAUGE_DEPENDENT | PYTORCH_TANGENT_RAISES
               | PYTORCH_TANGENT_WRONG and c.id not in RANDOM_IN_PYTORCH | PYTORCH_TANGENT_WRONG
               and c.entry.signature.full_name not in PYTORCH_TANGENT_RAISES]


def _tangents(leaves, seed):
    rng = np.random.default_rng(seed)
    return [random_values(rng, a.array.shape, a.array.dtype.kind == "c")
            if a.differentiable and a.array.dtype.kind in "fc" else None for a in leaves]


def _duals(lib_fwAD, tensors, tangents, make):
    return [lib_fwAD.make_dual(t.detach(), make(v)) if v is not None else t for t, v in zip(tensors, tangents)]


@pytest.mark.parametrize("case", TORCH_CASES, ids=[c.id for c in TORCH_CASES])
def test_tangents_match_pytorch(case, torch, fn=None, torch_fn=None):
    """(fn, torch_fn: the callables to compare, when not the entry's ops themselves.)"""
    args, kwargs, leaves = _case_inputs(case)
    tangents = _tangents(leaves, 7)
    with torch.autograd.forward_ad.dual_level():
        duals = _duals(torch.autograd.forward_ad, _torch_tensors(torch, leaves), tangents, torch.tensor)
        try:
            theirs = _outputs(_call_with(torch_fn or phase_free(case.entry, torch_callable(torch, case.entry)), args,
                                         kwargs, duals))
        except NotImplementedError:
            pytest.skip("PyTorch has no forward AD for this op")  # nothing to compare against
        theirs = [torch.autograd.forward_ad.unpack_dual(t).tangent for t in theirs]
        theirs = [None if t is None else values(t) for t in theirs]
    with fwAD.dual_level():
        duals = _duals(fwAD, _gradtable_tensors(leaves), tangents, gradtable.tensor)
        ours = _outputs(_call_with(fn or phase_free(case.entry, gradtable_callable(case.entry)), args, kwargs, duals))
        ours = [fwAD.unpack_dual(o).tangent for o in ours]
        ours = [None if t is None else values(t) for t in ours]
    assert len(ours) == len(theirs)
    for o, t in zip(ours, theirs):
        if t is None:
            assert o is None or not np.any(o)
            continue
        assert o is not None
        np.testing.assert_allclose(o, t, rtol=1e-7, atol=1e-10)


# (scatter_reduce_ with prod: PyTorch's in-place forward AD copies its undefined tangent and raises an internal
# "Expected a proper Tensor but got None" error; gradtable gives no tangent, as out of place)
INPLACE_CASES = [c for c in cases() if (c.entry.inplace or c.entry.is_inplace) and c.entry.forward
                 and OP in (None, c.entry.name, inplace_name(c.entry)) and c.id not in UNDEFINED_TANGENT_IN_PYTORCH]


@pytest.mark.parametrize("prepare", [_non_leaf, _view_of_non_leaf], ids=["non_leaf", "view"])
@pytest.mark.parametrize("case", INPLACE_CASES, ids=[f"{inplace_name(c.entry)}:{c.id}" for c in INPLACE_CASES])
def test_inplace_tangents_match_pytorch(case, prepare, torch):
    """The written tensor's tangent (and, for a view, its base's) after the in-place op."""
    _, _, leaves = _case_inputs(case)
    tangents = _tangents(leaves, 11)
    with torch.autograd.forward_ad.dual_level():
        duals = _duals(torch.autograd.forward_ad, _torch_tensors(torch, leaves), tangents, torch.tensor)
        try:
            _, _, _, t_whole = _run(case, torch, duals, prepare)
        except RuntimeError as err:  # the op itself refuses (a broadcast result that does not fit in self)
            with fwAD.dual_level(), pytest.raises(RuntimeError) as ours_err:
                _run(case, gradtable, _duals(fwAD, _gradtable_tensors(leaves), tangents, gradtable.tensor), prepare)
            assert str(ours_err.value) == str(err)
            return
        theirs = torch.autograd.forward_ad.unpack_dual(t_whole).tangent
        theirs = None if theirs is None else values(theirs)
    with fwAD.dual_level():
        duals = _duals(fwAD, _gradtable_tensors(leaves), tangents, gradtable.tensor)
        _, _, _, whole = _run(case, gradtable, duals, prepare)
        ours = fwAD.unpack_dual(whole).tangent
        ours = None if ours is None else values(ours)
    if theirs is None:
        assert ours is None or not np.any(ours)
    else:
        np.testing.assert_allclose(ours, theirs, rtol=1e-7, atol=1e-10)
