"""gradtable.autograd.graph: the graph's node type (saved-tensor hooks come with issue 5)."""
from ..node import Node  # noqa: F401
