"""The examples must keep working and keep telling the truth: examples/tour.py (`make tour`),
examples/data_loading.py, examples/char_lstm.py, examples/lbfgs_fit.py, examples/tiny_gpt.py,
examples/rotary_attention.py, examples/policy_gradient.py and examples/train_digits.py (`make demo`). Each
training script is also run under `import torch`."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOUR = ROOT / "examples" / "tour.py"


def _run(script, env=None):
    return subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=env)


def _run_both(script, tmp_path):
    """The script's output under gradtable, then under PyTorch (the same text with its gradtable imports
    made torch imports; one BLAS thread, so PyTorch's sums are reproducible)."""
    ours = _run(script)
    assert ours.returncode == 0, ours.stdout + ours.stderr
    source = script.read_text()
    assert "import gradtable as torch\n" in source
    as_torch = tmp_path / f"{script.stem}_torch.py"
    as_torch.write_text(source.replace("import gradtable as torch\n", "import torch\n")
                        .replace("import gradtable.nn as nn\n", "import torch.nn as nn\n")
                        .replace("from gradtable", "from torch"))
    real = _run(as_torch, env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert real.returncode == 0, real.stderr
    assert ours.stderr == "", ours.stderr
    return ours.stdout, real.stdout


@pytest.fixture(scope="module")
def tour():
    result = _run(TOUR)
    assert result.returncode == 0, f"examples/tour.py failed:\n{result.stdout}\n{result.stderr}"
    return result


def test_tour_runs_cleanly(tour):
    # No warnings either (e.g. reading .grad of a non-leaf).
    assert tour.stderr == ""


def test_tour_sections(tour):
    for heading in ("1. Build a small graph", "2. Backward", "3. Higher-order gradients", "4. Hooks",
                    "5. Train a tiny model"):
        assert heading in tour.stdout


def test_tour_graph_and_saved_values(tour):
    out = tour.stdout
    assert "c = a * b + a.exp() = tensor(13.3891, grad_fn=<AddBackward0>)" in out
    tree = ["AddBackward0",
            "    MulBackward0",
            "        AccumulateGrad  (variable = tensor(2., requires_grad=True))",
            "        AccumulateGrad  (variable = tensor(3., requires_grad=True))",
            "    ExpBackward0",
            "        AccumulateGrad  (variable = tensor(2., requires_grad=True))"]
    assert "\n".join(tree) in out
    assert "MulBackward0._saved_self  = tensor(2., requires_grad=True)   (is a: True)" in out
    assert "ExpBackward0._saved_result = tensor(7.3891, grad_fn=<ExpBackward0>)" in out


def test_tour_gradients(tour):
    out = tour.stdout
    assert "a.grad = tensor(10.3891)" in out
    assert "b.grad = tensor(2.)" in out
    assert "match: True" in out


def test_tour_second_derivative(tour):
    assert "dy/dx   = tensor(12., grad_fn=<MulBackward0>)" in tour.stdout
    assert "d2y/dx2 = tensor(12.)" in tour.stdout


def test_tour_hook(tour):
    assert "hook on h sees d(loss)/dh = tensor([ 4.,  8., 12.])" in tour.stdout
    assert "x.grad = tensor([ 8., 16., 24.])" in tour.stdout


def test_tour_training(tour):
    losses = [float(v) for v in re.findall(r"^epoch +\d+ +loss ([0-9.]+)$", tour.stdout, re.M)]
    assert len(losses) >= 3
    assert losses[-1] < losses[0]
    match = re.search(r"^final accuracy: ([0-9.]+)$", tour.stdout, re.M)
    assert match, tour.stdout
    assert float(match.group(1)) >= 0.9


def test_tour_is_drop_in_for_pytorch(tour, torch, tmp_path):
    """`import torch` instead of gradtable prints the same tour, except the training numbers
    (gradtable's randn draws from NumPy, so the initial weights differ)."""
    source = TOUR.read_text()
    assert "import gradtable as torch\n" in source
    script = tmp_path / "tour_torch.py"
    script.write_text(source.replace("import gradtable as torch\n", "import torch\n"))
    real = _run(script)
    assert real.returncode == 0, real.stderr

    def comparable(text):
        return [line for line in text.splitlines() if not line.startswith(("epoch ", "final accuracy:"))]

    assert comparable(tour.stdout) == comparable(real.stdout)


# -- make demo: the CNN on scikit-learn's digits ------------------------------------------------------

def test_demo_trains_a_cnn_to_high_accuracy_and_draws_its_graph(tmp_path):
    """Three epochs are enough to pass 90% test accuracy; the training curves and the graph of one step
    are drawn, on a PATH without Graphviz's `dot` (as on a fresh machine, whether or not this one has it)."""
    path = os.pathsep.join(d for d in os.environ.get("PATH", "").split(os.pathsep)
                           if d and not os.access(os.path.join(d, "dot"), os.X_OK))
    result = subprocess.run([sys.executable, str(ROOT / "examples" / "train_digits.py"), "--epochs", "3",
                             "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=300,
                            env=dict(os.environ, PATH=path))
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert "DigitsCNN(" in out and "(conv1): Conv2d(1, 16, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1))" in out
    epochs = re.findall(r"epoch\s+(\d+)/3 .* loss ([\d.]+)\s+train acc\s+([\d.]+)%\s+test acc\s+([\d.]+)%", out)
    assert [int(e[0]) for e in epochs] == [1, 2, 3]
    losses = [float(e[1]) for e in epochs]
    assert losses[-1] < losses[0]
    final = float(re.search(r"final test accuracy ([\d.]+)%", out).group(1))
    assert final > 90.0
    dot = (tmp_path / "train_step_graph.gv").read_text()
    svg = (tmp_path / "train_step_graph.svg").read_text()   # drawn without Graphviz if it is not installed
    for name in ("NllLossBackward0", "ConvolutionBackward0", "MaxPool2DWithIndicesBackward0", "conv1.weight",
                 "fc2.bias"):
        assert name in dot and name in svg
    assert svg.startswith("<svg") and "<title>backward graph</title>" in svg   # gradtable's own drawing
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert "training curves: not drawn (pip install matplotlib" in out
    else:   # (matplotlib brings Pillow, with which the graph is a PNG too)
        assert (tmp_path / "training_curves.png").read_bytes().startswith(b"\x89PNG")
        assert (tmp_path / "train_step_graph.png").read_bytes().startswith(b"\x89PNG")


# -- examples/data_loading.py: TensorDataset, random_split and DataLoader in a training loop ----------

DATA_LOADING = ROOT / "examples" / "data_loading.py"


def test_data_loading_example_trains_and_runs_like_pytorch(torch, tmp_path):
    """The same lines as under `import torch`, except the loss values (the random data and the
    shuffles come from NumPy); the model finds the weights it was generated with."""
    ours = _run(DATA_LOADING)
    assert ours.returncode == 0, ours.stdout + ours.stderr
    source = DATA_LOADING.read_text()
    assert "import gradtable as torch\n" in source
    script = tmp_path / "data_loading_torch.py"
    script.write_text(source.replace("import gradtable as torch\n", "import torch\n").replace("from gradtable",
                                                                                              "from torch"))
    real = _run(script)
    assert real.returncode == 0, real.stderr

    def comparable(text):
        return [line for line in text.splitlines() if not line.startswith("epoch ")]

    assert comparable(ours.stdout) == comparable(real.stdout)
    assert len(re.findall(r"^epoch \d  validation loss [0-9.]+$", ours.stdout, re.M)) == 5
    for line in ("validation loss went down: True", "weight close to the truth: True", "bias close to 0.3: True"):
        assert line in ours.stdout


# -- examples/char_lstm.py: Embedding, packed LSTM, cross_entropy, clip_grad_norm_ -------------------------

CHAR_LSTM = ROOT / "examples" / "char_lstm.py"


def test_char_lstm_example_trains_and_prints_what_pytorch_prints(torch, tmp_path):
    """Fixed starting weights, so every line matches PyTorch's: the model printout, the losses and the
    learning rates ReduceLROnPlateau chose (it must have lowered it once), and the greedy text."""
    ours, real = _run_both(CHAR_LSTM, tmp_path)
    assert ours == real
    steps = re.findall(r"^step +\d+  loss ([0-9.]+)  lr ([0-9.e-]+)$", ours, re.M)
    assert len(steps) == 5
    assert float(steps[-1][1]) < float(steps[0][1])
    assert "loss went down: True" in ours
    assert re.search(r"^generated: 'the .{20}'$", ours, re.M)


# -- examples/lbfgs_fit.py: LBFGS with the strong Wolfe line search ------------------------------------------

LBFGS_FIT = ROOT / "examples" / "lbfgs_fit.py"


def test_lbfgs_example_fits_and_prints_what_pytorch_prints(torch, tmp_path):
    """Every line as PyTorch prints it but the last loss, which may differ in its third digit: over ~120
    closure calls L-BFGS amplifies last-bit differences between NumPy's float64 sums and PyTorch's (a
    relative 1e-12 at call 33 grows to 0.4% by the end), so it is compared with a 2% tolerance."""
    ours, real = _run_both(LBFGS_FIT, tmp_path)

    def split(text):
        final = re.search(r"^final loss ([0-9.e+-]+) after (\d+) closure calls$", text, re.M)
        assert final, text
        return [line for line in text.splitlines() if not line.startswith("final loss")], final

    our_lines, our_final = split(ours)
    real_lines, real_final = split(real)
    assert our_lines == real_lines
    assert float(our_final.group(1)) == pytest.approx(float(real_final.group(1)), rel=0.02)
    assert len(re.findall(r"^step \d  loss before the step", ours, re.M)) == 5
    assert "loss fell by 100x: True" in ours


# -- examples/tiny_gpt.py: a GPT training script in nanoGPT's shape ---------------------------------------

TINY_GPT = ROOT / "examples" / "tiny_gpt.py"


def test_tiny_gpt_example_trains_and_prints_pytorchs_losses(torch, tmp_path):
    """TF32 flags, a disabled GradScaler, AdamW groups, clipping and multinomial sampling all run; the
    losses match PyTorch's to the four printed decimals, give or take one unit in the last: fifty float32
    AdamW steps whose sums run in another order (BLAS, NumPy's pairwise reductions) drift by a few ulps,
    which can round a printed digit the other way (3.0615 against 3.0616). Only the sampled text differs
    (each library draws its own random stream), so it is checked for shape and alphabet."""
    ours, real = _run_both(TINY_GPT, tmp_path)

    def without_sample(text):
        return [line for line in text.splitlines() if not line.startswith("sample: ")]

    number = re.compile(r"\d+\.\d{4}")
    ours_lines, real_lines = without_sample(ours), without_sample(real)
    assert [number.sub("#", line) for line in ours_lines] == [number.sub("#", line) for line in real_lines]
    for mine, theirs in zip(ours_lines, real_lines):
        for a, b in zip(number.findall(mine), number.findall(theirs)):
            assert abs(float(a) - float(b)) <= 1.5e-4, (mine, theirs)
    losses = [float(v) for v in re.findall(r"^step \d+: train loss ([0-9.]+), val loss [0-9.]+$", ours, re.M)]
    assert len(losses) == 5 and losses[-1] < losses[0] - 0.5
    assert "sample shape: (1, 41)" in ours
    sample = re.search(r"^sample: '(.{41})'$", ours, re.M)
    assert sample and sample.group(1)[0] == "t"


# -- examples/policy_gradient.py: REINFORCE and the reparameterization trick with torch.distributions ------

POLICY_GRADIENT = ROOT / "examples" / "policy_gradient.py"


def test_policy_gradient_example_learns_and_prints_what_pytorch_prints(torch, tmp_path):
    """The exact part (fixed starting weights, actions enumerated) prints PyTorch's numbers; the sampled
    parts draw other random numbers in each library, so only their step lines differ, and both reach
    the answers: the right action in every context, a Normal fitted to its target."""
    ours, real = _run_both(POLICY_GRADIENT, tmp_path)

    def without_steps(text):
        return [line for line in text.splitlines() if not line.startswith("step ")]

    assert without_steps(ours) == without_steps(real)
    assert "score-function identity holds: True" in ours
    assert "learned the task: True" in ours
    assert "fitted Normal close to the target: True" in ours
    assert len(re.findall(r"^step +\d+  mean reward [0-9.]+$", ours, re.M)) == 3


# -- examples/rotary_attention.py: LLaMA's rotary embeddings with complex numbers ---------------------------

ROTARY = ROOT / "examples" / "rotary_attention.py"


def test_rotary_attention_example_prints_pytorchs_losses_and_gradients(torch, tmp_path):
    """polar, view_as_complex, a complex product and view_as_real inside a trained attention model: every
    loss and gradient norm PyTorch prints, to six decimals, and the model learns the sequence."""
    ours, real = _run_both(ROTARY, tmp_path)
    assert ours.splitlines() == real.splitlines()
    assert len(re.findall(r"^step \d: loss ", ours, re.M)) == 8
    assert "accuracy after 8 steps: 1.000" in ours
