"""Opaque object types (torch._library.opaque_object): Python classes registered so that their
instances may stand where tensors are expected and be passed through untouched. A *reference* type's
instances are held by reference (nn.utils.parametrize keeps one returned by right_inverse as an
`original`); a *value* type's are compared by value (so it needs __eq__ and __hash__ of its own).
Reference types derive from OpaqueBase (or use its metaclass); isinstance(x, OpaqueBase) holds for
any instance of a registered type."""
from enum import Enum

from ..core.tensor import Tensor

_REGISTERED = {}          # class -> "reference" | "value"
_BY_NAME = {}             # "module.QualName" -> "reference" | "value"


class OpaqueBaseMeta(type):
    def __instancecheck__(cls, instance):
        if cls is OpaqueBase:
            return is_opaque_value(instance)
        return super().__instancecheck__(instance)


class OpaqueBase(metaclass=OpaqueBaseMeta):
    """The base of opaque reference types."""


def register_opaque_type(cls, *, typ, hoist=False, guard_fn=None, members=None, reconstruct_fn=None):
    """Register cls as an opaque type of kind typ ("reference" or "value"). hoist, guard_fn, members and
    reconstruct_fn steer torch.compile's tracing, which gradtable does not do: accepted and unused."""
    if cls.__module__ == "builtins" or cls is Tensor:
        raise ValueError(f"Unable to register built-in type {cls} as an opaque type. Please wrap it in a custom "
                         "class and register the custom class as opaque.")
    if typ != "value" and not isinstance(cls, OpaqueBaseMeta):
        raise TypeError(f"Opaque type {cls} must subclass torch._opaque_base.OpaqueBase or "
                        "'metaclass=torch._opaque_base.OpaqueBaseMeta'. This is required so that FakeScriptObject "
                        "can be registered as a virtual subclass, allowing isinstance() checks to work during "
                        "torch.compile tracing. ")
    if typ not in ("reference", "value"):
        raise AssertionError(f"Opaque type must be either 'reference' or 'value', got {typ!r}")
    if typ == "value":
        if not issubclass(cls, Enum) and cls.__eq__ is object.__eq__:
            raise TypeError(f"Value-type opaque object of type {cls} is expected to have a non-default `__eq__` "
                            "implementation as we will use this in torch.compile to guard on the equality of "
                            "objects.")
        if cls.__hash__ is None:
            raise TypeError(f"Value-type opaque object of type {cls} is expected to have a non-default `__hash__` "
                            "implementation as we will use this in torch.compile for FakeTensor caching.")
    _REGISTERED[cls] = typ
    _BY_NAME[f"{cls.__module__}.{cls.__qualname__}"] = typ


def _kind(cls):
    """The registered kind of cls (a class, or its qualified name), or of its nearest registered base."""
    if isinstance(cls, str):
        return _BY_NAME.get(cls)
    if not isinstance(cls, type):
        return None
    for klass in cls.__mro__:
        if klass in _REGISTERED:
            return _REGISTERED[klass]
    return None


def is_opaque_type(cls):
    """Whether cls (or its qualified name) is a registered opaque type or derives from one."""
    return _kind(cls) is not None


def is_opaque_reference_type(cls):
    return _kind(cls) == "reference"


def is_opaque_value_type(cls):
    return _kind(cls) == "value"


def is_opaque_value(value):
    """Whether value is an instance of a registered opaque type."""
    return is_opaque_type(type(value))
