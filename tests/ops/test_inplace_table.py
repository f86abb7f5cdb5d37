"""Every in-place op the table gives (`inplace: true` entries and `op_(Tensor(a!) self, ...)` entries),
checked from the table's own samples: on a non-leaf and on a view of a non-leaf, against PyTorch
(values, grad_fn names, gradients, and the same error where PyTorch refuses), and with gradcheck.

`make check-op OP=name` runs this file too (GRADTABLE_OP=add or GRADTABLE_OP=add_).
"""
import os

import numpy as np
import pytest
from op_checks import values
from table_cases import cases, inplace_callable
from test_ops_table import (
    NO_DOUBLE_BACKWARD,
    RANDOM_IN_PYTORCH,
    _call_with,
    _case_inputs,
    _gradtable_tensors,
    _refused,
    _torch_tensors,
)

import gradtable
from gradtable.autograd import gradcheck, gradgradcheck
from gradtable.codegen.render import inplace_name
from gradtable.codegen.samples import random_values
from gradtable.core.shadows import resolved_source

OP = os.environ.get("GRADTABLE_OP") or None
CASES = [c for c in cases() if (c.entry.inplace or c.entry.is_inplace)
         and OP in (None, c.entry.name, inplace_name(c.entry))]
IDS = [f"{inplace_name(c.entry)}:{c.id}" for c in CASES]
# Ops without a derivative (logical_and_, bitwise_not_) are not recorded in place, as in PyTorch, so
# backward passes through them as if they had not run: there is no gradient to check. Nor is there for
# the ones PyTorch records but does not differentiate (acosh_: its backward raises, compared below).
GRAD_CASES = [c for c in CASES if c.entry.formulas and not _refused(c.entry)]
GRAD_IDS = [f"{inplace_name(c.entry)}:{c.id}" for c in GRAD_CASES]
TORCH_CASES = [c for c in CASES if c.id not in RANDOM_IN_PYTORCH]
TORCH_IDS = [f"{inplace_name(c.entry)}:{c.id}" for c in TORCH_CASES]


def test_the_table_has_inplace_ops():
    assert CASES or OP, "no entry declares an in-place variant"


def _run(case, lib, tensors, prepare):
    """Call the in-place op on prepare(self) (a non-leaf, or a view of one). Returns
    (the tensor written to, what the call returned, its version before, the tensor to differentiate)."""
    op = inplace_callable(lib, case.entry)
    args, kwargs, _ = _case_inputs(case)
    seen = {}

    def call(self, *a, **k):
        target, whole = prepare(lib, self)
        seen.update(target=target, whole=whole, version=target._version)
        return op(target, *a, **k)

    out = _call_with(call, args, kwargs, tensors)
    return seen["target"], out, seen["version"], seen["whole"]


def _non_leaf(lib, self):
    t = self * 1
    return t, t


def _view_of_non_leaf(lib, self):
    """Row 0 of a (2, *shape) non-leaf whose rows are self and 2 * self (row 0 keeps the sample's
    values, so ops with a restricted domain, log1p or asin, stay inside it)."""
    base = lib.cat([self.unsqueeze(0), self.unsqueeze(0) * 2])
    return base[0], base


def _leaves(tensors):
    return [t for t in tensors if t.requires_grad]


@pytest.mark.parametrize("prepare", [_non_leaf, _view_of_non_leaf], ids=["non_leaf", "view"])
@pytest.mark.parametrize("case", TORCH_CASES, ids=TORCH_IDS)
def test_inplace_matches_pytorch(case, prepare, torch):
    _, _, arrays = _case_inputs(case)
    theirs_in = _torch_tensors(torch, arrays)
    ours_in = _gradtable_tensors(arrays)
    try:
        t_target, t_out, t_version, t_whole = _run(case, torch, theirs_in, prepare)
    except RuntimeError as err:  # e.g. a broadcast result that does not fit in self
        with pytest.raises(RuntimeError) as ours_err:
            _run(case, gradtable, ours_in, prepare)
        assert str(ours_err.value) == str(err)
        return
    target, out, version, whole = _run(case, gradtable, ours_in, prepare)
    assert out is target
    assert target._version == version + 1
    np.testing.assert_allclose(values(whole), values(t_whole), rtol=1e-7, atol=1e-10)
    assert str(whole.dtype) == str(t_whole.dtype)
    assert whole.requires_grad == t_whole.requires_grad
    if t_whole.grad_fn is not None:
        assert whole.grad_fn.name() == t_whole.grad_fn.name()
    if not t_whole.requires_grad:
        return
    seed = random_values(np.random.default_rng(2), tuple(t_whole.shape), t_whole.is_complex())
    try:
        theirs_g = torch.autograd.grad(t_whole, _leaves(theirs_in), torch.tensor(seed), allow_unused=True)
    except (NotImplementedError, RuntimeError) as err:  # recorded, not differentiated (acosh_, heaviside_)
        with pytest.raises(type(err)) as ours_err:
            gradtable.autograd.grad(whole, _leaves(ours_in), gradtable.tensor(seed), allow_unused=True)
        assert str(ours_err.value) == str(err)
        return
    ours_g = gradtable.autograd.grad(whole, _leaves(ours_in), gradtable.tensor(seed), allow_unused=True)
    for a, b in zip(ours_g, theirs_g):
        if b is None:
            assert a is None or not np.any(a.numpy())
        else:
            np.testing.assert_allclose(a.numpy(), b.numpy(force=True), rtol=1e-7, atol=1e-10)


