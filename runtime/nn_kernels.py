"""NumPy kernels for the nn.functional ops of derivatives.yaml (convolution, pooling,
normalisation, losses): too big for one `numpy:` expression, so the table names them here."""
import numpy as np  # noqa: F401
