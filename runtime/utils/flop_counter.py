"""torch.utils.flop_counter.FlopCounterMode: a TorchDispatchMode that counts the FLOPs of matrix
products and convolutions with PyTorch's formulas (2*m*n*k for an m x k by k x n product; a
convolution's multiply-adds per output point, bias ignored), forward and backward alike.

gradtable's backward computes a convolution's input gradient with a transposed `convolution` and
its weight gradient with `convolution_backward_weight`; counted by the formulas below, they give the
totals PyTorch's single `convolution_backward` gives. Counts are kept for 'Global' and for every
module running (ModuleTracker: its forward, or its backward) when the op runs."""
import math
import warnings
from collections import defaultdict

from ..ops.dispatch import aten
from ._python_dispatch import TorchDispatchMode
from .module_tracker import ModuleTracker

__all__ = ["FlopCounterMode", "register_flop_formula"]


def _shape(x):
    return tuple(x.shape) if hasattr(x, "shape") else x


def mm_flop(a_shape, b_shape, *args, out_shape=None, **kwargs):
    m, k = a_shape
    k2, n = b_shape
    return m * n * 2 * k


def addmm_flop(self_shape, a_shape, b_shape, out_shape=None, **kwargs):
    return mm_flop(a_shape, b_shape)


def bmm_flop(a_shape, b_shape, out_shape=None, **kwargs):
    b, m, k = a_shape
    return b * m * b_shape[2] * 2 * k


def baddbmm_flop(self_shape, a_shape, b_shape, out_shape=None, **kwargs):
    return bmm_flop(a_shape, b_shape)


def conv_flop_count(x_shape, w_shape, out_shape, transposed=False):
    """Multiplications of a convolution, times 2: each point of the output (of the input for a
    transposed one) takes a filter's worth of products per batch element and channel pair."""
    conv_shape = (x_shape if transposed else out_shape)[2:]
    c_out, c_in, *filter_size = w_shape
    return math.prod(conv_shape) * math.prod(filter_size) * x_shape[0] * c_out * c_in * 2


def conv_flop(x_shape, w_shape, _bias, _stride, _padding, _dilation, transposed, *args, out_shape=None, **kwargs):
    return conv_flop_count(x_shape, w_shape, out_shape, transposed=transposed)


def conv_weight_flop(x_shape, grad_out_shape, weight_size, *args, out_shape=None, **kwargs):
    """convolution_backward_weight: PyTorch's grad_weight term of convolution_backward."""
    def t(shape):
        return [shape[1], shape[0]] + list(shape[2:])
    return conv_flop_count(t(x_shape), t(grad_out_shape), t(list(weight_size)), transposed=False)


flop_registry = {}


def register_flop_formula(targets, get_raw=False):
    """Register `formula(*shapes, out_shape=...)` for the op packets in `targets`."""
    def register(formula):
        for target in targets if isinstance(targets, (list, tuple)) else [targets]:
            flop_registry[target] = formula if get_raw else _shape_wrapper(formula)
        return formula
    return register


def _shape_wrapper(formula):
    def counted(*args, out_val=None, **kwargs):
        return formula(*(_shape(a) for a in args), out_shape=_shape(out_val),
                       **{k: _shape(v) for k, v in kwargs.items()})
    return counted


register_flop_formula(aten.mm)(mm_flop)
register_flop_formula(aten.addmm)(addmm_flop)
register_flop_formula(aten.bmm)(bmm_flop)
register_flop_formula(aten.baddbmm)(baddbmm_flop) if hasattr(aten, "baddbmm") else None
register_flop_formula(aten.convolution)(conv_flop)
register_flop_formula(aten.convolution_backward_weight)(conv_weight_flop)


