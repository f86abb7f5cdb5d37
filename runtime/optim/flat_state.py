"""A parameter group's optimizer state as one flat array per buffer, for element-wise update rules.

Adam's update is a dozen NumPy calls; run per parameter, a model of 30 small tensors pays ~400
calls a step, most of their time being call overhead (PyTorch's `foreach` kernels exist for the
same reason). Here each state buffer ('exp_avg', ...) of the group is one flat array and every
parameter's state tensor is a view into it, so `state[p]['exp_avg']` is still that parameter's own
tensor (state_dict, load_state_dict and user code see PyTorch's layout), while the update runs
once on the whole group. Gradients and parameters are gathered into flat arrays and the new
values scattered back: one copy each way, cheap beside the update's own passes.

The arithmetic is the per-parameter rule's, in the same order, so both paths give the same bits.
"""
import numpy as np

from ..core.tensor import Tensor


class FlatGroup:
    """The flat buffers of one group, valid while the group's parameters (with gradients) and
    their state tensors are the ones it was built from."""

    __slots__ = ("params", "buffers", "sizes")

    def __init__(self, params, buffers, sizes):
        self.params, self.buffers, self.sizes = params, buffers, sizes

    def matches(self, params, state):
        if len(params) != len(self.params) or any(p is not q for p, q in zip(params, self.params)):
            return False
        for name, flat in self.buffers.items():
            for p in params:
                t = state[p].get(name)
                if t is None or t._data.base is not flat:
                    return False
        return True

    def gather(self, arrays):
        """Several arrays (shaped like the parameters) as one flat array, in parameter order."""
        return np.concatenate([a.reshape(-1) for a in arrays])

    def scatter(self, flat, targets, writes=1):
        """Write consecutive pieces of `flat` into the parameters' arrays; their versions count
        `writes` in-place ops (the per-parameter rule may write a parameter twice)."""
        start = 0
        for t, n in zip(targets, self.sizes):
            t._data[...] = flat[start:start + n].reshape(t._data.shape)
            for _ in range(writes):
                t._bump_version()
            start += n

    def bump_versions(self, state, writes):
        """The state tensors were written through the flat arrays: count it as the per-parameter
        rule's in-place ops would (writes: buffer name -> how many)."""
        for name in self.buffers:
            for p in self.params:
                for _ in range(writes[name]):
                    state[p][name]._bump_version()


def can_flatten(params):
    """Whether the group can take the flat path: two or more real floating parameters of one
    dtype (complex state is kept as (real, imag) pairs by the per-parameter path)."""
    if len(params) < 2:
        return False
    dtype = params[0]._data.dtype
    return dtype.kind == "f" and all(p._data.dtype is dtype and p.grad._data.dtype is dtype for p in params)


def flat_group(cache, group, params, state, names):
    """The FlatGroup for this step: the cached one if still valid, else one built from the current
    state (new zero buffers for parameters without state yet, the existing values otherwise), with
    each state tensor rebound to its view of the new flat arrays."""
    key = id(group)
    cached = cache.get(key)
    if cached is not None and cached.matches(params, state):
        return cached
    sizes = [p._data.size for p in params]
    buffers = {}
    for name in names:
        parts = [state[p][name]._data if name in state[p] else np.zeros_like(p._data) for p in params]
        flat = np.concatenate([part.reshape(-1) for part in parts]).astype(params[0]._data.dtype, copy=False)
        start = 0
        for p, n in zip(params, sizes):
            view = flat[start:start + n].reshape(p._data.shape)
            if name in state[p]:
                state[p][name]._data = view  # the same tensor object, now a view of the flat buffer
            else:
                state[p][name] = Tensor._make(view)
            start += n
        buffers[name] = flat
    cache[key] = FlatGroup(list(params), buffers, sizes)
    return cache[key]
