"""gradtable: a PyTorch-style autograd on NumPy whose derivative formulas live in one YAML table.

`import gradtable as torch` runs PyTorch tutorial code: the names below follow torch's.
"""
import math
import warnings as _warnings

# NumPy reports IEEE special values (log(-1) = nan, inf - inf, exp overflowing to inf, x / 0) as
# RuntimeWarnings; PyTorch computes the same values silently. Ignored when NumPy raises them inside
# gradtable's own modules only: a filter costs an op nothing (it is consulted only when a warning is
# raised), and the user's own NumPy code keeps NumPy's warnings.
_warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"gradtable\.",
                         message=r"(invalid value|overflow|divide by zero|underflow) encountered")

# The autograd floor first: importing it binds Tensor and the generated ops in the one order that works
# (core/tensor.py needs the autograd machinery; the generated ops need Tensor).
from . import autograd
from .core import dtypes
from .core.dtypes import (bfloat16, bool, cdouble, cfloat, chalf, complex32, complex64, complex128, double, dtype,
                          float, float16, float32, float64, half, int, int8, int16, int32, int64, long, short, uint8,
                          uint16, uint32, uint64)
from .core.size import Size
from .core.tensor import Tensor
from .core.typename import typename
from .autograd.anomaly_mode import is_anomaly_check_nan_enabled, is_anomaly_enabled, set_anomaly_enabled
from .autograd.grad_mode import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                        set_grad_enabled)
from .core.creation import (arange, as_tensor, empty, empty_like, eye, from_numpy, full, full_like, linspace,
                       ones, ones_like, tensor, zeros, zeros_like)
from .core.generator import (Generator, default_generator, get_rng_state, initial_seed, manual_seed, seed,
                             set_rng_state)
from .core.random import (bernoulli, multinomial, normal, poisson, rand, rand_like, randint, randint_like, randn,
                          randn_like, randperm)
from .core import random_inplace as _random_inplace  # noqa: F401  (Tensor.uniform_, normal_, ...)
from .core.storage import TypedStorage, UntypedStorage  # (and Tensor.untyped_storage, data_ptr, ...)
from .core.dlpack import from_dlpack, to_dlpack  # (and Tensor.__dlpack__, __dlpack_device__)
from .core.dtype_info import finfo, get_default_dtype, iinfo, is_floating_point, set_default_dtype
from .generated import ops as _ops
from .generated import tensor_methods as _tensor_methods
from .ops import tensor_extras as _tensor_extras  # noqa: F401  (Tensor methods that are not table ops)
from .ops import subclass as _subclass  # noqa: F401  (Tensor.__torch_function__, as_subclass)
from .core import tensor_flags as _tensor_flags  # noqa: F401  (Tensor.layout, is_cpu, nbytes, ...)
from .core import tensor_apply as _tensor_apply  # noqa: F401  (Tensor.apply_, map_, map2_)
from .core import view_func as _view_func  # noqa: F401  (Tensor._view_func, _view_func_unsafe)
from .core.tensor_flags import get_device, is_complex, is_conj, is_neg, is_nonzero, is_same_size, is_signed
from .core.layout import (channels_last, channels_last_3d, contiguous_format, legacy_contiguous_format, memory_format,
                          preserve_format)
from .core.promotion import can_cast, promote_types, result_type
from .core.global_flags import (are_deterministic_algorithms_enabled, get_deterministic_debug_mode,
                                get_float32_matmul_precision, has_lapack, has_mkl, has_openmp, has_spectral,
                                is_deterministic_algorithms_warn_only_enabled, set_deterministic_debug_mode,
                                set_float32_matmul_precision, use_deterministic_algorithms)
from .ops.legacy_types import (BFloat16Tensor, BoolTensor, ByteTensor, CharTensor, DoubleTensor, FloatTensor,
                               HalfTensor, IntTensor, LongTensor, ShortTensor, set_default_tensor_type)
from . import fft, linalg, nn, optim, overrides, special, utils
from .autograd import viz
from .core.device import device, get_default_device, set_default_device
from .core.warn_once import is_warn_always_enabled, set_warn_always
from .core.layout import (_mkldnn, jagged, layout, sparse_bsc, sparse_bsr, sparse_coo, sparse_csc, sparse_csr,
                           strided)
from .ops.tensor_extras import allclose
from .ops.pointwise_composite import positive, square_
from .nn.torch_functions import *  # noqa: F401,F403  (torch.dropout, torch.selu, ...: nn ops in the torch namespace)
from .serialization import load, save
from . import _C, accelerator, amp, backends, cuda, distributed, futures, jit, onnx, profiler, random, serialization
from . import testing
from . import library  # (torch.library: custom ops in Python)
from .ops.sampling import _sample_dirichlet, _standard_gamma, binomial
from .ops.batched_tensor import _is_all_true, _is_any_true
from . import distributions
from .amp import autocast
from .amp.autocast_mode import (get_autocast_cpu_dtype, get_autocast_dtype, get_autocast_gpu_dtype,
                                is_autocast_cache_enabled, is_autocast_cpu_enabled, is_autocast_enabled,
                                set_autocast_cache_enabled, set_autocast_cpu_dtype, set_autocast_cpu_enabled,
                                set_autocast_dtype, set_autocast_enabled, set_autocast_gpu_dtype)
from .compiler import compile
from .errors import AcceleratorError, FatalError, OutOfMemoryError
from .amp import GradScaler
from ._C import DisableTorchFunction, DisableTorchFunctionSubclass
from .threads import (get_num_interop_threads, get_num_threads, init_num_threads, set_flush_denormal,
                      set_num_interop_threads, set_num_threads)
from . import func
from . import _vmap_internals  # (torch._vmap_internals: the legacy vmap, over func)
from . import _VF  # (torch._VF: the native functions by name, unique_dim among them)
from .func import vmap

for _name in _tensor_methods.TORCH_FUNCTIONS:
    globals()[_name] = getattr(_ops, _name)
del _name
# The varargs forms of table entries (torch.atleast_1d(a, b)) replace the entries' functions.
from .functional import (atleast_1d, atleast_2d, atleast_3d, block_diag, broadcast_shapes,  # noqa: E402
                         broadcast_tensors, cartesian_prod, chain_matmul, einsum, meshgrid, tensordot, unique,
                         unique_consecutive, unravel_index)
from .ops.shape_composite import vander  # noqa: E402
from .ops.spectral import istft, stft  # noqa: E402
from .ops.lobpcg import lobpcg  # noqa: E402
from .ops.linalg_solvers import eig, lstsq, lu, matrix_rank, solve, symeig  # noqa: E402
from .ops.tensor_memory import index_put, index_put_, resize_as_  # noqa: E402
from .core.construction import asarray, empty_strided, frombuffer, logspace, range, scalar_tensor  # noqa: E402
from .core.windows import (bartlett_window, blackman_window, hamming_window, hann_window,  # noqa: E402
                           kaiser_window)

__version__ = "0.1.0"

inf, nan, e, pi = math.inf, math.nan, math.e, math.pi
newaxis = None


def is_storage(obj):
    """Whether obj is a storage (Tensor.untyped_storage() / storage())."""
    return isinstance(obj, (TypedStorage, UntypedStorage))


def equal(input, other):
    return input.equal(other)


def is_tensor(obj):
    return isinstance(obj, Tensor)


def is_inference(input):
    """torch.is_inference: whether `input` was made in an inference_mode region (an inference tensor)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"is_inference(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    return input.is_inference()


def numel(input):
    return input.numel()


def set_printoptions(**kwargs):
    raise NotImplementedError("set_printoptions is not supported by gradtable yet")
