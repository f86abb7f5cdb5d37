"""The CPU-only API scripts call unconditionally (backends flags, cuda/mps/accelerator questions, amp's
autocast and GradScaler, compile, onnx, serialization's allowlist, nn.parallel, distributed, threads),
compared with PyTorch's CPU build: values, types, printed forms, warnings and errors."""
import importlib
import warnings

import pytest

import gradtable


def same_error(torch, build):
    with pytest.raises(Exception) as expected:
        build(torch)
    with pytest.raises(type(expected.value)) as got:
        build(gradtable)
    assert str(got.value) == str(expected.value)


def caught(build):
    """(result, [(category, message)]) of build(), every warning recorded."""
    with warnings.catch_warnings(record=True) as records:
        warnings.simplefilter("always")
        result = build()
    return result, [(w.category, str(w.message)) for w in records]


@pytest.mark.parametrize("module", ["backends", "backends.cuda", "backends.cudnn", "backends.mps", "cuda", "cuda.amp",
                                    "amp", "accelerator", "onnx", "serialization", "nn.parallel", "nn.utils",
                                    "nn.utils.rnn", "distributed", "compiler"])
def test_modules_import_as_in_torch(torch, module):
    ours = importlib.import_module(f"gradtable.{module}")
    importlib.import_module(f"torch.{module}")
    assert ours.__name__ == f"gradtable.{module}" and ours.__doc__


QUESTIONS = [
    lambda lib: lib.cuda.is_available(), lambda lib: lib.cuda.device_count(), lambda lib: lib.cuda.is_initialized(),
    lambda lib: lib.cuda.is_bf16_supported(), lambda lib: lib.cuda.empty_cache(),
    lambda lib: lib.cuda.memory_allocated(), lambda lib: lib.cuda.manual_seed(0),
    lambda lib: lib.cuda.manual_seed_all(1),
    lambda lib: lib.backends.cudnn.is_available(), lambda lib: lib.backends.cudnn.version(),
    lambda lib: lib.backends.cudnn.enabled, lambda lib: lib.backends.cudnn.benchmark,
    lambda lib: lib.backends.cudnn.deterministic, lambda lib: lib.backends.cudnn.allow_tf32,
    lambda lib: lib.backends.cuda.matmul.allow_tf32, lambda lib: lib.backends.cuda.is_built(),
    lambda lib: lib.backends.cuda.matmul.allow_fp16_reduced_precision_reduction,
    lambda lib: lib.backends.mps.is_available(), lambda lib: lib.backends.mps.is_built(),
    lambda lib: lib.accelerator.is_available(), lambda lib: lib.accelerator.current_accelerator(),
    lambda lib: lib.accelerator.device_count(), lambda lib: lib.is_autocast_enabled(),
    lambda lib: lib.is_autocast_enabled("cpu"), lambda lib: lib.compiler.is_compiling(),
]


@pytest.mark.parametrize("question", QUESTIONS)
def test_availability_answers_match_torch(torch, question):
    assert question(gradtable) == question(torch)


@pytest.mark.parametrize("call", ["current_device", "synchronize", "get_device_name"])
def test_cuda_calls_needing_a_device_raise_as_torch(torch, call):
    same_error(torch, lambda lib: getattr(lib.cuda, call)())


def test_backend_flags_are_settable_as_in_torch(torch):
    for lib in (gradtable, torch):
        saved = (lib.backends.cuda.matmul.allow_tf32, lib.backends.cudnn.benchmark, lib.backends.cudnn.deterministic)
        try:
            lib.backends.cuda.matmul.allow_tf32 = True
            lib.backends.cudnn.benchmark = True
            lib.backends.cudnn.deterministic = True
            assert (lib.backends.cuda.matmul.allow_tf32, lib.backends.cudnn.benchmark,
                    lib.backends.cudnn.deterministic) == (True, True, True)
        finally:
            (lib.backends.cuda.matmul.allow_tf32, lib.backends.cudnn.benchmark,
             lib.backends.cudnn.deterministic) = saved
    same_error(torch, lambda lib: setattr(lib.backends.cuda.matmul, "allow_tf33", True))
    same_error(torch, lambda lib: lib.backends.cuda.matmul.allow_tf33)


