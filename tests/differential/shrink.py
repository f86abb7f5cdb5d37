"""Make a disagreeing program small while it keeps disagreeing the same way (same family).

Hypothesis shrinks the programs a failing test draws; the fuzzer collects many programs without
failing, so it shrinks the first program of each family itself, on the program's data: drop a
step (its users read the step's first input instead), drop an unused leaf, make values plain,
leave no_grad sections out, and pick the simplest backward that still shows the difference.
"""
from dataclasses import replace

from .compare import compare
from .program import Backward, Index, Ref
from .runner import run


def family_of(program, torch, gradtable):
    found = compare(program, run(program, torch), run(program, gradtable))
    return found[0].family if found else None


def shrink(program, family, torch, gradtable, budget=400):
    """The smallest program found (within `budget` runs) whose first disagreement is `family`."""
    def keeps(candidate):
        nonlocal budget
        if candidate is None or budget <= 0:
            return False
        budget -= 1
        try:
            return family_of(candidate, torch, gradtable) == family
        except Exception:          # a candidate the runner cannot even replay is just not kept
            return False

    improved = True
    while improved and budget > 0:
        improved = False
        for candidate in _candidates(program):
            if keeps(candidate):
                program, improved = candidate, True
                break
    return program


def _candidates(program):
    leaves = len(program.leaves)
    for slot in reversed(range(leaves, leaves + len(program.steps))):
        yield _drop_slot(program, slot)
    for slot in reversed(range(leaves)):
        yield _drop_slot(program, slot)
    if program.backward.mode not in ("none", "plain"):
        yield replace(program, backward=Backward("plain", program.backward.root))
    if program.backward.mode != "none":
        yield replace(program, backward=Backward("none"))
    for i, step in enumerate(program.steps):
        if step.no_grad:
            steps = list(program.steps)
            steps[i] = replace(step, no_grad=False)
            yield replace(program, steps=tuple(steps))
    for i, leaf in enumerate(program.leaves):
        for plain in (1.0, 0.5):
            if any(v != plain for v in leaf.values):
                new = list(program.leaves)
                new[i] = replace(leaf, values=tuple(plain for _ in leaf.values))
                yield replace(program, leaves=tuple(new))
        for field, plain in (("requires_grad", False), ("reshaped", False)):
            if getattr(leaf, field) != plain:
                new = list(program.leaves)
                new[i] = replace(leaf, **{field: plain})
                yield replace(program, leaves=tuple(new))


def _drop_slot(program, slot):
    """The program without one slot. A dropped step's users read its first input instead; a
    dropped leaf must be unused. Later slots move down by one."""
    leaves = len(program.leaves)
    bypass = None
    if slot >= leaves:
        step = program.steps[slot - leaves]
        bypass = next((a for a in step.args if isinstance(a, Ref)), None)

    def move(value):
        if isinstance(value, Ref):
            if value.slot == slot:
                if bypass is None or value.item is not None:
                    raise _Unused()
                return move(bypass)
            return Ref(value.slot - 1, value.item) if value.slot > slot else value
        if isinstance(value, Index):
            return Index(tuple(move(v) for v in value.items))
        if isinstance(value, tuple):
            return tuple(move(v) for v in value)
        if isinstance(value, list):
            return [move(v) for v in value]
        return value

    try:
        steps = tuple(replace(s, args=move(s.args), kwargs=tuple((k, move(v)) for k, v in s.kwargs))
                      for i, s in enumerate(program.steps) if i != slot - leaves)
        backward = program.backward
        if backward.mode != "none":
            backward = Backward(backward.mode, move(backward.root), tuple(move(r) for r in backward.wrt))
    except _Unused:
        return None
    new_leaves = program.leaves if slot >= leaves else program.leaves[:slot] + program.leaves[slot + 1:]
    if not new_leaves:
        return None
    return replace(program, leaves=new_leaves, steps=steps, backward=backward)


class _Unused(Exception):
    pass
