"""torch.autograd._functions: the legacy autograd Function PyTorch still ships under this path, Resize
(the node of the deprecated non-inplace Tensor.resize), which PyTorch's own tests apply directly."""
from ..ops.tensor_memory import Resize

__all__ = ["Resize"]
