"""examples/func_transforms.py (the torch.func tutorials' patterns) prints with gradtable what it prints
with PyTorch: the same script with `import torch` in place of gradtable, compared line by line."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples" / "func_transforms.py"


def _run(path):
    return subprocess.run([sys.executable, str(path)], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "OMP_NUM_THREADS": "1"})


def test_func_examples_print_what_torch_prints(torch, tmp_path):
    ours = _run(SCRIPT)
    assert ours.returncode == 0, ours.stdout + ours.stderr
    assert ours.stderr == "", ours.stderr   # (no loop fallback warning: every op on the way has a rule)
    source = SCRIPT.read_text()
    as_torch = tmp_path / "func_transforms_torch.py"
    as_torch.write_text(source.replace("import gradtable as torch\n", "import torch\n")
                        .replace("import gradtable.nn as nn\n", "import torch.nn as nn\n")
                        .replace("import gradtable.nn.functional as F\n", "import torch.nn.functional as F\n")
                        .replace("from gradtable.func import", "from torch.func import"))
    theirs = _run(as_torch)
    assert theirs.returncode == 0, theirs.stderr
    assert ours.stdout.splitlines() == theirs.stdout.splitlines()
    assert "sample 3 alone gives the same: True" in ours.stdout
