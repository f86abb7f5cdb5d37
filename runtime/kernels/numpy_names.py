"""NumPy's names in a module the interpreter can read attributes of quickly, for the generated ops.

`numpy` defines a module-level `__getattr__` (for its lazily imported submodules and deprecated
names), and CPython 3.11 does not specialise an attribute load on a module that has one: every
`np.multiply` in a generated op was a generic lookup, ~15 ns more than on a plain module (23 ns
against 8 ns per load, timeit), and each op and each backward formula makes one or more. This module
holds a copy of numpy's namespace as it stands once numpy is imported, without the `__getattr__`.

Only the built-in table's generated modules import it: their forwards and formulas use no lazily
imported submodule (`np.fft`, `np.ma`, ...; tests/codegen/test_numpy_names.py checks it). A user
table's generated code keeps `import numpy as np`, where every name resolves.
"""
import types

import numpy

np = types.ModuleType("numpy", numpy.__doc__)
np.__dict__.update((name, value) for name, value in vars(numpy).items() if name != "__getattr__")
