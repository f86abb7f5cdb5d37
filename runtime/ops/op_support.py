"""The small toolkit generated op entry points are written with."""
import numbers
from collections import namedtuple

import numpy as np

from ..autograd.grad_mode import departed as _departed
from ..autograd.grad_mode import state as _grad_state
from ..autograd.saved import saved_input
from ..core import dtypes
from ..core.dtypes import FLOATING_KINDS as _FLOATING_KINDS
from ..core.dtypes import INEXACT_KINDS as _INEXACT_KINDS
from ..core.dtypes import from_numpy
from ..core.dtypes import usage as _usage
from ..core.indexing import to_numpy_index
from ..core.tensor import Size, Tensor
from ..kernels.core import broadcast_shape, element_strides
from ..kernels.output_layout import iterated
from ..kernels.strided import storage_offset
from .bfloat16_promotion import floats_to_bfloat16, pytorch_dtype, to_pytorch_dtype

_ndarray = np.ndarray
#: (a global: CPython 3.11 specialises a global's load, not a static method's through its class)
_make_tensor = Tensor._make
_new = object.__new__
_F32 = np.dtype(np.float32)
_F64 = np.dtype(np.float64)
_C128 = np.dtype(np.complex128)
#: Input dtypes whose presence keeps a float64 result float64 (complex128's real part is float64: abs).
_WIDE = (_F64, _C128)


def comparable(other):
    """Whether a comparison operator (`t == other`, `t < other`) computes with `other`: a tensor, a Python or
    NumPy number, an ndarray. Anything else (None, a string, a list) gets NotImplemented, and Python's
    fallback answers, as PyTorch's argument parser refuses it and its operators turn that into
    NotImplemented: `t == None` is False, `t < "a"` Python's TypeError."""
    return isinstance(other, (Tensor, int, float, complex, np.ndarray, np.generic))


#: What a function that may take a Python number first accepts (codegen's NUMBER_OPERAND_OPS: conj).
TENSOR_OR_NUMBER = (Tensor, int, float, complex)


def not_a_tensor(function, argument, position, value):
    """PyTorch's parser's TypeError for a value that is not a tensor where one is required."""
    return TypeError(f"{function}(): argument '{argument}' (position {position}) must be Tensor, "
                     f"not {type(value).__name__}")


def unwrap(x):
    """The array behind a tensor argument; Python numbers pass through (NumPy keeps them weak)."""
    return x._data if isinstance(x, Tensor) else x


def return_type(name, fields):
    """The named tuple an op with several results returns (torch.return_types.max(values=...,
    indices=...)): a namedtuple that prints as PyTorch's does."""
    base = namedtuple(name, fields)

    def __repr__(self):
        return f"torch.return_types.{name}(\n" + ",\n".join(f"{f}={v!r}" for f, v in zip(fields, self)) + ")"

    return type(name, (base,), {"__slots__": (), "__repr__": __repr__})


def unwrap_operand(x, operands):
    """unwrap for element-wise ops: a 0-dim tensor among dimensioned ones becomes a Python
    number, which NumPy (like PyTorch) lets the dimensioned operands' dtype absorb:
    float32 tensor + tensor(2., dtype=float64) stays float32."""
    if not isinstance(x, Tensor):
        return x
    data = x._data
    if data.ndim:
        return data
    for o in operands:
        if isinstance(o, Tensor) and o._data.ndim:
            return data.item()
    return data


def unwrap_operands(*operands, keep_float_scalars=False):
    """unwrap_operand for each of an element-wise op's tensor arguments, in one call (ops of three or more;
    a binary op calls unwrap_pair). Once bfloat16 is in use, a Python float beside a bfloat16 array is rounded
    to bfloat16 first, as PyTorch casts a number to the op's common dtype; except where its kernel computes
    with the float itself (`keep_float_scalars`: mul, div, ...; codegen's OPMATH_SCALAR_OPS)."""
    arrays = [unwrap_operand(x, operands) for x in operands]
    return floats_to_bfloat16(arrays) if _usage.bfloat16 and not keep_float_scalars else arrays


