"""parameters_to_vector / vector_to_parameters: all parameters as one flat vector and back (used by
optimisers and tools that think of the model as a point in R^n)."""
from ...core.tensor import Tensor
from ...core.typename import typename
from ...generated import ops


def parameters_to_vector(parameters):
    """One 1-D tensor holding every parameter's values in order; differentiable with respect to them."""
    return ops.cat([param.view(-1) for param in parameters])


def vector_to_parameters(vec, parameters):
    """Write consecutive slices of `vec` into the parameters' data (each slice shaped as its parameter)."""
    if not isinstance(vec, Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {typename(vec)}")
    pointer = 0
    for param in parameters:
        count = param.numel()
        param.data = vec[pointer:pointer + count].view_as(param).data
        pointer += count
