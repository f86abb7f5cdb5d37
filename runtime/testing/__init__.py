"""torch.testing: assert_close (are two results close, with PyTorch's tolerances and messages) and
make_tensor (a random tensor of a given shape, dtype and value range, for tests)."""
from ._comparison import assert_allclose, assert_close
from ._creation import make_tensor

__all__ = ["assert_allclose", "assert_close", "make_tensor"]
