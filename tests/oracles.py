"""Libraries besides PyTorch that tests compare with (safetensors, torchviz): skipped where missing, but
required in CI (GRADTABLE_REQUIRE_TORCH=1, as for PyTorch in conftest.py), where the Makefile installs them,
so a comparison cannot silently stop running there."""
import importlib
import os

import pytest


def oracle_module(name):
    if os.environ.get("GRADTABLE_REQUIRE_TORCH") == "1":
        try:
            return importlib.import_module(name)
        except ImportError:
            pytest.fail(f"GRADTABLE_REQUIRE_TORCH=1 but {name} is not importable (make .venv/.installed installs it)")
    return pytest.importorskip(name)
