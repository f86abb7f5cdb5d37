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
