"""Transforms of whole vectors and matrices: onto the simplex (softmax, stick-breaking), onto lower
Cholesky factors, positive-definite matrices and Cholesky factors of correlation matrices.
"""
import math

from .. import linalg
from ..core.creation import eye
from ..core.dtype_info import finfo
from ..nn.functional import logsigmoid, pad, softplus
from . import constraints
from ._transform_base import Transform
from ._transform_pointwise import _clipped_sigmoid
from .utils import tril_matrix_to_vec, vec_to_tril_matrix

__all__ = ["CorrCholeskyTransform", "LowerCholeskyTransform", "PositiveDefiniteTransform", "SoftmaxTransform",
           "StickBreakingTransform"]


def _needs_dims(shape, n):
    if len(shape) < n:
        raise ValueError("Too few dimensions on input")


class CorrCholeskyTransform(Transform):
    """A vector of D(D-1)/2 reals to the Cholesky factor of a D x D correlation matrix: tanh maps each
    entry into (-1, 1), and each row is then built by stick-breaking so it has unit length."""

    domain = constraints.real_vector
    codomain = constraints.corr_cholesky
    bijective = True

    def _call(self, x):
        eps = finfo(x.dtype).eps
        x = x.tanh().clamp(min=-1 + eps, max=1 - eps)   # |r| < 1 keeps sqrt(1 - r^2) away from 0
        r = vec_to_tril_matrix(x, diag=-1)
        remaining = (1 - r ** 2).sqrt().cumprod(-1)     # the length left in each row after each entry
        r = r + eye(r.shape[-1], dtype=r.dtype)
        return r * pad(remaining[..., :-1], [1, 0], value=1)

    def _inverse(self, y):
        left = 1 - (y * y).cumsum(dim=-1)
        left_before = pad(left[..., :-1], [1, 0], value=1)
        t = tril_matrix_to_vec(y, diag=-1) / tril_matrix_to_vec(left_before, diag=-1).sqrt()
        return (t.log1p() - t.neg().log1p()) / 2        # atanh

    def log_abs_det_jacobian(self, x, y, intermediates=None):
        # The stick-breaking part: 1/2 the log of the length left before each strictly-lower entry; the
        # tanh part: log(1 - tanh(x)^2), written through softplus so it stays finite.
        left = 1 - (y * y).cumsum(dim=-1)
        stick_breaking = 0.5 * tril_matrix_to_vec(left, diag=-2).log().sum(-1)
        tanh = -2 * (x + softplus(-2 * x) - math.log(2.0)).sum(dim=-1)
        return stick_breaking + tanh

    def forward_shape(self, shape):
        _needs_dims(shape, 1)
        n = shape[-1]
        d = round((0.25 + 2 * n) ** 0.5 + 0.5)
        if d * (d - 1) // 2 != n:
            raise ValueError("Input is not a flattened lower-diagonal number")
        return shape[:-1] + (d, d)

    def inverse_shape(self, shape):
        _needs_dims(shape, 2)
        if shape[-2] != shape[-1]:
            raise ValueError("Input is not square")
        d = shape[-1]
        return shape[:-2] + (d * (d - 1) // 2,)


class SoftmaxTransform(Transform):
    """Reals to the simplex by softmax over the last dimension (not bijective: adding a constant to x
    gives the same y; the inverse returns log y)."""

    domain = constraints.real_vector
    codomain = constraints.simplex

    def __eq__(self, other):
        return isinstance(other, SoftmaxTransform)

    def _call(self, x):
        probs = (x - x.max(-1, True)[0]).exp()
        return probs / probs.sum(-1, True)

    def _inverse(self, y):
        return y.log()

    def forward_shape(self, shape):
        _needs_dims(shape, 1)
        return shape

    def inverse_shape(self, shape):
        _needs_dims(shape, 1)
        return shape


def _stick_offsets(x, k):
    """log(k), log(k-1), ..., log(1) shifts: with them x = 0 maps to the simplex's centre."""
    return (k + 1 - x.new_ones(k).cumsum(-1)).log()


class StickBreakingTransform(Transform):
    """K reals to the K+1 simplex, bijectively: entry i takes the fraction sigmoid(x_i - log(K - i)) of
    what the previous entries left."""

    domain = constraints.real_vector
    codomain = constraints.simplex
    bijective = True

    def __eq__(self, other):
        return isinstance(other, StickBreakingTransform)

    def _call(self, x):
        z = _clipped_sigmoid(x - _stick_offsets(x, x.shape[-1]))
        left = (1 - z).cumprod(-1)
        return pad(z, [0, 1], value=1) * pad(left, [1, 0], value=1)

    def _inverse(self, y):
        head = y[..., :-1]
        k = head.shape[-1]
        offsets = (y.shape[-1] - y.new_ones(k).cumsum(-1)).log()
        left = (1 - head.cumsum(-1)).clamp(min=finfo(y.dtype).tiny)
        return head.log() - left.log() + offsets

    def log_abs_det_jacobian(self, x, y):
        x = x - _stick_offsets(x, x.shape[-1])
        return (-x + logsigmoid(x) + y[..., :-1].log()).sum(-1)

    def forward_shape(self, shape):
        _needs_dims(shape, 1)
        return shape[:-1] + (shape[-1] + 1,)

    def inverse_shape(self, shape):
        _needs_dims(shape, 1)
        return shape[:-1] + (shape[-1] - 1,)


class LowerCholeskyTransform(Transform):
    """A square matrix to a lower-triangular one with a positive diagonal: the strictly lower part is
    kept, the diagonal exponentiated (the upper part is dropped, so this is not bijective)."""

    domain = constraints.independent(constraints.real, 2)
    codomain = constraints.lower_cholesky

    def __eq__(self, other):
        return isinstance(other, LowerCholeskyTransform)

    def _call(self, x):
        return x.tril(-1) + x.diagonal(dim1=-2, dim2=-1).exp().diag_embed()

    def _inverse(self, y):
        return y.tril(-1) + y.diagonal(dim1=-2, dim2=-1).log().diag_embed()


class PositiveDefiniteTransform(Transform):
    """A square matrix to a positive-definite one, L L^T with L its LowerCholeskyTransform."""

    domain = constraints.independent(constraints.real, 2)
    codomain = constraints.positive_definite

    def __eq__(self, other):
        return isinstance(other, PositiveDefiniteTransform)

    def _call(self, x):
        lower = LowerCholeskyTransform()(x)
        return lower @ lower.mT

    def _inverse(self, y):
        return LowerCholeskyTransform().inv(linalg.cholesky(y))

