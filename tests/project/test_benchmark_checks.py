"""The benchmarks' correctness checks pass (make bench times only computations that agree):
here for (d), the conv2d + max_pool2d layer against its hand-written NumPy im2col version."""
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
