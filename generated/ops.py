# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Op entry points: run the NumPy forward, and when a gradient is needed record
a Backward node (generated/functions.py) with exactly what its formulas use.
View ops mark their results as views (views.py); in-place ops write into self
and rewrite its history (inplace.py)."""
import math
from collections import namedtuple

import numpy as np

from gradtable import activation_kernels, composite, kernels, linalg_kernels, nn_kernels, pointwise_kernels
from gradtable.inplace import (check_inplace, must_record_inplace, rebase_history, save_original, writable,
                               write)
from gradtable.op_support import (dtype_of, int_list, make_result, must_record, ndim_of, numpy_index,
                                  refuse_grad, save, select_overload, shape_of, unwrap, unwrap_list)
from gradtable.views import as_view, as_views
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
    CopyBackwards,
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
    FillBackward0,
    FillBackward1,
    FillBackward2,
    FillBackward3,
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
    HypotBackward0,
    IndexBackward0,
    IndexPutBackward0,
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
    NegBackward0,
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
    UnsafeViewBackward0,
    UnsqueezeBackward0,
    VarBackward0,
    ViewBackward0,
    WhereBackward0,
    XlogyBackward0,
    XlogyBackward1,
    XlogyBackward2,
    ZeroBackward0,
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

slogdet_result = namedtuple("slogdet", ["sign", "logabsdet", ])


def add(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:65]"""
    result = make_result(np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def sub(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:73]"""
    result = make_result(np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Tensor(self, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:81]"""
    result = make_result(np.subtract(unwrap(other), unwrap(self)) if alpha == 1 else np.subtract(unwrap(other), np.multiply(unwrap(self), alpha)), (self, other))
    if must_record(self, other):
        grad_fn = RsubBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._saved_alpha = alpha
    return result


def _rsub_Scalar(self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:88]"""
    result = make_result(np.subtract(other, unwrap(self)) if alpha == 1 else np.subtract(other, np.multiply(unwrap(self), alpha)), (self,))
    if must_record(self):
        grad_fn = RsubBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_alpha = alpha
    return result


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:95]"""
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
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:103]"""
    result = make_result(np.true_divide(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), (result,))
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def neg(self):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:111]"""
    result = make_result(np.negative(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = NegBackward0()
        grad_fn.connect((self,), (result,))
    return result


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:117]"""
    result = make_result(np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu' else unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ReciprocalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:122]"""
    result = make_result(np.power(unwrap(self), exponent), (self,))
    if must_record(self):
        grad_fn = PowBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_exponent = exponent
    return result


def _pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:129]"""
    result = make_result(np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    if must_record(self, exponent):
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:136]"""
    result = make_result(np.power(self, unwrap(exponent)), (exponent,))
    if must_record(exponent):
        grad_fn = PowBackward2()
        grad_fn.connect((exponent,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _div_Scalar(self, other):
    """div.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:141]"""
    result = make_result(np.true_divide(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = DivBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_other = other
    return result


def _div_Tensor_mode(self, other, *, rounding_mode):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor   [derivatives.yaml:147]"""
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
    """maximum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:155]"""
    result = make_result(np.maximum(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MaximumBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:161]"""
    result = make_result(np.minimum(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = MinimumBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def fmax(self, other):
    """fmax(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:167]"""
    result = make_result(np.fmax(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = FmaxBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def fmin(self, other):
    """fmin(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:173]"""
    result = make_result(np.fmin(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = FminBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:179]"""
    result = make_result(np.arctan2(pointwise_kernels.floating(unwrap(self)), pointwise_kernels.floating(unwrap(other))), (self, other))
    if must_record(self, other):
        grad_fn = Atan2Backward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:185]"""
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
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:190]"""
    result = make_result(pointwise_kernels.xlogy(unwrap(self), unwrap(other)), (self, other))
    if must_record(self, other):
        grad_fn = XlogyBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    return result


def _xlogy_Scalar_Self(self, other):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:196]"""
    result = make_result(pointwise_kernels.xlogy(self, unwrap(other)), (other,))
    if must_record(other):
        grad_fn = XlogyBackward1()
        grad_fn.connect((other,), (result,))
        grad_fn._saved_self = self
        grad_fn._raw_saved_other = save(other)
    return result


def _xlogy_Scalar_Other(self, other):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:201]"""
    result = make_result(pointwise_kernels.xlogy(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = XlogyBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_other = other
    return result


def _remainder_Scalar(self, other):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:206]"""
    result = make_result(pointwise_kernels.remainder(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = RemainderBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _remainder_Tensor(self, other):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:211]"""
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
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:218]"""
    result = make_result(pointwise_kernels.fmod(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = FmodBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _fmod_Tensor(self, other):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:223]"""
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
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   [derivatives.yaml:229]"""
    result = make_result(pointwise_kernels.lerp(unwrap(self), unwrap(end), weight), (self, end))
    if must_record(self, end):
        grad_fn = LerpBackward0()
        grad_fn.connect((self, end), (result,))
        grad_fn._saved_weight = weight
    return result


def _lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   [derivatives.yaml:235]"""
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
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   [derivatives.yaml:242]"""
    result = make_result(pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), value), (self, mask), keeps_dtype=True)
    if must_record(self):
        grad_fn = MaskedFillBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_mask = save(mask)
    return result


def _masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   [derivatives.yaml:250]"""
    result = make_result(pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), unwrap(value)), (self, mask, value), keeps_dtype=True)
    if must_record(self, value):
        grad_fn = MaskedFillBackward1()
        grad_fn.connect((self, value), (result,))
        grad_fn._raw_saved_mask = save(mask)
    return result


def square(self):
    """square(Tensor self) -> Tensor   [derivatives.yaml:260]"""
    return composite.square(self)


def exp(self):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:263]"""
    result = make_result(np.exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log(self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:268]"""
    result = make_result(np.log(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:274]"""
    result = make_result(np.sqrt(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def abs(self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:280]"""
    result = make_result(np.abs(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sign(self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:286]"""
    result = make_result(np.sign(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SignBackward0()
        grad_fn.connect((self,), (result,))
    return result


def sin(self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:290]"""
    result = make_result(np.sin(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cos(self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:295]"""
    result = make_result(np.cos(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanh(self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:300]"""
    result = make_result(np.tanh(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:305]"""
    result = make_result(kernels.sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def relu(self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:310]"""
    result = make_result(np.maximum(unwrap(self), 0), (self,))
    if must_record(self):
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def threshold_backward(grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:315]"""
    result = make_result(kernels.threshold_backward(unwrap(grad_output), unwrap(self), threshold), (grad_output, self))
    if must_record(grad_output, self):
        grad_fn = ThresholdBackwardBackward0()
        grad_fn.connect((grad_output, self), (result,))
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_self = save(self)
        grad_fn._saved_threshold = threshold
    return result


def _clamp_Tensor(self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:322]"""
    result = make_result(kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
    if must_record(self, min, max):
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    return result


def _clamp_default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:329]"""
    result = make_result(kernels.clamp(unwrap(self), min, max), (self,))
    if must_record(self):
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    return result


def exp2(self):
    """exp2(Tensor self) -> Tensor   [derivatives.yaml:335]"""
    result = make_result(np.exp2(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Exp2Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def expm1(self):
    """expm1(Tensor self) -> Tensor   [derivatives.yaml:339]"""
    result = make_result(np.expm1(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Expm1Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log2(self):
    """log2(Tensor self) -> Tensor   [derivatives.yaml:343]"""
    result = make_result(np.log2(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Log2Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def log10(self):
    """log10(Tensor self) -> Tensor   [derivatives.yaml:348]"""
    result = make_result(np.log10(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Log10Backward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def log1p(self):
    """log1p(Tensor self) -> Tensor   [derivatives.yaml:353]"""
    result = make_result(np.log1p(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = Log1PBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor   [derivatives.yaml:358]"""
    result = make_result(np.reciprocal(np.sqrt(pointwise_kernels.floating(unwrap(self)))), (self,))
    if must_record(self):
        grad_fn = RsqrtBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def tan(self):
    """tan(Tensor self) -> Tensor   [derivatives.yaml:363]"""
    result = make_result(np.tan(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = TanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def asin(self):
    """asin(Tensor self) -> Tensor   [derivatives.yaml:368]"""
    result = make_result(np.arcsin(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AsinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def acos(self):
    """acos(Tensor self) -> Tensor   [derivatives.yaml:373]"""
    result = make_result(np.arccos(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AcosBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def atan(self):
    """atan(Tensor self) -> Tensor   [derivatives.yaml:378]"""
    result = make_result(np.arctan(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AtanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def sinh(self):
    """sinh(Tensor self) -> Tensor   [derivatives.yaml:382]"""
    result = make_result(np.sinh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = SinhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def cosh(self):
    """cosh(Tensor self) -> Tensor   [derivatives.yaml:386]"""
    result = make_result(np.cosh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = CoshBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def asinh(self):
    """asinh(Tensor self) -> Tensor   [derivatives.yaml:390]"""
    result = make_result(np.arcsinh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AsinhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def acosh(self):
    """acosh(Tensor self) -> Tensor   [derivatives.yaml:394]"""
    result = make_result(np.arccosh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AcoshBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def atanh(self):
    """atanh(Tensor self) -> Tensor   [derivatives.yaml:399]"""
    result = make_result(np.arctanh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = AtanhBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def erf(self):
    """erf(Tensor self) -> Tensor   [derivatives.yaml:404]"""
    result = make_result(pointwise_kernels.erf(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ErfBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def erfc(self):
    """erfc(Tensor self) -> Tensor   [derivatives.yaml:408]"""
    result = make_result(pointwise_kernels.erfc(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ErfcBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def erfinv(self):
    """erfinv(Tensor self) -> Tensor   [derivatives.yaml:412]"""
    result = make_result(pointwise_kernels.erfinv(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = ErfinvBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def lgamma(self):
    """lgamma(Tensor self) -> Tensor   [derivatives.yaml:417]"""
    result = make_result(pointwise_kernels.lgamma(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LgammaBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def digamma(self):
    """digamma(Tensor self) -> Tensor   [derivatives.yaml:422]"""
    result = make_result(pointwise_kernels.digamma(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = DigammaBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor   [derivatives.yaml:427]"""
    result = make_result(pointwise_kernels.polygamma(n, unwrap(self)), (self,))
    if must_record(self):
        grad_fn = PolygammaBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_n = n
        grad_fn._raw_saved_self = save(self)
    return result


def floor(self):
    """floor(Tensor self) -> Tensor   [derivatives.yaml:433]"""
    result = make_result(pointwise_kernels.floor(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = FloorBackward0()
        grad_fn.connect((self,), (result,))
    return result


def ceil(self):
    """ceil(Tensor self) -> Tensor   [derivatives.yaml:437]"""
    result = make_result(pointwise_kernels.ceil(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = CeilBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _round_default(self):
    """round(Tensor self) -> Tensor   [derivatives.yaml:441]"""
    result = make_result(pointwise_kernels.round_(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = RoundBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _round_decimals(self, *, decimals):
    """round.decimals(Tensor self, *, int decimals) -> Tensor   [derivatives.yaml:445]"""
    result = make_result(pointwise_kernels.round_decimals(unwrap(self), decimals), (self,))
    if must_record(self):
        grad_fn = RoundBackward1()
        grad_fn.connect((self,), (result,))
    return result


def trunc(self):
    """trunc(Tensor self) -> Tensor   [derivatives.yaml:450]"""
    result = make_result(pointwise_kernels.trunc(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = TruncBackward0()
        grad_fn.connect((self,), (result,))
    return result


def frac(self):
    """frac(Tensor self) -> Tensor   [derivatives.yaml:454]"""
    result = make_result(pointwise_kernels.frac(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = FracBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _clamp_min_default(self, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor   [derivatives.yaml:459]"""
    result = make_result(np.maximum(unwrap(self), min), (self,))
    if must_record(self):
        grad_fn = ClampMinBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_min = min
    return result


def _clamp_min_Tensor(self, min):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor   [derivatives.yaml:464]"""
    result = make_result(np.maximum(unwrap(self), unwrap(min)), (self, min))
    if must_record(self, min):
        grad_fn = ClampMinBackward1()
        grad_fn.connect((self, min), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
    return result


def _clamp_max_default(self, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor   [derivatives.yaml:470]"""
    result = make_result(np.minimum(unwrap(self), max), (self,))
    if must_record(self):
        grad_fn = ClampMaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_max = max
    return result


def _clamp_max_Tensor(self, max):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor   [derivatives.yaml:475]"""
    result = make_result(np.minimum(unwrap(self), unwrap(max)), (self, max))
    if must_record(self, max):
        grad_fn = ClampMaxBackward1()
        grad_fn.connect((self, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_max = save(max)
    return result


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   [derivatives.yaml:481]"""
    result = make_result(pointwise_kernels.nan_to_num(unwrap(self), nan, posinf, neginf), (self,))
    if must_record(self):
        grad_fn = NanToNumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    """hardtanh(Tensor input, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor   [derivatives.yaml:487]"""
    result = make_result(activation_kernels.hardtanh(unwrap(input), min_val, max_val, inplace), (input,))
    if must_record(input):
        grad_fn = HardtanhBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_min_val = min_val
        grad_fn._saved_max_val = max_val
    return result


def relu6(input, inplace=False):
    """relu6(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:494]"""
    return composite.relu6(input, inplace)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    """leaky_relu(Tensor input, float negative_slope=0.01, bool inplace=False) -> Tensor   [derivatives.yaml:500]"""
    result = make_result(activation_kernels.leaky_relu(unwrap(input), negative_slope, inplace), (input,))
    if must_record(input):
        grad_fn = LeakyReluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_negative_slope = negative_slope
    return result


def elu(self, alpha=1, scale=1, input_scale=1):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor   [derivatives.yaml:507]"""
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
    """celu(Tensor input, float alpha=1.0, bool inplace=False) -> Tensor   [derivatives.yaml:513]"""
    result = make_result(activation_kernels.celu(unwrap(input), alpha, inplace), (input,))
    if must_record(input):
        grad_fn = CeluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_alpha = alpha
    return result


def gelu(input, *, approximate='none'):
    """gelu(Tensor input, *, str approximate="none") -> Tensor   [derivatives.yaml:520]"""
    result = make_result(activation_kernels.gelu(unwrap(input), approximate), (input,))
    if must_record(input):
        grad_fn = GeluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_approximate = approximate
    return result


def silu(input, inplace=False):
    """silu(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:527]"""
    result = make_result(activation_kernels.silu(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = SiluBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def mish(input, inplace=False):
    """mish(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:534]"""
    result = make_result(activation_kernels.mish(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = MishBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def softplus(input, beta=1, threshold=20):
    """softplus(Tensor input, Scalar beta=1, Scalar threshold=20) -> Tensor   [derivatives.yaml:541]"""
    result = make_result(activation_kernels.softplus(unwrap(input), beta, threshold), (input,))
    if must_record(input):
        grad_fn = SoftplusBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_beta = beta
        grad_fn._saved_threshold = threshold
    return result


def softsign(input):
    """softsign(Tensor input) -> Tensor   [derivatives.yaml:548]"""
    return composite.softsign(input)


def hardsigmoid(input, inplace=False):
    """hardsigmoid(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:554]"""
    result = make_result(activation_kernels.hardsigmoid(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = HardsigmoidBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def hardswish(input, inplace=False):
    """hardswish(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:561]"""
    result = make_result(activation_kernels.hardswish(unwrap(input), inplace), (input,))
    if must_record(input):
        grad_fn = HardswishBackward0()
        grad_fn.connect((input,), (result,))
        grad_fn._raw_saved_input = save(input)
    return result


def log_sigmoid(self):
    """log_sigmoid(Tensor self) -> Tensor   [derivatives.yaml:568]"""
    result = make_result(activation_kernels.log_sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = LogSigmoidBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
    return result


def tanhshrink(input):
    """tanhshrink(Tensor input) -> Tensor   [derivatives.yaml:574]"""
    return composite.tanhshrink(input)


def eq(self, other):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:580]"""
    result = make_result(np.equal(unwrap(self), unwrap(other)), (self, other))
    return result


def ne(self, other):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:585]"""
    result = make_result(np.not_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def lt(self, other):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:590]"""
    result = make_result(np.less(unwrap(self), unwrap(other)), (self, other))
    return result


def le(self, other):
    """le.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:595]"""
    result = make_result(np.less_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def gt(self, other):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:600]"""
    result = make_result(np.greater(unwrap(self), unwrap(other)), (self, other))
    return result


def ge(self, other):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:605]"""
    result = make_result(np.greater_equal(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:610]"""
    result = make_result(np.logical_and(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:615]"""
    result = make_result(np.logical_or(unwrap(self), unwrap(other)), (self, other))
    return result


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   [derivatives.yaml:620]"""
    result = make_result(np.logical_not(unwrap(self)), (self,))
    return result


def _sum_default(self, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:626]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _sum_dim_IntList(self, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:630]"""
    result = make_result(kernels.reduce(np.sum, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SumBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def _mean_default(self, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:635]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), None, False, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _mean_dim(self, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:639]"""
    result = make_result(kernels.reduce(np.mean, unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = MeanBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    return result


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:644]"""
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
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor   [derivatives.yaml:649]"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:654]"""
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
    """max(Tensor self) -> Tensor   [derivatives.yaml:660]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.max), (self,))
    if must_record(self):
        grad_fn = MaxBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def _min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:664]"""
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
    """min(Tensor self) -> Tensor   [derivatives.yaml:670]"""
    result = make_result(kernels.full_reduce(unwrap(self), np.min), (self,))
    if must_record(self):
        grad_fn = MinBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def softmax(self, dim, dtype=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:674]"""
    result = make_result(kernels.softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = SoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def log_softmax(self, dim, dtype=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:679]"""
    result = make_result(kernels.log_softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = LogSoftmaxBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:685]"""
    return composite.matmul(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:691]"""
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
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:697]"""
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
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:703]"""
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
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:709]"""
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
    """outer(Tensor self, Tensor vec2) -> Tensor   [derivatives.yaml:715]"""
    return composite.outer(self, vec2)


def ger(self, vec2):
    """ger(Tensor self, Tensor vec2) -> Tensor   [derivatives.yaml:719]"""
    return composite.outer(self, vec2)


def trace(self):
    """trace(Tensor self) -> Tensor   [derivatives.yaml:723]"""
    result = make_result(linalg_kernels.trace(unwrap(self)), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = TraceBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def diagonal(self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)   [derivatives.yaml:729]"""
    result = make_result(linalg_kernels.diagonal(unwrap(self), offset, dim1, dim2), (self,))
    as_view(self, result, lambda base: diagonal(base, offset, dim1, dim2))
    if must_record(self):
        grad_fn = DiagonalBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   [derivatives.yaml:734]"""
    result = make_result(linalg_kernels.diagonal_backward(unwrap(grad_output), input_sizes, offset, dim1, dim2), (grad_output,))
    if must_record(grad_output):
        grad_fn = DiagonalBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diag_embed(self, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   [derivatives.yaml:740]"""
    result = make_result(linalg_kernels.diag_embed(unwrap(self), offset, dim1, dim2), (self,))
    if must_record(self):
        grad_fn = DiagEmbedBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    return result


def diag(self, diagonal=0):
    """diag(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:745]"""
    return composite.diag(self, diagonal)


def tril(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:749]"""
    result = make_result(linalg_kernels.triangle(unwrap(self), diagonal, upper=False), (self,))
    if must_record(self):
        grad_fn = TrilBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_diagonal = diagonal
    return result


def triu(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:754]"""
    result = make_result(linalg_kernels.triangle(unwrap(self), diagonal, upper=True), (self,))
    if must_record(self):
        grad_fn = TriuBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_diagonal = diagonal
    return result


def linalg_inv_ex(A, *, check_errors=False):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)   [derivatives.yaml:759]"""
    inverse, info = (make_result(array, (A,)) for array in linalg_kernels.inv_ex(unwrap(A), check_errors))
    if must_record(A):
        grad_fn = LinalgInvExBackward0()
        grad_fn.connect((A,), (inverse, None))
        grad_fn._raw_saved_inverse = save(inverse, is_output=True)
    return linalg_inv_ex_result(inverse, info)


def linalg_inv(A):
    """linalg_inv(Tensor A) -> Tensor   [derivatives.yaml:767]"""
    return composite.linalg_inv(A)


def inverse(self):
    """inverse(Tensor self) -> Tensor   [derivatives.yaml:773]"""
    return composite.inverse(self)


def linalg_det(A):
    """linalg_det(Tensor A) -> Tensor   [derivatives.yaml:777]"""
    result = make_result(linalg_kernels.det(unwrap(A)), (A,))
    if must_record(A):
        grad_fn = LinalgDetBackward0()
        grad_fn.connect((A,), (result,))
        grad_fn._raw_saved_A = save(A)
        grad_fn._raw_saved_result = save(result, is_output=True)
    return result


def det(self):
    """det(Tensor self) -> Tensor   [derivatives.yaml:784]"""
    return composite.det(self)


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:788]"""
    sign, logabsdet = (make_result(array, (A,)) for array in linalg_kernels.slogdet(unwrap(A)))
    if must_record(A):
        grad_fn = LinalgSlogdetBackward0()
        grad_fn.connect((A,), (sign, logabsdet))
        grad_fn._raw_saved_A = save(A)
    return linalg_slogdet_result(sign, logabsdet)


def slogdet(self):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:795]"""
    return composite.slogdet(self)


def logdet(self):
    """logdet(Tensor self) -> Tensor   [derivatives.yaml:799]"""
    return composite.logdet(self)


def linalg_solve_ex(A, B, *, left=True, check_errors=False):
    """linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)   [derivatives.yaml:803]"""
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
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   [derivatives.yaml:811]"""
    return composite.linalg_solve(A, B, left=left)


def linalg_cholesky_ex(A, *, upper=False, check_errors=False):
    """linalg_cholesky_ex(Tensor A, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)   [derivatives.yaml:818]"""
    L, info = (make_result(array, (A,)) for array in linalg_kernels.cholesky_ex(unwrap(A), upper, check_errors))
    if must_record(A):
        grad_fn = LinalgCholeskyExBackward0()
        grad_fn.connect((A,), (L, None))
        grad_fn._saved_upper = upper
        grad_fn._raw_saved_L = save(L, is_output=True)
    return linalg_cholesky_ex_result(L, info)


def linalg_cholesky(A, *, upper=False):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   [derivatives.yaml:826]"""
    return composite.linalg_cholesky(A, upper=upper)


def linalg_qr(A, mode='reduced'):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   [derivatives.yaml:832]"""
    Q, R = (make_result(array, (A,)) for array in linalg_kernels.qr(unwrap(A), mode))
    if must_record(A):
        grad_fn = LinalgQrBackward0()
        grad_fn.connect((A,), (Q, R))
        grad_fn._saved_mode = mode
        grad_fn._raw_saved_Q = save(Q, is_output=True)
        grad_fn._raw_saved_R = save(R, is_output=True)
    return linalg_qr_result(Q, R)


def linalg_eigh(A, UPLO='L'):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:839]"""
    eigenvalues, eigenvectors = (make_result(array, (A,)) for array in linalg_kernels.eigh(unwrap(A), UPLO))
    if must_record(A):
        grad_fn = LinalgEighBackward0()
        grad_fn.connect((A,), (eigenvalues, eigenvectors))
        grad_fn._raw_saved_eigenvalues = save(eigenvalues, is_output=True)
        grad_fn._raw_saved_eigenvectors = save(eigenvectors, is_output=True)
    return linalg_eigh_result(eigenvalues, eigenvectors)


def linalg_eigvalsh(A, UPLO='L'):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   [derivatives.yaml:846]"""
    return composite.linalg_eigvalsh(A, UPLO)


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   [derivatives.yaml:852]"""
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
    """linalg_svdvals(Tensor A) -> Tensor   [derivatives.yaml:859]"""
    return composite.linalg_svdvals(A)


def einsum(equation, tensors, *, path=None):
    """einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor   [derivatives.yaml:865]"""
    return composite.einsum(equation, tensors, path=path)


def t(self):
    """t(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:874]"""
    result = make_result(kernels.t(unwrap(self)), (self,))
    as_view(self, result, lambda base: t(base))
    if must_record(self):
        grad_fn = TBackward0()
        grad_fn.connect((self,), (result,))
    return result


def transpose(self, dim0, dim1):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)   [derivatives.yaml:879]"""
    result = make_result(kernels.transpose(unwrap(self), dim0, dim1), (self,))
    as_view(self, result, lambda base: transpose(base, dim0, dim1))
    if must_record(self):
        grad_fn = TransposeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    return result


def view(self, *size):
    """view(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:884]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    as_view(self, result, lambda base: view(base, size))
    if must_record(self):
        grad_fn = ViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _unsafe_view(self, *size):
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:890]"""
    size = int_list(size)
    result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = UnsafeViewBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   [derivatives.yaml:896]"""
    return composite.reshape(self, *shape)


def flatten(self, start_dim=0, end_dim=-1):
    """flatten.using_ints(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   [derivatives.yaml:900]"""
    return composite.flatten(self, start_dim, end_dim)


def expand(self, *size):
    """expand(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:904]"""
    size = int_list(size)
    result = make_result(kernels.expand(unwrap(self), size), (self,))
    as_view(self, result, lambda base: expand(base, size))
    if must_record(self):
        grad_fn = ExpandBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_default(self):
    """squeeze(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:910]"""
    result = make_result(kernels.squeeze(unwrap(self), None), (self,))
    as_view(self, result, lambda base: _squeeze_default(base))
    if must_record(self):
        grad_fn = SqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dim(self, dim):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:915]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: _squeeze_dim(base, dim))
    if must_record(self):
        grad_fn = SqueezeBackward1()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def _squeeze_dims(self, dim):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)   [derivatives.yaml:920]"""
    result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: _squeeze_dims(base, dim))
    if must_record(self):
        grad_fn = SqueezeBackward2()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
    return result


def unsqueeze(self, dim):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:925]"""
    result = make_result(kernels.unsqueeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: unsqueeze(base, dim))
    if must_record(self):
        grad_fn = UnsqueezeBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_dim = dim
    return result


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:930]"""
    result = make_result(kernels.cat(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = CatBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
        grad_fn._saved_dim = dim
    return result


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:936]"""
    result = make_result(kernels.stack(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = StackBackward0()
        grad_fn.connect(tensors, (result,))
        grad_fn._saved_dim = dim
    return result


def unbind(self, dim=0):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]   [derivatives.yaml:942]"""
    result = [make_result(array, (self,)) for array in kernels.unbind(unwrap(self), dim)]
    as_views(self, result, lambda i: (lambda base: unbind(base, dim)[i]))
    if must_record(self):
        grad_fn = UnbindBackward0()
        grad_fn.connect((self,), result)
        grad_fn._saved_dim = dim
    return result


def clone(self):
    """clone(Tensor self) -> Tensor   [derivatives.yaml:947]"""
    result = make_result(unwrap(self).copy(), (self,))
    if must_record(self):
        grad_fn = CloneBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _to_copy(self, dtype=None):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:951]"""
    result = make_result(unwrap(self).astype(kernels.numpy_dtype(dtype)) if dtype is not None else unwrap(self).copy(), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = ToCopyBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_scalar_type = dtype_of(self)
    return result


def where(condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:956]"""
    result = make_result(np.where(unwrap(condition), unwrap(self), unwrap(other)), (condition, self, other))
    if must_record(self, other):
        grad_fn = WhereBackward0()
        grad_fn.connect((self, other), (result,))
        grad_fn._raw_saved_condition = save(condition)
    return result


def select(self, dim, index):
    """select.int(Tensor(a) self, int dim, int index) -> Tensor(a)   [derivatives.yaml:965]"""
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
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:970]"""
    result = make_result(kernels.select_backward(unwrap(grad_output), input_sizes, dim, index), (grad_output,))
    if must_record(grad_output):
        grad_fn = SelectBackwardBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    return result


def slice(self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor(a)   [derivatives.yaml:976]"""
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
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor   [derivatives.yaml:982]"""
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
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:988]"""
    result = make_result(kernels.index(unwrap(self), numpy_index(indices)), (self,))
    if must_record(self):
        grad_fn = IndexBackward0()
        grad_fn.connect((self,), (result,))
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_indices = indices
    return result


def index_put_zeros(grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:994]"""
    result = make_result(kernels.index_put_zeros(unwrap(grad_output), input_sizes, numpy_index(indices)), (grad_output,))
    if must_record(grad_output):
        grad_fn = IndexPutZerosBackward0()
        grad_fn.connect((grad_output,), (result,))
        grad_fn._saved_indices = indices
    return result


def alias(self):
    """alias(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:1000]"""
    result = make_result(unwrap(self).view(), (self,))
    as_view(self, result, lambda base: alias(base))
    if must_record(self):
        grad_fn = AliasBackward0()
        grad_fn.connect((self,), (result,))
    return result


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   [derivatives.yaml:1005]"""
    result = make_result(kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate), (self, values))
    if must_record(self, values):
        grad_fn = IndexPutBackward0()
        grad_fn.connect((self, values), (result,))
        grad_fn._saved_indices = indices
        grad_fn._saved_accumulate = accumulate
    return result


def _fill_Scalar(self, value):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor   [derivatives.yaml:1014]"""
    result = make_result(np.full_like(unwrap(self), value), (self,))
    if must_record(self):
        grad_fn = FillBackward0()
        grad_fn.connect((self,), (result,))
    return result


def _fill_Tensor(self, value):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor   [derivatives.yaml:1020]"""
    result = make_result(kernels.fill(unwrap(self), unwrap(value)), (self, value))
    if must_record(self, value):
        grad_fn = FillBackward1()
        grad_fn.connect((self, value), (result,))
    return result


def mse_loss(input, target, reduction='mean'):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor   [derivatives.yaml:1050]"""
    result = make_result(kernels.reduce_loss(np.square(np.subtract(unwrap(input), unwrap(target))), reduction), (input, target))
    if must_record(input, target):
        grad_fn = MseLossBackward0()
        grad_fn.connect((input, target), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
    return result


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, str reduction="mean") -> Tensor   [derivatives.yaml:1058]"""
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
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor, in place on self   [derivatives.yaml:65]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_alpha = alpha
        write(self, np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.add(unwrap(self), unwrap(other), out=out) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.add(unwrap(self), unwrap(other)) if alpha == 1 else np.add(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    self._bump_version()
    return self


def sub_(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor, in place on self   [derivatives.yaml:73]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_alpha = alpha
        write(self, np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.subtract(unwrap(self), unwrap(other), out=out) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.subtract(unwrap(self), unwrap(other)) if alpha == 1 else np.subtract(unwrap(self), np.multiply(unwrap(other), alpha)), (self, other))
    self._bump_version()
    return self


def mul_(self, other):
    """mul(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:95]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = MulBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save_original(self)
        if grad_fn.next_functions[0][0] is not None:
            grad_fn._raw_saved_other = save(other)
        write(self, np.multiply(unwrap(self), unwrap(other)), (self, other))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.multiply(unwrap(self), unwrap(other), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.multiply(unwrap(self), unwrap(other)), (self, other))
    self._bump_version()
    return self


def div_(self, other):
    """div(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:103]"""
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        if grad_fn.next_functions[1][0] is not None:
            grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_other = save(other)
        write(self, np.true_divide(unwrap(self), unwrap(other)), (self, other))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.true_divide(unwrap(self), unwrap(other), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.true_divide(unwrap(self), unwrap(other)), (self, other))
    self._bump_version()
    return self


def neg_(self):
    """neg(Tensor self) -> Tensor, in place on self   [derivatives.yaml:111]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = NegBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.negative(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.negative(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.negative(unwrap(self)), (self,))
    self._bump_version()
    return self


def _pow__Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor, in place on self   [derivatives.yaml:122]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = PowBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_exponent = exponent
        write(self, np.power(unwrap(self), exponent), (self,))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.power(unwrap(self), exponent, out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.power(unwrap(self), exponent), (self,))
    self._bump_version()
    return self


def _pow__Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor, in place on self   [derivatives.yaml:129]"""
    if must_record_inplace(self, exponent):
        check_inplace(self)
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_exponent = save(exponent)
        write(self, np.power(unwrap(self), unwrap(exponent)), (self, exponent))
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    out = writable(self)
    try:
        np.power(unwrap(self), unwrap(exponent), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.power(unwrap(self), unwrap(exponent)), (self, exponent))
    self._bump_version()
    return self


def _masked_fill__Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor, in place on self   [derivatives.yaml:242]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = MaskedFillBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_mask = save(mask)
        write(self, pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), value), (self, mask))
        rebase_history(self, grad_fn)
        return self
    return write(self, pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), value), (self, mask))


def _masked_fill__Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor, in place on self   [derivatives.yaml:250]"""
    if must_record_inplace(self, value):
        check_inplace(self)
        grad_fn = MaskedFillBackward1()
        grad_fn.connect((self, value), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_mask = save(mask)
        write(self, pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), unwrap(value)), (self, mask, value))
        rebase_history(self, grad_fn)
        return self
    return write(self, pointwise_kernels.masked_fill(unwrap(self), unwrap(mask), unwrap(value)), (self, mask, value))


def exp_(self):
    """exp(Tensor self) -> Tensor, in place on self   [derivatives.yaml:263]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.exp(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
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
    """log(Tensor self) -> Tensor, in place on self   [derivatives.yaml:268]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LogBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.log(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.log(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.log(unwrap(self)), (self,))
    self._bump_version()
    return self


def sqrt_(self):
    """sqrt(Tensor self) -> Tensor, in place on self   [derivatives.yaml:274]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.sqrt(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
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
    """abs(Tensor self) -> Tensor, in place on self   [derivatives.yaml:280]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.abs(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.abs(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.abs(unwrap(self)), (self,))
    self._bump_version()
    return self


def sin_(self):
    """sin(Tensor self) -> Tensor, in place on self   [derivatives.yaml:290]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SinBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.sin(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.sin(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.sin(unwrap(self)), (self,))
    self._bump_version()
    return self


def cos_(self):
    """cos(Tensor self) -> Tensor, in place on self   [derivatives.yaml:295]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CosBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        write(self, np.cos(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        return self
    out = writable(self)
    try:
        np.cos(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape): the checked path raises PyTorch's error
        return write(self, np.cos(unwrap(self)), (self,))
    self._bump_version()
    return self


def tanh_(self):
    """tanh(Tensor self) -> Tensor, in place on self   [derivatives.yaml:300]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.tanh(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
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
    """sigmoid(Tensor self) -> Tensor, in place on self   [derivatives.yaml:305]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, kernels.sigmoid(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = save(self, is_output=True)
        return self
    return write(self, kernels.sigmoid(unwrap(self)), (self,))


def relu_(self):
    """relu(Tensor self) -> Tensor, in place on self   [derivatives.yaml:310]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.maximum(unwrap(self), 0), (self,))
        rebase_history(self, grad_fn)
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
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor, in place on self   [derivatives.yaml:322]"""
    if must_record_inplace(self, min, max):
        check_inplace(self)
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
        write(self, kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
        rebase_history(self, grad_fn)
        return self
    return write(self, kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))


def _clamp__default(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor, in place on self   [derivatives.yaml:329]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
        write(self, kernels.clamp(unwrap(self), min, max), (self,))
        rebase_history(self, grad_fn)
        return self
    return write(self, kernels.clamp(unwrap(self), min, max), (self,))


def index_put_(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor, in place on self   [derivatives.yaml:1005]"""
    if must_record_inplace(self, values):
        check_inplace(self)
        grad_fn = IndexPutBackward0()
        grad_fn.connect((self, values), ())  # edges from the inputs' history before the write
        grad_fn._saved_indices = indices
        grad_fn._saved_accumulate = accumulate
        write(self, kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate), (self, values))
        rebase_history(self, grad_fn)
        return self
    return write(self, kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate), (self, values))


def _fill__Scalar(self, value):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!), in place on self   [derivatives.yaml:1027]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = FillBackward2()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.full_like(unwrap(self), value), (self,))
        rebase_history(self, grad_fn)
        return self
    return write(self, np.full_like(unwrap(self), value), (self,))


def _fill__Tensor(self, value):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!), in place on self   [derivatives.yaml:1032]"""
    if must_record_inplace(self, value):
        check_inplace(self)
        grad_fn = FillBackward3()
        grad_fn.connect((self, value), ())  # edges from the inputs' history before the write
        write(self, kernels.fill(unwrap(self), unwrap(value)), (self, value))
        rebase_history(self, grad_fn)
        return self
    return write(self, kernels.fill(unwrap(self), unwrap(value)), (self, value))


def zero_(self):
    """zero_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:1038]"""
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ZeroBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        write(self, np.zeros_like(unwrap(self)), (self,))
        rebase_history(self, grad_fn)
        return self
    return write(self, np.zeros_like(unwrap(self)), (self,))


def copy_(self, src, non_blocking=False):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!), in place on self   [derivatives.yaml:1042]"""
    if must_record_inplace(self, src):
        check_inplace(self)
        grad_fn = CopyBackwards()
        grad_fn.connect((self, src), ())  # edges from the inputs' history before the write
        write(self, kernels.copy_into(unwrap(self), unwrap(src)), (self, src))
        rebase_history(self, grad_fn)
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


def masked_fill_(*args, **kwargs):
    """One of:
        masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
        masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
    """
    return select_overload("masked_fill_", masked_fill__overloads, args, kwargs)(*args, **kwargs)


masked_fill__overloads = (
    (_masked_fill__Scalar, (('self', 'Tensor', True, False), ('mask', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_masked_fill__Tensor, (('self', 'Tensor', True, False), ('mask', 'Tensor', True, False), ('value', 'Tensor', True, False))),
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
