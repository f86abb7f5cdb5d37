# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Op entry points: run the NumPy forward, and when a gradient is needed record
a Backward node (generated/functions.py) with exactly what its formulas use.
View ops mark their results as views (core/views.py); in-place ops write into self
and rewrite its history (core/inplace.py)."""
import math

import numpy as np

from gradtable.kernels import activation as activation_kernels
from gradtable.kernels import core as kernels
from gradtable.kernels import distance as distance_kernels
from gradtable.kernels import distributions as distribution_kernels
from gradtable.kernels import elementwise as elementwise_kernels
from gradtable.kernels import indexing as indexing_kernels
from gradtable.kernels import linalg as linalg_kernels
from gradtable.kernels import linalg_factor as factor_kernels
from gradtable.kernels import loss as loss_kernels
from gradtable.kernels import matmul as matmul_kernels
from gradtable.kernels import matrix_functions as matrix_function_kernels
from gradtable.kernels import nn as nn_kernels
from gradtable.kernels import normalization as normalization_kernels
from gradtable.kernels import norms as norm_kernels
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
from gradtable.ops import composite
from gradtable.ops import linalg_composite
from gradtable.ops import linalg_products
from gradtable.ops import linalg_solvers
from gradtable.ops import loss_composite
from gradtable.ops import nn_composite
from gradtable.ops import pointwise_composite
from gradtable.ops import shape_composite
from gradtable.ops import statistics_composite
from gradtable.autograd.forward_grad import any_tangent, set_result_tangents
from gradtable.autograd.forward_grad import inplace as fw_inplace
from gradtable.autograd.forward_grad import inplace_view as fw_inplace_view
from gradtable.autograd.forward_grad import state as _fw
from gradtable.autograd.forward_grad import unsupported as fw_unsupported
from gradtable.autograd.dispatch_state import state as _ov
from gradtable.autograd.node import NotImplementedNode, record, record_not_implemented, record_one, record_two
from gradtable.autograd.saved import SavedIndex, SavedTensor
from gradtable.core.autocast_state import state as _autocast
from gradtable.core.dtypes import float32 as _float32
from gradtable.core.inplace import (check_inplace, check_written_shape, must_record_inplace, rebase_history,
                                    refuse_overlap, restride, save_original, set_view_history, writable, write)
from gradtable.core.views import as_view, as_views
from gradtable.core.tensor import Tensor
from gradtable.ops.dispatch import dispatch_inplace as _dispatch_inplace
from gradtable.ops.dispatch import dispatch_wanted as _dispatch_wanted
from gradtable.ops.dispatch import route_dispatch as _route_dispatch
from gradtable.ops.dispatch import route_function as _route_function
from gradtable.ops.out_argument import call_with_out, with_out
from gradtable.ops.subclass import is_wrapper
from gradtable.ops.deprecated_orders import DeprecatedOrders
from gradtable.ops.op_support import (ABSENT, autocast_inputs, broadcast_error, call_overload, dtype_of, geometry_of,
                                      info_of, make_result, must_record, ndim_of, numpy_index, numpy_keyword,
                                      refuse_grad, reject_requires_grad, return_type, save, select_overload,
                                      shape_of, sizes_argument, unwrap, unwrap_list, unwrap_operands)
from gradtable.generated import forward
from gradtable.generated.functions import (
    AbsBackward0,
    AcosBackward0,
    AcoshBackward0,
    AcoshBackward1,
    AdaptiveAvgPool2DBackward0,
    AdaptiveAvgPool2DBackwardBackward0,
    AdaptiveAvgPool3DBackward0,
    AdaptiveAvgPool3DBackwardBackward0,
    AdaptiveMaxPool2DBackward0,
    AdaptiveMaxPool2DBackwardBackward0,
    AdaptiveMaxPool3DBackward0,
    AdaptiveMaxPool3DBackwardBackward0,
    AddBackward0,
    AddbmmBackward0,
    AddcdivBackward0,
    AddcmulBackward0,
    AddmmBackward0,
    AddmvBackward0,
    AddrBackward0,
    AliasBackward0,
    AmaxBackward0,
    AminBackward0,
    AminmaxBackward0,
    AsStridedBackward0,
    AsStridedScatterBackward0,
    AsinBackward0,
    AsinhBackward0,
    AsinhBackward1,
    Atan2Backward0,
    AtanBackward0,
    AtanhBackward0,
    AtanhBackward1,
    AvgPool2DBackward0,
    AvgPool2DBackwardBackward0,
    AvgPool3DBackward0,
    AvgPool3DBackwardBackward0,
    BaddbmmBackward0,
    BinaryCrossEntropyBackward0,
    BinaryCrossEntropyWithLogitsBackward0,
    BlockDiagBackward0,
    BmmBackward0,
    CatBackward0,
    CdistBackward0,
    CdistBackwardBackward0,
    CeilBackward0,
    CeluBackward0,
    CeluBackward1,
    CholeskyBackward0,
    CholeskyInverseBackward0,
    CholeskySolveBackward0,
    ClampBackward0,
    ClampBackward1,
    ClampMaxBackward0,
    ClampMaxBackward1,
    ClampMinBackward0,
    ClampMinBackward1,
    CloneBackward0,
    ConstantPadNdBackward0,
    ConvolutionBackward0,
    ConvolutionBackwardWeightBackward0,
    CopyBackwards,
    CopysignBackward0,
    CopysignBackward1,
    CosBackward0,
    CoshBackward0,
    CummaxBackward0,
    CumminBackward0,
    CumprodBackward0,
    CumsumBackward0,
    Deg2RadBackward0,
    DiagEmbedBackward0,
    DiagonalBackward0,
    DiagonalBackward0_copy,
    DiagonalBackwardBackward0,
    DiagonalScatterBackward0,
    DigammaBackward0,
    DistBackward0,
    DivBackward0,
    DivBackward1,
    DivBackward2,
    DotBackward0,
    EluBackward0,
    EluBackward1,
    EmbeddingBackward0,
    EmbeddingDenseBackwardBackward0,
    EqBackward0,
    EqBackward1,
    ErfBackward0,
    ErfcBackward0,
    ErfinvBackward0,
    EuclideanDistBackward0,
    Exp2Backward0,
    ExpBackward0,
    ExpandBackward0,
    Expm1Backward0,
    FillBackward0,
    FillBackward1,
    FillBackward2,
    FillBackward3,
    FlipBackward0,
    FloorBackward0,
    FmaxBackward0,
    FminBackward0,
    FmodBackward0,
    FmodBackward1,
    FracBackward0,
    FractionalMaxPool2DBackward0,
    FractionalMaxPool2DBackwardBackward0,
    FractionalMaxPool3DBackward0,
    FractionalMaxPool3DBackwardBackward0,
    FrexpBackward0,
    GatherBackward0,
    GeBackward0,
    GeBackward1,
    GeluBackward0,
    GeluSlopeBackward0,
    GeqrfBackward0,
    GluBackward0,
    GtBackward0,
    GtBackward1,
    HardshrinkBackward0,
    HardshrinkBackwardBackward0,
    HardsigmoidBackward0,
    HardswishBackward0,
    HardtanhBackward0,
    HardtanhBackwardBackward0,
    HuberLossBackward0,
    HypotBackward0,
    I0Backward0,
    IgammaBackward0,
    IgammacBackward0,
    IndexAddBackward0,
    IndexBackward0,
    IndexCopyBackward0,
    IndexFillBackward0,
    IndexFillBackward1,
    IndexPutBackward0,
    IndexPutImplBackward0,
    IndexReduceBackward0,
    IndexSelectBackward0,
    KthvalueBackward0,
    LdexpBackward0,
    LeBackward0,
    LeBackward1,
    LeakyReluBackward0,
    LeakyReluBackward1,
    LeakyReluBackwardBackward0,
    LerpBackward0,
    LerpBackward1,
    LgammaBackward0,
    LinalgCholeskyExBackward0,
    LinalgCrossBackward0,
    LinalgDetBackward0,
    LinalgEighBackward0,
    LinalgHouseholderProductBackward0,
    LinalgInvExBackward0,
    LinalgLstsqBackward0,
    LinalgLuBackward0,
    LinalgLuFactorExBackward0,
    LinalgLuSolveBackward0,
    LinalgMatrixExpBackward0,
    LinalgPinvBackward0,
    LinalgQrBackward0,
    LinalgSlogdetBackward0,
    LinalgSolveExBackward0,
    LinalgSolveTriangularBackward0,
    LinalgSvdBackward0,
    LinalgVectorNormBackward0,
    Log10Backward0,
    Log1PBackward0,
    Log2Backward0,
    LogBackward0,
    LogSigmoidBackward0,
    LogSoftmaxBackward0,
    Logaddexp2Backward0,
    LogaddexpBackward0,
    LogcumsumexpBackward0,
    LogitBackward0,
    LogsumexpBackward0,
    LossSlopeBackward0,
    LtBackward0,
    LtBackward1,
    LuUnpackBackward0,
    MaskedFillBackward0,
    MaskedFillBackward1,
    MaskedScatterBackward0,
    MaskedScatterBackwardBackward0,
    MaskedSelectBackward0,
    MaxBackward0,
    MaxBackward1,
    MaxPool2DWithIndicesBackward0,
    MaxPool2DWithIndicesBackwardBackward0,
    MaxPool3DWithIndicesBackward0,
    MaxPool3DWithIndicesBackwardBackward0,
    MaxUnpool2DBackward0,
    MaxUnpool3DBackward0,
    MaximumBackward0,
    MeanBackward0,
    MeanBackward1,
    MedianBackward0,
    MedianBackward1,
    MinBackward0,
    MinBackward1,
    MinimumBackward0,
    MishBackward0,
    MmBackward0,
    ModeBackward0,
    MseLossBackward0,
    MulBackward0,
    MulBackward1,
    MvBackward0,
    MvlgammaBackward0,
    NanToNumBackward0,
    NanmedianBackward0,
    NanmedianBackward1,
    NansumBackward0,
    NativeBatchNormBackward0,
    NativeGroupNormBackward0,
    NativeLayerNormBackward0,
    NeBackward0,
    NeBackward1,
    NegBackward0,
    NextafterBackward0,
    NllLoss2DBackward0,
    NllLossBackward0,
    NormBackward1,
    OrmqrBackward0,
    PermuteBackward0,
    PolygammaBackward0,
    PolygammaBackward1,
    PowBackward0,
    PowBackward1,
    PowBackward2,
    PreluKernelBackward0,
    ProdBackward0,
    ProdBackward1,
    PutBackward0,
    Rad2DegBackward0,
    ReciprocalBackward0,
    ReflectionPad1DBackward0,
    ReflectionPad1DBackwardBackward0,
    ReflectionPad2DBackward0,
    ReflectionPad2DBackwardBackward0,
    ReflectionPad3DBackward0,
    ReflectionPad3DBackwardBackward0,
    ReluBackward0,
    RemainderBackward0,
    RemainderBackward1,
    RenormBackward0,
    RepeatBackward0,
    ReplicationPad1DBackward0,
    ReplicationPad1DBackwardBackward0,
    ReplicationPad2DBackward0,
    ReplicationPad2DBackwardBackward0,
    ReplicationPad3DBackward0,
    ReplicationPad3DBackwardBackward0,
    ReshapeAliasBackward0,
    RollBackward0,
    Rot90Backward0,
    RoundBackward0,
    RoundBackward1,
    RreluWithNoiseBackward0,
    RreluWithNoiseBackward1,
    RreluWithNoiseBackwardBackward0,
    RsqrtBackward0,
    RsubBackward0,
    RsubBackward1,
    ScatterAddBackward0,
    ScatterBackward0,
    ScatterBackward1,
    ScatterReduceBackward0,
    SelectBackward0,
    SelectBackwardBackward0,
    SelectScatterBackward0,
    SgnBackward0,
    SigmoidBackward0,
    SignBackward0,
    SiluBackward0,
    SinBackward0,
    SincBackward0,
    SinhBackward0,
    SliceBackward0,
    SliceBackwardBackward0,
    SliceScatterBackward0,
    SmoothL1LossBackward0,
    SoftmaxBackward0,
    SoftplusBackward0,
    SoftshrinkBackward0,
    SoftshrinkBackwardBackward0,
    SortBackward0,
    SortBackward1,
    SpecialEntrBackward0,
    SpecialErfcxBackward0,
    SpecialI0EBackward0,
    SpecialI1Backward0,
    SpecialI1EBackward0,
    SpecialLogNdtrBackward0,
    SpecialNdtriBackward0,
    SpecialXlog1PyBackward0,
    SpecialXlog1PyBackward1,
    SpecialXlog1PyBackward2,
    SpecialZetaBackward0,
    SpecialZetaBackward1,
    SpecialZetaBackward2,
    SplitBackward0,
    SplitWithSizesBackward0,
    SqrtBackward0,
    SqueezeBackward0,
    SqueezeBackward1,
    SqueezeBackward2,
    SqueezeBackward3,
    SqueezeBackward4,
    SqueezeBackward5,
    StackBackward0,
    StandardGammaGradBackward0,
    StdBackward0,
    StdMeanBackward0,
    SubBackward0,
    SumBackward0,
    SumBackward1,
    TBackward0,
    TBackward1,
    TakeBackward0,
    TanBackward0,
    TanhBackward0,
    ThresholdBackward0,
    ThresholdBackward1,
    ThresholdBackwardBackward0,
    ToCopyBackward0,
    TopkBackward0,
    TraceBackward0,
    TransposeBackward0,
    TransposeBackward1,
    TriangularSolveBackward0,
    TrilBackward0,
    TriuBackward0,
    TruncBackward0,
    UnbindBackward0,
    UnfoldBackward0,
    UnfoldBackwardBackward0,
    Unique2Backward0,
    UniqueConsecutiveBackward0,
    UniqueDimBackward0,
    UnsafeSplitBackward0,
    UnsafeSplitWithSizesBackward0,
    UnsafeViewBackward0,
    UnsqueezeBackward0,
    UnsqueezeBackward1,
    VarBackward0,
    VarMeanBackward0,
    VdotBackward0,
    ViewBackward0,
    WeightNormInterfaceBackward0,
    WhereBackward0,
    XlogyBackward0,
    XlogyBackward1,
    XlogyBackward2,
    ZeroBackward0,
)

# PyTorch's deprecated argument orders (`deprecated:` in the table): accepted, with its warning
DEPRECATED_add = DeprecatedOrders('add', (
    ('self', 'Tensor', False, None),
    ('other', 'Tensor', False, None),
    ('alpha', 'Scalar', True, '1'),
), (
    ('self', 'alpha', 'other'),
))
DEPRECATED_sub = DeprecatedOrders('sub', (
    ('self', 'Tensor', False, None),
    ('other', 'Tensor', False, None),
    ('alpha', 'Scalar', True, '1'),
), (
    ('self', 'alpha', 'other'),
))
DEPRECATED_addcmul = DeprecatedOrders('addcmul', (
    ('self', 'Tensor', False, None),
    ('tensor1', 'Tensor', False, None),
    ('tensor2', 'Tensor', False, None),
    ('value', 'Scalar', True, '1'),
), (
    ('self', 'value', 'tensor1', 'tensor2'),
))
DEPRECATED_addcdiv = DeprecatedOrders('addcdiv', (
    ('self', 'Tensor', False, None),
    ('tensor1', 'Tensor', False, None),
    ('tensor2', 'Tensor', False, None),
    ('value', 'Scalar', True, '1'),
), (
    ('self', 'value', 'tensor1', 'tensor2'),
))
DEPRECATED_add_ = DeprecatedOrders('add_', (
    ('self', 'Tensor', False, None),
    ('other', 'Tensor', False, None),
    ('alpha', 'Scalar', True, '1'),
), (
    ('self', 'alpha', 'other'),
))
DEPRECATED_sub_ = DeprecatedOrders('sub_', (
    ('self', 'Tensor', False, None),
    ('other', 'Tensor', False, None),
    ('alpha', 'Scalar', True, '1'),
), (
    ('self', 'alpha', 'other'),
))
DEPRECATED_addcmul_ = DeprecatedOrders('addcmul_', (
    ('self', 'Tensor', False, None),
    ('tensor1', 'Tensor', False, None),
    ('tensor2', 'Tensor', False, None),
    ('value', 'Scalar', True, '1'),
), (
    ('self', 'value', 'tensor1', 'tensor2'),
))
DEPRECATED_addcdiv_ = DeprecatedOrders('addcdiv_', (
    ('self', 'Tensor', False, None),
    ('tensor1', 'Tensor', False, None),
    ('tensor2', 'Tensor', False, None),
    ('value', 'Scalar', True, '1'),
), (
    ('self', 'value', 'tensor1', 'tensor2'),
))

_unique2_result = return_type("_unique2", ["output", "inverse_indices", "counts"])

_weight_norm_interface_result = return_type("_weight_norm_interface", ["w", "norms"])

adaptive_max_pool2d_result = return_type("adaptive_max_pool2d", ["values", "indices"])

adaptive_max_pool3d_result = return_type("adaptive_max_pool3d", ["values", "indices"])

aminmax_result = return_type("aminmax", ["min", "max"])

cummax_result = return_type("cummax", ["values", "indices"])

cummin_result = return_type("cummin", ["values", "indices"])

fractional_max_pool2d_result = return_type("fractional_max_pool2d", ["output", "indices"])

fractional_max_pool3d_result = return_type("fractional_max_pool3d", ["output", "indices"])

frexp_result = return_type("frexp", ["mantissa", "exponent"])

geqrf_result = return_type("geqrf", ["a", "tau"])

kthvalue_result = return_type("kthvalue", ["values", "indices"])

linalg_cholesky_ex_result = return_type("linalg_cholesky_ex", ["L", "info"])

linalg_eigh_result = return_type("linalg_eigh", ["eigenvalues", "eigenvectors"])

linalg_inv_ex_result = return_type("linalg_inv_ex", ["inverse", "info"])

linalg_ldl_factor_ex_result = return_type("linalg_ldl_factor_ex", ["LD", "pivots", "info"])

linalg_lstsq_result = return_type("linalg_lstsq", ["solution", "residuals", "rank", "singular_values"])

linalg_lu_factor_ex_result = return_type("linalg_lu_factor_ex", ["LU", "pivots", "info"])

linalg_lu_factor_result = return_type("linalg_lu_factor", ["LU", "pivots"])

linalg_lu_result = return_type("linalg_lu", ["P", "L", "U"])

linalg_qr_result = return_type("linalg_qr", ["Q", "R"])

linalg_slogdet_result = return_type("linalg_slogdet", ["sign", "logabsdet"])

linalg_solve_ex_result = return_type("linalg_solve_ex", ["result", "info"])

linalg_svd_result = return_type("linalg_svd", ["U", "S", "Vh"])

lu_unpack_result = return_type("lu_unpack", ["P", "L", "U"])

max_pool2d_with_indices_result = return_type("max_pool2d_with_indices", ["values", "indices"])

max_pool3d_with_indices_result = return_type("max_pool3d_with_indices", ["values", "indices"])

max_result = return_type("max", ["values", "indices"])

median_result = return_type("median", ["values", "indices"])

min_result = return_type("min", ["values", "indices"])

mode_result = return_type("mode", ["values", "indices"])

nanmedian_result = return_type("nanmedian", ["values", "indices"])

native_batch_norm_result = return_type("native_batch_norm", ["out", "save_mean", "save_invstd"])

native_group_norm_result = return_type("native_group_norm", ["out", "mean", "rstd"])

native_layer_norm_result = return_type("native_layer_norm", ["out", "mean", "rstd"])

nll_loss2d_forward_result = return_type("nll_loss2d_forward", ["output", "total_weight"])

nll_loss_forward_result = return_type("nll_loss_forward", ["output", "total_weight"])

qr_result = return_type("qr", ["Q", "R"])

slogdet_result = return_type("slogdet", ["sign", "logabsdet"])

sort_result = return_type("sort", ["values", "indices"])

svd_result = return_type("svd", ["U", "S", "V"])

topk_result = return_type("topk", ["values", "indices"])

triangular_solve_result = return_type("triangular_solve", ["solution", "cloned_coefficient"])

unique_consecutive_result = return_type("unique_consecutive", ["output", "inverse_indices", "counts"])

unique_dim_result = return_type("unique_dim", ["output", "inverse_indices", "counts"])


def add(input, other, *deprecated, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:142]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_add.call(add, (self, other, *deprecated), False)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("add", add, (self, other), {"alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(add, (self, other), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(add, "add.Tensor", (self, other), {"alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.add(self_array, other_array) if alpha == 1
                                 else np.add(self_array, np.multiply(other_array, alpha)), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(AddBackward0, self, other, result)
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_add(result, self, other, alpha=alpha), (self, other))
    return result


def sub(input, other, *deprecated, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:152]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_sub.call(sub, (self, other, *deprecated), False)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sub", sub, (self, other), {"alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(sub, (self, other), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sub, "sub.Tensor", (self, other), {"alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.subtract(self_array, other_array, alpha), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(SubBackward0, self, other, result)
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sub(result, self, other, alpha=alpha), (self, other))
    return result


def _rsub_Tensor(input, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:163]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rsub, (self, other), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_rsub_Tensor, "rsub.Tensor", (self, other),
                                                   {"alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.subtract(other_array, self_array, alpha), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(RsubBackward0, self, other, result)
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rsub_Tensor(result, self, other, alpha=alpha), (self, other))
    return result


def _rsub_Scalar(input, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:172]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rsub, (self, other, alpha), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_rsub_Scalar, "rsub.Scalar", (self, other, alpha), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.subtract(other, unwrap(self), alpha), (self,))
    if must_record(self):
        grad_fn = record_one(RsubBackward1, self, result)
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rsub_Scalar(result, self, other, alpha), (self,))
    return result


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:181]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("mul", mul, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(mul, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(mul, "mul.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            result = make_result(np.multiply(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(MulBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mul(result, self, other), (self, other))
    return result


def _div_default(input, other):
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:191]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(div, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_div_default, "div.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            result = make_result(np.true_divide(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(DivBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_div_default(result, self, other), (self, other))
    return result


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:201]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("neg", neg, (self,), {}, out)
    if _ov.active:
        routed = _route_function(neg, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(neg, "neg.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.negative(unwrap(self)), (self,))
    if must_record(self):
        record_one(NegBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_neg(result, self), (self,))
    return result


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:209]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("reciprocal", reciprocal, (self,), {}, out)
    if _ov.active:
        routed = _route_function(reciprocal, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(reciprocal, "reciprocal.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu'
                                           else unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ReciprocalBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reciprocal(result, self), (self,))
    return result


def _pow_Tensor_Scalar(input, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:216]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(pow, (self, exponent), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_pow_Tensor_Scalar, "pow.Tensor_Scalar", (self, exponent),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.power(unwrap(self), exponent, True), (self,))
    if must_record(self):
        grad_fn = record_one(PowBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_exponent = exponent
    if _fw.active:
        set_result_tangents((result,), forward.jvp_pow_Tensor_Scalar(result, self, exponent), (self,))
    return result


def _pow_Tensor_Tensor(input, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:224]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(pow, (self, exponent), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_pow_Tensor_Tensor, "pow.Tensor_Tensor", (self, exponent),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, exponent_array = unwrap_operands(self, exponent)
        try:
            result = make_result(pointwise_kernels.power(self_array, exponent_array), (self, exponent))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, exponent)) from None
    if must_record(self, exponent):
        grad_fn = record_two(PowBackward1, self, exponent, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_exponent = save(exponent)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_pow_Tensor_Tensor(result, self, exponent), (self, exponent))
    return result


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:232]"""
    if _ov.active:
        routed = _route_function(pow, (self, exponent), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_pow_Scalar, "pow.Scalar", (self, exponent), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.power(self, unwrap(exponent)), (exponent,))
    if must_record(exponent):
        grad_fn = record_one(PowBackward2, exponent, result)
        grad_fn._saved_self = self
        grad_fn._raw_saved_exponent = SavedTensor(exponent)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_pow_Scalar(result, self, exponent), (exponent,))
    return result


def _mul_Scalar(input, other):
    """mul.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:239]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mul, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_mul_Scalar, "mul.Scalar", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.multiply(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = record_one(MulBackward1, self, result)
        grad_fn._saved_other = other
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mul_Scalar(result, self, other), (self,))
    return result


def _div_Scalar(input, other):
    """div.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:246]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(div, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_div_Scalar, "div.Scalar", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.true_divide(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = record_one(DivBackward1, self, result)
        grad_fn._saved_other = other
    if _fw.active:
        set_result_tangents((result,), forward.jvp_div_Scalar(result, self, other), (self,))
    return result


def _div_Tensor_mode(input, other, *, rounding_mode):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor   [derivatives.yaml:253]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(div, (self, other), {"rounding_mode": rounding_mode})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_div_Tensor_mode, "div.Tensor_mode", (self, other),
                                                   {"rounding_mode": rounding_mode})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            result = make_result(pointwise_kernels.div_mode(self_array, other_array, rounding_mode), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(DivBackward2, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other)
        grad_fn._saved_rounding_mode = rounding_mode
    if _fw.active:
        set_result_tangents((result,), forward.jvp_div_Tensor_mode(result, self, other,
                                                                   rounding_mode=rounding_mode), (self, other))
    return result


def floor_divide(input, other, *, out=None):
    """floor_divide(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:262]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("floor_divide", floor_divide, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(floor_divide, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(floor_divide, "floor_divide.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            result = make_result(pointwise_kernels.div_mode(self_array, other_array, 'floor'), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        record_not_implemented("floor_divide", (self, other), result)
    return result


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:269]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("maximum", maximum, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(maximum, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"maximum(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"maximum(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(maximum, "maximum.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.maximum(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(MaximumBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_maximum(result, self, other), (self, other))
    return result


def minimum(input, other, *, out=None):
    """minimum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:277]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("minimum", minimum, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(minimum, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"minimum(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"minimum(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(minimum, "minimum.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.minimum(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(MinimumBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_minimum(result, self, other), (self, other))
    return result


def fmax(input, other, *, out=None):
    """fmax(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:285]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("fmax", fmax, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(fmax, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmax(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmax(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(fmax, "fmax.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.fmax(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(FmaxBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fmax(result, self, other), (self, other))
    return result


def fmin(input, other, *, out=None):
    """fmin(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:293]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("fmin", fmin, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(fmin, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmin(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmin(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(fmin, "fmin.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.fmin(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(FminBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fmin(result, self, other), (self, other))
    return result


def atan2(input, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:301]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("atan2", atan2, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(atan2, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"atan2(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"atan2(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(atan2, "atan2.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.arctan2(pointwise_kernels.floating(self_array),
                                            pointwise_kernels.floating(other_array)), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(Atan2Backward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_atan2(result, self, other), (self, other))
    return result


def hypot(input, other, *, out=None):
    """hypot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:313]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("hypot", hypot, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(hypot, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"hypot(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"hypot(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(hypot, "hypot.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.hypot(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(HypotBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hypot(result, self, other), (self, other))
    return result


def _xlogy_Tensor(input, other):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:321]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(xlogy, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_xlogy_Tensor, "xlogy.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.xlogy(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(XlogyBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_xlogy_Tensor(result, self, other), (self, other))
    return result


def _xlogy_Scalar_Self(self, other):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:329]"""
    if _ov.active:
        routed = _route_function(xlogy, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_xlogy_Scalar_Self, "xlogy.Scalar_Self", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.xlogy(self, unwrap(other)), (other,))
    if must_record(other):
        grad_fn = record_one(XlogyBackward1, other, result)
        grad_fn._saved_self = self
        grad_fn._raw_saved_other = SavedTensor(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_xlogy_Scalar_Self(result, self, other), (other,))
    return result


def _xlogy_Scalar_Other(input, other):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:335]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(xlogy, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_xlogy_Scalar_Other, "xlogy.Scalar_Other", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.xlogy(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = record_one(XlogyBackward2, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_other = other
    if _fw.active:
        set_result_tangents((result,), forward.jvp_xlogy_Scalar_Other(result, self, other), (self,))
    return result


def _remainder_Scalar(input, other):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:341]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(remainder, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_remainder_Scalar, "remainder.Scalar", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.remainder(unwrap(self), other), (self,))
    if must_record(self):
        record_one(RemainderBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_remainder_Scalar(result, self, other), (self,))
    return result


def _remainder_Tensor(input, other):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:347]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(remainder, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_remainder_Tensor, "remainder.Tensor", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.remainder(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(RemainderBackward1, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_remainder_Tensor(result, self, other), (self, other))
    return result


def _remainder_Scalar_Tensor(self, other):
    """remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:357]"""
    if _ov.active:
        routed = _route_function(remainder, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_remainder_Scalar_Tensor, "remainder.Scalar_Tensor", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.remainder(self, unwrap(other)), (other,))
    if must_record(other):
        record_not_implemented("remainder", (other,), result)
    return result


def _fmod_Scalar(input, other):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:365]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fmod, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_fmod_Scalar, "fmod.Scalar", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.fmod(unwrap(self), other), (self,))
    if must_record(self):
        record_one(FmodBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fmod_Scalar(result, self, other), (self,))
    return result


def _fmod_Tensor(input, other):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:371]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fmod, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_fmod_Tensor, "fmod.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.fmod(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(FmodBackward1, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fmod_Tensor(result, self, other), (self, other))
    return result


def _lerp_Scalar(input, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   [derivatives.yaml:379]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lerp, (self, end, weight), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_lerp_Scalar, "lerp.Scalar", (self, end, weight), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, end_array = unwrap_operands(self, end, keep_float_scalars=True)
        try:
            result = make_result(pointwise_kernels.lerp(self_array, end_array, weight), (self, end))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, end)) from None
    if must_record(self, end):
        grad_fn = record_two(LerpBackward0, self, end, result)
        grad_fn._saved_weight = weight
    if _fw.active:
        set_result_tangents((result,), forward.jvp_lerp_Scalar(result, self, end, weight), (self, end))
    return result


def _lerp_Tensor(input, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   [derivatives.yaml:387]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lerp, (self, end, weight), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_lerp_Tensor, "lerp.Tensor", (self, end, weight), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, end_array, weight_array = unwrap_operands(self, end, weight)
        try:
            result = make_result(pointwise_kernels.lerp(self_array, end_array, weight_array), (self, end, weight))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, end, weight)) from None
    if must_record(self, end, weight):
        grad_fn = record(LerpBackward1, (self, end, weight), (result,))
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_end = save(end) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_weight = save(weight) if (grad_fn.next_functions[0][0] is not None
                                                     or grad_fn.next_functions[1][0] is not None) else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_lerp_Tensor(result, self, end, weight), (self, end, weight))
    return result


def _masked_fill_Scalar(input, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   [derivatives.yaml:396]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(masked_fill, (self, mask, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_masked_fill_Scalar, "masked_fill.Scalar", (self, mask, value),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.masked_fill(unwrap(self), unwrap(mask),
                                                              value), (self, mask), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask)) from None
    if must_record(self):
        grad_fn = record_one(MaskedFillBackward0, self, result)
        grad_fn._raw_saved_mask = save(mask)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_masked_fill_Scalar(result, self, mask, value), (self,))
    return result


def _masked_fill_Tensor(input, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   [derivatives.yaml:408]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(masked_fill, (self, mask, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_masked_fill_Tensor, "masked_fill.Tensor", (self, mask, value),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.masked_fill(unwrap(self), unwrap(mask), unwrap(value)),
                                 (self, mask, value), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask, value)) from None
    if must_record(self, value):
        grad_fn = record_two(MaskedFillBackward1, self, value, result)
        grad_fn._raw_saved_mask = save(mask)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_masked_fill_Tensor(result, self, mask, value), (self, value))
    return result


def square(input, *, out=None):
    """square(Tensor self) -> Tensor   [derivatives.yaml:422]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("square", square, (self,), {}, out)
    if _ov.active:
        routed = _route_function(square, (self,), {})
        if routed is not _ov:
            return routed
    return composite.square(self)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:425]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("exp", exp, (self,), {}, out)
    if _ov.active:
        routed = _route_function(exp, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(exp, "exp.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ExpBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_exp(result, self), (self,))
    return result


def log(input, *, out=None):
    """log(Tensor self) -> Tensor   [derivatives.yaml:431]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("log", log, (self,), {}, out)
    if _ov.active:
        routed = _route_function(log, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(log, "log.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.log(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(LogBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_log(result, self), (self,))
    return result


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:438]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sqrt", sqrt, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sqrt, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sqrt, "sqrt.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.sqrt(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SqrtBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sqrt(result, self), (self,))
    return result


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:445]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("abs", abs, (self,), {}, out)
    if _ov.active:
        routed = _route_function(abs, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(abs, "abs.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.absolute(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(AbsBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_abs(result, self), (self,))
    return result


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:453]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sign", sign, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sign, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sign, "sign.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.sign(unwrap(self)), (self,))
    if must_record(self):
        record_one(SignBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sign(result, self), (self,))
    return result


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:459]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sin", sin, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sin, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sin, "sin.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.sin(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SinBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sin(result, self), (self,))
    return result


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:465]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cos", cos, (self,), {}, out)
    if _ov.active:
        routed = _route_function(cos, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cos, "cos.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.cos(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(CosBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cos(result, self), (self,))
    return result


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:471]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("tanh", tanh, (self,), {}, out)
    if _ov.active:
        routed = _route_function(tanh, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(tanh, "tanh.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.tanh(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(TanhBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_tanh(result, self), (self,))
    return result


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:477]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sigmoid", sigmoid, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sigmoid, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sigmoid, "sigmoid.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SigmoidBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sigmoid(result, self), (self,))
    return result


def relu(input):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:484]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(relu, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(relu, "relu.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.maximum(0, unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ReluBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_relu(result, self), (self,))
    return result


def threshold_backward(grad_output, input, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:491]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(threshold_backward, (grad_output, self, threshold), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(threshold_backward, "threshold_backward.default",
                                                   (grad_output, self, threshold), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.threshold_backward(unwrap(grad_output), unwrap(self),
                                                                       threshold), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ThresholdBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_threshold = threshold
    if _fw.active:
        set_result_tangents((result,), forward.jvp_threshold_backward(result, grad_output, self,
                                                                      threshold), (grad_output, self))
    return result


def _clamp_Tensor(input, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:500]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp, (self, min, max), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_clamp_Tensor, "clamp.Tensor", (self, min, max), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(kernels.clamp(unwrap(self), unwrap(min), unwrap(max)), (self, min, max))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, min, max)) from None
    if must_record(self, min, max):
        grad_fn = record(ClampBackward0, (self, min, max), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clamp_Tensor(result, self, min, max), (self, min, max))
    return result


def _clamp_default(input, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:510]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp, (self, min, max), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_clamp_default, "clamp.default", (self, min, max), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.clamp(unwrap(self), min, max), (self,))
    if must_record(self):
        grad_fn = record_one(ClampBackward1, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clamp_default(result, self, min, max), (self,))
    return result


def exp2(input, *, out=None):
    """exp2(Tensor self) -> Tensor   [derivatives.yaml:518]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("exp2", exp2, (self,), {}, out)
    if _ov.active:
        routed = _route_function(exp2, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(exp2, "exp2.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.exp2(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(Exp2Backward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_exp2(result, self), (self,))
    return result


def expm1(input, *, out=None):
    """expm1(Tensor self) -> Tensor   [derivatives.yaml:524]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("expm1", expm1, (self,), {}, out)
    if _ov.active:
        routed = _route_function(expm1, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(expm1, "expm1.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.expm1(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(Expm1Backward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_expm1(result, self), (self,))
    return result


def log2(input, *, out=None):
    """log2(Tensor self) -> Tensor   [derivatives.yaml:530]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("log2", log2, (self,), {}, out)
    if _ov.active:
        routed = _route_function(log2, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(log2, "log2.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.log2(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(Log2Backward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_log2(result, self), (self,))
    return result


def log10(input, *, out=None):
    """log10(Tensor self) -> Tensor   [derivatives.yaml:537]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("log10", log10, (self,), {}, out)
    if _ov.active:
        routed = _route_function(log10, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(log10, "log10.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.log10(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(Log10Backward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_log10(result, self), (self,))
    return result


def log1p(input, *, out=None):
    """log1p(Tensor self) -> Tensor   [derivatives.yaml:544]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("log1p", log1p, (self,), {}, out)
    if _ov.active:
        routed = _route_function(log1p, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(log1p, "log1p.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.log1p(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(Log1PBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_log1p(result, self), (self,))
    return result


def rsqrt(input, *, out=None):
    """rsqrt(Tensor self) -> Tensor   [derivatives.yaml:551]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("rsqrt", rsqrt, (self,), {}, out)
    if _ov.active:
        routed = _route_function(rsqrt, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(rsqrt, "rsqrt.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.reciprocal(np.sqrt(pointwise_kernels.floating(unwrap(self)))), (self,))
    if must_record(self):
        grad_fn = record_one(RsqrtBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rsqrt(result, self), (self,))
    return result


def tan(input, *, out=None):
    """tan(Tensor self) -> Tensor   [derivatives.yaml:558]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("tan", tan, (self,), {}, out)
    if _ov.active:
        routed = _route_function(tan, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(tan, "tan.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.tan(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(TanBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_tan(result, self), (self,))
    return result


def asin(input, *, out=None):
    """asin(Tensor self) -> Tensor   [derivatives.yaml:565]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("asin", asin, (self,), {}, out)
    if _ov.active:
        routed = _route_function(asin, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(asin, "asin.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.arcsin(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(AsinBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_asin(result, self), (self,))
    return result


def acos(input, *, out=None):
    """acos(Tensor self) -> Tensor   [derivatives.yaml:573]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("acos", acos, (self,), {}, out)
    if _ov.active:
        routed = _route_function(acos, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(acos, "acos.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.arccos(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(AcosBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_acos(result, self), (self,))
    return result


def atan(input, *, out=None):
    """atan(Tensor self) -> Tensor   [derivatives.yaml:581]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("atan", atan, (self,), {}, out)
    if _ov.active:
        routed = _route_function(atan, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(atan, "atan.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.arctan(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(AtanBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_atan(result, self), (self,))
    return result


def sinh(input, *, out=None):
    """sinh(Tensor self) -> Tensor   [derivatives.yaml:588]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sinh", sinh, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sinh, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sinh, "sinh.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.sinh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(SinhBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sinh(result, self), (self,))
    return result


def cosh(input, *, out=None):
    """cosh(Tensor self) -> Tensor   [derivatives.yaml:594]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cosh", cosh, (self,), {}, out)
    if _ov.active:
        routed = _route_function(cosh, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cosh, "cosh.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.cosh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(CoshBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cosh(result, self), (self,))
    return result


def asinh(input, *, out=None):
    """asinh(Tensor self) -> Tensor   [derivatives.yaml:600]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("asinh", asinh, (self,), {}, out)
    if _ov.active:
        routed = _route_function(asinh, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(asinh, "asinh.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.arcsinh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(AsinhBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_asinh(result, self), (self,))
    return result


def acosh(input, *, out=None):
    """acosh(Tensor self) -> Tensor   [derivatives.yaml:606]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("acosh", acosh, (self,), {}, out)
    if _ov.active:
        routed = _route_function(acosh, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(acosh, "acosh.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.arccosh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(AcoshBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_acosh(result, self), (self,))
    return result


def atanh(input, *, out=None):
    """atanh(Tensor self) -> Tensor   [derivatives.yaml:613]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("atanh", atanh, (self,), {}, out)
    if _ov.active:
        routed = _route_function(atanh, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(atanh, "atanh.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.arctanh(pointwise_kernels.floating(unwrap(self))), (self,))
    if must_record(self):
        grad_fn = record_one(AtanhBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_atanh(result, self), (self,))
    return result


def erf(input, *, out=None):
    """erf(Tensor self) -> Tensor   [derivatives.yaml:620]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("erf", erf, (self,), {}, out)
    if _ov.active:
        routed = _route_function(erf, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(erf, "erf.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.erf(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ErfBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_erf(result, self), (self,))
    return result


def erfc(input, *, out=None):
    """erfc(Tensor self) -> Tensor   [derivatives.yaml:626]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("erfc", erfc, (self,), {}, out)
    if _ov.active:
        routed = _route_function(erfc, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(erfc, "erfc.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.erfc(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ErfcBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_erfc(result, self), (self,))
    return result


def erfinv(input, *, out=None):
    """erfinv(Tensor self) -> Tensor   [derivatives.yaml:632]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("erfinv", erfinv, (self,), {}, out)
    if _ov.active:
        routed = _route_function(erfinv, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(erfinv, "erfinv.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.erfinv(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ErfinvBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_erfinv(result, self), (self,))
    return result


def lgamma(input, *, out=None):
    """lgamma(Tensor self) -> Tensor   [derivatives.yaml:640]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("lgamma", lgamma, (self,), {}, out)
    if _ov.active:
        routed = _route_function(lgamma, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(lgamma, "lgamma.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.lgamma(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(LgammaBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_lgamma(result, self), (self,))
    return result


def digamma(input, *, out=None):
    """digamma(Tensor self) -> Tensor   [derivatives.yaml:647]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("digamma", digamma, (self,), {}, out)
    if _ov.active:
        routed = _route_function(digamma, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(digamma, "digamma.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.digamma(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(DigammaBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_digamma(result, self), (self,))
    return result


def polygamma(n, input, *, out=None):
    """polygamma(int n, Tensor self) -> Tensor   [derivatives.yaml:654]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("polygamma", polygamma, (n, self), {}, out)
    if _ov.active:
        routed = _route_function(polygamma, (n, self), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(polygamma, "polygamma.default", (n, self), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.polygamma(n, unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(PolygammaBackward0, self, result)
        grad_fn._saved_n = n
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_polygamma(result, n, self), (self,))
    return result


def i0(input, *, out=None):
    """i0(Tensor self) -> Tensor   [derivatives.yaml:661]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("i0", i0, (self,), {}, out)
    if _ov.active:
        routed = _route_function(i0, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(i0, "i0.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.i0(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(I0Backward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_i0(result, self), (self,))
    return result


def sinc(input, *, out=None):
    """sinc(Tensor self) -> Tensor   [derivatives.yaml:667]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sinc", sinc, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sinc, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sinc, "sinc.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.sinc(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SincBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sinc(result, self), (self,))
    return result


def logit(input, eps=None, *, out=None):
    """logit(Tensor self, float? eps=None) -> Tensor   [derivatives.yaml:674]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logit", logit, (self, eps), {}, out)
    if _ov.active:
        routed = _route_function(logit, (self, eps), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logit, "logit.default", (self, eps), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.logit(unwrap(self), eps), (self,))
    if must_record(self):
        grad_fn = record_one(LogitBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_eps = eps
    if _fw.active:
        set_result_tangents((result,), forward.jvp_logit(result, self, eps), (self,))
    return result


def mvlgamma(input, p, *, out=None):
    """mvlgamma(Tensor self, int p) -> Tensor   [derivatives.yaml:681]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("mvlgamma", mvlgamma, (self, p), {}, out)
    if _ov.active:
        routed = _route_function(mvlgamma, (self, p), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(mvlgamma, "mvlgamma.default", (self, p), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.mvlgamma(unwrap(self), p), (self,))
    if must_record(self):
        grad_fn = record_one(MvlgammaBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_p = p
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mvlgamma(result, self, p), (self,))
    return result


def igamma(input, other, *, out=None):
    """igamma(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:690]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("igamma", igamma, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(igamma, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igamma(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igamma(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(igamma, "igamma.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(special_kernels.gammainc(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(IgammaBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if _fw.active:
        fw_unsupported("igamma", self, other)
    return result


def igammac(input, other, *, out=None):
    """igammac(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:698]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("igammac", igammac, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(igammac, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igammac(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igammac(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(igammac, "igammac.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(special_kernels.gammaincc(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(IgammacBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if _fw.active:
        fw_unsupported("igammac", self, other)
    return result


def special_ndtr(input, *, out=None):
    """special_ndtr(Tensor self) -> Tensor   [derivatives.yaml:709]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_ndtr", special_ndtr, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_ndtr, (self,), {})
        if routed is not _ov:
            return routed
    return composite.special_ndtr(self)


def special_ndtri(input, *, out=None):
    """special_ndtri(Tensor self) -> Tensor   [derivatives.yaml:714]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_ndtri", special_ndtri, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_ndtri, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_ndtri, "special_ndtri.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.ndtri(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialNdtriBackward0, self, result)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_ndtri(result, self), (self,))
    return result


def special_log_ndtr(input, *, out=None):
    """special_log_ndtr(Tensor self) -> Tensor   [derivatives.yaml:722]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_log_ndtr", special_log_ndtr, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_log_ndtr, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_log_ndtr, "special_log_ndtr.default", (self,),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.log_ndtr(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialLogNdtrBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_log_ndtr(result, self), (self,))
    return result


def special_erfcx(input, *, out=None):
    """special_erfcx(Tensor self) -> Tensor   [derivatives.yaml:729]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_erfcx", special_erfcx, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_erfcx, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_erfcx, "special_erfcx.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.erfcx(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialErfcxBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_erfcx(result, self), (self,))
    return result


def special_i0e(input, *, out=None):
    """special_i0e(Tensor self) -> Tensor   [derivatives.yaml:736]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_i0e", special_i0e, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_i0e, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_i0e, "special_i0e.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.i0e(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialI0EBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_i0e(result, self), (self,))
    return result


def special_i1(input, *, out=None):
    """special_i1(Tensor self) -> Tensor   [derivatives.yaml:744]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_i1", special_i1, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_i1, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_i1, "special_i1.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.i1(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialI1Backward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_i1(result, self), (self,))
    return result


def special_i1e(input, *, out=None):
    """special_i1e(Tensor self) -> Tensor   [derivatives.yaml:751]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_i1e", special_i1e, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_i1e, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_i1e, "special_i1e.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.i1e(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialI1EBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_i1e(result, self), (self,))
    return result


def special_entr(input, *, out=None):
    """special_entr(Tensor self) -> Tensor   [derivatives.yaml:759]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_entr", special_entr, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_entr, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_entr, "special_entr.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.entr(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialEntrBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_entr(result, self), (self,))
    return result


def _special_xlog1py_default(input, other):
    """special_xlog1py(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:767]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(special_xlog1py, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_xlog1py_default, "special_xlog1py.default", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(special_kernels.xlog1py(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(SpecialXlog1PyBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_xlog1py_default(result, self, other), (self, other))
    return result


def _special_xlog1py_self_scalar(self, other):
    """special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:776]"""
    if _ov.active:
        routed = _route_function(special_xlog1py, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_xlog1py_self_scalar, "special_xlog1py.self_scalar",
                                                   (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.xlog1py(self, unwrap(other)), (other,))
    if must_record(other):
        grad_fn = record_one(SpecialXlog1PyBackward1, other, result)
        grad_fn._saved_self = self
        grad_fn._raw_saved_other = SavedTensor(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_xlog1py_self_scalar(result, self, other), (other,))
    return result


def _special_xlog1py_other_scalar(input, other):
    """special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:784]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(special_xlog1py, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_xlog1py_other_scalar, "special_xlog1py.other_scalar",
                                                   (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.xlog1py(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = record_one(SpecialXlog1PyBackward2, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_other = other
    if _fw.active:
        set_result_tangents((result,), forward.jvp_special_xlog1py_other_scalar(result, self, other), (self,))
    return result


def _special_zeta_default(input, other):
    """special_zeta(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:794]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(special_zeta, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_zeta_default, "special_zeta.default", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(special_kernels.zeta(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(SpecialZetaBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if _fw.active:
        fw_unsupported("special_zeta", self, other)
    return result


def _special_zeta_self_scalar(self, other):
    """special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:802]"""
    if _ov.active:
        routed = _route_function(special_zeta, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_zeta_self_scalar, "special_zeta.self_scalar", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.zeta(self, unwrap(other)), (other,))
    if must_record(other):
        grad_fn = record_one(SpecialZetaBackward1, other, result)
        grad_fn._saved_self = self
        grad_fn._raw_saved_other = SavedTensor(other)
    if _fw.active:
        fw_unsupported("special_zeta", other)
    return result


def _special_zeta_other_scalar(input, other):
    """special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:809]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(special_zeta, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_zeta_other_scalar, "special_zeta.other_scalar",
                                                   (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.zeta(unwrap(self), other), (self,))
    if must_record(self):
        record_one(SpecialZetaBackward2, self, result)
    if _fw.active:
        fw_unsupported("special_zeta", self)
    return result


def special_bessel_j0(input, *, out=None):
    """special_bessel_j0(Tensor self) -> Tensor   [derivatives.yaml:817]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_bessel_j0", special_bessel_j0, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_bessel_j0, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_bessel_j0, "special_bessel_j0.default", (self,),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.bessel_j0(unwrap(self)), (self,))
    return result


def special_bessel_j1(input, *, out=None):
    """special_bessel_j1(Tensor self) -> Tensor   [derivatives.yaml:824]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_bessel_j1", special_bessel_j1, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_bessel_j1, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_bessel_j1, "special_bessel_j1.default", (self,),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.bessel_j1(unwrap(self)), (self,))
    return result


def special_bessel_y0(input, *, out=None):
    """special_bessel_y0(Tensor self) -> Tensor   [derivatives.yaml:831]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_bessel_y0", special_bessel_y0, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_bessel_y0, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_bessel_y0, "special_bessel_y0.default", (self,),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.bessel_y0(unwrap(self)), (self,))
    return result


def special_bessel_y1(input, *, out=None):
    """special_bessel_y1(Tensor self) -> Tensor   [derivatives.yaml:838]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_bessel_y1", special_bessel_y1, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_bessel_y1, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_bessel_y1, "special_bessel_y1.default", (self,),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.bessel_y1(unwrap(self)), (self,))
    return result


def special_modified_bessel_i0(input, *, out=None):
    """special_modified_bessel_i0(Tensor self) -> Tensor   [derivatives.yaml:845]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_modified_bessel_i0", special_modified_bessel_i0, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_modified_bessel_i0, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_modified_bessel_i0, "special_modified_bessel_i0.default",
                                                   (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.i0(unwrap(self)), (self,))
    return result


def special_modified_bessel_i1(input, *, out=None):
    """special_modified_bessel_i1(Tensor self) -> Tensor   [derivatives.yaml:852]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_modified_bessel_i1", special_modified_bessel_i1, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_modified_bessel_i1, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_modified_bessel_i1, "special_modified_bessel_i1.default",
                                                   (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.i1(unwrap(self)), (self,))
    return result


def special_modified_bessel_k0(input, *, out=None):
    """special_modified_bessel_k0(Tensor self) -> Tensor   [derivatives.yaml:859]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_modified_bessel_k0", special_modified_bessel_k0, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_modified_bessel_k0, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_modified_bessel_k0, "special_modified_bessel_k0.default",
                                                   (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.modified_bessel_k0(unwrap(self)), (self,))
    return result


def special_modified_bessel_k1(input, *, out=None):
    """special_modified_bessel_k1(Tensor self) -> Tensor   [derivatives.yaml:866]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_modified_bessel_k1", special_modified_bessel_k1, (self,), {}, out)
    if _ov.active:
        routed = _route_function(special_modified_bessel_k1, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_modified_bessel_k1, "special_modified_bessel_k1.default",
                                                   (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.modified_bessel_k1(unwrap(self)), (self,))
    return result


def special_scaled_modified_bessel_k0(x, *, out=None):
    """special_scaled_modified_bessel_k0(Tensor x) -> Tensor   [derivatives.yaml:873]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_scaled_modified_bessel_k0", special_scaled_modified_bessel_k0, (x,), {}, out)
    if _ov.active:
        routed = _route_function(special_scaled_modified_bessel_k0, (x,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_scaled_modified_bessel_k0,
                                                   "special_scaled_modified_bessel_k0.default", (x,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.scaled_modified_bessel_k0(unwrap(x)), (x,))
    return result


def special_scaled_modified_bessel_k1(x, *, out=None):
    """special_scaled_modified_bessel_k1(Tensor x) -> Tensor   [derivatives.yaml:880]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_scaled_modified_bessel_k1", special_scaled_modified_bessel_k1, (x,), {}, out)
    if _ov.active:
        routed = _route_function(special_scaled_modified_bessel_k1, (x,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_scaled_modified_bessel_k1,
                                                   "special_scaled_modified_bessel_k1.default", (x,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.scaled_modified_bessel_k1(unwrap(x)), (x,))
    return result


def special_spherical_bessel_j0(x, *, out=None):
    """special_spherical_bessel_j0(Tensor x) -> Tensor   [derivatives.yaml:887]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_spherical_bessel_j0", special_spherical_bessel_j0, (x,), {}, out)
    if _ov.active:
        routed = _route_function(special_spherical_bessel_j0, (x,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_spherical_bessel_j0, "special_spherical_bessel_j0.default",
                                                   (x,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.spherical_bessel_j0(unwrap(x)), (x,))
    return result


def special_airy_ai(x, *, out=None):
    """special_airy_ai(Tensor x) -> Tensor   [derivatives.yaml:894]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("special_airy_ai", special_airy_ai, (x,), {}, out)
    if _ov.active:
        routed = _route_function(special_airy_ai, (x,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(special_airy_ai, "special_airy_ai.default", (x,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(special_kernels.airy_ai(unwrap(x)), (x,))
    return result


def _special_chebyshev_polynomial_t_default(x, n):
    """special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:902]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_t, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_t_default,
                                                   "special_chebyshev_polynomial_t.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.chebyshev_polynomial_t(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_chebyshev_polynomial_t_x_scalar(x, n):
    """special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:909]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_t, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_t_x_scalar,
                                                   "special_chebyshev_polynomial_t.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_t(x, unwrap(n)), (n,))
    return result


def _special_chebyshev_polynomial_t_n_scalar(x, n):
    """special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:916]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_t, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_t_n_scalar,
                                                   "special_chebyshev_polynomial_t.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_t(unwrap(x), n), (x,))
    return result


def _special_chebyshev_polynomial_u_default(x, n):
    """special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:923]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_u, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_u_default,
                                                   "special_chebyshev_polynomial_u.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.chebyshev_polynomial_u(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_chebyshev_polynomial_u_x_scalar(x, n):
    """special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:930]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_u, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_u_x_scalar,
                                                   "special_chebyshev_polynomial_u.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_u(x, unwrap(n)), (n,))
    return result


def _special_chebyshev_polynomial_u_n_scalar(x, n):
    """special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:937]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_u, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_u_n_scalar,
                                                   "special_chebyshev_polynomial_u.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_u(unwrap(x), n), (x,))
    return result


def _special_chebyshev_polynomial_v_default(x, n):
    """special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:944]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_v, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_v_default,
                                                   "special_chebyshev_polynomial_v.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.chebyshev_polynomial_v(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_chebyshev_polynomial_v_x_scalar(x, n):
    """special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:951]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_v, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_v_x_scalar,
                                                   "special_chebyshev_polynomial_v.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_v(x, unwrap(n)), (n,))
    return result


def _special_chebyshev_polynomial_v_n_scalar(x, n):
    """special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:958]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_v, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_v_n_scalar,
                                                   "special_chebyshev_polynomial_v.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_v(unwrap(x), n), (x,))
    return result


def _special_chebyshev_polynomial_w_default(x, n):
    """special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:965]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_w, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_w_default,
                                                   "special_chebyshev_polynomial_w.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.chebyshev_polynomial_w(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_chebyshev_polynomial_w_x_scalar(x, n):
    """special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:972]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_w, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_w_x_scalar,
                                                   "special_chebyshev_polynomial_w.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_w(x, unwrap(n)), (n,))
    return result


def _special_chebyshev_polynomial_w_n_scalar(x, n):
    """special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:979]"""
    if _ov.active:
        routed = _route_function(special_chebyshev_polynomial_w, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_chebyshev_polynomial_w_n_scalar,
                                                   "special_chebyshev_polynomial_w.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.chebyshev_polynomial_w(unwrap(x), n), (x,))
    return result


def _special_shifted_chebyshev_polynomial_t_default(x, n):
    """special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:986]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_t, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_t_default,
                                                   "special_shifted_chebyshev_polynomial_t.default", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_t(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_shifted_chebyshev_polynomial_t_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:993]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_t, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_t_x_scalar,
                                                   "special_shifted_chebyshev_polynomial_t.x_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_t(x, unwrap(n)), (n,))
    return result


def _special_shifted_chebyshev_polynomial_t_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1000]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_t, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_t_n_scalar,
                                                   "special_shifted_chebyshev_polynomial_t.n_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_t(unwrap(x), n), (x,))
    return result


def _special_shifted_chebyshev_polynomial_u_default(x, n):
    """special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1007]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_u, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_u_default,
                                                   "special_shifted_chebyshev_polynomial_u.default", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_u(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_shifted_chebyshev_polynomial_u_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1014]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_u, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_u_x_scalar,
                                                   "special_shifted_chebyshev_polynomial_u.x_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_u(x, unwrap(n)), (n,))
    return result


def _special_shifted_chebyshev_polynomial_u_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1021]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_u, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_u_n_scalar,
                                                   "special_shifted_chebyshev_polynomial_u.n_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_u(unwrap(x), n), (x,))
    return result


def _special_shifted_chebyshev_polynomial_v_default(x, n):
    """special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1028]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_v, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_v_default,
                                                   "special_shifted_chebyshev_polynomial_v.default", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_v(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_shifted_chebyshev_polynomial_v_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1035]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_v, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_v_x_scalar,
                                                   "special_shifted_chebyshev_polynomial_v.x_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_v(x, unwrap(n)), (n,))
    return result


def _special_shifted_chebyshev_polynomial_v_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1042]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_v, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_v_n_scalar,
                                                   "special_shifted_chebyshev_polynomial_v.n_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_v(unwrap(x), n), (x,))
    return result


def _special_shifted_chebyshev_polynomial_w_default(x, n):
    """special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1049]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_w, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_w_default,
                                                   "special_shifted_chebyshev_polynomial_w.default", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_w(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_shifted_chebyshev_polynomial_w_x_scalar(x, n):
    """special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1056]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_w, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_w_x_scalar,
                                                   "special_shifted_chebyshev_polynomial_w.x_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_w(x, unwrap(n)), (n,))
    return result


def _special_shifted_chebyshev_polynomial_w_n_scalar(x, n):
    """special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1063]"""
    if _ov.active:
        routed = _route_function(special_shifted_chebyshev_polynomial_w, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_shifted_chebyshev_polynomial_w_n_scalar,
                                                   "special_shifted_chebyshev_polynomial_w.n_scalar", (x, n),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.shifted_chebyshev_polynomial_w(unwrap(x), n), (x,))
    return result


def _special_hermite_polynomial_h_default(x, n):
    """special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1070]"""
    if _ov.active:
        routed = _route_function(special_hermite_polynomial_h, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_hermite_polynomial_h_default,
                                                   "special_hermite_polynomial_h.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.hermite_polynomial_h(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_hermite_polynomial_h_x_scalar(x, n):
    """special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1077]"""
    if _ov.active:
        routed = _route_function(special_hermite_polynomial_h, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_hermite_polynomial_h_x_scalar,
                                                   "special_hermite_polynomial_h.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.hermite_polynomial_h(x, unwrap(n)), (n,))
    return result


def _special_hermite_polynomial_h_n_scalar(x, n):
    """special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1084]"""
    if _ov.active:
        routed = _route_function(special_hermite_polynomial_h, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_hermite_polynomial_h_n_scalar,
                                                   "special_hermite_polynomial_h.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.hermite_polynomial_h(unwrap(x), n), (x,))
    return result


def _special_hermite_polynomial_he_default(x, n):
    """special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1091]"""
    if _ov.active:
        routed = _route_function(special_hermite_polynomial_he, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_hermite_polynomial_he_default,
                                                   "special_hermite_polynomial_he.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.hermite_polynomial_he(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_hermite_polynomial_he_x_scalar(x, n):
    """special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1098]"""
    if _ov.active:
        routed = _route_function(special_hermite_polynomial_he, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_hermite_polynomial_he_x_scalar,
                                                   "special_hermite_polynomial_he.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.hermite_polynomial_he(x, unwrap(n)), (n,))
    return result


def _special_hermite_polynomial_he_n_scalar(x, n):
    """special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1105]"""
    if _ov.active:
        routed = _route_function(special_hermite_polynomial_he, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_hermite_polynomial_he_n_scalar,
                                                   "special_hermite_polynomial_he.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.hermite_polynomial_he(unwrap(x), n), (x,))
    return result


def _special_laguerre_polynomial_l_default(x, n):
    """special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1112]"""
    if _ov.active:
        routed = _route_function(special_laguerre_polynomial_l, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_laguerre_polynomial_l_default,
                                                   "special_laguerre_polynomial_l.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.laguerre_polynomial_l(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_laguerre_polynomial_l_x_scalar(x, n):
    """special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1119]"""
    if _ov.active:
        routed = _route_function(special_laguerre_polynomial_l, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_laguerre_polynomial_l_x_scalar,
                                                   "special_laguerre_polynomial_l.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.laguerre_polynomial_l(x, unwrap(n)), (n,))
    return result


def _special_laguerre_polynomial_l_n_scalar(x, n):
    """special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1126]"""
    if _ov.active:
        routed = _route_function(special_laguerre_polynomial_l, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_laguerre_polynomial_l_n_scalar,
                                                   "special_laguerre_polynomial_l.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.laguerre_polynomial_l(unwrap(x), n), (x,))
    return result


def _special_legendre_polynomial_p_default(x, n):
    """special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor   [derivatives.yaml:1133]"""
    if _ov.active:
        routed = _route_function(special_legendre_polynomial_p, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_legendre_polynomial_p_default,
                                                   "special_legendre_polynomial_p.default", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        x_array, n_array = unwrap_operands(x, n)
        try:
            result = make_result(polynomial_kernels.legendre_polynomial_p(x_array, n_array), (x, n))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, n)) from None
    return result


def _special_legendre_polynomial_p_x_scalar(x, n):
    """special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor   [derivatives.yaml:1140]"""
    if _ov.active:
        routed = _route_function(special_legendre_polynomial_p, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_legendre_polynomial_p_x_scalar,
                                                   "special_legendre_polynomial_p.x_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.legendre_polynomial_p(x, unwrap(n)), (n,))
    return result


def _special_legendre_polynomial_p_n_scalar(x, n):
    """special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor   [derivatives.yaml:1147]"""
    if _ov.active:
        routed = _route_function(special_legendre_polynomial_p, (x, n), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_special_legendre_polynomial_p_n_scalar,
                                                   "special_legendre_polynomial_p.n_scalar", (x, n), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(polynomial_kernels.legendre_polynomial_p(unwrap(x), n), (x,))
    return result


def floor(input, *, out=None):
    """floor(Tensor self) -> Tensor   [derivatives.yaml:1154]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("floor", floor, (self,), {}, out)
    if _ov.active:
        routed = _route_function(floor, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(floor, "floor.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.floor(unwrap(self)), (self,))
    if must_record(self):
        record_one(FloorBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_floor(result, self), (self,))
    return result


def ceil(input, *, out=None):
    """ceil(Tensor self) -> Tensor   [derivatives.yaml:1160]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("ceil", ceil, (self,), {}, out)
    if _ov.active:
        routed = _route_function(ceil, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(ceil, "ceil.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.ceil(unwrap(self)), (self,))
    if must_record(self):
        record_one(CeilBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_ceil(result, self), (self,))
    return result


def _round_default(input):
    """round(Tensor self) -> Tensor   [derivatives.yaml:1166]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(round, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_round_default, "round.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.round_(unwrap(self)), (self,))
    if must_record(self):
        record_one(RoundBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_round_default(result, self), (self,))
    return result


def _round_decimals(input, *, decimals):
    """round.decimals(Tensor self, *, int decimals) -> Tensor   [derivatives.yaml:1172]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(round, (self,), {"decimals": decimals})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_round_decimals, "round.decimals", (self,),
                                                   {"decimals": decimals})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.round_decimals(unwrap(self), decimals), (self,))
    if must_record(self):
        record_one(RoundBackward1, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_round_decimals(result, self, decimals=decimals), (self,))
    return result


def trunc(input, *, out=None):
    """trunc(Tensor self) -> Tensor   [derivatives.yaml:1178]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("trunc", trunc, (self,), {}, out)
    if _ov.active:
        routed = _route_function(trunc, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(trunc, "trunc.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.trunc(unwrap(self)), (self,))
    if must_record(self):
        record_one(TruncBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_trunc(result, self), (self,))
    return result


def frac(input, *, out=None):
    """frac(Tensor self) -> Tensor   [derivatives.yaml:1185]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("frac", frac, (self,), {}, out)
    if _ov.active:
        routed = _route_function(frac, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(frac, "frac.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.frac(unwrap(self)), (self,))
    if must_record(self):
        record_one(FracBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_frac(result, self), (self,))
    return result


def _clamp_min_default(input, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor   [derivatives.yaml:1192]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_min, (self, min), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_clamp_min_default, "clamp_min.default", (self, min),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.maximum(min, unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ClampMinBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_min = min
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clamp_min_default(result, self, min), (self,))
    return result


def _clamp_min_Tensor(input, min):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor   [derivatives.yaml:1199]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_min, (self, min), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_clamp_min_Tensor, "clamp_min.Tensor", (self, min), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, min_array = unwrap_operands(self, min)
        try:
            result = make_result(np.maximum(min_array, self_array), (self, min))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, min)) from None
    if must_record(self, min):
        grad_fn = record_two(ClampMinBackward1, self, min, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_min = save(min)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clamp_min_Tensor(result, self, min), (self, min))
    return result


def _clamp_max_default(input, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor   [derivatives.yaml:1206]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_max, (self, max), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_clamp_max_default, "clamp_max.default", (self, max),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.minimum(max, unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(ClampMaxBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_max = max
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clamp_max_default(result, self, max), (self,))
    return result


def _clamp_max_Tensor(input, max):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor   [derivatives.yaml:1213]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_max, (self, max), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_clamp_max_Tensor, "clamp_max.Tensor", (self, max), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, max_array = unwrap_operands(self, max)
        try:
            result = make_result(np.minimum(max_array, self_array), (self, max))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, max)) from None
    if must_record(self, max):
        grad_fn = record_two(ClampMaxBackward1, self, max, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_max = save(max)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clamp_max_Tensor(result, self, max), (self, max))
    return result


def nan_to_num(input, nan=None, posinf=None, neginf=None, *, out=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None,
        float? neginf=None) -> Tensor   [derivatives.yaml:1220]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("nan_to_num", nan_to_num, (self, nan, posinf, neginf), {}, out)
    if _ov.active:
        routed = _route_function(nan_to_num, (self, nan, posinf, neginf), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(nan_to_num, "nan_to_num.default", (self, nan, posinf,
                                                                                      neginf), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.nan_to_num(unwrap(self), nan, posinf, neginf), (self,))
    if must_record(self):
        grad_fn = record_one(NanToNumBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_nan_to_num(result, self, nan, posinf, neginf), (self,))
    return result


def hardtanh(input, min_val=-1, max_val=1):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor   [derivatives.yaml:1231]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardtanh, (self, min_val, max_val), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardtanh, "hardtanh.default", (self, min_val, max_val),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.hardtanh(unwrap(self), min_val, max_val), (self,))
    if must_record(self):
        grad_fn = record_one(HardtanhBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_min_val = min_val
        grad_fn._saved_max_val = max_val
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hardtanh(result, self, min_val, max_val), (self,))
    return result


def hardtanh_backward(grad_output, input, min_val, max_val):
    """hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val,
        Scalar max_val) -> Tensor   [derivatives.yaml:1244]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardtanh_backward, (grad_output, self, min_val, max_val), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardtanh_backward, "hardtanh_backward.default",
                                                   (grad_output, self, min_val, max_val), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.hardtanh_backward(unwrap(grad_output), unwrap(self), min_val,
                                                                      max_val), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(HardtanhBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_min_val = min_val
        grad_fn._saved_max_val = max_val
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hardtanh_backward(result, grad_output, self, min_val,
                                                                     max_val), (grad_output, self))
    return result


def leaky_relu_backward(grad_output, input, negative_slope, self_is_result):
    """leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope,
        bool self_is_result) -> Tensor   [derivatives.yaml:1253]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(leaky_relu_backward, (grad_output, self, negative_slope, self_is_result), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(leaky_relu_backward, "leaky_relu_backward.default",
                                                   (grad_output, self, negative_slope, self_is_result), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.leaky_relu_backward(unwrap(grad_output), unwrap(self),
                                                                        negative_slope, self_is_result),
                                 (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(LeakyReluBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_negative_slope = negative_slope
        grad_fn._saved_self_is_result = self_is_result
    if _fw.active:
        set_result_tangents((result,), forward.jvp_leaky_relu_backward(result, grad_output, self, negative_slope,
                                                                       self_is_result), (grad_output, self))
    return result


def hardsigmoid_backward(grad_output, input):
    """hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:1262]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardsigmoid_backward, (grad_output, self), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardsigmoid_backward, "hardsigmoid_backward.default",
                                                   (grad_output, self), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.hardsigmoid_backward(unwrap(grad_output), unwrap(self)),
                                 (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        record_not_implemented("hardsigmoid_backward", (grad_output, self), result)
    return result


def relu6(input, inplace=False):
    """relu6(Tensor input, bool inplace=False) -> Tensor   [derivatives.yaml:1269]"""
    if _ov.active:
        routed = _route_function(relu6, (input, inplace), {})
        if routed is not _ov:
            return routed
    return nn_composite.relu6(input, inplace)


def leaky_relu(input, negative_slope=0.01):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor   [derivatives.yaml:1275]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(leaky_relu, (self, negative_slope), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(leaky_relu, "leaky_relu.default", (self, negative_slope),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.leaky_relu(unwrap(self), negative_slope), (self,))
    if must_record(self):
        grad_fn = record_one(LeakyReluBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_negative_slope = negative_slope
    if _fw.active:
        set_result_tangents((result,), forward.jvp_leaky_relu(result, self, negative_slope), (self,))
    return result


def elu(input, alpha=1, scale=1, input_scale=1):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor   [derivatives.yaml:1283]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(elu, (self, alpha, scale, input_scale), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(elu, "elu.default", (self, alpha, scale,
                                                                        input_scale), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.elu(unwrap(self), alpha, scale, input_scale), (self,))
    if must_record(self):
        grad_fn = record_one(EluBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_alpha = alpha
        grad_fn._saved_scale = scale
        grad_fn._saved_input_scale = input_scale
    if _fw.active:
        set_result_tangents((result,), forward.jvp_elu(result, self, alpha, scale, input_scale), (self,))
    return result


def celu(input, alpha=1.0):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   [derivatives.yaml:1291]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(celu, (self, alpha), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(celu, "celu.default", (self, alpha), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.celu(unwrap(self), alpha), (self,))
    if must_record(self):
        grad_fn = record_one(CeluBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_celu(result, self, alpha), (self,))
    return result


def gelu(input, *, approximate='none'):
    """gelu(Tensor input, *, str approximate="none") -> Tensor   [derivatives.yaml:1300]"""
    if _ov.active:
        routed = _route_function(gelu, (input,), {"approximate": approximate})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(gelu, "gelu.default", (input,),
                                                   {"approximate": approximate})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.gelu(unwrap(input), approximate), (input,))
    if must_record(input):
        grad_fn = record_one(GeluBackward0, input, result)
        grad_fn._raw_saved_input = SavedTensor(input)
        grad_fn._saved_approximate = approximate
    if _fw.active:
        set_result_tangents((result,), forward.jvp_gelu(result, input, approximate=approximate), (input,))
    return result


def silu(input):
    """silu(Tensor self) -> Tensor   [derivatives.yaml:1309]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(silu, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(silu, "silu.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.silu(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(SiluBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_silu(result, self), (self,))
    return result


def mish(input):
    """mish(Tensor self) -> Tensor   [derivatives.yaml:1318]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mish, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(mish, "mish.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.mish(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(MishBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mish(result, self), (self,))
    return result


def softplus(input, beta=1, threshold=20):
    """softplus(Tensor input, Scalar beta=1, Scalar threshold=20) -> Tensor   [derivatives.yaml:1327]"""
    if _ov.active:
        routed = _route_function(softplus, (input, beta, threshold), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(softplus, "softplus.default", (input, beta, threshold),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.softplus(unwrap(input), beta, threshold), (input,))
    if must_record(input):
        grad_fn = record_one(SoftplusBackward0, input, result)
        grad_fn._raw_saved_input = SavedTensor(input)
        grad_fn._saved_beta = beta
        grad_fn._saved_threshold = threshold
    if _fw.active:
        set_result_tangents((result,), forward.jvp_softplus(result, input, beta, threshold), (input,))
    return result


def softsign(input):
    """softsign(Tensor input) -> Tensor   [derivatives.yaml:1336]"""
    if _ov.active:
        routed = _route_function(softsign, (input,), {})
        if routed is not _ov:
            return routed
    return nn_composite.softsign(input)


def hardsigmoid(input):
    """hardsigmoid(Tensor self) -> Tensor   [derivatives.yaml:1342]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardsigmoid, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardsigmoid, "hardsigmoid.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.hardsigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(HardsigmoidBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hardsigmoid(result, self), (self,))
    return result


def hardswish(input):
    """hardswish(Tensor self) -> Tensor   [derivatives.yaml:1351]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardswish, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardswish, "hardswish.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.hardswish(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(HardswishBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hardswish(result, self), (self,))
    return result


def log_sigmoid(input):
    """log_sigmoid(Tensor self) -> Tensor   [derivatives.yaml:1360]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(log_sigmoid, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(log_sigmoid, "log_sigmoid.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.log_sigmoid(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(LogSigmoidBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_log_sigmoid(result, self), (self,))
    return result


def tanhshrink(input):
    """tanhshrink(Tensor input) -> Tensor   [derivatives.yaml:1368]"""
    if _ov.active:
        routed = _route_function(tanhshrink, (input,), {})
        if routed is not _ov:
            return routed
    return nn_composite.tanhshrink(input)


def eq(input, other, *, out=None):
    """eq.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1374]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("eq", eq, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(eq, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(eq, "eq.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.equal(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def ne(input, other, *, out=None):
    """ne.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1379]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("ne", ne, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(ne, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(ne, "ne.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.not_equal(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def lt(input, other, *, out=None):
    """lt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1385]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("lt", lt, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(lt, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(lt, "lt.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.less(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def le(input, other, *, out=None):
    """le.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1391]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("le", le, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(le, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(le, "le.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.less_equal(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def gt(input, other, *, out=None):
    """gt.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1397]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("gt", gt, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(gt, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(gt, "gt.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.greater(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def ge(input, other, *, out=None):
    """ge.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1403]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("ge", ge, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(ge, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(ge, "ge.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.greater_equal(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def logical_and(input, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1409]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logical_and", logical_and, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(logical_and, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logical_and, "logical_and.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.logical_and(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def logical_or(input, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1415]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logical_or", logical_or, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(logical_or, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logical_or, "logical_or.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.logical_or(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def logical_xor(input, other, *, out=None):
    """logical_xor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1421]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logical_xor", logical_xor, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(logical_xor, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logical_xor, "logical_xor.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(np.logical_xor(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def bitwise_and(input, other, *, out=None):
    """bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1428]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bitwise_and", bitwise_and, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(bitwise_and, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bitwise_and, "bitwise_and.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.bitwise(np.bitwise_and, 'bitwise_and_cpu', self_array,
                                                           other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def bitwise_or(input, other, *, out=None):
    """bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1435]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bitwise_or", bitwise_or, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(bitwise_or, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bitwise_or, "bitwise_or.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.bitwise(np.bitwise_or, 'bitwise_or_cpu', self_array,
                                                           other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def bitwise_xor(input, other, *, out=None):
    """bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1442]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bitwise_xor", bitwise_xor, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(bitwise_xor, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bitwise_xor, "bitwise_xor.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.bitwise(np.bitwise_xor, 'bitwise_xor_cpu', self_array,
                                                           other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def logical_not(input, *, out=None):
    """logical_not(Tensor self) -> Tensor   [derivatives.yaml:1449]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logical_not", logical_not, (self,), {}, out)
    if _ov.active:
        routed = _route_function(logical_not, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logical_not, "logical_not.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.logical_not(unwrap(self)), (self,))
    return result


def bitwise_not(input, *, out=None):
    """bitwise_not(Tensor self) -> Tensor   [derivatives.yaml:1456]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bitwise_not", bitwise_not, (self,), {}, out)
    if _ov.active:
        routed = _route_function(bitwise_not, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bitwise_not, "bitwise_not.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.bitwise_not(unwrap(self)), (self,))
    return result


def _sum_default(input, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1463]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sum, (self,), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_sum_default, "sum.default", (self,), {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.reduce(np.sum, unwrap(self), None, False,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(SumBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sum_default(result, self, dtype=dtype), (self,))
    return result


def _sum_dim_IntList(input, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1470]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sum, (self, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_sum_dim_IntList, "sum.dim_IntList", (self, dim, keepdim),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.reduce(np.sum, unwrap(self), dim, keepdim,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(SumBackward1, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sum_dim_IntList(result, self, dim, keepdim, dtype=dtype), (self,))
    return result


def _mean_default(input, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1477]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mean, (self,), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_mean_default, "mean.default", (self,),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.reduce(np.mean, unwrap(self), None, False,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(MeanBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mean_default(result, self, dtype=dtype), (self,))
    return result


def _mean_dim(input, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1483]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mean, (self, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_mean_dim, "mean.dim", (self, dim, keepdim),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.reduce(np.mean, unwrap(self), dim, keepdim,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(MeanBackward1, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mean_dim(result, self, dim, keepdim, dtype=dtype), (self,))
    return result


def var(input, dim=None, unbiased=None, keepdim=False, *, correction=None, axis=ABSENT, keepdims=ABSENT, out=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1490]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("var", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("var", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("var", var, (self, dim, unbiased, keepdim), {"correction": correction}, out)
    if _ov.active:
        routed = _route_function(var, (self, dim, unbiased, keepdim), {"correction": correction})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(var, "var.default", (self, dim, unbiased, keepdim),
                                                   {"correction": correction})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.var(unwrap(self), dim, unbiased, keepdim, correction), (self,))
    if must_record(self):
        grad_fn = record_one(VarBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_unbiased = unbiased
        grad_fn._saved_keepdim = keepdim
        grad_fn._saved_correction = correction
    if _fw.active:
        set_result_tangents((result,), forward.jvp_var(result, self, dim, unbiased, keepdim,
                                                       correction=correction), (self,))
    return result


def std(input, dim=None, unbiased=None, keepdim=False, *, correction=None, axis=ABSENT, keepdims=ABSENT, out=None):
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1497]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("std", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("std", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("std", std, (self, dim, unbiased, keepdim), {"correction": correction}, out)
    if _ov.active:
        routed = _route_function(std, (self, dim, unbiased, keepdim), {"correction": correction})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(std, "std.default", (self, dim, unbiased, keepdim),
                                                   {"correction": correction})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.std(unwrap(self), dim, unbiased, keepdim, correction), (self,))
    if must_record(self):
        grad_fn = record_one(StdBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_unbiased = unbiased
        grad_fn._saved_keepdim = keepdim
        grad_fn._saved_correction = correction
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_std(result, self, dim, unbiased, keepdim,
                                                       correction=correction), (self,))
    return result


def _max_dim(input, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1504]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_max_dim, "max.dim", (self, dim, keepdim), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = reduction_kernels.max_dim(unwrap(self), dim, keepdim)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(MaxBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_max_dim(values, indices, self, dim, keepdim), (self,))
    return max_result(values, indices)


def _max_default(input):
    """max(Tensor self) -> Tensor   [derivatives.yaml:1512]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_max_default, "max.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.full_reduce(unwrap(self), np.max), (self,))
    if must_record(self):
        grad_fn = record_one(MaxBackward1, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_max_default(result, self), (self,))
    return result


def _max_other(input, other):
    """max.other(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1518]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max, (self, other), {})
        if routed is not _ov:
            return routed
    return composite.max_other(self, other)


def _min_dim(input, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1522]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(min, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_min_dim, "min.dim", (self, dim, keepdim), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = reduction_kernels.max_dim(unwrap(self), dim, keepdim, largest=False)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(MinBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_min_dim(values, indices, self, dim, keepdim), (self,))
    return min_result(values, indices)


def _min_default(input):
    """min(Tensor self) -> Tensor   [derivatives.yaml:1530]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(min, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_min_default, "min.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.full_reduce(unwrap(self), np.min), (self,))
    if must_record(self):
        grad_fn = record_one(MinBackward1, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_min_default(result, self), (self,))
    return result


def _min_other(input, other):
    """min.other(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1536]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(min, (self, other), {})
        if routed is not _ov:
            return routed
    return composite.min_other(self, other)


def softmax(input, dim=ABSENT, dtype=None, *, axis=ABSENT, out=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1540]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("softmax", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("softmax", softmax, (self, dim, dtype), {}, out)
    if _ov.active:
        routed = _route_function(softmax, (self, dim, dtype), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(softmax, "softmax.int", (self, dim, dtype), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(SoftmaxBackward0, self, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_softmax(result, self, dim, dtype), (self,))
    return result


def log_softmax(input, dim=ABSENT, dtype=None, *, axis=ABSENT, out=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1547]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("log_softmax", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("log_softmax", log_softmax, (self, dim, dtype), {}, out)
    if _ov.active:
        routed = _route_function(log_softmax, (self, dim, dtype), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(log_softmax, "log_softmax.int", (self, dim, dtype), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.log_softmax(unwrap(self), dim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(LogSoftmaxBackward0, self, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_log_softmax(result, self, dim, dtype), (self,))
    return result


def _prod_default(input, *, dtype=None):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1554]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(prod, (self,), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(_prod_default, "prod.default", (self,),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.reduce(np.prod, unwrap(self), None, False,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(ProdBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_prod_default(result, self, dtype=dtype), (self,))
    return result


def _prod_dim_int(input, dim, keepdim=False, *, dtype=None):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1563]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(prod, (self, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(_prod_dim_int, "prod.dim_int", (self, dim, keepdim),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.reduce(np.prod, unwrap(self), dim, keepdim,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(ProdBackward1, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_prod_dim_int(result, self, dim, keepdim, dtype=dtype), (self,))
    return result


def amax(input, dim=(), keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1572]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("amax", "dim", dim, (), axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("amax", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("amax", amax, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(amax, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(amax, "amax.default", (self, dim, keepdim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.amax(unwrap(self), dim, keepdim, np.amax), (self,))
    if must_record(self):
        grad_fn = record_one(AmaxBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_amax(result, self, dim, keepdim), (self,))
    return result


def amin(input, dim=(), keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1579]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("amin", "dim", dim, (), axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("amin", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("amin", amin, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(amin, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(amin, "amin.default", (self, dim, keepdim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.amax(unwrap(self), dim, keepdim, np.amin), (self,))
    if must_record(self):
        grad_fn = record_one(AminBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_amin(result, self, dim, keepdim), (self,))
    return result


def _argsort_stable(input, *, stable, dim=-1, descending=False):
    """argsort.stable(Tensor self, *, bool stable, int dim=-1,
        bool descending=False) -> Tensor   [derivatives.yaml:1586]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(argsort, (self,), {"stable": stable, "dim": dim, "descending": descending})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_argsort_stable, "argsort.stable", (self,),
                                                   {"stable": stable, "dim": dim,
                                                    "descending": descending})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.sort(unwrap(self), dim, descending)[1], (self,))
    return result


def argmax(input, dim=None, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1592]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("argmax", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("argmax", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("argmax", argmax, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(argmax, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(argmax, "argmax.default", (self, dim, keepdim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.argmax(unwrap(self), dim, keepdim, np.argmax), (self,))
    return result


def argmin(input, dim=None, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1598]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("argmin", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("argmin", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("argmin", argmin, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(argmin, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(argmin, "argmin.default", (self, dim, keepdim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.argmax(unwrap(self), dim, keepdim, np.argmin), (self,))
    return result


def logsumexp(input, dim=ABSENT, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1604]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("logsumexp", "dim", dim, ABSENT, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("logsumexp", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logsumexp", logsumexp, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(logsumexp, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logsumexp, "logsumexp.default", (self, dim, keepdim),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.logsumexp(unwrap(self), dim, keepdim), (self,))
    if must_record(self):
        grad_fn = record_one(LogsumexpBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_logsumexp(result, self, dim, keepdim), (self,))
    return result


def linalg_vector_norm(input, ord=2, dim=None, keepdim=False, *, dtype=None, axis=ABSENT, keepdims=ABSENT, out=None):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1611]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("linalg_vector_norm", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("linalg_vector_norm", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_vector_norm", linalg_vector_norm, (self, ord, dim, keepdim), {"dtype": dtype}, out)
    if _ov.active:
        routed = _route_function(linalg_vector_norm, (self, ord, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_vector_norm, "linalg_vector_norm.default",
                                                   (self, ord, dim, keepdim), {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(norm_kernels.vector_norm(unwrap(self), ord, dim, keepdim,
                                                      dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(LinalgVectorNormBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_ord = ord
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_vector_norm(result, self, ord, dim, keepdim,
                                                                      dtype=dtype), (self,))
    return result


def _norm_default(input, p=2, dim=None, keepdim=False, *, dtype=None):
    """norm(Tensor self, Scalar? p=2, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1621]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(norm, (self, p, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return linalg_composite.norm(self, p, dim, keepdim, dtype=dtype)


def _norm_str(input, p, dim=None, keepdim=False, *, dtype=None):
    """norm.str(Tensor self, str p, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1626]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(norm, (self, p, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return linalg_composite.norm(self, p, dim, keepdim, dtype=dtype)


def _norm_ScalarOpt_dim(input, p, dim, keepdim=False):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1631]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(norm, (self, p, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_norm_ScalarOpt_dim, "norm.ScalarOpt_dim", (self, p, dim, keepdim),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(norm_kernels.vector_norm(unwrap(self), 2 if p is None else p, dim, keepdim, None), (self,))
    if must_record(self):
        grad_fn = record_one(NormBackward1, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_p = p
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_norm_ScalarOpt_dim(result, self, p, dim, keepdim), (self,))
    return result


def _linalg_norm_default(input, ord=None, dim=None, keepdim=False, *, dtype=None):
    """linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1640]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_norm, (self, ord, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return linalg_composite.linalg_norm(self, ord, dim, keepdim, dtype=dtype)


def _linalg_norm_ord_str(input, ord, dim=None, keepdim=False, *, dtype=None):
    """linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1647]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_norm, (self, ord, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return linalg_composite.linalg_norm(self, ord, dim, keepdim, dtype=dtype)


def _linalg_matrix_norm_default(input, ord, dim=(-2, -1), keepdim=False, *, dtype=None):
    """linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1653]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_matrix_norm, (self, ord, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return linalg_composite.linalg_matrix_norm(self, ord, dim, keepdim, dtype=dtype)


def _linalg_matrix_norm_str_ord(input, ord='fro', dim=(-2, -1), keepdim=False, *, dtype=None):
    """linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1659]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_matrix_norm, (self, ord, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return linalg_composite.linalg_matrix_norm(self, ord, dim, keepdim, dtype=dtype)


def cumsum(input, dim=ABSENT, *, dtype=None, axis=ABSENT, out=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1665]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("cumsum", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cumsum", cumsum, (self, dim), {"dtype": dtype}, out)
    if _ov.active:
        routed = _route_function(cumsum, (self, dim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cumsum, "cumsum.default", (self, dim), {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.cumulative(np.cumsum, unwrap(self), dim,
                                                          dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(CumsumBackward0, self, result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cumsum(result, self, dim, dtype=dtype), (self,))
    return result


def cumprod(input, dim=ABSENT, *, dtype=None, axis=ABSENT, out=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1673]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("cumprod", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cumprod", cumprod, (self, dim), {"dtype": dtype}, out)
    if _ov.active:
        routed = _route_function(cumprod, (self, dim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cumprod, "cumprod.default", (self, dim),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.cumulative(np.cumprod, unwrap(self), dim,
                                                          dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(CumprodBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cumprod(result, self, dim, dtype=dtype), (self,))
    return result


def all(input, dim=None, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """all.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1682]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("all", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("all", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("all", all, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(all, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(all, "all.dims", (self, dim, keepdim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.all_any(np.all, unwrap(self), dim, keepdim), (self,))
    return result


def any(input, dim=None, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """any.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor   [derivatives.yaml:1688]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("any", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("any", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("any", any, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(any, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(any, "any.dims", (self, dim, keepdim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(reduction_kernels.all_any(np.any, unwrap(self), dim, keepdim), (self,))
    return result


def nansum(input, dim=None, keepdim=False, *, dtype=None, axis=ABSENT, keepdims=ABSENT, out=None):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1695]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("nansum", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("nansum", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("nansum", nansum, (self, dim, keepdim), {"dtype": dtype}, out)
    if _ov.active:
        routed = _route_function(nansum, (self, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(nansum, "nansum.default", (self, dim, keepdim),
                                                   {"dtype": dtype})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.nansum(unwrap(self), dim, keepdim, dtype), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(NansumBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_nansum(result, self, dim, keepdim, dtype=dtype), (self,))
    return result


def nanmean(input, dim=None, keepdim=False, *, dtype=None, axis=ABSENT, keepdims=ABSENT, out=None):
    """nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1702]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("nanmean", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("nanmean", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("nanmean", nanmean, (self, dim, keepdim), {"dtype": dtype}, out)
    if _ov.active:
        routed = _route_function(nanmean, (self, dim, keepdim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    return statistics_composite.nanmean(self, dim, keepdim, dtype=dtype)


def var_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None, axis=ABSENT, keepdims=ABSENT):
    """var_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)   [derivatives.yaml:1706]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("var_mean", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("var_mean", "keepdim", keepdim, False, keepdims)
    if _ov.active:
        routed = _route_function(var_mean, (self, dim, unbiased, keepdim), {"correction": correction})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(var_mean, "var_mean.default", (self, dim, unbiased, keepdim),
                                                   {"correction": correction})) is not _ov:
        result0, result1 = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.var_mean(unwrap(self), dim, unbiased, keepdim, correction)
        result0, result1 = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record(VarMeanBackward0, (self,), (result0, result1))
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_unbiased = unbiased
        grad_fn._saved_keepdim = keepdim
        grad_fn._saved_correction = correction
    if _fw.active:
        set_result_tangents((result0, result1), forward.jvp_var_mean(result0, result1, self, dim, unbiased, keepdim,
                                                                     correction=correction), (self,))
    return result0, result1


def std_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None, axis=ABSENT, keepdims=ABSENT):
    """std_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)   [derivatives.yaml:1717]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("std_mean", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("std_mean", "keepdim", keepdim, False, keepdims)
    if _ov.active:
        routed = _route_function(std_mean, (self, dim, unbiased, keepdim), {"correction": correction})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(std_mean, "std_mean.default", (self, dim, unbiased, keepdim),
                                                   {"correction": correction})) is not _ov:
        result0, result1 = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.std_mean(unwrap(self), dim, unbiased, keepdim, correction)
        result0, result1 = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record(StdMeanBackward0, (self,), (result0, result1))
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_unbiased = unbiased
        grad_fn._saved_keepdim = keepdim
        grad_fn._saved_correction = correction
        grad_fn._raw_saved_result0 = SavedTensor(result0, is_output=True)
    if _fw.active:
        set_result_tangents((result0, result1), forward.jvp_std_mean(result0, result1, self, dim, unbiased, keepdim,
                                                                     correction=correction), (self,))
    return result0, result1


def aminmax(input, *, dim=None, keepdim=False, axis=ABSENT, keepdims=ABSENT, out=None):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
        [derivatives.yaml:1728]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("aminmax", "dim", dim, None, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("aminmax", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("aminmax", aminmax, (self,), {"dim": dim, "keepdim": keepdim}, out)
    if _ov.active:
        routed = _route_function(aminmax, (self,), {"dim": dim, "keepdim": keepdim})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(aminmax, "aminmax.default", (self,),
                                                   {"dim": dim, "keepdim": keepdim})) is not _ov:
        min, max = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.aminmax(unwrap(self), dim, keepdim)
        min, max = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record(AminmaxBackward0, (self,), (min, max))
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_min = SavedTensor(min, is_output=True)
        grad_fn._raw_saved_max = SavedTensor(max, is_output=True)
    if _fw.active:
        set_result_tangents((min, max), forward.jvp_aminmax(min, max, self, dim=dim, keepdim=keepdim), (self,))
    return aminmax_result(min, max)


def _median_default(input):
    """median(Tensor self) -> Tensor   [derivatives.yaml:1737]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(median, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_median_default, "median.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.median(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(MedianBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_median_default(result, self), (self,))
    return result


def _median_dim(input, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        [derivatives.yaml:1745]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(median, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_median_dim, "median.dim", (self, dim, keepdim), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.median_dim(unwrap(self), dim, keepdim)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(MedianBackward1, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_median_dim(values, indices, self, dim, keepdim), (self,))
    return median_result(values, indices)


def _nanmedian_default(input):
    """nanmedian(Tensor self) -> Tensor   [derivatives.yaml:1753]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nanmedian, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_nanmedian_default, "nanmedian.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.median(unwrap(self), True), (self,))
    if must_record(self):
        grad_fn = record_one(NanmedianBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_nanmedian_default(result, self), (self,))
    return result


def _nanmedian_dim(input, dim, keepdim=False):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1761]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nanmedian, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_nanmedian_dim, "nanmedian.dim", (self, dim, keepdim),
                                                   {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.median_dim(unwrap(self), dim, keepdim, True)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(NanmedianBackward1, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_nanmedian_dim(values, indices, self, dim, keepdim), (self,))
    return nanmedian_result(values, indices)


def kthvalue(input, k, dim=-1, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1769]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("kthvalue", "dim", dim, -1, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("kthvalue", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("kthvalue", kthvalue, (self, k, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(kthvalue, (self, k, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(kthvalue, "kthvalue.default", (self, k, dim, keepdim),
                                                   {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.kthvalue(unwrap(self), k, dim, keepdim)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(KthvalueBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_kthvalue(values, indices, self, k, dim, keepdim), (self,))
    return kthvalue_result(values, indices)


def mode(input, dim=-1, keepdim=False, *, axis=ABSENT, keepdims=ABSENT, out=None):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1777]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("mode", "dim", dim, -1, axis)
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("mode", "keepdim", keepdim, False, keepdims)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("mode", mode, (self, dim, keepdim), {}, out)
    if _ov.active:
        routed = _route_function(mode, (self, dim, keepdim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(mode, "mode.default", (self, dim, keepdim), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.mode(unwrap(self), dim, keepdim)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(ModeBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_keepdim = keepdim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_mode(values, indices, self, dim, keepdim), (self,))
    return mode_result(values, indices)


def cummax(input, dim=ABSENT, *, axis=ABSENT, out=None):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   [derivatives.yaml:1785]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("cummax", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cummax", cummax, (self, dim), {}, out)
    if _ov.active:
        routed = _route_function(cummax, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cummax, "cummax.default", (self, dim), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.cummax(unwrap(self), dim)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(CummaxBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_cummax(values, indices, self, dim), (self,))
    return cummax_result(values, indices)


def cummin(input, dim=ABSENT, *, axis=ABSENT, out=None):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   [derivatives.yaml:1793]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("cummin", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cummin", cummin, (self, dim), {}, out)
    if _ov.active:
        routed = _route_function(cummin, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cummin, "cummin.default", (self, dim), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = statistics_kernels.cummax(unwrap(self), dim, False)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(CumminBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_cummin(values, indices, self, dim), (self,))
    return cummin_result(values, indices)


def logcumsumexp(input, dim=ABSENT, *, axis=ABSENT, out=None):
    """logcumsumexp(Tensor self, int dim) -> Tensor   [derivatives.yaml:1801]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("logcumsumexp", "dim", dim, ABSENT, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logcumsumexp", logcumsumexp, (self, dim), {}, out)
    if _ov.active:
        routed = _route_function(logcumsumexp, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(logcumsumexp, "logcumsumexp.default", (self, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.logcumsumexp(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = record_one(LogcumsumexpBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_logcumsumexp(result, self, dim), (self,))
    return result


def _count_nonzero_dim_IntList(input, dim):
    """count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor   [derivatives.yaml:1808]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(count_nonzero, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_count_nonzero_dim_IntList, "count_nonzero.dim_IntList", (self, dim),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.count_nonzero(unwrap(self), dim), (self,), keeps_dtype=True)
    return result


def _count_nonzero_default(input, dim=None):
    """count_nonzero(Tensor self, int? dim=None) -> Tensor   [derivatives.yaml:1816]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(count_nonzero, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_count_nonzero_default, "count_nonzero.default", (self, dim),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.count_nonzero(unwrap(self), dim), (self,), keeps_dtype=True)
    return result


def diff(input, n=1, dim=-1, prepend=None, append=None, *, axis=ABSENT, out=None):
    """diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None,
        Tensor? append=None) -> Tensor   [derivatives.yaml:1824]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("diff", "dim", dim, -1, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("diff", diff, (self, n, dim, prepend, append), {}, out)
    if _ov.active:
        routed = _route_function(diff, (self, n, dim, prepend, append), {})
        if routed is not _ov:
            return routed
    return statistics_composite.diff(self, n, dim, prepend, append)


def _trapezoid_x(y, x, *, dim=-1):
    """trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor   [derivatives.yaml:1828]"""
    if _ov.active:
        routed = _route_function(trapezoid, (y, x), {"dim": dim})
        if routed is not _ov:
            return routed
    return statistics_composite.trapezoid(y, x, dim=dim)


def _trapezoid_dx(y, *, dx=1, dim=-1):
    """trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor   [derivatives.yaml:1834]"""
    if _ov.active:
        routed = _route_function(trapezoid, (y,), {"dx": dx, "dim": dim})
        if routed is not _ov:
            return routed
    return statistics_composite.trapezoid(y, dx=dx, dim=dim)


def _trapz_x(y, x, *, dim=-1):
    """trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor   [derivatives.yaml:1840]"""
    if _ov.active:
        routed = _route_function(trapz, (y, x), {"dim": dim})
        if routed is not _ov:
            return routed
    return statistics_composite.trapezoid(y, x, dim=dim)


def _trapz_dx(y, *, dx=1, dim=-1):
    """trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor   [derivatives.yaml:1846]"""
    if _ov.active:
        routed = _route_function(trapz, (y,), {"dx": dx, "dim": dim})
        if routed is not _ov:
            return routed
    return statistics_composite.trapezoid(y, dx=dx, dim=dim)


def _cumulative_trapezoid_x(y, x, *, dim=-1):
    """cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor   [derivatives.yaml:1852]"""
    if _ov.active:
        routed = _route_function(cumulative_trapezoid, (y, x), {"dim": dim})
        if routed is not _ov:
            return routed
    return statistics_composite.cumulative_trapezoid(y, x, dim=dim)


def _cumulative_trapezoid_dx(y, *, dx=1, dim=-1):
    """cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor   [derivatives.yaml:1858]"""
    if _ov.active:
        routed = _route_function(cumulative_trapezoid, (y,), {"dx": dx, "dim": dim})
        if routed is not _ov:
            return routed
    return statistics_composite.cumulative_trapezoid(y, dx=dx, dim=dim)


def msort(input, *, out=None):
    """msort(Tensor self) -> Tensor   [derivatives.yaml:1864]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("msort", msort, (self,), {}, out)
    if _ov.active:
        routed = _route_function(msort, (self,), {})
        if routed is not _ov:
            return routed
    return statistics_composite.msort(self)


def histc(input, bins=100, min=0, max=0, *, out=None):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor   [derivatives.yaml:1868]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("histc", histc, (self, bins, min, max), {}, out)
    if _ov.active:
        routed = _route_function(histc, (self, bins, min, max), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(histc, "histc.default", (self, bins, min, max), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.histc(unwrap(self), bins, min, max), (self,), keeps_dtype=True)
    return result


def bincount(input, weights=None, minlength=0):
    """bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor   [derivatives.yaml:1874]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bincount, (self, weights, minlength), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bincount, "bincount.default", (self, weights, minlength),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(statistics_kernels.bincount(unwrap(self), unwrap(weights),
                                                             minlength), (self, weights), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, weights)) from None
    if must_record(self, weights):
        record_not_implemented("bincount", (self, weights), result)
    return result


def _sort_default(input, dim=-1, descending=False):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
        [derivatives.yaml:1882]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sort, (self, dim, descending), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_sort_default, "sort.default", (self, dim, descending),
                                                   {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = kernels.sort(unwrap(self), dim, descending)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(SortBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_sort_default(values, indices, self, dim,
                                                                        descending), (self,))
    return sort_result(values, indices)


def _sort_stable(input, *, stable, dim=-1, descending=False):
    """sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1890]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sort, (self,), {"stable": stable, "dim": dim, "descending": descending})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_sort_stable, "sort.stable", (self,),
                                                   {"stable": stable, "dim": dim,
                                                    "descending": descending})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = kernels.sort(unwrap(self), dim, descending)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(SortBackward1, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_sort_stable(values, indices, self, stable=stable, dim=dim,
                                                                       descending=descending), (self,))
    return sort_result(values, indices)


def _argsort_default(input, dim=-1, descending=False):
    """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor   [derivatives.yaml:1898]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(argsort, (self, dim, descending), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_argsort_default, "argsort.default", (self, dim, descending),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.sort(unwrap(self), dim, descending)[1], (self,))
    return result


def topk(input, k, dim=-1, largest=True, sorted=True, *, axis=ABSENT, out=None):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1905]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("topk", "dim", dim, -1, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("topk", topk, (self, k, dim, largest, sorted), {}, out)
    if _ov.active:
        routed = _route_function(topk, (self, k, dim, largest, sorted), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(topk, "topk.default", (self, k, dim, largest,
                                                                          sorted), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = kernels.topk(unwrap(self), k, dim, largest, sorted)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(TopkBackward0, self, values)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_topk(values, indices, self, k, dim, largest,
                                                                sorted), (self,))
    return topk_result(values, indices)


def isnan(input):
    """isnan(Tensor self) -> Tensor   [derivatives.yaml:1913]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(isnan, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isnan, "isnan.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.isnan(unwrap(self)), (self,), keeps_dtype=True)
    return result


def isinf(input):
    """isinf(Tensor self) -> Tensor   [derivatives.yaml:1920]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(isinf, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isinf, "isinf.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.isinf(unwrap(self)), (self,), keeps_dtype=True)
    return result


def isfinite(input):
    """isfinite(Tensor self) -> Tensor   [derivatives.yaml:1927]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(isfinite, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isfinite, "isfinite.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.isfinite(unwrap(self)), (self,), keeps_dtype=True)
    return result


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08,
        bool equal_nan=False) -> Tensor   [derivatives.yaml:1934]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(isclose, (self, other, rtol, atol, equal_nan), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isclose, "isclose.default", (self, other, rtol, atol,
                                                                                equal_nan), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(kernels.isclose(unwrap(self), unwrap(other), rtol, atol,
                                                 equal_nan), (self, other), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def view_as(input, other):
    """view_as(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1942]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(view_as, (self, other), {})
        if routed is not _ov:
            return routed
    return composite.view_as(self, other)


def reshape_as(input, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1947]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reshape_as, (self, other), {})
        if routed is not _ov:
            return routed
    return composite.reshape_as(self, other)


def matmul(input, other, *, out=None):
    """matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:1953]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("matmul", matmul, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(matmul, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"matmul(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"matmul(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, other = autocast_inputs(_autocast.cpu_dtype, self, other)
    return composite.matmul(self, other)


def mm(input, mat2, *, out=None):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:1962]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("mm", mm, (self, mat2), {}, out)
    if _ov.active:
        routed = _route_function(mm, (self, mat2), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, mat2 = autocast_inputs(_autocast.cpu_dtype, self, mat2)
    if _ov.dispatch and (routed := _route_dispatch(mm, "mm.default", (self, mat2), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.mm(unwrap(self), unwrap(mat2)), (self, mat2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mat2)) from None
    if must_record(self, mat2):
        grad_fn = record_two(MmBackward0, self, mat2, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_mat2 = save(mat2) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mm(result, self, mat2), (self, mat2))
    return result


def bmm(input, mat2, *, out=None):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:1971]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bmm", bmm, (self, mat2), {}, out)
    if _ov.active:
        routed = _route_function(bmm, (self, mat2), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, mat2 = autocast_inputs(_autocast.cpu_dtype, self, mat2)
    if _ov.dispatch and (routed := _route_dispatch(bmm, "bmm.default", (self, mat2), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.bmm(unwrap(self), unwrap(mat2)), (self, mat2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mat2)) from None
    if must_record(self, mat2):
        grad_fn = record_two(BmmBackward0, self, mat2, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_mat2 = save(mat2) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_bmm(result, self, mat2), (self, mat2))
    return result


def mv(input, vec, *, out=None):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:1980]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("mv", mv, (self, vec), {}, out)
    if _ov.active:
        routed = _route_function(mv, (self, vec), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(mv, "mv.default", (self, vec), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.mv(unwrap(self), unwrap(vec)), (self, vec))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, vec)) from None
    if must_record(self, vec):
        grad_fn = record_two(MvBackward0, self, vec, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_vec = save(vec) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mv(result, self, vec), (self, vec))
    return result


def dot(input, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:1988]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("dot", dot, (self, tensor), {}, out)
    if _ov.active:
        routed = _route_function(dot, (self, tensor), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(dot, "dot.default", (self, tensor), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.dot(unwrap(self), unwrap(tensor)), (self, tensor))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, tensor)) from None
    if must_record(self, tensor):
        grad_fn = record_two(DotBackward0, self, tensor, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_tensor = save(tensor) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_dot(result, self, tensor), (self, tensor))
    return result


def outer(input, vec2, *, out=None):
    """outer(Tensor self, Tensor vec2) -> Tensor   [derivatives.yaml:1996]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("outer", outer, (self, vec2), {}, out)
    if _ov.active:
        routed = _route_function(outer, (self, vec2), {})
        if routed is not _ov:
            return routed
    return linalg_composite.outer(self, vec2)


def ger(input, vec2, *, out=None):
    """ger(Tensor self, Tensor vec2) -> Tensor   [derivatives.yaml:2000]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("ger", ger, (self, vec2), {}, out)
    if _ov.active:
        routed = _route_function(ger, (self, vec2), {})
        if routed is not _ov:
            return routed
    return linalg_composite.outer(self, vec2)


def trace(input):
    """trace(Tensor self) -> Tensor   [derivatives.yaml:2004]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(trace, (self,), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(trace, "trace.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.trace(unwrap(self)), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(TraceBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_trace(result, self), (self,))
    return result


def diagonal(input, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)   [derivatives.yaml:2014]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(diagonal, (self, offset, dim1, dim2), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(diagonal, "diagonal.default", (self, offset, dim1,
                                                                                  dim2), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.diagonal(unwrap(self), offset, dim1, dim2), (self,))
    as_view(self, result, lambda base: diagonal(base, offset, dim1, dim2))
    if must_record(self):
        grad_fn = record_one(DiagonalBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    if _fw.active:
        set_result_tangents((result,), forward.jvp_diagonal(result, self, offset, dim1, dim2), None)
    return result


def diagonal_copy(input, offset=0, dim1=0, dim2=1, *, out=None):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   [derivatives.yaml:2021]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("diagonal_copy", diagonal_copy, (self, offset, dim1, dim2), {}, out)
    if _ov.active:
        routed = _route_function(diagonal_copy, (self, offset, dim1, dim2), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(diagonal_copy, "diagonal_copy.default", (self, offset, dim1, dim2),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.diagonal(unwrap(self), offset, dim1, dim2).copy(), (self,))
    if must_record(self):
        grad_fn = record_one(DiagonalBackward0_copy, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    if _fw.active:
        set_result_tangents((result,), forward.jvp_diagonal_copy(result, self, offset, dim1, dim2), (self,))
    return result


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1,
        int dim2) -> Tensor   [derivatives.yaml:2029]"""
    if _ov.active:
        routed = _route_function(diagonal_backward, (grad_output, input_sizes, offset, dim1, dim2), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(diagonal_backward, "diagonal_backward.default",
                                                   (grad_output, input_sizes, offset, dim1, dim2), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.diagonal_backward(unwrap(grad_output), input_sizes, offset, dim1,
                                                              dim2), (grad_output,))
    if must_record(grad_output):
        grad_fn = record_one(DiagonalBackwardBackward0, grad_output, result)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    if _fw.active:
        set_result_tangents((result,), forward.jvp_diagonal_backward(result, grad_output, input_sizes, offset, dim1,
                                                                     dim2), (grad_output,))
    return result


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   [derivatives.yaml:2037]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(diag_embed, (self, offset, dim1, dim2), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(diag_embed, "diag_embed.default", (self, offset, dim1,
                                                                                      dim2), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.diag_embed(unwrap(self), offset, dim1, dim2), (self,))
    if must_record(self):
        grad_fn = record_one(DiagEmbedBackward0, self, result)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    if _fw.active:
        set_result_tangents((result,), forward.jvp_diag_embed(result, self, offset, dim1, dim2), (self,))
    return result


def diag(input, diagonal=0, *, out=None):
    """diag(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2045]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("diag", diag, (self, diagonal), {}, out)
    if _ov.active:
        routed = _route_function(diag, (self, diagonal), {})
        if routed is not _ov:
            return routed
    return linalg_composite.diag(self, diagonal)


def tril(input, diagonal=0, *, out=None):
    """tril(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2049]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("tril", tril, (self, diagonal), {}, out)
    if _ov.active:
        routed = _route_function(tril, (self, diagonal), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(tril, "tril.default", (self, diagonal), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.triangle(unwrap(self), diagonal, upper=False), (self,))
    if must_record(self):
        grad_fn = record_one(TrilBackward0, self, result)
        grad_fn._saved_diagonal = diagonal
    if _fw.active:
        set_result_tangents((result,), forward.jvp_tril(result, self, diagonal), (self,))
    return result


def triu(input, diagonal=0, *, out=None):
    """triu(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2057]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("triu", triu, (self, diagonal), {}, out)
    if _ov.active:
        routed = _route_function(triu, (self, diagonal), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(triu, "triu.default", (self, diagonal), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.triangle(unwrap(self), diagonal, upper=True), (self,))
    if must_record(self):
        grad_fn = record_one(TriuBackward0, self, result)
        grad_fn._saved_diagonal = diagonal
    if _fw.active:
        set_result_tangents((result,), forward.jvp_triu(result, self, diagonal), (self,))
    return result


def linalg_inv_ex(A, *, check_errors=False, out=None):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)   [derivatives.yaml:2065]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_inv_ex", linalg_inv_ex, (A,), {"check_errors": check_errors}, out)
    if _ov.active:
        routed = _route_function(linalg_inv_ex, (A,), {"check_errors": check_errors})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, = autocast_inputs(_float32, A)
    if _ov.dispatch and (routed := _route_dispatch(linalg_inv_ex, "linalg_inv_ex.default", (A,),
                                                   {"check_errors": check_errors})) is not _ov:
        inverse, info = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.inv_ex(unwrap(A), check_errors)
        inverse, info = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record_one(LinalgInvExBackward0, A, inverse)
        grad_fn._raw_saved_inverse = SavedTensor(inverse, is_output=True)
    if _fw.active:
        set_result_tangents((inverse, info), forward.jvp_linalg_inv_ex(inverse, info, A,
                                                                       check_errors=check_errors), (A,))
    return linalg_inv_ex_result(inverse, info)


def linalg_inv(A, *, out=None):
    """linalg_inv(Tensor A) -> Tensor   [derivatives.yaml:2076]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_inv", linalg_inv, (A,), {}, out)
    if _ov.active:
        routed = _route_function(linalg_inv, (A,), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, = autocast_inputs(_float32, A)
    return linalg_composite.linalg_inv(A)


def inverse(input, *, out=None):
    """inverse(Tensor self) -> Tensor   [derivatives.yaml:2083]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("inverse", inverse, (self,), {}, out)
    if _ov.active:
        routed = _route_function(inverse, (self,), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    return linalg_composite.inverse(self)


def linalg_det(A, *, out=None):
    """linalg_det(Tensor A) -> Tensor   [derivatives.yaml:2088]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_det", linalg_det, (A,), {}, out)
    if _ov.active:
        routed = _route_function(linalg_det, (A,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_det, "linalg_det.default", (A,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(linalg_kernels.det(unwrap(A)), (A,))
    if must_record(A):
        grad_fn = record_one(LinalgDetBackward0, A, result)
        grad_fn._raw_saved_A = SavedTensor(A)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_det(result, A), (A,))
    return result


def det(input):
    """det(Tensor self) -> Tensor   [derivatives.yaml:2097]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(det, (self,), {})
        if routed is not _ov:
            return routed
    return linalg_composite.det(self)


def linalg_slogdet(A, *, out=None):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:2102]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_slogdet", linalg_slogdet, (A,), {}, out)
    if _ov.active:
        routed = _route_function(linalg_slogdet, (A,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_slogdet, "linalg_slogdet.default", (A,), {})) is not _ov:
        sign, logabsdet = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.slogdet(unwrap(A))
        sign, logabsdet = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record(LinalgSlogdetBackward0, (A,), (sign, logabsdet))
        grad_fn._raw_saved_A = SavedTensor(A)
        grad_fn._raw_saved_sign = SavedTensor(sign, is_output=True)
    if _fw.active:
        set_result_tangents((sign, logabsdet), forward.jvp_linalg_slogdet(sign, logabsdet, A), (A,))
    return linalg_slogdet_result(sign, logabsdet)


def slogdet(input, *, out=None):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:2113]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("slogdet", slogdet, (self,), {}, out)
    if _ov.active:
        routed = _route_function(slogdet, (self,), {})
        if routed is not _ov:
            return routed
    return linalg_composite.slogdet(self)


def logdet(input):
    """logdet(Tensor self) -> Tensor   [derivatives.yaml:2117]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(logdet, (self,), {})
        if routed is not _ov:
            return routed
    return linalg_composite.logdet(self)


def linalg_solve_ex(A, B, *, left=True, check_errors=False, out=None):
    """linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result,
        Tensor info)   [derivatives.yaml:2122]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_solve_ex", linalg_solve_ex, (A, B), {"left": left, "check_errors": check_errors}, out)
    if _ov.active:
        routed = _route_function(linalg_solve_ex, (A, B), {"left": left, "check_errors": check_errors})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_solve_ex, "linalg_solve_ex.default", (A, B),
                                                   {"left": left, "check_errors": check_errors})) is not _ov:
        result, info = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.solve_ex(unwrap(A), unwrap(B), left, check_errors)
        result, info = (make_result(array, (A, B)) for array in arrays)
    if must_record(A, B):
        grad_fn = record_two(LinalgSolveExBackward0, A, B, result)
        grad_fn._raw_saved_A = save(A)
        grad_fn._saved_B_sizes = shape_of(B)
        grad_fn._saved_left = left
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result, info), forward.jvp_linalg_solve_ex(result, info, A, B, left=left,
                                                                        check_errors=check_errors), (A, B))
    return linalg_solve_ex_result(result, info)


def linalg_solve(A, B, *, left=True, out=None):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   [derivatives.yaml:2131]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_solve", linalg_solve, (A, B), {"left": left}, out)
    if _ov.active:
        routed = _route_function(linalg_solve, (A, B), {"left": left})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, B = autocast_inputs(_float32, A, B)
    return linalg_composite.linalg_solve(A, B, left=left)


def linalg_cholesky_ex(input, *, upper=False, check_errors=False, out=None):
    """linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L,
        Tensor info)   [derivatives.yaml:2139]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_cholesky_ex", linalg_cholesky_ex, (self,),
                        {"upper": upper, "check_errors": check_errors}, out)
    if _ov.active:
        routed = _route_function(linalg_cholesky_ex, (self,), {"upper": upper, "check_errors": check_errors})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(linalg_cholesky_ex, "linalg_cholesky_ex.default", (self,),
                                                   {"upper": upper, "check_errors": check_errors})) is not _ov:
        L, info = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.cholesky_ex(unwrap(self), upper, check_errors)
        L, info = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(LinalgCholeskyExBackward0, self, L)
        grad_fn._saved_upper = upper
        grad_fn._raw_saved_L = SavedTensor(L, is_output=True)
    if _fw.active:
        set_result_tangents((L, info), forward.jvp_linalg_cholesky_ex(L, info, self, upper=upper,
                                                                      check_errors=check_errors), (self,))
    return linalg_cholesky_ex_result(L, info)


def linalg_cholesky(input, *, upper=False, out=None):
    """linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor   [derivatives.yaml:2150]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_cholesky", linalg_cholesky, (self,), {"upper": upper}, out)
    if _ov.active:
        routed = _route_function(linalg_cholesky, (self,), {"upper": upper})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    return linalg_composite.linalg_cholesky(self, upper=upper)


def linalg_qr(A, mode='reduced', *, out=None):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   [derivatives.yaml:2157]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_qr", linalg_qr, (A, mode), {}, out)
    if _ov.active:
        routed = _route_function(linalg_qr, (A, mode), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, = autocast_inputs(_float32, A)
    if _ov.dispatch and (routed := _route_dispatch(linalg_qr, "linalg_qr.default", (A, mode), {})) is not _ov:
        Q, R = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.qr(unwrap(A), mode)
        Q, R = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record(LinalgQrBackward0, (A,), (Q, R))
        grad_fn._saved_mode = mode
        grad_fn._raw_saved_Q = SavedTensor(Q, is_output=True)
        grad_fn._raw_saved_R = SavedTensor(R, is_output=True)
    if _fw.active:
        set_result_tangents((Q, R), forward.jvp_linalg_qr(Q, R, A, mode), (A,))
    return linalg_qr_result(Q, R)


def linalg_eigh(A, UPLO='L', *, out=None):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:2167]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_eigh", linalg_eigh, (A, UPLO), {}, out)
    if _ov.active:
        routed = _route_function(linalg_eigh, (A, UPLO), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, = autocast_inputs(_float32, A)
    if _ov.dispatch and (routed := _route_dispatch(linalg_eigh, "linalg_eigh.default", (A, UPLO), {})) is not _ov:
        eigenvalues, eigenvectors = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.eigh(unwrap(A), UPLO)
        eigenvalues, eigenvectors = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record(LinalgEighBackward0, (A,), (eigenvalues, eigenvectors))
        grad_fn._raw_saved_eigenvalues = SavedTensor(eigenvalues, is_output=True)
        grad_fn._raw_saved_eigenvectors = SavedTensor(eigenvectors, is_output=True)
    if _fw.active:
        set_result_tangents((eigenvalues,
                             eigenvectors), forward.jvp_linalg_eigh(eigenvalues, eigenvectors, A, UPLO), (A,))
    return linalg_eigh_result(eigenvalues, eigenvectors)


def linalg_eigvalsh(input, UPLO='L', *, out=None):
    """linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor   [derivatives.yaml:2177]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_eigvalsh", linalg_eigvalsh, (self, UPLO), {}, out)
    if _ov.active:
        routed = _route_function(linalg_eigvalsh, (self, UPLO), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    return linalg_composite.linalg_eigvalsh(self, UPLO)


def linalg_svd(A, full_matrices=True, *, out=None):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   [derivatives.yaml:2184]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_svd", linalg_svd, (A, full_matrices), {}, out)
    if _ov.active:
        routed = _route_function(linalg_svd, (A, full_matrices), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, = autocast_inputs(_float32, A)
    if _ov.dispatch and (routed := _route_dispatch(linalg_svd, "linalg_svd.default", (A, full_matrices),
                                                   {})) is not _ov:
        U, S, Vh = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = linalg_kernels.svd(unwrap(A), full_matrices)
        U, S, Vh = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record(LinalgSvdBackward0, (A,), (U, S, Vh))
        grad_fn._saved_full_matrices = full_matrices
        grad_fn._raw_saved_U = SavedTensor(U, is_output=True)
        grad_fn._raw_saved_S = SavedTensor(S, is_output=True)
        grad_fn._raw_saved_Vh = SavedTensor(Vh, is_output=True)
    if _fw.active:
        set_result_tangents((U, S, Vh), forward.jvp_linalg_svd(U, S, Vh, A, full_matrices), (A,))
    return linalg_svd_result(U, S, Vh)


def linalg_svdvals(A, *, out=None):
    """linalg_svdvals(Tensor A) -> Tensor   [derivatives.yaml:2194]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_svdvals", linalg_svdvals, (A,), {}, out)
    if _ov.active:
        routed = _route_function(linalg_svdvals, (A,), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        A, = autocast_inputs(_float32, A)
    return linalg_composite.linalg_svdvals(A)


def einsum(equation, tensors, *, path=None):
    """einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor   [derivatives.yaml:2201]"""
    if _ov.active:
        routed = _route_function(einsum, (equation, tensors), {"path": path})
        if routed is not _ov:
            return routed
    return linalg_composite.einsum(equation, tensors, path=path)


def t(input):
    """t(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2210]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(t, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(t, "t.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.t(unwrap(self)), (self,))
    as_view(self, result, lambda base: t(base))
    if must_record(self):
        record_one(TBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_t(result, self), None)
    return result


def transpose(input, dim0, dim1):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)   [derivatives.yaml:2217]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(transpose, (self, dim0, dim1), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(transpose, "transpose.int", (self, dim0, dim1), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.transpose(unwrap(self), dim0, dim1), (self,))
    as_view(self, result, lambda base: transpose(base, dim0, dim1))
    if must_record(self):
        grad_fn = record_one(TransposeBackward0, self, result)
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    if _fw.active:
        set_result_tangents((result,), forward.jvp_transpose(result, self, dim0, dim1), None)
    return result


def view(input, *size_values, size=None):
    """view(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:2224]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    size = sizes_argument("view", "size", size_values, size)
    if _ov.active:
        routed = _route_function(view, (self, size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(view, "view.default", (self, size), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.view(unwrap(self), size), (self,))
    as_view(self, result, lambda base: view(base, size))
    if must_record(self):
        grad_fn = record_one(ViewBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_view(result, self, size), None)
    return result


def _unsafe_view(input, *size_values, size=None):
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:2232]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    size = sizes_argument("_unsafe_view", "size", size_values, size)
    if _ov.active:
        routed = _route_function(_unsafe_view, (self, size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_unsafe_view, "_unsafe_view.default", (self, size), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.view(unwrap(self), size), (self,))
    if must_record(self):
        grad_fn = record_one(UnsafeViewBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_unsafe_view(result, self, size), (self,))
    return result


def _reshape_alias(input, size, stride):
    """_reshape_alias(Tensor(a) self, int[] size, int[] stride) -> Tensor(a)   [derivatives.yaml:2242]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_reshape_alias, (self, size, stride), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_reshape_alias, "_reshape_alias.default", (self, size, stride),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.view(unwrap(self), size), (self,))
    as_view(self, result, lambda base: _reshape_alias(base, size, stride))
    if must_record(self):
        grad_fn = record_one(ReshapeAliasBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reshape_alias(result, self, size, stride), None)
    return result


def reshape(input, *shape_values, shape=None):
    """reshape(Tensor self, int[] shape) -> Tensor   [derivatives.yaml:2250]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    shape = sizes_argument("reshape", "shape", shape_values, shape)
    if _ov.active:
        routed = _route_function(reshape, (self, shape), {})
        if routed is not _ov:
            return routed
    return composite.reshape(self, *shape)


def flatten(input, start_dim=0, end_dim=-1):
    """flatten.using_ints(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   [derivatives.yaml:2255]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(flatten, (self, start_dim, end_dim), {})
        if routed is not _ov:
            return routed
    return composite.flatten(self, start_dim, end_dim)


def expand(input, *size_values, size=None):
    """expand(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:2260]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    size = sizes_argument("expand", "size", size_values, size)
    if _ov.active:
        routed = _route_function(expand, (self, size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(expand, "expand.default", (self, size), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.expand(unwrap(self), size), (self,))
    as_view(self, result, lambda base: expand(base, size))
    if must_record(self):
        grad_fn = record_one(ExpandBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_expand(result, self, size), None)
    return result


def _squeeze_default(input):
    """squeeze(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2268]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(squeeze, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_squeeze_default, "squeeze.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.squeeze(unwrap(self), None), (self,))
    as_view(self, result, lambda base: _squeeze_default(base))
    if must_record(self):
        grad_fn = record_one(SqueezeBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_squeeze_default(result, self), None)
    return result


def _squeeze_dim(input, dim):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2275]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(squeeze, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_squeeze_dim, "squeeze.dim", (self, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: _squeeze_dim(base, dim))
    if must_record(self):
        grad_fn = record_one(SqueezeBackward1, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_squeeze_dim(result, self, dim), None)
    return result


def _squeeze_dims(input, dim):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)   [derivatives.yaml:2282]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(squeeze, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_squeeze_dims, "squeeze.dims", (self, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.squeeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: _squeeze_dims(base, dim))
    if must_record(self):
        grad_fn = record_one(SqueezeBackward2, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_squeeze_dims(result, self, dim), None)
    return result


def unsqueeze(input, dim=ABSENT, *, axis=ABSENT):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2289]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("unsqueeze", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(unsqueeze, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unsqueeze, "unsqueeze.default", (self, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.unsqueeze(unwrap(self), dim), (self,))
    as_view(self, result, lambda base: unsqueeze(base, dim))
    if must_record(self):
        grad_fn = record_one(UnsqueezeBackward0, self, result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_unsqueeze(result, self, dim), None)
    return result


def cat(tensors, dim=0, *, axis=ABSENT, out=None):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2351]"""
    if axis is not ABSENT:
        dim = numpy_keyword("cat", "dim", dim, 0, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cat", cat, (tensors, dim), {}, out)
    if _ov.active:
        routed = _route_function(cat, (tensors, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cat, "cat.default", (tensors, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.cat(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = record(CatBackward0, tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cat(result, tensors, dim), (tensors,))
    return result


def stack(tensors, dim=0, *, axis=ABSENT, out=None):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2360]"""
    if axis is not ABSENT:
        dim = numpy_keyword("stack", "dim", dim, 0, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("stack", stack, (tensors, dim), {}, out)
    if _ov.active:
        routed = _route_function(stack, (tensors, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(stack, "stack.default", (tensors, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.stack(unwrap_list(tensors), dim), (tensors,))
    if must_record(*tensors):
        grad_fn = record(StackBackward0, tensors, (result,))
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_stack(result, tensors, dim), (tensors,))
    return result


def unbind(input, dim=0, *, axis=ABSENT):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2368]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("unbind", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(unbind, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unbind, "unbind.int", (self, dim), {})) is not _ov:
        result = list(routed)  # __torch_dispatch__'s result, made below autograd
    else:
        result = [make_result(array, (self,)) for array in kernels.unbind(unwrap(self), dim)]
    as_views(self, result, lambda i: (lambda base: unbind(base, dim)[i]))
    if must_record(self):
        grad_fn = record(UnbindBackward0, (self,), result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents(result, forward.jvp_unbind(result, self, dim), None)
    return tuple(result)


def clone(input, *, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   [derivatives.yaml:2375]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clone, (self,), {"memory_format": memory_format})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(clone, "clone.default", (self,),
                                                   {"memory_format": memory_format})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.clone(unwrap(self), memory_format), (self,))
    if must_record(self):
        record_one(CloneBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_clone(result, self, memory_format=memory_format), (self,))
    return result


def _to_copy(input, dtype=None, *, memory_format=None):
    """_to_copy(Tensor self, ScalarType? dtype=None, *,
        MemoryFormat? memory_format=None) -> Tensor   [derivatives.yaml:2382]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_to_copy, (self, dtype), {"memory_format": memory_format})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_to_copy, "_to_copy.default", (self, dtype),
                                                   {"memory_format": memory_format})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.to_copy(unwrap(self), dtype, memory_format), (self,), keeps_dtype=True)
    if must_record(self):
        grad_fn = record_one(ToCopyBackward0, self, result)
        grad_fn._saved_self_scalar_type = dtype_of(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_to_copy(result, self, dtype, memory_format=memory_format), (self,))
    return result


def _where_self(condition, input, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:2389]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(where, (condition, self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_where_self, "where.self", (condition, self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        condition_array, self_array, other_array = unwrap_operands(condition, self, other)
        try:
            result = make_result(pointwise_kernels.where(condition_array, self_array,
                                                         other_array), (condition, self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (condition, self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(WhereBackward0, self, other, result)
        grad_fn._raw_saved_condition = save(condition)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_where_self(result, condition, self, other), (self, other))
    return result


def _where_default(condition):
    """where(Tensor condition) -> Tensor[]   [derivatives.yaml:2398]"""
    if _ov.active:
        routed = _route_function(where, (condition,), {})
        if routed is not _ov:
            return routed
    return composite.where_nonzero(condition)


def permute(input, *dims_values, dims=None):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)   [derivatives.yaml:2403]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    dims = sizes_argument("permute", "dims", dims_values, dims)
    if _ov.active:
        routed = _route_function(permute, (self, dims), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(permute, "permute.default", (self, dims), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.permute(unwrap(self), dims), (self,))
    as_view(self, result, lambda base: permute(base, dims))
    if must_record(self):
        grad_fn = record_one(PermuteBackward0, self, result)
        grad_fn._saved_dims = dims
    if _fw.active:
        set_result_tangents((result,), forward.jvp_permute(result, self, dims), None)
    return result


def movedim(input, source, destination):
    """movedim.intlist(Tensor self, int[] source, int[] destination) -> Tensor   [derivatives.yaml:2410]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(movedim, (self, source, destination), {})
        if routed is not _ov:
            return routed
    return composite.movedim(self, source, destination)


def moveaxis(input, source, destination):
    """moveaxis.intlist(Tensor self, int[] source, int[] destination) -> Tensor   [derivatives.yaml:2415]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(moveaxis, (self, source, destination), {})
        if routed is not _ov:
            return routed
    return composite.movedim(self, source, destination)


def swapaxes(input, axis0, axis1):
    """swapaxes(Tensor self, int axis0, int axis1) -> Tensor   [derivatives.yaml:2420]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(swapaxes, (self, axis0, axis1), {})
        if routed is not _ov:
            return routed
    return composite.swapaxes(self, axis0, axis1)


def swapdims(input, dim0, dim1):
    """swapdims(Tensor self, int dim0, int dim1) -> Tensor   [derivatives.yaml:2425]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(swapdims, (self, dim0, dim1), {})
        if routed is not _ov:
            return routed
    return composite.swapdims(self, dim0, dim1)


def ravel(input):
    """ravel(Tensor self) -> Tensor   [derivatives.yaml:2430]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ravel, (self,), {})
        if routed is not _ov:
            return routed
    return composite.ravel(self)


def unflatten(input, dim=ABSENT, sizes=ABSENT, *, axis=ABSENT):
    """unflatten.int(Tensor self, int dim, int[] sizes) -> Tensor   [derivatives.yaml:2435]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or sizes is ABSENT:
        dim = numpy_keyword("unflatten", "dim", dim, ABSENT, axis, (("sizes", sizes),))
    if _ov.active:
        routed = _route_function(unflatten, (self, dim, sizes), {})
        if routed is not _ov:
            return routed
    return composite.unflatten(self, dim, sizes)


def expand_as(input, other):
    """expand_as(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:2440]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(expand_as, (self, other), {})
        if routed is not _ov:
            return routed
    return composite.expand_as(self, other)


def broadcast_to(input, *size_values, size=None):
    """broadcast_to(Tensor self, int[] size) -> Tensor   [derivatives.yaml:2445]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    size = sizes_argument("broadcast_to", "size", size_values, size)
    if _ov.active:
        routed = _route_function(broadcast_to, (self, size), {})
        if routed is not _ov:
            return routed
    return composite.broadcast_to(self, *size)


def repeat(input, *repeats_values, repeats=None):
    """repeat(Tensor self, int[] repeats) -> Tensor   [derivatives.yaml:2450]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    repeats = sizes_argument("repeat", "repeats", repeats_values, repeats)
    if _ov.active:
        routed = _route_function(repeat, (self, repeats), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(repeat, "repeat.default", (self, repeats), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.repeat(unwrap(self), repeats), (self,))
    if must_record(self):
        grad_fn = record_one(RepeatBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_repeats = repeats
    if _fw.active:
        set_result_tangents((result,), forward.jvp_repeat(result, self, repeats), (self,))
    return result


def tile(input, *dims_values, dims=None):
    """tile(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:2458]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    dims = sizes_argument("tile", "dims", dims_values, dims)
    if _ov.active:
        routed = _route_function(tile, (self, dims), {})
        if routed is not _ov:
            return routed
    return composite.tile(self, *dims)


def flip(input, *dims_values, dims=None):
    """flip(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:2463]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    dims = sizes_argument("flip", "dims", dims_values, dims)
    if _ov.active:
        routed = _route_function(flip, (self, dims), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(flip, "flip.default", (self, dims), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.flip(unwrap(self), dims), (self,))
    if must_record(self):
        grad_fn = record_one(FlipBackward0, self, result)
        grad_fn._saved_dims = dims
    if _fw.active:
        set_result_tangents((result,), forward.jvp_flip(result, self, dims), (self,))
    return result


def roll(input, shifts, dims=()):
    """roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor   [derivatives.yaml:2471]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(roll, (self, shifts, dims), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(roll, "roll.default", (self, shifts, dims), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.roll(unwrap(self), shifts, dims), (self,))
    if must_record(self):
        grad_fn = record_one(RollBackward0, self, result)
        grad_fn._saved_shifts = shifts
        grad_fn._saved_dims = dims
    if _fw.active:
        set_result_tangents((result,), forward.jvp_roll(result, self, shifts, dims), (self,))
    return result


def _split_Tensor(input, split_size, dim=0):
    """split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2479]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(split, (self, split_size, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_split_Tensor, "split.Tensor", (self, split_size,
                                                                                   dim), {})) is not _ov:
        result = list(routed)  # __torch_dispatch__'s result, made below autograd
    else:
        result = [make_result(array, (self,)) for array in kernels.split(unwrap(self), split_size, dim)]
    as_views(self, result, lambda i: (lambda base: _split_Tensor(base, split_size, dim)[i]))
    if must_record(self):
        grad_fn = record(SplitBackward0, (self,), result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents(result, forward.jvp_split_Tensor(result, self, split_size, dim), None)
    return tuple(result)


def _split_sizes(input, split_size, dim=0):
    """split.sizes(Tensor self, int[] split_size, int dim=0) -> Tensor[]   [derivatives.yaml:2487]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(split, (self, split_size, dim), {})
        if routed is not _ov:
            return routed
    return composite.split_by_sizes(self, split_size, dim)


def split_with_sizes(input, split_sizes, dim=0, *, axis=ABSENT):
    """split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2491]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("split_with_sizes", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(split_with_sizes, (self, split_sizes, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(split_with_sizes, "split_with_sizes.default",
                                                   (self, split_sizes, dim), {})) is not _ov:
        result = list(routed)  # __torch_dispatch__'s result, made below autograd
    else:
        result = [make_result(array, (self,)) for array in kernels.split_with_sizes(unwrap(self), split_sizes, dim)]
    as_views(self, result, lambda i: (lambda base: split_with_sizes(base, split_sizes, dim)[i]))
    if must_record(self):
        grad_fn = record(SplitWithSizesBackward0, (self,), result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents(result, forward.jvp_split_with_sizes(result, self, split_sizes, dim), None)
    return tuple(result)


def chunk(input, chunks, dim=0, *, axis=ABSENT):
    """chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   [derivatives.yaml:2498]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("chunk", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(chunk, (self, chunks, dim), {})
        if routed is not _ov:
            return routed
    return composite.chunk(self, chunks, dim)


def narrow(input, dim=ABSENT, start=ABSENT, length=ABSENT, *, axis=ABSENT):
    """narrow(Tensor self, int dim, int start, int length) -> Tensor   [derivatives.yaml:2502]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or start is ABSENT or length is ABSENT:
        dim = numpy_keyword("narrow", "dim", dim, ABSENT, axis, (("start", start), ("length", length),))
    if _ov.active:
        routed = _route_function(narrow, (self, dim, start, length), {})
        if routed is not _ov:
            return routed
    return composite.narrow(self, dim, start, length)


def select(input, dim=ABSENT, index=ABSENT, *, axis=ABSENT):
    """select.int(Tensor(a) self, int dim, int index) -> Tensor(a)   [derivatives.yaml:2508]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT:
        dim = numpy_keyword("select", "dim", dim, ABSENT, axis, (("index", index),))
    if _ov.active:
        routed = _route_function(select, (self, dim, index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(select, "select.int", (self, dim, index), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.select(unwrap(self), dim, index), (self,))
    as_view(self, result, lambda base: select(base, dim, index))
    if must_record(self):
        grad_fn = record_one(SelectBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    if _fw.active:
        set_result_tangents((result,), forward.jvp_select(result, self, dim, index), None)
    return result


def select_backward(grad_output, input_sizes, dim=ABSENT, index=ABSENT, *, axis=ABSENT):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:2515]"""
    if axis is not ABSENT or dim is ABSENT or index is ABSENT:
        dim = numpy_keyword("select_backward", "dim", dim, ABSENT, axis, (("index", index),))
    if _ov.active:
        routed = _route_function(select_backward, (grad_output, input_sizes, dim, index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(select_backward, "select_backward.default",
                                                   (grad_output, input_sizes, dim, index), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.select_backward(unwrap(grad_output), input_sizes, dim, index), (grad_output,))
    if must_record(grad_output):
        grad_fn = record_one(SelectBackwardBackward0, grad_output, result)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    if _fw.active:
        set_result_tangents((result,), forward.jvp_select_backward(result, grad_output, input_sizes, dim,
                                                                   index), (grad_output,))
    return result


def slice(input, dim=0, start=None, end=None, step=1, *, axis=ABSENT):
    """slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None,
        int step=1) -> Tensor(a)   [derivatives.yaml:2523]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("slice", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(slice, (self, dim, start, end, step), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(slice, "slice.Tensor", (self, dim, start, end,
                                                                           step), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.slice_(unwrap(self), dim, start, end, step), (self,))
    as_view(self, result, lambda base: slice(base, dim, start, end, step))
    if must_record(self):
        grad_fn = record_one(SliceBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._saved_start = start
        grad_fn._saved_end = end
        grad_fn._saved_step = step
    if _fw.active:
        set_result_tangents((result,), forward.jvp_slice(result, self, dim, start, end, step), None)
    return result


def slice_backward(grad_output, input_sizes, dim=ABSENT, start=ABSENT, end=ABSENT, step=ABSENT, *, axis=ABSENT):
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end,
        int step) -> Tensor   [derivatives.yaml:2531]"""
    if axis is not ABSENT or dim is ABSENT or start is ABSENT or end is ABSENT or step is ABSENT:
        dim = numpy_keyword("slice_backward", "dim", dim, ABSENT, axis,
                            (("start", start), ("end", end), ("step", step),))
    if _ov.active:
        routed = _route_function(slice_backward, (grad_output, input_sizes, dim, start, end, step), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(slice_backward, "slice_backward.default",
                                                   (grad_output, input_sizes, dim, start, end, step), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(kernels.slice_backward(unwrap(grad_output), input_sizes, dim, start, end,
                                                    step), (grad_output,))
    if must_record(grad_output):
        grad_fn = record_one(SliceBackwardBackward0, grad_output, result)
        grad_fn._saved_dim = dim
        grad_fn._saved_start = start
        grad_fn._saved_end = end
        grad_fn._saved_step = step
    if _fw.active:
        set_result_tangents((result,), forward.jvp_slice_backward(result, grad_output, input_sizes, dim, start, end,
                                                                  step), (grad_output,))
    return result


def index(input, indices):
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:2539]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(index, (self, indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index, "index.Tensor", (self, indices), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(indexing_kernels.index(unwrap(self), numpy_index(indices)), (self,))
    if must_record(self):
        grad_fn = record_one(IndexBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_indices = SavedIndex(indices)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index(result, self, indices), (self,))
    return result


def index_put_zeros(grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:2547]"""
    if _ov.active:
        routed = _route_function(index_put_zeros, (grad_output, input_sizes, indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index_put_zeros, "index_put_zeros.default",
                                                   (grad_output, input_sizes, indices), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(indexing_kernels.index_put_zeros(unwrap(grad_output), input_sizes,
                                                              numpy_index(indices)), (grad_output,))
    if must_record(grad_output):
        grad_fn = record_one(IndexPutImplBackward0, grad_output, result)
        grad_fn._raw_saved_indices = SavedIndex(indices)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_put_zeros(result, grad_output, input_sizes,
                                                                   indices), (grad_output,))
    return result


def alias(input):
    """alias(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2556]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(alias, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(alias, "alias.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(unwrap(self).view(), (self,))
    as_view(self, result, lambda base: alias(base))
    if must_record(self):
        record_one(AliasBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_alias(result, self), None)
    return result


def index_select(input, dim=ABSENT, index=ABSENT, *, axis=ABSENT, out=None):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   [derivatives.yaml:2563]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT:
        dim = numpy_keyword("index_select", "dim", dim, ABSENT, axis, (("index", index),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("index_select", index_select, (self, dim, index), {}, out)
    if _ov.active:
        routed = _route_function(index_select, (self, dim, index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index_select, "index_select.default", (self, dim, index),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.index_select(unwrap(self), dim, unwrap(index)), (self, index))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
    if must_record(self):
        grad_fn = record_one(IndexSelectBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_select(result, self, dim, index), (self,))
    return result


def index_add(input, dim=ABSENT, index=ABSENT, source=ABSENT, *, alpha=1, axis=ABSENT, out=None):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:2571]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or source is ABSENT:
        dim = numpy_keyword("index_add", "dim", dim, ABSENT, axis, (("index", index), ("source", source),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("index_add", index_add, (self, dim, index, source), {"alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(index_add, (self, dim, index, source), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index_add, "index_add.default", (self, dim, index, source),
                                                   {"alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.index_add(unwrap(self), dim, unwrap(index), unwrap(source),
                                                            alpha), (self, index, source))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
    if must_record(self, source):
        grad_fn = record_two(IndexAddBackward0, self, source, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_add(result, self, dim, index, source,
                                                             alpha=alpha), (self, source))
    return result


def gather(input, dim=ABSENT, index=ABSENT, *, sparse_grad=False, axis=ABSENT, out=None):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   [derivatives.yaml:2582]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT:
        dim = numpy_keyword("gather", "dim", dim, ABSENT, axis, (("index", index),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("gather", gather, (self, dim, index), {"sparse_grad": sparse_grad}, out)
    if _ov.active:
        routed = _route_function(gather, (self, dim, index), {"sparse_grad": sparse_grad})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(gather, "gather.default", (self, dim, index),
                                                   {"sparse_grad": sparse_grad})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.gather(unwrap(self), dim, unwrap(index)), (self, index))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
    if must_record(self):
        grad_fn = record_one(GatherBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_gather(result, self, dim, index, sparse_grad=sparse_grad), (self,))
    return result


def _scatter_src(input, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:2590]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(scatter, (self, dim, index, src), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_scatter_src, "scatter.src", (self, dim, index,
                                                                                 src), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.scatter(unwrap(self), dim, unwrap(index),
                                                          unwrap(src)), (self, index, src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, src)) from None
    if must_record(self, src):
        grad_fn = record_two(ScatterBackward0, self, src, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_scatter_src(result, self, dim, index, src), (self, src))
    return result


def _scatter_value(input, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:2602]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(scatter, (self, dim, index, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_scatter_value, "scatter.value", (self, dim, index,
                                                                                     value), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.scatter(unwrap(self), dim, unwrap(index), value), (self, index))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
    if must_record(self):
        grad_fn = record_one(ScatterBackward1, self, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_scatter_value(result, self, dim, index, value), (self,))
    return result


def scatter_add(input, dim=ABSENT, index=ABSENT, src=ABSENT, *, axis=ABSENT, out=None):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:2611]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or src is ABSENT:
        dim = numpy_keyword("scatter_add", "dim", dim, ABSENT, axis, (("index", index), ("src", src),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("scatter_add", scatter_add, (self, dim, index, src), {}, out)
    if _ov.active:
        routed = _route_function(scatter_add, (self, dim, index, src), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(scatter_add, "scatter_add.default", (self, dim, index,
                                                                                        src), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.scatter(unwrap(self), dim, unwrap(index), unwrap(src),
                                                          accumulate=True), (self, index, src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, src)) from None
    if must_record(self, src):
        grad_fn = record_two(ScatterAddBackward0, self, src, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index) if grad_fn.next_functions[1][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_scatter_add(result, self, dim, index, src), (self, src))
    return result


def take_along_dim(input, indices, dim=None, *, axis=ABSENT, out=None):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   [derivatives.yaml:2623]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("take_along_dim", "dim", dim, None, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("take_along_dim", take_along_dim, (self, indices, dim), {}, out)
    if _ov.active:
        routed = _route_function(take_along_dim, (self, indices, dim), {})
        if routed is not _ov:
            return routed
    return composite.take_along_dim(self, indices, dim)


def masked_select(input, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor   [derivatives.yaml:2627]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("masked_select", masked_select, (self, mask), {}, out)
    if _ov.active:
        routed = _route_function(masked_select, (self, mask), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(masked_select, "masked_select.default", (self, mask),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.masked_select(unwrap(self), unwrap(mask)), (self, mask))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask)) from None
    if must_record(self):
        grad_fn = record_one(MaskedSelectBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_mask = save(mask)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_masked_select(result, self, mask), (self,))
    return result


def _nonzero_default(input):
    """nonzero(Tensor self) -> Tensor   [derivatives.yaml:2634]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nonzero, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_nonzero_default, "nonzero.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.argwhere(unwrap(self)).astype(np.int64), (self,))
    return result


def _nonzero_as_tuple(input, *, as_tuple):
    """nonzero.as_tuple(Tensor self, *, bool as_tuple) -> Tensor[]   [derivatives.yaml:2639]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nonzero, (self,), {"as_tuple": as_tuple})
        if routed is not _ov:
            return routed
    return composite.nonzero_as_tuple(self, as_tuple=as_tuple)


def argwhere(input):
    """argwhere(Tensor self) -> Tensor   [derivatives.yaml:2643]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(argwhere, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(argwhere, "argwhere.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.argwhere(unwrap(self)).astype(np.int64), (self,))
    return result


def index_put(input, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor
        [derivatives.yaml:2649]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(index_put, (self, indices, values, accumulate), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index_put, "index_put.default", (self, indices, values,
                                                                                    accumulate), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(indexing_kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values),
                                                            accumulate, False), (self, values))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, values)) from None
    if must_record(self, values):
        grad_fn = record_two(IndexPutBackward0, self, values, result)
        grad_fn._raw_saved_indices = SavedIndex(indices)
        grad_fn._saved_accumulate = accumulate
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_put(result, self, indices, values, accumulate), (self, values))
    return result


def _fill_Scalar(input, value):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor   [derivatives.yaml:2661]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fill, (self, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_fill_Scalar, "fill.Scalar", (self, value), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(np.full_like(unwrap(self), value), (self,))
    if must_record(self):
        record_one(FillBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fill_Scalar(result, self, value), (self,))
    return result


def _fill_Tensor(input, value):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor   [derivatives.yaml:2670]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fill, (self, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_fill_Tensor, "fill.Tensor", (self, value), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(kernels.fill(unwrap(self), unwrap(value)), (self, value))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, value)) from None
    if must_record(self, value):
        record_two(FillBackward1, self, value, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fill_Tensor(result, self, value), (self, value))
    return result


def _atleast_1d_default(input):
    """atleast_1d(Tensor self) -> Tensor   [derivatives.yaml:2716]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(atleast_1d, (self,), {})
        if routed is not _ov:
            return routed
    return shape_composite.atleast_1d(self)


def _atleast_1d_Sequence(tensors):
    """atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]   [derivatives.yaml:2721]"""
    if _ov.active:
        routed = _route_function(atleast_1d, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.atleast_1d_sequence(tensors)


def _atleast_2d_default(input):
    """atleast_2d(Tensor self) -> Tensor   [derivatives.yaml:2726]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(atleast_2d, (self,), {})
        if routed is not _ov:
            return routed
    return shape_composite.atleast_2d(self)


def _atleast_2d_Sequence(tensors):
    """atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]   [derivatives.yaml:2731]"""
    if _ov.active:
        routed = _route_function(atleast_2d, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.atleast_2d_sequence(tensors)


def _atleast_3d_default(input):
    """atleast_3d(Tensor self) -> Tensor   [derivatives.yaml:2736]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(atleast_3d, (self,), {})
        if routed is not _ov:
            return routed
    return shape_composite.atleast_3d(self)


def _atleast_3d_Sequence(tensors):
    """atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]   [derivatives.yaml:2741]"""
    if _ov.active:
        routed = _route_function(atleast_3d, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.atleast_3d_sequence(tensors)


def hstack(tensors, *, out=None):
    """hstack(Tensor[] tensors) -> Tensor   [derivatives.yaml:2746]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("hstack", hstack, (tensors,), {}, out)
    if _ov.active:
        routed = _route_function(hstack, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.hstack(tensors)


def vstack(tensors, *, out=None):
    """vstack(Tensor[] tensors) -> Tensor   [derivatives.yaml:2751]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("vstack", vstack, (tensors,), {}, out)
    if _ov.active:
        routed = _route_function(vstack, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.vstack(tensors)


def row_stack(tensors, *, out=None):
    """row_stack(Tensor[] tensors) -> Tensor   [derivatives.yaml:2756]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("row_stack", row_stack, (tensors,), {}, out)
    if _ov.active:
        routed = _route_function(row_stack, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.vstack(tensors)


def dstack(tensors, *, out=None):
    """dstack(Tensor[] tensors) -> Tensor   [derivatives.yaml:2761]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("dstack", dstack, (tensors,), {}, out)
    if _ov.active:
        routed = _route_function(dstack, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.dstack(tensors)


def column_stack(tensors, *, out=None):
    """column_stack(Tensor[] tensors) -> Tensor   [derivatives.yaml:2766]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("column_stack", column_stack, (tensors,), {}, out)
    if _ov.active:
        routed = _route_function(column_stack, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.column_stack(tensors)


def broadcast_tensors(tensors):
    """broadcast_tensors(Tensor[] tensors) -> Tensor[]   [derivatives.yaml:2771]"""
    if _ov.active:
        routed = _route_function(broadcast_tensors, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.broadcast_tensors(tensors)


def _meshgrid_default(tensors):
    """meshgrid(Tensor[] tensors) -> Tensor[]   [derivatives.yaml:2776]"""
    if _ov.active:
        routed = _route_function(meshgrid, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.meshgrid(tensors)


def _meshgrid_indexing(tensors, *, indexing):
    """meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]   [derivatives.yaml:2781]"""
    if _ov.active:
        routed = _route_function(meshgrid, (tensors,), {"indexing": indexing})
        if routed is not _ov:
            return routed
    return shape_composite.meshgrid(tensors, indexing=indexing)


def cartesian_prod(tensors):
    """cartesian_prod(Tensor[] tensors) -> Tensor   [derivatives.yaml:2786]"""
    if _ov.active:
        routed = _route_function(cartesian_prod, (tensors,), {})
        if routed is not _ov:
            return routed
    return shape_composite.cartesian_prod(tensors)


def combinations(input, r=2, with_replacement=False):
    """combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor   [derivatives.yaml:2791]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(combinations, (self, r, with_replacement), {})
        if routed is not _ov:
            return routed
    return shape_composite.combinations(self, r, with_replacement)


def fliplr(input):
    """fliplr(Tensor self) -> Tensor   [derivatives.yaml:2797]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fliplr, (self,), {})
        if routed is not _ov:
            return routed
    return shape_composite.fliplr(self)


def flipud(input):
    """flipud(Tensor self) -> Tensor   [derivatives.yaml:2802]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(flipud, (self,), {})
        if routed is not _ov:
            return routed
    return shape_composite.flipud(self)


def _tensor_split_sections(input, sections, dim=0):
    """tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]   [derivatives.yaml:2807]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tensor_split, (self, sections, dim), {})
        if routed is not _ov:
            return routed
    return shape_composite.tensor_split(self, sections, dim)


def _tensor_split_indices(input, indices, dim=0):
    """tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]   [derivatives.yaml:2811]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tensor_split, (self, indices, dim), {})
        if routed is not _ov:
            return routed
    return shape_composite.tensor_split_indices(self, indices, dim)


def _tensor_split_tensor_indices_or_sections(input, tensor_indices_or_sections, dim=0):
    """tensor_split.tensor_indices_or_sections(Tensor self, Tensor tensor_indices_or_sections,
        int dim=0) -> Tensor[]   [derivatives.yaml:2815]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tensor_split, (self, tensor_indices_or_sections, dim), {})
        if routed is not _ov:
            return routed
    return shape_composite.tensor_split_tensor(self, tensor_indices_or_sections, dim)


def _hsplit_int(input, sections):
    """hsplit.int(Tensor self, int sections) -> Tensor[]   [derivatives.yaml:2819]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hsplit, (self, sections), {})
        if routed is not _ov:
            return routed
    return shape_composite.hsplit(self, sections)


def _hsplit_array(input, indices):
    """hsplit.array(Tensor self, int[] indices) -> Tensor[]   [derivatives.yaml:2823]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hsplit, (self, indices), {})
        if routed is not _ov:
            return routed
    return shape_composite.hsplit(self, indices)


def _vsplit_int(input, sections):
    """vsplit.int(Tensor self, int sections) -> Tensor[]   [derivatives.yaml:2827]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(vsplit, (self, sections), {})
        if routed is not _ov:
            return routed
    return shape_composite.vsplit(self, sections)


def _vsplit_array(input, indices):
    """vsplit.array(Tensor self, int[] indices) -> Tensor[]   [derivatives.yaml:2831]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(vsplit, (self, indices), {})
        if routed is not _ov:
            return routed
    return shape_composite.vsplit(self, indices)


def _dsplit_int(input, sections):
    """dsplit.int(Tensor self, int sections) -> Tensor[]   [derivatives.yaml:2835]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(dsplit, (self, sections), {})
        if routed is not _ov:
            return routed
    return shape_composite.dsplit(self, sections)


def _dsplit_array(input, indices):
    """dsplit.array(Tensor self, int[] indices) -> Tensor[]   [derivatives.yaml:2839]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(dsplit, (self, indices), {})
        if routed is not _ov:
            return routed
    return shape_composite.dsplit(self, indices)


def diagflat(input, offset=0):
    """diagflat(Tensor self, int offset=0) -> Tensor   [derivatives.yaml:2843]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(diagflat, (self, offset), {})
        if routed is not _ov:
            return routed
    return shape_composite.diagflat(self, offset)


def kron(input, other, *, out=None):
    """kron(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:2848]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("kron", kron, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(kron, (self, other), {})
        if routed is not _ov:
            return routed
    return shape_composite.kron(self, other)


def inner(input, other, *, out=None):
    """inner(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:2852]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("inner", inner, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(inner, (self, other), {})
        if routed is not _ov:
            return routed
    return shape_composite.inner(self, other)


def tensordot(input, other, dims_self, dims_other):
    """tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor   [derivatives.yaml:2856]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tensordot, (self, other, dims_self, dims_other), {})
        if routed is not _ov:
            return routed
    return shape_composite.tensordot(self, other, dims_self, dims_other)


def adjoint(input):
    """adjoint(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2862]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(adjoint, (self,), {})
        if routed is not _ov:
            return routed
    return shape_composite.adjoint(self)


def sum_to_size(input, *size_values, size=None):
    """sum_to_size(Tensor self, int[] size) -> Tensor   [derivatives.yaml:2866]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    size = sizes_argument("sum_to_size", "size", size_values, size)
    if _ov.active:
        routed = _route_function(sum_to_size, (self, size), {})
        if routed is not _ov:
            return routed
    return shape_composite.sum_to_size(self, *size)


def _repeat_interleave_self_Tensor(input, repeats, dim=None, *, output_size=None):
    """repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *,
        int? output_size=None) -> Tensor   [derivatives.yaml:2872]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(repeat_interleave, (self, repeats, dim), {"output_size": output_size})
        if routed is not _ov:
            return routed
    return shape_composite.repeat_interleave_tensor(self, repeats, dim, output_size=output_size)


def _repeat_interleave_self_int(input, repeats, dim=None, *, output_size=None):
    """repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *,
        int? output_size=None) -> Tensor   [derivatives.yaml:2877]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(repeat_interleave, (self, repeats, dim), {"output_size": output_size})
        if routed is not _ov:
            return routed
    return shape_composite.repeat_interleave_int(self, repeats, dim, output_size=output_size)


def _repeat_interleave_Tensor(repeats, *, output_size=None):
    """repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor   [derivatives.yaml:2882]"""
    if _ov.active:
        routed = _route_function(repeat_interleave, (repeats,), {"output_size": output_size})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_repeat_interleave_Tensor, "repeat_interleave.Tensor", (repeats,),
                                                   {"output_size": output_size})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(indexing_kernels.repeat_counts(unwrap(repeats), output_size), (repeats,))
    return result


def linalg_vander(x, *, N=None):
    """linalg_vander(Tensor x, *, int? N=None) -> Tensor   [derivatives.yaml:2889]"""
    if _ov.active:
        routed = _route_function(linalg_vander, (x,), {"N": N})
        if routed is not _ov:
            return routed
    return shape_composite.linalg_vander(x, N=N)


def rot90(input, k=1, dims=(0, 1)):
    """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor   [derivatives.yaml:2900]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rot90, (self, k, dims), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(rot90, "rot90.default", (self, k, dims), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(strided_kernels.rot90(unwrap(self), k, dims), (self,))
    if must_record(self):
        grad_fn = record_one(Rot90Backward0, self, result)
        grad_fn._saved_k = k
        grad_fn._saved_dims = dims
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rot90(result, self, k, dims), (self,))
    return result


def take(input, index, *, out=None):
    """take(Tensor self, Tensor index) -> Tensor   [derivatives.yaml:2908]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("take", take, (self, index), {}, out)
    if _ov.active:
        routed = _route_function(take, (self, index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(take, "take.default", (self, index), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.take(unwrap(self), unwrap(index)), (self, index))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
    if must_record(self):
        grad_fn = record_one(TakeBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_take(result, self, index), (self,))
    return result


def put(input, index, source, accumulate=False):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor   [derivatives.yaml:2916]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(put, (self, index, source, accumulate), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(put, "put.default", (self, index, source,
                                                                        accumulate), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.put(unwrap(self), unwrap(index), unwrap(source),
                                                     accumulate), (self, index, source))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
    if must_record(self, source):
        grad_fn = record_two(PutBackward0, self, source, result)
        grad_fn._raw_saved_index = save(index)
        grad_fn._raw_saved_source = save(source)
        grad_fn._saved_accumulate = accumulate
    if _fw.active:
        set_result_tangents((result,), forward.jvp_put(result, self, index, source, accumulate), (self, source))
    return result


def _index_fill_int_Scalar(input, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:2928]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(index_fill, (self, dim, index, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_index_fill_int_Scalar, "index_fill.int_Scalar",
                                                   (self, dim, index, value), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.index_fill(unwrap(self), dim, unwrap(index),
                                                            value), (self, index), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
    if must_record(self):
        grad_fn = record_one(IndexFillBackward0, self, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_fill_int_Scalar(result, self, dim, index, value), (self,))
    return result


def _index_fill_int_Tensor(input, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   [derivatives.yaml:2939]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(index_fill, (self, dim, index, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_index_fill_int_Tensor, "index_fill.int_Tensor",
                                                   (self, dim, index, value), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.index_fill(unwrap(self), dim, unwrap(index), unwrap(value)),
                                 (self, index, value), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, value)) from None
    if must_record(self, value):
        grad_fn = record_two(IndexFillBackward1, self, value, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_fill_int_Tensor(result, self, dim, index,
                                                                         value), (self, value))
    return result


def index_copy(input, dim=ABSENT, index=ABSENT, source=ABSENT, *, axis=ABSENT, out=None):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   [derivatives.yaml:2951]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or source is ABSENT:
        dim = numpy_keyword("index_copy", "dim", dim, ABSENT, axis, (("index", index), ("source", source),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("index_copy", index_copy, (self, dim, index, source), {}, out)
    if _ov.active:
        routed = _route_function(index_copy, (self, dim, index, source), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index_copy, "index_copy.default", (self, dim, index,
                                                                                      source), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.index_copy(unwrap(self), dim, unwrap(index), unwrap(source)),
                                 (self, index, source), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
    if must_record(self, source):
        grad_fn = record_two(IndexCopyBackward0, self, source, result)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._saved_source_sizes = shape_of(source)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_index_copy(result, self, dim, index, source), (self, source))
    return result


def index_reduce(input, dim=ABSENT, index=ABSENT, source=ABSENT, reduce=ABSENT, *, include_self=True, axis=ABSENT,
                 out=None):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *,
        bool include_self=True) -> Tensor   [derivatives.yaml:2963]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or source is ABSENT or reduce is ABSENT:
        dim = numpy_keyword("index_reduce", "dim", dim, ABSENT, axis,
                            (("index", index), ("source", source), ("reduce", reduce),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("index_reduce", index_reduce, (self, dim, index, source, reduce),
                        {"include_self": include_self}, out)
    if _ov.active:
        routed = _route_function(index_reduce, (self, dim, index, source, reduce), {"include_self": include_self})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(index_reduce, "index_reduce.default",
                                                   (self, dim, index, source, reduce),
                                                   {"include_self": include_self})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.index_reduce(unwrap(self), dim, unwrap(index), unwrap(source), reduce,
                                                              include_self), (self, index, source), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
    if must_record(self, source):
        grad_fn = record_two(IndexReduceBackward0, self, source, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._raw_saved_source = save(source)
        grad_fn._saved_reduce = reduce
        grad_fn._saved_include_self = include_self
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        fw_unsupported("index_reduce", self, source)
    return result


def masked_scatter(input, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor   [derivatives.yaml:2977]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(masked_scatter, (self, mask, source), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(masked_scatter, "masked_scatter.default", (self, mask, source),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.masked_scatter(unwrap(self), unwrap(mask), unwrap(source)),
                                 (self, mask, source), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask, source)) from None
    if must_record(self, source):
        grad_fn = record_two(MaskedScatterBackward0, self, source, result)
        grad_fn._raw_saved_mask = save(mask)
        grad_fn._saved_source_sizes = shape_of(source)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_masked_scatter(result, self, mask, source), (self, source))
    return result


def masked_scatter_backward(grad_output, mask, sizes):
    """masked_scatter_backward(Tensor grad_output, Tensor mask, int[] sizes) -> Tensor   [derivatives.yaml:2988]"""
    if _ov.active:
        routed = _route_function(masked_scatter_backward, (grad_output, mask, sizes), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(masked_scatter_backward, "masked_scatter_backward.default",
                                                   (grad_output, mask, sizes), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.masked_scatter_backward(unwrap(grad_output), unwrap(mask),
                                                                         sizes), (grad_output, mask))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, mask)) from None
    if must_record(grad_output):
        grad_fn = record_one(MaskedScatterBackwardBackward0, grad_output, result)
        grad_fn._saved_grad_output_info = info_of(grad_output)
        grad_fn._raw_saved_mask = save(mask)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_masked_scatter_backward(result, grad_output, mask,
                                                                           sizes), (grad_output,))
    return result


def scatter_reduce(input, dim=ABSENT, index=ABSENT, src=ABSENT, reduce=ABSENT, *, include_self=True, axis=ABSENT,
                   out=None):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *,
        bool include_self=True) -> Tensor   [derivatives.yaml:2996]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or src is ABSENT or reduce is ABSENT:
        dim = numpy_keyword("scatter_reduce", "dim", dim, ABSENT, axis,
                            (("index", index), ("src", src), ("reduce", reduce),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("scatter_reduce", scatter_reduce, (self, dim, index, src, reduce),
                        {"include_self": include_self}, out)
    if _ov.active:
        routed = _route_function(scatter_reduce, (self, dim, index, src, reduce), {"include_self": include_self})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(scatter_reduce, "scatter_reduce.two",
                                                   (self, dim, index, src, reduce),
                                                   {"include_self": include_self})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(scatter_kernels.scatter_reduce(unwrap(self), dim, unwrap(index), unwrap(src), reduce,
                                                                include_self), (self, index, src), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, src)) from None
    if must_record(self, src):
        grad_fn = record_two(ScatterReduceBackward0, self, src, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._raw_saved_src = save(src)
        grad_fn._saved_reduce = reduce
        grad_fn._saved_include_self = include_self
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_scatter_reduce(result, self, dim, index, src, reduce,
                                                                  include_self=include_self), (self, src))
    return result


def select_scatter(input, src, dim=ABSENT, index=ABSENT, *, axis=ABSENT):
    """select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor   [derivatives.yaml:3012]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT:
        dim = numpy_keyword("select_scatter", "dim", dim, ABSENT, axis, (("index", index),))
    if _ov.active:
        routed = _route_function(select_scatter, (self, src, dim, index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(select_scatter, "select_scatter.default", (self, src, dim, index),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(strided_kernels.select_scatter(unwrap(self), unwrap(src), dim, index), (self, src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, src)) from None
    if must_record(self, src):
        grad_fn = record_two(SelectScatterBackward0, self, src, result)
        grad_fn._saved_src_info = info_of(src)
        grad_fn._saved_dim = dim
        grad_fn._saved_index = index
    if _fw.active:
        set_result_tangents((result,), forward.jvp_select_scatter(result, self, src, dim, index), (self, src))
    return result


def slice_scatter(input, src, dim=0, start=None, end=None, step=1, *, axis=ABSENT, out=None):
    """slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None,
        int step=1) -> Tensor   [derivatives.yaml:3021]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("slice_scatter", "dim", dim, 0, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("slice_scatter", slice_scatter, (self, src, dim, start, end, step), {}, out)
    if _ov.active:
        routed = _route_function(slice_scatter, (self, src, dim, start, end, step), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(slice_scatter, "slice_scatter.default",
                                                   (self, src, dim, start, end, step), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(strided_kernels.slice_scatter(unwrap(self), unwrap(src), dim, start, end,
                                                               step), (self, src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, src)) from None
    if must_record(self, src):
        grad_fn = record_two(SliceScatterBackward0, self, src, result)
        grad_fn._saved_src_info = info_of(src)
        grad_fn._saved_dim = dim
        grad_fn._saved_start = start
        grad_fn._saved_end = end
        grad_fn._saved_step = step
    if _fw.active:
        set_result_tangents((result,), forward.jvp_slice_scatter(result, self, src, dim, start, end, step), (self, src))
    return result


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0,
        int dim2=1) -> Tensor   [derivatives.yaml:3029]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(diagonal_scatter, (self, src, offset, dim1, dim2), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(diagonal_scatter, "diagonal_scatter.default",
                                                   (self, src, offset, dim1, dim2), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(strided_kernels.diagonal_scatter(unwrap(self), unwrap(src), offset, dim1,
                                                                  dim2), (self, src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, src)) from None
    if must_record(self, src):
        grad_fn = record_two(DiagonalScatterBackward0, self, src, result)
        grad_fn._saved_src_info = info_of(src)
        grad_fn._saved_offset = offset
        grad_fn._saved_dim1 = dim1
        grad_fn._saved_dim2 = dim2
    if _fw.active:
        set_result_tangents((result,), forward.jvp_diagonal_scatter(result, self, src, offset, dim1, dim2), (self, src))
    return result


def as_strided(input, size, stride, storage_offset=None):
    """as_strided(Tensor(a) self, int[] size, int[] stride,
        int? storage_offset=None) -> Tensor(a)   [derivatives.yaml:3038]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(as_strided, (self, size, stride, storage_offset), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(as_strided, "as_strided.default",
                                                   (self, size, stride, storage_offset), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(strided_kernels.as_strided(unwrap(self), size, stride, storage_offset), (self,))
    as_view(self, result, lambda base: as_strided(base, size, stride, storage_offset))
    if must_record(self):
        grad_fn = record_one(AsStridedBackward0, self, result)
        grad_fn._saved_self_geometry = geometry_of(self)
        grad_fn._saved_size = size
        grad_fn._saved_stride = stride
        grad_fn._saved_storage_offset = storage_offset
    if _fw.active:
        set_result_tangents((result,), forward.jvp_as_strided(result, self, size, stride, storage_offset), None)
    return result


def as_strided_scatter(input, src, size, stride, storage_offset=None):
    """as_strided_scatter(Tensor self, Tensor src, int[] size, int[] stride,
        int? storage_offset=None) -> Tensor   [derivatives.yaml:3046]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(as_strided_scatter, (self, src, size, stride, storage_offset), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(as_strided_scatter, "as_strided_scatter.default",
                                                   (self, src, size, stride, storage_offset), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(strided_kernels.as_strided_scatter(unwrap(self), unwrap(src), size, stride,
                                                                    storage_offset), (self, src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, src)) from None
    if must_record(self, src):
        grad_fn = record_two(AsStridedScatterBackward0, self, src, result)
        grad_fn._saved_src_info = info_of(src)
        grad_fn._saved_size = size
        grad_fn._saved_stride = stride
        grad_fn._saved_storage_offset = storage_offset
    if _fw.active:
        set_result_tangents((result,), forward.jvp_as_strided_scatter(result, self, src, size, stride,
                                                                      storage_offset), (self, src))
    return result


def unfold(input, dimension, size, step):
    """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)   [derivatives.yaml:3054]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(unfold, (self, dimension, size, step), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unfold, "unfold.default", (self, dimension, size,
                                                                              step), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(strided_kernels.unfold(unwrap(self), dimension, size, step), (self,))
    as_view(self, result, lambda base: unfold(base, dimension, size, step))
    if must_record(self):
        grad_fn = record_one(UnfoldBackward0, self, result)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._saved_dimension = dimension
        grad_fn._saved_size = size
        grad_fn._saved_step = step
    if _fw.active:
        set_result_tangents((result,), forward.jvp_unfold(result, self, dimension, size, step), None)
    return result


def unfold_backward(grad_in, input_sizes, dim=ABSENT, size=ABSENT, step=ABSENT, *, axis=ABSENT):
    """unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size,
        int step) -> Tensor   [derivatives.yaml:3062]"""
    if axis is not ABSENT or dim is ABSENT or size is ABSENT or step is ABSENT:
        dim = numpy_keyword("unfold_backward", "dim", dim, ABSENT, axis, (("size", size), ("step", step),))
    if _ov.active:
        routed = _route_function(unfold_backward, (grad_in, input_sizes, dim, size, step), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unfold_backward, "unfold_backward.default",
                                                   (grad_in, input_sizes, dim, size, step), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(strided_kernels.unfold_backward(unwrap(grad_in), input_sizes, dim, size, step), (grad_in,))
    if must_record(grad_in):
        grad_fn = record_one(UnfoldBackwardBackward0, grad_in, result)
        grad_fn._saved_dim = dim
        grad_fn._saved_size = size
        grad_fn._saved_step = step
    if _fw.active:
        set_result_tangents((result,), forward.jvp_unfold_backward(result, grad_in, input_sizes, dim, size,
                                                                   step), (grad_in,))
    return result


def block_diag(tensors):
    """block_diag(Tensor[] tensors) -> Tensor   [derivatives.yaml:3070]"""
    if _ov.active:
        routed = _route_function(block_diag, (tensors,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(block_diag, "block_diag.default", (tensors,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(strided_kernels.block_diag(unwrap_list(tensors)), (tensors,))
    if must_record(*tensors):
        grad_fn = record(BlockDiagBackward0, tensors, (result,))
        grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]
    if _fw.active:
        set_result_tangents((result,), forward.jvp_block_diag(result, tensors), (tensors,))
    return result


def unsafe_split(input, split_size, dim=0, *, axis=ABSENT):
    """unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]   [derivatives.yaml:3077]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("unsafe_split", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(unsafe_split, (self, split_size, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unsafe_split, "unsafe_split.Tensor", (self, split_size,
                                                                                         dim), {})) is not _ov:
        result = list(routed)  # __torch_dispatch__'s result, made below autograd
    else:
        result = [make_result(array, (self,)) for array in strided_kernels.unsafe_split(unwrap(self), split_size, dim)]
    if must_record(self):
        grad_fn = record(UnsafeSplitBackward0, (self,), result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents(result, forward.jvp_unsafe_split(result, self, split_size, dim), (self,))
    return tuple(result)


def unsafe_split_with_sizes(input, split_sizes, dim=0, *, axis=ABSENT):
    """unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]   [derivatives.yaml:3084]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("unsafe_split_with_sizes", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(unsafe_split_with_sizes, (self, split_sizes, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unsafe_split_with_sizes, "unsafe_split_with_sizes.default",
                                                   (self, split_sizes, dim), {})) is not _ov:
        result = list(routed)  # __torch_dispatch__'s result, made below autograd
    else:
        result = [make_result(array, (self,))
                  for array in strided_kernels.unsafe_split_with_sizes(unwrap(self), split_sizes, dim)]
    if must_record(self):
        grad_fn = record(UnsafeSplitWithSizesBackward0, (self,), result)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents(result, forward.jvp_unsafe_split_with_sizes(result, self, split_sizes, dim), (self,))
    return tuple(result)


def unsafe_chunk(input, chunks, dim=0, *, axis=ABSENT):
    """unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   [derivatives.yaml:3091]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("unsafe_chunk", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(unsafe_chunk, (self, chunks, dim), {})
        if routed is not _ov:
            return routed
    return shape_composite.unsafe_chunk(self, chunks, dim)


def vdot(input, other, *, out=None):
    """vdot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:3095]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("vdot", vdot, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(vdot, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(vdot, "vdot.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.dot(unwrap(self), unwrap(other)), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(VdotBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_vdot(result, self, other), (self, other))
    return result


def linalg_cross(input, other, *, dim=-1, axis=ABSENT, out=None):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   [derivatives.yaml:3103]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("linalg_cross", "dim", dim, -1, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_cross", linalg_cross, (self, other), {"dim": dim}, out)
    if _ov.active:
        routed = _route_function(linalg_cross, (self, other), {"dim": dim})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_cross, "linalg_cross.default", (self, other),
                                                   {"dim": dim})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.cross(unwrap(self), unwrap(other), dim), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(LinalgCrossBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_cross(result, self, other, dim=dim), (self, other))
    return result


def cross(input, other, dim=None, *, axis=ABSENT, out=None):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   [derivatives.yaml:3113]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("cross", "dim", dim, None, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cross", cross, (self, other, dim), {}, out)
    if _ov.active:
        routed = _route_function(cross, (self, other, dim), {})
        if routed is not _ov:
            return routed
    return linalg_composite.cross(self, other, dim)


def _cdist_forward(x1, x2, p, compute_mode):
    """_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor   [derivatives.yaml:3117]"""
    if _ov.active:
        routed = _route_function(_cdist_forward, (x1, x2, p, compute_mode), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_cdist_forward, "_cdist_forward.default", (x1, x2, p, compute_mode),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(distance_kernels.cdist(unwrap(x1), unwrap(x2), p), (x1, x2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x1, x2)) from None
    if must_record(x1, x2):
        grad_fn = record_two(CdistBackward0, x1, x2, result)
        grad_fn._raw_saved_x1 = save(x1)
        grad_fn._raw_saved_x2 = save(x2)
        grad_fn._saved_p = p
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        fw_unsupported("_cdist_forward", x1, x2)
    return result


def _cdist_backward(grad_out, x1, x2, p, cdist):
    """_cdist_backward(Tensor grad_out, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor
        [derivatives.yaml:3126]"""
    if _ov.active:
        routed = _route_function(_cdist_backward, (grad_out, x1, x2, p, cdist), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_cdist_backward, "_cdist_backward.default",
                                                   (grad_out, x1, x2, p, cdist), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(distance_kernels.cdist_backward(unwrap(grad_out), unwrap(x1), unwrap(x2), p,
                                                                 unwrap(cdist)), (grad_out, x1, x2, cdist))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_out, x1, x2, cdist)) from None
    if must_record(grad_out, x1, x2, cdist):
        record(CdistBackwardBackward0, (grad_out, x1, x2, cdist), (result,))
    if _fw.active:
        fw_unsupported("_cdist_backward", grad_out, x1, x2, cdist)
    return result


def _euclidean_dist(x1, x2):
    """_euclidean_dist(Tensor x1, Tensor x2) -> Tensor   [derivatives.yaml:3136]"""
    if _ov.active:
        routed = _route_function(_euclidean_dist, (x1, x2), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_euclidean_dist, "_euclidean_dist.default", (x1, x2),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(distance_kernels.euclidean_dist(unwrap(x1), unwrap(x2)), (x1, x2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x1, x2)) from None
    if must_record(x1, x2):
        grad_fn = record_two(EuclideanDistBackward0, x1, x2, result)
        grad_fn._raw_saved_x1 = save(x1)
        grad_fn._raw_saved_x2 = save(x2)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        fw_unsupported("_euclidean_dist", x1, x2)
    return result


def cdist(x1, x2, p=2.0, compute_mode=None):
    """cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode=None) -> Tensor   [derivatives.yaml:3143]"""
    if _ov.active:
        routed = _route_function(cdist, (x1, x2, p, compute_mode), {})
        if routed is not _ov:
            return routed
    return linalg_composite.cdist(x1, x2, p, compute_mode)


def _searchsorted_Tensor(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None):
    """searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False,
        str? side=None, Tensor? sorter=None) -> Tensor   [derivatives.yaml:3150]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(searchsorted, (sorted_sequence, self),
                                 {"out_int32": out_int32, "right": right, "side": side, "sorter": sorter})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_searchsorted_Tensor, "searchsorted.Tensor", (sorted_sequence, self),
                                                   {"out_int32": out_int32, "right": right, "side": side,
                                                    "sorter": sorter})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(search_kernels.searchsorted(unwrap(sorted_sequence), unwrap(self), out_int32, right,
                                                             side, unwrap(sorter)),
                                 (sorted_sequence, self, sorter), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (sorted_sequence, self, sorter)) from None
    return result


def _searchsorted_Scalar(sorted_sequence, self, *, out_int32=False, right=False, side=None, sorter=None):
    """searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False,
        str? side=None, Tensor? sorter=None) -> Tensor   [derivatives.yaml:3160]"""
    if _ov.active:
        routed = _route_function(searchsorted, (sorted_sequence, self),
                                 {"out_int32": out_int32, "right": right, "side": side, "sorter": sorter})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_searchsorted_Scalar, "searchsorted.Scalar", (sorted_sequence, self),
                                                   {"out_int32": out_int32, "right": right, "side": side,
                                                    "sorter": sorter})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(search_kernels.searchsorted(unwrap(sorted_sequence), self, out_int32, right, side,
                                                             unwrap(sorter)),
                                 (sorted_sequence, sorter), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (sorted_sequence, sorter)) from None
    return result


def _bucketize_Tensor(input, boundaries, *, out_int32=False, right=False):
    """bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False,
        bool right=False) -> Tensor   [derivatives.yaml:3167]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bucketize, (self, boundaries), {"out_int32": out_int32, "right": right})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_bucketize_Tensor, "bucketize.Tensor", (self, boundaries),
                                                   {"out_int32": out_int32, "right": right})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(search_kernels.bucketize(unwrap(self), unwrap(boundaries), out_int32,
                                                          right), (self, boundaries), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, boundaries)) from None
    return result


def _bucketize_Scalar(self, boundaries, *, out_int32=False, right=False):
    """bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False,
        bool right=False) -> Tensor   [derivatives.yaml:3175]"""
    if _ov.active:
        routed = _route_function(bucketize, (self, boundaries), {"out_int32": out_int32, "right": right})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_bucketize_Scalar, "bucketize.Scalar", (self, boundaries),
                                                   {"out_int32": out_int32, "right": right})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(search_kernels.bucketize(self, unwrap(boundaries), out_int32,
                                                      right), (boundaries,), keeps_dtype=True)
    return result


def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
        [derivatives.yaml:3187]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("addmv", addmv, (self, mat, vec), {"beta": beta, "alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(addmv, (self, mat, vec), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(addmv, "addmv.default", (self, mat, vec),
                                                   {"beta": beta, "alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.addmv(unwrap(self), unwrap(mat), unwrap(vec), beta,
                                                      alpha), (self, mat, vec))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mat, vec)) from None
    if must_record(self, mat, vec):
        grad_fn = record(AddmvBackward0, (self, mat, vec), (result,))
        grad_fn._raw_saved_mat = save(mat) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_vec = save(vec) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_addmv(result, self, mat, vec, beta=beta,
                                                         alpha=alpha), (self, mat, vec))
    return result


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
        [derivatives.yaml:3199]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("addr", addr, (self, vec1, vec2), {"beta": beta, "alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(addr, (self, vec1, vec2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(addr, "addr.default", (self, vec1, vec2),
                                                   {"beta": beta, "alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.addr(unwrap(self), unwrap(vec1), unwrap(vec2), beta,
                                                     alpha), (self, vec1, vec2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, vec1, vec2)) from None
    if must_record(self, vec1, vec2):
        grad_fn = record(AddrBackward0, (self, vec1, vec2), (result,))
        grad_fn._raw_saved_vec1 = save(vec1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_vec2 = save(vec2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_addr(result, self, vec1, vec2, beta=beta,
                                                        alpha=alpha), (self, vec1, vec2))
    return result


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3210]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("baddbmm", baddbmm, (self, batch1, batch2), {"beta": beta, "alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(baddbmm, (self, batch1, batch2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, batch1, batch2 = autocast_inputs(_autocast.cpu_dtype, self, batch1, batch2)
    if _ov.dispatch and (routed := _route_dispatch(baddbmm, "baddbmm.default", (self, batch1, batch2),
                                                   {"beta": beta, "alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.baddbmm(unwrap(self), unwrap(batch1), unwrap(batch2), beta,
                                                        alpha), (self, batch1, batch2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, batch1, batch2)) from None
    if must_record(self, batch1, batch2):
        grad_fn = record(BaddbmmBackward0, (self, batch1, batch2), (result,))
        grad_fn._raw_saved_batch1 = save(batch1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_batch2 = save(batch2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_baddbmm(result, self, batch1, batch2, beta=beta,
                                                           alpha=alpha), (self, batch1, batch2))
    return result


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3223]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("addbmm", addbmm, (self, batch1, batch2), {"beta": beta, "alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(addbmm, (self, batch1, batch2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, batch1, batch2 = autocast_inputs(_autocast.cpu_dtype, self, batch1, batch2)
    if _ov.dispatch and (routed := _route_dispatch(addbmm, "addbmm.default", (self, batch1, batch2),
                                                   {"beta": beta, "alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.addbmm(unwrap(self), unwrap(batch1), unwrap(batch2), beta,
                                                       alpha), (self, batch1, batch2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, batch1, batch2)) from None
    if must_record(self, batch1, batch2):
        grad_fn = record(AddbmmBackward0, (self, batch1, batch2), (result,))
        grad_fn._raw_saved_batch1 = save(batch1) if (grad_fn.next_functions[1][0] is not None
                                                     or grad_fn.next_functions[2][0] is not None) else None
        grad_fn._raw_saved_batch2 = save(batch2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_addbmm(result, self, batch1, batch2, beta=beta,
                                                          alpha=alpha), (self, batch1, batch2))
    return result


def chain_matmul(matrices):
    """chain_matmul(Tensor[] matrices) -> Tensor   [derivatives.yaml:3236]"""
    if _ov.active:
        routed = _route_function(chain_matmul, (matrices,), {})
        if routed is not _ov:
            return routed
    return linalg_products.chain_matmul(matrices)


def linalg_multi_dot(tensors, *, out=None):
    """linalg_multi_dot(Tensor[] tensors) -> Tensor   [derivatives.yaml:3241]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_multi_dot", linalg_multi_dot, (tensors,), {}, out)
    if _ov.active:
        routed = _route_function(linalg_multi_dot, (tensors,), {})
        if routed is not _ov:
            return routed
    return linalg_products.linalg_multi_dot(tensors)


def linalg_matrix_power(input, n, *, out=None):
    """linalg_matrix_power(Tensor self, int n) -> Tensor   [derivatives.yaml:3248]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_matrix_power", linalg_matrix_power, (self, n), {}, out)
    if _ov.active:
        routed = _route_function(linalg_matrix_power, (self, n), {})
        if routed is not _ov:
            return routed
    return linalg_products.linalg_matrix_power(self, n)


def matrix_power(input, n, *, out=None):
    """matrix_power(Tensor self, int n) -> Tensor   [derivatives.yaml:3255]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("matrix_power", matrix_power, (self, n), {}, out)
    if _ov.active:
        routed = _route_function(matrix_power, (self, n), {})
        if routed is not _ov:
            return routed
    return linalg_products.linalg_matrix_power(self, n)


def linalg_vecdot(x, y, *, dim=-1, axis=ABSENT, out=None):
    """linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor   [derivatives.yaml:3259]"""
    if axis is not ABSENT:
        dim = numpy_keyword("linalg_vecdot", "dim", dim, -1, axis)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_vecdot", linalg_vecdot, (x, y), {"dim": dim}, out)
    if _ov.active:
        routed = _route_function(linalg_vecdot, (x, y), {"dim": dim})
        if routed is not _ov:
            return routed
    return linalg_products.linalg_vecdot(x, y, dim=dim)


def linalg_matmul(input, other, *, out=None):
    """linalg_matmul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:3265]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_matmul", linalg_matmul, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(linalg_matmul, (self, other), {})
        if routed is not _ov:
            return routed
    return linalg_products.linalg_matmul(self, other)


def linalg_diagonal(A, *, offset=0, dim1=-2, dim2=-1):
    """linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)   [derivatives.yaml:3271]"""
    if _ov.active:
        routed = _route_function(linalg_diagonal, (A,), {"offset": offset, "dim1": dim1, "dim2": dim2})
        if routed is not _ov:
            return routed
    return linalg_products.linalg_diagonal(A, offset=offset, dim1=dim1, dim2=dim2)


def linalg_matrix_exp(input):
    """linalg_matrix_exp(Tensor self) -> Tensor   [derivatives.yaml:3278]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_matrix_exp, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_matrix_exp, "linalg_matrix_exp.default", (self,),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(matrix_function_kernels.matrix_exp(unwrap(self)), (self,))
    if must_record(self):
        grad_fn = record_one(LinalgMatrixExpBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_matrix_exp(result, self), (self,))
    return result


def matrix_exp(input):
    """matrix_exp(Tensor self) -> Tensor   [derivatives.yaml:3288]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(matrix_exp, (self,), {})
        if routed is not _ov:
            return routed
    return linalg_products.matrix_exp(self)


def linalg_solve_triangular(input, B, *, upper, left=True, unitriangular=False, out=None):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True,
        bool unitriangular=False) -> Tensor   [derivatives.yaml:3299]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_solve_triangular", linalg_solve_triangular, (self, B),
                        {"upper": upper, "left": left, "unitriangular": unitriangular}, out)
    if _ov.active:
        routed = _route_function(linalg_solve_triangular, (self, B),
                                 {"upper": upper, "left": left, "unitriangular": unitriangular})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_solve_triangular, "linalg_solve_triangular.default",
                                                   (self, B),
                                                   {"upper": upper, "left": left,
                                                    "unitriangular": unitriangular})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.solve_triangular(unwrap(self), unwrap(B), upper, left,
                                                                 unitriangular), (self, B))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, B)) from None
    if must_record(self, B):
        grad_fn = record_two(LinalgSolveTriangularBackward0, self, B, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._saved_upper = upper
        grad_fn._saved_left = left
        grad_fn._saved_unitriangular = unitriangular
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_solve_triangular(result, self, B, upper=upper, left=left,
                                                                           unitriangular=unitriangular), (self, B))
    return result


def triangular_solve(input, A, upper=True, transpose=False, unitriangular=False, *, out=None):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False,
        bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)   [derivatives.yaml:3309]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("triangular_solve", triangular_solve, (self, A, upper, transpose, unitriangular), {}, out)
    if _ov.active:
        routed = _route_function(triangular_solve, (self, A, upper, transpose, unitriangular), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(triangular_solve, "triangular_solve.default",
                                                   (self, A, upper, transpose, unitriangular), {})) is not _ov:
        solution, cloned_coefficient = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.triangular_solve(unwrap(self), unwrap(A), upper, transpose, unitriangular)
        solution, cloned_coefficient = (make_result(array, (self, A)) for array in arrays)
    if must_record(self, A):
        grad_fn = record(TriangularSolveBackward0, (self, A), (solution, cloned_coefficient))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_A = save(A)
        grad_fn._saved_upper = upper
        grad_fn._saved_transpose = transpose
        grad_fn._saved_unitriangular = unitriangular
        grad_fn._raw_saved_solution = SavedTensor(solution, is_output=True)
    if _fw.active:
        set_result_tangents((solution, cloned_coefficient), forward.jvp_triangular_solve(solution, cloned_coefficient,
                                                                                         self, A, upper, transpose,
                                                                                         unitriangular), (self, A))
    return triangular_solve_result(solution, cloned_coefficient)


def linalg_lu_factor_ex(A, *, pivot=True, check_errors=False, out=None):
    """linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots,
        Tensor info)   [derivatives.yaml:3317]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_lu_factor_ex", linalg_lu_factor_ex, (A,),
                        {"pivot": pivot, "check_errors": check_errors}, out)
    if _ov.active:
        routed = _route_function(linalg_lu_factor_ex, (A,), {"pivot": pivot, "check_errors": check_errors})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_lu_factor_ex, "linalg_lu_factor_ex.default", (A,),
                                                   {"pivot": pivot, "check_errors": check_errors})) is not _ov:
        LU, pivots, info = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.lu_factor_ex(unwrap(A), pivot, check_errors)
        LU, pivots, info = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record_one(LinalgLuFactorExBackward0, A, LU)
        grad_fn._saved_pivot = pivot
        grad_fn._raw_saved_LU = SavedTensor(LU, is_output=True)
        grad_fn._raw_saved_pivots = SavedTensor(pivots, is_output=True)
    if _fw.active:
        set_result_tangents((LU, pivots, info), forward.jvp_linalg_lu_factor_ex(LU, pivots, info, A, pivot=pivot,
                                                                                check_errors=check_errors), (A,))
    return linalg_lu_factor_ex_result(LU, pivots, info)


def linalg_lu_factor(A, *, pivot=True, out=None):
    """linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)   [derivatives.yaml:3327]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_lu_factor", linalg_lu_factor, (A,), {"pivot": pivot}, out)
    if _ov.active:
        routed = _route_function(linalg_lu_factor, (A,), {"pivot": pivot})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_lu_factor(A, pivot=pivot)


def linalg_lu(A, *, pivot=True, out=None):
    """linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)   [derivatives.yaml:3333]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_lu", linalg_lu, (A,), {"pivot": pivot}, out)
    if _ov.active:
        routed = _route_function(linalg_lu, (A,), {"pivot": pivot})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_lu, "linalg_lu.default", (A,), {"pivot": pivot})) is not _ov:
        P, L, U = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.linalg_lu(unwrap(A), pivot)
        P, L, U = (make_result(array, (A,)) for array in arrays)
    if must_record(A):
        grad_fn = record(LinalgLuBackward0, (A,), (None, L, U))
        grad_fn._saved_pivot = pivot
        grad_fn._raw_saved_P = SavedTensor(P, is_output=True)
        grad_fn._raw_saved_L = SavedTensor(L, is_output=True)
        grad_fn._raw_saved_U = SavedTensor(U, is_output=True)
    if _fw.active:
        set_result_tangents((P, L, U), forward.jvp_linalg_lu(P, L, U, A, pivot=pivot), (A,))
    return linalg_lu_result(P, L, U)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, *, out=None):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P,
        Tensor L, Tensor U)   [derivatives.yaml:3343]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("lu_unpack", lu_unpack, (LU_data, LU_pivots, unpack_data, unpack_pivots), {}, out)
    if _ov.active:
        routed = _route_function(lu_unpack, (LU_data, LU_pivots, unpack_data, unpack_pivots), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(lu_unpack, "lu_unpack.default", (LU_data, LU_pivots, unpack_data,
                                                                                    unpack_pivots), {})) is not _ov:
        P, L, U = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.lu_unpack(unwrap(LU_data), unwrap(LU_pivots), unpack_data, unpack_pivots)
        P, L, U = (make_result(array, (LU_data, LU_pivots)) for array in arrays)
    if must_record(LU_data):
        grad_fn = record(LuUnpackBackward0, (LU_data,), (None, L, U))
        grad_fn._saved_LU_data_sizes = shape_of(LU_data)
    if _fw.active:
        set_result_tangents((P, L, U), forward.jvp_lu_unpack(P, L, U, LU_data, LU_pivots, unpack_data,
                                                             unpack_pivots), (LU_data,))
    return lu_unpack_result(P, L, U)


def linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False, out=None):
    """linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True,
        bool adjoint=False) -> Tensor   [derivatives.yaml:3353]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_lu_solve", linalg_lu_solve, (LU, pivots, B), {"left": left, "adjoint": adjoint}, out)
    if _ov.active:
        routed = _route_function(linalg_lu_solve, (LU, pivots, B), {"left": left, "adjoint": adjoint})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_lu_solve, "linalg_lu_solve.default", (LU, pivots, B),
                                                   {"left": left, "adjoint": adjoint})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.lu_solve(unwrap(LU), unwrap(pivots), unwrap(B), left,
                                                         adjoint), (LU, pivots, B))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (LU, pivots, B)) from None
    if must_record(LU, B):
        grad_fn = record_two(LinalgLuSolveBackward0, LU, B, result)
        grad_fn._raw_saved_LU = save(LU)
        grad_fn._raw_saved_pivots = save(pivots)
        grad_fn._saved_left = left
        grad_fn._saved_adjoint = adjoint
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_lu_solve(result, LU, pivots, B, left=left,
                                                                   adjoint=adjoint), (LU, B))
    return result


def lu_solve(input, LU_data, LU_pivots, *, out=None):
    """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor   [derivatives.yaml:3364]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("lu_solve", lu_solve, (self, LU_data, LU_pivots), {}, out)
    if _ov.active:
        routed = _route_function(lu_solve, (self, LU_data, LU_pivots), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.lu_solve(self, LU_data, LU_pivots)


def cholesky(input, upper=False, *, out=None):
    """cholesky(Tensor self, bool upper=False) -> Tensor   [derivatives.yaml:3371]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cholesky", cholesky, (self, upper), {}, out)
    if _ov.active:
        routed = _route_function(cholesky, (self, upper), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cholesky, "cholesky.default", (self, upper), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(factor_kernels.cholesky(unwrap(self), upper), (self,))
    if must_record(self):
        grad_fn = record_one(CholeskyBackward0, self, result)
        grad_fn._saved_upper = upper
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cholesky(result, self, upper), (self,))
    return result


def cholesky_solve(input, input2, upper=False, *, out=None):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor   [derivatives.yaml:3378]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cholesky_solve", cholesky_solve, (self, input2, upper), {}, out)
    if _ov.active:
        routed = _route_function(cholesky_solve, (self, input2, upper), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cholesky_solve, "cholesky_solve.default", (self, input2, upper),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.cholesky_solve(unwrap(self), unwrap(input2), upper), (self, input2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, input2)) from None
    if must_record(self, input2):
        grad_fn = record_two(CholeskySolveBackward0, self, input2, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_input2 = save(input2)
        grad_fn._saved_upper = upper
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cholesky_solve(result, self, input2, upper), (self, input2))
    return result


def cholesky_inverse(input, upper=False, *, out=None):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor   [derivatives.yaml:3384]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("cholesky_inverse", cholesky_inverse, (self, upper), {}, out)
    if _ov.active:
        routed = _route_function(cholesky_inverse, (self, upper), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(cholesky_inverse, "cholesky_inverse.default", (self, upper),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(factor_kernels.cholesky_inverse(unwrap(self), upper), (self,))
    if must_record(self):
        grad_fn = record_one(CholeskyInverseBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_upper = upper
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_cholesky_inverse(result, self, upper), (self,))
    return result


def _linalg_pinv_atol_rtol_tensor(input, *, atol=None, rtol=None, hermitian=False):
    """linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None,
        bool hermitian=False) -> Tensor   [derivatives.yaml:3391]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_pinv, (self,), {"atol": atol, "rtol": rtol, "hermitian": hermitian})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_linalg_pinv_atol_rtol_tensor, "linalg_pinv.atol_rtol_tensor",
                                                   (self,),
                                                   {"atol": atol, "rtol": rtol, "hermitian": hermitian})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.pinv(unwrap(self), unwrap(atol), unwrap(rtol),
                                                     hermitian), (self, atol, rtol))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, atol, rtol)) from None
    if must_record(self):
        grad_fn = record_one(LinalgPinvBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_pinv_atol_rtol_tensor(result, self, atol=atol, rtol=rtol,
                                                                                hermitian=hermitian), (self,))
    return result


def _linalg_pinv_atol_rtol_float(input, *, atol=None, rtol=None, hermitian=False):
    """linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None,
        bool hermitian=False) -> Tensor   [derivatives.yaml:3401]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_pinv, (self,), {"atol": atol, "rtol": rtol, "hermitian": hermitian})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_pinv_float(self, atol=atol, rtol=rtol, hermitian=hermitian)


def _linalg_pinv_default(input, rcond, hermitian=False):
    """linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor   [derivatives.yaml:3407]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_pinv, (self, rcond, hermitian), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_pinv_rcond(self, rcond, hermitian)


def _linalg_pinv_rcond_tensor(input, rcond, hermitian=False):
    """linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor   [derivatives.yaml:3413]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_pinv, (self, rcond, hermitian), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_pinv_rcond(self, rcond, hermitian)


def pinverse(input, rcond=1e-15):
    """pinverse(Tensor self, float rcond=1e-15) -> Tensor   [derivatives.yaml:3419]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(pinverse, (self, rcond), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.pinverse(self, rcond)


def _linalg_matrix_rank_atol_rtol_tensor(input, *, atol=None, rtol=None, hermitian=False):
    """linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None,
        bool hermitian=False) -> Tensor   [derivatives.yaml:3424]"""
    if _ov.active:
        routed = _route_function(linalg_matrix_rank, (input,), {"atol": atol, "rtol": rtol, "hermitian": hermitian})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_matrix_rank(input, atol=atol, rtol=rtol, hermitian=hermitian)


def _linalg_matrix_rank_atol_rtol_float(input, *, atol=None, rtol=None, hermitian=False):
    """linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None,
        bool hermitian=False) -> Tensor   [derivatives.yaml:3431]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_matrix_rank, (self,), {"atol": atol, "rtol": rtol, "hermitian": hermitian})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_matrix_rank(self, atol=atol, rtol=rtol, hermitian=hermitian)


def _linalg_matrix_rank_default(input, tol, hermitian=False):
    """linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor   [derivatives.yaml:3437]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(linalg_matrix_rank, (self, tol, hermitian), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_matrix_rank_tol(self, tol, hermitian)


def _linalg_matrix_rank_tol_tensor(input, tol, hermitian=False):
    """linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor
        [derivatives.yaml:3443]"""
    if _ov.active:
        routed = _route_function(linalg_matrix_rank, (input, tol, hermitian), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_matrix_rank_tol(input, tol, hermitian)


def linalg_tensorinv(input, ind=2, *, out=None):
    """linalg_tensorinv(Tensor self, int ind=2) -> Tensor   [derivatives.yaml:3449]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_tensorinv", linalg_tensorinv, (self, ind), {}, out)
    if _ov.active:
        routed = _route_function(linalg_tensorinv, (self, ind), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_tensorinv(self, ind)


def linalg_tensorsolve(input, other, dims=None, *, out=None):
    """linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor   [derivatives.yaml:3455]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_tensorsolve", linalg_tensorsolve, (self, other, dims), {}, out)
    if _ov.active:
        routed = _route_function(linalg_tensorsolve, (self, other, dims), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.linalg_tensorsolve(self, other, dims)


def linalg_lstsq(input, b, rcond=None, *, driver=None, out=None):
    """linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution,
        Tensor residuals, Tensor rank, Tensor singular_values)   [derivatives.yaml:3461]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_lstsq", linalg_lstsq, (self, b, rcond), {"driver": driver}, out)
    if _ov.active:
        routed = _route_function(linalg_lstsq, (self, b, rcond), {"driver": driver})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_lstsq, "linalg_lstsq.default", (self, b, rcond),
                                                   {"driver": driver})) is not _ov:
        solution, residuals, rank, singular_values = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.lstsq(unwrap(self), unwrap(b), rcond, driver)
        solution, residuals, rank, singular_values = (make_result(array, (self, b)) for array in arrays)
    if must_record(self, b):
        grad_fn = record(LinalgLstsqBackward0, (self, b), (solution, residuals))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_b = save(b)
        grad_fn._raw_saved_solution = SavedTensor(solution, is_output=True)
    if _fw.active:
        set_result_tangents((solution, residuals, rank,
                             singular_values), forward.jvp_linalg_lstsq(solution, residuals, rank, singular_values,
                                                                        self, b, rcond, driver=driver), (self, b))
    return linalg_lstsq_result(solution, residuals, rank, singular_values)


def linalg_householder_product(input, tau, *, out=None):
    """linalg_householder_product(Tensor input, Tensor tau) -> Tensor   [derivatives.yaml:3473]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_householder_product", linalg_householder_product, (input, tau), {}, out)
    if _ov.active:
        routed = _route_function(linalg_householder_product, (input, tau), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_householder_product, "linalg_householder_product.default",
                                                   (input, tau), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.householder_product(unwrap(input), unwrap(tau)), (input, tau))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (input, tau)) from None
    if must_record(input, tau):
        grad_fn = record_two(LinalgHouseholderProductBackward0, input, tau, result)
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_tau = save(tau)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_linalg_householder_product(result, input, tau), (input, tau))
    return result


def orgqr(input, input2, *, out=None):
    """orgqr(Tensor self, Tensor input2) -> Tensor   [derivatives.yaml:3482]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("orgqr", orgqr, (self, input2), {}, out)
    if _ov.active:
        routed = _route_function(orgqr, (self, input2), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.orgqr(self, input2)


def geqrf(input, *, out=None):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)   [derivatives.yaml:3486]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("geqrf", geqrf, (self,), {}, out)
    if _ov.active:
        routed = _route_function(geqrf, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(geqrf, "geqrf.default", (self,), {})) is not _ov:
        a, tau = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.geqrf(unwrap(self))
        a, tau = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        record(GeqrfBackward0, (self,), (a, tau))
    if _fw.active:
        fw_unsupported("geqrf", self)
    return geqrf_result(a, tau)


def ormqr(input, input2, input3, left=True, transpose=False, *, out=None):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True,
        bool transpose=False) -> Tensor   [derivatives.yaml:3492]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("ormqr", ormqr, (self, input2, input3, left, transpose), {}, out)
    if _ov.active:
        routed = _route_function(ormqr, (self, input2, input3, left, transpose), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(ormqr, "ormqr.default", (self, input2, input3, left,
                                                                            transpose), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.ormqr(unwrap(self), unwrap(input2), unwrap(input3), left,
                                                      transpose), (self, input2, input3))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, input2, input3)) from None
    if must_record(self, input2, input3):
        grad_fn = record(OrmqrBackward0, (self, input2, input3), (result,))
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_input2 = save(input2)
        grad_fn._raw_saved_input3 = save(input3)
        grad_fn._saved_left = left
        grad_fn._saved_transpose = transpose
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_ormqr(result, self, input2, input3, left,
                                                         transpose), (self, input2, input3))
    return result


def linalg_ldl_factor_ex(input, *, hermitian=False, check_errors=False, out=None):
    """linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots,
        Tensor info)   [derivatives.yaml:3499]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_ldl_factor_ex", linalg_ldl_factor_ex, (self,),
                        {"hermitian": hermitian, "check_errors": check_errors}, out)
    if _ov.active:
        routed = _route_function(linalg_ldl_factor_ex, (self,), {"hermitian": hermitian, "check_errors": check_errors})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_ldl_factor_ex, "linalg_ldl_factor_ex.default", (self,),
                                                   {"hermitian": hermitian, "check_errors": check_errors})) is not _ov:
        LD, pivots, info = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = factor_kernels.ldl_factor_ex(unwrap(self), hermitian, check_errors)
        LD, pivots, info = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        record_not_implemented("linalg_ldl_factor_ex", (self,), LD)
    return linalg_ldl_factor_ex_result(LD, pivots, info)


def linalg_ldl_solve(LD, pivots, B, *, hermitian=False, out=None):
    """linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor
        [derivatives.yaml:3507]"""
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("linalg_ldl_solve", linalg_ldl_solve, (LD, pivots, B), {"hermitian": hermitian}, out)
    if _ov.active:
        routed = _route_function(linalg_ldl_solve, (LD, pivots, B), {"hermitian": hermitian})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(linalg_ldl_solve, "linalg_ldl_solve.default", (LD, pivots, B),
                                                   {"hermitian": hermitian})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(factor_kernels.ldl_solve(unwrap(LD), unwrap(pivots), unwrap(B),
                                                          hermitian), (LD, pivots, B))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (LD, pivots, B)) from None
    if must_record(LD, pivots, B):
        record_not_implemented("linalg_ldl_solve", (LD, pivots, B), result)
    return result


def svd(input, some=True, compute_uv=True, *, out=None):
    """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S,
        Tensor V)   [derivatives.yaml:3516]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("svd", svd, (self, some, compute_uv), {}, out)
    if _ov.active:
        routed = _route_function(svd, (self, some, compute_uv), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.svd(self, some, compute_uv)


def qr(input, some=True, *, out=None):
    """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)   [derivatives.yaml:3520]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("qr", qr, (self, some), {}, out)
    if _ov.active:
        routed = _route_function(qr, (self, some), {})
        if routed is not _ov:
            return routed
    return linalg_solvers.qr(self, some)


def _unique2(input, sorted=True, return_inverse=False, return_counts=False):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor output,
        Tensor inverse_indices, Tensor counts)   [derivatives.yaml:3527]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_unique2, (self, sorted, return_inverse, return_counts), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_unique2, "_unique2.default",
                                                   (self, sorted, return_inverse, return_counts), {})) is not _ov:
        output, inverse_indices, counts = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = unique_kernels.unique2(unwrap(self), sorted, return_inverse, return_counts)
        output, inverse_indices, counts = (make_result(array, (self,), keeps_dtype=True) for array in arrays)
    if must_record(self):
        record_one(Unique2Backward0, self, output)
    if _fw.active:
        fw_unsupported("_unique2", self)
    return _unique2_result(output, inverse_indices, counts)


def unique_dim(input, dim=ABSENT, sorted=True, return_inverse=False, return_counts=False, *, axis=ABSENT):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False,
        bool return_counts=False) -> (Tensor output, Tensor inverse_indices, Tensor counts)   [derivatives.yaml:3537]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("unique_dim", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(unique_dim, (self, dim, sorted, return_inverse, return_counts), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unique_dim, "unique_dim.default",
                                                   (self, dim, sorted, return_inverse, return_counts), {})) is not _ov:
        output, inverse_indices, counts = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = unique_kernels.unique_dim(unwrap(self), dim, sorted, return_inverse, return_counts)
        output, inverse_indices, counts = (make_result(array, (self,), keeps_dtype=True) for array in arrays)
    if must_record(self):
        record_one(UniqueDimBackward0, self, output)
    if _fw.active:
        fw_unsupported("unique_dim", self)
    return unique_dim_result(output, inverse_indices, counts)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None, *, axis=ABSENT):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False,
        int? dim=None) -> (Tensor output, Tensor inverse_indices, Tensor counts)   [derivatives.yaml:3546]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("unique_consecutive", "dim", dim, None, axis)
    if _ov.active:
        routed = _route_function(unique_consecutive, (self, return_inverse, return_counts, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(unique_consecutive, "unique_consecutive.default",
                                                   (self, return_inverse, return_counts, dim), {})) is not _ov:
        output, inverse_indices, counts = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = unique_kernels.unique_consecutive(unwrap(self), return_inverse, return_counts, dim)
        output, inverse_indices, counts = (make_result(array, (self,), keeps_dtype=True) for array in arrays)
    if must_record(self):
        record_one(UniqueConsecutiveBackward0, self, output)
    if _fw.active:
        fw_unsupported("unique_consecutive", self)
    return unique_consecutive_result(output, inverse_indices, counts)


def mse_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    """mse_loss.functional(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None,
        str reduction="mean", Tensor? weight=None) -> Tensor   [derivatives.yaml:3558]"""
    if _ov.active:
        routed = _route_function(mse_loss, (input, target, size_average, reduce, reduction, weight), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight = autocast_inputs(_float32, input, target, weight)
    return loss_composite.mse_loss(input, target, size_average, reduce, reduction, weight)


def _mse_loss_default(input, target, reduction=1):
    """mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor   [derivatives.yaml:3566]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mse_loss, (self, target, reduction), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, target = autocast_inputs(_float32, self, target)
    if _ov.dispatch and (routed := _route_dispatch(_mse_loss_default, "mse_loss.default", (self, target, reduction),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(loss_kernels.reduce_loss(np.square(np.subtract(unwrap(self), unwrap(target))),
                                                          ('none', 'mean', 'sum')[reduction]), (self, target))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, target)) from None
    if must_record(self, target):
        grad_fn = record_two(MseLossBackward0, self, target, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
    if _fw.active:
        set_result_tangents((result,), forward.jvp_mse_loss_default(result, self, target, reduction), (self, target))
    return result


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None,
        str reduction="mean") -> Tensor   [derivatives.yaml:3576]"""
    if _ov.active:
        routed = _route_function(binary_cross_entropy_with_logits, (input, target, weight, pos_weight, reduction), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight, pos_weight = autocast_inputs(_float32, input, target, weight, pos_weight)
    if _ov.dispatch and (routed := _route_dispatch(binary_cross_entropy_with_logits,
                                                   "binary_cross_entropy_with_logits.default",
                                                   (input, target, weight, pos_weight, reduction), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(loss_kernels.bce_with_logits(unwrap(input), unwrap(target), unwrap(weight),
                                                              unwrap(pos_weight), reduction),
                                 (input, target, weight, pos_weight))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (input, target, weight, pos_weight)) from None
    reject_requires_grad("binary_cross_entropy_with_logits", "weight", weight)
    reject_requires_grad("binary_cross_entropy_with_logits", "pos_weight", pos_weight)
    if must_record(input, target):
        grad_fn = record_two(BinaryCrossEntropyWithLogitsBackward0, input, target, result)
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._raw_saved_pos_weight = save(pos_weight)
        grad_fn._saved_reduction = reduction
    if _fw.active:
        set_result_tangents((result,), forward.jvp_binary_cross_entropy_with_logits(result, input, target, weight,
                                                                                    pos_weight,
                                                                                    reduction), (input, target))
    return result


def convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation,
        bool transposed, int[] output_padding, int groups) -> Tensor   [derivatives.yaml:3591]"""
    if _ov.active:
        routed = _route_function(convolution, (input, weight, bias, stride, padding, dilation, transposed,
                                               output_padding, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    if _ov.dispatch and (routed := _route_dispatch(convolution, "convolution.default",
                                                   (input, weight, bias, stride, padding, dilation, transposed,
                                                    output_padding, groups),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.convolution(unwrap(input), unwrap(weight), unwrap(bias), stride, padding,
                                                        dilation, transposed, output_padding, groups),
                                 (input, weight, bias))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (input, weight, bias)) from None
    if must_record(input, weight, bias):
        grad_fn = record(ConvolutionBackward0, (input, weight, bias), (result,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_transposed = transposed
        grad_fn._saved_output_padding = output_padding
        grad_fn._saved_groups = groups
    if _fw.active:
        set_result_tangents((result,), forward.jvp_convolution(result, input, weight, bias, stride, padding, dilation,
                                                               transposed, output_padding,
                                                               groups), (input, weight, bias))
    return result


def convolution_backward_weight(input, grad_output, weight_size, stride, padding, dilation, groups):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding,
        int[] dilation, int groups) -> Tensor   [derivatives.yaml:3604]"""
    if _ov.active:
        routed = _route_function(convolution_backward_weight,
                                 (input, grad_output, weight_size, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(convolution_backward_weight, "convolution_backward_weight.default",
                                                   (input, grad_output, weight_size, stride, padding, dilation, groups),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.conv_weight_grad(unwrap(input), unwrap(grad_output), weight_size, stride,
                                                             padding, dilation, groups), (input, grad_output))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (input, grad_output)) from None
    if must_record(input, grad_output):
        grad_fn = record_two(ConvolutionBackwardWeightBackward0, input, grad_output, result)
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_grad_output = save(grad_output) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_groups = groups
    if _fw.active:
        set_result_tangents((result,), forward.jvp_convolution_backward_weight(result, input, grad_output, weight_size,
                                                                               stride, padding, dilation,
                                                                               groups), (input, grad_output))
    return result


def _conv1d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1,
        int groups=1) -> Tensor   [derivatives.yaml:3614]"""
    if _ov.active:
        routed = _route_function(conv1d, (input, weight, bias, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv1d(input, weight, bias, stride, padding, dilation, groups)


def _conv1d_padding(input, weight, bias=None, stride=1, padding='valid', dilation=1, groups=1):
    """conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding="valid",
        int[1] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:3622]"""
    if _ov.active:
        routed = _route_function(conv1d, (input, weight, bias, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv1d(input, weight, bias, stride, padding, dilation, groups)


def _conv2d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1,
        int groups=1) -> Tensor   [derivatives.yaml:3630]"""
    if _ov.active:
        routed = _route_function(conv2d, (input, weight, bias, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv2d(input, weight, bias, stride, padding, dilation, groups)


def _conv2d_padding(input, weight, bias=None, stride=1, padding='valid', dilation=1, groups=1):
    """conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid",
        int[2] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:3639]"""
    if _ov.active:
        routed = _route_function(conv2d, (input, weight, bias, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv2d(input, weight, bias, stride, padding, dilation, groups)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0,
        int[1] output_padding=0, int groups=1, int[1] dilation=1) -> Tensor   [derivatives.yaml:3647]"""
    if _ov.active:
        routed = _route_function(conv_transpose1d,
                                 (input, weight, bias, stride, padding, output_padding, groups, dilation), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv_transpose1d(input, weight, bias, stride, padding, output_padding, groups, dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0,
        int[2] output_padding=0, int groups=1, int[2] dilation=1) -> Tensor   [derivatives.yaml:3654]"""
    if _ov.active:
        routed = _route_function(conv_transpose2d,
                                 (input, weight, bias, stride, padding, output_padding, groups, dilation), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv_transpose2d(input, weight, bias, stride, padding, output_padding, groups, dilation)


def constant_pad_nd(input, pad, value=0):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor   [derivatives.yaml:3662]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(constant_pad_nd, (self, pad, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(constant_pad_nd, "constant_pad_nd.default", (self, pad, value),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.constant_pad_nd(unwrap(self), pad, value), (self,))
    if must_record(self):
        grad_fn = record_one(ConstantPadNdBackward0, self, result)
        grad_fn._saved_pad = pad
    if _fw.active:
        set_result_tangents((result,), forward.jvp_constant_pad_nd(result, self, pad, value), (self,))
    return result


def max_pool2d_with_indices(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:3671]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max_pool2d_with_indices, (self, kernel_size, stride, padding, dilation, ceil_mode), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(max_pool2d_with_indices, "max_pool2d_with_indices.default",
                                                   (self, kernel_size, stride, padding, dilation, ceil_mode),
                                                   {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = pooling_kernels.max_pool2d_with_indices(unwrap(self), kernel_size, stride, padding, dilation,
                                                         ceil_mode)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(MaxPool2DWithIndicesBackward0, self, values)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values,
                             indices), forward.jvp_max_pool2d_with_indices(values, indices, self, kernel_size, stride,
                                                                           padding, dilation, ceil_mode), (self,))
    return max_pool2d_with_indices_result(values, indices)


def max_pool2d_with_indices_backward(grad_output, input, kernel_size, stride, padding, dilation, ceil_mode, indices):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride,
        int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:3680]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max_pool2d_with_indices_backward, (grad_output, self, kernel_size, stride, padding,
                                                                    dilation, ceil_mode, indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(max_pool2d_with_indices_backward,
                                                   "max_pool2d_with_indices_backward.default",
                                                   (grad_output, self, kernel_size, stride, padding, dilation,
                                                    ceil_mode, indices),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_pool_backward(unwrap(grad_output), unwrap(self), unwrap(indices),
                                                                   2), (grad_output, self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, indices)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(MaxPool2DWithIndicesBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_indices = save(indices) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_max_pool2d_with_indices_backward(result, grad_output, self,
                                                                                    kernel_size, stride, padding,
                                                                                    dilation, ceil_mode,
                                                                                    indices), (grad_output, self))
    return result


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, int[2] dilation=1,
        bool ceil_mode=False, bool return_indices=False) -> Tensor   [derivatives.yaml:3690]"""
    if _ov.active:
        routed = _route_function(max_pool2d, (input, kernel_size, stride, padding, dilation, ceil_mode,
                                              return_indices), {})
        if routed is not _ov:
            return routed
    return nn_composite.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    """avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:3697]"""
    if _ov.active:
        routed = _route_function(avg_pool2d, (input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                              divisor_override), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(avg_pool2d, "avg_pool2d.default",
                                                   (input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                                    divisor_override),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pooling_kernels.avg_pool(unwrap(input), 2, kernel_size, stride, padding, ceil_mode,
                                                      count_include_pad, divisor_override), (input,))
    if must_record(input):
        grad_fn = record_one(AvgPool2DBackward0, input, result)
        grad_fn._raw_saved_input = SavedTensor(input)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._saved_count_include_pad = count_include_pad
        grad_fn._saved_divisor_override = divisor_override
    if _fw.active:
        set_result_tangents((result,), forward.jvp_avg_pool2d(result, input, kernel_size, stride, padding, ceil_mode,
                                                              count_include_pad, divisor_override), (input,))
    return result


def avg_pool2d_backward(grad_output, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:3707]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(avg_pool2d_backward, (grad_output, self, kernel_size, stride, padding, ceil_mode,
                                                       count_include_pad, divisor_override), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(avg_pool2d_backward, "avg_pool2d_backward.default",
                                                   (grad_output, self, kernel_size, stride, padding, ceil_mode,
                                                    count_include_pad, divisor_override),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.avg_pool_backward(unwrap(grad_output), unwrap(self), 2, kernel_size,
                                                                   stride, padding, ceil_mode, count_include_pad,
                                                                   divisor_override), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(AvgPool2DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._saved_count_include_pad = count_include_pad
        grad_fn._saved_divisor_override = divisor_override
    if _fw.active:
        set_result_tangents((result,), forward.jvp_avg_pool2d_backward(result, grad_output, self, kernel_size, stride,
                                                                       padding, ceil_mode, count_include_pad,
                                                                       divisor_override), (grad_output, self))
    return result


def adaptive_avg_pool2d(input, output_size):
    """adaptive_avg_pool2d(Tensor input, int[2] output_size) -> Tensor   [derivatives.yaml:3716]"""
    if _ov.active:
        routed = _route_function(adaptive_avg_pool2d, (input, output_size), {})
        if routed is not _ov:
            return routed
    return nn_composite.adaptive_avg_pool2d(input, output_size)


def _adaptive_avg_pool2d(input, output_size):
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor   [derivatives.yaml:3722]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_adaptive_avg_pool2d, (self, output_size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_adaptive_avg_pool2d, "_adaptive_avg_pool2d.default",
                                                   (self, output_size), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pooling_kernels.adaptive_avg_pool(unwrap(self), output_size, 2), (self,))
    if must_record(self):
        grad_fn = record_one(AdaptiveAvgPool2DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_adaptive_avg_pool2d(result, self, output_size), (self,))
    return result


def _adaptive_avg_pool2d_backward(grad_output, input):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:3730]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_adaptive_avg_pool2d_backward, (grad_output, self), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_adaptive_avg_pool2d_backward,
                                                   "_adaptive_avg_pool2d_backward.default", (grad_output, self),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.adaptive_avg_pool_backward(unwrap(grad_output), unwrap(self),
                                                                            2), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(AdaptiveAvgPool2DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_grad_output_sizes = shape_of(grad_output)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_adaptive_avg_pool2d_backward(result, grad_output, self),
                            (grad_output, self))
    return result


def adaptive_max_pool2d(input, output_size):
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor values, Tensor indices)
        [derivatives.yaml:3741]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(adaptive_max_pool2d, (self, output_size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(adaptive_max_pool2d, "adaptive_max_pool2d.default",
                                                   (self, output_size), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = pooling_kernels.adaptive_max_pool(unwrap(self), output_size, 2)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(AdaptiveMaxPool2DBackward0, self, values)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_adaptive_max_pool2d(values, indices, self,
                                                                               output_size), (self,))
    return adaptive_max_pool2d_result(values, indices)


def adaptive_max_pool2d_backward(grad_output, input, indices):
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
        [derivatives.yaml:3750]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(adaptive_max_pool2d_backward, (grad_output, self, indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(adaptive_max_pool2d_backward, "adaptive_max_pool2d_backward.default",
                                                   (grad_output, self, indices), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_pool_backward(unwrap(grad_output), unwrap(self), unwrap(indices),
                                                                   2), (grad_output, self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, indices)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(AdaptiveMaxPool2DBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_indices = save(indices) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_adaptive_max_pool2d_backward(result, grad_output, self,
                                                                                indices), (grad_output, self))
    return result


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'):
    """nll_loss(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100,
        bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:3762]"""
    if _ov.active:
        routed = _route_function(nll_loss, (input, target, weight, size_average, ignore_index, reduce, reduction), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight = autocast_inputs(_float32, input, target, weight)
    return loss_composite.nll_loss(input, target, weight, size_average, ignore_index, reduce, reduction)


def nll_loss_forward(input, target, weight, reduction, ignore_index):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output,
        Tensor total_weight)   [derivatives.yaml:3771]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nll_loss_forward, (self, target, weight, reduction, ignore_index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(nll_loss_forward, "nll_loss_forward.default",
                                                   (self, target, weight, reduction, ignore_index), {})) is not _ov:
        output, total_weight = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = loss_kernels.nll_loss_forward(unwrap(self), unwrap(target), unwrap(weight), reduction, ignore_index)
        output, total_weight = (make_result(array, (self, target, weight)) for array in arrays)
    reject_requires_grad("nll_loss_forward", "weight", weight)
    if must_record(self):
        grad_fn = record_one(NllLossBackward0, self, output)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_reduction = reduction
        grad_fn._saved_ignore_index = ignore_index
        grad_fn._raw_saved_total_weight = SavedTensor(total_weight, is_output=True)
    if _fw.active:
        set_result_tangents((output,
                             total_weight), forward.jvp_nll_loss_forward(output, total_weight, self, target, weight,
                                                                         reduction, ignore_index), (self,))
    return nll_loss_forward_result(output, total_weight)


def nll_loss2d_forward(input, target, weight, reduction, ignore_index):
    """nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction,
        int ignore_index) -> (Tensor output, Tensor total_weight)   [derivatives.yaml:3783]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nll_loss2d_forward, (self, target, weight, reduction, ignore_index), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(nll_loss2d_forward, "nll_loss2d_forward.default",
                                                   (self, target, weight, reduction, ignore_index), {})) is not _ov:
        output, total_weight = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = loss_kernels.nll_loss2d_forward(unwrap(self), unwrap(target), unwrap(weight), reduction, ignore_index)
        output, total_weight = (make_result(array, (self, target, weight)) for array in arrays)
    reject_requires_grad("nll_loss2d_forward", "weight", weight)
    if must_record(self):
        grad_fn = record_one(NllLoss2DBackward0, self, output)
        grad_fn._saved_self_sizes = shape_of(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_reduction = reduction
        grad_fn._saved_ignore_index = ignore_index
        grad_fn._raw_saved_total_weight = SavedTensor(total_weight, is_output=True)
    if _fw.active:
        set_result_tangents((output,
                             total_weight), forward.jvp_nll_loss2d_forward(output, total_weight, self, target, weight,
                                                                           reduction, ignore_index), (self,))
    return nll_loss2d_forward_result(output, total_weight)


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean',
                  label_smoothing=0.0):
    """cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100,
        bool? reduce=None, str reduction="mean", float label_smoothing=0.0) -> Tensor   [derivatives.yaml:3793]"""
    if _ov.active:
        routed = _route_function(cross_entropy, (input, target, weight, size_average, ignore_index, reduce, reduction,
                                                 label_smoothing), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight = autocast_inputs(_float32, input, target, weight)
    return loss_composite.cross_entropy(input, target, weight, size_average, ignore_index, reduce, reduction,
                                        label_smoothing)


def kl_div(input, target, size_average=None, reduce=None, reduction='mean', log_target=False):
    """kl_div(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean",
        bool log_target=False) -> Tensor   [derivatives.yaml:3805]"""
    if _ov.active:
        routed = _route_function(kl_div, (input, target, size_average, reduce, reduction, log_target), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target = autocast_inputs(_float32, input, target)
    return loss_composite.kl_div(input, target, size_average, reduce, reduction, log_target)


def l1_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None):
    """l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean",
        Tensor? weight=None) -> Tensor   [derivatives.yaml:3813]"""
    if _ov.active:
        routed = _route_function(l1_loss, (input, target, size_average, reduce, reduction, weight), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight = autocast_inputs(_float32, input, target, weight)
    return loss_composite.l1_loss(input, target, size_average, reduce, reduction, weight)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction='mean', beta=1.0):
    """smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean",
        float beta=1.0) -> Tensor   [derivatives.yaml:3821]"""
    if _ov.active:
        routed = _route_function(smooth_l1_loss, (input, target, size_average, reduce, reduction, beta), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target = autocast_inputs(_float32, input, target)
    if _ov.dispatch and (routed := _route_dispatch(smooth_l1_loss, "smooth_l1_loss.default",
                                                   (input, target, size_average, reduce, reduction, beta),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(loss_kernels.smooth_l1_loss(unwrap(input), unwrap(target), size_average, reduce,
                                                             reduction, beta), (input, target))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (input, target)) from None
    if must_record(input, target):
        grad_fn = record_two(SmoothL1LossBackward0, input, target, result)
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_size_average = size_average
        grad_fn._saved_reduce = reduce
        grad_fn._saved_reduction = reduction
        grad_fn._saved_beta = beta
    if _fw.active:
        set_result_tangents((result,), forward.jvp_smooth_l1_loss(result, input, target, size_average, reduce,
                                                                  reduction, beta), (input, target))
    return result


def _loss_slope(input, target, bound, outer):
    """_loss_slope(Tensor self, Tensor target, float bound, float outer) -> Tensor   [derivatives.yaml:3837]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_loss_slope, (self, target, bound, outer), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_loss_slope, "_loss_slope.default", (self, target, bound,
                                                                                        outer), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(loss_kernels.loss_slope(unwrap(self), unwrap(target), bound, outer), (self, target))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, target)) from None
    if must_record(self, target):
        grad_fn = record_two(LossSlopeBackward0, self, target, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_bound = bound
        grad_fn._saved_outer = outer
    if _fw.active:
        set_result_tangents((result,), forward.jvp_loss_slope(result, self, target, bound, outer), (self, target))
    return result


def _gelu_slope(input, approximate='none'):
    """_gelu_slope(Tensor self, str approximate="none") -> Tensor   [derivatives.yaml:3849]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_gelu_slope, (self, approximate), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_gelu_slope, "_gelu_slope.default", (self, approximate),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.gelu_slope(unwrap(self), approximate), (self,))
    if must_record(self):
        grad_fn = record_one(GeluSlopeBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_approximate = approximate
    if _fw.active:
        set_result_tangents((result,), forward.jvp_gelu_slope(result, self, approximate), (self,))
    return result


def huber_loss(input, target, reduction='mean', delta=1.0, weight=None):
    """huber_loss.functional(Tensor input, Tensor target, str reduction="mean", float delta=1.0,
        Tensor? weight=None) -> Tensor   [derivatives.yaml:3857]"""
    if _ov.active:
        routed = _route_function(huber_loss, (input, target, reduction, delta, weight), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight = autocast_inputs(_float32, input, target, weight)
    return loss_composite.huber_loss(input, target, reduction, delta, weight)


def _huber_loss_default(input, target, reduction=1, delta=1.0):
    """huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.0) -> Tensor   [derivatives.yaml:3866]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(huber_loss, (self, target, reduction, delta), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, target = autocast_inputs(_float32, self, target)
    if _ov.dispatch and (routed := _route_dispatch(_huber_loss_default, "huber_loss.default",
                                                   (self, target, reduction, delta), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(loss_kernels.huber_loss(unwrap(self), unwrap(target),
                                                         ('none', 'mean', 'sum')[reduction], delta), (self, target))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, target)) from None
    if must_record(self, target):
        grad_fn = record_two(HuberLossBackward0, self, target, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_target = save(target)
        grad_fn._saved_reduction = reduction
        grad_fn._saved_delta = delta
    if _fw.active:
        set_result_tangents((result,), forward.jvp_huber_loss_default(result, self, target, reduction,
                                                                      delta), (self, target))
    return result


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction='mean'):
    """binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None,
        bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:3876]"""
    if _ov.active:
        routed = _route_function(binary_cross_entropy, (input, target, weight, size_average, reduce, reduction), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, target, weight = autocast_inputs(_float32, input, target, weight)
    if _ov.dispatch and (routed := _route_dispatch(binary_cross_entropy, "binary_cross_entropy.default",
                                                   (input, target, weight, size_average, reduce, reduction),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(loss_kernels.binary_cross_entropy(unwrap(input), unwrap(target), unwrap(weight),
                                                                   size_average, reduce, reduction),
                                 (input, target, weight))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (input, target, weight)) from None
    reject_requires_grad("binary_cross_entropy", "weight", weight)
    if must_record(input, target):
        grad_fn = record_two(BinaryCrossEntropyBackward0, input, target, result)
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_target = save(target)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_size_average = size_average
        grad_fn._saved_reduce = reduce
        grad_fn._saved_reduction = reduction
    if _fw.active:
        set_result_tangents((result,), forward.jvp_binary_cross_entropy(result, input, target, weight, size_average,
                                                                        reduce, reduction), (input, target))
    return result


def addmm(input, mat1, mat2, *, beta=1, alpha=1, out=None):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3890]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("addmm", addmm, (self, mat1, mat2), {"beta": beta, "alpha": alpha}, out)
    if _ov.active:
        routed = _route_function(addmm, (self, mat1, mat2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, mat1, mat2 = autocast_inputs(_autocast.cpu_dtype, self, mat1, mat2)
    if _ov.dispatch and (routed := _route_dispatch(addmm, "addmm.default", (self, mat1, mat2),
                                                   {"beta": beta, "alpha": alpha})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(matmul_kernels.addmm(unwrap(self), unwrap(mat1), unwrap(mat2), beta,
                                                      alpha), (self, mat1, mat2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mat1, mat2)) from None
    if must_record(self, mat1, mat2):
        grad_fn = record(AddmmBackward0, (self, mat1, mat2), (result,))
        grad_fn._raw_saved_mat1 = save(mat1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_mat2 = save(mat2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if _fw.active:
        set_result_tangents((result,), forward.jvp_addmm(result, self, mat1, mat2, beta=beta,
                                                         alpha=alpha), (self, mat1, mat2))
    return result


def linear(input, weight, bias=None):
    """linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor   [derivatives.yaml:3900]"""
    if _ov.active:
        routed = _route_function(linear, (input, weight, bias), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.linear(input, weight, bias)


def dropout(input, p=0.5, training=True, inplace=False):
    """dropout(Tensor input, float p=0.5, bool training=True, bool inplace=False) -> Tensor   [derivatives.yaml:3908]"""
    if _ov.active:
        routed = _route_function(dropout, (input, p, training, inplace), {})
        if routed is not _ov:
            return routed
    return nn_composite.dropout(input, p, training, inplace)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False,
        bool sparse=False) -> Tensor   [derivatives.yaml:3914]"""
    if _ov.active:
        routed = _route_function(embedding, (weight, indices, padding_idx, scale_grad_by_freq, sparse), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(embedding, "embedding.default",
                                                   (weight, indices, padding_idx, scale_grad_by_freq, sparse),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.embedding(unwrap(weight), unwrap(indices), sparse), (weight, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (weight, indices)) from None
    if must_record(weight):
        grad_fn = record_one(EmbeddingBackward0, weight, result)
        grad_fn._saved_weight_sizes = shape_of(weight)
        grad_fn._raw_saved_indices = save(indices)
        grad_fn._saved_padding_idx = padding_idx
        grad_fn._saved_scale_grad_by_freq = scale_grad_by_freq
    if _fw.active:
        set_result_tangents((result,), forward.jvp_embedding(result, weight, indices, padding_idx, scale_grad_by_freq,
                                                             sparse), (weight,))
    return result


def embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx,
        bool scale_grad_by_freq) -> Tensor   [derivatives.yaml:3924]"""
    if _ov.active:
        routed = _route_function(embedding_dense_backward,
                                 (grad_output, indices, num_weights, padding_idx, scale_grad_by_freq), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(embedding_dense_backward, "embedding_dense_backward.default",
                                                   (grad_output, indices, num_weights, padding_idx, scale_grad_by_freq),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.embedding_dense_backward(unwrap(grad_output), unwrap(indices), num_weights,
                                                                     padding_idx, scale_grad_by_freq),
                                 (grad_output, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, indices)) from None
    if must_record(grad_output):
        grad_fn = record_one(EmbeddingDenseBackwardBackward0, grad_output, result)
        grad_fn._raw_saved_indices = save(indices)
        grad_fn._saved_padding_idx = padding_idx
        grad_fn._saved_scale_grad_by_freq = scale_grad_by_freq
    if _fw.active:
        set_result_tangents((result,), forward.jvp_embedding_dense_backward(result, grad_output, indices, num_weights,
                                                                            padding_idx,
                                                                            scale_grad_by_freq), (grad_output,))
    return result


def pad(input, pad, mode='constant', value=None):
    """pad(Tensor input, int[] pad, str mode="constant", float? value=None) -> Tensor   [derivatives.yaml:3932]"""
    if _ov.active:
        routed = _route_function(globals()["pad"], (input, pad, mode, value), {})
        if routed is not _ov:
            return routed
    return nn_composite.pad(input, pad, mode, value)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    """layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None,
        float eps=1e-05) -> Tensor   [derivatives.yaml:3943]"""
    if _ov.active:
        routed = _route_function(layer_norm, (input, normalized_shape, weight, bias, eps), {})
        if routed is not _ov:
            return routed
    return nn_composite.layer_norm(input, normalized_shape, weight, bias, eps)


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out,
        Tensor mean, Tensor rstd)   [derivatives.yaml:3949]"""
    if _ov.active:
        routed = _route_function(native_layer_norm, (input, normalized_shape, weight, bias, eps), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(native_layer_norm, "native_layer_norm.default",
                                                   (input, normalized_shape, weight, bias, eps), {})) is not _ov:
        out, mean, rstd = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = normalization_kernels.native_layer_norm(unwrap(input), normalized_shape, unwrap(weight), unwrap(bias),
                                                         eps)
        out, mean, rstd = (make_result(array, (input, weight, bias)) for array in arrays)
    if must_record(input, weight, bias):
        grad_fn = record(NativeLayerNormBackward0, (input, weight, bias), (out,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._saved_normalized_shape = normalized_shape
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_eps = eps
    if _fw.active:
        set_result_tangents((out, mean, rstd), forward.jvp_native_layer_norm(out, mean, rstd, input, normalized_shape,
                                                                             weight, bias, eps), (input, weight, bias))
    return native_layer_norm_result(out, mean, rstd)


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    """batch_norm(Tensor input, Tensor? running_mean, Tensor? running_var, Tensor? weight=None, Tensor? bias=None,
        bool training=False, float momentum=0.1, float eps=1e-05) -> Tensor   [derivatives.yaml:3958]"""
    if _ov.active:
        routed = _route_function(batch_norm, (input, running_mean, running_var, weight, bias, training, momentum,
                                              eps), {})
        if routed is not _ov:
            return routed
    return nn_composite.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var,
        bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean,
        Tensor save_invstd)   [derivatives.yaml:3965]"""
    if _ov.active:
        routed = _route_function(native_batch_norm,
                                 (input, weight, bias, running_mean, running_var, training, momentum, eps), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(native_batch_norm, "native_batch_norm.default",
                                                   (input, weight, bias, running_mean, running_var, training, momentum,
                                                    eps),
                                                   {})) is not _ov:
        out, save_mean, save_invstd = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = normalization_kernels.native_batch_norm(unwrap(input), unwrap(weight), unwrap(bias),
                                                         unwrap(running_mean), unwrap(running_var), training, momentum,
                                                         eps)
        out, save_mean, save_invstd = (make_result(array, (input, weight, bias, running_mean,
                                                           running_var)) for array in arrays)
    if must_record(input, weight, bias):
        grad_fn = record(NativeBatchNormBackward0, (input, weight, bias), (out,))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._raw_saved_running_mean = save(running_mean)
        grad_fn._raw_saved_running_var = save(running_var)
        grad_fn._saved_training = training
        grad_fn._saved_eps = eps
    if _fw.active:
        set_result_tangents((out, save_mean, save_invstd),
                            forward.jvp_native_batch_norm(out, save_mean, save_invstd, input, weight, bias,
                                                          running_mean, running_var, training, momentum, eps),
                            (input, weight, bias))
    return native_batch_norm_result(out, save_mean, save_invstd)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    """group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None,
        float eps=1e-05) -> Tensor   [derivatives.yaml:3975]"""
    if _ov.active:
        routed = _route_function(group_norm, (input, num_groups, weight, bias, eps), {})
        if routed is not _ov:
            return routed
    return nn_composite.group_norm(input, num_groups, weight, bias, eps)


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, int N, int C, int HxW, int group,
        float eps) -> (Tensor out, Tensor mean, Tensor rstd)   [derivatives.yaml:3981]"""
    if _ov.active:
        routed = _route_function(native_group_norm, (input, weight, bias, N, C, HxW, group, eps), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(native_group_norm, "native_group_norm.default",
                                                   (input, weight, bias, N, C, HxW, group, eps), {})) is not _ov:
        out, mean, rstd = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = normalization_kernels.native_group_norm(unwrap(input), unwrap(weight), unwrap(bias), N, C, HxW, group,
                                                         eps)
        out, mean, rstd = (make_result(array, (input, weight, bias)) for array in arrays)
    if must_record(input, weight, bias):
        grad_fn = record(NativeGroupNormBackward0, (input, weight, bias), (out, mean, rstd))
        grad_fn._raw_saved_input = save(input)
        grad_fn._raw_saved_weight = save(weight)
        grad_fn._saved_N = N
        grad_fn._saved_group = group
        grad_fn._saved_eps = eps
    if _fw.active:
        set_result_tangents((out, mean, rstd), forward.jvp_native_group_norm(out, mean, rstd, input, weight, bias, N, C,
                                                                             HxW, group, eps), (input, weight, bias))
    return native_group_norm_result(out, mean, rstd)


def rms_norm(input, normalized_shape, weight=None, eps=None):
    """rms_norm(Tensor input, int[] normalized_shape, Tensor? weight=None,
        float? eps=None) -> Tensor   [derivatives.yaml:3989]"""
    if _ov.active:
        routed = _route_function(rms_norm, (input, normalized_shape, weight, eps), {})
        if routed is not _ov:
            return routed
    return nn_composite.rms_norm(input, normalized_shape, weight, eps)


def _weight_norm(v, g, dim=0, *, axis=ABSENT):
    """_weight_norm(Tensor v, Tensor g, int dim=0) -> Tensor   [derivatives.yaml:3999]"""
    if axis is not ABSENT:
        dim = numpy_keyword("_weight_norm", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(_weight_norm, (v, g, dim), {})
        if routed is not _ov:
            return routed
    return nn_composite.weight_norm(v, g, dim)


def _weight_norm_interface(v, g, dim=0, *, axis=ABSENT):
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor w, Tensor norms)   [derivatives.yaml:4005]"""
    if axis is not ABSENT:
        dim = numpy_keyword("_weight_norm_interface", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(_weight_norm_interface, (v, g, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_weight_norm_interface, "_weight_norm_interface.default",
                                                   (v, g, dim), {})) is not _ov:
        w, norms = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = normalization_kernels.weight_norm_interface(unwrap(v), unwrap(g), dim)
        w, norms = (make_result(array, (v, g)) for array in arrays)
    if must_record(v, g):
        grad_fn = record_two(WeightNormInterfaceBackward0, v, g, w)
        grad_fn._raw_saved_v = save(v)
        grad_fn._raw_saved_g = save(g)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_norms = SavedTensor(norms, is_output=True)
    if _fw.active:
        set_result_tangents((w, norms), forward.jvp_weight_norm_interface(w, norms, v, g, dim), (v, g))
    return _weight_norm_interface_result(w, norms)


def norm_except_dim(v, pow=2, dim=0, *, axis=ABSENT):
    """norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor   [derivatives.yaml:4014]"""
    if axis is not ABSENT:
        dim = numpy_keyword("norm_except_dim", "dim", dim, 0, axis)
    if _ov.active:
        routed = _route_function(norm_except_dim, (v, pow, dim), {})
        if routed is not _ov:
            return routed
    return nn_composite.norm_except_dim(v, pow, dim)


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    """normalize(Tensor input, float p=2.0, int dim=1, float eps=1e-12,
        Tensor? out=None) -> Tensor   [derivatives.yaml:4020]"""
    if _ov.active:
        routed = _route_function(normalize, (input, p, dim, eps, out), {})
        if routed is not _ov:
            return routed
    return nn_composite.normalize(input, p, dim, eps, out)


def cosine_similarity(x1, x2, dim=1, eps=1e-08, *, axis=ABSENT):
    """cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor   [derivatives.yaml:4027]"""
    if axis is not ABSENT:
        dim = numpy_keyword("cosine_similarity", "dim", dim, 1, axis)
    if _ov.active:
        routed = _route_function(cosine_similarity, (x1, x2, dim, eps), {})
        if routed is not _ov:
            return routed
    return nn_composite.cosine_similarity(x1, x2, dim, eps)


def pairwise_distance(x1, x2, p=2, eps=1e-06, keepdim=False, *, keepdims=ABSENT):
    """pairwise_distance(Tensor x1, Tensor x2, float p=2, float eps=1e-06,
        bool keepdim=False) -> Tensor   [derivatives.yaml:4033]"""
    if keepdims is not ABSENT:
        keepdim = numpy_keyword("pairwise_distance", "keepdim", keepdim, False, keepdims)
    if _ov.active:
        routed = _route_function(pairwise_distance, (x1, x2, p, eps, keepdim), {})
        if routed is not _ov:
            return routed
    return nn_composite.pairwise_distance(x1, x2, p, eps, keepdim)


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *, scale=None,
                                 enable_gqa=False):
    """scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0,
        bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor   [derivatives.yaml:4041]"""
    if _ov.active:
        routed = _route_function(scaled_dot_product_attention, (query, key, value, attn_mask, dropout_p, is_causal),
                                 {"scale": scale, "enable_gqa": enable_gqa})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        query, key, value, attn_mask = autocast_inputs(_autocast.cpu_dtype, query, key, value, attn_mask)
    return nn_composite.scaled_dot_product_attention(query, key, value, attn_mask, dropout_p, is_causal, scale=scale,
                                                     enable_gqa=enable_gqa)


def reflection_pad1d(input, padding):
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4049]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reflection_pad1d, (self, padding), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(reflection_pad1d, "reflection_pad1d.default", (self, padding),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'reflect'), (self,))
    if must_record(self):
        grad_fn = record_one(ReflectionPad1DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reflection_pad1d(result, self, padding), (self,))
    return result


def reflection_pad1d_backward(grad_output, input, padding):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4058]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reflection_pad1d_backward, (grad_output, self, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(reflection_pad1d_backward, "reflection_pad1d_backward.default",
                                                   (grad_output, self, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding,
                                                              'reflect'), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ReflectionPad1DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reflection_pad1d_backward(result, grad_output, self,
                                                                             padding), (grad_output, self))
    return result


def reflection_pad2d(input, padding):
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4067]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reflection_pad2d, (self, padding), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(reflection_pad2d, "reflection_pad2d.default", (self, padding),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'reflect'), (self,))
    if must_record(self):
        grad_fn = record_one(ReflectionPad2DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reflection_pad2d(result, self, padding), (self,))
    return result


def reflection_pad2d_backward(grad_output, input, padding):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4076]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reflection_pad2d_backward, (grad_output, self, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(reflection_pad2d_backward, "reflection_pad2d_backward.default",
                                                   (grad_output, self, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding,
                                                              'reflect'), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ReflectionPad2DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reflection_pad2d_backward(result, grad_output, self,
                                                                             padding), (grad_output, self))
    return result


def replication_pad1d(input, padding):
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4085]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(replication_pad1d, (self, padding), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(replication_pad1d, "replication_pad1d.default", (self, padding),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'replicate'), (self,))
    if must_record(self):
        grad_fn = record_one(ReplicationPad1DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_replication_pad1d(result, self, padding), (self,))
    return result


def replication_pad1d_backward(grad_output, input, padding):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
        [derivatives.yaml:4094]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(replication_pad1d_backward, (grad_output, self, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(replication_pad1d_backward, "replication_pad1d_backward.default",
                                                   (grad_output, self, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding,
                                                              'replicate'), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ReplicationPad1DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_replication_pad1d_backward(result, grad_output, self,
                                                                              padding), (grad_output, self))
    return result


def replication_pad2d(input, padding):
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4103]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(replication_pad2d, (self, padding), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(replication_pad2d, "replication_pad2d.default", (self, padding),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'replicate'), (self,))
    if must_record(self):
        grad_fn = record_one(ReplicationPad2DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_replication_pad2d(result, self, padding), (self,))
    return result


def replication_pad2d_backward(grad_output, input, padding):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
        [derivatives.yaml:4112]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(replication_pad2d_backward, (grad_output, self, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(replication_pad2d_backward, "replication_pad2d_backward.default",
                                                   (grad_output, self, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding,
                                                              'replicate'), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ReplicationPad2DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_replication_pad2d_backward(result, grad_output, self,
                                                                              padding), (grad_output, self))
    return result


def bitwise_left_shift(input, other, *, out=None):
    """bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4124]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bitwise_left_shift", bitwise_left_shift, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(bitwise_left_shift, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bitwise_left_shift, "bitwise_left_shift.Tensor", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.bitwise(pointwise_kernels.left_shift, 'lshift_cpu', self_array,
                                                           other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def bitwise_right_shift(input, other, *, out=None):
    """bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4131]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("bitwise_right_shift", bitwise_right_shift, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(bitwise_right_shift, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(bitwise_right_shift, "bitwise_right_shift.Tensor", (self, other),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(pointwise_kernels.bitwise(pointwise_kernels.right_shift, 'rshift_cpu', self_array,
                                                           other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def sgn(input, *, out=None):
    """sgn(Tensor self) -> Tensor   [derivatives.yaml:4248]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("sgn", sgn, (self,), {}, out)
    if _ov.active:
        routed = _route_function(sgn, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(sgn, "sgn.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pointwise_kernels.sign(unwrap(self)), (self,))
    if must_record(self):
        record_one(SgnBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_sgn(result, self), (self,))
    return result


def _copysign_Tensor(input, other):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4262]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(copysign, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_copysign_Tensor, "copysign.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.copysign(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(CopysignBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_other_info = info_of(other)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_copysign_Tensor(result, self, other), (self, other))
    return result


def _copysign_Scalar(input, other):
    """copysign.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:4270]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(copysign, (self, other), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_copysign_Scalar, "copysign.Scalar", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.copysign(unwrap(self), other), (self,))
    if must_record(self):
        grad_fn = record_one(CopysignBackward1, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_copysign_Scalar(result, self, other), (self,))
    return result


def logaddexp(input, other, *, out=None):
    """logaddexp(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4277]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logaddexp", logaddexp, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(logaddexp, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(logaddexp, "logaddexp.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.logaddexp(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(LogaddexpBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_logaddexp(result, self, other), (self, other))
    return result


def logaddexp2(input, other, *, out=None):
    """logaddexp2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4285]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("logaddexp2", logaddexp2, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(logaddexp2, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp2(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp2(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(logaddexp2, "logaddexp2.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.logaddexp2(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(Logaddexp2Backward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_logaddexp2(result, self, other), (self, other))
    return result


def _float_power_Tensor_Tensor(input, exponent):
    """float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:4293]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(float_power, (self, exponent), {})
        if routed is not _ov:
            return routed
    return pointwise_composite.float_power(self, exponent)


def _float_power_Tensor_Scalar(input, exponent):
    """float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:4297]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(float_power, (self, exponent), {})
        if routed is not _ov:
            return routed
    return pointwise_composite.float_power(self, exponent)


def _float_power_Scalar(self, exponent):
    """float_power.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:4301]"""
    if _ov.active:
        routed = _route_function(float_power, (self, exponent), {})
        if routed is not _ov:
            return routed
    return pointwise_composite.float_power(self, exponent)


def ldexp(input, other, *, out=None):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4305]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("ldexp", ldexp, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(ldexp, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"ldexp(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"ldexp(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(ldexp, "ldexp.Tensor", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.ldexp(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(LdexpBackward0, self, other, result)
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_ldexp(result, self, other), (self, other))
    return result


def frexp(input, *, out=None):
    """frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)   [derivatives.yaml:4314]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("frexp", frexp, (self,), {}, out)
    if _ov.active:
        routed = _route_function(frexp, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(frexp, "frexp.Tensor", (self,), {})) is not _ov:
        mantissa, exponent = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = elementwise_kernels.frexp(unwrap(self))
        mantissa, exponent = (make_result(array, (self,), keeps_dtype=True) for array in arrays)
    if must_record(self):
        grad_fn = record_one(FrexpBackward0, self, mantissa)
        grad_fn._raw_saved_exponent = SavedTensor(exponent, is_output=True)
    if _fw.active:
        set_result_tangents((mantissa, exponent), forward.jvp_frexp(mantissa, exponent, self), (self,))
    return frexp_result(mantissa, exponent)


def nextafter(input, other, *, out=None):
    """nextafter(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4322]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("nextafter", nextafter, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(nextafter, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"nextafter(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"nextafter(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(nextafter, "nextafter.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.nextafter(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(NextafterBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_other = save(other)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_nextafter(result, self, other), (self, other))
    return result


def gcd(input, other, *, out=None):
    """gcd(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4331]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("gcd", gcd, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(gcd, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"gcd(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"gcd(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(gcd, "gcd.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.gcd(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def lcm(input, other, *, out=None):
    """lcm(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4338]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("lcm", lcm, (self, other), {}, out)
    if _ov.active:
        routed = _route_function(lcm, (self, other), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"lcm(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"lcm(): argument 'other' (position 2) must be Tensor, "
                        f"not {type(other).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(lcm, "lcm.default", (self, other), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            result = make_result(elementwise_kernels.lcm(self_array, other_array), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    return result


def heaviside(input, values, *, out=None):
    """heaviside(Tensor self, Tensor values) -> Tensor   [derivatives.yaml:4345]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("heaviside", heaviside, (self, values), {}, out)
    if _ov.active:
        routed = _route_function(heaviside, (self, values), {})
        if routed is not _ov:
            return routed
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"heaviside(): argument 'input' (position 1) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(values, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"heaviside(): argument 'values' (position 2) must be Tensor, "
                        f"not {type(values).__name__}")
    if _ov.dispatch and (routed := _route_dispatch(heaviside, "heaviside.default", (self, values), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, values_array = unwrap_operands(self, values)
        try:
            result = make_result(elementwise_kernels.heaviside(self_array, values_array), (self, values))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, values)) from None
    if must_record(self, values):
        record_not_implemented("heaviside", (self, values), result)
    return result


def signbit(input, *, out=None):
    """signbit(Tensor self) -> Tensor   [derivatives.yaml:4352]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("signbit", signbit, (self,), {}, out)
    if _ov.active:
        routed = _route_function(signbit, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(signbit, "signbit.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.signbit(unwrap(self)), (self,), keeps_dtype=True)
    return result


def isposinf(input, *, out=None):
    """isposinf(Tensor self) -> Tensor   [derivatives.yaml:4358]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("isposinf", isposinf, (self,), {}, out)
    if _ov.active:
        routed = _route_function(isposinf, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isposinf, "isposinf.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.isposinf(unwrap(self)), (self,), keeps_dtype=True)
    return result


def isneginf(input, *, out=None):
    """isneginf(Tensor self) -> Tensor   [derivatives.yaml:4364]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("isneginf", isneginf, (self,), {}, out)
    if _ov.active:
        routed = _route_function(isneginf, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isneginf, "isneginf.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.isneginf(unwrap(self)), (self,), keeps_dtype=True)
    return result


def isreal(input):
    """isreal(Tensor self) -> Tensor   [derivatives.yaml:4370]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(isreal, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(isreal, "isreal.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.isreal(unwrap(self)), (self,), keeps_dtype=True)
    return result


def _isin_Tensor_Tensor(elements, test_elements, *, assume_unique=False, invert=False):
    """isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False,
        bool invert=False) -> Tensor   [derivatives.yaml:4377]"""
    if _ov.active:
        routed = _route_function(isin, (elements, test_elements), {"assume_unique": assume_unique, "invert": invert})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_isin_Tensor_Tensor, "isin.Tensor_Tensor", (elements, test_elements),
                                                   {"assume_unique": assume_unique, "invert": invert})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(statistics_kernels.isin(unwrap(elements), unwrap(test_elements), assume_unique,
                                                         invert), (elements, test_elements), keeps_dtype=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (elements, test_elements)) from None
    return result


def _isin_Tensor_Scalar(elements, test_element, *, assume_unique=False, invert=False):
    """isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False,
        bool invert=False) -> Tensor   [derivatives.yaml:4385]"""
    if _ov.active:
        routed = _route_function(isin, (elements, test_element), {"assume_unique": assume_unique, "invert": invert})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_isin_Tensor_Scalar, "isin.Tensor_Scalar", (elements, test_element),
                                                   {"assume_unique": assume_unique, "invert": invert})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.isin(unwrap(elements), test_element, assume_unique,
                                                     invert), (elements,), keeps_dtype=True)
    return result


def _isin_Scalar_Tensor(element, test_elements, *, assume_unique=False, invert=False):
    """isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False,
        bool invert=False) -> Tensor   [derivatives.yaml:4392]"""
    if _ov.active:
        routed = _route_function(isin, (element, test_elements), {"assume_unique": assume_unique, "invert": invert})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_isin_Scalar_Tensor, "isin.Scalar_Tensor", (element, test_elements),
                                                   {"assume_unique": assume_unique, "invert": invert})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.isin(element, unwrap(test_elements), assume_unique,
                                                     invert), (test_elements,), keeps_dtype=True)
    return result


def deg2rad(input, *, out=None):
    """deg2rad(Tensor self) -> Tensor   [derivatives.yaml:4399]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("deg2rad", deg2rad, (self,), {}, out)
    if _ov.active:
        routed = _route_function(deg2rad, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(deg2rad, "deg2rad.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.degrees_scale(unwrap(self),
                                                               elementwise_kernels.RADIANS_PER_DEGREE), (self,))
    if must_record(self):
        record_one(Deg2RadBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_deg2rad(result, self), (self,))
    return result


def rad2deg(input, *, out=None):
    """rad2deg(Tensor self) -> Tensor   [derivatives.yaml:4406]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("rad2deg", rad2deg, (self,), {}, out)
    if _ov.active:
        routed = _route_function(rad2deg, (self,), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(rad2deg, "rad2deg.default", (self,), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(elementwise_kernels.degrees_scale(unwrap(self),
                                                               elementwise_kernels.DEGREES_PER_RADIAN), (self,))
    if must_record(self):
        record_one(Rad2DegBackward0, self, result)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rad2deg(result, self), (self,))
    return result


def addcmul(input, tensor1, tensor2, *deprecated, value=1, out=None):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   [derivatives.yaml:4413]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_addcmul.call(addcmul, (self, tensor1, tensor2, *deprecated), False)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("addcmul", addcmul, (self, tensor1, tensor2), {"value": value}, out)
    if _ov.active:
        routed = _route_function(addcmul, (self, tensor1, tensor2), {"value": value})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(addcmul, "addcmul.default", (self, tensor1, tensor2),
                                                   {"value": value})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, tensor1_array, tensor2_array = unwrap_operands(self, tensor1, tensor2)
        try:
            result = make_result(elementwise_kernels.addcmul(self_array, tensor1_array, tensor2_array,
                                                             value), (self, tensor1, tensor2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, tensor1, tensor2)) from None
    if must_record(self, tensor1, tensor2):
        grad_fn = record(AddcmulBackward0, (self, tensor1, tensor2), (result,))
        grad_fn._raw_saved_tensor1 = save(tensor1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_tensor2 = save(tensor2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_value = value
    if _fw.active:
        set_result_tangents((result,), forward.jvp_addcmul(result, self, tensor1, tensor2,
                                                           value=value), (self, tensor1, tensor2))
    return result


def addcdiv(input, tensor1, tensor2, *deprecated, value=1, out=None):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   [derivatives.yaml:4423]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_addcdiv.call(addcdiv, (self, tensor1, tensor2, *deprecated), False)
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("addcdiv", addcdiv, (self, tensor1, tensor2), {"value": value}, out)
    if _ov.active:
        routed = _route_function(addcdiv, (self, tensor1, tensor2), {"value": value})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(addcdiv, "addcdiv.default", (self, tensor1, tensor2),
                                                   {"value": value})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        self_array, tensor1_array, tensor2_array = unwrap_operands(self, tensor1, tensor2)
        try:
            result = make_result(elementwise_kernels.addcdiv(self_array, tensor1_array, tensor2_array,
                                                             value), (self, tensor1, tensor2))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, tensor1, tensor2)) from None
    if must_record(self, tensor1, tensor2):
        grad_fn = record(AddcdivBackward0, (self, tensor1, tensor2), (result,))
        grad_fn._raw_saved_tensor1 = save(tensor1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_tensor2 = save(tensor2) if (grad_fn.next_functions[1][0] is not None
                                                       or grad_fn.next_functions[2][0] is not None) else None
        grad_fn._saved_value = value
    if _fw.active:
        set_result_tangents((result,), forward.jvp_addcdiv(result, self, tensor1, tensor2,
                                                           value=value), (self, tensor1, tensor2))
    return result


def dist(input, other, p=2):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor   [derivatives.yaml:4433]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(dist, (self, other, p), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(dist, "dist.default", (self, other, p), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(statistics_kernels.dist(unwrap(self), unwrap(other), p), (self, other))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
    if must_record(self, other):
        grad_fn = record_two(DistBackward0, self, other, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_other = save(other)
        grad_fn._saved_p = p
        grad_fn._raw_saved_result = SavedTensor(result, is_output=True)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_dist(result, self, other, p), (self, other))
    return result


def renorm(input, p, dim=ABSENT, maxnorm=ABSENT, *, axis=ABSENT, out=None):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor   [derivatives.yaml:4442]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or maxnorm is ABSENT:
        dim = numpy_keyword("renorm", "dim", dim, ABSENT, axis, (("maxnorm", maxnorm),))
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("renorm", renorm, (self, p, dim, maxnorm), {}, out)
    if _ov.active:
        routed = _route_function(renorm, (self, p, dim, maxnorm), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(renorm, "renorm.default", (self, p, dim, maxnorm), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(statistics_kernels.renorm(unwrap(self), p, dim, maxnorm), (self,))
    if must_record(self):
        grad_fn = record_one(RenormBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_p = p
        grad_fn._saved_dim = dim
        grad_fn._saved_maxnorm = maxnorm
    if _fw.active:
        set_result_tangents((result,), forward.jvp_renorm(result, self, p, dim, maxnorm), (self,))
    return result


def threshold(input, threshold, value, *, out=None):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor   [derivatives.yaml:4483]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("threshold", globals()["threshold"], (self, threshold, value), {}, out)
    if _ov.active:
        routed = _route_function(globals()["threshold"], (self, threshold, value), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(globals()["threshold"], "threshold.default",
                                                   (self, threshold, value), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.threshold(unwrap(self), threshold, value), (self,))
    if must_record(self):
        grad_fn = record_one(ThresholdBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_threshold = threshold
    if _fw.active:
        set_result_tangents((result,), forward.jvp_threshold(result, self, threshold, value), (self,))
    return result


def hardshrink(input, lambd=0.5, *, out=None):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   [derivatives.yaml:4499]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if out is not None:  # PyTorch's out= form: the op unrecorded, written into out
        return with_out("hardshrink", hardshrink, (self, lambd), {}, out)
    if _ov.active:
        routed = _route_function(hardshrink, (self, lambd), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardshrink, "hardshrink.default", (self, lambd), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.hardshrink(unwrap(self), lambd), (self,))
    if must_record(self):
        grad_fn = record_one(HardshrinkBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_lambd = lambd
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hardshrink(result, self, lambd), (self,))
    return result


def hardshrink_backward(grad_out, input, lambd):
    """hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor   [derivatives.yaml:4506]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardshrink_backward, (grad_out, self, lambd), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(hardshrink_backward, "hardshrink_backward.default",
                                                   (grad_out, self, lambd), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.shrink_backward(unwrap(grad_out), unwrap(self),
                                                                    lambd), (grad_out, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_out, self)) from None
    if must_record(grad_out, self):
        grad_fn = record_two(HardshrinkBackwardBackward0, grad_out, self, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_lambd = lambd
    if _fw.active:
        set_result_tangents((result,), forward.jvp_hardshrink_backward(result, grad_out, self, lambd), (grad_out, self))
    return result


def softshrink(input, lambd=0.5):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   [derivatives.yaml:4515]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(softshrink, (self, lambd), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(softshrink, "softshrink.default", (self, lambd), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.softshrink(unwrap(self), lambd), (self,))
    if must_record(self):
        grad_fn = record_one(SoftshrinkBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_lambd = lambd
    if _fw.active:
        set_result_tangents((result,), forward.jvp_softshrink(result, self, lambd), (self,))
    return result


def softshrink_backward(grad_output, input, lambd):
    """softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor   [derivatives.yaml:4524]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(softshrink_backward, (grad_output, self, lambd), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(softshrink_backward, "softshrink_backward.default",
                                                   (grad_output, self, lambd), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.shrink_backward(unwrap(grad_output), unwrap(self),
                                                                    lambd), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(SoftshrinkBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_lambd = lambd
    if _fw.active:
        set_result_tangents((result,), forward.jvp_softshrink_backward(result, grad_output, self,
                                                                       lambd), (grad_output, self))
    return result


def glu(input, dim=-1, *, axis=ABSENT):
    """glu(Tensor self, int dim=-1) -> Tensor   [derivatives.yaml:4533]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT:
        dim = numpy_keyword("glu", "dim", dim, -1, axis)
    if _ov.active:
        routed = _route_function(glu, (self, dim), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(glu, "glu.default", (self, dim), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(activation_kernels.glu(unwrap(self), dim), (self,))
    if must_record(self):
        grad_fn = record_one(GluBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_dim = dim
    if _fw.active:
        set_result_tangents((result,), forward.jvp_glu(result, self, dim), (self,))
    return result


def prelu(input, weight):
    """prelu(Tensor self, Tensor weight) -> Tensor   [derivatives.yaml:4543]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(prelu, (self, weight), {})
        if routed is not _ov:
            return routed
    return nn_composite.prelu(self, weight)


def _prelu_kernel(input, weight):
    """_prelu_kernel(Tensor self, Tensor weight) -> Tensor   [derivatives.yaml:4548]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_prelu_kernel, (self, weight), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_prelu_kernel, "_prelu_kernel.default", (self, weight),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.prelu(unwrap(self), unwrap(weight)), (self, weight))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, weight)) from None
    if must_record(self, weight):
        grad_fn = record_two(PreluKernelBackward0, self, weight, result)
        grad_fn._raw_saved_self = save(self)
        grad_fn._raw_saved_weight = save(weight)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_prelu_kernel(result, self, weight), (self, weight))
    return result


def rrelu_with_noise(input, noise, lower=0.125, upper=0.3333333333333333, training=False):
    """rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333,
        bool training=False) -> Tensor   [derivatives.yaml:4559]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rrelu_with_noise, (self, noise, lower, upper, training), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(rrelu_with_noise, "rrelu_with_noise.default",
                                                   (self, noise, lower, upper, training), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.rrelu_with_noise(unwrap(self), unwrap(noise), lower, upper,
                                                                     training), (self, noise))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, noise)) from None
    if must_record(self):
        grad_fn = record_one(RreluWithNoiseBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_noise = save(noise)
        grad_fn._saved_lower = lower
        grad_fn._saved_upper = upper
        grad_fn._saved_training = training
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rrelu_with_noise(result, self, noise, lower, upper,
                                                                    training), (self,))
    return result


def rrelu_with_noise_backward(grad_output, input, noise, lower, upper, training, self_is_result):
    """rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper,
        bool training, bool self_is_result) -> Tensor   [derivatives.yaml:4574]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rrelu_with_noise_backward,
                                 (grad_output, self, noise, lower, upper, training, self_is_result), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(rrelu_with_noise_backward, "rrelu_with_noise_backward.default",
                                                   (grad_output, self, noise, lower, upper, training, self_is_result),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(activation_kernels.rrelu_with_noise_backward(unwrap(grad_output), unwrap(self),
                                                                              unwrap(noise), lower, upper, training,
                                                                              self_is_result),
                                 (grad_output, self, noise))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, noise)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(RreluWithNoiseBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_self = save(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_noise = save(noise) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_lower = lower
        grad_fn._saved_upper = upper
        grad_fn._saved_training = training
        grad_fn._saved_self_is_result = self_is_result
    if _fw.active:
        set_result_tangents((result,), forward.jvp_rrelu_with_noise_backward(result, grad_output, self, noise, lower,
                                                                             upper, training,
                                                                             self_is_result), (grad_output, self))
    return result


def _conv3d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1,
        int groups=1) -> Tensor   [derivatives.yaml:4584]"""
    if _ov.active:
        routed = _route_function(conv3d, (input, weight, bias, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv3d(input, weight, bias, stride, padding, dilation, groups)


def _conv3d_padding(input, weight, bias=None, stride=1, padding='valid', dilation=1, groups=1):
    """conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding="valid",
        int[3] dilation=1, int groups=1) -> Tensor   [derivatives.yaml:4592]"""
    if _ov.active:
        routed = _route_function(conv3d, (input, weight, bias, stride, padding, dilation, groups), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv3d(input, weight, bias, stride, padding, dilation, groups)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0,
        int[3] output_padding=0, int groups=1, int[3] dilation=1) -> Tensor   [derivatives.yaml:4599]"""
    if _ov.active:
        routed = _route_function(conv_transpose3d,
                                 (input, weight, bias, stride, padding, output_padding, groups, dilation), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        input, weight, bias = autocast_inputs(_autocast.cpu_dtype, input, weight, bias)
    return nn_composite.conv_transpose3d(input, weight, bias, stride, padding, output_padding, groups, dilation)


def max_pool3d_with_indices(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:4607]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max_pool3d_with_indices, (self, kernel_size, stride, padding, dilation, ceil_mode), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(max_pool3d_with_indices, "max_pool3d_with_indices.default",
                                                   (self, kernel_size, stride, padding, dilation, ceil_mode),
                                                   {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = pooling_kernels.max_pool3d_with_indices(unwrap(self), kernel_size, stride, padding, dilation,
                                                         ceil_mode)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(MaxPool3DWithIndicesBackward0, self, values)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_dilation = dilation
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values,
                             indices), forward.jvp_max_pool3d_with_indices(values, indices, self, kernel_size, stride,
                                                                           padding, dilation, ceil_mode), (self,))
    return max_pool3d_with_indices_result(values, indices)


def max_pool3d_with_indices_backward(grad_output, input, kernel_size, stride, padding, dilation, ceil_mode, indices):
    """max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride,
        int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:4616]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max_pool3d_with_indices_backward, (grad_output, self, kernel_size, stride, padding,
                                                                    dilation, ceil_mode, indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(max_pool3d_with_indices_backward,
                                                   "max_pool3d_with_indices_backward.default",
                                                   (grad_output, self, kernel_size, stride, padding, dilation,
                                                    ceil_mode, indices),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_pool_backward(unwrap(grad_output), unwrap(self), unwrap(indices),
                                                                   3), (grad_output, self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, indices)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(MaxPool3DWithIndicesBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_indices = save(indices) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_max_pool3d_with_indices_backward(result, grad_output, self,
                                                                                    kernel_size, stride, padding,
                                                                                    dilation, ceil_mode,
                                                                                    indices), (grad_output, self))
    return result


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool3d(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, int[3] dilation=1,
        bool ceil_mode=False, bool return_indices=False) -> Tensor   [derivatives.yaml:4626]"""
    if _ov.active:
        routed = _route_function(max_pool3d, (input, kernel_size, stride, padding, dilation, ceil_mode,
                                              return_indices), {})
        if routed is not _ov:
            return routed
    return nn_composite.max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    """avg_pool3d(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:4632]"""
    if _ov.active:
        routed = _route_function(avg_pool3d, (input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                              divisor_override), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(avg_pool3d, "avg_pool3d.default",
                                                   (input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                                    divisor_override),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pooling_kernels.avg_pool(unwrap(input), 3, kernel_size, stride, padding, ceil_mode,
                                                      count_include_pad, divisor_override), (input,))
    if must_record(input):
        grad_fn = record_one(AvgPool3DBackward0, input, result)
        grad_fn._raw_saved_input = SavedTensor(input)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._saved_count_include_pad = count_include_pad
        grad_fn._saved_divisor_override = divisor_override
    if _fw.active:
        set_result_tangents((result,), forward.jvp_avg_pool3d(result, input, kernel_size, stride, padding, ceil_mode,
                                                              count_include_pad, divisor_override), (input,))
    return result


def avg_pool3d_backward(grad_output, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    """avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:4642]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(avg_pool3d_backward, (grad_output, self, kernel_size, stride, padding, ceil_mode,
                                                       count_include_pad, divisor_override), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(avg_pool3d_backward, "avg_pool3d_backward.default",
                                                   (grad_output, self, kernel_size, stride, padding, ceil_mode,
                                                    count_include_pad, divisor_override),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.avg_pool_backward(unwrap(grad_output), unwrap(self), 3, kernel_size,
                                                                   stride, padding, ceil_mode, count_include_pad,
                                                                   divisor_override), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(AvgPool3DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_stride = stride
        grad_fn._saved_padding = padding
        grad_fn._saved_ceil_mode = ceil_mode
        grad_fn._saved_count_include_pad = count_include_pad
        grad_fn._saved_divisor_override = divisor_override
    if _fw.active:
        set_result_tangents((result,), forward.jvp_avg_pool3d_backward(result, grad_output, self, kernel_size, stride,
                                                                       padding, ceil_mode, count_include_pad,
                                                                       divisor_override), (grad_output, self))
    return result


def adaptive_avg_pool3d(input, output_size):
    """adaptive_avg_pool3d(Tensor input, int[3] output_size) -> Tensor   [derivatives.yaml:4651]"""
    if _ov.active:
        routed = _route_function(adaptive_avg_pool3d, (input, output_size), {})
        if routed is not _ov:
            return routed
    return nn_composite.adaptive_avg_pool3d(input, output_size)


def _adaptive_avg_pool3d(input, output_size):
    """_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor   [derivatives.yaml:4657]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_adaptive_avg_pool3d, (self, output_size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_adaptive_avg_pool3d, "_adaptive_avg_pool3d.default",
                                                   (self, output_size), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(pooling_kernels.adaptive_avg_pool(unwrap(self), output_size, 3), (self,))
    if must_record(self):
        grad_fn = record_one(AdaptiveAvgPool3DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_adaptive_avg_pool3d(result, self, output_size), (self,))
    return result


def _adaptive_avg_pool3d_backward(grad_output, input):
    """_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:4665]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_adaptive_avg_pool3d_backward, (grad_output, self), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_adaptive_avg_pool3d_backward,
                                                   "_adaptive_avg_pool3d_backward.default", (grad_output, self),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.adaptive_avg_pool_backward(unwrap(grad_output), unwrap(self),
                                                                            3), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(AdaptiveAvgPool3DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_grad_output_sizes = shape_of(grad_output)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_adaptive_avg_pool3d_backward(result, grad_output, self),
                            (grad_output, self))
    return result


def adaptive_max_pool3d(input, output_size):
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor values, Tensor indices)
        [derivatives.yaml:4674]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(adaptive_max_pool3d, (self, output_size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(adaptive_max_pool3d, "adaptive_max_pool3d.default",
                                                   (self, output_size), {})) is not _ov:
        values, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = pooling_kernels.adaptive_max_pool(unwrap(self), output_size, 3)
        values, indices = (make_result(array, (self,)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(AdaptiveMaxPool3DBackward0, self, values)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((values, indices), forward.jvp_adaptive_max_pool3d(values, indices, self,
                                                                               output_size), (self,))
    return adaptive_max_pool3d_result(values, indices)


def adaptive_max_pool3d_backward(grad_output, input, indices):
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
        [derivatives.yaml:4683]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(adaptive_max_pool3d_backward, (grad_output, self, indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(adaptive_max_pool3d_backward, "adaptive_max_pool3d_backward.default",
                                                   (grad_output, self, indices), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_pool_backward(unwrap(grad_output), unwrap(self), unwrap(indices),
                                                                   3), (grad_output, self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, indices)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(AdaptiveMaxPool3DBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_indices = save(indices) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_adaptive_max_pool3d_backward(result, grad_output, self,
                                                                                indices), (grad_output, self))
    return result


def max_unpool2d(input, indices, output_size):
    """max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor   [derivatives.yaml:4695]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max_unpool2d, (self, indices, output_size), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(max_unpool2d, "max_unpool2d.default", (self, indices, output_size),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_unpool(unwrap(self), unwrap(indices), output_size,
                                                            2), (self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, indices)) from None
    if must_record(self):
        grad_fn = record_one(MaxUnpool2DBackward0, self, result)
        grad_fn._raw_saved_indices = save(indices)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_max_unpool2d(result, self, indices, output_size), (self,))
    return result


def max_unpool3d(input, indices, output_size, stride, padding):
    """max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride,
        int[3] padding) -> Tensor   [derivatives.yaml:4705]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(max_unpool3d, (self, indices, output_size, stride, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(max_unpool3d, "max_unpool3d.default",
                                                   (self, indices, output_size, stride, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_unpool(unwrap(self), unwrap(indices), output_size, 3, stride,
                                                            padding), (self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, indices)) from None
    if must_record(self):
        grad_fn = record_one(MaxUnpool3DBackward0, self, result)
        grad_fn._raw_saved_indices = save(indices)
    if _fw.active:
        set_result_tangents((result,), forward.jvp_max_unpool3d(result, self, indices, output_size, stride,
                                                                padding), (self,))
    return result


def fractional_max_pool2d(input, kernel_size, output_size, random_samples):
    """fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor random_samples) -> (Tensor output, Tensor indices)   [derivatives.yaml:4716]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fractional_max_pool2d, (self, kernel_size, output_size, random_samples), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(fractional_max_pool2d, "fractional_max_pool2d.default",
                                                   (self, kernel_size, output_size, random_samples), {})) is not _ov:
        output, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = pooling_kernels.fractional_max_pool(unwrap(self), kernel_size, output_size, unwrap(random_samples), 2)
        output, indices = (make_result(array, (self, random_samples)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(FractionalMaxPool2DBackward0, self, output)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_output_size = output_size
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((output, indices), forward.jvp_fractional_max_pool2d(output, indices, self, kernel_size,
                                                                                 output_size, random_samples), (self,))
    return fractional_max_pool2d_result(output, indices)


def fractional_max_pool2d_backward(grad_output, input, kernel_size, output_size, indices):
    """fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor indices) -> Tensor   [derivatives.yaml:4725]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fractional_max_pool2d_backward, (grad_output, self, kernel_size, output_size,
                                                                  indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(fractional_max_pool2d_backward,
                                                   "fractional_max_pool2d_backward.default",
                                                   (grad_output, self, kernel_size, output_size, indices),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_pool_backward(unwrap(grad_output), unwrap(self), unwrap(indices),
                                                                   2), (grad_output, self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, indices)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(FractionalMaxPool2DBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_indices = save(indices) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fractional_max_pool2d_backward(result, grad_output, self,
                                                                                  kernel_size, output_size,
                                                                                  indices), (grad_output, self))
    return result


def fractional_max_pool3d(input, kernel_size, output_size, random_samples):
    """fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor random_samples) -> (Tensor output, Tensor indices)   [derivatives.yaml:4735]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fractional_max_pool3d, (self, kernel_size, output_size, random_samples), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(fractional_max_pool3d, "fractional_max_pool3d.default",
                                                   (self, kernel_size, output_size, random_samples), {})) is not _ov:
        output, indices = routed  # __torch_dispatch__'s result, made below autograd
    else:
        arrays = pooling_kernels.fractional_max_pool(unwrap(self), kernel_size, output_size, unwrap(random_samples), 3)
        output, indices = (make_result(array, (self, random_samples)) for array in arrays)
    if must_record(self):
        grad_fn = record_one(FractionalMaxPool3DBackward0, self, output)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_kernel_size = kernel_size
        grad_fn._saved_output_size = output_size
        grad_fn._raw_saved_indices = SavedTensor(indices, is_output=True)
    if _fw.active:
        set_result_tangents((output, indices), forward.jvp_fractional_max_pool3d(output, indices, self, kernel_size,
                                                                                 output_size, random_samples), (self,))
    return fractional_max_pool3d_result(output, indices)


def fractional_max_pool3d_backward(grad_output, input, kernel_size, output_size, indices):
    """fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor indices) -> Tensor   [derivatives.yaml:4744]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fractional_max_pool3d_backward, (grad_output, self, kernel_size, output_size,
                                                                  indices), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(fractional_max_pool3d_backward,
                                                   "fractional_max_pool3d_backward.default",
                                                   (grad_output, self, kernel_size, output_size, indices),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(pooling_kernels.max_pool_backward(unwrap(grad_output), unwrap(self), unwrap(indices),
                                                                   3), (grad_output, self, indices))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self, indices)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(FractionalMaxPool3DBackwardBackward0, grad_output, self, result)
        grad_fn._raw_saved_indices = save(indices) if grad_fn.next_functions[0][0] is not None else None
    if _fw.active:
        set_result_tangents((result,), forward.jvp_fractional_max_pool3d_backward(result, grad_output, self,
                                                                                  kernel_size, output_size,
                                                                                  indices), (grad_output, self))
    return result


def reflection_pad3d(input, padding):
    """reflection_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:4755]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reflection_pad3d, (self, padding), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(reflection_pad3d, "reflection_pad3d.default", (self, padding),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'reflect'), (self,))
    if must_record(self):
        grad_fn = record_one(ReflectionPad3DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reflection_pad3d(result, self, padding), (self,))
    return result


def reflection_pad3d_backward(grad_output, input, padding):
    """reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:4764]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reflection_pad3d_backward, (grad_output, self, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(reflection_pad3d_backward, "reflection_pad3d_backward.default",
                                                   (grad_output, self, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding,
                                                              'reflect'), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ReflectionPad3DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_reflection_pad3d_backward(result, grad_output, self,
                                                                             padding), (grad_output, self))
    return result


def replication_pad3d(input, padding):
    """replication_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:4773]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(replication_pad3d, (self, padding), {})
        if routed is not _ov:
            return routed
    if _autocast.cpu_dtype is not None:  # an enabled CPU autocast region: computed in its dtype, as PyTorch
        self, = autocast_inputs(_float32, self)
    if _ov.dispatch and (routed := _route_dispatch(replication_pad3d, "replication_pad3d.default", (self, padding),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        result = make_result(nn_kernels.mode_pad(unwrap(self), padding, 'replicate'), (self,))
    if must_record(self):
        grad_fn = record_one(ReplicationPad3DBackward0, self, result)
        grad_fn._raw_saved_self = SavedTensor(self)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_replication_pad3d(result, self, padding), (self,))
    return result


def replication_pad3d_backward(grad_output, input, padding):
    """replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
        [derivatives.yaml:4782]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(replication_pad3d_backward, (grad_output, self, padding), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(replication_pad3d_backward, "replication_pad3d_backward.default",
                                                   (grad_output, self, padding), {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(nn_kernels.mode_pad_backward(unwrap(grad_output), unwrap(self), padding,
                                                              'replicate'), (grad_output, self))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (grad_output, self)) from None
    if must_record(grad_output, self):
        grad_fn = record_two(ReplicationPad3DBackwardBackward0, grad_output, self, result)
        grad_fn._saved_padding = padding
    if _fw.active:
        set_result_tangents((result,), forward.jvp_replication_pad3d_backward(result, grad_output, self,
                                                                              padding), (grad_output, self))
    return result


def _standard_gamma_grad(input, output):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor   [derivatives.yaml:4799]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(_standard_gamma_grad, (self, output), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_standard_gamma_grad, "_standard_gamma_grad.default", (self, output),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(distribution_kernels.standard_gamma_grad(unwrap(self), unwrap(output)), (self, output))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, output)) from None
    if must_record(self):
        record_one(StandardGammaGradBackward0, self, result)
    if _fw.active:
        fw_unsupported("_standard_gamma_grad", self)
    return result


def _dirichlet_grad(x, alpha, total):
    """_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor   [derivatives.yaml:4810]"""
    if _ov.active:
        routed = _route_function(_dirichlet_grad, (x, alpha, total), {})
        if routed is not _ov:
            return routed
    if _ov.dispatch and (routed := _route_dispatch(_dirichlet_grad, "_dirichlet_grad.default", (x, alpha, total),
                                                   {})) is not _ov:
        result = routed  # __torch_dispatch__'s result, made below autograd
    else:
        try:
            result = make_result(distribution_kernels.dirichlet_grad(unwrap(x), unwrap(alpha),
                                                                     unwrap(total)), (x, alpha, total))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (x, alpha, total)) from None
    if must_record(x, alpha, total):
        record_not_implemented("_dirichlet_grad", (x, alpha, total), result)
    return result


def add_(input, other, *deprecated, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor, in place on self   [derivatives.yaml:142]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_add_.call(add_, (self, other, *deprecated), True)
    if _ov.active:
        routed = _route_function(add_, (self, other), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(add_, forward.jvp_add, self, other, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {"alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = AddBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_alpha = alpha
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.add(self_array, other_array,
                   out=out) if alpha == 1 else np.add(self_array, np.multiply(other_array, alpha), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(add_, "add_.Tensor", (self, other), {"alpha": alpha})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.add(self_array,
                             other_array) if alpha == 1 else np.add(self_array, np.multiply(other_array, alpha))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sub_(input, other, *deprecated, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor, in place on self   [derivatives.yaml:152]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_sub_.call(sub_, (self, other, *deprecated), True)
    if _ov.active:
        routed = _route_function(sub_, (self, other), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(sub_, forward.jvp_sub, self, other, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {"alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = SubBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_alpha = alpha
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            pointwise_kernels.subtract(self_array, other_array, alpha, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(sub_, "sub_.Tensor", (self, other), {"alpha": alpha})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = pointwise_kernels.subtract(self_array, other_array, alpha)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def mul_(input, other):
    """mul(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:181]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mul_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(mul_, forward.jvp_mul, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = MulBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.multiply(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(mul_, "mul_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            written = np.multiply(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def div_(input, other):
    """div(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:191]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(div_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(div_, forward.jvp_div_default, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = DivBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.true_divide(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(div_, "div_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            written = np.true_divide(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def neg_(input):
    """neg(Tensor self) -> Tensor, in place on self   [derivatives.yaml:201]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(neg_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(neg_, forward.jvp_neg, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = NegBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            pointwise_kernels.negative(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(neg_, "neg_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.negative(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def reciprocal_(input):
    """reciprocal(Tensor self) -> Tensor, in place on self   [derivatives.yaml:209]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(reciprocal_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(reciprocal_, forward.jvp_reciprocal, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ReciprocalBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu' else unwrap(self),
                          out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(reciprocal_, "reciprocal_.default", (self,), {})
    else:
        try:
            written = np.reciprocal(unwrap(self).astype(np.float32) if unwrap(self).dtype.kind in 'biu'
                                    else unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def _pow__Tensor_Scalar(input, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor, in place on self   [derivatives.yaml:216]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(pow_, (self, exponent), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_pow__Tensor_Scalar, forward.jvp_pow_Tensor_Scalar, self, exponent)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, exponent), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = PowBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_exponent = exponent
    if dispatched:
        _dispatch_inplace(_pow__Tensor_Scalar, "pow_.Scalar", (self, exponent), {})
    else:
        try:
            written = pointwise_kernels.power(unwrap(self), exponent, True)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _pow__Tensor_Tensor(input, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor, in place on self   [derivatives.yaml:224]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(pow_, (self, exponent), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, exponent):
        return fw_inplace(_pow__Tensor_Tensor, forward.jvp_pow_Tensor_Tensor, self, exponent)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, exponent), {})
    grad_fn = None
    if must_record_inplace(self, exponent):
        check_inplace(self)
        grad_fn = PowBackward1()
        grad_fn.connect((self, exponent), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_exponent = save(exponent)
    if dispatched:
        _dispatch_inplace(_pow__Tensor_Tensor, "pow_.Tensor", (self, exponent), {})
    else:
        self_array, exponent_array = unwrap_operands(self, exponent)
        try:
            written = pointwise_kernels.power(self_array, exponent_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, exponent)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, exponent))
            raise
        write(self, written, (self, exponent))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def floor_divide_(input, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:262]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(floor_divide_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("floor_divide_", )
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = NotImplementedNode()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn.op = "floor_divide_"
    if dispatched:
        _dispatch_inplace(floor_divide_, "floor_divide_.default", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other, keep_float_scalars=True)
        try:
            written = pointwise_kernels.div_mode(self_array, other_array, 'floor')
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def atan2_(input, other):
    """atan2(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:301]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(atan2_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(atan2_, forward.jvp_atan2, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = Atan2Backward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_other = save(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arctan2(pointwise_kernels.floating(self_array), pointwise_kernels.floating(other_array), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(atan2_, "atan2_.default", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.arctan2(pointwise_kernels.floating(self_array), pointwise_kernels.floating(other_array))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def hypot_(input, other):
    """hypot(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:313]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hypot_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(hypot_, forward.jvp_hypot, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = HypotBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if dispatched:
        _dispatch_inplace(hypot_, "hypot_.default", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = pointwise_kernels.hypot(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def xlogy_(input, other):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:321]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(xlogy_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(xlogy_, forward.jvp_xlogy_Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = XlogyBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_other = save(other)
    if dispatched:
        _dispatch_inplace(xlogy_, "xlogy_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = pointwise_kernels.xlogy(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def remainder_(input, other):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:347]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(remainder_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(remainder_, forward.jvp_remainder_Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = RemainderBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if dispatched:
        _dispatch_inplace(remainder_, "remainder_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = pointwise_kernels.remainder(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def fmod_(input, other):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:371]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fmod_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(fmod_, forward.jvp_fmod_Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = FmodBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if dispatched:
        _dispatch_inplace(fmod_, "fmod_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = pointwise_kernels.fmod(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _lerp__Scalar(input, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor, in place on self   [derivatives.yaml:379]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lerp_, (self, end, weight), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, end):
        return fw_inplace(_lerp__Scalar, forward.jvp_lerp_Scalar, self, end, weight)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, end, weight), {})
    grad_fn = None
    if must_record_inplace(self, end):
        check_inplace(self)
        grad_fn = LerpBackward0()
        grad_fn.connect((self, end), ())  # edges from the inputs' history before the write
        grad_fn._saved_weight = weight
    if dispatched:
        _dispatch_inplace(_lerp__Scalar, "lerp_.Scalar", (self, end, weight), {})
    else:
        self_array, end_array = unwrap_operands(self, end, keep_float_scalars=True)
        try:
            written = pointwise_kernels.lerp(self_array, end_array, weight)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, end)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, end))
            raise
        write(self, written, (self, end))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _lerp__Tensor(input, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor, in place on self   [derivatives.yaml:387]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lerp_, (self, end, weight), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, end, weight):
        return fw_inplace(_lerp__Tensor, forward.jvp_lerp_Tensor, self, end, weight)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, end, weight), {})
    grad_fn = None
    if must_record_inplace(self, end, weight):
        check_inplace(self)
        grad_fn = LerpBackward1()
        grad_fn.connect((self, end, weight), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_end = save(end) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_weight = save(weight) if (grad_fn.next_functions[0][0] is not None
                                                     or grad_fn.next_functions[1][0] is not None) else None
    if dispatched:
        _dispatch_inplace(_lerp__Tensor, "lerp_.Tensor", (self, end, weight), {})
    else:
        self_array, end_array, weight_array = unwrap_operands(self, end, weight)
        try:
            written = pointwise_kernels.lerp(self_array, end_array, weight_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, end, weight)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, end, weight))
            raise
        write(self, written, (self, end, weight))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _masked_fill__Scalar(input, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor, in place on self
        [derivatives.yaml:396]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(masked_fill_, (self, mask, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_masked_fill__Scalar, forward.jvp_masked_fill_Scalar, self, mask, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, mask, value), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = MaskedFillBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_mask = save(mask)
    if dispatched:
        _dispatch_inplace(_masked_fill__Scalar, "masked_fill_.Scalar", (self, mask, value), {})
    else:
        try:
            written = indexing_kernels.masked_fill(unwrap(self), unwrap(mask), value)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, mask))
            raise
        write(self, written, (self, mask), expanded="masked_fill_")
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _masked_fill__Tensor(input, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor, in place on self
        [derivatives.yaml:408]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(masked_fill_, (self, mask, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, value):
        return fw_inplace(_masked_fill__Tensor, forward.jvp_masked_fill_Tensor, self, mask, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, mask, value), {})
    grad_fn = None
    if must_record_inplace(self, value):
        check_inplace(self)
        grad_fn = MaskedFillBackward1()
        grad_fn.connect((self, value), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_mask = save(mask)
    if dispatched:
        _dispatch_inplace(_masked_fill__Tensor, "masked_fill_.Tensor", (self, mask, value), {})
    else:
        try:
            written = indexing_kernels.masked_fill(unwrap(self), unwrap(mask), unwrap(value))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask, value)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, mask, value))
            raise
        write(self, written, (self, mask, value), expanded="masked_fill_")
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def exp_(input):
    """exp(Tensor self) -> Tensor, in place on self   [derivatives.yaml:425]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(exp_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(exp_, forward.jvp_exp, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ExpBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.exp(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(exp_, "exp_.default", (self,), {})
    else:
        try:
            written = np.exp(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def log_(input):
    """log(Tensor self) -> Tensor, in place on self   [derivatives.yaml:431]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(log_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(log_, forward.jvp_log, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LogBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.log(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(log_, "log_.default", (self,), {})
    else:
        try:
            written = np.log(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sqrt_(input):
    """sqrt(Tensor self) -> Tensor, in place on self   [derivatives.yaml:438]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sqrt_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sqrt_, forward.jvp_sqrt, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SqrtBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.sqrt(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(sqrt_, "sqrt_.default", (self,), {})
    else:
        try:
            written = np.sqrt(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def abs_(input):
    """abs(Tensor self) -> Tensor, in place on self   [derivatives.yaml:445]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(abs_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(abs_, forward.jvp_abs, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AbsBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            pointwise_kernels.absolute(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(abs_, "abs_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.absolute(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sign_(input):
    """sign(Tensor self) -> Tensor, in place on self   [derivatives.yaml:453]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sign_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sign_, forward.jvp_sign, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SignBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(sign_, "sign_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.sign(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sin_(input):
    """sin(Tensor self) -> Tensor, in place on self   [derivatives.yaml:459]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sin_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sin_, forward.jvp_sin, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SinBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.sin(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(sin_, "sin_.default", (self,), {})
    else:
        try:
            written = np.sin(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def cos_(input):
    """cos(Tensor self) -> Tensor, in place on self   [derivatives.yaml:465]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(cos_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(cos_, forward.jvp_cos, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CosBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.cos(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(cos_, "cos_.default", (self,), {})
    else:
        try:
            written = np.cos(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def tanh_(input):
    """tanh(Tensor self) -> Tensor, in place on self   [derivatives.yaml:471]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tanh_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(tanh_, forward.jvp_tanh, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TanhBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.tanh(unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(tanh_, "tanh_.default", (self,), {})
    else:
        try:
            written = np.tanh(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def sigmoid_(input):
    """sigmoid(Tensor self) -> Tensor, in place on self   [derivatives.yaml:477]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sigmoid_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sigmoid_, forward.jvp_sigmoid, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SigmoidBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(sigmoid_, "sigmoid_.default", (self,), {})
    else:
        try:
            written = activation_kernels.sigmoid(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def relu_(input):
    """relu(Tensor self) -> Tensor, in place on self   [derivatives.yaml:484]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(relu_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(relu_, forward.jvp_relu, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ReluBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.maximum(0, unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(relu_, "relu_.default", (self,), {})
    else:
        try:
            written = np.maximum(0, unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def _clamp__Tensor(input, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor,
        in place on self   [derivatives.yaml:500]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_, (self, min, max), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, min, max):
        return fw_inplace(_clamp__Tensor, forward.jvp_clamp_Tensor, self, min, max)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, min, max), {})
    grad_fn = None
    if must_record_inplace(self, min, max):
        check_inplace(self)
        grad_fn = ClampBackward0()
        grad_fn.connect((self, min, max), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._raw_saved_min = save(min)
        grad_fn._raw_saved_max = save(max)
    if dispatched:
        _dispatch_inplace(_clamp__Tensor, "clamp_.Tensor", (self, min, max), {})
    else:
        try:
            written = kernels.clamp(unwrap(self), unwrap(min), unwrap(max))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, min, max)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, min, max))
            raise
        write(self, written, (self, min, max))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _clamp__default(input, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor, in place on self   [derivatives.yaml:510]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_, (self, min, max), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_clamp__default, forward.jvp_clamp_default, self, min, max)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, min, max), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ClampBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_min = min
        grad_fn._saved_max = max
    if dispatched:
        _dispatch_inplace(_clamp__default, "clamp_.default", (self, min, max), {})
    else:
        try:
            written = kernels.clamp(unwrap(self), min, max)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def exp2_(input):
    """exp2(Tensor self) -> Tensor, in place on self   [derivatives.yaml:518]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(exp2_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(exp2_, forward.jvp_exp2, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Exp2Backward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.exp2(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(exp2_, "exp2_.default", (self,), {})
    else:
        try:
            written = np.exp2(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def expm1_(input):
    """expm1(Tensor self) -> Tensor, in place on self   [derivatives.yaml:524]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(expm1_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(expm1_, forward.jvp_expm1, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Expm1Backward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.expm1(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(expm1_, "expm1_.default", (self,), {})
    else:
        try:
            written = np.expm1(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def log2_(input):
    """log2(Tensor self) -> Tensor, in place on self   [derivatives.yaml:530]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(log2_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(log2_, forward.jvp_log2, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Log2Backward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.log2(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(log2_, "log2_.default", (self,), {})
    else:
        try:
            written = np.log2(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def log10_(input):
    """log10(Tensor self) -> Tensor, in place on self   [derivatives.yaml:537]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(log10_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(log10_, forward.jvp_log10, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Log10Backward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.log10(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(log10_, "log10_.default", (self,), {})
    else:
        try:
            written = np.log10(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def log1p_(input):
    """log1p(Tensor self) -> Tensor, in place on self   [derivatives.yaml:544]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(log1p_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(log1p_, forward.jvp_log1p, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Log1PBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.log1p(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(log1p_, "log1p_.default", (self,), {})
    else:
        try:
            written = np.log1p(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def rsqrt_(input):
    """rsqrt(Tensor self) -> Tensor, in place on self   [derivatives.yaml:551]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rsqrt_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(rsqrt_, forward.jvp_rsqrt, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = RsqrtBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.reciprocal(np.sqrt(pointwise_kernels.floating(unwrap(self))), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(rsqrt_, "rsqrt_.default", (self,), {})
    else:
        try:
            written = np.reciprocal(np.sqrt(pointwise_kernels.floating(unwrap(self))))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def tan_(input):
    """tan(Tensor self) -> Tensor, in place on self   [derivatives.yaml:558]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tan_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(tan_, forward.jvp_tan, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TanBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.tan(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(tan_, "tan_.default", (self,), {})
    else:
        try:
            written = np.tan(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def asin_(input):
    """asin(Tensor self) -> Tensor, in place on self   [derivatives.yaml:565]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(asin_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(asin_, forward.jvp_asin, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AsinBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arcsin(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(asin_, "asin_.default", (self,), {})
    else:
        try:
            written = np.arcsin(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def acos_(input):
    """acos(Tensor self) -> Tensor, in place on self   [derivatives.yaml:573]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(acos_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(acos_, forward.jvp_acos, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AcosBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arccos(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(acos_, "acos_.default", (self,), {})
    else:
        try:
            written = np.arccos(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def atan_(input):
    """atan(Tensor self) -> Tensor, in place on self   [derivatives.yaml:581]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(atan_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(atan_, forward.jvp_atan, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AtanBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arctan(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(atan_, "atan_.default", (self,), {})
    else:
        try:
            written = np.arctan(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sinh_(input):
    """sinh(Tensor self) -> Tensor, in place on self   [derivatives.yaml:588]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sinh_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sinh_, forward.jvp_sinh, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SinhBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.sinh(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(sinh_, "sinh_.default", (self,), {})
    else:
        try:
            written = np.sinh(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def cosh_(input):
    """cosh(Tensor self) -> Tensor, in place on self   [derivatives.yaml:594]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(cosh_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(cosh_, forward.jvp_cosh, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CoshBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.cosh(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(cosh_, "cosh_.default", (self,), {})
    else:
        try:
            written = np.cosh(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def erf_(input):
    """erf(Tensor self) -> Tensor, in place on self   [derivatives.yaml:620]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(erf_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(erf_, forward.jvp_erf, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ErfBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(erf_, "erf_.default", (self,), {})
    else:
        try:
            written = special_kernels.erf(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def erfc_(input):
    """erfc(Tensor self) -> Tensor, in place on self   [derivatives.yaml:626]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(erfc_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(erfc_, forward.jvp_erfc, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ErfcBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(erfc_, "erfc_.default", (self,), {})
    else:
        try:
            written = special_kernels.erfc(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def erfinv_(input):
    """erfinv(Tensor self) -> Tensor, in place on self   [derivatives.yaml:632]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(erfinv_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(erfinv_, forward.jvp_erfinv, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ErfinvBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(erfinv_, "erfinv_.default", (self,), {})
    else:
        try:
            written = special_kernels.erfinv(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def lgamma_(input):
    """lgamma(Tensor self) -> Tensor, in place on self   [derivatives.yaml:640]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lgamma_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(lgamma_, forward.jvp_lgamma, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LgammaBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(lgamma_, "lgamma_.default", (self,), {})
    else:
        try:
            written = special_kernels.lgamma(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def digamma_(input):
    """digamma(Tensor self) -> Tensor, in place on self   [derivatives.yaml:647]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(digamma_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(digamma_, forward.jvp_digamma, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = DigammaBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(digamma_, "digamma_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.digamma(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def i0_(input):
    """i0(Tensor self) -> Tensor, in place on self   [derivatives.yaml:661]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(i0_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(i0_, forward.jvp_i0, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = I0Backward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(i0_, "i0_.default", (self,), {})
    else:
        try:
            written = special_kernels.i0(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sinc_(input):
    """sinc(Tensor self) -> Tensor, in place on self   [derivatives.yaml:667]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sinc_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sinc_, forward.jvp_sinc, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SincBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(sinc_, "sinc_.default", (self,), {})
    else:
        try:
            written = special_kernels.sinc(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def logit_(input, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor, in place on self   [derivatives.yaml:674]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(logit_, (self, eps), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(logit_, forward.jvp_logit, self, eps)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, eps), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LogitBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_eps = eps
    if dispatched:
        _dispatch_inplace(logit_, "logit_.default", (self, eps), {})
    else:
        try:
            written = special_kernels.logit(unwrap(self), eps)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def mvlgamma_(input, p):
    """mvlgamma(Tensor self, int p) -> Tensor, in place on self   [derivatives.yaml:681]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mvlgamma_, (self, p), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(mvlgamma_, forward.jvp_mvlgamma, self, p)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, p), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = MvlgammaBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_p = p
    if dispatched:
        _dispatch_inplace(mvlgamma_, "mvlgamma_.default", (self, p), {})
    else:
        try:
            written = special_kernels.mvlgamma(unwrap(self), p)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def igamma_(input, other):
    """igamma(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:690]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(igamma_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("igamma_", self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = IgammaBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if dispatched:
        _dispatch_inplace(igamma_, "igamma_.default", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = special_kernels.gammainc(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def igammac_(input, other):
    """igammac(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:698]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(igammac_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("igammac_", self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = IgammacBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[1][0] is not None else None
    if dispatched:
        _dispatch_inplace(igammac_, "igammac_.default", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = special_kernels.gammaincc(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def floor_(input):
    """floor(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1154]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(floor_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(floor_, forward.jvp_floor, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = FloorBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(floor_, "floor_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.floor(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def ceil_(input):
    """ceil(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1160]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ceil_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(ceil_, forward.jvp_ceil, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CeilBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(ceil_, "ceil_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.ceil(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def round_(input):
    """round(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1166]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(round_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(round_, forward.jvp_round_default, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = RoundBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(round_, "round_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.round_(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def trunc_(input):
    """trunc(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1178]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(trunc_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(trunc_, forward.jvp_trunc, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TruncBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(trunc_, "trunc_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.trunc(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def frac_(input):
    """frac(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1185]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(frac_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(frac_, forward.jvp_frac, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = FracBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(frac_, "frac_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.frac(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def clamp_min_(input, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor, in place on self   [derivatives.yaml:1192]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_min_, (self, min), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(clamp_min_, forward.jvp_clamp_min_default, self, min)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, min), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ClampMinBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_min = min
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.maximum(min, unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(clamp_min_, "clamp_min_.default", (self, min), {})
    else:
        try:
            written = np.maximum(min, unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def clamp_max_(input, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor, in place on self   [derivatives.yaml:1206]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(clamp_max_, (self, max), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(clamp_max_, forward.jvp_clamp_max_default, self, max)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, max), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ClampMaxBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_max = max
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.minimum(max, unwrap(self), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(clamp_max_, "clamp_max_.default", (self, max), {})
    else:
        try:
            written = np.minimum(max, unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def nan_to_num_(input, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor,
        in place on self   [derivatives.yaml:1220]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nan_to_num_, (self, nan, posinf, neginf), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(nan_to_num_, forward.jvp_nan_to_num, self, nan, posinf, neginf)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, nan, posinf, neginf), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = NanToNumBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(nan_to_num_, "nan_to_num_.default", (self, nan, posinf, neginf), {})
    else:
        try:
            written = pointwise_kernels.nan_to_num(unwrap(self), nan, posinf, neginf)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def hardtanh_(input, min_val=-1, max_val=1):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor, in place on self
        [derivatives.yaml:1231]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardtanh_, (self, min_val, max_val), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(hardtanh_, forward.jvp_hardtanh, self, min_val, max_val)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, min_val, max_val), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = HardtanhBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_min_val = min_val
        grad_fn._saved_max_val = max_val
    if dispatched:
        _dispatch_inplace(hardtanh_, "hardtanh_.default", (self, min_val, max_val), {})
    else:
        try:
            written = activation_kernels.hardtanh(unwrap(self), min_val, max_val)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def silu_(input):
    """silu(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1309]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(silu_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(silu_, forward.jvp_silu, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SiluBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(silu_, "silu_.default", (self,), {})
    else:
        try:
            written = activation_kernels.silu(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def mish_(input):
    """mish(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1318]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(mish_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(mish_, forward.jvp_mish, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = MishBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(mish_, "mish_.default", (self,), {})
    else:
        try:
            written = activation_kernels.mish(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def hardsigmoid_(input):
    """hardsigmoid(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1342]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardsigmoid_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(hardsigmoid_, forward.jvp_hardsigmoid, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = HardsigmoidBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(hardsigmoid_, "hardsigmoid_.default", (self,), {})
    else:
        try:
            written = activation_kernels.hardsigmoid(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def hardswish_(input):
    """hardswish(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1351]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(hardswish_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(hardswish_, forward.jvp_hardswish, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = HardswishBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(hardswish_, "hardswish_.default", (self,), {})
    else:
        try:
            written = activation_kernels.hardswish(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def logical_and_(input, other):
    """logical_and(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:1409]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(logical_and_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("logical_and_", )
    if _ov.dispatch and _dispatch_inplace(logical_and_, "logical_and_.default", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    out = writable(self, (self, other))
    self_array, other_array = unwrap_operands(self, other)
    try:
        if not (out.flags.c_contiguous or out.flags.f_contiguous):
            raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
        np.logical_and(self_array, other_array, out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape), or strided: the checked path
        try:
            written = np.logical_and(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        return write(self, written, (self, other))
    self._bump_version()
    return self


def logical_or_(input, other):
    """logical_or(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:1415]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(logical_or_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("logical_or_", )
    if _ov.dispatch and _dispatch_inplace(logical_or_, "logical_or_.default", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    out = writable(self, (self, other))
    self_array, other_array = unwrap_operands(self, other)
    try:
        if not (out.flags.c_contiguous or out.flags.f_contiguous):
            raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
        np.logical_or(self_array, other_array, out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape), or strided: the checked path
        try:
            written = np.logical_or(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        return write(self, written, (self, other))
    self._bump_version()
    return self


def logical_xor_(input, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:1421]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(logical_xor_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("logical_xor_", )
    if _ov.dispatch and _dispatch_inplace(logical_xor_, "logical_xor_.default", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    out = writable(self, (self, other))
    self_array, other_array = unwrap_operands(self, other)
    try:
        if not (out.flags.c_contiguous or out.flags.f_contiguous):
            raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
        np.logical_xor(self_array, other_array, out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape), or strided: the checked path
        try:
            written = np.logical_xor(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        return write(self, written, (self, other))
    self._bump_version()
    return self


def bitwise_and_(input, other):
    """bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:1428]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bitwise_and_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("bitwise_and_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(bitwise_and_, "bitwise_and_.Tensor", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = pointwise_kernels.bitwise(np.bitwise_and, 'bitwise_and_cpu', self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def bitwise_or_(input, other):
    """bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:1435]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bitwise_or_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("bitwise_or_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(bitwise_or_, "bitwise_or_.Tensor", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = pointwise_kernels.bitwise(np.bitwise_or, 'bitwise_or_cpu', self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def bitwise_xor_(input, other):
    """bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:1442]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bitwise_xor_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("bitwise_xor_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(bitwise_xor_, "bitwise_xor_.Tensor", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = pointwise_kernels.bitwise(np.bitwise_xor, 'bitwise_xor_cpu', self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def logical_not_(input):
    """logical_not(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1449]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(logical_not_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("logical_not_", )
    if _ov.dispatch and _dispatch_inplace(logical_not_, "logical_not_.default", (self,), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    out = writable(self)
    try:
        if not (out.flags.c_contiguous or out.flags.f_contiguous):
            raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
        np.logical_not(unwrap(self), out=out)
    except (TypeError, ValueError):  # NumPy refused (dtype, shape), or strided: the checked path
        try:
            written = np.logical_not(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        return write(self, written, (self,))
    self._bump_version()
    return self


def bitwise_not_(input):
    """bitwise_not(Tensor self) -> Tensor, in place on self   [derivatives.yaml:1456]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bitwise_not_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("bitwise_not_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(bitwise_not_, "bitwise_not_.default", (self,), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    try:
        written = pointwise_kernels.bitwise_not(unwrap(self))
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
        writable(self, (self,))
        raise
    return write(self, written, (self,))


def cumsum_(input, dim=ABSENT, *, dtype=None, axis=ABSENT):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor, in place on self   [derivatives.yaml:1665]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("cumsum", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(cumsum_, (self, dim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(cumsum_, forward.jvp_cumsum, self, dim, dtype=dtype)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim), {"dtype": dtype})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CumsumBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
    if dispatched:
        _dispatch_inplace(cumsum_, "cumsum_.default", (self, dim), {"dtype": dtype})
    else:
        try:
            written = reduction_kernels.cumulative(np.cumsum, unwrap(self), dim, dtype)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def cumprod_(input, dim=ABSENT, *, dtype=None, axis=ABSENT):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor, in place on self   [derivatives.yaml:1673]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("cumprod", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(cumprod_, (self, dim), {"dtype": dtype})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(cumprod_, forward.jvp_cumprod, self, dim, dtype=dtype)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim), {"dtype": dtype})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CumprodBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_dim = dim
    if dispatched:
        _dispatch_inplace(cumprod_, "cumprod_.default", (self, dim), {"dtype": dtype})
    else:
        try:
            written = reduction_kernels.cumulative(np.cumprod, unwrap(self), dim, dtype)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def tril_(input, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor, in place on self   [derivatives.yaml:2049]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(tril_, (self, diagonal), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(tril_, forward.jvp_tril, self, diagonal)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, diagonal), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TrilBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_diagonal = diagonal
    if dispatched:
        _dispatch_inplace(tril_, "tril_.default", (self, diagonal), {})
    else:
        try:
            written = linalg_kernels.triangle(unwrap(self), diagonal, upper=False)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def triu_(input, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor, in place on self   [derivatives.yaml:2057]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(triu_, (self, diagonal), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(triu_, forward.jvp_triu, self, diagonal)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, diagonal), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TriuBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_diagonal = diagonal
    if dispatched:
        _dispatch_inplace(triu_, "triu_.default", (self, diagonal), {})
    else:
        try:
            written = linalg_kernels.triangle(unwrap(self), diagonal, upper=True)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _squeeze__default(input):
    """squeeze_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:2297]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(squeeze_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace_view(_squeeze__default, self)
    # self shows its memory anew (no value changes): recorded over its own history, as PyTorch's inplace_view ops
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SqueezeBackward3()
        grad_fn.connect((self,), ())
        grad_fn._saved_self_sizes = shape_of(self)
    if dispatched:
        _dispatch_inplace(_squeeze__default, "squeeze_.default", (self,), {})
        if is_wrapper(self):   # its handler changed the inner tensor's shape; the wrapper's follows, as
            # PyTorch's return_and_correct_aliasing sets a wrapper's metadata after an inplace_view op
            restride(self, kernels.squeeze(unwrap(self), None), lambda base_: squeeze(base_), None, bump=False)
    else:
        restride(self, kernels.squeeze(unwrap(self), None), lambda base_: squeeze(base_), None)
    if grad_fn is not None:
        set_view_history(self, grad_fn)
    return self


def _squeeze__dim(input, dim=ABSENT, *, axis=ABSENT):
    """squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!), in place on self   [derivatives.yaml:2306]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("squeeze_", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(squeeze_, (self, dim), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace_view(_squeeze__dim, self, dim)
    # self shows its memory anew (no value changes): recorded over its own history, as PyTorch's inplace_view ops
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SqueezeBackward4()
        grad_fn.connect((self,), ())
        grad_fn._saved_self_sizes = shape_of(self)
    if dispatched:
        _dispatch_inplace(_squeeze__dim, "squeeze_.dim", (self, dim), {})
        if is_wrapper(self):   # its handler changed the inner tensor's shape; the wrapper's follows, as
            # PyTorch's return_and_correct_aliasing sets a wrapper's metadata after an inplace_view op
            restride(self, kernels.squeeze(unwrap(self), dim), lambda base_: squeeze(base_, dim), None, bump=False)
    else:
        restride(self, kernels.squeeze(unwrap(self), dim), lambda base_: squeeze(base_, dim), None)
    if grad_fn is not None:
        set_view_history(self, grad_fn)
    return self


def _squeeze__dims(input, dim=ABSENT, *, axis=ABSENT):
    """squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!), in place on self   [derivatives.yaml:2315]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("squeeze_", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(squeeze_, (self, dim), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace_view(_squeeze__dims, self, dim)
    # self shows its memory anew (no value changes): recorded over its own history, as PyTorch's inplace_view ops
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SqueezeBackward5()
        grad_fn.connect((self,), ())
        grad_fn._saved_self_sizes = shape_of(self)
    if dispatched:
        _dispatch_inplace(_squeeze__dims, "squeeze_.dims", (self, dim), {})
        if is_wrapper(self):   # its handler changed the inner tensor's shape; the wrapper's follows, as
            # PyTorch's return_and_correct_aliasing sets a wrapper's metadata after an inplace_view op
            restride(self, kernels.squeeze(unwrap(self), dim), lambda base_: squeeze(base_, dim), None, bump=False)
    else:
        restride(self, kernels.squeeze(unwrap(self), dim), lambda base_: squeeze(base_, dim), None)
    if grad_fn is not None:
        set_view_history(self, grad_fn)
    return self


def unsqueeze_(input, dim=ABSENT, *, axis=ABSENT):
    """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!), in place on self   [derivatives.yaml:2324]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT:
        dim = numpy_keyword("unsqueeze_", "dim", dim, ABSENT, axis)
    if _ov.active:
        routed = _route_function(unsqueeze_, (self, dim), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace_view(unsqueeze_, self, dim)
    # self shows its memory anew (no value changes): recorded over its own history, as PyTorch's inplace_view ops
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = UnsqueezeBackward1()
        grad_fn.connect((self,), ())
        grad_fn._saved_dim = dim
    if dispatched:
        _dispatch_inplace(unsqueeze_, "unsqueeze_.default", (self, dim), {})
        if is_wrapper(self):   # its handler changed the inner tensor's shape; the wrapper's follows, as
            # PyTorch's return_and_correct_aliasing sets a wrapper's metadata after an inplace_view op
            restride(self, kernels.unsqueeze(unwrap(self), dim), lambda base_: unsqueeze(base_, dim), None, bump=False)
    else:
        restride(self, kernels.unsqueeze(unwrap(self), dim), lambda base_: unsqueeze(base_, dim), None)
    if grad_fn is not None:
        set_view_history(self, grad_fn)
    return self


def t_(input):
    """t_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:2333]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(t_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace_view(t_, self)
    # self shows its memory anew (no value changes): recorded over its own history, as PyTorch's inplace_view ops
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TBackward1()
        grad_fn.connect((self,), ())
    if dispatched:
        _dispatch_inplace(t_, "t_.default", (self,), {})
        if is_wrapper(self):   # its handler changed the inner tensor's shape; the wrapper's follows, as
            # PyTorch's return_and_correct_aliasing sets a wrapper's metadata after an inplace_view op
            restride(self, kernels.t(unwrap(self), 't_'), lambda base_: t(base_), lambda base_: t(base_), bump=False)
    else:
        restride(self, kernels.t(unwrap(self), 't_'), lambda base_: t(base_), lambda base_: t(base_))
    if grad_fn is not None:
        set_view_history(self, grad_fn)
    return self


def transpose_(input, dim0, dim1):
    """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!), in place on self   [derivatives.yaml:2342]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(transpose_, (self, dim0, dim1), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace_view(transpose_, self, dim0, dim1)
    # self shows its memory anew (no value changes): recorded over its own history, as PyTorch's inplace_view ops
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim0, dim1), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = TransposeBackward1()
        grad_fn.connect((self,), ())
        grad_fn._saved_dim0 = dim0
        grad_fn._saved_dim1 = dim1
    if dispatched:
        _dispatch_inplace(transpose_, "transpose_.default", (self, dim0, dim1), {})
        if is_wrapper(self):   # its handler changed the inner tensor's shape; the wrapper's follows, as
            # PyTorch's return_and_correct_aliasing sets a wrapper's metadata after an inplace_view op
            restride(self, kernels.transpose(unwrap(self), dim0, dim1), lambda base_: transpose(base_, dim0, dim1),
                     lambda base_: transpose(base_, dim0, dim1), bump=False)
    else:
        restride(self, kernels.transpose(unwrap(self), dim0, dim1), lambda base_: transpose(base_, dim0, dim1),
                 lambda base_: transpose(base_, dim0, dim1))
    if grad_fn is not None:
        set_view_history(self, grad_fn)
    return self


def index_add_(input, dim=ABSENT, index=ABSENT, source=ABSENT, *, alpha=1, axis=ABSENT):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor,
        in place on self   [derivatives.yaml:2571]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or source is ABSENT:
        dim = numpy_keyword("index_add", "dim", dim, ABSENT, axis, (("index", index), ("source", source),))
    if _ov.active:
        routed = _route_function(index_add_, (self, dim, index, source), {"alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, source):
        return fw_inplace(index_add_, forward.jvp_index_add, self, dim, index, source, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, source), {"alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, source):
        check_inplace(self)
        grad_fn = IndexAddBackward0()
        grad_fn.connect((self, source), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_alpha = alpha
    if dispatched:
        _dispatch_inplace(index_add_, "index_add_.default", (self, dim, index, source), {"alpha": alpha})
    else:
        indexing_kernels.check_index_and_source('index_add_', unwrap(self), dim, unwrap(index), unwrap(source))
        refuse_overlap(self, (source,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = indexing_kernels.index_add(unwrap(self), dim, unwrap(index), unwrap(source), alpha)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, source))
            raise
        write(self, written, (self, index, source))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _scatter__src(input, dim=ABSENT, index=ABSENT, src=ABSENT, *, axis=ABSENT):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor, in place on self
        [derivatives.yaml:2590]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or src is ABSENT:
        dim = numpy_keyword("scatter", "dim", dim, ABSENT, axis, (("index", index), ("src", src),))
    if _ov.active:
        routed = _route_function(scatter_, (self, dim, index, src), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, src):
        return fw_inplace(_scatter__src, forward.jvp_scatter_src, self, dim, index, src)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, src), {})
    grad_fn = None
    if must_record_inplace(self, src):
        check_inplace(self)
        grad_fn = ScatterBackward0()
        grad_fn.connect((self, src), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if dispatched:
        _dispatch_inplace(_scatter__src, "scatter_.src", (self, dim, index, src), {})
    else:
        indexing_kernels.scatter_checks(unwrap(self), dim, unwrap(index), unwrap(src))
        refuse_overlap(self, (src,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = indexing_kernels.scatter(unwrap(self), dim, unwrap(index), unwrap(src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, src)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, src))
            raise
        write(self, written, (self, index, src))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _scatter__value(input, dim=ABSENT, index=ABSENT, value=ABSENT, *, axis=ABSENT):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor,
        in place on self   [derivatives.yaml:2602]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or value is ABSENT:
        dim = numpy_keyword("scatter", "dim", dim, ABSENT, axis, (("index", index), ("value", value),))
    if _ov.active:
        routed = _route_function(scatter_, (self, dim, index, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_scatter__value, forward.jvp_scatter_value, self, dim, index, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, value), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ScatterBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if dispatched:
        _dispatch_inplace(_scatter__value, "scatter_.value", (self, dim, index, value), {})
    else:
        try:
            written = indexing_kernels.scatter(unwrap(self), dim, unwrap(index), value)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index))
            raise
        write(self, written, (self, index))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def scatter_add_(input, dim=ABSENT, index=ABSENT, src=ABSENT, *, axis=ABSENT):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor, in place on self
        [derivatives.yaml:2611]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or src is ABSENT:
        dim = numpy_keyword("scatter_add", "dim", dim, ABSENT, axis, (("index", index), ("src", src),))
    if _ov.active:
        routed = _route_function(scatter_add_, (self, dim, index, src), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, src):
        return fw_inplace(scatter_add_, forward.jvp_scatter_add, self, dim, index, src)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, src), {})
    grad_fn = None
    if must_record_inplace(self, src):
        check_inplace(self)
        grad_fn = ScatterAddBackward0()
        grad_fn.connect((self, src), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index) if grad_fn.next_functions[1][0] is not None else None
    if dispatched:
        _dispatch_inplace(scatter_add_, "scatter_add_.default", (self, dim, index, src), {})
    else:
        indexing_kernels.scatter_checks(unwrap(self), dim, unwrap(index), unwrap(src))
        refuse_overlap(self, (src,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = indexing_kernels.scatter(unwrap(self), dim, unwrap(index), unwrap(src), accumulate=True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, src)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, src))
            raise
        write(self, written, (self, index, src))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_put_(input, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor,
        in place on self   [derivatives.yaml:2649]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(index_put_, (self, indices, values, accumulate), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, values):
        return fw_inplace(index_put_, forward.jvp_index_put, self, indices, values, accumulate)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, indices, values, accumulate), {})
    grad_fn = None
    if must_record_inplace(self, values):
        check_inplace(self)
        grad_fn = IndexPutBackward0()
        grad_fn.connect((self, values), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_indices = SavedIndex(indices)
        grad_fn._saved_accumulate = accumulate
    if dispatched:
        _dispatch_inplace(index_put_, "index_put_.default", (self, indices, values, accumulate), {})
    else:
        try:
            written = indexing_kernels.index_put(unwrap(self), numpy_index(indices), unwrap(values), accumulate, True)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, values)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, values))
            raise
        write(self, written, (self, values), expanded="index_put_", check_inputs=False)
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _fill__Scalar(input, value):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!), in place on self   [derivatives.yaml:2679]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fill_, (self, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_fill__Scalar, forward.jvp_fill__Scalar, self, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, value), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = FillBackward2()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(_fill__Scalar, "fill_.Scalar", (self, value), {})
    else:
        try:
            written = np.full_like(unwrap(self), value)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,), fills=True)
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _fill__Tensor(input, value):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!), in place on self   [derivatives.yaml:2687]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(fill_, (self, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, value):
        return fw_inplace(_fill__Tensor, forward.jvp_fill__Tensor, self, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, value), {})
    grad_fn = None
    if must_record_inplace(self, value):
        check_inplace(self)
        grad_fn = FillBackward3()
        grad_fn.connect((self, value), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(_fill__Tensor, "fill_.Tensor", (self, value), {})
    else:
        try:
            written = kernels.fill(unwrap(self), unwrap(value))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, value)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, value))
            raise
        write(self, written, (self, value))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def zero_(input):
    """zero_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:2694]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(zero_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(zero_, forward.jvp_zero_, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ZeroBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(zero_, "zero_.default", (self,), {})
    else:
        try:
            written = np.zeros_like(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,), fills=True)
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def copy_(input, src, non_blocking=False):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!),
        in place on self   [derivatives.yaml:2701]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(copy_, (self, src, non_blocking), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, src):
        return fw_inplace(copy_, forward.jvp_copy_, self, src, non_blocking)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, src, non_blocking), {})
    grad_fn = None
    if must_record_inplace(self, src):
        check_inplace(self)
        grad_fn = CopyBackwards()
        grad_fn.connect((self, src), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(copy_, "copy_.default", (self, src, non_blocking), {})
    else:
        try:
            written = kernels.copy_into(unwrap(self), unwrap(src))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, src)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, src))
            raise
        write(self, written, (self, src), expanded="same_source")
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def put_(input, index, source, accumulate=False):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor,
        in place on self   [derivatives.yaml:2916]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(put_, (self, index, source, accumulate), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, source):
        return fw_inplace(put_, forward.jvp_put, self, index, source, accumulate)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, index, source, accumulate), {})
    grad_fn = None
    if must_record_inplace(self, source):
        check_inplace(self)
        grad_fn = PutBackward0()
        grad_fn.connect((self, source), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_index = save(index)
        grad_fn._raw_saved_source = save(source)
        grad_fn._saved_accumulate = accumulate
    if dispatched:
        _dispatch_inplace(put_, "put_.default", (self, index, source, accumulate), {})
    else:
        scatter_kernels.put_checks(unwrap(self), unwrap(index), unwrap(source))
        refuse_overlap(self, (source,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = scatter_kernels.put(unwrap(self), unwrap(index), unwrap(source), accumulate)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, source))
            raise
        write(self, written, (self, index, source))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _index_fill__int_Scalar(input, dim=ABSENT, index=ABSENT, value=ABSENT, *, axis=ABSENT):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor,
        in place on self   [derivatives.yaml:2928]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or value is ABSENT:
        dim = numpy_keyword("index_fill", "dim", dim, ABSENT, axis, (("index", index), ("value", value),))
    if _ov.active:
        routed = _route_function(index_fill_, (self, dim, index, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_index_fill__int_Scalar, forward.jvp_index_fill_int_Scalar, self, dim, index, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, value), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = IndexFillBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if dispatched:
        _dispatch_inplace(_index_fill__int_Scalar, "index_fill_.int_Scalar", (self, dim, index, value), {})
    else:
        try:
            written = scatter_kernels.index_fill(unwrap(self), dim, unwrap(index), value)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index))
            raise
        write(self, written, (self, index))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _index_fill__int_Tensor(input, dim=ABSENT, index=ABSENT, value=ABSENT, *, axis=ABSENT):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor,
        in place on self   [derivatives.yaml:2939]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or value is ABSENT:
        dim = numpy_keyword("index_fill", "dim", dim, ABSENT, axis, (("index", index), ("value", value),))
    if _ov.active:
        routed = _route_function(index_fill_, (self, dim, index, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, value):
        return fw_inplace(_index_fill__int_Tensor, forward.jvp_index_fill_int_Tensor, self, dim, index, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, value), {})
    grad_fn = None
    if must_record_inplace(self, value):
        check_inplace(self)
        grad_fn = IndexFillBackward1()
        grad_fn.connect((self, value), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
    if dispatched:
        _dispatch_inplace(_index_fill__int_Tensor, "index_fill_.int_Tensor", (self, dim, index, value), {})
    else:
        try:
            written = scatter_kernels.index_fill(unwrap(self), dim, unwrap(index), unwrap(value))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, value)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, value))
            raise
        write(self, written, (self, index, value))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_copy_(input, dim=ABSENT, index=ABSENT, source=ABSENT, *, axis=ABSENT):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor,
        in place on self   [derivatives.yaml:2951]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or source is ABSENT:
        dim = numpy_keyword("index_copy", "dim", dim, ABSENT, axis, (("index", index), ("source", source),))
    if _ov.active:
        routed = _route_function(index_copy_, (self, dim, index, source), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, source):
        return fw_inplace(index_copy_, forward.jvp_index_copy, self, dim, index, source)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, source), {})
    grad_fn = None
    if must_record_inplace(self, source):
        check_inplace(self)
        grad_fn = IndexCopyBackward0()
        grad_fn.connect((self, source), ())  # edges from the inputs' history before the write
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._saved_source_sizes = shape_of(source)
    if dispatched:
        _dispatch_inplace(index_copy_, "index_copy_.default", (self, dim, index, source), {})
    else:
        refuse_overlap(self, (source,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = scatter_kernels.index_copy(unwrap(self), dim, unwrap(index), unwrap(source))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, source))
            raise
        write(self, written, (self, index, source))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_reduce_(input, dim=ABSENT, index=ABSENT, source=ABSENT, reduce=ABSENT, *, include_self=True, axis=ABSENT):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor,
        in place on self   [derivatives.yaml:2963]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or source is ABSENT or reduce is ABSENT:
        dim = numpy_keyword("index_reduce", "dim", dim, ABSENT, axis,
                            (("index", index), ("source", source), ("reduce", reduce),))
    if _ov.active:
        routed = _route_function(index_reduce_, (self, dim, index, source, reduce), {"include_self": include_self})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("index_reduce_", self, source)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, source, reduce), {"include_self": include_self})
    grad_fn = None
    if must_record_inplace(self, source):
        check_inplace(self)
        grad_fn = IndexReduceBackward0()
        grad_fn.connect((self, source), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._raw_saved_source = save(source)
        grad_fn._saved_reduce = reduce
        grad_fn._saved_include_self = include_self
    if dispatched:
        _dispatch_inplace(index_reduce_, "index_reduce_.default", (self, dim, index, source, reduce),
                          {"include_self": include_self})
    else:
        scatter_kernels.index_reduce_checks(unwrap(self), dim, unwrap(index), unwrap(source), reduce)
        refuse_overlap(self, (source,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = scatter_kernels.index_reduce(unwrap(self), dim, unwrap(index), unwrap(source), reduce,
                                                   include_self)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, source)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, source))
            raise
        write(self, written, (self, index, source))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def masked_scatter_(input, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor, in place on self   [derivatives.yaml:2977]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(masked_scatter_, (self, mask, source), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, source):
        return fw_inplace(masked_scatter_, forward.jvp_masked_scatter, self, mask, source)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, mask, source), {})
    grad_fn = None
    if must_record_inplace(self, source):
        check_inplace(self)
        grad_fn = MaskedScatterBackward0()
        grad_fn.connect((self, source), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_mask = save(mask)
        grad_fn._saved_source_sizes = shape_of(source)
    if dispatched:
        _dispatch_inplace(masked_scatter_, "masked_scatter_.default", (self, mask, source), {})
    else:
        try:
            written = scatter_kernels.masked_scatter(unwrap(self), unwrap(mask), unwrap(source))
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mask, source)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, mask, source))
            raise
        write(self, written, (self, mask, source))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def scatter_reduce_(input, dim=ABSENT, index=ABSENT, src=ABSENT, reduce=ABSENT, *, include_self=True, axis=ABSENT):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *,
        bool include_self=True) -> Tensor, in place on self   [derivatives.yaml:2996]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or index is ABSENT or src is ABSENT or reduce is ABSENT:
        dim = numpy_keyword("scatter_reduce", "dim", dim, ABSENT, axis,
                            (("index", index), ("src", src), ("reduce", reduce),))
    if _ov.active:
        routed = _route_function(scatter_reduce_, (self, dim, index, src, reduce), {"include_self": include_self})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, src):
        return fw_inplace(scatter_reduce_, forward.jvp_scatter_reduce, self, dim, index, src, reduce,
                          include_self=include_self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, dim, index, src, reduce), {"include_self": include_self})
    grad_fn = None
    if must_record_inplace(self, src):
        check_inplace(self)
        grad_fn = ScatterReduceBackward0()
        grad_fn.connect((self, src), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_dim = dim
        grad_fn._raw_saved_index = save(index)
        grad_fn._raw_saved_src = save(src)
        grad_fn._saved_reduce = reduce
        grad_fn._saved_include_self = include_self
    if dispatched:
        _dispatch_inplace(scatter_reduce_, "scatter_reduce_.two", (self, dim, index, src, reduce),
                          {"include_self": include_self})
    else:
        indexing_kernels.scatter_checks(unwrap(self), dim, unwrap(index), unwrap(src))
        refuse_overlap(self, (src,))  # PyTorch's assert_no_overlap, before the kernel
        try:
            written = scatter_kernels.scatter_reduce(unwrap(self), dim, unwrap(index), unwrap(src), reduce,
                                                     include_self)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, index, src)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, index, src))
            raise
        write(self, written, (self, index, src))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def addmv_(input, mat, vec, *, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor,
        in place on self   [derivatives.yaml:3187]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(addmv_, (self, mat, vec), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, mat, vec):
        return fw_inplace(addmv_, forward.jvp_addmv, self, mat, vec, beta=beta, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, mat, vec), {"beta": beta, "alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, mat, vec):
        check_inplace(self)
        grad_fn = AddmvBackward0()
        grad_fn.connect((self, mat, vec), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_mat = save(mat) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_vec = save(vec) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if dispatched:
        _dispatch_inplace(addmv_, "addmv_.default", (self, mat, vec), {"beta": beta, "alpha": alpha})
    else:
        try:
            written = matmul_kernels.addmv(unwrap(self), unwrap(mat), unwrap(vec), beta, alpha)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, mat, vec)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, mat, vec))
            raise
        write(self, written, (self, mat, vec), structured=True)
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def addr_(input, vec1, vec2, *, beta=1, alpha=1):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor,
        in place on self   [derivatives.yaml:3199]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(addr_, (self, vec1, vec2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, vec1, vec2):
        return fw_inplace(addr_, forward.jvp_addr, self, vec1, vec2, beta=beta, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, vec1, vec2), {"beta": beta, "alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, vec1, vec2):
        check_inplace(self)
        grad_fn = AddrBackward0()
        grad_fn.connect((self, vec1, vec2), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_vec1 = save(vec1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_vec2 = save(vec2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if dispatched:
        _dispatch_inplace(addr_, "addr_.default", (self, vec1, vec2), {"beta": beta, "alpha": alpha})
    else:
        try:
            written = matmul_kernels.addr(unwrap(self), unwrap(vec1), unwrap(vec2), beta, alpha)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, vec1, vec2)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, vec1, vec2))
            raise
        write(self, written, (self, vec1, vec2))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def baddbmm_(input, batch1, batch2, *, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor,
        in place on self   [derivatives.yaml:3210]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(baddbmm_, (self, batch1, batch2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, batch1, batch2):
        return fw_inplace(baddbmm_, forward.jvp_baddbmm, self, batch1, batch2, beta=beta, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, batch1, batch2), {"beta": beta, "alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, batch1, batch2):
        check_inplace(self)
        grad_fn = BaddbmmBackward0()
        grad_fn.connect((self, batch1, batch2), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_batch1 = save(batch1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_batch2 = save(batch2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if dispatched:
        _dispatch_inplace(baddbmm_, "baddbmm_.default", (self, batch1, batch2), {"beta": beta, "alpha": alpha})
    else:
        try:
            written = matmul_kernels.baddbmm(unwrap(self), unwrap(batch1), unwrap(batch2), beta, alpha)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, batch1, batch2)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, batch1, batch2))
            raise
        write(self, written, (self, batch1, batch2), structured=True)
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def addbmm_(input, batch1, batch2, *, beta=1, alpha=1):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor,
        in place on self   [derivatives.yaml:3223]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(addbmm_, (self, batch1, batch2), {"beta": beta, "alpha": alpha})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, batch1, batch2):
        return fw_inplace(addbmm_, forward.jvp_addbmm, self, batch1, batch2, beta=beta, alpha=alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, batch1, batch2), {"beta": beta, "alpha": alpha})
    grad_fn = None
    if must_record_inplace(self, batch1, batch2):
        check_inplace(self)
        grad_fn = AddbmmBackward0()
        grad_fn.connect((self, batch1, batch2), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_batch1 = save(batch1) if (grad_fn.next_functions[1][0] is not None
                                                     or grad_fn.next_functions[2][0] is not None) else None
        grad_fn._raw_saved_batch2 = save(batch2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_beta = beta
        grad_fn._saved_alpha = alpha
    if dispatched:
        _dispatch_inplace(addbmm_, "addbmm_.default", (self, batch1, batch2), {"beta": beta, "alpha": alpha})
    else:
        try:
            written = matmul_kernels.addbmm(unwrap(self), unwrap(batch1), unwrap(batch2), beta, alpha)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, batch1, batch2)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, batch1, batch2))
            raise
        write(self, written, (self, batch1, batch2))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def bitwise_left_shift_(input, other):
    """bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4124]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bitwise_left_shift_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("bitwise_left_shift_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(bitwise_left_shift_, "bitwise_left_shift_.Tensor", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = pointwise_kernels.bitwise(pointwise_kernels.left_shift, 'lshift_cpu', self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def bitwise_right_shift_(input, other):
    """bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4131]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(bitwise_right_shift_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("bitwise_right_shift_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(bitwise_right_shift_, "bitwise_right_shift_.Tensor", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = pointwise_kernels.bitwise(pointwise_kernels.right_shift, 'rshift_cpu', self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def asinh_(input):
    """asinh_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:4140]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(asinh_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("asinh_", self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AsinhBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arcsinh(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(asinh_, "asinh_.default", (self,), {})
    else:
        try:
            written = np.arcsinh(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def acosh_(input):
    """acosh_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:4145]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(acosh_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("acosh_", self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AcoshBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arccosh(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(acosh_, "acosh_.default", (self,), {})
    else:
        try:
            written = np.arccosh(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def atanh_(input):
    """atanh_(Tensor(a!) self) -> Tensor(a!), in place on self   [derivatives.yaml:4150]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(atanh_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("atanh_", self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = AtanhBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.arctanh(pointwise_kernels.floating(unwrap(self)), out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(atanh_, "atanh_.default", (self,), {})
    else:
        try:
            written = np.arctanh(pointwise_kernels.floating(unwrap(self)))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _eq__Scalar(input, other):
    """eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!), in place on self   [derivatives.yaml:4157]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(eq_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_eq__Scalar, forward.jvp_eq__Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = EqBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.equal(unwrap(self), other, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_eq__Scalar, "eq_.Scalar", (self, other), {})
    else:
        try:
            written = np.equal(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _eq__Tensor(input, other):
    """eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!), in place on self   [derivatives.yaml:4164]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(eq_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_eq__Tensor, forward.jvp_eq__Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = EqBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_other_info = info_of(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.equal(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_eq__Tensor, "eq_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.equal(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _ne__Scalar(input, other):
    """ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!), in place on self   [derivatives.yaml:4172]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ne_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_ne__Scalar, forward.jvp_ne__Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = NeBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.not_equal(unwrap(self), other, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_ne__Scalar, "ne_.Scalar", (self, other), {})
    else:
        try:
            written = np.not_equal(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _ne__Tensor(input, other):
    """ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!), in place on self   [derivatives.yaml:4179]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ne_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_ne__Tensor, forward.jvp_ne__Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = NeBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_other_info = info_of(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.not_equal(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_ne__Tensor, "ne_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.not_equal(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _lt__Scalar(input, other):
    """lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!), in place on self   [derivatives.yaml:4187]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lt_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_lt__Scalar, forward.jvp_lt__Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LtBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.less(unwrap(self), other, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_lt__Scalar, "lt_.Scalar", (self, other), {})
    else:
        try:
            written = np.less(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _lt__Tensor(input, other):
    """lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!), in place on self   [derivatives.yaml:4194]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lt_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_lt__Tensor, forward.jvp_lt__Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = LtBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_other_info = info_of(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.less(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_lt__Tensor, "lt_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.less(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _le__Scalar(input, other):
    """le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!), in place on self   [derivatives.yaml:4202]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(le_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_le__Scalar, forward.jvp_le__Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LeBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.less_equal(unwrap(self), other, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_le__Scalar, "le_.Scalar", (self, other), {})
    else:
        try:
            written = np.less_equal(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _le__Tensor(input, other):
    """le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!), in place on self   [derivatives.yaml:4209]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(le_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_le__Tensor, forward.jvp_le__Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = LeBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_other_info = info_of(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.less_equal(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_le__Tensor, "le_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.less_equal(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _gt__Scalar(input, other):
    """gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!), in place on self   [derivatives.yaml:4217]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(gt_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_gt__Scalar, forward.jvp_gt__Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = GtBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.greater(unwrap(self), other, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_gt__Scalar, "gt_.Scalar", (self, other), {})
    else:
        try:
            written = np.greater(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _gt__Tensor(input, other):
    """gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!), in place on self   [derivatives.yaml:4224]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(gt_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_gt__Tensor, forward.jvp_gt__Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = GtBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_other_info = info_of(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.greater(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_gt__Tensor, "gt_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.greater(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _ge__Scalar(input, other):
    """ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!), in place on self   [derivatives.yaml:4232]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ge_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_ge__Scalar, forward.jvp_ge__Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = GeBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    elif not dispatched:
        out = writable(self)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.greater_equal(unwrap(self), other, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_ge__Scalar, "ge_.Scalar", (self, other), {})
    else:
        try:
            written = np.greater_equal(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _ge__Tensor(input, other):
    """ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!), in place on self   [derivatives.yaml:4239]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ge_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_ge__Tensor, forward.jvp_ge__Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = GeBackward1()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._saved_other_info = info_of(other)
    elif not dispatched:
        out = writable(self, (self, other))
        self_array, other_array = unwrap_operands(self, other)
        try:
            if not (out.flags.c_contiguous or out.flags.f_contiguous):
                raise ValueError  # NumPy does not promise an out= aliasing a strided input (np.negative)
            np.greater_equal(self_array, other_array, out=out)
        except (TypeError, ValueError):
            pass  # NumPy refused (dtype, shape), or strided: the checked write below (out of place)
        else:
            self._bump_version()
            return self
    if dispatched:
        _dispatch_inplace(_ge__Tensor, "ge_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = np.greater_equal(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def sgn_(input):
    """sgn(Tensor self) -> Tensor, in place on self   [derivatives.yaml:4248]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(sgn_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(sgn_, forward.jvp_sgn, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = SgnBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(sgn_, "sgn_.default", (self,), {})
    else:
        try:
            written = pointwise_kernels.sign(unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def polygamma_(input, n):
    """polygamma_(Tensor(a!) self, int n) -> Tensor(a!), in place on self   [derivatives.yaml:4255]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(polygamma_, (self, n), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(polygamma_, forward.jvp_polygamma_, self, n)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, n), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = PolygammaBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_n = n
    if dispatched:
        _dispatch_inplace(polygamma_, "polygamma_.default", (self, n), {})
    else:
        try:
            written = pointwise_kernels.polygamma(n, unwrap(self))
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _copysign__Tensor(input, other):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4262]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(copysign_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(_copysign__Tensor, forward.jvp_copysign_Tensor, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = CopysignBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._saved_other_info = info_of(other)
    if dispatched:
        _dispatch_inplace(_copysign__Tensor, "copysign_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = elementwise_kernels.copysign(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def _copysign__Scalar(input, other):
    """copysign.Scalar(Tensor self, Scalar other) -> Tensor, in place on self   [derivatives.yaml:4270]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(copysign_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(_copysign__Scalar, forward.jvp_copysign_Scalar, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CopysignBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
    if dispatched:
        _dispatch_inplace(_copysign__Scalar, "copysign_.Scalar", (self, other), {})
    else:
        try:
            written = elementwise_kernels.copysign(unwrap(self), other)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def ldexp_(input, other):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4305]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(ldexp_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(ldexp_, forward.jvp_ldexp, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = LdexpBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_other = save(other) if grad_fn.next_functions[0][0] is not None else None
    if dispatched:
        _dispatch_inplace(ldexp_, "ldexp_.Tensor", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = elementwise_kernels.ldexp(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def nextafter_(input, other):
    """nextafter(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4322]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(nextafter_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, other):
        return fw_inplace(nextafter_, forward.jvp_nextafter, self, other)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, other), {})
    grad_fn = None
    if must_record_inplace(self, other):
        check_inplace(self)
        grad_fn = NextafterBackward0()
        grad_fn.connect((self, other), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self) if grad_fn.next_functions[0][0] is not None else None
        grad_fn._raw_saved_other = save(other)
    if dispatched:
        _dispatch_inplace(nextafter_, "nextafter_.default", (self, other), {})
    else:
        self_array, other_array = unwrap_operands(self, other)
        try:
            written = elementwise_kernels.nextafter(self_array, other_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, other)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, other))
            raise
        write(self, written, (self, other))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def gcd_(input, other):
    """gcd(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4331]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(gcd_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("gcd_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(gcd_, "gcd_.default", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = elementwise_kernels.gcd(self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def lcm_(input, other):
    """lcm(Tensor self, Tensor other) -> Tensor, in place on self   [derivatives.yaml:4338]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(lcm_, (self, other), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("lcm_", )
    if must_record_inplace(self):
        check_inplace(self)  # not recorded (no derivative), but refused where PyTorch refuses it
    if _ov.dispatch and _dispatch_inplace(lcm_, "lcm_.default", (self, other), {}):
        return self  # __torch_dispatch__ wrote self, below autograd
    self_array, other_array = unwrap_operands(self, other)
    try:
        written = elementwise_kernels.lcm(self_array, other_array)
    except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
        raise broadcast_error(error, (self, other)) from None
    except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
        check_written_shape(self, (self, other))
        raise
    return write(self, written, (self, other))


def heaviside_(input, values):
    """heaviside(Tensor self, Tensor values) -> Tensor, in place on self   [derivatives.yaml:4345]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(heaviside_, (self, values), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("heaviside_", )
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, values), {})
    grad_fn = None
    if must_record_inplace(self, values):
        check_inplace(self)
        grad_fn = NotImplementedNode()
        grad_fn.connect((self, values), ())  # edges from the inputs' history before the write
        grad_fn.op = "heaviside_"
    if dispatched:
        _dispatch_inplace(heaviside_, "heaviside_.default", (self, values), {})
    else:
        self_array, values_array = unwrap_operands(self, values)
        try:
            written = elementwise_kernels.heaviside(self_array, values_array)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, values)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, values))
            raise
        write(self, written, (self, values))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def deg2rad_(input):
    """deg2rad(Tensor self) -> Tensor, in place on self   [derivatives.yaml:4399]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(deg2rad_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(deg2rad_, forward.jvp_deg2rad, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Deg2RadBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(deg2rad_, "deg2rad_.default", (self,), {})
    else:
        try:
            written = elementwise_kernels.degrees_scale(unwrap(self), elementwise_kernels.RADIANS_PER_DEGREE)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def rad2deg_(input):
    """rad2deg(Tensor self) -> Tensor, in place on self   [derivatives.yaml:4406]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rad2deg_, (self,), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(rad2deg_, forward.jvp_rad2deg, self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self,), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = Rad2DegBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
    if dispatched:
        _dispatch_inplace(rad2deg_, "rad2deg_.default", (self,), {})
    else:
        try:
            written = elementwise_kernels.degrees_scale(unwrap(self), elementwise_kernels.DEGREES_PER_RADIAN)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def addcmul_(input, tensor1, tensor2, *deprecated, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor,
        in place on self   [derivatives.yaml:4413]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_addcmul_.call(addcmul_, (self, tensor1, tensor2, *deprecated), True)
    if _ov.active:
        routed = _route_function(addcmul_, (self, tensor1, tensor2), {"value": value})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, tensor1, tensor2):
        return fw_inplace(addcmul_, forward.jvp_addcmul, self, tensor1, tensor2, value=value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, tensor1, tensor2), {"value": value})
    grad_fn = None
    if must_record_inplace(self, tensor1, tensor2):
        check_inplace(self)
        grad_fn = AddcmulBackward0()
        grad_fn.connect((self, tensor1, tensor2), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_tensor1 = save(tensor1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_tensor2 = save(tensor2) if grad_fn.next_functions[1][0] is not None else None
        grad_fn._saved_value = value
    if dispatched:
        _dispatch_inplace(addcmul_, "addcmul_.default", (self, tensor1, tensor2), {"value": value})
    else:
        self_array, tensor1_array, tensor2_array = unwrap_operands(self, tensor1, tensor2)
        try:
            written = elementwise_kernels.addcmul(self_array, tensor1_array, tensor2_array, value)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, tensor1, tensor2)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, tensor1, tensor2))
            raise
        write(self, written, (self, tensor1, tensor2))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def addcdiv_(input, tensor1, tensor2, *deprecated, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor,
        in place on self   [derivatives.yaml:4423]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if deprecated:  # one of PyTorch's deprecated argument orders (x.add_(2, y)), with its warning
        return DEPRECATED_addcdiv_.call(addcdiv_, (self, tensor1, tensor2, *deprecated), True)
    if _ov.active:
        routed = _route_function(addcdiv_, (self, tensor1, tensor2), {"value": value})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self, tensor1, tensor2):
        return fw_inplace(addcdiv_, forward.jvp_addcdiv, self, tensor1, tensor2, value=value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, tensor1, tensor2), {"value": value})
    grad_fn = None
    if must_record_inplace(self, tensor1, tensor2):
        check_inplace(self)
        grad_fn = AddcdivBackward0()
        grad_fn.connect((self, tensor1, tensor2), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_tensor1 = save(tensor1) if grad_fn.next_functions[2][0] is not None else None
        grad_fn._raw_saved_tensor2 = save(tensor2) if (grad_fn.next_functions[1][0] is not None
                                                       or grad_fn.next_functions[2][0] is not None) else None
        grad_fn._saved_value = value
    if dispatched:
        _dispatch_inplace(addcdiv_, "addcdiv_.default", (self, tensor1, tensor2), {"value": value})
    else:
        self_array, tensor1_array, tensor2_array = unwrap_operands(self, tensor1, tensor2)
        try:
            written = elementwise_kernels.addcdiv(self_array, tensor1_array, tensor2_array, value)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, tensor1, tensor2)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, tensor1, tensor2))
            raise
        write(self, written, (self, tensor1, tensor2))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def renorm_(input, p, dim=ABSENT, maxnorm=ABSENT, *, axis=ABSENT):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor, in place on self   [derivatives.yaml:4442]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if axis is not ABSENT or dim is ABSENT or maxnorm is ABSENT:
        dim = numpy_keyword("renorm", "dim", dim, ABSENT, axis, (("maxnorm", maxnorm),))
    if _ov.active:
        routed = _route_function(renorm_, (self, p, dim, maxnorm), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(renorm_, forward.jvp_renorm, self, p, dim, maxnorm)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, p, dim, maxnorm), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = RenormBackward0()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_p = p
        grad_fn._saved_dim = dim
        grad_fn._saved_maxnorm = maxnorm
    if dispatched:
        _dispatch_inplace(renorm_, "renorm_.default", (self, p, dim, maxnorm), {})
    else:
        try:
            written = statistics_kernels.renorm(unwrap(self), p, dim, maxnorm)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def elu_(input, alpha=1, scale=1, input_scale=1):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!),
        in place on self   [derivatives.yaml:4457]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(elu_, (self, alpha, scale, input_scale), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(elu_, forward.jvp_elu_, self, alpha, scale, input_scale)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, alpha, scale, input_scale), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = EluBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_alpha = alpha
        grad_fn._saved_scale = scale
        grad_fn._saved_input_scale = input_scale
    if dispatched:
        _dispatch_inplace(elu_, "elu_.default", (self, alpha, scale, input_scale), {})
    else:
        try:
            written = activation_kernels.elu(unwrap(self), alpha, scale, input_scale)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def celu_(input, alpha=1.0):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!), in place on self   [derivatives.yaml:4466]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(celu_, (self, alpha), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(celu_, forward.jvp_celu_, self, alpha)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, alpha), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = CeluBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_alpha = alpha
    if dispatched:
        _dispatch_inplace(celu_, "celu_.default", (self, alpha), {})
    else:
        try:
            written = activation_kernels.celu(unwrap(self), alpha)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def leaky_relu_(input, negative_slope=0.01):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!),
        in place on self   [derivatives.yaml:4474]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(leaky_relu_, (self, negative_slope), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(leaky_relu_, forward.jvp_leaky_relu_, self, negative_slope)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, negative_slope), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = LeakyReluBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._saved_negative_slope = negative_slope
    if dispatched:
        _dispatch_inplace(leaky_relu_, "leaky_relu_.default", (self, negative_slope), {})
    else:
        try:
            written = activation_kernels.leaky_relu(unwrap(self), negative_slope)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def threshold_(input, threshold, value):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!),
        in place on self   [derivatives.yaml:4491]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(threshold_, (self, threshold, value), {})
        if routed is not _ov:
            return routed
    if _fw.active and any_tangent(self):
        return fw_inplace(threshold_, forward.jvp_threshold_, self, threshold, value)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, threshold, value), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = ThresholdBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_self = save_original(self)
        grad_fn._saved_threshold = threshold
    if dispatched:
        _dispatch_inplace(threshold_, "threshold_.default", (self, threshold, value), {})
    else:
        try:
            written = activation_kernels.threshold(unwrap(self), threshold, value)
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the target's memory first
            writable(self, (self,))
            raise
        write(self, written, (self,))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def rrelu_with_noise_(input, noise, lower=0.125, upper=0.3333333333333333, training=False):
    """rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333,
        bool training=False) -> Tensor(a!), in place on self   [derivatives.yaml:4567]"""
    self = input  # PyTorch names a tensor self `input`; the formulas say self
    if _ov.active:
        routed = _route_function(rrelu_with_noise_, (self, noise, lower, upper, training), {})
        if routed is not _ov:
            return routed
    if _fw.active:
        fw_unsupported("rrelu_with_noise_", self)
    # (a __torch_dispatch__ layer that takes the call writes self itself, below autograd)
    dispatched = _ov.dispatch and _dispatch_wanted((self, noise, lower, upper, training), {})
    grad_fn = None
    if must_record_inplace(self):
        check_inplace(self)
        grad_fn = RreluWithNoiseBackward1()
        grad_fn.connect((self,), ())  # edges from the inputs' history before the write
        grad_fn._raw_saved_noise = save(noise)
        grad_fn._saved_lower = lower
        grad_fn._saved_upper = upper
        grad_fn._saved_training = training
    if dispatched:
        _dispatch_inplace(rrelu_with_noise_, "rrelu_with_noise_.default", (self, noise, lower, upper, training), {})
    else:
        try:
            written = activation_kernels.rrelu_with_noise(unwrap(self), unwrap(noise), lower, upper, training)
        except ValueError as error:  # NumPy's broadcasting error, in PyTorch's words
            raise broadcast_error(error, (self, noise)) from None
        except NotImplementedError:  # no kernel for the dtype: PyTorch checks the written shape first
            check_written_shape(self, (self, noise))
            raise
        write(self, written, (self, noise))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn._raw_saved_result = SavedTensor(self, is_output=True)
    return self


def rsub(*args, **kwargs):
    """One of:
        rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
        rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
    """
    return call_overload("rsub", rsub_overloads, args, kwargs)


rsub_overloads = (
    (_rsub_Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False),
                    ('alpha', 'Scalar', False, True))),
    (_rsub_Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False),
                    ('alpha', 'Scalar', False, False))),
)


def div(*args, **kwargs):
    """One of:
        div(Tensor self, Tensor other) -> Tensor
        div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("div", div_overloads, args, kwargs, (_div_default, _div_Tensor_mode, ))
    return call_overload("div", div_overloads, args, kwargs)


div_overloads = (
    (_div_default, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_div_Tensor_mode, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False),
                        ('rounding_mode', 'str?', True, True))),
)


def pow(*args, **kwargs):
    """One of:
        pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
        pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
        pow.Scalar(Scalar self, Tensor exponent) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("pow", pow_overloads, args, kwargs,
                             (_pow_Tensor_Scalar, _pow_Tensor_Tensor, _pow_Scalar, ))
    return call_overload("pow", pow_overloads, args, kwargs)


pow_overloads = (
    (_pow_Tensor_Scalar, (('input', 'Tensor', True, False), ('exponent', 'Scalar', True, False))),
    (_pow_Tensor_Tensor, (('input', 'Tensor', True, False), ('exponent', 'Tensor', True, False))),
    (_pow_Scalar, (('self', 'Scalar', True, False), ('exponent', 'Tensor', True, False))),
)


def xlogy(*args, **kwargs):
    """One of:
        xlogy.Tensor(Tensor self, Tensor other) -> Tensor
        xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor
        xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("xlogy", xlogy_overloads, args, kwargs,
                             (_xlogy_Tensor, _xlogy_Scalar_Self, _xlogy_Scalar_Other, ))
    return call_overload("xlogy", xlogy_overloads, args, kwargs)


xlogy_overloads = (
    (_xlogy_Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_xlogy_Scalar_Self, (('self', 'Scalar', True, False), ('other', 'Tensor', True, False))),
    (_xlogy_Scalar_Other, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
)


def remainder(*args, **kwargs):
    """One of:
        remainder.Scalar(Tensor self, Scalar other) -> Tensor
        remainder.Tensor(Tensor self, Tensor other) -> Tensor
        remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("remainder", remainder_overloads, args, kwargs, (_remainder_Scalar, _remainder_Tensor, ))
    return call_overload("remainder", remainder_overloads, args, kwargs)


remainder_overloads = (
    (_remainder_Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_remainder_Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_remainder_Scalar_Tensor, (('self', 'Scalar', True, False), ('other', 'Tensor', True, False))),
)


def fmod(*args, **kwargs):
    """One of:
        fmod.Scalar(Tensor self, Scalar other) -> Tensor
        fmod.Tensor(Tensor self, Tensor other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("fmod", fmod_overloads, args, kwargs, (_fmod_Scalar, _fmod_Tensor, ))
    return call_overload("fmod", fmod_overloads, args, kwargs)


fmod_overloads = (
    (_fmod_Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_fmod_Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def lerp(*args, **kwargs):
    """One of:
        lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
        lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("lerp", lerp_overloads, args, kwargs, (_lerp_Scalar, _lerp_Tensor, ))
    return call_overload("lerp", lerp_overloads, args, kwargs)


lerp_overloads = (
    (_lerp_Scalar, (('input', 'Tensor', True, False), ('end', 'Tensor', True, False),
                    ('weight', 'Scalar', True, False))),
    (_lerp_Tensor, (('input', 'Tensor', True, False), ('end', 'Tensor', True, False),
                    ('weight', 'Tensor', True, False))),
)


def masked_fill(*args, **kwargs):
    """One of:
        masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
        masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
    """
    return call_overload("masked_fill", masked_fill_overloads, args, kwargs)


masked_fill_overloads = (
    (_masked_fill_Scalar, (('input', 'Tensor', True, False), ('mask', 'Tensor', True, False),
                           ('value', 'Scalar', True, False))),
    (_masked_fill_Tensor, (('input', 'Tensor', True, False), ('mask', 'Tensor', True, False),
                           ('value', 'Tensor', True, False))),
)


def clamp(*args, **kwargs):
    """One of:
        clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
        clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("clamp", clamp_overloads, args, kwargs, (_clamp_Tensor, _clamp_default, ))
    return call_overload("clamp", clamp_overloads, args, kwargs)


clamp_overloads = (
    (_clamp_Tensor, (('input', 'Tensor', True, False), ('min', 'Tensor?', False, False),
                     ('max', 'Tensor?', False, False))),
    (_clamp_default, (('input', 'Tensor', True, False), ('min', 'Scalar?', False, False),
                      ('max', 'Scalar?', False, False))),
)


def special_xlog1py(*args, **kwargs):
    """One of:
        special_xlog1py(Tensor self, Tensor other) -> Tensor
        special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor
        special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_xlog1py", special_xlog1py_overloads, args, kwargs,
                             (_special_xlog1py_default, _special_xlog1py_self_scalar, _special_xlog1py_other_scalar, ))
    return call_overload("special_xlog1py", special_xlog1py_overloads, args, kwargs)


special_xlog1py_overloads = (
    (_special_xlog1py_default, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_special_xlog1py_self_scalar, (('self', 'Scalar', True, False), ('other', 'Tensor', True, False))),
    (_special_xlog1py_other_scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
)


def special_zeta(*args, **kwargs):
    """One of:
        special_zeta(Tensor self, Tensor other) -> Tensor
        special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor
        special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_zeta", special_zeta_overloads, args, kwargs,
                             (_special_zeta_default, _special_zeta_self_scalar, _special_zeta_other_scalar, ))
    return call_overload("special_zeta", special_zeta_overloads, args, kwargs)


special_zeta_overloads = (
    (_special_zeta_default, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_special_zeta_self_scalar, (('self', 'Scalar', True, False), ('other', 'Tensor', True, False))),
    (_special_zeta_other_scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
)


def special_chebyshev_polynomial_t(*args, **kwargs):
    """One of:
        special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
        special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
        special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_chebyshev_polynomial_t", special_chebyshev_polynomial_t_overloads, args, kwargs,
                             (_special_chebyshev_polynomial_t_default, _special_chebyshev_polynomial_t_x_scalar,
                              _special_chebyshev_polynomial_t_n_scalar, ))
    return call_overload("special_chebyshev_polynomial_t", special_chebyshev_polynomial_t_overloads, args, kwargs)


special_chebyshev_polynomial_t_overloads = (
    (_special_chebyshev_polynomial_t_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_t_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_t_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_chebyshev_polynomial_u(*args, **kwargs):
    """One of:
        special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
        special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
        special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_chebyshev_polynomial_u", special_chebyshev_polynomial_u_overloads, args, kwargs,
                             (_special_chebyshev_polynomial_u_default, _special_chebyshev_polynomial_u_x_scalar,
                              _special_chebyshev_polynomial_u_n_scalar, ))
    return call_overload("special_chebyshev_polynomial_u", special_chebyshev_polynomial_u_overloads, args, kwargs)


special_chebyshev_polynomial_u_overloads = (
    (_special_chebyshev_polynomial_u_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_u_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_u_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_chebyshev_polynomial_v(*args, **kwargs):
    """One of:
        special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
        special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
        special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_chebyshev_polynomial_v", special_chebyshev_polynomial_v_overloads, args, kwargs,
                             (_special_chebyshev_polynomial_v_default, _special_chebyshev_polynomial_v_x_scalar,
                              _special_chebyshev_polynomial_v_n_scalar, ))
    return call_overload("special_chebyshev_polynomial_v", special_chebyshev_polynomial_v_overloads, args, kwargs)


special_chebyshev_polynomial_v_overloads = (
    (_special_chebyshev_polynomial_v_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_v_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_v_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_chebyshev_polynomial_w(*args, **kwargs):
    """One of:
        special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
        special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
        special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_chebyshev_polynomial_w", special_chebyshev_polynomial_w_overloads, args, kwargs,
                             (_special_chebyshev_polynomial_w_default, _special_chebyshev_polynomial_w_x_scalar,
                              _special_chebyshev_polynomial_w_n_scalar, ))
    return call_overload("special_chebyshev_polynomial_w", special_chebyshev_polynomial_w_overloads, args, kwargs)


special_chebyshev_polynomial_w_overloads = (
    (_special_chebyshev_polynomial_w_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_w_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_chebyshev_polynomial_w_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_shifted_chebyshev_polynomial_t(*args, **kwargs):
    """One of:
        special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_shifted_chebyshev_polynomial_t", special_shifted_chebyshev_polynomial_t_overloads,
                             args, kwargs,
                             (_special_shifted_chebyshev_polynomial_t_default,
                              _special_shifted_chebyshev_polynomial_t_x_scalar,
                              _special_shifted_chebyshev_polynomial_t_n_scalar, ))
    return call_overload("special_shifted_chebyshev_polynomial_t", special_shifted_chebyshev_polynomial_t_overloads,
                         args, kwargs)


special_shifted_chebyshev_polynomial_t_overloads = (
    (_special_shifted_chebyshev_polynomial_t_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_t_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_t_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_shifted_chebyshev_polynomial_u(*args, **kwargs):
    """One of:
        special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_shifted_chebyshev_polynomial_u", special_shifted_chebyshev_polynomial_u_overloads,
                             args, kwargs,
                             (_special_shifted_chebyshev_polynomial_u_default,
                              _special_shifted_chebyshev_polynomial_u_x_scalar,
                              _special_shifted_chebyshev_polynomial_u_n_scalar, ))
    return call_overload("special_shifted_chebyshev_polynomial_u", special_shifted_chebyshev_polynomial_u_overloads,
                         args, kwargs)


special_shifted_chebyshev_polynomial_u_overloads = (
    (_special_shifted_chebyshev_polynomial_u_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_u_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_u_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_shifted_chebyshev_polynomial_v(*args, **kwargs):
    """One of:
        special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_shifted_chebyshev_polynomial_v", special_shifted_chebyshev_polynomial_v_overloads,
                             args, kwargs,
                             (_special_shifted_chebyshev_polynomial_v_default,
                              _special_shifted_chebyshev_polynomial_v_x_scalar,
                              _special_shifted_chebyshev_polynomial_v_n_scalar, ))
    return call_overload("special_shifted_chebyshev_polynomial_v", special_shifted_chebyshev_polynomial_v_overloads,
                         args, kwargs)


special_shifted_chebyshev_polynomial_v_overloads = (
    (_special_shifted_chebyshev_polynomial_v_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_v_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_v_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_shifted_chebyshev_polynomial_w(*args, **kwargs):
    """One of:
        special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
        special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_shifted_chebyshev_polynomial_w", special_shifted_chebyshev_polynomial_w_overloads,
                             args, kwargs,
                             (_special_shifted_chebyshev_polynomial_w_default,
                              _special_shifted_chebyshev_polynomial_w_x_scalar,
                              _special_shifted_chebyshev_polynomial_w_n_scalar, ))
    return call_overload("special_shifted_chebyshev_polynomial_w", special_shifted_chebyshev_polynomial_w_overloads,
                         args, kwargs)


special_shifted_chebyshev_polynomial_w_overloads = (
    (_special_shifted_chebyshev_polynomial_w_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_w_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_shifted_chebyshev_polynomial_w_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_hermite_polynomial_h(*args, **kwargs):
    """One of:
        special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
        special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor
        special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_hermite_polynomial_h", special_hermite_polynomial_h_overloads, args, kwargs,
                             (_special_hermite_polynomial_h_default, _special_hermite_polynomial_h_x_scalar,
                              _special_hermite_polynomial_h_n_scalar, ))
    return call_overload("special_hermite_polynomial_h", special_hermite_polynomial_h_overloads, args, kwargs)


special_hermite_polynomial_h_overloads = (
    (_special_hermite_polynomial_h_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_hermite_polynomial_h_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_hermite_polynomial_h_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_hermite_polynomial_he(*args, **kwargs):
    """One of:
        special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
        special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor
        special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_hermite_polynomial_he", special_hermite_polynomial_he_overloads, args, kwargs,
                             (_special_hermite_polynomial_he_default, _special_hermite_polynomial_he_x_scalar,
                              _special_hermite_polynomial_he_n_scalar, ))
    return call_overload("special_hermite_polynomial_he", special_hermite_polynomial_he_overloads, args, kwargs)


special_hermite_polynomial_he_overloads = (
    (_special_hermite_polynomial_he_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_hermite_polynomial_he_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_hermite_polynomial_he_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_laguerre_polynomial_l(*args, **kwargs):
    """One of:
        special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
        special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor
        special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_laguerre_polynomial_l", special_laguerre_polynomial_l_overloads, args, kwargs,
                             (_special_laguerre_polynomial_l_default, _special_laguerre_polynomial_l_x_scalar,
                              _special_laguerre_polynomial_l_n_scalar, ))
    return call_overload("special_laguerre_polynomial_l", special_laguerre_polynomial_l_overloads, args, kwargs)


special_laguerre_polynomial_l_overloads = (
    (_special_laguerre_polynomial_l_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_laguerre_polynomial_l_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_laguerre_polynomial_l_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def special_legendre_polynomial_p(*args, **kwargs):
    """One of:
        special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
        special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor
        special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("special_legendre_polynomial_p", special_legendre_polynomial_p_overloads, args, kwargs,
                             (_special_legendre_polynomial_p_default, _special_legendre_polynomial_p_x_scalar,
                              _special_legendre_polynomial_p_n_scalar, ))
    return call_overload("special_legendre_polynomial_p", special_legendre_polynomial_p_overloads, args, kwargs)


special_legendre_polynomial_p_overloads = (
    (_special_legendre_polynomial_p_default, (('x', 'Tensor', True, False), ('n', 'Tensor', True, False))),
    (_special_legendre_polynomial_p_x_scalar, (('x', 'Scalar', True, False), ('n', 'Tensor', True, False))),
    (_special_legendre_polynomial_p_n_scalar, (('x', 'Tensor', True, False), ('n', 'Scalar', True, False))),
)


def round(*args, **kwargs):
    """One of:
        round(Tensor self) -> Tensor
        round.decimals(Tensor self, *, int decimals) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("round", round_overloads, args, kwargs, (_round_default, _round_decimals, ))
    return call_overload("round", round_overloads, args, kwargs)


round_overloads = (
    (_round_default, (('input', 'Tensor', True, False),)),
    (_round_decimals, (('input', 'Tensor', True, False), ('decimals', 'int', True, True))),
)


def clamp_min(*args, **kwargs):
    """One of:
        clamp_min(Tensor self, Scalar min) -> Tensor
        clamp_min.Tensor(Tensor self, Tensor min) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("clamp_min", clamp_min_overloads, args, kwargs, (_clamp_min_default, _clamp_min_Tensor, ))
    return call_overload("clamp_min", clamp_min_overloads, args, kwargs)


clamp_min_overloads = (
    (_clamp_min_default, (('input', 'Tensor', True, False), ('min', 'Scalar', True, False))),
    (_clamp_min_Tensor, (('input', 'Tensor', True, False), ('min', 'Tensor', True, False))),
)


def clamp_max(*args, **kwargs):
    """One of:
        clamp_max(Tensor self, Scalar max) -> Tensor
        clamp_max.Tensor(Tensor self, Tensor max) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("clamp_max", clamp_max_overloads, args, kwargs, (_clamp_max_default, _clamp_max_Tensor, ))
    return call_overload("clamp_max", clamp_max_overloads, args, kwargs)


clamp_max_overloads = (
    (_clamp_max_default, (('input', 'Tensor', True, False), ('max', 'Scalar', True, False))),
    (_clamp_max_Tensor, (('input', 'Tensor', True, False), ('max', 'Tensor', True, False))),
)


def sum(*args, **kwargs):
    """One of:
        sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
        sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("sum", sum_overloads, args, kwargs, (_sum_dim_IntList, ))
    return call_overload("sum", sum_overloads, args, kwargs)


sum_overloads = (
    (_sum_default, (('input', 'Tensor', True, False), ('dtype', 'ScalarType?', False, True))),
    (_sum_dim_IntList, (('input', 'Tensor', True, False), ('dim', 'int[]?', True, False),
                        ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def mean(*args, **kwargs):
    """One of:
        mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
        mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("mean", mean_overloads, args, kwargs, (_mean_default, _mean_dim, ))
    return call_overload("mean", mean_overloads, args, kwargs)


mean_overloads = (
    (_mean_default, (('input', 'Tensor', True, False), ('dtype', 'ScalarType?', False, True))),
    (_mean_dim, (('input', 'Tensor', True,
                  False), ('dim', 'int[]?', True, False), ('keepdim', 'bool', False,
                                                           False), ('dtype', 'ScalarType?', False, True))),
)


def max(*args, **kwargs):
    """One of:
        max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        max(Tensor self) -> Tensor
        max.other(Tensor self, Tensor other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("max", max_overloads, args, kwargs, (_max_dim, _max_default, _max_other, ))
    return call_overload("max", max_overloads, args, kwargs)


max_overloads = (
    (_max_dim, (('input', 'Tensor', True, False), ('dim', 'int', True, False), ('keepdim', 'bool', False, False))),
    (_max_default, (('input', 'Tensor', True, False),)),
    (_max_other, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def min(*args, **kwargs):
    """One of:
        min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        min(Tensor self) -> Tensor
        min.other(Tensor self, Tensor other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("min", min_overloads, args, kwargs, (_min_dim, _min_default, _min_other, ))
    return call_overload("min", min_overloads, args, kwargs)


min_overloads = (
    (_min_dim, (('input', 'Tensor', True, False), ('dim', 'int', True, False), ('keepdim', 'bool', False, False))),
    (_min_default, (('input', 'Tensor', True, False),)),
    (_min_other, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def prod(*args, **kwargs):
    """One of:
        prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
        prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("prod", prod_overloads, args, kwargs, (_prod_dim_int, ))
    return call_overload("prod", prod_overloads, args, kwargs)


prod_overloads = (
    (_prod_default, (('input', 'Tensor', True, False), ('dtype', 'ScalarType?', False, True))),
    (_prod_dim_int, (('input', 'Tensor', True,
                      False), ('dim', 'int', True, False), ('keepdim', 'bool', False,
                                                            False), ('dtype', 'ScalarType?', False, True))),
)


def argsort(*args, **kwargs):
    """One of:
        argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
        argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("argsort", argsort_overloads, args, kwargs, (_argsort_stable, ))
    return call_overload("argsort", argsort_overloads, args, kwargs)


argsort_overloads = (
    (_argsort_stable, (('input', 'Tensor', True,
                        False), ('stable', 'bool', True,
                                 True), ('dim', 'int', False, True), ('descending', 'bool', False, True))),
    (_argsort_default, (('input', 'Tensor', True, False), ('dim', 'int', False, False),
                        ('descending', 'bool', False, False))),
)


def norm(*args, **kwargs):
    """One of:
        norm(Tensor self, Scalar? p=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
        norm.str(Tensor self, str p, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("norm", norm_overloads, args, kwargs, (_norm_default, _norm_str, ))
    return select_overload("norm", norm_overloads, args, kwargs)(*args, **kwargs)


norm_overloads = (
    (_norm_default, (('input', 'Tensor', True, False), ('p', 'Scalar?', False,
                                                        False), ('dim', 'int[]?', False,
                                                                 False), ('keepdim', 'bool', False,
                                                                          False), ('dtype', 'ScalarType?', False,
                                                                                   True))),
    (_norm_str, (('input', 'Tensor', True, False), ('p', 'str', True, False), ('dim', 'int[]?', False, False),
                 ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def linalg_norm(*args, **kwargs):
    """One of:
        linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *,
            ScalarType? dtype=None) -> Tensor
        linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *,
            ScalarType? dtype=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("linalg_norm", linalg_norm_overloads, args, kwargs,
                             (_linalg_norm_default, _linalg_norm_ord_str, ))
    return call_overload("linalg_norm", linalg_norm_overloads, args, kwargs)


linalg_norm_overloads = (
    (_linalg_norm_default, (('input', 'Tensor', True, False), ('ord', 'Scalar?', False, False),
                            ('dim', 'int[]?', False, False), ('keepdim', 'bool', False, False),
                            ('dtype', 'ScalarType?', False, True))),
    (_linalg_norm_ord_str, (('input', 'Tensor', True, False), ('ord', 'str', True, False),
                            ('dim', 'int[]?', False, False), ('keepdim', 'bool', False, False),
                            ('dtype', 'ScalarType?', False, True))),
)


def linalg_matrix_norm(*args, **kwargs):
    """One of:
        linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *,
            ScalarType? dtype=None) -> Tensor
        linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *,
            ScalarType? dtype=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("linalg_matrix_norm", linalg_matrix_norm_overloads, args, kwargs,
                             (_linalg_matrix_norm_default, _linalg_matrix_norm_str_ord, ))
    return call_overload("linalg_matrix_norm", linalg_matrix_norm_overloads, args, kwargs)


linalg_matrix_norm_overloads = (
    (_linalg_matrix_norm_default, (('input', 'Tensor', True, False), ('ord', 'Scalar', True, False),
                                   ('dim', 'int[]', False, False), ('keepdim', 'bool', False, False),
                                   ('dtype', 'ScalarType?', False, True))),
    (_linalg_matrix_norm_str_ord,
     (('input', 'Tensor', True, False), ('ord', 'str', False, False), ('dim', 'int[]', False, False),
      ('keepdim', 'bool', False, False), ('dtype', 'ScalarType?', False, True))),
)


def median(*args, **kwargs):
    """One of:
        median(Tensor self) -> Tensor
        median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("median", median_overloads, args, kwargs, (_median_dim, ))
    return call_overload("median", median_overloads, args, kwargs)


median_overloads = (
    (_median_default, (('input', 'Tensor', True, False),)),
    (_median_dim, (('input', 'Tensor', True, False), ('dim', 'int', True, False), ('keepdim', 'bool', False, False))),
)


def nanmedian(*args, **kwargs):
    """One of:
        nanmedian(Tensor self) -> Tensor
        nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("nanmedian", nanmedian_overloads, args, kwargs, (_nanmedian_dim, ))
    return call_overload("nanmedian", nanmedian_overloads, args, kwargs)


nanmedian_overloads = (
    (_nanmedian_default, (('input', 'Tensor', True, False),)),
    (_nanmedian_dim, (('input', 'Tensor', True, False), ('dim', 'int', True, False),
                      ('keepdim', 'bool', False, False))),
)


def count_nonzero(*args, **kwargs):
    """One of:
        count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
        count_nonzero(Tensor self, int? dim=None) -> Tensor
    """
    return call_overload("count_nonzero", count_nonzero_overloads, args, kwargs)


count_nonzero_overloads = (
    (_count_nonzero_dim_IntList, (('input', 'Tensor', True, False), ('dim', 'int[]', True, False))),
    (_count_nonzero_default, (('input', 'Tensor', True, False), ('dim', 'int?', False, False))),
)


def trapezoid(*args, **kwargs):
    """One of:
        trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
        trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
    """
    return call_overload("trapezoid", trapezoid_overloads, args, kwargs)


trapezoid_overloads = (
    (_trapezoid_x, (('y', 'Tensor', True, False), ('x', 'Tensor', True, False), ('dim', 'int', False, True))),
    (_trapezoid_dx, (('y', 'Tensor', True, False), ('dx', 'Scalar', False, True), ('dim', 'int', False, True))),
)


def trapz(*args, **kwargs):
    """One of:
        trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
        trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor
    """
    return call_overload("trapz", trapz_overloads, args, kwargs)


trapz_overloads = (
    (_trapz_x, (('y', 'Tensor', True, False), ('x', 'Tensor', True, False), ('dim', 'int', False, True))),
    (_trapz_dx, (('y', 'Tensor', True, False), ('dx', 'float', False, True), ('dim', 'int', False, True))),
)


def cumulative_trapezoid(*args, **kwargs):
    """One of:
        cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
        cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
    """
    return call_overload("cumulative_trapezoid", cumulative_trapezoid_overloads, args, kwargs)


cumulative_trapezoid_overloads = (
    (_cumulative_trapezoid_x, (('y', 'Tensor', True, False), ('x', 'Tensor', True, False),
                               ('dim', 'int', False, True))),
    (_cumulative_trapezoid_dx, (('y', 'Tensor', True, False), ('dx', 'Scalar', False, True),
                                ('dim', 'int', False, True))),
)


def sort(*args, **kwargs):
    """One of:
        sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
        sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values,
            Tensor indices)
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("sort", sort_overloads, args, kwargs, (_sort_default, _sort_stable, ))
    return call_overload("sort", sort_overloads, args, kwargs)


sort_overloads = (
    (_sort_default, (('input', 'Tensor', True, False), ('dim', 'int', False, False),
                     ('descending', 'bool', False, False))),
    (_sort_stable, (('input', 'Tensor', True,
                     False), ('stable', 'bool?', True,
                              True), ('dim', 'int', False, True), ('descending', 'bool', False, True))),
)


def squeeze(*args, **kwargs):
    """One of:
        squeeze(Tensor(a) self) -> Tensor(a)
        squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
        squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)
    """
    return call_overload("squeeze", squeeze_overloads, args, kwargs)


squeeze_overloads = (
    (_squeeze_default, (('input', 'Tensor', True, False),)),
    (_squeeze_dim, (('input', 'Tensor', True, False), ('dim', 'int', True, False))),
    (_squeeze_dims, (('input', 'Tensor', True, False), ('dim', 'int[]', True, False))),
)


def where(*args, **kwargs):
    """One of:
        where.self(Tensor condition, Tensor self, Tensor other) -> Tensor
        where(Tensor condition) -> Tensor[]
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("where", where_overloads, args, kwargs, (_where_self, ))
    return call_overload("where", where_overloads, args, kwargs)


where_overloads = (
    (_where_self, (('condition', 'Tensor', True, False), ('input', 'Tensor', True, False),
                   ('other', 'Tensor', True, False))),
    (_where_default, (('condition', 'Tensor', True, False),)),
)


def split(*args, **kwargs):
    """One of:
        split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]
        split.sizes(Tensor self, int[] split_size, int dim=0) -> Tensor[]
    """
    return select_overload("split", split_overloads, args, kwargs)(*args, **kwargs)


split_overloads = (
    (_split_Tensor, (('input', 'Tensor', True, False), ('split_size', 'int', True, False),
                     ('dim', 'int', False, False))),
    (_split_sizes, (('input', 'Tensor', True, False), ('split_size', 'int[]', True, False),
                    ('dim', 'int', False, False))),
)


def scatter(*args, **kwargs):
    """One of:
        scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
        scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("scatter", scatter_overloads, args, kwargs, (_scatter_src, _scatter_value, ))
    return call_overload("scatter", scatter_overloads, args, kwargs)


scatter_overloads = (
    (_scatter_src, (('input', 'Tensor', True,
                     False), ('dim', 'int', True, False), ('index', 'Tensor', True,
                                                           False), ('src', 'Tensor', True, False))),
    (_scatter_value, (('input', 'Tensor', True,
                       False), ('dim', 'int', True, False), ('index', 'Tensor', True,
                                                             False), ('value', 'Scalar', True, False))),
)


def nonzero(*args, **kwargs):
    """One of:
        nonzero(Tensor self) -> Tensor
        nonzero.as_tuple(Tensor self, *, bool as_tuple) -> Tensor[]
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("nonzero", nonzero_overloads, args, kwargs, (_nonzero_default, ))
    return call_overload("nonzero", nonzero_overloads, args, kwargs)


nonzero_overloads = (
    (_nonzero_default, (('input', 'Tensor', True, False),)),
    (_nonzero_as_tuple, (('input', 'Tensor', True, False), ('as_tuple', 'bool', True, True))),
)


def fill(*args, **kwargs):
    """One of:
        fill.Scalar(Tensor self, Scalar value) -> Tensor
        fill.Tensor(Tensor self, Tensor value) -> Tensor
    """
    return call_overload("fill", fill_overloads, args, kwargs)


fill_overloads = (
    (_fill_Scalar, (('input', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_fill_Tensor, (('input', 'Tensor', True, False), ('value', 'Tensor', True, False))),
)


def atleast_1d(*args, **kwargs):
    """One of:
        atleast_1d(Tensor self) -> Tensor
        atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]
    """
    return call_overload("atleast_1d", atleast_1d_overloads, args, kwargs)


atleast_1d_overloads = (
    (_atleast_1d_default, (('input', 'Tensor', True, False),)),
    (_atleast_1d_Sequence, (('tensors', 'Tensor[]', True, False),)),
)


def atleast_2d(*args, **kwargs):
    """One of:
        atleast_2d(Tensor self) -> Tensor
        atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]
    """
    return call_overload("atleast_2d", atleast_2d_overloads, args, kwargs)


atleast_2d_overloads = (
    (_atleast_2d_default, (('input', 'Tensor', True, False),)),
    (_atleast_2d_Sequence, (('tensors', 'Tensor[]', True, False),)),
)


def atleast_3d(*args, **kwargs):
    """One of:
        atleast_3d(Tensor self) -> Tensor
        atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]
    """
    return call_overload("atleast_3d", atleast_3d_overloads, args, kwargs)


atleast_3d_overloads = (
    (_atleast_3d_default, (('input', 'Tensor', True, False),)),
    (_atleast_3d_Sequence, (('tensors', 'Tensor[]', True, False),)),
)


def meshgrid(*args, **kwargs):
    """One of:
        meshgrid(Tensor[] tensors) -> Tensor[]
        meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]
    """
    return call_overload("meshgrid", meshgrid_overloads, args, kwargs)


meshgrid_overloads = (
    (_meshgrid_default, (('tensors', 'Tensor[]', True, False),)),
    (_meshgrid_indexing, (('tensors', 'Tensor[]', True, False), ('indexing', 'str', True, True))),
)


def tensor_split(*args, **kwargs):
    """One of:
        tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]
        tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]
        tensor_split.tensor_indices_or_sections(Tensor self, Tensor tensor_indices_or_sections,
            int dim=0) -> Tensor[]
    """
    return call_overload("tensor_split", tensor_split_overloads, args, kwargs)


tensor_split_overloads = (
    (_tensor_split_sections, (('input', 'Tensor', True, False), ('sections', 'int', True, False),
                              ('dim', 'int', False, False))),
    (_tensor_split_indices, (('input', 'Tensor', True, False), ('indices', 'int[]', True, False),
                             ('dim', 'int', False, False))),
    (_tensor_split_tensor_indices_or_sections,
     (('input', 'Tensor', True, False), ('tensor_indices_or_sections', 'Tensor', True,
                                         False), ('dim', 'int', False, False))),
)


def hsplit(*args, **kwargs):
    """One of:
        hsplit.int(Tensor self, int sections) -> Tensor[]
        hsplit.array(Tensor self, int[] indices) -> Tensor[]
    """
    return call_overload("hsplit", hsplit_overloads, args, kwargs)


hsplit_overloads = (
    (_hsplit_int, (('input', 'Tensor', True, False), ('sections', 'int', True, False))),
    (_hsplit_array, (('input', 'Tensor', True, False), ('indices', 'int[]', True, False))),
)


def vsplit(*args, **kwargs):
    """One of:
        vsplit.int(Tensor self, int sections) -> Tensor[]
        vsplit.array(Tensor self, int[] indices) -> Tensor[]
    """
    return call_overload("vsplit", vsplit_overloads, args, kwargs)


vsplit_overloads = (
    (_vsplit_int, (('input', 'Tensor', True, False), ('sections', 'int', True, False))),
    (_vsplit_array, (('input', 'Tensor', True, False), ('indices', 'int[]', True, False))),
)


def dsplit(*args, **kwargs):
    """One of:
        dsplit.int(Tensor self, int sections) -> Tensor[]
        dsplit.array(Tensor self, int[] indices) -> Tensor[]
    """
    return call_overload("dsplit", dsplit_overloads, args, kwargs)


dsplit_overloads = (
    (_dsplit_int, (('input', 'Tensor', True, False), ('sections', 'int', True, False))),
    (_dsplit_array, (('input', 'Tensor', True, False), ('indices', 'int[]', True, False))),
)


def repeat_interleave(*args, **kwargs):
    """One of:
        repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *,
            int? output_size=None) -> Tensor
        repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor
        repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor
    """
    return call_overload("repeat_interleave", repeat_interleave_overloads, args, kwargs)


repeat_interleave_overloads = (
    (_repeat_interleave_self_Tensor, (('input', 'Tensor', True,
                                       False), ('repeats', 'Tensor', True,
                                                False), ('dim', 'int?', False,
                                                         False), ('output_size', 'int?', False, True))),
    (_repeat_interleave_self_int, (('input', 'Tensor', True,
                                    False), ('repeats', 'int', True,
                                             False), ('dim', 'int?', False,
                                                      False), ('output_size', 'int?', False, True))),
    (_repeat_interleave_Tensor, (('repeats', 'Tensor', True, False), ('output_size', 'int?', False, True))),
)


def index_fill(*args, **kwargs):
    """One of:
        index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
        index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
    """
    return call_overload("index_fill", index_fill_overloads, args, kwargs)


index_fill_overloads = (
    (_index_fill_int_Scalar, (('input', 'Tensor', True, False), ('dim', 'int', True, False),
                              ('index', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_index_fill_int_Tensor, (('input', 'Tensor', True, False), ('dim', 'int', True, False),
                              ('index', 'Tensor', True, False), ('value', 'Tensor', True, False))),
)


def searchsorted(*args, **kwargs):
    """One of:
        searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False,
            str? side=None, Tensor? sorter=None) -> Tensor
        searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False,
            str? side=None, Tensor? sorter=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("searchsorted", searchsorted_overloads, args, kwargs,
                             (_searchsorted_Tensor, _searchsorted_Scalar, ))
    return call_overload("searchsorted", searchsorted_overloads, args, kwargs)


searchsorted_overloads = (
    (_searchsorted_Tensor, (('sorted_sequence', 'Tensor', True, False), ('input', 'Tensor', True, False),
                            ('out_int32', 'bool', False, True), ('right', 'bool', False, True),
                            ('side', 'str?', False, True), ('sorter', 'Tensor?', False, True))),
    (_searchsorted_Scalar, (('sorted_sequence', 'Tensor', True, False), ('self', 'Scalar', True, False),
                            ('out_int32', 'bool', False, True), ('right', 'bool', False, True),
                            ('side', 'str?', False, True), ('sorter', 'Tensor?', False, True))),
)


def bucketize(*args, **kwargs):
    """One of:
        bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
        bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("bucketize", bucketize_overloads, args, kwargs, (_bucketize_Tensor, ))
    return call_overload("bucketize", bucketize_overloads, args, kwargs)


bucketize_overloads = (
    (_bucketize_Tensor, (('input', 'Tensor', True, False), ('boundaries', 'Tensor', True, False),
                         ('out_int32', 'bool', False, True), ('right', 'bool', False, True))),
    (_bucketize_Scalar, (('self', 'Scalar', True, False), ('boundaries', 'Tensor', True, False),
                         ('out_int32', 'bool', False, True), ('right', 'bool', False, True))),
)


def linalg_pinv(*args, **kwargs):
    """One of:
        linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None,
            bool hermitian=False) -> Tensor
        linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None,
            bool hermitian=False) -> Tensor
        linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor
        linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("linalg_pinv", linalg_pinv_overloads, args, kwargs,
                             (_linalg_pinv_atol_rtol_tensor, _linalg_pinv_atol_rtol_float, _linalg_pinv_default,
                              _linalg_pinv_rcond_tensor, ))
    return call_overload("linalg_pinv", linalg_pinv_overloads, args, kwargs)


linalg_pinv_overloads = (
    (_linalg_pinv_atol_rtol_tensor, (('input', 'Tensor', True,
                                      False), ('atol', 'Tensor?', False,
                                               True), ('rtol', 'Tensor?', False,
                                                       True), ('hermitian', 'bool', False, True))),
    (_linalg_pinv_atol_rtol_float, (('input', 'Tensor', True,
                                     False), ('atol', 'float?', False,
                                              True), ('rtol', 'float?', False,
                                                      True), ('hermitian', 'bool', False, True))),
    (_linalg_pinv_default, (('input', 'Tensor', True, False), ('rcond', 'float', True, False),
                            ('hermitian', 'bool', False, False))),
    (_linalg_pinv_rcond_tensor, (('input', 'Tensor', True, False), ('rcond', 'Tensor', True, False),
                                 ('hermitian', 'bool', False, False))),
)


def linalg_matrix_rank(*args, **kwargs):
    """One of:
        linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None,
            bool hermitian=False) -> Tensor
        linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None,
            bool hermitian=False) -> Tensor
        linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor
        linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("linalg_matrix_rank", linalg_matrix_rank_overloads, args, kwargs,
                             (_linalg_matrix_rank_atol_rtol_tensor, _linalg_matrix_rank_atol_rtol_float,
                              _linalg_matrix_rank_default, _linalg_matrix_rank_tol_tensor, ))
    return call_overload("linalg_matrix_rank", linalg_matrix_rank_overloads, args, kwargs)


linalg_matrix_rank_overloads = (
    (_linalg_matrix_rank_atol_rtol_tensor, (('input', 'Tensor', True,
                                             False), ('atol', 'Tensor?', False,
                                                      True), ('rtol', 'Tensor?', False,
                                                              True), ('hermitian', 'bool', False, True))),
    (_linalg_matrix_rank_atol_rtol_float, (('input', 'Tensor', True,
                                            False), ('atol', 'float?', False,
                                                     True), ('rtol', 'float?', False,
                                                             True), ('hermitian', 'bool', False, True))),
    (_linalg_matrix_rank_default, (('input', 'Tensor', True, False), ('tol', 'float', True, False),
                                   ('hermitian', 'bool', False, False))),
    (_linalg_matrix_rank_tol_tensor, (('input', 'Tensor', True, False), ('tol', 'Tensor', True, False),
                                      ('hermitian', 'bool', False, False))),
)


def conv1d(*args, **kwargs):
    """One of:
        conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1,
            int groups=1) -> Tensor
        conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding="valid",
            int[1] dilation=1, int groups=1) -> Tensor
    """
    return call_overload("conv1d", conv1d_overloads, args, kwargs)


conv1d_overloads = (
    (_conv1d_default, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False),
                       ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False),
                       ('padding', 'int[]', False, False), ('dilation', 'int[]', False, False),
                       ('groups', 'int', False, False))),
    (_conv1d_padding, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False),
                       ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False),
                       ('padding', 'str', False, False), ('dilation', 'int[]', False, False),
                       ('groups', 'int', False, False))),
)


def conv2d(*args, **kwargs):
    """One of:
        conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1,
            int groups=1) -> Tensor
        conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid",
            int[2] dilation=1, int groups=1) -> Tensor
    """
    return call_overload("conv2d", conv2d_overloads, args, kwargs)


conv2d_overloads = (
    (_conv2d_default, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False),
                       ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False),
                       ('padding', 'int[]', False, False), ('dilation', 'int[]', False, False),
                       ('groups', 'int', False, False))),
    (_conv2d_padding, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False),
                       ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False),
                       ('padding', 'str', False, False), ('dilation', 'int[]', False, False),
                       ('groups', 'int', False, False))),
)


def copysign(*args, **kwargs):
    """One of:
        copysign.Tensor(Tensor self, Tensor other) -> Tensor
        copysign.Scalar(Tensor self, Scalar other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("copysign", copysign_overloads, args, kwargs, (_copysign_Tensor, _copysign_Scalar, ))
    return call_overload("copysign", copysign_overloads, args, kwargs)


copysign_overloads = (
    (_copysign_Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_copysign_Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
)


def float_power(*args, **kwargs):
    """One of:
        float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
        float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
        float_power.Scalar(Scalar self, Tensor exponent) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("float_power", float_power_overloads, args, kwargs,
                             (_float_power_Tensor_Tensor, _float_power_Tensor_Scalar, _float_power_Scalar, ))
    return call_overload("float_power", float_power_overloads, args, kwargs)


float_power_overloads = (
    (_float_power_Tensor_Tensor, (('input', 'Tensor', True, False), ('exponent', 'Tensor', True, False))),
    (_float_power_Tensor_Scalar, (('input', 'Tensor', True, False), ('exponent', 'Scalar', True, False))),
    (_float_power_Scalar, (('self', 'Scalar', True, False), ('exponent', 'Tensor', True, False))),
)


def isin(*args, **kwargs):
    """One of:
        isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False,
            bool invert=False) -> Tensor
        isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False,
            bool invert=False) -> Tensor
        isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False,
            bool invert=False) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("isin", isin_overloads, args, kwargs,
                             (_isin_Tensor_Tensor, _isin_Tensor_Scalar, _isin_Scalar_Tensor, ))
    return call_overload("isin", isin_overloads, args, kwargs)


isin_overloads = (
    (_isin_Tensor_Tensor, (('elements', 'Tensor', True, False), ('test_elements', 'Tensor', True, False),
                           ('assume_unique', 'bool', False, True), ('invert', 'bool', False, True))),
    (_isin_Tensor_Scalar, (('elements', 'Tensor', True, False), ('test_element', 'Scalar', True, False),
                           ('assume_unique', 'bool', False, True), ('invert', 'bool', False, True))),
    (_isin_Scalar_Tensor, (('element', 'Scalar', True, False), ('test_elements', 'Tensor', True, False),
                           ('assume_unique', 'bool', False, True), ('invert', 'bool', False, True))),
)


def conv3d(*args, **kwargs):
    """One of:
        conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1,
            int groups=1) -> Tensor
        conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding="valid",
            int[3] dilation=1, int groups=1) -> Tensor
    """
    return call_overload("conv3d", conv3d_overloads, args, kwargs)


conv3d_overloads = (
    (_conv3d_default, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False),
                       ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False),
                       ('padding', 'int[]', False, False), ('dilation', 'int[]', False, False),
                       ('groups', 'int', False, False))),
    (_conv3d_padding, (('input', 'Tensor', True, False), ('weight', 'Tensor', True, False),
                       ('bias', 'Tensor?', False, False), ('stride', 'int[]', False, False),
                       ('padding', 'str', False, False), ('dilation', 'int[]', False, False),
                       ('groups', 'int', False, False))),
)


def pow_(*args, **kwargs):
    """One of:
        pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
        pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("pow_", pow__overloads, args, kwargs, (_pow__Tensor_Scalar, _pow__Tensor_Tensor, ))
    return call_overload("pow_", pow__overloads, args, kwargs)


pow__overloads = (
    (_pow__Tensor_Scalar, (('input', 'Tensor', True, False), ('exponent', 'Scalar', True, False))),
    (_pow__Tensor_Tensor, (('input', 'Tensor', True, False), ('exponent', 'Tensor', True, False))),
)


def lerp_(*args, **kwargs):
    """One of:
        lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
        lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("lerp_", lerp__overloads, args, kwargs, (_lerp__Scalar, _lerp__Tensor, ))
    return call_overload("lerp_", lerp__overloads, args, kwargs)


lerp__overloads = (
    (_lerp__Scalar, (('input', 'Tensor', True, False), ('end', 'Tensor', True, False),
                     ('weight', 'Scalar', True, False))),
    (_lerp__Tensor, (('input', 'Tensor', True, False), ('end', 'Tensor', True, False),
                     ('weight', 'Tensor', True, False))),
)


def masked_fill_(*args, **kwargs):
    """One of:
        masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
        masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
    """
    return call_overload("masked_fill_", masked_fill__overloads, args, kwargs)


masked_fill__overloads = (
    (_masked_fill__Scalar, (('input', 'Tensor', True, False), ('mask', 'Tensor', True, False),
                            ('value', 'Scalar', True, False))),
    (_masked_fill__Tensor, (('input', 'Tensor', True, False), ('mask', 'Tensor', True, False),
                            ('value', 'Tensor', True, False))),
)


def clamp_(*args, **kwargs):
    """One of:
        clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
        clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("clamp_", clamp__overloads, args, kwargs, (_clamp__Tensor, _clamp__default, ))
    return call_overload("clamp_", clamp__overloads, args, kwargs)


clamp__overloads = (
    (_clamp__Tensor, (('input', 'Tensor', True, False), ('min', 'Tensor?', False, False),
                      ('max', 'Tensor?', False, False))),
    (_clamp__default, (('input', 'Tensor', True, False), ('min', 'Scalar?', False, False),
                       ('max', 'Scalar?', False, False))),
)


def squeeze_(*args, **kwargs):
    """One of:
        squeeze_(Tensor(a!) self) -> Tensor(a!)
        squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)
        squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)
    """
    return call_overload("squeeze_", squeeze__overloads, args, kwargs)


squeeze__overloads = (
    (_squeeze__default, (('input', 'Tensor', True, False),)),
    (_squeeze__dim, (('input', 'Tensor', True, False), ('dim', 'int', True, False))),
    (_squeeze__dims, (('input', 'Tensor', True, False), ('dim', 'int[]', True, False))),
)


def scatter_(*args, **kwargs):
    """One of:
        scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
        scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("scatter_", scatter__overloads, args, kwargs, (_scatter__src, _scatter__value, ))
    return call_overload("scatter_", scatter__overloads, args, kwargs)


scatter__overloads = (
    (_scatter__src, (('input', 'Tensor', True,
                      False), ('dim', 'int', True, False), ('index', 'Tensor', True,
                                                            False), ('src', 'Tensor', True, False))),
    (_scatter__value, (('input', 'Tensor', True,
                        False), ('dim', 'int', True, False), ('index', 'Tensor', True,
                                                              False), ('value', 'Scalar', True, False))),
)


def fill_(*args, **kwargs):
    """One of:
        fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)
        fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)
    """
    return call_overload("fill_", fill__overloads, args, kwargs)


fill__overloads = (
    (_fill__Scalar, (('input', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_fill__Tensor, (('input', 'Tensor', True, False), ('value', 'Tensor', True, False))),
)


def index_fill_(*args, **kwargs):
    """One of:
        index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
        index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
    """
    return call_overload("index_fill_", index_fill__overloads, args, kwargs)


index_fill__overloads = (
    (_index_fill__int_Scalar, (('input', 'Tensor', True, False), ('dim', 'int', True, False),
                               ('index', 'Tensor', True, False), ('value', 'Scalar', True, False))),
    (_index_fill__int_Tensor, (('input', 'Tensor', True, False), ('dim', 'int', True, False),
                               ('index', 'Tensor', True, False), ('value', 'Tensor', True, False))),
)


def eq_(*args, **kwargs):
    """One of:
        eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
        eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
    """
    return call_overload("eq_", eq__overloads, args, kwargs)


eq__overloads = (
    (_eq__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_eq__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def ne_(*args, **kwargs):
    """One of:
        ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
        ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
    """
    return call_overload("ne_", ne__overloads, args, kwargs)


ne__overloads = (
    (_ne__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_ne__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def lt_(*args, **kwargs):
    """One of:
        lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
        lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
    """
    return call_overload("lt_", lt__overloads, args, kwargs)


lt__overloads = (
    (_lt__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_lt__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def le_(*args, **kwargs):
    """One of:
        le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
        le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
    """
    return call_overload("le_", le__overloads, args, kwargs)


le__overloads = (
    (_le__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_le__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def gt_(*args, **kwargs):
    """One of:
        gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
        gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
    """
    return call_overload("gt_", gt__overloads, args, kwargs)


gt__overloads = (
    (_gt__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_gt__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def ge_(*args, **kwargs):
    """One of:
        ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
        ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
    """
    return call_overload("ge_", ge__overloads, args, kwargs)


ge__overloads = (
    (_ge__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
    (_ge__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
)


def copysign_(*args, **kwargs):
    """One of:
        copysign.Tensor(Tensor self, Tensor other) -> Tensor
        copysign.Scalar(Tensor self, Scalar other) -> Tensor
    """
    if "out" in kwargs:  # PyTorch's out= form: the overload unrecorded, written into out
        return call_with_out("copysign_", copysign__overloads, args, kwargs, (_copysign__Tensor, _copysign__Scalar, ))
    return call_overload("copysign_", copysign__overloads, args, kwargs)


copysign__overloads = (
    (_copysign__Tensor, (('input', 'Tensor', True, False), ('other', 'Tensor', True, False))),
    (_copysign__Scalar, (('input', 'Tensor', True, False), ('other', 'Scalar', True, False))),
)


# PyTorch's other names for table ops (`aliases:` in the table): the same functions, so the same nodes
subtract = sub
subtract_ = sub_
multiply = mul
multiply_ = mul_
divide = div
divide_ = div_
true_divide = div
true_divide_ = div_
negative = neg
negative_ = neg_
arctan2 = atan2
arctan2_ = atan2_
absolute = abs
absolute_ = abs_
clip = clamp
clip_ = clamp_
arcsin = asin
arcsin_ = asin_
arccos = acos
arccos_ = acos_
arctan = atan
arctan_ = atan_
arcsinh = asinh
arcsinh_ = asinh_
arccosh = acosh
arccosh_ = acosh_
arctanh = atanh
arctanh_ = atanh_
fix = trunc
fix_ = trunc_
not_equal = ne
not_equal_ = ne_
less = lt
less_ = lt_
less_equal = le
less_equal_ = le_
greater = gt
greater_ = gt_
greater_equal = ge
greater_equal_ = ge_
concat = cat
concatenate = cat


# Every table op by PyTorch's dispatcher name (ops/dispatch.py: gradtable.ops.aten, what modes see)
ATEN = {
    "add.Tensor": add,
    "sub.Tensor": sub,
    "rsub.Tensor": _rsub_Tensor,
    "rsub.Scalar": _rsub_Scalar,
    "mul.Tensor": mul,
    "div.Tensor": _div_default,
    "neg.default": neg,
    "reciprocal.default": reciprocal,
    "pow.Tensor_Scalar": _pow_Tensor_Scalar,
    "pow.Tensor_Tensor": _pow_Tensor_Tensor,
    "pow.Scalar": _pow_Scalar,
    "mul.Scalar": _mul_Scalar,
    "div.Scalar": _div_Scalar,
    "div.Tensor_mode": _div_Tensor_mode,
    "floor_divide.default": floor_divide,
    "maximum.default": maximum,
    "minimum.default": minimum,
    "fmax.default": fmax,
    "fmin.default": fmin,
    "atan2.default": atan2,
    "hypot.default": hypot,
    "xlogy.Tensor": _xlogy_Tensor,
    "xlogy.Scalar_Self": _xlogy_Scalar_Self,
    "xlogy.Scalar_Other": _xlogy_Scalar_Other,
    "remainder.Scalar": _remainder_Scalar,
    "remainder.Tensor": _remainder_Tensor,
    "remainder.Scalar_Tensor": _remainder_Scalar_Tensor,
    "fmod.Scalar": _fmod_Scalar,
    "fmod.Tensor": _fmod_Tensor,
    "lerp.Scalar": _lerp_Scalar,
    "lerp.Tensor": _lerp_Tensor,
    "masked_fill.Scalar": _masked_fill_Scalar,
    "masked_fill.Tensor": _masked_fill_Tensor,
    "square.default": square,
    "exp.default": exp,
    "log.default": log,
    "sqrt.default": sqrt,
    "abs.default": abs,
    "sign.default": sign,
    "sin.default": sin,
    "cos.default": cos,
    "tanh.default": tanh,
    "sigmoid.default": sigmoid,
    "relu.default": relu,
    "threshold_backward.default": threshold_backward,
    "clamp.Tensor": _clamp_Tensor,
    "clamp.default": _clamp_default,
    "exp2.default": exp2,
    "expm1.default": expm1,
    "log2.default": log2,
    "log10.default": log10,
    "log1p.default": log1p,
    "rsqrt.default": rsqrt,
    "tan.default": tan,
    "asin.default": asin,
    "acos.default": acos,
    "atan.default": atan,
    "sinh.default": sinh,
    "cosh.default": cosh,
    "asinh.default": asinh,
    "acosh.default": acosh,
    "atanh.default": atanh,
    "erf.default": erf,
    "erfc.default": erfc,
    "erfinv.default": erfinv,
    "lgamma.default": lgamma,
    "digamma.default": digamma,
    "polygamma.default": polygamma,
    "i0.default": i0,
    "sinc.default": sinc,
    "logit.default": logit,
    "mvlgamma.default": mvlgamma,
    "igamma.default": igamma,
    "igammac.default": igammac,
    "special_ndtr.default": special_ndtr,
    "special_ndtri.default": special_ndtri,
    "special_log_ndtr.default": special_log_ndtr,
    "special_erfcx.default": special_erfcx,
    "special_i0e.default": special_i0e,
    "special_i1.default": special_i1,
    "special_i1e.default": special_i1e,
    "special_entr.default": special_entr,
    "special_xlog1py.default": _special_xlog1py_default,
    "special_xlog1py.self_scalar": _special_xlog1py_self_scalar,
    "special_xlog1py.other_scalar": _special_xlog1py_other_scalar,
    "special_zeta.default": _special_zeta_default,
    "special_zeta.self_scalar": _special_zeta_self_scalar,
    "special_zeta.other_scalar": _special_zeta_other_scalar,
    "special_bessel_j0.default": special_bessel_j0,
    "special_bessel_j1.default": special_bessel_j1,
    "special_bessel_y0.default": special_bessel_y0,
    "special_bessel_y1.default": special_bessel_y1,
    "special_modified_bessel_i0.default": special_modified_bessel_i0,
    "special_modified_bessel_i1.default": special_modified_bessel_i1,
    "special_modified_bessel_k0.default": special_modified_bessel_k0,
    "special_modified_bessel_k1.default": special_modified_bessel_k1,
    "special_scaled_modified_bessel_k0.default": special_scaled_modified_bessel_k0,
    "special_scaled_modified_bessel_k1.default": special_scaled_modified_bessel_k1,
    "special_spherical_bessel_j0.default": special_spherical_bessel_j0,
    "special_airy_ai.default": special_airy_ai,
    "special_chebyshev_polynomial_t.default": _special_chebyshev_polynomial_t_default,
    "special_chebyshev_polynomial_t.x_scalar": _special_chebyshev_polynomial_t_x_scalar,
    "special_chebyshev_polynomial_t.n_scalar": _special_chebyshev_polynomial_t_n_scalar,
    "special_chebyshev_polynomial_u.default": _special_chebyshev_polynomial_u_default,
    "special_chebyshev_polynomial_u.x_scalar": _special_chebyshev_polynomial_u_x_scalar,
    "special_chebyshev_polynomial_u.n_scalar": _special_chebyshev_polynomial_u_n_scalar,
    "special_chebyshev_polynomial_v.default": _special_chebyshev_polynomial_v_default,
    "special_chebyshev_polynomial_v.x_scalar": _special_chebyshev_polynomial_v_x_scalar,
    "special_chebyshev_polynomial_v.n_scalar": _special_chebyshev_polynomial_v_n_scalar,
    "special_chebyshev_polynomial_w.default": _special_chebyshev_polynomial_w_default,
    "special_chebyshev_polynomial_w.x_scalar": _special_chebyshev_polynomial_w_x_scalar,
    "special_chebyshev_polynomial_w.n_scalar": _special_chebyshev_polynomial_w_n_scalar,
    "special_shifted_chebyshev_polynomial_t.default": _special_shifted_chebyshev_polynomial_t_default,
    "special_shifted_chebyshev_polynomial_t.x_scalar": _special_shifted_chebyshev_polynomial_t_x_scalar,
    "special_shifted_chebyshev_polynomial_t.n_scalar": _special_shifted_chebyshev_polynomial_t_n_scalar,
    "special_shifted_chebyshev_polynomial_u.default": _special_shifted_chebyshev_polynomial_u_default,
    "special_shifted_chebyshev_polynomial_u.x_scalar": _special_shifted_chebyshev_polynomial_u_x_scalar,
    "special_shifted_chebyshev_polynomial_u.n_scalar": _special_shifted_chebyshev_polynomial_u_n_scalar,
    "special_shifted_chebyshev_polynomial_v.default": _special_shifted_chebyshev_polynomial_v_default,
    "special_shifted_chebyshev_polynomial_v.x_scalar": _special_shifted_chebyshev_polynomial_v_x_scalar,
    "special_shifted_chebyshev_polynomial_v.n_scalar": _special_shifted_chebyshev_polynomial_v_n_scalar,
    "special_shifted_chebyshev_polynomial_w.default": _special_shifted_chebyshev_polynomial_w_default,
    "special_shifted_chebyshev_polynomial_w.x_scalar": _special_shifted_chebyshev_polynomial_w_x_scalar,
    "special_shifted_chebyshev_polynomial_w.n_scalar": _special_shifted_chebyshev_polynomial_w_n_scalar,
    "special_hermite_polynomial_h.default": _special_hermite_polynomial_h_default,
    "special_hermite_polynomial_h.x_scalar": _special_hermite_polynomial_h_x_scalar,
    "special_hermite_polynomial_h.n_scalar": _special_hermite_polynomial_h_n_scalar,
    "special_hermite_polynomial_he.default": _special_hermite_polynomial_he_default,
    "special_hermite_polynomial_he.x_scalar": _special_hermite_polynomial_he_x_scalar,
    "special_hermite_polynomial_he.n_scalar": _special_hermite_polynomial_he_n_scalar,
    "special_laguerre_polynomial_l.default": _special_laguerre_polynomial_l_default,
    "special_laguerre_polynomial_l.x_scalar": _special_laguerre_polynomial_l_x_scalar,
    "special_laguerre_polynomial_l.n_scalar": _special_laguerre_polynomial_l_n_scalar,
    "special_legendre_polynomial_p.default": _special_legendre_polynomial_p_default,
    "special_legendre_polynomial_p.x_scalar": _special_legendre_polynomial_p_x_scalar,
    "special_legendre_polynomial_p.n_scalar": _special_legendre_polynomial_p_n_scalar,
    "floor.default": floor,
    "ceil.default": ceil,
    "round.default": _round_default,
    "round.decimals": _round_decimals,
    "trunc.default": trunc,
    "frac.default": frac,
    "clamp_min.default": _clamp_min_default,
    "clamp_min.Tensor": _clamp_min_Tensor,
    "clamp_max.default": _clamp_max_default,
    "clamp_max.Tensor": _clamp_max_Tensor,
    "nan_to_num.default": nan_to_num,
    "hardtanh.default": hardtanh,
    "hardtanh_backward.default": hardtanh_backward,
    "leaky_relu_backward.default": leaky_relu_backward,
    "hardsigmoid_backward.default": hardsigmoid_backward,
    "relu6.default": relu6,
    "leaky_relu.default": leaky_relu,
    "elu.default": elu,
    "celu.default": celu,
    "gelu.default": gelu,
    "silu.default": silu,
    "mish.default": mish,
    "softplus.default": softplus,
    "softsign.default": softsign,
    "hardsigmoid.default": hardsigmoid,
    "hardswish.default": hardswish,
    "log_sigmoid.default": log_sigmoid,
    "tanhshrink.default": tanhshrink,
    "eq.Tensor": eq,
    "ne.Tensor": ne,
    "lt.Tensor": lt,
    "le.Tensor": le,
    "gt.Tensor": gt,
    "ge.Tensor": ge,
    "logical_and.default": logical_and,
    "logical_or.default": logical_or,
    "logical_xor.default": logical_xor,
    "bitwise_and.Tensor": bitwise_and,
    "bitwise_or.Tensor": bitwise_or,
    "bitwise_xor.Tensor": bitwise_xor,
    "logical_not.default": logical_not,
    "bitwise_not.default": bitwise_not,
    "sum.default": _sum_default,
    "sum.dim_IntList": _sum_dim_IntList,
    "mean.default": _mean_default,
    "mean.dim": _mean_dim,
    "var.default": var,
    "std.default": std,
    "max.dim": _max_dim,
    "max.default": _max_default,
    "max.other": _max_other,
    "min.dim": _min_dim,
    "min.default": _min_default,
    "min.other": _min_other,
    "softmax.int": softmax,
    "log_softmax.int": log_softmax,
    "prod.default": _prod_default,
    "prod.dim_int": _prod_dim_int,
    "amax.default": amax,
    "amin.default": amin,
    "argsort.stable": _argsort_stable,
    "argmax.default": argmax,
    "argmin.default": argmin,
    "logsumexp.default": logsumexp,
    "linalg_vector_norm.default": linalg_vector_norm,
    "norm.default": _norm_default,
    "norm.str": _norm_str,
    "norm.ScalarOpt_dim": _norm_ScalarOpt_dim,
    "linalg_norm.default": _linalg_norm_default,
    "linalg_norm.ord_str": _linalg_norm_ord_str,
    "linalg_matrix_norm.default": _linalg_matrix_norm_default,
    "linalg_matrix_norm.str_ord": _linalg_matrix_norm_str_ord,
    "cumsum.default": cumsum,
    "cumprod.default": cumprod,
    "all.dims": all,
    "any.dims": any,
    "nansum.default": nansum,
    "nanmean.default": nanmean,
    "var_mean.default": var_mean,
    "std_mean.default": std_mean,
    "aminmax.default": aminmax,
    "median.default": _median_default,
    "median.dim": _median_dim,
    "nanmedian.default": _nanmedian_default,
    "nanmedian.dim": _nanmedian_dim,
    "kthvalue.default": kthvalue,
    "mode.default": mode,
    "cummax.default": cummax,
    "cummin.default": cummin,
    "logcumsumexp.default": logcumsumexp,
    "count_nonzero.dim_IntList": _count_nonzero_dim_IntList,
    "count_nonzero.default": _count_nonzero_default,
    "diff.default": diff,
    "trapezoid.x": _trapezoid_x,
    "trapezoid.dx": _trapezoid_dx,
    "trapz.x": _trapz_x,
    "trapz.dx": _trapz_dx,
    "cumulative_trapezoid.x": _cumulative_trapezoid_x,
    "cumulative_trapezoid.dx": _cumulative_trapezoid_dx,
    "msort.default": msort,
    "histc.default": histc,
    "bincount.default": bincount,
    "sort.default": _sort_default,
    "sort.stable": _sort_stable,
    "argsort.default": _argsort_default,
    "topk.default": topk,
    "isnan.default": isnan,
    "isinf.default": isinf,
    "isfinite.default": isfinite,
    "isclose.default": isclose,
    "view_as.default": view_as,
    "reshape_as.default": reshape_as,
    "matmul.default": matmul,
    "mm.default": mm,
    "bmm.default": bmm,
    "mv.default": mv,
    "dot.default": dot,
    "outer.default": outer,
    "ger.default": ger,
    "trace.default": trace,
    "diagonal.default": diagonal,
    "diagonal_copy.default": diagonal_copy,
    "diagonal_backward.default": diagonal_backward,
    "diag_embed.default": diag_embed,
    "diag.default": diag,
    "tril.default": tril,
    "triu.default": triu,
    "linalg_inv_ex.default": linalg_inv_ex,
    "linalg_inv.default": linalg_inv,
    "inverse.default": inverse,
    "linalg_det.default": linalg_det,
    "det.default": det,
    "linalg_slogdet.default": linalg_slogdet,
    "slogdet.default": slogdet,
    "logdet.default": logdet,
    "linalg_solve_ex.default": linalg_solve_ex,
    "linalg_solve.default": linalg_solve,
    "linalg_cholesky_ex.default": linalg_cholesky_ex,
    "linalg_cholesky.default": linalg_cholesky,
    "linalg_qr.default": linalg_qr,
    "linalg_eigh.default": linalg_eigh,
    "linalg_eigvalsh.default": linalg_eigvalsh,
    "linalg_svd.default": linalg_svd,
    "linalg_svdvals.default": linalg_svdvals,
    "einsum.default": einsum,
    "t.default": t,
    "transpose.int": transpose,
    "view.default": view,
    "_unsafe_view.default": _unsafe_view,
    "_reshape_alias.default": _reshape_alias,
    "reshape.default": reshape,
    "flatten.using_ints": flatten,
    "expand.default": expand,
    "squeeze.default": _squeeze_default,
    "squeeze.dim": _squeeze_dim,
    "squeeze.dims": _squeeze_dims,
    "unsqueeze.default": unsqueeze,
    "cat.default": cat,
    "stack.default": stack,
    "unbind.int": unbind,
    "clone.default": clone,
    "_to_copy.default": _to_copy,
    "where.self": _where_self,
    "where.default": _where_default,
    "permute.default": permute,
    "movedim.intlist": movedim,
    "moveaxis.intlist": moveaxis,
    "swapaxes.default": swapaxes,
    "swapdims.default": swapdims,
    "ravel.default": ravel,
    "unflatten.int": unflatten,
    "expand_as.default": expand_as,
    "broadcast_to.default": broadcast_to,
    "repeat.default": repeat,
    "tile.default": tile,
    "flip.default": flip,
    "roll.default": roll,
    "split.Tensor": _split_Tensor,
    "split.sizes": _split_sizes,
    "split_with_sizes.default": split_with_sizes,
    "chunk.default": chunk,
    "narrow.default": narrow,
    "select.int": select,
    "select_backward.default": select_backward,
    "slice.Tensor": slice,
    "slice_backward.default": slice_backward,
    "index.Tensor": index,
    "index_put_zeros.default": index_put_zeros,
    "alias.default": alias,
    "index_select.default": index_select,
    "index_add.default": index_add,
    "gather.default": gather,
    "scatter.src": _scatter_src,
    "scatter.value": _scatter_value,
    "scatter_add.default": scatter_add,
    "take_along_dim.default": take_along_dim,
    "masked_select.default": masked_select,
    "nonzero.default": _nonzero_default,
    "nonzero.as_tuple": _nonzero_as_tuple,
    "argwhere.default": argwhere,
    "index_put.default": index_put,
    "fill.Scalar": _fill_Scalar,
    "fill.Tensor": _fill_Tensor,
    "atleast_1d.default": _atleast_1d_default,
    "atleast_1d.Sequence": _atleast_1d_Sequence,
    "atleast_2d.default": _atleast_2d_default,
    "atleast_2d.Sequence": _atleast_2d_Sequence,
    "atleast_3d.default": _atleast_3d_default,
    "atleast_3d.Sequence": _atleast_3d_Sequence,
    "hstack.default": hstack,
    "vstack.default": vstack,
    "row_stack.default": row_stack,
    "dstack.default": dstack,
    "column_stack.default": column_stack,
    "broadcast_tensors.default": broadcast_tensors,
    "meshgrid.default": _meshgrid_default,
    "meshgrid.indexing": _meshgrid_indexing,
    "cartesian_prod.default": cartesian_prod,
    "combinations.default": combinations,
    "fliplr.default": fliplr,
    "flipud.default": flipud,
    "tensor_split.sections": _tensor_split_sections,
    "tensor_split.indices": _tensor_split_indices,
    "tensor_split.tensor_indices_or_sections": _tensor_split_tensor_indices_or_sections,
    "hsplit.int": _hsplit_int,
    "hsplit.array": _hsplit_array,
    "vsplit.int": _vsplit_int,
    "vsplit.array": _vsplit_array,
    "dsplit.int": _dsplit_int,
    "dsplit.array": _dsplit_array,
    "diagflat.default": diagflat,
    "kron.default": kron,
    "inner.default": inner,
    "tensordot.default": tensordot,
    "adjoint.default": adjoint,
    "sum_to_size.default": sum_to_size,
    "repeat_interleave.self_Tensor": _repeat_interleave_self_Tensor,
    "repeat_interleave.self_int": _repeat_interleave_self_int,
    "repeat_interleave.Tensor": _repeat_interleave_Tensor,
    "linalg_vander.default": linalg_vander,
    "rot90.default": rot90,
    "take.default": take,
    "put.default": put,
    "index_fill.int_Scalar": _index_fill_int_Scalar,
    "index_fill.int_Tensor": _index_fill_int_Tensor,
    "index_copy.default": index_copy,
    "index_reduce.default": index_reduce,
    "masked_scatter.default": masked_scatter,
    "masked_scatter_backward.default": masked_scatter_backward,
    "scatter_reduce.two": scatter_reduce,
    "select_scatter.default": select_scatter,
    "slice_scatter.default": slice_scatter,
    "diagonal_scatter.default": diagonal_scatter,
    "as_strided.default": as_strided,
    "as_strided_scatter.default": as_strided_scatter,
    "unfold.default": unfold,
    "unfold_backward.default": unfold_backward,
    "block_diag.default": block_diag,
    "unsafe_split.Tensor": unsafe_split,
    "unsafe_split_with_sizes.default": unsafe_split_with_sizes,
    "unsafe_chunk.default": unsafe_chunk,
    "vdot.default": vdot,
    "linalg_cross.default": linalg_cross,
    "cross.default": cross,
    "_cdist_forward.default": _cdist_forward,
    "_cdist_backward.default": _cdist_backward,
    "_euclidean_dist.default": _euclidean_dist,
    "cdist.default": cdist,
    "searchsorted.Tensor": _searchsorted_Tensor,
    "searchsorted.Scalar": _searchsorted_Scalar,
    "bucketize.Tensor": _bucketize_Tensor,
    "bucketize.Scalar": _bucketize_Scalar,
    "addmv.default": addmv,
    "addr.default": addr,
    "baddbmm.default": baddbmm,
    "addbmm.default": addbmm,
    "chain_matmul.default": chain_matmul,
    "linalg_multi_dot.default": linalg_multi_dot,
    "linalg_matrix_power.default": linalg_matrix_power,
    "matrix_power.default": matrix_power,
    "linalg_vecdot.default": linalg_vecdot,
    "linalg_matmul.default": linalg_matmul,
    "linalg_diagonal.default": linalg_diagonal,
    "linalg_matrix_exp.default": linalg_matrix_exp,
    "matrix_exp.default": matrix_exp,
    "linalg_solve_triangular.default": linalg_solve_triangular,
    "triangular_solve.default": triangular_solve,
    "linalg_lu_factor_ex.default": linalg_lu_factor_ex,
    "linalg_lu_factor.default": linalg_lu_factor,
    "linalg_lu.default": linalg_lu,
    "lu_unpack.default": lu_unpack,
    "linalg_lu_solve.default": linalg_lu_solve,
    "lu_solve.default": lu_solve,
    "cholesky.default": cholesky,
    "cholesky_solve.default": cholesky_solve,
    "cholesky_inverse.default": cholesky_inverse,
    "linalg_pinv.atol_rtol_tensor": _linalg_pinv_atol_rtol_tensor,
    "linalg_pinv.atol_rtol_float": _linalg_pinv_atol_rtol_float,
    "linalg_pinv.default": _linalg_pinv_default,
    "linalg_pinv.rcond_tensor": _linalg_pinv_rcond_tensor,
    "pinverse.default": pinverse,
    "linalg_matrix_rank.atol_rtol_tensor": _linalg_matrix_rank_atol_rtol_tensor,
    "linalg_matrix_rank.atol_rtol_float": _linalg_matrix_rank_atol_rtol_float,
    "linalg_matrix_rank.default": _linalg_matrix_rank_default,
    "linalg_matrix_rank.tol_tensor": _linalg_matrix_rank_tol_tensor,
    "linalg_tensorinv.default": linalg_tensorinv,
    "linalg_tensorsolve.default": linalg_tensorsolve,
    "linalg_lstsq.default": linalg_lstsq,
    "linalg_householder_product.default": linalg_householder_product,
    "orgqr.default": orgqr,
    "geqrf.default": geqrf,
    "ormqr.default": ormqr,
    "linalg_ldl_factor_ex.default": linalg_ldl_factor_ex,
    "linalg_ldl_solve.default": linalg_ldl_solve,
    "svd.default": svd,
    "qr.default": qr,
    "_unique2.default": _unique2,
    "unique_dim.default": unique_dim,
    "unique_consecutive.default": unique_consecutive,
    "mse_loss.functional": mse_loss,
    "mse_loss.default": _mse_loss_default,
    "binary_cross_entropy_with_logits.default": binary_cross_entropy_with_logits,
    "convolution.default": convolution,
    "convolution_backward_weight.default": convolution_backward_weight,
    "conv1d.default": _conv1d_default,
    "conv1d.padding": _conv1d_padding,
    "conv2d.default": _conv2d_default,
    "conv2d.padding": _conv2d_padding,
    "conv_transpose1d.default": conv_transpose1d,
    "conv_transpose2d.default": conv_transpose2d,
    "constant_pad_nd.default": constant_pad_nd,
    "max_pool2d_with_indices.default": max_pool2d_with_indices,
    "max_pool2d_with_indices_backward.default": max_pool2d_with_indices_backward,
    "max_pool2d.default": max_pool2d,
    "avg_pool2d.default": avg_pool2d,
    "avg_pool2d_backward.default": avg_pool2d_backward,
    "adaptive_avg_pool2d.default": adaptive_avg_pool2d,
    "_adaptive_avg_pool2d.default": _adaptive_avg_pool2d,
    "_adaptive_avg_pool2d_backward.default": _adaptive_avg_pool2d_backward,
    "adaptive_max_pool2d.default": adaptive_max_pool2d,
    "adaptive_max_pool2d_backward.default": adaptive_max_pool2d_backward,
    "nll_loss.default": nll_loss,
    "nll_loss_forward.default": nll_loss_forward,
    "nll_loss2d_forward.default": nll_loss2d_forward,
    "cross_entropy.default": cross_entropy,
    "kl_div.default": kl_div,
    "l1_loss.default": l1_loss,
    "smooth_l1_loss.default": smooth_l1_loss,
    "_loss_slope.default": _loss_slope,
    "_gelu_slope.default": _gelu_slope,
    "huber_loss.functional": huber_loss,
    "huber_loss.default": _huber_loss_default,
    "binary_cross_entropy.default": binary_cross_entropy,
    "addmm.default": addmm,
    "linear.default": linear,
    "dropout.default": dropout,
    "embedding.default": embedding,
    "embedding_dense_backward.default": embedding_dense_backward,
    "pad.default": pad,
    "layer_norm.default": layer_norm,
    "native_layer_norm.default": native_layer_norm,
    "batch_norm.default": batch_norm,
    "native_batch_norm.default": native_batch_norm,
    "group_norm.default": group_norm,
    "native_group_norm.default": native_group_norm,
    "rms_norm.default": rms_norm,
    "_weight_norm.default": _weight_norm,
    "_weight_norm_interface.default": _weight_norm_interface,
    "norm_except_dim.default": norm_except_dim,
    "normalize.default": normalize,
    "cosine_similarity.default": cosine_similarity,
    "pairwise_distance.default": pairwise_distance,
    "scaled_dot_product_attention.default": scaled_dot_product_attention,
    "reflection_pad1d.default": reflection_pad1d,
    "reflection_pad1d_backward.default": reflection_pad1d_backward,
    "reflection_pad2d.default": reflection_pad2d,
    "reflection_pad2d_backward.default": reflection_pad2d_backward,
    "replication_pad1d.default": replication_pad1d,
    "replication_pad1d_backward.default": replication_pad1d_backward,
    "replication_pad2d.default": replication_pad2d,
    "replication_pad2d_backward.default": replication_pad2d_backward,
    "bitwise_left_shift.Tensor": bitwise_left_shift,
    "bitwise_right_shift.Tensor": bitwise_right_shift,
    "sgn.default": sgn,
    "copysign.Tensor": _copysign_Tensor,
    "copysign.Scalar": _copysign_Scalar,
    "logaddexp.default": logaddexp,
    "logaddexp2.default": logaddexp2,
    "float_power.Tensor_Tensor": _float_power_Tensor_Tensor,
    "float_power.Tensor_Scalar": _float_power_Tensor_Scalar,
    "float_power.Scalar": _float_power_Scalar,
    "ldexp.Tensor": ldexp,
    "frexp.Tensor": frexp,
    "nextafter.default": nextafter,
    "gcd.default": gcd,
    "lcm.default": lcm,
    "heaviside.default": heaviside,
    "signbit.default": signbit,
    "isposinf.default": isposinf,
    "isneginf.default": isneginf,
    "isreal.default": isreal,
    "isin.Tensor_Tensor": _isin_Tensor_Tensor,
    "isin.Tensor_Scalar": _isin_Tensor_Scalar,
    "isin.Scalar_Tensor": _isin_Scalar_Tensor,
    "deg2rad.default": deg2rad,
    "rad2deg.default": rad2deg,
    "addcmul.default": addcmul,
    "addcdiv.default": addcdiv,
    "dist.default": dist,
    "renorm.default": renorm,
    "threshold.default": threshold,
    "hardshrink.default": hardshrink,
    "hardshrink_backward.default": hardshrink_backward,
    "softshrink.default": softshrink,
    "softshrink_backward.default": softshrink_backward,
    "glu.default": glu,
    "prelu.default": prelu,
    "_prelu_kernel.default": _prelu_kernel,
    "rrelu_with_noise.default": rrelu_with_noise,
    "rrelu_with_noise_backward.default": rrelu_with_noise_backward,
    "conv3d.default": _conv3d_default,
    "conv3d.padding": _conv3d_padding,
    "conv_transpose3d.default": conv_transpose3d,
    "max_pool3d_with_indices.default": max_pool3d_with_indices,
    "max_pool3d_with_indices_backward.default": max_pool3d_with_indices_backward,
    "max_pool3d.default": max_pool3d,
    "avg_pool3d.default": avg_pool3d,
    "avg_pool3d_backward.default": avg_pool3d_backward,
    "adaptive_avg_pool3d.default": adaptive_avg_pool3d,
    "_adaptive_avg_pool3d.default": _adaptive_avg_pool3d,
    "_adaptive_avg_pool3d_backward.default": _adaptive_avg_pool3d_backward,
    "adaptive_max_pool3d.default": adaptive_max_pool3d,
    "adaptive_max_pool3d_backward.default": adaptive_max_pool3d_backward,
    "max_unpool2d.default": max_unpool2d,
    "max_unpool3d.default": max_unpool3d,
    "fractional_max_pool2d.default": fractional_max_pool2d,
    "fractional_max_pool2d_backward.default": fractional_max_pool2d_backward,
    "fractional_max_pool3d.default": fractional_max_pool3d,
    "fractional_max_pool3d_backward.default": fractional_max_pool3d_backward,
    "reflection_pad3d.default": reflection_pad3d,
    "reflection_pad3d_backward.default": reflection_pad3d_backward,
    "replication_pad3d.default": replication_pad3d,
    "replication_pad3d_backward.default": replication_pad3d_backward,
    "_standard_gamma_grad.default": _standard_gamma_grad,
    "_dirichlet_grad.default": _dirichlet_grad,
    "add_.Tensor": add_,
    "sub_.Tensor": sub_,
    "mul_.Tensor": mul_,
    "div_.Tensor": div_,
    "neg_.default": neg_,
    "reciprocal_.default": reciprocal_,
    "pow_.Scalar": _pow__Tensor_Scalar,
    "pow_.Tensor": _pow__Tensor_Tensor,
    "floor_divide_.default": floor_divide_,
    "atan2_.default": atan2_,
    "hypot_.default": hypot_,
    "xlogy_.Tensor": xlogy_,
    "remainder_.Tensor": remainder_,
    "fmod_.Tensor": fmod_,
    "lerp_.Scalar": _lerp__Scalar,
    "lerp_.Tensor": _lerp__Tensor,
    "masked_fill_.Scalar": _masked_fill__Scalar,
    "masked_fill_.Tensor": _masked_fill__Tensor,
    "exp_.default": exp_,
    "log_.default": log_,
    "sqrt_.default": sqrt_,
    "abs_.default": abs_,
    "sign_.default": sign_,
    "sin_.default": sin_,
    "cos_.default": cos_,
    "tanh_.default": tanh_,
    "sigmoid_.default": sigmoid_,
    "relu_.default": relu_,
    "clamp_.Tensor": _clamp__Tensor,
    "clamp_.default": _clamp__default,
    "exp2_.default": exp2_,
    "expm1_.default": expm1_,
    "log2_.default": log2_,
    "log10_.default": log10_,
    "log1p_.default": log1p_,
    "rsqrt_.default": rsqrt_,
    "tan_.default": tan_,
    "asin_.default": asin_,
    "acos_.default": acos_,
    "atan_.default": atan_,
    "sinh_.default": sinh_,
    "cosh_.default": cosh_,
    "erf_.default": erf_,
    "erfc_.default": erfc_,
    "erfinv_.default": erfinv_,
    "lgamma_.default": lgamma_,
    "digamma_.default": digamma_,
    "i0_.default": i0_,
    "sinc_.default": sinc_,
    "logit_.default": logit_,
    "mvlgamma_.default": mvlgamma_,
    "igamma_.default": igamma_,
    "igammac_.default": igammac_,
    "floor_.default": floor_,
    "ceil_.default": ceil_,
    "round_.default": round_,
    "trunc_.default": trunc_,
    "frac_.default": frac_,
    "clamp_min_.default": clamp_min_,
    "clamp_max_.default": clamp_max_,
    "nan_to_num_.default": nan_to_num_,
    "hardtanh_.default": hardtanh_,
    "silu_.default": silu_,
    "mish_.default": mish_,
    "hardsigmoid_.default": hardsigmoid_,
    "hardswish_.default": hardswish_,
    "logical_and_.default": logical_and_,
    "logical_or_.default": logical_or_,
    "logical_xor_.default": logical_xor_,
    "bitwise_and_.Tensor": bitwise_and_,
    "bitwise_or_.Tensor": bitwise_or_,
    "bitwise_xor_.Tensor": bitwise_xor_,
    "logical_not_.default": logical_not_,
    "bitwise_not_.default": bitwise_not_,
    "cumsum_.default": cumsum_,
    "cumprod_.default": cumprod_,
    "tril_.default": tril_,
    "triu_.default": triu_,
    "squeeze_.default": _squeeze__default,
    "squeeze_.dim": _squeeze__dim,
    "squeeze_.dims": _squeeze__dims,
    "unsqueeze_.default": unsqueeze_,
    "t_.default": t_,
    "transpose_.default": transpose_,
    "index_add_.default": index_add_,
    "scatter_.src": _scatter__src,
    "scatter_.value": _scatter__value,
    "scatter_add_.default": scatter_add_,
    "index_put_.default": index_put_,
    "fill_.Scalar": _fill__Scalar,
    "fill_.Tensor": _fill__Tensor,
    "zero_.default": zero_,
    "copy_.default": copy_,
    "put_.default": put_,
    "index_fill_.int_Scalar": _index_fill__int_Scalar,
    "index_fill_.int_Tensor": _index_fill__int_Tensor,
    "index_copy_.default": index_copy_,
    "index_reduce_.default": index_reduce_,
    "masked_scatter_.default": masked_scatter_,
    "scatter_reduce_.two": scatter_reduce_,
    "addmv_.default": addmv_,
    "addr_.default": addr_,
    "baddbmm_.default": baddbmm_,
    "addbmm_.default": addbmm_,
    "bitwise_left_shift_.Tensor": bitwise_left_shift_,
    "bitwise_right_shift_.Tensor": bitwise_right_shift_,
    "asinh_.default": asinh_,
    "acosh_.default": acosh_,
    "atanh_.default": atanh_,
    "eq_.Scalar": _eq__Scalar,
    "eq_.Tensor": _eq__Tensor,
    "ne_.Scalar": _ne__Scalar,
    "ne_.Tensor": _ne__Tensor,
    "lt_.Scalar": _lt__Scalar,
    "lt_.Tensor": _lt__Tensor,
    "le_.Scalar": _le__Scalar,
    "le_.Tensor": _le__Tensor,
    "gt_.Scalar": _gt__Scalar,
    "gt_.Tensor": _gt__Tensor,
    "ge_.Scalar": _ge__Scalar,
    "ge_.Tensor": _ge__Tensor,
    "sgn_.default": sgn_,
    "polygamma_.default": polygamma_,
    "copysign_.Tensor": _copysign__Tensor,
    "copysign_.Scalar": _copysign__Scalar,
    "ldexp_.Tensor": ldexp_,
    "nextafter_.default": nextafter_,
    "gcd_.default": gcd_,
    "lcm_.default": lcm_,
    "heaviside_.default": heaviside_,
    "deg2rad_.default": deg2rad_,
    "rad2deg_.default": rad2deg_,
    "addcmul_.default": addcmul_,
    "addcdiv_.default": addcdiv_,
    "renorm_.default": renorm_,
    "elu_.default": elu_,
    "celu_.default": celu_,
    "leaky_relu_.default": leaky_relu_,
    "threshold_.default": threshold_,
    "rrelu_with_noise_.default": rrelu_with_noise_,
}
