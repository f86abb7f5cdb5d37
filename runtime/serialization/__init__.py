"""gradtable.serialization, the module torch.serialization is: save and load (core/serialization.py)
and the weights-only allowlist API.

PyTorch's weights-only loader unpickles only the globals a script allows with add_safe_globals /
safe_globals. gradtable's checkpoints are never unpickled (NumPy arrays and a JSON manifest), so the
allowlist is recorded and reported back (get_safe_globals) but changes nothing about loading."""
from .npz_format import load, save  # noqa: F401

_safe_globals = []


def add_safe_globals(safe_globals):
    """Record globals (or (global, name) pairs) as allowed; accepted for PyTorch's scripts."""
    for entry in safe_globals:
        if entry not in _safe_globals:
            _safe_globals.append(entry)


def get_safe_globals():
    return list(_safe_globals)


def clear_safe_globals():
    _safe_globals.clear()


class safe_globals:
    """`with safe_globals([...]):` the globals are allowed inside the block only."""

    def __init__(self, safe_globals):
        self.safe_globals = safe_globals

    def __enter__(self):
        self._before = list(_safe_globals)
        add_safe_globals(self.safe_globals)

    def __exit__(self, exc_type, exc_value, traceback):
        _safe_globals[:] = self._before
        return False
