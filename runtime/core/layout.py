"""torch.layout: how a tensor's elements are laid out. Every gradtable tensor is strided (a NumPy array);
the sparse layouts exist as names, so code that compares `x.layout == torch.sparse_coo`, or a
__torch_dispatch__ wrapper made with `_make_wrapper_subclass(..., layout=elem.layout)` (PyTorch's own
LoggingTensor), runs as in PyTorch."""


class layout:
    """One layout: a singleton that prints as PyTorch's (`torch.strided`) and survives pickling as itself."""

    __slots__ = ("_name",)

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'torch.layout' instances")

    @classmethod
    def _named(cls, name):
        made = object.__new__(cls)
        made._name = name
        return made

    def __repr__(self):
        return f"torch.{self._name}"

    def __reduce__(self):
        return self._name   # pickle and deepcopy find the module-level singleton by name

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


strided = layout._named("strided")
sparse_coo = layout._named("sparse_coo")
sparse_csr = layout._named("sparse_csr")
sparse_csc = layout._named("sparse_csc")
sparse_bsr = layout._named("sparse_bsr")
sparse_bsc = layout._named("sparse_bsc")
jagged = layout._named("jagged")
_mkldnn = layout._named("_mkldnn")
