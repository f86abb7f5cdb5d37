"""For the programs tests run in each MPI rank: record what each case gives (a value as NumPy/Python
data, or the error's type and text) and write it where the test reads it (ranks.py)."""
import pickle
import sys
import traceback
from pathlib import Path

import numpy as np


def plain(value):
    """Tensors (also inside lists and tuples) as NumPy arrays, so the test process reads them without
    depending on how tensors pickle; bfloat16 as float32 values."""
    import gradtable
    if isinstance(value, gradtable.Tensor):
        if value.dtype == gradtable.bfloat16:
            return ("bfloat16", value.float().numpy().copy())
        return value.detach().numpy().copy()
    if isinstance(value, (list, tuple)):
        return type(value)(plain(v) for v in value)
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


class Recorder:
    def __init__(self):
        self.results = {}

    def case(self, name, compute):
        try:
            self.results[name] = ("ok", plain(compute()))
        except Exception as error:   # the error is the result; the test says whether it is the right one
            self.results[name] = ("error", type(error).__name__, str(error), traceback.format_exc(limit=3))

    def write(self, rank):
        Path(sys.argv[1], f"rank{rank}.pkl").write_bytes(pickle.dumps(self.results))


def as_array(result):
    kind, value = result[0], result[1]
    assert kind == "ok", result
    if isinstance(value, tuple) and value and value[0] == "bfloat16":
        return value[1]
    return np.asarray(value)
