"""Shared test fixtures: PyTorch as an optional oracle (required when GRADTABLE_REQUIRE_TORCH=1, as in CI)."""
import os

import pytest


def _load_torch():
    try:
        import torch
        return torch
    except ImportError:
        if os.environ.get("GRADTABLE_REQUIRE_TORCH") == "1":
            pytest.fail("GRADTABLE_REQUIRE_TORCH=1 but torch is not importable (pip install torch==2.13.0)")
        pytest.skip("torch is not installed: PyTorch comparison skipped")


@pytest.fixture(scope="session")
def torch():
    return _load_torch()


@pytest.fixture(params=["gradtable", "torch"])
def lib(request):
    """Run a test once on gradtable and once on PyTorch, with the same literal expectations."""
    if request.param == "torch":
        return request.getfixturevalue("torch")
    import gradtable
    return gradtable


@pytest.fixture(autouse=True, scope="module")
def override_layers_off_after_each_module():
    """A test that defines a Tensor subclass turns gradtable's override layers on for the rest of
    the process, as it would in a program; later test modules must still run the ops' fast paths
    (the in-place fast write, the array backward), so the flags go back off after each module.
    (No test module defines a subclass at import: each does so in its tests or fixtures.)"""
    yield
    from gradtable.autograd.dispatch_state import state
    state.function_subclasses = state.dispatch_subclasses = False
    state.refresh()
