"""torch.distributed's exception classes. A collective that waits longer than its group's timeout raises
DistBackendError, as PyTorch's backends do, instead of hanging the program."""


class DistError(RuntimeError):
    """Raised when an error occurs in the distributed library."""


class DistBackendError(DistError):
    """Raised when a backend error occurs (here: an MPI operation failed or timed out)."""


class DistNetworkError(DistError):
    """Raised when a network error occurs in the distributed library."""


class DistStoreError(DistError):
    """Raised when an error occurs in the distributed store."""


class QueueEmptyError(DistStoreError):
    """Raised when a store's queue is empty (stores are not provided: processes meet through MPI)."""
