"""The weights-only unpickler: a pickle reader that builds only what PyTorch's allows.

`load(f, weights_only=True)` (the default, as in PyTorch 2.6+) must never run what a file says, so
the pickle is not given to Python's unpickler (which imports and calls any name). This machine reads
the opcodes torch.save emits (protocol 2) and nothing else: a name (GLOBAL) must be on the allow-list
(torch_globals.ALLOWED, PyTorch's) or allowed by the script (add_safe_globals); only allowed callables
are called (REDUCE, NEWOBJ) and only allowed types get state (BUILD). The refusals are PyTorch's
UnpicklingError texts, so a script sees what it would see with PyTorch and the fix it suggests works.

A malformed pickle (truncated, a stack or memo that is not there) raises FormatError, so load names
the file; the machine is a loop over a stack, never a recursion, whatever the nesting.
"""
import _compat_pickle
import pickle
import struct
import warnings
from collections import Counter, OrderedDict

from ..core.tensor import Tensor
from ..nn.parameter import Parameter
from .torch_globals import ALLOWED, _set_obj_state, _strided, user_allowed
from .zip_records import FormatError

_BLOCKED_MODULES = ("sys", "os", "posix", "nt")
_MAX_LINE = 1 << 16   # a GLOBAL's module or name: longer is not a name
_DEFAULT_ALLOWED = frozenset(map(id, ALLOWED.values()))


def _allowed_object(obj, user):
    return id(obj) in _DEFAULT_ALLOWED or any(obj is v for v in user.values())


