"""copy.deepcopy of a tensor (Tensor.__deepcopy__): a leaf's data, requires_grad, .grad and attributes, as
the default deep copy would copy them; a tensor with history is refused, as in PyTorch."""
from copy import deepcopy

from .tensor import Tensor


def deepcopy_tensor(self, memo):
    """A copy of a leaf. As PyTorch, a tensor with history is refused: its grad_fn cannot be copied
    meaningfully."""
    if self._grad_node is not None:
        raise RuntimeError(
            "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the "
            "moment.  If you were attempting to deepcopy a module, this may be because of a "
            "torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001")
    if id(self) in memo:
        return memo[id(self)]
    new = object.__new__(type(self))
    memo[id(self)] = new
    for name in ("_data", "_requires_grad", "_grad_node", "_version_counter"):
        if hasattr(self, name):
            object.__setattr__(new, name, deepcopy(getattr(self, name), memo))
    new.__dict__.update(deepcopy(self.__dict__, memo))
    return new


Tensor.__deepcopy__ = deepcopy_tensor
