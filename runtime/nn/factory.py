"""torch.nn.factory_kwargs: the device/dtype/memory_format keywords a module's __init__ passes on to
tensor factories, checked and merged in one place."""

_SIMPLE_KEYS = ("device", "dtype", "memory_format")


def factory_kwargs(kwargs):
    """A new dict of the factory keywords in `kwargs` (None gives {}). A `factory_kwargs` entry
    holding a dict is merged in, so a caller whose own signature takes `dtype` can still name a
    factory dtype; an unknown key, or one given both ways, is a TypeError at once rather than in
    the factory call later."""
    if kwargs is None:
        return {}
    unexpected = kwargs.keys() - {*_SIMPLE_KEYS, "factory_kwargs"}
    if unexpected:
        raise TypeError(f"unexpected kwargs {unexpected}")
    merged = dict(kwargs.get("factory_kwargs", {}))
    for key in _SIMPLE_KEYS:
        if key in kwargs:
            if key in merged:
                raise TypeError(f"{key} specified twice, in **kwargs and in factory_kwargs")
            merged[key] = kwargs[key]
    return merged
