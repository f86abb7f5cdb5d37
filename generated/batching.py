# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Batching rules (vmap): one batch_* function per entry of derivatives.yaml with a `batch:` key,
and RULES, which maps each op (by PyTorch's dispatcher name) to its rule: those functions, or the
shared `elementwise` rule of an element-wise forward. ops/batching.py runs an op's rule when the op is
called on BatchedTensors; an op missing from RULES runs through the loop fallback.

A rule gets the generated op, the vmap level, and the op's arguments (positional parameters in table
order, keyword-only ones by name); it runs ops on the physical tensors (batch dim first) and wraps
the results again.
"""
from gradtable.generated import ops
from gradtable.ops.batch_rules import (as_strided_batched, batch_norm_batched, batch_size, conv_batched,
                                       conv_weight_batched, elementwise, expand_to, fold, front, front_all,
                                       index_batched, index_put_zeros_batched, is_batched, loop, ndim_of,
                                       new_zeros_feature_batched, nll_batched, no_batching_rule, pad_to, physical,
                                       reduced, shift, shift_dims, unfold, wrap_outputs)


def batch_masked_fill_Scalar(fn, level, args, kwargs):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   [derivatives.yaml:423]
        batch: fn(pad_to(self, self_b, self_ndim, mask_ndim), pad_to(mask, mask_b, mask_ndim, self_ndim), value)
    """
    self, mask, value = args
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    mask_b = is_batched(mask, level)
    mask_ndim = ndim_of(mask)
    mask = physical(mask, level)
    out = fn(pad_to(self, self_b, self_ndim, mask_ndim), pad_to(mask, mask_b, mask_ndim, self_ndim), value)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_masked_fill_Tensor(fn, level, args, kwargs):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   [derivatives.yaml:435]
        batch: fn(pad_to(self, self_b, self_ndim, mask_ndim), pad_to(mask, mask_b, mask_ndim, self_ndim),
                  value) if not value_b else where(pad_to(mask, mask_b, mask_ndim, self_ndim),
                                                   pad_to(_to_copy(value, self.dtype), True, 0, self_ndim
                                                          if self_ndim > mask_ndim else mask_ndim),
                                                   pad_to(self, self_b, self_ndim, mask_ndim))
    """
    self, mask, value = args
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    mask_b = is_batched(mask, level)
    mask_ndim = ndim_of(mask)
    mask = physical(mask, level)
    value_b = is_batched(value, level)
    value = physical(value, level)
    out = fn(pad_to(self, self_b, self_ndim, mask_ndim), pad_to(mask, mask_b, mask_ndim, self_ndim),
             value) if not value_b else ops.where(pad_to(mask, mask_b, mask_ndim, self_ndim),
                                                  pad_to(ops._to_copy(value, self.dtype), True, 0, self_ndim
                                                         if self_ndim > mask_ndim else mask_ndim),
                                                  pad_to(self, self_b, self_ndim, mask_ndim))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_sum_default(fn, level, args, kwargs):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1598]
        batch: sum(self, shift_dims(None, self_ndim), dtype=dtype) if self_ndim else _to_copy(self, dtype)
    """
    self, = args
    dtype = kwargs["dtype"]
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.sum(self, shift_dims(None, self_ndim), dtype=dtype) if self_ndim else ops._to_copy(self, dtype)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_sum_dim_IntList(fn, level, args, kwargs):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1605]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim, dtype=dtype), level)


def batch_mean_default(fn, level, args, kwargs):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1612]
        batch: mean(self, shift_dims(None, self_ndim), dtype=dtype) if self_ndim else _to_copy(self, dtype)
    """
    self, = args
    dtype = kwargs["dtype"]
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.mean(self, shift_dims(None, self_ndim), dtype=dtype) if self_ndim else ops._to_copy(self, dtype)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_mean_dim(fn, level, args, kwargs):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1618]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim, dtype=dtype), level)


def batch_var(fn, level, args, kwargs):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1625]
        batch: dims(dim)
    """
    self, dim, unbiased, keepdim = args
    correction = kwargs["correction"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), unbiased, keepdim,
                           correction=correction), level)


def batch_std(fn, level, args, kwargs):
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1632]
        batch: dims(dim)
    """
    self, dim, unbiased, keepdim = args
    correction = kwargs["correction"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), unbiased, keepdim,
                           correction=correction), level)


def batch_max_dim(fn, level, args, kwargs):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1639]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), keepdim), level)


def batch_max_default(fn, level, args, kwargs):
    """max(Tensor self) -> Tensor   [derivatives.yaml:1648]
        batch: amax(self, shift_dims(None, self_ndim)) if self_ndim else clone(self)
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.amax(self, shift_dims(None, self_ndim)) if self_ndim else ops.clone(self)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_min_dim(fn, level, args, kwargs):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1660]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), keepdim), level)


def batch_min_default(fn, level, args, kwargs):
    """min(Tensor self) -> Tensor   [derivatives.yaml:1669]
        batch: amin(self, shift_dims(None, self_ndim)) if self_ndim else clone(self)
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.amin(self, shift_dims(None, self_ndim)) if self_ndim else ops.clone(self)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_softmax(fn, level, args, kwargs):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1681]
        batch: dims(dim)
    """
    self, dim, dtype = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), dtype), level)


def batch_log_softmax(fn, level, args, kwargs):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1689]
        batch: dims(dim)
    """
    self, dim, dtype = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), dtype), level)


def batch_prod_default(fn, level, args, kwargs):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1697]
        batch: prod(flatten(self, 1), 1,
                    dtype=dtype) if self_ndim else alias(self) if dtype is None else _to_copy(self, dtype)
    """
    self, = args
    dtype = kwargs["dtype"]
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.prod(ops.flatten(self, 1), 1,
                   dtype=dtype) if self_ndim else ops.alias(self) if dtype is None else ops._to_copy(self, dtype)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_prod_dim_int(fn, level, args, kwargs):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1706]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), keepdim, dtype=dtype), level)


def batch_amax(fn, level, args, kwargs):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1715]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim), level)


def batch_amin(fn, level, args, kwargs):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1723]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim), level)


def batch_argsort_stable(fn, level, args, kwargs):
    """argsort.stable(Tensor self, *, bool stable, int dim=-1,
        bool descending=False) -> Tensor   [derivatives.yaml:1731]
        batch: dims(dim)
    """
    self, = args
    stable = kwargs["stable"]
    dim = kwargs["dim"]
    descending = kwargs["descending"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), stable=stable, dim=shift(dim, ndim), descending=descending), level)


def batch_argmax(fn, level, args, kwargs):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1738]
        batch: argmax(flatten(self, 1) if self_ndim else unsqueeze(self, 1),
                      1) if dim is None and not keepdim else argmax(self, shift(dim, self_ndim),
                                                                    keepdim) if dim is not None else NotImplemented
    """
    self, dim, keepdim = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.argmax(ops.flatten(self, 1) if self_ndim else ops.unsqueeze(self, 1),
                     1) if dim is None and (not keepdim) else ops.argmax(self, shift(dim, self_ndim),
                                                                         keepdim) if dim is not None else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_argmin(fn, level, args, kwargs):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1745]
        batch: argmin(flatten(self, 1) if self_ndim else unsqueeze(self, 1),
                      1) if dim is None and not keepdim else argmin(self, shift(dim, self_ndim),
                                                                    keepdim) if dim is not None else NotImplemented
    """
    self, dim, keepdim = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.argmin(ops.flatten(self, 1) if self_ndim else ops.unsqueeze(self, 1),
                     1) if dim is None and (not keepdim) else ops.argmin(self, shift(dim, self_ndim),
                                                                         keepdim) if dim is not None else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_logsumexp(fn, level, args, kwargs):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1752]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim), level)


def batch_linalg_vector_norm(fn, level, args, kwargs):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1759]
        batch: dims(dim)
    """
    self, ord, dim, keepdim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), ord, shift_dims(dim, ndim), keepdim, dtype=dtype), level)


def batch_norm_ScalarOpt_dim(fn, level, args, kwargs):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1804]
        batch: dims(dim)
    """
    self, p, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), p, shift_dims(dim, ndim), keepdim), level)


def batch_cumsum(fn, level, args, kwargs):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1840]
        batch: dims(dim)
    """
    self, dim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), dtype=dtype), level)


def batch_cumprod(fn, level, args, kwargs):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1848]
        batch: dims(dim)
    """
    self, dim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), dtype=dtype), level)


def batch_all(fn, level, args, kwargs):
    """all.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1857]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim), level)


def batch_any(fn, level, args, kwargs):
    """any.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1863]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim), level)


def batch_nansum(fn, level, args, kwargs):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1870]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    dtype = kwargs["dtype"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), keepdim, dtype=dtype), level)


def batch_var_mean(fn, level, args, kwargs):
    """var_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)   [derivatives.yaml:1883]
        batch: dims(dim)
    """
    self, dim, unbiased, keepdim = args
    correction = kwargs["correction"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), unbiased, keepdim,
                           correction=correction), level)


def batch_std_mean(fn, level, args, kwargs):
    """std_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)   [derivatives.yaml:1894]
        batch: dims(dim)
    """
    self, dim, unbiased, keepdim = args
    correction = kwargs["correction"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), unbiased, keepdim,
                           correction=correction), level)


def batch_aminmax(fn, level, args, kwargs):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
        [derivatives.yaml:1905]
        batch: fn(self, dim=shift(dim, self_ndim),
                  keepdim=keepdim) if dim is not None else (amin(self, shift_dims(None, self_ndim), keepdim),
                                                            amax(self, shift_dims(None, self_ndim),
                                                                 keepdim)) if self_ndim else (clone(self), clone(self))
    """
    self, = args
    dim = kwargs["dim"]
    keepdim = kwargs["keepdim"]
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = (fn(self, dim=shift(dim, self_ndim), keepdim=keepdim) if dim is not None
           else (ops.amin(self, shift_dims(None, self_ndim), keepdim),
                 ops.amax(self, shift_dims(None, self_ndim), keepdim))
           if self_ndim else (ops.clone(self), ops.clone(self)))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_median_default(fn, level, args, kwargs):
    """median(Tensor self) -> Tensor   [derivatives.yaml:1915]
        batch: median(flatten(self, 1), 1)[0] if self_ndim else clone(self)
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.median(ops.flatten(self, 1), 1)[0] if self_ndim else ops.clone(self)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_median_dim(fn, level, args, kwargs):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        [derivatives.yaml:1924]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), keepdim), level)


def batch_nanmedian_default(fn, level, args, kwargs):
    """nanmedian(Tensor self) -> Tensor   [derivatives.yaml:1933]
        batch: nanmedian(flatten(self, 1), 1)[0] if self_ndim else clone(self)
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.nanmedian(ops.flatten(self, 1), 1)[0] if self_ndim else ops.clone(self)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_nanmedian_dim(fn, level, args, kwargs):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1942]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), keepdim), level)


def batch_kthvalue(fn, level, args, kwargs):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1951]
        batch: dims(dim)
    """
    self, k, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), k, shift(dim, ndim), keepdim), level)


def batch_mode(fn, level, args, kwargs):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1960]
        batch: dims(dim)
    """
    self, dim, keepdim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), keepdim), level)


def batch_cummax(fn, level, args, kwargs):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   [derivatives.yaml:1969]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_cummin(fn, level, args, kwargs):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   [derivatives.yaml:1978]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_logcumsumexp(fn, level, args, kwargs):
    """logcumsumexp(Tensor self, int dim) -> Tensor   [derivatives.yaml:1987]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_count_nonzero_dim_IntList(fn, level, args, kwargs):
    """count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor   [derivatives.yaml:1995]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim)), level)


def batch_count_nonzero_default(fn, level, args, kwargs):
    """count_nonzero(Tensor self, int? dim=None) -> Tensor   [derivatives.yaml:2003]
        batch: count_nonzero(self, shift_dims(dim, self_ndim)) if self_ndim else NotImplemented
    """
    self, dim = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.count_nonzero(self, shift_dims(dim, self_ndim)) if self_ndim else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_sort_default(fn, level, args, kwargs):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
        [derivatives.yaml:2201]
        batch: dims(dim)
    """
    self, dim, descending = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), descending), level)


def batch_sort_stable(fn, level, args, kwargs):
    """sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:2210]
        batch: dims(dim)
    """
    self, = args
    stable = kwargs["stable"]
    dim = kwargs["dim"]
    descending = kwargs["descending"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), stable=stable, dim=shift(dim, ndim), descending=descending), level)


def batch_argsort_default(fn, level, args, kwargs):
    """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor   [derivatives.yaml:2219]
        batch: dims(dim)
    """
    self, dim, descending = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), descending), level)


