# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Bind the table's ops to Tensor methods and operators, and list each namespace's functions."""
from gradtable.generated import ops
from gradtable.core.tensor import Tensor
from gradtable.ops.op_support import comparable


def _addbmm(self, batch1, batch2, *args, **kwargs):
    """Tensor.addbmm: ops.addbmm, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addbmm(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(batch1, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addbmm(): argument 'batch1' (position 1) must be Tensor, "
                        f"not {type(batch1).__name__}")
    if not isinstance(batch2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addbmm(): argument 'batch2' (position 2) must be Tensor, "
                        f"not {type(batch2).__name__}")
    return ops.addbmm(self, batch1, batch2, *args, **kwargs)


def _addmm(self, mat1, mat2, *args, **kwargs):
    """Tensor.addmm: ops.addmm, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addmm(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(mat1, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addmm(): argument 'mat1' (position 1) must be Tensor, "
                        f"not {type(mat1).__name__}")
    if not isinstance(mat2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addmm(): argument 'mat2' (position 2) must be Tensor, "
                        f"not {type(mat2).__name__}")
    return ops.addmm(self, mat1, mat2, *args, **kwargs)


def _addmv(self, mat, vec, *args, **kwargs):
    """Tensor.addmv: ops.addmv, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addmv(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(mat, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addmv(): argument 'mat' (position 1) must be Tensor, "
                        f"not {type(mat).__name__}")
    if not isinstance(vec, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addmv(): argument 'vec' (position 2) must be Tensor, "
                        f"not {type(vec).__name__}")
    return ops.addmv(self, mat, vec, *args, **kwargs)


def _addr(self, vec1, vec2, *args, **kwargs):
    """Tensor.addr: ops.addr, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addr(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(vec1, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addr(): argument 'vec1' (position 1) must be Tensor, "
                        f"not {type(vec1).__name__}")
    if not isinstance(vec2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"addr(): argument 'vec2' (position 2) must be Tensor, "
                        f"not {type(vec2).__name__}")
    return ops.addr(self, vec1, vec2, *args, **kwargs)


def _atan2(self, other):
    """Tensor.atan2: ops.atan2, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"atan2(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"atan2(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.atan2(self, other)


def _baddbmm(self, batch1, batch2, *args, **kwargs):
    """Tensor.baddbmm: ops.baddbmm, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"baddbmm(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(batch1, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"baddbmm(): argument 'batch1' (position 1) must be Tensor, "
                        f"not {type(batch1).__name__}")
    if not isinstance(batch2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"baddbmm(): argument 'batch2' (position 2) must be Tensor, "
                        f"not {type(batch2).__name__}")
    return ops.baddbmm(self, batch1, batch2, *args, **kwargs)


def _bmm(self, mat2):
    """Tensor.bmm: ops.bmm, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"bmm(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(mat2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"bmm(): argument 'mat2' (position 1) must be Tensor, "
                        f"not {type(mat2).__name__}")
    return ops.bmm(self, mat2)


def _cross(self, other, *args, **kwargs):
    """Tensor.cross: ops.cross, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"cross(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"cross(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.cross(self, other, *args, **kwargs)


def _diag(self, *args, **kwargs):
    """Tensor.diag: ops.diag, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"diag(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    return ops.diag(self, *args, **kwargs)


def _dist(self, other, *args, **kwargs):
    """Tensor.dist: ops.dist, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"dist(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"dist(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.dist(self, other, *args, **kwargs)


def _dot(self, tensor):
    """Tensor.dot: ops.dot, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"dot(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(tensor, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"dot(): argument 'tensor' (position 1) must be Tensor, "
                        f"not {type(tensor).__name__}")
    return ops.dot(self, tensor)


def _fmax(self, other):
    """Tensor.fmax: ops.fmax, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmax(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmax(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.fmax(self, other)


def _fmin(self, other):
    """Tensor.fmin: ops.fmin, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmin(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"fmin(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.fmin(self, other)


def _gcd(self, other):
    """Tensor.gcd: ops.gcd, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"gcd(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"gcd(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.gcd(self, other)


def _ger(self, vec2):
    """Tensor.ger: ops.ger, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"ger(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(vec2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"ger(): argument 'vec2' (position 1) must be Tensor, "
                        f"not {type(vec2).__name__}")
    return ops.ger(self, vec2)


def _heaviside(self, values):
    """Tensor.heaviside: ops.heaviside, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"heaviside(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(values, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"heaviside(): argument 'values' (position 1) must be Tensor, "
                        f"not {type(values).__name__}")
    return ops.heaviside(self, values)


def _hypot(self, other):
    """Tensor.hypot: ops.hypot, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"hypot(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"hypot(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.hypot(self, other)


def _igamma(self, other):
    """Tensor.igamma: ops.igamma, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igamma(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igamma(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.igamma(self, other)


def _igammac(self, other):
    """Tensor.igammac: ops.igammac, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igammac(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"igammac(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.igammac(self, other)


def _inner(self, other):
    """Tensor.inner: ops.inner, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"inner(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"inner(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.inner(self, other)


def _kron(self, other):
    """Tensor.kron: ops.kron, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"kron(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"kron(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.kron(self, other)


def _lcm(self, other):
    """Tensor.lcm: ops.lcm, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"lcm(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"lcm(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.lcm(self, other)


def _ldexp(self, other):
    """Tensor.ldexp: ops.ldexp, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"ldexp(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"ldexp(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.ldexp(self, other)


def _logaddexp(self, other):
    """Tensor.logaddexp: ops.logaddexp, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.logaddexp(self, other)


def _logaddexp2(self, other):
    """Tensor.logaddexp2: ops.logaddexp2, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp2(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"logaddexp2(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.logaddexp2(self, other)


def _matmul(self, other):
    """Tensor.matmul: ops.matmul, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"matmul(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"matmul(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.matmul(self, other)


def _maximum(self, other):
    """Tensor.maximum: ops.maximum, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"maximum(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"maximum(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.maximum(self, other)


def _minimum(self, other):
    """Tensor.minimum: ops.minimum, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"minimum(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"minimum(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.minimum(self, other)


def _mm(self, mat2):
    """Tensor.mm: ops.mm, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"mm(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(mat2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"mm(): argument 'mat2' (position 1) must be Tensor, "
                        f"not {type(mat2).__name__}")
    return ops.mm(self, mat2)


def _mv(self, vec):
    """Tensor.mv: ops.mv, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"mv(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(vec, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"mv(): argument 'vec' (position 1) must be Tensor, "
                        f"not {type(vec).__name__}")
    return ops.mv(self, vec)


def _nextafter(self, other):
    """Tensor.nextafter: ops.nextafter, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"nextafter(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"nextafter(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.nextafter(self, other)


def _outer(self, vec2):
    """Tensor.outer: ops.outer, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"outer(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(vec2, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"outer(): argument 'vec2' (position 1) must be Tensor, "
                        f"not {type(vec2).__name__}")
    return ops.outer(self, vec2)


def _trace(self):
    """Tensor.trace: ops.trace, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"trace(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    return ops.trace(self)


def _vdot(self, other):
    """Tensor.vdot: ops.vdot, with the argument positions PyTorch gives a method."""
    if not isinstance(self, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"vdot(): argument 'self' (position 0) must be Tensor, "
                        f"not {type(self).__name__}")
    if not isinstance(other, Tensor):  # tensors_only: PyTorch refuses a number here
        raise TypeError(f"vdot(): argument 'other' (position 1) must be Tensor, "
                        f"not {type(other).__name__}")
    return ops.vdot(self, other)


def _add(self, other, *deprecated, alpha=1):
    """Tensor.add: ops.add, with PyTorch's warning for its deprecated argument orders worded as a method's."""
    if deprecated:
        return ops.DEPRECATED_add.call(ops.add, (self, other, *deprecated), True)
    return ops.add(self, other, alpha=alpha)


def _sub(self, other, *deprecated, alpha=1):
    """Tensor.sub: ops.sub, with PyTorch's warning for its deprecated argument orders worded as a method's."""
    if deprecated:
        return ops.DEPRECATED_sub.call(ops.sub, (self, other, *deprecated), True)
    return ops.sub(self, other, alpha=alpha)


def _addcmul(self, tensor1, tensor2, *deprecated, value=1):
    """Tensor.addcmul: ops.addcmul, with PyTorch's warning for its deprecated argument orders worded as a method's."""
    if deprecated:
        return ops.DEPRECATED_addcmul.call(ops.addcmul, (self, tensor1, tensor2, *deprecated), True)
    return ops.addcmul(self, tensor1, tensor2, value=value)


def _addcdiv(self, tensor1, tensor2, *deprecated, value=1):
    """Tensor.addcdiv: ops.addcdiv, with PyTorch's warning for its deprecated argument orders worded as a method's."""
    if deprecated:
        return ops.DEPRECATED_addcdiv.call(ops.addcdiv, (self, tensor1, tensor2, *deprecated), True)
    return ops.addcdiv(self, tensor1, tensor2, value=value)


Tensor._conj = ops._conj
Tensor._neg_view = ops._neg_view
Tensor.abs = ops.abs
Tensor.abs_ = ops.abs_
Tensor.acos = ops.acos
Tensor.acos_ = ops.acos_
Tensor.acosh = ops.acosh
Tensor.acosh_ = ops.acosh_
Tensor.add = _add
Tensor.add_ = ops.add_
Tensor.addbmm = _addbmm
Tensor.addbmm_ = ops.addbmm_
Tensor.addcdiv = _addcdiv
Tensor.addcdiv_ = ops.addcdiv_
Tensor.addcmul = _addcmul
Tensor.addcmul_ = ops.addcmul_
Tensor.addmm = _addmm
Tensor.addmm_ = ops.addmm_
Tensor.addmv = _addmv
Tensor.addmv_ = ops.addmv_
Tensor.addr = _addr
Tensor.addr_ = ops.addr_
Tensor.adjoint = ops.adjoint
Tensor.all = ops.all
Tensor.amax = ops.amax
Tensor.amin = ops.amin
Tensor.aminmax = ops.aminmax
Tensor.angle = ops.angle
Tensor.any = ops.any
Tensor.argmax = ops.argmax
Tensor.argmin = ops.argmin
Tensor.argsort = ops.argsort
Tensor.argwhere = ops.argwhere
Tensor.as_strided = ops.as_strided
Tensor.as_strided_ = ops.as_strided_
Tensor.as_strided_scatter = ops.as_strided_scatter
Tensor.asin = ops.asin
Tensor.asin_ = ops.asin_
Tensor.asinh = ops.asinh
Tensor.asinh_ = ops.asinh_
Tensor.atan = ops.atan
Tensor.atan2 = _atan2
Tensor.atan2_ = ops.atan2_
Tensor.atan_ = ops.atan_
Tensor.atanh = ops.atanh
Tensor.atanh_ = ops.atanh_
Tensor.baddbmm = _baddbmm
Tensor.baddbmm_ = ops.baddbmm_
Tensor.bincount = ops.bincount
Tensor.bitwise_and = ops.bitwise_and
Tensor.bitwise_and_ = ops.bitwise_and_
Tensor.bitwise_left_shift = ops.bitwise_left_shift
Tensor.bitwise_left_shift_ = ops.bitwise_left_shift_
Tensor.bitwise_not = ops.bitwise_not
Tensor.bitwise_not_ = ops.bitwise_not_
Tensor.bitwise_or = ops.bitwise_or
Tensor.bitwise_or_ = ops.bitwise_or_
Tensor.bitwise_right_shift = ops.bitwise_right_shift
Tensor.bitwise_right_shift_ = ops.bitwise_right_shift_
Tensor.bitwise_xor = ops.bitwise_xor
Tensor.bitwise_xor_ = ops.bitwise_xor_
Tensor.bmm = _bmm
Tensor.broadcast_to = ops.broadcast_to
Tensor.ceil = ops.ceil
Tensor.ceil_ = ops.ceil_
Tensor.cholesky = ops.cholesky
Tensor.cholesky_inverse = ops.cholesky_inverse
Tensor.cholesky_solve = ops.cholesky_solve
Tensor.chunk = ops.chunk
Tensor.clamp = ops.clamp
Tensor.clamp_ = ops.clamp_
Tensor.clamp_max = ops.clamp_max
Tensor.clamp_max_ = ops.clamp_max_
Tensor.clamp_min = ops.clamp_min
Tensor.clamp_min_ = ops.clamp_min_
Tensor.clone = ops.clone
Tensor.conj = ops.conj
Tensor.conj_physical = ops.conj_physical
Tensor.conj_physical_ = ops.conj_physical_
Tensor.copy_ = ops.copy_
Tensor.copysign = ops.copysign
Tensor.copysign_ = ops.copysign_
Tensor.corrcoef = ops.corrcoef
Tensor.cos = ops.cos
Tensor.cos_ = ops.cos_
Tensor.cosh = ops.cosh
Tensor.cosh_ = ops.cosh_
Tensor.count_nonzero = ops.count_nonzero
Tensor.cov = ops.cov
Tensor.cross = _cross
Tensor.cummax = ops.cummax
Tensor.cummin = ops.cummin
Tensor.cumprod = ops.cumprod
Tensor.cumprod_ = ops.cumprod_
Tensor.cumsum = ops.cumsum
Tensor.cumsum_ = ops.cumsum_
Tensor.deg2rad = ops.deg2rad
Tensor.deg2rad_ = ops.deg2rad_
Tensor.det = ops.det
Tensor.diag = _diag
Tensor.diag_embed = ops.diag_embed
Tensor.diagflat = ops.diagflat
Tensor.diagonal = ops.diagonal
Tensor.diagonal_scatter = ops.diagonal_scatter
Tensor.diff = ops.diff
Tensor.digamma = ops.digamma
Tensor.digamma_ = ops.digamma_
Tensor.dist = _dist
Tensor.div = ops.div
Tensor.div_ = ops.div_
Tensor.dot = _dot
Tensor.dsplit = ops.dsplit
Tensor.eq = ops.eq
Tensor.eq_ = ops.eq_
Tensor.erf = ops.erf
Tensor.erf_ = ops.erf_
Tensor.erfc = ops.erfc
Tensor.erfc_ = ops.erfc_
Tensor.erfinv = ops.erfinv
Tensor.erfinv_ = ops.erfinv_
Tensor.exp = ops.exp
Tensor.exp2 = ops.exp2
Tensor.exp2_ = ops.exp2_
Tensor.exp_ = ops.exp_
Tensor.expand = ops.expand
Tensor.expand_as = ops.expand_as
Tensor.expm1 = ops.expm1
Tensor.expm1_ = ops.expm1_
Tensor.fill_ = ops.fill_
Tensor.flatten = ops.flatten
Tensor.flip = ops.flip
Tensor.fliplr = ops.fliplr
Tensor.flipud = ops.flipud
Tensor.float_power = ops.float_power
Tensor.floor = ops.floor
Tensor.floor_ = ops.floor_
Tensor.floor_divide = ops.floor_divide
Tensor.floor_divide_ = ops.floor_divide_
Tensor.fmax = _fmax
Tensor.fmin = _fmin
Tensor.fmod = ops.fmod
Tensor.fmod_ = ops.fmod_
Tensor.frac = ops.frac
Tensor.frac_ = ops.frac_
Tensor.frexp = ops.frexp
Tensor.gather = ops.gather
Tensor.gcd = _gcd
Tensor.gcd_ = ops.gcd_
Tensor.ge = ops.ge
Tensor.ge_ = ops.ge_
Tensor.geqrf = ops.geqrf
Tensor.ger = _ger
Tensor.gt = ops.gt
Tensor.gt_ = ops.gt_
Tensor.hardshrink = ops.hardshrink
Tensor.heaviside = _heaviside
Tensor.heaviside_ = ops.heaviside_
Tensor.histc = ops.histc
Tensor.histogram = ops.histogram
Tensor.hsplit = ops.hsplit
Tensor.hypot = _hypot
Tensor.hypot_ = ops.hypot_
Tensor.i0 = ops.i0
Tensor.i0_ = ops.i0_
Tensor.igamma = _igamma
Tensor.igamma_ = ops.igamma_
Tensor.igammac = _igammac
Tensor.igammac_ = ops.igammac_
Tensor.index_add = ops.index_add
Tensor.index_add_ = ops.index_add_
Tensor.index_copy = ops.index_copy
Tensor.index_copy_ = ops.index_copy_
Tensor.index_fill = ops.index_fill
Tensor.index_fill_ = ops.index_fill_
Tensor.index_put_ = ops.index_put_
Tensor.index_reduce = ops.index_reduce
Tensor.index_reduce_ = ops.index_reduce_
Tensor.index_select = ops.index_select
Tensor.inner = _inner
Tensor.inverse = ops.inverse
Tensor.isclose = ops.isclose
Tensor.isfinite = ops.isfinite
Tensor.isinf = ops.isinf
Tensor.isnan = ops.isnan
Tensor.isneginf = ops.isneginf
Tensor.isposinf = ops.isposinf
Tensor.isreal = ops.isreal
Tensor.kron = _kron
Tensor.kthvalue = ops.kthvalue
Tensor.lcm = _lcm
Tensor.lcm_ = ops.lcm_
Tensor.ldexp = _ldexp
Tensor.ldexp_ = ops.ldexp_
Tensor.le = ops.le
Tensor.le_ = ops.le_
Tensor.lerp = ops.lerp
Tensor.lerp_ = ops.lerp_
Tensor.lgamma = ops.lgamma
Tensor.lgamma_ = ops.lgamma_
Tensor.log = ops.log
Tensor.log10 = ops.log10
Tensor.log10_ = ops.log10_
Tensor.log1p = ops.log1p
Tensor.log1p_ = ops.log1p_
Tensor.log2 = ops.log2
Tensor.log2_ = ops.log2_
Tensor.log_ = ops.log_
Tensor.log_softmax = ops.log_softmax
Tensor.logaddexp = _logaddexp
Tensor.logaddexp2 = _logaddexp2
Tensor.logcumsumexp = ops.logcumsumexp
Tensor.logdet = ops.logdet
Tensor.logical_and = ops.logical_and
Tensor.logical_and_ = ops.logical_and_
Tensor.logical_not = ops.logical_not
Tensor.logical_not_ = ops.logical_not_
Tensor.logical_or = ops.logical_or
Tensor.logical_or_ = ops.logical_or_
Tensor.logical_xor = ops.logical_xor
Tensor.logical_xor_ = ops.logical_xor_
Tensor.logit = ops.logit
Tensor.logit_ = ops.logit_
Tensor.logsumexp = ops.logsumexp
Tensor.lt = ops.lt
Tensor.lt_ = ops.lt_
Tensor.lu_solve = ops.lu_solve
Tensor.masked_fill = ops.masked_fill
Tensor.masked_fill_ = ops.masked_fill_
Tensor.masked_scatter = ops.masked_scatter
Tensor.masked_scatter_ = ops.masked_scatter_
Tensor.masked_select = ops.masked_select
Tensor.matmul = _matmul
Tensor.matrix_exp = ops.matrix_exp
Tensor.matrix_power = ops.matrix_power
Tensor.max = ops.max
Tensor.maximum = _maximum
Tensor.mean = ops.mean
Tensor.median = ops.median
Tensor.min = ops.min
Tensor.minimum = _minimum
Tensor.mm = _mm
Tensor.mode = ops.mode
Tensor.moveaxis = ops.moveaxis
Tensor.movedim = ops.movedim
Tensor.msort = ops.msort
Tensor.mul = ops.mul
Tensor.mul_ = ops.mul_
Tensor.mv = _mv
Tensor.mvlgamma = ops.mvlgamma
Tensor.mvlgamma_ = ops.mvlgamma_
Tensor.nan_to_num = ops.nan_to_num
Tensor.nan_to_num_ = ops.nan_to_num_
Tensor.nanmean = ops.nanmean
Tensor.nanmedian = ops.nanmedian
Tensor.nanquantile = ops.nanquantile
Tensor.nansum = ops.nansum
Tensor.narrow = ops.narrow
Tensor.ne = ops.ne
Tensor.ne_ = ops.ne_
Tensor.neg = ops.neg
Tensor.neg_ = ops.neg_
Tensor.nextafter = _nextafter
Tensor.nextafter_ = ops.nextafter_
Tensor.nonzero = ops.nonzero
Tensor.norm = ops.norm
Tensor.orgqr = ops.orgqr
Tensor.ormqr = ops.ormqr
Tensor.outer = _outer
Tensor.permute = ops.permute
Tensor.pinverse = ops.pinverse
Tensor.polygamma_ = ops.polygamma_
Tensor.pow = ops.pow
Tensor.pow_ = ops.pow_
Tensor.prelu = ops.prelu
Tensor.prod = ops.prod
Tensor.put = ops.put
Tensor.put_ = ops.put_
Tensor.qr = ops.qr
Tensor.quantile = ops.quantile
Tensor.rad2deg = ops.rad2deg
Tensor.rad2deg_ = ops.rad2deg_
Tensor.ravel = ops.ravel
Tensor.reciprocal = ops.reciprocal
Tensor.reciprocal_ = ops.reciprocal_
Tensor.relu = ops.relu
Tensor.relu_ = ops.relu_
Tensor.remainder = ops.remainder
Tensor.remainder_ = ops.remainder_
Tensor.renorm = ops.renorm
Tensor.renorm_ = ops.renorm_
Tensor.repeat = ops.repeat
Tensor.repeat_interleave = ops.repeat_interleave
Tensor.reshape = ops.reshape
Tensor.reshape_as = ops.reshape_as
Tensor.resolve_conj = ops.resolve_conj
Tensor.resolve_neg = ops.resolve_neg
Tensor.roll = ops.roll
Tensor.rot90 = ops.rot90
Tensor.round = ops.round
Tensor.round_ = ops.round_
Tensor.rsqrt = ops.rsqrt
Tensor.rsqrt_ = ops.rsqrt_
Tensor.scatter = ops.scatter
Tensor.scatter_ = ops.scatter_
Tensor.scatter_add = ops.scatter_add
Tensor.scatter_add_ = ops.scatter_add_
Tensor.scatter_reduce = ops.scatter_reduce
Tensor.scatter_reduce_ = ops.scatter_reduce_
Tensor.select = ops.select
Tensor.select_scatter = ops.select_scatter
Tensor.sgn = ops.sgn
Tensor.sgn_ = ops.sgn_
Tensor.sigmoid = ops.sigmoid
Tensor.sigmoid_ = ops.sigmoid_
Tensor.sign = ops.sign
Tensor.sign_ = ops.sign_
Tensor.signbit = ops.signbit
Tensor.sin = ops.sin
Tensor.sin_ = ops.sin_
Tensor.sinc = ops.sinc
Tensor.sinc_ = ops.sinc_
Tensor.sinh = ops.sinh
Tensor.sinh_ = ops.sinh_
Tensor.slice_inverse = ops.slice_inverse
Tensor.slice_scatter = ops.slice_scatter
Tensor.slogdet = ops.slogdet
Tensor.softmax = ops.softmax
Tensor.sort = ops.sort
Tensor.split = ops.split
Tensor.split_with_sizes = ops.split_with_sizes
Tensor.sqrt = ops.sqrt
Tensor.sqrt_ = ops.sqrt_
Tensor.square = ops.square
Tensor.squeeze = ops.squeeze
Tensor.squeeze_ = ops.squeeze_
Tensor.std = ops.std
Tensor.sub = _sub
Tensor.sub_ = ops.sub_
Tensor.sum = ops.sum
Tensor.sum_to_size = ops.sum_to_size
Tensor.svd = ops.svd
Tensor.swapaxes = ops.swapaxes
Tensor.swapdims = ops.swapdims
Tensor.t = ops.t
Tensor.t_ = ops.t_
Tensor.take = ops.take
Tensor.take_along_dim = ops.take_along_dim
Tensor.tan = ops.tan
Tensor.tan_ = ops.tan_
Tensor.tanh = ops.tanh
Tensor.tanh_ = ops.tanh_
Tensor.tensor_split = ops.tensor_split
Tensor.tile = ops.tile
Tensor.topk = ops.topk
Tensor.trace = _trace
Tensor.transpose = ops.transpose
Tensor.transpose_ = ops.transpose_
Tensor.triangular_solve = ops.triangular_solve
Tensor.tril = ops.tril
Tensor.tril_ = ops.tril_
Tensor.triu = ops.triu
Tensor.triu_ = ops.triu_
Tensor.trunc = ops.trunc
Tensor.trunc_ = ops.trunc_
Tensor.unbind = ops.unbind
Tensor.unflatten = ops.unflatten
Tensor.unfold = ops.unfold
Tensor.unsafe_chunk = ops.unsafe_chunk
Tensor.unsafe_split = ops.unsafe_split
Tensor.unsafe_split_with_sizes = ops.unsafe_split_with_sizes
Tensor.unsqueeze = ops.unsqueeze
Tensor.unsqueeze_ = ops.unsqueeze_
Tensor.var = ops.var
Tensor.vdot = _vdot
Tensor.view = ops.view
Tensor.view_as = ops.view_as
Tensor.vsplit = ops.vsplit
Tensor.xlogy = ops.xlogy
Tensor.xlogy_ = ops.xlogy_
Tensor.zero_ = ops.zero_
Tensor.absolute = ops.absolute
Tensor.absolute_ = ops.absolute_
Tensor.arccos = ops.arccos
Tensor.arccos_ = ops.arccos_
Tensor.arccosh = ops.arccosh
Tensor.arccosh_ = ops.arccosh_
Tensor.arcsin = ops.arcsin
Tensor.arcsin_ = ops.arcsin_
Tensor.arcsinh = ops.arcsinh
Tensor.arcsinh_ = ops.arcsinh_
Tensor.arctan = ops.arctan
Tensor.arctan2 = _atan2
Tensor.arctan2_ = ops.arctan2_
Tensor.arctan_ = ops.arctan_
Tensor.arctanh = ops.arctanh
Tensor.arctanh_ = ops.arctanh_
Tensor.clip = ops.clip
Tensor.clip_ = ops.clip_
Tensor.divide = ops.divide
Tensor.divide_ = ops.divide_
Tensor.fix = ops.fix
Tensor.fix_ = ops.fix_
Tensor.greater = ops.greater
Tensor.greater_ = ops.greater_
Tensor.greater_equal = ops.greater_equal
Tensor.greater_equal_ = ops.greater_equal_
Tensor.less = ops.less
Tensor.less_ = ops.less_
Tensor.less_equal = ops.less_equal
Tensor.less_equal_ = ops.less_equal_
Tensor.multiply = ops.multiply
Tensor.multiply_ = ops.multiply_
Tensor.negative = ops.negative
Tensor.negative_ = ops.negative_
Tensor.not_equal = ops.not_equal
Tensor.not_equal_ = ops.not_equal_
Tensor.subtract = ops.subtract
Tensor.subtract_ = ops.subtract_
Tensor.true_divide = ops.true_divide
Tensor.true_divide_ = ops.true_divide_
Tensor.__abs__ = ops.abs
Tensor.__add__ = ops.add
Tensor.__and__ = ops.bitwise_and
# Neither a tensor nor a number: Python's fallback answers, as PyTorch's (t == None is False).
Tensor.__eq__ = lambda self, other: ops.eq(self, other) if comparable(other) else NotImplemented
Tensor.__floordiv__ = ops.floor_divide
# Neither a tensor nor a number: Python's fallback answers, as PyTorch's (t == None is False).
Tensor.__ge__ = lambda self, other: ops.ge(self, other) if comparable(other) else NotImplemented
# Neither a tensor nor a number: Python's fallback answers, as PyTorch's (t == None is False).
Tensor.__gt__ = lambda self, other: ops.gt(self, other) if comparable(other) else NotImplemented
Tensor.__iadd__ = ops.add_
Tensor.__iand__ = ops.bitwise_and_
Tensor.__ifloordiv__ = ops.floor_divide_
Tensor.__ilshift__ = ops.bitwise_left_shift_
Tensor.__imod__ = ops.remainder_
Tensor.__imul__ = ops.mul_
Tensor.__ior__ = ops.bitwise_or_
Tensor.__ipow__ = ops.pow_
Tensor.__irshift__ = ops.bitwise_right_shift_
Tensor.__isub__ = ops.sub_
Tensor.__itruediv__ = ops.div_
Tensor.__ixor__ = ops.bitwise_xor_
# Neither a tensor nor a number: Python's fallback answers, as PyTorch's (t == None is False).
Tensor.__le__ = lambda self, other: ops.le(self, other) if comparable(other) else NotImplemented
Tensor.__lshift__ = ops.bitwise_left_shift
# Neither a tensor nor a number: Python's fallback answers, as PyTorch's (t == None is False).
Tensor.__lt__ = lambda self, other: ops.lt(self, other) if comparable(other) else NotImplemented
# A number operand gives Python's own TypeError, as PyTorch's operators do ("unsupported operand type(s)").
Tensor.__matmul__ = lambda self, other: ops.matmul(self, other) if isinstance(other, Tensor) else NotImplemented
Tensor.__mod__ = ops.remainder
Tensor.__mul__ = ops.mul
# Neither a tensor nor a number: Python's fallback answers, as PyTorch's (t == None is False).
Tensor.__ne__ = lambda self, other: ops.ne(self, other) if comparable(other) else NotImplemented
Tensor.__neg__ = ops.neg
Tensor.__or__ = ops.bitwise_or
Tensor.__pow__ = ops.pow
Tensor.__radd__ = ops.add
Tensor.__rand__ = lambda self, other: ops.bitwise_and(other, self)
Tensor.__rfloordiv__ = lambda self, other: ops.floor_divide(other, self)
Tensor.__rlshift__ = lambda self, other: ops.bitwise_left_shift(other, self)
# A number operand gives Python's own TypeError, as PyTorch's operators do ("unsupported operand type(s)").
Tensor.__rmatmul__ = lambda self, other: ops.matmul(other, self) if isinstance(other, Tensor) else NotImplemented
Tensor.__rmod__ = lambda self, other: ops.remainder(other, self)
Tensor.__rmul__ = ops.mul
Tensor.__ror__ = lambda self, other: ops.bitwise_or(other, self)
Tensor.__rpow__ = lambda self, other: ops.pow(other, self)
Tensor.__rrshift__ = lambda self, other: ops.bitwise_right_shift(other, self)
Tensor.__rshift__ = ops.bitwise_right_shift
Tensor.__rsub__ = ops.rsub
Tensor.__rxor__ = lambda self, other: ops.bitwise_xor(other, self)
Tensor.__sub__ = ops.sub
Tensor.__truediv__ = ops.div
Tensor.__xor__ = ops.bitwise_xor

#: Functions exported by gradtable, gradtable.nn.functional, gradtable.linalg, gradtable.special, gradtable.fft.
TORCH_FUNCTIONS = ("add", "sub", "rsub", "mul", "div", "neg", "reciprocal", "pow", "floor_divide", "maximum", "minimum",
                   "fmax", "fmin", "atan2", "hypot", "xlogy", "remainder", "fmod", "lerp", "masked_fill", "square",
                   "exp", "log", "sqrt", "abs", "sign", "sin", "cos", "tanh", "sigmoid", "relu", "clamp", "exp2",
                   "expm1", "log2", "log10", "log1p", "rsqrt", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh",
                   "acosh", "atanh", "erf", "erfc", "erfinv", "lgamma", "digamma", "polygamma", "i0", "sinc", "logit",
                   "mvlgamma", "igamma", "igammac", "floor", "ceil", "round", "trunc", "frac", "clamp_min", "clamp_max",
                   "nan_to_num", "celu", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_xor",
                   "bitwise_and", "bitwise_or", "bitwise_xor", "logical_not", "bitwise_not", "sum", "mean", "var",
                   "std", "max", "min", "softmax", "log_softmax", "prod", "amax", "amin", "argsort", "argmax", "argmin",
                   "logsumexp", "norm", "frobenius_norm", "nuclear_norm", "cumsum", "cumprod", "all", "any", "nansum",
                   "nanmean", "var_mean", "std_mean", "aminmax", "median", "nanmedian", "kthvalue", "mode", "cummax",
                   "cummin", "logcumsumexp", "count_nonzero", "diff", "trapezoid", "trapz", "cumulative_trapezoid",
                   "gradient", "msort", "quantile", "nanquantile", "cov", "corrcoef", "histc", "histogram",
                   "_histogramdd_bin_edges", "_histogramdd_from_bin_cts", "_histogramdd_from_bin_tensors",
                   "histogramdd", "bincount", "sort", "topk", "isnan", "isinf", "isfinite", "isclose", "matmul", "mm",
                   "bmm", "mv", "dot", "outer", "ger", "trace", "diagonal", "diagonal_copy", "diag_embed", "diag",
                   "tril", "triu", "inverse", "det", "slogdet", "logdet", "view_as_real", "view_as_complex", "_conj",
                   "_neg_view", "_conj_physical", "complex", "polar", "angle", "sgn", "real", "imag", "conj",
                   "conj_physical", "resolve_conj", "resolve_neg", "isreal", "t", "transpose", "reshape", "flatten",
                   "squeeze", "unsqueeze", "cat", "stack", "unbind", "clone", "where", "permute", "movedim", "moveaxis",
                   "swapaxes", "swapdims", "ravel", "unflatten", "broadcast_to", "tile", "flip", "roll", "split",
                   "split_with_sizes", "chunk", "narrow", "select", "index_select", "index_add", "gather", "scatter",
                   "scatter_add", "take_along_dim", "masked_select", "nonzero", "argwhere", "fill", "hstack", "vstack",
                   "row_stack", "dstack", "column_stack", "combinations", "fliplr", "flipud", "tensor_split", "hsplit",
                   "vsplit", "dsplit", "diagflat", "kron", "inner", "adjoint", "repeat_interleave", "rot90", "take",
                   "put", "index_fill", "index_copy", "index_reduce", "masked_scatter", "scatter_reduce",
                   "select_scatter", "slice_inverse", "slice_scatter", "diagonal_scatter", "as_strided",
                   "as_strided_scatter", "unsafe_split", "unsafe_split_with_sizes", "unsafe_chunk", "vdot", "cross",
                   "pdist", "cdist", "searchsorted", "bucketize", "addmv", "addr", "baddbmm", "addbmm", "matrix_power",
                   "matrix_exp", "triangular_solve", "lu_unpack", "lu_solve", "cholesky", "cholesky_solve",
                   "cholesky_inverse", "pinverse", "orgqr", "geqrf", "ormqr", "svd", "qr", "_unique2", "_unique",
                   "channel_shuffle", "convolution", "constant_pad_nd", "addmm", "embedding", "rms_norm",
                   "_weight_norm", "_weight_norm_interface", "norm_except_dim", "bitwise_left_shift",
                   "bitwise_right_shift", "copysign", "logaddexp", "logaddexp2", "float_power", "ldexp", "frexp",
                   "nextafter", "gcd", "lcm", "heaviside", "signbit", "isposinf", "isneginf", "isin", "deg2rad",
                   "rad2deg", "addcmul", "addcdiv", "dist", "renorm", "threshold", "hardshrink", "prelu",
                   "affine_grid_generator", "_standard_gamma_grad", "_dirichlet_grad", "_fft_c2c", "_fft_r2c",
                   "_fft_c2r", "_test_autograd_multiple_dispatch", "_test_autograd_multiple_dispatch_view",
                   "_test_autograd_multiple_dispatch_view_copy", "neg_", "reciprocal_", "xlogy_", "exp_", "log_",
                   "sqrt_", "abs_", "sin_", "cos_", "tanh_", "sigmoid_", "relu_", "clamp_", "exp2_", "expm1_", "log2_",
                   "log10_", "log1p_", "rsqrt_", "tan_", "asin_", "acos_", "atan_", "sinh_", "cosh_", "erf_", "erfc_",
                   "i0_", "sinc_", "logit_", "floor_", "ceil_", "round_", "trunc_", "frac_", "clamp_min_", "clamp_max_",
                   "nan_to_num_", "conj_physical_", "fill_", "zero_", "as_strided_", "addmv_", "embedding_renorm_",
                   "asinh_", "acosh_", "atanh_", "ldexp_", "gcd_", "lcm_", "deg2rad_", "rad2deg_", "celu_",
                   "threshold_", "subtract", "multiply", "divide", "true_divide", "negative", "negative_", "arctan2",
                   "absolute", "clip", "clip_", "arcsin", "arcsin_", "arccos", "arccos_", "arctan", "arctan_",
                   "arcsinh", "arcsinh_", "arccosh", "arccosh_", "arctanh", "arctanh_", "fix", "fix_", "not_equal",
                   "less", "less_equal", "greater", "greater_equal", "concat", "concatenate")
NN_FUNCTIONAL = ("relu6", "gelu", "softplus", "softsign", "tanhshrink", "mse_loss", "binary_cross_entropy_with_logits",
                 "conv1d", "conv2d", "conv_transpose1d", "conv_transpose2d", "max_pool2d", "avg_pool2d",
                 "adaptive_avg_pool2d", "nll_loss", "cross_entropy", "kl_div", "l1_loss", "smooth_l1_loss",
                 "huber_loss", "binary_cross_entropy", "linear", "dropout", "pad", "layer_norm", "batch_norm",
                 "group_norm", "normalize", "cosine_similarity", "pairwise_distance", "scaled_dot_product_attention",
                 "softshrink", "conv3d", "conv_transpose3d", "max_pool3d", "avg_pool3d", "adaptive_avg_pool3d",
                 "hardtanh_", "elu_", "leaky_relu_")
LINALG = ("linalg_vector_norm", "linalg_norm", "linalg_matrix_norm", "linalg_inv_ex", "linalg_inv", "linalg_det",
          "linalg_slogdet", "linalg_solve_ex", "linalg_solve", "linalg_cholesky_ex", "linalg_cholesky", "linalg_qr",
          "linalg_eigh", "linalg_eigvalsh", "linalg_eig", "linalg_eigvals", "linalg_svd", "linalg_svdvals",
          "linalg_vander", "linalg_cross", "linalg_multi_dot", "linalg_matrix_power", "linalg_vecdot", "linalg_matmul",
          "linalg_diagonal", "linalg_matrix_exp", "linalg_solve_triangular", "linalg_lu_factor_ex", "linalg_lu_factor",
          "linalg_lu", "linalg_lu_solve", "linalg_pinv", "linalg_matrix_rank", "linalg_tensorinv", "linalg_tensorsolve",
          "linalg_lstsq", "linalg_householder_product", "linalg_ldl_factor_ex", "linalg_ldl_solve")
SPECIAL = ("special_ndtr", "special_ndtri", "special_log_ndtr", "special_erfcx", "special_i0e", "special_i1",
           "special_i1e", "special_entr", "special_xlog1py", "special_zeta", "special_bessel_j0", "special_bessel_j1",
           "special_bessel_y0", "special_bessel_y1", "special_modified_bessel_i0", "special_modified_bessel_i1",
           "special_modified_bessel_k0", "special_modified_bessel_k1", "special_scaled_modified_bessel_k0",
           "special_scaled_modified_bessel_k1", "special_spherical_bessel_j0", "special_airy_ai",
           "special_chebyshev_polynomial_t", "special_chebyshev_polynomial_u", "special_chebyshev_polynomial_v",
           "special_chebyshev_polynomial_w", "special_shifted_chebyshev_polynomial_t",
           "special_shifted_chebyshev_polynomial_u", "special_shifted_chebyshev_polynomial_v",
           "special_shifted_chebyshev_polynomial_w", "special_hermite_polynomial_h", "special_hermite_polynomial_he",
           "special_laguerre_polynomial_l", "special_legendre_polynomial_p")
FFT = ("fft_fft", "fft_ifft", "fft_rfft", "fft_irfft", "fft_hfft", "fft_ihfft", "fft_fftn", "fft_ifftn", "fft_rfftn",
       "fft_irfftn", "fft_hfftn", "fft_ihfftn", "fft_fft2", "fft_ifft2", "fft_rfft2", "fft_irfft2", "fft_hfft2",
       "fft_ihfft2", "fft_fftshift", "fft_ifftshift")
