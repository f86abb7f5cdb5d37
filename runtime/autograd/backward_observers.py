"""Code that watches each node of a backward pass run: anomaly mode and the profiler.

The engine tests `wrappers` once per node; when it is empty (the normal case)
nothing else happens. A wrapper is `wrapper(node, step)`: it must call `step()`
(which runs the node, or the next wrapper) and return its result.
"""
import functools

wrappers = []


def add(wrapper):
    if wrapper not in wrappers:
        wrappers.append(wrapper)


def remove(wrapper):
    if wrapper in wrappers:
        wrappers.remove(wrapper)


def run(node, grads, flag, call):
    """`call(node, grads, flag)` (the engine's own step for this node) inside every wrapper."""
    step = functools.partial(call, node, grads, flag)
    for wrapper in tuple(wrappers):
        step = functools.partial(wrapper, node, step)
    return step()
