"""Forward-mode AD of every table entry, from the table's own samples:

- gradcheck(check_forward_ad=True): forward mode's Jacobian (built from jvps) against finite differences;
- the Jacobian from forward mode equals the one from reverse mode (the forward formula agrees with
  the backward formula);
- the tangents equal PyTorch's forward AD (torch.autograd.forward_ad), where PyTorch supports the op;
- in-place variants: the tangent of a non-leaf and of a view's base after the op, against PyTorch.

Composite entries get forward mode through the ops they call; those that call an op without a
forward formula must raise PyTorch's error (FORWARD_UNSUPPORTED lists them).
`make check-op OP=name` runs this file too (GRADTABLE_OP=name).
"""
import os

import numpy as np
import pytest

import gradtable
from gradtable.autograd import forward_ad as fwAD
from gradtable.autograd import gradcheck
from gradtable.autograd.gradcheck import analytical_jacobian, forward_jacobian
from gradtable.codegen.render import inplace_name

from table_cases import cases
from test_inplace_table import _non_leaf, _run, _view_of_non_leaf
from test_ops_table import (GAUGE_DEPENDENT, NO_TORCH_COUNTERPART, _call_with, _case_inputs, _gradtable_tensors,
                            _outputs, _torch_tensors, gradtable_callable, torch_callable)

OP = os.environ.get("GRADTABLE_OP") or None
#: Entries with no forward formula yet (their ops raise PyTorch's "Trying to use forward AD with ..."),
#: and the composites that reach one of them.
FORWARD_UNSUPPORTED = {"linalg_qr", "linalg_svd", "native_group_norm",
                       "linalg_svdvals", "group_norm", "linalg_matrix_norm"}


def _has_differentiable_input(entry):
    return bool(entry.formulas) or entry.composite is not None


CASES = [c for c in cases(OP) if not c.entry.is_inplace and _has_differentiable_input(c.entry)]
SUPPORTED = [c for c in CASES if c.entry.name not in FORWARD_UNSUPPORTED]


def test_entries_without_forward_formula_are_listed():
    """Every non-composite differentiable entry has a forward formula, or is listed above."""
    missing = sorted({c.entry.name for c in CASES if c.entry.composite is None and not c.entry.forward}
                     - FORWARD_UNSUPPORTED)
    assert not missing, f"entries without a forward formula (add `result:`): {missing}"


def _diff_setup(case):
    args, kwargs, leaves = _case_inputs(case)
    fn = gradtable_callable(case.entry)
    tensors = _gradtable_tensors(leaves)
    diff_positions = [i for i, t in enumerate(tensors) if t.requires_grad]

    def func(*diff_tensors):
        full = list(tensors)
        for pos, t in zip(diff_positions, diff_tensors):
            full[pos] = t
        outs = _outputs(_call_with(fn, args, kwargs, full))
        return tuple(o for o in outs if o.dtype.is_floating_point)

    return func, [tensors[i] for i in diff_positions]


@pytest.mark.parametrize("case", SUPPORTED, ids=[c.id for c in SUPPORTED])
def test_forward_gradcheck_and_agreement_with_backward(case):
    func, diff_inputs = _diff_setup(case)
    assert gradcheck(func, diff_inputs, eps=1e-6, atol=1e-5, rtol=1e-3, check_forward_ad=True,
                     check_backward_ad=False)
    forward, reverse = forward_jacobian(func, diff_inputs), analytical_jacobian(func, diff_inputs)
    for per_input_f, per_input_r in zip(forward, reverse):
        for f, r in zip(per_input_f, per_input_r):
            np.testing.assert_allclose(f, r, rtol=1e-7, atol=1e-10)


UNSUPPORTED = [c for c in CASES if c.entry.name in FORWARD_UNSUPPORTED]


@pytest.mark.parametrize("case", UNSUPPORTED, ids=[c.id for c in UNSUPPORTED])
def test_unsupported_ops_raise_pytorchs_error(case):
    func, diff_inputs = _diff_setup(case)
    with fwAD.dual_level():
        duals = [fwAD.make_dual(x, gradtable.ones_like(x)) for x in diff_inputs]
        with pytest.raises(NotImplementedError, match="^Trying to use forward AD with .* that does not support it "
                                                      "because it has not been implemented yet"):
            func(*duals)


TORCH_CASES = [c for c in SUPPORTED if c.entry.name not in NO_TORCH_COUNTERPART | GAUGE_DEPENDENT]


def _tangents(leaves, seed):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(a.array.shape) if a.differentiable and a.array.dtype.kind == "f" else None
            for a in leaves]


def _duals(lib_fwAD, tensors, tangents, make):
    return [lib_fwAD.make_dual(t.detach(), make(v)) if v is not None else t for t, v in zip(tensors, tangents)]


@pytest.mark.parametrize("case", TORCH_CASES, ids=[c.id for c in TORCH_CASES])
def test_tangents_match_pytorch(case, torch):
    args, kwargs, leaves = _case_inputs(case)
    tangents = _tangents(leaves, 7)
    with torch.autograd.forward_ad.dual_level():
        duals = _duals(torch.autograd.forward_ad, _torch_tensors(torch, leaves), tangents, torch.tensor)
        try:
            theirs = _outputs(_call_with(torch_callable(torch, case.entry), args, kwargs, duals))
        except NotImplementedError:
            pytest.skip("PyTorch has no forward AD for this op")  # nothing to compare against
        theirs = [torch.autograd.forward_ad.unpack_dual(t).tangent for t in theirs]
        theirs = [None if t is None else t.numpy(force=True) for t in theirs]  # force: ZeroTensor
    with fwAD.dual_level():
        duals = _duals(fwAD, _gradtable_tensors(leaves), tangents, gradtable.tensor)
        ours = _outputs(_call_with(gradtable_callable(case.entry), args, kwargs, duals))
        ours = [fwAD.unpack_dual(o).tangent for o in ours]
        ours = [None if t is None else t.numpy() for t in ours]
    assert len(ours) == len(theirs)
    for o, t in zip(ours, theirs):
        if t is None:
            assert o is None or not np.any(o)
            continue
        assert o is not None
        np.testing.assert_allclose(o, t, rtol=1e-7, atol=1e-10)


INPLACE_CASES = [c for c in cases() if (c.entry.inplace or c.entry.is_inplace) and c.entry.forward
                 and OP in (None, c.entry.name, inplace_name(c.entry))]


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
        theirs = None if theirs is None else theirs.numpy(force=True)
    with fwAD.dual_level():
        duals = _duals(fwAD, _gradtable_tensors(leaves), tangents, gradtable.tensor)
        _, _, _, whole = _run(case, gradtable, duals, prepare)
        ours = fwAD.unpack_dual(whole).tangent
        ours = None if ours is None else ours.numpy()
    if theirs is None:
        assert ours is None or not np.any(ours)
    else:
        np.testing.assert_allclose(ours, theirs, rtol=1e-7, atol=1e-10)
