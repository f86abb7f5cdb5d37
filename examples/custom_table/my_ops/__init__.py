# Generated from my_ops.yaml by `python -m gradtable.codegen`. Do not edit: change the table and regenerate.
# ruff: noqa: F401, I001, E501
"""my_ops: ops compiled from my_ops.yaml by gradtable's generator (`python -m gradtable.codegen`).

Importing it makes each op callable as `my_ops.<name>(...)` and binds its methods onto gradtable.Tensor.
Backward classes are in functions.py, entry points in ops.py, forward-mode formulas in forward.py,
batching rules (vmap) in batching.py.
"""
import gradtable  # the runtime first: the generated modules are written with it

from my_ops import batching, ops, tensor_methods  # (batching: the ops' rules under vmap)
from my_ops.ops import (scaled_dot, soft_clip, swish, swish_grad)

__all__ = ["scaled_dot", "soft_clip", "swish", "swish_grad"]
