# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Op entry points: run the NumPy forward, and when a gradient is needed record
a Backward node (generated/functions.py) with exactly what its formulas use.
View ops mark their results as views (views.py); in-place ops write into self
and rewrite its history (inplace.py)."""
import math
from collections import namedtuple

import numpy as np

from gradtable import composite, kernels, linalg_kernels, nn_kernels
from gradtable.inplace import (check_inplace, must_record_inplace, rebase_history, save_original, writable,
                               write)
from gradtable.op_support import (dtype_of, int_list, make_result, must_record, ndim_of, numpy_index,
                                  refuse_grad, requires_grad, save, select_overload, shape_of, unwrap,
                                  unwrap_list)
from gradtable.views import as_view, as_views
from gradtable.generated.functions import (
    AbsBackward0,
    AddBackward0,
    AliasBackward0,
    BinaryCrossEntropyWithLogitsBackward0,
    BmmBackward0,
    CatBackward0,
    ClampBackward0,
    ClampBackward1,
    CloneBackward0,
    CopyBackwards,
    CosBackward0,
    DivBackward0,
    DotBackward0,
    ExpBackward0,
    ExpandBackward0,
    FillBackward0,
    FillBackward1,
    FillBackward2,
    FillBackward3,
    IndexBackward0,
    IndexPutBackward0,
    IndexPutZerosBackward0,
    LogBackward0,
    LogSoftmaxBackward0,
    MaxBackward0,
    MaxBackward1,
    MeanBackward0,
    MeanBackward1,
    MinBackward0,
    MinBackward1,
    MmBackward0,
    MseLossBackward0,
    MulBackward0,
    MvBackward0,
    NegBackward0,
    PowBackward0,
    PowBackward1,
    PowBackward2,
    ReciprocalBackward0,
    ReluBackward0,
    RsubBackward0,
    RsubBackward1,
    SelectBackward0,
    SelectBackwardBackward0,
    SigmoidBackward0,
    SignBackward0,
    SinBackward0,
    SliceBackward0,
    SliceBackwardBackward0,
    SoftmaxBackward0,
    SqrtBackward0,
    SqueezeBackward0,
    SqueezeBackward1,
    SqueezeBackward2,
    StackBackward0,
    StdBackward0,
    SubBackward0,
    SumBackward0,
    SumBackward1,
    TBackward0,
    TanhBackward0,
    ThresholdBackwardBackward0,
    ToCopyBackward0,
    TransposeBackward0,
    UnbindBackward0,
    UnsafeViewBackward0,
    UnsqueezeBackward0,
    VarBackward0,
    ViewBackward0,
    WhereBackward0,
    ZeroBackward0,
)

max_result = namedtuple("max", ["values", "indices", ])

min_result = namedtuple("min", ["values", "indices", ])


def add(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:59]"""
    result = make_result(np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def sub(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:67]"""
    result = make_result(np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Tensor(self, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:75]"""
    result = make_result(np.subtract(unwrap(other), unwrap(self)) if alpha == 1 else np.subtract(unwrap(other), np.multiply(unwrap(self), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = RsubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Scalar(self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:82]"""
    result = make_result(np.subtract(other, unwrap(self)) if alpha == 1 else np.subtract(other, np.multiply(unwrap(self), alpha)), (self,))
    if must_record(self):
        grad_fn = RsubBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_alpha = alpha
    return result


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:89]"""
    result = make_result(np.multiply(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MulBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(other) else None
        grad_fn._raw_saved_other = save(other) if requires_grad(self) else None
    return result


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:97]"""
    result = make_result(np.true_divide(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(other) else None
        grad_fn._raw_saved_other = save(other)
    return result


def neg(self):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:105]"""
    result = make_result(np.negative(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = NegBackward0()
        grad_fn.connect((self,), (result,))
    return result


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:111]"""
    result = make_result(np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu' else unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ReciprocalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:116]"""
    result = make_result(np.power(unwrap(self), exponent), (self,))
    if must_record(self):
        grad_fn = PowBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_exponent = exponent
    return result


def _pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:123]"""
    result = make_result(np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    if must_record(self, exponent):
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:130]"""
    result = make_result(np.power(self, unwrap(exponent)), (exponent,))
    if must_record(exponent):
        grad_fn = PowBackward2()
        grad_fn.connect((exponent,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def square(self):
    """square(Tensor self) -> Tensor   [derivatives.yaml:136]"""
    return composite.square(self)


def exp(self):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:139]"""
    result = make_result(np.exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log(self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:144]"""
    result = make_result(np.log(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:150]"""
    result = make_result(np.sqrt(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def abs(self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:156]"""
    result = make_result(np.abs(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sign(self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:162]"""
    result = make_result(np.sign(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SignBackward0()
        grad_fn.connect((self,), (result,))
    return result


def sin(self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:166]"""
    result = make_result(np.sin(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cos(self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:171]"""
    result = make_result(np.cos(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanh(self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:176]"""
    result = make_result(np.tanh(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:181]"""
    result = make_result(kernels.sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def relu(self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:186]"""
    result = make_result(np.maximum(unwrap(self), 0), (self,))
    if must_record(self):
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def threshold_backward(grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:191]"""
    result = make_result(kernels.threshold_backward(unwrap(grad_output), unwrap(self), threshold), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ThresholdBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(grad_output) else None
        grad_fn._saved_threshold = threshold
    return result


def _clamp_Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:198]"""
    result = make_result(kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
    if must_record(self, min, max):
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    return result


def _clamp_default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:205]"""
    result = make_result(kernels.clamp(unwrap(self), min, max), (self,))
    if must_record(self):
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    return result


def eq(self, other):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:212]"""
    result = make_result(np.equal(unwrap(self), unwrap(other)), (self, other))
    return result


def ne(self, other):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:217]"""
    result = make_result(np.not_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def lt(self, other):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:222]"""
    result = make_result(np.less(unwrap(self), unwrap(other)), (self, other))
    return result


def le(self, other):
    """le.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:227]"""
    result = make_result(np.less_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def gt(self, other):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:232]"""
    result = make_result(np.greater(unwrap(self), unwrap(other)), (self, other))
    return result


def ge(self, other):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:237]"""
    result = make_result(np.greater_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:242]"""
    result = make_result(np.logical_and(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:247]"""
    result = make_result(np.logical_or(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   [derivatives.yaml:252]"""
    result = make_result(np.logical_not(unwrap(self)), (self,))
    return result


def _sum_default(self, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:258]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _sum_dim_IntList(self, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:262]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def _mean_default(self, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:267]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _mean_dim(self, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:271]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:276]"""
    result = make_result(kernels.var(unwrap(self), dim, unbiased, keepdim, correction), (self,))
    if must_record(self):
        grad_fn = VarBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_unbiased = unbiased
        grad_fn._saved_keepdim = keepdim
        grad_fn._saved_correction = correction
    return result


def std(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:281]"""
    result = make_result(kernels.std(unwrap(self), dim, unbiased, keepdim, correction), (self,))
    if must_record(self):
        grad_fn = StdBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_unbiased = unbiased
        grad_fn._saved_keepdim = keepdim
        grad_fn._saved_correction = correction
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:286]"""
    values, indices = (make_result(array, (self,)) for array in kernels.max_dim(unwrap(self), dim, keepdim))
    if must_record(self):
        grad_fn = MaxBackward0()
        grad_fn.connect((self,), (values, None))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = save(indices, is_output=True)
    return max_result(values, indices)


def _max_default(self):
    """max(Tensor self) -> Tensor   [derivatives.yaml:292]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.max), (self,))
    if must_record(self):
        grad_fn = MaxBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:296]"""
    values, indices = (make_result(array, (self,)) for array in kernels.max_dim(unwrap(self), dim, keepdim, largest=False))
    if must_record(self):
        grad_fn = MinBackward0()
        grad_fn.connect((self,), (values, None))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = save(indices, is_output=True)
    return min_result(values, indices)


def _min_default(self):
    """min(Tensor self) -> Tensor   [derivatives.yaml:302]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.min), (self,))
    if must_record(self):
        grad_fn = MinBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def softmax(self, dim, dtype=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:306]"""
    result = make_result(kernels.softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log_softmax(self, dim, dtype=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:311]"""
    result = make_result(kernels.log_softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = LogSoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:317]"""
    return composite.matmul(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:323]"""
    result = make_result(kernels.mm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = MmBackward0()
        grad_fn.connect((self, mat2), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(mat2) else None
        grad_fn._raw_saved_mat2 = save(mat2) if requires_grad(self) else None
    return result


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:329]"""
    result = make_result(kernels.bmm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = BmmBackward0()
        grad_fn.connect((self, mat2), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(mat2) else None
        grad_fn._raw_saved_mat2 = save(mat2) if requires_grad(self) else None
    return result


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:335]"""
    result = make_result(kernels.mv(unwrap(self), unwrap(vec)), (self, vec))
    if must_record(self, vec):
        grad_fn = MvBackward0()
        grad_fn.connect((self, vec), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(vec) else None
        grad_fn._raw_saved_vec = save(vec) if requires_grad(self) else None
    return result


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:341]"""
    result = make_result(kernels.dot(unwrap(self), unwrap(tensor)), (self, tensor))
    if must_record(self, tensor):
        grad_fn = DotBackward0()
        grad_fn.connect((self, tensor), (result,))
        grad_fn._raw_saved_self = save(self) if requires_grad(tensor) else None
        grad_fn._raw_saved_tensor = save(tensor) if requires_grad(self) else None
    return result


def t(self):
    """t(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:348]"""
    result = make_result(kernels.t(unwrap(self)), (self,))
    as_view(self, result, lambda base: t(base))
    if must_record(self):
        grad_fn = TBackward0()
        grad_fn.connect((self,), (result,))
    return result


def transpose(self, dim0, dim1):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)   [derivatives.yaml:353]"""
    result = make_result(kernels.transpose(unwrap(self), dim0, dim1), (self,))
    as_view(self, result, lambda base: transpose(base, dim0, dim1))
    if must_record(self):
        grad_fn = TransposeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    return result


def view(self, *size):
    """view(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:358]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    as_view(self, result, lambda base: view(base, size))
    if must_record(self):
        grad_fn = ViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _unsafe_view(self, *size):
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:364]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = UnsafeViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   [derivatives.yaml:370]"""
    return composite.reshape(self, *shape)


def flatten(self, start_dim=0, end_dim=-1):
    """flatten.using_ints(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   [derivatives.yaml:374]"""
    return composite.flatten(self, start_dim, end_dim)


def expand(self, *size):
    """expand(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:378]"""
    size = int_list(size)
    result = make_result(kernels.expand(unwrap(self), size), (self,))
    as_view(self, result, lambda base: expand(base, size))
    if must_record(self):
        grad_fn = ExpandBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_default(self):
    """squeeze(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:384]"""
    result = make_result(kernels.squeeze(unwrap(self), None), (self,))
    as_view(self, result, lambda base: _squeeze_default(base))
    if must_record(self):
        grad_fn = SqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dim(self, dim):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:389]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: _squeeze_dim(base, dim))
    if must_record(self):
        grad_fn = SqueezeBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dims(self, dim):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)   [derivatives.yaml:394]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: _squeeze_dims(base, dim))
    if must_record(self):
        grad_fn = SqueezeBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def unsqueeze(self, dim):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:399]"""
    result = make_result(kernels.unsqueeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: unsqueeze(base, dim))
    if must_record(self):
        grad_fn = UnsqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
    return result


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:404]"""
    result = make_result(kernels.cat(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = CatBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
        grad_fn._saved_dim = dim
    return result


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:410]"""
    result = make_result(kernels.stack(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = StackBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_dim = dim
    return result


def unbind(self, dim=0):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]   [derivatives.yaml:416]"""
    result = [make_result(array, (self,)) for array in kernels.unbind(unwrap(self), dim)]
    as_views(self, result, lambda i: (lambda base: unbind(base, dim)[i]))
    if must_record(self):
        grad_fn = UnbindBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return result


def clone(self):
    """clone(Tensor self) -> Tensor   [derivatives.yaml:421]"""
    result = make_result(unwrap(self).copy(), (self,))
    if must_record(self):
        grad_fn = CloneBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _to_copy(self, dtype=None):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:425]"""
    result = make_result(unwrap(self).astype(kernels.numpy_dtype(dtype)) if dtype is not None else unwrap(self).copy(), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ToCopyBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_scalar_type = dtype_of(self)
    return result


def where(condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:430]"""
    result = make_result(np.where(unwrap(condition), unwrap(self), unwrap(other)), (condition, self, other))
    if must_record(self, other):
        grad_fn = WhereBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_condition = save(condition)
    return result


def select(self, dim, index):
    """select.int(Tensor(a) self, int dim, int index) -> Tensor(a)   [derivatives.yaml:439]"""
    result = make_result(kernels.select(unwrap(self), dim, index), (self,))
    as_view(self, result, lambda base: select(base, dim, index))
    if must_record(self):
        grad_fn = SelectBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def select_backward(grad_output, input_sizes, dim, index):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:444]"""
    result = make_result(kernels.select_backward(unwrap(grad_output), input_sizes, dim, index), (grad_output,))
    if must_record(grad_output):
        grad_fn = SelectBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def slice(self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor(a)   [derivatives.yaml:450]"""
    result = make_result(kernels.slice_(unwrap(self), dim, start, end, step), (self,))
    as_view(self, result, lambda base: slice(base, dim, start, end, step))
    if must_record(self):
        grad_fn = SliceBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_start = start
        grad_fn._saved_end = end
        grad_fn._saved_step = step
    return result


def slice_backward(grad_output, input_sizes, dim, start, end, step):
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor   [derivatives.yaml:456]"""
    result = make_result(kernels.slice_backward(unwrap(grad_output), input_sizes, dim, start, end, step), (grad_output,))
    if must_record(grad_output):
        grad_fn = SliceBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._saved_start = start
        grad_fn._saved_end = end
        grad_fn._saved_step = step
    return result


def index(self, indices):
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:462]"""
    result = make_result(kernels.index(unwrap(self), numpy_index(indices)), (self,))
    if must_record(self):
        grad_fn = IndexBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_indices = indices
    return result


def index_put_zeros(grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:468]"""
    result = make_result(kernels.index_put_zeros(unwrap(grad_output), input_sizes, numpy_index(indices)), (grad_output,))
    if must_record(grad_output):
        grad_fn = IndexPutZerosBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_indices = indices
    return result


def alias(self):
    """alias(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:474]"""
    result = make_result(unwrap(self).view(), (self,))
    as_view(self, result, lambda base: alias(base))
    if must_record(self):
        grad_fn = AliasBackward0()
        grad_fn.connect((self,), (result,))
    return result


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   [derivatives.yaml:479]"""
    result = make_result(kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate), (self, values))
    if must_record(self, values):
        grad_fn = IndexPutBackward0()
        grad_fn.connect((self, values), (result,))
        grad_fn._saved_indices = indices
        grad_fn._saved_accumulate = accumulate
    return result


def _fill_Scalar(self, value):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor   [derivatives.yaml:488]"""
    result = make_result(np.full_like(unwrap(self), value), (self,))
    if must_record(self):
        grad_fn = FillBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _fill_Tensor(self, value):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor   [derivatives.yaml:494]"""
    result = make_result(kernels.fill(unwrap(self), unwrap(value)), (self, value))
    if must_record(self, value):
        grad_fn = FillBackward1()
        grad_fn.connect((self, value), (result,))
    return result


def mse_loss(input, target, reduction='mean'):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor   [derivatives.yaml:524]"""
    result = make_result(kernels.reduce_loss(np.square(np.subtract(unwrap(input), unwrap(target))), reduction), (input, target))
    if must_record(input, target):
        grad_fn = MseLossBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
    return result


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, str reduction="mean") -> Tensor   [derivatives.yaml:532]"""
    result = make_result(kernels.bce_with_logits(unwrap(input), unwrap(target), unwrap(weight), unwrap(pos_weight), reduction), (input, target, weight, pos_weight))
    refuse_grad("binary_cross_entropy_with_logits", "weight", weight)
    refuse_grad("binary_cross_entropy_with_logits", "pos_weight", pos_weight)
    if must_record(input, target):
        grad_fn = BinaryCrossEntropyWithLogitsBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._raw_saved_pos_weight = save(pos_weight)
        grad_fn._saved_reduction = reduction
    return result


def add_(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor, in place on self   [derivatives.yaml:59]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = AddBackward0()
        grad_fn._saved_alpha = alpha
        write(self, np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
        rebase_history(self, grad_fn, (self, other))
        return self
    out = writable(self)
    try:
        np.add(unwrap(self), unwrap(other), out=out) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    self._bump_version()
    return self


def sub_(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor, in place on self   [derivatives.yaml:67]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = SubBackward0()
        grad_fn._saved_alpha = alpha
        write(self, np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
        rebase_history(self, grad_fn, (self, other))
        return self
    out = writable(self)
    try:
        np.subtract(unwrap(self), unwrap(other), out=out) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    self._bump_version()
    return self


def mul_(self, other):
    """mul(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:89]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = MulBackward0()
        grad_fn._raw_saved_self = save_original(self) if requires_grad(other) else None
        grad_fn._raw_saved_other = save(other) if requires_grad(self) else None
        write(self, np.multiply(unwrap(self), unwrap(other)), (self, other))
        rebase_history(self, grad_fn, (self, other))
        return self
    out = writable(self)
    try:
        np.multiply(unwrap(self), unwrap(other), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.multiply(unwrap(self), unwrap(other)), (self, other))
    self._bump_version()
    return self


def div_(self, other):
    """div(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:97]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = DivBackward0()
        grad_fn._raw_saved_self = save_original(self) if requires_grad(other) else None
        grad_fn._raw_saved_other = save(other)
        write(self, np.true_divide(unwrap(self), unwrap(other)), (self, other))
        rebase_history(self, grad_fn, (self, other))
        return self
    out = writable(self)
    try:
        np.true_divide(unwrap(self), unwrap(other), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.true_divide(unwrap(self), unwrap(other)), (self, other))
    self._bump_version()
    return self


def neg_(self):
    """neg(Tensor self) -> Tensor, in place on self   [derivatives.yaml:105]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = NegBackward0()
        write(self, np.negative(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    out = writable(self)
    try:
        np.negative(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.negative(unwrap(self)), (self,))
    self._bump_version()
    return self


def _pow__Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor, in place on self   [derivatives.yaml:116]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = PowBackward0()
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_exponent = exponent
        write(self, np.power(unwrap(self), exponent), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    out = writable(self)
    try:
        np.power(unwrap(self), exponent, out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.power(unwrap(self), exponent), (self,))
    self._bump_version()
    return self


def _pow__Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor, in place on self   [derivatives.yaml:123]"""
    if must_record_inplace(self, exponent):
        check_inplace(self)
        grad_fn = PowBackward1()
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_exponent = save(exponent)
        write(self, np.power(unwrap(self), unwrap(exponent)), (self, exponent))
        rebase_history(self, grad_fn, (self, exponent))
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    out = writable(self)
    try:
        np.power(unwrap(self), unwrap(exponent), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    self._bump_version()
    return self


def exp_(self):
    """exp(Tensor self) -> Tensor, in place on self   [derivatives.yaml:139]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ExpBackward0()
        write(self, np.exp(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    out = writable(self)
    try:
        np.exp(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.exp(unwrap(self)), (self,))
    self._bump_version()
    return self


def log_(self):
    """log(Tensor self) -> Tensor, in place on self   [derivatives.yaml:144]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LogBackward0()
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.log(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    out = writable(self)
    try:
        np.log(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.log(unwrap(self)), (self,))
    self._bump_version()
    return self


def sqrt_(self):
    """sqrt(Tensor self) -> Tensor, in place on self   [derivatives.yaml:150]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SqrtBackward0()
        write(self, np.sqrt(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    out = writable(self)
    try:
        np.sqrt(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.sqrt(unwrap(self)), (self,))
    self._bump_version()
    return self


def abs_(self):
    """abs(Tensor self) -> Tensor, in place on self   [derivatives.yaml:156]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AbsBackward0()
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.abs(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    out = writable(self)
    try:
        np.abs(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.abs(unwrap(self)), (self,))
    self._bump_version()
    return self


def sin_(self):
    """sin(Tensor self) -> Tensor, in place on self   [derivatives.yaml:166]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SinBackward0()
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.sin(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    out = writable(self)
    try:
        np.sin(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.sin(unwrap(self)), (self,))
    self._bump_version()
    return self


def cos_(self):
    """cos(Tensor self) -> Tensor, in place on self   [derivatives.yaml:171]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CosBackward0()
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.cos(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    out = writable(self)
    try:
        np.cos(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.cos(unwrap(self)), (self,))
    self._bump_version()
    return self


def tanh_(self):
    """tanh(Tensor self) -> Tensor, in place on self   [derivatives.yaml:176]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TanhBackward0()
        write(self, np.tanh(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    out = writable(self)
    try:
        np.tanh(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.tanh(unwrap(self)), (self,))
    self._bump_version()
    return self


def sigmoid_(self):
    """sigmoid(Tensor self) -> Tensor, in place on self   [derivatives.yaml:181]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SigmoidBackward0()
        write(self, kernels.sigmoid(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    return write(self, kernels.sigmoid(unwrap(self)), (self,))


def relu_(self):
    """relu(Tensor self) -> Tensor, in place on self   [derivatives.yaml:186]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ReluBackward0()
        write(self, np.maximum(unwrap(self), 0), (self,))
        rebase_history(self, grad_fn, (self,))
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    out = writable(self)
    try:
        np.maximum(unwrap(self), 0, out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.maximum(unwrap(self), 0), (self,))
    self._bump_version()
    return self


def _clamp__Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor, in place on self   [derivatives.yaml:198]"""
    if must_record_inplace(self, min, max):
        check_inplace(self)
        grad_fn = ClampBackward0()
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
        write(self, kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
        rebase_history(self, grad_fn, (self, min, max))
        return self
    return write(self, kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))


def _clamp__default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor, in place on self   [derivatives.yaml:205]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ClampBackward1()
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
        write(self, kernels.clamp(unwrap(self), min, max), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    return write(self, kernels.clamp(unwrap(self), min, max), (self,))


def index_put_(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor, in place on self   [derivatives.yaml:479]"""
    if must_record_inplace(self, values):
        check_inplace(self)
        grad_fn = IndexPutBackward0()
        grad_fn._saved_indices = indices
        grad_fn._saved_accumulate = accumulate
        write(self, kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate), (self, values))
        rebase_history(self, grad_fn, (self, values))
        return self
    return write(self, kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate), (self, values))


def _fill__Scalar(self, value):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!), in place on self   [derivatives.yaml:501]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = FillBackward2()
        write(self, np.full_like(unwrap(self), value), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    return write(self, np.full_like(unwrap(self), value), (self,))


def _fill__Tensor(self, value):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!), in place on self   [derivatives.yaml:506]"""
    if must_record_inplace(self, value):
        check_inplace(self)
        grad_fn = FillBackward3()
        write(self, kernels.fill(unwrap(self), unwrap(value)), (self, value))
        rebase_history(self, grad_fn, (self, value))
        return self
    return write(self, kernels.fill(unwrap(self), unwrap(value)), (self, value))


def zero_(self):
    """zero_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:512]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ZeroBackward0()
        write(self, np.zeros_like(unwrap(self)), (self,))
        rebase_history(self, grad_fn, (self,))
        return self
    return write(self, np.zeros_like(unwrap(self)), (self,))


def copy_(self, src, non_blocking=False):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!), in place on self   [derivatives.yaml:516]"""
    if must_record_inplace(self, src):
        check_inplace(self)
        grad_fn = CopyBackwards()
        write(self, kernels.copy_into(unwrap(self), unwrap(src)), (self, src))
        rebase_history(self, grad_fn, (self, src))
        return self
    return write(self, kernels.copy_into(unwrap(self), unwrap(src)), (self, src))


def rsub(*args, **kwargs):
    """One of:
        rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
        rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
    """
    return select_overload("rsub", rsub_overloads, args, kwargs)(*args, **kwargs)


rsub_overloads = (
    (_rsub_Tensor, (('self', 'Tensor', True, False), ('other', 'Tensor', True, False), ('alpha', 'Scalar', False, True))),
    (_rsub_Scalar, (('self', 'Tensor', True, False), ('other', 'Scalar', True, False), ('alpha', 'Scalar', False, False))),
)


def pow(*args, **kwargs):
    """One of:
        pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
        pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
        pow.Scalar(Scalar self, Tensor exponent) -> Tensor
    """
    return select_overload("pow", pow_overloads, args, kwargs)(*args, **kwargs)


pow_overloads = (
    (_pow_Tensor_Scalar, (('self', 'Tensor', True, False), ('exponent', 'Scalar', True, False))),
    (_pow_Tensor_Tensor, (('self', 'Tensor', True, False), ('exponent', 'Tensor', True, False))),
    (_pow_Scalar, (('self', 'Scalar', True, False), ('exponent', 'Tensor', True, False))),
)


def clamp(*args, **kwargs):
    """One of:
        clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
        clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    """
    return select_overload("clamp", clamp_overloads, args, kwargs)(*args, **kwargs)


clamp_overloads = (
    (_clamp_Tensor, (('self', 'Tensor', True, False), ('min', 'Tensor?', False, False), ('max', 'Tensor?', False, False))),
    (_clamp_default, (('self', 'Tensor', True, False), ('min', 'Scalar?', False, False), ('max', 'Scalar?', False, False))),
)


def sum(*args, **kwargs):
    """One of:
        sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
        sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    return select_overload("sum", sum_overloads, args, kwargs)(*args, **kwargs)


sum_overloads = (
    (_sum_default, (('self', 'Tensor', True, False), ('dtype', 'ScalarType?', False, True))),
    (_sum_dim_IntList, (('self', 'Tensor', True, False), ('dim', 'int[]?', True, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def mean(*args, **kwargs):
    """One of:
        mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
        mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    return select_overload("mean", mean_overloads, args, kwargs)(*args, **kwargs)


mean_overloads = (
    (_mean_default, (('self', 'Tensor', True, False), ('dtype', 'ScalarType?', False, True))),
    (_mean_dim, (('self', 'Tensor', True, False), ('dim', 'int[]?', True, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def max(*args, **kwargs):
    """One of:
        max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        max(Tensor self) -> Tensor
    """
    return select_overload("max", max_overloads, args, kwargs)(*args, **kwargs)


max_overloads = (
    (_max_dim, (('self', 'Tensor', True, False), ('dim', 'int', True, False), ('keepdim', 'bool', False, False))),
    (_max_default, (('self', 'Tensor', True, False),)),
)


def min(*args, **kwargs):
    """One of:
        min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        min(Tensor self) -> Tensor
    """
    return select_overload("min", min_overloads, args, kwargs)(*args, **kwargs)


min_overloads = (
    (_min_dim, (('self', 'Tensor', True, False), ('dim', 'int', True, False), ('keepdim', 'bool', False, False))),
    (_min_default, (('self', 'Tensor', True, False),)),
)


def squeeze(*args, **kwargs):
    """One of:
        squeeze(Tensor(a) self) -> Tensor(a)
        squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
        squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)
    """
    return select_overload("squeeze", squeeze_overloads, args, kwargs)(*args, **kwargs)


squeeze_overloads = (
    (_squeeze_default, (('self', 'Tensor', True, False),)),
    (_squeeze_dim, (('self', 'Tensor', True, False), ('dim', 'int', True, False))),
    (_squeeze_dims, (('self', 'Tensor', True, False), ('dim', 'int[]', True, False))),
)


def fill(*args, **kwargs):
    """One of:
        fill.Scalar(Tensor self, Scalar value) -> Tensor
        fill.Tensor(Tensor self, Tensor value) -> Tensor
    """
    return select_overload("fill", fill_overloads, args, kwargs)(*args, **kwargs)


fill_overloads = (
    (_fill_Scalar, (('self', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_fill_Tensor, (('self', 'Tensor', True, False), ('value', 'Tensor', True, False))),
)


def pow_(*args, **kwargs):
    """One of:
        pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
        pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
    """
    return select_overload("pow_", pow__overloads, args, kwargs)(*args, **kwargs)


pow__overloads = (
    (_pow__Tensor_Scalar, (('self', 'Tensor', True, False), ('exponent', 'Scalar', True, False))),
    (_pow__Tensor_Tensor, (('self', 'Tensor', True, False), ('exponent', 'Tensor', True, False))),
)


def clamp_(*args, **kwargs):
    """One of:
        clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
        clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    """
    return select_overload("clamp_", clamp__overloads, args, kwargs)(*args, **kwargs)


clamp__overloads = (
    (_clamp__Tensor, (('self', 'Tensor', True, False), ('min', 'Tensor?', False, False), ('max', 'Tensor?', False, False))),
    (_clamp__default, (('self', 'Tensor', True, False), ('min', 'Scalar?', False, False), ('max', 'Scalar?', False, False))),
)


def fill_(*args, **kwargs):
    """One of:
        fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)
        fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)
    """
    return select_overload("fill_", fill__overloads, args, kwargs)(*args, **kwargs)


fill__overloads = (
    (_fill__Scalar, (('self', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_fill__Tensor, (('self', 'Tensor', True, False), ('value', 'Tensor', True, False))),
)
