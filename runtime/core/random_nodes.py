"""The grad_fn nodes of random ops, named as PyTorch names them (UniformBackward0, ...).

PyTorch's derivatives.yaml gives every one of them a zero gradient: a sample does not move with
its parameters (reparameterised sampling is written as mean + std * randn by the caller). The
nodes exist so that `y.uniform_()` on a non-leaf, `torch.normal(mean, 1.)` with a mean that
requires grad, ... print and backpropagate as in PyTorch.
"""
import numpy as np

from ..autograd.node import Node
from .tensor import Tensor


def _zero_grads(ctx, grads):
    grad = grads[0]
    return [None if fn is None else Tensor._make(np.zeros_like(grad._data)) for fn, _ in ctx.next_functions]


def _zero_node(name, formula):
    return type(name, (Node,), {"__slots__": (), "apply": _zero_grads, "__module__": __name__,
                                "__doc__": f"Zero gradients for {formula} (PyTorch's derivatives.yaml)."})


UniformBackward0 = _zero_node("UniformBackward0", "uniform_")
NormalBackward0 = _zero_node("NormalBackward0", "normal_")
NormalBackward1 = _zero_node("NormalBackward1", "normal.Tensor_float")
NormalBackward2 = _zero_node("NormalBackward2", "normal.float_Tensor")
NormalBackward3 = _zero_node("NormalBackward3", "normal.Tensor_Tensor")
BernoulliBackward0 = _zero_node("BernoulliBackward0", "bernoulli")
BernoulliBackward1 = _zero_node("BernoulliBackward1", "bernoulli_.Tensor")
BernoulliBackward2 = _zero_node("BernoulliBackward2", "bernoulli_.float")
ExponentialBackward0 = _zero_node("ExponentialBackward0", "exponential_")
CauchyBackward0 = _zero_node("CauchyBackward0", "cauchy_")
LogNormalBackward0 = _zero_node("LogNormalBackward0", "log_normal_")
GeometricBackward0 = _zero_node("GeometricBackward0", "geometric_")
RandomBackward0 = _zero_node("RandomBackward0", "random_.from")
RandomBackward1 = _zero_node("RandomBackward1", "random_.to")
RandomBackward2 = _zero_node("RandomBackward2", "random_")
PoissonBackward0 = _zero_node("PoissonBackward0", "poisson")
