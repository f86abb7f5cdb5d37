"""Random programs give the same answers in gradtable as in PyTorch (issue 14's differential tests).

Each program (tests/differential/) has 1-3 float64 leaves of random shapes (0-dim, size-0 and
size-1 dims, broadcasting), 3-12 steps drawn from derivatives.yaml's ops, their in-place forms,
views, indexing, index assignment, retain_grad, hooks, detach and no_grad sections, then one
backward mode. Every step's value, dtype, shape, requires_grad, is_leaf, grad_fn name and
_version, the exceptions raised, the final gradients, retained grads and hook calls must match
PyTorch's. The run here is bounded and derandomized (the same programs every time, so CI is
stable); `make fuzz SECONDS=600` explores further and prints the smallest program per family.
"""
import os

from hypothesis import HealthCheck, given, settings

import gradtable
from differential.compare import compare
from differential.runner import run
from differential.strategy import programs

PROGRAMS = int(os.environ.get("GRADTABLE_DIFFERENTIAL_PROGRAMS", "400"))


@settings(max_examples=PROGRAMS, derandomize=True, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
@given(programs())
def test_random_programs_agree_with_pytorch(torch, program):
    found = compare(program, run(program, torch), run(program, gradtable))
    # Only the first disagreement is the program's own (the rest follow from it); a known
    # difference (compare.KNOWN_DIFFERENCES, each with its reason) is tolerated here.
    assert not found or found[0].known, f"{found[0]}\n\n{program.render('gradtable')}"


def test_a_call_that_crashes_pytorch_is_skipped_in_both_libraries(torch):
    """PyTorch 2.13 segfaults in the backward of pdist of an input with no rows (and some columns) that
    requires grad, which took a whole `make fuzz` run down: the runner skips that call, in both libraries
    alike (decided from the arguments), and only that one."""
    from differential.program import Step
    from differential.runner import _crashes_pytorch
    step = Step(kind="call", name="nn.functional.pdist")
    for lib in (gradtable, torch):
        assert _crashes_pytorch(step, [lib.zeros(0, 3, dtype=lib.float64, requires_grad=True)])
        assert not _crashes_pytorch(step, [lib.zeros(0, 3, dtype=lib.float64)])
        assert not _crashes_pytorch(step, [lib.zeros(1, 3, dtype=lib.float64, requires_grad=True)])
        assert not _crashes_pytorch(step, [lib.zeros(0, 0, dtype=lib.float64, requires_grad=True)])
        assert not _crashes_pytorch(Step(kind="call", name="cdist"), [lib.zeros(0, 3, requires_grad=True)])