@pytest.mark.parametrize("prepare", [_non_leaf, _view_of_non_leaf], ids=["non_leaf", "view"])
@pytest.mark.parametrize("case", GRAD_CASES, ids=GRAD_IDS)
def test_inplace_gradcheck(case, prepare):
    _, _, arrays = _case_inputs(case)
    tensors = _gradtable_tensors(arrays)
    positions = [i for i, t in enumerate(tensors) if t.requires_grad]

    def func(*diff):
        full = list(tensors)
        for pos, t in zip(positions, diff):
            full[pos] = t
        return _run(case, gradtable, full, prepare)[3]

    try:
        func(*[tensors[i] for i in positions])
    except RuntimeError as err:  # only a result that cannot be written into self may fail
        # (element-wise ops' text, or structured kernels', addmv_'s)
        assert "doesn't match the broadcast shape" in str(err) or str(err).startswith("Bad in-place call")
        return
    inputs = [tensors[i] for i in positions]
    assert gradcheck(func, inputs, eps=1e-6, atol=1e-5, rtol=1e-3)
    if case.entry.name not in NO_DOUBLE_BACKWARD:
        assert gradgradcheck(func, inputs, eps=1e-6, atol=1e-5, rtol=1e-3)


@pytest.mark.parametrize("case", TORCH_CASES, ids=TORCH_IDS)
def test_inplace_under_no_grad_matches_pytorch(case, torch):
    """The optimizer path: no graph, even on a leaf that requires grad."""
    _, _, arrays = _case_inputs(case)
    results = []
    for lib, tensors in ((gradtable, _gradtable_tensors(arrays)), (torch, _torch_tensors(torch, arrays))):
        with lib.no_grad():
            try:
                target, out, version, _ = _run(case, lib, tensors, lambda lib, s: (s, s))
            except RuntimeError as err:
                results.append(str(err))
                continue
        assert out is target and target.grad_fn is None
        assert target._version == version + 1
        results.append(target.detach().numpy().copy())
    if isinstance(results[1], str):
        assert results[0] == results[1]
    else:
        np.testing.assert_allclose(results[0], results[1], rtol=1e-7, atol=1e-10)


# ---------------------------------------------------------------- views (entries annotated Tensor(a) self)

VIEW_CASES = [c for c in cases() if c.entry.is_view and OP in (None, c.entry.name)]


def test_the_table_has_view_ops():
    assert VIEW_CASES or OP, "no entry is annotated as a view (Tensor(a) self -> Tensor(a))"


@pytest.mark.parametrize("case", VIEW_CASES, ids=[c.id for c in VIEW_CASES])
def test_view_entries_share_memory_and_version(case, torch):
    from test_ops_table import _outputs, gradtable_callable, torch_callable
    args, kwargs, arrays = _case_inputs(case)
    ours_in, theirs_in = _gradtable_tensors(arrays), _torch_tensors(torch, arrays)
    source = case.entry.signature.view_of.name
    position = [p.name for p in case.entry.signature.params].index(source)
    ours = _outputs(_call_with(gradtable_callable(case.entry), args, kwargs, ours_in))
    theirs = _outputs(_call_with(torch_callable(torch, case.entry), args, kwargs, theirs_in))
    base = ours_in[position]
    if any(t is theirs_in[position] for t in theirs):   # the input itself (a real tensor's conj, real part)
        assert [o is base for o in ours] == [t is theirs_in[position] for t in theirs]
        return
    for o, t in zip(ours, theirs):
        assert o._is_view() == t._is_view() and o._base is base
        # (a conj or neg view mirrors its base's memory: core/shadows.py)
        assert o._data.size == 0 or np.shares_memory(resolved_source(o._data), base._data)
        assert (o.is_conj(), o.is_neg()) == (t.is_conj(), t.is_neg())
    with gradtable.no_grad():
        base.add_(1)  # writes through to every view, and bumps their shared version
    fresh = _outputs(_call_with(gradtable_callable(case.entry), args, kwargs, ours_in))
    for o, f in zip(ours, fresh):
        assert o._version == 1
        np.testing.assert_array_equal(values(o), values(f))   # the views see the change


