"""torch.backends.cuda: `matmul.allow_tf32` and friends, settable, with no effect on the CPU."""


class cuBLASModule:
    """torch.backends.cuda.matmul: a fixed set of flags (setting or reading another name is
    PyTorch's AttributeError)."""

    _defaults = {"allow_tf32": False, "allow_fp16_reduced_precision_reduction": True,
                 "allow_bf16_reduced_precision_reduction": True, "allow_fp16_accumulation": False}

    def __init__(self):
        object.__setattr__(self, "_flags", dict(self._defaults))

    def __getattr__(self, name):
        flags = object.__getattribute__(self, "_flags")
        if name in flags:
            return flags[name]
        raise AttributeError("Unknown attribute " + name)

    def __setattr__(self, name, value):
        if name not in self._flags:
            raise AttributeError("Unknown attribute " + name)
        self._flags[name] = value


matmul = cuBLASModule()


def is_built():
    """Whether gradtable was built with CUDA: never."""
    return False
