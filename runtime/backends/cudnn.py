"""torch.backends.cudnn: the flags keep PyTorch's defaults and whatever a script sets (gradtable
computes the same either way); is_available() is False and version() None, as on a CPU-only build."""
enabled = True
benchmark = False
deterministic = False
allow_tf32 = True


def is_available():
    return False


def version():
    return None