def get_suffix_str(number):
    suffixes = ["", "K", "M", "B", "T"]
    index = max(0, min(len(suffixes) - 1, (len(str(number)) - 2) // 3))
    return suffixes[index]


def convert_num_with_suffix(number, suffix):
    index = ["", "K", "M", "B", "T"].index(suffix)
    value = f"{number / 1000 ** index:.3f}"
    return value + suffix


def convert_to_percent_str(num, denom):
    return "0%" if denom == 0 else f"{num / denom:.2%}"


class FlopCounterMode:
    """`with FlopCounterMode(display=False) as counter: ...; counter.get_total_flops()`, and per
    module: `counter.get_flop_counts()["MyModel.fc1"]`."""

    def __init__(self, mods=None, depth=2, display=True, custom_mapping=None):
        self.flop_counts = defaultdict(lambda: defaultdict(int))
        self.depth = depth
        self.display = display
        self.mode = None
        if mods is not None:
            warnings.warn("mods argument is not needed anymore, you can stop passing it", stacklevel=2)
        self.flop_registry = {**flop_registry,
                              **{k: v if getattr(v, "_get_raw", False) else _shape_wrapper(v)
                                 for k, v in (custom_mapping or {}).items()}}
        self.mod_tracker = ModuleTracker()

    def get_total_flops(self):
        return sum(self.flop_counts["Global"].values())

    def get_flop_counts(self):
        """{module name: {op packet: FLOPs}}, 'Global' for everything counted."""
        return {k: dict(v) for k, v in self.flop_counts.items()}

    def get_table(self, depth=None):
        """The counts as PyTorch's text table: each module down to `depth` dots (sorted by name)
        with its ops, after 'Global' unless one module holds all the FLOPs."""
        if depth is None:
            depth = self.depth
        if depth is None:
            depth = 999999
        total = self.get_total_flops()
        suffix = get_suffix_str(total)
        subsumed = False

        def rows_of(name):
            nonlocal subsumed
            flops = sum(self.flop_counts[name].values())
            subsumed |= flops >= total
            rows = [[name, convert_num_with_suffix(flops, suffix), convert_to_percent_str(flops, total)]]
            rows += [[f"- {k}", convert_num_with_suffix(v, suffix), convert_to_percent_str(v, total)]
                     for k, v in self.flop_counts[name].items()]
            return rows

        rows = []
        for name in sorted(self.flop_counts):
            if name != "Global" and name.count(".") + 1 <= depth:
                rows += rows_of(name)
        if "Global" in self.flop_counts and not subsumed:
            rows = rows_of("Global") + rows
        return format_table(["Module", "FLOP", "% Total"], rows or [["Global", "0", "0%"]])

    def __enter__(self):
        self.flop_counts.clear()
        self.mod_tracker.__enter__()
        self.mode = _FlopCounterMode(self)
        self.mode.__enter__()
        return self

    def __exit__(self, *args):
        result = self.mode.__exit__(*args)
        self.mode = None
        self.mod_tracker.__exit__()
        if self.display:
            print(self.get_table(self.depth))
        return result

    def _count_flops(self, func_packet, out, args, kwargs):
        formula = self.flop_registry.get(func_packet)
        if formula is not None:
            flops = formula(*args, **kwargs, out_val=out)
            for name in set(self.mod_tracker.parents):
                self.flop_counts[name][func_packet] += flops
        return out


def _number(text):
    """The value tabulate reads in a numeric cell ('126.000' is 126.0), or None for text."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return None


def format_table(header, rows):
    """The table as PyTorch prints it through tabulate's 'simple' format: a column of numbers is
    shown in their shortest form ('126.000' as 126), cells are stripped, the first column is left-
    and the others right-aligned, a column at least two wider than its header."""
    columns = [[str(r[i]).strip() for r in rows] for i in range(len(header))]
    for i, cells in enumerate(columns):
        values = [_number(c) for c in cells]
        if all(v is not None for v in values):
            is_float = any(isinstance(v, float) for v in values)
            columns[i] = [format(float(v), "g") if is_float else str(v) for v in values]
    widths = [max([len(h) + 2] + [len(c) for c in cells]) for h, cells in zip(header, columns)]

    def line(cells):
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))

    lines = [line(header), "  ".join("-" * w for w in widths)]
    lines += [line([col[j] for col in columns]) for j in range(len(rows))]
    return "\n".join(lines)


class _FlopCounterMode(TorchDispatchMode):
    def __init__(self, counter):
        super().__init__()
        self.counter = counter

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        return self.counter._count_flops(func._overloadpacket, out, args, kwargs)
