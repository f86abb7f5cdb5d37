"""The layers of gradtable.nn, one concept per file (as torch/nn/modules)."""
from .module import Module
from .container import ModuleDict, ModuleList, Sequential
from .linear import Bilinear, Identity, Linear, NonDynamicallyQuantizableLinear
from .flatten import Flatten, Unflatten
from .dropout import Dropout
from .conv import Conv1d, Conv2d
from .pooling import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d
from .batchnorm import BatchNorm1d, BatchNorm2d
from .normalization import GroupNorm, LayerNorm
from .sparse import Embedding
from .attention import MultiheadAttention
from .activation import (CELU, ELU, GELU, SELU, Hardsigmoid, Hardswish, Hardtanh, LeakyReLU, LogSigmoid,
                         LogSoftmax, Mish, PReLU, ReLU, ReLU6, Sigmoid, SiLU, Softmax, Softmin, Softplus, Softsign,
                         Tanh)
from .loss import (BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, HuberLoss, KLDivLoss, L1Loss, MSELoss, NLLLoss,
                   SmoothL1Loss)

__all__ = [
    "AdaptiveAvgPool2d",
    "AvgPool2d",
    "BCELoss",
    "BCEWithLogitsLoss",
    "BatchNorm1d",
    "BatchNorm2d",
    "Bilinear",
    "CELU",
    "Conv1d",
    "Conv2d",
    "CrossEntropyLoss",
    "Dropout",
    "ELU",
    "Embedding",
    "Flatten",
    "GELU",
    "GroupNorm",
    "Hardsigmoid",
    "Hardswish",
    "Hardtanh",
    "HuberLoss",
    "Identity",
    "KLDivLoss",
    "L1Loss",
    "LayerNorm",
    "LeakyReLU",
    "Linear",
    "LogSigmoid",
    "LogSoftmax",
    "MSELoss",
    "MaxPool2d",
    "Mish",
    "Module",
    "ModuleDict",
    "ModuleList",
    "MultiheadAttention",
    "NLLLoss",
    "NonDynamicallyQuantizableLinear",
    "PReLU",
    "ReLU",
    "ReLU6",
    "SELU",
    "Sequential",
    "SiLU",
    "Sigmoid",
    "SmoothL1Loss",
    "Softmax",
    "Softmin",
    "Softplus",
    "Softsign",
    "Tanh",
    "Unflatten",
]
