"""torch.autograd.graph.Node: the type every grad_fn is an instance of, as PyTorch's, a virtual base
class (an abc.ABC). isinstance/issubclass answer for every node gradtable makes (generated Backward
classes, AccumulateGrad, a custom Function's node, the nodes of torch._C._functions), while no node
class inherits from it: `Node not in type(y.grad_fn).mro()`, as PyTorch's test of it checks."""
import abc

from .node import Node as _BaseNode


class Node(abc.ABC):
    """What a node offers: name(), next_functions, metadata, hooks (see node.Node for the real thing)."""

    @abc.abstractmethod
    def name(self):
        """The node's name, e.g. MulBackward0."""

    @property
    @abc.abstractmethod
    def next_functions(self):
        """The (node, output_nr) edges to the nodes of this node's inputs."""

    @property
    @abc.abstractmethod
    def metadata(self):
        """A dict for user data, kept with the node."""

    @abc.abstractmethod
    def register_hook(self, fn):
        """fn(grad_inputs, grad_outputs) after the node runs."""

    @abc.abstractmethod
    def register_prehook(self, fn):
        """fn(grad_outputs) before the node runs."""

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is Node and issubclass(subclass, _BaseNode):
            return True
        return NotImplemented
