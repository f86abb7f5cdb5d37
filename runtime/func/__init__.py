"""torch.func: composable function transforms (vmap, grad, vjp, jvp, jacrev, jacfwd, hessian, ...).

vmap batches through BatchedTensors and the table's batching rules (ops/batching.py); the autograd
transforms are built on the one graph of gradtable's autograd and on forward-mode AD. docs/func.md
says how they compose.
"""
from .vmap import vmap

__all__ = ["vmap"]
