"""torch.accelerator: gradtable runs on the CPU only, and the CPU is not an accelerator."""


def is_available():
    return False


def current_accelerator(check_available=False):
    return None


def device_count():
    return 0