def unwrap_pair(a, b, keep_float_scalars=False):
    """unwrap_operands of a binary element-wise op (nearly every call), without its general loops."""
    if isinstance(a, Tensor):
        a = a._data
        if isinstance(b, Tensor):
            b = b._data
            if not a.ndim and b.ndim:
                a = a.item()
            elif not b.ndim and a.ndim:
                b = b.item()
    elif isinstance(b, Tensor):
        b = b._data
    if _usage.bfloat16 and not keep_float_scalars:
        return floats_to_bfloat16((a, b))
    return a, b


#: Read-only 0-d arrays of the Python numbers element-wise ufunc ops meet beside float32 / float64 arrays,
#: one cache per dtype (unwrap_ufunc_pair). Bounded: a program whose numbers change every step
#: (a scheduled learning rate) refills it instead of growing it.
_CONSTANTS = {_F32: {}, _F64: {}}
_CONSTANTS_KEPT = 256


def unwrap_ufunc_pair(a, b, keep_float_scalars=False):
    """unwrap_pair for a binary op whose forward is one NumPy ufunc (mul, add, div, comparisons): a Python
    number beside a float32 or float64 array comes as a cached 0-d array of that dtype. NumPy casts a Python
    number to the array's dtype and runs the same loop either way (the same bits, checked against the number for
    every such ufunc in tests/ops/test_ufunc_constants.py), but it takes a number ~200 ns slower than a 0-d array:
    `np.multiply(a, 2.5)` ~400 ns, with a 0-d float32 2.5 ~200 ns, on a (16,) float32 array; the 1000-op chain's
    `y * 2.5` and `y + b` are 2 of its 5 ops."""
    if isinstance(a, Tensor):
        if type(b) is float or type(b) is int:
            array = a._data
            cache = _CONSTANTS.get(array.dtype)
            if cache is not None:
                constant = cache.get(b)
                return array, constant if constant is not None else _constant(b, array.dtype, cache)
        elif isinstance(b, Tensor) and not _usage.bfloat16:
            # two tensors (x + bias, a residual add): unwrap_pair's lines, written out (a call fewer, ~40 ns)
            a = a._data
            b = b._data
            if not a.ndim and b.ndim:
                return a.item(), b
            if not b.ndim and a.ndim:
                return a, b.item()
            return a, b
    elif isinstance(b, Tensor) and (type(a) is float or type(a) is int):
        array = b._data
        cache = _CONSTANTS.get(array.dtype)
        if cache is not None:
            constant = cache.get(a)
            return constant if constant is not None else _constant(a, array.dtype, cache), array
    return unwrap_pair(a, b, keep_float_scalars)


def _constant(number, dtype, cache):
    """The 0-d array of `number` for a cache of `dtype`, kept when the cache may keep it; else the number."""
    if number == 0 or number != number or type(number) is int and not -2 ** 53 <= number <= 2 ** 53:
        return number   # (zeros share a key with -0.0; nan is no key; an int past 2**53 rounds twice)
    if len(cache) >= _CONSTANTS_KEPT:
        cache.clear()
    with np.errstate(over="ignore"):   # 3.5e38 is float32's inf, as PyTorch casts it (silently, as it does)
        constant = np.array(number, dtype=dtype)
    constant.flags.writeable = False
    cache[number] = constant
    return constant


def autocast_inputs(target, *tensors):
    """An autocast op's tensor arguments in an enabled CPU region: floating tensors other than
    float64 cast to `target` (the region's dtype or float32, by the op's list) with a recorded copy
    (ToCopyBackward0, as PyTorch's cached_cast); other arguments as given."""
    return tuple(t.to(target) if isinstance(t, Tensor) and t._data.dtype.kind in _FLOATING_KINDS
                 and t._data.dtype is not _F64 and t._data.dtype is not target.numpy else t for t in tensors)


def unwrap_list(xs):
    return [x._data if isinstance(x, Tensor) else np.asarray(x) for x in xs]


def numpy_index(index):
    return to_numpy_index(index)


