"""The exception classes PyTorch exports in the torch namespace, for the programs that catch them
(`except torch.OutOfMemoryError:` around a batch-size search). gradtable raises none of them itself:
NumPy's MemoryError reaches the user as it is, and there is no accelerator to fail."""


class OutOfMemoryError(RuntimeError):
    """Exception raised when device is out of memory"""


class AcceleratorError(RuntimeError):
    """Exception raised while executing on device"""


class FatalError(Exception):
    """PyTorch's (TorchScript's) unrecoverable error."""

