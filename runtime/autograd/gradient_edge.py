"""GradientEdge: a place in the graph where a gradient arrives, without the tensor it is for.

`(node, output_nr)` names the output of `node` whose gradient is meant: autograd.grad and
backward accept one wherever they accept a tensor, as inputs (the gradient arriving there) and
as outputs (backward starts there). Useful when the tensor itself is gone or was never made
(a hook, an in-place op that changed the tensor's grad_fn since).
"""
from typing import NamedTuple

from .node import Node, grad_accumulator


class GradientEdge(NamedTuple):
    """The edge along which the gradient of output `output_nr` of `node` flows.
    `ownership_token`: a node keeping `node`'s graph alive (PyTorch needs one for Python
    nodes; gradtable's nodes are Python objects that keep their graph alive themselves)."""

    node: Node
    output_nr: int
    ownership_token: Node | None = None


def get_gradient_edge(tensor):
    """The edge where the gradient of `tensor` is computed: `grad(loss, get_gradient_edge(x))`
    is `grad(loss, x)`."""
    if not tensor.requires_grad:
        raise RuntimeError("It is not possible to get the gradient edge for a Tensor that does not require gradients")
    fn = tensor.grad_fn
    if fn is None:
        fn = grad_accumulator(tensor)
    return GradientEdge(fn, tensor.output_nr)