@pytest.mark.parametrize("case", VIEW_CASES, ids=[c.id for c in VIEW_CASES])
def test_inplace_on_view_entry_results_matches_pytorch(case, torch):
    """y = x * 1; v = view_op(y); v.mul_(3) (multi-output views must refuse); y's gradient as PyTorch's."""
    from test_ops_table import _outputs, gradtable_callable, torch_callable
    args, kwargs, arrays = _case_inputs(case)
    source = case.entry.signature.view_of.name
    position = [p.name for p in case.entry.signature.params].index(source)
    results = []
    for lib, tensors, fn in ((gradtable, _gradtable_tensors(arrays), gradtable_callable(case.entry)),
                             (torch, _torch_tensors(torch, arrays), torch_callable(torch, case.entry))):
        full = list(tensors)
        full[position] = tensors[position] * 1
        views = _outputs(_call_with(fn, args, kwargs, full))
        if lib is gradtable and _overlaps_itself(views[0]._data):
            pytest.skip("the view's elements share memory (unfold, as_strided): PyTorch's in-place result then "
                        "depends on its loop order, which it leaves undefined")
        try:
            views[0].mul_(3)
        except RuntimeError as err:
            results.append(str(err))
            continue
        y = full[position]
        seed = random_values(np.random.default_rng(3), tuple(y.shape), y.is_complex())
        (g,) = lib.autograd.grad(y, tensors[position], lib.tensor(seed))
        results.append((y.grad_fn.name(), values(y).copy(), values(g).copy()))
    ours, theirs = results
    if isinstance(theirs, str):
        assert ours == theirs
        return
    assert ours[0] == theirs[0]
    np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-7, atol=1e-10)
    np.testing.assert_allclose(ours[2], theirs[2], rtol=1e-7, atol=1e-10)


def _overlaps_itself(array):
    """Whether two elements of the array are the same memory (a window view with overlap)."""
    if array.size <= 1:
        return False
    offsets = np.zeros((), dtype=np.int64)
    for size, stride in zip(array.shape, array.strides):
        offsets = offsets[..., None] + np.arange(size) * stride
    return np.unique(offsets).size < array.size


NO_OVERLAP_CASES = [c for c in CASES if c.entry.no_overlap and c.id not in RANDOM_IN_PYTORCH]


@pytest.mark.parametrize("alias", ["itself", "detached", "fresh"])
@pytest.mark.parametrize("case", NO_OVERLAP_CASES, ids=[f"{inplace_name(c.entry)}:{c.id}" for c in NO_OVERLAP_CASES])
def test_no_overlap_inputs_are_refused_as_pytorch(case, alias, torch):
    """An input of a no_overlap entry (x.index_copy_(0, i, x), x.put_(i, x)) that is self or shares its
    memory is refused with PyTorch's error, after the checks its meta: names (found by make fuzz: these
    ran here); a fresh tensor of self's values runs. The argument is self's shape, so where that does
    not fit the op the error compared is the one PyTorch raises first."""
    params = [p.name for p in case.entry.signature.params]
    args, kwargs, arrays = _case_inputs(case)
    outcomes = []
    for lib, tensors in ((gradtable, _gradtable_tensors(arrays)), (torch, _torch_tensors(torch, arrays))):
        op = inplace_callable(lib, case.entry)

        def call(self, *a, **k):
            target = self.detach().clone()
            bound = dict(zip(params, (target, *a)))
            for name in case.entry.no_overlap:
                if name in bound:
                    bound[name] = {"itself": target, "detached": target.detach(), "fresh": target.clone()}[alias]
            try:
                op(*(bound[p] for p in params if p in bound), **k)
            except (RuntimeError, IndexError) as error:
                return type(error).__name__, str(error)
            return "ok", target.tolist()

        outcomes.append(_call_with(call, args, kwargs, tensors))
    assert outcomes[0] == outcomes[1]