class Unpickler:
    """Reads one pickle from `data` (bytes). persistent_load(pid) gives the storages."""

    def __init__(self, data, persistent_load, encoding="utf-8"):
        self.data = memoryview(data)
        self.pos = 0
        self.persistent_load = persistent_load
        self.encoding = encoding
        self.memo = {}

    # -- reading the bytes ---------------------------------------------------------------------
    def read(self, n):
        end = self.pos + n
        if end > len(self.data):
            raise FormatError(f"its pickle is cut short at byte {len(self.data)} (an opcode at byte {self.pos} needs "
                              f"{n} more): the file is truncated or corrupt")
        chunk = self.data[self.pos:end]
        self.pos = end
        return chunk

    def readline(self):
        start = self.pos
        end = bytes(self.data[start:start + _MAX_LINE]).find(b"\n")
        if end < 0:
            raise FormatError(f"its pickle has an unterminated name at byte {start}")
        self.pos = start + end + 1
        return bytes(self.data[start:start + end])

    # -- the stack -------------------------------------------------------------------------------
    def pop(self):
        if not self.stack:
            raise FormatError(f"its pickle pops an empty stack at byte {self.pos - 1}")
        return self.stack.pop()

    def top(self, depth=1):
        if len(self.stack) < depth:
            raise FormatError(f"its pickle reads past the bottom of its stack at byte {self.pos - 1}")
        return self.stack[-depth]

    def pop_mark(self):
        if not self.metastack:
            raise FormatError(f"its pickle closes a MARK it never opened at byte {self.pos - 1}")
        items = self.stack
        self.stack = self.metastack.pop()
        return items

    def load(self):
        self.stack, self.metastack = [], []
        dispatch = _DISPATCH
        user = user_allowed()
        self.user = user
        while True:
            code = self.read(1)[0]
            handler = dispatch.get(code)
            if handler is None:
                raise pickle.UnpicklingError(f"Unsupported operand {code}")
            if handler is _stop:
                return self.pop()
            handler(self)

    # -- the risky opcodes: names, calls, state -----------------------------------------------
    def global_(self):
        module = self.readline().decode("utf-8", "surrogatepass")
        name = self.readline().decode("utf-8", "surrogatepass")
        if (module, name) in _compat_pickle.NAME_MAPPING:   # Python 2 names, as PyTorch maps them
            module, name = _compat_pickle.NAME_MAPPING[(module, name)]
        elif module in _compat_pickle.IMPORT_MAPPING:
            module = _compat_pickle.IMPORT_MAPPING[module]
        full = f"{module}.{name}"
        if module in _BLOCKED_MODULES:
            raise pickle.UnpicklingError(f"Trying to load unsupported GLOBAL {full} whose module {module} is blocked.")
        if full in ALLOWED:
            self.stack.append(ALLOWED[full])
        elif full in self.user:
            self.stack.append(self.user[full])
        else:
            shown = full[len("builtins."):] if full.startswith("builtins.") else full
            raise pickle.UnpicklingError(
                f"Unsupported global: GLOBAL {shown} was not an allowed global by default. Please use "
                f"`torch.serialization.add_safe_globals([{shown}])` or the `torch.serialization.safe_globals"
                f"([{shown}])` context manager to allowlist this global if you trust this class/function.")

    def newobj(self):
        args = self.pop()
        cls = self.pop()
        if cls is Parameter:
            self.stack.append(Parameter(*args))
        elif isinstance(cls, type) and _allowed_object(cls, self.user):
            self.stack.append(cls.__new__(cls, *_guard_call(cls, args)))
        else:
            raise pickle.UnpicklingError("Can only create new object for nn.Parameter or classes allowlisted via "
                                         f"`add_safe_globals` but got {cls}")

    def reduce(self):
        args = self.pop()
        func = self.top()
        if not _allowed_object(func, self.user):
            message = f"Trying to call reduce for unrecognized function {func}"
            if hasattr(func, "__self__"):
                message += f" which belongs to {func.__self__}"
            raise pickle.UnpicklingError(message)
        if not isinstance(args, tuple):
            raise FormatError(f"its pickle calls {func} with arguments that are not a tuple")
        self.stack[-1] = func(*_guard_call(func, args))

    def build(self):
        state = self.pop()
        inst = self.top()
        kind = type(inst)
        if kind is Tensor:   # a legacy tensor pickle: Tensor() then its (storage, offset, size, stride)
            storage, offset, size, stride = state
            inst._data = _strided(storage, offset, size, stride, storage.dtype)
        elif kind is Parameter:
            _set_obj_state(inst, state)
        elif kind is OrderedDict:
            inst.__dict__.update(state)
        elif _allowed_object(kind, self.user):
            if hasattr(inst, "__setstate__"):
                inst.__setstate__(state)
            else:
                slotstate = None
                if isinstance(state, tuple) and len(state) == 2:
                    state, slotstate = state
                if state:
                    inst.__dict__.update(state)
                if slotstate:
                    for k, v in slotstate.items():
                        setattr(inst, k, v)
        else:
            raise pickle.UnpicklingError("Can only build Tensor, Parameter, OrderedDict or types allowlisted via "
                                         f"`add_safe_globals`, but got {kind}")

    def persid(self):
        pid = self.pop()
        if type(pid) is not tuple and type(pid) is not int:
            raise pickle.UnpicklingError(f"persistent_load id must be tuple or int, but got {type(pid)}")
        if type(pid) is tuple and len(pid) > 0 and _ascii(pid[0]) != "storage":
            raise pickle.UnpicklingError(f"Only persistent_load of storage is allowed, but got {type(pid[0])}")
        self.stack.append(self.persistent_load(pid))

    # -- containers --------------------------------------------------------------------------
    def append(self):
        item = self.pop()
        target = self.top()
        if type(target) is not list:
            raise pickle.UnpicklingError(f"Can only append to lists, but got {type(target)}")
        target.append(item)

    def appends(self):
        items = self.pop_mark()
        target = self.top()
        if type(target) is not list:
            raise pickle.UnpicklingError(f"Can only extend lists, but got {type(target)}")
        target.extend(items)

    def setitem(self):
        value, key = self.pop(), self.pop()
        self._check_mapping("SETITEM")[key] = value

    def setitems(self):
        items = self.pop_mark()
        target = self._check_mapping("SETITEMS")
        if len(items) % 2:
            raise FormatError("its pickle sets a key without a value (SETITEMS with an odd count)")
        for i in range(0, len(items), 2):
            target[items[i]] = items[i + 1]

    def _check_mapping(self, opcode):
        target = self.top()
        if type(target) not in (dict, OrderedDict, Counter):
            raise pickle.UnpicklingError(f"Can only {opcode} for dict, collections.OrderedDict, collections.Counter, "
                                         f"but got {type(target)}")
        return target

    def tuple_n(self, n):
        if n == 0:
            self.stack.append(())
            return
        items = tuple(self.top(n - i) for i in range(n))
        del self.stack[-n:]
        self.stack.append(items)

    # -- the memo ---------------------------------------------------------------------------------
    def get(self, index):
        if index not in self.memo:
            raise FormatError(f"its pickle reads memo entry {index}, which was never stored")
        self.stack.append(self.memo[index])

    def put(self, index):
        self.memo[index] = self.top()

    def proto(self):
        version = self.read(1)[0]
        if version != 2:
            warnings.warn(f"Detected pickle protocol {version} in the checkpoint, which was not the default pickle "
                          "protocol used by `torch.load` (2). The weights_only Unpickler might not support all "
                          "instructions implemented by this protocol, please file an issue for adding support if "
                          "you encounter this.", stacklevel=5)


