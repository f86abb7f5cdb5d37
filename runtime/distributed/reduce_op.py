"""ReduceOp: how a collective combines the ranks' tensors. ReduceOp.SUM ... are members of the enum
ReduceOp.RedOpType, as in PyTorch; ReduceOp(op) wraps one and compares equal to it
(not the other way round: RedOpType.MAX == ReduceOp(MAX) is False in PyTorch too)."""
import enum


class RedOpType(enum.Enum):
    SUM = 0
    AVG = 1
    PRODUCT = 2
    MIN = 3
    MAX = 4
    BAND = 5
    BOR = 6
    BXOR = 7
    PREMUL_SUM = 8

    def __eq__(self, other):
        return self is other   # not NotImplemented: ReduceOp.__eq__ is not asked the other way round

    __hash__ = enum.Enum.__hash__


class ReduceOp:
    RedOpType = RedOpType
    SUM = RedOpType.SUM
    AVG = RedOpType.AVG
    PRODUCT = RedOpType.PRODUCT
    MIN = RedOpType.MIN
    MAX = RedOpType.MAX
    BAND = RedOpType.BAND
    BOR = RedOpType.BOR
    BXOR = RedOpType.BXOR
    PREMUL_SUM = RedOpType.PREMUL_SUM

    def __init__(self, op):
        if isinstance(op, ReduceOp):
            op = op.op
        if not isinstance(op, RedOpType):
            raise TypeError(f"ReduceOp(op): op must be a ReduceOp.RedOpType (ReduceOp.SUM, ...), got {op!r}")
        self.op = op

    def __eq__(self, other):
        return self.op == (other.op if isinstance(other, ReduceOp) else other)

    def __hash__(self):
        return hash(self.op)


def red_op_type(op):
    """The RedOpType of `op` (a RedOpType or a ReduceOp); PyTorch's TypeError for anything else."""
    if isinstance(op, ReduceOp):
        return op.op
    if isinstance(op, RedOpType):
        return op
    raise TypeError(f"all_reduce: op must be a torch.distributed.ReduceOp (ReduceOp.SUM, ReduceOp.AVG, ...), "
                    f"got {op!r}")


def supports_complex(reduceOp):  # noqa: N803 (PyTorch's argument name)
    """Whether `reduceOp` may reduce complex tensors (SUM and AVG may; the others compare or multiply)."""
    return reduceOp not in (ReduceOp.MAX, ReduceOp.MIN, ReduceOp.PRODUCT, ReduceOp.BAND, ReduceOp.BOR, ReduceOp.BXOR)
