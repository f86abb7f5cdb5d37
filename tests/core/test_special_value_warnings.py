"""Ops on IEEE special values (nan, inf, overflow, 0/0) give PyTorch's values without NumPy's
RuntimeWarnings, which PyTorch never raises; a user's own NumPy code keeps them.

Run in a fresh interpreter with Python's default warning filters, as a user's script runs: pytest puts
a show-everything filter in front of every test, ahead of gradtable's."""
import json
import subprocess
import sys

SCRIPT = r'''
import json, math, sys, warnings
import numpy as np
INF = math.inf

def grad(L, f, values):
    x = L.tensor(values, requires_grad=True)
    f(x).sum().backward()
    return x.grad

PROGRAMS = {
    "sum": lambda L: L.tensor([INF, -INF]).sum(),
    "mean": lambda L: L.tensor([INF, -INF]).mean(),
    "prod": lambda L: L.tensor([INF, 0.0]).prod(),
    "cumsum": lambda L: L.tensor([INF, -INF]).cumsum(0),
    "add": lambda L: L.tensor([INF]) + L.tensor([-INF]),
    "mul": lambda L: L.tensor([INF]) * 0,
    "div": lambda L: L.tensor([0.0, 1.0]) / 0,
    "log": lambda L: L.tensor([-1.0, 0.0]).log(),
    "sqrt": lambda L: L.tensor([-1.0]).sqrt(),
    "exp": lambda L: L.tensor([1000.0]).exp(),
    "pow": lambda L: L.tensor([1e30]) ** 20,
    "softmax": lambda L: L.tensor([INF, 1.0]).softmax(0),
    "var": lambda L: L.tensor([INF, 1.0]).var(),
    "matmul": lambda L: L.tensor([[INF, 1.0]]) @ L.tensor([[0.0], [1.0]]),
    "log backward": lambda L: grad(L, lambda x: x.log(), [0.0, -1.0]),
    "div backward": lambda L: grad(L, lambda x: 1 / x, [0.0]),
}
lib = __import__(sys.argv[1])
caught = []   # every warning shown, under Python's default filters and whatever the library installed
warnings.showwarning = lambda message, category, *rest, **kw: caught.append((category, str(message)))
report = {}
for name, program in PROGRAMS.items():
    start = len(caught)
    out = program(lib)
    report[name] = [[m for c, m in caught[start:] if issubclass(c, RuntimeWarning)],
                    [repr(v) for v in out.detach().numpy().ravel().tolist()]]
start = len(caught)
np.log(np.array([-1.0]))
report["numpy itself"] = [[m for c, m in caught[start:]], []]
print(json.dumps(report))
'''


def _report(name):
    done = subprocess.run([sys.executable, "-c", SCRIPT, name], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_special_values_give_pytorchs_results_silently(torch):
    ours, theirs = _report("gradtable"), _report("torch")
    numpy_warned = ours.pop("numpy itself")[0]
    theirs.pop("numpy itself")
    assert ours == theirs
    assert all(warned == [] for warned, _ in ours.values())
    assert numpy_warned == ["invalid value encountered in log"]   # the user's NumPy keeps its warning