def _guard_call(func, args):
    """Arguments an allowed callable may get from a file without allocating what the file says:
    bytearray(n) and Tensor(n, m) would make n bytes out of one number."""
    if func in (bytearray, Tensor) and any(isinstance(a, int) for a in args):
        raise pickle.UnpicklingError(f"{func.__name__} may be rebuilt from data only, not from a size {args}")
    return args


def _ascii(value):
    return value.decode("ascii") if isinstance(value, bytes) else value


def _stop(self):
    pass


def _unicode(self):
    n = struct.unpack("<I", self.read(4))[0]
    self.stack.append(str(self.read(n), "utf-8", "surrogatepass"))


def _short_binstring(self):
    data = bytes(self.read(self.read(1)[0]))
    self.stack.append(data if self.encoding == "bytes" else data.decode(self.encoding, "strict"))


def _mark(self):
    self.metastack.append(self.stack)
    self.stack = []


def _tuple(self):
    items = tuple(self.pop_mark())   # (before naming self.stack: pop_mark replaces it)
    self.stack.append(items)


_DISPATCH = {
    pickle.GLOBAL[0]: Unpickler.global_, pickle.NEWOBJ[0]: Unpickler.newobj, pickle.REDUCE[0]: Unpickler.reduce,
    pickle.BUILD[0]: Unpickler.build, pickle.APPEND[0]: Unpickler.append, pickle.APPENDS[0]: Unpickler.appends,
    pickle.SETITEM[0]: Unpickler.setitem, pickle.SETITEMS[0]: Unpickler.setitems, pickle.MARK[0]: _mark,
    pickle.TUPLE[0]: _tuple, pickle.TUPLE1[0]: lambda self: self.tuple_n(1),
    pickle.TUPLE2[0]: lambda self: self.tuple_n(2), pickle.TUPLE3[0]: lambda self: self.tuple_n(3),
    pickle.NONE[0]: lambda self: self.stack.append(None),
    pickle.NEWFALSE[0]: lambda self: self.stack.append(False),
    pickle.NEWTRUE[0]: lambda self: self.stack.append(True),
    pickle.EMPTY_TUPLE[0]: lambda self: self.tuple_n(0), pickle.EMPTY_LIST[0]: lambda self: self.stack.append([]),
    pickle.EMPTY_DICT[0]: lambda self: self.stack.append({}),
    pickle.EMPTY_SET[0]: lambda self: self.stack.append(set()),
    pickle.BININT[0]: lambda self: self.stack.append(struct.unpack("<i", self.read(4))[0]),
    pickle.BININT1[0]: lambda self: self.stack.append(self.read(1)[0]),
    pickle.BININT2[0]: lambda self: self.stack.append(struct.unpack("<H", self.read(2))[0]),
    pickle.BINFLOAT[0]: lambda self: self.stack.append(struct.unpack(">d", self.read(8))[0]),
    pickle.BINUNICODE[0]: _unicode, pickle.SHORT_BINSTRING[0]: _short_binstring,
    pickle.BINPERSID[0]: Unpickler.persid,
    pickle.BINGET[0]: lambda self: self.get(self.read(1)[0]),
    pickle.LONG_BINGET[0]: lambda self: self.get(struct.unpack("<I", self.read(4))[0]),
    pickle.BINPUT[0]: lambda self: self.put(self.read(1)[0]),
    pickle.LONG_BINPUT[0]: lambda self: self.put(struct.unpack("<I", self.read(4))[0]),
    pickle.LONG1[0]: lambda self: self.stack.append(pickle.decode_long(bytes(self.read(self.read(1)[0])))),
    pickle.PROTO[0]: Unpickler.proto, pickle.STOP[0]: _stop,
}
