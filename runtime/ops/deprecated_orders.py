"""PyTorch's deprecated argument orders of some ops (`deprecated:` in derivatives.yaml): `torch.add(x, 2, y)`
is add(x, y, alpha=2), `p.addcmul_(0.5, a, b)` is p.addcmul_(a, b, value=0.5). Old optimizer code still
calls them; PyTorch takes them with a UserWarning, once per process for all of them (its argument parser
warns from one place, once)."""
import numbers
import warnings

from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor


def _fits(value, ptype):
    if ptype == "Tensor":
        return isinstance(value, Tensor)
    return isinstance(value, numbers.Number) and not isinstance(value, Tensor)  # a Scalar


def _usage(name, params, method):
    """A signature as PyTorch's warning prints it: `add(Tensor input, Number alpha, Tensor other, *, Tensor
    out = None)` for a function (out= is there: every op with deprecated orders has an out= form),
    `add(Number alpha, Tensor other)` for a method, which leaves out its tensor."""
    parts, star = [], False
    for pname, ptype, kw_only, default in params:
        if pname == "self" and ptype == "Tensor":
            if method:
                continue
            pname = "input"
        if kw_only and not star:
            parts.append("*")
            star = True
        ptype = "Number" if ptype == "Scalar" else ptype
        parts.append(f"{ptype} {pname}" + (f" = {default}" if default is not None else ""))
    if not method:
        parts += ([] if star else ["*"]) + ["Tensor out = None"]
    return f"{name}({', '.join(parts)})"


class DeprecatedOrders:
    """The deprecated orders of one op (generated/ops.py makes one per op that has them)."""

    warned = False  # (one warning per process, whichever op and order comes first)

    def __init__(self, name, params, orders):
        self.name = name
        self.params = params  # the op's own: (name, type, keyword-only, default as text or None), in order
        self.orders = orders  # each a tuple of the op's parameter names, all positional

    def call(self, op, args, method):
        """op called with args in one of the deprecated orders (matched by count and types), with
        PyTorch's warning; PyTorch's TypeError when none fits."""
        types = {p[0]: p[1] for p in self.params}
        positional = [p[0] for p in self.params if not p[2]]
        for names in self.orders:
            if len(names) == len(args) and all(_fits(a, types[n]) for a, n in zip(args, names)):
                break
        else:
            shown, given = len(positional) - method, len(args) - method
            raise TypeError(f"{self.name}() takes {shown} positional argument{'s' if shown != 1 else ''} but "
                            f"{given} {'was' if given == 1 else 'were'} given")
        if not DeprecatedOrders.warned:
            DeprecatedOrders.warned = True
            used = [next(p for p in self.params if p[0] == n)[:2] + (False, None) for n in names]
            warnings.warn(f"This overload of {self.name} is deprecated:\n\t{_usage(self.name, used, method)}\n"
                          "Consider using one of the following signatures instead:\n\t"
                          f"{_usage(self.name, self.params, method)}", UserWarning, stacklevel=user_stacklevel())
        values = dict(zip(names, args))
        ordered = [values.pop(n) for n in positional]
        return op(*ordered, **values)