def batch_topk(fn, level, args, kwargs):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:2227]
        batch: dims(dim)
    """
    self, k, dim, largest, sorted = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), k, shift(dim, ndim), largest, sorted), level)


def batch_mm(fn, level, args, kwargs):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:2285]
        batch: mul(self, mat2) if self.shape[-1] == 1 else matmul(self, mat2)
    """
    self, mat2 = args
    self = physical(self, level)
    mat2 = physical(mat2, level)
    out = ops.mul(self, mat2) if self.shape[-1] == 1 else ops.matmul(self, mat2)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_bmm(fn, level, args, kwargs):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:2295]
        batch: mul(self, mat2) if self.shape[-1] == 1 else matmul(self, mat2)
    """
    self, mat2 = args
    self = physical(self, level)
    mat2 = physical(mat2, level)
    out = ops.mul(self, mat2) if self.shape[-1] == 1 else ops.matmul(self, mat2)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_mv(fn, level, args, kwargs):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:2305]
        batch: mm(vec,
                  t(self)) if not self_b else matmul(self,
                                                     vec) if not vec_b else squeeze(matmul(self, unsqueeze(vec, -1)),
                                                                                    -1)
    """
    self, vec = args
    self_b = is_batched(self, level)
    self = physical(self, level)
    vec_b = is_batched(vec, level)
    vec = physical(vec, level)
    out = (ops.mm(vec, ops.t(self)) if not self_b else ops.matmul(self, vec) if not vec_b
           else ops.squeeze(ops.matmul(self, ops.unsqueeze(vec, -1)), -1))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_dot(fn, level, args, kwargs):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:2314]
        batch: sum(mul(self, tensor), [-1])
    """
    self, tensor = args
    self = physical(self, level)
    tensor = physical(tensor, level)
    out = ops.sum(ops.mul(self, tensor), [-1])
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_trace(fn, level, args, kwargs):
    """trace(Tensor self) -> Tensor   [derivatives.yaml:2333]
        batch: sum(diagonal(self, 0, 1, 2), [-1])
    """
    self, = args
    self = physical(self, level)
    out = ops.sum(ops.diagonal(self, 0, 1, 2), [-1])
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_diagonal(fn, level, args, kwargs):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)   [derivatives.yaml:2344]
        batch: dims(dim1, dim2)
    """
    self, offset, dim1, dim2 = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), offset, shift(dim1, ndim), shift(dim2, ndim)), level)


def batch_diagonal_copy(fn, level, args, kwargs):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   [derivatives.yaml:2351]
        batch: dims(dim1, dim2)
    """
    self, offset, dim1, dim2 = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), offset, shift(dim1, ndim), shift(dim2, ndim)), level)


def batch_diagonal_backward(fn, level, args, kwargs):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1,
        int dim2) -> Tensor   [derivatives.yaml:2359]
        batch: diagonal_backward(grad_output, (B,) + tuple(input_sizes), offset, shift(dim1, len(input_sizes)),
                                 shift(dim2, len(input_sizes)))
    """
    grad_output, input_sizes, offset, dim1, dim2 = args
    B = batch_size(level, args, kwargs)
    grad_output = physical(grad_output, level)
    out = ops.diagonal_backward(grad_output, (B,) + tuple(input_sizes), offset, shift(dim1, len(input_sizes)),
                                shift(dim2, len(input_sizes)))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_diag_embed(fn, level, args, kwargs):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   [derivatives.yaml:2367]
        batch: diag_embed(self, offset, shift(dim1, self_ndim + 1), shift(dim2, self_ndim + 1))
    """
    self, offset, dim1, dim2 = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.diag_embed(self, offset, shift(dim1, self_ndim + 1), shift(dim2, self_ndim + 1))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_tril(fn, level, args, kwargs):
    """tril(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2380]
        batch: dims()
    """
    self, diagonal = args
    return wrap_outputs(fn(physical(self, level), diagonal), level)


def batch_triu(fn, level, args, kwargs):
    """triu(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2389]
        batch: dims()
    """
    self, diagonal = args
    return wrap_outputs(fn(physical(self, level), diagonal), level)


def batch_linalg_inv_ex(fn, level, args, kwargs):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)   [derivatives.yaml:2398]
        batch: dims()
    """
    A, = args
    check_errors = kwargs["check_errors"]
    return wrap_outputs(fn(physical(A, level), check_errors=check_errors), level)


def batch_linalg_det(fn, level, args, kwargs):
    """linalg_det(Tensor A) -> Tensor   [derivatives.yaml:2421]
        batch: dims()
    """
    A, = args
    return wrap_outputs(fn(physical(A, level)), level)


def batch_linalg_slogdet(fn, level, args, kwargs):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:2436]
        batch: dims()
    """
    A, = args
    return wrap_outputs(fn(physical(A, level)), level)


def batch_linalg_cholesky_ex(fn, level, args, kwargs):
    """linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L,
        Tensor info)   [derivatives.yaml:2475]
        batch: dims()
    """
    self, = args
    upper = kwargs["upper"]
    check_errors = kwargs["check_errors"]
    return wrap_outputs(fn(physical(self, level), upper=upper, check_errors=check_errors), level)


def batch_linalg_qr(fn, level, args, kwargs):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   [derivatives.yaml:2494]
        batch: dims()
    """
    A, mode = args
    return wrap_outputs(fn(physical(A, level), mode), level)


def batch_linalg_eigh(fn, level, args, kwargs):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:2505]
        batch: dims()
    """
    A, UPLO = args
    return wrap_outputs(fn(physical(A, level), UPLO), level)


def batch_linalg_eig(fn, level, args, kwargs):
    """linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:2524]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_linalg_svd(fn, level, args, kwargs):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   [derivatives.yaml:2539]
        batch: dims()
    """
    A, full_matrices = args
    return wrap_outputs(fn(physical(A, level), full_matrices), level)


def batch_view_as_real(fn, level, args, kwargs):
    """view_as_real(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2569]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_view_as_complex(fn, level, args, kwargs):
    """view_as_complex(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2578]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_conj(fn, level, args, kwargs):
    """_conj(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2588]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_neg_view(fn, level, args, kwargs):
    """_neg_view(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2597]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_t(fn, level, args, kwargs):
    """t(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2696]
        batch: transpose(self, 1, 2) if self_ndim == 2 else alias(self)
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.transpose(self, 1, 2) if self_ndim == 2 else ops.alias(self)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_transpose(fn, level, args, kwargs):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)   [derivatives.yaml:2703]
        batch: dims(dim0, dim1)
    """
    self, dim0, dim1 = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim0, ndim), shift(dim1, ndim)), level)


def batch_view(fn, level, args, kwargs):
    """view(Tensor(a) self, SymInt[] size) -> Tensor(a)   [derivatives.yaml:2710]
        batch: sizes(size)
    """
    self, size = args
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), (vmap_size,) + tuple(size)), level)


def batch_unsafe_view(fn, level, args, kwargs):
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:2718]
        batch: sizes(size)
    """
    self, size = args
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), (vmap_size,) + tuple(size)), level)


def batch_reshape_alias(fn, level, args, kwargs):
    """_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)   [derivatives.yaml:2728]
        batch: sizes(size)
    """
    self, size, stride = args
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), (vmap_size,) + tuple(size), stride), level)


def batch_expand(fn, level, args, kwargs):
    """expand(Tensor(a) self, SymInt[] size) -> Tensor(a)   [derivatives.yaml:2746]
        batch: expand(reshape(self, (B,) + (1,) * (len(size) - self_ndim) + tuple(self.shape[1:])), (B,) + tuple(size))
    """
    self, size = args
    B = batch_size(level, args, kwargs)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.expand(ops.reshape(self, (B,) + (1,) * (len(size) - self_ndim)
                                 + tuple(self.shape[1:])), (B,) + tuple(size))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_squeeze_default(fn, level, args, kwargs):
    """squeeze(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2754]
        batch: squeeze(self, shift_dims(None, self_ndim)) if self_ndim else alias(self)
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.squeeze(self, shift_dims(None, self_ndim)) if self_ndim else ops.alias(self)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_squeeze_dim(fn, level, args, kwargs):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2761]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_squeeze_dims(fn, level, args, kwargs):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)   [derivatives.yaml:2768]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim)), level)


def batch_unsqueeze(fn, level, args, kwargs):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2775]
        batch: unsqueeze(self, shift(dim, self_ndim + 1))
    """
    self, dim = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.unsqueeze(self, shift(dim, self_ndim + 1))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_squeeze__default(fn, level, args, kwargs):
    """squeeze_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:2783]
        batch: squeeze_(self, shift_dims(None, self_ndim)) if self_ndim else self
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.squeeze_(self, shift_dims(None, self_ndim)) if self_ndim else self
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_squeeze__dim(fn, level, args, kwargs):
    """squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)   [derivatives.yaml:2792]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_squeeze__dims(fn, level, args, kwargs):
    """squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)   [derivatives.yaml:2801]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim)), level)


def batch_unsqueeze__default(fn, level, args, kwargs):
    """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)   [derivatives.yaml:2810]
        batch: unsqueeze_(self, shift(dim, self_ndim + 1))
    """
    self, dim = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.unsqueeze_(self, shift(dim, self_ndim + 1))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_t__default(fn, level, args, kwargs):
    """t_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:2819]
        batch: transpose_(self, 1, 2) if self_ndim == 2 else self
    """
    self, = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.transpose_(self, 1, 2) if self_ndim == 2 else self
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_transpose__default(fn, level, args, kwargs):
    """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)   [derivatives.yaml:2828]
        batch: dims(dim0, dim1)
    """
    self, dim0, dim1 = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim0, ndim), shift(dim1, ndim)), level)


def batch_cat(fn, level, args, kwargs):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2837]
        batch: dims(dim)
    """
    tensors, dim = args
    ndim = tensors[0].ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front_all(tensors, level, vmap_size), shift(dim, ndim)), level)


def batch_stack(fn, level, args, kwargs):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2846]
        batch: stack(tensors, shift(dim, tensors_ndim + 1))
    """
    tensors, dim = args
    B = batch_size(level, args, kwargs)
    tensors_ndim = tensors[0].ndim
    tensors = front_all(tensors, level, B)
    out = ops.stack(tensors, shift(dim, tensors_ndim + 1))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_unbind(fn, level, args, kwargs):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2854]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_clone(fn, level, args, kwargs):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   [derivatives.yaml:2861]
        batch: dims()
    """
    self, = args
    memory_format = kwargs["memory_format"]
    return wrap_outputs(fn(physical(self, level), memory_format=memory_format), level)


def batch_to_copy(fn, level, args, kwargs):
    """_to_copy(Tensor self, ScalarType? dtype=None, *,
        MemoryFormat? memory_format=None) -> Tensor   [derivatives.yaml:2868]
        batch: dims()
    """
    self, dtype = args
    memory_format = kwargs["memory_format"]
    return wrap_outputs(fn(physical(self, level), dtype, memory_format=memory_format), level)


def batch_permute(fn, level, args, kwargs):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)   [derivatives.yaml:2889]
        batch: permute(self, [0] + [shift(d, self_ndim) for d in dims])
    """
    self, dims = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.permute(self, [0] + [shift(d, self_ndim) for d in dims])
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_repeat(fn, level, args, kwargs):
    """repeat(Tensor self, int[] repeats) -> Tensor   [derivatives.yaml:2936]
        batch: repeat(reshape(self, (B,) + (1,) * (len(repeats) - self_ndim)
                              + tuple(self.shape[1:])), (1,) + tuple(repeats))
    """
    self, repeats = args
    B = batch_size(level, args, kwargs)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.repeat(ops.reshape(self, (B,) + (1,) * (len(repeats) - self_ndim)
                                 + tuple(self.shape[1:])), (1,) + tuple(repeats))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_flip(fn, level, args, kwargs):
    """flip(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:2949]
        batch: flip(self, [shift(d, self_ndim) for d in dims])
    """
    self, dims = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.flip(self, [shift(d, self_ndim) for d in dims])
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_roll(fn, level, args, kwargs):
    """roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor   [derivatives.yaml:2957]
        batch: reshape(roll(flatten(self, 1), shifts, [1]),
                       self.shape) if isinstance(dims,
                                                 (list,
                                                  tuple)) and len(dims) == 0 else roll(self, shifts,
                                                                                       shift_dims(dims, self_ndim))
    """
    self, shifts, dims = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.reshape(ops.roll(ops.flatten(self, 1), shifts, [1]),
                      self.shape) if isinstance(dims,
                                                (list,
                                                 tuple)) and len(dims) == 0 else ops.roll(self, shifts,
                                                                                          shift_dims(dims, self_ndim))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_split_Tensor(fn, level, args, kwargs):
    """split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2965]
        batch: dims(dim)
    """
    self, split_size, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), split_size, shift(dim, ndim)), level)


def batch_split_with_sizes(fn, level, args, kwargs):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]
        [derivatives.yaml:2977]
        batch: dims(dim)
    """
    self, split_sizes, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), split_sizes, shift(dim, ndim)), level)


