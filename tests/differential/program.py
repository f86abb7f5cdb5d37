"""What a random program is: plain data that either library can run and that prints as a script.

A program has leaves (float64 tensors built from literal values), steps, and one backward mode.
Every leaf and every step owns one slot of the environment, in order, so a step names its inputs
by slot number whatever the library returned: `Ref(3)` is slot 3's value, `Ref(3, 1)` the second
tensor of a step that returned several (max.dim's indices, unbind's pieces). A step whose input
slot holds nothing (its step raised in both libraries) is skipped in both.
"""
import math
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Ref:
    slot: int
    item: int = None          # which tensor of a multi-output result

    def render(self):
        return f"v{self.slot}" if self.item is None else f"v{self.slot}[{self.item}]"


@dataclass(frozen=True)
class Lit:
    """A literal tensor argument (an index tensor, a mask), never requiring grad."""
    values: tuple
    shape: tuple
    dtype: str                # 'float64' | 'int64' | 'bool'

    def render(self):
        values = ", ".join(_number(v) for v in self.values)
        return f"torch.tensor([{values}], dtype=torch.{self.dtype}).reshape({self.shape!r})"


@dataclass(frozen=True)
class Slice:
    start: int = None
    stop: int = None
    step: int = None

    def render(self):
        text = f"{_opt(self.start)}:{_opt(self.stop)}"
        return text + (f":{self.step}" if self.step is not None else "")


@dataclass(frozen=True)
class Index:
    """The subscript of x[...]: ints, Slice, None, Ellipsis and Lit index tensors."""
    items: tuple

    def render(self):
        parts = ["..." if item is Ellipsis else "None" if item is None else
                 item.render() if hasattr(item, "render") else repr(item) for item in self.items]
        return ", ".join(parts)


@dataclass(frozen=True)
class Leaf:
    """A float64 leaf. Built from nested lists (torch.zeros for a size-0 shape), or, with
    `reshaped`, as a view: torch.tensor(flat values).reshape(shape), a leaf whose base is
    another tensor (as `arange(12.).reshape(3, 4).requires_grad_()` gives)."""
    shape: tuple
    values: tuple             # float values, len == prod(shape)
    requires_grad: bool
    reshaped: bool = False

    def build(self, lib):
        if self.reshaped:
            tensor = lib.tensor(list(self.values), dtype=lib.float64).reshape(self.shape)
        elif 0 in self.shape:
            tensor = lib.zeros(self.shape, dtype=lib.float64)
        else:
            tensor = lib.tensor(_nested(self.values, self.shape), dtype=lib.float64)
        return tensor.requires_grad_() if self.requires_grad else tensor

    def render(self):
        if self.reshaped:
            text = (f"torch.tensor([{', '.join(_number(v) for v in self.values)}], dtype=torch.float64)"
                    f".reshape({self.shape!r})")
        elif 0 in self.shape:
            text = f"torch.zeros({self.shape!r}, dtype=torch.float64)"
        else:
            text = f"torch.tensor({_render_nested(_nested(self.values, self.shape))}, dtype=torch.float64)"
        return text + (".requires_grad_()" if self.requires_grad else "")


def _nested(values, shape):
    if not shape:
        return values[0]
    step = len(values) // shape[0]
    return [_nested(values[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])]


def _render_nested(value):
    if isinstance(value, list):
        return "[" + ", ".join(_render_nested(v) for v in value) + "]"
    return _number(value)


@dataclass(frozen=True)
class Step:
    """One line of the program.

    kind: 'call'       lib.<name>(*args, **kwargs)       (name may be dotted: 'nn.functional.relu')
          'method'     args[0].<name>(*args[1:], **kwargs) (in-place methods end with '_')
          'operator'   a Python operator: name is the symbol, args its operands
          'getitem'    args[0][args[1]]
          'setitem'    args[0][args[1]] = args[2]; the slot holds args[0]
          'retain_grad' | 'detach' | 'hook' (name: 'observe' or 'double': the hook returns grad * 2)
    no_grad: the line runs inside `with torch.no_grad():`.
    """
    kind: str
    name: str = ""
    args: tuple = ()
    kwargs: tuple = ()        # (key, value) pairs
    no_grad: bool = False

    @property
    def label(self):
        """The name used to group disagreements by family."""
        if self.kind in ("call", "method"):
            return self.name
        if self.kind == "operator":
            return f"operator {self.name}"
        return self.kind