# ---- autocast ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda lib: lib.autocast("cuda"), lambda lib: lib.amp.autocast("cuda", enabled=False),
    lambda lib: lib.autocast("cpu", dtype=lib.float32), lambda lib: lib.autocast("cpu", dtype=lib.float16),
    lambda lib: lib.autocast("cpu"), lambda lib: lib.autocast("cpu", enabled=False),
    lambda lib: lib.cuda.amp.autocast(), lambda lib: lib.cuda.amp.autocast(enabled=False),
])
def test_autocast_warnings_and_state_match_torch(torch, make):
    outcomes = []
    for lib in (gradtable, torch):
        region, warned = caught(lambda: make(lib))
        with region as entered:
            inside = (lib.is_autocast_enabled("cpu"), lib.is_autocast_enabled())
        outcomes.append((type(entered).__name__, region._enabled, region.device, warned, inside,
                         lib.is_autocast_enabled("cpu")))
    assert outcomes[0] == outcomes[1]


def test_autocast_as_a_decorator_matches_torch(torch):
    for lib in (gradtable, torch):
        @lib.autocast("cpu")
        def inside(value):
            """Doc kept."""
            return value, lib.is_autocast_enabled("cpu")

        assert inside(3) == (3, True) and inside.__doc__ == "Doc kept." and not lib.is_autocast_enabled("cpu")


def test_autocast_refuses_a_device_object_as_torch(torch):
    for lib in (gradtable, torch):
        with pytest.raises(ValueError, match=r"^Expected `device_type` of type `str`, got: `<class '\w+(\.\w+)*'>`$"):
            lib.autocast(lib.device("cpu"))


@pytest.mark.parametrize("build", [lambda lib: lib.autocast("gpu"),
                                   lambda lib: lib.autocast("cpu")(3)])
def test_autocast_errors_match_torch(torch, build):
    same_error(torch, build)


# ---- GradScaler ------------------------------------------------------------------------------------------------

def test_disabled_grad_scalers_match_torch(torch):
    for make in (lambda lib: lib.amp.GradScaler(), lambda lib: lib.amp.GradScaler("cpu", enabled=False),
                 lambda lib: lib.cuda.amp.GradScaler(), lambda lib: lib.amp.GradScaler("cuda", enabled=False)):
        seen = []
        for lib in (gradtable, torch):
            scaler, warned = caught(lambda: make(lib))
            w = lib.nn.Parameter(lib.tensor([1.0, 2.0]))
            opt = lib.optim.SGD([w], lr=0.5)
            loss = (w * w).sum()
            assert scaler.scale(loss) is loss
            scaler.scale(loss).backward()
            scaler.unscale_(opt)
            assert scaler.step(opt) is None and scaler.update() is None
            seen.append((warned, scaler.get_scale(), scaler.is_enabled(), scaler.state_dict(), w.tolist()))
        assert seen[0] == seen[1]


def scaled_training(lib, grads_by_step, **options):
    """Run GradScaler('cpu') over steps whose gradients are given; the scaler's and the weights' history."""
    scaler = lib.amp.GradScaler("cpu", **options)
    w = lib.nn.Parameter(lib.tensor([1.0, -1.0]))
    opt = lib.optim.SGD([w], lr=0.1)
    history = []
    for grad in grads_by_step:
        opt.zero_grad()
        loss = (w * lib.tensor(grad, dtype=lib.float32)).sum()
        scaled = scaler.scale(loss)
        scaled.backward()
        scaler.step(opt)
        scaler.update()
        history.append((scaled.item(), scaler.get_scale(), scaler._get_growth_tracker(), w.tolist(),
                        w.grad.tolist()))
    return history, scaler.state_dict()


