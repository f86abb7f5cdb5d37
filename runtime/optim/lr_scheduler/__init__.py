"""gradtable.optim.lr_scheduler: learning-rate schedules, as torch.optim.lr_scheduler. The base
class and the simple schedules live in `scheduler`; the others, by family, beside it."""
from .composite import ChainedScheduler, SequentialLR
from .cyclic import CyclicLR, OneCycleLR
from .decay import ConstantLR, CosineAnnealingWarmRestarts, LinearLR, PolynomialLR
from .plateau import ReduceLROnPlateau
from .scheduler import (
    EPOCH_DEPRECATION_WARNING,
    CosineAnnealingLR,
    ExponentialLR,
    LambdaLR,
    LRScheduler,
    MultiStepLR,
    StepLR,
)

__all__ = ["ChainedScheduler", "ConstantLR", "CosineAnnealingLR", "CosineAnnealingWarmRestarts", "CyclicLR",
           "EPOCH_DEPRECATION_WARNING", "ExponentialLR", "LRScheduler", "LambdaLR", "LinearLR", "MultiStepLR",
           "OneCycleLR", "PolynomialLR", "ReduceLROnPlateau", "SequentialLR", "StepLR"]
