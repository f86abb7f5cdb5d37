# Generated from my_ops.yaml by `python -m gradtable.codegen`. Do not edit: change the table and regenerate.
# ruff: noqa: F401, I001, E501
"""Op entry points: run the NumPy forward, and when a gradient is needed record
a Backward node (generated/functions.py) with exactly what its formulas use.
View ops mark their results as views (core/views.py); in-place ops write into self
and rewrite its history (core/inplace.py)."""
import math

import numpy as np

from gradtable.kernels import activation as activation_kernels
from gradtable.kernels import complex as complex_kernels
from gradtable.kernels import core as kernels
from gradtable.kernels import diagonals as diagonal_kernels
from gradtable.kernels import distance as distance_kernels
from gradtable.kernels import distributions as distribution_kernels
from gradtable.kernels import elementwise as elementwise_kernels
from gradtable.kernels import fft as fft_kernels
from gradtable.kernels import histogram as histogram_kernels
from gradtable.kernels import indexing as indexing_kernels
from gradtable.kernels import linalg as linalg_kernels
from gradtable.kernels import linalg_eig as eig_kernels
from gradtable.kernels import linalg_factor as factor_kernels
from gradtable.kernels import linalg_lstsq as lstsq_kernels
from gradtable.kernels import loss as loss_kernels
from gradtable.kernels import matmul as matmul_kernels
from gradtable.kernels import matrix_functions as matrix_function_kernels
from gradtable.kernels import nn as nn_kernels
from gradtable.kernels import normalization as normalization_kernels
from gradtable.kernels import norms as norm_kernels
from gradtable.kernels import output_layout as layout_kernels
from gradtable.kernels import pointwise as pointwise_kernels
from gradtable.kernels import polynomials as polynomial_kernels
from gradtable.kernels import pooling as pooling_kernels
from gradtable.kernels import reduction as reduction_kernels
from gradtable.kernels import scatter as scatter_kernels
from gradtable.kernels import search as search_kernels
from gradtable.kernels import special as special_kernels
from gradtable.kernels import statistics as statistics_kernels
from gradtable.kernels import strided as strided_kernels
from gradtable.kernels import unique as unique_kernels
from gradtable.ops import complex_composite
from gradtable.ops import composite
from gradtable.ops import fft_composite
from gradtable.ops import legacy_norms
from gradtable.ops import linalg_composite
from gradtable.ops import linalg_products
from gradtable.ops import linalg_solvers
from gradtable.ops import loss_composite
from gradtable.ops import nn_composite
from gradtable.ops import pointwise_composite
from gradtable.ops import shape_composite
from gradtable.ops import statistics_composite
from my_ops import my_kernels
from gradtable.autograd.forward_grad import any_tangent, set_result_tangents
from gradtable.autograd.forward_grad import inplace as fw_inplace
from gradtable.autograd.forward_grad import inplace_view as fw_inplace_view
from gradtable.autograd.forward_grad import state as _fw
from gradtable.autograd.forward_grad import unsupported as fw_unsupported
from gradtable.autograd.dispatch_state import state as _ov
from gradtable.autograd.node import NotImplementedNode, record, record_not_implemented, record_one, record_two
from gradtable.autograd.saved import SavedIndex, saved_input, saved_output
from gradtable.core.autocast_state import state as _autocast
from gradtable.core.dtypes import float32 as _float32
from gradtable.core.dtypes import usage as _usage
from gradtable.core.inplace import (check_inplace, check_written_shape, must_record_inplace, rebase_history,
                                    refuse_overlap, restride, save_original, set_view_history, writable, write)
from gradtable.core.views import ViewFunc, as_view, as_views
from gradtable.core.tensor import Tensor
from gradtable.ops.dispatch import dispatch_inplace as _dispatch_inplace
from gradtable.ops.dispatch import dispatch_wanted as _dispatch_wanted
from gradtable.ops.dispatch import route_dispatch as _route_dispatch
from gradtable.ops.dispatch import route_function as _route_function
from gradtable.ops.out_argument import call_with_out, with_out
from gradtable.ops.subclass import is_wrapper
from gradtable.ops.deprecated_orders import DeprecatedOrders
from gradtable.ops.op_support import (ABSENT, autocast_inputs, broadcast_error, call_overload, dtype_of,
                                      elementwise_result, geometry_of, info_of, make_result, must_record, ndim_of,
                                      not_a_tensor, numpy_index, numpy_keyword, refuse_complex, refuse_grad,
                                      reject_requires_grad,
                                      return_type, save, select_overload, shape_of, sizes_argument, strides_of,
                                      TENSOR_OR_NUMBER, unwrap, unwrap_list, unwrap_operands, unwrap_pair,
                                      unwrap_ufunc_pair)
