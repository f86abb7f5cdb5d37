"""Differential testing: small random programs run in gradtable and in PyTorch, compared step by step.

- `program.py`   what a program is: leaves, steps and a backward mode, as plain data that renders
                 as a Python script (`import torch` or `import gradtable as torch`).
- `catalogue.py` which of the table's ops a program may call, and how their arguments are drawn.
- `strategy.py`  the Hypothesis strategy that draws programs (PyTorch tells it the shapes so far).
- `runner.py`    runs a program with one library and records what a user could observe.
- `compare.py`   compares two records and names each disagreement by its family.
- `fuzz.py`      `make fuzz SECONDS=600`: runs programs for as long as asked, shrinks one program
                 per family and prints a summary.

tests/differential/test_differential.py runs a bounded number of programs in `make test`.
"""
