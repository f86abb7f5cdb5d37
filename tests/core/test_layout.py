"""torch.layout as PyTorch's: every tensor is strided; the other layouts exist as names, singletons that
print, compare, copy and pickle as PyTorch's, so code comparing layouts (and PyTorch's LoggingTensor,
which builds wrappers with layout=elem.layout) runs unchanged."""
import copy
import pickle

import pytest

LAYOUTS = ["strided", "sparse_coo", "sparse_csr", "sparse_csc", "sparse_bsr", "sparse_bsc", "jagged", "_mkldnn"]


def test_layouts_as_torch(lib):
    names = [n for n in dir(lib) if isinstance(getattr(lib, n), lib.layout)]
    assert sorted(names) == sorted(LAYOUTS)
    for name in LAYOUTS:
        value = getattr(lib, name)
        assert repr(value) == str(value) == f"torch.{name}"
        assert copy.copy(value) is value and copy.deepcopy(value) is value
        assert pickle.loads(pickle.dumps(value)) is value
    assert lib.strided != lib.sparse_coo and lib.strided == lib.strided
    assert len({lib.strided, lib.strided, lib.sparse_csr}) == 2


def test_every_tensor_is_strided(lib):
    x = lib.arange(6.0, requires_grad=True)
    for t in (x, x.view(2, 3).t(), x * 2, x.detach(), lib.zeros(()), x.grad_fn is None and x[1:]):
        assert t.layout is lib.strided


def test_layout_cannot_be_made(lib):
    with pytest.raises(TypeError, match="cannot create 'torch.layout' instances"):
        lib.layout()