def batch_select(fn, level, args, kwargs):
    """select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)   [derivatives.yaml:2994]
        batch: dims(dim)
    """
    self, dim, index = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), index), level)


def batch_select_backward(fn, level, args, kwargs):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:3001]
        batch: select_backward(grad_output, (B,) + tuple(input_sizes), shift(dim, len(input_sizes)), index)
    """
    grad_output, input_sizes, dim, index = args
    B = batch_size(level, args, kwargs)
    grad_output = physical(grad_output, level)
    out = ops.select_backward(grad_output, (B,) + tuple(input_sizes), shift(dim, len(input_sizes)), index)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_slice(fn, level, args, kwargs):
    """slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None,
        SymInt step=1) -> Tensor(a)   [derivatives.yaml:3009]
        batch: dims(dim)
    """
    self, dim, start, end, step = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim), start, end, step), level)


def batch_slice_backward(fn, level, args, kwargs):
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end,
        int step) -> Tensor   [derivatives.yaml:3017]
        batch: slice_backward(grad_output, (B,) + tuple(input_sizes), shift(dim, len(input_sizes)), start, end, step)
    """
    grad_output, input_sizes, dim, start, end, step = args
    B = batch_size(level, args, kwargs)
    grad_output = physical(grad_output, level)
    out = ops.slice_backward(grad_output, (B,) + tuple(input_sizes), shift(dim, len(input_sizes)), start, end, step)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_index(fn, level, args, kwargs):
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:3025]
        batch: index_batched(fn, self, self_b, indices)
    """
    self, indices = args
    self_b = is_batched(self, level)
    self = physical(self, level)
    out = index_batched(fn, self, self_b, indices)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_index_put_zeros(fn, level, args, kwargs):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:3033]
        batch: index_put_zeros_batched(fn, grad_output, grad_output_b, input_sizes, indices, B)
    """
    grad_output, input_sizes, indices = args
    B = batch_size(level, args, kwargs)
    grad_output_b = is_batched(grad_output, level)
    grad_output = physical(grad_output, level)
    out = index_put_zeros_batched(fn, grad_output, grad_output_b, input_sizes, indices, B)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_alias(fn, level, args, kwargs):
    """alias(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:3042]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_index_select(fn, level, args, kwargs):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   [derivatives.yaml:3049]
        batch: index_select(self, shift(dim, self_ndim), index) if not index_b else NotImplemented
    """
    self, dim, index = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    index_b = is_batched(index, level)
    index = physical(index, level)
    out = ops.index_select(self, shift(dim, self_ndim), index) if not index_b else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_gather(fn, level, args, kwargs):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   [derivatives.yaml:3068]
        batch: dims(dim)
    """
    self, dim, index = args
    sparse_grad = kwargs["sparse_grad"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), shift(dim, ndim), front(index, level, vmap_size),
                           sparse_grad=sparse_grad), level)


def batch_scatter_src(fn, level, args, kwargs):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:3076]
        batch: dims(dim)
    """
    self, dim, index, src = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), shift(dim, ndim), front(index, level, vmap_size),
                           front(src, level, vmap_size)), level)


def batch_scatter_value(fn, level, args, kwargs):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:3088]
        batch: dims(dim)
    """
    self, dim, index, value = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), shift(dim, ndim), front(index, level, vmap_size),
                           value), level)


def batch_scatter_add(fn, level, args, kwargs):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:3097]
        batch: dims(dim)
    """
    self, dim, index, src = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), shift(dim, ndim), front(index, level, vmap_size),
                           front(src, level, vmap_size)), level)


def batch_fill_Scalar(fn, level, args, kwargs):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor   [derivatives.yaml:3147]
        batch: dims()
    """
    self, value = args
    return wrap_outputs(fn(physical(self, level), value), level)


def batch_fill__Scalar(fn, level, args, kwargs):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)   [derivatives.yaml:3165]
        batch: dims()
    """
    self, value = args
    return wrap_outputs(fn(physical(self, level), value), level)


def batch_zero__default(fn, level, args, kwargs):
    """zero_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:3181]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_rot90(fn, level, args, kwargs):
    """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor   [derivatives.yaml:3389]
        batch: rot90(self, k, [shift(d, self_ndim)
                               for d in dims]) if self_ndim >= 2 and len(dims) == 2 else NotImplemented
    """
    self, k, dims = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops.rot90(self, k, [shift(d, self_ndim)
                              for d in dims]) if self_ndim >= 2 and len(dims) == 2 else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_take(fn, level, args, kwargs):
    """take(Tensor self, Tensor index) -> Tensor   [derivatives.yaml:3397]
        batch: take(self, index) if not self_b else NotImplemented
    """
    self, index = args
    self_b = is_batched(self, level)
    self = physical(self, level)
    index = physical(index, level)
    out = ops.take(self, index) if not self_b else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_index_fill_int_Scalar(fn, level, args, kwargs):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:3417]
        batch: index_fill(self, shift(dim, self_ndim), index, value) if not index_b and self_ndim else NotImplemented
    """
    self, dim, index, value = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    index_b = is_batched(index, level)
    index = physical(index, level)
    out = ops.index_fill(self, shift(dim, self_ndim), index, value) if not index_b and self_ndim else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_index_fill_int_Tensor(fn, level, args, kwargs):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   [derivatives.yaml:3429]
        batch: index_fill(self, shift(dim, self_ndim), index,
                          value) if self_b and not index_b and not value_b and self_ndim else NotImplemented
    """
    self, dim, index, value = args
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    index_b = is_batched(index, level)
    index = physical(index, level)
    value_b = is_batched(value, level)
    value = physical(value, level)
    out = ops.index_fill(self, shift(dim, self_ndim), index,
                         value) if self_b and (not index_b) and (not value_b) and self_ndim else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_index_copy(fn, level, args, kwargs):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   [derivatives.yaml:3442]
        batch: (index_copy(self if self_b else expand_to(self, B), shift(dim, self_ndim), index, source if source_b
                           else expand_to(source, B))
                if not index_b and self_ndim and source_ndim == self_ndim else NotImplemented)
    """
    self, dim, index, source = args
    B = batch_size(level, args, kwargs)
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    index_b = is_batched(index, level)
    index = physical(index, level)
    source_b = is_batched(source, level)
    source_ndim = ndim_of(source)
    source = physical(source, level)
    out = (ops.index_copy(self if self_b else expand_to(self, B), shift(dim, self_ndim), index, source if source_b
                          else expand_to(source, B))
           if not index_b and self_ndim and (source_ndim == self_ndim) else NotImplemented)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_index_reduce(fn, level, args, kwargs):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *,
        bool include_self=True) -> Tensor   [derivatives.yaml:3455]
        batch: (index_reduce(self if self_b else expand_to(self, B), shift(dim, self_ndim), index, source if source_b
                             else expand_to(source, B), reduce, include_self=include_self)
                if not index_b and self_ndim and source_ndim == self_ndim else NotImplemented)
    """
    self, dim, index, source, reduce = args
    include_self = kwargs["include_self"]
    B = batch_size(level, args, kwargs)
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    index_b = is_batched(index, level)
    index = physical(index, level)
    source_b = is_batched(source, level)
    source_ndim = ndim_of(source)
    source = physical(source, level)
    out = (ops.index_reduce(self if self_b else expand_to(self, B), shift(dim, self_ndim), index, source if source_b
                            else expand_to(source, B), reduce, include_self=include_self)
           if not index_b and self_ndim and (source_ndim == self_ndim) else NotImplemented)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_scatter_reduce(fn, level, args, kwargs):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *,
        bool include_self=True) -> Tensor   [derivatives.yaml:3489]
        batch: dims(dim)
    """
    self, dim, index, src, reduce = args
    include_self = kwargs["include_self"]
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), shift(dim, ndim), front(index, level, vmap_size),
                           front(src, level, vmap_size), reduce, include_self=include_self), level)


def batch_select_scatter(fn, level, args, kwargs):
    """select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor   [derivatives.yaml:3506]
        batch: dims(dim)
    """
    self, src, dim, index = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), front(src, level, vmap_size), shift(dim, ndim), index), level)


def batch_slice_inverse(fn, level, args, kwargs):
    """slice_inverse(Tensor(a) self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None,
        SymInt step=1) -> Tensor(a)   [derivatives.yaml:3519]
        batch: no_batching_rule("aten::slice_inverse")
    """
    self, src, dim, start, end, step = args
    self = physical(self, level)
    src = physical(src, level)
    out = no_batching_rule('aten::slice_inverse')
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_slice_scatter(fn, level, args, kwargs):
    """slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None,
        int step=1) -> Tensor   [derivatives.yaml:3528]
        batch: dims(dim)
    """
    self, src, dim, start, end, step = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), front(src, level, vmap_size), shift(dim, ndim), start, end,
                           step), level)


def batch_diagonal_scatter(fn, level, args, kwargs):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0,
        int dim2=1) -> Tensor   [derivatives.yaml:3537]
        batch: dims(dim1, dim2)
    """
    self, src, offset, dim1, dim2 = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), front(src, level, vmap_size), offset, shift(dim1, ndim),
                           shift(dim2, ndim)), level)


def batch_as_strided(fn, level, args, kwargs):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride,
        SymInt? storage_offset=None) -> Tensor(a)   [derivatives.yaml:3546]
        batch: as_strided_batched(self, B, size, stride, storage_offset)
    """
    self, size, stride, storage_offset = args
    B = batch_size(level, args, kwargs)
    self = physical(self, level)
    out = as_strided_batched(self, B, size, stride, storage_offset)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_new_zeros_with_same_feature_meta(fn, level, args, kwargs):
    """_new_zeros_with_same_feature_meta(Tensor self, Tensor other, *,
        int self_num_batch_dims=0) -> Tensor   [derivatives.yaml:3564]
        batch: new_zeros_feature_batched(fn, self, self_b, other, other_b, self_num_batch_dims)
    """
    self, other = args
    self_num_batch_dims = kwargs["self_num_batch_dims"]
    self_b = is_batched(self, level)
    self = physical(self, level)
    other_b = is_batched(other, level)
    other = physical(other, level)
    out = new_zeros_feature_batched(fn, self, self_b, other, other_b, self_num_batch_dims)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_unfold(fn, level, args, kwargs):
    """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)   [derivatives.yaml:3582]
        batch: dims(dimension)
    """
    self, dimension, size, step = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dimension, ndim), size, step), level)


def batch_unfold_backward(fn, level, args, kwargs):
    """unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size,
        int step) -> Tensor   [derivatives.yaml:3590]
        batch: unfold_backward(grad_in, (B,) + tuple(input_sizes), shift(dim, len(input_sizes)), size, step)
    """
    grad_in, input_sizes, dim, size, step = args
    B = batch_size(level, args, kwargs)
    grad_in = physical(grad_in, level)
    out = ops.unfold_backward(grad_in, (B,) + tuple(input_sizes), shift(dim, len(input_sizes)), size, step)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_unsafe_split(fn, level, args, kwargs):
    """unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]   [derivatives.yaml:3605]
        batch: dims(dim)
    """
    self, split_size, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), split_size, shift(dim, ndim)), level)


def batch_unsafe_split_with_sizes(fn, level, args, kwargs):
    """unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]   [derivatives.yaml:3612]
        batch: dims(dim)
    """
    self, split_sizes, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), split_sizes, shift(dim, ndim)), level)


