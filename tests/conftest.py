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
