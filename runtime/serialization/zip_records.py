"""The zip container of PyTorch's checkpoint format: records written as PyTorch's writer (miniz)
lays them out, and read back with every size checked before memory is given to it.

Writing: each record is stored uncompressed, its data starting on a 64-byte boundary of the file (a
padding extra field named "FB", as PyTorch pads), so that `load(mmap=True)` can map a storage in
place, here and in PyTorch. A data descriptor follows each record and the local header carries no
sizes, so nothing is sought back and a pipe can be written to; ZIP64 fields appear only where a size
or an offset needs them.

Reading: Python's zipfile parses the central directory; a record's bytes are read here, after its
sizes are checked against the file, so a hostile archive (a declared size larger than the file, a
zip bomb, a record that is not where the directory says) is named as such instead of allocating
what it claims.
"""
import struct
import zipfile
import zlib

import numpy as np

ALIGNMENT = 64
_U32 = 0xFFFFFFFF
_LOCAL = struct.Struct("<IHHHHHIIIHH")         # local file header, before the name
_CENTRAL = struct.Struct("<IHHHHHHIIIHHHHHII")  # central directory entry, before the name
_FLAGS = 0x0808                                # bit 3: sizes in a data descriptor; bit 11: UTF-8 names
_CHUNK = 1 << 26                               # bytes per write and per CRC update (64 MiB)
# A compressed record may expand at most this much: real tensor data rarely shrinks below a tenth,
# while a deflate bomb expands ~1000-fold. (PyTorch never compresses; this is for re-zipped files.)
MAX_EXPANSION = 200


class FormatError(Exception):
    """A problem with the file's bytes (truncated, inconsistent, hostile): load names the file."""


class ZipWriter:
    """Writes records one after the other to a binary file object (seekable or not)."""

    def __init__(self, file, prefix):
        self.file = file
        self.prefix = prefix
        try:
            self.start = file.tell()   # alignment is of the file's offsets, as mmap sees them
        except (AttributeError, OSError):
            self.start = 0
        self.offset = 0                # bytes written so far, relative to the archive's start
        self.entries = []

    def write_record(self, name, data):
        """data: bytes, or a contiguous NumPy array whose bytes are written without a copy."""
        view = memoryview(data).cast("B") if not isinstance(data, bytes) else memoryview(data)
        size = view.nbytes
        name_bytes = f"{self.prefix}/{name}".encode()
        header_at = self.offset
        zip64 = size >= _U32 or header_at >= _U32
        # A local ZIP64 field says the data descriptor's sizes are 8 bytes; its own sizes are 0, as the
        # local header's are (bit 3: the descriptor after the data has them).
        zip64_extra = struct.pack("<HHQQ", 1, 16, 0, 0) if zip64 else b""
        before_data = self.start + header_at + _LOCAL.size + len(name_bytes) + len(zip64_extra) + 4
        padding = -before_data % ALIGNMENT
        extra = zip64_extra + struct.pack("<2sH", b"FB", padding) + b"Z" * padding
        self._write(_LOCAL.pack(0x04034B50, 45 if zip64 else 20, _FLAGS, 0, 0, 0, 0, 0, 0,
                                len(name_bytes), len(extra)) + name_bytes + extra)
        crc = 0
        for start in range(0, size, _CHUNK):
            chunk = view[start:start + _CHUNK]
            crc = zlib.crc32(chunk, crc)
            self._write(chunk)
        if zip64:
            self._write(struct.pack("<IIQQ", 0x08074B50, crc, size, size))
        else:
            self._write(struct.pack("<IIII", 0x08074B50, crc, size, size))
        self.entries.append((name_bytes, crc, size, header_at))

    def finish(self):
        """The central directory and the end records (ZIP64 ones always, as PyTorch writes them)."""
        directory_at = self.offset
        for name_bytes, crc, size, header_at in self.entries:
            big = [v for v in (size, size, header_at) if v >= _U32]
            extra = struct.pack(f"<HH{len(big)}Q", 1, 8 * len(big), *big) if big else b""
            self._write(_CENTRAL.pack(0x02014B50, 45, 45 if big else 20, _FLAGS, 0, 0, 0, crc,
                                      min(size, _U32), min(size, _U32), len(name_bytes), len(extra), 0, 0, 0, 0,
                                      min(header_at, _U32)) + name_bytes + extra)
        directory_size = self.offset - directory_at
        end64_at = self.offset
        count = len(self.entries)
        self._write(struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, count, count, directory_size,
                                directory_at))
        self._write(struct.pack("<IIQI", 0x07064B50, 0, end64_at, 1))
        self._write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, min(count, 0xFFFF), min(count, 0xFFFF),
                                min(directory_size, _U32), min(directory_at, _U32), 0))

    def _write(self, data):
        self.file.write(data)
        self.offset += len(data) if isinstance(data, bytes) else data.nbytes


