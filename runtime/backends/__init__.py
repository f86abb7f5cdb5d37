"""torch.backends for a CPU-only library: the switches scripts set before training (TF32, cuDNN
benchmark/determinism) exist and hold what is set, and the availability questions answer False.
gradtable computes in NumPy whatever they say: they change nothing."""
from . import cuda, cudnn, mps  # noqa: F401
