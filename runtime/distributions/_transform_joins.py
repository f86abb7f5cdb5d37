"""Transforms applied slice by slice: CatTransform to consecutive blocks along a dimension (as
torch.cat joins them), StackTransform to each index along one (as torch.stack does).
"""
from ..generated import ops as _ops
from . import constraints
from ._transform_base import Transform
from .utils import lazy_property, sum_rightmost

__all__ = ["CatTransform", "StackTransform"]


def _check_transforms(tseq, cache_size):
    if not all(isinstance(t, Transform) for t in tseq):
        raise AssertionError("All elements of tseq must be Transform instances")
    return [t.with_cache(cache_size) for t in tseq] if cache_size else list(tseq)


def _check_size(where, name, z, dim, size, what):
    """PyTorch's checks of a slice dimension: `where` names z in the range message, `name` in the size one."""
    if not -z.dim() <= dim < z.dim():
        raise AssertionError(f"dim {dim} out of range for {where} with {z.dim()} dimensions")
    if z.size(dim) != size:
        raise AssertionError(f"{name}.size({dim}) = {z.size(dim)} must equal {what} {size}")


class CatTransform(Transform):
    """transforms[i] applied to the i-th block of lengths[i] entries along dim."""

    def __init__(self, tseq, dim=0, lengths=None, cache_size=0):
        tseq = _check_transforms(tseq, cache_size)
        super().__init__(cache_size=cache_size)
        self.transforms = tseq
        self.lengths = [1] * len(self.transforms) if lengths is None else list(lengths)
        if len(self.lengths) != len(self.transforms):
            raise AssertionError(f"lengths ({len(self.lengths)}) must match transforms ({len(self.transforms)})")
        self.dim = dim

    @lazy_property
    def event_dim(self):
        return max(t.event_dim for t in self.transforms)

    @lazy_property
    def length(self):
        return sum(self.lengths)

    def with_cache(self, cache_size=1):
        if self._cache_size == cache_size:
            return self
        return CatTransform(self.transforms, self.dim, self.lengths, cache_size)

    def _blocks(self, z):
        start = 0
        for length in self.lengths:
            yield z.narrow(self.dim, start, length)
            start += length

    def _call(self, x):
        _check_size("tensor", "x", x, self.dim, self.length, "length")
        return _ops.cat([t(part) for t, part in zip(self.transforms, self._blocks(x))], dim=self.dim)

    def _inverse(self, y):
        _check_size("tensor", "y", y, self.dim, self.length, "length")
        return _ops.cat([t.inv(part) for t, part in zip(self.transforms, self._blocks(y))], dim=self.dim)

    def log_abs_det_jacobian(self, x, y):
        _check_size("x", "x", x, self.dim, self.length, "length")
        _check_size("y", "y", y, self.dim, self.length, "length")
        terms = []
        for t, xs, ys in zip(self.transforms, self._blocks(x), self._blocks(y)):
            term = t.log_abs_det_jacobian(xs, ys)
            if t.event_dim < self.event_dim:
                term = sum_rightmost(term, self.event_dim - t.event_dim)
            terms.append(term)
        dim = self.dim - x.dim() if self.dim >= 0 else self.dim
        dim += self.event_dim
        # dim < 0: the joined dimension is a batch dimension of the result, where the terms sit side
        # by side; otherwise it was summed over inside each event, and the terms add.
        return _ops.cat(terms, dim=dim) if dim < 0 else sum(terms)

    @property
    def bijective(self):
        return all(t.bijective for t in self.transforms)

    @constraints.dependent_property
    def domain(self):
        return constraints.cat([t.domain for t in self.transforms], self.dim, self.lengths)

    @constraints.dependent_property
    def codomain(self):
        return constraints.cat([t.codomain for t in self.transforms], self.dim, self.lengths)


class StackTransform(Transform):
    """transforms[i] applied to index i along dim."""

    def __init__(self, tseq, dim=0, cache_size=0):
        tseq = _check_transforms(tseq, cache_size)
        super().__init__(cache_size=cache_size)
        self.transforms = tseq
        self.dim = dim

    def with_cache(self, cache_size=1):
        if self._cache_size == cache_size:
            return self
        return StackTransform(self.transforms, self.dim, cache_size)

    def _slice(self, z):
        return [z.select(self.dim, i) for i in range(z.size(self.dim))]

    def _call(self, x):
        _check_size("tensor", "x", x, self.dim, len(self.transforms), "len(transforms)")
        return _ops.stack([t(part) for part, t in zip(self._slice(x), self.transforms)], dim=self.dim)

    def _inverse(self, y):
        _check_size("tensor", "y", y, self.dim, len(self.transforms), "len(transforms)")
        return _ops.stack([t.inv(part) for part, t in zip(self._slice(y), self.transforms)], dim=self.dim)

    def log_abs_det_jacobian(self, x, y):
        _check_size("x", "x", x, self.dim, len(self.transforms), "len(transforms)")
        _check_size("y", "y", y, self.dim, len(self.transforms), "len(transforms)")
        terms = [t.log_abs_det_jacobian(xs, ys)
                 for xs, ys, t in zip(self._slice(x), self._slice(y), self.transforms)]
        return _ops.stack(terms, dim=self.dim)

    @property
    def bijective(self):
        return all(t.bijective for t in self.transforms)

    @constraints.dependent_property
    def domain(self):
        return constraints.stack([t.domain for t in self.transforms], self.dim)

    @constraints.dependent_property
    def codomain(self):
        return constraints.stack([t.codomain for t in self.transforms], self.dim)
