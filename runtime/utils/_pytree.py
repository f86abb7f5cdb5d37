"""torch.utils._pytree, the part that `__torch_dispatch__` code writes: walk the arguments of an op
(tuples, lists, dicts, namedtuples, nested) and map or collect the tensors among them.

A tree is flattened into its leaves, left to right, and a TreeSpec that rebuilds the same nesting
from new leaves. Containers are the built-in ones PyTorch registers by default (tuple, list, dict,
OrderedDict, namedtuples); anything else, None included, is a leaf, as in PyTorch 2.13."""
from collections import OrderedDict, namedtuple

__all__ = ["TreeSpec", "tree_flatten", "tree_unflatten", "tree_leaves", "tree_map", "tree_map_only",
           "tree_any", "tree_all"]


def _is_namedtuple(x):
    return isinstance(x, tuple) and hasattr(type(x), "_fields")


class TreeSpec:
    """How leaves nest: a container type, what rebuilds it (keys, a namedtuple's class) and one
    spec per child; a leaf's spec has no type."""

    def __init__(self, type, context, children_specs):
        self.type = type
        self.context = context
        self.children_specs = children_specs
        self.num_leaves = 1 if type is None else sum(c.num_leaves for c in children_specs)

    def is_leaf(self):
        return self.type is None

    def __eq__(self, other):
        return (isinstance(other, TreeSpec) and self.type is other.type and self.context == other.context
                and self.children_specs == other.children_specs)

    def __repr__(self):
        if self.type is None:
            return "*"
        return f"TreeSpec({self.type.__name__}, {self.context!r}, {self.children_specs!r})"


_LEAF = TreeSpec(None, None, [])


def _children(tree):
    """(type, context, children) for a container, or None for a leaf."""
    if _is_namedtuple(tree):
        return namedtuple, type(tree), list(tree)
    if type(tree) in (list, tuple):
        return type(tree), None, list(tree)
    if type(tree) in (dict, OrderedDict):
        keys = list(tree)
        return type(tree), keys, [tree[k] for k in keys]
    return None


def tree_flatten(tree):
    """(leaves, spec): the tree's leaves left to right, and what rebuilds it."""
    leaves = []

    def walk(node):
        parts = _children(node)
        if parts is None:
            leaves.append(node)
            return _LEAF
        kind, context, children = parts
        return TreeSpec(kind, context, [walk(c) for c in children])

    return leaves, walk(tree)


def tree_unflatten(leaves, treespec):
    """The tree of `treespec`'s shape with `leaves` in it."""
    leaves = list(leaves)
    if len(leaves) != treespec.num_leaves:
        raise ValueError(f"treespec.unflatten(leaves): `leaves` has length {len(leaves)} but the spec refers "
                         f"to a pytree that holds {treespec.num_leaves} items ({treespec}).")
    position = iter(leaves)

    def build(spec):
        if spec.type is None:
            return next(position)
        children = [build(c) for c in spec.children_specs]
        if spec.type is namedtuple:
            return spec.context(*children)
        if spec.type in (dict, OrderedDict):
            return spec.type(zip(spec.context, children))
        return spec.type(children)

    return build(treespec)


def tree_leaves(tree):
    return tree_flatten(tree)[0]


def tree_map(fn, tree, *rests):
    """The tree with fn applied to each leaf (and to the matching leaves of `rests`)."""
    leaves, spec = tree_flatten(tree)
    others = [tree_flatten(r)[0] for r in rests]
    return tree_unflatten([fn(*xs) for xs in zip(leaves, *others)], spec)


def tree_map_only(type_or_types, fn, tree):
    """tree_map for the leaves of the given type(s); other leaves stay as they are."""
    return tree_map(lambda x: fn(x) if isinstance(x, type_or_types) else x, tree)


def tree_any(pred, tree):
    return any(map(pred, tree_leaves(tree)))


def tree_all(pred, tree):
    return all(map(pred, tree_leaves(tree)))
