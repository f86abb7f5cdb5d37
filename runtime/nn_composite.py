"""nn.functional ops that PyTorch builds from other ops (losses, normalisation wrappers,
attention): like composite.py, autograd differentiates through the ops they call."""
from .generated import ops