def make_result(data, inputs, keeps_dtype=False):
    """Wrap a forward's array. A float64 array that NumPy produced from non-float64 inputs (int
    tensors, Python floats) takes PyTorch's floating dtype (_float_of: the inputs' widest, else the default);
    a complex128 one takes PyTorch's promoted dtype (int64 with complex64 is complex64 there, and a
    Python complex is the default complex); once bfloat16 is in use, a floating result with a bfloat16
    input takes PyTorch's promoted dtype."""
    if type(data) is not _ndarray:
        data = np.asarray(data)
    # (`is`: NumPy's native dtypes are singletons, and this runs once per op call)
    if _usage.bfloat16 and not keeps_dtype and data.dtype.kind in _INEXACT_KINDS:
        data = to_pytorch_dtype(data, inputs)   # NumPy promotes bfloat16 by another table than PyTorch's
    dtype = data.dtype
    if dtype is not _F32:   # (float32 programs pay this one test)
        if dtype is _F64:
            if not keeps_dtype:
                for x in inputs:
                    if isinstance(x, Tensor) and x._data.dtype in _WIDE:
                        break
                    if type(x) in (list, tuple) and any(isinstance(t, Tensor) and t._data.dtype in _WIDE for t in x):
                        break
                else:
                    data = data.astype(_float_of(inputs), copy=False)
        elif dtype.kind == "c":
            _usage.complex = True
            if dtype is _C128 and not keeps_dtype:
                target = complex_result_dtype(inputs)
                if target != _C128:
                    data = data.astype(target)
    return _make_tensor(data)


def elementwise_result(arrays, data, inputs, keeps_dtype=False):
    """make_result(output_layout.iterated(arrays, data), inputs, keeps_dtype): an element-wise op's array laid
    out as PyTorch's and wrapped, in one call. (A float32 result, the common case, goes straight to the tensor,
    and one of at most one dim has no layout to choose: two calls fewer, ~80 ns of a ~1.3 us op in the chain.)"""
    if type(data) is _ndarray:
        if data.ndim > 1:
            data = iterated(arrays, data)
        if data.dtype is _F32 and not _usage.bfloat16:
            # Tensor._make's lines, written out (a call fewer: ~40 ns an op)
            t = _new(Tensor)
            t._data = data
            t._requires_grad = False
            t._grad_node = None
            t._version_counter = None
            if _departed and _grad_state.inference:
                t._is_inference = True
            return t
    return make_result(data, inputs, keeps_dtype)


def complex_result_dtype(inputs):
    """PyTorch's dtype for a complex result of `inputs`. A complex number that `inputs` does not list
    (a Scalar argument: 1j - x) made it complex: then it is the complex counterpart of the tensors'
    dtype, or the default complex beside integers."""
    target = pytorch_dtype(inputs)
    if target is not None and target.kind == "c":
        return target
    if target is not None and target == _F64:
        return _C128
    if target is not None and target.kind in _FLOATING_KINDS:
        return np.dtype(np.complex64)
    return np.dtype(np.complex128) if dtypes.default_float.numpy == _F64 else np.dtype(np.complex64)


def refuse_complex(kind, message, tensors):
    """PyTorch's refusal of complex inputs for an op without complex kernels (the table's no_complex):
    raised when a tensor argument (or one in a list argument) is complex."""
    for t in tensors:
        items = t if type(t) in (list, tuple) else (t,)
        if any(isinstance(x, Tensor) and x._data.dtype.kind == "c" for x in items):
            raise kind(message.replace("{dtype}", dtypes.scalar_type_name(pytorch_dtype(tensors))))


def _float_of(inputs):
    """The floating dtype of a result NumPy widened to float64 from inputs without one (float16 with
    int64 gives float64 in NumPy): as PyTorch, the widest floating dtype among the dimensioned tensor
    inputs, else among the 0-dim ones, else the default float dtype (an int tensor times a Python float).
    A complex input counts as its real dtype (the real result of complex64 is float32)."""
    best = None
    for zero_dim in (False, True):
        for x in inputs:
            if isinstance(x, Tensor) and x._data.dtype.kind in "fc" and (x._data.ndim == 0) == zero_dim:
                real = np.finfo(x._data.dtype).dtype
                if best is None or real.itemsize > best.itemsize:
                    best = real
        if best is not None:
            return best
    return dtypes.default_float.numpy


