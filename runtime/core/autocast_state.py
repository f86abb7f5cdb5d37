"""Whether an enabled CPU autocast region is active, and its dtype: set by torch.autocast
(amp/autocast_mode.py), read by the generated entry points of PyTorch's lower-precision ops
(derivatives.yaml's `autocast: true`). It lives on this floor because ops/ and generated/ may not
import amp/; one attribute test is all a matrix product pays outside a region."""


class _State:
    __slots__ = ("cpu_dtype",)


#: `state.cpu_dtype`: the gradtable dtype of the innermost enabled CPU region, None outside one.
state = _State()
state.cpu_dtype = None
