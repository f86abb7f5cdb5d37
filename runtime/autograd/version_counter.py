"""The version of a tensor's memory, shared with its views."""


class VersionCounter:
    """Shared by a tensor and its views; bumped by every in-place op.

    It also remembers (weakly) the views that share it, so that when an in-place op
    rewrites the base's history their grad_fn can be rebuilt (views.py, inplace.py)."""

    __slots__ = ("value", "views", "_prune_at", "fragile_views")

    def __init__(self):
        self.value = 0
        self.views = None
        self._prune_at = 16
        self.fragile_views = False  # some view's history cannot be rebuilt (inplace.break_fragile_views)

    def add_view(self, ref):
        views = self.views
        if views is None:
            views = self.views = []
        views.append(ref)
        if len(views) >= self._prune_at:  # drop dead views; amortised O(1) per view
            views[:] = [r for r in views if r() is not None]
            self._prune_at = max(16, 2 * len(views))

    def live_views(self):
        return [v for v in (r() for r in self.views or ()) if v is not None]


def unsafe_set_version_counter(tensors, versions):
    """torch._C._autograd._unsafe_set_version_counter: set each tensor's version (and so its views')."""
    if len(tensors) != len(versions):
        raise RuntimeError(f"tensors_len={len(tensors)}, versions_len={len(versions)}")
    for tensor, version in zip(tensors, versions):
        if version < 0:
            raise RuntimeError(f"Cannot set a version_counter to a value below 0: {version}")
        if tensor._version_counter is None:
            tensor._version_counter = VersionCounter()
        tensor._version_counter.value = version


class unsafe_preserve_version_counter:
    """torch.autograd._unsafe_preserve_version_counter: in-place changes inside do not count, so a tensor
    saved for backward and restored in place is not refused. (It hides real mutations from autograd's
    checks too: only for code that puts back exactly what it took away.)"""

    def __init__(self, tensors):
        self.tensors = tensors if isinstance(tensors, tuple) else (tensors,)
        self.prev_versions = tuple(t._version for t in self.tensors)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        unsafe_set_version_counter(self.tensors, self.prev_versions)
        return False
