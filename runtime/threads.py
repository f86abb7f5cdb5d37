"""set_num_threads / get_num_threads: gradtable's heavy lifting is NumPy's BLAS (matmul, conv as
matmul), so the number of threads is the BLAS thread pool's, set and read with threadpoolctl.

PyTorch's count also covers its own intra-op pool; gradtable's elementwise NumPy loops are single
threaded whatever the setting."""
import os

_limits = []  # the active limit, kept referenced so it stays in force


def set_num_threads(num):
    """Use `num` BLAS threads from now on (PyTorch's errors for a non-int or non-positive count)."""
    if isinstance(num, bool) or not isinstance(num, int):
        raise RuntimeError(f"set_num_threads expects an int, but got {type(num).__name__}")
    if num <= 0:
        raise RuntimeError("set_num_threads expects a positive integer")
    # (imported on first call, so that `import gradtable` does not load it)
    from threadpoolctl import threadpool_limits

    _limits[:] = [threadpool_limits(limits=num, user_api="blas")]


def get_num_threads():
    """The BLAS pool's thread count (the CPU count if NumPy's BLAS exposes no pool)."""
    from threadpoolctl import threadpool_info

    counts = [pool["num_threads"] for pool in threadpool_info() if pool.get("user_api") == "blas"]
    return max(counts) if counts else os.cpu_count() or 1


_interop = []   # the inter-op pool's size once set (PyTorch allows it once)


def get_num_interop_threads():
    """PyTorch's inter-op pool runs independent ops at once; gradtable runs ops one after another, so this
    is only the size PyTorch would report: the one set, else the intra-op count."""
    return _interop[0] if _interop else get_num_threads()


def set_num_interop_threads(num):
    if isinstance(num, bool) or not isinstance(num, int):
        raise RuntimeError(f"set_num_interop_threads expects an int, but got {type(num).__name__}")
    if num <= 0:
        raise RuntimeError("set_num_interop_threads expects a positive integer")
    if _interop:
        raise RuntimeError("Error: cannot set number of interop threads after parallel work has started or "
                           "set_num_interop_threads called")
    _interop.append(num)


def init_num_threads():
    """PyTorch's per-thread pool initialisation: nothing to do here."""


def set_flush_denormal(mode):
    """False: NumPy's arithmetic cannot flush denormal numbers to zero, so the mode is not set (PyTorch's answer
    on a CPU without the SSE3 flag); results keep their denormals."""
    return False