class ZipReader:
    """The records of a PyTorch checkpoint archive (all under one folder, the archive's name)."""

    def __init__(self, file, size):
        self.file = file
        self.size = size
        try:
            self.zip = zipfile.ZipFile(file)
        except Exception as exc:  # noqa: BLE001  (whatever zipfile trips on, the file is not a readable archive)
            raise FormatError(f"it is not a readable zip archive ({exc}); the file may be truncated") from None
        infos = self.zip.infolist()
        if not infos:
            raise FormatError("it is an empty zip archive")
        first = infos[0].filename
        self.prefix = first[:first.index("/") + 1] if "/" in first else ""
        self.records = {info.filename[len(self.prefix):]: info for info in infos
                        if info.filename.startswith(self.prefix)}

    def has(self, name):
        return name in self.records

    def size_of(self, name):
        """The record's size, checked against the file before anything that size is allocated: a stored
        record must lie inside the file, a compressed one must not expand like a zip bomb."""
        info = self._info(name)
        if info.compress_type == zipfile.ZIP_STORED:
            if info.compress_size != info.file_size:
                raise FormatError(f"record {name} is stored with {info.compress_size} bytes but declares "
                                  f"{info.file_size}")
            if info.header_offset + info.file_size > self.size:
                raise FormatError(f"record {name} claims {info.file_size} bytes at offset {info.header_offset}, "
                                  f"past the end of the {self.size}-byte file (the file is truncated)")
        elif info.compress_type != zipfile.ZIP_DEFLATED:
            raise FormatError(f"record {name} is compressed with zip method {info.compress_type}, which neither "
                              "PyTorch nor gradtable reads (checkpoints store records uncompressed)")
        elif info.file_size > max(MAX_EXPANSION * info.compress_size, 1 << 20):
            raise FormatError(f"record {name} would expand from {info.compress_size} to {info.file_size} bytes, "
                              f"more than {MAX_EXPANSION} times: a zip bomb, not a checkpoint")
        return info.file_size

    def read(self, name):
        """The record's bytes."""
        out = np.empty(self.size_of(name), np.uint8)
        self.read_into(name, out)
        return out.tobytes()

    def read_into(self, name, out):
        """Fill `out` (a uint8 array of size_of(name) bytes) with the record's bytes, CRC-checked."""
        info = self._info(name)
        if info.compress_type == zipfile.ZIP_STORED:
            self.file.seek(self.data_offset(name))
            got = self.file.readinto(memoryview(out)) if out.size else 0
            if got != out.size:
                raise FormatError(f"record {name} is cut short: {got} of its {out.size} bytes are in the file "
                                  "(the file is truncated)")
            crc = 0
            for start in range(0, out.size, _CHUNK):
                crc = zlib.crc32(out[start:start + _CHUNK], crc)
            if crc != info.CRC:
                raise FormatError(f"record {name} is corrupt (its CRC-32 does not match)")
            return
        try:
            with self.zip.open(info) as stream:
                got = stream.readinto(memoryview(out)) if out.size else 0
                if got != out.size or stream.read(1):
                    raise FormatError(f"record {name} does not hold the {out.size} bytes it declares")
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError) as exc:
            raise FormatError(f"record {name} cannot be decompressed ({exc})") from None

    def data_offset(self, name):
        """Where the record's bytes start in the file (after its local header)."""
        info = self._info(name)
        self.file.seek(info.header_offset)
        header = self.file.read(_LOCAL.size)
        if len(header) != _LOCAL.size or header[:4] != b"PK\x03\x04":
            raise FormatError(f"record {name} is not where the zip directory says (offset {info.header_offset})")
        name_length, extra_length = struct.unpack("<HH", header[26:30])
        start = info.header_offset + _LOCAL.size + name_length + extra_length
        if start + info.compress_size > self.size:
            raise FormatError(f"record {name} claims {info.compress_size} bytes at offset {start}, past the end of "
                              f"the {self.size}-byte file (the file is truncated)")
        return start

    def _info(self, name):
        info = self.records.get(name)
        if info is None:
            raise FormatError(f"the archive has no record {self.prefix}{name}")
        return info
