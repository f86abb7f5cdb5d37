"""torch._vmap_internals: PyTorch's first vmap, which code written before torch.func still calls as
`_vmap(func, in_dims, out_dims)`. Here it is torch.func.vmap (the same batching rules from the table)."""
from .func.vmap import vmap as _func_vmap


def _vmap(func, in_dims=0, out_dims=0, allow_none_pass_through=False):
    """func batched over in_dims, its outputs stacked at out_dims (random ops refused, as in PyTorch's)."""
    if allow_none_pass_through:
        raise NotImplementedError("torch._vmap_internals._vmap(allow_none_pass_through=True) is not supported by "
                                  "gradtable: use torch.func.vmap with out_dims=None at the outputs that may be None")
    return _func_vmap(func, in_dims, out_dims)


def vmap(func, in_dims=0, out_dims=0):
    """Please use torch.vmap instead of this API (as PyTorch's docstring says)."""
    return _vmap(func, in_dims, out_dims)
