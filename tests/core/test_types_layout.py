"""Types and layout against PyTorch: layouts and memory formats (strides of contiguous / to / clone),
legacy tensor types (constructors, isinstance, x.type(...), x.new(...)), the Tensor flags and the torch.is_*
questions, promote_types / can_cast / result_type, and the global switches."""
import itertools
import math
import pickle
import warnings

import numpy as np
import pytest

import gradtable

DTYPES = ["float16", "float32", "float64", "bfloat16", "int8", "uint8", "int16", "int32", "int64", "bool",
          "complex64", "complex128", "uint16", "uint32", "uint64"]


def outcome(build, lib):
    """What build(lib) gives, as comparable text: its repr, or the exception's type and message."""
    try:
        return repr(build(lib)).replace("gradtable", "torch")
    except Exception as error:  # noqa: BLE001 - the exception is the outcome compared
        return f"{type(error).__name__}: {error}"


def same(torch, build):
    assert outcome(build, gradtable) == outcome(build, torch)


# -- layouts and memory formats -------------------------------------------------------------------

def test_layout_and_memory_format_objects(lib):
    x = lib.zeros(2)
    assert repr(lib.strided) == "torch.strided" and x.layout is lib.strided and isinstance(lib.strided, lib.layout)
    assert repr(lib.channels_last) == "torch.channels_last" and isinstance(lib.preserve_format, lib.memory_format)
    assert repr(lib.legacy_contiguous_format) == "torch.contiguous_format"
    for obj in (lib.strided, lib.channels_last, lib.channels_last_3d, lib.contiguous_format):
        assert pickle.loads(pickle.dumps(obj)) is obj


STRIDE_CASES = {
    "channels_last": lambda lib: lib.randn(2, 3, 4, 5).contiguous(memory_format=lib.channels_last),
    "channels_last_3d": lambda lib: lib.randn(2, 3, 4, 5, 2).contiguous(memory_format=lib.channels_last_3d),
    "back to rows": lambda lib: lib.randn(2, 3, 4, 5).contiguous(memory_format=lib.channels_last).contiguous(),
    "to channels_last": lambda lib: lib.randn(2, 3, 4, 5).to(memory_format=lib.channels_last),
    "to dtype keeps": lambda lib: lib.randn(2, 3, 4, 5).to(memory_format=lib.channels_last).to(lib.float64),
    "to dtype and format": lambda lib: lib.randn(2, 3, 4, 5).to(lib.float64, memory_format=lib.channels_last),
    "to permuted: no copy": lambda lib: lib.randn(2, 3, 4, 5).permute(0, 2, 3, 1).to(
        memory_format=lib.contiguous_format),
    "to copy keeps transposed": lambda lib: lib.randn(2, 3).t().to(lib.float64, copy=True),
    "clone keeps transposed": lambda lib: lib.randn(2, 3).t().clone(),
    "clone of a sliced transpose": lambda lib: lib.randn(4, 3).t()[::2].clone(),
    "clone of an expanded": lambda lib: lib.randn(3, 1).expand(3, 4).clone(),
    "clone of sliced channels_last": lambda lib: lib.randn(2, 3, 4, 5).contiguous(
        memory_format=lib.channels_last)[:, :, ::2].clone(),
    "clone to rows": lambda lib: lib.randn(2, 3).t().clone(memory_format=lib.contiguous_format),
    "torch.clone": lambda lib: lib.clone(lib.randn(2, 3).t(), memory_format=lib.contiguous_format),
    "reshape copies to rows": lambda lib: lib.randn(2, 3).t().reshape(6),
    "arithmetic keeps channels_last": lambda lib: lib.randn(2, 3, 4, 5).contiguous(
        memory_format=lib.channels_last) * 2,
    "make_tensor noncontiguous": lambda lib: lib.testing.make_tensor(3, 4, dtype=lib.float32, device="cpu",
                                                                     noncontiguous=True),
    "make_tensor channels_last": lambda lib: lib.testing.make_tensor(2, 3, 4, 5, dtype=lib.float32, device="cpu",
                                                                     memory_format=lib.channels_last),
}


