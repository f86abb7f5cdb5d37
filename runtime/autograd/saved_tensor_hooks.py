"""The per-thread stack of default saved-tensor hooks (autograd.graph.saved_tensors_hooks).

Every SavedTensor made while the stack is non-empty hands its tensor to the
innermost pack hook and keeps only what that returns. The stack is thread-local,
as in PyTorch: hooks pushed in one thread never see another thread's saves.
`disabled_message` is set by disable_saved_tensors_hooks: pushing hooks then fails
with that message (for features that cannot work with them, like checkpointing's
own bookkeeping).
"""
import threading


class _HookState(threading.local):
    def __init__(self):
        self.stack = []  # (pack_hook, unpack_hook) pairs, innermost last
        self.disabled_message = None
        # (tensor, SavedTensor) pairs an op packed before its __torch_dispatch__ layer ran
        # (ops/dispatch.route_dispatch), for its own saves to take, in order
        self.prepacked = []


state = _HookState()

#: False until hooks are first pushed in any thread: every stack is then empty, which the savers read
#: from this module attribute instead of the thread's `state.stack` (a threading.local attribute:
#: ~650 instructions a read, nine saved tensors a char MLP step). It stays True once set.
used = False


def push(pack_hook, unpack_hook):
    global used
    if state.disabled_message is not None:
        raise RuntimeError(state.disabled_message)
    used = True
    state.stack.append((pack_hook, unpack_hook))


def pop():
    state.stack.pop()


def current():
    """The innermost (pack_hook, unpack_hook) pair, or None."""
    stack = state.stack
    return stack[-1] if stack else None


def take_prepacked(tensor):
    """The SavedTensor packed for `tensor` before its op's dispatch layer ran, or None. Pairs left over
    (an op that raised between its call and its saves) are dropped at the first one that does not match."""
    prepacked = state.prepacked
    if prepacked:
        if prepacked[0][0] is tensor:
            return prepacked.pop(0)[1]
        state.prepacked = []
    return None