def batch_vdot(fn, level, args, kwargs):
    """vdot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:3623]
        batch: (sum(mul(self, other), [-1]) if self_ndim == 1 and other_ndim == 1 and self.dtype == other.dtype
                and self.shape[-1] == other.shape[-1] else NotImplemented)
    """
    self, other = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    other_ndim = ndim_of(other)
    other = physical(other, level)
    out = (ops.sum(ops.mul(self, other), [-1]) if self_ndim == 1 and other_ndim == 1 and (self.dtype == other.dtype)
           and (self.shape[-1] == other.shape[-1]) else NotImplemented)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_linalg_cross(fn, level, args, kwargs):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   [derivatives.yaml:3632]
        batch: linalg_cross(self if self_b else expand_to(self, B), other if other_b else expand_to(other, B),
                            dim=shift(dim, self_ndim)) if self_ndim and self_ndim == other_ndim else NotImplemented
    """
    self, other = args
    dim = kwargs["dim"]
    B = batch_size(level, args, kwargs)
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    other_b = is_batched(other, level)
    other_ndim = ndim_of(other)
    other = physical(other, level)
    out = ops.linalg_cross(self if self_b else expand_to(self, B), other if other_b else expand_to(other, B),
                           dim=shift(dim, self_ndim)) if self_ndim and self_ndim == other_ndim else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_cdist_forward(fn, level, args, kwargs):
    """_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor   [derivatives.yaml:3670]
        batch: fn(pad_to(x1, x1_b, x1_ndim, x2_ndim), pad_to(x2, x2_b, x2_ndim, x1_ndim), p,
                  compute_mode) if x1_ndim >= 2 and x2_ndim >= 2 else NotImplemented
    """
    x1, x2, p, compute_mode = args
    x1_b = is_batched(x1, level)
    x1_ndim = ndim_of(x1)
    x1 = physical(x1, level)
    x2_b = is_batched(x2, level)
    x2_ndim = ndim_of(x2)
    x2 = physical(x2, level)
    out = fn(pad_to(x1, x1_b, x1_ndim, x2_ndim), pad_to(x2, x2_b, x2_ndim, x1_ndim), p,
             compute_mode) if x1_ndim >= 2 and x2_ndim >= 2 else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_cdist_backward(fn, level, args, kwargs):
    """_cdist_backward(Tensor grad_out, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor
        [derivatives.yaml:3680]
        batch: fn(grad_out if grad_out_b else expand_to(grad_out, B), x1 if x1_b else expand_to(x1, B), x2 if x2_b
                  else expand_to(x2, B), p, cdist if cdist_b else expand_to(cdist, B))
    """
    grad_out, x1, x2, p, cdist = args
    B = batch_size(level, args, kwargs)
    grad_out_b = is_batched(grad_out, level)
    grad_out = physical(grad_out, level)
    x1_b = is_batched(x1, level)
    x1 = physical(x1, level)
    x2_b = is_batched(x2, level)
    x2 = physical(x2, level)
    cdist_b = is_batched(cdist, level)
    cdist = physical(cdist, level)
    out = fn(grad_out if grad_out_b else expand_to(grad_out, B), x1 if x1_b else expand_to(x1, B), x2 if x2_b
             else expand_to(x2, B), p, cdist if cdist_b else expand_to(cdist, B))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_euclidean_dist(fn, level, args, kwargs):
    """_euclidean_dist(Tensor x1, Tensor x2) -> Tensor   [derivatives.yaml:3691]
        batch: fn(pad_to(x1, x1_b, x1_ndim,
                         x2_ndim), pad_to(x2, x2_b, x2_ndim,
                                          x1_ndim)) if x1_ndim >= 2 and x2_ndim >= 2 else NotImplemented
    """
    x1, x2 = args
    x1_b = is_batched(x1, level)
    x1_ndim = ndim_of(x1)
    x1 = physical(x1, level)
    x2_b = is_batched(x2, level)
    x2_ndim = ndim_of(x2)
    x2 = physical(x2, level)
    out = fn(pad_to(x1, x1_b, x1_ndim, x2_ndim),
             pad_to(x2, x2_b, x2_ndim, x1_ndim)) if x1_ndim >= 2 and x2_ndim >= 2 else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_searchsorted_Tensor(fn, level, args, kwargs):
    """searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False,
        str? side=None, Tensor? sorter=None) -> Tensor   [derivatives.yaml:3708]
        batch: (searchsorted(sorted_sequence, self, out_int32=out_int32, right=right, side=side, sorter=sorter)
                if sorted_sequence_ndim == 1 and not sorted_sequence_b and not sorter_b else NotImplemented)
    """
    sorted_sequence, self = args
    out_int32 = kwargs["out_int32"]
    right = kwargs["right"]
    side = kwargs["side"]
    sorter = kwargs["sorter"]
    sorted_sequence_b = is_batched(sorted_sequence, level)
    sorted_sequence_ndim = ndim_of(sorted_sequence)
    sorted_sequence = physical(sorted_sequence, level)
    self = physical(self, level)
    sorter_b = is_batched(sorter, level)
    sorter = physical(sorter, level)
    out = (ops.searchsorted(sorted_sequence, self, out_int32=out_int32, right=right, side=side, sorter=sorter)
           if sorted_sequence_ndim == 1 and (not sorted_sequence_b) and (not sorter_b) else NotImplemented)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_bucketize_Tensor(fn, level, args, kwargs):
    """bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False,
        bool right=False) -> Tensor   [derivatives.yaml:3727]
        batch: bucketize(self, boundaries, out_int32=out_int32, right=right) if not boundaries_b else NotImplemented
    """
    self, boundaries = args
    out_int32 = kwargs["out_int32"]
    right = kwargs["right"]
    self = physical(self, level)
    boundaries_b = is_batched(boundaries, level)
    boundaries = physical(boundaries, level)
    out = ops.bucketize(self, boundaries, out_int32=out_int32, right=right) if not boundaries_b else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_addmv(fn, level, args, kwargs):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
        [derivatives.yaml:3749]
        batch: ((NotImplemented if self_b and not (mat_b or vec_b)
                 else mul(squeeze(matmul(mat, unsqueeze(vec, -1)), -1), alpha))
                if beta == 0
                else add(mul(pad_to(self, self_b, self_ndim, 1), beta),
                         mul(squeeze(matmul(mat, unsqueeze(vec, -1)), -1), alpha)))
    """
    self, mat, vec = args
    beta = kwargs["beta"]
    alpha = kwargs["alpha"]
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    mat_b = is_batched(mat, level)
    mat = physical(mat, level)
    vec_b = is_batched(vec, level)
    vec = physical(vec, level)
    out = (NotImplemented if self_b and (not (mat_b or vec_b))
           else ops.mul(ops.squeeze(ops.matmul(mat, ops.unsqueeze(vec, -1)), -1),
                        alpha)) if beta == 0 else ops.add(ops.mul(pad_to(self, self_b, self_ndim, 1), beta),
                                                          ops.mul(ops.squeeze(ops.matmul(mat, ops.unsqueeze(vec, -1)),
                                                                              -1), alpha))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_addr(fn, level, args, kwargs):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
        [derivatives.yaml:3762]
        batch: ((NotImplemented if self_b and not (vec1_b or vec2_b)
                 else mul(mul(unsqueeze(vec1, -1), unsqueeze(vec2, -2)), alpha))
                if beta == 0
                else add(mul(pad_to(self, self_b, self_ndim, 2), beta),
                         mul(mul(unsqueeze(vec1, -1), unsqueeze(vec2, -2)), alpha)))
    """
    self, vec1, vec2 = args
    beta = kwargs["beta"]
    alpha = kwargs["alpha"]
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    vec1_b = is_batched(vec1, level)
    vec1 = physical(vec1, level)
    vec2_b = is_batched(vec2, level)
    vec2 = physical(vec2, level)
    out = (NotImplemented if self_b and (not (vec1_b or vec2_b))
           else ops.mul(ops.mul(ops.unsqueeze(vec1, -1), ops.unsqueeze(vec2, -2)),
                        alpha)) if beta == 0 else ops.add(ops.mul(pad_to(self, self_b, self_ndim, 2), beta),
                                                          ops.mul(ops.mul(ops.unsqueeze(vec1, -1),
                                                                          ops.unsqueeze(vec2, -2)), alpha))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_baddbmm(fn, level, args, kwargs):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3774]
        batch: ((NotImplemented if self_b and not (batch1_b or batch2_b)
                 else mul(matmul(batch1, batch2),
                          alpha)) if beta == 0 else add(mul(pad_to(self, self_b, self_ndim, 3), beta),
                                                        mul(matmul(batch1, batch2), alpha)))
    """
    self, batch1, batch2 = args
    beta = kwargs["beta"]
    alpha = kwargs["alpha"]
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    batch1_b = is_batched(batch1, level)
    batch1 = physical(batch1, level)
    batch2_b = is_batched(batch2, level)
    batch2 = physical(batch2, level)
    out = (NotImplemented if self_b and (not (batch1_b or batch2_b))
           else ops.mul(ops.matmul(batch1, batch2),
                        alpha)) if beta == 0 else ops.add(ops.mul(pad_to(self, self_b, self_ndim, 3), beta),
                                                          ops.mul(ops.matmul(batch1, batch2), alpha))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_addbmm(fn, level, args, kwargs):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3788]
        batch: ((NotImplemented if self_b and not (batch1_b or batch2_b)
                 else mul(sum(matmul(batch1, batch2), [-3]),
                          alpha)) if beta == 0 else add(mul(pad_to(self, self_b, self_ndim, 2), beta),
                                                        mul(sum(matmul(batch1, batch2), [-3]), alpha)))
    """
    self, batch1, batch2 = args
    beta = kwargs["beta"]
    alpha = kwargs["alpha"]
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    batch1_b = is_batched(batch1, level)
    batch1 = physical(batch1, level)
    batch2_b = is_batched(batch2, level)
    batch2 = physical(batch2, level)
    out = (NotImplemented if self_b and (not (batch1_b or batch2_b))
           else ops.mul(ops.sum(ops.matmul(batch1, batch2), [-3]),
                        alpha)) if beta == 0 else ops.add(ops.mul(pad_to(self, self_b, self_ndim, 2), beta),
                                                          ops.mul(ops.sum(ops.matmul(batch1, batch2), [-3]), alpha))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_linalg_matrix_exp(fn, level, args, kwargs):
    """linalg_matrix_exp(Tensor self) -> Tensor   [derivatives.yaml:3844]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_linalg_solve_triangular(fn, level, args, kwargs):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True,
        bool unitriangular=False) -> Tensor   [derivatives.yaml:3865]
        batch: fn(pad_to(self, self_b, self_ndim,
                         B_ndim), pad_to(B, B_b, B_ndim,
                                         self_ndim), upper=upper, left=left, unitriangular=unitriangular)
    """
    self, B = args
    upper = kwargs["upper"]
    left = kwargs["left"]
    unitriangular = kwargs["unitriangular"]
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    B_b = is_batched(B, level)
    B_ndim = ndim_of(B)
    B = physical(B, level)
    out = fn(pad_to(self, self_b, self_ndim, B_ndim), pad_to(B, B_b, B_ndim, self_ndim), upper=upper, left=left,
             unitriangular=unitriangular)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_linalg_lu_factor_ex(fn, level, args, kwargs):
    """linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots,
        Tensor info)   [derivatives.yaml:3884]
        batch: dims()
    """
    A, = args
    pivot = kwargs["pivot"]
    check_errors = kwargs["check_errors"]
    return wrap_outputs(fn(physical(A, level), pivot=pivot, check_errors=check_errors), level)


def batch_linalg_lu(fn, level, args, kwargs):
    """linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)   [derivatives.yaml:3900]
        batch: dims()
    """
    A, = args
    pivot = kwargs["pivot"]
    return wrap_outputs(fn(physical(A, level), pivot=pivot), level)


def batch_cholesky(fn, level, args, kwargs):
    """cholesky(Tensor self, bool upper=False) -> Tensor   [derivatives.yaml:3939]
        batch: dims()
    """
    self, upper = args
    return wrap_outputs(fn(physical(self, level), upper), level)


def batch_cholesky_solve(fn, level, args, kwargs):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor   [derivatives.yaml:3947]
        batch: fn(pad_to(self, self_b, self_ndim, input2_ndim), pad_to(input2, input2_b, input2_ndim, self_ndim), upper)
    """
    self, input2, upper = args
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    input2_b = is_batched(input2, level)
    input2_ndim = ndim_of(input2)
    input2 = physical(input2, level)
    out = fn(pad_to(self, self_b, self_ndim, input2_ndim), pad_to(input2, input2_b, input2_ndim, self_ndim), upper)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_cholesky_inverse(fn, level, args, kwargs):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor   [derivatives.yaml:3954]
        batch: dims()
    """
    self, upper = args
    return wrap_outputs(fn(physical(self, level), upper), level)


def batch_linalg_householder_product(fn, level, args, kwargs):
    """linalg_householder_product(Tensor input, Tensor tau) -> Tensor   [derivatives.yaml:4049]
        batch: dims()
    """
    input, tau = args
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(input, level, vmap_size), front(tau, level, vmap_size)), level)


def batch_geqrf(fn, level, args, kwargs):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)   [derivatives.yaml:4062]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_ormqr(fn, level, args, kwargs):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True,
        bool transpose=False) -> Tensor   [derivatives.yaml:4069]
        batch: dims()
    """
    self, input2, input3, left, transpose = args
    vmap_size = batch_size(level, args, kwargs)
    return wrap_outputs(fn(front(self, level, vmap_size), front(input2, level, vmap_size),
                           front(input3, level, vmap_size), left, transpose), level)


