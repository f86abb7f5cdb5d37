"""gradtable.utils.checkpoint: trade compute for memory (torch.utils.checkpoint).

`checkpoint(fn, *args)` runs fn without keeping the tensors its ops would save for
backward; backward runs fn again to get them back. Gradients are the same as
without checkpointing; the memory of the intermediates is only needed for the
length of one segment's backward.

Two variants, as in PyTorch:
- use_reentrant=False (recommended): fn's graph is recorded as usual, but every
  tensor it saves goes through saved-tensor hooks that keep only a numbered
  placeholder. The first time backward unpacks one, fn is run again (with the RNG
  state of the forward) and the tensors it saves are collected in the same order.
- use_reentrant=True (PyTorch's default when not given, with a warning): fn runs
  under no_grad; one CheckpointFunctionBackward node stands for all of it, and its
  backward reruns fn with grad enabled and calls autograd.backward on the result.
"""
import warnings

from ..autograd.differentiate import backward
from ..autograd.grad_mode import enable_grad, no_grad
from ..autograd.grad_mode import state as _grad_state
from ..autograd.graph import saved_tensors_hooks
from ..autograd.node import Node
from ..autograd.saved import SavedTensor
from ..core.generator import numpy_rng as generator
from ..core.tensor import Tensor


def checkpoint(function, *args, use_reentrant=None, context_fn=None, determinism_check="default", debug=False,
               **kwargs):
    """Run function(*args, **kwargs) now; recompute what backward needs from it later."""
    if use_reentrant is None:
        warnings.warn("torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting "
                      "in PyTorch 2.9, calling checkpoint without use_reentrant will raise an exception. "
                      "use_reentrant=False is recommended, but if you need to preserve the current default "
                      "behavior, you can pass use_reentrant=True. Refer to docs for more details on the "
                      "differences between the two variants.", stacklevel=2)
        use_reentrant = True
    preserve_rng_state = kwargs.pop("preserve_rng_state", True)
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
    if use_reentrant:
        if context_fn is not None or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        return _checkpoint_reentrant(function, preserve_rng_state, args)
    if context_fn is not None:
        raise NotImplementedError("checkpoint(context_fn=...) is not supported by gradtable yet")
    frame = _Recomputation(function, args, kwargs, preserve_rng_state)
    with saved_tensors_hooks(frame.pack, frame.unpack):
        return function(*args, **kwargs)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    """Split `functions` (a list, or a module with children()) into `segments` runs of
    equal length; checkpoint every run but the last, which backward needs first anyway."""
    if use_reentrant is None:
        warnings.warn("torch.utils.checkpoint.checkpoint_sequential: the use_reentrant parameter should be passed "
                      "explicitly. In version 2.9 we will raise an exception if use_reentrant is not passed. "
                      "use_reentrant=False is recommended, but if you need to preserve the current default "
                      "behavior, you can pass use_reentrant=True. Refer to docs for more details on the "
                      "differences between the two variants.", stacklevel=2)
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
    if hasattr(functions, "children"):
        functions = list(functions.children())
    functions = list(functions)

    def run(start, end):
        def forward(x):
            for fn in functions[start:end + 1]:
                x = fn(x)
            return x
        return forward

    size = len(functions) // segments
    end = -1
    for start in range(0, size * (segments - 1), size):
        end = start + size - 1
        input = checkpoint(run(start, end), input, use_reentrant=use_reentrant, preserve_rng_state=preserve)
    return run(end + 1, len(functions) - 1)(input)


class _RngReplay:
    """The generator state at the checkpointed forward, restored around a recomputation
    so rand/randn/dropout inside the function draw the same numbers again."""

    def __init__(self, preserve):
        self.state = generator().bit_generator.state if preserve else None

    def __enter__(self):
        if self.state is not None:
            self._now = generator().bit_generator.state
            generator().bit_generator.state = self.state

    def __exit__(self, *exc):
        if self.state is not None:
            generator().bit_generator.state = self._now
        return False


