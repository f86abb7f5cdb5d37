"""NumPy kernels for the linear-algebra ops of derivatives.yaml (gradtable.linalg and friends)."""
import numpy as np  # noqa: F401