def batch_linalg_ldl_factor_ex(fn, level, args, kwargs):
    """linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots,
        Tensor info)   [derivatives.yaml:4077]
        batch: dims()
    """
    self, = args
    hermitian = kwargs["hermitian"]
    check_errors = kwargs["check_errors"]
    return wrap_outputs(fn(physical(self, level), hermitian=hermitian, check_errors=check_errors), level)


def batch_mse_loss_default(fn, level, args, kwargs):
    """mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor   [derivatives.yaml:4162]
        batch: reduced(fn(pad_to(self, self_b, self_ndim, target_ndim),
                          pad_to(target, target_b, target_ndim, self_ndim), 0), reduction)
    """
    self, target, reduction = args
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    target_b = is_batched(target, level)
    target_ndim = ndim_of(target)
    target = physical(target, level)
    out = reduced(fn(pad_to(self, self_b, self_ndim, target_ndim), pad_to(target, target_b, target_ndim,
                                                                          self_ndim), 0), reduction)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_binary_cross_entropy_with_logits(fn, level, args, kwargs):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None,
        str reduction="mean") -> Tensor   [derivatives.yaml:4181]
        batch: reduced(fn(input if input_b else expand_to(input, B), target if target_b else expand_to(target, B),
                          pad_to(weight, weight_b, weight_ndim, input_ndim),
                          pad_to(pos_weight, pos_weight_b, pos_weight_ndim, input_ndim), 'none'), reduction)
    """
    input, target, weight, pos_weight, reduction = args
    B = batch_size(level, args, kwargs)
    input_b = is_batched(input, level)
    input_ndim = ndim_of(input)
    input = physical(input, level)
    target_b = is_batched(target, level)
    target = physical(target, level)
    weight_b = is_batched(weight, level)
    weight_ndim = ndim_of(weight)
    weight = physical(weight, level)
    pos_weight_b = is_batched(pos_weight, level)
    pos_weight_ndim = ndim_of(pos_weight)
    pos_weight = physical(pos_weight, level)
    out = reduced(fn(input if input_b else expand_to(input, B), target if target_b else expand_to(target, B),
                     pad_to(weight, weight_b, weight_ndim, input_ndim),
                     pad_to(pos_weight, pos_weight_b, pos_weight_ndim, input_ndim), 'none'), reduction)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_convolution(fn, level, args, kwargs):
    """convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation,
        bool transposed, int[] output_padding, int groups) -> Tensor   [derivatives.yaml:4198]
        batch: conv_batched(input, input_b, weight, weight_b, bias, bias_b, B, stride, padding, dilation, transposed,
                            output_padding, groups)
    """
    input, weight, bias, stride, padding, dilation, transposed, output_padding, groups = args
    B = batch_size(level, args, kwargs)
    input_b = is_batched(input, level)
    input = physical(input, level)
    weight_b = is_batched(weight, level)
    weight = physical(weight, level)
    bias_b = is_batched(bias, level)
    bias = physical(bias, level)
    out = conv_batched(input, input_b, weight, weight_b, bias, bias_b, B, stride, padding, dilation, transposed,
                       output_padding, groups)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_convolution_backward_weight(fn, level, args, kwargs):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding,
        int[] dilation, int groups) -> Tensor   [derivatives.yaml:4229]
        batch: conv_weight_batched(input, input_b, grad_output, grad_output_b, weight_size, B, stride, padding,
                                   dilation, groups)
    """
    input, grad_output, weight_size, stride, padding, dilation, groups = args
    B = batch_size(level, args, kwargs)
    input_b = is_batched(input, level)
    input = physical(input, level)
    grad_output_b = is_batched(grad_output, level)
    grad_output = physical(grad_output, level)
    out = conv_weight_batched(input, input_b, grad_output, grad_output_b, weight_size, B, stride, padding, dilation,
                              groups)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_constant_pad_nd(fn, level, args, kwargs):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor   [derivatives.yaml:4290]
        batch: dims()
    """
    self, pad, value = args
    return wrap_outputs(fn(physical(self, level), pad, value), level)


def batch_max_pool2d_with_indices(fn, level, args, kwargs):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:4299]
        batch: fold(4)
    """
    self, kernel_size, stride, padding, dilation, ceil_mode = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size, 4), kernel_size, stride, padding,
                                  dilation, ceil_mode), vmap_size, folded), level)


def batch_max_pool2d_with_indices_backward(fn, level, args, kwargs):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride,
        int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:4309]
        batch: fold(4)
    """
    grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size, 4),
                                  fold(front(self, level, vmap_size), vmap_size, 4), kernel_size, stride, padding,
                                  dilation, ceil_mode, fold(front(indices, level, vmap_size), vmap_size, 4)),
                               vmap_size, folded), level)


def batch_avg_pool2d(fn, level, args, kwargs):
    """avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:4328]
        batch: fold(4)
    """
    input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override = args
    vmap_size = batch_size(level, args, kwargs)
    folded = input.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(input, level, vmap_size), vmap_size, 4), kernel_size, stride, padding,
                                  ceil_mode, count_include_pad, divisor_override), vmap_size, folded), level)


def batch_avg_pool2d_backward(fn, level, args, kwargs):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:4339]
        batch: fold(4)
    """
    grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size, 4),
                                  fold(front(self, level, vmap_size), vmap_size, 4), kernel_size, stride, padding,
                                  ceil_mode, count_include_pad, divisor_override), vmap_size, folded), level)


def batch_adaptive_avg_pool2d(fn, level, args, kwargs):
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor   [derivatives.yaml:4356]
        batch: fold(4)
    """
    self, output_size = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       4), output_size), vmap_size, folded), level)


def batch_adaptive_avg_pool2d_backward(fn, level, args, kwargs):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:4365]
        batch: fold(4)
    """
    grad_output, self = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       4), fold(front(self, level, vmap_size), vmap_size,
                                                4)), vmap_size, folded), level)


def batch_adaptive_max_pool2d(fn, level, args, kwargs):
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor values, Tensor indices)
        [derivatives.yaml:4377]
        batch: fold(4)
    """
    self, output_size = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       4), output_size), vmap_size, folded), level)


def batch_adaptive_max_pool2d_backward(fn, level, args, kwargs):
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
        [derivatives.yaml:4387]
        batch: fold(4)
    """
    grad_output, self, indices = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       4), fold(front(self, level, vmap_size), vmap_size,
                                                4), fold(front(indices, level, vmap_size), vmap_size,
                                                         4)), vmap_size, folded), level)


def batch_nll_loss_forward(fn, level, args, kwargs):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output,
        Tensor total_weight)   [derivatives.yaml:4410]
        batch: nll_batched(fn, self, self_b, target, target_b, weight, weight_b, reduction, ignore_index, B)
    """
    self, target, weight, reduction, ignore_index = args
    B = batch_size(level, args, kwargs)
    self_b = is_batched(self, level)
    self = physical(self, level)
    target_b = is_batched(target, level)
    target = physical(target, level)
    weight_b = is_batched(weight, level)
    weight = physical(weight, level)
    out = nll_batched(fn, self, self_b, target, target_b, weight, weight_b, reduction, ignore_index, B)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_smooth_l1_loss(fn, level, args, kwargs):
    """smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean",
        float beta=1.0) -> Tensor   [derivatives.yaml:4464]
        batch: reduced(fn(pad_to(input, input_b, input_ndim, target_ndim),
                          pad_to(target, target_b, target_ndim, input_ndim), None, None, 'none',
                          beta), reduction) if size_average is None and reduce is None else NotImplemented
    """
    input, target, size_average, reduce, reduction, beta = args
    input_b = is_batched(input, level)
    input_ndim = ndim_of(input)
    input = physical(input, level)
    target_b = is_batched(target, level)
    target_ndim = ndim_of(target)
    target = physical(target, level)
    out = reduced(fn(pad_to(input, input_b, input_ndim, target_ndim), pad_to(target, target_b, target_ndim,
                                                                             input_ndim), None, None, 'none', beta),
                  reduction) if size_average is None and reduce is None else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_huber_loss_default(fn, level, args, kwargs):
    """huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.0) -> Tensor   [derivatives.yaml:4513]
        batch: reduced(fn(pad_to(self, self_b, self_ndim, target_ndim),
                          pad_to(target, target_b, target_ndim, self_ndim), 0, delta), reduction)
    """
    self, target, reduction, delta = args
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    target_b = is_batched(target, level)
    target_ndim = ndim_of(target)
    target = physical(target, level)
    out = reduced(fn(pad_to(self, self_b, self_ndim, target_ndim), pad_to(target, target_b, target_ndim,
                                                                          self_ndim), 0, delta), reduction)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_binary_cross_entropy(fn, level, args, kwargs):
    """binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None,
        bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:4524]
        batch: reduced(binary_cross_entropy(input, target, weight, None, None, 'none'),
                       reduction) if size_average is None and reduce is None else NotImplemented
    """
    input, target, weight, size_average, reduce, reduction = args
    input = physical(input, level)
    target = physical(target, level)
    weight = physical(weight, level)
    out = reduced(ops.binary_cross_entropy(input, target, weight, None, None, 'none'),
                  reduction) if size_average is None and reduce is None else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_addmm(fn, level, args, kwargs):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:4540]
        batch: matmul(mat1, mat2) * alpha if beta == 0 else add(mul(pad_to(self, self_b, self_ndim, 2),
                                                                    beta), mul(matmul(mat1, mat2), alpha))
    """
    self, mat1, mat2 = args
    beta = kwargs["beta"]
    alpha = kwargs["alpha"]
    self_b = is_batched(self, level)
    self_ndim = ndim_of(self)
    self = physical(self, level)
    mat1 = physical(mat1, level)
    mat2 = physical(mat2, level)
    out = ops.matmul(mat1, mat2) * alpha if beta == 0 else ops.add(ops.mul(pad_to(self, self_b, self_ndim, 2),
                                                                           beta), ops.mul(ops.matmul(mat1, mat2),
                                                                                          alpha))
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_embedding(fn, level, args, kwargs):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False,
        bool sparse=False) -> Tensor   [derivatives.yaml:4567]
        batch: embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse) if not weight_b else NotImplemented
    """
    weight, indices, padding_idx, scale_grad_by_freq, sparse = args
    weight_b = is_batched(weight, level)
    weight = physical(weight, level)
    indices = physical(indices, level)
    out = ops.embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse) if not weight_b else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_native_layer_norm(fn, level, args, kwargs):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor,
        Tensor, Tensor)   [derivatives.yaml:4615]
        batch: native_layer_norm(input, normalized_shape, weight, bias,
                                 eps) if not (weight_b or bias_b) else NotImplemented
    """
    input, normalized_shape, weight, bias, eps = args
    input = physical(input, level)
    weight_b = is_batched(weight, level)
    weight = physical(weight, level)
    bias_b = is_batched(bias, level)
    bias = physical(bias, level)
    out = ops.native_layer_norm(input, normalized_shape, weight, bias,
                                eps) if not (weight_b or bias_b) else NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_native_batch_norm(fn, level, args, kwargs):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var,
        bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean,
        Tensor save_invstd)   [derivatives.yaml:4633]
        batch: batch_norm_batched(fn, input, input_b, weight, weight_b, bias, bias_b, running_mean, running_var,
                                  training, momentum, eps, B)
    """
    input, weight, bias, running_mean, running_var, training, momentum, eps = args
    B = batch_size(level, args, kwargs)
    input_b = is_batched(input, level)
    input = physical(input, level)
    weight_b = is_batched(weight, level)
    weight = physical(weight, level)
    bias_b = is_batched(bias, level)
    bias = physical(bias, level)
    running_mean = physical(running_mean, level)
    running_var = physical(running_var, level)
    out = batch_norm_batched(fn, input, input_b, weight, weight_b, bias, bias_b, running_mean, running_var, training,
                             momentum, eps, B)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_reflection_pad1d(fn, level, args, kwargs):
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4724]
        batch: fold(3)
    """
    self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 3
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       3), padding), vmap_size, folded), level)


def batch_reflection_pad1d_backward(fn, level, args, kwargs):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4733]
        batch: fold(3)
    """
    grad_output, self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 3
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       3), fold(front(self, level, vmap_size), vmap_size,
                                                3), padding), vmap_size, folded), level)


def batch_reflection_pad2d(fn, level, args, kwargs):
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4742]
        batch: fold(4)
    """
    self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       4), padding), vmap_size, folded), level)


