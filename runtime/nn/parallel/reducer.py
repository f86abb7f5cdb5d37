"""DistributedDataParallel's gradient reducer: parameters grouped into buckets, and each bucket's
gradients averaged over the processes by one all-reduce, started from the parameters' gradient hooks
while backward is still running, and waited for when backward ends.

Buckets hold parameters in reverse order (the order their gradients are usually produced: the last
layer's first), up to `bucket_cap_mb` each (the first one up to 1 MiB, so the first all-reduce starts
early), one dtype per bucket; they are started strictly in order, so every process starts the same
all-reduces in the same order even when its gradients arrive in another. A bucket's gradients are
divided by the number of processes and then summed, as PyTorch's reducer does."""
import numpy as np

from ...autograd.graph_task import queue_callback
from ...core.tensor import Tensor
from ...distributed.collectives import start_all_reduce
from ...distributed.reduce_op import RedOpType

FIRST_BUCKET_BYTES = 1024 * 1024

_UNFINISHED = (
    "Expected to have finished reduction in the prior iteration before starting a new one. This error indicates "
    "that your module has parameters that were not used in producing loss. You can enable unused parameter "
    "detection by passing the keyword argument `find_unused_parameters=True` to "
    "`torch.nn.parallel.DistributedDataParallel`, and by \nmaking sure all `forward` function outputs participate "
    "in calculating loss. \nIf you already have done the above, then the distributed data parallel module wasn't "
    "able to locate the output tensors in the return value of your module's `forward` function. Please include "
    "the loss function and the structure of the return value of `forward` of your module when reporting this "
    "issue (e.g. list, dict, iterable).\nParameter indices which did not receive grad for rank {rank}: {indices}\n "
    "In addition, you can set the environment variable TORCH_DISTRIBUTED_DEBUG to either INFO or DETAIL to print "
    "out information about which particular parameters did not receive gradient on this rank as part of this "
    "error")


def bucket_assignment(sizes, dtypes, limits):
    """Buckets (lists of indices into `sizes`) for tensors of `sizes` bytes and `dtypes`, taken in order:
    a bucket of one dtype closes once it holds `limit` bytes or more, the limits used in turn (the last
    one then for every further bucket of that dtype); buckets ordered by their first index. (PyTorch's
    _compute_bucket_assignment_by_size, without sparse gradients.)"""
    open_buckets, limit_at, closed = {}, {}, []
    for i, (size, dtype) in enumerate(zip(sizes, dtypes)):
        bucket = open_buckets.setdefault(dtype, [[], 0])
        bucket[0].append(i)
        bucket[1] += size
        at = limit_at.setdefault(dtype, 0)
        if bucket[1] >= limits[at]:
            closed.append(bucket[0])
            del open_buckets[dtype]
            limit_at[dtype] = min(at + 1, len(limits) - 1)
    closed += [indices for indices, _ in open_buckets.values()]
    return sorted(closed, key=lambda indices: indices[0])


def output_tensors(output):
    """The tensors in a forward's output (nested lists, tuples, dicts)."""
    if isinstance(output, Tensor):
        yield output
    elif isinstance(output, (list, tuple)):
        for item in output:
            yield from output_tensors(item)
    elif isinstance(output, dict):
        for item in output.values():
            yield from output_tensors(item)


def reachable_leaves(outputs):
    """ids of the leaf tensors whose AccumulateGrad the outputs' graphs reach."""
    seen, found = set(), set()
    stack = []
    for t in outputs:
        if t.grad_fn is not None:
            stack.append(t.grad_fn)
        elif t.requires_grad:
            found.add(id(t))
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        variable = getattr(node, "variable", None)
        if variable is not None:
            found.add(id(variable))
        stack.extend(next_node for next_node, _ in node.next_functions)
    return found