from my_ops import forward as _jvps
from my_ops.functions import (
    ScaledDotBackward0,
    SoftClipBackward0,
    SwishBackward0,
    SwishGradBackward0,
)


def soft_clip(input, limit=3.0, *, out=None):
    """soft_clip(Tensor self, float limit=3.0) -> Tensor   [my_ops.yaml:7]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("soft_clip", soft_clip, (self, limit), {}, out)
    if _ov.active:
        routed = _route_function(soft_clip, (self, limit), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # PyTorch's parser refuses a number here
        raise not_a_tensor("soft_clip", "input", 1, self)
    if _ov.dispatch and (routed := _route_dispatch(soft_clip, "soft_clip.default", (self, limit), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(my_kernels.soft_clip(unwrap(self), limit), (self,))
    if must_record(self):
        grad_fn = record_one(SoftClipBackward0, self, result)
        grad_fn._saved_limit = limit
        grad_fn._raw_saved_result = saved_output(result)
    if _fw.active:
        set_result_tangents((result,), _jvps.jvp_soft_clip(result, self, limit), (self,))
    return result


def swish(input, *, out=None):
    """swish(Tensor self) -> Tensor   [my_ops.yaml:15]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("swish", swish, (self,), {}, out)
    if _ov.active:
        routed = _route_function(swish, (self,), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # PyTorch's parser refuses a number here
        raise not_a_tensor("swish", "input", 1, self)
    if _ov.dispatch and (routed := _route_dispatch(swish, "swish.default", (self,), {},
                                                   ((self,) if must_record(self) else None))) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(unwrap(self) / (1 + np.exp(-unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(SwishBackward0, self, result)
        grad_fn._raw_saved_self = saved_input(self)
    if _fw.active:
        set_result_tangents((result,), _jvps.jvp_swish(result, self), (self,))
    return result


def swish_grad(input, *, out=None):
    """swish_grad(Tensor self) -> Tensor   [my_ops.yaml:22]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("swish_grad", swish_grad, (self,), {}, out)
    if _ov.active:
        routed = _route_function(swish_grad, (self,), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # PyTorch's parser refuses a number here
        raise not_a_tensor("swish_grad", "input", 1, self)
    if _ov.dispatch and (routed := _route_dispatch(swish_grad, "swish_grad.default", (self,), {},
                                                   ((self,) if must_record(self) else None))) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result((1 + np.exp(-unwrap(self)) * (1 + unwrap(self))) / np.square(1 + np.exp(-unwrap(self))),
                             (self,))
    if must_record(self):
        grad_fn = record_one(SwishGradBackward0, self, result)
        grad_fn._raw_saved_self = saved_input(self)
    if _fw.active:
        set_result_tangents((result,), _jvps.jvp_swish_grad(result, self), (self,))
    return result


def scaled_dot(input, other, *, scale=1.0, out=None):
    """scaled_dot(Tensor self, Tensor other, *, float scale=1.0) -> Tensor   [my_ops.yaml:30]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("scaled_dot", scaled_dot, (self, other), {"scale": scale}, out)
    if _ov.active:
        routed = _route_function(scaled_dot, (self, other), {"scale": scale})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(scaled_dot, "scaled_dot.default", (self, other), {"scale": scale},
                                                   ((other if must_record(self) else None),
                                                    (self if must_record(other) else None)))) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_pair(self, other)
        try:
            result = elementwise_result((self_array,
                                         other_array), np.multiply(np.sum(np.multiply(self_array, other_array),
                                                                                      axis=-1), scale), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(ScaledDotBackward0, self, other, result)
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_scale = scale
    if _fw.active:
        set_result_tangents((result,), _jvps.jvp_scaled_dot(result, self, other, scale=scale), (self, other))
    return result


# Every table op by PyTorch's dispatcher name (ops/dispatch.py: gradtable.ops.aten, what modes see)
ATEN = {
    "soft_clip.default": soft_clip,
    "swish.default": swish,
    "swish_grad.default": swish_grad,
    "scaled_dot.default": scaled_dot,
}
