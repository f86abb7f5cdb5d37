"""How a reduction (ReduceOp) combines the ranks' tensors, which (op, dtype) pairs PyTorch refuses, and
which MPI can do itself.

The definition is the single-process one: the ranks' arrays combined in rank order in the tensor's
dtype (for bool: SUM and MAX are `or`, PRODUCT and MIN `and`), AVG the SUM divided by the group's size.
MPI's predefined operations compute it for the dtypes MPI has and where they agree with that
definition: sums and products of 32/64-bit floats, integers and complex numbers, and every integer op.
float16 and bfloat16 (no MPI type), bool, and float MIN/MAX (MPI's do not propagate NaN as
torch.minimum does) are combined here with NumPy from the gathered arrays."""
import functools

import numpy as np

from ..core.dtypes import scalar_type_name
from .reduce_op import RedOpType, red_op_type

_NUMPY = {RedOpType.SUM: np.add, RedOpType.AVG: np.add, RedOpType.PRODUCT: np.multiply,
          RedOpType.MIN: np.minimum, RedOpType.MAX: np.maximum, RedOpType.BAND: np.bitwise_and,
          RedOpType.BOR: np.bitwise_or, RedOpType.BXOR: np.bitwise_xor}
_BOOL = {RedOpType.SUM: np.logical_or, RedOpType.AVG: np.logical_or, RedOpType.PRODUCT: np.logical_and,
         RedOpType.MIN: np.logical_and, RedOpType.MAX: np.logical_or, RedOpType.BAND: np.logical_and,
         RedOpType.BOR: np.logical_or, RedOpType.BXOR: np.logical_xor}
_NO_COMPLEX = (RedOpType.MAX, RedOpType.MIN, RedOpType.PRODUCT, RedOpType.BAND, RedOpType.BOR, RedOpType.BXOR)
_BITWISE = (RedOpType.BAND, RedOpType.BOR, RedOpType.BXOR)
_MPI_FLOATS = (np.dtype(np.float32), np.dtype(np.float64), np.dtype(np.complex64), np.dtype(np.complex128))


def checked(op, dtype, name):
    """The RedOpType of `op` for a tensor of `dtype` in collective `name`; PyTorch's errors otherwise."""
    op = red_op_type(op)
    if op is RedOpType.PREMUL_SUM:
        raise RuntimeError("Cannot use ReduceOp.PREMUL_SUM with Gloo")
    if dtype.kind == "c" and op in _NO_COMPLEX:
        raise ValueError(f"{name} does not support {op} on complex tensors")
    if op in _BITWISE and dtype.kind not in "iub":
        raise RuntimeError(f"Cannot use ReduceOp.{op.name} with non-integral dtype")
    if op is RedOpType.AVG and dtype.kind in "iub":
        # PyTorch sums, then divides in place: the quotient is a float the integer tensor cannot hold.
        raise RuntimeError(f"result type Float can't be cast to the desired output type {scalar_type_name(dtype)}")
    return op


def mpi_op(MPI, op, dtype):  # noqa: N803 (the module's own name)
    """MPI's predefined operation computing `op` on `dtype` as defined above, or None (NumPy's turn)."""
    if dtype.kind in "iu" and dtype.itemsize in (1, 2, 4, 8):
        return {RedOpType.SUM: MPI.SUM, RedOpType.PRODUCT: MPI.PROD, RedOpType.MIN: MPI.MIN,
                RedOpType.MAX: MPI.MAX, RedOpType.BAND: MPI.BAND, RedOpType.BOR: MPI.BOR,
                RedOpType.BXOR: MPI.BXOR}[op]
    if dtype in _MPI_FLOATS and op in (RedOpType.SUM, RedOpType.AVG, RedOpType.PRODUCT):
        return MPI.PROD if op is RedOpType.PRODUCT else MPI.SUM
    return None


def combine(arrays, op):
    """The ranks' arrays (in rank order) combined by `op`, in their dtype (AVG not yet divided)."""
    dtype = arrays[0].dtype
    ufunc = (_BOOL if dtype == np.bool_ else _NUMPY)[op]
    with np.errstate(all="ignore"):   # inf - inf, NaN compared: the values say it, as in PyTorch, no warning
        return functools.reduce(lambda a, b: ufunc(a, b).astype(dtype, copy=False), arrays)


def finish_average(array, op, size):
    """AVG's division by the group's size, in place, rounded to the array's dtype as PyTorch's div_."""
    if op is RedOpType.AVG:
        if array.dtype.kind in "fV" and array.dtype.itemsize == 2:   # float16, bfloat16: divided in float32
            array[...] = (array.astype(np.float32) / size).astype(array.dtype)
        else:
            array /= size
    return array