def batch_reflection_pad2d_backward(fn, level, args, kwargs):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4751]
        batch: fold(4)
    """
    grad_output, self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       4), fold(front(self, level, vmap_size), vmap_size,
                                                4), padding), vmap_size, folded), level)


def batch_replication_pad1d(fn, level, args, kwargs):
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4760]
        batch: fold(3)
    """
    self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 3
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       3), padding), vmap_size, folded), level)


def batch_replication_pad1d_backward(fn, level, args, kwargs):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
        [derivatives.yaml:4769]
        batch: fold(3)
    """
    grad_output, self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 3
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       3), fold(front(self, level, vmap_size), vmap_size,
                                                3), padding), vmap_size, folded), level)


def batch_replication_pad2d(fn, level, args, kwargs):
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4778]
        batch: fold(4)
    """
    self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       4), padding), vmap_size, folded), level)


def batch_replication_pad2d_backward(fn, level, args, kwargs):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
        [derivatives.yaml:4787]
        batch: fold(4)
    """
    grad_output, self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       4), fold(front(self, level, vmap_size), vmap_size,
                                                4), padding), vmap_size, folded), level)


def batch_glu(fn, level, args, kwargs):
    """glu(Tensor self, int dim=-1) -> Tensor   [derivatives.yaml:5220]
        batch: dims(dim)
    """
    self, dim = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift(dim, ndim)), level)


def batch_max_pool3d_with_indices(fn, level, args, kwargs):
    """max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:5300]
        batch: fold(5)
    """
    self, kernel_size, stride, padding, dilation, ceil_mode = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size, 5), kernel_size, stride, padding,
                                  dilation, ceil_mode), vmap_size, folded), level)


def batch_max_pool3d_with_indices_backward(fn, level, args, kwargs):
    """max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride,
        int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:5310]
        batch: fold(5)
    """
    grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size, 5),
                                  fold(front(self, level, vmap_size), vmap_size, 5), kernel_size, stride, padding,
                                  dilation, ceil_mode, fold(front(indices, level, vmap_size), vmap_size, 5)),
                               vmap_size, folded), level)


def batch_avg_pool3d(fn, level, args, kwargs):
    """avg_pool3d(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:5328]
        batch: fold(5)
    """
    input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override = args
    vmap_size = batch_size(level, args, kwargs)
    folded = input.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(input, level, vmap_size), vmap_size, 5), kernel_size, stride, padding,
                                  ceil_mode, count_include_pad, divisor_override), vmap_size, folded), level)


def batch_avg_pool3d_backward(fn, level, args, kwargs):
    """avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:5339]
        batch: fold(5)
    """
    grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size, 5),
                                  fold(front(self, level, vmap_size), vmap_size, 5), kernel_size, stride, padding,
                                  ceil_mode, count_include_pad, divisor_override), vmap_size, folded), level)


def batch_adaptive_avg_pool3d(fn, level, args, kwargs):
    """_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor   [derivatives.yaml:5356]
        batch: fold(5)
    """
    self, output_size = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       5), output_size), vmap_size, folded), level)


def batch_adaptive_avg_pool3d_backward(fn, level, args, kwargs):
    """_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:5365]
        batch: fold(5)
    """
    grad_output, self = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       5), fold(front(self, level, vmap_size), vmap_size,
                                                5)), vmap_size, folded), level)


def batch_adaptive_max_pool3d(fn, level, args, kwargs):
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor values, Tensor indices)
        [derivatives.yaml:5375]
        batch: fold(5)
    """
    self, output_size = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       5), output_size), vmap_size, folded), level)