@pytest.mark.parametrize("options", [{}, {"init_scale": 4.0, "growth_interval": 2},
                                     {"init_scale": 3.0e38, "growth_interval": 1, "backoff_factor": 0.25}])
def test_cpu_grad_scaler_matches_torch(torch, options):
    inf, nan = float("inf"), float("nan")
    steps = [[1.0, 2.0], [inf, 1.0], [0.5, 0.5], [1.0, nan], [3.0, 1.0], [1.0, 1.0], [2.0, 2.0]]
    got, expected = scaled_training(gradtable, steps, **options), scaled_training(torch, steps, **options)
    assert repr(got) == repr(expected)


def test_cpu_grad_scaler_scales_nested_outputs_and_unscales_as_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        scaler = lib.amp.GradScaler("cpu", init_scale=8.0)
        outputs = scaler.scale([lib.tensor(1.0), (lib.tensor([2.0]), lib.tensor(3.0))])
        w = lib.nn.Parameter(lib.tensor([1.0, 2.0]))
        opt = lib.optim.SGD([w], lr=1.0)
        scaler.scale((w * w).sum()).backward()
        scaler.unscale_(opt)
        seen.append((repr(outputs), w.grad.tolist(), scaler._scale.dtype == lib.float32, scaler.get_scale()))
        with pytest.raises(RuntimeError) as twice:
            scaler.unscale_(opt)
        scaler.step(opt)
        with pytest.raises(RuntimeError) as again:
            scaler.step(opt)
        seen.append((str(twice.value), str(again.value), w.tolist()))
    assert seen[:2] == seen[2:]


@pytest.mark.parametrize("build", [
    lambda lib: lib.amp.GradScaler("cpu", growth_factor=1.0),
    lambda lib: lib.amp.GradScaler("cpu", backoff_factor=1.0),
    lambda lib: lib.amp.GradScaler("cpu").scale(3),
    lambda lib: lib.amp.GradScaler("cpu").update(),
    lambda lib: lib.amp.GradScaler("cpu").step(lib.optim.SGD([lib.nn.Parameter(lib.ones(1))], lr=1.0)),
    lambda lib: lib.amp.GradScaler("cpu").load_state_dict({}),
    lambda lib: lib.amp.GradScaler("cpu").step(None, closure=lambda: 0),
])
def test_grad_scaler_errors_match_torch(torch, build):
    same_error(torch, build)


def test_grad_scaler_state_dict_round_trip_matches_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        source = lib.amp.GradScaler("cpu", init_scale=16.0, growth_interval=5)
        source.scale(lib.ones(1))
        target = lib.amp.GradScaler("cpu")
        target.load_state_dict(source.state_dict())
        target.scale(lib.ones(1))
        target.update(2.0)
        seen.append((source.state_dict(), target.state_dict(), target.get_scale()))
    assert seen[0] == seen[1]


# ---- compile, onnx, serialization, parallel, distributed, threads ---------------------------------------------

def test_compile_returns_the_model_or_function():
    model = gradtable.nn.Linear(2, 2)
    assert gradtable.compile(model) is model and gradtable.compile(model, mode="max-autotune") is model

    def f(x):
        return x + 1

    assert gradtable.compile(f) is f and gradtable.compile(fullgraph=True)(f) is f
    assert "nothing to compile" in gradtable.compile.__doc__


def test_onnx_export_raises_a_clear_error():
    with pytest.raises(NotImplementedError, match="gradtable.onnx.export is not supported"):
        gradtable.onnx.export(gradtable.nn.Linear(1, 1), (gradtable.ones(1, 1),), "model.onnx")


