"""Compare one call in gradtable and in PyTorch by what it gives: its values (with dtype, shape and grad_fn
name), nested in tuples and lists, and the warnings it raised; or its exception's type and message. Warnings
are recorded under set_warn_always, so a warn-once warning shows whatever warned earlier in the process."""
import warnings

import gradtable


def outcome(build, lib):
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.set_warn_always(True)
            try:
                result = build(lib)
            finally:
                lib.set_warn_always(False)
        return show(result), [str(w.message).split(" (Triggered internally")[0] for w in caught]
    except Exception as error:  # noqa: BLE001 - the exception is the outcome compared
        return f"{type(error).__name__}: {error}".replace("gradtable", "torch")


def show(value):
    if isinstance(value, (tuple, list)):
        return type(value).__name__, [show(v) for v in value]
    if hasattr(value, "detach") and hasattr(value, "grad_fn"):
        fn = value.grad_fn.name() if value.grad_fn is not None else None
        data = value.detach()
        data = data.float() if str(data.dtype) == "torch.bfloat16" else data
        return str(data.numpy().tolist()), str(value.dtype), tuple(value.shape), fn   # (str: nan equals nan)
    return repr(value).replace("gradtable", "torch")


def same(torch, build):
    """build(gradtable) gives what build(torch) gives."""
    ours, theirs = outcome(build, gradtable), outcome(build, torch)
    assert ours == theirs, f"\ngradtable: {ours}\ntorch:     {theirs}"