class Reducer:
    """The buckets of `params` (those requiring grad, in the module's order) and one backward's state."""

    def __init__(self, params, pg, limits, find_unused):
        self.params = params
        self.pg = pg
        self.find_unused = find_unused
        order = list(reversed(range(len(params))))
        sizes = [params[i]._data.nbytes for i in order]
        dtypes = [params[i]._data.dtype for i in order]
        self.buckets = [[order[k] for k in bucket] for bucket in bucket_assignment(sizes, dtypes, limits)]
        self.bucket_of = {}
        for b, bucket in enumerate(self.buckets):
            for i in bucket:
                self.bucket_of[i] = b
        self.index_of = {id(p): i for i, p in enumerate(params)}
        self.expect_hooks = False
        self.unfinished = None      # the parameter indices that got no gradient in the last backward
        self.handles = [p.register_post_accumulate_grad_hook(self._hook) for p in params]

    def prepare_for_backward(self, output):
        """After a forward whose backward should reduce: a fresh state; unused parameters ready now."""
        self.expect_hooks = True
        self.ready = [set() for _ in self.buckets]
        self.next_bucket = 0
        self.works = []
        self.callback_queued = False
        self.used = np.ones(len(self.params), np.int32)
        if self.find_unused:
            reached = reachable_leaves(list(output_tensors(output)))
            for i, p in enumerate(self.params):
                if id(p) not in reached:
                    self.used[i] = 0
                    self.ready[self.bucket_of[i]].add(i)

    def check_finished(self):
        if self.unfinished:
            indices, self.unfinished = self.unfinished, None
            raise RuntimeError(_UNFINISHED.format(rank=self.pg.rank(), indices=" ".join(map(str, indices))))

    def _hook(self, param):
        if not self.expect_hooks:
            return
        i = self.index_of[id(param)]
        bucket = self.bucket_of[i]
        if i in self.ready[bucket]:
            raise RuntimeError(f"Expected to mark a variable ready only once: parameter {i} got its gradient twice in "
                               "one backward of DistributedDataParallel (a second backward through the same forward, "
                               "or a parameter used in a reentrant backward). Run a forward before each backward.")
        if not self.callback_queued:
            queue_callback(self._finalize)
            self.callback_queued = True
        self.ready[bucket].add(i)
        self._launch_ready()

    def _launch_ready(self):
        while self.next_bucket < len(self.buckets) and \
                len(self.ready[self.next_bucket]) == len(self.buckets[self.next_bucket]):
            indices = self.buckets[self.next_bucket]
            grads = [self.params[i].grad for i in indices]
            flat = np.concatenate([np.zeros(self.params[i]._data.size, self.params[i]._data.dtype) if g is None
                                   else g._data.reshape(-1) for i, g in zip(indices, grads)])
            flat /= self.pg.size()
            self.works.append(start_all_reduce(self.pg, flat, RedOpType.SUM,
                                               lambda result, ix=indices: self._store(ix, result)))
            self.next_bucket += 1

    def _store(self, indices, result):
        start = 0
        for i in indices:
            p = self.params[i]
            part = result[start:start + p._data.size].reshape(p._data.shape)
            start += p._data.size
            if self.used[i] == 0:
                continue       # unused by every process: its gradient stays as it was (None), as in PyTorch
            if p.grad is None:
                p.grad = Tensor._make(part.copy())
            else:
                np.copyto(p.grad._data, part)

    def _finalize(self):
        """At the end of backward: wait for every bucket's all-reduce (their results go into .grad)."""
        self.expect_hooks = False
        if self.find_unused:
            used = self.used.copy()
            start_all_reduce(self.pg, used, RedOpType.MAX, lambda result: None, "all_reduce").wait()
            self.used = used
        if self.next_bucket < len(self.buckets):
            self.unfinished = sorted(i for b in range(self.next_bucket, len(self.buckets))
                                     for i in self.buckets[b] if i not in self.ready[b])
        for work in self.works:
            work.wait()
        self.works = []

    def remove_hooks(self):
        for handle in self.handles:
            handle.remove()
