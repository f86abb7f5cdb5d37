"""check-op for a user table: `python -m gradtable.codegen my_ops.yaml --package my_ops --out DIR
--check-op NAME` runs on each sample of the op the checks `make check-op OP=name` runs on a built-in
op (codegen/op_checks.py, with the same plain-words account of a failure): gradcheck and
gradgradcheck in float64, forward mode (gradcheck of the `result:` formula, and forward against
reverse mode), and, when PyTorch is installed and has an op of that name (torch.<name>), the
forward values and first derivatives against PyTorch's.

It imports the generated package (compiled first: a stale package is refused) and, as an oracle
only, PyTorch if it is there; the generator itself never imports either.
"""
import importlib
import sys
from pathlib import Path

from .op_checks import (
    FormulaCheckFailed,
    check_forward_mode,
    check_gradients,
    compare_gradients,
    compare_outputs,
    leaf_names,
    raised_in_backward,
)
from .samples import call_with, cases_of, differentiable, flatten_args, gradtable_tensors, outputs_of
from .user_table import check_package, load_user_table


def _setup(case, fn):
    """(func of the differentiable inputs returning the float outputs, those inputs, their names)."""
    args, kwargs = case.build()
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    tensors = gradtable_tensors(leaves)
    positions = [i for i, t in enumerate(tensors) if t.requires_grad]
    if not positions:
        raise FormulaCheckFailed(f"check-op {case.entry.name}: sample #{case.index} ({case.sample}) has no "
                                 "differentiable tensor argument (T(...), P(...), U(...) are; C(...), I(...) are not)")

    def func(*diff):
        full = list(tensors)
        for pos, t in zip(positions, diff):
            full[pos] = t
        return tuple(o for o in outputs_of(call_with(fn, args, kwargs, full)) if differentiable(o))

    names = leaf_names(case.entry, args, kwargs)
    return func, [tensors[i] for i in positions], [names[i] for i in positions]


def _gradients(case, fn, torch):
    func, inputs, names = _setup(case, fn)
    check_gradients(case, func, inputs, names)


def _forward_mode(case, fn, torch):
    func, inputs, names = _setup(case, fn)
    check_forward_mode(case, func, inputs, names)


def _pytorch(case, fn, torch):
    import gradtable

    args, kwargs = case.build()
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    ours_in = gradtable_tensors(leaves)
    theirs_in = [torch.tensor(a.array).requires_grad_(t.requires_grad) for a, t in zip(leaves, ours_in)]
    ours = outputs_of(call_with(fn, args, kwargs, ours_in))
    theirs = outputs_of(call_with(getattr(torch, case.entry.name), args, kwargs, theirs_in))
    compare_outputs(case, ours, theirs, check_grad_fn=False)
    diff = [i for i, t in enumerate(theirs_in) if t.requires_grad]
    pairs = [(o, t) for o, t in zip(ours, theirs) if t.requires_grad]
    if not diff or not pairs:
        return
    seeds = [torch.randn(tuple(t.shape), dtype=t.dtype, generator=torch.Generator().manual_seed(i))
             for i, (_, t) in enumerate(pairs)]
    try:
        g_ours = gradtable.autograd.grad([o for o, _ in pairs], [ours_in[i] for i in diff],
                                         [gradtable.tensor(s.numpy()) for s in seeds], allow_unused=True)
    except Exception as err:  # noqa: BLE001 - reported with the formula that raised
        raise raised_in_backward(case, "backward failed", err) from err
    g_theirs = torch.autograd.grad([t for _, t in pairs], [theirs_in[i] for i in diff], seeds, allow_unused=True)
    names = leaf_names(case.entry, args, kwargs)
    compare_gradients(case, [names[i] for i in diff], g_ours, g_theirs)


def _torch():
    try:
        return importlib.import_module("torch")
    except ImportError:
        return None


def check_op(table: str | Path, package: str, out: str | Path, name: str) -> int:
    """Run every check on op `name` of the table; print what passed and, for a failure, what is wrong.
    0 when all pass, 1 when one fails, 2 when there is nothing to check."""
    entries = load_user_table(table, package)[0]
    if not any(e.name == name for e in entries):
        known = ", ".join(dict.fromkeys(e.name for e in entries))
        print(f"check-op: no op named {name!r} in {table} (its ops: {known})")
        return 2
    stale = check_package(table, package, out)
    if stale:
        print(f"check-op: {package} is out of date with {table} ({', '.join(Path(s).name for s in stale)}): run "
              f"python -m gradtable.codegen {table} --package {package} --out {out}")
        return 2
    sys.path.insert(0, str(Path(out).resolve()))
    module = importlib.import_module(package)
    torch = _torch()
    failures = passed = 0
    for case in cases_of(entries, name):
        entry = case.entry
        if entry.is_inplace or not (entry.formulas or entry.composite):
            print(f"skip  {case.id}: no derivative to check")
            continue
        fn = (getattr(module, entry.name) if "function" in entry.variants
              else lambda self, *a, _n=entry.name, **k: getattr(self, _n)(*a, **k))
        checks = [("gradcheck and gradgradcheck", _gradients)]
        if entry.forward:
            checks.append(("forward mode", _forward_mode))
        if torch is not None and hasattr(torch, entry.name):
            checks.append((f"against torch.{entry.name}", _pytorch))
        for label, check in checks:
            try:
                check(case, fn, torch)
            except FormulaCheckFailed as err:
                failures += 1
                print(f"FAIL  {case.id}: {label}\n{err}")
            else:
                passed += 1
                print(f"ok    {case.id}: {label}")
    if torch is None or not hasattr(torch, name):
        why = "" if torch is not None else ": PyTorch is not installed"
        print(f"(no PyTorch op torch.{name} to compare with{why})")
    print(f"check-op {name}: {passed} passed, {failures} failed")
    return 1 if failures else 0
