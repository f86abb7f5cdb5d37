"""torch.distributed: gradtable is a single-process library, so distributed training is not available
(is_available() is False, as on a PyTorch built without it) and no process group is ever initialised."""


def is_available():
    return False


def is_initialized():
    return False
