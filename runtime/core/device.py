"""torch.device for a CPU-only library: tutorial code that says
`device = "cuda" if torch.cuda.is_available() else "cpu"` and `model.to(device)` runs unchanged
(gradtable.cuda, the package, answers the question)."""

_KNOWN_TYPES = ("cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, xla, lazy, vulkan, mps, "
                "meta, hpu, mtia, privateuseone")


class device:
    """A device name, as torch.device: `device('cpu')`, `device('cuda:1')`, `device('cuda', 1)`."""

    __slots__ = ("type", "index")

    def __init__(self, type, index=None):
        if isinstance(type, device):
            type, index = type.type, type.index
        elif ":" in type:
            type, number = type.split(":", 1)
            index = int(number)
        if type not in _KNOWN_TYPES.split(", "):
            raise RuntimeError(f"Expected one of {_KNOWN_TYPES} device type at start of device string: {type}")
        self.type = type
        self.index = index

    def __str__(self):
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __repr__(self):
        if self.index is None:
            return f"device(type='{self.type}')"
        return f"device(type='{self.type}', index={self.index})"

    def __eq__(self, other):
        return isinstance(other, device) and (self.type, self.index) == (other.type, other.index)

    def __hash__(self):
        return hash((self.type, self.index))


CPU = device("cpu")


def check_device(where):
    """Moving to a device: the CPU is where every tensor already is; anything else is refused
    as PyTorch refuses CUDA in a build without it."""
    if where is None:
        return
    if device(where).type != "cpu":
        raise AssertionError("Torch not compiled with CUDA enabled")



class _DefaultDevice:
    """The device factory functions use when given none (torch.set_default_device); None means the CPU."""
    device = None


_default = _DefaultDevice()


def set_default_device(where):
    """torch.set_default_device: tutorials call set_default_device('cpu'); an accelerator is accepted
    here as PyTorch accepts it, and refused when a tensor is made on it (check_factory_device)."""
    if where is None:
        _default.device = None
        return
    if isinstance(where, int) and not isinstance(where, bool):
        raise RuntimeError("Cannot access accelerator device when none is available.")
    _default.device = device(where)


def get_default_device():
    """torch.get_default_device: the CPU unless set_default_device chose another device."""
    where = _default.device
    if where is None:
        return CPU
    check_device(where)   # PyTorch asks the accelerator for its index, which a CPU build cannot
    return where


def check_factory_device(where):
    """A factory function's device= (zeros, randn, tensor, ...): the default device when None."""
    check_device(_default.device if where is None else where)