def must_record(first=None, second=None, *more):
    """Whether this call goes into the graph: grad mode on and some input requires grad.
    (Unary and binary ops, nearly all calls, pass their inputs without packing a tuple.)"""
    if _departed and not _grad_state.enabled:   # (the thread-local read only when some thread left the defaults)
        return False
    if isinstance(first, Tensor) and first._requires_grad:
        return not first._is_inference or _autograd_sees(first, second, more)
    if isinstance(second, Tensor) and second._requires_grad:
        return not second._is_inference or _autograd_sees(first, second, more)
    for x in more:
        if isinstance(x, Tensor) and x._requires_grad:
            return not x._is_inference or _autograd_sees(first, second, more)
    return False


def _autograd_sees(first, second, more):
    """Whether PyTorch's autograd runs for a call whose input requiring grad is an inference tensor:
    inference tensors lack autograd's dispatch key, so it runs only when another tensor argument is a
    normal tensor, a Python number included (PyTorch wraps `c * 2`'s 2 in a normal tensor; exp(c),
    c.view(-1) and c.sum() are not recorded)."""
    for x in (first, second, *more):
        if isinstance(x, Tensor):
            if not x._is_inference:
                return True
        elif isinstance(x, (int, float, complex)):
            return True
    return False


#: What a generated op keeps of an input that may be a Python number (x * 2 keeps 2 as it is).
save = saved_input


def shape_of(x):
    return Size(x._data.shape) if isinstance(x, Tensor) else Size(np.shape(x))


def strides_of(x):
    """x.stride(), kept by mm and addmm for their backward (PyTorch's `_saved_mat2_sym_strides`): a
    column-major matrix gets its gradient computed in its own layout (formula_helpers.mm_mat2_backward)."""
    return element_strides(x._data) if isinstance(x, Tensor) else ()


def ndim_of(x):
    return x._data.ndim if isinstance(x, Tensor) else np.ndim(x)


def geometry_of(x):
    """What as_strided's backward keeps of its input (PyTorch's TensorGeometry): sizes, element strides and
    the storage offset, not the tensor."""
    return tuple(x.shape), x.stride(), storage_offset(x._data)


def info_of(x):
    """What zeros_like(x) in a backward formula needs of x (PyTorch's TypeAndSize): shape and dtype."""
    return (x._data.shape, x._data.dtype) if isinstance(x, Tensor) else (np.shape(x), np.asarray(x).dtype)


def dtype_of(x):
    return from_numpy(x._data.dtype) if isinstance(x, Tensor) else from_numpy(np.asarray(x).dtype)


# -- overload selection ------------------------------------------------------

def _is_int(v):
    if type(v) is int:  # (the common case, before the slower abstract-class checks)
        return True
    return isinstance(v, numbers.Integral) and not isinstance(v, bool) or (
        isinstance(v, Tensor) and v._data.ndim == 0 and v._data.dtype.kind in "iu")


def _is_number(v):
    return type(v) in (int, float) or isinstance(v, numbers.Number)


def _matches_type(value, ptype, strict):
    if value is None:
        return ptype.endswith("?")
    base = ptype.rstrip("?")
    if base == "Tensor":
        return isinstance(value, Tensor) or (not strict and _is_number(value))
    if base == "Scalar":
        return _is_number(value)
    if base == "int":
        return _is_int(value)
    if base in ("int[]", "SymInt[]"):
        return _is_int(value) or (isinstance(value, (tuple, list)) and all(_is_int(v) for v in value))
    if base == "bool":
        return isinstance(value, (bool, np.bool_))
    if base == "float":
        return _is_number(value)
    if base == "str":
        return isinstance(value, str)
    if base == "Tensor[]":
        return isinstance(value, (tuple, list))
    if base == "Scalar[]":
        return isinstance(value, (tuple, list)) and all(_is_number(v) for v in value)
    return True


