"""gradtable.ops.aten.<name>.<overload>: handles that name a table op, as torch.ops.aten does.

PyTorch's tools that look at ops one by one (selective activation checkpointing's policies and
op lists) name them by OpOverload objects (torch.ops.aten.mm.default). gradtable's ops are the
functions generated from derivatives.yaml, one entry point per name that picks the overload
itself, so a handle here stands for the op *name*: aten.div.Tensor and aten.div.default are
equal, and a handle is also equal to the op's function (gradtable.mm == aten.mm.default).
Handles are callable: aten.mm.default(x, w) is gradtable.mm(x, w).
"""
from ..autograd.op_interception import is_table_op, op_name
from ..generated import ops


def _table_ops():
    """{schema name: public generated function}, built on first use."""
    if not _table_ops.cache:
        for attribute, value in vars(ops).items():
            if is_table_op(value) and not attribute.startswith("_"):
                _table_ops.cache.setdefault(op_name(value), value)
    return _table_ops.cache


_table_ops.cache = {}


class OpOverload:
    """One op of the table (named with an overload, as PyTorch spells it)."""

    def __init__(self, name, overload="default"):
        self._name = name
        self._overloadname = overload

    @property
    def name(self):
        return f"aten::{self._name}" + ("" if self._overloadname == "default" else f".{self._overloadname}")

    @property
    def overloadpacket(self):
        return OpOverloadPacket(self._name)

    def __call__(self, *args, **kwargs):
        return _table_ops()[self._name](*args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, OpOverload):
            return other._name == self._name
        if callable(other) and not isinstance(other, OpOverloadPacket):
            return is_table_op(other) and op_name(other) == self._name
        return NotImplemented

    def __hash__(self):
        return hash(("aten", self._name))

    def __repr__(self):
        return f"<OpOverload(op='aten.{self._name}', overload='{self._overloadname}')>"

    def __str__(self):
        return f"aten.{self._name}.{self._overloadname}"


class OpOverloadPacket:
    """aten.<name>: the overloads of one op; pick one by attribute (.default, .Tensor, ...)."""

    def __init__(self, name):
        self._name = name

    def __getattr__(self, overload):
        if overload.startswith("__"):
            raise AttributeError(overload)
        return OpOverload(self._name, overload)

    def __call__(self, *args, **kwargs):
        return _table_ops()[self._name](*args, **kwargs)

    def __eq__(self, other):
        return isinstance(other, OpOverloadPacket) and other._name == self._name

    def __hash__(self):
        return hash(("aten packet", self._name))

    def __repr__(self):
        return f"<OpOverloadPacket(op='aten.{self._name}')>"

    def __str__(self):
        return f"aten.{self._name}"


class _OpNamespace:
    """gradtable.ops.aten: a packet for every op name of the table."""

    def __init__(self, name):
        self._name = name

    def __getattr__(self, op):
        if op.startswith("__") or op not in _table_ops():
            raise AttributeError(f"'_OpNamespace' '{self._name}' object has no attribute '{op}'")
        return OpOverloadPacket(op)


aten = _OpNamespace("aten")


def overload_of(fn):
    """The handle of a table op function (its "default" overload)."""
    return OpOverload(op_name(fn))