@pytest.mark.parametrize("name", STRIDE_CASES)
def test_strides_match_pytorch(torch, name):
    build = STRIDE_CASES[name]
    ours, theirs = build(gradtable), build(torch)
    assert ours.shape == theirs.shape and ours.stride() == theirs.stride()
    for fmt in ("contiguous_format", "channels_last", "channels_last_3d"):
        assert ours.is_contiguous(memory_format=getattr(gradtable, fmt)) == theirs.is_contiguous(
            memory_format=getattr(torch, fmt))


LAYOUT_CALLS = [
    lambda lib: lib.randn(2, 3).contiguous(memory_format=lib.channels_last),
    lambda lib: lib.randn(2, 3, 4, 5).contiguous(memory_format=lib.channels_last_3d),
    lambda lib: lib.randn(2, 3).t().contiguous(memory_format=lib.preserve_format),
    lambda lib: lib.randn(2, 3).contiguous(memory_format="x"),
    lambda lib: lib.randn(2, 3).contiguous(lib.contiguous_format),
    lambda lib: lib.randn(2, 3).to(memory_format=lib.channels_last),
    lambda lib: lib.randn(2, 3).clone(memory_format=lib.channels_last),
    lambda lib: lib.randn(2, 3).t().is_contiguous(memory_format=lib.preserve_format),
    lambda lib: lib.randn(1, 3, 1, 1).contiguous(memory_format=lib.channels_last).is_contiguous(),
    lambda lib: lib.randn(2, 3, 4, 5, requires_grad=True).contiguous(memory_format=lib.channels_last).grad_fn.name(),
    lambda lib: lib.randn(2, 3, 4, 5, requires_grad=True).to(memory_format=lib.channels_last).grad_fn.name(),
]


@pytest.mark.parametrize("call", LAYOUT_CALLS)
def test_memory_format_calls_match_pytorch(torch, call):
    same(torch, call)


def test_gradient_through_a_channels_last_copy(lib):
    x = lib.arange(24.0).reshape(1, 2, 3, 4).requires_grad_()
    y = x.contiguous(memory_format=lib.channels_last)
    (y * lib.arange(24.0).reshape(1, 2, 3, 4)).sum().backward()
    assert x.grad.tolist() == lib.arange(24.0).reshape(1, 2, 3, 4).tolist() and x.grad.is_contiguous()


# -- legacy tensor types, Tensor.new, Tensor.type ------------------------------------------------------

LEGACY = ["FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "ByteTensor", "CharTensor", "ShortTensor",
          "IntTensor", "LongTensor", "BoolTensor"]


@pytest.mark.parametrize("name", LEGACY)
def test_legacy_types(torch, name):
    for lib in (gradtable, torch):
        cls = getattr(lib, name)
        t = cls([1, 0])
        assert isinstance(t, cls) and t.dtype is cls.dtype and t.type() == f"torch.{name}"
        assert repr(cls) == f"<class 'torch.{name}'>" and not issubclass(cls, lib.Tensor)
        assert lib.zeros(2).type(cls).dtype is cls.dtype and lib.zeros(2).type(f"torch.{name}").dtype is cls.dtype
        assert cls(2, 3).shape == (2, 3) and cls().shape == (0,)
    same(torch, lambda lib: getattr(lib, name)([[1.5, 2]]))


