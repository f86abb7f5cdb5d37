"""PyTorch's once-per-process warnings (TORCH_WARN_ONCE) and the flag that makes them warn every time
(torch.set_warn_always / torch.is_warn_always_enabled, for debugging and for tests that expect a
warning a second time)."""
import warnings


class _Policy:
    always = False
    shown = set()


_policy = _Policy()


def set_warn_always(b):
    """torch.set_warn_always: True makes the once-per-process warnings appear every time (a bool only, as
    PyTorch)."""
    if not isinstance(b, bool):
        raise RuntimeError(f"setWarnOnlyOnce expects a bool, but got {type(b).__name__}")
    _policy.always = b


def is_warn_always_enabled():
    return _policy.always


def warn_once(message, category=UserWarning, stacklevel=2):
    """warnings.warn(message), the first time this message is given in the process (every time with
    set_warn_always(True))."""
    if _policy.always or message not in _policy.shown:
        _policy.shown.add(message)
        warnings.warn(message, category, stacklevel=stacklevel + 1)
