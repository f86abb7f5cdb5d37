"""Making checkpoint files by hand for the tests: a pickle assembler (any opcodes, any numbers, the
names of any globals, importable or not) and a zip of records laid out as torch.save lays them."""
import io
import pickle
import struct
import zipfile


class Pickle:
    """Protocol-2 opcodes, appended in order: Pickle().global_("torch._utils", "_rebuild_tensor_v2")..."""

    def __init__(self):
        self.parts = [pickle.PROTO + b"\x02"]

    def op(self, raw):
        self.parts.append(raw)
        return self

    def global_(self, module, name):
        return self.op(pickle.GLOBAL + f"{module}\n{name}\n".encode())

    def int(self, n):
        return self.op(pickle.BININT + struct.pack("<i", n) if -2 ** 31 <= n < 2 ** 31 else
                       pickle.LONG1 + bytes([len(pickle.encode_long(n))]) + pickle.encode_long(n))

    def str(self, s):
        data = s.encode()
        return self.op(pickle.BINUNICODE + struct.pack("<I", len(data)) + data)

    def mark(self):
        return self.op(pickle.MARK)

    def tuple(self):
        return self.op(pickle.TUPLE)

    def reduce(self):
        return self.op(pickle.REDUCE)

    def bytes(self):
        return b"".join(self.parts) + pickle.STOP

    def storage(self, key, numel, kind="FloatStorage"):
        """A persistent id ('storage', torch.<kind>, key, 'cpu', numel), loaded by BINPERSID."""
        return (self.mark().str("storage").global_("torch", kind).str(key).str("cpu").int(numel).tuple()
                .op(pickle.BINPERSID))

    def tensor(self, key, numel, offset, size, stride, kind="FloatStorage"):
        """torch._utils._rebuild_tensor_v2(storage, offset, size, stride, False, OrderedDict())."""
        self.global_("torch._utils", "_rebuild_tensor_v2").mark()
        self.storage(key, numel, kind).int(offset)
        for values in (size, stride):
            self.mark()
            for v in values:
                self.int(v)
            self.tuple()
        return self.op(pickle.NEWFALSE).global_("collections", "OrderedDict").op(pickle.EMPTY_TUPLE).reduce() \
            .tuple().reduce()


def torch_zip(records, prefix="archive", compress=None):
    """The bytes of a zip with `records` ({name: bytes}) under prefix/, plus the records torch.save adds."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in {"version": b"3\n", "byteorder": b"little", **records}.items():
            archive.writestr(f"{prefix}/{name}", data,
                             compress_type=(compress or {}).get(name, zipfile.ZIP_STORED))
    return buffer.getvalue()
