"""torch's global settings functions issue 27 lists, against PyTorch: the autocast state set outside a
region (set_autocast_enabled / set_autocast_dtype and their deprecated per-device forms, with PyTorch's
DeprecationWarnings and errors; an enabled CPU state casts as a region does), the cast-cache flag, the
inter-op thread count (settable once), init_num_threads, set_flush_denormal's answer; and the classes
PyTorch also exports in the torch namespace (its exceptions, GradScaler, DisableTorchFunction*)."""
import numpy as np
import pytest
from call_outcomes import same

import gradtable


@pytest.fixture
def restored(torch):
    """Each library's autocast state as it was before the test."""
    saved = [(lib, lib.is_autocast_enabled("cpu"), lib.get_autocast_dtype("cpu"), lib.is_autocast_enabled("cuda"),
              lib.get_autocast_dtype("cuda"), lib.is_autocast_cache_enabled()) for lib in (gradtable, torch)]
    yield
    for lib, cpu_on, cpu_dtype, cuda_on, cuda_dtype, cache in saved:
        lib.set_autocast_dtype("cpu", cpu_dtype)
        lib.set_autocast_enabled("cpu", cpu_on)
        lib.set_autocast_dtype("cuda", cuda_dtype)
        lib.set_autocast_enabled("cuda", cuda_on)
        lib.set_autocast_cache_enabled(cache)


def _state(lib):
    return (lib.is_autocast_enabled("cpu"), lib.get_autocast_dtype("cpu"), lib.is_autocast_enabled(),
            lib.get_autocast_dtype("cuda"), lib.is_autocast_cache_enabled())


CALLS = [
    lambda lib: (lib.set_autocast_enabled("cpu", True), _state(lib)),
    lambda lib: (lib.set_autocast_dtype("cpu", lib.float16), _state(lib)),
    lambda lib: (lib.set_autocast_enabled(True), _state(lib)),   # the legacy form: CUDA's flag
    lambda lib: (lib.set_autocast_cpu_enabled(True), lib.is_autocast_cpu_enabled(), _state(lib)),
    lambda lib: (lib.set_autocast_cpu_dtype(lib.float32), lib.get_autocast_cpu_dtype(), _state(lib)),
    lambda lib: (lib.set_autocast_gpu_dtype(lib.bfloat16), lib.get_autocast_gpu_dtype(), _state(lib)),
    lambda lib: (lib.set_autocast_cache_enabled(False), _state(lib)),
    lambda lib: (lambda a: (lib.autocast("cpu", cache_enabled=False).__enter__(), lib.is_autocast_cache_enabled()))(
        None)[1],
    lambda lib: lib.set_autocast_enabled("xla2", True),
    lambda lib: lib.set_autocast_enabled("cpu", 1),
    lambda lib: lib.set_autocast_dtype("cpu", 3),
    lambda lib: (lib.init_num_threads(), lib.get_num_interop_threads() >= 1),
]


@pytest.mark.parametrize("build", CALLS, ids=range(len(CALLS)))
def test_autocast_state_matches_pytorch(build, torch, restored):
    same(torch, build)
    for lib in (gradtable, torch):   # (a region entered by a case is left by the fixture's reset)
        lib.set_autocast_cache_enabled(True)


def test_an_enabled_cpu_state_casts_as_a_region(torch, restored):
    results = []
    for lib in (gradtable, torch):
        lib.set_autocast_enabled("cpu", True)
        lib.set_autocast_dtype("cpu", lib.bfloat16)
        x = lib.tensor(np.arange(6.0).reshape(2, 3).tolist())
        out = x @ x.T
        lib.set_autocast_enabled("cpu", False)
        results.append((str(out.dtype), (x @ x.T).dtype == lib.float32))
    assert results[0] == results[1] == ("torch.bfloat16", True)


def test_interop_threads_are_settable_once_as_in_pytorch(torch):
    for lib in (gradtable, torch):
        for bad, text in ((0, "expects a positive integer"), (2.5, "expects an int, but got float")):
            with pytest.raises(RuntimeError, match=text):
                lib.set_num_interop_threads(bad)
        lib.set_num_interop_threads(3)
        assert lib.get_num_interop_threads() == 3
        with pytest.raises(RuntimeError, match="cannot set number of interop threads after parallel work"):
            lib.set_num_interop_threads(3)


def test_flush_denormal_is_not_supported_and_changes_nothing():
    """gradtable answers as PyTorch on a CPU that cannot flush denormals (docs/known-differences.md)."""
    assert gradtable.set_flush_denormal(True) is False
    tiny = gradtable.tensor([1e-310], dtype=gradtable.float64)
    assert (tiny * 1.0).item() == 1e-310


def test_torch_namespace_classes_are_pytorchs(torch):
    for lib in (gradtable, torch):
        assert issubclass(lib.OutOfMemoryError, RuntimeError) and issubclass(lib.AcceleratorError, RuntimeError)
        assert issubclass(lib.FatalError, Exception) and not issubclass(lib.FatalError, RuntimeError)
        assert lib.cuda.OutOfMemoryError is lib.OutOfMemoryError
        assert lib.GradScaler is lib.amp.GradScaler
        assert lib.DisableTorchFunctionSubclass is lib._C.DisableTorchFunctionSubclass
        assert lib.DisableTorchFunction is lib._C.DisableTorchFunction
        with pytest.raises(lib.OutOfMemoryError, match="out of memory"):
            raise lib.OutOfMemoryError("out of memory")
