"""gradtable.optim.lr_scheduler: learning-rate schedules, as torch.optim.lr_scheduler. The base
class and the simple schedules live in `scheduler`; the others, by family, beside it."""
from .scheduler import (
    EPOCH_DEPRECATION_WARNING,
    CosineAnnealingLR,
    ExponentialLR,
    LambdaLR,
    LRScheduler,
    MultiStepLR,
    StepLR,
)

__all__ = ["CosineAnnealingLR", "EPOCH_DEPRECATION_WARNING", "ExponentialLR", "LRScheduler", "LambdaLR",
           "MultiStepLR", "StepLR"]
