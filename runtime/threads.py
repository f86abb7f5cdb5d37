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
