"""Helpers that derivatives.yaml formulas call, written with gradtable ops so that
what they compute is itself differentiable (double backward for free).

Names defined in these modules (without a leading underscore) are the only helpers a
formula may use: the generator reads the modules (codegen/generate.py helper_modules) and
imports each helper from the module that defines it.
"""
# The engine and in-place ops sum broadcast gradients back with it (imported from here).
from .core import sum_to  # noqa: F401
