"""The few names of PyTorch's compiled core (`torch._C`) that Python code outside PyTorch writes:
what a Tensor subclass sets to opt out of `__torch_function__`, and the guards that turn that layer
off. Everything here is defined elsewhere in gradtable; this module only gives it PyTorch's address."""
from .autograd.dispatch_state import DisableTorchFunction, DisableTorchFunctionSubclass
from .ops.dispatch import disabled_torch_function_impl as _disabled_torch_function_impl

__all__ = ["DisableTorchFunction", "DisableTorchFunctionSubclass", "_disabled_torch_function_impl"]
