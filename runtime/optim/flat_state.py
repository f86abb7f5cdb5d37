"""A parameter group's optimizer state as one flat array per buffer, for element-wise update rules.

Adam's update is a dozen NumPy calls; run per parameter, a model of 30 small tensors pays ~400
calls a step, most of their time being call overhead (PyTorch's `foreach` kernels exist for the
same reason). Here each state buffer ('exp_avg', ...) of the group is one flat array and every
parameter's state tensor is a view into it, so `state[p]['exp_avg']` is still that parameter's own
tensor (state_dict, load_state_dict and user code see PyTorch's layout), while the update runs
once on the whole group, piece by piece (`FlatGroup.update`): a large contiguous parameter is
updated in its own arrays, a run of consecutive small ones is gathered into a flat array and the
new values scattered back, and every piece is cut into chunks whose passes stay in the CPU's cache.
(Gathering the whole group made two arrays of the model's size a step, fresh from the OS at each
step, and the update's passes over them ran from memory: on the GPT benchmark's 810k parameters
AdamW's step alone took 7.5-8.7 ms against PyTorch's 2.2-3.1, by pieces 1.9-2.3 ms; inside the
training step, where the allocator reuses freed blocks, 1.9-2.3 -> 1.6-1.9 ms. Thread-CPU medians,
old and new alternating; the same bits as the per-parameter rule.)

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

    def update(self, rule, writes, chunk):
        """rule(weights, grads, *state buffers) on flat pieces of at most `chunk` elements covering
        the group, in parameter order; it updates weights and the buffers in place and leaves grads
        alone. A C-contiguous parameter of at least `chunk` elements is its own piece (its array
        and its gradient's, flattened); runs of the others are gathered, then written back. The
        parameters' versions count `writes` in-place ops (the per-parameter rule may write twice)."""
        run, start = [], 0
        for p, n in zip(self.params, self.sizes):
            if n >= chunk and p._data.flags.c_contiguous:
                self._update_run(run, rule, writes, chunk)
                run = []
                self._by_chunks(p._data.reshape(-1), p.grad._data.reshape(-1), start, rule, chunk)
                for _ in range(writes):
                    p._bump_version()
            else:
                run.append((p, start, n))
            start += n
        self._update_run(run, rule, writes, chunk)

    def _update_run(self, run, rule, writes, chunk):
        """update's piece for consecutive parameters (p, offset, size): gathered and scattered back."""
        if not run:
            return
        first = run[0][1]
        weights = np.concatenate([p._data.reshape(-1) for p, _, _ in run])
        self._by_chunks(weights, np.concatenate([p.grad._data.reshape(-1) for p, _, _ in run]), first, rule, chunk)
        for p, start, n in run:
            p._data[...] = weights[start - first:start - first + n].reshape(p._data.shape)
            for _ in range(writes):
                p._bump_version()

    def _by_chunks(self, weights, grads, offset, rule, chunk):
        """rule over `chunk`-sized slices of a piece whose state starts at `offset` in the buffers."""
        buffers = [b[offset:offset + weights.size] for b in self.buffers.values()]
        for start in range(0, weights.size, chunk):
            end = start + chunk
            rule(weights[start:end], grads[start:end], *(b[start:end] for b in buffers))

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
