"""Tensor.data_ptr, storage_offset, untyped_storage() and the deprecated storage(): compared with PyTorch."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st


def _reset_typed_storage_warning(lib):
    if lib.__name__ == "torch":
        lib.storage._reset_warn_typed_storage_removal()
    else:
        from gradtable.core.storage import _reset_warn_typed_storage_removal
        _reset_warn_typed_storage_removal()


def test_views_share_one_storage(lib):
    x = lib.arange(6.0)
    assert x[1:].untyped_storage().data_ptr() == x.untyped_storage().data_ptr() == x.data_ptr()
    assert x[1:].data_ptr() == x.data_ptr() + x.element_size()
    assert x[1:].untyped_storage() is x.untyped_storage()
    m = x.view(2, 3)
    assert m.t().data_ptr() == x.data_ptr() and m[1].data_ptr() == x.data_ptr() + 3 * 4
    assert m[:, 2].storage_offset() == 2 and m[1].storage_offset() == 3 and x.storage_offset() == 0
    assert x.detach().data_ptr() == x.data_ptr() and x.clone().data_ptr() != x.data_ptr()
    assert x.clone().untyped_storage().data_ptr() != x.untyped_storage().data_ptr()


def test_untyped_storage_sizes_and_repr(lib):
    x = lib.arange(4.0)
    s = x[2:].untyped_storage()
    assert (s.nbytes(), s.size(), len(s), s.element_size()) == (16, 16, 16, 1)
    assert s.device == lib.device("cpu") and not hasattr(s, "dtype")
    assert s.tolist() == [0, 0, 0, 0, 0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64]
    assert s[6] == 128 and s[2:4].tolist() == [0, 0]
    assert repr(s) == " " + "\n ".join(map(str, s.tolist())) + "\n[torch.storage.UntypedStorage(device=cpu) of size 16]"
    assert type(s).__name__ == "UntypedStorage" and isinstance(s, lib.UntypedStorage)


def test_empty_tensor_storage(lib):
    e = lib.empty(0)
    assert e.data_ptr() == 0 and e.untyped_storage().data_ptr() == 0 and e.untyped_storage().nbytes() == 0
    assert repr(e.untyped_storage()) == " \n[torch.storage.UntypedStorage(device=cpu) of size 0]"
    assert e.storage_offset() == 0


def test_typed_storage_warns_once(lib):
    x = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64)
    _reset_typed_storage_warning(lib)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        t = x[1:].storage()
        x.storage()
    assert [(w.category, str(w.message)) for w in caught] == [(UserWarning, (
        "TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage "
        "class. This should only matter to you if you are using storages directly.  To access UntypedStorage "
        "directly, use tensor.untyped_storage() instead of tensor.storage()"))]
    assert caught[0].filename == __file__
    assert (t.size(), len(t), t.nbytes(), t.element_size(), t.dtype) == (3, 3, 24, 8, lib.float64)
    assert t.data_ptr() == x.data_ptr() and t.tolist() == [1.0, 2.0, 3.0] and t[1] == 2.0
    assert repr(t) == " 1.0\n 2.0\n 3.0\n[torch.storage.TypedStorage(dtype=torch.float64, device=cpu) of size 3]"
    assert isinstance(t, lib.TypedStorage)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4).flatmap(lambda n: st.tuples(st.lists(st.integers(1, 4), min_size=n, max_size=n),
                                                     st.lists(st.integers(0, 3), min_size=n, max_size=n),
                                                     st.booleans(), st.sampled_from(["float32", "float64", "int16"]))))
def test_offsets_of_views_agree_with_torch(torch, case):
    """Random slices (and a transpose): the same storage_offset, data_ptr difference and storage size."""
    import gradtable
    shape, starts, transpose, dtype = case
    results = []
    for lib in (gradtable, torch):
        x = lib.zeros(*[s + 3 for s in shape], dtype=getattr(lib, dtype))
        v = x[tuple(slice(s, None, 2) for s in starts)]
        if transpose and v.dim() > 1:
            v = v.transpose(0, -1)
        results.append((v.storage_offset(), v.data_ptr() - x.data_ptr(), v.untyped_storage().nbytes(),
                        v.untyped_storage().data_ptr() == x.data_ptr(), v.stride(), tuple(v.shape)))
    assert results[0] == results[1]


def test_data_ptr_survives_in_place_changes(lib):
    x = lib.zeros(3)
    ptr = x.data_ptr()
    x.add_(1)
    x[0] = 5
    assert x.data_ptr() == ptr
    assert np.array_equal(np.frombuffer(bytes(x.untyped_storage().tolist()), np.float32), [5.0, 1.0, 1.0])


def test_storage_methods_exist_on_tensor(lib):
    for name in ("data_ptr", "storage", "untyped_storage", "storage_offset", "is_inference"):
        assert callable(getattr(lib.ones(1), name))
    with lib.inference_mode():
        assert lib.ones(1).is_inference()
    assert not lib.ones(1).is_inference()


@pytest.mark.parametrize("index", [0, -1])
def test_storage_item(lib, index):
    x = lib.tensor([7, 8, 9], dtype=lib.int32)
    _reset_typed_storage_warning(lib)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert x.storage()[index] == [7, 9][index]
