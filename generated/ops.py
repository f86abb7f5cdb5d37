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
    AdaptiveAvgPool2DBackward0,
    AdaptiveAvgPool2DBackwardBackward0,
    AddBackward0,
    AddmmBackward0,
    AliasBackward0,
    AvgPool2DBackward0,
    AvgPool2DBackwardBackward0,
    BinaryCrossEntropyWithLogitsBackward0,
    BmmBackward0,
    CatBackward0,
    ClampBackward0,
    ClampBackward1,
    CloneBackward0,
    ConstantPadNdBackward0,
    ConvolutionBackward0,
    ConvolutionBackwardWeightBackward0,
    CosBackward0,
    DivBackward0,
    DotBackward0,
    EmbeddingBackward0,
    EmbeddingDenseBackwardBackward0,
    ExpBackward0,
    ExpandBackward0,
    IndexBackward0,
    IndexPutZerosBackward0,
    LogBackward0,
    LogSoftmaxBackward0,
    MaxBackward0,
    MaxBackward1,
    MaxPool2DWithIndicesBackward0,
    MaxPool2DWithIndicesBackwardBackward0,
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
    ReflectionPad1DBackward0,
    ReflectionPad1DBackwardBackward0,
    ReflectionPad2DBackward0,
    ReflectionPad2DBackwardBackward0,
    ReluBackward0,
    ReplicationPad1DBackward0,
    ReplicationPad1DBackwardBackward0,
    ReplicationPad2DBackward0,
    ReplicationPad2DBackwardBackward0,
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
)

max_pool2d_with_indices_result = namedtuple("max_pool2d_with_indices", ["values", "indices", ])

max_result = namedtuple("max", ["values", "indices", ])

min_result = namedtuple("min", ["values", "indices", ])


