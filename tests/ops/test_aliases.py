"""Every alias of the table (`aliases:` in derivatives.yaml, codegen/aliases.py): present exactly where
PyTorch has it (function, method, in-place method, in-place function), and the op itself: on the op's
first sample, the same values, grad_fn name and gradient as PyTorch's alias, out of place and in place.
"""
import re

import numpy as np
import pytest
from table_cases import default_samples, entries
from test_ops_table import _call_with, _case_inputs, _gradtable_tensors, _torch_tensors

import gradtable
from gradtable.codegen.samples import Case, outputs_of

#: (entry holding the alias, alias) for every alias of the table.
ALIASES = [(e, a) for e in entries() for a in e.aliases]
IDS = [f"{a.python_module + '.' if a.python_module else ''}{a.name}={e.name}" for e, a in ALIASES]


def test_the_table_has_aliases():
    assert ALIASES


def _namespace(lib, module):
    return lib if not module else getattr(lib, module.replace("nn.functional", "nn").split(".")[0]) \
        if module != "nn.functional" else lib.nn.functional


@pytest.mark.parametrize(("entry", "alias"), ALIASES, ids=IDS)
def test_alias_exists_where_pytorch_has_it(entry, alias, torch):
    if alias.python_module:
        assert hasattr(_namespace(torch, alias.python_module), alias.name)
        assert getattr(_namespace(gradtable, alias.python_module), alias.name) is not None
        return
    names = [alias.name] + ([alias.name + "_"] if not alias.name.endswith("_") else [])
    for name in names:
        for ours, theirs in ((gradtable, torch), (gradtable.Tensor, torch.Tensor)):
            assert hasattr(ours, name) == hasattr(theirs, name), (
                f"{theirs.__name__}.{name}: PyTorch {'has' if hasattr(theirs, name) else 'has not'} it")


def _first_case(entry):
    samples = entry.samples or default_samples(entry)
    return Case(entry, 0, samples[0]) if samples else None


def _run(lib, name, case, leaves, inplace):
    """The alias on the case's sample: a function where lib has one, else a method; in place on a
    non-leaf copy of self. Returns (outputs, the differentiable leaves)."""
    args, kwargs, _ = _case_inputs(case)
    tensors = _gradtable_tensors(leaves) if lib is gradtable else _torch_tensors(lib, leaves)
    if inplace:
        def call(self, *a, **k):
            target = self * 1
            getattr(target, name)(*a, **k)
            return target
    elif hasattr(lib, name):
        call = getattr(lib, name)
    else:
        def call(self, *a, **k):
            return getattr(self, name)(*a, **k)
    return outputs_of(_call_with(call, args, kwargs, tensors)), [t for t in tensors if t.requires_grad]


@pytest.mark.parametrize(("entry", "alias"), [x for x in ALIASES if not x[1].python_module],
                         ids=[i for i, x in zip(IDS, ALIASES) if not x[1].python_module])
def test_alias_is_the_op(entry, alias, torch):
    case = _first_case(entry)
    if case is None:
        pytest.skip("the entry has no samples")
    _, _, leaves = _case_inputs(case)
    names = [(alias.name, alias.name.endswith("_"))]
    if not alias.name.endswith("_") and hasattr(torch.Tensor, alias.name + "_"):
        names.append((alias.name + "_", True))
    for name, inplace in names:
        ours, ours_in = _run(gradtable, name, case, leaves, inplace)
        theirs, theirs_in = _run(torch, name, case, leaves, inplace)
        for o, t in zip(ours, theirs):
            np.testing.assert_allclose(o.detach().numpy(), t.detach().numpy(), rtol=1e-12, err_msg=name)
            assert o.dtype.is_floating_point == t.dtype.is_floating_point
            assert (o.grad_fn is None) == (t.grad_fn is None), name
            if t.grad_fn is not None:
                assert o.grad_fn.name() == t.grad_fn.name(), name
        if theirs_in and theirs[0].requires_grad:
            seed = np.random.default_rng(0).standard_normal(tuple(theirs[0].shape))
            try:
                g_theirs = torch.autograd.grad(theirs[0], theirs_in, torch.tensor(seed), allow_unused=True)
            except NotImplementedError as err:  # acosh_ is recorded, not differentiated
                with pytest.raises(NotImplementedError, match=re.escape(str(err))):
                    gradtable.autograd.grad(ours[0], ours_in, gradtable.tensor(seed), allow_unused=True)
                continue
            g_ours = gradtable.autograd.grad(ours[0], ours_in, gradtable.tensor(seed), allow_unused=True)
            for a, b in zip(g_ours, g_theirs):
                assert (a is None) == (b is None)
                if b is not None:
                    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-12, err_msg=name)