class _Placeholder:
    """What the graph keeps instead of a saved tensor: its position in the save order."""

    __slots__ = ("frame", "index")

    def __init__(self, frame, index):
        self.frame = frame
        self.index = index


class _Recomputation:
    """One non-reentrant checkpoint call: numbers the tensors the forward saves and
    rebuilds them all, in order, by running the function again when one is needed."""

    def __init__(self, function, args, kwargs, preserve_rng_state):
        self.function = function
        self.args = args
        self.kwargs = kwargs
        self.rng = _RngReplay(preserve_rng_state)
        self.grad_enabled = _grad_state.enabled
        self.count = 0
        self.recomputed = None

    def pack(self, tensor):
        placeholder = _Placeholder(self, self.count)
        self.count += 1
        return placeholder

    def unpack(self, placeholder):
        # Each recomputed tensor is handed out once; asking again (a second backward
        # with retain_graph, or reading grad_fn._saved_* twice) recomputes.
        if self.recomputed is None or self.recomputed[placeholder.index] is None:
            self._recompute()
        tensor = self.recomputed[placeholder.index]
        self.recomputed[placeholder.index] = None
        return tensor

    def _recompute(self):
        saved = []

        def collect(tensor):
            saved.append(tensor.detach())
            if len(saved) == self.count:  # everything is back: the rest of the function is not needed
                raise _StopRecomputation

        try:
            with self.rng, enable_grad(), saved_tensors_hooks(collect, _never_unpacked):
                self.function(*self.args, **self.kwargs)
        except _StopRecomputation:
            pass
        if len(saved) != self.count:
            raise RuntimeError("torch.utils.checkpoint: A different number of tensors was saved during the "
                               "original forward and recomputation.\n"
                               f"Number of tensors saved during forward: {self.count}\n"
                               f"Number of tensors saved during recomputation: {len(saved)}")
        self.recomputed = saved


class _StopRecomputation(Exception):
    """Raised by the recomputation's pack hook once it has every tensor the forward saved."""


def _never_unpacked(packed):  # the recomputed graph is dropped unused
    raise AssertionError("checkpoint: a recomputed graph was differentiated")


# -- use_reentrant=True ---------------------------------------------------------

def _checkpoint_reentrant(function, preserve_rng_state, args):
    if not any(a._requires_grad for a in args if isinstance(a, Tensor)):
        warnings.warn("None of the inputs have requires_grad=True. Gradients will be None", stacklevel=3)
    rng = _RngReplay(preserve_rng_state)
    with no_grad():
        outputs = function(*args)
    tensor_inputs = [a for a in args if isinstance(a, Tensor)]
    if not (_grad_state.enabled and any(a._requires_grad for a in tensor_inputs)):
        return outputs
    many = isinstance(outputs, tuple)
    node = CheckpointFunctionBackward(function, rng, args)
    node.connect(tensor_inputs, [o for o in (outputs if many else (outputs,)) if isinstance(o, Tensor)])
    return outputs


class CheckpointFunctionBackward(Node):
    """The one node of a reentrant checkpoint: its backward reruns the function with
    grad enabled and backpropagates through that fresh graph (a nested backward)."""

    def __init__(self, function, rng, args):
        super().__init__()
        self._function = function
        self._rng = rng
        self._args = [SavedTensor(a) if isinstance(a, Tensor) else a for a in args]

    def apply(self, grads):
        inputs = []
        for a in self._args:
            if isinstance(a, SavedTensor):
                original = a.unpack(self)
                a = original.detach()
                a._requires_grad = original._requires_grad
            inputs.append(a)
        with self._rng, enable_grad():
            outputs = self._function(*inputs)
        if not isinstance(outputs, tuple):
            outputs = (outputs,)
        outputs = [o for o in outputs if isinstance(o, Tensor)]
        pairs = [(o, g) for o, g in zip(outputs, grads) if o._requires_grad]
        if not pairs:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        backward([o for o, _ in pairs], [g for _, g in pairs])
        return [a.grad for a in inputs if isinstance(a, Tensor)]

    def release_saved(self):
        for a in self._args:
            if isinstance(a, SavedTensor):
                a.release()