def _matches(spec, args, kwargs, strict):
    """Whether args and kwargs bind to `spec`: (name, type, required, keyword_only) per
    parameter, positional ones first (as in a signature), each value of a fitting type."""
    given = len(args)
    if given > len(spec) or (given and spec[given - 1][3]):
        return False  # too many positional arguments
    by_keyword = 0
    for i, (name, ptype, required, _) in enumerate(spec):
        if i < given:
            if name in kwargs:
                return False  # given twice
            value = args[i]
        elif name in kwargs:
            value = kwargs[name]
            by_keyword += 1
        elif required:
            return False
        else:
            continue
        if not _matches_type(value, ptype, strict):
            return False
    return by_keyword == len(kwargs)  # (otherwise a keyword names no parameter)


class _Absent:
    """The default of a required parameter that may also come by NumPy's name (x.cumsum(axis=0)):
    given neither way, it is missing (numpy_keyword)."""

    def __repr__(self):
        return "<required>"


ABSENT = _Absent()
#: PyTorch's parameter names by the NumPy names its argument parser takes for them (codegen/arguments.py).
NUMPY_NAMES = {"axis": "dim", "keepdims": "keepdim"}


def numpy_keyword(op, name, value, default, numpy_value, later=()):
    """The value of parameter `name` of a generated op given (maybe) by its NumPy name: that one when
    the call gives it (the parameter itself left at its default), else the parameter's. A required
    parameter, and the required ones after it (later: (name, value) pairs), must then have been
    given: PyTorch's parser names the missing ones. As PyTorch's parser, which renames only names
    a call does not use itself."""
    if numpy_value is not ABSENT:
        if not (value is default or (type(value) is type(default) and value == default)):
            numpy_name = next(k for k, v in NUMPY_NAMES.items() if v == name)
            raise TypeError(f"{op}() got an unexpected keyword argument '{numpy_name}'")
        value = numpy_value
    missing = [f'"{n}"' for n, v in ((name, value), *later) if v is ABSENT]
    if missing:  # (PyTorch's text, its singular and plural the other way round included)
        raise TypeError(f"{op}() missing {len(missing)} required positional argument"
                        f"{'s' if len(missing) == 1 else ''}: {', '.join(missing)}")
    return value


def call_overload(name, overloads, args, kwargs):
    """An overloaded op's call: its overload (select_overload) on the arguments, NumPy's names of
    PyTorch's parameters (x.max(axis=1)) renamed first where the call does not give PyTorch's."""
    if kwargs and ("axis" in kwargs or "keepdims" in kwargs):
        kwargs = {(NUMPY_NAMES[k] if k in NUMPY_NAMES and NUMPY_NAMES[k] not in kwargs else k): v
                  for k, v in kwargs.items()}
    return select_overload(name, overloads, args, kwargs)(*args, **kwargs)