@dataclass(frozen=True)
class Backward:
    """mode: 'plain' | 'twice' (retain_graph, then again) | 'create_graph' (a second derivative)
    | 'grad' (autograd.grad of the loss with respect to `wrt`, leaves or intermediates)
    | 'none' (forward only). The loss is (root * w).sum() with fixed weights w."""
    mode: str
    root: Ref = None
    wrt: tuple = ()


@dataclass(frozen=True)
class Program:
    leaves: tuple
    steps: tuple
    backward: Backward = field(default_factory=lambda: Backward("none"))

    def render(self, module="torch"):
        """The program as a script; module='gradtable' gives the `import gradtable as torch` form."""
        lines = ["import torch" if module == "torch" else "import gradtable as torch", ""]
        for slot, leaf in enumerate(self.leaves):
            lines.append(f"v{slot} = {leaf.render()}")
        for offset, step in enumerate(self.steps):
            slot = len(self.leaves) + offset
            line = f"v{slot} = {render_step(step, slot)}"
            if step.kind == "setitem":
                line = f"{render_step(step, slot)}; v{slot} = {step.args[0].render()}"
            elif step.kind == "hook":
                line = (f"v{slot} = {step.args[0].render()}.register_hook("
                        f"lambda g: {'g * 2' if step.name == 'double' else 'print(g)'})")
            if step.no_grad:
                line = f"with torch.no_grad(): {line}"
            lines.append(line)
        lines.extend(_render_backward(self.backward))
        return "\n".join(lines)


def render_step(step, slot=None):
    args = [_render_value(a) for a in step.args]
    kwargs = [f"{k}={_render_value(v)}" for k, v in step.kwargs]
    if step.kind == "call":
        return f"torch.{step.name}({', '.join(args + kwargs)})"
    if step.kind == "method":
        return f"{args[0]}.{step.name}({', '.join(args[1:] + kwargs)})"
    if step.kind == "operator":
        if len(args) == 1:
            return f"{step.name}{args[0]}"
        return f"{args[0]} {step.name} {args[1]}"
    if step.kind == "getitem":
        return f"{args[0]}[{args[1]}]"
    if step.kind == "setitem":
        return f"{args[0]}[{args[1]}] = {args[2]}"
    if step.kind in ("retain_grad", "detach"):
        return f"{args[0]}.{step.kind}()"
    return f"{step.kind}({', '.join(args)})"


def _render_backward(backward):
    if backward.mode == "none":
        return []
    root = backward.root.render()
    lines = [f"loss = ({root} * (torch.arange({root}.numel(), dtype=torch.float64)"
             f".reshape({root}.shape) * 0.25 - 0.5)).sum()"]
    if backward.mode == "plain":
        lines.append("loss.backward()")
    elif backward.mode == "twice":
        lines += ["loss.backward(retain_graph=True)", "loss.backward()"]
    elif backward.mode == "create_graph":
        wrt = ", ".join(ref.render() for ref in backward.wrt)
        lines += [f"grads = torch.autograd.grad(loss, [{wrt}], create_graph=True, allow_unused=True)",
                  "second = sum((g * g).sum() for g in grads if g is not None and g.requires_grad)",
                  "if isinstance(second, torch.Tensor): second.backward()"]
    elif backward.mode == "grad":
        wrt = ", ".join(ref.render() for ref in backward.wrt)
        lines.append(f"grads = torch.autograd.grad(loss, [{wrt}], allow_unused=True)")
    return lines


def _render_value(value):
    if hasattr(value, "render"):
        return value.render()
    if isinstance(value, float):
        return _number(value)
    if isinstance(value, tuple):
        inner = ", ".join(_render_value(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(_render_value(v) for v in value) + "]"
    return repr(value)


def _number(value):
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "float('nan')"
        if math.isinf(value):
            return "float('inf')" if value > 0 else "-float('inf')"
    return repr(value)


def _opt(value):
    return "" if value is None else str(value)