def test_safe_globals_are_accepted_as_in_torch(torch, tmp_path):
    class Marker:
        pass

    for lib in (gradtable, torch):
        before = lib.serialization.get_safe_globals()
        try:
            with lib.serialization.safe_globals([Marker]) as entered:
                assert entered is None and Marker in lib.serialization.get_safe_globals()
            assert Marker not in lib.serialization.get_safe_globals()
            assert lib.serialization.add_safe_globals([Marker]) is None
            assert Marker in lib.serialization.get_safe_globals()
        finally:
            lib.serialization.clear_safe_globals()
            lib.serialization.add_safe_globals(before)
    same_error(torch, lambda lib: lib.serialization.add_safe_globals(3))
    path = tmp_path / "w.pt"
    gradtable.serialization.save({"w": gradtable.ones(2)}, path)
    with gradtable.serialization.safe_globals([Marker]):
        assert gradtable.load(path, weights_only=True)["w"].tolist() == [1.0, 1.0]


def test_data_parallel_matches_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        lib.manual_seed(0)
        inner = lib.nn.Linear(3, 2)
        model = lib.nn.DataParallel(inner)
        out = model(lib.ones(4, 3))
        seen.append((repr(model), list(model.state_dict()), model.module is inner, model.device_ids,
                     tuple(out.shape), lib.nn.parallel.DataParallel is lib.nn.DataParallel))
    assert seen[0] == seen[1]
    same_error(torch, lambda lib: lib.nn.parallel.DistributedDataParallel(lib.nn.Linear(1, 1)))


def test_num_threads_set_and_read_as_torch(torch):
    saved = gradtable.get_num_threads()
    try:
        gradtable.set_num_threads(1)
        assert gradtable.get_num_threads() == 1
        gradtable.set_num_threads(2)
        assert gradtable.get_num_threads() == 2 and isinstance(gradtable.get_num_threads(), int)
    finally:
        gradtable.set_num_threads(saved)
    for bad in (0, -1, 2.5, "a", True):
        same_error(torch, lambda lib: lib.set_num_threads(bad))


@pytest.fixture
def default_device_reset(torch):
    yield
    torch.set_default_device(None)
    gradtable.set_default_device(None)


@pytest.mark.parametrize("where", [None, "cpu", "cpu:0"])
def test_default_device_set_and_read_as_torch(torch, default_device_reset, where):
    """polynomial_autograd starts with torch.set_default_device(device): the CPU works as in torch."""
    answers = []
    for lib in (gradtable, torch):
        lib.set_default_device(where)
        made = [lib.zeros(2), lib.randn(()), lib.tensor([1.0]), lib.arange(3), lib.full((1,), 2.0),
                lib.linspace(0, 1, 3), lib.rand(2, 2), lib.ones(1, device="cpu")]
        answers.append((repr(lib.get_default_device()), [repr(t.device) for t in made]))
    assert answers[0] == answers[1]


@pytest.mark.parametrize("build", [
    lambda lib: lib.set_default_device("nodevice"),
    lambda lib: lib.set_default_device(0),
    lambda lib: (lib.set_default_device("cuda"), lib.get_default_device()),
    lambda lib: (lib.set_default_device("cuda"), lib.zeros(2)),
    lambda lib: (lib.set_default_device("cuda"), lib.randn(2)),
    lambda lib: (lib.set_default_device("cuda"), lib.tensor([1.0])),
    lambda lib: lib.zeros(2, device="cuda"),
    lambda lib: lib.randint(0, 3, (2,), device="cuda"),
])
def test_default_device_errors_as_torch(torch, default_device_reset, build):
    same_error(torch, build)


def test_like_factories_keep_the_input_device_as_torch(torch, default_device_reset):
    """*_like with no device= use the input's device, not the default one (a CPU tensor stays on the CPU)."""
    for lib in (gradtable, torch):
        x = lib.ones(2)
        lib.set_default_device("cuda")
        made = [f(x) for f in (lib.zeros_like, lib.rand_like, lib.randn_like)]
        assert [repr(t.device) for t in made] == ["device(type='cpu')"] * 3
        lib.set_default_device(None)