LEGACY_CALLS = [
    lambda lib: lib.LongTensor(lib.Size([2, 3])).shape, lambda lib: lib.LongTensor((2, 3)),
    lambda lib: lib.FloatTensor(lib.tensor([1, 2])), lambda lib: lib.FloatTensor(2.5),
    lambda lib: lib.FloatTensor(-1), lambda lib: lib.FloatTensor([1], device="cpu"),
    lambda lib: lib.LongTensor([1, 2], device="cuda"), lambda lib: lib.FloatTensor(np.array([1, 2])),
    lambda lib: lib.FloatTensor("abc"), lambda lib: lib.FloatTensor(True), lambda lib: lib.LongTensor([2], [3]),
    lambda lib: lib.FloatTensor([1, 2], dtype=lib.float64), lambda lib: lib.FloatTensor(2, 3.0),
    lambda lib: isinstance(lib.zeros(2, requires_grad=True), lib.FloatTensor),
    lambda lib: isinstance(lib.nn.Parameter(lib.zeros(2)), lib.FloatTensor),
    lambda lib: isinstance(lib.zeros(2, dtype=lib.int64), lib.FloatTensor), lambda lib: isinstance(3, lib.LongTensor),
    lambda lib: lib.zeros(2).type("torch.cuda.LongTensor"), lambda lib: lib.zeros(2).type("LongTensor"),
    lambda lib: lib.zeros(2).type(3), lambda lib: lib.zeros(2).type(lib.int64),
    lambda lib: lib.zeros(2, requires_grad=True).type(lib.DoubleTensor).grad_fn.name(),
    lambda lib: lib.zeros(2, requires_grad=True).type(lib.FloatTensor).grad_fn,
    lambda lib: [lib.zeros(1, dtype=d).type() for d in (lib.bool, lib.complex64, lib.uint16, lib.bfloat16)],
    lambda lib: lib.DoubleTensor(lib.ones(2, dtype=lib.float64, requires_grad=True)).grad_fn.name(),
    lambda lib: lib.FloatTensor.dtype, lambda lib: (lib.FloatTensor.is_sparse, lib.FloatTensor.layout),
    lambda lib: lib.ones(2, dtype=lib.float64).new(2, 3).dtype, lambda lib: lib.ones(2, dtype=lib.float64).new([1, 2]),
    lambda lib: lib.ones(2).new(), lambda lib: lib.ones(2).new((2, 3)), lambda lib: lib.ones(2).new([True]),
    lambda lib: lib.ones(2).new(lib.tensor(3)), lambda lib: lib.ones(2).new(2, requires_grad=True),
    lambda lib: lib.ones(2).new(2, device="cuda"), lambda lib: lib.ones(2).new(2, [3]),
    lambda lib: lib.ones(2).new([2], 3), lambda lib: lib.ones(2).new(2, "a"),
    # data PyTorch cannot hold: a string, strings among the leaves, NumPy arrays of strings or long doubles
    lambda lib: lib.tensor("a"), lambda lib: lib.tensor(["a"]), lambda lib: lib.as_tensor("ab"),
    lambda lib: lib.tensor(np.array(["a"])), lambda lib: lib.tensor(object()),
    lambda lib: lib.from_numpy(np.array([1], dtype=np.longdouble)),
]


@pytest.mark.parametrize("call", LEGACY_CALLS)
def test_legacy_calls_match_pytorch(torch, call):
    same(torch, call)


def test_legacy_alias_shares_memory(lib):
    x = lib.zeros(3)
    y = lib.FloatTensor(x)
    y[0] = 5
    assert x[0].item() == 5 and x.new(x).data_ptr() == x.data_ptr()
    assert x.new(x.untyped_storage()).tolist() == [5.0, 0.0, 0.0]


def test_set_default_tensor_type(torch):
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.set_warn_always(True)
            try:
                lib.set_default_tensor_type(lib.DoubleTensor)
                assert lib.get_default_dtype() is lib.float64 and lib.tensor([1.5]).dtype is lib.float64
                lib.set_default_tensor_type("torch.FloatTensor")
            finally:
                lib.set_default_tensor_type(lib.FloatTensor)
                lib.set_warn_always(False)
        assert str(caught[0].message).startswith("torch.set_default_tensor_type() is deprecated as of PyTorch 2.1")
        assert len(caught) == 3   # warn-always: every call warns
    for call in (lambda lib: lib.set_default_tensor_type(lib.LongTensor),
                 lambda lib: lib.set_default_tensor_type("torch.cuda.FloatTensor"),
                 lambda lib: lib.set_default_tensor_type(lib.float64), lambda lib: lib.set_default_tensor_type("foo"),
                 lambda lib: lib.set_default_tensor_type("torch.Foo")):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            same(torch, call)
    assert gradtable.get_default_dtype() is gradtable.float32