def add(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:45]"""
    result = make_result(np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def sub(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:52]"""
    result = make_result(np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Tensor(self, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:59]"""
    result = make_result(np.subtract(unwrap(other), unwrap(self)) if alpha == 1 else np.subtract(unwrap(other), np.multiply(unwrap(self), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = RsubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Scalar(self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:66]"""
    result = make_result(np.subtract(other, unwrap(self)) if alpha == 1 else np.subtract(other, np.multiply(unwrap(self), alpha)), (self,))
    if must_record(self):
        grad_fn = RsubBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_alpha = alpha
    return result


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:73]"""
    result = make_result(np.multiply(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MulBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:80]"""
    result = make_result(np.true_divide(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def neg(self):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:87]"""
    result = make_result(np.negative(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = NegBackward0()
        grad_fn.connect((self,), (result,))
    return result


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:92]"""
    result = make_result(np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu' else unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ReciprocalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:97]"""
    result = make_result(np.power(unwrap(self), exponent), (self,))
    if must_record(self):
        grad_fn = PowBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_exponent = exponent
    return result


def _pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:103]"""
    result = make_result(np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    if must_record(self, exponent):
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:109]"""
    result = make_result(np.power(self, unwrap(exponent)), (exponent,))
    if must_record(exponent):
        grad_fn = PowBackward2()
        grad_fn.connect((exponent,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def square(self):
    """square(Tensor self) -> Tensor   [derivatives.yaml:115]"""
    return composite.square(self)


def exp(self):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:118]"""
    result = make_result(np.exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log(self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:122]"""
    result = make_result(np.log(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:127]"""
    result = make_result(np.sqrt(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def abs(self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:132]"""
    result = make_result(np.abs(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sign(self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:137]"""
    result = make_result(np.sign(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SignBackward0()
        grad_fn.connect((self,), (result,))
    return result


def sin(self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:141]"""
    result = make_result(np.sin(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cos(self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:145]"""
    result = make_result(np.cos(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanh(self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:149]"""
    result = make_result(np.tanh(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:153]"""
    result = make_result(kernels.sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def relu(self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:157]"""
    result = make_result(np.maximum(unwrap(self), 0), (self,))
    if must_record(self):
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def threshold_backward(grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:161]"""
    result = make_result(kernels.threshold_backward(unwrap(grad_output), unwrap(self), threshold), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ThresholdBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_threshold = threshold
    return result


def _clamp_Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:168]"""
    result = make_result(kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
    if must_record(self, min, max):
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    return result


def _clamp_default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:174]"""
    result = make_result(kernels.clamp(unwrap(self), min, max), (self,))
    if must_record(self):
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    return result


def eq(self, other):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:180]"""
    result = make_result(np.equal(unwrap(self), unwrap(other)), (self, other))
    return result


def ne(self, other):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:185]"""
    result = make_result(np.not_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def lt(self, other):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:190]"""
    result = make_result(np.less(unwrap(self), unwrap(other)), (self, other))
    return result


def le(self, other):
    """le.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:195]"""
    result = make_result(np.less_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def gt(self, other):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:200]"""
    result = make_result(np.greater(unwrap(self), unwrap(other)), (self, other))
    return result


def ge(self, other):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:205]"""
    result = make_result(np.greater_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:210]"""
    result = make_result(np.logical_and(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:215]"""
    result = make_result(np.logical_or(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   [derivatives.yaml:220]"""
    result = make_result(np.logical_not(unwrap(self)), (self,))
    return result


def _sum_default(self, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:226]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _sum_dim_IntList(self, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:230]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def _mean_default(self, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:235]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _mean_dim(self, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:239]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:244]"""
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
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:249]"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:254]"""
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
    """max(Tensor self) -> Tensor   [derivatives.yaml:260]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.max), (self,))
    if must_record(self):
        grad_fn = MaxBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:264]"""
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
    """min(Tensor self) -> Tensor   [derivatives.yaml:270]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.min), (self,))
    if must_record(self):
        grad_fn = MinBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def softmax(self, dim, dtype=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:274]"""
    result = make_result(kernels.softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log_softmax(self, dim, dtype=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:279]"""
    result = make_result(kernels.log_softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = LogSoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:285]"""
    return composite.matmul(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:291]"""
    result = make_result(kernels.mm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = MmBackward0()
        grad_fn.connect((self, mat2), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_mat2 = save(mat2)
    return result


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:297]"""
    result = make_result(kernels.bmm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = BmmBackward0()
        grad_fn.connect((self, mat2), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_mat2 = save(mat2)
    return result


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:303]"""
    result = make_result(kernels.mv(unwrap(self), unwrap(vec)), (self, vec))
    if must_record(self, vec):
        grad_fn = MvBackward0()
        grad_fn.connect((self, vec), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_vec = save(vec)
    return result


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:309]"""
    result = make_result(kernels.dot(unwrap(self), unwrap(tensor)), (self, tensor))
    if must_record(self, tensor):
        grad_fn = DotBackward0()
        grad_fn.connect((self, tensor), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_tensor = save(tensor)
    return result


def t(self):
    """t(Tensor self) -> Tensor   [derivatives.yaml:316]"""
    result = make_result(kernels.t(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TBackward0()
        grad_fn.connect((self,), (result,))
    return result


def transpose(self, dim0, dim1):
    """transpose.int(Tensor self, int dim0, int dim1) -> Tensor   [derivatives.yaml:321]"""
    result = make_result(kernels.transpose(unwrap(self), dim0, dim1), (self,))
    if must_record(self):
        grad_fn = TransposeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    return result


def view(self, *size):
    """view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:326]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = ViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   [derivatives.yaml:332]"""
    return composite.reshape(self, *shape)


def flatten(self, start_dim=0, end_dim=-1):
    """flatten.using_ints(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   [derivatives.yaml:336]"""
    return composite.flatten(self, start_dim, end_dim)


def expand(self, *size):
    """expand(Tensor self, int[] size) -> Tensor   [derivatives.yaml:340]"""
    size = int_list(size)
    result = make_result(kernels.expand(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = ExpandBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_default(self):
    """squeeze(Tensor self) -> Tensor   [derivatives.yaml:346]"""
    result = make_result(kernels.squeeze(unwrap(self), None), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dim(self, dim):
    """squeeze.dim(Tensor self, int dim) -> Tensor   [derivatives.yaml:351]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dims(self, dim):
    """squeeze.dims(Tensor self, int[] dim) -> Tensor   [derivatives.yaml:356]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   [derivatives.yaml:361]"""
    result = make_result(kernels.unsqueeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = UnsqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
    return result


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:366]"""
    result = make_result(kernels.cat(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = CatBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
        grad_fn._saved_dim = dim
    return result


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:372]"""
    result = make_result(kernels.stack(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = StackBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_dim = dim
    return result


def unbind(self, dim=0):
    """unbind.int(Tensor self, int dim=0) -> Tensor[]   [derivatives.yaml:378]"""
    result = [make_result(array, (self,)) for array in kernels.unbind(unwrap(self), dim)]
    if must_record(self):
        grad_fn = UnbindBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return result


def clone(self):
    """clone(Tensor self) -> Tensor   [derivatives.yaml:383]"""
    result = make_result(unwrap(self).copy(), (self,))
    if must_record(self):
        grad_fn = CloneBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _to_copy(self, dtype=None):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:387]"""
    result = make_result(unwrap(self).astype(kernels.numpy_dtype(dtype)) if dtype is not None else unwrap(self).copy(), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ToCopyBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_scalar_type = dtype_of(self)
    return result


def where(condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:392]"""
    result = make_result(np.where(unwrap(condition), unwrap(self), unwrap(other)), (condition, self, other))
    if must_record(self, other):
        grad_fn = WhereBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_condition = save(condition)
    return result


def select(self, dim, index):
    """select.int(Tensor self, int dim, int index) -> Tensor   [derivatives.yaml:401]"""
    result = make_result(kernels.select(unwrap(self), dim, index), (self,))
    if must_record(self):
        grad_fn = SelectBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def select_backward(grad_output, input_sizes, dim, index):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:406]"""
    result = make_result(kernels.select_backward(unwrap(grad_output), input_sizes, dim, index), (grad_output,))
    if must_record(grad_output):
        grad_fn = SelectBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def slice(self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor   [derivatives.yaml:412]"""
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
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor   [derivatives.yaml:418]"""
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
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:424]"""
    result = make_result(kernels.index(unwrap(self), numpy_index(indices)), (self,))
    if must_record(self):
        grad_fn = IndexBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_indices = indices
    return result


def index_put_zeros(grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:430]"""
    result = make_result(kernels.index_put_zeros(unwrap(grad_output), input_sizes, numpy_index(indices)), (grad_output,))
    if must_record(grad_output):
        grad_fn = IndexPutZerosBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_indices = indices
    return result


def alias(self):
    """alias(Tensor self) -> Tensor   [derivatives.yaml:436]"""
    result = make_result(unwrap(self).view(), (self,))
    if must_record(self):
        grad_fn = AliasBackward0()
        grad_fn.connect((self,), (result,))
    return result


def mse_loss(input, target, reduction='mean'):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor   [derivatives.yaml:442]"""
    result = make_result(kernels.reduce_loss(np.square(np.subtract(unwrap(input), unwrap(target))), reduction), (input, target))
    if must_record(input, target):
        grad_fn = MseLossBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
    return result


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, str reduction="mean") -> Tensor   [derivatives.yaml:450]"""
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


def convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor   [derivatives.yaml:462]"""
    result = make_result(nn_kernels.convolution(unwrap(input), unwrap(weight), unwrap(bias), stride, padding, dilation, transposed, output_padding, groups), (input, weight, bias))
    if must_record(input, weight, bias):
        grad_fn = ConvolutionBackward0()
        grad_fn.connect((input, weight, bias), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_transposed = transposed
        grad_fn._saved_output_padding = output_padding
        grad_fn._saved_groups = groups
    return result


def convolution_backward_weight(input, grad_output, weight_size, stride, padding, dilation, groups):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   [derivatives.yaml:471]"""
    result = make_result(nn_kernels.conv_weight_grad(unwrap(input), unwrap(grad_output), weight_size, stride, padding, dilation, groups), (input, grad_output))
    if must_record(input, grad_output):
        grad_fn = ConvolutionBackwardWeightBackward0()
        grad_fn.connect((input, grad_output), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_grad_output = save(grad_output)
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_groups = groups
    return result


def _conv1d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:479]"""
    return composite.conv1d(input, weight, bias, stride, padding, dilation, groups)


def _conv1d_padding(input, weight, bias=None, stride=1, padding='valid', dilation=1, groups=1):
    """conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding="valid", int[1] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:486]"""
    return composite.conv1d(input, weight, bias, stride, padding, dilation, groups)


def _conv2d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:493]"""
    return composite.conv2d(input, weight, bias, stride, padding, dilation, groups)


def _conv2d_padding(input, weight, bias=None, stride=1, padding='valid', dilation=1, groups=1):
    """conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid", int[2] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:501]"""
    return composite.conv2d(input, weight, bias, stride, padding, dilation, groups)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] output_padding=0, int groups=1, int[1] dilation=1) -> Tensor   [derivatives.yaml:508]"""
    return composite.conv_transpose1d(input, weight, bias, stride, padding, output_padding, groups, dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1) -> Tensor   [derivatives.yaml:514]"""
    return composite.conv_transpose2d(input, weight, bias, stride, padding, output_padding, groups, dilation)


def constant_pad_nd(self, pad, value=0):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor   [derivatives.yaml:521]"""
    result = make_result(nn_kernels.constant_pad_nd(unwrap(self), pad, value), (self,))
    if must_record(self):
        grad_fn = ConstantPadNdBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_pad = pad
    return result


def max_pool2d_with_indices(self, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:527]"""
    values, indices = (make_result(array, (self,)) for array in nn_kernels.max_pool2d_with_indices(unwrap(self), kernel_size, stride, padding, dilation, ceil_mode))
    if must_record(self):
        grad_fn = MaxPool2DWithIndicesBackward0()
        grad_fn.connect((self,), (values, None))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._raw_saved_indices = save(indices, is_output=True)
    return max_pool2d_with_indices_result(values, indices)


def max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:534]"""
    result = make_result(nn_kernels.max_pool2d_with_indices_backward(unwrap(grad_output), unwrap(self), unwrap(indices)), (grad_output, self, indices))
    if must_record(grad_output, self):
        grad_fn = MaxPool2DWithIndicesBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._raw_saved_indices = save(indices)
    return result


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, bool return_indices=False) -> Tensor   [derivatives.yaml:542]"""
    return composite.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    """avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:549]"""
    result = make_result(nn_kernels.avg_pool2d(unwrap(input), kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override), (input,))
    if must_record(input):
        grad_fn = AvgPool2DBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._saved_count_include_pad = count_include_pad
        grad_fn._saved_divisor_override = divisor_override
    return result


def avg_pool2d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:557]"""
    result = make_result(nn_kernels.avg_pool2d_backward(unwrap(grad_output), unwrap(self), kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = AvgPool2DBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._saved_count_include_pad = count_include_pad
        grad_fn._saved_divisor_override = divisor_override
    return result


def adaptive_avg_pool2d(input, output_size):
    """adaptive_avg_pool2d(Tensor input, int[2] output_size) -> Tensor   [derivatives.yaml:564]"""
    return composite.adaptive_avg_pool2d(input, output_size)


def _adaptive_avg_pool2d(self, output_size):
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor   [derivatives.yaml:570]"""
    result = make_result(nn_kernels.adaptive_avg_pool2d(unwrap(self), output_size), (self,))
    if must_record(self):
        grad_fn = AdaptiveAvgPool2DBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def _adaptive_avg_pool2d_backward(grad_output, self):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:576]"""
    result = make_result(nn_kernels.adaptive_avg_pool2d_backward(unwrap(grad_output), unwrap(self)), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = AdaptiveAvgPool2DBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._saved_grad_output_sizes = shape_of(grad_output)
    return result


def addmm(self, mat1, mat2, *, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   [derivatives.yaml:584]"""
    result = make_result(nn_kernels.addmm(unwrap(self), unwrap(mat1), unwrap(mat2), beta, alpha), (self, mat1, mat2))
    if must_record(self, mat1, mat2):
        grad_fn = AddmmBackward0()
        grad_fn.connect((self, mat1, mat2), (result,))
        grad_fn._raw_saved_mat1 = save(mat1)
        grad_fn._raw_saved_mat2 = save(mat2)
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    return result


def _unsafe_view(self, *size):
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:591]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = UnsafeViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def linear(input, weight, bias=None):
    """linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor   [derivatives.yaml:597]"""
    return composite.linear(input, weight, bias)


def dropout(input, p=0.5, training=True, inplace=False):
    """dropout(Tensor input, float p=0.5, bool training=True, bool inplace=False) -> Tensor   [derivatives.yaml:604]"""
    return composite.dropout(input, p, training, inplace)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor   [derivatives.yaml:610]"""
    result = make_result(nn_kernels.embedding(unwrap(weight), unwrap(indices), sparse), (weight, indices))
    if must_record(weight):
        grad_fn = EmbeddingBackward0()
        grad_fn.connect((weight,), (result,))
        grad_fn._saved_weight_sizes = shape_of(weight)
        grad_fn._raw_saved_indices = save(indices)
        grad_fn._saved_padding_idx = padding_idx
        grad_fn._saved_scale_grad_by_freq = scale_grad_by_freq
    return result


def embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor   [derivatives.yaml:617]"""
    result = make_result(nn_kernels.embedding_dense_backward(unwrap(grad_output), unwrap(indices), num_weights, padding_idx, scale_grad_by_freq), (grad_output, indices))
    if must_record(grad_output):
        grad_fn = EmbeddingDenseBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._raw_saved_indices = save(indices)
        grad_fn._saved_padding_idx = padding_idx
        grad_fn._saved_scale_grad_by_freq = scale_grad_by_freq
    return result


def pad(input, pad, mode='constant', value=None):
    """pad(Tensor input, int[] pad, str mode="constant", float? value=None) -> Tensor   [derivatives.yaml:624]"""
    return composite.pad(input, pad, mode, value)


def reflection_pad1d(self, padding):
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:632]"""
    result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'reflect'), (self,))
    if must_record(self):
        grad_fn = ReflectionPad1DBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_padding = padding
    return result


def reflection_pad1d_backward(grad_output, self, padding):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:638]"""
    result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding, 'reflect'), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ReflectionPad1DBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._saved_padding = padding
    return result


def reflection_pad2d(self, padding):
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:645]"""
    result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'reflect'), (self,))
    if must_record(self):
        grad_fn = ReflectionPad2DBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_padding = padding
    return result


def reflection_pad2d_backward(grad_output, self, padding):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:651]"""
    result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding, 'reflect'), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ReflectionPad2DBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._saved_padding = padding
    return result


def replication_pad1d(self, padding):
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:658]"""
    result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'replicate'), (self,))
    if must_record(self):
        grad_fn = ReplicationPad1DBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_padding = padding
    return result


def replication_pad1d_backward(grad_output, self, padding):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:664]"""
    result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding, 'replicate'), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ReplicationPad1DBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._saved_padding = padding
    return result


def replication_pad2d(self, padding):
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:671]"""
    result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'replicate'), (self,))
    if must_record(self):
        grad_fn = ReplicationPad2DBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_padding = padding
    return result


def replication_pad2d_backward(grad_output, self, padding):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:677]"""
    result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding, 'replicate'), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ReplicationPad2DBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        grad_fn._saved_padding = padding
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


def conv1d(*args, **kwargs):
    """One of:
        conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1) -> Tensor
        conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding="valid", int[1] dilation=1, int groups=1) -> Tensor
    """
    return select_overload("conv1d", conv1d_overloads, args, kwargs)(*args, **kwargs)


conv1d_overloads = (
    (_conv1d_default, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False), ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False), ('padding', 'int[]', False, False), ('dilation', 'int[]', False, False), ('groups', 'int', False, False))),
    (_conv1d_padding, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False), ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False), ('padding', 'str', False, False), ('dilation', 'int[]', False, False), ('groups', 'int', False, False))),
)


def conv2d(*args, **kwargs):
    """One of:
        conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1) -> Tensor
        conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid", int[2] dilation=1, int groups=1) -> Tensor
    """
    return select_overload("conv2d", conv2d_overloads, args, kwargs)(*args, **kwargs)


conv2d_overloads = (
    (_conv2d_default, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False), ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False), ('padding', 'int[]', False, False), ('dilation', 'int[]', False, False), ('groups', 'int', False, False))),
    (_conv2d_padding, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False), ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False), ('padding', 'str', False, False), ('dilation', 'int[]', False, False), ('groups', 'int', False, False))),
)
