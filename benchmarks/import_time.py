"""(j) the time of `import gradtable` beside `import torch` (`make bench`): each imported in fresh
processes, alternating, the CPU time and the wall time of the import statement alone (the
interpreter's own start is not counted), medians of five.

What it measures depends on whether Python may keep compiled bytecode: an installed package has
its .pyc files (pip compiles them), and so does a source checkout once it has been imported, but
with PYTHONDONTWRITEBYTECODE=1 every import of gradtable compiles its ~100k lines of source again
(generated/ops.py alone is 22k lines), while torch's wheel brings its .pyc files. The header line
says which case the numbers are.
"""
import json
import os
import statistics
import subprocess
import sys

RUNS = 5
_PROGRAM = ("import json, time\n"
            "cpu, wall = time.process_time(), time.perf_counter()\n"
            "import {module}\n"
            "print(json.dumps([time.process_time() - cpu, time.perf_counter() - wall]))\n")


def _time_import(module):
    out = subprocess.run([sys.executable, "-c", _PROGRAM.format(module=module)], capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(modules=("gradtable", "torch"), runs=RUNS):
    """{module: (median CPU seconds, median wall seconds)}, imports alternating between modules."""
    samples = {m: [] for m in modules}
    for _ in range(runs):
        for m in modules:
            samples[m].append(_time_import(m))
    return {m: (statistics.median(s[0] for s in v), statistics.median(s[1] for s in v)) for m, v in samples.items()}


def run(torch):
    cached = not (sys.flags.dont_write_bytecode or os.environ.get("PYTHONDONTWRITEBYTECODE"))
    print(f"\n(j) import time, fresh processes alternating, median of {RUNS}; compiled bytecode "
          + ("kept (as in an installed package)" if cached else
             "NOT kept (PYTHONDONTWRITEBYTECODE: gradtable's source is compiled on every import)"))
    modules = ("gradtable",) if torch is None else ("gradtable", "torch")
    result = measure(modules)
    for m, (cpu, wall) in result.items():
        print(f"  import {m:<10}{cpu:>7.3f} s CPU {wall:>7.3f} s wall")
    if "torch" in result:
        print(f"  gradtable/torch: {result['gradtable'][0] / result['torch'][0]:.2f}x (CPU)")
    return True