# -- flags and questions -------------------------------------------------------------------------------

FLAG_CALLS = [
    lambda lib: [getattr(lib.zeros(2), n) for n in ("is_cpu", "is_cuda", "is_xpu", "is_mps", "is_meta", "is_nested",
                                                    "is_sparse", "is_quantized", "layout")],
    lambda lib: (lib.zeros(2, 3).itemsize, lib.zeros(2, 3)[:, ::2].nbytes, lib.zeros(2, 3).expand(4, 2, 3).nbytes),
    lambda lib: (lib.zeros(2).get_device(), lib.get_device(lib.zeros(2))), lambda lib: lib.get_device(3),
    lambda lib: [lib.zeros(1, dtype=d).is_signed() for d in (lib.float32, lib.uint8, lib.bool, lib.int8, lib.uint16)],
    lambda lib: (lib.is_signed(lib.zeros(1)), lib.is_complex(lib.zeros(1)),
                 lib.is_complex(lib.zeros(1, dtype=lib.complex64))),
    lambda lib: (lib.is_neg(lib.zeros(1)), lib.is_conj(lib.zeros(1)), lib.zeros(1).is_neg(), lib.zeros(1).is_conj()),
    lambda lib: lib.is_complex(3), lambda lib: lib.is_neg(3),
    lambda lib: [lib.is_nonzero(lib.tensor(v)) for v in ([1.0], 0.0, [float("nan")], [[0]], [True], [-0.0])],
    lambda lib: lib.is_nonzero(lib.tensor([])), lambda lib: lib.is_nonzero(lib.tensor([1.0, 2])),
    lambda lib: lib.is_nonzero(3), lambda lib: lib.zeros(2).is_nonzero(),
    lambda lib: (lib.is_same_size(lib.zeros(2), lib.zeros(2, 1)), lib.zeros(2).is_same_size(lib.ones(2))),
    lambda lib: lib.is_same_size(lib.zeros(2), 3),
    # a non-tensor input: PyTorch's argument error, a type outside the builtins named with its module
    lambda lib: lib.is_signed(np.float64(1.0)), lambda lib: lib.full_like(0.5, 1.0),
    lambda lib: lib.zeros_like(np.ones(2)), lambda lib: lib.ones_like([1.0]), lambda lib: lib.empty_like(None),
    lambda lib: lib.rand_like(1.0), lambda lib: lib.randn_like(None),
    lambda lib: (lib.inf, lib.nan, lib.e, lib.pi, lib.newaxis),
    lambda lib: (lib.is_storage(lib.zeros(2).untyped_storage()), lib.is_storage(lib.zeros(2))),
    lambda lib: lib.has_lapack,
    lambda lib: lib.has_spectral,
]


@pytest.mark.parametrize("call", FLAG_CALLS)
def test_flags_match_pytorch(torch, call):
    same(torch, call)


def test_promote_types_and_can_cast_match_pytorch_for_every_pair(torch):
    for a, b in itertools.product(DTYPES, DTYPES):
        for fn in ("promote_types", "can_cast"):
            same(torch, lambda lib: getattr(lib, fn)(getattr(lib, a), getattr(lib, b)))


