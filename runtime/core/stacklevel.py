"""Where a warning raised deep inside gradtable should point: the user's line."""
import sys


def user_stacklevel():
    """The stacklevel that makes a warning (warned by the caller of this function) point at the
    first frame outside gradtable: hooks and backward run deep inside the engine, and PyTorch's
    warnings point at the user's backward() call."""
    frame, level = sys._getframe(1), 1
    while frame is not None and frame.f_globals.get("__name__", "").startswith("gradtable."):
        frame, level = frame.f_back, level + 1
    return level
