"""gradtable.utils.dlpack, as torch.utils.dlpack: DLDeviceType, from_dlpack and the legacy to_dlpack
(the protocol itself is core/dlpack.py)."""
from ..core.dlpack import DLDeviceType, from_dlpack, to_dlpack  # noqa: F401

__all__ = ["DLDeviceType", "from_dlpack"]