RESULT_TYPE_OPERANDS = [
    lambda lib: lib.tensor([1]), lambda lib: lib.tensor([1], dtype=lib.int8), lambda lib: lib.tensor(1000),
    lambda lib: lib.tensor(3.0, dtype=lib.float64), lambda lib: lib.tensor([1.0], dtype=lib.float16),
    lambda lib: lib.tensor([True]), lambda lib: lib.tensor(1j), lambda lib: lib.tensor([1.0], dtype=lib.bfloat16),
    lambda lib: 2, lambda lib: 2.5, lambda lib: True, lambda lib: 1e10, lambda lib: 1j,
]


def test_result_type_matches_pytorch(torch):
    for (i, a), (j, b) in itertools.product(enumerate(RESULT_TYPE_OPERANDS), repeat=2):
        if {i, j} in ({4, 6}, {4, 12}):
            continue   # float16 with a complex number is complex32 in PyTorch, a dtype gradtable has not
        same(torch, lambda lib: lib.result_type(a(lib), b(lib)))
    for args in (("a", 2), (2, "a"), (2,), ()):
        same(torch, lambda lib: lib.result_type(*args))
    same(torch, lambda lib: lib.result_type(lib.zeros(1), "a"))
    same(torch, lambda lib: lib.promote_types(lib.float32, 3))


def test_shell_unsigned_dtypes(torch):
    for name in ("uint16", "uint32", "uint64"):
        same(torch, lambda lib: lib.tensor([1, 2], dtype=getattr(lib, name)))
        same(torch, lambda lib: lib.from_numpy(np.array([3], dtype=name)))
        same(torch, lambda lib: (getattr(lib, name).is_signed, getattr(lib, name).itemsize,
                                 lib.iinfo(getattr(lib, name))))
        same(torch, lambda lib: lib.tensor([1, 2], dtype=getattr(lib, name)).to(lib.int64))


# -- global switches -------------------------------------------------------------------------------------

def _switches(lib):
    """Every switch set, read back, restored; warnings and errors recorded."""
    seen = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        before = lib.get_float32_matmul_precision()
        for value in ("fast", "medium", "high", "highest"):
            lib.set_float32_matmul_precision(value)
            seen.append(lib.get_float32_matmul_precision())
        lib.set_float32_matmul_precision(before)
        for mode in ("warn", "error", 0, 1, True, "default"):
            lib.set_deterministic_debug_mode(mode)
            seen.append((lib.get_deterministic_debug_mode(), lib.are_deterministic_algorithms_enabled(),
                         lib.is_deterministic_algorithms_warn_only_enabled()))
        lib.use_deterministic_algorithms(True, warn_only=True)
        seen.append(lib.get_deterministic_debug_mode())
        lib.use_deterministic_algorithms(False)
        lib.set_warn_always(True)
        seen.append(lib.is_warn_always_enabled())
        lib.set_warn_always(False)
        seen.append(lib.is_warn_always_enabled())
    seen.append([str(w.message).split(" (Triggered internally")[0] for w in caught])
    for bad in (lambda: lib.set_deterministic_debug_mode("x"), lambda: lib.set_deterministic_debug_mode(5),
                lambda: lib.set_deterministic_debug_mode(1.5), lambda: lib.use_deterministic_algorithms(1),
                lambda: lib.set_warn_always(1)):
        seen.append(outcome(lambda _: bad(), lib))
    return seen


def test_global_switches_match_pytorch(torch):
    assert _switches(gradtable) == _switches(torch)


# -- torch.random --------------------------------------------------------------------------------------

def test_torch_random_module(lib):
    assert lib.random.default_generator is lib.default_generator
    lib.random.manual_seed(3)
    assert lib.random.initial_seed() == 3
    with lib.random.fork_rng():
        inside = lib.rand(3)
    assert lib.equal(inside, lib.rand(3))   # the stream outside resumes where it was
    with lib.random.fork_rng(enabled=False):
        lib.rand(1)
    state = lib.random.get_rng_state()
    first = lib.rand(2)
    lib.random.set_rng_state(state)
    assert lib.equal(first, lib.rand(2)) and isinstance(lib.random.seed(), int)
    assert math.isfinite(lib.rand(1).item())
