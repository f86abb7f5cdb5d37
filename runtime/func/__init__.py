"""torch.func: composable function transforms (vmap, grad, vjp, jvp, jacrev, jacfwd, hessian, ...).

vmap batches through BatchedTensors and the table's batching rules (ops/batching.py); the autograd
transforms run on gradtable's one autograd graph and on forward-mode AD. docs/func.md says how
they compose.
"""
from ..autograd import differentiate as _differentiate
from ..autograd import functional as _functional
from .forward import hessian, jacfwd, jvp, linearize
from .modules import debug_unwrap, functional_call, functionalize, replace_all_batch_norm_modules_, stack_module_state
from .reverse import grad, grad_and_value, jacrev, vjp
from .vmap import vmap

# autograd.grad(is_grads_batched=True) and autograd.functional.jacobian/hessian(vectorize=True) use vmap
_differentiate.vmap = _functional.vmap = vmap

__all__ = ["vmap", "grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian", "linearize",
           "functional_call", "stack_module_state", "replace_all_batch_norm_modules_", "debug_unwrap", "functionalize"]
