"""The table's ops on complex inputs, from the table itself: each entry that takes complex inputs gets
one complex case (its `complex_samples`, or its first sample with the float tensors made complex) run
through the same checks as the real samples (gradcheck and gradgradcheck with complex perturbations,
PyTorch's values, gradients and second derivatives, forward mode); each entry PyTorch refuses complex
inputs for (`no_complex`) must refuse them with PyTorch's exception and message.

`make check-op OP=name` runs this file for one op too (GRADTABLE_OP=name).
"""
import os
import re
from pathlib import Path

import pytest
from op_checks import plainly
from table_cases import PHASE_FREE, cases, complex_cases, entries, gradtable_callable, phase_free, refusal_cases
from test_forward_ad_table import PYTORCH_TANGENT_RAISES, PYTORCH_TANGENT_WRONG, forward_checks
from test_forward_ad_table import test_tangents_match_pytorch as tangents_match_pytorch
from test_ops_table import (
    GAUGE_DEPENDENT,
    NO_TORCH_COUNTERPART,
    _case_inputs,
    _torch_tensors,
    gradient_checks,
    pytorch_checks,
    torch_callable,
)

import gradtable
from gradtable.codegen.complex_refusal import dotted_name, unsupported_complex_message
from gradtable.codegen.samples import call_with
from gradtable.codegen.samples import gradtable_tensors as _gradtable_tensors

OP = os.environ.get("GRADTABLE_OP") or None
CASES = complex_cases(OP)
TORCH_CASES = [c for c in CASES if c.entry.name not in NO_TORCH_COUNTERPART | (GAUGE_DEPENDENT - set(PHASE_FREE))]


def _ours(entry):
    return phase_free(entry, gradtable_callable(entry))


def _theirs(torch, entry):
    return phase_free(entry, torch_callable(torch, entry))


#: Forward mode is checked on the ops whose complex tangents follow a formula of their own (not an
#: auto_linear copy of the op, which the real samples check already).
FORWARD_CASES = [c for c in CASES if c.entry.forward and not all(f.shorthand == "auto_linear" for f in c.entry.forward)]
REFUSALS = refusal_cases(OP)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_complex_gradcheck_and_gradgradcheck(case):
    plainly(gradient_checks, case, _ours(case.entry))


@pytest.mark.parametrize("case", TORCH_CASES, ids=[c.id for c in TORCH_CASES])
def test_complex_matches_pytorch(case, torch):
    plainly(pytorch_checks, case, _ours(case.entry), _theirs(torch, case.entry), torch)


@pytest.mark.parametrize("case", FORWARD_CASES, ids=[c.id for c in FORWARD_CASES])
def test_complex_forward_mode(case):
    plainly(forward_checks, case, _ours(case.entry))


#: (cholesky_inverse: PyTorch's tangent is wrong, complex or not; the finite-difference check above holds ours)
TANGENT_CASES = [c for c in FORWARD_CASES if c in TORCH_CASES and c.entry.name not in PYTORCH_TANGENT_WRONG
                 and c.entry.signature.full_name not in PYTORCH_TANGENT_RAISES]


@pytest.mark.parametrize("case", TANGENT_CASES, ids=[c.id for c in TANGENT_CASES])
def test_complex_tangents_match_pytorch(case, torch):
    tangents_match_pytorch(case, torch, _ours(case.entry), _theirs(torch, case.entry))


@pytest.mark.parametrize("case", REFUSALS, ids=[c.id for c in REFUSALS])
def test_complex_inputs_refused_as_pytorch(case, torch):
    """PyTorch has no complex kernel for the op: the same exception, the same words (no_complex). An
    op only gradtable refuses (no_complex: unsupported) must be one PyTorch computes, refused clearly;
    an internal op without a PyTorch counterpart refuses with the error its table line declares."""
    args, kwargs, leaves = _case_inputs(case)
    ours = lambda: call_with(gradtable_callable(case.entry), args, kwargs, _gradtable_tensors(leaves))  # noqa: E731
    kind, message = case.entry.no_complex or ("", "")
    if kind == "unsupported":
        with torch.no_grad():   # PyTorch computes it (whether it differentiates it is not the question: geqrf)
            call_with(torch_callable(torch, case.entry), args, kwargs, _torch_tensors(torch, leaves))
        with pytest.raises(NotImplementedError, match=re.escape(unsupported_complex_message(dotted_name(case.entry)))):
            ours()
        return
    if case.entry.name in NO_TORCH_COUNTERPART:
        with pytest.raises(NotImplementedError, match="not implemented for 'ComplexDouble'"):
            ours()
        return
    with pytest.raises(Exception) as theirs:
        call_with(torch_callable(torch, case.entry), args, kwargs, _torch_tensors(torch, leaves))
    with pytest.raises(type(theirs.value), match=re.escape(str(theirs.value))):
        ours()


def test_every_entry_says_what_it_does_with_complex_inputs():
    """An entry with float tensor arguments either takes complex ones (and has a complex case) or refuses
    them (no_complex, or a kernel that raises PyTorch's error): none is left unchecked."""
    covered = {c.entry.signature.full_name for c in complex_cases()} | {c.entry.signature.full_name
                                                                         for c in refusal_cases()}
    kinds = {}
    for c in cases():
        if not c.entry.is_inplace:
            kinds.setdefault(c.entry.signature.full_name, set()).update(
                a.array.dtype.kind for a in _case_inputs(c)[2] if a.differentiable)
    covered |= {name for name, k in kinds.items() if "c" in k}   # complex samples of its own
    unchecked = sorted({name for name, k in kinds.items() if "f" in k} - covered)
    assert not unchecked, f"entries with no complex case and no no_complex: {unchecked}"


def test_a_complex_tensor_enables_the_refusals():
    """Until a complex tensor exists, refusing ops skip their check; every way of making one turns it on."""
    x = gradtable.tensor([1 + 2j])
    assert gradtable.dtypes.usage.complex
    with pytest.raises(NotImplementedError, match="clamp is not supported for complex types"):
        gradtable.relu(x)


def test_docs_list_the_ops_gradtable_does_not_take_complex_inputs_for():
    """docs/complex.md's "Not yet" list names exactly the entries marked `no_complex: unsupported`."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "complex.md").read_text()
    listed = set(re.findall(r"`([a-z_0-9.]+)`", text.split("**Not yet**")[1].split("\n\n")[0]))
    marked = {dotted_name(e) for e in entries() if e.no_complex and e.no_complex[0] == "unsupported"}
    assert listed == marked