def select_overload(name, overloads, args, kwargs):
    """Pick the first overload whose parameters fit, as PyTorch's argument parser does:
    first requiring real tensors where a Tensor is expected, then accepting numbers too.
    Keywords are PyTorch's names (a tensor `self` is `input`: codegen/arguments.python_name_of)."""
    for strict in (True, False):
        for fn, spec in overloads:
            if _matches(spec, args, kwargs, strict):
                return fn
    # As PyTorch: when one overload alone takes this many arguments, say what is wrong with the
    # call against it (a missing argument, an unknown keyword); otherwise list the overloads.
    count = len(args) + len(kwargs)
    plausible = [spec for _, spec in overloads if _required(spec) <= count <= len(spec)]
    if len(plausible) == 1:
        _explain_mismatch(name, plausible[0], args, kwargs)
    got = ", ".join([type(a).__name__ if not isinstance(a, Tensor) else "Tensor" for a in args]
                    + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
    expected = "\n".join(" * (" + ", ".join(f"{t} {n}" for n, t, _, _ in spec) + ")" for _, spec in overloads)
    raise TypeError(f"{name}() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                    f"{expected}")


def _required(spec):
    return sum(1 for _, _, required, _ in spec if required)


def _explain_mismatch(name, spec, args, kwargs):
    """Raise PyTorch's TypeError for a call that does not bind to `spec`, in the order its parser
    finds the fault: too many positional arguments, a missing one, then a keyword that names no
    parameter or one already given by position, then a first argument that is not a tensor where the
    overload takes one (torch.sum(None)). Returns when the fault is another value's type."""
    positional = sum(1 for *_, kw_only in spec if not kw_only)
    if len(args) > positional:
        least = _required(spec)
        if least != positional:
            raise TypeError(f"{name}() takes from {least} to {positional} positional arguments "
                            f"but {len(args)} were given")
        raise TypeError(f"{name}() takes {positional} positional argument{'s' if positional != 1 else ''} "
                        f"but {len(args)} {'was' if len(args) == 1 else 'were'} given")
    for i, (pname, _, required, _) in enumerate(spec):
        if required and i >= len(args) and pname not in kwargs:
            missing = [f'"{n}"' for n, _, req, _ in spec[i:] if req]
            # (PyTorch's text, its singular and plural the other way round included)
            raise TypeError(f"{name}() missing {len(missing)} required positional argument"
                            f"{'s' if len(missing) == 1 else ''}: {', '.join(missing)}")
    names = [pname for pname, *_ in spec]
    for key in kwargs:
        if key not in names:
            raise TypeError(f"{name}() got an unexpected keyword argument '{key}'")
        if names.index(key) < len(args):
            raise TypeError(f"{name}() got multiple values for argument '{key}'")
    if args and spec[0][1] == "Tensor" and not isinstance(args[0], Tensor):   # (a function's first argument)
        raise not_a_tensor(name, spec[0][0], 1, args[0])


def int_list(size):
    """Sizes given as x.view(2, 3), x.view((2, 3)) or x.view(torch.Size([2, 3]))."""
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = size[0]
    return tuple(int(s) for s in size)


def sizes_argument(op, name, values, keyword):
    """A trailing size list given one int at a time, as one sequence (int_list), or by its keyword
    (x.view(size=(2, 3))): PyTorch's parser takes any of these, but not two at once."""
    if keyword is None:
        if not values:  # x.view() is not x.view(()): PyTorch's parser wants the argument
            if op == "view":  # (its overloads: view(dtype) and view(size))
                raise TypeError("view() received an invalid combination of arguments - got (), but expected one "
                                "of:\n * (torch.dtype dtype)\n * (tuple of ints size)\n")
            raise TypeError(f'{op}() missing 1 required positional arguments: "{name}"')
        if len(values) == 1 and isinstance(values[0], (tuple, list)):
            values = values[0]
        return tuple(map(int, values))   # (map: half the cost of a generator, for a call in every view)
    if values:
        raise TypeError(f"{op}() got multiple values for argument '{name}'")
    if not isinstance(keyword, (tuple, list)):  # (one int is taken only as x.view(6), not size=6)
        raise TypeError(f"{op}(): argument '{name}' must be tuple of ints, not {type(keyword).__name__}")
    return int_list((keyword,))


def refuse_grad(op, name, value):
    """An input whose derivative the table does not give must not silently get none."""
    if isinstance(value, Tensor) and value._requires_grad and _grad_state.enabled:
        raise RuntimeError(f"the derivative for '{name}' is not implemented.")


def reject_requires_grad(op, name, value):
    """An input PyTorch never differentiates (a loss's class weights, say) must not require grad."""
    if type(value) is Tensor and value._requires_grad and _grad_state.enabled:
        raise RuntimeError(f"The function '{op}' is not differentiable with respect to argument '{name}'. "
                           "This input cannot have requires_grad True.")


def broadcast_error(error, inputs):
    """PyTorch's message for tensors whose shapes do not broadcast (NumPy's ValueError otherwise
    passes through): shapes are broadcast left to right, and the first clash is reported as
    `a` (the shape so far) against `b` (the next tensor), at its dimension in the result."""
    if "broadcast" not in str(error):
        return error
    shape = ()
    try:
        for t in inputs:
            if isinstance(t, Tensor):
                shape = broadcast_shape(shape, t._data.shape)
    except RuntimeError as clash:
        return clash
    return error
