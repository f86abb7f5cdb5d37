"""RemovableHandle: what every register_*hook returns."""
import itertools

_next_id = itertools.count()


class RemovableHandle:
    """Removes its hook from the dict it was registered in (the dict keeps order,
    so hooks run in registration order, as in PyTorch)."""

    __slots__ = ("_hooks", "id")

    def __init__(self, hooks_dict):
        self._hooks = hooks_dict
        self.id = next(_next_id)

    def remove(self):
        self._hooks.pop(self.id, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()


def add_hook(hooks_dict, fn):
    handle = RemovableHandle(hooks_dict)
    hooks_dict[handle.id] = fn
    return handle
