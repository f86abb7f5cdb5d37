# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Op entry points: run the NumPy forward, and when a gradient is needed record
a Backward node (generated/functions.py) with exactly what its formulas use."""
import math
from collections import namedtuple

import numpy as np

from gradtable import (activation_kernels, composite, kernels, linalg_kernels, nn_composite, nn_kernels,
                       pointwise_kernels)
from gradtable.op_support import (dtype_of, int_list, make_result, must_record, ndim_of, numpy_index,
                                  refuse_grad, reject_requires_grad, save, select_overload, shape_of, unwrap,
                                  unwrap_list)
from gradtable.generated.functions import (
    AbsBackward0,
    AcosBackward0,
    AcoshBackward0,
    AddBackward0,
    AliasBackward0,
    AsinBackward0,
    AsinhBackward0,
    Atan2Backward0,
    AtanBackward0,
    AtanhBackward0,
    BinaryCrossEntropyBackward0,
    BinaryCrossEntropyWithLogitsBackward0,
    BmmBackward0,
    CatBackward0,
    CeilBackward0,
    CeluBackward0,
    ClampBackward0,
    ClampBackward1,
    ClampMaxBackward0,
    ClampMaxBackward1,
    ClampMinBackward0,
    ClampMinBackward1,
    CloneBackward0,
    CosBackward0,
    CoshBackward0,
    DiagEmbedBackward0,
    DiagonalBackward0,
    DiagonalBackwardBackward0,
    DigammaBackward0,
    DivBackward0,
    DivBackward1,
    DivBackward2,
    DotBackward0,
    EluBackward0,
    ErfBackward0,
    ErfcBackward0,
    ErfinvBackward0,
    Exp2Backward0,
    ExpBackward0,
    ExpandBackward0,
    Expm1Backward0,
    FloorBackward0,
    FmaxBackward0,
    FminBackward0,
    FmodBackward0,
    FmodBackward1,
    FracBackward0,
    GeluBackward0,
    HardsigmoidBackward0,
    HardswishBackward0,
    HardtanhBackward0,
    HuberLossBackward0,
    HypotBackward0,
    IndexBackward0,
    IndexPutZerosBackward0,
    LeakyReluBackward0,
    LerpBackward0,
    LerpBackward1,
    LgammaBackward0,
    LinalgCholeskyExBackward0,
    LinalgDetBackward0,
    LinalgEighBackward0,
    LinalgInvExBackward0,
    LinalgQrBackward0,
    LinalgSlogdetBackward0,
    LinalgSolveExBackward0,
    LinalgSvdBackward0,
    Log10Backward0,
    Log1PBackward0,
    Log2Backward0,
    LogBackward0,
    LogSigmoidBackward0,
    LogSoftmaxBackward0,
    MaskedFillBackward0,
    MaskedFillBackward1,
    MaxBackward0,
    MaxBackward1,
    MaximumBackward0,
    MeanBackward0,
    MeanBackward1,
    MinBackward0,
    MinBackward1,
    MinimumBackward0,
    MishBackward0,
    MmBackward0,
    MseLossBackward0,
    MulBackward0,
    MvBackward0,
    NanToNumBackward0,
    NativeBatchNormBackward0,
    NativeGroupNormBackward0,
    NativeLayerNormBackward0,
    NegBackward0,
    NllLoss2DBackward0,
    NllLossBackward0,
    PolygammaBackward0,
    PowBackward0,
    PowBackward1,
    PowBackward2,
    ReciprocalBackward0,
    ReluBackward0,
    RemainderBackward0,
    RemainderBackward1,
    RoundBackward0,
    RoundBackward1,
    RsqrtBackward0,
    RsubBackward0,
    RsubBackward1,
    SelectBackward0,
    SelectBackwardBackward0,
    SigmoidBackward0,
    SignBackward0,
    SiluBackward0,
    SinBackward0,
    SinhBackward0,
    SliceBackward0,
    SliceBackwardBackward0,
    SmoothL1LossBackward0,
    SoftmaxBackward0,
    SoftplusBackward0,
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
    TanBackward0,
    TanhBackward0,
    ThresholdBackwardBackward0,
    ToCopyBackward0,
    TraceBackward0,
    TransposeBackward0,
    TrilBackward0,
    TriuBackward0,
    TruncBackward0,
    UnbindBackward0,
    UnsqueezeBackward0,
    VarBackward0,
    ViewBackward0,
    WhereBackward0,
    XlogyBackward0,
    XlogyBackward1,
    XlogyBackward2,
)

linalg_cholesky_ex_result = namedtuple("linalg_cholesky_ex", ["L", "info", ])

linalg_eigh_result = namedtuple("linalg_eigh", ["eigenvalues", "eigenvectors", ])

linalg_inv_ex_result = namedtuple("linalg_inv_ex", ["inverse", "info", ])

linalg_qr_result = namedtuple("linalg_qr", ["Q", "R", ])

linalg_slogdet_result = namedtuple("linalg_slogdet", ["sign", "logabsdet", ])

linalg_solve_ex_result = namedtuple("linalg_solve_ex", ["result", "info", ])

linalg_svd_result = namedtuple("linalg_svd", ["U", "S", "Vh", ])

max_result = namedtuple("max", ["values", "indices", ])

min_result = namedtuple("min", ["values", "indices", ])

native_batch_norm_result = namedtuple("native_batch_norm", ["out", "save_mean", "save_invstd", ])

native_group_norm_result = namedtuple("native_group_norm", ["out", "mean", "rstd", ])

native_layer_norm_result = namedtuple("native_layer_norm", ["out", "mean", "rstd", ])

nll_loss2d_forward_result = namedtuple("nll_loss2d_forward", ["output", "total_weight", ])

nll_loss_forward_result = namedtuple("nll_loss_forward", ["output", "total_weight", ])

slogdet_result = namedtuple("slogdet", ["sign", "logabsdet", ])


def add(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:55]"""
    result = make_result(np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def sub(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:62]"""
    result = make_result(np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Tensor(self, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:69]"""
    result = make_result(np.subtract(unwrap(other), unwrap(self)) if alpha == 1 else np.subtract(unwrap(other), np.multiply(unwrap(self), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = RsubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Scalar(self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:76]"""
    result = make_result(np.subtract(other, unwrap(self)) if alpha == 1 else np.subtract(other, np.multiply(unwrap(self), alpha)), (self,))
    if must_record(self):
        grad_fn = RsubBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_alpha = alpha
    return result


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:83]"""
    result = make_result(np.multiply(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MulBackward0()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_other = save(other)
    return result


def _div_default(self, other):
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:90]"""
    result = make_result(np.true_divide(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def neg(self):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:97]"""
    result = make_result(np.negative(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = NegBackward0()
        grad_fn.connect((self,), (result,))
    return result


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:102]"""
    result = make_result(np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu' else unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ReciprocalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:107]"""
    result = make_result(np.power(unwrap(self), exponent), (self,))
    if must_record(self):
        grad_fn = PowBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_exponent = exponent
    return result


def _pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:113]"""
    result = make_result(np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    if must_record(self, exponent):
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:119]"""
    result = make_result(np.power(self, unwrap(exponent)), (exponent,))
    if must_record(exponent):
        grad_fn = PowBackward2()
        grad_fn.connect((exponent,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _div_Scalar(self, other):
    """div.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:124]"""
    result = make_result(np.true_divide(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = DivBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_other = other
    return result


def _div_Tensor_mode(self, other, *, rounding_mode):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor   [derivatives.yaml:130]"""
    result = make_result(pointwise_kernels.div_mode(unwrap(self), unwrap(other), rounding_mode), (self, other))
    if must_record(self, other):
        grad_fn = DivBackward2()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
        grad_fn._saved_rounding_mode = rounding_mode
    return result


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:138]"""
    result = make_result(np.maximum(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MaximumBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:144]"""
    result = make_result(np.minimum(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MinimumBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def fmax(self, other):
    """fmax(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:150]"""
    result = make_result(np.fmax(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = FmaxBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def fmin(self, other):
    """fmin(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:156]"""
    result = make_result(np.fmin(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = FminBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:162]"""
    result = make_result(np.arctan2(pointwise_kernels.floating(unwrap(self)), pointwise_kernels.floating(unwrap(other))), (self, other))
    if must_record(self, other):
        grad_fn = Atan2Backward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:168]"""
    result = make_result(pointwise_kernels.hypot(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = HypotBackward0()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_other = save(other)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _xlogy_Tensor(self, other):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:173]"""
    result = make_result(pointwise_kernels.xlogy(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = XlogyBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def _xlogy_Scalar_Self(self, other):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:179]"""
    result = make_result(pointwise_kernels.xlogy(self, unwrap(other)), (other,))
    if must_record(other):
        grad_fn = XlogyBackward1()
        grad_fn.connect((other,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_other = save(other)
    return result


def _xlogy_Scalar_Other(self, other):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:184]"""
    result = make_result(pointwise_kernels.xlogy(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = XlogyBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_other = other
    return result


def _remainder_Scalar(self, other):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:189]"""
    result = make_result(pointwise_kernels.remainder(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = RemainderBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _remainder_Tensor(self, other):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:194]"""
    result = make_result(pointwise_kernels.remainder(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = RemainderBackward1()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_other = save(other)
    return result


def _fmod_Scalar(self, other):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:201]"""
    result = make_result(pointwise_kernels.fmod(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = FmodBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _fmod_Tensor(self, other):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:206]"""
    result = make_result(pointwise_kernels.fmod(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = FmodBackward1()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_other = save(other)
    return result


def _lerp_Scalar(self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   [derivatives.yaml:212]"""
    result = make_result(pointwise_kernels.lerp(unwrap(self), unwrap(end), weight), (self, end))
    if must_record(self, end):
        grad_fn = LerpBackward0()
        grad_fn.connect((self, end), (result,))
        grad_fn._saved_weight = weight
    return result


def _lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   [derivatives.yaml:218]"""
    result = make_result(pointwise_kernels.lerp(unwrap(self), unwrap(end), unwrap(weight)), (self, end, weight))
    if must_record(self, end, weight):
        grad_fn = LerpBackward1()
        grad_fn.connect((self, end, weight), (result,))
        if grad_fn.next_functions[2][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[2][0] is not None:
            grad_fn._raw_saved_end = save(end)
        if grad_fn.next_functions[0][0] is not None or grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_weight = save(weight)
    return result


def _masked_fill_Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   [derivatives.yaml:225]"""
    result = make_result(pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), value), (self, mask), keeps_dtype=True)
    if must_record(self):
        grad_fn = MaskedFillBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_mask = save(mask)
    return result


def _masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   [derivatives.yaml:232]"""
    result = make_result(pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), unwrap(value)), (self, mask, value), keeps_dtype=True)
    if must_record(self, value):
        grad_fn = MaskedFillBackward1()
        grad_fn.connect((self, value), (result,))
        grad_fn._raw_saved_mask = save(mask)
    return result


def square(self):
    """square(Tensor self) -> Tensor   [derivatives.yaml:241]"""
    return composite.square(self)


def exp(self):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:244]"""
    result = make_result(np.exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log(self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:248]"""
    result = make_result(np.log(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:253]"""
    result = make_result(np.sqrt(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def abs(self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:258]"""
    result = make_result(np.abs(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sign(self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:263]"""
    result = make_result(np.sign(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SignBackward0()
        grad_fn.connect((self,), (result,))
    return result


def sin(self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:267]"""
    result = make_result(np.sin(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cos(self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:271]"""
    result = make_result(np.cos(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanh(self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:275]"""
    result = make_result(np.tanh(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:279]"""
    result = make_result(kernels.sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def relu(self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:283]"""
    result = make_result(np.maximum(unwrap(self), 0), (self,))
    if must_record(self):
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def threshold_backward(grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:287]"""
    result = make_result(kernels.threshold_backward(unwrap(grad_output), unwrap(self), threshold), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ThresholdBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_self = save(self)
        grad_fn._saved_threshold = threshold
    return result


def _clamp_Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:294]"""
    result = make_result(kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
    if must_record(self, min, max):
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    return result


def _clamp_default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:300]"""
    result = make_result(kernels.clamp(unwrap(self), min, max), (self,))
    if must_record(self):
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    return result


def exp2(self):
    """exp2(Tensor self) -> Tensor   [derivatives.yaml:305]"""
    result = make_result(np.exp2(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Exp2Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def expm1(self):
    """expm1(Tensor self) -> Tensor   [derivatives.yaml:309]"""
    result = make_result(np.expm1(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Expm1Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log2(self):
    """log2(Tensor self) -> Tensor   [derivatives.yaml:313]"""
    result = make_result(np.log2(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Log2Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def log10(self):
    """log10(Tensor self) -> Tensor   [derivatives.yaml:318]"""
    result = make_result(np.log10(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Log10Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def log1p(self):
    """log1p(Tensor self) -> Tensor   [derivatives.yaml:323]"""
    result = make_result(np.log1p(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Log1PBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor   [derivatives.yaml:328]"""
    result = make_result(np.reciprocal(np.sqrt(pointwise_kernels.floating(unwrap(self)))), (self,))
    if must_record(self):
        grad_fn = RsqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def tan(self):
    """tan(Tensor self) -> Tensor   [derivatives.yaml:333]"""
    result = make_result(np.tan(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = TanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def asin(self):
    """asin(Tensor self) -> Tensor   [derivatives.yaml:338]"""
    result = make_result(np.arcsin(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AsinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def acos(self):
    """acos(Tensor self) -> Tensor   [derivatives.yaml:343]"""
    result = make_result(np.arccos(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AcosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def atan(self):
    """atan(Tensor self) -> Tensor   [derivatives.yaml:348]"""
    result = make_result(np.arctan(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AtanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sinh(self):
    """sinh(Tensor self) -> Tensor   [derivatives.yaml:352]"""
    result = make_result(np.sinh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = SinhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cosh(self):
    """cosh(Tensor self) -> Tensor   [derivatives.yaml:356]"""
    result = make_result(np.cosh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = CoshBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def asinh(self):
    """asinh(Tensor self) -> Tensor   [derivatives.yaml:360]"""
    result = make_result(np.arcsinh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AsinhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def acosh(self):
    """acosh(Tensor self) -> Tensor   [derivatives.yaml:364]"""
    result = make_result(np.arccosh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AcoshBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def atanh(self):
    """atanh(Tensor self) -> Tensor   [derivatives.yaml:369]"""
    result = make_result(np.arctanh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AtanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def erf(self):
    """erf(Tensor self) -> Tensor   [derivatives.yaml:374]"""
    result = make_result(pointwise_kernels.erf(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ErfBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def erfc(self):
    """erfc(Tensor self) -> Tensor   [derivatives.yaml:378]"""
    result = make_result(pointwise_kernels.erfc(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ErfcBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def erfinv(self):
    """erfinv(Tensor self) -> Tensor   [derivatives.yaml:382]"""
    result = make_result(pointwise_kernels.erfinv(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ErfinvBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def lgamma(self):
    """lgamma(Tensor self) -> Tensor   [derivatives.yaml:387]"""
    result = make_result(pointwise_kernels.lgamma(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LgammaBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def digamma(self):
    """digamma(Tensor self) -> Tensor   [derivatives.yaml:392]"""
    result = make_result(pointwise_kernels.digamma(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = DigammaBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor   [derivatives.yaml:397]"""
    result = make_result(pointwise_kernels.polygamma(n, unwrap(self)), (self,))
    if must_record(self):
        grad_fn = PolygammaBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_n = n
        grad_fn._raw_saved_self = save(self)
    return result


def floor(self):
    """floor(Tensor self) -> Tensor   [derivatives.yaml:403]"""
    result = make_result(pointwise_kernels.floor(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = FloorBackward0()
        grad_fn.connect((self,), (result,))
    return result


def ceil(self):
    """ceil(Tensor self) -> Tensor   [derivatives.yaml:407]"""
    result = make_result(pointwise_kernels.ceil(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CeilBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _round_default(self):
    """round(Tensor self) -> Tensor   [derivatives.yaml:411]"""
    result = make_result(pointwise_kernels.round_(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = RoundBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _round_decimals(self, *, decimals):
    """round.decimals(Tensor self, *, int decimals) -> Tensor   [derivatives.yaml:415]"""
    result = make_result(pointwise_kernels.round_decimals(unwrap(self), decimals), (self,))
    if must_record(self):
        grad_fn = RoundBackward1()
        grad_fn.connect((self,), (result,))
    return result


def trunc(self):
    """trunc(Tensor self) -> Tensor   [derivatives.yaml:420]"""
    result = make_result(pointwise_kernels.trunc(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TruncBackward0()
        grad_fn.connect((self,), (result,))
    return result


def frac(self):
    """frac(Tensor self) -> Tensor   [derivatives.yaml:424]"""
    result = make_result(pointwise_kernels.frac(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = FracBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _clamp_min_default(self, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor   [derivatives.yaml:429]"""
    result = make_result(np.maximum(unwrap(self), min), (self,))
    if must_record(self):
        grad_fn = ClampMinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
    return result


def _clamp_min_Tensor(self, min):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor   [derivatives.yaml:434]"""
    result = make_result(np.maximum(unwrap(self), unwrap(min)), (self, min))
    if must_record(self, min):
        grad_fn = ClampMinBackward1()
        grad_fn.connect((self, min), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
    return result


def _clamp_max_default(self, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor   [derivatives.yaml:440]"""
    result = make_result(np.minimum(unwrap(self), max), (self,))
    if must_record(self):
        grad_fn = ClampMaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_max = max
    return result


def _clamp_max_Tensor(self, max):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor   [derivatives.yaml:445]"""
    result = make_result(np.minimum(unwrap(self), unwrap(max)), (self, max))
    if must_record(self, max):
        grad_fn = ClampMaxBackward1()
        grad_fn.connect((self, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_max = save(max)
    return result


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   [derivatives.yaml:451]"""
    result = make_result(pointwise_kernels.nan_to_num(unwrap(self), nan, posinf, neginf), (self,))
    if must_record(self):
        grad_fn = NanToNumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    """hardtanh(Tensor input, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor   [derivatives.yaml:457]"""
    result = make_result(activation_kernels.hardtanh(unwrap(input), min_val, max_val, inplace), (input,))
    if must_record(input):
        grad_fn = HardtanhBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_min_val = min_val
        grad_fn._saved_max_val = max_val
    return result


def relu6(input, inplace=False):
    """relu6(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:464]"""
    return composite.relu6(input, inplace)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    """leaky_relu(Tensor input, float negative_slope=0.01, bool inplace=False) -> Tensor   [derivatives.yaml:470]"""
    result = make_result(activation_kernels.leaky_relu(unwrap(input), negative_slope, inplace), (input,))
    if must_record(input):
        grad_fn = LeakyReluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_negative_slope = negative_slope
    return result


def elu(self, alpha=1, scale=1, input_scale=1):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor   [derivatives.yaml:477]"""
    result = make_result(activation_kernels.elu(unwrap(self), alpha, scale, input_scale), (self,))
    if must_record(self):
        grad_fn = EluBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_alpha = alpha
        grad_fn._saved_scale = scale
        grad_fn._saved_input_scale = input_scale
    return result


def celu(input, alpha=1.0, inplace=False):
    """celu(Tensor input, float alpha=1.0, bool inplace=False) -> Tensor   [derivatives.yaml:483]"""
    result = make_result(activation_kernels.celu(unwrap(input), alpha, inplace), (input,))
    if must_record(input):
        grad_fn = CeluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_alpha = alpha
    return result


def gelu(input, *, approximate='none'):
    """gelu(Tensor input, *, str approximate="none") -> Tensor   [derivatives.yaml:490]"""
    result = make_result(activation_kernels.gelu(unwrap(input), approximate), (input,))
    if must_record(input):
        grad_fn = GeluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_approximate = approximate
    return result


def silu(input, inplace=False):
    """silu(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:497]"""
    result = make_result(activation_kernels.silu(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = SiluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def mish(input, inplace=False):
    """mish(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:504]"""
    result = make_result(activation_kernels.mish(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = MishBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def softplus(input, beta=1, threshold=20):
    """softplus(Tensor input, Scalar beta=1, Scalar threshold=20) -> Tensor   [derivatives.yaml:511]"""
    result = make_result(activation_kernels.softplus(unwrap(input), beta, threshold), (input,))
    if must_record(input):
        grad_fn = SoftplusBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_beta = beta
        grad_fn._saved_threshold = threshold
    return result


def softsign(input):
    """softsign(Tensor input) -> Tensor   [derivatives.yaml:518]"""
    return composite.softsign(input)


def hardsigmoid(input, inplace=False):
    """hardsigmoid(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:524]"""
    result = make_result(activation_kernels.hardsigmoid(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = HardsigmoidBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def hardswish(input, inplace=False):
    """hardswish(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:531]"""
    result = make_result(activation_kernels.hardswish(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = HardswishBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def log_sigmoid(self):
    """log_sigmoid(Tensor self) -> Tensor   [derivatives.yaml:538]"""
    result = make_result(activation_kernels.log_sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogSigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanhshrink(input):
    """tanhshrink(Tensor input) -> Tensor   [derivatives.yaml:544]"""
    return composite.tanhshrink(input)


def eq(self, other):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:550]"""
    result = make_result(np.equal(unwrap(self), unwrap(other)), (self, other))
    return result


def ne(self, other):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:555]"""
    result = make_result(np.not_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def lt(self, other):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:560]"""
    result = make_result(np.less(unwrap(self), unwrap(other)), (self, other))
    return result


def le(self, other):
    """le.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:565]"""
    result = make_result(np.less_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def gt(self, other):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:570]"""
    result = make_result(np.greater(unwrap(self), unwrap(other)), (self, other))
    return result


def ge(self, other):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:575]"""
    result = make_result(np.greater_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:580]"""
    result = make_result(np.logical_and(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:585]"""
    result = make_result(np.logical_or(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   [derivatives.yaml:590]"""
    result = make_result(np.logical_not(unwrap(self)), (self,))
    return result


def _sum_default(self, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:596]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _sum_dim_IntList(self, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:600]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def _mean_default(self, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:605]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _mean_dim(self, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:609]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:614]"""
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
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:619]"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:624]"""
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
    """max(Tensor self) -> Tensor   [derivatives.yaml:630]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.max), (self,))
    if must_record(self):
        grad_fn = MaxBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:634]"""
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
    """min(Tensor self) -> Tensor   [derivatives.yaml:640]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.min), (self,))
    if must_record(self):
        grad_fn = MinBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def softmax(self, dim, dtype=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:644]"""
    result = make_result(kernels.softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log_softmax(self, dim, dtype=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:649]"""
    result = make_result(kernels.log_softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = LogSoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:655]"""
    return composite.matmul(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:661]"""
    result = make_result(kernels.mm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = MmBackward0()
        grad_fn.connect((self, mat2), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_mat2 = save(mat2)
    return result


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:667]"""
    result = make_result(kernels.bmm(unwrap(self), unwrap(mat2)), (self, mat2))
    if must_record(self, mat2):
        grad_fn = BmmBackward0()
        grad_fn.connect((self, mat2), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_mat2 = save(mat2)
    return result


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:673]"""
    result = make_result(kernels.mv(unwrap(self), unwrap(vec)), (self, vec))
    if must_record(self, vec):
        grad_fn = MvBackward0()
        grad_fn.connect((self, vec), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_vec = save(vec)
    return result


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:679]"""
    result = make_result(kernels.dot(unwrap(self), unwrap(tensor)), (self, tensor))
    if must_record(self, tensor):
        grad_fn = DotBackward0()
        grad_fn.connect((self, tensor), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_tensor = save(tensor)
    return result


def outer(self, vec2):
    """outer(Tensor self, Tensor vec2) -> Tensor   [derivatives.yaml:685]"""
    return composite.outer(self, vec2)


def ger(self, vec2):
    """ger(Tensor self, Tensor vec2) -> Tensor   [derivatives.yaml:689]"""
    return composite.outer(self, vec2)


def trace(self):
    """trace(Tensor self) -> Tensor   [derivatives.yaml:693]"""
    result = make_result(linalg_kernels.trace(unwrap(self)), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = TraceBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def diagonal(self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   [derivatives.yaml:699]"""
    result = make_result(linalg_kernels.diagonal(unwrap(self), offset, dim1, dim2), (self,))
    if must_record(self):
        grad_fn = DiagonalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   [derivatives.yaml:704]"""
    result = make_result(linalg_kernels.diagonal_backward(unwrap(grad_output), input_sizes, offset, dim1, dim2), (grad_output,))
    if must_record(grad_output):
        grad_fn = DiagonalBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diag_embed(self, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   [derivatives.yaml:710]"""
    result = make_result(linalg_kernels.diag_embed(unwrap(self), offset, dim1, dim2), (self,))
    if must_record(self):
        grad_fn = DiagEmbedBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diag(self, diagonal=0):
    """diag(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:715]"""
    return composite.diag(self, diagonal)


def tril(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:719]"""
    result = make_result(linalg_kernels.triangle(unwrap(self), diagonal, upper=False), (self,))
    if must_record(self):
        grad_fn = TrilBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_diagonal = diagonal
    return result


def triu(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:724]"""
    result = make_result(linalg_kernels.triangle(unwrap(self), diagonal, upper=True), (self,))
    if must_record(self):
        grad_fn = TriuBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_diagonal = diagonal
    return result


def linalg_inv_ex(A, *, check_errors=False):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)   [derivatives.yaml:729]"""
    inverse, info = (make_result(array, (A,)) for array in linalg_kernels.inv_ex(unwrap(A), check_errors))
    if must_record(A):
        grad_fn = LinalgInvExBackward0()
        grad_fn.connect((A,), (inverse, None))
        grad_fn._raw_saved_inverse = save(inverse, is_output=True)
    return linalg_inv_ex_result(inverse, info)


def linalg_inv(A):
    """linalg_inv(Tensor A) -> Tensor   [derivatives.yaml:737]"""
    return composite.linalg_inv(A)


def inverse(self):
    """inverse(Tensor self) -> Tensor   [derivatives.yaml:743]"""
    return composite.inverse(self)


def linalg_det(A):
    """linalg_det(Tensor A) -> Tensor   [derivatives.yaml:747]"""
    result = make_result(linalg_kernels.det(unwrap(A)), (A,))
    if must_record(A):
        grad_fn = LinalgDetBackward0()
        grad_fn.connect((A,), (result,))
        grad_fn._raw_saved_A = save(A)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def det(self):
    """det(Tensor self) -> Tensor   [derivatives.yaml:754]"""
    return composite.det(self)


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:758]"""
    sign, logabsdet = (make_result(array, (A,)) for array in linalg_kernels.slogdet(unwrap(A)))
    if must_record(A):
        grad_fn = LinalgSlogdetBackward0()
        grad_fn.connect((A,), (sign, logabsdet))
        grad_fn._raw_saved_A = save(A)
    return linalg_slogdet_result(sign, logabsdet)


def slogdet(self):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:765]"""
    return composite.slogdet(self)


def logdet(self):
    """logdet(Tensor self) -> Tensor   [derivatives.yaml:769]"""
    return composite.logdet(self)


def linalg_solve_ex(A, B, *, left=True, check_errors=False):
    """linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)   [derivatives.yaml:773]"""
    result, info = (make_result(array, (A, B)) for array in linalg_kernels.solve_ex(unwrap(A), unwrap(B), left, check_errors))
    if must_record(A, B):
        grad_fn = LinalgSolveExBackward0()
        grad_fn.connect((A, B), (result, None))
        grad_fn._raw_saved_A = save(A)
        grad_fn._saved_B_sizes = shape_of(B)
        grad_fn._saved_left = left
        grad_fn._raw_saved_result = save(result, is_output=True)
    return linalg_solve_ex_result(result, info)


def linalg_solve(A, B, *, left=True):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   [derivatives.yaml:781]"""
    return composite.linalg_solve(A, B, left=left)


def linalg_cholesky_ex(A, *, upper=False, check_errors=False):
    """linalg_cholesky_ex(Tensor A, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)   [derivatives.yaml:788]"""
    L, info = (make_result(array, (A,)) for array in linalg_kernels.cholesky_ex(unwrap(A), upper, check_errors))
    if must_record(A):
        grad_fn = LinalgCholeskyExBackward0()
        grad_fn.connect((A,), (L, None))
        grad_fn._saved_upper = upper
        grad_fn._raw_saved_L = save(L, is_output=True)
    return linalg_cholesky_ex_result(L, info)


def linalg_cholesky(A, *, upper=False):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   [derivatives.yaml:796]"""
    return composite.linalg_cholesky(A, upper=upper)


def linalg_qr(A, mode='reduced'):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   [derivatives.yaml:802]"""
    Q, R = (make_result(array, (A,)) for array in linalg_kernels.qr(unwrap(A), mode))
    if must_record(A):
        grad_fn = LinalgQrBackward0()
        grad_fn.connect((A,), (Q, R))
        grad_fn._saved_mode = mode
        grad_fn._raw_saved_Q = save(Q, is_output=True)
        grad_fn._raw_saved_R = save(R, is_output=True)
    return linalg_qr_result(Q, R)


def linalg_eigh(A, UPLO='L'):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:809]"""
    eigenvalues, eigenvectors = (make_result(array, (A,)) for array in linalg_kernels.eigh(unwrap(A), UPLO))
    if must_record(A):
        grad_fn = LinalgEighBackward0()
        grad_fn.connect((A,), (eigenvalues, eigenvectors))
        grad_fn._raw_saved_eigenvalues = save(eigenvalues, is_output=True)
        grad_fn._raw_saved_eigenvectors = save(eigenvectors, is_output=True)
    return linalg_eigh_result(eigenvalues, eigenvectors)


def linalg_eigvalsh(A, UPLO='L'):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   [derivatives.yaml:816]"""
    return composite.linalg_eigvalsh(A, UPLO)


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   [derivatives.yaml:822]"""
    U, S, Vh = (make_result(array, (A,)) for array in linalg_kernels.svd(unwrap(A), full_matrices))
    if must_record(A):
        grad_fn = LinalgSvdBackward0()
        grad_fn.connect((A,), (U, S, Vh))
        grad_fn._saved_full_matrices = full_matrices
        grad_fn._raw_saved_U = save(U, is_output=True)
        grad_fn._raw_saved_S = save(S, is_output=True)
        grad_fn._raw_saved_Vh = save(Vh, is_output=True)
    return linalg_svd_result(U, S, Vh)


def linalg_svdvals(A):
    """linalg_svdvals(Tensor A) -> Tensor   [derivatives.yaml:829]"""
    return composite.linalg_svdvals(A)


def einsum(equation, tensors, *, path=None):
    """einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor   [derivatives.yaml:835]"""
    return composite.einsum(equation, tensors, path=path)


def t(self):
    """t(Tensor self) -> Tensor   [derivatives.yaml:844]"""
    result = make_result(kernels.t(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TBackward0()
        grad_fn.connect((self,), (result,))
    return result


def transpose(self, dim0, dim1):
    """transpose.int(Tensor self, int dim0, int dim1) -> Tensor   [derivatives.yaml:849]"""
    result = make_result(kernels.transpose(unwrap(self), dim0, dim1), (self,))
    if must_record(self):
        grad_fn = TransposeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    return result


def view(self, *size):
    """view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:854]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = ViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   [derivatives.yaml:860]"""
    return composite.reshape(self, *shape)


def flatten(self, start_dim=0, end_dim=-1):
    """flatten.using_ints(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   [derivatives.yaml:864]"""
    return composite.flatten(self, start_dim, end_dim)


def expand(self, *size):
    """expand(Tensor self, int[] size) -> Tensor   [derivatives.yaml:868]"""
    size = int_list(size)
    result = make_result(kernels.expand(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = ExpandBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_default(self):
    """squeeze(Tensor self) -> Tensor   [derivatives.yaml:874]"""
    result = make_result(kernels.squeeze(unwrap(self), None), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dim(self, dim):
    """squeeze.dim(Tensor self, int dim) -> Tensor   [derivatives.yaml:879]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dims(self, dim):
    """squeeze.dims(Tensor self, int[] dim) -> Tensor   [derivatives.yaml:884]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = SqueezeBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   [derivatives.yaml:889]"""
    result = make_result(kernels.unsqueeze(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = UnsqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
    return result


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:894]"""
    result = make_result(kernels.cat(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = CatBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
        grad_fn._saved_dim = dim
    return result


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:900]"""
    result = make_result(kernels.stack(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = StackBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_dim = dim
    return result


def unbind(self, dim=0):
    """unbind.int(Tensor self, int dim=0) -> Tensor[]   [derivatives.yaml:906]"""
    result = [make_result(array, (self,)) for array in kernels.unbind(unwrap(self), dim)]
    if must_record(self):
        grad_fn = UnbindBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return result


def clone(self):
    """clone(Tensor self) -> Tensor   [derivatives.yaml:911]"""
    result = make_result(unwrap(self).copy(), (self,))
    if must_record(self):
        grad_fn = CloneBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _to_copy(self, dtype=None):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:915]"""
    result = make_result(unwrap(self).astype(kernels.numpy_dtype(dtype)) if dtype is not None else unwrap(self).copy(), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ToCopyBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_scalar_type = dtype_of(self)
    return result


def where(condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:920]"""
    result = make_result(np.where(unwrap(condition), unwrap(self), unwrap(other)), (condition, self, other))
    if must_record(self, other):
        grad_fn = WhereBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_condition = save(condition)
    return result


def select(self, dim, index):
    """select.int(Tensor self, int dim, int index) -> Tensor   [derivatives.yaml:929]"""
    result = make_result(kernels.select(unwrap(self), dim, index), (self,))
    if must_record(self):
        grad_fn = SelectBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def select_backward(grad_output, input_sizes, dim, index):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:934]"""
    result = make_result(kernels.select_backward(unwrap(grad_output), input_sizes, dim, index), (grad_output,))
    if must_record(grad_output):
        grad_fn = SelectBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def slice(self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor   [derivatives.yaml:940]"""
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
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor   [derivatives.yaml:946]"""
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
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:952]"""
    result = make_result(kernels.index(unwrap(self), numpy_index(indices)), (self,))
    if must_record(self):
        grad_fn = IndexBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_indices = indices
    return result


def index_put_zeros(grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:958]"""
    result = make_result(kernels.index_put_zeros(unwrap(grad_output), input_sizes, numpy_index(indices)), (grad_output,))
    if must_record(grad_output):
        grad_fn = IndexPutZerosBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_indices = indices
    return result


def alias(self):
    """alias(Tensor self) -> Tensor   [derivatives.yaml:964]"""
    result = make_result(unwrap(self).view(), (self,))
    if must_record(self):
        grad_fn = AliasBackward0()
        grad_fn.connect((self,), (result,))
    return result


def mse_loss(input, target, reduction='mean'):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor   [derivatives.yaml:970]"""
    result = make_result(kernels.reduce_loss(np.square(np.subtract(unwrap(input), unwrap(target))), reduction), (input, target))
    if must_record(input, target):
        grad_fn = MseLossBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
    return result


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, str reduction="mean") -> Tensor   [derivatives.yaml:978]"""
    result = make_result(kernels.bce_with_logits(unwrap(input), unwrap(target), unwrap(weight), unwrap(pos_weight), reduction), (input, target, weight, pos_weight))
    reject_requires_grad("binary_cross_entropy_with_logits", "weight", weight)
    reject_requires_grad("binary_cross_entropy_with_logits", "pos_weight", pos_weight)
    if must_record(input, target):
        grad_fn = BinaryCrossEntropyWithLogitsBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._raw_saved_pos_weight = save(pos_weight)
        grad_fn._saved_reduction = reduction
    return result


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'):
    """nll_loss(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:989]"""
    return nn_composite.nll_loss(input, target, weight, size_average, ignore_index, reduce, reduction)


def nll_loss_forward(self, target, weight, reduction, ignore_index):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)   [derivatives.yaml:997]"""
    output, total_weight = (make_result(array, (self, target, weight)) for array in nn_kernels.nll_loss_forward(unwrap(self), unwrap(target), unwrap(weight), reduction, ignore_index))
    reject_requires_grad("nll_loss_forward", "weight", weight)
    if must_record(self):
        grad_fn = NllLossBackward0()
        grad_fn.connect((self,), (output, None))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_reduction = reduction
        grad_fn._saved_ignore_index = ignore_index
        grad_fn._raw_saved_total_weight = save(total_weight, is_output=True)
    return nll_loss_forward_result(output, total_weight)


def nll_loss2d_forward(self, target, weight, reduction, ignore_index):
    """nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)   [derivatives.yaml:1007]"""
    output, total_weight = (make_result(array, (self, target, weight)) for array in nn_kernels.nll_loss2d_forward(unwrap(self), unwrap(target), unwrap(weight), reduction, ignore_index))
    reject_requires_grad("nll_loss2d_forward", "weight", weight)
    if must_record(self):
        grad_fn = NllLoss2DBackward0()
        grad_fn.connect((self,), (output, None))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_reduction = reduction
        grad_fn._saved_ignore_index = ignore_index
        grad_fn._raw_saved_total_weight = save(total_weight, is_output=True)
    return nll_loss2d_forward_result(output, total_weight)


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean', label_smoothing=0.0):
    """cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str reduction="mean", float label_smoothing=0.0) -> Tensor   [derivatives.yaml:1016]"""
    return nn_composite.cross_entropy(input, target, weight, size_average, ignore_index, reduce, reduction, label_smoothing)


def kl_div(input, target, size_average=None, reduce=None, reduction='mean', log_target=False):
    """kl_div(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean", bool log_target=False) -> Tensor   [derivatives.yaml:1027]"""
    return nn_composite.kl_div(input, target, size_average, reduce, reduction, log_target)


def l1_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    """l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean", Tensor? weight=None) -> Tensor   [derivatives.yaml:1034]"""
    return nn_composite.l1_loss(input, target, size_average, reduce, reduction, weight)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction='mean', beta=1.0):
    """smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean", float beta=1.0) -> Tensor   [derivatives.yaml:1041]"""
    result = make_result(nn_kernels.smooth_l1_loss(unwrap(input), unwrap(target), size_average, reduce, reduction, beta), (input, target))
    if must_record(input, target):
        grad_fn = SmoothL1LossBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_size_average = size_average
        grad_fn._saved_reduce = reduce
        grad_fn._saved_reduction = reduction
        grad_fn._saved_beta = beta
    return result


def huber_loss(input, target, reduction='mean', delta=1.0, weight=None):
    """huber_loss(Tensor input, Tensor target, str reduction="mean", float delta=1.0, Tensor? weight=None) -> Tensor   [derivatives.yaml:1050]"""
    result = make_result(nn_kernels.huber_loss(unwrap(input), unwrap(target), reduction, delta, unwrap(weight)), (input, target, weight))
    if must_record(input, target, weight):
        grad_fn = HuberLossBackward0()
        grad_fn.connect((input, target, weight), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
        grad_fn._saved_delta = delta
        if grad_fn.next_functions[0][0] is not None or grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_weight = save(weight)
    return result


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction='mean'):
    """binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:1059]"""
    result = make_result(nn_kernels.binary_cross_entropy(unwrap(input), unwrap(target), unwrap(weight), size_average, reduce, reduction), (input, target, weight))
    reject_requires_grad("binary_cross_entropy", "weight", weight)
    if must_record(input, target):
        grad_fn = BinaryCrossEntropyBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_size_average = size_average
        grad_fn._saved_reduce = reduce
        grad_fn._saved_reduction = reduction
    return result


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    """layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor   [derivatives.yaml:1072]"""
    return nn_composite.layer_norm(input, normalized_shape, weight, bias, eps)


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out, Tensor mean, Tensor rstd)   [derivatives.yaml:1078]"""
    out, mean, rstd = (make_result(array, (input, weight, bias)) for array in nn_kernels.native_layer_norm(unwrap(input), normalized_shape, unwrap(weight), unwrap(bias), eps))
    if must_record(input, weight, bias):
        grad_fn = NativeLayerNormBackward0()
        grad_fn.connect((input, weight, bias), (out, None, None))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_normalized_shape = normalized_shape
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_eps = eps
    return native_layer_norm_result(out, mean, rstd)


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    """batch_norm(Tensor input, Tensor? running_mean, Tensor? running_var, Tensor? weight=None, Tensor? bias=None, bool training=False, float momentum=0.1, float eps=1e-05) -> Tensor   [derivatives.yaml:1085]"""
    return nn_composite.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean, Tensor save_invstd)   [derivatives.yaml:1092]"""
    out, save_mean, save_invstd = (make_result(array, (input, weight, bias, running_mean, running_var)) for array in nn_kernels.native_batch_norm(unwrap(input), unwrap(weight), unwrap(bias), unwrap(running_mean), unwrap(running_var), training, momentum, eps))
    if must_record(input, weight, bias):
        grad_fn = NativeBatchNormBackward0()
        grad_fn.connect((input, weight, bias), (out, None, None))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._raw_saved_running_mean = save(running_mean)
        grad_fn._raw_saved_running_var = save(running_var)
        grad_fn._saved_training = training
        grad_fn._saved_eps = eps
    return native_batch_norm_result(out, save_mean, save_invstd)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    """group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor   [derivatives.yaml:1100]"""
    return nn_composite.group_norm(input, num_groups, weight, bias, eps)


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, int N, int C, int HxW, int group, float eps) -> (Tensor out, Tensor mean, Tensor rstd)   [derivatives.yaml:1106]"""
    out, mean, rstd = (make_result(array, (input, weight, bias)) for array in nn_kernels.native_group_norm(unwrap(input), unwrap(weight), unwrap(bias), N, C, HxW, group, eps))
    if must_record(input, weight, bias):
        grad_fn = NativeGroupNormBackward0()
        grad_fn.connect((input, weight, bias), (out, mean, rstd))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_N = N
        grad_fn._saved_group = group
        grad_fn._saved_eps = eps
    return native_group_norm_result(out, mean, rstd)


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    """normalize(Tensor input, float p=2.0, int dim=1, float eps=1e-12, Tensor? out=None) -> Tensor   [derivatives.yaml:1112]"""
    return nn_composite.normalize(input, p, dim, eps, out)


def cosine_similarity(x1, x2, dim=1, eps=1e-08):
    """cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor   [derivatives.yaml:1118]"""
    return nn_composite.cosine_similarity(x1, x2, dim, eps)


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *, scale=None, enable_gqa=False):
    """scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor   [derivatives.yaml:1126]"""
    return nn_composite.scaled_dot_product_attention(query, key, value, attn_mask, dropout_p, is_causal, scale=scale, enable_gqa=enable_gqa)


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


def div(*args, **kwargs):
    """One of:
        div(Tensor self, Tensor other) -> Tensor
        div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
    """
    return select_overload("div", div_overloads, args, kwargs)(*args, **kwargs)


div_overloads = (
    (_div_default, (('self', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_div_Tensor_mode, (('self', 'Tensor', True, False), ('other', 'Tensor', True, False), ('rounding_mode', 'str?', True, True))),
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


def xlogy(*args, **kwargs):
    """One of:
        xlogy.Tensor(Tensor self, Tensor other) -> Tensor
        xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor
        xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor
    """
    return select_overload("xlogy", xlogy_overloads, args, kwargs)(*args, **kwargs)


xlogy_overloads = (
    (_xlogy_Tensor, (('self', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_xlogy_Scalar_Self, (('self', 'Scalar', True, False), ('other', 'Tensor', True, False))),
    (_xlogy_Scalar_Other, (('self', 'Tensor', True, False), ('other', 'Scalar', True, False))),
)


def remainder(*args, **kwargs):
    """One of:
        remainder.Scalar(Tensor self, Scalar other) -> Tensor
        remainder.Tensor(Tensor self, Tensor other) -> Tensor
    """
    return select_overload("remainder", remainder_overloads, args, kwargs)(*args, **kwargs)


remainder_overloads = (
    (_remainder_Scalar, (('self', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_remainder_Tensor, (('self', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def fmod(*args, **kwargs):
    """One of:
        fmod.Scalar(Tensor self, Scalar other) -> Tensor
        fmod.Tensor(Tensor self, Tensor other) -> Tensor
    """
    return select_overload("fmod", fmod_overloads, args, kwargs)(*args, **kwargs)


fmod_overloads = (
    (_fmod_Scalar, (('self', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_fmod_Tensor, (('self', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def lerp(*args, **kwargs):
    """One of:
        lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
        lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
    """
    return select_overload("lerp", lerp_overloads, args, kwargs)(*args, **kwargs)


lerp_overloads = (
    (_lerp_Scalar, (('self', 'Tensor', True, False), ('end', 'Tensor', True, False), ('weight', 'Scalar', True, False))),
    (_lerp_Tensor, (('self', 'Tensor', True, False), ('end', 'Tensor', True, False), ('weight', 'Tensor', True, False))),
)


def masked_fill(*args, **kwargs):
    """One of:
        masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
        masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
    """
    return select_overload("masked_fill", masked_fill_overloads, args, kwargs)(*args, **kwargs)


masked_fill_overloads = (
    (_masked_fill_Scalar, (('self', 'Tensor', True, False), ('mask', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_masked_fill_Tensor, (('self', 'Tensor', True, False), ('mask', 'Tensor', True, False), ('value', 'Tensor', True, False))),
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


def round(*args, **kwargs):
    """One of:
        round(Tensor self) -> Tensor
        round.decimals(Tensor self, *, int decimals) -> Tensor
    """
    return select_overload("round", round_overloads, args, kwargs)(*args, **kwargs)


round_overloads = (
    (_round_default, (('self', 'Tensor', True, False),)),
    (_round_decimals, (('self', 'Tensor', True, False), ('decimals', 'int', True, True))),
)


def clamp_min(*args, **kwargs):
    """One of:
        clamp_min(Tensor self, Scalar min) -> Tensor
        clamp_min.Tensor(Tensor self, Tensor min) -> Tensor
    """
    return select_overload("clamp_min", clamp_min_overloads, args, kwargs)(*args, **kwargs)


clamp_min_overloads = (
    (_clamp_min_default, (('self', 'Tensor', True, False), ('min', 'Scalar', True, False))),
    (_clamp_min_Tensor, (('self', 'Tensor', True, False), ('min', 'Tensor', True, False))),
)


def clamp_max(*args, **kwargs):
    """One of:
        clamp_max(Tensor self, Scalar max) -> Tensor
        clamp_max.Tensor(Tensor self, Tensor max) -> Tensor
    """
    return select_overload("clamp_max", clamp_max_overloads, args, kwargs)(*args, **kwargs)


clamp_max_overloads = (
    (_clamp_max_default, (('self', 'Tensor', True, False), ('max', 'Scalar', True, False))),
    (_clamp_max_Tensor, (('self', 'Tensor', True, False), ('max', 'Tensor', True, False))),
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
