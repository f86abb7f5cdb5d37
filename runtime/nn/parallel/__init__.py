"""torch.nn.parallel: DataParallel as PyTorch has it without GPUs (it calls the wrapped module, and its
state_dict keys carry the `module.` prefix), and DistributedDataParallel, which needs a process group
gradtable never has."""
from ..modules.module import Module


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


class DistributedDataParallel(Module):
    """Refused as PyTorch refuses it before init_process_group (gradtable.distributed has none)."""

    def __init__(self, module, *args, **kwargs):
        raise ValueError("Default process group has not been initialized, please make sure to call "
                         "init_process_group.")
