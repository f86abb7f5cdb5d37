"""torch.nn.parallel: DataParallel as PyTorch has it without GPUs (it calls the wrapped module, and its
state_dict keys carry the `module.` prefix), and DistributedDataParallel (distributed.py) over
gradtable.distributed's process groups."""
from ..modules.module import Module
from .distributed import DistributedDataParallel


class DataParallel(Module):
    """DataParallel(module, device_ids=None, output_device=None, dim=0): with no GPUs, PyTorch keeps
    the module and runs it directly; so does gradtable."""

    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []
        self.dim = dim

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)


__all__ = ["DataParallel", "DistributedDataParallel"]
