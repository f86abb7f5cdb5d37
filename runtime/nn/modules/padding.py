"""Padding layers: ConstantPad / ZeroPad (a value), ReflectionPad (mirrored without the edge),
ReplicationPad (the edge repeated) and CircularPad (wrapped around), each 1d/2d/3d: the last 1, 2
or 3 dims, padding given as an int (every side) or (left, right[, top, bottom[, front, back]])."""
from .. import functional as F
from .module import Module
from .utils import _ntuple, _pair

_quadruple = _ntuple(4, "_quadruple")
_sextuple = _ntuple(6, "_sextuple")
_TUPLES = {1: _pair, 2: _quadruple, 3: _sextuple}


class _PadNd(Module):
    _nd = 1
    _mode = "constant"

    def __init__(self, padding):
        super().__init__()
        self.padding = _TUPLES[self._nd](padding)

    def forward(self, input):
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class _CircularPadNd(_PadNd):
    _mode = "circular"

    def forward(self, input):
        if input.dim() not in (self._nd + 1, self._nd + 2):
            raise ValueError(f"expected {self._nd + 1}D or {self._nd + 2}D input (got {input.dim()}D input)")
        return F.pad(input, self.padding, "circular")


class CircularPad1d(_CircularPadNd):
    pass


class CircularPad2d(_CircularPadNd):
    _nd = 2


class CircularPad3d(_CircularPadNd):
    _nd = 3


class _ReflectionPadNd(_PadNd):
    _mode = "reflect"


class ReflectionPad1d(_ReflectionPadNd):
    pass


class ReflectionPad2d(_ReflectionPadNd):
    _nd = 2


class ReflectionPad3d(_ReflectionPadNd):
    _nd = 3


class _ReplicationPadNd(_PadNd):
    _mode = "replicate"


class ReplicationPad1d(_ReplicationPadNd):
    pass


class ReplicationPad2d(_ReplicationPadNd):
    _nd = 2


class ReplicationPad3d(_ReplicationPadNd):
    _nd = 3


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class ConstantPad1d(_ConstantPadNd):
    pass


class ConstantPad2d(_ConstantPadNd):
    _nd = 2


class ConstantPad3d(_ConstantPadNd):
    _nd = 3


class ZeroPad1d(ConstantPad1d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ZeroPad2d(ConstantPad2d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ZeroPad3d(ConstantPad3d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"
