# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Op entry points: run the NumPy forward, and when a gradient is needed record
a Backward node (generated/functions.py) with exactly what its formulas use."""
import math
from collections import namedtuple

import numpy as np

from gradtable import composite, kernels, linalg_kernels, nn_kernels
from gradtable.op_support import (dtype_of, int_list, make_result, must_record, ndim_of, numpy_index,
                                  refuse_grad, save, select_overload, shape_of, unwrap, unwrap_list)
from gradtable.generated.functions import (
    AbsBackward0,
    AddBackward0,
    AliasBackward0,
    AmaxBackward0,
    AminBackward0,
    BinaryCrossEntropyWithLogitsBackward0,
    BmmBackward0,
    CatBackward0,
    ClampBackward0,
    ClampBackward1,
    CloneBackward0,
    CosBackward0,
    CumprodBackward0,
    CumsumBackward0,
    DiagonalBackward0,
    DiagonalBackwardBackward0,
    DivBackward0,
    DotBackward0,
    ExpBackward0,
    ExpandBackward0,
    FlipBackward0,
    GatherBackward0,
    IndexAddBackward0,
    IndexBackward0,
    IndexPutZerosBackward0,
    IndexSelectBackward0,
    LinalgVectorNormBackward0,
    LogBackward0,
    LogSoftmaxBackward0,
    LogsumexpBackward0,
    MaskedSelectBackward0,
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
    PermuteBackward0,
    PowBackward0,
    PowBackward1,
    PowBackward2,
    ProdBackward0,
    ProdBackward1,
    ReciprocalBackward0,
    ReluBackward0,
    RepeatBackward0,
    RollBackward0,
    RsubBackward0,
    RsubBackward1,
    ScatterAddBackward0,
    ScatterBackward0,
    ScatterBackward1,
    SelectBackward0,
    SelectBackwardBackward0,
    SigmoidBackward0,
    SignBackward0,
    SinBackward0,
    SliceBackward0,
    SliceBackwardBackward0,
    SoftmaxBackward0,
    SplitBackward0,
    SplitWithSizesBackward0,
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
    UnsqueezeBackward0,
    VarBackward0,
    ViewBackward0,
    WhereBackward0,
)

max_result = namedtuple("max", ["values", "indices", ])

min_result = namedtuple("min", ["values", "indices", ])


def add(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:46]"""
    result = make_result(np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def sub(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:53]"""
    result = make_result(np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Tensor(self, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:60]"""
    result = make_result(np.subtract(unwrap(other), unwrap(self)) if alpha == 1 else np.subtract(unwrap(other), np.multiply(unwrap(self), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = RsubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Scalar(self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:67]"""
    result = make_result(np.subtract(other, unwrap(self)) if alpha == 1 else np.subtract(other, np.multiply(unwrap(self), alpha)), (self,))
    if must_record(self):
        grad_fn = RsubBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_alpha = alpha
    return result


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:74]"""
    result = make_result(np.multiply(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MulBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:81]"""
    result = make_result(np.true_divide(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def neg(self):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:88]"""
    result = make_result(np.negative(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = NegBackward0()
        grad_fn.connect((self,), (result,))
    return result


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:93]"""
    result = make_result(np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu' else unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ReciprocalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:98]"""
    result = make_result(np.power(unwrap(self), exponent), (self,))
    if must_record(self):
        grad_fn = PowBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_exponent = exponent
    return result


def _pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:104]"""
    result = make_result(np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    if must_record(self, exponent):
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:110]"""
    result = make_result(np.power(self, unwrap(exponent)), (exponent,))
    if must_record(exponent):
        grad_fn = PowBackward2()
        grad_fn.connect((exponent,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def square(self):
    """square(Tensor self) -> Tensor   [derivatives.yaml:116]"""
    return composite.square(self)


def exp(self):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:119]"""
    result = make_result(np.exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log(self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:123]"""
    result = make_result(np.log(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:128]"""
    result = make_result(np.sqrt(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def abs(self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:133]"""
    result = make_result(np.abs(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sign(self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:138]"""
    result = make_result(np.sign(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SignBackward0()
        grad_fn.connect((self,), (result,))
    return result


def sin(self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:142]"""
    result = make_result(np.sin(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cos(self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:146]"""
    result = make_result(np.cos(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanh(self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:150]"""
    result = make_result(np.tanh(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:154]"""
    result = make_result(kernels.sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def relu(self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:158]"""
    result = make_result(np.maximum(unwrap(self), 0), (self,))
    if must_record(self):
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def threshold_backward(grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:162]"""
    result = make_result(kernels.threshold_backward(unwrap(grad_output), unwrap(self), threshold), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ThresholdBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_threshold = threshold
    return result


def _clamp_Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:169]"""
    result = make_result(kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
    if must_record(self, min, max):
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    return result


def _clamp_default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:175]"""
    result = make_result(kernels.clamp(unwrap(self), min, max), (self,))
    if must_record(self):
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    return result


def eq(self, other):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:181]"""
    result = make_result(np.equal(unwrap(self), unwrap(other)), (self, other))
    return result


def ne(self, other):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:186]"""
    result = make_result(np.not_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def lt(self, other):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:191]"""
    result = make_result(np.less(unwrap(self), unwrap(other)), (self, other))
    return result


def le(self, other):
    """le.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:196]"""
    result = make_result(np.less_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def gt(self, other):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:201]"""
    result = make_result(np.greater(unwrap(self), unwrap(other)), (self, other))
    return result


def ge(self, other):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:206]"""
    result = make_result(np.greater_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:211]"""
    result = make_result(np.logical_and(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:216]"""
    result = make_result(np.logical_or(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   [derivatives.yaml:221]"""
    result = make_result(np.logical_not(unwrap(self)), (self,))
    return result


def _sum_default(self, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:227]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _sum_dim_IntList(self, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:231]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def _mean_default(self, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:236]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _mean_dim(self, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:240]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:245]"""
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
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:250]"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:255]"""
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
    """max(Tensor self) -> Tensor   [derivatives.yaml:261]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.max), (self,))
    if must_record(self):
        grad_fn = MaxBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:265]"""
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
    """min(Tensor self) -> Tensor   [derivatives.yaml:271]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.min), (self,))
    if must_record(self):
        grad_fn = MinBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def softmax(self, dim, dtype=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:275]"""
    result = make_result(kernels.softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log_softmax(self, dim, dtype=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:280]"""
    result = make_result(kernels.log_softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = LogSoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _prod_default(self, *, dtype=None):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:285]"""
    result = make_result(kernels.reduce(np.prod, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ProdBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _prod_dim_int(self, dim, keepdim=False, *, dtype=None):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:290]"""
    result = make_result(kernels.reduce(np.prod, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ProdBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:296]"""
    result = make_result(kernels.amax(unwrap(self), dim, keepdim, np.amax), (self,))
    if must_record(self):
        grad_fn = AmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:301]"""
    result = make_result(kernels.amax(unwrap(self), dim, keepdim, np.amin), (self,))
    if must_record(self):
        grad_fn = AminBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def argmax(self, dim=None, keepdim=False):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:306]"""
    result = make_result(kernels.argmax(unwrap(self), dim, keepdim, np.argmax), (self,))
    return result


def argmin(self, dim=None, keepdim=False):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:311]"""
    result = make_result(kernels.argmax(unwrap(self), dim, keepdim, np.argmin), (self,))
    return result


def logsumexp(self, dim, keepdim=False):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:316]"""
    result = make_result(kernels.logsumexp(unwrap(self), dim, keepdim), (self,))
    if must_record(self):
        grad_fn = LogsumexpBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def linalg_vector_norm(self, ord=2, dim=None, keepdim=False, *, dtype=None):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:321]"""
    result = make_result(linalg_kernels.vector_norm(unwrap(self), ord, dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = LinalgVectorNormBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_ord = ord
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _norm_default(self, p=2, dim=None, keepdim=False, *, dtype=None):
    """norm(Tensor self, Scalar? p=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:329]"""
    return composite.norm(self, p, dim, keepdim, dtype=dtype)


def _norm_str(self, p, dim=None, keepdim=False, *, dtype=None):
    """norm.str(Tensor self, str p, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:333]"""
    return composite.norm(self, p, dim, keepdim, dtype=dtype)


def _linalg_norm_default(self, ord=None, dim=None, keepdim=False, *, dtype=None):
    """linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:337]"""
    return composite.linalg_norm(self, ord, dim, keepdim, dtype=dtype)


def _linalg_norm_ord_str(self, ord, dim=None, keepdim=False, *, dtype=None):
    """linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:344]"""
    return composite.linalg_norm(self, ord, dim, keepdim, dtype=dtype)


def cumsum(self, dim, *, dtype=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:350]"""
    result = make_result(kernels.cumulative(np.cumsum, unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = CumsumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
    return result


def cumprod(self, dim, *, dtype=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:355]"""
    result = make_result(kernels.cumulative(np.cumprod, unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = CumprodBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def all(self, dim=None, keepdim=False):
    """all.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:361]"""
    result = make_result(kernels.all_any(np.all, unwrap(self), dim, keepdim), (self,))
    return result


def any(self, dim=None, keepdim=False):
    """any.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:366]"""
    result = make_result(kernels.all_any(np.any, unwrap(self), dim, keepdim), (self,))
    return result


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:372]"""
    return composite.matmul(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:378]"""
    result = make_result(kernels.mm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = MmBackward0()
        grad_fn.connect((self, mat2), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_mat2 = save(mat2)
    return result


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:384]"""
    result = make_result(kernels.bmm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = BmmBackward0()
        grad_fn.connect((self, mat2), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_mat2 = save(mat2)
    return result


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:390]"""
    result = make_result(kernels.mv(unwrap(self), unwrap(vec)), (self, vec))
    if must_record(self, vec):
        grad_fn = MvBackward0()
        grad_fn.connect((self, vec), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_vec = save(vec)
    return result


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:396]"""
    result = make_result(kernels.dot(unwrap(self), unwrap(tensor)), (self, tensor))
    if must_record(self, tensor):
        grad_fn = DotBackward0()
        grad_fn.connect((self, tensor), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_tensor = save(tensor)
    return result


def t(self):
    """t(Tensor self) -> Tensor   [derivatives.yaml:403]"""
    result = make_result(kernels.t(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TBackward0()
        grad_fn.connect((self,), (result,))
    return result


def transpose(self, dim0, dim1):
    """transpose.int(Tensor self, int dim0, int dim1) -> Tensor   [derivatives.yaml:408]"""
    result = make_result(kernels.transpose(unwrap(self), dim0, dim1), (self,))
    if must_record(self):
        grad_fn = TransposeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    return result


def view(self, *size):
    """view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:413]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = ViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   [derivatives.yaml:419]"""
    return composite.reshape(self, *shape)


def flatten(self, start_dim=0, end_dim=-1):
    """flatten.using_ints(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   [derivatives.yaml:423]"""
    return composite.flatten(self, start_dim, end_dim)


def expand(self, *size):
    """expand(Tensor self, int[] size) -> Tensor   [derivatives.yaml:427]"""
    size = int_list(size)
    result = make_result(kernels.expand(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = ExpandBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_default(self):
    """squeeze(Tensor self) -> Tensor   [derivatives.yaml:433]"""
    result = make_result(kernels.squeeze(unwrap(self), None), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dim(self, dim):
    """squeeze.dim(Tensor self, int dim) -> Tensor   [derivatives.yaml:438]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dims(self, dim):
    """squeeze.dims(Tensor self, int[] dim) -> Tensor   [derivatives.yaml:443]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   [derivatives.yaml:448]"""
    result = make_result(kernels.unsqueeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = UnsqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
    return result


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:453]"""
    result = make_result(kernels.cat(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = CatBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
        grad_fn._saved_dim = dim
    return result


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:459]"""
    result = make_result(kernels.stack(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = StackBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_dim = dim
    return result


def unbind(self, dim=0):
    """unbind.int(Tensor self, int dim=0) -> Tensor[]   [derivatives.yaml:465]"""
    result = [make_result(array, (self,)) for array in kernels.unbind(unwrap(self), dim)]
    if must_record(self):
        grad_fn = UnbindBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return tuple(result)


def clone(self):
    """clone(Tensor self) -> Tensor   [derivatives.yaml:470]"""
    result = make_result(unwrap(self).copy(), (self,))
    if must_record(self):
        grad_fn = CloneBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _to_copy(self, dtype=None):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:474]"""
    result = make_result(unwrap(self).astype(kernels.numpy_dtype(dtype)) if dtype is not None else unwrap(self).copy(), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ToCopyBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_scalar_type = dtype_of(self)
    return result


def where(condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:479]"""
    result = make_result(np.where(unwrap(condition), unwrap(self), unwrap(other)), (condition, self, other))
    if must_record(self, other):
        grad_fn = WhereBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_condition = save(condition)
    return result


def permute(self, *dims):
    """permute(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:487]"""
    dims = int_list(dims)
    result = make_result(kernels.permute(unwrap(self), dims), (self,))
    if must_record(self):
        grad_fn = PermuteBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dims = dims
    return result


def movedim(self, source, destination):
    """movedim.intlist(Tensor self, int[] source, int[] destination) -> Tensor   [derivatives.yaml:492]"""
    return composite.movedim(self, source, destination)


def moveaxis(self, source, destination):
    """moveaxis.intlist(Tensor self, int[] source, int[] destination) -> Tensor   [derivatives.yaml:496]"""
    return composite.movedim(self, source, destination)


def unflatten(self, dim, sizes):
    """unflatten.int(Tensor self, int dim, int[] sizes) -> Tensor   [derivatives.yaml:500]"""
    return composite.unflatten(self, dim, sizes)


def expand_as(self, other):
    """expand_as(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:504]"""
    return composite.expand_as(self, other)


def broadcast_to(self, *size):
    """broadcast_to(Tensor self, int[] size) -> Tensor   [derivatives.yaml:509]"""
    return composite.broadcast_to(self, *size)


def repeat(self, *repeats):
    """repeat(Tensor self, int[] repeats) -> Tensor   [derivatives.yaml:513]"""
    repeats = int_list(repeats)
    result = make_result(kernels.repeat(unwrap(self), repeats), (self,))
    if must_record(self):
        grad_fn = RepeatBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_repeats = repeats
    return result


def tile(self, *dims):
    """tile(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:519]"""
    return composite.tile(self, *dims)


def flip(self, *dims):
    """flip(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:523]"""
    dims = int_list(dims)
    result = make_result(kernels.flip(unwrap(self), dims), (self,))
    if must_record(self):
        grad_fn = FlipBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dims = dims
    return result


def roll(self, shifts, dims=()):
    """roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor   [derivatives.yaml:528]"""
    result = make_result(kernels.roll(unwrap(self), shifts, dims), (self,))
    if must_record(self):
        grad_fn = RollBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_shifts = shifts
        grad_fn._saved_dims = dims
    return result


def _split_Tensor(self, split_size, dim=0):
    """split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]   [derivatives.yaml:533]"""
    result = [make_result(array, (self,)) for array in kernels.split(unwrap(self), split_size, dim)]
    if must_record(self):
        grad_fn = SplitBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return tuple(result)


def _split_sizes(self, split_size, dim=0):
    """split.sizes(Tensor self, int[] split_size, int dim=0) -> Tensor[]   [derivatives.yaml:538]"""
    return composite.split_by_sizes(self, split_size, dim)


def split_with_sizes(self, split_sizes, dim=0):
    """split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]   [derivatives.yaml:542]"""
    result = [make_result(array, (self,)) for array in kernels.split_with_sizes(unwrap(self), split_sizes, dim)]
    if must_record(self):
        grad_fn = SplitWithSizesBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return tuple(result)


def chunk(self, chunks, dim=0):
    """chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   [derivatives.yaml:547]"""
    return composite.chunk(self, chunks, dim)


def narrow(self, dim, start, length):
    """narrow(Tensor self, int dim, int start, int length) -> Tensor   [derivatives.yaml:551]"""
    return composite.narrow(self, dim, start, length)


def diagonal(self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   [derivatives.yaml:555]"""
    result = make_result(kernels.diagonal(unwrap(self), offset, dim1, dim2), (self,))
    if must_record(self):
        grad_fn = DiagonalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   [derivatives.yaml:560]"""
    result = make_result(kernels.diagonal_backward(unwrap(grad_output), input_sizes, offset, dim1, dim2), (grad_output,))
    if must_record(grad_output):
        grad_fn = DiagonalBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def select(self, dim, index):
    """select.int(Tensor self, int dim, int index) -> Tensor   [derivatives.yaml:567]"""
    result = make_result(kernels.select(unwrap(self), dim, index), (self,))
    if must_record(self):
        grad_fn = SelectBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def select_backward(grad_output, input_sizes, dim, index):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:572]"""
    result = make_result(kernels.select_backward(unwrap(grad_output), input_sizes, dim, index), (grad_output,))
    if must_record(grad_output):
        grad_fn = SelectBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def slice(self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor   [derivatives.yaml:578]"""
    result = make_result(kernels.slice_(unwrap(self), dim, start, end, step), (self,))
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
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor   [derivatives.yaml:584]"""
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
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:590]"""
    result = make_result(kernels.index(unwrap(self), numpy_index(indices)), (self,))
    if must_record(self):
        grad_fn = IndexBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_indices = indices
    return result


def index_put_zeros(grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:596]"""
    result = make_result(kernels.index_put_zeros(unwrap(grad_output), input_sizes, numpy_index(indices)), (grad_output,))
    if must_record(grad_output):
        grad_fn = IndexPutZerosBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_indices = indices
    return result


def alias(self):
    """alias(Tensor self) -> Tensor   [derivatives.yaml:602]"""
    result = make_result(unwrap(self).view(), (self,))
    if must_record(self):
        grad_fn = AliasBackward0()
        grad_fn.connect((self,), (result,))
    return result


def index_select(self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   [derivatives.yaml:607]"""
    result = make_result(kernels.index_select(unwrap(self), dim, unwrap(index)), (self, index))
    if must_record(self):
        grad_fn = IndexSelectBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    return result


def index_add(self, dim, index, source, *, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:613]"""
    result = make_result(kernels.index_add(unwrap(self), dim, unwrap(index), unwrap(source), alpha), (self, index, source))
    if must_record(self, source):
        grad_fn = IndexAddBackward0()
        grad_fn.connect((self, source), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._saved_alpha = alpha
    return result


def gather(self, dim, index, *, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   [derivatives.yaml:620]"""
    result = make_result(kernels.gather(unwrap(self), dim, unwrap(index)), (self, index))
    if must_record(self):
        grad_fn = GatherBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    return result


def _scatter_src(self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:626]"""
    result = make_result(kernels.scatter(unwrap(self), dim, unwrap(index), unwrap(src)), (self, index, src))
    if must_record(self, src):
        grad_fn = ScatterBackward0()
        grad_fn.connect((self, src), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    return result


def _scatter_value(self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:633]"""
    result = make_result(kernels.scatter(unwrap(self), dim, unwrap(index), value), (self, index))
    if must_record(self):
        grad_fn = ScatterBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    return result


def scatter_add(self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:639]"""
    result = make_result(kernels.scatter(unwrap(self), dim, unwrap(index), unwrap(src), accumulate=True), (self, index, src))
    if must_record(self, src):
        grad_fn = ScatterAddBackward0()
        grad_fn.connect((self, src), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    return result


def take_along_dim(self, indices, dim=None):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   [derivatives.yaml:646]"""
    return composite.take_along_dim(self, indices, dim)


def masked_select(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor   [derivatives.yaml:650]"""
    result = make_result(kernels.masked_select(unwrap(self), unwrap(mask)), (self, mask))
    if must_record(self):
        grad_fn = MaskedSelectBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_mask = save(mask)
    return result


def _nonzero_default(self):
    """nonzero(Tensor self) -> Tensor   [derivatives.yaml:656]"""
    result = make_result(np.argwhere(unwrap(self)).astype(np.int64), (self,))
    return result


def _nonzero_as_tuple(self, *, as_tuple):
    """nonzero.as_tuple(Tensor self, *, bool as_tuple) -> Tensor[]   [derivatives.yaml:661]"""
    return composite.nonzero_as_tuple(self, as_tuple=as_tuple)


def argwhere(self):
    """argwhere(Tensor self) -> Tensor   [derivatives.yaml:665]"""
    result = make_result(np.argwhere(unwrap(self)).astype(np.int64), (self,))
    return result


def mse_loss(input, target, reduction='mean'):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor   [derivatives.yaml:671]"""
    result = make_result(kernels.reduce_loss(np.square(np.subtract(unwrap(input), unwrap(target))), reduction), (input, target))
    if must_record(input, target):
        grad_fn = MseLossBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
    return result


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, str reduction="mean") -> Tensor   [derivatives.yaml:679]"""
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


def prod(*args, **kwargs):
    """One of:
        prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
        prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    return select_overload("prod", prod_overloads, args, kwargs)(*args, **kwargs)


prod_overloads = (
    (_prod_default, (('self', 'Tensor', True, False), ('dtype', 'ScalarType?', False, True))),
    (_prod_dim_int, (('self', 'Tensor', True, False), ('dim', 'int', True, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def norm(*args, **kwargs):
    """One of:
        norm(Tensor self, Scalar? p=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
        norm.str(Tensor self, str p, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    return select_overload("norm", norm_overloads, args, kwargs)(*args, **kwargs)


norm_overloads = (
    (_norm_default, (('self', 'Tensor', True, False), ('p', 'Scalar?', False, False), ('dim', 'int[]?', False, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
    (_norm_str, (('self', 'Tensor', True, False), ('p', 'str', True, False), ('dim', 'int[]?', False, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def linalg_norm(*args, **kwargs):
    """One of:
        linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
        linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    return select_overload("linalg_norm", linalg_norm_overloads, args, kwargs)(*args, **kwargs)


linalg_norm_overloads = (
    (_linalg_norm_default, (('self', 'Tensor', True, False), ('ord', 'Scalar?', False, False), ('dim', 'int[]?', False, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
    (_linalg_norm_ord_str, (('self', 'Tensor', True, False), ('ord', 'str', True, False), ('dim', 'int[]?', False, False), ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def squeeze(*args, **kwargs):
    """One of:
        squeeze(Tensor self) -> Tensor
        squeeze.dim(Tensor self, int dim) -> Tensor
        squeeze.dims(Tensor self, int[] dim) -> Tensor
    """
    return select_overload("squeeze", squeeze_overloads, args, kwargs)(*args, **kwargs)


squeeze_overloads = (
    (_squeeze_default, (('self', 'Tensor', True, False),)),
    (_squeeze_dim, (('self', 'Tensor', True, False), ('dim', 'int', True, False))),
    (_squeeze_dims, (('self', 'Tensor', True, False), ('dim', 'int[]', True, False))),
)


def split(*args, **kwargs):
    """One of:
        split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
        split.sizes(Tensor self, int[] split_size, int dim=0) -> Tensor[]
    """
    return select_overload("split", split_overloads, args, kwargs)(*args, **kwargs)


split_overloads = (
    (_split_Tensor, (('self', 'Tensor', True, False), ('split_size', 'int', True, False), ('dim', 'int', False, False))),
    (_split_sizes, (('self', 'Tensor', True, False), ('split_size', 'int[]', True, False), ('dim', 'int', False, False))),
)


def scatter(*args, **kwargs):
    """One of:
        scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
        scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    """
    return select_overload("scatter", scatter_overloads, args, kwargs)(*args, **kwargs)


scatter_overloads = (
    (_scatter_src, (('self', 'Tensor', True, False), ('dim', 'int', True, False), ('index', 'Tensor', True, False), ('src', 'Tensor', True, False))),
    (_scatter_value, (('self', 'Tensor', True, False), ('dim', 'int', True, False), ('index', 'Tensor', True, False), ('value', 'Scalar', True, False))),
)


def nonzero(*args, **kwargs):
    """One of:
        nonzero(Tensor self) -> Tensor
        nonzero.as_tuple(Tensor self, *, bool as_tuple) -> Tensor[]
    """
    return select_overload("nonzero", nonzero_overloads, args, kwargs)(*args, **kwargs)


nonzero_overloads = (
    (_nonzero_default, (('self', 'Tensor', True, False),)),
    (_nonzero_as_tuple, (('self', 'Tensor', True, False), ('as_tuple', 'bool', True, True))),
)
