"""What the generator knows of one table entry (Entry, its formulas) and the error that points at one.

load.py builds these from the YAML and checks them; saved.py, backward.py, forward.py, render.py and
stubs.py read them.
"""
import ast
from dataclasses import dataclass, field

from .signature import Signature


class TableError(Exception):
    """An error in derivatives.yaml, pointing at file:line and the entry."""

    def __init__(self, path, line, entry, message):
        self.path, self.line, self.entry = path, line, entry
        where = f"{path}:{line}"
        super().__init__(f"{where}: {'in entry ' + repr(entry) + ': ' if entry else ''}{message}")


@dataclass
class Formula:
    inputs: tuple          # the input names this formula gives gradients for
    text: str
    line: int
    tree: ast.Expression


@dataclass
class ForwardFormula:
    """A forward-mode formula: the tangent(s) of some outputs, from the inputs' tangents."""
    outputs: tuple         # the output names it gives tangents for (`result` for a single output)
    text: str              # as written, or the derived expression for auto_element_wise
    line: int
    shorthand: str = ""    # auto_linear (rendered as the op on the tangents) | ""
    tree: ast.Expression | None = None
    derived_from: str = ""  # auto_element_wise: the text is derived from the backward formula


@dataclass(frozen=True)
class Alias:
    """Another name PyTorch gives the op (`absolute` for abs): the same function object, so the same
    node and grad_fn. A name ending in `_` names the in-place op (`absolute_` for abs_)."""
    name: str
    python_module: str = ""      # its namespace when not the op's own (`linalg.matmul` for matmul)
    where: tuple | None = None   # ('method',), ('function',) or both; None: wherever the op itself is


@dataclass
class Entry:
    path: str
    line: int
    signature: Signature
    numpy: str | None = None
    numpy_line: int = 0
    composite: str | None = None
    formulas: list = field(default_factory=list)
    forward: list = field(default_factory=list)   # ForwardFormula, in table order
    non_differentiable: set = field(default_factory=set)
    not_implemented: set = field(default_factory=set)
    requires_grad_error: set = field(default_factory=set)
    output_differentiability: tuple | None = None
    variants: tuple = ("function", "method")
    python_module: str = ""
    operators: tuple = ()
    keeps_dtype: bool = False
    tensors_only: bool = False  # Tensor arguments refuse Python numbers (the op checks them)
    fills: bool = False         # an in-place fill: may write into overlapping memory (expanded tensors)
    inplace_view: bool = False  # an in-place op that changes self's shape and strides, not its values (t_)
    own_overlap_check: bool = False   # the kernel checks inputs against self's memory (index_put_)
    no_out: bool = False         # PyTorch's function has no out= form (the public function takes none)
    no_overlap: tuple = ()       # inputs the in-place variant refuses to share any memory with self (index_copy_)
    meta: str | None = None      # the argument checks PyTorch makes before that overlap check (index_add_)
    checks: str | None = None    # the argument checks PyTorch's Python layer makes before autograd's (F.*)
    record_checks: str | None = None   # what autograd reads while it records, before the kernel (lu_unpack's sizes)
    expanded: str | None = None  # an expanded target: 'warn' (masked_fill_), 'write' (tril_), 'same_source' (copy_)
    structured_inplace: bool = False  # in place, a result of another shape: PyTorch's structured-kernel error
    unchecked_inplace: bool = False   # no autograd in-place checks for the in-place variant (logical_and_)
    undefined_grads: bool = False     # formulas get None for outputs without a gradient (not zeros)
    autocast: str | None = None  # lower_precision | float32: PyTorch's CPU autocast list it is on
    inplace: bool = False       # also generate the in-place variant <name>_
    inplace_method: bool = False    # ... as a Tensor method (inplace: true)
    inplace_function: bool = False  # ... and export it as a function too (torch.exp_), as PyTorch does for some
    node: str | None = None      # explicit Backward class name
    overrides: bool = False      # a user table's op may take the name of one of gradtable's
    samples: tuple = ()
    complex_samples: tuple = ()  # complex samples; by default derived from the first sample
    complex_autograd: bool = True  # false: recording the op with a complex output is refused, as PyTorch
    no_complex: tuple | None = None  # (exception name, PyTorch's message) when complex inputs are refused
    numpy_names: bool = True     # also takes axis= for dim= and keepdims= for keepdim= (codegen/arguments.py)
    aliases: tuple = ()          # Alias, PyTorch's other names for the op (codegen/aliases.py)
    deprecated: tuple = ()       # Signature, PyTorch's deprecated argument orders (codegen/deprecated.py)
    batch: str | None = None     # the batching rule (vmap): a shorthand or an expression (codegen/batching.py)
    batch_line: int = 0
    class_name: str | None = None# set by number_backward_classes
    saved: list | None = None    # set by codegen.saved

    @property
    def name(self):
        return self.signature.name

    @property
    def is_inplace(self):
        """An entry that is itself in-place (`fill_(Tensor(a!) self, ...) -> Tensor(a!)`)."""
        return self.signature.mutated is not None

    @property
    def takes_out(self):
        """Whether the op's public function has PyTorch's out= form (torch.add(a, b, out=c)): not views,
        in-place ops or nn.functional, which PyTorch gives none, nor an entry marked no_out."""
        return (not self.no_out and "function" in self.variants and not self.is_inplace and not self.is_view
                and self.python_module != "nn.functional" and all(r.type == "Tensor" for r in self.signature.returns))

    @property
    def is_view(self):
        """A view op: its result shares memory with an input (`Tensor(a) self -> Tensor(a)`)."""
        return self.signature.view_of is not None

    @property
    def differentiable_inputs(self):
        """Tensor and Tensor[] inputs that get a gradient edge, in signature order."""
        return [p for p in self.signature.params
                if (p.is_tensor or p.is_tensor_list) and p.name not in self.non_differentiable]
