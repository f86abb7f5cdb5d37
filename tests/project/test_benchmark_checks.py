"""The benchmarks' correctness checks pass (make bench times only computations that agree):
here for (d), the conv2d + max_pool2d layer against its hand-written NumPy im2col version, for (e), the
real models' first training steps against PyTorch's with the same weights, and for (g), the torch.func
rows (the Hessian and the per-sample gradients) against torch.func and the Python loop."""
import importlib.util
from pathlib import Path

RUN = Path(__file__).resolve().parents[2] / "benchmarks" / "run.py"


def load_run():
    spec = importlib.util.spec_from_file_location("benchmark_run", RUN)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_conv_layer_agrees_with_numpy_im2col_and_pytorch(torch):
    run = load_run()
    rows = run.check_conv(run.conv_data())
    assert {impl for _, impl, _, _ in rows} == {"gradtable", "torch"}
    assert len(rows) == 8
    bad = [(what, impl, err) for what, impl, err, tol in rows if not err <= tol]
    assert not bad


def test_real_models_train_like_pytorch_from_the_same_weights(torch):
    """Every (e) model's first three losses agree with PyTorch's (the same check make bench makes
    before timing), and the tied GPT head really is the embedding."""
    run = load_run()
    for case in run.real_models.CASES:
        _, _, losses = run.real_models.prepare(case, torch)
        for ours, theirs in losses:
            assert abs(ours - theirs) <= case.loss_rtol * abs(theirs), (case.name, losses)
        assert losses[2][0] < losses[0][0], case.name  # it trains
    gpt = run.real_models.models.gpt(run.gt, vocab=11, block=4, layers=1, heads=1, width=8, tanh_gelu=True)
    assert gpt.lm_head.weight is gpt.wte.weight


def test_func_transform_rows_agree_with_torch_func(torch):
    """(g): the 100x100 Hessian and the per-sample gradients of the MLP (by vmap(grad) and by the loop of
    backward()s) are torch.func's, as make bench checks before timing them."""
    func = load_run().func_transforms
    hessian = func.hessian_case(func.gt)()
    assert tuple(hessian.shape) == (func.HESSIAN_N, func.HESSIAN_N)
    assert func._agree(hessian, func.hessian_case(torch)())
    ours, looped, theirs = func.per_sample_case(func.gt)(), func.loop_case(func.gt)(), func.per_sample_case(torch)()
    assert list(ours) == list(theirs) == ["0.weight", "0.bias", "2.weight", "2.bias"]
    for name, expected in theirs.items():
        assert tuple(ours[name].shape) == (func.SAMPLES,) + tuple(expected.shape[1:])
        assert func._agree(ours[name], expected) and func._agree(looped[name], expected), name