def batch_adaptive_max_pool3d_backward(fn, level, args, kwargs):
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
        [derivatives.yaml:5385]
        batch: fold(5)
    """
    grad_output, self, indices = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       5), fold(front(self, level, vmap_size), vmap_size,
                                                5), fold(front(indices, level, vmap_size), vmap_size,
                                                         5)), vmap_size, folded), level)


def batch_max_unpool2d(fn, level, args, kwargs):
    """max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor   [derivatives.yaml:5398]
        batch: fold(4)
    """
    self, indices, output_size = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size, 4),
                                  fold(front(indices, level, vmap_size), vmap_size, 4),
                                  output_size), vmap_size, folded), level)


def batch_max_unpool3d(fn, level, args, kwargs):
    """max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride,
        int[3] padding) -> Tensor   [derivatives.yaml:5409]
        batch: fold(5)
    """
    self, indices, output_size, stride, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size, 5),
                                  fold(front(indices, level, vmap_size), vmap_size, 5), output_size, stride,
                                  padding), vmap_size, folded), level)


def batch_fractional_max_pool2d_backward(fn, level, args, kwargs):
    """fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor indices) -> Tensor   [derivatives.yaml:5431]
        batch: fold(4)
    """
    grad_output, self, kernel_size, output_size, indices = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 4
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size, 4),
                                  fold(front(self, level, vmap_size), vmap_size, 4), kernel_size, output_size,
                                  fold(front(indices, level, vmap_size), vmap_size, 4)), vmap_size, folded), level)


def batch_fractional_max_pool3d_backward(fn, level, args, kwargs):
    """fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor indices) -> Tensor   [derivatives.yaml:5452]
        batch: fold(5)
    """
    grad_output, self, kernel_size, output_size, indices = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size, 5),
                                  fold(front(self, level, vmap_size), vmap_size, 5), kernel_size, output_size,
                                  fold(front(indices, level, vmap_size), vmap_size, 5)), vmap_size, folded), level)


def batch_reflection_pad3d(fn, level, args, kwargs):
    """reflection_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5464]
        batch: fold(5)
    """
    self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       5), padding), vmap_size, folded), level)


def batch_reflection_pad3d_backward(fn, level, args, kwargs):
    """reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5473]
        batch: fold(5)
    """
    grad_output, self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       5), fold(front(self, level, vmap_size), vmap_size,
                                                5), padding), vmap_size, folded), level)


def batch_replication_pad3d(fn, level, args, kwargs):
    """replication_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5482]
        batch: fold(5)
    """
    self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = self.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(self, level, vmap_size), vmap_size,
                                       5), padding), vmap_size, folded), level)


def batch_replication_pad3d_backward(fn, level, args, kwargs):
    """replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
        [derivatives.yaml:5491]
        batch: fold(5)
    """
    grad_output, self, padding = args
    vmap_size = batch_size(level, args, kwargs)
    folded = grad_output.ndim == 5
    return wrap_outputs(unfold(fn(fold(front(grad_output, level, vmap_size), vmap_size,
                                       5), fold(front(self, level, vmap_size), vmap_size,
                                                5), padding), vmap_size, folded), level)


def batch_fft_c2c(fn, level, args, kwargs):
    """_fft_c2c(Tensor self, int[] dim, int normalization, bool forward) -> Tensor   [derivatives.yaml:5626]
        batch: _fft_c2c(self, [shift(d, self_ndim) for d in dim], normalization, forward)
    """
    self, dim, normalization, forward = args
    self_ndim = ndim_of(self)
    self = physical(self, level)
    out = ops._fft_c2c(self, [shift(d, self_ndim) for d in dim], normalization, forward)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_fft_r2c(fn, level, args, kwargs):
    """_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor   [derivatives.yaml:5635]
        batch: dims(dim)
    """
    self, dim, normalization, onesided = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), normalization, onesided), level)


def batch_fft_c2r(fn, level, args, kwargs):
    """_fft_c2r(Tensor self, int[] dim, int normalization, int last_dim_size) -> Tensor   [derivatives.yaml:5646]
        batch: dims(dim)
    """
    self, dim, normalization, last_dim_size = args
    ndim = self.ndim
    if ndim == 0:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(fn(physical(self, level), shift_dims(dim, ndim), normalization, last_dim_size), level)


def batch_test_autograd_multiple_dispatch_fullcoverage(fn, level, args, kwargs):
    """_test_autograd_multiple_dispatch.fullcoverage(Tensor self) -> Tensor   [derivatives.yaml:5789]
        batch: dims()
    """
    self, = args
    return wrap_outputs(fn(physical(self, level)), level)


def batch_test_autograd_multiple_dispatch_view(fn, level, args, kwargs):
    """_test_autograd_multiple_dispatch_view(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:5806]
        batch: NotImplemented
    """
    self, = args
    self = physical(self, level)
    out = NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


def batch_test_autograd_multiple_dispatch_view_copy(fn, level, args, kwargs):
    """_test_autograd_multiple_dispatch_view_copy(Tensor self) -> Tensor   [derivatives.yaml:5814]
        batch: NotImplemented
    """
    self, = args
    self = physical(self, level)
    out = NotImplemented
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


RULES = {
    "add.Tensor": elementwise,
    "add_.Tensor": elementwise,
    "sub.Tensor": elementwise,
    "sub_.Tensor": elementwise,
    "rsub.Tensor": elementwise,
    "rsub.Scalar": elementwise,
    "mul.Tensor": elementwise,
    "mul_.Tensor": elementwise,
    "div.Tensor": elementwise,
    "div_.Tensor": elementwise,
    "neg.default": elementwise,
    "neg_.default": elementwise,
    "reciprocal.default": elementwise,
    "reciprocal_.default": elementwise,
    "pow.Tensor_Scalar": elementwise,
    "pow_.Scalar": elementwise,
    "pow.Tensor_Tensor": elementwise,
    "pow_.Tensor": elementwise,
    "pow.Scalar": elementwise,
    "mul.Scalar": elementwise,
    "div.Scalar": elementwise,
    "div.Tensor_mode": elementwise,
    "div_.Tensor_mode": elementwise,
    "floor_divide.default": elementwise,
    "floor_divide_.default": elementwise,
    "maximum.default": elementwise,
    "minimum.default": elementwise,
    "fmax.default": elementwise,
    "fmin.default": elementwise,
    "atan2.default": elementwise,
    "atan2_.default": elementwise,
    "hypot.default": elementwise,
    "hypot_.default": elementwise,
    "xlogy.Tensor": elementwise,
    "xlogy_.Tensor": elementwise,
    "xlogy.Scalar_Self": elementwise,
    "xlogy.Scalar_Other": elementwise,
    "remainder.Scalar": elementwise,
    "remainder.Tensor": elementwise,
    "remainder_.Tensor": elementwise,
    "remainder.Scalar_Tensor": elementwise,
    "fmod.Scalar": elementwise,
    "fmod.Tensor": elementwise,
    "fmod_.Tensor": elementwise,
    "lerp.Scalar": elementwise,
    "lerp_.Scalar": elementwise,
    "lerp.Tensor": elementwise,
    "lerp_.Tensor": elementwise,
    "masked_fill.Scalar": batch_masked_fill_Scalar,
    "masked_fill.Tensor": batch_masked_fill_Tensor,
    "exp.default": elementwise,
    "exp_.default": elementwise,
    "log.default": elementwise,
    "log_.default": elementwise,
    "sqrt.default": elementwise,
    "sqrt_.default": elementwise,
    "abs.default": elementwise,
    "abs_.default": elementwise,
    "sign.default": elementwise,
    "sign_.default": elementwise,
    "sin.default": elementwise,
    "sin_.default": elementwise,
    "cos.default": elementwise,
    "cos_.default": elementwise,
    "tanh.default": elementwise,
    "tanh_.default": elementwise,
    "sigmoid.default": elementwise,
    "sigmoid_.default": elementwise,
    "relu.default": elementwise,
    "relu_.default": elementwise,
    "threshold_backward.default": elementwise,
    "clamp.Tensor": elementwise,
    "clamp_.Tensor": elementwise,
    "clamp.default": elementwise,
    "clamp_.default": elementwise,
    "exp2.default": elementwise,
    "exp2_.default": elementwise,
    "expm1.default": elementwise,
    "expm1_.default": elementwise,
    "log2.default": elementwise,
    "log2_.default": elementwise,
    "log10.default": elementwise,
    "log10_.default": elementwise,
    "log1p.default": elementwise,
    "log1p_.default": elementwise,
    "rsqrt.default": elementwise,
    "rsqrt_.default": elementwise,
    "tan.default": elementwise,
    "tan_.default": elementwise,
    "asin.default": elementwise,
    "asin_.default": elementwise,
    "acos.default": elementwise,
    "acos_.default": elementwise,
    "atan.default": elementwise,
    "atan_.default": elementwise,
    "sinh.default": elementwise,
    "sinh_.default": elementwise,
    "cosh.default": elementwise,
    "cosh_.default": elementwise,
    "asinh.default": elementwise,
    "acosh.default": elementwise,
    "atanh.default": elementwise,
    "erf.default": elementwise,
    "erf_.default": elementwise,
    "erfc.default": elementwise,
    "erfc_.default": elementwise,
    "erfinv.default": elementwise,
    "erfinv_.default": elementwise,
    "lgamma.default": elementwise,
    "lgamma_.default": elementwise,
    "digamma.default": elementwise,
    "digamma_.default": elementwise,
    "polygamma.default": elementwise,
    "i0.default": elementwise,
    "i0_.default": elementwise,
    "sinc.default": elementwise,
    "sinc_.default": elementwise,
    "logit.default": elementwise,
    "logit_.default": elementwise,
    "mvlgamma.default": elementwise,
    "mvlgamma_.default": elementwise,
    "igamma.default": elementwise,
    "igamma_.default": elementwise,
    "igammac.default": elementwise,
    "igammac_.default": elementwise,
    "special_ndtri.default": elementwise,
    "special_log_ndtr.default": elementwise,
    "special_erfcx.default": elementwise,
    "special_i0e.default": elementwise,
    "special_i1.default": elementwise,
    "special_i1e.default": elementwise,
    "special_entr.default": elementwise,
    "special_xlog1py.default": elementwise,
    "special_xlog1py.self_scalar": elementwise,
    "special_xlog1py.other_scalar": elementwise,
    "special_zeta.default": elementwise,
    "special_zeta.self_scalar": elementwise,
    "special_zeta.other_scalar": elementwise,
    "special_bessel_j0.default": elementwise,
    "special_bessel_j1.default": elementwise,
    "special_bessel_y0.default": elementwise,
    "special_bessel_y1.default": elementwise,
    "special_modified_bessel_i0.default": elementwise,
    "special_modified_bessel_i1.default": elementwise,
    "special_modified_bessel_k0.default": elementwise,
    "special_modified_bessel_k1.default": elementwise,
    "special_scaled_modified_bessel_k0.default": elementwise,
    "special_scaled_modified_bessel_k1.default": elementwise,
    "special_spherical_bessel_j0.default": elementwise,
    "special_airy_ai.default": elementwise,
    "special_chebyshev_polynomial_t.default": elementwise,
    "special_chebyshev_polynomial_t.x_scalar": elementwise,
    "special_chebyshev_polynomial_t.n_scalar": elementwise,
    "special_chebyshev_polynomial_u.default": elementwise,
    "special_chebyshev_polynomial_u.x_scalar": elementwise,
    "special_chebyshev_polynomial_u.n_scalar": elementwise,
    "special_chebyshev_polynomial_v.default": elementwise,
    "special_chebyshev_polynomial_v.x_scalar": elementwise,
    "special_chebyshev_polynomial_v.n_scalar": elementwise,
    "special_chebyshev_polynomial_w.default": elementwise,
    "special_chebyshev_polynomial_w.x_scalar": elementwise,
    "special_chebyshev_polynomial_w.n_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_t.default": elementwise,
    "special_shifted_chebyshev_polynomial_t.x_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_t.n_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_u.default": elementwise,
    "special_shifted_chebyshev_polynomial_u.x_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_u.n_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_v.default": elementwise,
    "special_shifted_chebyshev_polynomial_v.x_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_v.n_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_w.default": elementwise,
    "special_shifted_chebyshev_polynomial_w.x_scalar": elementwise,
    "special_shifted_chebyshev_polynomial_w.n_scalar": elementwise,
    "special_hermite_polynomial_h.default": elementwise,
    "special_hermite_polynomial_h.x_scalar": elementwise,
    "special_hermite_polynomial_h.n_scalar": elementwise,
    "special_hermite_polynomial_he.default": elementwise,
    "special_hermite_polynomial_he.x_scalar": elementwise,
    "special_hermite_polynomial_he.n_scalar": elementwise,
    "special_laguerre_polynomial_l.default": elementwise,
    "special_laguerre_polynomial_l.x_scalar": elementwise,
    "special_laguerre_polynomial_l.n_scalar": elementwise,
    "special_legendre_polynomial_p.default": elementwise,
    "special_legendre_polynomial_p.x_scalar": elementwise,
    "special_legendre_polynomial_p.n_scalar": elementwise,
    "floor.default": elementwise,
    "floor_.default": elementwise,
    "ceil.default": elementwise,
    "ceil_.default": elementwise,
    "round.default": elementwise,
    "round_.default": elementwise,
    "round.decimals": elementwise,
    "trunc.default": elementwise,
    "trunc_.default": elementwise,
    "frac.default": elementwise,
    "frac_.default": elementwise,
    "clamp_min.default": elementwise,
    "clamp_min_.default": elementwise,
    "clamp_min.Tensor": elementwise,
    "clamp_max.default": elementwise,
    "clamp_max_.default": elementwise,
    "clamp_max.Tensor": elementwise,
    "nan_to_num.default": elementwise,
    "nan_to_num_.default": elementwise,
    "hardtanh.default": elementwise,
    "hardtanh_.default": elementwise,
    "hardtanh_backward.default": elementwise,
    "leaky_relu_backward.default": elementwise,
    "hardsigmoid_backward.default": elementwise,
    "leaky_relu.default": elementwise,
    "elu.default": elementwise,
    "celu.default": elementwise,
    "gelu.default": elementwise,
    "silu.default": elementwise,
    "silu_.default": elementwise,
    "mish.default": elementwise,
    "mish_.default": elementwise,
    "softplus.default": elementwise,
    "hardsigmoid.default": elementwise,
    "hardsigmoid_.default": elementwise,
    "hardswish.default": elementwise,
    "hardswish_.default": elementwise,
    "log_sigmoid.default": elementwise,
    "eq.Tensor": elementwise,
    "ne.Tensor": elementwise,
    "lt.Tensor": elementwise,
    "le.Tensor": elementwise,
    "gt.Tensor": elementwise,
    "ge.Tensor": elementwise,
    "logical_and.default": elementwise,
    "logical_and_.default": elementwise,
    "logical_or.default": elementwise,
    "logical_or_.default": elementwise,
    "logical_xor.default": elementwise,
    "logical_xor_.default": elementwise,
    "bitwise_and.Tensor": elementwise,
    "bitwise_and_.Tensor": elementwise,
    "bitwise_or.Tensor": elementwise,
    "bitwise_or_.Tensor": elementwise,
    "bitwise_xor.Tensor": elementwise,
    "bitwise_xor_.Tensor": elementwise,
    "logical_not.default": elementwise,
    "logical_not_.default": elementwise,
    "bitwise_not.default": elementwise,
    "bitwise_not_.default": elementwise,
    "sum.default": batch_sum_default,
    "sum.dim_IntList": batch_sum_dim_IntList,
    "mean.default": batch_mean_default,
    "mean.dim": batch_mean_dim,
    "var.correction": batch_var,
    "std.correction": batch_std,
    "max.dim": batch_max_dim,
    "max.default": batch_max_default,
    "min.dim": batch_min_dim,
    "min.default": batch_min_default,
    "softmax.int": batch_softmax,
    "log_softmax.int": batch_log_softmax,
    "prod.default": batch_prod_default,
    "prod.dim_int": batch_prod_dim_int,
    "amax.default": batch_amax,
    "amin.default": batch_amin,
    "argsort.stable": batch_argsort_stable,
    "argmax.default": batch_argmax,
    "argmin.default": batch_argmin,
    "logsumexp.default": batch_logsumexp,
    "linalg_vector_norm.default": batch_linalg_vector_norm,
    "norm.ScalarOpt_dim": batch_norm_ScalarOpt_dim,
    "cumsum.default": batch_cumsum,
    "cumsum_.default": batch_cumsum,
    "cumprod.default": batch_cumprod,
    "cumprod_.default": batch_cumprod,
    "all.dims": batch_all,
    "any.dims": batch_any,
    "nansum.default": batch_nansum,
    "var_mean.correction": batch_var_mean,
    "std_mean.correction": batch_std_mean,
    "aminmax.default": batch_aminmax,
    "median.default": batch_median_default,
    "median.dim": batch_median_dim,
    "nanmedian.default": batch_nanmedian_default,
    "nanmedian.dim": batch_nanmedian_dim,
    "kthvalue.default": batch_kthvalue,
    "mode.default": batch_mode,
    "cummax.default": batch_cummax,
    "cummin.default": batch_cummin,
    "logcumsumexp.default": batch_logcumsumexp,
    "count_nonzero.dim_IntList": batch_count_nonzero_dim_IntList,
    "count_nonzero.default": batch_count_nonzero_default,
    "sort.default": batch_sort_default,
    "sort.stable": batch_sort_stable,
    "argsort.default": batch_argsort_default,
    "topk.default": batch_topk,
    "isnan.default": elementwise,
    "isinf.default": elementwise,
    "isfinite.default": elementwise,
    "isclose.default": elementwise,
    "mm.default": batch_mm,
    "bmm.default": batch_bmm,
    "mv.default": batch_mv,
    "dot.default": batch_dot,
    "trace.default": batch_trace,
    "diagonal.default": batch_diagonal,
    "diagonal_copy.default": batch_diagonal_copy,
    "diagonal_backward.default": batch_diagonal_backward,
    "diag_embed.default": batch_diag_embed,
    "tril.default": batch_tril,
    "tril_.default": batch_tril,
    "triu.default": batch_triu,
    "triu_.default": batch_triu,
    "linalg_inv_ex.default": batch_linalg_inv_ex,
    "linalg_det.default": batch_linalg_det,
    "linalg_slogdet.default": batch_linalg_slogdet,
    "linalg_cholesky_ex.default": batch_linalg_cholesky_ex,
    "linalg_qr.default": batch_linalg_qr,
    "linalg_eigh.default": batch_linalg_eigh,
    "linalg_eig.default": batch_linalg_eig,
    "linalg_svd.default": batch_linalg_svd,
    "view_as_real.default": batch_view_as_real,
    "view_as_complex.default": batch_view_as_complex,
    "_conj.default": batch_conj,
    "_neg_view.default": batch_neg_view,
    "_conj_physical.default": elementwise,
    "conj_physical_.default": elementwise,
    "complex.default": elementwise,
    "polar.default": elementwise,
    "angle.default": elementwise,
    "sgn.default": elementwise,
    "sgn_.default": elementwise,
    "isreal.default": elementwise,
    "t.default": batch_t,
    "transpose.int": batch_transpose,
    "view.default": batch_view,
    "_unsafe_view.default": batch_unsafe_view,
    "_reshape_alias.default": batch_reshape_alias,
    "expand.default": batch_expand,
    "squeeze.default": batch_squeeze_default,
    "squeeze.dim": batch_squeeze_dim,
    "squeeze.dims": batch_squeeze_dims,
    "unsqueeze.default": batch_unsqueeze,
    "squeeze_.default": batch_squeeze__default,
    "squeeze_.dim": batch_squeeze__dim,
    "squeeze_.dims": batch_squeeze__dims,
    "unsqueeze_.default": batch_unsqueeze__default,
    "t_.default": batch_t__default,
    "transpose_.default": batch_transpose__default,
    "cat.default": batch_cat,
    "stack.default": batch_stack,
    "unbind.int": batch_unbind,
    "clone.default": batch_clone,
    "_to_copy.default": batch_to_copy,
    "where.self": elementwise,
    "permute.default": batch_permute,
    "repeat.default": batch_repeat,
    "flip.default": batch_flip,
    "roll.default": batch_roll,
    "split.Tensor": batch_split_Tensor,
    "split_with_sizes.default": batch_split_with_sizes,
    "select.int": batch_select,
    "select_backward.default": batch_select_backward,
    "slice.Tensor": batch_slice,
    "slice_backward.default": batch_slice_backward,
    "index.Tensor": batch_index,
    "index_put_zeros.default": batch_index_put_zeros,
    "alias.default": batch_alias,
    "index_select.default": batch_index_select,
    "gather.default": batch_gather,
    "scatter.src": batch_scatter_src,
    "scatter_.src": batch_scatter_src,
    "scatter.value": batch_scatter_value,
    "scatter_.value": batch_scatter_value,
    "scatter_add.default": batch_scatter_add,
    "scatter_add_.default": batch_scatter_add,
    "fill.Scalar": batch_fill_Scalar,
    "fill_.Scalar": batch_fill__Scalar,
    "zero_.default": batch_zero__default,
    "copy_.default": elementwise,
    "rot90.default": batch_rot90,
    "take.default": batch_take,
    "index_fill.int_Scalar": batch_index_fill_int_Scalar,
    "index_fill.int_Tensor": batch_index_fill_int_Tensor,
    "index_copy.default": batch_index_copy,
    "index_reduce.default": batch_index_reduce,
    "scatter_reduce.two": batch_scatter_reduce,
    "scatter_reduce_.two": batch_scatter_reduce,
    "select_scatter.default": batch_select_scatter,
    "slice_inverse.default": batch_slice_inverse,
    "slice_scatter.default": batch_slice_scatter,
    "diagonal_scatter.default": batch_diagonal_scatter,
    "as_strided.default": batch_as_strided,
    "_new_zeros_with_same_feature_meta.default": batch_new_zeros_with_same_feature_meta,
    "unfold.default": batch_unfold,
    "unfold_backward.default": batch_unfold_backward,
    "unsafe_split.Tensor": batch_unsafe_split,
    "unsafe_split_with_sizes.default": batch_unsafe_split_with_sizes,
    "vdot.default": batch_vdot,
    "linalg_cross.default": batch_linalg_cross,
    "_cdist_forward.default": batch_cdist_forward,
    "_cdist_backward.default": batch_cdist_backward,
    "_euclidean_dist.default": batch_euclidean_dist,
    "searchsorted.Tensor": batch_searchsorted_Tensor,
    "bucketize.Tensor": batch_bucketize_Tensor,
    "addmv.default": batch_addmv,
    "addr.default": batch_addr,
    "baddbmm.default": batch_baddbmm,
    "addbmm.default": batch_addbmm,
    "linalg_matrix_exp.default": batch_linalg_matrix_exp,
    "linalg_solve_triangular.default": batch_linalg_solve_triangular,
    "linalg_lu_factor_ex.default": batch_linalg_lu_factor_ex,
    "linalg_lu.default": batch_linalg_lu,
    "cholesky.default": batch_cholesky,
    "cholesky_solve.default": batch_cholesky_solve,
    "cholesky_inverse.default": batch_cholesky_inverse,
    "linalg_householder_product.default": batch_linalg_householder_product,
    "geqrf.default": batch_geqrf,
    "ormqr.default": batch_ormqr,
    "linalg_ldl_factor_ex.default": batch_linalg_ldl_factor_ex,
    "mse_loss.default": batch_mse_loss_default,
    "binary_cross_entropy_with_logits.default": batch_binary_cross_entropy_with_logits,
    "convolution.default": batch_convolution,
    "convolution_backward_weight.default": batch_convolution_backward_weight,
    "constant_pad_nd.default": batch_constant_pad_nd,
    "max_pool2d_with_indices.default": batch_max_pool2d_with_indices,
    "max_pool2d_with_indices_backward.default": batch_max_pool2d_with_indices_backward,
    "avg_pool2d.default": batch_avg_pool2d,
    "avg_pool2d_backward.default": batch_avg_pool2d_backward,
    "_adaptive_avg_pool2d.default": batch_adaptive_avg_pool2d,
    "_adaptive_avg_pool2d_backward.default": batch_adaptive_avg_pool2d_backward,
    "adaptive_max_pool2d.default": batch_adaptive_max_pool2d,
    "adaptive_max_pool2d_backward.default": batch_adaptive_max_pool2d_backward,
    "nll_loss_forward.default": batch_nll_loss_forward,
    "smooth_l1_loss.default": batch_smooth_l1_loss,
    "_loss_slope.default": elementwise,
    "_gelu_slope.default": elementwise,
    "huber_loss.default": batch_huber_loss_default,
    "binary_cross_entropy.default": batch_binary_cross_entropy,
    "addmm.default": batch_addmm,
    "embedding.default": batch_embedding,
    "native_layer_norm.default": batch_native_layer_norm,
    "native_batch_norm.default": batch_native_batch_norm,
    "reflection_pad1d.default": batch_reflection_pad1d,
    "reflection_pad1d_backward.default": batch_reflection_pad1d_backward,
    "reflection_pad2d.default": batch_reflection_pad2d,
    "reflection_pad2d_backward.default": batch_reflection_pad2d_backward,
    "replication_pad1d.default": batch_replication_pad1d,
    "replication_pad1d_backward.default": batch_replication_pad1d_backward,
    "replication_pad2d.default": batch_replication_pad2d,
    "replication_pad2d_backward.default": batch_replication_pad2d_backward,
    "bitwise_left_shift.Tensor": elementwise,
    "bitwise_left_shift_.Tensor": elementwise,
    "bitwise_right_shift.Tensor": elementwise,
    "bitwise_right_shift_.Tensor": elementwise,
    "asinh_.default": elementwise,
    "acosh_.default": elementwise,
    "atanh_.default": elementwise,
    "eq_.Scalar": elementwise,
    "eq_.Tensor": elementwise,
    "ne_.Scalar": elementwise,
    "ne_.Tensor": elementwise,
    "lt_.Scalar": elementwise,
    "lt_.Tensor": elementwise,
    "le_.Scalar": elementwise,
    "le_.Tensor": elementwise,
    "gt_.Scalar": elementwise,
    "gt_.Tensor": elementwise,
    "ge_.Scalar": elementwise,
    "ge_.Tensor": elementwise,
    "polygamma_.default": elementwise,
    "copysign.Tensor": elementwise,
    "copysign_.Tensor": elementwise,
    "copysign.Scalar": elementwise,
    "copysign_.Scalar": elementwise,
    "logaddexp.default": elementwise,
    "logaddexp2.default": elementwise,
    "ldexp.Tensor": elementwise,
    "ldexp_.Tensor": elementwise,
    "frexp.Tensor": elementwise,
    "nextafter.default": elementwise,
    "nextafter_.default": elementwise,
    "gcd.default": elementwise,
    "gcd_.default": elementwise,
    "lcm.default": elementwise,
    "lcm_.default": elementwise,
    "heaviside.default": elementwise,
    "heaviside_.default": elementwise,
    "signbit.default": elementwise,
    "isposinf.default": elementwise,
    "isneginf.default": elementwise,
    "deg2rad.default": elementwise,
    "deg2rad_.default": elementwise,
    "rad2deg.default": elementwise,
    "rad2deg_.default": elementwise,
    "addcmul.default": elementwise,
    "addcmul_.default": elementwise,
    "addcdiv.default": elementwise,
    "addcdiv_.default": elementwise,
    "elu_.default": elementwise,
    "celu_.default": elementwise,
    "leaky_relu_.default": elementwise,
    "threshold.default": elementwise,
    "threshold_.default": elementwise,
    "hardshrink.default": elementwise,
    "hardshrink_backward.default": elementwise,
    "softshrink.default": elementwise,
    "softshrink_backward.default": elementwise,
    "glu.default": batch_glu,
    "_prelu_kernel.default": elementwise,
    "max_pool3d_with_indices.default": batch_max_pool3d_with_indices,
    "max_pool3d_with_indices_backward.default": batch_max_pool3d_with_indices_backward,
    "avg_pool3d.default": batch_avg_pool3d,
    "avg_pool3d_backward.default": batch_avg_pool3d_backward,
    "_adaptive_avg_pool3d.default": batch_adaptive_avg_pool3d,
    "_adaptive_avg_pool3d_backward.default": batch_adaptive_avg_pool3d_backward,
    "adaptive_max_pool3d.default": batch_adaptive_max_pool3d,
    "adaptive_max_pool3d_backward.default": batch_adaptive_max_pool3d_backward,
    "max_unpool2d.default": batch_max_unpool2d,
    "max_unpool3d.default": batch_max_unpool3d,
    "fractional_max_pool2d_backward.default": batch_fractional_max_pool2d_backward,
    "fractional_max_pool3d_backward.default": batch_fractional_max_pool3d_backward,
    "reflection_pad3d.default": batch_reflection_pad3d,
    "reflection_pad3d_backward.default": batch_reflection_pad3d_backward,
    "replication_pad3d.default": batch_replication_pad3d,
    "replication_pad3d_backward.default": batch_replication_pad3d_backward,
    "_standard_gamma_grad.default": elementwise,
    "_dirichlet_grad.default": elementwise,
    "_fft_c2c.default": batch_fft_c2c,
    "_fft_r2c.default": batch_fft_r2c,
    "_fft_c2r.default": batch_fft_c2r,
    "_test_autograd_multiple_dispatch.fullcoverage": batch_test_autograd_multiple_dispatch_fullcoverage,
    "_test_autograd_multiple_dispatch_view.default": batch_test_autograd_multiple_dispatch_view,
    "_test_autograd_multiple_dispatch_view_copy.default": batch_test_autograd_multiple_dispatch_view_copy,
}

# In-place ops: the loop fallback writes each sample of self in place.
INPLACE = frozenset({
    "abs_.default",
    "acos_.default",
    "acosh_.default",
    "add_.Tensor",
    "addbmm_.default",
    "addcdiv_.default",
    "addcmul_.default",
    "addmm_.default",
    "addmv_.default",
    "addr_.default",
    "as_strided_.default",
    "asin_.default",
    "asinh_.default",
    "atan2_.default",
    "atan_.default",
    "atanh_.default",
    "baddbmm_.default",
    "bitwise_and_.Tensor",
    "bitwise_left_shift_.Tensor",
    "bitwise_not_.default",
    "bitwise_or_.Tensor",
    "bitwise_right_shift_.Tensor",
    "bitwise_xor_.Tensor",
    "ceil_.default",
    "celu_.default",
    "clamp_.Tensor",
    "clamp_.default",
    "clamp_max_.default",
    "clamp_min_.default",
    "conj_physical_.default",
    "copy_.default",
    "copysign_.Scalar",
    "copysign_.Tensor",
    "cos_.default",
    "cosh_.default",
    "cumprod_.default",
    "cumsum_.default",
    "deg2rad_.default",
    "digamma_.default",
    "div_.Tensor",
    "div_.Tensor_mode",
    "elu_.default",
    "embedding_renorm_.default",
    "eq_.Scalar",
    "eq_.Tensor",
    "erf_.default",
    "erfc_.default",
    "erfinv_.default",
    "exp2_.default",
    "exp_.default",
    "expm1_.default",
    "fill_.Scalar",
    "fill_.Tensor",
    "floor_.default",
    "floor_divide_.default",
    "fmod_.Tensor",
    "frac_.default",
    "gcd_.default",
    "ge_.Scalar",
    "ge_.Tensor",
    "gt_.Scalar",
    "gt_.Tensor",
    "hardsigmoid_.default",
    "hardswish_.default",
    "hardtanh_.default",
    "heaviside_.default",
    "hypot_.default",
    "i0_.default",
    "igamma_.default",
    "igammac_.default",
    "index_add_.default",
    "index_copy_.default",
    "index_fill_.int_Scalar",
    "index_fill_.int_Tensor",
    "index_put_.default",
    "index_reduce_.default",
    "lcm_.default",
    "ldexp_.Tensor",
    "le_.Scalar",
    "le_.Tensor",
    "leaky_relu_.default",
    "lerp_.Scalar",
    "lerp_.Tensor",
    "lgamma_.default",
    "log10_.default",
    "log1p_.default",
    "log2_.default",
    "log_.default",
    "logical_and_.default",
    "logical_not_.default",
    "logical_or_.default",
    "logical_xor_.default",
    "logit_.default",
    "lt_.Scalar",
    "lt_.Tensor",
    "masked_fill_.Scalar",
    "masked_fill_.Tensor",
    "masked_scatter_.default",
    "mish_.default",
    "mul_.Tensor",
    "mvlgamma_.default",
    "nan_to_num_.default",
    "ne_.Scalar",
    "ne_.Tensor",
    "neg_.default",
    "nextafter_.default",
    "polygamma_.default",
    "pow_.Scalar",
    "pow_.Tensor",
    "put_.default",
    "rad2deg_.default",
    "reciprocal_.default",
    "relu_.default",
    "remainder_.Tensor",
    "renorm_.default",
    "round_.default",
    "rrelu_with_noise_.default",
    "rsqrt_.default",
    "scatter_.src",
    "scatter_.value",
    "scatter_add_.default",
    "scatter_reduce_.two",
    "sgn_.default",
    "sigmoid_.default",
    "sign_.default",
    "silu_.default",
    "sin_.default",
    "sinc_.default",
    "sinh_.default",
    "sqrt_.default",
    "squeeze_.default",
    "squeeze_.dim",
    "squeeze_.dims",
    "sub_.Tensor",
    "t_.default",
    "tan_.default",
    "tanh_.default",
    "threshold_.default",
    "transpose_.default",
    "tril_.default",
    "triu_.default",
    "trunc_.default",
    "unsqueeze_.default",
    "xlogy_.Tensor",
    "zero_.default",
})
