"""DistributedDataParallel: data-parallel training over a process group (gradtable.distributed, on MPI).

Each process holds a replica of the module and trains it on its own part of the data. At construction
rank 0's parameters and buffers are copied to every process; during backward the gradients are
averaged over the processes by bucketed all-reduces (reducer.py), so every replica takes the same
optimizer step and the replicas stay equal. With equal per-process batches and a mean loss, N processes
compute what one process computes on the concatenated batch."""
from contextlib import contextmanager

import numpy as np

from ...autograd.grad_mode import is_grad_enabled, no_grad
from ...distributed.object_collectives import all_gather_object
from ...distributed.process_group import check_group, default_group
from ...distributed.transport import flat, raw
from ...distributed.work import Work
from ..modules.module import Module
from .reducer import FIRST_BUCKET_BYTES, Reducer

_MB = 1024 * 1024


def _broadcast_tensors(tensors, pg, src=0):
    """Copy rank `src`'s values of `tensors` into every rank's, one broadcast per dtype."""
    by_dtype = {}
    for t in tensors:
        by_dtype.setdefault(t._data.dtype, []).append(t)
    for group in by_dtype.values():
        buffer = np.concatenate([flat(t) for t in group])
        Work([pg._comm.Ibcast(raw(buffer), root=src)], pg, "broadcast").wait()
        start = 0
        for t in group:
            t._data[...] = buffer[start:start + t._data.size].reshape(t._data.shape)
            start += t._data.size


def _verify_same_model(params, pg):
    """Every rank must wrap the same model: PyTorch's check of the parameters' count and shapes."""
    shapes = [tuple(p.shape) for p in params]
    everyone = [None] * pg.size()
    all_gather_object(everyone, shapes, group=pg)
    for r, theirs in enumerate(everyone):
        if len(theirs) != len(shapes):
            raise RuntimeError(f"DDP expects same model across all ranks, but Rank {pg.rank()} has {len(shapes)} "
                               f"params, while rank {r} has inconsistent {len(theirs)} params.")
        for i, (mine, other) in enumerate(zip(shapes, theirs)):
            if mine != other:
                raise RuntimeError(f"DDP expects same model across all ranks, but Rank {pg.rank()} has parameter "
                                   f"{i} of shape {list(mine)}, while rank {r} has inconsistent shape {list(other)}.")


class DistributedDataParallel(Module):
    """Wraps `module` for data-parallel training; see the module docstring. `device_ids` and
    `output_device` are refused for CPU modules, as PyTorch refuses them."""

    def __init__(self, module, device_ids=None, output_device=None, dim=0, broadcast_buffers=None, init_sync=True,
                 process_group=None, bucket_cap_mb=None, find_unused_parameters=False, check_reduction=False,
                 gradient_as_bucket_view=False, static_graph=False, delay_all_reduce_named_params=None,
                 param_to_hook_all_reduce=None, mixed_precision=None, device_mesh=None,
                 skip_all_reduce_unused_params=False, bucket_cap_mb_list=None, batched_grad_copy=False,
                 forward_sync_buffers=None):
        super().__init__()
        pg = default_group() if process_group is None else check_group(process_group)
        for option, value in (("mixed_precision", mixed_precision), ("device_mesh", device_mesh),
                              ("delay_all_reduce_named_params", delay_all_reduce_named_params),
                              ("param_to_hook_all_reduce", param_to_hook_all_reduce),
                              ("bucket_cap_mb_list", bucket_cap_mb_list)):
            if value is not None:
                raise NotImplementedError(f"DistributedDataParallel({option}=...) is not supported by gradtable")
        ignored = getattr(module, "_ddp_params_and_buffers_to_ignore", ())
        params = []
        for name, p in module.named_parameters():
            if p.requires_grad and name not in ignored and all(p is not q for q in params):
                params.append(p)
        if not params:
            raise RuntimeError("DistributedDataParallel is not needed when a module doesn't have any parameter that "
                               "requires a gradient.")
        if device_ids is not None and len(device_ids) > 1:
            raise ValueError("device_ids can only be None or contain a single element.")
        if device_ids or output_device:
            raise ValueError("DistributedDataParallel device_ids and output_device arguments only work with "
                             "single-device/multiple-device GPU modules or CPU modules, but got device_ids "
                             f"{device_ids}, output_device {output_device}, and module parameters "
                             "{device(type='cpu')}.")
        self.module = module
        self.device_ids = None
        self.output_device = None
        self.dim = dim
        self.process_group = pg
        self.broadcast_buffers = True if broadcast_buffers is None else bool(broadcast_buffers)
        if forward_sync_buffers is not None:
            self.broadcast_buffers = bool(forward_sync_buffers)
        self.find_unused_parameters = find_unused_parameters
        self.gradient_as_bucket_view = gradient_as_bucket_view
        self.static_graph = static_graph
        self.require_backward_grad_sync = True
        self.require_forward_param_sync = True
        cap = 25 if bucket_cap_mb is None else bucket_cap_mb
        self.bucket_bytes_cap = int(cap * _MB)
        limits = [FIRST_BUCKET_BYTES, self.bucket_bytes_cap] if bucket_cap_mb is None else [self.bucket_bytes_cap]
        _verify_same_model(params, pg)
        if init_sync:
            with no_grad():
                _broadcast_tensors(params + [b for _, b in self._synced_buffers()], pg)
        self._reducer = Reducer(params, pg, limits, find_unused_parameters)

    def _synced_buffers(self):
        ignored = getattr(self.module, "_ddp_params_and_buffers_to_ignore", ())
        return [(name, b) for name, b in self.module.named_buffers() if name not in ignored]

    def forward(self, *inputs, **kwargs):
        reducer = self._reducer
        grad_sync = is_grad_enabled() and self.require_backward_grad_sync
        if grad_sync:
            reducer.check_finished()
        if self.require_forward_param_sync and self.broadcast_buffers:
            buffers = [b for _, b in self._synced_buffers()]
            if buffers:
                with no_grad():
                    _broadcast_tensors(buffers, self.process_group)
        output = self.module(*inputs, **kwargs)
        if grad_sync:
            self.require_forward_param_sync = True
            reducer.prepare_for_backward(output)
        else:
            self.require_forward_param_sync = False
            reducer.expect_hooks = False
        return output

    @contextmanager
    def no_sync(self):
        """Within it, backward accumulates gradients locally; the first backward after it (of a forward run
        outside it) averages the accumulated gradients. The forward must run inside the context."""
        old = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = old

    def _get_buckets(self):
        """The parameter indices of each bucket, in the order their all-reduces start (for tests and tuning)."""
        return [list(bucket) for bucket in self._reducer.buckets]
