"""How a generated op refuses complex tensor arguments (the table's `no_complex:` key): PyTorch's
exception and text for the ops it has no complex kernel for, and gradtable's own words for the ops
PyTorch computes on complex tensors and gradtable does not yet (`no_complex: unsupported`)."""
import re
from collections.abc import Callable

from .entry import Entry


def complex_refusal(entry: Entry, names_tuple: Callable[[list[str]], str]) -> dict[str, str] | None:
    """The refusal of complex tensor arguments an entry declares (no_complex), as the template writes it."""
    if entry.no_complex is None or entry.no_complex[0] == "kernel":
        return None
    kind, message = entry.no_complex
    if kind == "unsupported":
        kind, message = "NotImplementedError", unsupported_complex_message(dotted_name(entry))
    names = [p.name for p in entry.signature.params if p.is_tensor or p.is_tensor_list]
    return {"kind": kind, "message": _string_pieces(message), "args": names_tuple(names)}


def _string_pieces(text: str, piece: int = 70) -> str:
    """A string literal as a sum of pieces of about `piece` characters, cut after spaces, so the layout
    can break a long message between them (Python folds the sum into one constant)."""
    pieces, current = [], ""
    for word in re.split(r"(?<= )", text):
        if current and len(current) + len(word) > piece:
            pieces.append(current)
            current = ""
        current += word
    return " + ".join(repr(p) for p in pieces + [current])


def dotted_name(entry: Entry) -> str:
    """The op's name as PyTorch's users write it after `torch.`: linalg.det for linalg_det."""
    if entry.python_module in ("linalg", "special", "fft"):
        return entry.python_module + "." + entry.name.removeprefix(entry.python_module + "_")
    return entry.name


def unsupported_complex_message(name: str) -> str:
    """The refusal of complex inputs for an op PyTorch computes on them and gradtable does not yet."""
    return (f"{name}(): complex tensors are not supported by gradtable for this op yet (PyTorch supports them); "
            "docs/complex.md lists the ops that take them")
